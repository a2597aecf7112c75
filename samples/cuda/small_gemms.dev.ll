; ModuleID = 'samples/cuda/small_gemms.cu'
source_filename = "samples/cuda/small_gemms.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10gemm_tiledPKfS0_PfiiiE2As = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ10gemm_tiledPKfS0_PfiiiE2Bs = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10gemm_tiledPKfS0_Pfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !12 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !16
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !20
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !23
  %10 = shl i32 %9, 5, !dbg !26
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !27
  %12 = shl i32 %11, 5, !dbg !30
  %13 = icmp sgt i32 %5, 0, !dbg !31
  br i1 %13, label %17, label %14, !dbg !32

14:                                               ; preds = %6
  %15 = add nsw i32 %10, %8, !dbg !33
  %16 = add nsw i32 %12, %7, !dbg !34
  br label %54, !dbg !32

17:                                               ; preds = %6
  %18 = sext i32 %8 to i64
  %19 = add nsw i32 %8, 16
  %20 = sext i32 %19 to i64
  %21 = sext i32 %7 to i64
  %22 = add nsw i32 %7, 16
  %23 = sext i32 %22 to i64
  %24 = add nsw i32 %8, %10
  %25 = icmp slt i32 %24, %3
  %26 = mul nsw i32 %24, %5
  %27 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %18, i64 %21
  %28 = add i32 %7, %12
  %29 = icmp slt i32 %28, %4
  %30 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %18, i64 %21
  %31 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %18, i64 %23
  %32 = add i32 %22, %12
  %33 = icmp slt i32 %32, %4
  %34 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %18, i64 %23
  %35 = add nsw i32 %19, %10
  %36 = icmp slt i32 %35, %3
  %37 = mul nsw i32 %35, %5
  %38 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %20, i64 %21
  %39 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %20, i64 %21
  %40 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %20, i64 %23
  %41 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %20, i64 %23
  br label %42, !dbg !32

42:                                               ; preds = %17, %134
  %43 = phi float [ 0.000000e+00, %17 ], [ %153, %134 ]
  %44 = phi float [ 0.000000e+00, %17 ], [ %155, %134 ]
  %45 = phi float [ 0.000000e+00, %17 ], [ %157, %134 ]
  %46 = phi float [ 0.000000e+00, %17 ], [ %159, %134 ]
  %47 = phi i32 [ 0, %17 ], [ %135, %134 ]
  %48 = add nsw i32 %8, %47
  %49 = icmp slt i32 %48, %5
  %50 = mul nsw i32 %48, %4
  %51 = add i32 %7, %47
  %52 = icmp slt i32 %51, %5
  %53 = select i1 %25, i1 %52, i1 false, !dbg !35
  br i1 %53, label %66, label %71, !dbg !35

54:                                               ; preds = %134, %14
  %55 = phi i32 [ %16, %14 ], [ %28, %134 ], !dbg !34
  %56 = phi i32 [ %15, %14 ], [ %24, %134 ], !dbg !33
  %57 = phi float [ 0.000000e+00, %14 ], [ %159, %134 ], !dbg !36
  %58 = phi float [ 0.000000e+00, %14 ], [ %157, %134 ], !dbg !37
  %59 = phi float [ 0.000000e+00, %14 ], [ %155, %134 ], !dbg !38
  %60 = phi float [ 0.000000e+00, %14 ], [ %153, %134 ], !dbg !39
  %61 = add nsw i32 %56, 16, !dbg !40
  %62 = add nsw i32 %55, 16, !dbg !41
  %63 = icmp slt i32 %56, %3, !dbg !42
  %64 = icmp slt i32 %55, %4
  %65 = select i1 %63, i1 %64, i1 false, !dbg !43
  br i1 %65, label %162, label %167, !dbg !43

66:                                               ; preds = %42
  %67 = add i32 %51, %26, !dbg !44
  %68 = sext i32 %67 to i64, !dbg !45
  %69 = getelementptr inbounds float, ptr %0, i64 %68, !dbg !45
  %70 = load float, ptr %69, align 4, !dbg !45, !tbaa !46
  br label %71, !dbg !50

