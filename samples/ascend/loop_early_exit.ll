; ModuleID = 'samples/ascend/loop_early_exit.c'
source_filename = "samples/ascend/loop_early_exit.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @loop_early_exit(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i32 noundef %2, half noundef %3) local_unnamed_addr #0 {
  %5 = tail call i64 @get_block_idx() #2
  %6 = sext i32 %2 to i64
  %7 = mul nsw i64 %5, %6
  %8 = icmp sgt i32 %2, 0
  br i1 %8, label %9, label %22

9:                                                ; preds = %4
  %10 = zext i32 %2 to i64
  br label %11

11:                                               ; preds = %9, %18
  %12 = phi i64 [ 0, %9 ], [ %20, %18 ]
  %13 = add i64 %7, %12
  %14 = shl i64 %13, 12
  %15 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %14
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %15, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  tail call void @vmuls_f16(ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) noundef null, half noundef %3, i8 noundef zeroext 32, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  %16 = load half, ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), align 8192, !tbaa !5
  %17 = fcmp uge half %16, 0xH0000
  br i1 %17, label %18, label %22

18:                                               ; preds = %11
  %19 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %14
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %19, ptr addrspace(6) noundef nonnull inttoptr (i64 8192 to ptr addrspace(6)), i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 256, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  %20 = add nuw nsw i64 %12, 1
  %21 = icmp eq i64 %20, %10
  br i1 %21, label %22, label %11, !llvm.loop !9

22:                                               ; preds = %18, %11, %4
  ret void
}

declare i64 @get_block_idx() local_unnamed_addr #1

declare void @copy_gm_to_ubuf(ptr addrspace(6) noundef, ptr addrspace(1) noundef, i8 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext, i16 noundef zeroext) local_unnamed_addr #1

declare void @vmuls_f16(ptr addrspace(6) noundef, ptr addrspace(6) noundef, half noundef, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext, i8 noundef zeroext) local_unnamed_addr #1

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
!6 = !{!"_Float16", !7, i64 0}
!7 = !{!"omnipotent char", !8, i64 0}
!8 = !{!"Simple C/C++ TBAA"}
!9 = distinct !{!9, !10}
!10 = !{!"llvm.loop.mustprogress"}
