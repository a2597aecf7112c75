; clang sinks the scalar accesses of both arms of an if/else into the join block and
; selects their addresses with a pointer phi (random kernel 247). The load must still be
; seen, at the address of the arm taken: the vector op of the `then` arm writes the bytes
; it reads, so a V->S wait stands before it. (Before the fix the phi was read as an
; integer choice, the load dropped from the model and the race went unsynchronised.)
;
; RUN: %opt -passes='print<ascend-deps>' -disable-output %s 2>&1 | FileCheck %s --check-prefix=DEPS
; RUN: %opt -passes=ascend-sync -S %s | FileCheck %s

define void @join(ptr addrspace(1) noalias %x, i64 %mode) {
entry:
  %odd = and i64 %mode, 1
  %take = icmp eq i64 %odd, 0
  br i1 %take, label %else, label %then

then:
  tail call void @vadds_f16(ptr addrspace(6) inttoptr (i64 10240 to ptr addrspace(6)), ptr addrspace(6) null, half 0xH3800, i8 zeroext 8, i8 zeroext 1, i8 zeroext 1, i8 zeroext 8, i8 zeroext 8)
  br label %join

else:
  tail call void @copy_gm_to_ubuf(ptr addrspace(6) inttoptr (i64 4096 to ptr addrspace(6)), ptr addrspace(1) %x, i8 zeroext 0, i16 zeroext 1, i16 zeroext 64, i16 zeroext 0, i16 zeroext 0)
  br label %join

join:
  %from = phi ptr addrspace(6) [ inttoptr (i64 12088 to ptr addrspace(6)), %then ], [ inttoptr (i64 15898 to ptr addrspace(6)), %else ]
  %value = load half, ptr addrspace(6) %from, align 2
  store half %value, ptr addrspace(6) inttoptr (i64 20000 to ptr addrspace(6)), align 2
  ret void
}

; DEPS: kernel 'join': 1 dependences
; DEPS: RAW V->S [intra] src: vadds_f16#0 in %then dst: load#2 in %join bytes: [{{.*}}] -> { UB[a] : {{.*}}12088 <= a <= 12089{{.*}} }

; CHECK-LABEL: join:
; CHECK:         call void @llvm.hivm.WAIT.FLAG.IMM(i64 1, i64 0,
; CHECK-NEXT:    %value = load half

declare void @copy_gm_to_ubuf(ptr addrspace(6), ptr addrspace(1), i8 zeroext, i16 zeroext, i16 zeroext, i16 zeroext, i16 zeroext)
declare void @vadds_f16(ptr addrspace(6), ptr addrspace(6), half, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext, i8 zeroext)