71:                                               ; preds = %42, %66
  %72 = phi contract float [ %70, %66 ], [ 0.000000e+00, %42 ], !dbg !50
  store float %72, ptr %27, align 4, !dbg !51, !tbaa !46
  %73 = select i1 %49, i1 %29, i1 false, !dbg !52
  br i1 %73, label %74, label %79, !dbg !52

74:                                               ; preds = %71
  %75 = add i32 %28, %50, !dbg !53
  %76 = sext i32 %75 to i64, !dbg !54
  %77 = getelementptr inbounds float, ptr %1, i64 %76, !dbg !54
  %78 = load float, ptr %77, align 4, !dbg !54, !tbaa !46
  br label %79, !dbg !55

79:                                               ; preds = %71, %74
  %80 = phi contract float [ %78, %74 ], [ 0.000000e+00, %71 ], !dbg !55
  store float %80, ptr %30, align 4, !dbg !56, !tbaa !46
  %81 = add i32 %22, %47
  %82 = icmp slt i32 %81, %5
  %83 = select i1 %25, i1 %82, i1 false, !dbg !35
  br i1 %83, label %84, label %89, !dbg !35

84:                                               ; preds = %79
  %85 = add i32 %81, %26, !dbg !44
  %86 = sext i32 %85 to i64, !dbg !45
  %87 = getelementptr inbounds float, ptr %0, i64 %86, !dbg !45
  %88 = load float, ptr %87, align 4, !dbg !45, !tbaa !46
  br label %89, !dbg !50

89:                                               ; preds = %84, %79
  %90 = phi contract float [ %88, %84 ], [ 0.000000e+00, %79 ], !dbg !50
  store float %90, ptr %31, align 4, !dbg !51, !tbaa !46
  %91 = select i1 %49, i1 %33, i1 false, !dbg !52
  br i1 %91, label %92, label %97, !dbg !52

92:                                               ; preds = %89
  %93 = add i32 %32, %50, !dbg !53
  %94 = sext i32 %93 to i64, !dbg !54
  %95 = getelementptr inbounds float, ptr %1, i64 %94, !dbg !54
  %96 = load float, ptr %95, align 4, !dbg !54, !tbaa !46
  br label %97, !dbg !55

97:                                               ; preds = %92, %89
  %98 = phi contract float [ %96, %92 ], [ 0.000000e+00, %89 ], !dbg !55
  store float %98, ptr %34, align 4, !dbg !56, !tbaa !46
  %99 = add nsw i32 %19, %47
  %100 = icmp slt i32 %99, %5
  %101 = mul nsw i32 %99, %4
  %102 = select i1 %36, i1 %52, i1 false, !dbg !35
  br i1 %102, label %103, label %108, !dbg !35

103:                                              ; preds = %97
  %104 = add i32 %51, %37, !dbg !44
  %105 = sext i32 %104 to i64, !dbg !45
  %106 = getelementptr inbounds float, ptr %0, i64 %105, !dbg !45
  %107 = load float, ptr %106, align 4, !dbg !45, !tbaa !46
  br label %108, !dbg !50

108:                                              ; preds = %103, %97
  %109 = phi contract float [ %107, %103 ], [ 0.000000e+00, %97 ], !dbg !50
  store float %109, ptr %38, align 4, !dbg !51, !tbaa !46
  %110 = select i1 %100, i1 %29, i1 false, !dbg !52
  br i1 %110, label %111, label %116, !dbg !52

111:                                              ; preds = %108
  %112 = add i32 %28, %101, !dbg !53
  %113 = sext i32 %112 to i64, !dbg !54
  %114 = getelementptr inbounds float, ptr %1, i64 %113, !dbg !54
  %115 = load float, ptr %114, align 4, !dbg !54, !tbaa !46
  br label %116, !dbg !55

116:                                              ; preds = %111, %108
  %117 = phi contract float [ %115, %111 ], [ 0.000000e+00, %108 ], !dbg !55
  store float %117, ptr %39, align 4, !dbg !56, !tbaa !46
  %118 = select i1 %36, i1 %82, i1 false, !dbg !35
  br i1 %118, label %119, label %124, !dbg !35

