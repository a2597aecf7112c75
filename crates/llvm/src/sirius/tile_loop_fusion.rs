//! Tile-loop fusion in a fused AI-Core kernel: two sibling loops that run the same
//! iterations, one after the other (each fragment walking its per-core slice in UB tiles),
//! become one loop whose iteration `k` runs iteration `k` of the first body, then of the
//! second. That puts each tile's producer store and consumer load in one iteration, where
//! `ub_forwarding` can serve the load from UB.
//!
//! Invariants: a pair is fused only when (1) both loops are in the rotated form clang emits
//! (one latch that is the only exit, a preheader, both or neither guarded against running
//! zero times, the guards equal), (2) their exit tests are equal affine conditions of their
//! iteration counters (the reader's counters number iterations from 0, so both run the same
//! iterations) and their guards equal, (3) the code between them moves before the first
//! loop (no memory access, no synchronisation, no phi) and no value of the first loop is
//! used after it, (4) no op of either loop synchronises (a hand-synchronised fragment keeps
//! its own flag protocol) and every memory access in them is one the reader models, and
//! (5) `syncfuse_ascend_sync::deps::reversed_by_loop_fusion`
//! finds no dependence that fusion would reverse (an op of the second loop at iteration
//! `j` and one of the first at `i > j` touching the same bytes). The rewrite only moves
//! instructions that execute exactly when they did, redirects the two latches and rebuilds
//! the header phis; the module verifies after it. Sits between
//! `ascend_fusion::fuse_ascend_launches` (the fused kernel exists) and the round-trip
//! forwarding of `ub_forwarding`, which calls it.

use crate::affine::{SymbolEnvironment, ValueReader};
use crate::ascend_kernel_reader::{read_kernel_and_cfg, ReadKernel, UnreadableKernel};
use llvm_sys::core::*;
use llvm_sys::debuginfo::{LLVMInstructionGetDebugLoc, LLVMInstructionSetDebugLoc};
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use serde::Serialize;
use std::collections::BTreeSet;
use syncfuse_ascend_sync::deps::reversed_by_loop_fusion;
use syncfuse_ascend_sync::model::{Item, Kernel};
use syncfuse_cfg::{BlockId, CfgAnalysis, LoopId};
use syncfuse_hardware::ascend::{FootprintShape, TargetDescription};
use syncfuse_ir::{callee_name, instructions, is_ignorable_intrinsic, phis, printed_value, rebuild_phi};
use syncfuse_poly::affine::AffineCondition;
use syncfuse_reason::Reason;
use syncfuse_sirius::model::uar::serialize_as_texts;
use thiserror::Error;

/// The counter name both loops' exit tests are compared under.
const SHARED_COUNTER: &str = "fused_iteration";

/// A loop in the rotated form clang emits for a `for` (its test at the bottom).
#[derive(Clone, Debug)]
struct RotatedLoop {
    header: BlockId,
    /// The one block branching back to `header`, and the loop's only exit.
    latch: BlockId,
    /// The one block outside the loop entering it, branching only to `header`.
    preheader: BlockId,
    /// Where the latch leaves to.
    exit: BlockId,
    /// The block whose conditional branch goes to `preheader` or skips to `exit`.
    guard: Option<BlockId>,
    body: BTreeSet<BlockId>,
    parent: Option<LoopId>,
}

/// Two loops fused into one (named by their headers as read before the fusion and the
/// first op of each).
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct FusedLoops {
    pub first: String,
    pub second: String,
}

/// Two adjacent loops left apart, and why.
#[derive(Clone, Debug, Serialize)]
pub struct KeptLoops {
    pub first: String,
    pub second: String,
    #[serde(serialize_with = "serialize_as_texts")]
    pub reason: Vec<LoopsKept>,
}

/// Why two adjacent loops of a fused kernel stay apart, typed until printed.
#[derive(Clone, Debug, Error)]
pub enum LoopsKept {
    #[error("the loops run under different conditions (a zero-trip or core guard on one of them only, or two different guards)")]
    Guards,
    #[error("the loops' exit tests are not the same affine condition of their iteration counters, so they may run different numbers of iterations")]
    TripCounts,
    #[error("'{instruction}' between the loops cannot move before the first loop (a memory access, a synchronisation or a phi)")]
    CodeBetween { instruction: String },
    #[error("the first loop's value '{value}' is used after it")]
    LiveOut { value: String },
    #[error("the loops are hand-synchronised; fusing them would interleave their flag protocols")]
    Synchronised,
    #[error("'{instruction}' accesses memory the dependence analysis does not see (a private or unknown pointer)")]
    UnmodelledAccess { instruction: String },
    #[error("fusing would reverse a dependence: {dependence}")]
    Reversed { dependence: String },
}

