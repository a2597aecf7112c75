//! The Ascend reader: turns one function into a `syncfuse_ascend_sync::model::Kernel`.
//!
//! Blocks keep LLVM's order (block 0 is the entry). Pipe calls (the target's call table)
//! and scalar loads/stores through GM/local pointers become `PipeOp`s whose footprints
//! come from our own affine recogniser (integer and pointer values as `AffineExpr`s over
//! kernel arguments `argN`, `block_idx`/`block_num`, and loop counters `it_bN` of header
//! phis with a constant step); sync intrinsics already present become input syncs. The
//! recogniser sees through casts, `add/sub/mul/shl` by constants, GEPs (with the module's
//! data layout) and constant expressions (`inttoptr` of a constant, as clang folds CCE's
//! `(__ubuf__ half *)0x8000`), and reads masks, divisions and remainders by constants as
//! quotients and `smin`/`smax` as extrema (`kernel.definitions`); each op keeps the affine
//! conditions of the branches that dominate it (`PipeOp::guards`). Invariant: nothing is
//! guessed; what is not affine becomes `None` (an over-approximated footprint, the reason
//! naming the IR value), and any call we do not know is a typed reject.

//!
//! The affine values come from `affine`, the CFG from `function_cfg`, the reasons from
//! `reject`.

use crate::affine::{Recogniser, SymbolEnvironment, ValueReader};
use crate::function_cfg::{block_name, block_slots, indexed_blocks, successors};
use crate::reject::{unknown_call, ReadReject};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::{BTreeMap, HashMap};
use syncfuse_ascend_sync::model::{Block, BlockOrigin, Item, Kernel, OpId, PipeOp, SyncId, SyncKind, SyncReason};
use syncfuse_ascend_sync::model::{SCALAR_LOAD, SCALAR_STORE};
use syncfuse_cfg::{BlockId, CfgAnalysis, TiVec};
use syncfuse_hardware::ascend::{AddressSpace, FootprintShape, Pipe, PipePair, TargetDescription, PIPE_ALL_NUMBER};
use syncfuse_hardware::ascend::{BARRIER, SET_FLAG, WAIT_FLAG};
use syncfuse_hardware::call_name::identifier;
use syncfuse_ir::{callee_name, function_instructions, instructions, is_call, is_ignorable_intrinsic, value_name};
use syncfuse_poly::footprint::{Access, MemoryBase, Region};
use syncfuse_poly::pipe_call::pipe_call_accesses;

/// A kernel and the LLVM objects its blocks, ops and input syncs came from.
pub struct ReadKernel {
    pub kernel: Kernel,
    pub blocks: TiVec<BlockId, LLVMBasicBlockRef>,
    pub ops: Vec<LLVMValueRef>,
    /// The call instruction of every sync already in the input.
    pub input_syncs: HashMap<SyncId, LLVMValueRef>,
    /// Pipe calls whose prototype is not the table's, read as unknown ops (every byte of
    /// every buffer they point into, written), with why.
    pub malformed_calls: Vec<(LLVMValueRef, ReadReject)>,
    /// With `KernelReading::exactness`, per op (as `kernel.ops`): whether it runs at exactly
    /// the instances its guards and loops admit (`ValueReader::runs_exactly_when_guarded`);
    /// else empty.
    pub runs_exactly_when_guarded: Vec<bool>,
}

/// Why a kernel to be transformed could not be read with its CFG (it is then left as it is).
#[derive(Clone, Debug, thiserror::Error)]
pub enum UnreadableKernel {
    #[error("the kernel cannot be read: {0}")]
    Read(ReadReject),
    #[error("the kernel's CFG: {0}")]
    Cfg(String),
}

/// Reads `function` as `ascend-sync` does (nothing fixed) and analyses its CFG.
///
/// # Safety
/// `module` must be a live module and `function` one of its defined functions.
pub unsafe fn read_kernel_and_cfg(
    module: LLVMModuleRef,
    function: LLVMValueRef,
    target: &TargetDescription,
) -> Result<(ReadKernel, CfgAnalysis), UnreadableKernel> {
    // SAFETY: the caller's contract.
    let read =
        unsafe { read_kernel(module, function, target, KernelReading::default()) }.map_err(UnreadableKernel::Read)?;
    let cfg = CfgAnalysis::new(&read.kernel.succs()).map_err(|reject| UnreadableKernel::Cfg(reject.to_string()))?;
    Ok((read, cfg))
}

