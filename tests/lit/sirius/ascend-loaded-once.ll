; A tile two fused fragments load (samples/ascend/programs/softmax.c: the row maximum and
; the exponentials both read x): after vertical fusion the second copy_gm_to_ubuf of the
; same GM tile on the same core, in the same iteration of the fused tile loop, is served
; from the UB bytes the first one wrote (LoadedOnceThroughUB), and the program still
; passes its own check with one load of x fewer per tile.
; RUN: %opt -passes='sirius<report=%t.json>,ascend-sync,verify' -pass-remarks=sirius %samples/ascend/programs/softmax_nosync.ll -S -o %t.ll 2>&1 | FileCheck %s --check-prefix=REMARK
; REMARK: remark: {{.*}}softmax.c:{{[0-9]+}}:3: sirius_fused_0: copy_gm_to_ubuf#8 in %bb50 loads the tile copy_gm_to_ubuf#0 in %bb15 already put in UB on the same core: now served on chip by copy_ubuf_to_ubuf
; RUN: FileCheck %s --check-prefix=REPORT --input-file=%t.json
; REPORT: "loaded_once": [
; REPORT-NEXT: {
; REPORT-NEXT: "load": "copy_gm_to_ubuf#8 in %bb50",
; REPORT-NEXT: "first": "copy_gm_to_ubuf#0 in %bb15",
; REPORT-NEXT: "replacement": "copy_ubuf_to_ubuf"
