; ModuleID = 'samples/ascend/matmul_tiled_manual.c'
source_filename = "samples/ascend/matmul_tiled_manual.c"
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
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !19
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 3, i64 noundef 4, i64 noundef 0) #2, !dbg !20
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 0) #2, !dbg !21
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 1) #2, !dbg !22
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 2) #2, !dbg !23
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 3) #2, !dbg !24
  %13 = icmp sgt i32 %5, 0, !dbg !25
  br i1 %13, label %14, label %19, !dbg !26

14:                                               ; preds = %6
  %15 = zext i32 %5 to i64
  %16 = mul nsw i64 %9, %15
  %17 = mul nsw i64 %10, %15
  %18 = zext i32 %5 to i64, !dbg !25
  br label %29, !dbg !26

19:                                               ; preds = %29, %6
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 3, i64 noundef 4, i64 noundef 0) #2, !dbg !27
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 0) #2, !dbg !28
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 1) #2, !dbg !29
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 2) #2, !dbg !30
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 3) #2, !dbg !31
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 1, i64 noundef 0) #2, !dbg !32
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 1, i64 noundef 0) #2, !dbg !33
  tail call void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(5) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !34
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !35
  tail call void @vadd_f32(ptr addrspace(6) noundef null, ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 0) #2, !dbg !36
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !37
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !38
  %20 = shl nsw i32 %4, 6, !dbg !39
  %21 = sext i32 %20 to i64, !dbg !40
  %22 = shl nsw i64 %21, 6, !dbg !41
  %23 = mul i64 %22, %9, !dbg !42
  %24 = getelementptr inbounds float, ptr addrspace(1) %3, i64 %23, !dbg !43
  %25 = getelementptr inbounds float, ptr addrspace(1) %24, i64 %11, !dbg !44
  %26 = trunc i32 %4 to i16, !dbg !45
  %27 = shl i16 %26, 3, !dbg !45
  %28 = add i16 %27, -8, !dbg !45
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %25, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 64, i16 noundef zeroext 8, i16 noundef zeroext 0, i16 noundef zeroext %28) #2, !dbg !46
  ret void, !dbg !47

