; ModuleID = 'tests/cuda/exec_basics.cu'
source_filename = "tests/cuda/exec_basics.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

%printf_args = type { i32, i32, double, ptr }

@partial = external dso_local local_unnamed_addr addrspace(3) global [0 x float], align 4
@.str = private unnamed_addr constant [30 x i8] c"block %d of %d: x = %.2f, %s\0A\00", align 1
@.str1 = private unnamed_addr constant [14 x i8] c"device printf\00", align 1
@__cudart_i2opi_f = internal unnamed_addr addrspace(1) constant [6 x i32] [i32 1011060801, i32 -614296167, i32 -181084736, i32 -64530479, i32 1313084713, i32 -1560706194], align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9scale_expPfPKffi(ptr nocapture noundef writeonly %0, ptr nocapture noundef readonly %1, float noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %29

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %1, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !12
  %15 = tail call float @llvm.fma.f32(float %14, float 0x3F777313A0000000, float 5.000000e-01)
  %16 = tail call float @llvm.nvvm.saturate.f(float %15) #10
  %17 = tail call float @llvm.nvvm.fma.rm.f(float %16, float 2.520000e+02, float 0x4168000020000000) #10
  %18 = fadd float %17, 0xC168000FE0000000
  %19 = fneg float %18
  %20 = tail call float @llvm.fma.f32(float %14, float 0x3FF7154760000000, float %19)
  %21 = tail call float @llvm.fma.f32(float %14, float 0x3E54AE0C00000000, float %20)
  %22 = bitcast float %17 to i32
  %23 = shl i32 %22, 23
  %24 = bitcast i32 %23 to float
  %25 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %21) #10
  %26 = fmul float %25, %24
  %27 = fmul contract float %26, %2
  %28 = getelementptr inbounds float, ptr %0, i64 %12
  store float %27, ptr %28, align 4, !tbaa !12
  br label %29

29:                                               ; preds = %11, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9block_sumPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = add i32 %7, %4
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %14

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = load float, ptr %12, align 4, !tbaa !12
  br label %14

14:                                               ; preds = %3, %10
  %15 = phi contract float [ %13, %10 ], [ 0.000000e+00, %3 ]
  %16 = sext i32 %4 to i64
  %17 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @partial to ptr), i64 0, i64 %16
  store float %15, ptr %17, align 4, !tbaa !12
  tail call void @llvm.nvvm.barrier0()
  %18 = icmp ult i32 %6, 2
  br i1 %18, label %19, label %21

19:                                               ; preds = %32, %14
  %20 = icmp eq i32 %4, 0
  br i1 %20, label %34, label %37

21:                                               ; preds = %14, %32
  %22 = phi i32 [ %23, %32 ], [ %6, %14 ]
  %23 = lshr i32 %22, 1
  %24 = icmp slt i32 %4, %23
  br i1 %24, label %25, label %32

25:                                               ; preds = %21
  %26 = add nsw i32 %23, %4
  %27 = sext i32 %26 to i64
  %28 = getelementptr inbounds [0 x float], ptr addrspacecast (ptr addrspace(3) @partial to ptr), i64 0, i64 %27
  %29 = load float, ptr %28, align 4, !tbaa !12
  %30 = load float, ptr %17, align 4, !tbaa !12
  %31 = fadd contract float %29, %30
  store float %31, ptr %17, align 4, !tbaa !12
  br label %32

32:                                               ; preds = %25, %21
  tail call void @llvm.nvvm.barrier0()
  %33 = icmp ult i32 %22, 4
  br i1 %33, label %19, label %21, !llvm.loop !16

34:                                               ; preds = %19
  %35 = load float, ptr addrspacecast (ptr addrspace(3) @partial to ptr), align 4, !tbaa !12
  %36 = atomicrmw fadd ptr %1, float %35 seq_cst, align 4
  br label %37

37:                                               ; preds = %34, %19
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #2

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9transposePKiPiii(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.y()
  %12 = mul i32 %10, %11
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %14 = add i32 %12, %13
  %15 = icmp slt i32 %14, %2
  %16 = icmp slt i32 %9, %3
  %17 = and i1 %15, %16
  br i1 %17, label %18, label %28

18:                                               ; preds = %4
  %19 = mul nsw i32 %14, %3
  %20 = add nsw i32 %19, %9
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds i32, ptr %0, i64 %21
  %23 = load i32, ptr %22, align 4, !tbaa !18
  %24 = mul nsw i32 %9, %2
  %25 = add nsw i32 %24, %14
  %26 = sext i32 %25 to i64
  %27 = getelementptr inbounds i32, ptr %1, i64 %26
  store i32 %23, ptr %27, align 4, !tbaa !18
  br label %28

28:                                               ; preds = %18, %4
  ret void
}

; Function Attrs: mustprogress norecurse nounwind
define dso_local void @_Z5hellof(float noundef %0) local_unnamed_addr #3 {
  %2 = alloca %printf_args, align 8
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = icmp eq i32 %3, 1
  br i1 %4, label %5, label %13

5:                                                ; preds = %1
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %8 = fpext float %0 to double
  store i32 %6, ptr %2, align 8
  %9 = getelementptr inbounds %printf_args, ptr %2, i64 0, i32 1
  store i32 %7, ptr %9, align 4
  %10 = getelementptr inbounds %printf_args, ptr %2, i64 0, i32 2
  store double %8, ptr %10, align 8
  %11 = getelementptr inbounds %printf_args, ptr %2, i64 0, i32 3
  store ptr @.str1, ptr %11, align 8
  %12 = call i32 @vprintf(ptr nonnull @.str, ptr nonnull %2) #10
  br label %13

