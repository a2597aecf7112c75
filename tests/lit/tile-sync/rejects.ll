; Why tile-sync keeps a pair on stream synchronisation, each reason with its remark.
;
; The exported run_gpt3_mlp has run-time sizes (no exact block map); main's copy at
; GPT-3's sizes has 24,576 consumer blocks, more than are enumerated for a wait table.
; RUN: %opt -passes='tile-sync<device=%samples/cuda/gpt3_mlp.dev.ll;device-out=%t.dev.ll;report=%t.json>' %samples/cuda/gpt3_mlp.host.ll -disable-output -pass-remarks-missed=tile-sync 2>&1 | FileCheck %s --check-prefix=TABLE
; TABLE: remark: {{.*}}gpt3_mlp.cu:64:5: launches S8 -> S9 keep stream synchronisation: no exact block map: the block map would not be exact: store through parameter
; TABLE: remark: {{.*}}gpt3_mlp.cu:64:5: launches S24 -> S25 keep stream synchronisation: no wait table: 24576 consumer blocks, more than the 16384 enumerated
; RUN: FileCheck %s --check-prefix=JSON < %t.json
; JSON: "remark": "NoExactBlockMap",
; JSON: "remark": "NoWaitTable",
;
; The MLP sample at BERT's sizes: GeLU blocks poll eight counters each; the model finds
; tile synchronisation slower for both pairs.
; RUN: %opt -passes='tile-sync<device=%samples/cuda/mlp.dev.ll;device-out=%t2.dev.ll>' %samples/cuda/mlp.host.ll -disable-output -pass-remarks-missed=tile-sync 2>&1 | FileCheck %s --check-prefix=GAIN
; GAIN: launches S48 -> S49 keep stream synchronisation: the model predicts no gain (stream {{.*}} us, tile {{.*}} us, 0.23x)
; GAIN: launches S49 -> S50 keep stream synchronisation: the model predicts no gain
;
; device= without device-out= is an error.
; RUN: not %opt -passes='tile-sync<device=%samples/cuda/mlp.dev.ll>' %samples/cuda/mlp.host.ll -disable-output 2>&1 | FileCheck %s --check-prefix=PAIRED
; PAIRED: tile-sync: device= and device-out= go together
;
; Launches issued on different streams (Inputs/two-streams.cu): the host rewrite refuses
; (TileSyncFailed) and leaves both launches as they were; the device module still verifies.
; RUN: %opt -passes='tile-sync<device=%S/Inputs/two-streams.device.ll;device-out=%t3.dev.ll;report=%t3.json;force>' %S/Inputs/two-streams.host.ll -S -o %t3.ll -pass-remarks-missed=tile-sync 2>&1 | FileCheck %s --check-prefix=STREAMS
; STREAMS: launches S3 -> S4 keep stream synchronisation: host rewrite rejected: launches S3 and S4 are issued on different streams
; RUN: FileCheck %s --check-prefix=STREAMS-JSON < %t3.json
; STREAMS-JSON: "status": "failed",
; STREAMS-JSON: "remark": "TileSyncFailed",
; RUN: FileCheck %s --check-prefix=UNCHANGED < %t3.ll
; UNCHANGED-NOT: syncfuse.tile
; RUN: %opt -passes=verify %t3.dev.ll -disable-output