/// Does the function issue any pipe call or sync (is it a kernel for ascend-sync)?
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn is_ascend_kernel(function: LLVMValueRef, target: &TargetDescription) -> bool {
    unsafe { function_instructions(function) }.into_iter().filter(|&i| unsafe { is_call(i) }).any(|call| {
        unsafe { callee_name(call) }.is_some_and(|name| {
            target.op_spec(&name).is_some() || [SET_FLAG, WAIT_FLAG, BARRIER].contains(&name.as_str())
        })
    })
}

/// What a caller fixes when it reads a kernel: nothing for `ascend-sync` (its result must
/// hold for every launch, and its ISL glue takes symbols as loop-invariant); for the UAR
/// one launch's constants and products of values with run-time sizes.
#[derive(Clone, Debug, Default)]
pub struct KernelReading {
    /// Symbols fixed to constants (`block_num`, `arg3`).
    pub known: BTreeMap<String, i64>,
    /// Read `x * argK` as a product symbol (`SymbolEnvironment::row_products`).
    pub row_products: bool,
    /// Count loops beyond their exit test's bound (`SymbolEnvironment::iterated_trip_counts`):
    /// the UAR's effects, not `ascend-sync` (its quality gate).
    pub iterated_trip_counts: bool,
    /// Tell which ops run at exactly the instances their guards admit
    /// (`ReadKernel::runs_exactly_when_guarded`): the UAR's exact accesses.
    pub exactness: bool,
}

/// Reads `function` as a kernel, with what `reading` fixes.
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn read_kernel(
    module: LLVMModuleRef,
    function: LLVMValueRef,
    target: &TargetDescription,
    reading: KernelReading,
) -> Result<ReadKernel, ReadReject> {
    let llvm_blocks = unsafe { indexed_blocks(function) };
    let index_of: HashMap<LLVMBasicBlockRef, BlockId> = llvm_blocks.iter_enumerated().map(|(i, b)| (*b, i)).collect();
    let mut kernel = Kernel { name: unsafe { value_name(function) }, ..Kernel::default() };
    let slots = block_slots(function);
    for (index, &block) in llvm_blocks.iter_enumerated() {
        let (succs, exit) = successors(block, &index_of, &slots)?;
        let name = block_name(block, &slots);
        let origin = BlockOrigin::Original(index);
        kernel.blocks.push(Block { name, succs, items: Vec::new(), exit, origin, copy: None });
    }
    let cfg = CfgAnalysis::new(&kernel.succs()).ok();
    let KernelReading { known, row_products, iterated_trip_counts, exactness } = reading;
    let environment = SymbolEnvironment {
        known,
        quasi_affine: true,
        extrema: true,
        row_products,
        iterated_trip_counts,
        ..Default::default()
    };
    let mut values = ValueReader { recogniser: Recogniser::new(module, function, index_of, cfg, environment) };
    let (mut ops, mut input_syncs, mut malformed_calls) = (Vec::new(), HashMap::new(), Vec::new());
    for (index, &block) in llvm_blocks.iter_enumerated() {
        for instruction in unsafe { instructions(block) } {
            let read = read_instruction(&mut kernel, &mut values, target, instruction, index);
            let read = read.or_else(|reason| match reason {
                ReadReject::MalformedPipeCall { .. } => {
                    malformed_calls.push((instruction, reason));
                    Ok(Some(unknown_op(&mut kernel, target, instruction, index)))
                }
                reason => Err(reason),
            });
            if let Some(item) = read? {
                match item {
                    Item::Op(_) => ops.push(instruction),
                    Item::Sync(sync) => {
                        input_syncs.insert(sync, instruction);
                    }
                }
                kernel.blocks[index].items.push(item);
            }
        }
    }
    // Each loop with a counter, with the bound its exit test gives (`counter < bound`,
    // possibly one above the trip count: a sound over-approximation), or none; also loops
    // whose counter no access uses (their trip count still limits carried dependences).
    let recogniser = &mut values.recogniser;
    for header in recogniser.loop_headers() {
        if let Some(dimension) = recogniser.loop_dim(header) {
            kernel.loop_dims.insert(header, dimension);
        }
    }
    kernel.definitions = recogniser.definitions();
    let runs_exactly_when_guarded = match exactness {
        // SAFETY: the ops are instructions of the function being read.
        true => ops.iter().map(|&op| unsafe { values.runs_exactly_when_guarded(op) }).collect(),
        false => Vec::new(),
    };
    Ok(ReadKernel { kernel, blocks: llvm_blocks, ops, input_syncs, malformed_calls, runs_exactly_when_guarded })
}

