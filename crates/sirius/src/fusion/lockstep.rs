//! Operands loaded once, as plain data: fragments of one fused kernel that launch the same
//! kernel, depend on each other in no way, and follow each other on the same threads (one
//! run of a vertical group on the fused block's threads, no barrier between them, none
//! renumbered) on
//! the same constant grid can run in lock-step (`syncfuse_llvm::sirius::lockstep`): one
//! copy of the kernel's control flow, each block of it running every member's work in
//! turn. A buffer every member reads through the same argument, at the same pointer, and
//! none of them writes, is then loaded once, by the first member: the later members'
//! reads of it are the traffic this module predicts sirius takes off, and their
//! instructions that depend on no parameter the members' arguments differ in the work it
//! predicts they no longer run (the choice between orchestrations counts both; the report
//! after the clean-up re-reads what the rewrite did).
//!
//! Invariant: a lock-step set has at least two members, pairwise without a dependence of
//! any kind or width in either order (lock-step reorders their instances freely), and at
//! least one shared operand; a shared operand is read by every member through one
//! argument position, the same pointer, and written by no member through any argument
//! (the members' effects are complete: none has untraced accesses). Sits on `plan` and
//! `estimate`; `fuse` asks it for every variant it models.

use crate::fusion::plan::FusedKernelPlan;
use crate::gpu::estimate::{self, BufferTraffic};
use crate::model::program::{BufferName, DevicePointer, HostProgram, KernelName, Launch, LaunchArgument, StatementId};
use serde::Serialize;
use std::ops::Range;
use syncfuse_poly::footprint::ParameterMask;

/// Fragments of a fused kernel that run in lock-step, and what they load once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct LockstepSet {
    /// The members' positions in plan order (consecutive).
    pub fragments: Range<usize>,
    pub kernel: KernelName,
    pub shared: Vec<SharedOperand>,
    /// Dynamic instructions the members after the first no longer run (`estimate`): those
    /// that depend on no parameter whose arguments differ between the members (the
    /// rewrite replaces such copy-invariant computations by the first member's).
    pub instructions: u64,
}

/// A buffer the members of a lock-step set read through one argument, loaded once.
#[derive(Clone, Debug, PartialEq, Eq, Serialize)]
pub struct SharedOperand {
    pub buffer: BufferName,
    /// The kernel parameter the members read it through.
    pub parameter: u32,
    /// Global bytes the members after the first no longer load (`estimate`).
    pub bytes: u64,
}

impl LockstepSet {
    /// Whether `traffic` of the fragment at plan position `fragment` is a later member's
    /// read of a shared operand (loaded by the first member instead).
    pub fn takes_off(&self, fragment: usize, traffic: &BufferTraffic) -> bool {
        let later = fragment > self.fragments.start && self.fragments.contains(&fragment);
        later
            && !traffic.write
            && self
                .shared
                .iter()
                .any(|s| Some(&s.buffer) == traffic.buffer.as_ref() && s.parameter == traffic.parameter)
    }
}

/// The lock-step sets of `plan` (its fragments launched by `fragment_statements`, plan
/// order); `independent(a, b)` says that statements `a < b` depend on each other in no way.
pub fn lockstep_sets(
    program: &HostProgram,
    (plan, fragment_statements): (&FusedKernelPlan, &[StatementId]),
    independent: impl Fn(StatementId, StatementId) -> bool,
) -> Vec<LockstepSet> {
    let launches: Vec<&Launch> = (fragment_statements.iter())
        .map(|&s| program.statements[s].kind.launch().expect("fragments are launches"))
        .collect();
    let joins = |members: &Range<usize>, next: usize| {
        let (first, candidate) = (launches[members.start], launches[next]);
        first.kernel == candidate.kernel
            && first.grid == candidate.grid
            && first.grid.iter().all(Option::is_some)
            && plain(first)
            && plain(candidate)
            && members.clone().all(|m| independent(fragment_statements[m], fragment_statements[next]))
    };
    let mut sets = Vec::new();
    let mut group_start = 0;
    for group in &plan.groups {
        for run in group.same_thread_runs().into_iter().filter(|r| group.fragments[r.start].block == plan.block) {
            let mut members = group_start + run.start..group_start + run.start + 1;
            for next in members.end..group_start + run.end {
                if joins(&members, next) {
                    members.end = next + 1;
                    continue;
                }
                sets.extend(lockstep_set(&launches, members));
                members = next..next + 1;
            }
            sets.extend(lockstep_set(&launches, members));
        }
        group_start += group.fragments.len();
    }
    sets
}

