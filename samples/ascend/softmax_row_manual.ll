; ModuleID = 'samples/ascend/softmax_row_manual.c'
source_filename = "samples/ascend/softmax_row_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @softmax_row(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i64 @get_block_idx() #2
  %5 = sext i32 %2 to i64
  %6 = mul nsw i64 %4, %5
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2
  %7 = icmp sgt i32 %2, 0
  br i1 %7, label %8, label %10

8:                                                ; preds = %3
  %9 = zext i32 %2 to i64
  br label %11

10:                                               ; preds = %11, %3
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2
  ret void

11:                                               ; preds = %8, %11
  %12 = phi i64 [ 0, %8 ], [ %56, %11 ]
  %13 = add nsw i64 %6, %12
  %14 = shl nsw i64 %13, 10
  %15 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %14
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %15, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 2048 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 9216 to ptr addrspace(6)), i8 noundef zeroext 4, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12800 to ptr addrspace(6)), i8 noundef zeroext 2, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8448 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12416 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8256 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @vmax_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12320 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 0, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 0, i64 noundef 0) #2
  %16 = load float, ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), align 8192, !tbaa !5
  %17 = load float, ptr addrspace(6) inttoptr (i64 8196 to ptr addrspace(6)), align 4, !tbaa !5
  %18 = fcmp ogt float %17, %16
  %19 = select i1 %18, float %17, float %16
  %20 = load float, ptr addrspace(6) inttoptr (i64 8200 to ptr addrspace(6)), align 8, !tbaa !5
  %21 = fcmp ogt float %20, %19
  %22 = select i1 %21, float %20, float %19
  %23 = load float, ptr addrspace(6) inttoptr (i64 8204 to ptr addrspace(6)), align 4, !tbaa !5
  %24 = fcmp ogt float %23, %22
  %25 = select i1 %24, float %23, float %22
  %26 = load float, ptr addrspace(6) inttoptr (i64 8208 to ptr addrspace(6)), align 16, !tbaa !5
  %27 = fcmp ogt float %26, %25
  %28 = select i1 %27, float %26, float %25
  %29 = load float, ptr addrspace(6) inttoptr (i64 8212 to ptr addrspace(6)), align 4, !tbaa !5
  %30 = fcmp ogt float %29, %28
  %31 = select i1 %30, float %29, float %28
  %32 = load float, ptr addrspace(6) inttoptr (i64 8216 to ptr addrspace(6)), align 8, !tbaa !5
  %33 = fcmp ogt float %32, %31
  %34 = select i1 %33, float %32, float %31
  %35 = load float, ptr addrspace(6) inttoptr (i64 8220 to ptr addrspace(6)), align 4, !tbaa !5
  %36 = fcmp ogt float %35, %34
  %37 = select i1 %36, float %35, float %34
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2
  %38 = fneg float %37
  tail call void @vadds_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef null, float noundef %38, i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2
  tail call void @vexp_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 6144 to ptr addrspace(6)), i8 noundef zeroext 8, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 9216 to ptr addrspace(6)), i8 noundef zeroext 4, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12800 to ptr addrspace(6)), i8 noundef zeroext 2, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8448 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12416 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8256 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12288 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 12320 to ptr addrspace(6)), i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 0, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 0, i64 noundef 0) #2
  %39 = load float, ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), align 8192, !tbaa !5
  %40 = load float, ptr addrspace(6) inttoptr (i64 8196 to ptr addrspace(6)), align 4, !tbaa !5
  %41 = fadd float %39, %40
  %42 = load float, ptr addrspace(6) inttoptr (i64 8200 to ptr addrspace(6)), align 8, !tbaa !5
  %43 = fadd float %41, %42
  %44 = load float, ptr addrspace(6) inttoptr (i64 8204 to ptr addrspace(6)), align 4, !tbaa !5
  %45 = fadd float %43, %44
  %46 = load float, ptr addrspace(6) inttoptr (i64 8208 to ptr addrspace(6)), align 16, !tbaa !5
  %47 = fadd float %45, %46
  %48 = load float, ptr addrspace(6) inttoptr (i64 8212 to ptr addrspace(6)), align 4, !tbaa !5
  %49 = fadd float %47, %48
  %50 = load float, ptr addrspace(6) inttoptr (i64 8216 to ptr addrspace(6)), align 8, !tbaa !5
  %51 = fadd float %49, %50
  %52 = load float, ptr addrspace(6) inttoptr (i64 8220 to ptr addrspace(6)), align 4, !tbaa !5
  %53 = fadd float %51, %52
  %54 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %14
  %55 = fdiv float 1.000000e+00, %53
  tail call void @vmuls_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), float noundef %55, i8 noundef zeroext 16, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %54, ptr addrspace(6) noundef nonnull inttoptr (i64 4096 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 128, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2
  %56 = add nuw nsw i64 %12, 1
  %57 = icmp eq i64 %56, %9
  br i1 %57, label %10, label %11, !llvm.loop !9
}

declare i64 @get_block_idx() local_unnamed_addr #1

declare void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare void @vmax_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare void @vadds_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare void @vexp_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare void @vmuls_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare void @copy_ubuf_to_gm(ptr addrspace(1) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

attributes #0 = { nounwind uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3}
!llvm.ident = !{!4}

!0 = !{i32 1, !"wchar_size", i32 4}
!1 = !{i32 8, !"PIC Level", i32 2}
!2 = !{i32 7, !"PIE Level", i32 2}
!3 = !{i32 7, !"uwtable", i32 2}
!4 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!5 = !{!6, !6, i64 0}
!6 = !{!"float", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
