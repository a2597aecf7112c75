; ModuleID = 'samples/cuda/gpt3_mlp.cu'
source_filename = "samples/cuda/gpt3_mlp.cu"
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
define dso_local void @_Z9gemm_geluPKfS0_Pfiii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !101 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !102
  %8 = shl i32 %7, 5, !dbg !104
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !105
  %10 = shl i32 %9, 5, !dbg !107
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !108
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !113
  %13 = icmp sgt i32 %5, 0, !dbg !115
  br i1 %13, label %17, label %14, !dbg !116

14:                                               ; preds = %6
  %15 = add i32 %8, %12
  %16 = add i32 %10, %11
  br label %154, !dbg !116

17:                                               ; preds = %6
  %18 = sext i32 %12 to i64
  %19 = add nsw i32 %12, 16
  %20 = sext i32 %19 to i64
  %21 = sext i32 %11 to i64
  %22 = add nsw i32 %11, 16
  %23 = sext i32 %22 to i64
  %24 = add i32 %8, %12
  %25 = icmp slt i32 %24, %3
  %26 = mul nsw i32 %24, %5
  %27 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %18, i64 %21
  %28 = add i32 %10, %11
  %29 = icmp sge i32 %28, %4
  %30 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %18, i64 %21
  %31 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %18, i64 %23
  %32 = add nsw i32 %22, %10
  %33 = icmp sge i32 %32, %4
  %34 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %18, i64 %23
  %35 = add nsw i32 %19, %8
  %36 = icmp slt i32 %35, %3
  %37 = mul nsw i32 %35, %5
  %38 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %20, i64 %21
  %39 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %20, i64 %21
  %40 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %20, i64 %23
  %41 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %20, i64 %23
  br label %42, !dbg !116

42:                                               ; preds = %126, %17
  %43 = phi float [ 0.000000e+00, %17 ], [ %151, %126 ], !dbg !117
  %44 = phi float [ 0.000000e+00, %17 ], [ %149, %126 ], !dbg !117
  %45 = phi float [ 0.000000e+00, %17 ], [ %147, %126 ], !dbg !117
  %46 = phi float [ 0.000000e+00, %17 ], [ %145, %126 ], !dbg !117
  %47 = phi i32 [ 0, %17 ], [ %127, %126 ]
  %48 = add nsw i32 %47, %12
  %49 = icmp sge i32 %48, %5
  %50 = mul nsw i32 %48, %4
  br i1 %25, label %51, label %59, !dbg !118

51:                                               ; preds = %42
  %52 = add nsw i32 %47, %11, !dbg !121
  %53 = icmp slt i32 %52, %5, !dbg !122
  br i1 %53, label %54, label %59, !dbg !123

54:                                               ; preds = %51
  %55 = add nsw i32 %52, %26, !dbg !124
  %56 = sext i32 %55 to i64, !dbg !125
  %57 = getelementptr inbounds float, ptr %0, i64 %56, !dbg !125
  %58 = load float, ptr %57, align 4, !dbg !125, !tbaa !46
  br label %59, !dbg !123

59:                                               ; preds = %54, %51, %42
  %60 = phi contract float [ %58, %54 ], [ 0.000000e+00, %51 ], [ 0.000000e+00, %42 ], !dbg !123
  store float %60, ptr %27, align 4, !dbg !126, !tbaa !46
  %61 = select i1 %49, i1 true, i1 %29, !dbg !127
  br i1 %61, label %67, label %62, !dbg !127

62:                                               ; preds = %59
  %63 = add nsw i32 %50, %28, !dbg !129
  %64 = sext i32 %63 to i64, !dbg !130
  %65 = getelementptr inbounds float, ptr %1, i64 %64, !dbg !130
  %66 = load float, ptr %65, align 4, !dbg !130, !tbaa !46
  br label %67, !dbg !131

67:                                               ; preds = %62, %59
  %68 = phi contract float [ %66, %62 ], [ 0.000000e+00, %59 ], !dbg !131
  store float %68, ptr %30, align 4, !dbg !132, !tbaa !46
  br i1 %25, label %69, label %77, !dbg !118

69:                                               ; preds = %67
  %70 = add nsw i32 %47, %22, !dbg !121
  %71 = icmp slt i32 %70, %5, !dbg !122
  br i1 %71, label %72, label %77, !dbg !123

