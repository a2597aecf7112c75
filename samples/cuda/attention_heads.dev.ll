; ModuleID = 'samples/cuda/attention_heads.cu'
source_filename = "samples/cuda/attention_heads.cu"
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
define dso_local void @_Z10gemm_tiledPKfS0_Pfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !14 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !22
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !25
  %10 = shl i32 %9, 5, !dbg !28
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !29
  %12 = shl i32 %11, 5, !dbg !32
  %13 = icmp sgt i32 %5, 0, !dbg !33
  br i1 %13, label %17, label %14, !dbg !34

14:                                               ; preds = %6
  %15 = add nsw i32 %10, %8, !dbg !35
  %16 = add nsw i32 %12, %7, !dbg !36
  br label %54, !dbg !34

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
  br label %42, !dbg !34

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
  %53 = select i1 %25, i1 %52, i1 false, !dbg !37
  br i1 %53, label %66, label %71, !dbg !37

54:                                               ; preds = %134, %14
  %55 = phi i32 [ %16, %14 ], [ %28, %134 ], !dbg !36
  %56 = phi i32 [ %15, %14 ], [ %24, %134 ], !dbg !35
  %57 = phi float [ 0.000000e+00, %14 ], [ %159, %134 ], !dbg !38
  %58 = phi float [ 0.000000e+00, %14 ], [ %157, %134 ], !dbg !39
  %59 = phi float [ 0.000000e+00, %14 ], [ %155, %134 ], !dbg !40
  %60 = phi float [ 0.000000e+00, %14 ], [ %153, %134 ], !dbg !41
  %61 = add nsw i32 %56, 16, !dbg !42
  %62 = add nsw i32 %55, 16, !dbg !43
  %63 = icmp slt i32 %56, %3, !dbg !44
  %64 = icmp slt i32 %55, %4
  %65 = select i1 %63, i1 %64, i1 false, !dbg !45
  br i1 %65, label %162, label %167, !dbg !45

66:                                               ; preds = %42
  %67 = add i32 %51, %26, !dbg !46
  %68 = sext i32 %67 to i64, !dbg !47
  %69 = getelementptr inbounds float, ptr %0, i64 %68, !dbg !47
  %70 = load float, ptr %69, align 4, !dbg !47, !tbaa !48
  br label %71, !dbg !52

71:                                               ; preds = %42, %66
  %72 = phi contract float [ %70, %66 ], [ 0.000000e+00, %42 ], !dbg !52
  store float %72, ptr %27, align 4, !dbg !53, !tbaa !48
  %73 = select i1 %49, i1 %29, i1 false, !dbg !54
  br i1 %73, label %74, label %79, !dbg !54

74:                                               ; preds = %71
  %75 = add i32 %28, %50, !dbg !55
  %76 = sext i32 %75 to i64, !dbg !56
  %77 = getelementptr inbounds float, ptr %1, i64 %76, !dbg !56
  %78 = load float, ptr %77, align 4, !dbg !56, !tbaa !48
  br label %79, !dbg !57

79:                                               ; preds = %71, %74
  %80 = phi contract float [ %78, %74 ], [ 0.000000e+00, %71 ], !dbg !57
  store float %80, ptr %30, align 4, !dbg !58, !tbaa !48
  %81 = add i32 %22, %47
  %82 = icmp slt i32 %81, %5
  %83 = select i1 %25, i1 %82, i1 false, !dbg !37
  br i1 %83, label %84, label %89, !dbg !37

84:                                               ; preds = %79
  %85 = add i32 %81, %26, !dbg !46
  %86 = sext i32 %85 to i64, !dbg !47
  %87 = getelementptr inbounds float, ptr %0, i64 %86, !dbg !47
  %88 = load float, ptr %87, align 4, !dbg !47, !tbaa !48
  br label %89, !dbg !52

89:                                               ; preds = %84, %79
  %90 = phi contract float [ %88, %84 ], [ 0.000000e+00, %79 ], !dbg !52
  store float %90, ptr %31, align 4, !dbg !53, !tbaa !48
  %91 = select i1 %49, i1 %33, i1 false, !dbg !54
  br i1 %91, label %92, label %97, !dbg !54

92:                                               ; preds = %89
  %93 = add i32 %32, %50, !dbg !55
  %94 = sext i32 %93 to i64, !dbg !56
  %95 = getelementptr inbounds float, ptr %1, i64 %94, !dbg !56
  %96 = load float, ptr %95, align 4, !dbg !56, !tbaa !48
  br label %97, !dbg !57

97:                                               ; preds = %92, %89
  %98 = phi contract float [ %96, %92 ], [ 0.000000e+00, %89 ], !dbg !57
  store float %98, ptr %34, align 4, !dbg !58, !tbaa !48
  %99 = add nsw i32 %19, %47
  %100 = icmp slt i32 %99, %5
  %101 = mul nsw i32 %99, %4
  %102 = select i1 %36, i1 %52, i1 false, !dbg !37
  br i1 %102, label %103, label %108, !dbg !37

103:                                              ; preds = %97
  %104 = add i32 %51, %37, !dbg !46
  %105 = sext i32 %104 to i64, !dbg !47
  %106 = getelementptr inbounds float, ptr %0, i64 %105, !dbg !47
  %107 = load float, ptr %106, align 4, !dbg !47, !tbaa !48
  br label %108, !dbg !52

108:                                              ; preds = %103, %97
  %109 = phi contract float [ %107, %103 ], [ 0.000000e+00, %97 ], !dbg !52
  store float %109, ptr %38, align 4, !dbg !53, !tbaa !48
  %110 = select i1 %100, i1 %29, i1 false, !dbg !54
  br i1 %110, label %111, label %116, !dbg !54

111:                                              ; preds = %108
  %112 = add i32 %28, %101, !dbg !55
  %113 = sext i32 %112 to i64, !dbg !56
  %114 = getelementptr inbounds float, ptr %1, i64 %113, !dbg !56
  %115 = load float, ptr %114, align 4, !dbg !56, !tbaa !48
  br label %116, !dbg !57

116:                                              ; preds = %111, %108
  %117 = phi contract float [ %115, %111 ], [ 0.000000e+00, %108 ], !dbg !57
  store float %117, ptr %39, align 4, !dbg !58, !tbaa !48
  %118 = select i1 %36, i1 %82, i1 false, !dbg !37
  br i1 %118, label %119, label %124, !dbg !37

119:                                              ; preds = %116
  %120 = add i32 %81, %37, !dbg !46
  %121 = sext i32 %120 to i64, !dbg !47
  %122 = getelementptr inbounds float, ptr %0, i64 %121, !dbg !47
  %123 = load float, ptr %122, align 4, !dbg !47, !tbaa !48
  br label %124, !dbg !52

124:                                              ; preds = %119, %116
  %125 = phi contract float [ %123, %119 ], [ 0.000000e+00, %116 ], !dbg !52
  store float %125, ptr %40, align 4, !dbg !53, !tbaa !48
  %126 = select i1 %100, i1 %33, i1 false, !dbg !54
  br i1 %126, label %127, label %132, !dbg !54

127:                                              ; preds = %124
  %128 = add i32 %32, %101, !dbg !55
  %129 = sext i32 %128 to i64, !dbg !56
  %130 = getelementptr inbounds float, ptr %1, i64 %129, !dbg !56
  %131 = load float, ptr %130, align 4, !dbg !56, !tbaa !48
  br label %132, !dbg !57

132:                                              ; preds = %127, %124
  %133 = phi contract float [ %131, %127 ], [ 0.000000e+00, %124 ], !dbg !57
  store float %133, ptr %41, align 4, !dbg !58, !tbaa !48
  tail call void @llvm.nvvm.barrier0(), !dbg !59
  br label %137, !dbg !60

134:                                              ; preds = %137
  tail call void @llvm.nvvm.barrier0(), !dbg !61
  %135 = add nuw nsw i32 %47, 32, !dbg !62
  %136 = icmp slt i32 %135, %5, !dbg !33
  br i1 %136, label %42, label %54, !dbg !34, !llvm.loop !63

