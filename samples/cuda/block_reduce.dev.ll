; ModuleID = 'samples/cuda/block_reduce.cu'
source_filename = "samples/cuda/block_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9block_sumPKfPfiE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ11block_sumsqPKfPfiE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ12final_reducePKfPfiE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9block_sumPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 8
  %7 = add i32 %6, %4
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !11
  br label %13

13:                                               ; preds = %3, %9
  %14 = phi contract float [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = sext i32 %4 to i64
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %15
  store float %14, ptr %16, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier0()
  %17 = icmp slt i32 %4, 128
  br i1 %17, label %18, label %25

18:                                               ; preds = %13
  %19 = add nsw i32 %4, 128
  %20 = sext i32 %19 to i64
  %21 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %20
  %22 = load float, ptr %21, align 4, !tbaa !11
  %23 = load float, ptr %16, align 4, !tbaa !11
  %24 = fadd contract float %22, %23
  store float %24, ptr %16, align 4, !tbaa !11
  br label %25

25:                                               ; preds = %18, %13
  tail call void @llvm.nvvm.barrier0()
  %26 = icmp slt i32 %4, 64
  br i1 %26, label %27, label %34

27:                                               ; preds = %25
  %28 = add nsw i32 %4, 64
  %29 = sext i32 %28 to i64
  %30 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %29
  %31 = load float, ptr %30, align 4, !tbaa !11
  %32 = load float, ptr %16, align 4, !tbaa !11
  %33 = fadd contract float %31, %32
  store float %33, ptr %16, align 4, !tbaa !11
  br label %34

34:                                               ; preds = %27, %25
  tail call void @llvm.nvvm.barrier0()
  %35 = icmp slt i32 %4, 32
  br i1 %35, label %36, label %43

36:                                               ; preds = %34
  %37 = add nsw i32 %4, 32
  %38 = sext i32 %37 to i64
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %38
  %40 = load float, ptr %39, align 4, !tbaa !11
  %41 = load float, ptr %16, align 4, !tbaa !11
  %42 = fadd contract float %40, %41
  store float %42, ptr %16, align 4, !tbaa !11
  br label %43

43:                                               ; preds = %36, %34
  tail call void @llvm.nvvm.barrier0()
  %44 = icmp slt i32 %4, 16
  br i1 %44, label %45, label %52

45:                                               ; preds = %43
  %46 = add nsw i32 %4, 16
  %47 = sext i32 %46 to i64
  %48 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %47
  %49 = load float, ptr %48, align 4, !tbaa !11
  %50 = load float, ptr %16, align 4, !tbaa !11
  %51 = fadd contract float %49, %50
  store float %51, ptr %16, align 4, !tbaa !11
  br label %52

52:                                               ; preds = %45, %43
  tail call void @llvm.nvvm.barrier0()
  %53 = icmp slt i32 %4, 8
  br i1 %53, label %54, label %61

54:                                               ; preds = %52
  %55 = add nsw i32 %4, 8
  %56 = sext i32 %55 to i64
  %57 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %56
  %58 = load float, ptr %57, align 4, !tbaa !11
  %59 = load float, ptr %16, align 4, !tbaa !11
  %60 = fadd contract float %58, %59
  store float %60, ptr %16, align 4, !tbaa !11
  br label %61

61:                                               ; preds = %54, %52
  tail call void @llvm.nvvm.barrier0()
  %62 = icmp slt i32 %4, 4
  br i1 %62, label %63, label %70

63:                                               ; preds = %61
  %64 = add nsw i32 %4, 4
  %65 = sext i32 %64 to i64
  %66 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %65
  %67 = load float, ptr %66, align 4, !tbaa !11
  %68 = load float, ptr %16, align 4, !tbaa !11
  %69 = fadd contract float %67, %68
  store float %69, ptr %16, align 4, !tbaa !11
  br label %70

70:                                               ; preds = %63, %61
  tail call void @llvm.nvvm.barrier0()
  %71 = icmp slt i32 %4, 2
  br i1 %71, label %72, label %79

72:                                               ; preds = %70
  %73 = add nsw i32 %4, 2
  %74 = sext i32 %73 to i64
  %75 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %74
  %76 = load float, ptr %75, align 4, !tbaa !11
  %77 = load float, ptr %16, align 4, !tbaa !11
  %78 = fadd contract float %76, %77
  store float %78, ptr %16, align 4, !tbaa !11
  br label %79

79:                                               ; preds = %72, %70
  tail call void @llvm.nvvm.barrier0()
  %80 = icmp slt i32 %4, 1
  br i1 %80, label %81, label %88

81:                                               ; preds = %79
  %82 = add nsw i32 %4, 1
  %83 = sext i32 %82 to i64
  %84 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %83
  %85 = load float, ptr %84, align 4, !tbaa !11
  %86 = load float, ptr %16, align 4, !tbaa !11
  %87 = fadd contract float %85, %86
  store float %87, ptr %16, align 4, !tbaa !11
  br label %88

88:                                               ; preds = %81, %79
  tail call void @llvm.nvvm.barrier0()
  %89 = icmp eq i32 %4, 0
  br i1 %89, label %90, label %94

90:                                               ; preds = %88
  %91 = zext i32 %5 to i64
  %92 = getelementptr inbounds float, ptr %1, i64 %91
  %93 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), align 4, !tbaa !11
  store float %93, ptr %92, align 4, !tbaa !11
  br label %94

