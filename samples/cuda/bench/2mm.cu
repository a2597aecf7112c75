/* 2mm: D = alpha * A * B * C + beta * D, as tmp = alpha * A * B, then D = beta * D + tmp * C;
 * a synchronisation after every kernel, a CPU reference at the end. */
#include "bench.h"

#define NI 64
#define NJ 64
#define NK 64
#define NL 64

__global__ void mm2_kernel1(int ni, int nj, int nk, float alpha, float *tmp, float *A, float *B) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < ni && j < nj) {
        tmp[i * nj + j] = 0.0f;
        for (int k = 0; k < nk; k++) tmp[i * nj + j] += alpha * A[i * nk + k] * B[k * nj + j];
    }
}

__global__ void mm2_kernel2(int ni, int nj, int nl, float beta, float *tmp, float *C, float *D) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < ni && j < nl) {
        D[i * nl + j] *= beta;
        for (int k = 0; k < nj; k++) D[i * nl + j] += tmp[i * nj + k] * C[k * nl + j];
    }
}

static void init(float *A, float *B, float *C, float *D) {
    for (int i = 0; i < NI; i++)
        for (int k = 0; k < NK; k++) A[i * NK + k] = (float)((i * k) % NI) / NI;
    for (int k = 0; k < NK; k++)
        for (int j = 0; j < NJ; j++) B[k * NJ + j] = (float)((k * (j + 1)) % NJ) / NJ;
    for (int j = 0; j < NJ; j++)
        for (int l = 0; l < NL; l++) C[j * NL + l] = (float)((j * (l + 3)) % NL) / NL;
    for (int i = 0; i < NI; i++)
        for (int l = 0; l < NL; l++) D[i * NL + l] = (float)((i * (l + 2)) % NK) / NK;
}

static void mm2_cpu(float alpha, float beta, float *tmp, float *A, float *B, float *C, float *D) {
    for (int i = 0; i < NI; i++)
        for (int j = 0; j < NJ; j++) {
            tmp[i * NJ + j] = 0.0f;
            for (int k = 0; k < NK; k++) tmp[i * NJ + j] += alpha * A[i * NK + k] * B[k * NJ + j];
        }
    for (int i = 0; i < NI; i++)
        for (int l = 0; l < NL; l++) {
            D[i * NL + l] *= beta;
            for (int j = 0; j < NJ; j++) D[i * NL + l] += tmp[i * NJ + j] * C[j * NL + l];
        }
}

int main(int argc, char **argv) {
    float alpha = 32412.0f / 100000.0f, beta = 2123.0f / 10000.0f;
    float *A = (float *)malloc(NI * NK * sizeof(float)), *B = (float *)malloc(NK * NJ * sizeof(float));
    float *C = (float *)malloc(NJ * NL * sizeof(float)), *D = (float *)malloc(NI * NL * sizeof(float));
    float *tmp = (float *)malloc(NI * NJ * sizeof(float)), *D_gpu = (float *)malloc(NI * NL * sizeof(float));
    init(A, B, C, D);
    float *A_gpu, *B_gpu, *C_gpu, *D_dev, *tmp_gpu;
    CUDA_CHECK(cudaMalloc((void **)&tmp_gpu, sizeof(float) * NI * NJ));
    CUDA_CHECK(cudaMalloc((void **)&A_gpu, sizeof(float) * NI * NK));
    CUDA_CHECK(cudaMalloc((void **)&B_gpu, sizeof(float) * NK * NJ));
    CUDA_CHECK(cudaMalloc((void **)&C_gpu, sizeof(float) * NL * NJ));
    CUDA_CHECK(cudaMalloc((void **)&D_dev, sizeof(float) * NI * NL));
    cudaMemcpy(A_gpu, A, sizeof(float) * NI * NK, cudaMemcpyHostToDevice);
    cudaMemcpy(B_gpu, B, sizeof(float) * NK * NJ, cudaMemcpyHostToDevice);
    cudaMemcpy(C_gpu, C, sizeof(float) * NL * NJ, cudaMemcpyHostToDevice);
    cudaMemcpy(D_dev, D, sizeof(float) * NI * NL, cudaMemcpyHostToDevice);
    dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
    dim3 grid1((NJ + block.x - 1) / block.x, (NI + block.y - 1) / block.y);
    dim3 grid2((NL + block.x - 1) / block.x, (NI + block.y - 1) / block.y);
    double start = wall_time();
    mm2_kernel1<<<grid1, block>>>(NI, NJ, NK, alpha, tmp_gpu, A_gpu, B_gpu);
    cudaThreadSynchronize();
    mm2_kernel2<<<grid2, block>>>(NI, NJ, NL, beta, tmp_gpu, C_gpu, D_dev);
    cudaThreadSynchronize();
    report_time("GPU", start);
    cudaMemcpy(D_gpu, D_dev, sizeof(float) * NI * NL, cudaMemcpyDeviceToHost);
    mm2_cpu(alpha, beta, tmp, A, B, C, D);
    int fail = compare_results("2mm", D, D_gpu, NI * NL);
    free(tmp); free(A); free(B); free(C); free(D); free(D_gpu);
    cudaFree(tmp_gpu); cudaFree(A_gpu); cudaFree(B_gpu); cudaFree(C_gpu); cudaFree(D_dev);
    return fail != 0;
}
