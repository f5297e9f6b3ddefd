/* value.c: construction, identity and equality of runtime values.
 *
 * Follows types-values-variables.md and expressions.md "Equality" for `==`; the reference's
 * quirks (reference-notes.md): hash keys compare case-sensitively while hash values and strings
 * compare case-insensitively, Integer == Float by value.
 */
#include "values/value.h"

#include <string.h>

#include "support/ctx.h"
#include "support/limits.h"
#include "values/region.h"
#include "values/semver.h"
#include "values/timedata.h"
#include "types/type.h"
#include "objects/type_object.h"
#include "values/uri.h"

const char *value_kind_name(ValueKind kind) {
    static const char *const names[] = {
#define X(kind, name) name,
#include "values/value.def"
#undef X
    };
    return (unsigned)kind < VALUE_KIND_COUNT ? names[kind] : "?";
}

/* --- strings ------------------------------------------------------------------------------ */

const Str *str_new(Ctx *ctx, const char *bytes, size_t len) {
    Str *s = ctx_alloc(ctx, sizeof(Str) + len + 1);
    s->len = len;
    if (len)
        memcpy(s->bytes, bytes, len);
    s->bytes[len] = '\0';
    return s;
}

const Str *str_from_cstr(Ctx *ctx, const char *text) {
    return str_new(ctx, text, strlen(text));
}

Value value_string(Ctx *ctx, const char *bytes, size_t len) {
    return value_from_string(str_new(ctx, bytes, len));
}

Value value_cstring(Ctx *ctx, const char *text) {
    return value_from_string(str_from_cstr(ctx, text));
}

size_t str_char_count(const Str *s) {
    size_t count = 0;
    for (size_t i = 0; i < s->len; i++)
        if (((unsigned char)s->bytes[i] & 0xC0) != 0x80)
            count++;
    return count;
}

/* Points the cursor at s (at its start), counting its characters. */
static StrCursor *cursor_on(Ctx *ctx, const Str *s) {
    StrCursor *c = &ctx->str_cursor;
    if (c->str != s || c->len != s->len || !arena_token_alive(&ctx->arena, c->token)) {
        ctx_charge(ctx, s->len / STRING_BYTES_PER_STEP);
        c->str = s;
        c->token = arena_token_of(&ctx->arena, s);
        c->len = s->len;
        c->chars = str_char_count(s);
        c->index = 0;
        c->offset = 0;
    }
    return c;
}

size_t str_char_count_cursor(Ctx *ctx, const Str *s) {
    return cursor_on(ctx, s)->chars;
}

static bool continuation(const Str *s, size_t at) {
    return at < s->len && ((unsigned char)s->bytes[at] & 0xC0) == 0x80;
}

size_t str_char_offset(Ctx *ctx, const Str *s, size_t index) {
    StrCursor *c = cursor_on(ctx, s);
    if (c->chars == s->len)
        return index < s->len ? index : s->len;
    if (index >= c->chars)
        return s->len;
    /* start from whichever known position is nearest: the start, the cursor or the end */
    size_t at = c->offset, i = c->index;
    size_t from_cursor = index > i ? index - i : i - index;
    if (index < from_cursor) {
        at = 0;
        i = 0;
    } else if (c->chars - index < from_cursor) {
        at = s->len;
        i = c->chars;
    }
    size_t walked = 0;
    while (i < index) {
        at++;
        while (continuation(s, at))
            at++;
        i++;
        walked++;
    }
    while (i > index) {
        at--;
        while (at > 0 && continuation(s, at))
            at--;
        i--;
        walked++;
    }
    ctx_charge(ctx, walked / STRING_BYTES_PER_STEP);
    c->index = i;
    c->offset = at;
    return at;
}

/* --- arrays ------------------------------------------------------------------------------- */

Array *array_new(Ctx *ctx, size_t count) {
    Array *a = ctx_alloc(ctx, sizeof *a);
    a->count = a->capacity = count;
    a->items = count ? ctx_calloc(ctx, count, sizeof(Value)) : NULL;
    a->tip = NULL;
    return a;  /* calloc'ed Values are VAL_UNDEF (kind 0) */
}

Value value_array_of(Ctx *ctx, const Value *items, size_t count) {
    Array *a = array_new(ctx, count);
    if (count)
        memcpy(a->items, items, count * sizeof(Value));
    return value_from_array(a);
}

/* Below this many items a result of `+` is an ordinary array: small literals stay compact. */
#define SHARE_MIN 8

/* A counter for the newest view of a shared buffer. */
static size_t *new_tip(Ctx *ctx, size_t count) {
    size_t *tip = ctx_alloc(ctx, sizeof *tip);
    *tip = count;
    return tip;
}

