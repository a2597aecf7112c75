; ModuleID = 'samples/ascend/programs/matmul_bias.c'
source_filename = "samples/ascend/programs/matmul_bias.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

@.str = private unnamed_addr constant [14 x i8] c"ascend_kernel\00", section "llvm.metadata"
@.str.1 = private unnamed_addr constant [38 x i8] c"samples/ascend/programs/matmul_bias.c\00", section "llvm.metadata"
@.str.2 = private unnamed_addr constant [66 x i8] c"matmul_bias: %lld of %lld values differ from the C reference: %s\0A\00", align 1
@.str.3 = private unnamed_addr constant [5 x i8] c"PASS\00", align 1
@.str.4 = private unnamed_addr constant [5 x i8] c"FAIL\00", align 1
@llvm.global.annotations = appending global [2 x { ptr, ptr, ptr, i32, ptr }] [{ ptr, ptr, ptr, i32, ptr } { ptr @matmul, ptr @.str, ptr @.str.1, i32 20, ptr null }, { ptr, ptr, ptr, i32, ptr } { ptr @bias_relu, ptr @.str, ptr @.str.1, i32 46, ptr null }], section "llvm.metadata"

; Function Attrs: noinline nounwind uwtable
define dso_local void @matmul(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noalias noundef %2) #0 !dbg !9 {
  %4 = tail call i64 @get_block_idx() #8, !dbg !12
  %5 = shl nsw i64 %4, 12, !dbg !13
  %6 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %5, !dbg !14
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef null, ptr addrspace(1) noundef %6, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !15
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), ptr addrspace(1) noundef %1, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !16
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef null, ptr addrspace(2) noundef null, i16 noundef zeroext 0, i8 noundef zeroext 16, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #8, !dbg !17
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef null, ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 0, i8 noundef zeroext 16, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #8, !dbg !18
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef null, ptr addrspace(4) noundef null, i16 noundef zeroext 64, i16 noundef zeroext 64, i16 noundef zeroext 64, i1 noundef zeroext true) #8, !dbg !19
  tail call void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(5) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !20
  %7 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %5, !dbg !21
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %7, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !22
  ret void, !dbg !23
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #1

declare !dbg !24 i64 @get_block_idx() local_unnamed_addr #2

declare !dbg !26 void @copy_gm_to_cbuf(ptr addrspace(2) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

declare !dbg !27 void @load_cbuf_to_ca(ptr addrspace(3) noundef, ptr addrspace(2) noundef, i16 noundef zeroext, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i8 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #2

declare !dbg !28 void @load_cbuf_to_cb(ptr addrspace(4) noundef, ptr addrspace(2) noundef, i16 noundef zeroext, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i8 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #2

declare !dbg !29 void @mad(ptr addrspace(5) noundef, ptr addrspace(3) noundef, ptr addrspace(4) noundef, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #2

declare !dbg !30 void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(5) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

declare !dbg !31 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #1

; Function Attrs: noinline nounwind uwtable
define dso_local void @bias_relu(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noalias noundef %2) #0 !dbg !32 {
  %4 = tail call i64 @get_block_idx() #8, !dbg !33
  %5 = shl nsw i64 %4, 12, !dbg !34
  %6 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %5, !dbg !35
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %6, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !36
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(1) noundef %1, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !37
  tail call void @vadd_f32(ptr addrspace(6) noundef null, ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 0) #8, !dbg !38
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 33024 to ptr addrspace(6)), i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 0) #8, !dbg !38
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 33280 to ptr addrspace(6)), i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 0) #8, !dbg !38
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 33536 to ptr addrspace(6)), i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 0) #8, !dbg !38
  tail call void @vrelu_f32(ptr addrspace(6) noundef null, ptr addrspace(6) noundef null, i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #8, !dbg !39
  %7 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %5, !dbg !40
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %7, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #8, !dbg !41
  ret void, !dbg !42
}

declare !dbg !43 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #2

declare !dbg !44 void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

declare !dbg !45 void @vrelu_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #2

; Function Attrs: nounwind uwtable
define dso_local i32 @main() local_unnamed_addr #3 !dbg !46 {
  %1 = alloca ptr, align 8
  %2 = alloca ptr, align 8
  %3 = alloca ptr, align 8
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca ptr, align 8
  %7 = alloca [3 x i64], align 16
  %8 = alloca [3 x i64], align 16
  %9 = tail call dereferenceable_or_null(32768) ptr @malloc(i64 noundef 32768) #9, !dbg !47
  %10 = tail call dereferenceable_or_null(8192) ptr @malloc(i64 noundef 8192) #9, !dbg !48
  %11 = tail call dereferenceable_or_null(1024) ptr @malloc(i64 noundef 1024) #9, !dbg !49
  %12 = tail call dereferenceable_or_null(65536) ptr @malloc(i64 noundef 65536) #9, !dbg !50
  br label %13, !dbg !51

13:                                               ; preds = %0, %107
  %14 = phi i64 [ 0, %0 ], [ %108, %107 ]
  %15 = mul nuw nsw i64 %14, 3
  %16 = lshr i64 %14, 2
  %17 = and i64 %16, 2305843009213693948
  %18 = shl i64 %14, 4
  %19 = and i64 %18, 240
  br label %110, !dbg !52

20:                                               ; preds = %107, %46
  %21 = phi i64 [ %47, %46 ], [ 0, %107 ]
  %22 = mul nuw i64 %21, 3
  %23 = add nuw i64 %22, 192
  %24 = lshr i64 %21, 2
  %25 = and i64 %24, 2305843009213693948
  %26 = shl i64 %21, 4
  %27 = and i64 %26, 240
  br label %28, !dbg !52

28:                                               ; preds = %28, %20
  %29 = phi i64 [ 0, %20 ], [ %44, %28 ]
  %30 = add nuw nsw i64 %29, %23, !dbg !53
  %31 = urem i64 %30, 5, !dbg !56
  %32 = add nsw i64 %31, -2, !dbg !57
  %33 = sitofp i64 %32 to float, !dbg !58
  %34 = fptrunc float %33 to half, !dbg !59
  %35 = lshr i64 %29, 4, !dbg !60
  %36 = and i64 %35, 15, !dbg !60
  %37 = add nuw nsw i64 %36, %25, !dbg !63
  %38 = shl nsw i64 %37, 8, !dbg !64
  %39 = and i64 %29, 15, !dbg !65
  %40 = or i64 %27, %39, !dbg !66
  %41 = or i64 %40, 4096, !dbg !67
  %42 = add nuw i64 %41, %38, !dbg !68
  %43 = getelementptr inbounds half, ptr %9, i64 %42, !dbg !69
  store half %34, ptr %43, align 2, !dbg !70, !tbaa !71
  %44 = add nuw nsw i64 %29, 1, !dbg !75
  %45 = icmp eq i64 %44, 64, !dbg !76
  br i1 %45, label %46, label %28, !dbg !52, !llvm.loop !77

