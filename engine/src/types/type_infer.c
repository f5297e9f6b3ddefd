/* type_infer.c: the type of a value, in the three modes of type().
 *
 * Follows the reference's TypeCalculator (lib/puppet/pops/types/type_calculator.rb), which the
 * spec's `type()` and "Type Algebra on String" describe:
 *   - detailed (infer_set, type()'s default): arrays are Tuples of their elements' types,
 *     hashes with non-empty String keys are Structs, [1,'a'] -> Tuple[Integer[1, 1], String];
 *   - reduced (infer): an array is Array[common type of its elements, n, n], a hash
 *     Hash[common key type, common value type, n, n], [1,'a'] -> Array[ScalarData, 2, 2];
 *   - generalized: the reduced type without value-specific parameters, Array[ScalarData].
 * Scalars carry their value: Integer[1, 1], Float[1.5, 1.5], Boolean[true], and a String that
 * remembers its value (rendered plainly as String, as the reference does).
 */
#include "eval/eval_call.h"
#include "text/format.h"
#include "values/semver.h"
#include "values/iterator.h"
#include "types/type_internal.h"
#include "objects/type_object.h"
#include "values/uri.h"

/* The reference's reduce_type: the common type of the reduced types, Undef ignored. */
const Type *type_infer_common(Ctx *ctx, const Value *values, size_t count) {
    const Type *result = NULL;
    for (size_t i = 0; i < count; i++) {
        const Type *t = type_infer_reduced(ctx, values[i]);
        result = result ? type_common(ctx, result, t) : t;
    }
    return result ? result : &type_unit;
}

static const Type *infer_hash_reduced(Ctx *ctx, const Hash *h) {
    if (h->count == 0)
        return &type_hash_empty;
    const Type *key = NULL, *value = NULL;
    for (size_t i = 0; i < h->count; i++) {
        const Type *k = type_infer_reduced(ctx, h->entries[i].key);
        const Type *v = type_infer_reduced(ctx, h->entries[i].value);
        key = key ? type_common(ctx, key, k) : k;
        value = value ? type_common(ctx, value, v) : v;
    }
    int64_t n = (int64_t)h->count;
    return type_new_hash(ctx, key, value, true, type_range(n, n));
}

