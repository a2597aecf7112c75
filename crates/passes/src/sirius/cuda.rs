//! `sirius` on a CUDA program (SIRIUS §4-5; `mod.rs` dispatches here): whole-program
//! kernel fusion. Runs on the host module; the kernels come from `device=FILE` (clang's
//! split output; the fused device module is written to `device-out=FILE`) or from the same
//! module. Pipeline: `sirius::specialise` (exported host functions copied per constant
//! call) -> `syncfuse_llvm::cuda_reader` -> `sirius::uar` -> `sirius::fuse` (decision) ->
//! per fused kernel the shared tiles (`tiles`), `sirius::codegen` (device),
//! host-to-kernel constant propagation, `sirius::host_rewrite` (host) -> LLVM's clean-up
//! -> `sirius::dead_stores`. `report=FILE` writes the JSON report (every variant with
//! its modelled cost, the choice, every launch left alone and why).
//!
//! Invariant: a fused kernel whose device code or host rewrite is rejected leaves its
//! launches as they were (the report says why); both modules pass the verifier.

use super::iterations::{fuse_iterations, planned_launches, IteratedLoopEntry, IterationInput};
use super::lockstep::{run_lockstep_sets, LockstepEntry};
use super::options::{over_budget, SiriusOptions, PASS};
use super::report::{error, unfused_entries, write_sirius_report, SiriusReport, FUSED_REMARK};
use super::store_liveness::StoreLiveness;
use super::tiles::{choose_tiles, SharedTileReport, TileChoice};
use crate::diagnostics::{self, RemarkKind, RemarkPass};
use crate::host_input::{ignored_ascend_target, missing_kernels, write_module};
use crate::report::{EntryReason, Outcome, SynchronisationEntry};
use crate::PassOutcome;
use llvm_sys::prelude::{LLVMModuleRef, LLVMValueRef};
use serde::Serialize;
use std::collections::{BTreeMap, BTreeSet, HashMap, HashSet};
use std::time::Instant;
use syncfuse_hardware::cuda::Axis;
use syncfuse_ir::{self as ir, OwnedModule};
use syncfuse_llvm::cuda_reader::{read_kernel, read_program, CallContexts};
use syncfuse_llvm::sirius::codegen::{
    apply_pointer_facts, clean_up_fused_kernels, generate_fused_kernel, merge_identical_scalars, specialise_parameters,
    CodegenReject, DerivedPointer, FusedKernel, FusedParameter, HostConstant, PointerFacts,
};
use syncfuse_llvm::sirius::dead_stores::{loaded_buffers, remove_unobserved_stores, RemovedStores};
use syncfuse_llvm::sirius::host_rewrite::{
    free_instructions, launch_instructions, rewrite_launches, synchronisation_instructions, FusedLaunch,
    HostRewriteReject,
};
use syncfuse_llvm::sirius::shared_tiles::PlacedTile;
use syncfuse_llvm::sirius::specialise::{drop_unused_copies, specialise_launching_functions, Specialisation};
use syncfuse_llvm::sirius::thread_forwarding::forward_within_threads;
use syncfuse_llvm::sirius::unsink_accesses::{resink, unsink_accesses};
use syncfuse_poly::affine::AffineExpr;
use syncfuse_reason::{Reason, SourceLocation};
use syncfuse_sirius::fusion::fuse::{
    decide, fused_counters, fused_launch, FusedKernelChoice, Orchestration, SharingPassedOver, Variant,
};
use syncfuse_sirius::fusion::iteration_fusion::iterated_loops;
use syncfuse_sirius::fusion::liveness::StoreKept;
use syncfuse_sirius::fusion::regrid::{renumber_element_wise, NotRenumbered, Renumbering};
use syncfuse_sirius::fusion::shared_tiles::TileRefused;
use syncfuse_sirius::gpu::cost::Gpu;
use syncfuse_sirius::gpu::estimate::{self, BufferTraffic};
use syncfuse_sirius::model::effects::launch_constants;
use syncfuse_sirius::model::kernel_effects::KernelEffects;
use syncfuse_sirius::model::program::{
    shape_of, BufferName, DevicePointer, HostProgram, KernelName, Launch, LaunchArgument, Platform, Regrid, Rounds,
    StatementId,
};
use syncfuse_sirius::model::uar::build;

/// The CUDA pipeline's entries of the `sirius` report.
#[derive(Serialize)]
pub(super) struct CudaEntries<'a> {
    /// Calls redirected to specialised copies of exported host functions.
    specialisations: &'a [Specialisation],
    /// Element-wise launches renumbered on their producer's grid before the decision.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    renumbered: Vec<RenumberedEntry>,
    /// Element-wise launches that read what an earlier launch wrote, left on their own
    /// grid, and why.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    not_renumbered: Vec<NotRenumberedEntry>,
    kernels: Vec<KernelReport<'a>>,
    /// CUDA host loops whose iterations are independent: fused into one launch per launch
    /// site, or why not.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    iterations: Vec<IteratedLoopEntry<'a>>,
}

