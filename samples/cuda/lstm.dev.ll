; ModuleID = 'samples/cuda/lstm.cu'
source_filename = "samples/cuda/lstm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_PfiiE2vs = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef readonly %3, ptr noalias nocapture noundef readonly %4, ptr noalias nocapture noundef readonly %5, ptr noalias nocapture noundef readonly %6, ptr noalias nocapture noundef readonly %7, ptr noalias nocapture noundef readonly %8, ptr noalias nocapture noundef readonly %9, ptr noalias nocapture noundef writeonly %10, i32 noundef %11, i32 noundef %12) local_unnamed_addr #0 !dbg !12 {
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %16 = shl i32 %15, 7, !dbg !22
  %17 = add i32 %16, %14, !dbg !23
  %18 = icmp sgt i32 %11, 0, !dbg !24
  br i1 %18, label %19, label %23, !dbg !25

19:                                               ; preds = %13
  %20 = sext i32 %14 to i64
  %21 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_PfiiE2vs to ptr), i64 0, i64 %20
  %22 = icmp slt i32 %17, %12
  br label %33, !dbg !25

23:                                               ; preds = %83, %13
  %24 = phi float [ 0.000000e+00, %13 ], [ %84, %83 ], !dbg !26
  %25 = phi float [ 0.000000e+00, %13 ], [ %85, %83 ], !dbg !27
  %26 = phi float [ 0.000000e+00, %13 ], [ %86, %83 ], !dbg !28
  %27 = phi float [ 0.000000e+00, %13 ], [ %87, %83 ], !dbg !29
  %28 = icmp sgt i32 %12, 0, !dbg !30
  br i1 %28, label %29, label %91, !dbg !31

29:                                               ; preds = %23
  %30 = sext i32 %14 to i64
  %31 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_PfiiE2vs to ptr), i64 0, i64 %30
  %32 = icmp slt i32 %17, %12
  br label %97, !dbg !31

33:                                               ; preds = %19, %83
  %34 = phi i32 [ %11, %19 ], [ %90, %83 ]
  %35 = phi float [ 0.000000e+00, %19 ], [ %87, %83 ]
  %36 = phi float [ 0.000000e+00, %19 ], [ %86, %83 ]
  %37 = phi float [ 0.000000e+00, %19 ], [ %85, %83 ]
  %38 = phi float [ 0.000000e+00, %19 ], [ %84, %83 ]
  %39 = phi i32 [ 0, %19 ], [ %88, %83 ]
  %40 = tail call i32 @llvm.smin.i32(i32 %34, i32 128), !dbg !32
  %41 = tail call i32 @llvm.smax.i32(i32 %40, i32 1), !dbg !32
  %42 = add nsw i32 %39, %14, !dbg !32
  %43 = icmp slt i32 %42, %11, !dbg !33
  br i1 %43, label %44, label %48, !dbg !34

44:                                               ; preds = %33
  %45 = sext i32 %42 to i64, !dbg !35
  %46 = getelementptr inbounds float, ptr %8, i64 %45, !dbg !35
  %47 = load float, ptr %46, align 4, !dbg !35, !tbaa !36
  br label %48, !dbg !34

48:                                               ; preds = %33, %44
  %49 = phi contract float [ %47, %44 ], [ 0.000000e+00, %33 ], !dbg !34
  store float %49, ptr %21, align 4, !dbg !40, !tbaa !36
  tail call void @llvm.nvvm.barrier0(), !dbg !41
  %50 = icmp slt i32 %39, %11
  %51 = select i1 %22, i1 %50, i1 false, !dbg !42
  br i1 %51, label %52, label %83, !dbg !42

