/* ascend_kernel.h - C declarations of the Ascend-like target of
 * /work/shared/ascend-target.md (address spaces, pipes, sync calls, data and
 * compute calls), for writing sample kernels with clang-16.
 *
 * Everything here is a plain external declaration: nothing is static inline,
 * so every call stays an external call in the IR, where the ascend-sync pass
 * (and the simulator) recognise it by name.
 *
 * Vector operations are typed on T (half or float); C has no overloading, so
 * each one comes as NAME_f16 and NAME_f32 (the contract accepts such IR
 * suffixes).
 */
#ifndef SYNCFUSE_ASCEND_KERNEL_H
#define SYNCFUSE_ASCEND_KERNEL_H

#include <stdbool.h>
#include <stdint.h>

/* ---- address spaces (CCE qualifiers) ---------------------------------- */
#ifndef SYNCFUSE_NATIVE
#define __gm__ __attribute__((address_space(1)))    /* global memory         */
#define __cbuf__ __attribute__((address_space(2)))  /* L1, 1 MiB             */
#define __ca__ __attribute__((address_space(3)))    /* L0A, 64 KiB           */
#define __cb__ __attribute__((address_space(4)))    /* L0B, 64 KiB           */
#define __cc__ __attribute__((address_space(5)))    /* L0C, 256 KiB          */
#define __ubuf__ __attribute__((address_space(6)))  /* UB, 256 KiB           */
#else
/* A native x86-64 build against the functional runtime of the tests
 * (tests/ascend_programs/native_runtime.c): GM is host memory; L1/L0 offsets are
 * only ever passed to the runtime's intrinsics, which add their buffer's base; UB
 * offsets are %gs-relative (x86 address space 256, the segment based at the
 * runtime's UB array), so that scalar kernel code can load and store UB too. */
#define __gm__
#define __cbuf__
#define __ca__
#define __cb__
#define __cc__
#define __ubuf__ __attribute__((address_space(256)))
#endif

typedef _Float16 half;

/* ---- pipes (bisheng/HIVM numbering) and event IDs ---------------------- */
#define PIPE_S 0
#define PIPE_V 1
#define PIPE_M 2
#define PIPE_MTE1 3
#define PIPE_MTE2 4
#define PIPE_MTE3 5
#define PIPE_ALL 6

#define EVENT_ID0 0
#define EVENT_ID1 1
#define EVENT_ID2 2
#define EVENT_ID3 3
#define EVENT_ID4 4 /* ascend910b only (8 event IDs per pipe pair) */
#define EVENT_ID5 5
#define EVENT_ID6 6
#define EVENT_ID7 7

/* ---- synchronisation: asm labels name the HIVM intrinsics -------------- */
void set_flag(uint64_t set_pipe, uint64_t wait_pipe, uint64_t event)
    __asm__("llvm.hivm.SET.FLAG.IMM");
void wait_flag(uint64_t set_pipe, uint64_t wait_pipe, uint64_t event)
    __asm__("llvm.hivm.WAIT.FLAG.IMM");
void pipe_barrier(uint64_t pipe) __asm__("llvm.hivm.BARRIER");

/* ---- DMA (burst shape: nBurst bursts of lenBurst 32-byte blocks) ------- */
/* MTE2 */
void copy_gm_to_ubuf(__ubuf__ void *dst, __gm__ void *src, uint8_t sid,
                     uint16_t nBurst, uint16_t lenBurst, uint16_t srcGap,
                     uint16_t dstGap);
void copy_gm_to_cbuf(__cbuf__ void *dst, __gm__ void *src, uint8_t sid,
                     uint16_t nBurst, uint16_t lenBurst, uint16_t srcGap,
                     uint16_t dstGap);
/* MTE3 */
void copy_ubuf_to_gm(__gm__ void *dst, __ubuf__ void *src, uint8_t sid,
                     uint16_t nBurst, uint16_t lenBurst, uint16_t srcGap,
                     uint16_t dstGap);
/* MTE1 (fractal = 512 bytes) */
void load_cbuf_to_ca(__ca__ void *dst, __cbuf__ void *src, uint16_t baseIdx,
                     uint8_t repeat, uint16_t srcStride, uint16_t dstGap,
                     uint8_t sid, bool transpose);
void load_cbuf_to_cb(__cb__ void *dst, __cbuf__ void *src, uint16_t baseIdx,
                     uint8_t repeat, uint16_t srcStride, uint16_t dstGap,
                     uint8_t sid, bool transpose);

/* ---- cube (M) ---------------------------------------------------------- */
void mad(__cc__ float *c, __ca__ half *a, __cb__ half *b, uint16_t m,
         uint16_t k, uint16_t n, bool init);

