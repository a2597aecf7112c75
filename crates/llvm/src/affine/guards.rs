//! `ValueReader`: the recogniser for callers that ask about single values (host launch
//! arguments, pointers into allocations, loops around calls) and the guards of an
//! instruction: the affine facts every execution of it satisfies because of the
//! conditional branches and `switch` cases on its dominator chain (see the parent
//! module).
//! Invariant: a guard is a fact at the instruction; a fact whose symbols are not valued
//! the same there (a finished loop's counter) is dropped, never kept.

use super::*;

/// A pointer value as affine data: what it points into and the byte offset (`None`: not
/// affine).
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct AffinePointer {
    pub base: MemoryBase,
    pub offset: Option<AffineExpr>,
}

/// The affine recogniser over one function, for callers that ask about single values
/// (the host side of a CUDA program: launch arguments, copy sizes, loops around calls).
pub struct ValueReader {
    pub(crate) recogniser: Recogniser,
}

impl ValueReader {
    ///
    /// # Safety
    /// the handles must be live instructions of the function this reader was built for.
    pub unsafe fn new(module: LLVMModuleRef, function: LLVMValueRef, environment: SymbolEnvironment) -> ValueReader {
        let FunctionCfg { index_of, cfg, .. } = unsafe { function_cfg(function) };
        ValueReader { recogniser: Recogniser::new(module, function, index_of, cfg, environment) }
    }

    pub fn integer(&mut self, value: LLVMValueRef) -> Option<AffineExpr> {
        self.recogniser.integer(value)
    }

    /// The memory object whose start `slot` holds (`SymbolEnvironment::object_slots`).
    pub fn object_in_slot(&self, slot: LLVMValueRef) -> Option<&str> {
        self.recogniser.environment.object_slots.get(&slot).map(String::as_str)
    }

    pub fn pointer(&mut self, value: LLVMValueRef) -> Option<AffinePointer> {
        match self.recogniser.value(value) {
            Value::Pointer(Some(p)) => Some(AffinePointer { base: p.base, offset: p.offset }),
            _ => None,
        }
    }

    /// The index of the block holding `instruction`.
    ///
    /// # Safety
    /// `instruction` must be a live instruction of the function this reader was built for.
    pub unsafe fn block_of(&self, instruction: LLVMValueRef) -> BlockId {
        // SAFETY: parent query on an instruction of this function.
        self.recogniser.index_of[&unsafe { LLVMGetInstructionParent(instruction) }]
    }

    /// The blocks in reverse post-order (program order for straight-line code and loops;
    /// layout order if the CFG could not be analysed).
    pub fn blocks_in_order(&self) -> Vec<BlockId> {
        match &self.recogniser.cfg {
            Some(cfg) => cfg.rpo.clone(),
            None => (0..self.recogniser.index_of.len()).map(BlockId).collect(),
        }
    }

    /// Is block `to` reachable from block `from` without a back edge (layout order when
    /// the CFG could not be analysed)?
    pub fn reaches_forward(&self, from: BlockId, to: BlockId) -> bool {
        match &self.recogniser.cfg {
            Some(cfg) => cfg.reaches_forward(from, to),
            None => from < to,
        }
    }

    /// Does block `a` dominate block `b` (false when the CFG could not be analysed)?
    pub fn dominates(&self, a: BlockId, b: BlockId) -> bool {
        self.recogniser.cfg.as_ref().is_some_and(|cfg| cfg.dominates(a, b))
    }

    /// The only predecessor of a block, if it has exactly one.
    pub fn unique_predecessor(&self, block: BlockId) -> Option<BlockId> {
        match self.recogniser.cfg.as_ref()?.preds[block][..] {
            [only] => Some(only),
            _ => None,
        }
    }

    /// How a load or store computes its element index, where its address has
    /// `row_index`'s shape off a pointer argument (`row_index::argument_row_index`): the
    /// length and the column as read, where affine and counted in elements of the accessed
    /// size.
    ///
    /// # Safety
    /// `instruction` must be a live load or store of the function this reader was built for.
    pub unsafe fn index_rows(&mut self, instruction: LLVMValueRef) -> Option<IndexRows> {
        // SAFETY: caller's contract; operand and type queries on a load or store.
        let (rows, same_size) = unsafe {
            let rows = crate::row_index::argument_row_index(instruction)?;
            let layout = self.recogniser.data_layout;
            let element_bytes = LLVMABISizeOfType(layout, rows.element_type);
            (rows, element_bytes == LLVMStoreSizeOfType(layout, crate::row_index::accessed_type(instruction)))
        };
        let mut read = |value| self.integer(value).filter(|_| same_size);
        Some(IndexRows { length: read(rows.length), column: read(rows.column) })
    }

