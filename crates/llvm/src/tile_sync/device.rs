//! LLVM adapter, device side of `tile-sync`: copies of the producer and consumer kernels
//! with cuSync's posts and waits, the pair's semaphores and tables, and the wait kernel.
//!
//! For pair `n` (`TileSyncPlan`), in the device module (symbols without dots: PTX
//! identifiers cannot hold them and `llc` keeps external names as they are):
//! * `@syncfuse_tile<n>_state`: `[3 + counters x i32]` in global memory, zeroed: the run
//!   count `epoch` (runs of the pair completed), `started` (producer blocks started, all
//!   runs), `done` (consumer blocks finished in this run), then the semaphores, which only
//!   grow (run `e` waits for `(e + 1) * posts`);
//! * constant tables: each producer block's counter (`-1`: none), each counter's posts per
//!   run, each consumer block's range of counters (offsets, counters);
//! * `<producer>_tile<n>_producer`: the producer kernel (a copy, made by LLVM's inliner from a
//!   one-call wrapper) whose thread (0, 0, 0) adds one to `started` on entry, and whose
//!   returns all go through one exit: `__syncthreads()`, then thread (0, 0, 0) runs
//!   `__threadfence()` and adds one to its counter (post);
//! * `<consumer>_tile<n>_consumer`: the consumer kernel (the two are distinct copies even
//!   when one kernel is launched twice) whose thread (0, 0, 0) first polls each of
//!   its counters (volatile loads) until it holds the run's target, then runs
//!   `__threadfence()`, and every thread waits at `__syncthreads()` before the original
//!   body (wait); at its one exit, `__syncthreads()`, then thread (0, 0, 0) fences and
//!   adds one to `done`; the block that makes it complete fences, zeroes it and counts the
//!   run in `epoch`;
//! * `syncfuse_tile<n>_wait`: a one-thread kernel that polls `started` until every block
//!   of this run's producer has started (`(epoch + 1) * producer blocks`), launched on the
//!   consumer's stream before it, so that no consumer block occupies a multiprocessor
//!   before every producer block has one (progress whatever the grids).
//!
//! NVPTX in LLVM 16 compiles neither IR fences nor acquire/release loads, and gives
//! `atomicrmw` no ordering (relaxed `atom`), so ordering is by `llvm.nvvm.membar.gl`
//! (`__threadfence()`), a call LLVM cannot move loads across, as cuSync does. Invariant:
//! the originals stay untouched (other launches of them are unaffected); the module passes
//! the verifier afterwards.

use crate::sirius::codegen::{copy_kernel, mark_as_kernel, CodegenReject};
use crate::sirius::pass_pipeline::run_passes;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::{LLVMAtomicOrdering, LLVMAtomicRMWBinOp, LLVMIntPredicate, LLVMLinkage, LLVMOpcode};
use std::ffi::CString;
use syncfuse_hardware::cuda::{Axis, SpecialRegister, SpecialRegisterKind};
use syncfuse_ir::{function_instructions, named_function, OwnedBuilder};
use syncfuse_sirius::tile_sync::tile_plan::TileSyncPlan;

/// Index of `epoch`, `started` and `done` in the state array; the semaphores follow.
const EPOCH: u32 = 0;
const STARTED: u32 = 1;
const DONE: u32 = 2;
const FIRST_SEMAPHORE: u32 = 3;
/// CUDA's global and shared address spaces.
const GLOBAL: u32 = 1;
const SHARED: u32 = 3;

/// The kernels the host launches instead, and the wait kernel.
#[derive(Clone, Debug, PartialEq, Eq)]
pub struct PairKernels {
    pub producer: String,
    pub consumer: String,
    pub wait: String,
}

/// What a launch of the pair runs so far: its original kernel (copied now), or the copy an
/// earlier pair made (the middle launch of a chain waits as a consumer and posts as a
/// producer in one copy).
#[derive(Clone, Copy, Debug, PartialEq, Eq)]
pub enum LaunchKernel<'a> {
    Original(&'a str),
    Copy(&'a str),
}

impl LaunchKernel<'_> {
    fn name(self, index: usize, role: &str) -> String {
        match self {
            LaunchKernel::Original(kernel) => format!("{kernel}_tile{index}_{role}"),
            LaunchKernel::Copy(copy) => copy.to_string(),
        }
    }
}

