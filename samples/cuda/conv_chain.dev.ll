; ModuleID = 'samples/cuda/conv_chain.cu'
source_filename = "samples/cuda/conv_chain.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2As = comdat any

$_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2Bs = comdat any

@_ZZ10gemm_tiledPKfS0_PfiiiE2As = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ10gemm_tiledPKfS0_PfiiiE2Bs = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4

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

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12conv3x3_reluPKfS0_Pfiiiii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 !dbg !101 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !102
  %10 = shl i32 %9, 5, !dbg !104
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !105
  %12 = shl i32 %11, 5, !dbg !107
  %13 = mul i32 %5, %4, !dbg !108
  %14 = mul i32 %13, %3, !dbg !109
  %15 = mul nsw i32 %6, 9, !dbg !110
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !111
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !116
  %18 = icmp sgt i32 %6, 0, !dbg !118
  br i1 %18, label %22, label %19, !dbg !119

19:                                               ; preds = %8
  %20 = add i32 %10, %17
  %21 = add i32 %12, %16
  br label %267, !dbg !119

22:                                               ; preds = %8
  %23 = sext i32 %17 to i64
  %24 = add nsw i32 %17, 16
  %25 = sext i32 %24 to i64
  %26 = sext i32 %16 to i64
  %27 = add nsw i32 %16, 16
  %28 = sext i32 %27 to i64
  %29 = add i32 %10, %17
  %30 = icmp sgt i32 %14, %29
  %31 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %23, i64 %26
  %32 = add i32 %12, %16
  %33 = icmp sge i32 %32, %7
  %34 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %23, i64 %26
  %35 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %23, i64 %28
  %36 = add nsw i32 %27, %12
  %37 = icmp sge i32 %36, %7
  %38 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %23, i64 %28
  %39 = add nsw i32 %24, %10
  %40 = icmp sgt i32 %14, %39
  %41 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %25, i64 %26
  %42 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %25, i64 %26
  %43 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %25, i64 %28
  %44 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %25, i64 %28
  br label %45, !dbg !119

45:                                               ; preds = %239, %22
  %46 = phi float [ 0.000000e+00, %22 ], [ %264, %239 ], !dbg !120
  %47 = phi float [ 0.000000e+00, %22 ], [ %262, %239 ], !dbg !120
  %48 = phi float [ 0.000000e+00, %22 ], [ %260, %239 ], !dbg !120
  %49 = phi float [ 0.000000e+00, %22 ], [ %258, %239 ], !dbg !120
  %50 = phi i32 [ 0, %22 ], [ %240, %239 ]
  %51 = add nsw i32 %50, %17
  %52 = icmp sle i32 %15, %51
  %53 = mul nsw i32 %51, %7
  %54 = add nsw i32 %50, %16, !dbg !121
  %55 = icmp sgt i32 %15, %54
  %56 = select i1 %30, i1 %55, i1 false, !dbg !122
  br i1 %56, label %57, label %89, !dbg !122

57:                                               ; preds = %45
  %58 = sdiv i32 %29, %5, !dbg !126
  %59 = srem i32 %58, %4, !dbg !127
  %60 = sdiv i32 %54, %6, !dbg !128
  %61 = freeze i32 %60
  %62 = sdiv i32 %61, 3, !dbg !129
  %63 = add nsw i32 %62, %59, !dbg !130
  %64 = icmp sgt i32 %63, 0, !dbg !131
  br i1 %64, label %65, label %89, !dbg !132

65:                                               ; preds = %57
  %66 = srem i32 %29, %5, !dbg !133
  %67 = mul i32 %62, 3
  %68 = sub i32 %61, %67
  %69 = add nsw i32 %66, %68, !dbg !134
  %70 = icmp sle i32 %63, %4, !dbg !135
  %71 = icmp sgt i32 %69, 0
  %72 = select i1 %70, i1 %71, i1 false, !dbg !136
  %73 = icmp sle i32 %69, %5
  %74 = select i1 %72, i1 %73, i1 false, !dbg !136
  br i1 %74, label %75, label %89, !dbg !137

