; ModuleID = 'samples/ascend/branches_in_loop.c'
source_filename = "samples/ascend/branches_in_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @branches_in_loop(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i32 noundef %2, i64 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i64 @get_block_idx() #2, !dbg !12
  tail call void @vector_dup_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), float noundef 0.000000e+00, i8 noundef zeroext 32, i8 noundef zeroext 1, i8 noundef zeroext 8) #2, !dbg !13
  %6 = icmp sgt i32 %2, 0, !dbg !14
  br i1 %6, label %7, label %11, !dbg !15

7:                                                ; preds = %4
  %8 = zext i32 %2 to i64
  %9 = mul nsw i64 %5, %8
  %10 = zext i32 %2 to i64, !dbg !14
  br label %14, !dbg !15

11:                                               ; preds = %24, %4
  %12 = shl nsw i64 %5, 11, !dbg !16
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12, !dbg !17
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %13, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !18
  ret void, !dbg !19

14:                                               ; preds = %7, %24
  %15 = phi i64 [ 0, %7 ], [ %25, %24 ]
  %16 = shl nuw i64 1, %15, !dbg !20
  %17 = and i64 %16, %3, !dbg !20
  %18 = icmp eq i64 %17, 0, !dbg !20
  br i1 %18, label %23, label %19, !dbg !21

19:                                               ; preds = %14
  %20 = add nsw i64 %9, %15, !dbg !22
  %21 = shl nsw i64 %20, 11, !dbg !23
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21, !dbg !24
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %22, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !25
  br label %24, !dbg !26

23:                                               ; preds = %14
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 32, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !27
  br label %24

24:                                               ; preds = %19, %23
  %25 = add nuw nsw i64 %15, 1, !dbg !28
  %26 = icmp eq i64 %25, %10, !dbg !14
  br i1 %26, label %11, label %14, !dbg !15, !llvm.loop !29
}

declare !dbg !32 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !34 void @vector_dup_f32(ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !35 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !36 void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !37 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/branches_in_loop.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "a13246c54e0d7080a78e0610244950ad")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "branches_in_loop", scope: !1, file: !1, line: 14, type: !10, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 16, column: 17, scope: !9)
!13 = !DILocation(line: 20, column: 3, scope: !9)
!14 = !DILocation(line: 21, column: 25, scope: !9)
!15 = !DILocation(line: 21, column: 3, scope: !9)
!16 = !DILocation(line: 29, column: 27, scope: !9)
!17 = !DILocation(line: 29, column: 21, scope: !9)
!18 = !DILocation(line: 29, column: 3, scope: !9)
!19 = !DILocation(line: 30, column: 1, scope: !9)
!20 = !DILocation(line: 22, column: 26, scope: !9)
!21 = !DILocation(line: 22, column: 9, scope: !9)
!22 = !DILocation(line: 23, column: 41, scope: !9)
!23 = !DILocation(line: 23, column: 46, scope: !9)
!24 = !DILocation(line: 23, column: 30, scope: !9)
!25 = !DILocation(line: 23, column: 7, scope: !9)
!26 = !DILocation(line: 25, column: 5, scope: !9)
!27 = !DILocation(line: 26, column: 7, scope: !9)
!28 = !DILocation(line: 21, column: 30, scope: !9)
!29 = distinct !{!29, !15, !30, !31}
!30 = !DILocation(line: 28, column: 3, scope: !9)
!31 = !{!"llvm.loop.mustprogress"}
!32 = !DISubprogram(name: "get_block_idx", scope: !33, file: !33, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!33 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!34 = !DISubprogram(name: "vector_dup_f32", scope: !33, file: !33, line: 153, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!35 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !33, file: !33, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!36 = !DISubprogram(name: "vadd_f32", scope: !33, file: !33, line: 107, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!37 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !33, file: !33, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
