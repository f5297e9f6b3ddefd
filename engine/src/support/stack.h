/* stack.h: the measured C stack of a run, for code below the context (the parser) and for the
 * evaluator's own guard; the guard of the walks is ctx_guard_stack / stack_guard (ctx.h).
 * stack.c holds both.
 */
#ifndef PUPPET_STACK_H
#define PUPPET_STACK_H

#include <stdbool.h>
#include <stdint.h>

#ifdef __EMSCRIPTEN__
#include <emscripten/stack.h>
/* The current frame's address: in wasm the shadow stack pointer (a function that keeps nothing
 * on that stack has no frame there, and __builtin_frame_address says 0). */
#define STACK_HERE() ((uintptr_t)emscripten_stack_get_current())
#else
/* The current frame's address (the caller's, as a macro): no local whose address is taken. */
#define STACK_HERE() ((uintptr_t)__builtin_frame_address(0))
#endif

/* The lowest frame address a run started in the caller may reach: MAX_EVAL_STACK_BYTES below
 * the caller's frame, or higher on a thread whose stack ends sooner (keeping
 * STACK_MARGIN_BYTES). Measures the thread's stack once per thread. Never fails: when the
 * system gives no bounds, the MAX_EVAL_STACK_BYTES rule alone. */
uintptr_t stack_lowest_frame(void);

/* Whether the caller's frame is below the guarded run's limit (false outside a run): for
 * recursive code that has no context to leave through (the parser), which then fails its own
 * way. */
bool stack_exhausted(void);

#endif
