; ModuleID = 'samples/cuda/attention_rows.cu'
source_filename = "samples/cuda/attention_rows.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As = comdat any

$_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs = comdat any

$_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As = comdat any

$_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs = comdat any

@_ZZ10gemm_tiledPKfS0_PfiiiE2As = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ10gemm_tiledPKfS0_PfiiiE2Bs = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10gemm_tiledPKfS0_Pfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !15 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !19
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !23
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !26
  %10 = shl i32 %9, 5, !dbg !29
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !30
  %12 = shl i32 %11, 5, !dbg !33
  %13 = icmp sgt i32 %5, 0, !dbg !34
  br i1 %13, label %17, label %14, !dbg !35

14:                                               ; preds = %6
  %15 = add nsw i32 %10, %8, !dbg !36
  %16 = add nsw i32 %12, %7, !dbg !37
  br label %54, !dbg !35

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
  br label %42, !dbg !35

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
  %53 = select i1 %25, i1 %52, i1 false, !dbg !38
  br i1 %53, label %66, label %71, !dbg !38

54:                                               ; preds = %134, %14
  %55 = phi i32 [ %16, %14 ], [ %28, %134 ], !dbg !37
  %56 = phi i32 [ %15, %14 ], [ %24, %134 ], !dbg !36
  %57 = phi float [ 0.000000e+00, %14 ], [ %159, %134 ], !dbg !39
  %58 = phi float [ 0.000000e+00, %14 ], [ %157, %134 ], !dbg !40
  %59 = phi float [ 0.000000e+00, %14 ], [ %155, %134 ], !dbg !41
  %60 = phi float [ 0.000000e+00, %14 ], [ %153, %134 ], !dbg !42
  %61 = add nsw i32 %56, 16, !dbg !43
  %62 = add nsw i32 %55, 16, !dbg !44
  %63 = icmp slt i32 %56, %3, !dbg !45
  %64 = icmp slt i32 %55, %4
  %65 = select i1 %63, i1 %64, i1 false, !dbg !46
  br i1 %65, label %162, label %167, !dbg !46

66:                                               ; preds = %42
  %67 = add i32 %51, %26, !dbg !47
  %68 = sext i32 %67 to i64, !dbg !48
  %69 = getelementptr inbounds float, ptr %0, i64 %68, !dbg !48
  %70 = load float, ptr %69, align 4, !dbg !48, !tbaa !49
  br label %71, !dbg !53

71:                                               ; preds = %42, %66
  %72 = phi contract float [ %70, %66 ], [ 0.000000e+00, %42 ], !dbg !53
  store float %72, ptr %27, align 4, !dbg !54, !tbaa !49
  %73 = select i1 %49, i1 %29, i1 false, !dbg !55
  br i1 %73, label %74, label %79, !dbg !55

74:                                               ; preds = %71
  %75 = add i32 %28, %50, !dbg !56
  %76 = sext i32 %75 to i64, !dbg !57
  %77 = getelementptr inbounds float, ptr %1, i64 %76, !dbg !57
  %78 = load float, ptr %77, align 4, !dbg !57, !tbaa !49
  br label %79, !dbg !58

79:                                               ; preds = %71, %74
  %80 = phi contract float [ %78, %74 ], [ 0.000000e+00, %71 ], !dbg !58
  store float %80, ptr %30, align 4, !dbg !59, !tbaa !49
  %81 = add i32 %22, %47
  %82 = icmp slt i32 %81, %5
  %83 = select i1 %25, i1 %82, i1 false, !dbg !38
  br i1 %83, label %84, label %89, !dbg !38

84:                                               ; preds = %79
  %85 = add i32 %81, %26, !dbg !47
  %86 = sext i32 %85 to i64, !dbg !48
  %87 = getelementptr inbounds float, ptr %0, i64 %86, !dbg !48
  %88 = load float, ptr %87, align 4, !dbg !48, !tbaa !49
  br label %89, !dbg !53

89:                                               ; preds = %84, %79
  %90 = phi contract float [ %88, %84 ], [ 0.000000e+00, %79 ], !dbg !53
  store float %90, ptr %31, align 4, !dbg !54, !tbaa !49
  %91 = select i1 %49, i1 %33, i1 false, !dbg !55
  br i1 %91, label %92, label %97, !dbg !55

92:                                               ; preds = %89
  %93 = add i32 %32, %50, !dbg !56
  %94 = sext i32 %93 to i64, !dbg !57
  %95 = getelementptr inbounds float, ptr %1, i64 %94, !dbg !57
  %96 = load float, ptr %95, align 4, !dbg !57, !tbaa !49
  br label %97, !dbg !58

97:                                               ; preds = %92, %89
  %98 = phi contract float [ %96, %92 ], [ 0.000000e+00, %89 ], !dbg !58
  store float %98, ptr %34, align 4, !dbg !59, !tbaa !49
  %99 = add nsw i32 %19, %47
  %100 = icmp slt i32 %99, %5
  %101 = mul nsw i32 %99, %4
  %102 = select i1 %36, i1 %52, i1 false, !dbg !38
  br i1 %102, label %103, label %108, !dbg !38

103:                                              ; preds = %97
  %104 = add i32 %51, %37, !dbg !47
  %105 = sext i32 %104 to i64, !dbg !48
  %106 = getelementptr inbounds float, ptr %0, i64 %105, !dbg !48
  %107 = load float, ptr %106, align 4, !dbg !48, !tbaa !49
  br label %108, !dbg !53

108:                                              ; preds = %103, %97
  %109 = phi contract float [ %107, %103 ], [ 0.000000e+00, %97 ], !dbg !53
  store float %109, ptr %38, align 4, !dbg !54, !tbaa !49
  %110 = select i1 %100, i1 %29, i1 false, !dbg !55
  br i1 %110, label %111, label %116, !dbg !55

111:                                              ; preds = %108
  %112 = add i32 %28, %101, !dbg !56
  %113 = sext i32 %112 to i64, !dbg !57
  %114 = getelementptr inbounds float, ptr %1, i64 %113, !dbg !57
  %115 = load float, ptr %114, align 4, !dbg !57, !tbaa !49
  br label %116, !dbg !58

116:                                              ; preds = %111, %108
  %117 = phi contract float [ %115, %111 ], [ 0.000000e+00, %108 ], !dbg !58
  store float %117, ptr %39, align 4, !dbg !59, !tbaa !49
  %118 = select i1 %36, i1 %82, i1 false, !dbg !38
  br i1 %118, label %119, label %124, !dbg !38

119:                                              ; preds = %116
  %120 = add i32 %81, %37, !dbg !47
  %121 = sext i32 %120 to i64, !dbg !48
  %122 = getelementptr inbounds float, ptr %0, i64 %121, !dbg !48
  %123 = load float, ptr %122, align 4, !dbg !48, !tbaa !49
  br label %124, !dbg !53

124:                                              ; preds = %119, %116
  %125 = phi contract float [ %123, %119 ], [ 0.000000e+00, %116 ], !dbg !53
  store float %125, ptr %40, align 4, !dbg !54, !tbaa !49
  %126 = select i1 %100, i1 %33, i1 false, !dbg !55
  br i1 %126, label %127, label %132, !dbg !55

127:                                              ; preds = %124
  %128 = add i32 %32, %101, !dbg !56
  %129 = sext i32 %128 to i64, !dbg !57
  %130 = getelementptr inbounds float, ptr %1, i64 %129, !dbg !57
  %131 = load float, ptr %130, align 4, !dbg !57, !tbaa !49
  br label %132, !dbg !58

132:                                              ; preds = %127, %124
  %133 = phi contract float [ %131, %127 ], [ 0.000000e+00, %124 ], !dbg !58
  store float %133, ptr %41, align 4, !dbg !59, !tbaa !49
  tail call void @llvm.nvvm.barrier0(), !dbg !60
  br label %137, !dbg !61

134:                                              ; preds = %137
  tail call void @llvm.nvvm.barrier0(), !dbg !62
  %135 = add nuw nsw i32 %47, 32, !dbg !63
  %136 = icmp slt i32 %135, %5, !dbg !34
  br i1 %136, label %42, label %54, !dbg !35, !llvm.loop !64

137:                                              ; preds = %132, %137
  %138 = phi float [ %43, %132 ], [ %153, %137 ]
  %139 = phi float [ %44, %132 ], [ %155, %137 ]
  %140 = phi float [ %45, %132 ], [ %157, %137 ]
  %141 = phi float [ %46, %132 ], [ %159, %137 ]
  %142 = phi i32 [ 0, %132 ], [ %160, %137 ]
  %143 = zext i32 %142 to i64, !dbg !67
  %144 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %18, i64 %143, !dbg !67
  %145 = load float, ptr %144, align 4, !dbg !67, !tbaa !49
  %146 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %20, i64 %143, !dbg !68
  %147 = load float, ptr %146, align 4, !dbg !68, !tbaa !49
  %148 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %143, i64 %21, !dbg !69
  %149 = load float, ptr %148, align 4, !dbg !69, !tbaa !49
  %150 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %143, i64 %23, !dbg !70
  %151 = load float, ptr %150, align 4, !dbg !70, !tbaa !49
  %152 = fmul contract float %145, %149, !dbg !71
  %153 = fadd contract float %138, %152, !dbg !72
  %154 = fmul contract float %145, %151, !dbg !73
  %155 = fadd contract float %139, %154, !dbg !74
  %156 = fmul contract float %147, %149, !dbg !75
  %157 = fadd contract float %140, %156, !dbg !76
  %158 = fmul contract float %147, %151, !dbg !77
  %159 = fadd contract float %141, %158, !dbg !78
  %160 = add nuw nsw i32 %142, 1, !dbg !79
  %161 = icmp eq i32 %160, 32, !dbg !80
  br i1 %161, label %134, label %137, !dbg !61, !llvm.loop !81

