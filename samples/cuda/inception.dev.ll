; ModuleID = 'samples/cuda/inception.cu'
source_filename = "samples/cuda/inception.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z6affinePKfPfffi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, float noundef %2, float noundef %3, i32 noundef %4) local_unnamed_addr #0 !dbg !13 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !16
  %7 = shl i32 %6, 8, !dbg !20
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !21
  %9 = add i32 %7, %8, !dbg !24
  %10 = icmp slt i32 %9, %4, !dbg !25
  br i1 %10, label %11, label %18, !dbg !26

11:                                               ; preds = %5
  %12 = sext i32 %9 to i64, !dbg !27
  %13 = getelementptr inbounds float, ptr %1, i64 %12, !dbg !28
  %14 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !27
  %15 = load float, ptr %14, align 4, !dbg !27, !tbaa !29
  %16 = fmul contract float %15, %2, !dbg !33
  %17 = fadd contract float %16, %3, !dbg !34
  store float %17, ptr %13, align 4, !dbg !35, !tbaa !29
  br label %18, !dbg !28

18:                                               ; preds = %11, %5
  ret void, !dbg !36
}

; Function Attrs: norecurse nounwind memory(argmem: readwrite)
define dso_local void @_Z8activatePKfPfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #1 !dbg !37 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !38
  %6 = shl i32 %5, 8, !dbg !40
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !41
  %8 = add i32 %6, %7, !dbg !43
  %9 = icmp slt i32 %8, %3, !dbg !44
  br i1 %9, label %10, label %60, !dbg !45

10:                                               ; preds = %4
  %11 = sext i32 %8 to i64, !dbg !46
  %12 = getelementptr inbounds float, ptr %0, i64 %11, !dbg !46
  %13 = load float, ptr %12, align 4, !dbg !46, !tbaa !29
  switch i32 %2, label %55 [
    i32 0, label %14
    i32 1, label %16
    i32 2, label %39
  ], !dbg !47

14:                                               ; preds = %10
  %15 = tail call float @llvm.maxnum.f32(float %13, float 0.000000e+00), !dbg !48
  br label %57, !dbg !47

16:                                               ; preds = %10
  %17 = tail call float @llvm.fabs.f32(float %13), !dbg !52
  %18 = fcmp ult float %17, 0x3FE3333340000000, !dbg !52
  br i1 %18, label %32, label %19, !dbg !52

19:                                               ; preds = %16
  %20 = fmul float %17, 0x4007154760000000, !dbg !52
  %21 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %20) #5, !dbg !52
  %22 = fadd float %21, 1.000000e+00, !dbg !52
  %23 = tail call float asm "rcp.approx.ftz.f32 $0,$1;", "=f,f"(float %22) #6, !dbg !52, !srcloc !55
  %24 = tail call float @llvm.fma.f32(float %23, float -2.000000e+00, float 1.000000e+00), !dbg !52
  %25 = fcmp oge float %17, 0x4022059680000000, !dbg !52
  %26 = select i1 %25, float 1.000000e+00, float %24, !dbg !52
  %27 = bitcast float %26 to i32, !dbg !52
  %28 = bitcast float %13 to i32, !dbg !52
  %29 = and i32 %28, -2147483648, !dbg !52
  %30 = or i32 %29, %27, !dbg !52
  %31 = bitcast i32 %30 to float, !dbg !52
  br label %57, !dbg !52

32:                                               ; preds = %16
  %33 = fmul float %13, %13, !dbg !52
  %34 = tail call float @llvm.fma.f32(float %33, float 0x3F901E1040000000, float 0xBFAAC795C0000000), !dbg !52
  %35 = tail call float @llvm.fma.f32(float %34, float %33, float 0x3FC10B2820000000), !dbg !52
  %36 = tail call float @llvm.fma.f32(float %35, float %33, float 0xBFD5553DA0000000), !dbg !52
  %37 = tail call float @llvm.fma.f32(float %36, float %33, float 0.000000e+00), !dbg !52
  %38 = tail call float @llvm.fma.f32(float %37, float %13, float %13), !dbg !52
  br label %57, !dbg !52

39:                                               ; preds = %10
  %40 = fneg contract float %13, !dbg !56
  %41 = tail call float @llvm.fma.f32(float %40, float 0x3F777313A0000000, float 5.000000e-01), !dbg !57
  %42 = tail call float @llvm.nvvm.saturate.f(float %41) #5, !dbg !57
  %43 = tail call float @llvm.nvvm.fma.rm.f(float %42, float 2.520000e+02, float 0x4168000020000000) #5, !dbg !57
  %44 = fadd float %43, 0xC168000FE0000000, !dbg !57
  %45 = fneg float %44, !dbg !57
  %46 = tail call float @llvm.fma.f32(float %40, float 0x3FF7154760000000, float %45), !dbg !57
  %47 = tail call float @llvm.fma.f32(float %40, float 0x3E54AE0C00000000, float %46), !dbg !57
  %48 = bitcast float %43 to i32, !dbg !57
  %49 = shl i32 %48, 23, !dbg !57
  %50 = bitcast i32 %49 to float, !dbg !57
  %51 = tail call float @llvm.nvvm.ex2.approx.ftz.f(float %47) #5, !dbg !57
  %52 = fmul float %51, %50, !dbg !57
  %53 = fadd contract float %52, 1.000000e+00, !dbg !60
  %54 = fdiv contract float 1.000000e+00, %53, !dbg !61
  br label %57, !dbg !62

