; ModuleID = 'clang-index-shapes.cu'
source_filename = "clang-index-shapes.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z7producePfPKf(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 8
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %1, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !12
  %10 = fmul contract float %9, 2.000000e+00
  %11 = getelementptr inbounds float, ptr %0, i64 %7
  store float %10, ptr %11, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11consume_minPfPKf(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 8
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = add i32 %6, 1
  %8 = or i32 %4, 255
  %9 = tail call i32 @llvm.umin.i32(i32 %7, i32 %8)
  %10 = zext i32 %6 to i64
  %11 = getelementptr inbounds float, ptr %1, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !12
  %13 = zext i32 %9 to i64
  %14 = getelementptr inbounds float, ptr %1, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !12
  %16 = fadd contract float %12, %15
  %17 = getelementptr inbounds float, ptr %0, i64 %10
  store float %16, ptr %17, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10scatter_orPfPKf(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 8
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %1, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !12
  %10 = mul i32 %3, 7
  %11 = and i32 %10, 255
  %12 = or i32 %11, %5
  %13 = zext i32 %12 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  store float %9, ptr %14, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z6gatherPfPKf(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 8
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %1, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !12
  %10 = fadd contract float %9, 1.000000e+00
  %11 = getelementptr inbounds float, ptr %0, i64 %7
  store float %10, ptr %11, align 4, !tbaa !12
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9row_scalePfPKfi(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %31

5:                                                ; preds = %3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = mul nsw i32 %10, %2
  %12 = and i32 %2, 3
  %13 = icmp ult i32 %2, 4
  br i1 %13, label %16, label %14

14:                                               ; preds = %5
  %15 = and i32 %2, -4
  br label %32

16:                                               ; preds = %32, %5
  %17 = phi i32 [ 0, %5 ], [ %62, %32 ]
  %18 = icmp eq i32 %12, 0
  br i1 %18, label %31, label %19

19:                                               ; preds = %16, %19
  %20 = phi i32 [ %28, %19 ], [ %17, %16 ]
  %21 = phi i32 [ %29, %19 ], [ 0, %16 ]
  %22 = add nsw i32 %20, %11
  %23 = sext i32 %22 to i64
  %24 = getelementptr inbounds float, ptr %1, i64 %23
  %25 = load float, ptr %24, align 4, !tbaa !12
  %26 = fmul contract float %25, 3.000000e+00
  %27 = getelementptr inbounds float, ptr %0, i64 %23
  store float %26, ptr %27, align 4, !tbaa !12
  %28 = add nuw nsw i32 %20, 1
  %29 = add i32 %21, 1
  %30 = icmp eq i32 %29, %12
  br i1 %30, label %31, label %19, !llvm.loop !16

31:                                               ; preds = %16, %19, %3
  ret void

32:                                               ; preds = %32, %14
  %33 = phi i32 [ 0, %14 ], [ %62, %32 ]
  %34 = phi i32 [ 0, %14 ], [ %63, %32 ]
  %35 = add nsw i32 %33, %11
  %36 = sext i32 %35 to i64
  %37 = getelementptr inbounds float, ptr %1, i64 %36
  %38 = load float, ptr %37, align 4, !tbaa !12
  %39 = fmul contract float %38, 3.000000e+00
  %40 = getelementptr inbounds float, ptr %0, i64 %36
  store float %39, ptr %40, align 4, !tbaa !12
  %41 = or i32 %33, 1
  %42 = add nsw i32 %41, %11
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !12
  %46 = fmul contract float %45, 3.000000e+00
  %47 = getelementptr inbounds float, ptr %0, i64 %43
  store float %46, ptr %47, align 4, !tbaa !12
  %48 = or i32 %33, 2
  %49 = add nsw i32 %48, %11
  %50 = sext i32 %49 to i64
  %51 = getelementptr inbounds float, ptr %1, i64 %50
  %52 = load float, ptr %51, align 4, !tbaa !12
  %53 = fmul contract float %52, 3.000000e+00
  %54 = getelementptr inbounds float, ptr %0, i64 %50
  store float %53, ptr %54, align 4, !tbaa !12
  %55 = or i32 %33, 3
  %56 = add nsw i32 %55, %11
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %1, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !12
  %60 = fmul contract float %59, 3.000000e+00
  %61 = getelementptr inbounds float, ptr %0, i64 %57
  store float %60, ptr %61, align 4, !tbaa !12
  %62 = add nuw nsw i32 %33, 4
  %63 = add i32 %34, 4
  %64 = icmp eq i32 %63, %15
  br i1 %64, label %16, label %32, !llvm.loop !18
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11row_reversePfPKfi(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = icmp sgt i32 %2, 0
  br i1 %4, label %5, label %29

5:                                                ; preds = %3
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %8 = mul i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = mul nsw i32 %10, %2
  %12 = add i32 %11, %2
  %13 = and i32 %2, 1
  %14 = icmp eq i32 %2, 1
  br i1 %14, label %17, label %15

15:                                               ; preds = %5
  %16 = and i32 %2, -2
  br label %30

17:                                               ; preds = %30, %5
  %18 = phi i32 [ 0, %5 ], [ %50, %30 ]
  %19 = icmp eq i32 %13, 0
  br i1 %19, label %29, label %20

20:                                               ; preds = %17
  %21 = add nsw i32 %18, %11
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds float, ptr %1, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !12
  %25 = xor i32 %18, -1
  %26 = add i32 %12, %25
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds float, ptr %0, i64 %27
  store float %24, ptr %28, align 4, !tbaa !12
  br label %29

29:                                               ; preds = %20, %17, %3
  ret void

30:                                               ; preds = %30, %15
  %31 = phi i32 [ 0, %15 ], [ %50, %30 ]
  %32 = phi i32 [ 0, %15 ], [ %51, %30 ]
  %33 = add nsw i32 %31, %11
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !12
  %37 = xor i32 %31, -1
  %38 = add i32 %12, %37
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  store float %36, ptr %40, align 4, !tbaa !12
  %41 = or i32 %31, 1
  %42 = add nsw i32 %41, %11
  %43 = sext i32 %42 to i64
  %44 = getelementptr inbounds float, ptr %1, i64 %43
  %45 = load float, ptr %44, align 4, !tbaa !12
  %46 = sub nuw nsw i32 -2, %31
  %47 = add i32 %12, %46
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds float, ptr %0, i64 %48
  store float %45, ptr %49, align 4, !tbaa !12
  %50 = add nuw nsw i32 %31, 2
  %51 = add i32 %32, 2
  %52 = icmp eq i32 %51, %16
  br i1 %52, label %17, label %30, !llvm.loop !20
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.umin.i32(i32, i32) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10, !11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z7producePfPKf, !"kernel", i32 1}
!5 = !{ptr @_Z11consume_minPfPKf, !"kernel", i32 1}
!6 = !{ptr @_Z10scatter_orPfPKf, !"kernel", i32 1}
!7 = !{ptr @_Z6gatherPfPKf, !"kernel", i32 1}
!8 = !{ptr @_Z9row_scalePfPKfi, !"kernel", i32 1}
!9 = !{ptr @_Z11row_reversePfPKfi, !"kernel", i32 1}
!10 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.unroll.disable"}
!18 = distinct !{!18, !19}
!19 = !{!"llvm.loop.mustprogress"}
!20 = distinct !{!20, !19}
