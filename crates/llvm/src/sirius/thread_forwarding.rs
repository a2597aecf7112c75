//! LLVM adapter, after CUDA fusion: store-to-load forwarding inside one thread of a fused
//! kernel where LLVM's own (`gvn`) gives up. A fragment renumbered on a GEMM's threads
//! (`Regrid::rounds`) loads, in straight-line code, exactly the elements its thread's
//! epilogue just stored; clang writes both addresses with `or` for `+` (tile bases whose
//! low bits are known zero, through `freeze`), which BasicAA does not decompose, so GVN
//! keeps the loads. The affine reader (`ValueReader`, the front-end's own, with LLVM's
//! known bits) reads every address as a base and an affine byte offset in the thread's
//! terms and compares them. With partial tiles a GEMM stores each accumulator under its
//! own guard (`r0 < M && c0 < N`) and the consumer's round loads it under its own (the
//! same comparisons after GVN, or `r * N + c < M * N` for a flattened GeLU): the store
//! reaches the load only on the paths where its guard held, and the load's own branches
//! rule the other paths out.
//!
//! The walk visits the blocks in layout order; a block's entry state is an intersection
//! over its predecessors (one not walked yet, a loop's back edge, leaves nothing). It
//! tracks the stores that ran on every path (`stores`), the *atoms* known on every path
//! (`known`: a branch condition split at `and` when true and at `or` when false, with its
//! outcome, from branches outside loops; at a join, also an atom some edges lack whose
//! exact affine facts follow on those edges from their own; for an `i1` phi branched on,
//! what every edge on which it can have that outcome knows), and *guarded* stores
//! (`GuardedFact`): at a join outside loops, the value some store (maybe a different
//! store instruction on each path, at one address and of one type) left at an address on
//! the paths through some predecessors and not through the others, each of those others
//! *excluded* by the atoms known on its edge (one of them must be false wherever the
//! value is used). Stores LLVM sank into a join (through phis) were first moved back onto
//! its edges (`unsink_accesses`).
//!
//! Invariant: a load is replaced only by the value of a store to the same base at an equal
//! offset, of the load's type, with nothing between them that may write the loaded bytes
//! (every store between is to a provably disjoint range: another `noalias` parameter or
//! memory object, or the same base at a constant distance of at least the larger size; any
//! other store, atomic, fence or call that may write memory, a barrier included, forgets
//! every store), that ran on every path to it, or, for a guarded store, on every path to
//! it that no exclusion rules out: for each exclusion, the negation of one of its atoms
//! holds at the load, because its parts are known atoms (one SSA value each) or because
//! their exact affine facts follow, by ISL, from the known atoms' facts and the thread and
//! block indices' bounds. Jump threading's `i1` phis are read per edge: a phi of the
//! exclusion's join known at the load has, on the excluded edge, its incoming value (a
//! constant of the other outcome rules the edge out; another value's atoms join the known
//! ones), and an exclusion atom on a phi's outcome is ruled out when the path through
//! every incoming edge on which the phi can have it is (a bounded number of paths).
//! The load then takes a phi at the join (of phis at earlier joins)
//! with `poison` from the excluded predecessors, which no execution of the load sees.
//! Runs twice on a fused kernel: between `codegen`'s two clean-up stages, where each
//! fragment's guards are still the branches it wrote (O2's jump threading merges the
//! guards of consecutive fragments into paths whose `i1` phis the walk cannot always
//! relate: `tests/cuda/guarded_rounds.cu`'s first consumer), and after O2 (on what its
//! clean-up made readable), after `unsink_accesses` and before `dead_stores`, which then
//! finds the buffer written only (and before `unsink_accesses::resink`).

use crate::affine::{condition_atoms, AffinePointer, SymbolEnvironment, ValueReader};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::target::{LLVMGetModuleDataLayout, LLVMStoreSizeOfType};
use llvm_sys::{LLVMAtomicOrdering, LLVMOpcode};
use std::collections::{BTreeMap, BTreeSet, HashMap};
use syncfuse_hardware::cuda::{SpecialRegister, SpecialRegisterKind};
use syncfuse_ir::{basic_blocks, callee_name, incoming_from, instructions, is_no_op_intrinsic, predecessors};
use syncfuse_poly::affine::AffineCondition;
use syncfuse_poly::footprint::MemoryBase;
use syncfuse_poly::query::query;
use syncfuse_poly::relation::{Condition, Relation, Tuple};

