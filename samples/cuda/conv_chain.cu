// Two dependent 3x3 convolutions as implicit GEMMs (cuSync's convolution workload, a
// ResNet block without the shortcut), NHWC, padding 1, stride 1, ReLU after each:
//
//   T = ReLU(conv3x3(X, W1))  [n x h x w x c]   conv3x3_relu
//   Y = ReLU(conv3x3(T, W2))  [n x h x w x c]   conv3x3_relu
//
// The GEMM view: rows are output pixels, columns output channels, K = 9 x input channels,
// the A operand gathered from the 3x3 window (im2col on the fly). A block of the second
// convolution needs its 32 pixels' neighbours across every channel of T: the producer
// blocks of the pixel rows above and below too (a halo), so the dependence is global.
// `check` compares with a CPU reference.
#include <stdio.h>
#include <stdlib.h>
#include <math.h>
#include "sample_inputs.h"

#include "gemm_epilogue.cuh"
#include "im2col.cuh"

__global__ void conv3x3_relu(const float *__restrict__ X, const float *__restrict__ W, float *__restrict__ Y, int n,
                             int h, int w, int in_channels, int out_channels) {
    int row0 = blockIdx.y * GEMM_TILE, col0 = blockIdx.x * GEMM_TILE, pixels = n * h * w;
    float acc[2][2] = {{0.0f, 0.0f}, {0.0f, 0.0f}};
    gemm_accumulate(Window{X, n, h, w, in_channels}, Matrix{W, 9 * in_channels, out_channels}, 9 * in_channels, row0,
                    col0, acc);
    gemm_store(Y, out_channels, pixels, out_channels, row0, col0, acc, [](float v, int, int) { return fmaxf(v, 0.0f); });
}

// ---------------------------------------------------------------------------- host side

static void reference_conv(const float *x, const float *wt, float *y, int n, int h, int w, int cin, int cout) {
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
            y[i * cout + o] = fmaxf(acc, 0.0f);
        }
    }
}

extern "C" int run_conv_chain(int n, int h, int w, int channels, int seed, int check) {
    if (n <= 0 || h <= 0 || w <= 0 || channels <= 0) {
        printf("conv_chain: bad sizes n=%d h=%d w=%d c=%d\n", n, h, w, channels);
        return 1;
    }
    unsigned state = (unsigned)seed;
    int pixels = n * h * w, nx = pixels * channels, nw = 9 * channels * channels;
    float *hX = (float *)malloc(nx * sizeof(float)), *hY = (float *)malloc(nx * sizeof(float));
    float *hW1 = (float *)malloc(nw * sizeof(float)), *hW2 = (float *)malloc(nw * sizeof(float));
    fill(hX, nx, &state, 2.0f);
    fill(hW1, nw, &state, 0.2f);
    fill(hW2, nw, &state, 0.2f);
    float *dX, *dW1, *dW2, *dT, *dY;
    cudaMalloc((void **)&dX, nx * sizeof(float));
    cudaMalloc((void **)&dW1, nw * sizeof(float));
    cudaMalloc((void **)&dW2, nw * sizeof(float));
    cudaMalloc((void **)&dT, nx * sizeof(float));
    cudaMalloc((void **)&dY, nx * sizeof(float));
    cudaMemcpy(dX, hX, nx * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dW1, hW1, nw * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dW2, hW2, nw * sizeof(float), cudaMemcpyHostToDevice);

    dim3 grid((channels + GEMM_TILE - 1) / GEMM_TILE, (pixels + GEMM_TILE - 1) / GEMM_TILE), block(GEMM_THR, GEMM_THR);
    conv3x3_relu<<<grid, block>>>(dX, dW1, dT, n, h, w, channels, channels);
    conv3x3_relu<<<grid, block>>>(dT, dW2, dY, n, h, w, channels, channels);
    cudaMemcpy(hY, dY, nx * sizeof(float), cudaMemcpyDeviceToHost);

    int bad = 0;
    if (check) {
        float *refT = (float *)malloc(nx * sizeof(float)), *refY = (float *)malloc(nx * sizeof(float));
        reference_conv(hX, hW1, refT, n, h, w, channels, channels);
        reference_conv(refT, hW2, refY, n, h, w, channels, channels);
        for (int i = 0; i < nx; ++i) bad += !(fabsf(hY[i] - refY[i]) <= 1e-3f * (1.0f + fabsf(refY[i])));
        free(refT);
        free(refY);
    }
    printf("conv_chain n=%d h=%d w=%d c=%d: %s\n", n, h, w, channels, !check ? "not checked" : bad ? "FAIL" : "ok");
    cudaFree(dX); cudaFree(dW1); cudaFree(dW2); cudaFree(dT); cudaFree(dY);
    free(hX); free(hY); free(hW1); free(hW2);
    return bad ? 1 : 0;
}

// ResNet-50's conv3 stage: a batch of 8 images of 28 x 28 x 128.
int main() { return run_conv_chain(8, 28, 28, 128, 1, 0); }
