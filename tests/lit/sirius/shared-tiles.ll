; Block-level forwarding through shared memory (tests/cuda/shared_tiles.cu; chain 1's
; element-wise consumer runs on the producer's accumulators instead, its buffer in
; registers): a buffer the
; fragments of one group exchange only inside each block lives in a shared tile of the
; fused kernel (ForwardedThroughSharedMemory, with the UAR proof; buf7 was written by the
; host first, but the producer's must-writes cover what the consumer reads; buf9 is in a
; host loop, whose every iteration writes each block's tile before reading it); a buffer
; copied back, two of which the consumer may read host bytes, one of which a host
; loop's iteration reads what the previous iteration wrote, the halves of one allocation
; in two horizontal groups and a slice not at its allocation's start stay in global
; memory, each with its reason.
; RUN: %opt -passes='sirius<device=%S/../../cuda/shared_tiles.device.ll;device-out=%t.dev.ll;report=%t.json>,verify' %S/../../cuda/shared_tiles.host.ll -S -o %t.ll -pass-remarks=sirius -pass-remarks-missed=sirius 2>&1 | FileCheck %s --check-prefix=REMARK
; The consumers that read their tile transposed, of a producer storing half its lattice,
; and of one storing under a data-dependent condition stay on their own grid, each with
; its typed reason (RegridReadsElsewhere, RegridProducerNotRowMajor, RegridProducerMayWrite):
; REMARK: remark: <unknown>:0:0: launch S29 not renumbered on S28's threads: buf3: its reads are not at the elements the producer's threads wrote (another row length or element size, or a transposed, strided or shifted index)
; REMARK: remark: <unknown>:0:0: launch S37 not renumbered on S36's threads: buf11: the producer's writes are not one element per thread, row-major, nor a lattice of elements its block's extent apart
; REMARK: remark: <unknown>:0:0: launch S39 not renumbered on S38's threads: buf13: the producer's stores run under conditions that are not affine in its indices (data-dependent), so its rounds would not find them in registers
; REMARK: remark: <unknown>:0:0: sirius_fused_0: every load of buf1 reads what its own thread stored: kept in registers
; REMARK-NEXT: remark: <unknown>:0:0: sirius_fused_0: removed 4 stores into buf1
; REMARK: sirius_fused_1: buf3 kept per block in shared memory (32 x 32 x 4 B, 5 accesses)
; REMARK-NEXT: remark: <unknown>:0:0: sirius_fused_1: buf7 kept per block in shared memory (32 x 32 x 4 B, 5 accesses): what S33 read of buf7 in a block, earlier fragments' stores write in that block first; the UAR's reads of buf7 after the fused launches: S33 (fused); freed by S67 on every path
; REMARK-NEXT: remark: <unknown>:0:0: sirius_fused_1: buf5: what the fused kernel writes is observed after it: S53 may read what S30 writes into buf5 (RAW edge of the UAR)
; REMARK: sirius_fused_2: buf9 kept per block in shared memory (32 x 32 x 4 B, 5 accesses): what S35 read of buf9 in a block, earlier fragments' stores write in that block first in each iteration of the host loop
; REMARK: sirius_fused_3: buf11: S37 may read what S23 wrote before the fused kernel (RAW edge of the UAR)
; REMARK: sirius_fused_4: buf13: S39 may read what S24 wrote before the fused kernel (RAW edge of the UAR)
; REMARK: sirius_fused_5: buf15: the fused launch is in a host loop, and S40 may read what S41 wrote, not all of it written first by the earlier fragments of its block in the same iteration
; REMARK: sirius_fused_5: buf16: what the fused kernel writes is observed after it: S56 may read what S40 writes into buf16
; REMARK: sirius_fused_6: buf17: fragments of two horizontal groups use it (their blocks differ)
; REMARK: sirius_fused_6: buf19: argument 1 of S46 points at byte 256 of it, not at its start (a slice)
;
;
; The cost model's static estimate takes the tiles' traffic off (ModelledAfterCleanUp):
; sirius_fused_0 no longer stores and loads buf1 (64 x 96 floats: 2 x 24,576 B, in
; registers), sirius_fused_1 no longer moves buf3 and buf7 in global memory,
; sirius_fused_2 no longer moves buf9 (per launch), sirius_fused_4 keeps all its traffic
; (each what the executor no longer counts: `sirius_differential.rs`). The instructions are re-read from the fused kernel: fewer than the
; fragments' where the consumer runs on the producer's accumulators, more where the
; producers run on 32x32 blocks and the tiles' slots are computed.
; RUN: %opt -passes='sirius<device=%S/../../cuda/shared_tiles.device.ll;device-out=%t2.dev.ll>' %S/../../cuda/shared_tiles.host.ll -disable-output -pass-remarks-analysis=sirius 2>&1 | FileCheck %s --check-prefix=MODEL
; MODEL: sirius_fused_0: estimated global traffic 98304 -> 49152 bytes, instructions 168960 -> 76800 after the clean-up; modelled {{.*}} us -> {{.*}} us (unfused {{.*}} us)
; MODEL: sirius_fused_1: estimated global traffic 294912 -> 196608 bytes, instructions 599040 -> 964608 after the clean-up
; MODEL: sirius_fused_2: estimated global traffic 98304 -> 49152 bytes, instructions 199680 -> 297984 after the clean-up
; MODEL: sirius_fused_4: estimated global traffic 98304 -> 98304 bytes, instructions 215040 -> 241152 after the clean-up
;
; One array of tiles per fused kernel (the transposed consumer's tile rows padded by one
; element against bank conflicts); that kernel reads x and writes o2 in global memory, and
; t2 only in its tile. The consumer indexes `in[rt * WIDTH + ct]` (`add nsw`): its tile
; element is `[rt][ct]` of the tile's rows, no division; the producer's unrolled indices
; carry no `nsw` (clang reassociated them when it unrolled the 2x2 loops), so its slots
; come from dividing the offset.
; RUN: FileCheck %s --check-prefix=DEVICE < %t.dev.ll
; DEVICE-NOT: @sirius_fused_0.tiles
; DEVICE: @sirius_fused_1.tiles = internal unnamed_addr addrspace(3) global [4224 x i8] undef, align 16
; DEVICE-LABEL: define void @sirius_fused_1(ptr noalias nocapture readonly %0, ptr noalias nocapture readnone %1, i32 %2, i32 %3, i32 %4, ptr nocapture readnone %5, ptr noalias nocapture writeonly %6,
; DEVICE-DAG: %tile.origin = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @sirius_fused_1.tiles to ptr), i64 %tile.shift
; DEVICE-DAG: %tile.rows_origin = getelementptr i8, ptr addrspacecast (ptr addrspace(3) @sirius_fused_1.tiles to ptr), i64 %tile.rows
; DEVICE-DAG: store float %{{[0-9]+}}, ptr %tile
; DEVICE-DAG: tail call void @llvm.nvvm.barrier0()
; DEVICE-DAG: = getelementptr [33 x float], ptr %tile.rows_origin, i64 %{{[0-9]+}}, i64 %{{[0-9]+}}
; DEVICE: load float, ptr %tile
; DEVICE-LABEL: define void @sirius_fused_2(
;
; The tiles become `.shared` arrays, their accesses `ld.shared`/`st.shared`.
; RUN: llc-16 -march=nvptx64 -mcpu=sm_80 %t.dev.ll -o - | FileCheck %s --check-prefix=PTX
; PTX: .shared .align 16 .b8 sirius_fused_1_$_tiles[4224];
; PTX: st.shared.f32
; PTX: ld.shared.f32
;
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "shared": [{{$}}
; JSON-NEXT: {
; JSON-NEXT: "buffer": "buf3",
; JSON-NEXT: "tile": "32 x 32 x 4 B",
; JSON-NEXT: "bytes": 4224,
; JSON-NEXT: "accesses": 5,
; JSON: "not_shared": [
; JSON-NEXT: "buf5: what the fused kernel writes is observed after it