137:                                              ; preds = %132, %137
  %138 = phi float [ %43, %132 ], [ %153, %137 ]
  %139 = phi float [ %44, %132 ], [ %155, %137 ]
  %140 = phi float [ %45, %132 ], [ %157, %137 ]
  %141 = phi float [ %46, %132 ], [ %159, %137 ]
  %142 = phi i32 [ 0, %132 ], [ %160, %137 ]
  %143 = zext i32 %142 to i64, !dbg !66
  %144 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %18, i64 %143, !dbg !66
  %145 = load float, ptr %144, align 4, !dbg !66, !tbaa !48
  %146 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2As to ptr), i64 0, i64 %20, i64 %143, !dbg !67
  %147 = load float, ptr %146, align 4, !dbg !67, !tbaa !48
  %148 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %143, i64 %21, !dbg !68
  %149 = load float, ptr %148, align 4, !dbg !68, !tbaa !48
  %150 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ10gemm_tiledPKfS0_PfiiiE2Bs to ptr), i64 0, i64 %143, i64 %23, !dbg !69
  %151 = load float, ptr %150, align 4, !dbg !69, !tbaa !48
  %152 = fmul contract float %145, %149, !dbg !70
  %153 = fadd contract float %138, %152, !dbg !71
  %154 = fmul contract float %145, %151, !dbg !72
  %155 = fadd contract float %139, %154, !dbg !73
  %156 = fmul contract float %147, %149, !dbg !74
  %157 = fadd contract float %140, %156, !dbg !75
  %158 = fmul contract float %147, %151, !dbg !76
  %159 = fadd contract float %141, %158, !dbg !77
  %160 = add nuw nsw i32 %142, 1, !dbg !78
  %161 = icmp eq i32 %160, 32, !dbg !79
  br i1 %161, label %134, label %137, !dbg !60, !llvm.loop !80

162:                                              ; preds = %54
  %163 = mul nsw i32 %56, %4, !dbg !82
  %164 = add nsw i32 %163, %55, !dbg !83
  %165 = sext i32 %164 to i64, !dbg !84
  %166 = getelementptr inbounds float, ptr %2, i64 %165, !dbg !84
  store float %60, ptr %166, align 4, !dbg !85, !tbaa !48
  br label %167, !dbg !84

167:                                              ; preds = %162, %54
  %168 = icmp slt i32 %62, %4
  %169 = select i1 %63, i1 %168, i1 false, !dbg !86
  br i1 %169, label %170, label %175, !dbg !86

170:                                              ; preds = %167
  %171 = mul nsw i32 %56, %4, !dbg !87
  %172 = add nsw i32 %171, %62, !dbg !88
  %173 = sext i32 %172 to i64, !dbg !89
  %174 = getelementptr inbounds float, ptr %2, i64 %173, !dbg !89
  store float %59, ptr %174, align 4, !dbg !90, !tbaa !48
  br label %175, !dbg !89

175:                                              ; preds = %170, %167
  %176 = icmp slt i32 %61, %3, !dbg !91
  %177 = select i1 %176, i1 %64, i1 false, !dbg !92
  br i1 %177, label %178, label %183, !dbg !92

178:                                              ; preds = %175
  %179 = mul nsw i32 %61, %4, !dbg !93
  %180 = add nsw i32 %179, %55, !dbg !94
  %181 = sext i32 %180 to i64, !dbg !95
  %182 = getelementptr inbounds float, ptr %2, i64 %181, !dbg !95
  store float %58, ptr %182, align 4, !dbg !96, !tbaa !48
  br label %183, !dbg !95

183:                                              ; preds = %178, %175
  %184 = select i1 %176, i1 %168, i1 false, !dbg !97
  br i1 %184, label %185, label %190, !dbg !97

185:                                              ; preds = %183
  %186 = mul nsw i32 %61, %4, !dbg !98
  %187 = add nsw i32 %186, %62, !dbg !99
  %188 = sext i32 %187 to i64, !dbg !100
  %189 = getelementptr inbounds float, ptr %2, i64 %188, !dbg !100
  store float %57, ptr %189, align 4, !dbg !101, !tbaa !48
  br label %190, !dbg !100