/// Not renumbered, and every access traced to an argument.
fn plain(launch: &Launch) -> bool {
    launch.regrid.is_none() && launch.effects.as_ref().is_ok_and(|e| e.unknown.is_empty())
}

/// The set of the fragments at `members`, when there are two or more and they share an
/// operand.
fn lockstep_set(launches: &[&Launch], members: Range<usize>) -> Option<LockstepSet> {
    let launches = &launches[members.clone()];
    let first = *launches.first().filter(|_| launches.len() >= 2)?;
    let parameters = 0..first.arguments.len() as u32;
    let shared: Vec<SharedOperand> = parameters.clone().filter_map(|p| shared_operand(launches, p)).collect();
    let differing = (parameters
        .filter(|&p| launches.iter().any(|l| l.arguments.get(p as usize) != first.arguments.get(p as usize))))
    .map(ParameterMask::of)
    .fold(ParameterMask::default(), ParameterMask::union);
    let instructions = launches[1..].iter().map(|l| estimate::instructions_independent_of(l, differing)).sum();
    (!shared.is_empty()).then(|| LockstepSet { fragments: members, kernel: first.kernel.clone(), shared, instructions })
}

/// Parameter `parameter` as a shared operand of `launches`: the same buffer pointer in
/// each, read through it, written by none of them.
fn shared_operand(launches: &[&Launch], parameter: u32) -> Option<SharedOperand> {
    let argument = launches[0].arguments.get(parameter as usize)?;
    let LaunchArgument::Pointer(DevicePointer::Buffer { buffer, .. }) = argument else { return None };
    let same = launches.iter().all(|l| l.arguments.get(parameter as usize) == Some(argument));
    let traffic: Vec<Vec<BufferTraffic>> = launches.iter().map(|l| estimate::traffic(l)).collect();
    let written = traffic.iter().flatten().any(|t| t.write && t.buffer.as_ref() == Some(buffer));
    let read = |t: &&BufferTraffic| !t.write && t.parameter == parameter;
    if !same || written || !traffic[0].iter().any(|t| read(&t)) {
        return None;
    }
    let bytes = traffic[1..].iter().flatten().filter(read).map(|t| t.bytes).sum();
    Some(SharedOperand { buffer: buffer.clone(), parameter, bytes })
}

#[cfg(test)]
mod tests {
    use super::*;
    use crate::fusion::plan::{Fragment, VerticalGroup};
    use crate::model::kernel_effects::{KernelAccess, KernelEffects};
    use crate::model::program::{HostStatement, Platform, StatementKind};
    use syncfuse_hardware::cuda::Dim3;

    fn access(parameter: u32, write: bool) -> KernelAccess {
        KernelAccess {
            parameter,
            write,
            offset: None,
            extent: 4,
            loops: vec![],
            guards: vec![],
            exact: false,
            index_rows: None,
        }
    }