75:                                               ; preds = %65
  %76 = sdiv i32 %29, %13, !dbg !138
  %77 = mul nsw i32 %76, %4, !dbg !139
  %78 = add nsw i32 %63, -1, !dbg !140
  %79 = add nsw i32 %78, %77, !dbg !141
  %80 = mul nsw i32 %79, %5, !dbg !142
  %81 = add nsw i32 %69, -1, !dbg !143
  %82 = add nsw i32 %81, %80, !dbg !144
  %83 = mul nsw i32 %82, %6, !dbg !145
  %84 = srem i32 %54, %6, !dbg !146
  %85 = add nsw i32 %83, %84, !dbg !147
  %86 = sext i32 %85 to i64, !dbg !148
  %87 = getelementptr inbounds float, ptr %0, i64 %86, !dbg !148
  %88 = load float, ptr %87, align 4, !dbg !148, !tbaa !46
  br label %89, !dbg !137

89:                                               ; preds = %75, %65, %57, %45
  %90 = phi float [ 0.000000e+00, %45 ], [ %88, %75 ], [ 0.000000e+00, %65 ], [ 0.000000e+00, %57 ], !dbg !149
  store float %90, ptr %31, align 4, !dbg !150, !tbaa !46
  %91 = select i1 %52, i1 true, i1 %33, !dbg !151
  br i1 %91, label %97, label %92, !dbg !151

92:                                               ; preds = %89
  %93 = add nsw i32 %53, %32, !dbg !154
  %94 = sext i32 %93 to i64, !dbg !155
  %95 = getelementptr inbounds float, ptr %1, i64 %94, !dbg !155
  %96 = load float, ptr %95, align 4, !dbg !155, !tbaa !46
  br label %97, !dbg !156

97:                                               ; preds = %92, %89
  %98 = phi contract float [ %96, %92 ], [ 0.000000e+00, %89 ], !dbg !156
  store float %98, ptr %34, align 4, !dbg !157, !tbaa !46
  %99 = add nsw i32 %50, %27, !dbg !121
  %100 = icmp sgt i32 %15, %99
  %101 = select i1 %30, i1 %100, i1 false, !dbg !122
  br i1 %101, label %102, label %136, !dbg !122

102:                                              ; preds = %97
  %103 = freeze i32 %29
  %104 = sdiv i32 %103, %5, !dbg !126
  %105 = srem i32 %104, %4, !dbg !127
  %106 = sdiv i32 %99, %6, !dbg !128
  %107 = freeze i32 %106
  %108 = sdiv i32 %107, 3, !dbg !129
  %109 = add nsw i32 %108, %105, !dbg !130
  %110 = icmp sgt i32 %109, 0, !dbg !131
  br i1 %110, label %111, label %136, !dbg !132

111:                                              ; preds = %102
  %112 = mul i32 %104, %5
  %113 = sub i32 %103, %112
  %114 = mul i32 %108, 3
  %115 = sub i32 %107, %114
  %116 = add nsw i32 %113, %115, !dbg !134
  %117 = icmp sle i32 %109, %4, !dbg !135
  %118 = icmp sgt i32 %116, 0
  %119 = select i1 %117, i1 %118, i1 false, !dbg !136
  %120 = icmp sle i32 %116, %5
  %121 = select i1 %119, i1 %120, i1 false, !dbg !136
  br i1 %121, label %122, label %136, !dbg !137

122:                                              ; preds = %111
  %123 = sdiv i32 %29, %13, !dbg !138
  %124 = mul nsw i32 %123, %4, !dbg !139
  %125 = add nsw i32 %109, -1, !dbg !140
  %126 = add nsw i32 %125, %124, !dbg !141
  %127 = mul nsw i32 %126, %5, !dbg !142
  %128 = add nsw i32 %116, -1, !dbg !143
  %129 = add nsw i32 %128, %127, !dbg !144
  %130 = mul nsw i32 %129, %6, !dbg !145
  %131 = srem i32 %99, %6, !dbg !146
  %132 = add nsw i32 %130, %131, !dbg !147
  %133 = sext i32 %132 to i64, !dbg !148
  %134 = getelementptr inbounds float, ptr %0, i64 %133, !dbg !148
  %135 = load float, ptr %134, align 4, !dbg !148, !tbaa !46
  br label %136, !dbg !137

136:                                              ; preds = %122, %111, %102, %97
  %137 = phi float [ 0.000000e+00, %97 ], [ %135, %122 ], [ 0.000000e+00, %111 ], [ 0.000000e+00, %102 ], !dbg !149
  store float %137, ptr %35, align 4, !dbg !150, !tbaa !46
  %138 = select i1 %52, i1 true, i1 %37, !dbg !151
  br i1 %138, label %144, label %139, !dbg !151