13:                                               ; preds = %5, %1
  ret void
}

declare i32 @vprintf(ptr, ptr) local_unnamed_addr

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z8warp_opsPKiPiPjS1_(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef writeonly %2, ptr nocapture noundef writeonly %3) local_unnamed_addr #1 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %7 = mul i32 %5, %6
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds i32, ptr %0, i64 %10
  %12 = load i32, ptr %11, align 4, !tbaa !18
  %13 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %12, i32 16, i32 31)
  %14 = add nsw i32 %13, %12
  %15 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %14, i32 8, i32 31)
  %16 = add nsw i32 %15, %14
  %17 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %16, i32 4, i32 31)
  %18 = add nsw i32 %17, %16
  %19 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %18, i32 2, i32 31)
  %20 = add nsw i32 %19, %18
  %21 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %20, i32 1, i32 31)
  %22 = and i32 %12, 1
  %23 = icmp ne i32 %22, 0
  %24 = tail call i32 @llvm.nvvm.vote.ballot.sync(i32 -1, i1 %23)
  %25 = tail call i32 @llvm.nvvm.shfl.sync.idx.i32(i32 -1, i32 %12, i32 0, i32 31)
  tail call void @llvm.nvvm.bar.warp.sync(i32 -1)
  %26 = and i32 %8, 31
  %27 = icmp eq i32 %26, 0
  br i1 %27, label %28, label %34

28:                                               ; preds = %4
  %29 = add nsw i32 %21, %20
  %30 = sdiv i32 %9, 32
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds i32, ptr %1, i64 %31
  store i32 %29, ptr %32, align 4, !tbaa !18
  %33 = getelementptr inbounds i32, ptr %2, i64 %31
  store i32 %24, ptr %33, align 4, !tbaa !18
  br label %34

34:                                               ; preds = %28, %4
  %35 = getelementptr inbounds i32, ptr %3, i64 %10
  store i32 %25, ptr %35, align 4, !tbaa !18
  ret void
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z11device_mathPfPdPKf(ptr nocapture noundef writeonly %0, ptr nocapture noundef writeonly %1, ptr nocapture noundef readonly %2) local_unnamed_addr #4 {
  %4 = alloca [7 x i32], align 4
  %5 = alloca [7 x i32], align 4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %2, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !12
  %10 = mul nsw i32 %6, 11
  %11 = sext i32 %10 to i64
  %12 = getelementptr inbounds float, ptr %0, i64 %11
  %13 = tail call float @llvm.fma.f32(float %9, float 0x3F777313A0000000, float 5.000000e-01)
  %14 = tail call float @llvm.nvvm.saturate.f(float %13) #10
  %15 = tail call float @llvm.nvvm.fma.rm.f(float %14, float 2.520000e+02, float 0x4168000020000000) #10
  %16 = fadd float %15, 0xC168000FE0000000
  %17 = fneg float %16
  %18 = tail call float @llvm.fma.f32(float %9, float 0x3FF7154760000000, float %17)
  %19 = tail call float @llvm.fma.f32(float %9, float 0x3E54AE0C00000000, float %18)
  %20 = bitcast float %15 to i32
  %21 = shl i32 %20, 23
  %22 = bitcast i32 %21 to float
  %23 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %19) #10
  %24 = fmul float %23, %22
  store float %24, ptr %12, align 4, !tbaa !12
  %25 = tail call float @llvm.fabs.f32(float %9)
  %26 = fadd contract float %25, 1.000000e+00
  %27 = fcmp olt float %26, 0x3810000000000000
  %28 = fmul float %26, 0x4160000000000000
  %29 = select i1 %27, float %28, float %26
  %30 = select i1 %27, float -2.300000e+01, float 0.000000e+00
  %31 = bitcast float %29 to i32
  %32 = add i32 %31, -1059760811
  %33 = and i32 %32, -8388608
  %34 = sub i32 %31, %33
  %35 = bitcast i32 %34 to float
  %36 = sitofp i32 %33 to float
  %37 = tail call float @llvm.fma.f32(float %36, float 0x3E80000000000000, float %30)
  %38 = fadd float %35, -1.000000e+00
  %39 = tail call float @llvm.fma.f32(float %38, float 0xBFC0AA04E0000000, float 0x3FC2073EC0000000)
  %40 = tail call float @llvm.fma.f32(float %39, float %38, float 0xBFBF19B980000000)
  %41 = tail call float @llvm.fma.f32(float %40, float %38, float 0x3FC1E52AA0000000)
  %42 = tail call float @llvm.fma.f32(float %41, float %38, float 0xBFC55B1720000000)
  %43 = tail call float @llvm.fma.f32(float %42, float %38, float 0x3FC99DA160000000)
  %44 = tail call float @llvm.fma.f32(float %43, float %38, float 0xBFCFFFE440000000)
  %45 = tail call float @llvm.fma.f32(float %44, float %38, float 0x3FD5554F00000000)
  %46 = tail call float @llvm.fma.f32(float %45, float %38, float -5.000000e-01)
  %47 = fmul float %38, %46
  %48 = tail call float @llvm.fma.f32(float %47, float %38, float %38)
  %49 = tail call float @llvm.fma.f32(float %37, float 0x3FE62E4300000000, float %48)
  %50 = icmp ugt i32 %31, 2139095039
  %51 = tail call float @llvm.fma.f32(float %29, float 0x7FF0000000000000, float 0x7FF0000000000000)
  %52 = select i1 %50, float %51, float %49
  %53 = fcmp oeq float %29, 0.000000e+00
  %54 = select i1 %53, float 0xFFF0000000000000, float %52
  %55 = getelementptr inbounds float, ptr %12, i64 1
  store float %54, ptr %55, align 4, !tbaa !12
  %56 = fcmp ult float %25, 0x3FE3333340000000
  br i1 %56, label %70, label %57