/// What happened to one fused kernel.
#[derive(Serialize)]
struct KernelReport<'a> {
    name: KernelName,
    /// The source location (`-g`) of the first launch it replaces.
    location: Option<SourceLocation>,
    replaced: Vec<&'a str>,
    chosen: &'a Variant,
    /// The model's variant when `orchestration=` chose `chosen` over it (null otherwise).
    model_chose: Option<Orchestration>,
    /// A variant that would load operands once where `chosen` does not, passed over.
    #[serde(skip_serializing_if = "Option::is_none")]
    sharing_passed_over: Option<SharingPassedOver>,
    variants: &'a [Variant],
    unfused_modelled_seconds: f64,
    /// Parameters specialised to host constants.
    specialised_parameters: usize,
    /// Pointer parameters merged into another (the host passes the same pointer).
    merged_parameters: usize,
    /// Pointer parameters rewritten as a constant offset from another parameter (slices
    /// of one allocation: the common-base rewriting).
    rebased_parameters: usize,
    /// Pointer parameters marked `noalias` (no other parameter points into their buffer).
    noalias_parameters: usize,
    /// Integer and float parameters merged into an earlier one: the fused launch passes
    /// both the same host value (a run-time size or grid extent several fragments share);
    /// parameters specialised to host constants are not counted.
    merged_scalar_parameters: usize,
    /// Parameter space the fused kernel takes at most, before specialisation.
    parameter_bytes: u64,
    /// Launches that depend on it went to another fused kernel: this one's parameters
    /// would have exceeded the target's parameter space.
    parameter_space_full: bool,
    /// Its lock-step sets: what each loads once, or why it does not run in lock-step.
    #[serde(skip_serializing_if = "Vec::is_empty")]
    lockstep: Vec<LockstepEntry<'a>>,
    /// The stores removed because nothing observes them, and the buffers whose stores stay.
    stores: StoreRemoval,
    /// The chosen variant's estimate once what `stores` took off is off its traffic (null
    /// when the fusion failed).
    after_clean_up: Option<ModelledAfterCleanUp>,
    /// The host synchronisations between its replaced launches, which order nothing once
    /// they are one launch: removed, or kept because the program uses their status.
    synchronisations: Vec<SynchronisationEntry<'a>>,
    /// `fused`, or `failed` with the reason and its remark name.
    #[serde(flatten)]
    outcome: Outcome<FusionFailure>,
}

/// What thread-level forwarding and `dead_stores` did to a fused kernel.
#[derive(Default, Serialize)]
struct StoreRemoval {
    /// Buffers the fragments loaded before LLVM's clean-up and no longer load after it:
    /// every load read what its own thread had stored, now a register.
    forwarded: Vec<BufferName>,
    removed: Vec<RemovedStores>,
    /// Buffers kept per block in shared memory (never in global memory).
    shared: Vec<SharedTileReport>,
    /// Why each other buffer the fragments exchange inside blocks stays in global memory.
    #[serde(serialize_with = "syncfuse_sirius::model::uar::serialize_as_texts")]
    not_shared: Vec<TileRefused>,
    /// Why each other buffer the kernel writes keeps its stores.
    #[serde(serialize_with = "syncfuse_sirius::model::uar::serialize_as_texts")]
    kept: Vec<StoreKept>,
}

/// The static estimate (`syncfuse_sirius::gpu::estimate`) of a fused launch before and
/// after sirius rewrote it: its global traffic before and after taking off the accesses
/// it removed, its instructions as the fragments' before and as the fused kernel's re-read
/// after every rewrite and LLVM's clean-up, and its modelled time after.
#[derive(Serialize)]
struct ModelledAfterCleanUp {
    global_bytes_before: u64,
    global_bytes: u64,
    instructions_before: u64,
    instructions: u64,
    instructions_from: InstructionsFrom,
    modelled_seconds: f64,
}

/// Where `ModelledAfterCleanUp::instructions` comes from.
#[derive(Clone, Copy, Serialize)]
#[serde(rename_all = "kebab-case")]
enum InstructionsFrom {
    /// The fused kernel, re-read after the clean-up.
    FusedKernel,
    /// The fragments' estimate less what lock-step was predicted to share: the fused
    /// kernel's grid is not a compile-time constant (the fragments' unknown extents are
    /// assumed per axis, which a fused grid's sum of volumes would not repeat), or the
    /// kernel was not read.
    Fragments,
}

