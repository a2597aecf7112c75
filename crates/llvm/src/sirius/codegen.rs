//! LLVM adapter, device side of fusion: builds the kernel a `FusedKernelPlan` describes in
//! the device module (SIRIUS §4.2 orchestration).
//!
//! Each original kernel first becomes a *fragment* function: an internal copy of its body
//! (made by LLVM's inliner from a one-call wrapper, so that nothing is cloned by hand)
//! whose reads of `threadIdx`/`blockIdx`/`blockDim`/`gridDim` are replaced by parameters.
//! The fused kernel then computes, for every block, which vertical group it belongs to
//! (groups take consecutive ranges of a one-dimensional fused grid: horizontal
//! orchestration), the block's index inside that group's grid (the component-wise maximum
//! of its fragments' grids: vertical orchestration aligns domains to the largest; a plan
//! of one group is launched on that grid, so the index is `blockIdx` itself), and
//! calls each fragment of the group under the guard `blockIdx < its grid`, on the same
//! threads when its block is the fused block and otherwise in rounds over its linearly
//! numbered threads (`plan`), with `__syncthreads()` between fragments joined by
//! block-level dependences.
//! Finally the fragments are inlined and dropped, so the result is one ordinary kernel.
//!
//! Invariant: every thread of an original launch runs exactly once, in the fused kernel,
//! with the same special-register values it had; a fragment's `return` ends only that
//! fragment; the plan was validated (`FusedKernelPlan::validate`) before the module is
//! touched, and the module passes the verifier afterwards. The fused kernel's parameters
//! are, fragment by fragment in plan order, the kernel's own parameters followed by its
//! grid extents x, y, z (`i32`), as `FusedKernel::parameters` lists; the host launches it
//! with the block of the plan and the grid `host_rewrite` computes the same way.

use super::lockstep::FragmentRegion;
use super::pass_pipeline::{optimise_only, run_passes, PipelineFailed};
use super::shared_tiles::{self, PlacedTile, TileBases};
use crate::row_index;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMIntPredicate, LLVMLinkage, LLVMOpcode, LLVMTypeKind};
use serde::Serialize;
use std::collections::{BTreeMap, HashSet};
use std::ffi::CString;
use syncfuse_hardware::cuda::{is_block_barrier, Axis, Dim3, SpecialRegister, SpecialRegisterKind};
use syncfuse_ir::{build_unsigned_max, callee_name, function_instructions, OwnedBuilder};
use syncfuse_sirius::fusion::plan::{Fragment, FusedKernelPlan, PlanReject};
use syncfuse_sirius::model::program::{BufferName, KernelName, Regrid};
use thiserror::Error;

/// Why a fused kernel was not generated.
#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum CodegenReject {
    #[error("kernel {0} is not defined in the device module")]
    MissingKernel(KernelName),
    #[error("a function named {0} already exists in the device module")]
    NameTaken(KernelName),
    #[error("kernel {kernel} has no parameter {index}")]
    NoSuchParameter { kernel: KernelName, index: usize },
    #[error("parameter {index} of kernel {kernel} cannot hold that constant (type mismatch)")]
    ConstantType { kernel: KernelName, index: usize },
    #[error(transparent)]
    Plan(#[from] PlanReject),
    #[error(transparent)]
    Passes(#[from] PipelineFailed),
    #[error("the fused module does not verify: {0}")]
    Verifier(syncfuse_ir::IrError),
    #[error("kernel {kernel} calls {callee}, whose reads of blockIdx would not be renumbered")]
    CallsFunction { kernel: KernelName, callee: String },
    #[error("the shared tile of {0} names an argument the fused kernel does not have as an integer")]
    TileBase(BufferName),
}

/// One parameter of a fused kernel: what the host passes for it.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum FusedParameter {
    /// Argument `index` of fragment `fragment`'s original launch.
    Argument { fragment: usize, index: usize },
    /// The grid extent along `axis` of fragment `fragment`'s original launch.
    GridExtent { fragment: usize, axis: Axis },
}

/// The generated kernel and how to launch it.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct FusedKernel {
    pub name: KernelName,
    pub parameters: Vec<FusedParameter>,
    /// Each fragment's blocks (plan order) where it runs on the fused block's own threads
    /// (`None`: in rounds of remapped threads); valid until LLVM's clean-up of the kernel.
    pub regions: Vec<Option<FragmentRegion>>,
}

const AXES: [Axis; 3] = [Axis::X, Axis::Y, Axis::Z];
const KINDS: [SpecialRegisterKind; 4] = [
    SpecialRegisterKind::ThreadIndex,
    SpecialRegisterKind::BlockIndex,
    SpecialRegisterKind::BlockExtent,
    SpecialRegisterKind::GridExtent,
];
/// Special-register parameters appended to a fragment: `KINDS` x `AXES`.
const SPECIAL_PARAMETERS: usize = 12;

/// Generates the fused kernel of `plan` in `module` (the device module).
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn generate_fused_kernel(
    module: LLVMModuleRef,
    plan: &FusedKernelPlan,
    tiles: &[PlacedTile],
) -> Result<FusedKernel, CodegenReject> {
    // SAFETY: every handle comes from `module`; builders are disposed by `Emitter::drop`.
    unsafe {
        let name = CString::new(plan.name.as_str()).expect("symbol names have no NUL");
        if !LLVMGetNamedFunction(module, name.as_ptr()).is_null() {
            return Err(CodegenReject::NameTaken(plan.name.clone()));
        }
        // Ordered maps: fragments are made in one order every run, so value names are stable.
        let mut kernels = BTreeMap::new();
        for fragment in plan.fragments() {
            kernels.insert(&fragment.kernel, defined_function(module, &fragment.kernel)?);
        }
        plan.validate(|kernel| executes_barrier(kernels[kernel], &mut HashSet::new()))?;
        let emitter = Emitter::new(module);
        let mut fragment_functions = BTreeMap::new();
        for (&kernel, &function) in &kernels {
            row_index::mark_row_indices(function);
            fragment_functions.insert(kernel, emitter.fragment_wrapper(function));
        }
        let inlined = run_passes(module, "always-inline");
        for &function in kernels.values() {
            row_index::unmark_row_indices(function);
        }
        inlined?;
        for &fragment in fragment_functions.values() {
            replace_special_registers(fragment);
        }
        let array =
            (!tiles.is_empty()).then(|| shared_tiles::tile_array(module, &plan.name, shared_tiles::array_bytes(tiles)));
        let EmittedKernel { function, parameters, regions, bases } =
            emitter.fused_kernel(plan, &fragment_functions, (tiles, array));
        drop(emitter);
        let redirects = match bases.and_then(|bases| tile_redirects(tiles, bases, &parameters)) {
            Ok(redirects) => redirects,
            Err(reject) => {
                LLVMDeleteFunction(function);
                run_passes(module, "globaldce")?;
                return Err(reject);
            }
        };
        mark_as_kernel(module, function);
        run_passes(module, "always-inline,globaldce")?;
        for (placed, bases, indices) in redirects {
            shared_tiles::redirect(function, &placed.tile, bases, &indices);
        }
        row_index::unmark_row_indices(function);
        // The fused kernel is the only function this leaves (its fragments were inlined
        // and dropped): verified alone, so that fusing many kernels stays linear; a broken
        // one is deleted, so that the module stays valid.
        if let Err(broken) = syncfuse_ir::verify_function(function) {
            LLVMDeleteFunction(function);
            return Err(CodegenReject::Verifier(broken));
        }
        Ok(FusedKernel { name: plan.name.clone(), parameters, regions })
    }
}

