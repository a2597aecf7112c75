// Host side of every CUDA sample: deterministic pseudo-random inputs (one copy, included
// by each program, so that all samples fill their buffers the same way).
#pragma once

static inline float lcg_uniform(unsigned *state) {  // deterministic, in [-0.5, 0.5)
    *state = *state * 1664525u + 1013904223u;
    return (float)(*state >> 8) * (1.0f / 16777216.0f) - 0.5f;
}

static inline void fill(float *p, int n, unsigned *state, float scale) {
    for (int i = 0; i < n; ++i) p[i] = scale * lcg_uniform(state);
}
