//! LLVM adapter, host side of `tile-sync`: the producer and consumer of a pair run
//! concurrently on two streams, ordered by tiles instead of by the stream.
//!
//! Around the pair's two launches (`S` the stream both were issued on):
//! * before the producer's `__cudaPushCallConfiguration`: `syncfuse.tile<n>.setup()`
//!   (creates, once per program, the pair's non-blocking side stream and two events, kept
//!   in host globals), an event recorded on the producer's stream and waited for by the
//!   side stream (the consumer sees everything issued before the producer), and a launch
//!   of the pair's wait kernel on the side stream (one block of one thread);
//! * the producer launch calls the stub of the producer copy;
//! * the consumer's configuration names the side stream and its launch calls the stub of
//!   the consumer copy; right after it, an event recorded on the side stream and waited for
//!   by `S`, so everything issued after the consumer (copies back, the next iteration's
//!   producer) sees it complete.
//!
//! Stubs of the copies and of the wait kernel are defined and registered like fused
//! kernels' (`sirius::host_rewrite`).
//!
//! In a chain (A -> B -> C, both pairs rewritten) B is the consumer of the first pair and
//! the producer of the second: it runs on the first side stream, C on the second, and `S`
//! waits for both. Invariant: nothing is edited unless both launches were found, were
//! originally issued on the same stream value, and always run together (control
//! equivalent); the host passes the verifier afterwards.

use crate::affine::{SymbolEnvironment, ValueReader};
use crate::cuda_reader::push_call_of;
use crate::function_cfg::function_cfg;
use crate::ir::{callee_name, OwnedBuilder};
use crate::sirius::host_rewrite::{
    control_equivalent, declared, define_stub, function_type, host_function, register_stub, HostRewriteReject,
};
use crate::tile_sync::device::PairKernels;
use llvm_sys::core::*;
use llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use llvm_sys::prelude::*;
use llvm_sys::LLVMLinkage;
use std::collections::HashMap;
use std::ffi::CString;
use syncfuse_hardware::cuda::kernel_of_stub;
use syncfuse_sirius::program::{HostProgram, StatementId};

/// Operand of `__cudaPushCallConfiguration` that holds the stream.
const PUSH_STREAM: u32 = 5;
/// `cudaStreamNonBlocking` and `cudaEventDisableTiming`.
const STREAM_NON_BLOCKING: u64 = 1;
const EVENT_DISABLE_TIMING: u64 = 2;

/// One launch of the pair in the host IR.
struct Site {
    push: LLVMValueRef,
    launch: LLVMValueRef,
}

/// Rewrites the pair's launches; `launches` comes from
/// `sirius::host_rewrite::launch_instructions`, called before any rewrite.
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn rewrite_pair(
    module: LLVMModuleRef,
    program: &HostProgram,
    launches: &HashMap<StatementId, LLVMValueRef>,
    index: usize,
    (producer, consumer): (StatementId, StatementId),
    kernels: &PairKernels,
    original_streams: &mut HashMap<StatementId, LLVMValueRef>,
) -> Result<(), HostRewriteReject> {
    let label = &program.statements[producer].function;
    let function = host_function(module, program, label)?;
    let values = ValueReader::new(module, function, SymbolEnvironment::default());
    let site = |statement: StatementId| {
        let name = &program.statements[statement].name;
        let launch = *launches.get(&statement).ok_or_else(|| HostRewriteReject::LaunchMoved(name.clone()))?;
        let push =
            push_call_of(&values, function, launch).ok_or_else(|| HostRewriteReject::NoConfiguration(name.clone()))?;
        Ok::<Site, HostRewriteReject>(Site { push, launch })
    };
    let (first, second) = (site(producer)?, site(consumer)?);
    let cfg = function_cfg(function);
    let push_of = |statement: StatementId| if statement == producer { first.push } else { second.push };
    control_equivalent(&cfg, program, &[producer, consumer], &push_of, label)?;
    // The stream each launch was issued on before any pair moved it.
    let current = |site: &Site| LLVMGetOperand(site.push, PUSH_STREAM);
    let original = |statement: StatementId, site: &Site| *original_streams.get(&statement).unwrap_or(&current(site));
    let stream = original(producer, &first);
    if stream != original(consumer, &second) {
        let name = |s: StatementId| program.statements[s].name.clone();
        return Err(HostRewriteReject::DifferentStreams { first: name(producer), second: name(consumer) });
    }
    // Nothing is edited before this point.
    original_streams.insert(producer, stream);
    original_streams.insert(consumer, stream);
    let host = HostBuilder::new(module);
    let handles = host.handles(index);
    LLVMPositionBuilderBefore(host.builder.raw, first.push);
    LLVMSetCurrentDebugLocation2(host.builder.raw, LLVMInstructionGetDebugLoc(first.push));
    host.call(&format!("syncfuse.tile{index}.setup"), &[], Some(handles.setup));
    let side = host.load_pointer(handles.stream);
    // The producer's stream may already be a side stream (the middle of a chain).
    host.order(current(&first), side, host.load_pointer(handles.ready));
    host.launch_wait_kernel(&kernels.wait, side);
    redirect(module, first.launch, &kernels.producer);
    LLVMPositionBuilderBefore(host.builder.raw, second.push);
    LLVMSetOperand(second.push, PUSH_STREAM, host.load_pointer(handles.stream));
    redirect(module, second.launch, &kernels.consumer);
    let after = LLVMGetNextInstruction(second.launch);
    LLVMPositionBuilderBefore(host.builder.raw, after);
    LLVMSetCurrentDebugLocation2(host.builder.raw, LLVMInstructionGetDebugLoc(second.launch));
    let side = host.load_pointer(handles.stream);
    host.order(side, stream, host.load_pointer(handles.done));
    Ok(())
}