/* ---- vector (V) -------------------------------------------------------- */
void copy_matrix_cc_to_ubuf(__ubuf__ void *dst, __cc__ void *src, uint8_t sid,
                            uint16_t nBurst, uint16_t lenBurst,
                            uint16_t srcGap, uint16_t dstGap);
void copy_ubuf_to_ubuf(__ubuf__ void *dst, __ubuf__ void *src, uint8_t sid,
                       uint16_t nBurst, uint16_t lenBurst, uint16_t srcGap,
                       uint16_t dstGap);

/* binary: (dst, src0, src1, repeat, dstBlk, src0Blk, src1Blk, dstRep,
 *          src0Rep, src1Rep) */
#define ASCEND_VBIN_ARGS(T)                                                   \
  __ubuf__ T *dst, __ubuf__ T *src0, __ubuf__ T *src1, uint8_t repeat,        \
      uint8_t dstBlk, uint8_t src0Blk, uint8_t src1Blk, uint8_t dstRep,       \
      uint8_t src0Rep, uint8_t src1Rep
void vadd_f16(ASCEND_VBIN_ARGS(half));
void vadd_f32(ASCEND_VBIN_ARGS(float));
void vsub_f16(ASCEND_VBIN_ARGS(half));
void vsub_f32(ASCEND_VBIN_ARGS(float));
void vmul_f16(ASCEND_VBIN_ARGS(half));
void vmul_f32(ASCEND_VBIN_ARGS(float));
void vdiv_f16(ASCEND_VBIN_ARGS(half));
void vdiv_f32(ASCEND_VBIN_ARGS(float));
void vmax_f16(ASCEND_VBIN_ARGS(half));
void vmax_f32(ASCEND_VBIN_ARGS(float));
void vmin_f16(ASCEND_VBIN_ARGS(half));
void vmin_f32(ASCEND_VBIN_ARGS(float));
#undef ASCEND_VBIN_ARGS

/* unary: (dst, src, repeat, dstBlk, srcBlk, dstRep, srcRep) */
#define ASCEND_VUN_ARGS(T)                                                    \
  __ubuf__ T *dst, __ubuf__ T *src, uint8_t repeat, uint8_t dstBlk,           \
      uint8_t srcBlk, uint8_t dstRep, uint8_t srcRep
void vexp_f16(ASCEND_VUN_ARGS(half));
void vexp_f32(ASCEND_VUN_ARGS(float));
void vln_f16(ASCEND_VUN_ARGS(half));
void vln_f32(ASCEND_VUN_ARGS(float));
void vabs_f16(ASCEND_VUN_ARGS(half));
void vabs_f32(ASCEND_VUN_ARGS(float));
void vrelu_f16(ASCEND_VUN_ARGS(half));
void vrelu_f32(ASCEND_VUN_ARGS(float));
void vrec_f16(ASCEND_VUN_ARGS(half));
void vrec_f32(ASCEND_VUN_ARGS(float));
void vsqrt_f16(ASCEND_VUN_ARGS(half));
void vsqrt_f32(ASCEND_VUN_ARGS(float));
#undef ASCEND_VUN_ARGS

/* scalar operand: (dst, src, scalar, repeat, dstBlk, srcBlk, dstRep, srcRep) */
#define ASCEND_VSC_ARGS(T)                                                    \
  __ubuf__ T *dst, __ubuf__ T *src, T scalar, uint8_t repeat, uint8_t dstBlk, \
      uint8_t srcBlk, uint8_t dstRep, uint8_t srcRep
void vadds_f16(ASCEND_VSC_ARGS(half));
void vadds_f32(ASCEND_VSC_ARGS(float));
void vmuls_f16(ASCEND_VSC_ARGS(half));
void vmuls_f32(ASCEND_VSC_ARGS(float));
void vmaxs_f16(ASCEND_VSC_ARGS(half));
void vmaxs_f32(ASCEND_VSC_ARGS(float));
#undef ASCEND_VSC_ARGS

/* (dst, scalar, repeat, dstBlk, dstRep); write only */
void vector_dup_f16(__ubuf__ half *dst, half scalar, uint8_t repeat,
                    uint8_t dstBlk, uint8_t dstRep);
void vector_dup_f32(__ubuf__ float *dst, float scalar, uint8_t repeat,
                    uint8_t dstBlk, uint8_t dstRep);

/* ---- scalar (S), no memory footprint ----------------------------------- */
int64_t get_block_idx(void);
int64_t get_block_num(void);

#endif /* SYNCFUSE_ASCEND_KERNEL_H */
