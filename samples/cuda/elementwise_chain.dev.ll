; ModuleID = 'samples/cuda/elementwise_chain.cu'
source_filename = "samples/cuda/elementwise_chain.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z4axpyPKfS0_Pffi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, float noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !16 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !19
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !23
  %8 = mul i32 %6, %7, !dbg !26
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !27
  %10 = add i32 %8, %9, !dbg !30
  %11 = icmp slt i32 %10, %4, !dbg !31
  br i1 %11, label %12, label %21, !dbg !32

12:                                               ; preds = %5
  %13 = sext i32 %10 to i64, !dbg !33
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !33
  %15 = load float, ptr %14, align 4, !dbg !33, !tbaa !34
  %16 = fmul contract float %15, %3, !dbg !38
  %17 = getelementptr inbounds float, ptr %1, i64 %13, !dbg !39
  %18 = load float, ptr %17, align 4, !dbg !39, !tbaa !34
  %19 = fadd contract float %16, %18, !dbg !40
  %20 = getelementptr inbounds float, ptr %2, i64 %13, !dbg !41
  store float %19, ptr %20, align 4, !dbg !42, !tbaa !34
  br label %21, !dbg !41

21:                                               ; preds = %12, %5
  ret void, !dbg !43
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z4reluPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !44 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !45
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !47
  %6 = mul i32 %4, %5, !dbg !49
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !50
  %8 = add i32 %6, %7, !dbg !52
  %9 = icmp slt i32 %8, %2, !dbg !53
  br i1 %9, label %10, label %16, !dbg !54

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64, !dbg !55
  %12 = getelementptr inbounds float, ptr %1, i64 %11, !dbg !56
  %13 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !55
  %14 = load float, ptr %13, align 4, !dbg !55, !tbaa !34
  %15 = tail call float @llvm.maxnum.f32(float %14, float 0.000000e+00), !dbg !57
  store float %15, ptr %12, align 4, !dbg !61, !tbaa !34
  br label %16, !dbg !56

16:                                               ; preds = %10, %3
  ret void, !dbg !62
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z3mulPKfS0_Pfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !63 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !64
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !66
  %7 = mul i32 %5, %6, !dbg !68
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !69
  %9 = add i32 %7, %8, !dbg !71
  %10 = icmp slt i32 %9, %3, !dbg !72
  br i1 %10, label %11, label %19, !dbg !73

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !74
  %13 = getelementptr inbounds float, ptr %2, i64 %12, !dbg !75
  %14 = getelementptr inbounds float, ptr %1, i64 %12, !dbg !76
  %15 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !74
  %16 = load float, ptr %15, align 4, !dbg !74, !tbaa !34
  %17 = load float, ptr %14, align 4, !dbg !76, !tbaa !34
  %18 = fmul contract float %16, %17, !dbg !77
  store float %18, ptr %13, align 4, !dbg !78, !tbaa !34
  br label %19, !dbg !75

19:                                               ; preds = %11, %4
  ret void, !dbg !79
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z10smooth_absPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !80 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !81
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !83
  %6 = mul i32 %4, %5, !dbg !85
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !86
  %8 = add i32 %6, %7, !dbg !88
  %9 = icmp slt i32 %8, %2, !dbg !89
  br i1 %9, label %10, label %18, !dbg !90

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64, !dbg !91
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !91
  %13 = load float, ptr %12, align 4, !dbg !91, !tbaa !34
  %14 = fmul contract float %13, %13, !dbg !92
  %15 = fadd contract float %14, 1.000000e+00, !dbg !93
  %16 = tail call float @llvm.nvvm.sqrt.approx.f(float %15) #4, !dbg !94
  %17 = getelementptr inbounds float, ptr %1, i64 %11, !dbg !97
  store float %16, ptr %17, align 4, !dbg !98, !tbaa !34
  br label %18, !dbg !99

18:                                               ; preds = %10, %3
  ret void, !dbg !100
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12residual_addPKfS0_Pfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !101 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !102
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !104
  %7 = mul i32 %5, %6, !dbg !106
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !107
  %9 = add i32 %7, %8, !dbg !109
  %10 = icmp slt i32 %9, %3, !dbg !110
  br i1 %10, label %11, label %19, !dbg !111

11:                                               ; preds = %4
  %12 = sext i32 %9 to i64, !dbg !112
  %13 = getelementptr inbounds float, ptr %2, i64 %12, !dbg !113
  %14 = getelementptr inbounds float, ptr %1, i64 %12, !dbg !114
  %15 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !112
  %16 = load float, ptr %15, align 4, !dbg !112, !tbaa !34
  %17 = load float, ptr %14, align 4, !dbg !114, !tbaa !34
  %18 = fadd contract float %16, %17, !dbg !115
  store float %18, ptr %13, align 4, !dbg !116, !tbaa !34
  br label %19, !dbg !113

