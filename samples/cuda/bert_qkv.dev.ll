; ModuleID = 'samples/cuda/bert_qkv.cu'
source_filename = "samples/cuda/bert_qkv.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10gemm_tiledPKfS0_PfiiiE2As = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ10gemm_tiledPKfS0_PfiiiE2Bs = internal unnamed_addr addrspace(3) global [32 x [32 x float]] undef, align 4
@_ZZ18batched_score_gemmPKfS0_PfiiE2Qs = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ18batched_score_gemmPKfS0_PfiiE2Ks = internal unnamed_addr addrspace(3) global [16 x [17 x float]] undef, align 4

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

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8bias_addPKfS0_Pfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !dbg !103 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !104
  %7 = shl i32 %6, 5, !dbg !106
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !107
  %9 = add i32 %7, %8, !dbg !109
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !110
  %11 = shl i32 %10, 5, !dbg !112
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !113
  %13 = add i32 %11, %12, !dbg !115
  %14 = icmp slt i32 %9, %3, !dbg !116
  %15 = icmp slt i32 %13, %4
  %16 = and i1 %14, %15, !dbg !117
  br i1 %16, label %17, label %28, !dbg !117

17:                                               ; preds = %5
  %18 = mul nsw i32 %9, %4, !dbg !118
  %19 = add nsw i32 %18, %13, !dbg !119
  %20 = sext i32 %19 to i64, !dbg !120
  %21 = getelementptr inbounds float, ptr %2, i64 %20, !dbg !121
  %22 = sext i32 %13 to i64, !dbg !122
  %23 = getelementptr inbounds float, ptr %1, i64 %22, !dbg !122
  %24 = getelementptr inbounds float, ptr %0, i64 %20, !dbg !120
  %25 = load float, ptr %24, align 4, !dbg !120, !tbaa !48
  %26 = load float, ptr %23, align 4, !dbg !122, !tbaa !48
  %27 = fadd contract float %25, %26, !dbg !123
  store float %27, ptr %21, align 4, !dbg !124, !tbaa !48
  br label %28, !dbg !121

28:                                               ; preds = %17, %5
  ret void, !dbg !125
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z11split_headsPKfPfiii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 !dbg !126 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !127
  %7 = shl i32 %6, 5, !dbg !129
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !130
  %9 = add i32 %7, %8, !dbg !132
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !133
  %11 = shl i32 %10, 5, !dbg !135
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !136
  %13 = add i32 %11, %12, !dbg !138
  %14 = icmp slt i32 %9, %2, !dbg !139
  %15 = icmp slt i32 %13, %3
  %16 = and i1 %14, %15, !dbg !140
  br i1 %16, label %17, label %33, !dbg !140

17:                                               ; preds = %5
  %18 = freeze i32 %13
  %19 = sdiv i32 %18, %4, !dbg !141
  %20 = mul i32 %19, %4
  %21 = sub i32 %18, %20
  %22 = mul nsw i32 %9, %3, !dbg !142
  %23 = add nsw i32 %22, %13, !dbg !143
  %24 = sext i32 %23 to i64, !dbg !144
  %25 = getelementptr inbounds float, ptr %0, i64 %24, !dbg !144
  %26 = load float, ptr %25, align 4, !dbg !144, !tbaa !48
  %27 = mul nsw i32 %19, %2, !dbg !145
  %28 = add nsw i32 %27, %9, !dbg !146
  %29 = mul nsw i32 %28, %4, !dbg !147
  %30 = add nsw i32 %29, %21, !dbg !148
  %31 = sext i32 %30 to i64, !dbg !149
  %32 = getelementptr inbounds float, ptr %1, i64 %31, !dbg !149
  store float %26, ptr %32, align 4, !dbg !150, !tbaa !48
  br label %33, !dbg !151

33:                                               ; preds = %17, %5
  ret void, !dbg !152
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z18batched_score_gemmPKfS0_Pfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !153 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !154
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !156
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.z(), !dbg !158
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !161
  %10 = shl i32 %9, 4, !dbg !163
  %11 = add i32 %10, %7, !dbg !164
  %12 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !165
  %13 = shl i32 %12, 4, !dbg !167
  %14 = add i32 %13, %6, !dbg !168
  %15 = mul nsw i32 %8, %3, !dbg !169
  %16 = mul nsw i32 %15, %4, !dbg !170
  %17 = sext i32 %16 to i64, !dbg !171
  %18 = getelementptr inbounds float, ptr %0, i64 %17, !dbg !171
  %19 = getelementptr inbounds float, ptr %1, i64 %17, !dbg !172
  %20 = icmp sgt i32 %4, 0, !dbg !173
  br i1 %20, label %21, label %63, !dbg !174

