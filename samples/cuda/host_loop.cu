// Weighted Jacobi iteration for the Laplace equation on an ny x nx grid with fixed boundary
// values, driven by a host loop with ping-pong buffers:
//
//   for it in 0 .. iters-1:
//     jacobi_stencil(cur -> tmp)             5-point average, shared-memory tile with halo
//     relax(cur, tmp -> next)                next = cur + omega * (tmp - cur)
//     cudaDeviceSynchronize()
//     swap(cur, next)
//
// Both kernels use the same 2-D launch (16x16 threads, one grid point per thread).
// 2 * iters launches.  All sizes are run-time parameters; any nx, ny >= 1 work.
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "sample_inputs.h"

#define BX 16
#define BY 16

// tmp = average of the 4 neighbours at interior points, tmp = u on the boundary.
__global__ void jacobi_stencil(const float *__restrict__ u, float *__restrict__ tmp, int nx,
                               int ny) {
    __shared__ float s[BY + 2][BX + 2];
    int tx = threadIdx.x, ty = threadIdx.y;
    int gx = blockIdx.x * BX + tx, gy = blockIdx.y * BY + ty;
    int lx = tx + 1, ly = ty + 1;
    bool inside = gx < nx && gy < ny;
    if (inside) s[ly][lx] = u[gy * nx + gx];
    // halo: the threads on the tile edge also load the neighbouring block's cells
    if (tx == 0 && gx > 0 && gy < ny) s[ly][0] = u[gy * nx + gx - 1];
    if (tx == BX - 1 && gx + 1 < nx && gy < ny) s[ly][BX + 1] = u[gy * nx + gx + 1];
    if (ty == 0 && gy > 0 && gx < nx) s[0][lx] = u[(gy - 1) * nx + gx];
    if (ty == BY - 1 && gy + 1 < ny && gx < nx) s[BY + 1][lx] = u[(gy + 1) * nx + gx];
    __syncthreads();
    if (inside) {
        float v;
        if (gx == 0 || gy == 0 || gx == nx - 1 || gy == ny - 1)
            v = s[ly][lx];
        else
            v = 0.25f * (s[ly][lx - 1] + s[ly][lx + 1] + s[ly - 1][lx] + s[ly + 1][lx]);
        tmp[gy * nx + gx] = v;
    }
}

__global__ void relax(const float *__restrict__ u, const float *__restrict__ tmp,
                      float *__restrict__ u_next, float omega, int nx, int ny) {
    int gx = blockIdx.x * BX + threadIdx.x, gy = blockIdx.y * BY + threadIdx.y;
    if (gx < nx && gy < ny) {
        int i = gy * nx + gx;
        u_next[i] = u[i] + omega * (tmp[i] - u[i]);
    }
}

// ---------------------------------------------------------------------------- host side

extern "C" int run_host_loop(int nx, int ny, int iters, int seed) {
    if (nx <= 0 || ny <= 0 || iters < 0) {
        printf("host_loop: bad sizes nx=%d ny=%d iters=%d\n", nx, ny, iters);
        return 1;
    }
    unsigned state = (unsigned)seed;
    float omega = 0.8f;
    int n = nx * ny;
    size_t bytes = (size_t)n * sizeof(float);
    float *hu = (float *)malloc(bytes);
    float *hres = (float *)malloc(bytes);
    float *ref = (float *)malloc(bytes);
    float *ref_tmp = (float *)malloc(bytes);
    float *ref_next = (float *)malloc(bytes);
    for (int i = 0; i < n; ++i) hu[i] = lcg_uniform(&state) + 0.5f;  // in [0, 1)

    float *d_a, *d_b, *d_tmp;
    cudaMalloc((void **)&d_a, bytes);
    cudaMalloc((void **)&d_b, bytes);
    cudaMalloc((void **)&d_tmp, bytes);
    cudaMemcpy(d_a, hu, bytes, cudaMemcpyHostToDevice);

    dim3 block(BX, BY);
    dim3 grid((nx + BX - 1) / BX, (ny + BY - 1) / BY);
    float *cur = d_a, *next = d_b;
    for (int it = 0; it < iters; ++it) {
        jacobi_stencil<<<grid, block>>>(cur, d_tmp, nx, ny);
        relax<<<grid, block>>>(cur, d_tmp, next, omega, nx, ny);
        cudaDeviceSynchronize();
        float *t = cur;
        cur = next;
        next = t;
    }
    cudaDeviceSynchronize();
    cudaMemcpy(hres, cur, bytes, cudaMemcpyDeviceToHost);

    memcpy(ref, hu, bytes);
    for (int it = 0; it < iters; ++it) {
        for (int y = 0; y < ny; ++y)
            for (int x = 0; x < nx; ++x) {
                int i = y * nx + x;
                if (x == 0 || y == 0 || x == nx - 1 || y == ny - 1)
                    ref_tmp[i] = ref[i];
                else
                    ref_tmp[i] = 0.25f * (ref[i - 1] + ref[i + 1] + ref[i - nx] + ref[i + nx]);
            }
        for (int i = 0; i < n; ++i) ref_next[i] = ref[i] + omega * (ref_tmp[i] - ref[i]);
        memcpy(ref, ref_next, bytes);
    }

    int bad = 0;
    for (int i = 0; i < n; ++i) {
        if (!(fabsf(hres[i] - ref[i]) <= 1e-4f)) {
            if (bad < 5) printf("host_loop: u[%d] = %f, expected %f\n", i, hres[i], ref[i]);
            ++bad;
        }
    }
    printf("host_loop nx=%d ny=%d iters=%d: %s (%d mismatches)\n", nx, ny, iters,
           bad ? "FAIL" : "ok", bad);

    cudaFree(d_a); cudaFree(d_b); cudaFree(d_tmp);
    free(hu); free(hres); free(ref); free(ref_tmp); free(ref_next);
    return bad ? 1 : 0;
}

int main() { return run_host_loop(1024, 1024, 100, 1); }