impl ModelledAfterCleanUp {
    fn of(
        program: &HostProgram,
        variant: &Variant,
        (stores, lockstep): (&StoreRemoval, &[LockstepEntry<'_>]),
        fused: &Launch,
    ) -> ModelledAfterCleanUp {
        let plan = (&variant.plan, variant.fragment_statements.as_slice());
        let moved = |fragment, traffic: &BufferTraffic| {
            !stores.took_off(traffic) && !lockstep.iter().any(|entry| entry.took_off(fragment, traffic))
        };
        let mut after = fused_counters(program, plan, moved);
        let before = fused_counters(program, plan, |_, _| true);
        let read = fused.effects.as_ref().is_ok_and(|e| !e.work.is_empty());
        let instructions_from = match read && fused.grid.iter().all(Option::is_some) {
            true => InstructionsFrom::FusedKernel,
            false => InstructionsFrom::Fragments,
        };
        after.instructions = match instructions_from {
            InstructionsFrom::FusedKernel => estimate::instructions(fused),
            InstructionsFrom::Fragments => {
                before.instructions.saturating_sub(variant.lockstep.iter().map(|s| s.instructions).sum())
            }
        };
        ModelledAfterCleanUp {
            global_bytes_before: before.global_bytes,
            global_bytes: after.global_bytes,
            instructions_before: before.instructions,
            instructions: after.instructions,
            instructions_from,
            modelled_seconds: Gpu::H100.launch_seconds(&after),
        }
    }

    /// The analysis remark `ModelledAfterCleanUp` at `made`'s launch.
    ///
    /// # Safety
    /// `made`'s launch must be a live instruction of the host module.
    unsafe fn emit_remark(&self, made: &MadeKernel, choice: &FusedKernelChoice) {
        let microseconds = |seconds: f64| seconds * 1e6;
        let message = format!(
            "{}: estimated global traffic {} -> {} bytes, instructions {} -> {} after the clean-up; modelled {:.2} us -> {:.2} us (unfused {:.2} us)",
            made.kernel.name,
            self.global_bytes_before,
            self.global_bytes,
            self.instructions_before,
            self.instructions,
            microseconds(choice.chosen_variant().modelled_seconds),
            microseconds(self.modelled_seconds),
            microseconds(choice.unfused_seconds),
        );
        let launch = made.launch.expect("a launched kernel");
        // SAFETY: as the caller's.
        unsafe {
            diagnostics::emit(&diagnostics::launch_remark(
                RemarkPass::Sirius,
                launch,
                (RemarkKind::Analysis, "ModelledAfterCleanUp"),
                message,
            ))
        };
    }
}

/// The fused launch of `variant` as data, its kernel re-read from `device` with the
/// launch's constants (`fused_launch`): the fused kernel's parameters take the fragments'
/// arguments and grid extents (`FusedParameter`).
///
/// # Safety
/// `device` must be the live device module, `kernel` made in it.
unsafe fn fused_launch_as_made(
    device: LLVMModuleRef,
    program: &HostProgram,
    variant: &Variant,
    kernel: &FusedKernel,
) -> Launch {
    let fragment = |index: usize| {
        let statement = variant.fragment_statements[index];
        program.statements[statement].kind.launch().expect("fragments are launches")
    };
    let argument = |parameter: &FusedParameter| match *parameter {
        FusedParameter::Argument { fragment: f, index } => {
            fragment(f).arguments.get(index).cloned().unwrap_or(LaunchArgument::Other)
        }
        FusedParameter::GridExtent { fragment: f, axis } => {
            let launch = fragment(f);
            let grid = launch.regrid.map_or(launch.grid, |regrid| shape_of(regrid.original_grid));
            LaunchArgument::Integer(grid[axis as usize].map(AffineExpr::constant))
        }
    };
    let arguments = kernel.parameters.iter().map(argument).collect();
    let plan = (&variant.plan, variant.fragment_statements.as_slice());
    let mut fused = fused_launch(program, plan, arguments, Ok(KernelEffects::default()));
    let known = launch_constants(&fused.grid, &fused.block, &fused.arguments);
    // SAFETY: as the caller's.
    fused.effects = unsafe { read_kernel(device, kernel.name.as_str(), known) };
    fused
}

impl StoreRemoval {
    /// Whether the fused kernel no longer moves `traffic` through global memory: loads of
    /// a buffer forwarded in registers, stores into a buffer whose stores were removed,
    /// every access of a buffer in a shared tile.
    fn took_off(&self, traffic: &BufferTraffic) -> bool {
        let Some(buffer) = &traffic.buffer else { return false };
        let gone = match traffic.write {
            true => self.removed.iter().any(|r| &r.buffer == buffer),
            false => self.forwarded.contains(buffer),
        };
        gone || self.shared.iter().any(|s| s.buffer == *buffer)
    }
}

/// A fused kernel made in the device module, the index of its choice in the decision and
/// its launch once the host was rewritten.
struct MadeKernel {
    choice: usize,
    kernel: FusedKernel,
    launch: Option<LLVMValueRef>,
    tiles: TileChoice,
}

/// The buffers a fused kernel's pointer parameters reach.
#[derive(Default)]
struct KernelBuffers {
    /// Each buffer, with the indices of the parameters that point into it.
    buffers: Vec<(BufferName, Vec<u32>)>,
    /// Buffers a parameter may reach among others (a pointer chosen on the host).
    chosen: BTreeSet<BufferName>,
    /// A pointer parameter traced to no allocation (it may reach any buffer).
    untraced: Option<String>,
}

impl KernelBuffers {
    /// `made`'s parameters, read from the launch arguments they carry.
    fn of(program: &HostProgram, choice: &FusedKernelChoice, made: &MadeKernel) -> KernelBuffers {
        let variant = choice.chosen_variant();
        let mut buffers: BTreeMap<BufferName, Vec<u32>> = BTreeMap::new();
        let mut found = KernelBuffers::default();
        for (index, parameter) in made.kernel.parameters.iter().enumerate() {
            let FusedParameter::Argument { fragment, index: argument } = *parameter else { continue };
            let statement = &program.statements[variant.fragment_statements[fragment]];
            let Some(LaunchArgument::Pointer(pointer)) =
                statement.kind.launch().and_then(|l| l.arguments.get(argument))
            else {
                continue;
            };
            let mut reach = |buffer: &BufferName| buffers.entry(buffer.clone()).or_default().push(index as u32);
            match pointer {
                DevicePointer::Buffer { buffer, .. } => reach(buffer),
                DevicePointer::OneOf { alternatives } => {
                    alternatives.iter().for_each(|a| reach(&a.buffer));
                    found.chosen.extend(alternatives.iter().map(|a| a.buffer.clone()));
                }
                DevicePointer::Host | DevicePointer::Unknown { .. } => {
                    found.untraced = Some(format!("argument {argument} of {}", statement.name))
                }
            }
        }
        found.buffers = buffers.into_iter().collect();
        found
    }

    /// Why `buffer`'s stores must stay whatever the liveness says, if they must.
    fn kept(&self, buffer: &BufferName) -> Option<StoreKept> {
        let buffer = buffer.clone();
        match &self.untraced {
            Some(argument) => Some(StoreKept::UntracedPointer { buffer, argument: argument.clone() }),
            None => self.chosen.contains(&buffer).then_some(StoreKept::PointerChosenOnHost { buffer }),
        }
    }
}

/// Removes the stores of `made`'s fused kernel that nothing observes (`dead_stores`), and
/// names the buffers of `loaded_before` (those it loaded before LLVM's clean-up) that it
/// no longer loads (forwarded in registers); one remark per buffer at its launch.
///
/// # Safety
/// `device` must be live, and `made` a kernel of it whose launch is live in the host.
unsafe fn remove_dead_stores(
    device: LLVMModuleRef,
    liveness: &StoreLiveness<'_>,
    (choice, made): (&FusedKernelChoice, &MadeKernel),
    loaded_before: &[BufferName],
) -> Result<StoreRemoval, CodegenReject> {
    let launch = made.launch.expect("a launched kernel");
    let fragments = &choice.chosen_variant().fragment_statements;
    let mut buffers = KernelBuffers::of(liveness.program, choice, made);
    buffers.buffers.retain(|(buffer, _)| !made.tiles.has_tile(buffer));
    let fused = ir::named_function(device, &made.kernel.name);
    // Accesses LLVM sank into joins go back onto the edges for the forwarding and the dead
    // stores (a store through a phi of two buffers' addresses goes for neither alone), and
    // what is left of them is sunk again after.
    // SAFETY: as the caller's.
    let unsunk = unsafe { unsink_accesses(fused) };
    let still_loaded = unsafe {
        forward_within_threads(device, fused, fused_launch_constants(liveness.program, choice.chosen_variant()));
        loaded_buffers(fused, &buffers.buffers)
    };
    let in_registers = |b: &&BufferName| !still_loaded.contains(b) && !made.tiles.has_tile(b);
    let forwarded: Vec<BufferName> = loaded_before.iter().filter(in_registers).cloned().collect();
    let observed = |buffer: &BufferName| match buffers.kept(buffer) {
        Some(kept) => Err(kept),
        // SAFETY: as the caller's.
        None => unsafe { liveness.of(launch, fragments, buffer) },
    };
    let (removed, kept) = unsafe { remove_unobserved_stores(device, fused, &buffers.buffers, observed) }?;
    if unsunk > 0 {
        unsafe { resink(device, fused) }?;
    }
    let name = &made.kernel.name;
    let (shared, not_shared) = (made.tiles.reports(), made.tiles.refused.clone());
    let remarks = (forwarded.iter())
        .map(|buffer| {
            let message = format!("{name}: every load of {buffer} reads what its own thread stored: kept in registers");
            (RemarkKind::Passed, "ForwardedInRegisters", message)
        })
        .chain(shared.iter().map(|tile| {
            let message = format!(
                "{name}: {} kept per block in shared memory ({}, {} accesses): {}",
                tile.buffer, tile.tile, tile.accesses, tile.proof
            );
            (RemarkKind::Passed, "ForwardedThroughSharedMemory", message)
        }))
        .chain(not_shared.iter().map(|r| (RemarkKind::Missed, r.remark_name(), format!("{name}: {r}"))))
        .chain(removed.iter().map(|r| {
            let at = if r.at.is_empty() { String::new() } else { format!(" (at {})", r.at.join(", ")) };
            let message = format!("{name}: removed {} stores into {}{at}: {}", r.stores, r.buffer, r.proof);
            (RemarkKind::Passed, "DeadStoresRemoved", message)
        }))
        .chain(kept.iter().map(|k| (RemarkKind::Missed, k.remark_name(), format!("{name}: {k}"))));
    for (kind, remark_name, message) in remarks {
        // SAFETY: the launch is a live instruction of the host module.
        unsafe {
            diagnostics::emit(&diagnostics::launch_remark(RemarkPass::Sirius, launch, (kind, remark_name), message))
        };
    }
    Ok(StoreRemoval { forwarded, removed, shared, not_shared, kept })
}

/// The fused launch's grid and block extents, the constants `thread_forwarding` reads
/// thread and block indices against.
fn fused_launch_constants(program: &HostProgram, variant: &Variant) -> Vec<(String, i64)> {
    let plan = (&variant.plan, variant.fragment_statements.as_slice());
    let shape = fused_launch(program, plan, Vec::new(), Ok(KernelEffects::default()));
    launch_constants(&shape.grid, &shape.block, &[])
}

/// Fuses what the UAR allows in the CUDA program of `host` (kernels in `device`, or in
/// `host` without `device=`).
pub(super) fn fuse_cuda_program(
    host: LLVMModuleRef,
    device: Option<&OwnedModule>,
    options: &SiriusOptions,
    started: Instant,
) -> PassOutcome {
    let device_module = device.map_or(host, |d| d.module);
    let mut specialisations = match unsafe { specialise_launching_functions(host) } {
        Ok(specialisations) => specialisations,
        Err(reason) => return error(reason.to_string()),
    };
    let mut program = unsafe { read_program(host, device_module, CallContexts::LocalFunctions) };
    let renumbering = renumber_element_wise(&mut program, options.partial_tiles);
    let graph = build(&program);
    let mut decision = decide(&program, &graph, &Gpu::H100);
    if let Some(orchestration) = options.orchestration {
        decision.prefer(orchestration);
    }
    let mut planned_iterations = Vec::new();
    let budget_warning = over_budget(options, started, &mut decision);
    // SAFETY: `host` is the live host module the pass runs on.
    let (launches, frees) = unsafe { (launch_instructions(host, &program), free_instructions(host, &program)) };
    let mut synchronisations = synchronisation_instructions(host, &program);
    let (renumbered, not_renumbered) = renumbering_entries(&program, &renumbering, &launches);
    let fused_launches = decision.kernels.iter().flat_map(|choice| choice.replaced.iter().copied()).collect();
    if budget_warning.is_none() {
        planned_iterations = iterated_loops(&program, &graph, &Gpu::H100, &fused_launches);
    }
    let unfused = unfused_entries(&decision, &launches, &planned_launches(&planned_iterations));
    let liveness = StoreLiveness { program: &program, graph: &graph, frees: &frees };
    let mut made = Vec::new();
    let mut kernels: Vec<KernelReport<'_>> = (decision.kernels.iter().enumerate())
        .map(|choice| fuse_one((host, device_module), &liveness, &launches, choice, &mut made))
        .collect();
    for (choice, report) in decision.kernels.iter().zip(&mut kernels).filter(|(_, report)| report.fused()) {
        // SAFETY: the synchronisation calls were found before any rewrite, which erases
        // launches only; the module's clean-up (which may replace host functions in the
        // single-module form) has not run yet.
        report.synchronisations = unsafe {
            SynchronisationEntry::remove_all(&program, &mut synchronisations, &choice.synchronisations_between)
        };
    }
    let iteration_input = IterationInput { modules: (host, device_module), program: &program, launches: &launches };
    // SAFETY: as above; the fused launches replaced other launches than these loops'.
    let (iterations, iterations_fused) =
        match unsafe { fuse_iterations(&iteration_input, planned_iterations, &mut synchronisations) } {
            Ok(fused) => fused,
            Err(reason) => return error(reason),
        };
    let iterated_kernels = iterations.iter().flat_map(|entry| entry.kernels.iter().cloned());
    let names: Vec<String> = made.iter().map(|m| m.kernel.name.to_string()).chain(iterated_kernels).collect();
    // SAFETY: the fused kernels were just made in the live device module.
    let loaded: Vec<Vec<BufferName>> = (made.iter())
        .map(|m| {
            let buffers = KernelBuffers::of(&program, &decision.kernels[m.choice], m).buffers;
            unsafe { loaded_buffers(ir::named_function(device_module, &m.kernel.name), &buffers) }
        })
        .collect();
    // Forwarding runs between the clean-up's two stages too, where the fragments' guards
    // are still the branches they wrote (O2's jump threading merges them into `i1` phis).
    let forward = || {
        for made in made.iter().filter(|m| m.launch.is_some()) {
            let variant = decision.kernels[made.choice].chosen_variant();
            // SAFETY: the fused kernel was just made in the live device module.
            unsafe {
                let fused = ir::named_function(device_module, &made.kernel.name);
                forward_within_threads(device_module, fused, fused_launch_constants(&program, variant));
            }
        }
    };
    // SAFETY: the kernels were just made in the live device module, which `forward` edits.
    if let Err(reason) = unsafe { clean_up_fused_kernels(device_module, &names, forward) } {
        return error(reason.to_string());
    }
    for (made, loaded) in made.iter().zip(&loaded).filter(|(m, _)| m.launch.is_some()) {
        let choice = &decision.kernels[made.choice];
        // SAFETY: the fused kernel and its launch were just made; the frees are untouched.
        match unsafe { remove_dead_stores(device_module, &liveness, (choice, made), loaded) } {
            Ok(stores) => {
                let lockstep = &kernels[made.choice].lockstep;
                // SAFETY: the fused kernel was just made and cleaned up in the live device module.
                let fused =
                    unsafe { fused_launch_as_made(device_module, &program, choice.chosen_variant(), &made.kernel) };
                let modelled = ModelledAfterCleanUp::of(&program, choice.chosen_variant(), (&stores, lockstep), &fused);
                // SAFETY: the fused launch is a live instruction of the host module.
                unsafe { modelled.emit_remark(made, choice) };
                let report = &mut kernels[made.choice];
                (report.stores, report.after_clean_up) = (stores, Some(modelled));
            }
            Err(reason) => return error(reason.to_string()),
        }
    }
    let fused_in: HashSet<&str> = (decision.kernels.iter().zip(&kernels))
        .filter(|(_, report)| report.fused())
        .flat_map(|(choice, _)| choice.replaced.iter().map(|&s| program.statements[s].function.function()))
        .chain(iterations.iter().filter(|entry| entry.fused()).map(|entry| entry.function.function()))
        .collect();
    // SAFETY: `host` is the live host module the pass runs on.
    unsafe { drop_unused_copies(host, &mut specialisations, |copy| fused_in.contains(copy)) };
    // Specialising ran LLVM's always-inline pass on the host module, even if every copy
    // was dropped again.
    let changed = !specialisations.is_empty() || kernels.iter().any(KernelReport::fused) || iterations_fused;
    let mut outcome = PassOutcome { changed, ..PassOutcome::default() };
    let warnings = [budget_warning, missing_kernels(PASS, &program), ignored_ascend_target(PASS, &options.target)];
    for warning in warnings.into_iter().flatten() {
        outcome.report(warning);
    }
    // Each fused kernel was verified alone (`generate_fused_kernel`); the modules are
    // verified whole once, with the host rewrites.
    for module in [Some(host), device.map(|d| d.module)].into_iter().flatten() {
        // SAFETY: the live modules of the pass.
        if let Err(broken) = unsafe { ir::verify_module(module) } {
            return error(format!("the module does not verify after fusion: {broken}"));
        }
    }
    if let (Some(device), Some(path)) = (device, &options.device_out) {
        if let Err(reason) = write_module(device.module, path) {
            return error(reason);
        }
    }
    let entries = CudaEntries { specialisations: &specialisations, renumbered, not_renumbered, kernels, iterations };
    let report = SiriusReport::new(options, started, &program, Platform::Cuda, entries, unfused);
    write_sirius_report(&mut outcome, options, &report);
    outcome
}

/// An element-wise launch renumbered on its producer's grid, and where it is.
#[derive(Serialize)]
pub(crate) struct RenumberedEntry {
    statement: String,
    producer: String,
    #[serde(flatten)]
    regrid: Regrid,
    location: Option<SourceLocation>,
}

/// An element-wise launch left on its own grid though it reads what `producer` wrote: why
/// (`reason`, its `remark` name) and where it is.
#[derive(Serialize)]
pub(crate) struct NotRenumberedEntry {
    statement: String,
    producer: String,
    reason: String,
    remark: &'static str,
    location: Option<SourceLocation>,
}

/// One report entry and one remark per renumbered launch (analysis) and per refused
/// candidate (missed).
fn renumbering_entries(
    program: &HostProgram,
    renumbering: &Renumbering,
    launches: &HashMap<StatementId, LLVMValueRef>,
) -> (Vec<RenumberedEntry>, Vec<NotRenumberedEntry>) {
    let name = |statement: StatementId| program.statements[statement].name.clone();
    // SAFETY: the launches are alive in the host module (fusions replace other launches;
    // iteration fusion keeps the call).
    let emit = |statement, kind_and_name, message| unsafe {
        diagnostics::emit_at_launch(RemarkPass::Sirius, launches.get(&statement).copied(), kind_and_name, message)
    };
    let mut renumbered = Vec::new();
    for one in &renumbering.renumbered {
        let (statement, producer) = (name(one.statement), name(one.producer));
        let Regrid { row_length, grid, rounds, .. } = one.regrid;
        let numbering = match row_length {
            Some(row_length) => format!("thread blockIdx.x * blockDim.x + threadIdx.x is row * {row_length} + column"),
            None => "thread along x and y is the column and row".to_string(),
        };
        let in_rounds = match rounds == Rounds::ONE {
            true => String::new(),
            false => format!(", in {} x {} rounds over the elements each of them owns", rounds.x, rounds.y),
        };
        let message = format!(
            "launch {statement} renumbered on {producer}'s grid ({} x {} blocks): its {numbering} of {producer}'s \
             threads{in_rounds}",
            grid.x, grid.y
        );
        let location = emit(one.statement, (RemarkKind::Analysis, "LaunchRenumbered"), message);
        renumbered.push(RenumberedEntry { statement, producer, regrid: one.regrid, location });
    }
    let mut refused = Vec::new();
    for NotRenumbered { statement: index, producer, reason } in &renumbering.refused {
        let (statement, producer) = (name(*index), name(*producer));
        let message = format!("launch {statement} not renumbered on {producer}'s threads: {reason}");
        let location = emit(*index, (RemarkKind::Missed, reason.remark_name()), message);
        let (reason, remark) = (reason.to_string(), reason.remark_name());
        refused.push(NotRenumberedEntry { statement, producer, reason, remark, location });
    }
    (renumbered, refused)
}

/// Why a fusion the decision chose was not applied (its launches stay), typed until
/// printed.
#[derive(Debug)]
pub enum FusionFailure {
    DeviceCode(CodegenReject),
    PointerFacts(CodegenReject),
    ConstantPropagation(CodegenReject),
    HostRewrite(HostRewriteReject),
}

impl Reason for FusionFailure {
    fn remark_name(&self) -> &'static str {
        "FusionFailed"
    }
}

impl EntryReason for FusionFailure {
    fn status(&self) -> &'static str {
        "failed"
    }
}

