; ModuleID = 'samples/cuda/conv_bias_relu.cu'
source_filename = "samples/cuda/conv_bias_relu.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2As = comdat any

$_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2Bs = comdat any

@_ZZ10gemm_tiledPKfS0_PfiiiE2As = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ10gemm_tiledPKfS0_PfiiiE2Bs = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4

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
define dso_local void @_Z7conv3x3PKfS0_Pfiiiii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, i32 noundef %5, i32 noundef %6, i32 noundef %7) local_unnamed_addr #0 !dbg !103 {
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !104
  %10 = shl i32 %9, 5, !dbg !106
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !107
  %12 = shl i32 %11, 5, !dbg !109
  %13 = mul i32 %5, %4, !dbg !110
  %14 = mul i32 %13, %3, !dbg !111
  %15 = mul nsw i32 %6, 9, !dbg !112
  %16 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !113
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !118
  %18 = icmp sgt i32 %6, 0, !dbg !120
  br i1 %18, label %22, label %19, !dbg !121

19:                                               ; preds = %8
  %20 = add i32 %10, %17
  %21 = add i32 %12, %16
  br label %267, !dbg !121

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
  br label %45, !dbg !121

45:                                               ; preds = %239, %22
  %46 = phi float [ 0.000000e+00, %22 ], [ %264, %239 ], !dbg !122
  %47 = phi float [ 0.000000e+00, %22 ], [ %262, %239 ], !dbg !122
  %48 = phi float [ 0.000000e+00, %22 ], [ %260, %239 ], !dbg !122
  %49 = phi float [ 0.000000e+00, %22 ], [ %258, %239 ], !dbg !122
  %50 = phi i32 [ 0, %22 ], [ %240, %239 ]
  %51 = add nsw i32 %50, %17
  %52 = icmp sle i32 %15, %51
  %53 = mul nsw i32 %51, %7
  %54 = add nsw i32 %50, %16, !dbg !123
  %55 = icmp sgt i32 %15, %54
  %56 = select i1 %30, i1 %55, i1 false, !dbg !124
  br i1 %56, label %57, label %89, !dbg !124

57:                                               ; preds = %45
  %58 = sdiv i32 %29, %5, !dbg !128
  %59 = srem i32 %58, %4, !dbg !129
  %60 = sdiv i32 %54, %6, !dbg !130
  %61 = freeze i32 %60
  %62 = sdiv i32 %61, 3, !dbg !131
  %63 = add nsw i32 %62, %59, !dbg !132
  %64 = icmp sgt i32 %63, 0, !dbg !133
  br i1 %64, label %65, label %89, !dbg !134

65:                                               ; preds = %57
  %66 = srem i32 %29, %5, !dbg !135
  %67 = mul i32 %62, 3
  %68 = sub i32 %61, %67
  %69 = add nsw i32 %66, %68, !dbg !136
  %70 = icmp sle i32 %63, %4, !dbg !137
  %71 = icmp sgt i32 %69, 0
  %72 = select i1 %70, i1 %71, i1 false, !dbg !138
  %73 = icmp sle i32 %69, %5
  %74 = select i1 %72, i1 %73, i1 false, !dbg !138
  br i1 %74, label %75, label %89, !dbg !139

75:                                               ; preds = %65
  %76 = sdiv i32 %29, %13, !dbg !140
  %77 = mul nsw i32 %76, %4, !dbg !141
  %78 = add nsw i32 %63, -1, !dbg !142
  %79 = add nsw i32 %78, %77, !dbg !143
  %80 = mul nsw i32 %79, %5, !dbg !144
  %81 = add nsw i32 %69, -1, !dbg !145
  %82 = add nsw i32 %81, %80, !dbg !146
  %83 = mul nsw i32 %82, %6, !dbg !147
  %84 = srem i32 %54, %6, !dbg !148
  %85 = add nsw i32 %83, %84, !dbg !149
  %86 = sext i32 %85 to i64, !dbg !150
  %87 = getelementptr inbounds float, ptr %0, i64 %86, !dbg !150
  %88 = load float, ptr %87, align 4, !dbg !150, !tbaa !48
  br label %89, !dbg !139

