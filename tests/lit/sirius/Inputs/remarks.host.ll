; ModuleID = 'tests/lit/sirius/Inputs/remarks.cu'
source_filename = "tests/lit/sirius/Inputs/remarks.cu"
target datalayout = "e-m:e-p270:32:32-p271:32:32-p272:64:64-i64:64-f80:128-n8:16:32:64-S128"
target triple = "x86_64-unknown-linux-gnu"

%struct.dim3 = type { i32, i32, i32 }

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__scalePKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !1013 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  call void @llvm.dbg.value(metadata ptr %0, metadata !1019, metadata !DIExpression()), !dbg !1022
  store ptr %0, ptr %4, align 8, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %1, metadata !1020, metadata !DIExpression()), !dbg !1022
  store ptr %1, ptr %5, align 8, !tbaa !1023
  call void @llvm.dbg.value(metadata i32 %2, metadata !1021, metadata !DIExpression()), !dbg !1022
  store i32 %2, ptr %6, align 4, !tbaa !1027
  %11 = alloca [3 x ptr], align 16, !dbg !1029
  store ptr %4, ptr %11, align 16, !dbg !1029
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !1029
  store ptr %5, ptr %12, align 8, !dbg !1029
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !1029
  store ptr %6, ptr %13, align 16, !dbg !1029
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !1029
  %15 = load i64, ptr %9, align 8, !dbg !1029
  %16 = load ptr, ptr %10, align 8, !dbg !1029
  %17 = load i64, ptr %7, align 8, !dbg !1029
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !1029
  %19 = load i32, ptr %18, align 8, !dbg !1029
  %20 = load i64, ptr %8, align 8, !dbg !1029
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1029
  %22 = load i32, ptr %21, align 8, !dbg !1029
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !1029
  ret void, !dbg !1030
}

declare i32 @__cudaPopCallConfiguration(ptr, ptr, ptr, ptr) local_unnamed_addr

declare i32 @cudaLaunchKernel(ptr, i64, i32, i64, i32, ptr, i64, ptr) local_unnamed_addr

; Function Attrs: norecurse uwtable
define dso_local void @_Z20__device_stub__shiftPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !1031 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  call void @llvm.dbg.value(metadata ptr %0, metadata !1033, metadata !DIExpression()), !dbg !1036
  store ptr %0, ptr %4, align 8, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %1, metadata !1034, metadata !DIExpression()), !dbg !1036
  store ptr %1, ptr %5, align 8, !tbaa !1023
  call void @llvm.dbg.value(metadata i32 %2, metadata !1035, metadata !DIExpression()), !dbg !1036
  store i32 %2, ptr %6, align 4, !tbaa !1027
  %11 = alloca [3 x ptr], align 16, !dbg !1037
  store ptr %4, ptr %11, align 16, !dbg !1037
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !1037
  store ptr %5, ptr %12, align 8, !dbg !1037
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !1037
  store ptr %6, ptr %13, align 16, !dbg !1037
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !1037
  %15 = load i64, ptr %9, align 8, !dbg !1037
  %16 = load ptr, ptr %10, align 8, !dbg !1037
  %17 = load i64, ptr %7, align 8, !dbg !1037
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !1037
  %19 = load i32, ptr %18, align 8, !dbg !1037
  %20 = load i64, ptr %8, align 8, !dbg !1037
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1037
  %22 = load i32, ptr %21, align 8, !dbg !1037
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__shiftPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !1037
  ret void, !dbg !1038
}

; Function Attrs: norecurse uwtable
define dso_local void @_Z24__device_stub__neighbourPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) #0 !dbg !1039 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  call void @llvm.dbg.value(metadata ptr %0, metadata !1041, metadata !DIExpression()), !dbg !1044
  store ptr %0, ptr %4, align 8, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %1, metadata !1042, metadata !DIExpression()), !dbg !1044
  store ptr %1, ptr %5, align 8, !tbaa !1023
  call void @llvm.dbg.value(metadata i32 %2, metadata !1043, metadata !DIExpression()), !dbg !1044
  store i32 %2, ptr %6, align 4, !tbaa !1027
  %11 = alloca [3 x ptr], align 16, !dbg !1045
  store ptr %4, ptr %11, align 16, !dbg !1045
  %12 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !1045
  store ptr %5, ptr %12, align 8, !dbg !1045
  %13 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !1045
  store ptr %6, ptr %13, align 16, !dbg !1045
  %14 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !1045
  %15 = load i64, ptr %9, align 8, !dbg !1045
  %16 = load ptr, ptr %10, align 8, !dbg !1045
  %17 = load i64, ptr %7, align 8, !dbg !1045
  %18 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !1045
  %19 = load i32, ptr %18, align 8, !dbg !1045
  %20 = load i64, ptr %8, align 8, !dbg !1045
  %21 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1045
  %22 = load i32, ptr %21, align 8, !dbg !1045
  %23 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__neighbourPKfPfi, i64 %17, i32 %19, i64 %20, i32 %22, ptr noundef nonnull %11, i64 noundef %15, ptr noundef %16), !dbg !1045
  ret void, !dbg !1046
}

; Function Attrs: uwtable
define dso_local noundef i32 @_Z11run_remarksPKfPfi(ptr noundef %0, ptr noundef %1, i32 noundef %2) local_unnamed_addr #1 !dbg !1047 {
  %4 = alloca ptr, align 8
  %5 = alloca ptr, align 8
  %6 = alloca i32, align 4
  %7 = alloca %struct.dim3, align 8
  %8 = alloca %struct.dim3, align 8
  %9 = alloca i64, align 8
  %10 = alloca ptr, align 8
  %11 = alloca [3 x ptr], align 16, !dbg !1059
  %12 = alloca ptr, align 8
  %13 = alloca ptr, align 8
  %14 = alloca i32, align 4
  %15 = alloca %struct.dim3, align 8
  %16 = alloca %struct.dim3, align 8
  %17 = alloca i64, align 8
  %18 = alloca ptr, align 8
  %19 = alloca [3 x ptr], align 16, !dbg !1061
  %20 = alloca ptr, align 8
  %21 = alloca ptr, align 8
  %22 = alloca i32, align 4
  %23 = alloca %struct.dim3, align 8
  %24 = alloca %struct.dim3, align 8
  %25 = alloca i64, align 8
  %26 = alloca ptr, align 8
  %27 = alloca [3 x ptr], align 16, !dbg !1063
  %28 = alloca ptr, align 8
  %29 = alloca ptr, align 8
  %30 = alloca ptr, align 8
  %31 = alloca ptr, align 8
  call void @llvm.dbg.value(metadata ptr %0, metadata !1051, metadata !DIExpression()), !dbg !1065
  call void @llvm.dbg.value(metadata ptr %1, metadata !1052, metadata !DIExpression()), !dbg !1065
  call void @llvm.dbg.value(metadata i32 %2, metadata !1053, metadata !DIExpression()), !dbg !1065
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %28) #5, !dbg !1066
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %29) #5, !dbg !1066
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %30) #5, !dbg !1066
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %31) #5, !dbg !1066
  %32 = sext i32 %2 to i64, !dbg !1067
  %33 = shl nsw i64 %32, 2, !dbg !1068
  call void @llvm.dbg.value(metadata ptr %28, metadata !1054, metadata !DIExpression(DW_OP_deref)), !dbg !1065
  call void @llvm.dbg.value(metadata ptr %28, metadata !1069, metadata !DIExpression()), !dbg !1080
  call void @llvm.dbg.value(metadata i64 %33, metadata !1077, metadata !DIExpression()), !dbg !1080
  %34 = call i32 @cudaMalloc(ptr noundef nonnull %28, i64 noundef %33), !dbg !1082
  call void @llvm.dbg.value(metadata ptr %29, metadata !1055, metadata !DIExpression(DW_OP_deref)), !dbg !1065
  call void @llvm.dbg.value(metadata ptr %29, metadata !1069, metadata !DIExpression()), !dbg !1083
  call void @llvm.dbg.value(metadata i64 %33, metadata !1077, metadata !DIExpression()), !dbg !1083
  %35 = call i32 @cudaMalloc(ptr noundef nonnull %29, i64 noundef %33), !dbg !1085
  call void @llvm.dbg.value(metadata ptr %30, metadata !1056, metadata !DIExpression(DW_OP_deref)), !dbg !1065
  call void @llvm.dbg.value(metadata ptr %30, metadata !1069, metadata !DIExpression()), !dbg !1086
  call void @llvm.dbg.value(metadata i64 %33, metadata !1077, metadata !DIExpression()), !dbg !1086
  %36 = call i32 @cudaMalloc(ptr noundef nonnull %30, i64 noundef %33), !dbg !1088
  call void @llvm.dbg.value(metadata ptr %31, metadata !1057, metadata !DIExpression(DW_OP_deref)), !dbg !1065
  call void @llvm.dbg.value(metadata ptr %31, metadata !1069, metadata !DIExpression()), !dbg !1089
  call void @llvm.dbg.value(metadata i64 %33, metadata !1077, metadata !DIExpression()), !dbg !1089
  %37 = call i32 @cudaMalloc(ptr noundef nonnull %31, i64 noundef %33), !dbg !1091
  %38 = load ptr, ptr %28, align 8, !dbg !1092, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %38, metadata !1054, metadata !DIExpression()), !dbg !1065
  %39 = call i32 @cudaMemcpy(ptr noundef %38, ptr noundef %0, i64 noundef %33, i32 noundef 1), !dbg !1093
  %40 = add nsw i32 %2, 255, !dbg !1094
  %41 = sdiv i32 %40, 256, !dbg !1095
  call void @llvm.dbg.value(metadata i32 %41, metadata !1058, metadata !DIExpression()), !dbg !1065
  %42 = zext i32 %41 to i64, !dbg !1096
  %43 = or i64 %42, 4294967296, !dbg !1096
  %44 = call i32 @__cudaPushCallConfiguration(i64 %43, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !1096
  %45 = icmp eq i32 %44, 0, !dbg !1096
  br i1 %45, label %46, label %61, !dbg !1097

46:                                               ; preds = %3
  %47 = load ptr, ptr %28, align 8, !dbg !1098, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %47, metadata !1054, metadata !DIExpression()), !dbg !1065
  %48 = load ptr, ptr %29, align 8, !dbg !1099, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %48, metadata !1055, metadata !DIExpression()), !dbg !1065
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %20), !dbg !1100
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %21), !dbg !1100
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %22), !dbg !1100
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %23), !dbg !1100
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %24), !dbg !1100
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %25), !dbg !1100
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %26), !dbg !1100
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %27), !dbg !1100
  call void @llvm.dbg.value(metadata ptr %47, metadata !1019, metadata !DIExpression()), !dbg !1100
  store ptr %47, ptr %20, align 8, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %48, metadata !1020, metadata !DIExpression()), !dbg !1100
  store ptr %48, ptr %21, align 8, !tbaa !1023
  call void @llvm.dbg.value(metadata i32 %2, metadata !1021, metadata !DIExpression()), !dbg !1100
  store i32 %2, ptr %22, align 4, !tbaa !1027
  store ptr %20, ptr %27, align 16, !dbg !1063
  %49 = getelementptr inbounds ptr, ptr %27, i64 1, !dbg !1063
  store ptr %21, ptr %49, align 8, !dbg !1063
  %50 = getelementptr inbounds ptr, ptr %27, i64 2, !dbg !1063
  store ptr %22, ptr %50, align 16, !dbg !1063
  %51 = call i32 @__cudaPopCallConfiguration(ptr nonnull %23, ptr nonnull %24, ptr nonnull %25, ptr nonnull %26), !dbg !1063
  %52 = load i64, ptr %25, align 8, !dbg !1063
  %53 = load ptr, ptr %26, align 8, !dbg !1063
  %54 = load i64, ptr %23, align 8, !dbg !1063
  %55 = getelementptr inbounds i8, ptr %23, i64 8, !dbg !1063
  %56 = load i32, ptr %55, align 8, !dbg !1063
  %57 = load i64, ptr %24, align 8, !dbg !1063
  %58 = getelementptr inbounds i8, ptr %24, i64 8, !dbg !1063
  %59 = load i32, ptr %58, align 8, !dbg !1063
  %60 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__scalePKfPfi, i64 %54, i32 %56, i64 %57, i32 %59, ptr noundef nonnull %27, i64 noundef %52, ptr noundef %53), !dbg !1063
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %20), !dbg !1101
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %21), !dbg !1101
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %22), !dbg !1101
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %23), !dbg !1101
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %24), !dbg !1101
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %25), !dbg !1101
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %26), !dbg !1101
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %27), !dbg !1101
  br label %61, !dbg !1097

61:                                               ; preds = %46, %3
  %62 = call i32 @__cudaPushCallConfiguration(i64 %43, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !1102
  %63 = icmp eq i32 %62, 0, !dbg !1102
  br i1 %63, label %64, label %79, !dbg !1103

64:                                               ; preds = %61
  %65 = load ptr, ptr %29, align 8, !dbg !1104, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %65, metadata !1055, metadata !DIExpression()), !dbg !1065
  %66 = load ptr, ptr %30, align 8, !dbg !1105, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %66, metadata !1056, metadata !DIExpression()), !dbg !1065
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %12), !dbg !1106
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %13), !dbg !1106
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %14), !dbg !1106
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %15), !dbg !1106
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %16), !dbg !1106
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %17), !dbg !1106
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %18), !dbg !1106
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %19), !dbg !1106
  call void @llvm.dbg.value(metadata ptr %65, metadata !1033, metadata !DIExpression()), !dbg !1106
  store ptr %65, ptr %12, align 8, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %66, metadata !1034, metadata !DIExpression()), !dbg !1106
  store ptr %66, ptr %13, align 8, !tbaa !1023
  call void @llvm.dbg.value(metadata i32 %2, metadata !1035, metadata !DIExpression()), !dbg !1106
  store i32 %2, ptr %14, align 4, !tbaa !1027
  store ptr %12, ptr %19, align 16, !dbg !1061
  %67 = getelementptr inbounds ptr, ptr %19, i64 1, !dbg !1061
  store ptr %13, ptr %67, align 8, !dbg !1061
  %68 = getelementptr inbounds ptr, ptr %19, i64 2, !dbg !1061
  store ptr %14, ptr %68, align 16, !dbg !1061
  %69 = call i32 @__cudaPopCallConfiguration(ptr nonnull %15, ptr nonnull %16, ptr nonnull %17, ptr nonnull %18), !dbg !1061
  %70 = load i64, ptr %17, align 8, !dbg !1061
  %71 = load ptr, ptr %18, align 8, !dbg !1061
  %72 = load i64, ptr %15, align 8, !dbg !1061
  %73 = getelementptr inbounds i8, ptr %15, i64 8, !dbg !1061
  %74 = load i32, ptr %73, align 8, !dbg !1061
  %75 = load i64, ptr %16, align 8, !dbg !1061
  %76 = getelementptr inbounds i8, ptr %16, i64 8, !dbg !1061
  %77 = load i32, ptr %76, align 8, !dbg !1061
  %78 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z20__device_stub__shiftPKfPfi, i64 %72, i32 %74, i64 %75, i32 %77, ptr noundef nonnull %19, i64 noundef %70, ptr noundef %71), !dbg !1061
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %12), !dbg !1107
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %13), !dbg !1107
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %14), !dbg !1107
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %15), !dbg !1107
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %16), !dbg !1107
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %17), !dbg !1107
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %18), !dbg !1107
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %19), !dbg !1107
  br label %79, !dbg !1103

