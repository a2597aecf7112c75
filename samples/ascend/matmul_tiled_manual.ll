; ModuleID = 'samples/ascend/matmul_tiled_manual.c'
source_filename = "samples/ascend/matmul_tiled_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @matmul_tiled(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noalias noundef %2, ptr addrspace(1) noalias noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #0 {
  %7 = tail call i64 @get_block_idx() #2
  %8 = sext i32 %4 to i64
  %9 = sdiv i64 %7, %8
  %10 = srem i64 %7, %8
  %11 = shl nsw i64 %10, 6
  %12 = getelementptr inbounds float, ptr addrspace(1) %2, i64 %11
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(1) noundef %12, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 8, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 3, i64 noundef 4, i64 noundef 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 1) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 2) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 3) #2
  %13 = icmp sgt i32 %5, 0
  br i1 %13, label %14, label %19

14:                                               ; preds = %6
  %15 = zext i32 %5 to i64
  %16 = mul nsw i64 %9, %15
  %17 = mul nsw i64 %10, %15
  %18 = zext i32 %5 to i64
  br label %29

19:                                               ; preds = %29, %6
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 3, i64 noundef 4, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 1) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 2) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 3) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 1, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 1, i64 noundef 0) #2
  tail call void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(5) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2
  tail call void @vadd_f32(ptr addrspace(6) noundef null, ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2
  %20 = shl nsw i32 %4, 6
  %21 = sext i32 %20 to i64
  %22 = shl nsw i64 %21, 6
  %23 = mul i64 %22, %9
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %23
  %25 = getelementptr inbounds float, ptr addrspace(1) %24, i64 %11
  %26 = trunc i32 %4 to i16
  %27 = shl i16 %26, 3
  %28 = add i16 %27, -8
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %25, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 64, i16 noundef zeroext 8, i16 noundef zeroext 0, i16 noundef zeroext %28) #2
  ret void

29:                                               ; preds = %29, %14
  %30 = phi i64 [ 0, %14 ], [ %38, %29 ]
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 3, i64 noundef 4, i64 noundef 0) #2
  %31 = add nsw i64 %16, %30
  %32 = mul nsw i64 %31, 24576
  %33 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %32
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef null, ptr addrspace(1) noundef %33, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 1536, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  %34 = add nsw i64 %17, %30
  %35 = mul nsw i64 %34, 24576
  %36 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %35
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), ptr addrspace(1) noundef %36, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 1536, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 3, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 3, i64 noundef 0) #2
  %37 = icmp eq i64 %30, 0
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 0) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef null, ptr addrspace(2) noundef null, i16 noundef zeroext 0, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef null, ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 0, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 2048 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 4, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 2048 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 4, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 4096 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 8, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 4096 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 8, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 6144 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 12, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 6144 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 12, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 8192 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 16, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 8192 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 16, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 10240 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 20, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 10240 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 20, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 0) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef null, ptr addrspace(4) noundef null, i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext %37) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 2048 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 2048 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 4096 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 4096 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 6144 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 6144 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 8192 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 8192 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 10240 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 10240 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 1) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 12288 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 24, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 12288 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 24, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 14336 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 28, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 14336 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 28, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 16384 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 32, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 16384 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 32, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 18432 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 36, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 18432 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 36, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 20480 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 40, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 20480 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 40, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 22528 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 44, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 22528 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 44, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 1) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 1) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 12288 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 12288 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 14336 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 14336 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 16384 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 16384 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 18432 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 18432 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 20480 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 20480 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 22528 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 22528 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 1) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 2) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 24576 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 48, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 24576 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 48, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 26624 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 52, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 26624 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 52, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 28672 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 56, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 28672 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 56, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 30720 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 60, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 30720 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 60, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 32768 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 64, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 32768 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 64, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 34816 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 68, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 34816 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 68, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 2) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 2) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 24576 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 24576 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 26624 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 26624 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 28672 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 28672 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 30720 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 30720 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 32768 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 32768 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 34816 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 34816 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 2) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 3) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 36864 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 72, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 36864 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 72, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 38912 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 76, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 38912 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 76, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 40960 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 80, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 40960 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 80, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 43008 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 84, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 43008 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 84, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 45056 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 88, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 45056 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 88, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 47104 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 92, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 47104 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 92, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 3, i64 noundef 4, i64 noundef 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 3) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 3) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 36864 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 36864 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 38912 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 38912 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 40960 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 40960 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 43008 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 43008 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 45056 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 45056 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 47104 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 47104 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 3) #2
  %38 = add nuw nsw i64 %30, 1
  %39 = icmp eq i64 %38, %18
  br i1 %39, label %19, label %29, !llvm.loop !5
}

declare i64 @get_block_idx() local_unnamed_addr #1

declare void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare void @copy_gm_to_cbuf(ptr addrspace(2) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare void @load_cbuf_to_ca(ptr addrspace(3) noundef, ptr addrspace(2) noundef, i16 noundef zeroext, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i8 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #1

declare void @load_cbuf_to_cb(ptr addrspace(4) noundef, ptr addrspace(2) noundef, i16 noundef zeroext, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i8 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #1

declare void @mad(ptr addrspace(5) noundef, ptr addrspace(3) noundef, ptr addrspace(4) noundef, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #1

declare void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(5) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
