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
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !13
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #9, !dbg !14
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !15
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #9, !dbg !16
  %5 = icmp sgt i64 %2, 0, !dbg !17
  br i1 %5, label %6, label %10, !dbg !18

6:                                                ; preds = %3
  %7 = mul nsw i64 %4, %2, !dbg !19
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  br label %11, !dbg !18

10:                                               ; preds = %39, %3
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !20
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #9, !dbg !21
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !22
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #9, !dbg !23
  ret void, !dbg !24

11:                                               ; preds = %6, %39
  %12 = phi i64 [ 0, %6 ], [ %41, %39 ]
  %13 = phi i64 [ 0, %6 ], [ %40, %39 ]
  %14 = sub nsw i64 %2, %13, !dbg !25
  %15 = tail call i64 @llvm.smin.i64(i64 %14, i64 1024), !dbg !26
  %16 = shl nsw i64 %15, 2, !dbg !29
  %17 = add nsw i64 %16, 31, !dbg !30
  %18 = sdiv i64 %17, 32, !dbg !31
  %19 = trunc i64 %18 to i16, !dbg !32
  %20 = add nsw i64 %16, 255, !dbg !33
  %21 = sdiv i64 %20, 256, !dbg !34
  %22 = trunc i64 %21 to i8, !dbg !35
  %23 = and i64 %12, 1, !dbg !36
  %24 = shl nuw nsw i64 %23, 14, !dbg !37
  %25 = inttoptr i64 %24 to ptr addrspace(6), !dbg !38
  %26 = or i64 %24, 8192, !dbg !39
  %27 = inttoptr i64 %26 to ptr addrspace(6), !dbg !40
  %28 = icmp eq i64 %23, 0, !dbg !41
  br i1 %28, label %30, label %29, !dbg !41

29:                                               ; preds = %11
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #9, !dbg !42
  br label %31, !dbg !42

30:                                               ; preds = %11
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !43
  br label %31

31:                                               ; preds = %30, %29
  %32 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %13, !dbg !44
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %25, ptr addrspace(1) noundef %32, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !45
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #9, !dbg !46
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #9, !dbg !47
  br i1 %28, label %34, label %33, !dbg !48

33:                                               ; preds = %31
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #9, !dbg !49
  tail call void @vmul_f32(ptr addrspace(6) noundef nonnull %27, ptr addrspace(6) noundef nonnull %25, ptr addrspace(6) noundef nonnull %25, i8 noundef zeroext %22, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #9, !dbg !50
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #9, !dbg !51
  br label %35, !dbg !51

34:                                               ; preds = %31
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !52
  tail call void @vmul_f32(ptr addrspace(6) noundef nonnull %27, ptr addrspace(6) noundef %25, ptr addrspace(6) noundef %25, i8 noundef zeroext %22, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #9, !dbg !50
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !53
  br label %35

35:                                               ; preds = %34, %33
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #9, !dbg !54
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #9, !dbg !55
  %36 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %13, !dbg !56
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %36, ptr addrspace(6) noundef nonnull %27, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !57
  br i1 %28, label %38, label %37, !dbg !58

37:                                               ; preds = %35
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #9, !dbg !59
  br label %39, !dbg !59

38:                                               ; preds = %35
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !60
  br label %39

39:                                               ; preds = %38, %37
  %40 = add nuw nsw i64 %13, 1024, !dbg !61
  %41 = add nuw nsw i64 %12, 1, !dbg !62
  %42 = icmp slt i64 %40, %2, !dbg !17
  br i1 %42, label %11, label %10, !dbg !18, !llvm.loop !63
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !66 i64 @get_block_idx() local_unnamed_addr #2

declare !dbg !68 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #2

declare !dbg !69 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #2

declare !dbg !70 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

declare !dbg !71 void @vmul_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !72 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @magnitude(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i64 noundef %2) #0 !dbg !73 {
  %4 = tail call i64 @get_block_idx() #9, !dbg !74
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !75
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !76
  %5 = icmp sgt i64 %2, 0, !dbg !77
  br i1 %5, label %6, label %10, !dbg !78

6:                                                ; preds = %3
  %7 = mul nsw i64 %4, %2, !dbg !79
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  br label %11, !dbg !78

10:                                               ; preds = %11, %3
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !80
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !81
  ret void, !dbg !82

11:                                               ; preds = %6, %11
  %12 = phi i64 [ 0, %6 ], [ %24, %11 ]
  %13 = sub nsw i64 %2, %12, !dbg !83
  %14 = tail call i64 @llvm.smin.i64(i64 %13, i64 512), !dbg !84
  %15 = shl nsw i64 %14, 2, !dbg !86
  %16 = add nsw i64 %15, 31, !dbg !87
  %17 = sdiv i64 %16, 32, !dbg !88
  %18 = trunc i64 %17 to i16, !dbg !89
  %19 = add nsw i64 %15, 255, !dbg !90
  %20 = sdiv i64 %19, 256, !dbg !91
  %21 = trunc i64 %20 to i8, !dbg !92
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !93
  %22 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %12, !dbg !94
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %22, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %18, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !95
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #9, !dbg !96
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #9, !dbg !97
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !98
  tail call void @vabs_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext %21, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #9, !dbg !99
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #9, !dbg !100
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #9, !dbg !101
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #9, !dbg !102
  %23 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %12, !dbg !103
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %23, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %18, i16 noundef zeroext 0, i16 noundef zeroext 0) #9, !dbg !104
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #9, !dbg !105
  %24 = add nuw nsw i64 %12, 512, !dbg !106
  %25 = icmp slt i64 %24, %2, !dbg !77
  br i1 %25, label %11, label %10, !dbg !78, !llvm.loop !107
}

