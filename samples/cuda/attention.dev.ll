; ModuleID = 'samples/cuda/attention.cu'
source_filename = "samples/cuda/attention.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

$_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As = comdat any

$_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs = comdat any

$_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As = comdat any

$_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs = comdat any

@_ZZ10gemm_tiledPKfS0_PfiiiE2As = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ10gemm_tiledPKfS0_PfiiiE2Bs = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4
@_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs = linkonce_odr dso_local local_unnamed_addr addrspace(3) global [32 x [32 x float]] undef, comdat, align 4

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
define dso_local void @_Z16attention_valuesPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !103 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !105
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !108
  %8 = shl i32 %7, 5, !dbg !110
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !111
  %10 = shl i32 %9, 5, !dbg !113
  %11 = mul nsw i32 %6, %3, !dbg !114
  %12 = mul nsw i32 %11, %3, !dbg !115
  %13 = sext i32 %12 to i64, !dbg !116
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !116
  %15 = mul nsw i32 %11, %4, !dbg !117
  %16 = sext i32 %15 to i64, !dbg !118
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !118
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !119
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !124
  %20 = icmp sgt i32 %3, 0, !dbg !126
  br i1 %20, label %24, label %21, !dbg !127

21:                                               ; preds = %5
  %22 = add i32 %8, %19
  %23 = add i32 %10, %18
  br label %161, !dbg !127

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
  br label %49, !dbg !127

49:                                               ; preds = %133, %24
  %50 = phi float [ 0.000000e+00, %24 ], [ %158, %133 ], !dbg !128
  %51 = phi float [ 0.000000e+00, %24 ], [ %156, %133 ], !dbg !128
  %52 = phi float [ 0.000000e+00, %24 ], [ %154, %133 ], !dbg !128
  %53 = phi float [ 0.000000e+00, %24 ], [ %152, %133 ], !dbg !128
  %54 = phi i32 [ 0, %24 ], [ %134, %133 ]
  %55 = add nsw i32 %54, %19
  %56 = icmp sge i32 %55, %3
  %57 = mul nsw i32 %55, %4
  br i1 %32, label %58, label %66, !dbg !129

58:                                               ; preds = %49
  %59 = add nsw i32 %54, %18, !dbg !132
  %60 = icmp slt i32 %59, %3, !dbg !133
  br i1 %60, label %61, label %66, !dbg !134

61:                                               ; preds = %58
  %62 = add nsw i32 %59, %33, !dbg !135
  %63 = sext i32 %62 to i64, !dbg !136
  %64 = getelementptr inbounds float, ptr %14, i64 %63, !dbg !136
  %65 = load float, ptr %64, align 4, !dbg !136, !tbaa !48
  br label %66, !dbg !134

66:                                               ; preds = %61, %58, %49
  %67 = phi contract float [ %65, %61 ], [ 0.000000e+00, %58 ], [ 0.000000e+00, %49 ], !dbg !134
  store float %67, ptr %34, align 4, !dbg !137, !tbaa !48
  %68 = select i1 %56, i1 true, i1 %36, !dbg !138
  br i1 %68, label %74, label %69, !dbg !138

69:                                               ; preds = %66
  %70 = add nsw i32 %57, %35, !dbg !140
  %71 = sext i32 %70 to i64, !dbg !141
  %72 = getelementptr inbounds float, ptr %17, i64 %71, !dbg !141
  %73 = load float, ptr %72, align 4, !dbg !141, !tbaa !48
  br label %74, !dbg !142

74:                                               ; preds = %69, %66
  %75 = phi contract float [ %73, %69 ], [ 0.000000e+00, %66 ], !dbg !142
  store float %75, ptr %37, align 4, !dbg !143, !tbaa !48
  br i1 %32, label %76, label %84, !dbg !129

76:                                               ; preds = %74
  %77 = add nsw i32 %54, %29, !dbg !132
  %78 = icmp slt i32 %77, %3, !dbg !133
  br i1 %78, label %79, label %84, !dbg !134

79:                                               ; preds = %76
  %80 = add nsw i32 %77, %33, !dbg !135
  %81 = sext i32 %80 to i64, !dbg !136
  %82 = getelementptr inbounds float, ptr %14, i64 %81, !dbg !136
  %83 = load float, ptr %82, align 4, !dbg !136, !tbaa !48
  br label %84, !dbg !134

84:                                               ; preds = %79, %76, %74
  %85 = phi contract float [ %83, %79 ], [ 0.000000e+00, %76 ], [ 0.000000e+00, %74 ], !dbg !134
  store float %85, ptr %38, align 4, !dbg !137, !tbaa !48
  %86 = select i1 %56, i1 true, i1 %40, !dbg !138
  br i1 %86, label %92, label %87, !dbg !138

87:                                               ; preds = %84
  %88 = add nsw i32 %57, %39, !dbg !140
  %89 = sext i32 %88 to i64, !dbg !141
  %90 = getelementptr inbounds float, ptr %17, i64 %89, !dbg !141
  %91 = load float, ptr %90, align 4, !dbg !141, !tbaa !48
  br label %92, !dbg !142

92:                                               ; preds = %87, %84
  %93 = phi contract float [ %91, %87 ], [ 0.000000e+00, %84 ], !dbg !142
  store float %93, ptr %41, align 4, !dbg !143, !tbaa !48
  %94 = add nsw i32 %54, %26
  %95 = icmp sge i32 %94, %3
  %96 = mul nsw i32 %94, %4
  br i1 %43, label %97, label %105, !dbg !129

97:                                               ; preds = %92
  %98 = add nsw i32 %54, %18, !dbg !132
  %99 = icmp slt i32 %98, %3, !dbg !133
  br i1 %99, label %100, label %105, !dbg !134

100:                                              ; preds = %97
  %101 = add nsw i32 %98, %44, !dbg !135
  %102 = sext i32 %101 to i64, !dbg !136
  %103 = getelementptr inbounds float, ptr %14, i64 %102, !dbg !136
  %104 = load float, ptr %103, align 4, !dbg !136, !tbaa !48
  br label %105, !dbg !134

105:                                              ; preds = %100, %97, %92
  %106 = phi contract float [ %104, %100 ], [ 0.000000e+00, %97 ], [ 0.000000e+00, %92 ], !dbg !134
  store float %106, ptr %45, align 4, !dbg !137, !tbaa !48
  %107 = select i1 %95, i1 true, i1 %36, !dbg !138
  br i1 %107, label %113, label %108, !dbg !138

108:                                              ; preds = %105
  %109 = add nsw i32 %96, %35, !dbg !140
  %110 = sext i32 %109 to i64, !dbg !141
  %111 = getelementptr inbounds float, ptr %17, i64 %110, !dbg !141
  %112 = load float, ptr %111, align 4, !dbg !141, !tbaa !48
  br label %113, !dbg !142

