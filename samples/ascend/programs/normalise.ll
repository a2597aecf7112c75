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
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 0, i64 noundef 0) #10, !dbg !35
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 0, i64 noundef 0) #10, !dbg !36
  %26 = icmp sgt i64 %19, 0, !dbg !37
  br i1 %26, label %27, label %48, !dbg !38

27:                                               ; preds = %13
  %28 = add nsw i64 %18, -1, !dbg !25
  %29 = and i64 %18, 7, !dbg !38
  %30 = icmp ult i64 %28, 7, !dbg !38
  br i1 %30, label %33, label %31, !dbg !38

31:                                               ; preds = %27
  %32 = and i64 %18, 9223372036854775800, !dbg !38
  br label %53, !dbg !38

33:                                               ; preds = %53, %27
  %34 = phi float [ undef, %27 ], [ %87, %53 ]
  %35 = phi i64 [ 0, %27 ], [ %88, %53 ]
  %36 = phi float [ %15, %27 ], [ %87, %53 ]
  %37 = icmp eq i64 %29, 0, !dbg !38
  br i1 %37, label %48, label %38, !dbg !38

38:                                               ; preds = %33, %38
  %39 = phi i64 [ %45, %38 ], [ %35, %33 ]
  %40 = phi float [ %44, %38 ], [ %36, %33 ]
  %41 = phi i64 [ %46, %38 ], [ 0, %33 ]
  %42 = getelementptr inbounds float, ptr addrspace(6) null, i64 %39, !dbg !39
  %43 = load float, ptr addrspace(6) %42, align 4, !dbg !39, !tbaa !20
  %44 = fadd float %40, %43, !dbg !40
  %45 = add nuw nsw i64 %39, 1, !dbg !41
  %46 = add i64 %41, 1, !dbg !38
  %47 = icmp eq i64 %46, %29, !dbg !38
  br i1 %47, label %48, label %38, !dbg !38, !llvm.loop !42

48:                                               ; preds = %33, %38, %13
  %49 = phi float [ %15, %13 ], [ %34, %33 ], [ %44, %38 ], !dbg !44
  %50 = add nuw nsw i64 %16, 1024, !dbg !45
  %51 = icmp slt i64 %50, %2, !dbg !13
  %52 = add i64 %14, -1024, !dbg !14
  br i1 %51, label %13, label %9, !dbg !14, !llvm.loop !46

53:                                               ; preds = %53, %31
  %54 = phi i64 [ 0, %31 ], [ %88, %53 ]
  %55 = phi float [ %15, %31 ], [ %87, %53 ]
  %56 = phi i64 [ 0, %31 ], [ %89, %53 ]
  %57 = getelementptr inbounds float, ptr addrspace(6) null, i64 %54, !dbg !39
  %58 = load float, ptr addrspace(6) %57, align 32, !dbg !39, !tbaa !20
  %59 = fadd float %55, %58, !dbg !40
  %60 = or i64 %54, 1, !dbg !41
  %61 = getelementptr inbounds float, ptr addrspace(6) null, i64 %60, !dbg !39
  %62 = load float, ptr addrspace(6) %61, align 4, !dbg !39, !tbaa !20
  %63 = fadd float %59, %62, !dbg !40
  %64 = or i64 %54, 2, !dbg !41
  %65 = getelementptr inbounds float, ptr addrspace(6) null, i64 %64, !dbg !39
  %66 = load float, ptr addrspace(6) %65, align 8, !dbg !39, !tbaa !20
  %67 = fadd float %63, %66, !dbg !40
  %68 = or i64 %54, 3, !dbg !41
  %69 = getelementptr inbounds float, ptr addrspace(6) null, i64 %68, !dbg !39
  %70 = load float, ptr addrspace(6) %69, align 4, !dbg !39, !tbaa !20
  %71 = fadd float %67, %70, !dbg !40
  %72 = or i64 %54, 4, !dbg !41
  %73 = getelementptr inbounds float, ptr addrspace(6) null, i64 %72, !dbg !39
  %74 = load float, ptr addrspace(6) %73, align 16, !dbg !39, !tbaa !20
  %75 = fadd float %71, %74, !dbg !40
  %76 = or i64 %54, 5, !dbg !41
  %77 = getelementptr inbounds float, ptr addrspace(6) null, i64 %76, !dbg !39
  %78 = load float, ptr addrspace(6) %77, align 4, !dbg !39, !tbaa !20
  %79 = fadd float %75, %78, !dbg !40
  %80 = or i64 %54, 6, !dbg !41
  %81 = getelementptr inbounds float, ptr addrspace(6) null, i64 %80, !dbg !39
  %82 = load float, ptr addrspace(6) %81, align 8, !dbg !39, !tbaa !20
  %83 = fadd float %79, %82, !dbg !40
  %84 = or i64 %54, 7, !dbg !41
  %85 = getelementptr inbounds float, ptr addrspace(6) null, i64 %84, !dbg !39
  %86 = load float, ptr addrspace(6) %85, align 4, !dbg !39, !tbaa !20
  %87 = fadd float %83, %86, !dbg !40
  %88 = add nuw nsw i64 %54, 8, !dbg !41
  %89 = add i64 %56, 8, !dbg !38
  %90 = icmp eq i64 %89, %32, !dbg !38
  br i1 %90, label %33, label %53, !dbg !38, !llvm.loop !49
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !51 i64 @get_block_idx() local_unnamed_addr #2

declare !dbg !53 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

declare !dbg !54 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #2

declare !dbg !55 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nofree noinline norecurse nosync nounwind memory(argmem: readwrite) uwtable
define dso_local void @total(ptr addrspace(1) noalias nocapture noundef readonly %0, ptr addrspace(1) noalias nocapture noundef writeonly %1, i64 noundef %2) #3 !dbg !56 {
  %4 = icmp sgt i64 %2, 0, !dbg !57
  br i1 %4, label %5, label %25, !dbg !58

5:                                                ; preds = %3
  %6 = and i64 %2, 7, !dbg !58
  %7 = icmp ult i64 %2, 8, !dbg !58
  br i1 %7, label %10, label %8, !dbg !58

8:                                                ; preds = %5
  %9 = and i64 %2, -8, !dbg !58
  br label %27, !dbg !58

10:                                               ; preds = %27, %5
  %11 = phi float [ undef, %5 ], [ %61, %27 ]
  %12 = phi i64 [ 0, %5 ], [ %62, %27 ]
  %13 = phi float [ 0.000000e+00, %5 ], [ %61, %27 ]
  %14 = icmp eq i64 %6, 0, !dbg !58
  br i1 %14, label %25, label %15, !dbg !58

15:                                               ; preds = %10, %15
  %16 = phi i64 [ %22, %15 ], [ %12, %10 ]
  %17 = phi float [ %21, %15 ], [ %13, %10 ]
  %18 = phi i64 [ %23, %15 ], [ 0, %10 ]
  %19 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %16, !dbg !59
  %20 = load float, ptr addrspace(1) %19, align 4, !dbg !59, !tbaa !20
  %21 = fadd float %17, %20, !dbg !60
  %22 = add nuw nsw i64 %16, 1, !dbg !61
  %23 = add i64 %18, 1, !dbg !58
  %24 = icmp eq i64 %23, %6, !dbg !58
  br i1 %24, label %25, label %15, !dbg !58, !llvm.loop !62

