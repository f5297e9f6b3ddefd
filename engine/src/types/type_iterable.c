/* type_iterable.c: what Iterable accepts, the reference's iterable? and iterable_type of
 * each type (Integer ranges, Enums, Strings, collections, Iterables, Iterators...), which
 * assignability to Iterable[T] and Iterator[T] rests on (type_assign.c).
 */
#include "types/type_internal.h"

/* The reference's iterable?: whether instances of t can be iterated. */
bool type_instances_iterable(const Type *t) {
    t = type_resolve(t);
    switch (t->kind) {
    case TYPE_INTEGER:
    case TYPE_ENUM:
    case TYPE_STRING:
    case TYPE_COLLECTION:
    case TYPE_ARRAY:
    case TYPE_HASH:
    case TYPE_TUPLE:
    case TYPE_STRUCT:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
        return true;
    case TYPE_TYPE:
        return t->u.contained.type &&
               (t->u.contained.type->kind == TYPE_ENUM ||
                (t->u.contained.type->kind == TYPE_INTEGER && type_is_iterable(t->u.contained.type)));
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
    case TYPE_NOT_UNDEF:
    case TYPE_OPTIONAL:
    case TYPE_VARIANT:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_NUMERIC:
    case TYPE_FLOAT:
    case TYPE_PATTERN:
    case TYPE_BOOLEAN:
    case TYPE_REGEXP:
    case TYPE_SEMVER:
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
    case TYPE_SEMVER_RANGE:
    case TYPE_BINARY:
    case TYPE_URI:
    case TYPE_CALLABLE:
    case TYPE_SENSITIVE:
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
    return false;
}

/* The element type of the reference's iterable_type, or NULL when t has none (or the
 * unparameterized Iterable, whose element is unknown). */
const Type *type_iterable_element(Ctx *ctx, const Type *t) {
    t = type_resolve(t);
    switch (t->kind) {
    case TYPE_INTEGER:
        return &type_integer;
    case TYPE_ENUM:
    case TYPE_STRING:
        return type_new_string_sized(ctx, true, type_range(1, 1));
    case TYPE_ARRAY:
        return t->u.array.element->kind == TYPE_ANY ? NULL : t->u.array.element;
    case TYPE_HASH: {
        const Type *pair[2] = { t->u.hash.key, t->u.hash.value };
        if (t == &type_hash_any || t == &type_hash_empty)
            pair[0] = pair[1] = &type_unit;
        return type_new_tuple(ctx, pair, 2, true, type_range(2, 2));
    }
    case TYPE_TUPLE:
        return type_variant_of(ctx, t->u.tuple.types, t->u.tuple.count);
    case TYPE_STRUCT: {
        const Type *pair[2] = { &type_unit, &type_unit };
        if (t->u.structure.count) {
            const Type **keys = ctx_alloc(ctx, t->u.structure.count * sizeof *keys);
            const Type **values = ctx_alloc(ctx, t->u.structure.count * sizeof *values);
            for (size_t i = 0; i < t->u.structure.count; i++) {
                keys[i] = t->u.structure.members[i].key_type;
                values[i] = t->u.structure.members[i].value_type;
            }
            pair[0] = type_variant_of(ctx, keys, t->u.structure.count);
            pair[1] = type_variant_of(ctx, values, t->u.structure.count);
        }
        return type_new_tuple(ctx, pair, 2, true, type_range(2, 2));
    }
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
        return t->u.contained.type;
    case TYPE_TYPE:
        return type_instances_iterable(t) ? t->u.contained.type : NULL;
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
    case TYPE_NOT_UNDEF:
    case TYPE_OPTIONAL:
    case TYPE_VARIANT:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_NUMERIC:
    case TYPE_FLOAT:
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
    case TYPE_CALLABLE:
    case TYPE_SENSITIVE:
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
    return NULL;
}
