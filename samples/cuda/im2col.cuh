// The im2col operand of a 3x3 convolution with padding 1, NHWC, as a gemm_accumulate
// loader (gemm_epilogue.cuh): element (pixel, k) with k = (ky * 3 + kx) * channels +
// channel, gathered from the pixel's 3x3 window, 0 outside the image. Used by the
// convolution samples (conv_chain, conv_bias_relu).
#pragma once

struct Window {
    const float *x;
    int n, h, w, channels;
    __device__ float operator()(int pixel, int k) const {
        int pixels = n * h * w;
        if (pixel >= pixels || k >= 9 * channels) return 0.0f;
        int image = pixel / (h * w), y = pixel / w % h, x0 = pixel % w;
        int tap = k / channels, channel = k % channels;
        int yy = y + tap / 3 - 1, xx = x0 + tap % 3 - 1;
        bool inside = yy >= 0 && yy < h && xx >= 0 && xx < w;
        return inside ? x[((image * h + yy) * w + xx) * channels + channel] : 0.0f;
    }
};
