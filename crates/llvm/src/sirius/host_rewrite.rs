//! LLVM adapter, host side of fusion: replaces the launches a fused kernel took over by
//! one launch of the fused kernel.
//!
//! The fused launch is emitted right before the `__cudaPushCallConfiguration` of the last
//! replaced launch, the way clang emits a launch: a push of the fused grid (one vertical
//! group: the group's grid, the component-wise largest of its fragments'; several: the
//! sum of the volumes of the groups' grids, along x) and the plan's block, then a call of
//! a device stub `__device_stub__<fused kernel>` that this module defines like clang's (pop the configuration, pack the argument addresses,
//! `cudaLaunchKernel`), so that `target::cuda::kernel_of_stub` links it to the kernel.
//! Its arguments are the replaced launches' own arguments and grid extents; values that
//! were computed inside an earlier launch's block (clang loads each argument right before
//! its launch) are recomputed at the new place when that is provably the same value: pure
//! arithmetic, casts and address computations, math library calls (`sqrtf`: they write
//! only `errno`, so nothing between may call anything but the launch sequence), and loads from a local
//! variable or global that nothing between the first replaced launch and the new one can
//! write (a call of unknown effect may write any global). The replaced
//! launches are then removed: their push becomes "configuration failed" (`1`, so clang's
//! launch branch is never taken) and their pop and launch calls are deleted. When the
//! host module registers its kernels (clang's module constructor, emitted when the host
//! compile is given a GPU binary), the new stub is registered the same way
//! (`__cudaRegisterFunction`), so that the runtime can launch the fused kernel.
//!
//! Invariant: the module is edited only after every value the fused launch needs was
//! found available, so a rejected fusion leaves the host unchanged; the host passes the
//! verifier afterwards.

use crate::affine::{SymbolEnvironment, ValueReader};
use crate::cuda_reader::{launch_arguments, push_call_of};
use crate::function_cfg::{function_cfg, FunctionCfg};
use crate::sirius::codegen::{FusedKernel, FusedParameter};
use llvm_sys::core::*;
use llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use llvm_sys::prelude::*;
use llvm_sys::LLVMOpcode;
use std::collections::{HashMap, HashSet};
use std::ffi::CString;
use syncfuse_cfg::BlockId;
use syncfuse_hardware::cuda::{Axis, RuntimeCall};
use syncfuse_ir::{build_unsigned_max, function_instructions, instructions};
use syncfuse_sirius::fusion::plan::FusedKernelPlan;
use syncfuse_sirius::model::program::{FunctionLabel, HostProgram, StatementId, StatementKind};
use thiserror::Error;

#[derive(Clone, Debug, PartialEq, Eq, Error)]
pub enum HostRewriteReject {
    #[error("host function {0} is not in the host module")]
    MissingFunction(String),
    #[error("host function {0} is analysed in several calling contexts; fusing one of them is not supported")]
    SeveralContexts(String),
    #[error("launch {0} was not found in the host IR")]
    LaunchMoved(String),
    #[error("launch {0} has no __cudaPushCallConfiguration before it")]
    NoConfiguration(String),
    #[error("launch {0} passes an argument stored into its slot outside its block with different values")]
    UnreadArgument(String),
    #[error(
        "launches {first} and {second} do not always run together (one is conditional on a branch the other is not)"
    )]
    NotControlEquivalent { first: String, second: String },
    #[error("the CFG of host function {0} is not supported")]
    UnsupportedCfg(String),
    #[error("launches {first} and {second} are issued on different streams")]
    DifferentStreams { first: String, second: String },
    #[error("a value launch {statement} passes ({value}) is not available at the fused launch")]
    Unavailable { statement: String, value: String },
    #[error("host loop {counter} {shape}")]
    LoopShape { counter: String, shape: LoopShape },
    #[error("host loop {counter} calls {function}, whose effects on device memory are not in the region")]
    LoopCallsFunction { counter: String, function: String },
    #[error("{value} of launch {statement} may differ from one iteration of its host loop to the next")]
    VariesWithIteration { statement: String, value: String },
    #[error("the stream of the launches in host loop {0} is not known before the loop")]
    StreamNotLoopInvariant(String),
}

/// Why a host loop's iterations cannot be given streams (`HostRewriteReject::LoopShape`).
#[derive(Clone, Copy, Debug, PartialEq, Eq, Error)]
pub enum LoopShape {
    #[error("was not found in the host CFG")]
    NotFound,
    #[error("is entered from several blocks (no preheader)")]
    NoPreheader,
    #[error("has a launch whose configuration its first launch's does not dominate")]
    FirstLaunchNotDominating,
    #[error("is left from elsewhere than its one latch (its trip count may not be run)")]
    ExitNotAtLatch,
    #[error("has a launch that does not run in every iteration")]
    LaunchNotInEveryIteration,
}

/// What the fused launch replaces and runs.
pub struct FusedLaunch<'a> {
    pub kernel: &'a FusedKernel,
    pub plan: &'a FusedKernelPlan,
    /// The launch statement of each fragment, in plan order.
    pub fragment_statements: &'a [StatementId],
    /// The replaced launch statements, in program order.
    pub replaced: &'a [StatementId],
}

/// One replaced launch in the host IR.
struct LaunchSite {
    push: LLVMValueRef,
    launch: LLVMValueRef,
    /// The inlined stub's `__cudaPopCallConfiguration`, if the stub was inlined.
    pop: Option<LLVMValueRef>,
    arguments: Vec<LLVMValueRef>,
}

/// The launch instruction of every launch statement, found before any rewrite moves
/// instructions (statements know their position in their function).
///
/// # Safety
/// `module` must be a live module the caller keeps alive for the call.
pub unsafe fn launch_instructions(module: LLVMModuleRef, program: &HostProgram) -> HashMap<StatementId, LLVMValueRef> {
    statement_calls(module, program, |kind| matches!(kind, StatementKind::Launch(_)), is_launch)
}