impl Reason for LoopsKept {
    fn remark_name(&self) -> &'static str {
        match self {
            LoopsKept::Guards => "TileLoopGuardsDiffer",
            LoopsKept::TripCounts => "TileLoopTripCountsDiffer",
            LoopsKept::CodeBetween { .. } => "TileLoopCodeBetween",
            LoopsKept::LiveOut { .. } => "TileLoopLiveOut",
            LoopsKept::Synchronised => "TileLoopSynchronised",
            LoopsKept::UnmodelledAccess { .. } => "TileLoopUnmodelledAccess",
            LoopsKept::Reversed { .. } => "TileLoopDependenceReversed",
        }
    }
}

/// What tile-loop fusion did in one kernel.
#[derive(Clone, Debug, Default, Serialize)]
pub struct TileLoopFusion {
    pub fused: Vec<FusedLoops>,
    pub kept: Vec<KeptLoops>,
}

/// Fuses every pair of adjacent sibling loops of `function` that the invariants allow,
/// repeatedly (a fused pair may fuse with the loop after it).
///
/// # Safety
/// `module` must be a live module and `function` one of its defined functions.
pub unsafe fn fuse_tile_loops(
    module: LLVMModuleRef,
    function: LLVMValueRef,
    target: &TargetDescription,
) -> Result<TileLoopFusion, UnreadableKernel> {
    let mut outcome = TileLoopFusion::default();
    let mut refused: BTreeSet<(String, String)> = BTreeSet::new();
    // SAFETY: reads and edits of the live function; every edit re-reads it.
    unsafe {
        'search: loop {
            let (read, cfg) = read_kernel_and_cfg(module, function, target)?;
            let loops: Vec<RotatedLoop> =
                cfg.loops.iter_enumerated().filter_map(|(l, _)| rotated_loop(&read, &cfg, l)).collect();
            for first in &loops {
                let Some((second, between)) = next_sibling(&cfg, &loops, first) else { continue };
                let names = (loop_name(&read, first), loop_name(&read, second));
                if refused.contains(&names) {
                    continue;
                }
                let reading = Reading { module, function, target, read: &read, cfg: &cfg };
                let reasons = obstacles(&reading, first, second, &between);
                if reasons.is_empty() {
                    fuse(&read, first, second, &between);
                    outcome.fused.push(FusedLoops { first: names.0, second: names.1 });
                    continue 'search;
                }
                refused.insert(names.clone());
                outcome.kept.push(KeptLoops { first: names.0, second: names.1, reason: reasons });
            }
            return Ok(outcome);
        }
    }
}

/// The loop `id` if it has the rotated form.
fn rotated_loop(read: &ReadKernel, cfg: &CfgAnalysis, id: LoopId) -> Option<RotatedLoop> {
    let natural = &cfg.loops[id];
    let [latch] = natural.latches[..] else { return None };
    let [(exiting, exit)] = natural.exit_edges[..] else { return None };
    let outside: Vec<BlockId> =
        cfg.preds[natural.header].iter().copied().filter(|p| !natural.body.contains(p)).collect();
    let [preheader] = outside[..] else { return None };
    if exiting != latch || cfg.succs[preheader] != [natural.header] {
        return None;
    }
    let guard = match cfg.preds[preheader][..] {
        // SAFETY: terminator queries on a block of the read function.
        [guard] if cfg.succs[guard].len() == 2 && cfg.succs[guard].contains(&exit) => {
            unsafe { is_conditional_branch(read.blocks[guard]) }.then_some(guard)
        }
        _ => None,
    };
    // The exit is entered from the latch and the loop's own guard, and may be from an
    // enclosing guard that skips more than this loop (one guard for several fragments of
    // a fused kernel): a block that dominates the preheader.
    let expected: Vec<BlockId> = guard.into_iter().chain([latch]).collect();
    let preds = &cfg.preds[exit];
    let entered = expected.iter().all(|p| preds.contains(p))
        && preds.iter().all(|p| expected.contains(p) || cfg.dominates(*p, preheader));
    entered.then(|| RotatedLoop {
        header: natural.header,
        latch,
        preheader,
        exit,
        guard,
        body: natural.body.clone(),
        parent: natural.parent,
    })
}

