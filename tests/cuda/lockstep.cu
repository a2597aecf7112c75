// Fragments in lock-step (tests/integration/sirius_differential.rs,
// tests/lit/sirius/lockstep.ll), as Q, K and V project one X: three launches of one tiled
// GEMM on the common input x, each with its own weight and output, and two launches of an
// element-wise kernel reading x beside their own second operand. Under
// `sirius<orchestration=interleaved>` the GEMMs run in lock-step (x's tiles go into one
// shared array, loaded once from global memory; each weight keeps a tile array of its
// own) and the maps load x once. After a copy back (which ends fusion there) three more
// launches of the GEMM read x, the first with another inner size than the other two:
// its loop runs other trip counts, so the three are not in lock-step (and say why), but
// the two from the second on are.
#include <stdio.h>
#include <stdlib.h>

#define ROWS 64
#define COLS 48
#define T 16

// out[rows x cols] = a[rows x k] . w[k x cols], 16x16 tiles through shared memory.
__global__ void gemm16(const float *__restrict__ a, const float *__restrict__ w, float *__restrict__ out,
                       int rows, int k, int cols) {
    __shared__ float As[T][T];
    __shared__ float Ws[T][T];
    int tx = threadIdx.x, ty = threadIdx.y;
    int row = blockIdx.y * T + ty, col = blockIdx.x * T + tx;
    float acc = 0.0f;
    for (int k0 = 0; k0 < k; k0 += T) {
        As[ty][tx] = (row < rows && k0 + tx < k) ? a[row * k + k0 + tx] : 0.0f;
        Ws[ty][tx] = (k0 + ty < k && col < cols) ? w[(k0 + ty) * cols + col] : 0.0f;
        __syncthreads();
        for (int kk = 0; kk < T; ++kk) acc += As[ty][kk] * Ws[kk][tx];
        __syncthreads();
    }
    if (row < rows && col < cols) out[row * cols + col] = acc;
}

// out = x / 2 + y, element by element over rows x cols.
__global__ void half_plus(const float *__restrict__ x, const float *__restrict__ y, float *__restrict__ out,
                          int rows, int cols) {
    int r = blockIdx.y * T + threadIdx.y, c = blockIdx.x * T + threadIdx.x;
    if (r < rows && c < cols) out[r * cols + c] = x[r * cols + c] * 0.5f + y[r * cols + c];
}

static void fill(float *v, int n, unsigned *state) {
    for (int i = 0; i < n; ++i) {
        *state = *state * 1664525u + 1013904223u;
        v[i] = (float)(*state >> 9) / (float)(1u << 23) - 0.5f;
    }
}

int main() {
    const int n = ROWS * COLS, nw = COLS * COLS;
    unsigned state = 7;
    float *hx = (float *)malloc(n * sizeof(float)), *hw = (float *)malloc(nw * sizeof(float));
    float *hout = (float *)malloc(n * sizeof(float));
    float *x, *w[3], *out[3], *y[2], *m[2], *p[3];
    cudaMalloc((void **)&x, n * sizeof(float));
    fill(hx, n, &state);
    cudaMemcpy(x, hx, n * sizeof(float), cudaMemcpyHostToDevice);
    for (int i = 0; i < 3; ++i) {
        cudaMalloc((void **)&w[i], nw * sizeof(float));
        cudaMalloc((void **)&out[i], n * sizeof(float));
        fill(hw, nw, &state);
        cudaMemcpy(w[i], hw, nw * sizeof(float), cudaMemcpyHostToDevice);
    }
    for (int i = 0; i < 2; ++i) {
        cudaMalloc((void **)&y[i], n * sizeof(float));
        cudaMalloc((void **)&m[i], n * sizeof(float));
        fill(hout, n, &state);
        cudaMemcpy(y[i], hout, n * sizeof(float), cudaMemcpyHostToDevice);
    }
    for (int i = 0; i < 3; ++i) cudaMalloc((void **)&p[i], n * sizeof(float));
    dim3 block(T, T), grid((COLS + T - 1) / T, (ROWS + T - 1) / T);
    for (int i = 0; i < 3; ++i) gemm16<<<grid, block>>>(x, w[i], out[i], ROWS, COLS, COLS);
    for (int i = 0; i < 2; ++i) half_plus<<<grid, block>>>(x, y[i], m[i], ROWS, COLS);
    float checksum = 0.0f;
    cudaMemcpy(hout, out[0], n * sizeof(float), cudaMemcpyDeviceToHost);
    for (int i = 0; i < n; ++i) checksum += hout[i];
    gemm16<<<grid, block>>>(x, w[0], p[0], ROWS, COLS, COLS);
    gemm16<<<grid, block>>>(x, w[1], p[1], ROWS, COLS - T, COLS);
    gemm16<<<grid, block>>>(x, w[2], p[2], ROWS, COLS - T, COLS);
    for (int i = 0; i < 3; ++i) {
        cudaMemcpy(hout, out[i], n * sizeof(float), cudaMemcpyDeviceToHost);
        for (int j = 0; j < n; ++j) checksum += hout[j];
    }
    for (int i = 0; i < 2; ++i) {
        cudaMemcpy(hout, m[i], n * sizeof(float), cudaMemcpyDeviceToHost);
        for (int j = 0; j < n; ++j) checksum += hout[j];
    }
    for (int i = 0; i < 3; ++i) {
        cudaMemcpy(hout, p[i], n * sizeof(float), cudaMemcpyDeviceToHost);
        for (int j = 0; j < n; ++j) checksum += hout[j];
    }
    printf("lockstep: checksum %f\n", checksum);
    cudaFree(x);
    for (int i = 0; i < 3; ++i) { cudaFree(w[i]); cudaFree(out[i]); }
    for (int i = 0; i < 2; ++i) { cudaFree(y[i]); cudaFree(m[i]); }
    for (int i = 0; i < 3; ++i) cudaFree(p[i]);
    free(hx); free(hw); free(hout);
    return 0;
}