/// A tile, its bases, and the fused kernel's parameters that point at its buffer.
type TileRedirect<'t> = (&'t PlacedTile, TileBases, Vec<u32>);

/// Each tile with its bases and the fused kernel's parameters of its buffer (all of them,
/// or the tile is refused: a buffer is redirected whole or not at all).
fn tile_redirects<'t>(
    tiles: &'t [PlacedTile],
    bases: Vec<TileBases>,
    parameters: &[FusedParameter],
) -> Result<Vec<TileRedirect<'t>>, CodegenReject> {
    (tiles.iter().zip(bases))
        .map(|(placed, bases)| {
            let fused = |&(fragment, index): &(usize, u32)| {
                let argument = FusedParameter::Argument { fragment, index: index as usize };
                parameters.iter().position(|p| *p == argument).map(|p| p as u32)
            };
            let indices: Option<Vec<u32>> = placed.tile.parameters.iter().map(fused).collect();
            let indices = indices.ok_or_else(|| CodegenReject::TileBase(placed.tile.buffer.clone()))?;
            Ok((placed, bases, indices))
        })
        .collect()
}

/// A launch argument or grid extent the host passes as a compile-time constant.
#[derive(Clone, Copy, Debug, PartialEq, Serialize)]
pub enum HostConstant {
    Integer(i64),
    Float(f64),
}

/// LLVM's own optimisation of a fused kernel after fusion, in two runs. First
/// `simplifycfg` merges the fragments' identical bounds checks and `gvn` forwards one
/// fragment's stores to the next one's loads of the same element in the same thread
/// (before O2's instcombine writes the two address computations apart); the fragments'
/// guards are still the branches they wrote. Then what clang -O2 would run on the fused
/// code, with LLVM's generic cost model (`optimise_only` keeps its vectorisers off the
/// kernels), whose jump threading merges consecutive fragments' guards.
const FIRST_CLEANUP: &str = "function(sroa,early-cse<memssa>,simplifycfg,gvn)";
const SECOND_CLEANUP: &str = "default<O2>";

/// What the host passes for the fused kernel's pointer parameters, as far as the pass
/// knows it: `derived` parameters that always receive another parameter's pointer plus a
/// constant byte offset (0: the same pointer), and `sole_pointers`, parameters whose
/// buffer no other remaining parameter points into (they get `noalias`).
#[derive(Clone, Debug, Default, PartialEq, Eq)]
pub struct PointerFacts {
    pub derived: Vec<DerivedPointer>,
    pub sole_pointers: Vec<usize>,
}

/// Parameter `derived` is always parameter `base` plus `byte_offset` bytes (both point
/// into one allocation of the host).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub struct DerivedPointer {
    pub base: usize,
    pub derived: usize,
    pub byte_offset: i64,
}

/// Post-fusion pointer facts (SIRIUS §5.2): a buffer the host passes to several fragments
/// becomes one parameter, and slices the host cut from one allocation at constant
/// distances (the paper's LSTM weights) become offsets from a common base, so that the
/// offsets are folded into the addresses and LLVM's alias analysis tells the slices apart;
/// a parameter whose buffer is its own is `noalias`. LLVM's clean-up can then forward a
/// fragment's stores to the next fragment's loads of the same element in the same thread.
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn apply_pointer_facts(
    module: LLVMModuleRef,
    kernel: &str,
    facts: &PointerFacts,
) -> Result<(), CodegenReject> {
    // SAFETY: the kernel and its parameters belong to `module`; the builder is disposed.
    unsafe {
        let function = defined_function(module, kernel)?;
        let parameters = LLVMCountParams(function) as usize;
        let parameter = |index: usize| {
            (index < parameters)
                .then(|| LLVMGetParam(function, index as u32))
                .ok_or(CodegenReject::NoSuchParameter { kernel: kernel.into(), index })
        };
        let derived = facts
            .derived
            .iter()
            .map(|fact| Ok((parameter(fact.base)?, parameter(fact.derived)?, fact.byte_offset)))
            .collect::<Result<Vec<_>, CodegenReject>>()?;
        let context = LLVMGetModuleContext(module);
        let builder = LLVMCreateBuilderInContext(context);
        LLVMPositionBuilderBefore(builder, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(function)));
        for (base, derived, byte_offset) in derived {
            let replacement = if byte_offset == 0 {
                base
            } else {
                let mut offset = [LLVMConstInt(LLVMInt64TypeInContext(context), byte_offset as u64, 1)];
                let byte = LLVMInt8TypeInContext(context);
                LLVMBuildInBoundsGEP2(builder, byte, base, offset.as_mut_ptr(), 1, c"rebased".as_ptr())
            };
            LLVMReplaceAllUsesWith(derived, replacement);
        }
        LLVMDisposeBuilder(builder);
        let kind = LLVMGetEnumAttributeKindForName(c"noalias".as_ptr(), "noalias".len());
        for &index in &facts.sole_pointers {
            parameter(index)?;
            LLVMAddAttributeAtIndex(function, index as u32 + 1, LLVMCreateEnumAttribute(context, kind, 0));
        }
    }
    Ok(())
}

