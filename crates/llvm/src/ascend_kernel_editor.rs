//! LLVM adapter, writing side: applies a synchronised `Kernel` back to the function it
//! was read from.
//!
//! Split-edge blocks become new basic blocks (terminator successors redirected, phis of
//! the target rebuilt with the new predecessor). Inserted syncs become calls of the HIVM
//! intrinsics. Between two anchors (an op or an input sync, which already are
//! instructions) the inserted syncs keep their order as one run: the part before the
//! run's first wait goes right after the earlier anchor (sets as early as possible), the
//! rest right before the later anchor (waits as late as possible). Invariant: only pure
//! scalar instructions lie between an anchor and a sync, so this placement is the order
//! of the plain-data kernel. Each inserted call carries the debug location of the anchor it
//! is placed against (the earlier one for the early part, the later one for the rest; the
//! other when that one has none), so `-g` builds see where a sync comes from.
//!
//! Slot-unrolled loops (`syncfuse_ascend_sync::slots`): the copies of a block are written
//! into its one IR block (split edges: one IR block per IR edge), and a counter phi
//! `%syncfuse.slot` in the loop header counts the iterations modulo the copies (0 on
//! entry). Where the copies' runs differ, the block is split before the insertion point
//! and a `switch` on the counter runs the syncs of the current copy in its own case
//! block; runs every copy shares are written straight. Invariant: the copies of a block
//! hold the same anchors in the same order (stages only insert syncs), so their runs
//! line up.

use crate::ascend_kernel_reader::ReadKernel;
use llvm_sys::core::*;
use llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use std::collections::{BTreeMap, HashMap, HashSet};
use std::ffi::CString;
use syncfuse_ascend_sync::model::{BlockId, BlockOrigin, Item, Kernel, SyncKind, SyncReason};
use syncfuse_cfg::{TiSlice, TiVec};
use syncfuse_hardware::ascend::PIPE_ALL_NUMBER;
use syncfuse_hardware::ascend::{BARRIER, SET_FLAG, WAIT_FLAG};
use syncfuse_ir::split_edge;

/// Writes `kernel` (the synchronised form of `read`) into the function.
///
/// # Safety
/// `module` must be a live LLVM module and `function` one of its functions, neither used elsewhere for the call.
pub unsafe fn apply(module: LLVMModuleRef, function: LLVMValueRef, read: &ReadKernel, kernel: &Kernel) {
    // SAFETY: all handles come from the module being edited; the builder is disposed.
    unsafe {
        let context = LLVMGetModuleContext(module);
        let builder = LLVMCreateBuilderInContext(context);
        let blocks = ir_blocks(builder, read, kernel);
        let slots = slot_counters(context, builder, function, kernel, &blocks);
        let anchors = anchor_instructions(read, kernel);
        let edit = Edit { module, context, builder, function, kernel, anchors: &anchors };
        for place in places(kernel, &blocks) {
            let slot = place.loop_header.map(|header| slots[&header]);
            edit.emit_place(place.block, &place.members, slot);
        }
        LLVMDisposeBuilder(builder);
    }
}

/// The IR block of every model block: its own for an original block (every copy of a
/// slot-unrolled block shares it), one new block per IR edge for split edges.
unsafe fn ir_blocks(builder: LLVMBuilderRef, read: &ReadKernel, kernel: &Kernel) -> TiVec<BlockId, LLVMBasicBlockRef> {
    let mut blocks: TiVec<BlockId, LLVMBasicBlockRef> = TiVec::new();
    let mut splits: HashMap<(LLVMBasicBlockRef, LLVMBasicBlockRef), LLVMBasicBlockRef> = HashMap::new();
    for block in &kernel.blocks {
        let ir = match block.origin {
            BlockOrigin::Original(original) => read.blocks[original],
            // Split edges join blocks made before them (normalisation splits existing edges).
            BlockOrigin::SplitEdge { from, to } => *splits
                .entry((blocks[from], blocks[to]))
                .or_insert_with(|| split_edge(builder, blocks[from], blocks[to], &block.name)),
        };
        blocks.push(ir);
    }
    blocks
}

