; ModuleID = 'samples/cuda/attention_rows.cu'
source_filename = "samples/cuda/attention_rows.cu"
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
define dso_local void @_Z16attention_valuesPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !104 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !106
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !109
  %8 = shl i32 %7, 5, !dbg !111
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !112
  %10 = shl i32 %9, 5, !dbg !114
  %11 = mul nsw i32 %6, %3, !dbg !115
  %12 = mul nsw i32 %11, %3, !dbg !116
  %13 = sext i32 %12 to i64, !dbg !117
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !117
  %15 = mul nsw i32 %11, %4, !dbg !118
  %16 = sext i32 %15 to i64, !dbg !119
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !119
  %18 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !120
  %19 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !125
  %20 = icmp sgt i32 %3, 0, !dbg !127
  br i1 %20, label %24, label %21, !dbg !128

21:                                               ; preds = %5
  %22 = add i32 %8, %19
  %23 = add i32 %10, %18
  br label %161, !dbg !128

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
  br label %49, !dbg !128

49:                                               ; preds = %133, %24
  %50 = phi float [ 0.000000e+00, %24 ], [ %158, %133 ], !dbg !129
  %51 = phi float [ 0.000000e+00, %24 ], [ %156, %133 ], !dbg !129
  %52 = phi float [ 0.000000e+00, %24 ], [ %154, %133 ], !dbg !129
  %53 = phi float [ 0.000000e+00, %24 ], [ %152, %133 ], !dbg !129
  %54 = phi i32 [ 0, %24 ], [ %134, %133 ]
  %55 = add nsw i32 %54, %19
  %56 = icmp sge i32 %55, %3
  %57 = mul nsw i32 %55, %4
  br i1 %32, label %58, label %66, !dbg !130

58:                                               ; preds = %49
  %59 = add nsw i32 %54, %18, !dbg !133
  %60 = icmp slt i32 %59, %3, !dbg !134
  br i1 %60, label %61, label %66, !dbg !135

61:                                               ; preds = %58
  %62 = add nsw i32 %59, %33, !dbg !136
  %63 = sext i32 %62 to i64, !dbg !137
  %64 = getelementptr inbounds float, ptr %14, i64 %63, !dbg !137
  %65 = load float, ptr %64, align 4, !dbg !137, !tbaa !49
  br label %66, !dbg !135

66:                                               ; preds = %61, %58, %49
  %67 = phi contract float [ %65, %61 ], [ 0.000000e+00, %58 ], [ 0.000000e+00, %49 ], !dbg !135
  store float %67, ptr %34, align 4, !dbg !138, !tbaa !49
  %68 = select i1 %56, i1 true, i1 %36, !dbg !139
  br i1 %68, label %74, label %69, !dbg !139

69:                                               ; preds = %66
  %70 = add nsw i32 %57, %35, !dbg !141
  %71 = sext i32 %70 to i64, !dbg !142
  %72 = getelementptr inbounds float, ptr %17, i64 %71, !dbg !142
  %73 = load float, ptr %72, align 4, !dbg !142, !tbaa !49
  br label %74, !dbg !143

74:                                               ; preds = %69, %66
  %75 = phi contract float [ %73, %69 ], [ 0.000000e+00, %66 ], !dbg !143
  store float %75, ptr %37, align 4, !dbg !144, !tbaa !49
  br i1 %32, label %76, label %84, !dbg !130

76:                                               ; preds = %74
  %77 = add nsw i32 %54, %29, !dbg !133
  %78 = icmp slt i32 %77, %3, !dbg !134
  br i1 %78, label %79, label %84, !dbg !135

79:                                               ; preds = %76
  %80 = add nsw i32 %77, %33, !dbg !136
  %81 = sext i32 %80 to i64, !dbg !137
  %82 = getelementptr inbounds float, ptr %14, i64 %81, !dbg !137
  %83 = load float, ptr %82, align 4, !dbg !137, !tbaa !49
  br label %84, !dbg !135

84:                                               ; preds = %79, %76, %74
  %85 = phi contract float [ %83, %79 ], [ 0.000000e+00, %76 ], [ 0.000000e+00, %74 ], !dbg !135
  store float %85, ptr %38, align 4, !dbg !138, !tbaa !49
  %86 = select i1 %56, i1 true, i1 %40, !dbg !139
  br i1 %86, label %92, label %87, !dbg !139

87:                                               ; preds = %84
  %88 = add nsw i32 %57, %39, !dbg !141
  %89 = sext i32 %88 to i64, !dbg !142
  %90 = getelementptr inbounds float, ptr %17, i64 %89, !dbg !142
  %91 = load float, ptr %90, align 4, !dbg !142, !tbaa !49
  br label %92, !dbg !143

92:                                               ; preds = %87, %84
  %93 = phi contract float [ %91, %87 ], [ 0.000000e+00, %84 ], !dbg !143
  store float %93, ptr %41, align 4, !dbg !144, !tbaa !49
  %94 = add nsw i32 %54, %26
  %95 = icmp sge i32 %94, %3
  %96 = mul nsw i32 %94, %4
  br i1 %43, label %97, label %105, !dbg !130

97:                                               ; preds = %92
  %98 = add nsw i32 %54, %18, !dbg !133
  %99 = icmp slt i32 %98, %3, !dbg !134
  br i1 %99, label %100, label %105, !dbg !135

100:                                              ; preds = %97
  %101 = add nsw i32 %98, %44, !dbg !136
  %102 = sext i32 %101 to i64, !dbg !137
  %103 = getelementptr inbounds float, ptr %14, i64 %102, !dbg !137
  %104 = load float, ptr %103, align 4, !dbg !137, !tbaa !49
  br label %105, !dbg !135

105:                                              ; preds = %100, %97, %92
  %106 = phi contract float [ %104, %100 ], [ 0.000000e+00, %97 ], [ 0.000000e+00, %92 ], !dbg !135
  store float %106, ptr %45, align 4, !dbg !138, !tbaa !49
  %107 = select i1 %95, i1 true, i1 %36, !dbg !139
  br i1 %107, label %113, label %108, !dbg !139

108:                                              ; preds = %105
  %109 = add nsw i32 %96, %35, !dbg !141
  %110 = sext i32 %109 to i64, !dbg !142
  %111 = getelementptr inbounds float, ptr %17, i64 %110, !dbg !142
  %112 = load float, ptr %111, align 4, !dbg !142, !tbaa !49
  br label %113, !dbg !143

113:                                              ; preds = %108, %105
  %114 = phi contract float [ %112, %108 ], [ 0.000000e+00, %105 ], !dbg !143
  store float %114, ptr %46, align 4, !dbg !144, !tbaa !49
  br i1 %43, label %115, label %123, !dbg !130

115:                                              ; preds = %113
  %116 = add nsw i32 %54, %29, !dbg !133
  %117 = icmp slt i32 %116, %3, !dbg !134
  br i1 %117, label %118, label %123, !dbg !135