/// The label of the next op of `kernel`, a call to `what` in `block`: a mangled C++
/// overload is labelled by its identifier (`vadd#2`, not `_Z4vadd...#2`).
fn op_label(kernel: &Kernel, what: &str, block: BlockId) -> String {
    format!("{}#{} in %{}", identifier(what), kernel.ops.len(), kernel.blocks[block].name)
}

/// A pipe call whose prototype is not the table's, as an op of its pipe that writes every
/// byte of every buffer an operand points into (GM buffers untraced: any of them), so
/// that it is ordered against everything it may touch and never read as what it is not.
fn unknown_op(kernel: &mut Kernel, target: &TargetDescription, call: LLVMValueRef, block: BlockId) -> Item {
    let name = unsafe { callee_name(call) }.unwrap_or_default();
    let pipe = target.op_spec(&name).map_or(Pipe::S, |spec| spec.pipe);
    // SAFETY: operand and type queries on a call instruction.
    let spaces = (0..unsafe { LLVMGetNumArgOperands(call) }).filter_map(|index| unsafe {
        let ty = LLVMTypeOf(LLVMGetOperand(call, index));
        (LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMPointerTypeKind).then(|| LLVMGetPointerAddressSpace(ty))
    });
    let accesses = spaces
        .map(|space| {
            let space = AddressSpace::from_llvm(space).unwrap_or(AddressSpace::Gm);
            let base = if space == AddressSpace::Gm { MemoryBase::Unknown } else { MemoryBase::LocalBuffer };
            let region = Region::Whole { reason: format!("'{name}' does not match the pipe-call table") };
            Access { space, base, write: true, region }
        })
        .collect();
    let label = op_label(kernel, &name, block);
    kernel.ops.push(PipeOp { pipe, name, label, accesses, guards: Vec::new(), copy_of: None });
    Item::Op(OpId(kernel.ops.len() - 1))
}

fn read_instruction(
    kernel: &mut Kernel,
    values: &mut ValueReader,
    target: &TargetDescription,
    instruction: LLVMValueRef,
    block: BlockId,
) -> Result<Option<Item>, ReadReject> {
    // SAFETY: opcode and operand queries on a well-formed instruction.
    let opcode = unsafe { LLVMGetInstructionOpcode(instruction) };
    match opcode {
        LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMStore => {
            let write = opcode == LLVMOpcode::LLVMStore;
            let Some(access) = values.recogniser.scalar_access(instruction, write) else { return Ok(None) };
            let name = if write { SCALAR_STORE } else { SCALAR_LOAD };
            let label = op_label(kernel, name, block);
            // SAFETY: an instruction of the function being read.
            let guards = unsafe { values.guards(instruction) };
            kernel.ops.push(PipeOp {
                pipe: Pipe::S,
                name: name.into(),
                label,
                accesses: vec![access],
                guards,
                copy_of: None,
            });
            Ok(Some(Item::Op(OpId(kernel.ops.len() - 1))))
        }
        LLVMOpcode::LLVMCall => {
            let name = unsafe { callee_name(instruction) }.ok_or_else(|| crate::reject::unnamed_call(instruction))?;
            if let Some(kind) = read_sync(instruction, &name)? {
                return Ok(Some(Item::Sync(kernel.add_sync(kind, SyncReason::Input))));
            }
            if let Some(spec) = target.op_spec(&name) {
                check_prototype(instruction, &name, &spec.footprint)?;
                let args = values.recogniser.call_arguments(instruction);
                let accesses = pipe_call_accesses(spec, &args);
                if accesses.is_empty() && spec.pipe == Pipe::S {
                    return Ok(None);
                }
                let label = op_label(kernel, &name, block);
                // SAFETY: an instruction of the function being read.
                let guards = unsafe { values.guards(instruction) };
                kernel.ops.push(PipeOp { pipe: spec.pipe, name, label, accesses, guards, copy_of: None });
                return Ok(Some(Item::Op(OpId(kernel.ops.len() - 1))));
            }
            if is_ignorable_intrinsic(&name) {
                return Ok(None);
            }
            Err(unknown_call(instruction, name))
        }
        _ => Ok(None),
    }
}

