; A clang -O2 random kernel (scripts/generators/gen-random-ascend-kernel.py) with branches swapped and five vmuls_f16 calls
; given a prototype the table does not have (found by scripts/campaigns/fuzz-passes.py, seed 3000): each is an
; unknown op conflicting with everything, 7,699 sync requests, past the default budget (tests/adversarial).
; ModuleID = '/tmp/tmppkrev9fy/random.c'
source_filename = "/tmp/tmppkrev9fy/random.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @fuzz(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noundef %2, ptr addrspace(1) noundef %3, i64 noundef %4, i64 noundef %5) local_unnamed_addr #0 {
  %7 = srem i64 %5, 3
  %8 = getelementptr inbounds half, ptr addrspace(1) %1, i64 13312
  %9 = getelementptr inbounds half, ptr addrspace(1) %1, i64 8192
  %10 = and i64 %5, 8
  %11 = icmp eq i64 %10, 0
  %12 = getelementptr inbounds half, ptr addrspace(1) %1, i64 7168
  %13 = getelementptr inbounds half, ptr addrspace(1) %1, i64 9216
  %14 = add nsw i64 %4, 1
  %15 = sdiv i64 %14, 2
  %16 = icmp sgt i64 %4, 0
  %17 = getelementptr inbounds half, ptr addrspace(1) %2, i64 11264
  %18 = getelementptr inbounds half, ptr addrspace(1) %0, i64 7168
  %19 = getelementptr inbounds half, ptr addrspace(1) %2, i64 8192
  %20 = getelementptr inbounds half, ptr addrspace(1) %2, i64 2048
  %21 = and i64 %5, 4
  %22 = icmp eq i64 %21, 0
  %23 = and i64 %5, 2
  %24 = icmp ne i64 %23, 0
  %25 = getelementptr inbounds half, ptr addrspace(1) %0, i64 15360
  %26 = getelementptr inbounds half, ptr addrspace(1) %1, i64 1024
  %27 = and i64 %5, 1
  %28 = icmp ne i64 %27, 0
  %29 = getelementptr inbounds half, ptr addrspace(1) %2, i64 9216
  %30 = getelementptr inbounds half, ptr addrspace(1) %2, i64 14336
  %31 = getelementptr inbounds half, ptr addrspace(1) %2, i64 15360
  %32 = getelementptr inbounds half, ptr addrspace(1) %2, i64 13312
  %33 = tail call i64 @llvm.smax.i64(i64 %15, i64 1)
  %34 = getelementptr inbounds half, ptr addrspace(1) %2, i64 4096
  %35 = icmp slt i64 %4, 2
  %36 = select i1 %35, i16 32, i16 64
  %37 = getelementptr inbounds half, ptr addrspace(1) %2, i64 15360
  %38 = getelementptr inbounds half, ptr addrspace(1) %2, i64 5120
  %39 = icmp slt i64 %4, 3
  %40 = select i1 %39, i16 32, i16 64
  %41 = getelementptr inbounds half, ptr addrspace(1) %2, i64 16384
  br label %46

42:                                               ; preds = %266
  br i1 %11, label %335, label %43

43:                                               ; preds = %42
  br i1 %16, label %44, label %413

44:                                               ; preds = %43
  %45 = getelementptr inbounds half, ptr addrspace(1) %2, i64 5120
  br label %268

46:                                               ; preds = %6, %266
  %47 = phi i1 [ true, %6 ], [ false, %266 ]
  %48 = phi i64 [ 0, %6 ], [ 1, %266 ]
  switch i64 %7, label %111 [
    i64 0, label %49
    i64 1, label %70
  ]

49:                                               ; preds = %46
  %50 = shl nuw nsw i64 %48, 10
  %51 = or i64 %50, 4096
  %52 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %51
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %34, ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %17, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %36, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(1) noundef %18, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), ptr addrspace(1) noundef %19, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %37, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) noundef %52, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  br i1 %11, label %53, label %54

53:                                               ; preds = %49
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %38, ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %17, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %40, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) noundef %18, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), ptr addrspace(1) noundef %19, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %41, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) noundef %52, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  br label %54

54:                                               ; preds = %53, %49
  br i1 %16, label %55, label %158