/// Writes pair `index`'s state, tables and wait kernel into `module`, and its posts and
/// waits into the launches' copies (made here from originals).
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn instrument_pair(
    module: LLVMModuleRef,
    index: usize,
    plan: &TileSyncPlan,
    (producer, consumer): (LaunchKernel<'_>, LaunchKernel<'_>),
) -> Result<PairKernels, CodegenReject> {
    let names = PairKernels {
        producer: producer.name(index, "producer"),
        consumer: consumer.name(index, "consumer"),
        wait: format!("syncfuse_tile{index}_wait"),
    };
    let launches = [(producer, &names.producer), (consumer, &names.consumer)];
    let mut kernels = [std::ptr::null_mut(); 2];
    for (slot, (launch, name)) in launches.into_iter().enumerate() {
        let existing = named_function(module, name);
        kernels[slot] = match launch {
            LaunchKernel::Copy(_) if !existing.is_null() => existing,
            LaunchKernel::Copy(copy) => return Err(CodegenReject::MissingKernel(copy.into())),
            LaunchKernel::Original(_) if !existing.is_null() => {
                return Err(CodegenReject::NameTaken(name.as_str().into()))
            }
            LaunchKernel::Original(kernel) => {
                let original = named_function(module, kernel);
                if original.is_null() || LLVMCountBasicBlocks(original) == 0 {
                    return Err(CodegenReject::MissingKernel(kernel.into()));
                }
                let copy = copy_kernel(module, original, name);
                mark_as_kernel(module, copy);
                copy
            }
        };
    }
    if !named_function(module, &names.wait).is_null() {
        return Err(CodegenReject::NameTaken(names.wait.as_str().into()));
    }
    run_passes(module, "always-inline")?;
    let ir = Builder::new(module);
    let state =
        ir.global(&format!("syncfuse_tile{index}_state"), &vec![0; (FIRST_SEMAPHORE + plan.counters) as usize], false);
    let table = |name: &str, values: &[i32]| ir.global(&format!("syncfuse_tile{index}_{name}"), values, true);
    let post_counter: Vec<i32> = plan.post_counter.iter().map(|c| c.map_or(-1, |c| c as i32)).collect();
    let posts = table("posts", &post_counter);
    let posts_per_run = table("posts_per_run", &as_i32(&plan.posts_per_run));
    let offsets = table("wait_offsets", &as_i32(&plan.wait_offsets));
    let counters = table("wait_counters", &as_i32(&plan.wait_counters));
    let tables = Tables { state, posts, posts_per_run, offsets, counters };
    ir.instrument_producer(kernels[0], &tables);
    ir.instrument_consumer(kernels[1], &tables, plan.consumer_blocks);
    let wait = ir.wait_kernel(&names.wait, &tables, plan.producer_blocks);
    mark_as_kernel(module, wait);
    drop(ir);
    syncfuse_ir::verify_module(module).map_err(CodegenReject::Verifier)?;
    Ok(names)
}

