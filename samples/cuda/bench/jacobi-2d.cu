/* jacobi-2d: a time loop of two kernels, B from A's five-point average, then A from B;
 * 32x8 blocks, a synchronisation after each launch. */
#include "bench.h"

#define TSTEPS 8
#define N 64

__global__ void runJacobiCUDA_kernel1(const float *A, float *B) {
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= 1 && i < N - 1 && j >= 1 && j < N - 1)
        B[i * N + j] = 0.2f * (A[i * N + j] + A[i * N + (j - 1)] + A[i * N + (1 + j)] + A[(1 + i) * N + j] +
                               A[(i - 1) * N + j]);
}

__global__ void runJacobiCUDA_kernel2(float *A, const float *B) {
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (i >= 1 && i < N - 1 && j >= 1 && j < N - 1) A[i * N + j] = B[i * N + j];
}

int main(int argc, char **argv) {
    float *a = (float *)malloc(N * N * sizeof(float)), *b = (float *)malloc(N * N * sizeof(float));
    float *a_out = (float *)malloc(N * N * sizeof(float));
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) {
            a[i * N + j] = ((float)i * (j + 2) + 10) / N;
            b[i * N + j] = ((float)(i - 4) * (j - 1) + 11) / N;
        }
    float *A_gpu, *B_gpu;
    cudaMalloc((void **)&A_gpu, sizeof(float) * N * N);
    cudaMalloc((void **)&B_gpu, sizeof(float) * N * N);
    cudaMemcpy(A_gpu, a, sizeof(float) * N * N, cudaMemcpyHostToDevice);
    cudaMemcpy(B_gpu, b, sizeof(float) * N * N, cudaMemcpyHostToDevice);
    dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
    dim3 grid((N + block.x - 1) / block.x, (N + block.y - 1) / block.y);
    double start = wall_time();
    for (int t = 0; t < TSTEPS; t++) {
        runJacobiCUDA_kernel1<<<grid, block>>>(A_gpu, B_gpu);
        cudaThreadSynchronize();
        runJacobiCUDA_kernel2<<<grid, block>>>(A_gpu, B_gpu);
        cudaThreadSynchronize();
    }
    report_time("GPU", start);
    cudaMemcpy(a_out, A_gpu, sizeof(float) * N * N, cudaMemcpyDeviceToHost);
    for (int t = 0; t < TSTEPS; t++) {
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++)
                b[i * N + j] = 0.2f * (a[i * N + j] + a[i * N + j - 1] + a[i * N + j + 1] + a[(i + 1) * N + j] + a[(i - 1) * N + j]);
        for (int i = 1; i < N - 1; i++)
            for (int j = 1; j < N - 1; j++) a[i * N + j] = b[i * N + j];
    }
    int fail = compare_results("jacobi-2d", a, a_out, N * N);
    cudaFree(A_gpu); cudaFree(B_gpu);
    free(a); free(b); free(a_out);
    return fail != 0;
}