19:                                               ; preds = %11, %4
  ret void, !dbg !117
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z13scale_inplacePffi(ptr nocapture noundef %0, float noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !118 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !119
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !121
  %6 = mul i32 %4, %5, !dbg !123
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !124
  %8 = add i32 %6, %7, !dbg !126
  %9 = icmp slt i32 %8, %2, !dbg !127
  br i1 %9, label %10, label %15, !dbg !128

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64, !dbg !129
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !129
  %13 = load float, ptr %12, align 4, !dbg !129, !tbaa !34
  %14 = fmul contract float %13, %1, !dbg !130
  store float %14, ptr %12, align 4, !dbg !131, !tbaa !34
  br label %15, !dbg !132

15:                                               ; preds = %10, %3
  ret void, !dbg !133
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.sqrt.approx.f(float) #2

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #3

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #3 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11, !12, !13}
!llvm.ident = !{!14, !15}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "samples/cuda/elementwise_chain.cu", directory: "/work/main")
!8 = !{ptr @_Z4axpyPKfS0_Pffi, !"kernel", i32 1}
!9 = !{ptr @_Z4reluPKfPfi, !"kernel", i32 1}
!10 = !{ptr @_Z3mulPKfS0_Pfi, !"kernel", i32 1}
!11 = !{ptr @_Z10smooth_absPKfPfi, !"kernel", i32 1}
!12 = !{ptr @_Z12residual_addPKfS0_Pfi, !"kernel", i32 1}
!13 = !{ptr @_Z13scale_inplacePffi, !"kernel", i32 1}
!14 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!15 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!16 = distinct !DISubprogram(name: "axpy", scope: !7, file: !7, line: 21, type: !17, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!17 = !DISubroutineType(types: !18)
!18 = !{}
!19 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !22)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 66, type: !17, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!21 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!22 = distinct !DILocation(line: 23, column: 13, scope: !16)
!23 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !25)
!24 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 79, type: !17, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!25 = distinct !DILocation(line: 23, column: 26, scope: !16)
!26 = !DILocation(line: 23, column: 24, scope: !16)
!27 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !21, file: !21, line: 53, type: !17, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!29 = distinct !DILocation(line: 23, column: 39, scope: !16)
!30 = !DILocation(line: 23, column: 37, scope: !16)
!31 = !DILocation(line: 24, column: 11, scope: !16)
!32 = !DILocation(line: 24, column: 9, scope: !16)
!33 = !DILocation(line: 24, column: 33, scope: !16)
!34 = !{!35, !35, i64 0}
!35 = !{!"float", !36, i64 0}
!36 = !{!"omnipotent char", !37, i64 0}
!37 = !{!"Simple C++ TBAA"}
!38 = !DILocation(line: 24, column: 31, scope: !16)
!39 = !DILocation(line: 24, column: 40, scope: !16)
!40 = !DILocation(line: 24, column: 38, scope: !16)
!41 = !DILocation(line: 24, column: 16, scope: !16)
!42 = !DILocation(line: 24, column: 23, scope: !16)
!43 = !DILocation(line: 25, column: 1, scope: !16)
!44 = distinct !DISubprogram(name: "relu", scope: !7, file: !7, line: 27, type: !17, scopeLine: 27, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!45 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !46)
!46 = distinct !DILocation(line: 28, column: 13, scope: !44)
!47 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !48)
!48 = distinct !DILocation(line: 28, column: 26, scope: !44)
!49 = !DILocation(line: 28, column: 24, scope: !44)
!50 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !51)
!51 = distinct !DILocation(line: 28, column: 39, scope: !44)
!52 = !DILocation(line: 28, column: 37, scope: !44)
!53 = !DILocation(line: 29, column: 11, scope: !44)
!54 = !DILocation(line: 29, column: 9, scope: !44)
!55 = !DILocation(line: 29, column: 31, scope: !44)
!56 = !DILocation(line: 29, column: 16, scope: !44)
!57 = !DILocation(line: 132, column: 55, scope: !58, inlinedAt: !60)
!58 = distinct !DISubprogram(name: "fmaxf", scope: !59, file: !59, line: 132, type: !17, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!59 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!60 = distinct !DILocation(line: 29, column: 25, scope: !44)
!61 = !DILocation(line: 29, column: 23, scope: !44)
!62 = !DILocation(line: 30, column: 1, scope: !44)
!63 = distinct !DISubprogram(name: "mul", scope: !7, file: !7, line: 32, type: !17, scopeLine: 33, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!64 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !65)
!65 = distinct !DILocation(line: 34, column: 13, scope: !63)
!66 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !67)
!67 = distinct !DILocation(line: 34, column: 26, scope: !63)
!68 = !DILocation(line: 34, column: 24, scope: !63)
!69 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !70)
!70 = distinct !DILocation(line: 34, column: 39, scope: !63)
!71 = !DILocation(line: 34, column: 37, scope: !63)
!72 = !DILocation(line: 35, column: 11, scope: !63)
!73 = !DILocation(line: 35, column: 9, scope: !63)
!74 = !DILocation(line: 35, column: 25, scope: !63)
!75 = !DILocation(line: 35, column: 16, scope: !63)
!76 = !DILocation(line: 35, column: 32, scope: !63)
!77 = !DILocation(line: 35, column: 30, scope: !63)
!78 = !DILocation(line: 35, column: 23, scope: !63)
!79 = !DILocation(line: 36, column: 1, scope: !63)
!80 = distinct !DISubprogram(name: "smooth_abs", scope: !7, file: !7, line: 38, type: !17, scopeLine: 38, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!81 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !82)
!82 = distinct !DILocation(line: 39, column: 13, scope: !80)
!83 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !84)
!84 = distinct !DILocation(line: 39, column: 26, scope: !80)
!85 = !DILocation(line: 39, column: 24, scope: !80)
!86 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !87)
!87 = distinct !DILocation(line: 39, column: 39, scope: !80)
!88 = !DILocation(line: 39, column: 37, scope: !80)
!89 = !DILocation(line: 40, column: 11, scope: !80)
!90 = !DILocation(line: 40, column: 9, scope: !80)
!91 = !DILocation(line: 41, column: 19, scope: !80)
!92 = !DILocation(line: 42, column: 26, scope: !80)
!93 = !DILocation(line: 42, column: 30, scope: !80)
!94 = !DILocation(line: 314, column: 44, scope: !95, inlinedAt: !96)
!95 = distinct !DISubprogram(name: "sqrtf", scope: !59, file: !59, line: 314, type: !17, scopeLine: 314, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!96 = distinct !DILocation(line: 42, column: 18, scope: !80)
!97 = !DILocation(line: 42, column: 9, scope: !80)
!98 = !DILocation(line: 42, column: 16, scope: !80)
!99 = !DILocation(line: 43, column: 5, scope: !80)
!100 = !DILocation(line: 44, column: 1, scope: !80)
!101 = distinct !DISubprogram(name: "residual_add", scope: !7, file: !7, line: 46, type: !17, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!102 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !103)
!103 = distinct !DILocation(line: 48, column: 13, scope: !101)
!104 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !105)
!105 = distinct !DILocation(line: 48, column: 26, scope: !101)
!106 = !DILocation(line: 48, column: 24, scope: !101)
!107 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !108)
!108 = distinct !DILocation(line: 48, column: 39, scope: !101)
!109 = !DILocation(line: 48, column: 37, scope: !101)
!110 = !DILocation(line: 49, column: 11, scope: !101)
!111 = !DILocation(line: 49, column: 9, scope: !101)
!112 = !DILocation(line: 49, column: 25, scope: !101)
!113 = !DILocation(line: 49, column: 16, scope: !101)
!114 = !DILocation(line: 49, column: 32, scope: !101)
!115 = !DILocation(line: 49, column: 30, scope: !101)
!116 = !DILocation(line: 49, column: 23, scope: !101)
!117 = !DILocation(line: 50, column: 1, scope: !101)
!118 = distinct !DISubprogram(name: "scale_inplace", scope: !7, file: !7, line: 52, type: !17, scopeLine: 52, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !18)
!119 = !DILocation(line: 66, column: 3, scope: !20, inlinedAt: !120)
!120 = distinct !DILocation(line: 53, column: 13, scope: !118)
!121 = !DILocation(line: 79, column: 3, scope: !24, inlinedAt: !122)
!122 = distinct !DILocation(line: 53, column: 26, scope: !118)
!123 = !DILocation(line: 53, column: 24, scope: !118)
!124 = !DILocation(line: 53, column: 3, scope: !28, inlinedAt: !125)
!125 = distinct !DILocation(line: 53, column: 39, scope: !118)
!126 = !DILocation(line: 53, column: 37, scope: !118)
!127 = !DILocation(line: 54, column: 11, scope: !118)
!128 = !DILocation(line: 54, column: 9, scope: !118)
!129 = !DILocation(line: 54, column: 26, scope: !118)
!130 = !DILocation(line: 54, column: 34, scope: !118)
!131 = !DILocation(line: 54, column: 24, scope: !118)
!132 = !DILocation(line: 54, column: 16, scope: !118)
!133 = !DILocation(line: 55, column: 1, scope: !118)