72:                                               ; preds = %69
  %73 = add nsw i32 %70, %26, !dbg !124
  %74 = sext i32 %73 to i64, !dbg !125
  %75 = getelementptr inbounds float, ptr %0, i64 %74, !dbg !125
  %76 = load float, ptr %75, align 4, !dbg !125, !tbaa !46
  br label %77, !dbg !123

77:                                               ; preds = %72, %69, %67
  %78 = phi contract float [ %76, %72 ], [ 0.000000e+00, %69 ], [ 0.000000e+00, %67 ], !dbg !123
  store float %78, ptr %31, align 4, !dbg !126, !tbaa !46
  %79 = select i1 %49, i1 true, i1 %33, !dbg !127
  br i1 %79, label %85, label %80, !dbg !127

80:                                               ; preds = %77
  %81 = add nsw i32 %50, %32, !dbg !129
  %82 = sext i32 %81 to i64, !dbg !130
  %83 = getelementptr inbounds float, ptr %1, i64 %82, !dbg !130
  %84 = load float, ptr %83, align 4, !dbg !130, !tbaa !46
  br label %85, !dbg !131

85:                                               ; preds = %80, %77
  %86 = phi contract float [ %84, %80 ], [ 0.000000e+00, %77 ], !dbg !131
  store float %86, ptr %34, align 4, !dbg !132, !tbaa !46
  %87 = add nsw i32 %47, %19
  %88 = icmp sge i32 %87, %5
  %89 = mul nsw i32 %87, %4
  br i1 %36, label %90, label %98, !dbg !118

90:                                               ; preds = %85
  %91 = add nsw i32 %47, %11, !dbg !121
  %92 = icmp slt i32 %91, %5, !dbg !122
  br i1 %92, label %93, label %98, !dbg !123

93:                                               ; preds = %90
  %94 = add nsw i32 %91, %37, !dbg !124
  %95 = sext i32 %94 to i64, !dbg !125
  %96 = getelementptr inbounds float, ptr %0, i64 %95, !dbg !125
  %97 = load float, ptr %96, align 4, !dbg !125, !tbaa !46
  br label %98, !dbg !123

98:                                               ; preds = %93, %90, %85
  %99 = phi contract float [ %97, %93 ], [ 0.000000e+00, %90 ], [ 0.000000e+00, %85 ], !dbg !123
  store float %99, ptr %38, align 4, !dbg !126, !tbaa !46
  %100 = select i1 %88, i1 true, i1 %29, !dbg !127
  br i1 %100, label %106, label %101, !dbg !127

101:                                              ; preds = %98
  %102 = add nsw i32 %89, %28, !dbg !129
  %103 = sext i32 %102 to i64, !dbg !130
  %104 = getelementptr inbounds float, ptr %1, i64 %103, !dbg !130
  %105 = load float, ptr %104, align 4, !dbg !130, !tbaa !46
  br label %106, !dbg !131

106:                                              ; preds = %101, %98
  %107 = phi contract float [ %105, %101 ], [ 0.000000e+00, %98 ], !dbg !131
  store float %107, ptr %39, align 4, !dbg !132, !tbaa !46
  br i1 %36, label %108, label %116, !dbg !118

108:                                              ; preds = %106
  %109 = add nsw i32 %47, %22, !dbg !121
  %110 = icmp slt i32 %109, %5, !dbg !122
  br i1 %110, label %111, label %116, !dbg !123

111:                                              ; preds = %108
  %112 = add nsw i32 %109, %37, !dbg !124
  %113 = sext i32 %112 to i64, !dbg !125
  %114 = getelementptr inbounds float, ptr %0, i64 %113, !dbg !125
  %115 = load float, ptr %114, align 4, !dbg !125, !tbaa !46
  br label %116, !dbg !123

116:                                              ; preds = %111, %108, %106
  %117 = phi contract float [ %115, %111 ], [ 0.000000e+00, %108 ], [ 0.000000e+00, %106 ], !dbg !123
  store float %117, ptr %40, align 4, !dbg !126, !tbaa !46
  %118 = select i1 %88, i1 true, i1 %33, !dbg !127
  br i1 %118, label %124, label %119, !dbg !127