162:                                              ; preds = %54
  %163 = mul nsw i32 %56, %4, !dbg !83
  %164 = add nsw i32 %163, %55, !dbg !84
  %165 = sext i32 %164 to i64, !dbg !85
  %166 = getelementptr inbounds float, ptr %2, i64 %165, !dbg !85
  store float %60, ptr %166, align 4, !dbg !86, !tbaa !49
  br label %167, !dbg !85

167:                                              ; preds = %162, %54
  %168 = icmp slt i32 %62, %4
  %169 = select i1 %63, i1 %168, i1 false, !dbg !87
  br i1 %169, label %170, label %175, !dbg !87

170:                                              ; preds = %167
  %171 = mul nsw i32 %56, %4, !dbg !88
  %172 = add nsw i32 %171, %62, !dbg !89
  %173 = sext i32 %172 to i64, !dbg !90
  %174 = getelementptr inbounds float, ptr %2, i64 %173, !dbg !90
  store float %59, ptr %174, align 4, !dbg !91, !tbaa !49
  br label %175, !dbg !90

175:                                              ; preds = %170, %167
  %176 = icmp slt i32 %61, %3, !dbg !92
  %177 = select i1 %176, i1 %64, i1 false, !dbg !93
  br i1 %177, label %178, label %183, !dbg !93

178:                                              ; preds = %175
  %179 = mul nsw i32 %61, %4, !dbg !94
  %180 = add nsw i32 %179, %55, !dbg !95
  %181 = sext i32 %180 to i64, !dbg !96
  %182 = getelementptr inbounds float, ptr %2, i64 %181, !dbg !96
  store float %58, ptr %182, align 4, !dbg !97, !tbaa !49
  br label %183, !dbg !96

183:                                              ; preds = %178, %175
  %184 = select i1 %176, i1 %168, i1 false, !dbg !98
  br i1 %184, label %185, label %190, !dbg !98

185:                                              ; preds = %183
  %186 = mul nsw i32 %61, %4, !dbg !99
  %187 = add nsw i32 %186, %62, !dbg !100
  %188 = sext i32 %187 to i64, !dbg !101
  %189 = getelementptr inbounds float, ptr %2, i64 %188, !dbg !101
  store float %57, ptr %189, align 4, !dbg !102, !tbaa !49
  br label %190, !dbg !101

190:                                              ; preds = %185, %183
  ret void, !dbg !103
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12strip_scoresPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !104 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !105
  %7 = mul nsw i32 %6, %3, !dbg !107
  %8 = mul nsw i32 %7, %4, !dbg !108
  %9 = sext i32 %8 to i64, !dbg !109
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !109
  %11 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !110
  %12 = icmp sgt i32 %3, 0, !dbg !111
  br i1 %12, label %13, label %46, !dbg !112

13:                                               ; preds = %5
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !113
  %15 = shl i32 %14, 5, !dbg !115
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %18 = icmp sgt i32 %4, 0
  %19 = sext i32 %17 to i64
  %20 = add nsw i32 %17, 16
  %21 = sext i32 %20 to i64
  %22 = sext i32 %16 to i64
  %23 = add nsw i32 %16, 16
  %24 = sext i32 %23 to i64
  %25 = add i32 %15, %17
  %26 = icmp slt i32 %25, %3
  %27 = mul nsw i32 %25, %4
  %28 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %19, i64 %22
  %29 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %19, i64 %22
  %30 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %19, i64 %24
  %31 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %19, i64 %24
  %32 = add nsw i32 %20, %15
  %33 = icmp slt i32 %32, %3
  %34 = mul nsw i32 %32, %4
  %35 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %21, i64 %22
  %36 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %21, i64 %22
  %37 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %21, i64 %24
  %38 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %21, i64 %24
  %39 = mul nsw i32 %7, %3
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds float, ptr %2, i64 %40
  %42 = mul nsw i32 %25, %3
  %43 = add i32 %25, 16
  %44 = icmp slt i32 %43, %3
  %45 = mul nsw i32 %43, %3
  br label %47, !dbg !112

46:                                               ; preds = %197, %5
  ret void, !dbg !116

47:                                               ; preds = %13, %197
  %48 = phi i32 [ 0, %13 ], [ %198, %197 ]
  %49 = add i32 %48, %16
  br i1 %18, label %50, label %166, !dbg !117

50:                                               ; preds = %47
  %51 = icmp sge i32 %49, %3
  %52 = mul nsw i32 %49, %4
  %53 = add nsw i32 %48, %23
  %54 = icmp sge i32 %53, %3
  %55 = mul nsw i32 %53, %4
  br label %56, !dbg !117

56:                                               ; preds = %138, %50
  %57 = phi float [ 0.000000e+00, %50 ], [ %163, %138 ], !dbg !121
  %58 = phi float [ 0.000000e+00, %50 ], [ %161, %138 ], !dbg !121
  %59 = phi float [ 0.000000e+00, %50 ], [ %159, %138 ], !dbg !121
  %60 = phi float [ 0.000000e+00, %50 ], [ %157, %138 ], !dbg !121
  %61 = phi i32 [ 0, %50 ], [ %139, %138 ]
  %62 = add nsw i32 %61, %17
  %63 = icmp sge i32 %62, %4
  br i1 %26, label %64, label %72, !dbg !122

64:                                               ; preds = %56
  %65 = add nsw i32 %61, %16, !dbg !125
  %66 = icmp slt i32 %65, %4, !dbg !126
  br i1 %66, label %67, label %72, !dbg !127

67:                                               ; preds = %64
  %68 = add nsw i32 %65, %27, !dbg !128
  %69 = sext i32 %68 to i64, !dbg !129
  %70 = getelementptr inbounds float, ptr %10, i64 %69, !dbg !129
  %71 = load float, ptr %70, align 4, !dbg !129, !tbaa !49
  br label %72, !dbg !127

72:                                               ; preds = %67, %64, %56
  %73 = phi contract float [ %71, %67 ], [ 0.000000e+00, %64 ], [ 0.000000e+00, %56 ], !dbg !127
  store float %73, ptr %28, align 4, !dbg !130, !tbaa !49
  %74 = select i1 %51, i1 true, i1 %63, !dbg !131
  br i1 %74, label %80, label %75, !dbg !131

75:                                               ; preds = %72
  %76 = add nsw i32 %62, %52, !dbg !134
  %77 = sext i32 %76 to i64, !dbg !135
  %78 = getelementptr inbounds float, ptr %11, i64 %77, !dbg !135
  %79 = load float, ptr %78, align 4, !dbg !135, !tbaa !49
  br label %80, !dbg !136

80:                                               ; preds = %75, %72
  %81 = phi contract float [ %79, %75 ], [ 0.000000e+00, %72 ], !dbg !136
  store float %81, ptr %29, align 4, !dbg !137, !tbaa !49
  br i1 %26, label %82, label %90, !dbg !122

82:                                               ; preds = %80
  %83 = add nsw i32 %61, %23, !dbg !125
  %84 = icmp slt i32 %83, %4, !dbg !126
  br i1 %84, label %85, label %90, !dbg !127

85:                                               ; preds = %82
  %86 = add nsw i32 %83, %27, !dbg !128
  %87 = sext i32 %86 to i64, !dbg !129
  %88 = getelementptr inbounds float, ptr %10, i64 %87, !dbg !129
  %89 = load float, ptr %88, align 4, !dbg !129, !tbaa !49
  br label %90, !dbg !127

90:                                               ; preds = %85, %82, %80
  %91 = phi contract float [ %89, %85 ], [ 0.000000e+00, %82 ], [ 0.000000e+00, %80 ], !dbg !127
  store float %91, ptr %30, align 4, !dbg !130, !tbaa !49
  %92 = select i1 %54, i1 true, i1 %63, !dbg !131
  br i1 %92, label %98, label %93, !dbg !131

93:                                               ; preds = %90
  %94 = add nsw i32 %62, %55, !dbg !134
  %95 = sext i32 %94 to i64, !dbg !135
  %96 = getelementptr inbounds float, ptr %11, i64 %95, !dbg !135
  %97 = load float, ptr %96, align 4, !dbg !135, !tbaa !49
  br label %98, !dbg !136

98:                                               ; preds = %93, %90
  %99 = phi contract float [ %97, %93 ], [ 0.000000e+00, %90 ], !dbg !136
  store float %99, ptr %31, align 4, !dbg !137, !tbaa !49
  %100 = add nsw i32 %61, %20
  %101 = icmp sge i32 %100, %4
  br i1 %33, label %102, label %110, !dbg !122

102:                                              ; preds = %98
  %103 = add nsw i32 %61, %16, !dbg !125
  %104 = icmp slt i32 %103, %4, !dbg !126
  br i1 %104, label %105, label %110, !dbg !127

