; ModuleID = 'samples/ascend/loop_early_exit_manual.c'
source_filename = "samples/ascend/loop_early_exit_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @loop_early_exit(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i32 noundef %2, half noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i64 @get_block_idx() #2, !dbg !12
  %6 = sext i32 %2 to i64, !dbg !13
  %7 = mul nsw i64 %5, %6, !dbg !14
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !15
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !16
  %8 = icmp sgt i32 %2, 0, !dbg !17
  br i1 %8, label %9, label %23, !dbg !18

9:                                                ; preds = %4
  %10 = zext i32 %2 to i64, !dbg !17
  br label %11, !dbg !18

11:                                               ; preds = %9, %19
  %12 = phi i64 [ 0, %9 ], [ %21, %19 ]
  %13 = add i64 %7, %12, !dbg !19
  %14 = shl i64 %13, 12, !dbg !19
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !20
  %15 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %14, !dbg !21
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %15, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !22
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !23
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !24
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !25
  tail call void @vmuls_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, half noundef %3, i8 noundef zeroext 32, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !26
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !27
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 0, i64 noundef 0) #2, !dbg !28
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 0, i64 noundef 0) #2, !dbg !29
  %16 = load half, ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), align 8192, !dbg !30, !tbaa !31
  %17 = fcmp uge half %16, 0xH0000, !dbg !35
  br i1 %17, label %19, label %18, !dbg !30

18:                                               ; preds = %11
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !36
  br label %23

19:                                               ; preds = %11
  %20 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %14, !dbg !37
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %20, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !38
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !39
  %21 = add nuw nsw i64 %12, 1, !dbg !40
  %22 = icmp eq i64 %21, %10, !dbg !17
  br i1 %22, label %23, label %11, !dbg !18, !llvm.loop !41

23:                                               ; preds = %19, %4, %18
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !44
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !45
  ret void, !dbg !46
}

declare !dbg !47 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !49 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !50 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !51 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !52 void @vmuls_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, half noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !53 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/loop_early_exit_manual.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "158481dd81e7316636be8f9b483f2e9e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "loop_early_exit", scope: !1, file: !1, line: 12, type: !10, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 14, column: 18, scope: !9)
!13 = !DILocation(line: 14, column: 36, scope: !9)
!14 = !DILocation(line: 14, column: 34, scope: !9)
!15 = !DILocation(line: 18, column: 3, scope: !9)
!16 = !DILocation(line: 19, column: 3, scope: !9)
!17 = !DILocation(line: 20, column: 25, scope: !9)
!18 = !DILocation(line: 20, column: 3, scope: !9)
!19 = !DILocation(line: 21, column: 24, scope: !9)
!20 = !DILocation(line: 22, column: 5, scope: !9)
!21 = !DILocation(line: 23, column: 30, scope: !9)
!22 = !DILocation(line: 23, column: 5, scope: !9)
!23 = !DILocation(line: 24, column: 5, scope: !9)
!24 = !DILocation(line: 25, column: 5, scope: !9)
!25 = !DILocation(line: 26, column: 5, scope: !9)
!26 = !DILocation(line: 27, column: 5, scope: !9)
!27 = !DILocation(line: 28, column: 5, scope: !9)
!28 = !DILocation(line: 29, column: 5, scope: !9)
!29 = !DILocation(line: 30, column: 5, scope: !9)
!30 = !DILocation(line: 31, column: 9, scope: !9)
!31 = !{!32, !32, i64 0}
!32 = !{!"_Float16", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C/C++ TBAA"}
!35 = !DILocation(line: 31, column: 19, scope: !9)
!36 = !DILocation(line: 32, column: 7, scope: !9)
!37 = !DILocation(line: 35, column: 23, scope: !9)
!38 = !DILocation(line: 35, column: 5, scope: !9)
!39 = !DILocation(line: 36, column: 5, scope: !9)
!40 = !DILocation(line: 20, column: 30, scope: !9)
!41 = distinct !{!41, !18, !42, !43}
!42 = !DILocation(line: 37, column: 3, scope: !9)
!43 = !{!"llvm.loop.mustprogress"}
!44 = !DILocation(line: 38, column: 3, scope: !9)
!45 = !DILocation(line: 39, column: 3, scope: !9)
!46 = !DILocation(line: 40, column: 1, scope: !9)
!47 = !DISubprogram(name: "get_block_idx", scope: !48, file: !48, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!48 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!49 = !DISubprogram(name: "set_flag", scope: !48, file: !48, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!50 = !DISubprogram(name: "wait_flag", scope: !48, file: !48, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!51 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !48, file: !48, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!52 = !DISubprogram(name: "vmuls_f16", scope: !48, file: !48, line: 144, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!53 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !48, file: !48, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
