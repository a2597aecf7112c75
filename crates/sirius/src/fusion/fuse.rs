//! The fusion decision (SIRIUS §4.1) on the UAR, as plain data: which launches become one
//! kernel, orchestrated how.
//!
//! 1. *Runs*: maximal sequences of consecutive launch statements of one host function
//!    under the same host loops and the same host control dependences, with nothing else
//!    in between but host synchronisations (a copy, set, free or library call ends a
//!    run: the host may look at device memory there). A synchronisation between two
//!    launches orders nothing the stream does not already order when the host touches no
//!    device memory between them (it cannot: device memory is reached only through copies,
//!    which are statements, and an untraced pointer makes its launch unfusable); it is
//!    listed with the fused kernel (`synchronisations_between`) and removed by the
//!    rewrite where its status is not used. The launches of a run are control-equivalent
//!    (`HostStatement::runs_with`): whenever one runs, all run, once each, so the fused
//!    launch may take the place of any of them; a launch under a host branch never joins
//!    one before the branch or after its join (`ControlDependent`). Launches whose effects
//!    are unknown or whose block shape is not a constant are not fused.
//! 2. *Fusion groups* (P2): list scheduling over the run in program order. A launch joins
//!    an open group when every dependence between it and the group's members is thread-
//!    or block-level (a global or unknown one never shares a kernel: blocks cannot wait
//!    for each other), preferring a group it depends on (P1), then one that runs the same
//!    kernel (P3), then any open group it may join (a fused kernel may run unrelated code
//!    side by side, step 4), else it opens a new group; every other group
//!    it depends on is closed, so that group's launches all come before it. On CUDA a
//!    launch joins only a group whose kernel keeps within the parameter space CUDA allows
//!    a kernel (`Gpu::kernel_parameter_bytes`, counted by `fragment_parameter_bytes`): a
//!    longer chain becomes several fused kernels that ptxas accepts. Unlike cutting the
//!    run at the first global dependence, a launch may fuse with an earlier, still open
//!    group across launches it does not depend on (`A; B; C` with `B -> C` global and
//!    `A -> C` thread-level gives `{A, C}` and `{B}`).
//! 3. *Components* (P1): inside a group, launches joined by thread- or block-level
//!    dependences form a component, fused vertically with barriers placed by
//!    `sirius::barriers` (block-level edges need one, thread-level edges none).
//! 4. *Classes* (P3, widened): independent components fuse into one kernel when their code
//!    is the same up to arguments and constants (the same kernels in the same order); the
//!    paper asks for identical code, which is the special case of equal arguments. On
//!    CUDA, the launches that would stay alone (no same-code partner) also form one
//!    candidate class whatever their code (each on its own blocks, or interleaved on the
//!    same threads), fused where the cost model finds it faster than the launches apart
//!    (`OtherCodeNotFaster` otherwise). On an Ascend program every component of a group
//!    is in one class: a fused AI-Core kernel gives each component its own range of cores
//!    or runs them one after another on the same cores (`ascend_plan`), whatever their
//!    code, and `ascend_cost` chooses.
//! 5. *Orchestration* (§4.2): a fused kernel with several components is generated fully
//!    horizontally (each component on its own blocks) and fully vertically (all components
//!    on the same threads, interleaved so that they share barriers); `sirius::cost` picks
//!    the cheaper from static estimates of each launch (grid and block volumes; the work
//!    per thread assumed equal, since no GPU can measure it here).
//!
//! 6. *Host loops, per instance*: the launches of a run share all their host loops, and
//!    only the dependence instances in one iteration of those loops decide steps 2-5
//!    (`uar::OneIteration`); a dependence whose instances all lie in different iterations
//!    does not count, and one with instances in both counts with the width of its
//!    one-iteration instances. Proof that the others are honoured: launches go to one
//!    stream in program order, so every launch of iteration `i` completes before any
//!    launch of a later iteration `j` starts; a fused launch takes the place of its last
//!    replaced launch in the loop body, so it stays in the iteration of the instances it
//!    replaces. An instance pair of iterations `i < j` thus joins two launches that run
//!    one after the other, fused or not, whatever its width (a stencil of the next
//!    iteration reading across blocks is still ordered after this iteration's fused
//!    launch). Grouping (step 2) still closes groups on dependences of any distance.
//!
//! Invariant: every dependence between two fused launches is thread- or block-level, is
//! honoured by the fragment order and the barriers, and each fused launch can take the
//! place of its last replaced launch: launches of its group outside its class are
//! independent of it, and for a dependence from a launch of one group to a launch of
//! another, the first group was closed before the second launch joined, so every launch
//! of the first group (and its fused launch) comes before it.

use crate::fusion::barriers::{schedule_group, FragmentDependence, ScheduleReject};
use crate::fusion::lockstep::{lockstep_sets, LockstepSet};
use crate::fusion::plan::{Fragment, FusedKernelPlan, VerticalGroup};
use crate::gpu::cost::{Gpu, LaunchCounters};
use crate::gpu::estimate::{self, BufferTraffic};
use crate::model::gap::{EffectsGap, Gaps};
use crate::model::kernel_effects::KernelEffects;
use crate::model::program::{
    constant_dim3, shape_of, BufferName, ControlCondition, HostProgram, HostStatement, KernelName, Launch,
    LaunchArgument, Platform, Shape, StatementId, StatementKind,
};
use crate::model::uar::{EdgeKind, OneIteration, UnifiedGraph};
use crate::model::width::DependenceWidth;
use petgraph::unionfind::UnionFind;
use petgraph::visit::EdgeRef;
use serde::Serialize;
use std::collections::{BTreeMap, HashMap};
use std::fmt;
use syncfuse_hardware::cuda::Dim3;
use syncfuse_reason::Reason;