    /// The bytes a GEP adds to its pointer operand (`None`: not affine).
    pub fn gep_offset(&mut self, gep: LLVMValueRef) -> Option<AffineExpr> {
        self.recogniser.gep_offset(gep, Some(AffineExpr::constant(0)))
    }

    /// For a phi of a loop header: `(the incoming value from outside the loop, the
    /// incoming values from inside)`; `None` for other phis or several outside edges.
    ///
    /// # Safety
    /// the handles must be live instructions of the function this reader was built for.
    pub unsafe fn header_phi_incoming(&self, phi: LLVMValueRef) -> Option<(LLVMValueRef, Vec<LLVMValueRef>)> {
        let cfg = self.recogniser.cfg.as_ref()?;
        let block = unsafe { self.block_of(phi) };
        let body = &cfg.loops[cfg.loop_with_header(block)?].body;
        let (inside, outside): (Vec<_>, Vec<_>) =
            self.phi_incoming(phi).into_iter().partition(|(_, from)| body.contains(from));
        let [(start, _)] = outside[..] else { return None };
        Some((start, inside.into_iter().map(|(value, _)| value).collect()))
    }

    /// `(value, incoming block)` of each edge into a phi.
    pub(crate) fn phi_incoming(&self, phi: LLVMValueRef) -> Vec<(LLVMValueRef, BlockId)> {
        // SAFETY: phi incoming queries.
        unsafe {
            (0..LLVMCountIncoming(phi))
                .map(|i| (LLVMGetIncomingValue(phi, i), self.recogniser.index_of[&LLVMGetIncomingBlock(phi, i)]))
                .collect()
        }
    }

    /// The counter of the loop with this header block, if it is recognised.
    pub fn counter_of_header(&mut self, header: BlockId) -> Option<String> {
        self.recogniser.loop_dim(header).map(|l| l.counter)
    }

    /// Which way the branch that decides an edge into `block` went: `(condition, taken)`
    /// when every execution of the edge `from -> block` follows, in the same iteration of
    /// the loops around `block`, the conditional branch of `block`'s immediate dominator
    /// `D` with `condition` equal to `taken`. That holds when `D` and `block` are in the
    /// same innermost loop and either `from` is `D` (one successor is `block`, the other
    /// not) or `from` is dominated by the successor `S` of that side, `S` having `D` as its
    /// only predecessor (so `S` is entered only through that side of `D`).
    pub fn deciding_branch(&self, block: BlockId, from: BlockId) -> Option<(LLVMValueRef, bool)> {
        let cfg = self.recogniser.cfg.as_ref()?;
        let decider = cfg.idom(block)?;
        if cfg.innermost_loop[decider] != cfg.innermost_loop[block] {
            return None;
        }
        if from == decider {
            return self.branch_into(decider, block);
        }
        let side = cfg.succs[decider]
            .iter()
            .copied()
            .find(|&s| s != block && cfg.preds[s] == [decider] && cfg.dominates(s, from))?;
        self.branch_into(decider, side)
    }

    /// What `condition` having `outcome` tells as affine facts (`icmp` of affine values;
    /// `and` split when true, `or` when false, also as `select i1`); empty if nothing.
    pub fn branch_facts(&mut self, condition: LLVMValueRef, outcome: bool) -> Vec<AffineCondition> {
        self.condition_facts(condition, outcome).0
    }

    /// `branch_facts`, and whether they are equivalent to the condition taking that
    /// outcome (every part of it a recognised comparison).
    fn condition_facts(&mut self, condition: LLVMValueRef, outcome: bool) -> (Vec<AffineCondition>, bool) {
        if let Some(fact) = self.recogniser.comparison(condition, outcome) {
            return (vec![fact], true);
        }
        match logical_operands(condition) {
            Some((Logical::And, a, b)) if outcome => self.both_facts([a, b], true),
            Some((Logical::Or, a, b)) if !outcome => self.both_facts([a, b], false),
            _ => (Vec::new(), false),
        }
    }

    fn both_facts(&mut self, operands: [LLVMValueRef; 2], outcome: bool) -> (Vec<AffineCondition>, bool) {
        let [(mut facts, exact_a), (more, exact_b)] = operands.map(|c| self.condition_facts(c, outcome));
        facts.extend(more);
        (facts, exact_a && exact_b)
    }

