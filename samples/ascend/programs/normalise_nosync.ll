; ModuleID = 'samples/ascend/programs/normalise.c'
source_filename = "samples/ascend/programs/normalise.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"ascend_kernel\00", section "llvm.metadata"
@.str.1 = private unnamed_addr constant [36 x i8] c"samples/ascend/programs/normalise.c\00", section "llvm.metadata"
@.str.2 = private unnamed_addr constant [74 x i8] c"normalise: sum %.3f, %lld of %lld values differ from the C reference: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@llvm.global.annotations = appending global [3 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @partial, ptr @.str, ptr @.str.1, i32 19, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @total, ptr @.str, ptr @.str.1, i32 34, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @scale, ptr @.str, ptr @.str.1, i32 41, ptr null }], section "llvm.metadata"

; Function Attrs: noinline nounwind uwtable
define dso_local void @partial(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i64 noundef %2) #0 !dbg !9 {
  %4 = tail call i64 @get_block_idx() #10, !dbg !12
  %5 = icmp sgt i64 %2, 0, !dbg !13
  br i1 %5, label %6, label %9, !dbg !14

6:                                                ; preds = %3
  %7 = mul nsw i64 %4, %2, !dbg !15
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  br label %13, !dbg !14

9:                                                ; preds = %48, %3
  %10 = phi float [ 0.000000e+00, %3 ], [ %49, %48 ], !dbg !16
  %11 = tail call i64 @get_block_idx() #10, !dbg !17
  %12 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11, !dbg !18
  store float %10, ptr addrspace(1) %12, align 4, !dbg !19, !tbaa !20
  ret void, !dbg !24

13:                                               ; preds = %6, %48
  %14 = phi i64 [ %2, %6 ], [ %52, %48 ]
  %15 = phi float [ 0.000000e+00, %6 ], [ %49, %48 ]
  %16 = phi i64 [ 0, %6 ], [ %50, %48 ]
  %17 = tail call i64 @llvm.smin.i64(i64 %14, i64 1024), !dbg !25
  %18 = tail call i64 @llvm.smax.i64(i64 %17, i64 1), !dbg !25
  %19 = sub nsw i64 %2, %16, !dbg !25
  %20 = tail call i64 @llvm.smin.i64(i64 %19, i64 1024), !dbg !26
  %21 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %16, !dbg !29
  %22 = shl nsw i64 %20, 2, !dbg !30
  %23 = add nsw i64 %22, 31, !dbg !31
  %24 = sdiv i64 %23, 32, !dbg !32
  %25 = trunc i64 %24 to i16, !dbg !33
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %21, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %25, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !34
  %26 = icmp sgt i64 %19, 0, !dbg !35
  br i1 %26, label %27, label %48, !dbg !36

27:                                               ; preds = %13
  %28 = add nsw i64 %18, -1, !dbg !25
  %29 = and i64 %18, 7, !dbg !36
  %30 = icmp ult i64 %28, 7, !dbg !36
  br i1 %30, label %33, label %31, !dbg !36

31:                                               ; preds = %27
  %32 = and i64 %18, 9223372036854775800, !dbg !36
  br label %53, !dbg !36

33:                                               ; preds = %53, %27
  %34 = phi float [ undef, %27 ], [ %87, %53 ]
  %35 = phi i64 [ 0, %27 ], [ %88, %53 ]
  %36 = phi float [ %15, %27 ], [ %87, %53 ]
  %37 = icmp eq i64 %29, 0, !dbg !36
  br i1 %37, label %48, label %38, !dbg !36

38:                                               ; preds = %33, %38
  %39 = phi i64 [ %45, %38 ], [ %35, %33 ]
  %40 = phi float [ %44, %38 ], [ %36, %33 ]
  %41 = phi i64 [ %46, %38 ], [ 0, %33 ]
  %42 = getelementptr inbounds float, ptr addrspace(6) null, i64 %39, !dbg !37
  %43 = load float, ptr addrspace(6) %42, align 4, !dbg !37, !tbaa !20
  %44 = fadd float %40, %43, !dbg !38
  %45 = add nuw nsw i64 %39, 1, !dbg !39
  %46 = add i64 %41, 1, !dbg !36
  %47 = icmp eq i64 %46, %29, !dbg !36
  br i1 %47, label %48, label %38, !dbg !36, !llvm.loop !40

48:                                               ; preds = %33, %38, %13
  %49 = phi float [ %15, %13 ], [ %34, %33 ], [ %44, %38 ], !dbg !42
  %50 = add nuw nsw i64 %16, 1024, !dbg !43
  %51 = icmp slt i64 %50, %2, !dbg !13
  %52 = add i64 %14, -1024, !dbg !14
  br i1 %51, label %13, label %9, !dbg !14, !llvm.loop !44

53:                                               ; preds = %53, %31
  %54 = phi i64 [ 0, %31 ], [ %88, %53 ]
  %55 = phi float [ %15, %31 ], [ %87, %53 ]
  %56 = phi i64 [ 0, %31 ], [ %89, %53 ]
  %57 = getelementptr inbounds float, ptr addrspace(6) null, i64 %54, !dbg !37
  %58 = load float, ptr addrspace(6) %57, align 32, !dbg !37, !tbaa !20
  %59 = fadd float %55, %58, !dbg !38
  %60 = or i64 %54, 1, !dbg !39
  %61 = getelementptr inbounds float, ptr addrspace(6) null, i64 %60, !dbg !37
  %62 = load float, ptr addrspace(6) %61, align 4, !dbg !37, !tbaa !20
  %63 = fadd float %59, %62, !dbg !38
  %64 = or i64 %54, 2, !dbg !39
  %65 = getelementptr inbounds float, ptr addrspace(6) null, i64 %64, !dbg !37
  %66 = load float, ptr addrspace(6) %65, align 8, !dbg !37, !tbaa !20
  %67 = fadd float %63, %66, !dbg !38
  %68 = or i64 %54, 3, !dbg !39
  %69 = getelementptr inbounds float, ptr addrspace(6) null, i64 %68, !dbg !37
  %70 = load float, ptr addrspace(6) %69, align 4, !dbg !37, !tbaa !20
  %71 = fadd float %67, %70, !dbg !38
  %72 = or i64 %54, 4, !dbg !39
  %73 = getelementptr inbounds float, ptr addrspace(6) null, i64 %72, !dbg !37
  %74 = load float, ptr addrspace(6) %73, align 16, !dbg !37, !tbaa !20
  %75 = fadd float %71, %74, !dbg !38
  %76 = or i64 %54, 5, !dbg !39
  %77 = getelementptr inbounds float, ptr addrspace(6) null, i64 %76, !dbg !37
  %78 = load float, ptr addrspace(6) %77, align 4, !dbg !37, !tbaa !20
  %79 = fadd float %75, %78, !dbg !38
  %80 = or i64 %54, 6, !dbg !39
  %81 = getelementptr inbounds float, ptr addrspace(6) null, i64 %80, !dbg !37
  %82 = load float, ptr addrspace(6) %81, align 8, !dbg !37, !tbaa !20
  %83 = fadd float %79, %82, !dbg !38
  %84 = or i64 %54, 7, !dbg !39
  %85 = getelementptr inbounds float, ptr addrspace(6) null, i64 %84, !dbg !37
  %86 = load float, ptr addrspace(6) %85, align 4, !dbg !37, !tbaa !20
  %87 = fadd float %83, %86, !dbg !38
  %88 = add nuw nsw i64 %54, 8, !dbg !39
  %89 = add i64 %56, 8, !dbg !36
  %90 = icmp eq i64 %89, %32, !dbg !36
  br i1 %90, label %33, label %53, !dbg !36, !llvm.loop !47
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !49 i64 @get_block_idx() local_unnamed_addr #2

