//! The access lister: every load, store and atomic of a function as an `Access` of the
//! recogniser, with the loops around it, the guards that hold where it runs and whether it
//! runs exactly when they do (`read_memory_accesses`, CUDA's kernel reader); calls other
//! than special-register reads, barriers and memory-free intrinsics are rejects.
//! Invariant: an access the recogniser cannot place covers its whole buffer, never less.

use super::*;

/// One load or store of a function, with the loops around it (outermost first) and the
/// guards known to hold where it runs.
#[derive(Clone, Debug)]
pub struct MemoryAccess {
    /// The load, store or atomic instruction.
    pub instruction: LLVMValueRef,
    pub access: Access,
    pub block: BlockId,
    pub loops: Vec<LoopDim>,
    pub guards: Vec<AffineCondition>,
    /// It runs at exactly the instances its guards admit (`ValueReader::runs_exactly_when_guarded`).
    pub exact: bool,
    /// How the IR computes its index from a pointer argument (`row_index`), if row-major.
    pub index_rows: Option<IndexRows>,
}

/// The memory accesses of a function (a CUDA kernel) and how many block barriers and warp
/// collectives (shuffles, votes: no memory, but they need the kernel's own warps) it has.
#[derive(Clone, Debug, Default)]
pub struct FunctionAccesses {
    pub accesses: Vec<MemoryAccess>,
    pub barriers: usize,
    pub warp_collectives: usize,
    /// The defined symbols (quotients, and where the environment asks extrema and
    /// choices) the accesses' expressions may use.
    pub definitions: Vec<Definition>,
    /// Each block's instructions, loops and guards on block and thread indices (`block_work`).
    pub work: Vec<BlockWork>,
}

/// Reads every load and store of `function` through the affine recogniser. Calls other
/// than symbol reads (special registers), block barriers and intrinsics without a memory
/// effect are rejects: their effect is unknown.
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub unsafe fn read_memory_accesses(
    module: LLVMModuleRef,
    function: LLVMValueRef,
    environment: SymbolEnvironment,
) -> Result<FunctionAccesses, ReadReject> {
    let mut values = ValueReader::new(module, function, environment);
    let mut result = FunctionAccesses::default();
    // SAFETY: `function` is live with a body (the caller's contract).
    let dependences = unsafe { parameter_dependences(function) };
    for (block, llvm_block) in unsafe { indexed_blocks(function) }.into_iter_enumerated() {
        for instruction in unsafe { instructions(llvm_block) } {
            // SAFETY: opcode query on an instruction.
            match unsafe { LLVMGetInstructionOpcode(instruction) } {
                opcode @ (LLVMOpcode::LLVMLoad | LLVMOpcode::LLVMStore) => {
                    let write = opcode == LLVMOpcode::LLVMStore;
                    let Some(access) = values.recogniser.scalar_access(instruction, write) else { continue };
                    let loops = values.loops_around(instruction);
                    let guards = values.guards(instruction);
                    let exact = values.runs_exactly_when_guarded(instruction);
                    // SAFETY: a load or store of `function`.
                    let index_rows = unsafe { values.index_rows(instruction) };
                    result.accesses.push(MemoryAccess { instruction, access, block, loops, guards, exact, index_rows });
                }
                // A read-modify-write (atomicAdd...) both reads and writes its location.
                LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg => {
                    for write in [false, true] {
                        let Some(access) = values.recogniser.atomic_access(instruction, write) else { continue };
                        let loops = values.loops_around(instruction);
                        let guards = values.guards(instruction);
                        // What it writes depends on what was there: never a must-write.
                        let exact = false;
                        let index_rows = None;
                        result.accesses.push(MemoryAccess {
                            instruction,
                            access,
                            block,
                            loops,
                            guards,
                            exact,
                            index_rows,
                        });
                    }
                }
                LLVMOpcode::LLVMCall if is_arithmetic_asm(instruction) => {}
                LLVMOpcode::LLVMCall => {
                    let name =
                        unsafe { callee_name(instruction) }.ok_or_else(|| crate::reject::unnamed_call(instruction))?;
                    if is_block_barrier(&name) {
                        result.barriers += 1;
                    } else if WarpCollective::from_intrinsic(&name).is_some() {
                        result.warp_collectives += 1;
                    } else if SpecialRegister::from_intrinsic(&name).is_none()
                        && !is_ignorable_intrinsic(&name)
                        && !is_memory_free_intrinsic(instruction, &name)
                    {
                        return Err(unknown_call(instruction, name));
                    }
                }
                _ => {}
            }
        }
        // SAFETY: a block of `function`.
        result.work.extend(unsafe { block_work(&mut values, llvm_block, &dependences) });
    }
    result.definitions = values.recogniser.definitions();
    Ok(result)
}