52:                                               ; preds = %48, %52
  %53 = phi float [ %68, %52 ], [ %35, %48 ]
  %54 = phi float [ %72, %52 ], [ %36, %48 ]
  %55 = phi float [ %76, %52 ], [ %37, %48 ]
  %56 = phi float [ %80, %52 ], [ %38, %48 ]
  %57 = phi i32 [ %81, %52 ], [ 0, %48 ]
  %58 = zext i32 %57 to i64, !dbg !43
  %59 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_PfiiE2vs to ptr), i64 0, i64 %58, !dbg !43
  %60 = load float, ptr %59, align 4, !dbg !43, !tbaa !36
  %61 = add nuw nsw i32 %57, %39, !dbg !44
  %62 = mul nsw i32 %61, %12, !dbg !45
  %63 = add nsw i32 %62, %17, !dbg !46
  %64 = sext i32 %63 to i64, !dbg !47
  %65 = getelementptr inbounds float, ptr %0, i64 %64, !dbg !47
  %66 = load float, ptr %65, align 4, !dbg !47, !tbaa !36
  %67 = fmul contract float %60, %66, !dbg !48
  %68 = fadd contract float %53, %67, !dbg !49
  %69 = getelementptr inbounds float, ptr %1, i64 %64, !dbg !50
  %70 = load float, ptr %69, align 4, !dbg !50, !tbaa !36
  %71 = fmul contract float %60, %70, !dbg !51
  %72 = fadd contract float %54, %71, !dbg !52
  %73 = getelementptr inbounds float, ptr %2, i64 %64, !dbg !53
  %74 = load float, ptr %73, align 4, !dbg !53, !tbaa !36
  %75 = fmul contract float %60, %74, !dbg !54
  %76 = fadd contract float %55, %75, !dbg !55
  %77 = getelementptr inbounds float, ptr %3, i64 %64, !dbg !56
  %78 = load float, ptr %77, align 4, !dbg !56, !tbaa !36
  %79 = fmul contract float %60, %78, !dbg !57
  %80 = fadd contract float %56, %79, !dbg !58
  %81 = add nuw nsw i32 %57, 1, !dbg !59
  %82 = icmp eq i32 %81, %41, !dbg !60
  br i1 %82, label %83, label %52, !dbg !61, !llvm.loop !62

83:                                               ; preds = %52, %48
  %84 = phi float [ %38, %48 ], [ %80, %52 ], !dbg !26
  %85 = phi float [ %37, %48 ], [ %76, %52 ], !dbg !27
  %86 = phi float [ %36, %48 ], [ %72, %52 ], !dbg !28
  %87 = phi float [ %35, %48 ], [ %68, %52 ], !dbg !29
  tail call void @llvm.nvvm.barrier0(), !dbg !65
  %88 = add nuw nsw i32 %39, 128, !dbg !66
  %89 = icmp slt i32 %88, %11, !dbg !24
  %90 = add i32 %34, -128, !dbg !25
  br i1 %89, label %33, label %23, !dbg !25, !llvm.loop !67

91:                                               ; preds = %147, %23
  %92 = phi float [ %24, %23 ], [ %148, %147 ], !dbg !26
  %93 = phi float [ %25, %23 ], [ %149, %147 ], !dbg !27
  %94 = phi float [ %26, %23 ], [ %150, %147 ], !dbg !28
  %95 = phi float [ %27, %23 ], [ %151, %147 ], !dbg !29
  %96 = icmp slt i32 %17, %12, !dbg !69
  br i1 %96, label %155, label %169, !dbg !70

97:                                               ; preds = %29, %147
  %98 = phi i32 [ %12, %29 ], [ %154, %147 ]
  %99 = phi float [ %27, %29 ], [ %151, %147 ]
  %100 = phi float [ %26, %29 ], [ %150, %147 ]
  %101 = phi float [ %25, %29 ], [ %149, %147 ]
  %102 = phi i32 [ 0, %29 ], [ %152, %147 ]
  %103 = phi float [ %24, %29 ], [ %148, %147 ]
  %104 = tail call i32 @llvm.smin.i32(i32 %98, i32 128), !dbg !71
  %105 = tail call i32 @llvm.smax.i32(i32 %104, i32 1), !dbg !71
  %106 = add nsw i32 %102, %14, !dbg !71
  %107 = icmp slt i32 %106, %12, !dbg !72
  br i1 %107, label %108, label %112, !dbg !73

108:                                              ; preds = %97
  %109 = sext i32 %106 to i64, !dbg !74
  %110 = getelementptr inbounds float, ptr %9, i64 %109, !dbg !74
  %111 = load float, ptr %110, align 4, !dbg !74, !tbaa !36
  br label %112, !dbg !73

112:                                              ; preds = %97, %108
  %113 = phi contract float [ %111, %108 ], [ 0.000000e+00, %97 ], !dbg !73
  store float %113, ptr %31, align 4, !dbg !75, !tbaa !36
  tail call void @llvm.nvvm.barrier0(), !dbg !76
  %114 = icmp slt i32 %102, %12
  %115 = select i1 %32, i1 %114, i1 false, !dbg !77
  br i1 %115, label %116, label %147, !dbg !77