/// Scalar parameters (integers, floats) to which the fused `launch` (a call of the kernel's
/// stub, one operand per parameter) passes the very value it passes to an earlier
/// parameter of the same type become that parameter: fragments launched with the same
/// run-time size or grid then test the same value, and LLVM's clean-up merges their
/// guards and forwards between them as it does for constants. Returns how many were
/// still used (a parameter specialised to a host constant has no use left).
///
/// # Safety
/// `function` must be the fused kernel, defined in a live module, and `launch` a live call
/// instruction of the host module.
pub unsafe fn merge_identical_scalars(function: LLVMValueRef, launch: LLVMValueRef) -> usize {
    // SAFETY: as the caller's.
    unsafe {
        let parameters = (LLVMCountParams(function) as usize).min(LLVMGetNumArgOperands(launch) as usize);
        let scalar = |ty: LLVMTypeRef| {
            matches!(
                LLVMGetTypeKind(ty),
                LLVMTypeKind::LLVMIntegerTypeKind | LLVMTypeKind::LLVMFloatTypeKind | LLVMTypeKind::LLVMDoubleTypeKind
            )
        };
        let mut merged = 0;
        for later in 0..parameters {
            let (value, parameter) = (LLVMGetOperand(launch, later as u32), LLVMGetParam(function, later as u32));
            let ty = LLVMTypeOf(parameter);
            let earlier = (0..later).find(|&earlier| {
                LLVMGetOperand(launch, earlier as u32) == value
                    && LLVMTypeOf(LLVMGetParam(function, earlier as u32)) == ty
            });
            let used = !LLVMGetFirstUse(parameter).is_null();
            if let Some(earlier) = earlier.filter(|_| scalar(ty) && used) {
                LLVMReplaceAllUsesWith(parameter, LLVMGetParam(function, earlier as u32));
                merged += 1;
            }
        }
        merged
    }
}

/// Host-to-kernel constant propagation (SIRIUS §5.2): every use of parameter `index` of
/// `kernel` becomes the constant the host always passes for it; `clean_up_fused_kernels`
/// then folds what that decides (guards, strides, bounds). The parameter itself stays, so
/// launches are unchanged. Returns how many parameters were specialised.
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn specialise_parameters(
    module: LLVMModuleRef,
    kernel: &str,
    constants: &[(usize, HostConstant)],
) -> Result<usize, CodegenReject> {
    // SAFETY: the kernel and its parameters belong to `module`.
    unsafe {
        let function = defined_function(module, kernel)?;
        let parameters = LLVMCountParams(function) as usize;
        for &(index, value) in constants {
            let parameter = (index < parameters)
                .then(|| LLVMGetParam(function, index as u32))
                .ok_or(CodegenReject::NoSuchParameter { kernel: kernel.into(), index })?;
            let ty = LLVMTypeOf(parameter);
            let constant = match (LLVMGetTypeKind(ty), value) {
                (LLVMTypeKind::LLVMIntegerTypeKind, HostConstant::Integer(v)) => LLVMConstInt(ty, v as u64, 1),
                (LLVMTypeKind::LLVMFloatTypeKind | LLVMTypeKind::LLVMDoubleTypeKind, HostConstant::Float(v)) => {
                    LLVMConstReal(ty, v)
                }
                _ => return Err(CodegenReject::ConstantType { kernel: kernel.into(), index }),
            };
            LLVMReplaceAllUsesWith(parameter, constant);
        }
        Ok(constants.len())
    }
}

/// LLVM's clean-up of the fused `kernels`, all in one run over the module per stage (one
/// run per kernel costs the module each time): `FIRST_CLEANUP`, then `between` (the
/// caller's forwarding, which reads the fragments' guards best before O2 merges them),
/// then `SECOND_CLEANUP`.
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call
/// but by `between`.
pub unsafe fn clean_up_fused_kernels(
    module: LLVMModuleRef,
    kernels: &[String],
    between: impl FnOnce(),
) -> Result<(), CodegenReject> {
    // SAFETY: the kernels belong to `module`.
    unsafe {
        let functions = kernels.iter().map(|kernel| defined_function(module, kernel)).collect::<Result<Vec<_>, _>>()?;
        if functions.is_empty() {
            return Ok(());
        }
        optimise_only(module, &functions, FIRST_CLEANUP)?;
        between();
        optimise_only(module, &functions, SECOND_CLEANUP)?;
        for function in functions {
            strip_assumptions(function);
        }
        Ok(())
    }
}

/// Deletes every `llvm.assume` of `function` and the conditions (and special-register
/// reads) only it used: once the clean-up has folded what they imply, they are no
/// instructions a GPU runs (the NVPTX back end drops them too), and the conditions would
/// otherwise stay computed.
unsafe fn strip_assumptions(function: LLVMValueRef) {
    let mut erased = HashSet::new();
    for instruction in function_instructions(function) {
        if callee_name(instruction).as_deref() != Some("llvm.assume") {
            continue;
        }
        let mut dead = vec![LLVMGetOperand(instruction, 0)];
        LLVMInstructionEraseFromParent(instruction);
        while let Some(value) = dead.pop() {
            let register = callee_name(value).is_some_and(|name| SpecialRegister::from_intrinsic(&name).is_some());
            let computed = !LLVMIsAInstruction(value).is_null()
                && (register
                    || [LLVMIsACallInst, LLVMIsAPHINode, LLVMIsALoadInst].iter().all(|is| is(value).is_null()));
            if !erased.contains(&value) && computed && LLVMGetFirstUse(value).is_null() {
                dead.extend((0..LLVMGetNumOperands(value) as u32).map(|i| LLVMGetOperand(value, i)));
                LLVMInstructionEraseFromParent(value);
                erased.insert(value);
            }
        }
    }
}

unsafe fn defined_function(module: LLVMModuleRef, name: &str) -> Result<LLVMValueRef, CodegenReject> {
    syncfuse_ir::defined_function(module, name).ok_or_else(|| CodegenReject::MissingKernel(name.into()))
}

