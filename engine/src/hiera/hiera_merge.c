/* hiera_merge.c: the merge strategies of lookup (lib/puppet/pops/merge_strategy.rb) and the
 * deep_merge gem's DeepMerge.deep_merge! that the deep strategies call.
 *
 * e1 is always the value found first (higher priority), e2 the one found after it:
 *   first, default   never merge (the first value found is the answer);
 *   unique           e1 | e2 after flattening each (scalars become one-element arrays), Ruby's
 *                    Array#| (order of first appearance, duplicates by eql?);
 *   hash             e2.merge(e1): e2's keys first, e1's values win;
 *   deep             deep_merge!(source = e1, dest = e2): hashes merged key by key (a key whose
 *                    value in e2 is undef or false counts as absent), arrays dest | source (so
 *                    e2's elements come first), anything else replaced by e1's; options
 *                    knockout_prefix, merge_hash_arrays, sort_merged_arrays (merge_debug, which
 *                    prints Ruby inspections, is accepted and prints nothing);
 *   reverse_deep     Hiera 3's `deep`: deep with e1 and e2 exchanged; unconstrained_deep is deep
 *                    with options unchecked (Hiera 3's `deeper`).
 * Values are immutable here, so the gem's in-place edits become new values; where the gem's
 * edits show (it removes knocked-out items from the source array too), the result is the same.
 */
#include <string.h>

#include "hiera/hiera_internal.h"
#include "text/format.h"
#include "values/regex.h"
#include "types/type.h"

static const struct {
    HieraMergeKind kind;
    const char *name;
    const char *options;      /* the type of the options hash (options_t) */
    const char *values;       /* the type of each merged element (value_t) */
} STRATEGIES[] = {
    { HIERA_MERGE_FIRST, "first", "Struct[{strategy => Optional[Pattern[/first/]]}]", "Any" },
    { HIERA_MERGE_UNIQUE, "unique", "Struct[{strategy => Optional[Pattern[/unique/]]}]", "Variant[Scalar, Array[Data]]" },
    { HIERA_MERGE_HASH, "hash", "Struct[{strategy => Optional[Pattern[/hash/]]}]", "Hash[String, Data]" },
    { HIERA_MERGE_DEEP, "deep",
      "Struct[{strategy => Optional[Pattern[deep]], knockout_prefix => Optional[String], "
      "merge_debug => Optional[Boolean], merge_hash_arrays => Optional[Boolean], "
      "sort_merged_arrays => Optional[Boolean]}]", "Any" },
    { HIERA_MERGE_DEFAULT, "default", "Struct[{strategy => Optional[Pattern[/default/]]}]", "Any" },
    { HIERA_MERGE_UNCONSTRAINED_DEEP, "unconstrained_deep", "Hash[String[1], Any]", "Any" },
    { HIERA_MERGE_REVERSE_DEEP, "reverse_deep", "Hash[String[1], Any]", "Any" },
};
#define STRATEGY_COUNT (sizeof STRATEGIES / sizeof STRATEGIES[0])

static size_t strategy_index(HieraMergeKind kind) {
    for (size_t i = 0; i < STRATEGY_COUNT; i++)
        if (STRATEGIES[i].kind == kind)
            return i;
    return 0;
}

const char *hiera_merge_name(HieraMergeKind kind) {
    return STRATEGIES[strategy_index(kind)].name;
}

bool hiera_merge_is_first(const HieraMerge *m) {
    return m->kind == HIERA_MERGE_DEFAULT || m->kind == HIERA_MERGE_FIRST;
}

/* TypeAsserter.assert_instance_of: "<subject> has wrong type, expects ..., got ..." (a
 * Puppet::Error). */
static bool assert_type(Ctx *ctx, const char *type_text, const char *subject, Value v) {
    const Type *t = hiera_type(ctx, type_text);
    if (!t || type_is_instance(ctx, t, v))
        return true;
    hiera_fail(ctx, HIERA_ERROR_PUPPET, span_none(), "%s",
               type_mismatch_describe(ctx, ctx_sprintf(ctx, "%s has wrong type,", subject), t, v));
    return false;
}