113:                                              ; preds = %108, %105
  %114 = phi contract float [ %112, %108 ], [ 0.000000e+00, %105 ], !dbg !142
  store float %114, ptr %46, align 4, !dbg !143, !tbaa !48
  br i1 %43, label %115, label %123, !dbg !129

115:                                              ; preds = %113
  %116 = add nsw i32 %54, %29, !dbg !132
  %117 = icmp slt i32 %116, %3, !dbg !133
  br i1 %117, label %118, label %123, !dbg !134

118:                                              ; preds = %115
  %119 = add nsw i32 %116, %44, !dbg !135
  %120 = sext i32 %119 to i64, !dbg !136
  %121 = getelementptr inbounds float, ptr %14, i64 %120, !dbg !136
  %122 = load float, ptr %121, align 4, !dbg !136, !tbaa !48
  br label %123, !dbg !134

123:                                              ; preds = %118, %115, %113
  %124 = phi contract float [ %122, %118 ], [ 0.000000e+00, %115 ], [ 0.000000e+00, %113 ], !dbg !134
  store float %124, ptr %47, align 4, !dbg !137, !tbaa !48
  %125 = select i1 %95, i1 true, i1 %40, !dbg !138
  br i1 %125, label %131, label %126, !dbg !138

126:                                              ; preds = %123
  %127 = add nsw i32 %96, %39, !dbg !140
  %128 = sext i32 %127 to i64, !dbg !141
  %129 = getelementptr inbounds float, ptr %17, i64 %128, !dbg !141
  %130 = load float, ptr %129, align 4, !dbg !141, !tbaa !48
  br label %131, !dbg !142

131:                                              ; preds = %126, %123
  %132 = phi contract float [ %130, %126 ], [ 0.000000e+00, %123 ], !dbg !142
  store float %132, ptr %48, align 4, !dbg !143, !tbaa !48
  tail call void @llvm.nvvm.barrier0(), !dbg !144
  br label %136, !dbg !145

133:                                              ; preds = %136
  tail call void @llvm.nvvm.barrier0(), !dbg !146
  %134 = add nuw nsw i32 %54, 32, !dbg !147
  %135 = icmp slt i32 %134, %3, !dbg !126
  br i1 %135, label %49, label %161, !dbg !127, !llvm.loop !148

136:                                              ; preds = %136, %131
  %137 = phi i32 [ 0, %131 ], [ %159, %136 ]
  %138 = phi float [ %53, %131 ], [ %152, %136 ]
  %139 = phi float [ %52, %131 ], [ %154, %136 ]
  %140 = phi float [ %51, %131 ], [ %156, %136 ]
  %141 = phi float [ %50, %131 ], [ %158, %136 ]
  %142 = zext i32 %137 to i64, !dbg !150
  %143 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %25, i64 %142, !dbg !150
  %144 = load float, ptr %143, align 4, !dbg !150, !tbaa !48
  %145 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %27, i64 %142, !dbg !151
  %146 = load float, ptr %145, align 4, !dbg !151, !tbaa !48
  %147 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %142, i64 %28, !dbg !152
  %148 = load float, ptr %147, align 4, !dbg !152, !tbaa !48
  %149 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %142, i64 %30, !dbg !153
  %150 = load float, ptr %149, align 4, !dbg !153, !tbaa !48
  %151 = fmul contract float %144, %148, !dbg !154
  %152 = fadd contract float %138, %151, !dbg !155
  %153 = fmul contract float %144, %150, !dbg !156
  %154 = fadd contract float %139, %153, !dbg !157
  %155 = fmul contract float %146, %148, !dbg !158
  %156 = fadd contract float %140, %155, !dbg !159
  %157 = fmul contract float %146, %150, !dbg !160
  %158 = fadd contract float %141, %157, !dbg !161
  %159 = add nuw nsw i32 %137, 1, !dbg !162
  %160 = icmp eq i32 %159, 32, !dbg !163
  br i1 %160, label %133, label %136, !dbg !145, !llvm.loop !164

161:                                              ; preds = %133, %21
  %162 = phi i32 [ %23, %21 ], [ %35, %133 ]
  %163 = phi i32 [ %22, %21 ], [ %31, %133 ]
  %164 = phi float [ 0.000000e+00, %21 ], [ %158, %133 ], !dbg !128
  %165 = phi float [ 0.000000e+00, %21 ], [ %156, %133 ], !dbg !128
  %166 = phi float [ 0.000000e+00, %21 ], [ %154, %133 ], !dbg !128
  %167 = phi float [ 0.000000e+00, %21 ], [ %152, %133 ], !dbg !128
  %168 = getelementptr inbounds float, ptr %2, i64 %16, !dbg !166
  %169 = icmp slt i32 %163, %3
  %170 = mul nsw i32 %163, %4
  %171 = icmp slt i32 %162, %4
  %172 = select i1 %169, i1 %171, i1 false, !dbg !167
  br i1 %172, label %173, label %177, !dbg !167

173:                                              ; preds = %161
  %174 = add nsw i32 %170, %162, !dbg !170
  %175 = sext i32 %174 to i64, !dbg !171
  %176 = getelementptr inbounds float, ptr %168, i64 %175, !dbg !171
  store float %167, ptr %176, align 4, !dbg !172, !tbaa !48
  br label %177, !dbg !171

177:                                              ; preds = %173, %161
  %178 = add i32 %162, 16, !dbg !173
  %179 = icmp slt i32 %178, %4
  %180 = select i1 %169, i1 %179, i1 false, !dbg !167
  br i1 %180, label %181, label %185, !dbg !167

181:                                              ; preds = %177
  %182 = add nsw i32 %170, %178, !dbg !170
  %183 = sext i32 %182 to i64, !dbg !171
  %184 = getelementptr inbounds float, ptr %168, i64 %183, !dbg !171
  store float %166, ptr %184, align 4, !dbg !172, !tbaa !48
  br label %185, !dbg !171

185:                                              ; preds = %181, %177
  %186 = add i32 %163, 16
  %187 = icmp slt i32 %186, %3
  %188 = mul nsw i32 %186, %4
  %189 = select i1 %187, i1 %171, i1 false, !dbg !167
  br i1 %189, label %190, label %194, !dbg !167

190:                                              ; preds = %185
  %191 = add nsw i32 %188, %162, !dbg !170
  %192 = sext i32 %191 to i64, !dbg !171
  %193 = getelementptr inbounds float, ptr %168, i64 %192, !dbg !171
  store float %165, ptr %193, align 4, !dbg !172, !tbaa !48
  br label %194, !dbg !171