/// Makes the copy `kernel` take its tile from a ticket counter instead of `blockIdx`
/// (cuSync's tile order, row-major): thread (0, 0, 0) of each block takes the next ticket
/// of `@<kernel>_tickets` (64 bits, never reset: a launch takes exactly its grid's volume of
/// tickets, so the ticket modulo the volume numbers its blocks 0, 1, ... in the order they
/// start), shares it through shared memory past a barrier, and every read of `blockIdx`
/// in the kernel (its own and the posts' and waits') becomes that tile's coordinates. So
/// producer tiles finish in row-major order, which the consumers' waits follow, whatever
/// order the hardware starts blocks in. Run after every pair's instrumentation.
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn order_tiles(module: LLVMModuleRef, kernel: &str) -> Result<(), CodegenReject> {
    let function = named_function(module, kernel);
    if function.is_null() {
        return Err(CodegenReject::MissingKernel(kernel.into()));
    }
    let reads: Vec<(LLVMValueRef, Axis)> = function_instructions(function)
        .into_iter()
        .filter_map(|i| {
            let register = SpecialRegister::from_intrinsic(&syncfuse_ir::callee_name(i)?)?;
            (register.kind == SpecialRegisterKind::BlockIndex).then_some((i, register.axis))
        })
        .collect();
    let ir = Builder::new(module);
    let i64_type = LLVMInt64TypeInContext(ir.context);
    let ticket_name = CString::new(format!("{kernel}_tickets")).expect("symbol names have no NUL");
    let tickets = LLVMAddGlobalInAddressSpace(module, i64_type, ticket_name.as_ptr(), GLOBAL);
    LLVMSetInitializer(tickets, LLVMConstInt(i64_type, 0, 0));
    LLVMSetLinkage(tickets, LLVMLinkage::LLVMInternalLinkage);
    let tile_name = CString::new(format!("{kernel}_tile")).expect("symbol names have no NUL");
    let tile = LLVMAddGlobalInAddressSpace(module, ir.i32_type, tile_name.as_ptr(), SHARED);
    LLVMSetInitializer(tile, LLVMGetUndef(ir.i32_type));
    LLVMSetLinkage(tile, LLVMLinkage::LLVMInternalLinkage);
    let (entry, old_entry) = ir.new_entry(function);
    ir.at_end(entry);
    let [width, height, depth] =
        [Axis::X, Axis::Y, Axis::Z].map(|axis| ir.register(SpecialRegisterKind::GridExtent, axis));
    let plane = LLVMBuildMul(ir.builder.raw, width, height, c"".as_ptr());
    let volume = LLVMBuildMul(ir.builder.raw, plane, depth, c"".as_ptr());
    ir.if_first_thread(function, "ticket", |ir| {
        let ticket = LLVMBuildAtomicRMW(
            ir.builder.raw,
            LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpAdd,
            tickets,
            LLVMConstInt(i64_type, 1, 0),
            LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
            0,
        );
        let wide = LLVMBuildZExt(ir.builder.raw, volume, i64_type, c"".as_ptr());
        let index = LLVMBuildURem(ir.builder.raw, ticket, wide, c"".as_ptr());
        LLVMBuildStore(ir.builder.raw, LLVMBuildTrunc(ir.builder.raw, index, ir.i32_type, c"".as_ptr()), tile);
    });
    ir.barrier();
    let index = LLVMBuildLoad2(ir.builder.raw, ir.i32_type, tile, c"syncfuse.tile".as_ptr());
    let x = LLVMBuildURem(ir.builder.raw, index, width, c"".as_ptr());
    let row = LLVMBuildUDiv(ir.builder.raw, index, width, c"".as_ptr());
    let y = LLVMBuildURem(ir.builder.raw, row, height, c"".as_ptr());
    let z = LLVMBuildUDiv(ir.builder.raw, index, plane, c"".as_ptr());
    LLVMBuildBr(ir.builder.raw, old_entry);
    for (read, axis) in reads {
        let value = match axis {
            Axis::X => x,
            Axis::Y => y,
            Axis::Z => z,
        };
        LLVMReplaceAllUsesWith(read, value);
        LLVMInstructionEraseFromParent(read);
    }
    drop(ir);
    syncfuse_ir::verify_module(module).map_err(CodegenReject::Verifier)
}

fn as_i32(values: &[u32]) -> Vec<i32> {
    values.iter().map(|&v| v as i32).collect()
}

/// The pair's globals.
struct Tables {
    state: LLVMValueRef,
    posts: LLVMValueRef,
    posts_per_run: LLVMValueRef,
    offsets: LLVMValueRef,
    counters: LLVMValueRef,
}

/// Emits the instrumentation (one builder, the `i32` type at hand).
struct Builder {
    module: LLVMModuleRef,
    context: LLVMContextRef,
    builder: OwnedBuilder,
    i32_type: LLVMTypeRef,
}

impl Builder {
    unsafe fn new(module: LLVMModuleRef) -> Builder {
        let context = LLVMGetModuleContext(module);
        Builder { module, context, builder: OwnedBuilder::new(context), i32_type: LLVMInt32TypeInContext(context) }
    }

    /// An internal `[n x i32]` global in global memory with these values.
    unsafe fn global(&self, name: &str, values: &[i32], constant: bool) -> LLVMValueRef {
        let ty = LLVMArrayType(self.i32_type, values.len() as u32);
        let c_name = CString::new(name).expect("symbol names have no NUL");
        let global = LLVMAddGlobalInAddressSpace(self.module, ty, c_name.as_ptr(), GLOBAL);
        let mut elements: Vec<LLVMValueRef> =
            values.iter().map(|&v| LLVMConstInt(self.i32_type, v as i64 as u64, 1)).collect();
        LLVMSetInitializer(global, LLVMConstArray(self.i32_type, elements.as_mut_ptr(), elements.len() as u32));
        LLVMSetLinkage(global, LLVMLinkage::LLVMInternalLinkage);
        LLVMSetGlobalConstant(global, i32::from(constant));
        LLVMSetAlignment(global, 4);
        global
    }

