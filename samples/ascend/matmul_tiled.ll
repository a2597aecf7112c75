; ModuleID = 'samples/ascend/matmul_tiled.c'
source_filename = "samples/ascend/matmul_tiled.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @matmul_tiled(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noalias noundef %2, ptr addrspace(1) noalias noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 !dbg !9 {
  %7 = tail call i64 @get_block_idx() #2, !dbg !12
  %8 = sext i32 %4 to i64, !dbg !13
  %9 = sdiv i64 %7, %8, !dbg !14
  %10 = srem i64 %7, %8, !dbg !15
  %11 = shl nsw i64 %10, 6, !dbg !16
  %12 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %11, !dbg !17
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(1) noundef %12, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 8, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !18
  %13 = icmp sgt i32 %5, 0, !dbg !19
  br i1 %13, label %14, label %19, !dbg !20

14:                                               ; preds = %6
  %15 = zext i32 %5 to i64
  %16 = mul nsw i64 %9, %15
  %17 = mul nsw i64 %10, %15
  %18 = zext i32 %5 to i64, !dbg !19
  br label %29, !dbg !20

19:                                               ; preds = %29, %6
  tail call void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(5) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !21
  tail call void @vadd_f32(ptr addrspace(6) noundef null, ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 0) #2, !dbg !22
  %20 = shl nsw i32 %4, 6, !dbg !23
  %21 = sext i32 %20 to i64, !dbg !24
  %22 = shl nsw i64 %21, 6, !dbg !25
  %23 = mul i64 %22, %9, !dbg !26
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %23, !dbg !27
  %25 = getelementptr inbounds float, ptr addrspace(1) %24, i64 %11, !dbg !28
  %26 = trunc i32 %4 to i16, !dbg !29
  %27 = shl i16 %26, 3, !dbg !29
  %28 = add i16 %27, -8, !dbg !29
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %25, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 64, i16 noundef zeroext 8, i16 noundef zeroext 0, i16 noundef zeroext %28) #2, !dbg !30
  ret void, !dbg !31

29:                                               ; preds = %14, %29
  %30 = phi i64 [ 0, %14 ], [ %38, %29 ]
  %31 = add nsw i64 %16, %30, !dbg !32
  %32 = mul nsw i64 %31, 24576, !dbg !33
  %33 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %32, !dbg !34
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef null, ptr addrspace(1) noundef %33, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 1536, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !35
  %34 = add nsw i64 %17, %30, !dbg !36
  %35 = mul nsw i64 %34, 24576, !dbg !37
  %36 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %35, !dbg !38
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), ptr addrspace(1) noundef %36, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 1536, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !39
  %37 = icmp eq i64 %30, 0
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef null, ptr addrspace(2) noundef null, i16 noundef zeroext 0, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef null, ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 0, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef null, ptr addrspace(4) noundef null, i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext %37) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 2048 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 4, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 2048 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 4, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 2048 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 2048 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 4096 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 8, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 4096 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 8, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 4096 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 4096 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 6144 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 12, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 6144 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 12, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 6144 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 6144 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 8192 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 16, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 8192 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 16, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 8192 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 8192 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 10240 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 20, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 10240 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 20, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 10240 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 10240 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 12288 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 24, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 12288 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 24, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 12288 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 12288 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 14336 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 28, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 14336 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 28, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 14336 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 14336 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 16384 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 32, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 16384 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 32, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 16384 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 16384 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 18432 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 36, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 18432 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 36, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 18432 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 18432 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 20480 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 40, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 20480 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 40, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 20480 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 20480 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 22528 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 44, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 22528 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 44, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 22528 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 22528 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 24576 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 48, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 24576 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 48, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 24576 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 24576 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 26624 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 52, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 26624 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 52, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 26624 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 26624 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 28672 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 56, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 28672 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 56, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 28672 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 28672 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 30720 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 60, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 30720 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 60, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 30720 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 30720 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 32768 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 64, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 32768 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 64, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 32768 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 32768 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 34816 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 68, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 34816 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 68, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 34816 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 34816 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 36864 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 72, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 36864 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 72, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 36864 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 36864 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 38912 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 76, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 38912 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 76, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 38912 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 38912 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 40960 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 80, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 40960 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 80, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 40960 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 40960 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 43008 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 84, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 43008 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 84, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 43008 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 43008 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 45056 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 88, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 45056 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 88, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 45056 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 45056 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 47104 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 92, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !40
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 47104 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 92, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !41
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 47104 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 47104 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !42
  %38 = add nuw nsw i64 %30, 1, !dbg !43
  %39 = icmp eq i64 %38, %18, !dbg !19
  br i1 %39, label %19, label %29, !dbg !20, !llvm.loop !44
}