194:                                              ; preds = %190, %185
  %195 = select i1 %187, i1 %179, i1 false, !dbg !167
  br i1 %195, label %196, label %200, !dbg !167

196:                                              ; preds = %194
  %197 = add nsw i32 %188, %178, !dbg !170
  %198 = sext i32 %197 to i64, !dbg !171
  %199 = getelementptr inbounds float, ptr %168, i64 %198, !dbg !171
  store float %164, ptr %199, align 4, !dbg !172, !tbaa !48
  br label %200, !dbg !171

200:                                              ; preds = %194, %196
  ret void, !dbg !174
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z16attention_scoresPKfS0_Pfiif(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4, float noundef %5) local_unnamed_addr #0 !dbg !175 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !176
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !178
  %9 = shl i32 %8, 5, !dbg !180
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !181
  %11 = shl i32 %10, 5, !dbg !183
  %12 = mul nsw i32 %7, %3, !dbg !184
  %13 = mul nsw i32 %12, %4, !dbg !185
  %14 = sext i32 %13 to i64, !dbg !186
  %15 = getelementptr inbounds float, ptr %0, i64 %14, !dbg !186
  %16 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !187
  %17 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !188
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !192
  %19 = icmp sgt i32 %4, 0, !dbg !194
  br i1 %19, label %23, label %20, !dbg !195

20:                                               ; preds = %6
  %21 = add i32 %9, %18
  %22 = add i32 %11, %17
  br label %160, !dbg !195

23:                                               ; preds = %6
  %24 = sext i32 %18 to i64
  %25 = add nsw i32 %18, 16
  %26 = sext i32 %25 to i64
  %27 = sext i32 %17 to i64
  %28 = add nsw i32 %17, 16
  %29 = sext i32 %28 to i64
  %30 = add i32 %9, %18
  %31 = icmp slt i32 %30, %3
  %32 = mul nsw i32 %30, %4
  %33 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %24, i64 %27
  %34 = add i32 %11, %17
  %35 = icmp sge i32 %34, %3
  %36 = mul nsw i32 %34, %4
  %37 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %24, i64 %27
  %38 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %24, i64 %29
  %39 = add nsw i32 %28, %11
  %40 = icmp sge i32 %39, %3
  %41 = mul nsw i32 %39, %4
  %42 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %24, i64 %29
  %43 = add nsw i32 %25, %9
  %44 = icmp slt i32 %43, %3
  %45 = mul nsw i32 %43, %4
  %46 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %26, i64 %27
  %47 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %26, i64 %27
  %48 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %26, i64 %29
  %49 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %26, i64 %29
  br label %50, !dbg !195

50:                                               ; preds = %132, %23
  %51 = phi float [ 0.000000e+00, %23 ], [ %157, %132 ], !dbg !196
  %52 = phi float [ 0.000000e+00, %23 ], [ %155, %132 ], !dbg !196
  %53 = phi float [ 0.000000e+00, %23 ], [ %153, %132 ], !dbg !196
  %54 = phi float [ 0.000000e+00, %23 ], [ %151, %132 ], !dbg !196
  %55 = phi i32 [ 0, %23 ], [ %133, %132 ]
  %56 = add nsw i32 %55, %18
  %57 = icmp sge i32 %56, %4
  br i1 %31, label %58, label %66, !dbg !197

58:                                               ; preds = %50
  %59 = add nsw i32 %55, %17, !dbg !199
  %60 = icmp slt i32 %59, %4, !dbg !200
  br i1 %60, label %61, label %66, !dbg !201

61:                                               ; preds = %58
  %62 = add nsw i32 %59, %32, !dbg !202
  %63 = sext i32 %62 to i64, !dbg !203
  %64 = getelementptr inbounds float, ptr %15, i64 %63, !dbg !203
  %65 = load float, ptr %64, align 4, !dbg !203, !tbaa !48
  br label %66, !dbg !201

66:                                               ; preds = %61, %58, %50
  %67 = phi contract float [ %65, %61 ], [ 0.000000e+00, %58 ], [ 0.000000e+00, %50 ], !dbg !201
  store float %67, ptr %33, align 4, !dbg !204, !tbaa !48
  %68 = select i1 %35, i1 true, i1 %57, !dbg !205
  br i1 %68, label %74, label %69, !dbg !205

69:                                               ; preds = %66
  %70 = add nsw i32 %56, %36, !dbg !208
  %71 = sext i32 %70 to i64, !dbg !209
  %72 = getelementptr inbounds float, ptr %16, i64 %71, !dbg !209
  %73 = load float, ptr %72, align 4, !dbg !209, !tbaa !48
  br label %74, !dbg !210

74:                                               ; preds = %69, %66
  %75 = phi contract float [ %73, %69 ], [ 0.000000e+00, %66 ], !dbg !210
  store float %75, ptr %37, align 4, !dbg !211, !tbaa !48
  br i1 %31, label %76, label %84, !dbg !197

76:                                               ; preds = %74
  %77 = add nsw i32 %55, %28, !dbg !199
  %78 = icmp slt i32 %77, %4, !dbg !200
  br i1 %78, label %79, label %84, !dbg !201

79:                                               ; preds = %76
  %80 = add nsw i32 %77, %32, !dbg !202
  %81 = sext i32 %80 to i64, !dbg !203
  %82 = getelementptr inbounds float, ptr %15, i64 %81, !dbg !203
  %83 = load float, ptr %82, align 4, !dbg !203, !tbaa !48
  br label %84, !dbg !201

84:                                               ; preds = %79, %76, %74
  %85 = phi contract float [ %83, %79 ], [ 0.000000e+00, %76 ], [ 0.000000e+00, %74 ], !dbg !201
  store float %85, ptr %38, align 4, !dbg !204, !tbaa !48
  %86 = select i1 %40, i1 true, i1 %57, !dbg !205
  br i1 %86, label %92, label %87, !dbg !205

87:                                               ; preds = %84
  %88 = add nsw i32 %56, %41, !dbg !208
  %89 = sext i32 %88 to i64, !dbg !209
  %90 = getelementptr inbounds float, ptr %16, i64 %89, !dbg !209
  %91 = load float, ptr %90, align 4, !dbg !209, !tbaa !48
  br label %92, !dbg !210

92:                                               ; preds = %87, %84
  %93 = phi contract float [ %91, %87 ], [ 0.000000e+00, %84 ], !dbg !210
  store float %93, ptr %42, align 4, !dbg !211, !tbaa !48
  %94 = add nsw i32 %55, %25
  %95 = icmp sge i32 %94, %4
  br i1 %44, label %96, label %104, !dbg !197

