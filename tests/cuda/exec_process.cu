// A program as people write it (tests/integration/cuda_exec.rs): main(argc, argv) sizes its work from
// its command line (or an environment variable the executor's empty environment does not
// have), queries and selects the device, allocates aligned host memory, times itself,
// checks every launch, launches one grid of no blocks (LU's last step does: CUDA refuses
// it with cudaErrorInvalidConfiguration and the program goes on), passes a struct by
// value, and exits through exit() with a status that says whether its check passed.
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>

struct Affine {
    float scale;
    int n;
    double bias;
};

__global__ void iota(float *a, int n) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < n) a[i] = (float)i;
}

__global__ void affine(float *a, Affine f) {
    int i = blockIdx.x * blockDim.x + threadIdx.x;
    if (i < f.n) a[i] = a[i] * f.scale + (float)f.bias;
}

static double now(void) {
    struct timeval t;
    gettimeofday(&t, NULL);
    return t.tv_sec + t.tv_usec * 1e-6;
}

int main(int argc, char **argv) {
    int devices = 0, device = -1;
    cudaGetDeviceCount(&devices);
    if (cudaSetDevice(0) != cudaSuccess || cudaSetDevice(3) == cudaSuccess) return 3;
    cudaGetDevice(&device);
    cudaDeviceProp prop;
    cudaGetDeviceProperties(&prop, device);
    printf("%d device(s): %s, %d SMs, %d threads per block\n", devices, prop.name, prop.multiProcessorCount,
           prop.maxThreadsPerBlock);
    const char *size = getenv("EXEC_PROCESS_SIZE");
    int n = size ? atoi(size) : 1000;
    if (argc > 1) n = atoi(argv[1]);
    double start = now();
    float *host;
    if (posix_memalign((void **)&host, 64, n * sizeof(float)) != 0) return 4;
    float *dev;
    cudaMalloc((void **)&dev, n * sizeof(float));
    int threads = prop.maxThreadsPerBlock / 4;
    iota<<<(n + threads - 1) / threads, threads>>>(dev, n);
    if (cudaGetLastError() != cudaSuccess) return 5;
    iota<<<0, threads>>>(dev, n);
    cudaError_t refused = cudaPeekAtLastError();
    fprintf(stderr, "empty grid: %s (%d)\n", cudaGetErrorString(refused), (int)cudaGetLastError());
    Affine f = {2.0f, n, 0.5};
    affine<<<(n + threads - 1) / threads, threads>>>(dev, f);
    cudaDeviceSynchronize();
    cudaMemcpy(host, dev, n * sizeof(float), cudaMemcpyDeviceToHost);
    int wrong = 0;
    for (int i = 0; i < n; ++i) wrong += host[i] != 2.0f * i + 0.5f;
    printf("n = %d, %d wrong, %.0f us\n", n, wrong, (now() - start) * 1e6);
    free(host);
    cudaFree(dev);
    exit(wrong == 0 ? 0 : 1);
}
