; ModuleID = 'samples/ascend/programs/two_blockdims.c'
source_filename = "samples/ascend/programs/two_blockdims.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"ascend_kernel\00", section "llvm.metadata"
@.str.1 = private unnamed_addr constant [40 x i8] c"samples/ascend/programs/two_blockdims.c\00", section "llvm.metadata"
@.str.2 = private unnamed_addr constant [68 x i8] c"two_blockdims: %lld of %lld values differ from the C reference: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @square, ptr @.str, ptr @.str.1, i32 20, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @magnitude, ptr @.str, ptr @.str.1, i32 54, ptr null }], section "llvm.metadata"

; Function Attrs: noinline nounwind uwtable
define dso_local void @square(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i64 noundef %2) #0 !dbg !9 {
  %4 = tail call i64 @get_block_idx() #9, !dbg !12
  %5 = icmp sgt i64 %2, 0, !dbg !13
  br i1 %5, label %6, label %10, !dbg !14

6:                                                ; preds = %3
  %7 = mul nsw i64 %4, %2, !dbg !15
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  br label %11, !dbg !14

10:                                               ; preds = %11, %3
  ret void, !dbg !16

11:                                               ; preds = %6, %11
  %12 = phi i64 [ 0, %6 ], [ %31, %11 ]
  %13 = phi i64 [ 0, %6 ], [ %30, %11 ]
  %14 = sub nsw i64 %2, %13, !dbg !17
  %15 = tail call i64 @llvm.smin.i64(i64 %14, i64 1024), !dbg !18
  %16 = shl nsw i64 %15, 2, !dbg !21
  %17 = add nsw i64 %16, 31, !dbg !22
  %18 = sdiv i64 %17, 32, !dbg !23
  %19 = trunc i64 %18 to i16, !dbg !24
  %20 = add nsw i64 %16, 255, !dbg !25
  %21 = sdiv i64 %20, 256, !dbg !26
  %22 = trunc i64 %21 to i8, !dbg !27
  %23 = shl i64 %12, 14, !dbg !28
  %24 = and i64 %23, 16384, !dbg !28
  %25 = inttoptr i64 %24 to ptr addrspace(6), !dbg !29
  %26 = or i64 %24, 8192, !dbg !30
  %27 = inttoptr i64 %26 to ptr addrspace(6), !dbg !31
  %28 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %13, !dbg !32
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %25, ptr addrspace(1) noundef %28, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !33
  tail call void @vmul_f32(ptr addrspace(6) noundef nonnull %27, ptr addrspace(6) noundef %25, ptr addrspace(6) noundef %25, i8 noundef zeroext %22, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #9, !dbg !34
  %29 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %13, !dbg !35
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %29, ptr addrspace(6) noundef nonnull %27, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !36
  %30 = add nuw nsw i64 %13, 1024, !dbg !37
  %31 = add nuw nsw i64 %12, 1, !dbg !38
  %32 = icmp slt i64 %30, %2, !dbg !13
  br i1 %32, label %11, label %10, !dbg !14, !llvm.loop !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !42 i64 @get_block_idx() local_unnamed_addr #2

declare !dbg !44 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

declare !dbg !45 void @vmul_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !46 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @magnitude(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i64 noundef %2) #0 !dbg !47 {
  %4 = tail call i64 @get_block_idx() #9, !dbg !48
  %5 = icmp sgt i64 %2, 0, !dbg !49
  br i1 %5, label %6, label %10, !dbg !50

6:                                                ; preds = %3
  %7 = mul nsw i64 %4, %2, !dbg !51
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  br label %11, !dbg !50

10:                                               ; preds = %11, %3
  ret void, !dbg !52

11:                                               ; preds = %6, %11
  %12 = phi i64 [ 0, %6 ], [ %24, %11 ]
  %13 = sub nsw i64 %2, %12, !dbg !53
  %14 = tail call i64 @llvm.smin.i64(i64 %13, i64 512), !dbg !54
  %15 = shl nsw i64 %14, 2, !dbg !56
  %16 = add nsw i64 %15, 31, !dbg !57
  %17 = sdiv i64 %16, 32, !dbg !58
  %18 = trunc i64 %17 to i16, !dbg !59
  %19 = add nsw i64 %15, 255, !dbg !60
  %20 = sdiv i64 %19, 256, !dbg !61
  %21 = trunc i64 %20 to i8, !dbg !62
  %22 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %12, !dbg !63
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %22, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %18, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !64
  tail call void @vabs_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext %21, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #9, !dbg !65
  %23 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %12, !dbg !66
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %23, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %18, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !67
  %24 = add nuw nsw i64 %12, 512, !dbg !68
  %25 = icmp slt i64 %24, %2, !dbg !49
  br i1 %25, label %11, label %10, !dbg !50, !llvm.loop !69
}