89:                                               ; preds = %75, %65, %57, %45
  %90 = phi float [ 0.000000e+00, %45 ], [ %88, %75 ], [ 0.000000e+00, %65 ], [ 0.000000e+00, %57 ], !dbg !151
  store float %90, ptr %31, align 4, !dbg !152, !tbaa !48
  %91 = select i1 %52, i1 true, i1 %33, !dbg !153
  br i1 %91, label %97, label %92, !dbg !153

92:                                               ; preds = %89
  %93 = add nsw i32 %53, %32, !dbg !156
  %94 = sext i32 %93 to i64, !dbg !157
  %95 = getelementptr inbounds float, ptr %1, i64 %94, !dbg !157
  %96 = load float, ptr %95, align 4, !dbg !157, !tbaa !48
  br label %97, !dbg !158

97:                                               ; preds = %92, %89
  %98 = phi contract float [ %96, %92 ], [ 0.000000e+00, %89 ], !dbg !158
  store float %98, ptr %34, align 4, !dbg !159, !tbaa !48
  %99 = add nsw i32 %50, %27, !dbg !123
  %100 = icmp sgt i32 %15, %99
  %101 = select i1 %30, i1 %100, i1 false, !dbg !124
  br i1 %101, label %102, label %136, !dbg !124

102:                                              ; preds = %97
  %103 = freeze i32 %29
  %104 = sdiv i32 %103, %5, !dbg !128
  %105 = srem i32 %104, %4, !dbg !129
  %106 = sdiv i32 %99, %6, !dbg !130
  %107 = freeze i32 %106
  %108 = sdiv i32 %107, 3, !dbg !131
  %109 = add nsw i32 %108, %105, !dbg !132
  %110 = icmp sgt i32 %109, 0, !dbg !133
  br i1 %110, label %111, label %136, !dbg !134

111:                                              ; preds = %102
  %112 = mul i32 %104, %5
  %113 = sub i32 %103, %112
  %114 = mul i32 %108, 3
  %115 = sub i32 %107, %114
  %116 = add nsw i32 %113, %115, !dbg !136
  %117 = icmp sle i32 %109, %4, !dbg !137
  %118 = icmp sgt i32 %116, 0
  %119 = select i1 %117, i1 %118, i1 false, !dbg !138
  %120 = icmp sle i32 %116, %5
  %121 = select i1 %119, i1 %120, i1 false, !dbg !138
  br i1 %121, label %122, label %136, !dbg !139

122:                                              ; preds = %111
  %123 = sdiv i32 %29, %13, !dbg !140
  %124 = mul nsw i32 %123, %4, !dbg !141
  %125 = add nsw i32 %109, -1, !dbg !142
  %126 = add nsw i32 %125, %124, !dbg !143
  %127 = mul nsw i32 %126, %5, !dbg !144
  %128 = add nsw i32 %116, -1, !dbg !145
  %129 = add nsw i32 %128, %127, !dbg !146
  %130 = mul nsw i32 %129, %6, !dbg !147
  %131 = srem i32 %99, %6, !dbg !148
  %132 = add nsw i32 %130, %131, !dbg !149
  %133 = sext i32 %132 to i64, !dbg !150
  %134 = getelementptr inbounds float, ptr %0, i64 %133, !dbg !150
  %135 = load float, ptr %134, align 4, !dbg !150, !tbaa !48
  br label %136, !dbg !139

136:                                              ; preds = %122, %111, %102, %97
  %137 = phi float [ 0.000000e+00, %97 ], [ %135, %122 ], [ 0.000000e+00, %111 ], [ 0.000000e+00, %102 ], !dbg !151
  store float %137, ptr %35, align 4, !dbg !152, !tbaa !48
  %138 = select i1 %52, i1 true, i1 %37, !dbg !153
  br i1 %138, label %144, label %139, !dbg !153

139:                                              ; preds = %136
  %140 = add nsw i32 %53, %36, !dbg !156
  %141 = sext i32 %140 to i64, !dbg !157
  %142 = getelementptr inbounds float, ptr %1, i64 %141, !dbg !157
  %143 = load float, ptr %142, align 4, !dbg !157, !tbaa !48
  br label %144, !dbg !158

