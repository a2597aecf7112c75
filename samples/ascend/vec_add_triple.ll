; ModuleID = 'samples/ascend/vec_add_triple.c'
source_filename = "samples/ascend/vec_add_triple.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @vec_add_triple(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i64 @get_block_idx() #2, !dbg !12
  %6 = sext i32 %3 to i64, !dbg !13
  %7 = mul nsw i64 %5, %6, !dbg !14
  %8 = icmp sgt i32 %3, 0, !dbg !15
  br i1 %8, label %9, label %11, !dbg !16

9:                                                ; preds = %4
  %10 = zext i32 %3 to i64, !dbg !15
  br label %12, !dbg !16

11:                                               ; preds = %12, %4
  ret void, !dbg !17

12:                                               ; preds = %9, %12
  %13 = phi i64 [ 0, %9 ], [ %28, %12 ]
  %14 = add i64 %7, %13, !dbg !18
  %15 = shl i64 %14, 12, !dbg !18
  %16 = trunc i64 %13 to i32, !dbg !19
  %17 = urem i32 %16, 3, !dbg !19
  %18 = mul nuw nsw i32 %17, 24576, !dbg !20
  %19 = zext i32 %18 to i64, !dbg !20
  %20 = inttoptr i64 %19 to ptr addrspace(6), !dbg !21
  %21 = add nuw nsw i64 %19, 8192, !dbg !22
  %22 = inttoptr i64 %21 to ptr addrspace(6), !dbg !23
  %23 = add nuw nsw i64 %19, 16384, !dbg !24
  %24 = inttoptr i64 %23 to ptr addrspace(6), !dbg !25
  %25 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %15, !dbg !26
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %20, ptr addrspace(1) noundef %25, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !27
  %26 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %15, !dbg !28
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull %22, ptr addrspace(1) noundef %26, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !29
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull %24, ptr addrspace(6) noundef %20, ptr addrspace(6) noundef nonnull %22, i8 noundef zeroext 32, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !30
  %27 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %15, !dbg !31
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %27, ptr addrspace(6) noundef nonnull %24, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !32
  %28 = add nuw nsw i64 %13, 1, !dbg !33
  %29 = icmp eq i64 %28, %10, !dbg !15
  br i1 %29, label %11, label %12, !dbg !16, !llvm.loop !34
}

declare !dbg !37 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !39 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !40 void @vadd_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !41 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/vec_add_triple.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "3942a29cf9754f19ca2fcc38bf6342b2")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "vec_add_triple", scope: !1, file: !1, line: 13, type: !10, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 15, column: 18, scope: !9)
!13 = !DILocation(line: 15, column: 36, scope: !9)
!14 = !DILocation(line: 15, column: 34, scope: !9)
!15 = !DILocation(line: 16, column: 25, scope: !9)
!16 = !DILocation(line: 16, column: 3, scope: !9)
!17 = !DILocation(line: 27, column: 1, scope: !9)
!18 = !DILocation(line: 17, column: 24, scope: !9)
!19 = !DILocation(line: 18, column: 32, scope: !9)
!20 = !DILocation(line: 18, column: 37, scope: !9)
!21 = !DILocation(line: 19, column: 25, scope: !9)
!22 = !DILocation(line: 20, column: 48, scope: !9)
!23 = !DILocation(line: 20, column: 25, scope: !9)
!24 = !DILocation(line: 21, column: 48, scope: !9)
!25 = !DILocation(line: 21, column: 25, scope: !9)
!26 = !DILocation(line: 22, column: 27, scope: !9)
!27 = !DILocation(line: 22, column: 5, scope: !9)
!28 = !DILocation(line: 23, column: 27, scope: !9)
!29 = !DILocation(line: 23, column: 5, scope: !9)
!30 = !DILocation(line: 24, column: 5, scope: !9)
!31 = !DILocation(line: 25, column: 23, scope: !9)
!32 = !DILocation(line: 25, column: 5, scope: !9)
!33 = !DILocation(line: 16, column: 30, scope: !9)
!34 = distinct !{!34, !16, !35, !36}
!35 = !DILocation(line: 26, column: 3, scope: !9)
!36 = !{!"llvm.loop.mustprogress"}
!37 = !DISubprogram(name: "get_block_idx", scope: !38, file: !38, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!38 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!39 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !38, file: !38, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!40 = !DISubprogram(name: "vadd_f16", scope: !38, file: !38, line: 106, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!41 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !38, file: !38, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
