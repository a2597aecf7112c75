//! LLVM adapter, host side of `streams`: a region's launches on the streams of its
//! `StreamSchedule`, for CUDA or AscendCL (`Runtime`). Stream 0 is the launches' original
//! stream `S`; streams 1.. are (CUDA: non-blocking) streams created once per region
//! (`syncfuse.streams<n>.setup`). Before the region's first launch every side stream waits
//! for `S`; each launch names its stream where its configuration does
//! (`__cudaPushCallConfiguration`; Ascend: `rtKernelLaunch`, or the `rtConfigureCall` of
//! an `rtLaunch`); a launch that other streams wait for records its event right after it,
//! and a launch waits for the events of its predecessors on other streams right before its
//! configuration; after the region every side stream records its exit event, and `S`
//! waits for it right before the first trailing copy that depends on that stream's
//! launches, or after the last trailing copy (right after the last launch when there is
//! none). A spread loop's iterations (`StreamSchedule::iterations`) instead pick their
//! stream from a counter of iterations, the side streams waiting for `S` before the loop
//! and `S` for them at every exit (`spread_iterations`). Invariant: nothing is edited
//! unless every launch was found, all were issued on one stream (one value, or loads of
//! one variable: stream 0 is then the first launch's) and always run together (control
//! equivalent); the host passes the verifier afterwards.

use crate::affine::{SymbolEnvironment, ValueReader};
use crate::cuda_reader::push_call_of;
use crate::host_loop::HostLoop;
use crate::sirius::host_rewrite::{control_equivalent, host_function, stub_like, HostRewriteReject};
pub use crate::stream_host::Runtime;
use crate::stream_host::{operand, HostBuilder};
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use llvm_sys::LLVMIntPredicate;
use std::collections::HashMap;
use syncfuse_cfg::BlockId;
use syncfuse_hardware::ascend_host::HostRuntimeCall;
use syncfuse_hardware::cuda::{Axis, RuntimeCall};
use syncfuse_ir::{callee_name, instructions, named_function};
use syncfuse_sirius::model::program::{HostProgram, StatementId};
use syncfuse_sirius::streams::stream_schedule::{LaunchPart, StreamIndex, StreamSchedule};

/// Where a launch names its stream: an instruction at or before the launch, and the operand.
#[derive(Clone, Copy)]
struct StreamSite {
    instruction: LLVMValueRef,
    operand: u32,
}

/// Whether two stream operands name the same stream: the same value, or loads of the same
/// variable (a stream variable whose address was passed to its create call is reloaded at
/// every launch; the runtime calls between them are assumed not to change it).
unsafe fn same_stream(a: LLVMValueRef, b: LLVMValueRef) -> bool {
    let loaded = |v: LLVMValueRef| (!LLVMIsALoadInst(v).is_null()).then(|| LLVMGetOperand(v, 0));
    a == b || loaded(a).is_some_and(|address| loaded(b) == Some(address))
}

/// The stream site of `launch`.
unsafe fn stream_site(
    values: &ValueReader,
    function: LLVMValueRef,
    launch: LLVMValueRef,
    runtime: Runtime,
) -> Option<StreamSite> {
    match runtime {
        Runtime::Cuda => push_call_of(values, function, launch)
            .map(|push| StreamSite { instruction: push, operand: operand::PUSH_STREAM }),
        Runtime::Ascend => match callee_name(launch).and_then(|name| HostRuntimeCall::from_name(&name))? {
            HostRuntimeCall::KernelLaunch => {
                Some(StreamSite { instruction: launch, operand: operand::KERNEL_LAUNCH_STREAM })
            }
            HostRuntimeCall::Launch => {
                let configure = std::iter::successors(Some(launch), |&i| {
                    Some(LLVMGetPreviousInstruction(i)).filter(|p| !p.is_null())
                })
                .find(|&i| {
                    callee_name(i).and_then(|name| HostRuntimeCall::from_name(&name))
                        == Some(HostRuntimeCall::ConfigureCall)
                })?;
                Some(StreamSite { instruction: configure, operand: operand::CONFIGURE_CALL_STREAM })
            }
            _ => None,
        },
    }
}

