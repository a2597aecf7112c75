; ModuleID = 'samples/cuda/block_reduce.cu'
source_filename = "samples/cuda/block_reduce.cu"
target datalayout = "e-i64:64-i128:128-v16:16-v32:32-n16:32:64"
target triple = "nvptx64-nvidia-cuda"

@_ZZ9block_sumPKfPfiE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ11block_sumsqPKfPfiE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4
@_ZZ12final_reducePKfPfiE1s = internal unnamed_addr addrspace(3) global [256 x float] undef, align 4

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z9block_sumPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !15 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !18
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !22
  %6 = shl i32 %5, 8, !dbg !25
  %7 = add i32 %6, %4, !dbg !26
  %8 = icmp slt i32 %7, %2, !dbg !27
  br i1 %8, label %9, label %13, !dbg !28

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64, !dbg !29
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !29
  %12 = load float, ptr %11, align 4, !dbg !29, !tbaa !30
  br label %13, !dbg !28

13:                                               ; preds = %3, %9
  %14 = phi contract float [ %12, %9 ], [ 0.000000e+00, %3 ], !dbg !28
  %15 = sext i32 %4 to i64, !dbg !34
  %16 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %15, !dbg !34
  store float %14, ptr %16, align 4, !dbg !35, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !36
  %17 = icmp slt i32 %4, 128, !dbg !37
  br i1 %17, label %18, label %25, !dbg !38

18:                                               ; preds = %13
  %19 = add nsw i32 %4, 128, !dbg !39
  %20 = sext i32 %19 to i64, !dbg !40
  %21 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %20, !dbg !40
  %22 = load float, ptr %21, align 4, !dbg !40, !tbaa !30
  %23 = load float, ptr %16, align 4, !dbg !41, !tbaa !30
  %24 = fadd contract float %22, %23, !dbg !41
  store float %24, ptr %16, align 4, !dbg !41, !tbaa !30
  br label %25, !dbg !42

25:                                               ; preds = %18, %13
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %26 = icmp slt i32 %4, 64, !dbg !37
  br i1 %26, label %27, label %34, !dbg !38

27:                                               ; preds = %25
  %28 = add nsw i32 %4, 64, !dbg !39
  %29 = sext i32 %28 to i64, !dbg !40
  %30 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %29, !dbg !40
  %31 = load float, ptr %30, align 4, !dbg !40, !tbaa !30
  %32 = load float, ptr %16, align 4, !dbg !41, !tbaa !30
  %33 = fadd contract float %31, %32, !dbg !41
  store float %33, ptr %16, align 4, !dbg !41, !tbaa !30
  br label %34, !dbg !42

34:                                               ; preds = %27, %25
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %35 = icmp slt i32 %4, 32, !dbg !37
  br i1 %35, label %36, label %43, !dbg !38

36:                                               ; preds = %34
  %37 = add nsw i32 %4, 32, !dbg !39
  %38 = sext i32 %37 to i64, !dbg !40
  %39 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %38, !dbg !40
  %40 = load float, ptr %39, align 4, !dbg !40, !tbaa !30
  %41 = load float, ptr %16, align 4, !dbg !41, !tbaa !30
  %42 = fadd contract float %40, %41, !dbg !41
  store float %42, ptr %16, align 4, !dbg !41, !tbaa !30
  br label %43, !dbg !42

43:                                               ; preds = %36, %34
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %44 = icmp slt i32 %4, 16, !dbg !37
  br i1 %44, label %45, label %52, !dbg !38

45:                                               ; preds = %43
  %46 = add nsw i32 %4, 16, !dbg !39
  %47 = sext i32 %46 to i64, !dbg !40
  %48 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %47, !dbg !40
  %49 = load float, ptr %48, align 4, !dbg !40, !tbaa !30
  %50 = load float, ptr %16, align 4, !dbg !41, !tbaa !30
  %51 = fadd contract float %49, %50, !dbg !41
  store float %51, ptr %16, align 4, !dbg !41, !tbaa !30
  br label %52, !dbg !42

52:                                               ; preds = %45, %43
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %53 = icmp slt i32 %4, 8, !dbg !37
  br i1 %53, label %54, label %61, !dbg !38

54:                                               ; preds = %52
  %55 = add nsw i32 %4, 8, !dbg !39
  %56 = sext i32 %55 to i64, !dbg !40
  %57 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %56, !dbg !40
  %58 = load float, ptr %57, align 4, !dbg !40, !tbaa !30
  %59 = load float, ptr %16, align 4, !dbg !41, !tbaa !30
  %60 = fadd contract float %58, %59, !dbg !41
  store float %60, ptr %16, align 4, !dbg !41, !tbaa !30
  br label %61, !dbg !42