119:                                              ; preds = %116
  %120 = add i32 %81, %37, !dbg !44
  %121 = sext i32 %120 to i64, !dbg !45
  %122 = getelementptr inbounds float, ptr %0, i64 %121, !dbg !45
  %123 = load float, ptr %122, align 4, !dbg !45, !tbaa !46
  br label %124, !dbg !50

124:                                              ; preds = %119, %116
  %125 = phi contract float [ %123, %119 ], [ 0.000000e+00, %116 ], !dbg !50
  store float %125, ptr %40, align 4, !dbg !51, !tbaa !46
  %126 = select i1 %100, i1 %33, i1 false, !dbg !52
  br i1 %126, label %127, label %132, !dbg !52

127:                                              ; preds = %124
  %128 = add i32 %32, %101, !dbg !53
  %129 = sext i32 %128 to i64, !dbg !54
  %130 = getelementptr inbounds float, ptr %1, i64 %129, !dbg !54
  %131 = load float, ptr %130, align 4, !dbg !54, !tbaa !46
  br label %132, !dbg !55

132:                                              ; preds = %127, %124
  %133 = phi contract float [ %131, %127 ], [ 0.000000e+00, %124 ], !dbg !55
  store float %133, ptr %41, align 4, !dbg !56, !tbaa !46
  tail call void @llvm.nvvm.barrier0(), !dbg !57
  br label %137, !dbg !58

134:                                              ; preds = %137
  tail call void @llvm.nvvm.barrier0(), !dbg !59
  %135 = add nuw nsw i32 %47, 32, !dbg !60
  %136 = icmp slt i32 %135, %5, !dbg !31
  br i1 %136, label %42, label %54, !dbg !32, !llvm.loop !61

137:                                              ; preds = %132, %137
  %138 = phi float [ %43, %132 ], [ %153, %137 ]
  %139 = phi float [ %44, %132 ], [ %155, %137 ]
  %140 = phi float [ %45, %132 ], [ %157, %137 ]
  %141 = phi float [ %46, %132 ], [ %159, %137 ]
  %142 = phi i32 [ 0, %132 ], [ %160, %137 ]
  %143 = zext i32 %142 to i64, !dbg !64
  %144 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %18, i64 %143, !dbg !64
  %145 = load float, ptr %144, align 4, !dbg !64, !tbaa !46
  %146 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %20, i64 %143, !dbg !65
  %147 = load float, ptr %146, align 4, !dbg !65, !tbaa !46
  %148 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %143, i64 %21, !dbg !66
  %149 = load float, ptr %148, align 4, !dbg !66, !tbaa !46
  %150 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %143, i64 %23, !dbg !67
  %151 = load float, ptr %150, align 4, !dbg !67, !tbaa !46
  %152 = fmul contract float %145, %149, !dbg !68
  %153 = fadd contract float %138, %152, !dbg !69
  %154 = fmul contract float %145, %151, !dbg !70
  %155 = fadd contract float %139, %154, !dbg !71
  %156 = fmul contract float %147, %149, !dbg !72
  %157 = fadd contract float %140, %156, !dbg !73
  %158 = fmul contract float %147, %151, !dbg !74
  %159 = fadd contract float %141, %158, !dbg !75
  %160 = add nuw nsw i32 %142, 1, !dbg !76
  %161 = icmp eq i32 %160, 32, !dbg !77
  br i1 %161, label %134, label %137, !dbg !58, !llvm.loop !78

162:                                              ; preds = %54
  %163 = mul nsw i32 %56, %4, !dbg !80
  %164 = add nsw i32 %163, %55, !dbg !81
  %165 = sext i32 %164 to i64, !dbg !82
  %166 = getelementptr inbounds float, ptr %2, i64 %165, !dbg !82
  store float %60, ptr %166, align 4, !dbg !83, !tbaa !46
  br label %167, !dbg !82

