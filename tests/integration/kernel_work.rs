//! The static estimate's reading of a kernel's work (`syncfuse_llvm::cuda_reader::read_kernel`,
//! `BlockWork`) on hand-written IR in the shapes clang and sirius's clean-up emit: a
//! `switch` on `blockIdx.x` (a horizontal dispatch after LLVM's clean-up) gives each arm its
//! case as a guard, a loop strided by the block's threads keeps its per-thread trip count,
//! and intrinsics that run no instruction are not counted, as the executor does not count
//! them (`syncfuse_sim`'s decoder; one list, `ir::is_no_op_intrinsic`).

use syncfuse::ir::OwnedModule;
use syncfuse::llvm::cuda_reader::read_kernel;
use syncfuse::poly::affine::evaluate;
use syncfuse::poly::footprint::BlockWork;

const MODULE: &str = r#"
target triple = "nvptx64-nvidia-cuda"

define void @dispatch(ptr noalias %out, i32 %n) {
entry:
  %tid = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %block = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  tail call void @llvm.experimental.noalias.scope.decl(metadata !0)
  switch i32 %block, label %exit [
    i32 0, label %first
    i32 1, label %strided
  ]

first:
  %slot = getelementptr inbounds float, ptr %out, i32 %tid
  store float 1.0, ptr %slot
  br label %exit

strided:
  br label %loop

loop:
  %c = phi i32 [ %tid, %strided ], [ %next, %loop ]
  %at = getelementptr inbounds float, ptr %out, i32 %c
  store float 2.0, ptr %at
  %next = add nuw nsw i32 %c, 32
  %more = icmp slt i32 %next, 100
  br i1 %more, label %loop, label %exit

exit:
  ret void
}

declare i32 @llvm.nvvm.read.ptx.sreg.tid.x()
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
declare void @llvm.experimental.noalias.scope.decl(metadata)

!nvvm.annotations = !{!3}
!0 = !{!1}
!1 = distinct !{!1, !2}
!2 = distinct !{!2}
!3 = !{ptr @dispatch, !"kernel", i32 1}
"#;

fn guards(work: &BlockWork) -> Vec<String> {
    work.unit_guards.iter().map(|g| g.isl(&|e| e.clone())).collect()
}

/// The instructions of the work with these guards, in a loop or not.
fn instructions(work: &[BlockWork], guarded: &[&str], looped: bool) -> u64 {
    let matches = |w: &&BlockWork| guards(w) == guarded && w.loops.is_empty() != looped;
    work.iter().filter(matches).map(|w| w.instructions).sum()
}

#[test]
fn switch_arms_are_guarded_by_their_case_and_strided_loops_keep_their_trips() {
    let module = OwnedModule::parse(MODULE.as_bytes()).unwrap();
    let known = [("ntid_x", 32), ("ntid_y", 1), ("ntid_z", 1), ("nctaid_x", 3), ("nctaid_y", 1), ("nctaid_z", 1)];
    let known = known.iter().map(|&(name, value)| (name.to_string(), value)).collect();
    let effects = unsafe { read_kernel(module.module, "dispatch", known) }.unwrap();
    let work = &effects.work;
    // The entry's two register reads and switch, and the exit's return; not the
    // alias-scope declaration.
    assert_eq!(instructions(work, &[], false), 4, "{work:?}");
    // Case 0: an address, a store, a branch.
    assert_eq!(instructions(work, &["ctaid_x = 0"], false), 3, "{work:?}");
    // Case 1: the branch into the loop, then the loop's body without its phi, each time.
    assert_eq!(instructions(work, &["ctaid_x - 1 = 0"], false), 1, "{work:?}");
    assert_eq!(instructions(work, &["ctaid_x - 1 = 0"], true), 5, "{work:?}");
    // `for (c = tid; c < 100; c += 32)`: 4 trips at thread 0, 3 at thread 10.
    for looped in work.iter().filter(|w| !w.loops.is_empty()) {
        let trips = looped.loops[0].trip_count.as_ref().expect("a trip count");
        let at = |tid: i64| evaluate(trips, &effects.definitions, &|s: &str| (s == "tid_x").then_some(tid));
        assert_eq!((at(0), at(10)), (Some(4), Some(3)), "{trips}");
    }
}
