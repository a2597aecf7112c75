; ModuleID = 'tests/cuda/lockstep.cu'
source_filename = "tests/cuda/lockstep.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ6gemm16PKfS0_PfiiiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ6gemm16PKfS0_PfiiiE2Ws = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z6gemm16PKfS0_Pfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %10 = shl i32 %9, 4
  %11 = add i32 %10, %8
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %13 = shl i32 %12, 4
  %14 = add i32 %13, %7
  %15 = icmp sgt i32 %4, 0
  br i1 %15, label %16, label %56

16:                                               ; preds = %6
  %17 = icmp slt i32 %11, %3
  %18 = mul nsw i32 %11, %4
  %19 = sext i32 %8 to i64
  %20 = sext i32 %7 to i64
  %21 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 %20
  %22 = icmp slt i32 %14, %5
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 %19, i64 %20
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 0
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 0, i64 %20
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 1
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 1, i64 %20
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 2
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 2, i64 %20
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 3
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 3, i64 %20
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 4
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 4, i64 %20
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 5
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 5, i64 %20
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 6
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 6, i64 %20
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 7
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 7, i64 %20
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 8
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 8, i64 %20
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 9
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 9, i64 %20
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 10
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 10, i64 %20
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 11
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 11, i64 %20
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 12
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 12, i64 %20
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 13
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 13, i64 %20
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 14
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 14, i64 %20
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2As to ptr), i64 0, i64 %19, i64 15
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ6gemm16PKfS0_PfiiiE2Ws to ptr), i64 0, i64 15, i64 %20
  br label %61

56:                                               ; preds = %83, %6
  %57 = phi float [ 0.000000e+00, %6 ], [ %148, %83 ]
  %58 = icmp slt i32 %11, %3
  %59 = icmp slt i32 %14, %5
  %60 = and i1 %58, %59
  br i1 %60, label %151, label %156

61:                                               ; preds = %16, %83
  %62 = phi i32 [ 0, %16 ], [ %149, %83 ]
  %63 = phi float [ 0.000000e+00, %16 ], [ %148, %83 ]
  %64 = add i32 %62, %7
  %65 = icmp slt i32 %64, %4
  %66 = select i1 %17, i1 %65, i1 false
  br i1 %66, label %67, label %72

67:                                               ; preds = %61
  %68 = add i32 %64, %18
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds float, ptr %0, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !8
  br label %72

72:                                               ; preds = %61, %67
  %73 = phi contract float [ %71, %67 ], [ 0.000000e+00, %61 ]
  store float %73, ptr %21, align 4, !tbaa !8
  %74 = add nsw i32 %62, %8
  %75 = icmp slt i32 %74, %4
  %76 = and i1 %22, %75
  br i1 %76, label %77, label %83

77:                                               ; preds = %72
  %78 = mul nsw i32 %74, %5
  %79 = add nsw i32 %78, %14
  %80 = sext i32 %79 to i64
  %81 = getelementptr inbounds float, ptr %1, i64 %80
  %82 = load float, ptr %81, align 4, !tbaa !8
  br label %83

