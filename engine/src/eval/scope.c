/* scope.c: name tables and variable scopes. See scope.h for the contract. */
#include "eval/scope.h"

#include <string.h>

#include "support/ctx.h"

/* A word at a time (names are short and hashed at every lookup, FNV's byte loop showed in
 * the profiles): each 8 bytes, then the tail, mixed by a multiply and a shift. */
uint64_t scope_name_hash(const char *name, size_t len) {
    const uint64_t k = 0x9e3779b97f4a7c15ull;
    uint64_t h = (uint64_t)len * k;
    while (len >= 8) {
        uint64_t w;
        memcpy(&w, name, 8);
        h = (h ^ w) * k;
        h ^= h >> 29;
        name += 8;
        len -= 8;
    }
    uint64_t tail = 0;
    for (size_t i = 0; i < len; i++)
        tail |= (uint64_t)(unsigned char)name[i] << (8 * i);
    h = (h ^ tail) * k;
    return h ^ (h >> 32);
}

/* Whether a[0..len) equals b[0..len), a word at a time and inline: the keys are short names
 * and 8-byte node addresses, for which a call to memcmp cost more than the compare (in wasm,
 * musl's memcmp goes a byte at a time). */
static inline bool same_bytes(const char *a, const char *b, size_t len) {
    if (a == b)
        return true;
    while (len >= 8) {
        uint64_t x, y;
        memcpy(&x, a, 8);
        memcpy(&y, b, 8);
        if (x != y)
            return false;
        a += 8;
        b += 8;
        len -= 8;
    }
    for (size_t i = 0; i < len; i++)
        if (a[i] != b[i])
            return false;
    return true;
}

/* The slot of name (hashed to hash), or the empty slot where it would go. Names are mostly
 * the AST's own strings, so the same pointer is tried before the bytes. */
static NameEntry *slot_at(NameEntry *slots, size_t capacity, uint64_t hash, const char *name, size_t len) {
    size_t mask = capacity - 1;
    size_t i = (size_t)hash & mask;
    for (;;) {
        NameEntry *e = &slots[i];
        if (!e->name || (e->len == len && same_bytes(e->name, name, len)))
            return e;
        i = (i + 1) & mask;
    }
}

static NameEntry *slot_for(NameEntry *slots, size_t capacity, const char *name, size_t len) {
    return slot_at(slots, capacity, scope_name_hash(name, len), name, len);
}

NameEntry *name_table_find(const NameTable *table, const char *name, size_t len) {
    if (!table->capacity)
        return NULL;
    NameEntry *e = slot_for(table->slots, table->capacity, name, len);
    return e->name ? e : NULL;
}

static void grow(Ctx *ctx, NameTable *table) {
    size_t capacity = table->capacity ? table->capacity * 2 : 8;
    NameEntry *slots = ctx_calloc(ctx, capacity, sizeof *slots);
    for (size_t i = 0; i < table->capacity; i++) {
        NameEntry *old = &table->slots[i];
        if (old->name)
            *slot_for(slots, capacity, old->name, old->len) = *old;
    }
    table->slots = slots;
    table->capacity = capacity;
}

static NameEntry *put_hashed(Ctx *ctx, NameTable *table, const char *name, size_t len, uint64_t hash) {
    /* Kept at most half full so that probing stays short. */
    if ((table->count + 1) * 2 > table->capacity)
        grow(ctx, table);
    NameEntry *e = slot_at(table->slots, table->capacity, hash, name, len);
    if (!e->name) {
        e->name = name;
        e->len = len;
        e->value = value_undef();
        e->ptr = NULL;
        table->count++;
    }
    return e;
}

NameEntry *name_table_put(Ctx *ctx, NameTable *table, const char *name, size_t len) {
    return put_hashed(ctx, table, name, len, scope_name_hash(name, len));
}

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
    put_hashed(ctx, &scope->vars, name, len, hash)->value = value;
}

bool scope_lookup(const Scope *scope, const char *name, Value *out) {
    size_t len = strlen(name);
    uint64_t hash = 0;
    bool hashed = false;   /* once for the whole chain, and only when a scope has variables */
    for (; scope; scope = scope->parent) {
        if (!scope->vars.count)
            continue;
        if (!hashed) {
            hash = scope_name_hash(name, len);
            hashed = true;
        }
        const NameEntry *e = slot_at(scope->vars.slots, scope->vars.capacity, hash, name, len);
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
        const NameEntry *e = slot_at(scope->vars.slots, scope->vars.capacity, hash, name, len);
        if (e->name)
            return &e->value;
    }
    return NULL;
}