61:                                               ; preds = %54, %52
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %62 = icmp slt i32 %4, 4, !dbg !37
  br i1 %62, label %63, label %70, !dbg !38

63:                                               ; preds = %61
  %64 = add nsw i32 %4, 4, !dbg !39
  %65 = sext i32 %64 to i64, !dbg !40
  %66 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %65, !dbg !40
  %67 = load float, ptr %66, align 4, !dbg !40, !tbaa !30
  %68 = load float, ptr %16, align 4, !dbg !41, !tbaa !30
  %69 = fadd contract float %67, %68, !dbg !41
  store float %69, ptr %16, align 4, !dbg !41, !tbaa !30
  br label %70, !dbg !42

70:                                               ; preds = %63, %61
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %71 = icmp slt i32 %4, 2, !dbg !37
  br i1 %71, label %72, label %79, !dbg !38

72:                                               ; preds = %70
  %73 = add nsw i32 %4, 2, !dbg !39
  %74 = sext i32 %73 to i64, !dbg !40
  %75 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %74, !dbg !40
  %76 = load float, ptr %75, align 4, !dbg !40, !tbaa !30
  %77 = load float, ptr %16, align 4, !dbg !41, !tbaa !30
  %78 = fadd contract float %76, %77, !dbg !41
  store float %78, ptr %16, align 4, !dbg !41, !tbaa !30
  br label %79, !dbg !42

79:                                               ; preds = %72, %70
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %80 = icmp slt i32 %4, 1, !dbg !37
  br i1 %80, label %81, label %88, !dbg !38

81:                                               ; preds = %79
  %82 = add nsw i32 %4, 1, !dbg !39
  %83 = sext i32 %82 to i64, !dbg !40
  %84 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), i64 0, i64 %83, !dbg !40
  %85 = load float, ptr %84, align 4, !dbg !40, !tbaa !30
  %86 = load float, ptr %16, align 4, !dbg !41, !tbaa !30
  %87 = fadd contract float %85, %86, !dbg !41
  store float %87, ptr %16, align 4, !dbg !41, !tbaa !30
  br label %88, !dbg !42

88:                                               ; preds = %81, %79
  tail call void @llvm.nvvm.barrier0(), !dbg !43
  %89 = icmp eq i32 %4, 0, !dbg !44
  br i1 %89, label %90, label %94, !dbg !45

90:                                               ; preds = %88
  %91 = zext i32 %5 to i64, !dbg !46
  %92 = getelementptr inbounds float, ptr %1, i64 %91, !dbg !46
  %93 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ9block_sumPKfPfiE1s to ptr), align 4, !dbg !47, !tbaa !30
  store float %93, ptr %92, align 4, !dbg !48, !tbaa !30
  br label %94, !dbg !46

94:                                               ; preds = %90, %88
  ret void, !dbg !49
}

; Function Attrs: convergent nocallback nounwind
declare void @llvm.nvvm.barrier0() #1

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z12block_centerPKfS0_Pfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3) local_unnamed_addr #2 !dbg !50 {
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !51
  %6 = shl nsw i32 %5, 8, !dbg !53
  %7 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !54
  %8 = add i32 %6, %7, !dbg !56
  %9 = icmp slt i32 %8, %3, !dbg !57
  br i1 %9, label %10, label %23, !dbg !58

10:                                               ; preds = %4
  %11 = sub nsw i32 %3, %6, !dbg !59
  %12 = tail call i32 @llvm.smin.i32(i32 %11, i32 256), !dbg !60
  %13 = sext i32 %8 to i64, !dbg !61
  %14 = getelementptr inbounds float, ptr %0, i64 %13, !dbg !61
  %15 = load float, ptr %14, align 4, !dbg !61, !tbaa !30
  %16 = sext i32 %5 to i64, !dbg !62
  %17 = getelementptr inbounds float, ptr %1, i64 %16, !dbg !62
  %18 = load float, ptr %17, align 4, !dbg !62, !tbaa !30
  %19 = sitofp i32 %12 to float, !dbg !63
  %20 = fdiv contract float %18, %19, !dbg !64
  %21 = fsub contract float %15, %20, !dbg !65
  %22 = getelementptr inbounds float, ptr %2, i64 %13, !dbg !66
  store float %21, ptr %22, align 4, !dbg !67, !tbaa !30
  br label %23, !dbg !66

23:                                               ; preds = %10, %4
  ret void, !dbg !68
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z11block_sumsqPKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !69 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !70
  %5 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !72
  %6 = shl i32 %5, 8, !dbg !74
  %7 = add i32 %6, %4, !dbg !75
  %8 = icmp slt i32 %7, %2, !dbg !76
  br i1 %8, label %9, label %13, !dbg !77

