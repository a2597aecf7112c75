// Host loops for `sirius`'s iteration fusion (tests/integration/iteration_fusion.rs). `main` runs:
// * a slab loop: slab s of `out` from slab s of `in`, on a grid two blocks deep, the
//   slab's pointers and its index passed per iteration (fused: one launch of 12 x 2
//   blocks along z, the pointers and the index advanced in the kernel);
// * a loop whose launch runs only in odd iterations (refused: not in every iteration);
// * a time loop, every step reading the one before (not independent: no entry);
// * a loop of `argc + 3` iterations (refused: the trip count is not a constant).
// Each loop synchronises after its launch, as benchmark programs do. Returns 0 when every
// result is right.
#include <cuda_runtime.h>
#include <stdio.h>
#include <stdlib.h>

#define SLAB 512
#define SLABS 12

// One slab, two layers of blocks: z picks the half of the slab, gridDim.z its count.
__global__ void slab(const float *in, float *out, int s) {
    int i = (blockIdx.z * gridDim.x + blockIdx.x) * blockDim.x + threadIdx.x;
    if (i < SLAB) out[i] = 2.0f * in[i] + (float)s;
}

__global__ void odd(float *out, int s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < SLAB) out[s * SLAB + i] += 1.0f;
}

__global__ void step(float *row) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < SLAB) row[i] = 0.5f * row[i] + 1.0f;
}

__global__ void fill(float *out, int s) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < SLAB) out[s * SLAB + i] = (float)(s + 1);
}

int main(int argc, char **argv) {
    size_t bytes = SLABS * SLAB * sizeof(float);
    float *in, *out, *row, *many;
    cudaMalloc(&in, bytes);
    cudaMalloc(&out, bytes);
    cudaMalloc(&row, SLAB * sizeof(float));
    cudaMalloc(&many, bytes);
    float *host = (float *)malloc(bytes), *back = (float *)malloc(bytes);
    for (int i = 0; i < SLABS * SLAB; ++i) host[i] = (float)(i % 97);
    cudaMemcpy(in, host, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(row, host, SLAB * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(many, 0, bytes);
    dim3 halves(2, 1, 2);
    for (int s = 0; s < SLABS; ++s) {
        slab<<<halves, 128>>>(in + s * SLAB, out + s * SLAB, s);
        cudaDeviceSynchronize();
    }
    for (int s = 0; s < SLABS; ++s) {
        if (s % 2)
            odd<<<4, 128>>>(out, s);
        cudaDeviceSynchronize();
    }
    for (int t = 0; t < 8; ++t) {
        step<<<4, 128>>>(row);
        cudaDeviceSynchronize();
    }
    int count = argc + 3;
    for (int s = 0; s < count && s < SLABS; ++s) {
        fill<<<4, 128>>>(many, s);
        cudaDeviceSynchronize();
    }
    cudaMemcpy(back, out, bytes, cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int s = 0; s < SLABS; ++s)
        for (int i = 0; i < SLAB; ++i)
            wrong += back[s * SLAB + i] != 2.0f * host[s * SLAB + i] + (float)s + (float)(s % 2);
    cudaMemcpy(back, many, bytes, cudaMemcpyDeviceToHost);
    for (int s = 0; s < SLABS; ++s)
        wrong += back[s * SLAB] != (s < argc + 3 ? (float)(s + 1) : 0.0f);
    printf("%d wrong\n", wrong);
    cudaFree(in); cudaFree(out); cudaFree(row); cudaFree(many);
    free(host); free(back);
    return wrong != 0;
}
