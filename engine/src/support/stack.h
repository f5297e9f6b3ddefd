/* stack.h: the measured C stack of a run, for code below the context (the parser) and for the
 * evaluator's own guard; the guard of the walks is ctx_guard_stack / stack_guard (ctx.h).
 * stack.c holds both.
 */
#ifndef PUPPET_STACK_H
#define PUPPET_STACK_H

#include <stdbool.h>
#include <stdint.h>

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
