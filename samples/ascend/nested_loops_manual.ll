; ModuleID = 'samples/ascend/nested_loops_manual.c'
source_filename = "samples/ascend/nested_loops_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @nested_loops(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i64 @get_block_idx() #2, !dbg !12
  %6 = sext i32 %2 to i64, !dbg !13
  %7 = mul nsw i64 %5, %6, !dbg !14
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !15
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !16
  %8 = icmp sgt i32 %2, 0, !dbg !17
  br i1 %8, label %9, label %14, !dbg !18

9:                                                ; preds = %4
  %10 = icmp sgt i32 %3, 0
  %11 = sext i32 %3 to i64
  %12 = zext i32 %2 to i64, !dbg !17
  %13 = zext i32 %3 to i64
  br label %15, !dbg !18

14:                                               ; preds = %20, %4
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !19
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !20
  ret void, !dbg !21

15:                                               ; preds = %9, %20
  %16 = phi i64 [ 0, %9 ], [ %23, %20 ]
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !22
  tail call void @vector_dup_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), float noundef 0.000000e+00, i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 8) #2, !dbg !23
  %17 = add nsw i64 %7, %16
  br i1 %10, label %18, label %20, !dbg !24

18:                                               ; preds = %15
  %19 = mul nsw i64 %17, %11
  br label %25, !dbg !24

20:                                               ; preds = %25, %15
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !25
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !26
  %21 = shl nsw i64 %17, 12, !dbg !27
  %22 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %21, !dbg !28
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %22, ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !29
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !30
  %23 = add nuw nsw i64 %16, 1, !dbg !31
  %24 = icmp eq i64 %23, %12, !dbg !17
  br i1 %24, label %14, label %15, !dbg !18, !llvm.loop !32

25:                                               ; preds = %18, %25
  %26 = phi i64 [ 0, %18 ], [ %30, %25 ]
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !35
  %27 = add nsw i64 %19, %26, !dbg !36
  %28 = shl nsw i64 %27, 12, !dbg !37
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28, !dbg !38
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %29, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !39
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !40
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !41
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !42
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !43
  %30 = add nuw nsw i64 %26, 1, !dbg !44
  %31 = icmp eq i64 %30, %13, !dbg !45
  br i1 %31, label %20, label %25, !dbg !24, !llvm.loop !46
}

declare !dbg !48 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !50 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !51 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !52 void @vector_dup_f32(ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !53 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !54 void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !55 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/nested_loops_manual.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "014bd5e1d803c99a53bf272b3efff49e")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "nested_loops", scope: !1, file: !1, line: 11, type: !10, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 13, column: 18, scope: !9)
!13 = !DILocation(line: 13, column: 36, scope: !9)
!14 = !DILocation(line: 13, column: 34, scope: !9)
!15 = !DILocation(line: 17, column: 3, scope: !9)
!16 = !DILocation(line: 18, column: 3, scope: !9)
!17 = !DILocation(line: 19, column: 25, scope: !9)
!18 = !DILocation(line: 19, column: 3, scope: !9)
!19 = !DILocation(line: 36, column: 3, scope: !9)
!20 = !DILocation(line: 37, column: 3, scope: !9)
!21 = !DILocation(line: 38, column: 1, scope: !9)
!22 = !DILocation(line: 20, column: 5, scope: !9)
!23 = !DILocation(line: 21, column: 5, scope: !9)
!24 = !DILocation(line: 22, column: 5, scope: !9)
!25 = !DILocation(line: 31, column: 5, scope: !9)
!26 = !DILocation(line: 32, column: 5, scope: !9)
!27 = !DILocation(line: 33, column: 36, scope: !9)
!28 = !DILocation(line: 33, column: 23, scope: !9)
!29 = !DILocation(line: 33, column: 5, scope: !9)
!30 = !DILocation(line: 34, column: 5, scope: !9)
!31 = !DILocation(line: 19, column: 33, scope: !9)
!32 = distinct !{!32, !18, !33, !34}
!33 = !DILocation(line: 35, column: 3, scope: !9)
!34 = !{!"llvm.loop.mustprogress"}
!35 = !DILocation(line: 23, column: 7, scope: !9)
!36 = !DILocation(line: 24, column: 51, scope: !9)
!37 = !DILocation(line: 24, column: 56, scope: !9)
!38 = !DILocation(line: 24, column: 30, scope: !9)
!39 = !DILocation(line: 24, column: 7, scope: !9)
!40 = !DILocation(line: 26, column: 7, scope: !9)
!41 = !DILocation(line: 27, column: 7, scope: !9)
!42 = !DILocation(line: 28, column: 7, scope: !9)
!43 = !DILocation(line: 29, column: 7, scope: !9)
!44 = !DILocation(line: 22, column: 35, scope: !9)
!45 = !DILocation(line: 22, column: 27, scope: !9)
!46 = distinct !{!46, !24, !47, !34}
!47 = !DILocation(line: 30, column: 5, scope: !9)
!48 = !DISubprogram(name: "get_block_idx", scope: !49, file: !49, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!49 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!50 = !DISubprogram(name: "set_flag", scope: !49, file: !49, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!51 = !DISubprogram(name: "wait_flag", scope: !49, file: !49, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!52 = !DISubprogram(name: "vector_dup_f32", scope: !49, file: !49, line: 153, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!53 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !49, file: !49, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!54 = !DISubprogram(name: "vadd_f32", scope: !49, file: !49, line: 107, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!55 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !49, file: !49, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
