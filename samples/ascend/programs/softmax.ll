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
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 0, i64 noundef 4, i64 noundef 0) #10, !dbg !14
  %6 = add nsw i64 %5, %2
  %7 = icmp sgt i64 %2, 0, !dbg !15
  br i1 %7, label %9, label %8, !dbg !16

8:                                                ; preds = %14, %3
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 0, i64 noundef 4, i64 noundef 0) #10, !dbg !17
  ret void, !dbg !18

9:                                                ; preds = %3, %14
  %10 = phi i64 [ %16, %14 ], [ %5, %3 ]
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 0, i64 noundef 4, i64 noundef 0) #10, !dbg !19
  %11 = shl nsw i64 %10, 9, !dbg !20
  %12 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %11, !dbg !21
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %12, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !22
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 0, i64 noundef 0) #10, !dbg !23
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 0, i64 noundef 0) #10, !dbg !24
  %13 = load float, ptr addrspace(6) null, align 4294967296, !dbg !25, !tbaa !26
  br label %18, !dbg !30

14:                                               ; preds = %18
  %15 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %10, !dbg !31
  store float %34, ptr addrspace(1) %15, align 4, !dbg !32, !tbaa !26
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 0, i64 noundef 4, i64 noundef 0) #10, !dbg !33
  %16 = add nsw i64 %10, 1, !dbg !34
  %17 = icmp slt i64 %16, %6, !dbg !15
  br i1 %17, label %9, label %8, !dbg !16, !llvm.loop !35

18:                                               ; preds = %37, %9
  %19 = phi i64 [ 1, %9 ], [ %42, %37 ]
  %20 = phi float [ %13, %9 ], [ %41, %37 ]
  %21 = getelementptr inbounds float, ptr addrspace(6) null, i64 %19, !dbg !38
  %22 = load float, ptr addrspace(6) %21, align 4, !dbg !38, !tbaa !26
  %23 = fcmp ogt float %22, %20, !dbg !39
  %24 = select i1 %23, float %22, float %20, !dbg !38
  %25 = add nuw nsw i64 %19, 1, !dbg !40
  %26 = getelementptr inbounds float, ptr addrspace(6) null, i64 %25, !dbg !38
  %27 = load float, ptr addrspace(6) %26, align 4, !dbg !38, !tbaa !26
  %28 = fcmp ogt float %27, %24, !dbg !39
  %29 = select i1 %28, float %27, float %24, !dbg !38
  %30 = add nuw nsw i64 %19, 2, !dbg !40
  %31 = getelementptr inbounds float, ptr addrspace(6) null, i64 %30, !dbg !38
  %32 = load float, ptr addrspace(6) %31, align 4, !dbg !38, !tbaa !26
  %33 = fcmp ogt float %32, %29, !dbg !39
  %34 = select i1 %33, float %32, float %29, !dbg !38
  %35 = add nuw nsw i64 %19, 3, !dbg !40
  %36 = icmp eq i64 %35, 512, !dbg !41
  br i1 %36, label %14, label %37, !dbg !30, !llvm.loop !42

37:                                               ; preds = %18
  %38 = getelementptr inbounds float, ptr addrspace(6) null, i64 %35, !dbg !38
  %39 = load float, ptr addrspace(6) %38, align 4, !dbg !38, !tbaa !26
  %40 = fcmp ogt float %39, %34, !dbg !39
  %41 = select i1 %40, float %39, float %34, !dbg !38
  %42 = add nuw nsw i64 %19, 4, !dbg !40
  br label %18
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !44 i64 @get_block_idx() local_unnamed_addr #2

declare !dbg !46 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #2

declare !dbg !47 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #2

declare !dbg !48 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @exp_sum(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias nocapture noundef readonly %1, ptr addrspace(1) noalias noundef %2, ptr addrspace(1) noalias nocapture noundef writeonly %3, i64 noundef %4) #0 !dbg !49 {
  %6 = tail call i64 @get_block_idx() #10, !dbg !50
  %7 = mul nsw i64 %6, %4, !dbg !51
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #10, !dbg !52
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #10, !dbg !53
  %8 = add nsw i64 %7, %4
  %9 = icmp sgt i64 %4, 0, !dbg !54
  br i1 %9, label %11, label %10, !dbg !55

10:                                               ; preds = %19, %5
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #10, !dbg !56
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #10, !dbg !57
  ret void, !dbg !58

11:                                               ; preds = %5, %19
  %12 = phi i64 [ %21, %19 ], [ %7, %5 ]
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12, !dbg !59
  %14 = load float, ptr addrspace(1) %13, align 4, !dbg !59, !tbaa !26
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #10, !dbg !60
  %15 = shl nsw i64 %12, 9, !dbg !61
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15, !dbg !62
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %16, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !63
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #10, !dbg !64
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #10, !dbg !65
  %17 = fneg float %14, !dbg !66
  tail call void @vadds_f32(ptr addrspace(6) noundef null, ptr addrspace(6) noundef null, float noundef %17, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #10, !dbg !67
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #10, !dbg !68
  tail call void @vexp_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #10, !dbg !69
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #10, !dbg !70
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #10, !dbg !71
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 0, i64 noundef 0) #10, !dbg !72
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #10, !dbg !73
  %18 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %15, !dbg !74
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %18, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !75
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #10, !dbg !76
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 0, i64 noundef 0) #10, !dbg !77
  br label %23, !dbg !78

19:                                               ; preds = %23
  %20 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %12, !dbg !79
  store float %56, ptr addrspace(1) %20, align 4, !dbg !80, !tbaa !26
  %21 = add nsw i64 %12, 1, !dbg !81
  %22 = icmp slt i64 %21, %8, !dbg !54
  br i1 %22, label %11, label %10, !dbg !55, !llvm.loop !82

