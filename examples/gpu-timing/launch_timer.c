/* launch_timer: an LD_PRELOAD library that times every kernel launch of a CUDA program on
 * the GPU, without CUPTI or a profiler. It wraps the runtime's cudaLaunchKernel: a CUDA
 * event is recorded on the launch's stream just before and just after each launch; at
 * exit it prints to stderr
 *     launch_timer: LAUNCHES launches, kernels KERNEL_US us, span SPAN_US us
 * where KERNEL_US sums each launch's before-to-after interval (the kernels' device time)
 * and SPAN_US runs from the first launch's before event to the latest after event of any
 * launch (device time including the gaps between launches and anything the streams ran
 * between them; with several streams the last launch issued need not end last). The report runs from an atexit handler registered at the first launch, so before
 * the handlers the program registered earlier (its CUDA module teardown). Built and used by scripts/gpu-time-cuda-samples.sh. */
#define _GNU_SOURCE
#include <dlfcn.h>
#include <stdio.h>
#include <stdlib.h>

typedef struct CUevent_st *cudaEvent_t;
typedef struct CUstream_st *cudaStream_t;
typedef struct { unsigned x, y, z; } dim3;
typedef int (*launch_fn)(const void *, dim3, dim3, void **, size_t, cudaStream_t);

int cudaEventCreate(cudaEvent_t *event);
int cudaEventRecord(cudaEvent_t event, cudaStream_t stream);
int cudaEventSynchronize(cudaEvent_t event);
int cudaEventElapsedTime(float *ms, cudaEvent_t start, cudaEvent_t end);

enum { MAX_LAUNCHES = 1 << 16 };
static cudaEvent_t before[MAX_LAUNCHES], after[MAX_LAUNCHES];
static int launches, registered;

static void report(void) {
    if (!launches) return;
    double kernels = 0;
    for (int i = 0; i < launches; ++i) {
        float ms = 0;
        cudaEventSynchronize(after[i]);
        cudaEventElapsedTime(&ms, before[i], after[i]);
        kernels += ms;
    }
    float span = 0;
    for (int i = 0; i < launches; ++i) {
        float end = 0;
        cudaEventElapsedTime(&end, before[0], after[i]);
        if (end > span) span = end;
    }
    fprintf(stderr, "launch_timer: %d launches, kernels %.1f us, span %.1f us\n", launches, 1000 * kernels,
            1000 * span);
}

/* Forgets the launches so far (a warm-up run), once they have finished. */
void launch_timer_reset(void) {
    for (int i = 0; i < launches; ++i) cudaEventSynchronize(after[i]);
    launches = 0;
}

int cudaLaunchKernel(const void *func, dim3 grid, dim3 block, void **args, size_t shared, cudaStream_t stream) {
    static launch_fn real;
    if (!real) real = (launch_fn)dlsym(RTLD_NEXT, "cudaLaunchKernel");
    if (launches == MAX_LAUNCHES) return real(func, grid, block, args, shared, stream);
    if (!registered) registered = !atexit(report); /* runs before the program's CUDA teardown */
    int index = launches++;
    cudaEventCreate(&before[index]);
    cudaEventCreate(&after[index]);
    cudaEventRecord(before[index], stream);
    int status = real(func, grid, block, args, shared, stream);
    cudaEventRecord(after[index], stream);
    return status;
}