46:                                               ; preds = %28
  %47 = add nuw nsw i64 %21, 1, !dbg !80
  %48 = icmp eq i64 %47, 64, !dbg !81
  br i1 %48, label %49, label %20, !dbg !51, !llvm.loop !82

49:                                               ; preds = %46, %75
  %50 = phi i64 [ %76, %75 ], [ 0, %46 ]
  %51 = mul nuw i64 %50, 3
  %52 = add nuw i64 %51, 384
  %53 = lshr i64 %50, 2
  %54 = and i64 %53, 2305843009213693948
  %55 = shl i64 %50, 4
  %56 = and i64 %55, 240
  br label %57, !dbg !52

57:                                               ; preds = %57, %49
  %58 = phi i64 [ 0, %49 ], [ %73, %57 ]
  %59 = add nuw nsw i64 %58, %52, !dbg !53
  %60 = urem i64 %59, 5, !dbg !56
  %61 = add nsw i64 %60, -2, !dbg !57
  %62 = sitofp i64 %61 to float, !dbg !58
  %63 = fptrunc float %62 to half, !dbg !59
  %64 = lshr i64 %58, 4, !dbg !60
  %65 = and i64 %64, 15, !dbg !60
  %66 = add nuw nsw i64 %65, %54, !dbg !63
  %67 = shl nsw i64 %66, 8, !dbg !64
  %68 = and i64 %58, 15, !dbg !65
  %69 = or i64 %56, %68, !dbg !66
  %70 = or i64 %69, 8192, !dbg !67
  %71 = add nuw i64 %70, %67, !dbg !68
  %72 = getelementptr inbounds half, ptr %9, i64 %71, !dbg !69
  store half %63, ptr %72, align 2, !dbg !70, !tbaa !71
  %73 = add nuw nsw i64 %58, 1, !dbg !75
  %74 = icmp eq i64 %73, 64, !dbg !76
  br i1 %74, label %75, label %57, !dbg !52, !llvm.loop !77

75:                                               ; preds = %57
  %76 = add nuw nsw i64 %50, 1, !dbg !80
  %77 = icmp eq i64 %76, 64, !dbg !81
  br i1 %77, label %78, label %49, !dbg !51, !llvm.loop !82

78:                                               ; preds = %75, %104
  %79 = phi i64 [ %105, %104 ], [ 0, %75 ]
  %80 = mul nuw i64 %79, 3
  %81 = add nuw i64 %80, 576
  %82 = lshr i64 %79, 2
  %83 = and i64 %82, 2305843009213693948
  %84 = shl i64 %79, 4
  %85 = and i64 %84, 240
  br label %86, !dbg !52

86:                                               ; preds = %86, %78
  %87 = phi i64 [ 0, %78 ], [ %102, %86 ]
  %88 = add nuw nsw i64 %87, %81, !dbg !53
  %89 = urem i64 %88, 5, !dbg !56
  %90 = add nsw i64 %89, -2, !dbg !57
  %91 = sitofp i64 %90 to float, !dbg !58
  %92 = fptrunc float %91 to half, !dbg !59
  %93 = lshr i64 %87, 4, !dbg !60
  %94 = and i64 %93, 15, !dbg !60
  %95 = add nuw nsw i64 %94, %83, !dbg !63
  %96 = shl nsw i64 %95, 8, !dbg !64
  %97 = and i64 %87, 15, !dbg !65
  %98 = or i64 %85, %97, !dbg !66
  %99 = or i64 %98, 12288, !dbg !67
  %100 = add nuw i64 %99, %96, !dbg !68
  %101 = getelementptr inbounds half, ptr %9, i64 %100, !dbg !69
  store half %92, ptr %101, align 2, !dbg !70, !tbaa !71
  %102 = add nuw nsw i64 %87, 1, !dbg !75
  %103 = icmp eq i64 %102, 64, !dbg !76
  br i1 %103, label %104, label %86, !dbg !52, !llvm.loop !77

104:                                              ; preds = %86
  %105 = add nuw nsw i64 %79, 1, !dbg !80
  %106 = icmp eq i64 %105, 64, !dbg !81
  br i1 %106, label %127, label %78, !dbg !51, !llvm.loop !82

107:                                              ; preds = %110
  %108 = add nuw nsw i64 %14, 1, !dbg !80
  %109 = icmp eq i64 %108, 64, !dbg !81
  br i1 %109, label %20, label %13, !dbg !51, !llvm.loop !82

110:                                              ; preds = %13, %110
  %111 = phi i64 [ 0, %13 ], [ %125, %110 ]
  %112 = add nuw nsw i64 %111, %15, !dbg !53
  %113 = urem i64 %112, 5, !dbg !56
  %114 = add nsw i64 %113, -2, !dbg !57
  %115 = sitofp i64 %114 to float, !dbg !58
  %116 = fptrunc float %115 to half, !dbg !59
  %117 = lshr i64 %111, 4, !dbg !60
  %118 = and i64 %117, 15, !dbg !60
  %119 = add nuw nsw i64 %118, %17, !dbg !63
  %120 = shl nsw i64 %119, 8, !dbg !64
  %121 = and i64 %111, 15, !dbg !65
  %122 = or i64 %19, %121, !dbg !66
  %123 = or i64 %122, %120, !dbg !68
  %124 = getelementptr inbounds half, ptr %9, i64 %123, !dbg !69
  store half %116, ptr %124, align 2, !dbg !70, !tbaa !71
  %125 = add nuw nsw i64 %111, 1, !dbg !75
  %126 = icmp eq i64 %125, 64, !dbg !76
  br i1 %126, label %107, label %110, !dbg !52, !llvm.loop !77

127:                                              ; preds = %104, %132
  %128 = phi i64 [ %133, %132 ], [ 0, %104 ]
  %129 = lshr i64 %128, 2
  %130 = and i64 %129, 2305843009213693948
  %131 = and i64 %128, 15
  br label %155, !dbg !83