167:                                              ; preds = %162, %54
  %168 = icmp slt i32 %62, %4
  %169 = select i1 %63, i1 %168, i1 false, !dbg !84
  br i1 %169, label %170, label %175, !dbg !84

170:                                              ; preds = %167
  %171 = mul nsw i32 %56, %4, !dbg !85
  %172 = add nsw i32 %171, %62, !dbg !86
  %173 = sext i32 %172 to i64, !dbg !87
  %174 = getelementptr inbounds float, ptr %2, i64 %173, !dbg !87
  store float %59, ptr %174, align 4, !dbg !88, !tbaa !46
  br label %175, !dbg !87

175:                                              ; preds = %170, %167
  %176 = icmp slt i32 %61, %3, !dbg !89
  %177 = select i1 %176, i1 %64, i1 false, !dbg !90
  br i1 %177, label %178, label %183, !dbg !90

178:                                              ; preds = %175
  %179 = mul nsw i32 %61, %4, !dbg !91
  %180 = add nsw i32 %179, %55, !dbg !92
  %181 = sext i32 %180 to i64, !dbg !93
  %182 = getelementptr inbounds float, ptr %2, i64 %181, !dbg !93
  store float %58, ptr %182, align 4, !dbg !94, !tbaa !46
  br label %183, !dbg !93

183:                                              ; preds = %178, %175
  %184 = select i1 %176, i1 %168, i1 false, !dbg !95
  br i1 %184, label %185, label %190, !dbg !95

185:                                              ; preds = %183
  %186 = mul nsw i32 %61, %4, !dbg !96
  %187 = add nsw i32 %186, %62, !dbg !97
  %188 = sext i32 %187 to i64, !dbg !98
  %189 = getelementptr inbounds float, ptr %2, i64 %188, !dbg !98
  store float %57, ptr %189, align 4, !dbg !99, !tbaa !46
  br label %190, !dbg !98

190:                                              ; preds = %185, %183
  ret void, !dbg !100
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z12sum_requestsPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 !dbg !101 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !102
  %5 = shl i32 %4, 8, !dbg !104
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !105
  %7 = add i32 %5, %6, !dbg !107
  %8 = icmp slt i32 %7, %2, !dbg !108
  br i1 %8, label %9, label %56, !dbg !109

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64, !dbg !110
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !110
  %12 = load float, ptr %11, align 4, !dbg !110, !tbaa !46
  %13 = fadd contract float %12, 0.000000e+00, !dbg !111
  %14 = add nsw i32 %7, %2, !dbg !112
  %15 = sext i32 %14 to i64, !dbg !110
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !110
  %17 = load float, ptr %16, align 4, !dbg !110, !tbaa !46
  %18 = fadd contract float %13, %17, !dbg !111
  %19 = shl nsw i32 %2, 1, !dbg !113
  %20 = add nsw i32 %19, %7, !dbg !112
  %21 = sext i32 %20 to i64, !dbg !110
  %22 = getelementptr inbounds float, ptr %0, i64 %21, !dbg !110
  %23 = load float, ptr %22, align 4, !dbg !110, !tbaa !46
  %24 = fadd contract float %18, %23, !dbg !111
  %25 = mul nsw i32 %2, 3, !dbg !113
  %26 = add nsw i32 %25, %7, !dbg !112
  %27 = sext i32 %26 to i64, !dbg !110
  %28 = getelementptr inbounds float, ptr %0, i64 %27, !dbg !110
  %29 = load float, ptr %28, align 4, !dbg !110, !tbaa !46
  %30 = fadd contract float %24, %29, !dbg !111
  %31 = shl nsw i32 %2, 2, !dbg !113
  %32 = add nsw i32 %31, %7, !dbg !112
  %33 = sext i32 %32 to i64, !dbg !110
  %34 = getelementptr inbounds float, ptr %0, i64 %33, !dbg !110
  %35 = load float, ptr %34, align 4, !dbg !110, !tbaa !46
  %36 = fadd contract float %30, %35, !dbg !111
  %37 = mul nsw i32 %2, 5, !dbg !113
  %38 = add nsw i32 %37, %7, !dbg !112
  %39 = sext i32 %38 to i64, !dbg !110
  %40 = getelementptr inbounds float, ptr %0, i64 %39, !dbg !110
  %41 = load float, ptr %40, align 4, !dbg !110, !tbaa !46
  %42 = fadd contract float %36, %41, !dbg !111
  %43 = mul nsw i32 %2, 6, !dbg !113
  %44 = add nsw i32 %43, %7, !dbg !112
  %45 = sext i32 %44 to i64, !dbg !110
  %46 = getelementptr inbounds float, ptr %0, i64 %45, !dbg !110
  %47 = load float, ptr %46, align 4, !dbg !110, !tbaa !46
  %48 = fadd contract float %42, %47, !dbg !111
  %49 = mul nsw i32 %2, 7, !dbg !113
  %50 = add nsw i32 %49, %7, !dbg !112
  %51 = sext i32 %50 to i64, !dbg !110
  %52 = getelementptr inbounds float, ptr %0, i64 %51, !dbg !110
  %53 = load float, ptr %52, align 4, !dbg !110, !tbaa !46
  %54 = fadd contract float %48, %53, !dbg !111
  %55 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !114
  store float %54, ptr %55, align 4, !dbg !115, !tbaa !46
  br label %56, !dbg !116