impl std::fmt::Display for FusionFailure {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            FusionFailure::DeviceCode(reason) => write!(f, "device code rejected: {reason}"),
            FusionFailure::PointerFacts(reason) => write!(f, "pointer facts failed: {reason}"),
            FusionFailure::ConstantPropagation(reason) => write!(f, "constant propagation failed: {reason}"),
            FusionFailure::HostRewrite(reason) => {
                write!(f, "host rewrite rejected (the fused kernel is unused): {reason}")
            }
        }
    }
}

impl KernelReport<'_> {
    fn fused(&self) -> bool {
        self.outcome.reason.is_none()
    }
}

/// Generates, specialises and launches one fused kernel; one remark says what happened
/// (`KernelsFused`, or `FusionFailed` and why). A kernel generated and specialised is
/// named in `to_clean_up` (LLVM's clean-up runs once for all of them).
fn fuse_one<'a>(
    (host, device): (LLVMModuleRef, LLVMModuleRef),
    liveness: &StoreLiveness<'a>,
    launches: &HashMap<StatementId, LLVMValueRef>,
    (index, choice): (usize, &'a FusedKernelChoice),
    made: &mut Vec<MadeKernel>,
) -> KernelReport<'a> {
    let (program, variant) = (liveness.program, choice.chosen_variant());
    let mut report = KernelReport {
        name: variant.plan.name.clone(),
        location: None,
        replaced: choice.replaced.iter().map(|&s| program.statements[s].name.as_str()).collect(),
        chosen: variant,
        model_chose: choice.model_chose,
        sharing_passed_over: choice.sharing_passed_over(),
        variants: &choice.variants,
        unfused_modelled_seconds: choice.unfused_seconds,
        specialised_parameters: 0,
        merged_parameters: 0,
        rebased_parameters: 0,
        noalias_parameters: 0,
        merged_scalar_parameters: 0,
        parameter_bytes: choice.parameter_bytes,
        parameter_space_full: choice.parameter_space_full,
        lockstep: Vec::new(),
        stores: StoreRemoval::default(),
        after_clean_up: None,
        synchronisations: Vec::new(),
        outcome: Outcome { success: "fused", reason: None },
    };
    // SAFETY: the device module is live, the launches and frees are untouched so far.
    let tiles = unsafe { choose_tiles(device, liveness, launches, choice) };
    let prepared = prepare_fused_kernel(device, program, choice, &tiles.placed(), &mut report);
    if let Ok(kernel) = &prepared {
        made.push(MadeKernel { choice: index, kernel: kernel.clone(), launch: None, tiles });
    }
    let outcome = prepared.and_then(|kernel| {
        let launch = FusedLaunch {
            kernel: &kernel,
            plan: &variant.plan,
            fragment_statements: &variant.fragment_statements,
            replaced: &choice.replaced,
        };
        unsafe { rewrite_launches(host, program, launches, &launch) }.map_err(FusionFailure::HostRewrite)
    });
    // The remark is anchored on the fused launch, or on the first replaced one when the
    // fusion failed (a refused rewrite edits nothing, so it is still there).
    let replaced = report.replaced.join(", ");
    if let (Ok(fused), Some(kernel)) = (&outcome, made.last_mut()) {
        kernel.launch = Some(*fused);
        // SAFETY: the kernel was just made in the live device module, the launch in the host.
        report.merged_scalar_parameters =
            unsafe { merge_identical_scalars(ir::named_function(device, &kernel.kernel.name), *fused) };
        let buffers = KernelBuffers::of(program, choice, kernel).buffers;
        let pointing_at =
            |parameter| buffers.iter().filter(|(_, p)| p.contains(&parameter)).map(|(b, _)| b.clone()).collect();
        // SAFETY: the kernel was just made and not cleaned up; its launch is live.
        report.lockstep =
            unsafe { run_lockstep_sets((device, *fused), (program, variant), &kernel.kernel, pointing_at) };
    }
    let (anchor, kind, name, message) = match &outcome {
        Ok(fused) => {
            let count = report.replaced.len();
            let forced =
                choice.model_chose.map(|model| format!(", forced by orchestration= over the model's {model:?}"));
            let passed_over = report.sharing_passed_over.as_ref().map(|p| format!("; {p}"));
            let message = format!(
                "fused {count} launches ({replaced}) into {} ({:?}{}){}",
                report.name,
                variant.orchestration,
                forced.unwrap_or_default(),
                passed_over.unwrap_or_default()
            );
            (Some(*fused), RemarkKind::Passed, FUSED_REMARK, message)
        }
        Err(failure) => {
            let first = launches.get(&choice.replaced[0]).copied();
            (first, RemarkKind::Missed, failure.remark_name(), format!("{replaced} not fused: {failure}"))
        }
    };
    if let Some(anchor) = anchor {
        // SAFETY: the anchor is a live instruction of the host module (see above).
        let remark = unsafe { diagnostics::launch_remark(RemarkPass::Sirius, anchor, (kind, name), message) };
        report.location = remark.location.clone();
        // SAFETY: as above.
        unsafe { diagnostics::emit(&remark) };
    }
    report.outcome.reason = outcome.err();
    report
}

