; ModuleID = 'samples/cuda/bugs/barrier_divergence.cu'
source_filename = "samples/cuda/bugs/barrier_divergence.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10block_sumsPKfPfE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10block_sumsPKfPf(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 !dbg !11 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !14
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !18
  %5 = shl i32 %4, 8, !dbg !21
  %6 = add i32 %5, %3, !dbg !22
  %7 = zext i32 %6 to i64, !dbg !23
  %8 = getelementptr inbounds float, ptr %0, i64 %7, !dbg !23
  %9 = load float, ptr %8, align 4, !dbg !23, !tbaa !24
  %10 = sext i32 %3 to i64, !dbg !28
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %10, !dbg !28
  store float %9, ptr %11, align 4, !dbg !29, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !30
  %12 = icmp slt i32 %3, 128, !dbg !31
  br i1 %12, label %13, label %20, !dbg !32

13:                                               ; preds = %2
  %14 = add nsw i32 %3, 128, !dbg !33
  %15 = sext i32 %14 to i64, !dbg !34
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %15, !dbg !34
  %17 = load float, ptr %16, align 4, !dbg !34, !tbaa !24
  %18 = load float, ptr %11, align 4, !dbg !35, !tbaa !24
  %19 = fadd contract float %17, %18, !dbg !35
  store float %19, ptr %11, align 4, !dbg !35, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  br label %20, !dbg !37

20:                                               ; preds = %2, %13
  %21 = icmp slt i32 %3, 64, !dbg !31
  br i1 %21, label %22, label %29, !dbg !32

22:                                               ; preds = %20
  %23 = add nsw i32 %3, 64, !dbg !33
  %24 = sext i32 %23 to i64, !dbg !34
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %24, !dbg !34
  %26 = load float, ptr %25, align 4, !dbg !34, !tbaa !24
  %27 = load float, ptr %11, align 4, !dbg !35, !tbaa !24
  %28 = fadd contract float %26, %27, !dbg !35
  store float %28, ptr %11, align 4, !dbg !35, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  br label %29, !dbg !37

29:                                               ; preds = %22, %20
  %30 = icmp slt i32 %3, 32, !dbg !31
  br i1 %30, label %31, label %38, !dbg !32

31:                                               ; preds = %29
  %32 = add nsw i32 %3, 32, !dbg !33
  %33 = sext i32 %32 to i64, !dbg !34
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %33, !dbg !34
  %35 = load float, ptr %34, align 4, !dbg !34, !tbaa !24
  %36 = load float, ptr %11, align 4, !dbg !35, !tbaa !24
  %37 = fadd contract float %35, %36, !dbg !35
  store float %37, ptr %11, align 4, !dbg !35, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  br label %38, !dbg !37

38:                                               ; preds = %31, %29
  %39 = icmp slt i32 %3, 16, !dbg !31
  br i1 %39, label %40, label %47, !dbg !32

40:                                               ; preds = %38
  %41 = add nsw i32 %3, 16, !dbg !33
  %42 = sext i32 %41 to i64, !dbg !34
  %43 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %42, !dbg !34
  %44 = load float, ptr %43, align 4, !dbg !34, !tbaa !24
  %45 = load float, ptr %11, align 4, !dbg !35, !tbaa !24
  %46 = fadd contract float %44, %45, !dbg !35
  store float %46, ptr %11, align 4, !dbg !35, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  br label %47, !dbg !37

47:                                               ; preds = %40, %38
  %48 = icmp slt i32 %3, 8, !dbg !31
  br i1 %48, label %49, label %56, !dbg !32

49:                                               ; preds = %47
  %50 = add nsw i32 %3, 8, !dbg !33
  %51 = sext i32 %50 to i64, !dbg !34
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %51, !dbg !34
  %53 = load float, ptr %52, align 4, !dbg !34, !tbaa !24
  %54 = load float, ptr %11, align 4, !dbg !35, !tbaa !24
  %55 = fadd contract float %53, %54, !dbg !35
  store float %55, ptr %11, align 4, !dbg !35, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  br label %56, !dbg !37

56:                                               ; preds = %49, %47
  %57 = icmp slt i32 %3, 4, !dbg !31
  br i1 %57, label %58, label %65, !dbg !32

58:                                               ; preds = %56
  %59 = add nsw i32 %3, 4, !dbg !33
  %60 = sext i32 %59 to i64, !dbg !34
  %61 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %60, !dbg !34
  %62 = load float, ptr %61, align 4, !dbg !34, !tbaa !24
  %63 = load float, ptr %11, align 4, !dbg !35, !tbaa !24
  %64 = fadd contract float %62, %63, !dbg !35
  store float %64, ptr %11, align 4, !dbg !35, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  br label %65, !dbg !37