23:                                               ; preds = %23, %11
  %24 = phi i64 [ 0, %11 ], [ %57, %23 ]
  %25 = phi float [ 0.000000e+00, %11 ], [ %56, %23 ]
  %26 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %24, !dbg !84
  %27 = load float, ptr addrspace(6) %26, align 32, !dbg !84, !tbaa !26
  %28 = fadd float %25, %27, !dbg !85
  %29 = or i64 %24, 1, !dbg !86
  %30 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %29, !dbg !84
  %31 = load float, ptr addrspace(6) %30, align 4, !dbg !84, !tbaa !26
  %32 = fadd float %28, %31, !dbg !85
  %33 = or i64 %24, 2, !dbg !86
  %34 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %33, !dbg !84
  %35 = load float, ptr addrspace(6) %34, align 8, !dbg !84, !tbaa !26
  %36 = fadd float %32, %35, !dbg !85
  %37 = or i64 %24, 3, !dbg !86
  %38 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %37, !dbg !84
  %39 = load float, ptr addrspace(6) %38, align 4, !dbg !84, !tbaa !26
  %40 = fadd float %36, %39, !dbg !85
  %41 = or i64 %24, 4, !dbg !86
  %42 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %41, !dbg !84
  %43 = load float, ptr addrspace(6) %42, align 16, !dbg !84, !tbaa !26
  %44 = fadd float %40, %43, !dbg !85
  %45 = or i64 %24, 5, !dbg !86
  %46 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %45, !dbg !84
  %47 = load float, ptr addrspace(6) %46, align 4, !dbg !84, !tbaa !26
  %48 = fadd float %44, %47, !dbg !85
  %49 = or i64 %24, 6, !dbg !86
  %50 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %49, !dbg !84
  %51 = load float, ptr addrspace(6) %50, align 8, !dbg !84, !tbaa !26
  %52 = fadd float %48, %51, !dbg !85
  %53 = or i64 %24, 7, !dbg !86
  %54 = getelementptr inbounds float, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i64 %53, !dbg !84
  %55 = load float, ptr addrspace(6) %54, align 4, !dbg !84, !tbaa !26
  %56 = fadd float %52, %55, !dbg !85
  %57 = add nuw nsw i64 %24, 8, !dbg !86
  %58 = icmp eq i64 %57, 512, !dbg !87
  br i1 %58, label %19, label %23, !dbg !78, !llvm.loop !88
}

declare !dbg !90 void @vadds_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !91 void @vexp_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !92 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: noinline nounwind uwtable
define dso_local void @normalise_rows(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias nocapture noundef readonly %1, ptr addrspace(1) noalias noundef %2, i64 noundef %3) #0 !dbg !93 {
  %5 = tail call i64 @get_block_idx() #10, !dbg !94
  %6 = mul nsw i64 %5, %3, !dbg !95
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #10, !dbg !96
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #10, !dbg !97
  %7 = add nsw i64 %6, %3
  %8 = icmp sgt i64 %3, 0, !dbg !98
  br i1 %8, label %10, label %9, !dbg !99

9:                                                ; preds = %10, %4
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #10, !dbg !100
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #10, !dbg !101
  ret void, !dbg !102

10:                                               ; preds = %4, %10
  %11 = phi i64 [ %18, %10 ], [ %6, %4 ]
  %12 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %11, !dbg !103
  %13 = load float, ptr addrspace(1) %12, align 4, !dbg !103, !tbaa !26
  %14 = fdiv float 1.000000e+00, %13, !dbg !104
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #10, !dbg !105
  %15 = shl nsw i64 %11, 9, !dbg !106
  %16 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %15, !dbg !107
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %16, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !108
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #10, !dbg !109
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #10, !dbg !110
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #10, !dbg !111
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, float noundef %14, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #10, !dbg !112
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #10, !dbg !113
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #10, !dbg !114
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #10, !dbg !115
  %17 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %15, !dbg !116
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %17, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #10, !dbg !117
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #10, !dbg !118
  %18 = add nsw i64 %11, 1, !dbg !119
  %19 = icmp slt i64 %18, %7, !dbg !98
  br i1 %19, label %10, label %9, !dbg !99, !llvm.loop !120
}

declare !dbg !122 void @vmuls_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !123 {
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
  %11 = tail call dereferenceable_or_null(65536) ptr @malloc(i64 noundef 65536) #11, !dbg !124
  %12 = tail call dereferenceable_or_null(65536) ptr @malloc(i64 noundef 65536) #11, !dbg !125
  br label %13, !dbg !126

13:                                               ; preds = %13, %0
  %14 = phi i64 [ 0, %0 ], [ %21, %13 ], !dbg !127
  %15 = phi <4 x i32> [ <i32 0, i32 1, i32 2, i32 3>, %0 ], [ %22, %13 ], !dbg !128
  %16 = mul <4 x i32> %15, <i32 7, i32 7, i32 7, i32 7>, !dbg !128
  %17 = urem <4 x i32> %16, <i32 41, i32 41, i32 41, i32 41>, !dbg !128
  %18 = uitofp <4 x i32> %17 to <4 x float>, !dbg !129
  %19 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %18, <4 x float> <float 2.500000e-01, float 2.500000e-01, float 2.500000e-01, float 2.500000e-01>, <4 x float> <float -5.000000e+00, float -5.000000e+00, float -5.000000e+00, float -5.000000e+00>), !dbg !130
  %20 = getelementptr inbounds float, ptr %11, i64 %14, !dbg !131
  store <4 x float> %19, ptr %20, align 4, !dbg !132, !tbaa !26
  %21 = add nuw i64 %14, 4, !dbg !127
  %22 = add <4 x i32> %15, <i32 4, i32 4, i32 4, i32 4>, !dbg !128
  %23 = icmp eq i64 %21, 16384, !dbg !127
  br i1 %23, label %24, label %13, !dbg !127, !llvm.loop !133

