/* fdtd-2d: a time loop of three stencil kernels over ex, ey and hz (the first also sets
 * ey's row 0 from the time step's source), a synchronisation after each. */
#include "bench.h"

#define TMAX 8
#define NX 64
#define NY 64

__global__ void fdtd_step1(const float *fict, float *ex, float *ey, const float *hz, int t) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < NX && j < NY) {
        if (i == 0) ey[i * NY + j] = fict[t];
        else ey[i * NY + j] = ey[i * NY + j] - 0.5f * (hz[i * NY + j] - hz[(i - 1) * NY + j]);
    }
}

__global__ void fdtd_step2(float *ex, const float *ey, const float *hz) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < NX && j < NY && j > 0) ex[i * (NY + 1) + j] = ex[i * (NY + 1) + j] - 0.5f * (hz[i * NY + j] - hz[i * NY + (j - 1)]);
}

__global__ void fdtd_step3(const float *ex, const float *ey, float *hz) {
    int j = blockIdx.x * blockDim.x + threadIdx.x;
    int i = blockIdx.y * blockDim.y + threadIdx.y;
    if (i < NX && j < NY)
        hz[i * NY + j] = hz[i * NY + j] - 0.7f * (ex[i * (NY + 1) + (j + 1)] - ex[i * (NY + 1) + j] +
                                                 ey[(i + 1) * NY + j] - ey[i * NY + j]);
}

int main(int argc, char **argv) {
    float *fict = (float *)malloc(TMAX * sizeof(float)), *ex = (float *)malloc(NX * (NY + 1) * sizeof(float));
    float *ey = (float *)malloc((NX + 1) * NY * sizeof(float)), *hz = (float *)malloc(NX * NY * sizeof(float));
    float *hz_out = (float *)malloc(NX * NY * sizeof(float));
    for (int i = 0; i < TMAX; i++) fict[i] = (float)i;
    for (int i = 0; i < NX + 1; i++)
        for (int j = 0; j < NY + 1; j++) {
            if (j < NY) ey[i * NY + j] = ((float)i * (j + 2) + 2) / NX;
            if (i < NX) ex[i * (NY + 1) + j] = ((float)i * (j + 1) + 1) / NX;
            if (i < NX && j < NY) hz[i * NY + j] = ((float)i * (j + 3) + 3) / NX;
        }
    float *fict_gpu, *ex_gpu, *ey_gpu, *hz_gpu;
    cudaMalloc((void **)&fict_gpu, sizeof(float) * TMAX);
    cudaMalloc((void **)&ex_gpu, sizeof(float) * NX * (NY + 1));
    cudaMalloc((void **)&ey_gpu, sizeof(float) * (NX + 1) * NY);
    cudaMalloc((void **)&hz_gpu, sizeof(float) * NX * NY);
    cudaMemcpy(fict_gpu, fict, sizeof(float) * TMAX, cudaMemcpyHostToDevice);
    cudaMemcpy(ex_gpu, ex, sizeof(float) * NX * (NY + 1), cudaMemcpyHostToDevice);
    cudaMemcpy(ey_gpu, ey, sizeof(float) * (NX + 1) * NY, cudaMemcpyHostToDevice);
    cudaMemcpy(hz_gpu, hz, sizeof(float) * NX * NY, cudaMemcpyHostToDevice);
    dim3 block(DIM_THREAD_BLOCK_X, DIM_THREAD_BLOCK_Y);
    dim3 grid((NY + block.x - 1) / block.x, (NX + block.y - 1) / block.y);
    double start = wall_time();
    for (int t = 0; t < TMAX; t++) {
        fdtd_step1<<<grid, block>>>(fict_gpu, ex_gpu, ey_gpu, hz_gpu, t);
        cudaThreadSynchronize();
        fdtd_step2<<<grid, block>>>(ex_gpu, ey_gpu, hz_gpu);
        cudaThreadSynchronize();
        fdtd_step3<<<grid, block>>>(ex_gpu, ey_gpu, hz_gpu);
        cudaThreadSynchronize();
    }
    report_time("GPU", start);
    cudaMemcpy(hz_out, hz_gpu, sizeof(float) * NX * NY, cudaMemcpyDeviceToHost);
    for (int t = 0; t < TMAX; t++) {
        for (int j = 0; j < NY; j++) ey[j] = fict[t];
        for (int i = 1; i < NX; i++)
            for (int j = 0; j < NY; j++) ey[i * NY + j] -= 0.5f * (hz[i * NY + j] - hz[(i - 1) * NY + j]);
        for (int i = 0; i < NX; i++)
            for (int j = 1; j < NY; j++) ex[i * (NY + 1) + j] -= 0.5f * (hz[i * NY + j] - hz[i * NY + (j - 1)]);
        for (int i = 0; i < NX; i++)
            for (int j = 0; j < NY; j++)
                hz[i * NY + j] -= 0.7f * (ex[i * (NY + 1) + (j + 1)] - ex[i * (NY + 1) + j] + ey[(i + 1) * NY + j] - ey[i * NY + j]);
    }
    int fail = compare_results("fdtd-2d", hz, hz_out, NX * NY);
    cudaFree(fict_gpu); cudaFree(ex_gpu); cudaFree(ey_gpu); cudaFree(hz_gpu);
    free(fict); free(ex); free(ey); free(hz); free(hz_out);
    return fail != 0;
}
