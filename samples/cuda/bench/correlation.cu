/* correlation: column means, column standard deviations, centre and reduce the data, then
 * the correlation matrix (upper triangle by one thread per row, mirrored); four kernels,
 * a synchronisation after each. */
#include "bench.h"

#define M 128
#define N 128
#define BLOCK 256
#define FLOAT_N 3214212.01f
#define EPS 0.005f

__global__ void mean_kernel(float *mean, const float *data) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < M) {
        mean[j] = 0.0f;
        for (int i = 0; i < N; i++) mean[j] += data[i * M + j];
        mean[j] /= FLOAT_N;
    }
}

__global__ void std_kernel(const float *mean, float *std, const float *data) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < M) {
        std[j] = 0.0f;
        for (int i = 0; i < N; i++) std[j] += (data[i * M + j] - mean[j]) * (data[i * M + j] - mean[j]);
        std[j] /= FLOAT_N;
        std[j] = sqrtf(std[j]);
        if (std[j] <= EPS) std[j] = 1.0f;
    }
}

__global__ void reduce_kernel(const float *mean, const float *std, float *data) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < N && j < M) {
        data[i * M + j] -= mean[j];
        data[i * M + j] /= sqrtf(FLOAT_N) * std[j];
    }
}

__global__ void corr_kernel(float *symmat, const float *data) {
    int j1 = blockIdx.x * blockDim.x + threadIdx.x;
    if (j1 < M - 1) {
        symmat[j1 * M + j1] = 1.0f;
        for (int j2 = j1 + 1; j2 < M; j2++) {
            symmat[j1 * M + j2] = 0.0f;
            for (int i = 0; i < N; i++) symmat[j1 * M + j2] += data[i * M + j1] * data[i * M + j2];
            symmat[j2 * M + j1] = symmat[j1 * M + j2];
        }
    }
}

int main(int argc, char **argv) {
    float *data = (float *)malloc(M * N * sizeof(float)), *symmat = (float *)malloc(M * M * sizeof(float));
    float *mean = (float *)malloc(M * sizeof(float)), *std = (float *)malloc(M * sizeof(float));
    float *symmat_out = (float *)malloc(M * M * sizeof(float));
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) data[i * M + j] = ((float)i * j) / M + i;
    float *data_gpu, *mean_gpu, *std_gpu, *symmat_gpu;
    cudaMalloc((void **)&data_gpu, sizeof(float) * M * N);
    cudaMalloc((void **)&symmat_gpu, sizeof(float) * M * M);
    cudaMalloc((void **)&std_gpu, sizeof(float) * M);
    cudaMalloc((void **)&mean_gpu, sizeof(float) * M);
    cudaMemcpy(data_gpu, data, sizeof(float) * M * N, cudaMemcpyHostToDevice);
    cudaMemset(symmat_gpu, 0, sizeof(float) * M * M);
    dim3 block3(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
    dim3 grid3((M + block3.x - 1) / block3.x, (N + block3.y - 1) / block3.y);
    double start = wall_time();
    mean_kernel<<<(M + BLOCK - 1) / BLOCK, BLOCK>>>(mean_gpu, data_gpu);
    cudaThreadSynchronize();
    std_kernel<<<(M + BLOCK - 1) / BLOCK, BLOCK>>>(mean_gpu, std_gpu, data_gpu);
    cudaThreadSynchronize();
    reduce_kernel<<<grid3, block3>>>(mean_gpu, std_gpu, data_gpu);
    cudaThreadSynchronize();
    corr_kernel<<<(M + BLOCK - 1) / BLOCK, BLOCK>>>(symmat_gpu, data_gpu);
    cudaThreadSynchronize();
    report_time("GPU", start);
    cudaMemcpy(symmat_out, symmat_gpu, sizeof(float) * M * M, cudaMemcpyDeviceToHost);
    symmat_out[(M - 1) * M + (M - 1)] = 1.0f;
    for (int j = 0; j < M; j++) {
        mean[j] = 0.0f;
        for (int i = 0; i < N; i++) mean[j] += data[i * M + j];
        mean[j] /= FLOAT_N;
        std[j] = 0.0f;
        for (int i = 0; i < N; i++) std[j] += (data[i * M + j] - mean[j]) * (data[i * M + j] - mean[j]);
        std[j] = sqrtf(std[j] / FLOAT_N);
        if (std[j] <= EPS) std[j] = 1.0f;
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < M; j++) data[i * M + j] = (data[i * M + j] - mean[j]) / (sqrtf(FLOAT_N) * std[j]);
    for (int j1 = 0; j1 < M; j1++) {
        symmat[j1 * M + j1] = 1.0f;
        for (int j2 = j1 + 1; j2 < M; j2++) {
            float sum = 0.0f;
            for (int i = 0; i < N; i++) sum += data[i * M + j1] * data[i * M + j2];
            symmat[j1 * M + j2] = symmat[j2 * M + j1] = sum;
        }
    }
    int fail = compare_results("correlation", symmat, symmat_out, M * M);
    cudaFree(data_gpu); cudaFree(symmat_gpu); cudaFree(std_gpu); cudaFree(mean_gpu);
    free(data); free(symmat); free(mean); free(std); free(symmat_out);
    return fail != 0;
}