/// One IR block to write and the model blocks it stands for, by slot: one member and no
/// loop for a block outside slot-unrolled loops; `copies` members, some possibly absent,
/// for the copies of a block of such a loop or of an edge taken in its iterations.
struct Place {
    block: LLVMBasicBlockRef,
    loop_header: Option<BlockId>,
    members: Vec<Option<BlockId>>,
}

fn places(kernel: &Kernel, blocks: &TiSlice<BlockId, LLVMBasicBlockRef>) -> Vec<Place> {
    let mut places: Vec<Place> = Vec::new();
    let mut index: HashMap<LLVMBasicBlockRef, usize> = HashMap::new();
    for (id, block) in kernel.blocks.iter_enumerated() {
        let place = *index.entry(blocks[id]).or_insert_with(|| {
            let copies = block.copy.map_or(1, |c| c.residue.copies as usize);
            let loop_header = block.copy.map(|c| c.header);
            places.push(Place { block: blocks[id], loop_header, members: vec![None; copies] });
            places.len() - 1
        });
        let slot = block.copy.map_or(0, |c| c.residue.index as usize);
        places[place].members[slot] = Some(id);
    }
    places
}

/// For each slot-unrolled loop (by model header), a counter of its iterations modulo the
/// copies, counted from the loop's entry: a phi in the header, 0 from outside the loop,
/// `(slot + 1) % copies` from its latches.
unsafe fn slot_counters(
    context: LLVMContextRef,
    builder: LLVMBuilderRef,
    function: LLVMValueRef,
    kernel: &Kernel,
    blocks: &TiSlice<BlockId, LLVMBasicBlockRef>,
) -> HashMap<BlockId, LLVMValueRef> {
    let mut counters = HashMap::new();
    let loops: BTreeMap<BlockId, u32> =
        kernel.blocks.iter().filter_map(|b| b.copy.map(|c| (c.header, c.residue.copies))).collect();
    let i32_type = LLVMInt32TypeInContext(context);
    for (header, copies) in loops {
        let inside: HashSet<LLVMBasicBlockRef> = kernel
            .blocks
            .iter_enumerated()
            .filter(|(_, b)| b.copy.is_some_and(|c| c.header == header))
            .map(|(id, _)| blocks[id])
            .collect();
        let ir_header = blocks[header];
        LLVMPositionBuilderBefore(builder, LLVMGetFirstInstruction(ir_header));
        LLVMSetCurrentDebugLocation2(builder, std::ptr::null_mut());
        let slot = LLVMBuildPhi(builder, i32_type, c"syncfuse.slot".as_ptr());
        LLVMPositionBuilderBefore(builder, first_insertion_point(ir_header));
        let one = LLVMConstInt(i32_type, 1, 0);
        let incremented = LLVMBuildAdd(builder, slot, one, c"syncfuse.slot.inc".as_ptr());
        let wraps = LLVMBuildICmp(
            builder,
            llvm_sys::LLVMIntPredicate::LLVMIntEQ,
            incremented,
            LLVMConstInt(i32_type, u64::from(copies), 0),
            c"syncfuse.slot.wraps".as_ptr(),
        );
        let zero = LLVMConstInt(i32_type, 0, 0);
        let next = LLVMBuildSelect(builder, wraps, zero, incremented, c"syncfuse.slot.next".as_ptr());
        for mut predecessor in predecessors(function, ir_header) {
            let mut value = if inside.contains(&predecessor) { next } else { zero };
            LLVMAddIncoming(slot, &mut value, &mut predecessor, 1);
        }
        counters.insert(header, slot);
    }
    counters
}