declare !dbg !71 void @vabs_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !72 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [3 x i64], align 16
  %7 = alloca [3 x i64], align 16
  %8 = tail call dereferenceable_or_null(131072) ptr @malloc(i64 noundef 131072) #10, !dbg !73
  %9 = tail call dereferenceable_or_null(131072) ptr @malloc(i64 noundef 131072) #10, !dbg !74
  %10 = tail call dereferenceable_or_null(12000) ptr @malloc(i64 noundef 12000) #10, !dbg !75
  %11 = tail call dereferenceable_or_null(12000) ptr @malloc(i64 noundef 12000) #10, !dbg !76
  br label %12, !dbg !77

12:                                               ; preds = %12, %0
  %13 = phi i64 [ 0, %0 ], [ %25, %12 ], !dbg !78
  %14 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %26, %12 ], !dbg !79
  %15 = urem <4 x i16> %14, <i16 29, i16 29, i16 29, i16 29>, !dbg !79
  %16 = uitofp <4 x i16> %15 to <4 x float>, !dbg !80
  %17 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %16, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float -7.000000e+00, float -7.000000e+00, float -7.000000e+00, float -7.000000e+00>), !dbg !81
  %18 = getelementptr inbounds float, ptr %8, i64 %13, !dbg !82
  store <4 x float> %17, ptr %18, align 4, !dbg !83, !tbaa !84
  %19 = or i64 %13, 4, !dbg !78
  %20 = add <4 x i16> %14, <i16 4, i16 4, i16 4, i16 4>, !dbg !79
  %21 = urem <4 x i16> %20, <i16 29, i16 29, i16 29, i16 29>, !dbg !79
  %22 = uitofp <4 x i16> %21 to <4 x float>, !dbg !80
  %23 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %22, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float -7.000000e+00, float -7.000000e+00, float -7.000000e+00, float -7.000000e+00>), !dbg !81
  %24 = getelementptr inbounds float, ptr %8, i64 %19, !dbg !82
  store <4 x float> %23, ptr %24, align 4, !dbg !83, !tbaa !84
  %25 = add nuw nsw i64 %13, 8, !dbg !78
  %26 = add <4 x i16> %14, <i16 8, i16 8, i16 8, i16 8>, !dbg !79
  %27 = icmp eq i64 %25, 32768, !dbg !78
  br i1 %27, label %28, label %12, !dbg !78, !llvm.loop !88

28:                                               ; preds = %12, %28
  %29 = phi i64 [ %40, %28 ], [ 0, %12 ], !dbg !92
  %30 = phi <4 x i16> [ %41, %28 ], [ <i16 0, i16 1, i16 2, i16 3>, %12 ], !dbg !93
  %31 = add <4 x i16> %30, <i16 4, i16 4, i16 4, i16 4>, !dbg !93
  %32 = urem <4 x i16> %30, <i16 17, i16 17, i16 17, i16 17>, !dbg !93
  %33 = urem <4 x i16> %31, <i16 17, i16 17, i16 17, i16 17>, !dbg !93
  %34 = uitofp <4 x i16> %32 to <4 x float>, !dbg !94
  %35 = uitofp <4 x i16> %33 to <4 x float>, !dbg !94
  %36 = fadd <4 x float> %34, <float -8.500000e+00, float -8.500000e+00, float -8.500000e+00, float -8.500000e+00>, !dbg !95
  %37 = fadd <4 x float> %35, <float -8.500000e+00, float -8.500000e+00, float -8.500000e+00, float -8.500000e+00>, !dbg !95
  %38 = getelementptr inbounds float, ptr %10, i64 %29, !dbg !96
  store <4 x float> %36, ptr %38, align 4, !dbg !97, !tbaa !84
  %39 = getelementptr inbounds float, ptr %38, i64 4, !dbg !97
  store <4 x float> %37, ptr %39, align 4, !dbg !97, !tbaa !84
  %40 = add nuw i64 %29, 8, !dbg !92
  %41 = add <4 x i16> %30, <i16 8, i16 8, i16 8, i16 8>, !dbg !93
  %42 = icmp eq i64 %40, 3000, !dbg !92
  br i1 %42, label %43, label %28, !dbg !92, !llvm.loop !98