29:                                               ; preds = %29, %14
  %30 = phi i64 [ 0, %14 ], [ %38, %29 ]
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 3, i64 noundef 4, i64 noundef 0) #2, !dbg !48
  %31 = add nsw i64 %16, %30, !dbg !49
  %32 = mul nsw i64 %31, 24576, !dbg !50
  %33 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %32, !dbg !51
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef null, ptr addrspace(1) noundef %33, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 1536, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !52
  %34 = add nsw i64 %17, %30, !dbg !53
  %35 = mul nsw i64 %34, 24576, !dbg !54
  %36 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %35, !dbg !55
  tail call void @copy_gm_to_cbuf(ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), ptr addrspace(1) noundef %36, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 1536, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !56
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 3, i64 noundef 0) #2, !dbg !57
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 3, i64 noundef 0) #2, !dbg !58
  %37 = icmp eq i64 %30, 0
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 0) #2, !dbg !59
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef null, ptr addrspace(2) noundef null, i16 noundef zeroext 0, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef null, ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 0, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 2048 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 4, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 2048 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 4, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 4096 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 8, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 4096 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 8, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 6144 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 12, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 6144 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 12, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 8192 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 16, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 8192 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 16, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 10240 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 20, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 10240 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 20, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 0) #2, !dbg !62
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 0) #2, !dbg !63
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef null, ptr addrspace(4) noundef null, i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext %37) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 2048 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 2048 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 4096 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 4096 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 6144 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 6144 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 8192 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 8192 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 10240 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 10240 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 0) #2, !dbg !65
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 1) #2, !dbg !59
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 12288 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 24, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 12288 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 24, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 14336 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 28, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 14336 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 28, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 16384 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 32, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 16384 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 32, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 18432 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 36, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 18432 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 36, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 20480 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 40, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 20480 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 40, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 22528 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 44, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 22528 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 44, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 1) #2, !dbg !62
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 1) #2, !dbg !63
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 12288 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 12288 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 14336 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 14336 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 16384 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 16384 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 18432 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 18432 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 20480 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 20480 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 22528 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 22528 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 1) #2, !dbg !65
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 2) #2, !dbg !59
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 24576 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 48, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 24576 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 48, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 26624 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 52, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 26624 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 52, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 28672 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 56, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 28672 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 56, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 30720 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 60, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 30720 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 60, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 32768 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 64, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 32768 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 64, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 34816 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 68, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 34816 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 68, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 2) #2, !dbg !62
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 2) #2, !dbg !63
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 24576 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 24576 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 26624 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 26624 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 28672 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 28672 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 30720 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 30720 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 32768 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 32768 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 34816 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 34816 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 2) #2, !dbg !65
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 3) #2, !dbg !59
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 36864 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 72, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 36864 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 72, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 38912 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 76, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 38912 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 76, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 40960 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 80, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 40960 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 80, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 43008 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 84, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 43008 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 84, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 45056 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 88, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 45056 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 88, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @load_cbuf_to_ca(ptr addrspace(3) noundef nonnull inttoptr (i64 47104 to ptr addrspace(3)), ptr addrspace(2) noundef null, i16 noundef zeroext 92, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !60
  tail call void @load_cbuf_to_cb(ptr addrspace(4) noundef nonnull inttoptr (i64 47104 to ptr addrspace(4)), ptr addrspace(2) noundef nonnull inttoptr (i64 65536 to ptr addrspace(2)), i16 noundef zeroext 92, i8 noundef zeroext 4, i16 noundef zeroext 1, i16 noundef zeroext 0, i8 noundef zeroext 0, i1 noundef zeroext false) #2, !dbg !61
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 3, i64 noundef 4, i64 noundef 0) #2, !dbg !66
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 3) #2, !dbg !62
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 3, i64 noundef 2, i64 noundef 3) #2, !dbg !63
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 36864 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 36864 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 38912 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 38912 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 40960 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 40960 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 43008 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 43008 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 45056 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 45056 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @mad(ptr addrspace(5) noundef null, ptr addrspace(3) noundef nonnull inttoptr (i64 47104 to ptr addrspace(3)), ptr addrspace(4) noundef nonnull inttoptr (i64 47104 to ptr addrspace(4)), i16 noundef zeroext 64, i16 noundef zeroext 16, i16 noundef zeroext 64, i1 noundef zeroext false) #2, !dbg !64
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 2, i64 noundef 3, i64 noundef 3) #2, !dbg !65
  %38 = add nuw nsw i64 %30, 1, !dbg !67
  %39 = icmp eq i64 %38, %18, !dbg !25
  br i1 %39, label %19, label %29, !dbg !26, !llvm.loop !68
}