55:                                               ; preds = %54, %55
  %56 = phi i64 [ %68, %55 ], [ 0, %54 ]
  %57 = urem i64 %56, 3
  %58 = shl nuw nsw i64 %57, 11
  %59 = add nuw nsw i64 %58, 10240
  %60 = getelementptr inbounds half, ptr addrspace(6) null, i64 %59
  %61 = shl i64 %56, 10
  %62 = add i64 %61, 11264
  %63 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %62
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %60, ptr addrspace(1) noundef %63, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %64 = getelementptr inbounds half, ptr addrspace(6) %60, i64 1024
  %65 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %62
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %64, ptr addrspace(1) noundef %65, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vadd_f16(ptr addrspace(6) noundef %60, ptr addrspace(6) noundef %60, ptr addrspace(6) noundef %64, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %66 = add i64 %61, 8192
  %67 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %66
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %67, ptr addrspace(6) noundef %60, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %68 = add nuw nsw i64 %56, 1
  %69 = icmp eq i64 %68, %4
  br i1 %69, label %138, label %55, !llvm.loop !5

70:                                               ; preds = %46
  %71 = shl nuw nsw i64 %48, 10
  %72 = add nuw nsw i64 %71, 5120
  %73 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %72
  %74 = sub nsw i64 %4, %48
  %75 = icmp slt i64 %74, 2
  %76 = select i1 %75, i16 32, i16 64
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), ptr addrspace(1) noundef %73, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %76, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(1) noundef %8, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %76, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %9, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %76, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vmuls_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), half noundef 0xH3800, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8) #3
  tail call void @vadds_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), half noundef 0xH3800, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %77 = or i64 %71, 6144
  %78 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %77
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %78, ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vabs_f16(ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %79 = shl nuw nsw i64 %48, 11
  %80 = getelementptr inbounds half, ptr addrspace(6) null, i64 %79
  %81 = add nuw nsw i64 %71, 11264
  %82 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %81
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %80, ptr addrspace(1) noundef %82, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  br i1 %11, label %91, label %83

83:                                               ; preds = %70
  %84 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %81
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef null, ptr addrspace(1) noundef %84, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), ptr addrspace(1) noundef %12, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef null, ptr addrspace(2) noundef null, i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef null, ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef null, ptr addrspace(4) noundef null, i16 noundef zeroext 16, i16 noundef zeroext 16, i16 noundef zeroext 16, i1 noundef zeroext false) #3
  tail call void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(5) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %3, ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %85 = shl nuw nsw i64 %48, 12
  %86 = getelementptr inbounds half, ptr addrspace(6) null, i64 %85
  tail call void @vsub_f16(ptr addrspace(6) noundef %86, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %87 = or i64 %85, 2048
  %88 = getelementptr inbounds half, ptr addrspace(6) null, i64 %87
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %88, ptr addrspace(1) noundef %13, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vmax_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), ptr addrspace(1) noundef %13, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %89 = add nuw nsw i64 %71, 3072
  %90 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %89
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %90, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  br label %91

91:                                               ; preds = %83, %70
  br i1 %16, label %92, label %240

92:                                               ; preds = %91
  %93 = or i64 %71, 4096
  %94 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %93
  %95 = or i64 %79, 1024
  %96 = getelementptr inbounds half, ptr addrspace(6) null, i64 %95
  br label %97