/* The write barrier of a shared growing buffer (docs/memory.md): the buffer may lie in an
 * older region than the values written into it (a call's `$acc + [x]` on the caller's
 * accumulator), which are then kept at the buffer's region. Pins when one cannot be. */
static void keep_in_buffer(Ctx *ctx, const void *buffer, Value *values, size_t count) {
    if (!ctx->arena.depth || !count)
        return;
    size_t depth = arena_depth_of(&ctx->arena, buffer);
    if (depth >= ctx->arena.depth)
        return;
    for (size_t i = 0; i < count; i++)
        if (!region_keep(ctx, &values[i], depth)) {
            ctx_pin(ctx);
            return;
        }
}

Value value_array_concat(Ctx *ctx, const Array *x, const Value *items, size_t m) {
    size_t n = x->count, total = n + m;
    Array *a = ctx_alloc(ctx, sizeof *a);
    a->count = total;
    if (x->tip && *x->tip == n && x->capacity - n >= m) {
        /* past every view's end: no other view sees these slots */
        if (m)
            memmove(x->items + n, items, m * sizeof(Value));
        keep_in_buffer(ctx, x->items, x->items + n, m);
        *x->tip = total;
        a->items = x->items;
        a->tip = x->tip;
        a->capacity = x->capacity;
        return value_from_array(a);
    }
    bool shared = total >= SHARE_MIN;
    a->capacity = shared ? total * 2 : total;
    a->items = a->capacity ? ctx_alloc(ctx, a->capacity * sizeof(Value)) : NULL;
    if (n)
        memcpy(a->items, x->items, n * sizeof(Value));
    if (m)
        memcpy(a->items + n, items, m * sizeof(Value));
    a->tip = shared ? new_tip(ctx, total) : NULL;
    return value_from_array(a);
}

void array_builder_init(ArrayBuilder *builder) {
    builder->items = NULL;
    builder->count = builder->capacity = 0;
}

void array_builder_push(Ctx *ctx, ArrayBuilder *builder, Value item) {
    if (builder->count == builder->capacity) {
        size_t capacity = builder->capacity ? builder->capacity * 2 : 8;
        builder->items = ctx_realloc(ctx, builder->items, builder->capacity * sizeof(Value),
                                     capacity * sizeof(Value));
        builder->capacity = capacity;
    }
    builder->items[builder->count++] = item;
}

Value array_builder_finish(Ctx *ctx, ArrayBuilder *builder) {
    Array *a = ctx_alloc(ctx, sizeof *a);
    a->count = builder->count;
    a->capacity = builder->capacity;
    a->items = builder->items;
    a->tip = NULL;
    array_builder_init(builder);
    return value_from_array(a);
}

/* --- hashes ------------------------------------------------------------------------------- */

/* Below this many entries a linear scan beats hashing. */
#define HASH_LINEAR_MAX 8

Hash *hash_new(Ctx *ctx, size_t capacity) {
    Hash *h = ctx_calloc(ctx, 1, sizeof *h);
    if (capacity) {
        h->entries = ctx_alloc(ctx, capacity * sizeof(HashEntry));
        h->capacity = capacity;
    }
    return h;
}

static size_t hash_slot_of(const Hash *h, Value key, uint64_t code) {
    size_t mask = h->index_size - 1;
    size_t slot = (size_t)code & mask;
    while (h->index[slot]) {
        /* an entry past count belongs to a newer view sharing this index (see Array) */
        if (h->index[slot] <= h->count && value_eql(h->entries[h->index[slot] - 1].key, key))
            return slot;
        slot = (slot + 1) & mask;
    }
    return slot;
}

static void hash_reindex(Ctx *ctx, Hash *h, size_t size) {
    h->index = ctx_calloc(ctx, size, sizeof(uint32_t));
    h->index_size = size;
    for (size_t i = 0; i < h->count; i++) {
        size_t slot = hash_slot_of(h, h->entries[i].key, value_hash(h->entries[i].key));
        h->index[slot] = (uint32_t)(i + 1);
    }
}

static long hash_find(const Hash *h, Value key) {
    if (!h->index) {
        for (size_t i = 0; i < h->count; i++)
            if (value_eql(h->entries[i].key, key))
                return (long)i;
        return -1;
    }
    size_t slot = hash_slot_of(h, key, value_hash(key));
    return h->index[slot] ? (long)h->index[slot] - 1 : -1;
}