139:                                              ; preds = %136
  %140 = add nsw i32 %53, %36, !dbg !154
  %141 = sext i32 %140 to i64, !dbg !155
  %142 = getelementptr inbounds float, ptr %1, i64 %141, !dbg !155
  %143 = load float, ptr %142, align 4, !dbg !155, !tbaa !46
  br label %144, !dbg !156

144:                                              ; preds = %139, %136
  %145 = phi contract float [ %143, %139 ], [ 0.000000e+00, %136 ], !dbg !156
  store float %145, ptr %38, align 4, !dbg !157, !tbaa !46
  %146 = add nsw i32 %50, %24
  %147 = icmp sle i32 %15, %146
  %148 = mul nsw i32 %146, %7
  %149 = select i1 %40, i1 %55, i1 false, !dbg !122
  br i1 %149, label %150, label %183, !dbg !122

150:                                              ; preds = %144
  %151 = sdiv i32 %39, %5, !dbg !126
  %152 = srem i32 %151, %4, !dbg !127
  %153 = freeze i32 %54
  %154 = sdiv i32 %153, %6, !dbg !128
  %155 = sdiv i32 %154, 3, !dbg !129
  %156 = add nsw i32 %155, %152, !dbg !130
  %157 = icmp sgt i32 %156, 0, !dbg !131
  br i1 %157, label %158, label %183, !dbg !132

158:                                              ; preds = %150
  %159 = srem i32 %39, %5, !dbg !133
  %160 = mul i32 %155, 3
  %161 = sub i32 %154, %160
  %162 = add nsw i32 %159, %161, !dbg !134
  %163 = icmp sle i32 %156, %4, !dbg !135
  %164 = icmp sgt i32 %162, 0
  %165 = select i1 %163, i1 %164, i1 false, !dbg !136
  %166 = icmp sle i32 %162, %5
  %167 = select i1 %165, i1 %166, i1 false, !dbg !136
  br i1 %167, label %168, label %183, !dbg !137

168:                                              ; preds = %158
  %169 = sdiv i32 %39, %13, !dbg !138
  %170 = mul nsw i32 %169, %4, !dbg !139
  %171 = add nsw i32 %156, -1, !dbg !140
  %172 = add nsw i32 %171, %170, !dbg !141
  %173 = mul nsw i32 %172, %5, !dbg !142
  %174 = add nsw i32 %162, -1, !dbg !143
  %175 = add nsw i32 %174, %173, !dbg !144
  %176 = mul nsw i32 %175, %6, !dbg !145
  %177 = mul i32 %154, %6
  %178 = sub i32 %153, %177
  %179 = add nsw i32 %176, %178, !dbg !147
  %180 = sext i32 %179 to i64, !dbg !148
  %181 = getelementptr inbounds float, ptr %0, i64 %180, !dbg !148
  %182 = load float, ptr %181, align 4, !dbg !148, !tbaa !46
  br label %183, !dbg !137

183:                                              ; preds = %168, %158, %150, %144
  %184 = phi float [ 0.000000e+00, %144 ], [ %182, %168 ], [ 0.000000e+00, %158 ], [ 0.000000e+00, %150 ], !dbg !149
  store float %184, ptr %41, align 4, !dbg !150, !tbaa !46
  %185 = select i1 %147, i1 true, i1 %33, !dbg !151
  br i1 %185, label %191, label %186, !dbg !151

186:                                              ; preds = %183
  %187 = add nsw i32 %148, %32, !dbg !154
  %188 = sext i32 %187 to i64, !dbg !155
  %189 = getelementptr inbounds float, ptr %1, i64 %188, !dbg !155
  %190 = load float, ptr %189, align 4, !dbg !155, !tbaa !46
  br label %191, !dbg !156

191:                                              ; preds = %186, %183
  %192 = phi contract float [ %190, %186 ], [ 0.000000e+00, %183 ], !dbg !156
  store float %192, ptr %42, align 4, !dbg !157, !tbaa !46
  %193 = select i1 %40, i1 %100, i1 false, !dbg !122
  br i1 %193, label %194, label %229, !dbg !122

