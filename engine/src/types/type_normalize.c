/* type_normalize.c: the reference's `normalize` of a type.
 *
 * Normalizing does not change what a type accepts; it removes redundancy the way the
 * reference's PAnyType#normalize overrides do (types.rb): NotUndef[T] and Optional[T] unwrap
 * when T already says it, a Variant with Undef becomes an Optional of the rest, Variant members
 * are flattened and merged (Enums and Strings into one Enum, Patterns into one Pattern, adjacent
 * or overlapping Integer / Float / Timespan / Timestamp ranges into one). Aliases resolve with
 * their target normalized; the mismatch describer normalizes both sides before comparing.
 */
#include <string.h>

#include "types/type_internal.h"

/* Integer#merge / Float#merge / time merge: the union when the ranges meet, else NULL. */
static const Type *merge_two(Ctx *ctx, const Type *a, const Type *b) {
    if (a->kind == TYPE_FLOAT) {
        double af = a->u.floating.from, at = a->u.floating.to, bf = b->u.floating.from, bt = b->u.floating.to;
        if (at < bf || bt < af)
            return NULL;
        return type_new_float(ctx, af < bf ? af : bf, at > bt ? at : bt);
    }
    if (a->kind == TYPE_INTEGER) {
        const bool ao = a->u.integer.open_to, bo = b->u.integer.open_to;
        int64_t af = a->u.integer.from, at = a->u.integer.to, bf = b->u.integer.from, bt = b->u.integer.to;
        bool intersect = !(at < bf || bt < af);
        bool adjacent = (!ao && at != INT64_MAX && at + 1 == bf) || (!bo && bt != INT64_MAX && bt + 1 == af);
        if (!intersect && !adjacent)
            return NULL;
        return type_new_integer_open(ctx, af < bf ? af : bf, at > bt ? at : bt,
                                     a->u.integer.open_from || b->u.integer.open_from, ao || bo);
    }
    /* Timespan, Timestamp: int64 ranges that also merge when adjacent */
    int64_t af = a->u.time.from, at = a->u.time.to, bf = b->u.time.from, bt = b->u.time.to;
    bool intersect = !(at < bf || bt < af);
    bool adjacent = (at != TYPE_UNBOUNDED_TO && at + 1 == bf) || (bt != TYPE_UNBOUNDED_TO && bt + 1 == af);
    if (!intersect && !adjacent)
        return NULL;
    return type_new_time(ctx, a->kind, af < bf ? af : bf, at > bt ? at : bt);
}

/* PVariantType#merge_ranges: pops the last range and merges the others into it while they
 * meet; the ranges that did not merge go round again. Merged ranges go to the front. */
static const Type *merge_ranges_of(Ctx *ctx, TypeKind kind, const Type **types, size_t *count) {
    size_t n = *count, ranges = 0;
    const Type **pending = ctx_alloc(ctx, (n + 1) * sizeof *pending);
    const Type **others = ctx_alloc(ctx, (n + 1) * sizeof *others);
    size_t other_count = 0;
    for (size_t i = 0; i < n; i++) {
        if (types[i]->kind == kind)
            pending[ranges++] = types[i];
        else
            others[other_count++] = types[i];
    }
    if (ranges < 2)
        return NULL;
    const Type **result = ctx_alloc(ctx, (ranges + 1) * sizeof *result);
    size_t result_count = 0;
    while (ranges) {
        const Type *memo = pending[--ranges];
        size_t unmerged = 0;
        for (size_t i = 0; i < ranges; i++) {
            const Type *merged = merge_two(ctx, memo, pending[i]);
            if (merged)
                memo = merged;
            else
                pending[unmerged++] = pending[i];
        }
        result[result_count++] = memo;
        ranges = unmerged;
    }
    size_t k = 0;
    for (size_t i = 0; i < result_count; i++)
        types[k++] = result[i];
    for (size_t i = 0; i < other_count; i++)
        types[k++] = others[i];
    *count = k;
    return types[0];
}

static bool is_plain_enum(const Type *t, bool case_insensitive) {
    return t->kind == TYPE_ENUM && t->u.enumeration.count && t->u.enumeration.case_insensitive == case_insensitive;
}

/* merge_enums: case-sensitive Enums and valued Strings into one Enum (appended last), then the
 * case-insensitive Enums into one (values down-cased). */
