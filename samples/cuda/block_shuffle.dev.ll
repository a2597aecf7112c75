; ModuleID = 'samples/cuda/block_shuffle.cu'
source_filename = "samples/cuda/block_shuffle.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z7scatterPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !13 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %5 = shl i32 %4, 8, !dbg !20
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %7 = mul nsw i32 %6, 7, !dbg !24
  %8 = srem i32 %7, 256, !dbg !25
  %9 = add nsw i32 %8, %5, !dbg !26
  %10 = add nsw i32 %5, %6, !dbg !27
  %11 = icmp slt i32 %10, %2, !dbg !28
  br i1 %11, label %12, label %17, !dbg !29

12:                                               ; preds = %3
  %13 = sext i32 %10 to i64, !dbg !30
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !30
  %15 = load float, ptr %14, align 4, !dbg !30, !tbaa !31
  %16 = fmul contract float %15, 2.000000e+00, !dbg !35
  br label %17, !dbg !29

17:                                               ; preds = %3, %12
  %18 = phi float [ %16, %12 ], [ 0.000000e+00, %3 ]
  %19 = icmp slt i32 %9, %2, !dbg !36
  br i1 %19, label %20, label %23, !dbg !37

20:                                               ; preds = %17
  %21 = sext i32 %9 to i64, !dbg !38
  %22 = getelementptr inbounds float, ptr %1, i64 %21, !dbg !38
  store float %18, ptr %22, align 4, !dbg !39, !tbaa !31
  br label %23, !dbg !38

23:                                               ; preds = %20, %17
  ret void, !dbg !40
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z7pair_upPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !41 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !42
  %5 = shl i32 %4, 8, !dbg !44
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !45
  %7 = sdiv i32 %6, 2, !dbg !47
  %8 = shl nsw i32 %7, 1, !dbg !48
  %9 = add nsw i32 %8, %5, !dbg !49
  %10 = and i32 %6, -4, !dbg !50
  %11 = add nsw i32 %5, %10, !dbg !51
  %12 = or i32 %11, 1, !dbg !52
  %13 = icmp slt i32 %9, %2, !dbg !53
  br i1 %13, label %14, label %18, !dbg !54

14:                                               ; preds = %3
  %15 = sext i32 %9 to i64, !dbg !55
  %16 = getelementptr inbounds float, ptr %0, i64 %15, !dbg !55
  %17 = load float, ptr %16, align 4, !dbg !55, !tbaa !31
  br label %18, !dbg !54

18:                                               ; preds = %3, %14
  %19 = phi contract float [ %17, %14 ], [ 0.000000e+00, %3 ], !dbg !54
  %20 = icmp slt i32 %12, %2, !dbg !56
  br i1 %20, label %21, label %25, !dbg !57

21:                                               ; preds = %18
  %22 = sext i32 %12 to i64, !dbg !58
  %23 = getelementptr inbounds float, ptr %0, i64 %22, !dbg !58
  %24 = load float, ptr %23, align 4, !dbg !58, !tbaa !31
  br label %25, !dbg !57

25:                                               ; preds = %18, %21
  %26 = phi contract float [ %24, %21 ], [ 0.000000e+00, %18 ], !dbg !57
  %27 = add nsw i32 %5, %6, !dbg !59
  %28 = icmp slt i32 %27, %2, !dbg !60
  br i1 %28, label %29, label %33, !dbg !61

29:                                               ; preds = %25
  %30 = sext i32 %27 to i64, !dbg !62
  %31 = getelementptr inbounds float, ptr %1, i64 %30, !dbg !62
  %32 = fadd contract float %19, %26, !dbg !63
  store float %32, ptr %31, align 4, !dbg !64, !tbaa !31
  br label %33, !dbg !62

33:                                               ; preds = %29, %25
  ret void, !dbg !65
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z7row_sumPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 !dbg !66 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !67
  %5 = shl i32 %4, 8, !dbg !69
  br label %10, !dbg !70

6:                                                ; preds = %29
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !71
  %8 = add i32 %5, %7, !dbg !73
  %9 = icmp ult i32 %8, %2, !dbg !74
  br i1 %9, label %34, label %39, !dbg !75

10:                                               ; preds = %29, %3
  %11 = phi i32 [ 0, %3 ], [ %32, %29 ]
  %12 = phi float [ 0.000000e+00, %3 ], [ %31, %29 ]
  %13 = add nuw nsw i32 %11, %5, !dbg !76
  %14 = icmp slt i32 %13, %2, !dbg !77
  br i1 %14, label %15, label %19, !dbg !78

15:                                               ; preds = %10
  %16 = sext i32 %13 to i64, !dbg !79
  %17 = getelementptr inbounds float, ptr %0, i64 %16, !dbg !79
  %18 = load float, ptr %17, align 4, !dbg !79, !tbaa !31
  br label %19, !dbg !78

19:                                               ; preds = %10, %15
  %20 = phi contract float [ %18, %15 ], [ 0.000000e+00, %10 ], !dbg !78
  %21 = fadd contract float %12, %20, !dbg !80
  %22 = or i32 %11, 1, !dbg !81
  %23 = add nuw nsw i32 %22, %5, !dbg !76
  %24 = icmp slt i32 %23, %2, !dbg !77
  br i1 %24, label %25, label %29, !dbg !78

25:                                               ; preds = %19
  %26 = sext i32 %23 to i64, !dbg !79
  %27 = getelementptr inbounds float, ptr %0, i64 %26, !dbg !79
  %28 = load float, ptr %27, align 4, !dbg !79, !tbaa !31
  br label %29, !dbg !78

