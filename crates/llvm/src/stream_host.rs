//! LLVM adapter, host side of stream rewrites (`tile_sync::host`, `streams`), for the CUDA
//! runtime or AscendCL (`Runtime`): streams and events the program did not create, kept in internal host globals and created once by a
//! generated setup function (`if (!first stream) { create them all; load the kernels;
//! atexit(destroy them all) }`), and the event record/wait pair that orders two streams.
//! Loading: under CUDA's lazy loading (the default since 12.2) a kernel's first launch
//! synchronises the context, so a kernel that spins on another's progress deadlocks if
//! that other one is launched unloaded; `cudaFuncGetAttributes` loads a kernel ahead. Invariant: the setup function
//! creates every handle it guards and loads every kernel it is given before any is used
//! (callers call it first); handles live as long as the program: the generated teardown,
//! registered with `atexit` when they are created, destroys them when it ends (before the
//! CUDA module's own destructor, registered earlier).

use crate::sirius::host_rewrite::{declared, function_type};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMLinkage;
use std::ffi::CString;
use syncfuse_ir::OwnedBuilder;

/// `cudaStreamNonBlocking` and `cudaEventDisableTiming`.
const STREAM_NON_BLOCKING: u64 = 1;
const EVENT_DISABLE_TIMING: u64 = 2;
/// Room for `struct cudaFuncAttributes` (56 bytes in CUDA 11, 144 in CUDA 12), with margin.
const FUNCTION_ATTRIBUTES_BYTES: u32 = 256;

/// The runtime a host program calls for streams and events.
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum Runtime {
    Cuda,
    /// AscendCL (`aclrt*`).
    Ascend,
}

