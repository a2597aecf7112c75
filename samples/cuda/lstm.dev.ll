; ModuleID = 'samples/cuda/lstm.cu'
source_filename = "samples/cuda/lstm.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_PfiiE2vs = internal unnamed_addr addrspace(3) global [128 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef readonly %3, ptr noalias nocapture noundef readonly %4, ptr noalias nocapture noundef readonly %5, ptr noalias nocapture noundef readonly %6, ptr noalias nocapture noundef readonly %7, ptr noalias nocapture noundef readonly %8, ptr noalias nocapture noundef readonly %9, ptr noalias nocapture noundef writeonly %10, i32 noundef %11, i32 noundef %12) local_unnamed_addr #0 {
  %14 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %15 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %16 = shl i32 %15, 7
  %17 = add i32 %16, %14
  %18 = icmp sgt i32 %11, 0
  br i1 %18, label %19, label %23

19:                                               ; preds = %13
  %20 = sext i32 %14 to i64
  %21 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_PfiiE2vs to ptr), i64 0, i64 %20
  %22 = icmp slt i32 %17, %12
  br label %33

23:                                               ; preds = %83, %13
  %24 = phi float [ 0.000000e+00, %13 ], [ %84, %83 ]
  %25 = phi float [ 0.000000e+00, %13 ], [ %85, %83 ]
  %26 = phi float [ 0.000000e+00, %13 ], [ %86, %83 ]
  %27 = phi float [ 0.000000e+00, %13 ], [ %87, %83 ]
  %28 = icmp sgt i32 %12, 0
  br i1 %28, label %29, label %91

29:                                               ; preds = %23
  %30 = sext i32 %14 to i64
  %31 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_PfiiE2vs to ptr), i64 0, i64 %30
  %32 = icmp slt i32 %17, %12
  br label %97

33:                                               ; preds = %19, %83
  %34 = phi i32 [ %11, %19 ], [ %90, %83 ]
  %35 = phi float [ 0.000000e+00, %19 ], [ %87, %83 ]
  %36 = phi float [ 0.000000e+00, %19 ], [ %86, %83 ]
  %37 = phi float [ 0.000000e+00, %19 ], [ %85, %83 ]
  %38 = phi float [ 0.000000e+00, %19 ], [ %84, %83 ]
  %39 = phi i32 [ 0, %19 ], [ %88, %83 ]
  %40 = tail call i32 @llvm.smin.i32(i32 %34, i32 128)
  %41 = tail call i32 @llvm.smax.i32(i32 %40, i32 1)
  %42 = add nsw i32 %39, %14
  %43 = icmp slt i32 %42, %11
  br i1 %43, label %44, label %48

44:                                               ; preds = %33
  %45 = sext i32 %42 to i64
  %46 = getelementptr inbounds float, ptr %8, i64 %45
  %47 = load float, ptr %46, align 4, !tbaa !8
  br label %48

48:                                               ; preds = %33, %44
  %49 = phi contract float [ %47, %44 ], [ 0.000000e+00, %33 ]
  store float %49, ptr %21, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %50 = icmp slt i32 %39, %11
  %51 = select i1 %22, i1 %50, i1 false
  br i1 %51, label %52, label %83

