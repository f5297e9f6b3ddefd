/* type_assign.c: assignability (T accepts T2), and the rules instance-of shares with it.
 *
 * Follows types-values-variables.md (each type's description and its "Type Algebra" section)
 * through the reference's own structure (lib/puppet/pops/types/types.rb): one generic step
 * that unwraps what the value side can be (aliases, Unit, Variant, Optional, NotUndef), then
 * one rule per kind of the accepting type (`accepts`). Instance-of (v =~ T) is
 * type_instance.c's, what Iterable accepts type_iterable.c's.
 *
 * Recursive aliases (`type Tree = Array[Variant[Integer, Tree]]`) are guarded: a pair
 * (to, from) met again while it is being decided is assumed assignable (the reference's
 * RecursionGuard reports recursion in both and answers true), and a value met again by the
 * same alias is not an instance (its really_instance? answers 0). Results that did not rely on
 * such an assumption are memoized per run by pointer pair, which is sound because interned
 * types are immutable.
 */
#include <string.h>

#include "functions/convert.h"
#include "eval/eval_call.h"
#include "values/iterator.h"
#include "values/regex.h"
#include "values/semver.h"
#include "types/type_internal.h"
#include "objects/type_object.h"
#include "values/uri.h"


static bool accepts(Ctx *ctx, const Type *to, const Type *from, TypeGuard *g);

/* --- memo ----------------------------------------------------------------------------------- */

typedef struct MemoEntry {
    const Type *to, *from;
    bool result;
} MemoEntry;

struct TypeMemo {
    MemoEntry *entries;
    size_t capacity, count;
};

#define MEMO_MAX_ENTRIES (1u << 16)

static size_t memo_slot(const TypeMemo *m, const Type *to, const Type *from) {
    uint64_t h = (uint64_t)(uintptr_t)to * 0x9e3779b97f4a7c15ull ^ (uint64_t)(uintptr_t)from * 0xc2b2ae3d27d4eb4full;
    h ^= h >> 29;
    return (size_t)h & (m->capacity - 1);
}

/* The memo is kept for the run: it lies in region 0 (docs/memory.md). */
static TypeMemo *memo_of(Ctx *ctx) {
    TypeMemo **slot = type_memo_slot(ctx);
    if (!*slot) {
        size_t saved = ctx_root_begin(ctx);
        *slot = ctx_calloc(ctx, 1, sizeof **slot);
        ctx_root_end(ctx, saved);
    }
    return *slot;
}

static const MemoEntry *memo_find(Ctx *ctx, const Type *to, const Type *from) {
    TypeMemo *m = memo_of(ctx);
    if (!m->capacity)
        return NULL;
    for (size_t slot = memo_slot(m, to, from);; slot = (slot + 1) & (m->capacity - 1)) {
        const MemoEntry *e = &m->entries[slot];
        if (!e->to)
            return NULL;
        if (e->to == to && e->from == from)
            return e;
    }
}

static void memo_store(Ctx *ctx, const Type *to, const Type *from, bool result) {
    TypeMemo *m = memo_of(ctx);
    if (m->count >= MEMO_MAX_ENTRIES)
        return;   /* bounded: a run comparing that many pairs recomputes the rest */
    /* a type a call built (an Object type) goes with the call's region, and another type may
     * later lie at its address: only the run's own types are keys */
    if (arena_deeper_than(&ctx->arena, to, 0) || arena_deeper_than(&ctx->arena, from, 0))
        return;
    if ((m->count + 1) * 2 > m->capacity) {
        size_t capacity = m->capacity ? m->capacity * 2 : 256;
        size_t saved = ctx_root_begin(ctx);
        MemoEntry *entries = ctx_calloc(ctx, capacity, sizeof *entries);
        ctx_root_end(ctx, saved);
        TypeMemo grown = { entries, capacity, 0 };
        for (size_t i = 0; i < m->capacity; i++) {
            if (!m->entries[i].to)
                continue;
            size_t slot = memo_slot(&grown, m->entries[i].to, m->entries[i].from);
            while (entries[slot].to)
                slot = (slot + 1) & (capacity - 1);
            entries[slot] = m->entries[i];
        }
        m->entries = entries;
        m->capacity = capacity;
    }
    size_t slot = memo_slot(m, to, from);
    while (m->entries[slot].to)
        slot = (slot + 1) & (m->capacity - 1);
    m->entries[slot].to = to;
    m->entries[slot].from = from;
    m->entries[slot].result = result;
    m->count++;
}