119:                                              ; preds = %116
  %120 = add nsw i32 %89, %32, !dbg !129
  %121 = sext i32 %120 to i64, !dbg !130
  %122 = getelementptr inbounds float, ptr %1, i64 %121, !dbg !130
  %123 = load float, ptr %122, align 4, !dbg !130, !tbaa !46
  br label %124, !dbg !131

124:                                              ; preds = %119, %116
  %125 = phi contract float [ %123, %119 ], [ 0.000000e+00, %116 ], !dbg !131
  store float %125, ptr %41, align 4, !dbg !132, !tbaa !46
  tail call void @llvm.nvvm.barrier0(), !dbg !133
  br label %129, !dbg !134

126:                                              ; preds = %129
  tail call void @llvm.nvvm.barrier0(), !dbg !135
  %127 = add nuw nsw i32 %47, 32, !dbg !136
  %128 = icmp slt i32 %127, %5, !dbg !115
  br i1 %128, label %42, label %154, !dbg !116, !llvm.loop !137

129:                                              ; preds = %129, %124
  %130 = phi i32 [ 0, %124 ], [ %152, %129 ]
  %131 = phi float [ %46, %124 ], [ %145, %129 ]
  %132 = phi float [ %45, %124 ], [ %147, %129 ]
  %133 = phi float [ %44, %124 ], [ %149, %129 ]
  %134 = phi float [ %43, %124 ], [ %151, %129 ]
  %135 = zext i32 %130 to i64, !dbg !139
  %136 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %18, i64 %135, !dbg !139
  %137 = load float, ptr %136, align 4, !dbg !139, !tbaa !46
  %138 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %20, i64 %135, !dbg !140
  %139 = load float, ptr %138, align 4, !dbg !140, !tbaa !46
  %140 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %135, i64 %21, !dbg !141
  %141 = load float, ptr %140, align 4, !dbg !141, !tbaa !46
  %142 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %135, i64 %23, !dbg !142
  %143 = load float, ptr %142, align 4, !dbg !142, !tbaa !46
  %144 = fmul contract float %137, %141, !dbg !143
  %145 = fadd contract float %131, %144, !dbg !144
  %146 = fmul contract float %137, %143, !dbg !145
  %147 = fadd contract float %132, %146, !dbg !146
  %148 = fmul contract float %139, %141, !dbg !147
  %149 = fadd contract float %133, %148, !dbg !148
  %150 = fmul contract float %139, %143, !dbg !149
  %151 = fadd contract float %134, %150, !dbg !150
  %152 = add nuw nsw i32 %130, 1, !dbg !151
  %153 = icmp eq i32 %152, 32, !dbg !152
  br i1 %153, label %126, label %129, !dbg !134, !llvm.loop !153

154:                                              ; preds = %126, %14
  %155 = phi i32 [ %16, %14 ], [ %28, %126 ]
  %156 = phi i32 [ %15, %14 ], [ %24, %126 ]
  %157 = phi float [ 0.000000e+00, %14 ], [ %151, %126 ], !dbg !117
  %158 = phi float [ 0.000000e+00, %14 ], [ %149, %126 ], !dbg !117
  %159 = phi float [ 0.000000e+00, %14 ], [ %147, %126 ], !dbg !117
  %160 = phi float [ 0.000000e+00, %14 ], [ %145, %126 ], !dbg !117
  %161 = icmp slt i32 %156, %3
  %162 = mul nsw i32 %156, %4
  %163 = icmp slt i32 %155, %4
  %164 = select i1 %161, i1 %163, i1 false, !dbg !155
  br i1 %164, label %165, label %205, !dbg !155

165:                                              ; preds = %154
  %166 = fmul contract float %160, 0x3FE6A09E60000000, !dbg !158
  %167 = tail call float @llvm.fabs.f32(float %166), !dbg !163
  %168 = fcmp oge float %167, 0x3FF00C1FC0000000, !dbg !163
  br i1 %168, label %171, label %169, !dbg !163

169:                                              ; preds = %165
  %170 = fmul float %166, %166, !dbg !163
  br label %171, !dbg !163