/// A branch condition (an `i1` value) and the outcome a path took.
type Atom = (LLVMValueRef, bool);

/// The most guarded stores one point keeps (the latest), and exclusions one store
/// carries: the walk stays linear in the kernel's size.
const MAX_GUARDED: usize = 64;
const MAX_EXCLUSIONS: usize = 16;

/// The most paths through `i1` phis one exclusion is split into (`path_ruled_out`).
const MAX_PATHS: usize = 32;

/// A store the walk through one basic block has seen and not forgotten.
#[derive(Clone)]
struct SeenStore {
    store: LLVMValueRef,
    value: LLVMValueRef,
    pointer: AffinePointer,
    bytes: i64,
}

/// A guarded store, an index into the walk's arena.
#[derive(Clone, Copy, Debug, PartialEq, Eq, Hash)]
struct FactId(usize);

/// What a predecessor of a guarded store's join brings.
#[derive(Clone, Copy)]
enum Incoming {
    /// The store ran on every path through it: its value.
    Stored(LLVMValueRef),
    /// An earlier guarded fact of the same store.
    Fact(FactId),
    /// The store did not run on some path through it: excluded.
    Excluded,
}

/// The value stores left at `seen`'s address on the paths into `join` through some
/// predecessors (or that an earlier guarded fact brings), the others excluded; `seen` is
/// one of those stores (its address and size).
struct GuardedFact {
    seen: SeenStore,
    join: LLVMBasicBlockRef,
    incoming: Vec<(LLVMBasicBlockRef, Incoming)>,
    /// The excluded paths (here or at an earlier join): wherever the value is used, none
    /// of them was taken.
    exclusions: Vec<Exclusion>,
}

/// A path a guarded store did not run on: the edge `from -> join` and the atoms known on
/// it. A use rules it out where one of the atoms is false there, or where a phi of `join`
/// known there could not have its known outcome from `from` (its incoming value there
/// would have to have that outcome too).
#[derive(Clone)]
struct Exclusion {
    atoms: Vec<Atom>,
    from: LLVMBasicBlockRef,
    join: LLVMBasicBlockRef,
}

/// What the walk knows at a point.
#[derive(Clone, Default)]
struct Available {
    stores: Vec<SeenStore>,
    guarded: Vec<FactId>,
    known: Vec<Atom>,
}

/// The walk's state over one function: the reader, what each walked block left at its
/// end, the guarded facts and the phis made for them, and the launch's known extents.
struct Walk {
    values: ValueReader,
    at_end: HashMap<LLVMBasicBlockRef, Available>,
    predecessors: HashMap<LLVMBasicBlockRef, Vec<LLVMBasicBlockRef>>,
    facts: Vec<GuardedFact>,
    phis: HashMap<FactId, LLVMValueRef>,
    extents: BTreeMap<String, i64>,
}

