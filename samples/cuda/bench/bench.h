/* What every program of the corpus shares, as benchmark suites keep it in a utility
 * header: wall-clock timing, the comparison of the GPU's result with the CPU's, and the
 * CUDA error check. Written for this project (samples/cuda/bench/README.md). */
#pragma once
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <sys/time.h>

#define DIM_THREAD_BLOCK_X 32
#define DIM_THREAD_BLOCK_Y 8
#define PERCENT_DIFF_ERROR_THRESHOLD 0.05f

static double wall_time(void) {
    struct timeval now;
    gettimeofday(&now, NULL);
    return (double)now.tv_sec + (double)now.tv_usec * 1.0e-6;
}

/* Percentage difference, with values near zero compared absolutely. */
static float percent_diff(float a, float b) {
    if (fabsf(a) < 0.01f && fabsf(b) < 0.01f) return 0.0f;
    return 100.0f * fabsf(a - b) / fabsf(a + 1.0e-8f);
}

/* Compares n results; prints and returns how many differ by more than the threshold. */
static int compare_results(const char *what, const float *cpu, const float *gpu, int n) {
    int fail = 0;
    for (int i = 0; i < n; i++)
        if (percent_diff(cpu[i], gpu[i]) > PERCENT_DIFF_ERROR_THRESHOLD) fail++;
    printf("%s: %d of %d results differ by more than %.2f%%\n", what, fail, n, PERCENT_DIFF_ERROR_THRESHOLD);
    return fail;
}

#define CUDA_CHECK(call)                                                                   \
    do {                                                                                   \
        cudaError_t status_ = (call);                                                      \
        if (status_ != cudaSuccess) {                                                      \
            fprintf(stderr, "%s:%d: %s\n", __FILE__, __LINE__, cudaGetErrorString(status_)); \
            exit(1);                                                                       \
        }                                                                                  \
    } while (0)

static void report_time(const char *what, double start) {
    fprintf(stdout, "%s runtime: %0.6lf s\n", what, wall_time() - start);
}