/// Whether `function` (or a function it calls) executes a block barrier.
unsafe fn executes_barrier(function: LLVMValueRef, visited: &mut HashSet<LLVMValueRef>) -> bool {
    if !visited.insert(function) {
        return false;
    }
    function_instructions(function).into_iter().any(|instruction| {
        if LLVMGetInstructionOpcode(instruction) != LLVMOpcode::LLVMCall {
            return false;
        }
        let callee = LLVMGetCalledValue(instruction);
        let defined = !LLVMIsAFunction(callee).is_null() && LLVMIsDeclaration(callee) == 0;
        callee_name(instruction).is_some_and(|name| is_block_barrier(&name))
            || (defined && executes_barrier(callee, visited))
    })
}

/// Replaces every special-register read in `fragment` by its parameter.
unsafe fn replace_special_registers(fragment: LLVMValueRef) {
    let first_special = LLVMCountParams(fragment) as usize - SPECIAL_PARAMETERS;
    for instruction in function_instructions(fragment) {
        let register = match callee_name(instruction).and_then(|name| SpecialRegister::from_intrinsic(&name)) {
            Some(register) => register,
            None => continue,
        };
        let kind = KINDS.iter().position(|&k| k == register.kind).expect("every kind is listed");
        let axis = AXES.iter().position(|&a| a == register.axis).expect("every axis is listed");
        let parameter = LLVMGetParam(fragment, (first_special + kind * 3 + axis) as u32);
        LLVMReplaceAllUsesWith(instruction, parameter);
        LLVMInstructionEraseFromParent(instruction);
    }
}

/// `name`, a kernel whose body is an always-inline call of `kernel` (a copy once the
/// inliner has run).
pub(crate) unsafe fn copy_kernel(module: LLVMModuleRef, kernel: LLVMValueRef, name: &str) -> LLVMValueRef {
    let context = LLVMGetModuleContext(module);
    let kernel_type = LLVMGlobalGetValueType(kernel);
    let c_name = CString::new(name).expect("symbol names have no NUL");
    let copy = LLVMAddFunction(module, c_name.as_ptr(), kernel_type);
    // The kernel's function attributes (target CPU and features) carry over.
    let index = llvm_sys::LLVMAttributeFunctionIndex;
    let mut attributes = vec![std::ptr::null_mut(); LLVMGetAttributeCountAtIndex(kernel, index) as usize];
    LLVMGetAttributesAtIndex(kernel, index, attributes.as_mut_ptr());
    for attribute in attributes {
        LLVMAddAttributeAtIndex(copy, index, attribute);
    }
    let builder = LLVMCreateBuilderInContext(context);
    LLVMPositionBuilderAtEnd(builder, LLVMAppendBasicBlockInContext(context, copy, c"entry".as_ptr()));
    let count = parameter_types(kernel_type).len() as u32;
    let mut arguments: Vec<LLVMValueRef> = (0..count).map(|i| LLVMGetParam(copy, i)).collect();
    let call = LLVMBuildCall2(builder, kernel_type, kernel, arguments.as_mut_ptr(), count, c"".as_ptr());
    let always = "alwaysinline";
    let kind = LLVMGetEnumAttributeKindForName(always.as_ptr().cast(), always.len());
    LLVMAddCallSiteAttribute(call, llvm_sys::LLVMAttributeFunctionIndex, LLVMCreateEnumAttribute(context, kind, 0));
    LLVMBuildRetVoid(builder);
    LLVMDisposeBuilder(builder);
    copy
}

pub(crate) unsafe fn mark_as_kernel(module: LLVMModuleRef, function: LLVMValueRef) {
    let context = LLVMGetModuleContext(module);
    let kernel = "kernel";
    let operands = [
        LLVMValueAsMetadata(function),
        LLVMMDStringInContext2(context, kernel.as_ptr().cast(), kernel.len()),
        LLVMValueAsMetadata(LLVMConstInt(LLVMInt32TypeInContext(context), 1, 0)),
    ];
    let node = LLVMMDNodeInContext2(context, operands.as_ptr() as *mut _, operands.len());
    LLVMAddNamedMetadataOperand(module, c"nvvm.annotations".as_ptr(), LLVMMetadataAsValue(context, node));
}

/// The fused kernel as `Emitter::fused_kernel` made it: its parameter list, its
/// fragments' regions, and the bases of its tiles (`tiles`' order).
struct EmittedKernel {
    function: LLVMValueRef,
    parameters: Vec<FusedParameter>,
    regions: Vec<Option<FragmentRegion>>,
    bases: Result<Vec<TileBases>, CodegenReject>,
}

/// How the blocks of a fused launch find their index in their group's grid.
#[derive(Clone, Copy)]
enum BlockIndex {
    /// A plan of one group is launched on that group's grid: `blockIdx` itself.
    Native([LLVMValueRef; 3]),
    /// Groups take consecutive ranges of a one-dimensional grid: `blockIdx.x`, to be
    /// delinearised in the group's grid.
    Linear(LLVMValueRef),
}

/// Builds functions in the device module.
struct Emitter {
    module: LLVMModuleRef,
    context: LLVMContextRef,
    builder: OwnedBuilder,
    i32_type: LLVMTypeRef,
}

impl Emitter {
    unsafe fn new(module: LLVMModuleRef) -> Emitter {
        let context = LLVMGetModuleContext(module);
        Emitter { module, context, builder: OwnedBuilder::new(context), i32_type: LLVMInt32TypeInContext(context) }
    }

    /// `<kernel>.fragment(kernel params..., 12 x i32 special registers)`, whose body is an
    /// always-inline call of the kernel: the inliner turns it into a copy of the body.
    unsafe fn fragment_wrapper(&self, kernel: LLVMValueRef) -> LLVMValueRef {
        let kernel_type = LLVMGlobalGetValueType(kernel);
        let mut parameters = parameter_types(kernel_type);
        let original = parameters.len();
        parameters.extend(std::iter::repeat_n(self.i32_type, SPECIAL_PARAMETERS));
        let name = format!("{}.fragment", syncfuse_ir::value_name(kernel));
        let function = self.add_function(&name, &parameters);
        LLVMSetLinkage(function, LLVMLinkage::LLVMInternalLinkage);
        self.position_at_new_block(function, "entry");
        let mut arguments: Vec<_> = (0..original as u32).map(|i| LLVMGetParam(function, i)).collect();
        let call = LLVMBuildCall2(
            self.builder.raw,
            kernel_type,
            kernel,
            arguments.as_mut_ptr(),
            original as u32,
            c"".as_ptr(),
        );
        self.add_call_attribute(call, "alwaysinline");
        LLVMBuildRetVoid(self.builder.raw);
        function
    }