/// Forwards each load of `fused` of what a store on every path to it wrote (module doc);
/// `launch` are the fused launch's constants (`launch_constants`: its block and grid
/// extents, which bound the thread and block indices); returns how many loads went. The
/// caller runs it between the clean-up's two stages, and after O2 again: there it moves
/// the accesses LLVM sank into joins onto their edges first, and sinks what is left of
/// them again once the dead stores are gone (`unsink_accesses`).
///
/// # Safety
/// `module` must be a live module and `fused` one of its defined functions.
pub unsafe fn forward_within_threads(module: LLVMModuleRef, fused: LLVMValueRef, launch: Vec<(String, i64)>) -> usize {
    // SAFETY: reads of the live function, then replacement of its loads.
    unsafe {
        let extents: BTreeMap<String, i64> = launch.into_iter().collect();
        let environment = SymbolEnvironment { known: extents.clone(), ..SymbolEnvironment::comparing_values() };
        let values = ValueReader::new(module, fused, environment);
        let predecessors = predecessors(fused);
        let mut walk =
            Walk { values, at_end: HashMap::new(), predecessors, facts: Vec::new(), phis: HashMap::new(), extents };
        let data_layout = LLVMGetModuleDataLayout(module);
        let bytes = |value: LLVMValueRef| LLVMStoreSizeOfType(data_layout, LLVMTypeOf(value)) as i64;
        let mut forwarded = 0;
        for block in basic_blocks(fused) {
            let mut available = walk.at_entry(block);
            for instruction in instructions(block) {
                let plain = LLVMGetVolatile(instruction) == 0
                    && LLVMGetOrdering(instruction) == LLVMAtomicOrdering::LLVMAtomicOrderingNotAtomic;
                match LLVMGetInstructionOpcode(instruction) {
                    LLVMOpcode::LLVMStore if plain => {
                        let (value, address) = (LLVMGetOperand(instruction, 0), LLVMGetOperand(instruction, 1));
                        match traced(&mut walk.values, address) {
                            Some(pointer) => walk.record(
                                &mut available,
                                SeenStore { store: instruction, value, pointer, bytes: bytes(value) },
                            ),
                            None => forget(&mut available),
                        }
                    }
                    LLVMOpcode::LLVMLoad if plain => {
                        let address = LLVMGetOperand(instruction, 0);
                        let stored = traced(&mut walk.values, address).and_then(|pointer| {
                            stored_value(&available.stores, &pointer, instruction)
                                .or_else(|| walk.guarded_value(&available, &pointer, instruction))
                        });
                        if let Some(value) = stored {
                            LLVMReplaceAllUsesWith(instruction, value);
                            LLVMInstructionEraseFromParent(instruction);
                            forwarded += 1;
                        }
                    }
                    LLVMOpcode::LLVMLoad => {}
                    LLVMOpcode::LLVMCall if !may_write_memory(instruction) => {}
                    LLVMOpcode::LLVMStore
                    | LLVMOpcode::LLVMCall
                    | LLVMOpcode::LLVMAtomicRMW
                    | LLVMOpcode::LLVMAtomicCmpXchg
                    | LLVMOpcode::LLVMFence
                    | LLVMOpcode::LLVMInvoke => {
                        forget(&mut available);
                    }
                    _ => {}
                }
            }
            walk.at_end.insert(block, available);
        }
        forwarded
    }
}

/// After a store the walk cannot trace, or a call that may write memory.
fn forget(available: &mut Available) {
    available.stores.clear();
    available.guarded.clear();
}

impl Walk {
    /// After `store`: everything it may overwrite is forgotten.
    fn record(&self, available: &mut Available, store: SeenStore) {
        available.stores.retain(|earlier| disjoint(earlier, &store));
        available.guarded.retain(|&id| disjoint(&self.facts[id.0].seen, &store));
        available.stores.push(store);
    }

    /// The state at `block`'s entry (module doc): nothing unless every predecessor was
    /// walked.
    unsafe fn at_entry(&mut self, block: LLVMBasicBlockRef) -> Available {
        let predecessors = self.predecessors.get(&block).cloned().unwrap_or_default();
        if predecessors.is_empty() || !predecessors.iter().all(|p| self.at_end.contains_key(p)) {
            return Available::default();
        }
        let mut on_edges: Vec<Vec<Atom>> = Vec::new();
        for &predecessor in &predecessors {
            // SAFETY: caller's contract: `block` and its predecessors are live.
            on_edges.push(unsafe { self.known_on_edge(predecessor, block, true) });
        }
        let known = self.known_on_every_edge(&on_edges);
        let ends: Vec<&Available> = predecessors.iter().map(|p| &self.at_end[p]).collect();
        let stores: Vec<SeenStore> = (ends[0].stores.iter())
            .filter(|s| ends.iter().all(|end| end.stores.iter().any(|o| o.store == s.store)))
            .cloned()
            .collect();
        let mut guarded: Vec<FactId> =
            ends[0].guarded.iter().copied().filter(|id| ends.iter().all(|end| end.guarded.contains(id))).collect();
        // SAFETY: as above.
        if predecessors.len() > 1 && unsafe { self.values.in_no_loop(LLVMGetBasicBlockTerminator(block)) } {
            let covered = |s: &SeenStore, guarded: &[FactId], facts: &[GuardedFact]| {
                stores.iter().any(|o| same_place(o, s)) || guarded.iter().any(|id| same_place(&facts[id.0].seen, s))
            };
            let mut candidates: Vec<SeenStore> = Vec::new();
            for end in &ends {
                let seen = end.stores.iter().chain(end.guarded.iter().map(|id| &self.facts[id.0].seen));
                for s in seen {
                    if !covered(s, &guarded, &self.facts) && !candidates.iter().any(|c| same_place(c, s)) {
                        candidates.push(s.clone());
                    }
                }
            }
            for seen in candidates {
                if let Some(fact) = self.joined_fact(seen, block, (&predecessors, &on_edges)) {
                    self.facts.push(fact);
                    guarded.push(FactId(self.facts.len() - 1));
                }
            }
        }
        let excess = guarded.len().saturating_sub(MAX_GUARDED);
        guarded.drain(..excess);
        Available { stores, guarded, known }
    }

