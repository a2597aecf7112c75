; ModuleID = 'samples/cuda/bugs/barrier_divergence.cu'
source_filename = "samples/cuda/bugs/barrier_divergence.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ10block_sumsPKfPfE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z10block_sumsPKfPf(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 8
  %6 = add i32 %5, %3
  %7 = zext i32 %6 to i64
  %8 = getelementptr inbounds float, ptr %0, i64 %7
  %9 = load float, ptr %8, align 4, !tbaa !7
  %10 = sext i32 %3 to i64
  %11 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %10
  store float %9, ptr %11, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  %12 = icmp slt i32 %3, 128
  br i1 %12, label %13, label %20

13:                                               ; preds = %2
  %14 = add nsw i32 %3, 128
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !7
  %18 = load float, ptr %11, align 4, !tbaa !7
  %19 = fadd contract float %17, %18
  store float %19, ptr %11, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  br label %20

20:                                               ; preds = %2, %13
  %21 = icmp slt i32 %3, 64
  br i1 %21, label %22, label %29

22:                                               ; preds = %20
  %23 = add nsw i32 %3, 64
  %24 = sext i32 %23 to i64
  %25 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %24
  %26 = load float, ptr %25, align 4, !tbaa !7
  %27 = load float, ptr %11, align 4, !tbaa !7
  %28 = fadd contract float %26, %27
  store float %28, ptr %11, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  br label %29

29:                                               ; preds = %22, %20
  %30 = icmp slt i32 %3, 32
  br i1 %30, label %31, label %38

31:                                               ; preds = %29
  %32 = add nsw i32 %3, 32
  %33 = sext i32 %32 to i64
  %34 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %33
  %35 = load float, ptr %34, align 4, !tbaa !7
  %36 = load float, ptr %11, align 4, !tbaa !7
  %37 = fadd contract float %35, %36
  store float %37, ptr %11, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  br label %38

38:                                               ; preds = %31, %29
  %39 = icmp slt i32 %3, 16
  br i1 %39, label %40, label %47

40:                                               ; preds = %38
  %41 = add nsw i32 %3, 16
  %42 = sext i32 %41 to i64
  %43 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %42
  %44 = load float, ptr %43, align 4, !tbaa !7
  %45 = load float, ptr %11, align 4, !tbaa !7
  %46 = fadd contract float %44, %45
  store float %46, ptr %11, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  br label %47

47:                                               ; preds = %40, %38
  %48 = icmp slt i32 %3, 8
  br i1 %48, label %49, label %56

49:                                               ; preds = %47
  %50 = add nsw i32 %3, 8
  %51 = sext i32 %50 to i64
  %52 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %51
  %53 = load float, ptr %52, align 4, !tbaa !7
  %54 = load float, ptr %11, align 4, !tbaa !7
  %55 = fadd contract float %53, %54
  store float %55, ptr %11, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  br label %56

56:                                               ; preds = %49, %47
  %57 = icmp slt i32 %3, 4
  br i1 %57, label %58, label %65

58:                                               ; preds = %56
  %59 = add nsw i32 %3, 4
  %60 = sext i32 %59 to i64
  %61 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %60
  %62 = load float, ptr %61, align 4, !tbaa !7
  %63 = load float, ptr %11, align 4, !tbaa !7
  %64 = fadd contract float %62, %63
  store float %64, ptr %11, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  br label %65

65:                                               ; preds = %58, %56
  %66 = icmp slt i32 %3, 2
  br i1 %66, label %67, label %74

67:                                               ; preds = %65
  %68 = add nsw i32 %3, 2
  %69 = sext i32 %68 to i64
  %70 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %69
  %71 = load float, ptr %70, align 4, !tbaa !7
  %72 = load float, ptr %11, align 4, !tbaa !7
  %73 = fadd contract float %71, %72
  store float %73, ptr %11, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  br label %74

74:                                               ; preds = %67, %65
  %75 = icmp slt i32 %3, 1
  br i1 %75, label %76, label %83

76:                                               ; preds = %74
  %77 = add nsw i32 %3, 1
  %78 = sext i32 %77 to i64
  %79 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), i64 0, i64 %78
  %80 = load float, ptr %79, align 4, !tbaa !7
  %81 = load float, ptr %11, align 4, !tbaa !7
  %82 = fadd contract float %80, %81
  store float %82, ptr %11, align 4, !tbaa !7
  tail call void @llvm.nvvm.barrier0()
  br label %83

83:                                               ; preds = %76, %74
  %84 = icmp eq i32 %3, 0
  br i1 %84, label %85, label %89

85:                                               ; preds = %83
  %86 = zext i32 %4 to i64
  %87 = getelementptr inbounds float, ptr %1, i64 %86
  %88 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ10block_sumsPKfPfE1s to ptr), align 4, !tbaa !7
  store float %88, ptr %87, align 4, !tbaa !7
  br label %89

89:                                               ; preds = %85, %83
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #2

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #2

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4}
!llvm.ident = !{!5, !6}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z10block_sumsPKfPf, !"kernel", i32 1}
!5 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!6 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!7 = !{!8, !8, i64 0}
!8 = !{!"float", !9, i64 0}
!9 = !{!"omnipotent char", !10, i64 0}
!10 = !{!"Simple C++ TBAA"}
