// Random kernel chain, seed 8 (scripts/gen-random-cuda-chain.py): R=18, C=64,
// iters=2; 6 kernels, 7 launch sites.
#include <stdio.h>
#include <stdlib.h>

__global__ void map_half_stride(const float *__restrict__ in, float *__restrict__ out, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        { float v = in[i]; out[i] = v * 0.5f; }
}

__global__ void map_half_stride_inplace(float *buf, int n) {
    for (int i = blockIdx.x * blockDim.x + threadIdx.x; i < n; i += blockDim.x * gridDim.x)
        { float v = buf[i]; buf[i] = v * 0.5f; }
}

__global__ void rotate_32(const float *__restrict__ in, float *__restrict__ out, int n) {
    int i = blockIdx.x * 32 + threadIdx.x;
    int j = blockIdx.x * 32 + (threadIdx.x + 1) % 32;
    if (i < n && j < n) out[i] = in[j] * 2.0f;
}

__global__ void reverse(const float *__restrict__ in, float *__restrict__ out, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) out[i] = in[n - 1 - i];
}

__global__ void block_sum_64(const float *__restrict__ in, float *__restrict__ partial, int n) {
    __shared__ float s[64];
    int t = threadIdx.x;
    int i = blockIdx.x * 64 + t;
    s[t] = i < n ? in[i] : 0.0f;
    __syncthreads();
    for (int stride = 32; stride > 0; stride >>= 1) {
        if (t < stride) s[t] += s[t + stride];
        __syncthreads();
    }
    if (t == 0) partial[blockIdx.x] = s[0];
}

// out[R x C] = in[R x C] . w[C x C]
__global__ void gemm_tile16(const float *__restrict__ in, const float *__restrict__ w, float *__restrict__ out, int R, int C) {
    __shared__ float As[16][16];
    __shared__ float Ws[16][16];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * 16 + ty, col = blockIdx.x * 16 + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < C; k0 += 16) {
        As[ty][tx] = (row < R && k0 + tx < C) ? in[row * C + k0 + tx] : 0.0f;
        Ws[ty][tx] = (k0 + ty < C && col < C) ? w[(k0 + ty) * C + col] : 0.0f;
        __syncthreads();
        for (int kk = 0; kk < 16; ++kk) acc += As[ty][kk] * Ws[kk][tx];
        __syncthreads();
    }
    if (row < R && col < C) out[row * C + col] = acc;
}

// ---------------------------------------------------------------------------- host side

static void fill(float *p, int n, unsigned *state) {  // deterministic, in [-1, 1)
    for (int i = 0; i < n; ++i) {
        *state = *state * 1664525u + 1013904223u;
        p[i] = (float)(*state >> 8) * (1.0f / 8388608.0f) - 1.0f;
    }
}