/// The decision for a whole program.
#[derive(Clone, Debug, Default)]
pub struct FusionDecision {
    pub kernels: Vec<FusedKernelChoice>,
    /// Launch statements left as they are, with the reason.
    pub unfused: Vec<UnfusedLaunch>,
}

impl FusionDecision {
    /// Chooses `orchestration`'s variant of every fused kernel that has one, whatever the
    /// model said (`sirius<orchestration=...>`: the user's measurements over the model's).
    pub fn prefer(&mut self, orchestration: Orchestration) {
        for choice in &mut self.kernels {
            let index = choice.variants.iter().position(|v| v.orchestration == orchestration);
            if let Some(index) = index.filter(|&index| index != choice.chosen) {
                choice.model_chose = Some(choice.variants[choice.chosen].orchestration);
                choice.chosen = index;
            }
        }
    }
}

/// A launch left as it is, with its reason.
#[derive(Clone, Debug)]
pub struct UnfusedLaunch {
    pub statement: String,
    /// The statement's index in the program (not in the report).
    pub index: StatementId,
    pub reason: UnfusedReason,
}

/// Why a launch is not fused, typed until printed (Polly's reject reasons are the model).
#[derive(Clone, Debug, PartialEq, Eq)]
pub enum UnfusedReason {
    /// The kernel's memory effects could not be read.
    EffectsUnknown { gaps: Vec<EffectsGap> },
    /// The block shape is not a compile-time constant.
    BlockShapeNotConstant,
    /// No thread- or block-level partner in its fusion group.
    NoFusionPartner,
    /// Its fusion group's other lone launches are independent and run other kernels: one
    /// kernel running them side by side was modelled no faster than the launches apart.
    OtherCodeNotFaster,
    /// Alone in its run (step 1): host statement `statement` (described by `what`), next
    /// to it, separates it from the nearest other launch of its host function.
    SeparatedByHostStatement { statement: String, what: String },
    /// Alone in its run (step 1): the nearest launch of its host function and loops,
    /// `neighbour`, runs on other host paths (`ours` and `theirs` differ).
    ControlDependent { neighbour: String, ours: ControlCondition, theirs: ControlCondition },
    /// A dependence in its group is global or of unknown width (P2).
    /// (`width` `None`: unknown, taken as global.)
    GlobalDependence { kind: EdgeKind, buffer: Option<BufferName>, width: Option<DependenceWidth> },
    /// Two fragments that execute barriers or warp collectives have blocks of different
    /// thread counts (no block runs both once per thread).
    BarrierBlocksDiffer { first: String, second: String, first_block: Dim3, second_block: Dim3 },
    /// The fragments cannot be ordered.
    Unschedulable(ScheduleReject),
}

impl Reason for UnfusedReason {
    /// The stable remark name (`-pass-remarks-missed=sirius`, `Name:` in YAML).
    fn remark_name(&self) -> &'static str {
        match self {
            UnfusedReason::EffectsUnknown { .. } => "EffectsUnknown",
            UnfusedReason::BlockShapeNotConstant => "BlockShapeNotConstant",
            UnfusedReason::NoFusionPartner => "NoFusionPartner",
            UnfusedReason::OtherCodeNotFaster => "OtherCodeNotFaster",
            UnfusedReason::SeparatedByHostStatement { .. } => "SeparatedByHostStatement",
            UnfusedReason::ControlDependent { .. } => "ControlDependent",
            UnfusedReason::GlobalDependence { .. } => "GlobalDependence",
            UnfusedReason::BarrierBlocksDiffer { .. } => "BarrierBlocksDiffer",
            UnfusedReason::Unschedulable(_) => "Unschedulable",
        }
    }
}

impl std::fmt::Display for UnfusedReason {
    fn fmt(&self, f: &mut std::fmt::Formatter<'_>) -> std::fmt::Result {
        match self {
            UnfusedReason::EffectsUnknown { gaps } => write!(f, "effects unknown: {}", Gaps(gaps)),
            UnfusedReason::BlockShapeNotConstant => f.write_str("block shape is not a compile-time constant"),
            UnfusedReason::NoFusionPartner => {
                f.write_str("nothing to fuse with: no thread-, block- or core-level partner in its fusion group")
            }
            UnfusedReason::OtherCodeNotFaster => f.write_str(
                "its independent partners run other kernels, and one kernel running them side by side \
                 is modelled no faster than the launches apart",
            ),
            UnfusedReason::SeparatedByHostStatement { statement, what } => {
                write!(
                    f,
                    "nothing to fuse with: host statement {statement} ({what}) separates it from the nearest launch"
                )
            }
            UnfusedReason::ControlDependent { neighbour, ours, theirs } => write!(
                f,
                "control-dependent: it runs {ours}, the nearest launch {neighbour} runs {theirs}; \
                 only launches on the same host paths fuse"
            ),
            UnfusedReason::GlobalDependence { kind, buffer, width } => {
                let buffer = buffer.as_ref().map_or("?", BufferName::as_str);
                match width {
                    Some(width) => write!(f, "{kind} dependence through {buffer} is {width}"),
                    None => write!(f, "{kind} dependence through {buffer} is unknown"),
                }
            }
            UnfusedReason::BarrierBlocksDiffer { first, second, first_block, second_block } => {
                write!(
                    f,
                    "{first} and {second} execute barriers with blocks of different thread counts \
                     {first_block} and {second_block}"
                )
            }
            UnfusedReason::Unschedulable(reason) => reason.fmt(f),
        }
    }
}

