; ModuleID = 'samples/ascend/nested_loops_manual.c'
source_filename = "samples/ascend/nested_loops_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @nested_loops(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i32 noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i64 @get_block_idx() #2
  %6 = sext i32 %2 to i64
  %7 = mul nsw i64 %5, %6
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %14

9:                                                ; preds = %4
  %10 = icmp sgt i32 %3, 0
  %11 = sext i32 %3 to i64
  %12 = zext i32 %2 to i64
  %13 = zext i32 %3 to i64
  br label %15

14:                                               ; preds = %20, %4
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2
  ret void

15:                                               ; preds = %9, %20
  %16 = phi i64 [ 0, %9 ], [ %23, %20 ]
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2
  tail call void @vector_dup_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), float noundef 0.000000e+00, i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 8) #2
  %17 = add nsw i64 %7, %16
  br i1 %10, label %18, label %20

18:                                               ; preds = %15
  %19 = mul nsw i64 %17, %11
  br label %25

20:                                               ; preds = %25, %15
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2
  %21 = shl nsw i64 %17, 12
  %22 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %21
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %22, ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2
  %23 = add nuw nsw i64 %16, 1
  %24 = icmp eq i64 %23, %12
  br i1 %24, label %14, label %15, !llvm.loop !5

25:                                               ; preds = %18, %25
  %26 = phi i64 [ 0, %18 ], [ %30, %25 ]
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2
  %27 = add nsw i64 %19, %26
  %28 = shl nsw i64 %27, 12
  %29 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %28
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %29, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2
  %30 = add nuw nsw i64 %26, 1
  %31 = icmp eq i64 %30, %13
  br i1 %31, label %20, label %25, !llvm.loop !7
}

declare i64 @get_block_idx() local_unnamed_addr #1

declare void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare void @vector_dup_f32(ptr addrspace(6) noundef, float noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

declare void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare void @vadd_f32(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

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
!5 = distinct !{!5, !6}
!6 = !{!"llvm.loop.mustprogress"}
!7 = distinct !{!7, !6}
