; Host code and kernels in one module (llvm-link of clang-16 -O2 host and device IR of
; Inputs/chain.cu). A host loop around two launches; a block-mirroring kernel; a
; pointer offset into one allocation that separates two slices.
; RUN: %opt -passes='print<uar>' %S/Inputs/chain.single.ll -disable-output 2>&1 | FileCheck %s
; CHECK: S5 main: launch _Z5scalePfPKfi grid (4096, 1, 1) block (256, 1, 1) args (buf1, buf0, 1048576) constant [arg2] domain { S5[h_it_b2] : h_it_b2 >= 0 and h_it_b2 < 10 }
; CHECK: S8 main: launch _Z8tile_sumPfPKf grid (4096, 1, 1) block (256, 1, 1) args (buf3+4194304, buf1)
; CHECK: edge S5 -> S5 WAW buf1 width thread
; CHECK: edge S5 -> S6 RAW buf1 width thread {{.*}}: { S5[h_it_b2] -> S6[h_it_b2'] : h_it_b2 >= 0 and h_it_b2 <= h_it_b2' <= 9 }
; CHECK: edge S6 -> S5 WAR buf1 width thread
; CHECK: edge S6 -> S7 RAW buf2 width global (a consumer block depends on a producer block other than its own)
; The mirror writes buf3[0, 4 MiB), tile_sum writes buf3 + 4 MiB: no edge between them.
; CHECK-NOT: edge S7 -> S8 {{RAW|WAR|WAW}}
; CHECK: edge S7 -> S10 RAW buf3
; CHECK: edge S8 -> S9 virtual
; The printer is an analysis: the module is unchanged.
; RUN: %opt -passes=verify %S/Inputs/chain.single.ll -S -o %t.before.ll
; RUN: %opt -passes='print<uar>' %S/Inputs/chain.single.ll -S -o %t.after.ll 2>/dev/null
; RUN: diff %t.before.ll %t.after.ll
