// Dead intermediate stores after fusion (tests/integration/sirius_differential.rs): element-wise chains
// whose intermediates are observed in every way the UAR knows, and one that is not.
//   chain 1: x -> t1 -> out1; t1 freed after: its stores go.
//   chain 2: x -> t2 -> out2; t2 copied back to the host: its stores stay.
//   chain 3, a host loop: t3 -> t4, and t4 read by the next iteration's first launch: stay.
//   chain 4: two slices of one allocation, the first an intermediate, the second copied
//            back: the allocation is observed, so the intermediate's stores stay too.
//   chain 5: x -> t5 -> out5; t5 never freed (visible at exit): its stores stay.
//   chain 6: x -> t6 -> out6, then (after a copy) a launch overwrites the first half of t6
//            and the host reads all of it: the second half is observed, the stores stay.
#include <stdio.h>

#define N 1024
#define BLOCK 128

__global__ void twice(const float *in, float *out) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    out[i] = 2.0f * in[i];
}

__global__ void plus_one(const float *in, float *out) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    out[i] = in[i] + 1.0f;
}

int main() {
    static float host_x[N], back[N], kept[N];
    for (int i = 0; i < N; ++i) host_x[i] = (float)(i % 17);
    const size_t bytes = N * sizeof(float);
    float *x, *t1, *out1, *t2, *out2, *t3, *t4, *pair, *t5, *out5, *t6, *out6;
    cudaMalloc((void **)&x, bytes);
    cudaMalloc((void **)&t1, bytes);
    cudaMalloc((void **)&out1, bytes);
    cudaMalloc((void **)&t2, bytes);
    cudaMalloc((void **)&out2, bytes);
    cudaMalloc((void **)&t3, bytes);
    cudaMalloc((void **)&t4, bytes);
    cudaMalloc((void **)&pair, 2 * bytes);
    cudaMalloc((void **)&t5, bytes);
    cudaMalloc((void **)&out5, bytes);
    cudaMalloc((void **)&t6, bytes);
    cudaMalloc((void **)&out6, bytes);
    cudaMemcpy(x, host_x, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(t4, host_x, bytes, cudaMemcpyHostToDevice);
    twice<<<N / BLOCK, BLOCK>>>(x, t1);
    plus_one<<<N / BLOCK, BLOCK>>>(t1, out1);
    cudaMemcpy(back, out1, bytes, cudaMemcpyDeviceToHost);
    twice<<<N / BLOCK, BLOCK>>>(x, t2);
    plus_one<<<N / BLOCK, BLOCK>>>(t2, out2);
    cudaMemcpy(kept, t2, bytes, cudaMemcpyDeviceToHost);
    for (int it = 0; it < 3; ++it) {
        twice<<<N / BLOCK, BLOCK>>>(t4, t3);
        plus_one<<<N / BLOCK, BLOCK>>>(t3, t4);
    }
    twice<<<N / BLOCK, BLOCK>>>(x, pair);
    plus_one<<<N / BLOCK, BLOCK>>>(pair, pair + N);
    twice<<<N / BLOCK, BLOCK>>>(x, t5);
    plus_one<<<N / BLOCK, BLOCK>>>(t5, out5);
    twice<<<N / BLOCK, BLOCK>>>(x, t6);
    plus_one<<<N / BLOCK, BLOCK>>>(t6, out6);
    cudaMemcpy(back, out6, bytes, cudaMemcpyDeviceToHost);
    plus_one<<<N / BLOCK / 2, BLOCK>>>(x, t6);
    float sum = 0.0f;
    for (int i = 0; i < N; ++i) sum += back[i];
    cudaMemcpy(back, t6, bytes, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; ++i) sum += back[i];
    cudaMemcpy(kept, pair + N, bytes, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; ++i) sum += back[i] + kept[i];
    cudaMemcpy(kept, t4, bytes, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; ++i) sum += kept[i];
    cudaMemcpy(kept, out5, bytes, cudaMemcpyDeviceToHost);
    for (int i = 0; i < N; ++i) sum += kept[i];
    printf("dead_stores: sum %.1f\n", sum);
    cudaFree(x);
    cudaFree(t1);
    cudaFree(out1);
    cudaFree(t2);
    cudaFree(out2);
    cudaFree(t3);
    cudaFree(t4);
    cudaFree(pair);
    cudaFree(out5);
    cudaFree(t6);
    cudaFree(out6);
    return 0;
}