    /// The fused kernel, with the bases of `tiles` in the blocks of their groups
    /// (`shared_tiles::emit_bases`, in `array`).
    unsafe fn fused_kernel(
        &self,
        plan: &FusedKernelPlan,
        fragments: &BTreeMap<&KernelName, LLVMValueRef>,
        (tiles, array): (&[PlacedTile], Option<LLVMValueRef>),
    ) -> EmittedKernel {
        let (types, parameters) = fused_parameters(plan, fragments);
        let function = self.add_function(&plan.name, &types);
        self.position_at_new_block(function, "entry");
        let thread = self.read_registers(SpecialRegisterKind::ThreadIndex);
        for (read, extent) in thread.iter().zip(plan.block.axes()) {
            self.set_range(*read, extent);
        }
        let blocks = match plan.groups.len() {
            1 => BlockIndex::Native(self.read_registers(SpecialRegisterKind::BlockIndex)),
            _ => BlockIndex::Linear(
                self.read_register(SpecialRegister { kind: SpecialRegisterKind::BlockIndex, axis: Axis::X }),
            ),
        };
        let exit = LLVMAppendBasicBlockInContext(self.context, function, c"exit".as_ptr());
        // Parameter indices of each fragment's own arguments, in plan order.
        let mut own_parameters = parameter_ranges(&parameters).into_iter();
        let mut group_start = self.constant(0);
        let mut bases = vec![None; tiles.len()];
        let mut first_fragment = 0;
        let mut regions = vec![None; plan.fragments().count()];
        for (group_index, group) in plan.groups.iter().enumerate() {
            let ranges: Vec<_> = own_parameters.by_ref().take(group.fragments.len()).collect();
            let grids: Vec<[LLVMValueRef; 3]> = (ranges.iter().zip(&group.fragments))
                .map(|(range, fragment)| match fragment.regrid {
                    Some(regrid) => regrid.grid.axes().map(|e| self.constant(e)),
                    None => std::array::from_fn(|axis| LLVMGetParam(function, (range.end + axis) as u32)),
                })
                .collect();
            let extent: [LLVMValueRef; 3] = std::array::from_fn(|axis| {
                let max = |a, b| build_unsigned_max(self.builder.raw, a, b);
                grids.iter().map(|g| g[axis]).reduce(max).expect("validated: non-empty")
            });
            let body = self.new_block(function, &format!("group{group_index}"));
            let next = self.new_block(function, &format!("after.group{group_index}"));
            let (block, group_end) = match blocks {
                BlockIndex::Native(block) => {
                    self.assume_below(&block, &extent);
                    LLVMBuildBr(self.builder.raw, body);
                    LLVMPositionBuilderAtEnd(self.builder.raw, body);
                    (block, group_start)
                }
                BlockIndex::Linear(linear) => self.group_block((linear, group_start), extent, (body, next)),
            };
            let calls: Vec<FragmentCall<'_>> = (group.fragments.iter().zip(&grids).zip(ranges))
                .map(|((fragment, grid), range)| FragmentCall {
                    fragment,
                    callee: fragments[&fragment.kernel],
                    own: range.map(|i| LLVMGetParam(function, i as u32)).collect(),
                    grid: *grid,
                    in_grid: self.all_below(&block, grid),
                })
                .collect();
            for (placed, bases) in tiles.iter().zip(bases.iter_mut()).filter(|(t, _)| t.group == group_index) {
                let anchor = &calls[placed.tile.row_base.fragment - first_fragment];
                *bases = array.and_then(|a| shared_tiles::emit_bases(self.builder.raw, placed, block, &anchor.own, a));
            }
            let group_first = first_fragment;
            first_fragment += group.fragments.len();
            for run in group.same_thread_runs() {
                if calls[run.start].fragment.barrier_before {
                    self.call_intrinsic("llvm.nvvm.barrier0");
                }
                let first = group_first + run.start;
                let run = &calls[run];
                let fragment_block = run[0].fragment.block;
                let call_all = |emitter: &Emitter, fragment_thread: [LLVMValueRef; 3]| -> Vec<FragmentRegion> {
                    run.iter().map(|call| emitter.call_fragment(function, call, fragment_thread, block)).collect()
                };
                if fragment_block == plan.block {
                    for (slot, region) in regions[first..].iter_mut().zip(call_all(self, thread)) {
                        *slot = Some(region);
                    }
                } else {
                    let kernel = &run[0].fragment.kernel;
                    let mut in_rounds = |emitter: &Emitter, fragment_thread| drop(call_all(emitter, fragment_thread));
                    self.remapped_threads(function, kernel, plan.block, fragment_block, thread, &mut in_rounds);
                }
            }
            LLVMBuildBr(self.builder.raw, exit);
            LLVMPositionBuilderAtEnd(self.builder.raw, next);
            group_start = group_end;
        }
        LLVMBuildBr(self.builder.raw, exit);
        LLVMMoveBasicBlockAfter(exit, LLVMGetLastBasicBlock(function));
        LLVMPositionBuilderAtEnd(self.builder.raw, exit);
        LLVMBuildRetVoid(self.builder.raw);
        let bases = (tiles.iter().zip(bases))
            .map(|(placed, bases)| bases.ok_or_else(|| CodegenReject::TileBase(placed.tile.buffer.clone())))
            .collect();
        EmittedKernel { function, parameters, regions, bases }
    }

