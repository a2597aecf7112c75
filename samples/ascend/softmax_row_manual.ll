; ModuleID = 'samples/ascend/softmax_row_manual.c'
source_filename = "samples/ascend/softmax_row_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @softmax_row(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 !dbg !9 {
  %4 = tail call i64 @get_block_idx() #2, !dbg !12
  %5 = sext i32 %2 to i64, !dbg !13
  %6 = mul nsw i64 %4, %5, !dbg !14
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !15
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !16
  %7 = icmp sgt i32 %2, 0, !dbg !17
  br i1 %7, label %8, label %10, !dbg !18

8:                                                ; preds = %3
  %9 = zext i32 %2 to i64, !dbg !17
  br label %11, !dbg !18

10:                                               ; preds = %11, %3
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !19
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !20
  ret void, !dbg !21

11:                                               ; preds = %8, %11
  %12 = phi i64 [ 0, %8 ], [ %56, %11 ]
  %13 = add nsw i64 %6, %12, !dbg !22
  %14 = shl nsw i64 %13, 10, !dbg !23
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14, !dbg !24
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !25
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %15, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !26
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !27
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2, !dbg !28
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !29
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 9216 to ptr addrspace(6)), i8 noundef zeroext 4, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !30
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12800 to ptr addrspace(6)), i8 noundef zeroext 2, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !31
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8448 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !32
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12416 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !33
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8256 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !34
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12320 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !35
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 0, i64 noundef 0) #2, !dbg !36
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 0, i64 noundef 0) #2, !dbg !37
  %16 = load float, ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), align 8192, !dbg !38, !tbaa !39
  %17 = load float, ptr addrspace(6) inttoptr (i64 8196 to ptr addrspace(6)), align 4, !dbg !43, !tbaa !39
  %18 = fcmp ogt float %17, %16, !dbg !44
  %19 = select i1 %18, float %17, float %16, !dbg !43
  %20 = load float, ptr addrspace(6) inttoptr (i64 8200 to ptr addrspace(6)), align 8, !dbg !43, !tbaa !39
  %21 = fcmp ogt float %20, %19, !dbg !44
  %22 = select i1 %21, float %20, float %19, !dbg !43
  %23 = load float, ptr addrspace(6) inttoptr (i64 8204 to ptr addrspace(6)), align 4, !dbg !43, !tbaa !39
  %24 = fcmp ogt float %23, %22, !dbg !44
  %25 = select i1 %24, float %23, float %22, !dbg !43
  %26 = load float, ptr addrspace(6) inttoptr (i64 8208 to ptr addrspace(6)), align 16, !dbg !43, !tbaa !39
  %27 = fcmp ogt float %26, %25, !dbg !44
  %28 = select i1 %27, float %26, float %25, !dbg !43
  %29 = load float, ptr addrspace(6) inttoptr (i64 8212 to ptr addrspace(6)), align 4, !dbg !43, !tbaa !39
  %30 = fcmp ogt float %29, %28, !dbg !44
  %31 = select i1 %30, float %29, float %28, !dbg !43
  %32 = load float, ptr addrspace(6) inttoptr (i64 8216 to ptr addrspace(6)), align 8, !dbg !43, !tbaa !39
  %33 = fcmp ogt float %32, %31, !dbg !44
  %34 = select i1 %33, float %32, float %31, !dbg !43
  %35 = load float, ptr addrspace(6) inttoptr (i64 8220 to ptr addrspace(6)), align 4, !dbg !43, !tbaa !39
  %36 = fcmp ogt float %35, %34, !dbg !44
  %37 = select i1 %36, float %35, float %34, !dbg !43
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !45
  %38 = fneg float %37, !dbg !46
  tail call void @vadds_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, float noundef %38, i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !47
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2, !dbg !48
  tail call void @vexp_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !49
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !50
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 9216 to ptr addrspace(6)), i8 noundef zeroext 4, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !51
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12800 to ptr addrspace(6)), i8 noundef zeroext 2, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !52
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8448 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !53
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12416 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !54
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8256 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !55
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12320 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !56
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 0, i64 noundef 0) #2, !dbg !57
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 0, i64 noundef 0) #2, !dbg !58
  %39 = load float, ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), align 8192, !dbg !59, !tbaa !39
  %40 = load float, ptr addrspace(6) inttoptr (i64 8196 to ptr addrspace(6)), align 4, !dbg !60, !tbaa !39
  %41 = fadd float %39, %40, !dbg !61
  %42 = load float, ptr addrspace(6) inttoptr (i64 8200 to ptr addrspace(6)), align 8, !dbg !60, !tbaa !39
  %43 = fadd float %41, %42, !dbg !61
  %44 = load float, ptr addrspace(6) inttoptr (i64 8204 to ptr addrspace(6)), align 4, !dbg !60, !tbaa !39
  %45 = fadd float %43, %44, !dbg !61
  %46 = load float, ptr addrspace(6) inttoptr (i64 8208 to ptr addrspace(6)), align 16, !dbg !60, !tbaa !39
  %47 = fadd float %45, %46, !dbg !61
  %48 = load float, ptr addrspace(6) inttoptr (i64 8212 to ptr addrspace(6)), align 4, !dbg !60, !tbaa !39
  %49 = fadd float %47, %48, !dbg !61
  %50 = load float, ptr addrspace(6) inttoptr (i64 8216 to ptr addrspace(6)), align 8, !dbg !60, !tbaa !39
  %51 = fadd float %49, %50, !dbg !61
  %52 = load float, ptr addrspace(6) inttoptr (i64 8220 to ptr addrspace(6)), align 4, !dbg !60, !tbaa !39
  %53 = fadd float %51, %52, !dbg !61
  %54 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14, !dbg !62
  %55 = fdiv float 1.000000e+00, %53, !dbg !63
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), float noundef %55, i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #2, !dbg !64
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !65
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2, !dbg !66
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %54, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #2, !dbg !67
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2, !dbg !68
  %56 = add nuw nsw i64 %12, 1, !dbg !69
  %57 = icmp eq i64 %56, %9, !dbg !17
  br i1 %57, label %10, label %11, !dbg !18, !llvm.loop !70
}

