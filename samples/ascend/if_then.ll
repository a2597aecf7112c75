; ModuleID = 'samples/ascend/if_then.c'
source_filename = "samples/ascend/if_then.c"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

; Function Attrs: nounwind uwtable
define dso_local void @if_then(ptr addrspace(1) noalias noundef %0, ptr addrspace(1) noalias noundef %1, i1 noundef zeroext %2, half noundef %3) local_unnamed_addr #0 {
  %5 = tail call i64 @get_block_idx() #2
  %6 = shl nsw i64 %5, 13
  %7 = getelementptr inbounds half, ptr addrspace(1) %0, i64 %6
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) noundef null, ptr addrspace(1) noundef %7, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
  br i1 %2, label %8, label %9

8:                                                ; preds = %4
  tail call void @vmuls_f16(ptr addrspace(6) noundef null, ptr addrspace(6) noundef null, half noundef %3, i8 noundef zeroext 64, i8 noundef zeroext 1, i8 noundef zeroext 1, i8 noundef zeroext 8, i8 noundef zeroext 8) #2
  br label %9

9:                                                ; preds = %8, %4
  %10 = getelementptr inbounds half, ptr addrspace(1) %1, i64 %6
  tail call void @copy_ubuf_to_gm(ptr addrspace(1) noundef %10, ptr addrspace(6) noundef null, i8 noundef zeroext 0, i16 noundef zeroext 1, i16 noundef zeroext 512, i16 noundef zeroext 0, i16 noundef zeroext 0) #2
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