declare !dbg !51 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @total(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i64 noundef %2) #3 !dbg !52 {
  %4 = icmp sgt i64 %2, 0, !dbg !53
  br i1 %4, label %5, label %25, !dbg !54

5:                                                ; preds = %3
  %6 = and i64 %2, 7, !dbg !54
  %7 = icmp ult i64 %2, 8, !dbg !54
  br i1 %7, label %10, label %8, !dbg !54

8:                                                ; preds = %5
  %9 = and i64 %2, -8, !dbg !54
  br label %27, !dbg !54

10:                                               ; preds = %27, %5
  %11 = phi float [ undef, %5 ], [ %61, %27 ]
  %12 = phi i64 [ 0, %5 ], [ %62, %27 ]
  %13 = phi float [ 0.000000e+00, %5 ], [ %61, %27 ]
  %14 = icmp eq i64 %6, 0, !dbg !54
  br i1 %14, label %25, label %15, !dbg !54

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi float [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16, !dbg !55
  %20 = load float, ptr addrspace(1) %19, align 4, !dbg !55, !tbaa !20
  %21 = fadd float %17, %20, !dbg !56
  %22 = add nuw nsw i64 %16, 1, !dbg !57
  %23 = add i64 %18, 1, !dbg !54
  %24 = icmp eq i64 %23, %6, !dbg !54
  br i1 %24, label %25, label %15, !dbg !54, !llvm.loop !58

25:                                               ; preds = %10, %15, %3
  %26 = phi float [ 0.000000e+00, %3 ], [ %11, %10 ], [ %21, %15 ], !dbg !59
  store float %26, ptr addrspace(1) %1, align 4, !dbg !60, !tbaa !20
  ret void, !dbg !61

27:                                               ; preds = %27, %8
  %28 = phi i64 [ 0, %8 ], [ %62, %27 ]
  %29 = phi float [ 0.000000e+00, %8 ], [ %61, %27 ]
  %30 = phi i64 [ 0, %8 ], [ %63, %27 ]
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28, !dbg !55
  %32 = load float, ptr addrspace(1) %31, align 4, !dbg !55, !tbaa !20
  %33 = fadd float %29, %32, !dbg !56
  %34 = or i64 %28, 1, !dbg !57
  %35 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %34, !dbg !55
  %36 = load float, ptr addrspace(1) %35, align 4, !dbg !55, !tbaa !20
  %37 = fadd float %33, %36, !dbg !56
  %38 = or i64 %28, 2, !dbg !57
  %39 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %38, !dbg !55
  %40 = load float, ptr addrspace(1) %39, align 4, !dbg !55, !tbaa !20
  %41 = fadd float %37, %40, !dbg !56
  %42 = or i64 %28, 3, !dbg !57
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42, !dbg !55
  %44 = load float, ptr addrspace(1) %43, align 4, !dbg !55, !tbaa !20
  %45 = fadd float %41, %44, !dbg !56
  %46 = or i64 %28, 4, !dbg !57
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46, !dbg !55
  %48 = load float, ptr addrspace(1) %47, align 4, !dbg !55, !tbaa !20
  %49 = fadd float %45, %48, !dbg !56
  %50 = or i64 %28, 5, !dbg !57
  %51 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %50, !dbg !55
  %52 = load float, ptr addrspace(1) %51, align 4, !dbg !55, !tbaa !20
  %53 = fadd float %49, %52, !dbg !56
  %54 = or i64 %28, 6, !dbg !57
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54, !dbg !55
  %56 = load float, ptr addrspace(1) %55, align 4, !dbg !55, !tbaa !20
  %57 = fadd float %53, %56, !dbg !56
  %58 = or i64 %28, 7, !dbg !57
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58, !dbg !55
  %60 = load float, ptr addrspace(1) %59, align 4, !dbg !55, !tbaa !20
  %61 = fadd float %57, %60, !dbg !56
  %62 = add nuw nsw i64 %28, 8, !dbg !57
  %63 = add i64 %30, 8, !dbg !54
  %64 = icmp eq i64 %63, %9, !dbg !54
  br i1 %64, label %10, label %27, !dbg !54, !llvm.loop !62
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @scale(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias nocapture noundef readonly %1, ptr addrspace(1) noalias noundef %2, i64 noundef %3) #0 !dbg !64 {
  %5 = load float, ptr addrspace(1) %1, align 4, !dbg !65, !tbaa !20
  %6 = fdiv float 1.000000e+00, %5, !dbg !66
  %7 = tail call i64 @get_block_idx() #10, !dbg !67
  %8 = icmp sgt i64 %3, 0, !dbg !68
  br i1 %8, label %9, label %13, !dbg !69

9:                                                ; preds = %4
  %10 = mul nsw i64 %7, %3, !dbg !70
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  %12 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %10
  br label %14, !dbg !69

13:                                               ; preds = %14, %4
  ret void, !dbg !71

14:                                               ; preds = %9, %14
  %15 = phi i64 [ 0, %9 ], [ %34, %14 ]
  %16 = phi i64 [ 0, %9 ], [ %33, %14 ]
  %17 = sub nsw i64 %3, %16, !dbg !72
  %18 = tail call i64 @llvm.smin.i64(i64 %17, i64 1024), !dbg !73
  %19 = shl nsw i64 %18, 2, !dbg !75
  %20 = add nsw i64 %19, 31, !dbg !76
  %21 = sdiv i64 %20, 32, !dbg !77
  %22 = trunc i64 %21 to i16, !dbg !78
  %23 = add nsw i64 %19, 255, !dbg !79
  %24 = sdiv i64 %23, 256, !dbg !80
  %25 = trunc i64 %24 to i8, !dbg !81
  %26 = shl i64 %15, 15, !dbg !82
  %27 = and i64 %26, 32768, !dbg !82
  %28 = inttoptr i64 %27 to ptr addrspace(6), !dbg !83
  %29 = or i64 %27, 4096, !dbg !84
  %30 = inttoptr i64 %29 to ptr addrspace(6), !dbg !85
  %31 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %16, !dbg !86
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %28, ptr addrspace(1) noundef %31, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %22, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !87
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull %30, ptr addrspace(6) noundef %28, float noundef %6, i8 noundef zeroext %25, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #10, !dbg !88
  %32 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %16, !dbg !89
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %32, ptr addrspace(6) noundef nonnull %30, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %22, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !90
  %33 = add nuw nsw i64 %16, 1024, !dbg !91
  %34 = add nuw nsw i64 %15, 1, !dbg !92
  %35 = icmp slt i64 %33, %3, !dbg !68
  br i1 %35, label %14, label %13, !dbg !69, !llvm.loop !93
}

declare !dbg !95 void @vmuls_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !96 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 !dbg !97 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [3 x i64], align 16
  %7 = alloca [3 x i64], align 16
  %8 = alloca [4 x i64], align 16
  %9 = tail call dereferenceable_or_null(96000) ptr @malloc(i64 noundef 96000) #11, !dbg !98
  %10 = tail call dereferenceable_or_null(96000) ptr @malloc(i64 noundef 96000) #11, !dbg !99
  br label %11, !dbg !100