96:                                               ; preds = %92
  %97 = add nsw i32 %55, %17, !dbg !199
  %98 = icmp slt i32 %97, %4, !dbg !200
  br i1 %98, label %99, label %104, !dbg !201

99:                                               ; preds = %96
  %100 = add nsw i32 %97, %45, !dbg !202
  %101 = sext i32 %100 to i64, !dbg !203
  %102 = getelementptr inbounds float, ptr %15, i64 %101, !dbg !203
  %103 = load float, ptr %102, align 4, !dbg !203, !tbaa !48
  br label %104, !dbg !201

104:                                              ; preds = %99, %96, %92
  %105 = phi contract float [ %103, %99 ], [ 0.000000e+00, %96 ], [ 0.000000e+00, %92 ], !dbg !201
  store float %105, ptr %46, align 4, !dbg !204, !tbaa !48
  %106 = select i1 %35, i1 true, i1 %95, !dbg !205
  br i1 %106, label %112, label %107, !dbg !205

107:                                              ; preds = %104
  %108 = add nsw i32 %94, %36, !dbg !208
  %109 = sext i32 %108 to i64, !dbg !209
  %110 = getelementptr inbounds float, ptr %16, i64 %109, !dbg !209
  %111 = load float, ptr %110, align 4, !dbg !209, !tbaa !48
  br label %112, !dbg !210

112:                                              ; preds = %107, %104
  %113 = phi contract float [ %111, %107 ], [ 0.000000e+00, %104 ], !dbg !210
  store float %113, ptr %47, align 4, !dbg !211, !tbaa !48
  br i1 %44, label %114, label %122, !dbg !197

114:                                              ; preds = %112
  %115 = add nsw i32 %55, %28, !dbg !199
  %116 = icmp slt i32 %115, %4, !dbg !200
  br i1 %116, label %117, label %122, !dbg !201

117:                                              ; preds = %114
  %118 = add nsw i32 %115, %45, !dbg !202
  %119 = sext i32 %118 to i64, !dbg !203
  %120 = getelementptr inbounds float, ptr %15, i64 %119, !dbg !203
  %121 = load float, ptr %120, align 4, !dbg !203, !tbaa !48
  br label %122, !dbg !201

122:                                              ; preds = %117, %114, %112
  %123 = phi contract float [ %121, %117 ], [ 0.000000e+00, %114 ], [ 0.000000e+00, %112 ], !dbg !201
  store float %123, ptr %48, align 4, !dbg !204, !tbaa !48
  %124 = select i1 %40, i1 true, i1 %95, !dbg !205
  br i1 %124, label %130, label %125, !dbg !205

125:                                              ; preds = %122
  %126 = add nsw i32 %94, %41, !dbg !208
  %127 = sext i32 %126 to i64, !dbg !209
  %128 = getelementptr inbounds float, ptr %16, i64 %127, !dbg !209
  %129 = load float, ptr %128, align 4, !dbg !209, !tbaa !48
  br label %130, !dbg !210

130:                                              ; preds = %125, %122
  %131 = phi contract float [ %129, %125 ], [ 0.000000e+00, %122 ], !dbg !210
  store float %131, ptr %49, align 4, !dbg !211, !tbaa !48
  tail call void @llvm.nvvm.barrier0(), !dbg !212
  br label %135, !dbg !213

132:                                              ; preds = %135
  tail call void @llvm.nvvm.barrier0(), !dbg !214
  %133 = add nuw nsw i32 %55, 32, !dbg !215
  %134 = icmp slt i32 %133, %4, !dbg !194
  br i1 %134, label %50, label %160, !dbg !195, !llvm.loop !216

135:                                              ; preds = %135, %130
  %136 = phi i32 [ 0, %130 ], [ %158, %135 ]
  %137 = phi float [ %54, %130 ], [ %151, %135 ]
  %138 = phi float [ %53, %130 ], [ %153, %135 ]
  %139 = phi float [ %52, %130 ], [ %155, %135 ]
  %140 = phi float [ %51, %130 ], [ %157, %135 ]
  %141 = zext i32 %136 to i64, !dbg !218
  %142 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %24, i64 %141, !dbg !218
  %143 = load float, ptr %142, align 4, !dbg !218, !tbaa !48
  %144 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %26, i64 %141, !dbg !219
  %145 = load float, ptr %144, align 4, !dbg !219, !tbaa !48
  %146 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %141, i64 %27, !dbg !220
  %147 = load float, ptr %146, align 4, !dbg !220, !tbaa !48
  %148 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %141, i64 %29, !dbg !221
  %149 = load float, ptr %148, align 4, !dbg !221, !tbaa !48
  %150 = fmul contract float %143, %147, !dbg !222
  %151 = fadd contract float %137, %150, !dbg !223
  %152 = fmul contract float %143, %149, !dbg !224
  %153 = fadd contract float %138, %152, !dbg !225
  %154 = fmul contract float %145, %147, !dbg !226
  %155 = fadd contract float %139, %154, !dbg !227
  %156 = fmul contract float %145, %149, !dbg !228
  %157 = fadd contract float %140, %156, !dbg !229
  %158 = add nuw nsw i32 %136, 1, !dbg !230
  %159 = icmp eq i32 %158, 32, !dbg !231
  br i1 %159, label %132, label %135, !dbg !213, !llvm.loop !232

160:                                              ; preds = %132, %20
  %161 = phi i32 [ %22, %20 ], [ %34, %132 ]
  %162 = phi i32 [ %21, %20 ], [ %30, %132 ]
  %163 = phi float [ 0.000000e+00, %20 ], [ %157, %132 ], !dbg !196
  %164 = phi float [ 0.000000e+00, %20 ], [ %155, %132 ], !dbg !196
  %165 = phi float [ 0.000000e+00, %20 ], [ %153, %132 ], !dbg !196
  %166 = phi float [ 0.000000e+00, %20 ], [ %151, %132 ], !dbg !196
  %167 = mul nsw i32 %12, %3, !dbg !234
  %168 = sext i32 %167 to i64, !dbg !235
  %169 = getelementptr inbounds float, ptr %2, i64 %168, !dbg !235
  %170 = icmp slt i32 %162, %3
  %171 = mul nsw i32 %162, %3
  %172 = icmp slt i32 %161, %3
  %173 = select i1 %170, i1 %172, i1 false, !dbg !236
  br i1 %173, label %174, label %179, !dbg !236

174:                                              ; preds = %160
  %175 = fmul contract float %166, %5, !dbg !239
  %176 = add nsw i32 %171, %161, !dbg !242
  %177 = sext i32 %176 to i64, !dbg !243
  %178 = getelementptr inbounds float, ptr %169, i64 %177, !dbg !243
  store float %175, ptr %178, align 4, !dbg !244, !tbaa !48
  br label %179, !dbg !243