83:                                               ; preds = %72, %77
  %84 = phi contract float [ %82, %77 ], [ 0.000000e+00, %72 ]
  store float %84, ptr %23, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %85 = load float, ptr %24, align 4, !tbaa !8
  %86 = load float, ptr %25, align 4, !tbaa !8
  %87 = fmul contract float %85, %86
  %88 = fadd contract float %63, %87
  %89 = load float, ptr %26, align 4, !tbaa !8
  %90 = load float, ptr %27, align 4, !tbaa !8
  %91 = fmul contract float %89, %90
  %92 = fadd contract float %88, %91
  %93 = load float, ptr %28, align 4, !tbaa !8
  %94 = load float, ptr %29, align 4, !tbaa !8
  %95 = fmul contract float %93, %94
  %96 = fadd contract float %92, %95
  %97 = load float, ptr %30, align 4, !tbaa !8
  %98 = load float, ptr %31, align 4, !tbaa !8
  %99 = fmul contract float %97, %98
  %100 = fadd contract float %96, %99
  %101 = load float, ptr %32, align 4, !tbaa !8
  %102 = load float, ptr %33, align 4, !tbaa !8
  %103 = fmul contract float %101, %102
  %104 = fadd contract float %100, %103
  %105 = load float, ptr %34, align 4, !tbaa !8
  %106 = load float, ptr %35, align 4, !tbaa !8
  %107 = fmul contract float %105, %106
  %108 = fadd contract float %104, %107
  %109 = load float, ptr %36, align 4, !tbaa !8
  %110 = load float, ptr %37, align 4, !tbaa !8
  %111 = fmul contract float %109, %110
  %112 = fadd contract float %108, %111
  %113 = load float, ptr %38, align 4, !tbaa !8
  %114 = load float, ptr %39, align 4, !tbaa !8
  %115 = fmul contract float %113, %114
  %116 = fadd contract float %112, %115
  %117 = load float, ptr %40, align 4, !tbaa !8
  %118 = load float, ptr %41, align 4, !tbaa !8
  %119 = fmul contract float %117, %118
  %120 = fadd contract float %116, %119
  %121 = load float, ptr %42, align 4, !tbaa !8
  %122 = load float, ptr %43, align 4, !tbaa !8
  %123 = fmul contract float %121, %122
  %124 = fadd contract float %120, %123
  %125 = load float, ptr %44, align 4, !tbaa !8
  %126 = load float, ptr %45, align 4, !tbaa !8
  %127 = fmul contract float %125, %126
  %128 = fadd contract float %124, %127
  %129 = load float, ptr %46, align 4, !tbaa !8
  %130 = load float, ptr %47, align 4, !tbaa !8
  %131 = fmul contract float %129, %130
  %132 = fadd contract float %128, %131
  %133 = load float, ptr %48, align 4, !tbaa !8
  %134 = load float, ptr %49, align 4, !tbaa !8
  %135 = fmul contract float %133, %134
  %136 = fadd contract float %132, %135
  %137 = load float, ptr %50, align 4, !tbaa !8
  %138 = load float, ptr %51, align 4, !tbaa !8
  %139 = fmul contract float %137, %138
  %140 = fadd contract float %136, %139
  %141 = load float, ptr %52, align 4, !tbaa !8
  %142 = load float, ptr %53, align 4, !tbaa !8
  %143 = fmul contract float %141, %142
  %144 = fadd contract float %140, %143
  %145 = load float, ptr %54, align 4, !tbaa !8
  %146 = load float, ptr %55, align 4, !tbaa !8
  %147 = fmul contract float %145, %146
  %148 = fadd contract float %144, %147
  tail call void @llvm.nvvm.barrier0()
  %149 = add nuw nsw i32 %62, 16
  %150 = icmp slt i32 %149, %4
  br i1 %150, label %61, label %56, !llvm.loop !12

151:                                              ; preds = %56
  %152 = mul nsw i32 %11, %5
  %153 = add nsw i32 %152, %14
  %154 = sext i32 %153 to i64
  %155 = getelementptr inbounds float, ptr %2, i64 %154
  store float %57, ptr %155, align 4, !tbaa !8
  br label %156

156:                                              ; preds = %151, %56
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9half_plusPKfS0_Pfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %7 = shl i32 %6, 4
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %11 = shl i32 %10, 4
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = add i32 %11, %12
  %14 = icmp slt i32 %9, %3
  %15 = icmp slt i32 %13, %4
  %16 = and i1 %14, %15
  br i1 %16, label %17, label %28

17:                                               ; preds = %5
  %18 = mul nsw i32 %9, %4
  %19 = add nsw i32 %18, %13
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds float, ptr %0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !8
  %23 = fmul contract float %22, 5.000000e-01
  %24 = getelementptr inbounds float, ptr %1, i64 %20
  %25 = load float, ptr %24, align 4, !tbaa !8
  %26 = fadd contract float %23, %25
  %27 = getelementptr inbounds float, ptr %2, i64 %20
  store float %26, ptr %27, align 4, !tbaa !8
  br label %28

28:                                               ; preds = %17, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

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
!4 = !{ptr @_Z6gemm16PKfS0_Pfiii, !"kernel", i32 1}
!5 = !{ptr @_Z9half_plusPKfS0_Pfii, !"kernel", i32 1}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
