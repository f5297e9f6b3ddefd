/* scope.c: variable scopes. See scope.h for the contract. */
#include "eval/scope.h"

#include <string.h>

#include "support/ctx.h"

Scope *scope_new(Ctx *ctx, Scope *parent, ScopeKind kind) {
    Scope *scope = ctx_calloc(ctx, 1, sizeof *scope);
    scope->parent = parent;
    scope->kind = kind;
    return scope;
}

Scope *scope_acquire(Ctx *ctx, Scope **free_list, Scope *parent, ScopeKind kind) {
    Scope *scope = *free_list;
    if (!scope)
        return scope_new(ctx, parent, kind);
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

void scope_release(Scope **free_list, Scope *scope) {
    scope->parent = *free_list;
    *free_list = scope;
}

bool scope_bound_here(const Scope *scope, const char *name) {
    return name_table_find(&scope->vars, name, strlen(name)) != NULL;
}

void scope_set(Ctx *ctx, Scope *scope, const char *name, Value value) {
    name_table_put(ctx, &scope->vars, name, strlen(name))->value = value;
}

void scope_set_hashed(Ctx *ctx, Scope *scope, const char *name, size_t len, uint64_t hash, Value value) {
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