declare !dbg !109 void @vabs_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !110 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [3 x i64], align 16
  %7 = alloca [3 x i64], align 16
  %8 = tail call dereferenceable_or_null(131072) ptr @malloc(i64 noundef 131072) #10, !dbg !111
  %9 = tail call dereferenceable_or_null(131072) ptr @malloc(i64 noundef 131072) #10, !dbg !112
  %10 = tail call dereferenceable_or_null(12000) ptr @malloc(i64 noundef 12000) #10, !dbg !113
  %11 = tail call dereferenceable_or_null(12000) ptr @malloc(i64 noundef 12000) #10, !dbg !114
  br label %12, !dbg !115

12:                                               ; preds = %12, %0
  %13 = phi i64 [ 0, %0 ], [ %25, %12 ], !dbg !116
  %14 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %26, %12 ], !dbg !117
  %15 = urem <4 x i16> %14, <i16 29, i16 29, i16 29, i16 29>, !dbg !117
  %16 = uitofp <4 x i16> %15 to <4 x float>, !dbg !118
  %17 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %16, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float -7.000000e+00, float -7.000000e+00, float -7.000000e+00, float -7.000000e+00>), !dbg !119
  %18 = getelementptr inbounds float, ptr %8, i64 %13, !dbg !120
  store <4 x float> %17, ptr %18, align 4, !dbg !121, !tbaa !122
  %19 = or i64 %13, 4, !dbg !116
  %20 = add <4 x i16> %14, <i16 4, i16 4, i16 4, i16 4>, !dbg !117
  %21 = urem <4 x i16> %20, <i16 29, i16 29, i16 29, i16 29>, !dbg !117
  %22 = uitofp <4 x i16> %21 to <4 x float>, !dbg !118
  %23 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %22, <4 x float> <float 5.000000e-01, float 5.000000e-01, float 5.000000e-01, float 5.000000e-01>, <4 x float> <float -7.000000e+00, float -7.000000e+00, float -7.000000e+00, float -7.000000e+00>), !dbg !119
  %24 = getelementptr inbounds float, ptr %8, i64 %19, !dbg !120
  store <4 x float> %23, ptr %24, align 4, !dbg !121, !tbaa !122
  %25 = add nuw nsw i64 %13, 8, !dbg !116
  %26 = add <4 x i16> %14, <i16 8, i16 8, i16 8, i16 8>, !dbg !117
  %27 = icmp eq i64 %25, 32768, !dbg !116
  br i1 %27, label %28, label %12, !dbg !116, !llvm.loop !126

28:                                               ; preds = %12, %28
  %29 = phi i64 [ %40, %28 ], [ 0, %12 ], !dbg !130
  %30 = phi <4 x i16> [ %41, %28 ], [ <i16 0, i16 1, i16 2, i16 3>, %12 ], !dbg !131
  %31 = add <4 x i16> %30, <i16 4, i16 4, i16 4, i16 4>, !dbg !131
  %32 = urem <4 x i16> %30, <i16 17, i16 17, i16 17, i16 17>, !dbg !131
  %33 = urem <4 x i16> %31, <i16 17, i16 17, i16 17, i16 17>, !dbg !131
  %34 = uitofp <4 x i16> %32 to <4 x float>, !dbg !132
  %35 = uitofp <4 x i16> %33 to <4 x float>, !dbg !132
  %36 = fadd <4 x float> %34, <float -8.500000e+00, float -8.500000e+00, float -8.500000e+00, float -8.500000e+00>, !dbg !133
  %37 = fadd <4 x float> %35, <float -8.500000e+00, float -8.500000e+00, float -8.500000e+00, float -8.500000e+00>, !dbg !133
  %38 = getelementptr inbounds float, ptr %10, i64 %29, !dbg !134
  store <4 x float> %36, ptr %38, align 4, !dbg !135, !tbaa !122
  %39 = getelementptr inbounds float, ptr %38, i64 4, !dbg !135
  store <4 x float> %37, ptr %39, align 4, !dbg !135, !tbaa !122
  %40 = add nuw i64 %29, 8, !dbg !130
  %41 = add <4 x i16> %30, <i16 8, i16 8, i16 8, i16 8>, !dbg !131
  %42 = icmp eq i64 %40, 3000, !dbg !130
  br i1 %42, label %43, label %28, !dbg !130, !llvm.loop !136

