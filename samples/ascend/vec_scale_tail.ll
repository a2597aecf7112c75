; ModuleID = 'samples/ascend/vec_scale_tail.c'
source_filename = "samples/ascend/vec_scale_tail.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @vec_scale_tail(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i64 @get_block_idx() #3, !dbg !12
  %5 = icmp sgt i32 %2, 0, !dbg !13
  br i1 %5, label %6, label %14, !dbg !14

6:                                                ; preds = %3
  %7 = add nuw nsw i32 %2, 4095, !dbg !15
  %8 = lshr i32 %7, 12, !dbg !16
  %9 = zext i32 %2 to i64, !dbg !17
  %10 = mul nsw i64 %4, %9, !dbg !18
  %11 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %10
  %12 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %10
  %13 = zext i32 %8 to i64, !dbg !13
  br label %15, !dbg !14

14:                                               ; preds = %15, %3
  ret void, !dbg !19

15:                                               ; preds = %6, %15
  %16 = phi i64 [ 0, %6 ], [ %35, %15 ]
  %17 = shl nsw i64 %16, 12, !dbg !20
  %18 = trunc i64 %17 to i32, !dbg !21
  %19 = sub i32 %2, %18, !dbg !21
  %20 = tail call i32 @llvm.smin.i32(i32 %19, i32 4096), !dbg !21
  %21 = shl i64 %16, 16, !dbg !22
  %22 = and i64 %21, 65536, !dbg !22
  %23 = inttoptr i64 %22 to ptr addrspace(6), !dbg !23
  %24 = or i64 %22, 32768, !dbg !24
  %25 = inttoptr i64 %24 to ptr addrspace(6), !dbg !25
  %26 = shl nsw i32 %20, 1, !dbg !26
  %27 = add nsw i32 %26, 31, !dbg !27
  %28 = sdiv i32 %27, 32, !dbg !28
  %29 = trunc i32 %28 to i16, !dbg !29
  %30 = add nsw i32 %26, 255, !dbg !30
  %31 = sdiv i32 %30, 256, !dbg !31
  %32 = trunc i32 %31 to i8, !dbg !32
  %33 = getelementptr inbounds half, ptr addrspace(1) %11, i64 %17, !dbg !33
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %23, ptr addrspace(1) noundef %33, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %29, i16 noundef zeroext 0, i16 noundef zeroext 0) #3, !dbg !34
  tail call void @vmuls_f16(ptr addrspace(6) noundef nonnull %25, ptr addrspace(6) noundef %23, half noundef 0xH4000, i8 noundef zeroext %32, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3, !dbg !35
  %34 = getelementptr inbounds half, ptr addrspace(1) %12, i64 %17, !dbg !36
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %34, ptr addrspace(6) noundef nonnull %25, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %29, i16 noundef zeroext 0, i16 noundef zeroext 0) #3, !dbg !37
  %35 = add nuw nsw i64 %16, 1, !dbg !38
  %36 = icmp eq i64 %35, %13, !dbg !13
  br i1 %36, label %14, label %15, !dbg !14, !llvm.loop !39
}

declare !dbg !42 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !44 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !45 void @vmuls_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, half noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !46 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #2

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/vec_scale_tail.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "8129cda9bfa354052a7a07dbd5ef898f")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "vec_scale_tail", scope: !1, file: !1, line: 12, type: !10, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 13, column: 18, scope: !9)
!13 = !DILocation(line: 15, column: 25, scope: !9)
!14 = !DILocation(line: 15, column: 3, scope: !9)
!15 = !DILocation(line: 14, column: 31, scope: !9)
!16 = !DILocation(line: 14, column: 36, scope: !9)
!17 = !DILocation(line: 13, column: 36, scope: !9)
!18 = !DILocation(line: 13, column: 34, scope: !9)
!19 = !DILocation(line: 28, column: 1, scope: !9)
!20 = !DILocation(line: 16, column: 21, scope: !9)
!21 = !DILocation(line: 18, column: 21, scope: !9)
!22 = !DILocation(line: 19, column: 42, scope: !9)
!23 = !DILocation(line: 20, column: 25, scope: !9)
!24 = !DILocation(line: 21, column: 53, scope: !9)
!25 = !DILocation(line: 21, column: 25, scope: !9)
!26 = !DILocation(line: 22, column: 41, scope: !9)
!27 = !DILocation(line: 22, column: 45, scope: !9)
!28 = !DILocation(line: 22, column: 51, scope: !9)
!29 = !DILocation(line: 22, column: 23, scope: !9)
!30 = !DILocation(line: 23, column: 44, scope: !9)
!31 = !DILocation(line: 23, column: 51, scope: !9)
!32 = !DILocation(line: 23, column: 23, scope: !9)
!33 = !DILocation(line: 24, column: 34, scope: !9)
!34 = !DILocation(line: 24, column: 5, scope: !9)
!35 = !DILocation(line: 25, column: 5, scope: !9)
!36 = !DILocation(line: 26, column: 30, scope: !9)
!37 = !DILocation(line: 26, column: 5, scope: !9)
!38 = !DILocation(line: 15, column: 34, scope: !9)
!39 = distinct !{!39, !14, !40, !41}
!40 = !DILocation(line: 27, column: 3, scope: !9)
!41 = !{!"llvm.loop.mustprogress"}
!42 = !DISubprogram(name: "get_block_idx", scope: !43, file: !43, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!43 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!44 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !43, file: !43, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!45 = !DISubprogram(name: "vmuls_f16", scope: !43, file: !43, line: 144, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!46 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !43, file: !43, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
