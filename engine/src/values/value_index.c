/* value_index.c: the run's indexes of collections for `in` (value_index.h). */
#include "values/value_index.h"

#include <string.h>

#include "support/ctx.h"
#include "support/limits.h"

/* Collections whose index (or whose having none) the run remembers at once: `in` inside a
 * loop asks about one or two collections again and again. */
#define INDEX_CACHE_SIZE 4

typedef struct ValueIndex {
    const Value *items;        /* the array's items, or NULL for a hash's keys */
    const HashEntry *keys;
    size_t *slots;             /* open addressing: element position + 1, 0 free */
    size_t mask;
} ValueIndex;

typedef struct CacheEntry {
    const void *owner;
    ArenaToken token;          /* owner's region: the entry holds while it is open (arena.h) */
    size_t count;
    ValueIndex *index;         /* NULL: asked about once, or unindexable */
    bool unindexable;
    uint64_t used;             /* when it was last asked about, for eviction */
} CacheEntry;

struct ValueIndexCache {
    CacheEntry entries[INDEX_CACHE_SIZE];
    uint64_t clock;
};

bool value_index_can_find(Value v) {
    return v.kind == VAL_UNDEF || v.kind == VAL_BOOLEAN || v.kind == VAL_INTEGER || v.kind == VAL_FLOAT ||
           v.kind == VAL_STRING;
}

static uint64_t mix(uint64_t h) {
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    return h;
}

/* A hash under which values that are == hash alike: strings without ASCII case, numbers by
 * their value as a double (an Integer equal to a Float is that double exactly). */
static uint64_t equality_hash(Value v) {
    switch (v.kind) {
    case VAL_STRING: {
        uint64_t h = 0xcbf29ce484222325ull;
        for (size_t i = 0; i < v.as.string->len; i++) {
            unsigned char c = (unsigned char)v.as.string->bytes[i];
            h = (h ^ (c >= 'A' && c <= 'Z' ? c + 32u : c)) * 0x100000001b3ull;
        }
        return mix(h);
    }
    case VAL_INTEGER:
    case VAL_FLOAT: {
        double d = v.kind == VAL_INTEGER ? (double)v.as.integer : v.as.floating;
        if (d == 0.0)
            d = 0.0;   /* -0.0 == 0.0 */
        uint64_t bits;
        memcpy(&bits, &d, sizeof bits);
        return mix(bits ^ 0x9e3779b97f4a7c15ull);
    }
    case VAL_BOOLEAN:
        return mix(2 + v.as.boolean);
    default:
        return mix(1);   /* undef */
    }
}

static Value element(const ValueIndex *ix, size_t i) {
    return ix->items ? ix->items[i] : ix->keys[i].key;
}

static ValueIndex *build(Ctx *ctx, const Value *items, const HashEntry *keys, size_t count) {
    for (size_t i = 0; i < count; i++)
        if (!value_index_can_find(items ? items[i] : keys[i].key))
            return NULL;
    ValueIndex *ix = ctx_alloc(ctx, sizeof *ix);
    ix->items = items;
    ix->keys = items ? NULL : keys;
    size_t slots = 1;
    while (slots < count * 2)
        slots *= 2;
    ix->slots = ctx_calloc(ctx, slots, sizeof *ix->slots);
    ix->mask = slots - 1;
    for (size_t i = 0; i < count; i++) {
        size_t at = (size_t)equality_hash(element(ix, i)) & ix->mask;
        while (ix->slots[at])
            at = (at + 1) & ix->mask;   /* equal elements each keep a slot: at most count */
        ix->slots[at] = i + 1;
    }
    ctx_charge(ctx, count / ELEMENTS_PER_STEP);   /* the pass over the collection, as a scan is counted */
    return ix;
}

static bool lookup(const ValueIndex *ix, Value needle) {
    for (size_t at = (size_t)equality_hash(needle) & ix->mask; ix->slots[at]; at = (at + 1) & ix->mask)
        if (value_equal(element(ix, ix->slots[at] - 1), needle))
            return true;
    return false;
}

bool value_index_holds(Ctx *ctx, const void *owner, const Value *items, const HashEntry *keys, size_t count,
                       Value needle, bool *answered) {
    *answered = false;
    if (count < VALUE_INDEX_MIN_COUNT || !value_index_can_find(needle))
        return false;
    if (!ctx->value_index) {   /* kept for the run: in region 0 */
        ctx->value_index = ctx_alloc_in(ctx, 0, sizeof *ctx->value_index);
        memset(ctx->value_index, 0, sizeof *ctx->value_index);
    }
    struct ValueIndexCache *cache = ctx->value_index;
    cache->clock++;
    CacheEntry *entry = NULL, *oldest = &cache->entries[0];
    for (size_t i = 0; i < INDEX_CACHE_SIZE; i++) {
        CacheEntry *e = &cache->entries[i];
        if (e->owner && !arena_token_alive(&ctx->arena, e->token)) {
            /* its collection's region is gone: the address may be another collection's now */
            *e = (CacheEntry){ 0 };
        }
        if (e->owner == owner && e->count == count)
            entry = e;
        if (e->used < oldest->used)
            oldest = e;
    }
    if (!entry) {   /* asked about for the first time: scanned, and remembered */
        *oldest = (CacheEntry){ owner, arena_token_of(&ctx->arena, owner), count, NULL, false, cache->clock };
        return false;
    }
    entry->used = cache->clock;
    if (!entry->index && !entry->unindexable) {
        /* the index lies where its collection does, and lives as long */
        size_t saved = arena_target(&ctx->arena);
        arena_set_target(&ctx->arena, entry->token.depth);
        entry->index = build(ctx, items, keys, count);
        arena_set_target(&ctx->arena, saved);
        entry->unindexable = !entry->index;
    }
    if (!entry->index)
        return false;
    *answered = true;
    return lookup(entry->index, needle);
}