    /// The atoms known on every one of `on_edges` (a join's incoming edges): those each
    /// edge knows, or whose exact affine facts follow there from its atoms' facts (LLVM's
    /// jump threading skips a test that an earlier one implies: `c + 16 < N` gives `c <
    /// N`).
    fn known_on_every_edge(&mut self, on_edges: &[Vec<Atom>]) -> Vec<Atom> {
        let mut candidates: Vec<Atom> = Vec::new();
        for &atom in on_edges.iter().flatten() {
            if !candidates.contains(&atom) {
                candidates.push(atom);
            }
        }
        let mut edge_facts: Vec<Option<Vec<AffineCondition>>> = vec![None; on_edges.len()];
        let mut known = Vec::new();
        for atom in candidates {
            // An edge that took the other way cannot know it (a diamond's two edges).
            if on_edges.iter().any(|edge| edge.contains(&(atom.0, !atom.1))) {
                continue;
            }
            let mut exact = None;
            let mut everywhere = true;
            for (edge, facts) in on_edges.iter().zip(&mut edge_facts) {
                if !everywhere || edge.contains(&atom) {
                    continue;
                }
                let Some(exact) = exact.get_or_insert_with(|| self.values.exact_facts(atom.0, atom.1)) else {
                    everywhere = false;
                    continue;
                };
                let facts = facts.get_or_insert_with(|| self.facts_of(edge));
                everywhere = follows(&self.extents, facts, exact);
            }
            if everywhere {
                known.push(atom);
            }
        }
        known
    }

    /// The affine facts `atoms` state (each comparison's; maybe weaker than the atoms).
    fn facts_of(&mut self, atoms: &[Atom]) -> Vec<AffineCondition> {
        atoms.iter().flat_map(|&(condition, outcome)| self.values.branch_facts(condition, outcome)).collect()
    }

    /// The guarded fact of `seen` at the join `block`: what each predecessor brings, and
    /// the exclusions of those it ran on no path through (their edges' known atoms); none
    /// where such an edge knows no atom, or with too many exclusions.
    fn joined_fact(
        &self,
        seen: SeenStore,
        block: LLVMBasicBlockRef,
        (predecessors, on_edges): (&[LLVMBasicBlockRef], &[Vec<Atom>]),
    ) -> Option<GuardedFact> {
        let mut incoming = Vec::new();
        let mut exclusions = Vec::new();
        for (&predecessor, on_edge) in predecessors.iter().zip(on_edges) {
            let end = &self.at_end[&predecessor];
            let fact = end.guarded.iter().rev().find(|id| same_place(&self.facts[id.0].seen, &seen));
            let brought = match (end.stores.iter().rev().find(|s| same_place(s, &seen)), fact) {
                (Some(plain), _) => Incoming::Stored(plain.value),
                (None, Some(&id)) => {
                    exclusions.extend(self.facts[id.0].exclusions.iter().cloned());
                    Incoming::Fact(id)
                }
                (None, None) if on_edge.is_empty() => return None,
                (None, None) => {
                    exclusions.push(Exclusion { atoms: on_edge.clone(), from: predecessor, join: block });
                    Incoming::Excluded
                }
            };
            incoming.push((predecessor, brought));
        }
        (exclusions.len() <= MAX_EXCLUSIONS).then_some(GuardedFact { seen, join: block, incoming, exclusions })
    }

