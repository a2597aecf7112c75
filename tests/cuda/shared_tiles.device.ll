; ModuleID = 'tests/cuda/shared_tiles.cu'
source_filename = "tests/cuda/shared_tiles.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10scale_tilePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = shl i32 %3, 5
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = add i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 5
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = shl nsw i32 %6, 6
  %12 = add i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = fmul contract float %15, 3.000000e+00
  %17 = getelementptr inbounds float, ptr %1, i64 %13
  store float %16, ptr %17, align 4, !tbaa !11
  %18 = add i32 %12, 16
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = fmul contract float %21, 3.000000e+00
  %23 = fadd contract float %22, -1.000000e+00
  %24 = getelementptr inbounds float, ptr %1, i64 %19
  store float %23, ptr %24, align 4, !tbaa !11
  %25 = shl i32 %6, 6
  %26 = add i32 %25, 1024
  %27 = add i32 %10, %26
  %28 = sext i32 %27 to i64
  %29 = getelementptr inbounds float, ptr %0, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !11
  %31 = fmul contract float %30, 3.000000e+00
  %32 = getelementptr inbounds float, ptr %1, i64 %28
  store float %31, ptr %32, align 4, !tbaa !11
  %33 = add i32 %27, 16
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !11
  %37 = fmul contract float %36, 3.000000e+00
  %38 = fadd contract float %37, -1.000000e+00
  %39 = getelementptr inbounds float, ptr %1, i64 %34
  store float %38, ptr %39, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z16scale_upper_halfPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = shl i32 %3, 5
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = add i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 5
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = shl nsw i32 %6, 6
  %12 = add i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = fmul contract float %15, 3.000000e+00
  %17 = getelementptr inbounds float, ptr %1, i64 %13
  store float %16, ptr %17, align 4, !tbaa !11
  %18 = add i32 %12, 16
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %0, i64 %19
  %21 = load float, ptr %20, align 4, !tbaa !11
  %22 = fmul contract float %21, 3.000000e+00
  %23 = getelementptr inbounds float, ptr %1, i64 %19
  store float %22, ptr %23, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z14scale_positivePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = shl i32 %3, 5
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = add i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 5
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = shl nsw i32 %6, 6
  %12 = add i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = fcmp contract ogt float %15, 0.000000e+00
  br i1 %16, label %17, label %20

17:                                               ; preds = %2
  %18 = getelementptr inbounds float, ptr %1, i64 %13
  %19 = fmul contract float %15, 3.000000e+00
  store float %19, ptr %18, align 4, !tbaa !11
  br label %20

20:                                               ; preds = %17, %2
  %21 = add i32 %12, 16
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = fcmp contract ogt float %24, 0.000000e+00
  br i1 %25, label %26, label %29

26:                                               ; preds = %20
  %27 = getelementptr inbounds float, ptr %1, i64 %22
  %28 = fmul contract float %24, 3.000000e+00
  store float %28, ptr %27, align 4, !tbaa !11
  br label %29

29:                                               ; preds = %26, %20
  %30 = shl i32 %6, 6
  %31 = add i32 %30, 1024
  %32 = add i32 %10, %31
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !11
  %36 = fcmp contract ogt float %35, 0.000000e+00
  br i1 %36, label %37, label %40

37:                                               ; preds = %29
  %38 = getelementptr inbounds float, ptr %1, i64 %33
  %39 = fmul contract float %35, 3.000000e+00
  store float %39, ptr %38, align 4, !tbaa !11
  br label %40

40:                                               ; preds = %37, %29
  %41 = add i32 %32, 16
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds float, ptr %0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !11
  %45 = fcmp contract ogt float %44, 0.000000e+00
  br i1 %45, label %46, label %49

46:                                               ; preds = %40
  %47 = getelementptr inbounds float, ptr %1, i64 %42
  %48 = fmul contract float %44, 3.000000e+00
  store float %48, ptr %47, align 4, !tbaa !11
  br label %49

49:                                               ; preds = %46, %40
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z7add_onePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = shl i32 %3, 5
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = add i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 5
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = shl nsw i32 %6, 6
  %12 = add nsw i32 %10, %11
  %13 = sext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = fadd contract float %15, 1.000000e+00
  %17 = getelementptr inbounds float, ptr %1, i64 %13
  store float %16, ptr %17, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12swap_in_tilePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %4 = shl i32 %3, 5
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %6 = add i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 5
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = add i32 %4, %9
  %12 = add i32 %8, %5
  %13 = shl nsw i32 %11, 6
  %14 = add nsw i32 %12, %13
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !11
  %18 = fmul contract float %17, 5.000000e-01
  %19 = shl nsw i32 %6, 6
  %20 = add nsw i32 %10, %19
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %1, i64 %21
  store float %18, ptr %22, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9, !10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z10scale_tilePKfPf, !"kernel", i32 1}
!5 = !{ptr @_Z16scale_upper_halfPKfPf, !"kernel", i32 1}
!6 = !{ptr @_Z14scale_positivePKfPf, !"kernel", i32 1}
!7 = !{ptr @_Z7add_onePKfPf, !"kernel", i32 1}
!8 = !{ptr @_Z12swap_in_tilePKfPf, !"kernel", i32 1}
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
