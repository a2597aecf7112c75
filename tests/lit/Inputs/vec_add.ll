; z = x + y on 2048 halves staged through UB, with no synchronisation: MTE2 loads x and y,
; V adds, MTE3 stores z (ascend-target.md). clang-16 -O1 output of a small C kernel using
; samples/ascend/include/ascend_kernel.h, with metadata and attributes removed by hand.
; Used by the plugin lit tests and, until samples/ascend/vec_add.ll exists, by
; scripts/setup.sh.

define void @vec_add(ptr addrspace(1) noundef %x, ptr addrspace(1) noundef %y, ptr addrspace(1) noundef %z) {
entry:
  call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 0, i16 1, i16 128, i16 0, i16 0)
  call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(1) %y, i8 0, i16 1, i16 128, i16 0, i16 0)
  call void @vadd_f16(ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), ptr addrspace(6) null, ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), i8 16, i8 1, i8 1, i8 1, i8 8, i8 8, i8 8)
  call void @copy_ubuf_to_gm(ptr addrspace(1) %z, ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6)), i8 0, i16 1, i16 128, i16 0, i16 0)
  ret void
}

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vadd_f16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