194:                                              ; preds = %191
  %195 = freeze i32 %39
  %196 = sdiv i32 %195, %5, !dbg !126
  %197 = srem i32 %196, %4, !dbg !127
  %198 = freeze i32 %99
  %199 = sdiv i32 %198, %6, !dbg !128
  %200 = sdiv i32 %199, 3, !dbg !129
  %201 = add nsw i32 %200, %197, !dbg !130
  %202 = icmp sgt i32 %201, 0, !dbg !131
  br i1 %202, label %203, label %229, !dbg !132

203:                                              ; preds = %194
  %204 = mul i32 %196, %5
  %205 = sub i32 %195, %204
  %206 = mul i32 %200, 3
  %207 = sub i32 %199, %206
  %208 = add nsw i32 %205, %207, !dbg !134
  %209 = icmp sle i32 %201, %4, !dbg !135
  %210 = icmp sgt i32 %208, 0
  %211 = select i1 %209, i1 %210, i1 false, !dbg !136
  %212 = icmp sle i32 %208, %5
  %213 = select i1 %211, i1 %212, i1 false, !dbg !136
  br i1 %213, label %214, label %229, !dbg !137

214:                                              ; preds = %203
  %215 = sdiv i32 %39, %13, !dbg !138
  %216 = mul nsw i32 %215, %4, !dbg !139
  %217 = add nsw i32 %201, -1, !dbg !140
  %218 = add nsw i32 %217, %216, !dbg !141
  %219 = mul nsw i32 %218, %5, !dbg !142
  %220 = add nsw i32 %208, -1, !dbg !143
  %221 = add nsw i32 %220, %219, !dbg !144
  %222 = mul nsw i32 %221, %6, !dbg !145
  %223 = mul i32 %199, %6
  %224 = sub i32 %198, %223
  %225 = add nsw i32 %222, %224, !dbg !147
  %226 = sext i32 %225 to i64, !dbg !148
  %227 = getelementptr inbounds float, ptr %0, i64 %226, !dbg !148
  %228 = load float, ptr %227, align 4, !dbg !148, !tbaa !46
  br label %229, !dbg !137

229:                                              ; preds = %214, %203, %194, %191
  %230 = phi float [ 0.000000e+00, %191 ], [ %228, %214 ], [ 0.000000e+00, %203 ], [ 0.000000e+00, %194 ], !dbg !149
  store float %230, ptr %43, align 4, !dbg !150, !tbaa !46
  %231 = select i1 %147, i1 true, i1 %37, !dbg !151
  br i1 %231, label %237, label %232, !dbg !151

232:                                              ; preds = %229
  %233 = add nsw i32 %148, %36, !dbg !154
  %234 = sext i32 %233 to i64, !dbg !155
  %235 = getelementptr inbounds float, ptr %1, i64 %234, !dbg !155
  %236 = load float, ptr %235, align 4, !dbg !155, !tbaa !46
  br label %237, !dbg !156

237:                                              ; preds = %232, %229
  %238 = phi contract float [ %236, %232 ], [ 0.000000e+00, %229 ], !dbg !156
  store float %238, ptr %44, align 4, !dbg !157, !tbaa !46
  tail call void @llvm.nvvm.barrier0(), !dbg !158
  br label %242, !dbg !159

239:                                              ; preds = %242
  tail call void @llvm.nvvm.barrier0(), !dbg !160
  %240 = add nuw nsw i32 %50, 32, !dbg !161
  %241 = icmp slt i32 %240, %15, !dbg !118
  br i1 %241, label %45, label %267, !dbg !119, !llvm.loop !162

242:                                              ; preds = %242, %237
  %243 = phi i32 [ 0, %237 ], [ %265, %242 ]
  %244 = phi float [ %49, %237 ], [ %258, %242 ]
  %245 = phi float [ %48, %237 ], [ %260, %242 ]
  %246 = phi float [ %47, %237 ], [ %262, %242 ]
  %247 = phi float [ %46, %237 ], [ %264, %242 ]
  %248 = zext i32 %243 to i64, !dbg !164
  %249 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %23, i64 %248, !dbg !164
  %250 = load float, ptr %249, align 4, !dbg !164, !tbaa !46
  %251 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %25, i64 %248, !dbg !165
  %252 = load float, ptr %251, align 4, !dbg !165, !tbaa !46
  %253 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %248, i64 %26, !dbg !166
  %254 = load float, ptr %253, align 4, !dbg !166, !tbaa !46
  %255 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %248, i64 %28, !dbg !167
  %256 = load float, ptr %255, align 4, !dbg !167, !tbaa !46
  %257 = fmul contract float %250, %254, !dbg !168
  %258 = fadd contract float %244, %257, !dbg !169
  %259 = fmul contract float %250, %256, !dbg !170
  %260 = fadd contract float %245, %259, !dbg !171
  %261 = fmul contract float %252, %254, !dbg !172
  %262 = fadd contract float %246, %261, !dbg !173
  %263 = fmul contract float %252, %256, !dbg !174
  %264 = fadd contract float %247, %263, !dbg !175
  %265 = add nuw nsw i32 %243, 1, !dbg !176
  %266 = icmp eq i32 %265, 32, !dbg !177
  br i1 %266, label %239, label %242, !dbg !159, !llvm.loop !178