24:                                               ; preds = %13
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #10, !dbg !137
  %25 = call i32 @aclrtCreateStream(ptr noundef nonnull %1) #10, !dbg !138
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #10, !dbg !139
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #10, !dbg !139
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #10, !dbg !139
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #10, !dbg !139
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #10, !dbg !139
  %26 = call i32 @aclrtMalloc(ptr noundef nonnull %2, i64 noundef 65536, i32 noundef 0) #10, !dbg !140
  %27 = call i32 @aclrtMalloc(ptr noundef nonnull %3, i64 noundef 128, i32 noundef 0) #10, !dbg !141
  %28 = call i32 @aclrtMalloc(ptr noundef nonnull %4, i64 noundef 65536, i32 noundef 0) #10, !dbg !142
  %29 = call i32 @aclrtMalloc(ptr noundef nonnull %5, i64 noundef 128, i32 noundef 0) #10, !dbg !143
  %30 = call i32 @aclrtMalloc(ptr noundef nonnull %6, i64 noundef 65536, i32 noundef 0) #10, !dbg !144
  %31 = load ptr, ptr %2, align 8, !dbg !145, !tbaa !146
  %32 = call i32 @aclrtMemcpy(ptr noundef %31, i64 noundef 65536, ptr noundef nonnull %11, i64 noundef 65536, i32 noundef 1) #10, !dbg !148
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #10, !dbg !149
  %33 = load ptr, ptr %2, align 8, !dbg !150, !tbaa !146
  %34 = ptrtoint ptr %33 to i64, !dbg !151
  store i64 %34, ptr %7, align 16, !dbg !152, !tbaa !153
  %35 = getelementptr inbounds i64, ptr %7, i64 1, !dbg !152
  %36 = load ptr, ptr %3, align 8, !dbg !155, !tbaa !146
  %37 = ptrtoint ptr %36 to i64, !dbg !156
  store i64 %37, ptr %35, align 8, !dbg !152, !tbaa !153
  %38 = getelementptr inbounds i64, ptr %7, i64 2, !dbg !152
  store i64 4, ptr %38, align 16, !dbg !152, !tbaa !153
  %39 = load ptr, ptr %1, align 8, !dbg !157, !tbaa !146
  %40 = call i32 @rtKernelLaunch(ptr noundef nonnull @row_max, i32 noundef 8, ptr noundef nonnull %7, i32 noundef 24, ptr noundef null, ptr noundef %39) #10, !dbg !158
  call void @llvm.lifetime.start.p0(i64 40, ptr nonnull %8) #10, !dbg !159
  %41 = load ptr, ptr %2, align 8, !dbg !160, !tbaa !146
  %42 = ptrtoint ptr %41 to i64, !dbg !161
  store i64 %42, ptr %8, align 16, !dbg !162, !tbaa !153
  %43 = getelementptr inbounds i64, ptr %8, i64 1, !dbg !162
  %44 = load ptr, ptr %3, align 8, !dbg !163, !tbaa !146
  %45 = ptrtoint ptr %44 to i64, !dbg !164
  store i64 %45, ptr %43, align 8, !dbg !162, !tbaa !153
  %46 = getelementptr inbounds i64, ptr %8, i64 2, !dbg !162
  %47 = load ptr, ptr %4, align 8, !dbg !165, !tbaa !146
  %48 = ptrtoint ptr %47 to i64, !dbg !166
  store i64 %48, ptr %46, align 16, !dbg !162, !tbaa !153
  %49 = getelementptr inbounds i64, ptr %8, i64 3, !dbg !162
  %50 = load ptr, ptr %5, align 8, !dbg !167, !tbaa !146
  %51 = ptrtoint ptr %50 to i64, !dbg !168
  store i64 %51, ptr %49, align 8, !dbg !162, !tbaa !153
  %52 = getelementptr inbounds i64, ptr %8, i64 4, !dbg !162
  store i64 4, ptr %52, align 16, !dbg !162, !tbaa !153
  %53 = load ptr, ptr %1, align 8, !dbg !169, !tbaa !146
  %54 = call i32 @rtKernelLaunch(ptr noundef nonnull @exp_sum, i32 noundef 8, ptr noundef nonnull %8, i32 noundef 40, ptr noundef null, ptr noundef %53) #10, !dbg !170
  call void @llvm.lifetime.start.p0(i64 32, ptr nonnull %9) #10, !dbg !171
  %55 = load ptr, ptr %4, align 8, !dbg !172, !tbaa !146
  %56 = ptrtoint ptr %55 to i64, !dbg !173
  store i64 %56, ptr %9, align 16, !dbg !174, !tbaa !153
  %57 = getelementptr inbounds i64, ptr %9, i64 1, !dbg !174
  %58 = load ptr, ptr %5, align 8, !dbg !175, !tbaa !146
  %59 = ptrtoint ptr %58 to i64, !dbg !176
  store i64 %59, ptr %57, align 8, !dbg !174, !tbaa !153
  %60 = getelementptr inbounds i64, ptr %9, i64 2, !dbg !174
  %61 = load ptr, ptr %6, align 8, !dbg !177, !tbaa !146
  %62 = ptrtoint ptr %61 to i64, !dbg !178
  store i64 %62, ptr %60, align 16, !dbg !174, !tbaa !153
  %63 = getelementptr inbounds i64, ptr %9, i64 3, !dbg !174
  store i64 4, ptr %63, align 8, !dbg !174, !tbaa !153
  %64 = load ptr, ptr %1, align 8, !dbg !179, !tbaa !146
  %65 = call i32 @rtKernelLaunch(ptr noundef nonnull @normalise_rows, i32 noundef 8, ptr noundef nonnull %9, i32 noundef 32, ptr noundef null, ptr noundef %64) #10, !dbg !180
  %66 = load ptr, ptr %1, align 8, !dbg !181, !tbaa !146
  %67 = call i32 @aclrtSynchronizeStream(ptr noundef %66) #10, !dbg !182
  %68 = load ptr, ptr %6, align 8, !dbg !183, !tbaa !146
  %69 = call i32 @aclrtMemcpy(ptr noundef %12, i64 noundef 65536, ptr noundef %68, i64 noundef 65536, i32 noundef 2) #10, !dbg !184
  br label %88, !dbg !185