52:                                               ; preds = %48, %52
  %53 = phi float [ %68, %52 ], [ %35, %48 ]
  %54 = phi float [ %72, %52 ], [ %36, %48 ]
  %55 = phi float [ %76, %52 ], [ %37, %48 ]
  %56 = phi float [ %80, %52 ], [ %38, %48 ]
  %57 = phi i32 [ %81, %52 ], [ 0, %48 ]
  %58 = zext i32 %57 to i64
  %59 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_PfiiE2vs to ptr), i64 0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !8
  %61 = add nuw nsw i32 %57, %39
  %62 = mul nsw i32 %61, %12
  %63 = add nsw i32 %62, %17
  %64 = sext i32 %63 to i64
  %65 = getelementptr inbounds float, ptr %0, i64 %64
  %66 = load float, ptr %65, align 4, !tbaa !8
  %67 = fmul contract float %60, %66
  %68 = fadd contract float %53, %67
  %69 = getelementptr inbounds float, ptr %1, i64 %64
  %70 = load float, ptr %69, align 4, !tbaa !8
  %71 = fmul contract float %60, %70
  %72 = fadd contract float %54, %71
  %73 = getelementptr inbounds float, ptr %2, i64 %64
  %74 = load float, ptr %73, align 4, !tbaa !8
  %75 = fmul contract float %60, %74
  %76 = fadd contract float %55, %75
  %77 = getelementptr inbounds float, ptr %3, i64 %64
  %78 = load float, ptr %77, align 4, !tbaa !8
  %79 = fmul contract float %60, %78
  %80 = fadd contract float %56, %79
  %81 = add nuw nsw i32 %57, 1
  %82 = icmp eq i32 %81, %41
  br i1 %82, label %83, label %52, !llvm.loop !12

83:                                               ; preds = %52, %48
  %84 = phi float [ %38, %48 ], [ %80, %52 ]
  %85 = phi float [ %37, %48 ], [ %76, %52 ]
  %86 = phi float [ %36, %48 ], [ %72, %52 ]
  %87 = phi float [ %35, %48 ], [ %68, %52 ]
  tail call void @llvm.nvvm.barrier0()
  %88 = add nuw nsw i32 %39, 128
  %89 = icmp slt i32 %88, %11
  %90 = add i32 %34, -128
  br i1 %89, label %33, label %23, !llvm.loop !14

91:                                               ; preds = %147, %23
  %92 = phi float [ %24, %23 ], [ %148, %147 ]
  %93 = phi float [ %25, %23 ], [ %149, %147 ]
  %94 = phi float [ %26, %23 ], [ %150, %147 ]
  %95 = phi float [ %27, %23 ], [ %151, %147 ]
  %96 = icmp slt i32 %17, %12
  br i1 %96, label %155, label %169

97:                                               ; preds = %29, %147
  %98 = phi i32 [ %12, %29 ], [ %154, %147 ]
  %99 = phi float [ %27, %29 ], [ %151, %147 ]
  %100 = phi float [ %26, %29 ], [ %150, %147 ]
  %101 = phi float [ %25, %29 ], [ %149, %147 ]
  %102 = phi i32 [ 0, %29 ], [ %152, %147 ]
  %103 = phi float [ %24, %29 ], [ %148, %147 ]
  %104 = tail call i32 @llvm.smin.i32(i32 %98, i32 128)
  %105 = tail call i32 @llvm.smax.i32(i32 %104, i32 1)
  %106 = add nsw i32 %102, %14
  %107 = icmp slt i32 %106, %12
  br i1 %107, label %108, label %112

108:                                              ; preds = %97
  %109 = sext i32 %106 to i64
  %110 = getelementptr inbounds float, ptr %9, i64 %109
  %111 = load float, ptr %110, align 4, !tbaa !8
  br label %112

112:                                              ; preds = %97, %108
  %113 = phi contract float [ %111, %108 ], [ 0.000000e+00, %97 ]
  store float %113, ptr %31, align 4, !tbaa !8
  tail call void @llvm.nvvm.barrier0()
  %114 = icmp slt i32 %102, %12
  %115 = select i1 %32, i1 %114, i1 false
  br i1 %115, label %116, label %147

