/* hotspot (Rodinia-style): a chip's temperature over time steps from its power map; one
 * stencil kernel per step reading one temperature buffer and writing the other, the
 * buffers swapped on the host, the result copied back from whichever holds it. */
#include "bench.h"

#define ROWS 64
#define COLS 64
#define STEPS 10
#define BLOCK_SIDE 16

#define CAP 0.5f
#define RX 1.0f
#define RY 1.0f
#define RZ 4.0f
#define AMBIENT 80.0f

__global__ void calculate_temp(const float *power, const float *temp_src, float *temp_dst, float step) {
    int c = blockIdx.x * BLOCK_SIDE + threadIdx.x;
    int r = blockIdx.y * BLOCK_SIDE + threadIdx.y;
    if (r >= ROWS || c >= COLS) return;
    int index = r * COLS + c;
    float centre = temp_src[index];
    float north = r > 0 ? temp_src[index - COLS] : centre;
    float south = r < ROWS - 1 ? temp_src[index + COLS] : centre;
    float west = c > 0 ? temp_src[index - 1] : centre;
    float east = c < COLS - 1 ? temp_src[index + 1] : centre;
    temp_dst[index] = centre + step / CAP *
                                   (power[index] + (south + north - 2.0f * centre) / RY +
                                    (east + west - 2.0f * centre) / RX + (AMBIENT - centre) / RZ);
}

static void reference(const float *power, float *temp, float *scratch, float step) {
    for (int s = 0; s < STEPS; s++) {
        for (int r = 0; r < ROWS; r++)
            for (int c = 0; c < COLS; c++) {
                int index = r * COLS + c;
                float centre = temp[index];
                float north = r > 0 ? temp[index - COLS] : centre;
                float south = r < ROWS - 1 ? temp[index + COLS] : centre;
                float west = c > 0 ? temp[index - 1] : centre;
                float east = c < COLS - 1 ? temp[index + 1] : centre;
                scratch[index] = centre + step / CAP *
                                              (power[index] + (south + north - 2.0f * centre) / RY +
                                               (east + west - 2.0f * centre) / RX + (AMBIENT - centre) / RZ);
            }
        for (int i = 0; i < ROWS * COLS; i++) temp[i] = scratch[i];
    }
}

int main(int argc, char **argv) {
    int steps = argc > 1 ? atoi(argv[1]) : STEPS;
    const int size = ROWS * COLS;
    float *power = (float *)malloc(size * sizeof(float)), *temp = (float *)malloc(size * sizeof(float));
    float *scratch = (float *)malloc(size * sizeof(float)), *result = (float *)malloc(size * sizeof(float));
    for (int i = 0; i < size; i++) {
        power[i] = (float)(i % 19) * 0.01f;
        temp[i] = 320.0f + (float)(i % 23) * 0.5f;
    }
    float *power_gpu, *temp_gpu[2];
    CUDA_CHECK(cudaMalloc((void **)&power_gpu, size * sizeof(float)));
    CUDA_CHECK(cudaMalloc((void **)&temp_gpu[0], size * sizeof(float)));
    CUDA_CHECK(cudaMalloc((void **)&temp_gpu[1], size * sizeof(float)));
    cudaMemcpy(power_gpu, power, size * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(temp_gpu[0], temp, size * sizeof(float), cudaMemcpyHostToDevice);
    dim3 block(BLOCK_SIDE, BLOCK_SIDE);
    dim3 grid((COLS + BLOCK_SIDE - 1) / BLOCK_SIDE, (ROWS + BLOCK_SIDE - 1) / BLOCK_SIDE);
    float step = 0.001f;
    int src = 0, dst = 1;
    double start = wall_time();
    for (int s = 0; s < steps; s++) {
        calculate_temp<<<grid, block>>>(power_gpu, temp_gpu[src], temp_gpu[dst], step);
        int t = src;
        src = dst;
        dst = t;
    }
    cudaDeviceSynchronize();
    report_time("GPU", start);
    cudaMemcpy(result, temp_gpu[src], size * sizeof(float), cudaMemcpyDeviceToHost);
    reference(power, temp, scratch, step);
    int fail = steps == STEPS ? compare_results("hotspot", temp, result, size) : 0;
    cudaFree(power_gpu); cudaFree(temp_gpu[0]); cudaFree(temp_gpu[1]);
    free(power); free(temp); free(scratch); free(result);
    return fail != 0;
}
