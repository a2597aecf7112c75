/* lu: in-place LU decomposition; for each k: scale row k right of the diagonal (one
 * thread per column), then update the trailing matrix (a 2-D grid sized by what is left:
 * at the last k it has no blocks, a launch CUDA refuses and the program ignores). */
#include "bench.h"

#define N 64

__global__ void lu_kernel1(float *A, int k) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j > k && j < N) A[k * N + j] = A[k * N + j] / A[k * N + k];
}

__global__ void lu_kernel2(float *A, int k) {
    int j = blockIdx.x * blockDim.x + threadIdx.x + k + 1;
    int i = blockIdx.y * blockDim.y + threadIdx.y + k + 1;
    if (i < N && j < N) A[i * N + j] = A[i * N + j] - A[i * N + k] * A[k * N + j];
}

int main(int argc, char **argv) {
    float *A = (float *)malloc(N * N * sizeof(float)), *A_out = (float *)malloc(N * N * sizeof(float));
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) A[i * N + j] = ((float)i * j + 1) / N + (i == j) * N;
    float *A_gpu;
    cudaMalloc((void **)&A_gpu, sizeof(float) * N * N);
    cudaMemcpy(A_gpu, A, sizeof(float) * N * N, cudaMemcpyHostToDevice);
    dim3 block1(DIM_THREAD_BLOCK_X * DIM_THREAD_BLOCK_Y, 1);
    dim3 block2(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
    double start = wall_time();
    for (int k = 0; k < N; k++) {
        dim3 grid1((N + block1.x - 1) / block1.x, 1);
        lu_kernel1<<<grid1, block1>>>(A_gpu, k);
        cudaThreadSynchronize();
        dim3 grid2((N - (k + 1)) / block2.x + ((N - (k + 1)) % block2.x != 0),
                   (N - (k + 1)) / block2.y + ((N - (k + 1)) % block2.y != 0));
        lu_kernel2<<<grid2, block2>>>(A_gpu, k);
        cudaThreadSynchronize();
    }
    report_time("GPU", start);
    cudaMemcpy(A_out, A_gpu, sizeof(float) * N * N, cudaMemcpyDeviceToHost);
    for (int k = 0; k < N; k++) {
        for (int j = k + 1; j < N; j++) A[k * N + j] = A[k * N + j] / A[k * N + k];
        for (int i = k + 1; i < N; i++)
            for (int j = k + 1; j < N; j++) A[i * N + j] = A[i * N + j] - A[i * N + k] * A[k * N + j];
    }
    int fail = compare_results("lu", A, A_out, N * N);
    cudaFree(A_gpu);
    free(A); free(A_out);
    return fail != 0;
}
