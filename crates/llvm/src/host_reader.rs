//! The host side of a program reader, shared by CUDA (`cuda_reader`) and Ascend
//! (`ascend_reader`): every defined host function is scanned in program order for the calls
//! its runtime (`HostRuntime`) turns into `HostStatement`s, each with the host loops
//! around it and the statements that may follow it in one iteration.
//!
//! Pointers go through the affine recogniser (`crate::affine::ValueReader`) with every
//! allocation's out-pointer registered as a named object, so a launch argument or a copy
//! operand reads as "allocation `buf3` plus an affine byte offset" (or the alternatives of
//! a phi/select, `pointer_choice`). Exported host functions are read once with symbolic
//! parameters; local ones once per call site with the call's constant integers fixed
//! (`CallContexts`).
//!
//! Invariant: nothing unknown is dropped silently: a pointer not traced to an allocation
//! is `DevicePointer::Unknown` with the reason, and a runtime decides what each call is;
//! this module never guesses a call's meaning from its name.

use crate::affine::{SymbolEnvironment, ValueReader};
use crate::function_cfg::indexed_blocks;
use crate::host_control::HostControl;
use crate::pointer_choice;
use crate::reject::ReadReject;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMOpcode, LLVMTypeKind};
use std::collections::{BTreeMap, HashMap};
use syncfuse_cfg::BlockId;
use syncfuse_ir::{callee_name, defined_functions, function_instructions, instructions, value_name};
use syncfuse_sirius::model::gap::EffectsGap;
use syncfuse_sirius::model::kernel_effects::KernelEffects;
use syncfuse_sirius::model::program::{
    BufferName, ControlCondition, DeviceBuffer, DevicePointer, FunctionLabel, HostProgram, HostStatement,
    LaunchArgument, PointerAlternative, StatementId, StatementKind,
};

/// Which host functions are read once per call site, with the call's constant integer
/// arguments fixed (context-sensitive cloning, as SIRIUS' bottom-up pass does; their
/// statements are labelled `function@caller`).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum CallContexts {
    /// Every function other host functions call: what is derived holds for those calls
    /// (the analysis printer's view).
    EveryCalledFunction,
    /// Only functions no other module can call (local linkage). An exported function may
    /// be called with any arguments, so it is read once with its parameters symbolic and
    /// what is derived holds for every call: what a transformation may rely on
    /// (`sirius::specialise` makes internal copies for constant calls first).
    LocalFunctions,
}

/// What a host's runtime means to the reader.
pub(crate) trait HostRuntime {
    /// Is `function` device code (a kernel or a device stub), not a host function?
    fn is_device_code(&self, function: LLVMValueRef) -> bool;
    /// The out-pointer slot and the byte count of a call that allocates device memory.
    fn allocation(&self, call: LLVMValueRef) -> Option<(LLVMValueRef, LLVMValueRef)>;
    /// The statement a call (not an allocation) of host function `function` is, if any.
    fn statement(&mut self, host: &mut HostReader, function: LLVMValueRef, call: LLVMValueRef)
        -> Option<StatementKind>;
    /// The value a branch condition takes whenever the runtime works (`Some`), such as
    /// "the launch configuration was accepted": the other side is an error path, left out
    /// of the host paths (`host_control`).
    fn condition_when_working(&self, _condition: LLVMValueRef) -> Option<bool> {
        None
    }
}

/// Reads one kernel's effects for one set of launch constants (`nctaid_x`, `arg2`, ...).
pub(crate) trait KernelReader: FnMut(&str, Vec<(String, i64)>) -> Result<KernelEffects, EffectsGap> {}

impl<F: FnMut(&str, Vec<(String, i64)>) -> Result<KernelEffects, EffectsGap>> KernelReader for F {}

/// A kernel's name and the launch constants it was read with.
type KernelInstance = (String, Vec<(String, i64)>);