/* --- the generic step ----------------------------------------------------------------------- */

/* While an alias's body is being interpreted, the reference's alias stands for the default
 * TypeReference (PTypeAliasType#resolve), which accepts and is accepted by nothing else: so
 * `type A = Array[Optional[A]]` keeps its Optional (Undef is not assignable to A yet). Such
 * answers change once the alias is resolved: they are not memoized. */
static const Type type_reference_unresolved = { .kind = TYPE_REFERENCE, .u.reference = { "" } };

static const Type *alias_target(const Type *alias, TypeGuard *g) {
    if (alias->u.alias.target)
        return alias->u.alias.target;
    if (alias->u.alias.resolving) {
        g->assumed = true;
        return &type_reference_unresolved;
    }
    return &type_any;
}

/* Decides an alias question under the guard: a pair already being decided is assumed true. */
static bool guarded(Ctx *ctx, const Type *to, const Type *from, TypeGuard *g, const Type *next_to, const Type *next_from) {
    /* value_abrupt() is no value: an assignability entry never matches an instance check */
    if (type_guard_holds(g, to, from, value_abrupt())) {
        g->assumed = true;
        return true;
    }
    type_guard_push(ctx, g, to, from, value_abrupt());
    bool result = type_assignable_g(ctx, next_to, next_from, g);
    type_guard_pop(g);
    return result;
}

static bool generic(Ctx *ctx, const Type *to, const Type *from, TypeGuard *g) {
    switch (from->kind) {
    case TYPE_UNIT:
        return true;
    case TYPE_ALIAS:
        return guarded(ctx, to, from, g, to, alias_target(from, g));
    case TYPE_VARIANT:
        /* assignable when every member is; an empty Variant only to Any and NotUndef */
        if (to->kind == TYPE_ANY)
            return true;
        if (to->kind == TYPE_NOT_UNDEF && from->u.variant.count == 0)
            return accepts(ctx, to, from, g);
        if (from->u.variant.count == 0)
            return false;
        for (size_t i = 0; i < from->u.variant.count; i++)
            if (!type_assignable_g(ctx, to, from->u.variant.types[i], g))
                return false;
        return true;
    case TYPE_OPTIONAL:
        return type_assignable_g(ctx, to, &type_undef, g) &&
               (!from->u.contained.type || type_assignable_g(ctx, to, from->u.contained.type, g));
    case TYPE_NOT_UNDEF:
        if (from->u.contained.type && !type_accepts_undef(ctx, from->u.contained.type))
            return type_assignable_g(ctx, to, from->u.contained.type, g);
        return accepts(ctx, to, from, g);
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_NUMERIC:
    case TYPE_INTEGER:
    case TYPE_FLOAT:
    case TYPE_STRING:
    case TYPE_ENUM:
    case TYPE_PATTERN:
    case TYPE_BOOLEAN:
    case TYPE_REGEXP:
    case TYPE_SEMVER:
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
    case TYPE_SEMVER_RANGE:
    case TYPE_BINARY:
    case TYPE_URI:
    case TYPE_COLLECTION:
    case TYPE_ARRAY:
    case TYPE_HASH:
    case TYPE_TUPLE:
    case TYPE_STRUCT:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_CALLABLE:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
    case TYPE_RUNTIME:
    case TYPE_CATALOG_ENTRY:
    case TYPE_RESOURCE:
    case TYPE_CLASS:
    case TYPE_OBJECT:
    case TYPE_TYPE_SET:
    case TYPE_INIT:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        break;
    }
    return accepts(ctx, to, from, g);
}