43:                                               ; preds = %28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9, !dbg !101
  %44 = call i32 @aclrtCreateStream(ptr noundef nonnull %1) #9, !dbg !102
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !103
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !103
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9, !dbg !103
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !103
  %45 = call i32 @aclrtMalloc(ptr noundef nonnull %2, i64 noundef 131072, i32 noundef 0) #9, !dbg !104
  %46 = call i32 @aclrtMalloc(ptr noundef nonnull %3, i64 noundef 131072, i32 noundef 0) #9, !dbg !105
  %47 = call i32 @aclrtMalloc(ptr noundef nonnull %4, i64 noundef 12000, i32 noundef 0) #9, !dbg !106
  %48 = call i32 @aclrtMalloc(ptr noundef nonnull %5, i64 noundef 12000, i32 noundef 0) #9, !dbg !107
  %49 = load ptr, ptr %2, align 8, !dbg !108, !tbaa !109
  %50 = call i32 @aclrtMemcpy(ptr noundef %49, i64 noundef 131072, ptr noundef %8, i64 noundef 131072, i32 noundef 1) #9, !dbg !111
  %51 = load ptr, ptr %4, align 8, !dbg !112, !tbaa !109
  %52 = call i32 @aclrtMemcpy(ptr noundef %51, i64 noundef 12000, ptr noundef nonnull %10, i64 noundef 12000, i32 noundef 1) #9, !dbg !113
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #9, !dbg !114
  %53 = load ptr, ptr %2, align 8, !dbg !115, !tbaa !109
  %54 = ptrtoint ptr %53 to i64, !dbg !116
  store i64 %54, ptr %6, align 16, !dbg !117, !tbaa !118
  %55 = getelementptr inbounds i64, ptr %6, i64 1, !dbg !117
  %56 = load ptr, ptr %3, align 8, !dbg !120, !tbaa !109
  %57 = ptrtoint ptr %56 to i64, !dbg !121
  store i64 %57, ptr %55, align 8, !dbg !117, !tbaa !118
  %58 = getelementptr inbounds i64, ptr %6, i64 2, !dbg !117
  store i64 4096, ptr %58, align 16, !dbg !117, !tbaa !118
  %59 = load ptr, ptr %1, align 8, !dbg !122, !tbaa !109
  %60 = call i32 @rtKernelLaunch(ptr noundef nonnull @square, i32 noundef 8, ptr noundef nonnull %6, i32 noundef 24, ptr noundef null, ptr noundef %59) #9, !dbg !123
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #9, !dbg !124
  %61 = load ptr, ptr %4, align 8, !dbg !125, !tbaa !109
  %62 = ptrtoint ptr %61 to i64, !dbg !126
  store i64 %62, ptr %7, align 16, !dbg !127, !tbaa !118
  %63 = getelementptr inbounds i64, ptr %7, i64 1, !dbg !127
  %64 = load ptr, ptr %5, align 8, !dbg !128, !tbaa !109
  %65 = ptrtoint ptr %64 to i64, !dbg !129
  store i64 %65, ptr %63, align 8, !dbg !127, !tbaa !118
  %66 = getelementptr inbounds i64, ptr %7, i64 2, !dbg !127
  store i64 1000, ptr %66, align 16, !dbg !127, !tbaa !118
  %67 = load ptr, ptr %1, align 8, !dbg !130, !tbaa !109
  %68 = call i32 @rtKernelLaunch(ptr noundef nonnull @magnitude, i32 noundef 3, ptr noundef nonnull %7, i32 noundef 24, ptr noundef null, ptr noundef %67) #9, !dbg !131
  %69 = load ptr, ptr %1, align 8, !dbg !132, !tbaa !109
  %70 = call i32 @aclrtSynchronizeStream(ptr noundef %69) #9, !dbg !133
  %71 = load ptr, ptr %3, align 8, !dbg !134, !tbaa !109
  %72 = call i32 @aclrtMemcpy(ptr noundef %9, i64 noundef 131072, ptr noundef %71, i64 noundef 131072, i32 noundef 2) #9, !dbg !135
  %73 = load ptr, ptr %5, align 8, !dbg !136, !tbaa !109
  %74 = call i32 @aclrtMemcpy(ptr noundef %11, i64 noundef 12000, ptr noundef %73, i64 noundef 12000, i32 noundef 2) #9, !dbg !137
  br label %75, !dbg !138