/// Kernels read once per set of launch constants.
pub(crate) struct KernelCache<R> {
    read: R,
    effects: HashMap<KernelInstance, Result<KernelEffects, EffectsGap>>,
}

impl<R: KernelReader> KernelCache<R> {
    pub(crate) fn new(read: R) -> KernelCache<R> {
        KernelCache { read, effects: HashMap::new() }
    }

    pub(crate) fn effects(&mut self, kernel: &str, known: Vec<(String, i64)>) -> Result<KernelEffects, EffectsGap> {
        let key = (kernel.to_string(), known);
        if let Some(effects) = self.effects.get(&key) {
            return effects.clone();
        }
        let effects = (self.read)(kernel, key.1.clone());
        self.effects.insert(key, effects.clone());
        effects
    }
}

/// The defined function `kernel` of `device`.
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub(crate) unsafe fn kernel_function(device: LLVMModuleRef, kernel: &str) -> Result<LLVMValueRef, EffectsGap> {
    let no_body = || EffectsGap::NoKernelBody { kernel: kernel.to_string() };
    let name = std::ffi::CString::new(kernel).map_err(|_| no_body())?;
    // SAFETY: lookup by name in a live module, then a declaration query on the function.
    let function = unsafe { LLVMGetNamedFunction(device, name.as_ptr()) };
    match function.is_null() || unsafe { LLVMIsDeclaration(function) } != 0 {
        true => Err(no_body()),
        false => Ok(function),
    }
}

/// Why a kernel's effects are unknown, from the reason its reader rejected it.
pub(crate) fn kernel_gap(kernel: &str, reject: ReadReject) -> EffectsGap {
    match reject {
        ReadReject::UnknownExternalCall { callee } => {
            EffectsGap::KernelCallsUnknownFunction { kernel: kernel.to_string(), callee }
        }
        other => EffectsGap::KernelNotAnalysed { kernel: kernel.to_string(), reason: other.to_string() },
    }
}

/// Reads every host function of `host` with `runtime`.
///
/// # Safety
/// every LLVM handle argument must be live and belong to a module the caller keeps alive for the call.
pub(crate) unsafe fn read_host_program(
    host: LLVMModuleRef,
    runtime: &mut impl HostRuntime,
    contexts: CallContexts,
) -> HostProgram {
    let mut program = HostProgram::default();
    let functions: Vec<LLVMValueRef> =
        unsafe { defined_functions(host) }.into_iter().filter(|&f| !runtime.is_device_code(f)).collect();
    let reads = function_reads(&functions, runtime, contexts);
    let mut binder = CallerObjects { module: host, runtime: &*runtime, reads: &reads, bound: HashMap::new() };
    let objects: Vec<ObjectArguments> = (0..reads.len()).map(|read| binder.objects(read, reads.len())).collect();
    let mut statement_calls: HashMap<LLVMValueRef, Vec<LLVMValueRef>> = HashMap::new();
    // Reads per call site: the call, and the statements read.
    let mut contexts_read: Vec<(LLVMValueRef, std::ops::Range<usize>)> = Vec::new();
    for (read, object_arguments) in reads.iter().zip(objects) {
        let first = program.statements.len();
        let environment = read_environment(read, &*runtime, object_arguments);
        let calls = read_host_function(host, read, environment, runtime, &mut program);
        statement_calls.entry(read.function).or_default().extend(calls);
        if let Some(call) = read.call {
            contexts_read.push((call, first..program.statements.len()));
        }
    }
    // A function read per call site runs only where its call does.
    for (call, statements) in contexts_read {
        // SAFETY: parent queries on a live call instruction.
        let caller = unsafe { LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)) };
        let calls = statement_calls.get(&caller).map_or(&[][..], Vec::as_slice);
        let working = |condition| runtime.condition_when_working(condition);
        let at_call = unsafe { HostControl::new(caller, &value_name(caller), calls, &working).condition(call) };
        for statement in &mut program.statements[StatementId(statements.start)..StatementId(statements.end)] {
            let edges = at_call.edges.iter().chain(&statement.control.edges).cloned().collect();
            let opaque_block = at_call.opaque_block.clone().or(statement.control.opaque_block.take());
            statement.control = ControlCondition { edges, opaque_block };
        }
    }
    program
}

