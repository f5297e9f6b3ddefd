/* type_summary.c: bounded summaries of many values (type_summary.h).
 *
 * A summary is a small tree of shapes: one per level of collections, each holding what the
 * values at that place were (a bit per kind, ranges, up to MAX_SUMMARY_ENUM strings, the element
 * shape of arrays, the member shapes of struct-like hashes or the key and value shapes of other
 * hashes). It is turned into a Type only when asked. The shapes of large collections are kept
 * per run by their buffer (TypeSummaries), so that a collection is walked once, and a growing
 * buffer (the shared buffers of `+` in a loop, value.h) only for its new elements.
 */
#include "types/type_summary.h"

#include <string.h>

#include "support/limits.h"
#include "support/utf8.h"
#include "types/type_internal.h"

/* Collections of at least this many elements are summarized once per run and remembered. */
#define SUMMARY_MEMO_MIN_ITEMS 64
/* The elements that walks of smaller collections may visit: this many per step of the run, plus
 * a start. Only data that shares itself ([$x, $x] of [$y, $y] ...) comes near it. */
#define SUMMARY_VISITS_PER_STEP 32u
#define SUMMARY_VISITS_START 1000000u

enum {
    K_UNDEF = 1 << 0,
    K_DEFAULT = 1 << 1,
    K_TRUE = 1 << 2,
    K_FALSE = 1 << 3,
    K_INTEGER = 1 << 4,
    K_FLOAT = 1 << 5,
    K_STRING = 1 << 6,
    K_ARRAY = 1 << 7,
    K_HASH = 1 << 8,
    K_OTHER = 1 << 9,
    K_ANY = 1 << 10,   /* the contents were not looked at: Any */
};

typedef struct Shape Shape;
struct Shape {
    uint16_t kinds;
    uint8_t string_count;         /* distinct strings in strings[], while !many_strings */
    uint8_t member_count;         /* struct members, while is_struct */
    bool many_strings;            /* more than MAX_SUMMARY_ENUM strings: lengths only */
    bool is_struct;               /* every hash had non-empty string keys, MAX_SUMMARY_MEMBERS at most */
    int64_t int_lo, int_hi;
    double float_lo, float_hi;
    int64_t len_lo, len_hi;       /* string lengths, while many_strings */
    int64_t array_lo, array_hi;
    int64_t hash_lo, hash_hi;
    const Str **strings;          /* MAX_SUMMARY_ENUM slots, allocated with the first string */
    Shape *element;               /* arrays' elements; NULL while every array was empty */
    Shape *key, *value;           /* hashes that are not struct-like; NULL while none was */
    const Str **names;            /* struct members (MAX_SUMMARY_MEMBERS slots each) */
    Shape **members;
    bool *optional;               /* the member was missing from some hash */
    const Type *other;            /* values of other kinds: the common type of their types */
    uint8_t other_count;          /* distinct types joined into other, up to MAX_SUMMARY_ENUM */
    uint32_t other_bare;          /* past them: the value kinds (bits) whose bare type (Type,
                                     Regexp, ...) other holds, so that a value costs a test */
};

/* The contents of a collection past the limits: nothing is added to it. */
static Shape shape_any = {.kinds = K_ANY};

struct TypeSummary {
    Shape root;
    unsigned nodes;               /* shapes below root, at most MAX_SUMMARY_NODES */
};

typedef struct Memo {
    const void *buffer;           /* the items or entries of the collection; NULL: free slot */
    size_t count;                 /* how many of them the summary holds */
    TypeSummary *summary;         /* of the collection itself (sizes included) */
} Memo;

struct TypeSummaries {
    Memo *slots;                  /* open addressing on the buffer's address */
    size_t capacity, used;
    uint64_t visits;              /* elements visited by walks of small collections */
};

typedef struct Walk {
    Ctx *ctx;
    TypeSummaries *memo;
    TypeSummary *tree;            /* whose node budget new shapes count against */
} Walk;

static void add(Walk *w, Shape *s, Value v, unsigned depth);
static const Type *other_type(Ctx *ctx, Value v);
static void join(Walk *w, Shape *dst, const Shape *src, unsigned depth);