/// The blocks whose terminator branches to `block` (once each).
unsafe fn predecessors(function: LLVMValueRef, block: LLVMBasicBlockRef) -> Vec<LLVMBasicBlockRef> {
    syncfuse_ir::basic_blocks(function)
        .into_iter()
        .filter(|&candidate| {
            let terminator = LLVMGetBasicBlockTerminator(candidate);
            !terminator.is_null()
                && (0..LLVMGetNumSuccessors(terminator)).any(|i| LLVMGetSuccessor(terminator, i) == block)
        })
        .collect()
}

/// The instruction of every op (copies: the op they copy) and input sync.
fn anchor_instructions(read: &ReadKernel, kernel: &Kernel) -> HashMap<Item, LLVMValueRef> {
    let mut anchors: HashMap<Item, LLVMValueRef> =
        kernel.op_ids().map(|op| (Item::Op(op), read.ops[kernel.original_op(op).0])).collect();
    for (&sync, &instruction) in &read.input_syncs {
        anchors.insert(Item::Sync(sync), instruction);
    }
    anchors
}

/// The first instruction that is not a phi.
unsafe fn first_insertion_point(block: LLVMBasicBlockRef) -> LLVMValueRef {
    let mut instruction = LLVMGetFirstInstruction(block);
    while LLVMGetInstructionOpcode(instruction) == LLVMOpcode::LLVMPHI {
        instruction = LLVMGetNextInstruction(instruction);
    }
    instruction
}

/// The syncs a model block inserts before one anchor (or the terminator, `None`):
/// `early` goes right after the previous anchor, `late` right before this one.
struct Segment {
    anchor: Option<LLVMValueRef>,
    early: Vec<SyncKind>,
    late: Vec<SyncKind>,
}

/// The segments of a block's items: one per anchor, then one for the terminator. The
/// part of a run before its first wait is early (sets as early as possible), the rest late.
fn segments(items: &[Item], kernel: &Kernel, anchors: &HashMap<Item, LLVMValueRef>) -> Vec<Segment> {
    let mut segments = Vec::new();
    let mut run: Vec<SyncKind> = Vec::new();
    let mut close = |run: &mut Vec<SyncKind>, anchor| {
        let split = run.iter().position(|k| !matches!(k, SyncKind::Set { .. })).unwrap_or(run.len());
        let late = run.split_off(split);
        segments.push(Segment { anchor, early: std::mem::take(run), late });
    };
    for item in items {
        match (anchors.get(item), item) {
            (Some(&anchor), _) => close(&mut run, Some(anchor)),
            (None, Item::Sync(sync)) if kernel.syncs[*sync].reason != SyncReason::Input => {
                run.push(kernel.syncs[*sync].kind)
            }
            (None, _) => {}
        }
    }
    close(&mut run, None);
    segments
}

/// What writing one IR block needs besides the block.
struct Edit<'a> {
    module: LLVMModuleRef,
    context: LLVMContextRef,
    builder: LLVMBuilderRef,
    function: LLVMValueRef,
    kernel: &'a Kernel,
    anchors: &'a HashMap<Item, LLVMValueRef>,
}