    /// The atoms known at the end of `from` and on its edge to `to` (its branch
    /// condition with the outcome that goes there, outside loops; with `through_phis`,
    /// also what an `i1` phi among them tells, `through_phi`).
    unsafe fn known_on_edge(
        &mut self,
        from: LLVMBasicBlockRef,
        to: LLVMBasicBlockRef,
        through_phis: bool,
    ) -> Vec<Atom> {
        let mut known = self.at_end.get(&from).map(|end| end.known.clone()).unwrap_or_default();
        // SAFETY: terminator queries of live blocks.
        unsafe {
            let branch = LLVMGetBasicBlockTerminator(from);
            let conditional = !branch.is_null()
                && LLVMGetInstructionOpcode(branch) == LLVMOpcode::LLVMBr
                && LLVMIsConditional(branch) != 0;
            if conditional && self.values.in_no_loop(branch) {
                let (on_true, on_false) = (LLVMGetSuccessor(branch, 0), LLVMGetSuccessor(branch, 1));
                if on_true != on_false && (on_true == to || on_false == to) {
                    let atoms = condition_atoms(LLVMGetCondition(branch), on_true == to);
                    for &atom in atoms.iter().filter(|_| through_phis) {
                        known.extend(self.through_phi(atom));
                    }
                    known.extend(atoms);
                }
            }
        }
        known
    }

    /// What an `i1` phi (outside loops) having `outcome` tells: the atoms known on every
    /// incoming edge on which it can have it (its value there the outcome's constant, or
    /// a value that then has the outcome too). LLVM's jump threading leaves a guard as
    /// `phi [c, a], [false, b], [true, d]`: true means `c` on the edge from `a`, or
    /// whatever the edge from `d` knows.
    unsafe fn through_phi(&mut self, (phi, outcome): Atom) -> Vec<Atom> {
        // SAFETY: caller's contract.
        match unsafe { self.incoming_with(phi, outcome) } {
            Some(edges) if !edges.is_empty() => self.known_on_every_edge(&edges),
            _ => Vec::new(),
        }
    }

    /// The value the latest guarded store of `available` left at `pointer` for `load`
    /// where every exclusion is ruled out by what `available` knows (module doc).
    fn guarded_value(
        &mut self,
        available: &Available,
        pointer: &AffinePointer,
        load: LLVMValueRef,
    ) -> Option<LLVMValueRef> {
        // SAFETY: type queries of live values.
        let same = |id: &&FactId| {
            let seen = &self.facts[id.0].seen;
            &seen.pointer == pointer && unsafe { LLVMTypeOf(seen.value) == LLVMTypeOf(load) }
        };
        let id = *available.guarded.iter().rev().find(same)?;
        let exclusions = self.facts[id.0].exclusions.clone();
        let mut known_facts = None;
        for exclusion in &exclusions {
            if !self.ruled_out(exclusion, &available.known, &mut known_facts) {
                return None;
            }
        }
        Some(self.materialised(id))
    }

    /// Whether `exclusion`'s path cannot have been taken wherever `known` holds: a phi of
    /// its join known there comes from its edge as a constant of the other outcome; or
    /// some atom of it is false: its negation's parts are all known atoms, or their exact
    /// affine facts follow from `known`'s facts (read once, into `known_facts`), `known`
    /// taken with what the phis of its join known there say of their values on its edge.
    fn ruled_out(
        &mut self,
        exclusion: &Exclusion,
        known: &[Atom],
        known_facts: &mut Option<Vec<AffineCondition>>,
    ) -> bool {
        let Some(on_edge) = (unsafe { phis_on_edge(exclusion, known) }) else { return true };
        let mut budget = MAX_PATHS;
        if on_edge.is_empty() {
            return self.path_ruled_out(exclusion.atoms.clone(), known, known_facts, &mut budget);
        }
        let with_edge: Vec<Atom> = known.iter().copied().chain(on_edge).collect();
        self.path_ruled_out(exclusion.atoms.clone(), &with_edge, &mut None, &mut budget)
    }