9:                                                ; preds = %3
  %10 = sext i32 %7 to i64, !dbg !78
  %11 = getelementptr inbounds float, ptr %0, i64 %10, !dbg !78
  %12 = load float, ptr %11, align 4, !dbg !78, !tbaa !30
  br label %13, !dbg !77

13:                                               ; preds = %3, %9
  %14 = phi contract float [ %12, %9 ], [ 0.000000e+00, %3 ], !dbg !77
  %15 = fmul contract float %14, %14, !dbg !79
  %16 = sext i32 %4 to i64, !dbg !80
  %17 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %16, !dbg !80
  store float %15, ptr %17, align 4, !dbg !81, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !82
  %18 = icmp slt i32 %4, 128, !dbg !83
  br i1 %18, label %19, label %26, !dbg !84

19:                                               ; preds = %13
  %20 = add nsw i32 %4, 128, !dbg !85
  %21 = sext i32 %20 to i64, !dbg !86
  %22 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %21, !dbg !86
  %23 = load float, ptr %22, align 4, !dbg !86, !tbaa !30
  %24 = load float, ptr %17, align 4, !dbg !87, !tbaa !30
  %25 = fadd contract float %23, %24, !dbg !87
  store float %25, ptr %17, align 4, !dbg !87, !tbaa !30
  br label %26, !dbg !88

26:                                               ; preds = %19, %13
  tail call void @llvm.nvvm.barrier0(), !dbg !89
  %27 = icmp slt i32 %4, 64, !dbg !83
  br i1 %27, label %28, label %35, !dbg !84

28:                                               ; preds = %26
  %29 = add nsw i32 %4, 64, !dbg !85
  %30 = sext i32 %29 to i64, !dbg !86
  %31 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %30, !dbg !86
  %32 = load float, ptr %31, align 4, !dbg !86, !tbaa !30
  %33 = load float, ptr %17, align 4, !dbg !87, !tbaa !30
  %34 = fadd contract float %32, %33, !dbg !87
  store float %34, ptr %17, align 4, !dbg !87, !tbaa !30
  br label %35, !dbg !88

35:                                               ; preds = %28, %26
  tail call void @llvm.nvvm.barrier0(), !dbg !89
  %36 = icmp slt i32 %4, 32, !dbg !83
  br i1 %36, label %37, label %44, !dbg !84

37:                                               ; preds = %35
  %38 = add nsw i32 %4, 32, !dbg !85
  %39 = sext i32 %38 to i64, !dbg !86
  %40 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %39, !dbg !86
  %41 = load float, ptr %40, align 4, !dbg !86, !tbaa !30
  %42 = load float, ptr %17, align 4, !dbg !87, !tbaa !30
  %43 = fadd contract float %41, %42, !dbg !87
  store float %43, ptr %17, align 4, !dbg !87, !tbaa !30
  br label %44, !dbg !88

44:                                               ; preds = %37, %35
  tail call void @llvm.nvvm.barrier0(), !dbg !89
  %45 = icmp slt i32 %4, 16, !dbg !83
  br i1 %45, label %46, label %53, !dbg !84

46:                                               ; preds = %44
  %47 = add nsw i32 %4, 16, !dbg !85
  %48 = sext i32 %47 to i64, !dbg !86
  %49 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %48, !dbg !86
  %50 = load float, ptr %49, align 4, !dbg !86, !tbaa !30
  %51 = load float, ptr %17, align 4, !dbg !87, !tbaa !30
  %52 = fadd contract float %50, %51, !dbg !87
  store float %52, ptr %17, align 4, !dbg !87, !tbaa !30
  br label %53, !dbg !88

53:                                               ; preds = %46, %44
  tail call void @llvm.nvvm.barrier0(), !dbg !89
  %54 = icmp slt i32 %4, 8, !dbg !83
  br i1 %54, label %55, label %62, !dbg !84

55:                                               ; preds = %53
  %56 = add nsw i32 %4, 8, !dbg !85
  %57 = sext i32 %56 to i64, !dbg !86
  %58 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %57, !dbg !86
  %59 = load float, ptr %58, align 4, !dbg !86, !tbaa !30
  %60 = load float, ptr %17, align 4, !dbg !87, !tbaa !30
  %61 = fadd contract float %59, %60, !dbg !87
  store float %61, ptr %17, align 4, !dbg !87, !tbaa !30
  br label %62, !dbg !88

