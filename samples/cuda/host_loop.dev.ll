; ModuleID = 'samples/cuda/host_loop.cu'
source_filename = "samples/cuda/host_loop.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ14jacobi_stencilPKfPfiiE1s = internal unnamed_addr addrspace(3) global [18 x [18 x float]] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z14jacobi_stencilPKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 !dbg !12 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !15
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !19
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %8 = shl i32 %7, 4, !dbg !25
  %9 = add i32 %8, %5, !dbg !26
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !27
  %11 = shl i32 %10, 4, !dbg !30
  %12 = add i32 %11, %6, !dbg !31
  %13 = add nsw i32 %5, 1, !dbg !32
  %14 = add nsw i32 %6, 1, !dbg !33
  %15 = icmp slt i32 %9, %2, !dbg !34
  %16 = icmp slt i32 %12, %3, !dbg !35
  %17 = and i1 %15, %16, !dbg !35
  br i1 %17, label %18, label %27, !dbg !36

18:                                               ; preds = %4
  %19 = sext i32 %14 to i64, !dbg !37
  %20 = sext i32 %13 to i64, !dbg !37
  %21 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %19, i64 %20, !dbg !37
  %22 = mul nsw i32 %12, %2, !dbg !38
  %23 = add nsw i32 %22, %9, !dbg !39
  %24 = sext i32 %23 to i64, !dbg !40
  %25 = getelementptr inbounds float, ptr %0, i64 %24, !dbg !40
  %26 = load float, ptr %25, align 4, !dbg !40, !tbaa !41
  store float %26, ptr %21, align 4, !dbg !45, !tbaa !41
  br label %27, !dbg !37

27:                                               ; preds = %18, %4
  %28 = icmp ne i32 %5, 0, !dbg !46
  %29 = icmp slt i32 %9, 1
  %30 = or i1 %28, %29, !dbg !47
  %31 = xor i1 %16, true, !dbg !47
  %32 = or i1 %30, %31, !dbg !47
  br i1 %32, label %42, label %33, !dbg !47

33:                                               ; preds = %27
  %34 = sext i32 %14 to i64, !dbg !48
  %35 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %34, !dbg !48
  %36 = mul nsw i32 %12, %2, !dbg !49
  %37 = add nsw i32 %9, -1, !dbg !50
  %38 = add i32 %37, %36, !dbg !51
  %39 = sext i32 %38 to i64, !dbg !52
  %40 = getelementptr inbounds float, ptr %0, i64 %39, !dbg !52
  %41 = load float, ptr %40, align 4, !dbg !52, !tbaa !41
  store float %41, ptr %35, align 4, !dbg !53, !tbaa !41
  br label %42, !dbg !48

42:                                               ; preds = %27, %33
  %43 = icmp ne i32 %5, 15, !dbg !54
  %44 = add i32 %9, 1
  %45 = icmp sge i32 %44, %2
  %46 = select i1 %43, i1 true, i1 %45, !dbg !55
  %47 = or i1 %46, %31, !dbg !55
  br i1 %47, label %56, label %48, !dbg !55

48:                                               ; preds = %42
  %49 = sext i32 %14 to i64, !dbg !56
  %50 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %49, i64 17, !dbg !56
  %51 = mul nsw i32 %12, %2, !dbg !57
  %52 = add i32 %44, %51, !dbg !58
  %53 = sext i32 %52 to i64, !dbg !59
  %54 = getelementptr inbounds float, ptr %0, i64 %53, !dbg !59
  %55 = load float, ptr %54, align 4, !dbg !59, !tbaa !41
  store float %55, ptr %50, align 4, !dbg !60, !tbaa !41
  br label %56, !dbg !56

56:                                               ; preds = %42, %48
  %57 = icmp ne i32 %6, 0, !dbg !61
  %58 = icmp slt i32 %12, 1
  %59 = or i1 %57, %58, !dbg !62
  %60 = xor i1 %15, true, !dbg !62
  %61 = or i1 %59, %60, !dbg !62
  br i1 %61, label %71, label %62, !dbg !62