    /// Whether a path on which `atoms` hold cannot reach where `known` holds: some atom is
    /// false there (`atom_false`), or it has an `i1` phi (outside loops) with an outcome,
    /// and every incoming edge on which the phi can have it is ruled out the same way,
    /// with the atoms known on that edge and those its incoming value then has (jump
    /// threading's guards: `phi [c, a], [false, b]` is false on every path from `b`).
    /// `budget` bounds the paths looked at.
    fn path_ruled_out(
        &mut self,
        atoms: Vec<Atom>,
        known: &[Atom],
        known_facts: &mut Option<Vec<AffineCondition>>,
        budget: &mut usize,
    ) -> bool {
        if self.atom_false(&atoms, known, known_facts) {
            return true;
        }
        // SAFETY: kind queries of live values.
        let Some(position) = atoms.iter().position(|&(phi, _)| unsafe { !LLVMIsAPHINode(phi).is_null() }) else {
            return false;
        };
        let (phi, outcome) = atoms[position];
        // SAFETY: a live phi.
        let Some(edges) = (unsafe { self.incoming_with(phi, outcome) }) else { return false };
        let rest: Vec<Atom> = atoms.iter().enumerate().filter(|&(i, _)| i != position).map(|(_, &a)| a).collect();
        edges.into_iter().all(|on_edge| {
            *budget = budget.saturating_sub(1);
            let path = rest.iter().copied().chain(on_edge).collect();
            *budget > 0 && self.path_ruled_out(path, known, known_facts, budget)
        })
    }

    /// For each incoming edge of `phi` (a phi outside loops whose predecessors were all
    /// walked; `None` for another value) on which it can have `outcome` (its incoming
    /// value there the outcome's constant, or another value): the atoms known on that
    /// edge, with those its incoming value then has.
    unsafe fn incoming_with(&mut self, phi: LLVMValueRef, outcome: bool) -> Option<Vec<Vec<Atom>>> {
        // SAFETY: kind, parent and incoming queries of a live value.
        unsafe {
            if LLVMIsAPHINode(phi).is_null() {
                return None;
            }
            let block = LLVMGetInstructionParent(phi);
            if !self.values.in_no_loop(LLVMGetBasicBlockTerminator(block)) {
                return None;
            }
            let mut edges = Vec::new();
            for index in 0..LLVMCountIncoming(phi) {
                let (value, from) = (LLVMGetIncomingValue(phi, index), LLVMGetIncomingBlock(phi, index));
                if !self.at_end.contains_key(&from) {
                    return None;
                }
                let Some(then) = having(value, outcome) else { continue };
                let mut atoms = self.known_on_edge(from, block, false);
                atoms.extend(then);
                edges.push(atoms);
            }
            Some(edges)
        }
    }

    /// Whether some atom of `exclusion` is false wherever `known` holds (`ruled_out`).
    fn atom_false(
        &mut self,
        exclusion: &[Atom],
        known: &[Atom],
        known_facts: &mut Option<Vec<AffineCondition>>,
    ) -> bool {
        let negations: Vec<Vec<Atom>> = (exclusion.iter())
            .filter(|atom| !known.contains(atom))
            .map(|&(condition, outcome)| condition_atoms(condition, !outcome))
            .collect();
        if negations.iter().any(|parts| parts.iter().all(|part| known.contains(part))) {
            return true;
        }
        let facts = match known_facts {
            Some(facts) => facts.clone(),
            None => known_facts.insert(self.facts_of(known)).clone(),
        };
        negations.iter().any(|parts| {
            let exact: Option<Vec<Vec<AffineCondition>>> = (parts.iter())
                .filter(|part| !known.contains(part))
                .map(|&(condition, outcome)| self.values.exact_facts(condition, outcome))
                .collect();
            exact.is_some_and(|exact| follows(&self.extents, &facts, &exact.concat()))
        })
    }

