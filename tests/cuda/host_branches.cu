// Launches under data-dependent host branches (tests/integration/sirius_differential.rs,
// tests/integration/streams.rs): two independent chains over x and y in a host loop, where x is
// scaled or offset depending on a value copied back from the device, a switch on the
// iteration picks one more launch, an error check after the launches exits quietly, and
// a helper launches only when a flag read back from the device says so. Fusion may group
// only launches that run on the same host paths: the arm's launch never joins the
// launches after the join (the original bug: the 'then' launch fused horizontally with
// the launches after it, so it also ran when the 'else' arm did).
#include <stdio.h>
#include <stdlib.h>

#define N 2048
#define BLOCK 256

__global__ void scale(float *v, float s, int n) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) v[i] = v[i] * s;
}

__global__ void offset(float *v, float o, int n) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) v[i] = v[i] + o;
}

__global__ void square(float *v, int n) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) v[i] = v[i] * v[i] - 1.0f;
}

__global__ void join(const float *x, const float *y, float *out, int n) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i < n) out[i] = 0.5f * x[i] + 0.25f * y[i];
}

static void check(cudaError_t status, const char *what) {
    if (status != cudaSuccess) {
        fprintf(stderr, "%s: %s\n", what, cudaGetErrorString(status));
        exit(1);
    }
}

// Called only when the device says so: its launch runs only on that path.
static __attribute__((noinline)) void damp(float *v, int n) {
    scale<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(v, 0.5f, n);
    offset<<<(n + BLOCK - 1) / BLOCK, BLOCK>>>(v, -0.125f, n);
}

int main(int argc, char **argv) {
    static float host_x[N], host_y[N], back[N];
    for (int i = 0; i < N; ++i) {
        host_x[i] = (float)(i % 7) * 0.125f;
        host_y[i] = (float)(i % 5) * 0.25f;
    }
    const size_t bytes = N * sizeof(float);
    const int blocks = (N + BLOCK - 1) / BLOCK;
    float *x, *y, *out;
    cudaMalloc((void **)&x, bytes);
    cudaMalloc((void **)&y, bytes);
    cudaMalloc((void **)&out, bytes);
    cudaMemcpy(x, host_x, bytes, cudaMemcpyHostToDevice);
    cudaMemcpy(y, host_y, bytes, cudaMemcpyHostToDevice);
    for (int step = 0; step < 6; ++step) {
        float probe;
        cudaMemcpy(&probe, x + 3, sizeof(float), cudaMemcpyDeviceToHost);
        if (probe > 0.2f)
            scale<<<blocks, BLOCK>>>(x, 0.75f, N);
        else
            offset<<<blocks, BLOCK>>>(x, 0.5f, N);
        square<<<blocks, BLOCK>>>(x, N);
        offset<<<blocks, BLOCK>>>(y, 0.125f, N);
        square<<<blocks, BLOCK>>>(y, N);
        switch (step % 3) {
        case 0:
            offset<<<blocks, BLOCK>>>(y, -0.25f, N);
            break;
        case 1:
            scale<<<blocks, BLOCK>>>(y, 0.5f, N);
            break;
        default:
            break;
        }
        join<<<blocks, BLOCK>>>(x, y, out, N);
        check(cudaGetLastError(), "join");
        scale<<<blocks, BLOCK>>>(out, 0.5f, N);
        float flag;
        cudaMemcpy(&flag, out + 1, sizeof(float), cudaMemcpyDeviceToHost);
        if (flag > 1.0f)
            damp(y, N);
        offset<<<blocks, BLOCK>>>(x, 0.03125f, N);
    }
    cudaMemcpy(back, out, bytes, cudaMemcpyDeviceToHost);
    float sum = 0.0f;
    for (int i = 0; i < N; ++i) sum += back[i];
    printf("host_branches: sum %.3f (%s)\n", sum, argc > 1 ? argv[1] : "no arguments");
    cudaFree(x);
    cudaFree(y);
    cudaFree(out);
    return 0;
}
