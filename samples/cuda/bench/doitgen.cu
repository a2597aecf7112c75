/* doitgen: for each r, sum[p][q] = sum_s A[r][q][s] * C4[s][p], then A[r][q][p] = sum[p][q];
 * two kernels per r in a host loop, each followed by a synchronisation. */
#include "bench.h"

#define NR 16
#define NQ 16
#define NP 64

__global__ void doitgen_kernel1(float *sum, const float *A, const float *C4, int r) {
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    int q = blockIdx.y * blockDim.y + threadIdx.y;
    if (p < NP && q < NQ) {
        sum[r * (NQ * NP) + q * NP + p] = 0.0f;
        for (int s = 0; s < NP; s++)
            sum[r * (NQ * NP) + q * NP + p] += A[r * (NQ * NP) + q * NP + s] * C4[s * NP + p];
    }
}

__global__ void doitgen_kernel2(const float *sum, float *A, int r) {
    int p = blockIdx.x * blockDim.x + threadIdx.x;
    int q = blockIdx.y * blockDim.y + threadIdx.y;
    if (p < NP && q < NQ) A[r * (NQ * NP) + q * NP + p] = sum[r * (NQ * NP) + q * NP + p];
}

int main(int argc, char **argv) {
    const int size = NR * NQ * NP;
    float *A = (float *)malloc(size * sizeof(float)), *sum = (float *)malloc(size * sizeof(float));
    float *C4 = (float *)malloc(NP * NP * sizeof(float)), *A_out = (float *)malloc(size * sizeof(float));
    for (int i = 0; i < NR; i++)
        for (int j = 0; j < NQ; j++)
            for (int k = 0; k < NP; k++) A[i * (NQ * NP) + j * NP + k] = ((float)i * j + k) / NP;
    for (int i = 0; i < NP; i++)
        for (int j = 0; j < NP; j++) C4[i * NP + j] = ((float)i * j) / NP;
    float *A_gpu, *C4_gpu, *sum_gpu;
    cudaMalloc((void **)&A_gpu, size * sizeof(float));
    cudaMalloc((void **)&C4_gpu, NP * NP * sizeof(float));
    cudaMalloc((void **)&sum_gpu, size * sizeof(float));
    cudaMemcpy(A_gpu, A, size * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(C4_gpu, C4, NP * NP * sizeof(float), cudaMemcpyHostToDevice);
    dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
    dim3 grid((NP + block.x - 1) / block.x, (NQ + block.y - 1) / block.y);
    double start = wall_time();
    for (int r = 0; r < NR; r++) {
        doitgen_kernel1<<<grid, block>>>(sum_gpu, A_gpu, C4_gpu, r);
        cudaThreadSynchronize();
        doitgen_kernel2<<<grid, block>>>(sum_gpu, A_gpu, r);
        cudaThreadSynchronize();
    }
    report_time("GPU", start);
    cudaMemcpy(A_out, A_gpu, size * sizeof(float), cudaMemcpyDeviceToHost);
    for (int r = 0; r < NR; r++)
        for (int q = 0; q < NQ; q++) {
            for (int p = 0; p < NP; p++) {
                sum[r * (NQ * NP) + q * NP + p] = 0.0f;
                for (int s = 0; s < NP; s++)
                    sum[r * (NQ * NP) + q * NP + p] += A[r * (NQ * NP) + q * NP + s] * C4[s * NP + p];
            }
            for (int p = 0; p < NP; p++) A[r * (NQ * NP) + q * NP + p] = sum[r * (NQ * NP) + q * NP + p];
        }
    int fail = compare_results("doitgen", A, A_out, size);
    cudaFree(A_gpu); cudaFree(C4_gpu); cudaFree(sum_gpu);
    free(A); free(sum); free(C4); free(A_out);
    return fail != 0;
}