62:                                               ; preds = %56
  %63 = sext i32 %13 to i64, !dbg !63
  %64 = getelementptr inbounds [18 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %63, !dbg !63
  %65 = add nsw i32 %12, -1, !dbg !64
  %66 = mul nsw i32 %65, %2, !dbg !65
  %67 = add nsw i32 %66, %9, !dbg !66
  %68 = sext i32 %67 to i64, !dbg !67
  %69 = getelementptr inbounds float, ptr %0, i64 %68, !dbg !67
  %70 = load float, ptr %69, align 4, !dbg !67, !tbaa !41
  store float %70, ptr %64, align 4, !dbg !68, !tbaa !41
  br label %71, !dbg !63

71:                                               ; preds = %56, %62
  %72 = icmp eq i32 %6, 15, !dbg !69
  br i1 %72, label %73, label %85, !dbg !70

73:                                               ; preds = %71
  %74 = add nsw i32 %12, 1, !dbg !71
  %75 = icmp slt i32 %74, %3, !dbg !72
  %76 = and i1 %15, %75, !dbg !73
  br i1 %76, label %77, label %85, !dbg !74

77:                                               ; preds = %73
  %78 = sext i32 %13 to i64, !dbg !75
  %79 = getelementptr inbounds [18 x float], ptr getelementptr inbounds (i8, ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 1224), i64 0, i64 %78, !dbg !75
  %80 = mul nsw i32 %74, %2, !dbg !73
  %81 = add nsw i32 %80, %9, !dbg !76
  %82 = sext i32 %81 to i64, !dbg !77
  %83 = getelementptr inbounds float, ptr %0, i64 %82, !dbg !77
  %84 = load float, ptr %83, align 4, !dbg !77, !tbaa !41
  store float %84, ptr %79, align 4, !dbg !78, !tbaa !41
  br label %85, !dbg !75

85:                                               ; preds = %73, %77, %71
  tail call void @llvm.nvvm.barrier0(), !dbg !79
  br i1 %17, label %86, label %127, !dbg !80

86:                                               ; preds = %85
  %87 = icmp eq i32 %9, 0, !dbg !81
  %88 = icmp eq i32 %12, 0
  %89 = or i1 %87, %88, !dbg !82
  %90 = add nsw i32 %2, -1
  %91 = icmp eq i32 %9, %90
  %92 = select i1 %89, i1 true, i1 %91, !dbg !82
  %93 = add nsw i32 %3, -1
  %94 = icmp eq i32 %12, %93
  %95 = select i1 %92, i1 true, i1 %94, !dbg !82
  %96 = sext i32 %14 to i64, !dbg !83
  br i1 %95, label %97, label %101, !dbg !82

97:                                               ; preds = %86
  %98 = sext i32 %13 to i64, !dbg !84
  %99 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %96, i64 %98, !dbg !84
  %100 = load float, ptr %99, align 4, !dbg !84, !tbaa !41
  br label %121, !dbg !85

101:                                              ; preds = %86
  %102 = sext i32 %5 to i64, !dbg !86
  %103 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %96, i64 %102, !dbg !86
  %104 = load float, ptr %103, align 4, !dbg !86, !tbaa !41
  %105 = add nsw i32 %5, 2, !dbg !87
  %106 = sext i32 %105 to i64, !dbg !88
  %107 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %96, i64 %106, !dbg !88
  %108 = load float, ptr %107, align 4, !dbg !88, !tbaa !41
  %109 = fadd contract float %104, %108, !dbg !89
  %110 = sext i32 %6 to i64, !dbg !90
  %111 = sext i32 %13 to i64, !dbg !90
  %112 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %110, i64 %111, !dbg !90
  %113 = load float, ptr %112, align 4, !dbg !90, !tbaa !41
  %114 = fadd contract float %109, %113, !dbg !91
  %115 = add nsw i32 %6, 2, !dbg !92
  %116 = sext i32 %115 to i64, !dbg !93
  %117 = getelementptr inbounds [18 x [18 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ14jacobi_stencilPKfPfiiE1s to ptr), i64 0, i64 %116, i64 %111, !dbg !93
  %118 = load float, ptr %117, align 4, !dbg !93, !tbaa !41
  %119 = fadd contract float %114, %118, !dbg !94
  %120 = fmul contract float %119, 2.500000e-01, !dbg !95
  br label %121

121:                                              ; preds = %101, %97
  %122 = phi float [ %100, %97 ], [ %120, %101 ], !dbg !83
  %123 = mul nsw i32 %12, %2, !dbg !96
  %124 = add nsw i32 %123, %9, !dbg !97
  %125 = sext i32 %124 to i64, !dbg !98
  %126 = getelementptr inbounds float, ptr %1, i64 %125, !dbg !98
  store float %122, ptr %126, align 4, !dbg !99, !tbaa !41
  br label %127, !dbg !100

127:                                              ; preds = %121, %85
  ret void, !dbg !101
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z5relaxPKfS0_Pffii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, float noundef %3, i32 noundef %4, i32 noundef %5) local_unnamed_addr #2 !dbg !102 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !103
  %8 = shl i32 %7, 4, !dbg !105
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !106
  %10 = add i32 %8, %9, !dbg !108
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y(), !dbg !109
  %12 = shl i32 %11, 4, !dbg !111
  %13 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y(), !dbg !112
  %14 = add i32 %12, %13, !dbg !114
  %15 = icmp slt i32 %10, %4, !dbg !115
  %16 = icmp slt i32 %14, %5
  %17 = and i1 %15, %16, !dbg !116
  br i1 %17, label %18, label %30, !dbg !116

18:                                               ; preds = %6
  %19 = mul nsw i32 %14, %4, !dbg !117
  %20 = add nsw i32 %19, %10, !dbg !118
  %21 = sext i32 %20 to i64, !dbg !119
  %22 = getelementptr inbounds float, ptr %0, i64 %21, !dbg !119
  %23 = load float, ptr %22, align 4, !dbg !119, !tbaa !41
  %24 = getelementptr inbounds float, ptr %1, i64 %21, !dbg !120
  %25 = load float, ptr %24, align 4, !dbg !120, !tbaa !41
  %26 = fsub contract float %25, %23, !dbg !121
  %27 = fmul contract float %26, %3, !dbg !122
  %28 = fadd contract float %23, %27, !dbg !123
  %29 = getelementptr inbounds float, ptr %2, i64 %21, !dbg !124
  store float %28, ptr %29, align 4, !dbg !125, !tbaa !41
  br label %30, !dbg !126

30:                                               ; preds = %18, %6
  ret void, !dbg !127
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #3

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9}
!llvm.ident = !{!10, !11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "samples/cuda/host_loop.cu", directory: "/work/main")
!8 = !{ptr @_Z14jacobi_stencilPKfPfii, !"kernel", i32 1}
!9 = !{ptr @_Z5relaxPKfS0_Pffii, !"kernel", i32 1}
!10 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = distinct !DISubprogram(name: "jacobi_stencil", scope: !7, file: !7, line: 22, type: !13, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!13 = !DISubroutineType(types: !14)
!14 = !{}
!15 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !18)
!16 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 53, type: !13, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!17 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!18 = distinct !DILocation(line: 25, column: 14, scope: !12)
!19 = !DILocation(line: 54, column: 3, scope: !20, inlinedAt: !21)
!20 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 54, type: !13, scopeLine: 54, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!21 = distinct !DILocation(line: 25, column: 32, scope: !12)
!22 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !17, file: !17, line: 66, type: !13, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!24 = distinct !DILocation(line: 26, column: 14, scope: !12)
!25 = !DILocation(line: 26, column: 25, scope: !12)
!26 = !DILocation(line: 26, column: 30, scope: !12)
!27 = !DILocation(line: 67, column: 3, scope: !28, inlinedAt: !29)
!28 = distinct !DISubprogram(name: "__fetch_builtin_y", scope: !17, file: !17, line: 67, type: !13, scopeLine: 67, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!29 = distinct !DILocation(line: 26, column: 41, scope: !12)
!30 = !DILocation(line: 26, column: 52, scope: !12)
!31 = !DILocation(line: 26, column: 57, scope: !12)
!32 = !DILocation(line: 27, column: 17, scope: !12)
!33 = !DILocation(line: 27, column: 30, scope: !12)
!34 = !DILocation(line: 28, column: 22, scope: !12)
!35 = !DILocation(line: 28, column: 27, scope: !12)
!36 = !DILocation(line: 29, column: 9, scope: !12)
!37 = !DILocation(line: 29, column: 17, scope: !12)
!38 = !DILocation(line: 29, column: 34, scope: !12)
!39 = !DILocation(line: 29, column: 39, scope: !12)
!40 = !DILocation(line: 29, column: 29, scope: !12)
!41 = !{!42, !42, i64 0}
!42 = !{!"float", !43, i64 0}
!43 = !{!"omnipotent char", !44, i64 0}
!44 = !{!"Simple C++ TBAA"}
!45 = !DILocation(line: 29, column: 27, scope: !12)
!46 = !DILocation(line: 31, column: 12, scope: !12)
!47 = !DILocation(line: 31, column: 17, scope: !12)
!48 = !DILocation(line: 31, column: 39, scope: !12)
!49 = !DILocation(line: 31, column: 55, scope: !12)
!50 = !DILocation(line: 31, column: 60, scope: !12)
!51 = !DILocation(line: 31, column: 65, scope: !12)
!52 = !DILocation(line: 31, column: 50, scope: !12)
!53 = !DILocation(line: 31, column: 48, scope: !12)
!54 = !DILocation(line: 32, column: 12, scope: !12)
!55 = !DILocation(line: 32, column: 22, scope: !12)
!56 = !DILocation(line: 32, column: 49, scope: !12)
!57 = !DILocation(line: 32, column: 70, scope: !12)
!58 = !DILocation(line: 32, column: 80, scope: !12)
!59 = !DILocation(line: 32, column: 65, scope: !12)
!60 = !DILocation(line: 32, column: 63, scope: !12)
!61 = !DILocation(line: 33, column: 12, scope: !12)
!62 = !DILocation(line: 33, column: 17, scope: !12)
!63 = !DILocation(line: 33, column: 39, scope: !12)
!64 = !DILocation(line: 33, column: 56, scope: !12)
!65 = !DILocation(line: 33, column: 61, scope: !12)
!66 = !DILocation(line: 33, column: 66, scope: !12)
!67 = !DILocation(line: 33, column: 50, scope: !12)
!68 = !DILocation(line: 33, column: 48, scope: !12)
!69 = !DILocation(line: 34, column: 12, scope: !12)
!70 = !DILocation(line: 34, column: 22, scope: !12)
!71 = !DILocation(line: 34, column: 28, scope: !12)
!72 = !DILocation(line: 34, column: 32, scope: !12)
!73 = !DILocation(line: 34, column: 76, scope: !12)
!74 = !DILocation(line: 34, column: 37, scope: !12)
!75 = !DILocation(line: 34, column: 49, scope: !12)
!76 = !DILocation(line: 34, column: 81, scope: !12)
!77 = !DILocation(line: 34, column: 65, scope: !12)
!78 = !DILocation(line: 34, column: 63, scope: !12)
!79 = !DILocation(line: 35, column: 5, scope: !12)
!80 = !DILocation(line: 36, column: 9, scope: !12)
!81 = !DILocation(line: 38, column: 16, scope: !12)
!82 = !DILocation(line: 38, column: 21, scope: !12)
!83 = !DILocation(line: 0, scope: !12)
!84 = !DILocation(line: 39, column: 17, scope: !12)
!85 = !DILocation(line: 39, column: 13, scope: !12)
!86 = !DILocation(line: 41, column: 26, scope: !12)
!87 = !DILocation(line: 41, column: 51, scope: !12)
!88 = !DILocation(line: 41, column: 42, scope: !12)
!89 = !DILocation(line: 41, column: 40, scope: !12)
!90 = !DILocation(line: 41, column: 58, scope: !12)
!91 = !DILocation(line: 41, column: 56, scope: !12)
!92 = !DILocation(line: 41, column: 79, scope: !12)
!93 = !DILocation(line: 41, column: 74, scope: !12)
!94 = !DILocation(line: 41, column: 72, scope: !12)
!95 = !DILocation(line: 41, column: 23, scope: !12)
!96 = !DILocation(line: 42, column: 16, scope: !12)
!97 = !DILocation(line: 42, column: 21, scope: !12)
!98 = !DILocation(line: 42, column: 9, scope: !12)
!99 = !DILocation(line: 42, column: 27, scope: !12)
!100 = !DILocation(line: 43, column: 5, scope: !12)
!101 = !DILocation(line: 44, column: 1, scope: !12)
!102 = distinct !DISubprogram(name: "relax", scope: !7, file: !7, line: 46, type: !13, scopeLine: 47, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !14)
!103 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !104)
!104 = distinct !DILocation(line: 48, column: 14, scope: !102)
!105 = !DILocation(line: 48, column: 25, scope: !102)
!106 = !DILocation(line: 53, column: 3, scope: !16, inlinedAt: !107)
!107 = distinct !DILocation(line: 48, column: 32, scope: !102)
!108 = !DILocation(line: 48, column: 30, scope: !102)
!109 = !DILocation(line: 67, column: 3, scope: !28, inlinedAt: !110)
!110 = distinct !DILocation(line: 48, column: 50, scope: !102)
!111 = !DILocation(line: 48, column: 61, scope: !102)
!112 = !DILocation(line: 54, column: 3, scope: !20, inlinedAt: !113)
!113 = distinct !DILocation(line: 48, column: 68, scope: !102)
!114 = !DILocation(line: 48, column: 66, scope: !102)
!115 = !DILocation(line: 49, column: 12, scope: !102)
!116 = !DILocation(line: 49, column: 17, scope: !102)
!117 = !DILocation(line: 50, column: 20, scope: !102)
!118 = !DILocation(line: 50, column: 25, scope: !102)
!119 = !DILocation(line: 51, column: 21, scope: !102)
!120 = !DILocation(line: 51, column: 37, scope: !102)
!121 = !DILocation(line: 51, column: 44, scope: !102)
!122 = !DILocation(line: 51, column: 34, scope: !102)
!123 = !DILocation(line: 51, column: 26, scope: !102)
!124 = !DILocation(line: 51, column: 9, scope: !102)
!125 = !DILocation(line: 51, column: 19, scope: !102)
!126 = !DILocation(line: 52, column: 5, scope: !102)
!127 = !DILocation(line: 53, column: 1, scope: !102)
