; Jacobi in a host loop with ping-pong buffers: cur/next are header phis that swap every
; iteration, so cur is buf0 in even and buf1 in odd iterations (`it mod 2`), next the
; other one. stencil -> relax through tmp is thread-level, relax -> stencil of the next
; iteration global (the halo), relax -> relax through cur/next thread-level (RAW, WAR,
; WAW: thread p reads u[p] and writes u_next[p] only); the copy back after the loop may
; read either buffer (the last iteration's parity is not known there). In one iteration
; stencil -> relax through cur/next has no instance (other parity): fusion in the loop body
; only sees the thread-level tmp RAW (sirius::fuse, step 6).
; RUN: %opt -passes='print<uar;device=%samples/cuda/host_loop.dev.ll>' %samples/cuda/host_loop.host.ll -disable-output 2>&1 | FileCheck %s
; CHECK: S6 run_host_loop@main: launch _Z14jacobi_stencilPKfPfii grid (64, 64, 1) block (16, 16, 1) args ({buf0 if (it_b12) mod 2 = 0 | buf1 if (it_b12) mod 2 = 1}, buf2, 1024, 1024) constant [arg2, arg3] domain { S6[h_it_b12] : h_it_b12 >= 0 and h_it_b12 < 100 }
; CHECK: S7 run_host_loop@main: launch _Z5relaxPKfS0_Pffii grid (64, 64, 1) block (16, 16, 1) args ({buf0 if (it_b12) mod 2 = 0 | buf1 if (it_b12) mod 2 = 1}, buf2, {buf1 if (it_b12) mod 2 = 0 | buf0 if (it_b12) mod 2 = 1}, _, 1024, 1024)
; CHECK: S10 run_host_loop@main: memcpy DeviceToHost host <- {buf1 | buf0}
; CHECK: edge S6 -> S6 WAW buf2 width thread
; CHECK: edge S6 -> S7 WAR buf0 width global (blocks of the producer write overlapping data) [none in one iteration]: { S6[h_it_b12] -> S7[h_it_b12'] : (h_it_b12) mod 2 = 0 and (1 + h_it_b12') mod 2 = 0
; CHECK: edge S6 -> S7 RAW buf2 width thread {{.*}}: { S6[h_it_b12] -> S7[h_it_b12'] : h_it_b12 >= 0 and h_it_b12 <= h_it_b12' <= 99 }
; CHECK: edge S7 -> S6 RAW buf0 width global (a consumer block depends on a producer block other than its own)
; CHECK: edge S7 -> S6 RAW buf1 width global (a consumer block depends on a producer block other than its own)
; CHECK: edge S7 -> S6 WAR buf2 width thread
; CHECK: edge S7 -> S7 RAW buf0 width thread (each consumer thread depends on the same thread of the producer only): { S7[h_it_b12] -> S7[h_it_b12'] : (1 + h_it_b12) mod 2 = 0 and (h_it_b12') mod 2 = 0
; CHECK: edge S7 -> S7 WAR buf0 width thread
; CHECK: edge S7 -> S7 WAW buf0 width thread
; CHECK: edge S7 -> S7 RAW buf1 width thread
; CHECK: edge S7 -> S7 WAR buf1 width thread
; CHECK: edge S7 -> S7 WAW buf1 width thread
; CHECK: edge S7 -> S10 RAW buf0
; CHECK: edge S7 -> S10 RAW buf1
; CHECK: edge S6 -> S8 virtual
