; ModuleID = 'samples/ascend/programs/softmax.c'
source_filename = "samples/ascend/programs/softmax.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"ascend_kernel\00", section "llvm.metadata"
@.str.1 = private unnamed_addr constant [34 x i8] c"samples/ascend/programs/softmax.c\00", section "llvm.metadata"
@.str.2 = private unnamed_addr constant [62 x i8] c"softmax: %lld of %lld values differ from the C reference: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@llvm.global.annotations = appending global [3 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @row_max, ptr @.str, ptr @.str.1, i32 18, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @exp_sum, ptr @.str, ptr @.str.1, i32 36, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @normalise_rows, ptr @.str, ptr @.str.1, i32 68, ptr null }], section "llvm.metadata"

; Function Attrs: noinline nounwind uwtable
define dso_local void @row_max(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i64 noundef %2) #0 !dbg !9 {
  %4 = tail call i64 @get_block_idx() #10, !dbg !12
  %5 = mul nsw i64 %4, %2, !dbg !13
  %6 = add nsw i64 %5, %2
  %7 = icmp sgt i64 %2, 0, !dbg !14
  br i1 %7, label %9, label %8, !dbg !15

8:                                                ; preds = %14, %3
  ret void, !dbg !16

9:                                                ; preds = %3, %14
  %10 = phi i64 [ %16, %14 ], [ %5, %3 ]
  %11 = shl nsw i64 %10, 9, !dbg !17
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %11, !dbg !18
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %12, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !19
  %13 = load float, ptr addrspace(6) null, align 4294967296, !dbg !20, !tbaa !21
  br label %18, !dbg !25

14:                                               ; preds = %18
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %10, !dbg !26
  store float %34, ptr addrspace(1) %15, align 4, !dbg !27, !tbaa !21
  %16 = add nsw i64 %10, 1, !dbg !28
  %17 = icmp slt i64 %16, %6, !dbg !14
  br i1 %17, label %9, label %8, !dbg !15, !llvm.loop !29

18:                                               ; preds = %37, %9
  %19 = phi i64 [ 1, %9 ], [ %42, %37 ]
  %20 = phi float [ %13, %9 ], [ %41, %37 ]
  %21 = getelementptr inbounds float, ptr addrspace(6) null, i64 %19, !dbg !32
  %22 = load float, ptr addrspace(6) %21, align 4, !dbg !32, !tbaa !21
  %23 = fcmp ogt float %22, %20, !dbg !33
  %24 = select i1 %23, float %22, float %20, !dbg !32
  %25 = add nuw nsw i64 %19, 1, !dbg !34
  %26 = getelementptr inbounds float, ptr addrspace(6) null, i64 %25, !dbg !32
  %27 = load float, ptr addrspace(6) %26, align 4, !dbg !32, !tbaa !21
  %28 = fcmp ogt float %27, %24, !dbg !33
  %29 = select i1 %28, float %27, float %24, !dbg !32
  %30 = add nuw nsw i64 %19, 2, !dbg !34
  %31 = getelementptr inbounds float, ptr addrspace(6) null, i64 %30, !dbg !32
  %32 = load float, ptr addrspace(6) %31, align 4, !dbg !32, !tbaa !21
  %33 = fcmp ogt float %32, %29, !dbg !33
  %34 = select i1 %33, float %32, float %29, !dbg !32
  %35 = add nuw nsw i64 %19, 3, !dbg !34
  %36 = icmp eq i64 %35, 512, !dbg !35
  br i1 %36, label %14, label %37, !dbg !25, !llvm.loop !36

37:                                               ; preds = %18
  %38 = getelementptr inbounds float, ptr addrspace(6) null, i64 %35, !dbg !32
  %39 = load float, ptr addrspace(6) %38, align 4, !dbg !32, !tbaa !21
  %40 = fcmp ogt float %39, %34, !dbg !33
  %41 = select i1 %40, float %39, float %34, !dbg !32
  %42 = add nuw nsw i64 %19, 4, !dbg !34
  br label %18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !38 i64 @get_block_idx() local_unnamed_addr #2

declare !dbg !40 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @exp_sum(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias nocapture noundef readonly %1, ptr addrspace(1) noalias noundef %2, ptr addrspace(1) noalias nocapture noundef writeonly %3, i64 noundef %4) #0 !dbg !41 {
  %6 = tail call i64 @get_block_idx() #10, !dbg !42
  %7 = mul nsw i64 %6, %4, !dbg !43
  %8 = add nsw i64 %7, %4
  %9 = icmp sgt i64 %4, 0, !dbg !44
  br i1 %9, label %11, label %10, !dbg !45

10:                                               ; preds = %19, %5
  ret void, !dbg !46

