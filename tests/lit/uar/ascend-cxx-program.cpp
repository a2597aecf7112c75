// An Ascend program in C++ (tests/ascend_programs/cxx_program.cpp: mangled kernel and
// overloaded intrinsics, extern "C" runtime): the UAR reads its launches and the
// pipe calls' footprints through the mangled names; sirius fuses the two launches of the
// mangled kernel and ascend-sync synchronises the result.
// RUN: %clang -x c++ -std=c++17 --target=x86_64-unknown-linux-gnu -O2 -S -emit-llvm -I %samples/ascend/include %S/../../ascend_programs/cxx_program.cpp -o %t.ll
// RUN: %opt -passes='print<uar>' -disable-output %t.ll 2>&1 | FileCheck %s
// RUN: %opt -passes='sirius,ascend-sync,verify' -pass-remarks=sirius -disable-output %t.ll 2>&1 | FileCheck %s --check-prefix=PIPELINE
// CHECK: S5 main: launch _Z3addPU3AS1fS0_S0_ blockDim 4 args (buf0, buf1, buf2) constant [] domain
// CHECK: S6 main: launch _Z3addPU3AS1fS0_S0_ blockDim 4 args (buf2, buf1, buf0) constant [] domain
// CHECK: edge S5 -> S6 WAR buf0 width core
// CHECK: edge S5 -> S6 RAW buf2 width core
// PIPELINE: remark: {{.*}}fused 2 launches (S5, S6) into sirius_fused_0, one after another on the same cores