70:                                               ; preds = %159
  %71 = icmp eq i64 %161, 0, !dbg !186
  %72 = select i1 %71, ptr @.str.3, ptr @.str.4, !dbg !187
  %73 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %161, i64 noundef 16384, ptr noundef nonnull %72), !dbg !188
  %74 = load ptr, ptr %2, align 8, !dbg !189, !tbaa !146
  %75 = call i32 @aclrtFree(ptr noundef %74) #10, !dbg !190
  %76 = load ptr, ptr %3, align 8, !dbg !191, !tbaa !146
  %77 = call i32 @aclrtFree(ptr noundef %76) #10, !dbg !192
  %78 = load ptr, ptr %4, align 8, !dbg !193, !tbaa !146
  %79 = call i32 @aclrtFree(ptr noundef %78) #10, !dbg !194
  %80 = load ptr, ptr %5, align 8, !dbg !195, !tbaa !146
  %81 = call i32 @aclrtFree(ptr noundef %80) #10, !dbg !196
  %82 = load ptr, ptr %6, align 8, !dbg !197, !tbaa !146
  %83 = call i32 @aclrtFree(ptr noundef %82) #10, !dbg !198
  %84 = load ptr, ptr %1, align 8, !dbg !199, !tbaa !146
  %85 = call i32 @aclrtDestroyStream(ptr noundef %84) #10, !dbg !200
  call void @free(ptr noundef %11), !dbg !201
  call void @free(ptr noundef nonnull %12), !dbg !202
  %86 = icmp ne i64 %161, 0, !dbg !203
  %87 = zext i1 %86 to i32, !dbg !203
  call void @llvm.lifetime.end.p0(i64 32, ptr nonnull %9) #10, !dbg !204
  call void @llvm.lifetime.end.p0(i64 40, ptr nonnull %8) #10, !dbg !204
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #10, !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #10, !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #10, !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #10, !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #10, !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #10, !dbg !204
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #10, !dbg !204
  ret i32 %87, !dbg !204

88:                                               ; preds = %24, %159
  %89 = phi i64 [ 0, %24 ], [ %161, %159 ]
  %90 = phi i64 [ 0, %24 ], [ %162, %159 ]
  %91 = shl nuw nsw i64 %90, 9, !dbg !205
  %92 = getelementptr inbounds float, ptr %11, i64 %91, !dbg !206
  %93 = load float, ptr %92, align 4, !dbg !207, !tbaa !26
  call void @llvm.lifetime.start.p0(i64 2048, ptr nonnull %10) #10, !dbg !208
  br label %94, !dbg !209

94:                                               ; preds = %113, %88
  %95 = phi i64 [ 1, %88 ], [ %118, %113 ]
  %96 = phi float [ %93, %88 ], [ %117, %113 ]
  %97 = getelementptr inbounds float, ptr %92, i64 %95, !dbg !210
  %98 = load float, ptr %97, align 4, !dbg !210, !tbaa !26
  %99 = fcmp ogt float %98, %96, !dbg !211
  %100 = select i1 %99, float %98, float %96, !dbg !210
  %101 = add nuw nsw i64 %95, 1, !dbg !212
  %102 = getelementptr inbounds float, ptr %92, i64 %101, !dbg !210
  %103 = load float, ptr %102, align 4, !dbg !210, !tbaa !26
  %104 = fcmp ogt float %103, %100, !dbg !211
  %105 = select i1 %104, float %103, float %100, !dbg !210
  %106 = add nuw nsw i64 %95, 2, !dbg !212
  %107 = getelementptr inbounds float, ptr %92, i64 %106, !dbg !210
  %108 = load float, ptr %107, align 4, !dbg !210, !tbaa !26
  %109 = fcmp ogt float %108, %105, !dbg !211
  %110 = select i1 %109, float %108, float %105, !dbg !210
  %111 = add nuw nsw i64 %95, 3, !dbg !212
  %112 = icmp eq i64 %111, 512, !dbg !213
  br i1 %112, label %164, label %113, !dbg !209, !llvm.loop !214

113:                                              ; preds = %94
  %114 = getelementptr inbounds float, ptr %92, i64 %111, !dbg !210
  %115 = load float, ptr %114, align 4, !dbg !210, !tbaa !26
  %116 = fcmp ogt float %115, %110, !dbg !211
  %117 = select i1 %116, float %115, float %110, !dbg !210
  %118 = add nuw nsw i64 %95, 4, !dbg !212
  br label %94