57:                                               ; preds = %3
  %58 = fmul float %25, 0x4007154760000000
  %59 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %58) #10
  %60 = fadd float %59, 1.000000e+00
  %61 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %60) #11, !srcloc !20
  %62 = tail call float @llvm.fma.f32(float %61, float -2.000000e+00, float 1.000000e+00)
  %63 = fcmp oge float %25, 0x4022059680000000
  %64 = select i1 %63, float 1.000000e+00, float %62
  %65 = bitcast float %64 to i32
  %66 = bitcast float %9 to i32
  %67 = and i32 %66, -2147483648
  %68 = or i32 %67, %65
  %69 = bitcast i32 %68 to float
  br label %77

70:                                               ; preds = %3
  %71 = fmul float %9, %9
  %72 = tail call float @llvm.fma.f32(float %71, float 0x3F901E1040000000, float 0xBFAAC795C0000000)
  %73 = tail call float @llvm.fma.f32(float %72, float %71, float 0x3FC10B2820000000)
  %74 = tail call float @llvm.fma.f32(float %73, float %71, float 0xBFD5553DA0000000)
  %75 = tail call float @llvm.fma.f32(float %74, float %71, float 0.000000e+00)
  %76 = tail call float @llvm.fma.f32(float %75, float %9, float %9)
  br label %77

77:                                               ; preds = %57, %70
  %78 = phi float [ %69, %57 ], [ %76, %70 ]
  %79 = getelementptr inbounds float, ptr %12, i64 2
  store float %78, ptr %79, align 4, !tbaa !12
  %80 = tail call float @llvm.nvvm.sqrt.approx.f(float %25) #10
  %81 = getelementptr inbounds float, ptr %12, i64 3
  store float %80, ptr %81, align 4, !tbaa !12
  %82 = tail call float @llvm.nvvm.rsqrt.approx.f(float %26)
  %83 = getelementptr inbounds float, ptr %12, i64 4
  store float %82, ptr %83, align 4, !tbaa !12
  %84 = fcmp olt float %25, 0x3810000000000000
  %85 = fmul float %25, 0x4170000000000000
  %86 = select i1 %84, float %85, float %25
  %87 = bitcast float %86 to i32
  %88 = and i32 %87, 8388607
  %89 = or i32 %88, 1065353216
  %90 = bitcast i32 %89 to float
  %91 = fcmp ogt float %90, 0x3FF6A09E60000000
  %92 = fmul float %90, 5.000000e-01
  %93 = select i1 %91, float %92, float %90
  %94 = fadd float %93, 1.000000e+00
  %95 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %94) #11, !srcloc !20
  %96 = fcmp oeq float %9, 0.000000e+00
  br i1 %96, label %168, label %97