116:                                              ; preds = %112, %116
  %117 = phi float [ %132, %116 ], [ %99, %112 ]
  %118 = phi float [ %136, %116 ], [ %100, %112 ]
  %119 = phi i32 [ %145, %116 ], [ 0, %112 ]
  %120 = phi float [ %140, %116 ], [ %101, %112 ]
  %121 = phi float [ %144, %116 ], [ %103, %112 ]
  %122 = zext i32 %119 to i64, !dbg !78
  %123 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_PfiiE2vs to ptr), i64 0, i64 %122, !dbg !78
  %124 = load float, ptr %123, align 4, !dbg !78, !tbaa !36
  %125 = add nuw nsw i32 %119, %102, !dbg !79
  %126 = mul nsw i32 %125, %12, !dbg !80
  %127 = add nsw i32 %126, %17, !dbg !81
  %128 = sext i32 %127 to i64, !dbg !82
  %129 = getelementptr inbounds float, ptr %4, i64 %128, !dbg !82
  %130 = load float, ptr %129, align 4, !dbg !82, !tbaa !36
  %131 = fmul contract float %124, %130, !dbg !83
  %132 = fadd contract float %117, %131, !dbg !84
  %133 = getelementptr inbounds float, ptr %5, i64 %128, !dbg !85
  %134 = load float, ptr %133, align 4, !dbg !85, !tbaa !36
  %135 = fmul contract float %124, %134, !dbg !86
  %136 = fadd contract float %118, %135, !dbg !87
  %137 = getelementptr inbounds float, ptr %6, i64 %128, !dbg !88
  %138 = load float, ptr %137, align 4, !dbg !88, !tbaa !36
  %139 = fmul contract float %124, %138, !dbg !89
  %140 = fadd contract float %120, %139, !dbg !90
  %141 = getelementptr inbounds float, ptr %7, i64 %128, !dbg !91
  %142 = load float, ptr %141, align 4, !dbg !91, !tbaa !36
  %143 = fmul contract float %124, %142, !dbg !92
  %144 = fadd contract float %121, %143, !dbg !93
  %145 = add nuw nsw i32 %119, 1, !dbg !94
  %146 = icmp eq i32 %145, %105, !dbg !95
  br i1 %146, label %147, label %116, !dbg !96, !llvm.loop !97

147:                                              ; preds = %116, %112
  %148 = phi float [ %103, %112 ], [ %144, %116 ], !dbg !26
  %149 = phi float [ %101, %112 ], [ %140, %116 ], !dbg !27
  %150 = phi float [ %100, %112 ], [ %136, %116 ], !dbg !28
  %151 = phi float [ %99, %112 ], [ %132, %116 ], !dbg !29
  tail call void @llvm.nvvm.barrier0(), !dbg !99
  %152 = add nuw nsw i32 %102, 128, !dbg !100
  %153 = icmp slt i32 %152, %12, !dbg !30
  %154 = add i32 %98, -128, !dbg !31
  br i1 %153, label %97, label %91, !dbg !31, !llvm.loop !101

155:                                              ; preds = %91
  %156 = sext i32 %17 to i64, !dbg !103
  %157 = getelementptr inbounds float, ptr %10, i64 %156, !dbg !103
  store float %95, ptr %157, align 4, !dbg !104, !tbaa !36
  %158 = add nsw i32 %17, %12, !dbg !105
  %159 = sext i32 %158 to i64, !dbg !106
  %160 = getelementptr inbounds float, ptr %10, i64 %159, !dbg !106
  store float %94, ptr %160, align 4, !dbg !107, !tbaa !36
  %161 = shl nsw i32 %12, 1, !dbg !108
  %162 = add nsw i32 %161, %17, !dbg !109
  %163 = sext i32 %162 to i64, !dbg !110
  %164 = getelementptr inbounds float, ptr %10, i64 %163, !dbg !110
  store float %93, ptr %164, align 4, !dbg !111, !tbaa !36
  %165 = mul nsw i32 %12, 3, !dbg !112
  %166 = add nsw i32 %165, %17, !dbg !113
  %167 = sext i32 %166 to i64, !dbg !114
  %168 = getelementptr inbounds float, ptr %10, i64 %167, !dbg !114
  store float %92, ptr %168, align 4, !dbg !115, !tbaa !36
  br label %169, !dbg !116