bool type_assignable_g(Ctx *ctx, const Type *to, const Type *from, TypeGuard *g) {
    if (to == from && to->kind != TYPE_VARIANT)
        return true;   /* every type accepts itself, but an empty Variant accepts no Undef */
    switch (to->kind) {
    case TYPE_UNIT:
        return true;
    case TYPE_ALIAS:
        return guarded(ctx, to, from, g, alias_target(to, g), from);
    case TYPE_VARIANT:
        /* PVariantType#assignable?: an empty Variant matches no Undef but every Variant */
        if (from->kind == TYPE_UNDEF && to->u.variant.count == 0)
            return false;
        if (from->kind != TYPE_VARIANT)
            return generic(ctx, to, from, g);
        if (to->u.variant.count == 0)
            return true;
        if (from->u.variant.count == 0)
            return false;
        for (size_t i = 0; i < from->u.variant.count; i++)
            if (!generic(ctx, to, from->u.variant.types[i], g))
                return false;
        return true;
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_NOT_UNDEF:
    case TYPE_OPTIONAL:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_NUMERIC:
    case TYPE_INTEGER:
    case TYPE_FLOAT:
    case TYPE_STRING:
    case TYPE_ENUM:
    case TYPE_PATTERN:
    case TYPE_BOOLEAN:
    case TYPE_REGEXP:
    case TYPE_SEMVER:
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
    case TYPE_SEMVER_RANGE:
    case TYPE_BINARY:
    case TYPE_URI:
    case TYPE_COLLECTION:
    case TYPE_ARRAY:
    case TYPE_HASH:
    case TYPE_TUPLE:
    case TYPE_STRUCT:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_CALLABLE:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
    case TYPE_RUNTIME:
    case TYPE_CATALOG_ENTRY:
    case TYPE_RESOURCE:
    case TYPE_CLASS:
    case TYPE_OBJECT:
    case TYPE_TYPE_SET:
    case TYPE_INIT:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        break;
    }
    return generic(ctx, to, from, g);
}

bool type_is_assignable(Ctx *ctx, const Type *to, const Type *from) {
    if (to == from || to->kind == TYPE_ANY)
        return true;
    const MemoEntry *hit = memo_find(ctx, to, from);
    if (hit)
        return hit->result;
    TypeGuard g;
    type_guard_init(&g);
    bool result = type_assignable_g(ctx, to, from, &g);
    if (!g.assumed)
        memo_store(ctx, to, from, result);
    return result;
}

bool type_accepts_undef(Ctx *ctx, const Type *t) {
    /* the usual kinds, which a Struct's text asks about for each member: none takes undef */
    TypeKind k = t->kind;
    if (k == TYPE_INTEGER || k == TYPE_FLOAT || k == TYPE_STRING || k == TYPE_ENUM || k == TYPE_BOOLEAN ||
        k == TYPE_ARRAY || k == TYPE_HASH || k == TYPE_TUPLE || k == TYPE_STRUCT)
        return false;
    return type_is_assignable(ctx, t, &type_undef);
}

/* --- URI ---------------------------------------------------------------------------------- */

/* The evaluator's match? of one part of a URI against a URI type's parameter: a type by
 * instance, a regexp against a string, else `==`. */
static bool uri_part_matches(Ctx *ctx, Value part, Value pattern) {
    if (pattern.kind == VAL_TYPE)
        return type_is_instance(ctx, pattern.as.type, part);
    if (pattern.kind == VAL_REGEXP)
        return part.kind == VAL_STRING && regex_match(ctx, pattern.as.regexp, part.as.string) != NULL;
    return value_equal(part, pattern);
}

/* PURIType#instance?: each parameter matches the URI's part of that name (its port an
 * Integer, which a port given as text, URI['http://a:8080'], never equals). */
