; ModuleID = 'samples/ascend/vec_add_double_buffer.c'
source_filename = "samples/ascend/vec_add_double_buffer.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @vec_add_double_buffer(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !9 {
  %5 = tail call i64 @get_block_idx() #2, !dbg !12
  %6 = sext i32 %3 to i64, !dbg !13
  %7 = shl nsw i64 %6, 14, !dbg !14
  %8 = mul i64 %7, %5, !dbg !15
  %9 = icmp sgt i32 %3, 0, !dbg !16
  br i1 %9, label %10, label %12, !dbg !17

10:                                               ; preds = %4
  %11 = zext i32 %3 to i64, !dbg !16
  br label %13, !dbg !17

12:                                               ; preds = %13, %4
  ret void, !dbg !18

13:                                               ; preds = %10, %13
  %14 = phi i64 [ 0, %10 ], [ %23, %13 ]
  %15 = shl i64 %14, 14, !dbg !19
  %16 = add nsw i64 %15, %8, !dbg !20
  %17 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %16, !dbg !21
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %17, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !22
  %18 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %16, !dbg !23
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(1) noundef %18, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !24
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !25
  %19 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %16, !dbg !26
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %19, ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !27
  %20 = getelementptr inbounds half, ptr addrspace(1) %17, i64 8192, !dbg !28
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(1) noundef %20, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !29
  %21 = getelementptr inbounds half, ptr addrspace(1) %18, i64 8192, !dbg !30
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 81920 to ptr addrspace(6)), ptr addrspace(1) noundef %21, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !31
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 98304 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 81920 to ptr addrspace(6)), i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !32
  %22 = getelementptr inbounds half, ptr addrspace(1) %19, i64 8192, !dbg !33
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %22, ptr addrspace(6) noundef nonnull inttoptr (i64 98304 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !34
  %23 = add nuw nsw i64 %14, 1, !dbg !35
  %24 = icmp eq i64 %23, %11, !dbg !16
  br i1 %24, label %12, label %13, !dbg !17, !llvm.loop !36
}

declare !dbg !39 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !41 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !42 void @vadd_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !43 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/vec_add_double_buffer.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "810e01994980486c3f7fdd8bd20c3b45")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "vec_add_double_buffer", scope: !1, file: !1, line: 13, type: !10, scopeLine: 15, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 16, column: 18, scope: !9)
!13 = !DILocation(line: 16, column: 36, scope: !9)
!14 = !DILocation(line: 16, column: 34, scope: !9)
!15 = !DILocation(line: 16, column: 42, scope: !9)
!16 = !DILocation(line: 25, column: 25, scope: !9)
!17 = !DILocation(line: 25, column: 3, scope: !9)
!18 = !DILocation(line: 38, column: 1, scope: !9)
!19 = !DILocation(line: 26, column: 37, scope: !9)
!20 = !DILocation(line: 26, column: 24, scope: !9)
!21 = !DILocation(line: 28, column: 31, scope: !9)
!22 = !DILocation(line: 28, column: 5, scope: !9)
!23 = !DILocation(line: 29, column: 31, scope: !9)
!24 = !DILocation(line: 29, column: 5, scope: !9)
!25 = !DILocation(line: 30, column: 5, scope: !9)
!26 = !DILocation(line: 31, column: 23, scope: !9)
!27 = !DILocation(line: 31, column: 5, scope: !9)
!28 = !DILocation(line: 33, column: 37, scope: !9)
!29 = !DILocation(line: 33, column: 5, scope: !9)
!30 = !DILocation(line: 34, column: 37, scope: !9)
!31 = !DILocation(line: 34, column: 5, scope: !9)
!32 = !DILocation(line: 35, column: 5, scope: !9)
!33 = !DILocation(line: 36, column: 29, scope: !9)
!34 = !DILocation(line: 36, column: 5, scope: !9)
!35 = !DILocation(line: 25, column: 30, scope: !9)
!36 = distinct !{!36, !17, !37, !38}
!37 = !DILocation(line: 37, column: 3, scope: !9)
!38 = !{!"llvm.loop.mustprogress"}
!39 = !DISubprogram(name: "get_block_idx", scope: !40, file: !40, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!40 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!41 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !40, file: !40, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!42 = !DISubprogram(name: "vadd_f16", scope: !40, file: !40, line: 106, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!43 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !40, file: !40, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