105:                                              ; preds = %102
  %106 = add nsw i32 %103, %34, !dbg !128
  %107 = sext i32 %106 to i64, !dbg !129
  %108 = getelementptr inbounds float, ptr %10, i64 %107, !dbg !129
  %109 = load float, ptr %108, align 4, !dbg !129, !tbaa !49
  br label %110, !dbg !127

110:                                              ; preds = %105, %102, %98
  %111 = phi contract float [ %109, %105 ], [ 0.000000e+00, %102 ], [ 0.000000e+00, %98 ], !dbg !127
  store float %111, ptr %35, align 4, !dbg !130, !tbaa !49
  %112 = select i1 %51, i1 true, i1 %101, !dbg !131
  br i1 %112, label %118, label %113, !dbg !131

113:                                              ; preds = %110
  %114 = add nsw i32 %100, %52, !dbg !134
  %115 = sext i32 %114 to i64, !dbg !135
  %116 = getelementptr inbounds float, ptr %11, i64 %115, !dbg !135
  %117 = load float, ptr %116, align 4, !dbg !135, !tbaa !49
  br label %118, !dbg !136

118:                                              ; preds = %113, %110
  %119 = phi contract float [ %117, %113 ], [ 0.000000e+00, %110 ], !dbg !136
  store float %119, ptr %36, align 4, !dbg !137, !tbaa !49
  br i1 %33, label %120, label %128, !dbg !122

120:                                              ; preds = %118
  %121 = add nsw i32 %61, %23, !dbg !125
  %122 = icmp slt i32 %121, %4, !dbg !126
  br i1 %122, label %123, label %128, !dbg !127

123:                                              ; preds = %120
  %124 = add nsw i32 %121, %34, !dbg !128
  %125 = sext i32 %124 to i64, !dbg !129
  %126 = getelementptr inbounds float, ptr %10, i64 %125, !dbg !129
  %127 = load float, ptr %126, align 4, !dbg !129, !tbaa !49
  br label %128, !dbg !127

128:                                              ; preds = %123, %120, %118
  %129 = phi contract float [ %127, %123 ], [ 0.000000e+00, %120 ], [ 0.000000e+00, %118 ], !dbg !127
  store float %129, ptr %37, align 4, !dbg !130, !tbaa !49
  %130 = select i1 %54, i1 true, i1 %101, !dbg !131
  br i1 %130, label %136, label %131, !dbg !131

131:                                              ; preds = %128
  %132 = add nsw i32 %100, %55, !dbg !134
  %133 = sext i32 %132 to i64, !dbg !135
  %134 = getelementptr inbounds float, ptr %11, i64 %133, !dbg !135
  %135 = load float, ptr %134, align 4, !dbg !135, !tbaa !49
  br label %136, !dbg !136

136:                                              ; preds = %131, %128
  %137 = phi contract float [ %135, %131 ], [ 0.000000e+00, %128 ], !dbg !136
  store float %137, ptr %38, align 4, !dbg !137, !tbaa !49
  tail call void @llvm.nvvm.barrier0(), !dbg !138
  br label %141, !dbg !139

138:                                              ; preds = %141
  tail call void @llvm.nvvm.barrier0(), !dbg !140
  %139 = add nuw nsw i32 %61, 32, !dbg !141
  %140 = icmp slt i32 %139, %4, !dbg !142
  br i1 %140, label %56, label %166, !dbg !117, !llvm.loop !143

141:                                              ; preds = %141, %136
  %142 = phi i32 [ 0, %136 ], [ %164, %141 ]
  %143 = phi float [ %60, %136 ], [ %157, %141 ]
  %144 = phi float [ %59, %136 ], [ %159, %141 ]
  %145 = phi float [ %58, %136 ], [ %161, %141 ]
  %146 = phi float [ %57, %136 ], [ %163, %141 ]
  %147 = zext i32 %142 to i64, !dbg !145
  %148 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %19, i64 %147, !dbg !145
  %149 = load float, ptr %148, align 4, !dbg !145, !tbaa !49
  %150 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %21, i64 %147, !dbg !146
  %151 = load float, ptr %150, align 4, !dbg !146, !tbaa !49
  %152 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %147, i64 %22, !dbg !147
  %153 = load float, ptr %152, align 4, !dbg !147, !tbaa !49
  %154 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %147, i64 %24, !dbg !148
  %155 = load float, ptr %154, align 4, !dbg !148, !tbaa !49
  %156 = fmul contract float %149, %153, !dbg !149
  %157 = fadd contract float %143, %156, !dbg !150
  %158 = fmul contract float %149, %155, !dbg !151
  %159 = fadd contract float %144, %158, !dbg !152
  %160 = fmul contract float %151, %153, !dbg !153
  %161 = fadd contract float %145, %160, !dbg !154
  %162 = fmul contract float %151, %155, !dbg !155
  %163 = fadd contract float %146, %162, !dbg !156
  %164 = add nuw nsw i32 %142, 1, !dbg !157
  %165 = icmp eq i32 %164, 32, !dbg !158
  br i1 %165, label %138, label %141, !dbg !139, !llvm.loop !159

166:                                              ; preds = %138, %47
  %167 = phi float [ 0.000000e+00, %47 ], [ %163, %138 ], !dbg !121
  %168 = phi float [ 0.000000e+00, %47 ], [ %161, %138 ], !dbg !121
  %169 = phi float [ 0.000000e+00, %47 ], [ %159, %138 ], !dbg !121
  %170 = phi float [ 0.000000e+00, %47 ], [ %157, %138 ], !dbg !121
  %171 = icmp slt i32 %49, %3
  %172 = select i1 %26, i1 %171, i1 false, !dbg !161
  br i1 %172, label %173, label %177, !dbg !161

173:                                              ; preds = %166
  %174 = add nsw i32 %49, %42, !dbg !164
  %175 = sext i32 %174 to i64, !dbg !165
  %176 = getelementptr inbounds float, ptr %41, i64 %175, !dbg !165
  store float %170, ptr %176, align 4, !dbg !166, !tbaa !49
  br label %177, !dbg !165

177:                                              ; preds = %173, %166
  %178 = add i32 %49, 16, !dbg !167
  %179 = icmp slt i32 %178, %3
  %180 = select i1 %26, i1 %179, i1 false, !dbg !161
  br i1 %180, label %181, label %185, !dbg !161

181:                                              ; preds = %177
  %182 = add nsw i32 %178, %42, !dbg !164
  %183 = sext i32 %182 to i64, !dbg !165
  %184 = getelementptr inbounds float, ptr %41, i64 %183, !dbg !165
  store float %169, ptr %184, align 4, !dbg !166, !tbaa !49
  br label %185, !dbg !165

185:                                              ; preds = %181, %177
  %186 = select i1 %44, i1 %171, i1 false, !dbg !161
  br i1 %186, label %187, label %191, !dbg !161

187:                                              ; preds = %185
  %188 = add nsw i32 %49, %45, !dbg !164
  %189 = sext i32 %188 to i64, !dbg !165
  %190 = getelementptr inbounds float, ptr %41, i64 %189, !dbg !165
  store float %168, ptr %190, align 4, !dbg !166, !tbaa !49
  br label %191, !dbg !165

191:                                              ; preds = %187, %185
  %192 = select i1 %44, i1 %179, i1 false, !dbg !161
  br i1 %192, label %193, label %197, !dbg !161

193:                                              ; preds = %191
  %194 = add nsw i32 %178, %45, !dbg !164
  %195 = sext i32 %194 to i64, !dbg !165
  %196 = getelementptr inbounds float, ptr %41, i64 %195, !dbg !165
  store float %167, ptr %196, align 4, !dbg !166, !tbaa !49
  br label %197, !dbg !165

197:                                              ; preds = %191, %193
  %198 = add nuw nsw i32 %48, 32, !dbg !168
  %199 = icmp slt i32 %198, %3, !dbg !111
  br i1 %199, label %47, label %46, !dbg !112, !llvm.loop !169
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11strip_scalePKfPfif(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, float noundef %3) local_unnamed_addr #2 !dbg !171 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !172
  %6 = shl i32 %5, 5, !dbg !174
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !175
  %8 = icmp slt i32 %7, 32, !dbg !177
  br i1 %8, label %9, label %14, !dbg !178

9:                                                ; preds = %4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !179
  %11 = mul nsw i32 %10, %2
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = icmp slt i32 %12, %2
  br label %15, !dbg !178

14:                                               ; preds = %32, %4
  ret void, !dbg !181

15:                                               ; preds = %9, %32
  %16 = phi i32 [ %7, %9 ], [ %33, %32 ]
  %17 = add nsw i32 %16, %6, !dbg !182
  %18 = icmp slt i32 %17, %2, !dbg !183
  br i1 %18, label %19, label %32, !dbg !184

19:                                               ; preds = %15
  %20 = add nsw i32 %17, %11, !dbg !185
  %21 = mul nsw i32 %20, %2, !dbg !186
  br i1 %13, label %22, label %32, !dbg !187

22:                                               ; preds = %19, %22
  %23 = phi i32 [ %30, %22 ], [ %12, %19 ]
  %24 = add nsw i32 %23, %21, !dbg !188
  %25 = sext i32 %24 to i64, !dbg !189
  %26 = getelementptr inbounds float, ptr %0, i64 %25, !dbg !189
  %27 = load float, ptr %26, align 4, !dbg !189, !tbaa !49
  %28 = fmul contract float %27, %3, !dbg !190
  %29 = getelementptr inbounds float, ptr %1, i64 %25, !dbg !191
  store float %28, ptr %29, align 4, !dbg !192, !tbaa !49
  %30 = add nsw i32 %23, 32, !dbg !193
  %31 = icmp slt i32 %30, %2, !dbg !194
  br i1 %31, label %22, label %32, !dbg !187, !llvm.loop !195

