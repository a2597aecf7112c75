; Tile dependences (`print<uar;tile-deps>`): for consecutive launches joined by a global
; dependence, the map from consumer blocks to the producer blocks they wait for and the
; semaphore policies it allows, counted on the samples' constant grids.
;
; The MLP sample: bias add (96 x 12 blocks of 32 x 32) -> GeLU (4,608 1-D blocks of 256): each GeLU
; block reads 256 consecutive elements of a 3,072-wide row, written by 8 bias-add blocks
; of one row; no row or column grouping holds.
; RUN: %opt -passes='print<uar;device=%samples/cuda/mlp.dev.ll;tile-deps>' %samples/cuda/mlp.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=MLP
; MLP: tile-deps S16 -> S17 (RAW buf6): { S17[ctaid_x, ctaid_y = 0, ctaid_z = 0] -> S16[
; MLP-NEXT: policy tile: semaphores 1152, waits per consumer block 8, posts per wait 1
; MLP-NOT: policy
; GeLU -> the second GEMM (24 x 12 blocks): GEMM block row y reads rows 32y..32y+31 in
; full, written by GeLU blocks 384y..384y+383: one counter per consumer row suffices.
; MLP: tile-deps S17 -> S18 (RAW buf7): {{.*}} 384ctaid_y <= ctaid_x' <= 383 + 384ctaid_y }
; MLP-NEXT: policy tile: semaphores 4608, waits per consumer block 384, posts per wait 1
; MLP-NEXT: policy consumer rows: semaphores 12, waits per consumer block 1, posts per wait 384
; MLP-NOT: tile-deps
;
; The transpose sample (12 x 24 blocks) -> GEMM (24 x 12): GEMM block (x, y) reads the strip the
; transpose's column x' = y wrote (24 blocks): a producer column or a consumer row each.
; RUN: %opt -passes='print<uar;device=%samples/cuda/transpose_gemm.dev.ll;tile-deps>' %samples/cuda/transpose_gemm.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=TRANSPOSE
; TRANSPOSE: tile-deps S6 -> S7 (RAW buf1): { S7[ctaid_x, ctaid_y, ctaid_z = 0] -> S6[ctaid_x' = ctaid_y, ctaid_y', ctaid_z' = 0] : 0 <= ctaid_x <= 23 and 0 <= ctaid_y <= 11 and 0 <= ctaid_y' <= 23 }
; TRANSPOSE-NEXT: policy tile: semaphores 288, waits per consumer block 24, posts per wait 1
; TRANSPOSE-NEXT: policy producer columns: semaphores 12, waits per consumer block 1, posts per wait 24
; TRANSPOSE-NEXT: policy consumer rows: semaphores 12, waits per consumer block 1, posts per wait 24
;
; Inside a host loop (Inputs/tile-loop.cu): every iteration has the same map, so one
; iteration is counted: block b of shift_left waits for fill's blocks b and b + 1 (the
; last block for one).
; RUN: %opt -passes='print<uar;device=%S/Inputs/tile-loop.device.ll;tile-deps>' %S/Inputs/tile-loop.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=LOOP
; LOOP: tile-deps S2 -> S3 (RAW buf0): { S3[h_it_b2, ctaid_x, ctaid_y = 0, ctaid_z = 0] -> S2[h_it_b2' = h_it_b2, ctaid_x', ctaid_y' = 0, ctaid_z' = 0] : 0 <= h_it_b2 <= 2 and ctaid_x >= 0 and ctaid_x <= ctaid_x' <= 3 and ctaid_x' <= 1 + ctaid_x }
; LOOP-NEXT: policy tile: semaphores 4, waits per consumer block 1-2, posts per wait 1
; The launch after the loop depends across blocks on the loop's last one: no map, and why.
; LOOP-NEXT: tile-deps S3 -> S4 (RAW buf1, WAR buf0): not analysed: the launches are not inside the same host loops
; LOOP-NOT: policy
;
; Element-wise chains fuse (block- or thread-level edges): nothing to synchronise by tile.
; RUN: %opt -passes='print<uar;device=%samples/cuda/elementwise_chain.dev.ll;tile-deps>' %samples/cuda/elementwise_chain.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=CHAIN
; CHAIN: tile-deps: no consecutive launches joined by a global dependence
;
; The report carries the same per pair.
; RUN: %opt -passes='print<uar;device=%samples/cuda/transpose_gemm.dev.ll;tile-deps;report=%t.json>' %samples/cuda/transpose_gemm.host.ll -disable-output 2>/dev/null
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "tile_dependences": [
; JSON: "policy": "producer-columns",
; JSON-NEXT: "counts": {
; JSON-NEXT: "semaphores": 12,
