#!/usr/bin/env python3
"""Writes a synthetic Ascend kernel with N tiles of copy-in (MTE2) -> vadd (V) ->
copy-out (MTE3), straight-line, cycling through 8 UB slots (so tiles that share a slot
have WAR/RAW dependences), optionally inside a loop over the kernel argument %n.
Used by scripts/bench-compile-time.sh to measure ascend-sync's compile time."""
import sys

def kernel(tiles: int, in_loop: bool) -> str:
    lines = [
        'declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)',
        'declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)',
        'declare void @vadd_f16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)',
        '',
        'define void @scaling(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i32 %n) {',
        'entry:',
    ]
    if in_loop:
        lines += ['  br label %loop', 'loop:', '  %i = phi i32 [ 0, %entry ], [ %i.next, %loop ]']
    for t in range(tiles):
        slot = (t % 8) * 8192
        gm = t * 4096
        lines += [
            f'  %src{t} = getelementptr inbounds i8, ptr addrspace(1) %x, i64 {gm}',
            f'  %dst{t} = getelementptr inbounds i8, ptr addrspace(1) %y, i64 {gm}',
            f'  call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 {slot} to ptr addrspace(6)), ptr addrspace(1) %src{t}, i8 0, i16 1, i16 128, i16 0, i16 0)',
            f'  call void @vadd_f16(ptr addrspace(6) inttoptr (i64 {slot + 4096} to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 {slot} to ptr addrspace(6)), ptr addrspace(6) inttoptr (i64 {slot} to ptr addrspace(6)), i8 16, i8 1, i8 1, i8 1, i8 8, i8 8, i8 8)',
            f'  call void @copy_ubuf_to_gm(ptr addrspace(1) %dst{t}, ptr addrspace(6) inttoptr (i64 {slot + 4096} to ptr addrspace(6)), i8 0, i16 1, i16 128, i16 0, i16 0)',
        ]
    if in_loop:
        lines += ['  %i.next = add i32 %i, 1', '  %done = icmp eq i32 %i.next, %n', '  br i1 %done, label %exit, label %loop', 'exit:']
    lines += ['  ret void', '}']
    return '\n'.join(lines) + '\n'

if __name__ == '__main__':
    tiles = int(sys.argv[1])
    in_loop = len(sys.argv) > 2 and sys.argv[2] == 'loop'
    sys.stdout.write(kernel(tiles, in_loop))
