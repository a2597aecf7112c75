; ModuleID = 'samples/cuda/llama_mlp.cu'
source_filename = "samples/cuda/llama_mlp.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As = comdat any

$_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs = comdat any

@_ZZ10gemm_tiledPKfS0_PfiiiE2As = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ10gemm_tiledPKfS0_PfiiiE2Bs = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4

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
define dso_local void @_Z11gemm_swigluPKfS0_S0_Pfiii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias noundef %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4, i32 noundef %5, i32 noundef %6) local_unnamed_addr #0 !dbg !101 {
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !102
  %9 = shl i32 %8, 5, !dbg !104
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !105
  %11 = shl i32 %10, 5, !dbg !107
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !108
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !113
  %14 = icmp sgt i32 %6, 0, !dbg !115
  br i1 %14, label %18, label %15, !dbg !116

15:                                               ; preds = %7
  %16 = add i32 %9, %13
  %17 = add i32 %11, %12
  br label %267, !dbg !116

18:                                               ; preds = %7
  %19 = sext i32 %13 to i64
  %20 = add nsw i32 %13, 16
  %21 = sext i32 %20 to i64
  %22 = sext i32 %12 to i64
  %23 = add nsw i32 %12, 16
  %24 = sext i32 %23 to i64
  %25 = add i32 %9, %13
  %26 = icmp slt i32 %25, %4
  %27 = mul nsw i32 %25, %6
  %28 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %19, i64 %22
  %29 = add i32 %11, %12
  %30 = icmp sge i32 %29, %5
  %31 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %19, i64 %22
  %32 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %19, i64 %24
  %33 = add nsw i32 %23, %11
  %34 = icmp sge i32 %33, %5
  %35 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %19, i64 %24
  %36 = add nsw i32 %20, %9
  %37 = icmp slt i32 %36, %4
  %38 = mul nsw i32 %36, %6
  %39 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %21, i64 %22
  %40 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %21, i64 %22
  %41 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %21, i64 %24
  %42 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %21, i64 %24
  br label %43, !dbg !116

43:                                               ; preds = %127, %18
  %44 = phi float [ 0.000000e+00, %18 ], [ %152, %127 ]
  %45 = phi float [ 0.000000e+00, %18 ], [ %150, %127 ]
  %46 = phi float [ 0.000000e+00, %18 ], [ %148, %127 ]
  %47 = phi float [ 0.000000e+00, %18 ], [ %146, %127 ]
  %48 = phi i32 [ 0, %18 ], [ %128, %127 ]
  %49 = add nsw i32 %48, %13
  %50 = icmp sge i32 %49, %6
  %51 = mul nsw i32 %49, %5
  br i1 %26, label %52, label %60, !dbg !117

52:                                               ; preds = %43
  %53 = add nsw i32 %48, %12, !dbg !120
  %54 = icmp slt i32 %53, %6, !dbg !121
  br i1 %54, label %55, label %60, !dbg !122

55:                                               ; preds = %52
  %56 = add nsw i32 %53, %27, !dbg !123
  %57 = sext i32 %56 to i64, !dbg !124
  %58 = getelementptr inbounds float, ptr %0, i64 %57, !dbg !124
  %59 = load float, ptr %58, align 4, !dbg !124, !tbaa !46
  br label %60, !dbg !122

60:                                               ; preds = %55, %52, %43
  %61 = phi contract float [ %59, %55 ], [ 0.000000e+00, %52 ], [ 0.000000e+00, %43 ], !dbg !122
  store float %61, ptr %28, align 4, !dbg !125, !tbaa !46
  %62 = select i1 %50, i1 true, i1 %30, !dbg !126
  br i1 %62, label %68, label %63, !dbg !126

63:                                               ; preds = %60
  %64 = add nsw i32 %51, %29, !dbg !128
  %65 = sext i32 %64 to i64, !dbg !129
  %66 = getelementptr inbounds float, ptr %1, i64 %65, !dbg !129
  %67 = load float, ptr %66, align 4, !dbg !129, !tbaa !46
  br label %68, !dbg !130

68:                                               ; preds = %63, %60
  %69 = phi contract float [ %67, %63 ], [ 0.000000e+00, %60 ], !dbg !130
  store float %69, ptr %31, align 4, !dbg !131, !tbaa !46
  br i1 %26, label %70, label %78, !dbg !117

70:                                               ; preds = %68
  %71 = add nsw i32 %48, %23, !dbg !120
  %72 = icmp slt i32 %71, %6, !dbg !121
  br i1 %72, label %73, label %78, !dbg !122

73:                                               ; preds = %70
  %74 = add nsw i32 %71, %27, !dbg !123
  %75 = sext i32 %74 to i64, !dbg !124
  %76 = getelementptr inbounds float, ptr %0, i64 %75, !dbg !124
  %77 = load float, ptr %76, align 4, !dbg !124, !tbaa !46
  br label %78, !dbg !122

