/* gramschmidt: QR by modified Gram-Schmidt; for each column k: its norm (one thread),
 * Q's column k (one thread per row), then R's row k and the update of the later columns
 * (one thread per column); three kernels per k, each followed by a synchronisation. */
#include "bench.h"

#define M 64
#define N 64
#define BLOCK 256

__global__ void gramschmidt_kernel1(const float *a, float *r, int k) {
    int tid = blockIdx.x * blockDim.x + threadIdx.x;
    if (tid == 0) {
        float nrm = 0.0f;
        for (int i = 0; i < M; i++) nrm += a[i * N + k] * a[i * N + k];
        r[k * N + k] = sqrtf(nrm);
    }
}

__global__ void gramschmidt_kernel2(const float *a, const float *r, float *q, int k) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < M) q[i * N + k] = a[i * N + k] / r[k * N + k];
}

__global__ void gramschmidt_kernel3(float *a, float *r, const float *q, int k) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j > k && j < N) {
        r[k * N + j] = 0.0f;
        for (int i = 0; i < M; i++) r[k * N + j] += q[i * N + k] * a[i * N + j];
        for (int i = 0; i < M; i++) a[i * N + j] -= q[i * N + k] * r[k * N + j];
    }
}

int main(int argc, char **argv) {
    float *A = (float *)malloc(M * N * sizeof(float)), *R = (float *)malloc(N * N * sizeof(float));
    float *Q = (float *)malloc(M * N * sizeof(float)), *A_out = (float *)malloc(M * N * sizeof(float));
    for (int i = 0; i < M; i++)
        for (int j = 0; j < N; j++) A[i * N + j] = ((float)(i + 1) * (j + 1)) / (M + 1) + (i == j);
    float *A_gpu, *R_gpu, *Q_gpu;
    cudaMalloc((void **)&A_gpu, sizeof(float) * M * N);
    cudaMalloc((void **)&R_gpu, sizeof(float) * N * N);
    cudaMalloc((void **)&Q_gpu, sizeof(float) * M * N);
    cudaMemcpy(A_gpu, A, sizeof(float) * M * N, cudaMemcpyHostToDevice);
    double start = wall_time();
    for (int k = 0; k < N; k++) {
        gramschmidt_kernel1<<<1, BLOCK>>>(A_gpu, R_gpu, k);
        cudaThreadSynchronize();
        gramschmidt_kernel2<<<(M + BLOCK - 1) / BLOCK, BLOCK>>>(A_gpu, R_gpu, Q_gpu, k);
        cudaThreadSynchronize();
        gramschmidt_kernel3<<<(N + BLOCK - 1) / BLOCK, BLOCK>>>(A_gpu, R_gpu, Q_gpu, k);
        cudaThreadSynchronize();
    }
    report_time("GPU", start);
    cudaMemcpy(A_out, A_gpu, sizeof(float) * M * N, cudaMemcpyDeviceToHost);
    for (int k = 0; k < N; k++) {
        float nrm = 0.0f;
        for (int i = 0; i < M; i++) nrm += A[i * N + k] * A[i * N + k];
        R[k * N + k] = sqrtf(nrm);
        for (int i = 0; i < M; i++) Q[i * N + k] = A[i * N + k] / R[k * N + k];
        for (int j = k + 1; j < N; j++) {
            R[k * N + j] = 0.0f;
            for (int i = 0; i < M; i++) R[k * N + j] += Q[i * N + k] * A[i * N + j];
            for (int i = 0; i < M; i++) A[i * N + j] -= Q[i * N + k] * R[k * N + j];
        }
    }
    int fail = compare_results("gramschmidt", A, A_out, M * N);
    cudaFree(A_gpu); cudaFree(R_gpu); cudaFree(Q_gpu);
    free(A); free(R); free(Q); free(A_out);
    return fail != 0;
}
