/* adi: alternating-direction implicit solver; per time step a row sweep (three kernels:
 * forward elimination over columns, the last column, the backward substitution) and a
 * column sweep (three likewise), one thread per row or column, a synchronisation after
 * each launch. */
#include "bench.h"

#define TSTEPS 2
#define N 64
#define BLOCK 64

__global__ void adi_kernel1(const float *A, float *B, float *X) {
    int i1 = blockIdx.x * blockDim.x + threadIdx.x;
    if (i1 < N)
        for (int i2 = 1; i2 < N; i2++) {
            X[i1 * N + i2] = X[i1 * N + i2] - X[i1 * N + (i2 - 1)] * A[i1 * N + i2] / B[i1 * N + (i2 - 1)];
            B[i1 * N + i2] = B[i1 * N + i2] - A[i1 * N + i2] * A[i1 * N + i2] / B[i1 * N + (i2 - 1)];
        }
}

__global__ void adi_kernel2(const float *B, float *X) {
    int i1 = blockIdx.x * blockDim.x + threadIdx.x;
    if (i1 < N) X[i1 * N + (N - 1)] = X[i1 * N + (N - 1)] / B[i1 * N + (N - 1)];
}

__global__ void adi_kernel3(const float *A, const float *B, float *X) {
    int i1 = blockIdx.x * blockDim.x + threadIdx.x;
    if (i1 < N)
        for (int i2 = 0; i2 < N - 2; i2++)
            X[i1 * N + (N - i2 - 2)] =
                (X[i1 * N + (N - 2 - i2)] - X[i1 * N + (N - 2 - i2 - 1)] * A[i1 * N + (N - i2 - 3)]) /
                B[i1 * N + (N - 3 - i2)];
}

__global__ void adi_kernel4(const float *A, float *B, float *X, int i1) {
    int i2 = blockIdx.x * blockDim.x + threadIdx.x;
    if (i2 < N) {
        X[i1 * N + i2] = X[i1 * N + i2] - X[(i1 - 1) * N + i2] * A[i1 * N + i2] / B[(i1 - 1) * N + i2];
        B[i1 * N + i2] = B[i1 * N + i2] - A[i1 * N + i2] * A[i1 * N + i2] / B[(i1 - 1) * N + i2];
    }
}

__global__ void adi_kernel5(const float *B, float *X) {
    int i2 = blockIdx.x * blockDim.x + threadIdx.x;
    if (i2 < N) X[(N - 1) * N + i2] = X[(N - 1) * N + i2] / B[(N - 1) * N + i2];
}

__global__ void adi_kernel6(const float *A, const float *B, float *X, int i1) {
    int i2 = blockIdx.x * blockDim.x + threadIdx.x;
    if (i2 < N)
        X[(N - 2 - i1) * N + i2] =
            (X[(N - 2 - i1) * N + i2] - X[(N - i1 - 3) * N + i2] * A[(N - 3 - i1) * N + i2]) / B[(N - 2 - i1) * N + i2];
}