    /// The phi at the join of guarded fact `id` (made once): the stored value from the
    /// predecessors that ran the store, earlier joins' phis, `poison` from the excluded.
    fn materialised(&mut self, id: FactId) -> LLVMValueRef {
        if let Some(&phi) = self.phis.get(&id) {
            return phi;
        }
        let incoming: Vec<(LLVMBasicBlockRef, Incoming)> = self.facts[id.0].incoming.clone();
        let (join, ty) = (self.facts[id.0].join, unsafe { LLVMTypeOf(self.facts[id.0].seen.value) });
        let mut values = Vec::new();
        for &(_, brought) in &incoming {
            values.push(match brought {
                Incoming::Stored(value) => value,
                Incoming::Fact(earlier) => self.materialised(earlier),
                // SAFETY: a poison constant of a live type.
                Incoming::Excluded => unsafe { LLVMGetPoison(ty) },
            });
        }
        let blocks = incoming.iter().map(|&(block, _)| block).collect();
        // SAFETY: a new phi at the top of the live join block.
        let phi = unsafe { phi_before(LLVMGetFirstInstruction(join), ty, values, blocks) };
        self.phis.insert(id, phi);
        phi
    }
}

/// What the phis of `exclusion`'s join that `known` names say of their incoming values
/// on its edge: the atoms those values have then; `None` where one is a constant of the
/// other outcome (the edge cannot lead where `known` holds).
unsafe fn phis_on_edge(exclusion: &Exclusion, known: &[Atom]) -> Option<Vec<Atom>> {
    let mut atoms = Vec::new();
    // SAFETY: kind, parent and incoming queries of live values.
    unsafe {
        for &(phi, outcome) in known {
            if LLVMIsAPHINode(phi).is_null() || LLVMGetInstructionParent(phi) != exclusion.join {
                continue;
            }
            let Some(value) = incoming_from(phi, exclusion.from) else { continue };
            atoms.extend(having(value, outcome)?);
        }
    }
    Some(atoms)
}

/// What an `i1` value having `outcome` says: nothing for a constant of that outcome,
/// its condition atoms for another value; `None` for a constant of the other outcome
/// (it cannot have it).
unsafe fn having(value: LLVMValueRef, outcome: bool) -> Option<Vec<Atom>> {
    // SAFETY: kind and value queries of a live value.
    unsafe {
        match LLVMIsAConstantInt(value).is_null() {
            false if (LLVMConstIntGetZExtValue(value) != 0) != outcome => None,
            false => Some(Vec::new()),
            true => Some(condition_atoms(value, outcome)),
        }
    }
}

/// A new phi of `ty` before `before` (the first instruction of its block, or another
/// phi) with `values` from `blocks`.
unsafe fn phi_before(
    before: LLVMValueRef,
    ty: LLVMTypeRef,
    mut values: Vec<LLVMValueRef>,
    mut blocks: Vec<LLVMBasicBlockRef>,
) -> LLVMValueRef {
    // SAFETY: caller's contract: `before` is a live instruction at the top of its block.
    unsafe {
        let builder = LLVMCreateBuilderInContext(LLVMGetTypeContext(ty));
        LLVMPositionBuilderBefore(builder, before);
        let phi = LLVMBuildPhi(builder, ty, c"forwarded".as_ptr());
        LLVMDisposeBuilder(builder);
        LLVMAddIncoming(phi, values.as_mut_ptr(), blocks.as_mut_ptr(), values.len() as u32);
        phi
    }
}