    unsafe fn constant(&self, value: u32) -> LLVMValueRef {
        LLVMConstInt(self.i32_type, u64::from(value), 0)
    }

    unsafe fn block(&self, function: LLVMValueRef, name: &str) -> LLVMBasicBlockRef {
        let c_name = CString::new(name).expect("block names have no NUL");
        LLVMAppendBasicBlockInContext(self.context, function, c_name.as_ptr())
    }

    unsafe fn at_end(&self, block: LLVMBasicBlockRef) {
        LLVMPositionBuilderAtEnd(self.builder.raw, block);
    }

    /// Calls the intrinsic `name` without arguments (declared on first use).
    unsafe fn intrinsic(&self, name: &str) -> LLVMValueRef {
        let id = LLVMLookupIntrinsicID(name.as_ptr().cast(), name.len());
        let declaration = LLVMGetIntrinsicDeclaration(self.module, id, std::ptr::null_mut(), 0);
        let ty = LLVMGlobalGetValueType(declaration);
        LLVMBuildCall2(self.builder.raw, ty, declaration, std::ptr::null_mut(), 0, c"".as_ptr())
    }

    unsafe fn register(&self, kind: SpecialRegisterKind, axis: Axis) -> LLVMValueRef {
        self.intrinsic(&SpecialRegister { kind, axis }.intrinsic())
    }

    /// Whether this is thread (0, 0, 0) of its block.
    unsafe fn first_thread(&self) -> LLVMValueRef {
        let zero = self.constant(0);
        let mut all: Option<LLVMValueRef> = None;
        for axis in [Axis::X, Axis::Y, Axis::Z] {
            let index = self.register(SpecialRegisterKind::ThreadIndex, axis);
            let is_zero = LLVMBuildICmp(self.builder.raw, LLVMIntPredicate::LLVMIntEQ, index, zero, c"".as_ptr());
            all = Some(all.map_or(is_zero, |so_far| LLVMBuildAnd(self.builder.raw, so_far, is_zero, c"".as_ptr())));
        }
        all.expect("three axes")
    }

    /// The block's linear index in its grid (x fastest).
    unsafe fn linear_block(&self) -> LLVMValueRef {
        let [x, y, z] = [Axis::X, Axis::Y, Axis::Z].map(|axis| self.register(SpecialRegisterKind::BlockIndex, axis));
        let [width, height] = [Axis::X, Axis::Y].map(|axis| self.register(SpecialRegisterKind::GridExtent, axis));
        let row =
            LLVMBuildAdd(self.builder.raw, y, LLVMBuildMul(self.builder.raw, height, z, c"".as_ptr()), c"".as_ptr());
        LLVMBuildAdd(self.builder.raw, x, LLVMBuildMul(self.builder.raw, width, row, c"".as_ptr()), c"".as_ptr())
    }

    /// `&global[index]`.
    unsafe fn element(&self, global: LLVMValueRef, index: LLVMValueRef) -> LLVMValueRef {
        let ty = LLVMGlobalGetValueType(global);
        let mut indices = [self.constant(0), index];
        LLVMBuildInBoundsGEP2(self.builder.raw, ty, global, indices.as_mut_ptr(), 2, c"".as_ptr())
    }

    unsafe fn load(&self, global: LLVMValueRef, index: LLVMValueRef, volatile: bool) -> LLVMValueRef {
        let load = LLVMBuildLoad2(self.builder.raw, self.i32_type, self.element(global, index), c"".as_ptr());
        LLVMSetVolatile(load, i32::from(volatile));
        load
    }

    unsafe fn store(&self, global: LLVMValueRef, index: u32, value: LLVMValueRef) {
        LLVMBuildStore(self.builder.raw, value, self.element(global, self.constant(index)));
    }

    /// `atomicAdd(&global[index], 1)` (monotonic: what NVPTX gives any ordering); the old
    /// value.
    unsafe fn add_one(&self, global: LLVMValueRef, index: LLVMValueRef) -> LLVMValueRef {
        let address = self.element(global, index);
        LLVMBuildAtomicRMW(
            self.builder.raw,
            LLVMAtomicRMWBinOp::LLVMAtomicRMWBinOpAdd,
            address,
            self.constant(1),
            LLVMAtomicOrdering::LLVMAtomicOrderingMonotonic,
            0,
        )
    }

    unsafe fn fence(&self) {
        self.intrinsic("llvm.nvvm.membar.gl");
    }