171:                                              ; preds = %169, %165
  %172 = phi float [ 0x3FC06EBA60000000, %169 ], [ 0x3FE41B0840000000, %165 ], !dbg !163
  %173 = phi float [ 0xBFD8127580000000, %169 ], [ 0x3FED526FC0000000, %165 ], !dbg !163
  %174 = phi float [ 0x3FBCE315E0000000, %169 ], [ 0x3FC39F20C0000000, %165 ], !dbg !163
  %175 = phi float [ 0xBF9B837CE0000000, %169 ], [ 0xBFA1902C40000000, %165 ], !dbg !163
  %176 = phi float [ 0x3F755ABD40000000, %169 ], [ 0x3F75908160000000, %165 ], !dbg !163
  %177 = phi float [ 0xBF4AE9A400000000, %169 ], [ 0xBF3EAC1720000000, %165 ], !dbg !163
  %178 = phi float [ 0x3F163D2D40000000, %169 ], [ 0x3EF1394780000000, %165 ], !dbg !163
  %179 = phi float [ %170, %169 ], [ %167, %165 ], !dbg !163
  %180 = tail call float @llvm.fma.f32(float %178, float %179, float %177), !dbg !163
  %181 = tail call float @llvm.fma.f32(float %180, float %179, float %176), !dbg !163
  %182 = tail call float @llvm.fma.f32(float %181, float %179, float %175), !dbg !163
  %183 = tail call float @llvm.fma.f32(float %182, float %179, float %174), !dbg !163
  %184 = tail call float @llvm.fma.f32(float %183, float %179, float %173), !dbg !163
  %185 = tail call float @llvm.fma.f32(float %184, float %179, float %172), !dbg !163
  %186 = fneg float %179, !dbg !163
  %187 = select i1 %168, float %186, float %166, !dbg !163
  %188 = tail call float @llvm.fma.f32(float %185, float %187, float %187), !dbg !163
  br i1 %168, label %189, label %197, !dbg !163

189:                                              ; preds = %171
  %190 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %188) #5, !dbg !163
  %191 = fsub float 1.000000e+00, %190, !dbg !163
  %192 = bitcast float %191 to i32, !dbg !163
  %193 = bitcast float %166 to i32, !dbg !163
  %194 = and i32 %193, -2147483648, !dbg !163
  %195 = or i32 %194, %192, !dbg !163
  %196 = bitcast i32 %195 to float, !dbg !163
  br label %197, !dbg !163

197:                                              ; preds = %189, %171
  %198 = phi float [ %196, %189 ], [ %188, %171 ], !dbg !163
  %199 = fmul contract float %160, 5.000000e-01, !dbg !167
  %200 = fadd contract float %198, 1.000000e+00, !dbg !168
  %201 = fmul contract float %199, %200, !dbg !169
  %202 = add nsw i32 %162, %155, !dbg !170
  %203 = sext i32 %202 to i64, !dbg !171
  %204 = getelementptr inbounds float, ptr %2, i64 %203, !dbg !171
  store float %201, ptr %204, align 4, !dbg !172, !tbaa !46
  br label %205, !dbg !171

205:                                              ; preds = %197, %154
  %206 = add i32 %155, 16, !dbg !173
  %207 = icmp slt i32 %206, %4
  %208 = select i1 %161, i1 %207, i1 false, !dbg !155
  br i1 %208, label %209, label %249, !dbg !155

209:                                              ; preds = %205
  %210 = fmul contract float %159, 0x3FE6A09E60000000, !dbg !158
  %211 = tail call float @llvm.fabs.f32(float %210), !dbg !163
  %212 = fcmp oge float %211, 0x3FF00C1FC0000000, !dbg !163
  br i1 %212, label %215, label %213, !dbg !163

213:                                              ; preds = %209
  %214 = fmul float %210, %210, !dbg !163
  br label %215, !dbg !163

