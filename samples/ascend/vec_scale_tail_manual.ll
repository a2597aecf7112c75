; ModuleID = 'samples/ascend/vec_scale_tail_manual.c'
source_filename = "samples/ascend/vec_scale_tail_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @vec_scale_tail(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i64 @get_block_idx() #3, !dbg !12
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #3, !dbg !13
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #3, !dbg !14
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #3, !dbg !15
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #3, !dbg !16
  %5 = icmp sgt i32 %2, 0, !dbg !17
  br i1 %5, label %6, label %14, !dbg !18

6:                                                ; preds = %3
  %7 = add nuw nsw i32 %2, 4095, !dbg !19
  %8 = lshr i32 %7, 12, !dbg !20
  %9 = zext i32 %2 to i64, !dbg !21
  %10 = mul nsw i64 %4, %9, !dbg !22
  %11 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %10
  %12 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %10
  %13 = zext i32 %8 to i64, !dbg !17
  br label %15, !dbg !18

14:                                               ; preds = %40, %3
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #3, !dbg !23
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #3, !dbg !24
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #3, !dbg !25
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #3, !dbg !26
  ret void, !dbg !27

15:                                               ; preds = %6, %40
  %16 = phi i64 [ 0, %6 ], [ %41, %40 ]
  %17 = shl nsw i64 %16, 12, !dbg !28
  %18 = trunc i64 %17 to i32, !dbg !29
  %19 = sub i32 %2, %18, !dbg !29
  %20 = tail call i32 @llvm.smin.i32(i32 %19, i32 4096), !dbg !29
  %21 = trunc i64 %16 to i32, !dbg !30
  %22 = and i32 %21, 1, !dbg !30
  %23 = shl nuw nsw i32 %22, 16, !dbg !31
  %24 = zext i32 %23 to i64, !dbg !31
  %25 = inttoptr i64 %24 to ptr addrspace(6), !dbg !32
  %26 = or i64 %24, 32768, !dbg !33
  %27 = inttoptr i64 %26 to ptr addrspace(6), !dbg !34
  %28 = shl nsw i32 %20, 1, !dbg !35
  %29 = add nsw i32 %28, 31, !dbg !36
  %30 = sdiv i32 %29, 32, !dbg !37
  %31 = trunc i32 %30 to i16, !dbg !38
  %32 = add nsw i32 %28, 255, !dbg !39
  %33 = sdiv i32 %32, 256, !dbg !40
  %34 = trunc i32 %33 to i8, !dbg !41
  %35 = icmp eq i32 %22, 0, !dbg !42
  %36 = getelementptr inbounds half, ptr addrspace(1) %11, i64 %17, !dbg !43
  %37 = getelementptr inbounds half, ptr addrspace(1) %12, i64 %17, !dbg !44
  br i1 %35, label %39, label %38, !dbg !45

38:                                               ; preds = %15
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #3, !dbg !46
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull %25, ptr addrspace(1) noundef %36, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %31, i16 noundef zeroext 0, i16 noundef zeroext 0) #3, !dbg !47
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 1) #3, !dbg !48
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 1) #3, !dbg !49
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #3, !dbg !50
  tail call void @vmuls_f16(ptr addrspace(6) noundef nonnull %27, ptr addrspace(6) noundef nonnull %25, half noundef 0xH4000, i8 noundef zeroext %34, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3, !dbg !51
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #3, !dbg !52
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 1) #3, !dbg !53
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 1) #3, !dbg !54
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %37, ptr addrspace(6) noundef nonnull %27, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %31, i16 noundef zeroext 0, i16 noundef zeroext 0) #3, !dbg !55
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #3, !dbg !56
  br label %40, !dbg !56

39:                                               ; preds = %15
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #3, !dbg !57
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef %25, ptr addrspace(1) noundef %36, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %31, i16 noundef zeroext 0, i16 noundef zeroext 0) #3, !dbg !47
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #3, !dbg !58
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #3, !dbg !59
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #3, !dbg !60
  tail call void @vmuls_f16(ptr addrspace(6) noundef nonnull %27, ptr addrspace(6) noundef %25, half noundef 0xH4000, i8 noundef zeroext %34, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #3, !dbg !51
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #3, !dbg !61
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #3, !dbg !62
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #3, !dbg !63
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %37, ptr addrspace(6) noundef nonnull %27, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext %31, i16 noundef zeroext 0, i16 noundef zeroext 0) #3, !dbg !55
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #3, !dbg !64
  br label %40

40:                                               ; preds = %39, %38
  %41 = add nuw nsw i64 %16, 1, !dbg !65
  %42 = icmp eq i64 %41, %13, !dbg !17
  br i1 %42, label %14, label %15, !dbg !18, !llvm.loop !66
}