impl Edit<'_> {
    /// Writes the syncs of the model blocks `members` (by slot) into `block`; with
    /// several slots, syncs that differ between slots go into a switch on `slot`.
    unsafe fn emit_place(&self, block: LLVMBasicBlockRef, members: &[Option<BlockId>], slot: Option<LLVMValueRef>) {
        let by_slot: Vec<Option<Vec<Segment>>> = members
            .iter()
            .map(|m| m.map(|b| segments(&self.kernel.blocks[b].items, self.kernel, self.anchors)))
            .collect();
        let Some(shape) = by_slot.iter().flatten().next() else { return };
        let anchors: Vec<Option<LLVMValueRef>> = shape.iter().map(|s| s.anchor).collect();
        debug_assert!(by_slot.iter().flatten().all(|s| s.iter().map(|s| s.anchor).eq(anchors.iter().copied())));
        let terminator = LLVMGetBasicBlockTerminator(block);
        let mut previous: Option<LLVMValueRef> = None;
        let mut block_start = Some(first_insertion_point(block));
        for (index, anchor) in anchors.iter().enumerate() {
            let next = anchor.unwrap_or(terminator);
            let runs = |part: fn(&Segment) -> &Vec<SyncKind>| -> Vec<Vec<SyncKind>> {
                by_slot.iter().map(|s| s.as_ref().map_or(Vec::new(), |s| part(&s[index]).clone())).collect()
            };
            let early_point = block_start.take().unwrap_or_else(|| LLVMGetNextInstruction(previous.unwrap_or(next)));
            self.emit_runs(early_point, &runs(|s| &s.early), slot, debug_location_of(previous, next));
            self.emit_runs(next, &runs(|s| &s.late), slot, debug_location_of(Some(next), previous.unwrap_or(next)));
            previous = Some(next);
        }
    }

    /// Inserts the syncs of `runs` (one per slot) before `point`: straight when every slot
    /// inserts the same, else in the cases of a switch on `slot`.
    unsafe fn emit_runs(
        &self,
        point: LLVMValueRef,
        runs: &[Vec<SyncKind>],
        slot: Option<LLVMValueRef>,
        location: LLVMMetadataRef,
    ) {
        match slot {
            Some(slot) if runs.iter().any(|run| *run != runs[0]) => self.emit_switch(point, runs, slot, location),
            _ => {
                for kind in &runs[0] {
                    LLVMPositionBuilderBefore(self.builder, point);
                    LLVMSetCurrentDebugLocation2(self.builder, location);
                    build_sync(self.module, self.builder, *kind);
                }
            }
        }
    }

    /// `switch slot` right before `point`: case `s` runs the syncs of slot `s` (a slot
    /// without syncs goes straight on), then everything continues at `point`.
    unsafe fn emit_switch(
        &self,
        point: LLVMValueRef,
        runs: &[Vec<SyncKind>],
        slot: LLVMValueRef,
        location: LLVMMetadataRef,
    ) {
        let head = split_off_head(self.context, self.builder, self.function, point);
        let tail = LLVMGetInstructionParent(point);
        let targets: Vec<LLVMBasicBlockRef> = runs
            .iter()
            .enumerate()
            .map(|(index, run)| {
                if run.is_empty() {
                    return tail;
                }
                let name = CString::new(format!("syncfuse.slot{index}")).unwrap_or_default();
                let case = LLVMInsertBasicBlockInContext(self.context, tail, name.as_ptr());
                LLVMPositionBuilderAtEnd(self.builder, case);
                LLVMSetCurrentDebugLocation2(self.builder, location);
                for kind in run {
                    build_sync(self.module, self.builder, *kind);
                }
                LLVMBuildBr(self.builder, tail);
                case
            })
            .collect();
        LLVMPositionBuilderAtEnd(self.builder, head);
        LLVMSetCurrentDebugLocation2(self.builder, location);
        let (last, cases) = targets.split_last().expect("a slotted place has copies");
        let switch = LLVMBuildSwitch(self.builder, slot, *last, cases.len() as u32);
        for (index, &target) in cases.iter().enumerate() {
            LLVMAddCase(switch, LLVMConstInt(LLVMTypeOf(slot), index as u64, 0), target);
        }
    }
}

