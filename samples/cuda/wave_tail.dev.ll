; ModuleID = 'samples/cuda/wave_tail.cu'
source_filename = "samples/cuda/wave_tail.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z9cube_rootPKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !13 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %7 = mul i32 %5, %6, !dbg !23
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  %9 = add i32 %7, %8, !dbg !27
  %10 = icmp slt i32 %9, %3, !dbg !28
  br i1 %10, label %11, label %56, !dbg !29

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !30
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !30
  %14 = load float, ptr %13, align 4, !dbg !30, !tbaa !31
  %15 = fadd contract float %14, 2.000000e+00, !dbg !35
  %16 = icmp sgt i32 %2, 0, !dbg !36
  br i1 %16, label %17, label %34, !dbg !37

17:                                               ; preds = %11
  %18 = and i32 %2, 1, !dbg !37
  %19 = icmp eq i32 %2, 1, !dbg !37
  br i1 %19, label %22, label %20, !dbg !37

20:                                               ; preds = %17
  %21 = and i32 %2, -2, !dbg !37
  br label %37, !dbg !37

22:                                               ; preds = %37, %17
  %23 = phi float [ undef, %17 ], [ %53, %37 ]
  %24 = phi float [ 1.000000e+00, %17 ], [ %53, %37 ]
  %25 = icmp eq i32 %18, 0, !dbg !37
  br i1 %25, label %34, label %26, !dbg !37

26:                                               ; preds = %22
  %27 = fmul contract float %24, %24, !dbg !38
  %28 = fmul contract float %24, %27, !dbg !39
  %29 = fsub contract float %28, %15, !dbg !40
  %30 = fmul contract float %24, 3.000000e+00, !dbg !41
  %31 = fmul contract float %24, %30, !dbg !42
  %32 = fdiv contract float %29, %31, !dbg !43
  %33 = fsub contract float %24, %32, !dbg !44
  br label %34, !dbg !45

34:                                               ; preds = %26, %22, %11
  %35 = phi float [ 1.000000e+00, %11 ], [ %23, %22 ], [ %33, %26 ], !dbg !46
  %36 = getelementptr inbounds float, ptr %1, i64 %12, !dbg !45
  store float %35, ptr %36, align 4, !dbg !47, !tbaa !31
  br label %56, !dbg !48

37:                                               ; preds = %37, %20
  %38 = phi float [ 1.000000e+00, %20 ], [ %53, %37 ]
  %39 = phi i32 [ 0, %20 ], [ %54, %37 ]
  %40 = fmul contract float %38, %38, !dbg !38
  %41 = fmul contract float %38, %40, !dbg !39
  %42 = fsub contract float %41, %15, !dbg !40
  %43 = fmul contract float %38, 3.000000e+00, !dbg !41
  %44 = fmul contract float %38, %43, !dbg !42
  %45 = fdiv contract float %42, %44, !dbg !43
  %46 = fsub contract float %38, %45, !dbg !44
  %47 = fmul contract float %46, %46, !dbg !38
  %48 = fmul contract float %46, %47, !dbg !39
  %49 = fsub contract float %48, %15, !dbg !40
  %50 = fmul contract float %46, 3.000000e+00, !dbg !41
  %51 = fmul contract float %46, %50, !dbg !42
  %52 = fdiv contract float %49, %51, !dbg !43
  %53 = fsub contract float %46, %52, !dbg !44
  %54 = add i32 %39, 2, !dbg !37
  %55 = icmp eq i32 %54, %21, !dbg !37
  br i1 %55, label %22, label %37, !dbg !37, !llvm.loop !49

56:                                               ; preds = %4, %34
  ret void, !dbg !48
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z11newton_sqrtPKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !52 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !53
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !55
  %7 = mul i32 %5, %6, !dbg !57
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !58
  %9 = add i32 %7, %8, !dbg !60
  %10 = icmp slt i32 %9, %3, !dbg !61
  br i1 %10, label %11, label %54, !dbg !62

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !63
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !63
  %14 = load float, ptr %13, align 4, !dbg !63, !tbaa !31
  %15 = fadd contract float %14, 1.000000e+00, !dbg !64
  %16 = icmp sgt i32 %2, 0, !dbg !65
  br i1 %16, label %17, label %34, !dbg !66