190:                                              ; preds = %185, %183
  ret void, !dbg !102
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11head_scoresPKfS0_Pfiif(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 !dbg !103 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !104
  %8 = shl i32 %7, 5, !dbg !106
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !107
  %10 = shl i32 %9, 5, !dbg !109
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !110
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !115
  %13 = icmp sgt i32 %4, 0, !dbg !117
  br i1 %13, label %17, label %14, !dbg !118

14:                                               ; preds = %6
  %15 = add i32 %8, %12
  %16 = add i32 %10, %11
  br label %154, !dbg !118

17:                                               ; preds = %6
  %18 = sext i32 %12 to i64
  %19 = add nsw i32 %12, 16
  %20 = sext i32 %19 to i64
  %21 = sext i32 %11 to i64
  %22 = add nsw i32 %11, 16
  %23 = sext i32 %22 to i64
  %24 = add i32 %8, %12
  %25 = icmp slt i32 %24, %3
  %26 = mul nsw i32 %24, %4
  %27 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %18, i64 %21
  %28 = add i32 %10, %11
  %29 = icmp sge i32 %28, %3
  %30 = mul nsw i32 %28, %4
  %31 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %18, i64 %21
  %32 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %18, i64 %23
  %33 = add nsw i32 %22, %10
  %34 = icmp sge i32 %33, %3
  %35 = mul nsw i32 %33, %4
  %36 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %18, i64 %23
  %37 = add nsw i32 %19, %8
  %38 = icmp slt i32 %37, %3
  %39 = mul nsw i32 %37, %4
  %40 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %20, i64 %21
  %41 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %20, i64 %21
  %42 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %20, i64 %23
  %43 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %20, i64 %23
  br label %44, !dbg !118

44:                                               ; preds = %126, %17
  %45 = phi float [ 0.000000e+00, %17 ], [ %151, %126 ], !dbg !119
  %46 = phi float [ 0.000000e+00, %17 ], [ %149, %126 ], !dbg !119
  %47 = phi float [ 0.000000e+00, %17 ], [ %147, %126 ], !dbg !119
  %48 = phi float [ 0.000000e+00, %17 ], [ %145, %126 ], !dbg !119
  %49 = phi i32 [ 0, %17 ], [ %127, %126 ]
  %50 = add nsw i32 %49, %12
  %51 = icmp sge i32 %50, %4
  br i1 %25, label %52, label %60, !dbg !120

52:                                               ; preds = %44
  %53 = add nsw i32 %49, %11, !dbg !123
  %54 = icmp slt i32 %53, %4, !dbg !124
  br i1 %54, label %55, label %60, !dbg !125

55:                                               ; preds = %52
  %56 = add nsw i32 %53, %26, !dbg !126
  %57 = sext i32 %56 to i64, !dbg !127
  %58 = getelementptr inbounds float, ptr %0, i64 %57, !dbg !127
  %59 = load float, ptr %58, align 4, !dbg !127, !tbaa !48
  br label %60, !dbg !125

60:                                               ; preds = %55, %52, %44
  %61 = phi contract float [ %59, %55 ], [ 0.000000e+00, %52 ], [ 0.000000e+00, %44 ], !dbg !125
  store float %61, ptr %27, align 4, !dbg !128, !tbaa !48
  %62 = select i1 %29, i1 true, i1 %51, !dbg !129
  br i1 %62, label %68, label %63, !dbg !129

63:                                               ; preds = %60
  %64 = add nsw i32 %50, %30, !dbg !132
  %65 = sext i32 %64 to i64, !dbg !133
  %66 = getelementptr inbounds float, ptr %1, i64 %65, !dbg !133
  %67 = load float, ptr %66, align 4, !dbg !133, !tbaa !48
  br label %68, !dbg !134

68:                                               ; preds = %63, %60
  %69 = phi contract float [ %67, %63 ], [ 0.000000e+00, %60 ], !dbg !134
  store float %69, ptr %31, align 4, !dbg !135, !tbaa !48
  br i1 %25, label %70, label %78, !dbg !120

70:                                               ; preds = %68
  %71 = add nsw i32 %49, %22, !dbg !123
  %72 = icmp slt i32 %71, %4, !dbg !124
  br i1 %72, label %73, label %78, !dbg !125

73:                                               ; preds = %70
  %74 = add nsw i32 %71, %26, !dbg !126
  %75 = sext i32 %74 to i64, !dbg !127
  %76 = getelementptr inbounds float, ptr %0, i64 %75, !dbg !127
  %77 = load float, ptr %76, align 4, !dbg !127, !tbaa !48
  br label %78, !dbg !125

78:                                               ; preds = %73, %70, %68
  %79 = phi contract float [ %77, %73 ], [ 0.000000e+00, %70 ], [ 0.000000e+00, %68 ], !dbg !125
  store float %79, ptr %32, align 4, !dbg !128, !tbaa !48
  %80 = select i1 %34, i1 true, i1 %51, !dbg !129
  br i1 %80, label %86, label %81, !dbg !129

81:                                               ; preds = %78
  %82 = add nsw i32 %50, %35, !dbg !132
  %83 = sext i32 %82 to i64, !dbg !133
  %84 = getelementptr inbounds float, ptr %1, i64 %83, !dbg !133
  %85 = load float, ptr %84, align 4, !dbg !133, !tbaa !48
  br label %86, !dbg !134

86:                                               ; preds = %81, %78
  %87 = phi contract float [ %85, %81 ], [ 0.000000e+00, %78 ], !dbg !134
  store float %87, ptr %36, align 4, !dbg !135, !tbaa !48
  %88 = add nsw i32 %49, %19
  %89 = icmp sge i32 %88, %4
  br i1 %38, label %90, label %98, !dbg !120

90:                                               ; preds = %86
  %91 = add nsw i32 %49, %11, !dbg !123
  %92 = icmp slt i32 %91, %4, !dbg !124
  br i1 %92, label %93, label %98, !dbg !125

93:                                               ; preds = %90
  %94 = add nsw i32 %91, %39, !dbg !126
  %95 = sext i32 %94 to i64, !dbg !127
  %96 = getelementptr inbounds float, ptr %0, i64 %95, !dbg !127
  %97 = load float, ptr %96, align 4, !dbg !127, !tbaa !48
  br label %98, !dbg !125

98:                                               ; preds = %93, %90, %86
  %99 = phi contract float [ %97, %93 ], [ 0.000000e+00, %90 ], [ 0.000000e+00, %86 ], !dbg !125
  store float %99, ptr %40, align 4, !dbg !128, !tbaa !48
  %100 = select i1 %29, i1 true, i1 %89, !dbg !129
  br i1 %100, label %106, label %101, !dbg !129

101:                                              ; preds = %98
  %102 = add nsw i32 %88, %30, !dbg !132
  %103 = sext i32 %102 to i64, !dbg !133
  %104 = getelementptr inbounds float, ptr %1, i64 %103, !dbg !133
  %105 = load float, ptr %104, align 4, !dbg !133, !tbaa !48
  br label %106, !dbg !134

106:                                              ; preds = %101, %98
  %107 = phi contract float [ %105, %101 ], [ 0.000000e+00, %98 ], !dbg !134
  store float %107, ptr %41, align 4, !dbg !135, !tbaa !48
  br i1 %38, label %108, label %116, !dbg !120

108:                                              ; preds = %106
  %109 = add nsw i32 %49, %22, !dbg !123
  %110 = icmp slt i32 %109, %4, !dbg !124
  br i1 %110, label %111, label %116, !dbg !125

111:                                              ; preds = %108
  %112 = add nsw i32 %109, %39, !dbg !126
  %113 = sext i32 %112 to i64, !dbg !127
  %114 = getelementptr inbounds float, ptr %0, i64 %113, !dbg !127
  %115 = load float, ptr %114, align 4, !dbg !127, !tbaa !48
  br label %116, !dbg !125

116:                                              ; preds = %111, %108, %106
  %117 = phi contract float [ %115, %111 ], [ 0.000000e+00, %108 ], [ 0.000000e+00, %106 ], !dbg !125
  store float %117, ptr %42, align 4, !dbg !128, !tbaa !48
  %118 = select i1 %34, i1 true, i1 %89, !dbg !129
  br i1 %118, label %124, label %119, !dbg !129

119:                                              ; preds = %116
  %120 = add nsw i32 %88, %35, !dbg !132
  %121 = sext i32 %120 to i64, !dbg !133
  %122 = getelementptr inbounds float, ptr %1, i64 %121, !dbg !133
  %123 = load float, ptr %122, align 4, !dbg !133, !tbaa !48
  br label %124, !dbg !134

124:                                              ; preds = %119, %116
  %125 = phi contract float [ %123, %119 ], [ 0.000000e+00, %116 ], !dbg !134
  store float %125, ptr %43, align 4, !dbg !135, !tbaa !48
  tail call void @llvm.nvvm.barrier0(), !dbg !136
  br label %129, !dbg !137

126:                                              ; preds = %129
  tail call void @llvm.nvvm.barrier0(), !dbg !138
  %127 = add nuw nsw i32 %49, 32, !dbg !139
  %128 = icmp slt i32 %127, %4, !dbg !117
  br i1 %128, label %44, label %154, !dbg !118, !llvm.loop !140

129:                                              ; preds = %129, %124
  %130 = phi i32 [ 0, %124 ], [ %152, %129 ]
  %131 = phi float [ %48, %124 ], [ %145, %129 ]
  %132 = phi float [ %47, %124 ], [ %147, %129 ]
  %133 = phi float [ %46, %124 ], [ %149, %129 ]
  %134 = phi float [ %45, %124 ], [ %151, %129 ]
  %135 = zext i32 %130 to i64, !dbg !142
  %136 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %18, i64 %135, !dbg !142
  %137 = load float, ptr %136, align 4, !dbg !142, !tbaa !48
  %138 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %20, i64 %135, !dbg !143
  %139 = load float, ptr %138, align 4, !dbg !143, !tbaa !48
  %140 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %135, i64 %21, !dbg !144
  %141 = load float, ptr %140, align 4, !dbg !144, !tbaa !48
  %142 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %135, i64 %23, !dbg !145
  %143 = load float, ptr %142, align 4, !dbg !145, !tbaa !48
  %144 = fmul contract float %137, %141, !dbg !146
  %145 = fadd contract float %131, %144, !dbg !147
  %146 = fmul contract float %137, %143, !dbg !148
  %147 = fadd contract float %132, %146, !dbg !149
  %148 = fmul contract float %139, %141, !dbg !150
  %149 = fadd contract float %133, %148, !dbg !151
  %150 = fmul contract float %139, %143, !dbg !152
  %151 = fadd contract float %134, %150, !dbg !153
  %152 = add nuw nsw i32 %130, 1, !dbg !154
  %153 = icmp eq i32 %152, 32, !dbg !155
  br i1 %153, label %126, label %129, !dbg !137, !llvm.loop !156

154:                                              ; preds = %126, %14
  %155 = phi i32 [ %16, %14 ], [ %28, %126 ]
  %156 = phi i32 [ %15, %14 ], [ %24, %126 ]
  %157 = phi float [ 0.000000e+00, %14 ], [ %151, %126 ], !dbg !119
  %158 = phi float [ 0.000000e+00, %14 ], [ %149, %126 ], !dbg !119
  %159 = phi float [ 0.000000e+00, %14 ], [ %147, %126 ], !dbg !119
  %160 = phi float [ 0.000000e+00, %14 ], [ %145, %126 ], !dbg !119
  %161 = icmp slt i32 %156, %3
  %162 = mul nsw i32 %156, %3
  %163 = icmp slt i32 %155, %3
  %164 = select i1 %161, i1 %163, i1 false, !dbg !158
  br i1 %164, label %165, label %170, !dbg !158

165:                                              ; preds = %154
  %166 = fmul contract float %160, %5, !dbg !161
  %167 = add nsw i32 %162, %155, !dbg !164
  %168 = sext i32 %167 to i64, !dbg !165
  %169 = getelementptr inbounds float, ptr %2, i64 %168, !dbg !165
  store float %166, ptr %169, align 4, !dbg !166, !tbaa !48
  br label %170, !dbg !165

170:                                              ; preds = %165, %154
  %171 = add i32 %155, 16, !dbg !167
  %172 = icmp slt i32 %171, %3
  %173 = select i1 %161, i1 %172, i1 false, !dbg !158
  br i1 %173, label %174, label %179, !dbg !158

174:                                              ; preds = %170
  %175 = fmul contract float %159, %5, !dbg !161
  %176 = add nsw i32 %162, %171, !dbg !164
  %177 = sext i32 %176 to i64, !dbg !165
  %178 = getelementptr inbounds float, ptr %2, i64 %177, !dbg !165
  store float %175, ptr %178, align 4, !dbg !166, !tbaa !48
  br label %179, !dbg !165

179:                                              ; preds = %174, %170
  %180 = add i32 %156, 16
  %181 = icmp slt i32 %180, %3
  %182 = mul nsw i32 %180, %3
  %183 = select i1 %181, i1 %163, i1 false, !dbg !158
  br i1 %183, label %184, label %189, !dbg !158

184:                                              ; preds = %179
  %185 = fmul contract float %158, %5, !dbg !161
  %186 = add nsw i32 %182, %155, !dbg !164
  %187 = sext i32 %186 to i64, !dbg !165
  %188 = getelementptr inbounds float, ptr %2, i64 %187, !dbg !165
  store float %185, ptr %188, align 4, !dbg !166, !tbaa !48
  br label %189, !dbg !165

189:                                              ; preds = %184, %179
  %190 = select i1 %181, i1 %172, i1 false, !dbg !158
  br i1 %190, label %191, label %196, !dbg !158

191:                                              ; preds = %189
  %192 = fmul contract float %157, %5, !dbg !161
  %193 = add nsw i32 %182, %171, !dbg !164
  %194 = sext i32 %193 to i64, !dbg !165
  %195 = getelementptr inbounds float, ptr %2, i64 %194, !dbg !165
  store float %192, ptr %195, align 4, !dbg !166, !tbaa !48
  br label %196, !dbg !165

196:                                              ; preds = %189, %191
  ret void, !dbg !168
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z12head_softmaxPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 !dbg !169 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !170
  %5 = shl i32 %4, 2, !dbg !172
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !173
  %7 = add i32 %5, %6, !dbg !175
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !176
  %9 = icmp slt i32 %7, %2, !dbg !178
  br i1 %9, label %10, label %98, !dbg !179

10:                                               ; preds = %3
  %11 = icmp slt i32 %8, %2, !dbg !180
  br i1 %11, label %12, label %14, !dbg !181

12:                                               ; preds = %10
  %13 = mul nsw i32 %7, %2
  br label %26, !dbg !181

14:                                               ; preds = %26, %10
  %15 = phi float [ 0xFFF0000000000000, %10 ], [ %33, %26 ], !dbg !182
  %16 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %15, i32 16, i32 31), !dbg !183
  %17 = tail call float @llvm.maxnum.f32(float %15, float %16), !dbg !187
  %18 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %17, i32 8, i32 31), !dbg !183
  %19 = tail call float @llvm.maxnum.f32(float %17, float %18), !dbg !187
  %20 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %19, i32 4, i32 31), !dbg !183
  %21 = tail call float @llvm.maxnum.f32(float %19, float %20), !dbg !187
  %22 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %21, i32 2, i32 31), !dbg !183
  %23 = tail call float @llvm.maxnum.f32(float %21, float %22), !dbg !187
  %24 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %23, i32 1, i32 31), !dbg !183
  %25 = tail call float @llvm.maxnum.f32(float %23, float %24), !dbg !187
  br i1 %11, label %36, label %38, !dbg !191

