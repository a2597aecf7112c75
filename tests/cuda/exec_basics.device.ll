; ModuleID = 'tests/cuda/exec_basics.cu'
source_filename = "tests/cuda/exec_basics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, i32, double, ptr }

@partial = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@.str = private unnamed_addr constant [30 x i8] c"block %d of %d: x = %.2f, %s\0A\00", align 1
@.str1 = private unnamed_addr constant [14 x i8] c"device printf\00", align 1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9scale_expPfPKffi(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %29

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !11
  %15 = tail call float @llvm.fma.f32(float %14, float 0x3F777313A0000000, float 5.000000e-01)
  %16 = tail call float @llvm.nvvm.saturate.f(float %15) #8
  %17 = tail call float @llvm.nvvm.fma.rm.f(float %16, float 2.520000e+02, float 0x4168000020000000) #8
  %18 = fadd float %17, 0xC168000FE0000000
  %19 = fneg float %18
  %20 = tail call float @llvm.fma.f32(float %14, float 0x3FF7154760000000, float %19)
  %21 = tail call float @llvm.fma.f32(float %14, float 0x3E54AE0C00000000, float %20)
  %22 = bitcast float %17 to i32
  %23 = shl i32 %22, 23
  %24 = bitcast i32 %23 to float
  %25 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %21) #8
  %26 = fmul float %25, %24
  %27 = fmul contract float %26, %2
  %28 = getelementptr inbounds float, ptr %0, i64 %12
  store float %27, ptr %28, align 4, !tbaa !11
  br label %29

29:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9block_sumPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = add i32 %7, %4
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !11
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %3 ]
  %16 = sext i32 %4 to i64
  %17 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @partial to ptr), i64 0, i64 %16
  store float %15, ptr %17, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier0()
  %18 = icmp ult i32 %6, 2
  br i1 %18, label %19, label %21

19:                                               ; preds = %32, %14
  %20 = icmp eq i32 %4, 0
  br i1 %20, label %34, label %37

21:                                               ; preds = %14, %32
  %22 = phi i32 [ %23, %32 ], [ %6, %14 ]
  %23 = lshr i32 %22, 1
  %24 = icmp slt i32 %4, %23
  br i1 %24, label %25, label %32

25:                                               ; preds = %21
  %26 = add nsw i32 %23, %4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @partial to ptr), i64 0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !11
  %30 = load float, ptr %17, align 4, !tbaa !11
  %31 = fadd contract float %29, %30
  store float %31, ptr %17, align 4, !tbaa !11
  br label %32

32:                                               ; preds = %25, %21
  tail call void @llvm.nvvm.barrier0()
  %33 = icmp ult i32 %22, 4
  br i1 %33, label %19, label %21, !llvm.loop !15

34:                                               ; preds = %19
  %35 = load float, ptr addrspacecast (ptr addrspace(3) @partial to ptr), align 4, !tbaa !11
  %36 = atomicrmw fadd ptr %1, float %35 seq_cst, align 4
  br label %37

37:                                               ; preds = %34, %19
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9transposePKiPiii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %2
  %16 = icmp slt i32 %9, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %4
  %19 = mul nsw i32 %14, %3
  %20 = add nsw i32 %19, %9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !17
  %24 = mul nsw i32 %9, %2
  %25 = add nsw i32 %24, %14
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %1, i64 %26
  store i32 %23, ptr %27, align 4, !tbaa !17
  br label %28

28:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @_Z5hellof(float noundef %0) local_unnamed_addr #3 {
  %2 = alloca %printf_args, align 8
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %13

5:                                                ; preds = %1
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %8 = fpext float %0 to double
  store i32 %6, ptr %2, align 8
  %9 = getelementptr inbounds %printf_args, ptr %2, i64 0, i32 1
  store i32 %7, ptr %9, align 4
  %10 = getelementptr inbounds %printf_args, ptr %2, i64 0, i32 2
  store double %8, ptr %10, align 8
  %11 = getelementptr inbounds %printf_args, ptr %2, i64 0, i32 3
  store ptr @.str1, ptr %11, align 8
  %12 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %2) #8
  br label %13

13:                                               ; preds = %5, %1
  ret void
}

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8warp_opsPKiPiPjS1_(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #1 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !17
  %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 16, i32 31)
  %14 = add nsw i32 %13, %12
  %15 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 8, i32 31)
  %16 = add nsw i32 %15, %14
  %17 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 4, i32 31)
  %18 = add nsw i32 %17, %16
  %19 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 2, i32 31)
  %20 = add nsw i32 %19, %18
  %21 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %20, i32 1, i32 31)
  %22 = and i32 %12, 1
  %23 = icmp ne i32 %22, 0
  %24 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %23)
  %25 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %12, i32 0, i32 31)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %26 = and i32 %8, 31
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %34

28:                                               ; preds = %4
  %29 = add nsw i32 %21, %20
  %30 = sdiv i32 %9, 32
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %1, i64 %31
  store i32 %29, ptr %32, align 4, !tbaa !17
  %33 = getelementptr inbounds i32, ptr %2, i64 %31
  store i32 %24, ptr %33, align 4, !tbaa !17
  br label %34

34:                                               ; preds = %28, %4
  %35 = getelementptr inbounds i32, ptr %3, i64 %10
  store i32 %25, ptr %35, align 4, !tbaa !17
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #5

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9, !10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z9scale_expPfPKffi, !"kernel", i32 1}
!5 = !{ptr @_Z9block_sumPKfPfi, !"kernel", i32 1}
!6 = !{ptr @_Z9transposePKiPiii, !"kernel", i32 1}
!7 = !{ptr @_Z5hellof, !"kernel", i32 1}
!8 = !{ptr @_Z8warp_opsPKiPiPjS1_, !"kernel", i32 1}
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
!17 = !{!18, !18, i64 0}
!18 = !{!"int", !13, i64 0}