179:                                              ; preds = %174, %160
  %180 = add i32 %161, 16, !dbg !245
  %181 = icmp slt i32 %180, %3
  %182 = select i1 %170, i1 %181, i1 false, !dbg !236
  br i1 %182, label %183, label %188, !dbg !236

183:                                              ; preds = %179
  %184 = fmul contract float %165, %5, !dbg !239
  %185 = add nsw i32 %171, %180, !dbg !242
  %186 = sext i32 %185 to i64, !dbg !243
  %187 = getelementptr inbounds float, ptr %169, i64 %186, !dbg !243
  store float %184, ptr %187, align 4, !dbg !244, !tbaa !48
  br label %188, !dbg !243

188:                                              ; preds = %183, %179
  %189 = add i32 %162, 16
  %190 = icmp slt i32 %189, %3
  %191 = mul nsw i32 %189, %3
  %192 = select i1 %190, i1 %172, i1 false, !dbg !236
  br i1 %192, label %193, label %198, !dbg !236

193:                                              ; preds = %188
  %194 = fmul contract float %164, %5, !dbg !239
  %195 = add nsw i32 %191, %161, !dbg !242
  %196 = sext i32 %195 to i64, !dbg !243
  %197 = getelementptr inbounds float, ptr %169, i64 %196, !dbg !243
  store float %194, ptr %197, align 4, !dbg !244, !tbaa !48
  br label %198, !dbg !243

198:                                              ; preds = %193, %188
  %199 = select i1 %190, i1 %181, i1 false, !dbg !236
  br i1 %199, label %200, label %205, !dbg !236

200:                                              ; preds = %198
  %201 = fmul contract float %163, %5, !dbg !239
  %202 = add nsw i32 %191, %180, !dbg !242
  %203 = sext i32 %202 to i64, !dbg !243
  %204 = getelementptr inbounds float, ptr %169, i64 %203, !dbg !243
  store float %201, ptr %204, align 4, !dbg !244, !tbaa !48
  br label %205, !dbg !243

205:                                              ; preds = %198, %200
  ret void, !dbg !246
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z12softmax_rowsPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 !dbg !247 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !248
  %5 = shl i32 %4, 2, !dbg !250
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !251
  %7 = add i32 %5, %6, !dbg !253
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !254
  %9 = icmp slt i32 %7, %2, !dbg !256
  br i1 %9, label %10, label %96, !dbg !257

10:                                               ; preds = %3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !258
  %12 = mul i32 %11, %2, !dbg !260
  %13 = add i32 %12, %7, !dbg !261
  %14 = mul i32 %13, %2, !dbg !262
  %15 = zext i32 %14 to i64, !dbg !263
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !263
  %17 = getelementptr inbounds float, ptr %1, i64 %15, !dbg !264
  %18 = icmp slt i32 %8, %2, !dbg !265
  br i1 %18, label %31, label %19, !dbg !266

19:                                               ; preds = %31, %10
  %20 = phi float [ 0xFFF0000000000000, %10 ], [ %37, %31 ], !dbg !267
  %21 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %20, i32 16, i32 31), !dbg !268
  %22 = tail call float @llvm.maxnum.f32(float %20, float %21), !dbg !272
  %23 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %22, i32 8, i32 31), !dbg !268
  %24 = tail call float @llvm.maxnum.f32(float %22, float %23), !dbg !272
  %25 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %24, i32 4, i32 31), !dbg !268
  %26 = tail call float @llvm.maxnum.f32(float %24, float %25), !dbg !272
  %27 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %26, i32 2, i32 31), !dbg !268
  %28 = tail call float @llvm.maxnum.f32(float %26, float %27), !dbg !272
  %29 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %28, i32 1, i32 31), !dbg !268
  %30 = tail call float @llvm.maxnum.f32(float %28, float %29), !dbg !272
  br i1 %18, label %52, label %40, !dbg !276

31:                                               ; preds = %10, %31
  %32 = phi i32 [ %38, %31 ], [ %8, %10 ]
  %33 = phi float [ %37, %31 ], [ 0xFFF0000000000000, %10 ]
  %34 = sext i32 %32 to i64, !dbg !277
  %35 = getelementptr inbounds float, ptr %16, i64 %34, !dbg !277
  %36 = load float, ptr %35, align 4, !dbg !277, !tbaa !48
  %37 = tail call float @llvm.maxnum.f32(float %33, float %36), !dbg !278
  %38 = add nsw i32 %32, 32, !dbg !280
  %39 = icmp slt i32 %38, %2, !dbg !265
  br i1 %39, label %31, label %19, !dbg !266, !llvm.loop !281

40:                                               ; preds = %52, %19
  %41 = phi float [ 0.000000e+00, %19 ], [ %71, %52 ], !dbg !267
  %42 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %41, i32 16, i32 31), !dbg !283
  %43 = fadd contract float %41, %42, !dbg !285
  %44 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %43, i32 8, i32 31), !dbg !283
  %45 = fadd contract float %43, %44, !dbg !285
  %46 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %45, i32 4, i32 31), !dbg !283
  %47 = fadd contract float %45, %46, !dbg !285
  %48 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %47, i32 2, i32 31), !dbg !283
  %49 = fadd contract float %47, %48, !dbg !285
  %50 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %49, i32 1, i32 31), !dbg !283
  %51 = fadd contract float %49, %50, !dbg !285
  br i1 %18, label %74, label %96, !dbg !286

52:                                               ; preds = %19, %52
  %53 = phi i32 [ %72, %52 ], [ %8, %19 ]
  %54 = phi float [ %71, %52 ], [ 0.000000e+00, %19 ]
  %55 = sext i32 %53 to i64, !dbg !287
  %56 = getelementptr inbounds float, ptr %16, i64 %55, !dbg !287
  %57 = load float, ptr %56, align 4, !dbg !287, !tbaa !48
  %58 = fsub contract float %57, %30, !dbg !288
  %59 = tail call float @llvm.fma.f32(float %58, float 0x3F777313A0000000, float 5.000000e-01), !dbg !289
  %60 = tail call float @llvm.nvvm.saturate.f(float %59) #7, !dbg !289
  %61 = tail call float @llvm.nvvm.fma.rm.f(float %60, float 2.520000e+02, float 0x4168000020000000) #7, !dbg !289
  %62 = fadd float %61, 0xC168000FE0000000, !dbg !289
  %63 = fneg float %62, !dbg !289
  %64 = tail call float @llvm.fma.f32(float %58, float 0x3FF7154760000000, float %63), !dbg !289
  %65 = tail call float @llvm.fma.f32(float %58, float 0x3E54AE0C00000000, float %64), !dbg !289
  %66 = bitcast float %61 to i32, !dbg !289
  %67 = shl i32 %66, 23, !dbg !289
  %68 = bitcast i32 %67 to float, !dbg !289
  %69 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %65) #7, !dbg !289
  %70 = fmul float %69, %68, !dbg !289
  %71 = fadd contract float %54, %70, !dbg !292
  %72 = add nsw i32 %53, 32, !dbg !293
  %73 = icmp slt i32 %72, %2, !dbg !294
  br i1 %73, label %52, label %40, !dbg !276, !llvm.loop !295