62:                                               ; preds = %55, %53
  tail call void @llvm.nvvm.barrier0(), !dbg !89
  %63 = icmp slt i32 %4, 4, !dbg !83
  br i1 %63, label %64, label %71, !dbg !84

64:                                               ; preds = %62
  %65 = add nsw i32 %4, 4, !dbg !85
  %66 = sext i32 %65 to i64, !dbg !86
  %67 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %66, !dbg !86
  %68 = load float, ptr %67, align 4, !dbg !86, !tbaa !30
  %69 = load float, ptr %17, align 4, !dbg !87, !tbaa !30
  %70 = fadd contract float %68, %69, !dbg !87
  store float %70, ptr %17, align 4, !dbg !87, !tbaa !30
  br label %71, !dbg !88

71:                                               ; preds = %64, %62
  tail call void @llvm.nvvm.barrier0(), !dbg !89
  %72 = icmp slt i32 %4, 2, !dbg !83
  br i1 %72, label %73, label %80, !dbg !84

73:                                               ; preds = %71
  %74 = add nsw i32 %4, 2, !dbg !85
  %75 = sext i32 %74 to i64, !dbg !86
  %76 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %75, !dbg !86
  %77 = load float, ptr %76, align 4, !dbg !86, !tbaa !30
  %78 = load float, ptr %17, align 4, !dbg !87, !tbaa !30
  %79 = fadd contract float %77, %78, !dbg !87
  store float %79, ptr %17, align 4, !dbg !87, !tbaa !30
  br label %80, !dbg !88

80:                                               ; preds = %73, %71
  tail call void @llvm.nvvm.barrier0(), !dbg !89
  %81 = icmp slt i32 %4, 1, !dbg !83
  br i1 %81, label %82, label %89, !dbg !84

82:                                               ; preds = %80
  %83 = add nsw i32 %4, 1, !dbg !85
  %84 = sext i32 %83 to i64, !dbg !86
  %85 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), i64 0, i64 %84, !dbg !86
  %86 = load float, ptr %85, align 4, !dbg !86, !tbaa !30
  %87 = load float, ptr %17, align 4, !dbg !87, !tbaa !30
  %88 = fadd contract float %86, %87, !dbg !87
  store float %88, ptr %17, align 4, !dbg !87, !tbaa !30
  br label %89, !dbg !88

89:                                               ; preds = %82, %80
  tail call void @llvm.nvvm.barrier0(), !dbg !89
  %90 = icmp eq i32 %4, 0, !dbg !90
  br i1 %90, label %91, label %95, !dbg !91

91:                                               ; preds = %89
  %92 = zext i32 %5 to i64, !dbg !92
  %93 = getelementptr inbounds float, ptr %1, i64 %92, !dbg !92
  %94 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ11block_sumsqPKfPfiE1s to ptr), align 4, !dbg !93, !tbaa !30
  store float %94, ptr %93, align 4, !dbg !94, !tbaa !30
  br label %95, !dbg !92

95:                                               ; preds = %91, %89
  ret void, !dbg !95
}

; Function Attrs: convergent mustprogress norecurse nounwind
define dso_local void @_Z12final_reducePKfPfi(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef writeonly %1, i32 noundef %2) local_unnamed_addr #0 !dbg !96 {
  %4 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !97
  %5 = icmp slt i32 %4, %2, !dbg !99
  br i1 %5, label %11, label %6, !dbg !100

6:                                                ; preds = %11, %3
  %7 = phi float [ 0.000000e+00, %3 ], [ %17, %11 ], !dbg !101
  %8 = sext i32 %4 to i64, !dbg !102
  %9 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %8, !dbg !102
  store float %7, ptr %9, align 4, !dbg !103, !tbaa !30
  tail call void @llvm.nvvm.barrier0(), !dbg !104
  %10 = icmp slt i32 %4, 128, !dbg !105
  br i1 %10, label %20, label %27, !dbg !106

11:                                               ; preds = %3, %11
  %12 = phi i32 [ %18, %11 ], [ %4, %3 ]
  %13 = phi float [ %17, %11 ], [ 0.000000e+00, %3 ]
  %14 = sext i32 %12 to i64, !dbg !107
  %15 = getelementptr inbounds float, ptr %0, i64 %14, !dbg !107
  %16 = load float, ptr %15, align 4, !dbg !107, !tbaa !30
  %17 = fadd contract float %13, %16, !dbg !108
  %18 = add nsw i32 %12, 256, !dbg !109
  %19 = icmp slt i32 %18, %2, !dbg !99
  br i1 %19, label %11, label %6, !dbg !100, !llvm.loop !110