94:                                               ; preds = %90, %88
  ret void
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12block_centerPKfS0_Pfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #2 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl nsw i32 %5, 8
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %8 = add i32 %6, %7
  %9 = icmp slt i32 %8, %3
  br i1 %9, label %10, label %23

10:                                               ; preds = %4
  %11 = sub nsw i32 %3, %6
  %12 = tail call i32 @llvm.smin.i32(i32 %11, i32 256)
  %13 = sext i32 %8 to i64
  %14 = getelementptr inbounds float, ptr %0, i64 %13
  %15 = load float, ptr %14, align 4, !tbaa !11
  %16 = sext i32 %5 to i64
  %17 = getelementptr inbounds float, ptr %1, i64 %16
  %18 = load float, ptr %17, align 4, !tbaa !11
  %19 = sitofp i32 %12 to float
  %20 = fdiv contract float %18, %19
  %21 = fsub contract float %15, %20
  %22 = getelementptr inbounds float, ptr %2, i64 %13
  store float %21, ptr %22, align 4, !tbaa !11
  br label %23

23:                                               ; preds = %10, %4
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11block_sumsqPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %6 = shl i32 %5, 8
  %7 = add i32 %6, %4
  %8 = icmp slt i32 %7, %2
  br i1 %8, label %9, label %13

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64
  %11 = getelementptr inbounds float, ptr %0, i64 %10
  %12 = load float, ptr %11, align 4, !tbaa !11
  br label %13

13:                                               ; preds = %3, %9
  %14 = phi contract float [ %12, %9 ], [ 0.000000e+00, %3 ]
  %15 = fmul contract float %14, %14
  %16 = sext i32 %4 to i64
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %16
  store float %15, ptr %17, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier0()
  %18 = icmp slt i32 %4, 128
  br i1 %18, label %19, label %26

19:                                               ; preds = %13
  %20 = add nsw i32 %4, 128
  %21 = sext i32 %20 to i64
  %22 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %21
  %23 = load float, ptr %22, align 4, !tbaa !11
  %24 = load float, ptr %17, align 4, !tbaa !11
  %25 = fadd contract float %23, %24
  store float %25, ptr %17, align 4, !tbaa !11
  br label %26

26:                                               ; preds = %19, %13
  tail call void @llvm.nvvm.barrier0()
  %27 = icmp slt i32 %4, 64
  br i1 %27, label %28, label %35

28:                                               ; preds = %26
  %29 = add nsw i32 %4, 64
  %30 = sext i32 %29 to i64
  %31 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %30
  %32 = load float, ptr %31, align 4, !tbaa !11
  %33 = load float, ptr %17, align 4, !tbaa !11
  %34 = fadd contract float %32, %33
  store float %34, ptr %17, align 4, !tbaa !11
  br label %35