declare !dbg !69 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !71 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !72 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !73 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !74 void @vmuls_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, half noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !75 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

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
!1 = !DIFile(filename: "samples/ascend/vec_scale_tail_manual.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "9e47bb91b1e3fed650da462f570ac94d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "vec_scale_tail", scope: !1, file: !1, line: 10, type: !10, scopeLine: 10, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 11, column: 18, scope: !9)
!13 = !DILocation(line: 13, column: 3, scope: !9)
!14 = !DILocation(line: 14, column: 3, scope: !9)
!15 = !DILocation(line: 15, column: 3, scope: !9)
!16 = !DILocation(line: 16, column: 3, scope: !9)
!17 = !DILocation(line: 17, column: 25, scope: !9)
!18 = !DILocation(line: 17, column: 3, scope: !9)
!19 = !DILocation(line: 12, column: 31, scope: !9)
!20 = !DILocation(line: 12, column: 36, scope: !9)
!21 = !DILocation(line: 11, column: 36, scope: !9)
!22 = !DILocation(line: 11, column: 34, scope: !9)
!23 = !DILocation(line: 62, column: 3, scope: !9)
!24 = !DILocation(line: 63, column: 3, scope: !9)
!25 = !DILocation(line: 64, column: 3, scope: !9)
!26 = !DILocation(line: 65, column: 3, scope: !9)
!27 = !DILocation(line: 66, column: 1, scope: !9)
!28 = !DILocation(line: 18, column: 21, scope: !9)
!29 = !DILocation(line: 20, column: 21, scope: !9)
!30 = !DILocation(line: 21, column: 37, scope: !9)
!31 = !DILocation(line: 21, column: 42, scope: !9)
!32 = !DILocation(line: 22, column: 25, scope: !9)
!33 = !DILocation(line: 23, column: 53, scope: !9)
!34 = !DILocation(line: 23, column: 25, scope: !9)
!35 = !DILocation(line: 24, column: 41, scope: !9)
!36 = !DILocation(line: 24, column: 45, scope: !9)
!37 = !DILocation(line: 24, column: 51, scope: !9)
!38 = !DILocation(line: 24, column: 23, scope: !9)
!39 = !DILocation(line: 25, column: 44, scope: !9)
!40 = !DILocation(line: 25, column: 51, scope: !9)
!41 = !DILocation(line: 25, column: 23, scope: !9)
!42 = !DILocation(line: 26, column: 11, scope: !9)
!43 = !DILocation(line: 30, column: 34, scope: !9)
!44 = !DILocation(line: 56, column: 30, scope: !9)
!45 = !DILocation(line: 26, column: 9, scope: !9)
!46 = !DILocation(line: 27, column: 7, scope: !9)
!47 = !DILocation(line: 30, column: 5, scope: !9)
!48 = !DILocation(line: 32, column: 7, scope: !9)
!49 = !DILocation(line: 36, column: 7, scope: !9)
!50 = !DILocation(line: 40, column: 7, scope: !9)
!51 = !DILocation(line: 43, column: 5, scope: !9)
!52 = !DILocation(line: 45, column: 7, scope: !9)
!53 = !DILocation(line: 49, column: 7, scope: !9)
!54 = !DILocation(line: 53, column: 7, scope: !9)
!55 = !DILocation(line: 56, column: 5, scope: !9)
!56 = !DILocation(line: 58, column: 7, scope: !9)
!57 = !DILocation(line: 29, column: 7, scope: !9)
!58 = !DILocation(line: 34, column: 7, scope: !9)
!59 = !DILocation(line: 38, column: 7, scope: !9)
!60 = !DILocation(line: 42, column: 7, scope: !9)
!61 = !DILocation(line: 47, column: 7, scope: !9)
!62 = !DILocation(line: 51, column: 7, scope: !9)
!63 = !DILocation(line: 55, column: 7, scope: !9)
!64 = !DILocation(line: 60, column: 7, scope: !9)
!65 = !DILocation(line: 17, column: 34, scope: !9)
!66 = distinct !{!66, !18, !67, !68}
!67 = !DILocation(line: 61, column: 3, scope: !9)
!68 = !{!"llvm.loop.mustprogress"}
!69 = !DISubprogram(name: "get_block_idx", scope: !70, file: !70, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!70 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!71 = !DISubprogram(name: "set_flag", scope: !70, file: !70, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!72 = !DISubprogram(name: "wait_flag", scope: !70, file: !70, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!73 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !70, file: !70, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!74 = !DISubprogram(name: "vmuls_f16", scope: !70, file: !70, line: 144, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!75 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !70, file: !70, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