29:                                               ; preds = %25, %19
  %30 = phi contract float [ %28, %25 ], [ 0.000000e+00, %19 ], !dbg !78
  %31 = fadd contract float %21, %30, !dbg !80
  %32 = add nuw nsw i32 %11, 2, !dbg !81
  %33 = icmp eq i32 %32, 256, !dbg !82
  br i1 %33, label %6, label %10, !dbg !70, !llvm.loop !83

34:                                               ; preds = %6
  %35 = zext i32 %8 to i64, !dbg !86
  %36 = getelementptr inbounds float, ptr %1, i64 %35, !dbg !86
  %37 = uitofp i32 %7 to float, !dbg !87
  %38 = fadd contract float %31, %37, !dbg !88
  store float %38, ptr %36, align 4, !dbg !89, !tbaa !31
  br label %39, !dbg !86

39:                                               ; preds = %34, %6
  ret void, !dbg !90
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10}
!llvm.ident = !{!11, !12}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "samples/cuda/block_shuffle.cu", directory: "/work/main")
!8 = !{ptr @_Z7scatterPKfPfi, !"kernel", i32 1}
!9 = !{ptr @_Z7pair_upPKfPfi, !"kernel", i32 1}
!10 = !{ptr @_Z7row_sumPKfPfi, !"kernel", i32 1}
!11 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!12 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!13 = distinct !DISubprogram(name: "scatter", scope: !7, file: !7, line: 19, type: !14, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!18 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 20, column: 16, scope: !13)
!20 = !DILocation(line: 20, column: 27, scope: !13)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!23 = distinct !DILocation(line: 21, column: 13, scope: !13)
!24 = !DILocation(line: 22, column: 23, scope: !13)
!25 = !DILocation(line: 22, column: 28, scope: !13)
!26 = !DILocation(line: 22, column: 18, scope: !13)
!27 = !DILocation(line: 23, column: 20, scope: !13)
!28 = !DILocation(line: 23, column: 24, scope: !13)
!29 = !DILocation(line: 23, column: 15, scope: !13)
!30 = !DILocation(line: 23, column: 30, scope: !13)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 24, column: 35, scope: !13)
!36 = !DILocation(line: 24, column: 11, scope: !13)
!37 = !DILocation(line: 24, column: 9, scope: !13)
!38 = !DILocation(line: 24, column: 16, scope: !13)
!39 = !DILocation(line: 24, column: 28, scope: !13)
!40 = !DILocation(line: 25, column: 1, scope: !13)
!41 = distinct !DISubprogram(name: "pair_up", scope: !7, file: !7, line: 27, type: !14, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!42 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !43)
!43 = distinct !DILocation(line: 28, column: 16, scope: !41)
!44 = !DILocation(line: 28, column: 27, scope: !41)
!45 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !46)
!46 = distinct !DILocation(line: 29, column: 13, scope: !41)
!47 = !DILocation(line: 30, column: 26, scope: !41)
!48 = !DILocation(line: 30, column: 31, scope: !41)
!49 = !DILocation(line: 30, column: 21, scope: !41)
!50 = !DILocation(line: 31, column: 31, scope: !41)
!51 = !DILocation(line: 31, column: 20, scope: !41)
!52 = !DILocation(line: 31, column: 35, scope: !41)
!53 = !DILocation(line: 32, column: 20, scope: !41)
!54 = !DILocation(line: 32, column: 15, scope: !41)
!55 = !DILocation(line: 32, column: 26, scope: !41)
!56 = !DILocation(line: 33, column: 19, scope: !41)
!57 = !DILocation(line: 33, column: 15, scope: !41)
!58 = !DILocation(line: 33, column: 25, scope: !41)
!59 = !DILocation(line: 34, column: 14, scope: !41)
!60 = !DILocation(line: 34, column: 18, scope: !41)
!61 = !DILocation(line: 34, column: 9, scope: !41)
!62 = !DILocation(line: 34, column: 23, scope: !41)
!63 = !DILocation(line: 34, column: 44, scope: !41)
!64 = !DILocation(line: 34, column: 40, scope: !41)
!65 = !DILocation(line: 35, column: 1, scope: !41)
!66 = distinct !DISubprogram(name: "row_sum", scope: !7, file: !7, line: 37, type: !14, scopeLine: 37, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!67 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !68)
!68 = distinct !DILocation(line: 38, column: 16, scope: !66)
!69 = !DILocation(line: 38, column: 27, scope: !66)
!70 = !DILocation(line: 40, column: 5, scope: !66)
!71 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !72)
!72 = distinct !DILocation(line: 41, column: 16, scope: !66)
!73 = !DILocation(line: 41, column: 14, scope: !66)
!74 = !DILocation(line: 41, column: 28, scope: !66)
!75 = !DILocation(line: 41, column: 9, scope: !66)
!76 = !DILocation(line: 40, column: 55, scope: !66)
!77 = !DILocation(line: 40, column: 59, scope: !66)
!78 = !DILocation(line: 40, column: 50, scope: !66)
!79 = !DILocation(line: 40, column: 65, scope: !66)
!80 = !DILocation(line: 40, column: 47, scope: !66)
!81 = !DILocation(line: 40, column: 40, scope: !66)
!82 = !DILocation(line: 40, column: 23, scope: !66)
!83 = distinct !{!83, !70, !84, !85}
!84 = !DILocation(line: 40, column: 84, scope: !66)
!85 = !{!"llvm.loop.mustprogress"}
!86 = !DILocation(line: 41, column: 33, scope: !66)
!87 = !DILocation(line: 41, column: 64, scope: !66)
!88 = !DILocation(line: 41, column: 62, scope: !66)
!89 = !DILocation(line: 41, column: 58, scope: !66)
!90 = !DILocation(line: 42, column: 1, scope: !66)