78:                                               ; preds = %73, %70, %68
  %79 = phi contract float [ %77, %73 ], [ 0.000000e+00, %70 ], [ 0.000000e+00, %68 ], !dbg !122
  store float %79, ptr %32, align 4, !dbg !125, !tbaa !46
  %80 = select i1 %50, i1 true, i1 %34, !dbg !126
  br i1 %80, label %86, label %81, !dbg !126

81:                                               ; preds = %78
  %82 = add nsw i32 %51, %33, !dbg !128
  %83 = sext i32 %82 to i64, !dbg !129
  %84 = getelementptr inbounds float, ptr %1, i64 %83, !dbg !129
  %85 = load float, ptr %84, align 4, !dbg !129, !tbaa !46
  br label %86, !dbg !130

86:                                               ; preds = %81, %78
  %87 = phi contract float [ %85, %81 ], [ 0.000000e+00, %78 ], !dbg !130
  store float %87, ptr %35, align 4, !dbg !131, !tbaa !46
  %88 = add nsw i32 %48, %20
  %89 = icmp sge i32 %88, %6
  %90 = mul nsw i32 %88, %5
  br i1 %37, label %91, label %99, !dbg !117

91:                                               ; preds = %86
  %92 = add nsw i32 %48, %12, !dbg !120
  %93 = icmp slt i32 %92, %6, !dbg !121
  br i1 %93, label %94, label %99, !dbg !122

94:                                               ; preds = %91
  %95 = add nsw i32 %92, %38, !dbg !123
  %96 = sext i32 %95 to i64, !dbg !124
  %97 = getelementptr inbounds float, ptr %0, i64 %96, !dbg !124
  %98 = load float, ptr %97, align 4, !dbg !124, !tbaa !46
  br label %99, !dbg !122

99:                                               ; preds = %94, %91, %86
  %100 = phi contract float [ %98, %94 ], [ 0.000000e+00, %91 ], [ 0.000000e+00, %86 ], !dbg !122
  store float %100, ptr %39, align 4, !dbg !125, !tbaa !46
  %101 = select i1 %89, i1 true, i1 %30, !dbg !126
  br i1 %101, label %107, label %102, !dbg !126

102:                                              ; preds = %99
  %103 = add nsw i32 %90, %29, !dbg !128
  %104 = sext i32 %103 to i64, !dbg !129
  %105 = getelementptr inbounds float, ptr %1, i64 %104, !dbg !129
  %106 = load float, ptr %105, align 4, !dbg !129, !tbaa !46
  br label %107, !dbg !130

107:                                              ; preds = %102, %99
  %108 = phi contract float [ %106, %102 ], [ 0.000000e+00, %99 ], !dbg !130
  store float %108, ptr %40, align 4, !dbg !131, !tbaa !46
  br i1 %37, label %109, label %117, !dbg !117

109:                                              ; preds = %107
  %110 = add nsw i32 %48, %23, !dbg !120
  %111 = icmp slt i32 %110, %6, !dbg !121
  br i1 %111, label %112, label %117, !dbg !122

112:                                              ; preds = %109
  %113 = add nsw i32 %110, %38, !dbg !123
  %114 = sext i32 %113 to i64, !dbg !124
  %115 = getelementptr inbounds float, ptr %0, i64 %114, !dbg !124
  %116 = load float, ptr %115, align 4, !dbg !124, !tbaa !46
  br label %117, !dbg !122

117:                                              ; preds = %112, %109, %107
  %118 = phi contract float [ %116, %112 ], [ 0.000000e+00, %109 ], [ 0.000000e+00, %107 ], !dbg !122
  store float %118, ptr %41, align 4, !dbg !125, !tbaa !46
  %119 = select i1 %89, i1 true, i1 %34, !dbg !126
  br i1 %119, label %125, label %120, !dbg !126

120:                                              ; preds = %117
  %121 = add nsw i32 %90, %33, !dbg !128
  %122 = sext i32 %121 to i64, !dbg !129
  %123 = getelementptr inbounds float, ptr %1, i64 %122, !dbg !129
  %124 = load float, ptr %123, align 4, !dbg !129, !tbaa !46
  br label %125, !dbg !130

125:                                              ; preds = %120, %117
  %126 = phi contract float [ %124, %120 ], [ 0.000000e+00, %117 ], !dbg !130
  store float %126, ptr %42, align 4, !dbg !131, !tbaa !46
  tail call void @llvm.nvvm.barrier0(), !dbg !132
  br label %130, !dbg !133

127:                                              ; preds = %130
  tail call void @llvm.nvvm.barrier0(), !dbg !134
  %128 = add nuw nsw i32 %48, 32, !dbg !135
  %129 = icmp slt i32 %128, %6, !dbg !115
  br i1 %129, label %43, label %155, !dbg !116, !llvm.loop !136

