/* atax: y = A^T (A x), as tmp = A x (one thread per row), then y = A^T tmp (one thread per
 * column); 1-D blocks of 256 threads, a synchronisation after each launch. */
#include "bench.h"

#define NX 256
#define NY 256
#define BLOCK 256

__global__ void atax_kernel1(const float *A, const float *x, float *tmp) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < NX) {
        float sum = 0.0f;
        for (int j = 0; j < NY; j++) sum += A[i * NY + j] * x[j];
        tmp[i] = sum;
    }
}

__global__ void atax_kernel2(const float *A, float *y, const float *tmp) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < NY) {
        float sum = 0.0f;
        for (int i = 0; i < NX; i++) sum += A[i * NY + j] * tmp[i];
        y[j] = sum;
    }
}

int main(int argc, char **argv) {
    float *A = (float *)malloc(NX * NY * sizeof(float)), *x = (float *)malloc(NY * sizeof(float));
    float *y = (float *)malloc(NY * sizeof(float)), *tmp = (float *)malloc(NX * sizeof(float));
    float *y_out = (float *)malloc(NY * sizeof(float));
    for (int i = 0; i < NX; i++) {
        x[i] = i * 3.14159f / NX;
        for (int j = 0; j < NY; j++) A[i * NY + j] = ((float)i * j) / (NX * NY);
    }
    float *A_gpu, *x_gpu, *y_gpu, *tmp_gpu;
    CUDA_CHECK(cudaMalloc((void **)&A_gpu, sizeof(float) * NX * NY));
    CUDA_CHECK(cudaMalloc((void **)&x_gpu, sizeof(float) * NY));
    CUDA_CHECK(cudaMalloc((void **)&y_gpu, sizeof(float) * NY));
    CUDA_CHECK(cudaMalloc((void **)&tmp_gpu, sizeof(float) * NX));
    cudaMemcpy(A_gpu, A, sizeof(float) * NX * NY, cudaMemcpyHostToDevice);
    cudaMemcpy(x_gpu, x, sizeof(float) * NY, cudaMemcpyHostToDevice);
    double start = wall_time();
    atax_kernel1<<<(NX + BLOCK - 1) / BLOCK, BLOCK>>>(A_gpu, x_gpu, tmp_gpu);
    CUDA_CHECK(cudaDeviceSynchronize());
    atax_kernel2<<<(NY + BLOCK - 1) / BLOCK, BLOCK>>>(A_gpu, y_gpu, tmp_gpu);
    CUDA_CHECK(cudaDeviceSynchronize());
    report_time("GPU", start);
    cudaMemcpy(y_out, y_gpu, sizeof(float) * NY, cudaMemcpyDeviceToHost);
    for (int i = 0; i < NX; i++) {
        tmp[i] = 0.0f;
        for (int j = 0; j < NY; j++) tmp[i] += A[i * NY + j] * x[j];
    }
    for (int j = 0; j < NY; j++) {
        y[j] = 0.0f;
        for (int i = 0; i < NX; i++) y[j] += A[i * NY + j] * tmp[i];
    }
    int fail = compare_results("atax", y, y_out, NY);
    cudaFree(A_gpu); cudaFree(x_gpu); cudaFree(y_gpu); cudaFree(tmp_gpu);
    free(A); free(x); free(y); free(tmp); free(y_out);
    return fail != 0;
}