215:                                              ; preds = %213, %209
  %216 = phi float [ 0x3FC06EBA60000000, %213 ], [ 0x3FE41B0840000000, %209 ], !dbg !163
  %217 = phi float [ 0xBFD8127580000000, %213 ], [ 0x3FED526FC0000000, %209 ], !dbg !163
  %218 = phi float [ 0x3FBCE315E0000000, %213 ], [ 0x3FC39F20C0000000, %209 ], !dbg !163
  %219 = phi float [ 0xBF9B837CE0000000, %213 ], [ 0xBFA1902C40000000, %209 ], !dbg !163
  %220 = phi float [ 0x3F755ABD40000000, %213 ], [ 0x3F75908160000000, %209 ], !dbg !163
  %221 = phi float [ 0xBF4AE9A400000000, %213 ], [ 0xBF3EAC1720000000, %209 ], !dbg !163
  %222 = phi float [ 0x3F163D2D40000000, %213 ], [ 0x3EF1394780000000, %209 ], !dbg !163
  %223 = phi float [ %214, %213 ], [ %211, %209 ], !dbg !163
  %224 = tail call float @llvm.fma.f32(float %222, float %223, float %221), !dbg !163
  %225 = tail call float @llvm.fma.f32(float %224, float %223, float %220), !dbg !163
  %226 = tail call float @llvm.fma.f32(float %225, float %223, float %219), !dbg !163
  %227 = tail call float @llvm.fma.f32(float %226, float %223, float %218), !dbg !163
  %228 = tail call float @llvm.fma.f32(float %227, float %223, float %217), !dbg !163
  %229 = tail call float @llvm.fma.f32(float %228, float %223, float %216), !dbg !163
  %230 = fneg float %223, !dbg !163
  %231 = select i1 %212, float %230, float %210, !dbg !163
  %232 = tail call float @llvm.fma.f32(float %229, float %231, float %231), !dbg !163
  br i1 %212, label %233, label %241, !dbg !163

233:                                              ; preds = %215
  %234 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %232) #5, !dbg !163
  %235 = fsub float 1.000000e+00, %234, !dbg !163
  %236 = bitcast float %235 to i32, !dbg !163
  %237 = bitcast float %210 to i32, !dbg !163
  %238 = and i32 %237, -2147483648, !dbg !163
  %239 = or i32 %238, %236, !dbg !163
  %240 = bitcast i32 %239 to float, !dbg !163
  br label %241, !dbg !163

241:                                              ; preds = %233, %215
  %242 = phi float [ %240, %233 ], [ %232, %215 ], !dbg !163
  %243 = fmul contract float %159, 5.000000e-01, !dbg !167
  %244 = fadd contract float %242, 1.000000e+00, !dbg !168
  %245 = fmul contract float %243, %244, !dbg !169
  %246 = add nsw i32 %162, %206, !dbg !170
  %247 = sext i32 %246 to i64, !dbg !171
  %248 = getelementptr inbounds float, ptr %2, i64 %247, !dbg !171
  store float %245, ptr %248, align 4, !dbg !172, !tbaa !46
  br label %249, !dbg !171

249:                                              ; preds = %241, %205
  %250 = add i32 %156, 16
  %251 = icmp slt i32 %250, %3
  %252 = mul nsw i32 %250, %4
  %253 = select i1 %251, i1 %163, i1 false, !dbg !155
  br i1 %253, label %254, label %294, !dbg !155

254:                                              ; preds = %249
  %255 = fmul contract float %158, 0x3FE6A09E60000000, !dbg !158
  %256 = tail call float @llvm.fabs.f32(float %255), !dbg !163
  %257 = fcmp oge float %256, 0x3FF00C1FC0000000, !dbg !163
  br i1 %257, label %260, label %258, !dbg !163

258:                                              ; preds = %254
  %259 = fmul float %255, %255, !dbg !163
  br label %260, !dbg !163

260:                                              ; preds = %258, %254
  %261 = phi float [ 0x3FC06EBA60000000, %258 ], [ 0x3FE41B0840000000, %254 ], !dbg !163
  %262 = phi float [ 0xBFD8127580000000, %258 ], [ 0x3FED526FC0000000, %254 ], !dbg !163
  %263 = phi float [ 0x3FBCE315E0000000, %258 ], [ 0x3FC39F20C0000000, %254 ], !dbg !163
  %264 = phi float [ 0xBF9B837CE0000000, %258 ], [ 0xBFA1902C40000000, %254 ], !dbg !163
  %265 = phi float [ 0x3F755ABD40000000, %258 ], [ 0x3F75908160000000, %254 ], !dbg !163
  %266 = phi float [ 0xBF4AE9A400000000, %258 ], [ 0xBF3EAC1720000000, %254 ], !dbg !163
  %267 = phi float [ 0x3F163D2D40000000, %258 ], [ 0x3EF1394780000000, %254 ], !dbg !163
  %268 = phi float [ %259, %258 ], [ %256, %254 ], !dbg !163
  %269 = tail call float @llvm.fma.f32(float %267, float %268, float %266), !dbg !163
  %270 = tail call float @llvm.fma.f32(float %269, float %268, float %265), !dbg !163
  %271 = tail call float @llvm.fma.f32(float %270, float %268, float %264), !dbg !163
  %272 = tail call float @llvm.fma.f32(float %271, float %268, float %263), !dbg !163
  %273 = tail call float @llvm.fma.f32(float %272, float %268, float %262), !dbg !163
  %274 = tail call float @llvm.fma.f32(float %273, float %268, float %261), !dbg !163
  %275 = fneg float %268, !dbg !163
  %276 = select i1 %257, float %275, float %255, !dbg !163
  %277 = tail call float @llvm.fma.f32(float %274, float %276, float %276), !dbg !163
  br i1 %257, label %278, label %286, !dbg !163