17:                                               ; preds = %11
  %18 = and i32 %2, 3, !dbg !66
  %19 = icmp ult i32 %2, 4, !dbg !66
  br i1 %19, label %22, label %20, !dbg !66

20:                                               ; preds = %17
  %21 = and i32 %2, -4, !dbg !66
  br label %37, !dbg !66

22:                                               ; preds = %37, %17
  %23 = phi float [ undef, %17 ], [ %51, %37 ]
  %24 = phi float [ %15, %17 ], [ %51, %37 ]
  %25 = icmp eq i32 %18, 0, !dbg !66
  br i1 %25, label %34, label %26, !dbg !66

26:                                               ; preds = %22, %26
  %27 = phi float [ %31, %26 ], [ %24, %22 ]
  %28 = phi i32 [ %32, %26 ], [ 0, %22 ]
  %29 = fdiv contract float %15, %27, !dbg !67
  %30 = fadd contract float %27, %29, !dbg !68
  %31 = fmul contract float %30, 5.000000e-01, !dbg !69
  %32 = add i32 %28, 1, !dbg !66
  %33 = icmp eq i32 %32, %18, !dbg !66
  br i1 %33, label %34, label %26, !dbg !66, !llvm.loop !70

34:                                               ; preds = %22, %26, %11
  %35 = phi float [ %15, %11 ], [ %23, %22 ], [ %31, %26 ], !dbg !72
  %36 = getelementptr inbounds float, ptr %1, i64 %12, !dbg !73
  store float %35, ptr %36, align 4, !dbg !74, !tbaa !31
  br label %54, !dbg !75

37:                                               ; preds = %37, %20
  %38 = phi float [ %15, %20 ], [ %51, %37 ]
  %39 = phi i32 [ 0, %20 ], [ %52, %37 ]
  %40 = fdiv contract float %15, %38, !dbg !67
  %41 = fadd contract float %38, %40, !dbg !68
  %42 = fmul contract float %41, 5.000000e-01, !dbg !69
  %43 = fdiv contract float %15, %42, !dbg !67
  %44 = fadd contract float %42, %43, !dbg !68
  %45 = fmul contract float %44, 5.000000e-01, !dbg !69
  %46 = fdiv contract float %15, %45, !dbg !67
  %47 = fadd contract float %45, %46, !dbg !68
  %48 = fmul contract float %47, 5.000000e-01, !dbg !69
  %49 = fdiv contract float %15, %48, !dbg !67
  %50 = fadd contract float %48, %49, !dbg !68
  %51 = fmul contract float %50, 5.000000e-01, !dbg !69
  %52 = add i32 %39, 4, !dbg !66
  %53 = icmp eq i32 %52, %21, !dbg !66
  br i1 %53, label %22, label %37, !dbg !66, !llvm.loop !76

54:                                               ; preds = %4, %34
  ret void, !dbg !75
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z4dampPKfS0_Pfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !78 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !79
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !81
  %8 = mul i32 %6, %7, !dbg !83
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !84
  %10 = add i32 %8, %9, !dbg !86
  %11 = icmp slt i32 %10, %4, !dbg !87
  br i1 %11, label %12, label %51, !dbg !88

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !89
  %14 = getelementptr inbounds float, ptr %1, i64 %13, !dbg !89
  %15 = load float, ptr %14, align 4, !dbg !89, !tbaa !31
  %16 = icmp sgt i32 %3, 0, !dbg !90
  br i1 %16, label %17, label %32, !dbg !91

17:                                               ; preds = %12
  %18 = and i32 %3, 7, !dbg !91
  %19 = icmp ult i32 %3, 8, !dbg !91
  br i1 %19, label %22, label %20, !dbg !91

20:                                               ; preds = %17
  %21 = and i32 %3, -8, !dbg !91
  br label %38, !dbg !91