    /// Calls `call`'s fragment for `fragment_thread` of its block `block`, under the guard
    /// that the block is in its grid, once per round of a renumbered fragment (unrolled,
    /// `Regrid::rounds`); returns the blocks it runs in.
    unsafe fn call_fragment(
        &self,
        function: LLVMValueRef,
        call: &FragmentCall<'_>,
        fragment_thread: [LLVMValueRef; 3],
        block: [LLVMValueRef; 3],
    ) -> FragmentRegion {
        let fragment = call.fragment;
        let rounds: Vec<Option<[u32; 2]>> = match fragment.regrid {
            Some(regrid) => regrid.rounds.each().map(Some).collect(),
            None => vec![None],
        };
        let mut region: Option<FragmentRegion> = None;
        for round in rounds {
            let run = self.new_block(function, &format!("{}.run", fragment.kernel));
            let done = self.new_block(function, &format!("{}.done", fragment.kernel));
            LLVMBuildCondBr(self.builder.raw, call.in_grid, run, done);
            LLVMPositionBuilderAtEnd(self.builder.raw, run);
            let mut arguments = call.own.clone();
            match fragment.regrid.zip(round) {
                Some((regrid, round)) => {
                    let position = (fragment_thread, block, round);
                    arguments.extend(self.original_registers((function, done), fragment, regrid, position));
                }
                None => {
                    arguments.extend(fragment_thread);
                    arguments.extend(block);
                    arguments.extend(fragment.block.axes().map(|e| self.constant(e)));
                    arguments.extend(call.grid);
                }
            }
            let callee_type = LLVMGlobalGetValueType(call.callee);
            let count = arguments.len() as u32;
            let built =
                LLVMBuildCall2(self.builder.raw, callee_type, call.callee, arguments.as_mut_ptr(), count, c"".as_ptr());
            self.add_call_attribute(built, "alwaysinline");
            LLVMBuildBr(self.builder.raw, done);
            LLVMPositionBuilderAtEnd(self.builder.raw, done);
            region = Some(FragmentRegion { run: region.map_or(run, |r| r.run), done });
        }
        region.expect("at least one round")
    }

    /// The special registers of a renumbered fragment's original thread (`Regrid`) in
    /// round `(i, j)`: from its column and row in the producer's grid, the original positions
    /// (`Regrid::positions`: `g = row * row_length + column`, or column and row), then per
    /// axis `blockIdx = position / block` and `threadIdx = position - blockIdx * block`,
    /// and the original extents. Branches on to a new block where the thread exists
    /// (`column < row_length`, each position below the original's threads along its axis;
    /// each guard only where the grid does not imply it) and to the fragment's `.done`
    /// block otherwise.
    unsafe fn original_registers(
        &self,
        (function, done): (LLVMValueRef, LLVMBasicBlockRef),
        fragment: &Fragment,
        regrid: Regrid,
        (thread, block, [i, j]): ([LLVMValueRef; 3], [LLVMValueRef; 3], [u32; 2]),
    ) -> [LLVMValueRef; SPECIAL_PARAMETERS] {
        let along = |block_index, thread_index, extent: u32, count: u32, round: u32| {
            let first = self.scaled_add(block_index, extent * count, thread_index);
            match round {
                0 => first,
                _ => LLVMBuildNSWAdd(self.builder.raw, first, self.constant(extent * round), c"".as_ptr()),
            }
        };
        let column = along(block[0], thread[0], fragment.block.x, regrid.rounds.x, j);
        let row = along(block[1], thread[1], fragment.block.y, regrid.rounds.y, i);
        let positions = regrid.positions(column, row, |v, f, a| self.scaled_add(v, f, a));
        // Inside its grid (the caller's guard) a thread's column is below `grid.x * block.x
        // * rounds.x` (`Regrid::producer_extent`) and its positions below
        // `Regrid::position_limits`: a guard that this already
        // implies is left out (LLVM folds it only for powers of two).
        let limits = regrid.position_limits(fragment.block);
        let [columns, _] = regrid.producer_extent(fragment.block);
        let mut guards = Vec::new();
        if let Some(row_length) = regrid.row_length.filter(|&w| u64::from(w) < columns) {
            guards.push(self.compare(LLVMIntPredicate::LLVMIntULT, column, self.constant(row_length)));
        }
        for ((position, limit), threads) in positions.iter().zip(limits).zip(regrid.original_threads()) {
            if let Some(position) = position.filter(|_| limit > threads) {
                let bound = self.constant(threads as u32);
                guards.push(self.compare(LLVMIntPredicate::LLVMIntULT, position, bound));
            }
        }
        if let Some(exists) = guards.into_iter().reduce(|a, b| LLVMBuildAnd(self.builder.raw, a, b, c"".as_ptr())) {
            let runs = self.new_block(function, &format!("{}.regrid", fragment.kernel));
            LLVMBuildCondBr(self.builder.raw, exists, runs, done);
            LLVMPositionBuilderAtEnd(self.builder.raw, runs);
        }
        let zero = self.constant(0);
        let mut indices = [[zero; 3]; 2];
        for (axis, (position, extent)) in positions.iter().zip([regrid.block.x, regrid.block.y]).enumerate() {
            if let Some(position) = *position {
                let block_index = LLVMBuildUDiv(self.builder.raw, position, self.constant(extent), c"".as_ptr());
                let first_thread = self.scaled_add(block_index, extent, zero);
                indices[0][axis] = LLVMBuildSub(self.builder.raw, position, first_thread, c"".as_ptr());
                indices[1][axis] = block_index;
            }
        }
        let [threads, blocks] = indices;
        let [block_extent, grid_extent] =
            [regrid.block, regrid.original_grid].map(|d| d.axes().map(|e| self.constant(e)));
        [threads, blocks, block_extent, grid_extent].concat().try_into().expect("four triples of axes")
    }

    /// `value * factor + addend` as clang writes `int` arithmetic (a shift for a power of
    /// two), so that LLVM's clean-up finds a fragment's own index computation equal to it;
    /// callers keep every value below `i32::MAX` (no wrap). An addend of zero is left out.
    unsafe fn scaled_add(&self, value: LLVMValueRef, factor: u32, addend: LLVMValueRef) -> LLVMValueRef {
        let b = self.builder.raw;
        let product = match factor.is_power_of_two() {
            true => LLVMBuildShl(b, value, self.constant(factor.trailing_zeros()), c"".as_ptr()),
            false => LLVMBuildNSWMul(b, value, self.constant(factor), c"".as_ptr()),
        };
        match LLVMIsAConstantInt(addend).is_null() || LLVMConstIntGetZExtValue(addend) != 0 {
            true => LLVMBuildAdd(b, product, addend, c"".as_ptr()),
            false => product,
        }
    }

