// The build-flow example's CUDA source: the element-wise chain sample (six launches that
// sirius fuses into one), with its own main and reference check.
#include "../../samples/cuda/elementwise_chain.cu"
