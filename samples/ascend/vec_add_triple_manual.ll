; ModuleID = 'samples/ascend/vec_add_triple_manual.c'
source_filename = "samples/ascend/vec_add_triple_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @vec_add_triple(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i64 @get_block_idx() #2, !dbg !12
  %6 = sext i32 %3 to i64, !dbg !13
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !14
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !15
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2, !dbg !14
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2, !dbg !15
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 2) #2, !dbg !14
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 2) #2, !dbg !15
  %7 = mul nsw i64 %5, %6, !dbg !16
  %8 = icmp sgt i32 %3, 0, !dbg !17
  br i1 %8, label %9, label %39, !dbg !18

9:                                                ; preds = %4
  %10 = zext i32 %3 to i64, !dbg !17
  br label %11, !dbg !18

11:                                               ; preds = %9, %36
  %12 = phi i64 [ 0, %9 ], [ %37, %36 ]
  %13 = add i64 %7, %12, !dbg !19
  %14 = shl i64 %13, 12, !dbg !19
  %15 = trunc i64 %12 to i32, !dbg !20
  %16 = urem i32 %15, 3, !dbg !20
  %17 = mul nuw nsw i32 %16, 24576, !dbg !21
  %18 = zext i32 %17 to i64, !dbg !21
  %19 = inttoptr i64 %18 to ptr addrspace(6), !dbg !22
  %20 = add nuw nsw i64 %18, 8192, !dbg !23
  %21 = inttoptr i64 %20 to ptr addrspace(6), !dbg !24
  %22 = add nuw nsw i64 %18, 16384, !dbg !25
  %23 = inttoptr i64 %22 to ptr addrspace(6), !dbg !26
  switch i32 %16, label %32 [
    i32 0, label %24
    i32 1, label %28
  ], !dbg !27

24:                                               ; preds = %11
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !27
  %25 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %14, !dbg !28
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %19, ptr addrspace(1) noundef %25, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !29
  %26 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %14, !dbg !30
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull %21, ptr addrspace(1) noundef %26, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !31
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !32
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !33
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !34
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull %23, ptr addrspace(6) noundef %19, ptr addrspace(6) noundef nonnull %21, i8 noundef zeroext 32, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !35
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !36
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !37
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !38
  %27 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %14, !dbg !39
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %27, ptr addrspace(6) noundef nonnull %23, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !40
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !41
  br label %36, !dbg !41

28:                                               ; preds = %11
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2, !dbg !27
  %29 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %14, !dbg !28
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %19, ptr addrspace(1) noundef %29, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !29
  %30 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %14, !dbg !30
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull %21, ptr addrspace(1) noundef %30, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !31
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 1) #2, !dbg !32
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 1) #2, !dbg !33
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2, !dbg !34
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull %23, ptr addrspace(6) noundef %19, ptr addrspace(6) noundef nonnull %21, i8 noundef zeroext 32, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !35
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2, !dbg !36
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 1) #2, !dbg !37
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 1) #2, !dbg !38
  %31 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %14, !dbg !39
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %31, ptr addrspace(6) noundef nonnull %23, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !40
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2, !dbg !41
  br label %36, !dbg !41

32:                                               ; preds = %11
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 2) #2, !dbg !27
  %33 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %14, !dbg !28
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %19, ptr addrspace(1) noundef %33, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !29
  %34 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %14, !dbg !30
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull %21, ptr addrspace(1) noundef %34, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !31
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 2) #2, !dbg !32
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 2) #2, !dbg !33
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 2) #2, !dbg !34
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull %23, ptr addrspace(6) noundef %19, ptr addrspace(6) noundef nonnull %21, i8 noundef zeroext 32, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !35
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 2) #2, !dbg !36
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 2) #2, !dbg !37
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 2) #2, !dbg !38
  %35 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %14, !dbg !39
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %35, ptr addrspace(6) noundef nonnull %23, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !40
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 2) #2, !dbg !41
  br label %36, !dbg !41

36:                                               ; preds = %32, %28, %24
  %37 = add nuw nsw i64 %12, 1, !dbg !42
  %38 = icmp eq i64 %37, %10, !dbg !17
  br i1 %38, label %39, label %11, !dbg !18, !llvm.loop !43

39:                                               ; preds = %36, %4
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !46
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !47
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2, !dbg !46
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2, !dbg !47
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 2) #2, !dbg !46
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 2) #2, !dbg !47
  ret void, !dbg !48
}

declare !dbg !49 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !51 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !52 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !53 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !54 void @vadd_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !55 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/vec_add_triple_manual.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "e4f5059782170172836d17420c175766")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "vec_add_triple", scope: !1, file: !1, line: 19, type: !10, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 21, column: 18, scope: !9)
!13 = !DILocation(line: 21, column: 36, scope: !9)
!14 = !DILocation(line: 23, column: 5, scope: !9)
!15 = !DILocation(line: 24, column: 5, scope: !9)
!16 = !DILocation(line: 21, column: 34, scope: !9)
!17 = !DILocation(line: 26, column: 25, scope: !9)
!18 = !DILocation(line: 26, column: 3, scope: !9)
!19 = !DILocation(line: 27, column: 24, scope: !9)
!20 = !DILocation(line: 28, column: 19, scope: !9)
!21 = !DILocation(line: 29, column: 31, scope: !9)
!22 = !DILocation(line: 30, column: 25, scope: !9)
!23 = !DILocation(line: 31, column: 48, scope: !9)
!24 = !DILocation(line: 31, column: 25, scope: !9)
!25 = !DILocation(line: 32, column: 48, scope: !9)
!26 = !DILocation(line: 32, column: 25, scope: !9)
!27 = !DILocation(line: 33, column: 5, scope: !9)
!28 = !DILocation(line: 34, column: 27, scope: !9)
!29 = !DILocation(line: 34, column: 5, scope: !9)
!30 = !DILocation(line: 35, column: 27, scope: !9)
!31 = !DILocation(line: 35, column: 5, scope: !9)
!32 = !DILocation(line: 36, column: 5, scope: !9)
!33 = !DILocation(line: 37, column: 5, scope: !9)
!34 = !DILocation(line: 38, column: 5, scope: !9)
!35 = !DILocation(line: 39, column: 5, scope: !9)
!36 = !DILocation(line: 40, column: 5, scope: !9)
!37 = !DILocation(line: 41, column: 5, scope: !9)
!38 = !DILocation(line: 42, column: 5, scope: !9)
!39 = !DILocation(line: 43, column: 23, scope: !9)
!40 = !DILocation(line: 43, column: 5, scope: !9)
!41 = !DILocation(line: 44, column: 5, scope: !9)
!42 = !DILocation(line: 26, column: 30, scope: !9)
!43 = distinct !{!43, !18, !44, !45}
!44 = !DILocation(line: 45, column: 3, scope: !9)
!45 = !{!"llvm.loop.mustprogress"}
!46 = !DILocation(line: 47, column: 5, scope: !9)
!47 = !DILocation(line: 48, column: 5, scope: !9)
!48 = !DILocation(line: 50, column: 1, scope: !9)
!49 = !DISubprogram(name: "get_block_idx", scope: !50, file: !50, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!50 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!51 = !DISubprogram(name: "set_flag", scope: !50, file: !50, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!52 = !DISubprogram(name: "wait_flag", scope: !50, file: !50, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!53 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !50, file: !50, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!54 = !DISubprogram(name: "vadd_f16", scope: !50, file: !50, line: 106, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!55 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !50, file: !50, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