118:                                              ; preds = %115
  %119 = add nsw i32 %116, %44, !dbg !136
  %120 = sext i32 %119 to i64, !dbg !137
  %121 = getelementptr inbounds float, ptr %14, i64 %120, !dbg !137
  %122 = load float, ptr %121, align 4, !dbg !137, !tbaa !49
  br label %123, !dbg !135

123:                                              ; preds = %118, %115, %113
  %124 = phi contract float [ %122, %118 ], [ 0.000000e+00, %115 ], [ 0.000000e+00, %113 ], !dbg !135
  store float %124, ptr %47, align 4, !dbg !138, !tbaa !49
  %125 = select i1 %95, i1 true, i1 %40, !dbg !139
  br i1 %125, label %131, label %126, !dbg !139

126:                                              ; preds = %123
  %127 = add nsw i32 %96, %39, !dbg !141
  %128 = sext i32 %127 to i64, !dbg !142
  %129 = getelementptr inbounds float, ptr %17, i64 %128, !dbg !142
  %130 = load float, ptr %129, align 4, !dbg !142, !tbaa !49
  br label %131, !dbg !143

131:                                              ; preds = %126, %123
  %132 = phi contract float [ %130, %126 ], [ 0.000000e+00, %123 ], !dbg !143
  store float %132, ptr %48, align 4, !dbg !144, !tbaa !49
  tail call void @llvm.nvvm.barrier0(), !dbg !145
  br label %136, !dbg !146

133:                                              ; preds = %136
  tail call void @llvm.nvvm.barrier0(), !dbg !147
  %134 = add nuw nsw i32 %54, 32, !dbg !148
  %135 = icmp slt i32 %134, %3, !dbg !127
  br i1 %135, label %49, label %161, !dbg !128, !llvm.loop !149

136:                                              ; preds = %136, %131
  %137 = phi i32 [ 0, %131 ], [ %159, %136 ]
  %138 = phi float [ %53, %131 ], [ %152, %136 ]
  %139 = phi float [ %52, %131 ], [ %154, %136 ]
  %140 = phi float [ %51, %131 ], [ %156, %136 ]
  %141 = phi float [ %50, %131 ], [ %158, %136 ]
  %142 = zext i32 %137 to i64, !dbg !151
  %143 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %25, i64 %142, !dbg !151
  %144 = load float, ptr %143, align 4, !dbg !151, !tbaa !49
  %145 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %27, i64 %142, !dbg !152
  %146 = load float, ptr %145, align 4, !dbg !152, !tbaa !49
  %147 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %142, i64 %28, !dbg !153
  %148 = load float, ptr %147, align 4, !dbg !153, !tbaa !49
  %149 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6MatrixS0_EvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %142, i64 %30, !dbg !154
  %150 = load float, ptr %149, align 4, !dbg !154, !tbaa !49
  %151 = fmul contract float %144, %148, !dbg !155
  %152 = fadd contract float %138, %151, !dbg !156
  %153 = fmul contract float %144, %150, !dbg !157
  %154 = fadd contract float %139, %153, !dbg !158
  %155 = fmul contract float %146, %148, !dbg !159
  %156 = fadd contract float %140, %155, !dbg !160
  %157 = fmul contract float %146, %150, !dbg !161
  %158 = fadd contract float %141, %157, !dbg !162
  %159 = add nuw nsw i32 %137, 1, !dbg !163
  %160 = icmp eq i32 %159, 32, !dbg !164
  br i1 %160, label %133, label %136, !dbg !146, !llvm.loop !165

161:                                              ; preds = %133, %21
  %162 = phi i32 [ %23, %21 ], [ %35, %133 ]
  %163 = phi i32 [ %22, %21 ], [ %31, %133 ]
  %164 = phi float [ 0.000000e+00, %21 ], [ %158, %133 ], !dbg !129
  %165 = phi float [ 0.000000e+00, %21 ], [ %156, %133 ], !dbg !129
  %166 = phi float [ 0.000000e+00, %21 ], [ %154, %133 ], !dbg !129
  %167 = phi float [ 0.000000e+00, %21 ], [ %152, %133 ], !dbg !129
  %168 = getelementptr inbounds float, ptr %2, i64 %16, !dbg !167
  %169 = icmp slt i32 %163, %3
  %170 = mul nsw i32 %163, %4
  %171 = icmp slt i32 %162, %4
  %172 = select i1 %169, i1 %171, i1 false, !dbg !168
  br i1 %172, label %173, label %177, !dbg !168

173:                                              ; preds = %161
  %174 = add nsw i32 %170, %162, !dbg !171
  %175 = sext i32 %174 to i64, !dbg !172
  %176 = getelementptr inbounds float, ptr %168, i64 %175, !dbg !172
  store float %167, ptr %176, align 4, !dbg !173, !tbaa !49
  br label %177, !dbg !172

177:                                              ; preds = %173, %161
  %178 = add i32 %162, 16, !dbg !174
  %179 = icmp slt i32 %178, %4
  %180 = select i1 %169, i1 %179, i1 false, !dbg !168
  br i1 %180, label %181, label %185, !dbg !168

181:                                              ; preds = %177
  %182 = add nsw i32 %170, %178, !dbg !171
  %183 = sext i32 %182 to i64, !dbg !172
  %184 = getelementptr inbounds float, ptr %168, i64 %183, !dbg !172
  store float %166, ptr %184, align 4, !dbg !173, !tbaa !49
  br label %185, !dbg !172

185:                                              ; preds = %181, %177
  %186 = add i32 %163, 16
  %187 = icmp slt i32 %186, %3
  %188 = mul nsw i32 %186, %4
  %189 = select i1 %187, i1 %171, i1 false, !dbg !168
  br i1 %189, label %190, label %194, !dbg !168

190:                                              ; preds = %185
  %191 = add nsw i32 %188, %162, !dbg !171
  %192 = sext i32 %191 to i64, !dbg !172
  %193 = getelementptr inbounds float, ptr %168, i64 %192, !dbg !172
  store float %165, ptr %193, align 4, !dbg !173, !tbaa !49
  br label %194, !dbg !172

194:                                              ; preds = %190, %185
  %195 = select i1 %187, i1 %179, i1 false, !dbg !168
  br i1 %195, label %196, label %200, !dbg !168

196:                                              ; preds = %194
  %197 = add nsw i32 %188, %178, !dbg !171
  %198 = sext i32 %197 to i64, !dbg !172
  %199 = getelementptr inbounds float, ptr %168, i64 %198, !dbg !172
  store float %164, ptr %199, align 4, !dbg !173, !tbaa !49
  br label %200, !dbg !172