static void merge_enums(Ctx *ctx, const Type **types, size_t *count) {
    for (int pass = 0; pass < 2; pass++) {
        bool ci = pass == 1;
        size_t n = *count, matching = 0, values = 0;
        for (size_t i = 0; i < n; i++) {
            const Type *t = types[i];
            if (is_plain_enum(t, ci)) {
                matching++;
                values += t->u.enumeration.count;
            } else if (!ci && t->kind == TYPE_STRING && t->u.string.value) {
                matching++;
                values++;
            }
        }
        if (matching < 2)
            continue;
        const Str **collected = ctx_alloc(ctx, (values + 1) * sizeof *collected);
        size_t m = 0, k = 0;
        for (size_t i = 0; i < n; i++) {
            const Type *t = types[i];
            if (is_plain_enum(t, ci)) {
                for (size_t j = 0; j < t->u.enumeration.count; j++) {
                    const Str *v = t->u.enumeration.values[j];
                    if (ci) {
                        char *lower = ctx_strndup(ctx, v->bytes, v->len);
                        for (size_t c = 0; c < v->len; c++)
                            if (lower[c] >= 'A' && lower[c] <= 'Z')
                                lower[c] = (char)(lower[c] + 32);
                        v = str_new(ctx, lower, v->len);
                    }
                    collected[m++] = v;
                }
            } else if (!ci && t->kind == TYPE_STRING && t->u.string.value) {
                collected[m++] = t->u.string.value;
            } else {
                types[k++] = t;
            }
        }
        types[k++] = type_new_enum(ctx, collected, m, ci);
        *count = k;
    }
}

static void merge_patterns(Ctx *ctx, const Type **types, size_t *count) {
    size_t n = *count, matching = 0, regexps = 0;
    for (size_t i = 0; i < n; i++)
        if (types[i]->kind == TYPE_PATTERN) {
            matching++;
            regexps += types[i]->u.pattern.count;
        }
    if (matching < 2)
        return;
    const Type **collected = ctx_alloc(ctx, (regexps + 1) * sizeof *collected);
    size_t m = 0, k = 0;
    for (size_t i = 0; i < n; i++) {
        if (types[i]->kind == TYPE_PATTERN) {
            for (size_t j = 0; j < types[i]->u.pattern.count; j++)
                collected[m++] = types[i]->u.pattern.regexps[j];
        } else {
            types[k++] = types[i];
        }
    }
    types[k++] = type_new_pattern(ctx, collected, m);
    *count = k;
}

/* swap_not_undefs: several NotUndef[T] become one NotUndef[Variant[T...]] appended last. */
static void swap_not_undefs(Ctx *ctx, const Type **types, size_t *count) {
    size_t n = *count, matching = 0;
    for (size_t i = 0; i < n; i++)
        matching += types[i]->kind == TYPE_NOT_UNDEF;
    if (matching < 2)
        return;
    const Type **inner = ctx_alloc(ctx, matching * sizeof *inner);
    size_t m = 0, k = 0;
    for (size_t i = 0; i < n; i++) {
        if (types[i]->kind == TYPE_NOT_UNDEF)
            inner[m++] = types[i]->u.contained.type ? types[i]->u.contained.type : &type_any;
        else
            types[k++] = types[i];
    }
    types[k++] = type_new_contained(ctx, TYPE_NOT_UNDEF, type_normalize(ctx, type_variant_of(ctx, inner, m)));
    *count = k;
}

static const Type *normalize_variant(Ctx *ctx, const Type *t) {
    size_t n = t->u.variant.count;
    if (n == 0)
        return t;
    const Type **types = ctx_alloc(ctx, (n + 1) * sizeof *types);
    bool modified = false, has_undef = false;
    for (size_t i = 0; i < n; i++) {
        types[i] = type_normalize(ctx, t->u.variant.types[i]);
        modified |= types[i] != t->u.variant.types[i];
        has_undef |= types[i]->kind == TYPE_UNDEF || types[i]->kind == TYPE_OPTIONAL;
    }
    if (n == 1)
        return types[0];
    if (has_undef) {
        /* Optional of the members without Undef, Optional members unwrapped */
        size_t k = 0;
        for (size_t i = 0; i < n; i++) {
            if (types[i]->kind == TYPE_UNDEF)
                continue;
            if (types[i]->kind == TYPE_OPTIONAL) {
                if (!types[i]->u.contained.type)
                    continue;
                types[k++] = types[i]->u.contained.type;
            } else {
                types[k++] = types[i];
            }
        }
        const Type *rest = k ? type_variant_of(ctx, types, k) : type_new_variant(ctx, NULL, 0);
        return type_normalize(ctx, type_new_contained(ctx, TYPE_OPTIONAL, rest));
    }
    /* flatten nested Variants */
    size_t total = 0;
    for (size_t i = 0; i < n; i++)
        total += types[i]->kind == TYPE_VARIANT ? types[i]->u.variant.count : 1;
    const Type **flat = ctx_alloc(ctx, (total + 1) * sizeof *flat);
    size_t count = 0;
    for (size_t i = 0; i < n; i++) {
        if (types[i]->kind == TYPE_VARIANT) {
            for (size_t j = 0; j < types[i]->u.variant.count; j++)
                flat[count++] = types[i]->u.variant.types[j];
        } else {
            flat[count++] = types[i];
        }
    }
    size_t before = count;
    swap_not_undefs(ctx, flat, &count);
    merge_enums(ctx, flat, &count);
    merge_patterns(ctx, flat, &count);
    merge_ranges_of(ctx, TYPE_INTEGER, flat, &count);
    merge_ranges_of(ctx, TYPE_FLOAT, flat, &count);
    merge_ranges_of(ctx, TYPE_TIMESPAN, flat, &count);
    merge_ranges_of(ctx, TYPE_TIMESTAMP, flat, &count);
    if (count == 1)
        return flat[0];
    if (modified || count != before)
        return type_variant_of(ctx, flat, count);
    return t;
}