    unsafe fn multiply(&self, a: LLVMValueRef, b: LLVMValueRef) -> LLVMValueRef {
        LLVMBuildMul(self.builder.raw, a, b, c"".as_ptr())
    }

    /// `index < extent`, component-wise.
    unsafe fn all_below(&self, index: &[LLVMValueRef; 3], extent: &[LLVMValueRef; 3]) -> LLVMValueRef {
        let mut condition = LLVMConstInt(LLVMInt1TypeInContext(self.context), 1, 0);
        for (i, e) in index.iter().zip(extent) {
            let below = self.compare(LLVMIntPredicate::LLVMIntULT, *i, *e);
            condition = LLVMBuildAnd(self.builder.raw, condition, below, c"".as_ptr());
        }
        condition
    }

    /// Runs `body` once for every thread of a `fragment_block` on the threads of a
    /// `fused_block`: virtual thread `round * fused threads + linear thread index`, for
    /// `⌈fragment threads / fused threads⌉` rounds, skipping numbers past the fragment's.
    /// A block of the fused block's thread count is reshaped: one round, no guard, so that
    /// its barriers and warp collectives are reached by every thread (`plan`'s invariant).
    unsafe fn remapped_threads(
        &self,
        function: LLVMValueRef,
        kernel: &str,
        fused_block: Dim3,
        fragment_block: Dim3,
        thread: [LLVMValueRef; 3],
        body: &mut dyn FnMut(&Emitter, [LLVMValueRef; 3]),
    ) {
        let [bx, by, _] = fused_block.axes().map(|e| self.constant(e));
        let linear = LLVMBuildAdd(
            self.builder.raw,
            thread[0],
            self.multiply(LLVMBuildAdd(self.builder.raw, thread[1], self.multiply(thread[2], by), c"".as_ptr()), bx),
            c"".as_ptr(),
        );
        let fused_threads = fused_block.volume() as u32;
        let fragment_threads = fragment_block.volume() as u32;
        let fragment_extent = fragment_block.axes().map(|e| self.constant(e));
        if fragment_threads == fused_threads {
            return body(self, self.delinearise(linear, fragment_extent));
        }
        let rounds = fragment_threads.div_ceil(fused_threads);
        let entry = LLVMGetInsertBlock(self.builder.raw);
        let header = self.new_block(function, &format!("{kernel}.round"));
        let active = self.new_block(function, &format!("{kernel}.thread"));
        let latch = self.new_block(function, &format!("{kernel}.next_round"));
        let exit = self.new_block(function, &format!("{kernel}.rounds_done"));
        LLVMBuildBr(self.builder.raw, header);
        LLVMPositionBuilderAtEnd(self.builder.raw, header);
        let round = LLVMBuildPhi(self.builder.raw, self.i32_type, c"round".as_ptr());
        let virtual_thread =
            LLVMBuildAdd(self.builder.raw, self.multiply(round, self.constant(fused_threads)), linear, c"".as_ptr());
        let exists = self.compare(LLVMIntPredicate::LLVMIntULT, virtual_thread, self.constant(fragment_threads));
        LLVMBuildCondBr(self.builder.raw, exists, active, latch);
        LLVMPositionBuilderAtEnd(self.builder.raw, active);
        body(self, self.delinearise(virtual_thread, fragment_extent));
        LLVMBuildBr(self.builder.raw, latch);
        LLVMPositionBuilderAtEnd(self.builder.raw, latch);
        let next = LLVMBuildAdd(self.builder.raw, round, self.constant(1), c"".as_ptr());
        let more = self.compare(LLVMIntPredicate::LLVMIntULT, next, self.constant(rounds));
        LLVMBuildCondBr(self.builder.raw, more, header, exit);
        let mut incoming = [self.constant(0), next];
        let mut from = [entry, latch];
        LLVMAddIncoming(round, incoming.as_mut_ptr(), from.as_mut_ptr(), 2);
        LLVMPositionBuilderAtEnd(self.builder.raw, exit);
    }

    /// Branches to `body` when `linear_block` is one of the group's blocks (the group's
    /// range starts at `group_start`, its grid is `extent`) and to `next` otherwise;
    /// returns, in `body`, the block's index in the group's grid and the end of the
    /// group's range.
    unsafe fn group_block(
        &self,
        (linear_block, group_start): (LLVMValueRef, LLVMValueRef),
        extent: [LLVMValueRef; 3],
        (body, next): (LLVMBasicBlockRef, LLVMBasicBlockRef),
    ) -> ([LLVMValueRef; 3], LLVMValueRef) {
        let volume = self.multiply(self.multiply(extent[0], extent[1]), extent[2]);
        let group_end = LLVMBuildAdd(self.builder.raw, group_start, volume, c"".as_ptr());
        let inside = self.compare(LLVMIntPredicate::LLVMIntULT, linear_block, group_end);
        LLVMBuildCondBr(self.builder.raw, inside, body, next);
        LLVMPositionBuilderAtEnd(self.builder.raw, body);
        let local = LLVMBuildSub(self.builder.raw, linear_block, group_start, c"".as_ptr());
        (self.delinearise(local, extent), group_end)
    }

    /// `!range [0, extent)` on `read`, a special-register read whose bound is a constant
    /// of the launch (a thread index below the fused block's extent): LLVM folds what it
    /// decides, e.g. that every thread of a remapped fragment's round exists.
    unsafe fn set_range(&self, read: LLVMValueRef, extent: u32) {
        let name = "range";
        let kind = LLVMGetMDKindIDInContext(self.context, name.as_ptr().cast(), name.len() as u32);
        let bounds = [0, extent].map(|b| LLVMValueAsMetadata(self.constant(b)));
        let node = LLVMMDNodeInContext2(self.context, bounds.as_ptr() as *mut _, bounds.len());
        LLVMSetMetadata(read, kind, LLVMMetadataAsValue(self.context, node));
    }