bool type_uri_accepts(Ctx *ctx, const Type *t, const Uri *u) {
    if (!t->u.uri.parameters)
        return true;
    const Hash *h = t->u.uri.parameters->as.hash;
    for (size_t i = 0; i < h->count; i++) {
        const HashEntry *e = hash_entry_at(h, i);
        Value part;
        if (e->key.kind != VAL_STRING || !uri_member(ctx, u, e->key.as.string->bytes, &part) ||
            !uri_part_matches(ctx, part, e->value))
            return false;
    }
    return true;
}

/* PURIType#_assignable?: each parameter of `to` is one of `from` that matches it, or a type
 * that accepts from's type. */
static bool uri_type_assignable(Ctx *ctx, const Type *to, const Type *from, TypeGuard *g) {
    if (!to->u.uri.parameters)
        return true;
    const Hash *want = to->u.uri.parameters->as.hash;
    for (size_t i = 0; i < want->count; i++) {
        const HashEntry *e = hash_entry_at(want, i);
        Value have;
        if (!from->u.uri.parameters || !hash_get(from->u.uri.parameters->as.hash, e->key, &have))
            return false;
        if (uri_part_matches(ctx, have, e->value))
            continue;
        if (!(have.kind == VAL_TYPE && e->value.kind == VAL_TYPE &&
              type_assignable_g(ctx, e->value.as.type, have.as.type, g)))
            return false;
    }
    return true;
}

/* --- regexps -------------------------------------------------------------------------------- */

const Regexp *type_regexp_compiled(Ctx *ctx, const Type *t) {
    const Str *pattern = t->u.regexp.pattern;
    const char *error = NULL;
    /* regex_compile caches per run by text, so no cache is kept in the (possibly shared) type */
    return regex_compile(ctx, pattern ? pattern->bytes : "", pattern ? pattern->len : 0, &error);
}

const char *type_regexp_error(Ctx *ctx, const Type *t) {
    const Str *pattern = t->u.regexp.pattern;
    if (!pattern)
        return NULL;
    const char *error = NULL;
    if (regex_compile(ctx, pattern->bytes, pattern->len, &error))
        return NULL;
    return regex_ruby_error(ctx, error, pattern->bytes, pattern->len);
}

bool type_regexp_matches(Ctx *ctx, const Regexp *re, const char *text, size_t len) {
    size_t ovector[2];
    return re && regex_search(ctx, re, text, len, 0, ovector, 1) > 0;
}

bool type_pattern_matches(Ctx *ctx, const Type *pattern, const Str *s) {
    if (pattern->u.pattern.count == 0)
        return true;
    for (size_t i = 0; i < pattern->u.pattern.count; i++)
        if (type_regexp_matches(ctx, type_regexp_compiled(ctx, pattern->u.pattern.regexps[i]), s->bytes, s->len))
            return true;
    return false;
}