/// The sibling loop that `first` flows into through straight-line blocks, with those
/// blocks (from `first`'s exit to the second loop's guard, or preheader when unguarded).
fn next_sibling<'a>(
    cfg: &CfgAnalysis,
    loops: &'a [RotatedLoop],
    first: &RotatedLoop,
) -> Option<(&'a RotatedLoop, Vec<BlockId>)> {
    let mut between = vec![first.exit];
    loop {
        let block = *between.last().expect("never empty");
        if let Some(second) = loops.iter().find(|l| l.guard.unwrap_or(l.preheader) == block) {
            return (second.parent == first.parent && second.header != first.header).then_some((second, between));
        }
        let [next] = cfg.succs[block][..] else { return None };
        if cfg.preds[next] != [block] || between.contains(&next) {
            return None;
        }
        between.push(next);
    }
}

/// `%<header> (<first op>)`: a loop as the report names it.
fn loop_name(read: &ReadKernel, l: &RotatedLoop) -> String {
    let kernel = &read.kernel;
    let first_op = l.body.iter().flat_map(|&b| &kernel.blocks[b].items).find_map(|item| match item {
        Item::Op(op) => Some(kernel.ops[*op].label.clone()),
        Item::Sync(_) => None,
    });
    let header = &kernel.blocks[l.header].name;
    first_op.map_or_else(|| format!("%{header}"), |op| format!("%{header} ({op})"))
}

/// The function being fused, as read before this step.
struct Reading<'a> {
    module: LLVMModuleRef,
    function: LLVMValueRef,
    target: &'a TargetDescription,
    read: &'a ReadKernel,
    cfg: &'a CfgAnalysis,
}

/// Why `first` and `second` may not fuse (empty: they may).
unsafe fn obstacles(
    reading: &Reading<'_>,
    first: &RotatedLoop,
    second: &RotatedLoop,
    between: &[BlockId],
) -> Vec<LoopsKept> {
    let Reading { module, function, target, read, cfg } = *reading;
    let mut reasons = Vec::new();
    if first.guard.is_some() != second.guard.is_some() {
        reasons.push(LoopsKept::Guards);
    }
    let moved = moved_blocks(second, between);
    let blocks: BTreeSet<BlockId> = first.body.iter().chain(&second.body).chain(&moved).copied().collect();
    if blocks.iter().any(|&b| has_sync(&read.kernel, b)) {
        reasons.push(LoopsKept::Synchronised);
    }
    // SAFETY: queries on the read function's instructions.
    unsafe {
        let unmovable = moved.iter().flat_map(|&b| body_instructions(read.blocks[b])).find(|&i| !movable(i, target));
        if let Some(instruction) = unmovable {
            reasons.push(LoopsKept::CodeBetween { instruction: instruction_text(instruction) });
        }
        let modelled: BTreeSet<LLVMValueRef> = read.ops.iter().copied().collect();
        let bodies = first.body.iter().chain(&second.body).flat_map(|&b| instructions(read.blocks[b]));
        if let Some(unseen) = bodies.filter(|&i| accesses_memory(i)).find(|i| !modelled.contains(i)) {
            reasons.push(LoopsKept::UnmodelledAccess { instruction: instruction_text(unseen) });
        }
        if let Some(value) = live_out(read, first) {
            reasons.push(LoopsKept::LiveOut { value });
        }
        let mut values = ValueReader::new(module, function, SymbolEnvironment::comparing_values());
        if !same_exit_tests(&mut values, read, first, second) {
            reasons.push(LoopsKept::TripCounts);
        }
        if let (Some(a), Some(b)) = (first.guard, second.guard) {
            if !same_guards(&mut values, read, (a, first.preheader), (b, second.preheader)) {
                reasons.push(LoopsKept::Guards);
            }
        }
    }
    if let Some(d) = reversed_by_loop_fusion(&read.kernel, cfg, first.header, second.header).first() {
        let (src, dst) = (&read.kernel.ops[d.src].label, &read.kernel.ops[d.dst].label);
        let dependence = format!("{} from {src} to {dst} on {}", d.kind.name(), d.overlap);
        reasons.push(LoopsKept::Reversed { dependence });
    }
    reasons
}

/// The blocks whose instructions move before the first loop: those between the loops, and
/// the second loop's preheader.
fn moved_blocks(second: &RotatedLoop, between: &[BlockId]) -> Vec<BlockId> {
    let mut blocks: Vec<BlockId> = between.to_vec();
    if !blocks.contains(&second.preheader) {
        blocks.push(second.preheader);
    }
    blocks
}

fn has_sync(kernel: &Kernel, block: BlockId) -> bool {
    kernel.blocks[block].items.iter().any(|item| matches!(item, Item::Sync(_)))
}