const Type *type_normalize(Ctx *ctx, const Type *t) {
    stack_guard();   /* nested types: see ctx.h */
    switch (t->kind) {
    case TYPE_NOT_UNDEF: {
        const Type *inner = t->u.contained.type;
        if (!inner)
            return t;
        inner = type_normalize(ctx, inner);
        if (inner->kind == TYPE_OPTIONAL)
            return type_normalize(ctx, type_new_contained(ctx, TYPE_NOT_UNDEF, inner->u.contained.type));
        if (!type_accepts_undef(ctx, inner))
            return inner;
        return type_new_contained(ctx, TYPE_NOT_UNDEF, inner);
    }
    case TYPE_OPTIONAL: {
        const Type *inner = t->u.contained.type;
        if (!inner)
            return t;
        inner = type_normalize(ctx, inner);
        if (inner->kind == TYPE_NOT_UNDEF)
            return type_normalize(ctx, type_new_contained(ctx, TYPE_OPTIONAL, inner->u.contained.type));
        if (type_accepts_undef(ctx, inner))
            return inner;
        return type_new_contained(ctx, TYPE_OPTIONAL, inner);
    }
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
        if (!t->u.contained.type)
            return t;
        return type_new_contained(ctx, t->kind, type_normalize(ctx, t->u.contained.type));
    case TYPE_COLLECTION:
        return &type_collection;
    case TYPE_ARRAY:
        if (t->u.array.element == &type_any)
            return &type_array;
        return type_new_array(ctx, type_normalize(ctx, t->u.array.element), t->u.array.sized, t->u.array.size);
    case TYPE_HASH:
        if (t == &type_hash_any || t == &type_hash_empty)
            return t;
        return type_new_hash(ctx, type_normalize(ctx, t->u.hash.key), type_normalize(ctx, t->u.hash.value),
                             t->u.hash.sized, t->u.hash.size);
    case TYPE_TUPLE: {
        if (t->u.tuple.count == 0)
            return t;
        const Type **types = ctx_alloc(ctx, t->u.tuple.count * sizeof *types);
        for (size_t i = 0; i < t->u.tuple.count; i++)
            types[i] = type_normalize(ctx, t->u.tuple.types[i]);
        return type_new_tuple(ctx, types, t->u.tuple.count, t->u.tuple.sized, t->u.tuple.size);
    }
    case TYPE_STRUCT: {
        if (t->u.structure.count == 0)
            return t;
        TypeStructMember *members = ctx_alloc(ctx, t->u.structure.count * sizeof *members);
        for (size_t i = 0; i < t->u.structure.count; i++) {
            members[i] = t->u.structure.members[i];
            members[i].value_type = type_normalize(ctx, members[i].value_type);
        }
        return type_new_struct(ctx, members, t->u.structure.count);
    }
    case TYPE_CALLABLE:
        if (t == &type_callable)
            return t;
        return type_new_callable(ctx, t->u.callable.params ? type_normalize(ctx, t->u.callable.params) : NULL,
                                 t->u.callable.block ? type_normalize(ctx, t->u.callable.block) : NULL,
                                 t->u.callable.ret ? type_normalize(ctx, t->u.callable.ret) : NULL);
    case TYPE_VARIANT:
        return normalize_variant(ctx, t);
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
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
    case TYPE_RUNTIME:
    case TYPE_CATALOG_ENTRY:
    case TYPE_RESOURCE:
    case TYPE_CLASS:
    case TYPE_OBJECT:
    case TYPE_TYPE_SET:
    case TYPE_INIT:
    case TYPE_ALIAS:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        break;
    }
    return t;
}
