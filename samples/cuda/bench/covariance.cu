/* covariance: column means, centre the data, then the covariance matrix (one thread per
 * row of the upper triangle); three kernels, a synchronisation after each. */
#include "bench.h"

#define M 128
#define N 128
#define BLOCK 256
#define FLOAT_N 3214212.01f

__global__ void mean_kernel(float *mean, const float *data) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < M) {
        mean[j] = 0.0f;
        for (int i = 0; i < N; i++) mean[j] += data[i * M + j];
        mean[j] /= FLOAT_N;
    }
}

__global__ void reduce_kernel(const float *mean, float *data) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < N && j < M) data[i * M + j] -= mean[j];
}

__global__ void covar_kernel(float *symmat, const float *data) {
    int j1 = blockIdx.x * blockDim.x + threadIdx.x;
    if (j1 < M) {
        for (int j2 = j1; j2 < M; j2++) {
            symmat[j1 * M + j2] = 0.0f;
            for (int i = 0; i < N; i++) symmat[j1 * M + j2] += data[i * M + j1] * data[i * M + j2];
            symmat[j2 * M + j1] = symmat[j1 * M + j2];
        }
    }
}

int main(int argc, char **argv) {
    float *data = (float *)malloc(M * N * sizeof(float)), *symmat = (float *)malloc(M * M * sizeof(float));
    float *mean = (float *)malloc(M * sizeof(float)), *symmat_out = (float *)malloc(M * M * sizeof(float));
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) data[i * M + j] = ((float)i * j) / M;
    float *data_gpu, *mean_gpu, *symmat_gpu;
    cudaMalloc((void **)&data_gpu, sizeof(float) * M * N);
    cudaMalloc((void **)&symmat_gpu, sizeof(float) * M * M);
    cudaMalloc((void **)&mean_gpu, sizeof(float) * M);
    cudaMemcpy(data_gpu, data, sizeof(float) * M * N, cudaMemcpyHostToDevice);
    dim3 block2(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
    dim3 grid2((M + block2.x - 1) / block2.x, (N + block2.y - 1) / block2.y);
    double start = wall_time();
    mean_kernel<<<(M + BLOCK - 1) / BLOCK, BLOCK>>>(mean_gpu, data_gpu);
    cudaThreadSynchronize();
    reduce_kernel<<<grid2, block2>>>(mean_gpu, data_gpu);
    cudaThreadSynchronize();
    covar_kernel<<<(M + BLOCK - 1) / BLOCK, BLOCK>>>(symmat_gpu, data_gpu);
    cudaThreadSynchronize();
    report_time("GPU", start);
    cudaMemcpy(symmat_out, symmat_gpu, sizeof(float) * M * M, cudaMemcpyDeviceToHost);
    for (int j = 0; j < M; j++) {
        mean[j] = 0.0f;
        for (int i = 0; i < N; i++) mean[j] += data[i * M + j];
        mean[j] /= FLOAT_N;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) data[i * M + j] -= mean[j];
    for (int j1 = 0; j1 < M; j1++)
        for (int j2 = j1; j2 < M; j2++) {
            float sum = 0.0f;
            for (int i = 0; i < N; i++) sum += data[i * M + j1] * data[i * M + j2];
            symmat[j1 * M + j2] = symmat[j2 * M + j1] = sum;
        }
    int fail = compare_results("covariance", symmat, symmat_out, M * M);
    cudaFree(data_gpu); cudaFree(symmat_gpu); cudaFree(mean_gpu);
    free(data); free(symmat); free(mean); free(symmat_out);
    return fail != 0;
}