35:                                               ; preds = %28, %26
  tail call void @llvm.nvvm.barrier0()
  %36 = icmp slt i32 %4, 32
  br i1 %36, label %37, label %44

37:                                               ; preds = %35
  %38 = add nsw i32 %4, 32
  %39 = sext i32 %38 to i64
  %40 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %39
  %41 = load float, ptr %40, align 4, !tbaa !11
  %42 = load float, ptr %17, align 4, !tbaa !11
  %43 = fadd contract float %41, %42
  store float %43, ptr %17, align 4, !tbaa !11
  br label %44

44:                                               ; preds = %37, %35
  tail call void @llvm.nvvm.barrier0()
  %45 = icmp slt i32 %4, 16
  br i1 %45, label %46, label %53

46:                                               ; preds = %44
  %47 = add nsw i32 %4, 16
  %48 = sext i32 %47 to i64
  %49 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %48
  %50 = load float, ptr %49, align 4, !tbaa !11
  %51 = load float, ptr %17, align 4, !tbaa !11
  %52 = fadd contract float %50, %51
  store float %52, ptr %17, align 4, !tbaa !11
  br label %53

53:                                               ; preds = %46, %44
  tail call void @llvm.nvvm.barrier0()
  %54 = icmp slt i32 %4, 8
  br i1 %54, label %55, label %62

55:                                               ; preds = %53
  %56 = add nsw i32 %4, 8
  %57 = sext i32 %56 to i64
  %58 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %57
  %59 = load float, ptr %58, align 4, !tbaa !11
  %60 = load float, ptr %17, align 4, !tbaa !11
  %61 = fadd contract float %59, %60
  store float %61, ptr %17, align 4, !tbaa !11
  br label %62

62:                                               ; preds = %55, %53
  tail call void @llvm.nvvm.barrier0()
  %63 = icmp slt i32 %4, 4
  br i1 %63, label %64, label %71

64:                                               ; preds = %62
  %65 = add nsw i32 %4, 4
  %66 = sext i32 %65 to i64
  %67 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %66
  %68 = load float, ptr %67, align 4, !tbaa !11
  %69 = load float, ptr %17, align 4, !tbaa !11
  %70 = fadd contract float %68, %69
  store float %70, ptr %17, align 4, !tbaa !11
  br label %71

71:                                               ; preds = %64, %62
  tail call void @llvm.nvvm.barrier0()
  %72 = icmp slt i32 %4, 2
  br i1 %72, label %73, label %80

73:                                               ; preds = %71
  %74 = add nsw i32 %4, 2
  %75 = sext i32 %74 to i64
  %76 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %75
  %77 = load float, ptr %76, align 4, !tbaa !11
  %78 = load float, ptr %17, align 4, !tbaa !11
  %79 = fadd contract float %77, %78
  store float %79, ptr %17, align 4, !tbaa !11
  br label %80

80:                                               ; preds = %73, %71
  tail call void @llvm.nvvm.barrier0()
  %81 = icmp slt i32 %4, 1
  br i1 %81, label %82, label %89

82:                                               ; preds = %80
  %83 = add nsw i32 %4, 1
  %84 = sext i32 %83 to i64
  %85 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %84
  %86 = load float, ptr %85, align 4, !tbaa !11
  %87 = load float, ptr %17, align 4, !tbaa !11
  %88 = fadd contract float %86, %87
  store float %88, ptr %17, align 4, !tbaa !11
  br label %89

89:                                               ; preds = %82, %80
  tail call void @llvm.nvvm.barrier0()
  %90 = icmp eq i32 %4, 0
  br i1 %90, label %91, label %95

91:                                               ; preds = %89
  %92 = zext i32 %5 to i64
  %93 = getelementptr inbounds float, ptr %1, i64 %92
  %94 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), align 4, !tbaa !11
  store float %94, ptr %93, align 4, !tbaa !11
  br label %95

95:                                               ; preds = %91, %89
  ret void
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12final_reducePKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %5 = icmp slt i32 %4, %2
  br i1 %5, label %11, label %6

6:                                                ; preds = %11, %3
  %7 = phi float [ 0.000000e+00, %3 ], [ %17, %11 ]
  %8 = sext i32 %4 to i64
  %9 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %8
  store float %7, ptr %9, align 4, !tbaa !11
  tail call void @llvm.nvvm.barrier0()
  %10 = icmp slt i32 %4, 128
  br i1 %10, label %20, label %27