200:                                              ; preds = %194, %196
  ret void, !dbg !175
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12strip_scoresPKfS0_Pfii(ptr noalias noundef %0, ptr noalias noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !176 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !177
  %7 = mul nsw i32 %6, %3, !dbg !179
  %8 = mul nsw i32 %7, %4, !dbg !180
  %9 = sext i32 %8 to i64, !dbg !181
  %10 = getelementptr inbounds float, ptr %0, i64 %9, !dbg !181
  %11 = getelementptr inbounds float, ptr %1, i64 %9, !dbg !182
  %12 = icmp sgt i32 %3, 0, !dbg !183
  br i1 %12, label %13, label %46, !dbg !184

13:                                               ; preds = %5
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !185
  %15 = shl i32 %14, 5, !dbg !187
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
  br label %47, !dbg !184

46:                                               ; preds = %197, %5
  ret void, !dbg !188

47:                                               ; preds = %13, %197
  %48 = phi i32 [ 0, %13 ], [ %198, %197 ]
  %49 = add i32 %48, %16
  br i1 %18, label %50, label %166, !dbg !189

50:                                               ; preds = %47
  %51 = icmp sge i32 %49, %3
  %52 = mul nsw i32 %49, %4
  %53 = add nsw i32 %48, %23
  %54 = icmp sge i32 %53, %3
  %55 = mul nsw i32 %53, %4
  br label %56, !dbg !189

56:                                               ; preds = %138, %50
  %57 = phi float [ 0.000000e+00, %50 ], [ %163, %138 ], !dbg !192
  %58 = phi float [ 0.000000e+00, %50 ], [ %161, %138 ], !dbg !192
  %59 = phi float [ 0.000000e+00, %50 ], [ %159, %138 ], !dbg !192
  %60 = phi float [ 0.000000e+00, %50 ], [ %157, %138 ], !dbg !192
  %61 = phi i32 [ 0, %50 ], [ %139, %138 ]
  %62 = add nsw i32 %61, %17
  %63 = icmp sge i32 %62, %4
  br i1 %26, label %64, label %72, !dbg !193

64:                                               ; preds = %56
  %65 = add nsw i32 %61, %16, !dbg !195
  %66 = icmp slt i32 %65, %4, !dbg !196
  br i1 %66, label %67, label %72, !dbg !197

67:                                               ; preds = %64
  %68 = add nsw i32 %65, %27, !dbg !198
  %69 = sext i32 %68 to i64, !dbg !199
  %70 = getelementptr inbounds float, ptr %10, i64 %69, !dbg !199
  %71 = load float, ptr %70, align 4, !dbg !199, !tbaa !49
  br label %72, !dbg !197

72:                                               ; preds = %67, %64, %56
  %73 = phi contract float [ %71, %67 ], [ 0.000000e+00, %64 ], [ 0.000000e+00, %56 ], !dbg !197
  store float %73, ptr %28, align 4, !dbg !200, !tbaa !49
  %74 = select i1 %51, i1 true, i1 %63, !dbg !201
  br i1 %74, label %80, label %75, !dbg !201

75:                                               ; preds = %72
  %76 = add nsw i32 %62, %52, !dbg !204
  %77 = sext i32 %76 to i64, !dbg !205
  %78 = getelementptr inbounds float, ptr %11, i64 %77, !dbg !205
  %79 = load float, ptr %78, align 4, !dbg !205, !tbaa !49
  br label %80, !dbg !206

80:                                               ; preds = %75, %72
  %81 = phi contract float [ %79, %75 ], [ 0.000000e+00, %72 ], !dbg !206
  store float %81, ptr %29, align 4, !dbg !207, !tbaa !49
  br i1 %26, label %82, label %90, !dbg !193

82:                                               ; preds = %80
  %83 = add nsw i32 %61, %23, !dbg !195
  %84 = icmp slt i32 %83, %4, !dbg !196
  br i1 %84, label %85, label %90, !dbg !197

85:                                               ; preds = %82
  %86 = add nsw i32 %83, %27, !dbg !198
  %87 = sext i32 %86 to i64, !dbg !199
  %88 = getelementptr inbounds float, ptr %10, i64 %87, !dbg !199
  %89 = load float, ptr %88, align 4, !dbg !199, !tbaa !49
  br label %90, !dbg !197

90:                                               ; preds = %85, %82, %80
  %91 = phi contract float [ %89, %85 ], [ 0.000000e+00, %82 ], [ 0.000000e+00, %80 ], !dbg !197
  store float %91, ptr %30, align 4, !dbg !200, !tbaa !49
  %92 = select i1 %54, i1 true, i1 %63, !dbg !201
  br i1 %92, label %98, label %93, !dbg !201

93:                                               ; preds = %90
  %94 = add nsw i32 %62, %55, !dbg !204
  %95 = sext i32 %94 to i64, !dbg !205
  %96 = getelementptr inbounds float, ptr %11, i64 %95, !dbg !205
  %97 = load float, ptr %96, align 4, !dbg !205, !tbaa !49
  br label %98, !dbg !206

98:                                               ; preds = %93, %90
  %99 = phi contract float [ %97, %93 ], [ 0.000000e+00, %90 ], !dbg !206
  store float %99, ptr %31, align 4, !dbg !207, !tbaa !49
  %100 = add nsw i32 %61, %20
  %101 = icmp sge i32 %100, %4
  br i1 %33, label %102, label %110, !dbg !193

102:                                              ; preds = %98
  %103 = add nsw i32 %61, %16, !dbg !195
  %104 = icmp slt i32 %103, %4, !dbg !196
  br i1 %104, label %105, label %110, !dbg !197

105:                                              ; preds = %102
  %106 = add nsw i32 %103, %34, !dbg !198
  %107 = sext i32 %106 to i64, !dbg !199
  %108 = getelementptr inbounds float, ptr %10, i64 %107, !dbg !199
  %109 = load float, ptr %108, align 4, !dbg !199, !tbaa !49
  br label %110, !dbg !197

110:                                              ; preds = %105, %102, %98
  %111 = phi contract float [ %109, %105 ], [ 0.000000e+00, %102 ], [ 0.000000e+00, %98 ], !dbg !197
  store float %111, ptr %35, align 4, !dbg !200, !tbaa !49
  %112 = select i1 %51, i1 true, i1 %101, !dbg !201
  br i1 %112, label %118, label %113, !dbg !201

113:                                              ; preds = %110
  %114 = add nsw i32 %100, %52, !dbg !204
  %115 = sext i32 %114 to i64, !dbg !205
  %116 = getelementptr inbounds float, ptr %11, i64 %115, !dbg !205
  %117 = load float, ptr %116, align 4, !dbg !205, !tbaa !49
  br label %118, !dbg !206

118:                                              ; preds = %113, %110
  %119 = phi contract float [ %117, %113 ], [ 0.000000e+00, %110 ], !dbg !206
  store float %119, ptr %36, align 4, !dbg !207, !tbaa !49
  br i1 %33, label %120, label %128, !dbg !193

120:                                              ; preds = %118
  %121 = add nsw i32 %61, %23, !dbg !195
  %122 = icmp slt i32 %121, %4, !dbg !196
  br i1 %122, label %123, label %128, !dbg !197

123:                                              ; preds = %120
  %124 = add nsw i32 %121, %34, !dbg !198
  %125 = sext i32 %124 to i64, !dbg !199
  %126 = getelementptr inbounds float, ptr %10, i64 %125, !dbg !199
  %127 = load float, ptr %126, align 4, !dbg !199, !tbaa !49
  br label %128, !dbg !197

128:                                              ; preds = %123, %120, %118
  %129 = phi contract float [ %127, %123 ], [ 0.000000e+00, %120 ], [ 0.000000e+00, %118 ], !dbg !197
  store float %129, ptr %37, align 4, !dbg !200, !tbaa !49
  %130 = select i1 %54, i1 true, i1 %101, !dbg !201
  br i1 %130, label %136, label %131, !dbg !201

131:                                              ; preds = %128
  %132 = add nsw i32 %100, %55, !dbg !204
  %133 = sext i32 %132 to i64, !dbg !205
  %134 = getelementptr inbounds float, ptr %11, i64 %133, !dbg !205
  %135 = load float, ptr %134, align 4, !dbg !205, !tbaa !49
  br label %136, !dbg !206

136:                                              ; preds = %131, %128
  %137 = phi contract float [ %135, %131 ], [ 0.000000e+00, %128 ], !dbg !206
  store float %137, ptr %38, align 4, !dbg !207, !tbaa !49
  tail call void @llvm.nvvm.barrier0(), !dbg !208
  br label %141, !dbg !209

138:                                              ; preds = %141
  tail call void @llvm.nvvm.barrier0(), !dbg !210
  %139 = add nuw nsw i32 %61, 32, !dbg !211
  %140 = icmp slt i32 %139, %4, !dbg !212
  br i1 %140, label %56, label %166, !dbg !189, !llvm.loop !213

141:                                              ; preds = %141, %136
  %142 = phi i32 [ 0, %136 ], [ %164, %141 ]
  %143 = phi float [ %60, %136 ], [ %157, %141 ]
  %144 = phi float [ %59, %136 ], [ %159, %141 ]
  %145 = phi float [ %58, %136 ], [ %161, %141 ]
  %146 = phi float [ %57, %136 ], [ %163, %141 ]
  %147 = zext i32 %142 to i64, !dbg !215
  %148 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %19, i64 %147, !dbg !215
  %149 = load float, ptr %148, align 4, !dbg !215, !tbaa !49
  %150 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2As to ptr), i64 0, i64 %21, i64 %147, !dbg !216
  %151 = load float, ptr %150, align 4, !dbg !216, !tbaa !49
  %152 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %147, i64 %22, !dbg !217
  %153 = load float, ptr %152, align 4, !dbg !217, !tbaa !49
  %154 = getelementptr inbounds [32 x [32 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ15gemm_accumulateI6Matrix10TransposedEvT_T0_iiiPA2_fE2Bs to ptr), i64 0, i64 %147, i64 %24, !dbg !218
  %155 = load float, ptr %154, align 4, !dbg !218, !tbaa !49
  %156 = fmul contract float %149, %153, !dbg !219
  %157 = fadd contract float %143, %156, !dbg !220
  %158 = fmul contract float %149, %155, !dbg !221
  %159 = fadd contract float %144, %158, !dbg !222
  %160 = fmul contract float %151, %153, !dbg !223
  %161 = fadd contract float %145, %160, !dbg !224
  %162 = fmul contract float %151, %155, !dbg !225
  %163 = fadd contract float %146, %162, !dbg !226
  %164 = add nuw nsw i32 %142, 1, !dbg !227
  %165 = icmp eq i32 %164, 32, !dbg !228
  br i1 %165, label %138, label %141, !dbg !209, !llvm.loop !229

166:                                              ; preds = %138, %47
  %167 = phi float [ 0.000000e+00, %47 ], [ %163, %138 ], !dbg !192
  %168 = phi float [ 0.000000e+00, %47 ], [ %161, %138 ], !dbg !192
  %169 = phi float [ 0.000000e+00, %47 ], [ %159, %138 ], !dbg !192
  %170 = phi float [ 0.000000e+00, %47 ], [ %157, %138 ], !dbg !192
  %171 = icmp slt i32 %49, %3
  %172 = select i1 %26, i1 %171, i1 false, !dbg !231
  br i1 %172, label %173, label %177, !dbg !231

173:                                              ; preds = %166
  %174 = add nsw i32 %49, %42, !dbg !234
  %175 = sext i32 %174 to i64, !dbg !235
  %176 = getelementptr inbounds float, ptr %41, i64 %175, !dbg !235
  store float %170, ptr %176, align 4, !dbg !236, !tbaa !49
  br label %177, !dbg !235

177:                                              ; preds = %173, %166
  %178 = add i32 %49, 16, !dbg !237
  %179 = icmp slt i32 %178, %3
  %180 = select i1 %26, i1 %179, i1 false, !dbg !231
  br i1 %180, label %181, label %185, !dbg !231

181:                                              ; preds = %177
  %182 = add nsw i32 %178, %42, !dbg !234
  %183 = sext i32 %182 to i64, !dbg !235
  %184 = getelementptr inbounds float, ptr %41, i64 %183, !dbg !235
  store float %169, ptr %184, align 4, !dbg !236, !tbaa !49
  br label %185, !dbg !235

185:                                              ; preds = %181, %177
  %186 = select i1 %44, i1 %171, i1 false, !dbg !231
  br i1 %186, label %187, label %191, !dbg !231

187:                                              ; preds = %185
  %188 = add nsw i32 %49, %45, !dbg !234
  %189 = sext i32 %188 to i64, !dbg !235
  %190 = getelementptr inbounds float, ptr %41, i64 %189, !dbg !235
  store float %168, ptr %190, align 4, !dbg !236, !tbaa !49
  br label %191, !dbg !235

191:                                              ; preds = %187, %185
  %192 = select i1 %44, i1 %179, i1 false, !dbg !231
  br i1 %192, label %193, label %197, !dbg !231

193:                                              ; preds = %191
  %194 = add nsw i32 %178, %45, !dbg !234
  %195 = sext i32 %194 to i64, !dbg !235
  %196 = getelementptr inbounds float, ptr %41, i64 %195, !dbg !235
  store float %167, ptr %196, align 4, !dbg !236, !tbaa !49
  br label %197, !dbg !235

197:                                              ; preds = %191, %193
  %198 = add nuw nsw i32 %48, 32, !dbg !238
  %199 = icmp slt i32 %198, %3, !dbg !183
  br i1 %199, label %47, label %46, !dbg !184, !llvm.loop !239
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11strip_scalePKfPfif(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, float noundef %3) local_unnamed_addr #2 !dbg !241 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !242
  %6 = shl i32 %5, 5, !dbg !244
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !245
  %8 = icmp slt i32 %7, 32, !dbg !247
  br i1 %8, label %9, label %14, !dbg !248

9:                                                ; preds = %4
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !249
  %11 = mul nsw i32 %10, %2
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %13 = icmp slt i32 %12, %2
  br label %15, !dbg !248

14:                                               ; preds = %32, %4
  ret void, !dbg !251

15:                                               ; preds = %9, %32
  %16 = phi i32 [ %7, %9 ], [ %33, %32 ]
  %17 = add nsw i32 %16, %6, !dbg !252
  %18 = icmp slt i32 %17, %2, !dbg !253
  br i1 %18, label %19, label %32, !dbg !254

19:                                               ; preds = %15
  %20 = add nsw i32 %17, %11, !dbg !255
  %21 = mul nsw i32 %20, %2, !dbg !256
  br i1 %13, label %22, label %32, !dbg !257

22:                                               ; preds = %19, %22
  %23 = phi i32 [ %30, %22 ], [ %12, %19 ]
  %24 = add nsw i32 %23, %21, !dbg !258
  %25 = sext i32 %24 to i64, !dbg !259
  %26 = getelementptr inbounds float, ptr %0, i64 %25, !dbg !259
  %27 = load float, ptr %26, align 4, !dbg !259, !tbaa !49
  %28 = fmul contract float %27, %3, !dbg !260
  %29 = getelementptr inbounds float, ptr %1, i64 %25, !dbg !261
  store float %28, ptr %29, align 4, !dbg !262, !tbaa !49
  %30 = add nsw i32 %23, 32, !dbg !263
  %31 = icmp slt i32 %30, %2, !dbg !264
  br i1 %31, label %22, label %32, !dbg !257, !llvm.loop !265

32:                                               ; preds = %22, %19, %15
  %33 = add nsw i32 %16, 8, !dbg !267
  %34 = icmp slt i32 %16, 24, !dbg !247
  br i1 %34, label %15, label %14, !dbg !248, !llvm.loop !268
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: readwrite, inaccessiblemem: readwrite)
define dso_local void @_Z13strip_softmaxPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #3 !dbg !270 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !271
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !273
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 5
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %9 = shl i32 %8, 2
  %10 = add i32 %7, %9
  %11 = mul nsw i32 %4, %2
  %12 = icmp slt i32 %5, %2
  br label %14, !dbg !275