26:                                               ; preds = %12, %26
  %27 = phi i32 [ %8, %12 ], [ %34, %26 ]
  %28 = phi float [ 0xFFF0000000000000, %12 ], [ %33, %26 ]
  %29 = add nsw i32 %27, %13, !dbg !192
  %30 = sext i32 %29 to i64, !dbg !193
  %31 = getelementptr inbounds float, ptr %0, i64 %30, !dbg !193
  %32 = load float, ptr %31, align 4, !dbg !193, !tbaa !48
  %33 = tail call float @llvm.maxnum.f32(float %28, float %32), !dbg !194
  %34 = add nsw i32 %27, 32, !dbg !196
  %35 = icmp slt i32 %34, %2, !dbg !180
  br i1 %35, label %26, label %14, !dbg !181, !llvm.loop !197

36:                                               ; preds = %14
  %37 = mul nsw i32 %7, %2
  br label %50, !dbg !191

38:                                               ; preds = %50, %14
  %39 = phi float [ 0.000000e+00, %14 ], [ %70, %50 ], !dbg !182
  %40 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %39, i32 16, i32 31), !dbg !199
  %41 = fadd contract float %39, %40, !dbg !201
  %42 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %41, i32 8, i32 31), !dbg !199
  %43 = fadd contract float %41, %42, !dbg !201
  %44 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 4, i32 31), !dbg !199
  %45 = fadd contract float %43, %44, !dbg !201
  %46 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 2, i32 31), !dbg !199
  %47 = fadd contract float %45, %46, !dbg !201
  %48 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %47, i32 1, i32 31), !dbg !199
  %49 = fadd contract float %47, %48, !dbg !201
  br i1 %11, label %73, label %98, !dbg !202

50:                                               ; preds = %36, %50
  %51 = phi i32 [ %8, %36 ], [ %71, %50 ]
  %52 = phi float [ 0.000000e+00, %36 ], [ %70, %50 ]
  %53 = add nsw i32 %51, %37, !dbg !203
  %54 = sext i32 %53 to i64, !dbg !204
  %55 = getelementptr inbounds float, ptr %0, i64 %54, !dbg !204
  %56 = load float, ptr %55, align 4, !dbg !204, !tbaa !48
  %57 = fsub contract float %56, %25, !dbg !205
  %58 = tail call float @llvm.fma.f32(float %57, float 0x3F777313A0000000, float 5.000000e-01), !dbg !206
  %59 = tail call float @llvm.nvvm.saturate.f(float %58) #7, !dbg !206
  %60 = tail call float @llvm.nvvm.fma.rm.f(float %59, float 2.520000e+02, float 0x4168000020000000) #7, !dbg !206
  %61 = fadd float %60, 0xC168000FE0000000, !dbg !206
  %62 = fneg float %61, !dbg !206
  %63 = tail call float @llvm.fma.f32(float %57, float 0x3FF7154760000000, float %62), !dbg !206
  %64 = tail call float @llvm.fma.f32(float %57, float 0x3E54AE0C00000000, float %63), !dbg !206
  %65 = bitcast float %60 to i32, !dbg !206
  %66 = shl i32 %65, 23, !dbg !206
  %67 = bitcast i32 %66 to float, !dbg !206
  %68 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %64) #7, !dbg !206
  %69 = fmul float %68, %67, !dbg !206
  %70 = fadd contract float %52, %69, !dbg !209
  %71 = add nsw i32 %51, 32, !dbg !210
  %72 = icmp slt i32 %71, %2, !dbg !211
  br i1 %72, label %50, label %38, !dbg !191, !llvm.loop !212

73:                                               ; preds = %38
  %74 = mul nsw i32 %7, %2
  br label %75, !dbg !202

75:                                               ; preds = %73, %75
  %76 = phi i32 [ %8, %73 ], [ %96, %75 ]
  %77 = add nsw i32 %76, %74, !dbg !214
  %78 = sext i32 %77 to i64, !dbg !215
  %79 = getelementptr inbounds float, ptr %0, i64 %78, !dbg !215
  %80 = load float, ptr %79, align 4, !dbg !215, !tbaa !48
  %81 = fsub contract float %80, %25, !dbg !216
  %82 = tail call float @llvm.fma.f32(float %81, float 0x3F777313A0000000, float 5.000000e-01), !dbg !217
  %83 = tail call float @llvm.nvvm.saturate.f(float %82) #7, !dbg !217
  %84 = tail call float @llvm.nvvm.fma.rm.f(float %83, float 2.520000e+02, float 0x4168000020000000) #7, !dbg !217
  %85 = fadd float %84, 0xC168000FE0000000, !dbg !217
  %86 = fneg float %85, !dbg !217
  %87 = tail call float @llvm.fma.f32(float %81, float 0x3FF7154760000000, float %86), !dbg !217
  %88 = tail call float @llvm.fma.f32(float %81, float 0x3E54AE0C00000000, float %87), !dbg !217
  %89 = bitcast float %84 to i32, !dbg !217
  %90 = shl i32 %89, 23, !dbg !217
  %91 = bitcast i32 %90 to float, !dbg !217
  %92 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %88) #7, !dbg !217
  %93 = fmul float %92, %91, !dbg !217
  %94 = fdiv contract float %93, %49, !dbg !219
  %95 = getelementptr inbounds float, ptr %1, i64 %78, !dbg !220
  store float %94, ptr %95, align 4, !dbg !221, !tbaa !48
  %96 = add nsw i32 %76, 32, !dbg !222
  %97 = icmp slt i32 %96, %2, !dbg !223
  br i1 %97, label %75, label %98, !dbg !202, !llvm.loop !224

98:                                               ; preds = %75, %38, %3
  ret void, !dbg !226
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11head_valuesPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !227 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !228
  %7 = shl i32 %6, 5, !dbg !230
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !231
  %9 = shl i32 %8, 5, !dbg !233
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !234
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !238
  %12 = icmp sgt i32 %3, 0, !dbg !240
  br i1 %12, label %16, label %13, !dbg !241

13:                                               ; preds = %5
  %14 = add i32 %7, %11
  %15 = add i32 %9, %10
  br label %153, !dbg !241

