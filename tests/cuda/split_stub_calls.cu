// Graph split test program (tests/integration/streams.rs): a chain of four launches on 2-D grids whose
// dependences all stay inside blocks, with more blocks along y than along x (so a split
// cuts y), one kernel that reads gridDim.y into its result (a part copy must see the whole
// grid's extent), one that exchanges values between the threads of a block through shared
// memory (a block-level dependence), and a last launch with half the grid along y (its
// parts cover only the blocks it has). scripts/generators/gen-cuda-test-ir.sh compiles it with the
// stubs kept out of line (`<<<>>>` then calls the stub after `__cudaPushCallConfiguration`,
// the launch form clang emits when it does not inline the stub).
#include <stdio.h>

#define COLUMNS 64
#define TILE_ROWS 4
#define TILE_COLUMNS 32

__global__ void scale_rows(const float *in, float *out, int rows) {
    int c = blockIdx.x * TILE_COLUMNS + threadIdx.x, r = blockIdx.y * TILE_ROWS + threadIdx.y;
    if (r < rows) out[r * COLUMNS + c] = in[r * COLUMNS + c] * (1.0f + r) + (float)gridDim.y;
}

// Each thread takes the value of the thread mirrored in its block's tile.
__global__ void mirror_tile(const float *in, float *out, int rows) {
    __shared__ float tile[TILE_ROWS][TILE_COLUMNS];
    int c = blockIdx.x * TILE_COLUMNS + threadIdx.x, r = blockIdx.y * TILE_ROWS + threadIdx.y;
    tile[threadIdx.y][threadIdx.x] = r < rows ? in[r * COLUMNS + c] : 0.0f;
    __syncthreads();
    if (r < rows) out[r * COLUMNS + c] = tile[TILE_ROWS - 1 - threadIdx.y][TILE_COLUMNS - 1 - threadIdx.x] - 1.0f;
}

__global__ void add_in_place(const float *a, float *out, int rows) {
    int c = blockIdx.x * TILE_COLUMNS + threadIdx.x, r = blockIdx.y * TILE_ROWS + threadIdx.y;
    if (r < rows) out[r * COLUMNS + c] += 0.5f * a[r * COLUMNS + c];
}

__global__ void copy_rows(const float *in, float *out, int rows) {
    int c = blockIdx.x * TILE_COLUMNS + threadIdx.x, r = blockIdx.y * TILE_ROWS + threadIdx.y;
    if (r < rows) out[r * COLUMNS + c] = in[r * COLUMNS + c];
}

int main() {
    const int rows = 40, count = rows * COLUMNS;
    const int tiles = (rows + TILE_ROWS - 1) / TILE_ROWS;
    static float host_in[rows * COLUMNS], result[rows * COLUMNS], half[rows * COLUMNS];
    for (int i = 0; i < count; ++i) host_in[i] = (float)(i % 97) * 0.25f;
    float *in, *scaled, *mirrored, *halved;
    cudaMalloc((void **)&in, count * sizeof(float));
    cudaMalloc((void **)&scaled, count * sizeof(float));
    cudaMalloc((void **)&mirrored, count * sizeof(float));
    cudaMalloc((void **)&halved, count * sizeof(float));
    cudaMemcpy(in, host_in, count * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(halved, 0, count * sizeof(float));
    dim3 block(TILE_COLUMNS, TILE_ROWS);
    dim3 grid(COLUMNS / TILE_COLUMNS, tiles), half_grid(COLUMNS / TILE_COLUMNS, tiles / 2);
    scale_rows<<<grid, block>>>(in, scaled, rows);
    mirror_tile<<<grid, block>>>(scaled, mirrored, rows);
    add_in_place<<<grid, block>>>(scaled, mirrored, rows);
    copy_rows<<<half_grid, block>>>(mirrored, halved, rows);
    cudaMemcpy(result, mirrored, count * sizeof(float), cudaMemcpyDeviceToHost);
    cudaMemcpy(half, halved, count * sizeof(float), cudaMemcpyDeviceToHost);
    int bad = 0;
    for (int r = 0; r < rows; ++r) {
        for (int c = 0; c < COLUMNS; ++c) {
            int tile_row = r / TILE_ROWS * TILE_ROWS, tile_column = c / TILE_COLUMNS * TILE_COLUMNS;
            int mr = tile_row + TILE_ROWS - 1 - (r - tile_row), mc = tile_column + TILE_COLUMNS - 1 - (c - tile_column);
            float scaled_here = host_in[r * COLUMNS + c] * (1.0f + r) + (float)tiles;
            float mirrored_value = mr < rows ? host_in[mr * COLUMNS + mc] * (1.0f + mr) + (float)tiles : 0.0f;
            float expected = mirrored_value - 1.0f + 0.5f * scaled_here;
            float expected_half = r < tiles / 2 * TILE_ROWS ? expected : 0.0f;
            bad += result[r * COLUMNS + c] != expected || half[r * COLUMNS + c] != expected_half;
        }
    }
    printf("split_stub_calls: %s (%d mismatches)\n", bad ? "FAIL" : "ok", bad);
    cudaFree(in);
    cudaFree(scaled);
    cudaFree(mirrored);
    cudaFree(halved);
    return bad ? 1 : 0;
}