11:                                               ; preds = %5, %19
  %12 = phi i64 [ %21, %19 ], [ %7, %5 ]
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12, !dbg !47
  %14 = load float, ptr addrspace(1) %13, align 4, !dbg !47, !tbaa !21
  %15 = shl nsw i64 %12, 9, !dbg !48
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15, !dbg !49
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %16, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !50
  %17 = fneg float %14, !dbg !51
  tail call void @vadds_f32(ptr addrspace(6) noundef null, ptr addrspace(6) noundef null, float noundef %17, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #10, !dbg !52
  tail call void @vexp_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #10, !dbg !53
  %18 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %15, !dbg !54
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %18, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !55
  br label %23, !dbg !56

19:                                               ; preds = %23
  %20 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %12, !dbg !57
  store float %56, ptr addrspace(1) %20, align 4, !dbg !58, !tbaa !21
  %21 = add nsw i64 %12, 1, !dbg !59
  %22 = icmp slt i64 %21, %8, !dbg !44
  br i1 %22, label %11, label %10, !dbg !45, !llvm.loop !60

23:                                               ; preds = %23, %11
  %24 = phi i64 [ 0, %11 ], [ %57, %23 ]
  %25 = phi float [ 0.000000e+00, %11 ], [ %56, %23 ]
  %26 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %24, !dbg !62
  %27 = load float, ptr addrspace(6) %26, align 32, !dbg !62, !tbaa !21
  %28 = fadd float %25, %27, !dbg !63
  %29 = or i64 %24, 1, !dbg !64
  %30 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %29, !dbg !62
  %31 = load float, ptr addrspace(6) %30, align 4, !dbg !62, !tbaa !21
  %32 = fadd float %28, %31, !dbg !63
  %33 = or i64 %24, 2, !dbg !64
  %34 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %33, !dbg !62
  %35 = load float, ptr addrspace(6) %34, align 8, !dbg !62, !tbaa !21
  %36 = fadd float %32, %35, !dbg !63
  %37 = or i64 %24, 3, !dbg !64
  %38 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %37, !dbg !62
  %39 = load float, ptr addrspace(6) %38, align 4, !dbg !62, !tbaa !21
  %40 = fadd float %36, %39, !dbg !63
  %41 = or i64 %24, 4, !dbg !64
  %42 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %41, !dbg !62
  %43 = load float, ptr addrspace(6) %42, align 16, !dbg !62, !tbaa !21
  %44 = fadd float %40, %43, !dbg !63
  %45 = or i64 %24, 5, !dbg !64
  %46 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %45, !dbg !62
  %47 = load float, ptr addrspace(6) %46, align 4, !dbg !62, !tbaa !21
  %48 = fadd float %44, %47, !dbg !63
  %49 = or i64 %24, 6, !dbg !64
  %50 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %49, !dbg !62
  %51 = load float, ptr addrspace(6) %50, align 8, !dbg !62, !tbaa !21
  %52 = fadd float %48, %51, !dbg !63
  %53 = or i64 %24, 7, !dbg !64
  %54 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %53, !dbg !62
  %55 = load float, ptr addrspace(6) %54, align 4, !dbg !62, !tbaa !21
  %56 = fadd float %52, %55, !dbg !63
  %57 = add nuw nsw i64 %24, 8, !dbg !64
  %58 = icmp eq i64 %57, 512, !dbg !65
  br i1 %58, label %19, label %23, !dbg !56, !llvm.loop !66
}

declare !dbg !68 void @vadds_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !69 void @vexp_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !70 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define dso_local void @normalise_rows(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias nocapture noundef readonly %1, ptr addrspace(1) noalias noundef %2, i64 noundef %3) #0 !dbg !71 {
  %5 = tail call i64 @get_block_idx() #10, !dbg !72
  %6 = mul nsw i64 %5, %3, !dbg !73
  %7 = add nsw i64 %6, %3
  %8 = icmp sgt i64 %3, 0, !dbg !74
  br i1 %8, label %10, label %9, !dbg !75

9:                                                ; preds = %10, %4
  ret void, !dbg !76

10:                                               ; preds = %4, %10
  %11 = phi i64 [ %18, %10 ], [ %6, %4 ]
  %12 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11, !dbg !77
  %13 = load float, ptr addrspace(1) %12, align 4, !dbg !77, !tbaa !21
  %14 = fdiv float 1.000000e+00, %13, !dbg !78
  %15 = shl nsw i64 %11, 9, !dbg !79
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15, !dbg !80
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %16, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !81
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, float noundef %14, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #10, !dbg !82
  %17 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %15, !dbg !83
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %17, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !84
  %18 = add nsw i64 %11, 1, !dbg !85
  %19 = icmp slt i64 %18, %7, !dbg !74
  br i1 %19, label %10, label %9, !dbg !75, !llvm.loop !86
}

declare !dbg !88 void @vmuls_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !89 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [3 x i64], align 16
  %8 = alloca [5 x i64], align 16
  %9 = alloca [4 x i64], align 16
  %10 = alloca [512 x float], align 16
  %11 = tail call dereferenceable_or_null(65536) ptr @malloc(i64 noundef 65536) #11, !dbg !90
  %12 = tail call dereferenceable_or_null(65536) ptr @malloc(i64 noundef 65536) #11, !dbg !91
  br label %13, !dbg !92

