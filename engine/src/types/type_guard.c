/* type_guard.c: the recursion guard of the assignability and instance-of questions
 * (TypeGuard, type_internal.h).
 *
 * A recursive alias (`type A = Variant[Integer, Array[A]]`) asked about deep data meets itself
 * once per level, and each level asks whether the same question is already being decided.
 * The guard has no depth of its own (a fixed one would answer wrongly past it): the C stack
 * guard of the walks ends questions too deep to decide. So that a question 100,000 levels deep
 * does not scan 100,000 entries per level, entries past TYPE_GUARD_INLINE are found through a
 * chained hash index whose chains are stacks, as the guard is (a pop unlinks its chain's head).
 */
#include <string.h>

#include "types/type_internal.h"

void type_guard_init(TypeGuard *g) {
    g->count = 0;
    g->entries = g->inline_entries;
    g->capacity = TYPE_GUARD_INLINE;
    g->heads = NULL;
    g->head_mask = 0;
    g->assumed = false;
    g->error = NULL;
}

static bool same_identity(Value a, Value b) {
    return a.kind == b.kind && memcmp(&a.as, &b.as, sizeof a.as) == 0;
}

static size_t entry_hash(const Type *to, const Type *from, Value value) {
    uint64_t h = (uint64_t)(uintptr_t)to * 0x9E3779B97F4A7C15ull;
    h ^= (uint64_t)(uintptr_t)from * 0xC2B2AE3D27D4EB4Full;
    uint64_t bits[sizeof value.as / sizeof(uint64_t) + 1] = {0};
    memcpy(bits, &value.as, sizeof value.as);
    for (size_t i = 0; i < sizeof bits / sizeof bits[0]; i++)
        h = (h ^ bits[i]) * 0x100000001B3ull;
    h ^= (uint64_t)value.kind;
    return (size_t)(h ^ (h >> 29));
}

static bool entry_is(const TypeGuardEntry *e, const Type *to, const Type *from, Value value) {
    return e->to == to && e->from == from && same_identity(e->value, value);
}

bool type_guard_holds(const TypeGuard *g, const Type *to, const Type *from, Value value) {
    if (!g->heads) {
        for (size_t i = 0; i < g->count; i++)
            if (entry_is(&g->entries[i], to, from, value))
                return true;
        return false;
    }
    for (size_t k = g->heads[entry_hash(to, from, value) & g->head_mask]; k; k = g->entries[k - 1].next)
        if (entry_is(&g->entries[k - 1], to, from, value))
            return true;
    return false;
}

/* Links entry i at the head of its chain. */
static void link_entry(TypeGuard *g, size_t i) {
    TypeGuardEntry *e = &g->entries[i];
    size_t *head = &g->heads[entry_hash(e->to, e->from, e->value) & g->head_mask];
    e->next = *head;
    *head = i + 1;
}

/* A bigger index (twice the entries' room), rebuilt in push order so each chain stays a stack. */
static void rebuild_index(Ctx *ctx, TypeGuard *g) {
    size_t buckets = 1;
    while (buckets < g->capacity * 2)
        buckets *= 2;
    g->heads = ctx_calloc(ctx, buckets, sizeof *g->heads);
    g->head_mask = buckets - 1;
    for (size_t i = 0; i < g->count; i++)
        link_entry(g, i);
}

void type_guard_push(Ctx *ctx, TypeGuard *g, const Type *to, const Type *from, Value value) {
    if (g->count == g->capacity) {
        size_t capacity = g->capacity * 2;
        TypeGuardEntry *entries = ctx_alloc(ctx, capacity * sizeof *entries);
        memcpy(entries, g->entries, g->count * sizeof *entries);
        g->entries = entries;
        g->capacity = capacity;
        rebuild_index(ctx, g);
    }
    TypeGuardEntry *e = &g->entries[g->count];
    e->to = to;
    e->from = from;
    e->value = value;
    e->next = 0;
    if (g->heads)
        link_entry(g, g->count);
    g->count++;
}

void type_guard_pop(TypeGuard *g) {
    TypeGuardEntry *e = &g->entries[--g->count];
    if (g->heads)
        g->heads[entry_hash(e->to, e->from, e->value) & g->head_mask] = e->next;
}
