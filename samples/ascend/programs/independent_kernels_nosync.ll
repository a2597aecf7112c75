; ModuleID = 'samples/ascend/programs/independent_kernels.c'
source_filename = "samples/ascend/programs/independent_kernels.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"ascend_kernel\00", section "llvm.metadata"
@.str.1 = private unnamed_addr constant [46 x i8] c"samples/ascend/programs/independent_kernels.c\00", section "llvm.metadata"
@.str.2 = private unnamed_addr constant [74 x i8] c"independent_kernels: %lld of %lld values differ from the C reference: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@llvm.global.annotations = appending global [4 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @twice, ptr @.str, ptr @.str.1, i32 42, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @plus_one, ptr @.str, ptr @.str.1, i32 43, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @magnitude, ptr @.str, ptr @.str.1, i32 44, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @relu, ptr @.str, ptr @.str.1, i32 45, ptr null }], section "llvm.metadata"

; Function Attrs: noinline nounwind uwtable
define dso_local void @twice(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i64 noundef %2) #0 !dbg !9 {
  %4 = tail call i64 @get_block_idx() #8, !dbg !12
  %5 = icmp sgt i64 %2, 0, !dbg !12
  br i1 %5, label %6, label %10, !dbg !12

6:                                                ; preds = %3
  %7 = mul nsw i64 %4, %2, !dbg !12
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  br label %11, !dbg !12

10:                                               ; preds = %11, %3
  ret void, !dbg !12

11:                                               ; preds = %6, %11
  %12 = phi i64 [ 0, %6 ], [ %15, %11 ]
  %13 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %12, !dbg !12
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %13, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !12
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, float noundef 2.000000e+00, i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #8, !dbg !12
  %14 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %12, !dbg !12
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %14, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !12
  %15 = add nuw nsw i64 %12, 1024, !dbg !12
  %16 = icmp slt i64 %15, %2, !dbg !12
  br i1 %16, label %11, label %10, !dbg !12, !llvm.loop !13
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !15 i64 @get_block_idx() local_unnamed_addr #2

declare !dbg !17 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

declare !dbg !18 void @vmuls_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !19 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @plus_one(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i64 noundef %2) #0 !dbg !20 {
  %4 = tail call i64 @get_block_idx() #8, !dbg !21
  %5 = icmp sgt i64 %2, 0, !dbg !21
  br i1 %5, label %6, label %10, !dbg !21

6:                                                ; preds = %3
  %7 = mul nsw i64 %4, %2, !dbg !21
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  br label %11, !dbg !21

10:                                               ; preds = %11, %3
  ret void, !dbg !21

11:                                               ; preds = %6, %11
  %12 = phi i64 [ 0, %6 ], [ %15, %11 ]
  %13 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %12, !dbg !21
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %13, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !21
  tail call void @vadds_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, float noundef 1.000000e+00, i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #8, !dbg !21
  %14 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %12, !dbg !21
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %14, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !21
  %15 = add nuw nsw i64 %12, 1024, !dbg !21
  %16 = icmp slt i64 %15, %2, !dbg !21
  br i1 %16, label %11, label %10, !dbg !21, !llvm.loop !22
}

declare !dbg !23 void @vadds_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define dso_local void @magnitude(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i64 noundef %2) #0 !dbg !24 {
  %4 = tail call i64 @get_block_idx() #8, !dbg !25
  %5 = icmp sgt i64 %2, 0, !dbg !25
  br i1 %5, label %6, label %10, !dbg !25

6:                                                ; preds = %3
  %7 = mul nsw i64 %4, %2, !dbg !25
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  br label %11, !dbg !25

10:                                               ; preds = %11, %3
  ret void, !dbg !25

11:                                               ; preds = %6, %11
  %12 = phi i64 [ 0, %6 ], [ %15, %11 ]
  %13 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %12, !dbg !25
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %13, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !25
  tail call void @vabs_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #8, !dbg !25
  %14 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %12, !dbg !25
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %14, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !25
  %15 = add nuw nsw i64 %12, 1024, !dbg !25
  %16 = icmp slt i64 %15, %2, !dbg !25
  br i1 %16, label %11, label %10, !dbg !25, !llvm.loop !26
}

declare !dbg !27 void @vabs_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define dso_local void @relu(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i64 noundef %2) #0 !dbg !28 {
  %4 = tail call i64 @get_block_idx() #8, !dbg !29
  %5 = icmp sgt i64 %2, 0, !dbg !29
  br i1 %5, label %6, label %10, !dbg !29

6:                                                ; preds = %3
  %7 = mul nsw i64 %4, %2, !dbg !29
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  br label %11, !dbg !29

10:                                               ; preds = %11, %3
  ret void, !dbg !29

11:                                               ; preds = %6, %11
  %12 = phi i64 [ 0, %6 ], [ %15, %11 ]
  %13 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %12, !dbg !29
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %13, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !29
  tail call void @vrelu_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #8, !dbg !29
  %14 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %12, !dbg !29
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %14, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !29
  %15 = add nuw nsw i64 %12, 1024, !dbg !29
  %16 = icmp slt i64 %15, %2, !dbg !29
  br i1 %16, label %11, label %10, !dbg !29, !llvm.loop !30
}