97:                                               ; preds = %92, %97
  %98 = phi i64 [ 0, %92 ], [ %109, %97 ]
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %94, ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %73, ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %99 = shl i64 %98, 10
  %100 = add i64 %99, 11264
  %101 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %100
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %96, ptr addrspace(1) noundef %101, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vadds_f16(ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), half noundef 0xH3C00, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %102 = add i64 %99, 6144
  %103 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %102
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %80, ptr addrspace(1) noundef %103, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vmuls_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), ptr addrspace(6) noundef null, half noundef 0xHB400, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8) #3
  %104 = shl i64 %98, 9
  %105 = and i64 %104, 3072
  %106 = getelementptr inbounds half, ptr addrspace(6) null, i64 %105
  tail call void @vadds_f16(ptr addrspace(6) noundef %106, ptr addrspace(6) noundef %96, half noundef 0xHB400, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %107 = add i64 %99, 4096
  %108 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %107
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(1) noundef %108, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %76, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %109 = add nuw nsw i64 %98, 1
  %110 = icmp eq i64 %109, %33
  br i1 %110, label %138, label %97, !llvm.loop !7

111:                                              ; preds = %46
  %112 = shl nuw nsw i64 %48, 11
  %113 = getelementptr inbounds half, ptr addrspace(6) null, i64 %112
  tail call void @vadds_f16(ptr addrspace(6) noundef %113, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), half noundef 0xHB400, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %114 = load half, ptr addrspace(6) inttoptr (i64 12002 to ptr addrspace(6)), align 2, !tbaa !8
  %115 = fadd half %114, 0xH3C00
  store half %115, ptr addrspace(6) inttoptr (i64 1310 to ptr addrspace(6)), align 2, !tbaa !8
  %116 = shl nuw nsw i64 %48, 12
  %117 = or i64 %116, 3072
  %118 = getelementptr inbounds half, ptr addrspace(6) null, i64 %117
  tail call void @vmin_f16(ptr addrspace(6) noundef %118, ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %20, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %119 = sub nsw i64 %4, %48
  %120 = icmp slt i64 %119, 2
  %121 = select i1 %120, i16 32, i16 64
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %2, ptr addrspace(6) noundef %113, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %121, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  br i1 %16, label %122, label %158

122:                                              ; preds = %111, %122
  %123 = phi i64 [ %135, %122 ], [ 0, %111 ]
  %124 = urem i64 %123, 3
  %125 = shl nuw nsw i64 %124, 11
  %126 = add nuw nsw i64 %125, 10240
  %127 = getelementptr inbounds half, ptr addrspace(6) null, i64 %126
  %128 = shl i64 %123, 10
  %129 = add i64 %128, 3072
  %130 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %129
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %127, ptr addrspace(1) noundef %130, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %131 = getelementptr inbounds half, ptr addrspace(6) %127, i64 1024
  %132 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %129
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %131, ptr addrspace(1) noundef %132, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vadd_f16(ptr addrspace(6) noundef %127, ptr addrspace(6) noundef %127, ptr addrspace(6) noundef %131, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %133 = add i64 %128, 6144
  %134 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %133
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %134, ptr addrspace(6) noundef %127, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %135 = add nuw nsw i64 %123, 1
  %136 = icmp slt i64 %135, %4
  %137 = select i1 %22, i1 %136, i1 false
  br i1 %137, label %138, label %122, !llvm.loop !12

138:                                              ; preds = %97, %55, %122
  br i1 %16, label %139, label %158

139:                                              ; preds = %138
  %140 = shl nuw nsw i64 %48, 11
  %141 = getelementptr inbounds half, ptr addrspace(6) null, i64 %140
  %142 = shl nuw nsw i64 %48, 10
  %143 = or i64 %142, 14336
  %144 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %143
  %145 = sub nsw i64 %4, %48
  %146 = icmp slt i64 %145, 2
  %147 = select i1 %146, i16 32, i16 64
  %148 = or i64 %142, 4096
  %149 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %148
  %150 = or i64 %140, 1024
  %151 = getelementptr inbounds half, ptr addrspace(6) null, i64 %150
  %152 = shl nuw nsw i64 %48, 12
  %153 = getelementptr inbounds half, ptr addrspace(6) null, i64 %152
  %154 = add nuw nsw i64 %142, 3072
  %155 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %154
  %156 = add nuw nsw i64 %142, 9216
  %157 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %156
  br label %159

158:                                              ; preds = %184, %111, %54, %138
  switch i64 %7, label %243 [
    i64 0, label %187
    i64 1, label %240
  ]

159:                                              ; preds = %139, %184
  %160 = phi i64 [ 0, %139 ], [ %185, %184 ]
  br i1 %24, label %161, label %180

161:                                              ; preds = %159
  %162 = urem i64 %160, 3
  %163 = shl nuw nsw i64 %162, 11
  %164 = or i64 %163, 1024
  %165 = getelementptr inbounds half, ptr addrspace(6) null, i64 %164
  %166 = shl i64 %160, 9
  %167 = and i64 %166, 3072
  %168 = getelementptr inbounds half, ptr addrspace(6) null, i64 %167
  tail call void @vabs_f16(ptr addrspace(6) noundef %165, ptr addrspace(6) noundef %168, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %169 = shl i64 %160, 10
  %170 = add i64 %169, 4096
  %171 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %170
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %171, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %172 = shl i64 %160, 12
  %173 = and i64 %172, 4096
  %174 = or i64 %173, 3072
  %175 = getelementptr inbounds half, ptr addrspace(6) null, i64 %174
  %176 = getelementptr inbounds half, ptr addrspace(6) null, i64 %163
  tail call void @vmax_f16(ptr addrspace(6) noundef %175, ptr addrspace(6) noundef %176, ptr addrspace(6) noundef %141, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %177 = sub nsw i64 %4, %160
  %178 = icmp slt i64 %177, 2
  %179 = select i1 %178, i16 32, i16 64
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(1) noundef %25, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %179, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %141, ptr addrspace(1) noundef %144, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %147, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %165, ptr addrspace(1) noundef %26, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vadds_f16(ptr addrspace(6) noundef null, ptr addrspace(6) noundef null, half noundef 0xH3C00, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  br label %184

180:                                              ; preds = %159
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(1) noundef %149, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %181 = shl i64 %160, 10
  %182 = add i64 %181, 4096
  %183 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %182
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %151, ptr addrspace(1) noundef %183, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vadds_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef %153, half noundef 0xH3800, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %155, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %147, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) noundef %157, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  br label %184

184:                                              ; preds = %161, %180
  %185 = add nuw nsw i64 %160, 1
  %186 = icmp eq i64 %185, %33
  br i1 %186, label %158, label %159, !llvm.loop !13

187:                                              ; preds = %158
  br i1 %28, label %188, label %209

188:                                              ; preds = %187
  %189 = shl nuw nsw i64 %48, 12
  %190 = getelementptr inbounds half, ptr addrspace(6) null, i64 %189
  %191 = shl nuw nsw i64 %48, 11
  %192 = getelementptr inbounds half, ptr addrspace(6) null, i64 %191
  tail call void @vsub_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), ptr addrspace(6) noundef %190, ptr addrspace(6) noundef %192, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %193 = shl nuw nsw i64 %48, 10
  %194 = or i64 %193, 6144
  %195 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %194
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(1) noundef %195, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %196 = or i64 %193, 8192
  %197 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %196
  %198 = or i64 %189, 3072
  %199 = getelementptr inbounds half, ptr addrspace(6) null, i64 %198
  %200 = sub nsw i64 %4, %48
  %201 = icmp slt i64 %200, 2
  %202 = select i1 %201, i16 32, i16 64
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %197, ptr addrspace(6) noundef %199, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %202, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vsub_f16(ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %203 = add nuw nsw i64 %193, 9216
  %204 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %203
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %204, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %205 = load half, ptr addrspace(6) inttoptr (i64 3970 to ptr addrspace(6)), align 2, !tbaa !8
  %206 = fadd half %205, 0xH3C00
  store half %206, ptr addrspace(6) inttoptr (i64 9568 to ptr addrspace(6)), align 32, !tbaa !8
  tail call void @vmin_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %207 = load half, ptr addrspace(6) inttoptr (i64 436 to ptr addrspace(6)), align 4, !tbaa !8
  %208 = fadd half %207, 0xH3C00
  store half %208, ptr addrspace(6) inttoptr (i64 14078 to ptr addrspace(6)), align 2, !tbaa !8
  br label %209

209:                                              ; preds = %188, %187
  br i1 %22, label %228, label %210

210:                                              ; preds = %209
  %211 = shl nuw nsw i64 %48, 11
  %212 = or i64 %211, 1024
  %213 = getelementptr inbounds half, ptr addrspace(6) null, i64 %212
  %214 = shl nuw nsw i64 %48, 10
  %215 = add nuw nsw i64 %214, 11264
  %216 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %215
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %213, ptr addrspace(1) noundef %216, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %217 = add nuw nsw i64 %214, 15360
  %218 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %217
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef null, ptr addrspace(1) noundef %218, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %219 = add nuw nsw i64 %214, 3072
  %220 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %219
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), ptr addrspace(1) noundef %220, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef null, ptr addrspace(2) noundef null, i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef null, ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef null, ptr addrspace(4) noundef null, i16 noundef zeroext 16, i16 noundef zeroext 16, i16 noundef zeroext 16, i1 noundef zeroext false) #3
  tail call void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(5) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %3, ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %221 = sub nsw i64 %4, %48
  %222 = icmp slt i64 %221, 2
  %223 = select i1 %222, i16 32, i16 64
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %29, ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %223, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %224 = or i64 %214, 6144
  %225 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %224
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef null, ptr addrspace(1) noundef %225, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %226 = add nuw nsw i64 %214, 1024
  %227 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %226
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), ptr addrspace(1) noundef %227, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef null, ptr addrspace(2) noundef null, i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef null, ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef null, ptr addrspace(4) noundef null, i16 noundef zeroext 16, i16 noundef zeroext 16, i16 noundef zeroext 16, i1 noundef zeroext false) #3
  tail call void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(5) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %3, ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vabs_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(6) noundef %213, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  br label %238

228:                                              ; preds = %209
  %229 = shl nuw nsw i64 %48, 10
  %230 = add nuw nsw i64 %229, 15360
  %231 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %230
  %232 = sub nsw i64 %4, %48
  %233 = icmp slt i64 %232, 2
  %234 = select i1 %233, i16 32, i16 64
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), ptr addrspace(1) noundef %231, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %234, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %235 = add nuw nsw i64 %229, 3072
  %236 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %235
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef null, ptr addrspace(1) noundef %236, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %237 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %230
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), ptr addrspace(1) noundef %237, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef null, ptr addrspace(2) noundef null, i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef null, ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef null, ptr addrspace(4) noundef null, i16 noundef zeroext 16, i16 noundef zeroext 16, i16 noundef zeroext 16, i1 noundef zeroext true) #3
  tail call void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(5) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %3, ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  br label %238