/// One fused kernel: the launches it replaces and the orchestration chosen.
#[derive(Clone, Debug, Serialize)]
pub struct FusedKernelChoice {
    /// Replaced launch statements (indices into `HostProgram::statements`), in program
    /// order; the fused launch takes the place of the last one.
    pub replaced: Vec<StatementId>,
    pub variants: Vec<Variant>,
    /// Index into `variants`.
    pub chosen: usize,
    /// The model's variant when `prefer` chose another (`sirius<orchestration=...>`).
    pub model_chose: Option<Orchestration>,
    /// Modelled time of the replaced launches, unfused.
    pub unfused_seconds: f64,
    /// Parameter space the fused kernel takes at most (`fragment_parameter_bytes` summed).
    pub parameter_bytes: u64,
    /// Its fusion group was closed because a launch depending on it would have taken the
    /// kernel past the target's parameter space (`Gpu::kernel_parameter_bytes`).
    pub parameter_space_full: bool,
    /// The host synchronisations between its first and last replaced launch, in program
    /// order (each listed with the first kernel it lies in): they order nothing once those
    /// launches are one (step 1).
    pub synchronisations_between: Vec<StatementId>,
}

impl FusedKernelChoice {
    pub fn chosen_variant(&self) -> &Variant {
        &self.variants[self.chosen]
    }

    /// Where the chosen variant loads no operand once and another variant would (its
    /// lock-step sets): the fastest such variant, what it would load once, and both
    /// modelled times. The model passed it over: it is slower (fewer blocks, each running
    /// every member's work) or `orchestration=` chose another.
    pub fn sharing_passed_over(&self) -> Option<SharingPassedOver> {
        let chosen = self.chosen_variant();
        if !chosen.lockstep.is_empty() {
            return None;
        }
        let sharing = self.variants.iter().filter(|v| !v.lockstep.is_empty());
        let variant = sharing.min_by(|a, b| a.modelled_seconds.total_cmp(&b.modelled_seconds))?;
        let operands = variant.lockstep.iter().flat_map(|set| &set.shared);
        let mut buffers: Vec<BufferName> = Vec::new();
        for operand in operands.clone() {
            if !buffers.contains(&operand.buffer) {
                buffers.push(operand.buffer.clone());
            }
        }
        Some(SharingPassedOver {
            orchestration: variant.orchestration,
            buffers,
            bytes: operands.map(|o| o.bytes).sum(),
            modelled_seconds: variant.modelled_seconds,
            chosen_seconds: chosen.modelled_seconds,
        })
    }
}

/// A variant that loads operands once (`lockstep`) where the chosen one does not
/// (`FusedKernelChoice::sharing_passed_over`).
#[derive(Clone, Debug, PartialEq, Serialize)]
pub struct SharingPassedOver {
    pub orchestration: Orchestration,
    /// The operands its lock-step sets load once.
    pub buffers: Vec<BufferName>,
    /// Global bytes it would not load (the estimate's, before any clean-up).
    pub bytes: u64,
    pub modelled_seconds: f64,
    /// The chosen variant's modelled time.
    pub chosen_seconds: f64,
}

impl fmt::Display for SharingPassedOver {
    fn fmt(&self, f: &mut fmt::Formatter<'_>) -> fmt::Result {
        let buffers: Vec<String> = self.buffers.iter().map(ToString::to_string).collect();
        write!(
            f,
            "{:?} would load {} once ({} fewer global bytes), modelled at {:.1} us against {:.1} us",
            self.orchestration,
            buffers.join(", "),
            self.bytes,
            self.modelled_seconds * 1e6,
            self.chosen_seconds * 1e6
        )
    }
}

/// One orchestration of a fused kernel.
#[derive(Clone, Debug, Serialize)]
pub struct Variant {
    pub orchestration: Orchestration,
    pub plan: FusedKernelPlan,
    /// The launch statement of each fragment, in plan order.
    pub fragment_statements: Vec<StatementId>,
    /// For each barrier of the plan (in order), the dependences that need it, as
    /// `S<producer> -> S<consumer> (buffer)`.
    pub barrier_reasons: Vec<Vec<String>>,
    /// Fragments that run in lock-step and the operands they load once (`lockstep`).
    #[serde(skip_serializing_if = "Vec::is_empty")]
    pub lockstep: Vec<LockstepSet>,
    pub modelled_seconds: f64,
}

#[derive(Clone, Copy, Debug, PartialEq, Eq, Serialize)]
pub enum Orchestration {
    /// One component: its launches on the same threads.
    Vertical,
    /// Each component on its own blocks.
    Horizontal,
    /// All components on the same threads, interleaved to share barriers.
    VerticalInterleaved,
}