130:                                              ; preds = %130, %125
  %131 = phi i32 [ 0, %125 ], [ %153, %130 ]
  %132 = phi float [ %47, %125 ], [ %146, %130 ]
  %133 = phi float [ %46, %125 ], [ %148, %130 ]
  %134 = phi float [ %45, %125 ], [ %150, %130 ]
  %135 = phi float [ %44, %125 ], [ %152, %130 ]
  %136 = zext i32 %131 to i64, !dbg !138
  %137 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %19, i64 %136, !dbg !138
  %138 = load float, ptr %137, align 4, !dbg !138, !tbaa !46
  %139 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %21, i64 %136, !dbg !139
  %140 = load float, ptr %139, align 4, !dbg !139, !tbaa !46
  %141 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %136, i64 %22, !dbg !140
  %142 = load float, ptr %141, align 4, !dbg !140, !tbaa !46
  %143 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %136, i64 %24, !dbg !141
  %144 = load float, ptr %143, align 4, !dbg !141, !tbaa !46
  %145 = fmul contract float %138, %142, !dbg !142
  %146 = fadd contract float %132, %145, !dbg !143
  %147 = fmul contract float %138, %144, !dbg !144
  %148 = fadd contract float %133, %147, !dbg !145
  %149 = fmul contract float %140, %142, !dbg !146
  %150 = fadd contract float %134, %149, !dbg !147
  %151 = fmul contract float %140, %144, !dbg !148
  %152 = fadd contract float %135, %151, !dbg !149
  %153 = add nuw nsw i32 %131, 1, !dbg !150
  %154 = icmp eq i32 %153, 32, !dbg !151
  br i1 %154, label %127, label %130, !dbg !133, !llvm.loop !152

155:                                              ; preds = %127, %239
  %156 = phi float [ %264, %239 ], [ 0.000000e+00, %127 ]
  %157 = phi float [ %262, %239 ], [ 0.000000e+00, %127 ]
  %158 = phi float [ %260, %239 ], [ 0.000000e+00, %127 ]
  %159 = phi float [ %258, %239 ], [ 0.000000e+00, %127 ]
  %160 = phi i32 [ %240, %239 ], [ 0, %127 ]
  %161 = add nsw i32 %160, %13
  %162 = icmp sge i32 %161, %6
  %163 = mul nsw i32 %161, %5
  br i1 %26, label %164, label %172, !dbg !154

164:                                              ; preds = %155
  %165 = add nsw i32 %160, %12, !dbg !157
  %166 = icmp slt i32 %165, %6, !dbg !158
  br i1 %166, label %167, label %172, !dbg !159

167:                                              ; preds = %164
  %168 = add nsw i32 %165, %27, !dbg !160
  %169 = sext i32 %168 to i64, !dbg !161
  %170 = getelementptr inbounds float, ptr %0, i64 %169, !dbg !161
  %171 = load float, ptr %170, align 4, !dbg !161, !tbaa !46
  br label %172, !dbg !159

172:                                              ; preds = %167, %164, %155
  %173 = phi contract float [ %171, %167 ], [ 0.000000e+00, %164 ], [ 0.000000e+00, %155 ], !dbg !159
  store float %173, ptr %28, align 4, !dbg !162, !tbaa !46
  %174 = select i1 %162, i1 true, i1 %30, !dbg !163
  br i1 %174, label %180, label %175, !dbg !163

175:                                              ; preds = %172
  %176 = add nsw i32 %163, %29, !dbg !165
  %177 = sext i32 %176 to i64, !dbg !166
  %178 = getelementptr inbounds float, ptr %2, i64 %177, !dbg !166
  %179 = load float, ptr %178, align 4, !dbg !166, !tbaa !46
  br label %180, !dbg !167

180:                                              ; preds = %175, %172
  %181 = phi contract float [ %179, %175 ], [ 0.000000e+00, %172 ], !dbg !167
  store float %181, ptr %31, align 4, !dbg !168, !tbaa !46
  br i1 %26, label %182, label %190, !dbg !154

182:                                              ; preds = %180
  %183 = add nsw i32 %160, %23, !dbg !157
  %184 = icmp slt i32 %183, %6, !dbg !158
  br i1 %184, label %185, label %190, !dbg !159

185:                                              ; preds = %182
  %186 = add nsw i32 %183, %27, !dbg !160
  %187 = sext i32 %186 to i64, !dbg !161
  %188 = getelementptr inbounds float, ptr %0, i64 %187, !dbg !161
  %189 = load float, ptr %188, align 4, !dbg !161, !tbaa !46
  br label %190, !dbg !159

190:                                              ; preds = %185, %182, %180
  %191 = phi contract float [ %189, %185 ], [ 0.000000e+00, %182 ], [ 0.000000e+00, %180 ], !dbg !159
  store float %191, ptr %32, align 4, !dbg !162, !tbaa !46
  %192 = select i1 %162, i1 true, i1 %34, !dbg !163
  br i1 %192, label %198, label %193, !dbg !163

