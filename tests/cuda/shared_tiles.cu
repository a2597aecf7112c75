// Block-level forwarding through shared memory (tests/integration/sirius_differential.rs): a producer
// of 16x16 threads writes a 32x32 tile per block (2x2 elements per thread, as a tiled GEMM
// does), a consumer of 32x32 threads reads the same block's tile transposed (threads
// remap through shared memory); fusion puts a barrier between them.
//   chain 1: x -> t1 -> o1, t1 freed after, an element-wise consumer: it runs in rounds
//            over each producer thread's 2x2 elements, t1 stays in registers.
//   chain 2: x -> t2 -> o2, t2 freed after: t2 lives in a shared tile.
//   chain 3: x -> t3 -> o3, t3 copied back to the host: stays in global memory.
//   chain 4: t4 first written by a copy from the host, then all of each block's tile by
//            the producer before the consumer reads it (must-writes cover the reads): t4
//            lives in a shared tile.
//   chain 5: x -> t5 -> o5 in a host loop (not unrolled): the producer writes each
//            block's tile wholly before the consumer reads it in every iteration: t5
//            lives in a shared tile.
//   chain 6: t6 written by the host, then only the upper half of each tile by the
//            producer: the consumer reads host bytes, t6 stays in global memory.
//   chain 7: t7 written by the host, then by the producer only where the input is
//            positive (a data-dependent store, not a must-write): stays in global memory.
//   chain 8: t8 written by the host, then in a host loop read by the consumer before the
//            producer rewrites it: each iteration reads the previous one's tile, t8 stays
//            in global memory.
//   chain 9: two chains like chain 1 on the two halves of one allocation t9 (fused
//            horizontally: the halves are independent): the buffer is used by two groups
//            of blocks, it stays in global memory.
//   chain 10: a chain like chain 1 on t10 + WIDTH (a slice of an allocation, not its
//            start): stays in global memory.
#include <stdio.h>

#define WIDTH 64
#define HEIGHT 96
#define TILE 32
#define HALF 16

__global__ void scale_tile(const float *in, float *out) {
    int row0 = blockIdx.y * TILE + threadIdx.y, col0 = blockIdx.x * TILE + threadIdx.x;
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 2; ++j) {
            int r = row0 + i * HALF, c = col0 + j * HALF;
            out[r * WIDTH + c] = 3.0f * in[r * WIDTH + c] - (float)j;
        }
    }
}

__global__ void scale_upper_half(const float *in, float *out) {
    int r = blockIdx.y * TILE + threadIdx.y, col0 = blockIdx.x * TILE + threadIdx.x;
    for (int j = 0; j < 2; ++j) {
        int c = col0 + j * HALF;
        out[r * WIDTH + c] = 3.0f * in[r * WIDTH + c];
    }
}

__global__ void scale_positive(const float *in, float *out) {
    int row0 = blockIdx.y * TILE + threadIdx.y, col0 = blockIdx.x * TILE + threadIdx.x;
    for (int i = 0; i < 2; ++i) {
        for (int j = 0; j < 2; ++j) {
            int r = row0 + i * HALF, c = col0 + j * HALF;
            float v = in[r * WIDTH + c];
            if (v > 0.0f) out[r * WIDTH + c] = 3.0f * v;
        }
    }
}

__global__ void add_one(const float *in, float *out) {
    int r = blockIdx.y * TILE + threadIdx.y, c = blockIdx.x * TILE + threadIdx.x;
    out[r * WIDTH + c] = in[r * WIDTH + c] + 1.0f;
}

// out[r][c] = in[r'][c'] with (r', c') the transposed position inside the block's tile.
__global__ void swap_in_tile(const float *in, float *out) {
    int r = blockIdx.y * TILE + threadIdx.y, c = blockIdx.x * TILE + threadIdx.x;
    int rt = blockIdx.y * TILE + threadIdx.x, ct = blockIdx.x * TILE + threadIdx.y;
    out[r * WIDTH + c] = in[rt * WIDTH + ct] * 0.5f;
}