132:                                              ; preds = %155
  %133 = add nuw nsw i64 %128, 1, !dbg !84
  %134 = icmp eq i64 %133, 64, !dbg !85
  br i1 %134, label %135, label %127, !dbg !86, !llvm.loop !87

135:                                              ; preds = %132, %135
  %136 = phi i64 [ %152, %135 ], [ 0, %132 ], !dbg !89
  %137 = phi <4 x i8> [ %153, %135 ], [ <i8 0, i8 1, i8 2, i8 3>, %132 ], !dbg !90
  %138 = and <4 x i8> %137, <i8 15, i8 15, i8 15, i8 15>, !dbg !90
  %139 = urem <4 x i8> %138, <i8 7, i8 7, i8 7, i8 7>, !dbg !90
  %140 = zext <4 x i8> %139 to <4 x i64>, !dbg !90
  %141 = add nsw <4 x i64> %140, <i64 -3, i64 -3, i64 -3, i64 -3>, !dbg !93
  %142 = sitofp <4 x i64> %141 to <4 x float>, !dbg !94
  %143 = getelementptr inbounds float, ptr %11, i64 %136, !dbg !95
  store <4 x float> %142, ptr %143, align 4, !dbg !96, !tbaa !97
  %144 = or i64 %136, 4, !dbg !89
  %145 = add <4 x i8> %137, <i8 4, i8 4, i8 4, i8 4>, !dbg !90
  %146 = and <4 x i8> %145, <i8 15, i8 15, i8 15, i8 15>, !dbg !90
  %147 = urem <4 x i8> %146, <i8 7, i8 7, i8 7, i8 7>, !dbg !90
  %148 = zext <4 x i8> %147 to <4 x i64>, !dbg !90
  %149 = add nsw <4 x i64> %148, <i64 -3, i64 -3, i64 -3, i64 -3>, !dbg !93
  %150 = sitofp <4 x i64> %149 to <4 x float>, !dbg !94
  %151 = getelementptr inbounds float, ptr %11, i64 %144, !dbg !95
  store <4 x float> %150, ptr %151, align 4, !dbg !96, !tbaa !97
  %152 = add nuw nsw i64 %136, 8, !dbg !89
  %153 = add <4 x i8> %137, <i8 8, i8 8, i8 8, i8 8>, !dbg !90
  %154 = icmp eq i64 %152, 64, !dbg !89
  br i1 %154, label %239, label %135, !dbg !89, !llvm.loop !99

155:                                              ; preds = %127, %155
  %156 = phi i64 [ 0, %127 ], [ %172, %155 ]
  %157 = shl nuw nsw i64 %156, 1, !dbg !104
  %158 = add nuw nsw i64 %157, %128, !dbg !107
  %159 = urem i64 %158, 3, !dbg !108
  %160 = add nsw i64 %159, -1, !dbg !109
  %161 = sitofp i64 %160 to float, !dbg !110
  %162 = fptrunc float %161 to half, !dbg !111
  %163 = lshr i64 %156, 4, !dbg !112
  %164 = and i64 %163, 15, !dbg !112
  %165 = add nuw nsw i64 %164, %130, !dbg !115
  %166 = shl nsw i64 %165, 8, !dbg !116
  %167 = shl i64 %156, 4, !dbg !117
  %168 = and i64 %167, 240, !dbg !117
  %169 = or i64 %131, %168, !dbg !118
  %170 = or i64 %166, %169, !dbg !119
  %171 = getelementptr inbounds half, ptr %10, i64 %170, !dbg !120
  store half %162, ptr %171, align 2, !dbg !121, !tbaa !71
  %172 = add nuw nsw i64 %156, 1, !dbg !122
  %173 = icmp eq i64 %172, 64, !dbg !123
  br i1 %173, label %132, label %155, !dbg !83, !llvm.loop !124

174:                                              ; preds = %239, %174
  %175 = phi i64 [ %185, %174 ], [ 0, %239 ], !dbg !89
  %176 = phi <4 x i8> [ %186, %174 ], [ <i8 0, i8 1, i8 2, i8 3>, %239 ], !dbg !90
  %177 = and <4 x i8> %176, <i8 15, i8 15, i8 15, i8 15>, !dbg !90
  %178 = or <4 x i8> %177, <i8 32, i8 32, i8 32, i8 32>, !dbg !90
  %179 = urem <4 x i8> %178, <i8 7, i8 7, i8 7, i8 7>, !dbg !90
  %180 = zext <4 x i8> %179 to <4 x i64>, !dbg !90
  %181 = add nsw <4 x i64> %180, <i64 -3, i64 -3, i64 -3, i64 -3>, !dbg !93
  %182 = sitofp <4 x i64> %181 to <4 x float>, !dbg !94
  %183 = add nuw nsw i64 %175, 128, !dbg !125
  %184 = getelementptr inbounds float, ptr %11, i64 %183, !dbg !95
  store <4 x float> %182, ptr %184, align 4, !dbg !96, !tbaa !97
  %185 = add nuw i64 %175, 4, !dbg !89
  %186 = add <4 x i8> %176, <i8 4, i8 4, i8 4, i8 4>, !dbg !90
  %187 = icmp eq i64 %185, 64, !dbg !89
  br i1 %187, label %188, label %174, !dbg !89, !llvm.loop !126

188:                                              ; preds = %174, %188
  %189 = phi i64 [ %199, %188 ], [ 0, %174 ], !dbg !89
  %190 = phi <4 x i8> [ %200, %188 ], [ <i8 0, i8 1, i8 2, i8 3>, %174 ], !dbg !90
  %191 = and <4 x i8> %190, <i8 15, i8 15, i8 15, i8 15>, !dbg !90
  %192 = or <4 x i8> %191, <i8 48, i8 48, i8 48, i8 48>, !dbg !90
  %193 = urem <4 x i8> %192, <i8 7, i8 7, i8 7, i8 7>, !dbg !90
  %194 = zext <4 x i8> %193 to <4 x i64>, !dbg !90
  %195 = add nsw <4 x i64> %194, <i64 -3, i64 -3, i64 -3, i64 -3>, !dbg !93
  %196 = sitofp <4 x i64> %195 to <4 x float>, !dbg !94
  %197 = add nuw nsw i64 %189, 192, !dbg !125
  %198 = getelementptr inbounds float, ptr %11, i64 %197, !dbg !95
  store <4 x float> %196, ptr %198, align 4, !dbg !96, !tbaa !97
  %199 = add nuw i64 %189, 4, !dbg !89
  %200 = add <4 x i8> %190, <i8 4, i8 4, i8 4, i8 4>, !dbg !90
  %201 = icmp eq i64 %199, 64, !dbg !89
  br i1 %201, label %202, label %188, !dbg !89, !llvm.loop !127