static bool option_flag(Ctx *ctx, const Hash *options, const char *name) {
    Value v;
    return options && hash_get(options, value_cstring(ctx, name), &v) && value_truthy(v);
}

bool hiera_merge_strategy(Ctx *ctx, Value merge, HieraMerge *out) {
    memset(out, 0, sizeof *out);
    out->kind = HIERA_MERGE_DEFAULT;
    if (merge.kind == VAL_UNDEF || (merge.kind == VAL_BOOLEAN && !merge.as.boolean))
        return true;
    Value name = merge;
    const Hash *options = NULL;
    if (merge.kind == VAL_HASH) {
        if (!hash_get(merge.as.hash, value_cstring(ctx, "strategy"), &name) || name.kind == VAL_UNDEF) {
            hiera_fail(ctx, HIERA_ERROR_RUBY, span_none(),
                       "The hash given as 'merge' must contain the name of a strategy in string form for the key "
                       "'strategy'");
            return false;
        }
        options = merge.as.hash->count > 1 ? merge.as.hash : NULL;
    }
    for (size_t i = 0; name.kind == VAL_STRING && i < STRATEGY_COUNT; i++) {
        if (strcmp(STRATEGIES[i].name, name.as.string->bytes) != 0)
            continue;
        out->kind = STRATEGIES[i].kind;
        if (options) {
            if (!assert_type(ctx, STRATEGIES[i].options, "The merge options", merge))
                return false;
            out->options = options;
            Value ko;
            if (hash_get(options, value_cstring(ctx, "knockout_prefix"), &ko) && ko.kind == VAL_STRING) {
                if (ko.as.string->len == 0) {
                    hiera_fail(ctx, HIERA_ERROR_RUBY, span_none(), "knockout_prefix cannot be an empty string in deep_merge!");
                    return false;
                }
                out->knockout_prefix = ko.as.string;
            }
            out->merge_hash_arrays = option_flag(ctx, options, "merge_hash_arrays");
            out->sort_merged_arrays = option_flag(ctx, options, "sort_merged_arrays");
        }
        return true;
    }
    const char *text = name.kind == VAL_STRING ? name.as.string->bytes : format_to_string(ctx, name)->bytes;
    hiera_fail(ctx, HIERA_ERROR_RUBY, span_none(), "Unknown merge strategy: '%s'", text);
    return false;
}

/* --- arrays ------------------------------------------------------------------------------- */

static void push_unique(Ctx *ctx, ArrayBuilder *b, Hash *seen, Value v) {
    Value dummy;
    if (hash_get(seen, v, &dummy))
        return;
    hash_put(ctx, seen, v, value_undef());
    array_builder_push(ctx, b, v);
}

/* Ruby's a | b. */
static Value array_union(Ctx *ctx, const Array *a, const Array *b) {
    ArrayBuilder out;
    array_builder_init(&out);
    Hash *seen = hash_new(ctx, a->count + b->count);
    for (size_t i = 0; i < a->count; i++)
        push_unique(ctx, &out, seen, a->items[i]);
    for (size_t i = 0; b && i < b->count; i++)
        push_unique(ctx, &out, seen, b->items[i]);
    return array_builder_finish(ctx, &out);
}

static void flatten_into(Ctx *ctx, ArrayBuilder *b, const Array *a) {
    stack_guard();
    for (size_t i = 0; i < a->count; i++) {
        if (a->items[i].kind == VAL_ARRAY)
            flatten_into(ctx, b, a->items[i].as.array);
        else
            array_builder_push(ctx, b, a->items[i]);
    }
}

Value hiera_merge_convert(Ctx *ctx, const HieraMerge *m, Value v) {
    if (m->kind != HIERA_MERGE_UNIQUE)
        return v;
    ArrayBuilder b;
    array_builder_init(&b);
    if (v.kind == VAL_ARRAY)
        flatten_into(ctx, &b, v.as.array);
    else
        array_builder_push(ctx, &b, v);
    return array_builder_finish(ctx, &b);
}

