; copy_ubuf_to_gm with four of its seven arguments.
define void @too_few(ptr addrspace(1) %x) {
entry:
  call void @copy_ubuf_to_gm(ptr addrspace(1) %x, ptr addrspace(6) null, i8 0, i16 1)
  ret void
}
declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8, i16)
