; ModuleID = 'samples/ascend/vec_add_double_buffer_manual.c'
source_filename = "samples/ascend/vec_add_double_buffer_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @vec_add_double_buffer(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i64 @get_block_idx() #2, !dbg !12
  %6 = sext i32 %3 to i64, !dbg !13
  %7 = shl nsw i64 %6, 14, !dbg !14
  %8 = mul i64 %7, %5, !dbg !15
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !16
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2, !dbg !17
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !18
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2, !dbg !19
  %9 = icmp sgt i32 %3, 0, !dbg !20
  br i1 %9, label %10, label %12, !dbg !21

10:                                               ; preds = %4
  %11 = zext i32 %3 to i64, !dbg !20
  br label %13, !dbg !21

12:                                               ; preds = %13, %4
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !22
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2, !dbg !23
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !24
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2, !dbg !25
  ret void, !dbg !26

13:                                               ; preds = %10, %13
  %14 = phi i64 [ 0, %10 ], [ %23, %13 ]
  %15 = shl i64 %14, 14, !dbg !27
  %16 = add nsw i64 %15, %8, !dbg !28
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !29
  %17 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %16, !dbg !30
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %17, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !31
  %18 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %16, !dbg !32
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(1) noundef %18, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !33
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !34
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !35
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !36
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !37
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !38
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !39
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !40
  %19 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %16, !dbg !41
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %19, ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !42
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !43
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2, !dbg !44
  %20 = getelementptr inbounds half, ptr addrspace(1) %17, i64 8192, !dbg !45
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(1) noundef %20, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !46
  %21 = getelementptr inbounds half, ptr addrspace(1) %18, i64 8192, !dbg !47
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 81920 to ptr addrspace(6)), ptr addrspace(1) noundef %21, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !48
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 1) #2, !dbg !49
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 1) #2, !dbg !50
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2, !dbg !51
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 98304 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 81920 to ptr addrspace(6)), i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !52
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2, !dbg !53
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 1) #2, !dbg !54
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 1) #2, !dbg !55
  %22 = getelementptr inbounds half, ptr addrspace(1) %19, i64 8192, !dbg !56
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %22, ptr addrspace(6) noundef nonnull inttoptr (i64 98304 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !57
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2, !dbg !58
  %23 = add nuw nsw i64 %14, 1, !dbg !59
  %24 = icmp eq i64 %23, %11, !dbg !20
  br i1 %24, label %12, label %13, !dbg !21, !llvm.loop !60
}

declare !dbg !63 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !65 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !66 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !67 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !68 void @vadd_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !69 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/vec_add_double_buffer_manual.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "ef4989334b5318c412c35defe9059407")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "vec_add_double_buffer", scope: !1, file: !1, line: 11, type: !10, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 14, column: 18, scope: !9)
!13 = !DILocation(line: 14, column: 36, scope: !9)
!14 = !DILocation(line: 14, column: 34, scope: !9)
!15 = !DILocation(line: 14, column: 42, scope: !9)
!16 = !DILocation(line: 23, column: 3, scope: !9)
!17 = !DILocation(line: 24, column: 3, scope: !9)
!18 = !DILocation(line: 25, column: 3, scope: !9)
!19 = !DILocation(line: 26, column: 3, scope: !9)
!20 = !DILocation(line: 28, column: 25, scope: !9)
!21 = !DILocation(line: 28, column: 3, scope: !9)
!22 = !DILocation(line: 58, column: 3, scope: !9)
!23 = !DILocation(line: 59, column: 3, scope: !9)
!24 = !DILocation(line: 60, column: 3, scope: !9)
!25 = !DILocation(line: 61, column: 3, scope: !9)
!26 = !DILocation(line: 62, column: 1, scope: !9)
!27 = !DILocation(line: 29, column: 37, scope: !9)
!28 = !DILocation(line: 29, column: 24, scope: !9)
!29 = !DILocation(line: 31, column: 5, scope: !9)
!30 = !DILocation(line: 32, column: 31, scope: !9)
!31 = !DILocation(line: 32, column: 5, scope: !9)
!32 = !DILocation(line: 33, column: 31, scope: !9)
!33 = !DILocation(line: 33, column: 5, scope: !9)
!34 = !DILocation(line: 34, column: 5, scope: !9)
!35 = !DILocation(line: 35, column: 5, scope: !9)
!36 = !DILocation(line: 36, column: 5, scope: !9)
!37 = !DILocation(line: 37, column: 5, scope: !9)
!38 = !DILocation(line: 38, column: 5, scope: !9)
!39 = !DILocation(line: 39, column: 5, scope: !9)
!40 = !DILocation(line: 40, column: 5, scope: !9)
!41 = !DILocation(line: 41, column: 23, scope: !9)
!42 = !DILocation(line: 41, column: 5, scope: !9)
!43 = !DILocation(line: 42, column: 5, scope: !9)
!44 = !DILocation(line: 44, column: 5, scope: !9)
!45 = !DILocation(line: 45, column: 37, scope: !9)
!46 = !DILocation(line: 45, column: 5, scope: !9)
!47 = !DILocation(line: 46, column: 37, scope: !9)
!48 = !DILocation(line: 46, column: 5, scope: !9)
!49 = !DILocation(line: 47, column: 5, scope: !9)
!50 = !DILocation(line: 48, column: 5, scope: !9)
!51 = !DILocation(line: 49, column: 5, scope: !9)
!52 = !DILocation(line: 50, column: 5, scope: !9)
!53 = !DILocation(line: 51, column: 5, scope: !9)
!54 = !DILocation(line: 52, column: 5, scope: !9)
!55 = !DILocation(line: 53, column: 5, scope: !9)
!56 = !DILocation(line: 54, column: 29, scope: !9)
!57 = !DILocation(line: 54, column: 5, scope: !9)
!58 = !DILocation(line: 55, column: 5, scope: !9)
!59 = !DILocation(line: 28, column: 30, scope: !9)
!60 = distinct !{!60, !21, !61, !62}
!61 = !DILocation(line: 56, column: 3, scope: !9)
!62 = !{!"llvm.loop.mustprogress"}
!63 = !DISubprogram(name: "get_block_idx", scope: !64, file: !64, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!64 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!65 = !DISubprogram(name: "set_flag", scope: !64, file: !64, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!66 = !DISubprogram(name: "wait_flag", scope: !64, file: !64, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!67 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !64, file: !64, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!68 = !DISubprogram(name: "vadd_f16", scope: !64, file: !64, line: 106, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!69 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !64, file: !64, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