13:                                               ; preds = %101
  ret void, !dbg !276

14:                                               ; preds = %3, %101
  %15 = phi i32 [ 0, %3 ], [ %102, %101 ]
  %16 = add nuw nsw i32 %10, %15, !dbg !277
  %17 = icmp slt i32 %16, %2, !dbg !278
  br i1 %17, label %18, label %101, !dbg !279

18:                                               ; preds = %14
  %19 = add nsw i32 %16, %11, !dbg !280
  %20 = mul nsw i32 %19, %2, !dbg !281
  %21 = sext i32 %20 to i64, !dbg !282
  %22 = getelementptr inbounds float, ptr %0, i64 %21, !dbg !282
  %23 = getelementptr inbounds float, ptr %1, i64 %21, !dbg !283
  br i1 %12, label %36, label %24, !dbg !284

24:                                               ; preds = %36, %18
  %25 = phi float [ 0xFFF0000000000000, %18 ], [ %42, %36 ], !dbg !285
  %26 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %25, i32 16, i32 31), !dbg !286
  %27 = tail call float @llvm.maxnum.f32(float %25, float %26), !dbg !290
  %28 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %27, i32 8, i32 31), !dbg !286
  %29 = tail call float @llvm.maxnum.f32(float %27, float %28), !dbg !290
  %30 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %29, i32 4, i32 31), !dbg !286
  %31 = tail call float @llvm.maxnum.f32(float %29, float %30), !dbg !290
  %32 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %31, i32 2, i32 31), !dbg !286
  %33 = tail call float @llvm.maxnum.f32(float %31, float %32), !dbg !290
  %34 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %33, i32 1, i32 31), !dbg !286
  %35 = tail call float @llvm.maxnum.f32(float %33, float %34), !dbg !290
  br i1 %12, label %57, label %45, !dbg !294

