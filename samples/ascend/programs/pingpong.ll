; ModuleID = 'samples/ascend/programs/pingpong.c'
source_filename = "samples/ascend/programs/pingpong.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@relax_steps = dso_local local_unnamed_addr global i32 5, align 4
@.str = private unnamed_addr constant [14 x i8] c"ascend_kernel\00", section "llvm.metadata"
@.str.1 = private unnamed_addr constant [35 x i8] c"samples/ascend/programs/pingpong.c\00", section "llvm.metadata"
@.str.2 = private unnamed_addr constant [73 x i8] c"pingpong: %d steps, %lld of %lld values differ from the C reference: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@llvm.global.annotations = appending global [1 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @relax, ptr @.str, ptr @.str.1, i32 21, ptr null }], section "llvm.metadata"

; Function Attrs: noinline nounwind uwtable
define dso_local void @relax(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i64 noundef %2) #0 !dbg !9 {
  %4 = tail call i64 @get_block_idx() #8, !dbg !12
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #8, !dbg !13
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #8, !dbg !14
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #8, !dbg !15
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #8, !dbg !16
  %5 = icmp sgt i64 %2, 0, !dbg !17
  br i1 %5, label %6, label %10, !dbg !18

6:                                                ; preds = %3
  %7 = mul nsw i64 %4, %2, !dbg !19
  %8 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %7
  %9 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %7
  br label %11, !dbg !18

10:                                               ; preds = %39, %3
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #8, !dbg !20
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #8, !dbg !21
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #8, !dbg !22
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #8, !dbg !23
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
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #8, !dbg !42
  br label %31, !dbg !42

30:                                               ; preds = %11
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #8, !dbg !43
  br label %31

31:                                               ; preds = %30, %29
  %32 = getelementptr inbounds float, ptr addrspace(1) %8, i64 %13, !dbg !44
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %25, ptr addrspace(1) noundef %32, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !45
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #8, !dbg !46
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #8, !dbg !47
  br i1 %28, label %34, label %33, !dbg !48

33:                                               ; preds = %31
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #8, !dbg !49
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull %27, ptr addrspace(6) noundef nonnull %25, float noundef 5.000000e-01, i8 noundef zeroext %22, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #8, !dbg !50
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #8, !dbg !51
  br label %35, !dbg !51

34:                                               ; preds = %31
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #8, !dbg !52
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull %27, ptr addrspace(6) noundef %25, float noundef 5.000000e-01, i8 noundef zeroext %22, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #8, !dbg !50
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #8, !dbg !53
  br label %35

