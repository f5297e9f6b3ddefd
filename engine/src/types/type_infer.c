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
#include <string.h>

#include "eval/eval_call.h"
#include "text/format.h"
#include "values/semver.h"
#include "values/iterator.h"
#include "types/type_internal.h"
#include "objects/type_object.h"
#include "values/uri.h"

/* The common type of a sequence of types, as the reference's reduce_type folds it with
 * common_type. A run of Strings with values (a hash's keys, an array of words) folds into an
 * Enum of the values seen: one Enum per element made the fold n^2 in time and memory (10,000
 * keys reached the memory limit), so their values are gathered and the Enum made once, when
 * another type comes or at the end. Folding them one by one gives the same type: the distinct
 * values, sorted (type_new_enum), or the String of the one value. */
typedef struct {
    const Type *result;      /* the fold of the types before the pending values */
    const Str **pending;     /* values of Strings not folded into result yet */
    size_t count, capacity;
} TypeFold;

static bool folds_as_values(const Type *t) {
    return t->kind == TYPE_STRING && t->u.string.value && !t->u.string.sized;
}

static void fold_flush(Ctx *ctx, TypeFold *f) {
    if (!f->count)
        return;
    const Type *r = f->result;
    size_t known = !r ? 0 : r->kind == TYPE_ENUM ? r->u.enumeration.count : 1;
    const Str **values = ctx_alloc(ctx, (known + f->count) * sizeof *values);
    if (r && r->kind == TYPE_ENUM)
        memcpy(values, r->u.enumeration.values, known * sizeof *values);
    else if (r)
        values[0] = r->u.string.value;
    memcpy(values + known, f->pending, f->count * sizeof *values);
    const Type *e = type_new_enum(ctx, values, known + f->count, false);
    f->result = e->u.enumeration.count == 1 ? type_new_string_value(ctx, e->u.enumeration.values[0]) : e;
    f->count = 0;
}

static void fold_add(Ctx *ctx, TypeFold *f, const Type *t) {
    const Type *r = f->result;
    if (folds_as_values(t) &&
        (!r || folds_as_values(r) || (r->kind == TYPE_ENUM && !r->u.enumeration.case_insensitive))) {
        if (f->count == f->capacity) {
            size_t capacity = f->capacity ? f->capacity * 2 : 16;
            f->pending = ctx_realloc(ctx, f->pending, f->capacity * sizeof *f->pending, capacity * sizeof *f->pending);
            f->capacity = capacity;
        }
        f->pending[f->count++] = t->u.string.value;
        return;
    }
    fold_flush(ctx, f);
    f->result = f->result ? type_common(ctx, f->result, t) : t;
}

static const Type *fold_result(Ctx *ctx, TypeFold *f) {
    fold_flush(ctx, f);
    return f->result;
}

/* The reference's reduce_type: the common type of the reduced types, Undef ignored. */
const Type *type_infer_common(Ctx *ctx, const Value *values, size_t count) {
    TypeFold fold = { 0 };
    for (size_t i = 0; i < count; i++)
        fold_add(ctx, &fold, type_infer_reduced(ctx, values[i]));
    const Type *result = fold_result(ctx, &fold);
    return result ? result : &type_unit;
}

static const Type *infer_hash_reduced(Ctx *ctx, const Hash *h) {
    if (h->count == 0)
        return &type_hash_empty;
    TypeFold keys = { 0 }, values = { 0 };
    for (size_t i = 0; i < h->count; i++) {
        fold_add(ctx, &keys, type_infer_reduced(ctx, h->entries[i].key));
        fold_add(ctx, &values, type_infer_reduced(ctx, h->entries[i].value));
    }
    int64_t n = (int64_t)h->count;
    return type_new_hash(ctx, fold_result(ctx, &keys), fold_result(ctx, &values), true, type_range(n, n));
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