21:                                               ; preds = %5
  %22 = add i32 %13, %7, !dbg !175
  %23 = icmp slt i32 %11, %3
  %24 = mul nsw i32 %11, %4
  %25 = sext i32 %7 to i64
  %26 = sext i32 %6 to i64
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 %26
  %28 = icmp slt i32 %22, %3
  %29 = mul nsw i32 %22, %4
  %30 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %25, i64 %26
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 0, !dbg !176
  %32 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 0
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 1
  %34 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 1
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 2
  %36 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 2
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 3
  %38 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 3
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 4
  %40 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 4
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 5
  %42 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 5
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 6
  %44 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 6
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 7
  %46 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 7
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 8
  %48 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 8
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 9
  %50 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 9
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 10
  %52 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 10
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 11
  %54 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 11
  %55 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 12
  %56 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 12
  %57 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 13
  %58 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 13
  %59 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 14
  %60 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 14
  %61 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Qs to ptr), i64 0, i64 %25, i64 15
  %62 = getelementptr inbounds [16 x [17 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ18batched_score_gemmPKfS0_PfiiE2Ks to ptr), i64 0, i64 %26, i64 15
  br label %68, !dbg !174

63:                                               ; preds = %87, %5
  %64 = phi float [ 0.000000e+00, %5 ], [ %152, %87 ], !dbg !177
  %65 = icmp slt i32 %11, %3, !dbg !178
  %66 = icmp slt i32 %14, %3
  %67 = and i1 %65, %66, !dbg !179
  br i1 %67, label %155, label %164, !dbg !179

68:                                               ; preds = %21, %87
  %69 = phi i32 [ 0, %21 ], [ %153, %87 ]
  %70 = phi float [ 0.000000e+00, %21 ], [ %152, %87 ]
  %71 = add i32 %69, %6
  %72 = icmp slt i32 %71, %4
  %73 = select i1 %23, i1 %72, i1 false, !dbg !180
  br i1 %73, label %74, label %79, !dbg !180

74:                                               ; preds = %68
  %75 = add i32 %71, %24, !dbg !181
  %76 = sext i32 %75 to i64, !dbg !182
  %77 = getelementptr inbounds float, ptr %18, i64 %76, !dbg !182
  %78 = load float, ptr %77, align 4, !dbg !182, !tbaa !48
  br label %79, !dbg !183

79:                                               ; preds = %68, %74
  %80 = phi contract float [ %78, %74 ], [ 0.000000e+00, %68 ], !dbg !183
  store float %80, ptr %27, align 4, !dbg !184, !tbaa !48
  %81 = select i1 %28, i1 %72, i1 false, !dbg !185
  br i1 %81, label %82, label %87, !dbg !185

82:                                               ; preds = %79
  %83 = add i32 %71, %29, !dbg !186
  %84 = sext i32 %83 to i64, !dbg !187
  %85 = getelementptr inbounds float, ptr %19, i64 %84, !dbg !187
  %86 = load float, ptr %85, align 4, !dbg !187, !tbaa !48
  br label %87, !dbg !188

87:                                               ; preds = %79, %82
  %88 = phi contract float [ %86, %82 ], [ 0.000000e+00, %79 ], !dbg !188
  store float %88, ptr %30, align 4, !dbg !189, !tbaa !48
  tail call void @llvm.nvvm.barrier0(), !dbg !190
  %89 = load float, ptr %31, align 4, !dbg !176, !tbaa !48
  %90 = load float, ptr %32, align 4, !dbg !191, !tbaa !48
  %91 = fmul contract float %89, %90, !dbg !192
  %92 = fadd contract float %70, %91, !dbg !193
  %93 = load float, ptr %33, align 4, !dbg !176, !tbaa !48
  %94 = load float, ptr %34, align 4, !dbg !191, !tbaa !48
  %95 = fmul contract float %93, %94, !dbg !192
  %96 = fadd contract float %92, %95, !dbg !193
  %97 = load float, ptr %35, align 4, !dbg !176, !tbaa !48
  %98 = load float, ptr %36, align 4, !dbg !191, !tbaa !48
  %99 = fmul contract float %97, %98, !dbg !192
  %100 = fadd contract float %96, %99, !dbg !193
  %101 = load float, ptr %37, align 4, !dbg !176, !tbaa !48
  %102 = load float, ptr %38, align 4, !dbg !191, !tbaa !48
  %103 = fmul contract float %101, %102, !dbg !192
  %104 = fadd contract float %100, %103, !dbg !193
  %105 = load float, ptr %39, align 4, !dbg !176, !tbaa !48
  %106 = load float, ptr %40, align 4, !dbg !191, !tbaa !48
  %107 = fmul contract float %105, %106, !dbg !192
  %108 = fadd contract float %104, %107, !dbg !193
  %109 = load float, ptr %41, align 4, !dbg !176, !tbaa !48
  %110 = load float, ptr %42, align 4, !dbg !191, !tbaa !48
  %111 = fmul contract float %109, %110, !dbg !192
  %112 = fadd contract float %108, %111, !dbg !193
  %113 = load float, ptr %43, align 4, !dbg !176, !tbaa !48
  %114 = load float, ptr %44, align 4, !dbg !191, !tbaa !48
  %115 = fmul contract float %113, %114, !dbg !192
  %116 = fadd contract float %112, %115, !dbg !193
  %117 = load float, ptr %45, align 4, !dbg !176, !tbaa !48
  %118 = load float, ptr %46, align 4, !dbg !191, !tbaa !48
  %119 = fmul contract float %117, %118, !dbg !192
  %120 = fadd contract float %116, %119, !dbg !193
  %121 = load float, ptr %47, align 4, !dbg !176, !tbaa !48
  %122 = load float, ptr %48, align 4, !dbg !191, !tbaa !48
  %123 = fmul contract float %121, %122, !dbg !192
  %124 = fadd contract float %120, %123, !dbg !193
  %125 = load float, ptr %49, align 4, !dbg !176, !tbaa !48
  %126 = load float, ptr %50, align 4, !dbg !191, !tbaa !48
  %127 = fmul contract float %125, %126, !dbg !192
  %128 = fadd contract float %124, %127, !dbg !193
  %129 = load float, ptr %51, align 4, !dbg !176, !tbaa !48
  %130 = load float, ptr %52, align 4, !dbg !191, !tbaa !48
  %131 = fmul contract float %129, %130, !dbg !192
  %132 = fadd contract float %128, %131, !dbg !193
  %133 = load float, ptr %53, align 4, !dbg !176, !tbaa !48
  %134 = load float, ptr %54, align 4, !dbg !191, !tbaa !48
  %135 = fmul contract float %133, %134, !dbg !192
  %136 = fadd contract float %132, %135, !dbg !193
  %137 = load float, ptr %55, align 4, !dbg !176, !tbaa !48
  %138 = load float, ptr %56, align 4, !dbg !191, !tbaa !48
  %139 = fmul contract float %137, %138, !dbg !192
  %140 = fadd contract float %136, %139, !dbg !193
  %141 = load float, ptr %57, align 4, !dbg !176, !tbaa !48
  %142 = load float, ptr %58, align 4, !dbg !191, !tbaa !48
  %143 = fmul contract float %141, %142, !dbg !192
  %144 = fadd contract float %140, %143, !dbg !193
  %145 = load float, ptr %59, align 4, !dbg !176, !tbaa !48
  %146 = load float, ptr %60, align 4, !dbg !191, !tbaa !48
  %147 = fmul contract float %145, %146, !dbg !192
  %148 = fadd contract float %144, %147, !dbg !193
  %149 = load float, ptr %61, align 4, !dbg !176, !tbaa !48
  %150 = load float, ptr %62, align 4, !dbg !191, !tbaa !48
  %151 = fmul contract float %149, %150, !dbg !192
  %152 = fadd contract float %148, %151, !dbg !193
  tail call void @llvm.nvvm.barrier0(), !dbg !194
  %153 = add nuw nsw i32 %69, 16, !dbg !195
  %154 = icmp slt i32 %153, %4, !dbg !173
  br i1 %154, label %68, label %63, !dbg !174, !llvm.loop !196

155:                                              ; preds = %63
  %156 = add nsw i32 %15, %11, !dbg !198
  %157 = mul nsw i32 %156, %3, !dbg !199
  %158 = add nsw i32 %157, %14, !dbg !200
  %159 = sext i32 %158 to i64, !dbg !201
  %160 = getelementptr inbounds float, ptr %2, i64 %159, !dbg !201
  %161 = sitofp i32 %4 to float, !dbg !202
  %162 = tail call float @llvm.nvvm.rsqrt.approx.f(float %161), !dbg !203
  %163 = fmul contract float %64, %162, !dbg !207
  store float %163, ptr %160, align 4, !dbg !208, !tbaa !48
  br label %164, !dbg !201

164:                                              ; preds = %155, %63
  ret void, !dbg !209
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

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }

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
!7 = !DIFile(filename: "samples/cuda/bert_qkv.cu", directory: "/work/main")
!8 = !{ptr @_Z10gemm_tiledPKfS0_Pfiii, !"kernel", i32 1}
!9 = !{ptr @_Z8bias_addPKfS0_Pfii, !"kernel", i32 1}
!10 = !{ptr @_Z11split_headsPKfPfiii, !"kernel", i32 1}
!11 = !{ptr @_Z18batched_score_gemmPKfS0_Pfii, !"kernel", i32 1}
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
!103 = distinct !DISubprogram(name: "bias_add", scope: !7, file: !7, line: 25, type: !16, scopeLine: 26, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!104 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !105)
!105 = distinct !DILocation(line: 27, column: 13, scope: !103)
!106 = !DILocation(line: 27, column: 24, scope: !103)
!107 = !DILocation(line: 54, column: 3, scope: !23, inlinedAt: !108)
!108 = distinct !DILocation(line: 27, column: 36, scope: !103)
!109 = !DILocation(line: 27, column: 34, scope: !103)
!110 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !111)
!111 = distinct !DILocation(line: 28, column: 13, scope: !103)
!112 = !DILocation(line: 28, column: 24, scope: !103)
!113 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !114)
!114 = distinct !DILocation(line: 28, column: 36, scope: !103)
!115 = !DILocation(line: 28, column: 34, scope: !103)
!116 = !DILocation(line: 29, column: 11, scope: !103)
!117 = !DILocation(line: 29, column: 15, scope: !103)
!118 = !DILocation(line: 29, column: 47, scope: !103)
!119 = !DILocation(line: 29, column: 51, scope: !103)
!120 = !DILocation(line: 29, column: 42, scope: !103)
!121 = !DILocation(line: 29, column: 25, scope: !103)
!122 = !DILocation(line: 29, column: 58, scope: !103)
!123 = !DILocation(line: 29, column: 56, scope: !103)
!124 = !DILocation(line: 29, column: 40, scope: !103)
!125 = !DILocation(line: 30, column: 1, scope: !103)
!126 = distinct !DISubprogram(name: "split_heads", scope: !7, file: !7, line: 34, type: !16, scopeLine: 35, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!127 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !128)
!128 = distinct !DILocation(line: 36, column: 13, scope: !126)
!129 = !DILocation(line: 36, column: 24, scope: !126)
!130 = !DILocation(line: 54, column: 3, scope: !23, inlinedAt: !131)
!131 = distinct !DILocation(line: 36, column: 36, scope: !126)
!132 = !DILocation(line: 36, column: 34, scope: !126)
!133 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !134)
!134 = distinct !DILocation(line: 37, column: 13, scope: !126)
!135 = !DILocation(line: 37, column: 24, scope: !126)
!136 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !137)
!137 = distinct !DILocation(line: 37, column: 36, scope: !126)
!138 = !DILocation(line: 37, column: 34, scope: !126)
!139 = !DILocation(line: 38, column: 11, scope: !126)
!140 = !DILocation(line: 38, column: 17, scope: !126)
!141 = !DILocation(line: 39, column: 19, scope: !126)
!142 = !DILocation(line: 40, column: 50, scope: !126)
!143 = !DILocation(line: 40, column: 59, scope: !126)
!144 = !DILocation(line: 40, column: 45, scope: !126)
!145 = !DILocation(line: 40, column: 16, scope: !126)
!146 = !DILocation(line: 40, column: 22, scope: !126)
!147 = !DILocation(line: 40, column: 27, scope: !126)
!148 = !DILocation(line: 40, column: 38, scope: !126)
!149 = !DILocation(line: 40, column: 9, scope: !126)
!150 = !DILocation(line: 40, column: 43, scope: !126)
!151 = !DILocation(line: 41, column: 5, scope: !126)
!152 = !DILocation(line: 42, column: 1, scope: !126)
!153 = distinct !DISubprogram(name: "batched_score_gemm", scope: !7, file: !7, line: 46, type: !16, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!154 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !155)
!155 = distinct !DILocation(line: 50, column: 14, scope: !153)
!156 = !DILocation(line: 54, column: 3, scope: !23, inlinedAt: !157)
!157 = distinct !DILocation(line: 50, column: 32, scope: !153)
!158 = !DILocation(line: 68, column: 3, scope: !159, inlinedAt: !160)
!159 = distinct !DISubprogram(name: "__fetch_builtin_z", scope: !20, file: !20, line: 68, type: !16, scopeLine: 68, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!160 = distinct !DILocation(line: 50, column: 49, scope: !153)
!161 = !DILocation(line: 67, column: 3, scope: !26, inlinedAt: !162)
!162 = distinct !DILocation(line: 51, column: 13, scope: !153)
!163 = !DILocation(line: 51, column: 24, scope: !153)
!164 = !DILocation(line: 51, column: 34, scope: !153)
!165 = !DILocation(line: 66, column: 3, scope: !30, inlinedAt: !166)
!166 = distinct !DILocation(line: 52, column: 13, scope: !153)
!167 = !DILocation(line: 52, column: 24, scope: !153)
!168 = !DILocation(line: 52, column: 34, scope: !153)
!169 = !DILocation(line: 54, column: 29, scope: !153)
!170 = !DILocation(line: 54, column: 35, scope: !153)
!171 = !DILocation(line: 54, column: 25, scope: !153)
!172 = !DILocation(line: 55, column: 26, scope: !153)
!173 = !DILocation(line: 57, column: 25, scope: !153)
!174 = !DILocation(line: 57, column: 5, scope: !153)
!175 = !DILocation(line: 53, column: 35, scope: !153)
!176 = !DILocation(line: 61, column: 53, scope: !153)
!177 = !DILocation(line: 56, column: 11, scope: !153)
!178 = !DILocation(line: 64, column: 11, scope: !153)
!179 = !DILocation(line: 64, column: 17, scope: !153)
!180 = !DILocation(line: 58, column: 31, scope: !153)
!181 = !DILocation(line: 58, column: 77, scope: !153)
!182 = !DILocation(line: 58, column: 56, scope: !153)
!183 = !DILocation(line: 58, column: 22, scope: !153)
!184 = !DILocation(line: 58, column: 20, scope: !153)
!185 = !DILocation(line: 59, column: 32, scope: !153)
!186 = !DILocation(line: 59, column: 79, scope: !153)
!187 = !DILocation(line: 59, column: 57, scope: !153)
!188 = !DILocation(line: 59, column: 22, scope: !153)
!189 = !DILocation(line: 59, column: 20, scope: !153)
!190 = !DILocation(line: 60, column: 9, scope: !153)
!191 = !DILocation(line: 61, column: 66, scope: !153)
!192 = !DILocation(line: 61, column: 64, scope: !153)
!193 = !DILocation(line: 61, column: 50, scope: !153)
!194 = !DILocation(line: 62, column: 9, scope: !153)
!195 = !DILocation(line: 57, column: 40, scope: !153)
!196 = distinct !{!196, !174, !197, !65}
!197 = !DILocation(line: 63, column: 5, scope: !153)
!198 = !DILocation(line: 64, column: 40, scope: !153)
!199 = !DILocation(line: 64, column: 45, scope: !153)
!200 = !DILocation(line: 64, column: 51, scope: !153)
!201 = !DILocation(line: 64, column: 29, scope: !153)
!202 = !DILocation(line: 64, column: 78, scope: !153)
!203 = !DILocation(line: 276, column: 45, scope: !204, inlinedAt: !206)
!204 = distinct !DISubprogram(name: "rsqrtf", scope: !205, file: !205, line: 276, type: !16, scopeLine: 276, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!205 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!206 = distinct !DILocation(line: 64, column: 64, scope: !153)
!207 = !DILocation(line: 64, column: 62, scope: !153)
!208 = !DILocation(line: 64, column: 56, scope: !153)
!209 = !DILocation(line: 65, column: 1, scope: !153)