13:                                               ; preds = %13, %0
  %14 = phi i64 [ 0, %0 ], [ %21, %13 ], !dbg !93
  %15 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %22, %13 ], !dbg !94
  %16 = mul <4 x i32> %15, <i32 7, i32 7, i32 7, i32 7>, !dbg !94
  %17 = urem <4 x i32> %16, <i32 41, i32 41, i32 41, i32 41>, !dbg !94
  %18 = uitofp <4 x i32> %17 to <4 x float>, !dbg !95
  %19 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %18, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -5.000000e+00, float -5.000000e+00, float -5.000000e+00, float -5.000000e+00>), !dbg !96
  %20 = getelementptr inbounds float, ptr %11, i64 %14, !dbg !97
  store <4 x float> %19, ptr %20, align 4, !dbg !98, !tbaa !21
  %21 = add nuw i64 %14, 4, !dbg !93
  %22 = add <4 x i32> %15, <i32 4, i32 4, i32 4, i32 4>, !dbg !94
  %23 = icmp eq i64 %21, 16384, !dbg !93
  br i1 %23, label %24, label %13, !dbg !93, !llvm.loop !99

24:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #10, !dbg !103
  %25 = call i32 @aclrtCreateStream(ptr noundef nonnull %1) #10, !dbg !104
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !105
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10, !dbg !105
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10, !dbg !105
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #10, !dbg !105
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10, !dbg !105
  %26 = call i32 @aclrtMalloc(ptr noundef nonnull %2, i64 noundef 65536, i32 noundef 0) #10, !dbg !106
  %27 = call i32 @aclrtMalloc(ptr noundef nonnull %3, i64 noundef 128, i32 noundef 0) #10, !dbg !107
  %28 = call i32 @aclrtMalloc(ptr noundef nonnull %4, i64 noundef 65536, i32 noundef 0) #10, !dbg !108
  %29 = call i32 @aclrtMalloc(ptr noundef nonnull %5, i64 noundef 128, i32 noundef 0) #10, !dbg !109
  %30 = call i32 @aclrtMalloc(ptr noundef nonnull %6, i64 noundef 65536, i32 noundef 0) #10, !dbg !110
  %31 = load ptr, ptr %2, align 8, !dbg !111, !tbaa !112
  %32 = call i32 @aclrtMemcpy(ptr noundef %31, i64 noundef 65536, ptr noundef nonnull %11, i64 noundef 65536, i32 noundef 1) #10, !dbg !114
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10, !dbg !115
  %33 = load ptr, ptr %2, align 8, !dbg !116, !tbaa !112
  %34 = ptrtoint ptr %33 to i64, !dbg !117
  store i64 %34, ptr %7, align 16, !dbg !118, !tbaa !119
  %35 = getelementptr inbounds i64, ptr %7, i64 1, !dbg !118
  %36 = load ptr, ptr %3, align 8, !dbg !121, !tbaa !112
  %37 = ptrtoint ptr %36 to i64, !dbg !122
  store i64 %37, ptr %35, align 8, !dbg !118, !tbaa !119
  %38 = getelementptr inbounds i64, ptr %7, i64 2, !dbg !118
  store i64 4, ptr %38, align 16, !dbg !118, !tbaa !119
  %39 = load ptr, ptr %1, align 8, !dbg !123, !tbaa !112
  %40 = call i32 @rtKernelLaunch(ptr noundef nonnull @row_max, i32 noundef 8, ptr noundef nonnull %7, i32 noundef 24, ptr noundef null, ptr noundef %39) #10, !dbg !124
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #10, !dbg !125
  %41 = load ptr, ptr %2, align 8, !dbg !126, !tbaa !112
  %42 = ptrtoint ptr %41 to i64, !dbg !127
  store i64 %42, ptr %8, align 16, !dbg !128, !tbaa !119
  %43 = getelementptr inbounds i64, ptr %8, i64 1, !dbg !128
  %44 = load ptr, ptr %3, align 8, !dbg !129, !tbaa !112
  %45 = ptrtoint ptr %44 to i64, !dbg !130
  store i64 %45, ptr %43, align 8, !dbg !128, !tbaa !119
  %46 = getelementptr inbounds i64, ptr %8, i64 2, !dbg !128
  %47 = load ptr, ptr %4, align 8, !dbg !131, !tbaa !112
  %48 = ptrtoint ptr %47 to i64, !dbg !132
  store i64 %48, ptr %46, align 16, !dbg !128, !tbaa !119
  %49 = getelementptr inbounds i64, ptr %8, i64 3, !dbg !128
  %50 = load ptr, ptr %5, align 8, !dbg !133, !tbaa !112
  %51 = ptrtoint ptr %50 to i64, !dbg !134
  store i64 %51, ptr %49, align 8, !dbg !128, !tbaa !119
  %52 = getelementptr inbounds i64, ptr %8, i64 4, !dbg !128
  store i64 4, ptr %52, align 16, !dbg !128, !tbaa !119
  %53 = load ptr, ptr %1, align 8, !dbg !135, !tbaa !112
  %54 = call i32 @rtKernelLaunch(ptr noundef nonnull @exp_sum, i32 noundef 8, ptr noundef nonnull %8, i32 noundef 40, ptr noundef null, ptr noundef %53) #10, !dbg !136
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #10, !dbg !137
  %55 = load ptr, ptr %4, align 8, !dbg !138, !tbaa !112
  %56 = ptrtoint ptr %55 to i64, !dbg !139
  store i64 %56, ptr %9, align 16, !dbg !140, !tbaa !119
  %57 = getelementptr inbounds i64, ptr %9, i64 1, !dbg !140
  %58 = load ptr, ptr %5, align 8, !dbg !141, !tbaa !112
  %59 = ptrtoint ptr %58 to i64, !dbg !142
  store i64 %59, ptr %57, align 8, !dbg !140, !tbaa !119
  %60 = getelementptr inbounds i64, ptr %9, i64 2, !dbg !140
  %61 = load ptr, ptr %6, align 8, !dbg !143, !tbaa !112
  %62 = ptrtoint ptr %61 to i64, !dbg !144
  store i64 %62, ptr %60, align 16, !dbg !140, !tbaa !119
  %63 = getelementptr inbounds i64, ptr %9, i64 3, !dbg !140
  store i64 4, ptr %63, align 8, !dbg !140, !tbaa !119
  %64 = load ptr, ptr %1, align 8, !dbg !145, !tbaa !112
  %65 = call i32 @rtKernelLaunch(ptr noundef nonnull @normalise_rows, i32 noundef 8, ptr noundef nonnull %9, i32 noundef 32, ptr noundef null, ptr noundef %64) #10, !dbg !146
  %66 = load ptr, ptr %1, align 8, !dbg !147, !tbaa !112
  %67 = call i32 @aclrtSynchronizeStream(ptr noundef %66) #10, !dbg !148
  %68 = load ptr, ptr %6, align 8, !dbg !149, !tbaa !112
  %69 = call i32 @aclrtMemcpy(ptr noundef %12, i64 noundef 65536, ptr noundef %68, i64 noundef 65536, i32 noundef 2) #10, !dbg !150
  br label %88, !dbg !151

