/* type_generalize.c: a type without its value-specific parameters.
 *
 * Follows the reference's `generalize` of each type class (types.rb), used by
 * type(v, 'generalized') and by messages that must not disclose values (Sensitive[T] holds
 * T generalized): ranges and sizes are dropped (Integer[1, 1] -> Integer, Array[T, 2, 2] ->
 * Array[T]), an Enum becomes the String of its value lengths, containers generalize their
 * contents. Types the reference leaves alone (Regexp[/x/], Pattern, Tuple's size) stay.
 */
#include "types/type_internal.h"

static const Type *gen_or_null(Ctx *ctx, const Type *t) {
    return t ? type_generalize(ctx, t) : NULL;
}

const Type *type_generalize(Ctx *ctx, const Type *t) {
    stack_guard();   /* nested types: see ctx.h */
    switch (t->kind) {
    case TYPE_INTEGER:
        return &type_integer;
    case TYPE_FLOAT:
        return &type_float;
    case TYPE_TIMESPAN:
        return &type_timespan;
    case TYPE_TIMESTAMP:
        return &type_timestamp;
    case TYPE_STRING:
        return &type_string;
    case TYPE_BOOLEAN:
        return &type_boolean;
    case TYPE_COLLECTION:
        return &type_collection;
    case TYPE_ENUM: {
        if (t->u.enumeration.count == 0)
            return &type_string;
        int64_t lo = INT64_MAX, hi = 0;
        for (size_t i = 0; i < t->u.enumeration.count; i++) {
            int64_t n = (int64_t)str_char_count(t->u.enumeration.values[i]);
            lo = n < lo ? n : lo;
            hi = n > hi ? n : hi;
        }
        return type_new_string_sized(ctx, true, type_range(lo, hi));
    }
    case TYPE_NOT_UNDEF:
    case TYPE_OPTIONAL:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
        if (!t->u.contained.type)
            return type_default_of(t->kind);
        return type_new_contained(ctx, t->kind, type_generalize(ctx, t->u.contained.type));
    case TYPE_ARRAY:
        if (t->u.array.element == &type_any)
            return &type_array;
        return type_new_array(ctx, type_generalize(ctx, t->u.array.element), false, type_range(0, 0));
    case TYPE_HASH:
        if (t == &type_hash_any || t == &type_hash_empty)
            return t;
        return type_new_hash(ctx, type_generalize(ctx, t->u.hash.key), type_generalize(ctx, t->u.hash.value),
                             false, type_range(0, 0));
    case TYPE_TUPLE: {
        if (t->u.tuple.count == 0 && !t->u.tuple.sized)
            return t;
        const Type **types = ctx_alloc(ctx, (t->u.tuple.count + 1) * sizeof *types);
        for (size_t i = 0; i < t->u.tuple.count; i++)
            types[i] = type_generalize(ctx, t->u.tuple.types[i]);
        return type_new_tuple(ctx, types, t->u.tuple.count, t->u.tuple.sized, t->u.tuple.size);
    }
    case TYPE_STRUCT: {
        if (t->u.structure.count == 0)
            return &type_struct;
        TypeStructMember *members = ctx_alloc(ctx, t->u.structure.count * sizeof *members);
        for (size_t i = 0; i < t->u.structure.count; i++) {
            members[i] = t->u.structure.members[i];
            members[i].value_type = type_generalize(ctx, members[i].value_type);
        }
        return type_new_struct(ctx, members, t->u.structure.count);
    }
    case TYPE_VARIANT: {
        if (t->u.variant.count == 0)
            return t;
        const Type **types = ctx_alloc(ctx, t->u.variant.count * sizeof *types);
        for (size_t i = 0; i < t->u.variant.count; i++)
            types[i] = type_generalize(ctx, t->u.variant.types[i]);
        return type_variant_of(ctx, types, t->u.variant.count);
    }
    case TYPE_CALLABLE:
        if (t == &type_callable)
            return t;
        return type_new_callable(ctx, gen_or_null(ctx, t->u.callable.params), gen_or_null(ctx, t->u.callable.block),
                                 gen_or_null(ctx, t->u.callable.ret));
    case TYPE_OBJECT:
        if (t->u.object.params) {
            /* an Object type with type parameters generalizes to its base type */
            Type *base = ctx_calloc(ctx, 1, sizeof *base);
            *base = *t;
            base->u.object.params = NULL;
            base->u.object.param_count = 0;
            base->hash = 0;
            return base;
        }
        return t;
    case TYPE_URI:
        return &type_uri;   /* PURIType#generalize: DEFAULT */
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_NUMERIC:
    case TYPE_PATTERN:
    case TYPE_REGEXP:
    case TYPE_SEMVER:
    case TYPE_SEMVER_RANGE:
    case TYPE_BINARY:
    case TYPE_RUNTIME:
    case TYPE_CATALOG_ENTRY:
    case TYPE_RESOURCE:
    case TYPE_CLASS:
    case TYPE_TYPE_SET:
    case TYPE_INIT:
    case TYPE_ALIAS:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        break;
    }
    return t;
}