/// Decides the fusion of `program`.
pub fn decide(program: &HostProgram, uar: &UnifiedGraph, gpu: &Gpu) -> FusionDecision {
    let dependences = Dependences::of(uar);
    let mut decision = FusionDecision::default();
    let context = Context { program, dependences: &dependences, gpu };
    for run in runs(program, &mut decision.unfused) {
        if let [alone] = run[..] {
            if let Some(reason) = on_other_paths(program, alone).or_else(|| separated_by(program, alone)) {
                context.leave_unfused(&run, &reason, &mut decision);
                continue;
            }
        }
        for group in context.fusion_groups(&run) {
            context.fuse_group(&group, &run, &mut decision);
        }
    }
    let mut listed = std::collections::HashSet::new();
    for (index, choice) in decision.kernels.iter_mut().enumerate() {
        for variant in &mut choice.variants {
            variant.plan.name = KernelName::new(format!("sirius_fused_{index}"));
        }
        let (first, last) = (choice.replaced[0], choice.replaced[choice.replaced.len() - 1]);
        let between = program.synchronisations_between(first, last);
        choice.synchronisations_between = between.into_iter().filter(|&s| listed.insert(s)).collect();
    }
    decision
}

/// A vertical group with its launch statements in fragment order and, per barrier, the
/// dependences that need it.
struct ScheduledGroup {
    group: VerticalGroup,
    order: Vec<StatementId>,
    barrier_reasons: Vec<Vec<String>>,
}

/// Launch-to-launch dependences by ordered statement pair.
struct Dependences {
    between: HashMap<(StatementId, StatementId), Vec<Dependence>>,
}

#[derive(Clone, Debug)]
struct Dependence {
    kind: EdgeKind,
    buffer: Option<BufferName>,
    /// Some instance pair lies in one iteration of the common host loops (step 6).
    in_one_iteration: bool,
    /// The width of those pairs.
    width: Option<DependenceWidth>,
}

impl Dependences {
    fn of(uar: &UnifiedGraph) -> Dependences {
        let mut between: HashMap<(StatementId, StatementId), Vec<Dependence>> = HashMap::new();
        for edge in uar.graph.edge_references() {
            let (from, to) = (uar.graph[edge.source()].statement, uar.graph[edge.target()].statement);
            let weight = edge.weight();
            let (in_one_iteration, width) = match &weight.one_iteration {
                OneIteration::AllPairs => (true, &weight.width),
                OneIteration::LaterIterationsOnly | OneIteration::NoPair => (false, &None),
                OneIteration::Pairs { width } => (true, width),
            };
            let dependence = Dependence {
                kind: weight.kind,
                buffer: weight.buffer.clone(),
                in_one_iteration,
                width: width.as_ref().map(|w| w.width),
            };
            between.entry((from, to)).or_default().push(dependence);
        }
        Dependences { between }
    }

    /// Dependences from `earlier` to `later` (statement indices, `earlier < later`).
    fn between(&self, earlier: StatementId, later: StatementId) -> &[Dependence] {
        self.between.get(&(earlier, later)).map_or(&[], Vec::as_slice)
    }

    /// Does `later` depend on `earlier` through memory (not only a virtual ordering)?
    fn depends(&self, earlier: StatementId, later: StatementId) -> bool {
        self.between(earlier, later).iter().any(|d| d.kind != EdgeKind::Virtual)
    }

    /// The narrowest barrier need between two launches of one fusion group: `None` when they
    /// are independent, `Some(false)` thread-level, `Some(true)` block-level; `Err` when
    /// some dependence forbids fusing them. Only instances in one iteration count (step 6).
    fn fusable(&self, earlier: StatementId, later: StatementId) -> Result<Option<bool>, UnfusedReason> {
        let mut needs = None;
        for dependence in self.between(earlier, later).iter().filter(|d| d.in_one_iteration) {
            let needs_barrier = match (dependence.kind, dependence.width) {
                (EdgeKind::Virtual, _) => continue,
                (_, Some(DependenceWidth::Thread)) => false,
                // On one AI Core the fragments are ordered by pipe synchronisation, the
                // counterpart of a block barrier.
                (_, Some(DependenceWidth::Block | DependenceWidth::Core)) => true,
                (kind, width) => {
                    let buffer = dependence.buffer.clone();
                    return Err(UnfusedReason::GlobalDependence { kind, buffer, width });
                }
            };
            needs = Some(needs.unwrap_or(false) || needs_barrier);
        }
        Ok(needs)
    }
}

fn launch_of(program: &HostProgram, statement: StatementId) -> Option<&Launch> {
    program.statements[statement].kind.launch()
}

/// The block of a launch if it is a compile-time constant.
fn constant_block(launch: &Launch) -> Option<Dim3> {
    constant_dim3(launch.block)
}

/// Step 2's groups: launches in program order, whether a later launch may still join,
/// and the parameter space a kernel of all of them would take.
struct FusionGroup {
    members: Vec<StatementId>,
    open: bool,
    parameter_bytes: u64,
    /// A launch fed by the group opened a new one because this one's parameters were full.
    parameter_space_full: bool,
}

/// Parameter space a launch takes as a fragment of a fused kernel
/// (`codegen::fused_parameters`: its own arguments, then its grid extents as three i32),
/// an upper bound: each fragment counted from a 16-byte boundary.
fn fragment_parameter_bytes(launch: &Launch) -> u64 {
    (launch.parameter_bytes.next_multiple_of(4) + 12).next_multiple_of(16)
}