74:                                               ; preds = %40, %74
  %75 = phi i32 [ %94, %74 ], [ %8, %40 ]
  %76 = sext i32 %75 to i64, !dbg !297
  %77 = getelementptr inbounds float, ptr %16, i64 %76, !dbg !297
  %78 = load float, ptr %77, align 4, !dbg !297, !tbaa !48
  %79 = fsub contract float %78, %30, !dbg !298
  %80 = tail call float @llvm.fma.f32(float %79, float 0x3F777313A0000000, float 5.000000e-01), !dbg !299
  %81 = tail call float @llvm.nvvm.saturate.f(float %80) #7, !dbg !299
  %82 = tail call float @llvm.nvvm.fma.rm.f(float %81, float 2.520000e+02, float 0x4168000020000000) #7, !dbg !299
  %83 = fadd float %82, 0xC168000FE0000000, !dbg !299
  %84 = fneg float %83, !dbg !299
  %85 = tail call float @llvm.fma.f32(float %79, float 0x3FF7154760000000, float %84), !dbg !299
  %86 = tail call float @llvm.fma.f32(float %79, float 0x3E54AE0C00000000, float %85), !dbg !299
  %87 = bitcast float %82 to i32, !dbg !299
  %88 = shl i32 %87, 23, !dbg !299
  %89 = bitcast i32 %88 to float, !dbg !299
  %90 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %86) #7, !dbg !299
  %91 = fmul float %90, %89, !dbg !299
  %92 = fdiv contract float %91, %51, !dbg !301
  %93 = getelementptr inbounds float, ptr %17, i64 %76, !dbg !302
  store float %92, ptr %93, align 4, !dbg !303, !tbaa !48
  %94 = add nsw i32 %75, 32, !dbg !304
  %95 = icmp slt i32 %94, %2, !dbg !305
  br i1 %95, label %74, label %96, !dbg !286, !llvm.loop !306