11:                                               ; preds = %3, %11
  %12 = phi i32 [ %18, %11 ], [ %4, %3 ]
  %13 = phi float [ %17, %11 ], [ 0.000000e+00, %3 ]
  %14 = sext i32 %12 to i64
  %15 = getelementptr inbounds float, ptr %0, i64 %14
  %16 = load float, ptr %15, align 4, !tbaa !11
  %17 = fadd contract float %13, %16
  %18 = add nsw i32 %12, 256
  %19 = icmp slt i32 %18, %2
  br i1 %19, label %11, label %6, !llvm.loop !15

20:                                               ; preds = %6
  %21 = add nsw i32 %4, 128
  %22 = sext i32 %21 to i64
  %23 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %22
  %24 = load float, ptr %23, align 4, !tbaa !11
  %25 = load float, ptr %9, align 4, !tbaa !11
  %26 = fadd contract float %24, %25
  store float %26, ptr %9, align 4, !tbaa !11
  br label %27

27:                                               ; preds = %20, %6
  tail call void @llvm.nvvm.barrier0()
  %28 = icmp slt i32 %4, 64
  br i1 %28, label %29, label %36

29:                                               ; preds = %27
  %30 = add nsw i32 %4, 64
  %31 = sext i32 %30 to i64
  %32 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %31
  %33 = load float, ptr %32, align 4, !tbaa !11
  %34 = load float, ptr %9, align 4, !tbaa !11
  %35 = fadd contract float %33, %34
  store float %35, ptr %9, align 4, !tbaa !11
  br label %36

36:                                               ; preds = %29, %27
  tail call void @llvm.nvvm.barrier0()
  %37 = icmp slt i32 %4, 32
  br i1 %37, label %38, label %45

38:                                               ; preds = %36
  %39 = add nsw i32 %4, 32
  %40 = sext i32 %39 to i64
  %41 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %40
  %42 = load float, ptr %41, align 4, !tbaa !11
  %43 = load float, ptr %9, align 4, !tbaa !11
  %44 = fadd contract float %42, %43
  store float %44, ptr %9, align 4, !tbaa !11
  br label %45

45:                                               ; preds = %38, %36
  tail call void @llvm.nvvm.barrier0()
  %46 = icmp slt i32 %4, 16
  br i1 %46, label %47, label %54

47:                                               ; preds = %45
  %48 = add nsw i32 %4, 16
  %49 = sext i32 %48 to i64
  %50 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %49
  %51 = load float, ptr %50, align 4, !tbaa !11
  %52 = load float, ptr %9, align 4, !tbaa !11
  %53 = fadd contract float %51, %52
  store float %53, ptr %9, align 4, !tbaa !11
  br label %54

54:                                               ; preds = %47, %45
  tail call void @llvm.nvvm.barrier0()
  %55 = icmp slt i32 %4, 8
  br i1 %55, label %56, label %63

56:                                               ; preds = %54
  %57 = add nsw i32 %4, 8
  %58 = sext i32 %57 to i64
  %59 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %58
  %60 = load float, ptr %59, align 4, !tbaa !11
  %61 = load float, ptr %9, align 4, !tbaa !11
  %62 = fadd contract float %60, %61
  store float %62, ptr %9, align 4, !tbaa !11
  br label %63

63:                                               ; preds = %56, %54
  tail call void @llvm.nvvm.barrier0()
  %64 = icmp slt i32 %4, 4
  br i1 %64, label %65, label %72

65:                                               ; preds = %63
  %66 = add nsw i32 %4, 4
  %67 = sext i32 %66 to i64
  %68 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %67
  %69 = load float, ptr %68, align 4, !tbaa !11
  %70 = load float, ptr %9, align 4, !tbaa !11
  %71 = fadd contract float %69, %70
  store float %71, ptr %9, align 4, !tbaa !11
  br label %72

72:                                               ; preds = %65, %63
  tail call void @llvm.nvvm.barrier0()
  %73 = icmp slt i32 %4, 2
  br i1 %73, label %74, label %81