/* A new shape below a shape at depth, or shape_any past the limits. */
static Shape *child(Walk *w, unsigned depth) {
    if (depth >= MAX_SUMMARY_DEPTH || w->tree->nodes >= MAX_SUMMARY_NODES)
        return &shape_any;
    w->tree->nodes++;
    return ctx_calloc(w->ctx, 1, sizeof(Shape));
}

static int64_t min64(int64_t a, int64_t b) { return a < b ? a : b; }
static int64_t max64(int64_t a, int64_t b) { return a > b ? a : b; }

static void add_range(int64_t *lo, int64_t *hi, bool first, int64_t from, int64_t to) {
    *lo = first ? from : min64(*lo, from);
    *hi = first ? to : max64(*hi, to);
}

/* --- scalars ------------------------------------------------------------------------------- */

static int64_t char_length(const Str *s) {
    return (int64_t)utf8_char_count(s->bytes, s->len);
}

/* Past MAX_SUMMARY_ENUM strings only their lengths are kept. */
static void forget_strings(Shape *s) {
    for (size_t i = 0; i < s->string_count; i++) {
        int64_t n = char_length(s->strings[i]);
        add_range(&s->len_lo, &s->len_hi, i == 0, n, n);
    }
    s->many_strings = true;
    s->string_count = 0;
}

static void add_string(Walk *w, Shape *s, const Str *str) {
    bool first = !(s->kinds & K_STRING);
    s->kinds |= K_STRING;
    if (!s->many_strings) {
        for (size_t i = 0; i < s->string_count; i++)
            if (s->strings[i]->len == str->len && memcmp(s->strings[i]->bytes, str->bytes, str->len) == 0)
                return;
        if (s->string_count < MAX_SUMMARY_ENUM) {
            if (!s->strings)
                s->strings = ctx_alloc(w->ctx, MAX_SUMMARY_ENUM * sizeof *s->strings);
            s->strings[s->string_count++] = str;
            return;
        }
        forget_strings(s);
        first = false;
    }
    /* a string has between len/4 and len characters: inside the range, no need to count */
    if (!first && (int64_t)str->len <= s->len_hi && (int64_t)(str->len / 4) >= s->len_lo)
        return;
    int64_t n = char_length(str);
    add_range(&s->len_lo, &s->len_hi, first, n, n);
}

static void add_other(Walk *w, Shape *s, const Type *t) {
    if (s->kinds & K_OTHER) {
        if (t != s->other) {
            s->other = type_common(w->ctx, s->other, t);
            if (s->other_count < MAX_SUMMARY_ENUM)
                s->other_count++;
        }
    } else {
        s->other = t;
        s->kinds |= K_OTHER;
        s->other_count = 1;
    }
}

/* The type of every value of kind k (Type for types, ...), or NULL for kinds a shape holds
 * apart. */
static const Type *bare_type(ValueKind k) {
    switch ((int)k) {
    case VAL_TYPE: return type_builtin("Type", 4);
    case VAL_REGEXP: return type_builtin("Regexp", 6);
    case VAL_CALLABLE: return type_builtin("Callable", 8);
    case VAL_ITERATOR: return type_builtin("Iterator", 8);
    case VAL_SENSITIVE: return type_builtin("Sensitive", 9);
    case VAL_SEMVER: return type_builtin("SemVer", 6);
    case VAL_SEMVER_RANGE: return type_builtin("SemVerRange", 11);
    case VAL_TIMESPAN: return type_builtin("Timespan", 8);
    case VAL_TIMESTAMP: return type_builtin("Timestamp", 9);
    case VAL_BINARY: return type_builtin("Binary", 6);
    case VAL_OBJECT: return type_builtin("Object", 6);
    case VAL_URI: return type_builtin("URI", 3);
    default: return NULL;
    }
}

/* A value of another kind: its type joins other while few distinct ones came; past
 * MAX_SUMMARY_ENUM of them, the bare type of its kind does (once per kind), since inferring
 * and joining every value's own type (a Type per element of a large map) costs too much. */
static void add_other_value(Walk *w, Shape *s, Value v) {
    if (s->other_count >= MAX_SUMMARY_ENUM) {
        uint32_t bit = 1u << v.kind;
        if (s->other_bare & bit)
            return;
        const Type *bare = bare_type(v.kind);
        if (bare) {
            s->other_bare |= bit;
            s->other = type_common(w->ctx, s->other, bare);
            return;
        }
    }
    add_other(w, s, other_type(w->ctx, v));
}