    /// `llvm.assume(index < extent)` on every axis: what the launch guarantees a native
    /// block index, so that LLVM folds the guard of a fragment whose grid is the group's.
    /// `strip_assumptions` takes them out again after the clean-up.
    unsafe fn assume_below(&self, index: &[LLVMValueRef; 3], extent: &[LLVMValueRef; 3]) {
        let name = "llvm.assume";
        let id = LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len());
        let declaration = LLVMGetIntrinsicDeclaration(self.module, id, std::ptr::null_mut(), 0);
        for (i, e) in index.iter().zip(extent) {
            let mut below = [self.compare(LLVMIntPredicate::LLVMIntULT, *i, *e)];
            let ty = LLVMGlobalGetValueType(declaration);
            LLVMBuildCall2(self.builder.raw, ty, declaration, below.as_mut_ptr(), 1, c"".as_ptr());
        }
    }

    /// (x, y, z) of linear index `index` in a grid of `extent`.
    unsafe fn delinearise(&self, index: LLVMValueRef, extent: [LLVMValueRef; 3]) -> [LLVMValueRef; 3] {
        let x = LLVMBuildURem(self.builder.raw, index, extent[0], c"".as_ptr());
        let rest = LLVMBuildUDiv(self.builder.raw, index, extent[0], c"".as_ptr());
        let y = LLVMBuildURem(self.builder.raw, rest, extent[1], c"".as_ptr());
        let z = LLVMBuildUDiv(self.builder.raw, rest, extent[1], c"".as_ptr());
        [x, y, z]
    }

    unsafe fn compare(&self, predicate: LLVMIntPredicate, a: LLVMValueRef, b: LLVMValueRef) -> LLVMValueRef {
        LLVMBuildICmp(self.builder.raw, predicate, a, b, c"".as_ptr())
    }

    unsafe fn constant(&self, value: u32) -> LLVMValueRef {
        LLVMConstInt(self.i32_type, u64::from(value), 0)
    }

    unsafe fn read_registers(&self, kind: SpecialRegisterKind) -> [LLVMValueRef; 3] {
        AXES.map(|axis| self.read_register(SpecialRegister { kind, axis }))
    }

    unsafe fn read_register(&self, register: SpecialRegister) -> LLVMValueRef {
        self.call_intrinsic(&register.intrinsic())
    }

    /// Calls the parameterless intrinsic `name` (declared on first use).
    unsafe fn call_intrinsic(&self, name: &str) -> LLVMValueRef {
        let id = LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len());
        let declaration = LLVMGetIntrinsicDeclaration(self.module, id, std::ptr::null_mut(), 0);
        LLVMBuildCall2(
            self.builder.raw,
            LLVMGlobalGetValueType(declaration),
            declaration,
            std::ptr::null_mut(),
            0,
            c"".as_ptr(),
        )
    }

    unsafe fn add_function(&self, name: &str, parameters: &[LLVMTypeRef]) -> LLVMValueRef {
        let mut parameters = parameters.to_vec();
        let void = LLVMVoidTypeInContext(self.context);
        let function_type = LLVMFunctionType(void, parameters.as_mut_ptr(), parameters.len() as u32, 0);
        let c_name = CString::new(name).expect("symbol names have no NUL");
        LLVMAddFunction(self.module, c_name.as_ptr(), function_type)
    }

    unsafe fn position_at_new_block(&self, function: LLVMValueRef, name: &str) {
        let block = self.new_block(function, name);
        LLVMPositionBuilderAtEnd(self.builder.raw, block);
    }

    unsafe fn new_block(&self, function: LLVMValueRef, name: &str) -> LLVMBasicBlockRef {
        let c_name = CString::new(name).expect("block names have no NUL");
        LLVMAppendBasicBlockInContext(self.context, function, c_name.as_ptr())
    }

    unsafe fn add_call_attribute(&self, call: LLVMValueRef, attribute: &str) {
        let kind = LLVMGetEnumAttributeKindForName(attribute.as_ptr().cast(), attribute.len());
        let attribute = LLVMCreateEnumAttribute(self.context, kind, 0);
        LLVMAddCallSiteAttribute(call, llvm_sys::LLVMAttributeFunctionIndex, attribute);
    }
}

pub(crate) unsafe fn parameter_types(function_type: LLVMTypeRef) -> Vec<LLVMTypeRef> {
    let mut types = vec![std::ptr::null_mut(); LLVMCountParamTypes(function_type) as usize];
    LLVMGetParamTypes(function_type, types.as_mut_ptr());
    types
}

/// One fragment of a vertical group as the fused kernel calls it: its function, its own
/// parameters of the fused kernel, its grid and whether the fused block is in it.
struct FragmentCall<'a> {
    fragment: &'a Fragment,
    callee: LLVMValueRef,
    own: Vec<LLVMValueRef>,
    grid: [LLVMValueRef; 3],
    in_grid: LLVMValueRef,
}

/// For each fragment in plan order, the indices of its own arguments among the fused
/// kernel's parameters (its grid extents follow them).
fn parameter_ranges(parameters: &[FusedParameter]) -> Vec<std::ops::Range<usize>> {
    let mut ranges: Vec<std::ops::Range<usize>> = Vec::new();
    for (position, parameter) in parameters.iter().enumerate() {
        match *parameter {
            FusedParameter::Argument { fragment, .. } if fragment == ranges.len() => {
                ranges.push(position..position + 1)
            }
            FusedParameter::Argument { .. } => ranges.last_mut().expect("pushed above").end = position + 1,
            FusedParameter::GridExtent { fragment, axis: Axis::X } if fragment == ranges.len() => {
                ranges.push(position..position)
            }
            FusedParameter::GridExtent { .. } => {}
        }
    }
    ranges
}

/// Types and meaning of the fused kernel's parameters (see the module doc).
unsafe fn fused_parameters(
    plan: &FusedKernelPlan,
    fragments: &BTreeMap<&KernelName, LLVMValueRef>,
) -> (Vec<LLVMTypeRef>, Vec<FusedParameter>) {
    let mut types = Vec::new();
    let mut parameters = Vec::new();
    for (index, fragment) in plan.fragments().enumerate() {
        let all = parameter_types(LLVMGlobalGetValueType(fragments[&fragment.kernel]));
        let (own, special) = all.split_at(all.len() - SPECIAL_PARAMETERS);
        types.extend_from_slice(own);
        parameters.extend((0..own.len()).map(|i| FusedParameter::Argument { fragment: index, index: i }));
        types.extend_from_slice(&special[..3]);
        parameters.extend(AXES.map(|axis| FusedParameter::GridExtent { fragment: index, axis }));
    }
    (types, parameters)
}
