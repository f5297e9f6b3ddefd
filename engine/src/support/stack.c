/* stack.c: the C stack guard of a run (ctx_guard_stack, stack_guard, stack_exhausted; ctx.h).
 *
 * The guard measures the stack the calling thread has instead of assuming one: natively the
 * thread's bounds from pthread_getattr_np (for the main thread glibc derives them from
 * RLIMIT_STACK and the process's mappings; getrlimit alone is the fallback), in wasm the linker's
 * stack bounds (emscripten_stack_get_end). A run may then use down to the lower of
 * MAX_EVAL_STACK_BYTES below its start and STACK_MARGIN_BYTES above the stack's end, so that the
 * same program stops at the same depth on any big enough stack, and still stops, rather than
 * crashing, on a small one (`ulimit -s 1024`). What it does not do: count the JavaScript
 * engine's own stack, which wasm frames also use (docs/api.md, "Limits and the stack").
 */
#define _GNU_SOURCE   /* pthread_getattr_np */
#include <pthread.h>
#include <stdbool.h>
#include <stdint.h>
#include <sys/resource.h>

#ifdef __EMSCRIPTEN__
#include <emscripten/stack.h>
#endif

#include "support/stack.h"

#include "support/ctx.h"
#include "support/limits.h"

/* The run stack_guard watches, and the lowest frame address it may reach: per thread, like the
 * stack. */
static _Thread_local Ctx *guarded_run;
static _Thread_local uintptr_t guarded_limit;

/* The lowest address of the calling thread's stack, measured once per thread; 0 when the
 * system does not say. `here` is an address in the caller's frame (for the getrlimit fallback,
 * which knows a size but not where the stack starts). */
static uintptr_t stack_end_of_thread(uintptr_t here) {
    static _Thread_local uintptr_t measured;
    static _Thread_local bool known;
    if (known)
        return measured;
    uintptr_t end = 0;
#ifdef __EMSCRIPTEN__
    (void)here;
    end = emscripten_stack_get_end();
#else
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        void *address;
        size_t size;
        if (pthread_attr_getstack(&attr, &address, &size) == 0)
            end = (uintptr_t)address;
        pthread_attr_destroy(&attr);
    }
    if (!end) {
        /* the frame is some way below the stack's start: counting the whole size from it
         * overstates the room by that much, which the margin covers for a run started near
         * the top of the stack */
        struct rlimit limit;
        if (getrlimit(RLIMIT_STACK, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < here)
            end = here - (uintptr_t)limit.rlim_cur;
    }
#endif
    measured = end;
    known = true;
    return end;
}

uintptr_t stack_lowest_frame(void) {
    uintptr_t here = (uintptr_t)__builtin_frame_address(0);
    uintptr_t limit = here > MAX_EVAL_STACK_BYTES ? here - MAX_EVAL_STACK_BYTES : 0;
    uintptr_t end = stack_end_of_thread(here);
    if (end && end + STACK_MARGIN_BYTES > limit)
        limit = end + STACK_MARGIN_BYTES;
    return limit;
}

void ctx_guard_stack(Ctx *ctx) {
    guarded_run = ctx;
    guarded_limit = ctx ? stack_lowest_frame() : 0;
    if (ctx)
        ctx->stack_limit = guarded_limit;
}

bool stack_exhausted(void) {
    return guarded_run && (uintptr_t)__builtin_frame_address(0) < guarded_limit;
}

void stack_guard(void) {
    if (!guarded_run)
        return;
    /* each level walked is a step too: data shared within itself (`[$m, $m]` doubled 40 times)
     * is small but has exponentially many paths, which a comparison would walk for ever */
    ctx_step(guarded_run);
    if ((uintptr_t)__builtin_frame_address(0) < guarded_limit)
        ctx_exhausted(guarded_run, "Evaluation stopped: the data nests too deeply");
}