55:                                               ; preds = %10
  %56 = fmul contract float %13, %13, !dbg !63
  br label %57, !dbg !62

57:                                               ; preds = %32, %19, %55, %39, %14
  %58 = phi contract float [ %15, %14 ], [ %54, %39 ], [ %56, %55 ], [ %31, %19 ], [ %38, %32 ], !dbg !47
  %59 = getelementptr inbounds float, ptr %1, i64 %11, !dbg !64
  store float %58, ptr %59, align 4, !dbg !65, !tbaa !29
  br label %60, !dbg !66

60:                                               ; preds = %4, %57
  ret void, !dbg !66
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z7concat4PKfS0_S0_S0_Pfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef readonly %2, ptr noalias nocapture noundef readonly %3, ptr noalias nocapture noundef writeonly %4, i32 noundef %5) local_unnamed_addr #0 !dbg !67 {
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !68
  %8 = shl i32 %7, 8, !dbg !70
  %9 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !71
  %10 = add i32 %8, %9, !dbg !73
  %11 = icmp slt i32 %10, %5, !dbg !74
  br i1 %11, label %12, label %34, !dbg !75

12:                                               ; preds = %6
  %13 = sext i32 %10 to i64, !dbg !76
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !76
  %15 = load float, ptr %14, align 4, !dbg !76, !tbaa !29
  %16 = shl nsw i32 %10, 2, !dbg !77
  %17 = sext i32 %16 to i64, !dbg !78
  %18 = getelementptr inbounds float, ptr %4, i64 %17, !dbg !78
  store float %15, ptr %18, align 4, !dbg !79, !tbaa !29
  %19 = getelementptr inbounds float, ptr %1, i64 %13, !dbg !80
  %20 = load float, ptr %19, align 4, !dbg !80, !tbaa !29
  %21 = or i32 %16, 1, !dbg !81
  %22 = sext i32 %21 to i64, !dbg !82
  %23 = getelementptr inbounds float, ptr %4, i64 %22, !dbg !82
  store float %20, ptr %23, align 4, !dbg !83, !tbaa !29
  %24 = getelementptr inbounds float, ptr %2, i64 %13, !dbg !84
  %25 = load float, ptr %24, align 4, !dbg !84, !tbaa !29
  %26 = or i32 %16, 2, !dbg !85
  %27 = sext i32 %26 to i64, !dbg !86
  %28 = getelementptr inbounds float, ptr %4, i64 %27, !dbg !86
  store float %25, ptr %28, align 4, !dbg !87, !tbaa !29
  %29 = getelementptr inbounds float, ptr %3, i64 %13, !dbg !88
  %30 = load float, ptr %29, align 4, !dbg !88, !tbaa !29
  %31 = or i32 %16, 3, !dbg !89
  %32 = sext i32 %31 to i64, !dbg !90
  %33 = getelementptr inbounds float, ptr %4, i64 %32, !dbg !90
  store float %30, ptr %33, align 4, !dbg !91, !tbaa !29
  br label %34, !dbg !92