35:                                               ; preds = %34, %33
  tail call void @vadds_f32(ptr addrspace(6) noundef nonnull %27, ptr addrspace(6) noundef nonnull %27, float noundef 1.000000e+00, i8 noundef zeroext %22, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #8, !dbg !54
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #8, !dbg !55
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #8, !dbg !56
  %36 = getelementptr inbounds float, ptr addrspace(1) %9, i64 %13, !dbg !57
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %36, ptr addrspace(6) noundef nonnull %27, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %19, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !58
  br i1 %28, label %38, label %37, !dbg !59

37:                                               ; preds = %35
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #8, !dbg !60
  br label %39, !dbg !60

38:                                               ; preds = %35
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #8, !dbg !61
  br label %39

39:                                               ; preds = %38, %37
  %40 = add nuw nsw i64 %13, 1024, !dbg !62
  %41 = add nuw nsw i64 %12, 1, !dbg !63
  %42 = icmp slt i64 %40, %2, !dbg !17
  br i1 %42, label %11, label %10, !dbg !18, !llvm.loop !64
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !67 i64 @get_block_idx() local_unnamed_addr #2

declare !dbg !69 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #2

declare !dbg !70 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #2

declare !dbg !71 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

declare !dbg !72 void @vmuls_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !73 void @vadds_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !74 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !75 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca [3 x i64], align 16
  %5 = tail call dereferenceable_or_null(72000) ptr @malloc(i64 noundef 72000) #9, !dbg !76
  %6 = tail call dereferenceable_or_null(72000) ptr @malloc(i64 noundef 72000) #9, !dbg !77
  br label %7, !dbg !78

7:                                                ; preds = %7, %0
  %8 = phi i64 [ 0, %0 ], [ %20, %7 ], !dbg !79
  %9 = phi <4 x i16> [ <i16 0, i16 1, i16 2, i16 3>, %0 ], [ %21, %7 ], !dbg !80
  %10 = urem <4 x i16> %9, <i16 23, i16 23, i16 23, i16 23>, !dbg !80
  %11 = uitofp <4 x i16> %10 to <4 x float>, !dbg !81
  %12 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %11, <4 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, <4 x float> <float -3.000000e+01, float -3.000000e+01, float -3.000000e+01, float -3.000000e+01>), !dbg !82
  %13 = getelementptr inbounds float, ptr %5, i64 %8, !dbg !83
  store <4 x float> %12, ptr %13, align 4, !dbg !84, !tbaa !85
  %14 = or i64 %8, 4, !dbg !79
  %15 = add <4 x i16> %9, <i16 4, i16 4, i16 4, i16 4>, !dbg !80
  %16 = urem <4 x i16> %15, <i16 23, i16 23, i16 23, i16 23>, !dbg !80
  %17 = uitofp <4 x i16> %16 to <4 x float>, !dbg !81
  %18 = tail call <4 x float> @llvm.fmuladd.v4f32(<4 x float> %17, <4 x float> <float 3.000000e+00, float 3.000000e+00, float 3.000000e+00, float 3.000000e+00>, <4 x float> <float -3.000000e+01, float -3.000000e+01, float -3.000000e+01, float -3.000000e+01>), !dbg !82
  %19 = getelementptr inbounds float, ptr %5, i64 %14, !dbg !83
  store <4 x float> %18, ptr %19, align 4, !dbg !84, !tbaa !85
  %20 = add nuw nsw i64 %8, 8, !dbg !79
  %21 = add <4 x i16> %9, <i16 8, i16 8, i16 8, i16 8>, !dbg !80
  %22 = icmp eq i64 %20, 18000, !dbg !79
  br i1 %22, label %23, label %7, !dbg !79, !llvm.loop !89

23:                                               ; preds = %7
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !93
  %24 = call i32 @aclrtCreateStream(ptr noundef nonnull %1) #8, !dbg !94
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !95
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !95
  %25 = call i32 @aclrtMalloc(ptr noundef nonnull %2, i64 noundef 72000, i32 noundef 0) #8, !dbg !96
  %26 = call i32 @aclrtMalloc(ptr noundef nonnull %3, i64 noundef 72000, i32 noundef 0) #8, !dbg !97
  %27 = load ptr, ptr %2, align 8, !dbg !98, !tbaa !99
  %28 = call i32 @aclrtMemcpy(ptr noundef %27, i64 noundef 72000, ptr noundef nonnull %5, i64 noundef 72000, i32 noundef 1) #8, !dbg !101
  %29 = load ptr, ptr %2, align 8, !dbg !102, !tbaa !99
  %30 = load i32, ptr @relax_steps, align 4, !dbg !103, !tbaa !104
  %31 = icmp sgt i32 %30, 0, !dbg !106
  br i1 %31, label %32, label %36, !dbg !107

32:                                               ; preds = %23
  %33 = load ptr, ptr %3, align 8, !dbg !108, !tbaa !99
  %34 = getelementptr inbounds i64, ptr %4, i64 1
  %35 = getelementptr inbounds i64, ptr %4, i64 2
  br label %47, !dbg !107

36:                                               ; preds = %47, %23
  %37 = phi ptr [ %29, %23 ], [ %49, %47 ], !dbg !109
  %38 = load ptr, ptr %1, align 8, !dbg !110, !tbaa !99
  %39 = call i32 @aclrtSynchronizeStream(ptr noundef %38) #8, !dbg !111
  %40 = call i32 @aclrtMemcpy(ptr noundef %6, i64 noundef 72000, ptr noundef %37, i64 noundef 72000, i32 noundef 2) #8, !dbg !112
  %41 = load i32, ptr @relax_steps, align 4, !tbaa !104
  %42 = icmp sgt i32 %41, 0
  %43 = and i32 %41, 7
  %44 = icmp ult i32 %41, 8
  %45 = and i32 %41, -8
  %46 = icmp eq i32 %43, 0
  br label %70, !dbg !113