32:                                               ; preds = %22, %19, %15
  %33 = add nsw i32 %16, 8, !dbg !197
  %34 = icmp slt i32 %16, 24, !dbg !177
  br i1 %34, label %15, label %14, !dbg !178, !llvm.loop !198
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z13strip_softmaxPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #3 !dbg !200 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !201
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !203
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 5
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = shl i32 %8, 2
  %10 = add i32 %7, %9
  %11 = mul nsw i32 %4, %2
  %12 = icmp slt i32 %5, %2
  br label %14, !dbg !205

13:                                               ; preds = %101
  ret void, !dbg !206

14:                                               ; preds = %3, %101
  %15 = phi i32 [ 0, %3 ], [ %102, %101 ]
  %16 = add nuw nsw i32 %10, %15, !dbg !207
  %17 = icmp slt i32 %16, %2, !dbg !208
  br i1 %17, label %18, label %101, !dbg !209

18:                                               ; preds = %14
  %19 = add nsw i32 %16, %11, !dbg !210
  %20 = mul nsw i32 %19, %2, !dbg !211
  %21 = sext i32 %20 to i64, !dbg !212
  %22 = getelementptr inbounds float, ptr %0, i64 %21, !dbg !212
  %23 = getelementptr inbounds float, ptr %1, i64 %21, !dbg !213
  br i1 %12, label %36, label %24, !dbg !214

24:                                               ; preds = %36, %18
  %25 = phi float [ 0xFFF0000000000000, %18 ], [ %42, %36 ], !dbg !215
  %26 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 16, i32 31), !dbg !216
  %27 = tail call float @llvm.maxnum.f32(float %25, float %26), !dbg !220
  %28 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 8, i32 31), !dbg !216
  %29 = tail call float @llvm.maxnum.f32(float %27, float %28), !dbg !220
  %30 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 4, i32 31), !dbg !216
  %31 = tail call float @llvm.maxnum.f32(float %29, float %30), !dbg !220
  %32 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 2, i32 31), !dbg !216
  %33 = tail call float @llvm.maxnum.f32(float %31, float %32), !dbg !220
  %34 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %33, i32 1, i32 31), !dbg !216
  %35 = tail call float @llvm.maxnum.f32(float %33, float %34), !dbg !220
  br i1 %12, label %57, label %45, !dbg !224

36:                                               ; preds = %18, %36
  %37 = phi i32 [ %43, %36 ], [ %5, %18 ]
  %38 = phi float [ %42, %36 ], [ 0xFFF0000000000000, %18 ]
  %39 = sext i32 %37 to i64, !dbg !225
  %40 = getelementptr inbounds float, ptr %22, i64 %39, !dbg !225
  %41 = load float, ptr %40, align 4, !dbg !225, !tbaa !49
  %42 = tail call float @llvm.maxnum.f32(float %38, float %41), !dbg !226
  %43 = add nsw i32 %37, 32, !dbg !228
  %44 = icmp slt i32 %43, %2, !dbg !229
  br i1 %44, label %36, label %24, !dbg !214, !llvm.loop !230

45:                                               ; preds = %57, %24
  %46 = phi float [ 0.000000e+00, %24 ], [ %76, %57 ], !dbg !215
  %47 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 16, i32 31), !dbg !232
  %48 = fadd contract float %46, %47, !dbg !234
  %49 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 8, i32 31), !dbg !232
  %50 = fadd contract float %48, %49, !dbg !234
  %51 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 4, i32 31), !dbg !232
  %52 = fadd contract float %50, %51, !dbg !234
  %53 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 2, i32 31), !dbg !232
  %54 = fadd contract float %52, %53, !dbg !234
  %55 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 1, i32 31), !dbg !232
  %56 = fadd contract float %54, %55, !dbg !234
  br i1 %12, label %79, label %101, !dbg !235

57:                                               ; preds = %24, %57
  %58 = phi i32 [ %77, %57 ], [ %5, %24 ]
  %59 = phi float [ %76, %57 ], [ 0.000000e+00, %24 ]
  %60 = sext i32 %58 to i64, !dbg !236
  %61 = getelementptr inbounds float, ptr %22, i64 %60, !dbg !236
  %62 = load float, ptr %61, align 4, !dbg !236, !tbaa !49
  %63 = fsub contract float %62, %35, !dbg !237
  %64 = tail call float @llvm.fma.f32(float %63, float 0x3F777313A0000000, float 5.000000e-01), !dbg !238
  %65 = tail call float @llvm.nvvm.saturate.f(float %64) #8, !dbg !238
  %66 = tail call float @llvm.nvvm.fma.rm.f(float %65, float 2.520000e+02, float 0x4168000020000000) #8, !dbg !238
  %67 = fadd float %66, 0xC168000FE0000000, !dbg !238
  %68 = fneg float %67, !dbg !238
  %69 = tail call float @llvm.fma.f32(float %63, float 0x3FF7154760000000, float %68), !dbg !238
  %70 = tail call float @llvm.fma.f32(float %63, float 0x3E54AE0C00000000, float %69), !dbg !238
  %71 = bitcast float %66 to i32, !dbg !238
  %72 = shl i32 %71, 23, !dbg !238
  %73 = bitcast i32 %72 to float, !dbg !238
  %74 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %70) #8, !dbg !238
  %75 = fmul float %74, %73, !dbg !238
  %76 = fadd contract float %59, %75, !dbg !241
  %77 = add nsw i32 %58, 32, !dbg !242
  %78 = icmp slt i32 %77, %2, !dbg !243
  br i1 %78, label %57, label %45, !dbg !224, !llvm.loop !244

79:                                               ; preds = %45, %79
  %80 = phi i32 [ %99, %79 ], [ %5, %45 ]
  %81 = sext i32 %80 to i64, !dbg !246
  %82 = getelementptr inbounds float, ptr %22, i64 %81, !dbg !246
  %83 = load float, ptr %82, align 4, !dbg !246, !tbaa !49
  %84 = fsub contract float %83, %35, !dbg !247
  %85 = tail call float @llvm.fma.f32(float %84, float 0x3F777313A0000000, float 5.000000e-01), !dbg !248
  %86 = tail call float @llvm.nvvm.saturate.f(float %85) #8, !dbg !248
  %87 = tail call float @llvm.nvvm.fma.rm.f(float %86, float 2.520000e+02, float 0x4168000020000000) #8, !dbg !248
  %88 = fadd float %87, 0xC168000FE0000000, !dbg !248
  %89 = fneg float %88, !dbg !248
  %90 = tail call float @llvm.fma.f32(float %84, float 0x3FF7154760000000, float %89), !dbg !248
  %91 = tail call float @llvm.fma.f32(float %84, float 0x3E54AE0C00000000, float %90), !dbg !248
  %92 = bitcast float %87 to i32, !dbg !248
  %93 = shl i32 %92, 23, !dbg !248
  %94 = bitcast i32 %93 to float, !dbg !248
  %95 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %91) #8, !dbg !248
  %96 = fmul float %95, %94, !dbg !248
  %97 = fdiv contract float %96, %56, !dbg !250
  %98 = getelementptr inbounds float, ptr %23, i64 %81, !dbg !251
  store float %97, ptr %98, align 4, !dbg !252, !tbaa !49
  %99 = add nsw i32 %80, 32, !dbg !253
  %100 = icmp slt i32 %99, %2, !dbg !254
  br i1 %100, label %79, label %101, !dbg !235, !llvm.loop !255

101:                                              ; preds = %79, %45, %14
  %102 = add nuw nsw i32 %15, 1, !dbg !257
  %103 = icmp eq i32 %102, 4, !dbg !258
  br i1 %103, label %13, label %14, !dbg !205, !llvm.loop !259
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16attention_valuesPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !261 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !262
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !265
  %8 = shl i32 %7, 5, !dbg !267
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !268
  %10 = shl i32 %9, 5, !dbg !270
  %11 = mul nsw i32 %6, %3, !dbg !271
  %12 = mul nsw i32 %11, %3, !dbg !272
  %13 = sext i32 %12 to i64, !dbg !273
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !273
  %15 = mul nsw i32 %11, %4, !dbg !274
  %16 = sext i32 %15 to i64, !dbg !275
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !275
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !276
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !280
  %20 = icmp sgt i32 %3, 0, !dbg !282
  br i1 %20, label %24, label %21, !dbg !283

21:                                               ; preds = %5
  %22 = add i32 %8, %19
  %23 = add i32 %10, %18
  br label %161, !dbg !283

24:                                               ; preds = %5
  %25 = sext i32 %19 to i64
  %26 = add nsw i32 %19, 16
  %27 = sext i32 %26 to i64
  %28 = sext i32 %18 to i64
  %29 = add nsw i32 %18, 16
  %30 = sext i32 %29 to i64
  %31 = add i32 %8, %19
  %32 = icmp slt i32 %31, %3
  %33 = mul nsw i32 %31, %3
  %34 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %25, i64 %28
  %35 = add i32 %10, %18
  %36 = icmp sge i32 %35, %4
  %37 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %25, i64 %28
  %38 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %25, i64 %30
  %39 = add nsw i32 %29, %10
  %40 = icmp sge i32 %39, %4
  %41 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %25, i64 %30
  %42 = add nsw i32 %26, %8
  %43 = icmp slt i32 %42, %3
  %44 = mul nsw i32 %42, %3
  %45 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %27, i64 %28
  %46 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %27, i64 %28
  %47 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %27, i64 %30
  %48 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %27, i64 %30
  br label %49, !dbg !283

