; ModuleID = 'tests/lit/sirius/Inputs/remarks.cu'
source_filename = "tests/lit/sirius/Inputs/remarks.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z5scalePKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !13 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !20
  %6 = mul i32 %4, %5, !dbg !23
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !24
  %8 = add i32 %6, %7, !dbg !27
  %9 = icmp slt i32 %8, %2, !dbg !28
  br i1 %9, label %10, label %16, !dbg !29

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64, !dbg !30
  %12 = getelementptr inbounds float, ptr %1, i64 %11, !dbg !31
  %13 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !30
  %14 = load float, ptr %13, align 4, !dbg !30, !tbaa !32
  %15 = fmul contract float %14, 2.000000e+00, !dbg !36
  store float %15, ptr %12, align 4, !dbg !37, !tbaa !32
  br label %16, !dbg !31

16:                                               ; preds = %10, %3
  ret void, !dbg !38
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z5shiftPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !39 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !40
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !42
  %6 = mul i32 %4, %5, !dbg !44
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !45
  %8 = add i32 %6, %7, !dbg !47
  %9 = icmp slt i32 %8, %2, !dbg !48
  br i1 %9, label %10, label %16, !dbg !49

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64, !dbg !50
  %12 = getelementptr inbounds float, ptr %1, i64 %11, !dbg !51
  %13 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !50
  %14 = load float, ptr %13, align 4, !dbg !50, !tbaa !32
  %15 = fadd contract float %14, 1.000000e+00, !dbg !52
  store float %15, ptr %12, align 4, !dbg !53, !tbaa !32
  br label %16, !dbg !51

16:                                               ; preds = %10, %3
  ret void, !dbg !54
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9neighbourPKfPfi(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !55 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !56
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x(), !dbg !58
  %6 = mul i32 %4, %5, !dbg !60
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !61
  %8 = add i32 %6, %7, !dbg !63
  %9 = icmp slt i32 %8, %2, !dbg !64
  br i1 %9, label %10, label %18, !dbg !65

10:                                               ; preds = %3
  %11 = add nsw i32 %8, 256, !dbg !66
  %12 = srem i32 %11, %2, !dbg !67
  %13 = sext i32 %12 to i64, !dbg !68
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !68
  %15 = load float, ptr %14, align 4, !dbg !68, !tbaa !32
  %16 = sext i32 %8 to i64, !dbg !69
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !69
  store float %15, ptr %17, align 4, !dbg !70, !tbaa !32
  br label %18, !dbg !69

18:                                               ; preds = %10, %3
  ret void, !dbg !71
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
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
!7 = !DIFile(filename: "tests/lit/sirius/Inputs/remarks.cu", directory: "/work/main")
!8 = !{ptr @_Z5scalePKfPfi, !"kernel", i32 1}
!9 = !{ptr @_Z5shiftPKfPfi, !"kernel", i32 1}
!10 = !{ptr @_Z9neighbourPKfPfi, !"kernel", i32 1}
!11 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!12 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!13 = distinct !DISubprogram(name: "scale", scope: !7, file: !7, line: 7, type: !14, scopeLine: 7, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!18 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 8, column: 11, scope: !13)
!20 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !22)
!21 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 79, type: !14, scopeLine: 79, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!22 = distinct !DILocation(line: 8, column: 24, scope: !13)
!23 = !DILocation(line: 8, column: 22, scope: !13)
!24 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !26)
!25 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!26 = distinct !DILocation(line: 8, column: 37, scope: !13)
!27 = !DILocation(line: 8, column: 35, scope: !13)
!28 = !DILocation(line: 9, column: 9, scope: !13)
!29 = !DILocation(line: 9, column: 7, scope: !13)
!30 = !DILocation(line: 9, column: 28, scope: !13)
!31 = !DILocation(line: 9, column: 14, scope: !13)
!32 = !{!33, !33, i64 0}
!33 = !{!"float", !34, i64 0}
!34 = !{!"omnipotent char", !35, i64 0}
!35 = !{!"Simple C++ TBAA"}
!36 = !DILocation(line: 9, column: 26, scope: !13)
!37 = !DILocation(line: 9, column: 19, scope: !13)
!38 = !DILocation(line: 10, column: 1, scope: !13)
!39 = distinct !DISubprogram(name: "shift", scope: !7, file: !7, line: 12, type: !14, scopeLine: 12, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!40 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !41)
!41 = distinct !DILocation(line: 13, column: 11, scope: !39)
!42 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !43)
!43 = distinct !DILocation(line: 13, column: 24, scope: !39)
!44 = !DILocation(line: 13, column: 22, scope: !39)
!45 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !46)
!46 = distinct !DILocation(line: 13, column: 37, scope: !39)
!47 = !DILocation(line: 13, column: 35, scope: !39)
!48 = !DILocation(line: 14, column: 9, scope: !39)
!49 = !DILocation(line: 14, column: 7, scope: !39)
!50 = !DILocation(line: 14, column: 21, scope: !39)
!51 = !DILocation(line: 14, column: 14, scope: !39)
!52 = !DILocation(line: 14, column: 26, scope: !39)
!53 = !DILocation(line: 14, column: 19, scope: !39)
!54 = !DILocation(line: 15, column: 1, scope: !39)
!55 = distinct !DISubprogram(name: "neighbour", scope: !7, file: !7, line: 18, type: !14, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!56 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !57)
!57 = distinct !DILocation(line: 19, column: 11, scope: !55)
!58 = !DILocation(line: 79, column: 3, scope: !21, inlinedAt: !59)
!59 = distinct !DILocation(line: 19, column: 24, scope: !55)
!60 = !DILocation(line: 19, column: 22, scope: !55)
!61 = !DILocation(line: 53, column: 3, scope: !25, inlinedAt: !62)
!62 = distinct !DILocation(line: 19, column: 37, scope: !55)
!63 = !DILocation(line: 19, column: 35, scope: !55)
!64 = !DILocation(line: 20, column: 9, scope: !55)
!65 = !DILocation(line: 20, column: 7, scope: !55)
!66 = !DILocation(line: 20, column: 26, scope: !55)
!67 = !DILocation(line: 20, column: 33, scope: !55)
!68 = !DILocation(line: 20, column: 21, scope: !55)
!69 = !DILocation(line: 20, column: 14, scope: !55)
!70 = !DILocation(line: 20, column: 19, scope: !55)
!71 = !DILocation(line: 21, column: 1, scope: !55)