97:                                               ; preds = %77
  %98 = select i1 %84, float -1.510000e+02, float -1.270000e+02
  %99 = lshr i32 %87, 23
  %100 = uitofp i32 %99 to float
  %101 = fadd float %98, %100
  %102 = fadd float %101, 1.000000e+00
  %103 = select i1 %91, float %102, float %101
  %104 = fmul float %103, 0x3FE62E4000000000
  %105 = fadd float %93, -1.000000e+00
  %106 = fmul float %105, 2.000000e+00
  %107 = fmul float %106, %95
  %108 = fmul float %107, %107
  %109 = tail call float @llvm.fma.f32(float %108, float 0x3F631E1FC0000000, float 0x3F8995EC60000000)
  %110 = tail call float @llvm.fma.f32(float %109, float %108, float 0x3FB55557A0000000)
  %111 = fmul float %108, %110
  %112 = fmul float %107, %111
  %113 = fadd float %107, %112
  %114 = fsub float %107, %113
  %115 = fadd float %112, %114
  %116 = fneg float %107
  %117 = fsub float %105, %107
  %118 = fmul float %117, 2.000000e+00
  %119 = tail call float @llvm.fma.f32(float %116, float %105, float %118)
  %120 = fmul float %95, %119
  %121 = fadd float %120, %115
  %122 = fadd float %113, %121
  %123 = fadd float %104, %122
  %124 = fsub float %104, %123
  %125 = fadd float %122, %124
  %126 = fsub float %113, %122
  %127 = fadd float %121, %126
  %128 = fadd float %127, %125
  %129 = fmul float %103, 0x3EB7F7D1C0000000
  %130 = fadd float %129, %128
  %131 = fadd float %123, %130
  %132 = fmul float %131, 1.500000e+00
  %133 = fsub float %123, %131
  %134 = fadd float %130, %133
  %135 = fneg float %132
  %136 = tail call float @llvm.fma.f32(float %131, float 1.500000e+00, float %135)
  %137 = tail call float @llvm.fma.f32(float %134, float 1.500000e+00, float %136)
  %138 = tail call float @llvm.fma.f32(float %131, float 0.000000e+00, float %137)
  %139 = fadd float %132, %138
  %140 = bitcast float %139 to i32
  %141 = icmp eq i32 %140, 1118925336
  %142 = select i1 %141, float 0x40562E42E0000000, float %139
  %143 = fsub float %132, %139
  %144 = fadd float %138, %143
  %145 = fadd float %144, 0x3EE0000000000000
  %146 = select i1 %141, float %145, float %144
  %147 = fmul float %142, 0x3FF7154760000000
  %148 = tail call float @llvm.trunc.f32(float %147)
  %149 = tail call float @llvm.fabs.f32(float %148)
  %150 = fcmp ogt float %149, 1.260000e+02
  %151 = bitcast float %148 to i32
  %152 = and i32 %151, -2147483648
  %153 = or i32 %152, 1123811328
  %154 = bitcast i32 %153 to float
  %155 = select i1 %150, float %154, float %148
  %156 = tail call float @llvm.fma.f32(float %155, float 0xBFE62E4300000000, float %142)
  %157 = tail call float @llvm.fma.f32(float %155, float 0x3E205C6100000000, float %156)
  %158 = fmul float %157, 0x3FF7154760000000
  %159 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %158) #10
  %160 = fadd float %155, 0x4168000FE0000000
  %161 = bitcast float %160 to i32
  %162 = shl i32 %161, 23
  %163 = bitcast i32 %162 to float
  %164 = fmul float %159, %163
  %165 = fcmp une float %164, 0x7FF0000000000000
  %166 = tail call float @llvm.fma.f32(float %164, float %146, float %164)
  %167 = select i1 %165, float %166, float %164
  br label %168

168:                                              ; preds = %97, %77
  %169 = phi float [ %167, %97 ], [ 0.000000e+00, %77 ]
  %170 = fadd float %25, 1.500000e+00
  %171 = bitcast float %170 to i32
  %172 = icmp sgt i32 %171, 2139095039
  br i1 %172, label %173, label %178

173:                                              ; preds = %168
  %174 = fcmp ugt float %25, 0x7FF0000000000000
  br i1 %174, label %178, label %175

175:                                              ; preds = %173
  %176 = fcmp oeq float %25, 0x7FF0000000000000
  br i1 %176, label %177, label %178

177:                                              ; preds = %175
  br label %178

178:                                              ; preds = %173, %168, %175, %177
  %179 = phi float [ %169, %168 ], [ 0x7FF0000000000000, %177 ], [ %169, %175 ], [ %170, %173 ]
  %180 = fcmp oeq float %25, 1.000000e+00
  %181 = select i1 %180, float 1.000000e+00, float %179
  %182 = getelementptr inbounds float, ptr %12, i64 5
  store float %181, ptr %182, align 4, !tbaa !12
  %183 = fmul float %9, 0x3FF7154760000000
  %184 = tail call float @llvm.nvvm.ex2.approx.f(float %183) #10
  %185 = getelementptr inbounds float, ptr %12, i64 6
  store float %184, ptr %185, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %5)
  %186 = fmul float %9, 0x3FE45F3060000000
  %187 = tail call i32 @llvm.nvvm.f2i.rn(float %186) #10
  %188 = sitofp i32 %187 to float
  %189 = tail call float @llvm.fma.f32(float %188, float 0xBFF921FB40000000, float %9)
  %190 = tail call float @llvm.fma.f32(float %188, float 0xBE74442D00000000, float %189)
  %191 = tail call float @llvm.fma.f32(float %188, float 0xBCF84698A0000000, float %190)
  %192 = fcmp ult float %25, 1.056150e+05
  br i1 %192, label %270, label %193

193:                                              ; preds = %178
  %194 = fcmp oeq float %25, 0x7FF0000000000000
  br i1 %194, label %195, label %197

195:                                              ; preds = %193
  %196 = fmul float %9, 0.000000e+00
  br label %270

197:                                              ; preds = %193
  %198 = bitcast float %9 to i32
  %199 = lshr i32 %198, 23
  %200 = shl i32 %198, 8
  %201 = or i32 %200, -2147483648
  br label %202

202:                                              ; preds = %202, %197
  %203 = phi i32 [ 0, %197 ], [ %212, %202 ]
  %204 = phi i32 [ 0, %197 ], [ %210, %202 ]
  %205 = zext i32 %203 to i64
  %206 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %205
  %207 = load i32, ptr addrspace(1) %206, align 4
  %208 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %207, i32 %201, i32 %204) #11, !srcloc !21
  %209 = extractvalue { i32, i32 } %208, 0
  %210 = extractvalue { i32, i32 } %208, 1
  %211 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %205
  store i32 %209, ptr %211, align 4
  %212 = add nuw nsw i32 %203, 1
  %213 = icmp eq i32 %212, 6
  br i1 %213, label %214, label %202, !llvm.loop !22