/// The host calls of a program's statements, found before any rewrite
/// (`sirius::host_rewrite::launch_instructions` and `copy_instructions`).
pub struct StatementCalls<'a> {
    pub launches: &'a HashMap<StatementId, LLVMValueRef>,
    pub copies: &'a HashMap<StatementId, LLVMValueRef>,
}

/// A region's launches in the host IR: their stream sites and launch calls (region order),
/// and for a spread loop (`StreamSchedule::iterations`) where its streams start and join.
struct RegionSites {
    sites: Vec<(StreamSite, LLVMValueRef)>,
    spread_loop: Option<LoopSites>,
}

/// A host loop whose iterations go to the streams in turn: its preheader's terminator
/// (the streams wait for `S` before it), the first instruction after the phis of each exit
/// block (`S` waits for the streams there; an exit block also reached around the loop,
/// as clang's guard of a rotated loop is, then waits for streams that have nothing new),
/// and `S` as it can be read at both.
struct LoopSites {
    preheader_end: LLVMValueRef,
    exits: Vec<LLVMValueRef>,
    original: LoopInvariant,
}

/// A value that is the same in every iteration of a loop and can be read before it and at
/// its exits: the value itself (a constant, an argument, a global, or an instruction
/// dominating the preheader and every exit block), or a load again from such an address.
#[derive(Clone, Copy)]
enum LoopInvariant {
    Value(LLVMValueRef),
    Reload { ty: LLVMTypeRef, address: LLVMValueRef },
}

impl LoopInvariant {
    /// Reads it where `host`'s builder is.
    unsafe fn read(self, host: &HostBuilder) -> LLVMValueRef {
        match self {
            LoopInvariant::Value(value) => value,
            LoopInvariant::Reload { ty, address } => LLVMBuildLoad2(host.builder.raw, ty, address, c"".as_ptr()),
        }
    }
}

/// Finds the loop of counter `counter` (`it_b<header>`) around `sites` (region order) in
/// `function` and checks that its iterations can go to the streams: one block enters it,
/// the first launch's configuration dominates the others' (the stream it picks is theirs),
/// it calls no function with a body but the launches' stubs, and `stream` (the launches'
/// stream) can be read before it and at its exits.
unsafe fn loop_sites(
    function: LLVMValueRef,
    counter: &str,
    sites: &[(StreamSite, LLVMValueRef)],
    stream: LLVMValueRef,
) -> Result<LoopSites, HostRewriteReject> {
    let host_loop = HostLoop::find(function, counter)?;
    let configurations: Vec<LLVMValueRef> = sites.iter().map(|(site, _)| site.instruction).collect();
    let launches: Vec<LLVMValueRef> = sites.iter().map(|&(_, launch)| launch).collect();
    host_loop.check_body(counter, &configurations, &launches)?;
    let mut exit_blocks: Vec<BlockId> = host_loop.natural().exit_edges.iter().map(|&(_, exit)| exit).collect();
    exit_blocks.sort_unstable();
    exit_blocks.dedup();
    let preheader = host_loop.preheader;
    let available = |value: LLVMValueRef| {
        let instruction = !LLVMIsAInstruction(value).is_null();
        let dominates = |block: BlockId| host_loop.dominates(host_loop.block_of(value), block);
        !instruction || std::iter::once(&preheader).chain(&exit_blocks).all(|&block| dominates(block))
    };
    let original = if available(stream) {
        LoopInvariant::Value(stream)
    } else if !LLVMIsALoadInst(stream).is_null() && available(LLVMGetOperand(stream, 0)) {
        LoopInvariant::Reload { ty: LLVMTypeOf(stream), address: LLVMGetOperand(stream, 0) }
    } else {
        return Err(HostRewriteReject::StreamNotLoopInvariant(counter.to_string()));
    };
    let blocks = &host_loop.function_cfg.blocks;
    let after_phis = |block: BlockId| {
        instructions(blocks[block]).into_iter().find(|&i| LLVMIsAPHINode(i).is_null()).expect("a terminator")
    };
    Ok(LoopSites {
        preheader_end: LLVMGetBasicBlockTerminator(blocks[preheader]),
        exits: exit_blocks.into_iter().map(after_phis).collect(),
        original,
    })
}