declare !dbg !31 void @vrelu_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !32 {
  %1 = alloca ptr, align 8
  %2 = alloca [4 x ptr], align 16
  %3 = alloca [4 x ptr], align 16
  %4 = alloca [3 x i64], align 16
  %5 = alloca [3 x i64], align 16
  %6 = alloca [3 x i64], align 16
  %7 = alloca [3 x i64], align 16
  %8 = tail call dereferenceable_or_null(1048576) ptr @malloc(i64 noundef 1048576) #9, !dbg !33
  %9 = tail call dereferenceable_or_null(1048576) ptr @malloc(i64 noundef 1048576) #9, !dbg !34
  br label %10, !dbg !35

10:                                               ; preds = %10, %0
  %11 = phi i64 [ 0, %0 ], [ %22, %10 ], !dbg !36
  %12 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %23, %10 ], !dbg !37
  %13 = add <4 x i32> %12, <i32 4, i32 4, i32 4, i32 4>, !dbg !37
  %14 = urem <4 x i32> %12, <i32 23, i32 23, i32 23, i32 23>, !dbg !37
  %15 = urem <4 x i32> %13, <i32 23, i32 23, i32 23, i32 23>, !dbg !37
  %16 = uitofp <4 x i32> %14 to <4 x float>, !dbg !38
  %17 = uitofp <4 x i32> %15 to <4 x float>, !dbg !38
  %18 = fadd <4 x float> %16, <float -1.100000e+01, float -1.100000e+01, float -1.100000e+01, float -1.100000e+01>, !dbg !39
  %19 = fadd <4 x float> %17, <float -1.100000e+01, float -1.100000e+01, float -1.100000e+01, float -1.100000e+01>, !dbg !39
  %20 = getelementptr inbounds float, ptr %8, i64 %11, !dbg !40
  store <4 x float> %18, ptr %20, align 4, !dbg !41, !tbaa !42
  %21 = getelementptr inbounds float, ptr %20, i64 4, !dbg !41
  store <4 x float> %19, ptr %21, align 4, !dbg !41, !tbaa !42
  %22 = add nuw i64 %11, 8, !dbg !36
  %23 = add <4 x i32> %12, <i32 8, i32 8, i32 8, i32 8>, !dbg !37
  %24 = icmp eq i64 %22, 262144, !dbg !36
  br i1 %24, label %25, label %10, !dbg !36, !llvm.loop !46