/// The call of every copy or set statement (`cudaMemcpy[Async]`, `cudaMemset[Async]`,
/// `aclrtMemcpy`, `aclrtMemset`), found likewise.
///
/// # Safety
/// `module` must be a live module the caller keeps alive for the call.
pub unsafe fn copy_instructions(module: LLVMModuleRef, program: &HostProgram) -> HashMap<StatementId, LLVMValueRef> {
    use syncfuse_hardware::ascend_host::HostRuntimeCall;
    let is_copy = |call| {
        unsafe { syncfuse_ir::callee_name(call) }.is_some_and(|name| {
            matches!(
                RuntimeCall::from_name(&name),
                Some(RuntimeCall::Memcpy | RuntimeCall::Memset | RuntimeCall::MemcpyAsync | RuntimeCall::MemsetAsync)
            ) || matches!(HostRuntimeCall::from_name(&name), Some(HostRuntimeCall::Memcpy | HostRuntimeCall::Memset))
        })
    };
    let wanted = |kind: &StatementKind| matches!(kind, StatementKind::Memcpy { .. } | StatementKind::Memset { .. });
    statement_calls(module, program, wanted, is_copy)
}

/// The free call of every statement that frees a device buffer, found likewise.
///
/// # Safety
/// `module` must be a live module the caller keeps alive for the call.
pub unsafe fn free_instructions(module: LLVMModuleRef, program: &HostProgram) -> HashMap<StatementId, LLVMValueRef> {
    let is_free = |call| {
        unsafe { syncfuse_ir::callee_name(call) }.is_some_and(|name| {
            name == "cudaFree"
                || syncfuse_hardware::ascend_host::HostRuntimeCall::from_name(&name)
                    == Some(syncfuse_hardware::ascend_host::HostRuntimeCall::Free)
        })
    };
    statement_calls(module, program, |kind| matches!(kind, StatementKind::Free { .. }), is_free)
}

/// The call of every host synchronisation statement (`cudaDeviceSynchronize`,
/// `cudaStreamSynchronize`, `aclrtSynchronizeStream`, ...), found likewise.
pub fn synchronisation_instructions(
    module: LLVMModuleRef,
    program: &HostProgram,
) -> HashMap<StatementId, LLVMValueRef> {
    let is_call = |instruction| unsafe { !LLVMIsACallInst(instruction).is_null() };
    statement_calls(module, program, |kind| matches!(kind, StatementKind::Synchronize), is_call)
}

/// Erases a call whose result nothing uses (a synchronisation that orders nothing any
/// more); whether it did.
///
/// # Safety
/// `call` must be a live call instruction.
pub unsafe fn erase_if_unused(call: LLVMValueRef) -> bool {
    // SAFETY: use query, then erasure of an instruction nothing refers to.
    unsafe {
        if !LLVMGetFirstUse(call).is_null() {
            return false;
        }
        LLVMInstructionEraseFromParent(call);
    }
    true
}

/// The call of every statement of a `wanted` kind that `is_call` recognises at its position.
fn statement_calls(
    module: LLVMModuleRef,
    program: &HostProgram,
    wanted: impl Fn(&StatementKind) -> bool,
    is_call: impl Fn(LLVMValueRef) -> bool,
) -> HashMap<StatementId, LLVMValueRef> {
    let mut found = HashMap::new();
    // Each function's instructions, read once (`None`: not one host function).
    let mut functions: HashMap<&FunctionLabel, Option<Vec<LLVMValueRef>>> = HashMap::new();
    for (index, statement) in program.statements.iter().enumerate() {
        if !wanted(&statement.kind) {
            continue;
        }
        let all = functions.entry(&statement.function).or_insert_with(|| {
            let function = host_function(module, program, &statement.function).ok()?;
            // SAFETY: a defined function of the live module.
            Some(unsafe { function_instructions(function) })
        });
        if let Some(&call) = all.as_ref().and_then(|all| all.get(statement.position)).filter(|&&i| is_call(i)) {
            found.insert(StatementId(index), call);
        }
    }
    found
}

/// A device-stub call or an inlined stub's `cudaLaunchKernel`; on Ascend `rtKernelLaunch`
/// or `rtLaunch`.
fn is_launch(instruction: LLVMValueRef) -> bool {
    use syncfuse_hardware::ascend_host::HostRuntimeCall;
    unsafe { syncfuse_ir::callee_name(instruction) }.is_some_and(|name| {
        name == "cudaLaunchKernel"
            || syncfuse_hardware::cuda::kernel_of_stub(&name).is_some()
            || HostRuntimeCall::from_name(&name).is_some_and(HostRuntimeCall::is_launch)
    })
}

