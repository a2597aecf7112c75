; ModuleID = 'samples/cuda/bugs/cross_block_race.cu'
source_filename = "samples/cuda/bugs/cross_block_race.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15scale_then_diffPKfPfS1_i(ptr noalias nocapture noundef readonly %0, ptr nocapture noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 8
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %16

10:                                               ; preds = %4
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %1, i64 %11
  %13 = getelementptr inbounds float, ptr %0, i64 %11
  %14 = load float, ptr %13, align 4, !tbaa !7
  %15 = fmul contract float %14, 2.000000e+00
  store float %15, ptr %12, align 4, !tbaa !7
  br label %16

16:                                               ; preds = %10, %4
  tail call void @llvm.nvvm.barrier0()
  %17 = add nsw i32 %8, 1
  %18 = icmp slt i32 %17, %3
  br i1 %18, label %19, label %27

19:                                               ; preds = %16
  %20 = sext i32 %17 to i64
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !7
  %23 = sext i32 %8 to i64
  %24 = getelementptr inbounds float, ptr %1, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !7
  %26 = fsub contract float %22, %25
  br label %30

27:                                               ; preds = %16
  br i1 %9, label %28, label %34

28:                                               ; preds = %27
  %29 = sext i32 %8 to i64
  br label %30

30:                                               ; preds = %19, %28
  %31 = phi i64 [ %29, %28 ], [ %23, %19 ]
  %32 = phi float [ 0.000000e+00, %28 ], [ %26, %19 ]
  %33 = getelementptr inbounds float, ptr %2, i64 %31
  store float %32, ptr %33, align 4, !tbaa !7
  br label %34

34:                                               ; preds = %30, %27
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z15scale_then_diffPKfPfS1_i, !"kernel", i32 1}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
