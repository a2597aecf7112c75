; ModuleID = 'tests/cuda/dead_stores.cu'
source_filename = "tests/cuda/dead_stores.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z5twicePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 7
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !8
  %10 = fmul contract float %9, 2.000000e+00
  %11 = getelementptr inbounds float, ptr %1, i64 %7
  store float %10, ptr %11, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z8plus_onePKfPf(ptr nocapture noundef readonly %0, ptr nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = shl i32 %3, 7
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %6 = add i32 %4, %5
  %7 = sext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !8
  %10 = fadd contract float %9, 1.000000e+00
  %11 = getelementptr inbounds float, ptr %1, i64 %7
  store float %10, ptr %11, align 4, !tbaa !8
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #1

attributes #0 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5}
!llvm.ident = !{!6, !7}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z5twicePKfPf, !"kernel", i32 1}
!5 = !{ptr @_Z8plus_onePKfPf, !"kernel", i32 1}
!6 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!7 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!8 = !{!9, !9, i64 0}
!9 = !{!"float", !10, i64 0}
!10 = !{!"omnipotent char", !11, i64 0}
!11 = !{!"Simple C++ TBAA"}