70:                                               ; preds = %159
  %71 = icmp eq i64 %161, 0, !dbg !152
  %72 = select i1 %71, ptr @.str.3, ptr @.str.4, !dbg !153
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %161, i64 noundef 16384, ptr noundef nonnull %72), !dbg !154
  %74 = load ptr, ptr %2, align 8, !dbg !155, !tbaa !112
  %75 = call i32 @aclrtFree(ptr noundef %74) #10, !dbg !156
  %76 = load ptr, ptr %3, align 8, !dbg !157, !tbaa !112
  %77 = call i32 @aclrtFree(ptr noundef %76) #10, !dbg !158
  %78 = load ptr, ptr %4, align 8, !dbg !159, !tbaa !112
  %79 = call i32 @aclrtFree(ptr noundef %78) #10, !dbg !160
  %80 = load ptr, ptr %5, align 8, !dbg !161, !tbaa !112
  %81 = call i32 @aclrtFree(ptr noundef %80) #10, !dbg !162
  %82 = load ptr, ptr %6, align 8, !dbg !163, !tbaa !112
  %83 = call i32 @aclrtFree(ptr noundef %82) #10, !dbg !164
  %84 = load ptr, ptr %1, align 8, !dbg !165, !tbaa !112
  %85 = call i32 @aclrtDestroyStream(ptr noundef %84) #10, !dbg !166
  call void @free(ptr noundef %11), !dbg !167
  call void @free(ptr noundef nonnull %12), !dbg !168
  %86 = icmp ne i64 %161, 0, !dbg !169
  %87 = zext i1 %86 to i32, !dbg !169
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #10, !dbg !170
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #10, !dbg !170
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10, !dbg !170
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10, !dbg !170
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #10, !dbg !170
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10, !dbg !170
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10, !dbg !170
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !170
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10, !dbg !170
  ret i32 %87, !dbg !170

88:                                               ; preds = %24, %159
  %89 = phi i64 [ 0, %24 ], [ %161, %159 ]
  %90 = phi i64 [ 0, %24 ], [ %162, %159 ]
  %91 = shl nuw nsw i64 %90, 9, !dbg !171
  %92 = getelementptr inbounds float, ptr %11, i64 %91, !dbg !172
  %93 = load float, ptr %92, align 4, !dbg !173, !tbaa !21
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %10) #10, !dbg !174
  br label %94, !dbg !175

94:                                               ; preds = %113, %88
  %95 = phi i64 [ 1, %88 ], [ %118, %113 ]
  %96 = phi float [ %93, %88 ], [ %117, %113 ]
  %97 = getelementptr inbounds float, ptr %92, i64 %95, !dbg !176
  %98 = load float, ptr %97, align 4, !dbg !176, !tbaa !21
  %99 = fcmp ogt float %98, %96, !dbg !177
  %100 = select i1 %99, float %98, float %96, !dbg !176
  %101 = add nuw nsw i64 %95, 1, !dbg !178
  %102 = getelementptr inbounds float, ptr %92, i64 %101, !dbg !176
  %103 = load float, ptr %102, align 4, !dbg !176, !tbaa !21
  %104 = fcmp ogt float %103, %100, !dbg !177
  %105 = select i1 %104, float %103, float %100, !dbg !176
  %106 = add nuw nsw i64 %95, 2, !dbg !178
  %107 = getelementptr inbounds float, ptr %92, i64 %106, !dbg !176
  %108 = load float, ptr %107, align 4, !dbg !176, !tbaa !21
  %109 = fcmp ogt float %108, %105, !dbg !177
  %110 = select i1 %109, float %108, float %105, !dbg !176
  %111 = add nuw nsw i64 %95, 3, !dbg !178
  %112 = icmp eq i64 %111, 512, !dbg !179
  br i1 %112, label %164, label %113, !dbg !175, !llvm.loop !180

