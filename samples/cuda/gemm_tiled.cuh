// The shared-memory tiled GEMM the bert_qkv, mlp and transpose_gemm samples launch (one
// copy, included by each; a .cu of its own, not a library, as nvcc users write it).
#pragma once

#define GEMM_TILE 32   // output tile per block (GEMM_TILE x GEMM_TILE), also the K step
#define GEMM_THR 16    // threads per block dimension; each thread computes 2x2 outputs

// C[M x N] = A[M x K] . B[K x N], row-major.  Block (bx, by) computes the 32x32 tile
// C[by*32 .. by*32+31][bx*32 .. bx*32+31]; thread (tx, ty) computes rows ty, ty+16 and
// columns tx, tx+16 of that tile.
__global__ void gemm_tiled(const float *__restrict__ A, const float *__restrict__ B,
                           float *__restrict__ C, int M, int N, int K) {
    __shared__ float As[GEMM_TILE][GEMM_TILE];
    __shared__ float Bs[GEMM_TILE][GEMM_TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row0 = blockIdx.y * GEMM_TILE, col0 = blockIdx.x * GEMM_TILE;
    float acc00 = 0.0f, acc01 = 0.0f, acc10 = 0.0f, acc11 = 0.0f;
    for (int k0 = 0; k0 < K; k0 += GEMM_TILE) {
        for (int i = 0; i < 2; ++i) {
            for (int j = 0; j < 2; ++j) {
                int r = ty + i * GEMM_THR, c = tx + j * GEMM_THR;
                As[r][c] = (row0 + r < M && k0 + c < K) ? A[(row0 + r) * K + k0 + c] : 0.0f;
                Bs[r][c] = (k0 + r < K && col0 + c < N) ? B[(k0 + r) * N + col0 + c] : 0.0f;
            }
        }
        __syncthreads();
        for (int kk = 0; kk < GEMM_TILE; ++kk) {
            float a0 = As[ty][kk], a1 = As[ty + GEMM_THR][kk];
            float b0 = Bs[kk][tx], b1 = Bs[kk][tx + GEMM_THR];
            acc00 += a0 * b0;
            acc01 += a0 * b1;
            acc10 += a1 * b0;
            acc11 += a1 * b1;
        }
        __syncthreads();
    }
    int r0 = row0 + ty, r1 = row0 + ty + GEMM_THR;
    int c0 = col0 + tx, c1 = col0 + tx + GEMM_THR;
    if (r0 < M && c0 < N) C[r0 * N + c0] = acc00;
    if (r0 < M && c1 < N) C[r0 * N + c1] = acc01;
    if (r1 < M && c0 < N) C[r1 * N + c0] = acc10;
    if (r1 < M && c1 < N) C[r1 * N + c1] = acc11;
}
