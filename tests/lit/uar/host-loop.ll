; Jacobi in a host loop with ping-pong buffers: `cur` is a phi of the two allocations
; ({buf0|buf1}, whole buffers assumed). stencil -> relax through tmp is thread-level,
; relax -> stencil of the next iteration global (the halo); the loop-carried instances
; are ordered by the host counter.
; RUN: %opt -passes='print<uar;device=%samples/cuda/host_loop.dev.ll>' %samples/cuda/host_loop.host.ll -disable-output 2>&1 | FileCheck %s
; CHECK: S6 run_host_loop@main: launch _Z14jacobi_stencilPKfPfii grid (64, 64, 1) block (16, 16, 1) args ({buf0|buf1}, buf2, 1024, 1024) constant [arg2, arg3] domain { S6[h_it_b12] : h_it_b12 >= 0 and h_it_b12 < 100 }
; CHECK: edge S6 -> S6 WAW buf2 width thread
; CHECK: edge S6 -> S7 RAW buf2 width thread {{.*}}: { S6[h_it_b12] -> S7[h_it_b12'] : h_it_b12 >= 0 and h_it_b12 <= h_it_b12' <= 99 }
; CHECK: edge S7 -> S6 RAW buf1 width global (a consumer block depends on a producer block other than its own): { S7[h_it_b12] -> S6[h_it_b12'] : 0 <= h_it_b12 <= 99 and h_it_b12' > h_it_b12 and 0 <= h_it_b12' <= 99 }
; CHECK: edge S7 -> S6 WAR buf2 width thread
; CHECK: edge S6 -> S8 virtual
