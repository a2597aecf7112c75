/* bicg: s = A^T r and q = A p, two independent kernels of different code; a
 * synchronisation after each launch. */
#include "bench.h"

#define NX 256
#define NY 256
#define BLOCK 256

__global__ void bicg_kernel1(const float *A, const float *r, float *s) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    if (j < NY) {
        s[j] = 0.0f;
        for (int i = 0; i < NX; i++) s[j] += r[i] * A[i * NY + j];
    }
}

__global__ void bicg_kernel2(const float *A, const float *p, float *q) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < NX) {
        q[i] = 0.0f;
        for (int j = 0; j < NY; j++) q[i] += A[i * NY + j] * p[j];
    }
}

int main(int argc, char **argv) {
    float *A = (float *)malloc(NX * NY * sizeof(float)), *r = (float *)malloc(NX * sizeof(float));
    float *s = (float *)malloc(NY * sizeof(float)), *p = (float *)malloc(NY * sizeof(float));
    float *q = (float *)malloc(NX * sizeof(float)), *s_out = (float *)malloc(NY * sizeof(float));
    float *q_out = (float *)malloc(NX * sizeof(float));
    for (int i = 0; i < NY; i++) p[i] = i * 3.14159f / NY;
    for (int i = 0; i < NX; i++) {
        r[i] = i * 3.14159f / NX;
        for (int j = 0; j < NY; j++) A[i * NY + j] = ((float)i * j) / (NX * NY);
    }
    float *A_gpu, *r_gpu, *s_gpu, *p_gpu, *q_gpu;
    cudaMalloc((void **)&A_gpu, sizeof(float) * NX * NY);
    cudaMalloc((void **)&r_gpu, sizeof(float) * NX);
    cudaMalloc((void **)&s_gpu, sizeof(float) * NY);
    cudaMalloc((void **)&p_gpu, sizeof(float) * NY);
    cudaMalloc((void **)&q_gpu, sizeof(float) * NX);
    cudaMemcpy(A_gpu, A, sizeof(float) * NX * NY, cudaMemcpyHostToDevice);
    cudaMemcpy(r_gpu, r, sizeof(float) * NX, cudaMemcpyHostToDevice);
    cudaMemcpy(p_gpu, p, sizeof(float) * NY, cudaMemcpyHostToDevice);
    double start = wall_time();
    bicg_kernel1<<<(NY + BLOCK - 1) / BLOCK, BLOCK>>>(A_gpu, r_gpu, s_gpu);
    cudaThreadSynchronize();
    bicg_kernel2<<<(NX + BLOCK - 1) / BLOCK, BLOCK>>>(A_gpu, p_gpu, q_gpu);
    cudaThreadSynchronize();
    report_time("GPU", start);
    cudaMemcpy(s_out, s_gpu, sizeof(float) * NY, cudaMemcpyDeviceToHost);
    cudaMemcpy(q_out, q_gpu, sizeof(float) * NX, cudaMemcpyDeviceToHost);
    for (int j = 0; j < NY; j++) s[j] = 0.0f;
    for (int i = 0; i < NX; i++) {
        q[i] = 0.0f;
        for (int j = 0; j < NY; j++) {
            s[j] += r[i] * A[i * NY + j];
            q[i] += A[i * NY + j] * p[j];
        }
    }
    int fail = compare_results("bicg s", s, s_out, NY) + compare_results("bicg q", q, q_out, NX);
    cudaFree(A_gpu); cudaFree(r_gpu); cudaFree(s_gpu); cudaFree(p_gpu); cudaFree(q_gpu);
    free(A); free(r); free(s); free(p); free(q); free(s_out); free(q_out);
    return fail != 0;
}
