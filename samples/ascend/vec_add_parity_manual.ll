; ModuleID = 'samples/ascend/vec_add_parity_manual.c'
source_filename = "samples/ascend/vec_add_parity_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @vec_add_parity(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i64 @get_block_idx() #2, !dbg !12
  %6 = sext i32 %3 to i64, !dbg !13
  %7 = mul nsw i64 %5, %6, !dbg !14
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !15
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2, !dbg !16
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !17
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2, !dbg !18
  %8 = icmp sgt i32 %3, 0, !dbg !19
  br i1 %8, label %9, label %11, !dbg !20

9:                                                ; preds = %4
  %10 = zext i32 %3 to i64, !dbg !19
  br label %12, !dbg !20

11:                                               ; preds = %34, %4
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !21
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2, !dbg !22
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !23
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2, !dbg !24
  ret void, !dbg !25

12:                                               ; preds = %9, %34
  %13 = phi i64 [ 0, %9 ], [ %35, %34 ]
  %14 = add i64 %7, %13, !dbg !26
  %15 = shl i64 %14, 13, !dbg !26
  %16 = trunc i64 %13 to i32, !dbg !27
  %17 = and i32 %16, 1, !dbg !27
  %18 = shl nuw nsw i32 %17, 16, !dbg !28
  %19 = zext i32 %18 to i64, !dbg !28
  %20 = inttoptr i64 %19 to ptr addrspace(6), !dbg !29
  %21 = or i64 %19, 16384, !dbg !30
  %22 = inttoptr i64 %21 to ptr addrspace(6), !dbg !31
  %23 = or i64 %19, 32768, !dbg !32
  %24 = inttoptr i64 %23 to ptr addrspace(6), !dbg !33
  %25 = icmp eq i32 %17, 0, !dbg !34
  br i1 %25, label %27, label %26, !dbg !35

26:                                               ; preds = %12
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2, !dbg !36
  br label %28, !dbg !36

27:                                               ; preds = %12
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !37
  br label %28

28:                                               ; preds = %27, %26
  %29 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %15, !dbg !38
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %20, ptr addrspace(1) noundef %29, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !39
  %30 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %15, !dbg !40
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull %22, ptr addrspace(1) noundef %30, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !41
  %31 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %15, !dbg !42
  br i1 %25, label %33, label %32, !dbg !43

32:                                               ; preds = %28
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 1) #2, !dbg !44
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 1) #2, !dbg !45
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2, !dbg !46
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull %24, ptr addrspace(6) noundef nonnull %20, ptr addrspace(6) noundef nonnull %22, i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !47
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2, !dbg !48
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 1) #2, !dbg !49
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 1) #2, !dbg !50
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %31, ptr addrspace(6) noundef nonnull %24, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !51
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2, !dbg !52
  br label %34, !dbg !52

33:                                               ; preds = %28
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !53
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !54
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !55
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull %24, ptr addrspace(6) noundef %20, ptr addrspace(6) noundef nonnull %22, i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !47
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !56
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !57
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !58
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %31, ptr addrspace(6) noundef nonnull %24, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !51
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !59
  br label %34

34:                                               ; preds = %33, %32
  %35 = add nuw nsw i64 %13, 1, !dbg !60
  %36 = icmp eq i64 %35, %10, !dbg !19
  br i1 %36, label %11, label %12, !dbg !20, !llvm.loop !61
}

declare !dbg !64 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !66 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !67 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !68 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !69 void @vadd_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !70 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/vec_add_parity_manual.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "98164c243a31413a729e6883fbdbd8d2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "vec_add_parity", scope: !1, file: !1, line: 14, type: !10, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 16, column: 18, scope: !9)
!13 = !DILocation(line: 16, column: 36, scope: !9)
!14 = !DILocation(line: 16, column: 34, scope: !9)
!15 = !DILocation(line: 17, column: 3, scope: !9)
!16 = !DILocation(line: 18, column: 3, scope: !9)
!17 = !DILocation(line: 19, column: 3, scope: !9)
!18 = !DILocation(line: 20, column: 3, scope: !9)
!19 = !DILocation(line: 21, column: 25, scope: !9)
!20 = !DILocation(line: 21, column: 3, scope: !9)
!21 = !DILocation(line: 64, column: 3, scope: !9)
!22 = !DILocation(line: 65, column: 3, scope: !9)
!23 = !DILocation(line: 66, column: 3, scope: !9)
!24 = !DILocation(line: 67, column: 3, scope: !9)
!25 = !DILocation(line: 68, column: 1, scope: !9)
!26 = !DILocation(line: 22, column: 24, scope: !9)
!27 = !DILocation(line: 23, column: 37, scope: !9)
!28 = !DILocation(line: 23, column: 42, scope: !9)
!29 = !DILocation(line: 24, column: 25, scope: !9)
!30 = !DILocation(line: 25, column: 53, scope: !9)
!31 = !DILocation(line: 25, column: 25, scope: !9)
!32 = !DILocation(line: 26, column: 53, scope: !9)
!33 = !DILocation(line: 26, column: 25, scope: !9)
!34 = !DILocation(line: 27, column: 11, scope: !9)
!35 = !DILocation(line: 27, column: 9, scope: !9)
!36 = !DILocation(line: 28, column: 7, scope: !9)
!37 = !DILocation(line: 30, column: 7, scope: !9)
!38 = !DILocation(line: 31, column: 27, scope: !9)
!39 = !DILocation(line: 31, column: 5, scope: !9)
!40 = !DILocation(line: 32, column: 27, scope: !9)
!41 = !DILocation(line: 32, column: 5, scope: !9)
!42 = !DILocation(line: 58, column: 23, scope: !9)
!43 = !DILocation(line: 33, column: 9, scope: !9)
!44 = !DILocation(line: 34, column: 7, scope: !9)
!45 = !DILocation(line: 38, column: 7, scope: !9)
!46 = !DILocation(line: 42, column: 7, scope: !9)
!47 = !DILocation(line: 45, column: 5, scope: !9)
!48 = !DILocation(line: 47, column: 7, scope: !9)
!49 = !DILocation(line: 51, column: 7, scope: !9)
!50 = !DILocation(line: 55, column: 7, scope: !9)
!51 = !DILocation(line: 58, column: 5, scope: !9)
!52 = !DILocation(line: 60, column: 7, scope: !9)
!53 = !DILocation(line: 36, column: 7, scope: !9)
!54 = !DILocation(line: 40, column: 7, scope: !9)
!55 = !DILocation(line: 44, column: 7, scope: !9)
!56 = !DILocation(line: 49, column: 7, scope: !9)
!57 = !DILocation(line: 53, column: 7, scope: !9)
!58 = !DILocation(line: 57, column: 7, scope: !9)
!59 = !DILocation(line: 62, column: 7, scope: !9)
!60 = !DILocation(line: 21, column: 30, scope: !9)
!61 = distinct !{!61, !20, !62, !63}
!62 = !DILocation(line: 63, column: 3, scope: !9)
!63 = !{!"llvm.loop.mustprogress"}
!64 = !DISubprogram(name: "get_block_idx", scope: !65, file: !65, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!65 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!66 = !DISubprogram(name: "set_flag", scope: !65, file: !65, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!67 = !DISubprogram(name: "wait_flag", scope: !65, file: !65, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!68 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !65, file: !65, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!69 = !DISubprogram(name: "vadd_f16", scope: !65, file: !65, line: 106, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!70 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !65, file: !65, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
