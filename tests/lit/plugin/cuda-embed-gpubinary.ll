; `cuda-embed-gpubinary<FILE>` replaces the placeholder `.nv_fatbin` constant of a host
; module (clang --cuda-host-only -Xclang -fcuda-include-gpubinary -Xclang EMPTY) with the
; fatbinary's bytes; the fatbin wrapper points at the new constant. Bad input is an error
; naming the reason (exit status 1, no crash, no output file).
;
; A fatbinary is recognised by its magic 0xBA55ED50; the pass looks no further.
; RUN: printf '\x50\xed\x55\xba\x01\x00\x10\x00' > %t.fatbin
; RUN: %opt -passes='cuda-embed-gpubinary<%t.fatbin>' -S %s -o %t.ll
; RUN: %opt -passes=verify -disable-output %t.ll
; RUN: FileCheck %s --input-file=%t.ll
;
; RUN: printf 'not a fatbin' > %t.bad
; RUN: rm -f %t.out.ll
; RUN: not %opt -passes='cuda-embed-gpubinary<%t.bad>' -S %s -o %t.out.ll 2>&1 | FileCheck %s --check-prefix=MAGIC
; RUN: not ls %t.out.ll
; RUN: not %opt -passes='cuda-embed-gpubinary<%t.missing>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=MISSING
; RUN: not %opt -passes='cuda-embed-gpubinary' -disable-output %s 2>&1 | FileCheck %s --check-prefix=NOFILE
; RUN: not %opt -passes='cuda-embed-gpubinary<%t.fatbin>' -disable-output %S/../Inputs/vec_add.ll 2>&1 \
; RUN:   | FileCheck %s --check-prefix=NOSECTION

; CHECK: @__cuda_fatbin_wrapper = internal constant { i32, i32, ptr, ptr } { i32 1180844977, i32 1, ptr @[[FATBIN:[0-9]+]], ptr null }
; CHECK: @[[FATBIN]] = private constant [8 x i8] c"P\EDU\BA\01\00\10\00", section ".nv_fatbin", align 8
; CHECK-NOT: zeroinitializer, section ".nv_fatbin"

; MAGIC: error: cuda-embed-gpubinary: {{.*}}.bad is not a CUDA fatbinary
; MAGIC-NOT: {{[Pp]anic|Stack dump|PLEASE submit}}
; MISSING: error: cuda-embed-gpubinary: cannot read {{.*}}.missing
; NOFILE: error: cuda-embed-gpubinary: expected the fatbinary file
; NOSECTION: error: cuda-embed-gpubinary: the module has no .nv_fatbin constant

target triple = "x86_64-pc-linux-gnu"

@0 = private constant [0 x i8] zeroinitializer, section ".nv_fatbin", align 8
@__cuda_fatbin_wrapper = internal constant { i32, i32, ptr, ptr } { i32 1180844977, i32 1, ptr @0, ptr null }, section ".nvFatBinSegment", align 8
@__cuda_gpubin_handle = internal global ptr null, align 8
@llvm.global_ctors = appending global [1 x { i32, ptr, ptr }] [{ i32, ptr, ptr } { i32 65535, ptr @__cuda_module_ctor, ptr null }]

define internal void @__cuda_module_ctor() {
  %handle = call ptr @__cudaRegisterFatBinary(ptr @__cuda_fatbin_wrapper)
  store ptr %handle, ptr @__cuda_gpubin_handle, align 8
  call void @__cudaRegisterFatBinaryEnd(ptr %handle)
  ret void
}

declare ptr @__cudaRegisterFatBinary(ptr)
declare void @__cudaRegisterFatBinaryEnd(ptr)
