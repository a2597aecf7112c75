; ModuleID = 'tests/cuda/exec_concurrent.cu'
source_filename = "tests/cuda/exec_concurrent.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7producePfPji(ptr nocapture noundef writeonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = uitofp i32 %4 to float
  %6 = fmul contract float %5, 1.000000e+03
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = uitofp i32 %7 to float
  %9 = fadd contract float %6, %8
  %10 = shl i32 %4, 6
  %11 = add i32 %10, %7
  %12 = zext i32 %11 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  store float %9, ptr %13, align 4, !tbaa !10
  tail call void @llvm.nvvm.barrier0()
  %14 = icmp eq i32 %7, 0
  br i1 %14, label %15, label %23

15:                                               ; preds = %3
  %16 = and i32 %2, 1
  %17 = icmp eq i32 %16, 0
  br i1 %17, label %18, label %19

18:                                               ; preds = %15
  tail call void @llvm.nvvm.membar.gl()
  br label %19

19:                                               ; preds = %18, %15
  %20 = zext i32 %4 to i64
  %21 = getelementptr inbounds i32, ptr %1, i64 %20
  %22 = atomicrmw add ptr %21, i32 1 seq_cst, align 4
  br label %23

23:                                               ; preds = %19, %3
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z8wait_forPVj(ptr noundef %0) local_unnamed_addr #2 {
  br label %2

2:                                                ; preds = %2, %1
  %3 = load volatile i32, ptr %0, align 4, !tbaa !14
  %4 = icmp eq i32 %3, 0
  br i1 %4, label %2, label %5, !llvm.loop !16

5:                                                ; preds = %2
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z7consumePfPKfPji(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, ptr noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = add i32 %5, 1
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %8 = urem i32 %6, %7
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = icmp eq i32 %9, 0
  br i1 %10, label %11, label %30

11:                                               ; preds = %4
  %12 = zext i32 %5 to i64
  %13 = getelementptr inbounds i32, ptr %2, i64 %12
  br label %14

14:                                               ; preds = %14, %11
  %15 = load volatile i32, ptr %13, align 4, !tbaa !14
  %16 = icmp eq i32 %15, 0
  br i1 %16, label %14, label %17, !llvm.loop !16

17:                                               ; preds = %14
  %18 = and i32 %3, 2
  %19 = icmp eq i32 %18, 0
  br i1 %19, label %20, label %26

20:                                               ; preds = %17
  %21 = sext i32 %8 to i64
  %22 = getelementptr inbounds i32, ptr %2, i64 %21
  br label %23

23:                                               ; preds = %23, %20
  %24 = load volatile i32, ptr %22, align 4, !tbaa !14
  %25 = icmp eq i32 %24, 0
  br i1 %25, label %23, label %26, !llvm.loop !16

26:                                               ; preds = %23, %17
  %27 = and i32 %3, 4
  %28 = icmp eq i32 %27, 0
  br i1 %28, label %29, label %30

29:                                               ; preds = %26
  tail call void @llvm.nvvm.membar.gl()
  br label %30

30:                                               ; preds = %26, %29, %4
  tail call void @llvm.nvvm.barrier0()
  %31 = shl i32 %5, 6
  %32 = add i32 %31, %9
  %33 = zext i32 %32 to i64
  %34 = getelementptr inbounds float, ptr %1, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !10
  %36 = shl nsw i32 %8, 6
  %37 = add i32 %36, %9
  %38 = zext i32 %37 to i64
  %39 = getelementptr inbounds float, ptr %1, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !10
  %41 = fadd contract float %35, %40
  %42 = getelementptr inbounds float, ptr %0, i64 %33
  store float %41, ptr %42, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z4fillPff(ptr nocapture noundef writeonly %0, float noundef %1) local_unnamed_addr #3 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 6
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  store float %1, ptr %8, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z4copyPfPKf(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1) local_unnamed_addr #4 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 6
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %1, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !10
  %10 = getelementptr inbounds float, ptr %0, i64 %7
  store float %9, ptr %10, align 4, !tbaa !10
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: nocallback nounwind
declare void @llvm.nvvm.membar.gl() #6

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #4 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nocallback nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7}
!llvm.ident = !{!8, !9}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z7producePfPji, !"kernel", i32 1}
!5 = !{ptr @_Z7consumePfPKfPji, !"kernel", i32 1}
!6 = !{ptr @_Z4fillPff, !"kernel", i32 1}
!7 = !{ptr @_Z4copyPfPKf, !"kernel", i32 1}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!10 = !{!11, !11, i64 0}
!11 = !{!"float", !12, i64 0}
!12 = !{!"omnipotent char", !13, i64 0}
!13 = !{!"Simple C++ TBAA"}
!14 = !{!15, !15, i64 0}
!15 = !{!"int", !12, i64 0}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