/// Rewrites the host module for one fused kernel and returns the fused launch (the stub
/// call, with the first replaced launch's debug location); `launches` comes from
/// `launch_instructions`, called before the first rewrite.
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn rewrite_launches(
    module: LLVMModuleRef,
    program: &HostProgram,
    launches: &HashMap<StatementId, LLVMValueRef>,
    fused: &FusedLaunch<'_>,
) -> Result<LLVMValueRef, HostRewriteReject> {
    let label = &program.statements[fused.replaced[0]].function;
    let function = host_function(module, program, label)?;
    let all: Vec<LLVMValueRef> = function_instructions(function);
    let values = ValueReader::new(module, function, SymbolEnvironment::default());
    let mut sites = HashMap::new();
    for &statement in fused.replaced {
        let name = &program.statements[statement].name;
        let launch = *launches.get(&statement).ok_or_else(|| HostRewriteReject::LaunchMoved(name.clone()))?;
        let push =
            push_call_of(&values, function, launch).ok_or_else(|| HostRewriteReject::NoConfiguration(name.clone()))?;
        let arguments =
            launch_arguments(function, launch).ok_or_else(|| HostRewriteReject::UnreadArgument(name.clone()))?;
        let site = LaunchSite { push, launch, pop: inlined_pop(launch), arguments };
        sites.insert(statement, site);
    }
    let cfg = function_cfg(function);
    control_equivalent(program, fused.replaced)?;
    let first = &sites[&fused.replaced[0]];
    let last = &sites[fused.replaced.last().expect("a fusion replaces launches")];
    let mut availability = Availability::new(&cfg, &all, first.push, last.push, label)?;
    let arguments = fused_arguments(fused, program, &sites, &mut availability)?;
    let grids: Vec<[Operand; 3]> = fused
        .fragment_statements
        .iter()
        .map(|s| grid_operands(&sites[s], &program.statements[*s].name, &mut availability))
        .collect::<Result<_, _>>()?;
    // Nothing is edited before this point.
    // SAFETY: every handle belongs to `module`; the builder is disposed below.
    unsafe {
        let builder = LLVMCreateBuilderInContext(LLVMGetModuleContext(module));
        LLVMPositionBuilderBefore(builder, last.push);
        // The fused launch stands for the launches it replaces: it gets the first one's
        // debug location (remarks, debuggers and profiles point at the user's `<<<>>>`).
        LLVMSetCurrentDebugLocation2(builder, LLVMInstructionGetDebugLoc(first.launch));
        let mut emit = Emit { module, builder, materialised: HashMap::new(), axes: HashMap::new() };
        let grids: Vec<[LLVMValueRef; 3]> = grids.iter().map(|g| g.clone().map(|o| emit.operand(&o))).collect();
        let arguments: Vec<LLVMValueRef> = arguments
            .iter()
            .map(|argument| match argument {
                FusedArgument::Value(operand) => emit.operand(operand),
                FusedArgument::Grid { fragment, axis } => grids[*fragment][*axis as usize],
            })
            .collect();
        let grid = emit.fused_grid(fused.plan, &grids);
        let launch = emit.launch(&fused.kernel.name, fused.plan, grid, &arguments);
        LLVMDisposeBuilder(builder);
        for site in sites.values() {
            remove_launch(site);
        }
        Ok(launch)
    }
}

pub(crate) fn host_function(
    module: LLVMModuleRef,
    program: &HostProgram,
    label: &FunctionLabel,
) -> Result<LLVMValueRef, HostRewriteReject> {
    let base = label.function();
    let contexts: HashSet<&FunctionLabel> =
        program.statements.iter().map(|s| &s.function).filter(|f| f.function() == base).collect();
    if contexts.len() > 1 {
        return Err(HostRewriteReject::SeveralContexts(base.to_string()));
    }
    let name = CString::new(base).map_err(|_| HostRewriteReject::MissingFunction(base.to_string()))?;
    // SAFETY: lookup by name in a live module.
    let function = unsafe { LLVMGetNamedFunction(module, name.as_ptr()) };
    if function.is_null() {
        return Err(HostRewriteReject::MissingFunction(base.to_string()));
    }
    Ok(function)
}

/// Consecutive replaced launches must run together: on the same host paths, the same
/// number of times (`HostStatement::runs_with`, control dependences computed with the
/// error exits cut; the launches' configuration pushes are no witness: clang hoists one
/// push above a branch whose two arms launch).
pub(crate) fn control_equivalent(program: &HostProgram, replaced: &[StatementId]) -> Result<(), HostRewriteReject> {
    for pair in replaced.windows(2) {
        let (first, second) = (&program.statements[pair[0]], &program.statements[pair[1]]);
        if !first.runs_with(second) {
            let (first, second) = (first.name.clone(), second.name.clone());
            return Err(HostRewriteReject::NotControlEquivalent { first, second });
        }
    }
    Ok(())
}

/// The `__cudaPopCallConfiguration` before an inlined stub's `cudaLaunchKernel`.
fn inlined_pop(launch: LLVMValueRef) -> Option<LLVMValueRef> {
    if runtime_call(launch) != Some(RuntimeCall::LaunchKernel) {
        return None;
    }
    // SAFETY: parent and order queries on an instruction.
    let block = unsafe { LLVMGetInstructionParent(launch) };
    let body = unsafe { instructions(block) };
    let at = body.iter().position(|&i| i == launch)?;
    body[..at].iter().rev().copied().find(|&i| runtime_call(i) == Some(RuntimeCall::PopCallConfiguration))
}

fn runtime_call(instruction: LLVMValueRef) -> Option<RuntimeCall> {
    unsafe { syncfuse_ir::callee_name(instruction) }.and_then(|name| RuntimeCall::from_name(&name))
}

/// A value for the fused launch: one already available there, or a recomputation.
#[derive(Clone, Debug)]
enum Operand {
    Available(LLVMValueRef),
    /// `original` recomputed from these operands (in operand order).
    Recompute {
        original: LLVMValueRef,
        operands: Vec<Operand>,
    },
    /// `trunc(value >> shift)` to i32: one axis of a packed `dim3`.
    Axis {
        packed: Box<Operand>,
        shift: u64,
    },
}

enum FusedArgument {
    Value(Operand),
    Grid { fragment: usize, axis: Axis },
}

fn fused_arguments(
    fused: &FusedLaunch<'_>,
    program: &HostProgram,
    sites: &HashMap<StatementId, LaunchSite>,
    availability: &mut Availability,
) -> Result<Vec<FusedArgument>, HostRewriteReject> {
    fused
        .kernel
        .parameters
        .iter()
        .map(|parameter| match *parameter {
            FusedParameter::Argument { fragment, index } => {
                let statement = fused.fragment_statements[fragment];
                let name = &program.statements[statement].name;
                let value = *sites[&statement].arguments.get(index).ok_or_else(|| HostRewriteReject::Unavailable {
                    statement: name.clone(),
                    value: format!("argument {index}"),
                })?;
                availability.operand(value, name).map(FusedArgument::Value)
            }
            FusedParameter::GridExtent { fragment, axis } => Ok(FusedArgument::Grid { fragment, axis }),
        })
        .collect()
}