/// One reading of a host function: once, or once per call site (`call`).
struct FunctionRead {
    function: LLVMValueRef,
    /// `function`, or `function@caller` for a read per call site.
    label: String,
    /// The call's constant integer arguments (`argN -> value`).
    known: BTreeMap<String, i64>,
    call: Option<LLVMValueRef>,
    /// The number of the read's first allocation (`buf<N>`): reads number their
    /// allocations in turn.
    first_buffer: usize,
}

/// Every reading of `functions`, in order (`CallContexts`).
fn function_reads(functions: &[LLVMValueRef], runtime: &impl HostRuntime, contexts: CallContexts) -> Vec<FunctionRead> {
    let sites = call_sites(functions);
    let mut reads = Vec::new();
    let mut first_buffer = 0;
    for &function in functions {
        let name = unsafe { value_name(function) };
        let cloned = contexts == CallContexts::EveryCalledFunction || has_local_linkage(function);
        let contexts: Vec<(String, BTreeMap<String, i64>, Option<LLVMValueRef>)> =
            match sites.get(&function).filter(|_| cloned) {
                None => vec![(name, BTreeMap::new(), None)],
                Some(calls) => calls
                    .iter()
                    .map(|(caller, call)| (format!("{name}@{caller}"), constant_arguments(*call), Some(*call)))
                    .collect(),
            };
        let allocations = unsafe { function_instructions(function) }
            .into_iter()
            .filter(|&instruction| runtime.allocation(instruction).is_some())
            .count();
        for (label, known, call) in contexts {
            reads.push(FunctionRead { function, label, known, call, first_buffer });
            first_buffer += allocations;
        }
    }
    reads
}

/// `(allocating call, out-pointer slot, buffer name)` of each allocation of one read.
fn allocation_slots(read: &FunctionRead, runtime: &impl HostRuntime) -> Vec<(LLVMValueRef, LLVMValueRef, String)> {
    let allocations = unsafe { function_instructions(read.function) }
        .into_iter()
        .filter_map(|call| runtime.allocation(call).map(|(slot, _)| (call, slot)));
    allocations.enumerate().map(|(k, (call, slot))| (call, slot, format!("buf{}", read.first_buffer + k))).collect()
}

/// What the recogniser is told for one read: the call's constants, the read's
/// allocations' slots, and the allocations its pointer parameters receive.
fn read_environment(
    read: &FunctionRead,
    runtime: &impl HostRuntime,
    object_arguments: ObjectArguments,
) -> SymbolEnvironment {
    let object_slots = allocation_slots(read, runtime).into_iter().map(|(_, slot, name)| (slot, name)).collect();
    SymbolEnvironment { known: read.known.clone(), object_slots, object_arguments, ..Default::default() }
}

/// `SymbolEnvironment::object_arguments` of one read.
type ObjectArguments = BTreeMap<u32, (String, Option<i64>)>;

/// The allocations a read per call site receives as pointer arguments: each pointer the
/// call passes that its caller's (single) read traces to an allocation, at a constant
/// offset or somewhere in it. A caller read in several contexts binds nothing (its
/// pointers differ between them).
struct CallerObjects<'a, R> {
    module: LLVMModuleRef,
    runtime: &'a R,
    reads: &'a [FunctionRead],
    bound: HashMap<usize, ObjectArguments>,
}