79:                                               ; preds = %64, %61
  %80 = call i32 @__cudaPushCallConfiguration(i64 %43, i32 1, i64 4294967552, i32 1, i64 noundef 0, ptr noundef null), !dbg !1108
  %81 = icmp eq i32 %80, 0, !dbg !1108
  br i1 %81, label %82, label %97, !dbg !1109

82:                                               ; preds = %79
  %83 = load ptr, ptr %30, align 8, !dbg !1110, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %83, metadata !1056, metadata !DIExpression()), !dbg !1065
  %84 = load ptr, ptr %31, align 8, !dbg !1111, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %84, metadata !1057, metadata !DIExpression()), !dbg !1065
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %4), !dbg !1112
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %5), !dbg !1112
  call void @llvm.lifetime.start.p0(i64 4, ptr nonnull %6), !dbg !1112
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %7), !dbg !1112
  call void @llvm.lifetime.start.p0(i64 12, ptr nonnull %8), !dbg !1112
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %9), !dbg !1112
  call void @llvm.lifetime.start.p0(i64 8, ptr nonnull %10), !dbg !1112
  call void @llvm.lifetime.start.p0(i64 24, ptr nonnull %11), !dbg !1112
  call void @llvm.dbg.value(metadata ptr %83, metadata !1041, metadata !DIExpression()), !dbg !1112
  store ptr %83, ptr %4, align 8, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %84, metadata !1042, metadata !DIExpression()), !dbg !1112
  store ptr %84, ptr %5, align 8, !tbaa !1023
  call void @llvm.dbg.value(metadata i32 %2, metadata !1043, metadata !DIExpression()), !dbg !1112
  store i32 %2, ptr %6, align 4, !tbaa !1027
  store ptr %4, ptr %11, align 16, !dbg !1059
  %85 = getelementptr inbounds ptr, ptr %11, i64 1, !dbg !1059
  store ptr %5, ptr %85, align 8, !dbg !1059
  %86 = getelementptr inbounds ptr, ptr %11, i64 2, !dbg !1059
  store ptr %6, ptr %86, align 16, !dbg !1059
  %87 = call i32 @__cudaPopCallConfiguration(ptr nonnull %7, ptr nonnull %8, ptr nonnull %9, ptr nonnull %10), !dbg !1059
  %88 = load i64, ptr %9, align 8, !dbg !1059
  %89 = load ptr, ptr %10, align 8, !dbg !1059
  %90 = load i64, ptr %7, align 8, !dbg !1059
  %91 = getelementptr inbounds i8, ptr %7, i64 8, !dbg !1059
  %92 = load i32, ptr %91, align 8, !dbg !1059
  %93 = load i64, ptr %8, align 8, !dbg !1059
  %94 = getelementptr inbounds i8, ptr %8, i64 8, !dbg !1059
  %95 = load i32, ptr %94, align 8, !dbg !1059
  %96 = call noundef i32 @cudaLaunchKernel(ptr noundef nonnull @_Z24__device_stub__neighbourPKfPfi, i64 %90, i32 %92, i64 %93, i32 %95, ptr noundef nonnull %11, i64 noundef %88, ptr noundef %89), !dbg !1059
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %4), !dbg !1113
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %5), !dbg !1113
  call void @llvm.lifetime.end.p0(i64 4, ptr nonnull %6), !dbg !1113
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %7), !dbg !1113
  call void @llvm.lifetime.end.p0(i64 12, ptr nonnull %8), !dbg !1113
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %9), !dbg !1113
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %10), !dbg !1113
  call void @llvm.lifetime.end.p0(i64 24, ptr nonnull %11), !dbg !1113
  br label %97, !dbg !1109

97:                                               ; preds = %82, %79
  %98 = load ptr, ptr %31, align 8, !dbg !1114, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %98, metadata !1057, metadata !DIExpression()), !dbg !1065
  %99 = call i32 @cudaMemcpy(ptr noundef %1, ptr noundef %98, i64 noundef %33, i32 noundef 2), !dbg !1115
  %100 = load ptr, ptr %28, align 8, !dbg !1116, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %100, metadata !1054, metadata !DIExpression()), !dbg !1065
  %101 = call i32 @cudaFree(ptr noundef %100), !dbg !1117
  %102 = load ptr, ptr %29, align 8, !dbg !1118, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %102, metadata !1055, metadata !DIExpression()), !dbg !1065
  %103 = call i32 @cudaFree(ptr noundef %102), !dbg !1119
  %104 = load ptr, ptr %30, align 8, !dbg !1120, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %104, metadata !1056, metadata !DIExpression()), !dbg !1065
  %105 = call i32 @cudaFree(ptr noundef %104), !dbg !1121
  %106 = load ptr, ptr %31, align 8, !dbg !1122, !tbaa !1023
  call void @llvm.dbg.value(metadata ptr %106, metadata !1057, metadata !DIExpression()), !dbg !1065
  %107 = call i32 @cudaFree(ptr noundef %106), !dbg !1123
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %31) #5, !dbg !1124
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %30) #5, !dbg !1124
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %29) #5, !dbg !1124
  call void @llvm.lifetime.end.p0(i64 8, ptr nonnull %28) #5, !dbg !1124
  ret i32 0, !dbg !1125
}

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.start.p0(i64 immarg, ptr nocapture) #2

declare !dbg !1126 i32 @cudaMemcpy(ptr noundef, ptr noundef, i64 noundef, i32 noundef) local_unnamed_addr #3

declare !dbg !1131 i32 @__cudaPushCallConfiguration(i64, i32, i64, i32, i64 noundef, ptr noundef) local_unnamed_addr #3

declare !dbg !1136 i32 @cudaFree(ptr noundef) local_unnamed_addr #3

; Function Attrs: mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite)
declare void @llvm.lifetime.end.p0(i64 immarg, ptr nocapture) #2

declare !dbg !1139 i32 @cudaMalloc(ptr noundef, i64 noundef) local_unnamed_addr #3

; Function Attrs: nocallback nofree nosync nounwind speculatable willreturn memory(none)
declare void @llvm.dbg.value(metadata, metadata, metadata) #4

attributes #0 = { norecurse uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #1 = { uwtable "min-legal-vector-width"="0" "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #2 = { mustprogress nocallback nofree nosync nounwind willreturn memory(argmem: readwrite) }
attributes #3 = { "no-trapping-math"="true" "stack-protector-buffer-size"="8" "target-cpu"="x86-64" "target-features"="+cx8,+fxsr,+mmx,+sse,+sse2,+x87" "tune-cpu"="generic" }
attributes #4 = { nocallback nofree nosync nounwind speculatable willreturn memory(none) }
attributes #5 = { nounwind }

!llvm.module.flags = !{!0, !1, !2, !3, !4, !5, !6}
!llvm.dbg.cu = !{!7}
!llvm.ident = !{!1012}

