/* gemver: A = A + u1 v1^T + u2 v2^T; x = x + beta A^T y + z; w = w + alpha A x, in three
 * kernels (the second adds z itself), a synchronisation after each. */
#include "bench.h"

#define N 256
#define BLOCK 256

__global__ void gemver_kernel1(float *a, const float *v1, const float *v2, const float *u1, const float *u2) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < N && j < N) a[i * N + j] += u1[i] * v1[j] + u2[i] * v2[j];
}

__global__ void gemver_kernel2(const float *a, float *x, const float *y, const float *z, float beta) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N) {
        for (int j = 0; j < N; j++) x[i] += beta * a[j * N + i] * y[j];
        x[i] += z[i];
    }
}

__global__ void gemver_kernel3(const float *a, const float *x, float *w, float alpha) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < N)
        for (int j = 0; j < N; j++) w[i] += alpha * a[i * N + j] * x[j];
}

int main(int argc, char **argv) {
    float alpha = 43532.0f / 100000.0f, beta = 12313.0f / 100000.0f;
    float *A = (float *)malloc(N * N * sizeof(float)), *v[8];
    for (int k = 0; k < 8; k++) v[k] = (float *)malloc(N * sizeof(float));
    float *u1 = v[0], *u2 = v[1], *v1 = v[2], *v2 = v[3], *w = v[4], *x = v[5], *y = v[6], *z = v[7];
    float *w_out = (float *)malloc(N * sizeof(float));
    for (int i = 0; i < N; i++) {
        u1[i] = i; u2[i] = (i + 1) / (float)N / 2.0f; v1[i] = (i + 1) / (float)N / 4.0f;
        v2[i] = (i + 1) / (float)N / 6.0f; y[i] = (i + 1) / (float)N / 8.0f; z[i] = (i + 1) / (float)N / 9.0f;
        x[i] = 0.0f; w[i] = 0.0f;
        for (int j = 0; j < N; j++) A[i * N + j] = ((float)i * j) / N / N;
    }
    float *A_gpu, *d[8];
    cudaMalloc((void **)&A_gpu, sizeof(float) * N * N);
    cudaMemcpy(A_gpu, A, sizeof(float) * N * N, cudaMemcpyHostToDevice);
    for (int k = 0; k < 8; k++) {
        cudaMalloc((void **)&d[k], sizeof(float) * N);
        cudaMemcpy(d[k], v[k], sizeof(float) * N, cudaMemcpyHostToDevice);
    }
    dim3 block1(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
    dim3 grid1((N + block1.x - 1) / block1.x, (N + block1.y - 1) / block1.y);
    double start = wall_time();
    gemver_kernel1<<<grid1, block1>>>(A_gpu, d[2], d[3], d[0], d[1]);
    cudaThreadSynchronize();
    gemver_kernel2<<<(N + BLOCK - 1) / BLOCK, BLOCK>>>(A_gpu, d[5], d[6], d[7], beta);
    cudaThreadSynchronize();
    gemver_kernel3<<<(N + BLOCK - 1) / BLOCK, BLOCK>>>(A_gpu, d[5], d[4], alpha);
    cudaThreadSynchronize();
    report_time("GPU", start);
    cudaMemcpy(w_out, d[4], sizeof(float) * N, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) A[i * N + j] += u1[i] * v1[j] + u2[i] * v2[j];
    for (int i = 0; i < N; i++) {
        for (int j = 0; j < N; j++) x[i] += beta * A[j * N + i] * y[j];
        x[i] += z[i];
    }
    for (int i = 0; i < N; i++)
        for (int j = 0; j < N; j++) w[i] += alpha * A[i * N + j] * x[j];
    int fail = compare_results("gemver", w, w_out, N);
    cudaFree(A_gpu);
    for (int k = 0; k < 8; k++) { cudaFree(d[k]); free(v[k]); }
    free(A); free(w_out);
    return fail != 0;
}
