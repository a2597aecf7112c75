/* 3-D convolution: one launch per interior plane i (a 2-D grid over j and k), each
 * followed by a synchronisation. */
#include "bench.h"

#define NI 32
#define NJ 32
#define NK 32

#define C11 2.0f
#define C21 5.0f
#define C31 (-8.0f)
#define C12 (-3.0f)
#define C22 6.0f
#define C32 (-9.0f)
#define C13 4.0f
#define C23 7.0f
#define C33 10.0f

__device__ __host__ static float stencil(const float *A, int i, int j, int k) {
#define AT(a, b, c) A[(a) * (NK * NJ) + (b) * NK + (c)]
    return C11 * AT(i - 1, j - 1, k - 1) + C13 * AT(i + 1, j - 1, k - 1) + C21 * AT(i - 1, j - 1, k - 1) +
           C23 * AT(i + 1, j - 1, k - 1) + C31 * AT(i - 1, j - 1, k - 1) + C33 * AT(i + 1, j - 1, k - 1) +
           C12 * AT(i, j - 1, k) + C22 * AT(i, j, k) + C32 * AT(i, j + 1, k) + C11 * AT(i - 1, j - 1, k + 1) +
           C13 * AT(i + 1, j - 1, k + 1) + C21 * AT(i - 1, j, k + 1) + C23 * AT(i + 1, j, k + 1) +
           C31 * AT(i - 1, j + 1, k + 1) + C33 * AT(i + 1, j + 1, k + 1);
#undef AT
}

__global__ void convolution3D_kernel(const float *A, float *B, int i) {
    int k = blockIdx.x * blockDim.x + threadIdx.x;
    int j = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < NI - 1 && j < NJ - 1 && k < NK - 1 && i > 0 && j > 0 && k > 0)
        B[i * (NK * NJ) + j * NK + k] = stencil(A, i, j, k);
}

int main(int argc, char **argv) {
    const int size = NI * NJ * NK;
    float *A = (float *)malloc(size * sizeof(float)), *B = (float *)calloc(size, sizeof(float));
    float *B_out = (float *)malloc(size * sizeof(float));
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++)
            for (int k = 0; k < NK; k++) A[i * (NK * NJ) + j * NK + k] = (float)(i % 12 + 2 * (j % 7) + 3 * (k % 13));
    float *A_gpu, *B_gpu;
    cudaMalloc((void **)&A_gpu, sizeof(float) * size);
    cudaMalloc((void **)&B_gpu, sizeof(float) * size);
    cudaMemcpy(A_gpu, A, sizeof(float) * size, cudaMemcpyHostToDevice);
    cudaMemcpy(B_gpu, B, sizeof(float) * size, cudaMemcpyHostToDevice);
    dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
    dim3 grid((NK + block.x - 1) / block.x, (NJ + block.y - 1) / block.y);
    double start = wall_time();
    for (int i = 1; i < NI - 1; ++i) {
        convolution3D_kernel<<<grid, block>>>(A_gpu, B_gpu, i);
        cudaThreadSynchronize();
    }
    report_time("GPU", start);
    cudaMemcpy(B_out, B_gpu, sizeof(float) * size, cudaMemcpyDeviceToHost);
    for (int i = 1; i < NI - 1; ++i)
        for (int j = 1; j < NJ - 1; ++j)
            for (int k = 1; k < NK - 1; ++k) B[i * (NK * NJ) + j * NK + k] = stencil(A, i, j, k);
    int fail = compare_results("3dconv", B, B_out, size);
    cudaFree(A_gpu); cudaFree(B_gpu);
    free(A); free(B); free(B_out);
    return fail != 0;
}
