; ModuleID = 'tests/cuda/exec_bugs.cu'
source_filename = "tests/cuda/exec_bugs.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ21shift_without_barrierPKfPfE4tile = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4
@_ZZ17barrier_in_branchPfE4tile = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none)
define dso_local void @_Z21shift_without_barrierPKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = sext i32 %3 to i64
  %5 = getelementptr inbounds float, ptr %0, i64 %4
  %6 = load float, ptr %5, align 4, !tbaa !11
  %7 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21shift_without_barrierPKfPfE4tile to ptr), i64 0, i64 %4
  store float %6, ptr %7, align 4, !tbaa !11
  %8 = add nsw i32 %3, 1
  %9 = srem i32 %8, 64
  %10 = sext i32 %9 to i64
  %11 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ21shift_without_barrierPKfPfE4tile to ptr), i64 0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !11
  %13 = getelementptr inbounds float, ptr %1, i64 %4
  store float %12, ptr %13, align 4, !tbaa !11
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z20all_blocks_write_onePf(ptr nocapture noundef writeonly %0) local_unnamed_addr #1 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp eq i32 %2, 0
  br i1 %3, label %4, label %7

4:                                                ; preds = %1
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = uitofp i32 %5 to float
  store float %6, ptr %0, align 4, !tbaa !11
  br label %7

7:                                                ; preds = %4, %1
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z17barrier_in_branchPf(ptr nocapture noundef writeonly %0) local_unnamed_addr #2 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp slt i32 %2, 32
  br i1 %3, label %4, label %13

4:                                                ; preds = %1
  %5 = sext i32 %2 to i64
  %6 = getelementptr inbounds float, ptr %0, i64 %5
  %7 = sub nsw i32 31, %2
  %8 = zext i32 %7 to i64
  %9 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17barrier_in_branchPfE4tile to ptr), i64 0, i64 %8
  %10 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ17barrier_in_branchPfE4tile to ptr), i64 0, i64 %5
  %11 = sitofp i32 %2 to float
  store float %11, ptr %10, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier0()
  %12 = load float, ptr %9, align 4, !tbaa !11
  store float %12, ptr %6, align 4, !tbaa !11
  br label %13

13:                                               ; preds = %4, %1
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write)
define dso_local void @_Z10off_by_onePfi(ptr nocapture noundef writeonly %0, i32 noundef %1) local_unnamed_addr #1 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp sgt i32 %7, %1
  br i1 %8, label %12, label %9

9:                                                ; preds = %2
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  store float 1.000000e+00, ptr %11, align 4, !tbaa !11
  br label %12

12:                                               ; preds = %9, %2
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite)
define dso_local void @_Z17shuffle_in_branchPi(ptr nocapture noundef writeonly %0) local_unnamed_addr #4 {
  %2 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %3 = icmp ult i32 %2, 16
  br i1 %3, label %4, label %6

4:                                                ; preds = %1
  %5 = tail call i32 @llvm.nvvm.shfl.sync.down.i32(i32 -1, i32 %2, i32 1, i32 31)
  br label %6

6:                                                ; preds = %4, %1
  %7 = phi i32 [ %5, %4 ], [ %2, %1 ]
  %8 = zext i32 %2 to i64
  %9 = getelementptr inbounds i32, ptr %0, i64 %8
  store i32 %7, ptr %9, align 4, !tbaa !15
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #5

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #5

; Function Attrs: convergent nocallback nounwind memory(inaccessiblemem: readwrite)
declare i32 @llvm.nvvm.shfl.sync.down.i32(i32, i32, i32, i32) #6

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(readwrite, inaccessiblemem: none) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: write) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #2 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { convergent mustprogress norecurse nounwind memory(argmem: write, inaccessiblemem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #5 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #6 = { convergent nocallback nounwind memory(inaccessiblemem: readwrite) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9, !10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z21shift_without_barrierPKfPf, !"kernel", i32 1}
!5 = !{ptr @_Z20all_blocks_write_onePf, !"kernel", i32 1}
!6 = !{ptr @_Z17barrier_in_branchPf, !"kernel", i32 1}
!7 = !{ptr @_Z10off_by_onePfi, !"kernel", i32 1}
!8 = !{ptr @_Z17shuffle_in_branchPi, !"kernel", i32 1}
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = !{!16, !16, i64 0}
!16 = !{!"int", !13, i64 0}