impl<R: HostRuntime> CallerObjects<'_, R> {
    /// The objects of `read`; `depth` bounds the chain of callers followed (mutual calls).
    fn objects(&mut self, read: usize, depth: usize) -> ObjectArguments {
        if let Some(objects) = self.bound.get(&read) {
            return objects.clone();
        }
        let objects = match (self.reads[read].call, depth) {
            (Some(call), 1..) => self.passed_objects(call, depth - 1),
            _ => ObjectArguments::new(),
        };
        self.bound.insert(read, objects.clone());
        objects
    }

    fn passed_objects(&mut self, call: LLVMValueRef, depth: usize) -> ObjectArguments {
        // SAFETY: parent queries on a live call instruction.
        let caller = unsafe { LLVMGetBasicBlockParent(LLVMGetInstructionParent(call)) };
        let caller_reads: Vec<usize> = (0..self.reads.len()).filter(|&r| self.reads[r].function == caller).collect();
        let [caller_read] = caller_reads[..] else {
            return ObjectArguments::new();
        };
        let object_arguments = self.objects(caller_read, depth);
        let environment = read_environment(&self.reads[caller_read], self.runtime, object_arguments);
        let mut values = unsafe { ValueReader::new(self.module, caller, environment) };
        let mut objects = ObjectArguments::new();
        for (index, argument) in call_arguments(call).into_iter().enumerate() {
            if let Some(alternative) = pointer_choice::allocation(&mut values, argument) {
                let offset = alternative.offset.and_then(|offset| offset.as_constant());
                objects.insert(index as u32, (alternative.buffer.into(), offset));
            }
        }
        objects
    }
}

/// The calls of each function from the others: `(caller name, call)`.
fn call_sites(functions: &[LLVMValueRef]) -> HashMap<LLVMValueRef, Vec<(String, LLVMValueRef)>> {
    let mut sites: HashMap<LLVMValueRef, Vec<(String, LLVMValueRef)>> = HashMap::new();
    for &caller in functions {
        for instruction in unsafe { function_instructions(caller) } {
            // SAFETY: opcode and callee queries.
            let callee = unsafe {
                if LLVMGetInstructionOpcode(instruction) != LLVMOpcode::LLVMCall {
                    continue;
                }
                LLVMGetCalledValue(instruction)
            };
            if functions.contains(&callee) && callee != caller {
                sites.entry(callee).or_default().push((unsafe { value_name(caller) }, instruction));
            }
        }
    }
    sites
}

fn has_local_linkage(function: LLVMValueRef) -> bool {
    use llvm_sys::LLVMLinkage::{LLVMInternalLinkage, LLVMPrivateLinkage};
    // SAFETY: linkage query on a function.
    matches!(unsafe { LLVMGetLinkage(function) }, LLVMInternalLinkage | LLVMPrivateLinkage)
}

/// `argN -> value` for the integer constants a call passes.
fn constant_arguments(call: LLVMValueRef) -> BTreeMap<String, i64> {
    let mut known = BTreeMap::new();
    for (index, argument) in call_arguments(call).into_iter().enumerate() {
        // SAFETY: constant check before reading.
        if unsafe { !LLVMIsAConstantInt(argument).is_null() } {
            known.insert(format!("arg{index}"), unsafe { LLVMConstIntGetSExtValue(argument) });
        }
    }
    known
}

pub(crate) fn operand(instruction: LLVMValueRef, index: u32) -> LLVMValueRef {
    // SAFETY: callers ask for operands the call has.
    unsafe { LLVMGetOperand(instruction, index) }
}

pub(crate) fn constant(value: LLVMValueRef) -> Option<u64> {
    // SAFETY: constant check before reading.
    unsafe { (!LLVMIsAConstantInt(value).is_null()).then(|| LLVMConstIntGetZExtValue(value)) }
}