/// The instructions `block` runs each time (phis and calls of intrinsics that run no
/// instruction left out, as the executor's decoder does), one entry per set of parameters
/// they depend on (`dependences`), with the loops around the block and its guards on block
/// and thread indices alone.
///
/// # Safety
/// `block` must be a live block of the function `values` reads.
unsafe fn block_work(
    values: &mut ValueReader,
    block: LLVMBasicBlockRef,
    dependences: &HashMap<LLVMValueRef, ParameterMask>,
) -> Vec<BlockWork> {
    let counted: Vec<LLVMValueRef> = unsafe { instructions(block) }
        .into_iter()
        // SAFETY: kind and callee queries on instructions.
        .filter(|&i| unsafe { LLVMIsAPHINode(i).is_null() && !callee_name(i).is_some_and(|c| is_no_op_intrinsic(&c)) })
        .collect();
    let Some(&first) = counted.first() else { return Vec::new() };
    let unit_index = |name: &str| {
        SpecialRegister::from_isl_name(name)
            .is_some_and(|r| matches!(r.kind, SpecialRegisterKind::BlockIndex | SpecialRegisterKind::ThreadIndex))
    };
    // SAFETY: `first` is an instruction of the function `values` reads.
    let (loops, guards) = unsafe { (values.loops_counted_around(first), values.guards(first)) };
    let unit_guards: Vec<AffineCondition> =
        guards.into_iter().filter(|g| g.expression().symbols().all(unit_index)).collect();
    let mut by_parameters: BTreeMap<u64, u64> = BTreeMap::new();
    for instruction in counted {
        *by_parameters.entry(dependences.get(&instruction).copied().unwrap_or_default().0).or_default() += 1;
    }
    (by_parameters.into_iter())
        .map(|(mask, instructions)| BlockWork {
            instructions,
            loops: loops.clone(),
            unit_guards: unit_guards.clone(),
            parameters: ParameterMask(mask),
        })
        .collect()
}

/// The parameters each instruction's value depends on: through its operands (phis too, to
/// a fixed point), and for a load of a global variable (a shared array) or of a local
/// array through every store into that object. Control dependences are left out: copies of a kernel that
/// agree on the parameters an instruction depends on compute the same value for it when
/// they run it, which is what lock-step relies on.
///
/// # Safety
/// `function` must be a live function with a body.
unsafe fn parameter_dependences(function: LLVMValueRef) -> HashMap<LLVMValueRef, ParameterMask> {
    // SAFETY: parameter and instruction queries on a live function.
    let parameters: HashMap<LLVMValueRef, ParameterMask> =
        unsafe { (0..LLVMCountParams(function)).map(|p| (LLVMGetParam(function, p), ParameterMask::of(p))).collect() };
    let all = unsafe { syncfuse_ir::function_instructions(function) };
    let mut masks: HashMap<LLVMValueRef, ParameterMask> = HashMap::new();
    let mut stored: HashMap<LLVMValueRef, ParameterMask> = HashMap::new();
    loop {
        let mut changed = false;
        for &instruction in &all {
            // SAFETY: operand queries on a live instruction.
            let operands =
                unsafe { (0..LLVMGetNumOperands(instruction)).map(|k| LLVMGetOperand(instruction, k as u32)) };
            let mut mask = (operands.into_iter())
                .filter_map(|o| parameters.get(&o).or_else(|| masks.get(&o)).copied())
                .fold(ParameterMask::default(), ParameterMask::union);
            // SAFETY: kind and operand queries on a live instruction.
            let object = unsafe { memory_object_accessed(instruction) };
            match (unsafe { LLVMGetInstructionOpcode(instruction) }, object) {
                (LLVMOpcode::LLVMStore, Some(object)) => {
                    let into = stored.entry(object).or_default();
                    *into = into.union(mask);
                }
                (LLVMOpcode::LLVMLoad, Some(object)) => {
                    mask = mask.union(stored.get(&object).copied().unwrap_or_default())
                }
                _ => {}
            }
            changed |= masks.insert(instruction, mask) != Some(mask);
        }
        if !changed {
            return masks;
        }
    }
}