267:                                              ; preds = %239, %19
  %268 = phi i32 [ %21, %19 ], [ %32, %239 ]
  %269 = phi i32 [ %20, %19 ], [ %29, %239 ]
  %270 = phi float [ 0.000000e+00, %19 ], [ %264, %239 ], !dbg !120
  %271 = phi float [ 0.000000e+00, %19 ], [ %262, %239 ], !dbg !120
  %272 = phi float [ 0.000000e+00, %19 ], [ %260, %239 ], !dbg !120
  %273 = phi float [ 0.000000e+00, %19 ], [ %258, %239 ], !dbg !120
  %274 = icmp slt i32 %269, %14
  %275 = mul nsw i32 %269, %7
  %276 = icmp slt i32 %268, %7
  %277 = select i1 %274, i1 %276, i1 false, !dbg !180
  br i1 %277, label %278, label %283, !dbg !180

278:                                              ; preds = %267
  %279 = tail call float @llvm.maxnum.f32(float %273, float 0.000000e+00), !dbg !183
  %280 = add nsw i32 %275, %268, !dbg !189
  %281 = sext i32 %280 to i64, !dbg !190
  %282 = getelementptr inbounds float, ptr %2, i64 %281, !dbg !190
  store float %279, ptr %282, align 4, !dbg !191, !tbaa !46
  br label %283, !dbg !190

283:                                              ; preds = %278, %267
  %284 = add i32 %268, 16, !dbg !192
  %285 = icmp slt i32 %284, %7
  %286 = select i1 %274, i1 %285, i1 false, !dbg !180
  br i1 %286, label %287, label %292, !dbg !180

287:                                              ; preds = %283
  %288 = tail call float @llvm.maxnum.f32(float %272, float 0.000000e+00), !dbg !183
  %289 = add nsw i32 %275, %284, !dbg !189
  %290 = sext i32 %289 to i64, !dbg !190
  %291 = getelementptr inbounds float, ptr %2, i64 %290, !dbg !190
  store float %288, ptr %291, align 4, !dbg !191, !tbaa !46
  br label %292, !dbg !190

292:                                              ; preds = %287, %283
  %293 = add i32 %269, 16
  %294 = icmp slt i32 %293, %14
  %295 = mul nsw i32 %293, %7
  %296 = select i1 %294, i1 %276, i1 false, !dbg !180
  br i1 %296, label %297, label %302, !dbg !180

297:                                              ; preds = %292
  %298 = tail call float @llvm.maxnum.f32(float %271, float 0.000000e+00), !dbg !183
  %299 = add nsw i32 %295, %268, !dbg !189
  %300 = sext i32 %299 to i64, !dbg !190
  %301 = getelementptr inbounds float, ptr %2, i64 %300, !dbg !190
  store float %298, ptr %301, align 4, !dbg !191, !tbaa !46
  br label %302, !dbg !190

302:                                              ; preds = %297, %292
  %303 = select i1 %294, i1 %285, i1 false, !dbg !180
  br i1 %303, label %304, label %309, !dbg !180

304:                                              ; preds = %302
  %305 = tail call float @llvm.maxnum.f32(float %270, float 0.000000e+00), !dbg !183
  %306 = add nsw i32 %295, %284, !dbg !189
  %307 = sext i32 %306 to i64, !dbg !190
  %308 = getelementptr inbounds float, ptr %2, i64 %307, !dbg !190
  store float %305, ptr %308, align 4, !dbg !191, !tbaa !46
  br label %309, !dbg !190