43:                                               ; preds = %28
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #9, !dbg !139
  %44 = call i32 @aclrtCreateStream(ptr noundef nonnull %1) #9, !dbg !140
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #9, !dbg !141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #9, !dbg !141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #9, !dbg !141
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #9, !dbg !141
  %45 = call i32 @aclrtMalloc(ptr noundef nonnull %2, i64 noundef 131072, i32 noundef 0) #9, !dbg !142
  %46 = call i32 @aclrtMalloc(ptr noundef nonnull %3, i64 noundef 131072, i32 noundef 0) #9, !dbg !143
  %47 = call i32 @aclrtMalloc(ptr noundef nonnull %4, i64 noundef 12000, i32 noundef 0) #9, !dbg !144
  %48 = call i32 @aclrtMalloc(ptr noundef nonnull %5, i64 noundef 12000, i32 noundef 0) #9, !dbg !145
  %49 = load ptr, ptr %2, align 8, !dbg !146, !tbaa !147
  %50 = call i32 @aclrtMemcpy(ptr noundef %49, i64 noundef 131072, ptr noundef %8, i64 noundef 131072, i32 noundef 1) #9, !dbg !149
  %51 = load ptr, ptr %4, align 8, !dbg !150, !tbaa !147
  %52 = call i32 @aclrtMemcpy(ptr noundef %51, i64 noundef 12000, ptr noundef nonnull %10, i64 noundef 12000, i32 noundef 1) #9, !dbg !151
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #9, !dbg !152
  %53 = load ptr, ptr %2, align 8, !dbg !153, !tbaa !147
  %54 = ptrtoint ptr %53 to i64, !dbg !154
  store i64 %54, ptr %6, align 16, !dbg !155, !tbaa !156
  %55 = getelementptr inbounds i64, ptr %6, i64 1, !dbg !155
  %56 = load ptr, ptr %3, align 8, !dbg !158, !tbaa !147
  %57 = ptrtoint ptr %56 to i64, !dbg !159
  store i64 %57, ptr %55, align 8, !dbg !155, !tbaa !156
  %58 = getelementptr inbounds i64, ptr %6, i64 2, !dbg !155
  store i64 4096, ptr %58, align 16, !dbg !155, !tbaa !156
  %59 = load ptr, ptr %1, align 8, !dbg !160, !tbaa !147
  %60 = call i32 @rtKernelLaunch(ptr noundef nonnull @square, i32 noundef 8, ptr noundef nonnull %6, i32 noundef 24, ptr noundef null, ptr noundef %59) #9, !dbg !161
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #9, !dbg !162
  %61 = load ptr, ptr %4, align 8, !dbg !163, !tbaa !147
  %62 = ptrtoint ptr %61 to i64, !dbg !164
  store i64 %62, ptr %7, align 16, !dbg !165, !tbaa !156
  %63 = getelementptr inbounds i64, ptr %7, i64 1, !dbg !165
  %64 = load ptr, ptr %5, align 8, !dbg !166, !tbaa !147
  %65 = ptrtoint ptr %64 to i64, !dbg !167
  store i64 %65, ptr %63, align 8, !dbg !165, !tbaa !156
  %66 = getelementptr inbounds i64, ptr %7, i64 2, !dbg !165
  store i64 1000, ptr %66, align 16, !dbg !165, !tbaa !156
  %67 = load ptr, ptr %1, align 8, !dbg !168, !tbaa !147
  %68 = call i32 @rtKernelLaunch(ptr noundef nonnull @magnitude, i32 noundef 3, ptr noundef nonnull %7, i32 noundef 24, ptr noundef null, ptr noundef %67) #9, !dbg !169
  %69 = load ptr, ptr %1, align 8, !dbg !170, !tbaa !147
  %70 = call i32 @aclrtSynchronizeStream(ptr noundef %69) #9, !dbg !171
  %71 = load ptr, ptr %3, align 8, !dbg !172, !tbaa !147
  %72 = call i32 @aclrtMemcpy(ptr noundef %9, i64 noundef 131072, ptr noundef %71, i64 noundef 131072, i32 noundef 2) #9, !dbg !173
  %73 = load ptr, ptr %5, align 8, !dbg !174, !tbaa !147
  %74 = call i32 @aclrtMemcpy(ptr noundef %11, i64 noundef 12000, ptr noundef %73, i64 noundef 12000, i32 noundef 2) #9, !dbg !175
  br label %75, !dbg !176