25:                                               ; preds = %10, %15, %3
  %26 = phi float [ 0.000000e+00, %3 ], [ %11, %10 ], [ %21, %15 ], !dbg !63
  store float %26, ptr addrspace(1) %1, align 4, !dbg !64, !tbaa !20
  ret void, !dbg !65

27:                                               ; preds = %27, %8
  %28 = phi i64 [ 0, %8 ], [ %62, %27 ]
  %29 = phi float [ 0.000000e+00, %8 ], [ %61, %27 ]
  %30 = phi i64 [ 0, %8 ], [ %63, %27 ]
  %31 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28, !dbg !59
  %32 = load float, ptr addrspace(1) %31, align 4, !dbg !59, !tbaa !20
  %33 = fadd float %29, %32, !dbg !60
  %34 = or i64 %28, 1, !dbg !61
  %35 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %34, !dbg !59
  %36 = load float, ptr addrspace(1) %35, align 4, !dbg !59, !tbaa !20
  %37 = fadd float %33, %36, !dbg !60
  %38 = or i64 %28, 2, !dbg !61
  %39 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %38, !dbg !59
  %40 = load float, ptr addrspace(1) %39, align 4, !dbg !59, !tbaa !20
  %41 = fadd float %37, %40, !dbg !60
  %42 = or i64 %28, 3, !dbg !61
  %43 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %42, !dbg !59
  %44 = load float, ptr addrspace(1) %43, align 4, !dbg !59, !tbaa !20
  %45 = fadd float %41, %44, !dbg !60
  %46 = or i64 %28, 4, !dbg !61
  %47 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %46, !dbg !59
  %48 = load float, ptr addrspace(1) %47, align 4, !dbg !59, !tbaa !20
  %49 = fadd float %45, %48, !dbg !60
  %50 = or i64 %28, 5, !dbg !61
  %51 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %50, !dbg !59
  %52 = load float, ptr addrspace(1) %51, align 4, !dbg !59, !tbaa !20
  %53 = fadd float %49, %52, !dbg !60
  %54 = or i64 %28, 6, !dbg !61
  %55 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %54, !dbg !59
  %56 = load float, ptr addrspace(1) %55, align 4, !dbg !59, !tbaa !20
  %57 = fadd float %53, %56, !dbg !60
  %58 = or i64 %28, 7, !dbg !61
  %59 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %58, !dbg !59
  %60 = load float, ptr addrspace(1) %59, align 4, !dbg !59, !tbaa !20
  %61 = fadd float %57, %60, !dbg !60
  %62 = add nuw nsw i64 %28, 8, !dbg !61
  %63 = add i64 %30, 8, !dbg !58
  %64 = icmp eq i64 %63, %9, !dbg !58
  br i1 %64, label %10, label %27, !dbg !58, !llvm.loop !66
}

; Function Attrs: noinline nounwind uwtable
define dso_local void @scale(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias nocapture noundef readonly %1, ptr addrspace(1) noalias noundef %2, i64 noundef %3) #0 !dbg !68 {
  %5 = load float, ptr addrspace(1) %1, align 4, !dbg !69, !tbaa !20
  %6 = fdiv float 1.000000e+00, %5, !dbg !70
  %7 = tail call i64 @get_block_idx() #10, !dbg !71
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #10, !dbg !72
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #10, !dbg !73
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #10, !dbg !74
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #10, !dbg !75
  %8 = icmp sgt i64 %3, 0, !dbg !76
  br i1 %8, label %9, label %13, !dbg !77

9:                                                ; preds = %4
  %10 = mul nsw i64 %7, %3, !dbg !78
  %11 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %10
  %12 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %10
  br label %14, !dbg !77

13:                                               ; preds = %40, %4
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #10, !dbg !79
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #10, !dbg !80
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #10, !dbg !81
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #10, !dbg !82
  ret void, !dbg !83

14:                                               ; preds = %9, %40
  %15 = phi i64 [ 0, %9 ], [ %42, %40 ]
  %16 = phi i64 [ 0, %9 ], [ %41, %40 ]
  %17 = sub nsw i64 %3, %16, !dbg !84
  %18 = tail call i64 @llvm.smin.i64(i64 %17, i64 1024), !dbg !85
  %19 = shl nsw i64 %18, 2, !dbg !87
  %20 = add nsw i64 %19, 31, !dbg !88
  %21 = sdiv i64 %20, 32, !dbg !89
  %22 = trunc i64 %21 to i16, !dbg !90
  %23 = add nsw i64 %19, 255, !dbg !91
  %24 = sdiv i64 %23, 256, !dbg !92
  %25 = trunc i64 %24 to i8, !dbg !93
  %26 = and i64 %15, 1, !dbg !94
  %27 = shl nuw nsw i64 %26, 15, !dbg !95
  %28 = inttoptr i64 %27 to ptr addrspace(6), !dbg !96
  %29 = or i64 %27, 4096, !dbg !97
  %30 = inttoptr i64 %29 to ptr addrspace(6), !dbg !98
  %31 = icmp eq i64 %26, 0, !dbg !99
  br i1 %31, label %33, label %32, !dbg !99

32:                                               ; preds = %14
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #10, !dbg !100
  br label %34, !dbg !101

33:                                               ; preds = %14
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #10, !dbg !102
  br label %34

34:                                               ; preds = %33, %32
  %35 = getelementptr inbounds float, ptr addrspace(1) %11, i64 %16, !dbg !103
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %28, ptr addrspace(1) noundef %35, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %22, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !104
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #10, !dbg !105
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #10, !dbg !106
  br i1 %31, label %38, label %36, !dbg !107

36:                                               ; preds = %34
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #10, !dbg !108
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull %30, ptr addrspace(6) noundef nonnull %28, float noundef %6, i8 noundef zeroext %25, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #10, !dbg !109
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #10, !dbg !110
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #10, !dbg !111
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #10, !dbg !112
  %37 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %16, !dbg !113
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %37, ptr addrspace(6) noundef nonnull %30, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %22, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !114
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #10, !dbg !115
  br label %40, !dbg !116

38:                                               ; preds = %34
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #10, !dbg !117
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull %30, ptr addrspace(6) noundef %28, float noundef %6, i8 noundef zeroext %25, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #10, !dbg !109
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #10, !dbg !110
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #10, !dbg !118
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #10, !dbg !112
  %39 = getelementptr inbounds float, ptr addrspace(1) %12, i64 %16, !dbg !113
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %39, ptr addrspace(6) noundef nonnull %30, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %22, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !114
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #10, !dbg !119
  br label %40

40:                                               ; preds = %38, %36
  %41 = add nuw nsw i64 %16, 1024, !dbg !120
  %42 = add nuw nsw i64 %15, 1, !dbg !121
  %43 = icmp slt i64 %41, %3, !dbg !76
  br i1 %43, label %14, label %13, !dbg !77, !llvm.loop !122
}

declare !dbg !124 void @vmuls_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !125 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #4 !dbg !126 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca [3 x i64], align 16
  %7 = alloca [3 x i64], align 16
  %8 = alloca [4 x i64], align 16
  %9 = tail call dereferenceable_or_null(96000) ptr @malloc(i64 noundef 96000) #11, !dbg !127
  %10 = tail call dereferenceable_or_null(96000) ptr @malloc(i64 noundef 96000) #11, !dbg !128
  br label %11, !dbg !129

