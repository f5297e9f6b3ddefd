/* run.h: puppet_run with one more step of the caller's, on the program's value, inside the run.
 *
 * For embedders within the project that need the value itself rather than its text: the wasm
 * bindings infer its types and format it (wasm-bindings/inspect.c). The step runs with the
 * run's arena, limits and error handling, so whatever it does is bounded and reported exactly
 * like the program's own work. puppet.h stays free of Ctx and Value.
 */
#ifndef PUPPET_RUN_H
#define PUPPET_RUN_H

#include "support/ctx.h"
#include "puppet.h"
#include "values/value.h"

/* What the caller does with the program's value; returns anything but value_abrupt() on
 * success, or value_abrupt() after ctx_error (the run then fails with that error). It may
 * leave through ctx_exhausted like any engine code. Memory it must keep beyond the run is
 * its own (malloc), as the arena is dropped when the run ends. */
typedef Value (*RunValueStep)(Ctx *ctx, Value value, void *data);

/* puppet_run, then step(ctx, value, data) once the program has evaluated to value without
 * error (not in parse mode, not after a failure). Returns as puppet_run: NULL only when the
 * result itself cannot be allocated; a failure of the step is the result's error. */
PuppetResult *run_with_step(const char *source, size_t len, const PuppetOptions *options,
                            RunValueStep step, void *data);

#endif