144:                                              ; preds = %139, %136
  %145 = phi contract float [ %143, %139 ], [ 0.000000e+00, %136 ], !dbg !158
  store float %145, ptr %38, align 4, !dbg !159, !tbaa !48
  %146 = add nsw i32 %50, %24
  %147 = icmp sle i32 %15, %146
  %148 = mul nsw i32 %146, %7
  %149 = select i1 %40, i1 %55, i1 false, !dbg !124
  br i1 %149, label %150, label %183, !dbg !124

150:                                              ; preds = %144
  %151 = sdiv i32 %39, %5, !dbg !128
  %152 = srem i32 %151, %4, !dbg !129
  %153 = freeze i32 %54
  %154 = sdiv i32 %153, %6, !dbg !130
  %155 = sdiv i32 %154, 3, !dbg !131
  %156 = add nsw i32 %155, %152, !dbg !132
  %157 = icmp sgt i32 %156, 0, !dbg !133
  br i1 %157, label %158, label %183, !dbg !134

158:                                              ; preds = %150
  %159 = srem i32 %39, %5, !dbg !135
  %160 = mul i32 %155, 3
  %161 = sub i32 %154, %160
  %162 = add nsw i32 %159, %161, !dbg !136
  %163 = icmp sle i32 %156, %4, !dbg !137
  %164 = icmp sgt i32 %162, 0
  %165 = select i1 %163, i1 %164, i1 false, !dbg !138
  %166 = icmp sle i32 %162, %5
  %167 = select i1 %165, i1 %166, i1 false, !dbg !138
  br i1 %167, label %168, label %183, !dbg !139

168:                                              ; preds = %158
  %169 = sdiv i32 %39, %13, !dbg !140
  %170 = mul nsw i32 %169, %4, !dbg !141
  %171 = add nsw i32 %156, -1, !dbg !142
  %172 = add nsw i32 %171, %170, !dbg !143
  %173 = mul nsw i32 %172, %5, !dbg !144
  %174 = add nsw i32 %162, -1, !dbg !145
  %175 = add nsw i32 %174, %173, !dbg !146
  %176 = mul nsw i32 %175, %6, !dbg !147
  %177 = mul i32 %154, %6
  %178 = sub i32 %153, %177
  %179 = add nsw i32 %176, %178, !dbg !149
  %180 = sext i32 %179 to i64, !dbg !150
  %181 = getelementptr inbounds float, ptr %0, i64 %180, !dbg !150
  %182 = load float, ptr %181, align 4, !dbg !150, !tbaa !48
  br label %183, !dbg !139

183:                                              ; preds = %168, %158, %150, %144
  %184 = phi float [ 0.000000e+00, %144 ], [ %182, %168 ], [ 0.000000e+00, %158 ], [ 0.000000e+00, %150 ], !dbg !151
  store float %184, ptr %41, align 4, !dbg !152, !tbaa !48
  %185 = select i1 %147, i1 true, i1 %33, !dbg !153
  br i1 %185, label %191, label %186, !dbg !153

186:                                              ; preds = %183
  %187 = add nsw i32 %148, %32, !dbg !156
  %188 = sext i32 %187 to i64, !dbg !157
  %189 = getelementptr inbounds float, ptr %1, i64 %188, !dbg !157
  %190 = load float, ptr %189, align 4, !dbg !157, !tbaa !48
  br label %191, !dbg !158

191:                                              ; preds = %186, %183
  %192 = phi contract float [ %190, %186 ], [ 0.000000e+00, %183 ], !dbg !158
  store float %192, ptr %42, align 4, !dbg !159, !tbaa !48
  %193 = select i1 %40, i1 %100, i1 false, !dbg !124
  br i1 %193, label %194, label %229, !dbg !124

194:                                              ; preds = %191
  %195 = freeze i32 %39
  %196 = sdiv i32 %195, %5, !dbg !128
  %197 = srem i32 %196, %4, !dbg !129
  %198 = freeze i32 %99
  %199 = sdiv i32 %198, %6, !dbg !130
  %200 = sdiv i32 %199, 3, !dbg !131
  %201 = add nsw i32 %200, %197, !dbg !132
  %202 = icmp sgt i32 %201, 0, !dbg !133
  br i1 %202, label %203, label %229, !dbg !134