/// One read of a host function (`environment`: the read's constants, its allocations'
/// slots and the allocations its pointer parameters receive): its buffers first, then its statements in program order (reverse post-order of
/// the blocks, so a loop's body comes before the code after the loop), each with the
/// statements that may follow it and the paths it runs on. Returns the statements' calls.
fn read_host_function(
    module: LLVMModuleRef,
    read: &FunctionRead,
    environment: SymbolEnvironment,
    runtime: &mut impl HostRuntime,
    program: &mut HostProgram,
) -> Vec<LLVMValueRef> {
    let (function, function_name) = (read.function, read.label.clone());
    let all: Vec<LLVMValueRef> = unsafe { function_instructions(function) };
    let buffers: Vec<(LLVMValueRef, DeviceBuffer)> = allocation_slots(read, runtime)
        .into_iter()
        .map(|(call, _, name)| (call, DeviceBuffer { name: BufferName::new(name), bytes: None }))
        .collect();
    let mut values = unsafe { ValueReader::new(module, function, environment) };
    let blocks = unsafe { indexed_blocks(function) };
    let in_order: Vec<LLVMValueRef> =
        values.blocks_in_order().into_iter().flat_map(|b| unsafe { instructions(blocks[b]) }).collect();
    let mut host = HostReader { values: &mut values, stores: stores_by_address(&all), scope: Vec::new() };
    let position: HashMap<LLVMValueRef, usize> = all.iter().enumerate().map(|(i, &v)| (v, i)).collect();
    let mut calls = Vec::new();
    for &instruction in &in_order {
        // SAFETY: opcode query. Indirect calls too: one passed device memory is a statement.
        if unsafe { LLVMGetInstructionOpcode(instruction) } != LLVMOpcode::LLVMCall {
            continue;
        }
        let loops = unsafe { host.values.loops_around(instruction) };
        host.scope = loops.iter().map(|l| l.counter.clone()).collect();
        let kind = match runtime.allocation(instruction) {
            Some((_, bytes)) => {
                let (_, mut buffer) =
                    buffers.iter().find(|(call, _)| *call == instruction).cloned().expect("listed above");
                buffer.bytes = host.values.integer(bytes).and_then(|b| b.as_constant());
                let name = buffer.name.clone();
                program.buffers.push(buffer);
                Some(StatementKind::Malloc { buffer: name })
            }
            None => runtime.statement(&mut host, function, instruction),
        };
        if let Some(kind) = kind {
            let name = format!("S{}", program.statements.len());
            let position = position[&instruction];
            let function = FunctionLabel::new(function_name.as_str());
            let (followers, control) = (Vec::new(), ControlCondition::default());
            let statement = HostStatement { name, function, position, kind, loops, followers, control };
            program.statements.push(statement);
            calls.push(instruction);
        }
    }
    // A later call of the same block, or one in a block reachable without a back edge,
    // runs after it in the same iteration of their common loops.
    let first = program.statements.len() - calls.len();
    let blocks: Vec<BlockId> = calls.iter().map(|&call| unsafe { host.values.block_of(call) }).collect();
    for (i, &from) in blocks.iter().enumerate() {
        let may_follow =
            |(j, &to): &(usize, &BlockId)| if from == to { *j > i } else { host.values.reaches_forward(from, to) };
        let followers = blocks.iter().enumerate().filter(may_follow);
        program.statements[StatementId(first + i)].followers = followers.map(|(j, _)| StatementId(first + j)).collect();
    }
    let working = |condition| runtime.condition_when_working(condition);
    let control = unsafe { HostControl::new(function, &function_name, &calls, &working) };
    for (i, &call) in calls.iter().enumerate() {
        program.statements[StatementId(first + i)].control = unsafe { control.condition(call) };
    }
    calls
}