47:                                               ; preds = %32, %47
  %48 = phi i32 [ 0, %32 ], [ %55, %47 ]
  %49 = phi ptr [ %33, %32 ], [ %50, %47 ]
  %50 = phi ptr [ %29, %32 ], [ %49, %47 ]
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %4) #8, !dbg !114
  %51 = ptrtoint ptr %50 to i64, !dbg !115
  store i64 %51, ptr %4, align 16, !dbg !116, !tbaa !117
  %52 = ptrtoint ptr %49 to i64, !dbg !119
  store i64 %52, ptr %34, align 8, !dbg !116, !tbaa !117
  store i64 3000, ptr %35, align 16, !dbg !116, !tbaa !117
  %53 = load ptr, ptr %1, align 8, !dbg !120, !tbaa !99
  %54 = call i32 @rtKernelLaunch(ptr noundef nonnull @relax, i32 noundef 6, ptr noundef nonnull %4, i32 noundef 24, ptr noundef null, ptr noundef %53) #8, !dbg !121
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %4) #8, !dbg !122
  %55 = add nuw nsw i32 %48, 1, !dbg !123
  %56 = load i32, ptr @relax_steps, align 4, !dbg !103, !tbaa !104
  %57 = icmp slt i32 %55, %56, !dbg !106
  br i1 %57, label %47, label %36, !dbg !107, !llvm.loop !124

58:                                               ; preds = %86
  %59 = icmp eq i64 %92, 0, !dbg !125
  %60 = select i1 %59, ptr @.str.3, ptr @.str.4, !dbg !126
  %61 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i32 noundef %41, i64 noundef %92, i64 noundef 18000, ptr noundef nonnull %60), !dbg !127
  %62 = load ptr, ptr %2, align 8, !dbg !128, !tbaa !99
  %63 = call i32 @aclrtFree(ptr noundef %62) #8, !dbg !129
  %64 = load ptr, ptr %3, align 8, !dbg !130, !tbaa !99
  %65 = call i32 @aclrtFree(ptr noundef %64) #8, !dbg !131
  %66 = load ptr, ptr %1, align 8, !dbg !132, !tbaa !99
  %67 = call i32 @aclrtDestroyStream(ptr noundef %66) #8, !dbg !133
  call void @free(ptr noundef %5), !dbg !134
  call void @free(ptr noundef nonnull %6), !dbg !135
  %68 = icmp ne i64 %92, 0, !dbg !136
  %69 = zext i1 %68 to i32, !dbg !136
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8, !dbg !137
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !137
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !137
  ret i32 %69, !dbg !137

70:                                               ; preds = %36, %86
  %71 = phi i64 [ 0, %36 ], [ %93, %86 ]
  %72 = phi i64 [ 0, %36 ], [ %92, %86 ]
  %73 = getelementptr inbounds float, ptr %5, i64 %71, !dbg !138
  %74 = load float, ptr %73, align 4, !dbg !138, !tbaa !85
  br i1 %42, label %75, label %86, !dbg !139

75:                                               ; preds = %70
  br i1 %44, label %76, label %95, !dbg !139

76:                                               ; preds = %95, %75
  %77 = phi float [ undef, %75 ], [ %113, %95 ]
  %78 = phi float [ %74, %75 ], [ %113, %95 ]
  br i1 %46, label %86, label %79, !dbg !139

79:                                               ; preds = %76, %79
  %80 = phi float [ %83, %79 ], [ %78, %76 ]
  %81 = phi i32 [ %84, %79 ], [ 0, %76 ]
  %82 = fmul float %80, 5.000000e-01, !dbg !140
  %83 = fadd float %82, 1.000000e+00, !dbg !141
  %84 = add i32 %81, 1, !dbg !139
  %85 = icmp eq i32 %84, %43, !dbg !139
  br i1 %85, label %86, label %79, !dbg !139, !llvm.loop !142

86:                                               ; preds = %76, %79, %70
  %87 = phi float [ %74, %70 ], [ %77, %76 ], [ %83, %79 ], !dbg !109
  %88 = getelementptr inbounds float, ptr %6, i64 %71, !dbg !144
  %89 = load float, ptr %88, align 4, !dbg !144, !tbaa !85
  %90 = fcmp une float %89, %87, !dbg !145
  %91 = zext i1 %90 to i64
  %92 = add nuw nsw i64 %72, %91, !dbg !146
  %93 = add nuw nsw i64 %71, 1, !dbg !147
  %94 = icmp eq i64 %93, 18000, !dbg !148
  br i1 %94, label %58, label %70, !dbg !113, !llvm.loop !149