    unsafe fn barrier(&self) {
        self.intrinsic("llvm.nvvm.barrier0");
    }

    /// A new first block of `kernel` (which `build` fills and must end by branching to
    /// the returned old entry).
    unsafe fn new_entry(&self, kernel: LLVMValueRef) -> (LLVMBasicBlockRef, LLVMBasicBlockRef) {
        let old = LLVMGetEntryBasicBlock(kernel);
        let entry = LLVMInsertBasicBlockInContext(self.context, old, c"syncfuse.entry".as_ptr());
        (entry, old)
    }

    /// Every `ret void` of `kernel` replaced by a branch to one new exit block, returned
    /// (empty, for the caller to fill and end with `ret void`).
    unsafe fn single_exit(&self, kernel: LLVMValueRef) -> LLVMBasicBlockRef {
        let returns: Vec<LLVMValueRef> = function_instructions(kernel)
            .into_iter()
            .filter(|&i| LLVMGetInstructionOpcode(i) == LLVMOpcode::LLVMRet)
            .collect();
        let exit = self.block(kernel, "syncfuse.exit");
        for ret in returns {
            LLVMPositionBuilderBefore(self.builder.raw, ret);
            LLVMBuildBr(self.builder.raw, exit);
            LLVMInstructionEraseFromParent(ret);
        }
        exit
    }

    /// `if (thread (0, 0, 0)) { then(); }` at the builder, continuing in a new block of
    /// `kernel` named `name`.
    unsafe fn if_first_thread(&self, kernel: LLVMValueRef, name: &str, then: impl FnOnce(&Self)) {
        let condition = self.first_thread();
        let body = self.block(kernel, &format!("syncfuse.{name}"));
        let after = self.block(kernel, &format!("syncfuse.{name}.done"));
        LLVMBuildCondBr(self.builder.raw, condition, body, after);
        self.at_end(body);
        then(self);
        LLVMBuildBr(self.builder.raw, after);
        self.at_end(after);
    }

    unsafe fn instrument_producer(&self, kernel: LLVMValueRef, tables: &Tables) {
        let (entry, old_entry) = self.new_entry(kernel);
        self.at_end(entry);
        self.if_first_thread(kernel, "started", |ir| {
            ir.add_one(tables.state, ir.constant(STARTED));
        });
        LLVMBuildBr(self.builder.raw, old_entry);
        let exit = self.single_exit(kernel);
        self.at_end(exit);
        self.barrier();
        let post = self.block(kernel, "syncfuse.post");
        let done = self.block(kernel, "syncfuse.post.done");
        let counter = self.load(tables.posts, self.linear_block(), false);
        let posts =
            LLVMBuildICmp(self.builder.raw, LLVMIntPredicate::LLVMIntSGE, counter, self.constant(0), c"".as_ptr());
        let condition = LLVMBuildAnd(self.builder.raw, self.first_thread(), posts, c"".as_ptr());
        LLVMBuildCondBr(self.builder.raw, condition, post, done);
        self.at_end(post);
        self.fence();
        let slot = LLVMBuildAdd(self.builder.raw, counter, self.constant(FIRST_SEMAPHORE), c"".as_ptr());
        self.add_one(tables.state, slot);
        LLVMBuildBr(self.builder.raw, done);
        self.at_end(done);
        LLVMBuildRetVoid(self.builder.raw);
    }

    unsafe fn instrument_consumer(&self, kernel: LLVMValueRef, tables: &Tables, consumer_blocks: u32) {
        let (entry, old_entry) = self.new_entry(kernel);
        self.at_end(entry);
        self.if_first_thread(kernel, "wait", |ir| ir.wait_for_counters(kernel, tables));
        self.barrier();
        LLVMBuildBr(self.builder.raw, old_entry);
        let exit = self.single_exit(kernel);
        self.at_end(exit);
        self.barrier();
        self.if_first_thread(kernel, "finish", |ir| {
            ir.fence();
            let old = ir.add_one(tables.state, ir.constant(DONE));
            let last = LLVMBuildICmp(
                ir.builder.raw,
                LLVMIntPredicate::LLVMIntEQ,
                old,
                ir.constant(consumer_blocks - 1),
                c"".as_ptr(),
            );
            let close = ir.block(kernel, "syncfuse.close_run");
            let after = ir.block(kernel, "syncfuse.close_run.done");
            LLVMBuildCondBr(ir.builder.raw, last, close, after);
            ir.at_end(close);
            ir.fence();
            ir.store(tables.state, DONE, ir.constant(0));
            let epoch = ir.load(tables.state, ir.constant(EPOCH), false);
            ir.store(tables.state, EPOCH, LLVMBuildAdd(ir.builder.raw, epoch, ir.constant(1), c"".as_ptr()));
            LLVMBuildBr(ir.builder.raw, after);
            ir.at_end(after);
        });
        LLVMBuildRetVoid(self.builder.raw);
    }