/// Why a launch cannot be fused at all, if it cannot.
fn unfusable(launch: &Launch) -> Option<UnfusedReason> {
    match &launch.effects {
        Err(reason) => Some(UnfusedReason::EffectsUnknown { gaps: vec![reason.clone()] }),
        Ok(effects) if !effects.unknown.is_empty() => {
            Some(UnfusedReason::EffectsUnknown { gaps: effects.unknown.clone() })
        }
        Ok(_) if constant_block(launch).is_none() => Some(UnfusedReason::BlockShapeNotConstant),
        Ok(_) => None,
    }
}

/// Step 1: runs of fusable launches (module doc).
fn runs(program: &HostProgram, unfused: &mut Vec<UnfusedLaunch>) -> Vec<Vec<StatementId>> {
    let mut runs: Vec<Vec<StatementId>> = vec![Vec::new()];
    for (index, statement) in program.statements.iter_enumerated() {
        let Some(launch) = launch_of(program, index) else {
            if !matches!(statement.kind, StatementKind::Synchronize) {
                runs.push(Vec::new());
            }
            continue;
        };
        if let Some(reason) = unfusable(launch) {
            unfused.push(UnfusedLaunch { statement: statement.name.clone(), index, reason });
            runs.push(Vec::new());
            continue;
        }
        let current = runs.last_mut().expect("never empty");
        let continues = current.last().is_some_and(|&previous| program.statements[previous].runs_with(statement));
        if !continues && !current.is_empty() {
            runs.push(Vec::new());
        }
        runs.last_mut().expect("never empty").push(index);
    }
    runs.retain(|run| !run.is_empty());
    runs
}

/// Why a launch alone in its run has no partner, when the launch next to it in its host
/// function and loops (after it, else before it) runs on other host paths.
fn on_other_paths(program: &HostProgram, launch: StatementId) -> Option<UnfusedReason> {
    let statement = &program.statements[launch];
    let neighbour = |(i, s): &(StatementId, &HostStatement)| {
        *i != launch && s.function == statement.function && s.same_loops(statement) && s.kind.launch().is_some()
    };
    let statements = || program.statements.iter_enumerated();
    let after = statements().skip(launch.0 + 1).find(neighbour);
    let before = statements().take(launch.0).rev().find(neighbour);
    let (_, other) = after.into_iter().chain(before).find(|(_, s)| s.control != statement.control)?;
    Some(UnfusedReason::ControlDependent {
        neighbour: other.name.clone(),
        ours: statement.control.clone(),
        theirs: other.control.clone(),
    })
}

/// Why a launch alone in its run has no partner, when the statement of its host function
/// right after it (else right before it) is not a launch and another launch lies beyond.
fn separated_by(program: &HostProgram, launch: StatementId) -> Option<UnfusedReason> {
    let function = &program.statements[launch].function;
    // Synchronisations do not separate launches (step 1).
    let same_function = |&(_, s): &(StatementId, &HostStatement)| {
        &s.function == function && !matches!(s.kind, StatementKind::Synchronize)
    };
    let statements = || program.statements.iter_enumerated().filter(same_function);
    let after: Vec<(StatementId, &HostStatement)> = statements().filter(|(i, _)| *i > launch).collect();
    let before: Vec<(StatementId, &HostStatement)> = statements().filter(|(i, _)| *i < launch).rev().collect();
    [after, before].into_iter().find_map(|side| {
        let (&(next, statement), beyond) = side.split_first()?;
        let separates =
            launch_of(program, next).is_none() && beyond.iter().any(|&(i, _)| launch_of(program, i).is_some());
        separates.then(|| UnfusedReason::SeparatedByHostStatement {
            statement: statement.name.clone(),
            what: crate::model::uar::describe(statement),
        })
    })
}

struct Context<'a> {
    program: &'a HostProgram,
    dependences: &'a Dependences,
    gpu: &'a Gpu,
}