169:                                              ; preds = %155, %91
  ret void, !dbg !117
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z10lstm_solvePKfS0_PfS1_i(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #2 !dbg !118 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !119
  %7 = shl i32 %6, 7, !dbg !121
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !122
  %9 = add i32 %7, %8, !dbg !124
  %10 = icmp slt i32 %9, %4, !dbg !125
  br i1 %10, label %11, label %141, !dbg !126

11:                                               ; preds = %5
  %12 = sext i32 %9 to i64, !dbg !127
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !127
  %14 = load float, ptr %13, align 4, !dbg !127, !tbaa !36
  %15 = getelementptr inbounds float, ptr %1, i64 %12, !dbg !128
  %16 = load float, ptr %15, align 4, !dbg !128, !tbaa !36
  %17 = fadd contract float %14, %16, !dbg !129
  %18 = fneg contract float %17, !dbg !130
  %19 = tail call float @llvm.fma.f32(float %18, float 0x3F777313A0000000, float 5.000000e-01), !dbg !133
  %20 = tail call float @llvm.nvvm.saturate.f(float %19) #6, !dbg !133
  %21 = tail call float @llvm.nvvm.fma.rm.f(float %20, float 2.520000e+02, float 0x4168000020000000) #6, !dbg !133
  %22 = fadd float %21, 0xC168000FE0000000, !dbg !133
  %23 = fneg float %22, !dbg !133
  %24 = tail call float @llvm.fma.f32(float %18, float 0x3FF7154760000000, float %23), !dbg !133
  %25 = tail call float @llvm.fma.f32(float %18, float 0x3E54AE0C00000000, float %24), !dbg !133
  %26 = bitcast float %21 to i32, !dbg !133
  %27 = shl i32 %26, 23, !dbg !133
  %28 = bitcast i32 %27 to float, !dbg !133
  %29 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %25) #6, !dbg !133
  %30 = fmul float %29, %28, !dbg !133
  %31 = fadd contract float %30, 1.000000e+00, !dbg !137
  %32 = fdiv contract float 1.000000e+00, %31, !dbg !138
  %33 = add nsw i32 %9, %4, !dbg !139
  %34 = sext i32 %33 to i64, !dbg !140
  %35 = getelementptr inbounds float, ptr %0, i64 %34, !dbg !140
  %36 = load float, ptr %35, align 4, !dbg !140, !tbaa !36
  %37 = getelementptr inbounds float, ptr %1, i64 %34, !dbg !141
  %38 = load float, ptr %37, align 4, !dbg !141, !tbaa !36
  %39 = fadd contract float %36, %38, !dbg !142
  %40 = fneg contract float %39, !dbg !143
  %41 = tail call float @llvm.fma.f32(float %40, float 0x3F777313A0000000, float 5.000000e-01), !dbg !145
  %42 = tail call float @llvm.nvvm.saturate.f(float %41) #6, !dbg !145
  %43 = tail call float @llvm.nvvm.fma.rm.f(float %42, float 2.520000e+02, float 0x4168000020000000) #6, !dbg !145
  %44 = fadd float %43, 0xC168000FE0000000, !dbg !145
  %45 = fneg float %44, !dbg !145
  %46 = tail call float @llvm.fma.f32(float %40, float 0x3FF7154760000000, float %45), !dbg !145
  %47 = tail call float @llvm.fma.f32(float %40, float 0x3E54AE0C00000000, float %46), !dbg !145
  %48 = bitcast float %43 to i32, !dbg !145
  %49 = shl i32 %48, 23, !dbg !145
  %50 = bitcast i32 %49 to float, !dbg !145
  %51 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %47) #6, !dbg !145
  %52 = fmul float %51, %50, !dbg !145
  %53 = fadd contract float %52, 1.000000e+00, !dbg !147
  %54 = fdiv contract float 1.000000e+00, %53, !dbg !148
  %55 = shl nsw i32 %4, 1, !dbg !149
  %56 = add nsw i32 %55, %9, !dbg !150
  %57 = sext i32 %56 to i64, !dbg !151
  %58 = getelementptr inbounds float, ptr %0, i64 %57, !dbg !151
  %59 = load float, ptr %58, align 4, !dbg !151, !tbaa !36
  %60 = getelementptr inbounds float, ptr %1, i64 %57, !dbg !152
  %61 = load float, ptr %60, align 4, !dbg !152, !tbaa !36
  %62 = fadd contract float %59, %61, !dbg !153
  %63 = tail call float @llvm.fabs.f32(float %62), !dbg !154
  %64 = fcmp ult float %63, 0x3FE3333340000000, !dbg !154
  br i1 %64, label %78, label %65, !dbg !154