void hash_put(Ctx *ctx, Hash *h, Value key, Value value) {
    long found = hash_find(h, key);
    if (found >= 0) {
        h->entries[found].value = value;
        return;
    }
    if (h->count == h->capacity) {
        size_t capacity = h->capacity ? h->capacity * 2 : 4;
        h->entries = ctx_realloc(ctx, h->entries, h->capacity * sizeof(HashEntry),
                                 capacity * sizeof(HashEntry));
        h->capacity = capacity;
    }
    h->entries[h->count].key = key;
    h->entries[h->count].value = value;
    h->count++;
    if (h->index && h->count * 2 <= h->index_size) {
        size_t slot = hash_slot_of(h, key, value_hash(key));
        h->index[slot] = (uint32_t)h->count;
    } else if (h->count > HASH_LINEAR_MAX) {
        size_t size = 16;
        while (size < h->count * 4)
            size *= 2;
        hash_reindex(ctx, h, size);
    }
}

bool hash_get(const Hash *h, Value key, Value *value_out) {
    long found = hash_find(h, key);
    if (found < 0)
        return false;
    if (value_out)
        *value_out = h->entries[found].value;
    return true;
}

Hash *hash_copy(Ctx *ctx, const Hash *h, size_t extra_capacity) {
    Hash *copy = hash_new(ctx, h->count + extra_capacity);
    for (size_t i = 0; i < h->count; i++)
        hash_put(ctx, copy, h->entries[i].key, h->entries[i].value);
    return copy;
}

Hash *hash_merge(Ctx *ctx, const Hash *x, const Hash *y) {
    if (x->tip && *x->tip == x->count && x->capacity - x->count >= y->count) {
        bool fresh = true;
        for (size_t i = 0; i < y->count && fresh; i++)
            fresh = hash_find(x, y->entries[i].key) < 0;
        if (fresh) {
            /* appends past every view's end, to the entries and the index that x shares */
            Hash *h = ctx_alloc(ctx, sizeof *h);
            *h = *x;
            for (size_t i = 0; i < y->count; i++)
                hash_put(ctx, h, y->entries[i].key, y->entries[i].value);
            keep_in_buffer(ctx, h->entries, (Value *)(h->entries + x->count), 2 * (h->count - x->count));
            *h->tip = h->count;
            return h;
        }
    }
    size_t total = x->count + y->count;
    bool shared = total >= SHARE_MIN;
    Hash *h = hash_copy(ctx, x, shared ? total + total - x->count : y->count);
    for (size_t i = 0; i < y->count; i++)
        hash_put(ctx, h, y->entries[i].key, y->entries[i].value);
    h->tip = shared ? new_tip(ctx, h->count) : NULL;
    return h;
}

/* Adds or replaces an entry of an owned buffer (hash_merge_owned) in region `depth`, where the
 * entries and the index grow. */
static void owned_put(Ctx *ctx, Hash *h, Value key, Value value, size_t depth) {
    if (!region_keep(ctx, &key, depth) || !region_keep(ctx, &value, depth))
        ctx_pin(ctx);
    long found = hash_find(h, key);
    if (found >= 0) {
        h->entries[found].value = value;
        return;
    }
    if (h->count == h->capacity) {
        size_t capacity = h->capacity * 2;
        HashEntry *entries = ctx_alloc_in(ctx, depth, capacity * sizeof *entries);
        memcpy(entries, h->entries, h->count * sizeof *entries);
        h->entries = entries;
        h->capacity = capacity;
    }
    h->entries[h->count].key = key;
    h->entries[h->count].value = value;
    h->count++;
    if (h->index && h->count * 2 <= h->index_size) {
        h->index[hash_slot_of(h, key, value_hash(key))] = (uint32_t)h->count;
    } else if (h->count > HASH_LINEAR_MAX) {
        size_t size = 16;
        while (size < h->count * 4)
            size *= 2;
        h->index = ctx_alloc_in(ctx, depth, size * sizeof *h->index);
        memset(h->index, 0, size * sizeof *h->index);
        h->index_size = size;
        for (size_t i = 0; i < h->count; i++)
            h->index[hash_slot_of(h, h->entries[i].key, value_hash(h->entries[i].key))] = (uint32_t)(i + 1);
    }
}

Hash *hash_merge_owned(Ctx *ctx, const Hash *x, const Hash *y, size_t **owner, size_t depth) {
    Hash *h = ctx_alloc(ctx, sizeof *h);
    if (*owner && x->tip == *owner && *x->tip == x->count) {
        *h = *x;   /* x's buffer is the owner's: written in place */
    } else {
        size_t capacity = 2 * (x->count + y->count);
        memset(h, 0, sizeof *h);
        h->capacity = capacity < 8 ? 8 : capacity;
        h->entries = ctx_alloc_in(ctx, depth, h->capacity * sizeof *h->entries);
        h->tip = ctx_alloc_in(ctx, depth, sizeof *h->tip);
        for (size_t i = 0; i < x->count; i++)
            owned_put(ctx, h, x->entries[i].key, x->entries[i].value, depth);
        *owner = h->tip;
    }
    for (size_t i = 0; i < y->count; i++)
        owned_put(ctx, h, y->entries[i].key, y->entries[i].value, depth);
    *h->tip = h->count;
    return h;
}

