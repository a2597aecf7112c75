; A caller of mlp's run_mlp at sizes that are not multiples of the GEMM's 32 x 32 tiles
; (appended to samples/cuda/mlp.host.ll by element-wise-renumbered.ll).
define i32 @partial_tiles_main() {
  %r = call i32 @run_mlp(i32 100, i32 200, i32 300, i32 1)
  ret i32 %r
}