95:                                               ; preds = %75, %95
  %96 = phi float [ %113, %95 ], [ %74, %75 ]
  %97 = phi i32 [ %114, %95 ], [ 0, %75 ]
  %98 = fmul float %96, 5.000000e-01, !dbg !140
  %99 = fadd float %98, 1.000000e+00, !dbg !141
  %100 = fmul float %99, 5.000000e-01, !dbg !140
  %101 = fadd float %100, 1.000000e+00, !dbg !141
  %102 = fmul float %101, 5.000000e-01, !dbg !140
  %103 = fadd float %102, 1.000000e+00, !dbg !141
  %104 = fmul float %103, 5.000000e-01, !dbg !140
  %105 = fadd float %104, 1.000000e+00, !dbg !141
  %106 = fmul float %105, 5.000000e-01, !dbg !140
  %107 = fadd float %106, 1.000000e+00, !dbg !141
  %108 = fmul float %107, 5.000000e-01, !dbg !140
  %109 = fadd float %108, 1.000000e+00, !dbg !141
  %110 = fmul float %109, 5.000000e-01, !dbg !140
  %111 = fadd float %110, 1.000000e+00, !dbg !141
  %112 = fmul float %111, 5.000000e-01, !dbg !140
  %113 = fadd float %112, 1.000000e+00, !dbg !141
  %114 = add i32 %97, 8, !dbg !139
  %115 = icmp eq i32 %114, %45, !dbg !139
  br i1 %115, label %76, label %95, !dbg !139, !llvm.loop !151
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !153 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !155 i32 @aclrtCreateStream(ptr noundef) local_unnamed_addr #2