56:                                               ; preds = %3, %9
  ret void, !dbg !116
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
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9}
!llvm.ident = !{!10, !11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "samples/cuda/small_gemms.cu", directory: "/work/main")
!8 = !{ptr @_Z10gemm_tiledPKfS0_Pfiii, !"kernel", i32 1}
!9 = !{ptr @_Z12sum_requestsPKfPfi, !"kernel", i32 1}
!10 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = distinct !DISubprogram(name: "gemm_tiled", scope: !13, file: !13, line: 11, type: !14, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!13 = !DIFile(filename: "samples/cuda/gemm_tiled.cuh", directory: "/work/main")
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!18 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 15, column: 14, scope: !12)
!20 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !18, file: !18, line: 54, type: !14, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!22 = distinct !DILocation(line: 15, column: 32, scope: !12)
!23 = !DILocation(line: 67, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !18, file: !18, line: 67, type: !14, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!25 = distinct !DILocation(line: 16, column: 16, scope: !12)
!26 = !DILocation(line: 16, column: 27, scope: !12)
!27 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!29 = distinct !DILocation(line: 16, column: 47, scope: !12)
!30 = !DILocation(line: 16, column: 58, scope: !12)
!31 = !DILocation(line: 18, column: 25, scope: !12)
!32 = !DILocation(line: 18, column: 5, scope: !12)
!33 = !DILocation(line: 37, column: 19, scope: !12)
!34 = !DILocation(line: 38, column: 19, scope: !12)
!35 = !DILocation(line: 22, column: 42, scope: !12)
!36 = !DILocation(line: 17, column: 53, scope: !12)
!37 = !DILocation(line: 17, column: 39, scope: !12)
!38 = !DILocation(line: 17, column: 25, scope: !12)
!39 = !DILocation(line: 17, column: 11, scope: !12)
!40 = !DILocation(line: 37, column: 40, scope: !12)
!41 = !DILocation(line: 38, column: 40, scope: !12)
!42 = !DILocation(line: 39, column: 12, scope: !12)
!43 = !DILocation(line: 39, column: 16, scope: !12)
!44 = !DILocation(line: 22, column: 81, scope: !12)
!45 = !DILocation(line: 22, column: 59, scope: !12)
!46 = !{!47, !47, i64 0}
!47 = !{!"float", !48, i64 0}
!48 = !{!"omnipotent char", !49, i64 0}
!49 = !{!"Simple C++ TBAA"}
!50 = !DILocation(line: 22, column: 28, scope: !12)
!51 = !DILocation(line: 22, column: 26, scope: !12)
!52 = !DILocation(line: 23, column: 40, scope: !12)
!53 = !DILocation(line: 23, column: 81, scope: !12)
!54 = !DILocation(line: 23, column: 59, scope: !12)
!55 = !DILocation(line: 23, column: 28, scope: !12)
!56 = !DILocation(line: 23, column: 26, scope: !12)
!57 = !DILocation(line: 26, column: 9, scope: !12)
!58 = !DILocation(line: 27, column: 9, scope: !12)
!59 = !DILocation(line: 35, column: 9, scope: !12)
!60 = !DILocation(line: 18, column: 33, scope: !12)
!61 = distinct !{!61, !32, !62, !63}
!62 = !DILocation(line: 36, column: 5, scope: !12)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DILocation(line: 28, column: 24, scope: !12)
!65 = !DILocation(line: 28, column: 41, scope: !12)
!66 = !DILocation(line: 29, column: 24, scope: !12)
!67 = !DILocation(line: 29, column: 41, scope: !12)
!68 = !DILocation(line: 30, column: 25, scope: !12)
!69 = !DILocation(line: 30, column: 19, scope: !12)
!70 = !DILocation(line: 31, column: 25, scope: !12)
!71 = !DILocation(line: 31, column: 19, scope: !12)
!72 = !DILocation(line: 32, column: 25, scope: !12)
!73 = !DILocation(line: 32, column: 19, scope: !12)
!74 = !DILocation(line: 33, column: 25, scope: !12)
!75 = !DILocation(line: 33, column: 19, scope: !12)
!76 = !DILocation(line: 27, column: 42, scope: !12)
!77 = !DILocation(line: 27, column: 29, scope: !12)
!78 = distinct !{!78, !58, !79, !63}
!79 = !DILocation(line: 34, column: 9, scope: !12)
!80 = !DILocation(line: 39, column: 32, scope: !12)
!81 = !DILocation(line: 39, column: 36, scope: !12)
!82 = !DILocation(line: 39, column: 27, scope: !12)
!83 = !DILocation(line: 39, column: 42, scope: !12)
!84 = !DILocation(line: 40, column: 16, scope: !12)
!85 = !DILocation(line: 40, column: 32, scope: !12)
!86 = !DILocation(line: 40, column: 36, scope: !12)
!87 = !DILocation(line: 40, column: 27, scope: !12)
!88 = !DILocation(line: 40, column: 42, scope: !12)
!89 = !DILocation(line: 41, column: 12, scope: !12)
!90 = !DILocation(line: 41, column: 16, scope: !12)
!91 = !DILocation(line: 41, column: 32, scope: !12)
!92 = !DILocation(line: 41, column: 36, scope: !12)
!93 = !DILocation(line: 41, column: 27, scope: !12)
!94 = !DILocation(line: 41, column: 42, scope: !12)
!95 = !DILocation(line: 42, column: 16, scope: !12)
!96 = !DILocation(line: 42, column: 32, scope: !12)
!97 = !DILocation(line: 42, column: 36, scope: !12)
!98 = !DILocation(line: 42, column: 27, scope: !12)
!99 = !DILocation(line: 42, column: 42, scope: !12)
!100 = !DILocation(line: 43, column: 1, scope: !12)
!101 = distinct !DISubprogram(name: "sum_requests", scope: !7, file: !7, line: 16, type: !14, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!102 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !103)
!103 = distinct !DILocation(line: 17, column: 13, scope: !101)
!104 = !DILocation(line: 17, column: 24, scope: !101)
!105 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !106)
!106 = distinct !DILocation(line: 17, column: 32, scope: !101)
!107 = !DILocation(line: 17, column: 30, scope: !101)
!108 = !DILocation(line: 18, column: 11, scope: !101)
!109 = !DILocation(line: 18, column: 9, scope: !101)
!110 = !DILocation(line: 20, column: 49, scope: !101)
!111 = !DILocation(line: 20, column: 46, scope: !101)
!112 = !DILocation(line: 20, column: 57, scope: !101)
!113 = !DILocation(line: 20, column: 53, scope: !101)
!114 = !DILocation(line: 21, column: 5, scope: !101)
!115 = !DILocation(line: 21, column: 12, scope: !101)
!116 = !DILocation(line: 22, column: 1, scope: !101)
