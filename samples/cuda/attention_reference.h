// The CPU reference of one attention head (attention.cu, attention_heads.cu): O = softmax(Q .
// K^T / sqrt(dh)) . V for one head's [seq][dh] slices, `row` a scratch row of seq floats.
#pragma once
#include <math.h>

static void reference_head(const float *q, const float *k, const float *v, float *o, float *row, int seq, int dh) {
    float scale = 1.0f / sqrtf((float)dh);
    for (int r = 0; r < seq; ++r) {
        float largest = -INFINITY, sum = 0.0f;
        for (int c = 0; c < seq; ++c) {
            float acc = 0.0f;
            for (int j = 0; j < dh; ++j) acc += q[r * dh + j] * k[c * dh + j];
            row[c] = acc * scale;
            largest = fmaxf(largest, row[c]);
        }
        for (int c = 0; c < seq; ++c) sum += row[c] = expf(row[c] - largest);
        for (int j = 0; j < dh; ++j) {
            float acc = 0.0f;
            for (int c = 0; c < seq; ++c) acc += row[c] / sum * v[c * dh + j];
            o[r * dh + j] = acc;
        }
    }
}
