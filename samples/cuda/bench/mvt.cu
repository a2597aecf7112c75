/* mvt: x1 = x1 + A y1 and x2 = x2 + A^T y2, independent; a synchronisation after each. */
#include "bench.h"

#define N 256
#define BLOCK 256

__global__ void mvt_kernel1(const float *a, float *x1, const float *y_1) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N)
        for (int j = 0; j < N; j++) x1[i] += a[i * N + j] * y_1[j];
}

__global__ void mvt_kernel2(const float *a, float *x2, const float *y_2) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N)
        for (int j = 0; j < N; j++) x2[i] += a[j * N + i] * y_2[j];
}

int main(int argc, char **argv) {
    float *a = (float *)malloc(N * N * sizeof(float));
    float *x1 = (float *)malloc(N * sizeof(float)), *x2 = (float *)malloc(N * sizeof(float));
    float *y1 = (float *)malloc(N * sizeof(float)), *y2 = (float *)malloc(N * sizeof(float));
    float *x1_out = (float *)malloc(N * sizeof(float)), *x2_out = (float *)malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) {
        x1[i] = 0.0f; x2[i] = 0.0f;
        y1[i] = (float)(i % 17) / N; y2[i] = (float)(i % 11) / N;
        for (int j = 0; j < N; j++) a[i * N + j] = (float)((i * j) % N) / N;
    }
    float *a_gpu, *x1_gpu, *x2_gpu, *y1_gpu, *y2_gpu;
    cudaMalloc((void **)&a_gpu, sizeof(float) * N * N);
    cudaMalloc((void **)&x1_gpu, sizeof(float) * N);
    cudaMalloc((void **)&x2_gpu, sizeof(float) * N);
    cudaMalloc((void **)&y1_gpu, sizeof(float) * N);
    cudaMalloc((void **)&y2_gpu, sizeof(float) * N);
    cudaMemcpy(a_gpu, a, sizeof(float) * N * N, cudaMemcpyHostToDevice);
    cudaMemcpy(x1_gpu, x1, sizeof(float) * N, cudaMemcpyHostToDevice);
    cudaMemcpy(x2_gpu, x2, sizeof(float) * N, cudaMemcpyHostToDevice);
    cudaMemcpy(y1_gpu, y1, sizeof(float) * N, cudaMemcpyHostToDevice);
    cudaMemcpy(y2_gpu, y2, sizeof(float) * N, cudaMemcpyHostToDevice);
    double start = wall_time();
    mvt_kernel1<<<(N + BLOCK - 1) / BLOCK, BLOCK>>>(a_gpu, x1_gpu, y1_gpu);
    mvt_kernel2<<<(N + BLOCK - 1) / BLOCK, BLOCK>>>(a_gpu, x2_gpu, y2_gpu);
    cudaThreadSynchronize();
    report_time("GPU", start);
    cudaMemcpy(x1_out, x1_gpu, sizeof(float) * N, cudaMemcpyDeviceToHost);
    cudaMemcpy(x2_out, x2_gpu, sizeof(float) * N, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            x1[i] += a[i * N + j] * y1[j];
            x2[i] += a[j * N + i] * y2[j];
        }
    int fail = compare_results("mvt x1", x1, x1_out, N) + compare_results("mvt x2", x2, x2_out, N);
    cudaFree(a_gpu); cudaFree(x1_gpu); cudaFree(x2_gpu); cudaFree(y1_gpu); cudaFree(y2_gpu);
    free(a); free(x1); free(x2); free(y1); free(y2); free(x1_out); free(x2_out);
    return fail != 0;
}
