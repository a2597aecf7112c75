; ModuleID = 'samples/ascend/branches_in_loop.c'
source_filename = "samples/ascend/branches_in_loop.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @branches_in_loop(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i32 noundef %2, i64 noundef %3) local_unnamed_addr #0 {
  %5 = tail call i64 @get_block_idx() #2
  tail call void @vector_dup_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), float noundef 0.000000e+00, i8 noundef zeroext 32, i8 noundef zeroext 1, i8 noundef zeroext 8) #2
  %6 = icmp sgt i32 %2, 0
  br i1 %6, label %7, label %11

7:                                                ; preds = %4
  %8 = zext i32 %2 to i64
  %9 = mul nsw i64 %5, %8
  %10 = zext i32 %2 to i64
  br label %14

11:                                               ; preds = %24, %4
  %12 = shl nsw i64 %5, 11
  %13 = getelementptr inbounds float, ptr addrspace(1) %1, i64 %12
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %13, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  ret void

14:                                               ; preds = %7, %24
  %15 = phi i64 [ 0, %7 ], [ %25, %24 ]
  %16 = shl nuw i64 1, %15
  %17 = and i64 %16, %3
  %18 = icmp eq i64 %17, 0
  br i1 %18, label %23, label %19

19:                                               ; preds = %14
  %20 = add nsw i64 %9, %15
  %21 = shl nsw i64 %20, 11
  %22 = getelementptr inbounds float, ptr addrspace(1) %0, i64 %21
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %22, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  br label %24

23:                                               ; preds = %14
  tail call void @vadd_f32(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, i8 noundef zeroext 32, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  br label %24

24:                                               ; preds = %19, %23
  %25 = add nuw nsw i64 %15, 1
  %26 = icmp eq i64 %25, %10
  br i1 %26, label %11, label %14, !llvm.loop !5
}

declare i64 @get_block_idx() local_unnamed_addr #1

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
