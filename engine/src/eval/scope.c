/* scope.c: variable scopes. See scope.h for the contract. */
#include "eval/scope.h"

#include <string.h>

#include "support/ctx.h"
#include "values/region.h"

Scope *scope_new(Ctx *ctx, Scope *parent, ScopeKind kind) {
    Scope *scope = ctx_calloc(ctx, 1, sizeof *scope);
    scope->parent = parent;
    scope->kind = kind;
    scope->depth = arena_target(&ctx->arena);
    scope->merges = ctx->arena.merges;
    return scope;
}

/* Names a call's scope has room for from the start: its slots are allocated with it, in the
 * caller's region, rather than by its first binding inside the call's region (eval_call.c). */
#define SCOPE_ROOM 4

Scope *scope_acquire(Ctx *ctx, Scope *parent, ScopeKind kind) {
    Scope **free_list = (Scope **)arena_recycled(&ctx->arena);
    Scope *scope = *free_list;
    if (!scope) {
        scope = scope_new(ctx, parent, kind);
        name_table_reserve(ctx, &scope->vars, SCOPE_ROOM);
        return scope;
    }
    *free_list = scope->parent;
    if (scope->vars.count) {
        /* an empty slot is one without a name (name_table_put fills the rest): cheaper than
         * clearing whole entries, most of which a call's few parameters never used */
        for (size_t i = 0; i < scope->vars.capacity; i++)
            scope->vars.slots[i].name = NULL;
        scope->vars.count = 0;
    }
    scope->parent = parent;
    scope->kind = kind;
    scope->name = NULL;
    return scope;
}

void scope_release(Ctx *ctx, Scope *scope) {
    Scope **free_list = (Scope **)arena_recycled(&ctx->arena);
    scope->parent = *free_list;
    *free_list = scope;
}

bool scope_bound_here(const Scope *scope, const char *name) {
    return name_table_find(&scope->vars, name, strlen(name)) != NULL;
}

size_t scope_region(const Ctx *ctx, const Scope *scope) {
    const Arena *arena = &ctx->arena;
    if (scope->merges == arena->merges && scope->depth <= arena->depth)
        return scope->depth;   /* the region it was made in (or lent to) is still open */
    return arena_depth_of(arena, scope);
}

/* Keeps value (and name) at the scope's region when they may lie deeper. The common case, a
 * call's own scope in the call's region, costs two comparisons. */
static __attribute__((noinline)) void keep_for_scope_slow(Ctx *ctx, Scope *scope, const char **name, size_t len,
                                                         Value *value) {
    const Arena *arena = &ctx->arena;
    size_t depth = scope_region(ctx, scope);
    if (depth >= arena->depth)
        return;
    if (arena_deeper_than(arena, *name, depth)) {
        char *copy = ctx_alloc_in(ctx, depth, len + 1);
        memcpy(copy, *name, len);
        copy[len] = '\0';
        *name = copy;
    }
    if (!region_keep(ctx, value, depth))
        ctx_pin(ctx);
}

static inline void keep_for_scope(Ctx *ctx, Scope *scope, const char **name, size_t len, Value *value) {
    if (scope->depth != ctx->arena.depth || scope->merges != ctx->arena.merges)
        keep_for_scope_slow(ctx, scope, name, len, value);
}

void scope_set(Ctx *ctx, Scope *scope, const char *name, Value value) {
    size_t len = strlen(name);
    keep_for_scope(ctx, scope, &name, len, &value);
    name_table_put(ctx, &scope->vars, name, len)->value = value;
}

void scope_set_hashed(Ctx *ctx, Scope *scope, const char *name, size_t len, uint64_t hash, Value value) {
    keep_for_scope(ctx, scope, &name, len, &value);
    name_table_put_hashed(ctx, &scope->vars, name, len, hash)->value = value;
}

bool scope_lookup(const Scope *scope, const char *name, Value *out) {
    size_t len = strlen(name);
    uint64_t hash = 0;
    bool hashed = false;   /* once for the whole chain, and only when a scope has variables */
    for (; scope; scope = scope->parent) {
        if (!scope->vars.count)
            continue;
        if (!hashed) {
            hash = name_table_hash(name, len);
            hashed = true;
        }
        const NameEntry *e = name_table_slot(scope->vars.slots, scope->vars.capacity, hash, name, len);
        if (e->name) {
            *out = e->value;
            return true;
        }
    }
    return false;
}

const Value *scope_find_hashed(const Scope *scope, const char *name, size_t len, uint64_t hash) {
    for (; scope; scope = scope->parent) {
        if (!scope->vars.count)
            continue;
        const NameEntry *e = name_table_slot(scope->vars.slots, scope->vars.capacity, hash, name, len);
        if (e->name)
            return &e->value;
    }
    return NULL;
}