/// The instructions of `block` but its terminator.
unsafe fn body_instructions(block: LLVMBasicBlockRef) -> Vec<LLVMValueRef> {
    // SAFETY: a live block.
    let mut all = unsafe { instructions(block) };
    all.pop();
    all
}

/// Can `instruction` move to a block that runs exactly when its own did (no memory
/// access, no synchronisation, no phi, no call but to a pure one)?
unsafe fn movable(instruction: LLVMValueRef, target: &TargetDescription) -> bool {
    use LLVMOpcode::*;
    // SAFETY: opcode and callee queries.
    match unsafe { LLVMGetInstructionOpcode(instruction) } {
        LLVMCall => unsafe { callee_name(instruction) }.is_some_and(|name| {
            let pure_pipe_query = target.op_spec(&name).is_some_and(|spec| spec.footprint == FootprintShape::None);
            pure_pipe_query || (is_ignorable_intrinsic(&name) && !name.starts_with("llvm.lifetime."))
        }),
        LLVMPHI | LLVMLoad | LLVMStore | LLVMAtomicRMW | LLVMAtomicCmpXchg | LLVMFence | LLVMAlloca | LLVMVAArg
        | LLVMInvoke | LLVMLandingPad | LLVMCallBr => false,
        _ => true,
    }
}

/// A load, store, atomic or fence (calls are the reader's: a pipe op or a typed reject).
unsafe fn accesses_memory(instruction: LLVMValueRef) -> bool {
    use LLVMOpcode::*;
    // SAFETY: opcode query.
    let opcode = unsafe { LLVMGetInstructionOpcode(instruction) };
    matches!(opcode, LLVMLoad | LLVMStore | LLVMAtomicRMW | LLVMAtomicCmpXchg | LLVMFence)
}

/// A value defined in `l` and used outside it (or a phi where it exits), if any.
unsafe fn live_out(read: &ReadKernel, l: &RotatedLoop) -> Option<String> {
    let inside: BTreeSet<LLVMBasicBlockRef> = l.body.iter().map(|&b| read.blocks[b]).collect();
    // SAFETY: use-list and parent queries on the read function's instructions.
    unsafe {
        if let Some(&phi) = instructions(read.blocks[l.exit]).first().filter(|&&i| !LLVMIsAPHINode(i).is_null()) {
            return Some(instruction_text(phi));
        }
        for &block in &inside {
            for instruction in instructions(block) {
                let mut used = LLVMGetFirstUse(instruction);
                while !used.is_null() {
                    if !inside.contains(&LLVMGetInstructionParent(LLVMGetUser(used))) {
                        return Some(instruction_text(instruction));
                    }
                    used = LLVMGetNextUse(used);
                }
            }
        }
    }
    None
}

/// Do both latches continue on the same affine condition of their counters?
unsafe fn same_exit_tests(values: &mut ValueReader, read: &ReadKernel, a: &RotatedLoop, b: &RotatedLoop) -> bool {
    // SAFETY: as the caller's.
    let tests = [a, b].map(|l| unsafe { continue_condition(values, read, l) });
    matches!(tests, [Some(x), Some(y)] if x == y)
}

/// The latch's condition to take the back edge (one `icmp`: an `and`/`or` would only give
/// facts it implies, not the condition), over the shared counter name.
unsafe fn continue_condition(values: &mut ValueReader, read: &ReadKernel, l: &RotatedLoop) -> Option<AffineCondition> {
    let counter = values.counter_of_header(l.header)?;
    // SAFETY: terminator queries on the latch, a conditional branch (the loop's only exit).
    let (condition, continue_on_true) = unsafe {
        let branch = LLVMGetBasicBlockTerminator(read.blocks[l.latch]);
        (LLVMGetCondition(branch), LLVMGetSuccessor(branch, 0) == read.blocks[l.header])
    };
    let rename = |name: &str| if name == counter { SHARED_COUNTER.to_string() } else { name.to_string() };
    let test = values.recogniser.comparison(condition, continue_on_true)?;
    test.map_expression(|e| Some(e.rename(rename)))
}

/// Do both guards enter their loops on the same affine condition (one `icmp` each)?
/// (`(guard, preheader)`)
unsafe fn same_guards(
    values: &mut ValueReader,
    read: &ReadKernel,
    a: (BlockId, BlockId),
    b: (BlockId, BlockId),
) -> bool {
    let mut entering = |(guard, preheader): (BlockId, BlockId)| {
        // SAFETY: the guard ends in a conditional branch (`rotated_loop`).
        let (condition, on_true) = unsafe {
            let branch = LLVMGetBasicBlockTerminator(read.blocks[guard]);
            (LLVMGetCondition(branch), LLVMGetSuccessor(branch, 0) == read.blocks[preheader])
        };
        values.recogniser.comparison(condition, on_true)
    };
    let (x, y) = (entering(a), entering(b));
    x.is_some() && x == y
}