static void adi_cpu(float *A, float *B, float *X) {
    for (int t = 0; t < TSTEPS; t++) {
        for (int i1 = 0; i1 < N; i1++)
            for (int i2 = 1; i2 < N; i2++) {
                X[i1 * N + i2] -= X[i1 * N + (i2 - 1)] * A[i1 * N + i2] / B[i1 * N + (i2 - 1)];
                B[i1 * N + i2] -= A[i1 * N + i2] * A[i1 * N + i2] / B[i1 * N + (i2 - 1)];
            }
        for (int i1 = 0; i1 < N; i1++) X[i1 * N + (N - 1)] /= B[i1 * N + (N - 1)];
        for (int i1 = 0; i1 < N; i1++)
            for (int i2 = 0; i2 < N - 2; i2++)
                X[i1 * N + (N - i2 - 2)] = (X[i1 * N + (N - 2 - i2)] - X[i1 * N + (N - 2 - i2 - 1)] * A[i1 * N + (N - i2 - 3)]) /
                                           B[i1 * N + (N - 3 - i2)];
        for (int i1 = 1; i1 < N; i1++)
            for (int i2 = 0; i2 < N; i2++) {
                X[i1 * N + i2] -= X[(i1 - 1) * N + i2] * A[i1 * N + i2] / B[(i1 - 1) * N + i2];
                B[i1 * N + i2] -= A[i1 * N + i2] * A[i1 * N + i2] / B[(i1 - 1) * N + i2];
            }
        for (int i2 = 0; i2 < N; i2++) X[(N - 1) * N + i2] /= B[(N - 1) * N + i2];
        for (int i1 = 0; i1 < N - 2; i1++)
            for (int i2 = 0; i2 < N; i2++)
                X[(N - 2 - i1) * N + i2] = (X[(N - 2 - i1) * N + i2] - X[(N - i1 - 3) * N + i2] * A[(N - 3 - i1) * N + i2]) /
                                           B[(N - 2 - i1) * N + i2];
    }
}

int main(int argc, char **argv) {
    float *A = (float *)malloc(N * N * sizeof(float)), *B = (float *)malloc(N * N * sizeof(float));
    float *X = (float *)malloc(N * N * sizeof(float)), *X_out = (float *)malloc(N * N * sizeof(float));
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            X[i * N + j] = ((float)i * (j + 1) + 1) / N;
            A[i * N + j] = ((float)(i - 1) * (j + 4) + 2) / N;
            B[i * N + j] = ((float)(i + 3) * (j + 7) + 3) / N + 4.0f;
        }
    float *A_gpu, *B_gpu, *X_gpu;
    cudaMalloc((void **)&A_gpu, sizeof(float) * N * N);
    cudaMalloc((void **)&B_gpu, sizeof(float) * N * N);
    cudaMalloc((void **)&X_gpu, sizeof(float) * N * N);
    cudaMemcpy(A_gpu, A, sizeof(float) * N * N, cudaMemcpyHostToDevice);
    cudaMemcpy(B_gpu, B, sizeof(float) * N * N, cudaMemcpyHostToDevice);
    cudaMemcpy(X_gpu, X, sizeof(float) * N * N, cudaMemcpyHostToDevice);
    int blocks = (N + BLOCK - 1) / BLOCK;
    double start = wall_time();
    for (int t = 0; t < TSTEPS; t++) {
        adi_kernel1<<<blocks, BLOCK>>>(A_gpu, B_gpu, X_gpu);
        cudaThreadSynchronize();
        adi_kernel2<<<blocks, BLOCK>>>(B_gpu, X_gpu);
        cudaThreadSynchronize();
        adi_kernel3<<<blocks, BLOCK>>>(A_gpu, B_gpu, X_gpu);
        cudaThreadSynchronize();
        for (int i1 = 1; i1 < N; i1++) {
            adi_kernel4<<<blocks, BLOCK>>>(A_gpu, B_gpu, X_gpu, i1);
            cudaThreadSynchronize();
        }
        adi_kernel5<<<blocks, BLOCK>>>(B_gpu, X_gpu);
        cudaThreadSynchronize();
        for (int i1 = 0; i1 < N - 2; i1++) {
            adi_kernel6<<<blocks, BLOCK>>>(A_gpu, B_gpu, X_gpu, i1);
            cudaThreadSynchronize();
        }
    }
    report_time("GPU", start);
    cudaMemcpy(X_out, X_gpu, sizeof(float) * N * N, cudaMemcpyDeviceToHost);
    adi_cpu(A, B, X);
    int fail = compare_results("adi", X, X_out, N * N);
    cudaFree(A_gpu); cudaFree(B_gpu); cudaFree(X_gpu);
    free(A); free(B); free(X); free(X_out);
    return fail != 0;
}
