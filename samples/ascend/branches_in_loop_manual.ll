; ModuleID = 'samples/ascend/branches_in_loop_manual.c'
source_filename = "samples/ascend/branches_in_loop_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @branches_in_loop(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i32 noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i64 @get_block_idx() #2, !dbg !12
  tail call void @vector_dup_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), float noundef 0.000000e+00, i8 noundef zeroext 32, i8 noundef zeroext 1, i8 noundef zeroext 8) #2, !dbg !13
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !14
  %6 = icmp sgt i32 %2, 0, !dbg !15
  br i1 %6, label %7, label %11, !dbg !16

7:                                                ; preds = %4
  %8 = zext i32 %2 to i64
  %9 = mul nsw i64 %5, %8
  %10 = zext i32 %2 to i64, !dbg !15
  br label %14, !dbg !16

11:                                               ; preds = %24, %4
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !17
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !18
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !19
  %12 = shl nsw i64 %5, 11, !dbg !20
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12, !dbg !21
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %13, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !22
  ret void, !dbg !23

14:                                               ; preds = %7, %24
  %15 = phi i64 [ 0, %7 ], [ %25, %24 ]
  %16 = shl nuw i64 1, %15, !dbg !24
  %17 = and i64 %16, %3, !dbg !24
  %18 = icmp eq i64 %17, 0, !dbg !24
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !25
  br i1 %18, label %23, label %19, !dbg !26

19:                                               ; preds = %14
  %20 = add nsw i64 %9, %15, !dbg !27
  %21 = shl nsw i64 %20, 11, !dbg !28
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21, !dbg !29
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %22, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !30
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !31
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !32
  br label %24, !dbg !33

23:                                               ; preds = %14
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !34
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !35
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 32, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !36
  br label %24

24:                                               ; preds = %19, %23
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !25
  %25 = add nuw nsw i64 %15, 1, !dbg !37
  %26 = icmp eq i64 %25, %10, !dbg !15
  br i1 %26, label %11, label %14, !dbg !16, !llvm.loop !38
}

declare !dbg !41 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !43 void @vector_dup_f32(ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !44 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !45 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !46 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !47 void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !48 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/branches_in_loop_manual.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "cbfd5c3c97a60c764589a00b0247442f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "branches_in_loop", scope: !1, file: !1, line: 12, type: !10, scopeLine: 13, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 14, column: 17, scope: !9)
!13 = !DILocation(line: 18, column: 3, scope: !9)
!14 = !DILocation(line: 19, column: 3, scope: !9)
!15 = !DILocation(line: 20, column: 25, scope: !9)
!16 = !DILocation(line: 20, column: 3, scope: !9)
!17 = !DILocation(line: 36, column: 3, scope: !9)
!18 = !DILocation(line: 37, column: 3, scope: !9)
!19 = !DILocation(line: 38, column: 3, scope: !9)
!20 = !DILocation(line: 39, column: 27, scope: !9)
!21 = !DILocation(line: 39, column: 21, scope: !9)
!22 = !DILocation(line: 39, column: 3, scope: !9)
!23 = !DILocation(line: 40, column: 1, scope: !9)
!24 = !DILocation(line: 21, column: 26, scope: !9)
!25 = !DILocation(line: 0, scope: !9)
!26 = !DILocation(line: 21, column: 9, scope: !9)
!27 = !DILocation(line: 23, column: 41, scope: !9)
!28 = !DILocation(line: 23, column: 46, scope: !9)
!29 = !DILocation(line: 23, column: 30, scope: !9)
!30 = !DILocation(line: 23, column: 7, scope: !9)
!31 = !DILocation(line: 25, column: 7, scope: !9)
!32 = !DILocation(line: 26, column: 7, scope: !9)
!33 = !DILocation(line: 28, column: 5, scope: !9)
!34 = !DILocation(line: 30, column: 7, scope: !9)
!35 = !DILocation(line: 31, column: 7, scope: !9)
!36 = !DILocation(line: 32, column: 7, scope: !9)
!37 = !DILocation(line: 20, column: 30, scope: !9)
!38 = distinct !{!38, !16, !39, !40}
!39 = !DILocation(line: 35, column: 3, scope: !9)
!40 = !{!"llvm.loop.mustprogress"}
!41 = !DISubprogram(name: "get_block_idx", scope: !42, file: !42, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!42 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!43 = !DISubprogram(name: "vector_dup_f32", scope: !42, file: !42, line: 153, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!44 = !DISubprogram(name: "set_flag", scope: !42, file: !42, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!45 = !DISubprogram(name: "wait_flag", scope: !42, file: !42, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!46 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !42, file: !42, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!47 = !DISubprogram(name: "vadd_f32", scope: !42, file: !42, line: 107, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!48 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !42, file: !42, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