declare !dbg !47 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !49 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !50 void @copy_gm_to_cbuf(ptr addrspace(2) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !51 void @load_cbuf_to_ca(ptr addrspace(3) noundef, ptr addrspace(2) noundef, i16 noundef zeroext, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i8 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #1

declare !dbg !52 void @load_cbuf_to_cb(ptr addrspace(4) noundef, ptr addrspace(2) noundef, i16 noundef zeroext, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i8 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #1

declare !dbg !53 void @mad(ptr addrspace(5) noundef, ptr addrspace(3) noundef, ptr addrspace(4) noundef, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #1

declare !dbg !54 void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(5) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !55 void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !56 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/matmul_tiled.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "ae3ffbec422013bccf608f002b60acf6")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "matmul_tiled", scope: !1, file: !1, line: 24, type: !10, scopeLine: 26, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 27, column: 17, scope: !9)
!13 = !DILocation(line: 28, column: 22, scope: !9)
!14 = !DILocation(line: 28, column: 20, scope: !9)
!15 = !DILocation(line: 29, column: 20, scope: !9)
!16 = !DILocation(line: 38, column: 38, scope: !9)
!17 = !DILocation(line: 38, column: 33, scope: !9)
!18 = !DILocation(line: 38, column: 3, scope: !9)
!19 = !DILocation(line: 39, column: 27, scope: !9)
!20 = !DILocation(line: 39, column: 3, scope: !9)
!21 = !DILocation(line: 54, column: 3, scope: !9)
!22 = !DILocation(line: 56, column: 3, scope: !9)
!23 = !DILocation(line: 57, column: 42, scope: !9)
!24 = !DILocation(line: 57, column: 33, scope: !9)
!25 = !DILocation(line: 57, column: 26, scope: !9)
!26 = !DILocation(line: 57, column: 31, scope: !9)
!27 = !DILocation(line: 57, column: 21, scope: !9)
!28 = !DILocation(line: 57, column: 48, scope: !9)
!29 = !DILocation(line: 58, column: 35, scope: !9)
!30 = !DILocation(line: 57, column: 3, scope: !9)
!31 = !DILocation(line: 59, column: 1, scope: !9)
!32 = !DILocation(line: 40, column: 46, scope: !9)
!33 = !DILocation(line: 40, column: 52, scope: !9)
!34 = !DILocation(line: 40, column: 29, scope: !9)
!35 = !DILocation(line: 40, column: 5, scope: !9)
!36 = !DILocation(line: 42, column: 46, scope: !9)
!37 = !DILocation(line: 42, column: 52, scope: !9)
!38 = !DILocation(line: 42, column: 29, scope: !9)
!39 = !DILocation(line: 42, column: 5, scope: !9)
!40 = !DILocation(line: 46, column: 7, scope: !9)
!41 = !DILocation(line: 48, column: 7, scope: !9)
!42 = !DILocation(line: 50, column: 7, scope: !9)
!43 = !DILocation(line: 39, column: 39, scope: !9)
!44 = distinct !{!44, !20, !45, !46}
!45 = !DILocation(line: 53, column: 3, scope: !9)
!46 = !{!"llvm.loop.mustprogress"}
!47 = !DISubprogram(name: "get_block_idx", scope: !48, file: !48, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!48 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!49 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !48, file: !48, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!50 = !DISubprogram(name: "copy_gm_to_cbuf", scope: !48, file: !48, line: 73, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!51 = !DISubprogram(name: "load_cbuf_to_ca", scope: !48, file: !48, line: 81, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!52 = !DISubprogram(name: "load_cbuf_to_cb", scope: !48, file: !48, line: 84, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!53 = !DISubprogram(name: "mad", scope: !48, file: !48, line: 89, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!54 = !DISubprogram(name: "copy_matrix_cc_to_ubuf", scope: !48, file: !48, line: 93, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!55 = !DISubprogram(name: "vadd_f32", scope: !48, file: !48, line: 107, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!56 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !48, file: !48, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
