; ModuleID = 'samples/ascend/softmax_row.c'
source_filename = "samples/ascend/softmax_row.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @softmax_row(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i64 @get_block_idx() #2, !dbg !12
  %5 = sext i32 %2 to i64, !dbg !13
  %6 = mul nsw i64 %4, %5, !dbg !14
  %7 = icmp sgt i32 %2, 0, !dbg !15
  br i1 %7, label %8, label %10, !dbg !16

8:                                                ; preds = %3
  %9 = zext i32 %2 to i64, !dbg !15
  br label %11, !dbg !16

10:                                               ; preds = %11, %3
  ret void, !dbg !17

11:                                               ; preds = %8, %11
  %12 = phi i64 [ 0, %8 ], [ %56, %11 ]
  %13 = add nsw i64 %6, %12, !dbg !18
  %14 = shl nsw i64 %13, 10, !dbg !19
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14, !dbg !20
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %15, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !21
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !22
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 9216 to ptr addrspace(6)), i8 noundef zeroext 4, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !23
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12800 to ptr addrspace(6)), i8 noundef zeroext 2, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !24
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8448 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !25
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12416 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !26
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8256 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !27
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12320 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !28
  %16 = load float, ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), align 8192, !dbg !29, !tbaa !30
  %17 = load float, ptr addrspace(6) inttoptr (i64 8196 to ptr addrspace(6)), align 4, !dbg !34, !tbaa !30
  %18 = fcmp ogt float %17, %16, !dbg !35
  %19 = select i1 %18, float %17, float %16, !dbg !34
  %20 = load float, ptr addrspace(6) inttoptr (i64 8200 to ptr addrspace(6)), align 8, !dbg !34, !tbaa !30
  %21 = fcmp ogt float %20, %19, !dbg !35
  %22 = select i1 %21, float %20, float %19, !dbg !34
  %23 = load float, ptr addrspace(6) inttoptr (i64 8204 to ptr addrspace(6)), align 4, !dbg !34, !tbaa !30
  %24 = fcmp ogt float %23, %22, !dbg !35
  %25 = select i1 %24, float %23, float %22, !dbg !34
  %26 = load float, ptr addrspace(6) inttoptr (i64 8208 to ptr addrspace(6)), align 16, !dbg !34, !tbaa !30
  %27 = fcmp ogt float %26, %25, !dbg !35
  %28 = select i1 %27, float %26, float %25, !dbg !34
  %29 = load float, ptr addrspace(6) inttoptr (i64 8212 to ptr addrspace(6)), align 4, !dbg !34, !tbaa !30
  %30 = fcmp ogt float %29, %28, !dbg !35
  %31 = select i1 %30, float %29, float %28, !dbg !34
  %32 = load float, ptr addrspace(6) inttoptr (i64 8216 to ptr addrspace(6)), align 8, !dbg !34, !tbaa !30
  %33 = fcmp ogt float %32, %31, !dbg !35
  %34 = select i1 %33, float %32, float %31, !dbg !34
  %35 = load float, ptr addrspace(6) inttoptr (i64 8220 to ptr addrspace(6)), align 4, !dbg !34, !tbaa !30
  %36 = fcmp ogt float %35, %34, !dbg !35
  %37 = select i1 %36, float %35, float %34, !dbg !34
  %38 = fneg float %37, !dbg !36
  tail call void @vadds_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, float noundef %38, i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !37
  tail call void @vexp_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !38
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !39
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 9216 to ptr addrspace(6)), i8 noundef zeroext 4, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !40
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12800 to ptr addrspace(6)), i8 noundef zeroext 2, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !41
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8448 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !42
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12416 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !43
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8256 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !44
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12320 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !45
  %39 = load float, ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), align 8192, !dbg !46, !tbaa !30
  %40 = load float, ptr addrspace(6) inttoptr (i64 8196 to ptr addrspace(6)), align 4, !dbg !47, !tbaa !30
  %41 = fadd float %39, %40, !dbg !48
  %42 = load float, ptr addrspace(6) inttoptr (i64 8200 to ptr addrspace(6)), align 8, !dbg !47, !tbaa !30
  %43 = fadd float %41, %42, !dbg !48
  %44 = load float, ptr addrspace(6) inttoptr (i64 8204 to ptr addrspace(6)), align 4, !dbg !47, !tbaa !30
  %45 = fadd float %43, %44, !dbg !48
  %46 = load float, ptr addrspace(6) inttoptr (i64 8208 to ptr addrspace(6)), align 16, !dbg !47, !tbaa !30
  %47 = fadd float %45, %46, !dbg !48
  %48 = load float, ptr addrspace(6) inttoptr (i64 8212 to ptr addrspace(6)), align 4, !dbg !47, !tbaa !30
  %49 = fadd float %47, %48, !dbg !48
  %50 = load float, ptr addrspace(6) inttoptr (i64 8216 to ptr addrspace(6)), align 8, !dbg !47, !tbaa !30
  %51 = fadd float %49, %50, !dbg !48
  %52 = load float, ptr addrspace(6) inttoptr (i64 8220 to ptr addrspace(6)), align 4, !dbg !47, !tbaa !30
  %53 = fadd float %51, %52, !dbg !48
  %54 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14, !dbg !49
  %55 = fdiv float 1.000000e+00, %53, !dbg !50
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), float noundef %55, i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !51
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %54, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !52
  %56 = add nuw nsw i64 %12, 1, !dbg !53
  %57 = icmp eq i64 %56, %9, !dbg !15
  br i1 %57, label %10, label %11, !dbg !16, !llvm.loop !54
}