11:                                               ; preds = %11, %0
  %12 = phi i64 [ 0, %0 ], [ %25, %11 ], !dbg !130
  %13 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %26, %11 ], !dbg !131
  %14 = add <4 x i16> %13, <i16 4, i16 4, i16 4, i16 4>, !dbg !131
  %15 = urem <4 x i16> %13, <i16 13, i16 13, i16 13, i16 13>, !dbg !131
  %16 = urem <4 x i16> %14, <i16 13, i16 13, i16 13, i16 13>, !dbg !131
  %17 = add nuw nsw <4 x i16> %15, <i16 1, i16 1, i16 1, i16 1>, !dbg !132
  %18 = add nuw nsw <4 x i16> %16, <i16 1, i16 1, i16 1, i16 1>, !dbg !132
  %19 = uitofp <4 x i16> %17 to <4 x float>, !dbg !133
  %20 = uitofp <4 x i16> %18 to <4 x float>, !dbg !133
  %21 = fmul <4 x float> %19, <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>, !dbg !134
  %22 = fmul <4 x float> %20, <float 1.250000e-01, float 1.250000e-01, float 1.250000e-01, float 1.250000e-01>, !dbg !134
  %23 = getelementptr inbounds float, ptr %9, i64 %12, !dbg !135
  store <4 x float> %21, ptr %23, align 4, !dbg !136, !tbaa !20
  %24 = getelementptr inbounds float, ptr %23, i64 4, !dbg !136
  store <4 x float> %22, ptr %24, align 4, !dbg !136, !tbaa !20
  %25 = add nuw i64 %12, 8, !dbg !130
  %26 = add <4 x i16> %13, <i16 8, i16 8, i16 8, i16 8>, !dbg !131
  %27 = icmp eq i64 %25, 24000, !dbg !130
  br i1 %27, label %28, label %11, !dbg !130, !llvm.loop !137

28:                                               ; preds = %11
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #10, !dbg !141
  %29 = call i32 @aclrtCreateStream(ptr noundef nonnull %1) #10, !dbg !142
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !143
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10, !dbg !143
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10, !dbg !143
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #10, !dbg !143
  %30 = call i32 @aclrtMalloc(ptr noundef nonnull %2, i64 noundef 96000, i32 noundef 0) #10, !dbg !144
  %31 = call i32 @aclrtMalloc(ptr noundef nonnull %3, i64 noundef 32, i32 noundef 0) #10, !dbg !145
  %32 = call i32 @aclrtMalloc(ptr noundef nonnull %4, i64 noundef 4, i32 noundef 0) #10, !dbg !146
  %33 = call i32 @aclrtMalloc(ptr noundef nonnull %5, i64 noundef 96000, i32 noundef 0) #10, !dbg !147
  %34 = load ptr, ptr %2, align 8, !dbg !148, !tbaa !149
  %35 = call i32 @aclrtMemcpy(ptr noundef %34, i64 noundef 96000, ptr noundef nonnull %9, i64 noundef 96000, i32 noundef 1) #10, !dbg !151
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %6) #10, !dbg !152
  %36 = load ptr, ptr %2, align 8, !dbg !153, !tbaa !149
  %37 = ptrtoint ptr %36 to i64, !dbg !154
  store i64 %37, ptr %6, align 16, !dbg !155, !tbaa !156
  %38 = getelementptr inbounds i64, ptr %6, i64 1, !dbg !155
  %39 = load ptr, ptr %3, align 8, !dbg !158, !tbaa !149
  %40 = ptrtoint ptr %39 to i64, !dbg !159
  store i64 %40, ptr %38, align 8, !dbg !155, !tbaa !156
  %41 = getelementptr inbounds i64, ptr %6, i64 2, !dbg !155
  store i64 3000, ptr %41, align 16, !dbg !155, !tbaa !156
  %42 = load ptr, ptr %1, align 8, !dbg !160, !tbaa !149
  %43 = call i32 @rtKernelLaunch(ptr noundef nonnull @partial, i32 noundef 8, ptr noundef nonnull %6, i32 noundef 24, ptr noundef null, ptr noundef %42) #10, !dbg !161
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10, !dbg !162
  %44 = load ptr, ptr %3, align 8, !dbg !163, !tbaa !149
  %45 = ptrtoint ptr %44 to i64, !dbg !164
  store i64 %45, ptr %7, align 16, !dbg !165, !tbaa !156
  %46 = getelementptr inbounds i64, ptr %7, i64 1, !dbg !165
  %47 = load ptr, ptr %4, align 8, !dbg !166, !tbaa !149
  %48 = ptrtoint ptr %47 to i64, !dbg !167
  store i64 %48, ptr %46, align 8, !dbg !165, !tbaa !156
  %49 = getelementptr inbounds i64, ptr %7, i64 2, !dbg !165
  store i64 8, ptr %49, align 16, !dbg !165, !tbaa !156
  %50 = load ptr, ptr %1, align 8, !dbg !168, !tbaa !149
  %51 = call i32 @rtKernelLaunch(ptr noundef nonnull @total, i32 noundef 1, ptr noundef nonnull %7, i32 noundef 24, ptr noundef null, ptr noundef %50) #10, !dbg !169
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %8) #10, !dbg !170
  %52 = load ptr, ptr %2, align 8, !dbg !171, !tbaa !149
  %53 = ptrtoint ptr %52 to i64, !dbg !172
  store i64 %53, ptr %8, align 16, !dbg !173, !tbaa !156
  %54 = getelementptr inbounds i64, ptr %8, i64 1, !dbg !173
  %55 = load ptr, ptr %4, align 8, !dbg !174, !tbaa !149
  %56 = ptrtoint ptr %55 to i64, !dbg !175
  store i64 %56, ptr %54, align 8, !dbg !173, !tbaa !156
  %57 = getelementptr inbounds i64, ptr %8, i64 2, !dbg !173
  %58 = load ptr, ptr %5, align 8, !dbg !176, !tbaa !149
  %59 = ptrtoint ptr %58 to i64, !dbg !177
  store i64 %59, ptr %57, align 16, !dbg !173, !tbaa !156
  %60 = getelementptr inbounds i64, ptr %8, i64 3, !dbg !173
  store i64 3000, ptr %60, align 8, !dbg !173, !tbaa !156
  %61 = load ptr, ptr %1, align 8, !dbg !178, !tbaa !149
  %62 = call i32 @rtKernelLaunch(ptr noundef nonnull @scale, i32 noundef 8, ptr noundef nonnull %8, i32 noundef 32, ptr noundef null, ptr noundef %61) #10, !dbg !179
  %63 = load ptr, ptr %1, align 8, !dbg !180, !tbaa !149
  %64 = call i32 @aclrtSynchronizeStream(ptr noundef %63) #10, !dbg !181
  %65 = load ptr, ptr %5, align 8, !dbg !182, !tbaa !149
  %66 = call i32 @aclrtMemcpy(ptr noundef %10, i64 noundef 96000, ptr noundef %65, i64 noundef 96000, i32 noundef 2) #10, !dbg !183
  br label %342, !dbg !184