/// Splits the block of `at` before it: the instructions before `at` (phis included) move
/// to a new block placed before it, which every predecessor now enters, takes the block's
/// name (the rest is renamed `<name>.cont<N>`) and is returned without a terminator.
/// Successors' phis need no change: the block that ends with the terminator is the same.
unsafe fn split_off_head(
    context: LLVMContextRef,
    builder: LLVMBuilderRef,
    function: LLVMValueRef,
    at: LLVMValueRef,
) -> LLVMBasicBlockRef {
    let tail = LLVMGetInstructionParent(at);
    let predecessors = predecessors(function, tail);
    let head = LLVMInsertBasicBlockInContext(context, tail, c"".as_ptr());
    let name = syncfuse_ir::value_name(LLVMBasicBlockAsValue(tail));
    if !name.is_empty() {
        // `b`, `b.cont`, `b.cont1`, ... rather than `b.cont.cont` for a block split often.
        let base = name.split(".cont").next().unwrap_or(&name).to_string();
        set_name(LLVMBasicBlockAsValue(tail), "");
        set_name(LLVMBasicBlockAsValue(head), &name);
        set_name(LLVMBasicBlockAsValue(tail), &format!("{base}.cont"));
    }
    for predecessor in predecessors {
        let terminator = LLVMGetBasicBlockTerminator(predecessor);
        for i in 0..LLVMGetNumSuccessors(terminator) {
            if LLVMGetSuccessor(terminator, i) == tail {
                LLVMSetSuccessor(terminator, i, head);
            }
        }
    }
    LLVMPositionBuilderAtEnd(builder, head);
    // No location on the builder: moving an instruction must keep its own.
    LLVMSetCurrentDebugLocation2(builder, std::ptr::null_mut());
    let mut instruction = LLVMGetFirstInstruction(tail);
    // Each moved instruction is reinserted under its own name (the builder would clear it).
    while instruction != at {
        let next = LLVMGetNextInstruction(instruction);
        let name = CString::new(syncfuse_ir::value_name(instruction)).unwrap_or_default();
        LLVMInstructionRemoveFromParent(instruction);
        LLVMInsertIntoBuilderWithName(builder, instruction, name.as_ptr());
        instruction = next;
    }
    head
}

unsafe fn set_name(value: LLVMValueRef, name: &str) {
    LLVMSetValueName2(value, name.as_ptr().cast(), name.len());
}

/// The debug location of `primary`, else of `fallback` (null: none).
unsafe fn debug_location_of(primary: Option<LLVMValueRef>, fallback: LLVMValueRef) -> LLVMMetadataRef {
    let location = primary.map_or(std::ptr::null_mut(), |i| LLVMInstructionGetDebugLoc(i));
    if location.is_null() {
        LLVMInstructionGetDebugLoc(fallback)
    } else {
        location
    }
}

unsafe fn build_sync(module: LLVMModuleRef, builder: LLVMBuilderRef, kind: SyncKind) {
    let (name, operands): (&str, Vec<u64>) = match kind {
        SyncKind::Set { pair, event } => (SET_FLAG, vec![pair.setter.number(), pair.waiter.number(), event as u64]),
        SyncKind::Wait { pair, event } => (WAIT_FLAG, vec![pair.setter.number(), pair.waiter.number(), event as u64]),
        SyncKind::Barrier { pipe } => (BARRIER, vec![pipe.map_or(PIPE_ALL_NUMBER, |p| p.number())]),
    };
    let context = LLVMGetModuleContext(module);
    let i64_type = LLVMInt64TypeInContext(context);
    let mut parameter_types = vec![i64_type; operands.len()];
    let function_type =
        LLVMFunctionType(LLVMVoidTypeInContext(context), parameter_types.as_mut_ptr(), operands.len() as u32, 0);
    let c_name = CString::new(name).expect("intrinsic names have no NUL");
    let mut function = LLVMGetNamedFunction(module, c_name.as_ptr());
    if function.is_null() {
        function = LLVMAddFunction(module, c_name.as_ptr(), function_type);
    }
    let mut arguments: Vec<LLVMValueRef> = operands.iter().map(|&v| LLVMConstInt(i64_type, v, 0)).collect();
    LLVMBuildCall2(builder, function_type, function, arguments.as_mut_ptr(), arguments.len() as u32, c"".as_ptr());
}