Hash *hash_without(Ctx *ctx, const Hash *h, Value key) {
    Hash *copy = hash_new(ctx, h->count);
    for (size_t i = 0; i < h->count; i++)
        if (!value_eql(h->entries[i].key, key))
            hash_put(ctx, copy, h->entries[i].key, h->entries[i].value);
    return copy;
}

/* --- truthiness, identity, equality ------------------------------------------------------- */

bool value_truthy(Value v) {
    return !(v.kind == VAL_UNDEF || (v.kind == VAL_BOOLEAN && !v.as.boolean));
}

static uint64_t hash_bytes(const char *bytes, size_t len, uint64_t seed) {
    uint64_t h = seed ^ 0xcbf29ce484222325ull;   /* FNV-1a */
    for (size_t i = 0; i < len; i++) {
        h ^= (unsigned char)bytes[i];
        h *= 0x100000001b3ull;
    }
    return h;
}

static uint64_t mix(uint64_t h) {
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    return h;
}

uint64_t value_hash(Value v) {
    uint64_t kind = (uint64_t)v.kind * 0x9e3779b97f4a7c15ull;
    switch (v.kind) {
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        return kind;
    case VAL_BOOLEAN:
        return mix(kind + v.as.boolean);
    case VAL_INTEGER:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
        return mix(kind ^ (uint64_t)v.as.integer);
    case VAL_FLOAT: {
        double f = v.as.floating == 0.0 ? 0.0 : v.as.floating;
        uint64_t bits;
        memcpy(&bits, &f, sizeof bits);
        return mix(kind ^ bits);
    }
    case VAL_STRING:
    case VAL_BINARY:
        return hash_bytes(v.as.string->bytes, v.as.string->len, kind);
    case VAL_REGEXP:
        return hash_bytes(v.as.regexp->pattern->bytes, v.as.regexp->pattern->len, kind);
    case VAL_ARRAY: {
        stack_guard();   /* nested data: see ctx.h */
        uint64_t h = kind;
        for (size_t i = 0; i < v.as.array->count; i++)
            h = mix(h ^ value_hash(v.as.array->items[i]));
        return h;
    }
    case VAL_HASH: {
        /* a sum over the entries, in any order: value_eql finds {a => 1, b => 2} equal to
         * {b => 2, a => 1}, so their hashes must be equal too (Ruby's Hash#hash is the same) */
        stack_guard();
        uint64_t sum = 0;
        for (size_t i = 0; i < v.as.hash->count; i++)
            sum += mix(value_hash(v.as.hash->entries[i].key) ^ (value_hash(v.as.hash->entries[i].value) << 1));
        return mix(kind ^ sum);
    }
    case VAL_TYPE:
        return mix(kind ^ type_hash(v.as.type));
    case VAL_SEMVER:
        return mix(kind ^ semver_hash(v.as.semver));
    case VAL_SEMVER_RANGE:
        return mix(kind ^ semver_range_hash(v.as.semver_range));
    case VAL_OBJECT:
        return mix(kind ^ object_hash(v));   /* the generated #hash: type and equality attributes */
    case VAL_URI:
        return mix(kind ^ uri_hash(v.as.uri));
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
        return mix(kind ^ (uint64_t)(uintptr_t)v.as.object);
    }
    return kind;
}

static bool str_eq(const Str *a, const Str *b) {
    return a == b || (a->len == b->len && memcmp(a->bytes, b->bytes, a->len) == 0);
}

/* Whether two arrays have the same length and their items pair up under `alike`. */
static bool arrays_alike(const Array *a, const Array *b, bool (*alike)(Value, Value)) {
    stack_guard();   /* nested data: see ctx.h */
    if (a->count != b->count)
        return false;
    for (size_t i = 0; i < a->count; i++)
        if (!alike(a->items[i], b->items[i]))
            return false;
    return true;
}

/* Whether two hashes have the same keys (by identity) with values that pair up under `alike`. */
static bool hashes_alike(const Hash *a, const Hash *b, bool (*alike)(Value, Value)) {
    stack_guard();
    if (a->count != b->count)
        return false;
    for (size_t i = 0; i < a->count; i++) {
        Value other;
        if (!hash_get(b, a->entries[i].key, &other) || !alike(a->entries[i].value, other))
            return false;
    }
    return true;
}