67:                                               ; preds = %342, %67
  %68 = phi i64 [ %94, %67 ], [ 0, %342 ]
  %69 = phi float [ %93, %67 ], [ 0.000000e+00, %342 ]
  %70 = add nuw nsw i64 %68, 3000, !dbg !185
  %71 = getelementptr inbounds float, ptr %9, i64 %70, !dbg !186
  %72 = load float, ptr %71, align 4, !dbg !186, !tbaa !20
  %73 = fadd float %72, %69, !dbg !187
  %74 = add nuw nsw i64 %68, 3001, !dbg !185
  %75 = getelementptr inbounds float, ptr %9, i64 %74, !dbg !186
  %76 = load float, ptr %75, align 4, !dbg !186, !tbaa !20
  %77 = fadd float %76, %73, !dbg !187
  %78 = add nuw nsw i64 %68, 3002, !dbg !185
  %79 = getelementptr inbounds float, ptr %9, i64 %78, !dbg !186
  %80 = load float, ptr %79, align 4, !dbg !186, !tbaa !20
  %81 = fadd float %80, %77, !dbg !187
  %82 = add nuw nsw i64 %68, 3003, !dbg !185
  %83 = getelementptr inbounds float, ptr %9, i64 %82, !dbg !186
  %84 = load float, ptr %83, align 4, !dbg !186, !tbaa !20
  %85 = fadd float %84, %81, !dbg !187
  %86 = add nuw nsw i64 %68, 3004, !dbg !185
  %87 = getelementptr inbounds float, ptr %9, i64 %86, !dbg !186
  %88 = load float, ptr %87, align 4, !dbg !186, !tbaa !20
  %89 = fadd float %88, %85, !dbg !187
  %90 = add nuw nsw i64 %68, 3005, !dbg !185
  %91 = getelementptr inbounds float, ptr %9, i64 %90, !dbg !186
  %92 = load float, ptr %91, align 4, !dbg !186, !tbaa !20
  %93 = fadd float %92, %89, !dbg !187
  %94 = add nuw nsw i64 %68, 6, !dbg !188
  %95 = icmp eq i64 %94, 3000, !dbg !189
  br i1 %95, label %96, label %67, !dbg !184, !llvm.loop !190

96:                                               ; preds = %67, %96
  %97 = phi i64 [ %123, %96 ], [ 0, %67 ]
  %98 = phi float [ %122, %96 ], [ 0.000000e+00, %67 ]
  %99 = add nuw nsw i64 %97, 6000, !dbg !185
  %100 = getelementptr inbounds float, ptr %9, i64 %99, !dbg !186
  %101 = load float, ptr %100, align 4, !dbg !186, !tbaa !20
  %102 = fadd float %101, %98, !dbg !187
  %103 = add nuw nsw i64 %97, 6001, !dbg !185
  %104 = getelementptr inbounds float, ptr %9, i64 %103, !dbg !186
  %105 = load float, ptr %104, align 4, !dbg !186, !tbaa !20
  %106 = fadd float %105, %102, !dbg !187
  %107 = add nuw nsw i64 %97, 6002, !dbg !185
  %108 = getelementptr inbounds float, ptr %9, i64 %107, !dbg !186
  %109 = load float, ptr %108, align 4, !dbg !186, !tbaa !20
  %110 = fadd float %109, %106, !dbg !187
  %111 = add nuw nsw i64 %97, 6003, !dbg !185
  %112 = getelementptr inbounds float, ptr %9, i64 %111, !dbg !186
  %113 = load float, ptr %112, align 4, !dbg !186, !tbaa !20
  %114 = fadd float %113, %110, !dbg !187
  %115 = add nuw nsw i64 %97, 6004, !dbg !185
  %116 = getelementptr inbounds float, ptr %9, i64 %115, !dbg !186
  %117 = load float, ptr %116, align 4, !dbg !186, !tbaa !20
  %118 = fadd float %117, %114, !dbg !187
  %119 = add nuw nsw i64 %97, 6005, !dbg !185
  %120 = getelementptr inbounds float, ptr %9, i64 %119, !dbg !186
  %121 = load float, ptr %120, align 4, !dbg !186, !tbaa !20
  %122 = fadd float %121, %118, !dbg !187
  %123 = add nuw nsw i64 %97, 6, !dbg !188
  %124 = icmp eq i64 %123, 3000, !dbg !189
  br i1 %124, label %125, label %96, !dbg !184, !llvm.loop !190

125:                                              ; preds = %96, %125
  %126 = phi i64 [ %152, %125 ], [ 0, %96 ]
  %127 = phi float [ %151, %125 ], [ 0.000000e+00, %96 ]
  %128 = add nuw nsw i64 %126, 9000, !dbg !185
  %129 = getelementptr inbounds float, ptr %9, i64 %128, !dbg !186
  %130 = load float, ptr %129, align 4, !dbg !186, !tbaa !20
  %131 = fadd float %130, %127, !dbg !187
  %132 = add nuw nsw i64 %126, 9001, !dbg !185
  %133 = getelementptr inbounds float, ptr %9, i64 %132, !dbg !186
  %134 = load float, ptr %133, align 4, !dbg !186, !tbaa !20
  %135 = fadd float %134, %131, !dbg !187
  %136 = add nuw nsw i64 %126, 9002, !dbg !185
  %137 = getelementptr inbounds float, ptr %9, i64 %136, !dbg !186
  %138 = load float, ptr %137, align 4, !dbg !186, !tbaa !20
  %139 = fadd float %138, %135, !dbg !187
  %140 = add nuw nsw i64 %126, 9003, !dbg !185
  %141 = getelementptr inbounds float, ptr %9, i64 %140, !dbg !186
  %142 = load float, ptr %141, align 4, !dbg !186, !tbaa !20
  %143 = fadd float %142, %139, !dbg !187
  %144 = add nuw nsw i64 %126, 9004, !dbg !185
  %145 = getelementptr inbounds float, ptr %9, i64 %144, !dbg !186
  %146 = load float, ptr %145, align 4, !dbg !186, !tbaa !20
  %147 = fadd float %146, %143, !dbg !187
  %148 = add nuw nsw i64 %126, 9005, !dbg !185
  %149 = getelementptr inbounds float, ptr %9, i64 %148, !dbg !186
  %150 = load float, ptr %149, align 4, !dbg !186, !tbaa !20
  %151 = fadd float %150, %147, !dbg !187
  %152 = add nuw nsw i64 %126, 6, !dbg !188
  %153 = icmp eq i64 %152, 3000, !dbg !189
  br i1 %153, label %154, label %125, !dbg !184, !llvm.loop !190

154:                                              ; preds = %125, %154
  %155 = phi i64 [ %181, %154 ], [ 0, %125 ]
  %156 = phi float [ %180, %154 ], [ 0.000000e+00, %125 ]
  %157 = add nuw nsw i64 %155, 12000, !dbg !185
  %158 = getelementptr inbounds float, ptr %9, i64 %157, !dbg !186
  %159 = load float, ptr %158, align 4, !dbg !186, !tbaa !20
  %160 = fadd float %159, %156, !dbg !187
  %161 = add nuw nsw i64 %155, 12001, !dbg !185
  %162 = getelementptr inbounds float, ptr %9, i64 %161, !dbg !186
  %163 = load float, ptr %162, align 4, !dbg !186, !tbaa !20
  %164 = fadd float %163, %160, !dbg !187
  %165 = add nuw nsw i64 %155, 12002, !dbg !185
  %166 = getelementptr inbounds float, ptr %9, i64 %165, !dbg !186
  %167 = load float, ptr %166, align 4, !dbg !186, !tbaa !20
  %168 = fadd float %167, %164, !dbg !187
  %169 = add nuw nsw i64 %155, 12003, !dbg !185
  %170 = getelementptr inbounds float, ptr %9, i64 %169, !dbg !186
  %171 = load float, ptr %170, align 4, !dbg !186, !tbaa !20
  %172 = fadd float %171, %168, !dbg !187
  %173 = add nuw nsw i64 %155, 12004, !dbg !185
  %174 = getelementptr inbounds float, ptr %9, i64 %173, !dbg !186
  %175 = load float, ptr %174, align 4, !dbg !186, !tbaa !20
  %176 = fadd float %175, %172, !dbg !187
  %177 = add nuw nsw i64 %155, 12005, !dbg !185
  %178 = getelementptr inbounds float, ptr %9, i64 %177, !dbg !186
  %179 = load float, ptr %178, align 4, !dbg !186, !tbaa !20
  %180 = fadd float %179, %176, !dbg !187
  %181 = add nuw nsw i64 %155, 6, !dbg !188
  %182 = icmp eq i64 %181, 3000, !dbg !189
  br i1 %182, label %183, label %154, !dbg !184, !llvm.loop !190