65:                                               ; preds = %11
  %66 = fmul float %63, 0x4007154760000000, !dbg !154
  %67 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %66) #6, !dbg !154
  %68 = fadd float %67, 1.000000e+00, !dbg !154
  %69 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %68) #7, !dbg !154, !srcloc !157
  %70 = tail call float @llvm.fma.f32(float %69, float -2.000000e+00, float 1.000000e+00), !dbg !154
  %71 = fcmp oge float %63, 0x4022059680000000, !dbg !154
  %72 = select i1 %71, float 1.000000e+00, float %70, !dbg !154
  %73 = bitcast float %72 to i32, !dbg !154
  %74 = bitcast float %62 to i32, !dbg !154
  %75 = and i32 %74, -2147483648, !dbg !154
  %76 = or i32 %75, %73, !dbg !154
  %77 = bitcast i32 %76 to float, !dbg !154
  br label %85, !dbg !154

78:                                               ; preds = %11
  %79 = fmul float %62, %62, !dbg !154
  %80 = tail call float @llvm.fma.f32(float %79, float 0x3F901E1040000000, float 0xBFAAC795C0000000), !dbg !154
  %81 = tail call float @llvm.fma.f32(float %80, float %79, float 0x3FC10B2820000000), !dbg !154
  %82 = tail call float @llvm.fma.f32(float %81, float %79, float 0xBFD5553DA0000000), !dbg !154
  %83 = tail call float @llvm.fma.f32(float %82, float %79, float 0.000000e+00), !dbg !154
  %84 = tail call float @llvm.fma.f32(float %83, float %62, float %62), !dbg !154
  br label %85, !dbg !154

85:                                               ; preds = %65, %78
  %86 = phi float [ %77, %65 ], [ %84, %78 ], !dbg !154
  %87 = mul nsw i32 %4, 3, !dbg !158
  %88 = add nsw i32 %87, %9, !dbg !159
  %89 = sext i32 %88 to i64, !dbg !160
  %90 = getelementptr inbounds float, ptr %0, i64 %89, !dbg !160
  %91 = load float, ptr %90, align 4, !dbg !160, !tbaa !36
  %92 = getelementptr inbounds float, ptr %1, i64 %89, !dbg !161
  %93 = load float, ptr %92, align 4, !dbg !161, !tbaa !36
  %94 = fadd contract float %91, %93, !dbg !162
  %95 = fneg contract float %94, !dbg !163
  %96 = tail call float @llvm.fma.f32(float %95, float 0x3F777313A0000000, float 5.000000e-01), !dbg !165
  %97 = tail call float @llvm.nvvm.saturate.f(float %96) #6, !dbg !165
  %98 = tail call float @llvm.nvvm.fma.rm.f(float %97, float 2.520000e+02, float 0x4168000020000000) #6, !dbg !165
  %99 = fadd float %98, 0xC168000FE0000000, !dbg !165
  %100 = fneg float %99, !dbg !165
  %101 = tail call float @llvm.fma.f32(float %95, float 0x3FF7154760000000, float %100), !dbg !165
  %102 = tail call float @llvm.fma.f32(float %95, float 0x3E54AE0C00000000, float %101), !dbg !165
  %103 = bitcast float %98 to i32, !dbg !165
  %104 = shl i32 %103, 23, !dbg !165
  %105 = bitcast i32 %104 to float, !dbg !165
  %106 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %102) #6, !dbg !165
  %107 = fmul float %106, %105, !dbg !165
  %108 = fadd contract float %107, 1.000000e+00, !dbg !167
  %109 = fdiv contract float 1.000000e+00, %108, !dbg !168
  %110 = getelementptr inbounds float, ptr %2, i64 %12, !dbg !169
  %111 = load float, ptr %110, align 4, !dbg !169, !tbaa !36
  %112 = fmul contract float %54, %111, !dbg !170
  %113 = fmul contract float %32, %86, !dbg !171
  %114 = fadd contract float %113, %112, !dbg !172
  store float %114, ptr %110, align 4, !dbg !173, !tbaa !36
  %115 = tail call float @llvm.fabs.f32(float %114), !dbg !174
  %116 = fcmp ult float %115, 0x3FE3333340000000, !dbg !174
  br i1 %116, label %130, label %117, !dbg !174

