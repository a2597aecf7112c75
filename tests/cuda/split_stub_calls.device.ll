; ModuleID = 'tests/cuda/split_stub_calls.cu'
source_filename = "tests/cuda/split_stub_calls.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ11mirror_tilePKfPfiE4tile = internal unnamed_addr addrspace(3) global [4 x [32 x float]] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10scale_rowsPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %5 = shl i32 %4, 2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %26

9:                                                ; preds = %3
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 5
  %13 = add i32 %12, %10
  %14 = shl nsw i32 %7, 6
  %15 = add nsw i32 %13, %14
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !10
  %19 = sitofp i32 %7 to float
  %20 = fadd contract float %19, 1.000000e+00
  %21 = fmul contract float %20, %18
  %22 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.y()
  %23 = uitofp i32 %22 to float
  %24 = fadd contract float %21, %23
  %25 = getelementptr inbounds float, ptr %1, i64 %16
  store float %24, ptr %25, align 4, !tbaa !10
  br label %26

26:                                               ; preds = %9, %3
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11mirror_tilePKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 5
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = shl i32 %8, 2
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %11 = add i32 %9, %10
  %12 = icmp slt i32 %11, %2
  br i1 %12, label %13, label %19

13:                                               ; preds = %3
  %14 = shl nsw i32 %11, 6
  %15 = add nsw i32 %14, %7
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !10
  br label %19

19:                                               ; preds = %3, %13
  %20 = phi contract float [ %18, %13 ], [ 0.000000e+00, %3 ]
  %21 = zext i32 %10 to i64
  %22 = zext i32 %6 to i64
  %23 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11mirror_tilePKfPfiE4tile to ptr), i64 0, i64 %21, i64 %22
  store float %20, ptr %23, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  br i1 %12, label %24, label %36

24:                                               ; preds = %19
  %25 = sub i32 3, %10
  %26 = zext i32 %25 to i64
  %27 = sub i32 31, %6
  %28 = zext i32 %27 to i64
  %29 = getelementptr inbounds [4 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11mirror_tilePKfPfiE4tile to ptr), i64 0, i64 %26, i64 %28
  %30 = load float, ptr %29, align 4, !tbaa !10
  %31 = fadd contract float %30, -1.000000e+00
  %32 = shl nsw i32 %11, 6
  %33 = add nsw i32 %32, %7
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %1, i64 %34
  store float %31, ptr %35, align 4, !tbaa !10
  br label %36

36:                                               ; preds = %24, %19
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12add_in_placePKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %5 = shl i32 %4, 2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %23

9:                                                ; preds = %3
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 5
  %13 = add i32 %12, %10
  %14 = shl nsw i32 %7, 6
  %15 = add nsw i32 %13, %14
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !10
  %19 = fmul contract float %18, 5.000000e-01
  %20 = getelementptr inbounds float, ptr %1, i64 %16
  %21 = load float, ptr %20, align 4, !tbaa !10
  %22 = fadd contract float %21, %19
  store float %22, ptr %20, align 4, !tbaa !10
  br label %23

23:                                               ; preds = %9, %3
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9copy_rowsPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %5 = shl i32 %4, 2
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %20

9:                                                ; preds = %3
  %10 = shl nsw i32 %7, 6
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 5
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %14 = add i32 %12, %13
  %15 = add nsw i32 %14, %10
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = getelementptr inbounds float, ptr %0, i64 %16
  %19 = load float, ptr %18, align 4, !tbaa !10
  store float %19, ptr %17, align 4, !tbaa !10
  br label %20

20:                                               ; preds = %9, %3
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.y() #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7}
!llvm.ident = !{!8, !9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z10scale_rowsPKfPfi, !"kernel", i32 1}
!5 = !{ptr @_Z11mirror_tilePKfPfi, !"kernel", i32 1}
!6 = !{ptr @_Z12add_in_placePKfPfi, !"kernel", i32 1}
!7 = !{ptr @_Z9copy_rowsPKfPfi, !"kernel", i32 1}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
