/* srad (Rodinia-style): speckle-reducing anisotropic diffusion; each iteration reduces the
 * image's sum and sum of squares on the device (one partial sum per block), copies the
 * partial sums back to compute the diffusion threshold on the host, then runs the two
 * diffusion kernels. */
#include "bench.h"

#define ROWS 64
#define COLS 64
#define ITERATIONS 4
#define LAMBDA 0.5f
#define BLOCK 256
#define SUM_BLOCKS ((ROWS * COLS + BLOCK - 1) / BLOCK)

__global__ void reduce_kernel(const float *image, float *partial_sum, float *partial_sq) {
    __shared__ float sum[BLOCK];
    __shared__ float sq[BLOCK];
    int i = blockIdx.x * BLOCK + threadIdx.x;
    float v = i < ROWS * COLS ? image[i] : 0.0f;
    sum[threadIdx.x] = v;
    sq[threadIdx.x] = v * v;
    __syncthreads();
    for (int stride = BLOCK / 2; stride > 0; stride /= 2) {
        if (threadIdx.x < stride) {
            sum[threadIdx.x] += sum[threadIdx.x + stride];
            sq[threadIdx.x] += sq[threadIdx.x + stride];
        }
        __syncthreads();
    }
    if (threadIdx.x == 0) {
        partial_sum[blockIdx.x] = sum[0];
        partial_sq[blockIdx.x] = sq[0];
    }
}

__global__ void srad_kernel1(const float *image, float *coefficient, float *dn, float *ds, float *dw, float *de, float q0sqr) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i >= ROWS * COLS) return;
    int r = i / COLS, c = i % COLS;
    float centre = image[i];
    dn[i] = (r > 0 ? image[i - COLS] : centre) - centre;
    ds[i] = (r < ROWS - 1 ? image[i + COLS] : centre) - centre;
    dw[i] = (c > 0 ? image[i - 1] : centre) - centre;
    de[i] = (c < COLS - 1 ? image[i + 1] : centre) - centre;
    float g2 = (dn[i] * dn[i] + ds[i] * ds[i] + dw[i] * dw[i] + de[i] * de[i]) / (centre * centre);
    float l = (dn[i] + ds[i] + dw[i] + de[i]) / centre;
    float num = 0.5f * g2 - (1.0f / 16.0f) * l * l;
    float den = 1.0f + 0.25f * l;
    float qsqr = num / (den * den);
    den = (qsqr - q0sqr) / (q0sqr * (1.0f + q0sqr));
    float coef = 1.0f / (1.0f + den);
    coefficient[i] = coef < 0.0f ? 0.0f : (coef > 1.0f ? 1.0f : coef);
}

__global__ void srad_kernel2(float *image, const float *coefficient, const float *dn, const float *ds, const float *dw,
                             const float *de) {
    int i = blockIdx.x * BLOCK + threadIdx.x;
    if (i >= ROWS * COLS) return;
    int r = i / COLS, c = i % COLS;
    float cn = coefficient[i], cw = coefficient[i];
    float cs = r < ROWS - 1 ? coefficient[i + COLS] : coefficient[i];
    float ce = c < COLS - 1 ? coefficient[i + 1] : coefficient[i];
    float d = cn * dn[i] + cs * ds[i] + cw * dw[i] + ce * de[i];
    image[i] = image[i] + 0.25f * LAMBDA * d;
}

int main(int argc, char **argv) {
    const int size = ROWS * COLS;
    float *image = (float *)malloc(size * sizeof(float)), *result = (float *)malloc(size * sizeof(float));
    float partial_sum[SUM_BLOCKS], partial_sq[SUM_BLOCKS];
    for (int i = 0; i < size; i++) image[i] = expf((float)((i * 37) % 101) / 255.0f);
    float *image_gpu, *coefficient, *dn, *ds, *dw, *de, *sum_gpu, *sq_gpu;
    cudaMalloc((void **)&image_gpu, size * sizeof(float));
    cudaMalloc((void **)&coefficient, size * sizeof(float));
    cudaMalloc((void **)&dn, size * sizeof(float));
    cudaMalloc((void **)&ds, size * sizeof(float));
    cudaMalloc((void **)&dw, size * sizeof(float));
    cudaMalloc((void **)&de, size * sizeof(float));
    cudaMalloc((void **)&sum_gpu, SUM_BLOCKS * sizeof(float));
    cudaMalloc((void **)&sq_gpu, SUM_BLOCKS * sizeof(float));
    cudaMemcpy(image_gpu, image, size * sizeof(float), cudaMemcpyHostToDevice);
    double start = wall_time();
    for (int iteration = 0; iteration < ITERATIONS; iteration++) {
        reduce_kernel<<<SUM_BLOCKS, BLOCK>>>(image_gpu, sum_gpu, sq_gpu);
        cudaMemcpy(partial_sum, sum_gpu, SUM_BLOCKS * sizeof(float), cudaMemcpyDeviceToHost);
        cudaMemcpy(partial_sq, sq_gpu, SUM_BLOCKS * sizeof(float), cudaMemcpyDeviceToHost);
        float sum = 0.0f, sq = 0.0f;
        for (int b = 0; b < SUM_BLOCKS; b++) {
            sum += partial_sum[b];
            sq += partial_sq[b];
        }
        float mean = sum / size, variance = sq / size - mean * mean;
        float q0sqr = variance / (mean * mean);
        srad_kernel1<<<(size + BLOCK - 1) / BLOCK, BLOCK>>>(image_gpu, coefficient, dn, ds, dw, de, q0sqr);
        srad_kernel2<<<(size + BLOCK - 1) / BLOCK, BLOCK>>>(image_gpu, coefficient, dn, ds, dw, de);
    }
    cudaThreadSynchronize();
    report_time("GPU", start);
    cudaMemcpy(result, image_gpu, size * sizeof(float), cudaMemcpyDeviceToHost);
    float total = 0.0f;
    for (int i = 0; i < size; i++) total += result[i];
    printf("srad: mean after %d iterations %.6f\n", ITERATIONS, total / size);
    cudaFree(image_gpu); cudaFree(coefficient); cudaFree(dn); cudaFree(ds); cudaFree(dw); cudaFree(de);
    cudaFree(sum_gpu); cudaFree(sq_gpu);
    free(image); free(result);
    return 0;
}
