; ModuleID = 'samples/ascend/nested_loops.c'
source_filename = "samples/ascend/nested_loops.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @nested_loops(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i64 @get_block_idx() #2, !dbg !12
  %6 = sext i32 %2 to i64, !dbg !13
  %7 = mul nsw i64 %5, %6, !dbg !14
  %8 = icmp sgt i32 %2, 0, !dbg !15
  br i1 %8, label %9, label %14, !dbg !16

9:                                                ; preds = %4
  %10 = icmp sgt i32 %3, 0
  %11 = sext i32 %3 to i64
  %12 = zext i32 %2 to i64, !dbg !15
  %13 = zext i32 %3 to i64
  br label %15, !dbg !16

14:                                               ; preds = %20, %4
  ret void, !dbg !17

15:                                               ; preds = %9, %20
  %16 = phi i64 [ 0, %9 ], [ %23, %20 ]
  tail call void @vector_dup_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), float noundef 0.000000e+00, i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 8) #2, !dbg !18
  %17 = add nsw i64 %7, %16
  br i1 %10, label %18, label %20, !dbg !19

18:                                               ; preds = %15
  %19 = mul nsw i64 %17, %11
  br label %25, !dbg !19

20:                                               ; preds = %25, %15
  %21 = shl nsw i64 %17, 12, !dbg !20
  %22 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %21, !dbg !21
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %22, ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !22
  %23 = add nuw nsw i64 %16, 1, !dbg !23
  %24 = icmp eq i64 %23, %12, !dbg !15
  br i1 %24, label %14, label %15, !dbg !16, !llvm.loop !24

25:                                               ; preds = %18, %25
  %26 = phi i64 [ 0, %18 ], [ %30, %25 ]
  %27 = add nsw i64 %19, %26, !dbg !27
  %28 = shl nsw i64 %27, 12, !dbg !28
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28, !dbg !29
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %29, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !30
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !31
  %30 = add nuw nsw i64 %26, 1, !dbg !32
  %31 = icmp eq i64 %30, %13, !dbg !33
  br i1 %31, label %20, label %25, !dbg !19, !llvm.loop !34
}

declare !dbg !36 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !38 void @vector_dup_f32(ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !39 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !40 void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !41 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/nested_loops.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "c47ac8828f5f37fe37cf0eb475cf62ee")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "nested_loops", scope: !1, file: !1, line: 14, type: !10, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 16, column: 18, scope: !9)
!13 = !DILocation(line: 16, column: 36, scope: !9)
!14 = !DILocation(line: 16, column: 34, scope: !9)
!15 = !DILocation(line: 20, column: 25, scope: !9)
!16 = !DILocation(line: 20, column: 3, scope: !9)
!17 = !DILocation(line: 29, column: 1, scope: !9)
!18 = !DILocation(line: 21, column: 5, scope: !9)
!19 = !DILocation(line: 22, column: 5, scope: !9)
!20 = !DILocation(line: 27, column: 36, scope: !9)
!21 = !DILocation(line: 27, column: 23, scope: !9)
!22 = !DILocation(line: 27, column: 5, scope: !9)
!23 = !DILocation(line: 20, column: 33, scope: !9)
!24 = distinct !{!24, !16, !25, !26}
!25 = !DILocation(line: 28, column: 3, scope: !9)
!26 = !{!"llvm.loop.mustprogress"}
!27 = !DILocation(line: 23, column: 51, scope: !9)
!28 = !DILocation(line: 23, column: 56, scope: !9)
!29 = !DILocation(line: 23, column: 30, scope: !9)
!30 = !DILocation(line: 23, column: 7, scope: !9)
!31 = !DILocation(line: 25, column: 7, scope: !9)
!32 = !DILocation(line: 22, column: 35, scope: !9)
!33 = !DILocation(line: 22, column: 27, scope: !9)
!34 = distinct !{!34, !19, !35, !26}
!35 = !DILocation(line: 26, column: 5, scope: !9)
!36 = !DISubprogram(name: "get_block_idx", scope: !37, file: !37, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!37 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!38 = !DISubprogram(name: "vector_dup_f32", scope: !37, file: !37, line: 153, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!39 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !37, file: !37, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!40 = !DISubprogram(name: "vadd_f32", scope: !37, file: !37, line: 107, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!41 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !37, file: !37, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