Value hiera_merge_single(Ctx *ctx, const HieraMerge *m, Value v) {
    if (m->kind != HIERA_MERGE_UNIQUE || v.kind != VAL_ARRAY)
        return v;
    static const Array empty;
    return array_union(ctx, v.as.array, &empty);
}

/* --- deep_merge! -------------------------------------------------------------------------- */

typedef struct Deep {
    Ctx *ctx;
    const HieraMerge *m;
    const Regexp *knockout;   /* /^<prefix>/ (the gem interpolates the prefix into a regexp) */
} Deep;

static Value deep(Deep *d, Value source, Value dest);

static bool is_string(Value v, const Str *s) {
    return v.kind == VAL_STRING && v.as.string->len == s->len && memcmp(v.as.string->bytes, s->bytes, s->len) == 0;
}

/* String#gsub(/^prefix/, ''): the string, or NULL when the pattern does not match. */
static const Str *knock(Deep *d, const Str *s) {
    size_t ov[2], at = 0;
    StrBuf sb;
    bool changed = false;
    strbuf_init(&sb, d->ctx);
    while (at <= s->len && regex_search(d->ctx, d->knockout, s->bytes, s->len, at, ov, 1) > 0) {
        strbuf_append(&sb, s->bytes + at, ov[0] - at);
        changed = true;
        if (ov[1] == ov[0]) {
            if (ov[0] < s->len)
                strbuf_append(&sb, s->bytes + ov[0], 1);
            at = ov[0] + 1;
        } else {
            at = ov[1];
        }
    }
    if (!changed)
        return NULL;
    if (at < s->len)
        strbuf_append(&sb, s->bytes + at, s->len - at);
    return strbuf_finish(&sb);
}

/* DeepMerge.overwrite_unmergeables. */
static Value overwrite(Deep *d, Value source, Value dest) {
    (void)dest;
    if (!d->knockout)
        return source;
    if (source.kind == VAL_STRING)
        return knock(d, source.as.string) ? value_cstring(d->ctx, "") : source;
    if (source.kind == VAL_ARRAY) {
        /* delete_if removes the knocked-out strings from the source itself, which is then the
         * value that overwrites */
        ArrayBuilder b;
        array_builder_init(&b);
        for (size_t i = 0; i < source.as.array->count; i++) {
            Value item = source.as.array->items[i];
            size_t ov[2];
            if (item.kind == VAL_STRING &&
                regex_search(d->ctx, d->knockout, item.as.string->bytes, item.as.string->len, 0, ov, 1) > 0)
                continue;
            array_builder_push(d->ctx, &b, item);
        }
        return array_builder_finish(d->ctx, &b);
    }
    return source;
}

static bool all_hashes(const Array *a) {
    for (size_t i = 0; i < a->count; i++)
        if (a->items[i].kind != VAL_HASH)
            return false;
    return true;
}

/* Ruby's == of two elements, as Array#delete uses it: numbers by value, the rest by eql?. */
static bool ruby_equal(Value a, Value b) {
    if (value_is_numeric(a) && value_is_numeric(b))
        return value_equal(a, b);
    return value_eql(a, b);
}

static Value without_value(Ctx *ctx, const Array *a, Value v) {
    ArrayBuilder b;
    array_builder_init(&b);
    for (size_t i = 0; i < a->count; i++)
        if (!ruby_equal(a->items[i], v))
            array_builder_push(ctx, &b, a->items[i]);
    return array_builder_finish(ctx, &b);
}

/* Ruby's <=> of two array elements for sort!: numbers, strings (bytewise), arrays element-wise;
 * anything else fails as Ruby's "comparison of X with Y failed". */