/// Finds the launches of `schedule`'s region and checks that they can be rewritten: every
/// launch found with its stream site, all control equivalent, all on one stream.
unsafe fn region_sites(
    module: LLVMModuleRef,
    runtime: Runtime,
    program: &HostProgram,
    calls: &StatementCalls<'_>,
    schedule: &StreamSchedule,
) -> Result<RegionSites, HostRewriteReject> {
    let label = &schedule.function;
    let function = host_function(module, program, label)?;
    let values = ValueReader::new(module, function, SymbolEnvironment::default());
    let mut sites = Vec::with_capacity(schedule.launches.len());
    for &statement in &schedule.launches {
        let name = &program.statements[statement].name;
        let launch = *calls.launches.get(&statement).ok_or_else(|| HostRewriteReject::LaunchMoved(name.clone()))?;
        let site = stream_site(&values, function, launch, runtime)
            .ok_or_else(|| HostRewriteReject::NoConfiguration(name.clone()))?;
        sites.push((site, launch));
    }
    control_equivalent(program, &schedule.launches)?;
    let stream_of = |site: &StreamSite| LLVMGetOperand(site.instruction, site.operand);
    let original = stream_of(&sites[0].0);
    if let Some(other) = sites.iter().position(|(site, _)| !same_stream(stream_of(site), original)) {
        let name = |position: usize| program.statements[schedule.launches[position]].name.clone();
        return Err(HostRewriteReject::DifferentStreams { first: name(0), second: name(other) });
    }
    let spread_loop = match &schedule.iterations {
        Some(spread) => Some(loop_sites(function, &spread.counter, &sites, original)?),
        None => None,
    };
    Ok(RegionSites { sites, spread_loop })
}

/// Whether `schedule`'s region can be rewritten (what `rewrite_region` checks before it
/// edits anything).
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn check_region(
    module: LLVMModuleRef,
    runtime: Runtime,
    program: &HostProgram,
    calls: &StatementCalls<'_>,
    schedule: &StreamSchedule,
) -> Result<(), HostRewriteReject> {
    region_sites(module, runtime, program, calls, schedule).map(|_| ())
}

/// The part launches of a split region (`StreamSchedule::split`): for each launch, in
/// region order, each part and the kernel copy that runs it
/// (`split_kernels::define_part_copies`); `kernels` is the module that holds the copies.
pub struct SplitLaunches<'a> {
    pub kernels: LLVMModuleRef,
    pub axis: Axis,
    pub parts: &'a [Vec<(LaunchPart, String)>],
}