11:                                               ; preds = %11, %0
  %12 = phi i64 [ 0, %0 ], [ %25, %11 ], !dbg !101
  %13 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %26, %11 ], !dbg !102
  %14 = add <4 x i16> %13, <i16 4, i16 4, i16 4, i16 4>, !dbg !102
  %15 = urem <4 x i16> %13, <i16 13, i16 13, i16 13, i16 13>, !dbg !102
  %16 = urem <4 x i16> %14, <i16 13, i16 13, i16 13, i16 13>, !dbg !102
  %17 = add nuw nsw <4 x i16> %15, <i16 1, i16 1, i16 1, i16 1>, !dbg !103
  %18 = add nuw nsw <4 x i16> %16, <i16 1, i16 1, i16 1, i16 1>, !dbg !103
  %19 = uitofp <4 x i16> %17 to <4 x float>, !dbg !104
  %20 = uitofp <4 x i16> %18 to <4 x float>, !dbg !104
  %21 = fmul <4 x float> %19, <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>, !dbg !105
  %22 = fmul <4 x float> %20, <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>, !dbg !105
  %23 = getelementptr inbounds float, ptr %9, i64 %12, !dbg !106
  store <4 x float> %21, ptr %23, align 4, !dbg !107, !tbaa !20
  %24 = getelementptr inbounds float, ptr %23, i64 4, !dbg !107
  store <4 x float> %22, ptr %24, align 4, !dbg !107, !tbaa !20
  %25 = add nuw i64 %12, 8, !dbg !101
  %26 = add <4 x i16> %13, <i16 8, i16 8, i16 8, i16 8>, !dbg !102
  %27 = icmp eq i64 %25, 24000, !dbg !101
  br i1 %27, label %28, label %11, !dbg !101, !llvm.loop !108

28:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #10, !dbg !112
  %29 = call i32 @aclrtCreateStream(ptr noundef nonnull %1) #10, !dbg !113
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10, !dbg !114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10, !dbg !114
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #10, !dbg !114
  %30 = call i32 @aclrtMalloc(ptr noundef nonnull %2, i64 noundef 96000, i32 noundef 0) #10, !dbg !115
  %31 = call i32 @aclrtMalloc(ptr noundef nonnull %3, i64 noundef 32, i32 noundef 0) #10, !dbg !116
  %32 = call i32 @aclrtMalloc(ptr noundef nonnull %4, i64 noundef 4, i32 noundef 0) #10, !dbg !117
  %33 = call i32 @aclrtMalloc(ptr noundef nonnull %5, i64 noundef 96000, i32 noundef 0) #10, !dbg !118
  %34 = load ptr, ptr %2, align 8, !dbg !119, !tbaa !120
  %35 = call i32 @aclrtMemcpy(ptr noundef %34, i64 noundef 96000, ptr noundef nonnull %9, i64 noundef 96000, i32 noundef 1) #10, !dbg !122
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #10, !dbg !123
  %36 = load ptr, ptr %2, align 8, !dbg !124, !tbaa !120
  %37 = ptrtoint ptr %36 to i64, !dbg !125
  store i64 %37, ptr %6, align 16, !dbg !126, !tbaa !127
  %38 = getelementptr inbounds i64, ptr %6, i64 1, !dbg !126
  %39 = load ptr, ptr %3, align 8, !dbg !129, !tbaa !120
  %40 = ptrtoint ptr %39 to i64, !dbg !130
  store i64 %40, ptr %38, align 8, !dbg !126, !tbaa !127
  %41 = getelementptr inbounds i64, ptr %6, i64 2, !dbg !126
  store i64 3000, ptr %41, align 16, !dbg !126, !tbaa !127
  %42 = load ptr, ptr %1, align 8, !dbg !131, !tbaa !120
  %43 = call i32 @rtKernelLaunch(ptr noundef nonnull @partial, i32 noundef 8, ptr noundef nonnull %6, i32 noundef 24, ptr noundef null, ptr noundef %42) #10, !dbg !132
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10, !dbg !133
  %44 = load ptr, ptr %3, align 8, !dbg !134, !tbaa !120
  %45 = ptrtoint ptr %44 to i64, !dbg !135
  store i64 %45, ptr %7, align 16, !dbg !136, !tbaa !127
  %46 = getelementptr inbounds i64, ptr %7, i64 1, !dbg !136
  %47 = load ptr, ptr %4, align 8, !dbg !137, !tbaa !120
  %48 = ptrtoint ptr %47 to i64, !dbg !138
  store i64 %48, ptr %46, align 8, !dbg !136, !tbaa !127
  %49 = getelementptr inbounds i64, ptr %7, i64 2, !dbg !136
  store i64 8, ptr %49, align 16, !dbg !136, !tbaa !127
  %50 = load ptr, ptr %1, align 8, !dbg !139, !tbaa !120
  %51 = call i32 @rtKernelLaunch(ptr noundef nonnull @total, i32 noundef 1, ptr noundef nonnull %7, i32 noundef 24, ptr noundef null, ptr noundef %50) #10, !dbg !140
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #10, !dbg !141
  %52 = load ptr, ptr %2, align 8, !dbg !142, !tbaa !120
  %53 = ptrtoint ptr %52 to i64, !dbg !143
  store i64 %53, ptr %8, align 16, !dbg !144, !tbaa !127
  %54 = getelementptr inbounds i64, ptr %8, i64 1, !dbg !144
  %55 = load ptr, ptr %4, align 8, !dbg !145, !tbaa !120
  %56 = ptrtoint ptr %55 to i64, !dbg !146
  store i64 %56, ptr %54, align 8, !dbg !144, !tbaa !127
  %57 = getelementptr inbounds i64, ptr %8, i64 2, !dbg !144
  %58 = load ptr, ptr %5, align 8, !dbg !147, !tbaa !120
  %59 = ptrtoint ptr %58 to i64, !dbg !148
  store i64 %59, ptr %57, align 16, !dbg !144, !tbaa !127
  %60 = getelementptr inbounds i64, ptr %8, i64 3, !dbg !144
  store i64 3000, ptr %60, align 8, !dbg !144, !tbaa !127
  %61 = load ptr, ptr %1, align 8, !dbg !149, !tbaa !120
  %62 = call i32 @rtKernelLaunch(ptr noundef nonnull @scale, i32 noundef 8, ptr noundef nonnull %8, i32 noundef 32, ptr noundef null, ptr noundef %61) #10, !dbg !150
  %63 = load ptr, ptr %1, align 8, !dbg !151, !tbaa !120
  %64 = call i32 @aclrtSynchronizeStream(ptr noundef %63) #10, !dbg !152
  %65 = load ptr, ptr %5, align 8, !dbg !153, !tbaa !120
  %66 = call i32 @aclrtMemcpy(ptr noundef %10, i64 noundef 96000, ptr noundef %65, i64 noundef 96000, i32 noundef 2) #10, !dbg !154
  br label %342, !dbg !155