36:                                               ; preds = %18, %36
  %37 = phi i32 [ %43, %36 ], [ %5, %18 ]
  %38 = phi float [ %42, %36 ], [ 0xFFF0000000000000, %18 ]
  %39 = sext i32 %37 to i64, !dbg !295
  %40 = getelementptr inbounds float, ptr %22, i64 %39, !dbg !295
  %41 = load float, ptr %40, align 4, !dbg !295, !tbaa !49
  %42 = tail call float @llvm.maxnum.f32(float %38, float %41), !dbg !296
  %43 = add nsw i32 %37, 32, !dbg !298
  %44 = icmp slt i32 %43, %2, !dbg !299
  br i1 %44, label %36, label %24, !dbg !284, !llvm.loop !300

45:                                               ; preds = %57, %24
  %46 = phi float [ 0.000000e+00, %24 ], [ %76, %57 ], !dbg !285
  %47 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %46, i32 16, i32 31), !dbg !302
  %48 = fadd contract float %46, %47, !dbg !304
  %49 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %48, i32 8, i32 31), !dbg !302
  %50 = fadd contract float %48, %49, !dbg !304
  %51 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %50, i32 4, i32 31), !dbg !302
  %52 = fadd contract float %50, %51, !dbg !304
  %53 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %52, i32 2, i32 31), !dbg !302
  %54 = fadd contract float %52, %53, !dbg !304
  %55 = tail call contract float @llvm.nvvm.shfl.sync.bfly.f32(i32 -1, float %54, i32 1, i32 31), !dbg !302
  %56 = fadd contract float %54, %55, !dbg !304
  br i1 %12, label %79, label %101, !dbg !305

57:                                               ; preds = %24, %57
  %58 = phi i32 [ %77, %57 ], [ %5, %24 ]
  %59 = phi float [ %76, %57 ], [ 0.000000e+00, %24 ]
  %60 = sext i32 %58 to i64, !dbg !306
  %61 = getelementptr inbounds float, ptr %22, i64 %60, !dbg !306
  %62 = load float, ptr %61, align 4, !dbg !306, !tbaa !49
  %63 = fsub contract float %62, %35, !dbg !307
  %64 = tail call float @llvm.fma.f32(float %63, float 0x3F777313A0000000, float 5.000000e-01), !dbg !308
  %65 = tail call float @llvm.nvvm.saturate.f(float %64) #8, !dbg !308
  %66 = tail call float @llvm.nvvm.fma.rm.f(float %65, float 2.520000e+02, float 0x4168000020000000) #8, !dbg !308
  %67 = fadd float %66, 0xC168000FE0000000, !dbg !308
  %68 = fneg float %67, !dbg !308
  %69 = tail call float @llvm.fma.f32(float %63, float 0x3FF7154760000000, float %68), !dbg !308
  %70 = tail call float @llvm.fma.f32(float %63, float 0x3E54AE0C00000000, float %69), !dbg !308
  %71 = bitcast float %66 to i32, !dbg !308
  %72 = shl i32 %71, 23, !dbg !308
  %73 = bitcast i32 %72 to float, !dbg !308
  %74 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %70) #8, !dbg !308
  %75 = fmul float %74, %73, !dbg !308
  %76 = fadd contract float %59, %75, !dbg !311
  %77 = add nsw i32 %58, 32, !dbg !312
  %78 = icmp slt i32 %77, %2, !dbg !313
  br i1 %78, label %57, label %45, !dbg !294, !llvm.loop !314

