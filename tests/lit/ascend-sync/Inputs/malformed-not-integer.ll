; copy_gm_to_ubuf with a float where the burst length goes.
define void @not_integer(ptr addrspace(1) %x, float %f) {
entry:
  call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 0, i16 1, float %f, i16 0, i16 0)
  ret void
}
declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8, i16, float, i16, i16)