!0 = !{i32 2, !"SDK Version", [2 x i32] [i32 11, i32 8]}
!1 = !{i32 7, !"Dwarf Version", i32 5}
!2 = !{i32 2, !"Debug Info Version", i32 3}
!3 = !{i32 1, !"wchar_size", i32 4}
!4 = !{i32 8, !"PIC Level", i32 2}
!5 = !{i32 7, !"PIE Level", i32 2}
!6 = !{i32 7, !"uwtable", i32 2}
!7 = distinct !DICompileUnit(language: DW_LANG_C_plus_plus_14, file: !8, producer: "Debian clang version 16.0.6 (15~deb12u1)", isOptimized: true, runtimeVersion: 0, emissionKind: FullDebug, enums: !9, retainedTypes: !146, imports: !173, splitDebugInlining: false, nameTableKind: None)
!8 = !DIFile(filename: "tests/lit/sirius/Inputs/remarks.cu", directory: "/work/main", checksumkind: CSK_MD5, checksum: "3df873f9720b7682770984c52e0c9698")
!9 = !{!10, !19}
!10 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "cudaMemcpyKind", file: !11, line: 1196, baseType: !12, size: 32, elements: !13, identifier: "_ZTS14cudaMemcpyKind")
!11 = !DIFile(filename: "build/cuda-11.8/include/driver_types.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "18523519cab7476b6b25767ad6457ac8")
!12 = !DIBasicType(name: "unsigned int", size: 32, encoding: DW_ATE_unsigned)
!13 = !{!14, !15, !16, !17, !18}
!14 = !DIEnumerator(name: "cudaMemcpyHostToHost", value: 0, isUnsigned: true)
!15 = !DIEnumerator(name: "cudaMemcpyHostToDevice", value: 1, isUnsigned: true)
!16 = !DIEnumerator(name: "cudaMemcpyDeviceToHost", value: 2, isUnsigned: true)
!17 = !DIEnumerator(name: "cudaMemcpyDeviceToDevice", value: 3, isUnsigned: true)
!18 = !DIEnumerator(name: "cudaMemcpyDefault", value: 4, isUnsigned: true)
!19 = !DICompositeType(tag: DW_TAG_enumeration_type, name: "cudaError", file: !11, line: 202, baseType: !12, size: 32, elements: !20, identifier: "_ZTS9cudaError")
!20 = !{!21, !22, !23, !24, !25, !26, !27, !28, !29, !30, !31, !32, !33, !34, !35, !36, !37, !38, !39, !40, !41, !42, !43, !44, !45, !46, !47, !48, !49, !50, !51, !52, !53, !54, !55, !56, !57, !58, !59, !60, !61, !62, !63, !64, !65, !66, !67, !68, !69, !70, !71, !72, !73, !74, !75, !76, !77, !78, !79, !80, !81, !82, !83, !84, !85, !86, !87, !88, !89, !90, !91, !92, !93, !94, !95, !96, !97, !98, !99, !100, !101, !102, !103, !104, !105, !106, !107, !108, !109, !110, !111, !112, !113, !114, !115, !116, !117, !118, !119, !120, !121, !122, !123, !124, !125, !126, !127, !128, !129, !130, !131, !132, !133, !134, !135, !136, !137, !138, !139, !140, !141, !142, !143, !144, !145}
!21 = !DIEnumerator(name: "cudaSuccess", value: 0, isUnsigned: true)
!22 = !DIEnumerator(name: "cudaErrorInvalidValue", value: 1, isUnsigned: true)
!23 = !DIEnumerator(name: "cudaErrorMemoryAllocation", value: 2, isUnsigned: true)
!24 = !DIEnumerator(name: "cudaErrorInitializationError", value: 3, isUnsigned: true)
!25 = !DIEnumerator(name: "cudaErrorCudartUnloading", value: 4, isUnsigned: true)
!26 = !DIEnumerator(name: "cudaErrorProfilerDisabled", value: 5, isUnsigned: true)
!27 = !DIEnumerator(name: "cudaErrorProfilerNotInitialized", value: 6, isUnsigned: true)
!28 = !DIEnumerator(name: "cudaErrorProfilerAlreadyStarted", value: 7, isUnsigned: true)
!29 = !DIEnumerator(name: "cudaErrorProfilerAlreadyStopped", value: 8, isUnsigned: true)
!30 = !DIEnumerator(name: "cudaErrorInvalidConfiguration", value: 9, isUnsigned: true)
!31 = !DIEnumerator(name: "cudaErrorInvalidPitchValue", value: 12, isUnsigned: true)
!32 = !DIEnumerator(name: "cudaErrorInvalidSymbol", value: 13, isUnsigned: true)
!33 = !DIEnumerator(name: "cudaErrorInvalidHostPointer", value: 16, isUnsigned: true)
!34 = !DIEnumerator(name: "cudaErrorInvalidDevicePointer", value: 17, isUnsigned: true)
!35 = !DIEnumerator(name: "cudaErrorInvalidTexture", value: 18, isUnsigned: true)
!36 = !DIEnumerator(name: "cudaErrorInvalidTextureBinding", value: 19, isUnsigned: true)
!37 = !DIEnumerator(name: "cudaErrorInvalidChannelDescriptor", value: 20, isUnsigned: true)
!38 = !DIEnumerator(name: "cudaErrorInvalidMemcpyDirection", value: 21, isUnsigned: true)
!39 = !DIEnumerator(name: "cudaErrorAddressOfConstant", value: 22, isUnsigned: true)
!40 = !DIEnumerator(name: "cudaErrorTextureFetchFailed", value: 23, isUnsigned: true)
!41 = !DIEnumerator(name: "cudaErrorTextureNotBound", value: 24, isUnsigned: true)
!42 = !DIEnumerator(name: "cudaErrorSynchronizationError", value: 25, isUnsigned: true)
!43 = !DIEnumerator(name: "cudaErrorInvalidFilterSetting", value: 26, isUnsigned: true)
!44 = !DIEnumerator(name: "cudaErrorInvalidNormSetting", value: 27, isUnsigned: true)
!45 = !DIEnumerator(name: "cudaErrorMixedDeviceExecution", value: 28, isUnsigned: true)
!46 = !DIEnumerator(name: "cudaErrorNotYetImplemented", value: 31, isUnsigned: true)
!47 = !DIEnumerator(name: "cudaErrorMemoryValueTooLarge", value: 32, isUnsigned: true)
!48 = !DIEnumerator(name: "cudaErrorStubLibrary", value: 34, isUnsigned: true)
!49 = !DIEnumerator(name: "cudaErrorInsufficientDriver", value: 35, isUnsigned: true)
!50 = !DIEnumerator(name: "cudaErrorCallRequiresNewerDriver", value: 36, isUnsigned: true)
!51 = !DIEnumerator(name: "cudaErrorInvalidSurface", value: 37, isUnsigned: true)
!52 = !DIEnumerator(name: "cudaErrorDuplicateVariableName", value: 43, isUnsigned: true)
!53 = !DIEnumerator(name: "cudaErrorDuplicateTextureName", value: 44, isUnsigned: true)
!54 = !DIEnumerator(name: "cudaErrorDuplicateSurfaceName", value: 45, isUnsigned: true)
!55 = !DIEnumerator(name: "cudaErrorDevicesUnavailable", value: 46, isUnsigned: true)
!56 = !DIEnumerator(name: "cudaErrorIncompatibleDriverContext", value: 49, isUnsigned: true)
!57 = !DIEnumerator(name: "cudaErrorMissingConfiguration", value: 52, isUnsigned: true)
!58 = !DIEnumerator(name: "cudaErrorPriorLaunchFailure", value: 53, isUnsigned: true)
!59 = !DIEnumerator(name: "cudaErrorLaunchMaxDepthExceeded", value: 65, isUnsigned: true)
!60 = !DIEnumerator(name: "cudaErrorLaunchFileScopedTex", value: 66, isUnsigned: true)
!61 = !DIEnumerator(name: "cudaErrorLaunchFileScopedSurf", value: 67, isUnsigned: true)
!62 = !DIEnumerator(name: "cudaErrorSyncDepthExceeded", value: 68, isUnsigned: true)
!63 = !DIEnumerator(name: "cudaErrorLaunchPendingCountExceeded", value: 69, isUnsigned: true)
!64 = !DIEnumerator(name: "cudaErrorInvalidDeviceFunction", value: 98, isUnsigned: true)
!65 = !DIEnumerator(name: "cudaErrorNoDevice", value: 100, isUnsigned: true)
!66 = !DIEnumerator(name: "cudaErrorInvalidDevice", value: 101, isUnsigned: true)
!67 = !DIEnumerator(name: "cudaErrorDeviceNotLicensed", value: 102, isUnsigned: true)
!68 = !DIEnumerator(name: "cudaErrorSoftwareValidityNotEstablished", value: 103, isUnsigned: true)
!69 = !DIEnumerator(name: "cudaErrorStartupFailure", value: 127, isUnsigned: true)
!70 = !DIEnumerator(name: "cudaErrorInvalidKernelImage", value: 200, isUnsigned: true)
!71 = !DIEnumerator(name: "cudaErrorDeviceUninitialized", value: 201, isUnsigned: true)
!72 = !DIEnumerator(name: "cudaErrorMapBufferObjectFailed", value: 205, isUnsigned: true)
!73 = !DIEnumerator(name: "cudaErrorUnmapBufferObjectFailed", value: 206, isUnsigned: true)
!74 = !DIEnumerator(name: "cudaErrorArrayIsMapped", value: 207, isUnsigned: true)
!75 = !DIEnumerator(name: "cudaErrorAlreadyMapped", value: 208, isUnsigned: true)
!76 = !DIEnumerator(name: "cudaErrorNoKernelImageForDevice", value: 209, isUnsigned: true)
!77 = !DIEnumerator(name: "cudaErrorAlreadyAcquired", value: 210, isUnsigned: true)
!78 = !DIEnumerator(name: "cudaErrorNotMapped", value: 211, isUnsigned: true)
!79 = !DIEnumerator(name: "cudaErrorNotMappedAsArray", value: 212, isUnsigned: true)
!80 = !DIEnumerator(name: "cudaErrorNotMappedAsPointer", value: 213, isUnsigned: true)
!81 = !DIEnumerator(name: "cudaErrorECCUncorrectable", value: 214, isUnsigned: true)
!82 = !DIEnumerator(name: "cudaErrorUnsupportedLimit", value: 215, isUnsigned: true)
!83 = !DIEnumerator(name: "cudaErrorDeviceAlreadyInUse", value: 216, isUnsigned: true)
!84 = !DIEnumerator(name: "cudaErrorPeerAccessUnsupported", value: 217, isUnsigned: true)
!85 = !DIEnumerator(name: "cudaErrorInvalidPtx", value: 218, isUnsigned: true)
!86 = !DIEnumerator(name: "cudaErrorInvalidGraphicsContext", value: 219, isUnsigned: true)
!87 = !DIEnumerator(name: "cudaErrorNvlinkUncorrectable", value: 220, isUnsigned: true)
!88 = !DIEnumerator(name: "cudaErrorJitCompilerNotFound", value: 221, isUnsigned: true)
!89 = !DIEnumerator(name: "cudaErrorUnsupportedPtxVersion", value: 222, isUnsigned: true)
!90 = !DIEnumerator(name: "cudaErrorJitCompilationDisabled", value: 223, isUnsigned: true)
!91 = !DIEnumerator(name: "cudaErrorUnsupportedExecAffinity", value: 224, isUnsigned: true)
!92 = !DIEnumerator(name: "cudaErrorInvalidSource", value: 300, isUnsigned: true)
!93 = !DIEnumerator(name: "cudaErrorFileNotFound", value: 301, isUnsigned: true)
!94 = !DIEnumerator(name: "cudaErrorSharedObjectSymbolNotFound", value: 302, isUnsigned: true)
!95 = !DIEnumerator(name: "cudaErrorSharedObjectInitFailed", value: 303, isUnsigned: true)
!96 = !DIEnumerator(name: "cudaErrorOperatingSystem", value: 304, isUnsigned: true)
!97 = !DIEnumerator(name: "cudaErrorInvalidResourceHandle", value: 400, isUnsigned: true)
!98 = !DIEnumerator(name: "cudaErrorIllegalState", value: 401, isUnsigned: true)
!99 = !DIEnumerator(name: "cudaErrorSymbolNotFound", value: 500, isUnsigned: true)
!100 = !DIEnumerator(name: "cudaErrorNotReady", value: 600, isUnsigned: true)
!101 = !DIEnumerator(name: "cudaErrorIllegalAddress", value: 700, isUnsigned: true)
!102 = !DIEnumerator(name: "cudaErrorLaunchOutOfResources", value: 701, isUnsigned: true)
!103 = !DIEnumerator(name: "cudaErrorLaunchTimeout", value: 702, isUnsigned: true)
!104 = !DIEnumerator(name: "cudaErrorLaunchIncompatibleTexturing", value: 703, isUnsigned: true)
!105 = !DIEnumerator(name: "cudaErrorPeerAccessAlreadyEnabled", value: 704, isUnsigned: true)
!106 = !DIEnumerator(name: "cudaErrorPeerAccessNotEnabled", value: 705, isUnsigned: true)
!107 = !DIEnumerator(name: "cudaErrorSetOnActiveProcess", value: 708, isUnsigned: true)
!108 = !DIEnumerator(name: "cudaErrorContextIsDestroyed", value: 709, isUnsigned: true)
!109 = !DIEnumerator(name: "cudaErrorAssert", value: 710, isUnsigned: true)
!110 = !DIEnumerator(name: "cudaErrorTooManyPeers", value: 711, isUnsigned: true)
!111 = !DIEnumerator(name: "cudaErrorHostMemoryAlreadyRegistered", value: 712, isUnsigned: true)
!112 = !DIEnumerator(name: "cudaErrorHostMemoryNotRegistered", value: 713, isUnsigned: true)
!113 = !DIEnumerator(name: "cudaErrorHardwareStackError", value: 714, isUnsigned: true)
!114 = !DIEnumerator(name: "cudaErrorIllegalInstruction", value: 715, isUnsigned: true)
!115 = !DIEnumerator(name: "cudaErrorMisalignedAddress", value: 716, isUnsigned: true)
!116 = !DIEnumerator(name: "cudaErrorInvalidAddressSpace", value: 717, isUnsigned: true)
!117 = !DIEnumerator(name: "cudaErrorInvalidPc", value: 718, isUnsigned: true)
!118 = !DIEnumerator(name: "cudaErrorLaunchFailure", value: 719, isUnsigned: true)
!119 = !DIEnumerator(name: "cudaErrorCooperativeLaunchTooLarge", value: 720, isUnsigned: true)
!120 = !DIEnumerator(name: "cudaErrorNotPermitted", value: 800, isUnsigned: true)
!121 = !DIEnumerator(name: "cudaErrorNotSupported", value: 801, isUnsigned: true)
!122 = !DIEnumerator(name: "cudaErrorSystemNotReady", value: 802, isUnsigned: true)
!123 = !DIEnumerator(name: "cudaErrorSystemDriverMismatch", value: 803, isUnsigned: true)
!124 = !DIEnumerator(name: "cudaErrorCompatNotSupportedOnDevice", value: 804, isUnsigned: true)
!125 = !DIEnumerator(name: "cudaErrorMpsConnectionFailed", value: 805, isUnsigned: true)
!126 = !DIEnumerator(name: "cudaErrorMpsRpcFailure", value: 806, isUnsigned: true)
!127 = !DIEnumerator(name: "cudaErrorMpsServerNotReady", value: 807, isUnsigned: true)
!128 = !DIEnumerator(name: "cudaErrorMpsMaxClientsReached", value: 808, isUnsigned: true)
!129 = !DIEnumerator(name: "cudaErrorMpsMaxConnectionsReached", value: 809, isUnsigned: true)
!130 = !DIEnumerator(name: "cudaErrorMpsClientTerminated", value: 810, isUnsigned: true)
!131 = !DIEnumerator(name: "cudaErrorStreamCaptureUnsupported", value: 900, isUnsigned: true)
!132 = !DIEnumerator(name: "cudaErrorStreamCaptureInvalidated", value: 901, isUnsigned: true)
!133 = !DIEnumerator(name: "cudaErrorStreamCaptureMerge", value: 902, isUnsigned: true)
!134 = !DIEnumerator(name: "cudaErrorStreamCaptureUnmatched", value: 903, isUnsigned: true)
!135 = !DIEnumerator(name: "cudaErrorStreamCaptureUnjoined", value: 904, isUnsigned: true)
!136 = !DIEnumerator(name: "cudaErrorStreamCaptureIsolation", value: 905, isUnsigned: true)
!137 = !DIEnumerator(name: "cudaErrorStreamCaptureImplicit", value: 906, isUnsigned: true)
!138 = !DIEnumerator(name: "cudaErrorCapturedEvent", value: 907, isUnsigned: true)
!139 = !DIEnumerator(name: "cudaErrorStreamCaptureWrongThread", value: 908, isUnsigned: true)
!140 = !DIEnumerator(name: "cudaErrorTimeout", value: 909, isUnsigned: true)
!141 = !DIEnumerator(name: "cudaErrorGraphExecUpdateFailure", value: 910, isUnsigned: true)
!142 = !DIEnumerator(name: "cudaErrorExternalDevice", value: 911, isUnsigned: true)
!143 = !DIEnumerator(name: "cudaErrorInvalidClusterSize", value: 912, isUnsigned: true)
!144 = !DIEnumerator(name: "cudaErrorUnknown", value: 999, isUnsigned: true)
!145 = !DIEnumerator(name: "cudaErrorApiFailureBase", value: 10000, isUnsigned: true)
!146 = !{!147, !148, !149}
!147 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !148, size: 64)
!148 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: null, size: 64)
!149 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "dim3", file: !150, line: 418, size: 96, flags: DIFlagTypePassByValue | DIFlagNonTrivial, elements: !151, identifier: "_ZTS4dim3")
!150 = !DIFile(filename: "build/cuda-11.8/include/vector_types.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "2a5001670f9fc21ea8b1379a76f36a08")
!151 = !{!152, !153, !154, !155, !159, !168}
!152 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !149, file: !150, line: 420, baseType: !12, size: 32)
!153 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !149, file: !150, line: 420, baseType: !12, size: 32, offset: 32)
!154 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !149, file: !150, line: 420, baseType: !12, size: 32, offset: 64)
!155 = !DISubprogram(name: "dim3", scope: !149, file: !150, line: 423, type: !156, scopeLine: 423, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!156 = !DISubroutineType(types: !157)
!157 = !{null, !158, !12, !12, !12}
!158 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !149, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!159 = !DISubprogram(name: "dim3", scope: !149, file: !150, line: 424, type: !160, scopeLine: 424, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!160 = !DISubroutineType(types: !161)
!161 = !{null, !158, !162}
!162 = !DIDerivedType(tag: DW_TAG_typedef, name: "uint3", file: !150, line: 384, baseType: !163)
!163 = distinct !DICompositeType(tag: DW_TAG_structure_type, name: "uint3", file: !150, line: 192, size: 96, flags: DIFlagTypePassByValue, elements: !164, identifier: "_ZTS5uint3")
!164 = !{!165, !166, !167}
!165 = !DIDerivedType(tag: DW_TAG_member, name: "x", scope: !163, file: !150, line: 194, baseType: !12, size: 32)
!166 = !DIDerivedType(tag: DW_TAG_member, name: "y", scope: !163, file: !150, line: 194, baseType: !12, size: 32, offset: 32)
!167 = !DIDerivedType(tag: DW_TAG_member, name: "z", scope: !163, file: !150, line: 194, baseType: !12, size: 32, offset: 64)
!168 = !DISubprogram(name: "operator uint3", linkageName: "_ZNK4dim3cv5uint3Ev", scope: !149, file: !150, line: 425, type: !169, scopeLine: 425, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!169 = !DISubroutineType(types: !170)
!170 = !{!162, !171}
!171 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !172, size: 64, flags: DIFlagArtificial | DIFlagObjectPointer)
!172 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !149)
!173 = !{!174, !181, !186, !188, !190, !192, !194, !198, !200, !202, !204, !206, !208, !210, !212, !214, !216, !218, !220, !222, !224, !226, !230, !232, !234, !236, !240, !245, !247, !249, !254, !258, !260, !262, !264, !266, !268, !270, !272, !274, !279, !283, !285, !290, !294, !296, !298, !300, !302, !304, !308, !310, !312, !317, !325, !329, !331, !333, !335, !337, !341, !343, !345, !349, !351, !353, !355, !357, !359, !361, !363, !365, !367, !371, !377, !379, !381, !385, !387, !389, !391, !393, !395, !397, !399, !403, !407, !409, !411, !416, !418, !420, !422, !424, !426, !428, !431, !433, !435, !437, !442, !444, !446, !448, !450, !452, !454, !456, !458, !460, !462, !464, !468, !470, !472, !474, !476, !478, !480, !482, !484, !486, !488, !490, !492, !494, !496, !498, !502, !504, !508, !510, !512, !514, !516, !518, !520, !522, !524, !526, !530, !532, !536, !538, !540, !542, !546, !548, !552, !554, !556, !558, !560, !562, !564, !566, !568, !570, !572, !574, !576, !580, !582, !586, !588, !590, !592, !594, !596, !600, !602, !604, !606, !608, !610, !612, !616, !620, !622, !624, !626, !628, !632, !634, !638, !640, !642, !644, !646, !648, !650, !654, !656, !660, !662, !664, !668, !670, !672, !674, !676, !678, !680, !684, !690, !694, !699, !701, !704, !708, !712, !726, !730, !734, !738, !742, !747, !749, !753, !757, !761, !769, !773, !777, !779, !783, !787, !791, !797, !801, !805, !807, !815, !819, !826, !828, !830, !834, !838, !842, !847, !851, !855, !856, !857, !858, !860, !861, !862, !863, !864, !865, !866, !868, !869, !870, !871, !872, !873, !874, !876, !877, !878, !879, !880, !881, !882, !883, !884, !885, !886, !887, !888, !889, !890, !891, !892, !893, !894, !895, !896, !897, !898, !899, !900, !904, !906, !908, !910, !912, !914, !916, !918, !920, !922, !924, !926, !928, !930, !932, !934, !936, !938, !940, !942, !944, !946, !948, !950, !952, !954, !956, !958, !960, !962, !964, !966, !968, !970, !972, !974, !976, !978, !980, !982, !984, !986, !988, !990, !992, !994, !996, !998, !1000, !1002, !1004, !1006, !1008, !1010}
!174 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !176, file: !177, line: 200)
!175 = !DINamespace(name: "std", scope: null)
!176 = !DISubprogram(name: "abs", linkageName: "_ZL3absi", scope: !177, file: !177, line: 30, type: !178, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!177 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math_forward_declares.h", directory: "", checksumkind: CSK_MD5, checksum: "7fcaa66c0bf1529fc7d2359f3dc2dd30")
!178 = !DISubroutineType(types: !179)
!179 = !{!180, !180}
!180 = !DIBasicType(name: "int", size: 32, encoding: DW_ATE_signed)
!181 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !182, file: !177, line: 201)
!182 = !DISubprogram(name: "acos", linkageName: "_ZL4acosf", scope: !177, file: !177, line: 32, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!183 = !DISubroutineType(types: !184)
!184 = !{!185, !185}
!185 = !DIBasicType(name: "float", size: 32, encoding: DW_ATE_float)
!186 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !187, file: !177, line: 202)
!187 = !DISubprogram(name: "acosh", linkageName: "_ZL5acoshf", scope: !177, file: !177, line: 34, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!188 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !189, file: !177, line: 203)
!189 = !DISubprogram(name: "asin", linkageName: "_ZL4asinf", scope: !177, file: !177, line: 36, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!190 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !191, file: !177, line: 204)
!191 = !DISubprogram(name: "asinh", linkageName: "_ZL5asinhf", scope: !177, file: !177, line: 38, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!192 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !193, file: !177, line: 205)
!193 = !DISubprogram(name: "atan", linkageName: "_ZL4atanf", scope: !177, file: !177, line: 42, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!194 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !195, file: !177, line: 206)
!195 = !DISubprogram(name: "atan2", linkageName: "_ZL5atan2ff", scope: !177, file: !177, line: 40, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!196 = !DISubroutineType(types: !197)
!197 = !{!185, !185, !185}
!198 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !199, file: !177, line: 207)
!199 = !DISubprogram(name: "atanh", linkageName: "_ZL5atanhf", scope: !177, file: !177, line: 44, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!200 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !201, file: !177, line: 208)
!201 = !DISubprogram(name: "cbrt", linkageName: "_ZL4cbrtf", scope: !177, file: !177, line: 46, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!202 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !203, file: !177, line: 209)
!203 = !DISubprogram(name: "ceil", linkageName: "_ZL4ceilf", scope: !177, file: !177, line: 48, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!204 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !205, file: !177, line: 210)
!205 = !DISubprogram(name: "copysign", linkageName: "_ZL8copysignff", scope: !177, file: !177, line: 50, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!206 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !207, file: !177, line: 211)
!207 = !DISubprogram(name: "cos", linkageName: "_ZL3cosf", scope: !177, file: !177, line: 52, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!208 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !209, file: !177, line: 212)
!209 = !DISubprogram(name: "cosh", linkageName: "_ZL4coshf", scope: !177, file: !177, line: 54, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!210 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !211, file: !177, line: 213)
!211 = !DISubprogram(name: "erf", linkageName: "_ZL3erff", scope: !177, file: !177, line: 58, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!212 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !213, file: !177, line: 214)
!213 = !DISubprogram(name: "erfc", linkageName: "_ZL4erfcf", scope: !177, file: !177, line: 56, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!214 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !215, file: !177, line: 215)
!215 = !DISubprogram(name: "exp", linkageName: "_ZL3expf", scope: !177, file: !177, line: 62, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!216 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !217, file: !177, line: 216)
!217 = !DISubprogram(name: "exp2", linkageName: "_ZL4exp2f", scope: !177, file: !177, line: 60, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!218 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !219, file: !177, line: 217)
!219 = !DISubprogram(name: "expm1", linkageName: "_ZL5expm1f", scope: !177, file: !177, line: 64, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!220 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !221, file: !177, line: 218)
!221 = !DISubprogram(name: "fabs", linkageName: "_ZL4fabsf", scope: !177, file: !177, line: 66, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!222 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !223, file: !177, line: 219)
!223 = !DISubprogram(name: "fdim", linkageName: "_ZL4fdimff", scope: !177, file: !177, line: 68, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!224 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !225, file: !177, line: 220)
!225 = !DISubprogram(name: "floor", linkageName: "_ZL5floorf", scope: !177, file: !177, line: 70, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!226 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !227, file: !177, line: 221)
!227 = !DISubprogram(name: "fma", linkageName: "_ZL3fmafff", scope: !177, file: !177, line: 72, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!228 = !DISubroutineType(types: !229)
!229 = !{!185, !185, !185, !185}
!230 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !231, file: !177, line: 222)
!231 = !DISubprogram(name: "fmax", linkageName: "_ZL4fmaxff", scope: !177, file: !177, line: 74, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!232 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !233, file: !177, line: 223)
!233 = !DISubprogram(name: "fmin", linkageName: "_ZL4fminff", scope: !177, file: !177, line: 76, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!234 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !235, file: !177, line: 224)
!235 = !DISubprogram(name: "fmod", linkageName: "_ZL4fmodff", scope: !177, file: !177, line: 78, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!236 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !237, file: !177, line: 225)
!237 = !DISubprogram(name: "fpclassify", linkageName: "_ZL10fpclassifyf", scope: !177, file: !177, line: 80, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!238 = !DISubroutineType(types: !239)
!239 = !{!180, !185}
!240 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !241, file: !177, line: 226)
!241 = !DISubprogram(name: "frexp", linkageName: "_ZL5frexpfPi", scope: !177, file: !177, line: 82, type: !242, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!242 = !DISubroutineType(types: !243)
!243 = !{!185, !185, !244}
!244 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !180, size: 64)
!245 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !246, file: !177, line: 227)
!246 = !DISubprogram(name: "hypot", linkageName: "_ZL5hypotff", scope: !177, file: !177, line: 84, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!247 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !248, file: !177, line: 228)
!248 = !DISubprogram(name: "ilogb", linkageName: "_ZL5ilogbf", scope: !177, file: !177, line: 86, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!249 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !250, file: !177, line: 229)
!250 = !DISubprogram(name: "isfinite", linkageName: "_ZL8isfinitef", scope: !177, file: !177, line: 91, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!251 = !DISubroutineType(types: !252)
!252 = !{!253, !185}
!253 = !DIBasicType(name: "bool", size: 8, encoding: DW_ATE_boolean)
!254 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !255, file: !177, line: 230)
!255 = !DISubprogram(name: "isgreater", linkageName: "_ZL9isgreaterff", scope: !177, file: !177, line: 95, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!256 = !DISubroutineType(types: !257)
!257 = !{!253, !185, !185}
!258 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !259, file: !177, line: 231)
!259 = !DISubprogram(name: "isgreaterequal", linkageName: "_ZL14isgreaterequalff", scope: !177, file: !177, line: 94, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!260 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !261, file: !177, line: 232)
!261 = !DISubprogram(name: "isinf", linkageName: "_ZL5isinff", scope: !177, file: !177, line: 100, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!262 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !263, file: !177, line: 233)
!263 = !DISubprogram(name: "isless", linkageName: "_ZL6islessff", scope: !177, file: !177, line: 104, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!264 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !265, file: !177, line: 234)
!265 = !DISubprogram(name: "islessequal", linkageName: "_ZL11islessequalff", scope: !177, file: !177, line: 103, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!266 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !267, file: !177, line: 235)
!267 = !DISubprogram(name: "islessgreater", linkageName: "_ZL13islessgreaterff", scope: !177, file: !177, line: 106, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!268 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !269, file: !177, line: 236)
!269 = !DISubprogram(name: "isnan", linkageName: "_ZL5isnanf", scope: !177, file: !177, line: 111, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!270 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !271, file: !177, line: 237)
!271 = !DISubprogram(name: "isnormal", linkageName: "_ZL8isnormalf", scope: !177, file: !177, line: 113, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!272 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !273, file: !177, line: 238)
!273 = !DISubprogram(name: "isunordered", linkageName: "_ZL11isunorderedff", scope: !177, file: !177, line: 115, type: !256, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!274 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !275, file: !177, line: 239)
!275 = !DISubprogram(name: "labs", linkageName: "_ZL4labsl", scope: !177, file: !177, line: 116, type: !276, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!276 = !DISubroutineType(types: !277)
!277 = !{!278, !278}
!278 = !DIBasicType(name: "long", size: 64, encoding: DW_ATE_signed)
!279 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !280, file: !177, line: 240)
!280 = !DISubprogram(name: "ldexp", linkageName: "_ZL5ldexpfi", scope: !177, file: !177, line: 118, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!281 = !DISubroutineType(types: !282)
!282 = !{!185, !185, !180}
!283 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !284, file: !177, line: 241)
!284 = !DISubprogram(name: "lgamma", linkageName: "_ZL6lgammaf", scope: !177, file: !177, line: 120, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!285 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !286, file: !177, line: 242)
!286 = !DISubprogram(name: "llabs", linkageName: "_ZL5llabsx", scope: !177, file: !177, line: 121, type: !287, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!287 = !DISubroutineType(types: !288)
!288 = !{!289, !289}
!289 = !DIBasicType(name: "long long", size: 64, encoding: DW_ATE_signed)
!290 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !291, file: !177, line: 243)
!291 = !DISubprogram(name: "llrint", linkageName: "_ZL6llrintf", scope: !177, file: !177, line: 123, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!292 = !DISubroutineType(types: !293)
!293 = !{!289, !185}
!294 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !295, file: !177, line: 244)
!295 = !DISubprogram(name: "log", linkageName: "_ZL3logf", scope: !177, file: !177, line: 133, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!296 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !297, file: !177, line: 245)
!297 = !DISubprogram(name: "log10", linkageName: "_ZL5log10f", scope: !177, file: !177, line: 125, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!298 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !299, file: !177, line: 246)
!299 = !DISubprogram(name: "log1p", linkageName: "_ZL5log1pf", scope: !177, file: !177, line: 127, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!300 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !301, file: !177, line: 247)
!301 = !DISubprogram(name: "log2", linkageName: "_ZL4log2f", scope: !177, file: !177, line: 129, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!302 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !303, file: !177, line: 248)
!303 = !DISubprogram(name: "logb", linkageName: "_ZL4logbf", scope: !177, file: !177, line: 131, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!304 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !305, file: !177, line: 249)
!305 = !DISubprogram(name: "lrint", linkageName: "_ZL5lrintf", scope: !177, file: !177, line: 135, type: !306, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!306 = !DISubroutineType(types: !307)
!307 = !{!278, !185}
!308 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !309, file: !177, line: 250)
!309 = !DISubprogram(name: "lround", linkageName: "_ZL6lroundf", scope: !177, file: !177, line: 137, type: !306, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!310 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !311, file: !177, line: 251)
!311 = !DISubprogram(name: "llround", linkageName: "_ZL7llroundf", scope: !177, file: !177, line: 138, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!312 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !313, file: !177, line: 252)
!313 = !DISubprogram(name: "modf", linkageName: "_ZL4modffPf", scope: !177, file: !177, line: 140, type: !314, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!314 = !DISubroutineType(types: !315)
!315 = !{!185, !185, !316}
!316 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !185, size: 64)
!317 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !318, file: !177, line: 253)
!318 = !DISubprogram(name: "nan", linkageName: "_ZL3nanPKc", scope: !177, file: !177, line: 141, type: !319, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!319 = !DISubroutineType(types: !320)
!320 = !{!321, !322}
!321 = !DIBasicType(name: "double", size: 64, encoding: DW_ATE_float)
!322 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !323, size: 64)
!323 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !324)
!324 = !DIBasicType(name: "char", size: 8, encoding: DW_ATE_signed_char)
!325 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !326, file: !177, line: 254)
!326 = !DISubprogram(name: "nanf", linkageName: "_ZL4nanfPKc", scope: !177, file: !177, line: 142, type: !327, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!327 = !DISubroutineType(types: !328)
!328 = !{!185, !322}
!329 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !330, file: !177, line: 255)
!330 = !DISubprogram(name: "nearbyint", linkageName: "_ZL9nearbyintf", scope: !177, file: !177, line: 144, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!331 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !332, file: !177, line: 256)
!332 = !DISubprogram(name: "nextafter", linkageName: "_ZL9nextafterff", scope: !177, file: !177, line: 146, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!333 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !334, file: !177, line: 257)
!334 = !DISubprogram(name: "pow", linkageName: "_ZL3powfi", scope: !177, file: !177, line: 150, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!335 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !336, file: !177, line: 258)
!336 = !DISubprogram(name: "remainder", linkageName: "_ZL9remainderff", scope: !177, file: !177, line: 152, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!337 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !338, file: !177, line: 259)
!338 = !DISubprogram(name: "remquo", linkageName: "_ZL6remquoffPi", scope: !177, file: !177, line: 154, type: !339, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!339 = !DISubroutineType(types: !340)
!340 = !{!185, !185, !185, !244}
!341 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !342, file: !177, line: 260)
!342 = !DISubprogram(name: "rint", linkageName: "_ZL4rintf", scope: !177, file: !177, line: 156, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!343 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !344, file: !177, line: 261)
!344 = !DISubprogram(name: "round", linkageName: "_ZL5roundf", scope: !177, file: !177, line: 158, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!345 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !346, file: !177, line: 262)
!346 = !DISubprogram(name: "scalbln", linkageName: "_ZL7scalblnfl", scope: !177, file: !177, line: 160, type: !347, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!347 = !DISubroutineType(types: !348)
!348 = !{!185, !185, !278}
!349 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !350, file: !177, line: 263)
!350 = !DISubprogram(name: "scalbn", linkageName: "_ZL6scalbnfi", scope: !177, file: !177, line: 162, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!351 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !352, file: !177, line: 264)
!352 = !DISubprogram(name: "signbit", linkageName: "_ZL7signbitf", scope: !177, file: !177, line: 167, type: !251, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!353 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !354, file: !177, line: 265)
!354 = !DISubprogram(name: "sin", linkageName: "_ZL3sinf", scope: !177, file: !177, line: 169, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!355 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !356, file: !177, line: 266)
!356 = !DISubprogram(name: "sinh", linkageName: "_ZL4sinhf", scope: !177, file: !177, line: 171, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!357 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !358, file: !177, line: 267)
!358 = !DISubprogram(name: "sqrt", linkageName: "_ZL4sqrtf", scope: !177, file: !177, line: 173, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!359 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !360, file: !177, line: 268)
!360 = !DISubprogram(name: "tan", linkageName: "_ZL3tanf", scope: !177, file: !177, line: 175, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!361 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !362, file: !177, line: 269)
!362 = !DISubprogram(name: "tanh", linkageName: "_ZL4tanhf", scope: !177, file: !177, line: 177, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!363 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !364, file: !177, line: 270)
!364 = !DISubprogram(name: "tgamma", linkageName: "_ZL6tgammaf", scope: !177, file: !177, line: 179, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!365 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !366, file: !177, line: 271)
!366 = !DISubprogram(name: "trunc", linkageName: "_ZL5truncf", scope: !177, file: !177, line: 181, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!367 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !368, file: !370, line: 52)
!368 = !DISubprogram(name: "abs", scope: !369, file: !369, line: 861, type: !178, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!369 = !DIFile(filename: "/usr/include/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "4b47dc81a92f1fe77a152c0aac236718")
!370 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/bits/std_abs.h", directory: "")
!371 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !372, file: !376, line: 83)
!372 = !DISubprogram(name: "acos", scope: !373, file: !373, line: 53, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!373 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/mathcalls.h", directory: "", checksumkind: CSK_MD5, checksum: "8c6e2d0d2bda65bc5ba1ca02b65383b7")
!374 = !DISubroutineType(types: !375)
!375 = !{!321, !321}
!376 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cmath", directory: "")
!377 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !378, file: !376, line: 102)
!378 = !DISubprogram(name: "asin", scope: !373, file: !373, line: 55, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!379 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !380, file: !376, line: 121)
!380 = !DISubprogram(name: "atan", scope: !373, file: !373, line: 57, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!381 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !382, file: !376, line: 140)
!382 = !DISubprogram(name: "atan2", scope: !373, file: !373, line: 59, type: !383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!383 = !DISubroutineType(types: !384)
!384 = !{!321, !321, !321}
!385 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !386, file: !376, line: 161)
!386 = !DISubprogram(name: "ceil", scope: !373, file: !373, line: 159, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!387 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !388, file: !376, line: 180)
!388 = !DISubprogram(name: "cos", scope: !373, file: !373, line: 62, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!389 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !390, file: !376, line: 199)
!390 = !DISubprogram(name: "cosh", scope: !373, file: !373, line: 71, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!391 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !392, file: !376, line: 218)
!392 = !DISubprogram(name: "exp", scope: !373, file: !373, line: 95, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!393 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !394, file: !376, line: 237)
!394 = !DISubprogram(name: "fabs", scope: !373, file: !373, line: 162, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!395 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !396, file: !376, line: 256)
!396 = !DISubprogram(name: "floor", scope: !373, file: !373, line: 165, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!397 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !398, file: !376, line: 275)
!398 = !DISubprogram(name: "fmod", scope: !373, file: !373, line: 168, type: !383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!399 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !400, file: !376, line: 296)
!400 = !DISubprogram(name: "frexp", scope: !373, file: !373, line: 98, type: !401, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!401 = !DISubroutineType(types: !402)
!402 = !{!321, !321, !244}
!403 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !404, file: !376, line: 315)
!404 = !DISubprogram(name: "ldexp", scope: !373, file: !373, line: 101, type: !405, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!405 = !DISubroutineType(types: !406)
!406 = !{!321, !321, !180}
!407 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !408, file: !376, line: 334)
!408 = !DISubprogram(name: "log", scope: !373, file: !373, line: 104, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!409 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !410, file: !376, line: 353)
!410 = !DISubprogram(name: "log10", scope: !373, file: !373, line: 107, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!411 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !412, file: !376, line: 372)
!412 = !DISubprogram(name: "modf", scope: !373, file: !373, line: 110, type: !413, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!413 = !DISubroutineType(types: !414)
!414 = !{!321, !321, !415}
!415 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !321, size: 64)
!416 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !417, file: !376, line: 384)
!417 = !DISubprogram(name: "pow", scope: !373, file: !373, line: 140, type: !383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!418 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !419, file: !376, line: 421)
!419 = !DISubprogram(name: "sin", scope: !373, file: !373, line: 64, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!420 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !421, file: !376, line: 440)
!421 = !DISubprogram(name: "sinh", scope: !373, file: !373, line: 73, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!422 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !423, file: !376, line: 459)
!423 = !DISubprogram(name: "sqrt", scope: !373, file: !373, line: 143, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!424 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !425, file: !376, line: 478)
!425 = !DISubprogram(name: "tan", scope: !373, file: !373, line: 66, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!426 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !427, file: !376, line: 497)
!427 = !DISubprogram(name: "tanh", scope: !373, file: !373, line: 75, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!428 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !429, file: !376, line: 1065)
!429 = !DIDerivedType(tag: DW_TAG_typedef, name: "double_t", file: !430, line: 164, baseType: !321)
!430 = !DIFile(filename: "/usr/include/math.h", directory: "", checksumkind: CSK_MD5, checksum: "6109561044b2929616a1559ec58c6c55")
!431 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !432, file: !376, line: 1066)
!432 = !DIDerivedType(tag: DW_TAG_typedef, name: "float_t", file: !430, line: 163, baseType: !185)
!433 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !434, file: !376, line: 1069)
!434 = !DISubprogram(name: "acosh", scope: !373, file: !373, line: 85, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!435 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !436, file: !376, line: 1070)
!436 = !DISubprogram(name: "acoshf", scope: !373, file: !373, line: 85, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!437 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !438, file: !376, line: 1071)
!438 = !DISubprogram(name: "acoshl", scope: !373, file: !373, line: 85, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!439 = !DISubroutineType(types: !440)
!440 = !{!441, !441}
!441 = !DIBasicType(name: "long double", size: 128, encoding: DW_ATE_float)
!442 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !443, file: !376, line: 1073)
!443 = !DISubprogram(name: "asinh", scope: !373, file: !373, line: 87, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!444 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !445, file: !376, line: 1074)
!445 = !DISubprogram(name: "asinhf", scope: !373, file: !373, line: 87, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!446 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !447, file: !376, line: 1075)
!447 = !DISubprogram(name: "asinhl", scope: !373, file: !373, line: 87, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!448 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !449, file: !376, line: 1077)
!449 = !DISubprogram(name: "atanh", scope: !373, file: !373, line: 89, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!450 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !451, file: !376, line: 1078)
!451 = !DISubprogram(name: "atanhf", scope: !373, file: !373, line: 89, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!452 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !453, file: !376, line: 1079)
!453 = !DISubprogram(name: "atanhl", scope: !373, file: !373, line: 89, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!454 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !455, file: !376, line: 1081)
!455 = !DISubprogram(name: "cbrt", scope: !373, file: !373, line: 152, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!456 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !457, file: !376, line: 1082)
!457 = !DISubprogram(name: "cbrtf", scope: !373, file: !373, line: 152, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!458 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !459, file: !376, line: 1083)
!459 = !DISubprogram(name: "cbrtl", scope: !373, file: !373, line: 152, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!460 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !461, file: !376, line: 1085)
!461 = !DISubprogram(name: "copysign", scope: !373, file: !373, line: 198, type: !383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!462 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !463, file: !376, line: 1086)
!463 = !DISubprogram(name: "copysignf", scope: !373, file: !373, line: 198, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!464 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !465, file: !376, line: 1087)
!465 = !DISubprogram(name: "copysignl", scope: !373, file: !373, line: 198, type: !466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!466 = !DISubroutineType(types: !467)
!467 = !{!441, !441, !441}
!468 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !469, file: !376, line: 1089)
!469 = !DISubprogram(name: "erf", scope: !373, file: !373, line: 231, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!470 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !471, file: !376, line: 1090)
!471 = !DISubprogram(name: "erff", scope: !373, file: !373, line: 231, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!472 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !473, file: !376, line: 1091)
!473 = !DISubprogram(name: "erfl", scope: !373, file: !373, line: 231, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!474 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !475, file: !376, line: 1093)
!475 = !DISubprogram(name: "erfc", scope: !373, file: !373, line: 232, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!476 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !477, file: !376, line: 1094)
!477 = !DISubprogram(name: "erfcf", scope: !373, file: !373, line: 232, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!478 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !479, file: !376, line: 1095)
!479 = !DISubprogram(name: "erfcl", scope: !373, file: !373, line: 232, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!480 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !481, file: !376, line: 1097)
!481 = !DISubprogram(name: "exp2", scope: !373, file: !373, line: 130, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!482 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !483, file: !376, line: 1098)
!483 = !DISubprogram(name: "exp2f", scope: !373, file: !373, line: 130, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!484 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !485, file: !376, line: 1099)
!485 = !DISubprogram(name: "exp2l", scope: !373, file: !373, line: 130, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!486 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !487, file: !376, line: 1101)
!487 = !DISubprogram(name: "expm1", scope: !373, file: !373, line: 119, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!488 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !489, file: !376, line: 1102)
!489 = !DISubprogram(name: "expm1f", scope: !373, file: !373, line: 119, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!490 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !491, file: !376, line: 1103)
!491 = !DISubprogram(name: "expm1l", scope: !373, file: !373, line: 119, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!492 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !493, file: !376, line: 1105)
!493 = !DISubprogram(name: "fdim", scope: !373, file: !373, line: 329, type: !383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!494 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !495, file: !376, line: 1106)
!495 = !DISubprogram(name: "fdimf", scope: !373, file: !373, line: 329, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!496 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !497, file: !376, line: 1107)
!497 = !DISubprogram(name: "fdiml", scope: !373, file: !373, line: 329, type: !466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!498 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !499, file: !376, line: 1109)
!499 = !DISubprogram(name: "fma", scope: !373, file: !373, line: 340, type: !500, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!500 = !DISubroutineType(types: !501)
!501 = !{!321, !321, !321, !321}
!502 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !503, file: !376, line: 1110)
!503 = !DISubprogram(name: "fmaf", scope: !373, file: !373, line: 340, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!504 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !505, file: !376, line: 1111)
!505 = !DISubprogram(name: "fmal", scope: !373, file: !373, line: 340, type: !506, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!506 = !DISubroutineType(types: !507)
!507 = !{!441, !441, !441, !441}
!508 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !509, file: !376, line: 1113)
!509 = !DISubprogram(name: "fmax", scope: !373, file: !373, line: 333, type: !383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!510 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !511, file: !376, line: 1114)
!511 = !DISubprogram(name: "fmaxf", scope: !373, file: !373, line: 333, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!512 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !513, file: !376, line: 1115)
!513 = !DISubprogram(name: "fmaxl", scope: !373, file: !373, line: 333, type: !466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!514 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !515, file: !376, line: 1117)
!515 = !DISubprogram(name: "fmin", scope: !373, file: !373, line: 336, type: !383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!516 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !517, file: !376, line: 1118)
!517 = !DISubprogram(name: "fminf", scope: !373, file: !373, line: 336, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!518 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !519, file: !376, line: 1119)
!519 = !DISubprogram(name: "fminl", scope: !373, file: !373, line: 336, type: !466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!520 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !521, file: !376, line: 1121)
!521 = !DISubprogram(name: "hypot", scope: !373, file: !373, line: 147, type: !383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!522 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !523, file: !376, line: 1122)
!523 = !DISubprogram(name: "hypotf", scope: !373, file: !373, line: 147, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!524 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !525, file: !376, line: 1123)
!525 = !DISubprogram(name: "hypotl", scope: !373, file: !373, line: 147, type: !466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!526 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !527, file: !376, line: 1125)
!527 = !DISubprogram(name: "ilogb", scope: !373, file: !373, line: 283, type: !528, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!528 = !DISubroutineType(types: !529)
!529 = !{!180, !321}
!530 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !531, file: !376, line: 1126)
!531 = !DISubprogram(name: "ilogbf", scope: !373, file: !373, line: 283, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!532 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !533, file: !376, line: 1127)
!533 = !DISubprogram(name: "ilogbl", scope: !373, file: !373, line: 283, type: !534, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!534 = !DISubroutineType(types: !535)
!535 = !{!180, !441}
!536 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !537, file: !376, line: 1129)
!537 = !DISubprogram(name: "lgamma", scope: !373, file: !373, line: 233, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!538 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !539, file: !376, line: 1130)
!539 = !DISubprogram(name: "lgammaf", scope: !373, file: !373, line: 233, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!540 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !541, file: !376, line: 1131)
!541 = !DISubprogram(name: "lgammal", scope: !373, file: !373, line: 233, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!542 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !543, file: !376, line: 1134)
!543 = !DISubprogram(name: "llrint", scope: !373, file: !373, line: 319, type: !544, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!544 = !DISubroutineType(types: !545)
!545 = !{!289, !321}
!546 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !547, file: !376, line: 1135)
!547 = !DISubprogram(name: "llrintf", scope: !373, file: !373, line: 319, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!548 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !549, file: !376, line: 1136)
!549 = !DISubprogram(name: "llrintl", scope: !373, file: !373, line: 319, type: !550, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!550 = !DISubroutineType(types: !551)
!551 = !{!289, !441}
!552 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !553, file: !376, line: 1138)
!553 = !DISubprogram(name: "llround", scope: !373, file: !373, line: 325, type: !544, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!554 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !555, file: !376, line: 1139)
!555 = !DISubprogram(name: "llroundf", scope: !373, file: !373, line: 325, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!556 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !557, file: !376, line: 1140)
!557 = !DISubprogram(name: "llroundl", scope: !373, file: !373, line: 325, type: !550, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!558 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !559, file: !376, line: 1143)
!559 = !DISubprogram(name: "log1p", scope: !373, file: !373, line: 122, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!560 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !561, file: !376, line: 1144)
!561 = !DISubprogram(name: "log1pf", scope: !373, file: !373, line: 122, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!562 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !563, file: !376, line: 1145)
!563 = !DISubprogram(name: "log1pl", scope: !373, file: !373, line: 122, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!564 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !565, file: !376, line: 1147)
!565 = !DISubprogram(name: "log2", scope: !373, file: !373, line: 133, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!566 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !567, file: !376, line: 1148)
!567 = !DISubprogram(name: "log2f", scope: !373, file: !373, line: 133, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!568 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !569, file: !376, line: 1149)
!569 = !DISubprogram(name: "log2l", scope: !373, file: !373, line: 133, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!570 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !571, file: !376, line: 1151)
!571 = !DISubprogram(name: "logb", scope: !373, file: !373, line: 125, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!572 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !573, file: !376, line: 1152)
!573 = !DISubprogram(name: "logbf", scope: !373, file: !373, line: 125, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!574 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !575, file: !376, line: 1153)
!575 = !DISubprogram(name: "logbl", scope: !373, file: !373, line: 125, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!576 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !577, file: !376, line: 1155)
!577 = !DISubprogram(name: "lrint", scope: !373, file: !373, line: 317, type: !578, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!578 = !DISubroutineType(types: !579)
!579 = !{!278, !321}
!580 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !581, file: !376, line: 1156)
!581 = !DISubprogram(name: "lrintf", scope: !373, file: !373, line: 317, type: !306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!582 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !583, file: !376, line: 1157)
!583 = !DISubprogram(name: "lrintl", scope: !373, file: !373, line: 317, type: !584, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!584 = !DISubroutineType(types: !585)
!585 = !{!278, !441}
!586 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !587, file: !376, line: 1159)
!587 = !DISubprogram(name: "lround", scope: !373, file: !373, line: 323, type: !578, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!588 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !589, file: !376, line: 1160)
!589 = !DISubprogram(name: "lroundf", scope: !373, file: !373, line: 323, type: !306, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!590 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !591, file: !376, line: 1161)
!591 = !DISubprogram(name: "lroundl", scope: !373, file: !373, line: 323, type: !584, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!592 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !593, file: !376, line: 1163)
!593 = !DISubprogram(name: "nan", scope: !373, file: !373, line: 203, type: !319, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!594 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !595, file: !376, line: 1164)
!595 = !DISubprogram(name: "nanf", scope: !373, file: !373, line: 203, type: !327, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!596 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !597, file: !376, line: 1165)
!597 = !DISubprogram(name: "nanl", scope: !373, file: !373, line: 203, type: !598, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!598 = !DISubroutineType(types: !599)
!599 = !{!441, !322}
!600 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !601, file: !376, line: 1167)
!601 = !DISubprogram(name: "nearbyint", scope: !373, file: !373, line: 297, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!602 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !603, file: !376, line: 1168)
!603 = !DISubprogram(name: "nearbyintf", scope: !373, file: !373, line: 297, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!604 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !605, file: !376, line: 1169)
!605 = !DISubprogram(name: "nearbyintl", scope: !373, file: !373, line: 297, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!606 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !607, file: !376, line: 1171)
!607 = !DISubprogram(name: "nextafter", scope: !373, file: !373, line: 262, type: !383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!608 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !609, file: !376, line: 1172)
!609 = !DISubprogram(name: "nextafterf", scope: !373, file: !373, line: 262, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!610 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !611, file: !376, line: 1173)
!611 = !DISubprogram(name: "nextafterl", scope: !373, file: !373, line: 262, type: !466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!612 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !613, file: !376, line: 1175)
!613 = !DISubprogram(name: "nexttoward", scope: !373, file: !373, line: 264, type: !614, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!614 = !DISubroutineType(types: !615)
!615 = !{!321, !321, !441}
!616 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !617, file: !376, line: 1176)
!617 = !DISubprogram(name: "nexttowardf", scope: !373, file: !373, line: 264, type: !618, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!618 = !DISubroutineType(types: !619)
!619 = !{!185, !185, !441}
!620 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !621, file: !376, line: 1177)
!621 = !DISubprogram(name: "nexttowardl", scope: !373, file: !373, line: 264, type: !466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!622 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !623, file: !376, line: 1179)
!623 = !DISubprogram(name: "remainder", scope: !373, file: !373, line: 275, type: !383, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!624 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !625, file: !376, line: 1180)
!625 = !DISubprogram(name: "remainderf", scope: !373, file: !373, line: 275, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!626 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !627, file: !376, line: 1181)
!627 = !DISubprogram(name: "remainderl", scope: !373, file: !373, line: 275, type: !466, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!628 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !629, file: !376, line: 1183)
!629 = !DISubprogram(name: "remquo", scope: !373, file: !373, line: 310, type: !630, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!630 = !DISubroutineType(types: !631)
!631 = !{!321, !321, !321, !244}
!632 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !633, file: !376, line: 1184)
!633 = !DISubprogram(name: "remquof", scope: !373, file: !373, line: 310, type: !339, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!634 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !635, file: !376, line: 1185)
!635 = !DISubprogram(name: "remquol", scope: !373, file: !373, line: 310, type: !636, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!636 = !DISubroutineType(types: !637)
!637 = !{!441, !441, !441, !244}
!638 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !639, file: !376, line: 1187)
!639 = !DISubprogram(name: "rint", scope: !373, file: !373, line: 259, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!640 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !641, file: !376, line: 1188)
!641 = !DISubprogram(name: "rintf", scope: !373, file: !373, line: 259, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!642 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !643, file: !376, line: 1189)
!643 = !DISubprogram(name: "rintl", scope: !373, file: !373, line: 259, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!644 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !645, file: !376, line: 1191)
!645 = !DISubprogram(name: "round", scope: !373, file: !373, line: 301, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!646 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !647, file: !376, line: 1192)
!647 = !DISubprogram(name: "roundf", scope: !373, file: !373, line: 301, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!648 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !649, file: !376, line: 1193)
!649 = !DISubprogram(name: "roundl", scope: !373, file: !373, line: 301, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!650 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !651, file: !376, line: 1195)
!651 = !DISubprogram(name: "scalbln", scope: !373, file: !373, line: 293, type: !652, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!652 = !DISubroutineType(types: !653)
!653 = !{!321, !321, !278}
!654 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !655, file: !376, line: 1196)
!655 = !DISubprogram(name: "scalblnf", scope: !373, file: !373, line: 293, type: !347, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!656 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !657, file: !376, line: 1197)
!657 = !DISubprogram(name: "scalblnl", scope: !373, file: !373, line: 293, type: !658, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!658 = !DISubroutineType(types: !659)
!659 = !{!441, !441, !278}
!660 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !661, file: !376, line: 1199)
!661 = !DISubprogram(name: "scalbn", scope: !373, file: !373, line: 279, type: !405, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!662 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !663, file: !376, line: 1200)
!663 = !DISubprogram(name: "scalbnf", scope: !373, file: !373, line: 279, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!664 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !665, file: !376, line: 1201)
!665 = !DISubprogram(name: "scalbnl", scope: !373, file: !373, line: 279, type: !666, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!666 = !DISubroutineType(types: !667)
!667 = !{!441, !441, !180}
!668 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !669, file: !376, line: 1203)
!669 = !DISubprogram(name: "tgamma", scope: !373, file: !373, line: 238, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!670 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !671, file: !376, line: 1204)
!671 = !DISubprogram(name: "tgammaf", scope: !373, file: !373, line: 238, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!672 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !673, file: !376, line: 1205)
!673 = !DISubprogram(name: "tgammal", scope: !373, file: !373, line: 238, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!674 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !675, file: !376, line: 1207)
!675 = !DISubprogram(name: "trunc", scope: !373, file: !373, line: 305, type: !374, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!676 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !677, file: !376, line: 1208)
!677 = !DISubprogram(name: "truncf", scope: !373, file: !373, line: 305, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!678 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !679, file: !376, line: 1209)
!679 = !DISubprogram(name: "truncl", scope: !373, file: !373, line: 305, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!680 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !681, file: !683, line: 127)
!681 = !DIDerivedType(tag: DW_TAG_typedef, name: "div_t", file: !369, line: 63, baseType: !682)
!682 = !DICompositeType(tag: DW_TAG_structure_type, file: !369, line: 59, size: 64, flags: DIFlagFwdDecl, identifier: "_ZTS5div_t")
!683 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/cstdlib", directory: "")
!684 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !685, file: !683, line: 128)
!685 = !DIDerivedType(tag: DW_TAG_typedef, name: "ldiv_t", file: !369, line: 71, baseType: !686)
!686 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !369, line: 67, size: 128, flags: DIFlagTypePassByValue, elements: !687, identifier: "_ZTS6ldiv_t")
!687 = !{!688, !689}
!688 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !686, file: !369, line: 69, baseType: !278, size: 64)
!689 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !686, file: !369, line: 70, baseType: !278, size: 64, offset: 64)
!690 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !691, file: !683, line: 130)
!691 = !DISubprogram(name: "abort", scope: !369, file: !369, line: 611, type: !692, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!692 = !DISubroutineType(types: !693)
!693 = !{null}
!694 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !695, file: !683, line: 134)
!695 = !DISubprogram(name: "atexit", scope: !369, file: !369, line: 615, type: !696, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!696 = !DISubroutineType(types: !697)
!697 = !{!180, !698}
!698 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !692, size: 64)
!699 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !700, file: !683, line: 137)
!700 = !DISubprogram(name: "at_quick_exit", scope: !369, file: !369, line: 620, type: !696, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!701 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !702, file: !683, line: 140)
!702 = !DISubprogram(name: "atof", scope: !703, file: !703, line: 25, type: !319, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!703 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-float.h", directory: "", checksumkind: CSK_MD5, checksum: "adfe1626ff4efc68ac58c367ff5f206b")
!704 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !705, file: !683, line: 141)
!705 = !DISubprogram(name: "atoi", scope: !369, file: !369, line: 362, type: !706, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!706 = !DISubroutineType(types: !707)
!707 = !{!180, !322}
!708 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !709, file: !683, line: 142)
!709 = !DISubprogram(name: "atol", scope: !369, file: !369, line: 367, type: !710, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!710 = !DISubroutineType(types: !711)
!711 = !{!278, !322}
!712 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !713, file: !683, line: 143)
!713 = !DISubprogram(name: "bsearch", scope: !714, file: !714, line: 20, type: !715, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!714 = !DIFile(filename: "/usr/include/x86_64-linux-gnu/bits/stdlib-bsearch.h", directory: "", checksumkind: CSK_MD5, checksum: "724ededa330cc3e0cbd34c5b4030a6f6")
!715 = !DISubroutineType(types: !716)
!716 = !{!148, !717, !717, !719, !719, !722}
!717 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !718, size: 64)
!718 = !DIDerivedType(tag: DW_TAG_const_type, baseType: null)
!719 = !DIDerivedType(tag: DW_TAG_typedef, name: "size_t", file: !720, line: 46, baseType: !721)
!720 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/stddef.h", directory: "", checksumkind: CSK_MD5, checksum: "f95079da609b0e8f201cb8136304bf3b")
!721 = !DIBasicType(name: "unsigned long", size: 64, encoding: DW_ATE_unsigned)
!722 = !DIDerivedType(tag: DW_TAG_typedef, name: "__compar_fn_t", file: !369, line: 829, baseType: !723)
!723 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !724, size: 64)
!724 = !DISubroutineType(types: !725)
!725 = !{!180, !717, !717}
!726 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !727, file: !683, line: 144)
!727 = !DISubprogram(name: "calloc", scope: !369, file: !369, line: 556, type: !728, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!728 = !DISubroutineType(types: !729)
!729 = !{!148, !719, !719}
!730 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !731, file: !683, line: 145)
!731 = !DISubprogram(name: "div", scope: !369, file: !369, line: 873, type: !732, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!732 = !DISubroutineType(types: !733)
!733 = !{!681, !180, !180}
!734 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !735, file: !683, line: 146)
!735 = !DISubprogram(name: "exit", scope: !369, file: !369, line: 637, type: !736, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!736 = !DISubroutineType(types: !737)
!737 = !{null, !180}
!738 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !739, file: !683, line: 147)
!739 = !DISubprogram(name: "free", scope: !369, file: !369, line: 568, type: !740, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!740 = !DISubroutineType(types: !741)
!741 = !{null, !148}
!742 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !743, file: !683, line: 148)
!743 = !DISubprogram(name: "getenv", scope: !369, file: !369, line: 654, type: !744, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!744 = !DISubroutineType(types: !745)
!745 = !{!746, !322}
!746 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !324, size: 64)
!747 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !748, file: !683, line: 149)
!748 = !DISubprogram(name: "labs", scope: !369, file: !369, line: 862, type: !276, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!749 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !750, file: !683, line: 150)
!750 = !DISubprogram(name: "ldiv", scope: !369, file: !369, line: 875, type: !751, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!751 = !DISubroutineType(types: !752)
!752 = !{!685, !278, !278}
!753 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !754, file: !683, line: 151)
!754 = !DISubprogram(name: "malloc", scope: !369, file: !369, line: 553, type: !755, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!755 = !DISubroutineType(types: !756)
!756 = !{!148, !719}
!757 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !758, file: !683, line: 153)
!758 = !DISubprogram(name: "mblen", scope: !369, file: !369, line: 943, type: !759, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!759 = !DISubroutineType(types: !760)
!760 = !{!180, !322, !719}
!761 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !762, file: !683, line: 154)
!762 = !DISubprogram(name: "mbstowcs", scope: !369, file: !369, line: 954, type: !763, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!763 = !DISubroutineType(types: !764)
!764 = !{!719, !765, !768, !719}
!765 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !766)
!766 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !767, size: 64)
!767 = !DIBasicType(name: "wchar_t", size: 32, encoding: DW_ATE_signed)
!768 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !322)
!769 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !770, file: !683, line: 155)
!770 = !DISubprogram(name: "mbtowc", scope: !369, file: !369, line: 946, type: !771, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!771 = !DISubroutineType(types: !772)
!772 = !{!180, !765, !768, !719}
!773 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !774, file: !683, line: 157)
!774 = !DISubprogram(name: "qsort", scope: !369, file: !369, line: 851, type: !775, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!775 = !DISubroutineType(types: !776)
!776 = !{null, !148, !719, !719, !722}
!777 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !778, file: !683, line: 160)
!778 = !DISubprogram(name: "quick_exit", scope: !369, file: !369, line: 643, type: !736, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!779 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !780, file: !683, line: 163)
!780 = !DISubprogram(name: "rand", scope: !369, file: !369, line: 454, type: !781, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!781 = !DISubroutineType(types: !782)
!782 = !{!180}
!783 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !784, file: !683, line: 164)
!784 = !DISubprogram(name: "realloc", scope: !369, file: !369, line: 564, type: !785, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!785 = !DISubroutineType(types: !786)
!786 = !{!148, !148, !719}
!787 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !788, file: !683, line: 165)
!788 = !DISubprogram(name: "srand", scope: !369, file: !369, line: 456, type: !789, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!789 = !DISubroutineType(types: !790)
!790 = !{null, !12}
!791 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !792, file: !683, line: 166)
!792 = !DISubprogram(name: "strtod", scope: !369, file: !369, line: 118, type: !793, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!793 = !DISubroutineType(types: !794)
!794 = !{!321, !768, !795}
!795 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !796)
!796 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !746, size: 64)
!797 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !798, file: !683, line: 167)
!798 = !DISubprogram(name: "strtol", scope: !369, file: !369, line: 177, type: !799, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!799 = !DISubroutineType(types: !800)
!800 = !{!278, !768, !795, !180}
!801 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !802, file: !683, line: 168)
!802 = !DISubprogram(name: "strtoul", scope: !369, file: !369, line: 181, type: !803, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!803 = !DISubroutineType(types: !804)
!804 = !{!721, !768, !795, !180}
!805 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !806, file: !683, line: 169)
!806 = !DISubprogram(name: "system", scope: !369, file: !369, line: 804, type: !706, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!807 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !808, file: !683, line: 171)
!808 = !DISubprogram(name: "wcstombs", scope: !369, file: !369, line: 958, type: !809, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!809 = !DISubroutineType(types: !810)
!810 = !{!719, !811, !812, !719}
!811 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !746)
!812 = !DIDerivedType(tag: DW_TAG_restrict_type, baseType: !813)
!813 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !814, size: 64)
!814 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !767)
!815 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !816, file: !683, line: 172)
!816 = !DISubprogram(name: "wctomb", scope: !369, file: !369, line: 950, type: !817, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!817 = !DISubroutineType(types: !818)
!818 = !{!180, !746, !767}
!819 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !820, entity: !821, file: !683, line: 200)
!820 = !DINamespace(name: "__gnu_cxx", scope: null)
!821 = !DIDerivedType(tag: DW_TAG_typedef, name: "lldiv_t", file: !369, line: 81, baseType: !822)
!822 = distinct !DICompositeType(tag: DW_TAG_structure_type, file: !369, line: 77, size: 128, flags: DIFlagTypePassByValue, elements: !823, identifier: "_ZTS7lldiv_t")
!823 = !{!824, !825}
!824 = !DIDerivedType(tag: DW_TAG_member, name: "quot", scope: !822, file: !369, line: 79, baseType: !289, size: 64)
!825 = !DIDerivedType(tag: DW_TAG_member, name: "rem", scope: !822, file: !369, line: 80, baseType: !289, size: 64, offset: 64)
!826 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !820, entity: !827, file: !683, line: 206)
!827 = !DISubprogram(name: "_Exit", scope: !369, file: !369, line: 649, type: !736, flags: DIFlagPrototyped | DIFlagNoReturn, spFlags: DISPFlagOptimized)
!828 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !820, entity: !829, file: !683, line: 210)
!829 = !DISubprogram(name: "llabs", scope: !369, file: !369, line: 865, type: !287, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!830 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !820, entity: !831, file: !683, line: 216)
!831 = !DISubprogram(name: "lldiv", scope: !369, file: !369, line: 879, type: !832, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!832 = !DISubroutineType(types: !833)
!833 = !{!821, !289, !289}
!834 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !820, entity: !835, file: !683, line: 227)
!835 = !DISubprogram(name: "atoll", scope: !369, file: !369, line: 374, type: !836, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!836 = !DISubroutineType(types: !837)
!837 = !{!289, !322}
!838 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !820, entity: !839, file: !683, line: 228)
!839 = !DISubprogram(name: "strtoll", scope: !369, file: !369, line: 201, type: !840, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!840 = !DISubroutineType(types: !841)
!841 = !{!289, !768, !795, !180}
!842 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !820, entity: !843, file: !683, line: 229)
!843 = !DISubprogram(name: "strtoull", scope: !369, file: !369, line: 206, type: !844, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!844 = !DISubroutineType(types: !845)
!845 = !{!846, !768, !795, !180}
!846 = !DIBasicType(name: "unsigned long long", size: 64, encoding: DW_ATE_unsigned)
!847 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !820, entity: !848, file: !683, line: 231)
!848 = !DISubprogram(name: "strtof", scope: !369, file: !369, line: 124, type: !849, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!849 = !DISubroutineType(types: !850)
!850 = !{!185, !768, !795}
!851 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !820, entity: !852, file: !683, line: 232)
!852 = !DISubprogram(name: "strtold", scope: !369, file: !369, line: 127, type: !853, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!853 = !DISubroutineType(types: !854)
!854 = !{!441, !768, !795}
!855 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !821, file: !683, line: 240)
!856 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !827, file: !683, line: 242)
!857 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !829, file: !683, line: 244)
!858 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !859, file: !683, line: 245)
!859 = !DISubprogram(name: "div", linkageName: "_ZN9__gnu_cxx3divExx", scope: !820, file: !683, line: 213, type: !832, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!860 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !831, file: !683, line: 246)
!861 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !835, file: !683, line: 248)
!862 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !848, file: !683, line: 249)
!863 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !839, file: !683, line: 250)
!864 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !843, file: !683, line: 251)
!865 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !852, file: !683, line: 252)
!866 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !691, file: !867, line: 38)
!867 = !DIFile(filename: "/usr/bin/../lib/gcc/x86_64-linux-gnu/12/../../../../include/c++/12/stdlib.h", directory: "", checksumkind: CSK_MD5, checksum: "ce88caced6ed945413de73c65016f4c2")
!868 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !695, file: !867, line: 39)
!869 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !735, file: !867, line: 40)
!870 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !700, file: !867, line: 43)
!871 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !778, file: !867, line: 46)
!872 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !681, file: !867, line: 51)
!873 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !685, file: !867, line: 52)
!874 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !875, file: !867, line: 54)
!875 = !DISubprogram(name: "abs", linkageName: "_ZSt3abse", scope: !175, file: !370, line: 79, type: !439, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized)
!876 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !702, file: !867, line: 55)
!877 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !705, file: !867, line: 56)
!878 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !709, file: !867, line: 57)
!879 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !713, file: !867, line: 58)
!880 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !727, file: !867, line: 59)
!881 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !859, file: !867, line: 60)
!882 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !739, file: !867, line: 61)
!883 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !743, file: !867, line: 62)
!884 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !748, file: !867, line: 63)
!885 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !750, file: !867, line: 64)
!886 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !754, file: !867, line: 65)
!887 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !758, file: !867, line: 67)
!888 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !762, file: !867, line: 68)
!889 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !770, file: !867, line: 69)
!890 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !774, file: !867, line: 71)
!891 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !780, file: !867, line: 72)
!892 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !784, file: !867, line: 73)
!893 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !788, file: !867, line: 74)
!894 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !792, file: !867, line: 75)
!895 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !798, file: !867, line: 76)
!896 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !802, file: !867, line: 77)
!897 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !806, file: !867, line: 78)
!898 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !808, file: !867, line: 80)
!899 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !7, entity: !816, file: !867, line: 81)
!900 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !901, file: !903, line: 443)
!901 = !DISubprogram(name: "acosf", linkageName: "_ZL5acosff", scope: !902, file: !902, line: 59, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!902 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_math.h", directory: "", checksumkind: CSK_MD5, checksum: "fe518c6627888b16092fffb551683c38")
!903 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_cmath.h", directory: "", checksumkind: CSK_MD5, checksum: "3d0d88afe6654d905aa65f6ef63eb849")
!904 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !905, file: !903, line: 444)
!905 = !DISubprogram(name: "acoshf", linkageName: "_ZL6acoshff", scope: !902, file: !902, line: 61, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!906 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !907, file: !903, line: 445)
!907 = !DISubprogram(name: "asinf", linkageName: "_ZL5asinff", scope: !902, file: !902, line: 63, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!908 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !909, file: !903, line: 446)
!909 = !DISubprogram(name: "asinhf", linkageName: "_ZL6asinhff", scope: !902, file: !902, line: 65, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!910 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !911, file: !903, line: 447)
!911 = !DISubprogram(name: "atan2f", linkageName: "_ZL6atan2fff", scope: !902, file: !902, line: 68, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!912 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !913, file: !903, line: 448)
!913 = !DISubprogram(name: "atanf", linkageName: "_ZL5atanff", scope: !902, file: !902, line: 69, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!914 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !915, file: !903, line: 449)
!915 = !DISubprogram(name: "atanhf", linkageName: "_ZL6atanhff", scope: !902, file: !902, line: 71, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!916 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !917, file: !903, line: 450)
!917 = !DISubprogram(name: "cbrtf", linkageName: "_ZL5cbrtff", scope: !902, file: !902, line: 73, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!918 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !919, file: !903, line: 451)
!919 = !DISubprogram(name: "ceilf", linkageName: "_ZL5ceilff", scope: !902, file: !902, line: 75, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!920 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !921, file: !903, line: 452)
!921 = !DISubprogram(name: "copysignf", linkageName: "_ZL9copysignfff", scope: !902, file: !902, line: 79, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!922 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !923, file: !903, line: 453)
!923 = !DISubprogram(name: "cosf", linkageName: "_ZL4cosff", scope: !902, file: !902, line: 83, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!924 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !925, file: !903, line: 454)
!925 = !DISubprogram(name: "coshf", linkageName: "_ZL5coshff", scope: !902, file: !902, line: 87, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!926 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !927, file: !903, line: 455)
!927 = !DISubprogram(name: "erfcf", linkageName: "_ZL5erfcff", scope: !902, file: !902, line: 96, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!928 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !929, file: !903, line: 456)
!929 = !DISubprogram(name: "erff", linkageName: "_ZL4erfff", scope: !902, file: !902, line: 101, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!930 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !931, file: !903, line: 457)
!931 = !DISubprogram(name: "exp2f", linkageName: "_ZL5exp2ff", scope: !902, file: !902, line: 108, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!932 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !933, file: !903, line: 458)
!933 = !DISubprogram(name: "expf", linkageName: "_ZL4expff", scope: !902, file: !902, line: 109, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!934 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !935, file: !903, line: 459)
!935 = !DISubprogram(name: "expm1f", linkageName: "_ZL6expm1ff", scope: !902, file: !902, line: 111, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!936 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !937, file: !903, line: 460)
!937 = !DISubprogram(name: "fabsf", linkageName: "_ZL5fabsff", scope: !902, file: !902, line: 112, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!938 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !939, file: !903, line: 461)
!939 = !DISubprogram(name: "fdimf", linkageName: "_ZL5fdimfff", scope: !902, file: !902, line: 114, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!940 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !941, file: !903, line: 462)
!941 = !DISubprogram(name: "floorf", linkageName: "_ZL6floorff", scope: !902, file: !902, line: 124, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!942 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !943, file: !903, line: 463)
!943 = !DISubprogram(name: "fmaf", linkageName: "_ZL4fmaffff", scope: !902, file: !902, line: 128, type: !228, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!944 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !945, file: !903, line: 464)
!945 = !DISubprogram(name: "fmaxf", linkageName: "_ZL5fmaxfff", scope: !902, file: !902, line: 132, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!946 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !947, file: !903, line: 465)
!947 = !DISubprogram(name: "fminf", linkageName: "_ZL5fminfff", scope: !902, file: !902, line: 134, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!948 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !949, file: !903, line: 466)
!949 = !DISubprogram(name: "fmodf", linkageName: "_ZL5fmodfff", scope: !902, file: !902, line: 136, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!950 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !951, file: !903, line: 467)
!951 = !DISubprogram(name: "frexpf", linkageName: "_ZL6frexpffPi", scope: !902, file: !902, line: 138, type: !242, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!952 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !953, file: !903, line: 468)
!953 = !DISubprogram(name: "hypotf", linkageName: "_ZL6hypotfff", scope: !902, file: !902, line: 140, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!954 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !955, file: !903, line: 469)
!955 = !DISubprogram(name: "ilogbf", linkageName: "_ZL6ilogbff", scope: !902, file: !902, line: 142, type: !238, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!956 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !957, file: !903, line: 470)
!957 = !DISubprogram(name: "ldexpf", linkageName: "_ZL6ldexpffi", scope: !902, file: !902, line: 155, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!958 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !959, file: !903, line: 471)
!959 = !DISubprogram(name: "lgammaf", linkageName: "_ZL7lgammaff", scope: !902, file: !902, line: 157, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!960 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !961, file: !903, line: 472)
!961 = !DISubprogram(name: "llrintf", linkageName: "_ZL7llrintff", scope: !902, file: !902, line: 166, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!962 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !963, file: !903, line: 473)
!963 = !DISubprogram(name: "llroundf", linkageName: "_ZL8llroundff", scope: !902, file: !902, line: 168, type: !292, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!964 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !965, file: !903, line: 474)
!965 = !DISubprogram(name: "log10f", linkageName: "_ZL6log10ff", scope: !902, file: !902, line: 173, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!966 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !967, file: !903, line: 475)
!967 = !DISubprogram(name: "log1pf", linkageName: "_ZL6log1pff", scope: !902, file: !902, line: 175, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!968 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !969, file: !903, line: 476)
!969 = !DISubprogram(name: "log2f", linkageName: "_ZL5log2ff", scope: !902, file: !902, line: 177, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!970 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !971, file: !903, line: 477)
!971 = !DISubprogram(name: "logbf", linkageName: "_ZL5logbff", scope: !902, file: !902, line: 181, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!972 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !973, file: !903, line: 478)
!973 = !DISubprogram(name: "logf", linkageName: "_ZL4logff", scope: !902, file: !902, line: 182, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!974 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !975, file: !903, line: 479)
!975 = !DISubprogram(name: "lrintf", linkageName: "_ZL6lrintff", scope: !902, file: !902, line: 187, type: !306, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!976 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !977, file: !903, line: 480)
!977 = !DISubprogram(name: "lroundf", linkageName: "_ZL7lroundff", scope: !902, file: !902, line: 189, type: !306, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!978 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !979, file: !903, line: 481)
!979 = !DISubprogram(name: "modff", linkageName: "_ZL5modfffPf", scope: !902, file: !902, line: 199, type: !314, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!980 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !981, file: !903, line: 482)
!981 = !DISubprogram(name: "nearbyintf", linkageName: "_ZL10nearbyintff", scope: !902, file: !902, line: 201, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!982 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !983, file: !903, line: 483)
!983 = !DISubprogram(name: "nextafterf", linkageName: "_ZL10nextafterfff", scope: !902, file: !902, line: 205, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!984 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !985, file: !903, line: 484)
!985 = !DISubprogram(name: "powf", linkageName: "_ZL4powfff", scope: !902, file: !902, line: 231, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!986 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !987, file: !903, line: 485)
!987 = !DISubprogram(name: "remainderf", linkageName: "_ZL10remainderfff", scope: !902, file: !902, line: 239, type: !196, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!988 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !989, file: !903, line: 486)
!989 = !DISubprogram(name: "remquof", linkageName: "_ZL7remquofffPi", scope: !902, file: !902, line: 245, type: !339, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!990 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !991, file: !903, line: 487)
!991 = !DISubprogram(name: "rintf", linkageName: "_ZL5rintff", scope: !902, file: !902, line: 256, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!992 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !993, file: !903, line: 488)
!993 = !DISubprogram(name: "roundf", linkageName: "_ZL6roundff", scope: !902, file: !902, line: 170, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!994 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !995, file: !903, line: 489)
!995 = !DISubprogram(name: "scalblnf", linkageName: "_ZL8scalblnffl", scope: !902, file: !902, line: 286, type: !347, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!996 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !997, file: !903, line: 490)
!997 = !DISubprogram(name: "scalbnf", linkageName: "_ZL7scalbnffi", scope: !902, file: !902, line: 278, type: !281, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!998 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !999, file: !903, line: 491)
!999 = !DISubprogram(name: "sinf", linkageName: "_ZL4sinff", scope: !902, file: !902, line: 306, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!1000 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !1001, file: !903, line: 492)
!1001 = !DISubprogram(name: "sinhf", linkageName: "_ZL5sinhff", scope: !902, file: !902, line: 310, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!1002 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !1003, file: !903, line: 493)
!1003 = !DISubprogram(name: "sqrtf", linkageName: "_ZL5sqrtff", scope: !902, file: !902, line: 314, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!1004 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !1005, file: !903, line: 494)
!1005 = !DISubprogram(name: "tanf", linkageName: "_ZL4tanff", scope: !902, file: !902, line: 316, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!1006 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !1007, file: !903, line: 495)
!1007 = !DISubprogram(name: "tanhf", linkageName: "_ZL5tanhff", scope: !902, file: !902, line: 318, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!1008 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !1009, file: !903, line: 496)
!1009 = !DISubprogram(name: "tgammaf", linkageName: "_ZL7tgammaff", scope: !902, file: !902, line: 320, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!1010 = !DIImportedEntity(tag: DW_TAG_imported_declaration, scope: !175, entity: !1011, file: !903, line: 497)
!1011 = !DISubprogram(name: "truncf", linkageName: "_ZL6truncff", scope: !902, file: !902, line: 322, type: !183, flags: DIFlagPrototyped, spFlags: DISPFlagLocalToUnit | DISPFlagOptimized)
!1012 = !{!"Debian clang version 16.0.6 (15~deb12u1)"}
!1013 = distinct !DISubprogram(name: "scale", linkageName: "_Z20__device_stub__scalePKfPfi", scope: !8, file: !8, line: 7, type: !1014, scopeLine: 7, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !1018)
!1014 = !DISubroutineType(types: !1015)
!1015 = !{null, !1016, !316, !180}
!1016 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !1017, size: 64)
!1017 = !DIDerivedType(tag: DW_TAG_const_type, baseType: !185)
!1018 = !{!1019, !1020, !1021}
!1019 = !DILocalVariable(name: "x", arg: 1, scope: !1013, file: !8, line: 7, type: !1016)
!1020 = !DILocalVariable(name: "y", arg: 2, scope: !1013, file: !8, line: 7, type: !316)
!1021 = !DILocalVariable(name: "n", arg: 3, scope: !1013, file: !8, line: 7, type: !180)
!1022 = !DILocation(line: 0, scope: !1013)
!1023 = !{!1024, !1024, i64 0}
!1024 = !{!"any pointer", !1025, i64 0}
!1025 = !{!"omnipotent char", !1026, i64 0}
!1026 = !{!"Simple C++ TBAA"}
!1027 = !{!1028, !1028, i64 0}
!1028 = !{!"int", !1025, i64 0}
!1029 = !DILocation(line: 7, column: 56, scope: !1013)
!1030 = !DILocation(line: 10, column: 1, scope: !1013)
!1031 = distinct !DISubprogram(name: "shift", linkageName: "_Z20__device_stub__shiftPKfPfi", scope: !8, file: !8, line: 12, type: !1014, scopeLine: 12, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !1032)
!1032 = !{!1033, !1034, !1035}
!1033 = !DILocalVariable(name: "y", arg: 1, scope: !1031, file: !8, line: 12, type: !1016)
!1034 = !DILocalVariable(name: "z", arg: 2, scope: !1031, file: !8, line: 12, type: !316)
!1035 = !DILocalVariable(name: "n", arg: 3, scope: !1031, file: !8, line: 12, type: !180)
!1036 = !DILocation(line: 0, scope: !1031)
!1037 = !DILocation(line: 12, column: 56, scope: !1031)
!1038 = !DILocation(line: 15, column: 1, scope: !1031)
!1039 = distinct !DISubprogram(name: "neighbour", linkageName: "_Z24__device_stub__neighbourPKfPfi", scope: !8, file: !8, line: 18, type: !1014, scopeLine: 18, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !1040)
!1040 = !{!1041, !1042, !1043}
!1041 = !DILocalVariable(name: "z", arg: 1, scope: !1039, file: !8, line: 18, type: !1016)
!1042 = !DILocalVariable(name: "w", arg: 2, scope: !1039, file: !8, line: 18, type: !316)
!1043 = !DILocalVariable(name: "n", arg: 3, scope: !1039, file: !8, line: 18, type: !180)
!1044 = !DILocation(line: 0, scope: !1039)
!1045 = !DILocation(line: 18, column: 60, scope: !1039)
!1046 = !DILocation(line: 21, column: 1, scope: !1039)
!1047 = distinct !DISubprogram(name: "run_remarks", linkageName: "_Z11run_remarksPKfPfi", scope: !8, file: !8, line: 23, type: !1048, scopeLine: 23, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagDefinition | DISPFlagOptimized, unit: !7, retainedNodes: !1050)
!1048 = !DISubroutineType(types: !1049)
!1049 = !{!180, !1016, !316, !180}
!1050 = !{!1051, !1052, !1053, !1054, !1055, !1056, !1057, !1058}
!1051 = !DILocalVariable(name: "input", arg: 1, scope: !1047, file: !8, line: 23, type: !1016)
!1052 = !DILocalVariable(name: "output", arg: 2, scope: !1047, file: !8, line: 23, type: !316)
!1053 = !DILocalVariable(name: "n", arg: 3, scope: !1047, file: !8, line: 23, type: !180)
!1054 = !DILocalVariable(name: "x", scope: !1047, file: !8, line: 24, type: !316)
!1055 = !DILocalVariable(name: "y", scope: !1047, file: !8, line: 24, type: !316)
!1056 = !DILocalVariable(name: "z", scope: !1047, file: !8, line: 24, type: !316)
!1057 = !DILocalVariable(name: "w", scope: !1047, file: !8, line: 24, type: !316)
!1058 = !DILocalVariable(name: "blocks", scope: !1047, file: !8, line: 30, type: !180)
!1059 = !DILocation(line: 18, column: 60, scope: !1039, inlinedAt: !1060)
!1060 = distinct !DILocation(line: 33, column: 3, scope: !1047)
!1061 = !DILocation(line: 12, column: 56, scope: !1031, inlinedAt: !1062)
!1062 = distinct !DILocation(line: 32, column: 3, scope: !1047)
!1063 = !DILocation(line: 7, column: 56, scope: !1013, inlinedAt: !1064)
!1064 = distinct !DILocation(line: 31, column: 3, scope: !1047)
!1065 = !DILocation(line: 0, scope: !1047)
!1066 = !DILocation(line: 24, column: 3, scope: !1047)
!1067 = !DILocation(line: 25, column: 18, scope: !1047)
!1068 = !DILocation(line: 25, column: 20, scope: !1047)
!1069 = !DILocalVariable(name: "devPtr", arg: 1, scope: !1070, file: !1071, line: 680, type: !1075)
!1070 = distinct !DISubprogram(name: "cudaMalloc<float>", linkageName: "_ZL10cudaMallocIfE9cudaErrorPPT_m", scope: !1071, file: !1071, line: 679, type: !1072, scopeLine: 683, flags: DIFlagPrototyped | DIFlagAllCallsDescribed, spFlags: DISPFlagLocalToUnit | DISPFlagDefinition | DISPFlagOptimized, unit: !7, templateParams: !1078, retainedNodes: !1076)
!1071 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "a4571448be7b4c49b92445823e9d2ad0")
!1072 = !DISubroutineType(types: !1073)
!1073 = !{!1074, !1075, !719}
!1074 = !DIDerivedType(tag: DW_TAG_typedef, name: "cudaError_t", file: !11, line: 2790, baseType: !19)
!1075 = !DIDerivedType(tag: DW_TAG_pointer_type, baseType: !316, size: 64)
!1076 = !{!1069, !1077}
!1077 = !DILocalVariable(name: "size", arg: 2, scope: !1070, file: !1071, line: 681, type: !719)
!1078 = !{!1079}
!1079 = !DITemplateTypeParameter(name: "T", type: !185)
!1080 = !DILocation(line: 0, scope: !1070, inlinedAt: !1081)
!1081 = distinct !DILocation(line: 25, column: 3, scope: !1047)
!1082 = !DILocation(line: 684, column: 10, scope: !1070, inlinedAt: !1081)
!1083 = !DILocation(line: 0, scope: !1070, inlinedAt: !1084)
!1084 = distinct !DILocation(line: 26, column: 3, scope: !1047)
!1085 = !DILocation(line: 684, column: 10, scope: !1070, inlinedAt: !1084)
!1086 = !DILocation(line: 0, scope: !1070, inlinedAt: !1087)
!1087 = distinct !DILocation(line: 27, column: 3, scope: !1047)
!1088 = !DILocation(line: 684, column: 10, scope: !1070, inlinedAt: !1087)
!1089 = !DILocation(line: 0, scope: !1070, inlinedAt: !1090)
!1090 = distinct !DILocation(line: 28, column: 3, scope: !1047)
!1091 = !DILocation(line: 684, column: 10, scope: !1070, inlinedAt: !1090)
!1092 = !DILocation(line: 29, column: 14, scope: !1047)
!1093 = !DILocation(line: 29, column: 3, scope: !1047)
!1094 = !DILocation(line: 30, column: 19, scope: !1047)
!1095 = !DILocation(line: 30, column: 26, scope: !1047)
!1096 = !DILocation(line: 31, column: 8, scope: !1047)
!1097 = !DILocation(line: 31, column: 3, scope: !1047)
!1098 = !DILocation(line: 31, column: 26, scope: !1047)
!1099 = !DILocation(line: 31, column: 29, scope: !1047)
!1100 = !DILocation(line: 0, scope: !1013, inlinedAt: !1064)
!1101 = !DILocation(line: 10, column: 1, scope: !1013, inlinedAt: !1064)
!1102 = !DILocation(line: 32, column: 8, scope: !1047)
!1103 = !DILocation(line: 32, column: 3, scope: !1047)
!1104 = !DILocation(line: 32, column: 26, scope: !1047)
!1105 = !DILocation(line: 32, column: 29, scope: !1047)
!1106 = !DILocation(line: 0, scope: !1031, inlinedAt: !1062)
!1107 = !DILocation(line: 15, column: 1, scope: !1031, inlinedAt: !1062)
!1108 = !DILocation(line: 33, column: 12, scope: !1047)
!1109 = !DILocation(line: 33, column: 3, scope: !1047)
!1110 = !DILocation(line: 33, column: 30, scope: !1047)
!1111 = !DILocation(line: 33, column: 33, scope: !1047)
!1112 = !DILocation(line: 0, scope: !1039, inlinedAt: !1060)
!1113 = !DILocation(line: 21, column: 1, scope: !1039, inlinedAt: !1060)
!1114 = !DILocation(line: 34, column: 22, scope: !1047)
!1115 = !DILocation(line: 34, column: 3, scope: !1047)
!1116 = !DILocation(line: 35, column: 12, scope: !1047)
!1117 = !DILocation(line: 35, column: 3, scope: !1047)
!1118 = !DILocation(line: 36, column: 12, scope: !1047)
!1119 = !DILocation(line: 36, column: 3, scope: !1047)
!1120 = !DILocation(line: 37, column: 12, scope: !1047)
!1121 = !DILocation(line: 37, column: 3, scope: !1047)
!1122 = !DILocation(line: 38, column: 12, scope: !1047)
!1123 = !DILocation(line: 38, column: 3, scope: !1047)
!1124 = !DILocation(line: 40, column: 1, scope: !1047)
!1125 = !DILocation(line: 39, column: 3, scope: !1047)
!1126 = !DISubprogram(name: "cudaMemcpy", scope: !1127, file: !1127, line: 6266, type: !1128, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !1130)
!1127 = !DIFile(filename: "build/cuda-11.8/include/cuda_runtime_api.h", directory: "/work/main", checksumkind: CSK_MD5, checksum: "dc23e9b7f5e15708c0fd23cd4ed34225")
!1128 = !DISubroutineType(types: !1129)
!1129 = !{!1074, !148, !717, !719, !10}
!1130 = !{}
!1131 = !DISubprogram(name: "__cudaPushCallConfiguration", scope: !1132, file: !1132, line: 497, type: !1133, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !1130)
!1132 = !DIFile(filename: "/usr/lib/llvm-16/lib/clang/16/include/__clang_cuda_runtime_wrapper.h", directory: "", checksumkind: CSK_MD5, checksum: "7d2446eebae88182ae2f91dfe0a76ac9")
!1133 = !DISubroutineType(types: !1134)
!1134 = !{!12, !1135, !1135, !719, !148}
!1135 = !DIDerivedType(tag: DW_TAG_typedef, name: "dim3", file: !150, line: 434, baseType: !149)
!1136 = !DISubprogram(name: "cudaFree", scope: !1127, file: !1127, line: 5067, type: !1137, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !1130)
!1137 = !DISubroutineType(types: !1138)
!1138 = !{!1074, !148}
!1139 = !DISubprogram(name: "cudaMalloc", scope: !1127, file: !1127, line: 4901, type: !1140, flags: DIFlagPrototyped, spFlags: DISPFlagOptimized, retainedNodes: !1130)
!1140 = !DISubroutineType(types: !1141)
!1141 = !{!1074, !147, !719}