202:                                              ; preds = %188
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %1) #8, !dbg !128
  %203 = call i32 @aclrtCreateStream(ptr noundef nonnull %1) #8, !dbg !129
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %2) #8, !dbg !130
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %3) #8, !dbg !130
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4) #8, !dbg !130
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5) #8, !dbg !130
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %6) #8, !dbg !130
  %204 = call i32 @aclrtMalloc(ptr noundef nonnull %2, i64 noundef 32768, i32 noundef 0) #8, !dbg !131
  %205 = call i32 @aclrtMalloc(ptr noundef nonnull %3, i64 noundef 8192, i32 noundef 0) #8, !dbg !132
  %206 = call i32 @aclrtMalloc(ptr noundef nonnull %4, i64 noundef 65536, i32 noundef 0) #8, !dbg !133
  %207 = call i32 @aclrtMalloc(ptr noundef nonnull %5, i64 noundef 1024, i32 noundef 0) #8, !dbg !134
  %208 = call i32 @aclrtMalloc(ptr noundef nonnull %6, i64 noundef 65536, i32 noundef 0) #8, !dbg !135
  %209 = load ptr, ptr %2, align 8, !dbg !136, !tbaa !137
  %210 = call i32 @aclrtMemcpy(ptr noundef %209, i64 noundef 32768, ptr noundef %9, i64 noundef 32768, i32 noundef 1) #8, !dbg !139
  %211 = load ptr, ptr %3, align 8, !dbg !140, !tbaa !137
  %212 = call i32 @aclrtMemcpy(ptr noundef %211, i64 noundef 8192, ptr noundef %10, i64 noundef 8192, i32 noundef 1) #8, !dbg !141
  %213 = load ptr, ptr %5, align 8, !dbg !142, !tbaa !137
  %214 = call i32 @aclrtMemcpy(ptr noundef %213, i64 noundef 1024, ptr noundef nonnull %11, i64 noundef 1024, i32 noundef 1) #8, !dbg !143
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %7) #8, !dbg !144
  %215 = load ptr, ptr %2, align 8, !dbg !145, !tbaa !137
  %216 = ptrtoint ptr %215 to i64, !dbg !146
  store i64 %216, ptr %7, align 16, !dbg !147, !tbaa !148
  %217 = getelementptr inbounds i64, ptr %7, i64 1, !dbg !147
  %218 = load ptr, ptr %3, align 8, !dbg !150, !tbaa !137
  %219 = ptrtoint ptr %218 to i64, !dbg !151
  store i64 %219, ptr %217, align 8, !dbg !147, !tbaa !148
  %220 = getelementptr inbounds i64, ptr %7, i64 2, !dbg !147
  %221 = load ptr, ptr %4, align 8, !dbg !152, !tbaa !137
  %222 = ptrtoint ptr %221 to i64, !dbg !153
  store i64 %222, ptr %220, align 16, !dbg !147, !tbaa !148
  %223 = load ptr, ptr %1, align 8, !dbg !154, !tbaa !137
  %224 = call i32 @rtKernelLaunch(ptr noundef nonnull @matmul, i32 noundef 4, ptr noundef nonnull %7, i32 noundef 24, ptr noundef null, ptr noundef %223) #8, !dbg !155
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %8) #8, !dbg !156
  %225 = load ptr, ptr %4, align 8, !dbg !157, !tbaa !137
  %226 = ptrtoint ptr %225 to i64, !dbg !158
  store i64 %226, ptr %8, align 16, !dbg !159, !tbaa !148
  %227 = getelementptr inbounds i64, ptr %8, i64 1, !dbg !159
  %228 = load ptr, ptr %5, align 8, !dbg !160, !tbaa !137
  %229 = ptrtoint ptr %228 to i64, !dbg !161
  store i64 %229, ptr %227, align 8, !dbg !159, !tbaa !148
  %230 = getelementptr inbounds i64, ptr %8, i64 2, !dbg !159
  %231 = load ptr, ptr %6, align 8, !dbg !162, !tbaa !137
  %232 = ptrtoint ptr %231 to i64, !dbg !163
  store i64 %232, ptr %230, align 16, !dbg !159, !tbaa !148
  %233 = load ptr, ptr %1, align 8, !dbg !164, !tbaa !137
  %234 = call i32 @rtKernelLaunch(ptr noundef nonnull @bias_relu, i32 noundef 4, ptr noundef nonnull %8, i32 noundef 24, ptr noundef null, ptr noundef %233) #8, !dbg !165
  %235 = load ptr, ptr %1, align 8, !dbg !166, !tbaa !137
  %236 = call i32 @aclrtSynchronizeStream(ptr noundef %235) #8, !dbg !167
  %237 = load ptr, ptr %6, align 8, !dbg !168, !tbaa !137
  %238 = call i32 @aclrtMemcpy(ptr noundef %12, i64 noundef 65536, ptr noundef %237, i64 noundef 65536, i32 noundef 2) #8, !dbg !169
  br label %253, !dbg !170

239:                                              ; preds = %135, %239
  %240 = phi i64 [ %250, %239 ], [ 0, %135 ], !dbg !89
  %241 = phi <4 x i8> [ %251, %239 ], [ <i8 0, i8 1, i8 2, i8 3>, %135 ], !dbg !90
  %242 = and <4 x i8> %241, <i8 15, i8 15, i8 15, i8 15>, !dbg !90
  %243 = or <4 x i8> %242, <i8 16, i8 16, i8 16, i8 16>, !dbg !90
  %244 = urem <4 x i8> %243, <i8 7, i8 7, i8 7, i8 7>, !dbg !90
  %245 = zext <4 x i8> %244 to <4 x i64>, !dbg !90
  %246 = add nsw <4 x i64> %245, <i64 -3, i64 -3, i64 -3, i64 -3>, !dbg !93
  %247 = sitofp <4 x i64> %246 to <4 x float>, !dbg !94
  %248 = add nuw nsw i64 %240, 64, !dbg !125
  %249 = getelementptr inbounds float, ptr %11, i64 %248, !dbg !95
  store <4 x float> %247, ptr %249, align 4, !dbg !96, !tbaa !97
  %250 = add nuw i64 %240, 4, !dbg !89
  %251 = add <4 x i8> %241, <i8 4, i8 4, i8 4, i8 4>, !dbg !90
  %252 = icmp eq i64 %250, 64, !dbg !89
  br i1 %252, label %174, label %239, !dbg !89, !llvm.loop !171