203:                                              ; preds = %194
  %204 = mul i32 %196, %5
  %205 = sub i32 %195, %204
  %206 = mul i32 %200, 3
  %207 = sub i32 %199, %206
  %208 = add nsw i32 %205, %207, !dbg !136
  %209 = icmp sle i32 %201, %4, !dbg !137
  %210 = icmp sgt i32 %208, 0
  %211 = select i1 %209, i1 %210, i1 false, !dbg !138
  %212 = icmp sle i32 %208, %5
  %213 = select i1 %211, i1 %212, i1 false, !dbg !138
  br i1 %213, label %214, label %229, !dbg !139

214:                                              ; preds = %203
  %215 = sdiv i32 %39, %13, !dbg !140
  %216 = mul nsw i32 %215, %4, !dbg !141
  %217 = add nsw i32 %201, -1, !dbg !142
  %218 = add nsw i32 %217, %216, !dbg !143
  %219 = mul nsw i32 %218, %5, !dbg !144
  %220 = add nsw i32 %208, -1, !dbg !145
  %221 = add nsw i32 %220, %219, !dbg !146
  %222 = mul nsw i32 %221, %6, !dbg !147
  %223 = mul i32 %199, %6
  %224 = sub i32 %198, %223
  %225 = add nsw i32 %222, %224, !dbg !149
  %226 = sext i32 %225 to i64, !dbg !150
  %227 = getelementptr inbounds float, ptr %0, i64 %226, !dbg !150
  %228 = load float, ptr %227, align 4, !dbg !150, !tbaa !48
  br label %229, !dbg !139

229:                                              ; preds = %214, %203, %194, %191
  %230 = phi float [ 0.000000e+00, %191 ], [ %228, %214 ], [ 0.000000e+00, %203 ], [ 0.000000e+00, %194 ], !dbg !151
  store float %230, ptr %43, align 4, !dbg !152, !tbaa !48
  %231 = select i1 %147, i1 true, i1 %37, !dbg !153
  br i1 %231, label %237, label %232, !dbg !153

232:                                              ; preds = %229
  %233 = add nsw i32 %148, %36, !dbg !156
  %234 = sext i32 %233 to i64, !dbg !157
  %235 = getelementptr inbounds float, ptr %1, i64 %234, !dbg !157
  %236 = load float, ptr %235, align 4, !dbg !157, !tbaa !48
  br label %237, !dbg !158

237:                                              ; preds = %232, %229
  %238 = phi contract float [ %236, %232 ], [ 0.000000e+00, %229 ], !dbg !158
  store float %238, ptr %44, align 4, !dbg !159, !tbaa !48
  tail call void @llvm.nvvm.barrier0(), !dbg !160
  br label %242, !dbg !161

239:                                              ; preds = %242
  tail call void @llvm.nvvm.barrier0(), !dbg !162
  %240 = add nuw nsw i32 %50, 32, !dbg !163
  %241 = icmp slt i32 %240, %15, !dbg !120
  br i1 %241, label %45, label %267, !dbg !121, !llvm.loop !164

242:                                              ; preds = %242, %237
  %243 = phi i32 [ 0, %237 ], [ %265, %242 ]
  %244 = phi float [ %49, %237 ], [ %258, %242 ]
  %245 = phi float [ %48, %237 ], [ %260, %242 ]
  %246 = phi float [ %47, %237 ], [ %262, %242 ]
  %247 = phi float [ %46, %237 ], [ %264, %242 ]
  %248 = zext i32 %243 to i64, !dbg !166
  %249 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %23, i64 %248, !dbg !166
  %250 = load float, ptr %249, align 4, !dbg !166, !tbaa !48
  %251 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %25, i64 %248, !dbg !167
  %252 = load float, ptr %251, align 4, !dbg !167, !tbaa !48
  %253 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %248, i64 %26, !dbg !168
  %254 = load float, ptr %253, align 4, !dbg !168, !tbaa !48
  %255 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Window6MatrixEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %248, i64 %28, !dbg !169
  %256 = load float, ptr %255, align 4, !dbg !169, !tbaa !48
  %257 = fmul contract float %250, %254, !dbg !170
  %258 = fadd contract float %244, %257, !dbg !171
  %259 = fmul contract float %250, %256, !dbg !172
  %260 = fadd contract float %245, %259, !dbg !173
  %261 = fmul contract float %252, %254, !dbg !174
  %262 = fadd contract float %246, %261, !dbg !175
  %263 = fmul contract float %252, %256, !dbg !176
  %264 = fadd contract float %247, %263, !dbg !177
  %265 = add nuw nsw i32 %243, 1, !dbg !178
  %266 = icmp eq i32 %265, 32, !dbg !179
  br i1 %266, label %239, label %242, !dbg !161, !llvm.loop !180

