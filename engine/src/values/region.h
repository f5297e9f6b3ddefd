/* region.h: regions of a run's arena as the evaluator uses them, and keeping values across them
 * (docs/memory.md).
 *
 * A call runs in a region of its own (region_open); when it returns, region_close keeps its
 * result and the pending unwind record where the caller allocates, then releases the region.
 * region_keep is the copy behind that and behind every store of a value into something older
 * than the current region (the write barrier): it copies the parts of a value that lie in
 * regions deeper than the destination and shares the rest, which by the arena's invariant (no
 * block points into a younger region than its own) is older all the way down. Sharing within
 * the value is kept ([$s, $s] copies $s once).
 *
 * What this file does not do: decide where regions open (eval_call.c) or what pins them.
 */
#ifndef PUPPET_REGION_H
#define PUPPET_REGION_H

#include <stdbool.h>
#include <stddef.h>

#include "values/value.h"

#include "support/ctx.h"

size_t region_open_slow(Ctx *ctx);
void region_close_slow(Ctx *ctx, size_t depth, Value *result);

/* Opens a region for a call and returns its depth. Never fails (malloc failing leaves the run
 * through ctx_exhausted). */
static inline size_t region_open(Ctx *ctx) {
    size_t depth = arena_region_open(&ctx->arena);
    return depth ? depth : region_open_slow(ctx);
}

/* Whether v holds no pointer (nothing to keep). */
static inline bool region_value_is_scalar(Value v) {
    return v.kind <= VAL_FLOAT || v.kind == VAL_TIMESPAN || v.kind == VAL_TIMESTAMP || v.kind == VAL_ABRUPT;
}

/* Closes region `depth` (the innermost): keeps *result (when result is not NULL and it is no
 * abrupt completion) and the unwind record at the depth that was the allocation target when the
 * region opened, then releases the region. A result that is most of what the region allocated
 * is not copied: the region merges into its parent instead. When something could not be kept
 * (a type built by the call, the stack too deep to copy) the open regions are pinned. Never
 * fails. */
static inline void region_close(Ctx *ctx, size_t depth, Value *result) {
    if (ctx->unwind.kind == UNWIND_NONE && (!result || region_value_is_scalar(*result)))
        arena_region_close(&ctx->arena, depth, false);
    else
        region_close_slow(ctx, depth, result);
}

/* Keeps *v at `depth`: copies into region `depth` every part of it that lies deeper and shares
 * the rest. Returns false, *v unchanged, when a part cannot be copied (an Object or TypeSet type
 * made in a younger region, a nesting too deep for the stack): the caller must then pin. */
bool region_keep(Ctx *ctx, Value *v, size_t depth);

/* The same for a C string (a message): a copy in region `depth` when it lies deeper. Never
 * fails. */
const char *region_keep_cstr(Ctx *ctx, const char *s, size_t depth);

/* Keeps *v where `holder` lies (the scope, hash or buffer it is stored into), pinning the open
 * regions when that fails. Cheap when nothing is deeper than the holder. Never fails. */
void region_keep_for(Ctx *ctx, const void *holder, Value *v);

#endif