183:                                              ; preds = %154, %183
  %184 = phi i64 [ %210, %183 ], [ 0, %154 ]
  %185 = phi float [ %209, %183 ], [ 0.000000e+00, %154 ]
  %186 = add nuw nsw i64 %184, 15000, !dbg !185
  %187 = getelementptr inbounds float, ptr %9, i64 %186, !dbg !186
  %188 = load float, ptr %187, align 4, !dbg !186, !tbaa !20
  %189 = fadd float %188, %185, !dbg !187
  %190 = add nuw nsw i64 %184, 15001, !dbg !185
  %191 = getelementptr inbounds float, ptr %9, i64 %190, !dbg !186
  %192 = load float, ptr %191, align 4, !dbg !186, !tbaa !20
  %193 = fadd float %192, %189, !dbg !187
  %194 = add nuw nsw i64 %184, 15002, !dbg !185
  %195 = getelementptr inbounds float, ptr %9, i64 %194, !dbg !186
  %196 = load float, ptr %195, align 4, !dbg !186, !tbaa !20
  %197 = fadd float %196, %193, !dbg !187
  %198 = add nuw nsw i64 %184, 15003, !dbg !185
  %199 = getelementptr inbounds float, ptr %9, i64 %198, !dbg !186
  %200 = load float, ptr %199, align 4, !dbg !186, !tbaa !20
  %201 = fadd float %200, %197, !dbg !187
  %202 = add nuw nsw i64 %184, 15004, !dbg !185
  %203 = getelementptr inbounds float, ptr %9, i64 %202, !dbg !186
  %204 = load float, ptr %203, align 4, !dbg !186, !tbaa !20
  %205 = fadd float %204, %201, !dbg !187
  %206 = add nuw nsw i64 %184, 15005, !dbg !185
  %207 = getelementptr inbounds float, ptr %9, i64 %206, !dbg !186
  %208 = load float, ptr %207, align 4, !dbg !186, !tbaa !20
  %209 = fadd float %208, %205, !dbg !187
  %210 = add nuw nsw i64 %184, 6, !dbg !188
  %211 = icmp eq i64 %210, 3000, !dbg !189
  br i1 %211, label %212, label %183, !dbg !184, !llvm.loop !190

212:                                              ; preds = %183, %212
  %213 = phi i64 [ %239, %212 ], [ 0, %183 ]
  %214 = phi float [ %238, %212 ], [ 0.000000e+00, %183 ]
  %215 = add nuw nsw i64 %213, 18000, !dbg !185
  %216 = getelementptr inbounds float, ptr %9, i64 %215, !dbg !186
  %217 = load float, ptr %216, align 4, !dbg !186, !tbaa !20
  %218 = fadd float %217, %214, !dbg !187
  %219 = add nuw nsw i64 %213, 18001, !dbg !185
  %220 = getelementptr inbounds float, ptr %9, i64 %219, !dbg !186
  %221 = load float, ptr %220, align 4, !dbg !186, !tbaa !20
  %222 = fadd float %221, %218, !dbg !187
  %223 = add nuw nsw i64 %213, 18002, !dbg !185
  %224 = getelementptr inbounds float, ptr %9, i64 %223, !dbg !186
  %225 = load float, ptr %224, align 4, !dbg !186, !tbaa !20
  %226 = fadd float %225, %222, !dbg !187
  %227 = add nuw nsw i64 %213, 18003, !dbg !185
  %228 = getelementptr inbounds float, ptr %9, i64 %227, !dbg !186
  %229 = load float, ptr %228, align 4, !dbg !186, !tbaa !20
  %230 = fadd float %229, %226, !dbg !187
  %231 = add nuw nsw i64 %213, 18004, !dbg !185
  %232 = getelementptr inbounds float, ptr %9, i64 %231, !dbg !186
  %233 = load float, ptr %232, align 4, !dbg !186, !tbaa !20
  %234 = fadd float %233, %230, !dbg !187
  %235 = add nuw nsw i64 %213, 18005, !dbg !185
  %236 = getelementptr inbounds float, ptr %9, i64 %235, !dbg !186
  %237 = load float, ptr %236, align 4, !dbg !186, !tbaa !20
  %238 = fadd float %237, %234, !dbg !187
  %239 = add nuw nsw i64 %213, 6, !dbg !188
  %240 = icmp eq i64 %239, 3000, !dbg !189
  br i1 %240, label %241, label %212, !dbg !184, !llvm.loop !190

241:                                              ; preds = %212, %241
  %242 = phi i64 [ %268, %241 ], [ 0, %212 ]
  %243 = phi float [ %267, %241 ], [ 0.000000e+00, %212 ]
  %244 = add nuw nsw i64 %242, 21000, !dbg !185
  %245 = getelementptr inbounds float, ptr %9, i64 %244, !dbg !186
  %246 = load float, ptr %245, align 4, !dbg !186, !tbaa !20
  %247 = fadd float %246, %243, !dbg !187
  %248 = add nuw nsw i64 %242, 21001, !dbg !185
  %249 = getelementptr inbounds float, ptr %9, i64 %248, !dbg !186
  %250 = load float, ptr %249, align 4, !dbg !186, !tbaa !20
  %251 = fadd float %250, %247, !dbg !187
  %252 = add nuw nsw i64 %242, 21002, !dbg !185
  %253 = getelementptr inbounds float, ptr %9, i64 %252, !dbg !186
  %254 = load float, ptr %253, align 4, !dbg !186, !tbaa !20
  %255 = fadd float %254, %251, !dbg !187
  %256 = add nuw nsw i64 %242, 21003, !dbg !185
  %257 = getelementptr inbounds float, ptr %9, i64 %256, !dbg !186
  %258 = load float, ptr %257, align 4, !dbg !186, !tbaa !20
  %259 = fadd float %258, %255, !dbg !187
  %260 = add nuw nsw i64 %242, 21004, !dbg !185
  %261 = getelementptr inbounds float, ptr %9, i64 %260, !dbg !186
  %262 = load float, ptr %261, align 4, !dbg !186, !tbaa !20
  %263 = fadd float %262, %259, !dbg !187
  %264 = add nuw nsw i64 %242, 21005, !dbg !185
  %265 = getelementptr inbounds float, ptr %9, i64 %264, !dbg !186
  %266 = load float, ptr %265, align 4, !dbg !186, !tbaa !20
  %267 = fadd float %266, %263, !dbg !187
  %268 = add nuw nsw i64 %242, 6, !dbg !188
  %269 = icmp eq i64 %268, 3000, !dbg !189
  br i1 %269, label %270, label %241, !dbg !184, !llvm.loop !190