74:                                               ; preds = %72
  %75 = add nsw i32 %4, 2
  %76 = sext i32 %75 to i64
  %77 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %76
  %78 = load float, ptr %77, align 4, !tbaa !11
  %79 = load float, ptr %9, align 4, !tbaa !11
  %80 = fadd contract float %78, %79
  store float %80, ptr %9, align 4, !tbaa !11
  br label %81

81:                                               ; preds = %74, %72
  tail call void @llvm.nvvm.barrier0()
  %82 = icmp slt i32 %4, 1
  br i1 %82, label %83, label %90

83:                                               ; preds = %81
  %84 = add nsw i32 %4, 1
  %85 = sext i32 %84 to i64
  %86 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %85
  %87 = load float, ptr %86, align 4, !tbaa !11
  %88 = load float, ptr %9, align 4, !tbaa !11
  %89 = fadd contract float %87, %88
  store float %89, ptr %9, align 4, !tbaa !11
  br label %90

90:                                               ; preds = %83, %81
  tail call void @llvm.nvvm.barrier0()
  %91 = icmp eq i32 %4, 0
  br i1 %91, label %92, label %94

92:                                               ; preds = %90
  %93 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), align 4, !tbaa !11
  store float %93, ptr %1, align 4, !tbaa !11
  br label %94

94:                                               ; preds = %92, %90
  ret void
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9normalizePKfS0_Pfif(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, float noundef %4) local_unnamed_addr #2 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x()
  %7 = shl i32 %6, 8
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x()
  %9 = add i32 %7, %8
  %10 = icmp slt i32 %9, %3
  br i1 %10, label %11, label %22

11:                                               ; preds = %5
  %12 = sext i32 %9 to i64
  %13 = getelementptr inbounds float, ptr %0, i64 %12
  %14 = load float, ptr %13, align 4, !tbaa !11
  %15 = load float, ptr %1, align 4, !tbaa !11
  %16 = sitofp i32 %3 to float
  %17 = fdiv contract float %15, %16
  %18 = fadd contract float %17, %4
  %19 = tail call float @llvm.nvvm.rsqrt.approx.f(float %18)
  %20 = fmul contract float %14, %19
  %21 = getelementptr inbounds float, ptr %2, i64 %12
  store float %20, ptr %21, align 4, !tbaa !11
  br label %22

22:                                               ; preds = %11, %5
  ret void
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.tid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.nvvm.read.ptx.sreg.ctaid.x() #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(none)
declare float @llvm.nvvm.rsqrt.approx.f(float) #4

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare i32 @llvm.smin.i32(i32, i32) #5

attributes #0 = { convergent mustprogress norecurse nounwind "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #1 = { convergent nocallback nounwind }
attributes #2 = { mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite) "frame-pointer"="all" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="sm_80" "target-features"="+ptx78,+sm_80" }
attributes #3 = { mustprogress nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #4 = { mustprogress nocallback nofree nosync nounwind willreturn memory(none) }
attributes #5 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }

!llvm.module.flags = !{!0, !1, !2, !3}
!nvvm.annotations = !{!4, !5, !6, !7, !8}
!llvm.ident = !{!9, !10}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 1, !"wchar_size", i32 4}
!2 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!3 = !{i32 7, !"frame-pointer", i32 2}
!4 = !{ptr @_Z9block_sumPKfPfi, !"kernel", i32 1}
!5 = !{ptr @_Z12block_centerPKfS0_Pfi, !"kernel", i32 1}
!6 = !{ptr @_Z11block_sumsqPKfPfi, !"kernel", i32 1}
!7 = !{ptr @_Z12final_reducePKfPfi, !"kernel", i32 1}
!8 = !{ptr @_Z9normalizePKfS0_Pfif, !"kernel", i32 1}
!9 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!10 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!11 = !{!12, !12, i64 0}
!12 = !{!"float", !13, i64 0}
!13 = !{!"omnipotent char", !14, i64 0}
!14 = !{!"Simple C++ TBAA"}
!15 = distinct !{!15, !16}
!16 = !{!"llvm.loop.mustprogress"}