34:                                               ; preds = %6, %12
  ret void, !dbg !92
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.saturate.f(float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.nvvm.fma.rm.f(float, float, float) #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.ex2.approx.ftz.f(float) #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.maxnum.f32(float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fma.f32(float, float, float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare float @llvm.fabs.f32(float) #4

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { norecurse nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #3 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }
attributes #6 = { nounwind memory(none) }

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
!7 = !DIFile(filename: "samples/cuda/inception.cu", directory: "/work/main")
!8 = !{ptr @_Z6affinePKfPfffi, !"kernel", i32 1}
!9 = !{ptr @_Z8activatePKfPfii, !"kernel", i32 1}
!10 = !{ptr @_Z7concat4PKfS0_S0_S0_Pfi, !"kernel", i32 1}
!11 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!12 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!13 = distinct !DISubprogram(name: "affine", scope: !7, file: !7, line: 18, type: !14, scopeLine: 18, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!14 = !DISubroutineType(types: !15)
!15 = !{}
!16 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !19)
!17 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 66, type: !14, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!18 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!19 = distinct !DILocation(line: 19, column: 13, scope: !13)
!20 = !DILocation(line: 19, column: 24, scope: !13)
!21 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !23)
!22 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !18, file: !18, line: 53, type: !14, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!23 = distinct !DILocation(line: 19, column: 34, scope: !13)
!24 = !DILocation(line: 19, column: 32, scope: !13)
!25 = !DILocation(line: 20, column: 11, scope: !13)
!26 = !DILocation(line: 20, column: 9, scope: !13)
!27 = !DILocation(line: 20, column: 23, scope: !13)
!28 = !DILocation(line: 20, column: 16, scope: !13)
!29 = !{!30, !30, i64 0}
!30 = !{!"float", !31, i64 0}
!31 = !{!"omnipotent char", !32, i64 0}
!32 = !{!"Simple C++ TBAA"}
!33 = !DILocation(line: 20, column: 28, scope: !13)
!34 = !DILocation(line: 20, column: 32, scope: !13)
!35 = !DILocation(line: 20, column: 21, scope: !13)
!36 = !DILocation(line: 21, column: 1, scope: !13)
!37 = distinct !DISubprogram(name: "activate", scope: !7, file: !7, line: 23, type: !14, scopeLine: 23, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!38 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !39)
!39 = distinct !DILocation(line: 24, column: 13, scope: !37)
!40 = !DILocation(line: 24, column: 24, scope: !37)
!41 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !42)
!42 = distinct !DILocation(line: 24, column: 34, scope: !37)
!43 = !DILocation(line: 24, column: 32, scope: !37)
!44 = !DILocation(line: 25, column: 11, scope: !37)
!45 = !DILocation(line: 25, column: 9, scope: !37)
!46 = !DILocation(line: 26, column: 15, scope: !37)
!47 = !DILocation(line: 27, column: 12, scope: !37)
!48 = !DILocation(line: 132, column: 55, scope: !49, inlinedAt: !51)
!49 = distinct !DISubprogram(name: "fmaxf", scope: !50, file: !50, line: 132, type: !14, scopeLine: 132, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!50 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!51 = distinct !DILocation(line: 27, column: 24, scope: !37)
!52 = !DILocation(line: 318, column: 44, scope: !53, inlinedAt: !54)
!53 = distinct !DISubprogram(name: "tanhf", scope: !50, file: !50, line: 318, type: !14, scopeLine: 318, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!54 = distinct !DILocation(line: 27, column: 53, scope: !37)
!55 = !{i32 20968}
!56 = !DILocation(line: 27, column: 96, scope: !37)
!57 = !DILocation(line: 109, column: 43, scope: !58, inlinedAt: !59)
!58 = distinct !DISubprogram(name: "expf", scope: !50, file: !50, line: 109, type: !14, scopeLine: 109, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!59 = distinct !DILocation(line: 27, column: 91, scope: !37)
!60 = !DILocation(line: 27, column: 89, scope: !37)
!61 = !DILocation(line: 27, column: 81, scope: !37)
!62 = !DILocation(line: 27, column: 64, scope: !37)
!63 = !DILocation(line: 27, column: 105, scope: !37)
!64 = !DILocation(line: 27, column: 5, scope: !37)
!65 = !DILocation(line: 27, column: 10, scope: !37)
!66 = !DILocation(line: 28, column: 1, scope: !37)
!67 = distinct !DISubprogram(name: "concat4", scope: !7, file: !7, line: 30, type: !14, scopeLine: 31, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !15)
!68 = !DILocation(line: 66, column: 3, scope: !17, inlinedAt: !69)
!69 = distinct !DILocation(line: 32, column: 13, scope: !67)
!70 = !DILocation(line: 32, column: 24, scope: !67)
!71 = !DILocation(line: 53, column: 3, scope: !22, inlinedAt: !72)
!72 = distinct !DILocation(line: 32, column: 34, scope: !67)
!73 = !DILocation(line: 32, column: 32, scope: !67)
!74 = !DILocation(line: 33, column: 11, scope: !67)
!75 = !DILocation(line: 33, column: 9, scope: !67)
!76 = !DILocation(line: 34, column: 18, scope: !67)
!77 = !DILocation(line: 34, column: 11, scope: !67)
!78 = !DILocation(line: 34, column: 5, scope: !67)
!79 = !DILocation(line: 34, column: 16, scope: !67)
!80 = !DILocation(line: 35, column: 22, scope: !67)
!81 = !DILocation(line: 35, column: 15, scope: !67)
!82 = !DILocation(line: 35, column: 5, scope: !67)
!83 = !DILocation(line: 35, column: 20, scope: !67)
!84 = !DILocation(line: 36, column: 22, scope: !67)
!85 = !DILocation(line: 36, column: 15, scope: !67)
!86 = !DILocation(line: 36, column: 5, scope: !67)
!87 = !DILocation(line: 36, column: 20, scope: !67)
!88 = !DILocation(line: 37, column: 22, scope: !67)
!89 = !DILocation(line: 37, column: 15, scope: !67)
!90 = !DILocation(line: 37, column: 5, scope: !67)
!91 = !DILocation(line: 37, column: 20, scope: !67)
!92 = !DILocation(line: 38, column: 1, scope: !67)
