; ModuleID = 'samples/cuda/host_loop.cu'
source_filename = "samples/cuda/host_loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14jacobi_stencilPKfPfiiE1s = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14jacobi_stencilPKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 4
  %9 = add i32 %8, %5
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = shl i32 %10, 4
  %12 = add i32 %11, %6
  %13 = add nsw i32 %5, 1
  %14 = add nsw i32 %6, 1
  %15 = icmp slt i32 %9, %2
  %16 = icmp slt i32 %12, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %27

18:                                               ; preds = %4
  %19 = sext i32 %14 to i64
  %20 = sext i32 %13 to i64
  %21 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %19, i64 %20
  %22 = mul nsw i32 %12, %2
  %23 = add nsw i32 %22, %9
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds float, ptr %0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !8
  store float %26, ptr %21, align 4, !tbaa !8
  br label %27

27:                                               ; preds = %18, %4
  %28 = icmp ne i32 %5, 0
  %29 = icmp slt i32 %9, 1
  %30 = or i1 %28, %29
  %31 = xor i1 %16, true
  %32 = or i1 %30, %31
  br i1 %32, label %42, label %33

33:                                               ; preds = %27
  %34 = sext i32 %14 to i64
  %35 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %34
  %36 = mul nsw i32 %12, %2
  %37 = add nsw i32 %9, -1
  %38 = add i32 %37, %36
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds float, ptr %0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !8
  store float %41, ptr %35, align 4, !tbaa !8
  br label %42

42:                                               ; preds = %27, %33
  %43 = icmp ne i32 %5, 15
  %44 = add i32 %9, 1
  %45 = icmp sge i32 %44, %2
  %46 = select i1 %43, i1 true, i1 %45
  %47 = or i1 %46, %31
  br i1 %47, label %56, label %48

48:                                               ; preds = %42
  %49 = sext i32 %14 to i64
  %50 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %49, i64 17
  %51 = mul nsw i32 %12, %2
  %52 = add i32 %44, %51
  %53 = sext i32 %52 to i64
  %54 = getelementptr inbounds float, ptr %0, i64 %53
  %55 = load float, ptr %54, align 4, !tbaa !8
  store float %55, ptr %50, align 4, !tbaa !8
  br label %56

56:                                               ; preds = %42, %48
  %57 = icmp ne i32 %6, 0
  %58 = icmp slt i32 %12, 1
  %59 = or i1 %57, %58
  %60 = xor i1 %15, true
  %61 = or i1 %59, %60
  br i1 %61, label %71, label %62

62:                                               ; preds = %56
  %63 = sext i32 %13 to i64
  %64 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %63
  %65 = add nsw i32 %12, -1
  %66 = mul nsw i32 %65, %2
  %67 = add nsw i32 %66, %9
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !8
  store float %70, ptr %64, align 4, !tbaa !8
  br label %71

71:                                               ; preds = %56, %62
  %72 = icmp eq i32 %6, 15
  br i1 %72, label %73, label %85

73:                                               ; preds = %71
  %74 = add nsw i32 %12, 1
  %75 = icmp slt i32 %74, %3
  %76 = and i1 %15, %75
  br i1 %76, label %77, label %85

77:                                               ; preds = %73
  %78 = sext i32 %13 to i64
  %79 = getelementptr inbounds [18 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 1224), i64 0, i64 %78
  %80 = mul nsw i32 %74, %2
  %81 = add nsw i32 %80, %9
  %82 = sext i32 %81 to i64
  %83 = getelementptr inbounds float, ptr %0, i64 %82
  %84 = load float, ptr %83, align 4, !tbaa !8
  store float %84, ptr %79, align 4, !tbaa !8
  br label %85

85:                                               ; preds = %73, %77, %71
  tail call void @llvm.nvvm.barrier0()
  br i1 %17, label %86, label %127

86:                                               ; preds = %85
  %87 = icmp eq i32 %9, 0
  %88 = icmp eq i32 %12, 0
  %89 = or i1 %87, %88
  %90 = add nsw i32 %2, -1
  %91 = icmp eq i32 %9, %90
  %92 = select i1 %89, i1 true, i1 %91
  %93 = add nsw i32 %3, -1
  %94 = icmp eq i32 %12, %93
  %95 = select i1 %92, i1 true, i1 %94
  %96 = sext i32 %14 to i64
  br i1 %95, label %97, label %101

97:                                               ; preds = %86
  %98 = sext i32 %13 to i64
  %99 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %96, i64 %98
  %100 = load float, ptr %99, align 4, !tbaa !8
  br label %121

101:                                              ; preds = %86
  %102 = sext i32 %5 to i64
  %103 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %96, i64 %102
  %104 = load float, ptr %103, align 4, !tbaa !8
  %105 = add nsw i32 %5, 2
  %106 = sext i32 %105 to i64
  %107 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %96, i64 %106
  %108 = load float, ptr %107, align 4, !tbaa !8
  %109 = fadd contract float %104, %108
  %110 = sext i32 %6 to i64
  %111 = sext i32 %13 to i64
  %112 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %110, i64 %111
  %113 = load float, ptr %112, align 4, !tbaa !8
  %114 = fadd contract float %109, %113
  %115 = add nsw i32 %6, 2
  %116 = sext i32 %115 to i64
  %117 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %116, i64 %111
  %118 = load float, ptr %117, align 4, !tbaa !8
  %119 = fadd contract float %114, %118
  %120 = fmul contract float %119, 2.500000e-01
  br label %121

121:                                              ; preds = %101, %97
  %122 = phi float [ %100, %97 ], [ %120, %101 ]
  %123 = mul nsw i32 %12, %2
  %124 = add nsw i32 %123, %9
  %125 = sext i32 %124 to i64
  %126 = getelementptr inbounds float, ptr %1, i64 %125
  store float %122, ptr %126, align 4, !tbaa !8
  br label %127

127:                                              ; preds = %121, %85
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z5relaxPKfS0_Pffii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %8 = shl i32 %7, 4
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %10 = add i32 %8, %9
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %12 = shl i32 %11, 4
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %10, %4
  %16 = icmp slt i32 %14, %5
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %30

18:                                               ; preds = %6
  %19 = mul nsw i32 %14, %4
  %20 = add nsw i32 %19, %10
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds float, ptr %0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !8
  %24 = getelementptr inbounds float, ptr %1, i64 %21
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = fsub contract float %25, %23
  %27 = fmul contract float %26, %3
  %28 = fadd contract float %23, %27
  %29 = getelementptr inbounds float, ptr %2, i64 %21
  store float %28, ptr %29, align 4, !tbaa !8
  br label %30

30:                                               ; preds = %18, %6
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z14jacobi_stencilPKfPfii, !"kernel", i32 1}
!5 = !{ptr @_Z5relaxPKfS0_Pffii, !"kernel", i32 1}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