116:                                              ; preds = %112, %116
  %117 = phi float [ %132, %116 ], [ %99, %112 ]
  %118 = phi float [ %136, %116 ], [ %100, %112 ]
  %119 = phi i32 [ %145, %116 ], [ 0, %112 ]
  %120 = phi float [ %140, %116 ], [ %101, %112 ]
  %121 = phi float [ %144, %116 ], [ %103, %112 ]
  %122 = zext i32 %119 to i64
  %123 = getelementptr inbounds [128 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_PfiiE2vs to ptr), i64 0, i64 %122
  %124 = load float, ptr %123, align 4, !tbaa !8
  %125 = add nuw nsw i32 %119, %102
  %126 = mul nsw i32 %125, %12
  %127 = add nsw i32 %126, %17
  %128 = sext i32 %127 to i64
  %129 = getelementptr inbounds float, ptr %4, i64 %128
  %130 = load float, ptr %129, align 4, !tbaa !8
  %131 = fmul contract float %124, %130
  %132 = fadd contract float %117, %131
  %133 = getelementptr inbounds float, ptr %5, i64 %128
  %134 = load float, ptr %133, align 4, !tbaa !8
  %135 = fmul contract float %124, %134
  %136 = fadd contract float %118, %135
  %137 = getelementptr inbounds float, ptr %6, i64 %128
  %138 = load float, ptr %137, align 4, !tbaa !8
  %139 = fmul contract float %124, %138
  %140 = fadd contract float %120, %139
  %141 = getelementptr inbounds float, ptr %7, i64 %128
  %142 = load float, ptr %141, align 4, !tbaa !8
  %143 = fmul contract float %124, %142
  %144 = fadd contract float %121, %143
  %145 = add nuw nsw i32 %119, 1
  %146 = icmp eq i32 %145, %105
  br i1 %146, label %147, label %116, !llvm.loop !15

147:                                              ; preds = %116, %112
  %148 = phi float [ %103, %112 ], [ %144, %116 ]
  %149 = phi float [ %101, %112 ], [ %140, %116 ]
  %150 = phi float [ %100, %112 ], [ %136, %116 ]
  %151 = phi float [ %99, %112 ], [ %132, %116 ]
  tail call void @llvm.nvvm.barrier0()
  %152 = add nuw nsw i32 %102, 128
  %153 = icmp slt i32 %152, %12
  %154 = add i32 %98, -128
  br i1 %153, label %97, label %91, !llvm.loop !16

155:                                              ; preds = %91
  %156 = sext i32 %17 to i64
  %157 = getelementptr inbounds float, ptr %10, i64 %156
  store float %95, ptr %157, align 4, !tbaa !8
  %158 = add nsw i32 %17, %12
  %159 = sext i32 %158 to i64
  %160 = getelementptr inbounds float, ptr %10, i64 %159
  store float %94, ptr %160, align 4, !tbaa !8
  %161 = shl nsw i32 %12, 1
  %162 = add nsw i32 %161, %17
  %163 = sext i32 %162 to i64
  %164 = getelementptr inbounds float, ptr %10, i64 %163
  store float %93, ptr %164, align 4, !tbaa !8
  %165 = mul nsw i32 %12, 3
  %166 = add nsw i32 %165, %17
  %167 = sext i32 %166 to i64
  %168 = getelementptr inbounds float, ptr %10, i64 %167
  store float %92, ptr %168, align 4, !tbaa !8
  br label %169