const Type *type_infer_reduced(Ctx *ctx, Value v) {
    stack_guard();   /* nested data: see ctx.h */
    switch (v.kind) {
    case VAL_UNDEF:
        return &type_undef;
    case VAL_DEFAULT:
        return &type_default;
    case VAL_BOOLEAN:
        return type_new_boolean(v.as.boolean);
    case VAL_INTEGER:
        return type_new_integer_exact(ctx, v.as.integer, v.as.integer);
    case VAL_FLOAT:
        return type_new_float(ctx, v.as.floating, v.as.floating);
    case VAL_STRING:
        return type_new_string_value(ctx, v.as.string);
    case VAL_REGEXP:
        return type_new_regexp(ctx, v.as.regexp->pattern);
    case VAL_ARRAY: {
        const Array *a = v.as.array;
        if (a->count == 0)
            return &type_array_empty;
        int64_t n = (int64_t)a->count;
        return type_new_array(ctx, type_infer_common(ctx, a->items, a->count), true, type_range(n, n));
    }
    case VAL_HASH:
        return infer_hash_reduced(ctx, v.as.hash);
    case VAL_TYPE:
        return type_new_contained(ctx, TYPE_TYPE, v.as.type);
    case VAL_CALLABLE: {
        const Type *t = callable_type(ctx, v.as.callable);
        if (!t) {
            ctx_clear_unwind(ctx);   /* inference never fails: a bad parameter type says Callable */
            return &type_callable;
        }
        return t;
    }
    case VAL_ITERATOR: {
        /* tree_each's iterator is no Iterator subclass in the reference: it infers as the Ruby
         * class it is (still an instance of Iterator and Iterable, see type_assign.c) */
        if (v.as.iterator->kind == ITERATOR_TREE) {
            const char *name = v.as.iterator->tree->breadth_first
                                   ? "Puppet::Pops::Types::Iterable::BreadthFirstTreeIterator"
                                   : "Puppet::Pops::Types::Iterable::DepthFirstTreeIterator";
            return type_new_runtime(ctx, value_cstring(ctx, "ruby").as.string, value_cstring(ctx, name).as.string);
        }
        /* the element type the reference's Iterable.on gave the iterator when it was made */
        const Type *element = iterator_element_type(ctx, v.as.iterator);
        return element ? type_new_contained(ctx, TYPE_ITERATOR, element) : &type_iterator;
    }
    case VAL_SENSITIVE:
        return type_new_contained(ctx, TYPE_SENSITIVE, type_infer_reduced(ctx, *v.as.sensitive->value));
    case VAL_SEMVER:
        return &type_semver;
    case VAL_SEMVER_RANGE:
        return &type_semver_range;
    case VAL_TIMESPAN:
        return type_new_time(ctx, TYPE_TIMESPAN, v.as.integer, v.as.integer);
    case VAL_TIMESTAMP:
        return type_new_time(ctx, TYPE_TIMESTAMP, v.as.integer, v.as.integer);
    case VAL_BINARY:
        return &type_binary;
    case VAL_OBJECT:
        return object_type(ctx, v, true);   /* infer: Error[undef, undef] as infer_set */
    case VAL_URI: {
        /* PURIType.new(uri): its parts */
        Value parameters = uri_type_parameters(ctx, v.as.uri);
        return type_new_uri(ctx, parameters.kind == VAL_UNDEF ? NULL : &parameters);
    }
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    return &type_any;
}

/* A hash whose keys are all non-empty strings is a Struct (infer_set_Hash). */
static bool keys_are_names(const Hash *h) {
    for (size_t i = 0; i < h->count; i++)
        if (h->entries[i].key.kind != VAL_STRING || h->entries[i].key.as.string->len == 0)
            return false;
    return true;
}

const Type *type_infer_set(Ctx *ctx, Value v) {
    stack_guard();
    switch (v.kind) {
    case VAL_ARRAY: {
        const Array *a = v.as.array;
        if (a->count == 0)
            return &type_array_empty;
        const Type **types = ctx_alloc(ctx, a->count * sizeof *types);
        for (size_t i = 0; i < a->count; i++)
            types[i] = type_infer_set(ctx, a->items[i]);
        return type_new_tuple(ctx, types, a->count, false, type_range(0, 0));
    }
    case VAL_HASH: {
        const Hash *h = v.as.hash;
        if (h->count == 0)
            return &type_hash_empty;
        if (keys_are_names(h)) {
            /* the members are built directly (not through Struct[...]): a key is never made
             * Optional, whatever its value */
            TypeStructMember *members = ctx_alloc(ctx, h->count * sizeof *members);
            for (size_t i = 0; i < h->count; i++) {
                const Str *name = h->entries[i].key.as.string;
                members[i].name = name;
                members[i].key_type = type_new_string_value(ctx, name);
                members[i].value_type = type_infer_set(ctx, h->entries[i].value);
                members[i].optional = false;
            }
            return type_new_struct(ctx, members, h->count);
        }
        const Type **keys = ctx_alloc(ctx, h->count * sizeof *keys);
        const Type **values = ctx_alloc(ctx, h->count * sizeof *values);
        for (size_t i = 0; i < h->count; i++) {
            keys[i] = type_infer_set(ctx, h->entries[i].key);
            values[i] = type_infer_set(ctx, h->entries[i].value);
        }
        int64_t n = (int64_t)h->count;
        return type_new_hash(ctx, type_variant_of(ctx, keys, h->count), type_variant_of(ctx, values, h->count),
                             true, type_range(n, n));
    }
    case VAL_SEMVER: {
        /* infer_set_Version: SemVer[v - v] */
        const SemVerRange *range = semver_range_from_versions(ctx, v.as.semver, v.as.semver, false);
        return type_new_semver(ctx, &range, 1);
    }
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_STRING:
    case VAL_REGEXP:
    case VAL_TYPE:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
    case VAL_SEMVER_RANGE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    case VAL_OBJECT:
        return object_type(ctx, v, true);
    }
    return type_infer_reduced(ctx, v);
}

const Type *type_infer_mode(Ctx *ctx, Value v, InferMode mode) {
    /* data that shares itself ([$m, $m] nested 40 times) has 2^40 paths, each of which the
     * inference walks (allocating as it goes): charge them first, as formatting does */
    format_charge_steps(ctx, v);
    switch (mode) {
    case INFER_DETAILED:
        return type_infer_set(ctx, v);
    case INFER_REDUCED:
        return type_infer_reduced(ctx, v);
    case INFER_GENERALIZED:
        return type_generalize(ctx, type_infer_reduced(ctx, v));
    }
    return type_infer_set(ctx, v);
}

const Type *type_infer(Ctx *ctx, Value v) {
    return type_infer_set(ctx, v);
}