16:                                               ; preds = %5
  %17 = sext i32 %11 to i64
  %18 = add nsw i32 %11, 16
  %19 = sext i32 %18 to i64
  %20 = sext i32 %10 to i64
  %21 = add nsw i32 %10, 16
  %22 = sext i32 %21 to i64
  %23 = add i32 %7, %11
  %24 = icmp slt i32 %23, %3
  %25 = mul nsw i32 %23, %3
  %26 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %17, i64 %20
  %27 = add i32 %9, %10
  %28 = icmp sge i32 %27, %4
  %29 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %17, i64 %20
  %30 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %17, i64 %22
  %31 = add nsw i32 %21, %9
  %32 = icmp sge i32 %31, %4
  %33 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %17, i64 %22
  %34 = add nsw i32 %18, %7
  %35 = icmp slt i32 %34, %3
  %36 = mul nsw i32 %34, %3
  %37 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %19, i64 %20
  %38 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %19, i64 %20
  %39 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %19, i64 %22
  %40 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %19, i64 %22
  br label %41, !dbg !241

41:                                               ; preds = %125, %16
  %42 = phi float [ 0.000000e+00, %16 ], [ %150, %125 ], !dbg !242
  %43 = phi float [ 0.000000e+00, %16 ], [ %148, %125 ], !dbg !242
  %44 = phi float [ 0.000000e+00, %16 ], [ %146, %125 ], !dbg !242
  %45 = phi float [ 0.000000e+00, %16 ], [ %144, %125 ], !dbg !242
  %46 = phi i32 [ 0, %16 ], [ %126, %125 ]
  %47 = add nsw i32 %46, %11
  %48 = icmp sge i32 %47, %3
  %49 = mul nsw i32 %47, %4
  br i1 %24, label %50, label %58, !dbg !243

50:                                               ; preds = %41
  %51 = add nsw i32 %46, %10, !dbg !245
  %52 = icmp slt i32 %51, %3, !dbg !246
  br i1 %52, label %53, label %58, !dbg !247

53:                                               ; preds = %50
  %54 = add nsw i32 %51, %25, !dbg !248
  %55 = sext i32 %54 to i64, !dbg !249
  %56 = getelementptr inbounds float, ptr %0, i64 %55, !dbg !249
  %57 = load float, ptr %56, align 4, !dbg !249, !tbaa !48
  br label %58, !dbg !247

58:                                               ; preds = %53, %50, %41
  %59 = phi contract float [ %57, %53 ], [ 0.000000e+00, %50 ], [ 0.000000e+00, %41 ], !dbg !247
  store float %59, ptr %26, align 4, !dbg !250, !tbaa !48
  %60 = select i1 %48, i1 true, i1 %28, !dbg !251
  br i1 %60, label %66, label %61, !dbg !251

61:                                               ; preds = %58
  %62 = add nsw i32 %49, %27, !dbg !253
  %63 = sext i32 %62 to i64, !dbg !254
  %64 = getelementptr inbounds float, ptr %1, i64 %63, !dbg !254
  %65 = load float, ptr %64, align 4, !dbg !254, !tbaa !48
  br label %66, !dbg !255

66:                                               ; preds = %61, %58
  %67 = phi contract float [ %65, %61 ], [ 0.000000e+00, %58 ], !dbg !255
  store float %67, ptr %29, align 4, !dbg !256, !tbaa !48
  br i1 %24, label %68, label %76, !dbg !243

68:                                               ; preds = %66
  %69 = add nsw i32 %46, %21, !dbg !245
  %70 = icmp slt i32 %69, %3, !dbg !246
  br i1 %70, label %71, label %76, !dbg !247

71:                                               ; preds = %68
  %72 = add nsw i32 %69, %25, !dbg !248
  %73 = sext i32 %72 to i64, !dbg !249
  %74 = getelementptr inbounds float, ptr %0, i64 %73, !dbg !249
  %75 = load float, ptr %74, align 4, !dbg !249, !tbaa !48
  br label %76, !dbg !247

76:                                               ; preds = %71, %68, %66
  %77 = phi contract float [ %75, %71 ], [ 0.000000e+00, %68 ], [ 0.000000e+00, %66 ], !dbg !247
  store float %77, ptr %30, align 4, !dbg !250, !tbaa !48
  %78 = select i1 %48, i1 true, i1 %32, !dbg !251
  br i1 %78, label %84, label %79, !dbg !251

79:                                               ; preds = %76
  %80 = add nsw i32 %49, %31, !dbg !253
  %81 = sext i32 %80 to i64, !dbg !254
  %82 = getelementptr inbounds float, ptr %1, i64 %81, !dbg !254
  %83 = load float, ptr %82, align 4, !dbg !254, !tbaa !48
  br label %84, !dbg !255

84:                                               ; preds = %79, %76
  %85 = phi contract float [ %83, %79 ], [ 0.000000e+00, %76 ], !dbg !255
  store float %85, ptr %33, align 4, !dbg !256, !tbaa !48
  %86 = add nsw i32 %46, %18
  %87 = icmp sge i32 %86, %3
  %88 = mul nsw i32 %86, %4
  br i1 %35, label %89, label %97, !dbg !243

89:                                               ; preds = %84
  %90 = add nsw i32 %46, %10, !dbg !245
  %91 = icmp slt i32 %90, %3, !dbg !246
  br i1 %91, label %92, label %97, !dbg !247

92:                                               ; preds = %89
  %93 = add nsw i32 %90, %36, !dbg !248
  %94 = sext i32 %93 to i64, !dbg !249
  %95 = getelementptr inbounds float, ptr %0, i64 %94, !dbg !249
  %96 = load float, ptr %95, align 4, !dbg !249, !tbaa !48
  br label %97, !dbg !247

97:                                               ; preds = %92, %89, %84
  %98 = phi contract float [ %96, %92 ], [ 0.000000e+00, %89 ], [ 0.000000e+00, %84 ], !dbg !247
  store float %98, ptr %37, align 4, !dbg !250, !tbaa !48
  %99 = select i1 %87, i1 true, i1 %28, !dbg !251
  br i1 %99, label %105, label %100, !dbg !251

100:                                              ; preds = %97
  %101 = add nsw i32 %88, %27, !dbg !253
  %102 = sext i32 %101 to i64, !dbg !254
  %103 = getelementptr inbounds float, ptr %1, i64 %102, !dbg !254
  %104 = load float, ptr %103, align 4, !dbg !254, !tbaa !48
  br label %105, !dbg !255

105:                                              ; preds = %100, %97
  %106 = phi contract float [ %104, %100 ], [ 0.000000e+00, %97 ], !dbg !255
  store float %106, ptr %38, align 4, !dbg !256, !tbaa !48
  br i1 %35, label %107, label %115, !dbg !243

107:                                              ; preds = %105
  %108 = add nsw i32 %46, %21, !dbg !245
  %109 = icmp slt i32 %108, %3, !dbg !246
  br i1 %109, label %110, label %115, !dbg !247

110:                                              ; preds = %107
  %111 = add nsw i32 %108, %36, !dbg !248
  %112 = sext i32 %111 to i64, !dbg !249
  %113 = getelementptr inbounds float, ptr %0, i64 %112, !dbg !249
  %114 = load float, ptr %113, align 4, !dbg !249, !tbaa !48
  br label %115, !dbg !247

115:                                              ; preds = %110, %107, %105
  %116 = phi contract float [ %114, %110 ], [ 0.000000e+00, %107 ], [ 0.000000e+00, %105 ], !dbg !247
  store float %116, ptr %39, align 4, !dbg !250, !tbaa !48
  %117 = select i1 %87, i1 true, i1 %32, !dbg !251
  br i1 %117, label %123, label %118, !dbg !251

118:                                              ; preds = %115
  %119 = add nsw i32 %88, %31, !dbg !253
  %120 = sext i32 %119 to i64, !dbg !254
  %121 = getelementptr inbounds float, ptr %1, i64 %120, !dbg !254
  %122 = load float, ptr %121, align 4, !dbg !254, !tbaa !48
  br label %123, !dbg !255

123:                                              ; preds = %118, %115
  %124 = phi contract float [ %122, %118 ], [ 0.000000e+00, %115 ], !dbg !255
  store float %124, ptr %40, align 4, !dbg !256, !tbaa !48
  tail call void @llvm.nvvm.barrier0(), !dbg !257
  br label %128, !dbg !258

125:                                              ; preds = %128
  tail call void @llvm.nvvm.barrier0(), !dbg !259
  %126 = add nuw nsw i32 %46, 32, !dbg !260
  %127 = icmp slt i32 %126, %3, !dbg !240
  br i1 %127, label %41, label %153, !dbg !241, !llvm.loop !261

