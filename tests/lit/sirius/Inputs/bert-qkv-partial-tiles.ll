; A caller of bert_qkv's run_bert_qkv at sizes that are not multiples of the GEMM's
; 32 x 32 tiles (appended to samples/cuda/bert_qkv.host.ll by sunk-accesses.ll).
define i32 @partial_tiles_main() {
  %r = call i32 @run_bert_qkv(i32 23, i32 48, i32 3, i32 1)
  ret i32 %r
}
