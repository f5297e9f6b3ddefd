/* type_common.c: the common type of two types (the spec's "T1 ∪ T2" lines).
 *
 * Follows the "Type Algebra" sections of types-values-variables.md as the reference computes
 * them (TypeCalculator#common_type): Undef and Unit give way to the other type; when one type
 * accepts the other it is the answer; otherwise a rule per pair of like kinds (Array[R] ∪
 * Array[Q] -> Array[R ∪ Q], Integer ranges widen, Strings with values and Enums join into an
 * Enum, ...); otherwise the first of Numeric, ScalarData, Scalar, Data, Type[A ∪ B], RichData
 * that accepts both; otherwise Any. Where the spec and the reference differ the reference wins
 * (the spec's Callable lines are contravariant; the reference answers Callable when neither
 * callable accepts the other).
 */
#include <string.h>

#include "types/type_internal.h"

/* Members of a | b (Ruby's Array#|: a's order, then b's members that a lacks). */
static const Type *variant_union(Ctx *ctx, const Type *a, const Type *b) {
    size_t n = a->u.variant.count + b->u.variant.count;
    const Type **types = ctx_alloc(ctx, (n + 1) * sizeof *types);
    size_t k = 0;
    for (size_t i = 0; i < a->u.variant.count; i++)
        types[k++] = a->u.variant.types[i];
    for (size_t i = 0; i < b->u.variant.count; i++) {
        bool seen = false;
        for (size_t j = 0; j < k && !seen; j++)
            seen = type_equal(types[j], b->u.variant.types[i]);
        if (!seen)
            types[k++] = b->u.variant.types[i];
    }
    return type_variant_of(ctx, types, k);
}

static const Type *enum_with(Ctx *ctx, const Type *e, const Str *const *extra, size_t extra_count) {
    size_t n = e->u.enumeration.count + extra_count;
    const Str **values = ctx_alloc(ctx, (n + 1) * sizeof *values);
    for (size_t i = 0; i < e->u.enumeration.count; i++)
        values[i] = e->u.enumeration.values[i];
    for (size_t i = 0; i < extra_count; i++)
        values[e->u.enumeration.count + i] = extra[i];
    return type_new_enum(ctx, values, n, false);
}

static bool both_accepted_by(Ctx *ctx, const Type *t, const Type *a, const Type *b) {
    return type_is_assignable(ctx, t, a) && type_is_assignable(ctx, t, b);
}