169:                                              ; preds = %155, %91
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z10lstm_solvePKfS0_PfS1_i(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef %2, ptr noalias nocapture noundef writeonly %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 7
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %4
  br i1 %10, label %11, label %141

11:                                               ; preds = %5
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !8
  %15 = getelementptr inbounds float, ptr %1, i64 %12
  %16 = load float, ptr %15, align 4, !tbaa !8
  %17 = fadd contract float %14, %16
  %18 = fneg contract float %17
  %19 = tail call float @llvm.fma.f32(float %18, float 0x3F777313A0000000, float 5.000000e-01)
  %20 = tail call float @llvm.nvvm.saturate.f(float %19) #6
  %21 = tail call float @llvm.nvvm.fma.rm.f(float %20, float 2.520000e+02, float 0x4168000020000000) #6
  %22 = fadd float %21, 0xC168000FE0000000
  %23 = fneg float %22
  %24 = tail call float @llvm.fma.f32(float %18, float 0x3FF7154760000000, float %23)
  %25 = tail call float @llvm.fma.f32(float %18, float 0x3E54AE0C00000000, float %24)
  %26 = bitcast float %21 to i32
  %27 = shl i32 %26, 23
  %28 = bitcast i32 %27 to float
  %29 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %25) #6
  %30 = fmul float %29, %28
  %31 = fadd contract float %30, 1.000000e+00
  %32 = fdiv contract float 1.000000e+00, %31
  %33 = add nsw i32 %9, %4
  %34 = sext i32 %33 to i64
  %35 = getelementptr inbounds float, ptr %0, i64 %34
  %36 = load float, ptr %35, align 4, !tbaa !8
  %37 = getelementptr inbounds float, ptr %1, i64 %34
  %38 = load float, ptr %37, align 4, !tbaa !8
  %39 = fadd contract float %36, %38
  %40 = fneg contract float %39
  %41 = tail call float @llvm.fma.f32(float %40, float 0x3F777313A0000000, float 5.000000e-01)
  %42 = tail call float @llvm.nvvm.saturate.f(float %41) #6
  %43 = tail call float @llvm.nvvm.fma.rm.f(float %42, float 2.520000e+02, float 0x4168000020000000) #6
  %44 = fadd float %43, 0xC168000FE0000000
  %45 = fneg float %44
  %46 = tail call float @llvm.fma.f32(float %40, float 0x3FF7154760000000, float %45)
  %47 = tail call float @llvm.fma.f32(float %40, float 0x3E54AE0C00000000, float %46)
  %48 = bitcast float %43 to i32
  %49 = shl i32 %48, 23
  %50 = bitcast i32 %49 to float
  %51 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %47) #6
  %52 = fmul float %51, %50
  %53 = fadd contract float %52, 1.000000e+00
  %54 = fdiv contract float 1.000000e+00, %53
  %55 = shl nsw i32 %4, 1
  %56 = add nsw i32 %55, %9
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds float, ptr %0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !8
  %60 = getelementptr inbounds float, ptr %1, i64 %57
  %61 = load float, ptr %60, align 4, !tbaa !8
  %62 = fadd contract float %59, %61
  %63 = tail call float @llvm.fabs.f32(float %62)
  %64 = fcmp ult float %63, 0x3FE3333340000000
  br i1 %64, label %78, label %65

65:                                               ; preds = %11
  %66 = fmul float %63, 0x4007154760000000
  %67 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %66) #6
  %68 = fadd float %67, 1.000000e+00
  %69 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %68) #7, !srcloc !17
  %70 = tail call float @llvm.fma.f32(float %69, float -2.000000e+00, float 1.000000e+00)
  %71 = fcmp oge float %63, 0x4022059680000000
  %72 = select i1 %71, float 1.000000e+00, float %70
  %73 = bitcast float %72 to i32
  %74 = bitcast float %62 to i32
  %75 = and i32 %74, -2147483648
  %76 = or i32 %75, %73
  %77 = bitcast i32 %76 to float
  br label %85