238:                                              ; preds = %228, %210
  %239 = phi i16 [ %234, %228 ], [ %223, %210 ]
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(1) noundef %30, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %239, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(1) noundef %31, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  br label %266

240:                                              ; preds = %91, %158
  %241 = shl nuw nsw i64 %48, 12
  %242 = getelementptr inbounds half, ptr addrspace(6) null, i64 %241
  tail call void @vadd_f16(ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), ptr addrspace(6) noundef %242, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  br label %266

243:                                              ; preds = %158
  tail call void @vmax_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %244 = shl nuw nsw i64 %48, 10
  %245 = add nuw nsw i64 %244, 13312
  %246 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %245
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %246, ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %247 = add nuw nsw i64 %244, 15360
  %248 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %247
  %249 = shl nuw nsw i64 %48, 12
  %250 = or i64 %249, 3072
  %251 = getelementptr inbounds half, ptr addrspace(6) null, i64 %250
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %248, ptr addrspace(6) noundef %251, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %252 = shl nuw nsw i64 %48, 11
  %253 = or i64 %252, 1024
  %254 = getelementptr inbounds half, ptr addrspace(6) null, i64 %253
  tail call void @vadd_f16(ptr addrspace(6) noundef %254, ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %255 = getelementptr inbounds half, ptr addrspace(6) null, i64 %252
  tail call void @vmax_f16(ptr addrspace(6) noundef %255, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %256 = load half, ptr addrspace(6) inttoptr (i64 11462 to ptr addrspace(6)), align 2, !tbaa !8
  %257 = fadd half %256, 0xH3C00
  store half %257, ptr addrspace(6) inttoptr (i64 6174 to ptr addrspace(6)), align 2, !tbaa !8
  %258 = add nuw nsw i64 %244, 7168
  %259 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %258
  %260 = sub nsw i64 %4, %48
  %261 = icmp slt i64 %260, 2
  %262 = select i1 %261, i16 32, i16 64
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %259, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %262, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %32, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %262, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %263 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %247
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(1) noundef %263, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vsub_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %264 = or i64 %244, 14336
  %265 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %264
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %265, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %262, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vmin_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, ptr addrspace(6) noundef null, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  br label %266

266:                                              ; preds = %238, %240, %243
  br i1 %47, label %42, label %46, !llvm.loop !14

267:                                              ; preds = %294
  br i1 %16, label %320, label %413

268:                                              ; preds = %294, %44
  %269 = phi i64 [ 0, %44 ], [ %295, %294 ]
  %270 = sub nsw i64 %4, %269
  %271 = icmp slt i64 %270, 2
  %272 = select i1 %271, i16 32, i16 64
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %45, ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %272, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %273 = urem i64 %269, 3
  %274 = shl nuw nsw i64 %273, 11
  %275 = getelementptr inbounds half, ptr addrspace(6) null, i64 %274
  tail call void @vmax_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), ptr addrspace(6) noundef %275, ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  tail call void @vsub_f16(ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  tail call void @vsub_f16(ptr addrspace(6) noundef %275, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %276 = shl i64 %269, 12
  %277 = and i64 %276, 4096
  %278 = or i64 %277, 1024
  %279 = getelementptr inbounds half, ptr addrspace(6) null, i64 %278
  %280 = shl i64 %269, 10
  %281 = add i64 %280, 9216
  %282 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %281
  %283 = shl i64 %269, 9
  %284 = and i64 %283, 3072
  %285 = getelementptr inbounds half, ptr addrspace(6) null, i64 %284
  %286 = or i64 %277, 2048
  %287 = getelementptr inbounds half, ptr addrspace(6) null, i64 %286
  %288 = add i64 %280, 8192
  %289 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %288
  %290 = or i64 %274, 1024
  %291 = getelementptr inbounds half, ptr addrspace(6) null, i64 %290
  %292 = add i64 %280, 14336
  %293 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %292
  br label %297

294:                                              ; preds = %297
  %295 = add nuw nsw i64 %269, 1
  %296 = icmp eq i64 %295, %33
  br i1 %296, label %267, label %268, !llvm.loop !15

297:                                              ; preds = %268, %297
  %298 = phi i64 [ 0, %268 ], [ %318, %297 ]
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %279, ptr addrspace(1) noundef %282, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %299 = shl i64 %298, 10
  %300 = add i64 %299, 13312
  %301 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %300
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(1) noundef %301, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %302 = shl i64 %298, 9
  %303 = and i64 %302, 3072
  %304 = getelementptr inbounds half, ptr addrspace(6) null, i64 %303
  tail call void @vmax_f16(ptr addrspace(6) noundef %285, ptr addrspace(6) noundef %287, ptr addrspace(6) noundef %304, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  tail call void @vabs_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(6) noundef %279, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %305 = urem i64 %298, 3
  %306 = shl nuw nsw i64 %305, 11
  %307 = or i64 %306, 1024
  %308 = getelementptr inbounds half, ptr addrspace(6) null, i64 %307
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %289, ptr addrspace(6) noundef %308, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %309 = add i64 %299, 2048
  %310 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %309
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %310, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %272, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %311 = sub nsw i64 %4, %298
  %312 = icmp slt i64 %311, 2
  %313 = select i1 %312, i16 32, i16 64
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %17, ptr addrspace(6) noundef %291, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %313, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %314 = shl i64 %298, 12
  %315 = and i64 %314, 4096
  %316 = or i64 %315, 1024
  %317 = getelementptr inbounds half, ptr addrspace(6) null, i64 %316
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %293, ptr addrspace(6) noundef %317, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %313, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %318 = add nuw nsw i64 %298, 1
  %319 = icmp eq i64 %318, %33
  br i1 %319, label %294, label %297, !llvm.loop !16

320:                                              ; preds = %267, %320
  %321 = phi i64 [ %333, %320 ], [ 0, %267 ]
  %322 = urem i64 %321, 3
  %323 = shl nuw nsw i64 %322, 11
  %324 = add nuw nsw i64 %323, 10240
  %325 = getelementptr inbounds half, ptr addrspace(6) null, i64 %324
  %326 = shl i64 %321, 10
  %327 = add i64 %326, 2048
  %328 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %327
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %325, ptr addrspace(1) noundef %328, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %329 = getelementptr inbounds half, ptr addrspace(6) %325, i64 1024
  %330 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %327
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %329, ptr addrspace(1) noundef %330, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vadd_f16(ptr addrspace(6) noundef %325, ptr addrspace(6) noundef %325, ptr addrspace(6) noundef %329, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %331 = add i64 %326, 11264
  %332 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %331
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %332, ptr addrspace(6) noundef %325, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %333 = add nuw nsw i64 %321, 1
  %334 = icmp eq i64 %333, %4
  br i1 %334, label %413, label %320, !llvm.loop !17

335:                                              ; preds = %42
  tail call void @vsub_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  br i1 %24, label %336, label %353

336:                                              ; preds = %335
  switch i64 %7, label %352 [
    i64 0, label %337
    i64 1, label %344
  ]

337:                                              ; preds = %336
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(1) noundef %19, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %338 = load half, ptr addrspace(6) inttoptr (i64 12480 to ptr addrspace(6)), align 64, !tbaa !8
  %339 = fadd half %338, 0xH3C00
  store half %339, ptr addrspace(6) inttoptr (i64 16042 to ptr addrspace(6)), align 2, !tbaa !8
  %340 = getelementptr inbounds half, ptr addrspace(1) %0, i64 9216
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) noundef %340, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %341 = getelementptr inbounds half, ptr addrspace(1) %2, i64 6144
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %341, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %342 = load half, ptr addrspace(6) inttoptr (i64 16338 to ptr addrspace(6)), align 2, !tbaa !8
  %343 = fadd half %342, 0xH3C00
  store half %343, ptr addrspace(6) inttoptr (i64 1530 to ptr addrspace(6)), align 2, !tbaa !8
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %19, ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  br label %373

344:                                              ; preds = %336
  %345 = getelementptr inbounds half, ptr addrspace(1) %0, i64 9216
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(1) noundef %345, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %346 = getelementptr inbounds half, ptr addrspace(1) %1, i64 12288
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), ptr addrspace(1) noundef %346, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vabs_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %347 = getelementptr inbounds half, ptr addrspace(1) %2, i64 7168
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) noundef %347, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %348 = getelementptr inbounds half, ptr addrspace(1) %2, i64 4096
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %348, ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %31, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %349 = getelementptr inbounds half, ptr addrspace(1) %0, i64 4096
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef null, ptr addrspace(1) noundef %349, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), ptr addrspace(1) noundef %26, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef null, ptr addrspace(2) noundef null, i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef null, ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef null, ptr addrspace(4) noundef null, i16 noundef zeroext 16, i16 noundef zeroext 16, i16 noundef zeroext 16, i1 noundef zeroext true) #3
  tail call void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(5) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %3, ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %350 = load half, ptr addrspace(6) inttoptr (i64 294 to ptr addrspace(6)), align 2, !tbaa !8
  %351 = fadd half %350, 0xH3C00
  store half %351, ptr addrspace(6) inttoptr (i64 13324 to ptr addrspace(6)), align 4, !tbaa !8
  br label %373

