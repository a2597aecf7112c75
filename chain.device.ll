; ModuleID = 'chain.cu'
source_filename = "chain.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ12block_sum_64PKfPfiE1s = internal unnamed_addr addrspace(3) global [64 x float] undef, align 4
@_ZZ11gemm_tile16PKfS0_PfiiE2As = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4
@_ZZ11gemm_tile16PKfS0_PfiiE2Ws = internal unnamed_addr addrspace(3) global [16 x [16 x float]] undef, align 4

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z15map_half_stridePKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %13

10:                                               ; preds = %3
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %12 = mul i32 %5, %11
  br label %14

13:                                               ; preds = %14, %3
  ret void

14:                                               ; preds = %10, %14
  %15 = phi i32 [ %8, %10 ], [ %21, %14 ]
  %16 = sext i32 %15 to i64
  %17 = getelementptr inbounds float, ptr %0, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !12
  %19 = fmul contract float %18, 5.000000e-01
  %20 = getelementptr inbounds float, ptr %1, i64 %16
  store float %19, ptr %20, align 4, !tbaa !12
  %21 = add i32 %15, %12
  %22 = icmp slt i32 %21, %2
  br i1 %22, label %14, label %13, !llvm.loop !16
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite)
define dso_local void @_Z23map_half_stride_inplacePfi(ptr nocapture noundef %0, i32 noundef %1) local_unnamed_addr #0 {
  %3 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %5 = mul i32 %3, %4
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = icmp slt i32 %7, %1
  br i1 %8, label %9, label %12

9:                                                ; preds = %2
  %10 = tail call i32 @llvm.nvvm.read.ptx.sreg.nctaid.x()
  %11 = mul i32 %4, %10
  br label %13

12:                                               ; preds = %13, %2
  ret void

13:                                               ; preds = %9, %13
  %14 = phi i32 [ %7, %9 ], [ %19, %13 ]
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !12
  %18 = fmul contract float %17, 5.000000e-01
  store float %18, ptr %16, align 4, !tbaa !12
  %19 = add i32 %14, %11
  %20 = icmp slt i32 %19, %1
  br i1 %20, label %13, label %12, !llvm.loop !18
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9rotate_32PKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = shl i32 %4, 5
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = add i32 %5, %6
  %8 = add i32 %6, 1
  %9 = and i32 %8, 31
  %10 = or i32 %9, %5
  %11 = icmp slt i32 %7, %2
  %12 = icmp slt i32 %10, %2
  %13 = and i1 %11, %12
  br i1 %13, label %14, label %21

14:                                               ; preds = %3
  %15 = sext i32 %7 to i64
  %16 = getelementptr inbounds float, ptr %1, i64 %15
  %17 = sext i32 %10 to i64
  %18 = getelementptr inbounds float, ptr %0, i64 %17
  %19 = load float, ptr %18, align 4, !tbaa !12
  %20 = fmul contract float %19, 2.000000e+00
  store float %20, ptr %16, align 4, !tbaa !12
  br label %21

21:                                               ; preds = %14, %3
  ret void
}

; Function Attrs: mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z7reversePKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #1 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ntid.x()
  %6 = mul i32 %4, %5
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %2
  br i1 %9, label %10, label %18

10:                                               ; preds = %3
  %11 = sext i32 %8 to i64
  %12 = getelementptr inbounds float, ptr %1, i64 %11
  %13 = xor i32 %8, -1
  %14 = add i32 %13, %2
  %15 = sext i32 %14 to i64
  %16 = getelementptr inbounds float, ptr %0, i64 %15
  %17 = load float, ptr %16, align 4, !tbaa !12
  store float %17, ptr %12, align 4, !tbaa !12
  br label %18

18:                                               ; preds = %10, %3
  ret void
}

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z12block_sum_64PKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #2 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 6
  %7 = add i32 %6, %4
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !12
  br label %13

13:                                               ; preds = %3, %9
  %14 = phi contract float [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = sext i32 %4 to i64
  %16 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum_64PKfPfiE1s to ptr), i64 0, i64 %15
  store float %14, ptr %16, align 4, !tbaa !12
  tail call void @llvm.nvvm.barrier0()
  %17 = icmp slt i32 %4, 32
  br i1 %17, label %18, label %25