267:                                              ; preds = %239, %19
  %268 = phi i32 [ %21, %19 ], [ %32, %239 ]
  %269 = phi i32 [ %20, %19 ], [ %29, %239 ]
  %270 = phi float [ 0.000000e+00, %19 ], [ %264, %239 ], !dbg !122
  %271 = phi float [ 0.000000e+00, %19 ], [ %262, %239 ], !dbg !122
  %272 = phi float [ 0.000000e+00, %19 ], [ %260, %239 ], !dbg !122
  %273 = phi float [ 0.000000e+00, %19 ], [ %258, %239 ], !dbg !122
  %274 = icmp slt i32 %269, %14
  %275 = mul nsw i32 %269, %7
  %276 = icmp slt i32 %268, %7
  %277 = select i1 %274, i1 %276, i1 false, !dbg !182
  br i1 %277, label %278, label %282, !dbg !182

278:                                              ; preds = %267
  %279 = add nsw i32 %275, %268, !dbg !185
  %280 = sext i32 %279 to i64, !dbg !186
  %281 = getelementptr inbounds float, ptr %2, i64 %280, !dbg !186
  store float %273, ptr %281, align 4, !dbg !187, !tbaa !48
  br label %282, !dbg !186

282:                                              ; preds = %278, %267
  %283 = add i32 %268, 16, !dbg !188
  %284 = icmp slt i32 %283, %7
  %285 = select i1 %274, i1 %284, i1 false, !dbg !182
  br i1 %285, label %286, label %290, !dbg !182

286:                                              ; preds = %282
  %287 = add nsw i32 %275, %283, !dbg !185
  %288 = sext i32 %287 to i64, !dbg !186
  %289 = getelementptr inbounds float, ptr %2, i64 %288, !dbg !186
  store float %272, ptr %289, align 4, !dbg !187, !tbaa !48
  br label %290, !dbg !186

290:                                              ; preds = %286, %282
  %291 = add i32 %269, 16
  %292 = icmp slt i32 %291, %14
  %293 = mul nsw i32 %291, %7
  %294 = select i1 %292, i1 %276, i1 false, !dbg !182
  br i1 %294, label %295, label %299, !dbg !182

295:                                              ; preds = %290
  %296 = add nsw i32 %293, %268, !dbg !185
  %297 = sext i32 %296 to i64, !dbg !186
  %298 = getelementptr inbounds float, ptr %2, i64 %297, !dbg !186
  store float %271, ptr %298, align 4, !dbg !187, !tbaa !48
  br label %299, !dbg !186

299:                                              ; preds = %295, %290
  %300 = select i1 %292, i1 %284, i1 false, !dbg !182
  br i1 %300, label %301, label %305, !dbg !182

301:                                              ; preds = %299
  %302 = add nsw i32 %293, %283, !dbg !185
  %303 = sext i32 %302 to i64, !dbg !186
  %304 = getelementptr inbounds float, ptr %2, i64 %303, !dbg !186
  store float %270, ptr %304, align 4, !dbg !187, !tbaa !48
  br label %305, !dbg !186

305:                                              ; preds = %299, %301
  ret void, !dbg !189
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12channel_biasPKfS0_Pfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !dbg !190 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !191
  %7 = shl i32 %6, 5, !dbg !193
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !194
  %9 = add i32 %7, %8, !dbg !196
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !197
  %11 = shl i32 %10, 5, !dbg !199
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !200
  %13 = add i32 %11, %12, !dbg !202
  %14 = icmp slt i32 %9, %3, !dbg !203
  %15 = icmp slt i32 %13, %4
  %16 = and i1 %14, %15, !dbg !204
  br i1 %16, label %17, label %28, !dbg !204