75:                                               ; preds = %75, %43
  %76 = phi i64 [ 0, %43 ], [ %112, %75 ], !dbg !139
  %77 = phi <2 x i64> [ zeroinitializer, %43 ], [ %110, %75 ]
  %78 = phi <2 x i64> [ zeroinitializer, %43 ], [ %111, %75 ]
  %79 = getelementptr inbounds float, ptr %9, i64 %76, !dbg !140
  %80 = load <2 x float>, ptr %79, align 4, !dbg !140, !tbaa !84
  %81 = getelementptr inbounds float, ptr %79, i64 2, !dbg !140
  %82 = load <2 x float>, ptr %81, align 4, !dbg !140, !tbaa !84
  %83 = getelementptr inbounds float, ptr %8, i64 %76, !dbg !141
  %84 = load <2 x float>, ptr %83, align 4, !dbg !141, !tbaa !84
  %85 = getelementptr inbounds float, ptr %83, i64 2, !dbg !141
  %86 = load <2 x float>, ptr %85, align 4, !dbg !141, !tbaa !84
  %87 = fmul <2 x float> %84, %84, !dbg !142
  %88 = fmul <2 x float> %86, %86, !dbg !142
  %89 = fcmp une <2 x float> %80, %87, !dbg !143
  %90 = fcmp une <2 x float> %82, %88, !dbg !143
  %91 = zext <2 x i1> %89 to <2 x i64>
  %92 = zext <2 x i1> %90 to <2 x i64>
  %93 = add <2 x i64> %77, %91, !dbg !144
  %94 = add <2 x i64> %78, %92, !dbg !144
  %95 = or i64 %76, 4, !dbg !139
  %96 = getelementptr inbounds float, ptr %9, i64 %95, !dbg !140
  %97 = load <2 x float>, ptr %96, align 4, !dbg !140, !tbaa !84
  %98 = getelementptr inbounds float, ptr %96, i64 2, !dbg !140
  %99 = load <2 x float>, ptr %98, align 4, !dbg !140, !tbaa !84
  %100 = getelementptr inbounds float, ptr %8, i64 %95, !dbg !141
  %101 = load <2 x float>, ptr %100, align 4, !dbg !141, !tbaa !84
  %102 = getelementptr inbounds float, ptr %100, i64 2, !dbg !141
  %103 = load <2 x float>, ptr %102, align 4, !dbg !141, !tbaa !84
  %104 = fmul <2 x float> %101, %101, !dbg !142
  %105 = fmul <2 x float> %103, %103, !dbg !142
  %106 = fcmp une <2 x float> %97, %104, !dbg !143
  %107 = fcmp une <2 x float> %99, %105, !dbg !143
  %108 = zext <2 x i1> %106 to <2 x i64>
  %109 = zext <2 x i1> %107 to <2 x i64>
  %110 = add <2 x i64> %93, %108, !dbg !144
  %111 = add <2 x i64> %94, %109, !dbg !144
  %112 = add nuw nsw i64 %76, 8, !dbg !139
  %113 = icmp eq i64 %112, 32768, !dbg !139
  br i1 %113, label %114, label %75, !dbg !139, !llvm.loop !145

114:                                              ; preds = %75
  %115 = add <2 x i64> %111, %110, !dbg !138
  %116 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %115), !dbg !138
  %117 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %116, i64 0, !dbg !147
  br label %118, !dbg !147