65:                                               ; preds = %58, %56
  %66 = icmp slt i32 %3, 2, !dbg !31
  br i1 %66, label %67, label %74, !dbg !32

67:                                               ; preds = %65
  %68 = add nsw i32 %3, 2, !dbg !33
  %69 = sext i32 %68 to i64, !dbg !34
  %70 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %69, !dbg !34
  %71 = load float, ptr %70, align 4, !dbg !34, !tbaa !24
  %72 = load float, ptr %11, align 4, !dbg !35, !tbaa !24
  %73 = fadd contract float %71, %72, !dbg !35
  store float %73, ptr %11, align 4, !dbg !35, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  br label %74, !dbg !37

74:                                               ; preds = %67, %65
  %75 = icmp slt i32 %3, 1, !dbg !31
  br i1 %75, label %76, label %83, !dbg !32

76:                                               ; preds = %74
  %77 = add nsw i32 %3, 1, !dbg !33
  %78 = sext i32 %77 to i64, !dbg !34
  %79 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %78, !dbg !34
  %80 = load float, ptr %79, align 4, !dbg !34, !tbaa !24
  %81 = load float, ptr %11, align 4, !dbg !35, !tbaa !24
  %82 = fadd contract float %80, %81, !dbg !35
  store float %82, ptr %11, align 4, !dbg !35, !tbaa !24
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  br label %83, !dbg !37

83:                                               ; preds = %76, %74
  %84 = icmp eq i32 %3, 0, !dbg !38
  br i1 %84, label %85, label %89, !dbg !39

85:                                               ; preds = %83
  %86 = zext i32 %4 to i64, !dbg !40
  %87 = getelementptr inbounds float, ptr %1, i64 %86, !dbg !40
  %88 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), align 4, !dbg !41, !tbaa !24
  store float %88, ptr %87, align 4, !dbg !42, !tbaa !24
  br label %89, !dbg !40

89:                                               ; preds = %85, %83
  ret void, !dbg !43
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

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
!7 = !DIFile(filename: "samples/cuda/bugs/barrier_divergence.cu", directory: "/work/main")
!8 = !{ptr @_Z10block_sumsPKfPf, !"kernel", i32 1}
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = distinct !DISubprogram(name: "block_sums", scope: !7, file: !7, line: 14, type: !12, scopeLine: 14, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!12 = !DISubroutineType(types: !13)
!13 = !{}
!14 = !DILocation(line: 53, column: 3, scope: !15, inlinedAt: !17)
!15 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 53, type: !12, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!16 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!17 = distinct !DILocation(line: 16, column: 13, scope: !11)
!18 = !DILocation(line: 66, column: 3, scope: !19, inlinedAt: !20)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !16, file: !16, line: 66, type: !12, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !13)
!20 = distinct !DILocation(line: 17, column: 15, scope: !11)
!21 = !DILocation(line: 17, column: 26, scope: !11)
!22 = !DILocation(line: 17, column: 34, scope: !11)
!23 = !DILocation(line: 17, column: 12, scope: !11)
!24 = !{!25, !25, i64 0}
!25 = !{!"float", !26, i64 0}
!26 = !{!"omnipotent char", !27, i64 0}
!27 = !{!"Simple C++ TBAA"}
!28 = !DILocation(line: 17, column: 5, scope: !11)
!29 = !DILocation(line: 17, column: 10, scope: !11)
!30 = !DILocation(line: 18, column: 5, scope: !11)
!31 = !DILocation(line: 20, column: 15, scope: !11)
!32 = !DILocation(line: 20, column: 13, scope: !11)
!33 = !DILocation(line: 21, column: 25, scope: !11)
!34 = !DILocation(line: 21, column: 21, scope: !11)
!35 = !DILocation(line: 21, column: 18, scope: !11)
!36 = !DILocation(line: 22, column: 13, scope: !11)
!37 = !DILocation(line: 23, column: 9, scope: !11)
!38 = !DILocation(line: 25, column: 11, scope: !11)
!39 = !DILocation(line: 25, column: 9, scope: !11)
!40 = !DILocation(line: 25, column: 17, scope: !11)
!41 = !DILocation(line: 25, column: 35, scope: !11)
!42 = !DILocation(line: 25, column: 33, scope: !11)
!43 = !DILocation(line: 26, column: 1, scope: !11)