75:                                               ; preds = %75, %43
  %76 = phi i64 [ 0, %43 ], [ %112, %75 ], !dbg !177
  %77 = phi <2 x i64> [ zeroinitializer, %43 ], [ %110, %75 ]
  %78 = phi <2 x i64> [ zeroinitializer, %43 ], [ %111, %75 ]
  %79 = getelementptr inbounds float, ptr %9, i64 %76, !dbg !178
  %80 = load <2 x float>, ptr %79, align 4, !dbg !178, !tbaa !122
  %81 = getelementptr inbounds float, ptr %79, i64 2, !dbg !178
  %82 = load <2 x float>, ptr %81, align 4, !dbg !178, !tbaa !122
  %83 = getelementptr inbounds float, ptr %8, i64 %76, !dbg !179
  %84 = load <2 x float>, ptr %83, align 4, !dbg !179, !tbaa !122
  %85 = getelementptr inbounds float, ptr %83, i64 2, !dbg !179
  %86 = load <2 x float>, ptr %85, align 4, !dbg !179, !tbaa !122
  %87 = fmul <2 x float> %84, %84, !dbg !180
  %88 = fmul <2 x float> %86, %86, !dbg !180
  %89 = fcmp une <2 x float> %80, %87, !dbg !181
  %90 = fcmp une <2 x float> %82, %88, !dbg !181
  %91 = zext <2 x i1> %89 to <2 x i64>
  %92 = zext <2 x i1> %90 to <2 x i64>
  %93 = add <2 x i64> %77, %91, !dbg !182
  %94 = add <2 x i64> %78, %92, !dbg !182
  %95 = or i64 %76, 4, !dbg !177
  %96 = getelementptr inbounds float, ptr %9, i64 %95, !dbg !178
  %97 = load <2 x float>, ptr %96, align 4, !dbg !178, !tbaa !122
  %98 = getelementptr inbounds float, ptr %96, i64 2, !dbg !178
  %99 = load <2 x float>, ptr %98, align 4, !dbg !178, !tbaa !122
  %100 = getelementptr inbounds float, ptr %8, i64 %95, !dbg !179
  %101 = load <2 x float>, ptr %100, align 4, !dbg !179, !tbaa !122
  %102 = getelementptr inbounds float, ptr %100, i64 2, !dbg !179
  %103 = load <2 x float>, ptr %102, align 4, !dbg !179, !tbaa !122
  %104 = fmul <2 x float> %101, %101, !dbg !180
  %105 = fmul <2 x float> %103, %103, !dbg !180
  %106 = fcmp une <2 x float> %97, %104, !dbg !181
  %107 = fcmp une <2 x float> %99, %105, !dbg !181
  %108 = zext <2 x i1> %106 to <2 x i64>
  %109 = zext <2 x i1> %107 to <2 x i64>
  %110 = add <2 x i64> %93, %108, !dbg !182
  %111 = add <2 x i64> %94, %109, !dbg !182
  %112 = add nuw nsw i64 %76, 8, !dbg !177
  %113 = icmp eq i64 %112, 32768, !dbg !177
  br i1 %113, label %114, label %75, !dbg !177, !llvm.loop !183

114:                                              ; preds = %75
  %115 = add <2 x i64> %111, %110, !dbg !176
  %116 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %115), !dbg !176
  %117 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %116, i64 0, !dbg !185
  br label %118, !dbg !185