49:                                               ; preds = %133, %24
  %50 = phi float [ 0.000000e+00, %24 ], [ %158, %133 ], !dbg !284
  %51 = phi float [ 0.000000e+00, %24 ], [ %156, %133 ], !dbg !284
  %52 = phi float [ 0.000000e+00, %24 ], [ %154, %133 ], !dbg !284
  %53 = phi float [ 0.000000e+00, %24 ], [ %152, %133 ], !dbg !284
  %54 = phi i32 [ 0, %24 ], [ %134, %133 ]
  %55 = add nsw i32 %54, %19
  %56 = icmp sge i32 %55, %3
  %57 = mul nsw i32 %55, %4
  br i1 %32, label %58, label %66, !dbg !285

58:                                               ; preds = %49
  %59 = add nsw i32 %54, %18, !dbg !287
  %60 = icmp slt i32 %59, %3, !dbg !288
  br i1 %60, label %61, label %66, !dbg !289

61:                                               ; preds = %58
  %62 = add nsw i32 %59, %33, !dbg !290
  %63 = sext i32 %62 to i64, !dbg !291
  %64 = getelementptr inbounds float, ptr %14, i64 %63, !dbg !291
  %65 = load float, ptr %64, align 4, !dbg !291, !tbaa !49
  br label %66, !dbg !289

66:                                               ; preds = %61, %58, %49
  %67 = phi contract float [ %65, %61 ], [ 0.000000e+00, %58 ], [ 0.000000e+00, %49 ], !dbg !289
  store float %67, ptr %34, align 4, !dbg !292, !tbaa !49
  %68 = select i1 %56, i1 true, i1 %36, !dbg !293
  br i1 %68, label %74, label %69, !dbg !293

69:                                               ; preds = %66
  %70 = add nsw i32 %57, %35, !dbg !295
  %71 = sext i32 %70 to i64, !dbg !296
  %72 = getelementptr inbounds float, ptr %17, i64 %71, !dbg !296
  %73 = load float, ptr %72, align 4, !dbg !296, !tbaa !49
  br label %74, !dbg !297

74:                                               ; preds = %69, %66
  %75 = phi contract float [ %73, %69 ], [ 0.000000e+00, %66 ], !dbg !297
  store float %75, ptr %37, align 4, !dbg !298, !tbaa !49
  br i1 %32, label %76, label %84, !dbg !285

76:                                               ; preds = %74
  %77 = add nsw i32 %54, %29, !dbg !287
  %78 = icmp slt i32 %77, %3, !dbg !288
  br i1 %78, label %79, label %84, !dbg !289

79:                                               ; preds = %76
  %80 = add nsw i32 %77, %33, !dbg !290
  %81 = sext i32 %80 to i64, !dbg !291
  %82 = getelementptr inbounds float, ptr %14, i64 %81, !dbg !291
  %83 = load float, ptr %82, align 4, !dbg !291, !tbaa !49
  br label %84, !dbg !289

84:                                               ; preds = %79, %76, %74
  %85 = phi contract float [ %83, %79 ], [ 0.000000e+00, %76 ], [ 0.000000e+00, %74 ], !dbg !289
  store float %85, ptr %38, align 4, !dbg !292, !tbaa !49
  %86 = select i1 %56, i1 true, i1 %40, !dbg !293
  br i1 %86, label %92, label %87, !dbg !293

87:                                               ; preds = %84
  %88 = add nsw i32 %57, %39, !dbg !295
  %89 = sext i32 %88 to i64, !dbg !296
  %90 = getelementptr inbounds float, ptr %17, i64 %89, !dbg !296
  %91 = load float, ptr %90, align 4, !dbg !296, !tbaa !49
  br label %92, !dbg !297

92:                                               ; preds = %87, %84
  %93 = phi contract float [ %91, %87 ], [ 0.000000e+00, %84 ], !dbg !297
  store float %93, ptr %41, align 4, !dbg !298, !tbaa !49
  %94 = add nsw i32 %54, %26
  %95 = icmp sge i32 %94, %3
  %96 = mul nsw i32 %94, %4
  br i1 %43, label %97, label %105, !dbg !285

97:                                               ; preds = %92
  %98 = add nsw i32 %54, %18, !dbg !287
  %99 = icmp slt i32 %98, %3, !dbg !288
  br i1 %99, label %100, label %105, !dbg !289

100:                                              ; preds = %97
  %101 = add nsw i32 %98, %44, !dbg !290
  %102 = sext i32 %101 to i64, !dbg !291
  %103 = getelementptr inbounds float, ptr %14, i64 %102, !dbg !291
  %104 = load float, ptr %103, align 4, !dbg !291, !tbaa !49
  br label %105, !dbg !289

105:                                              ; preds = %100, %97, %92
  %106 = phi contract float [ %104, %100 ], [ 0.000000e+00, %97 ], [ 0.000000e+00, %92 ], !dbg !289
  store float %106, ptr %45, align 4, !dbg !292, !tbaa !49
  %107 = select i1 %95, i1 true, i1 %36, !dbg !293
  br i1 %107, label %113, label %108, !dbg !293

108:                                              ; preds = %105
  %109 = add nsw i32 %96, %35, !dbg !295
  %110 = sext i32 %109 to i64, !dbg !296
  %111 = getelementptr inbounds float, ptr %17, i64 %110, !dbg !296
  %112 = load float, ptr %111, align 4, !dbg !296, !tbaa !49
  br label %113, !dbg !297

113:                                              ; preds = %108, %105
  %114 = phi contract float [ %112, %108 ], [ 0.000000e+00, %105 ], !dbg !297
  store float %114, ptr %46, align 4, !dbg !298, !tbaa !49
  br i1 %43, label %115, label %123, !dbg !285

115:                                              ; preds = %113
  %116 = add nsw i32 %54, %29, !dbg !287
  %117 = icmp slt i32 %116, %3, !dbg !288
  br i1 %117, label %118, label %123, !dbg !289

118:                                              ; preds = %115
  %119 = add nsw i32 %116, %44, !dbg !290
  %120 = sext i32 %119 to i64, !dbg !291
  %121 = getelementptr inbounds float, ptr %14, i64 %120, !dbg !291
  %122 = load float, ptr %121, align 4, !dbg !291, !tbaa !49
  br label %123, !dbg !289

123:                                              ; preds = %118, %115, %113
  %124 = phi contract float [ %122, %118 ], [ 0.000000e+00, %115 ], [ 0.000000e+00, %113 ], !dbg !289
  store float %124, ptr %47, align 4, !dbg !292, !tbaa !49
  %125 = select i1 %95, i1 true, i1 %40, !dbg !293
  br i1 %125, label %131, label %126, !dbg !293

126:                                              ; preds = %123
  %127 = add nsw i32 %96, %39, !dbg !295
  %128 = sext i32 %127 to i64, !dbg !296
  %129 = getelementptr inbounds float, ptr %17, i64 %128, !dbg !296
  %130 = load float, ptr %129, align 4, !dbg !296, !tbaa !49
  br label %131, !dbg !297

131:                                              ; preds = %126, %123
  %132 = phi contract float [ %130, %126 ], [ 0.000000e+00, %123 ], !dbg !297
  store float %132, ptr %48, align 4, !dbg !298, !tbaa !49
  tail call void @llvm.nvvm.barrier0(), !dbg !299
  br label %136, !dbg !300

133:                                              ; preds = %136
  tail call void @llvm.nvvm.barrier0(), !dbg !301
  %134 = add nuw nsw i32 %54, 32, !dbg !302
  %135 = icmp slt i32 %134, %3, !dbg !282
  br i1 %135, label %49, label %161, !dbg !283, !llvm.loop !303

136:                                              ; preds = %136, %131
  %137 = phi i32 [ 0, %131 ], [ %159, %136 ]
  %138 = phi float [ %53, %131 ], [ %152, %136 ]
  %139 = phi float [ %52, %131 ], [ %154, %136 ]
  %140 = phi float [ %51, %131 ], [ %156, %136 ]
  %141 = phi float [ %50, %131 ], [ %158, %136 ]
  %142 = zext i32 %137 to i64, !dbg !305
  %143 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %25, i64 %142, !dbg !305
  %144 = load float, ptr %143, align 4, !dbg !305, !tbaa !49
  %145 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %27, i64 %142, !dbg !306
  %146 = load float, ptr %145, align 4, !dbg !306, !tbaa !49
  %147 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %142, i64 %28, !dbg !307
  %148 = load float, ptr %147, align 4, !dbg !307, !tbaa !49
  %149 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %142, i64 %30, !dbg !308
  %150 = load float, ptr %149, align 4, !dbg !308, !tbaa !49
  %151 = fmul contract float %144, %148, !dbg !309
  %152 = fadd contract float %138, %151, !dbg !310
  %153 = fmul contract float %144, %150, !dbg !311
  %154 = fadd contract float %139, %153, !dbg !312
  %155 = fmul contract float %146, %148, !dbg !313
  %156 = fadd contract float %140, %155, !dbg !314
  %157 = fmul contract float %146, %150, !dbg !315
  %158 = fadd contract float %141, %157, !dbg !316
  %159 = add nuw nsw i32 %137, 1, !dbg !317
  %160 = icmp eq i32 %159, 32, !dbg !318
  br i1 %160, label %133, label %136, !dbg !300, !llvm.loop !319