    /// Thread (0, 0, 0) of a consumer block: for each of its counters, poll until it
    /// holds `(epoch + 1) * posts`, then fence.
    unsafe fn wait_for_counters(&self, kernel: LLVMValueRef, tables: &Tables) {
        let runs = LLVMBuildAdd(
            self.builder.raw,
            self.load(tables.state, self.constant(EPOCH), false),
            self.constant(1),
            c"".as_ptr(),
        );
        let block = self.linear_block();
        let first = self.load(tables.offsets, block, false);
        let end =
            self.load(tables.offsets, LLVMBuildAdd(self.builder.raw, block, self.constant(1), c"".as_ptr()), false);
        let before = LLVMGetInsertBlock(self.builder.raw);
        let next = self.block(kernel, "syncfuse.wait.next");
        let poll = self.block(kernel, "syncfuse.wait.poll");
        let ready = self.block(kernel, "syncfuse.wait.ready");
        let waited = self.block(kernel, "syncfuse.wait.all");
        LLVMBuildBr(self.builder.raw, next);
        self.at_end(next);
        let position = LLVMBuildPhi(self.builder.raw, self.i32_type, c"syncfuse.wait.index".as_ptr());
        let more = LLVMBuildICmp(self.builder.raw, LLVMIntPredicate::LLVMIntSLT, position, end, c"".as_ptr());
        LLVMBuildCondBr(self.builder.raw, more, poll, waited);
        self.at_end(poll);
        let counter = self.load(tables.counters, position, false);
        let target =
            LLVMBuildMul(self.builder.raw, self.load(tables.posts_per_run, counter, false), runs, c"".as_ptr());
        let slot = LLVMBuildAdd(self.builder.raw, counter, self.constant(FIRST_SEMAPHORE), c"".as_ptr());
        let value = self.load(tables.state, slot, true);
        let behind = LLVMBuildICmp(self.builder.raw, LLVMIntPredicate::LLVMIntULT, value, target, c"".as_ptr());
        LLVMBuildCondBr(self.builder.raw, behind, poll, ready);
        self.at_end(ready);
        let following = LLVMBuildAdd(self.builder.raw, position, self.constant(1), c"".as_ptr());
        LLVMBuildBr(self.builder.raw, next);
        let mut incoming = [first, following];
        let mut blocks = [before, ready];
        LLVMAddIncoming(position, incoming.as_mut_ptr(), blocks.as_mut_ptr(), 2);
        self.at_end(waited);
        self.fence();
    }

    /// `name()`: one thread polling `started` until `(epoch + 1) * producer_blocks`.
    unsafe fn wait_kernel(&self, name: &str, tables: &Tables, producer_blocks: u32) -> LLVMValueRef {
        let void = LLVMVoidTypeInContext(self.context);
        let ty = LLVMFunctionType(void, std::ptr::null_mut(), 0, 0);
        let c_name = CString::new(name).expect("symbol names have no NUL");
        let kernel = LLVMAddFunction(self.module, c_name.as_ptr(), ty);
        let entry = self.block(kernel, "entry");
        let poll = self.block(kernel, "poll");
        let started = self.block(kernel, "started");
        self.at_end(entry);
        let runs = LLVMBuildAdd(
            self.builder.raw,
            self.load(tables.state, self.constant(EPOCH), false),
            self.constant(1),
            c"".as_ptr(),
        );
        let target = LLVMBuildMul(self.builder.raw, runs, self.constant(producer_blocks), c"".as_ptr());
        LLVMBuildBr(self.builder.raw, poll);
        self.at_end(poll);
        let value = self.load(tables.state, self.constant(STARTED), true);
        let behind = LLVMBuildICmp(self.builder.raw, LLVMIntPredicate::LLVMIntULT, value, target, c"".as_ptr());
        LLVMBuildCondBr(self.builder.raw, behind, poll, started);
        self.at_end(started);
        LLVMBuildRetVoid(self.builder.raw);
        kernel
    }
}
