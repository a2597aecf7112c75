; ModuleID = 'samples/ascend/vec_add_double_buffer_manual.c'
source_filename = "samples/ascend/vec_add_double_buffer_manual.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @vec_add_double_buffer(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, ptr addrspace(1) noalias noundef %2, i32 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i64 @get_block_idx() #2
  %6 = sext i32 %3 to i64
  %7 = shl nsw i64 %6, 14
  %8 = mul i64 %7, %5
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2
  %9 = icmp sgt i32 %3, 0
  br i1 %9, label %10, label %12

10:                                               ; preds = %4
  %11 = zext i32 %3 to i64
  br label %13

12:                                               ; preds = %13, %4
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2
  ret void

13:                                               ; preds = %10, %13
  %14 = phi i64 [ 0, %10 ], [ %23, %13 ]
  %15 = shl i64 %14, 14
  %16 = add nsw i64 %15, %8
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2
  %17 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %16
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %17, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  %18 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %16
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), ptr addrspace(1) noundef %18, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), ptr addrspace(6) noundef null, ptr addrspace(6) noundef nonnull inttoptr (i64 16384 to ptr addrspace(6)), i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 0) #2
  %19 = getelementptr inbounds half, ptr addrspace(1) %2, i64 %16
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %19, ptr addrspace(6) noundef nonnull inttoptr (i64 32768 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 0) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2
  %20 = getelementptr inbounds half, ptr addrspace(1) %17, i64 8192
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(1) noundef %20, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  %21 = getelementptr inbounds half, ptr addrspace(1) %18, i64 8192
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef nonnull inttoptr (i64 81920 to ptr addrspace(6)), ptr addrspace(1) noundef %21, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 1) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 4, i64 noundef 1, i64 noundef 1) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2
  tail call void @vadd_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 98304 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 65536 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 81920 to ptr addrspace(6)), i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 4, i64 noundef 1) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 1) #2
  tail call void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef 1, i64 noundef 5, i64 noundef 1) #2
  %22 = getelementptr inbounds half, ptr addrspace(1) %19, i64 8192
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %22, ptr addrspace(6) noundef nonnull inttoptr (i64 98304 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  tail call void @llvm.hivm.SET.FLAG.IMM(i64 noundef 5, i64 noundef 1, i64 noundef 1) #2
  %23 = add nuw nsw i64 %14, 1
  %24 = icmp eq i64 %23, %11
  br i1 %24, label %12, label %13, !llvm.loop !5
}

declare i64 @get_block_idx() local_unnamed_addr #1

declare void @llvm.hivm.SET.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare void @llvm.hivm.WAIT.FLAG.IMM(i64 noundef, i64 noundef, i64 noundef) #1

declare void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare void @vadd_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, ptr addrspace(6) noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

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
