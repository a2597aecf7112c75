; ModuleID = 'samples/cuda/bugs/smem_race.cu'
source_filename = "samples/cuda/bugs/smem_race.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ13reverse_tilesPKfPfE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define dso_local void @_Z13reverse_tilesPKfPf(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %5 = shl i32 %4, 8, !dbg !21
  %6 = add nsw i32 %5, %3, !dbg !22
  %7 = sext i32 %6 to i64, !dbg !23
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !23
  %9 = load float, ptr %8, align 4, !dbg !23, !tbaa !24
  %10 = sext i32 %3 to i64, !dbg !28
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13reverse_tilesPKfPfE1s to ptr), i64 0, i64 %10, !dbg !28
  store float %9, ptr %11, align 4, !dbg !29, !tbaa !24
  %12 = sub nsw i32 255, %3, !dbg !30
  %13 = sext i32 %12 to i64, !dbg !31
  %14 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ13reverse_tilesPKfPfE1s to ptr), i64 0, i64 %13, !dbg !31
  %15 = load float, ptr %14, align 4, !dbg !31, !tbaa !24
  %16 = getelementptr inbounds float, ptr %1, i64 %7, !dbg !32
  store float %15, ptr %16, align 4, !dbg !33, !tbaa !24
  ret void, !dbg !34
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
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
!7 = !DIFile(filename: "samples/cuda/bugs/smem_race.cu", directory: "/work/main")
!8 = !{ptr @_Z13reverse_tilesPKfPf, !"kernel", i32 1}
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = distinct !DISubprogram(name: "reverse_tiles", scope: !7, file: !7, line: 14, type: !12, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!16 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!17 = distinct !DILocation(line: 16, column: 13, scope: !11)
!18 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!20 = distinct !DILocation(line: 17, column: 16, scope: !11)
!21 = !DILocation(line: 17, column: 27, scope: !11)
!22 = !DILocation(line: 18, column: 20, scope: !11)
!23 = !DILocation(line: 18, column: 12, scope: !11)
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 18, column: 5, scope: !11)
!29 = !DILocation(line: 18, column: 10, scope: !11)
!30 = !DILocation(line: 20, column: 32, scope: !11)
!31 = !DILocation(line: 20, column: 21, scope: !11)
!32 = !DILocation(line: 20, column: 5, scope: !11)
!33 = !DILocation(line: 20, column: 19, scope: !11)
!34 = !DILocation(line: 21, column: 1, scope: !11)