/// The instructions that run before `instruction` on every path to it, latest first: back
/// through its block, then through the chain of unique predecessors. Lazy: a caller that
/// finds what it looks for near `instruction` walks no further (a launch's configuration
/// push is next to it, in a block of thousands of launches).
///
/// # Safety
/// the handles must be live, `instruction` in `function`, and `values` built for `function`.
pub(crate) unsafe fn instructions_before<'r>(
    values: &'r ValueReader,
    function: LLVMValueRef,
    instruction: LLVMValueRef,
) -> impl Iterator<Item = LLVMValueRef> + 'r {
    let blocks = unsafe { indexed_blocks(function) };
    let mut block = unsafe { values.block_of(instruction) };
    let mut visited = std::collections::HashSet::from([block]);
    // SAFETY (here and below): navigation among the live function's instructions.
    let mut next = unsafe { LLVMGetPreviousInstruction(instruction) };
    std::iter::from_fn(move || {
        while next.is_null() {
            block = values.unique_predecessor(block).filter(|&b| visited.insert(b))?;
            next = unsafe { LLVMGetLastInstruction(blocks[block]) };
        }
        let current = next;
        next = unsafe { LLVMGetPreviousInstruction(current) };
        Some(current)
    })
}

pub(crate) fn callee_name_of_call(instruction: LLVMValueRef) -> Option<String> {
    // SAFETY: opcode query.
    (unsafe { LLVMGetInstructionOpcode(instruction) } == LLVMOpcode::LLVMCall)
        .then(|| unsafe { callee_name(instruction) })
        .flatten()
}

pub(crate) fn call_arguments(call: LLVMValueRef) -> Vec<LLVMValueRef> {
    // SAFETY: argument operands of a call.
    let count = unsafe { LLVMGetNumArgOperands(call) };
    (0..count).map(|i| operand(call, i)).collect()
}

/// Every store of the function, by address: `(address, stored value)` in order.
pub(crate) fn stores_by_address(all: &[LLVMValueRef]) -> HashMap<LLVMValueRef, Vec<LLVMValueRef>> {
    let mut stores: HashMap<LLVMValueRef, Vec<LLVMValueRef>> = HashMap::new();
    for &instruction in all {
        // SAFETY: opcode and operand queries.
        if unsafe { LLVMGetInstructionOpcode(instruction) } == LLVMOpcode::LLVMStore {
            stores.entry(operand(instruction, 1)).or_default().push(operand(instruction, 0));
        }
    }
    stores
}

/// A `Buffer` for one unconditional alternative, else a `OneOf`.
fn single_or_choice(mut alternatives: Vec<PointerAlternative>) -> DevicePointer {
    match &alternatives[..] {
        [only] if only.conditions.is_empty() => {
            let only = alternatives.remove(0);
            DevicePointer::Buffer { buffer: only.buffer, offset: only.offset }
        }
        _ => DevicePointer::OneOf { alternatives },
    }
}

/// One host function being read: its values, its stores and the loops around the call
/// being read.
pub(crate) struct HostReader<'a> {
    pub(crate) values: &'a mut ValueReader,
    pub(crate) stores: HashMap<LLVMValueRef, Vec<LLVMValueRef>>,
    /// The counters of the host loops around the call being read.
    scope: Vec<String>,
}