/// The global variable or local array (`alloca`) a load or store addresses through GEPs
/// and casts, if any.
///
/// # Safety
/// `instruction` must be a live instruction.
unsafe fn memory_object_accessed(instruction: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: kind and operand queries on live values.
    unsafe {
        let pointer = match LLVMGetInstructionOpcode(instruction) {
            LLVMOpcode::LLVMLoad => LLVMGetOperand(instruction, 0),
            LLVMOpcode::LLVMStore => LLVMGetOperand(instruction, 1),
            _ => return None,
        };
        let mut value = pointer;
        loop {
            if !LLVMIsAGlobalVariable(value).is_null() || !LLVMIsAAllocaInst(value).is_null() {
                return Some(value);
            }
            let through = !LLVMIsAGetElementPtrInst(value).is_null()
                || !LLVMIsACastInst(value).is_null()
                || (!LLVMIsAConstantExpr(value).is_null()
                    && matches!(
                        LLVMGetConstOpcode(value),
                        LLVMOpcode::LLVMGetElementPtr | LLVMOpcode::LLVMAddrSpaceCast | LLVMOpcode::LLVMBitCast
                    ));
            if !through {
                return None;
            }
            value = LLVMGetOperand(value, 0);
        }
    }
}

/// Inline assembly on floating-point operands only (libdevice's `rcp.approx.ftz.f32`):
/// it has no address to access memory through.
fn is_arithmetic_asm(call: LLVMValueRef) -> bool {
    // SAFETY: callee and operand type queries on a call.
    unsafe {
        let is_float = |value: LLVMValueRef| {
            matches!(
                LLVMGetTypeKind(LLVMTypeOf(value)),
                LLVMTypeKind::LLVMFloatTypeKind | LLVMTypeKind::LLVMDoubleTypeKind
            )
        };
        let arguments = (0..LLVMGetNumArgOperands(call)).map(|i| LLVMGetOperand(call, i));
        !LLVMIsAInlineAsm(LLVMGetCalledValue(call)).is_null() && is_float(call) && arguments.into_iter().all(is_float)
    }
}

/// An intrinsic declared `memory(none)` (libdevice's `llvm.nvvm.sqrt.approx.f`, ...).
fn is_memory_free_intrinsic(call: LLVMValueRef, name: &str) -> bool {
    // SAFETY: attribute queries on the callee of a direct call; "memory" is an enum
    // attribute of LLVM 16 whose value 0 means no memory access.
    unsafe {
        let kind = LLVMGetEnumAttributeKindForName(c"memory".as_ptr(), 6);
        let attribute =
            LLVMGetEnumAttributeAtIndex(LLVMGetCalledValue(call), llvm_sys::LLVMAttributeFunctionIndex, kind);
        name.starts_with("llvm.") && !attribute.is_null() && LLVMGetEnumAttributeValue(attribute) == 0
    }
}

/// A value the recogniser could not read, as the IR prints it (without metadata).
///
/// # Safety
/// `value` must be a live value.
pub unsafe fn opaque_value(value: LLVMValueRef) -> OpaqueValue {
    OpaqueValue(unsafe { printed_value(value) }.split(", !").next().unwrap_or_default().trim().to_string())
}

/// The pointer operand of a load, store or atomic instruction.
///
/// # Safety
/// `instruction` must be a live load, store, `atomicrmw` or `cmpxchg`.
pub unsafe fn pointer_operand(instruction: LLVMValueRef) -> LLVMValueRef {
    let store = unsafe { LLVMGetInstructionOpcode(instruction) } == LLVMOpcode::LLVMStore;
    unsafe { LLVMGetOperand(instruction, u32::from(store)) }
}