22:                                               ; preds = %38, %17
  %23 = phi float [ undef, %17 ], [ %48, %38 ]
  %24 = phi float [ %15, %17 ], [ %48, %38 ]
  %25 = icmp eq i32 %18, 0, !dbg !91
  br i1 %25, label %32, label %26, !dbg !91

26:                                               ; preds = %22, %26
  %27 = phi float [ %29, %26 ], [ %24, %22 ]
  %28 = phi i32 [ %30, %26 ], [ 0, %22 ]
  %29 = fmul contract float %27, 0x3FEFAE1480000000, !dbg !92
  %30 = add i32 %28, 1, !dbg !91
  %31 = icmp eq i32 %30, %18, !dbg !91
  br i1 %31, label %32, label %26, !dbg !91, !llvm.loop !93

32:                                               ; preds = %22, %26, %12
  %33 = phi float [ %15, %12 ], [ %23, %22 ], [ %29, %26 ], !dbg !94
  %34 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !95
  %35 = load float, ptr %34, align 4, !dbg !95, !tbaa !31
  %36 = fadd contract float %33, %35, !dbg !96
  %37 = getelementptr inbounds float, ptr %2, i64 %13, !dbg !97
  store float %36, ptr %37, align 4, !dbg !98, !tbaa !31
  br label %51, !dbg !99

38:                                               ; preds = %38, %20
  %39 = phi float [ %15, %20 ], [ %48, %38 ]
  %40 = phi i32 [ 0, %20 ], [ %49, %38 ]
  %41 = fmul contract float %39, 0x3FEFAE1480000000, !dbg !92
  %42 = fmul contract float %41, 0x3FEFAE1480000000, !dbg !92
  %43 = fmul contract float %42, 0x3FEFAE1480000000, !dbg !92
  %44 = fmul contract float %43, 0x3FEFAE1480000000, !dbg !92
  %45 = fmul contract float %44, 0x3FEFAE1480000000, !dbg !92
  %46 = fmul contract float %45, 0x3FEFAE1480000000, !dbg !92
  %47 = fmul contract float %46, 0x3FEFAE1480000000, !dbg !92
  %48 = fmul contract float %47, 0x3FEFAE1480000000, !dbg !92
  %49 = add i32 %40, 8, !dbg !91
  %50 = icmp eq i32 %49, %21, !dbg !91
  br i1 %50, label %22, label %38, !dbg !91, !llvm.loop !100