193:                                              ; preds = %190
  %194 = add nsw i32 %163, %33, !dbg !165
  %195 = sext i32 %194 to i64, !dbg !166
  %196 = getelementptr inbounds float, ptr %2, i64 %195, !dbg !166
  %197 = load float, ptr %196, align 4, !dbg !166, !tbaa !46
  br label %198, !dbg !167

198:                                              ; preds = %193, %190
  %199 = phi contract float [ %197, %193 ], [ 0.000000e+00, %190 ], !dbg !167
  store float %199, ptr %35, align 4, !dbg !168, !tbaa !46
  %200 = add nsw i32 %160, %20
  %201 = icmp sge i32 %200, %6
  %202 = mul nsw i32 %200, %5
  br i1 %37, label %203, label %211, !dbg !154

203:                                              ; preds = %198
  %204 = add nsw i32 %160, %12, !dbg !157
  %205 = icmp slt i32 %204, %6, !dbg !158
  br i1 %205, label %206, label %211, !dbg !159

206:                                              ; preds = %203
  %207 = add nsw i32 %204, %38, !dbg !160
  %208 = sext i32 %207 to i64, !dbg !161
  %209 = getelementptr inbounds float, ptr %0, i64 %208, !dbg !161
  %210 = load float, ptr %209, align 4, !dbg !161, !tbaa !46
  br label %211, !dbg !159

211:                                              ; preds = %206, %203, %198
  %212 = phi contract float [ %210, %206 ], [ 0.000000e+00, %203 ], [ 0.000000e+00, %198 ], !dbg !159
  store float %212, ptr %39, align 4, !dbg !162, !tbaa !46
  %213 = select i1 %201, i1 true, i1 %30, !dbg !163
  br i1 %213, label %219, label %214, !dbg !163

214:                                              ; preds = %211
  %215 = add nsw i32 %202, %29, !dbg !165
  %216 = sext i32 %215 to i64, !dbg !166
  %217 = getelementptr inbounds float, ptr %2, i64 %216, !dbg !166
  %218 = load float, ptr %217, align 4, !dbg !166, !tbaa !46
  br label %219, !dbg !167

219:                                              ; preds = %214, %211
  %220 = phi contract float [ %218, %214 ], [ 0.000000e+00, %211 ], !dbg !167
  store float %220, ptr %40, align 4, !dbg !168, !tbaa !46
  br i1 %37, label %221, label %229, !dbg !154

221:                                              ; preds = %219
  %222 = add nsw i32 %160, %23, !dbg !157
  %223 = icmp slt i32 %222, %6, !dbg !158
  br i1 %223, label %224, label %229, !dbg !159

224:                                              ; preds = %221
  %225 = add nsw i32 %222, %38, !dbg !160
  %226 = sext i32 %225 to i64, !dbg !161
  %227 = getelementptr inbounds float, ptr %0, i64 %226, !dbg !161
  %228 = load float, ptr %227, align 4, !dbg !161, !tbaa !46
  br label %229, !dbg !159

229:                                              ; preds = %224, %221, %219
  %230 = phi contract float [ %228, %224 ], [ 0.000000e+00, %221 ], [ 0.000000e+00, %219 ], !dbg !159
  store float %230, ptr %41, align 4, !dbg !162, !tbaa !46
  %231 = select i1 %201, i1 true, i1 %34, !dbg !163
  br i1 %231, label %237, label %232, !dbg !163

232:                                              ; preds = %229
  %233 = add nsw i32 %202, %33, !dbg !165
  %234 = sext i32 %233 to i64, !dbg !166
  %235 = getelementptr inbounds float, ptr %2, i64 %234, !dbg !166
  %236 = load float, ptr %235, align 4, !dbg !166, !tbaa !46
  br label %237, !dbg !167

237:                                              ; preds = %232, %229
  %238 = phi contract float [ %236, %232 ], [ 0.000000e+00, %229 ], !dbg !167
  store float %238, ptr %42, align 4, !dbg !168, !tbaa !46
  tail call void @llvm.nvvm.barrier0(), !dbg !169
  br label %242, !dbg !170

239:                                              ; preds = %242
  tail call void @llvm.nvvm.barrier0(), !dbg !171
  %240 = add nuw nsw i32 %160, 32, !dbg !172
  %241 = icmp slt i32 %240, %6, !dbg !173
  br i1 %241, label %155, label %267, !dbg !174, !llvm.loop !175