119:                                              ; preds = %164
  %120 = fdiv float 1.000000e+00, %172, !dbg !216
  %121 = insertelement <2 x i64> <i64 poison, i64 0>, i64 %89, i64 0, !dbg !217
  %122 = insertelement <2 x float> poison, float %120, i64 0, !dbg !217
  %123 = shufflevector <2 x float> %122, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !217
  %124 = insertelement <2 x float> poison, float %120, i64 0, !dbg !217
  %125 = shufflevector <2 x float> %124, <2 x float> poison, <2 x i32> zeroinitializer, !dbg !217
  br label %126, !dbg !217

126:                                              ; preds = %126, %119
  %127 = phi i64 [ 0, %119 ], [ %157, %126 ], !dbg !218
  %128 = phi <2 x i64> [ %121, %119 ], [ %155, %126 ]
  %129 = phi <2 x i64> [ zeroinitializer, %119 ], [ %156, %126 ]
  %130 = getelementptr inbounds [512 x float], ptr %10, i64 0, i64 %127, !dbg !219
  %131 = load <2 x float>, ptr %130, align 16, !dbg !219, !tbaa !26
  %132 = getelementptr inbounds float, ptr %130, i64 2, !dbg !219
  %133 = load <2 x float>, ptr %132, align 8, !dbg !219, !tbaa !26
  %134 = fmul <2 x float> %123, %131, !dbg !220
  %135 = fmul <2 x float> %125, %133, !dbg !220
  %136 = add nuw nsw i64 %127, %91, !dbg !221
  %137 = getelementptr inbounds float, ptr %12, i64 %136, !dbg !222
  %138 = load <2 x float>, ptr %137, align 4, !dbg !222, !tbaa !26
  %139 = getelementptr inbounds float, ptr %137, i64 2, !dbg !222
  %140 = load <2 x float>, ptr %139, align 4, !dbg !222, !tbaa !26
  %141 = fcmp ogt <2 x float> %138, %134, !dbg !223
  %142 = fcmp ogt <2 x float> %140, %135, !dbg !223
  %143 = fsub <2 x float> %138, %134, !dbg !224
  %144 = fsub <2 x float> %140, %135, !dbg !224
  %145 = fsub <2 x float> %134, %138, !dbg !224
  %146 = fsub <2 x float> %135, %140, !dbg !224
  %147 = select <2 x i1> %141, <2 x float> %143, <2 x float> %145, !dbg !224
  %148 = select <2 x i1> %142, <2 x float> %144, <2 x float> %146, !dbg !224
  %149 = fmul <2 x float> %134, <float 0x3EB0C6F7A0000000, float 0x3EB0C6F7A0000000>, !dbg !225
  %150 = fmul <2 x float> %135, <float 0x3EB0C6F7A0000000, float 0x3EB0C6F7A0000000>, !dbg !225
  %151 = fcmp ogt <2 x float> %147, %149, !dbg !226
  %152 = fcmp ogt <2 x float> %148, %150, !dbg !226
  %153 = zext <2 x i1> %151 to <2 x i64>
  %154 = zext <2 x i1> %152 to <2 x i64>
  %155 = add <2 x i64> %128, %153, !dbg !227
  %156 = add <2 x i64> %129, %154, !dbg !227
  %157 = add nuw i64 %127, 4, !dbg !218
  %158 = icmp eq i64 %157, 512, !dbg !218
  br i1 %158, label %159, label %126, !dbg !218, !llvm.loop !228

159:                                              ; preds = %126
  %160 = add <2 x i64> %156, %155, !dbg !217
  %161 = call i64 @llvm.vector.reduce.add.v2i64(<2 x i64> %160), !dbg !217
  call void @llvm.lifetime.end.p0(i64 2048, ptr nonnull %10) #10, !dbg !230
  %162 = add nuw nsw i64 %90, 1, !dbg !231
  %163 = icmp eq i64 %162, 32, !dbg !232
  br i1 %163, label %70, label %88, !dbg !185, !llvm.loop !233

164:                                              ; preds = %94, %164
  %165 = phi i64 [ %173, %164 ], [ 0, %94 ]
  %166 = phi float [ %172, %164 ], [ 0.000000e+00, %94 ]
  %167 = getelementptr inbounds float, ptr %92, i64 %165, !dbg !234
  %168 = load float, ptr %167, align 4, !dbg !234, !tbaa !26
  %169 = fsub float %168, %110, !dbg !235
  %170 = call float @expf(float noundef %169) #10, !dbg !236
  %171 = getelementptr inbounds [512 x float], ptr %10, i64 0, i64 %165, !dbg !237
  store float %170, ptr %171, align 4, !dbg !238, !tbaa !26
  %172 = fadd float %166, %170, !dbg !239
  %173 = add nuw nsw i64 %165, 1, !dbg !240
  %174 = icmp eq i64 %173, 512, !dbg !241
  br i1 %174, label %119, label %164, !dbg !242, !llvm.loop !243
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !245 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !247 i32 @aclrtCreateStream(ptr noundef) local_unnamed_addr #2

