#!/usr/bin/env python3
"""Writes a synthetic Ascend kernel with N tiles of copy-in (MTE2) -> vadd (V) ->
copy-out (MTE3), straight-line, cycling through 8 UB slots (so tiles that share a slot
have WAR/RAW dependences), optionally inside a loop over the kernel argument %n.
Shapes `switch` and `switch-join`: one copy-in, then a switch on %n over N cases, each a
vadd and its own copy-out (`switch`), or a vadd whose result one copy-out after the join
stores at a per-case offset (`switch-join`, what clang -O2 makes of identical copy-outs).
Used by scripts/benchmarks/bench-compile-time.sh to measure ascend-sync's compile time."""
import sys

DECLARATIONS = [
    'declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)',
    'declare void @copy_ubuf_to_gm(ptr addrspace(1), ptr addrspace(6), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)',
    'declare void @vadd_f16(ptr addrspace(6), ptr addrspace(6), ptr addrspace(6), i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)',
    '',
]

def kernel(tiles: int, in_loop: bool) -> str:
    lines = DECLARATIONS + [
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

def switch_kernel(cases: int, join: bool) -> str:
    lines = DECLARATIONS + [
        'define void @scaling(ptr addrspace(1) noalias %x, ptr addrspace(1) noalias %y, i32 %n) {',
        'entry:',
        '  call void @copy_gm_to_ubuf(ptr addrspace(6) null, ptr addrspace(1) %x, i8 0, i16 1, i16 128, i16 0, i16 0)',
        f'  switch i32 %n, label %{"join" if join else "exit"} [',
    ]
    lines += [f'    i32 {c}, label %case{c}' for c in range(cases)]
    lines += ['  ]']
    out = 'ptr addrspace(6) inttoptr (i64 8192 to ptr addrspace(6))'
    for c in range(cases):
        lines += [
            f'case{c}:',
            f'  call void @vadd_f16({out}, ptr addrspace(6) null, ptr addrspace(6) null, i8 {1 + c % 16}, i8 1, i8 1, i8 1, i8 8, i8 8, i8 8)',
            f'  %dst{c} = getelementptr inbounds i8, ptr addrspace(1) %y, i64 {c * 4096}',
        ]
        if not join:
            lines += [f'  call void @copy_ubuf_to_gm(ptr addrspace(1) %dst{c}, {out}, i8 0, i16 1, i16 128, i16 0, i16 0)']
        lines += [f'  br label %{"join" if join else "exit"}']
    if join:
        incoming = ', '.join(f'[ %dst{c}, %case{c} ]' for c in range(cases))
        lines += [
            'join:',
            f'  %dst = phi ptr addrspace(1) [ %y, %entry ], {incoming}',
            f'  call void @copy_ubuf_to_gm(ptr addrspace(1) %dst, {out}, i8 0, i16 1, i16 128, i16 0, i16 0)',
            '  br label %exit',
        ]
    lines += ['exit:', '  ret void', '}']
    return '\n'.join(lines) + '\n'

if __name__ == '__main__':
    size = int(sys.argv[1])
    shape = sys.argv[2] if len(sys.argv) > 2 else 'straight'
    if shape.startswith('switch'):
        sys.stdout.write(switch_kernel(size, shape == 'switch-join'))
    else:
        sys.stdout.write(kernel(size, shape == 'loop'))