/// The grid extents x, y, z of a launch, from its push's packed operands.
fn grid_operands(
    site: &LaunchSite,
    name: &str,
    availability: &mut Availability,
) -> Result<[Operand; 3], HostRewriteReject> {
    // SAFETY: operands of a `__cudaPushCallConfiguration` call.
    let (xy, z) = unsafe { (LLVMGetOperand(site.push, 0), LLVMGetOperand(site.push, 1)) };
    let xy = availability.operand(xy, name)?;
    let z = availability.operand(z, name)?;
    Ok([Operand::Axis { packed: Box::new(xy.clone()), shift: 0 }, Operand::Axis { packed: Box::new(xy), shift: 32 }, z])
}

/// Decides which values are available at the fused launch, or how to recompute them.
struct Availability<'a> {
    cfg: &'a FunctionCfg,
    position: HashMap<LLVMValueRef, usize>,
    at: LLVMValueRef,
    /// What is written between the first replaced launch and the fused launch.
    written: Written,
}

/// Memory written in a stretch of code: local variables and globals by name, or anything.
#[derive(Default)]
pub(crate) struct Written {
    variables: HashSet<LLVMValueRef>,
    /// Something was written through a pointer not known to be a variable.
    unknown: bool,
    /// A call of unknown effect ran (a function of the module, an unknown declaration): it
    /// may have written any global.
    call_of_unknown_effect: bool,
    /// A call other than the launch sequence, a lifetime marker or math ran: it may read
    /// or set `errno` (the C library may set it even where it succeeds).
    call_besides_launches: bool,
}

impl Written {
    /// What `instructions` write.
    pub(crate) fn by(instructions: impl IntoIterator<Item = LLVMValueRef>) -> Written {
        let mut written = Written::default();
        for instruction in instructions {
            written.call_of_unknown_effect |= is_call_of_unknown_effect(instruction);
            written.call_besides_launches |= is_call_besides_launches(instruction);
            for address in written_addresses(instruction) {
                written.record(address);
            }
        }
        written
    }

    /// Whether nothing here may read or write `errno` (no call but the launch sequence,
    /// lifetime markers and math), so that a math library call may run later than where
    /// it was.
    fn leaves_errno_alone(&self) -> bool {
        !self.call_besides_launches
    }

    /// Whether `load` reads a variable (a local or a global) that nothing written here may
    /// change, and is not volatile.
    pub(crate) fn leaves_alone(&self, load: LLVMValueRef) -> bool {
        // SAFETY: kind and operand queries on a live value.
        unsafe {
            let variable = (!LLVMIsALoadInst(load).is_null()).then(|| variable_of(LLVMGetOperand(load, 0))).flatten();
            variable.is_some_and(|v| !self.may_write(v)) && LLVMGetVolatile(load) == 0
        }
    }

    fn record(&mut self, address: LLVMValueRef) {
        match variable_of(address) {
            Some(variable) => {
                self.variables.insert(variable);
            }
            None => self.unknown = true,
        }
    }

    fn may_write(&self, variable: LLVMValueRef) -> bool {
        // SAFETY: kind query on a live value.
        let global = unsafe { !LLVMIsAGlobalVariable(variable).is_null() };
        self.unknown || self.variables.contains(&variable) || (global && self.call_of_unknown_effect)
    }
}

impl<'a> Availability<'a> {
    fn new(
        cfg: &'a FunctionCfg,
        all: &[LLVMValueRef],
        first: LLVMValueRef,
        at: LLVMValueRef,
        function: &str,
    ) -> Result<Availability<'a>, HostRewriteReject> {
        let analysis = cfg.cfg.as_ref().ok_or_else(|| HostRewriteReject::UnsupportedCfg(function.to_string()))?;
        let position: HashMap<LLVMValueRef, usize> = all.iter().enumerate().map(|(i, &v)| (v, i)).collect();
        let block = |instruction| cfg.index_of[&unsafe { LLVMGetInstructionParent(instruction) }];
        let (from, to) = (block(first), block(at));
        // The blocks on a path from the first launch's block to the fused launch's: forward
        // from the one, not past the other, and backward from the other (a path that
        // leaves, such as an error check's exit, writes nothing the fused launch reads).
        let reach = |start: BlockId, stop: BlockId, next: &dyn Fn(BlockId) -> Vec<BlockId>| {
            let mut seen = HashSet::from([start]);
            let mut work = vec![start];
            while let Some(b) = work.pop() {
                if b == stop {
                    continue;
                }
                work.extend(next(b).into_iter().filter(|&n| seen.insert(n)));
            }
            seen
        };
        let forward = reach(from, to, &|b| analysis.succs[b].clone());
        let backward = reach(to, from, &|b| analysis.preds[b].clone());
        let between: HashSet<BlockId> = forward.intersection(&backward).copied().collect();
        let after_first = |i: LLVMValueRef| block(i) != from || position[&i] > position[&first];
        let before_at = |i: LLVMValueRef| block(i) != to || position[&i] < position[&at];
        let stretch = all.iter().copied().filter(|&i| between.contains(&block(i)) && after_first(i) && before_at(i));
        let written = Written::by(stretch);
        Ok(Availability { cfg, position, at, written })
    }

    fn block_of(&self, instruction: LLVMValueRef) -> BlockId {
        // SAFETY: parent query on an instruction of this function.
        self.cfg.index_of[&unsafe { LLVMGetInstructionParent(instruction) }]
    }

    /// Does `instruction` dominate the fused launch?
    fn dominates(&self, instruction: LLVMValueRef) -> bool {
        let (block, at_block) = (self.block_of(instruction), self.block_of(self.at));
        let analysis = self.cfg.cfg.as_ref().expect("checked in new");
        if block == at_block {
            return self.position[&instruction] < self.position[&self.at];
        }
        analysis.dominates(block, at_block)
    }

    fn operand(&mut self, value: LLVMValueRef, statement: &str) -> Result<Operand, HostRewriteReject> {
        // SAFETY: kind and operand queries on values of this function.
        unsafe {
            if LLVMIsAInstruction(value).is_null() || self.dominates(value) {
                return Ok(Operand::Available(value));
            }
            if !self.recomputable(value) {
                let shown = syncfuse_ir::printed_value(value);
                return Err(HostRewriteReject::Unavailable {
                    statement: statement.to_string(),
                    value: shown.trim().into(),
                });
            }
            let operands = (0..LLVMGetNumOperands(value) as u32)
                .map(|i| self.operand(LLVMGetOperand(value, i), statement))
                .collect::<Result<_, _>>()?;
            Ok(Operand::Recompute { original: value, operands })
        }
    }

    /// Pure computations, math library calls where nothing in between may read `errno`,
    /// and loads of a variable nothing writes in between.
    fn recomputable(&self, instruction: LLVMValueRef) -> bool {
        use LLVMOpcode::*;
        // SAFETY: opcode and operand queries.
        unsafe {
            match LLVMGetInstructionOpcode(instruction) {
                LLVMLoad => self.written.leaves_alone(instruction),
                LLVMCall => is_math_call(instruction) && self.written.leaves_errno_alone(),
                LLVMGetElementPtr | LLVMZExt | LLVMSExt | LLVMTrunc | LLVMBitCast | LLVMPtrToInt | LLVMIntToPtr
                | LLVMAddrSpaceCast | LLVMAdd | LLVMSub | LLVMMul | LLVMShl | LLVMLShr | LLVMAShr | LLVMAnd
                | LLVMOr | LLVMXor | LLVMICmp | LLVMSelect | LLVMFAdd | LLVMFSub | LLVMFMul | LLVMFNeg | LLVMFPExt
                | LLVMFPTrunc | LLVMSIToFP | LLVMUIToFP | LLVMFDiv | LLVMFRem => true,
                _ => false,
            }
        }
    }
}

