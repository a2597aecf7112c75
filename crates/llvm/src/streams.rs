//! LLVM adapter, host side of `streams`: a region's launches on the streams of its
//! `StreamSchedule`. Stream 0 is the launches' original stream `S`; streams 1.. are
//! non-blocking streams created once per region (`syncfuse.streams<n>.setup`). Before the
//! region's first launch every side stream waits for `S`; each launch's
//! `__cudaPushCallConfiguration` names its stream; a launch that other streams wait for
//! records its event right after it, and a launch waits for the events of its
//! predecessors on other streams right before its configuration; after the region's last
//! launch `S` waits for every side stream. Invariant: nothing is edited unless every launch
//! was found, all were issued on one stream value and always run together (control
//! equivalent); the host passes the verifier afterwards.

use crate::affine::{SymbolEnvironment, ValueReader};
use crate::cuda_reader::push_call_of;
use crate::function_cfg::function_cfg;
use crate::sirius::host_rewrite::{control_equivalent, host_function, HostRewriteReject};
use crate::stream_host::HostBuilder;
use llvm_sys::core::*;
use llvm_sys::prelude::*;
use std::collections::HashMap;
use syncfuse_sirius::program::{HostProgram, StatementId};
use syncfuse_sirius::streams::StreamSchedule;

/// Operand of `__cudaPushCallConfiguration` that holds the stream.
const PUSH_STREAM: u32 = 5;

/// Rewrites region `index` as `schedule` says; `launches` comes from
/// `sirius::host_rewrite::launch_instructions`, called before any rewrite.
///
/// # Safety
/// `module` must be a live LLVM module, kept alive and not used elsewhere for the call.
pub unsafe fn rewrite_region(
    module: LLVMModuleRef,
    program: &HostProgram,
    launches: &HashMap<StatementId, LLVMValueRef>,
    index: usize,
    schedule: &StreamSchedule,
) -> Result<(), HostRewriteReject> {
    let label = &schedule.function;
    let function = host_function(module, program, label)?;
    let values = ValueReader::new(module, function, SymbolEnvironment::default());
    let mut sites = Vec::with_capacity(schedule.launches.len());
    for &statement in &schedule.launches {
        let name = &program.statements[statement].name;
        let launch = *launches.get(&statement).ok_or_else(|| HostRewriteReject::LaunchMoved(name.clone()))?;
        let push =
            push_call_of(&values, function, launch).ok_or_else(|| HostRewriteReject::NoConfiguration(name.clone()))?;
        sites.push((push, launch));
    }
    let cfg = function_cfg(function);
    let position = |statement: StatementId| schedule.launches.iter().position(|&s| s == statement).expect("listed");
    let push_of = |statement: StatementId| sites[position(statement)].0;
    control_equivalent(&cfg, program, &schedule.launches, &push_of, label)?;
    let original = LLVMGetOperand(sites[0].0, PUSH_STREAM);
    if let Some(other) = sites.iter().position(|(push, _)| LLVMGetOperand(*push, PUSH_STREAM) != original) {
        let name = |position: usize| program.statements[schedule.launches[position]].name.clone();
        return Err(HostRewriteReject::DifferentStreams { first: name(0), second: name(other) });
    }
    // Nothing is edited before this point.
    let host = HostBuilder::new(module);
    let global = |name: String| host.pointer_global(&format!("syncfuse.streams{index}.{name}"));
    let side: Vec<LLVMValueRef> = (1..schedule.streams_used).map(|k| global(format!("stream{k}"))).collect();
    let entry = global("entry".to_string());
    let exits: Vec<LLVMValueRef> = (1..schedule.streams_used).map(|k| global(format!("exit{k}"))).collect();
    let signalling: Vec<usize> = {
        let mut earlier: Vec<usize> = schedule.events.iter().map(|&(e, _)| e).collect();
        earlier.sort_unstable();
        earlier.dedup();
        earlier
    };
    let events: HashMap<usize, LLVMValueRef> = signalling.iter().map(|&p| (p, global(format!("after{p}")))).collect();
    let mut all_events: Vec<LLVMValueRef> = vec![entry];
    all_events.extend(&exits);
    all_events.extend(signalling.iter().map(|p| events[p]));
    if side.is_empty() {
        return Ok(());
    }
    // Creates every handle of the region once (its first side stream guards them all).
    let setup = host.setup(&format!("syncfuse.streams{index}.setup"), &side, &all_events, &[]);
    LLVMPositionBuilderBefore(host.builder.raw, sites[0].0);
    host.call_setup(setup);
    for &stream in &side {
        host.order(original, host.load_pointer(stream), host.load_pointer(entry));
    }
    let stream_value = |host: &HostBuilder, position: usize| match schedule.streams[position].0 {
        0 => original,
        k => host.load_pointer(side[k as usize - 1]),
    };
    for (position, &(push, launch)) in sites.iter().enumerate() {
        LLVMPositionBuilderBefore(host.builder.raw, push);
        let stream = stream_value(&host, position);
        for &(earlier, _) in schedule.events.iter().filter(|(_, later)| *later == position) {
            let zero = LLVMConstInt(host.i32_type, 0, 0);
            host.call("cudaStreamWaitEvent", &[stream, host.load_pointer(events[&earlier]), zero], None);
        }
        LLVMSetOperand(push, PUSH_STREAM, stream);
        if let Some(&event) = events.get(&position) {
            LLVMPositionBuilderBefore(host.builder.raw, LLVMGetNextInstruction(launch));
            let stream = stream_value(&host, position);
            host.call("cudaEventRecord", &[host.load_pointer(event), stream], None);
        }
    }
    let last = sites.last().expect("regions hold launches").1;
    LLVMPositionBuilderBefore(host.builder.raw, LLVMGetNextInstruction(last));
    for (&stream, &exit) in side.iter().zip(&exits) {
        host.order(host.load_pointer(stream), original, host.load_pointer(exit));
    }
    Ok(())
}