253:                                              ; preds = %202, %285
  %254 = phi i64 [ 0, %202 ], [ %286, %285 ]
  %255 = phi i64 [ 0, %202 ], [ %307, %285 ]
  %256 = mul nuw nsw i64 %254, 3
  %257 = shl i64 %254, 6
  %258 = and i64 %257, -4096
  %259 = lshr i64 %254, 4
  %260 = and i64 %259, 3
  %261 = shl i64 %254, 4
  %262 = and i64 %261, 240
  br label %281, !dbg !172

263:                                              ; preds = %285
  %264 = icmp eq i64 %307, 0, !dbg !173
  %265 = select i1 %264, ptr @.str.3, ptr @.str.4, !dbg !174
  %266 = call i32 (ptr, ...) @printf(ptr noundef nonnull dereferenceable(1) @.str.2, i64 noundef %307, i64 noundef 16384, ptr noundef nonnull %265), !dbg !175
  %267 = load ptr, ptr %2, align 8, !dbg !176, !tbaa !137
  %268 = call i32 @aclrtFree(ptr noundef %267) #8, !dbg !177
  %269 = load ptr, ptr %3, align 8, !dbg !178, !tbaa !137
  %270 = call i32 @aclrtFree(ptr noundef %269) #8, !dbg !179
  %271 = load ptr, ptr %4, align 8, !dbg !180, !tbaa !137
  %272 = call i32 @aclrtFree(ptr noundef %271) #8, !dbg !181
  %273 = load ptr, ptr %5, align 8, !dbg !182, !tbaa !137
  %274 = call i32 @aclrtFree(ptr noundef %273) #8, !dbg !183
  %275 = load ptr, ptr %6, align 8, !dbg !184, !tbaa !137
  %276 = call i32 @aclrtFree(ptr noundef %275) #8, !dbg !185
  %277 = load ptr, ptr %1, align 8, !dbg !186, !tbaa !137
  %278 = call i32 @aclrtDestroyStream(ptr noundef %277) #8, !dbg !187
  call void @free(ptr noundef %9), !dbg !188
  call void @free(ptr noundef %10), !dbg !189
  call void @free(ptr noundef %11), !dbg !190
  call void @free(ptr noundef nonnull %12), !dbg !191
  %279 = icmp ne i64 %307, 0, !dbg !192
  %280 = zext i1 %279 to i32, !dbg !192
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %8) #8, !dbg !193
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %7) #8, !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %6) #8, !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5) #8, !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4) #8, !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %3) #8, !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %2) #8, !dbg !193
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %1) #8, !dbg !193
  ret i32 %280, !dbg !193

281:                                              ; preds = %253, %288
  %282 = phi i64 [ 0, %253 ], [ %308, %288 ]
  %283 = phi i64 [ %255, %253 ], [ %307, %288 ]
  %284 = shl nuw nsw i64 %282, 1
  br label %310, !dbg !194

285:                                              ; preds = %288
  %286 = add nuw nsw i64 %254, 1, !dbg !195
  %287 = icmp eq i64 %286, 256, !dbg !196
  br i1 %287, label %263, label %253, !dbg !170, !llvm.loop !197

288:                                              ; preds = %310
  %289 = urem i64 %282, 7, !dbg !199
  %290 = add nsw i64 %289, -3, !dbg !201
  %291 = sitofp i64 %290 to float, !dbg !202
  %292 = fadd float %321, %291, !dbg !203
  %293 = fcmp ogt float %292, 0.000000e+00, !dbg !204
  %294 = select i1 %293, float %292, float 0.000000e+00, !dbg !205
  %295 = lshr i64 %282, 2, !dbg !206
  %296 = and i64 %295, 2305843009213693948, !dbg !206
  %297 = or i64 %296, %260, !dbg !209
  %298 = shl nsw i64 %297, 8, !dbg !210
  %299 = and i64 %282, 15, !dbg !211
  %300 = or i64 %262, %299, !dbg !212
  %301 = or i64 %300, %258, !dbg !213
  %302 = add i64 %301, %298, !dbg !214
  %303 = getelementptr inbounds float, ptr %12, i64 %302, !dbg !215
  %304 = load float, ptr %303, align 4, !dbg !215, !tbaa !97
  %305 = fcmp une float %304, %294, !dbg !216
  %306 = zext i1 %305 to i64
  %307 = add nsw i64 %283, %306, !dbg !217
  %308 = add nuw nsw i64 %282, 1, !dbg !218
  %309 = icmp eq i64 %308, 64, !dbg !219
  br i1 %309, label %285, label %281, !dbg !172, !llvm.loop !220

310:                                              ; preds = %281, %310
  %311 = phi i64 [ 0, %281 ], [ %322, %310 ]
  %312 = phi float [ 0.000000e+00, %281 ], [ %321, %310 ]
  %313 = add nuw nsw i64 %311, %256, !dbg !221
  %314 = urem i64 %313, 5, !dbg !223
  %315 = add nsw i64 %314, -2, !dbg !224
  %316 = sitofp i64 %315 to float, !dbg !225
  %317 = add nuw nsw i64 %311, %284, !dbg !226
  %318 = urem i64 %317, 3, !dbg !228
  %319 = add nsw i64 %318, -1, !dbg !229
  %320 = sitofp i64 %319 to float, !dbg !230
  %321 = call float @llvm.fmuladd.f32(float %316, float %320, float %312), !dbg !231
  %322 = add nuw nsw i64 %311, 1, !dbg !232
  %323 = icmp eq i64 %322, 64, !dbg !233
  br i1 %323, label %288, label %310, !dbg !194, !llvm.loop !234
}

; Function Attrs: mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite)
declare !dbg !236 noalias noundef ptr @malloc(i64 noundef) local_unnamed_addr #4

declare !dbg !238 i32 @aclrtCreateStream(ptr noundef) local_unnamed_addr #2