declare !dbg !71 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !73 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !74 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !75 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !76 void @copy_gm_to_cbuf(ptr addrspace(2) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !77 void @load_cbuf_to_ca(ptr addrspace(3) noundef, ptr addrspace(2) noundef, i16 noundef zeroext, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i8 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #1

declare !dbg !78 void @load_cbuf_to_cb(ptr addrspace(4) noundef, ptr addrspace(2) noundef, i16 noundef zeroext, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i8 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #1

declare !dbg !79 void @mad(ptr addrspace(5) noundef, ptr addrspace(3) noundef, ptr addrspace(4) noundef, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i1 noundef zeroext) local_unnamed_addr #1

declare !dbg !80 void @copy_matrix_cc_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(5) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !81 void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !82 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/matmul_tiled_manual.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "39b9cdbbe7a24c33178ef4f337a28df4")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "matmul_tiled", scope: !1, file: !1, line: 21, type: !10, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 24, column: 17, scope: !9)
!13 = !DILocation(line: 25, column: 22, scope: !9)
!14 = !DILocation(line: 25, column: 20, scope: !9)
!15 = !DILocation(line: 26, column: 20, scope: !9)
!16 = !DILocation(line: 35, column: 38, scope: !9)
!17 = !DILocation(line: 35, column: 33, scope: !9)
!18 = !DILocation(line: 35, column: 3, scope: !9)
!19 = !DILocation(line: 36, column: 3, scope: !9)
!20 = !DILocation(line: 38, column: 3, scope: !9)
!21 = !DILocation(line: 39, column: 3, scope: !9)
!22 = !DILocation(line: 40, column: 3, scope: !9)
!23 = !DILocation(line: 41, column: 3, scope: !9)
!24 = !DILocation(line: 42, column: 3, scope: !9)
!25 = !DILocation(line: 43, column: 27, scope: !9)
!26 = !DILocation(line: 43, column: 3, scope: !9)
!27 = !DILocation(line: 72, column: 3, scope: !9)
!28 = !DILocation(line: 73, column: 3, scope: !9)
!29 = !DILocation(line: 74, column: 3, scope: !9)
!30 = !DILocation(line: 75, column: 3, scope: !9)
!31 = !DILocation(line: 76, column: 3, scope: !9)
!32 = !DILocation(line: 78, column: 3, scope: !9)
!33 = !DILocation(line: 79, column: 3, scope: !9)
!34 = !DILocation(line: 80, column: 3, scope: !9)
!35 = !DILocation(line: 81, column: 3, scope: !9)
!36 = !DILocation(line: 82, column: 3, scope: !9)
!37 = !DILocation(line: 83, column: 3, scope: !9)
!38 = !DILocation(line: 84, column: 3, scope: !9)
!39 = !DILocation(line: 85, column: 42, scope: !9)
!40 = !DILocation(line: 85, column: 33, scope: !9)
!41 = !DILocation(line: 85, column: 26, scope: !9)
!42 = !DILocation(line: 85, column: 31, scope: !9)
!43 = !DILocation(line: 85, column: 21, scope: !9)
!44 = !DILocation(line: 85, column: 48, scope: !9)
!45 = !DILocation(line: 86, column: 35, scope: !9)
!46 = !DILocation(line: 85, column: 3, scope: !9)
!47 = !DILocation(line: 87, column: 1, scope: !9)
!48 = !DILocation(line: 44, column: 5, scope: !9)
!49 = !DILocation(line: 45, column: 46, scope: !9)
!50 = !DILocation(line: 45, column: 52, scope: !9)
!51 = !DILocation(line: 45, column: 29, scope: !9)
!52 = !DILocation(line: 45, column: 5, scope: !9)
!53 = !DILocation(line: 47, column: 46, scope: !9)
!54 = !DILocation(line: 47, column: 52, scope: !9)
!55 = !DILocation(line: 47, column: 29, scope: !9)
!56 = !DILocation(line: 47, column: 5, scope: !9)
!57 = !DILocation(line: 49, column: 5, scope: !9)
!58 = !DILocation(line: 50, column: 5, scope: !9)
!59 = !DILocation(line: 53, column: 7, scope: !9)
!60 = !DILocation(line: 56, column: 9, scope: !9)
!61 = !DILocation(line: 58, column: 9, scope: !9)
!62 = !DILocation(line: 63, column: 7, scope: !9)
!63 = !DILocation(line: 64, column: 7, scope: !9)
!64 = !DILocation(line: 67, column: 9, scope: !9)
!65 = !DILocation(line: 69, column: 7, scope: !9)
!66 = !DILocation(line: 62, column: 9, scope: !9)
!67 = !DILocation(line: 43, column: 39, scope: !9)
!68 = distinct !{!68, !26, !69, !70}
!69 = !DILocation(line: 71, column: 3, scope: !9)
!70 = !{!"llvm.loop.mustprogress"}
!71 = !DISubprogram(name: "get_block_idx", scope: !72, file: !72, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!72 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!73 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !72, file: !72, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!74 = !DISubprogram(name: "set_flag", scope: !72, file: !72, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!75 = !DISubprogram(name: "wait_flag", scope: !72, file: !72, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!76 = !DISubprogram(name: "copy_gm_to_cbuf", scope: !72, file: !72, line: 73, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!77 = !DISubprogram(name: "load_cbuf_to_ca", scope: !72, file: !72, line: 81, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!78 = !DISubprogram(name: "load_cbuf_to_cb", scope: !72, file: !72, line: 84, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!79 = !DISubprogram(name: "mad", scope: !72, file: !72, line: 89, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!80 = !DISubprogram(name: "copy_matrix_cc_to_ubuf", scope: !72, file: !72, line: 93, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!81 = !DISubprogram(name: "vadd_f32", scope: !72, file: !72, line: 107, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!82 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !72, file: !72, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