/// The local variable (`alloca`) or global an address points into, through address
/// computations and casts; `None` for any other address.
fn variable_of(mut address: LLVMValueRef) -> Option<LLVMValueRef> {
    // SAFETY: kind and operand queries.
    unsafe {
        loop {
            if !LLVMIsAAllocaInst(address).is_null() || !LLVMIsAGlobalVariable(address).is_null() {
                return Some(address);
            }
            let derived = !LLVMIsAGetElementPtrInst(address).is_null()
                || !LLVMIsABitCastInst(address).is_null()
                || !LLVMIsAAddrSpaceCastInst(address).is_null();
            if !derived {
                return None;
            }
            address = LLVMGetOperand(address, 0);
        }
    }
}

/// Addresses an instruction may write: a store's address; for a call, every pointer it is
/// passed, except what the CUDA launch sequence is known to leave alone (the push, the
/// launch and device stubs write no host memory; lifetime markers write nothing) and constants that cannot
/// be written through (null, functions).
fn written_addresses(instruction: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: opcode, operand and type queries.
    unsafe {
        match LLVMGetInstructionOpcode(instruction) {
            LLVMOpcode::LLVMStore => vec![LLVMGetOperand(instruction, 1)],
            LLVMOpcode::LLVMAtomicRMW | LLVMOpcode::LLVMAtomicCmpXchg => vec![LLVMGetOperand(instruction, 0)],
            LLVMOpcode::LLVMCall if !is_lifetime_marker(instruction) && !writes_no_host_memory(instruction) => (0
                ..LLVMGetNumArgOperands(instruction))
                .map(|i| LLVMGetOperand(instruction, i))
                .filter(|&a| LLVMGetTypeKind(LLVMTypeOf(a)) == llvm_sys::LLVMTypeKind::LLVMPointerTypeKind)
                .filter(|&a| LLVMIsAConstantPointerNull(a).is_null() && LLVMIsAFunction(a).is_null())
                .collect(),
            _ => Vec::new(),
        }
    }
}

/// Functions of the C math library: they compute from their arguments and write nothing
/// but `errno` (clang calls them, rather than LLVM's intrinsics, under `-fmath-errno`).
const MATH_LIBRARY: &[&str] = &[
    "sqrt", "sqrtf", "exp", "expf", "exp2", "exp2f", "log", "logf", "log2", "log2f", "log10", "log10f", "pow", "powf",
    "sin", "sinf", "cos", "cosf", "tan", "tanf", "tanh", "tanhf", "erf", "erff", "fabs", "fabsf", "floor", "floorf",
    "ceil", "ceilf", "fmax", "fmaxf", "fmin", "fminf", "fmod", "fmodf", "round", "roundf",
];

/// LLVM's math intrinsics, which have no memory effect at all (`llvm.sqrt.f32`, ...).
const MATH_INTRINSICS: &[&str] = &[
    "llvm.sqrt.",
    "llvm.exp.",
    "llvm.exp2.",
    "llvm.log.",
    "llvm.log2.",
    "llvm.pow.",
    "llvm.fabs.",
    "llvm.floor.",
    "llvm.ceil.",
    "llvm.minnum.",
    "llvm.maxnum.",
    "llvm.fma.",
    "llvm.fmuladd.",
    "llvm.smin.",
    "llvm.smax.",
    "llvm.umin.",
    "llvm.umax.",
    "llvm.abs.",
];

/// A call of `MATH_LIBRARY` or `MATH_INTRINSICS`.
fn is_math_call(call: LLVMValueRef) -> bool {
    unsafe { syncfuse_ir::callee_name(call) }.is_some_and(|name| {
        MATH_LIBRARY.contains(&name.as_str()) || MATH_INTRINSICS.iter().any(|prefix| name.starts_with(prefix))
    })
}

