// The tiled GEMM main loop of gemm_tiled.cuh as a device function over element loaders,
// so that kernels put their own epilogue after it (an activation, SwiGLU, a scale) and
// their own operand gathers before it (a transposed B, a batch offset, an implicit-GEMM
// im2col): what CUTLASS's epilogues and iterators do, in plain CUDA. Used by the
// tile-synchronisation samples (gpt3_mlp, llama_mlp, attention, conv_chain).
#pragma once

#include "gemm_tiled.cuh"

// acc[i][j] += sum over k of a(r, k) * b(k, c), for the outputs r = row0 + ty + 16 i,
// c = col0 + tx + 16 j of a 32 x 32 tile computed by 16 x 16 threads; a(r, k) and
// b(k, c) return the operand element, or 0 outside the matrices.
template <typename LoadA, typename LoadB>
__device__ void gemm_accumulate(LoadA a, LoadB b, int K, int row0, int col0, float acc[2][2]) {
    __shared__ float As[GEMM_TILE][GEMM_TILE];
    __shared__ float Bs[GEMM_TILE][GEMM_TILE];
    int tx = threadIdx.x, ty = threadIdx.y;
    for (int k0 = 0; k0 < K; k0 += GEMM_TILE) {
        for (int i = 0; i < 2; ++i) {
            for (int j = 0; j < 2; ++j) {
                int r = ty + i * GEMM_THR, c = tx + j * GEMM_THR;
                As[r][c] = a(row0 + r, k0 + c);
                Bs[r][c] = b(k0 + r, col0 + c);
            }
        }
        __syncthreads();
        for (int kk = 0; kk < GEMM_TILE; ++kk) {
            float a0 = As[ty][kk], a1 = As[ty + GEMM_THR][kk];
            float b0 = Bs[kk][tx], b1 = Bs[kk][tx + GEMM_THR];
            acc[0][0] += a0 * b0;
            acc[0][1] += a0 * b1;
            acc[1][0] += a1 * b0;
            acc[1][1] += a1 * b1;
        }
        __syncthreads();
    }
}

// Stores f(acc[i][j], r, c) at C[r * ldc + c] for the tile's outputs inside M x N.
template <typename Epilogue>
__device__ void gemm_store(float *C, int ldc, int M, int N, int row0, int col0, float acc[2][2], Epilogue f) {
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 2; ++j) {
            int r = row0 + threadIdx.y + i * GEMM_THR, c = col0 + threadIdx.x + j * GEMM_THR;
            if (r < M && c < N) C[r * ldc + c] = f(acc[i][j], r, c);
        }
    }
}

// A row-major [rows x cols] operand, zero outside.
struct Matrix {
    const float *p;
    int rows, cols;
    __device__ float operator()(int r, int c) const { return r < rows && c < cols ? p[r * cols + c] : 0.0f; }
};

// The transpose of a row-major [rows x cols] matrix, as a [cols x rows] operand.
struct Transposed {
    const float *p;
    int rows, cols;
    __device__ float operator()(int r, int c) const { return c < rows && r < cols ? p[c * cols + r] : 0.0f; }
};

__device__ inline float gelu(float v) { return 0.5f * v * (1.0f + erff(v * 0.70710678118654752f)); }
__device__ inline float silu(float v) { return v / (1.0f + expf(-v)); }
