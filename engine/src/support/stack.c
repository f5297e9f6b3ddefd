/* stack.c: the C stack guard of a run (ctx_guard_stack, stack_guard, stack_exhausted; ctx.h).
 *
 * The guard measures the stack the calling thread has instead of assuming one: natively the
 * thread's bounds from pthread_getattr_np (for the main thread glibc derives them from
 * RLIMIT_STACK and the process's mappings; getrlimit alone is the fallback), in wasm the linker's
 * stack bounds (emscripten_stack_get_end; address 0 for the stack CMakeLists.txt places first in
 * memory, which this Emscripten misreports). A run may then use down to the lower of
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

#include "support/stack.h"

#include "support/ctx.h"
#include "support/limits.h"

/* The run stack_guard watches, and the lowest frame address it may reach: per thread, like the
 * stack. */
static _Thread_local Ctx *guarded_run;
static _Thread_local uintptr_t guarded_limit;

/* The lowest address of the calling thread's stack, measured once per thread; false when the
 * system does not say. `here` is an address in the caller's frame (for the getrlimit fallback,
 * which knows a size but not where the stack starts). */
static bool stack_end_of_thread(uintptr_t here, uintptr_t *out) {
    static _Thread_local uintptr_t measured;
    static _Thread_local int known;   /* 0: not measured yet, 1: measured, -1: unknown */
    if (known) {
        *out = measured;
        return known > 0;
    }
    bool found = false;
    uintptr_t end = 0;
#ifdef __EMSCRIPTEN__
    /* The linker's bounds as Emscripten 3.1.6 gives them (it has no __stack_low): they assume
     * the stack between the data and the heap; with -Wl,--stack-first (CMakeLists.txt) the stack
     * comes first in memory and ends at address 0, below which an access traps, and the bounds
     * reported lie above it (both at the data's end). */
    end = emscripten_stack_get_end();
    if (end > here)
        end = 0;
    found = true;
#else
    pthread_attr_t attr;
    if (pthread_getattr_np(pthread_self(), &attr) == 0) {
        void *address;
        size_t size;
        if (pthread_attr_getstack(&attr, &address, &size) == 0) {
            end = (uintptr_t)address;
            found = true;
        }
        pthread_attr_destroy(&attr);
    }
    if (!found) {
        /* the frame is some way below the stack's start: counting the whole size from it
         * overstates the room by that much, which the margin covers for a run started near
         * the top of the stack */
        struct rlimit limit;
        if (getrlimit(RLIMIT_STACK, &limit) == 0 && limit.rlim_cur != RLIM_INFINITY && limit.rlim_cur < here) {
            end = here - (uintptr_t)limit.rlim_cur;
            found = true;
        }
    }
#endif
    measured = end;
    known = found ? 1 : -1;
    *out = end;
    return found;
}

uintptr_t stack_lowest_frame(void) {
    uintptr_t here = STACK_HERE();
    uintptr_t limit = here > MAX_EVAL_STACK_BYTES ? here - MAX_EVAL_STACK_BYTES : 0;
    uintptr_t end;
    if (stack_end_of_thread(here, &end) && end + STACK_MARGIN_BYTES > limit)
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
    return guarded_run && STACK_HERE() < guarded_limit;
}

void stack_guard(void) {
    if (!guarded_run)
        return;
    /* each level walked is a step too: data shared within itself (`[$m, $m]` doubled 40 times)
     * is small but has exponentially many paths, which a comparison would walk for ever */
    ctx_step(guarded_run);
    if (STACK_HERE() < guarded_limit)
        ctx_exhausted(guarded_run, "Evaluation stopped: the data nests too deeply");
}