18:                                               ; preds = %13
  %19 = add nsw i32 %4, 32
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum_64PKfPfiE1s to ptr), i64 0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !12
  %23 = load float, ptr %16, align 4, !tbaa !12
  %24 = fadd contract float %22, %23
  store float %24, ptr %16, align 4, !tbaa !12
  br label %25

25:                                               ; preds = %18, %13
  tail call void @llvm.nvvm.barrier0()
  %26 = icmp slt i32 %4, 16
  br i1 %26, label %27, label %34

27:                                               ; preds = %25
  %28 = add nsw i32 %4, 16
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum_64PKfPfiE1s to ptr), i64 0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !12
  %32 = load float, ptr %16, align 4, !tbaa !12
  %33 = fadd contract float %31, %32
  store float %33, ptr %16, align 4, !tbaa !12
  br label %34

34:                                               ; preds = %27, %25
  tail call void @llvm.nvvm.barrier0()
  %35 = icmp slt i32 %4, 8
  br i1 %35, label %36, label %43

36:                                               ; preds = %34
  %37 = add nsw i32 %4, 8
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum_64PKfPfiE1s to ptr), i64 0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !12
  %41 = load float, ptr %16, align 4, !tbaa !12
  %42 = fadd contract float %40, %41
  store float %42, ptr %16, align 4, !tbaa !12
  br label %43

43:                                               ; preds = %36, %34
  tail call void @llvm.nvvm.barrier0()
  %44 = icmp slt i32 %4, 4
  br i1 %44, label %45, label %52

45:                                               ; preds = %43
  %46 = add nsw i32 %4, 4
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum_64PKfPfiE1s to ptr), i64 0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !12
  %50 = load float, ptr %16, align 4, !tbaa !12
  %51 = fadd contract float %49, %50
  store float %51, ptr %16, align 4, !tbaa !12
  br label %52

52:                                               ; preds = %45, %43
  tail call void @llvm.nvvm.barrier0()
  %53 = icmp slt i32 %4, 2
  br i1 %53, label %54, label %61

54:                                               ; preds = %52
  %55 = add nsw i32 %4, 2
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum_64PKfPfiE1s to ptr), i64 0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !12
  %59 = load float, ptr %16, align 4, !tbaa !12
  %60 = fadd contract float %58, %59
  store float %60, ptr %16, align 4, !tbaa !12
  br label %61

61:                                               ; preds = %54, %52
  tail call void @llvm.nvvm.barrier0()
  %62 = icmp slt i32 %4, 1
  br i1 %62, label %63, label %70

63:                                               ; preds = %61
  %64 = add nsw i32 %4, 1
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [64 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum_64PKfPfiE1s to ptr), i64 0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !12
  %68 = load float, ptr %16, align 4, !tbaa !12
  %69 = fadd contract float %67, %68
  store float %69, ptr %16, align 4, !tbaa !12
  br label %70

70:                                               ; preds = %63, %61
  tail call void @llvm.nvvm.barrier0()
  %71 = icmp eq i32 %4, 0
  br i1 %71, label %72, label %76

72:                                               ; preds = %70
  %73 = zext i32 %5 to i64
  %74 = getelementptr inbounds float, ptr %1, i64 %73
  %75 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ12block_sum_64PKfPfiE1s to ptr), align 4, !tbaa !12
  store float %75, ptr %74, align 4, !tbaa !12
  br label %76

76:                                               ; preds = %72, %70
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #3