/// Makes `launch` (a stub call, or an inlined stub's `cudaLaunchKernel`) launch `kernel`,
/// through a stub defined like the original's; nothing when it already does.
unsafe fn redirect(module: LLVMModuleRef, launch: LLVMValueRef, kernel: &str) {
    let original_stub_call = callee_name(launch).is_some_and(|name| kernel_of_stub(&name).is_some());
    let old_stub = if original_stub_call { LLVMGetCalledValue(launch) } else { LLVMGetOperand(launch, 0) };
    if crate::ir::value_name(old_stub) == format!("__device_stub__{kernel}") {
        return;
    }
    let parameters: Vec<LLVMValueRef> = (0..LLVMCountParams(old_stub)).map(|i| LLVMGetParam(old_stub, i)).collect();
    let stub = define_stub(module, kernel, &parameters);
    register_stub(module, stub, kernel);
    let operand = if original_stub_call { LLVMGetNumOperands(launch) as u32 - 1 } else { 0 };
    LLVMSetOperand(launch, operand, stub);
}

/// The host globals shared by every pair.
struct Handles {
    stream: LLVMValueRef,
    ready: LLVMValueRef,
    done: LLVMValueRef,
    setup: LLVMTypeRef,
}

struct HostBuilder {
    module: LLVMModuleRef,
    context: LLVMContextRef,
    builder: OwnedBuilder,
    pointer: LLVMTypeRef,
    i32_type: LLVMTypeRef,
    i64_type: LLVMTypeRef,
}

impl HostBuilder {
    unsafe fn new(module: LLVMModuleRef) -> HostBuilder {
        let context = LLVMGetModuleContext(module);
        HostBuilder {
            module,
            context,
            builder: OwnedBuilder::new(context),
            pointer: LLVMPointerTypeInContext(context, 0),
            i32_type: LLVMInt32TypeInContext(context),
            i64_type: LLVMInt64TypeInContext(context),
        }
    }

    /// Pair `index`'s side stream and events (null until `syncfuse.tile<index>.setup` has
    /// run), and that function, defined on first use.
    unsafe fn handles(&self, index: usize) -> Handles {
        let global = |name: &str| {
            let c_name = CString::new(name).expect("symbol names have no NUL");
            let existing = LLVMGetNamedGlobal(self.module, c_name.as_ptr());
            if !existing.is_null() {
                return existing;
            }
            let global = LLVMAddGlobal(self.module, self.pointer, c_name.as_ptr());
            LLVMSetInitializer(global, LLVMConstNull(self.pointer));
            LLVMSetLinkage(global, LLVMLinkage::LLVMInternalLinkage);
            global
        };
        let handles = Handles {
            stream: global(&format!("syncfuse.tile{index}.stream")),
            ready: global(&format!("syncfuse.tile{index}.ready")),
            done: global(&format!("syncfuse.tile{index}.done")),
            setup: function_type(LLVMVoidTypeInContext(self.context), &[]),
        };
        let setup = declared(self.module, &format!("syncfuse.tile{index}.setup"), handles.setup);
        if LLVMCountBasicBlocks(setup) == 0 {
            self.define_setup(setup, &handles);
        }
        handles
    }