/// The device side of one fusion (the fused kernel, its pointer facts and host constants),
/// each step of which may refuse; fills `report`'s counts on the way.
fn prepare_fused_kernel(
    device: LLVMModuleRef,
    program: &HostProgram,
    choice: &FusedKernelChoice,
    tiles: &[PlacedTile],
    report: &mut KernelReport<'_>,
) -> Result<FusedKernel, FusionFailure> {
    let variant = choice.chosen_variant();
    let kernel = unsafe { generate_fused_kernel(device, &variant.plan, tiles) }.map_err(FusionFailure::DeviceCode)?;
    let facts = pointer_facts(program, &variant.fragment_statements, &kernel.parameters);
    unsafe { apply_pointer_facts(device, &kernel.name, &facts) }.map_err(FusionFailure::PointerFacts)?;
    report.merged_parameters = facts.derived.iter().filter(|d| d.byte_offset == 0).count();
    report.rebased_parameters = facts.derived.len() - report.merged_parameters;
    report.noalias_parameters = facts.sole_pointers.len();
    let constants = host_constants(program, &variant.fragment_statements, &kernel.parameters);
    report.specialised_parameters = unsafe { specialise_parameters(device, &kernel.name, &constants) }
        .map_err(FusionFailure::ConstantPropagation)?;
    Ok(kernel)
}