79:                                               ; preds = %45, %79
  %80 = phi i32 [ %99, %79 ], [ %5, %45 ]
  %81 = sext i32 %80 to i64, !dbg !316
  %82 = getelementptr inbounds float, ptr %22, i64 %81, !dbg !316
  %83 = load float, ptr %82, align 4, !dbg !316, !tbaa !49
  %84 = fsub contract float %83, %35, !dbg !317
  %85 = tail call float @llvm.fma.f32(float %84, float 0x3F777313A0000000, float 5.000000e-01), !dbg !318
  %86 = tail call float @llvm.nvvm.saturate.f(float %85) #8, !dbg !318
  %87 = tail call float @llvm.nvvm.fma.rm.f(float %86, float 2.520000e+02, float 0x4168000020000000) #8, !dbg !318
  %88 = fadd float %87, 0xC168000FE0000000, !dbg !318
  %89 = fneg float %88, !dbg !318
  %90 = tail call float @llvm.fma.f32(float %84, float 0x3FF7154760000000, float %89), !dbg !318
  %91 = tail call float @llvm.fma.f32(float %84, float 0x3E54AE0C00000000, float %90), !dbg !318
  %92 = bitcast float %87 to i32, !dbg !318
  %93 = shl i32 %92, 23, !dbg !318
  %94 = bitcast i32 %93 to float, !dbg !318
  %95 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %91) #8, !dbg !318
  %96 = fmul float %95, %94, !dbg !318
  %97 = fdiv contract float %96, %56, !dbg !320
  %98 = getelementptr inbounds float, ptr %23, i64 %81, !dbg !321
  store float %97, ptr %98, align 4, !dbg !322, !tbaa !49
  %99 = add nsw i32 %80, 32, !dbg !323
  %100 = icmp slt i32 %99, %2, !dbg !324
  br i1 %100, label %79, label %101, !dbg !305, !llvm.loop !325