214:                                              ; preds = %202
  %215 = extractvalue { i32, i32 } %208, 1
  %216 = and i32 %199, 224
  %217 = add nsw i32 %216, -128
  %218 = lshr exact i32 %217, 5
  %219 = and i32 %198, -2147483648
  %220 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 6
  store i32 %215, ptr %220, align 4
  %221 = and i32 %199, 31
  %222 = sub nsw i32 6, %218
  %223 = sext i32 %222 to i64
  %224 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %223
  %225 = load i32, ptr %224, align 4
  %226 = sub nsw i32 5, %218
  %227 = sext i32 %226 to i64
  %228 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %227
  %229 = load i32, ptr %228, align 4
  %230 = icmp eq i32 %221, 0
  br i1 %230, label %243, label %231

231:                                              ; preds = %214
  %232 = sub nsw i32 4, %218
  %233 = sext i32 %232 to i64
  %234 = getelementptr inbounds [7 x i32], ptr %5, i64 0, i64 %233
  %235 = shl i32 %229, %221
  %236 = shl i32 %225, %221
  %237 = sub nuw nsw i32 32, %221
  %238 = lshr i32 %229, %237
  %239 = add i32 %238, %236
  %240 = load i32, ptr %234, align 4
  %241 = lshr i32 %240, %237
  %242 = add i32 %241, %235
  br label %243

243:                                              ; preds = %231, %214
  %244 = phi i32 [ %239, %231 ], [ %225, %214 ]
  %245 = phi i32 [ %242, %231 ], [ %229, %214 ]
  %246 = lshr i32 %244, 30
  %247 = tail call i32 @llvm.fshl.i32(i32 %244, i32 %245, i32 2)
  %248 = shl i32 %245, 2
  %249 = lshr i32 %247, 31
  %250 = add nuw nsw i32 %249, %246
  %251 = icmp eq i32 %219, 0
  %252 = sub nsw i32 0, %250
  %253 = select i1 %251, i32 %250, i32 %252
  %254 = icmp slt i32 %247, 0
  %255 = xor i32 %219, -2147483648
  %256 = select i1 %254, i32 %255, i32 %219
  %257 = ashr i32 %247, 31
  %258 = xor i32 %257, %247
  %259 = xor i32 %257, %248
  %260 = zext i32 %258 to i64
  %261 = shl nuw i64 %260, 32
  %262 = zext i32 %259 to i64
  %263 = or i64 %261, %262
  %264 = sitofp i64 %263 to double
  %265 = fmul double %264, 0x3BF921FB54442D19
  %266 = fptrunc double %265 to float
  %267 = icmp eq i32 %256, 0
  %268 = fneg float %266
  %269 = select i1 %267, float %266, float %268
  br label %270

270:                                              ; preds = %178, %195, %243
  %271 = phi i32 [ %187, %178 ], [ 0, %195 ], [ %253, %243 ]
  %272 = phi float [ %191, %178 ], [ %196, %195 ], [ %269, %243 ]
  %273 = fmul float %272, %272
  %274 = and i32 %271, 1
  %275 = icmp eq i32 %274, 0
  %276 = select i1 %275, float %272, float 1.000000e+00
  %277 = tail call float @llvm.fma.f32(float %273, float %276, float 0.000000e+00)
  %278 = tail call float @llvm.fma.f32(float %273, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %279 = select i1 %275, float 0xBF29A82A60000000, float %278
  %280 = select i1 %275, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %281 = tail call float @llvm.fma.f32(float %279, float %273, float %280)
  %282 = select i1 %275, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %283 = tail call float @llvm.fma.f32(float %281, float %273, float %282)
  %284 = tail call float @llvm.fma.f32(float %283, float %277, float %276)
  %285 = and i32 %271, 2
  %286 = icmp eq i32 %285, 0
  %287 = tail call float @llvm.fma.f32(float %284, float -1.000000e+00, float 0.000000e+00)
  %288 = select i1 %286, float %284, float %287
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %5)
  %289 = getelementptr inbounds float, ptr %12, i64 7
  store float %288, ptr %289, align 4, !tbaa !12
  call void @llvm.lifetime.start.p0(i64 28, ptr nonnull %4)
  br i1 %192, label %367, label %290

290:                                              ; preds = %270
  %291 = fcmp oeq float %25, 0x7FF0000000000000
  br i1 %291, label %292, label %294

292:                                              ; preds = %290
  %293 = fmul float %9, 0.000000e+00
  br label %367

294:                                              ; preds = %290
  %295 = bitcast float %9 to i32
  %296 = lshr i32 %295, 23
  %297 = shl i32 %295, 8
  %298 = or i32 %297, -2147483648
  br label %299

299:                                              ; preds = %299, %294
  %300 = phi i32 [ 0, %294 ], [ %309, %299 ]
  %301 = phi i32 [ 0, %294 ], [ %307, %299 ]
  %302 = zext i32 %300 to i64
  %303 = getelementptr inbounds [6 x i32], ptr addrspace(1) @__cudart_i2opi_f, i64 0, i64 %302
  %304 = load i32, ptr addrspace(1) %303, align 4
  %305 = tail call { i32, i32 } asm "{\0A\09mad.lo.cc.u32   $0, $2, $3, $4;\0A\09madc.hi.u32     $1, $2, $3,  0;\0A\09}", "=r,=r,r,r,r"(i32 %304, i32 %298, i32 %301) #11, !srcloc !21
  %306 = extractvalue { i32, i32 } %305, 0
  %307 = extractvalue { i32, i32 } %305, 1
  %308 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %302
  store i32 %306, ptr %308, align 4
  %309 = add nuw nsw i32 %300, 1
  %310 = icmp eq i32 %309, 6
  br i1 %310, label %311, label %299, !llvm.loop !22