; Function Attrs: convergent mustprogress noinline norecurse nounwind
define dso_local void @_Z11gemm_tile16PKfS0_Pfii(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, i32 noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.y()
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.y()
  %9 = shl i32 %8, 4
  %10 = add i32 %9, %7
  %11 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %12 = shl i32 %11, 4
  %13 = add i32 %12, %6
  %14 = icmp sgt i32 %4, 0
  br i1 %14, label %15, label %55

15:                                               ; preds = %5
  %16 = icmp slt i32 %10, %3
  %17 = mul nsw i32 %10, %4
  %18 = sext i32 %7 to i64
  %19 = sext i32 %6 to i64
  %20 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 %19
  %21 = icmp slt i32 %13, %4
  %22 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 %18, i64 %19
  %23 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 0
  %24 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 0, i64 %19
  %25 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 1
  %26 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 1, i64 %19
  %27 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 2
  %28 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 2, i64 %19
  %29 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 3
  %30 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 3, i64 %19
  %31 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 4
  %32 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 4, i64 %19
  %33 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 5
  %34 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 5, i64 %19
  %35 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 6
  %36 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 6, i64 %19
  %37 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 7
  %38 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 7, i64 %19
  %39 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 8
  %40 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 8, i64 %19
  %41 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 9
  %42 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 9, i64 %19
  %43 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 10
  %44 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 10, i64 %19
  %45 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 11
  %46 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 11, i64 %19
  %47 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 12
  %48 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 12, i64 %19
  %49 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 13
  %50 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 13, i64 %19
  %51 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 14
  %52 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 14, i64 %19
  %53 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2As to ptr), i64 0, i64 %18, i64 15
  %54 = getelementptr inbounds [16 x [16 x float]], ptr addrspacecast (ptr addrspace(3) @_ZZ11gemm_tile16PKfS0_PfiiE2Ws to ptr), i64 0, i64 15, i64 %19
  br label %60

55:                                               ; preds = %82, %5
  %56 = phi float [ 0.000000e+00, %5 ], [ %147, %82 ]
  %57 = icmp slt i32 %10, %3
  %58 = icmp slt i32 %13, %4
  %59 = and i1 %57, %58
  br i1 %59, label %150, label %155

60:                                               ; preds = %15, %82
  %61 = phi i32 [ 0, %15 ], [ %148, %82 ]
  %62 = phi float [ 0.000000e+00, %15 ], [ %147, %82 ]
  %63 = add i32 %61, %6
  %64 = icmp slt i32 %63, %4
  %65 = select i1 %16, i1 %64, i1 false
  br i1 %65, label %66, label %71

66:                                               ; preds = %60
  %67 = add i32 %63, %17
  %68 = sext i32 %67 to i64
  %69 = getelementptr inbounds float, ptr %0, i64 %68
  %70 = load float, ptr %69, align 4, !tbaa !12
  br label %71

71:                                               ; preds = %60, %66
  %72 = phi contract float [ %70, %66 ], [ 0.000000e+00, %60 ]
  store float %72, ptr %20, align 4, !tbaa !12
  %73 = add nsw i32 %61, %7
  %74 = icmp slt i32 %73, %4
  %75 = and i1 %21, %74
  br i1 %75, label %76, label %82

76:                                               ; preds = %71
  %77 = mul nsw i32 %73, %4
  %78 = add nsw i32 %77, %13
  %79 = sext i32 %78 to i64
  %80 = getelementptr inbounds float, ptr %1, i64 %79
  %81 = load float, ptr %80, align 4, !tbaa !12
  br label %82