51:                                               ; preds = %5, %32
  ret void, !dbg !99
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "samples/cuda/wave_tail.cu", directory: "/work/main")
!8 = !{ptr @_Z9cube_rootPKfPfii, !"kernel", i32 1}
!9 = !{ptr @_Z11newton_sqrtPKfPfii, !"kernel", i32 1}
!10 = !{ptr @_Z4dampPKfS0_Pfii, !"kernel", i32 1}
!11 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!12 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!13 = distinct !DISubprogram(name: "cube_root", scope: !7, file: !7, line: 19, type: !14, scopeLine: 19, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!18 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 20, column: 13, scope: !13)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!22 = distinct !DILocation(line: 20, column: 26, scope: !13)
!23 = !DILocation(line: 20, column: 24, scope: !13)
!24 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!26 = distinct !DILocation(line: 20, column: 39, scope: !13)
!27 = !DILocation(line: 20, column: 37, scope: !13)
!28 = !DILocation(line: 21, column: 11, scope: !13)
!29 = !DILocation(line: 21, column: 9, scope: !13)
!30 = !DILocation(line: 22, column: 20, scope: !13)
!31 = !{!32, !32, i64 0}
!32 = !{!"float", !33, i64 0}
!33 = !{!"omnipotent char", !34, i64 0}
!34 = !{!"Simple C++ TBAA"}
!35 = !DILocation(line: 22, column: 25, scope: !13)
!36 = !DILocation(line: 23, column: 23, scope: !13)
!37 = !DILocation(line: 23, column: 5, scope: !13)
!38 = !DILocation(line: 23, column: 51, scope: !13)
!39 = !DILocation(line: 23, column: 58, scope: !13)
!40 = !DILocation(line: 23, column: 65, scope: !13)
!41 = !DILocation(line: 23, column: 83, scope: !13)
!42 = !DILocation(line: 23, column: 90, scope: !13)
!43 = !DILocation(line: 23, column: 75, scope: !13)
!44 = !DILocation(line: 23, column: 42, scope: !13)
!45 = !DILocation(line: 24, column: 5, scope: !13)
!46 = !DILocation(line: 0, scope: !13)
!47 = !DILocation(line: 24, column: 10, scope: !13)
!48 = !DILocation(line: 25, column: 1, scope: !13)
!49 = distinct !{!49, !37, !50, !51}
!50 = !DILocation(line: 23, column: 96, scope: !13)
!51 = !{!"llvm.loop.mustprogress"}
!52 = distinct !DISubprogram(name: "newton_sqrt", scope: !7, file: !7, line: 27, type: !14, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!53 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !54)
!54 = distinct !DILocation(line: 28, column: 13, scope: !52)
!55 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !56)
!56 = distinct !DILocation(line: 28, column: 26, scope: !52)
!57 = !DILocation(line: 28, column: 24, scope: !52)
!58 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !59)
!59 = distinct !DILocation(line: 28, column: 39, scope: !52)
!60 = !DILocation(line: 28, column: 37, scope: !52)
!61 = !DILocation(line: 29, column: 11, scope: !52)
!62 = !DILocation(line: 29, column: 9, scope: !52)
!63 = !DILocation(line: 30, column: 20, scope: !52)
!64 = !DILocation(line: 30, column: 25, scope: !52)
!65 = !DILocation(line: 31, column: 23, scope: !52)
!66 = !DILocation(line: 31, column: 5, scope: !52)
!67 = !DILocation(line: 31, column: 66, scope: !52)
!68 = !DILocation(line: 31, column: 57, scope: !52)
!69 = !DILocation(line: 31, column: 49, scope: !52)
!70 = distinct !{!70, !71}
!71 = !{!"llvm.loop.unroll.disable"}
!72 = !DILocation(line: 0, scope: !52)
!73 = !DILocation(line: 32, column: 5, scope: !52)
!74 = !DILocation(line: 32, column: 10, scope: !52)
!75 = !DILocation(line: 33, column: 1, scope: !52)
!76 = distinct !{!76, !66, !77, !51}
!77 = !DILocation(line: 31, column: 72, scope: !52)
!78 = distinct !DISubprogram(name: "damp", scope: !7, file: !7, line: 35, type: !14, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!79 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !80)
!80 = distinct !DILocation(line: 37, column: 13, scope: !78)
!81 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !82)
!82 = distinct !DILocation(line: 37, column: 26, scope: !78)
!83 = !DILocation(line: 37, column: 24, scope: !78)
!84 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !85)
!85 = distinct !DILocation(line: 37, column: 39, scope: !78)
!86 = !DILocation(line: 37, column: 37, scope: !78)
!87 = !DILocation(line: 38, column: 11, scope: !78)
!88 = !DILocation(line: 38, column: 9, scope: !78)
!89 = !DILocation(line: 39, column: 15, scope: !78)
!90 = !DILocation(line: 40, column: 23, scope: !78)
!91 = !DILocation(line: 40, column: 5, scope: !78)
!92 = !DILocation(line: 40, column: 39, scope: !78)
!93 = distinct !{!93, !71}
!94 = !DILocation(line: 0, scope: !78)
!95 = !DILocation(line: 41, column: 18, scope: !78)
!96 = !DILocation(line: 41, column: 16, scope: !78)
!97 = !DILocation(line: 41, column: 5, scope: !78)
!98 = !DILocation(line: 41, column: 12, scope: !78)
!99 = !DILocation(line: 42, column: 1, scope: !78)
!100 = distinct !{!100, !91, !101, !51}
!101 = !DILocation(line: 40, column: 42, scope: !78)