/// Checks a pipe call against the operands its footprint reads: each present, the
/// pointers in their address spaces, the counts and strides integers.
fn check_prototype(call: LLVMValueRef, name: &str, footprint: &FootprintShape) -> Result<(), ReadReject> {
    let malformed = |reason: String| ReadReject::MalformedPipeCall { callee: name.to_string(), reason };
    // SAFETY: operand and type queries on a call instruction.
    let count = unsafe { LLVMGetNumArgOperands(call) } as usize;
    let type_of = |index: usize| unsafe { LLVMTypeOf(LLVMGetOperand(call, index as u32)) };
    for pointer in footprint.pointer_operands() {
        if pointer.arg >= count {
            return Err(malformed(format!(
                "it has {count} arguments, argument {} is its {:?} pointer",
                pointer.arg, pointer.space
            )));
        }
        let ty = type_of(pointer.arg);
        let space = unsafe {
            (LLVMGetTypeKind(ty) == LLVMTypeKind::LLVMPointerTypeKind).then(|| LLVMGetPointerAddressSpace(ty))
        };
        if space.and_then(AddressSpace::from_llvm) != Some(pointer.space) {
            let given = space.map_or("not a pointer".to_string(), |s| format!("a pointer in address space {s}"));
            return Err(malformed(format!(
                "argument {} must point into {:?}, it is {given}",
                pointer.arg, pointer.space
            )));
        }
    }
    for index in footprint.integer_operands() {
        if index >= count {
            return Err(malformed(format!("it has {count} arguments, argument {index} is a count or stride")));
        }
        if unsafe { LLVMGetTypeKind(type_of(index)) } != LLVMTypeKind::LLVMIntegerTypeKind {
            return Err(malformed(format!("argument {index} must be an integer (a count or stride)")));
        }
    }
    Ok(())
}

fn constant_operand(call: LLVMValueRef, index: u32) -> Option<u64> {
    // SAFETY: operand query on a call; constant check before reading.
    unsafe {
        let operand = LLVMGetOperand(call, index);
        (!LLVMIsAConstantInt(operand).is_null()).then(|| LLVMConstIntGetZExtValue(operand))
    }
}

fn read_sync(call: LLVMValueRef, name: &str) -> Result<Option<SyncKind>, ReadReject> {
    let malformed = |reason: String| ReadReject::MalformedSync { reason };
    let pipe = |index: u32| -> Result<Pipe, ReadReject> {
        let number = constant_operand(call, index)
            .ok_or_else(|| malformed(format!("{name}: operand {index} is not a constant")))?;
        Pipe::from_number(number).ok_or_else(|| malformed(format!("{name}: {number} is not a pipe")))
    };
    match name {
        SET_FLAG | WAIT_FLAG => {
            let pair = PipePair::new(pipe(0)?, pipe(1)?);
            if pair.setter == pair.waiter {
                return Err(malformed(format!("{name}: set and wait pipe are both {}", pair.setter)));
            }
            let event = constant_operand(call, 2)
                .ok_or_else(|| malformed(format!("{name}: the event ID is not a constant")))?;
            let event =
                u32::try_from(event).map_err(|_| malformed(format!("{name}: event ID {event} out of range")))?;
            Ok(Some(if name == SET_FLAG { SyncKind::Set { pair, event } } else { SyncKind::Wait { pair, event } }))
        }
        BARRIER => match constant_operand(call, 0) {
            Some(PIPE_ALL_NUMBER) => Ok(Some(SyncKind::Barrier { pipe: None })),
            Some(_) => Ok(Some(SyncKind::Barrier { pipe: Some(pipe(0)?) })),
            None => Err(malformed(format!("{name}: the pipe is not a constant"))),
        },
        _ => Ok(None),
    }
}