20:                                               ; preds = %6
  %21 = add nsw i32 %4, 128, !dbg !113
  %22 = sext i32 %21 to i64, !dbg !114
  %23 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %22, !dbg !114
  %24 = load float, ptr %23, align 4, !dbg !114, !tbaa !30
  %25 = load float, ptr %9, align 4, !dbg !115, !tbaa !30
  %26 = fadd contract float %24, %25, !dbg !115
  store float %26, ptr %9, align 4, !dbg !115, !tbaa !30
  br label %27, !dbg !116

27:                                               ; preds = %20, %6
  tail call void @llvm.nvvm.barrier0(), !dbg !117
  %28 = icmp slt i32 %4, 64, !dbg !105
  br i1 %28, label %29, label %36, !dbg !106

29:                                               ; preds = %27
  %30 = add nsw i32 %4, 64, !dbg !113
  %31 = sext i32 %30 to i64, !dbg !114
  %32 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %31, !dbg !114
  %33 = load float, ptr %32, align 4, !dbg !114, !tbaa !30
  %34 = load float, ptr %9, align 4, !dbg !115, !tbaa !30
  %35 = fadd contract float %33, %34, !dbg !115
  store float %35, ptr %9, align 4, !dbg !115, !tbaa !30
  br label %36, !dbg !116

36:                                               ; preds = %29, %27
  tail call void @llvm.nvvm.barrier0(), !dbg !117
  %37 = icmp slt i32 %4, 32, !dbg !105
  br i1 %37, label %38, label %45, !dbg !106

38:                                               ; preds = %36
  %39 = add nsw i32 %4, 32, !dbg !113
  %40 = sext i32 %39 to i64, !dbg !114
  %41 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %40, !dbg !114
  %42 = load float, ptr %41, align 4, !dbg !114, !tbaa !30
  %43 = load float, ptr %9, align 4, !dbg !115, !tbaa !30
  %44 = fadd contract float %42, %43, !dbg !115
  store float %44, ptr %9, align 4, !dbg !115, !tbaa !30
  br label %45, !dbg !116

45:                                               ; preds = %38, %36
  tail call void @llvm.nvvm.barrier0(), !dbg !117
  %46 = icmp slt i32 %4, 16, !dbg !105
  br i1 %46, label %47, label %54, !dbg !106

47:                                               ; preds = %45
  %48 = add nsw i32 %4, 16, !dbg !113
  %49 = sext i32 %48 to i64, !dbg !114
  %50 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %49, !dbg !114
  %51 = load float, ptr %50, align 4, !dbg !114, !tbaa !30
  %52 = load float, ptr %9, align 4, !dbg !115, !tbaa !30
  %53 = fadd contract float %51, %52, !dbg !115
  store float %53, ptr %9, align 4, !dbg !115, !tbaa !30
  br label %54, !dbg !116

54:                                               ; preds = %47, %45
  tail call void @llvm.nvvm.barrier0(), !dbg !117
  %55 = icmp slt i32 %4, 8, !dbg !105
  br i1 %55, label %56, label %63, !dbg !106

56:                                               ; preds = %54
  %57 = add nsw i32 %4, 8, !dbg !113
  %58 = sext i32 %57 to i64, !dbg !114
  %59 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %58, !dbg !114
  %60 = load float, ptr %59, align 4, !dbg !114, !tbaa !30
  %61 = load float, ptr %9, align 4, !dbg !115, !tbaa !30
  %62 = fadd contract float %60, %61, !dbg !115
  store float %62, ptr %9, align 4, !dbg !115, !tbaa !30
  br label %63, !dbg !116

63:                                               ; preds = %56, %54
  tail call void @llvm.nvvm.barrier0(), !dbg !117
  %64 = icmp slt i32 %4, 4, !dbg !105
  br i1 %64, label %65, label %72, !dbg !106

65:                                               ; preds = %63
  %66 = add nsw i32 %4, 4, !dbg !113
  %67 = sext i32 %66 to i64, !dbg !114
  %68 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %67, !dbg !114
  %69 = load float, ptr %68, align 4, !dbg !114, !tbaa !30
  %70 = load float, ptr %9, align 4, !dbg !115, !tbaa !30
  %71 = fadd contract float %69, %70, !dbg !115
  store float %71, ptr %9, align 4, !dbg !115, !tbaa !30
  br label %72, !dbg !116

72:                                               ; preds = %65, %63
  tail call void @llvm.nvvm.barrier0(), !dbg !117
  %73 = icmp slt i32 %4, 2, !dbg !105
  br i1 %73, label %74, label %81, !dbg !106