    /// `kernel(a, w, out)` reading its first two arguments and writing the third, on 4 x 4
    /// blocks of 16 x 16 threads.
    fn launch(kernel: &str, grid: i64, buffers: [&str; 3]) -> HostStatement {
        let pointer =
            |b: &str| LaunchArgument::Pointer(DevicePointer::Buffer { buffer: BufferName::new(b), offset: None });
        let effects =
            KernelEffects { accesses: vec![access(0, false), access(1, false), access(2, true)], ..Default::default() };
        let launch = Launch {
            platform: Platform::Cuda,
            kernel: kernel.into(),
            grid: [Some(grid), Some(4), Some(1)],
            block: [Some(16), Some(16), Some(1)],
            arguments: buffers.map(pointer).into(),
            parameter_bytes: 24,
            effects: Ok(effects),
            regrid: None,
        };
        HostStatement {
            name: String::new(),
            function: "host".into(),
            position: 0,
            kind: StatementKind::Launch(launch),
            loops: vec![],
            followers: vec![],
            control: Default::default(),
        }
    }

    /// One vertical group of `statements`, on 16 x 16 threads, no barriers.
    fn sets(
        statements: Vec<HostStatement>,
        independent: impl Fn(StatementId, StatementId) -> bool,
    ) -> Vec<LockstepSet> {
        let block = Dim3 { x: 16, y: 16, z: 1 };
        let fragments = (statements.iter())
            .map(|s| Fragment {
                kernel: s.kind.launch().unwrap().kernel.clone(),
                block,
                barrier_before: false,
                regrid: None,
            })
            .collect();
        let plan = FusedKernelPlan { name: "f".into(), block, groups: vec![VerticalGroup { fragments }] };
        let ids: Vec<StatementId> = (0..statements.len()).map(StatementId).collect();
        let program = HostProgram { statements: statements.into(), ..HostProgram::default() };
        lockstep_sets(&program, (&plan, &ids), independent)
    }

    #[test]
    fn copies_of_one_kernel_on_a_common_input_share_it() {
        let found = sets(
            vec![
                launch("gemm", 4, ["x", "wq", "q"]),
                launch("gemm", 4, ["x", "wk", "k"]),
                launch("gemm", 4, ["x", "wv", "v"]),
            ],
            |_, _| true,
        );
        assert_eq!(found.len(), 1);
        assert_eq!(found[0].fragments, 0..3);
        let bytes = 2 * 4 * 4 * 256 * 4;
        assert_eq!(found[0].shared, [SharedOperand { buffer: BufferName::new("x"), parameter: 0, bytes }]);
        let read = |fragment, parameter| {
            let traffic = BufferTraffic { buffer: Some(BufferName::new("x")), parameter, write: false, bytes: 1 };
            found[0].takes_off(fragment, &traffic)
        };
        assert!(!read(0, 0), "the first copy still loads it");
        assert!(read(1, 0) && read(2, 0));
        assert!(!read(1, 1), "through another parameter");
    }

    #[test]
    fn dependent_or_different_launches_do_not_join() {
        let dependent =
            sets(vec![launch("gemm", 4, ["x", "w", "a"]), launch("gemm", 4, ["x", "w", "b"])], |_, _| false);
        assert!(dependent.is_empty());
        let other_grid =
            sets(vec![launch("gemm", 4, ["x", "w", "a"]), launch("gemm", 2, ["x", "w", "b"])], |_, _| true);
        assert!(other_grid.is_empty());
        let other_kernel =
            sets(vec![launch("gemm", 4, ["x", "w", "a"]), launch("gemv", 4, ["x", "w", "b"])], |_, _| true);
        assert!(other_kernel.is_empty());
        let nothing_common =
            sets(vec![launch("gemm", 4, ["x", "w", "a"]), launch("gemm", 4, ["y", "v", "b"])], |_, _| true);
        assert!(nothing_common.is_empty());
    }

    #[test]
    fn an_operand_one_copy_writes_is_not_shared() {
        let found = sets(vec![launch("gemm", 4, ["x", "w", "a"]), launch("gemm", 4, ["x", "w", "w"])], |_, _| true);
        assert_eq!(found.len(), 1);
        let shared: Vec<&str> = found[0].shared.iter().map(|s| s.buffer.as_str()).collect();
        assert_eq!(shared, ["x"], "w is written by the second copy");
    }
}
