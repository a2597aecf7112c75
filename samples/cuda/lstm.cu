// Stacked LSTM, T time steps x L layers of cells (SIRIUS, MLSys'23, section 7.5, fig. 9/10).
//
// Cell (l, t), hidden size H, input size In (In = input for layer 0, H for the others):
//   lstm_gemv : pre[g*H + r] = sum_k x[k] * W_g[k][r] + sum_k h_prev[k] * U_g[k][r]
//               for the four gates g = i, f, g, o (weights stored [in x H], as TensorFlow does)
//   lstm_solve: i = sigmoid(pre_i + b_i), f = sigmoid(..), g = tanh(..), o = sigmoid(..)
//               c = f * c + i * g;  h = o * tanh(c)
// x is x_t for layer 0 and h of layer l-1 at step t otherwise; h_prev is h of layer l at
// step t-1 (zeros at t = 0).  The host loops over t (outer) and l (inner): 2*T*L launches.
//
// All 8*L weight matrices live in ONE cudaMalloc; the host slices them with offsets and
// passes the 8 matrices of a layer as 8 separate pointers (the situation of the paper's
// fig. 10, where whole-program analysis finds the common base).
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <math.h>
#include "sample_inputs.h"

#define LSTM_BLOCK 128  // threads per block in both kernels; the gemv kernel relies on it

__device__ __forceinline__ float sigmoid(float v) { return 1.0f / (1.0f + expf(-v)); }

// One thread per hidden unit r computes the pre-activations of all four gates of that unit.
// x and h_prev are staged through shared memory in chunks of LSTM_BLOCK elements; the
// weight loads W_g[k][r] are coalesced across the threads of a warp.
__global__ void lstm_gemv(const float *__restrict__ Wi, const float *__restrict__ Wf,
                          const float *__restrict__ Wg, const float *__restrict__ Wo,
                          const float *__restrict__ Ui, const float *__restrict__ Uf,
                          const float *__restrict__ Ug, const float *__restrict__ Uo,
                          const float *__restrict__ x, const float *__restrict__ h_prev,
                          float *__restrict__ pre, int in_dim, int H) {
    __shared__ float vs[LSTM_BLOCK];
    int tid = threadIdx.x;
    int r = blockIdx.x * LSTM_BLOCK + tid;
    float ai = 0.0f, af = 0.0f, ag = 0.0f, ao = 0.0f;
    for (int k0 = 0; k0 < in_dim; k0 += LSTM_BLOCK) {  // W . x
        vs[tid] = (k0 + tid < in_dim) ? x[k0 + tid] : 0.0f;
        __syncthreads();
        int kn = in_dim - k0 < LSTM_BLOCK ? in_dim - k0 : LSTM_BLOCK;
        if (r < H) {
            for (int kk = 0; kk < kn; ++kk) {
                float v = vs[kk];
                int off = (k0 + kk) * H + r;
                ai += v * Wi[off];
                af += v * Wf[off];
                ag += v * Wg[off];
                ao += v * Wo[off];
            }
        }
        __syncthreads();
    }
    for (int k0 = 0; k0 < H; k0 += LSTM_BLOCK) {  // U . h_prev
        vs[tid] = (k0 + tid < H) ? h_prev[k0 + tid] : 0.0f;
        __syncthreads();
        int kn = H - k0 < LSTM_BLOCK ? H - k0 : LSTM_BLOCK;
        if (r < H) {
            for (int kk = 0; kk < kn; ++kk) {
                float v = vs[kk];
                int off = (k0 + kk) * H + r;
                ai += v * Ui[off];
                af += v * Uf[off];
                ag += v * Ug[off];
                ao += v * Uo[off];
            }
        }
        __syncthreads();
    }
    if (r < H) {
        pre[r] = ai;
        pre[H + r] = af;
        pre[2 * H + r] = ag;
        pre[3 * H + r] = ao;
    }
}

// Elementwise cell update, one thread per hidden unit; c is updated in place.
__global__ void lstm_solve(const float *__restrict__ pre, const float *__restrict__ bias,
                           float *__restrict__ c, float *__restrict__ h_out, int H) {
    int r = blockIdx.x * LSTM_BLOCK + threadIdx.x;
    if (r < H) {
        float ig = sigmoid(pre[r] + bias[r]);
        float fg = sigmoid(pre[H + r] + bias[H + r]);
        float gg = tanhf(pre[2 * H + r] + bias[2 * H + r]);
        float og = sigmoid(pre[3 * H + r] + bias[3 * H + r]);
        float cn = fg * c[r] + ig * gg;
        c[r] = cn;
        h_out[r] = og * tanhf(cn);
    }
}

// ---------------------------------------------------------------------------- host side

static float ref_sigmoid(float v) { return 1.0f / (1.0f + expf(-v)); }

// Offset of layer l's block of 8 matrices in the weight allocation.
static long layer_offset(int l, int input, int H) {
    if (l == 0) return 0;
    return 4L * input * H + 4L * H * H + (long)(l - 1) * 8L * H * H;
}

