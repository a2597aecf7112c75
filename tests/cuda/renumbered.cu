// Element-wise launches renumbered on their producer's grid (tests/integration/sirius_differential.rs):
// a 50 x 70 tensor, rows of 70 elements (no multiple of any block side), through
//   scale: 32x32 blocks, thread (r, c) writes t[r * 70 + c]
//   relu:  one-dimensional, 128 threads per block over the 3500 elements of t
//   shift: 16x8 blocks over the same rows and columns, reading u
// relu is renumbered on scale's grid (its thread r * 70 + c; guards c < 70 and
// g < 28 * 128 needed), shift on the renumbered relu's (its thread (c, r); guards
// c < 80 and r < 56 needed); all three fuse, t and u stay in registers.
#include <stdio.h>

#define ROWS 50
#define COLS 70
#define N (ROWS * COLS)

__global__ void scale(const float *x, float *t) {
    int r = blockIdx.y * 32 + threadIdx.y;
    int c = blockIdx.x * 32 + threadIdx.x;
    if (r < ROWS && c < COLS) t[r * COLS + c] = 2.0f * x[r * COLS + c] - 7.0f;
}

__global__ void relu(const float *t, float *u, int n) {
    int i = blockIdx.x * 128 + threadIdx.x;
    if (i < n) u[i] = t[i] > 0.0f ? t[i] : 0.0f;
}

__global__ void shift(const float *u, float *v) {
    int r = blockIdx.y * 8 + threadIdx.y;
    int c = blockIdx.x * 16 + threadIdx.x;
    if (r < ROWS && c < COLS) v[r * COLS + c] = u[r * COLS + c] + 1.0f;
}

int main() {
    static float host_x[N], back[N];
    for (int i = 0; i < N; ++i) host_x[i] = (float)(i % 13);
    const size_t bytes = N * sizeof(float);
    float *x, *t, *u, *v;
    cudaMalloc((void **)&x, bytes);
    cudaMalloc((void **)&t, bytes);
    cudaMalloc((void **)&u, bytes);
    cudaMalloc((void **)&v, bytes);
    cudaMemcpy(x, host_x, bytes, cudaMemcpyHostToDevice);
    scale<<<dim3((COLS + 31) / 32, (ROWS + 31) / 32), dim3(32, 32)>>>(x, t);
    relu<<<(N + 127) / 128, 128>>>(t, u, N);
    shift<<<dim3((COLS + 15) / 16, (ROWS + 7) / 8), dim3(16, 8)>>>(u, v);
    cudaMemcpy(back, v, bytes, cudaMemcpyDeviceToHost);
    float sum = 0.0f;
    for (int i = 0; i < N; ++i) sum += back[i];
    printf("renumbered: sum %.1f\n", sum);
    cudaFree(x);
    cudaFree(t);
    cudaFree(u);
    cudaFree(v);
    return 0;
}