78:                                               ; preds = %11
  %79 = fmul float %62, %62
  %80 = tail call float @llvm.fma.f32(float %79, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %81 = tail call float @llvm.fma.f32(float %80, float %79, float 0x3FC10B2820000000)
  %82 = tail call float @llvm.fma.f32(float %81, float %79, float 0xBFD5553DA0000000)
  %83 = tail call float @llvm.fma.f32(float %82, float %79, float 0.000000e+00)
  %84 = tail call float @llvm.fma.f32(float %83, float %62, float %62)
  br label %85

85:                                               ; preds = %65, %78
  %86 = phi float [ %77, %65 ], [ %84, %78 ]
  %87 = mul nsw i32 %4, 3
  %88 = add nsw i32 %87, %9
  %89 = sext i32 %88 to i64
  %90 = getelementptr inbounds float, ptr %0, i64 %89
  %91 = load float, ptr %90, align 4, !tbaa !8
  %92 = getelementptr inbounds float, ptr %1, i64 %89
  %93 = load float, ptr %92, align 4, !tbaa !8
  %94 = fadd contract float %91, %93
  %95 = fneg contract float %94
  %96 = tail call float @llvm.fma.f32(float %95, float 0x3F777313A0000000, float 5.000000e-01)
  %97 = tail call float @llvm.nvvm.saturate.f(float %96) #6
  %98 = tail call float @llvm.nvvm.fma.rm.f(float %97, float 2.520000e+02, float 0x4168000020000000) #6
  %99 = fadd float %98, 0xC168000FE0000000
  %100 = fneg float %99
  %101 = tail call float @llvm.fma.f32(float %95, float 0x3FF7154760000000, float %100)
  %102 = tail call float @llvm.fma.f32(float %95, float 0x3E54AE0C00000000, float %101)
  %103 = bitcast float %98 to i32
  %104 = shl i32 %103, 23
  %105 = bitcast i32 %104 to float
  %106 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %102) #6
  %107 = fmul float %106, %105
  %108 = fadd contract float %107, 1.000000e+00
  %109 = fdiv contract float 1.000000e+00, %108
  %110 = getelementptr inbounds float, ptr %2, i64 %12
  %111 = load float, ptr %110, align 4, !tbaa !8
  %112 = fmul contract float %54, %111
  %113 = fmul contract float %32, %86
  %114 = fadd contract float %113, %112
  store float %114, ptr %110, align 4, !tbaa !8
  %115 = tail call float @llvm.fabs.f32(float %114)
  %116 = fcmp ult float %115, 0x3FE3333340000000
  br i1 %116, label %130, label %117

117:                                              ; preds = %85
  %118 = fmul float %115, 0x4007154760000000
  %119 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %118) #6
  %120 = fadd float %119, 1.000000e+00
  %121 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %120) #7, !srcloc !17
  %122 = tail call float @llvm.fma.f32(float %121, float -2.000000e+00, float 1.000000e+00)
  %123 = fcmp oge float %115, 0x4022059680000000
  %124 = select i1 %123, float 1.000000e+00, float %122
  %125 = bitcast float %124 to i32
  %126 = bitcast float %114 to i32
  %127 = and i32 %126, -2147483648
  %128 = or i32 %127, %125
  %129 = bitcast i32 %128 to float
  br label %137

130:                                              ; preds = %85
  %131 = fmul float %114, %114
  %132 = tail call float @llvm.fma.f32(float %131, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %133 = tail call float @llvm.fma.f32(float %132, float %131, float 0x3FC10B2820000000)
  %134 = tail call float @llvm.fma.f32(float %133, float %131, float 0xBFD5553DA0000000)
  %135 = tail call float @llvm.fma.f32(float %134, float %131, float 0.000000e+00)
  %136 = tail call float @llvm.fma.f32(float %135, float %114, float %114)
  br label %137

137:                                              ; preds = %117, %130
  %138 = phi float [ %129, %117 ], [ %136, %130 ]
  %139 = fmul contract float %109, %138
  %140 = getelementptr inbounds float, ptr %3, i64 %12
  store float %139, ptr %140, align 4, !tbaa !8
  br label %141

141:                                              ; preds = %137, %5
  ret void
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

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z9lstm_gemvPKfS0_S0_S0_S0_S0_S0_S0_S0_S0_Pfii, !"kernel", i32 1}
!5 = !{ptr @_Z10lstm_solvePKfS0_PfS1_i, !"kernel", i32 1}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
!12 = distinct !{!12, !13}
!13 = !{!"llvm.loop.mustprogress"}
!14 = distinct !{!14, !13}
!15 = distinct !{!15, !13}
!16 = distinct !{!16, !13}
!17 = !{i32 20968}