int main() {
    const int n = WIDTH * HEIGHT;
    const size_t bytes = n * sizeof(float);
    static float host_x[WIDTH * HEIGHT], back[WIDTH * HEIGHT];
    for (int i = 0; i < n; ++i) host_x[i] = (float)(i % 23) - 7.0f;
    float *x, *t1, *o1, *t2, *o2, *t3, *o3, *t4, *o4, *t5, *o5, *t6, *o6, *t7, *o7, *t8, *o8, *t9, *o9, *t10, *o10;
    cudaMalloc((void **)&x, bytes);
    cudaMalloc((void **)&t1, bytes);
    cudaMalloc((void **)&o1, bytes);
    cudaMalloc((void **)&t2, bytes);
    cudaMalloc((void **)&o2, bytes);
    cudaMalloc((void **)&t3, bytes);
    cudaMalloc((void **)&o3, bytes);
    cudaMalloc((void **)&t4, bytes);
    cudaMalloc((void **)&o4, bytes);
    cudaMalloc((void **)&t5, bytes);
    cudaMalloc((void **)&o5, bytes);
    cudaMalloc((void **)&t6, bytes);
    cudaMalloc((void **)&o6, bytes);
    cudaMalloc((void **)&t7, bytes);
    cudaMalloc((void **)&o7, bytes);
    cudaMalloc((void **)&t8, bytes);
    cudaMalloc((void **)&o8, bytes);
    cudaMalloc((void **)&t9, 2 * bytes);
    cudaMalloc((void **)&o9, 2 * bytes);
    cudaMalloc((void **)&t10, bytes + WIDTH * sizeof(float));
    cudaMalloc((void **)&o10, bytes);
    cudaMemcpy(x, host_x, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(t4, host_x, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(t6, host_x, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(t7, host_x, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(t8, host_x, bytes, cudaMemcpyHostToDevice);
    dim3 grid(WIDTH / TILE, HEIGHT / TILE), producer(HALF, HALF), consumer(TILE, TILE);
    scale_tile<<<grid, producer>>>(x, t1);
    add_one<<<grid, consumer>>>(t1, o1);
    scale_tile<<<grid, producer>>>(x, t2);
    swap_in_tile<<<grid, consumer>>>(t2, o2);
    scale_tile<<<grid, producer>>>(x, t3);
    swap_in_tile<<<grid, consumer>>>(t3, o3);
    scale_tile<<<grid, producer>>>(x, t4);
    swap_in_tile<<<grid, consumer>>>(t4, o4);
    for (int it = 0; it < 40; ++it) {
        scale_tile<<<grid, producer>>>(x, t5);
        swap_in_tile<<<grid, consumer>>>(t5, o5);
    }
    scale_upper_half<<<grid, producer>>>(x, t6);
    swap_in_tile<<<grid, consumer>>>(t6, o6);
    scale_positive<<<grid, producer>>>(x, t7);
    swap_in_tile<<<grid, consumer>>>(t7, o7);
    for (int it = 0; it < 3; ++it) {
        swap_in_tile<<<grid, consumer>>>(t8, o8);
        scale_tile<<<grid, producer>>>(o8, t8);
    }
    scale_tile<<<grid, producer>>>(x, t9);
    swap_in_tile<<<grid, consumer>>>(t9, o9);
    scale_tile<<<grid, producer>>>(x, t9 + n);
    swap_in_tile<<<grid, consumer>>>(t9 + n, o9 + n);
    scale_tile<<<grid, producer>>>(x, t10 + WIDTH);
    swap_in_tile<<<grid, consumer>>>(t10 + WIDTH, o10);
    float sum = 0.0f;
    float *outputs[] = {o1, o2, o3, o4, o5, t3, o6, o7, o8};
    for (int k = 0; k < 9; ++k) {
        cudaMemcpy(back, outputs[k], bytes, cudaMemcpyDeviceToHost);
        for (int i = 0; i < n; ++i) sum += back[i] * (float)(k + 1);
    }
    cudaMemcpy(back, o9, bytes, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) sum += back[i] * 10.0f;
    cudaMemcpy(back, o9 + n, bytes, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) sum += back[i] * 11.0f;
    cudaMemcpy(back, o10, bytes, cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) sum += back[i] * 12.0f;
    printf("shared_tiles: sum %.1f\n", sum);
    cudaFree(x);
    cudaFree(t1);
    cudaFree(o1);
    cudaFree(t2);
    cudaFree(o2);
    cudaFree(t3);
    cudaFree(o3);
    cudaFree(t4);
    cudaFree(o4);
    cudaFree(t5);
    cudaFree(o5);
    cudaFree(t6);
    cudaFree(o6);
    cudaFree(t7);
    cudaFree(o7);
    cudaFree(t8);
    cudaFree(o8);
    cudaFree(t9);
    cudaFree(o9);
    cudaFree(t10);
    cudaFree(o10);
    return 0;
}