311:                                              ; preds = %299
  %312 = extractvalue { i32, i32 } %305, 1
  %313 = and i32 %296, 224
  %314 = add nsw i32 %313, -128
  %315 = lshr exact i32 %314, 5
  %316 = and i32 %295, -2147483648
  %317 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 6
  store i32 %312, ptr %317, align 4
  %318 = and i32 %296, 31
  %319 = sub nsw i32 6, %315
  %320 = sext i32 %319 to i64
  %321 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %320
  %322 = load i32, ptr %321, align 4
  %323 = sub nsw i32 5, %315
  %324 = sext i32 %323 to i64
  %325 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %324
  %326 = load i32, ptr %325, align 4
  %327 = icmp eq i32 %318, 0
  br i1 %327, label %340, label %328

328:                                              ; preds = %311
  %329 = sub nsw i32 4, %315
  %330 = sext i32 %329 to i64
  %331 = getelementptr inbounds [7 x i32], ptr %4, i64 0, i64 %330
  %332 = shl i32 %326, %318
  %333 = shl i32 %322, %318
  %334 = sub nuw nsw i32 32, %318
  %335 = lshr i32 %326, %334
  %336 = add i32 %335, %333
  %337 = load i32, ptr %331, align 4
  %338 = lshr i32 %337, %334
  %339 = add i32 %338, %332
  br label %340

340:                                              ; preds = %328, %311
  %341 = phi i32 [ %336, %328 ], [ %322, %311 ]
  %342 = phi i32 [ %339, %328 ], [ %326, %311 ]
  %343 = lshr i32 %341, 30
  %344 = tail call i32 @llvm.fshl.i32(i32 %341, i32 %342, i32 2)
  %345 = shl i32 %342, 2
  %346 = lshr i32 %344, 31
  %347 = add nuw nsw i32 %346, %343
  %348 = icmp eq i32 %316, 0
  %349 = sub nsw i32 0, %347
  %350 = select i1 %348, i32 %347, i32 %349
  %351 = icmp slt i32 %344, 0
  %352 = xor i32 %316, -2147483648
  %353 = select i1 %351, i32 %352, i32 %316
  %354 = ashr i32 %344, 31
  %355 = xor i32 %354, %344
  %356 = xor i32 %354, %345
  %357 = zext i32 %355 to i64
  %358 = shl nuw i64 %357, 32
  %359 = zext i32 %356 to i64
  %360 = or i64 %358, %359
  %361 = sitofp i64 %360 to double
  %362 = fmul double %361, 0x3BF921FB54442D19
  %363 = fptrunc double %362 to float
  %364 = icmp eq i32 %353, 0
  %365 = fneg float %363
  %366 = select i1 %364, float %363, float %365
  br label %367

367:                                              ; preds = %270, %292, %340
  %368 = phi i32 [ %187, %270 ], [ 0, %292 ], [ %350, %340 ]
  %369 = phi float [ %191, %270 ], [ %293, %292 ], [ %366, %340 ]
  %370 = add i32 %368, 1
  %371 = fmul float %369, %369
  %372 = and i32 %370, 1
  %373 = icmp eq i32 %372, 0
  %374 = select i1 %373, float %369, float 1.000000e+00
  %375 = tail call float @llvm.fma.f32(float %371, float %374, float 0.000000e+00)
  %376 = tail call float @llvm.fma.f32(float %371, float 0x3EF9758000000000, float 0xBF56C0FDA0000000)
  %377 = select i1 %373, float 0xBF29A82A60000000, float %376
  %378 = select i1 %373, float 0x3F8110BC80000000, float 0x3FA5555760000000
  %379 = tail call float @llvm.fma.f32(float %377, float %371, float %378)
  %380 = select i1 %373, float 0xBFC5555500000000, float 0xBFDFFFFFE0000000
  %381 = tail call float @llvm.fma.f32(float %379, float %371, float %380)
  %382 = tail call float @llvm.fma.f32(float %381, float %375, float %374)
  %383 = and i32 %370, 2
  %384 = icmp eq i32 %383, 0
  %385 = tail call float @llvm.fma.f32(float %382, float -1.000000e+00, float 0.000000e+00)
  %386 = select i1 %384, float %382, float %385
  call void @llvm.lifetime.end.p0(i64 28, ptr nonnull %4)
  %387 = getelementptr inbounds float, ptr %12, i64 8
  store float %386, ptr %387, align 4, !tbaa !12
  %388 = tail call float @llvm.nvvm.div.approx.f(float %9, float 3.000000e+00)
  %389 = getelementptr inbounds float, ptr %12, i64 9
  store float %388, ptr %389, align 4, !tbaa !12
  %390 = tail call float @llvm.maxnum.f32(float %9, float 0x3FB99999A0000000)
  %391 = getelementptr inbounds float, ptr %12, i64 10
  store float %390, ptr %391, align 4, !tbaa !12
  %392 = fpext float %9 to double
  %393 = tail call double @llvm.fma.f64(double %392, double 0x3FF71547652B82FE, double 0x4338000000000000)
  %394 = tail call i32 @llvm.nvvm.d2i.lo(double %393) #10
  %395 = fadd double %393, 0xC338000000000000
  %396 = tail call double @llvm.fma.f64(double %395, double 0xBFE62E42FEFA39EF, double %392)
  %397 = tail call double @llvm.fma.f64(double %395, double 0xBC7ABC9E3B39803F, double %396)
  %398 = tail call double @llvm.fma.f64(double %397, double 0x3E5ADE1569CE2BDF, double 0x3E928AF3FCA213EA)
  %399 = tail call double @llvm.fma.f64(double %398, double %397, double 0x3EC71DEE62401315)
  %400 = tail call double @llvm.fma.f64(double %399, double %397, double 0x3EFA01997C89EB71)
  %401 = tail call double @llvm.fma.f64(double %400, double %397, double 0x3F2A01A014761F65)
  %402 = tail call double @llvm.fma.f64(double %401, double %397, double 0x3F56C16C1852B7AF)
  %403 = tail call double @llvm.fma.f64(double %402, double %397, double 0x3F81111111122322)
  %404 = tail call double @llvm.fma.f64(double %403, double %397, double 0x3FA55555555502A1)
  %405 = tail call double @llvm.fma.f64(double %404, double %397, double 0x3FC5555555555511)
  %406 = tail call double @llvm.fma.f64(double %405, double %397, double 0x3FE000000000000B)
  %407 = tail call double @llvm.fma.f64(double %406, double %397, double 1.000000e+00)
  %408 = tail call double @llvm.fma.f64(double %407, double %397, double 1.000000e+00)
  %409 = tail call i32 @llvm.nvvm.d2i.lo(double %408) #10
  %410 = tail call i32 @llvm.nvvm.d2i.hi(double %408) #10
  %411 = shl i32 %394, 20
  %412 = add i32 %410, %411
  %413 = tail call double @llvm.nvvm.lohi.i2d(i32 %409, i32 %412) #10
  %414 = tail call i32 @llvm.nvvm.d2i.hi(double %392) #10
  %415 = bitcast i32 %414 to float
  %416 = tail call float @llvm.fabs.f32(float %415)
  %417 = fcmp olt float %416, 0x4010C46560000000
  br i1 %417, label %433, label %418

