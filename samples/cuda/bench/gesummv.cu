/* gesummv: y = alpha A x + beta B x, one kernel, one thread per row; then the host scales
 * the result on the device a second time when asked to on the command line. */
#include "bench.h"

#define N 256
#define BLOCK 256

__global__ void gesummv_kernel(const float *a, const float *b, const float *x, float *y, float *tmp, float alpha,
                               float beta) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N) {
        tmp[i] = 0.0f;
        y[i] = 0.0f;
        for (int j = 0; j < N; j++) {
            tmp[i] += a[i * N + j] * x[j];
            y[i] += b[i * N + j] * x[j];
        }
        y[i] = alpha * tmp[i] + beta * y[i];
    }
}

__global__ void scale_kernel(float *y, float factor) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N) y[i] *= factor;
}

int main(int argc, char **argv) {
    float alpha = 43532.0f / 100000.0f, beta = 12313.0f / 100000.0f;
    int twice = argc > 1;
    float *A = (float *)malloc(N * N * sizeof(float)), *B = (float *)malloc(N * N * sizeof(float));
    float *x = (float *)malloc(N * sizeof(float)), *y = (float *)malloc(N * sizeof(float));
    float *y_out = (float *)malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) {
        x[i] = (float)i / N;
        for (int j = 0; j < N; j++) {
            A[i * N + j] = ((float)i * j) / N / N;
            B[i * N + j] = ((float)i * (j + 1)) / N / N;
        }
    }
    float *A_gpu, *B_gpu, *x_gpu, *y_gpu, *tmp_gpu;
    cudaMalloc((void **)&A_gpu, sizeof(float) * N * N);
    cudaMalloc((void **)&B_gpu, sizeof(float) * N * N);
    cudaMalloc((void **)&x_gpu, sizeof(float) * N);
    cudaMalloc((void **)&y_gpu, sizeof(float) * N);
    cudaMalloc((void **)&tmp_gpu, sizeof(float) * N);
    cudaMemcpy(A_gpu, A, sizeof(float) * N * N, cudaMemcpyHostToDevice);
    cudaMemcpy(B_gpu, B, sizeof(float) * N * N, cudaMemcpyHostToDevice);
    cudaMemcpy(x_gpu, x, sizeof(float) * N, cudaMemcpyHostToDevice);
    double start = wall_time();
    gesummv_kernel<<<(N + BLOCK - 1) / BLOCK, BLOCK>>>(A_gpu, B_gpu, x_gpu, y_gpu, tmp_gpu, alpha, beta);
    cudaThreadSynchronize();
    if (twice) {
        scale_kernel<<<(N + BLOCK - 1) / BLOCK, BLOCK>>>(y_gpu, 2.0f);
        cudaThreadSynchronize();
    }
    scale_kernel<<<(N + BLOCK - 1) / BLOCK, BLOCK>>>(y_gpu, 0.5f);
    cudaThreadSynchronize();
    report_time("GPU", start);
    cudaMemcpy(y_out, y_gpu, sizeof(float) * N, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++) {
        float t = 0.0f, s = 0.0f;
        for (int j = 0; j < N; j++) {
            t += A[i * N + j] * x[j];
            s += B[i * N + j] * x[j];
        }
        y[i] = (alpha * t + beta * s) * (twice ? 2.0f : 1.0f) * 0.5f;
    }
    int fail = compare_results("gesummv", y, y_out, N);
    cudaFree(A_gpu); cudaFree(B_gpu); cudaFree(x_gpu); cudaFree(y_gpu); cudaFree(tmp_gpu);
    free(A); free(B); free(x); free(y); free(y_out);
    return fail != 0;
}