101:                                              ; preds = %79, %45, %14
  %102 = add nuw nsw i32 %15, 1, !dbg !327
  %103 = icmp eq i32 %102, 4, !dbg !328
  br i1 %103, label %13, label %14, !dbg !275, !llvm.loop !329
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.z() #4

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare float @llvm.nvvm.shfl.sync.bfly.f32(i32, float, i32, i32) #5

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
!9 = !{ptr @_Z16attention_valuesPKfS0_Pfii, !"kernel", i32 1}
!10 = !{ptr @_Z12strip_scoresPKfS0_Pfii, !"kernel", i32 1}
!11 = !{ptr @_Z11strip_scalePKfPfif, !"kernel", i32 1}
!12 = !{ptr @_Z13strip_softmaxPKfPfi, !"kernel", i32 1}
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
!104 = distinct !DISubprogram(name: "attention_values", scope: !105, file: !105, line: 8, type: !17, scopeLine: 9, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!105 = !DIFile(filename: "samples/cuda/attention_values.cuh", directory: "/work/main")
!106 = !DILocation(line: 68, column: 3, scope: !107, inlinedAt: !108)
!107 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !21, file: !21, line: 68, type: !17, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!108 = distinct !DILocation(line: 10, column: 16, scope: !104)
!109 = !DILocation(line: 67, column: 3, scope: !27, inlinedAt: !110)
!110 = distinct !DILocation(line: 10, column: 35, scope: !104)
!111 = !DILocation(line: 10, column: 46, scope: !104)
!112 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !113)
!113 = distinct !DILocation(line: 10, column: 66, scope: !104)
!114 = !DILocation(line: 10, column: 77, scope: !104)
!115 = !DILocation(line: 12, column: 37, scope: !104)
!116 = !DILocation(line: 12, column: 43, scope: !104)
!117 = !DILocation(line: 12, column: 30, scope: !104)
!118 = !DILocation(line: 12, column: 83, scope: !104)
!119 = !DILocation(line: 12, column: 70, scope: !104)
!120 = !DILocation(line: 53, column: 3, scope: !20, inlinedAt: !121)
!121 = distinct !DILocation(line: 17, column: 14, scope: !122, inlinedAt: !124)
!122 = distinct !DISubprogram(name: "gemm_accumulate<Matrix, Matrix>", scope: !123, file: !123, line: 14, type: !17, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!123 = !DIFile(filename: "samples/cuda/gemm_epilogue.cuh", directory: "/work/main")
!124 = distinct !DILocation(line: 12, column: 5, scope: !104)
!125 = !DILocation(line: 54, column: 3, scope: !24, inlinedAt: !126)
!126 = distinct !DILocation(line: 17, column: 32, scope: !122, inlinedAt: !124)
!127 = !DILocation(line: 18, column: 25, scope: !122, inlinedAt: !124)
!128 = !DILocation(line: 18, column: 5, scope: !122, inlinedAt: !124)
!129 = !DILocation(line: 0, scope: !104)
!130 = !DILocation(line: 54, column: 71, scope: !131, inlinedAt: !132)
!131 = distinct !DISubprogram(name: "operator()", scope: !123, file: !123, line: 54, type: !17, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!132 = distinct !DILocation(line: 22, column: 28, scope: !122, inlinedAt: !124)
!133 = !DILocation(line: 22, column: 43, scope: !122, inlinedAt: !124)
!134 = !DILocation(line: 54, column: 76, scope: !131, inlinedAt: !132)
!135 = !DILocation(line: 54, column: 62, scope: !131, inlinedAt: !132)
!136 = !DILocation(line: 54, column: 96, scope: !131, inlinedAt: !132)
!137 = !DILocation(line: 54, column: 85, scope: !131, inlinedAt: !132)
!138 = !DILocation(line: 22, column: 26, scope: !122, inlinedAt: !124)
!139 = !DILocation(line: 54, column: 71, scope: !131, inlinedAt: !140)
!140 = distinct !DILocation(line: 23, column: 28, scope: !122, inlinedAt: !124)
!141 = !DILocation(line: 54, column: 96, scope: !131, inlinedAt: !140)
!142 = !DILocation(line: 54, column: 85, scope: !131, inlinedAt: !140)
!143 = !DILocation(line: 54, column: 62, scope: !131, inlinedAt: !140)
!144 = !DILocation(line: 23, column: 26, scope: !122, inlinedAt: !124)
!145 = !DILocation(line: 26, column: 9, scope: !122, inlinedAt: !124)
!146 = !DILocation(line: 27, column: 9, scope: !122, inlinedAt: !124)
!147 = !DILocation(line: 35, column: 9, scope: !122, inlinedAt: !124)
!148 = !DILocation(line: 18, column: 33, scope: !122, inlinedAt: !124)
!149 = distinct !{!149, !128, !150, !66}
!150 = !DILocation(line: 36, column: 5, scope: !122, inlinedAt: !124)
!151 = !DILocation(line: 28, column: 24, scope: !122, inlinedAt: !124)
!152 = !DILocation(line: 28, column: 41, scope: !122, inlinedAt: !124)
!153 = !DILocation(line: 29, column: 24, scope: !122, inlinedAt: !124)
!154 = !DILocation(line: 29, column: 41, scope: !122, inlinedAt: !124)
!155 = !DILocation(line: 30, column: 29, scope: !122, inlinedAt: !124)
!156 = !DILocation(line: 30, column: 23, scope: !122, inlinedAt: !124)
!157 = !DILocation(line: 31, column: 29, scope: !122, inlinedAt: !124)
!158 = !DILocation(line: 31, column: 23, scope: !122, inlinedAt: !124)
!159 = !DILocation(line: 32, column: 29, scope: !122, inlinedAt: !124)
!160 = !DILocation(line: 32, column: 23, scope: !122, inlinedAt: !124)
!161 = !DILocation(line: 33, column: 29, scope: !122, inlinedAt: !124)
!162 = !DILocation(line: 33, column: 23, scope: !122, inlinedAt: !124)
!163 = !DILocation(line: 27, column: 42, scope: !122, inlinedAt: !124)
!164 = !DILocation(line: 27, column: 29, scope: !122, inlinedAt: !124)
!165 = distinct !{!165, !146, !166, !66}
!166 = !DILocation(line: 34, column: 9, scope: !122, inlinedAt: !124)
!167 = !DILocation(line: 14, column: 18, scope: !104)
!168 = !DILocation(line: 45, column: 23, scope: !169, inlinedAt: !170)
!169 = distinct !DISubprogram(name: "gemm_store<(lambda at samples/cuda/attention_values.cuh:14:67)>", scope: !123, file: !123, line: 41, type: !17, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!170 = distinct !DILocation(line: 14, column: 5, scope: !104)
!171 = !DILocation(line: 45, column: 43, scope: !169, inlinedAt: !170)
!172 = !DILocation(line: 45, column: 33, scope: !169, inlinedAt: !170)
!173 = !DILocation(line: 45, column: 48, scope: !169, inlinedAt: !170)
!174 = !DILocation(line: 44, column: 79, scope: !169, inlinedAt: !170)
!175 = !DILocation(line: 15, column: 1, scope: !104)
!176 = distinct !DISubprogram(name: "strip_scores", scope: !7, file: !7, line: 26, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!177 = !DILocation(line: 67, column: 3, scope: !27, inlinedAt: !178)
!178 = distinct !DILocation(line: 28, column: 16, scope: !176)
!179 = !DILocation(line: 29, column: 31, scope: !176)
!180 = !DILocation(line: 29, column: 37, scope: !176)
!181 = !DILocation(line: 29, column: 24, scope: !176)
!182 = !DILocation(line: 29, column: 50, scope: !176)
!183 = !DILocation(line: 30, column: 29, scope: !176)
!184 = !DILocation(line: 30, column: 5, scope: !176)
!185 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !186)
!186 = distinct !DILocation(line: 28, column: 35, scope: !176)
!187 = !DILocation(line: 28, column: 46, scope: !176)
!188 = !DILocation(line: 35, column: 1, scope: !176)
!189 = !DILocation(line: 18, column: 5, scope: !190, inlinedAt: !191)
!190 = distinct !DISubprogram(name: "gemm_accumulate<Matrix, Transposed>", scope: !123, file: !123, line: 14, type: !17, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!191 = distinct !DILocation(line: 32, column: 9, scope: !176)
!192 = !DILocation(line: 0, scope: !176)
!193 = !DILocation(line: 54, column: 71, scope: !131, inlinedAt: !194)
!194 = distinct !DILocation(line: 22, column: 28, scope: !190, inlinedAt: !191)
!195 = !DILocation(line: 22, column: 43, scope: !190, inlinedAt: !191)
!196 = !DILocation(line: 54, column: 76, scope: !131, inlinedAt: !194)
!197 = !DILocation(line: 54, column: 62, scope: !131, inlinedAt: !194)
!198 = !DILocation(line: 54, column: 96, scope: !131, inlinedAt: !194)
!199 = !DILocation(line: 54, column: 85, scope: !131, inlinedAt: !194)
!200 = !DILocation(line: 22, column: 26, scope: !190, inlinedAt: !191)
!201 = !DILocation(line: 61, column: 71, scope: !202, inlinedAt: !203)
!202 = distinct !DISubprogram(name: "operator()", scope: !123, file: !123, line: 61, type: !17, scopeLine: 61, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!203 = distinct !DILocation(line: 23, column: 28, scope: !190, inlinedAt: !191)
!204 = !DILocation(line: 61, column: 96, scope: !202, inlinedAt: !203)
!205 = !DILocation(line: 61, column: 85, scope: !202, inlinedAt: !203)
!206 = !DILocation(line: 61, column: 62, scope: !202, inlinedAt: !203)
!207 = !DILocation(line: 23, column: 26, scope: !190, inlinedAt: !191)
!208 = !DILocation(line: 26, column: 9, scope: !190, inlinedAt: !191)
!209 = !DILocation(line: 27, column: 9, scope: !190, inlinedAt: !191)
!210 = !DILocation(line: 35, column: 9, scope: !190, inlinedAt: !191)
!211 = !DILocation(line: 18, column: 33, scope: !190, inlinedAt: !191)
!212 = !DILocation(line: 18, column: 25, scope: !190, inlinedAt: !191)
!213 = distinct !{!213, !189, !214, !66}
!214 = !DILocation(line: 36, column: 5, scope: !190, inlinedAt: !191)
!215 = !DILocation(line: 28, column: 24, scope: !190, inlinedAt: !191)
!216 = !DILocation(line: 28, column: 41, scope: !190, inlinedAt: !191)
!217 = !DILocation(line: 29, column: 24, scope: !190, inlinedAt: !191)
!218 = !DILocation(line: 29, column: 41, scope: !190, inlinedAt: !191)
!219 = !DILocation(line: 30, column: 29, scope: !190, inlinedAt: !191)
!220 = !DILocation(line: 30, column: 23, scope: !190, inlinedAt: !191)
!221 = !DILocation(line: 31, column: 29, scope: !190, inlinedAt: !191)
!222 = !DILocation(line: 31, column: 23, scope: !190, inlinedAt: !191)
!223 = !DILocation(line: 32, column: 29, scope: !190, inlinedAt: !191)
!224 = !DILocation(line: 32, column: 23, scope: !190, inlinedAt: !191)
!225 = !DILocation(line: 33, column: 29, scope: !190, inlinedAt: !191)
!226 = !DILocation(line: 33, column: 23, scope: !190, inlinedAt: !191)
!227 = !DILocation(line: 27, column: 42, scope: !190, inlinedAt: !191)
!228 = !DILocation(line: 27, column: 29, scope: !190, inlinedAt: !191)
!229 = distinct !{!229, !209, !230, !66}
!230 = !DILocation(line: 34, column: 9, scope: !190, inlinedAt: !191)
!231 = !DILocation(line: 45, column: 23, scope: !232, inlinedAt: !233)
!232 = distinct !DISubprogram(name: "gemm_store<(lambda at samples/cuda/attention_rows.cu:33:74)>", scope: !123, file: !123, line: 41, type: !17, scopeLine: 41, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!233 = distinct !DILocation(line: 33, column: 9, scope: !176)
!234 = !DILocation(line: 45, column: 43, scope: !232, inlinedAt: !233)
!235 = !DILocation(line: 45, column: 33, scope: !232, inlinedAt: !233)
!236 = !DILocation(line: 45, column: 48, scope: !232, inlinedAt: !233)
!237 = !DILocation(line: 44, column: 79, scope: !232, inlinedAt: !233)
!238 = !DILocation(line: 30, column: 41, scope: !176)
!239 = distinct !{!239, !184, !240, !66}
!240 = !DILocation(line: 34, column: 5, scope: !176)
!241 = distinct !DISubprogram(name: "strip_scale", scope: !7, file: !7, line: 38, type: !17, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!242 = !DILocation(line: 66, column: 3, scope: !31, inlinedAt: !243)
!243 = distinct !DILocation(line: 39, column: 35, scope: !241)
!244 = !DILocation(line: 39, column: 46, scope: !241)
!245 = !DILocation(line: 54, column: 3, scope: !24, inlinedAt: !246)
!246 = distinct !DILocation(line: 40, column: 18, scope: !241)
!247 = !DILocation(line: 40, column: 33, scope: !241)
!248 = !DILocation(line: 40, column: 5, scope: !241)
!249 = !DILocation(line: 67, column: 3, scope: !27, inlinedAt: !250)
!250 = distinct !DILocation(line: 39, column: 16, scope: !241)
!251 = !DILocation(line: 47, column: 1, scope: !241)
!252 = !DILocation(line: 41, column: 24, scope: !241)
!253 = !DILocation(line: 42, column: 17, scope: !241)
!254 = !DILocation(line: 42, column: 13, scope: !241)
!255 = !DILocation(line: 43, column: 34, scope: !241)
!256 = !DILocation(line: 43, column: 41, scope: !241)
!257 = !DILocation(line: 44, column: 13, scope: !241)
!258 = !DILocation(line: 44, column: 74, scope: !241)
!259 = !DILocation(line: 44, column: 69, scope: !241)
!260 = !DILocation(line: 44, column: 79, scope: !241)
!261 = !DILocation(line: 44, column: 57, scope: !241)
!262 = !DILocation(line: 44, column: 67, scope: !241)
!263 = !DILocation(line: 44, column: 50, scope: !241)
!264 = !DILocation(line: 44, column: 41, scope: !241)
!265 = distinct !{!265, !257, !266, !66}
!266 = !DILocation(line: 44, column: 81, scope: !241)
!267 = !DILocation(line: 40, column: 48, scope: !241)
!268 = distinct !{!268, !248, !269, !66}
!269 = !DILocation(line: 46, column: 5, scope: !241)
!270 = distinct !DISubprogram(name: "strip_softmax", scope: !7, file: !7, line: 50, type: !17, scopeLine: 50, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!271 = !DILocation(line: 67, column: 3, scope: !27, inlinedAt: !272)
!272 = distinct !DILocation(line: 51, column: 16, scope: !270)
!273 = !DILocation(line: 53, column: 3, scope: !20, inlinedAt: !274)
!274 = distinct !DILocation(line: 51, column: 35, scope: !270)
!275 = !DILocation(line: 52, column: 5, scope: !270)
!276 = !DILocation(line: 66, column: 1, scope: !270)
!277 = !DILocation(line: 53, column: 84, scope: !270)
!278 = !DILocation(line: 54, column: 17, scope: !270)
!279 = !DILocation(line: 54, column: 13, scope: !270)
!280 = !DILocation(line: 55, column: 42, scope: !270)
!281 = !DILocation(line: 55, column: 49, scope: !270)
!282 = !DILocation(line: 55, column: 28, scope: !270)
!283 = !DILocation(line: 56, column: 22, scope: !270)
!284 = !DILocation(line: 58, column: 9, scope: !270)
!285 = !DILocation(line: 0, scope: !270)
!286 = !DILocation(line: 181, column: 1, scope: !287, inlinedAt: !289)
!287 = distinct !DISubprogram(name: "__shfl_xor_sync", scope: !288, file: !288, line: 181, type: !17, scopeLine: 181, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!288 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_intrinsics.h", directory: "")
!289 = distinct !DILocation(line: 60, column: 38, scope: !270)
!290 = !DILocation(line: 132, column: 55, scope: !291, inlinedAt: !293)
!291 = distinct !DISubprogram(name: "fmaxf", scope: !292, file: !292, line: 132, type: !17, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!292 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!293 = distinct !DILocation(line: 60, column: 23, scope: !270)
!294 = !DILocation(line: 62, column: 9, scope: !270)
!295 = !DILocation(line: 58, column: 71, scope: !270)
!296 = !DILocation(line: 132, column: 55, scope: !291, inlinedAt: !297)
!297 = distinct !DILocation(line: 58, column: 56, scope: !270)
!298 = !DILocation(line: 58, column: 39, scope: !270)
!299 = !DILocation(line: 58, column: 30, scope: !270)
!300 = distinct !{!300, !284, !301, !66}
!301 = !DILocation(line: 58, column: 75, scope: !270)
!302 = !DILocation(line: 181, column: 1, scope: !287, inlinedAt: !303)
!303 = distinct !DILocation(line: 63, column: 63, scope: !270)
!304 = !DILocation(line: 63, column: 60, scope: !270)
!305 = !DILocation(line: 64, column: 9, scope: !270)
!306 = !DILocation(line: 62, column: 58, scope: !270)
!307 = !DILocation(line: 62, column: 63, scope: !270)
!308 = !DILocation(line: 109, column: 43, scope: !309, inlinedAt: !310)
!309 = distinct !DISubprogram(name: "expf", scope: !292, file: !292, line: 109, type: !17, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!310 = distinct !DILocation(line: 62, column: 53, scope: !270)
!311 = !DILocation(line: 62, column: 50, scope: !270)
!312 = !DILocation(line: 62, column: 39, scope: !270)
!313 = !DILocation(line: 62, column: 30, scope: !270)
!314 = distinct !{!314, !294, !315, !66}
!315 = !DILocation(line: 62, column: 72, scope: !270)
!316 = !DILocation(line: 64, column: 58, scope: !270)
!317 = !DILocation(line: 64, column: 63, scope: !270)
!318 = !DILocation(line: 109, column: 43, scope: !309, inlinedAt: !319)
!319 = distinct !DILocation(line: 64, column: 53, scope: !270)
!320 = !DILocation(line: 64, column: 74, scope: !270)
!321 = !DILocation(line: 64, column: 46, scope: !270)
!322 = !DILocation(line: 64, column: 51, scope: !270)
!323 = !DILocation(line: 64, column: 39, scope: !270)
!324 = !DILocation(line: 64, column: 30, scope: !270)
!325 = distinct !{!325, !305, !326, !66}
!326 = !DILocation(line: 64, column: 76, scope: !270)
!327 = !DILocation(line: 52, column: 50, scope: !270)
!328 = !DILocation(line: 52, column: 23, scope: !270)
!329 = distinct !{!329, !275, !330, !66}
!330 = !DILocation(line: 65, column: 5, scope: !270)