const Type *type_common(Ctx *ctx, const Type *a, const Type *b) {
    stack_guard();   /* nested types: see ctx.h */
    if (a->kind == TYPE_UNDEF)
        return b;
    if (b->kind == TYPE_UNDEF)
        return a;
    if (a->kind == TYPE_UNIT)
        return b;
    if (b->kind == TYPE_UNIT)
        return a;
    if (type_is_assignable(ctx, a, b))
        return a;
    if (type_is_assignable(ctx, b, a))
        return b;

    if (a->kind == b->kind) {
        switch (a->kind) {
        case TYPE_ARRAY:
            return type_new_array(ctx, type_common(ctx, a->u.array.element, b->u.array.element), false, type_range(0, 0));
        case TYPE_HASH:
            return type_new_hash(ctx, type_common(ctx, a->u.hash.key, b->u.hash.key),
                                 type_common(ctx, a->u.hash.value, b->u.hash.value), false, type_range(0, 0));
        case TYPE_CLASS:
            return &type_class_any;
        case TYPE_RESOURCE:
            /* Resource[RT, T1] ∪ Resource[RT, T2] -> Resource[RT] (by the exact type name) */
            if (a->u.resource.type_name && b->u.resource.type_name &&
                strcmp(a->u.resource.type_name, b->u.resource.type_name) == 0)
                return type_resource(ctx, a->u.resource.type_name, NULL);
            return &type_resource_any;
        case TYPE_INTEGER:
            return type_new_integer_open(ctx, a->u.integer.from < b->u.integer.from ? a->u.integer.from : b->u.integer.from,
                                         a->u.integer.to > b->u.integer.to ? a->u.integer.to : b->u.integer.to,
                                         a->u.integer.open_from || b->u.integer.open_from,
                                         a->u.integer.open_to || b->u.integer.open_to);
        case TYPE_FLOAT:
            return type_new_float(ctx, a->u.floating.from < b->u.floating.from ? a->u.floating.from : b->u.floating.from,
                                  a->u.floating.to > b->u.floating.to ? a->u.floating.to : b->u.floating.to);
        case TYPE_STRING: {
            /* sizes widen; two valued strings make an Enum; otherwise String */
            bool a_sized = a->u.string.sized, b_sized = b->u.string.sized;
            if (!a_sized || !b_sized) {
                if (!a->u.string.value || !b->u.string.value)
                    return &type_string;
                const Str *values[2] = { a->u.string.value, b->u.string.value };
                return type_new_enum(ctx, values, 2, false);
            }
            TypeRange x = a->u.string.size, y = b->u.string.size;
            return type_new_string_sized(ctx, true, type_range(x.from < y.from ? x.from : y.from, x.to > y.to ? x.to : y.to));
        }
        case TYPE_PATTERN: {
            size_t n = a->u.pattern.count + b->u.pattern.count;
            const Type **regexps = ctx_alloc(ctx, (n + 1) * sizeof *regexps);
            for (size_t i = 0; i < a->u.pattern.count; i++)
                regexps[i] = a->u.pattern.regexps[i];
            for (size_t i = 0; i < b->u.pattern.count; i++)
                regexps[a->u.pattern.count + i] = b->u.pattern.regexps[i];
            return type_new_pattern(ctx, regexps, n);
        }
        case TYPE_ENUM:
            return enum_with(ctx, a, b->u.enumeration.values, b->u.enumeration.count);
        case TYPE_VARIANT:
            return variant_union(ctx, a, b);
        case TYPE_REGEXP:
            return &type_regexp;
        case TYPE_CALLABLE:
            return &type_callable;
        case TYPE_ANY:
        case TYPE_UNDEF:
        case TYPE_DEFAULT:
        case TYPE_UNIT:
        case TYPE_NOT_UNDEF:
        case TYPE_OPTIONAL:
        case TYPE_SCALAR:
        case TYPE_SCALAR_DATA:
        case TYPE_NUMERIC:
        case TYPE_BOOLEAN:
        case TYPE_SEMVER:
        case TYPE_TIMESPAN:
        case TYPE_TIMESTAMP:
        case TYPE_SEMVER_RANGE:
        case TYPE_BINARY:
        case TYPE_URI:
        case TYPE_COLLECTION:
        case TYPE_TUPLE:
        case TYPE_STRUCT:
        case TYPE_ITERABLE:
        case TYPE_ITERATOR:
        case TYPE_TYPE:
        case TYPE_SENSITIVE:
        case TYPE_RUNTIME:
        case TYPE_CATALOG_ENTRY:
        case TYPE_OBJECT:
        case TYPE_TYPE_SET:
        case TYPE_INIT:
        case TYPE_ALIAS:
        case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
            break;
        }
    }
    /* a String with a value and an Enum (either order) join into an Enum */
    if ((a->kind == TYPE_STRING && b->kind == TYPE_ENUM) || (a->kind == TYPE_ENUM && b->kind == TYPE_STRING)) {
        const Type *s = a->kind == TYPE_STRING ? a : b, *e = a->kind == TYPE_ENUM ? a : b;
        if (!s->u.string.value)
            return &type_enum;
        return enum_with(ctx, e, &s->u.string.value, 1);
    }

    /* common abstract types, from the most specific to the most general */
    if (both_accepted_by(ctx, &type_numeric, a, b))
        return &type_numeric;
    if (both_accepted_by(ctx, &type_scalar_data, a, b))
        return &type_scalar_data;
    if (both_accepted_by(ctx, &type_scalar, a, b))
        return &type_scalar;
    if (both_accepted_by(ctx, &type_data, a, b))
        return &type_data;
    if (a->kind == TYPE_TYPE && b->kind == TYPE_TYPE)
        return type_new_contained(ctx, TYPE_TYPE, type_common(ctx, a->u.contained.type ? a->u.contained.type : &type_any,
                                                               b->u.contained.type ? b->u.contained.type : &type_any));
    if (both_accepted_by(ctx, &type_rich_data, a, b))
        return &type_rich_data;
    return &type_any;
}