113:                                              ; preds = %94
  %114 = getelementptr inbounds float, ptr %92, i64 %111, !dbg !176
  %115 = load float, ptr %114, align 4, !dbg !176, !tbaa !21
  %116 = fcmp ogt float %115, %110, !dbg !177
  %117 = select i1 %116, float %115, float %110, !dbg !176
  %118 = add nuw nsw i64 %95, 4, !dbg !178
  br label %94

119:                                              ; preds = %164
  %120 = fdiv float 1.000000e+00, %172, !dbg !182
  %121 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %89, i64 0, !dbg !183
  %122 = insertelement <2 x float> poison, float %120, i64 0, !dbg !183
  %123 = shufflevector <2 x float> %122, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !183
  %124 = insertelement <2 x float> poison, float %120, i64 0, !dbg !183
  %125 = shufflevector <2 x float> %124, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !183
  br label %126, !dbg !183

126:                                              ; preds = %126, %119
  %127 = phi i64 [ 0, %119 ], [ %157, %126 ], !dbg !184
  %128 = phi <2 x i64> [ %121, %119 ], [ %155, %126 ]
  %129 = phi <2 x i64> [ zeroinitializer, %119 ], [ %156, %126 ]
  %130 = getelementptr inbounds [512 x float], ptr %10, i64 0, i64 %127, !dbg !185
  %131 = load <2 x float>, ptr %130, align 16, !dbg !185, !tbaa !21
  %132 = getelementptr inbounds float, ptr %130, i64 2, !dbg !185
  %133 = load <2 x float>, ptr %132, align 8, !dbg !185, !tbaa !21
  %134 = fmul <2 x float> %123, %131, !dbg !186
  %135 = fmul <2 x float> %125, %133, !dbg !186
  %136 = add nuw nsw i64 %127, %91, !dbg !187
  %137 = getelementptr inbounds float, ptr %12, i64 %136, !dbg !188
  %138 = load <2 x float>, ptr %137, align 4, !dbg !188, !tbaa !21
  %139 = getelementptr inbounds float, ptr %137, i64 2, !dbg !188
  %140 = load <2 x float>, ptr %139, align 4, !dbg !188, !tbaa !21
  %141 = fcmp ogt <2 x float> %138, %134, !dbg !189
  %142 = fcmp ogt <2 x float> %140, %135, !dbg !189
  %143 = fsub <2 x float> %138, %134, !dbg !190
  %144 = fsub <2 x float> %140, %135, !dbg !190
  %145 = fsub <2 x float> %134, %138, !dbg !190
  %146 = fsub <2 x float> %135, %140, !dbg !190
  %147 = select <2 x i1> %141, <2 x float> %143, <2 x float> %145, !dbg !190
  %148 = select <2 x i1> %142, <2 x float> %144, <2 x float> %146, !dbg !190
  %149 = fmul <2 x float> %134, <float 0x3EB0C6F7A0000000, float 0x3EB0C6F7A0000000>, !dbg !191
  %150 = fmul <2 x float> %135, <float 0x3EB0C6F7A0000000, float 0x3EB0C6F7A0000000>, !dbg !191
  %151 = fcmp ogt <2 x float> %147, %149, !dbg !192
  %152 = fcmp ogt <2 x float> %148, %150, !dbg !192
  %153 = zext <2 x i1> %151 to <2 x i64>
  %154 = zext <2 x i1> %152 to <2 x i64>
  %155 = add <2 x i64> %128, %153, !dbg !193
  %156 = add <2 x i64> %129, %154, !dbg !193
  %157 = add nuw i64 %127, 4, !dbg !184
  %158 = icmp eq i64 %157, 512, !dbg !184
  br i1 %158, label %159, label %126, !dbg !184, !llvm.loop !194

159:                                              ; preds = %126
  %160 = add <2 x i64> %156, %155, !dbg !183
  %161 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %160), !dbg !183
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %10) #10, !dbg !196
  %162 = add nuw nsw i64 %90, 1, !dbg !197
  %163 = icmp eq i64 %162, 32, !dbg !198
  br i1 %163, label %70, label %88, !dbg !151, !llvm.loop !199

164:                                              ; preds = %94, %164
  %165 = phi i64 [ %173, %164 ], [ 0, %94 ]
  %166 = phi float [ %172, %164 ], [ 0.000000e+00, %94 ]
  %167 = getelementptr inbounds float, ptr %92, i64 %165, !dbg !200
  %168 = load float, ptr %167, align 4, !dbg !200, !tbaa !21
  %169 = fsub float %168, %110, !dbg !201
  %170 = call float @expf(float noundef %169) #10, !dbg !202
  %171 = getelementptr inbounds [512 x float], ptr %10, i64 0, i64 %165, !dbg !203
  store float %170, ptr %171, align 4, !dbg !204, !tbaa !21
  %172 = fadd float %166, %170, !dbg !205
  %173 = add nuw nsw i64 %165, 1, !dbg !206
  %174 = icmp eq i64 %173, 512, !dbg !207
  br i1 %174, label %119, label %164, !dbg !208, !llvm.loop !209
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !211 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !213 i32 @aclrtCreateStream(ptr noundef) local_unnamed_addr #2

