/* jacobi-1d: a time loop of two kernels, B from A's three-point average, then A from B;
 * 1-D blocks of 256 threads, a synchronisation after each launch. */
#include "bench.h"

#define TSTEPS 16
#define N 4096
#define BLOCK 256

__global__ void jacobi_kernel1(const float *A, float *B) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i > 0 && i < N - 1) B[i] = 0.33333f * (A[i - 1] + A[i] + A[i + 1]);
}

__global__ void jacobi_kernel2(float *A, const float *B) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j > 0 && j < N - 1) A[j] = B[j];
}

int main(int argc, char **argv) {
    float *a = (float *)malloc(N * sizeof(float)), *b = (float *)malloc(N * sizeof(float));
    float *a_out = (float *)malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) {
        a[i] = ((float)4 * i + 10) / N;
        b[i] = ((float)7 * i + 11) / N;
    }
    float *A_gpu, *B_gpu;
    cudaMalloc((void **)&A_gpu, sizeof(float) * N);
    cudaMalloc((void **)&B_gpu, sizeof(float) * N);
    cudaMemcpy(A_gpu, a, sizeof(float) * N, cudaMemcpyHostToDevice);
    cudaMemcpy(B_gpu, b, sizeof(float) * N, cudaMemcpyHostToDevice);
    double start = wall_time();
    for (int t = 0; t < TSTEPS; t++) {
        jacobi_kernel1<<<(N + BLOCK - 1) / BLOCK, BLOCK>>>(A_gpu, B_gpu);
        cudaThreadSynchronize();
        jacobi_kernel2<<<(N + BLOCK - 1) / BLOCK, BLOCK>>>(A_gpu, B_gpu);
        cudaThreadSynchronize();
    }
    report_time("GPU", start);
    cudaMemcpy(a_out, A_gpu, sizeof(float) * N, cudaMemcpyDeviceToHost);
    for (int t = 0; t < TSTEPS; t++) {
        for (int i = 1; i < N - 1; i++) b[i] = 0.33333f * (a[i - 1] + a[i] + a[i + 1]);
        for (int j = 1; j < N - 1; j++) a[j] = b[j];
    }
    int fail = compare_results("jacobi-1d", a, a_out, N);
    cudaFree(A_gpu); cudaFree(B_gpu);
    free(a); free(b); free(a_out);
    return fail != 0;
}