impl Context<'_> {
    fn launch(&self, statement: StatementId) -> &Launch {
        launch_of(self.program, statement).expect("runs hold launches only")
    }

    fn name(&self, statement: StatementId) -> &str {
        &self.program.statements[statement].name
    }

    /// Step 2: the fusion groups of a run (module doc), each in program order.
    fn fusion_groups(&self, run: &[StatementId]) -> Vec<FusionGroup> {
        let mut groups: Vec<FusionGroup> = Vec::new();
        for &launch in run {
            let fits = |group: &FusionGroup| {
                self.launch(launch).platform != Platform::Cuda
                    || group.parameter_bytes + fragment_parameter_bytes(self.launch(launch))
                        <= self.gpu.kernel_parameter_bytes
            };
            let joinable = |group: &FusionGroup| {
                group.open && group.members.iter().all(|&member| self.dependences.fusable(member, launch).is_ok())
            };
            let feeds = |group: &FusionGroup| {
                group.members.iter().any(|&member| matches!(self.dependences.fusable(member, launch), Ok(Some(_))))
            };
            let kernel = &self.launch(launch).kernel;
            let same_code =
                |group: &FusionGroup| group.members.iter().any(|&member| &self.launch(member).kernel == kernel);
            let may_join = |group: &FusionGroup| joinable(group) && fits(group);
            let chosen = (groups.iter().position(|g| may_join(g) && feeds(g)))
                .or_else(|| groups.iter().position(|g| may_join(g) && same_code(g)))
                .or_else(|| groups.iter().position(may_join));
            for group in groups.iter_mut().filter(|g| chosen.is_none() && joinable(g) && !fits(g) && feeds(g)) {
                group.parameter_space_full = true;
            }
            let joined = chosen.unwrap_or_else(|| {
                groups.push(FusionGroup {
                    members: Vec::new(),
                    open: true,
                    parameter_bytes: 0,
                    parameter_space_full: false,
                });
                groups.len() - 1
            });
            groups[joined].members.push(launch);
            groups[joined].parameter_bytes += fragment_parameter_bytes(self.launch(launch));
            for (index, group) in groups.iter_mut().enumerate() {
                if index != joined && group.members.iter().any(|&member| self.dependences.depends(member, launch)) {
                    group.open = false;
                }
            }
        }
        groups
    }

    /// Steps 3-5 for one fusion group of `run`.
    fn fuse_group(&self, group: &FusionGroup, run: &[StatementId], decision: &mut FusionDecision) {
        let components = self.components(&group.members);
        let classes = self.classes(&components);
        let mut outcomes: Vec<_> = classes.iter().map(|class| self.class_outcome(class)).collect();
        // Different kernels side by side (P3 widened, as on Ascend): the launches that would
        // stay alone join one kernel where the model finds it faster than them apart.
        let alone = |outcome: &(Vec<StatementId>, Result<FusedKernelChoice, UnfusedReason>)| {
            matches!(outcome.1, Err(UnfusedReason::NoFusionPartner))
        };
        let lonely: Vec<Vec<StatementId>> =
            classes.iter().zip(&outcomes).filter(|(_, o)| alone(o)).flat_map(|(class, _)| class.clone()).collect();
        let mut mixed_refused = false;
        if lonely.len() > 1 {
            let mixed = self.class_outcome(&lonely);
            let apart: f64 = outcomes.iter().filter(|o| alone(o)).map(|(l, o)| self.outcome_seconds(l, o)).sum();
            if mixed.1.is_ok() && self.outcome_seconds(&mixed.0, &mixed.1) < apart {
                outcomes.retain(|o| !alone(o));
                outcomes.push(mixed);
            } else {
                mixed_refused = true;
            }
        }
        for (launches, outcome) in outcomes {
            match outcome {
                Ok(choice) => decision
                    .kernels
                    .push(FusedKernelChoice { parameter_space_full: group.parameter_space_full, ..choice }),
                Err(UnfusedReason::NoFusionPartner) if mixed_refused => {
                    self.leave_unfused(&launches, &UnfusedReason::OtherCodeNotFaster, decision)
                }
                Err(UnfusedReason::NoFusionPartner) => {
                    let reason = self.kept_apart(&launches, run).unwrap_or(UnfusedReason::NoFusionPartner);
                    self.leave_unfused(&launches, &reason, decision)
                }
                Err(reason) => self.leave_unfused(&launches, &reason, decision),
            }
        }
    }

    /// Why launches alone in their group were kept from the other launches of their run:
    /// the first dependence between them that forbids fusion (P2), if any.
    fn kept_apart(&self, launches: &[StatementId], run: &[StatementId]) -> Option<UnfusedReason> {
        let others = run.iter().filter(|s| !launches.contains(s));
        let pairs = launches
            .iter()
            .flat_map(|&launch| others.clone().map(move |&other| (launch.min(other), launch.max(other))));
        pairs.map(|(earlier, later)| self.dependences.fusable(earlier, later)).find_map(Result::err)
    }

    /// A class's launches in program order and its fused kernel, or why none.
    fn class_outcome(
        &self,
        class: &[Vec<StatementId>],
    ) -> (Vec<StatementId>, Result<FusedKernelChoice, UnfusedReason>) {
        let mut launches: Vec<StatementId> = class.iter().flatten().copied().collect();
        launches.sort_unstable();
        let outcome = match launches.len() {
            0 | 1 => Err(UnfusedReason::NoFusionPartner),
            _ => self.choice(class, &launches),
        };
        (launches, outcome)
    }

    /// The modelled time of a class: its fused kernel's, or its launches' unfused.
    fn outcome_seconds(&self, launches: &[StatementId], outcome: &Result<FusedKernelChoice, UnfusedReason>) -> f64 {
        match outcome {
            Ok(choice) => choice.chosen_variant().modelled_seconds,
            Err(_) => self.gpu.program_seconds(&launches.iter().map(|&s| self.counters(s)).collect::<Vec<_>>()),
        }
    }

    fn leave_unfused(&self, launches: &[StatementId], reason: &UnfusedReason, decision: &mut FusionDecision) {
        let unfused = launches.iter().map(|&s| UnfusedLaunch {
            statement: self.name(s).into(),
            index: s,
            reason: reason.clone(),
        });
        decision.unfused.extend(unfused);
    }

    /// Step 3: components of a fusion group (launches joined by dependences), in order.
    fn components(&self, group: &[StatementId]) -> Vec<Vec<StatementId>> {
        let mut union = UnionFind::<usize>::new(group.len());
        for (i, &earlier) in group.iter().enumerate() {
            for (j, &later) in group.iter().enumerate().skip(i + 1) {
                if matches!(self.dependences.fusable(earlier, later), Ok(Some(_))) {
                    union.union(i, j);
                }
            }
        }
        let mut components: BTreeMap<usize, Vec<StatementId>> = BTreeMap::new();
        for (i, &statement) in group.iter().enumerate() {
            components.entry(union.find(i)).or_default().push(statement);
        }
        let mut ordered: Vec<Vec<StatementId>> = components.into_values().collect();
        ordered.sort_by_key(|component| component[0]);
        ordered
    }

    /// Step 4: components with the same kernels in the same order (on Ascend: all).
    fn classes(&self, components: &[Vec<StatementId>]) -> Vec<Vec<Vec<StatementId>>> {
        let on_ascend = |component: &Vec<StatementId>| self.launch(component[0]).platform == Platform::Ascend;
        if components.iter().all(on_ascend) {
            return vec![components.to_vec()];
        }
        let mut classes: Vec<(Vec<&str>, Vec<Vec<StatementId>>)> = Vec::new();
        for component in components {
            let code: Vec<&str> = component.iter().map(|&s| self.launch(s).kernel.as_str()).collect();
            match classes.iter_mut().find(|(c, _)| *c == code) {
                Some((_, members)) => members.push(component.clone()),
                None => classes.push((code, vec![component.clone()])),
            }
        }
        classes.into_iter().map(|(_, members)| members).collect()
    }

    /// Step 5: the variants of one fused kernel and the cheapest.
    fn choice(&self, class: &[Vec<StatementId>], launches: &[StatementId]) -> Result<FusedKernelChoice, UnfusedReason> {
        let block = self.fused_block(launches)?;
        let mut variants = vec![];
        if class.len() == 1 {
            variants.push(self.variant(Orchestration::Vertical, block, &[launches.to_vec()])?);
        } else {
            variants.push(self.variant(Orchestration::Horizontal, block, class)?);
            variants.push(self.variant(Orchestration::VerticalInterleaved, block, &[launches.to_vec()])?);
        }
        let chosen = (0..variants.len())
            .min_by(|&a, &b| variants[a].modelled_seconds.total_cmp(&variants[b].modelled_seconds))
            .expect("at least one variant");
        let unfused_seconds = self.gpu.program_seconds(&launches.iter().map(|&s| self.counters(s)).collect::<Vec<_>>());
        let parameter_bytes = launches.iter().map(|&s| fragment_parameter_bytes(self.launch(s))).sum();
        Ok(FusedKernelChoice {
            replaced: launches.to_vec(),
            variants,
            chosen,
            model_chose: None,
            unfused_seconds,
            parameter_bytes,
            parameter_space_full: false,
            synchronisations_between: Vec::new(),
        })
    }

    /// The fused block: the block of the first launch whose kernel executes barriers or
    /// warp collectives (the others that do must have as many threads: such a kernel runs
    /// once on every thread of the block, reshaped if its shape differs, its threads
    /// numbered linearly so that warps keep their lanes), else the largest block.
    fn fused_block(&self, launches: &[StatementId]) -> Result<Dim3, UnfusedReason> {
        let blocks = launches.iter().map(|&s| {
            let launch = self.launch(s);
            let has_barrier = launch.effects.as_ref().is_ok_and(|e| e.barriers > 0 || e.warp_collectives > 0);
            (constant_block(launch).expect("runs hold constant blocks"), has_barrier, s)
        });
        let with_barriers: Vec<(Dim3, StatementId)> = blocks.clone().filter(|b| b.1).map(|(d, _, s)| (d, s)).collect();
        if let Some(&(first, first_statement)) = with_barriers.first() {
            if let Some(&(other, statement)) = with_barriers.iter().find(|(d, _)| d.volume() != first.volume()) {
                return Err(UnfusedReason::BarrierBlocksDiffer {
                    first: self.name(first_statement).to_string(),
                    second: self.name(statement).to_string(),
                    first_block: first,
                    second_block: other,
                });
            }
            return Ok(first);
        }
        Ok(blocks.map(|(d, _, _)| d).max_by_key(|d| d.volume()).expect("at least two launches"))
    }

    fn variant(
        &self,
        orchestration: Orchestration,
        block: Dim3,
        groups: &[Vec<StatementId>],
    ) -> Result<Variant, UnfusedReason> {
        let mut plan_groups = Vec::new();
        let mut fragment_statements = Vec::new();
        let mut barrier_reasons = Vec::new();
        for members in groups {
            let scheduled = self.vertical_group(members)?;
            plan_groups.push(scheduled.group);
            fragment_statements.extend(scheduled.order);
            barrier_reasons.extend(scheduled.barrier_reasons);
        }
        // Named once the decision is complete (`decide`: `sirius_fused_<index>`).
        let plan = FusedKernelPlan { name: KernelName::new(String::new()), block, groups: plan_groups };
        let independent = |a, b| self.dependences.between(a, b).is_empty() && self.dependences.between(b, a).is_empty();
        let lockstep = lockstep_sets(self.program, (&plan, &fragment_statements), independent);
        let fused = (&plan, fragment_statements.as_slice());
        let mut counters =
            fused_counters(self.program, fused, |fragment, t| !lockstep.iter().any(|s| s.takes_off(fragment, t)));
        counters.instructions = counters.instructions.saturating_sub(lockstep.iter().map(|s| s.instructions).sum());
        let modelled_seconds = self.gpu.launch_seconds(&counters);
        Ok(Variant { orchestration, plan, fragment_statements, barrier_reasons, lockstep, modelled_seconds })
    }

    /// One vertical group of `members` (program order): fragment order and barriers.
    fn vertical_group(&self, members: &[StatementId]) -> Result<ScheduledGroup, UnfusedReason> {
        let mut edges = Vec::new();
        for (i, &earlier) in members.iter().enumerate() {
            for (j, &later) in members.iter().enumerate().skip(i + 1) {
                if let Some(needs_barrier) = self.dependences.fusable(earlier, later)? {
                    edges.push(FragmentDependence { producer: i, consumer: j, needs_barrier });
                }
            }
        }
        let schedule = schedule_group(members.len(), &edges).map_err(UnfusedReason::Unschedulable)?;
        let fragments = schedule
            .order
            .iter()
            .zip(&schedule.barrier_before)
            .map(|(&i, &barrier_before)| {
                let launch = self.launch(members[i]);
                let block = constant_block(launch).expect("runs hold constant blocks");
                Fragment { kernel: launch.kernel.clone(), block, barrier_before, regrid: launch.regrid }
            })
            .collect();
        let reasons = schedule
            .justifications
            .iter()
            .map(|served| {
                served.iter().map(|d| self.describe_dependence(members[d.producer], members[d.consumer])).collect()
            })
            .collect();
        let order = schedule.order.iter().map(|&i| members[i]).collect();
        Ok(ScheduledGroup { group: VerticalGroup { fragments }, order, barrier_reasons: reasons })
    }

    fn describe_dependence(&self, producer: StatementId, consumer: StatementId) -> String {
        let buffers: Vec<String> = self
            .dependences
            .between(producer, consumer)
            .iter()
            .filter(|d| d.in_one_iteration && matches!(d.width, Some(DependenceWidth::Block | DependenceWidth::Core)))
            .map(|d| format!("{} {}", d.kind, d.buffer.as_ref().map_or("?", BufferName::as_str)))
            .collect();
        format!("{} -> {} ({})", self.name(producer), self.name(consumer), buffers.join(", "))
    }

    /// The static estimate of a launch.
    fn counters(&self, statement: StatementId) -> LaunchCounters {
        estimate::launch_counters(self.launch(statement))
    }
}