extern "C" int run_lstm(int T, int L, int input, int H, int seed) {
    if (T <= 0 || L <= 0 || input <= 0 || H <= 0) {
        printf("lstm: bad sizes T=%d L=%d input=%d hidden=%d\n", T, L, input, H);
        return 1;
    }
    unsigned state = (unsigned)seed;
    long nweights = layer_offset(L, input, H);   // all 8*L matrices
    int nbias = L * 4 * H;
    int nx = T * input;
    int nh = L * T * H;                          // h of every cell: [L][T][H]

    float *hW = (float *)malloc(nweights * sizeof(float));
    float *hb = (float *)malloc(nbias * sizeof(float));
    float *hx = (float *)malloc(nx * sizeof(float));
    float *hh = (float *)malloc(nh * sizeof(float));
    float *ref_h = (float *)malloc(nh * sizeof(float));
    float *ref_c = (float *)malloc(L * H * sizeof(float));
    float *ref_pre = (float *)malloc(4 * H * sizeof(float));
    fill(hW, (int)nweights, &state, 0.25f);
    fill(hb, nbias, &state, 0.5f);
    fill(hx, nx, &state, 2.0f);

    float *dW, *db, *dx, *dh, *dc, *dpre, *dzero;
    cudaMalloc((void **)&dW, nweights * sizeof(float));  // the ONE weight allocation
    cudaMalloc((void **)&db, nbias * sizeof(float));
    cudaMalloc((void **)&dx, nx * sizeof(float));
    cudaMalloc((void **)&dh, nh * sizeof(float));
    cudaMalloc((void **)&dc, L * H * sizeof(float));
    cudaMalloc((void **)&dpre, L * 4 * H * sizeof(float));  // gate scratch, one per layer
    cudaMalloc((void **)&dzero, H * sizeof(float));
    cudaMemcpy(dW, hW, nweights * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(db, hb, nbias * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemcpy(dx, hx, nx * sizeof(float), cudaMemcpyHostToDevice);
    cudaMemset(dc, 0, L * H * sizeof(float));
    cudaMemset(dzero, 0, H * sizeof(float));

    int blocks = (H + LSTM_BLOCK - 1) / LSTM_BLOCK;
    for (int t = 0; t < T; ++t) {
        for (int l = 0; l < L; ++l) {
            int in_dim = l == 0 ? input : H;
            float *w = dW + layer_offset(l, input, H);
            long wsz = (long)in_dim * H, usz = (long)H * H;
            float *Wi = w, *Wf = w + wsz, *Wg = w + 2 * wsz, *Wo = w + 3 * wsz;
            float *Ui = w + 4 * wsz, *Uf = Ui + usz, *Ug = Ui + 2 * usz, *Uo = Ui + 3 * usz;
            const float *x = l == 0 ? dx + t * input : dh + ((l - 1) * T + t) * H;
            const float *h_prev = t == 0 ? dzero : dh + (l * T + t - 1) * H;
            float *pre = dpre + l * 4 * H;
            lstm_gemv<<<blocks, LSTM_BLOCK>>>(Wi, Wf, Wg, Wo, Ui, Uf, Ug, Uo, x, h_prev, pre, in_dim, H);
            lstm_solve<<<blocks, LSTM_BLOCK>>>(pre, db + l * 4 * H, dc + l * H, dh + (l * T + t) * H, H);
        }
    }
    cudaDeviceSynchronize();
    cudaMemcpy(hh, dh, nh * sizeof(float), cudaMemcpyDeviceToHost);

    // CPU reference, same loop order.
    memset(ref_c, 0, L * H * sizeof(float));
    for (int t = 0; t < T; ++t) {
        for (int l = 0; l < L; ++l) {
            int in_dim = l == 0 ? input : H;
            const float *w = hW + layer_offset(l, input, H);
            const float *u = w + 4L * in_dim * H;
            const float *x = l == 0 ? hx + t * input : ref_h + ((l - 1) * T + t) * H;
            for (int g = 0; g < 4; ++g) {
                for (int r = 0; r < H; ++r) {
                    float acc = 0.0f;
                    for (int k = 0; k < in_dim; ++k) acc += x[k] * w[(long)g * in_dim * H + k * H + r];
                    if (t > 0) {
                        const float *hp = ref_h + (l * T + t - 1) * H;
                        for (int k = 0; k < H; ++k) acc += hp[k] * u[(long)g * H * H + k * H + r];
                    }
                    ref_pre[g * H + r] = acc;
                }
            }
            const float *b = hb + l * 4 * H;
            for (int r = 0; r < H; ++r) {
                float ig = ref_sigmoid(ref_pre[r] + b[r]);
                float fg = ref_sigmoid(ref_pre[H + r] + b[H + r]);
                float gg = tanhf(ref_pre[2 * H + r] + b[2 * H + r]);
                float og = ref_sigmoid(ref_pre[3 * H + r] + b[3 * H + r]);
                float cn = fg * ref_c[l * H + r] + ig * gg;
                ref_c[l * H + r] = cn;
                ref_h[(l * T + t) * H + r] = og * tanhf(cn);
            }
        }
    }

    int bad = 0;
    for (int i = 0; i < nh; ++i) {
        if (!(fabsf(hh[i] - ref_h[i]) <= 1e-3f)) {
            if (bad < 5) printf("lstm: h[%d] = %f, expected %f\n", i, hh[i], ref_h[i]);
            ++bad;
        }
    }
    printf("lstm T=%d layers=%d input=%d hidden=%d: %s (%d mismatches)\n", T, L, input, H,
           bad ? "FAIL" : "ok", bad);

    cudaFree(dW); cudaFree(db); cudaFree(dx); cudaFree(dh); cudaFree(dc); cudaFree(dpre);
    cudaFree(dzero);
    free(hW); free(hb); free(hx); free(hh); free(ref_h); free(ref_c); free(ref_pre);
    return bad ? 1 : 0;
}

// 100 time steps, 10 layers, 256 hidden units (the LSTM setting of Rammer, which SIRIUS uses).
int main() { return run_lstm(100, 10, 256, 256, 1); }