67:                                               ; preds = %342, %67
  %68 = phi i64 [ %94, %67 ], [ 0, %342 ]
  %69 = phi float [ %93, %67 ], [ 0.000000e+00, %342 ]
  %70 = add nuw nsw i64 %68, 3000, !dbg !156
  %71 = getelementptr inbounds float, ptr %9, i64 %70, !dbg !157
  %72 = load float, ptr %71, align 4, !dbg !157, !tbaa !20
  %73 = fadd float %72, %69, !dbg !158
  %74 = add nuw nsw i64 %68, 3001, !dbg !156
  %75 = getelementptr inbounds float, ptr %9, i64 %74, !dbg !157
  %76 = load float, ptr %75, align 4, !dbg !157, !tbaa !20
  %77 = fadd float %76, %73, !dbg !158
  %78 = add nuw nsw i64 %68, 3002, !dbg !156
  %79 = getelementptr inbounds float, ptr %9, i64 %78, !dbg !157
  %80 = load float, ptr %79, align 4, !dbg !157, !tbaa !20
  %81 = fadd float %80, %77, !dbg !158
  %82 = add nuw nsw i64 %68, 3003, !dbg !156
  %83 = getelementptr inbounds float, ptr %9, i64 %82, !dbg !157
  %84 = load float, ptr %83, align 4, !dbg !157, !tbaa !20
  %85 = fadd float %84, %81, !dbg !158
  %86 = add nuw nsw i64 %68, 3004, !dbg !156
  %87 = getelementptr inbounds float, ptr %9, i64 %86, !dbg !157
  %88 = load float, ptr %87, align 4, !dbg !157, !tbaa !20
  %89 = fadd float %88, %85, !dbg !158
  %90 = add nuw nsw i64 %68, 3005, !dbg !156
  %91 = getelementptr inbounds float, ptr %9, i64 %90, !dbg !157
  %92 = load float, ptr %91, align 4, !dbg !157, !tbaa !20
  %93 = fadd float %92, %89, !dbg !158
  %94 = add nuw nsw i64 %68, 6, !dbg !159
  %95 = icmp eq i64 %94, 3000, !dbg !160
  br i1 %95, label %96, label %67, !dbg !155, !llvm.loop !161

96:                                               ; preds = %67, %96
  %97 = phi i64 [ %123, %96 ], [ 0, %67 ]
  %98 = phi float [ %122, %96 ], [ 0.000000e+00, %67 ]
  %99 = add nuw nsw i64 %97, 6000, !dbg !156
  %100 = getelementptr inbounds float, ptr %9, i64 %99, !dbg !157
  %101 = load float, ptr %100, align 4, !dbg !157, !tbaa !20
  %102 = fadd float %101, %98, !dbg !158
  %103 = add nuw nsw i64 %97, 6001, !dbg !156
  %104 = getelementptr inbounds float, ptr %9, i64 %103, !dbg !157
  %105 = load float, ptr %104, align 4, !dbg !157, !tbaa !20
  %106 = fadd float %105, %102, !dbg !158
  %107 = add nuw nsw i64 %97, 6002, !dbg !156
  %108 = getelementptr inbounds float, ptr %9, i64 %107, !dbg !157
  %109 = load float, ptr %108, align 4, !dbg !157, !tbaa !20
  %110 = fadd float %109, %106, !dbg !158
  %111 = add nuw nsw i64 %97, 6003, !dbg !156
  %112 = getelementptr inbounds float, ptr %9, i64 %111, !dbg !157
  %113 = load float, ptr %112, align 4, !dbg !157, !tbaa !20
  %114 = fadd float %113, %110, !dbg !158
  %115 = add nuw nsw i64 %97, 6004, !dbg !156
  %116 = getelementptr inbounds float, ptr %9, i64 %115, !dbg !157
  %117 = load float, ptr %116, align 4, !dbg !157, !tbaa !20
  %118 = fadd float %117, %114, !dbg !158
  %119 = add nuw nsw i64 %97, 6005, !dbg !156
  %120 = getelementptr inbounds float, ptr %9, i64 %119, !dbg !157
  %121 = load float, ptr %120, align 4, !dbg !157, !tbaa !20
  %122 = fadd float %121, %118, !dbg !158
  %123 = add nuw nsw i64 %97, 6, !dbg !159
  %124 = icmp eq i64 %123, 3000, !dbg !160
  br i1 %124, label %125, label %96, !dbg !155, !llvm.loop !161

125:                                              ; preds = %96, %125
  %126 = phi i64 [ %152, %125 ], [ 0, %96 ]
  %127 = phi float [ %151, %125 ], [ 0.000000e+00, %96 ]
  %128 = add nuw nsw i64 %126, 9000, !dbg !156
  %129 = getelementptr inbounds float, ptr %9, i64 %128, !dbg !157
  %130 = load float, ptr %129, align 4, !dbg !157, !tbaa !20
  %131 = fadd float %130, %127, !dbg !158
  %132 = add nuw nsw i64 %126, 9001, !dbg !156
  %133 = getelementptr inbounds float, ptr %9, i64 %132, !dbg !157
  %134 = load float, ptr %133, align 4, !dbg !157, !tbaa !20
  %135 = fadd float %134, %131, !dbg !158
  %136 = add nuw nsw i64 %126, 9002, !dbg !156
  %137 = getelementptr inbounds float, ptr %9, i64 %136, !dbg !157
  %138 = load float, ptr %137, align 4, !dbg !157, !tbaa !20
  %139 = fadd float %138, %135, !dbg !158
  %140 = add nuw nsw i64 %126, 9003, !dbg !156
  %141 = getelementptr inbounds float, ptr %9, i64 %140, !dbg !157
  %142 = load float, ptr %141, align 4, !dbg !157, !tbaa !20
  %143 = fadd float %142, %139, !dbg !158
  %144 = add nuw nsw i64 %126, 9004, !dbg !156
  %145 = getelementptr inbounds float, ptr %9, i64 %144, !dbg !157
  %146 = load float, ptr %145, align 4, !dbg !157, !tbaa !20
  %147 = fadd float %146, %143, !dbg !158
  %148 = add nuw nsw i64 %126, 9005, !dbg !156
  %149 = getelementptr inbounds float, ptr %9, i64 %148, !dbg !157
  %150 = load float, ptr %149, align 4, !dbg !157, !tbaa !20
  %151 = fadd float %150, %147, !dbg !158
  %152 = add nuw nsw i64 %126, 6, !dbg !159
  %153 = icmp eq i64 %152, 3000, !dbg !160
  br i1 %153, label %154, label %125, !dbg !155, !llvm.loop !161

154:                                              ; preds = %125, %154
  %155 = phi i64 [ %181, %154 ], [ 0, %125 ]
  %156 = phi float [ %180, %154 ], [ 0.000000e+00, %125 ]
  %157 = add nuw nsw i64 %155, 12000, !dbg !156
  %158 = getelementptr inbounds float, ptr %9, i64 %157, !dbg !157
  %159 = load float, ptr %158, align 4, !dbg !157, !tbaa !20
  %160 = fadd float %159, %156, !dbg !158
  %161 = add nuw nsw i64 %155, 12001, !dbg !156
  %162 = getelementptr inbounds float, ptr %9, i64 %161, !dbg !157
  %163 = load float, ptr %162, align 4, !dbg !157, !tbaa !20
  %164 = fadd float %163, %160, !dbg !158
  %165 = add nuw nsw i64 %155, 12002, !dbg !156
  %166 = getelementptr inbounds float, ptr %9, i64 %165, !dbg !157
  %167 = load float, ptr %166, align 4, !dbg !157, !tbaa !20
  %168 = fadd float %167, %164, !dbg !158
  %169 = add nuw nsw i64 %155, 12003, !dbg !156
  %170 = getelementptr inbounds float, ptr %9, i64 %169, !dbg !157
  %171 = load float, ptr %170, align 4, !dbg !157, !tbaa !20
  %172 = fadd float %171, %168, !dbg !158
  %173 = add nuw nsw i64 %155, 12004, !dbg !156
  %174 = getelementptr inbounds float, ptr %9, i64 %173, !dbg !157
  %175 = load float, ptr %174, align 4, !dbg !157, !tbaa !20
  %176 = fadd float %175, %172, !dbg !158
  %177 = add nuw nsw i64 %155, 12005, !dbg !156
  %178 = getelementptr inbounds float, ptr %9, i64 %177, !dbg !157
  %179 = load float, ptr %178, align 4, !dbg !157, !tbaa !20
  %180 = fadd float %179, %176, !dbg !158
  %181 = add nuw nsw i64 %155, 6, !dbg !159
  %182 = icmp eq i64 %181, 3000, !dbg !160
  br i1 %182, label %183, label %154, !dbg !155, !llvm.loop !161