/// Which fused-kernel pointer parameters always receive another one's pointer plus a
/// constant (the same buffer at offsets that differ by a constant: each such family is
/// rebased on its lowest member), and which point into a buffer no other remaining
/// parameter reaches (none if any pointer is not traced to its allocation).
fn pointer_facts(
    program: &HostProgram,
    fragment_statements: &[StatementId],
    parameters: &[FusedParameter],
) -> PointerFacts {
    let pointers: Vec<(usize, &DevicePointer)> = parameters
        .iter()
        .enumerate()
        .filter_map(|(index, parameter)| match *parameter {
            FusedParameter::Argument { fragment, index: argument } => {
                match launch_of(program, fragment_statements[fragment]).arguments.get(argument)? {
                    LaunchArgument::Pointer(pointer) => Some((index, pointer)),
                    _ => None,
                }
            }
            FusedParameter::GridExtent { .. } => None,
        })
        .collect();
    let derived = common_bases(&pointers);
    let all_traced =
        pointers.iter().all(|(_, p)| matches!(p, DevicePointer::Buffer { .. } | DevicePointer::OneOf { .. }));
    let sole_pointers = if all_traced { sole_pointers(&pointers, &derived) } else { Vec::new() };
    PointerFacts { derived, sole_pointers }
}

/// Families of pointers into one buffer whose offsets differ only by constants, as
/// offsets from the family member with the lowest offset (ties: the first parameter).
#[allow(clippy::type_complexity)] // the family key is spelled out where it is built
fn common_bases(pointers: &[(usize, &DevicePointer)]) -> Vec<DerivedPointer> {
    // (buffer, symbolic part of the offset) -> (constant part, parameter) of each member.
    let mut families: BTreeMap<(&str, Vec<(&String, &i64)>), Vec<(i64, usize)>> = BTreeMap::new();
    for &(index, pointer) in pointers {
        if let DevicePointer::Buffer { buffer, offset: Some(offset) } = pointer {
            let symbolic_part = offset.terms.iter().collect();
            families.entry((buffer.as_str(), symbolic_part)).or_default().push((offset.constant, index));
        }
    }
    families
        .into_values()
        .flat_map(|mut members| {
            members.sort();
            let (base_offset, base) = members[0];
            members[1..]
                .iter()
                .map(move |&(offset, derived)| DerivedPointer { base, derived, byte_offset: offset - base_offset })
                .collect::<Vec<_>>()
        })
        .collect()
}