117:                                              ; preds = %85
  %118 = fmul float %115, 0x4007154760000000, !dbg !174
  %119 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %118) #6, !dbg !174
  %120 = fadd float %119, 1.000000e+00, !dbg !174
  %121 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %120) #7, !dbg !174, !srcloc !157
  %122 = tail call float @llvm.fma.f32(float %121, float -2.000000e+00, float 1.000000e+00), !dbg !174
  %123 = fcmp oge float %115, 0x4022059680000000, !dbg !174
  %124 = select i1 %123, float 1.000000e+00, float %122, !dbg !174
  %125 = bitcast float %124 to i32, !dbg !174
  %126 = bitcast float %114 to i32, !dbg !174
  %127 = and i32 %126, -2147483648, !dbg !174
  %128 = or i32 %127, %125, !dbg !174
  %129 = bitcast i32 %128 to float, !dbg !174
  br label %137, !dbg !174

130:                                              ; preds = %85
  %131 = fmul float %114, %114, !dbg !174
  %132 = tail call float @llvm.fma.f32(float %131, float 0x3F901E1040000000, float 0xBFAAC795C0000000), !dbg !174
  %133 = tail call float @llvm.fma.f32(float %132, float %131, float 0x3FC10B2820000000), !dbg !174
  %134 = tail call float @llvm.fma.f32(float %133, float %131, float 0xBFD5553DA0000000), !dbg !174
  %135 = tail call float @llvm.fma.f32(float %134, float %131, float 0.000000e+00), !dbg !174
  %136 = tail call float @llvm.fma.f32(float %135, float %114, float %114), !dbg !174
  br label %137, !dbg !174

137:                                              ; preds = %117, %130
  %138 = phi float [ %129, %117 ], [ %136, %130 ], !dbg !174
  %139 = fmul contract float %109, %138, !dbg !176
  %140 = getelementptr inbounds float, ptr %3, i64 %12, !dbg !177
  store float %139, ptr %140, align 4, !dbg !178, !tbaa !36
  br label %141, !dbg !179