128:                                              ; preds = %128, %123
  %129 = phi i32 [ 0, %123 ], [ %151, %128 ]
  %130 = phi float [ %45, %123 ], [ %144, %128 ]
  %131 = phi float [ %44, %123 ], [ %146, %128 ]
  %132 = phi float [ %43, %123 ], [ %148, %128 ]
  %133 = phi float [ %42, %123 ], [ %150, %128 ]
  %134 = zext i32 %129 to i64, !dbg !263
  %135 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %17, i64 %134, !dbg !263
  %136 = load float, ptr %135, align 4, !dbg !263, !tbaa !48
  %137 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %19, i64 %134, !dbg !264
  %138 = load float, ptr %137, align 4, !dbg !264, !tbaa !48
  %139 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %134, i64 %20, !dbg !265
  %140 = load float, ptr %139, align 4, !dbg !265, !tbaa !48
  %141 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %134, i64 %22, !dbg !266
  %142 = load float, ptr %141, align 4, !dbg !266, !tbaa !48
  %143 = fmul contract float %136, %140, !dbg !267
  %144 = fadd contract float %130, %143, !dbg !268
  %145 = fmul contract float %136, %142, !dbg !269
  %146 = fadd contract float %131, %145, !dbg !270
  %147 = fmul contract float %138, %140, !dbg !271
  %148 = fadd contract float %132, %147, !dbg !272
  %149 = fmul contract float %138, %142, !dbg !273
  %150 = fadd contract float %133, %149, !dbg !274
  %151 = add nuw nsw i32 %129, 1, !dbg !275
  %152 = icmp eq i32 %151, 32, !dbg !276
  br i1 %152, label %125, label %128, !dbg !258, !llvm.loop !277

153:                                              ; preds = %125, %13
  %154 = phi i32 [ %15, %13 ], [ %27, %125 ]
  %155 = phi i32 [ %14, %13 ], [ %23, %125 ]
  %156 = phi float [ 0.000000e+00, %13 ], [ %150, %125 ], !dbg !242
  %157 = phi float [ 0.000000e+00, %13 ], [ %148, %125 ], !dbg !242
  %158 = phi float [ 0.000000e+00, %13 ], [ %146, %125 ], !dbg !242
  %159 = phi float [ 0.000000e+00, %13 ], [ %144, %125 ], !dbg !242
  %160 = icmp slt i32 %155, %3
  %161 = mul nsw i32 %155, %4
  %162 = icmp slt i32 %154, %4
  %163 = select i1 %160, i1 %162, i1 false, !dbg !279
  br i1 %163, label %164, label %168, !dbg !279

164:                                              ; preds = %153
  %165 = add nsw i32 %161, %154, !dbg !282
  %166 = sext i32 %165 to i64, !dbg !283
  %167 = getelementptr inbounds float, ptr %2, i64 %166, !dbg !283
  store float %159, ptr %167, align 4, !dbg !284, !tbaa !48
  br label %168, !dbg !283

168:                                              ; preds = %164, %153
  %169 = add i32 %154, 16, !dbg !285
  %170 = icmp slt i32 %169, %4
  %171 = select i1 %160, i1 %170, i1 false, !dbg !279
  br i1 %171, label %172, label %176, !dbg !279

172:                                              ; preds = %168
  %173 = add nsw i32 %161, %169, !dbg !282
  %174 = sext i32 %173 to i64, !dbg !283
  %175 = getelementptr inbounds float, ptr %2, i64 %174, !dbg !283
  store float %158, ptr %175, align 4, !dbg !284, !tbaa !48
  br label %176, !dbg !283

176:                                              ; preds = %172, %168
  %177 = add i32 %155, 16
  %178 = icmp slt i32 %177, %3
  %179 = mul nsw i32 %177, %4
  %180 = select i1 %178, i1 %162, i1 false, !dbg !279
  br i1 %180, label %181, label %185, !dbg !279

181:                                              ; preds = %176
  %182 = add nsw i32 %179, %154, !dbg !282
  %183 = sext i32 %182 to i64, !dbg !283
  %184 = getelementptr inbounds float, ptr %2, i64 %183, !dbg !283
  store float %157, ptr %184, align 4, !dbg !284, !tbaa !48
  br label %185, !dbg !283

185:                                              ; preds = %181, %176
  %186 = select i1 %178, i1 %170, i1 false, !dbg !279
  br i1 %186, label %187, label %191, !dbg !279

187:                                              ; preds = %185
  %188 = add nsw i32 %179, %169, !dbg !282
  %189 = sext i32 %188 to i64, !dbg !283
  %190 = getelementptr inbounds float, ptr %2, i64 %189, !dbg !283
  store float %156, ptr %190, align 4, !dbg !284, !tbaa !48
  br label %191, !dbg !283

