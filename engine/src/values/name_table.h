/* name_table.h: an open-addressing map from names (byte strings, not copied) to a value or a
 * pointer, the table behind variable scopes, the catalog's indexes and the regex cache.
 *
 * Names are mostly the AST's own strings, so a probe compares the pointer before the bytes.
 * Tables live in the run's arena; insertion never fails (memory exhaustion leaves the run
 * through ctx). What this file does not do: scopes and their chain (eval/scope.h).
 */
#ifndef PUPPET_NAME_TABLE_H
#define PUPPET_NAME_TABLE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "values/value.h"

/* One binding of a NameTable: a name with a value or a pointer payload. */
typedef struct NameEntry {
    const char *name;         /* NULL for an empty slot */
    size_t len;
    Value value;
    const void *ptr;
} NameEntry;

/* Zero-initialized is empty. */
typedef struct NameTable {
    NameEntry *slots;
    size_t count;
    size_t capacity;          /* a power of two, or 0 */
} NameTable;

/* The hash of name[0..len) that name tables use: a name's hash may be worked out once and
 * kept (eval.c keeps a variable's in its node). Never fails. */
uint64_t name_table_hash(const char *name, size_t len);

/* Whether a[0..len) equals b[0..len), a word at a time and inline: the keys are short names
 * and 8-byte node addresses, for which a call to memcmp cost more than the compare (in wasm,
 * musl's memcmp goes a byte at a time). */
static inline bool name_table_same_bytes(const char *a, const char *b, size_t len) {
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

/* The slot of name (hashed to hash) in a table of capacity > 0, or the empty slot where it
 * would go. Inline: scope lookups walk it on every variable reference. */
static inline NameEntry *name_table_slot(NameEntry *slots, size_t capacity, uint64_t hash, const char *name,
                                         size_t len) {
    size_t mask = capacity - 1;
    size_t i = (size_t)hash & mask;
    for (;;) {
        NameEntry *e = &slots[i];
        if (!e->name || (e->len == len && name_table_same_bytes(e->name, name, len)))
            return e;
        i = (i + 1) & mask;
    }
}

/* The entry bound to name[0..len), or NULL. Never fails. */
NameEntry *name_table_find(const NameTable *table, const char *name, size_t len);

/* Binds name (not copied) and returns its entry; an existing entry is returned as is. */
NameEntry *name_table_put(Ctx *ctx, NameTable *table, const char *name, size_t len);

/* Gives a table without slots, allocated in the allocation target (just made), room for
 * `count` names, so that binding them allocates nothing; a table with slots is left as it is.
 * Never fails (the memory limit leaves the run through ctx_exhausted). */
void name_table_reserve(Ctx *ctx, NameTable *table, size_t count);

/* name_table_put of a name whose name_table_hash is hash. */
NameEntry *name_table_put_hashed(Ctx *ctx, NameTable *table, const char *name, size_t len, uint64_t hash);

#endif