141:                                              ; preds = %137, %5
  ret void, !dbg !180
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #5

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smax.i32(i32, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nounwind }
attributes #7 = { nounwind memory(none) }

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
!7 = !DIFile(filename: "samples/cuda/lstm.cu", directory: "/work/main")
!8 = !{ptr @_Z9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii, !"kernel", i32 1}
!9 = !{ptr @_Z10lstm_solvePKfS0_PfS1_i, !"kernel", i32 1}
!10 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = distinct !DISubprogram(name: "lstm_gemv", scope: !7, file: !7, line: 27, type: !13, scopeLine: 32, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!17 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 34, column: 15, scope: !12)
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!21 = distinct !DILocation(line: 35, column: 13, scope: !12)
!22 = !DILocation(line: 35, column: 24, scope: !12)
!23 = !DILocation(line: 35, column: 37, scope: !12)
!24 = !DILocation(line: 37, column: 25, scope: !12)
!25 = !DILocation(line: 37, column: 5, scope: !12)
!26 = !DILocation(line: 36, column: 44, scope: !12)
!27 = !DILocation(line: 36, column: 33, scope: !12)
!28 = !DILocation(line: 36, column: 22, scope: !12)
!29 = !DILocation(line: 36, column: 11, scope: !12)
!30 = !DILocation(line: 53, column: 25, scope: !12)
!31 = !DILocation(line: 53, column: 5, scope: !12)
!32 = !DILocation(line: 38, column: 23, scope: !12)
!33 = !DILocation(line: 38, column: 29, scope: !12)
!34 = !DILocation(line: 38, column: 19, scope: !12)
!35 = !DILocation(line: 38, column: 41, scope: !12)
!36 = !{!37, !37, i64 0}
!37 = !{!"float", !38, i64 0}
!38 = !{!"omnipotent char", !39, i64 0}
!39 = !{!"Simple C++ TBAA"}
!40 = !DILocation(line: 38, column: 17, scope: !12)
!41 = !DILocation(line: 39, column: 9, scope: !12)
!42 = !DILocation(line: 41, column: 13, scope: !12)
!43 = !DILocation(line: 43, column: 27, scope: !12)
!44 = !DILocation(line: 44, column: 31, scope: !12)
!45 = !DILocation(line: 44, column: 37, scope: !12)
!46 = !DILocation(line: 44, column: 41, scope: !12)
!47 = !DILocation(line: 45, column: 27, scope: !12)
!48 = !DILocation(line: 45, column: 25, scope: !12)
!49 = !DILocation(line: 45, column: 20, scope: !12)
!50 = !DILocation(line: 46, column: 27, scope: !12)
!51 = !DILocation(line: 46, column: 25, scope: !12)
!52 = !DILocation(line: 46, column: 20, scope: !12)
!53 = !DILocation(line: 47, column: 27, scope: !12)
!54 = !DILocation(line: 47, column: 25, scope: !12)
!55 = !DILocation(line: 47, column: 20, scope: !12)
!56 = !DILocation(line: 48, column: 27, scope: !12)
!57 = !DILocation(line: 48, column: 25, scope: !12)
!58 = !DILocation(line: 48, column: 20, scope: !12)
!59 = !DILocation(line: 42, column: 39, scope: !12)
!60 = !DILocation(line: 42, column: 33, scope: !12)
!61 = !DILocation(line: 42, column: 13, scope: !12)
!62 = distinct !{!62, !61, !63, !64}
!63 = !DILocation(line: 49, column: 13, scope: !12)
!64 = !{!"llvm.loop.mustprogress"}
!65 = !DILocation(line: 51, column: 9, scope: !12)
!66 = !DILocation(line: 37, column: 38, scope: !12)
!67 = distinct !{!67, !25, !68, !64}
!68 = !DILocation(line: 52, column: 5, scope: !12)
!69 = !DILocation(line: 69, column: 11, scope: !12)
!70 = !DILocation(line: 69, column: 9, scope: !12)
!71 = !DILocation(line: 54, column: 23, scope: !12)
!72 = !DILocation(line: 54, column: 29, scope: !12)
!73 = !DILocation(line: 54, column: 19, scope: !12)
!74 = !DILocation(line: 54, column: 36, scope: !12)
!75 = !DILocation(line: 54, column: 17, scope: !12)
!76 = !DILocation(line: 55, column: 9, scope: !12)
!77 = !DILocation(line: 57, column: 13, scope: !12)
!78 = !DILocation(line: 59, column: 27, scope: !12)
!79 = !DILocation(line: 60, column: 31, scope: !12)
!80 = !DILocation(line: 60, column: 37, scope: !12)
!81 = !DILocation(line: 60, column: 41, scope: !12)
!82 = !DILocation(line: 61, column: 27, scope: !12)
!83 = !DILocation(line: 61, column: 25, scope: !12)
!84 = !DILocation(line: 61, column: 20, scope: !12)
!85 = !DILocation(line: 62, column: 27, scope: !12)
!86 = !DILocation(line: 62, column: 25, scope: !12)
!87 = !DILocation(line: 62, column: 20, scope: !12)
!88 = !DILocation(line: 63, column: 27, scope: !12)
!89 = !DILocation(line: 63, column: 25, scope: !12)
!90 = !DILocation(line: 63, column: 20, scope: !12)
!91 = !DILocation(line: 64, column: 27, scope: !12)
!92 = !DILocation(line: 64, column: 25, scope: !12)
!93 = !DILocation(line: 64, column: 20, scope: !12)
!94 = !DILocation(line: 58, column: 39, scope: !12)
!95 = !DILocation(line: 58, column: 33, scope: !12)
!96 = !DILocation(line: 58, column: 13, scope: !12)
!97 = distinct !{!97, !96, !98, !64}
!98 = !DILocation(line: 65, column: 13, scope: !12)
!99 = !DILocation(line: 67, column: 9, scope: !12)
!100 = !DILocation(line: 53, column: 33, scope: !12)
!101 = distinct !{!101, !31, !102, !64}
!102 = !DILocation(line: 68, column: 5, scope: !12)
!103 = !DILocation(line: 70, column: 9, scope: !12)
!104 = !DILocation(line: 70, column: 16, scope: !12)
!105 = !DILocation(line: 71, column: 15, scope: !12)
!106 = !DILocation(line: 71, column: 9, scope: !12)
!107 = !DILocation(line: 71, column: 20, scope: !12)
!108 = !DILocation(line: 72, column: 15, scope: !12)
!109 = !DILocation(line: 72, column: 19, scope: !12)
!110 = !DILocation(line: 72, column: 9, scope: !12)
!111 = !DILocation(line: 72, column: 24, scope: !12)
!112 = !DILocation(line: 73, column: 15, scope: !12)
!113 = !DILocation(line: 73, column: 19, scope: !12)
!114 = !DILocation(line: 73, column: 9, scope: !12)
!115 = !DILocation(line: 73, column: 24, scope: !12)
!116 = !DILocation(line: 74, column: 5, scope: !12)
!117 = !DILocation(line: 75, column: 1, scope: !12)
!118 = distinct !DISubprogram(name: "lstm_solve", scope: !7, file: !7, line: 78, type: !13, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!119 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !120)
!120 = distinct !DILocation(line: 80, column: 13, scope: !118)
!121 = !DILocation(line: 80, column: 24, scope: !118)
!122 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !123)
!123 = distinct !DILocation(line: 80, column: 39, scope: !118)
!124 = !DILocation(line: 80, column: 37, scope: !118)
!125 = !DILocation(line: 81, column: 11, scope: !118)
!126 = !DILocation(line: 81, column: 9, scope: !118)
!127 = !DILocation(line: 82, column: 28, scope: !118)
!128 = !DILocation(line: 82, column: 37, scope: !118)
!129 = !DILocation(line: 82, column: 35, scope: !118)
!130 = !DILocation(line: 22, column: 80, scope: !131, inlinedAt: !132)
!131 = distinct !DISubprogram(name: "sigmoid", scope: !7, file: !7, line: 22, type: !13, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!132 = distinct !DILocation(line: 82, column: 20, scope: !118)
!133 = !DILocation(line: 109, column: 43, scope: !134, inlinedAt: !136)
!134 = distinct !DISubprogram(name: "expf", scope: !135, file: !135, line: 109, type: !13, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!135 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!136 = distinct !DILocation(line: 22, column: 75, scope: !131, inlinedAt: !132)
!137 = !DILocation(line: 22, column: 73, scope: !131, inlinedAt: !132)
!138 = !DILocation(line: 22, column: 65, scope: !131, inlinedAt: !132)
!139 = !DILocation(line: 83, column: 34, scope: !118)
!140 = !DILocation(line: 83, column: 28, scope: !118)
!141 = !DILocation(line: 83, column: 41, scope: !118)
!142 = !DILocation(line: 83, column: 39, scope: !118)
!143 = !DILocation(line: 22, column: 80, scope: !131, inlinedAt: !144)
!144 = distinct !DILocation(line: 83, column: 20, scope: !118)
!145 = !DILocation(line: 109, column: 43, scope: !134, inlinedAt: !146)
!146 = distinct !DILocation(line: 22, column: 75, scope: !131, inlinedAt: !144)
!147 = !DILocation(line: 22, column: 73, scope: !131, inlinedAt: !144)
!148 = !DILocation(line: 22, column: 65, scope: !131, inlinedAt: !144)
!149 = !DILocation(line: 84, column: 32, scope: !118)
!150 = !DILocation(line: 84, column: 36, scope: !118)
!151 = !DILocation(line: 84, column: 26, scope: !118)
!152 = !DILocation(line: 84, column: 43, scope: !118)
!153 = !DILocation(line: 84, column: 41, scope: !118)
!154 = !DILocation(line: 318, column: 44, scope: !155, inlinedAt: !156)
!155 = distinct !DISubprogram(name: "tanhf", scope: !135, file: !135, line: 318, type: !13, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!156 = distinct !DILocation(line: 84, column: 20, scope: !118)
!157 = !{i32 20968}
!158 = !DILocation(line: 85, column: 34, scope: !118)
!159 = !DILocation(line: 85, column: 38, scope: !118)
!160 = !DILocation(line: 85, column: 28, scope: !118)
!161 = !DILocation(line: 85, column: 45, scope: !118)
!162 = !DILocation(line: 85, column: 43, scope: !118)
!163 = !DILocation(line: 22, column: 80, scope: !131, inlinedAt: !164)
!164 = distinct !DILocation(line: 85, column: 20, scope: !118)
!165 = !DILocation(line: 109, column: 43, scope: !134, inlinedAt: !166)
!166 = distinct !DILocation(line: 22, column: 75, scope: !131, inlinedAt: !164)
!167 = !DILocation(line: 22, column: 73, scope: !131, inlinedAt: !164)
!168 = !DILocation(line: 22, column: 65, scope: !131, inlinedAt: !164)
!169 = !DILocation(line: 86, column: 25, scope: !118)
!170 = !DILocation(line: 86, column: 23, scope: !118)
!171 = !DILocation(line: 86, column: 35, scope: !118)
!172 = !DILocation(line: 86, column: 30, scope: !118)
!173 = !DILocation(line: 87, column: 14, scope: !118)
!174 = !DILocation(line: 318, column: 44, scope: !155, inlinedAt: !175)
!175 = distinct !DILocation(line: 88, column: 25, scope: !118)
!176 = !DILocation(line: 88, column: 23, scope: !118)
!177 = !DILocation(line: 88, column: 9, scope: !118)
!178 = !DILocation(line: 88, column: 18, scope: !118)
!179 = !DILocation(line: 89, column: 5, scope: !118)
!180 = !DILocation(line: 90, column: 1, scope: !118)