17:                                               ; preds = %5
  %18 = mul nsw i32 %9, %4, !dbg !205
  %19 = add nsw i32 %18, %13, !dbg !206
  %20 = sext i32 %19 to i64, !dbg !207
  %21 = getelementptr inbounds float, ptr %2, i64 %20, !dbg !208
  %22 = sext i32 %13 to i64, !dbg !209
  %23 = getelementptr inbounds float, ptr %1, i64 %22, !dbg !209
  %24 = getelementptr inbounds float, ptr %0, i64 %20, !dbg !207
  %25 = load float, ptr %24, align 4, !dbg !207, !tbaa !48
  %26 = load float, ptr %23, align 4, !dbg !209, !tbaa !48
  %27 = fadd contract float %25, %26, !dbg !210
  store float %27, ptr %21, align 4, !dbg !211, !tbaa !48
  br label %28, !dbg !208

28:                                               ; preds = %17, %5
  ret void, !dbg !212
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z4reluPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 !dbg !213 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !214
  %5 = shl i32 %4, 8, !dbg !216
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !217
  %7 = add i32 %5, %6, !dbg !219
  %8 = icmp slt i32 %7, %2, !dbg !220
  br i1 %8, label %9, label %15, !dbg !221

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64, !dbg !222
  %11 = getelementptr inbounds float, ptr %1, i64 %10, !dbg !223
  %12 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !222
  %13 = load float, ptr %12, align 4, !dbg !222, !tbaa !48
  %14 = tail call float @llvm.maxnum.f32(float %13, float 0.000000e+00), !dbg !224
  store float %14, ptr %11, align 4, !dbg !228, !tbaa !48
  br label %15, !dbg !223