96:                                               ; preds = %74, %40, %3
  ret void, !dbg !308
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #3

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
!7 = !DIFile(filename: "samples/cuda/attention.cu", directory: "/work/main")
!8 = !{ptr @_Z10gemm_tiledPKfS0_Pfiii, !"kernel", i32 1}
!9 = !{ptr @_Z16attention_valuesPKfS0_Pfii, !"kernel", i32 1}
!10 = !{ptr @_Z16attention_scoresPKfS0_Pfiif, !"kernel", i32 1}
!11 = !{ptr @_Z12softmax_rowsPKfPfi, !"kernel", i32 1}
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
!103 = distinct !DISubprogram(name: "attention_values", scope: !104, file: !104, line: 8, type: !16, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!104 = !DIFile(filename: "samples/cuda/attention_values.cuh", directory: "/work/main")
!105 = !DILocation(line: 68, column: 3, scope: !106, inlinedAt: !107)
!106 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !20, file: !20, line: 68, type: !16, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!107 = distinct !DILocation(line: 10, column: 16, scope: !103)
!108 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !109)
!109 = distinct !DILocation(line: 10, column: 35, scope: !103)
!110 = !DILocation(line: 10, column: 46, scope: !103)
!111 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !112)
!112 = distinct !DILocation(line: 10, column: 66, scope: !103)
!113 = !DILocation(line: 10, column: 77, scope: !103)
!114 = !DILocation(line: 12, column: 37, scope: !103)
!115 = !DILocation(line: 12, column: 43, scope: !103)
!116 = !DILocation(line: 12, column: 30, scope: !103)
!117 = !DILocation(line: 12, column: 83, scope: !103)
!118 = !DILocation(line: 12, column: 70, scope: !103)
!119 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !120)
!120 = distinct !DILocation(line: 17, column: 14, scope: !121, inlinedAt: !123)
!121 = distinct !DISubprogram(name: "gemm_accumulate<Matrix, Matrix>", scope: !122, file: !122, line: 14, type: !16, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!122 = !DIFile(filename: "samples/cuda/gemm_epilogue.cuh", directory: "/work/main")
!123 = distinct !DILocation(line: 12, column: 5, scope: !103)
!124 = !DILocation(line: 54, column: 3, scope: !23, inlinedAt: !125)
!125 = distinct !DILocation(line: 17, column: 32, scope: !121, inlinedAt: !123)
!126 = !DILocation(line: 18, column: 25, scope: !121, inlinedAt: !123)
!127 = !DILocation(line: 18, column: 5, scope: !121, inlinedAt: !123)
!128 = !DILocation(line: 0, scope: !103)
!129 = !DILocation(line: 54, column: 71, scope: !130, inlinedAt: !131)
!130 = distinct !DISubprogram(name: "operator()", scope: !122, file: !122, line: 54, type: !16, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!131 = distinct !DILocation(line: 22, column: 28, scope: !121, inlinedAt: !123)
!132 = !DILocation(line: 22, column: 43, scope: !121, inlinedAt: !123)
!133 = !DILocation(line: 54, column: 76, scope: !130, inlinedAt: !131)
!134 = !DILocation(line: 54, column: 62, scope: !130, inlinedAt: !131)
!135 = !DILocation(line: 54, column: 96, scope: !130, inlinedAt: !131)
!136 = !DILocation(line: 54, column: 85, scope: !130, inlinedAt: !131)
!137 = !DILocation(line: 22, column: 26, scope: !121, inlinedAt: !123)
!138 = !DILocation(line: 54, column: 71, scope: !130, inlinedAt: !139)
!139 = distinct !DILocation(line: 23, column: 28, scope: !121, inlinedAt: !123)
!140 = !DILocation(line: 54, column: 96, scope: !130, inlinedAt: !139)
!141 = !DILocation(line: 54, column: 85, scope: !130, inlinedAt: !139)
!142 = !DILocation(line: 54, column: 62, scope: !130, inlinedAt: !139)
!143 = !DILocation(line: 23, column: 26, scope: !121, inlinedAt: !123)
!144 = !DILocation(line: 26, column: 9, scope: !121, inlinedAt: !123)
!145 = !DILocation(line: 27, column: 9, scope: !121, inlinedAt: !123)
!146 = !DILocation(line: 35, column: 9, scope: !121, inlinedAt: !123)
!147 = !DILocation(line: 18, column: 33, scope: !121, inlinedAt: !123)
!148 = distinct !{!148, !127, !149, !65}
!149 = !DILocation(line: 36, column: 5, scope: !121, inlinedAt: !123)
!150 = !DILocation(line: 28, column: 24, scope: !121, inlinedAt: !123)
!151 = !DILocation(line: 28, column: 41, scope: !121, inlinedAt: !123)
!152 = !DILocation(line: 29, column: 24, scope: !121, inlinedAt: !123)
!153 = !DILocation(line: 29, column: 41, scope: !121, inlinedAt: !123)
!154 = !DILocation(line: 30, column: 29, scope: !121, inlinedAt: !123)
!155 = !DILocation(line: 30, column: 23, scope: !121, inlinedAt: !123)
!156 = !DILocation(line: 31, column: 29, scope: !121, inlinedAt: !123)
!157 = !DILocation(line: 31, column: 23, scope: !121, inlinedAt: !123)
!158 = !DILocation(line: 32, column: 29, scope: !121, inlinedAt: !123)
!159 = !DILocation(line: 32, column: 23, scope: !121, inlinedAt: !123)
!160 = !DILocation(line: 33, column: 29, scope: !121, inlinedAt: !123)
!161 = !DILocation(line: 33, column: 23, scope: !121, inlinedAt: !123)
!162 = !DILocation(line: 27, column: 42, scope: !121, inlinedAt: !123)
!163 = !DILocation(line: 27, column: 29, scope: !121, inlinedAt: !123)
!164 = distinct !{!164, !145, !165, !65}
!165 = !DILocation(line: 34, column: 9, scope: !121, inlinedAt: !123)
!166 = !DILocation(line: 14, column: 18, scope: !103)
!167 = !DILocation(line: 45, column: 23, scope: !168, inlinedAt: !169)
!168 = distinct !DISubprogram(name: "gemm_store<(lambda at samples/cuda/attention_values.cuh:14:67)>", scope: !122, file: !122, line: 41, type: !16, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!169 = distinct !DILocation(line: 14, column: 5, scope: !103)
!170 = !DILocation(line: 45, column: 43, scope: !168, inlinedAt: !169)
!171 = !DILocation(line: 45, column: 33, scope: !168, inlinedAt: !169)
!172 = !DILocation(line: 45, column: 48, scope: !168, inlinedAt: !169)
!173 = !DILocation(line: 44, column: 79, scope: !168, inlinedAt: !169)
!174 = !DILocation(line: 15, column: 1, scope: !103)
!175 = distinct !DISubprogram(name: "attention_scores", scope: !7, file: !7, line: 22, type: !16, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!176 = !DILocation(line: 68, column: 3, scope: !106, inlinedAt: !177)
!177 = distinct !DILocation(line: 24, column: 16, scope: !175)
!178 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !179)
!179 = distinct !DILocation(line: 24, column: 35, scope: !175)
!180 = !DILocation(line: 24, column: 46, scope: !175)
!181 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !182)
!182 = distinct !DILocation(line: 24, column: 66, scope: !175)
!183 = !DILocation(line: 24, column: 77, scope: !175)
!184 = !DILocation(line: 25, column: 31, scope: !175)
!185 = !DILocation(line: 25, column: 37, scope: !175)
!186 = !DILocation(line: 25, column: 24, scope: !175)
!187 = !DILocation(line: 25, column: 50, scope: !175)
!188 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !189)
!189 = distinct !DILocation(line: 17, column: 14, scope: !190, inlinedAt: !191)
!190 = distinct !DISubprogram(name: "gemm_accumulate<Matrix, Transposed>", scope: !122, file: !122, line: 14, type: !16, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!191 = distinct !DILocation(line: 27, column: 5, scope: !175)
!192 = !DILocation(line: 54, column: 3, scope: !23, inlinedAt: !193)
!193 = distinct !DILocation(line: 17, column: 32, scope: !190, inlinedAt: !191)
!194 = !DILocation(line: 18, column: 25, scope: !190, inlinedAt: !191)
!195 = !DILocation(line: 18, column: 5, scope: !190, inlinedAt: !191)
!196 = !DILocation(line: 0, scope: !175)
!197 = !DILocation(line: 54, column: 71, scope: !130, inlinedAt: !198)
!198 = distinct !DILocation(line: 22, column: 28, scope: !190, inlinedAt: !191)
!199 = !DILocation(line: 22, column: 43, scope: !190, inlinedAt: !191)
!200 = !DILocation(line: 54, column: 76, scope: !130, inlinedAt: !198)
!201 = !DILocation(line: 54, column: 62, scope: !130, inlinedAt: !198)
!202 = !DILocation(line: 54, column: 96, scope: !130, inlinedAt: !198)
!203 = !DILocation(line: 54, column: 85, scope: !130, inlinedAt: !198)
!204 = !DILocation(line: 22, column: 26, scope: !190, inlinedAt: !191)
!205 = !DILocation(line: 61, column: 71, scope: !206, inlinedAt: !207)
!206 = distinct !DISubprogram(name: "operator()", scope: !122, file: !122, line: 61, type: !16, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!207 = distinct !DILocation(line: 23, column: 28, scope: !190, inlinedAt: !191)
!208 = !DILocation(line: 61, column: 96, scope: !206, inlinedAt: !207)
!209 = !DILocation(line: 61, column: 85, scope: !206, inlinedAt: !207)
!210 = !DILocation(line: 61, column: 62, scope: !206, inlinedAt: !207)
!211 = !DILocation(line: 23, column: 26, scope: !190, inlinedAt: !191)
!212 = !DILocation(line: 26, column: 9, scope: !190, inlinedAt: !191)
!213 = !DILocation(line: 27, column: 9, scope: !190, inlinedAt: !191)
!214 = !DILocation(line: 35, column: 9, scope: !190, inlinedAt: !191)
!215 = !DILocation(line: 18, column: 33, scope: !190, inlinedAt: !191)
!216 = distinct !{!216, !195, !217, !65}
!217 = !DILocation(line: 36, column: 5, scope: !190, inlinedAt: !191)
!218 = !DILocation(line: 28, column: 24, scope: !190, inlinedAt: !191)
!219 = !DILocation(line: 28, column: 41, scope: !190, inlinedAt: !191)
!220 = !DILocation(line: 29, column: 24, scope: !190, inlinedAt: !191)
!221 = !DILocation(line: 29, column: 41, scope: !190, inlinedAt: !191)
!222 = !DILocation(line: 30, column: 29, scope: !190, inlinedAt: !191)
!223 = !DILocation(line: 30, column: 23, scope: !190, inlinedAt: !191)
!224 = !DILocation(line: 31, column: 29, scope: !190, inlinedAt: !191)
!225 = !DILocation(line: 31, column: 23, scope: !190, inlinedAt: !191)
!226 = !DILocation(line: 32, column: 29, scope: !190, inlinedAt: !191)
!227 = !DILocation(line: 32, column: 23, scope: !190, inlinedAt: !191)
!228 = !DILocation(line: 33, column: 29, scope: !190, inlinedAt: !191)
!229 = !DILocation(line: 33, column: 23, scope: !190, inlinedAt: !191)
!230 = !DILocation(line: 27, column: 42, scope: !190, inlinedAt: !191)
!231 = !DILocation(line: 27, column: 29, scope: !190, inlinedAt: !191)
!232 = distinct !{!232, !213, !233, !65}
!233 = !DILocation(line: 34, column: 9, scope: !190, inlinedAt: !191)
!234 = !DILocation(line: 28, column: 31, scope: !175)
!235 = !DILocation(line: 28, column: 18, scope: !175)
!236 = !DILocation(line: 45, column: 23, scope: !237, inlinedAt: !238)
!237 = distinct !DISubprogram(name: "gemm_store<(lambda at samples/cuda/attention.cu:28:70)>", scope: !122, file: !122, line: 41, type: !16, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!238 = distinct !DILocation(line: 28, column: 5, scope: !175)
!239 = !DILocation(line: 28, column: 104, scope: !240, inlinedAt: !241)
!240 = distinct !DISubprogram(name: "operator()", scope: !7, file: !7, line: 28, type: !16, scopeLine: 28, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!241 = distinct !DILocation(line: 45, column: 50, scope: !237, inlinedAt: !238)
!242 = !DILocation(line: 45, column: 43, scope: !237, inlinedAt: !238)
!243 = !DILocation(line: 45, column: 33, scope: !237, inlinedAt: !238)
!244 = !DILocation(line: 45, column: 48, scope: !237, inlinedAt: !238)
!245 = !DILocation(line: 44, column: 79, scope: !237, inlinedAt: !238)
!246 = !DILocation(line: 29, column: 1, scope: !175)
!247 = distinct !DISubprogram(name: "softmax_rows", scope: !7, file: !7, line: 31, type: !16, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!248 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !249)
!249 = distinct !DILocation(line: 32, column: 15, scope: !247)
!250 = !DILocation(line: 32, column: 26, scope: !247)
!251 = !DILocation(line: 54, column: 3, scope: !23, inlinedAt: !252)
!252 = distinct !DILocation(line: 32, column: 43, scope: !247)
!253 = !DILocation(line: 32, column: 41, scope: !247)
!254 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !255)
!255 = distinct !DILocation(line: 32, column: 63, scope: !247)
!256 = !DILocation(line: 33, column: 13, scope: !247)
!257 = !DILocation(line: 33, column: 9, scope: !247)
!258 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !259)
!259 = distinct !DILocation(line: 34, column: 27, scope: !247)
!260 = !DILocation(line: 34, column: 38, scope: !247)
!261 = !DILocation(line: 34, column: 44, scope: !247)
!262 = !DILocation(line: 34, column: 51, scope: !247)
!263 = !DILocation(line: 34, column: 24, scope: !247)
!264 = !DILocation(line: 35, column: 18, scope: !247)
!265 = !DILocation(line: 37, column: 26, scope: !247)
!266 = !DILocation(line: 37, column: 5, scope: !247)
!267 = !DILocation(line: 0, scope: !247)
!268 = !DILocation(line: 181, column: 1, scope: !269, inlinedAt: !271)
!269 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !270, file: !270, line: 181, type: !16, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!270 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_intrinsics.h", directory: "")
!271 = distinct !DILocation(line: 38, column: 77, scope: !247)
!272 = !DILocation(line: 132, column: 55, scope: !273, inlinedAt: !275)
!273 = distinct !DISubprogram(name: "fmaxf", scope: !274, file: !274, line: 132, type: !16, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!274 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!275 = distinct !DILocation(line: 38, column: 62, scope: !247)
!276 = !DILocation(line: 40, column: 5, scope: !247)
!277 = !DILocation(line: 37, column: 67, scope: !247)
!278 = !DILocation(line: 132, column: 55, scope: !273, inlinedAt: !279)
!279 = distinct !DILocation(line: 37, column: 52, scope: !247)
!280 = !DILocation(line: 37, column: 35, scope: !247)
!281 = distinct !{!281, !266, !282, !65}
!282 = !DILocation(line: 37, column: 71, scope: !247)
!283 = !DILocation(line: 181, column: 1, scope: !269, inlinedAt: !284)
!284 = distinct !DILocation(line: 41, column: 59, scope: !247)
!285 = !DILocation(line: 41, column: 56, scope: !247)
!286 = !DILocation(line: 42, column: 5, scope: !247)
!287 = !DILocation(line: 40, column: 54, scope: !247)
!288 = !DILocation(line: 40, column: 59, scope: !247)
!289 = !DILocation(line: 109, column: 43, scope: !290, inlinedAt: !291)
!290 = distinct !DISubprogram(name: "expf", scope: !274, file: !274, line: 109, type: !16, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!291 = distinct !DILocation(line: 40, column: 49, scope: !247)
!292 = !DILocation(line: 40, column: 46, scope: !247)
!293 = !DILocation(line: 40, column: 35, scope: !247)
!294 = !DILocation(line: 40, column: 26, scope: !247)
!295 = distinct !{!295, !276, !296, !65}
!296 = !DILocation(line: 40, column: 68, scope: !247)
!297 = !DILocation(line: 42, column: 54, scope: !247)
!298 = !DILocation(line: 42, column: 59, scope: !247)
!299 = !DILocation(line: 109, column: 43, scope: !290, inlinedAt: !300)
!300 = distinct !DILocation(line: 42, column: 49, scope: !247)
!301 = !DILocation(line: 42, column: 70, scope: !247)
!302 = !DILocation(line: 42, column: 42, scope: !247)
!303 = !DILocation(line: 42, column: 47, scope: !247)
!304 = !DILocation(line: 42, column: 35, scope: !247)
!305 = !DILocation(line: 42, column: 26, scope: !247)
!306 = distinct !{!306, !286, !307, !65}
!307 = !DILocation(line: 42, column: 72, scope: !247)
!308 = !DILocation(line: 43, column: 1, scope: !247)