/// Rewrites region `index` as `schedule` says (its launches split into `split`'s parts
/// when the schedule is a graph split); returns how many of its trailing copies wait only
/// for the streams they depend on (the rest, and what follows, wait for all).
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn rewrite_region(
    module: LLVMModuleRef,
    runtime: Runtime,
    program: &HostProgram,
    calls: &StatementCalls<'_>,
    index: usize,
    (schedule, split): (&StreamSchedule, Option<&SplitLaunches<'_>>),
) -> Result<usize, HostRewriteReject> {
    let RegionSites { sites, spread_loop } = region_sites(module, runtime, program, calls, schedule)?;
    // Nothing is edited before this point.
    let host = HostBuilder::new(module, runtime);
    if let Some(spread_loop) = spread_loop {
        spread_iterations(&host, index, schedule.streams_used, &sites, spread_loop);
        return Ok(0);
    }
    let stream_of = |site: &StreamSite| LLVMGetOperand(site.instruction, site.operand);
    let original = stream_of(&sites[0].0);
    let handles = RegionHandles::new(&host, index, schedule.streams_used);
    let RegionHandles { side, exits, .. } = &handles;
    let signalling: Vec<usize> = {
        let mut earlier: Vec<usize> = schedule.events.iter().map(|&(e, _)| e).collect();
        earlier.sort_unstable();
        earlier.dedup();
        earlier
    };
    let events: HashMap<usize, LLVMValueRef> =
        signalling.iter().map(|&p| (p, handles.global(&host, &format!("after{p}")))).collect();
    let mut all_events: Vec<LLVMValueRef> = vec![handles.entry];
    all_events.extend(exits);
    all_events.extend(signalling.iter().map(|p| events[p]));
    if side.is_empty() {
        return Ok(0);
    }
    let kernels: Vec<Vec<LLVMValueRef>> = match split {
        Some(split) => (sites.iter().zip(split.parts))
            .map(|(&(_, launch), parts)| {
                parts.iter().map(|(_, copy)| part_kernel(&host, split, launch, copy)).collect()
            })
            .collect(),
        None => Vec::new(),
    };
    // Creates every handle of the region once (its first side stream guards them all); CUDA
    // loads the part copies, which would otherwise load lazily at their first launch,
    // waiting for every stream.
    let load: Vec<LLVMValueRef> = match runtime {
        Runtime::Cuda => kernels.concat(),
        Runtime::Ascend => Vec::new(),
    };
    let setup = host.setup(&format!("syncfuse.streams{index}.setup"), side, &all_events, &load);
    LLVMPositionBuilderBefore(host.builder.raw, sites[0].0.instruction);
    host.call_setup(setup);
    handles.wait_for(&host, original);
    let stream_named = |host: &HostBuilder, stream: usize| match stream {
        0 => original,
        k => host.load_pointer(side[k - 1]),
    };
    let stream_value = |host: &HostBuilder, position: usize| stream_named(host, schedule.streams[position].0 as usize);
    let mut last = std::ptr::null_mut();
    for (position, &(site, launch)) in sites.iter().enumerate() {
        LLVMPositionBuilderBefore(host.builder.raw, site.instruction);
        let stream = stream_value(&host, position);
        for &(earlier, _) in schedule.events.iter().filter(|(_, later)| *later == position) {
            host.wait(stream, host.load_pointer(events[&earlier]));
        }
        LLVMSetOperand(site.instruction, site.operand, stream);
        last = launch;
        if let Some(split) = split {
            let parts = split.parts[position].iter().map(|(part, _)| part.part).zip(kernels[position].iter().copied());
            let parts: Vec<(usize, LLVMValueRef)> = parts.collect();
            let blocks: Vec<u64> = split.parts[position].iter().map(|(part, _)| part.blocks).collect();
            last = launch_parts(&host, (site, launch), split.axis, (&parts, &blocks), stream_named);
        }
        if let Some(&event) = events.get(&position) {
            LLVMPositionBuilderBefore(host.builder.raw, LLVMGetNextInstruction(launch));
            let stream = stream_value(&host, position);
            host.record(host.load_pointer(event), stream);
        }
    }
    let last_site = sites.last().expect("regions hold launches").0;
    // The copies right after the region wait for the streams they depend on; the others
    // join after the last of them (without such copies: right after the last launch). The
    // exit records go first, where the joins start.
    let last_statement = *schedule.launches.last().expect("regions hold launches");
    let region = (last_statement, last_site.instruction, original);
    let overlapped = overlapped_copies(program, calls.copies, schedule, region);
    let after_last = LLVMGetNextInstruction(last);
    LLVMPositionBuilderBefore(host.builder.raw, overlapped.first().map_or(after_last, |&(copy, _)| copy));
    handles.record_exits(&host);
    let mut joined = vec![false; side.len()];
    let mut join = |host: &HostBuilder, stream: StreamIndex| {
        let k = stream.0 as usize - 1;
        if !std::mem::replace(&mut joined[k], true) {
            host.wait(original, host.load_pointer(exits[k]));
        }
    };
    for &(copy, ref waits) in &overlapped {
        LLVMPositionBuilderBefore(host.builder.raw, copy);
        waits.iter().for_each(|&stream| join(&host, stream));
    }
    if let Some(&(copy, _)) = overlapped.last() {
        LLVMPositionBuilderBefore(host.builder.raw, LLVMGetNextInstruction(copy));
    }
    (1..schedule.streams_used).for_each(|k| join(&host, StreamIndex(k)));
    Ok(overlapped.len())
}

/// The handles of region `index` (internal globals `syncfuse.streams<index>.<name>`): its
/// side streams 1.., the event `S` records for them to wait on at entry, and each side
/// stream's exit event.
struct RegionHandles {
    index: usize,
    side: Vec<LLVMValueRef>,
    entry: LLVMValueRef,
    exits: Vec<LLVMValueRef>,
}

impl RegionHandles {
    unsafe fn new(host: &HostBuilder, index: usize, streams_used: u32) -> RegionHandles {
        let global = |name: String| host.pointer_global(&format!("syncfuse.streams{index}.{name}"));
        RegionHandles {
            index,
            side: (1..streams_used).map(|k| global(format!("stream{k}"))).collect(),
            entry: global("entry".to_string()),
            exits: (1..streams_used).map(|k| global(format!("exit{k}"))).collect(),
        }
    }

    /// Another global of the region (an event).
    unsafe fn global(&self, host: &HostBuilder, name: &str) -> LLVMValueRef {
        host.pointer_global(&format!("syncfuse.streams{}.{name}", self.index))
    }

    /// Where the builder is: every side stream waits for what `original` has so far.
    unsafe fn wait_for(&self, host: &HostBuilder, original: LLVMValueRef) {
        for &stream in &self.side {
            host.order(original, host.load_pointer(stream), host.load_pointer(self.entry));
        }
    }

    /// Where the builder is: every side stream records its exit event.
    unsafe fn record_exits(&self, host: &HostBuilder) {
        for (&stream, &exit) in self.side.iter().zip(&self.exits) {
            host.record(host.load_pointer(exit), host.load_pointer(stream));
        }
    }
}

/// Runs iteration i of a loop's launches (`sites`, region order) on stream i mod
/// `streams_used` of region `index`: its streams are set up on entry to the function and
/// wait for `S` before the loop, a counter of iterations (an `alloca` set to 0 before the loop) picks the stream at
/// the first launch and every launch of the iteration names it, and `S` waits for every
/// side stream at each exit.
unsafe fn spread_iterations(
    host: &HostBuilder,
    index: usize,
    streams_used: u32,
    sites: &[(StreamSite, LLVMValueRef)],
    spread_loop: LoopSites,
) {
    let builder = host.builder.raw;
    let handles = RegionHandles::new(host, index, streams_used);
    let events: Vec<LLVMValueRef> = std::iter::once(handles.entry).chain(handles.exits.iter().copied()).collect();
    let setup = host.setup(&format!("syncfuse.streams{index}.setup"), &handles.side, &events, &[]);
    // In the entry block: the exits may also be reached around the loop, and their joins
    // name the streams and events.
    let function = LLVMGetBasicBlockParent(LLVMGetInstructionParent(spread_loop.preheader_end));
    LLVMPositionBuilderBefore(builder, LLVMGetFirstInstruction(LLVMGetEntryBasicBlock(function)));
    let iteration = LLVMBuildAlloca(builder, host.i32_type, c"syncfuse.iteration".as_ptr());
    host.call_setup(setup);
    LLVMPositionBuilderBefore(builder, spread_loop.preheader_end);
    handles.wait_for(host, spread_loop.original.read(host));
    LLVMBuildStore(builder, LLVMConstInt(host.i32_type, 0, 0), iteration);
    let (first_site, _) = sites[0];
    LLVMPositionBuilderBefore(builder, first_site.instruction);
    let count = LLVMBuildLoad2(builder, host.i32_type, iteration, c"".as_ptr());
    let next = LLVMBuildAdd(builder, count, LLVMConstInt(host.i32_type, 1, 0), c"".as_ptr());
    LLVMBuildStore(builder, next, iteration);
    let turn = LLVMBuildURem(builder, count, LLVMConstInt(host.i32_type, streams_used.into(), 0), c"".as_ptr());
    let original_here = LLVMGetOperand(first_site.instruction, first_site.operand);
    let stream = handles.side.iter().enumerate().fold(original_here, |other, (k, &global)| {
        let chosen = LLVMBuildICmp(
            builder,
            LLVMIntPredicate::LLVMIntEQ,
            turn,
            LLVMConstInt(host.i32_type, k as u64 + 1, 0),
            c"".as_ptr(),
        );
        LLVMBuildSelect(builder, chosen, host.load_pointer(global), other, c"syncfuse.stream".as_ptr())
    });
    for &(site, _) in sites {
        LLVMSetOperand(site.instruction, site.operand, stream);
    }
    for &exit in &spread_loop.exits {
        LLVMPositionBuilderBefore(builder, exit);
        handles.record_exits(host);
        let original = spread_loop.original.read(host);
        for &event in &handles.exits {
            host.wait(original, host.load_pointer(event));
        }
    }
}

/// What a part launch of `launch` launches: CUDA the stub of `copy`, defined like the one
/// `launch` uses; Ascend the copy itself.
unsafe fn part_kernel(host: &HostBuilder, split: &SplitLaunches<'_>, launch: LLVMValueRef, copy: &str) -> LLVMValueRef {
    match host.runtime {
        Runtime::Cuda => stub_like(host.module, launch, copy).0,
        Runtime::Ascend => named_function(split.kernels, copy),
    }
}

/// Launches `kernels` (part index, stub or copy), each on its part's stream (`stream_of`)
/// with `blocks` along `axis`: part 0 by the original launch, whose grid and kernel change
/// (its stream is already set), the others by copies of its calls right after it, which
/// reuse its arguments (the stub call's operands, `cudaLaunchKernel`'s or
/// `rtKernelLaunch`'s argument array, bisheng's `rtSetupArgument` calls). Returns the last
/// instruction of the launches.
unsafe fn launch_parts(
    host: &HostBuilder,
    (site, launch): (StreamSite, LLVMValueRef),
    axis: Axis,
    (kernels, blocks): (&[(usize, LLVMValueRef)], &[u64]),
    stream_of: impl Fn(&HostBuilder, usize) -> LLVMValueRef,
) -> LLVMValueRef {
    let builder = host.builder.raw;
    let form = launch_form(host.runtime, launch);
    // The calls that configure and perform the launch (the last one names the kernel), and
    // where among them the grid's operands are (call position, operand).
    let (calls, grid): (Vec<LLVMValueRef>, [(usize, u32); 2]) = match form {
        LaunchForm::StubCall => {
            (vec![site.instruction, launch], [(0, operand::PUSH_GRID_XY), (0, operand::PUSH_GRID_Z)])
        }
        LaunchForm::LaunchKernel => {
            (vec![launch], [(0, operand::LAUNCH_KERNEL_GRID_XY), (0, operand::LAUNCH_KERNEL_GRID_Z)])
        }
        LaunchForm::KernelLaunch => (vec![launch], [(0, operand::KERNEL_LAUNCH_BLOCK_DIM); 2]),
        LaunchForm::ConfigureCall => {
            let mut calls = vec![site.instruction];
            let mut next = LLVMGetNextInstruction(site.instruction);
            while next != launch {
                let setup = callee_name(next).and_then(|name| HostRuntimeCall::from_name(&name));
                if setup == Some(HostRuntimeCall::SetupArgument) {
                    calls.push(next);
                }
                next = LLVMGetNextInstruction(next);
            }
            calls.push(launch);
            (calls, [(0, operand::CONFIGURE_CALL_BLOCK_DIM); 2])
        }
    };
    let original_grid = grid.map(|(call, index)| LLVMGetOperand(calls[call], index));
    // Gives `calls` (the launch's or copies of them) the part's grid and kernel.
    let set_part = |calls: &[LLVMValueRef], kernel: LLVMValueRef, blocks: u64| {
        let (xy, z) = part_grid(host, form, original_grid, axis, blocks);
        for ((call, index), value) in grid.into_iter().zip([xy, z]) {
            LLVMSetOperand(calls[call], index, value);
        }
        let last = *calls.last().expect("a launch call");
        let kernel_operand = match form {
            LaunchForm::StubCall => LLVMGetNumOperands(last) as u32 - 1,
            _ => operand::KERNEL,
        };
        LLVMSetOperand(last, kernel_operand, kernel);
    };
    let mut end = launch;
    for (&(part, kernel), &count) in kernels.iter().zip(blocks) {
        if part == 0 {
            LLVMPositionBuilderBefore(builder, calls[0]);
            set_part(&calls, kernel, count);
            continue;
        }
        LLVMPositionBuilderBefore(builder, LLVMGetNextInstruction(end));
        let copies: Vec<LLVMValueRef> = calls.iter().map(|&call| LLVMInstructionClone(call)).collect();
        for &copy in &copies {
            LLVMInsertIntoBuilder(builder, copy);
        }
        LLVMPositionBuilderBefore(builder, copies[0]);
        set_part(&copies, kernel, count);
        let stream_operand = match form {
            LaunchForm::LaunchKernel => operand::LAUNCH_KERNEL_STREAM,
            _ => site.operand,
        };
        LLVMSetOperand(copies[0], stream_operand, stream_of(host, part));
        end = *copies.last().expect("a launch call");
    }
    end
}

/// How a launch is written in the host IR.
#[derive(Clone, Copy, PartialEq, Eq)]
enum LaunchForm {
    /// CUDA: `__cudaPushCallConfiguration` then a call of the kernel's stub.
    StubCall,
    /// CUDA at -O2: the stub inlined, `cudaLaunchKernel` with the configuration it popped.
    LaunchKernel,
    /// Ascend: `rtKernelLaunch`.
    KernelLaunch,
    /// Ascend (bisheng): `rtConfigureCall`, `rtSetupArgument`s, `rtLaunch`.
    ConfigureCall,
}

unsafe fn launch_form(runtime: Runtime, launch: LLVMValueRef) -> LaunchForm {
    let name = callee_name(launch).unwrap_or_default();
    match runtime {
        Runtime::Cuda if RuntimeCall::from_name(&name) == Some(RuntimeCall::LaunchKernel) => LaunchForm::LaunchKernel,
        Runtime::Cuda => LaunchForm::StubCall,
        Runtime::Ascend if HostRuntimeCall::from_name(&name) == Some(HostRuntimeCall::KernelLaunch) => {
            LaunchForm::KernelLaunch
        }
        Runtime::Ascend => LaunchForm::ConfigureCall,
    }
}

/// The grid operands of a part with `blocks` along `axis`, built from the launch's
/// original ones: CUDA `(x | y << 32, z)`, Ascend the blockDim (both operands).
unsafe fn part_grid(
    host: &HostBuilder,
    form: LaunchForm,
    [xy, z]: [LLVMValueRef; 2],
    axis: Axis,
    blocks: u64,
) -> (LLVMValueRef, LLVMValueRef) {
    let builder = host.builder.raw;
    let constant = |value: LLVMValueRef, v: u64| LLVMConstInt(LLVMTypeOf(value), v, 0);
    if matches!(form, LaunchForm::KernelLaunch | LaunchForm::ConfigureCall) {
        return (constant(xy, blocks), constant(xy, blocks));
    }
    match axis {
        Axis::Z => (xy, constant(z, blocks)),
        Axis::X | Axis::Y => {
            let shift = if axis == Axis::X { 0 } else { 32 };
            let kept = LLVMBuildAnd(builder, xy, constant(xy, !(0xffff_ffffu64 << shift)), c"".as_ptr());
            let part = LLVMBuildOr(builder, kept, constant(xy, blocks << shift), c"split.grid".as_ptr());
            (part, z)
        }
    }
}

/// The region's trailing copies (`StreamSchedule::trailing`) that may wait for only some
/// streams, in order until the first that may not: a call found in the function that runs
/// exactly when the region's last launch's configuration does (control equivalent), either
/// synchronous or asynchronous on the region's stream `S` (which the joins go to).
unsafe fn overlapped_copies(
    program: &HostProgram,
    copies: &HashMap<StatementId, LLVMValueRef>,
    schedule: &StreamSchedule,
    (last_statement, last_site, original): (StatementId, LLVMValueRef, LLVMValueRef),
) -> Vec<(LLVMValueRef, Vec<StreamIndex>)> {
    let mut overlapped = Vec::new();
    let function = |instruction: LLVMValueRef| LLVMGetBasicBlockParent(LLVMGetInstructionParent(instruction));
    for (copy, waits) in &schedule.trailing {
        let Some(&call) = copies.get(copy) else { break };
        let on_region_stream = match callee_name(call).and_then(|name| RuntimeCall::from_name(&name)) {
            Some(RuntimeCall::MemcpyAsync) => same_stream(LLVMGetOperand(call, operand::MEMCPY_ASYNC_STREAM), original),
            Some(RuntimeCall::MemsetAsync) => same_stream(LLVMGetOperand(call, operand::MEMSET_ASYNC_STREAM), original),
            _ => true,
        };
        if !on_region_stream
            || function(call) != function(last_site)
            || control_equivalent(program, &[last_statement, *copy]).is_err()
        {
            break;
        }
        overlapped.push((call, waits.clone()));
    }
    overlapped
}