82:                                               ; preds = %71, %76
  %83 = phi contract float [ %81, %76 ], [ 0.000000e+00, %71 ]
  store float %83, ptr %22, align 4, !tbaa !12
  tail call void @llvm.nvvm.barrier0()
  %84 = load float, ptr %23, align 4, !tbaa !12
  %85 = load float, ptr %24, align 4, !tbaa !12
  %86 = fmul contract float %84, %85
  %87 = fadd contract float %62, %86
  %88 = load float, ptr %25, align 4, !tbaa !12
  %89 = load float, ptr %26, align 4, !tbaa !12
  %90 = fmul contract float %88, %89
  %91 = fadd contract float %87, %90
  %92 = load float, ptr %27, align 4, !tbaa !12
  %93 = load float, ptr %28, align 4, !tbaa !12
  %94 = fmul contract float %92, %93
  %95 = fadd contract float %91, %94
  %96 = load float, ptr %29, align 4, !tbaa !12
  %97 = load float, ptr %30, align 4, !tbaa !12
  %98 = fmul contract float %96, %97
  %99 = fadd contract float %95, %98
  %100 = load float, ptr %31, align 4, !tbaa !12
  %101 = load float, ptr %32, align 4, !tbaa !12
  %102 = fmul contract float %100, %101
  %103 = fadd contract float %99, %102
  %104 = load float, ptr %33, align 4, !tbaa !12
  %105 = load float, ptr %34, align 4, !tbaa !12
  %106 = fmul contract float %104, %105
  %107 = fadd contract float %103, %106
  %108 = load float, ptr %35, align 4, !tbaa !12
  %109 = load float, ptr %36, align 4, !tbaa !12
  %110 = fmul contract float %108, %109
  %111 = fadd contract float %107, %110
  %112 = load float, ptr %37, align 4, !tbaa !12
  %113 = load float, ptr %38, align 4, !tbaa !12
  %114 = fmul contract float %112, %113
  %115 = fadd contract float %111, %114
  %116 = load float, ptr %39, align 4, !tbaa !12
  %117 = load float, ptr %40, align 4, !tbaa !12
  %118 = fmul contract float %116, %117
  %119 = fadd contract float %115, %118
  %120 = load float, ptr %41, align 4, !tbaa !12
  %121 = load float, ptr %42, align 4, !tbaa !12
  %122 = fmul contract float %120, %121
  %123 = fadd contract float %119, %122
  %124 = load float, ptr %43, align 4, !tbaa !12
  %125 = load float, ptr %44, align 4, !tbaa !12
  %126 = fmul contract float %124, %125
  %127 = fadd contract float %123, %126
  %128 = load float, ptr %45, align 4, !tbaa !12
  %129 = load float, ptr %46, align 4, !tbaa !12
  %130 = fmul contract float %128, %129
  %131 = fadd contract float %127, %130
  %132 = load float, ptr %47, align 4, !tbaa !12
  %133 = load float, ptr %48, align 4, !tbaa !12
  %134 = fmul contract float %132, %133
  %135 = fadd contract float %131, %134
  %136 = load float, ptr %49, align 4, !tbaa !12
  %137 = load float, ptr %50, align 4, !tbaa !12
  %138 = fmul contract float %136, %137
  %139 = fadd contract float %135, %138
  %140 = load float, ptr %51, align 4, !tbaa !12
  %141 = load float, ptr %52, align 4, !tbaa !12
  %142 = fmul contract float %140, %141
  %143 = fadd contract float %139, %142
  %144 = load float, ptr %53, align 4, !tbaa !12
  %145 = load float, ptr %54, align 4, !tbaa !12
  %146 = fmul contract float %144, %145
  %147 = fadd contract float %143, %146
  tail call void @llvm.nvvm.barrier0()
  %148 = add nuw nsw i32 %61, 16
  %149 = icmp slt i32 %148, %4
  br i1 %149, label %60, label %55, !llvm.loop !19

150:                                              ; preds = %55
  %151 = mul nsw i32 %10, %4
  %152 = add nsw i32 %151, %13
  %153 = sext i32 %152 to i64
  %154 = getelementptr inbounds float, ptr %2, i64 %153
  store float %56, ptr %154, align 4, !tbaa !12
  br label %155

155:                                              ; preds = %150, %55
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ntid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.nctaid.x() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.y() #4

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.y() #4

attributes #0 = { mustprogress nofree noinline norecurse nosync nounwind memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { mustprogress nofree noinline norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #2 = { convergent mustprogress noinline norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { convergent nocallback nounwind }
attributes #4 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8, !9}
!llvm.ident = !{!10, !11}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z15map_half_stridePKfPfi, !"kernel", i32 1}
!5 = !{ptr @_Z23map_half_stride_inplacePfi, !"kernel", i32 1}
!6 = !{ptr @_Z9rotate_32PKfPfi, !"kernel", i32 1}
!7 = !{ptr @_Z7reversePKfPfi, !"kernel", i32 1}
!8 = !{ptr @_Z12block_sum_64PKfPfi, !"kernel", i32 1}
!9 = !{ptr @_Z11gemm_tile16PKfS0_Pfii, !"kernel", i32 1}
!10 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!11 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!12 = !{!13, !13, i64 0}
!13 = !{!"float", !14, i64 0}
!14 = !{!"omnipotent char", !15, i64 0}
!15 = !{!"Simple C++ TBAA"}
!16 = distinct !{!16, !17}
!17 = !{!"llvm.loop.mustprogress"}
!18 = distinct !{!18, !17}
!19 = distinct !{!19, !17}