25:                                               ; preds = %10
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !50
  %26 = call i32 @aclrtCreateStream(ptr noundef nonnull %1) #8, !dbg !51
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %2) #8, !dbg !52
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %3) #8, !dbg !52
  %27 = call i32 @aclrtMalloc(ptr noundef nonnull %2, i64 noundef 1048576, i32 noundef 0) #8, !dbg !53
  %28 = call i32 @aclrtMalloc(ptr noundef nonnull %3, i64 noundef 1048576, i32 noundef 0) #8, !dbg !54
  %29 = load ptr, ptr %2, align 16, !dbg !55, !tbaa !56
  %30 = call i32 @aclrtMemcpy(ptr noundef %29, i64 noundef 1048576, ptr noundef nonnull %8, i64 noundef 1048576, i32 noundef 1) #8, !dbg !58
  %31 = getelementptr inbounds [4 x ptr], ptr %2, i64 0, i64 1, !dbg !59
  %32 = call i32 @aclrtMalloc(ptr noundef nonnull %31, i64 noundef 1048576, i32 noundef 0) #8, !dbg !53
  %33 = getelementptr inbounds [4 x ptr], ptr %3, i64 0, i64 1, !dbg !60
  %34 = call i32 @aclrtMalloc(ptr noundef nonnull %33, i64 noundef 1048576, i32 noundef 0) #8, !dbg !54
  %35 = load ptr, ptr %31, align 8, !dbg !55, !tbaa !56
  %36 = call i32 @aclrtMemcpy(ptr noundef %35, i64 noundef 1048576, ptr noundef nonnull %8, i64 noundef 1048576, i32 noundef 1) #8, !dbg !58
  %37 = getelementptr inbounds [4 x ptr], ptr %2, i64 0, i64 2, !dbg !59
  %38 = call i32 @aclrtMalloc(ptr noundef nonnull %37, i64 noundef 1048576, i32 noundef 0) #8, !dbg !53
  %39 = getelementptr inbounds [4 x ptr], ptr %3, i64 0, i64 2, !dbg !60
  %40 = call i32 @aclrtMalloc(ptr noundef nonnull %39, i64 noundef 1048576, i32 noundef 0) #8, !dbg !54
  %41 = load ptr, ptr %37, align 16, !dbg !55, !tbaa !56
  %42 = call i32 @aclrtMemcpy(ptr noundef %41, i64 noundef 1048576, ptr noundef nonnull %8, i64 noundef 1048576, i32 noundef 1) #8, !dbg !58
  %43 = getelementptr inbounds [4 x ptr], ptr %2, i64 0, i64 3, !dbg !59
  %44 = call i32 @aclrtMalloc(ptr noundef nonnull %43, i64 noundef 1048576, i32 noundef 0) #8, !dbg !53
  %45 = getelementptr inbounds [4 x ptr], ptr %3, i64 0, i64 3, !dbg !60
  %46 = call i32 @aclrtMalloc(ptr noundef nonnull %45, i64 noundef 1048576, i32 noundef 0) #8, !dbg !54
  %47 = load ptr, ptr %43, align 8, !dbg !55, !tbaa !56
  %48 = call i32 @aclrtMemcpy(ptr noundef %47, i64 noundef 1048576, ptr noundef nonnull %8, i64 noundef 1048576, i32 noundef 1) #8, !dbg !58
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #8, !dbg !61
  %49 = load ptr, ptr %2, align 16, !dbg !62, !tbaa !56
  %50 = ptrtoint ptr %49 to i64, !dbg !63
  store i64 %50, ptr %4, align 16, !dbg !64, !tbaa !65
  %51 = getelementptr inbounds i64, ptr %4, i64 1, !dbg !64
  %52 = load ptr, ptr %3, align 16, !dbg !67, !tbaa !56
  %53 = ptrtoint ptr %52 to i64, !dbg !68
  store i64 %53, ptr %51, align 8, !dbg !64, !tbaa !65
  %54 = getelementptr inbounds i64, ptr %4, i64 2, !dbg !64
  store i64 32768, ptr %54, align 16, !dbg !64, !tbaa !65
  %55 = load ptr, ptr %1, align 8, !dbg !69, !tbaa !56
  %56 = call i32 @rtKernelLaunch(ptr noundef nonnull @twice, i32 noundef 8, ptr noundef nonnull %4, i32 noundef 24, ptr noundef null, ptr noundef %55) #8, !dbg !70
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %5) #8, !dbg !71
  %57 = load ptr, ptr %31, align 8, !dbg !72, !tbaa !56
  %58 = ptrtoint ptr %57 to i64, !dbg !73
  store i64 %58, ptr %5, align 16, !dbg !74, !tbaa !65
  %59 = getelementptr inbounds i64, ptr %5, i64 1, !dbg !74
  %60 = load ptr, ptr %33, align 8, !dbg !75, !tbaa !56
  %61 = ptrtoint ptr %60 to i64, !dbg !76
  store i64 %61, ptr %59, align 8, !dbg !74, !tbaa !65
  %62 = getelementptr inbounds i64, ptr %5, i64 2, !dbg !74
  store i64 32768, ptr %62, align 16, !dbg !74, !tbaa !65
  %63 = load ptr, ptr %1, align 8, !dbg !77, !tbaa !56
  %64 = call i32 @rtKernelLaunch(ptr noundef nonnull @plus_one, i32 noundef 8, ptr noundef nonnull %5, i32 noundef 24, ptr noundef null, ptr noundef %63) #8, !dbg !78
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #8, !dbg !79
  %65 = load ptr, ptr %37, align 16, !dbg !80, !tbaa !56
  %66 = ptrtoint ptr %65 to i64, !dbg !81
  store i64 %66, ptr %6, align 16, !dbg !82, !tbaa !65
  %67 = getelementptr inbounds i64, ptr %6, i64 1, !dbg !82
  %68 = load ptr, ptr %39, align 16, !dbg !83, !tbaa !56
  %69 = ptrtoint ptr %68 to i64, !dbg !84
  store i64 %69, ptr %67, align 8, !dbg !82, !tbaa !65
  %70 = getelementptr inbounds i64, ptr %6, i64 2, !dbg !82
  store i64 32768, ptr %70, align 16, !dbg !82, !tbaa !65
  %71 = load ptr, ptr %1, align 8, !dbg !85, !tbaa !56
  %72 = call i32 @rtKernelLaunch(ptr noundef nonnull @magnitude, i32 noundef 8, ptr noundef nonnull %6, i32 noundef 24, ptr noundef null, ptr noundef %71) #8, !dbg !86
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #8, !dbg !87
  %73 = load ptr, ptr %43, align 8, !dbg !88, !tbaa !56
  %74 = ptrtoint ptr %73 to i64, !dbg !89
  store i64 %74, ptr %7, align 16, !dbg !90, !tbaa !65
  %75 = getelementptr inbounds i64, ptr %7, i64 1, !dbg !90
  %76 = load ptr, ptr %45, align 8, !dbg !91, !tbaa !56
  %77 = ptrtoint ptr %76 to i64, !dbg !92
  store i64 %77, ptr %75, align 8, !dbg !90, !tbaa !65
  %78 = getelementptr inbounds i64, ptr %7, i64 2, !dbg !90
  store i64 32768, ptr %78, align 16, !dbg !90, !tbaa !65
  %79 = load ptr, ptr %1, align 8, !dbg !93, !tbaa !56
  %80 = call i32 @rtKernelLaunch(ptr noundef nonnull @relu, i32 noundef 8, ptr noundef nonnull %7, i32 noundef 24, ptr noundef null, ptr noundef %79) #8, !dbg !94
  %81 = load ptr, ptr %1, align 8, !dbg !95, !tbaa !56
  %82 = call i32 @aclrtSynchronizeStream(ptr noundef %81) #8, !dbg !96
  %83 = load ptr, ptr %3, align 16, !dbg !97, !tbaa !56
  %84 = call i32 @aclrtMemcpy(ptr noundef %9, i64 noundef 1048576, ptr noundef %83, i64 noundef 1048576, i32 noundef 2) #8, !dbg !98
  br label %85, !dbg !99