impl HostReader<'_> {
    /// A launch argument as its LLVM type says: a device pointer, an integer, or other.
    pub(crate) fn argument(&mut self, value: LLVMValueRef) -> LaunchArgument {
        // SAFETY: type query.
        match unsafe { LLVMGetTypeKind(LLVMTypeOf(value)) } {
            LLVMTypeKind::LLVMPointerTypeKind => LaunchArgument::Pointer(self.device_pointer(value, false)),
            LLVMTypeKind::LLVMIntegerTypeKind => LaunchArgument::Integer(self.values.integer(value)),
            _ => LaunchArgument::Other,
        }
    }

    /// The statement of a call of a function the module only declares (not an LLVM
    /// intrinsic), or of an indirect call, that is passed pointers into device allocations:
    /// it may touch them and anything else (`StatementKind::ExternalCall`); `None` for any
    /// other call.
    pub(crate) fn external_call(&mut self, call: LLVMValueRef) -> Option<StatementKind> {
        // SAFETY: queries of a live call instruction and its callee.
        let callee = unsafe { LLVMGetCalledValue(call) };
        let defined = unsafe { !LLVMIsAFunction(callee).is_null() && LLVMIsDeclaration(callee) == 0 };
        // An indirect call has no name: `ExternalCall`'s empty callee.
        let name = match unsafe { LLVMIsAFunction(callee).is_null() } {
            true => String::new(),
            false => unsafe { value_name(callee) },
        };
        if defined || name.starts_with("llvm.") {
            return None;
        }
        let arguments = (0..unsafe { LLVMGetNumArgOperands(call) }).map(|i| unsafe { LLVMGetOperand(call, i) });
        let is_pointer =
            |v: &LLVMValueRef| unsafe { LLVMGetTypeKind(LLVMTypeOf(*v)) } == LLVMTypeKind::LLVMPointerTypeKind;
        let pointers: Vec<DevicePointer> = arguments
            .filter(is_pointer)
            .map(|argument| self.device_pointer(argument, true))
            .filter(|pointer| !matches!(pointer, DevicePointer::Host))
            .collect();
        (!pointers.is_empty()).then_some(StatementKind::ExternalCall { callee: name, pointers })
    }

    /// A pointer as the device sees it; `host_side`: the copy's kind says it is host memory.
    /// In order: an allocation at an affine offset; the alternatives of a choice
    /// (`pointer_choice`); an allocation at an unknown offset; the whole buffers of a
    /// points-to set (phi cycles the choice reader does not trace).
    pub(crate) fn device_pointer(&mut self, value: LLVMValueRef, host_side: bool) -> DevicePointer {
        let exact = pointer_choice::allocation(self.values, value);
        if let Some(alternative) = exact.clone().filter(|a| a.offset.is_some()) {
            return single_or_choice(vec![alternative]);
        }
        if let Some(alternatives) = pointer_choice::alternatives(self.values, value, &self.scope) {
            if !alternatives.is_empty() {
                return single_or_choice(alternatives);
            }
        }
        if let Some(alternative) = exact {
            return single_or_choice(vec![alternative]);
        }
        let mut buffers = Vec::new();
        if self.points_to(value, &mut Vec::new(), &mut buffers) && !buffers.is_empty() {
            buffers.sort();
            buffers.dedup();
            let whole = buffers.into_iter().map(|b| PointerAlternative::unconditional(b, None)).collect();
            return DevicePointer::OneOf { alternatives: whole };
        }
        match host_side {
            true => DevicePointer::Host,
            false => DevicePointer::Unknown { reason: EffectsGap::PointerNotTraced { pointer: describe(value) } },
        }
    }

    /// The allocations a phi/select of pointers may point into (a points-to set through
    /// phis, selects and GEPs); `false` if some incoming pointer is not traced.
    fn points_to(
        &mut self,
        value: LLVMValueRef,
        visited: &mut Vec<LLVMValueRef>,
        buffers: &mut Vec<BufferName>,
    ) -> bool {
        if visited.contains(&value) {
            return true;
        }
        visited.push(value);
        if let Some(alternative) = pointer_choice::allocation(self.values, value) {
            buffers.push(alternative.buffer);
            return true;
        }
        // SAFETY: kind and operand queries on instructions.
        let incoming: Vec<LLVMValueRef> = unsafe {
            if !LLVMIsAPHINode(value).is_null() {
                (0..LLVMCountIncoming(value)).map(|i| LLVMGetIncomingValue(value, i)).collect()
            } else if !LLVMIsASelectInst(value).is_null() {
                vec![LLVMGetOperand(value, 1), LLVMGetOperand(value, 2)]
            } else if !LLVMIsAGetElementPtrInst(value).is_null() {
                vec![LLVMGetOperand(value, 0)]
            } else {
                return false;
            }
        };
        incoming.into_iter().all(|v| self.points_to(v, visited, buffers))
    }
}

fn describe(value: LLVMValueRef) -> String {
    match unsafe { value_name(value) } {
        name if name.is_empty() => "(unnamed)".to_string(),
        name => format!("%{name}"),
    }
}