191:                                              ; preds = %185, %187
  ret void, !dbg !286
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #6

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #5 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #6 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #7 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11}
!llvm.ident = !{!12, !13}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "samples/cuda/attention_heads.cu", directory: "/work/main")
!8 = !{ptr @_Z10gemm_tiledPKfS0_Pfiii, !"kernel", i32 1}
!9 = !{ptr @_Z11head_scoresPKfS0_Pfiif, !"kernel", i32 1}
!10 = !{ptr @_Z12head_softmaxPKfPfi, !"kernel", i32 1}
!11 = !{ptr @_Z11head_valuesPKfS0_Pfii, !"kernel", i32 1}
!12 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!13 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!14 = distinct !DISubprogram(name: "gemm_tiled", scope: !15, file: !15, line: 11, type: !16, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!15 = !DIFile(filename: "samples/cuda/gemm_tiled.cuh", directory: "/work/main")
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!20 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 15, column: 14, scope: !14)
!22 = !DILocation(line: 54, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 54, type: !16, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!24 = distinct !DILocation(line: 15, column: 32, scope: !14)
!25 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !27)
!26 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !20, file: !20, line: 67, type: !16, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!27 = distinct !DILocation(line: 16, column: 16, scope: !14)
!28 = !DILocation(line: 16, column: 27, scope: !14)
!29 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !31)
!30 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!31 = distinct !DILocation(line: 16, column: 47, scope: !14)
!32 = !DILocation(line: 16, column: 58, scope: !14)
!33 = !DILocation(line: 18, column: 25, scope: !14)
!34 = !DILocation(line: 18, column: 5, scope: !14)
!35 = !DILocation(line: 37, column: 19, scope: !14)
!36 = !DILocation(line: 38, column: 19, scope: !14)
!37 = !DILocation(line: 22, column: 42, scope: !14)
!38 = !DILocation(line: 17, column: 53, scope: !14)
!39 = !DILocation(line: 17, column: 39, scope: !14)
!40 = !DILocation(line: 17, column: 25, scope: !14)
!41 = !DILocation(line: 17, column: 11, scope: !14)
!42 = !DILocation(line: 37, column: 40, scope: !14)
!43 = !DILocation(line: 38, column: 40, scope: !14)
!44 = !DILocation(line: 39, column: 12, scope: !14)
!45 = !DILocation(line: 39, column: 16, scope: !14)
!46 = !DILocation(line: 22, column: 81, scope: !14)
!47 = !DILocation(line: 22, column: 59, scope: !14)
!48 = !{!49, !49, i64 0}
!49 = !{!"float", !50, i64 0}
!50 = !{!"omnipotent char", !51, i64 0}
!51 = !{!"Simple C++ TBAA"}
!52 = !DILocation(line: 22, column: 28, scope: !14)
!53 = !DILocation(line: 22, column: 26, scope: !14)
!54 = !DILocation(line: 23, column: 40, scope: !14)
!55 = !DILocation(line: 23, column: 81, scope: !14)
!56 = !DILocation(line: 23, column: 59, scope: !14)
!57 = !DILocation(line: 23, column: 28, scope: !14)
!58 = !DILocation(line: 23, column: 26, scope: !14)
!59 = !DILocation(line: 26, column: 9, scope: !14)
!60 = !DILocation(line: 27, column: 9, scope: !14)
!61 = !DILocation(line: 35, column: 9, scope: !14)
!62 = !DILocation(line: 18, column: 33, scope: !14)
!63 = distinct !{!63, !34, !64, !65}
!64 = !DILocation(line: 36, column: 5, scope: !14)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DILocation(line: 28, column: 24, scope: !14)
!67 = !DILocation(line: 28, column: 41, scope: !14)
!68 = !DILocation(line: 29, column: 24, scope: !14)
!69 = !DILocation(line: 29, column: 41, scope: !14)
!70 = !DILocation(line: 30, column: 25, scope: !14)
!71 = !DILocation(line: 30, column: 19, scope: !14)
!72 = !DILocation(line: 31, column: 25, scope: !14)
!73 = !DILocation(line: 31, column: 19, scope: !14)
!74 = !DILocation(line: 32, column: 25, scope: !14)
!75 = !DILocation(line: 32, column: 19, scope: !14)
!76 = !DILocation(line: 33, column: 25, scope: !14)
!77 = !DILocation(line: 33, column: 19, scope: !14)
!78 = !DILocation(line: 27, column: 42, scope: !14)
!79 = !DILocation(line: 27, column: 29, scope: !14)
!80 = distinct !{!80, !60, !81, !65}
!81 = !DILocation(line: 34, column: 9, scope: !14)
!82 = !DILocation(line: 39, column: 32, scope: !14)
!83 = !DILocation(line: 39, column: 36, scope: !14)
!84 = !DILocation(line: 39, column: 27, scope: !14)
!85 = !DILocation(line: 39, column: 42, scope: !14)
!86 = !DILocation(line: 40, column: 16, scope: !14)
!87 = !DILocation(line: 40, column: 32, scope: !14)
!88 = !DILocation(line: 40, column: 36, scope: !14)
!89 = !DILocation(line: 40, column: 27, scope: !14)
!90 = !DILocation(line: 40, column: 42, scope: !14)
!91 = !DILocation(line: 41, column: 12, scope: !14)
!92 = !DILocation(line: 41, column: 16, scope: !14)
!93 = !DILocation(line: 41, column: 32, scope: !14)
!94 = !DILocation(line: 41, column: 36, scope: !14)
!95 = !DILocation(line: 41, column: 27, scope: !14)
!96 = !DILocation(line: 41, column: 42, scope: !14)
!97 = !DILocation(line: 42, column: 16, scope: !14)
!98 = !DILocation(line: 42, column: 32, scope: !14)
!99 = !DILocation(line: 42, column: 36, scope: !14)
!100 = !DILocation(line: 42, column: 27, scope: !14)
!101 = !DILocation(line: 42, column: 42, scope: !14)
!102 = !DILocation(line: 43, column: 1, scope: !14)
!103 = distinct !DISubprogram(name: "head_scores", scope: !7, file: !7, line: 17, type: !16, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!104 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !105)
!105 = distinct !DILocation(line: 19, column: 16, scope: !103)
!106 = !DILocation(line: 19, column: 27, scope: !103)
!107 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !108)
!108 = distinct !DILocation(line: 19, column: 47, scope: !103)
!109 = !DILocation(line: 19, column: 58, scope: !103)
!110 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !111)
!111 = distinct !DILocation(line: 17, column: 14, scope: !112, inlinedAt: !114)
!112 = distinct !DISubprogram(name: "gemm_accumulate<Matrix, Transposed>", scope: !113, file: !113, line: 14, type: !16, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!113 = !DIFile(filename: "samples/cuda/gemm_epilogue.cuh", directory: "/work/main")
!114 = distinct !DILocation(line: 21, column: 5, scope: !103)
!115 = !DILocation(line: 54, column: 3, scope: !23, inlinedAt: !116)
!116 = distinct !DILocation(line: 17, column: 32, scope: !112, inlinedAt: !114)
!117 = !DILocation(line: 18, column: 25, scope: !112, inlinedAt: !114)
!118 = !DILocation(line: 18, column: 5, scope: !112, inlinedAt: !114)
!119 = !DILocation(line: 0, scope: !103)
!120 = !DILocation(line: 54, column: 71, scope: !121, inlinedAt: !122)
!121 = distinct !DISubprogram(name: "operator()", scope: !113, file: !113, line: 54, type: !16, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!122 = distinct !DILocation(line: 22, column: 28, scope: !112, inlinedAt: !114)
!123 = !DILocation(line: 22, column: 43, scope: !112, inlinedAt: !114)
!124 = !DILocation(line: 54, column: 76, scope: !121, inlinedAt: !122)
!125 = !DILocation(line: 54, column: 62, scope: !121, inlinedAt: !122)
!126 = !DILocation(line: 54, column: 96, scope: !121, inlinedAt: !122)
!127 = !DILocation(line: 54, column: 85, scope: !121, inlinedAt: !122)
!128 = !DILocation(line: 22, column: 26, scope: !112, inlinedAt: !114)
!129 = !DILocation(line: 61, column: 71, scope: !130, inlinedAt: !131)
!130 = distinct !DISubprogram(name: "operator()", scope: !113, file: !113, line: 61, type: !16, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!131 = distinct !DILocation(line: 23, column: 28, scope: !112, inlinedAt: !114)
!132 = !DILocation(line: 61, column: 96, scope: !130, inlinedAt: !131)
!133 = !DILocation(line: 61, column: 85, scope: !130, inlinedAt: !131)
!134 = !DILocation(line: 61, column: 62, scope: !130, inlinedAt: !131)
!135 = !DILocation(line: 23, column: 26, scope: !112, inlinedAt: !114)
!136 = !DILocation(line: 26, column: 9, scope: !112, inlinedAt: !114)
!137 = !DILocation(line: 27, column: 9, scope: !112, inlinedAt: !114)
!138 = !DILocation(line: 35, column: 9, scope: !112, inlinedAt: !114)
!139 = !DILocation(line: 18, column: 33, scope: !112, inlinedAt: !114)
!140 = distinct !{!140, !118, !141, !65}
!141 = !DILocation(line: 36, column: 5, scope: !112, inlinedAt: !114)
!142 = !DILocation(line: 28, column: 24, scope: !112, inlinedAt: !114)
!143 = !DILocation(line: 28, column: 41, scope: !112, inlinedAt: !114)
!144 = !DILocation(line: 29, column: 24, scope: !112, inlinedAt: !114)
!145 = !DILocation(line: 29, column: 41, scope: !112, inlinedAt: !114)
!146 = !DILocation(line: 30, column: 29, scope: !112, inlinedAt: !114)
!147 = !DILocation(line: 30, column: 23, scope: !112, inlinedAt: !114)
!148 = !DILocation(line: 31, column: 29, scope: !112, inlinedAt: !114)
!149 = !DILocation(line: 31, column: 23, scope: !112, inlinedAt: !114)
!150 = !DILocation(line: 32, column: 29, scope: !112, inlinedAt: !114)
!151 = !DILocation(line: 32, column: 23, scope: !112, inlinedAt: !114)
!152 = !DILocation(line: 33, column: 29, scope: !112, inlinedAt: !114)
!153 = !DILocation(line: 33, column: 23, scope: !112, inlinedAt: !114)
!154 = !DILocation(line: 27, column: 42, scope: !112, inlinedAt: !114)
!155 = !DILocation(line: 27, column: 29, scope: !112, inlinedAt: !114)
!156 = distinct !{!156, !137, !157, !65}
!157 = !DILocation(line: 34, column: 9, scope: !112, inlinedAt: !114)
!158 = !DILocation(line: 45, column: 23, scope: !159, inlinedAt: !160)
!159 = distinct !DISubprogram(name: "gemm_store<(lambda at samples/cuda/attention_heads.cu:22:51)>", scope: !113, file: !113, line: 41, type: !16, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!160 = distinct !DILocation(line: 22, column: 5, scope: !103)
!161 = !DILocation(line: 22, column: 85, scope: !162, inlinedAt: !163)
!162 = distinct !DISubprogram(name: "operator()", scope: !7, file: !7, line: 22, type: !16, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!163 = distinct !DILocation(line: 45, column: 50, scope: !159, inlinedAt: !160)
!164 = !DILocation(line: 45, column: 43, scope: !159, inlinedAt: !160)
!165 = !DILocation(line: 45, column: 33, scope: !159, inlinedAt: !160)
!166 = !DILocation(line: 45, column: 48, scope: !159, inlinedAt: !160)
!167 = !DILocation(line: 44, column: 79, scope: !159, inlinedAt: !160)
!168 = !DILocation(line: 23, column: 1, scope: !103)
!169 = distinct !DISubprogram(name: "head_softmax", scope: !7, file: !7, line: 25, type: !16, scopeLine: 25, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!170 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !171)
!171 = distinct !DILocation(line: 26, column: 15, scope: !169)
!172 = !DILocation(line: 26, column: 26, scope: !169)
!173 = !DILocation(line: 54, column: 3, scope: !23, inlinedAt: !174)
!174 = distinct !DILocation(line: 26, column: 43, scope: !169)
!175 = !DILocation(line: 26, column: 41, scope: !169)
!176 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !177)
!177 = distinct !DILocation(line: 26, column: 63, scope: !169)
!178 = !DILocation(line: 27, column: 13, scope: !169)
!179 = !DILocation(line: 27, column: 9, scope: !169)
!180 = !DILocation(line: 29, column: 26, scope: !169)
!181 = !DILocation(line: 29, column: 5, scope: !169)
!182 = !DILocation(line: 0, scope: !169)
!183 = !DILocation(line: 181, column: 1, scope: !184, inlinedAt: !186)
!184 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !185, file: !185, line: 181, type: !16, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!185 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_intrinsics.h", directory: "")
!186 = distinct !DILocation(line: 30, column: 77, scope: !169)
!187 = !DILocation(line: 132, column: 55, scope: !188, inlinedAt: !190)
!188 = distinct !DISubprogram(name: "fmaxf", scope: !189, file: !189, line: 132, type: !16, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!189 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!190 = distinct !DILocation(line: 30, column: 62, scope: !169)
!191 = !DILocation(line: 32, column: 5, scope: !169)
!192 = !DILocation(line: 29, column: 79, scope: !169)
!193 = !DILocation(line: 29, column: 67, scope: !169)
!194 = !DILocation(line: 132, column: 55, scope: !188, inlinedAt: !195)
!195 = distinct !DILocation(line: 29, column: 52, scope: !169)
!196 = !DILocation(line: 29, column: 35, scope: !169)
!197 = distinct !{!197, !181, !198, !65}
!198 = !DILocation(line: 29, column: 83, scope: !169)
!199 = !DILocation(line: 181, column: 1, scope: !184, inlinedAt: !200)
!200 = distinct !DILocation(line: 33, column: 59, scope: !169)
!201 = !DILocation(line: 33, column: 56, scope: !169)
!202 = !DILocation(line: 34, column: 5, scope: !169)
!203 = !DILocation(line: 32, column: 66, scope: !169)
!204 = !DILocation(line: 32, column: 54, scope: !169)
!205 = !DILocation(line: 32, column: 71, scope: !169)
!206 = !DILocation(line: 109, column: 43, scope: !207, inlinedAt: !208)
!207 = distinct !DISubprogram(name: "expf", scope: !189, file: !189, line: 109, type: !16, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!208 = distinct !DILocation(line: 32, column: 49, scope: !169)
!209 = !DILocation(line: 32, column: 46, scope: !169)
!210 = !DILocation(line: 32, column: 35, scope: !169)
!211 = !DILocation(line: 32, column: 26, scope: !169)
!212 = distinct !{!212, !191, !213, !65}
!213 = !DILocation(line: 32, column: 80, scope: !169)
!214 = !DILocation(line: 34, column: 78, scope: !169)
!215 = !DILocation(line: 34, column: 66, scope: !169)
!216 = !DILocation(line: 34, column: 83, scope: !169)
!217 = !DILocation(line: 109, column: 43, scope: !207, inlinedAt: !218)
!218 = distinct !DILocation(line: 34, column: 61, scope: !169)
!219 = !DILocation(line: 34, column: 94, scope: !169)
!220 = !DILocation(line: 34, column: 42, scope: !169)
!221 = !DILocation(line: 34, column: 59, scope: !169)
!222 = !DILocation(line: 34, column: 35, scope: !169)
!223 = !DILocation(line: 34, column: 26, scope: !169)
!224 = distinct !{!224, !202, !225, !65}
!225 = !DILocation(line: 34, column: 96, scope: !169)
!226 = !DILocation(line: 35, column: 1, scope: !169)
!227 = distinct !DISubprogram(name: "head_values", scope: !7, file: !7, line: 37, type: !16, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!228 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !229)
!229 = distinct !DILocation(line: 39, column: 16, scope: !227)
!230 = !DILocation(line: 39, column: 27, scope: !227)
!231 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !232)
!232 = distinct !DILocation(line: 39, column: 47, scope: !227)
!233 = !DILocation(line: 39, column: 58, scope: !227)
!234 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !235)
!235 = distinct !DILocation(line: 17, column: 14, scope: !236, inlinedAt: !237)
!236 = distinct !DISubprogram(name: "gemm_accumulate<Matrix, Matrix>", scope: !113, file: !113, line: 14, type: !16, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!237 = distinct !DILocation(line: 41, column: 5, scope: !227)
!238 = !DILocation(line: 54, column: 3, scope: !23, inlinedAt: !239)
!239 = distinct !DILocation(line: 17, column: 32, scope: !236, inlinedAt: !237)
!240 = !DILocation(line: 18, column: 25, scope: !236, inlinedAt: !237)
!241 = !DILocation(line: 18, column: 5, scope: !236, inlinedAt: !237)
!242 = !DILocation(line: 0, scope: !227)
!243 = !DILocation(line: 54, column: 71, scope: !121, inlinedAt: !244)
!244 = distinct !DILocation(line: 22, column: 28, scope: !236, inlinedAt: !237)
!245 = !DILocation(line: 22, column: 43, scope: !236, inlinedAt: !237)
!246 = !DILocation(line: 54, column: 76, scope: !121, inlinedAt: !244)
!247 = !DILocation(line: 54, column: 62, scope: !121, inlinedAt: !244)
!248 = !DILocation(line: 54, column: 96, scope: !121, inlinedAt: !244)
!249 = !DILocation(line: 54, column: 85, scope: !121, inlinedAt: !244)
!250 = !DILocation(line: 22, column: 26, scope: !236, inlinedAt: !237)
!251 = !DILocation(line: 54, column: 71, scope: !121, inlinedAt: !252)
!252 = distinct !DILocation(line: 23, column: 28, scope: !236, inlinedAt: !237)
!253 = !DILocation(line: 54, column: 96, scope: !121, inlinedAt: !252)
!254 = !DILocation(line: 54, column: 85, scope: !121, inlinedAt: !252)
!255 = !DILocation(line: 54, column: 62, scope: !121, inlinedAt: !252)
!256 = !DILocation(line: 23, column: 26, scope: !236, inlinedAt: !237)
!257 = !DILocation(line: 26, column: 9, scope: !236, inlinedAt: !237)
!258 = !DILocation(line: 27, column: 9, scope: !236, inlinedAt: !237)
!259 = !DILocation(line: 35, column: 9, scope: !236, inlinedAt: !237)
!260 = !DILocation(line: 18, column: 33, scope: !236, inlinedAt: !237)
!261 = distinct !{!261, !241, !262, !65}
!262 = !DILocation(line: 36, column: 5, scope: !236, inlinedAt: !237)
!263 = !DILocation(line: 28, column: 24, scope: !236, inlinedAt: !237)
!264 = !DILocation(line: 28, column: 41, scope: !236, inlinedAt: !237)
!265 = !DILocation(line: 29, column: 24, scope: !236, inlinedAt: !237)
!266 = !DILocation(line: 29, column: 41, scope: !236, inlinedAt: !237)
!267 = !DILocation(line: 30, column: 29, scope: !236, inlinedAt: !237)
!268 = !DILocation(line: 30, column: 23, scope: !236, inlinedAt: !237)
!269 = !DILocation(line: 31, column: 29, scope: !236, inlinedAt: !237)
!270 = !DILocation(line: 31, column: 23, scope: !236, inlinedAt: !237)
!271 = !DILocation(line: 32, column: 29, scope: !236, inlinedAt: !237)
!272 = !DILocation(line: 32, column: 23, scope: !236, inlinedAt: !237)
!273 = !DILocation(line: 33, column: 29, scope: !236, inlinedAt: !237)
!274 = !DILocation(line: 33, column: 23, scope: !236, inlinedAt: !237)
!275 = !DILocation(line: 27, column: 42, scope: !236, inlinedAt: !237)
!276 = !DILocation(line: 27, column: 29, scope: !236, inlinedAt: !237)
!277 = distinct !{!277, !258, !278, !65}
!278 = !DILocation(line: 34, column: 9, scope: !236, inlinedAt: !237)
!279 = !DILocation(line: 45, column: 23, scope: !280, inlinedAt: !281)
!280 = distinct !DISubprogram(name: "gemm_store<(lambda at samples/cuda/attention_heads.cu:42:49)>", scope: !113, file: !113, line: 41, type: !16, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!281 = distinct !DILocation(line: 42, column: 5, scope: !227)
!282 = !DILocation(line: 45, column: 43, scope: !280, inlinedAt: !281)
!283 = !DILocation(line: 45, column: 33, scope: !280, inlinedAt: !281)
!284 = !DILocation(line: 45, column: 48, scope: !280, inlinedAt: !281)
!285 = !DILocation(line: 44, column: 79, scope: !280, inlinedAt: !281)
!286 = !DILocation(line: 43, column: 1, scope: !227)