85:                                               ; preds = %85, %25
  %86 = phi i64 [ 0, %25 ], [ %122, %85 ], !dbg !100
  %87 = phi <2 x i64> [ zeroinitializer, %25 ], [ %120, %85 ]
  %88 = phi <2 x i64> [ zeroinitializer, %25 ], [ %121, %85 ]
  %89 = getelementptr inbounds float, ptr %9, i64 %86, !dbg !101
  %90 = load <2 x float>, ptr %89, align 4, !dbg !101, !tbaa !42
  %91 = getelementptr inbounds float, ptr %89, i64 2, !dbg !101
  %92 = load <2 x float>, ptr %91, align 4, !dbg !101, !tbaa !42
  %93 = getelementptr inbounds float, ptr %8, i64 %86, !dbg !102
  %94 = load <2 x float>, ptr %93, align 4, !dbg !102, !tbaa !42
  %95 = getelementptr inbounds float, ptr %93, i64 2, !dbg !102
  %96 = load <2 x float>, ptr %95, align 4, !dbg !102, !tbaa !42
  %97 = fmul <2 x float> %94, <float 2.000000e+00, float 2.000000e+00>, !dbg !103
  %98 = fmul <2 x float> %96, <float 2.000000e+00, float 2.000000e+00>, !dbg !103
  %99 = fcmp une <2 x float> %90, %97, !dbg !106
  %100 = fcmp une <2 x float> %92, %98, !dbg !106
  %101 = zext <2 x i1> %99 to <2 x i64>
  %102 = zext <2 x i1> %100 to <2 x i64>
  %103 = add <2 x i64> %87, %101, !dbg !107
  %104 = add <2 x i64> %88, %102, !dbg !107
  %105 = or i64 %86, 4, !dbg !100
  %106 = getelementptr inbounds float, ptr %9, i64 %105, !dbg !101
  %107 = load <2 x float>, ptr %106, align 4, !dbg !101, !tbaa !42
  %108 = getelementptr inbounds float, ptr %106, i64 2, !dbg !101
  %109 = load <2 x float>, ptr %108, align 4, !dbg !101, !tbaa !42
  %110 = getelementptr inbounds float, ptr %8, i64 %105, !dbg !102
  %111 = load <2 x float>, ptr %110, align 4, !dbg !102, !tbaa !42
  %112 = getelementptr inbounds float, ptr %110, i64 2, !dbg !102
  %113 = load <2 x float>, ptr %112, align 4, !dbg !102, !tbaa !42
  %114 = fmul <2 x float> %111, <float 2.000000e+00, float 2.000000e+00>, !dbg !103
  %115 = fmul <2 x float> %113, <float 2.000000e+00, float 2.000000e+00>, !dbg !103
  %116 = fcmp une <2 x float> %107, %114, !dbg !106
  %117 = fcmp une <2 x float> %109, %115, !dbg !106
  %118 = zext <2 x i1> %116 to <2 x i64>
  %119 = zext <2 x i1> %117 to <2 x i64>
  %120 = add <2 x i64> %103, %118, !dbg !107
  %121 = add <2 x i64> %104, %119, !dbg !107
  %122 = add nuw nsw i64 %86, 8, !dbg !100
  %123 = icmp eq i64 %122, 262144, !dbg !100
  br i1 %123, label %124, label %85, !dbg !100, !llvm.loop !108

124:                                              ; preds = %85
  %125 = add <2 x i64> %121, %120, !dbg !99
  %126 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %125), !dbg !99
  %127 = load ptr, ptr %33, align 8, !dbg !97, !tbaa !56
  %128 = call i32 @aclrtMemcpy(ptr noundef nonnull %9, i64 noundef 1048576, ptr noundef %127, i64 noundef 1048576, i32 noundef 2) #8, !dbg !98
  %129 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %126, i64 0, !dbg !99
  br label %130, !dbg !99