/// The C library's functions that write memory only through their pointer arguments.
const WRITES_THROUGH_ARGUMENTS: &[&str] = &[
    "printf",
    "puts",
    "putchar",
    "fprintf",
    "fputs",
    "fflush",
    "fwrite",
    "malloc",
    "calloc",
    "free",
    "clock_gettime",
    "gettimeofday",
    "time",
    "clock",
];

/// A call that may write globals or `errno` beyond its pointer arguments: anything but
/// LLVM's intrinsics, the CUDA and Ascend runtimes, the math library and
/// `WRITES_THROUGH_ARGUMENTS`.
fn is_call_of_unknown_effect(instruction: LLVMValueRef) -> bool {
    use syncfuse_hardware::ascend_host::HostRuntimeCall;
    // SAFETY: opcode and callee queries.
    unsafe {
        if LLVMGetInstructionOpcode(instruction) != LLVMOpcode::LLVMCall {
            return false;
        }
        let known = syncfuse_ir::callee_name(instruction).is_some_and(|name| {
            name.starts_with("llvm.")
                || WRITES_THROUGH_ARGUMENTS.contains(&name.as_str())
                || HostRuntimeCall::from_name(&name).is_some()
        });
        !(known || is_math_call(instruction) || is_launch(instruction) || runtime_call(instruction).is_some())
    }
}

/// A call that may read or set `errno`: any but the launch sequence (the push, the
/// launch, device stubs and the stubs' `__cudaPopCallConfiguration`), lifetime markers
/// and `is_math_call`'s.
fn is_call_besides_launches(instruction: LLVMValueRef) -> bool {
    // SAFETY: opcode query.
    let call = unsafe { LLVMGetInstructionOpcode(instruction) } == LLVMOpcode::LLVMCall;
    let launch_sequence = matches!(
        runtime_call(instruction),
        Some(RuntimeCall::PushCallConfiguration | RuntimeCall::PopCallConfiguration)
    ) || is_launch(instruction);
    call && !(launch_sequence || is_lifetime_marker(instruction) || is_math_call(instruction))
}

/// The push, the launch and device stubs (which only pack their arguments and launch).
fn writes_no_host_memory(call: LLVMValueRef) -> bool {
    is_launch(call) || runtime_call(call) == Some(RuntimeCall::PushCallConfiguration)
}

/// `llvm.lifetime.start/end`: they bound a variable's life, they do not write it.
fn is_lifetime_marker(call: LLVMValueRef) -> bool {
    unsafe { syncfuse_ir::callee_name(call) }.is_some_and(|name| name.starts_with("llvm.lifetime."))
}

/// Emits at the fused launch.
struct Emit {
    module: LLVMModuleRef,
    builder: LLVMBuilderRef,
    materialised: HashMap<LLVMValueRef, LLVMValueRef>,
    /// One axis of a packed `dim3` (the packed value and the shift), once: launches with
    /// the same grid pass the fused kernel the same value (`merge_identical_scalars`).
    axes: HashMap<(LLVMValueRef, u64), LLVMValueRef>,
}

impl Emit {
    unsafe fn operand(&mut self, operand: &Operand) -> LLVMValueRef {
        match operand {
            Operand::Available(value) => *value,
            Operand::Recompute { original, operands } => {
                if let Some(&done) = self.materialised.get(original) {
                    return done;
                }
                let values: Vec<LLVMValueRef> = operands.iter().map(|o| self.operand(o)).collect();
                let copy = LLVMInstructionClone(*original);
                for (index, value) in values.into_iter().enumerate() {
                    LLVMSetOperand(copy, index as u32, value);
                }
                LLVMInsertIntoBuilder(self.builder, copy);
                self.materialised.insert(*original, copy);
                copy
            }
            Operand::Axis { packed, shift } => {
                let packed = self.operand(packed);
                if let Some(&done) = self.axes.get(&(packed, *shift)) {
                    return done;
                }
                let i32_type = LLVMInt32TypeInContext(LLVMGetModuleContext(self.module));
                let shifted = if *shift == 0 {
                    packed
                } else {
                    LLVMBuildLShr(self.builder, packed, LLVMConstInt(LLVMTypeOf(packed), *shift, 0), c"".as_ptr())
                };
                let axis = if LLVMGetIntTypeWidth(LLVMTypeOf(shifted)) == 32 {
                    shifted
                } else {
                    LLVMBuildTrunc(self.builder, shifted, i32_type, c"".as_ptr())
                };
                self.axes.insert((packed, *shift), axis);
                axis
            }
        }
    }

    /// The fused launch's grid as `__cudaPushCallConfiguration` takes it (x | y << 32, z):
    /// a plan of one group runs on that group's grid, the component-wise largest of its
    /// fragments' grids; several groups take consecutive ranges along x, each the volume
    /// of its group's grid.
    unsafe fn fused_grid(
        &mut self,
        plan: &FusedKernelPlan,
        grids: &[[LLVMValueRef; 3]],
    ) -> (LLVMValueRef, LLVMValueRef) {
        let context = LLVMGetModuleContext(self.module);
        let (i32_type, i64_type) = (LLVMInt32TypeInContext(context), LLVMInt64TypeInContext(context));
        let wide = |value| LLVMBuildZExt(self.builder, value, i64_type, c"".as_ptr());
        // A renumbered fragment runs on its producer's (constant) grid, not its own.
        let grids: Vec<[LLVMValueRef; 3]> = (plan.fragments().zip(grids))
            .map(|(fragment, grid)| match fragment.regrid {
                Some(regrid) => regrid.grid.axes().map(|e| LLVMConstInt(i32_type, u64::from(e), 0)),
                None => *grid,
            })
            .collect();
        let mut remaining = grids.iter();
        let largest: Vec<[LLVMValueRef; 3]> = plan
            .groups
            .iter()
            .map(|group| {
                let members: Vec<&[LLVMValueRef; 3]> = remaining.by_ref().take(group.fragments.len()).collect();
                let max = |a, b| build_unsigned_max(self.builder, a, b);
                std::array::from_fn(|axis| members.iter().map(|g| g[axis]).reduce(max).expect("groups are not empty"))
            })
            .collect();
        if let [[x, y, z]] = largest[..] {
            let y = LLVMBuildShl(self.builder, wide(y), LLVMConstInt(i64_type, 32, 0), c"".as_ptr());
            return (LLVMBuildOr(self.builder, wide(x), y, c"".as_ptr()), z);
        }
        let mut total = LLVMConstInt(i64_type, 0, 0);
        for grid in largest {
            let volume = grid.into_iter().map(wide).reduce(|a, b| LLVMBuildMul(self.builder, a, b, c"".as_ptr()));
            total = LLVMBuildAdd(self.builder, total, volume.expect("three axes"), c"".as_ptr());
        }
        let packed = LLVMBuildOr(self.builder, total, LLVMConstInt(i64_type, 1 << 32, 0), c"".as_ptr());
        (packed, LLVMConstInt(i32_type, 1, 0))
    }