declare !dbg !156 i32 @aclrtMalloc(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !157 i32 @aclrtMemcpy(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !158 i32 @rtKernelLaunch(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !159 i32 @aclrtSynchronizeStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: nofree nounwind
declare !dbg !160 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #5

declare !dbg !161 i32 @aclrtFree(ptr noundef) local_unnamed_addr #2

declare !dbg !162 i32 @aclrtDestroyStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !163 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #6

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smin.i64(i64, i64) #7

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare <4 x float> @llvm.fmuladd.v4f32(<4 x float>, <4 x float>, <4 x float>) #7

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #6 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #8 = { nounwind }
attributes #9 = { allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/programs/pingpong.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "182ed595ebdd80de1eab06c393e255e7")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "relax", scope: !1, file: !1, line: 21, type: !10, scopeLine: 22, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 23, column: 18, scope: !9)
!13 = !DILocation(line: 24, column: 3, scope: !9)
!14 = !DILocation(line: 25, column: 3, scope: !9)
!15 = !DILocation(line: 26, column: 3, scope: !9)
!16 = !DILocation(line: 27, column: 3, scope: !9)
!17 = !DILocation(line: 29, column: 31, scope: !9)
!18 = !DILocation(line: 29, column: 3, scope: !9)
!19 = !DILocation(line: 23, column: 34, scope: !9)
!20 = !DILocation(line: 49, column: 3, scope: !9)
!21 = !DILocation(line: 50, column: 3, scope: !9)
!22 = !DILocation(line: 51, column: 3, scope: !9)
!23 = !DILocation(line: 52, column: 3, scope: !9)
!24 = !DILocation(line: 53, column: 1, scope: !9)
!25 = !DILocation(line: 30, column: 34, scope: !9)
!26 = !DILocation(line: 16, column: 53, scope: !27, inlinedAt: !28)
!27 = distinct !DISubprogram(name: "min64", scope: !1, file: !1, line: 16, type: !10, scopeLine: 16, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!28 = distinct !DILocation(line: 30, column: 19, scope: !9)
!29 = !DILocation(line: 31, column: 39, scope: !9)
!30 = !DILocation(line: 31, column: 43, scope: !9)
!31 = !DILocation(line: 31, column: 49, scope: !9)
!32 = !DILocation(line: 31, column: 23, scope: !9)
!33 = !DILocation(line: 32, column: 42, scope: !9)
!34 = !DILocation(line: 32, column: 49, scope: !9)
!35 = !DILocation(line: 32, column: 23, scope: !9)
!36 = !DILocation(line: 33, column: 22, scope: !9)
!37 = !DILocation(line: 34, column: 50, scope: !9)
!38 = !DILocation(line: 34, column: 26, scope: !9)
!39 = !DILocation(line: 35, column: 60, scope: !9)
!40 = !DILocation(line: 35, column: 27, scope: !9)
!41 = !DILocation(line: 36, column: 9, scope: !9)
!42 = !DILocation(line: 36, column: 15, scope: !9)
!43 = !DILocation(line: 36, column: 61, scope: !9)
!44 = !DILocation(line: 37, column: 34, scope: !9)
!45 = !DILocation(line: 37, column: 5, scope: !9)
!46 = !DILocation(line: 38, column: 5, scope: !9)
!47 = !DILocation(line: 39, column: 5, scope: !9)
!48 = !DILocation(line: 40, column: 9, scope: !9)
!49 = !DILocation(line: 40, column: 15, scope: !9)
!50 = !DILocation(line: 41, column: 5, scope: !9)
!51 = !DILocation(line: 42, column: 15, scope: !9)
!52 = !DILocation(line: 40, column: 61, scope: !9)
!53 = !DILocation(line: 42, column: 60, scope: !9)
!54 = !DILocation(line: 43, column: 5, scope: !9)
!55 = !DILocation(line: 44, column: 5, scope: !9)
!56 = !DILocation(line: 45, column: 5, scope: !9)
!57 = !DILocation(line: 46, column: 30, scope: !9)
!58 = !DILocation(line: 46, column: 5, scope: !9)
!59 = !DILocation(line: 47, column: 9, scope: !9)
!60 = !DILocation(line: 47, column: 15, scope: !9)
!61 = !DILocation(line: 47, column: 60, scope: !9)
!62 = !DILocation(line: 29, column: 48, scope: !9)
!63 = !DILocation(line: 29, column: 57, scope: !9)
!64 = distinct !{!64, !18, !65, !66}
!65 = !DILocation(line: 48, column: 3, scope: !9)
!66 = !{!"llvm.loop.mustprogress"}
!67 = !DISubprogram(name: "get_block_idx", scope: !68, file: !68, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!68 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!69 = !DISubprogram(name: "set_flag", scope: !68, file: !68, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!70 = !DISubprogram(name: "wait_flag", scope: !68, file: !68, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!71 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !68, file: !68, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!72 = !DISubprogram(name: "vmuls_f32", scope: !68, file: !68, line: 145, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!73 = !DISubprogram(name: "vadds_f32", scope: !68, file: !68, line: 143, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!74 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !68, file: !68, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!75 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 55, type: !10, scopeLine: 55, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!76 = !DILocation(line: 58, column: 14, scope: !75)
!77 = !DILocation(line: 58, column: 34, scope: !75)
!78 = !DILocation(line: 59, column: 3, scope: !75)
!79 = !DILocation(line: 59, column: 30, scope: !75)
!80 = !DILocation(line: 59, column: 52, scope: !75)
!81 = !DILocation(line: 59, column: 42, scope: !75)
!82 = !DILocation(line: 59, column: 65, scope: !75)
!83 = !DILocation(line: 59, column: 35, scope: !75)
!84 = !DILocation(line: 59, column: 40, scope: !75)
!85 = !{!86, !86, i64 0}
!86 = !{!"float", !87, i64 0}
!87 = !{!"omnipotent char", !88, i64 0}
!88 = !{!"Simple C/C++ TBAA"}
!89 = distinct !{!89, !78, !90, !66, !91, !92}
!90 = !DILocation(line: 59, column: 67, scope: !75)
!91 = !{!"llvm.loop.isvectorized", i32 1}
!92 = !{!"llvm.loop.unroll.runtime.disable"}
!93 = !DILocation(line: 60, column: 3, scope: !75)
!94 = !DILocation(line: 61, column: 3, scope: !75)
!95 = !DILocation(line: 62, column: 3, scope: !75)
!96 = !DILocation(line: 63, column: 3, scope: !75)
!97 = !DILocation(line: 64, column: 3, scope: !75)
!98 = !DILocation(line: 65, column: 15, scope: !75)
!99 = !{!100, !100, i64 0}
!100 = !{!"any pointer", !87, i64 0}
!101 = !DILocation(line: 65, column: 3, scope: !75)
!102 = !DILocation(line: 66, column: 16, scope: !75)
!103 = !DILocation(line: 67, column: 29, scope: !75)
!104 = !{!105, !105, i64 0}
!105 = !{!"int", !87, i64 0}
!106 = !DILocation(line: 67, column: 27, scope: !75)
!107 = !DILocation(line: 67, column: 3, scope: !75)
!108 = !DILocation(line: 66, column: 28, scope: !75)
!109 = !DILocation(line: 0, scope: !75)
!110 = !DILocation(line: 74, column: 26, scope: !75)
!111 = !DILocation(line: 74, column: 3, scope: !75)
!112 = !DILocation(line: 75, column: 3, scope: !75)
!113 = !DILocation(line: 77, column: 3, scope: !75)
!114 = !DILocation(line: 68, column: 5, scope: !75)
!115 = !DILocation(line: 68, column: 25, scope: !75)
!116 = !DILocation(line: 68, column: 24, scope: !75)
!117 = !{!118, !118, i64 0}
!118 = !{!"long", !87, i64 0}
!119 = !DILocation(line: 68, column: 41, scope: !75)
!120 = !DILocation(line: 69, column: 75, scope: !75)
!121 = !DILocation(line: 69, column: 5, scope: !75)
!122 = !DILocation(line: 73, column: 3, scope: !75)
!123 = !DILocation(line: 67, column: 42, scope: !75)
!124 = distinct !{!124, !107, !122, !66}
!125 = !DILocation(line: 86, column: 48, scope: !75)
!126 = !DILocation(line: 86, column: 42, scope: !75)
!127 = !DILocation(line: 85, column: 3, scope: !75)
!128 = !DILocation(line: 87, column: 13, scope: !75)
!129 = !DILocation(line: 87, column: 3, scope: !75)
!130 = !DILocation(line: 87, column: 30, scope: !75)
!131 = !DILocation(line: 87, column: 20, scope: !75)
!132 = !DILocation(line: 88, column: 22, scope: !75)
!133 = !DILocation(line: 88, column: 3, scope: !75)
!134 = !DILocation(line: 89, column: 3, scope: !75)
!135 = !DILocation(line: 89, column: 12, scope: !75)
!136 = !DILocation(line: 90, column: 16, scope: !75)
!137 = !DILocation(line: 91, column: 1, scope: !75)
!138 = !DILocation(line: 78, column: 15, scope: !75)
!139 = !DILocation(line: 79, column: 5, scope: !75)
!140 = !DILocation(line: 80, column: 13, scope: !75)
!141 = !DILocation(line: 81, column: 13, scope: !75)
!142 = distinct !{!142, !143}
!143 = !{!"llvm.loop.unroll.disable"}
!144 = !DILocation(line: 83, column: 14, scope: !75)
!145 = !DILocation(line: 83, column: 19, scope: !75)
!146 = !DILocation(line: 83, column: 11, scope: !75)
!147 = !DILocation(line: 77, column: 30, scope: !75)
!148 = !DILocation(line: 77, column: 25, scope: !75)
!149 = distinct !{!149, !113, !150, !66}
!150 = !DILocation(line: 84, column: 3, scope: !75)
!151 = distinct !{!151, !139, !152, !66}
!152 = !DILocation(line: 82, column: 5, scope: !75)
!153 = !DISubprogram(name: "malloc", scope: !154, file: !154, line: 53, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!154 = !DIFile(filename: "samples/ascend/include/ascend_host.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "128fa0814a5b2c423bb2b7b48b15d840")
!155 = !DISubprogram(name: "aclrtCreateStream", scope: !154, file: !154, line: 34, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!156 = !DISubprogram(name: "aclrtMalloc", scope: !154, file: !154, line: 37, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!157 = !DISubprogram(name: "aclrtMemcpy", scope: !154, file: !154, line: 39, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!158 = !DISubprogram(name: "rtKernelLaunch", scope: !154, file: !154, line: 46, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!159 = !DISubprogram(name: "aclrtSynchronizeStream", scope: !154, file: !154, line: 36, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!160 = !DISubprogram(name: "printf", scope: !154, file: !154, line: 52, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!161 = !DISubprogram(name: "aclrtFree", scope: !154, file: !154, line: 38, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!162 = !DISubprogram(name: "aclrtDestroyStream", scope: !154, file: !154, line: 35, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!163 = !DISubprogram(name: "free", scope: !154, file: !154, line: 54, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