130:                                              ; preds = %130, %124
  %131 = phi i64 [ 0, %124 ], [ %167, %130 ], !dbg !100
  %132 = phi <2 x i64> [ %129, %124 ], [ %165, %130 ]
  %133 = phi <2 x i64> [ zeroinitializer, %124 ], [ %166, %130 ]
  %134 = getelementptr inbounds float, ptr %9, i64 %131, !dbg !101
  %135 = load <2 x float>, ptr %134, align 4, !dbg !101, !tbaa !42
  %136 = getelementptr inbounds float, ptr %134, i64 2, !dbg !101
  %137 = load <2 x float>, ptr %136, align 4, !dbg !101, !tbaa !42
  %138 = getelementptr inbounds float, ptr %8, i64 %131, !dbg !102
  %139 = load <2 x float>, ptr %138, align 4, !dbg !102, !tbaa !42
  %140 = getelementptr inbounds float, ptr %138, i64 2, !dbg !102
  %141 = load <2 x float>, ptr %140, align 4, !dbg !102, !tbaa !42
  %142 = fadd <2 x float> %139, <float 1.000000e+00, float 1.000000e+00>, !dbg !110
  %143 = fadd <2 x float> %141, <float 1.000000e+00, float 1.000000e+00>, !dbg !110
  %144 = fcmp une <2 x float> %135, %142, !dbg !106
  %145 = fcmp une <2 x float> %137, %143, !dbg !106
  %146 = zext <2 x i1> %144 to <2 x i64>
  %147 = zext <2 x i1> %145 to <2 x i64>
  %148 = add <2 x i64> %132, %146, !dbg !107
  %149 = add <2 x i64> %133, %147, !dbg !107
  %150 = or i64 %131, 4, !dbg !100
  %151 = getelementptr inbounds float, ptr %9, i64 %150, !dbg !101
  %152 = load <2 x float>, ptr %151, align 4, !dbg !101, !tbaa !42
  %153 = getelementptr inbounds float, ptr %151, i64 2, !dbg !101
  %154 = load <2 x float>, ptr %153, align 4, !dbg !101, !tbaa !42
  %155 = getelementptr inbounds float, ptr %8, i64 %150, !dbg !102
  %156 = load <2 x float>, ptr %155, align 4, !dbg !102, !tbaa !42
  %157 = getelementptr inbounds float, ptr %155, i64 2, !dbg !102
  %158 = load <2 x float>, ptr %157, align 4, !dbg !102, !tbaa !42
  %159 = fadd <2 x float> %156, <float 1.000000e+00, float 1.000000e+00>, !dbg !110
  %160 = fadd <2 x float> %158, <float 1.000000e+00, float 1.000000e+00>, !dbg !110
  %161 = fcmp une <2 x float> %152, %159, !dbg !106
  %162 = fcmp une <2 x float> %154, %160, !dbg !106
  %163 = zext <2 x i1> %161 to <2 x i64>
  %164 = zext <2 x i1> %162 to <2 x i64>
  %165 = add <2 x i64> %148, %163, !dbg !107
  %166 = add <2 x i64> %149, %164, !dbg !107
  %167 = add nuw nsw i64 %131, 8, !dbg !100
  %168 = icmp eq i64 %167, 262144, !dbg !100
  br i1 %168, label %169, label %130, !dbg !100, !llvm.loop !111

169:                                              ; preds = %130
  %170 = add <2 x i64> %166, %165, !dbg !99
  %171 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %170), !dbg !99
  %172 = load ptr, ptr %39, align 16, !dbg !97, !tbaa !56
  %173 = call i32 @aclrtMemcpy(ptr noundef nonnull %9, i64 noundef 1048576, ptr noundef %172, i64 noundef 1048576, i32 noundef 2) #8, !dbg !98
  %174 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %171, i64 0, !dbg !99
  br label %175, !dbg !99

175:                                              ; preds = %175, %169
  %176 = phi i64 [ 0, %169 ], [ %199, %175 ], !dbg !100
  %177 = phi <2 x i64> [ %174, %169 ], [ %197, %175 ]
  %178 = phi <2 x i64> [ zeroinitializer, %169 ], [ %198, %175 ]
  %179 = getelementptr inbounds float, ptr %9, i64 %176, !dbg !101
  %180 = load <2 x float>, ptr %179, align 4, !dbg !101, !tbaa !42
  %181 = getelementptr inbounds float, ptr %179, i64 2, !dbg !101
  %182 = load <2 x float>, ptr %181, align 4, !dbg !101, !tbaa !42
  %183 = getelementptr inbounds float, ptr %8, i64 %176, !dbg !102
  %184 = load <2 x float>, ptr %183, align 4, !dbg !102, !tbaa !42
  %185 = getelementptr inbounds float, ptr %183, i64 2, !dbg !102
  %186 = load <2 x float>, ptr %185, align 4, !dbg !102, !tbaa !42
  %187 = fcmp olt <2 x float> %184, zeroinitializer, !dbg !112
  %188 = fcmp olt <2 x float> %186, zeroinitializer, !dbg !112
  %189 = fneg <2 x float> %184, !dbg !113
  %190 = fneg <2 x float> %186, !dbg !113
  %191 = select <2 x i1> %187, <2 x float> %189, <2 x float> %184, !dbg !113
  %192 = select <2 x i1> %188, <2 x float> %190, <2 x float> %186, !dbg !113
  %193 = fcmp une <2 x float> %180, %191, !dbg !106
  %194 = fcmp une <2 x float> %182, %192, !dbg !106
  %195 = zext <2 x i1> %193 to <2 x i64>
  %196 = zext <2 x i1> %194 to <2 x i64>
  %197 = add <2 x i64> %177, %195, !dbg !107
  %198 = add <2 x i64> %178, %196, !dbg !107
  %199 = add nuw i64 %176, 4, !dbg !100
  %200 = icmp eq i64 %199, 262144, !dbg !100
  br i1 %200, label %201, label %175, !dbg !100, !llvm.loop !114

