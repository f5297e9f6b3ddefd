/* name_table.c: the name tables of name_table.h. */
#include "values/name_table.h"

#include "support/ctx.h"

/* A word at a time (names are short and hashed at every lookup, FNV's byte loop showed in
 * the profiles): each 8 bytes, then the tail, mixed by a multiply and a shift. */
uint64_t name_table_hash(const char *name, size_t len) {
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

static NameEntry *slot_for(NameEntry *slots, size_t capacity, const char *name, size_t len) {
    return name_table_slot(slots, capacity, name_table_hash(name, len), name, len);
}

NameEntry *name_table_find(const NameTable *table, const char *name, size_t len) {
    if (!table->capacity)
        return NULL;
    NameEntry *e = slot_for(table->slots, table->capacity, name, len);
    return e->name ? e : NULL;
}

/* The new slots lie where the table does (docs/memory.md): a table of the run (a class scope,
 * a cache) stays in region 0 when it grows during a call, and a call's scope in the call's. */
static void grow(Ctx *ctx, NameTable *table) {
    size_t capacity = table->capacity ? table->capacity * 2 : 8;
    NameEntry *slots = ctx_alloc_in(ctx, arena_home(&ctx->arena, table), capacity * sizeof *slots);
    memset(slots, 0, capacity * sizeof *slots);
    for (size_t i = 0; i < table->capacity; i++) {
        NameEntry *old = &table->slots[i];
        if (old->name)
            *slot_for(slots, capacity, old->name, old->len) = *old;
    }
    table->slots = slots;
    table->capacity = capacity;
}

void name_table_reserve(Ctx *ctx, NameTable *table, size_t count) {
    size_t capacity = 8;
    while (count * 2 > capacity)
        capacity *= 2;
    if (table->capacity || !capacity)
        return;
    /* the table lies in the allocation target (it was just made): no need to look for it */
    table->slots = ctx_calloc(ctx, capacity, sizeof *table->slots);
    table->capacity = capacity;
}

NameEntry *name_table_put_hashed(Ctx *ctx, NameTable *table, const char *name, size_t len, uint64_t hash) {
    /* Kept at most half full so that probing stays short. */
    if ((table->count + 1) * 2 > table->capacity)
        grow(ctx, table);
    NameEntry *e = name_table_slot(table->slots, table->capacity, hash, name, len);
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
    return name_table_put_hashed(ctx, table, name, len, name_table_hash(name, len));
}