unsafe fn is_conditional_branch(block: LLVMBasicBlockRef) -> bool {
    // SAFETY: terminator queries on a live block.
    unsafe {
        let terminator = LLVMGetBasicBlockTerminator(block);
        !terminator.is_null()
            && LLVMGetInstructionOpcode(terminator) == LLVMOpcode::LLVMBr
            && LLVMIsConditional(terminator) != 0
    }
}

fn instruction_text(instruction: LLVMValueRef) -> String {
    // SAFETY: printing a live instruction.
    unsafe { printed_value(instruction) }.trim().to_string()
}

/// Fuses `second` into `first` (the invariants checked): the code between them and the
/// second preheader's move before the first loop; the first latch falls into the second
/// header; the second latch branches back to the first header; the second header's phis
/// move to the first header; the skip path of the second guard goes straight to its exit.
unsafe fn fuse(read: &ReadKernel, first: &RotatedLoop, second: &RotatedLoop, between: &[BlockId]) {
    let block = |b: BlockId| read.blocks[b];
    // SAFETY: edits of the live function, in an order that keeps every use dominated.
    unsafe {
        let context = LLVMGetTypeContext(LLVMTypeOf(LLVMBasicBlockAsValue(block(first.header))));
        let builder = LLVMCreateBuilderInContext(context);
        let hoist_to = first.guard.unwrap_or(first.preheader);
        let guard_path: Vec<BlockId> = between.iter().copied().filter(|&b| b != second.preheader).collect();
        move_before_terminator(builder, &guard_path.iter().map(|&b| block(b)).collect::<Vec<_>>(), block(hoist_to));
        move_before_terminator(builder, &[block(second.preheader)], block(first.preheader));
        let header = block(first.header);
        for phi in phis(header) {
            rebuild_phi(builder, phi, header, (block(first.latch), block(second.latch)));
        }
        for phi in phis(block(second.header)) {
            rebuild_phi(builder, phi, header, (block(second.preheader), block(first.preheader)));
        }
        replace_terminator(builder, block(first.latch), block(second.header));
        let latch = LLVMGetBasicBlockTerminator(block(second.latch));
        for index in 0..LLVMGetNumSuccessors(latch) {
            if LLVMGetSuccessor(latch, index) == block(second.header) {
                LLVMSetSuccessor(latch, index, block(first.header));
            }
        }
        let dead: Vec<BlockId> = match second.guard {
            Some(guard) => {
                replace_terminator(builder, block(guard), block(second.exit));
                vec![second.preheader]
            }
            None => between.to_vec(),
        };
        for &b in &dead {
            LLVMInstructionEraseFromParent(LLVMGetBasicBlockTerminator(block(b)));
        }
        for &b in &dead {
            LLVMDeleteBasicBlock(block(b));
        }
        LLVMDisposeBuilder(builder);
    }
}

/// Moves the non-terminator instructions of `from` (in order) before `to`'s terminator.
unsafe fn move_before_terminator(builder: LLVMBuilderRef, from: &[LLVMBasicBlockRef], to: LLVMBasicBlockRef) {
    // SAFETY: moves of live instructions within one function.
    unsafe {
        for &block in from {
            for instruction in body_instructions(block) {
                LLVMInstructionRemoveFromParent(instruction);
                LLVMPositionBuilderBefore(builder, LLVMGetBasicBlockTerminator(to));
                LLVMInsertIntoBuilder(builder, instruction);
            }
        }
    }
}

/// Replaces `block`'s terminator by an unconditional branch to `to` (the old condition
/// erased when nothing else uses it).
unsafe fn replace_terminator(builder: LLVMBuilderRef, block: LLVMBasicBlockRef, to: LLVMBasicBlockRef) {
    // SAFETY: a live block with a terminator.
    unsafe {
        let old = LLVMGetBasicBlockTerminator(block);
        let condition = (LLVMIsConditional(old) != 0).then(|| LLVMGetCondition(old));
        LLVMPositionBuilderBefore(builder, old);
        let branch = LLVMBuildBr(builder, to);
        LLVMInstructionSetDebugLoc(branch, LLVMInstructionGetDebugLoc(old));
        LLVMInstructionEraseFromParent(old);
        if let Some(condition) = condition.filter(|&c| !LLVMIsAInstruction(c).is_null() && LLVMGetFirstUse(c).is_null())
        {
            LLVMInstructionEraseFromParent(condition);
        }
    }
}