161:                                              ; preds = %133, %21
  %162 = phi i32 [ %23, %21 ], [ %35, %133 ]
  %163 = phi i32 [ %22, %21 ], [ %31, %133 ]
  %164 = phi float [ 0.000000e+00, %21 ], [ %158, %133 ], !dbg !284
  %165 = phi float [ 0.000000e+00, %21 ], [ %156, %133 ], !dbg !284
  %166 = phi float [ 0.000000e+00, %21 ], [ %154, %133 ], !dbg !284
  %167 = phi float [ 0.000000e+00, %21 ], [ %152, %133 ], !dbg !284
  %168 = getelementptr inbounds float, ptr %2, i64 %16, !dbg !321
  %169 = icmp slt i32 %163, %3
  %170 = mul nsw i32 %163, %4
  %171 = icmp slt i32 %162, %4
  %172 = select i1 %169, i1 %171, i1 false, !dbg !322
  br i1 %172, label %173, label %177, !dbg !322

173:                                              ; preds = %161
  %174 = add nsw i32 %170, %162, !dbg !325
  %175 = sext i32 %174 to i64, !dbg !326
  %176 = getelementptr inbounds float, ptr %168, i64 %175, !dbg !326
  store float %167, ptr %176, align 4, !dbg !327, !tbaa !49
  br label %177, !dbg !326

177:                                              ; preds = %173, %161
  %178 = add i32 %162, 16, !dbg !328
  %179 = icmp slt i32 %178, %4
  %180 = select i1 %169, i1 %179, i1 false, !dbg !322
  br i1 %180, label %181, label %185, !dbg !322

181:                                              ; preds = %177
  %182 = add nsw i32 %170, %178, !dbg !325
  %183 = sext i32 %182 to i64, !dbg !326
  %184 = getelementptr inbounds float, ptr %168, i64 %183, !dbg !326
  store float %166, ptr %184, align 4, !dbg !327, !tbaa !49
  br label %185, !dbg !326

185:                                              ; preds = %181, %177
  %186 = add i32 %163, 16
  %187 = icmp slt i32 %186, %3
  %188 = mul nsw i32 %186, %4
  %189 = select i1 %187, i1 %171, i1 false, !dbg !322
  br i1 %189, label %190, label %194, !dbg !322

190:                                              ; preds = %185
  %191 = add nsw i32 %188, %162, !dbg !325
  %192 = sext i32 %191 to i64, !dbg !326
  %193 = getelementptr inbounds float, ptr %168, i64 %192, !dbg !326
  store float %165, ptr %193, align 4, !dbg !327, !tbaa !49
  br label %194, !dbg !326

194:                                              ; preds = %190, %185
  %195 = select i1 %187, i1 %179, i1 false, !dbg !322
  br i1 %195, label %196, label %200, !dbg !322

196:                                              ; preds = %194
  %197 = add nsw i32 %188, %178, !dbg !325
  %198 = sext i32 %197 to i64, !dbg !326
  %199 = getelementptr inbounds float, ptr %168, i64 %198, !dbg !326
  store float %164, ptr %199, align 4, !dbg !327, !tbaa !49
  br label %200, !dbg !326

