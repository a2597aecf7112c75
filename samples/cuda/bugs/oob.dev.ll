; ModuleID = 'samples/cuda/bugs/oob.cu'
source_filename = "samples/cuda/bugs/oob.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z7smooth3PKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !11 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !14
  %5 = shl i32 %4, 8, !dbg !18
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !19
  %7 = add i32 %5, %6, !dbg !22
  %8 = icmp slt i32 %7, %2, !dbg !23
  br i1 %8, label %9, label %25, !dbg !24

9:                                                ; preds = %3
  %10 = add nsw i32 %7, -1, !dbg !25
  %11 = sext i32 %10 to i64, !dbg !26
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !26
  %13 = load float, ptr %12, align 4, !dbg !26, !tbaa !27
  %14 = sext i32 %7 to i64, !dbg !31
  %15 = getelementptr inbounds float, ptr %0, i64 %14, !dbg !31
  %16 = load float, ptr %15, align 4, !dbg !31, !tbaa !27
  %17 = fadd contract float %13, %16, !dbg !32
  %18 = add nsw i32 %7, 1, !dbg !33
  %19 = sext i32 %18 to i64, !dbg !34
  %20 = getelementptr inbounds float, ptr %0, i64 %19, !dbg !34
  %21 = load float, ptr %20, align 4, !dbg !34, !tbaa !27
  %22 = fadd contract float %17, %21, !dbg !35
  %23 = fmul contract float %22, 0x3FD5555560000000, !dbg !36
  %24 = getelementptr inbounds float, ptr %1, i64 %14, !dbg !37
  store float %23, ptr %24, align 4, !dbg !38, !tbaa !27
  br label %25, !dbg !37

25:                                               ; preds = %9, %3
  ret void, !dbg !39
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8}
!llvm.ident = !{!9, !10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "samples/cuda/bugs/oob.cu", directory: "/work/main")
!8 = !{ptr @_Z7smooth3PKfPfi, !"kernel", i32 1}
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = distinct !DISubprogram(name: "smooth3", scope: !7, file: !7, line: 14, type: !12, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 66, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!16 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!17 = distinct !DILocation(line: 15, column: 13, scope: !11)
!18 = !DILocation(line: 15, column: 24, scope: !11)
!19 = !DILocation(line: 53, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!21 = distinct !DILocation(line: 15, column: 34, scope: !11)
!22 = !DILocation(line: 15, column: 32, scope: !11)
!23 = !DILocation(line: 16, column: 11, scope: !11)
!24 = !DILocation(line: 16, column: 9, scope: !11)
!25 = !DILocation(line: 16, column: 31, scope: !11)
!26 = !DILocation(line: 16, column: 26, scope: !11)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 16, column: 38, scope: !11)
!32 = !DILocation(line: 16, column: 36, scope: !11)
!33 = !DILocation(line: 16, column: 51, scope: !11)
!34 = !DILocation(line: 16, column: 46, scope: !11)
!35 = !DILocation(line: 16, column: 44, scope: !11)
!36 = !DILocation(line: 16, column: 57, scope: !11)
!37 = !DILocation(line: 16, column: 16, scope: !11)
!38 = !DILocation(line: 16, column: 23, scope: !11)
!39 = !DILocation(line: 17, column: 1, scope: !11)