118:                                              ; preds = %118, %114
  %119 = phi i64 [ 0, %114 ], [ %142, %118 ], !dbg !148
  %120 = phi <2 x i64> [ %117, %114 ], [ %140, %118 ]
  %121 = phi <2 x i64> [ zeroinitializer, %114 ], [ %141, %118 ]
  %122 = getelementptr inbounds float, ptr %11, i64 %119, !dbg !149
  %123 = load <2 x float>, ptr %122, align 4, !dbg !149, !tbaa !84
  %124 = getelementptr inbounds float, ptr %122, i64 2, !dbg !149
  %125 = load <2 x float>, ptr %124, align 4, !dbg !149, !tbaa !84
  %126 = getelementptr inbounds float, ptr %10, i64 %119, !dbg !150
  %127 = load <2 x float>, ptr %126, align 4, !dbg !150, !tbaa !84
  %128 = getelementptr inbounds float, ptr %126, i64 2, !dbg !150
  %129 = load <2 x float>, ptr %128, align 4, !dbg !150, !tbaa !84
  %130 = fcmp olt <2 x float> %127, zeroinitializer, !dbg !151
  %131 = fcmp olt <2 x float> %129, zeroinitializer, !dbg !151
  %132 = fneg <2 x float> %127, !dbg !150
  %133 = fneg <2 x float> %129, !dbg !150
  %134 = select <2 x i1> %130, <2 x float> %132, <2 x float> %127, !dbg !150
  %135 = select <2 x i1> %131, <2 x float> %133, <2 x float> %129, !dbg !150
  %136 = fcmp une <2 x float> %123, %134, !dbg !152
  %137 = fcmp une <2 x float> %125, %135, !dbg !152
  %138 = zext <2 x i1> %136 to <2 x i64>
  %139 = zext <2 x i1> %137 to <2 x i64>
  %140 = add <2 x i64> %120, %138, !dbg !153
  %141 = add <2 x i64> %121, %139, !dbg !153
  %142 = add nuw i64 %119, 4, !dbg !148
  %143 = icmp eq i64 %142, 3000, !dbg !148
  br i1 %143, label %144, label %118, !dbg !148, !llvm.loop !154

144:                                              ; preds = %118
  %145 = add <2 x i64> %141, %140, !dbg !147
  %146 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %145), !dbg !147
  %147 = icmp eq i64 %146, 0, !dbg !156
  %148 = select i1 %147, ptr @.str.3, ptr @.str.4, !dbg !157
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %146, i64 noundef 35768, ptr noundef nonnull %148), !dbg !158
  %150 = load ptr, ptr %2, align 8, !dbg !159, !tbaa !109
  %151 = call i32 @aclrtFree(ptr noundef %150) #9, !dbg !160
  %152 = load ptr, ptr %3, align 8, !dbg !161, !tbaa !109
  %153 = call i32 @aclrtFree(ptr noundef %152) #9, !dbg !162
  %154 = load ptr, ptr %4, align 8, !dbg !163, !tbaa !109
  %155 = call i32 @aclrtFree(ptr noundef %154) #9, !dbg !164
  %156 = load ptr, ptr %5, align 8, !dbg !165, !tbaa !109
  %157 = call i32 @aclrtFree(ptr noundef %156) #9, !dbg !166
  %158 = load ptr, ptr %1, align 8, !dbg !167, !tbaa !109
  %159 = call i32 @aclrtDestroyStream(ptr noundef %158) #9, !dbg !168
  call void @free(ptr noundef %8), !dbg !169
  call void @free(ptr noundef %9), !dbg !170
  call void @free(ptr noundef nonnull %10), !dbg !171
  call void @free(ptr noundef nonnull %11), !dbg !172
  %160 = icmp ne i64 %146, 0, !dbg !173
  %161 = zext i1 %160 to i32, !dbg !173
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #9, !dbg !174
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #9, !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !174
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9, !dbg !174
  ret i32 %161, !dbg !175
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !176 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !178 i32 @aclrtCreateStream(ptr noundef) local_unnamed_addr #2