118:                                              ; preds = %118, %114
  %119 = phi i64 [ 0, %114 ], [ %142, %118 ], !dbg !186
  %120 = phi <2 x i64> [ %117, %114 ], [ %140, %118 ]
  %121 = phi <2 x i64> [ zeroinitializer, %114 ], [ %141, %118 ]
  %122 = getelementptr inbounds float, ptr %11, i64 %119, !dbg !187
  %123 = load <2 x float>, ptr %122, align 4, !dbg !187, !tbaa !122
  %124 = getelementptr inbounds float, ptr %122, i64 2, !dbg !187
  %125 = load <2 x float>, ptr %124, align 4, !dbg !187, !tbaa !122
  %126 = getelementptr inbounds float, ptr %10, i64 %119, !dbg !188
  %127 = load <2 x float>, ptr %126, align 4, !dbg !188, !tbaa !122
  %128 = getelementptr inbounds float, ptr %126, i64 2, !dbg !188
  %129 = load <2 x float>, ptr %128, align 4, !dbg !188, !tbaa !122
  %130 = fcmp olt <2 x float> %127, zeroinitializer, !dbg !189
  %131 = fcmp olt <2 x float> %129, zeroinitializer, !dbg !189
  %132 = fneg <2 x float> %127, !dbg !188
  %133 = fneg <2 x float> %129, !dbg !188
  %134 = select <2 x i1> %130, <2 x float> %132, <2 x float> %127, !dbg !188
  %135 = select <2 x i1> %131, <2 x float> %133, <2 x float> %129, !dbg !188
  %136 = fcmp une <2 x float> %123, %134, !dbg !190
  %137 = fcmp une <2 x float> %125, %135, !dbg !190
  %138 = zext <2 x i1> %136 to <2 x i64>
  %139 = zext <2 x i1> %137 to <2 x i64>
  %140 = add <2 x i64> %120, %138, !dbg !191
  %141 = add <2 x i64> %121, %139, !dbg !191
  %142 = add nuw i64 %119, 4, !dbg !186
  %143 = icmp eq i64 %142, 3000, !dbg !186
  br i1 %143, label %144, label %118, !dbg !186, !llvm.loop !192

144:                                              ; preds = %118
  %145 = add <2 x i64> %141, %140, !dbg !185
  %146 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %145), !dbg !185
  %147 = icmp eq i64 %146, 0, !dbg !194
  %148 = select i1 %147, ptr @.str.3, ptr @.str.4, !dbg !195
  %149 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %146, i64 noundef 35768, ptr noundef nonnull %148), !dbg !196
  %150 = load ptr, ptr %2, align 8, !dbg !197, !tbaa !147
  %151 = call i32 @aclrtFree(ptr noundef %150) #9, !dbg !198
  %152 = load ptr, ptr %3, align 8, !dbg !199, !tbaa !147
  %153 = call i32 @aclrtFree(ptr noundef %152) #9, !dbg !200
  %154 = load ptr, ptr %4, align 8, !dbg !201, !tbaa !147
  %155 = call i32 @aclrtFree(ptr noundef %154) #9, !dbg !202
  %156 = load ptr, ptr %5, align 8, !dbg !203, !tbaa !147
  %157 = call i32 @aclrtFree(ptr noundef %156) #9, !dbg !204
  %158 = load ptr, ptr %1, align 8, !dbg !205, !tbaa !147
  %159 = call i32 @aclrtDestroyStream(ptr noundef %158) #9, !dbg !206
  call void @free(ptr noundef %8), !dbg !207
  call void @free(ptr noundef %9), !dbg !208
  call void @free(ptr noundef nonnull %10), !dbg !209
  call void @free(ptr noundef nonnull %11), !dbg !210
  %160 = icmp ne i64 %146, 0, !dbg !211
  %161 = zext i1 %160 to i32, !dbg !211
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #9, !dbg !212
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #9, !dbg !212
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #9, !dbg !212
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #9, !dbg !212
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #9, !dbg !212
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #9, !dbg !212
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #9, !dbg !212
  ret i32 %161, !dbg !213
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !214 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !216 i32 @aclrtCreateStream(ptr noundef) local_unnamed_addr #2