    /// `__cudaPushCallConfiguration(grid, block, 0, null)` and the stub call, which it
    /// returns.
    unsafe fn launch(
        &mut self,
        kernel: &str,
        plan: &FusedKernelPlan,
        (packed_grid, grid_z): (LLVMValueRef, LLVMValueRef),
        arguments: &[LLVMValueRef],
    ) -> LLVMValueRef {
        let context = LLVMGetModuleContext(self.module);
        let (i32_type, i64_type) = (LLVMInt32TypeInContext(context), LLVMInt64TypeInContext(context));
        let pointer = LLVMPointerTypeInContext(context, 0);
        let block = plan.block;
        let push_type = function_type(i32_type, &[i64_type, i32_type, i64_type, i32_type, i64_type, pointer]);
        let push = declared(self.module, "__cudaPushCallConfiguration", push_type);
        let mut push_arguments = [
            packed_grid,
            grid_z,
            LLVMConstInt(i64_type, u64::from(block.x) | (u64::from(block.y) << 32), 0),
            LLVMConstInt(i32_type, u64::from(block.z), 0),
            LLVMConstInt(i64_type, 0, 0),
            LLVMConstNull(pointer),
        ];
        LLVMBuildCall2(self.builder, push_type, push, push_arguments.as_mut_ptr(), 6, c"".as_ptr());
        let stub = define_stub(self.module, kernel, arguments);
        register_stub(self.module, stub, kernel);
        let mut arguments = arguments.to_vec();
        LLVMBuildCall2(
            self.builder,
            LLVMGlobalGetValueType(stub),
            stub,
            arguments.as_mut_ptr(),
            arguments.len() as u32,
            c"".as_ptr(),
        )
    }
}

pub(crate) unsafe fn function_type(result: LLVMTypeRef, parameters: &[LLVMTypeRef]) -> LLVMTypeRef {
    let mut parameters = parameters.to_vec();
    LLVMFunctionType(result, parameters.as_mut_ptr(), parameters.len() as u32, 0)
}

/// The function `name` of the module, declared with `ty` if it is not there yet.
pub(crate) unsafe fn declared(module: LLVMModuleRef, name: &str, ty: LLVMTypeRef) -> LLVMValueRef {
    let c_name = CString::new(name).expect("runtime names have no NUL");
    let existing = LLVMGetNamedFunction(module, c_name.as_ptr());
    if existing.is_null() {
        LLVMAddFunction(module, c_name.as_ptr(), ty)
    } else {
        existing
    }
}

/// `__device_stub__<kernel>`, defined as clang defines a device stub: pop the launch
/// configuration, store each argument and pass the array of their addresses to
/// `cudaLaunchKernel` along with the stub itself (which names the kernel).
pub(crate) unsafe fn define_stub(module: LLVMModuleRef, kernel: &str, arguments: &[LLVMValueRef]) -> LLVMValueRef {
    let context = LLVMGetModuleContext(module);
    let (i32_type, i64_type) = (LLVMInt32TypeInContext(context), LLVMInt64TypeInContext(context));
    let pointer = LLVMPointerTypeInContext(context, 0);
    let types: Vec<LLVMTypeRef> = arguments.iter().map(|&a| LLVMTypeOf(a)).collect();
    let stub =
        declared(module, &format!("__device_stub__{kernel}"), function_type(LLVMVoidTypeInContext(context), &types));
    let builder = LLVMCreateBuilderInContext(context);
    LLVMPositionBuilderAtEnd(builder, LLVMAppendBasicBlockInContext(context, stub, c"entry".as_ptr()));
    let argv_type = LLVMArrayType(pointer, types.len() as u32);
    let argv = LLVMBuildAlloca(builder, argv_type, c"argv".as_ptr());
    for (index, &ty) in types.iter().enumerate() {
        let slot = LLVMBuildAlloca(builder, ty, c"".as_ptr());
        LLVMBuildStore(builder, LLVMGetParam(stub, index as u32), slot);
        let mut indices = [LLVMConstInt(i64_type, 0, 0), LLVMConstInt(i64_type, index as u64, 0)];
        let element = LLVMBuildInBoundsGEP2(builder, argv_type, argv, indices.as_mut_ptr(), 2, c"".as_ptr());
        LLVMBuildStore(builder, slot, element);
    }
    let dim3 = LLVMArrayType(i32_type, 3);
    let grid = LLVMBuildAlloca(builder, dim3, c"grid".as_ptr());
    let block = LLVMBuildAlloca(builder, dim3, c"block".as_ptr());
    let shared = LLVMBuildAlloca(builder, i64_type, c"shared".as_ptr());
    let stream = LLVMBuildAlloca(builder, pointer, c"stream".as_ptr());
    let pop_type = function_type(i32_type, &[pointer, pointer, pointer, pointer]);
    let pop = declared(module, "__cudaPopCallConfiguration", pop_type);
    let mut pop_arguments = [grid, block, shared, stream];
    LLVMBuildCall2(builder, pop_type, pop, pop_arguments.as_mut_ptr(), 4, c"".as_ptr());
    let packed = |builder: LLVMBuilderRef, dim: LLVMValueRef| {
        let xy = LLVMBuildLoad2(builder, i64_type, dim, c"".as_ptr());
        let mut eight = [LLVMConstInt(i64_type, 8, 0)];
        let z_address =
            LLVMBuildInBoundsGEP2(builder, LLVMInt8TypeInContext(context), dim, eight.as_mut_ptr(), 1, c"".as_ptr());
        (xy, LLVMBuildLoad2(builder, i32_type, z_address, c"".as_ptr()))
    };
    let (grid_xy, grid_z) = packed(builder, grid);
    let (block_xy, block_z) = packed(builder, block);
    let launch_type =
        function_type(i32_type, &[pointer, i64_type, i32_type, i64_type, i32_type, pointer, i64_type, pointer]);
    let launch = declared(module, "cudaLaunchKernel", launch_type);
    let mut launch_arguments = [
        stub,
        grid_xy,
        grid_z,
        block_xy,
        block_z,
        argv,
        LLVMBuildLoad2(builder, i64_type, shared, c"".as_ptr()),
        LLVMBuildLoad2(builder, pointer, stream, c"".as_ptr()),
    ];
    LLVMBuildCall2(builder, launch_type, launch, launch_arguments.as_mut_ptr(), 8, c"".as_ptr());
    LLVMBuildRetVoid(builder);
    LLVMDisposeBuilder(builder);
    stub
}