declare !dbg !179 i32 @aclrtMalloc(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !180 i32 @aclrtMemcpy(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !181 i32 @rtKernelLaunch(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !182 i32 @aclrtSynchronizeStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !183 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare !dbg !184 i32 @aclrtFree(ptr noundef) local_unnamed_addr #2

declare !dbg !185 i32 @aclrtDestroyStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !186 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #7

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #8

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #9 = { nounwind }
attributes #10 = { allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/programs/two_blockdims.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "0dbfaa9e25b16eaa49c6d7bd27ee5a8c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "square", scope: !1, file: !1, line: 20, type: !10, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 22, column: 18, scope: !9)
!13 = !DILocation(line: 28, column: 31, scope: !9)
!14 = !DILocation(line: 28, column: 3, scope: !9)
!15 = !DILocation(line: 22, column: 34, scope: !9)
!16 = !DILocation(line: 51, column: 1, scope: !9)
!17 = !DILocation(line: 29, column: 34, scope: !9)
!18 = !DILocation(line: 16, column: 53, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "min64", scope: !1, file: !1, line: 16, type: !10, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!20 = distinct !DILocation(line: 29, column: 19, scope: !9)
!21 = !DILocation(line: 30, column: 39, scope: !9)
!22 = !DILocation(line: 30, column: 43, scope: !9)
!23 = !DILocation(line: 30, column: 49, scope: !9)
!24 = !DILocation(line: 30, column: 23, scope: !9)
!25 = !DILocation(line: 31, column: 42, scope: !9)
!26 = !DILocation(line: 31, column: 49, scope: !9)
!27 = !DILocation(line: 31, column: 23, scope: !9)
!28 = !DILocation(line: 33, column: 50, scope: !9)
!29 = !DILocation(line: 33, column: 26, scope: !9)
!30 = !DILocation(line: 34, column: 60, scope: !9)
!31 = !DILocation(line: 34, column: 27, scope: !9)
!32 = !DILocation(line: 36, column: 34, scope: !9)
!33 = !DILocation(line: 36, column: 5, scope: !9)
!34 = !DILocation(line: 40, column: 5, scope: !9)
!35 = !DILocation(line: 44, column: 30, scope: !9)
!36 = !DILocation(line: 44, column: 5, scope: !9)
!37 = !DILocation(line: 28, column: 48, scope: !9)
!38 = !DILocation(line: 28, column: 57, scope: !9)
!39 = distinct !{!39, !14, !40, !41}
!40 = !DILocation(line: 46, column: 3, scope: !9)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DISubprogram(name: "get_block_idx", scope: !43, file: !43, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!43 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!44 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !43, file: !43, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!45 = !DISubprogram(name: "vmul_f32", scope: !43, file: !43, line: 111, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!46 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !43, file: !43, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!47 = distinct !DISubprogram(name: "magnitude", scope: !1, file: !1, line: 54, type: !10, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!48 = !DILocation(line: 58, column: 18, scope: !47)
!49 = !DILocation(line: 61, column: 31, scope: !47)
!50 = !DILocation(line: 61, column: 3, scope: !47)
!51 = !DILocation(line: 58, column: 34, scope: !47)
!52 = !DILocation(line: 79, column: 1, scope: !47)
!53 = !DILocation(line: 62, column: 34, scope: !47)
!54 = !DILocation(line: 16, column: 53, scope: !19, inlinedAt: !55)
!55 = distinct !DILocation(line: 62, column: 19, scope: !47)
!56 = !DILocation(line: 63, column: 39, scope: !47)
!57 = !DILocation(line: 63, column: 43, scope: !47)
!58 = !DILocation(line: 63, column: 49, scope: !47)
!59 = !DILocation(line: 63, column: 23, scope: !47)
!60 = !DILocation(line: 64, column: 42, scope: !47)
!61 = !DILocation(line: 64, column: 49, scope: !47)
!62 = !DILocation(line: 64, column: 23, scope: !47)
!63 = !DILocation(line: 66, column: 34, scope: !47)
!64 = !DILocation(line: 66, column: 5, scope: !47)
!65 = !DILocation(line: 70, column: 5, scope: !47)
!66 = !DILocation(line: 74, column: 30, scope: !47)
!67 = !DILocation(line: 74, column: 5, scope: !47)
!68 = !DILocation(line: 61, column: 48, scope: !47)
!69 = distinct !{!69, !50, !70, !41}
!70 = !DILocation(line: 76, column: 3, scope: !47)
!71 = !DISubprogram(name: "vabs_f32", scope: !43, file: !43, line: 129, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!72 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 81, type: !10, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!73 = !DILocation(line: 83, column: 14, scope: !72)
!74 = !DILocation(line: 83, column: 34, scope: !72)
!75 = !DILocation(line: 83, column: 54, scope: !72)
!76 = !DILocation(line: 83, column: 74, scope: !72)
!77 = !DILocation(line: 84, column: 3, scope: !72)
!78 = !DILocation(line: 84, column: 30, scope: !72)
!79 = !DILocation(line: 84, column: 52, scope: !72)
!80 = !DILocation(line: 84, column: 42, scope: !72)
!81 = !DILocation(line: 84, column: 65, scope: !72)
!82 = !DILocation(line: 84, column: 35, scope: !72)
!83 = !DILocation(line: 84, column: 40, scope: !72)
!84 = !{!85, !85, i64 0}
!85 = !{!"float", !86, i64 0}
!86 = !{!"omnipotent char", !87, i64 0}
!87 = !{!"Simple C/C++ TBAA"}
!88 = distinct !{!88, !77, !89, !41, !90, !91}
!89 = !DILocation(line: 84, column: 67, scope: !72)
!90 = !{!"llvm.loop.isvectorized", i32 1}
!91 = !{!"llvm.loop.unroll.runtime.disable"}
!92 = !DILocation(line: 85, column: 30, scope: !72)
!93 = !DILocation(line: 85, column: 52, scope: !72)
!94 = !DILocation(line: 85, column: 42, scope: !72)
!95 = !DILocation(line: 85, column: 58, scope: !72)
!96 = !DILocation(line: 85, column: 35, scope: !72)
!97 = !DILocation(line: 85, column: 40, scope: !72)
!98 = distinct !{!98, !99, !100, !41, !90, !91}
!99 = !DILocation(line: 85, column: 3, scope: !72)
!100 = !DILocation(line: 85, column: 60, scope: !72)
!101 = !DILocation(line: 86, column: 3, scope: !72)
!102 = !DILocation(line: 87, column: 3, scope: !72)
!103 = !DILocation(line: 88, column: 3, scope: !72)
!104 = !DILocation(line: 89, column: 3, scope: !72)
!105 = !DILocation(line: 90, column: 3, scope: !72)
!106 = !DILocation(line: 91, column: 3, scope: !72)
!107 = !DILocation(line: 92, column: 3, scope: !72)
!108 = !DILocation(line: 93, column: 15, scope: !72)
!109 = !{!110, !110, i64 0}
!110 = !{!"any pointer", !86, i64 0}
!111 = !DILocation(line: 93, column: 3, scope: !72)
!112 = !DILocation(line: 94, column: 15, scope: !72)
!113 = !DILocation(line: 94, column: 3, scope: !72)
!114 = !DILocation(line: 95, column: 3, scope: !72)
!115 = !DILocation(line: 95, column: 40, scope: !72)
!116 = !DILocation(line: 95, column: 30, scope: !72)
!117 = !DILocation(line: 95, column: 29, scope: !72)
!118 = !{!119, !119, i64 0}
!119 = !{!"long", !86, i64 0}
!120 = !DILocation(line: 95, column: 54, scope: !72)
!121 = !DILocation(line: 95, column: 44, scope: !72)
!122 = !DILocation(line: 96, column: 94, scope: !72)
!123 = !DILocation(line: 96, column: 3, scope: !72)
!124 = !DILocation(line: 97, column: 3, scope: !72)
!125 = !DILocation(line: 97, column: 37, scope: !72)
!126 = !DILocation(line: 97, column: 27, scope: !72)
!127 = !DILocation(line: 97, column: 26, scope: !72)
!128 = !DILocation(line: 97, column: 51, scope: !72)
!129 = !DILocation(line: 97, column: 41, scope: !72)
!130 = !DILocation(line: 98, column: 88, scope: !72)
!131 = !DILocation(line: 98, column: 3, scope: !72)
!132 = !DILocation(line: 99, column: 26, scope: !72)
!133 = !DILocation(line: 99, column: 3, scope: !72)
!134 = !DILocation(line: 100, column: 25, scope: !72)
!135 = !DILocation(line: 100, column: 3, scope: !72)
!136 = !DILocation(line: 101, column: 25, scope: !72)
!137 = !DILocation(line: 101, column: 3, scope: !72)
!138 = !DILocation(line: 103, column: 3, scope: !72)
!139 = !DILocation(line: 103, column: 30, scope: !72)
!140 = !DILocation(line: 103, column: 44, scope: !72)
!141 = !DILocation(line: 103, column: 52, scope: !72)
!142 = !DILocation(line: 103, column: 57, scope: !72)
!143 = !DILocation(line: 103, column: 49, scope: !72)
!144 = !DILocation(line: 103, column: 41, scope: !72)
!145 = distinct !{!145, !138, !146, !41, !90, !91}
!146 = !DILocation(line: 103, column: 62, scope: !72)
!147 = !DILocation(line: 104, column: 3, scope: !72)
!148 = !DILocation(line: 104, column: 30, scope: !72)
!149 = !DILocation(line: 104, column: 44, scope: !72)
!150 = !DILocation(line: 104, column: 53, scope: !72)
!151 = !DILocation(line: 104, column: 58, scope: !72)
!152 = !DILocation(line: 104, column: 49, scope: !72)
!153 = !DILocation(line: 104, column: 41, scope: !72)
!154 = distinct !{!154, !147, !155, !41, !90, !91}
!155 = !DILocation(line: 104, column: 79, scope: !72)
!156 = !DILocation(line: 106, column: 36, scope: !72)
!157 = !DILocation(line: 106, column: 30, scope: !72)
!158 = !DILocation(line: 105, column: 3, scope: !72)
!159 = !DILocation(line: 107, column: 13, scope: !72)
!160 = !DILocation(line: 107, column: 3, scope: !72)
!161 = !DILocation(line: 107, column: 28, scope: !72)
!162 = !DILocation(line: 107, column: 18, scope: !72)
!163 = !DILocation(line: 107, column: 43, scope: !72)
!164 = !DILocation(line: 107, column: 33, scope: !72)
!165 = !DILocation(line: 107, column: 58, scope: !72)
!166 = !DILocation(line: 107, column: 48, scope: !72)
!167 = !DILocation(line: 108, column: 22, scope: !72)
!168 = !DILocation(line: 108, column: 3, scope: !72)
!169 = !DILocation(line: 109, column: 3, scope: !72)
!170 = !DILocation(line: 109, column: 12, scope: !72)
!171 = !DILocation(line: 109, column: 21, scope: !72)
!172 = !DILocation(line: 109, column: 30, scope: !72)
!173 = !DILocation(line: 110, column: 16, scope: !72)
!174 = !DILocation(line: 111, column: 1, scope: !72)
!175 = !DILocation(line: 110, column: 3, scope: !72)
!176 = !DISubprogram(name: "malloc", scope: !177, file: !177, line: 53, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!177 = !DIFile(filename: "samples/ascend/include/ascend_host.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "128fa0814a5b2c423bb2b7b48b15d840")
!178 = !DISubprogram(name: "aclrtCreateStream", scope: !177, file: !177, line: 34, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!179 = !DISubprogram(name: "aclrtMalloc", scope: !177, file: !177, line: 37, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!180 = !DISubprogram(name: "aclrtMemcpy", scope: !177, file: !177, line: 39, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!181 = !DISubprogram(name: "rtKernelLaunch", scope: !177, file: !177, line: 46, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!182 = !DISubprogram(name: "aclrtSynchronizeStream", scope: !177, file: !177, line: 36, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!183 = !DISubprogram(name: "printf", scope: !177, file: !177, line: 52, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!184 = !DISubprogram(name: "aclrtFree", scope: !177, file: !177, line: 38, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!185 = !DISubprogram(name: "aclrtDestroyStream", scope: !177, file: !177, line: 35, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!186 = !DISubprogram(name: "free", scope: !177, file: !177, line: 54, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