270:                                              ; preds = %241
  %271 = fadd float %375, 0.000000e+00, !dbg !192
  %272 = fadd float %271, %93, !dbg !192
  %273 = fadd float %272, %122, !dbg !192
  %274 = fadd float %273, %151, !dbg !192
  %275 = fadd float %274, %180, !dbg !192
  %276 = fadd float %275, %209, !dbg !192
  %277 = fadd float %276, %238, !dbg !192
  %278 = fadd float %277, %267, !dbg !192
  %279 = fdiv float 1.000000e+00, %278, !dbg !193
  %280 = insertelement <2 x float> poison, float %279, i64 0, !dbg !194
  %281 = shufflevector <2 x float> %280, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !194
  %282 = insertelement <2 x float> poison, float %279, i64 0, !dbg !194
  %283 = shufflevector <2 x float> %282, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !194
  br label %284, !dbg !194

284:                                              ; preds = %284, %270
  %285 = phi i64 [ 0, %270 ], [ %321, %284 ], !dbg !195
  %286 = phi <2 x i64> [ zeroinitializer, %270 ], [ %319, %284 ]
  %287 = phi <2 x i64> [ zeroinitializer, %270 ], [ %320, %284 ]
  %288 = getelementptr inbounds float, ptr %10, i64 %285, !dbg !196
  %289 = load <2 x float>, ptr %288, align 4, !dbg !196, !tbaa !20
  %290 = getelementptr inbounds float, ptr %288, i64 2, !dbg !196
  %291 = load <2 x float>, ptr %290, align 4, !dbg !196, !tbaa !20
  %292 = getelementptr inbounds float, ptr %9, i64 %285, !dbg !197
  %293 = load <2 x float>, ptr %292, align 4, !dbg !197, !tbaa !20
  %294 = getelementptr inbounds float, ptr %292, i64 2, !dbg !197
  %295 = load <2 x float>, ptr %294, align 4, !dbg !197, !tbaa !20
  %296 = fmul <2 x float> %281, %293, !dbg !198
  %297 = fmul <2 x float> %283, %295, !dbg !198
  %298 = fcmp une <2 x float> %289, %296, !dbg !199
  %299 = fcmp une <2 x float> %291, %297, !dbg !199
  %300 = zext <2 x i1> %298 to <2 x i64>
  %301 = zext <2 x i1> %299 to <2 x i64>
  %302 = add <2 x i64> %286, %300, !dbg !200
  %303 = add <2 x i64> %287, %301, !dbg !200
  %304 = or i64 %285, 4, !dbg !195
  %305 = getelementptr inbounds float, ptr %10, i64 %304, !dbg !196
  %306 = load <2 x float>, ptr %305, align 4, !dbg !196, !tbaa !20
  %307 = getelementptr inbounds float, ptr %305, i64 2, !dbg !196
  %308 = load <2 x float>, ptr %307, align 4, !dbg !196, !tbaa !20
  %309 = getelementptr inbounds float, ptr %9, i64 %304, !dbg !197
  %310 = load <2 x float>, ptr %309, align 4, !dbg !197, !tbaa !20
  %311 = getelementptr inbounds float, ptr %309, i64 2, !dbg !197
  %312 = load <2 x float>, ptr %311, align 4, !dbg !197, !tbaa !20
  %313 = fmul <2 x float> %281, %310, !dbg !198
  %314 = fmul <2 x float> %283, %312, !dbg !198
  %315 = fcmp une <2 x float> %306, %313, !dbg !199
  %316 = fcmp une <2 x float> %308, %314, !dbg !199
  %317 = zext <2 x i1> %315 to <2 x i64>
  %318 = zext <2 x i1> %316 to <2 x i64>
  %319 = add <2 x i64> %302, %317, !dbg !200
  %320 = add <2 x i64> %303, %318, !dbg !200
  %321 = add nuw nsw i64 %285, 8, !dbg !195
  %322 = icmp eq i64 %321, 24000, !dbg !195
  br i1 %322, label %323, label %284, !dbg !195, !llvm.loop !201

323:                                              ; preds = %284
  %324 = add <2 x i64> %320, %319, !dbg !194
  %325 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %324), !dbg !194
  %326 = fpext float %278 to double, !dbg !203
  %327 = icmp eq i64 %325, 0, !dbg !204
  %328 = select i1 %327, ptr @.str.3, ptr @.str.4, !dbg !205
  %329 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, double noundef %326, i64 noundef %325, i64 noundef 24000, ptr noundef nonnull %328), !dbg !206
  %330 = load ptr, ptr %2, align 8, !dbg !207, !tbaa !149
  %331 = call i32 @aclrtFree(ptr noundef %330) #10, !dbg !208
  %332 = load ptr, ptr %3, align 8, !dbg !209, !tbaa !149
  %333 = call i32 @aclrtFree(ptr noundef %332) #10, !dbg !210
  %334 = load ptr, ptr %4, align 8, !dbg !211, !tbaa !149
  %335 = call i32 @aclrtFree(ptr noundef %334) #10, !dbg !212
  %336 = load ptr, ptr %5, align 8, !dbg !213, !tbaa !149
  %337 = call i32 @aclrtFree(ptr noundef %336) #10, !dbg !214
  %338 = load ptr, ptr %1, align 8, !dbg !215, !tbaa !149
  %339 = call i32 @aclrtDestroyStream(ptr noundef %338) #10, !dbg !216
  call void @free(ptr noundef nonnull %9), !dbg !217
  call void @free(ptr noundef nonnull %10), !dbg !218
  %340 = icmp ne i64 %325, 0, !dbg !219
  %341 = zext i1 %340 to i32, !dbg !219
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %8) #10, !dbg !220
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10, !dbg !220
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %6) #10, !dbg !220
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #10, !dbg !220
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10, !dbg !220
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10, !dbg !220
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !220
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10, !dbg !220
  ret i32 %341, !dbg !220

342:                                              ; preds = %342, %28
  %343 = phi i64 [ 0, %28 ], [ %376, %342 ]
  %344 = phi float [ 0.000000e+00, %28 ], [ %375, %342 ]
  %345 = getelementptr inbounds float, ptr %9, i64 %343, !dbg !186
  %346 = load float, ptr %345, align 4, !dbg !186, !tbaa !20
  %347 = fadd float %346, %344, !dbg !187
  %348 = or i64 %343, 1, !dbg !188
  %349 = getelementptr inbounds float, ptr %9, i64 %348, !dbg !186
  %350 = load float, ptr %349, align 4, !dbg !186, !tbaa !20
  %351 = fadd float %350, %347, !dbg !187
  %352 = or i64 %343, 2, !dbg !188
  %353 = getelementptr inbounds float, ptr %9, i64 %352, !dbg !186
  %354 = load float, ptr %353, align 4, !dbg !186, !tbaa !20
  %355 = fadd float %354, %351, !dbg !187
  %356 = or i64 %343, 3, !dbg !188
  %357 = getelementptr inbounds float, ptr %9, i64 %356, !dbg !186
  %358 = load float, ptr %357, align 4, !dbg !186, !tbaa !20
  %359 = fadd float %358, %355, !dbg !187
  %360 = or i64 %343, 4, !dbg !188
  %361 = getelementptr inbounds float, ptr %9, i64 %360, !dbg !186
  %362 = load float, ptr %361, align 4, !dbg !186, !tbaa !20
  %363 = fadd float %362, %359, !dbg !187
  %364 = or i64 %343, 5, !dbg !188
  %365 = getelementptr inbounds float, ptr %9, i64 %364, !dbg !186
  %366 = load float, ptr %365, align 4, !dbg !186, !tbaa !20
  %367 = fadd float %366, %363, !dbg !187
  %368 = or i64 %343, 6, !dbg !188
  %369 = getelementptr inbounds float, ptr %9, i64 %368, !dbg !186
  %370 = load float, ptr %369, align 4, !dbg !186, !tbaa !20
  %371 = fadd float %370, %367, !dbg !187
  %372 = or i64 %343, 7, !dbg !188
  %373 = getelementptr inbounds float, ptr %9, i64 %372, !dbg !186
  %374 = load float, ptr %373, align 4, !dbg !186, !tbaa !20
  %375 = fadd float %374, %371, !dbg !187
  %376 = add nuw nsw i64 %343, 8, !dbg !188
  %377 = icmp eq i64 %376, 3000, !dbg !189
  br i1 %377, label %67, label %342, !dbg !184, !llvm.loop !190
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !221 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #5