242:                                              ; preds = %242, %237
  %243 = phi i32 [ 0, %237 ], [ %265, %242 ]
  %244 = phi float [ %159, %237 ], [ %258, %242 ]
  %245 = phi float [ %158, %237 ], [ %260, %242 ]
  %246 = phi float [ %157, %237 ], [ %262, %242 ]
  %247 = phi float [ %156, %237 ], [ %264, %242 ]
  %248 = zext i32 %243 to i64, !dbg !177
  %249 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %19, i64 %248, !dbg !177
  %250 = load float, ptr %249, align 4, !dbg !177, !tbaa !46
  %251 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %21, i64 %248, !dbg !178
  %252 = load float, ptr %251, align 4, !dbg !178, !tbaa !46
  %253 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %248, i64 %22, !dbg !179
  %254 = load float, ptr %253, align 4, !dbg !179, !tbaa !46
  %255 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %248, i64 %24, !dbg !180
  %256 = load float, ptr %255, align 4, !dbg !180, !tbaa !46
  %257 = fmul contract float %250, %254, !dbg !181
  %258 = fadd contract float %244, %257, !dbg !182
  %259 = fmul contract float %250, %256, !dbg !183
  %260 = fadd contract float %245, %259, !dbg !184
  %261 = fmul contract float %252, %254, !dbg !185
  %262 = fadd contract float %246, %261, !dbg !186
  %263 = fmul contract float %252, %256, !dbg !187
  %264 = fadd contract float %247, %263, !dbg !188
  %265 = add nuw nsw i32 %243, 1, !dbg !189
  %266 = icmp eq i32 %265, 32, !dbg !190
  br i1 %266, label %239, label %242, !dbg !170, !llvm.loop !191

267:                                              ; preds = %239, %15
  %268 = phi i32 [ %17, %15 ], [ %29, %239 ]
  %269 = phi i32 [ %16, %15 ], [ %25, %239 ]
  %270 = phi float [ 0.000000e+00, %15 ], [ %146, %239 ]
  %271 = phi float [ 0.000000e+00, %15 ], [ %148, %239 ]
  %272 = phi float [ 0.000000e+00, %15 ], [ %150, %239 ]
  %273 = phi float [ 0.000000e+00, %15 ], [ %152, %239 ]
  %274 = phi float [ 0.000000e+00, %15 ], [ %258, %239 ]
  %275 = phi float [ 0.000000e+00, %15 ], [ %260, %239 ]
  %276 = phi float [ 0.000000e+00, %15 ], [ %262, %239 ]
  %277 = phi float [ 0.000000e+00, %15 ], [ %264, %239 ]
  %278 = fneg contract float %271, !dbg !193
  %279 = tail call float @llvm.fma.f32(float %278, float 0x3F777313A0000000, float 5.000000e-01), !dbg !196
  %280 = tail call float @llvm.nvvm.saturate.f(float %279) #5, !dbg !196
  %281 = tail call float @llvm.nvvm.fma.rm.f(float %280, float 2.520000e+02, float 0x4168000020000000) #5, !dbg !196
  %282 = fadd float %281, 0xC168000FE0000000, !dbg !196
  %283 = fneg float %282, !dbg !196
  %284 = tail call float @llvm.fma.f32(float %278, float 0x3FF7154760000000, float %283), !dbg !196
  %285 = tail call float @llvm.fma.f32(float %278, float 0x3E54AE0C00000000, float %284), !dbg !196
  %286 = bitcast float %281 to i32, !dbg !196
  %287 = shl i32 %286, 23, !dbg !196
  %288 = bitcast i32 %287 to float, !dbg !196
  %289 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %285) #5, !dbg !196
  %290 = fmul float %289, %288, !dbg !196
  %291 = fadd contract float %290, 1.000000e+00, !dbg !200
  %292 = fdiv contract float %271, %291, !dbg !201
  %293 = fmul contract float %275, %292, !dbg !202
  %294 = fneg contract float %272, !dbg !193
  %295 = tail call float @llvm.fma.f32(float %294, float 0x3F777313A0000000, float 5.000000e-01), !dbg !196
  %296 = tail call float @llvm.nvvm.saturate.f(float %295) #5, !dbg !196
  %297 = tail call float @llvm.nvvm.fma.rm.f(float %296, float 2.520000e+02, float 0x4168000020000000) #5, !dbg !196
  %298 = fadd float %297, 0xC168000FE0000000, !dbg !196
  %299 = fneg float %298, !dbg !196
  %300 = tail call float @llvm.fma.f32(float %294, float 0x3FF7154760000000, float %299), !dbg !196
  %301 = tail call float @llvm.fma.f32(float %294, float 0x3E54AE0C00000000, float %300), !dbg !196
  %302 = bitcast float %297 to i32, !dbg !196
  %303 = shl i32 %302, 23, !dbg !196
  %304 = bitcast i32 %303 to float, !dbg !196
  %305 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %301) #5, !dbg !196
  %306 = fmul float %305, %304, !dbg !196
  %307 = fadd contract float %306, 1.000000e+00, !dbg !200
  %308 = fdiv contract float %272, %307, !dbg !201
  %309 = fmul contract float %276, %308, !dbg !202
  %310 = fneg contract float %273, !dbg !193
  %311 = tail call float @llvm.fma.f32(float %310, float 0x3F777313A0000000, float 5.000000e-01), !dbg !196
  %312 = tail call float @llvm.nvvm.saturate.f(float %311) #5, !dbg !196
  %313 = tail call float @llvm.nvvm.fma.rm.f(float %312, float 2.520000e+02, float 0x4168000020000000) #5, !dbg !196
  %314 = fadd float %313, 0xC168000FE0000000, !dbg !196
  %315 = fneg float %314, !dbg !196
  %316 = tail call float @llvm.fma.f32(float %310, float 0x3FF7154760000000, float %315), !dbg !196
  %317 = tail call float @llvm.fma.f32(float %310, float 0x3E54AE0C00000000, float %316), !dbg !196
  %318 = bitcast float %313 to i32, !dbg !196
  %319 = shl i32 %318, 23, !dbg !196
  %320 = bitcast i32 %319 to float, !dbg !196
  %321 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %317) #5, !dbg !196
  %322 = fmul float %321, %320, !dbg !196
  %323 = fadd contract float %322, 1.000000e+00, !dbg !200
  %324 = fdiv contract float %273, %323, !dbg !201
  %325 = fmul contract float %277, %324, !dbg !202
  %326 = icmp slt i32 %269, %4
  %327 = mul nsw i32 %269, %5
  %328 = icmp slt i32 %268, %5
  %329 = select i1 %326, i1 %328, i1 false, !dbg !203
  br i1 %329, label %330, label %350, !dbg !203