    /// `if (!stream) { cudaStreamCreateWithFlags(&stream, NonBlocking);
    /// cudaEventCreateWithFlags(&ready, DisableTiming); ... &done ... }`.
    unsafe fn define_setup(&self, setup: LLVMValueRef, handles: &Handles) {
        LLVMSetLinkage(setup, LLVMLinkage::LLVMInternalLinkage);
        let entry = LLVMAppendBasicBlockInContext(self.context, setup, c"entry".as_ptr());
        let create = LLVMAppendBasicBlockInContext(self.context, setup, c"create".as_ptr());
        let done = LLVMAppendBasicBlockInContext(self.context, setup, c"done".as_ptr());
        let builder = LLVMCreateBuilderInContext(self.context);
        LLVMPositionBuilderAtEnd(builder, entry);
        let stream = LLVMBuildLoad2(builder, self.pointer, handles.stream, c"".as_ptr());
        let missing = LLVMBuildIsNull(builder, stream, c"".as_ptr());
        LLVMBuildCondBr(builder, missing, create, done);
        LLVMPositionBuilderAtEnd(builder, create);
        let create_type = function_type(self.i32_type, &[self.pointer, self.i32_type]);
        for (name, handle, flags) in [
            ("cudaStreamCreateWithFlags", handles.stream, STREAM_NON_BLOCKING),
            ("cudaEventCreateWithFlags", handles.ready, EVENT_DISABLE_TIMING),
            ("cudaEventCreateWithFlags", handles.done, EVENT_DISABLE_TIMING),
        ] {
            let callee = declared(self.module, name, create_type);
            let mut arguments = [handle, LLVMConstInt(self.i32_type, flags, 0)];
            LLVMBuildCall2(builder, create_type, callee, arguments.as_mut_ptr(), 2, c"".as_ptr());
        }
        LLVMBuildBr(builder, done);
        LLVMPositionBuilderAtEnd(builder, done);
        LLVMBuildRetVoid(builder);
        LLVMDisposeBuilder(builder);
    }

    unsafe fn load_pointer(&self, global: LLVMValueRef) -> LLVMValueRef {
        LLVMBuildLoad2(self.builder.raw, self.pointer, global, c"".as_ptr())
    }

    /// Calls runtime function `name` (declared `i32 (args...)` unless `ty` is given).
    unsafe fn call(&self, name: &str, arguments: &[LLVMValueRef], ty: Option<LLVMTypeRef>) -> LLVMValueRef {
        let ty = ty.unwrap_or_else(|| {
            let types: Vec<LLVMTypeRef> = arguments.iter().map(|&a| LLVMTypeOf(a)).collect();
            function_type(self.i32_type, &types)
        });
        let callee = declared(self.module, name, ty);
        let mut arguments = arguments.to_vec();
        LLVMBuildCall2(self.builder.raw, ty, callee, arguments.as_mut_ptr(), arguments.len() as u32, c"".as_ptr())
    }

    /// `cudaEventRecord(event, before); cudaStreamWaitEvent(after, event, 0)`: work issued
    /// to `after` from now on waits for everything issued to `before` so far.
    unsafe fn order(&self, before: LLVMValueRef, after: LLVMValueRef, event: LLVMValueRef) {
        self.call("cudaEventRecord", &[event, before], None);
        self.call("cudaStreamWaitEvent", &[after, event, LLVMConstInt(self.i32_type, 0, 0)], None);
    }

    /// `kernel<<<1, 1, 0, stream>>>()`.
    unsafe fn launch_wait_kernel(&self, kernel: &str, stream: LLVMValueRef) {
        let one = LLVMConstInt(self.i64_type, 1 | (1 << 32), 0);
        let one_z = LLVMConstInt(self.i32_type, 1, 0);
        let push_type = function_type(
            self.i32_type,
            &[self.i64_type, self.i32_type, self.i64_type, self.i32_type, self.i64_type, self.pointer],
        );
        let arguments = [one, one_z, one, one_z, LLVMConstInt(self.i64_type, 0, 0), stream];
        self.call("__cudaPushCallConfiguration", &arguments, Some(push_type));
        let stub = define_stub(self.module, kernel, &[]);
        register_stub(self.module, stub, kernel);
        LLVMBuildCall2(self.builder.raw, LLVMGlobalGetValueType(stub), stub, std::ptr::null_mut(), 0, c"".as_ptr());
    }
}