static bool ruby_compare(Ctx *ctx, Value a, Value b, int *out) {
    if (value_is_numeric(a) && value_is_numeric(b)) {
        double x = a.kind == VAL_INTEGER ? (double)a.as.integer : a.as.floating;
        double y = b.kind == VAL_INTEGER ? (double)b.as.integer : b.as.floating;
        if (a.kind == VAL_INTEGER && b.kind == VAL_INTEGER)
            *out = a.as.integer < b.as.integer ? -1 : a.as.integer > b.as.integer;
        else
            *out = x < y ? -1 : x > y;
        return true;
    }
    if (a.kind == VAL_STRING && b.kind == VAL_STRING) {
        size_t n = a.as.string->len < b.as.string->len ? a.as.string->len : b.as.string->len;
        int c = memcmp(a.as.string->bytes, b.as.string->bytes, n);
        *out = c ? (c < 0 ? -1 : 1) : (a.as.string->len < b.as.string->len ? -1 : a.as.string->len > b.as.string->len);
        return true;
    }
    if (a.kind == VAL_ARRAY && b.kind == VAL_ARRAY) {
        for (size_t i = 0; i < a.as.array->count && i < b.as.array->count; i++) {
            if (!ruby_compare(ctx, a.as.array->items[i], b.as.array->items[i], out))
                return false;
            if (*out)
                return true;
        }
        *out = a.as.array->count < b.as.array->count ? -1 : a.as.array->count > b.as.array->count;
        return true;
    }
    return false;
}

static const char *ruby_class(Value v) {
    switch (v.kind) {
    case VAL_UNDEF: return "NilClass";
    case VAL_BOOLEAN: return v.as.boolean ? "TrueClass" : "FalseClass";
    case VAL_INTEGER: return "Integer";
    case VAL_FLOAT: return "Float";
    case VAL_STRING: return "String";
    case VAL_ARRAY: return "Array";
    case VAL_HASH: return "Hash";
    default: return value_kind_name(v.kind);
    }
}

/* Array#sort! (insertion into a sorted copy: merged arrays are small). */
static Value sort_array(Deep *d, Value v) {
    const Array *a = v.as.array;
    Value *items = ctx_alloc(d->ctx, (a->count + 1) * sizeof *items);
    for (size_t i = 0; i < a->count; i++) {
        Value x = a->items[i];
        size_t j = i;
        while (j > 0) {
            int c;
            if (!ruby_compare(d->ctx, items[j - 1], x, &c)) {
                /* rb_cmperr: the right side by inspect when it is a number, nil, true or false */
                Value y = x;
                bool special = y.kind == VAL_INTEGER || y.kind == VAL_FLOAT || y.kind == VAL_UNDEF || y.kind == VAL_BOOLEAN;
                hiera_fail(d->ctx, HIERA_ERROR_RUBY, span_none(), "comparison of %s with %s failed",
                           ruby_class(items[j - 1]),
                           special ? (y.kind == VAL_UNDEF ? "nil" : format_to_string(d->ctx, y)->bytes) : ruby_class(y));
                return value_abrupt();
            }
            if (c <= 0)
                break;
            items[j] = items[j - 1];
            j--;
        }
        items[j] = x;
    }
    return value_array_of(d->ctx, items, a->count);
}

static Value deep_arrays(Deep *d, Value source, Value dest) {
    Ctx *ctx = d->ctx;
    const Array *src = source.as.array;
    if (d->knockout) {
        /* a naked prefix in the source empties the destination */
        for (size_t i = 0; i < src->count; i++)
            if (is_string(src->items[i], d->m->knockout_prefix)) {
                if (dest.kind == VAL_ARRAY)
                    dest = value_array_of(ctx, NULL, 0);
                else if (dest.kind == VAL_HASH)
                    dest = value_from_hash(hash_new(ctx, 0));
                else if (dest.kind == VAL_STRING)
                    dest = value_cstring(ctx, "");
                else
                    dest = value_undef();
                source = without_value(ctx, src, src->items[i]);
                src = source.as.array;
                break;
            }
    }
    if (dest.kind != VAL_ARRAY)
        return overwrite(d, source, dest);
    if (d->knockout) {
        ArrayBuilder kept;
        array_builder_init(&kept);
        for (size_t i = 0; i < src->count; i++) {
            Value item = src->items[i];
            const Str *bare = item.kind == VAL_STRING ? knock(d, item.as.string) : NULL;
            if (bare) {
                dest = without_value(ctx, dest.as.array, value_from_string(bare));
                dest = without_value(ctx, dest.as.array, item);
                continue;
            }
            array_builder_push(ctx, &kept, item);
        }
        source = array_builder_finish(ctx, &kept);
        src = source.as.array;
    }
    Value merged;
    if (d->m->merge_hash_arrays && all_hashes(src) && all_hashes(dest.as.array)) {
        const Array *dst = dest.as.array;
        ArrayBuilder list;
        array_builder_init(&list);
        for (size_t i = 0; i < dst->count; i++) {
            Value s = i < src->count ? src->items[i] : value_from_hash(hash_new(ctx, 0));
            Value v = deep(d, s, dst->items[i]);
            if (value_is_abrupt(v))
                return v;
            array_builder_push(ctx, &list, v);
        }
        for (size_t i = dst->count; i < src->count; i++)
            array_builder_push(ctx, &list, src->items[i]);
        merged = array_builder_finish(ctx, &list);
    } else {
        merged = array_union(ctx, dest.as.array, src);
    }
    return d->m->sort_merged_arrays ? sort_array(d, merged) : merged;
}