74:                                               ; preds = %72
  %75 = add nsw i32 %4, 2, !dbg !113
  %76 = sext i32 %75 to i64, !dbg !114
  %77 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %76, !dbg !114
  %78 = load float, ptr %77, align 4, !dbg !114, !tbaa !30
  %79 = load float, ptr %9, align 4, !dbg !115, !tbaa !30
  %80 = fadd contract float %78, %79, !dbg !115
  store float %80, ptr %9, align 4, !dbg !115, !tbaa !30
  br label %81, !dbg !116

81:                                               ; preds = %74, %72
  tail call void @llvm.nvvm.barrier0(), !dbg !117
  %82 = icmp slt i32 %4, 1, !dbg !105
  br i1 %82, label %83, label %90, !dbg !106

83:                                               ; preds = %81
  %84 = add nsw i32 %4, 1, !dbg !113
  %85 = sext i32 %84 to i64, !dbg !114
  %86 = getelementptr inbounds [256 x float], ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), i64 0, i64 %85, !dbg !114
  %87 = load float, ptr %86, align 4, !dbg !114, !tbaa !30
  %88 = load float, ptr %9, align 4, !dbg !115, !tbaa !30
  %89 = fadd contract float %87, %88, !dbg !115
  store float %89, ptr %9, align 4, !dbg !115, !tbaa !30
  br label %90, !dbg !116

90:                                               ; preds = %83, %81
  tail call void @llvm.nvvm.barrier0(), !dbg !117
  %91 = icmp eq i32 %4, 0, !dbg !118
  br i1 %91, label %92, label %94, !dbg !119

92:                                               ; preds = %90
  %93 = load float, ptr addrspacecast (ptr addrspace(3) @_ZZ12final_reducePKfPfiE1s to ptr), align 4, !dbg !120, !tbaa !30
  store float %93, ptr %1, align 4, !dbg !121, !tbaa !30
  br label %94, !dbg !122

94:                                               ; preds = %92, %90
  ret void, !dbg !123
}

; Function Attrs: mustprogress nofree norecurse nosync nounwind willreturn memory(argmem: readwrite)
define dso_local void @_Z9normalizePKfS0_Pfif(ptr noalias nocapture noundef readonly %0, ptr noalias nocapture noundef readonly %1, ptr noalias nocapture noundef writeonly %2, i32 noundef %3, float noundef %4) local_unnamed_addr #2 !dbg !124 {
  %6 = tail call i32 @llvm.nvvm.read.ptx.sreg.ctaid.x(), !dbg !125
  %7 = shl i32 %6, 8, !dbg !127
  %8 = tail call i32 @llvm.nvvm.read.ptx.sreg.tid.x(), !dbg !128
  %9 = add i32 %7, %8, !dbg !130
  %10 = icmp slt i32 %9, %3, !dbg !131
  br i1 %10, label %11, label %22, !dbg !132

11:                                               ; preds = %5
  %12 = sext i32 %9 to i64, !dbg !133
  %13 = getelementptr inbounds float, ptr %0, i64 %12, !dbg !133
  %14 = load float, ptr %13, align 4, !dbg !133, !tbaa !30
  %15 = load float, ptr %1, align 4, !dbg !134, !tbaa !30
  %16 = sitofp i32 %3 to float, !dbg !135
  %17 = fdiv contract float %15, %16, !dbg !136
  %18 = fadd contract float %17, %4, !dbg !137
  %19 = tail call float @llvm.nvvm.rsqrt.approx.f(float %18), !dbg !138
  %20 = fmul contract float %14, %19, !dbg !142
  %21 = getelementptr inbounds float, ptr %2, i64 %12, !dbg !143
  store float %20, ptr %21, align 4, !dbg !144, !tbaa !30
  br label %22, !dbg !143