declare !dbg !248 i32 @aclrtMalloc(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !249 i32 @aclrtMemcpy(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !250 i32 @rtKernelLaunch(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !251 i32 @aclrtSynchronizeStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nofree nounwind willreturn memory(write)
declare !dbg !252 float @expf(float noundef) local_unnamed_addr #5

; Function Attrs: nofree nounwind
declare !dbg !253 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare !dbg !254 i32 @aclrtFree(ptr noundef) local_unnamed_addr #2

declare !dbg !255 i32 @aclrtDestroyStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !256 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

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
!14 = !DILocation(line: 22, column: 3, scope: !9)
!15 = !DILocation(line: 23, column: 29, scope: !9)
!16 = !DILocation(line: 23, column: 3, scope: !9)
!17 = !DILocation(line: 33, column: 3, scope: !9)
!18 = !DILocation(line: 34, column: 1, scope: !9)
!19 = !DILocation(line: 24, column: 5, scope: !9)
!20 = !DILocation(line: 25, column: 32, scope: !9)
!21 = !DILocation(line: 25, column: 28, scope: !9)
!22 = !DILocation(line: 25, column: 5, scope: !9)
!23 = !DILocation(line: 26, column: 5, scope: !9)
!24 = !DILocation(line: 27, column: 5, scope: !9)
!25 = !DILocation(line: 28, column: 15, scope: !9)
!26 = !{!27, !27, i64 0}
!27 = !{!"float", !28, i64 0}
!28 = !{!"omnipotent char", !29, i64 0}
!29 = !{!"Simple C/C++ TBAA"}
!30 = !DILocation(line: 29, column: 5, scope: !9)
!31 = !DILocation(line: 30, column: 5, scope: !9)
!32 = !DILocation(line: 30, column: 11, scope: !9)
!33 = !DILocation(line: 31, column: 5, scope: !9)
!34 = !DILocation(line: 23, column: 54, scope: !9)
!35 = distinct !{!35, !16, !36, !37}
!36 = !DILocation(line: 32, column: 3, scope: !9)
!37 = !{!"llvm.loop.mustprogress"}
!38 = !DILocation(line: 29, column: 45, scope: !9)
!39 = !DILocation(line: 29, column: 52, scope: !9)
!40 = !DILocation(line: 29, column: 36, scope: !9)
!41 = !DILocation(line: 29, column: 27, scope: !9)
!42 = distinct !{!42, !30, !43, !37}
!43 = !DILocation(line: 29, column: 67, scope: !9)
!44 = !DISubprogram(name: "get_block_idx", scope: !45, file: !45, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!45 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!46 = !DISubprogram(name: "set_flag", scope: !45, file: !45, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!47 = !DISubprogram(name: "wait_flag", scope: !45, file: !45, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!48 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !45, file: !45, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!49 = distinct !DISubprogram(name: "exp_sum", scope: !1, file: !1, line: 36, type: !10, scopeLine: 38, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!50 = !DILocation(line: 41, column: 19, scope: !49)
!51 = !DILocation(line: 41, column: 35, scope: !49)
!52 = !DILocation(line: 42, column: 3, scope: !49)
!53 = !DILocation(line: 43, column: 3, scope: !49)
!54 = !DILocation(line: 44, column: 29, scope: !49)
!55 = !DILocation(line: 44, column: 3, scope: !49)
!56 = !DILocation(line: 64, column: 3, scope: !49)
!57 = !DILocation(line: 65, column: 3, scope: !49)
!58 = !DILocation(line: 66, column: 1, scope: !49)
!59 = !DILocation(line: 45, column: 15, scope: !49)
!60 = !DILocation(line: 46, column: 5, scope: !49)
!61 = !DILocation(line: 47, column: 31, scope: !49)
!62 = !DILocation(line: 47, column: 27, scope: !49)
!63 = !DILocation(line: 47, column: 5, scope: !49)
!64 = !DILocation(line: 48, column: 5, scope: !49)
!65 = !DILocation(line: 49, column: 5, scope: !49)
!66 = !DILocation(line: 50, column: 23, scope: !49)
!67 = !DILocation(line: 50, column: 5, scope: !49)
!68 = !DILocation(line: 51, column: 5, scope: !49)
!69 = !DILocation(line: 52, column: 5, scope: !49)
!70 = !DILocation(line: 53, column: 5, scope: !49)
!71 = !DILocation(line: 54, column: 5, scope: !49)
!72 = !DILocation(line: 55, column: 5, scope: !49)
!73 = !DILocation(line: 56, column: 5, scope: !49)
!74 = !DILocation(line: 57, column: 23, scope: !49)
!75 = !DILocation(line: 57, column: 5, scope: !49)
!76 = !DILocation(line: 58, column: 5, scope: !49)
!77 = !DILocation(line: 59, column: 5, scope: !49)
!78 = !DILocation(line: 61, column: 5, scope: !49)
!79 = !DILocation(line: 62, column: 5, scope: !49)
!80 = !DILocation(line: 62, column: 13, scope: !49)
!81 = !DILocation(line: 44, column: 54, scope: !49)
!82 = distinct !{!82, !55, !83, !37}
!83 = !DILocation(line: 63, column: 3, scope: !49)
!84 = !DILocation(line: 61, column: 48, scope: !49)
!85 = !DILocation(line: 61, column: 45, scope: !49)
!86 = !DILocation(line: 61, column: 36, scope: !49)
!87 = !DILocation(line: 61, column: 27, scope: !49)
!88 = distinct !{!88, !78, !89, !37}
!89 = !DILocation(line: 61, column: 53, scope: !49)
!90 = !DISubprogram(name: "vadds_f32", scope: !45, file: !45, line: 143, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!91 = !DISubprogram(name: "vexp_f32", scope: !45, file: !45, line: 125, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!92 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !45, file: !45, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!93 = distinct !DISubprogram(name: "normalise_rows", scope: !1, file: !1, line: 68, type: !10, scopeLine: 69, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!94 = !DILocation(line: 72, column: 19, scope: !93)
!95 = !DILocation(line: 72, column: 35, scope: !93)
!96 = !DILocation(line: 73, column: 3, scope: !93)
!97 = !DILocation(line: 74, column: 3, scope: !93)
!98 = !DILocation(line: 75, column: 29, scope: !93)
!99 = !DILocation(line: 75, column: 3, scope: !93)
!100 = !DILocation(line: 89, column: 3, scope: !93)
!101 = !DILocation(line: 90, column: 3, scope: !93)
!102 = !DILocation(line: 91, column: 1, scope: !93)
!103 = !DILocation(line: 76, column: 28, scope: !93)
!104 = !DILocation(line: 76, column: 26, scope: !93)
!105 = !DILocation(line: 77, column: 5, scope: !93)
!106 = !DILocation(line: 78, column: 31, scope: !93)
!107 = !DILocation(line: 78, column: 27, scope: !93)
!108 = !DILocation(line: 78, column: 5, scope: !93)
!109 = !DILocation(line: 79, column: 5, scope: !93)
!110 = !DILocation(line: 80, column: 5, scope: !93)
!111 = !DILocation(line: 81, column: 5, scope: !93)
!112 = !DILocation(line: 82, column: 5, scope: !93)
!113 = !DILocation(line: 83, column: 5, scope: !93)
!114 = !DILocation(line: 84, column: 5, scope: !93)
!115 = !DILocation(line: 85, column: 5, scope: !93)
!116 = !DILocation(line: 86, column: 23, scope: !93)
!117 = !DILocation(line: 86, column: 5, scope: !93)
!118 = !DILocation(line: 87, column: 5, scope: !93)
!119 = !DILocation(line: 75, column: 54, scope: !93)
!120 = distinct !{!120, !99, !121, !37}
!121 = !DILocation(line: 88, column: 3, scope: !93)
!122 = !DISubprogram(name: "vmuls_f32", scope: !45, file: !45, line: 145, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!123 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 95, type: !10, scopeLine: 95, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!124 = !DILocation(line: 97, column: 14, scope: !123)
!125 = !DILocation(line: 97, column: 34, scope: !123)
!126 = !DILocation(line: 98, column: 3, scope: !123)
!127 = !DILocation(line: 98, column: 30, scope: !123)
!128 = !DILocation(line: 98, column: 58, scope: !123)
!129 = !DILocation(line: 98, column: 42, scope: !123)
!130 = !DILocation(line: 98, column: 72, scope: !123)
!131 = !DILocation(line: 98, column: 35, scope: !123)
!132 = !DILocation(line: 98, column: 40, scope: !123)
!133 = distinct !{!133, !126, !134, !37, !135, !136}
!134 = !DILocation(line: 98, column: 74, scope: !123)
!135 = !{!"llvm.loop.isvectorized", i32 1}
!136 = !{!"llvm.loop.unroll.runtime.disable"}
!137 = !DILocation(line: 99, column: 3, scope: !123)
!138 = !DILocation(line: 100, column: 3, scope: !123)
!139 = !DILocation(line: 101, column: 3, scope: !123)
!140 = !DILocation(line: 102, column: 3, scope: !123)
!141 = !DILocation(line: 103, column: 3, scope: !123)
!142 = !DILocation(line: 104, column: 3, scope: !123)
!143 = !DILocation(line: 105, column: 3, scope: !123)
!144 = !DILocation(line: 106, column: 3, scope: !123)
!145 = !DILocation(line: 107, column: 15, scope: !123)
!146 = !{!147, !147, i64 0}
!147 = !{!"any pointer", !28, i64 0}
!148 = !DILocation(line: 107, column: 3, scope: !123)
!149 = !DILocation(line: 108, column: 3, scope: !123)
!150 = !DILocation(line: 108, column: 37, scope: !123)
!151 = !DILocation(line: 108, column: 27, scope: !123)
!152 = !DILocation(line: 108, column: 26, scope: !123)
!153 = !{!154, !154, i64 0}
!154 = !{!"long", !28, i64 0}
!155 = !DILocation(line: 108, column: 51, scope: !123)
!156 = !DILocation(line: 108, column: 41, scope: !123)
!157 = !DILocation(line: 109, column: 82, scope: !123)
!158 = !DILocation(line: 109, column: 3, scope: !123)
!159 = !DILocation(line: 110, column: 3, scope: !123)
!160 = !DILocation(line: 110, column: 37, scope: !123)
!161 = !DILocation(line: 110, column: 27, scope: !123)
!162 = !DILocation(line: 110, column: 26, scope: !123)
!163 = !DILocation(line: 110, column: 51, scope: !123)
!164 = !DILocation(line: 110, column: 41, scope: !123)
!165 = !DILocation(line: 110, column: 67, scope: !123)
!166 = !DILocation(line: 110, column: 57, scope: !123)
!167 = !DILocation(line: 110, column: 81, scope: !123)
!168 = !DILocation(line: 110, column: 71, scope: !123)
!169 = !DILocation(line: 111, column: 82, scope: !123)
!170 = !DILocation(line: 111, column: 3, scope: !123)
!171 = !DILocation(line: 112, column: 3, scope: !123)
!172 = !DILocation(line: 112, column: 38, scope: !123)
!173 = !DILocation(line: 112, column: 28, scope: !123)
!174 = !DILocation(line: 112, column: 27, scope: !123)
!175 = !DILocation(line: 112, column: 52, scope: !123)
!176 = !DILocation(line: 112, column: 42, scope: !123)
!177 = !DILocation(line: 112, column: 68, scope: !123)
!178 = !DILocation(line: 112, column: 58, scope: !123)
!179 = !DILocation(line: 113, column: 91, scope: !123)
!180 = !DILocation(line: 113, column: 3, scope: !123)
!181 = !DILocation(line: 114, column: 26, scope: !123)
!182 = !DILocation(line: 114, column: 3, scope: !123)
!183 = !DILocation(line: 115, column: 25, scope: !123)
!184 = !DILocation(line: 115, column: 3, scope: !123)
!185 = !DILocation(line: 119, column: 3, scope: !123)
!186 = !DILocation(line: 132, column: 30, scope: !123)
!187 = !DILocation(line: 132, column: 24, scope: !123)
!188 = !DILocation(line: 131, column: 3, scope: !123)
!189 = !DILocation(line: 133, column: 13, scope: !123)
!190 = !DILocation(line: 133, column: 3, scope: !123)
!191 = !DILocation(line: 133, column: 28, scope: !123)
!192 = !DILocation(line: 133, column: 18, scope: !123)
!193 = !DILocation(line: 133, column: 45, scope: !123)
!194 = !DILocation(line: 133, column: 35, scope: !123)
!195 = !DILocation(line: 133, column: 60, scope: !123)
!196 = !DILocation(line: 133, column: 50, scope: !123)
!197 = !DILocation(line: 133, column: 77, scope: !123)
!198 = !DILocation(line: 133, column: 67, scope: !123)
!199 = !DILocation(line: 134, column: 22, scope: !123)
!200 = !DILocation(line: 134, column: 3, scope: !123)
!201 = !DILocation(line: 135, column: 3, scope: !123)
!202 = !DILocation(line: 135, column: 12, scope: !123)
!203 = !DILocation(line: 136, column: 16, scope: !123)
!204 = !DILocation(line: 137, column: 1, scope: !123)
!205 = !DILocation(line: 120, column: 30, scope: !123)
!206 = !DILocation(line: 120, column: 26, scope: !123)
!207 = !DILocation(line: 121, column: 15, scope: !123)
!208 = !DILocation(line: 121, column: 5, scope: !123)
!209 = !DILocation(line: 122, column: 5, scope: !123)
!210 = !DILocation(line: 122, column: 45, scope: !123)
!211 = !DILocation(line: 122, column: 52, scope: !123)
!212 = !DILocation(line: 122, column: 36, scope: !123)
!213 = !DILocation(line: 122, column: 27, scope: !123)
!214 = distinct !{!214, !209, !215, !37}
!215 = !DILocation(line: 122, column: 67, scope: !123)
!216 = !DILocation(line: 124, column: 26, scope: !123)
!217 = !DILocation(line: 125, column: 5, scope: !123)
!218 = !DILocation(line: 125, column: 36, scope: !123)
!219 = !DILocation(line: 126, column: 24, scope: !123)
!220 = !DILocation(line: 126, column: 29, scope: !123)
!221 = !DILocation(line: 126, column: 58, scope: !123)
!222 = !DILocation(line: 126, column: 46, scope: !123)
!223 = !DILocation(line: 127, column: 25, scope: !123)
!224 = !DILocation(line: 127, column: 21, scope: !123)
!225 = !DILocation(line: 128, column: 30, scope: !123)
!226 = !DILocation(line: 128, column: 22, scope: !123)
!227 = !DILocation(line: 128, column: 13, scope: !123)
!228 = distinct !{!228, !217, !229, !37, !135, !136}
!229 = !DILocation(line: 129, column: 5, scope: !123)
!230 = !DILocation(line: 130, column: 3, scope: !123)
!231 = !DILocation(line: 119, column: 33, scope: !123)
!232 = !DILocation(line: 119, column: 25, scope: !123)
!233 = distinct !{!233, !185, !230, !37}
!234 = !DILocation(line: 123, column: 60, scope: !123)
!235 = !DILocation(line: 123, column: 67, scope: !123)
!236 = !DILocation(line: 123, column: 55, scope: !123)
!237 = !DILocation(line: 123, column: 48, scope: !123)
!238 = !DILocation(line: 123, column: 53, scope: !123)
!239 = !DILocation(line: 123, column: 45, scope: !123)
!240 = !DILocation(line: 123, column: 36, scope: !123)
!241 = !DILocation(line: 123, column: 27, scope: !123)
!242 = !DILocation(line: 123, column: 5, scope: !123)
!243 = distinct !{!243, !242, !244, !37}
!244 = !DILocation(line: 123, column: 71, scope: !123)
!245 = !DISubprogram(name: "malloc", scope: !246, file: !246, line: 53, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!246 = !DIFile(filename: "samples/ascend/include/ascend_host.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "128fa0814a5b2c423bb2b7b48b15d840")
!247 = !DISubprogram(name: "aclrtCreateStream", scope: !246, file: !246, line: 34, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!248 = !DISubprogram(name: "aclrtMalloc", scope: !246, file: !246, line: 37, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!249 = !DISubprogram(name: "aclrtMemcpy", scope: !246, file: !246, line: 39, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!250 = !DISubprogram(name: "rtKernelLaunch", scope: !246, file: !246, line: 46, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!251 = !DISubprogram(name: "aclrtSynchronizeStream", scope: !246, file: !246, line: 36, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!252 = !DISubprogram(name: "expf", scope: !1, file: !1, line: 93, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!253 = !DISubprogram(name: "printf", scope: !246, file: !246, line: 52, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!254 = !DISubprogram(name: "aclrtFree", scope: !246, file: !246, line: 38, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!255 = !DISubprogram(name: "aclrtDestroyStream", scope: !246, file: !246, line: 35, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!256 = !DISubprogram(name: "free", scope: !246, file: !246, line: 54, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