declare !dbg !223 i32 @aclrtCreateStream(ptr noundef) local_unnamed_addr #2

declare !dbg !224 i32 @aclrtMalloc(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !225 i32 @aclrtMemcpy(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !226 i32 @rtKernelLaunch(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !227 i32 @aclrtSynchronizeStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !228 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare !dbg !229 i32 @aclrtFree(ptr noundef) local_unnamed_addr #2

declare !dbg !230 i32 @aclrtDestroyStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !231 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

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
!35 = !DILocation(line: 27, column: 5, scope: !9)
!36 = !DILocation(line: 28, column: 5, scope: !9)
!37 = !DILocation(line: 29, column: 27, scope: !9)
!38 = !DILocation(line: 29, column: 5, scope: !9)
!39 = !DILocation(line: 29, column: 46, scope: !9)
!40 = !DILocation(line: 29, column: 43, scope: !9)
!41 = !DILocation(line: 29, column: 34, scope: !9)
!42 = distinct !{!42, !43}
!43 = !{!"llvm.loop.unroll.disable"}
!44 = !DILocation(line: 0, scope: !9)
!45 = !DILocation(line: 24, column: 48, scope: !9)
!46 = distinct !{!46, !14, !47, !48}
!47 = !DILocation(line: 30, column: 3, scope: !9)
!48 = !{!"llvm.loop.mustprogress"}
!49 = distinct !{!49, !38, !50, !48}
!50 = !DILocation(line: 29, column: 52, scope: !9)
!51 = !DISubprogram(name: "get_block_idx", scope: !52, file: !52, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!52 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!53 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !52, file: !52, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!54 = !DISubprogram(name: "set_flag", scope: !52, file: !52, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!55 = !DISubprogram(name: "wait_flag", scope: !52, file: !52, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!56 = distinct !DISubprogram(name: "total", scope: !1, file: !1, line: 34, type: !10, scopeLine: 35, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!57 = !DILocation(line: 37, column: 25, scope: !56)
!58 = !DILocation(line: 37, column: 3, scope: !56)
!59 = !DILocation(line: 37, column: 46, scope: !56)
!60 = !DILocation(line: 37, column: 43, scope: !56)
!61 = !DILocation(line: 37, column: 34, scope: !56)
!62 = distinct !{!62, !43}
!63 = !DILocation(line: 0, scope: !56)
!64 = !DILocation(line: 38, column: 10, scope: !56)
!65 = !DILocation(line: 39, column: 1, scope: !56)
!66 = distinct !{!66, !58, !67, !48}
!67 = !DILocation(line: 37, column: 52, scope: !56)
!68 = distinct !DISubprogram(name: "scale", scope: !1, file: !1, line: 41, type: !10, scopeLine: 42, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!69 = !DILocation(line: 43, column: 25, scope: !68)
!70 = !DILocation(line: 43, column: 23, scope: !68)
!71 = !DILocation(line: 44, column: 18, scope: !68)
!72 = !DILocation(line: 45, column: 3, scope: !68)
!73 = !DILocation(line: 46, column: 3, scope: !68)
!74 = !DILocation(line: 47, column: 3, scope: !68)
!75 = !DILocation(line: 48, column: 3, scope: !68)
!76 = !DILocation(line: 50, column: 31, scope: !68)
!77 = !DILocation(line: 50, column: 3, scope: !68)
!78 = !DILocation(line: 44, column: 34, scope: !68)
!79 = !DILocation(line: 85, column: 3, scope: !68)
!80 = !DILocation(line: 86, column: 3, scope: !68)
!81 = !DILocation(line: 87, column: 3, scope: !68)
!82 = !DILocation(line: 88, column: 3, scope: !68)
!83 = !DILocation(line: 89, column: 1, scope: !68)
!84 = !DILocation(line: 51, column: 34, scope: !68)
!85 = !DILocation(line: 17, column: 53, scope: !27, inlinedAt: !86)
!86 = distinct !DILocation(line: 51, column: 19, scope: !68)
!87 = !DILocation(line: 52, column: 39, scope: !68)
!88 = !DILocation(line: 52, column: 43, scope: !68)
!89 = !DILocation(line: 52, column: 49, scope: !68)
!90 = !DILocation(line: 52, column: 23, scope: !68)
!91 = !DILocation(line: 53, column: 42, scope: !68)
!92 = !DILocation(line: 53, column: 49, scope: !68)
!93 = !DILocation(line: 53, column: 23, scope: !68)
!94 = !DILocation(line: 54, column: 22, scope: !68)
!95 = !DILocation(line: 55, column: 50, scope: !68)
!96 = !DILocation(line: 55, column: 26, scope: !68)
!97 = !DILocation(line: 56, column: 60, scope: !68)
!98 = !DILocation(line: 56, column: 27, scope: !68)
!99 = !DILocation(line: 57, column: 9, scope: !68)
!100 = !DILocation(line: 58, column: 7, scope: !68)
!101 = !DILocation(line: 59, column: 5, scope: !68)
!102 = !DILocation(line: 60, column: 7, scope: !68)
!103 = !DILocation(line: 62, column: 34, scope: !68)
!104 = !DILocation(line: 62, column: 5, scope: !68)
!105 = !DILocation(line: 63, column: 5, scope: !68)
!106 = !DILocation(line: 64, column: 5, scope: !68)
!107 = !DILocation(line: 65, column: 9, scope: !68)
!108 = !DILocation(line: 66, column: 7, scope: !68)
!109 = !DILocation(line: 70, column: 5, scope: !68)
!110 = !DILocation(line: 71, column: 5, scope: !68)
!111 = !DILocation(line: 73, column: 7, scope: !68)
!112 = !DILocation(line: 77, column: 5, scope: !68)
!113 = !DILocation(line: 78, column: 30, scope: !68)
!114 = !DILocation(line: 78, column: 5, scope: !68)
!115 = !DILocation(line: 80, column: 7, scope: !68)
!116 = !DILocation(line: 81, column: 5, scope: !68)
!117 = !DILocation(line: 68, column: 7, scope: !68)
!118 = !DILocation(line: 75, column: 7, scope: !68)
!119 = !DILocation(line: 82, column: 7, scope: !68)
!120 = !DILocation(line: 50, column: 48, scope: !68)
!121 = !DILocation(line: 50, column: 57, scope: !68)
!122 = distinct !{!122, !77, !123, !48}
!123 = !DILocation(line: 84, column: 3, scope: !68)
!124 = !DISubprogram(name: "vmuls_f32", scope: !52, file: !52, line: 145, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!125 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !52, file: !52, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!126 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 91, type: !10, scopeLine: 91, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!127 = !DILocation(line: 94, column: 14, scope: !126)
!128 = !DILocation(line: 94, column: 34, scope: !126)
!129 = !DILocation(line: 95, column: 3, scope: !126)
!130 = !DILocation(line: 95, column: 30, scope: !126)
!131 = !DILocation(line: 95, column: 52, scope: !126)
!132 = !DILocation(line: 95, column: 57, scope: !126)
!133 = !DILocation(line: 95, column: 42, scope: !126)
!134 = !DILocation(line: 95, column: 62, scope: !126)
!135 = !DILocation(line: 95, column: 35, scope: !126)
!136 = !DILocation(line: 95, column: 40, scope: !126)
!137 = distinct !{!137, !129, !138, !48, !139, !140}
!138 = !DILocation(line: 95, column: 64, scope: !126)
!139 = !{!"llvm.loop.isvectorized", i32 1}
!140 = !{!"llvm.loop.unroll.runtime.disable"}
!141 = !DILocation(line: 96, column: 3, scope: !126)
!142 = !DILocation(line: 97, column: 3, scope: !126)
!143 = !DILocation(line: 98, column: 3, scope: !126)
!144 = !DILocation(line: 99, column: 3, scope: !126)
!145 = !DILocation(line: 100, column: 3, scope: !126)
!146 = !DILocation(line: 101, column: 3, scope: !126)
!147 = !DILocation(line: 102, column: 3, scope: !126)
!148 = !DILocation(line: 103, column: 15, scope: !126)
!149 = !{!150, !150, i64 0}
!150 = !{!"any pointer", !22, i64 0}
!151 = !DILocation(line: 103, column: 3, scope: !126)
!152 = !DILocation(line: 104, column: 3, scope: !126)
!153 = !DILocation(line: 104, column: 41, scope: !126)
!154 = !DILocation(line: 104, column: 31, scope: !126)
!155 = !DILocation(line: 104, column: 30, scope: !126)
!156 = !{!157, !157, i64 0}
!157 = !{!"long", !22, i64 0}
!158 = !DILocation(line: 104, column: 55, scope: !126)
!159 = !DILocation(line: 104, column: 45, scope: !126)
!160 = !DILocation(line: 105, column: 91, scope: !126)
!161 = !DILocation(line: 105, column: 3, scope: !126)
!162 = !DILocation(line: 106, column: 3, scope: !126)
!163 = !DILocation(line: 106, column: 39, scope: !126)
!164 = !DILocation(line: 106, column: 29, scope: !126)
!165 = !DILocation(line: 106, column: 28, scope: !126)
!166 = !DILocation(line: 106, column: 56, scope: !126)
!167 = !DILocation(line: 106, column: 46, scope: !126)
!168 = !DILocation(line: 107, column: 80, scope: !126)
!169 = !DILocation(line: 107, column: 3, scope: !126)
!170 = !DILocation(line: 108, column: 3, scope: !126)
!171 = !DILocation(line: 108, column: 39, scope: !126)
!172 = !DILocation(line: 108, column: 29, scope: !126)
!173 = !DILocation(line: 108, column: 28, scope: !126)
!174 = !DILocation(line: 108, column: 53, scope: !126)
!175 = !DILocation(line: 108, column: 43, scope: !126)
!176 = !DILocation(line: 108, column: 71, scope: !126)
!177 = !DILocation(line: 108, column: 61, scope: !126)
!178 = !DILocation(line: 109, column: 85, scope: !126)
!179 = !DILocation(line: 109, column: 3, scope: !126)
!180 = !DILocation(line: 110, column: 26, scope: !126)
!181 = !DILocation(line: 110, column: 3, scope: !126)
!182 = !DILocation(line: 111, column: 25, scope: !126)
!183 = !DILocation(line: 111, column: 3, scope: !126)
!184 = !DILocation(line: 116, column: 5, scope: !126)
!185 = !DILocation(line: 116, column: 70, scope: !126)
!186 = !DILocation(line: 116, column: 55, scope: !126)
!187 = !DILocation(line: 116, column: 52, scope: !126)
!188 = !DILocation(line: 116, column: 39, scope: !126)
!189 = !DILocation(line: 116, column: 27, scope: !126)
!190 = distinct !{!190, !184, !191, !48}
!191 = !DILocation(line: 116, column: 73, scope: !126)
!192 = !DILocation(line: 118, column: 40, scope: !126)
!193 = !DILocation(line: 119, column: 23, scope: !126)
!194 = !DILocation(line: 121, column: 3, scope: !126)
!195 = !DILocation(line: 121, column: 30, scope: !126)
!196 = !DILocation(line: 121, column: 44, scope: !126)
!197 = !DILocation(line: 121, column: 52, scope: !126)
!198 = !DILocation(line: 121, column: 57, scope: !126)
!199 = !DILocation(line: 121, column: 49, scope: !126)
!200 = !DILocation(line: 121, column: 41, scope: !126)
!201 = distinct !{!201, !194, !202, !48, !139, !140}
!202 = !DILocation(line: 121, column: 59, scope: !126)
!203 = !DILocation(line: 122, column: 88, scope: !126)
!204 = !DILocation(line: 123, column: 48, scope: !126)
!205 = !DILocation(line: 123, column: 42, scope: !126)
!206 = !DILocation(line: 122, column: 3, scope: !126)
!207 = !DILocation(line: 124, column: 13, scope: !126)
!208 = !DILocation(line: 124, column: 3, scope: !126)
!209 = !DILocation(line: 124, column: 28, scope: !126)
!210 = !DILocation(line: 124, column: 18, scope: !126)
!211 = !DILocation(line: 124, column: 46, scope: !126)
!212 = !DILocation(line: 124, column: 36, scope: !126)
!213 = !DILocation(line: 124, column: 65, scope: !126)
!214 = !DILocation(line: 124, column: 55, scope: !126)
!215 = !DILocation(line: 125, column: 22, scope: !126)
!216 = !DILocation(line: 125, column: 3, scope: !126)
!217 = !DILocation(line: 126, column: 3, scope: !126)
!218 = !DILocation(line: 126, column: 12, scope: !126)
!219 = !DILocation(line: 127, column: 16, scope: !126)
!220 = !DILocation(line: 128, column: 1, scope: !126)
!221 = !DISubprogram(name: "malloc", scope: !222, file: !222, line: 53, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!222 = !DIFile(filename: "samples/ascend/include/ascend_host.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "128fa0814a5b2c423bb2b7b48b15d840")
!223 = !DISubprogram(name: "aclrtCreateStream", scope: !222, file: !222, line: 34, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!224 = !DISubprogram(name: "aclrtMalloc", scope: !222, file: !222, line: 37, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!225 = !DISubprogram(name: "aclrtMemcpy", scope: !222, file: !222, line: 39, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!226 = !DISubprogram(name: "rtKernelLaunch", scope: !222, file: !222, line: 46, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!227 = !DISubprogram(name: "aclrtSynchronizeStream", scope: !222, file: !222, line: 36, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!228 = !DISubprogram(name: "printf", scope: !222, file: !222, line: 52, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!229 = !DISubprogram(name: "aclrtFree", scope: !222, file: !222, line: 38, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!230 = !DISubprogram(name: "aclrtDestroyStream", scope: !222, file: !222, line: 35, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!231 = !DISubprogram(name: "free", scope: !222, file: !222, line: 54, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