/// One runtime's stream and event calls: (function, the flags argument it takes, if any).
struct RuntimeNames {
    create_stream: (&'static str, Option<u64>),
    create_event: (&'static str, Option<u64>),
    destroy_stream: &'static str,
    destroy_event: &'static str,
    record: &'static str,
    /// Takes a trailing flags argument (0).
    wait: (&'static str, bool),
}

impl Runtime {
    fn names(self) -> RuntimeNames {
        match self {
            Runtime::Cuda => RuntimeNames {
                create_stream: ("cudaStreamCreateWithFlags", Some(STREAM_NON_BLOCKING)),
                create_event: ("cudaEventCreateWithFlags", Some(EVENT_DISABLE_TIMING)),
                destroy_stream: "cudaStreamDestroy",
                destroy_event: "cudaEventDestroy",
                record: "cudaEventRecord",
                wait: ("cudaStreamWaitEvent", true),
            },
            Runtime::Ascend => RuntimeNames {
                create_stream: ("aclrtCreateStream", None),
                create_event: ("aclrtCreateEvent", None),
                destroy_stream: "aclrtDestroyStream",
                destroy_event: "aclrtDestroyEvent",
                record: "aclrtRecordEvent",
                wait: ("aclrtStreamWaitEvent", false),
            },
        }
    }
}

/// Operands of the runtime calls the host rewrites read or change.
pub(crate) mod operand {
    /// `__cudaPushCallConfiguration(grid xy, grid z, block xy, block z, shared, stream)`.
    pub const PUSH_GRID_XY: u32 = 0;
    pub const PUSH_GRID_Z: u32 = 1;
    pub const PUSH_STREAM: u32 = 5;
    /// The kernel of every launch call but a stub call (its callee, the last operand):
    /// `cudaLaunchKernel`'s stub, `rtKernelLaunch`'s and `rtLaunch`'s kernel.
    pub const KERNEL: u32 = 0;
    /// `cudaLaunchKernel(stub, grid xy, grid z, block xy, block z, args, shared, stream)`.
    pub const LAUNCH_KERNEL_GRID_XY: u32 = 1;
    pub const LAUNCH_KERNEL_GRID_Z: u32 = 2;
    pub const LAUNCH_KERNEL_STREAM: u32 = 7;
    /// `cudaMemcpyAsync(dst, src, count, kind, stream)`, `cudaMemsetAsync(dst, value, count,
    /// stream)`.
    pub const MEMCPY_ASYNC_STREAM: u32 = 4;
    pub const MEMSET_ASYNC_STREAM: u32 = 3;
    /// `rtKernelLaunch(stub, blockDim, args, size, smDesc, stream)`, `rtConfigureCall(blockDim,
    /// l2ctrl, stream)`.
    pub const KERNEL_LAUNCH_BLOCK_DIM: u32 = 1;
    pub const KERNEL_LAUNCH_STREAM: u32 = 5;
    pub const CONFIGURE_CALL_BLOCK_DIM: u32 = 0;
    pub const CONFIGURE_CALL_STREAM: u32 = 2;
}

/// Emits host code at its builder's position.
pub(crate) struct HostBuilder {
    pub(crate) runtime: Runtime,
    pub(crate) module: LLVMModuleRef,
    pub(crate) context: LLVMContextRef,
    pub(crate) builder: OwnedBuilder,
    pub(crate) pointer: LLVMTypeRef,
    pub(crate) i32_type: LLVMTypeRef,
    pub(crate) i64_type: LLVMTypeRef,
}

impl HostBuilder {
    /// # Safety
    /// `module` must be a live LLVM module, kept alive while the builder is used.
    pub(crate) unsafe fn new(module: LLVMModuleRef, runtime: Runtime) -> HostBuilder {
        let context = LLVMGetModuleContext(module);
        HostBuilder {
            runtime,
            module,
            context,
            builder: OwnedBuilder::new(context),
            pointer: LLVMPointerTypeInContext(context, 0),
            i32_type: LLVMInt32TypeInContext(context),
            i64_type: LLVMInt64TypeInContext(context),
        }
    }

    /// The internal pointer-sized global `name` (null initially), made on first use.
    pub(crate) unsafe fn pointer_global(&self, name: &str) -> LLVMValueRef {
        let c_name = CString::new(name).expect("symbol names have no NUL");
        let existing = LLVMGetNamedGlobal(self.module, c_name.as_ptr());
        if !existing.is_null() {
            return existing;
        }
        let global = LLVMAddGlobal(self.module, self.pointer, c_name.as_ptr());
        LLVMSetInitializer(global, LLVMConstNull(self.pointer));
        LLVMSetLinkage(global, LLVMLinkage::LLVMInternalLinkage);
        global
    }

    /// `name()`, defined on first use: `if (!streams[0]) { cudaStreamCreateWithFlags(&s,
    /// NonBlocking) for each stream; cudaEventCreateWithFlags(&e, DisableTiming) for each
    /// event; cudaFuncGetAttributes(&attributes, stub) for each kernel stub to load;
    /// atexit(name.teardown) }`, where `name.teardown()` destroys every stream and event.
    pub(crate) unsafe fn setup(
        &self,
        name: &str,
        streams: &[LLVMValueRef],
        events: &[LLVMValueRef],
        load: &[LLVMValueRef],
    ) -> LLVMValueRef {
        let setup = declared(self.module, name, function_type(LLVMVoidTypeInContext(self.context), &[]));
        if LLVMCountBasicBlocks(setup) > 0 {
            return setup;
        }
        LLVMSetLinkage(setup, LLVMLinkage::LLVMInternalLinkage);
        let entry = LLVMAppendBasicBlockInContext(self.context, setup, c"entry".as_ptr());
        let create = LLVMAppendBasicBlockInContext(self.context, setup, c"create".as_ptr());
        let done = LLVMAppendBasicBlockInContext(self.context, setup, c"done".as_ptr());
        let builder = OwnedBuilder::new(self.context);
        LLVMPositionBuilderAtEnd(builder.raw, entry);
        let attributes_type = LLVMArrayType(LLVMInt8TypeInContext(self.context), FUNCTION_ATTRIBUTES_BYTES);
        let attributes = LLVMBuildAlloca(builder.raw, attributes_type, c"attributes".as_ptr());
        LLVMSetAlignment(attributes, 8);
        let first = LLVMBuildLoad2(builder.raw, self.pointer, streams[0], c"".as_ptr());
        let missing = LLVMBuildIsNull(builder.raw, first, c"".as_ptr());
        LLVMBuildCondBr(builder.raw, missing, create, done);
        LLVMPositionBuilderAtEnd(builder.raw, create);
        let names = self.runtime.names();
        let handles = streams.iter().map(|&s| (names.create_stream, s));
        for ((function, flags), handle) in handles.chain(events.iter().map(|&e| (names.create_event, e))) {
            let mut arguments = vec![handle];
            arguments.extend(flags.map(|flags| LLVMConstInt(self.i32_type, flags, 0)));
            let types: Vec<LLVMTypeRef> = arguments.iter().map(|&a| LLVMTypeOf(a)).collect();
            let create_type = function_type(self.i32_type, &types);
            let callee = declared(self.module, function, create_type);
            let count = arguments.len() as u32;
            LLVMBuildCall2(builder.raw, create_type, callee, arguments.as_mut_ptr(), count, c"".as_ptr());
        }
        let load_type = function_type(self.i32_type, &[self.pointer, self.pointer]);
        let get_attributes = declared(self.module, "cudaFuncGetAttributes", load_type);
        for &stub in load {
            let mut arguments = [attributes, stub];
            LLVMBuildCall2(builder.raw, load_type, get_attributes, arguments.as_mut_ptr(), 2, c"".as_ptr());
        }
        let atexit_type = function_type(self.i32_type, &[self.pointer]);
        let atexit = declared(self.module, "atexit", atexit_type);
        let mut teardown = [self.teardown(&format!("{name}.teardown"), streams, events)];
        LLVMBuildCall2(builder.raw, atexit_type, atexit, teardown.as_mut_ptr(), 1, c"".as_ptr());
        LLVMBuildBr(builder.raw, done);
        LLVMPositionBuilderAtEnd(builder.raw, done);
        LLVMBuildRetVoid(builder.raw);
        setup
    }

    /// `name()`: `cudaStreamDestroy` of every stream, `cudaEventDestroy` of every event.
    unsafe fn teardown(&self, name: &str, streams: &[LLVMValueRef], events: &[LLVMValueRef]) -> LLVMValueRef {
        let teardown = declared(self.module, name, function_type(LLVMVoidTypeInContext(self.context), &[]));
        LLVMSetLinkage(teardown, LLVMLinkage::LLVMInternalLinkage);
        let entry = LLVMAppendBasicBlockInContext(self.context, teardown, c"entry".as_ptr());
        let builder = OwnedBuilder::new(self.context);
        LLVMPositionBuilderAtEnd(builder.raw, entry);
        let destroy_type = function_type(self.i32_type, &[self.pointer]);
        let names = self.runtime.names();
        let handles = streams.iter().map(|&s| (names.destroy_stream, s));
        for (function, handle) in handles.chain(events.iter().map(|&e| (names.destroy_event, e))) {
            let mut arguments = [LLVMBuildLoad2(builder.raw, self.pointer, handle, c"".as_ptr())];
            let callee = declared(self.module, function, destroy_type);
            LLVMBuildCall2(builder.raw, destroy_type, callee, arguments.as_mut_ptr(), 1, c"".as_ptr());
        }
        LLVMBuildRetVoid(builder.raw);
        teardown
    }

    /// Calls a setup function made by `setup`.
    pub(crate) unsafe fn call_setup(&self, setup: LLVMValueRef) {
        LLVMBuildCall2(self.builder.raw, LLVMGlobalGetValueType(setup), setup, std::ptr::null_mut(), 0, c"".as_ptr());
    }

    pub(crate) unsafe fn load_pointer(&self, global: LLVMValueRef) -> LLVMValueRef {
        LLVMBuildLoad2(self.builder.raw, self.pointer, global, c"".as_ptr())
    }

    /// Calls runtime function `name` (declared `i32 (args...)` unless `ty` is given).
    pub(crate) unsafe fn call(&self, name: &str, arguments: &[LLVMValueRef], ty: Option<LLVMTypeRef>) -> LLVMValueRef {
        let ty = ty.unwrap_or_else(|| {
            let types: Vec<LLVMTypeRef> = arguments.iter().map(|&a| LLVMTypeOf(a)).collect();
            function_type(self.i32_type, &types)
        });
        let callee = declared(self.module, name, ty);
        let mut arguments = arguments.to_vec();
        LLVMBuildCall2(self.builder.raw, ty, callee, arguments.as_mut_ptr(), arguments.len() as u32, c"".as_ptr())
    }

    /// `record(event, before); wait(after, event)`: work issued to `after` from now on waits
    /// for everything issued to `before` so far.
    pub(crate) unsafe fn order(&self, before: LLVMValueRef, after: LLVMValueRef, event: LLVMValueRef) {
        self.record(event, before);
        self.wait(after, event);
    }

    /// `cudaEventRecord(event, stream)` / `aclrtRecordEvent(event, stream)`.
    pub(crate) unsafe fn record(&self, event: LLVMValueRef, stream: LLVMValueRef) {
        self.call(self.runtime.names().record, &[event, stream], None);
    }

    /// `cudaStreamWaitEvent(stream, event, 0)` / `aclrtStreamWaitEvent(stream, event)`.
    pub(crate) unsafe fn wait(&self, stream: LLVMValueRef, event: LLVMValueRef) {
        let (function, flags) = self.runtime.names().wait;
        let mut arguments = vec![stream, event];
        arguments.extend(flags.then(|| LLVMConstInt(self.i32_type, 0, 0)));
        self.call(function, &arguments, None);
    }
}