declare !dbg !239 i32 @aclrtMalloc(ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !240 i32 @aclrtMemcpy(ptr noundef, i64 noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #2

declare !dbg !241 i32 @rtKernelLaunch(ptr noundef, i32 noundef, ptr noundef, i32 noundef, ptr noundef, ptr noundef) local_unnamed_addr #2

declare !dbg !242 i32 @aclrtSynchronizeStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fmuladd.f32(float, float, float) #5

; Function Attrs: nofree nounwind
declare !dbg !243 noundef i32 @printf(ptr nocapture noundef readonly, ...) local_unnamed_addr #6

declare !dbg !244 i32 @aclrtFree(ptr noundef) local_unnamed_addr #2

declare !dbg !245 i32 @aclrtDestroyStream(ptr noundef) local_unnamed_addr #2

; Function Attrs: mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite)
declare !dbg !246 void @free(ptr allocptr nocapture noundef) local_unnamed_addr #7

attributes #0 = { noinline nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #2 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #3 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { mustprogress nofree nounwind willreturn allockind("alloc,uninitialized") allocsize(0) memory(inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { nofree nounwind "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #7 = { mustprogress nounwind willreturn allockind("free") memory(argmem: readwrite, inaccessiblemem: readwrite) "alloc-family"="malloc" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #8 = { nounwind }
attributes #9 = { allocsize(0) }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/programs/matmul_bias.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "40355b241bb353f45f12702c3581c38c")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "matmul", scope: !1, file: !1, line: 20, type: !10, scopeLine: 21, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 28, column: 18, scope: !9)
!13 = !DILocation(line: 29, column: 39, scope: !9)
!14 = !DILocation(line: 29, column: 27, scope: !9)
!15 = !DILocation(line: 29, column: 3, scope: !9)
!16 = !DILocation(line: 30, column: 3, scope: !9)
!17 = !DILocation(line: 33, column: 3, scope: !9)
!18 = !DILocation(line: 34, column: 3, scope: !9)
!19 = !DILocation(line: 37, column: 3, scope: !9)
!20 = !DILocation(line: 40, column: 3, scope: !9)
!21 = !DILocation(line: 43, column: 21, scope: !9)
!22 = !DILocation(line: 43, column: 3, scope: !9)
!23 = !DILocation(line: 44, column: 1, scope: !9)
!24 = !DISubprogram(name: "get_block_idx", scope: !25, file: !25, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!25 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!26 = !DISubprogram(name: "copy_gm_to_cbuf", scope: !25, file: !25, line: 73, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!27 = !DISubprogram(name: "load_cbuf_to_ca", scope: !25, file: !25, line: 81, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!28 = !DISubprogram(name: "load_cbuf_to_cb", scope: !25, file: !25, line: 84, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!29 = !DISubprogram(name: "mad", scope: !25, file: !25, line: 89, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!30 = !DISubprogram(name: "copy_matrix_cc_to_ubuf", scope: !25, file: !25, line: 93, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!31 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !25, file: !25, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!32 = distinct !DISubprogram(name: "bias_relu", scope: !1, file: !1, line: 46, type: !10, scopeLine: 47, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!33 = !DILocation(line: 50, column: 18, scope: !32)
!34 = !DILocation(line: 51, column: 39, scope: !32)
!35 = !DILocation(line: 51, column: 27, scope: !32)
!36 = !DILocation(line: 51, column: 3, scope: !32)
!37 = !DILocation(line: 52, column: 3, scope: !32)
!38 = !DILocation(line: 56, column: 5, scope: !32)
!39 = !DILocation(line: 58, column: 3, scope: !32)
!40 = !DILocation(line: 61, column: 21, scope: !32)
!41 = !DILocation(line: 61, column: 3, scope: !32)
!42 = !DILocation(line: 62, column: 1, scope: !32)
!43 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !25, file: !25, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!44 = !DISubprogram(name: "vadd_f32", scope: !25, file: !25, line: 107, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!45 = !DISubprogram(name: "vrelu_f32", scope: !25, file: !25, line: 131, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!46 = distinct !DISubprogram(name: "main", scope: !1, file: !1, line: 81, type: !10, scopeLine: 81, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!47 = !DILocation(line: 83, column: 13, scope: !46)
!48 = !DILocation(line: 83, column: 48, scope: !46)
!49 = !DILocation(line: 84, column: 18, scope: !46)
!50 = !DILocation(line: 84, column: 62, scope: !46)
!51 = !DILocation(line: 86, column: 5, scope: !46)
!52 = !DILocation(line: 87, column: 7, scope: !46)
!53 = !DILocation(line: 77, column: 68, scope: !54, inlinedAt: !55)
!54 = distinct !DISubprogram(name: "a_value", scope: !1, file: !1, line: 77, type: !10, scopeLine: 77, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!55 = distinct !DILocation(line: 87, column: 78, scope: !46)
!56 = !DILocation(line: 77, column: 73, scope: !54, inlinedAt: !55)
!57 = !DILocation(line: 77, column: 77, scope: !54, inlinedAt: !55)
!58 = !DILocation(line: 77, column: 53, scope: !54, inlinedAt: !55)
!59 = !DILocation(line: 87, column: 72, scope: !46)
!60 = !DILocation(line: 68, column: 38, scope: !61, inlinedAt: !62)
!61 = distinct !DISubprogram(name: "zz", scope: !1, file: !1, line: 67, type: !10, scopeLine: 67, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!62 = distinct !DILocation(line: 87, column: 57, scope: !46)
!63 = !DILocation(line: 68, column: 34, scope: !61, inlinedAt: !62)
!64 = !DILocation(line: 68, column: 44, scope: !61, inlinedAt: !62)
!65 = !DILocation(line: 68, column: 74, scope: !61, inlinedAt: !62)
!66 = !DILocation(line: 68, column: 54, scope: !61, inlinedAt: !62)
!67 = !DILocation(line: 68, column: 70, scope: !61, inlinedAt: !62)
!68 = !DILocation(line: 87, column: 55, scope: !46)
!69 = !DILocation(line: 87, column: 39, scope: !46)
!70 = !DILocation(line: 87, column: 70, scope: !46)
!71 = !{!72, !72, i64 0}
!72 = !{!"_Float16", !73, i64 0}
!73 = !{!"omnipotent char", !74, i64 0}
!74 = !{!"Simple C/C++ TBAA"}
!75 = !DILocation(line: 87, column: 34, scope: !46)
!76 = !DILocation(line: 87, column: 29, scope: !46)
!77 = distinct !{!77, !52, !78, !79}
!78 = !DILocation(line: 87, column: 102, scope: !46)
!79 = !{!"llvm.loop.mustprogress"}
!80 = !DILocation(line: 86, column: 33, scope: !46)
!81 = !DILocation(line: 86, column: 27, scope: !46)
!82 = distinct !{!82, !51, !78, !79}
!83 = !DILocation(line: 89, column: 5, scope: !46)
!84 = !DILocation(line: 88, column: 30, scope: !46)
!85 = !DILocation(line: 88, column: 25, scope: !46)
!86 = !DILocation(line: 88, column: 3, scope: !46)
!87 = distinct !{!87, !86, !88, !79}
!88 = !DILocation(line: 89, column: 74, scope: !46)
!89 = !DILocation(line: 91, column: 33, scope: !46)
!90 = !DILocation(line: 79, column: 55, scope: !91, inlinedAt: !92)
!91 = distinct !DISubprogram(name: "bias_value", scope: !1, file: !1, line: 79, type: !10, scopeLine: 79, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!92 = distinct !DILocation(line: 91, column: 59, scope: !46)
!93 = !DILocation(line: 79, column: 59, scope: !91, inlinedAt: !92)
!94 = !DILocation(line: 79, column: 45, scope: !91, inlinedAt: !92)
!95 = !DILocation(line: 91, column: 38, scope: !46)
!96 = !DILocation(line: 91, column: 57, scope: !46)
!97 = !{!98, !98, i64 0}
!98 = !{!"float", !73, i64 0}
!99 = distinct !{!99, !100, !101, !79, !102, !103}
!100 = !DILocation(line: 91, column: 5, scope: !46)
!101 = !DILocation(line: 91, column: 86, scope: !46)
!102 = !{!"llvm.loop.isvectorized", i32 1}
!103 = !{!"llvm.loop.unroll.runtime.disable"}
!104 = !DILocation(line: 78, column: 68, scope: !105, inlinedAt: !106)
!105 = distinct !DISubprogram(name: "b_value", scope: !1, file: !1, line: 78, type: !10, scopeLine: 78, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!106 = distinct !DILocation(line: 89, column: 62, scope: !46)
!107 = !DILocation(line: 78, column: 64, scope: !105, inlinedAt: !106)
!108 = !DILocation(line: 78, column: 73, scope: !105, inlinedAt: !106)
!109 = !DILocation(line: 78, column: 77, scope: !105, inlinedAt: !106)
!110 = !DILocation(line: 78, column: 53, scope: !105, inlinedAt: !106)
!111 = !DILocation(line: 89, column: 56, scope: !46)
!112 = !DILocation(line: 71, column: 38, scope: !113, inlinedAt: !114)
!113 = distinct !DISubprogram(name: "nz_b", scope: !1, file: !1, line: 70, type: !10, scopeLine: 70, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!114 = distinct !DILocation(line: 89, column: 39, scope: !46)
!115 = !DILocation(line: 71, column: 34, scope: !113, inlinedAt: !114)
!116 = !DILocation(line: 71, column: 44, scope: !113, inlinedAt: !114)
!117 = !DILocation(line: 71, column: 65, scope: !113, inlinedAt: !114)
!118 = !DILocation(line: 71, column: 54, scope: !113, inlinedAt: !114)
!119 = !DILocation(line: 71, column: 70, scope: !113, inlinedAt: !114)
!120 = !DILocation(line: 89, column: 37, scope: !46)
!121 = !DILocation(line: 89, column: 54, scope: !46)
!122 = !DILocation(line: 89, column: 32, scope: !46)
!123 = !DILocation(line: 89, column: 27, scope: !46)
!124 = distinct !{!124, !83, !88, !79}
!125 = !DILocation(line: 91, column: 52, scope: !46)
!126 = distinct !{!126, !100, !101, !79, !102, !103}
!127 = distinct !{!127, !100, !101, !79, !102, !103}
!128 = !DILocation(line: 92, column: 3, scope: !46)
!129 = !DILocation(line: 93, column: 3, scope: !46)
!130 = !DILocation(line: 94, column: 3, scope: !46)
!131 = !DILocation(line: 95, column: 3, scope: !46)
!132 = !DILocation(line: 96, column: 3, scope: !46)
!133 = !DILocation(line: 97, column: 3, scope: !46)
!134 = !DILocation(line: 98, column: 3, scope: !46)
!135 = !DILocation(line: 99, column: 3, scope: !46)
!136 = !DILocation(line: 100, column: 15, scope: !46)
!137 = !{!138, !138, i64 0}
!138 = !{!"any pointer", !73, i64 0}
!139 = !DILocation(line: 100, column: 3, scope: !46)
!140 = !DILocation(line: 101, column: 15, scope: !46)
!141 = !DILocation(line: 101, column: 3, scope: !46)
!142 = !DILocation(line: 102, column: 15, scope: !46)
!143 = !DILocation(line: 102, column: 3, scope: !46)
!144 = !DILocation(line: 104, column: 3, scope: !46)
!145 = !DILocation(line: 104, column: 40, scope: !46)
!146 = !DILocation(line: 104, column: 30, scope: !46)
!147 = !DILocation(line: 104, column: 29, scope: !46)
!148 = !{!149, !149, i64 0}
!149 = !{!"long", !73, i64 0}
!150 = !DILocation(line: 104, column: 54, scope: !46)
!151 = !DILocation(line: 104, column: 44, scope: !46)
!152 = !DILocation(line: 104, column: 68, scope: !46)
!153 = !DILocation(line: 104, column: 58, scope: !46)
!154 = !DILocation(line: 105, column: 87, scope: !46)
!155 = !DILocation(line: 105, column: 3, scope: !46)
!156 = !DILocation(line: 106, column: 3, scope: !46)
!157 = !DILocation(line: 106, column: 38, scope: !46)
!158 = !DILocation(line: 106, column: 28, scope: !46)
!159 = !DILocation(line: 106, column: 27, scope: !46)
!160 = !DILocation(line: 106, column: 52, scope: !46)
!161 = !DILocation(line: 106, column: 42, scope: !46)
!162 = !DILocation(line: 106, column: 69, scope: !46)
!163 = !DILocation(line: 106, column: 59, scope: !46)
!164 = !DILocation(line: 107, column: 86, scope: !46)
!165 = !DILocation(line: 107, column: 3, scope: !46)
!166 = !DILocation(line: 108, column: 26, scope: !46)
!167 = !DILocation(line: 108, column: 3, scope: !46)
!168 = !DILocation(line: 109, column: 41, scope: !46)
!169 = !DILocation(line: 109, column: 3, scope: !46)
!170 = !DILocation(line: 111, column: 3, scope: !46)
!171 = distinct !{!171, !100, !101, !79, !102, !103}
!172 = !DILocation(line: 112, column: 5, scope: !46)
!173 = !DILocation(line: 120, column: 36, scope: !46)
!174 = !DILocation(line: 120, column: 30, scope: !46)
!175 = !DILocation(line: 119, column: 3, scope: !46)
!176 = !DILocation(line: 121, column: 13, scope: !46)
!177 = !DILocation(line: 121, column: 3, scope: !46)
!178 = !DILocation(line: 121, column: 28, scope: !46)
!179 = !DILocation(line: 121, column: 18, scope: !46)
!180 = !DILocation(line: 121, column: 43, scope: !46)
!181 = !DILocation(line: 121, column: 33, scope: !46)
!182 = !DILocation(line: 121, column: 58, scope: !46)
!183 = !DILocation(line: 121, column: 48, scope: !46)
!184 = !DILocation(line: 121, column: 76, scope: !46)
!185 = !DILocation(line: 121, column: 66, scope: !46)
!186 = !DILocation(line: 122, column: 22, scope: !46)
!187 = !DILocation(line: 122, column: 3, scope: !46)
!188 = !DILocation(line: 123, column: 3, scope: !46)
!189 = !DILocation(line: 123, column: 12, scope: !46)
!190 = !DILocation(line: 123, column: 21, scope: !46)
!191 = !DILocation(line: 123, column: 34, scope: !46)
!192 = !DILocation(line: 124, column: 16, scope: !46)
!193 = !DILocation(line: 125, column: 1, scope: !46)
!194 = !DILocation(line: 114, column: 7, scope: !46)
!195 = !DILocation(line: 111, column: 30, scope: !46)
!196 = !DILocation(line: 111, column: 25, scope: !46)
!197 = distinct !{!197, !170, !198, !79}
!198 = !DILocation(line: 118, column: 5, scope: !46)
!199 = !DILocation(line: 79, column: 55, scope: !91, inlinedAt: !200)
!200 = distinct !DILocation(line: 115, column: 14, scope: !46)
!201 = !DILocation(line: 79, column: 59, scope: !91, inlinedAt: !200)
!202 = !DILocation(line: 79, column: 45, scope: !91, inlinedAt: !200)
!203 = !DILocation(line: 115, column: 11, scope: !46)
!204 = !DILocation(line: 116, column: 28, scope: !46)
!205 = !DILocation(line: 116, column: 24, scope: !46)
!206 = !DILocation(line: 74, column: 20, scope: !207, inlinedAt: !208)
!207 = distinct !DISubprogram(name: "nz_c", scope: !1, file: !1, line: 73, type: !10, scopeLine: 73, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!208 = distinct !DILocation(line: 117, column: 38, scope: !46)
!209 = !DILocation(line: 74, column: 34, scope: !207, inlinedAt: !208)
!210 = !DILocation(line: 74, column: 44, scope: !207, inlinedAt: !208)
!211 = !DILocation(line: 74, column: 74, scope: !207, inlinedAt: !208)
!212 = !DILocation(line: 74, column: 54, scope: !207, inlinedAt: !208)
!213 = !DILocation(line: 74, column: 70, scope: !207, inlinedAt: !208)
!214 = !DILocation(line: 117, column: 36, scope: !46)
!215 = !DILocation(line: 117, column: 16, scope: !46)
!216 = !DILocation(line: 117, column: 59, scope: !46)
!217 = !DILocation(line: 117, column: 13, scope: !46)
!218 = !DILocation(line: 112, column: 32, scope: !46)
!219 = !DILocation(line: 112, column: 27, scope: !46)
!220 = distinct !{!220, !172, !198, !79}
!221 = !DILocation(line: 77, column: 68, scope: !54, inlinedAt: !222)
!222 = distinct !DILocation(line: 114, column: 46, scope: !46)
!223 = !DILocation(line: 77, column: 73, scope: !54, inlinedAt: !222)
!224 = !DILocation(line: 77, column: 77, scope: !54, inlinedAt: !222)
!225 = !DILocation(line: 77, column: 53, scope: !54, inlinedAt: !222)
!226 = !DILocation(line: 78, column: 64, scope: !105, inlinedAt: !227)
!227 = distinct !DILocation(line: 114, column: 62, scope: !46)
!228 = !DILocation(line: 78, column: 73, scope: !105, inlinedAt: !227)
!229 = !DILocation(line: 78, column: 77, scope: !105, inlinedAt: !227)
!230 = !DILocation(line: 78, column: 53, scope: !105, inlinedAt: !227)
!231 = !DILocation(line: 114, column: 43, scope: !46)
!232 = !DILocation(line: 114, column: 34, scope: !46)
!233 = !DILocation(line: 114, column: 29, scope: !46)
!234 = distinct !{!234, !194, !235, !79}
!235 = !DILocation(line: 114, column: 74, scope: !46)
!236 = !DISubprogram(name: "malloc", scope: !237, file: !237, line: 53, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!237 = !DIFile(filename: "samples/ascend/include/ascend_host.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "128fa0814a5b2c423bb2b7b48b15d840")
!238 = !DISubprogram(name: "aclrtCreateStream", scope: !237, file: !237, line: 34, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!239 = !DISubprogram(name: "aclrtMalloc", scope: !237, file: !237, line: 37, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!240 = !DISubprogram(name: "aclrtMemcpy", scope: !237, file: !237, line: 39, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!241 = !DISubprogram(name: "rtKernelLaunch", scope: !237, file: !237, line: 46, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!242 = !DISubprogram(name: "aclrtSynchronizeStream", scope: !237, file: !237, line: 36, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!243 = !DISubprogram(name: "printf", scope: !237, file: !237, line: 52, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!244 = !DISubprogram(name: "aclrtFree", scope: !237, file: !237, line: 38, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!245 = !DISubprogram(name: "aclrtDestroyStream", scope: !237, file: !237, line: 35, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!246 = !DISubprogram(name: "free", scope: !237, file: !237, line: 54, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