200:                                              ; preds = %194, %196
  ret void, !dbg !329
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #7

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #6 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11, !12}
!llvm.ident = !{!13, !14}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "samples/cuda/attention_rows.cu", directory: "/work/main")
!8 = !{ptr @_Z10gemm_tiledPKfS0_Pfiii, !"kernel", i32 1}
!9 = !{ptr @_Z12strip_scoresPKfS0_Pfii, !"kernel", i32 1}
!10 = !{ptr @_Z11strip_scalePKfPfif, !"kernel", i32 1}
!11 = !{ptr @_Z13strip_softmaxPKfPfi, !"kernel", i32 1}
!12 = !{ptr @_Z16attention_valuesPKfS0_Pfii, !"kernel", i32 1}
!13 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!14 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!15 = distinct !DISubprogram(name: "gemm_tiled", scope: !16, file: !16, line: 11, type: !17, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!16 = !DIFile(filename: "samples/cuda/gemm_tiled.cuh", directory: "/work/main")
!17 = !DISubroutineType(types: !18)
!18 = !{}
!19 = !DILocation(line: 53, column: 3, scope: !20, inlinedAt: !22)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 53, type: !17, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!21 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!22 = distinct !DILocation(line: 15, column: 14, scope: !15)
!23 = !DILocation(line: 54, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !21, file: !21, line: 54, type: !17, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!25 = distinct !DILocation(line: 15, column: 32, scope: !15)
!26 = !DILocation(line: 67, column: 3, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !21, file: !21, line: 67, type: !17, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!28 = distinct !DILocation(line: 16, column: 16, scope: !15)
!29 = !DILocation(line: 16, column: 27, scope: !15)
!30 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !32)
!31 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 66, type: !17, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!32 = distinct !DILocation(line: 16, column: 47, scope: !15)
!33 = !DILocation(line: 16, column: 58, scope: !15)
!34 = !DILocation(line: 18, column: 25, scope: !15)
!35 = !DILocation(line: 18, column: 5, scope: !15)
!36 = !DILocation(line: 37, column: 19, scope: !15)
!37 = !DILocation(line: 38, column: 19, scope: !15)
!38 = !DILocation(line: 22, column: 42, scope: !15)
!39 = !DILocation(line: 17, column: 53, scope: !15)
!40 = !DILocation(line: 17, column: 39, scope: !15)
!41 = !DILocation(line: 17, column: 25, scope: !15)
!42 = !DILocation(line: 17, column: 11, scope: !15)
!43 = !DILocation(line: 37, column: 40, scope: !15)
!44 = !DILocation(line: 38, column: 40, scope: !15)
!45 = !DILocation(line: 39, column: 12, scope: !15)
!46 = !DILocation(line: 39, column: 16, scope: !15)
!47 = !DILocation(line: 22, column: 81, scope: !15)
!48 = !DILocation(line: 22, column: 59, scope: !15)
!49 = !{!50, !50, i64 0}
!50 = !{!"float", !51, i64 0}
!51 = !{!"omnipotent char", !52, i64 0}
!52 = !{!"Simple C++ TBAA"}
!53 = !DILocation(line: 22, column: 28, scope: !15)
!54 = !DILocation(line: 22, column: 26, scope: !15)
!55 = !DILocation(line: 23, column: 40, scope: !15)
!56 = !DILocation(line: 23, column: 81, scope: !15)
!57 = !DILocation(line: 23, column: 59, scope: !15)
!58 = !DILocation(line: 23, column: 28, scope: !15)
!59 = !DILocation(line: 23, column: 26, scope: !15)
!60 = !DILocation(line: 26, column: 9, scope: !15)
!61 = !DILocation(line: 27, column: 9, scope: !15)
!62 = !DILocation(line: 35, column: 9, scope: !15)
!63 = !DILocation(line: 18, column: 33, scope: !15)
!64 = distinct !{!64, !35, !65, !66}
!65 = !DILocation(line: 36, column: 5, scope: !15)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DILocation(line: 28, column: 24, scope: !15)
!68 = !DILocation(line: 28, column: 41, scope: !15)
!69 = !DILocation(line: 29, column: 24, scope: !15)
!70 = !DILocation(line: 29, column: 41, scope: !15)
!71 = !DILocation(line: 30, column: 25, scope: !15)
!72 = !DILocation(line: 30, column: 19, scope: !15)
!73 = !DILocation(line: 31, column: 25, scope: !15)
!74 = !DILocation(line: 31, column: 19, scope: !15)
!75 = !DILocation(line: 32, column: 25, scope: !15)
!76 = !DILocation(line: 32, column: 19, scope: !15)
!77 = !DILocation(line: 33, column: 25, scope: !15)
!78 = !DILocation(line: 33, column: 19, scope: !15)
!79 = !DILocation(line: 27, column: 42, scope: !15)
!80 = !DILocation(line: 27, column: 29, scope: !15)
!81 = distinct !{!81, !61, !82, !66}
!82 = !DILocation(line: 34, column: 9, scope: !15)
!83 = !DILocation(line: 39, column: 32, scope: !15)
!84 = !DILocation(line: 39, column: 36, scope: !15)
!85 = !DILocation(line: 39, column: 27, scope: !15)
!86 = !DILocation(line: 39, column: 42, scope: !15)
!87 = !DILocation(line: 40, column: 16, scope: !15)
!88 = !DILocation(line: 40, column: 32, scope: !15)
!89 = !DILocation(line: 40, column: 36, scope: !15)
!90 = !DILocation(line: 40, column: 27, scope: !15)
!91 = !DILocation(line: 40, column: 42, scope: !15)
!92 = !DILocation(line: 41, column: 12, scope: !15)
!93 = !DILocation(line: 41, column: 16, scope: !15)
!94 = !DILocation(line: 41, column: 32, scope: !15)
!95 = !DILocation(line: 41, column: 36, scope: !15)
!96 = !DILocation(line: 41, column: 27, scope: !15)
!97 = !DILocation(line: 41, column: 42, scope: !15)
!98 = !DILocation(line: 42, column: 16, scope: !15)
!99 = !DILocation(line: 42, column: 32, scope: !15)
!100 = !DILocation(line: 42, column: 36, scope: !15)
!101 = !DILocation(line: 42, column: 27, scope: !15)
!102 = !DILocation(line: 42, column: 42, scope: !15)
!103 = !DILocation(line: 43, column: 1, scope: !15)
!104 = distinct !DISubprogram(name: "strip_scores", scope: !7, file: !7, line: 25, type: !17, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!105 = !DILocation(line: 67, column: 3, scope: !27, inlinedAt: !106)
!106 = distinct !DILocation(line: 27, column: 16, scope: !104)
!107 = !DILocation(line: 28, column: 31, scope: !104)
!108 = !DILocation(line: 28, column: 37, scope: !104)
!109 = !DILocation(line: 28, column: 24, scope: !104)
!110 = !DILocation(line: 28, column: 50, scope: !104)
!111 = !DILocation(line: 29, column: 29, scope: !104)
!112 = !DILocation(line: 29, column: 5, scope: !104)
!113 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !114)
!114 = distinct !DILocation(line: 27, column: 35, scope: !104)
!115 = !DILocation(line: 27, column: 46, scope: !104)
!116 = !DILocation(line: 34, column: 1, scope: !104)
!117 = !DILocation(line: 18, column: 5, scope: !118, inlinedAt: !120)
!118 = distinct !DISubprogram(name: "gemm_accumulate<Matrix, Transposed>", scope: !119, file: !119, line: 14, type: !17, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!119 = !DIFile(filename: "samples/cuda/gemm_epilogue.cuh", directory: "/work/main")
!120 = distinct !DILocation(line: 31, column: 9, scope: !104)
!121 = !DILocation(line: 0, scope: !104)
!122 = !DILocation(line: 54, column: 71, scope: !123, inlinedAt: !124)
!123 = distinct !DISubprogram(name: "operator()", scope: !119, file: !119, line: 54, type: !17, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!124 = distinct !DILocation(line: 22, column: 28, scope: !118, inlinedAt: !120)
!125 = !DILocation(line: 22, column: 43, scope: !118, inlinedAt: !120)
!126 = !DILocation(line: 54, column: 76, scope: !123, inlinedAt: !124)
!127 = !DILocation(line: 54, column: 62, scope: !123, inlinedAt: !124)
!128 = !DILocation(line: 54, column: 96, scope: !123, inlinedAt: !124)
!129 = !DILocation(line: 54, column: 85, scope: !123, inlinedAt: !124)
!130 = !DILocation(line: 22, column: 26, scope: !118, inlinedAt: !120)
!131 = !DILocation(line: 61, column: 71, scope: !132, inlinedAt: !133)
!132 = distinct !DISubprogram(name: "operator()", scope: !119, file: !119, line: 61, type: !17, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!133 = distinct !DILocation(line: 23, column: 28, scope: !118, inlinedAt: !120)
!134 = !DILocation(line: 61, column: 96, scope: !132, inlinedAt: !133)
!135 = !DILocation(line: 61, column: 85, scope: !132, inlinedAt: !133)
!136 = !DILocation(line: 61, column: 62, scope: !132, inlinedAt: !133)
!137 = !DILocation(line: 23, column: 26, scope: !118, inlinedAt: !120)
!138 = !DILocation(line: 26, column: 9, scope: !118, inlinedAt: !120)
!139 = !DILocation(line: 27, column: 9, scope: !118, inlinedAt: !120)
!140 = !DILocation(line: 35, column: 9, scope: !118, inlinedAt: !120)
!141 = !DILocation(line: 18, column: 33, scope: !118, inlinedAt: !120)
!142 = !DILocation(line: 18, column: 25, scope: !118, inlinedAt: !120)
!143 = distinct !{!143, !117, !144, !66}
!144 = !DILocation(line: 36, column: 5, scope: !118, inlinedAt: !120)
!145 = !DILocation(line: 28, column: 24, scope: !118, inlinedAt: !120)
!146 = !DILocation(line: 28, column: 41, scope: !118, inlinedAt: !120)
!147 = !DILocation(line: 29, column: 24, scope: !118, inlinedAt: !120)
!148 = !DILocation(line: 29, column: 41, scope: !118, inlinedAt: !120)
!149 = !DILocation(line: 30, column: 29, scope: !118, inlinedAt: !120)
!150 = !DILocation(line: 30, column: 23, scope: !118, inlinedAt: !120)
!151 = !DILocation(line: 31, column: 29, scope: !118, inlinedAt: !120)
!152 = !DILocation(line: 31, column: 23, scope: !118, inlinedAt: !120)
!153 = !DILocation(line: 32, column: 29, scope: !118, inlinedAt: !120)
!154 = !DILocation(line: 32, column: 23, scope: !118, inlinedAt: !120)
!155 = !DILocation(line: 33, column: 29, scope: !118, inlinedAt: !120)
!156 = !DILocation(line: 33, column: 23, scope: !118, inlinedAt: !120)
!157 = !DILocation(line: 27, column: 42, scope: !118, inlinedAt: !120)
!158 = !DILocation(line: 27, column: 29, scope: !118, inlinedAt: !120)
!159 = distinct !{!159, !139, !160, !66}
!160 = !DILocation(line: 34, column: 9, scope: !118, inlinedAt: !120)
!161 = !DILocation(line: 45, column: 23, scope: !162, inlinedAt: !163)
!162 = distinct !DISubprogram(name: "gemm_store<(lambda at samples/cuda/attention_rows.cu:32:74)>", scope: !119, file: !119, line: 41, type: !17, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!163 = distinct !DILocation(line: 32, column: 9, scope: !104)
!164 = !DILocation(line: 45, column: 43, scope: !162, inlinedAt: !163)
!165 = !DILocation(line: 45, column: 33, scope: !162, inlinedAt: !163)
!166 = !DILocation(line: 45, column: 48, scope: !162, inlinedAt: !163)
!167 = !DILocation(line: 44, column: 79, scope: !162, inlinedAt: !163)
!168 = !DILocation(line: 29, column: 41, scope: !104)
!169 = distinct !{!169, !112, !170, !66}
!170 = !DILocation(line: 33, column: 5, scope: !104)
!171 = distinct !DISubprogram(name: "strip_scale", scope: !7, file: !7, line: 37, type: !17, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!172 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !173)
!173 = distinct !DILocation(line: 38, column: 35, scope: !171)
!174 = !DILocation(line: 38, column: 46, scope: !171)
!175 = !DILocation(line: 54, column: 3, scope: !24, inlinedAt: !176)
!176 = distinct !DILocation(line: 39, column: 18, scope: !171)
!177 = !DILocation(line: 39, column: 33, scope: !171)
!178 = !DILocation(line: 39, column: 5, scope: !171)
!179 = !DILocation(line: 67, column: 3, scope: !27, inlinedAt: !180)
!180 = distinct !DILocation(line: 38, column: 16, scope: !171)
!181 = !DILocation(line: 46, column: 1, scope: !171)
!182 = !DILocation(line: 40, column: 24, scope: !171)
!183 = !DILocation(line: 41, column: 17, scope: !171)
!184 = !DILocation(line: 41, column: 13, scope: !171)
!185 = !DILocation(line: 42, column: 34, scope: !171)
!186 = !DILocation(line: 42, column: 41, scope: !171)
!187 = !DILocation(line: 43, column: 13, scope: !171)
!188 = !DILocation(line: 43, column: 74, scope: !171)
!189 = !DILocation(line: 43, column: 69, scope: !171)
!190 = !DILocation(line: 43, column: 79, scope: !171)
!191 = !DILocation(line: 43, column: 57, scope: !171)
!192 = !DILocation(line: 43, column: 67, scope: !171)
!193 = !DILocation(line: 43, column: 50, scope: !171)
!194 = !DILocation(line: 43, column: 41, scope: !171)
!195 = distinct !{!195, !187, !196, !66}
!196 = !DILocation(line: 43, column: 81, scope: !171)
!197 = !DILocation(line: 39, column: 48, scope: !171)
!198 = distinct !{!198, !178, !199, !66}
!199 = !DILocation(line: 45, column: 5, scope: !171)
!200 = distinct !DISubprogram(name: "strip_softmax", scope: !7, file: !7, line: 49, type: !17, scopeLine: 49, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!201 = !DILocation(line: 67, column: 3, scope: !27, inlinedAt: !202)
!202 = distinct !DILocation(line: 50, column: 16, scope: !200)
!203 = !DILocation(line: 53, column: 3, scope: !20, inlinedAt: !204)
!204 = distinct !DILocation(line: 50, column: 35, scope: !200)
!205 = !DILocation(line: 51, column: 5, scope: !200)
!206 = !DILocation(line: 65, column: 1, scope: !200)
!207 = !DILocation(line: 52, column: 84, scope: !200)
!208 = !DILocation(line: 53, column: 17, scope: !200)
!209 = !DILocation(line: 53, column: 13, scope: !200)
!210 = !DILocation(line: 54, column: 42, scope: !200)
!211 = !DILocation(line: 54, column: 49, scope: !200)
!212 = !DILocation(line: 54, column: 28, scope: !200)
!213 = !DILocation(line: 55, column: 22, scope: !200)
!214 = !DILocation(line: 57, column: 9, scope: !200)
!215 = !DILocation(line: 0, scope: !200)
!216 = !DILocation(line: 181, column: 1, scope: !217, inlinedAt: !219)
!217 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !218, file: !218, line: 181, type: !17, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!218 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_intrinsics.h", directory: "")
!219 = distinct !DILocation(line: 59, column: 38, scope: !200)
!220 = !DILocation(line: 132, column: 55, scope: !221, inlinedAt: !223)
!221 = distinct !DISubprogram(name: "fmaxf", scope: !222, file: !222, line: 132, type: !17, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!222 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!223 = distinct !DILocation(line: 59, column: 23, scope: !200)
!224 = !DILocation(line: 61, column: 9, scope: !200)
!225 = !DILocation(line: 57, column: 71, scope: !200)
!226 = !DILocation(line: 132, column: 55, scope: !221, inlinedAt: !227)
!227 = distinct !DILocation(line: 57, column: 56, scope: !200)
!228 = !DILocation(line: 57, column: 39, scope: !200)
!229 = !DILocation(line: 57, column: 30, scope: !200)
!230 = distinct !{!230, !214, !231, !66}
!231 = !DILocation(line: 57, column: 75, scope: !200)
!232 = !DILocation(line: 181, column: 1, scope: !217, inlinedAt: !233)
!233 = distinct !DILocation(line: 62, column: 63, scope: !200)
!234 = !DILocation(line: 62, column: 60, scope: !200)
!235 = !DILocation(line: 63, column: 9, scope: !200)
!236 = !DILocation(line: 61, column: 58, scope: !200)
!237 = !DILocation(line: 61, column: 63, scope: !200)
!238 = !DILocation(line: 109, column: 43, scope: !239, inlinedAt: !240)
!239 = distinct !DISubprogram(name: "expf", scope: !222, file: !222, line: 109, type: !17, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!240 = distinct !DILocation(line: 61, column: 53, scope: !200)
!241 = !DILocation(line: 61, column: 50, scope: !200)
!242 = !DILocation(line: 61, column: 39, scope: !200)
!243 = !DILocation(line: 61, column: 30, scope: !200)
!244 = distinct !{!244, !224, !245, !66}
!245 = !DILocation(line: 61, column: 72, scope: !200)
!246 = !DILocation(line: 63, column: 58, scope: !200)
!247 = !DILocation(line: 63, column: 63, scope: !200)
!248 = !DILocation(line: 109, column: 43, scope: !239, inlinedAt: !249)
!249 = distinct !DILocation(line: 63, column: 53, scope: !200)
!250 = !DILocation(line: 63, column: 74, scope: !200)
!251 = !DILocation(line: 63, column: 46, scope: !200)
!252 = !DILocation(line: 63, column: 51, scope: !200)
!253 = !DILocation(line: 63, column: 39, scope: !200)
!254 = !DILocation(line: 63, column: 30, scope: !200)
!255 = distinct !{!255, !235, !256, !66}
!256 = !DILocation(line: 63, column: 76, scope: !200)
!257 = !DILocation(line: 51, column: 50, scope: !200)
!258 = !DILocation(line: 51, column: 23, scope: !200)
!259 = distinct !{!259, !205, !260, !66}
!260 = !DILocation(line: 64, column: 5, scope: !200)
!261 = distinct !DISubprogram(name: "attention_values", scope: !7, file: !7, line: 67, type: !17, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!262 = !DILocation(line: 68, column: 3, scope: !263, inlinedAt: !264)
!263 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !21, file: !21, line: 68, type: !17, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!264 = distinct !DILocation(line: 69, column: 16, scope: !261)
!265 = !DILocation(line: 67, column: 3, scope: !27, inlinedAt: !266)
!266 = distinct !DILocation(line: 69, column: 35, scope: !261)
!267 = !DILocation(line: 69, column: 46, scope: !261)
!268 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !269)
!269 = distinct !DILocation(line: 69, column: 66, scope: !261)
!270 = !DILocation(line: 69, column: 77, scope: !261)
!271 = !DILocation(line: 71, column: 37, scope: !261)
!272 = !DILocation(line: 71, column: 43, scope: !261)
!273 = !DILocation(line: 71, column: 30, scope: !261)
!274 = !DILocation(line: 71, column: 83, scope: !261)
!275 = !DILocation(line: 71, column: 70, scope: !261)
!276 = !DILocation(line: 53, column: 3, scope: !20, inlinedAt: !277)
!277 = distinct !DILocation(line: 17, column: 14, scope: !278, inlinedAt: !279)
!278 = distinct !DISubprogram(name: "gemm_accumulate<Matrix, Matrix>", scope: !119, file: !119, line: 14, type: !17, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!279 = distinct !DILocation(line: 71, column: 5, scope: !261)
!280 = !DILocation(line: 54, column: 3, scope: !24, inlinedAt: !281)
!281 = distinct !DILocation(line: 17, column: 32, scope: !278, inlinedAt: !279)
!282 = !DILocation(line: 18, column: 25, scope: !278, inlinedAt: !279)
!283 = !DILocation(line: 18, column: 5, scope: !278, inlinedAt: !279)
!284 = !DILocation(line: 0, scope: !261)
!285 = !DILocation(line: 54, column: 71, scope: !123, inlinedAt: !286)
!286 = distinct !DILocation(line: 22, column: 28, scope: !278, inlinedAt: !279)
!287 = !DILocation(line: 22, column: 43, scope: !278, inlinedAt: !279)
!288 = !DILocation(line: 54, column: 76, scope: !123, inlinedAt: !286)
!289 = !DILocation(line: 54, column: 62, scope: !123, inlinedAt: !286)
!290 = !DILocation(line: 54, column: 96, scope: !123, inlinedAt: !286)
!291 = !DILocation(line: 54, column: 85, scope: !123, inlinedAt: !286)
!292 = !DILocation(line: 22, column: 26, scope: !278, inlinedAt: !279)
!293 = !DILocation(line: 54, column: 71, scope: !123, inlinedAt: !294)
!294 = distinct !DILocation(line: 23, column: 28, scope: !278, inlinedAt: !279)
!295 = !DILocation(line: 54, column: 96, scope: !123, inlinedAt: !294)
!296 = !DILocation(line: 54, column: 85, scope: !123, inlinedAt: !294)
!297 = !DILocation(line: 54, column: 62, scope: !123, inlinedAt: !294)
!298 = !DILocation(line: 23, column: 26, scope: !278, inlinedAt: !279)
!299 = !DILocation(line: 26, column: 9, scope: !278, inlinedAt: !279)
!300 = !DILocation(line: 27, column: 9, scope: !278, inlinedAt: !279)
!301 = !DILocation(line: 35, column: 9, scope: !278, inlinedAt: !279)
!302 = !DILocation(line: 18, column: 33, scope: !278, inlinedAt: !279)
!303 = distinct !{!303, !283, !304, !66}
!304 = !DILocation(line: 36, column: 5, scope: !278, inlinedAt: !279)
!305 = !DILocation(line: 28, column: 24, scope: !278, inlinedAt: !279)
!306 = !DILocation(line: 28, column: 41, scope: !278, inlinedAt: !279)
!307 = !DILocation(line: 29, column: 24, scope: !278, inlinedAt: !279)
!308 = !DILocation(line: 29, column: 41, scope: !278, inlinedAt: !279)
!309 = !DILocation(line: 30, column: 29, scope: !278, inlinedAt: !279)
!310 = !DILocation(line: 30, column: 23, scope: !278, inlinedAt: !279)
!311 = !DILocation(line: 31, column: 29, scope: !278, inlinedAt: !279)
!312 = !DILocation(line: 31, column: 23, scope: !278, inlinedAt: !279)
!313 = !DILocation(line: 32, column: 29, scope: !278, inlinedAt: !279)
!314 = !DILocation(line: 32, column: 23, scope: !278, inlinedAt: !279)
!315 = !DILocation(line: 33, column: 29, scope: !278, inlinedAt: !279)
!316 = !DILocation(line: 33, column: 23, scope: !278, inlinedAt: !279)
!317 = !DILocation(line: 27, column: 42, scope: !278, inlinedAt: !279)
!318 = !DILocation(line: 27, column: 29, scope: !278, inlinedAt: !279)
!319 = distinct !{!319, !300, !320, !66}
!320 = !DILocation(line: 34, column: 9, scope: !278, inlinedAt: !279)
!321 = !DILocation(line: 73, column: 18, scope: !261)
!322 = !DILocation(line: 45, column: 23, scope: !323, inlinedAt: !324)
!323 = distinct !DISubprogram(name: "gemm_store<(lambda at samples/cuda/attention_rows.cu:73:67)>", scope: !119, file: !119, line: 41, type: !17, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!324 = distinct !DILocation(line: 73, column: 5, scope: !261)
!325 = !DILocation(line: 45, column: 43, scope: !323, inlinedAt: !324)
!326 = !DILocation(line: 45, column: 33, scope: !323, inlinedAt: !324)
!327 = !DILocation(line: 45, column: 48, scope: !323, inlinedAt: !324)
!328 = !DILocation(line: 44, column: 79, scope: !323, inlinedAt: !324)
!329 = !DILocation(line: 74, column: 1, scope: !261)
