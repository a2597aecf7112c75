/* 3mm: E = A * B, F = C * D, G = E * F; one matrix-multiply kernel launched three times,
 * the first two independent, a synchronisation after each launch. */
#include "bench.h"

#define NI 64
#define NJ 64
#define NK 64
#define NL 64
#define NM 64

__global__ void mm3_kernel(const float *A, const float *B, float *E, int rows, int inner, int cols) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < rows && j < cols) {
        float sum = 0.0f;
        for (int k = 0; k < inner; k++) sum += A[i * inner + k] * B[k * cols + j];
        E[i * cols + j] = sum;
    }
}

static void fill(float *M, int rows, int cols, int salt) {
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) M[i * cols + j] = (float)((i * (j + salt)) % rows) / (5 * rows);
}

static void mm_cpu(const float *A, const float *B, float *E, int rows, int inner, int cols) {
    for (int i = 0; i < rows; i++)
        for (int j = 0; j < cols; j++) {
            float sum = 0.0f;
            for (int k = 0; k < inner; k++) sum += A[i * inner + k] * B[k * cols + j];
            E[i * cols + j] = sum;
        }
}

int main(int argc, char *argv[]) {
    float *A = (float *)malloc(NI * NK * sizeof(float)), *B = (float *)malloc(NK * NJ * sizeof(float));
    float *C = (float *)malloc(NJ * NM * sizeof(float)), *D = (float *)malloc(NM * NL * sizeof(float));
    float *E = (float *)malloc(NI * NJ * sizeof(float)), *F = (float *)malloc(NJ * NL * sizeof(float));
    float *G = (float *)malloc(NI * NL * sizeof(float)), *G_out = (float *)malloc(NI * NL * sizeof(float));
    fill(A, NI, NK, 0); fill(B, NK, NJ, 1); fill(C, NJ, NM, 3); fill(D, NM, NL, 2);
    float *A_gpu, *B_gpu, *C_gpu, *D_gpu, *E_gpu, *F_gpu, *G_gpu;
    cudaMalloc((void **)&A_gpu, sizeof(float) * NI * NK);
    cudaMalloc((void **)&B_gpu, sizeof(float) * NK * NJ);
    cudaMalloc((void **)&C_gpu, sizeof(float) * NJ * NM);
    cudaMalloc((void **)&D_gpu, sizeof(float) * NM * NL);
    cudaMalloc((void **)&E_gpu, sizeof(float) * NI * NJ);
    cudaMalloc((void **)&F_gpu, sizeof(float) * NJ * NL);
    cudaMalloc((void **)&G_gpu, sizeof(float) * NI * NL);
    cudaMemcpy(A_gpu, A, sizeof(float) * NI * NK, cudaMemcpyHostToDevice);
    cudaMemcpy(B_gpu, B, sizeof(float) * NK * NJ, cudaMemcpyHostToDevice);
    cudaMemcpy(C_gpu, C, sizeof(float) * NJ * NM, cudaMemcpyHostToDevice);
    cudaMemcpy(D_gpu, D, sizeof(float) * NM * NL, cudaMemcpyHostToDevice);
    dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
    dim3 grid((NJ + block.x - 1) / block.x, (NI + block.y - 1) / block.y);
    double start = wall_time();
    mm3_kernel<<<grid, block>>>(A_gpu, B_gpu, E_gpu, NI, NK, NJ);
    cudaThreadSynchronize();
    mm3_kernel<<<grid, block>>>(C_gpu, D_gpu, F_gpu, NJ, NM, NL);
    cudaThreadSynchronize();
    mm3_kernel<<<grid, block>>>(E_gpu, F_gpu, G_gpu, NI, NJ, NL);
    cudaThreadSynchronize();
    report_time("GPU", start);
    cudaMemcpy(G_out, G_gpu, sizeof(float) * NI * NL, cudaMemcpyDeviceToHost);
    mm_cpu(A, B, E, NI, NK, NJ); mm_cpu(C, D, F, NJ, NM, NL); mm_cpu(E, F, G, NI, NJ, NL);
    int fail = compare_results("3mm", G, G_out, NI * NL);
    cudaFree(A_gpu); cudaFree(B_gpu); cudaFree(C_gpu); cudaFree(D_gpu); cudaFree(E_gpu); cudaFree(F_gpu); cudaFree(G_gpu);
    free(A); free(B); free(C); free(D); free(E); free(F); free(G); free(G_out);
    return fail != 0;
}