183:                                              ; preds = %154, %183
  %184 = phi i64 [ %210, %183 ], [ 0, %154 ]
  %185 = phi float [ %209, %183 ], [ 0.000000e+00, %154 ]
  %186 = add nuw nsw i64 %184, 15000, !dbg !156
  %187 = getelementptr inbounds float, ptr %9, i64 %186, !dbg !157
  %188 = load float, ptr %187, align 4, !dbg !157, !tbaa !20
  %189 = fadd float %188, %185, !dbg !158
  %190 = add nuw nsw i64 %184, 15001, !dbg !156
  %191 = getelementptr inbounds float, ptr %9, i64 %190, !dbg !157
  %192 = load float, ptr %191, align 4, !dbg !157, !tbaa !20
  %193 = fadd float %192, %189, !dbg !158
  %194 = add nuw nsw i64 %184, 15002, !dbg !156
  %195 = getelementptr inbounds float, ptr %9, i64 %194, !dbg !157
  %196 = load float, ptr %195, align 4, !dbg !157, !tbaa !20
  %197 = fadd float %196, %193, !dbg !158
  %198 = add nuw nsw i64 %184, 15003, !dbg !156
  %199 = getelementptr inbounds float, ptr %9, i64 %198, !dbg !157
  %200 = load float, ptr %199, align 4, !dbg !157, !tbaa !20
  %201 = fadd float %200, %197, !dbg !158
  %202 = add nuw nsw i64 %184, 15004, !dbg !156
  %203 = getelementptr inbounds float, ptr %9, i64 %202, !dbg !157
  %204 = load float, ptr %203, align 4, !dbg !157, !tbaa !20
  %205 = fadd float %204, %201, !dbg !158
  %206 = add nuw nsw i64 %184, 15005, !dbg !156
  %207 = getelementptr inbounds float, ptr %9, i64 %206, !dbg !157
  %208 = load float, ptr %207, align 4, !dbg !157, !tbaa !20
  %209 = fadd float %208, %205, !dbg !158
  %210 = add nuw nsw i64 %184, 6, !dbg !159
  %211 = icmp eq i64 %210, 3000, !dbg !160
  br i1 %211, label %212, label %183, !dbg !155, !llvm.loop !161

212:                                              ; preds = %183, %212
  %213 = phi i64 [ %239, %212 ], [ 0, %183 ]
  %214 = phi float [ %238, %212 ], [ 0.000000e+00, %183 ]
  %215 = add nuw nsw i64 %213, 18000, !dbg !156
  %216 = getelementptr inbounds float, ptr %9, i64 %215, !dbg !157
  %217 = load float, ptr %216, align 4, !dbg !157, !tbaa !20
  %218 = fadd float %217, %214, !dbg !158
  %219 = add nuw nsw i64 %213, 18001, !dbg !156
  %220 = getelementptr inbounds float, ptr %9, i64 %219, !dbg !157
  %221 = load float, ptr %220, align 4, !dbg !157, !tbaa !20
  %222 = fadd float %221, %218, !dbg !158
  %223 = add nuw nsw i64 %213, 18002, !dbg !156
  %224 = getelementptr inbounds float, ptr %9, i64 %223, !dbg !157
  %225 = load float, ptr %224, align 4, !dbg !157, !tbaa !20
  %226 = fadd float %225, %222, !dbg !158
  %227 = add nuw nsw i64 %213, 18003, !dbg !156
  %228 = getelementptr inbounds float, ptr %9, i64 %227, !dbg !157
  %229 = load float, ptr %228, align 4, !dbg !157, !tbaa !20
  %230 = fadd float %229, %226, !dbg !158
  %231 = add nuw nsw i64 %213, 18004, !dbg !156
  %232 = getelementptr inbounds float, ptr %9, i64 %231, !dbg !157
  %233 = load float, ptr %232, align 4, !dbg !157, !tbaa !20
  %234 = fadd float %233, %230, !dbg !158
  %235 = add nuw nsw i64 %213, 18005, !dbg !156
  %236 = getelementptr inbounds float, ptr %9, i64 %235, !dbg !157
  %237 = load float, ptr %236, align 4, !dbg !157, !tbaa !20
  %238 = fadd float %237, %234, !dbg !158
  %239 = add nuw nsw i64 %213, 6, !dbg !159
  %240 = icmp eq i64 %239, 3000, !dbg !160
  br i1 %240, label %241, label %212, !dbg !155, !llvm.loop !161

241:                                              ; preds = %212, %241
  %242 = phi i64 [ %268, %241 ], [ 0, %212 ]
  %243 = phi float [ %267, %241 ], [ 0.000000e+00, %212 ]
  %244 = add nuw nsw i64 %242, 21000, !dbg !156
  %245 = getelementptr inbounds float, ptr %9, i64 %244, !dbg !157
  %246 = load float, ptr %245, align 4, !dbg !157, !tbaa !20
  %247 = fadd float %246, %243, !dbg !158
  %248 = add nuw nsw i64 %242, 21001, !dbg !156
  %249 = getelementptr inbounds float, ptr %9, i64 %248, !dbg !157
  %250 = load float, ptr %249, align 4, !dbg !157, !tbaa !20
  %251 = fadd float %250, %247, !dbg !158
  %252 = add nuw nsw i64 %242, 21002, !dbg !156
  %253 = getelementptr inbounds float, ptr %9, i64 %252, !dbg !157
  %254 = load float, ptr %253, align 4, !dbg !157, !tbaa !20
  %255 = fadd float %254, %251, !dbg !158
  %256 = add nuw nsw i64 %242, 21003, !dbg !156
  %257 = getelementptr inbounds float, ptr %9, i64 %256, !dbg !157
  %258 = load float, ptr %257, align 4, !dbg !157, !tbaa !20
  %259 = fadd float %258, %255, !dbg !158
  %260 = add nuw nsw i64 %242, 21004, !dbg !156
  %261 = getelementptr inbounds float, ptr %9, i64 %260, !dbg !157
  %262 = load float, ptr %261, align 4, !dbg !157, !tbaa !20
  %263 = fadd float %262, %259, !dbg !158
  %264 = add nuw nsw i64 %242, 21005, !dbg !156
  %265 = getelementptr inbounds float, ptr %9, i64 %264, !dbg !157
  %266 = load float, ptr %265, align 4, !dbg !157, !tbaa !20
  %267 = fadd float %266, %263, !dbg !158
  %268 = add nuw nsw i64 %242, 6, !dbg !159
  %269 = icmp eq i64 %268, 3000, !dbg !160
  br i1 %269, label %270, label %241, !dbg !155, !llvm.loop !161