extern "C" int run_chain(int R, int C, int iters, int seed) {
    if (R <= 0 || C <= 0 || iters < 0) {
        printf("chain: bad sizes R=%d C=%d iters=%d\n", R, C, iters);
        return 1;
    }
    unsigned state = (unsigned)seed;
    int n = R * C;
    float *snapshot = (float *)malloc(n * sizeof(float));
    for (int i = 0; i < n; ++i) snapshot[i] = 0.0f;
    int len_v0 = n + 8 + 6;
    float *h_v0 = (float *)malloc(len_v0 * sizeof(float));
    fill(h_v0, len_v0, &state);
    float *d_v0;
    cudaMalloc((void **)&d_v0, len_v0 * sizeof(float));
    cudaMemcpy(d_v0, h_v0, len_v0 * sizeof(float), cudaMemcpyHostToDevice);
    int len_v1 = n + 8 + 2;
    float *h_v1 = (float *)malloc(len_v1 * sizeof(float));
    fill(h_v1, len_v1, &state);
    float *d_v1;
    cudaMalloc((void **)&d_v1, len_v1 * sizeof(float));
    cudaMemcpy(d_v1, h_v1, len_v1 * sizeof(float), cudaMemcpyHostToDevice);
    int len_v2 = n + 8 + 2;
    float *h_v2 = (float *)malloc(len_v2 * sizeof(float));
    fill(h_v2, len_v2, &state);
    float *d_v2;
    cudaMalloc((void **)&d_v2, len_v2 * sizeof(float));
    cudaMemcpy(d_v2, h_v2, len_v2 * sizeof(float), cudaMemcpyHostToDevice);
    int len_v3 = n + 8 + 1;
    float *h_v3 = (float *)malloc(len_v3 * sizeof(float));
    fill(h_v3, len_v3, &state);
    float *d_v3;
    cudaMalloc((void **)&d_v3, len_v3 * sizeof(float));
    cudaMemcpy(d_v3, h_v3, len_v3 * sizeof(float), cudaMemcpyHostToDevice);
    int len_part = (n + 31) / 32 + 5;
    float *h_part = (float *)malloc(len_part * sizeof(float));
    fill(h_part, len_part, &state);
    float *d_part;
    cudaMalloc((void **)&d_part, len_part * sizeof(float));
    cudaMemcpy(d_part, h_part, len_part * sizeof(float), cudaMemcpyHostToDevice);
    int len_part2 = (n + 31) / 32 + 5;
    float *h_part2 = (float *)malloc(len_part2 * sizeof(float));
    fill(h_part2, len_part2, &state);
    float *d_part2;
    cudaMalloc((void **)&d_part2, len_part2 * sizeof(float));
    cudaMemcpy(d_part2, h_part2, len_part2 * sizeof(float), cudaMemcpyHostToDevice);
    int len_wt = C * C + 7;
    float *h_wt = (float *)malloc(len_wt * sizeof(float));
    fill(h_wt, len_wt, &state);
    float *d_wt;
    cudaMalloc((void **)&d_wt, len_wt * sizeof(float));
    cudaMemcpy(d_wt, h_wt, len_wt * sizeof(float), cudaMemcpyHostToDevice);

    map_half_stride<<<(n + 63) / 64, 32>>>(d_v0, &d_v3[4], n);
    for (int it = 0; it < iters; ++it) {
        map_half_stride_inplace<<<(n + 255) / 256, 128>>>(&d_v3[2], n);
        rotate_32<<<(n + 31) / 32, 32>>>(d_v2, d_v0, n);
        reverse<<<(n + 31) / 32, 32>>>(d_v0, d_v3, n);
    }
    block_sum_64<<<(n + 63) / 64, 64>>>(d_v0, d_part, n);
    block_sum_64<<<(n + 63) / 64, 64>>>(d_v3, d_part2, n);
    gemm_tile16<<<dim3((C + 15) / 16, (R + 15) / 16), dim3(16, 16)>>>(d_v3, d_wt, d_v1, R, C);
    cudaDeviceSynchronize();
    cudaMemcpy(h_v0, d_v0, len_v0 * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(h_v1, d_v1, len_v1 * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(h_v2, d_v2, len_v2 * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(h_v3, d_v3, len_v3 * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(h_part, d_part, len_part * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(h_part2, d_part2, len_part2 * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(h_wt, d_wt, len_wt * sizeof(float), cudaMemcpyDeviceToHost);
    float sum = 0.0f;
    for (int i = 0; i < n; ++i) sum += h_v1[i];
    printf("chain R=%d C=%d iters=%d: checksum %f\n", R, C, iters, sum);
    cudaFree(d_v0);
    free(h_v0);
    cudaFree(d_v1);
    free(h_v1);
    cudaFree(d_v2);
    free(h_v2);
    cudaFree(d_v3);
    free(h_v3);
    cudaFree(d_part);
    free(h_part);
    cudaFree(d_part2);
    free(h_part2);
    cudaFree(d_wt);
    free(h_wt);
    free(snapshot);
    return 0;
}

int main() { return run_chain(18, 64, 2, 9); }