/* The type of a value of a kind that has no place of its own in a shape. */
static const Type *other_type(Ctx *ctx, Value v) {
    switch (v.kind) {
    case VAL_SENSITIVE:
        return &type_sensitive;   /* its contents may be large: not looked at */
    case VAL_ITERATOR:
        return &type_iterator;
    case VAL_TYPE:
    case VAL_REGEXP:
    case VAL_CALLABLE:
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
    case VAL_OBJECT:
    case VAL_URI:
        return type_infer_reduced(ctx, v);
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_STRING:
    case VAL_ARRAY:
    case VAL_HASH:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    return &type_any;
}

/* --- collections --------------------------------------------------------------------------- */

static size_t memo_slot(const TypeSummaries *m, const void *buffer) {
    uint64_t h = (uint64_t)(uintptr_t)buffer;
    h ^= h >> 17;
    h *= 0x9E3779B97F4A7C15ull;
    return (size_t)(h >> 11) & (m->capacity - 1);
}

static Memo *memo_find(TypeSummaries *m, const void *buffer) {
    size_t i = memo_slot(m, buffer);
    while (m->slots[i].buffer && m->slots[i].buffer != buffer)
        i = (i + 1) & (m->capacity - 1);
    return &m->slots[i];
}

static Memo *memo_claim(Ctx *ctx, TypeSummaries *m, const void *buffer) {
    if ((m->used + 1) * 4 > m->capacity * 3) {
        Memo *old = m->slots;
        size_t old_capacity = m->capacity;
        m->capacity *= 2;
        m->slots = ctx_calloc(ctx, m->capacity, sizeof *m->slots);
        for (size_t i = 0; i < old_capacity; i++)
            if (old[i].buffer)
                *memo_find(m, old[i].buffer) = old[i];
    }
    Memo *slot = memo_find(m, buffer);
    if (!slot->buffer) {
        slot->buffer = buffer;
        m->used++;
    }
    return slot;
}

/* Whether a walk of a small collection may visit n more elements (the budget of the run). */
static bool may_visit(Walk *w, size_t n) {
    uint64_t budget = SUMMARY_VISITS_START + SUMMARY_VISITS_PER_STEP * w->ctx->steps;
    if (w->memo->visits + n > budget)
        return false;
    w->memo->visits += n;
    return true;
}

static void add_array_items(Walk *w, Shape *s, const Value *items, size_t from, size_t to, unsigned depth) {
    if (from == to)
        return;
    if (!s->element)
        s->element = child(w, depth + 1);
    for (size_t i = from; i < to; i++)
        add(w, s->element, items[i], depth + 1);
}

/* A struct-like shape becomes a Hash shape: its names join the keys, its members the values. */
static void unstruct(Walk *w, Shape *s, unsigned depth) {
    s->is_struct = false;
    if (!s->member_count)
        return;
    if (!s->key)
        s->key = child(w, depth + 1);
    if (!s->value)
        s->value = child(w, depth + 1);
    for (size_t i = 0; i < s->member_count; i++) {
        if (s->key != &shape_any)
            add_string(w, s->key, s->names[i]);
        join(w, s->value, s->members[i], depth + 1);
    }
    s->member_count = 0;
}

static long member_index(const Shape *s, const Str *name) {
    for (size_t i = 0; i < s->member_count; i++)
        if (s->names[i]->len == name->len && memcmp(s->names[i]->bytes, name->bytes, name->len) == 0)
            return (long)i;
    return -1;
}

/* Adds a member named name (optional when hashes were seen without it); false when there is no
 * room left. */
static bool add_member(Walk *w, Shape *s, const Str *name, bool optional, unsigned depth) {
    if (s->member_count == MAX_SUMMARY_MEMBERS)
        return false;
    if (!s->names) {
        s->names = ctx_alloc(w->ctx, MAX_SUMMARY_MEMBERS * sizeof *s->names);
        s->members = ctx_alloc(w->ctx, MAX_SUMMARY_MEMBERS * sizeof *s->members);
        s->optional = ctx_alloc(w->ctx, MAX_SUMMARY_MEMBERS * sizeof *s->optional);
    }
    s->names[s->member_count] = name;
    s->members[s->member_count] = child(w, depth + 1);
    s->optional[s->member_count] = optional;
    s->member_count++;
    return true;
}

static bool struct_like(const Hash *h) {
    if (h->count > MAX_SUMMARY_MEMBERS)
        return false;
    for (size_t i = 0; i < h->count; i++)
        if (h->entries[i].key.kind != VAL_STRING || h->entries[i].key.as.string->len == 0)
            return false;
    return true;
}

/* Whether h has exactly the members of struct-like s, in their order: the usual case of the
 * records a program builds, which needs no lookups. */
static bool same_members(const Shape *s, const Hash *h) {
    if (h->count != s->member_count)
        return false;
    for (size_t i = 0; i < h->count; i++) {
        Value key = h->entries[i].key;
        const Str *name = s->names[i];
        if (key.kind != VAL_STRING)
            return false;
        if (key.as.string != name &&
            (key.as.string->len != name->len || memcmp(key.as.string->bytes, name->bytes, name->len) != 0))
            return false;
    }
    return true;
}

/* Adds entries [from, to) of a hash whose shape s already counts (sizes, kind bit). */
static void add_hash_entries(Walk *w, Shape *s, const Hash *h, size_t from, size_t to, bool first, unsigned depth) {
    if (s->is_struct && !first && from == 0 && same_members(s, h)) {
        for (size_t i = 0; i < h->count; i++)
            add(w, s->members[i], h->entries[i].value, depth + 1);
        return;
    }
    if (s->is_struct || first) {
        bool fits = first ? struct_like(h) : from == 0 && struct_like(h);
        if (fits) {
            s->is_struct = true;
            /* members this hash lacks are optional; its new keys are optional unless it is
             * the first hash */
            for (size_t i = 0; i < s->member_count; i++) {
                if (!hash_get(h, value_from_string(s->names[i]), NULL))
                    s->optional[i] = true;
            }
            for (size_t i = 0; i < h->count && s->is_struct; i++) {
                const Str *name = h->entries[i].key.as.string;
                long at = member_index(s, name);
                if (at < 0) {
                    if (!add_member(w, s, name, !first, depth)) {
                        unstruct(w, s, depth);
                        break;
                    }
                    at = (long)s->member_count - 1;
                }
                add(w, s->members[at], h->entries[i].value, depth + 1);
            }
            if (s->is_struct)
                return;
            from = 0;   /* unstructed halfway: the hash's entries join the key and value shapes */
        } else {
            unstruct(w, s, depth);
        }
    }
    if (from == to)
        return;
    if (!s->key)
        s->key = child(w, depth + 1);
    if (!s->value)
        s->value = child(w, depth + 1);
    for (size_t i = from; i < to; i++) {
        add(w, s->key, h->entries[i].key, depth + 1);
        add(w, s->value, h->entries[i].value, depth + 1);
    }
}

/* The summary of a large collection from the memo, brought up to date with its count elements
 * (a growing buffer's newer view adds its new elements); NULL when a newer view of the buffer
 * was summarized already (an older view is walked instead). */
static const TypeSummary *memoized(Walk *w, Value v) {
    bool array = v.kind == VAL_ARRAY;
    const void *buffer = array ? (const void *)v.as.array->items : (const void *)v.as.hash->entries;
    size_t count = array ? v.as.array->count : v.as.hash->count;
    Memo *m = memo_claim(w->ctx, w->memo, buffer);
    if (m->summary && m->count > count)
        return NULL;
    if (!m->summary)
        m->summary = type_summary_new(w->ctx);
    TypeSummary *summary = m->summary;
    size_t done = m->count;
    if (done < count) {
        /* the walk may claim memo slots for nested collections (m moves): the count is set
         * first, which is also what a nested view of this very buffer would find */
        m->count = count;
        Walk inner = {w->ctx, w->memo, summary};
        Shape *s = &summary->root;
        if (array) {
            s->kinds |= K_ARRAY;
            s->array_lo = s->array_hi = (int64_t)count;
            add_array_items(&inner, s, v.as.array->items, done, count, 0);
        } else {
            s->kinds |= K_HASH;
            s->hash_lo = s->hash_hi = (int64_t)count;
            add_hash_entries(&inner, s, v.as.hash, done, count, done == 0, 0);
        }
    }
    return summary;
}

static void add_array(Walk *w, Shape *s, const Array *a, unsigned depth) {
    bool first = !(s->kinds & K_ARRAY);
    s->kinds |= K_ARRAY;
    add_range(&s->array_lo, &s->array_hi, first, (int64_t)a->count, (int64_t)a->count);
    if (s->element == &shape_any || !a->count)
        return;
    if (!may_visit(w, a->count)) {
        s->element = &shape_any;
        return;
    }
    add_array_items(w, s, a->items, 0, a->count, depth);
}

static void add_hash(Walk *w, Shape *s, const Hash *h, unsigned depth) {
    bool first = !(s->kinds & K_HASH);
    s->kinds |= K_HASH;
    add_range(&s->hash_lo, &s->hash_hi, first, (int64_t)h->count, (int64_t)h->count);
    if (h->count && !may_visit(w, h->count)) {
        unstruct(w, s, depth);
        s->key = s->value = &shape_any;
        return;
    }
    add_hash_entries(w, s, h, 0, h->count, first, depth);
}

static void add(Walk *w, Shape *s, Value v, unsigned depth) {
    if (s == &shape_any)
        return;
    bool first;
    switch (v.kind) {
    case VAL_UNDEF:
        s->kinds |= K_UNDEF;
        return;
    case VAL_DEFAULT:
        s->kinds |= K_DEFAULT;
        return;
    case VAL_BOOLEAN:
        s->kinds |= v.as.boolean ? K_TRUE : K_FALSE;
        return;
    case VAL_INTEGER:
        first = !(s->kinds & K_INTEGER);
        s->kinds |= K_INTEGER;
        add_range(&s->int_lo, &s->int_hi, first, v.as.integer, v.as.integer);
        return;
    case VAL_FLOAT:
        if (!(s->kinds & K_FLOAT)) {
            s->float_lo = s->float_hi = v.as.floating;
        } else {
            if (v.as.floating < s->float_lo)
                s->float_lo = v.as.floating;
            if (v.as.floating > s->float_hi)
                s->float_hi = v.as.floating;
        }
        s->kinds |= K_FLOAT;
        return;
    case VAL_STRING:
        add_string(w, s, v.as.string);
        return;
    case VAL_ARRAY:
    case VAL_HASH: {
        size_t count = v.kind == VAL_ARRAY ? v.as.array->count : v.as.hash->count;
        const TypeSummary *m = count >= SUMMARY_MEMO_MIN_ITEMS ? memoized(w, v) : NULL;
        if (m)
            join(w, s, &m->root, depth);
        else if (v.kind == VAL_ARRAY)
            add_array(w, s, v.as.array, depth);
        else
            add_hash(w, s, v.as.hash, depth);
        return;
    }
    case VAL_REGEXP:
    case VAL_TYPE:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
    case VAL_OBJECT:
    case VAL_URI:
        add_other_value(w, s, v);
        return;
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
}

/* --- joining shapes ------------------------------------------------------------------------ */

/* dst's child slot joined with src's child (either may be absent). */
static void join_child(Walk *w, Shape **dst, const Shape *src, unsigned depth) {
    if (!src || *dst == &shape_any)
        return;
    if (src == &shape_any) {
        *dst = &shape_any;
        return;
    }
    if (!*dst)
        *dst = child(w, depth + 1);
    join(w, *dst, src, depth + 1);
}

static void join_hashes(Walk *w, Shape *dst, const Shape *src, bool first, unsigned depth) {
    if (first && src->is_struct) {
        dst->is_struct = true;
        for (size_t i = 0; i < src->member_count; i++) {
            if (!add_member(w, dst, src->names[i], src->optional[i], depth)) {
                unstruct(w, dst, depth);
                break;
            }
            join(w, dst->members[i], src->members[i], depth + 1);
        }
        if (dst->is_struct)
            return;
    }
    if (dst->is_struct && src->is_struct) {
        for (size_t i = 0; i < dst->member_count; i++)
            if (member_index(src, dst->names[i]) < 0)
                dst->optional[i] = true;
        for (size_t i = 0; i < src->member_count && dst->is_struct; i++) {
            long at = member_index(dst, src->names[i]);
            if (at < 0) {
                if (!add_member(w, dst, src->names[i], true, depth)) {
                    unstruct(w, dst, depth);
                    break;
                }
                at = (long)dst->member_count - 1;
            }
            if (src->optional[i])
                dst->optional[at] = true;
            join(w, dst->members[at], src->members[i], depth + 1);
        }
        if (dst->is_struct)
            return;
    }
    if (dst->is_struct)
        unstruct(w, dst, depth);
    if (src->is_struct) {
        /* src's members as keys and values, without changing src */
        if (!src->member_count)
            return;
        if (!dst->key)
            dst->key = child(w, depth + 1);
        if (!dst->value)
            dst->value = child(w, depth + 1);
        for (size_t i = 0; i < src->member_count; i++) {
            if (dst->key != &shape_any)
                add_string(w, dst->key, src->names[i]);
            join_child(w, &dst->value, src->members[i], depth);
        }
        return;
    }
    join_child(w, &dst->key, src->key, depth);
    join_child(w, &dst->value, src->value, depth);
}

static void join(Walk *w, Shape *dst, const Shape *src, unsigned depth) {
    if (dst == &shape_any)
        return;
    uint16_t had = dst->kinds;
    dst->kinds |= src->kinds & (K_UNDEF | K_DEFAULT | K_TRUE | K_FALSE | K_ANY);
    if (src->kinds & K_INTEGER) {
        add_range(&dst->int_lo, &dst->int_hi, !(had & K_INTEGER), src->int_lo, src->int_hi);
        dst->kinds |= K_INTEGER;
    }
    if (src->kinds & K_FLOAT) {
        if (!(had & K_FLOAT) || src->float_lo < dst->float_lo)
            dst->float_lo = src->float_lo;
        if (!(had & K_FLOAT) || src->float_hi > dst->float_hi)
            dst->float_hi = src->float_hi;
        dst->kinds |= K_FLOAT;
    }
    if (src->kinds & K_STRING) {
        if (src->many_strings) {
            if (!(had & K_STRING)) {
                dst->many_strings = true;
                dst->len_lo = src->len_lo;
                dst->len_hi = src->len_hi;
            } else {
                if (!dst->many_strings)
                    forget_strings(dst);
                add_range(&dst->len_lo, &dst->len_hi, false, src->len_lo, src->len_hi);
            }
            dst->kinds |= K_STRING;
        } else {
            for (size_t i = 0; i < src->string_count; i++)
                add_string(w, dst, src->strings[i]);
        }
    }
    if (src->kinds & K_ARRAY) {
        add_range(&dst->array_lo, &dst->array_hi, !(had & K_ARRAY), src->array_lo, src->array_hi);
        dst->kinds |= K_ARRAY;
        join_child(w, &dst->element, src->element, depth);
    }
    if (src->kinds & K_HASH) {
        add_range(&dst->hash_lo, &dst->hash_hi, !(had & K_HASH), src->hash_lo, src->hash_hi);
        dst->kinds |= K_HASH;
        join_hashes(w, dst, src, !(had & K_HASH), depth);
    }
    if (src->kinds & K_OTHER)
        add_other(w, dst, src->other);
}

/* --- the type ------------------------------------------------------------------------------ */

static const Type *shape_type(Ctx *ctx, const Shape *s);

static const Type *child_type(Ctx *ctx, const Shape *s) {
    return s ? shape_type(ctx, s) : &type_unit;
}

static const Type *string_type(Ctx *ctx, const Shape *s) {
    if (s->many_strings)
        return type_new_string_sized(ctx, true, type_range(s->len_lo, s->len_hi));
    if (s->string_count == 1)
        return type_new_string_value(ctx, s->strings[0]);
    return type_new_enum(ctx, s->strings, s->string_count, false);
}

static const Type *hash_type(Ctx *ctx, const Shape *s) {
    if (s->hash_hi == 0)
        return &type_hash_empty;
    if (s->is_struct) {
        TypeStructMember *members = ctx_alloc(ctx, s->member_count * sizeof *members);
        for (size_t i = 0; i < s->member_count; i++) {
            members[i].name = s->names[i];
            members[i].value_type = shape_type(ctx, s->members[i]);
            members[i].key_type = type_new_string_value(ctx, s->names[i]);
            members[i].optional = s->optional[i] || type_accepts_undef(ctx, members[i].value_type);
            if (members[i].optional)
                members[i].key_type = type_new_contained(ctx, TYPE_OPTIONAL, members[i].key_type);
        }
        return type_new_struct(ctx, members, s->member_count);
    }
    return type_new_hash(ctx, child_type(ctx, s->key), child_type(ctx, s->value), true,
                         type_range(s->hash_lo, s->hash_hi));
}

static const Type *shape_type(Ctx *ctx, const Shape *s) {
    if (s->kinds & K_ANY)
        return &type_any;
    const Type *parts[10];
    size_t n = 0;
    if (s->kinds & K_DEFAULT)
        parts[n++] = &type_default;
    if ((s->kinds & (K_TRUE | K_FALSE)) == (K_TRUE | K_FALSE))
        parts[n++] = &type_boolean;
    else if (s->kinds & (K_TRUE | K_FALSE))
        parts[n++] = type_new_boolean(s->kinds & K_TRUE ? 1 : 0);
    if (s->kinds & K_INTEGER)
        parts[n++] = type_new_integer_exact(ctx, s->int_lo, s->int_hi);
    if (s->kinds & K_FLOAT)
        parts[n++] = type_new_float(ctx, s->float_lo, s->float_hi);
    if (s->kinds & K_STRING)
        parts[n++] = string_type(ctx, s);
    if (s->kinds & K_ARRAY)
        parts[n++] = s->array_hi == 0 ? &type_array_empty
                                      : type_new_array(ctx, child_type(ctx, s->element), true,
                                                       type_range(s->array_lo, s->array_hi));
    if (s->kinds & K_HASH)
        parts[n++] = hash_type(ctx, s);
    if (s->kinds & K_OTHER)
        parts[n++] = s->other;
    if (!n)
        return s->kinds & K_UNDEF ? &type_undef : &type_unit;
    const Type *t = parts[0];
    for (size_t i = 1; i < n; i++)
        t = type_common(ctx, t, parts[i]);
    if ((s->kinds & K_UNDEF) && !type_accepts_undef(ctx, t))
        t = type_new_contained(ctx, TYPE_OPTIONAL, t);
    return t;
}

/* --- the interface ------------------------------------------------------------------------- */

TypeSummaries *type_summaries_new(Ctx *ctx) {
    TypeSummaries *m = ctx_calloc(ctx, 1, sizeof *m);
    m->capacity = 64;
    m->slots = ctx_calloc(ctx, m->capacity, sizeof *m->slots);
    return m;
}

TypeSummary *type_summary_new(Ctx *ctx) {
    return ctx_calloc(ctx, 1, sizeof(TypeSummary));
}

void type_summary_add_string(Ctx *ctx, TypeSummary *s, const Str *str) {
    Walk w = {ctx, NULL, s};
    add_string(&w, &s->root, str);
}

bool type_summary_add_scalar(TypeSummary *s, Value v) {
    if (v.kind != VAL_UNDEF && v.kind != VAL_DEFAULT && v.kind != VAL_BOOLEAN && v.kind != VAL_INTEGER &&
        v.kind != VAL_FLOAT)
        return false;
    add(NULL, &s->root, v, 0);   /* these kinds need no walk */
    return true;
}

void type_summary_add_integer(TypeSummary *s, int64_t n) {
    Shape *root = &s->root;
    if (!(root->kinds & K_INTEGER)) {
        root->kinds |= K_INTEGER;
        root->int_lo = root->int_hi = n;
    } else if (n < root->int_lo) {
        root->int_lo = n;
    } else if (n > root->int_hi) {
        root->int_hi = n;
    }
}

void type_summary_add(Ctx *ctx, TypeSummaries *memo, TypeSummary *s, Value v) {
    Walk w = {ctx, memo, s};
    add(&w, &s->root, v, 0);
}

const Type *type_summary_type(Ctx *ctx, const TypeSummary *s) {
    return shape_type(ctx, &s->root);
}