418:                                              ; preds = %367
  %419 = fcmp olt float %9, 0.000000e+00
  %420 = fadd double %392, 0x7FF0000000000000
  %421 = select i1 %419, double 0.000000e+00, double %420
  %422 = fcmp olt float %416, 0x4010E90000000000
  br i1 %422, label %423, label %433

423:                                              ; preds = %418
  %424 = sdiv i32 %394, 2
  %425 = shl i32 %424, 20
  %426 = add i32 %410, %425
  %427 = tail call double @llvm.nvvm.lohi.i2d(i32 %409, i32 %426) #10
  %428 = sub nsw i32 %394, %424
  %429 = shl i32 %428, 20
  %430 = add nsw i32 %429, 1072693248
  %431 = tail call double @llvm.nvvm.lohi.i2d(i32 0, i32 %430) #10
  %432 = fmul double %431, %427
  br label %433

433:                                              ; preds = %367, %418, %423
  %434 = phi double [ %413, %367 ], [ %432, %423 ], [ %421, %418 ]
  %435 = mul nsw i32 %6, 3
  %436 = sext i32 %435 to i64
  %437 = getelementptr inbounds double, ptr %1, i64 %436
  store double %434, ptr %437, align 8, !tbaa !24
  %438 = fpext float %25 to double
  %439 = fadd contract double %438, 1.000000e+00
  %440 = tail call i32 @llvm.nvvm.d2i.hi(double %439) #10
  %441 = tail call i32 @llvm.nvvm.d2i.lo(double %439) #10
  %442 = icmp slt i32 %440, 1048576
  br i1 %442, label %443, label %447

443:                                              ; preds = %433
  %444 = fmul double %439, 0x4350000000000000
  %445 = tail call i32 @llvm.nvvm.d2i.lo(double %444) #10
  %446 = tail call i32 @llvm.nvvm.d2i.hi(double %444) #10
  br label %447

447:                                              ; preds = %443, %433
  %448 = phi double [ %444, %443 ], [ %439, %433 ]
  %449 = phi i32 [ %446, %443 ], [ %440, %433 ]
  %450 = phi i32 [ %445, %443 ], [ %441, %433 ]
  %451 = phi i32 [ -1077, %443 ], [ -1023, %433 ]
  %452 = add i32 %449, -1
  %453 = icmp ult i32 %452, 2146435071
  br i1 %453, label %454, label %503