352:                                              ; preds = %336
  tail call void @vmuls_f16(ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), half noundef 0xHB400, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8) #3
  br label %373

353:                                              ; preds = %335
  %354 = getelementptr inbounds half, ptr addrspace(1) %0, i64 3072
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef null, ptr addrspace(1) noundef %354, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), ptr addrspace(1) noundef %26, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef null, ptr addrspace(2) noundef null, i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef null, ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef null, ptr addrspace(4) noundef null, i16 noundef zeroext 16, i16 noundef zeroext 16, i16 noundef zeroext 16, i1 noundef zeroext true) #3
  tail call void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(5) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %3, ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vabs_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %355 = load half, ptr addrspace(6) inttoptr (i64 8220 to ptr addrspace(6)), align 4, !tbaa !8
  %356 = fadd half %355, 0xH3C00
  store half %356, ptr addrspace(6) inttoptr (i64 1048 to ptr addrspace(6)), align 8, !tbaa !8
  br i1 %16, label %357, label %400

357:                                              ; preds = %353, %357
  %358 = phi i64 [ %370, %357 ], [ 0, %353 ]
  %359 = shl i64 %358, 11
  %360 = and i64 %359, 2048
  %361 = add nuw nsw i64 %360, 10240
  %362 = getelementptr inbounds half, ptr addrspace(6) null, i64 %361
  %363 = shl i64 %358, 10
  %364 = add i64 %363, 3072
  %365 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %364
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %362, ptr addrspace(1) noundef %365, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %366 = getelementptr inbounds half, ptr addrspace(6) %362, i64 1024
  %367 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %364
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %366, ptr addrspace(1) noundef %367, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vadd_f16(ptr addrspace(6) noundef %362, ptr addrspace(6) noundef %362, ptr addrspace(6) noundef %366, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %368 = add i64 %363, 4096
  %369 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %368
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %369, ptr addrspace(6) noundef %362, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %370 = add nuw nsw i64 %358, 1
  %371 = icmp eq i64 %370, %4
  %372 = select i1 %28, i1 true, i1 %371
  br i1 %372, label %373, label %357, !llvm.loop !18

373:                                              ; preds = %357, %352, %344, %337
  br i1 %16, label %374, label %400

374:                                              ; preds = %373
  %375 = getelementptr inbounds half, ptr addrspace(1) %0, i64 10240
  br label %376

376:                                              ; preds = %376, %374
  %377 = phi i64 [ 0, %374 ], [ %397, %376 ]
  %378 = load half, ptr addrspace(6) inttoptr (i64 7742 to ptr addrspace(6)), align 2, !tbaa !8
  %379 = fadd half %378, 0xH3C00
  store half %379, ptr addrspace(6) inttoptr (i64 7590 to ptr addrspace(6)), align 2, !tbaa !8
  %380 = shl i64 %377, 12
  %381 = and i64 %380, 4096
  %382 = or i64 %381, 1024
  %383 = getelementptr inbounds half, ptr addrspace(6) null, i64 %382
  %384 = shl i64 %377, 9
  %385 = and i64 %384, 3072
  %386 = getelementptr inbounds half, ptr addrspace(6) null, i64 %385
  tail call void @vsub_f16(ptr addrspace(6) noundef %383, ptr addrspace(6) noundef %386, ptr addrspace(6) noundef %386, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %387 = load half, ptr addrspace(6) inttoptr (i64 14560 to ptr addrspace(6)), align 32, !tbaa !8
  %388 = fadd half %387, 0xH3C00
  store half %388, ptr addrspace(6) inttoptr (i64 11942 to ptr addrspace(6)), align 2, !tbaa !8
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) noundef %18, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %389 = or i64 %381, 3072
  %390 = getelementptr inbounds half, ptr addrspace(6) null, i64 %389
  %391 = shl i64 %377, 10
  %392 = add i64 %391, 8192
  %393 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %392
  %394 = sub nsw i64 %4, %377
  %395 = icmp slt i64 %394, 2
  %396 = select i1 %395, i16 32, i16 64
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %390, ptr addrspace(1) noundef %393, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %396, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), ptr addrspace(1) noundef %375, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %396, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %397 = add nuw nsw i64 %377, 1
  %398 = icmp eq i64 %397, %4
  %399 = select i1 %24, i1 true, i1 %398
  br i1 %399, label %400, label %376, !llvm.loop !19