22:                                               ; preds = %11, %5
  ret void, !dbg !145
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

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5}
!llvm.dbg.cu = !{!6}
!nvvm.annotations = !{!8, !9, !10, !11, !12}
!llvm.ident = !{!13, !14}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 2}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 4, !"nvvm-reflect-ftz", i32 0}
!5 = !{i32 7, !"frame-pointer", i32 2}
!6 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !7, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: DebugDirectivesOnly, splitDebugInlining: false, nameTableKind: None)
!7 = !DIFile(filename: "samples/cuda/block_reduce.cu", directory: "/work/main")
!8 = !{ptr @_Z9block_sumPKfPfi, !"kernel", i32 1}
!9 = !{ptr @_Z12block_centerPKfS0_Pfi, !"kernel", i32 1}
!10 = !{ptr @_Z11block_sumsqPKfPfi, !"kernel", i32 1}
!11 = !{ptr @_Z12final_reducePKfPfi, !"kernel", i32 1}
!12 = !{ptr @_Z9normalizePKfS0_Pfif, !"kernel", i32 1}
!13 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!14 = !{!"clang version 3.8.0 (tags/RELEASE_380/final)"}
!15 = distinct !DISubprogram(name: "block_sum", scope: !7, file: !7, line: 22, type: !16, scopeLine: 22, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!16 = !DISubroutineType(types: !17)
!17 = !{}
!18 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !21)
!19 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 53, type: !16, scopeLine: 53, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!20 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_builtin_vars.h", directory: "")
!21 = distinct !DILocation(line: 24, column: 13, scope: !15)
!22 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !24)
!23 = distinct !DISubprogram(name: "__fetch_builtin_x", scope: !20, file: !20, line: 66, type: !16, scopeLine: 66, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!24 = distinct !DILocation(line: 25, column: 13, scope: !15)
!25 = !DILocation(line: 25, column: 24, scope: !15)
!26 = !DILocation(line: 25, column: 36, scope: !15)
!27 = !DILocation(line: 26, column: 14, scope: !15)
!28 = !DILocation(line: 26, column: 12, scope: !15)
!29 = !DILocation(line: 26, column: 20, scope: !15)
!30 = !{!31, !31, i64 0}
!31 = !{!"float", !32, i64 0}
!32 = !{!"omnipotent char", !33, i64 0}
!33 = !{!"Simple C++ TBAA"}
!34 = !DILocation(line: 26, column: 5, scope: !15)
!35 = !DILocation(line: 26, column: 10, scope: !15)
!36 = !DILocation(line: 27, column: 5, scope: !15)
!37 = !DILocation(line: 29, column: 15, scope: !15)
!38 = !DILocation(line: 29, column: 13, scope: !15)
!39 = !DILocation(line: 29, column: 37, scope: !15)
!40 = !DILocation(line: 29, column: 33, scope: !15)
!41 = !DILocation(line: 29, column: 30, scope: !15)
!42 = !DILocation(line: 29, column: 25, scope: !15)
!43 = !DILocation(line: 30, column: 9, scope: !15)
!44 = !DILocation(line: 32, column: 11, scope: !15)
!45 = !DILocation(line: 32, column: 9, scope: !15)
!46 = !DILocation(line: 32, column: 17, scope: !15)
!47 = !DILocation(line: 32, column: 39, scope: !15)
!48 = !DILocation(line: 32, column: 37, scope: !15)
!49 = !DILocation(line: 33, column: 1, scope: !15)
!50 = distinct !DISubprogram(name: "block_center", scope: !7, file: !7, line: 35, type: !16, scopeLine: 36, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!51 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !52)
!52 = distinct !DILocation(line: 37, column: 13, scope: !50)
!53 = !DILocation(line: 38, column: 15, scope: !50)
!54 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !55)
!55 = distinct !DILocation(line: 38, column: 29, scope: !50)
!56 = !DILocation(line: 38, column: 27, scope: !50)
!57 = !DILocation(line: 40, column: 11, scope: !50)
!58 = !DILocation(line: 40, column: 9, scope: !50)
!59 = !DILocation(line: 39, column: 19, scope: !50)
!60 = !DILocation(line: 39, column: 17, scope: !50)
!61 = !DILocation(line: 40, column: 23, scope: !50)
!62 = !DILocation(line: 40, column: 30, scope: !50)
!63 = !DILocation(line: 40, column: 50, scope: !50)
!64 = !DILocation(line: 40, column: 41, scope: !50)
!65 = !DILocation(line: 40, column: 28, scope: !50)
!66 = !DILocation(line: 40, column: 16, scope: !50)
!67 = !DILocation(line: 40, column: 21, scope: !50)
!68 = !DILocation(line: 41, column: 1, scope: !50)
!69 = distinct !DISubprogram(name: "block_sumsq", scope: !7, file: !7, line: 43, type: !16, scopeLine: 43, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!70 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !71)
!71 = distinct !DILocation(line: 45, column: 13, scope: !69)
!72 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !73)
!73 = distinct !DILocation(line: 46, column: 13, scope: !69)
!74 = !DILocation(line: 46, column: 24, scope: !69)
!75 = !DILocation(line: 46, column: 36, scope: !69)
!76 = !DILocation(line: 47, column: 17, scope: !69)
!77 = !DILocation(line: 47, column: 15, scope: !69)
!78 = !DILocation(line: 47, column: 23, scope: !69)
!79 = !DILocation(line: 48, column: 14, scope: !69)
!80 = !DILocation(line: 48, column: 5, scope: !69)
!81 = !DILocation(line: 48, column: 10, scope: !69)
!82 = !DILocation(line: 49, column: 5, scope: !69)
!83 = !DILocation(line: 51, column: 15, scope: !69)
!84 = !DILocation(line: 51, column: 13, scope: !69)
!85 = !DILocation(line: 51, column: 37, scope: !69)
!86 = !DILocation(line: 51, column: 33, scope: !69)
!87 = !DILocation(line: 51, column: 30, scope: !69)
!88 = !DILocation(line: 51, column: 25, scope: !69)
!89 = !DILocation(line: 52, column: 9, scope: !69)
!90 = !DILocation(line: 54, column: 11, scope: !69)
!91 = !DILocation(line: 54, column: 9, scope: !69)
!92 = !DILocation(line: 54, column: 17, scope: !69)
!93 = !DILocation(line: 54, column: 42, scope: !69)
!94 = !DILocation(line: 54, column: 40, scope: !69)
!95 = !DILocation(line: 55, column: 1, scope: !69)
!96 = distinct !DISubprogram(name: "final_reduce", scope: !7, file: !7, line: 58, type: !16, scopeLine: 59, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!97 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !98)
!98 = distinct !DILocation(line: 61, column: 13, scope: !96)
!99 = !DILocation(line: 63, column: 23, scope: !96)
!100 = !DILocation(line: 63, column: 5, scope: !96)
!101 = !DILocation(line: 0, scope: !96)
!102 = !DILocation(line: 64, column: 5, scope: !96)
!103 = !DILocation(line: 64, column: 10, scope: !96)
!104 = !DILocation(line: 65, column: 5, scope: !96)
!105 = !DILocation(line: 67, column: 15, scope: !96)
!106 = !DILocation(line: 67, column: 13, scope: !96)
!107 = !DILocation(line: 63, column: 57, scope: !96)
!108 = !DILocation(line: 63, column: 54, scope: !96)
!109 = !DILocation(line: 63, column: 36, scope: !96)
!110 = distinct !{!110, !100, !111, !112}
!111 = !DILocation(line: 63, column: 69, scope: !96)
!112 = !{!"llvm.loop.mustprogress"}
!113 = !DILocation(line: 67, column: 37, scope: !96)
!114 = !DILocation(line: 67, column: 33, scope: !96)
!115 = !DILocation(line: 67, column: 30, scope: !96)
!116 = !DILocation(line: 67, column: 25, scope: !96)
!117 = !DILocation(line: 68, column: 9, scope: !96)
!118 = !DILocation(line: 70, column: 11, scope: !96)
!119 = !DILocation(line: 70, column: 9, scope: !96)
!120 = !DILocation(line: 70, column: 28, scope: !96)
!121 = !DILocation(line: 70, column: 26, scope: !96)
!122 = !DILocation(line: 70, column: 17, scope: !96)
!123 = !DILocation(line: 71, column: 1, scope: !96)
!124 = distinct !DISubprogram(name: "normalize", scope: !7, file: !7, line: 73, type: !16, scopeLine: 74, flags: DIFlagPrototyped, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!125 = !DILocation(line: 66, column: 3, scope: !23, inlinedAt: !126)
!126 = distinct !DILocation(line: 75, column: 13, scope: !124)
!127 = !DILocation(line: 75, column: 24, scope: !124)
!128 = !DILocation(line: 53, column: 3, scope: !19, inlinedAt: !129)
!129 = distinct !DILocation(line: 75, column: 38, scope: !124)
!130 = !DILocation(line: 75, column: 36, scope: !124)
!131 = !DILocation(line: 76, column: 11, scope: !124)
!132 = !DILocation(line: 76, column: 9, scope: !124)
!133 = !DILocation(line: 76, column: 25, scope: !124)
!134 = !DILocation(line: 76, column: 39, scope: !124)
!135 = !DILocation(line: 76, column: 57, scope: !124)
!136 = !DILocation(line: 76, column: 48, scope: !124)
!137 = !DILocation(line: 76, column: 59, scope: !124)
!138 = !DILocation(line: 276, column: 45, scope: !139, inlinedAt: !141)
!139 = distinct !DISubprogram(name: "rsqrtf", scope: !140, file: !140, line: 276, type: !16, scopeLine: 276, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !6, retainedNodes: !17)
!140 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "")
!141 = distinct !DILocation(line: 76, column: 32, scope: !124)
!142 = !DILocation(line: 76, column: 30, scope: !124)
!143 = !DILocation(line: 76, column: 16, scope: !124)
!144 = !DILocation(line: 76, column: 23, scope: !124)
!145 = !DILocation(line: 77, column: 1, scope: !124)