/* DeepMerge.deep_merge!(source, dest) with preserve_unmergeables off. */
static Value deep(Deep *d, Value source, Value dest) {
    Ctx *ctx = d->ctx;
    stack_guard();
    ctx_step(ctx);
    if (source.kind == VAL_UNDEF)
        return dest;
    if (!value_truthy(dest))
        return source;
    if (source.kind == VAL_HASH) {
        /* the gem loops over the source's keys; once dest is no hash it is overwritten by the
         * whole source, and the later keys then merge into that */
        const Hash *src = source.as.hash;
        Hash *out = NULL;
        for (size_t i = 0; i < src->count; i++) {
            Value k = src->entries[i].key, sv = src->entries[i].value;
            if (!out && dest.kind != VAL_HASH) {
                dest = overwrite(d, source, dest);
                if (dest.kind != VAL_HASH)
                    continue;
            }
            if (!out)
                out = hash_copy(ctx, dest.as.hash, src->count);
            Value dv, v;
            if (hash_get(out, k, &dv) && value_truthy(dv))
                v = deep(d, sv, dv);
            else
                v = deep(d, sv, sv);
            if (value_is_abrupt(v))
                return v;
            hash_put(ctx, out, k, v);
        }
        return out ? value_from_hash(out) : dest;
    }
    if (source.kind == VAL_ARRAY)
        return deep_arrays(d, source, dest);
    return overwrite(d, source, dest);
}

Value hiera_merge_values(Ctx *ctx, const HieraMerge *m, Value e1, Value e2) {
    const char *values = STRATEGIES[strategy_index(m->kind)].values;
    if (!assert_type(ctx, values, "The first element of the merge", e1) ||
        !assert_type(ctx, values, "The second element of the merge", e2))
        return value_abrupt();
    switch (m->kind) {
    case HIERA_MERGE_DEFAULT:
    case HIERA_MERGE_FIRST:
        return e1;
    case HIERA_MERGE_UNIQUE: {
        Value a = hiera_merge_convert(ctx, m, e1), b = hiera_merge_convert(ctx, m, e2);
        return array_union(ctx, a.as.array, b.as.array);
    }
    case HIERA_MERGE_HASH:
        return value_from_hash(hash_merge(ctx, e2.as.hash, e1.as.hash));
    case HIERA_MERGE_DEEP:
    case HIERA_MERGE_UNCONSTRAINED_DEEP:
    case HIERA_MERGE_REVERSE_DEEP: {
        Deep d = { .ctx = ctx, .m = m };
        if (m->knockout_prefix) {
            const char *error = NULL;
            const char *pattern = ctx_sprintf(ctx, "^%s", m->knockout_prefix->bytes);
            d.knockout = regex_compile(ctx, pattern, strlen(pattern), &error);
            if (!d.knockout) {
                hiera_fail(ctx, HIERA_ERROR_RUBY, span_none(), "%s",
                           regex_ruby_error(ctx, error, pattern, strlen(pattern)));
                return value_abrupt();
            }
        }
        return m->kind == HIERA_MERGE_REVERSE_DEEP ? deep(&d, e2, e1) : deep(&d, e1, e2);
    }
    }
    return e1;
}