278:                                              ; preds = %260
  %279 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %277) #5, !dbg !163
  %280 = fsub float 1.000000e+00, %279, !dbg !163
  %281 = bitcast float %280 to i32, !dbg !163
  %282 = bitcast float %255 to i32, !dbg !163
  %283 = and i32 %282, -2147483648, !dbg !163
  %284 = or i32 %283, %281, !dbg !163
  %285 = bitcast i32 %284 to float, !dbg !163
  br label %286, !dbg !163

286:                                              ; preds = %278, %260
  %287 = phi float [ %285, %278 ], [ %277, %260 ], !dbg !163
  %288 = fmul contract float %158, 5.000000e-01, !dbg !167
  %289 = fadd contract float %287, 1.000000e+00, !dbg !168
  %290 = fmul contract float %288, %289, !dbg !169
  %291 = add nsw i32 %252, %155, !dbg !170
  %292 = sext i32 %291 to i64, !dbg !171
  %293 = getelementptr inbounds float, ptr %2, i64 %292, !dbg !171
  store float %290, ptr %293, align 4, !dbg !172, !tbaa !46
  br label %294, !dbg !171

294:                                              ; preds = %286, %249
  %295 = select i1 %251, i1 %207, i1 false, !dbg !155
  br i1 %295, label %296, label %336, !dbg !155

296:                                              ; preds = %294
  %297 = fmul contract float %157, 0x3FE6A09E60000000, !dbg !158
  %298 = tail call float @llvm.fabs.f32(float %297), !dbg !163
  %299 = fcmp oge float %298, 0x3FF00C1FC0000000, !dbg !163
  br i1 %299, label %302, label %300, !dbg !163

300:                                              ; preds = %296
  %301 = fmul float %297, %297, !dbg !163
  br label %302, !dbg !163

302:                                              ; preds = %300, %296
  %303 = phi float [ 0x3FC06EBA60000000, %300 ], [ 0x3FE41B0840000000, %296 ], !dbg !163
  %304 = phi float [ 0xBFD8127580000000, %300 ], [ 0x3FED526FC0000000, %296 ], !dbg !163
  %305 = phi float [ 0x3FBCE315E0000000, %300 ], [ 0x3FC39F20C0000000, %296 ], !dbg !163
  %306 = phi float [ 0xBF9B837CE0000000, %300 ], [ 0xBFA1902C40000000, %296 ], !dbg !163
  %307 = phi float [ 0x3F755ABD40000000, %300 ], [ 0x3F75908160000000, %296 ], !dbg !163
  %308 = phi float [ 0xBF4AE9A400000000, %300 ], [ 0xBF3EAC1720000000, %296 ], !dbg !163
  %309 = phi float [ 0x3F163D2D40000000, %300 ], [ 0x3EF1394780000000, %296 ], !dbg !163
  %310 = phi float [ %301, %300 ], [ %298, %296 ], !dbg !163
  %311 = tail call float @llvm.fma.f32(float %309, float %310, float %308), !dbg !163
  %312 = tail call float @llvm.fma.f32(float %311, float %310, float %307), !dbg !163
  %313 = tail call float @llvm.fma.f32(float %312, float %310, float %306), !dbg !163
  %314 = tail call float @llvm.fma.f32(float %313, float %310, float %305), !dbg !163
  %315 = tail call float @llvm.fma.f32(float %314, float %310, float %304), !dbg !163
  %316 = tail call float @llvm.fma.f32(float %315, float %310, float %303), !dbg !163
  %317 = fneg float %310, !dbg !163
  %318 = select i1 %299, float %317, float %297, !dbg !163
  %319 = tail call float @llvm.fma.f32(float %316, float %318, float %318), !dbg !163
  br i1 %299, label %320, label %328, !dbg !163

