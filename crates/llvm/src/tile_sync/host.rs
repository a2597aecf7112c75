//! LLVM adapter, host side of `tile-sync`: the producer and consumer of a pair run
//! concurrently on two streams, ordered by tiles instead of by the stream.
//!
//! Around the pair's two launches (`S` the stream both were issued on):
//! * before the producer's `__cudaPushCallConfiguration`: `syncfuse.tile<n>.setup()`
//!   (creates, once per program, the pair's non-blocking side stream and two events, kept
//!   in host globals, and loads the wait kernel and both copies: under lazy loading the
//!   producer's first launch would otherwise wait for the spinning wait kernel), an event
//!   recorded on the producer's stream and waited for by the side stream (the consumer
//!   sees everything issued before the producer), and a launch of the pair's wait kernel
//!   on the side stream (one block of one thread);
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
use crate::sirius::host_rewrite::{
    control_equivalent, define_stub, function_type, host_function, register_stub, stub_like, HostRewriteReject,
};
use crate::stream_host::{operand, HostBuilder, Runtime};
use crate::tile_sync::device::PairKernels;
use llvm_sys::core::*;
use llvm_sys::debuginfo::LLVMInstructionGetDebugLoc;
use llvm_sys::prelude::*;
use std::collections::HashMap;
use syncfuse_sirius::model::program::{HostProgram, StatementId};

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
    control_equivalent(program, &[producer, consumer])?;
    // The stream each launch was issued on before any pair moved it.
    let current = |site: &Site| LLVMGetOperand(site.push, operand::PUSH_STREAM);
    let original = |statement: StatementId, site: &Site| *original_streams.get(&statement).unwrap_or(&current(site));
    let stream = original(producer, &first);
    if stream != original(consumer, &second) {
        let name = |s: StatementId| program.statements[s].name.clone();
        return Err(HostRewriteReject::DifferentStreams { first: name(producer), second: name(consumer) });
    }
    // Nothing is edited before this point.
    original_streams.insert(producer, stream);
    original_streams.insert(consumer, stream);
    let producer_stub = redirect(module, first.launch, &kernels.producer);
    let consumer_stub = redirect(module, second.launch, &kernels.consumer);
    let wait_stub = define_stub(module, &kernels.wait, &[]);
    register_stub(module, wait_stub, &kernels.wait);
    let host = HostBuilder::new(module, Runtime::Cuda);
    let handles = handles(&host, index, &[wait_stub, producer_stub, consumer_stub]);
    LLVMPositionBuilderBefore(host.builder.raw, first.push);
    LLVMSetCurrentDebugLocation2(host.builder.raw, LLVMInstructionGetDebugLoc(first.push));
    host.call_setup(handles.setup);
    let side = host.load_pointer(handles.stream);
    // The producer's stream may already be a side stream (the middle of a chain).
    host.order(current(&first), side, host.load_pointer(handles.ready));
    launch_wait_kernel(&host, wait_stub, side);
    LLVMPositionBuilderBefore(host.builder.raw, second.push);
    LLVMSetOperand(second.push, operand::PUSH_STREAM, host.load_pointer(handles.stream));
    let after = LLVMGetNextInstruction(second.launch);
    LLVMPositionBuilderBefore(host.builder.raw, after);
    LLVMSetCurrentDebugLocation2(host.builder.raw, LLVMInstructionGetDebugLoc(second.launch));
    let side = host.load_pointer(handles.stream);
    host.order(side, stream, host.load_pointer(handles.done));
    Ok(())
}

/// Makes `launch` (a stub call, or an inlined stub's `cudaLaunchKernel`) launch `kernel`;
/// returns the stub it launches.
unsafe fn redirect(module: LLVMModuleRef, launch: LLVMValueRef, kernel: &str) -> LLVMValueRef {
    let (stub, operand) = stub_like(module, launch, kernel);
    LLVMSetOperand(launch, operand, stub);
    stub
}

/// Pair `index`'s side stream and events (null until `syncfuse.tile<index>.setup` has
/// run), and that function, defined on first use, which also loads the kernels of `load`.
struct Handles {
    stream: LLVMValueRef,
    ready: LLVMValueRef,
    done: LLVMValueRef,
    setup: LLVMValueRef,
}

unsafe fn handles(host: &HostBuilder, index: usize, load: &[LLVMValueRef]) -> Handles {
    let global = |name: &str| host.pointer_global(&format!("syncfuse.tile{index}.{name}"));
    let (stream, ready, done) = (global("stream"), global("ready"), global("done"));
    let setup = host.setup(&format!("syncfuse.tile{index}.setup"), &[stream], &[ready, done], load);
    Handles { stream, ready, done, setup }
}

/// `kernel<<<1, 1, 0, stream>>>()` through its (argument-less) stub.
unsafe fn launch_wait_kernel(host: &HostBuilder, stub: LLVMValueRef, stream: LLVMValueRef) {
    let (i32_type, i64_type, pointer) = (host.i32_type, host.i64_type, host.pointer);
    let one = LLVMConstInt(i64_type, 1 | (1 << 32), 0);
    let one_z = LLVMConstInt(i32_type, 1, 0);
    let push_type = function_type(i32_type, &[i64_type, i32_type, i64_type, i32_type, i64_type, pointer]);
    let arguments = [one, one_z, one, one_z, LLVMConstInt(i64_type, 0, 0), stream];
    host.call("__cudaPushCallConfiguration", &arguments, Some(push_type));
    let builder = host.builder.raw;
    LLVMBuildCall2(builder, LLVMGlobalGetValueType(stub), stub, std::ptr::null_mut(), 0, c"".as_ptr());
}
