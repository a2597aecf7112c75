/* bfs (Rodinia-style): breadth-first search over a generated graph in CSR form; each
 * level visits the frontier (kernel 1), then builds the next frontier and raises a flag
 * (kernel 2); the host copies the flag back and loops while it is set. Several frontier
 * nodes may reach one node: its cost and mark are set atomically. */
#include "bench.h"

#define NODES 2048
#define DEGREE 4
#define BLOCK 256

__global__ void bfs_visit(const int *row_start, const int *edges, int *frontier, int *updating, const int *visited,
                          int *cost) {
    int id = blockIdx.x * BLOCK + threadIdx.x;
    if (id < NODES && frontier[id]) {
        frontier[id] = 0;
        for (int e = row_start[id]; e < row_start[id + 1]; e++) {
            int next = edges[e];
            if (!visited[next]) {
                atomicMin(&cost[next], cost[id] + 1);
                atomicExch(&updating[next], 1);
            }
        }
    }
}

__global__ void bfs_advance(int *frontier, int *updating, int *visited, int *changed) {
    int id = blockIdx.x * BLOCK + threadIdx.x;
    if (id < NODES && updating[id]) {
        frontier[id] = 1;
        visited[id] = 1;
        atomicExch(changed, 1);
        updating[id] = 0;
    }
}

int main(int argc, char **argv) {
    int *row_start = (int *)malloc((NODES + 1) * sizeof(int)), *edges = (int *)malloc(NODES * DEGREE * sizeof(int));
    int *frontier = (int *)calloc(NODES, sizeof(int)), *visited = (int *)calloc(NODES, sizeof(int));
    int *cost = (int *)malloc(NODES * sizeof(int)), *cost_out = (int *)malloc(NODES * sizeof(int));
    for (int v = 0; v < NODES; v++) {
        row_start[v] = v * DEGREE;
        for (int d = 0; d < DEGREE; d++) edges[v * DEGREE + d] = (v * 7 + d * 131 + 1) % NODES;
        cost[v] = NODES + 1;
    }
    row_start[NODES] = NODES * DEGREE;
    int source = 0;
    frontier[source] = 1;
    visited[source] = 1;
    cost[source] = 0;
    int *row_gpu, *edges_gpu, *cost_gpu, *changed_gpu;
    int *frontier_gpu, *updating_gpu, *visited_gpu;
    cudaMalloc((void **)&row_gpu, (NODES + 1) * sizeof(int));
    cudaMalloc((void **)&edges_gpu, NODES * DEGREE * sizeof(int));
    cudaMalloc((void **)&frontier_gpu, NODES * sizeof(int));
    cudaMalloc((void **)&updating_gpu, NODES * sizeof(int));
    cudaMalloc((void **)&visited_gpu, NODES * sizeof(int));
    cudaMalloc((void **)&cost_gpu, NODES * sizeof(int));
    cudaMalloc((void **)&changed_gpu, sizeof(int));
    cudaMemcpy(row_gpu, row_start, (NODES + 1) * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(edges_gpu, edges, NODES * DEGREE * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(frontier_gpu, frontier, NODES * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemset(updating_gpu, 0, NODES * sizeof(int));
    cudaMemcpy(visited_gpu, visited, NODES * sizeof(int), cudaMemcpyHostToDevice);
    cudaMemcpy(cost_gpu, cost, NODES * sizeof(int), cudaMemcpyHostToDevice);
    int changed, levels = 0;
    double start = wall_time();
    do {
        changed = 0;
        cudaMemcpy(changed_gpu, &changed, sizeof(int), cudaMemcpyHostToDevice);
        bfs_visit<<<(NODES + BLOCK - 1) / BLOCK, BLOCK>>>(row_gpu, edges_gpu, frontier_gpu, updating_gpu, visited_gpu, cost_gpu);
        bfs_advance<<<(NODES + BLOCK - 1) / BLOCK, BLOCK>>>(frontier_gpu, updating_gpu, visited_gpu, changed_gpu);
        cudaMemcpy(&changed, changed_gpu, sizeof(int), cudaMemcpyDeviceToHost);
        levels++;
    } while (changed);
    report_time("GPU", start);
    cudaMemcpy(cost_out, cost_gpu, NODES * sizeof(int), cudaMemcpyDeviceToHost);
    int reached = 0, deepest = 0;
    for (int v = 0; v < NODES; v++)
        if (cost_out[v] <= NODES) {
            reached++;
            deepest = cost_out[v] > deepest ? cost_out[v] : deepest;
        }
    printf("bfs: %d levels, %d of %d nodes reached, deepest at %d\n", levels, reached, NODES, deepest);
    cudaFree(row_gpu); cudaFree(edges_gpu); cudaFree(frontier_gpu); cudaFree(updating_gpu);
    cudaFree(visited_gpu); cudaFree(cost_gpu); cudaFree(changed_gpu);
    free(row_start); free(edges); free(frontier); free(visited); free(cost); free(cost_out);
    return 0;
}