201:                                              ; preds = %175
  %202 = add <2 x i64> %198, %197, !dbg !99
  %203 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %202), !dbg !99
  %204 = load ptr, ptr %45, align 8, !dbg !97, !tbaa !56
  %205 = call i32 @aclrtMemcpy(ptr noundef nonnull %9, i64 noundef 1048576, ptr noundef %204, i64 noundef 1048576, i32 noundef 2) #8, !dbg !98
  %206 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %203, i64 0, !dbg !99
  br label %207, !dbg !99

207:                                              ; preds = %207, %201
  %208 = phi i64 [ 0, %201 ], [ %229, %207 ], !dbg !100
  %209 = phi <2 x i64> [ %206, %201 ], [ %227, %207 ]
  %210 = phi <2 x i64> [ zeroinitializer, %201 ], [ %228, %207 ]
  %211 = getelementptr inbounds float, ptr %9, i64 %208, !dbg !101
  %212 = load <2 x float>, ptr %211, align 4, !dbg !101, !tbaa !42
  %213 = getelementptr inbounds float, ptr %211, i64 2, !dbg !101
  %214 = load <2 x float>, ptr %213, align 4, !dbg !101, !tbaa !42
  %215 = getelementptr inbounds float, ptr %8, i64 %208, !dbg !102
  %216 = load <2 x float>, ptr %215, align 4, !dbg !102, !tbaa !42
  %217 = getelementptr inbounds float, ptr %215, i64 2, !dbg !102
  %218 = load <2 x float>, ptr %217, align 4, !dbg !102, !tbaa !42
  %219 = fcmp olt <2 x float> %216, zeroinitializer, !dbg !115
  %220 = fcmp olt <2 x float> %218, zeroinitializer, !dbg !115
  %221 = select <2 x i1> %219, <2 x float> zeroinitializer, <2 x float> %216, !dbg !116
  %222 = select <2 x i1> %220, <2 x float> zeroinitializer, <2 x float> %218, !dbg !116
  %223 = fcmp une <2 x float> %212, %221, !dbg !106
  %224 = fcmp une <2 x float> %214, %222, !dbg !106
  %225 = zext <2 x i1> %223 to <2 x i64>
  %226 = zext <2 x i1> %224 to <2 x i64>
  %227 = add <2 x i64> %209, %225, !dbg !107
  %228 = add <2 x i64> %210, %226, !dbg !107
  %229 = add nuw i64 %208, 4, !dbg !100
  %230 = icmp eq i64 %229, 262144, !dbg !100
  br i1 %230, label %231, label %207, !dbg !100, !llvm.loop !117

231:                                              ; preds = %207
  %232 = add <2 x i64> %228, %227, !dbg !99
  %233 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %232), !dbg !99
  %234 = icmp eq i64 %233, 0, !dbg !118
  %235 = select i1 %234, ptr @.str.3, ptr @.str.4, !dbg !119
  %236 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %233, i64 noundef 1048576, ptr noundef nonnull %235), !dbg !120
  %237 = load ptr, ptr %2, align 16, !dbg !121, !tbaa !56
  %238 = call i32 @aclrtFree(ptr noundef %237) #8, !dbg !122
  %239 = load ptr, ptr %3, align 16, !dbg !123, !tbaa !56
  %240 = call i32 @aclrtFree(ptr noundef %239) #8, !dbg !124
  %241 = load ptr, ptr %31, align 8, !dbg !121, !tbaa !56
  %242 = call i32 @aclrtFree(ptr noundef %241) #8, !dbg !122
  %243 = load ptr, ptr %33, align 8, !dbg !123, !tbaa !56
  %244 = call i32 @aclrtFree(ptr noundef %243) #8, !dbg !124
  %245 = load ptr, ptr %37, align 16, !dbg !121, !tbaa !56
  %246 = call i32 @aclrtFree(ptr noundef %245) #8, !dbg !122
  %247 = load ptr, ptr %39, align 16, !dbg !123, !tbaa !56
  %248 = call i32 @aclrtFree(ptr noundef %247) #8, !dbg !124
  %249 = load ptr, ptr %43, align 8, !dbg !121, !tbaa !56
  %250 = call i32 @aclrtFree(ptr noundef %249) #8, !dbg !122
  %251 = load ptr, ptr %45, align 8, !dbg !123, !tbaa !56
  %252 = call i32 @aclrtFree(ptr noundef %251) #8, !dbg !124
  %253 = load ptr, ptr %1, align 8, !dbg !125, !tbaa !56
  %254 = call i32 @aclrtDestroyStream(ptr noundef %253) #8, !dbg !126
  call void @free(ptr noundef nonnull %8), !dbg !127
  call void @free(ptr noundef nonnull %9), !dbg !128
  %255 = icmp ne i64 %233, 0, !dbg !129
  %256 = zext i1 %255 to i32, !dbg !129
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #8, !dbg !130
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #8, !dbg !130
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %5) #8, !dbg !130
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #8, !dbg !130
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %3) #8, !dbg !130
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %2) #8, !dbg !130
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !130
  ret i32 %256, !dbg !130
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !131 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !133 i32 @aclrtCreateStream(ptr noundef) local_unnamed_addr #2