/// The remaining pointers (not derived from another) whose buffers no other remaining
/// pointer may reach.
fn sole_pointers(pointers: &[(usize, &DevicePointer)], derived: &[DerivedPointer]) -> Vec<usize> {
    let remaining: Vec<(usize, &DevicePointer)> =
        pointers.iter().copied().filter(|(index, _)| derived.iter().all(|d| d.derived != *index)).collect();
    remaining
        .iter()
        .filter(|&&(index, pointer)| {
            let mine = pointer.buffers();
            matches!(pointer, DevicePointer::Buffer { .. })
                && !remaining.iter().any(|&(other, p)| other != index && p.buffers().iter().any(|b| mine.contains(b)))
        })
        .map(|&(index, _)| index)
        .collect()
}

fn launch_of(program: &HostProgram, statement: StatementId) -> &syncfuse_sirius::model::program::Launch {
    program.statements[statement].kind.launch().expect("fragments are launches")
}

/// The fused kernel's parameters that the host always passes as the same constant.
fn host_constants(
    program: &HostProgram,
    fragment_statements: &[StatementId],
    parameters: &[FusedParameter],
) -> Vec<(usize, HostConstant)> {
    let launch = |fragment: usize| launch_of(program, fragment_statements[fragment]);
    parameters
        .iter()
        .enumerate()
        .filter_map(|(index, parameter)| {
            let value = match *parameter {
                FusedParameter::Argument { fragment, index } => match launch(fragment).arguments.get(index)? {
                    LaunchArgument::Integer(Some(expression)) => expression.as_constant()?,
                    _ => return None,
                },
                FusedParameter::GridExtent { fragment, axis } => {
                    let axis = [Axis::X, Axis::Y, Axis::Z].iter().position(|&a| a == axis)?;
                    launch(fragment).grid[axis]?
                }
            };
            Some((index, HostConstant::Integer(value)))
        })
        .collect()
}