270:                                              ; preds = %241
  %271 = fadd float %375, 0.000000e+00, !dbg !163
  %272 = fadd float %271, %93, !dbg !163
  %273 = fadd float %272, %122, !dbg !163
  %274 = fadd float %273, %151, !dbg !163
  %275 = fadd float %274, %180, !dbg !163
  %276 = fadd float %275, %209, !dbg !163
  %277 = fadd float %276, %238, !dbg !163
  %278 = fadd float %277, %267, !dbg !163
  %279 = fdiv float 1.000000e+00, %278, !dbg !164
  %280 = insertelement <2 x float> poison, float %279, i64 0, !dbg !165
  %281 = shufflevector <2 x float> %280, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !165
  %282 = insertelement <2 x float> poison, float %279, i64 0, !dbg !165
  %283 = shufflevector <2 x float> %282, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !165
  br label %284, !dbg !165

284:                                              ; preds = %284, %270
  %285 = phi i64 [ 0, %270 ], [ %321, %284 ], !dbg !166
  %286 = phi <2 x i64> [ zeroinitializer, %270 ], [ %319, %284 ]
  %287 = phi <2 x i64> [ zeroinitializer, %270 ], [ %320, %284 ]
  %288 = getelementptr inbounds float, ptr %10, i64 %285, !dbg !167
  %289 = load <2 x float>, ptr %288, align 4, !dbg !167, !tbaa !20
  %290 = getelementptr inbounds float, ptr %288, i64 2, !dbg !167
  %291 = load <2 x float>, ptr %290, align 4, !dbg !167, !tbaa !20
  %292 = getelementptr inbounds float, ptr %9, i64 %285, !dbg !168
  %293 = load <2 x float>, ptr %292, align 4, !dbg !168, !tbaa !20
  %294 = getelementptr inbounds float, ptr %292, i64 2, !dbg !168
  %295 = load <2 x float>, ptr %294, align 4, !dbg !168, !tbaa !20
  %296 = fmul <2 x float> %281, %293, !dbg !169
  %297 = fmul <2 x float> %283, %295, !dbg !169
  %298 = fcmp une <2 x float> %289, %296, !dbg !170
  %299 = fcmp une <2 x float> %291, %297, !dbg !170
  %300 = zext <2 x i1> %298 to <2 x i64>
  %301 = zext <2 x i1> %299 to <2 x i64>
  %302 = add <2 x i64> %286, %300, !dbg !171
  %303 = add <2 x i64> %287, %301, !dbg !171
  %304 = or i64 %285, 4, !dbg !166
  %305 = getelementptr inbounds float, ptr %10, i64 %304, !dbg !167
  %306 = load <2 x float>, ptr %305, align 4, !dbg !167, !tbaa !20
  %307 = getelementptr inbounds float, ptr %305, i64 2, !dbg !167
  %308 = load <2 x float>, ptr %307, align 4, !dbg !167, !tbaa !20
  %309 = getelementptr inbounds float, ptr %9, i64 %304, !dbg !168
  %310 = load <2 x float>, ptr %309, align 4, !dbg !168, !tbaa !20
  %311 = getelementptr inbounds float, ptr %309, i64 2, !dbg !168
  %312 = load <2 x float>, ptr %311, align 4, !dbg !168, !tbaa !20
  %313 = fmul <2 x float> %281, %310, !dbg !169
  %314 = fmul <2 x float> %283, %312, !dbg !169
  %315 = fcmp une <2 x float> %306, %313, !dbg !170
  %316 = fcmp une <2 x float> %308, %314, !dbg !170
  %317 = zext <2 x i1> %315 to <2 x i64>
  %318 = zext <2 x i1> %316 to <2 x i64>
  %319 = add <2 x i64> %302, %317, !dbg !171
  %320 = add <2 x i64> %303, %318, !dbg !171
  %321 = add nuw nsw i64 %285, 8, !dbg !166
  %322 = icmp eq i64 %321, 24000, !dbg !166
  br i1 %322, label %323, label %284, !dbg !166, !llvm.loop !172

323:                                              ; preds = %284
  %324 = add <2 x i64> %320, %319, !dbg !165
  %325 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %324), !dbg !165
  %326 = fpext float %278 to double, !dbg !174
  %327 = icmp eq i64 %325, 0, !dbg !175
  %328 = select i1 %327, ptr @.str.3, ptr @.str.4, !dbg !176
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %326, i64 noundef %325, i64 noundef 24000, ptr noundef nonnull %328), !dbg !177
  %330 = load ptr, ptr %2, align 8, !dbg !178, !tbaa !120
  %331 = call i32 @aclrtFree(ptr noundef %330) #10, !dbg !179
  %332 = load ptr, ptr %3, align 8, !dbg !180, !tbaa !120
  %333 = call i32 @aclrtFree(ptr noundef %332) #10, !dbg !181
  %334 = load ptr, ptr %4, align 8, !dbg !182, !tbaa !120
  %335 = call i32 @aclrtFree(ptr noundef %334) #10, !dbg !183
  %336 = load ptr, ptr %5, align 8, !dbg !184, !tbaa !120
  %337 = call i32 @aclrtFree(ptr noundef %336) #10, !dbg !185
  %338 = load ptr, ptr %1, align 8, !dbg !186, !tbaa !120
  %339 = call i32 @aclrtDestroyStream(ptr noundef %338) #10, !dbg !187
  call void @free(ptr noundef nonnull %9), !dbg !188
  call void @free(ptr noundef nonnull %10), !dbg !189
  %340 = icmp ne i64 %325, 0, !dbg !190
  %341 = zext i1 %340 to i32, !dbg !190
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #10, !dbg !191
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10, !dbg !191
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10, !dbg !191
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #10, !dbg !191
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10, !dbg !191
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10, !dbg !191
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !191
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10, !dbg !191
  ret i32 %341, !dbg !191

342:                                              ; preds = %342, %28
  %343 = phi i64 [ 0, %28 ], [ %376, %342 ]
  %344 = phi float [ 0.000000e+00, %28 ], [ %375, %342 ]
  %345 = getelementptr inbounds float, ptr %9, i64 %343, !dbg !157
  %346 = load float, ptr %345, align 4, !dbg !157, !tbaa !20
  %347 = fadd float %346, %344, !dbg !158
  %348 = or i64 %343, 1, !dbg !159
  %349 = getelementptr inbounds float, ptr %9, i64 %348, !dbg !157
  %350 = load float, ptr %349, align 4, !dbg !157, !tbaa !20
  %351 = fadd float %350, %347, !dbg !158
  %352 = or i64 %343, 2, !dbg !159
  %353 = getelementptr inbounds float, ptr %9, i64 %352, !dbg !157
  %354 = load float, ptr %353, align 4, !dbg !157, !tbaa !20
  %355 = fadd float %354, %351, !dbg !158
  %356 = or i64 %343, 3, !dbg !159
  %357 = getelementptr inbounds float, ptr %9, i64 %356, !dbg !157
  %358 = load float, ptr %357, align 4, !dbg !157, !tbaa !20
  %359 = fadd float %358, %355, !dbg !158
  %360 = or i64 %343, 4, !dbg !159
  %361 = getelementptr inbounds float, ptr %9, i64 %360, !dbg !157
  %362 = load float, ptr %361, align 4, !dbg !157, !tbaa !20
  %363 = fadd float %362, %359, !dbg !158
  %364 = or i64 %343, 5, !dbg !159
  %365 = getelementptr inbounds float, ptr %9, i64 %364, !dbg !157
  %366 = load float, ptr %365, align 4, !dbg !157, !tbaa !20
  %367 = fadd float %366, %363, !dbg !158
  %368 = or i64 %343, 6, !dbg !159
  %369 = getelementptr inbounds float, ptr %9, i64 %368, !dbg !157
  %370 = load float, ptr %369, align 4, !dbg !157, !tbaa !20
  %371 = fadd float %370, %367, !dbg !158
  %372 = or i64 %343, 7, !dbg !159
  %373 = getelementptr inbounds float, ptr %9, i64 %372, !dbg !157
  %374 = load float, ptr %373, align 4, !dbg !157, !tbaa !20
  %375 = fadd float %374, %371, !dbg !158
  %376 = add nuw nsw i64 %343, 8, !dbg !159
  %377 = icmp eq i64 %376, 3000, !dbg !160
  br i1 %377, label %67, label %342, !dbg !155, !llvm.loop !161
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !192 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