15:                                               ; preds = %9, %3
  ret void, !dbg !229
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "samples/cuda/conv_bias_relu.cu", directory: "/work/main")
!8 = !{ptr @_Z10gemm_tiledPKfS0_Pfiii, !"kernel", i32 1}
!9 = !{ptr @_Z7conv3x3PKfS0_Pfiiiii, !"kernel", i32 1}
!10 = !{ptr @_Z12channel_biasPKfS0_Pfii, !"kernel", i32 1}
!11 = !{ptr @_Z4reluPKfPfi, !"kernel", i32 1}
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
!103 = distinct !DISubprogram(name: "conv3x3", scope: !7, file: !7, line: 25, type: !16, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!104 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !105)
!105 = distinct !DILocation(line: 27, column: 16, scope: !103)
!106 = !DILocation(line: 27, column: 27, scope: !103)
!107 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !108)
!108 = distinct !DILocation(line: 27, column: 47, scope: !103)
!109 = !DILocation(line: 27, column: 58, scope: !103)
!110 = !DILocation(line: 27, column: 82, scope: !103)
!111 = !DILocation(line: 27, column: 86, scope: !103)
!112 = !DILocation(line: 29, column: 66, scope: !103)
!113 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !114)
!114 = distinct !DILocation(line: 17, column: 14, scope: !115, inlinedAt: !117)
!115 = distinct !DISubprogram(name: "gemm_accumulate<Window, Matrix>", scope: !116, file: !116, line: 14, type: !16, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!116 = !DIFile(filename: "samples/cuda/gemm_epilogue.cuh", directory: "/work/main")
!117 = distinct !DILocation(line: 29, column: 5, scope: !103)
!118 = !DILocation(line: 54, column: 3, scope: !23, inlinedAt: !119)
!119 = distinct !DILocation(line: 17, column: 32, scope: !115, inlinedAt: !117)
!120 = !DILocation(line: 18, column: 25, scope: !115, inlinedAt: !117)
!121 = !DILocation(line: 18, column: 5, scope: !115, inlinedAt: !117)
!122 = !DILocation(line: 0, scope: !103)
!123 = !DILocation(line: 22, column: 43, scope: !115, inlinedAt: !117)
!124 = !DILocation(line: 12, column: 29, scope: !125, inlinedAt: !127)
!125 = distinct !DISubprogram(name: "operator()", scope: !126, file: !126, line: 10, type: !16, scopeLine: 10, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!126 = !DIFile(filename: "samples/cuda/im2col.cuh", directory: "/work/main")
!127 = distinct !DILocation(line: 22, column: 28, scope: !115, inlinedAt: !117)
!128 = !DILocation(line: 13, column: 48, scope: !125, inlinedAt: !127)
!129 = !DILocation(line: 13, column: 52, scope: !125, inlinedAt: !127)
!130 = !DILocation(line: 14, column: 21, scope: !125, inlinedAt: !127)
!131 = !DILocation(line: 15, column: 26, scope: !125, inlinedAt: !127)
!132 = !DILocation(line: 15, column: 20, scope: !125, inlinedAt: !127)
!133 = !DILocation(line: 16, column: 26, scope: !125, inlinedAt: !127)
!134 = !DILocation(line: 16, column: 31, scope: !125, inlinedAt: !127)
!135 = !DILocation(line: 13, column: 68, scope: !125, inlinedAt: !127)
!136 = !DILocation(line: 15, column: 43, scope: !125, inlinedAt: !127)
!137 = !DILocation(line: 16, column: 37, scope: !125, inlinedAt: !127)
!138 = !DILocation(line: 16, column: 41, scope: !125, inlinedAt: !127)
!139 = !DILocation(line: 17, column: 16, scope: !125, inlinedAt: !127)
!140 = !DILocation(line: 13, column: 27, scope: !125, inlinedAt: !127)
!141 = !DILocation(line: 17, column: 35, scope: !125, inlinedAt: !127)
!142 = !DILocation(line: 15, column: 30, scope: !125, inlinedAt: !127)
!143 = !DILocation(line: 17, column: 39, scope: !125, inlinedAt: !127)
!144 = !DILocation(line: 17, column: 45, scope: !125, inlinedAt: !127)
!145 = !DILocation(line: 15, column: 53, scope: !125, inlinedAt: !127)
!146 = !DILocation(line: 17, column: 49, scope: !125, inlinedAt: !127)
!147 = !DILocation(line: 17, column: 55, scope: !125, inlinedAt: !127)
!148 = !DILocation(line: 14, column: 45, scope: !125, inlinedAt: !127)
!149 = !DILocation(line: 17, column: 66, scope: !125, inlinedAt: !127)
!150 = !DILocation(line: 17, column: 25, scope: !125, inlinedAt: !127)
!151 = !DILocation(line: 0, scope: !125, inlinedAt: !127)
!152 = !DILocation(line: 22, column: 26, scope: !115, inlinedAt: !117)
!153 = !DILocation(line: 54, column: 71, scope: !154, inlinedAt: !155)
!154 = distinct !DISubprogram(name: "operator()", scope: !116, file: !116, line: 54, type: !16, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!155 = distinct !DILocation(line: 23, column: 28, scope: !115, inlinedAt: !117)
!156 = !DILocation(line: 54, column: 96, scope: !154, inlinedAt: !155)
!157 = !DILocation(line: 54, column: 85, scope: !154, inlinedAt: !155)
!158 = !DILocation(line: 54, column: 62, scope: !154, inlinedAt: !155)
!159 = !DILocation(line: 23, column: 26, scope: !115, inlinedAt: !117)
!160 = !DILocation(line: 26, column: 9, scope: !115, inlinedAt: !117)
!161 = !DILocation(line: 27, column: 9, scope: !115, inlinedAt: !117)
!162 = !DILocation(line: 35, column: 9, scope: !115, inlinedAt: !117)
!163 = !DILocation(line: 18, column: 33, scope: !115, inlinedAt: !117)
!164 = distinct !{!164, !121, !165, !65}
!165 = !DILocation(line: 36, column: 5, scope: !115, inlinedAt: !117)
!166 = !DILocation(line: 28, column: 24, scope: !115, inlinedAt: !117)
!167 = !DILocation(line: 28, column: 41, scope: !115, inlinedAt: !117)
!168 = !DILocation(line: 29, column: 24, scope: !115, inlinedAt: !117)
!169 = !DILocation(line: 29, column: 41, scope: !115, inlinedAt: !117)
!170 = !DILocation(line: 30, column: 29, scope: !115, inlinedAt: !117)
!171 = !DILocation(line: 30, column: 23, scope: !115, inlinedAt: !117)
!172 = !DILocation(line: 31, column: 29, scope: !115, inlinedAt: !117)
!173 = !DILocation(line: 31, column: 23, scope: !115, inlinedAt: !117)
!174 = !DILocation(line: 32, column: 29, scope: !115, inlinedAt: !117)
!175 = !DILocation(line: 32, column: 23, scope: !115, inlinedAt: !117)
!176 = !DILocation(line: 33, column: 29, scope: !115, inlinedAt: !117)
!177 = !DILocation(line: 33, column: 23, scope: !115, inlinedAt: !117)
!178 = !DILocation(line: 27, column: 42, scope: !115, inlinedAt: !117)
!179 = !DILocation(line: 27, column: 29, scope: !115, inlinedAt: !117)
!180 = distinct !{!180, !161, !181, !65}
!181 = !DILocation(line: 34, column: 9, scope: !115, inlinedAt: !117)
!182 = !DILocation(line: 45, column: 23, scope: !183, inlinedAt: !184)
!183 = distinct !DISubprogram(name: "gemm_store<(lambda at samples/cuda/conv_bias_relu.cu:31:72)>", scope: !116, file: !116, line: 41, type: !16, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!184 = distinct !DILocation(line: 31, column: 5, scope: !103)
!185 = !DILocation(line: 45, column: 43, scope: !183, inlinedAt: !184)
!186 = !DILocation(line: 45, column: 33, scope: !183, inlinedAt: !184)
!187 = !DILocation(line: 45, column: 48, scope: !183, inlinedAt: !184)
!188 = !DILocation(line: 44, column: 79, scope: !183, inlinedAt: !184)
!189 = !DILocation(line: 32, column: 1, scope: !103)
!190 = distinct !DISubprogram(name: "channel_bias", scope: !7, file: !7, line: 35, type: !16, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!191 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !192)
!192 = distinct !DILocation(line: 37, column: 13, scope: !190)
!193 = !DILocation(line: 37, column: 24, scope: !190)
!194 = !DILocation(line: 54, column: 3, scope: !23, inlinedAt: !195)
!195 = distinct !DILocation(line: 37, column: 36, scope: !190)
!196 = !DILocation(line: 37, column: 34, scope: !190)
!197 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !198)
!198 = distinct !DILocation(line: 37, column: 53, scope: !190)
!199 = !DILocation(line: 37, column: 64, scope: !190)
!200 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !201)
!201 = distinct !DILocation(line: 37, column: 76, scope: !190)
!202 = !DILocation(line: 37, column: 74, scope: !190)
!203 = !DILocation(line: 38, column: 11, scope: !190)
!204 = !DILocation(line: 38, column: 20, scope: !190)
!205 = !DILocation(line: 38, column: 66, scope: !190)
!206 = !DILocation(line: 38, column: 77, scope: !190)
!207 = !DILocation(line: 38, column: 61, scope: !190)
!208 = !DILocation(line: 38, column: 37, scope: !190)
!209 = !DILocation(line: 38, column: 84, scope: !190)
!210 = !DILocation(line: 38, column: 82, scope: !190)
!211 = !DILocation(line: 38, column: 59, scope: !190)
!212 = !DILocation(line: 39, column: 1, scope: !190)
!213 = distinct !DISubprogram(name: "relu", scope: !7, file: !7, line: 42, type: !16, scopeLine: 42, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!214 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !215)
!215 = distinct !DILocation(line: 43, column: 13, scope: !213)
!216 = !DILocation(line: 43, column: 24, scope: !213)
!217 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !218)
!218 = distinct !DILocation(line: 43, column: 37, scope: !213)
!219 = !DILocation(line: 43, column: 35, scope: !213)
!220 = !DILocation(line: 44, column: 11, scope: !213)
!221 = !DILocation(line: 44, column: 9, scope: !213)
!222 = !DILocation(line: 44, column: 33, scope: !213)
!223 = !DILocation(line: 44, column: 20, scope: !213)
!224 = !DILocation(line: 132, column: 55, scope: !225, inlinedAt: !227)
!225 = distinct !DISubprogram(name: "fmaxf", scope: !226, file: !226, line: 132, type: !16, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!226 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!227 = distinct !DILocation(line: 44, column: 27, scope: !213)
!228 = !DILocation(line: 44, column: 25, scope: !213)
!229 = !DILocation(line: 45, column: 1, scope: !213)
