// Epilogues in rounds over partial tiles whose guards LLVM's jump threading merges
// (tests/integration/sirius_differential.rs, `rounds_read_jump_threaded_guards`). Two
// tile pairs at 45 x 50 (no multiple of the 32 x 32 tiles): a producer of 16x16 threads
// storing 2x2 elements each under its own guard, then a consumer of 32x32 threads
// renumbered on its threads in 2 x 2 rounds.
//   pair 1: tile_u guards with unsigned comparisons.
//   pair 2: tile_flat_guard guards with the column and the flattened index
//           (`c < C && r * C + c < R * C`), which implies the producer's `r < R` only by
//           ISL; at -O2 jump threading folds the consumer's rounds into the producer's
//           branches, as `i1` phis that are constants on some edges.
// Both intermediates stay in registers and their stores go, and so does the first
// consumer's output, which the second producer reads under its own guards (forwarded
// before O2's jump threading merges the fragments' guards).
#include <stdio.h>

__global__ void tile_scale(const float *__restrict__ in, float *__restrict__ out, int R, int C) {
    int row0 = blockIdx.y * 32 + threadIdx.y, col0 = blockIdx.x * 32 + threadIdx.x;
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 2; ++j) {
            int r = row0 + 16 * i, c = col0 + 16 * j;
            if (r < R && c < C) out[r * C + c] = in[r * C + c] * 1.5f - (float)j;
        }
    }
}

__global__ void tile_u(const float *__restrict__ in, float *__restrict__ out, int R, int C) {
    unsigned r = blockIdx.y * 32 + threadIdx.y, c = blockIdx.x * 32 + threadIdx.x;
    if (r < (unsigned)R && c < (unsigned)C) out[r * C + c] = in[r * C + c] - 0.25f;
}

__global__ void tile_flat_guard(const float *__restrict__ in, float *__restrict__ out, int R, int C) {
    int r = blockIdx.y * 32 + threadIdx.y, c = blockIdx.x * 32 + threadIdx.x;
    int i = r * C + c;
    if (c < C && i < R * C) out[i] = in[i] + 2.0f;
}

extern "C" int run_guarded_rounds(int R, int C) {
    const size_t bytes = (size_t)R * C * sizeof(float);
    float *host = (float *)malloc(bytes);
    for (int i = 0; i < R * C; ++i) host[i] = (float)(i % 19) - 9.0f;
    float *x, *t1, *y1, *t2, *y2;
    cudaMalloc((void **)&x, bytes);
    cudaMalloc((void **)&t1, bytes);
    cudaMalloc((void **)&y1, bytes);
    cudaMalloc((void **)&t2, bytes);
    cudaMalloc((void **)&y2, bytes);
    cudaMemcpy(x, host, bytes, cudaMemcpyHostToDevice);
    dim3 grid((C + 31) / 32, (R + 31) / 32);
    tile_scale<<<grid, dim3(16, 16)>>>(x, t1, R, C);
    tile_u<<<grid, dim3(32, 32)>>>(t1, y1, R, C);
    tile_scale<<<grid, dim3(16, 16)>>>(y1, t2, R, C);
    tile_flat_guard<<<grid, dim3(32, 32)>>>(t2, y2, R, C);
    cudaMemcpy(host, y2, bytes, cudaMemcpyDeviceToHost);
    float sum = 0.0f;
    for (int i = 0; i < R * C; ++i) sum += host[i];
    printf("guarded_rounds: sum %.1f\n", sum);
    cudaFree(x);
    cudaFree(t1);
    cudaFree(y1);
    cudaFree(t2);
    cudaFree(y2);
    free(host);
    return 0;
}

int main() { return run_guarded_rounds(45, 50); }