#[cfg(test)]
mod tests {
    use super::*;
    use syncfuse_poly::affine::AffineExpr;
    use syncfuse_sirius::model::program::PointerAlternative;

    fn slice(buffer: &str, offset: Option<AffineExpr>) -> DevicePointer {
        DevicePointer::Buffer { buffer: buffer.into(), offset }
    }

    fn layer_slice(constant: i64) -> DevicePointer {
        let layer = AffineExpr::symbol("it_l").scale(32768);
        slice("buf0", Some(layer.add(&AffineExpr::constant(constant))))
    }

    #[test]
    fn slices_at_constant_distances_share_the_lowest_as_base() {
        let (w_f, w_i, other_layer, whole) =
            (layer_slice(16384), layer_slice(0), slice("buf0", Some(AffineExpr::symbol("x"))), slice("buf0", None));
        let pointers = [(0, &w_f), (1, &w_i), (2, &other_layer), (3, &whole), (4, &w_i)];
        let derived = common_bases(&pointers);
        assert_eq!(
            derived,
            [
                DerivedPointer { base: 1, derived: 4, byte_offset: 0 },
                DerivedPointer { base: 1, derived: 0, byte_offset: 16384 },
            ]
        );
        // buf0 is still reached by parameters 2 and 3: nobody is `noalias`.
        assert!(sole_pointers(&pointers, &derived).is_empty());
    }

    #[test]
    fn a_rebased_family_alone_in_its_buffer_is_noalias() {
        let (w_i, w_f, bias, either) = (
            layer_slice(0),
            layer_slice(16384),
            slice("buf1", Some(AffineExpr::constant(0))),
            DevicePointer::OneOf {
                alternatives: ["buf1", "buf2"].map(|b| PointerAlternative::unconditional(b.into(), None)).to_vec(),
            },
        );
        let pointers = [(0, &w_i), (1, &w_f), (2, &bias)];
        let derived = common_bases(&pointers);
        assert_eq!(sole_pointers(&pointers, &derived), [0, 2]);
        let with_either = [(0, &w_i), (1, &w_f), (2, &bias), (3, &either)];
        assert_eq!(sole_pointers(&with_either, &common_bases(&with_either)), [0]);
    }
}