309:                                              ; preds = %302, %304
  ret void, !dbg !193
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "samples/cuda/conv_chain.cu", directory: "/work/main")
!8 = !{ptr @_Z10gemm_tiledPKfS0_Pfiii, !"kernel", i32 1}
!9 = !{ptr @_Z12conv3x3_reluPKfS0_Pfiiiii, !"kernel", i32 1}
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
!101 = distinct !DISubprogram(name: "conv3x3_relu", scope: !7, file: !7, line: 20, type: !14, scopeLine: 21, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!102 = !DILocation(line: 67, column: 3, scope: !24, inlinedAt: !103)
!103 = distinct !DILocation(line: 22, column: 16, scope: !101)
!104 = !DILocation(line: 22, column: 27, scope: !101)
!105 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !106)
!106 = distinct !DILocation(line: 22, column: 47, scope: !101)
!107 = !DILocation(line: 22, column: 58, scope: !101)
!108 = !DILocation(line: 22, column: 82, scope: !101)
!109 = !DILocation(line: 22, column: 86, scope: !101)
!110 = !DILocation(line: 24, column: 66, scope: !101)
!111 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !112)
!112 = distinct !DILocation(line: 17, column: 14, scope: !113, inlinedAt: !115)
!113 = distinct !DISubprogram(name: "gemm_accumulate<Window, Matrix>", scope: !114, file: !114, line: 14, type: !14, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!114 = !DIFile(filename: "samples/cuda/gemm_epilogue.cuh", directory: "/work/main")
!115 = distinct !DILocation(line: 24, column: 5, scope: !101)
!116 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !117)
!117 = distinct !DILocation(line: 17, column: 32, scope: !113, inlinedAt: !115)
!118 = !DILocation(line: 18, column: 25, scope: !113, inlinedAt: !115)
!119 = !DILocation(line: 18, column: 5, scope: !113, inlinedAt: !115)
!120 = !DILocation(line: 0, scope: !101)
!121 = !DILocation(line: 22, column: 43, scope: !113, inlinedAt: !115)
!122 = !DILocation(line: 12, column: 29, scope: !123, inlinedAt: !125)
!123 = distinct !DISubprogram(name: "operator()", scope: !124, file: !124, line: 10, type: !14, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!124 = !DIFile(filename: "samples/cuda/im2col.cuh", directory: "/work/main")
!125 = distinct !DILocation(line: 22, column: 28, scope: !113, inlinedAt: !115)
!126 = !DILocation(line: 13, column: 48, scope: !123, inlinedAt: !125)
!127 = !DILocation(line: 13, column: 52, scope: !123, inlinedAt: !125)
!128 = !DILocation(line: 14, column: 21, scope: !123, inlinedAt: !125)
!129 = !DILocation(line: 15, column: 26, scope: !123, inlinedAt: !125)
!130 = !DILocation(line: 15, column: 20, scope: !123, inlinedAt: !125)
!131 = !DILocation(line: 16, column: 26, scope: !123, inlinedAt: !125)
!132 = !DILocation(line: 16, column: 31, scope: !123, inlinedAt: !125)
!133 = !DILocation(line: 13, column: 68, scope: !123, inlinedAt: !125)
!134 = !DILocation(line: 15, column: 43, scope: !123, inlinedAt: !125)
!135 = !DILocation(line: 16, column: 37, scope: !123, inlinedAt: !125)
!136 = !DILocation(line: 16, column: 41, scope: !123, inlinedAt: !125)
!137 = !DILocation(line: 17, column: 16, scope: !123, inlinedAt: !125)
!138 = !DILocation(line: 13, column: 27, scope: !123, inlinedAt: !125)
!139 = !DILocation(line: 17, column: 35, scope: !123, inlinedAt: !125)
!140 = !DILocation(line: 15, column: 30, scope: !123, inlinedAt: !125)
!141 = !DILocation(line: 17, column: 39, scope: !123, inlinedAt: !125)
!142 = !DILocation(line: 17, column: 45, scope: !123, inlinedAt: !125)
!143 = !DILocation(line: 15, column: 53, scope: !123, inlinedAt: !125)
!144 = !DILocation(line: 17, column: 49, scope: !123, inlinedAt: !125)
!145 = !DILocation(line: 17, column: 55, scope: !123, inlinedAt: !125)
!146 = !DILocation(line: 14, column: 45, scope: !123, inlinedAt: !125)
!147 = !DILocation(line: 17, column: 66, scope: !123, inlinedAt: !125)
!148 = !DILocation(line: 17, column: 25, scope: !123, inlinedAt: !125)
!149 = !DILocation(line: 0, scope: !123, inlinedAt: !125)
!150 = !DILocation(line: 22, column: 26, scope: !113, inlinedAt: !115)
!151 = !DILocation(line: 54, column: 71, scope: !152, inlinedAt: !153)
!152 = distinct !DISubprogram(name: "operator()", scope: !114, file: !114, line: 54, type: !14, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!153 = distinct !DILocation(line: 23, column: 28, scope: !113, inlinedAt: !115)
!154 = !DILocation(line: 54, column: 96, scope: !152, inlinedAt: !153)
!155 = !DILocation(line: 54, column: 85, scope: !152, inlinedAt: !153)
!156 = !DILocation(line: 54, column: 62, scope: !152, inlinedAt: !153)
!157 = !DILocation(line: 23, column: 26, scope: !113, inlinedAt: !115)
!158 = !DILocation(line: 26, column: 9, scope: !113, inlinedAt: !115)
!159 = !DILocation(line: 27, column: 9, scope: !113, inlinedAt: !115)
!160 = !DILocation(line: 35, column: 9, scope: !113, inlinedAt: !115)
!161 = !DILocation(line: 18, column: 33, scope: !113, inlinedAt: !115)
!162 = distinct !{!162, !119, !163, !63}
!163 = !DILocation(line: 36, column: 5, scope: !113, inlinedAt: !115)
!164 = !DILocation(line: 28, column: 24, scope: !113, inlinedAt: !115)
!165 = !DILocation(line: 28, column: 41, scope: !113, inlinedAt: !115)
!166 = !DILocation(line: 29, column: 24, scope: !113, inlinedAt: !115)
!167 = !DILocation(line: 29, column: 41, scope: !113, inlinedAt: !115)
!168 = !DILocation(line: 30, column: 29, scope: !113, inlinedAt: !115)
!169 = !DILocation(line: 30, column: 23, scope: !113, inlinedAt: !115)
!170 = !DILocation(line: 31, column: 29, scope: !113, inlinedAt: !115)
!171 = !DILocation(line: 31, column: 23, scope: !113, inlinedAt: !115)
!172 = !DILocation(line: 32, column: 29, scope: !113, inlinedAt: !115)
!173 = !DILocation(line: 32, column: 23, scope: !113, inlinedAt: !115)
!174 = !DILocation(line: 33, column: 29, scope: !113, inlinedAt: !115)
!175 = !DILocation(line: 33, column: 23, scope: !113, inlinedAt: !115)
!176 = !DILocation(line: 27, column: 42, scope: !113, inlinedAt: !115)
!177 = !DILocation(line: 27, column: 29, scope: !113, inlinedAt: !115)
!178 = distinct !{!178, !159, !179, !63}
!179 = !DILocation(line: 34, column: 9, scope: !113, inlinedAt: !115)
!180 = !DILocation(line: 45, column: 23, scope: !181, inlinedAt: !182)
!181 = distinct !DISubprogram(name: "gemm_store<(lambda at samples/cuda/conv_chain.cu:26:72)>", scope: !114, file: !114, line: 41, type: !14, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!182 = distinct !DILocation(line: 26, column: 5, scope: !101)
!183 = !DILocation(line: 132, column: 55, scope: !184, inlinedAt: !186)
!184 = distinct !DISubprogram(name: "fmaxf", scope: !185, file: !185, line: 132, type: !14, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!185 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!186 = distinct !DILocation(line: 26, column: 103, scope: !187, inlinedAt: !188)
!187 = distinct !DISubprogram(name: "operator()", scope: !7, file: !7, line: 26, type: !14, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!188 = distinct !DILocation(line: 45, column: 50, scope: !181, inlinedAt: !182)
!189 = !DILocation(line: 45, column: 43, scope: !181, inlinedAt: !182)
!190 = !DILocation(line: 45, column: 33, scope: !181, inlinedAt: !182)
!191 = !DILocation(line: 45, column: 48, scope: !181, inlinedAt: !182)
!192 = !DILocation(line: 44, column: 79, scope: !181, inlinedAt: !182)
!193 = !DILocation(line: 27, column: 1, scope: !101)