declare !dbg !217 i32 @aclrtMalloc(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !218 i32 @aclrtMemcpy(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !219 i32 @rtKernelLaunch(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !220 i32 @aclrtSynchronizeStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !221 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare !dbg !222 i32 @aclrtFree(ptr noundef) local_unnamed_addr #2

declare !dbg !223 i32 @aclrtDestroyStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !224 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

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
!13 = !DILocation(line: 23, column: 3, scope: !9)
!14 = !DILocation(line: 24, column: 3, scope: !9)
!15 = !DILocation(line: 25, column: 3, scope: !9)
!16 = !DILocation(line: 26, column: 3, scope: !9)
!17 = !DILocation(line: 28, column: 31, scope: !9)
!18 = !DILocation(line: 28, column: 3, scope: !9)
!19 = !DILocation(line: 22, column: 34, scope: !9)
!20 = !DILocation(line: 47, column: 3, scope: !9)
!21 = !DILocation(line: 48, column: 3, scope: !9)
!22 = !DILocation(line: 49, column: 3, scope: !9)
!23 = !DILocation(line: 50, column: 3, scope: !9)
!24 = !DILocation(line: 51, column: 1, scope: !9)
!25 = !DILocation(line: 29, column: 34, scope: !9)
!26 = !DILocation(line: 16, column: 53, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "min64", scope: !1, file: !1, line: 16, type: !10, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!28 = distinct !DILocation(line: 29, column: 19, scope: !9)
!29 = !DILocation(line: 30, column: 39, scope: !9)
!30 = !DILocation(line: 30, column: 43, scope: !9)
!31 = !DILocation(line: 30, column: 49, scope: !9)
!32 = !DILocation(line: 30, column: 23, scope: !9)
!33 = !DILocation(line: 31, column: 42, scope: !9)
!34 = !DILocation(line: 31, column: 49, scope: !9)
!35 = !DILocation(line: 31, column: 23, scope: !9)
!36 = !DILocation(line: 32, column: 22, scope: !9)
!37 = !DILocation(line: 33, column: 50, scope: !9)
!38 = !DILocation(line: 33, column: 26, scope: !9)
!39 = !DILocation(line: 34, column: 60, scope: !9)
!40 = !DILocation(line: 34, column: 27, scope: !9)
!41 = !DILocation(line: 35, column: 9, scope: !9)
!42 = !DILocation(line: 35, column: 15, scope: !9)
!43 = !DILocation(line: 35, column: 61, scope: !9)
!44 = !DILocation(line: 36, column: 34, scope: !9)
!45 = !DILocation(line: 36, column: 5, scope: !9)
!46 = !DILocation(line: 37, column: 5, scope: !9)
!47 = !DILocation(line: 38, column: 5, scope: !9)
!48 = !DILocation(line: 39, column: 9, scope: !9)
!49 = !DILocation(line: 39, column: 15, scope: !9)
!50 = !DILocation(line: 40, column: 5, scope: !9)
!51 = !DILocation(line: 41, column: 15, scope: !9)
!52 = !DILocation(line: 39, column: 61, scope: !9)
!53 = !DILocation(line: 41, column: 60, scope: !9)
!54 = !DILocation(line: 42, column: 5, scope: !9)
!55 = !DILocation(line: 43, column: 5, scope: !9)
!56 = !DILocation(line: 44, column: 30, scope: !9)
!57 = !DILocation(line: 44, column: 5, scope: !9)
!58 = !DILocation(line: 45, column: 9, scope: !9)
!59 = !DILocation(line: 45, column: 15, scope: !9)
!60 = !DILocation(line: 45, column: 60, scope: !9)
!61 = !DILocation(line: 28, column: 48, scope: !9)
!62 = !DILocation(line: 28, column: 57, scope: !9)
!63 = distinct !{!63, !18, !64, !65}
!64 = !DILocation(line: 46, column: 3, scope: !9)
!65 = !{!"llvm.loop.mustprogress"}
!66 = !DISubprogram(name: "get_block_idx", scope: !67, file: !67, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!67 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!68 = !DISubprogram(name: "set_flag", scope: !67, file: !67, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!69 = !DISubprogram(name: "wait_flag", scope: !67, file: !67, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!70 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !67, file: !67, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!71 = !DISubprogram(name: "vmul_f32", scope: !67, file: !67, line: 111, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!72 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !67, file: !67, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!73 = distinct !DISubprogram(name: "magnitude", scope: !1, file: !1, line: 54, type: !10, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!74 = !DILocation(line: 58, column: 18, scope: !73)
!75 = !DILocation(line: 59, column: 3, scope: !73)
!76 = !DILocation(line: 60, column: 3, scope: !73)
!77 = !DILocation(line: 61, column: 31, scope: !73)
!78 = !DILocation(line: 61, column: 3, scope: !73)
!79 = !DILocation(line: 58, column: 34, scope: !73)
!80 = !DILocation(line: 77, column: 3, scope: !73)
!81 = !DILocation(line: 78, column: 3, scope: !73)
!82 = !DILocation(line: 79, column: 1, scope: !73)
!83 = !DILocation(line: 62, column: 34, scope: !73)
!84 = !DILocation(line: 16, column: 53, scope: !27, inlinedAt: !85)
!85 = distinct !DILocation(line: 62, column: 19, scope: !73)
!86 = !DILocation(line: 63, column: 39, scope: !73)
!87 = !DILocation(line: 63, column: 43, scope: !73)
!88 = !DILocation(line: 63, column: 49, scope: !73)
!89 = !DILocation(line: 63, column: 23, scope: !73)
!90 = !DILocation(line: 64, column: 42, scope: !73)
!91 = !DILocation(line: 64, column: 49, scope: !73)
!92 = !DILocation(line: 64, column: 23, scope: !73)
!93 = !DILocation(line: 65, column: 5, scope: !73)
!94 = !DILocation(line: 66, column: 34, scope: !73)
!95 = !DILocation(line: 66, column: 5, scope: !73)
!96 = !DILocation(line: 67, column: 5, scope: !73)
!97 = !DILocation(line: 68, column: 5, scope: !73)
!98 = !DILocation(line: 69, column: 5, scope: !73)
!99 = !DILocation(line: 70, column: 5, scope: !73)
!100 = !DILocation(line: 71, column: 5, scope: !73)
!101 = !DILocation(line: 72, column: 5, scope: !73)
!102 = !DILocation(line: 73, column: 5, scope: !73)
!103 = !DILocation(line: 74, column: 30, scope: !73)
!104 = !DILocation(line: 74, column: 5, scope: !73)
!105 = !DILocation(line: 75, column: 5, scope: !73)
!106 = !DILocation(line: 61, column: 48, scope: !73)
!107 = distinct !{!107, !78, !108, !65}
!108 = !DILocation(line: 76, column: 3, scope: !73)
!109 = !DISubprogram(name: "vabs_f32", scope: !67, file: !67, line: 129, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!110 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 81, type: !10, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!111 = !DILocation(line: 83, column: 14, scope: !110)
!112 = !DILocation(line: 83, column: 34, scope: !110)
!113 = !DILocation(line: 83, column: 54, scope: !110)
!114 = !DILocation(line: 83, column: 74, scope: !110)
!115 = !DILocation(line: 84, column: 3, scope: !110)
!116 = !DILocation(line: 84, column: 30, scope: !110)
!117 = !DILocation(line: 84, column: 52, scope: !110)
!118 = !DILocation(line: 84, column: 42, scope: !110)
!119 = !DILocation(line: 84, column: 65, scope: !110)
!120 = !DILocation(line: 84, column: 35, scope: !110)
!121 = !DILocation(line: 84, column: 40, scope: !110)
!122 = !{!123, !123, i64 0}
!123 = !{!"float", !124, i64 0}
!124 = !{!"omnipotent char", !125, i64 0}
!125 = !{!"Simple C/C++ TBAA"}
!126 = distinct !{!126, !115, !127, !65, !128, !129}
!127 = !DILocation(line: 84, column: 67, scope: !110)
!128 = !{!"llvm.loop.isvectorized", i32 1}
!129 = !{!"llvm.loop.unroll.runtime.disable"}
!130 = !DILocation(line: 85, column: 30, scope: !110)
!131 = !DILocation(line: 85, column: 52, scope: !110)
!132 = !DILocation(line: 85, column: 42, scope: !110)
!133 = !DILocation(line: 85, column: 58, scope: !110)
!134 = !DILocation(line: 85, column: 35, scope: !110)
!135 = !DILocation(line: 85, column: 40, scope: !110)
!136 = distinct !{!136, !137, !138, !65, !128, !129}
!137 = !DILocation(line: 85, column: 3, scope: !110)
!138 = !DILocation(line: 85, column: 60, scope: !110)
!139 = !DILocation(line: 86, column: 3, scope: !110)
!140 = !DILocation(line: 87, column: 3, scope: !110)
!141 = !DILocation(line: 88, column: 3, scope: !110)
!142 = !DILocation(line: 89, column: 3, scope: !110)
!143 = !DILocation(line: 90, column: 3, scope: !110)
!144 = !DILocation(line: 91, column: 3, scope: !110)
!145 = !DILocation(line: 92, column: 3, scope: !110)
!146 = !DILocation(line: 93, column: 15, scope: !110)
!147 = !{!148, !148, i64 0}
!148 = !{!"any pointer", !124, i64 0}
!149 = !DILocation(line: 93, column: 3, scope: !110)
!150 = !DILocation(line: 94, column: 15, scope: !110)
!151 = !DILocation(line: 94, column: 3, scope: !110)
!152 = !DILocation(line: 95, column: 3, scope: !110)
!153 = !DILocation(line: 95, column: 40, scope: !110)
!154 = !DILocation(line: 95, column: 30, scope: !110)
!155 = !DILocation(line: 95, column: 29, scope: !110)
!156 = !{!157, !157, i64 0}
!157 = !{!"long", !124, i64 0}
!158 = !DILocation(line: 95, column: 54, scope: !110)
!159 = !DILocation(line: 95, column: 44, scope: !110)
!160 = !DILocation(line: 96, column: 94, scope: !110)
!161 = !DILocation(line: 96, column: 3, scope: !110)
!162 = !DILocation(line: 97, column: 3, scope: !110)
!163 = !DILocation(line: 97, column: 37, scope: !110)
!164 = !DILocation(line: 97, column: 27, scope: !110)
!165 = !DILocation(line: 97, column: 26, scope: !110)
!166 = !DILocation(line: 97, column: 51, scope: !110)
!167 = !DILocation(line: 97, column: 41, scope: !110)
!168 = !DILocation(line: 98, column: 88, scope: !110)
!169 = !DILocation(line: 98, column: 3, scope: !110)
!170 = !DILocation(line: 99, column: 26, scope: !110)
!171 = !DILocation(line: 99, column: 3, scope: !110)
!172 = !DILocation(line: 100, column: 25, scope: !110)
!173 = !DILocation(line: 100, column: 3, scope: !110)
!174 = !DILocation(line: 101, column: 25, scope: !110)
!175 = !DILocation(line: 101, column: 3, scope: !110)
!176 = !DILocation(line: 103, column: 3, scope: !110)
!177 = !DILocation(line: 103, column: 30, scope: !110)
!178 = !DILocation(line: 103, column: 44, scope: !110)
!179 = !DILocation(line: 103, column: 52, scope: !110)
!180 = !DILocation(line: 103, column: 57, scope: !110)
!181 = !DILocation(line: 103, column: 49, scope: !110)
!182 = !DILocation(line: 103, column: 41, scope: !110)
!183 = distinct !{!183, !176, !184, !65, !128, !129}
!184 = !DILocation(line: 103, column: 62, scope: !110)
!185 = !DILocation(line: 104, column: 3, scope: !110)
!186 = !DILocation(line: 104, column: 30, scope: !110)
!187 = !DILocation(line: 104, column: 44, scope: !110)
!188 = !DILocation(line: 104, column: 53, scope: !110)
!189 = !DILocation(line: 104, column: 58, scope: !110)
!190 = !DILocation(line: 104, column: 49, scope: !110)
!191 = !DILocation(line: 104, column: 41, scope: !110)
!192 = distinct !{!192, !185, !193, !65, !128, !129}
!193 = !DILocation(line: 104, column: 79, scope: !110)
!194 = !DILocation(line: 106, column: 36, scope: !110)
!195 = !DILocation(line: 106, column: 30, scope: !110)
!196 = !DILocation(line: 105, column: 3, scope: !110)
!197 = !DILocation(line: 107, column: 13, scope: !110)
!198 = !DILocation(line: 107, column: 3, scope: !110)
!199 = !DILocation(line: 107, column: 28, scope: !110)
!200 = !DILocation(line: 107, column: 18, scope: !110)
!201 = !DILocation(line: 107, column: 43, scope: !110)
!202 = !DILocation(line: 107, column: 33, scope: !110)
!203 = !DILocation(line: 107, column: 58, scope: !110)
!204 = !DILocation(line: 107, column: 48, scope: !110)
!205 = !DILocation(line: 108, column: 22, scope: !110)
!206 = !DILocation(line: 108, column: 3, scope: !110)
!207 = !DILocation(line: 109, column: 3, scope: !110)
!208 = !DILocation(line: 109, column: 12, scope: !110)
!209 = !DILocation(line: 109, column: 21, scope: !110)
!210 = !DILocation(line: 109, column: 30, scope: !110)
!211 = !DILocation(line: 110, column: 16, scope: !110)
!212 = !DILocation(line: 111, column: 1, scope: !110)
!213 = !DILocation(line: 110, column: 3, scope: !110)
!214 = !DISubprogram(name: "malloc", scope: !215, file: !215, line: 53, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!215 = !DIFile(filename: "samples/ascend/include/ascend_host.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "128fa0814a5b2c423bb2b7b48b15d840")
!216 = !DISubprogram(name: "aclrtCreateStream", scope: !215, file: !215, line: 34, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!217 = !DISubprogram(name: "aclrtMalloc", scope: !215, file: !215, line: 37, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!218 = !DISubprogram(name: "aclrtMemcpy", scope: !215, file: !215, line: 39, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!219 = !DISubprogram(name: "rtKernelLaunch", scope: !215, file: !215, line: 46, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!220 = !DISubprogram(name: "aclrtSynchronizeStream", scope: !215, file: !215, line: 36, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!221 = !DISubprogram(name: "printf", scope: !215, file: !215, line: 52, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!222 = !DISubprogram(name: "aclrtFree", scope: !215, file: !215, line: 38, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!223 = !DISubprogram(name: "aclrtDestroyStream", scope: !215, file: !215, line: 35, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!224 = !DISubprogram(name: "free", scope: !215, file: !215, line: 54, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