declare !dbg !57 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !59 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !60 void @vmax_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !61 void @vadds_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !62 void @vexp_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !63 void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !64 void @vmuls_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !65 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/softmax_row.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "c4b252b0c82378d88e4ad182835fa81d")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "softmax_row", scope: !1, file: !1, line: 20, type: !10, scopeLine: 20, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 21, column: 18, scope: !9)
!13 = !DILocation(line: 21, column: 36, scope: !9)
!14 = !DILocation(line: 21, column: 34, scope: !9)
!15 = !DILocation(line: 27, column: 25, scope: !9)
!16 = !DILocation(line: 27, column: 3, scope: !9)
!17 = !DILocation(line: 64, column: 1, scope: !9)
!18 = !DILocation(line: 28, column: 35, scope: !9)
!19 = !DILocation(line: 28, column: 40, scope: !9)
!20 = !DILocation(line: 28, column: 27, scope: !9)
!21 = !DILocation(line: 30, column: 5, scope: !9)
!22 = !DILocation(line: 33, column: 5, scope: !9)
!23 = !DILocation(line: 34, column: 5, scope: !9)
!24 = !DILocation(line: 35, column: 5, scope: !9)
!25 = !DILocation(line: 36, column: 5, scope: !9)
!26 = !DILocation(line: 37, column: 5, scope: !9)
!27 = !DILocation(line: 38, column: 5, scope: !9)
!28 = !DILocation(line: 39, column: 5, scope: !9)
!29 = !DILocation(line: 40, column: 15, scope: !9)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C/C++ TBAA"}
!34 = !DILocation(line: 42, column: 11, scope: !9)
!35 = !DILocation(line: 42, column: 16, scope: !9)
!36 = !DILocation(line: 46, column: 27, scope: !9)
!37 = !DILocation(line: 46, column: 5, scope: !9)
!38 = !DILocation(line: 47, column: 5, scope: !9)
!39 = !DILocation(line: 50, column: 5, scope: !9)
!40 = !DILocation(line: 51, column: 5, scope: !9)
!41 = !DILocation(line: 52, column: 5, scope: !9)
!42 = !DILocation(line: 53, column: 5, scope: !9)
!43 = !DILocation(line: 54, column: 5, scope: !9)
!44 = !DILocation(line: 55, column: 5, scope: !9)
!45 = !DILocation(line: 56, column: 5, scope: !9)
!46 = !DILocation(line: 57, column: 15, scope: !9)
!47 = !DILocation(line: 59, column: 12, scope: !9)
!48 = !DILocation(line: 59, column: 9, scope: !9)
!49 = !DILocation(line: 29, column: 27, scope: !9)
!50 = !DILocation(line: 61, column: 32, scope: !9)
!51 = !DILocation(line: 61, column: 5, scope: !9)
!52 = !DILocation(line: 62, column: 5, scope: !9)
!53 = !DILocation(line: 27, column: 33, scope: !9)
!54 = distinct !{!54, !16, !55, !56}
!55 = !DILocation(line: 63, column: 3, scope: !9)
!56 = !{!"llvm.loop.mustprogress"}
!57 = !DISubprogram(name: "get_block_idx", scope: !58, file: !58, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!58 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!59 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !58, file: !58, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!60 = !DISubprogram(name: "vmax_f32", scope: !58, file: !58, line: 115, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!61 = !DISubprogram(name: "vadds_f32", scope: !58, file: !58, line: 143, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!62 = !DISubprogram(name: "vexp_f32", scope: !58, file: !58, line: 125, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!63 = !DISubprogram(name: "vadd_f32", scope: !58, file: !58, line: 107, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!64 = !DISubprogram(name: "vmuls_f32", scope: !58, file: !58, line: 145, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!65 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !58, file: !58, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