/// The fused launch of a plan and its fragments' statements as estimated statically: the
/// fragments' work on the plan's grid (a horizontal group's blocks added, a vertical
/// group's the most of its fragments'), and the traffic `moved(fragment, traffic)` keeps
/// (`fragment`: its position in plan order; when choosing, all but what lock-step loads
/// once; after fusion, what sirius did not take off: `syncfuse_passes`' report).
pub fn fused_counters(
    program: &HostProgram,
    (plan, fragment_statements): (&FusedKernelPlan, &[StatementId]),
    moved: impl Fn(usize, &BufferTraffic) -> bool,
) -> LaunchCounters {
    let launches: Vec<&Launch> =
        fragment_statements.iter().map(|&s| launch_of(program, s).expect("fragments are launches")).collect();
    let counters: Vec<LaunchCounters> = launches.iter().map(|l| estimate::launch_counters(l)).collect();
    let mut blocks = 0;
    let mut remaining = counters.iter();
    for group in &plan.groups {
        blocks += remaining.by_ref().take(group.fragments.len()).map(|c| c.blocks).max().unwrap_or(0);
    }
    LaunchCounters {
        blocks,
        threads_per_block: plan.block.volume(),
        instructions: counters.iter().map(|c| c.instructions).sum(),
        global_bytes: (launches.iter().enumerate())
            .flat_map(|(fragment, l)| estimate::traffic(l).into_iter().map(move |t| (fragment, t)))
            .filter(|(fragment, t)| moved(*fragment, t))
            .map(|(_, t)| t.bytes)
            .sum(),
    }
}