/// The stub of `kernel`, defined and registered like the one `launch` (a stub call, or an
/// inlined stub's `cudaLaunchKernel`) launches, or that one when it already is; and the
/// operand of `launch` that names the stub.
pub(crate) unsafe fn stub_like(module: LLVMModuleRef, launch: LLVMValueRef, kernel: &str) -> (LLVMValueRef, u32) {
    let stub_call =
        syncfuse_ir::callee_name(launch).is_some_and(|name| syncfuse_hardware::cuda::kernel_of_stub(&name).is_some());
    let operand = if stub_call { LLVMGetNumOperands(launch) as u32 - 1 } else { 0 };
    let old_stub = LLVMGetOperand(launch, operand);
    if syncfuse_ir::value_name(old_stub) == format!("__device_stub__{kernel}") {
        return (old_stub, operand);
    }
    let parameters: Vec<LLVMValueRef> = (0..LLVMCountParams(old_stub)).map(|i| LLVMGetParam(old_stub, i)).collect();
    let stub = define_stub(module, kernel, &parameters);
    register_stub(module, stub, kernel);
    (stub, operand)
}

/// Registers `stub` as the host handle of `kernel` with the CUDA runtime when the module
/// registers its kernels (clang emits the module constructor only when it is given a GPU
/// binary): a copy of one of clang's `__cudaRegisterFunction(handle, stub, name, name, -1,
/// null...)` calls, wherever inlining put it, with this stub and name, before it. A module
/// without registration is left alone.
pub(crate) unsafe fn register_stub(module: LLVMModuleRef, stub: LLVMValueRef, kernel: &str) {
    let Some(existing) = a_call_of(module, "__cudaRegisterFunction") else { return };
    let context = LLVMGetModuleContext(module);
    let name_bytes = LLVMConstStringInContext(context, kernel.as_ptr().cast(), kernel.len() as u32, 0);
    let name = LLVMAddGlobal(module, LLVMTypeOf(name_bytes), c"".as_ptr());
    LLVMSetInitializer(name, name_bytes);
    LLVMSetGlobalConstant(name, 1);
    LLVMSetLinkage(name, llvm_sys::LLVMLinkage::LLVMPrivateLinkage);
    LLVMSetUnnamedAddress(name, llvm_sys::LLVMUnnamedAddr::LLVMGlobalUnnamedAddr);
    let registration = LLVMInstructionClone(existing);
    for (operand, value) in [(1, stub), (2, name), (3, name)] {
        LLVMSetOperand(registration, operand, value);
    }
    let builder = LLVMCreateBuilderInContext(context);
    LLVMPositionBuilderBefore(builder, existing);
    LLVMInsertIntoBuilder(builder, registration);
    LLVMDisposeBuilder(builder);
}

/// A call of the function `callee` (the first of its uses that calls it), found through
/// its uses rather than by reading every function body: one per fused kernel, in a module
/// of thousands of launches.
fn a_call_of(module: LLVMModuleRef, callee: &str) -> Option<LLVMValueRef> {
    // SAFETY: a lookup in the live module and a walk of its function's use list.
    unsafe {
        let function = syncfuse_ir::named_function(module, callee);
        let mut uses = (!function.is_null()).then(|| LLVMGetFirstUse(function)).filter(|u| !u.is_null());
        std::iter::from_fn(|| {
            let current = uses?;
            uses = Some(LLVMGetNextUse(current)).filter(|u| !u.is_null());
            Some(LLVMGetUser(current))
        })
        .find(|&user| syncfuse_ir::callee_name(user).is_some_and(|name| name == callee))
    }
}

/// Removes a replaced launch: its push reports failure (clang's code then skips the
/// launch), and its pop and launch calls are deleted.
unsafe fn remove_launch(site: &LaunchSite) {
    for call in [Some(site.launch), site.pop, Some(site.push)].into_iter().flatten() {
        let ty = LLVMTypeOf(call);
        if LLVMGetTypeKind(ty) != llvm_sys::LLVMTypeKind::LLVMVoidTypeKind {
            let failed = if call == site.push { 1 } else { 0 };
            LLVMReplaceAllUsesWith(call, LLVMConstInt(ty, failed, 0));
        }
        LLVMInstructionEraseFromParent(call);
    }
}
