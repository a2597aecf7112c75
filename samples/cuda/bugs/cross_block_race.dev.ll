; ModuleID = 'samples/cuda/bugs/cross_block_race.cu'
source_filename = "samples/cuda/bugs/cross_block_race.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z15scale_then_diffPKfPfS1_i(ptr noalias nocapture noundef readonly %0, ptr nocapture noundef %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #0 !dbg !11 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !14
  %6 = shl i32 %5, 8, !dbg !18
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !19
  %8 = add i32 %6, %7, !dbg !22
  %9 = icmp slt i32 %8, %3, !dbg !23
  br i1 %9, label %10, label %16, !dbg !24

10:                                               ; preds = %4
  %11 = sext i32 %8 to i64, !dbg !25
  %12 = getelementptr inbounds float, ptr %1, i64 %11, !dbg !26
  %13 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !25
  %14 = load float, ptr %13, align 4, !dbg !25, !tbaa !27
  %15 = fmul contract float %14, 2.000000e+00, !dbg !31
  store float %15, ptr %12, align 4, !dbg !32, !tbaa !27
  br label %16, !dbg !26

16:                                               ; preds = %10, %4
  tail call void @llvm.nvvm.barrier0(), !dbg !33
  %17 = add nsw i32 %8, 1, !dbg !34
  %18 = icmp slt i32 %17, %3, !dbg !35
  br i1 %18, label %19, label %27, !dbg !36

19:                                               ; preds = %16
  %20 = sext i32 %17 to i64, !dbg !37
  %21 = getelementptr inbounds float, ptr %1, i64 %20, !dbg !37
  %22 = load float, ptr %21, align 4, !dbg !37, !tbaa !27
  %23 = sext i32 %8 to i64, !dbg !38
  %24 = getelementptr inbounds float, ptr %1, i64 %23, !dbg !38
  %25 = load float, ptr %24, align 4, !dbg !38, !tbaa !27
  %26 = fsub contract float %22, %25, !dbg !39
  br label %30, !dbg !40

27:                                               ; preds = %16
  br i1 %9, label %28, label %34, !dbg !41

28:                                               ; preds = %27
  %29 = sext i32 %8 to i64, !dbg !42
  br label %30, !dbg !42

30:                                               ; preds = %19, %28
  %31 = phi i64 [ %29, %28 ], [ %23, %19 ]
  %32 = phi float [ 0.000000e+00, %28 ], [ %26, %19 ]
  %33 = getelementptr inbounds float, ptr %2, i64 %31, !dbg !43
  store float %32, ptr %33, align 4, !dbg !43, !tbaa !27
  br label %34, !dbg !44

34:                                               ; preds = %30, %27
  ret void, !dbg !44
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

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
!7 = !DIFile(filename: "samples/cuda/bugs/cross_block_race.cu", directory: "/work/main")
!8 = !{ptr @_Z15scale_then_diffPKfPfS1_i, !"kernel", i32 1}
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = distinct !DISubprogram(name: "scale_then_diff", scope: !7, file: !7, line: 14, type: !12, scopeLine: 15, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 66, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!16 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!17 = distinct !DILocation(line: 16, column: 13, scope: !11)
!18 = !DILocation(line: 16, column: 24, scope: !11)
!19 = !DILocation(line: 53, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!21 = distinct !DILocation(line: 16, column: 34, scope: !11)
!22 = !DILocation(line: 16, column: 32, scope: !11)
!23 = !DILocation(line: 17, column: 11, scope: !11)
!24 = !DILocation(line: 17, column: 9, scope: !11)
!25 = !DILocation(line: 17, column: 32, scope: !11)
!26 = !DILocation(line: 17, column: 16, scope: !11)
!27 = !{!28, !28, i64 0}
!28 = !{!"float", !29, i64 0}
!29 = !{!"omnipotent char", !30, i64 0}
!30 = !{!"Simple C++ TBAA"}
!31 = !DILocation(line: 17, column: 30, scope: !11)
!32 = !DILocation(line: 17, column: 23, scope: !11)
!33 = !DILocation(line: 18, column: 5, scope: !11)
!34 = !DILocation(line: 19, column: 11, scope: !11)
!35 = !DILocation(line: 19, column: 15, scope: !11)
!36 = !DILocation(line: 19, column: 9, scope: !11)
!37 = !DILocation(line: 19, column: 29, scope: !11)
!38 = !DILocation(line: 19, column: 42, scope: !11)
!39 = !DILocation(line: 19, column: 40, scope: !11)
!40 = !DILocation(line: 19, column: 20, scope: !11)
!41 = !DILocation(line: 20, column: 14, scope: !11)
!42 = !DILocation(line: 20, column: 21, scope: !11)
!43 = !DILocation(line: 0, scope: !11)
!44 = !DILocation(line: 21, column: 1, scope: !11)