static bool ascii_casecmp(const Str *a, const Str *b) {
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

bool type_names_equal_ci(const char *a, const char *b) {
    for (; *a && *b; a++, b++) {
        char x = *a >= 'A' && *a <= 'Z' ? (char)(*a + 32) : *a;
        char y = *b >= 'A' && *b <= 'Z' ? (char)(*b + 32) : *b;
        if (x != y)
            return false;
    }
    return *a == *b;
}

static bool str_equal(const Str *a, const Str *b) {
    return a->len == b->len && memcmp(a->bytes, b->bytes, a->len) == 0;
}

bool type_enum_has(const Type *e, const Str *s) {
    if (!e->u.enumeration.case_insensitive) {
        /* the values are sorted in byte order (type_new_enum): a binary search */
        size_t lo = 0, hi = e->u.enumeration.count;
        while (lo < hi) {
            size_t mid = lo + (hi - lo) / 2;
            const Str *v = e->u.enumeration.values[mid];
            size_t n = v->len < s->len ? v->len : s->len;
            int c = memcmp(v->bytes, s->bytes, n);
            if (c == 0)
                c = v->len < s->len ? -1 : v->len > s->len;
            if (c == 0)
                return true;
            if (c < 0)
                lo = mid + 1;
            else
                hi = mid;
        }
        return false;
    }
    for (size_t i = 0; i < e->u.enumeration.count; i++) {
        const Str *v = e->u.enumeration.values[i];
        if (e->u.enumeration.case_insensitive ? ascii_casecmp(v, s) : str_equal(v, s))
            return true;
    }
    return false;
}

/* --- one rule per accepting kind ------------------------------------------------------------ */

static bool covers(TypeRange a, TypeRange b) {
    return type_range_covers(a, b);
}

/* String accepting String / Enum / Pattern (PStringType#_assignable?). */
static bool string_accepts(const Type *to, const Type *from) {
    if (to->u.string.sized) {
        TypeRange size = to->u.string.size;
        if (from->kind == TYPE_STRING)
            return covers(size, type_size_of(from));
        if (from->kind == TYPE_ENUM) {
            if (from->u.enumeration.count == 0)
                return covers(size, type_range_default_size());
            int64_t lo = INT64_MAX, hi = 0;
            for (size_t i = 0; i < from->u.enumeration.count; i++) {
                int64_t n = (int64_t)str_char_count(from->u.enumeration.values[i]);
                lo = n < lo ? n : lo;
                hi = n > hi ? n : hi;
            }
            return size.from <= lo && size.to >= hi;
        }
        if (from->kind == TYPE_PATTERN)
            return covers(size, type_range_default_size());
        return false;
    }
    const Str *value = to->u.string.value;
    if (from->kind == TYPE_STRING)
        return !value || (from->u.string.value && !from->u.string.sized && str_equal(value, from->u.string.value));
    if (from->kind == TYPE_ENUM)
        return !value || (from->u.enumeration.count == 1 && !from->u.enumeration.case_insensitive);
    if (from->kind == TYPE_PATTERN)
        return !value;
    return false;
}

static bool tuple_accepts(Ctx *ctx, const Type *to, const Type *from, TypeGuard *g) {
    if (from->kind != TYPE_TUPLE && from->kind != TYPE_ARRAY)
        return false;
    TypeRange size_s = type_size_of(to);
    size_t n = to->u.tuple.count;
    if (from->kind == TYPE_TUPLE) {
        if (!covers(size_s, type_size_of(from)))
            return false;
        if (n) {
            if (from->u.tuple.count == 0)
                return size_s.from == 0;
            for (size_t i = 0; i < from->u.tuple.count; i++) {
                const Type *entry = to->u.tuple.types[i < n ? i : n - 1];
                if (!type_assignable_g(ctx, entry, from->u.tuple.types[i], g))
                    return false;
            }
        }
        return true;
    }
    TypeRange size_o = type_size_of(from);
    if (!covers(size_s, size_o))
        return false;
    if (n) {
        int64_t limit = (int64_t)n < size_o.to ? (int64_t)n : size_o.to;
        for (int64_t i = 0; i < limit; i++)
            if (!type_assignable_g(ctx, to->u.tuple.types[i], from->u.array.element, g))
                return false;
    }
    return true;
}

static bool struct_accepts(Ctx *ctx, const Type *to, const Type *from, TypeGuard *g) {
    if (from->kind == TYPE_STRUCT) {
        size_t matched = 0;
        for (size_t i = 0; i < to->u.structure.count; i++) {
            const TypeStructMember *e1 = &to->u.structure.members[i];
            const TypeStructMember *e2 = NULL;
            for (size_t j = 0; j < from->u.structure.count && !e2; j++)
                if (str_equal(from->u.structure.members[j].name, e1->name))
                    e2 = &from->u.structure.members[j];
            if (!e2) {
                if (!type_assignable_g(ctx, e1->key_type, &type_undef, g))
                    return false;
            } else {
                matched++;
                if (!type_assignable_g(ctx, e1->key_type, e2->key_type, g) ||
                    !type_assignable_g(ctx, e1->value_type, e2->value_type, g))
                    return false;
            }
        }
        return matched == from->u.structure.count;
    }
    if (from->kind == TYPE_HASH) {
        int64_t required = 0;
        for (size_t i = 0; i < to->u.structure.count; i++) {
            const TypeStructMember *e = &to->u.structure.members[i];
            if (type_assignable_g(ctx, e->key_type, &type_undef, g))
                continue;   /* optional: the hash need not have it */
            required++;
            if (!type_assignable_g(ctx, e->value_type, from->u.hash.value, g))
                return false;
            if (!type_assignable_g(ctx, type_generalize(ctx, e->key_type), from->u.hash.key, g))
                return false;
        }
        return covers(type_range(required, (int64_t)to->u.structure.count), type_size_of(from));
    }
    return false;
}

static bool callable_accepts(Ctx *ctx, const Type *to, const Type *from, TypeGuard *g) {
    if (from->kind != TYPE_CALLABLE)
        return false;
    if (to->u.callable.ret && !type_assignable_g(ctx, to->u.callable.ret, from->u.callable.ret ? from->u.callable.ret : &type_any, g))
        return false;
    if (!to->u.callable.params)
        return true;
    /* contravariance: the callable must accept the arguments this type promises to pass */
    if (!from->u.callable.params || !type_assignable_g(ctx, from->u.callable.params, to->u.callable.params, g))
        return false;
    const Type *this_block = to->u.callable.block ? to->u.callable.block : &type_undef;
    const Type *that_block = from->u.callable.block ? from->u.callable.block : &type_undef;
    return type_assignable_g(ctx, that_block, this_block, g);
}

static bool accepts(Ctx *ctx, const Type *to, const Type *from, TypeGuard *g) {
    stack_guard();   /* nested types: see ctx.h */
    switch (to->kind) {
    case TYPE_ANY:
    case TYPE_UNIT:
        return true;
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_BINARY:
    case TYPE_SEMVER_RANGE:
        return from->kind == to->kind;
    case TYPE_NOT_UNDEF:
        return !type_accepts_undef(ctx, from) &&
               (!to->u.contained.type || type_assignable_g(ctx, to->u.contained.type, from, g));
    case TYPE_OPTIONAL:
        if (from->kind == TYPE_UNDEF || !to->u.contained.type)
            return true;
        if (from->kind == TYPE_OPTIONAL)
            return !from->u.contained.type || type_assignable_g(ctx, to->u.contained.type, from->u.contained.type, g);
        return type_assignable_g(ctx, to->u.contained.type, from, g);
    case TYPE_VARIANT:
        for (size_t i = 0; i < to->u.variant.count; i++)
            if (type_assignable_g(ctx, to->u.variant.types[i], from, g))
                return true;
        return false;
    case TYPE_SCALAR:
        /* PScalarType#_assignable?: the Scalar kinds, and (through SemVerRange's DEFAULT) the
         * SemVerRange type */
        return (type_kind_flags(from->kind) & TF_SCALAR) || from->kind == TYPE_SEMVER_RANGE;
    case TYPE_SCALAR_DATA:
        return (type_kind_flags(from->kind) & TF_SCALAR_DATA) != 0;
    case TYPE_NUMERIC:
        return (type_kind_flags(from->kind) & TF_NUMERIC) != 0;
    case TYPE_INTEGER:
        /* open ends are infinite: only an open end covers an open end */
        return from->kind == TYPE_INTEGER &&
               (to->u.integer.open_from || (!from->u.integer.open_from && to->u.integer.from <= from->u.integer.from)) &&
               (to->u.integer.open_to || (!from->u.integer.open_to && to->u.integer.to >= from->u.integer.to));
    case TYPE_FLOAT:
        return from->kind == TYPE_FLOAT && to->u.floating.from <= from->u.floating.from && to->u.floating.to >= from->u.floating.to;
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
        return from->kind == to->kind && to->u.time.from <= from->u.time.from && to->u.time.to >= from->u.time.to;
    case TYPE_STRING:
        return string_accepts(to, from);
    case TYPE_ENUM:
        if (type_equal(to, from))
            return true;
        if (to->u.enumeration.count == 0)
            return from->kind == TYPE_STRING || from->kind == TYPE_ENUM || from->kind == TYPE_PATTERN;
        if (from->kind == TYPE_STRING)
            return from->u.string.value && type_enum_has(to, from->u.string.value);
        if (from->kind == TYPE_ENUM) {
            if (from->u.enumeration.count == 0 || (from->u.enumeration.case_insensitive && !to->u.enumeration.case_insensitive))
                return false;
            for (size_t i = 0; i < from->u.enumeration.count; i++)
                if (!type_enum_has(to, from->u.enumeration.values[i]))
                    return false;
            return true;
        }
        return false;
    case TYPE_PATTERN:
        if (type_equal(to, from))
            return true;
        if (from->kind == TYPE_STRING)
            return from->u.string.value ? type_pattern_matches(ctx, to, from->u.string.value) : to->u.pattern.count == 0;
        if (from->kind == TYPE_ENUM) {
            if (from->u.enumeration.count == 0)
                return to->u.pattern.count == 0;
            for (size_t i = 0; i < from->u.enumeration.count; i++)
                if (!type_pattern_matches(ctx, to, from->u.enumeration.values[i]))
                    return false;
            return true;
        }
        if (from->kind == TYPE_PATTERN)
            return to->u.pattern.count == 0;
        return false;
    case TYPE_BOOLEAN:
        return from->kind == TYPE_BOOLEAN && (to->u.boolean.value < 0 || to->u.boolean.value == from->u.boolean.value);
    case TYPE_REGEXP:
        return from->kind == TYPE_REGEXP && (!to->u.regexp.pattern ||
               (from->u.regexp.pattern && str_equal(to->u.regexp.pattern, from->u.regexp.pattern)));
    case TYPE_SEMVER:
        if (from->kind != TYPE_SEMVER)
            return false;
        if (to->u.semver.count == 0)
            return true;
        if (from->u.semver.count == 0)
            return false;
        for (size_t i = 0; i < from->u.semver.count; i++) {
            bool covered = false;
            for (size_t j = 0; j < to->u.semver.count && !covered; j++)
                covered = semver_range_covered_by(from->u.semver.ranges[i], to->u.semver.ranges[j]);
            if (!covered)
                return false;
        }
        return true;
    case TYPE_URI:
        return from->kind == TYPE_URI && uri_type_assignable(ctx, to, from, g);
    case TYPE_COLLECTION:
        if (type_kind_flags(from->kind) & TF_COLLECTION)
            return covers(type_size_of(to), type_size_of(from));
        if (from->kind == TYPE_TUPLE || from->kind == TYPE_STRUCT) {
            TypeRange size = type_size_of(from);
            if (from->kind == TYPE_STRUCT)
                size.from = size.to;   /* PCollectionType: from = to = element count */
            return covers(type_size_of(to), size);
        }
        return false;
    case TYPE_ARRAY:
        if (from->kind == TYPE_TUPLE) {
            TypeRange size_o = from->u.tuple.sized ? from->u.tuple.size
                                                   : type_range((int64_t)from->u.tuple.count, (int64_t)from->u.tuple.count);
            if (!covers(type_size_of(to), size_o))
                return false;
            for (size_t i = 0; i < from->u.tuple.count; i++)
                if (!type_assignable_g(ctx, to->u.array.element, from->u.tuple.types[i], g))
                    return false;
            return true;
        }
        return from->kind == TYPE_ARRAY && covers(type_size_of(to), type_size_of(from)) &&
               type_assignable_g(ctx, to->u.array.element, from->u.array.element, g);
    case TYPE_HASH:
        if (from->kind == TYPE_HASH) {
            if ((!to->u.hash.sized || to->u.hash.size.from == 0) && from == &type_hash_empty)
                return true;
            return type_assignable_g(ctx, to->u.hash.key, from->u.hash.key, g) &&
                   type_assignable_g(ctx, to->u.hash.value, from->u.hash.value, g) &&
                   covers(type_size_of(to), type_size_of(from));
        }
        if (from->kind == TYPE_STRUCT) {
            TypeRange size = type_size_of(to);
            int64_t n = (int64_t)from->u.structure.count;
            if (n < size.from || n > size.to)
                return false;
            for (size_t i = 0; i < from->u.structure.count; i++) {
                const TypeStructMember *e = &from->u.structure.members[i];
                if (!type_instance_g(ctx, to->u.hash.key, value_from_string(e->name), g) ||
                    !type_assignable_g(ctx, to->u.hash.value, e->value_type, g))
                    return false;
            }
            return true;
        }
        return false;
    case TYPE_TUPLE:
        if (type_equal(to, from))
            return true;
        return tuple_accepts(ctx, to, from, g);
    case TYPE_STRUCT:
        return struct_accepts(ctx, to, from, g);
    case TYPE_ITERABLE: {
        const Type *element = to->u.contained.type;
        if (!element || type_assignable_g(ctx, element, &type_any, g))
            return type_instances_iterable(from);
        const Type *from_element = type_instances_iterable(from) ? type_iterable_element(ctx, from) : NULL;
        return from_element && type_assignable_g(ctx, element, from_element, g);
    }
    case TYPE_ITERATOR:
        return from->kind == TYPE_ITERATOR &&
               (!to->u.contained.type || (from->u.contained.type && type_assignable_g(ctx, to->u.contained.type, from->u.contained.type, g)) ||
                (!from->u.contained.type && type_assignable_g(ctx, to->u.contained.type, &type_any, g)));
    case TYPE_CALLABLE:
        return callable_accepts(ctx, to, from, g);
    case TYPE_TYPE:
        if (from->kind != TYPE_TYPE)
            return false;
        if (!to->u.contained.type)
            return true;
        if (!from->u.contained.type)
            return false;
        return type_assignable_g(ctx, to->u.contained.type, from->u.contained.type, g);
    case TYPE_SENSITIVE:
        return from->kind == TYPE_SENSITIVE && type_assignable_g(ctx, to->u.contained.type, from->u.contained.type, g);
    case TYPE_RUNTIME:
        /* without Ruby classes two runtime types relate only when equal or unparameterized */
        if (from->kind != TYPE_RUNTIME)
            return false;
        if (to->u.runtime.runtime && (!from->u.runtime.runtime || !str_equal(to->u.runtime.runtime, from->u.runtime.runtime)))
            return false;
        return !to->u.runtime.name || (from->u.runtime.name && str_equal(to->u.runtime.name, from->u.runtime.name));
    case TYPE_CATALOG_ENTRY:
        return (type_kind_flags(from->kind) & TF_CATALOG) != 0;
    case TYPE_RESOURCE:
        if (from->kind != TYPE_RESOURCE)
            return false;
        if (!to->u.resource.type_name)
            return true;
        return from->u.resource.type_name && type_names_equal_ci(to->u.resource.type_name, from->u.resource.type_name) &&
               (!to->u.resource.title || (from->u.resource.title && strcmp(to->u.resource.title, from->u.resource.title) == 0));
    case TYPE_CLASS:
        return from->kind == TYPE_CLASS &&
               (!to->u.klass.name || (from->u.klass.name && strcmp(to->u.klass.name, from->u.klass.name) == 0));
    case TYPE_OBJECT:
        /* PObjectType#_assignable?: the same type or one of from's parents */
        return from->kind == TYPE_OBJECT && type_object_assignable(ctx, to, from);
    case TYPE_TYPE_SET:
        return from->kind == TYPE_TYPE_SET && (to == &type_type_set || type_equal(to, from));
    case TYPE_INIT:
        /* PInitType#_assignable?: an Init by its contained types; else what the contained type
         * (unparameterized: RichData) accepts. The types T.new would take (its single and
         * tuple signatures) are not consulted here. */
        if (from->kind == TYPE_INIT)
            return !to->u.init.type || (from->u.init.type && type_assignable_g(ctx, to->u.init.type, from->u.init.type, g));
        return type_assignable_g(ctx, to->u.init.type ? to->u.init.type : &type_rich_data, from, g);
    case TYPE_ALIAS:
        return type_assignable_g(ctx, alias_target(to, g), from, g);
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        return type_equal(to, from);
    }
    return false;
}