330:                                              ; preds = %267
  %331 = fneg contract float %270, !dbg !193
  %332 = tail call float @llvm.fma.f32(float %331, float 0x3F777313A0000000, float 5.000000e-01), !dbg !196
  %333 = tail call float @llvm.nvvm.saturate.f(float %332) #5, !dbg !196
  %334 = tail call float @llvm.nvvm.fma.rm.f(float %333, float 2.520000e+02, float 0x4168000020000000) #5, !dbg !196
  %335 = fadd float %334, 0xC168000FE0000000, !dbg !196
  %336 = fneg float %335, !dbg !196
  %337 = tail call float @llvm.fma.f32(float %331, float 0x3FF7154760000000, float %336), !dbg !196
  %338 = tail call float @llvm.fma.f32(float %331, float 0x3E54AE0C00000000, float %337), !dbg !196
  %339 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %338) #5, !dbg !196
  %340 = bitcast float %334 to i32, !dbg !196
  %341 = shl i32 %340, 23, !dbg !196
  %342 = bitcast i32 %341 to float, !dbg !196
  %343 = fmul float %339, %342, !dbg !196
  %344 = fadd contract float %343, 1.000000e+00, !dbg !200
  %345 = fdiv contract float %270, %344, !dbg !201
  %346 = fmul contract float %274, %345, !dbg !202
  %347 = add nsw i32 %327, %268, !dbg !206
  %348 = sext i32 %347 to i64, !dbg !207
  %349 = getelementptr inbounds float, ptr %3, i64 %348, !dbg !207
  store float %346, ptr %349, align 4, !dbg !208, !tbaa !46
  br label %350, !dbg !207

350:                                              ; preds = %330, %267
  %351 = add i32 %268, 16, !dbg !209
  %352 = icmp slt i32 %351, %5
  %353 = select i1 %326, i1 %352, i1 false, !dbg !203
  br i1 %353, label %354, label %358, !dbg !203

354:                                              ; preds = %350
  %355 = add nsw i32 %327, %351, !dbg !206
  %356 = sext i32 %355 to i64, !dbg !207
  %357 = getelementptr inbounds float, ptr %3, i64 %356, !dbg !207
  store float %293, ptr %357, align 4, !dbg !208, !tbaa !46
  br label %358, !dbg !207

358:                                              ; preds = %354, %350
  %359 = add i32 %269, 16
  %360 = icmp slt i32 %359, %4
  %361 = mul nsw i32 %359, %5
  %362 = select i1 %360, i1 %328, i1 false, !dbg !203
  br i1 %362, label %363, label %367, !dbg !203

363:                                              ; preds = %358
  %364 = add nsw i32 %361, %268, !dbg !206
  %365 = sext i32 %364 to i64, !dbg !207
  %366 = getelementptr inbounds float, ptr %3, i64 %365, !dbg !207
  store float %309, ptr %366, align 4, !dbg !208, !tbaa !46
  br label %367, !dbg !207

367:                                              ; preds = %363, %358
  %368 = select i1 %360, i1 %352, i1 false, !dbg !203
  br i1 %368, label %369, label %373, !dbg !203

369:                                              ; preds = %367
  %370 = add nsw i32 %361, %351, !dbg !206
  %371 = sext i32 %370 to i64, !dbg !207
  %372 = getelementptr inbounds float, ptr %3, i64 %371, !dbg !207
  store float %325, ptr %372, align 4, !dbg !208, !tbaa !46
  br label %373, !dbg !207