/// Whether `facts` hold wherever `known` does, every thread and block index within `[0,
/// its extent)` (`extents`: the launch's); other symbols range freely.
fn follows(extents: &BTreeMap<String, i64>, known: &[AffineCondition], facts: &[AffineCondition]) -> bool {
    let symbols: BTreeSet<&String> = known.iter().chain(facts).flat_map(|c| c.expression().terms.keys()).collect();
    let mut bounds = Vec::new();
    for symbol in symbols {
        let Some(register) = SpecialRegister::from_isl_name(symbol) else { continue };
        let extent = match register.kind {
            SpecialRegisterKind::ThreadIndex => SpecialRegisterKind::BlockExtent,
            SpecialRegisterKind::BlockIndex => SpecialRegisterKind::GridExtent,
            _ => continue,
        };
        bounds.push(Condition::at_least(symbol, 0));
        if let Some(extent) = extents.get(&SpecialRegister { kind: extent, axis: register.axis }.isl_name()) {
            bounds.push(Condition::less(symbol, extent));
        }
    }
    let map = |conditions: &[AffineCondition]| {
        let constraints = conditions.iter().map(|c| Condition::constraint(c.isl(&|e| e.clone())));
        let all = Condition::all(bounds.iter().cloned().chain(constraints));
        Relation::map(Tuple::anonymous(Vec::<String>::new()), Tuple::anonymous(Vec::<String>::new()), all).to_string()
    };
    query(|q| q.map(&map(known))?.is_subset(&q.map(&map(facts))?)).unwrap_or(false)
}

/// The value of the last of `seen` that wrote exactly what `load` reads at `pointer`.
unsafe fn stored_value(seen: &[SeenStore], pointer: &AffinePointer, load: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: type queries of live values.
    let same = |s: &&SeenStore| &s.pointer == pointer && unsafe { LLVMTypeOf(s.value) == LLVMTypeOf(load) };
    seen.iter().rev().find(same).map(|s| s.value)
}

/// `address` as a known base (no untraced pointer: two of those at one offset need not
/// be one address) and an affine offset.
fn traced(values: &mut ValueReader, address: LLVMValueRef) -> Option<AffinePointer> {
    values.pointer(address).filter(|p| p.offset.is_some() && p.base != MemoryBase::Unknown)
}

/// Whether `a` and `b` wrote values of one type at one address (the latest of them is
/// what a load of that type there reads).
fn same_place(a: &SeenStore, b: &SeenStore) -> bool {
    // SAFETY: type queries of live values.
    a.pointer == b.pointer && unsafe { LLVMTypeOf(a.value) == LLVMTypeOf(b.value) }
}

/// Whether the bytes of `a` and `b` never overlap.
fn disjoint(a: &SeenStore, b: &SeenStore) -> bool {
    match (&a.pointer.base, &b.pointer.base) {
        (MemoryBase::Argument { noalias: true, index: x }, MemoryBase::Argument { noalias: true, index: y })
            if x != y =>
        {
            true
        }
        (MemoryBase::Object { name: x }, MemoryBase::Object { name: y }) if x != y => true,
        (x, y) if x == y => {
            let (Some(p), Some(q)) = (&a.pointer.offset, &b.pointer.offset) else { return false };
            p.sub(q).as_constant().is_some_and(|distance| distance >= b.bytes || -distance >= a.bytes)
        }
        _ => false,
    }
}

/// Whether a call may write memory this kernel's loads read: anything but a no-op
/// intrinsic or a callee whose `memory` attribute (LLVM 16's `MemoryEffects`: two bits,
/// read and write, per location: argument memory, inaccessible memory, other) writes at
/// most memory no load can see.
unsafe fn may_write_memory(call: LLVMValueRef) -> bool {
    // SAFETY: attribute queries of a live call and its callee.
    unsafe {
        if callee_name(call).is_some_and(|name| is_no_op_intrinsic(&name)) {
            return false;
        }
        let callee = LLVMGetCalledValue(call);
        if LLVMIsAFunction(callee).is_null() {
            return true;
        }
        let kind = LLVMGetEnumAttributeKindForName(c"memory".as_ptr(), "memory".len());
        let attribute = LLVMGetEnumAttributeAtIndex(callee, llvm_sys::LLVMAttributeFunctionIndex, kind);
        if attribute.is_null() {
            return true;
        }
        const WRITES_ARGUMENT_MEMORY: u64 = 0b10;
        const WRITES_OTHER_MEMORY: u64 = 0b10 << 4;
        LLVMGetEnumAttributeValue(attribute) & (WRITES_ARGUMENT_MEMORY | WRITES_OTHER_MEMORY) != 0
    }
}