declare !dbg !73 i64 @get_block_idx() local_unnamed_addr #1

declare !dbg !75 void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !76 void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare !dbg !77 void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare !dbg !78 void @vmax_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !79 void @vadds_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !80 void @vexp_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !81 void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !82 void @vmuls_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare !dbg !83 void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.dbg.cu = !{!0}
!llvm.module.flags = !{!2, !3, !4, !5, !6, !7}
!llvm.ident = !{!8}

!0 = distinct !DICompileUnit(language: DW_LANG_C11, file: !1, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: LineTablesOnly, splitDebugInlining: false, nameTableKind: None)
!1 = !DIFile(filename: "samples/ascend/softmax_row_manual.c", directory: "/work/main", checksumkind: CSK_MD5, checksum: "e7757c62ccb8f8718f5372183cf0c0f1")
!2 = !{i32 7, !"Dwarf Version", i32 5}
!3 = !{i32 2, !"Debug Info Version", i32 3}
!4 = !{i32 1, !"wchar_size", i32 4}
!5 = !{i32 8, !"PIC Level", i32 2}
!6 = !{i32 7, !"PIE Level", i32 2}
!7 = !{i32 7, !"uwtable", i32 2}
!8 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!9 = distinct !DISubprogram(name: "softmax_row", scope: !1, file: !1, line: 14, type: !10, scopeLine: 14, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !0, retainedNodes: !11)
!10 = !DISubroutineType(types: !11)
!11 = !{}
!12 = !DILocation(line: 15, column: 18, scope: !9)
!13 = !DILocation(line: 15, column: 36, scope: !9)
!14 = !DILocation(line: 15, column: 34, scope: !9)
!15 = !DILocation(line: 21, column: 3, scope: !9)
!16 = !DILocation(line: 22, column: 3, scope: !9)
!17 = !DILocation(line: 23, column: 25, scope: !9)
!18 = !DILocation(line: 23, column: 3, scope: !9)
!19 = !DILocation(line: 72, column: 3, scope: !9)
!20 = !DILocation(line: 73, column: 3, scope: !9)
!21 = !DILocation(line: 74, column: 1, scope: !9)
!22 = !DILocation(line: 24, column: 35, scope: !9)
!23 = !DILocation(line: 24, column: 40, scope: !9)
!24 = !DILocation(line: 24, column: 27, scope: !9)
!25 = !DILocation(line: 26, column: 5, scope: !9)
!26 = !DILocation(line: 27, column: 5, scope: !9)
!27 = !DILocation(line: 28, column: 5, scope: !9)
!28 = !DILocation(line: 29, column: 5, scope: !9)
!29 = !DILocation(line: 32, column: 5, scope: !9)
!30 = !DILocation(line: 33, column: 5, scope: !9)
!31 = !DILocation(line: 34, column: 5, scope: !9)
!32 = !DILocation(line: 35, column: 5, scope: !9)
!33 = !DILocation(line: 36, column: 5, scope: !9)
!34 = !DILocation(line: 37, column: 5, scope: !9)
!35 = !DILocation(line: 38, column: 5, scope: !9)
!36 = !DILocation(line: 39, column: 5, scope: !9)
!37 = !DILocation(line: 40, column: 5, scope: !9)
!38 = !DILocation(line: 41, column: 15, scope: !9)
!39 = !{!40, !40, i64 0}
!40 = !{!"float", !41, i64 0}
!41 = !{!"omnipotent char", !42, i64 0}
!42 = !{!"Simple C/C++ TBAA"}
!43 = !DILocation(line: 43, column: 11, scope: !9)
!44 = !DILocation(line: 43, column: 16, scope: !9)
!45 = !DILocation(line: 47, column: 5, scope: !9)
!46 = !DILocation(line: 48, column: 27, scope: !9)
!47 = !DILocation(line: 48, column: 5, scope: !9)
!48 = !DILocation(line: 49, column: 5, scope: !9)
!49 = !DILocation(line: 50, column: 5, scope: !9)
!50 = !DILocation(line: 53, column: 5, scope: !9)
!51 = !DILocation(line: 54, column: 5, scope: !9)
!52 = !DILocation(line: 55, column: 5, scope: !9)
!53 = !DILocation(line: 56, column: 5, scope: !9)
!54 = !DILocation(line: 57, column: 5, scope: !9)
!55 = !DILocation(line: 58, column: 5, scope: !9)
!56 = !DILocation(line: 59, column: 5, scope: !9)
!57 = !DILocation(line: 60, column: 5, scope: !9)
!58 = !DILocation(line: 61, column: 5, scope: !9)
!59 = !DILocation(line: 62, column: 15, scope: !9)
!60 = !DILocation(line: 64, column: 12, scope: !9)
!61 = !DILocation(line: 64, column: 9, scope: !9)
!62 = !DILocation(line: 25, column: 27, scope: !9)
!63 = !DILocation(line: 66, column: 32, scope: !9)
!64 = !DILocation(line: 66, column: 5, scope: !9)
!65 = !DILocation(line: 67, column: 5, scope: !9)
!66 = !DILocation(line: 68, column: 5, scope: !9)
!67 = !DILocation(line: 69, column: 5, scope: !9)
!68 = !DILocation(line: 70, column: 5, scope: !9)
!69 = !DILocation(line: 23, column: 33, scope: !9)
!70 = distinct !{!70, !18, !71, !72}
!71 = !DILocation(line: 71, column: 3, scope: !9)
!72 = !{!"llvm.loop.mustprogress"}
!73 = !DISubprogram(name: "get_block_idx", scope: !74, file: !74, line: 157, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!74 = !DIFile(filename: "samples/ascend/include/ascend_kernel.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "f2c6d2198b77443fedde6cee688964b0")
!75 = !DISubprogram(name: "set_flag", scope: !74, file: !74, line: 62, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!76 = !DISubprogram(name: "wait_flag", scope: !74, file: !74, line: 64, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!77 = !DISubprogram(name: "copy_gm_to_ubuf", scope: !74, file: !74, line: 70, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!78 = !DISubprogram(name: "vmax_f32", scope: !74, file: !74, line: 115, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!79 = !DISubprogram(name: "vadds_f32", scope: !74, file: !74, line: 143, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!80 = !DISubprogram(name: "vexp_f32", scope: !74, file: !74, line: 125, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!81 = !DISubprogram(name: "vadd_f32", scope: !74, file: !74, line: 107, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!82 = !DISubprogram(name: "vmuls_f32", scope: !74, file: !74, line: 145, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
!83 = !DISubprogram(name: "copy_ubuf_to_gm", scope: !74, file: !74, line: 77, type: !10, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !11)