bool value_eql(Value a, Value b) {
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        return true;
    case VAL_BOOLEAN:
        return a.as.boolean == b.as.boolean;
    case VAL_INTEGER:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
        return a.as.integer == b.as.integer;
    case VAL_FLOAT:
        return a.as.floating == b.as.floating;
    case VAL_STRING:
    case VAL_BINARY:
        return str_eq(a.as.string, b.as.string);
    case VAL_REGEXP:
        return str_eq(a.as.regexp->pattern, b.as.regexp->pattern);
    case VAL_ARRAY:
        return arrays_alike(a.as.array, b.as.array, value_eql);
    case VAL_HASH:
        return hashes_alike(a.as.hash, b.as.hash, value_eql);
    case VAL_TYPE:
        /* a reference the catalog holds (Puppet::Resource) is not the reference type itself:
         * Notify['x'] == $r is false there, [$r].unique keeps both */
        return a.catalog_resource == b.catalog_resource && type_equal(a.as.type, b.as.type);
    case VAL_SEMVER:
        return semver_eql(a.as.semver, b.as.semver);   /* reference: == includes the build */
    case VAL_SEMVER_RANGE:
        return semver_range_equal(a.as.semver_range, b.as.semver_range);   /* same intervals */
    case VAL_OBJECT:
        return object_equal(a, b);   /* the generated eql? */
    case VAL_URI:
        return uri_eql(a.as.uri, b.as.uri);
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
        return a.as.object == b.as.object;
    }
    return false;
}

static bool ascii_casecmp_equal(const Str *a, const Str *b) {
    if (a->len != b->len)
        return false;
    for (size_t i = 0; i < a->len; i++) {
        unsigned char x = (unsigned char)a->bytes[i], y = (unsigned char)b->bytes[i];
        if (x >= 'A' && x <= 'Z')
            x = (unsigned char)(x + 32);
        if (y >= 'A' && y <= 'Z')
            y = (unsigned char)(y + 32);
        if (x != y)
            return false;
    }
    return true;
}

int value_compare_integer_float(int64_t i, double d) {
    if (d != d)
        return 2;
    /* outside [-2^63, 2^63) d is beyond every int64; inside, its integral part is exact */
    if (d >= 9223372036854775808.0)
        return -1;
    if (d < -9223372036854775808.0)
        return 1;
    int64_t whole = (int64_t)d;   /* truncated toward zero */
    if (i != whole)
        return i < whole ? -1 : 1;
    double fraction = d - (double)whole;
    return fraction > 0 ? -1 : fraction < 0;
}

bool value_equal(Value a, Value b) {
    /* reference: a Timespan or Timestamp equals a number of seconds (TimeData#<=>) */
    if ((a.kind == VAL_TIMESPAN || a.kind == VAL_TIMESTAMP) && value_is_numeric(b)) {
        int c;
        return time_compare(a, b, &c) && c == 0;
    }
    if ((b.kind == VAL_TIMESPAN || b.kind == VAL_TIMESTAMP) && value_is_numeric(a)) {
        int c;
        return time_compare(b, a, &c) && c == 0;
    }
    if (a.kind == VAL_INTEGER && b.kind == VAL_FLOAT)
        return value_compare_integer_float(a.as.integer, b.as.floating) == 0;
    if (a.kind == VAL_FLOAT && b.kind == VAL_INTEGER)
        return value_compare_integer_float(b.as.integer, a.as.floating) == 0;
    if (a.kind != b.kind)
        return false;
    switch (a.kind) {
    case VAL_STRING:
        /* spec: expressions.md "== operator": case independence only for [a-zA-Z] */
        return ascii_casecmp_equal(a.as.string, b.as.string);
    case VAL_ARRAY:
        return arrays_alike(a.as.array, b.as.array, value_equal);
    case VAL_HASH:
        /* reference: keys by identity, values by == */
        return hashes_alike(a.as.hash, b.as.hash, value_equal);
    case VAL_SENSITIVE:
        /* reference: Sensitive#== compares the hashes of the wrapped values (Ruby eql?) */
        return a.as.sensitive == b.as.sensitive || value_eql(*a.as.sensitive->value, *b.as.sensitive->value);
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
    case VAL_REGEXP:
    case VAL_TYPE:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_OBJECT:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        return value_eql(a, b);
    case VAL_URI:
        return uri_equal(a.as.uri, b.as.uri);   /* URI#==: normalized */
    }
    return false;
}
