; ModuleID = 'tests/cuda/renumbered.cu'
source_filename = "tests/cuda/renumbered.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z5scalePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = shl i32 %3, 5
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = add i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 5
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %6, 50
  %12 = icmp slt i32 %10, 70
  %13 = and i1 %11, %12
  br i1 %13, label %14, label %23

14:                                               ; preds = %2
  %15 = mul nsw i32 %6, 70
  %16 = add nsw i32 %15, %10
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = getelementptr inbounds float, ptr %0, i64 %17
  %20 = load float, ptr %19, align 4, !tbaa !9
  %21 = fmul contract float %20, 2.000000e+00
  %22 = fadd contract float %21, -7.000000e+00
  store float %22, ptr %18, align 4, !tbaa !9
  br label %23

23:                                               ; preds = %14, %2
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z4reluPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 7
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %16

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = getelementptr inbounds float, ptr %0, i64 %10
  %13 = load float, ptr %12, align 4, !tbaa !9
  %14 = fcmp contract ogt float %13, 0.000000e+00
  %15 = select contract i1 %14, float %13, float 0.000000e+00
  store float %15, ptr %11, align 4, !tbaa !9
  br label %16

16:                                               ; preds = %9, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z5shiftPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = shl i32 %3, 3
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = add i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = icmp slt i32 %6, 50
  %12 = icmp slt i32 %10, 70
  %13 = and i1 %11, %12
  br i1 %13, label %14, label %22

14:                                               ; preds = %2
  %15 = mul nsw i32 %6, 70
  %16 = add nsw i32 %15, %10
  %17 = sext i32 %16 to i64
  %18 = getelementptr inbounds float, ptr %1, i64 %17
  %19 = getelementptr inbounds float, ptr %0, i64 %17
  %20 = load float, ptr %19, align 4, !tbaa !9
  %21 = fadd contract float %20, 1.000000e+00
  store float %21, ptr %18, align 4, !tbaa !9
  br label %22

22:                                               ; preds = %14, %2
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6}
!llvm.ident = !{!7, !8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z5scalePKfPf, !"kernel", i32 1}
!5 = !{ptr @_Z4reluPKfPfi, !"kernel", i32 1}
!6 = !{ptr @_Z5shiftPKfPf, !"kernel", i32 1}
!7 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!8 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