373:                                              ; preds = %367, %369
  ret void, !dbg !210
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

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
!7 = !DIFile(filename: "samples/cuda/llama_mlp.cu", directory: "/work/main")
!8 = !{ptr @_Z10gemm_tiledPKfS0_Pfiii, !"kernel", i32 1}
!9 = !{ptr @_Z11gemm_swigluPKfS0_S0_Pfiii, !"kernel", i32 1}
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
!101 = distinct !DISubprogram(name: "gemm_swiglu", scope: !7, file: !7, line: 15, type: !14, scopeLine: 16, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!102 = !DILocation(line: 67, column: 3, scope: !24, inlinedAt: !103)
!103 = distinct !DILocation(line: 17, column: 16, scope: !101)
!104 = !DILocation(line: 17, column: 27, scope: !101)
!105 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !106)
!106 = distinct !DILocation(line: 17, column: 47, scope: !101)
!107 = !DILocation(line: 17, column: 58, scope: !101)
!108 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !109)
!109 = distinct !DILocation(line: 17, column: 14, scope: !110, inlinedAt: !112)
!110 = distinct !DISubprogram(name: "gemm_accumulate<Matrix, Matrix>", scope: !111, file: !111, line: 14, type: !14, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!111 = !DIFile(filename: "samples/cuda/gemm_epilogue.cuh", directory: "/work/main")
!112 = distinct !DILocation(line: 19, column: 5, scope: !101)
!113 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !114)
!114 = distinct !DILocation(line: 17, column: 32, scope: !110, inlinedAt: !112)
!115 = !DILocation(line: 18, column: 25, scope: !110, inlinedAt: !112)
!116 = !DILocation(line: 18, column: 5, scope: !110, inlinedAt: !112)
!117 = !DILocation(line: 54, column: 71, scope: !118, inlinedAt: !119)
!118 = distinct !DISubprogram(name: "operator()", scope: !111, file: !111, line: 54, type: !14, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!119 = distinct !DILocation(line: 22, column: 28, scope: !110, inlinedAt: !112)
!120 = !DILocation(line: 22, column: 43, scope: !110, inlinedAt: !112)
!121 = !DILocation(line: 54, column: 76, scope: !118, inlinedAt: !119)
!122 = !DILocation(line: 54, column: 62, scope: !118, inlinedAt: !119)
!123 = !DILocation(line: 54, column: 96, scope: !118, inlinedAt: !119)
!124 = !DILocation(line: 54, column: 85, scope: !118, inlinedAt: !119)
!125 = !DILocation(line: 22, column: 26, scope: !110, inlinedAt: !112)
!126 = !DILocation(line: 54, column: 71, scope: !118, inlinedAt: !127)
!127 = distinct !DILocation(line: 23, column: 28, scope: !110, inlinedAt: !112)
!128 = !DILocation(line: 54, column: 96, scope: !118, inlinedAt: !127)
!129 = !DILocation(line: 54, column: 85, scope: !118, inlinedAt: !127)
!130 = !DILocation(line: 54, column: 62, scope: !118, inlinedAt: !127)
!131 = !DILocation(line: 23, column: 26, scope: !110, inlinedAt: !112)
!132 = !DILocation(line: 26, column: 9, scope: !110, inlinedAt: !112)
!133 = !DILocation(line: 27, column: 9, scope: !110, inlinedAt: !112)
!134 = !DILocation(line: 35, column: 9, scope: !110, inlinedAt: !112)
!135 = !DILocation(line: 18, column: 33, scope: !110, inlinedAt: !112)
!136 = distinct !{!136, !116, !137, !63}
!137 = !DILocation(line: 36, column: 5, scope: !110, inlinedAt: !112)
!138 = !DILocation(line: 28, column: 24, scope: !110, inlinedAt: !112)
!139 = !DILocation(line: 28, column: 41, scope: !110, inlinedAt: !112)
!140 = !DILocation(line: 29, column: 24, scope: !110, inlinedAt: !112)
!141 = !DILocation(line: 29, column: 41, scope: !110, inlinedAt: !112)
!142 = !DILocation(line: 30, column: 29, scope: !110, inlinedAt: !112)
!143 = !DILocation(line: 30, column: 23, scope: !110, inlinedAt: !112)
!144 = !DILocation(line: 31, column: 29, scope: !110, inlinedAt: !112)
!145 = !DILocation(line: 31, column: 23, scope: !110, inlinedAt: !112)
!146 = !DILocation(line: 32, column: 29, scope: !110, inlinedAt: !112)
!147 = !DILocation(line: 32, column: 23, scope: !110, inlinedAt: !112)
!148 = !DILocation(line: 33, column: 29, scope: !110, inlinedAt: !112)
!149 = !DILocation(line: 33, column: 23, scope: !110, inlinedAt: !112)
!150 = !DILocation(line: 27, column: 42, scope: !110, inlinedAt: !112)
!151 = !DILocation(line: 27, column: 29, scope: !110, inlinedAt: !112)
!152 = distinct !{!152, !133, !153, !63}
!153 = !DILocation(line: 34, column: 9, scope: !110, inlinedAt: !112)
!154 = !DILocation(line: 54, column: 71, scope: !118, inlinedAt: !155)
!155 = distinct !DILocation(line: 22, column: 28, scope: !110, inlinedAt: !156)
!156 = distinct !DILocation(line: 20, column: 5, scope: !101)
!157 = !DILocation(line: 22, column: 43, scope: !110, inlinedAt: !156)
!158 = !DILocation(line: 54, column: 76, scope: !118, inlinedAt: !155)
!159 = !DILocation(line: 54, column: 62, scope: !118, inlinedAt: !155)
!160 = !DILocation(line: 54, column: 96, scope: !118, inlinedAt: !155)
!161 = !DILocation(line: 54, column: 85, scope: !118, inlinedAt: !155)
!162 = !DILocation(line: 22, column: 26, scope: !110, inlinedAt: !156)
!163 = !DILocation(line: 54, column: 71, scope: !118, inlinedAt: !164)
!164 = distinct !DILocation(line: 23, column: 28, scope: !110, inlinedAt: !156)
!165 = !DILocation(line: 54, column: 96, scope: !118, inlinedAt: !164)
!166 = !DILocation(line: 54, column: 85, scope: !118, inlinedAt: !164)
!167 = !DILocation(line: 54, column: 62, scope: !118, inlinedAt: !164)
!168 = !DILocation(line: 23, column: 26, scope: !110, inlinedAt: !156)
!169 = !DILocation(line: 26, column: 9, scope: !110, inlinedAt: !156)
!170 = !DILocation(line: 27, column: 9, scope: !110, inlinedAt: !156)
!171 = !DILocation(line: 35, column: 9, scope: !110, inlinedAt: !156)
!172 = !DILocation(line: 18, column: 33, scope: !110, inlinedAt: !156)
!173 = !DILocation(line: 18, column: 25, scope: !110, inlinedAt: !156)
!174 = !DILocation(line: 18, column: 5, scope: !110, inlinedAt: !156)
!175 = distinct !{!175, !174, !176, !63}
!176 = !DILocation(line: 36, column: 5, scope: !110, inlinedAt: !156)
!177 = !DILocation(line: 28, column: 24, scope: !110, inlinedAt: !156)
!178 = !DILocation(line: 28, column: 41, scope: !110, inlinedAt: !156)
!179 = !DILocation(line: 29, column: 24, scope: !110, inlinedAt: !156)
!180 = !DILocation(line: 29, column: 41, scope: !110, inlinedAt: !156)
!181 = !DILocation(line: 30, column: 29, scope: !110, inlinedAt: !156)
!182 = !DILocation(line: 30, column: 23, scope: !110, inlinedAt: !156)
!183 = !DILocation(line: 31, column: 29, scope: !110, inlinedAt: !156)
!184 = !DILocation(line: 31, column: 23, scope: !110, inlinedAt: !156)
!185 = !DILocation(line: 32, column: 29, scope: !110, inlinedAt: !156)
!186 = !DILocation(line: 32, column: 23, scope: !110, inlinedAt: !156)
!187 = !DILocation(line: 33, column: 29, scope: !110, inlinedAt: !156)
!188 = !DILocation(line: 33, column: 23, scope: !110, inlinedAt: !156)
!189 = !DILocation(line: 27, column: 42, scope: !110, inlinedAt: !156)
!190 = !DILocation(line: 27, column: 29, scope: !110, inlinedAt: !156)
!191 = distinct !{!191, !170, !192, !63}
!192 = !DILocation(line: 34, column: 9, scope: !110, inlinedAt: !156)
!193 = !DILocation(line: 65, column: 65, scope: !194, inlinedAt: !195)
!194 = distinct !DISubprogram(name: "silu", scope: !111, file: !111, line: 65, type: !14, scopeLine: 65, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!195 = distinct !DILocation(line: 22, column: 50, scope: !101)
!196 = !DILocation(line: 109, column: 43, scope: !197, inlinedAt: !199)
!197 = distinct !DISubprogram(name: "expf", scope: !198, file: !198, line: 109, type: !14, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!198 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!199 = distinct !DILocation(line: 65, column: 60, scope: !194, inlinedAt: !195)
!200 = !DILocation(line: 65, column: 58, scope: !194, inlinedAt: !195)
!201 = !DILocation(line: 65, column: 50, scope: !194, inlinedAt: !195)
!202 = !DILocation(line: 22, column: 67, scope: !101)
!203 = !DILocation(line: 45, column: 23, scope: !204, inlinedAt: !205)
!204 = distinct !DISubprogram(name: "gemm_store<(lambda at samples/cuda/llama_mlp.cu:23:46)>", scope: !111, file: !111, line: 41, type: !14, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!205 = distinct !DILocation(line: 23, column: 5, scope: !101)
!206 = !DILocation(line: 45, column: 43, scope: !204, inlinedAt: !205)
!207 = !DILocation(line: 45, column: 33, scope: !204, inlinedAt: !205)
!208 = !DILocation(line: 45, column: 48, scope: !204, inlinedAt: !205)
!209 = !DILocation(line: 44, column: 79, scope: !204, inlinedAt: !205)
!210 = !DILocation(line: 24, column: 1, scope: !101)
