; ModuleID = 'tests/cuda/guarded_rounds.cu'
source_filename = "tests/cuda/guarded_rounds.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z10tile_scalePKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = shl i32 %5, 5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = add i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 5
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp slt i32 %8, %2
  %14 = mul nsw i32 %8, %3
  %15 = icmp slt i32 %12, %3
  %16 = select i1 %13, i1 %15, i1 false
  br i1 %16, label %17, label %24

17:                                               ; preds = %4
  %18 = add nsw i32 %12, %14
  %19 = sext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %1, i64 %19
  %21 = getelementptr inbounds float, ptr %0, i64 %19
  %22 = load float, ptr %21, align 4, !tbaa !9
  %23 = fmul contract float %22, 1.500000e+00
  store float %23, ptr %20, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %17, %4
  %25 = add nsw i32 %12, 16
  %26 = icmp slt i32 %25, %3
  %27 = select i1 %13, i1 %26, i1 false
  br i1 %27, label %28, label %36

28:                                               ; preds = %24
  %29 = add nsw i32 %25, %14
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds float, ptr %1, i64 %30
  %32 = getelementptr inbounds float, ptr %0, i64 %30
  %33 = load float, ptr %32, align 4, !tbaa !9
  %34 = fmul contract float %33, 1.500000e+00
  %35 = fadd contract float %34, -1.000000e+00
  store float %35, ptr %31, align 4, !tbaa !9
  br label %36

36:                                               ; preds = %28, %24
  %37 = add nsw i32 %8, 16
  %38 = icmp slt i32 %37, %2
  %39 = mul nsw i32 %37, %3
  %40 = select i1 %38, i1 %15, i1 false
  br i1 %40, label %41, label %48

41:                                               ; preds = %36
  %42 = add nsw i32 %12, %39
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = getelementptr inbounds float, ptr %0, i64 %43
  %46 = load float, ptr %45, align 4, !tbaa !9
  %47 = fmul contract float %46, 1.500000e+00
  store float %47, ptr %44, align 4, !tbaa !9
  br label %48

48:                                               ; preds = %41, %36
  %49 = select i1 %38, i1 %26, i1 false
  br i1 %49, label %50, label %58

50:                                               ; preds = %48
  %51 = add nsw i32 %25, %39
  %52 = sext i32 %51 to i64
  %53 = getelementptr inbounds float, ptr %1, i64 %52
  %54 = getelementptr inbounds float, ptr %0, i64 %52
  %55 = load float, ptr %54, align 4, !tbaa !9
  %56 = fmul contract float %55, 1.500000e+00
  %57 = fadd contract float %56, -1.000000e+00
  store float %57, ptr %53, align 4, !tbaa !9
  br label %58

58:                                               ; preds = %50, %48
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z6tile_uPKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = shl i32 %5, 5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = add i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 5
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = icmp ult i32 %8, %2
  %14 = icmp ult i32 %12, %3
  %15 = and i1 %13, %14
  br i1 %15, label %16, label %24

16:                                               ; preds = %4
  %17 = mul i32 %8, %3
  %18 = add i32 %17, %12
  %19 = zext i32 %18 to i64
  %20 = getelementptr inbounds float, ptr %1, i64 %19
  %21 = getelementptr inbounds float, ptr %0, i64 %19
  %22 = load float, ptr %21, align 4, !tbaa !9
  %23 = fadd contract float %22, -2.500000e-01
  store float %23, ptr %20, align 4, !tbaa !9
  br label %24

24:                                               ; preds = %16, %4
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z15tile_flat_guardPKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %6 = shl i32 %5, 5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = add i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %10 = shl i32 %9, 5
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %12 = add i32 %10, %11
  %13 = mul nsw i32 %8, %3
  %14 = add nsw i32 %13, %12
  %15 = icmp slt i32 %12, %3
  %16 = mul nsw i32 %3, %2
  %17 = icmp slt i32 %14, %16
  %18 = select i1 %15, i1 %17, i1 false
  br i1 %18, label %19, label %25

19:                                               ; preds = %4
  %20 = sext i32 %14 to i64
  %21 = getelementptr inbounds float, ptr %1, i64 %20
  %22 = getelementptr inbounds float, ptr %0, i64 %20
  %23 = load float, ptr %22, align 4, !tbaa !9
  %24 = fadd contract float %23, 2.000000e+00
  store float %24, ptr %21, align 4, !tbaa !9
  br label %25

25:                                               ; preds = %19, %4
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
!nvvm.annotations = !{!4, !5, !6}
!llvm.ident = !{!7, !8}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z10tile_scalePKfPfii, !"kernel", i32 1}
!5 = !{ptr @_Z6tile_uPKfPfii, !"kernel", i32 1}
!6 = !{ptr @_Z15tile_flat_guardPKfPfii, !"kernel", i32 1}
!7 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!8 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!9 = !{!10, !10, i64 0}
!10 = !{!"float", !11, i64 0}
!11 = !{!"omnipotent char", !12, i64 0}
!12 = !{!"Simple C++ TBAA"}