320:                                              ; preds = %302
  %321 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %319) #5, !dbg !163
  %322 = fsub float 1.000000e+00, %321, !dbg !163
  %323 = bitcast float %322 to i32, !dbg !163
  %324 = bitcast float %297 to i32, !dbg !163
  %325 = and i32 %324, -2147483648, !dbg !163
  %326 = or i32 %325, %323, !dbg !163
  %327 = bitcast i32 %326 to float, !dbg !163
  br label %328, !dbg !163

328:                                              ; preds = %320, %302
  %329 = phi float [ %327, %320 ], [ %319, %302 ], !dbg !163
  %330 = fmul contract float %157, 5.000000e-01, !dbg !167
  %331 = fadd contract float %329, 1.000000e+00, !dbg !168
  %332 = fmul contract float %330, %331, !dbg !169
  %333 = add nsw i32 %252, %206, !dbg !170
  %334 = sext i32 %333 to i64, !dbg !171
  %335 = getelementptr inbounds float, ptr %2, i64 %334, !dbg !171
  store float %332, ptr %335, align 4, !dbg !172, !tbaa !46
  br label %336, !dbg !171

336:                                              ; preds = %294, %328
  ret void, !dbg !174
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

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
!7 = !DIFile(filename: "samples/cuda/gpt3_mlp.cu", directory: "/work/main")
!8 = !{ptr @_Z10gemm_tiledPKfS0_Pfiii, !"kernel", i32 1}
!9 = !{ptr @_Z9gemm_geluPKfS0_Pfiii, !"kernel", i32 1}
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
!101 = distinct !DISubprogram(name: "gemm_gelu", scope: !7, file: !7, line: 17, type: !14, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!102 = !DILocation(line: 67, column: 3, scope: !24, inlinedAt: !103)
!103 = distinct !DILocation(line: 19, column: 16, scope: !101)
!104 = !DILocation(line: 19, column: 27, scope: !101)
!105 = !DILocation(line: 66, column: 3, scope: !28, inlinedAt: !106)
!106 = distinct !DILocation(line: 19, column: 47, scope: !101)
!107 = !DILocation(line: 19, column: 58, scope: !101)
!108 = !DILocation(line: 53, column: 3, scope: !17, inlinedAt: !109)
!109 = distinct !DILocation(line: 17, column: 14, scope: !110, inlinedAt: !112)
!110 = distinct !DISubprogram(name: "gemm_accumulate<Matrix, Matrix>", scope: !111, file: !111, line: 14, type: !14, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!111 = !DIFile(filename: "samples/cuda/gemm_epilogue.cuh", directory: "/work/main")
!112 = distinct !DILocation(line: 21, column: 5, scope: !101)
!113 = !DILocation(line: 54, column: 3, scope: !21, inlinedAt: !114)
!114 = distinct !DILocation(line: 17, column: 32, scope: !110, inlinedAt: !112)
!115 = !DILocation(line: 18, column: 25, scope: !110, inlinedAt: !112)
!116 = !DILocation(line: 18, column: 5, scope: !110, inlinedAt: !112)
!117 = !DILocation(line: 0, scope: !101)
!118 = !DILocation(line: 54, column: 71, scope: !119, inlinedAt: !120)
!119 = distinct !DISubprogram(name: "operator()", scope: !111, file: !111, line: 54, type: !14, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!120 = distinct !DILocation(line: 22, column: 28, scope: !110, inlinedAt: !112)
!121 = !DILocation(line: 22, column: 43, scope: !110, inlinedAt: !112)
!122 = !DILocation(line: 54, column: 76, scope: !119, inlinedAt: !120)
!123 = !DILocation(line: 54, column: 62, scope: !119, inlinedAt: !120)
!124 = !DILocation(line: 54, column: 96, scope: !119, inlinedAt: !120)
!125 = !DILocation(line: 54, column: 85, scope: !119, inlinedAt: !120)
!126 = !DILocation(line: 22, column: 26, scope: !110, inlinedAt: !112)
!127 = !DILocation(line: 54, column: 71, scope: !119, inlinedAt: !128)
!128 = distinct !DILocation(line: 23, column: 28, scope: !110, inlinedAt: !112)
!129 = !DILocation(line: 54, column: 96, scope: !119, inlinedAt: !128)
!130 = !DILocation(line: 54, column: 85, scope: !119, inlinedAt: !128)
!131 = !DILocation(line: 54, column: 62, scope: !119, inlinedAt: !128)
!132 = !DILocation(line: 23, column: 26, scope: !110, inlinedAt: !112)
!133 = !DILocation(line: 26, column: 9, scope: !110, inlinedAt: !112)
!134 = !DILocation(line: 27, column: 9, scope: !110, inlinedAt: !112)
!135 = !DILocation(line: 35, column: 9, scope: !110, inlinedAt: !112)
!136 = !DILocation(line: 18, column: 33, scope: !110, inlinedAt: !112)
!137 = distinct !{!137, !116, !138, !63}
!138 = !DILocation(line: 36, column: 5, scope: !110, inlinedAt: !112)
!139 = !DILocation(line: 28, column: 24, scope: !110, inlinedAt: !112)
!140 = !DILocation(line: 28, column: 41, scope: !110, inlinedAt: !112)
!141 = !DILocation(line: 29, column: 24, scope: !110, inlinedAt: !112)
!142 = !DILocation(line: 29, column: 41, scope: !110, inlinedAt: !112)
!143 = !DILocation(line: 30, column: 29, scope: !110, inlinedAt: !112)
!144 = !DILocation(line: 30, column: 23, scope: !110, inlinedAt: !112)
!145 = !DILocation(line: 31, column: 29, scope: !110, inlinedAt: !112)
!146 = !DILocation(line: 31, column: 23, scope: !110, inlinedAt: !112)
!147 = !DILocation(line: 32, column: 29, scope: !110, inlinedAt: !112)
!148 = !DILocation(line: 32, column: 23, scope: !110, inlinedAt: !112)
!149 = !DILocation(line: 33, column: 29, scope: !110, inlinedAt: !112)
!150 = !DILocation(line: 33, column: 23, scope: !110, inlinedAt: !112)
!151 = !DILocation(line: 27, column: 42, scope: !110, inlinedAt: !112)
!152 = !DILocation(line: 27, column: 29, scope: !110, inlinedAt: !112)
!153 = distinct !{!153, !134, !154, !63}
!154 = !DILocation(line: 34, column: 9, scope: !110, inlinedAt: !112)
!155 = !DILocation(line: 45, column: 23, scope: !156, inlinedAt: !157)
!156 = distinct !DISubprogram(name: "gemm_store<(lambda at samples/cuda/gpt3_mlp.cu:22:45)>", scope: !111, file: !111, line: 41, type: !14, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!157 = distinct !DILocation(line: 22, column: 5, scope: !101)
!158 = !DILocation(line: 64, column: 74, scope: !159, inlinedAt: !160)
!159 = distinct !DISubprogram(name: "gelu", scope: !111, file: !111, line: 64, type: !14, scopeLine: 64, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!160 = distinct !DILocation(line: 22, column: 76, scope: !161, inlinedAt: !162)
!161 = distinct !DISubprogram(name: "operator()", scope: !7, file: !7, line: 22, type: !14, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!162 = distinct !DILocation(line: 45, column: 50, scope: !156, inlinedAt: !157)
!163 = !DILocation(line: 101, column: 43, scope: !164, inlinedAt: !166)
!164 = distinct !DISubprogram(name: "erff", scope: !165, file: !165, line: 101, type: !14, scopeLine: 101, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!165 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!166 = distinct !DILocation(line: 64, column: 67, scope: !159, inlinedAt: !160)
!167 = !DILocation(line: 64, column: 53, scope: !159, inlinedAt: !160)
!168 = !DILocation(line: 64, column: 65, scope: !159, inlinedAt: !160)
!169 = !DILocation(line: 64, column: 57, scope: !159, inlinedAt: !160)
!170 = !DILocation(line: 45, column: 43, scope: !156, inlinedAt: !157)
!171 = !DILocation(line: 45, column: 33, scope: !156, inlinedAt: !157)
!172 = !DILocation(line: 45, column: 48, scope: !156, inlinedAt: !157)
!173 = !DILocation(line: 44, column: 79, scope: !156, inlinedAt: !157)
!174 = !DILocation(line: 23, column: 1, scope: !101)