454:                                              ; preds = %447
  %455 = lshr i32 %449, 20
  %456 = add nsw i32 %451, %455
  %457 = and i32 %449, -2146435073
  %458 = or i32 %457, 1072693248
  %459 = tail call double @llvm.nvvm.lohi.i2d(i32 %450, i32 %458) #10
  %460 = icmp ugt i32 %458, 1073127582
  %461 = tail call i32 @llvm.nvvm.d2i.lo(double %459) #10
  %462 = tail call i32 @llvm.nvvm.d2i.hi(double %459) #10
  %463 = add i32 %462, -1048576
  %464 = tail call double @llvm.nvvm.lohi.i2d(i32 %461, i32 %463) #10
  %465 = select i1 %460, double %464, double %459
  %466 = zext i1 %460 to i32
  %467 = add nsw i32 %456, %466
  %468 = fadd double %465, -1.000000e+00
  %469 = fadd double %465, 1.000000e+00
  %470 = tail call double @llvm.nvvm.rcp.approx.ftz.d(double %469) #10
  %471 = fneg double %469
  %472 = tail call double @llvm.fma.f64(double %471, double %470, double 1.000000e+00)
  %473 = tail call double @llvm.fma.f64(double %472, double %472, double %472)
  %474 = tail call double @llvm.fma.f64(double %473, double %470, double %470)
  %475 = fmul double %468, %474
  %476 = fadd double %475, %475
  %477 = fmul double %476, %476
  %478 = tail call double @llvm.fma.f64(double %477, double 0x3EB1380B3AE80F1E, double 0x3ED0EE258B7A8B04)
  %479 = tail call double @llvm.fma.f64(double %478, double %477, double 0x3EF3B2669F02676F)
  %480 = tail call double @llvm.fma.f64(double %479, double %477, double 0x3F1745CBA9AB0956)
  %481 = tail call double @llvm.fma.f64(double %480, double %477, double 0x3F3C71C72D1B5154)
  %482 = tail call double @llvm.fma.f64(double %481, double %477, double 0x3F624924923BE72D)
  %483 = tail call double @llvm.fma.f64(double %482, double %477, double 0x3F8999999999A3C4)
  %484 = tail call double @llvm.fma.f64(double %483, double %477, double 0x3FB5555555555554)
  %485 = fsub double %468, %476
  %486 = fmul double %485, 2.000000e+00
  %487 = fneg double %476
  %488 = tail call double @llvm.fma.f64(double %487, double %468, double %486)
  %489 = fmul double %474, %488
  %490 = fmul double %477, %484
  %491 = tail call double @llvm.fma.f64(double %490, double %476, double %489)
  %492 = xor i32 %467, -2147483648
  %493 = tail call double @llvm.nvvm.lohi.i2d(i32 %492, i32 1127219200) #10
  %494 = tail call double @llvm.nvvm.lohi.i2d(i32 -2147483648, i32 1127219200) #10
  %495 = fsub double %493, %494
  %496 = tail call double @llvm.fma.f64(double %495, double 0x3FE62E42FEFA39EF, double %476)
  %497 = fneg double %495
  %498 = tail call double @llvm.fma.f64(double %497, double 0x3FE62E42FEFA39EF, double %496)
  %499 = fsub double %498, %476
  %500 = fsub double %491, %499
  %501 = tail call double @llvm.fma.f64(double %495, double 0x3C7ABC9E3B39803F, double %500)
  %502 = fadd double %496, %501
  br label %509

503:                                              ; preds = %447
  %504 = tail call double @llvm.fma.f64(double %448, double 0x7FF0000000000000, double 0x7FF0000000000000)
  %505 = tail call i32 @llvm.nvvm.d2i.hi(double %448) #10
  %506 = and i32 %505, 2147483647
  %507 = icmp eq i32 %506, 0
  %508 = select i1 %507, double 0xFFF0000000000000, double %504
  br label %509

509:                                              ; preds = %454, %503
  %510 = phi double [ %502, %454 ], [ %508, %503 ]
  %511 = add nsw i32 %435, 1
  %512 = sext i32 %511 to i64
  %513 = getelementptr inbounds double, ptr %1, i64 %512
  store double %510, ptr %513, align 8, !tbaa !24
  %514 = tail call double @llvm.sqrt.f64(double %438)
  %515 = add nsw i32 %435, 2
  %516 = sext i32 %515 to i64
  %517 = getelementptr inbounds double, ptr %1, i64 %516
  store double %514, ptr %517, align 8, !tbaa !24
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.vote.ballot.sync(i32, i1) #6

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.idx.i32(i32, i32, i32, i32) #6

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.bar.warp.sync(i32) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.div.approx.f(float, float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.f(float) #7

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.f2i.rn(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.hi(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.d2i.lo(double) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.nvvm.lohi.i2d(i32, i32) #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare double @llvm.nvvm.rcp.approx.ftz.d(double) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.sqrt.f64(double) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.fshl.i32(i32, i32, i32) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.trunc.f32(float) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare double @llvm.fma.f64(double, double, double) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #9

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #9

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #2 = { convergent nocallback nounwind }
attributes #3 = { mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #4 = { norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }
attributes #7 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #10 = { nounwind }
attributes #11 = { nounwind memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10, !11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z9scale_expPfPKffi, !"kernel", i32 1}
!5 = !{ptr @_Z9block_sumPKfPfi, !"kernel", i32 1}
!6 = !{ptr @_Z9transposePKiPiii, !"kernel", i32 1}
!7 = !{ptr @_Z5hellof, !"kernel", i32 1}
!8 = !{ptr @_Z8warp_opsPKiPiPjS1_, !"kernel", i32 1}
!9 = !{ptr @_Z11device_mathPfPdPKf, !"kernel", i32 1}
!10 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = !{!19, !19, i64 0}
!19 = !{!"int", !14, i64 0}
!20 = !{i32 20968}
!21 = !{i32 30921, i32 30925, i32 30970, i32 31015}
!22 = distinct !{!22, !23}
!23 = !{!"llvm.loop.unroll.count", i32 1}
!24 = !{!25, !25, i64 0}
!25 = !{!"double", !14, i64 0}