/// The fused launch of a plan as the host rewrite makes it, as data: a plan of one group
/// runs on the component-wise largest of its fragments' grids, several groups on
/// consecutive ranges along x (the sum of their grids' volumes), each on the plan's block;
/// `arguments` and `effects` are the fused kernel's (the caller reads them). What
/// `estimate` re-models the fused kernel on after sirius rewrote it.
pub fn fused_launch(
    program: &HostProgram,
    (plan, fragment_statements): (&FusedKernelPlan, &[StatementId]),
    arguments: Vec<LaunchArgument>,
    effects: Result<KernelEffects, EffectsGap>,
) -> Launch {
    let grids: Vec<Shape> =
        fragment_statements.iter().map(|&s| launch_of(program, s).expect("fragments are launches").grid).collect();
    let mut remaining = grids.iter();
    let group_grids: Vec<Shape> = (plan.groups.iter())
        .map(|group| {
            let members = remaining.by_ref().take(group.fragments.len());
            members.fold([Some(1); 3], |largest, grid| [0, 1, 2].map(|a| Some(largest[a]?.max(grid[a]?))))
        })
        .collect();
    let grid = match &group_grids[..] {
        [one] => *one,
        several => {
            let volume = |g: &Shape| g.iter().try_fold(1, |product, extent| Some(product * (*extent)?));
            [several.iter().try_fold(0, |sum, g| Some(sum + volume(g)?)), Some(1), Some(1)]
        }
    };
    Launch {
        platform: Platform::Cuda,
        kernel: plan.name.clone(),
        grid,
        block: shape_of(plan.block),
        parameter_bytes: 0,
        arguments,
        effects,
        regrid: None,
    }
}