declare !dbg !214 i32 @aclrtMalloc(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !215 i32 @aclrtMemcpy(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !216 i32 @rtKernelLaunch(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !217 i32 @aclrtSynchronizeStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !218 float @expf(float noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !219 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare !dbg !220 i32 @aclrtFree(ptr noundef) local_unnamed_addr #2

declare !dbg !221 i32 @aclrtDestroyStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !222 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn memory(write) "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #9 = { nocallback nofree nosync nounwind willreturn memory(none) }
attributes #10 = { nounwind }
attributes #11 = { allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/programs/softmax.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "00b30c5af16482d860f75d9e56c24a17")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "row_max", scope: !1, file: !1, line: 18, type: !10, scopeLine: 19, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 21, column: 19, scope: !9)
!13 = !DILocation(line: 21, column: 35, scope: !9)
!14 = !DILocation(line: 23, column: 29, scope: !9)
!15 = !DILocation(line: 23, column: 3, scope: !9)
!16 = !DILocation(line: 34, column: 1, scope: !9)
!17 = !DILocation(line: 25, column: 32, scope: !9)
!18 = !DILocation(line: 25, column: 28, scope: !9)
!19 = !DILocation(line: 25, column: 5, scope: !9)
!20 = !DILocation(line: 28, column: 15, scope: !9)
!21 = !{!22, !22, i64 0}
!22 = !{!"float", !23, i64 0}
!23 = !{!"omnipotent char", !24, i64 0}
!24 = !{!"Simple C/C++ TBAA"}
!25 = !DILocation(line: 29, column: 5, scope: !9)
!26 = !DILocation(line: 30, column: 5, scope: !9)
!27 = !DILocation(line: 30, column: 11, scope: !9)
!28 = !DILocation(line: 23, column: 54, scope: !9)
!29 = distinct !{!29, !15, !30, !31}
!30 = !DILocation(line: 32, column: 3, scope: !9)
!31 = !{!"llvm.loop.mustprogress"}
!32 = !DILocation(line: 29, column: 45, scope: !9)
!33 = !DILocation(line: 29, column: 52, scope: !9)
!34 = !DILocation(line: 29, column: 36, scope: !9)
!35 = !DILocation(line: 29, column: 27, scope: !9)
!36 = distinct !{!36, !25, !37, !31}
!37 = !DILocation(line: 29, column: 67, scope: !9)
!38 = !DISubprogram(name: "get_block_idx", scope: !39, file: !39, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!39 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!40 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !39, file: !39, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!41 = distinct !DISubprogram(name: "exp_sum", scope: !1, file: !1, line: 36, type: !10, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!42 = !DILocation(line: 41, column: 19, scope: !41)
!43 = !DILocation(line: 41, column: 35, scope: !41)
!44 = !DILocation(line: 44, column: 29, scope: !41)
!45 = !DILocation(line: 44, column: 3, scope: !41)
!46 = !DILocation(line: 66, column: 1, scope: !41)
!47 = !DILocation(line: 45, column: 15, scope: !41)
!48 = !DILocation(line: 47, column: 31, scope: !41)
!49 = !DILocation(line: 47, column: 27, scope: !41)
!50 = !DILocation(line: 47, column: 5, scope: !41)
!51 = !DILocation(line: 50, column: 23, scope: !41)
!52 = !DILocation(line: 50, column: 5, scope: !41)
!53 = !DILocation(line: 52, column: 5, scope: !41)
!54 = !DILocation(line: 57, column: 23, scope: !41)
!55 = !DILocation(line: 57, column: 5, scope: !41)
!56 = !DILocation(line: 61, column: 5, scope: !41)
!57 = !DILocation(line: 62, column: 5, scope: !41)
!58 = !DILocation(line: 62, column: 13, scope: !41)
!59 = !DILocation(line: 44, column: 54, scope: !41)
!60 = distinct !{!60, !45, !61, !31}
!61 = !DILocation(line: 63, column: 3, scope: !41)
!62 = !DILocation(line: 61, column: 48, scope: !41)
!63 = !DILocation(line: 61, column: 45, scope: !41)
!64 = !DILocation(line: 61, column: 36, scope: !41)
!65 = !DILocation(line: 61, column: 27, scope: !41)
!66 = distinct !{!66, !56, !67, !31}
!67 = !DILocation(line: 61, column: 53, scope: !41)
!68 = !DISubprogram(name: "vadds_f32", scope: !39, file: !39, line: 143, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!69 = !DISubprogram(name: "vexp_f32", scope: !39, file: !39, line: 125, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!70 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !39, file: !39, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!71 = distinct !DISubprogram(name: "normalise_rows", scope: !1, file: !1, line: 68, type: !10, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!72 = !DILocation(line: 72, column: 19, scope: !71)
!73 = !DILocation(line: 72, column: 35, scope: !71)
!74 = !DILocation(line: 75, column: 29, scope: !71)
!75 = !DILocation(line: 75, column: 3, scope: !71)
!76 = !DILocation(line: 91, column: 1, scope: !71)
!77 = !DILocation(line: 76, column: 28, scope: !71)
!78 = !DILocation(line: 76, column: 26, scope: !71)
!79 = !DILocation(line: 78, column: 31, scope: !71)
!80 = !DILocation(line: 78, column: 27, scope: !71)
!81 = !DILocation(line: 78, column: 5, scope: !71)
!82 = !DILocation(line: 82, column: 5, scope: !71)
!83 = !DILocation(line: 86, column: 23, scope: !71)
!84 = !DILocation(line: 86, column: 5, scope: !71)
!85 = !DILocation(line: 75, column: 54, scope: !71)
!86 = distinct !{!86, !75, !87, !31}
!87 = !DILocation(line: 88, column: 3, scope: !71)
!88 = !DISubprogram(name: "vmuls_f32", scope: !39, file: !39, line: 145, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!89 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 95, type: !10, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!90 = !DILocation(line: 97, column: 14, scope: !89)
!91 = !DILocation(line: 97, column: 34, scope: !89)
!92 = !DILocation(line: 98, column: 3, scope: !89)
!93 = !DILocation(line: 98, column: 30, scope: !89)
!94 = !DILocation(line: 98, column: 58, scope: !89)
!95 = !DILocation(line: 98, column: 42, scope: !89)
!96 = !DILocation(line: 98, column: 72, scope: !89)
!97 = !DILocation(line: 98, column: 35, scope: !89)
!98 = !DILocation(line: 98, column: 40, scope: !89)
!99 = distinct !{!99, !92, !100, !31, !101, !102}
!100 = !DILocation(line: 98, column: 74, scope: !89)
!101 = !{!"llvm.loop.isvectorized", i32 1}
!102 = !{!"llvm.loop.unroll.runtime.disable"}
!103 = !DILocation(line: 99, column: 3, scope: !89)
!104 = !DILocation(line: 100, column: 3, scope: !89)
!105 = !DILocation(line: 101, column: 3, scope: !89)
!106 = !DILocation(line: 102, column: 3, scope: !89)
!107 = !DILocation(line: 103, column: 3, scope: !89)
!108 = !DILocation(line: 104, column: 3, scope: !89)
!109 = !DILocation(line: 105, column: 3, scope: !89)
!110 = !DILocation(line: 106, column: 3, scope: !89)
!111 = !DILocation(line: 107, column: 15, scope: !89)
!112 = !{!113, !113, i64 0}
!113 = !{!"any pointer", !23, i64 0}
!114 = !DILocation(line: 107, column: 3, scope: !89)
!115 = !DILocation(line: 108, column: 3, scope: !89)
!116 = !DILocation(line: 108, column: 37, scope: !89)
!117 = !DILocation(line: 108, column: 27, scope: !89)
!118 = !DILocation(line: 108, column: 26, scope: !89)
!119 = !{!120, !120, i64 0}
!120 = !{!"long", !23, i64 0}
!121 = !DILocation(line: 108, column: 51, scope: !89)
!122 = !DILocation(line: 108, column: 41, scope: !89)
!123 = !DILocation(line: 109, column: 82, scope: !89)
!124 = !DILocation(line: 109, column: 3, scope: !89)
!125 = !DILocation(line: 110, column: 3, scope: !89)
!126 = !DILocation(line: 110, column: 37, scope: !89)
!127 = !DILocation(line: 110, column: 27, scope: !89)
!128 = !DILocation(line: 110, column: 26, scope: !89)
!129 = !DILocation(line: 110, column: 51, scope: !89)
!130 = !DILocation(line: 110, column: 41, scope: !89)
!131 = !DILocation(line: 110, column: 67, scope: !89)
!132 = !DILocation(line: 110, column: 57, scope: !89)
!133 = !DILocation(line: 110, column: 81, scope: !89)
!134 = !DILocation(line: 110, column: 71, scope: !89)
!135 = !DILocation(line: 111, column: 82, scope: !89)
!136 = !DILocation(line: 111, column: 3, scope: !89)
!137 = !DILocation(line: 112, column: 3, scope: !89)
!138 = !DILocation(line: 112, column: 38, scope: !89)
!139 = !DILocation(line: 112, column: 28, scope: !89)
!140 = !DILocation(line: 112, column: 27, scope: !89)
!141 = !DILocation(line: 112, column: 52, scope: !89)
!142 = !DILocation(line: 112, column: 42, scope: !89)
!143 = !DILocation(line: 112, column: 68, scope: !89)
!144 = !DILocation(line: 112, column: 58, scope: !89)
!145 = !DILocation(line: 113, column: 91, scope: !89)
!146 = !DILocation(line: 113, column: 3, scope: !89)
!147 = !DILocation(line: 114, column: 26, scope: !89)
!148 = !DILocation(line: 114, column: 3, scope: !89)
!149 = !DILocation(line: 115, column: 25, scope: !89)
!150 = !DILocation(line: 115, column: 3, scope: !89)
!151 = !DILocation(line: 119, column: 3, scope: !89)
!152 = !DILocation(line: 132, column: 30, scope: !89)
!153 = !DILocation(line: 132, column: 24, scope: !89)
!154 = !DILocation(line: 131, column: 3, scope: !89)
!155 = !DILocation(line: 133, column: 13, scope: !89)
!156 = !DILocation(line: 133, column: 3, scope: !89)
!157 = !DILocation(line: 133, column: 28, scope: !89)
!158 = !DILocation(line: 133, column: 18, scope: !89)
!159 = !DILocation(line: 133, column: 45, scope: !89)
!160 = !DILocation(line: 133, column: 35, scope: !89)
!161 = !DILocation(line: 133, column: 60, scope: !89)
!162 = !DILocation(line: 133, column: 50, scope: !89)
!163 = !DILocation(line: 133, column: 77, scope: !89)
!164 = !DILocation(line: 133, column: 67, scope: !89)
!165 = !DILocation(line: 134, column: 22, scope: !89)
!166 = !DILocation(line: 134, column: 3, scope: !89)
!167 = !DILocation(line: 135, column: 3, scope: !89)
!168 = !DILocation(line: 135, column: 12, scope: !89)
!169 = !DILocation(line: 136, column: 16, scope: !89)
!170 = !DILocation(line: 137, column: 1, scope: !89)
!171 = !DILocation(line: 120, column: 30, scope: !89)
!172 = !DILocation(line: 120, column: 26, scope: !89)
!173 = !DILocation(line: 121, column: 15, scope: !89)
!174 = !DILocation(line: 121, column: 5, scope: !89)
!175 = !DILocation(line: 122, column: 5, scope: !89)
!176 = !DILocation(line: 122, column: 45, scope: !89)
!177 = !DILocation(line: 122, column: 52, scope: !89)
!178 = !DILocation(line: 122, column: 36, scope: !89)
!179 = !DILocation(line: 122, column: 27, scope: !89)
!180 = distinct !{!180, !175, !181, !31}
!181 = !DILocation(line: 122, column: 67, scope: !89)
!182 = !DILocation(line: 124, column: 26, scope: !89)
!183 = !DILocation(line: 125, column: 5, scope: !89)
!184 = !DILocation(line: 125, column: 36, scope: !89)
!185 = !DILocation(line: 126, column: 24, scope: !89)
!186 = !DILocation(line: 126, column: 29, scope: !89)
!187 = !DILocation(line: 126, column: 58, scope: !89)
!188 = !DILocation(line: 126, column: 46, scope: !89)
!189 = !DILocation(line: 127, column: 25, scope: !89)
!190 = !DILocation(line: 127, column: 21, scope: !89)
!191 = !DILocation(line: 128, column: 30, scope: !89)
!192 = !DILocation(line: 128, column: 22, scope: !89)
!193 = !DILocation(line: 128, column: 13, scope: !89)
!194 = distinct !{!194, !183, !195, !31, !101, !102}
!195 = !DILocation(line: 129, column: 5, scope: !89)
!196 = !DILocation(line: 130, column: 3, scope: !89)
!197 = !DILocation(line: 119, column: 33, scope: !89)
!198 = !DILocation(line: 119, column: 25, scope: !89)
!199 = distinct !{!199, !151, !196, !31}
!200 = !DILocation(line: 123, column: 60, scope: !89)
!201 = !DILocation(line: 123, column: 67, scope: !89)
!202 = !DILocation(line: 123, column: 55, scope: !89)
!203 = !DILocation(line: 123, column: 48, scope: !89)
!204 = !DILocation(line: 123, column: 53, scope: !89)
!205 = !DILocation(line: 123, column: 45, scope: !89)
!206 = !DILocation(line: 123, column: 36, scope: !89)
!207 = !DILocation(line: 123, column: 27, scope: !89)
!208 = !DILocation(line: 123, column: 5, scope: !89)
!209 = distinct !{!209, !208, !210, !31}
!210 = !DILocation(line: 123, column: 71, scope: !89)
!211 = !DISubprogram(name: "malloc", scope: !212, file: !212, line: 53, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!212 = !DIFile(filename: "samples/ascend/include/ascend_host.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "128fa0814a5b2c423bb2b7b48b15d840")
!213 = !DISubprogram(name: "aclrtCreateStream", scope: !212, file: !212, line: 34, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!214 = !DISubprogram(name: "aclrtMalloc", scope: !212, file: !212, line: 37, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!215 = !DISubprogram(name: "aclrtMemcpy", scope: !212, file: !212, line: 39, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!216 = !DISubprogram(name: "rtKernelLaunch", scope: !212, file: !212, line: 46, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!217 = !DISubprogram(name: "aclrtSynchronizeStream", scope: !212, file: !212, line: 36, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!218 = !DISubprogram(name: "expf", scope: !1, file: !1, line: 93, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!219 = !DISubprogram(name: "printf", scope: !212, file: !212, line: 52, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!220 = !DISubprogram(name: "aclrtFree", scope: !212, file: !212, line: 38, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!221 = !DISubprogram(name: "aclrtDestroyStream", scope: !212, file: !212, line: 35, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!222 = !DISubprogram(name: "free", scope: !212, file: !212, line: 54, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
