/* ascend_host.h - the host side of an Ascend program (/work/shared/ascend-host.md):
 * AscendCL (aclrt*) and CANN runtime (rt*) prototypes as CANN declares them, for
 * writing sample programs with clang-16. Plain external declarations: the
 * executor (`syncfuse run`) and the sirius pass recognise the calls by name.
 *
 * Sample programs synchronise their kernels by hand through the SYNC_* macros
 * below; compiled with -DSYNCFUSE_NO_SYNC the same source has no syncs at all,
 * which is the input ascend-sync fills in.
 */
#ifndef SYNCFUSE_ASCEND_HOST_H
#define SYNCFUSE_ASCEND_HOST_H

#include <stddef.h>
#include <stdint.h>

#ifdef __cplusplus
extern "C" { /* as CANN's own headers: the runtime has C linkage */
#endif

typedef int aclError;
typedef void *aclrtStream;
typedef enum {
  ACL_MEMCPY_HOST_TO_HOST,
  ACL_MEMCPY_HOST_TO_DEVICE,
  ACL_MEMCPY_DEVICE_TO_HOST,
  ACL_MEMCPY_DEVICE_TO_DEVICE
} aclrtMemcpyKind;
typedef enum {
  ACL_MEM_MALLOC_HUGE_FIRST,
  ACL_MEM_MALLOC_HUGE_ONLY,
  ACL_MEM_MALLOC_NORMAL_ONLY
} aclrtMemMallocPolicy;

aclError aclInit(const char *configPath);
aclError aclFinalize(void);
aclError aclrtSetDevice(int32_t deviceId);
aclError aclrtResetDevice(int32_t deviceId);
aclError aclrtCreateStream(aclrtStream *stream);
aclError aclrtDestroyStream(aclrtStream stream);
aclError aclrtSynchronizeStream(aclrtStream stream);
aclError aclrtSynchronizeDevice(void);
typedef void *aclrtEvent;
aclError aclrtCreateEvent(aclrtEvent *event);
aclError aclrtDestroyEvent(aclrtEvent event);
aclError aclrtRecordEvent(aclrtEvent event, aclrtStream stream);
aclError aclrtStreamWaitEvent(aclrtStream stream, aclrtEvent event);
aclError aclrtSynchronizeEvent(aclrtEvent event);
aclError aclrtMalloc(void **devPtr, size_t size, aclrtMemMallocPolicy policy);
aclError aclrtFree(void *devPtr);
aclError aclrtMemcpy(void *dst, size_t destMax, const void *src, size_t count,
                     aclrtMemcpyKind kind);
aclError aclrtMemset(void *devPtr, size_t maxCount, int32_t value, size_t count);

typedef int32_t rtError_t;
typedef void *rtStream_t;
typedef struct tagRtSmCtrl rtSmDesc_t;
rtError_t rtKernelLaunch(const void *stubFunc, uint32_t blockDim, void *args,
                         uint32_t argsSize, rtSmDesc_t *smDesc, rtStream_t stm);
rtError_t rtConfigureCall(uint32_t numBlocks, void *l2ctrl, rtStream_t stm);
rtError_t rtSetupArgument(const void *arg, uint32_t size, uint32_t offset);
rtError_t rtLaunch(const void *stubFunc);

int printf(const char *format, ...);
void *malloc(size_t size);
void free(void *ptr);

#ifdef __cplusplus
}
#endif

/* Hand-placed synchronisation, absent under -DSYNCFUSE_NO_SYNC. */
#ifdef SYNCFUSE_NO_SYNC
#define SYNC_SET(from, to, event) ((void)0)
#define SYNC_WAIT(from, to, event) ((void)0)
#define SYNC_BARRIER(pipe) ((void)0)
#else
#define SYNC_SET(from, to, event) set_flag(from, to, event)
#define SYNC_WAIT(from, to, event) wait_flag(from, to, event)
#define SYNC_BARRIER(pipe) pipe_barrier(pipe)
#endif

#define ASCEND_KERNEL __attribute__((annotate("ascend_kernel"), noinline))

#endif /* SYNCFUSE_ASCEND_HOST_H */