declare !dbg !194 i32 @aclrtCreateStream(ptr noundef) local_unnamed_addr #2

declare !dbg !195 i32 @aclrtMalloc(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !196 i32 @aclrtMemcpy(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !197 i32 @rtKernelLaunch(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !198 i32 @aclrtSynchronizeStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !199 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare !dbg !200 i32 @aclrtFree(ptr noundef) local_unnamed_addr #2

declare !dbg !201 i32 @aclrtDestroyStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !202 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #8

; Function Attrs: nocallback nofree nosync nounwind willreturn memory(none)
declare i64 @llvm.vector.reduce.add.v2i64(<2 x i64>) #9

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
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
!1 = !DIFile(filename: "samples/ascend/programs/normalise.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "7fb050d8cfa4c55377672739794ce113")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "partial", scope: !1, file: !1, line: 19, type: !10, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 22, column: 18, scope: !9)
!13 = !DILocation(line: 24, column: 31, scope: !9)
!14 = !DILocation(line: 24, column: 3, scope: !9)
!15 = !DILocation(line: 22, column: 34, scope: !9)
!16 = !DILocation(line: 23, column: 9, scope: !9)
!17 = !DILocation(line: 31, column: 8, scope: !9)
!18 = !DILocation(line: 31, column: 3, scope: !9)
!19 = !DILocation(line: 31, column: 25, scope: !9)
!20 = !{!21, !21, i64 0}
!21 = !{!"float", !22, i64 0}
!22 = !{!"omnipotent char", !23, i64 0}
!23 = !{!"Simple C/C++ TBAA"}
!24 = !DILocation(line: 32, column: 1, scope: !9)
!25 = !DILocation(line: 25, column: 34, scope: !9)
!26 = !DILocation(line: 17, column: 53, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "min64", scope: !1, file: !1, line: 17, type: !10, scopeLine: 17, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!28 = distinct !DILocation(line: 25, column: 19, scope: !9)
!29 = !DILocation(line: 26, column: 36, scope: !9)
!30 = !DILocation(line: 26, column: 66, scope: !9)
!31 = !DILocation(line: 26, column: 70, scope: !9)
!32 = !DILocation(line: 26, column: 76, scope: !9)
!33 = !DILocation(line: 26, column: 50, scope: !9)
!34 = !DILocation(line: 26, column: 5, scope: !9)
!35 = !DILocation(line: 29, column: 27, scope: !9)
!36 = !DILocation(line: 29, column: 5, scope: !9)
!37 = !DILocation(line: 29, column: 46, scope: !9)
!38 = !DILocation(line: 29, column: 43, scope: !9)
!39 = !DILocation(line: 29, column: 34, scope: !9)
!40 = distinct !{!40, !41}
!41 = !{!"llvm.loop.unroll.disable"}
!42 = !DILocation(line: 0, scope: !9)
!43 = !DILocation(line: 24, column: 48, scope: !9)
!44 = distinct !{!44, !14, !45, !46}
!45 = !DILocation(line: 30, column: 3, scope: !9)
!46 = !{!"llvm.loop.mustprogress"}
!47 = distinct !{!47, !36, !48, !46}
!48 = !DILocation(line: 29, column: 52, scope: !9)
!49 = !DISubprogram(name: "get_block_idx", scope: !50, file: !50, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!50 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!51 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !50, file: !50, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!52 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 34, type: !10, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!53 = !DILocation(line: 37, column: 25, scope: !52)
!54 = !DILocation(line: 37, column: 3, scope: !52)
!55 = !DILocation(line: 37, column: 46, scope: !52)
!56 = !DILocation(line: 37, column: 43, scope: !52)
!57 = !DILocation(line: 37, column: 34, scope: !52)
!58 = distinct !{!58, !41}
!59 = !DILocation(line: 0, scope: !52)
!60 = !DILocation(line: 38, column: 10, scope: !52)
!61 = !DILocation(line: 39, column: 1, scope: !52)
!62 = distinct !{!62, !54, !63, !46}
!63 = !DILocation(line: 37, column: 52, scope: !52)
!64 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 41, type: !10, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!65 = !DILocation(line: 43, column: 25, scope: !64)
!66 = !DILocation(line: 43, column: 23, scope: !64)
!67 = !DILocation(line: 44, column: 18, scope: !64)
!68 = !DILocation(line: 50, column: 31, scope: !64)
!69 = !DILocation(line: 50, column: 3, scope: !64)
!70 = !DILocation(line: 44, column: 34, scope: !64)
!71 = !DILocation(line: 89, column: 1, scope: !64)
!72 = !DILocation(line: 51, column: 34, scope: !64)
!73 = !DILocation(line: 17, column: 53, scope: !27, inlinedAt: !74)
!74 = distinct !DILocation(line: 51, column: 19, scope: !64)
!75 = !DILocation(line: 52, column: 39, scope: !64)
!76 = !DILocation(line: 52, column: 43, scope: !64)
!77 = !DILocation(line: 52, column: 49, scope: !64)
!78 = !DILocation(line: 52, column: 23, scope: !64)
!79 = !DILocation(line: 53, column: 42, scope: !64)
!80 = !DILocation(line: 53, column: 49, scope: !64)
!81 = !DILocation(line: 53, column: 23, scope: !64)
!82 = !DILocation(line: 55, column: 50, scope: !64)
!83 = !DILocation(line: 55, column: 26, scope: !64)
!84 = !DILocation(line: 56, column: 60, scope: !64)
!85 = !DILocation(line: 56, column: 27, scope: !64)
!86 = !DILocation(line: 62, column: 34, scope: !64)
!87 = !DILocation(line: 62, column: 5, scope: !64)
!88 = !DILocation(line: 70, column: 5, scope: !64)
!89 = !DILocation(line: 78, column: 30, scope: !64)
!90 = !DILocation(line: 78, column: 5, scope: !64)
!91 = !DILocation(line: 50, column: 48, scope: !64)
!92 = !DILocation(line: 50, column: 57, scope: !64)
!93 = distinct !{!93, !69, !94, !46}
!94 = !DILocation(line: 84, column: 3, scope: !64)
!95 = !DISubprogram(name: "vmuls_f32", scope: !50, file: !50, line: 145, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!96 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !50, file: !50, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!97 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 91, type: !10, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!98 = !DILocation(line: 94, column: 14, scope: !97)
!99 = !DILocation(line: 94, column: 34, scope: !97)
!100 = !DILocation(line: 95, column: 3, scope: !97)
!101 = !DILocation(line: 95, column: 30, scope: !97)
!102 = !DILocation(line: 95, column: 52, scope: !97)
!103 = !DILocation(line: 95, column: 57, scope: !97)
!104 = !DILocation(line: 95, column: 42, scope: !97)
!105 = !DILocation(line: 95, column: 62, scope: !97)
!106 = !DILocation(line: 95, column: 35, scope: !97)
!107 = !DILocation(line: 95, column: 40, scope: !97)
!108 = distinct !{!108, !100, !109, !46, !110, !111}
!109 = !DILocation(line: 95, column: 64, scope: !97)
!110 = !{!"llvm.loop.isvectorized", i32 1}
!111 = !{!"llvm.loop.unroll.runtime.disable"}
!112 = !DILocation(line: 96, column: 3, scope: !97)
!113 = !DILocation(line: 97, column: 3, scope: !97)
!114 = !DILocation(line: 98, column: 3, scope: !97)
!115 = !DILocation(line: 99, column: 3, scope: !97)
!116 = !DILocation(line: 100, column: 3, scope: !97)
!117 = !DILocation(line: 101, column: 3, scope: !97)
!118 = !DILocation(line: 102, column: 3, scope: !97)
!119 = !DILocation(line: 103, column: 15, scope: !97)
!120 = !{!121, !121, i64 0}
!121 = !{!"any pointer", !22, i64 0}
!122 = !DILocation(line: 103, column: 3, scope: !97)
!123 = !DILocation(line: 104, column: 3, scope: !97)
!124 = !DILocation(line: 104, column: 41, scope: !97)
!125 = !DILocation(line: 104, column: 31, scope: !97)
!126 = !DILocation(line: 104, column: 30, scope: !97)
!127 = !{!128, !128, i64 0}
!128 = !{!"long", !22, i64 0}
!129 = !DILocation(line: 104, column: 55, scope: !97)
!130 = !DILocation(line: 104, column: 45, scope: !97)
!131 = !DILocation(line: 105, column: 91, scope: !97)
!132 = !DILocation(line: 105, column: 3, scope: !97)
!133 = !DILocation(line: 106, column: 3, scope: !97)
!134 = !DILocation(line: 106, column: 39, scope: !97)
!135 = !DILocation(line: 106, column: 29, scope: !97)
!136 = !DILocation(line: 106, column: 28, scope: !97)
!137 = !DILocation(line: 106, column: 56, scope: !97)
!138 = !DILocation(line: 106, column: 46, scope: !97)
!139 = !DILocation(line: 107, column: 80, scope: !97)
!140 = !DILocation(line: 107, column: 3, scope: !97)
!141 = !DILocation(line: 108, column: 3, scope: !97)
!142 = !DILocation(line: 108, column: 39, scope: !97)
!143 = !DILocation(line: 108, column: 29, scope: !97)
!144 = !DILocation(line: 108, column: 28, scope: !97)
!145 = !DILocation(line: 108, column: 53, scope: !97)
!146 = !DILocation(line: 108, column: 43, scope: !97)
!147 = !DILocation(line: 108, column: 71, scope: !97)
!148 = !DILocation(line: 108, column: 61, scope: !97)
!149 = !DILocation(line: 109, column: 85, scope: !97)
!150 = !DILocation(line: 109, column: 3, scope: !97)
!151 = !DILocation(line: 110, column: 26, scope: !97)
!152 = !DILocation(line: 110, column: 3, scope: !97)
!153 = !DILocation(line: 111, column: 25, scope: !97)
!154 = !DILocation(line: 111, column: 3, scope: !97)
!155 = !DILocation(line: 116, column: 5, scope: !97)
!156 = !DILocation(line: 116, column: 70, scope: !97)
!157 = !DILocation(line: 116, column: 55, scope: !97)
!158 = !DILocation(line: 116, column: 52, scope: !97)
!159 = !DILocation(line: 116, column: 39, scope: !97)
!160 = !DILocation(line: 116, column: 27, scope: !97)
!161 = distinct !{!161, !155, !162, !46}
!162 = !DILocation(line: 116, column: 73, scope: !97)
!163 = !DILocation(line: 118, column: 40, scope: !97)
!164 = !DILocation(line: 119, column: 23, scope: !97)
!165 = !DILocation(line: 121, column: 3, scope: !97)
!166 = !DILocation(line: 121, column: 30, scope: !97)
!167 = !DILocation(line: 121, column: 44, scope: !97)
!168 = !DILocation(line: 121, column: 52, scope: !97)
!169 = !DILocation(line: 121, column: 57, scope: !97)
!170 = !DILocation(line: 121, column: 49, scope: !97)
!171 = !DILocation(line: 121, column: 41, scope: !97)
!172 = distinct !{!172, !165, !173, !46, !110, !111}
!173 = !DILocation(line: 121, column: 59, scope: !97)
!174 = !DILocation(line: 122, column: 88, scope: !97)
!175 = !DILocation(line: 123, column: 48, scope: !97)
!176 = !DILocation(line: 123, column: 42, scope: !97)
!177 = !DILocation(line: 122, column: 3, scope: !97)
!178 = !DILocation(line: 124, column: 13, scope: !97)
!179 = !DILocation(line: 124, column: 3, scope: !97)
!180 = !DILocation(line: 124, column: 28, scope: !97)
!181 = !DILocation(line: 124, column: 18, scope: !97)
!182 = !DILocation(line: 124, column: 46, scope: !97)
!183 = !DILocation(line: 124, column: 36, scope: !97)
!184 = !DILocation(line: 124, column: 65, scope: !97)
!185 = !DILocation(line: 124, column: 55, scope: !97)
!186 = !DILocation(line: 125, column: 22, scope: !97)
!187 = !DILocation(line: 125, column: 3, scope: !97)
!188 = !DILocation(line: 126, column: 3, scope: !97)
!189 = !DILocation(line: 126, column: 12, scope: !97)
!190 = !DILocation(line: 127, column: 16, scope: !97)
!191 = !DILocation(line: 128, column: 1, scope: !97)
!192 = !DISubprogram(name: "malloc", scope: !193, file: !193, line: 53, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!193 = !DIFile(filename: "samples/ascend/include/ascend_host.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "128fa0814a5b2c423bb2b7b48b15d840")
!194 = !DISubprogram(name: "aclrtCreateStream", scope: !193, file: !193, line: 34, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!195 = !DISubprogram(name: "aclrtMalloc", scope: !193, file: !193, line: 37, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!196 = !DISubprogram(name: "aclrtMemcpy", scope: !193, file: !193, line: 39, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!197 = !DISubprogram(name: "rtKernelLaunch", scope: !193, file: !193, line: 46, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!198 = !DISubprogram(name: "aclrtSynchronizeStream", scope: !193, file: !193, line: 36, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!199 = !DISubprogram(name: "printf", scope: !193, file: !193, line: 52, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!200 = !DISubprogram(name: "aclrtFree", scope: !193, file: !193, line: 38, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!201 = !DISubprogram(name: "aclrtDestroyStream", scope: !193, file: !193, line: 35, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!202 = !DISubprogram(name: "free", scope: !193, file: !193, line: 54, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