declare !dbg !134 i32 @aclrtMalloc(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !135 i32 @aclrtMemcpy(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !136 i32 @rtKernelLaunch(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !137 i32 @aclrtSynchronizeStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !138 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare !dbg !139 i32 @aclrtFree(ptr noundef) local_unnamed_addr #2

declare !dbg !140 i32 @aclrtDestroyStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !141 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #7

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/programs/independent_kernels.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "5fa5e84610def893bcb6ca35b2636673")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "twice", scope: !1, file: !1, line: 42, type: !10, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 42, column: 1, scope: !9)
!13 = distinct !{!13, !12, !12, !14}
!14 = !{!"llvm.loop.mustprogress"}
!15 = !DISubprogram(name: "get_block_idx", scope: !16, file: !16, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!16 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!17 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !16, file: !16, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!18 = !DISubprogram(name: "vmuls_f32", scope: !16, file: !16, line: 145, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!19 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !16, file: !16, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!20 = distinct !DISubprogram(name: "plus_one", scope: !1, file: !1, line: 43, type: !10, scopeLine: 43, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!21 = !DILocation(line: 43, column: 1, scope: !20)
!22 = distinct !{!22, !21, !21, !14}
!23 = !DISubprogram(name: "vadds_f32", scope: !16, file: !16, line: 143, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!24 = distinct !DISubprogram(name: "magnitude", scope: !1, file: !1, line: 44, type: !10, scopeLine: 44, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!25 = !DILocation(line: 44, column: 1, scope: !24)
!26 = distinct !{!26, !25, !25, !14}
!27 = !DISubprogram(name: "vabs_f32", scope: !16, file: !16, line: 129, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!28 = distinct !DISubprogram(name: "relu", scope: !1, file: !1, line: 45, type: !10, scopeLine: 45, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!29 = !DILocation(line: 45, column: 1, scope: !28)
!30 = distinct !{!30, !29, !29, !14}
!31 = !DISubprogram(name: "vrelu_f32", scope: !16, file: !16, line: 131, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!32 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 56, type: !10, scopeLine: 56, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!33 = !DILocation(line: 60, column: 14, scope: !32)
!34 = !DILocation(line: 60, column: 34, scope: !32)
!35 = !DILocation(line: 61, column: 3, scope: !32)
!36 = !DILocation(line: 61, column: 30, scope: !32)
!37 = !DILocation(line: 61, column: 52, scope: !32)
!38 = !DILocation(line: 61, column: 42, scope: !32)
!39 = !DILocation(line: 61, column: 58, scope: !32)
!40 = !DILocation(line: 61, column: 35, scope: !32)
!41 = !DILocation(line: 61, column: 40, scope: !32)
!42 = !{!43, !43, i64 0}
!43 = !{!"float", !44, i64 0}
!44 = !{!"omnipotent char", !45, i64 0}
!45 = !{!"Simple C/C++ TBAA"}
!46 = distinct !{!46, !35, !47, !14, !48, !49}
!47 = !DILocation(line: 61, column: 60, scope: !32)
!48 = !{!"llvm.loop.isvectorized", i32 1}
!49 = !{!"llvm.loop.unroll.runtime.disable"}
!50 = !DILocation(line: 62, column: 3, scope: !32)
!51 = !DILocation(line: 63, column: 3, scope: !32)
!52 = !DILocation(line: 64, column: 3, scope: !32)
!53 = !DILocation(line: 66, column: 5, scope: !32)
!54 = !DILocation(line: 67, column: 5, scope: !32)
!55 = !DILocation(line: 68, column: 17, scope: !32)
!56 = !{!57, !57, i64 0}
!57 = !{!"any pointer", !44, i64 0}
!58 = !DILocation(line: 68, column: 5, scope: !32)
!59 = !DILocation(line: 66, column: 18, scope: !32)
!60 = !DILocation(line: 67, column: 18, scope: !32)
!61 = !DILocation(line: 70, column: 3, scope: !32)
!62 = !DILocation(line: 70, column: 34, scope: !32)
!63 = !DILocation(line: 70, column: 24, scope: !32)
!64 = !DILocation(line: 70, column: 23, scope: !32)
!65 = !{!66, !66, i64 0}
!66 = !{!"long", !44, i64 0}
!67 = !DILocation(line: 70, column: 51, scope: !32)
!68 = !DILocation(line: 70, column: 41, scope: !32)
!69 = !DILocation(line: 71, column: 65, scope: !32)
!70 = !DILocation(line: 71, column: 3, scope: !32)
!71 = !DILocation(line: 72, column: 3, scope: !32)
!72 = !DILocation(line: 72, column: 34, scope: !32)
!73 = !DILocation(line: 72, column: 24, scope: !32)
!74 = !DILocation(line: 72, column: 23, scope: !32)
!75 = !DILocation(line: 72, column: 51, scope: !32)
!76 = !DILocation(line: 72, column: 41, scope: !32)
!77 = !DILocation(line: 73, column: 65, scope: !32)
!78 = !DILocation(line: 73, column: 3, scope: !32)
!79 = !DILocation(line: 74, column: 3, scope: !32)
!80 = !DILocation(line: 74, column: 34, scope: !32)
!81 = !DILocation(line: 74, column: 24, scope: !32)
!82 = !DILocation(line: 74, column: 23, scope: !32)
!83 = !DILocation(line: 74, column: 51, scope: !32)
!84 = !DILocation(line: 74, column: 41, scope: !32)
!85 = !DILocation(line: 75, column: 65, scope: !32)
!86 = !DILocation(line: 75, column: 3, scope: !32)
!87 = !DILocation(line: 76, column: 3, scope: !32)
!88 = !DILocation(line: 76, column: 34, scope: !32)
!89 = !DILocation(line: 76, column: 24, scope: !32)
!90 = !DILocation(line: 76, column: 23, scope: !32)
!91 = !DILocation(line: 76, column: 51, scope: !32)
!92 = !DILocation(line: 76, column: 41, scope: !32)
!93 = !DILocation(line: 77, column: 65, scope: !32)
!94 = !DILocation(line: 77, column: 3, scope: !32)
!95 = !DILocation(line: 78, column: 26, scope: !32)
!96 = !DILocation(line: 78, column: 3, scope: !32)
!97 = !DILocation(line: 81, column: 27, scope: !32)
!98 = !DILocation(line: 81, column: 5, scope: !32)
!99 = !DILocation(line: 82, column: 5, scope: !32)
!100 = !DILocation(line: 82, column: 32, scope: !32)
!101 = !DILocation(line: 82, column: 46, scope: !32)
!102 = !DILocation(line: 82, column: 67, scope: !32)
!103 = !DILocation(line: 49, column: 23, scope: !104, inlinedAt: !105)
!104 = distinct !DISubprogram(name: "reference", scope: !1, file: !1, line: 47, type: !10, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!105 = distinct !DILocation(line: 82, column: 54, scope: !32)
!106 = !DILocation(line: 82, column: 51, scope: !32)
!107 = !DILocation(line: 82, column: 43, scope: !32)
!108 = distinct !{!108, !99, !109, !14, !48, !49}
!109 = !DILocation(line: 82, column: 71, scope: !32)
!110 = !DILocation(line: 50, column: 20, scope: !104, inlinedAt: !105)
!111 = distinct !{!111, !99, !109, !14, !48, !49}
!112 = !DILocation(line: 51, column: 20, scope: !104, inlinedAt: !105)
!113 = !DILocation(line: 51, column: 18, scope: !104, inlinedAt: !105)
!114 = distinct !{!114, !99, !109, !14, !48, !49}
!115 = !DILocation(line: 52, column: 21, scope: !104, inlinedAt: !105)
!116 = !DILocation(line: 52, column: 19, scope: !104, inlinedAt: !105)
!117 = distinct !{!117, !99, !109, !14, !48, !49}
!118 = !DILocation(line: 85, column: 42, scope: !32)
!119 = !DILocation(line: 85, column: 36, scope: !32)
!120 = !DILocation(line: 84, column: 3, scope: !32)
!121 = !DILocation(line: 87, column: 15, scope: !32)
!122 = !DILocation(line: 87, column: 5, scope: !32)
!123 = !DILocation(line: 88, column: 15, scope: !32)
!124 = !DILocation(line: 88, column: 5, scope: !32)
!125 = !DILocation(line: 90, column: 22, scope: !32)
!126 = !DILocation(line: 90, column: 3, scope: !32)
!127 = !DILocation(line: 91, column: 3, scope: !32)
!128 = !DILocation(line: 92, column: 3, scope: !32)
!129 = !DILocation(line: 93, column: 16, scope: !32)
!130 = !DILocation(line: 94, column: 1, scope: !32)
!131 = !DISubprogram(name: "malloc", scope: !132, file: !132, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!132 = !DIFile(filename: "samples/ascend/include/ascend_host.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "951fbf99f66543c1f7c5cc52a8cfb6b0")
!133 = !DISubprogram(name: "aclrtCreateStream", scope: !132, file: !132, line: 38, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!134 = !DISubprogram(name: "aclrtMalloc", scope: !132, file: !132, line: 48, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!135 = !DISubprogram(name: "aclrtMemcpy", scope: !132, file: !132, line: 50, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!136 = !DISubprogram(name: "rtKernelLaunch", scope: !132, file: !132, line: 57, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!137 = !DISubprogram(name: "aclrtSynchronizeStream", scope: !132, file: !132, line: 40, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!138 = !DISubprogram(name: "printf", scope: !132, file: !132, line: 63, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!139 = !DISubprogram(name: "aclrtFree", scope: !132, file: !132, line: 49, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!140 = !DISubprogram(name: "aclrtDestroyStream", scope: !132, file: !132, line: 39, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!141 = !DISubprogram(name: "free", scope: !132, file: !132, line: 65, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
