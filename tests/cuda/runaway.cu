// Programs that never end (issue 41): a kernel spinning on a flag nobody sets, and, with
// a command-line argument, a host loop that never exits. The executor stops each thread
// at its step limit and says where it stood.
#include <cstdio>

__global__ void spin(volatile int *flag) {
  while (flag[0] == 0) {
    flag[1] = flag[1] + 1;
  }
}

int main(int argc, char **argv) {
  int *flag;
  cudaMalloc(&flag, 2 * sizeof(int));
  cudaMemset(flag, 0, 2 * sizeof(int));
  volatile int forever = 1;
  long turns = 0;
  if (argc > 1) {
    while (forever) {
      turns++;
    }
  }
  spin<<<1, 1>>>(flag);
  cudaDeviceSynchronize();
  printf("finished after %ld turns\n", turns);
  return 0;
}