    /// The guards of `instruction` (see the module doc).
    ///
    /// # Safety
    /// the handles must be live instructions of the function this reader was built for.
    pub unsafe fn guards(&mut self, instruction: LLVMValueRef) -> Vec<AffineCondition> {
        let Some(cfg) = self.recogniser.cfg.as_ref() else { return Vec::new() };
        let mut deciders = Vec::new();
        let mut block = Some(unsafe { self.block_of(instruction) });
        while let Some(b) = block {
            if let [decider] = cfg.preds[b][..] {
                deciders.push((decider, b));
            }
            block = cfg.idom(b);
        }
        let in_scope_counters: Vec<String> = self.loops_around(instruction).into_iter().map(|l| l.counter).collect();
        let mut guards = Vec::new();
        for (decider, entered) in deciders {
            let facts = match self.branch_into(decider, entered) {
                Some((condition, outcome)) => self.branch_facts(condition, outcome),
                None => self.switch_facts(decider, entered).unwrap_or_default(),
            };
            for fact in facts {
                if self.recogniser.valued_alike(fact.expression(), &in_scope_counters) && !guards.contains(&fact) {
                    guards.push(fact);
                }
            }
        }
        guards
    }

    /// The affine facts equivalent to `condition` having `outcome`, when every part of it
    /// is a recognised comparison (`branch_facts` may be weaker).
    pub fn exact_facts(&mut self, condition: LLVMValueRef, outcome: bool) -> Option<Vec<AffineCondition>> {
        let (facts, exact) = self.condition_facts(condition, outcome);
        exact.then_some(facts)
    }

    /// Whether `instruction` is in no loop of its function (false when the CFG could not
    /// be analysed).
    ///
    /// # Safety
    /// the handle must be a live instruction of the function this reader was built for.
    pub unsafe fn in_no_loop(&self, instruction: LLVMValueRef) -> bool {
        self.recogniser.cfg.is_some() && unsafe { self.loop_headers_around(instruction) }.is_empty()
    }

    /// Whether `instruction` runs at exactly the instances its `guards` admit: every loop
    /// around it runs exactly the trip count its `LoopDim` gives (`exactly_counted`), and
    /// every block on its dominator chain is reached whenever its immediate dominator is
    /// (it post-dominates it), or only from it through a branch whose condition the guards
    /// state exactly (a comparison, or comparisons joined by `and` on the taken side, or by
    /// `or` on the other; in terms of the loops' counters at most). Then its guards and its
    /// loops describe a must-access.
    ///
    /// # Safety
    /// the handle must be a live instruction of the function this reader was built for.
    pub unsafe fn runs_exactly_when_guarded(&mut self, instruction: LLVMValueRef) -> bool {
        let mut block = unsafe { self.block_of(instruction) };
        let Some(headers) = self.recogniser.cfg.as_ref().map(|cfg| cfg.loop_headers_around(block)) else {
            return false;
        };
        if !headers.into_iter().all(|header| self.recogniser.exactly_counted(header)) {
            return false;
        }
        let in_scope: Vec<String> = unsafe { self.loops_around(instruction) }.into_iter().map(|l| l.counter).collect();
        let Some(cfg) = self.recogniser.cfg.as_ref() else { return false };
        let mut decided = Vec::new();
        while let Some(dominator) = cfg.idom(block) {
            if !cfg.post_dominates(block, dominator) {
                if cfg.preds[block][..] != [dominator] {
                    return false;
                }
                decided.push((dominator, block));
            }
            block = dominator;
        }
        decided.into_iter().all(|(decider, entered)| {
            self.branch_into(decider, entered)
                .is_some_and(|(condition, outcome)| self.states_exactly(condition, outcome, &in_scope))
        })
    }

    /// Whether the guards keep every fact of `condition` having `outcome` and those facts
    /// are equivalent to it, valued alike wherever the counters `in_scope` have their values.
    fn states_exactly(&mut self, condition: LLVMValueRef, outcome: bool, in_scope: &[String]) -> bool {
        let (facts, exact) = self.condition_facts(condition, outcome);
        exact && facts.iter().all(|fact| self.recogniser.valued_alike(fact.expression(), in_scope))
    }

