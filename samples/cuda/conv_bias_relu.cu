// A 3x3 convolution followed by its bias and ReLU as separate kernels, as a framework
// launches an unfused ResNet layer (conv, then a broadcast bias add, then a generic
// element-wise activation), NHWC, padding 1, stride 1:
//
//   C = conv3x3(X, W)   [pixels x channels]   conv3x3          (implicit GEMM, 16x16 threads)
//   B = C + bias        [pixels x channels]   channel_bias     (2-D, 32x32 threads)
//   Y = ReLU(B)         [pixels x channels]   relu             (1-D, 256 threads)
//
// The GEMM view of conv_chain.cu: rows are output pixels, columns output channels, the A
// operand gathered from the 3x3 window. Every dependence stays inside one 32 x 32 tile of
// C: a bias block reads the tile its convolution block wrote with other threads (a
// block-level dependence); ReLU is flattened over the tensor (issue 44: conv -> bias ->
// ReLU with the tile on chip). `check` compares with a CPU reference.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "sample_inputs.h"

#include "gemm_epilogue.cuh"
#include "im2col.cuh"

#define EW_TILE 32    // channel_bias: 32x32 threads, one element each
#define EW_BLOCK 256  // relu: 1-D blocks of 256 threads, one element each

__global__ void conv3x3(const float *__restrict__ X, const float *__restrict__ W, float *__restrict__ C, int n,
                        int h, int w, int in_channels, int out_channels) {
    int row0 = blockIdx.y * GEMM_TILE, col0 = blockIdx.x * GEMM_TILE, pixels = n * h * w;
    float acc[2][2] = {{0.0f, 0.0f}, {0.0f, 0.0f}};
    gemm_accumulate(Window{X, n, h, w, in_channels}, Matrix{W, 9 * in_channels, out_channels}, 9 * in_channels, row0,
                    col0, acc);
    gemm_store(C, out_channels, pixels, out_channels, row0, col0, acc, [](float v, int, int) { return v; });
}

// out[p][c] = in[p][c] + bias[c], one element per thread, 32x32 threads per block.
__global__ void channel_bias(const float *__restrict__ in, const float *__restrict__ bias, float *__restrict__ out,
                             int pixels, int channels) {
    int p = blockIdx.y * EW_TILE + threadIdx.y, c = blockIdx.x * EW_TILE + threadIdx.x;
    if (p < pixels && c < channels) out[p * channels + c] = in[p * channels + c] + bias[c];
}

// y[i] = max(x[i], 0) over the flattened tensor, one element per thread.
__global__ void relu(const float *__restrict__ x, float *__restrict__ y, int count) {
    int i = blockIdx.x * EW_BLOCK + threadIdx.x;
    if (i < count) y[i] = fmaxf(x[i], 0.0f);
}

// ---------------------------------------------------------------------------- host side

static void reference(const float *x, const float *wt, const float *bias, float *y, int n, int h, int w, int cin,
                      int cout) {
    for (int i = 0; i < n * h * w; ++i) {
        int image = i / (h * w), yy0 = i / w % h, xx0 = i % w;
        for (int o = 0; o < cout; ++o) {
            float acc = 0.0f;
            for (int tap = 0; tap < 9; ++tap) {
                int yy = yy0 + tap / 3 - 1, xx = xx0 + tap % 3 - 1;
                if (yy < 0 || yy >= h || xx < 0 || xx >= w) continue;
                for (int c = 0; c < cin; ++c)
                    acc += x[((image * h + yy) * w + xx) * cin + c] * wt[(tap * cin + c) * cout + o];
            }
            y[i * cout + o] = fmaxf(acc + bias[o], 0.0f);
        }
    }
}

extern "C" int run_conv_bias_relu(int n, int h, int w, int channels, int seed, int check) {
    if (n <= 0 || h <= 0 || w <= 0 || channels <= 0) {
        printf("conv_bias_relu: bad sizes n=%d h=%d w=%d c=%d\n", n, h, w, channels);
        return 1;
    }
    unsigned state = (unsigned)seed;
    int pixels = n * h * w, nx = pixels * channels, nw = 9 * channels * channels;
    float *hX = (float *)malloc(nx * sizeof(float)), *hY = (float *)malloc(nx * sizeof(float));
    float *hW = (float *)malloc(nw * sizeof(float)), *hb = (float *)malloc(channels * sizeof(float));
    fill(hX, nx, &state, 2.0f);
    fill(hW, nw, &state, 0.2f);
    fill(hb, channels, &state, 1.0f);
    float *dX, *dW, *db, *dC, *dB, *dY;
    cudaMalloc((void **)&dX, nx * sizeof(float));
    cudaMalloc((void **)&dW, nw * sizeof(float));
    cudaMalloc((void **)&db, channels * sizeof(float));
    cudaMalloc((void **)&dC, nx * sizeof(float));
    cudaMalloc((void **)&dB, nx * sizeof(float));
    cudaMalloc((void **)&dY, nx * sizeof(float));
    cudaMemcpy(dX, hX, nx * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dW, hW, nw * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, channels * sizeof(float), cudaMemcpyHostToDevice);

    dim3 grid((channels + GEMM_TILE - 1) / GEMM_TILE, (pixels + GEMM_TILE - 1) / GEMM_TILE);
    conv3x3<<<grid, dim3(GEMM_THR, GEMM_THR)>>>(dX, dW, dC, n, h, w, channels, channels);
    channel_bias<<<grid, dim3(EW_TILE, EW_TILE)>>>(dC, db, dB, pixels, channels);
    relu<<<(nx + EW_BLOCK - 1) / EW_BLOCK, EW_BLOCK>>>(dB, dY, nx);
    cudaMemcpy(hY, dY, nx * sizeof(float), cudaMemcpyDeviceToHost);

    int bad = 0;
    if (check) {
        float *ref = (float *)malloc(nx * sizeof(float));
        reference(hX, hW, hb, ref, n, h, w, channels, channels);
        for (int i = 0; i < nx; ++i) bad += !(fabsf(hY[i] - ref[i]) <= 1e-3f * (1.0f + fabsf(ref[i])));
        free(ref);
    }
    printf("conv_bias_relu n=%d h=%d w=%d c=%d: %s\n", n, h, w, channels, !check ? "not checked" : bad ? "FAIL" : "ok");
    cudaFree(dX); cudaFree(dW); cudaFree(db); cudaFree(dC); cudaFree(dB); cudaFree(dY);
    free(hX); free(hY); free(hW); free(hb);
    return bad ? 1 : 0;
}

// ResNet-50's conv3 stage: a batch of 8 images of 28 x 28 x 128.
int main() { return run_conv_bias_relu(8, 28, 28, 128, 1, 0); }