400:                                              ; preds = %376, %353, %373
  switch i64 %7, label %408 [
    i64 0, label %401
    i64 1, label %406
  ]

401:                                              ; preds = %400
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(1) noundef %17, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %402 = getelementptr inbounds half, ptr addrspace(1) %0, i64 6144
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef null, ptr addrspace(1) noundef %402, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), ptr addrspace(1) noundef %9, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef null, ptr addrspace(2) noundef null, i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef null, ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef null, ptr addrspace(4) noundef null, i16 noundef zeroext 16, i16 noundef zeroext 16, i16 noundef zeroext 16, i1 noundef zeroext false) #3
  tail call void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(5) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %3, ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %31, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %403 = getelementptr inbounds half, ptr addrspace(1) %2, i64 4096
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %403, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %404 = load half, ptr addrspace(6) inttoptr (i64 10684 to ptr addrspace(6)), align 4, !tbaa !8
  %405 = fadd half %404, 0xH3C00
  store half %405, ptr addrspace(6) inttoptr (i64 6072 to ptr addrspace(6)), align 8, !tbaa !8
  br label %413

406:                                              ; preds = %400
  %407 = getelementptr inbounds half, ptr addrspace(1) %2, i64 1024
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %407, ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vmin_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  br label %413

408:                                              ; preds = %400
  %409 = getelementptr inbounds half, ptr addrspace(1) %2, i64 3072
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), ptr addrspace(1) noundef %409, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), ptr addrspace(1) noundef %8, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vadds_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), half noundef 0xHB400, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %410 = getelementptr inbounds half, ptr addrspace(1) %0, i64 4096
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) noundef %410, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vabs_f16(ptr addrspace(6) noundef null, ptr addrspace(6) noundef null, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %411 = getelementptr inbounds half, ptr addrspace(1) %0, i64 9216
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef null, ptr addrspace(1) noundef %411, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %412 = getelementptr inbounds half, ptr addrspace(1) %1, i64 3072
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), ptr addrspace(1) noundef %412, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 16, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef null, ptr addrspace(2) noundef null, i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef null, ptr addrspace(2) noundef nonnull inttoptr (i64 512 to ptr addrspace(2)), i16 noundef zeroext 0, i8 noundef zeroext 1, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #3
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef null, ptr addrspace(4) noundef null, i16 noundef zeroext 16, i16 noundef zeroext 16, i16 noundef zeroext 16, i1 noundef zeroext true) #3
  tail call void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(5) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %3, ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 32, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vadds_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), half noundef 0xH3C00, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  tail call void @vadd_f16(ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  br label %413

413:                                              ; preds = %320, %43, %267, %408, %406, %401
  br i1 %22, label %421, label %414

414:                                              ; preds = %413
  tail call void @vmax_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  tail call void @vabs_f16(ptr addrspace(6) noundef null, ptr addrspace(6) noundef null, i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %415 = getelementptr inbounds half, ptr addrspace(1) %0, i64 5120
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) noundef %415, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vsub_f16(ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 14336 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %31, ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %416 = getelementptr inbounds half, ptr addrspace(1) %2, i64 10240
  %417 = icmp slt i64 %4, 2
  %418 = select i1 %417, i16 32, i16 64
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %416, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %418, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vmin_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 10240 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  %419 = load half, ptr addrspace(6) inttoptr (i64 14002 to ptr addrspace(6)), align 2, !tbaa !8
  %420 = fadd half %419, 0xH3C00
  store half %420, ptr addrspace(6) inttoptr (i64 2514 to ptr addrspace(6)), align 2, !tbaa !8
  br label %421

421:                                              ; preds = %413, %414
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %25, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %422 = getelementptr inbounds half, ptr addrspace(1) %2, i64 5120
  %423 = icmp slt i64 %4, 2
  %424 = select i1 %423, i16 32, i16 64
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %422, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %424, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @vmax_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #3
  br i1 %28, label %425, label %441

425:                                              ; preds = %421
  %426 = getelementptr inbounds half, ptr addrspace(1) %2, i64 3072
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %426, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %427 = getelementptr inbounds half, ptr addrspace(1) %1, i64 10240
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(1) noundef %427, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(1) noundef %19, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %428 = getelementptr inbounds half, ptr addrspace(1) %1, i64 5120
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(1) noundef %428, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  br i1 %16, label %430, label %429

429:                                              ; preds = %430, %425
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %426, ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  br label %441

430:                                              ; preds = %425, %430
  %431 = phi i64 [ %439, %430 ], [ 0, %425 ]
  %432 = shl i64 %431, 12
  %433 = and i64 %432, 4096
  %434 = or i64 %433, 1024
  %435 = getelementptr inbounds half, ptr addrspace(6) null, i64 %434
  %436 = shl i64 %431, 10
  %437 = add i64 %436, 15360
  %438 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %437
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %435, ptr addrspace(1) noundef %438, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 64, i16 noundef zeroext 0, i16 noundef zeroext 0) #3
  %439 = add nuw nsw i64 %431, 1
  %440 = icmp eq i64 %439, %33
  br i1 %440, label %429, label %430, !llvm.loop !20

441:                                              ; preds = %421, %429
  ret void
}

declare void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare void @vadd_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare void @vmax_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare void @vmuls_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, half noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare void @vadds_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, half noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare void @vabs_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare void @copy_gm_to_cbuf(ptr addrspace(2) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare void @load_cbuf_to_ca(ptr addrspace(3) noundef, ptr addrspace(2) noundef, i16 noundef zeroext, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i8 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #1

declare void @load_cbuf_to_cb(ptr addrspace(4) noundef, ptr addrspace(2) noundef, i16 noundef zeroext, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i8 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #1

declare void @mad(ptr addrspace(5) noundef, ptr addrspace(3) noundef, ptr addrspace(4) noundef, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #1

declare void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(5) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare void @vsub_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare void @vmin_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i64 @llvm.smax.i64(i64, i64) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
!8 = !{!9, !9, i64 0}
!9 = !{!"_Float16", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C/C++ TBAA"}
!12 = distinct !{!12, !6}
!13 = distinct !{!13, !6}
!14 = distinct !{!14, !6}
!15 = distinct !{!15, !6}
!16 = distinct !{!16, !6}
!17 = distinct !{!17, !6}
!18 = distinct !{!18, !6}
!19 = distinct !{!19, !6}
!20 = distinct !{!20, !6}