    /// `(condition, outcome)` of `decider`'s conditional branch when its successors differ
    /// and `entered` is the one taken on `outcome`.
    fn branch_into(&self, decider: BlockId, entered: BlockId) -> Option<(LLVMValueRef, bool)> {
        let terminator_block = self.recogniser.llvm_block(decider)?;
        // SAFETY: terminator queries.
        unsafe {
            let branch = LLVMGetBasicBlockTerminator(terminator_block);
            if LLVMGetInstructionOpcode(branch) != LLVMOpcode::LLVMBr || LLVMIsConditional(branch) == 0 {
                return None;
            }
            let successor = |i| self.recogniser.index_of.get(&LLVMGetSuccessor(branch, i)).copied();
            let (on_true, on_false) = (successor(0)?, successor(1)?);
            match (on_true == entered, on_false == entered) {
                (true, false) => Some((LLVMGetCondition(branch), true)),
                (false, true) => Some((LLVMGetCondition(branch), false)),
                _ => None,
            }
        }
    }

    /// What entering `entered` from `decider` through a `switch` on an affine value states:
    /// `value = c` on the edge of case `c` when no other case and not the default goes
    /// there, `value != c` for every case on the default edge when no case goes there too;
    /// nothing else (`None`: no switch, or its value or a case is not affine).
    fn switch_facts(&mut self, decider: BlockId, entered: BlockId) -> Option<Vec<AffineCondition>> {
        let terminator_block = self.recogniser.llvm_block(decider)?;
        // SAFETY: terminator, successor and operand queries on a switch (operands: the
        // value, the default, then each case's value and destination).
        let (value, default_here, cases) = unsafe {
            let switch = LLVMGetBasicBlockTerminator(terminator_block);
            if LLVMGetInstructionOpcode(switch) != LLVMOpcode::LLVMSwitch {
                return None;
            }
            let goes_here = |i| self.recogniser.index_of.get(&LLVMGetSuccessor(switch, i)) == Some(&entered);
            let cases: Vec<(LLVMValueRef, bool)> =
                (1..LLVMGetNumSuccessors(switch)).map(|i| (LLVMGetOperand(switch, 2 * i), goes_here(i))).collect();
            (LLVMGetOperand(switch, 0), goes_here(0), cases)
        };
        let value = self.integer(value)?;
        let here: Vec<LLVMValueRef> = cases.iter().filter(|(_, here)| *here).map(|(case, _)| *case).collect();
        match (default_here, here.as_slice()) {
            (false, [case]) => Some(vec![AffineCondition::Zero(value.sub(&self.integer(*case)?))]),
            (true, []) => {
                let differs =
                    |case: &(LLVMValueRef, bool)| Some(AffineCondition::NonZero(value.sub(&self.integer(case.0)?)));
                cases.iter().map(differs).collect()
            }
            _ => Some(Vec::new()),
        }
    }

    /// The loops around `instruction` whose counter is recognised (outermost first), with
    /// an affine bound on the counter when the loop's exit test gives one.
    ///
    /// # Safety
    /// the handles must be live instructions of the function this reader was built for.
    pub unsafe fn loops_around(&mut self, instruction: LLVMValueRef) -> Vec<LoopDim> {
        let headers = unsafe { self.loop_headers_around(instruction) };
        headers.into_iter().filter_map(|header| self.recogniser.loop_dim(header)).collect()
    }

    /// Every loop around `instruction` (outermost first) as the estimate of its work counts
    /// it (`counted_loop`: none left out).
    ///
    /// # Safety
    /// the handle must be a live instruction of the function this reader was built for.
    pub unsafe fn loops_counted_around(&mut self, instruction: LLVMValueRef) -> Vec<LoopDim> {
        let headers = unsafe { self.loop_headers_around(instruction) };
        headers.into_iter().map(|header| self.recogniser.counted_loop(header)).collect()
    }

    /// # Safety
    /// as `loops_around`'s.
    unsafe fn loop_headers_around(&self, instruction: LLVMValueRef) -> Vec<BlockId> {
        let block = unsafe { self.block_of(instruction) };
        self.recogniser.cfg.as_ref().map(|cfg| cfg.loop_headers_around(block)).unwrap_or_default()
    }
}

/// The parts of `condition` having `outcome` that each have it too: an `and` split when
/// true, an `or` when false (also as `select i1`), recursively; the condition itself
/// otherwise.
pub fn condition_atoms(condition: LLVMValueRef, outcome: bool) -> Vec<(LLVMValueRef, bool)> {
    match logical_operands(condition) {
        Some((Logical::And, a, b)) if outcome => [a, b].into_iter().flat_map(|c| condition_atoms(c, true)).collect(),
        Some((Logical::Or, a, b)) if !outcome => [a, b].into_iter().flat_map(|c| condition_atoms(c, false)).collect(),
        _ => vec![(condition, outcome)],
    }
}
