/* type_instance.c: instance-of, `v =~ T`: whether a value is an instance of a type.
 *
 * Follows the reference's instance? of each type (lib/puppet/pops/types/types.rb): one rule
 * per kind of type, through the value's inferred type where the reference does so
 * (via_inference). Recursive aliases are guarded with type_assign.c's TypeGuard: a value met
 * again by the same alias is not an instance (the reference's really_instance? answers 0).
 * A Regexp type's invalid pattern, which the reference compiles at every check, is reported
 * through the guard (type_is_instance_checked). What this file does not do: assignability
 * between types (type_assign.c), which several rules here defer to.
 */
#include <string.h>

#include "functions/convert.h"
#include "eval/eval_call.h"
#include "eval/function.h"
#include "values/iterator.h"
#include "values/regex.h"
#include "values/semver.h"
#include "types/type_internal.h"
#include "objects/type_object.h"
#include "values/uri.h"

static const Type *alias_target(const Type *alias) {
    return alias->u.alias.target ? alias->u.alias.target : &type_any;
}

static bool str_equal(const Str *a, const Str *b) {
    return a->len == b->len && memcmp(a->bytes, b->bytes, a->len) == 0;
}

/* The types whose reference implementation asks whether the value's inferred type is
 * assignable (PScalarType for other values, CatalogEntry, Runtime, Callable, Iterable[T]). */
static bool via_inference(Ctx *ctx, const Type *t, Value v, TypeGuard *g) {
    return type_assignable_g(ctx, t, type_infer_reduced(ctx, v), g);
}

/* What T.new accepts as a single argument, for the kinds whose constructors the reference
 * declares (the `from` parameter of their one-argument dispatch). */
static bool init_single_accepts(Ctx *ctx, const Type *t, Value v) {
    switch (t->kind) {
    case TYPE_STRING:
    case TYPE_HASH:
    case TYPE_STRUCT:
        return true;   /* String.new: Convertible = Any; Hash.new(Any) */
    case TYPE_ARRAY:
    case TYPE_TUPLE:
        return v.kind == VAL_ARRAY || v.kind == VAL_HASH || v.kind == VAL_BINARY || type_is_instance(ctx, &type_iterable, v);
    case TYPE_INTEGER:
    case TYPE_FLOAT:
    case TYPE_NUMERIC: {
        Value n;
        if (v.kind == VAL_STRING)
            return convert_string_to_number(v.as.string->bytes, v.as.string->len, &n);
        return v.kind == VAL_INTEGER || v.kind == VAL_FLOAT || v.kind == VAL_BOOLEAN || v.kind == VAL_TIMESPAN ||
               v.kind == VAL_TIMESTAMP;
    }
    case TYPE_BOOLEAN: {
        static const char *const words[] = { "false", "true", "yes", "no", "y", "n" };
        if (v.kind == VAL_STRING) {
            for (size_t i = 0; i < sizeof words / sizeof words[0]; i++)
                if (v.as.string->len == strlen(words[i]) && type_names_equal_ci(v.as.string->bytes, words[i]))
                    return true;
            return false;
        }
        return v.kind == VAL_INTEGER || v.kind == VAL_FLOAT || v.kind == VAL_BOOLEAN;
    }
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
    case TYPE_NOT_UNDEF:
    case TYPE_OPTIONAL:
    case TYPE_VARIANT:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_ENUM:
    case TYPE_PATTERN:
    case TYPE_REGEXP:
    case TYPE_SEMVER:
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
    case TYPE_SEMVER_RANGE:
    case TYPE_BINARY:
    case TYPE_URI:
    case TYPE_COLLECTION:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
    case TYPE_CALLABLE:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
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
    case TYPE_OBJECT:
        return object_init_accepts(ctx, t, v);
    }
    return false;
}

/* The kinds whose constructor tables (functions_convert.c) hold the reference's dispatches
 * and nothing more; the others add catch-all dispatches for their error messages, so
 * init_single_accepts gives the reference's answers for them. */
static bool init_by_dispatches(TypeKind kind) {
    return kind == TYPE_INTEGER || kind == TYPE_FLOAT || kind == TYPE_NUMERIC || kind == TYPE_REGEXP ||
           kind == TYPE_TIMESPAN || kind == TYPE_TIMESTAMP || kind == TYPE_SEMVER || kind == TYPE_SEMVER_RANGE ||
           kind == TYPE_URI || kind == TYPE_TYPE || kind == TYPE_SENSITIVE || kind == TYPE_BINARY;
}

bool type_instance_g(Ctx *ctx, const Type *t, Value v, TypeGuard *g) {
    stack_guard();
    switch (t->kind) {
    case TYPE_ANY:
    case TYPE_UNIT:
        return true;
    case TYPE_UNDEF:
        return v.kind == VAL_UNDEF;
    case TYPE_DEFAULT:
        return v.kind == VAL_DEFAULT;
    case TYPE_NOT_UNDEF:
        return v.kind != VAL_UNDEF && (!t->u.contained.type || type_instance_g(ctx, t->u.contained.type, v, g));
    case TYPE_OPTIONAL:
        return v.kind == VAL_UNDEF || (t->u.contained.type && type_instance_g(ctx, t->u.contained.type, v, g));
    case TYPE_VARIANT:
        for (size_t i = 0; i < t->u.variant.count; i++)
            if (type_instance_g(ctx, t->u.variant.types[i], v, g))
                return true;
        return false;
    case TYPE_SCALAR:
        switch (v.kind) {
        case VAL_STRING:
        case VAL_INTEGER:
        case VAL_FLOAT:
        case VAL_BOOLEAN:
        case VAL_REGEXP:
            return true;
        case VAL_ARRAY:
        case VAL_HASH:
        case VAL_TYPE:
        case VAL_UNDEF:
            return false;
        case VAL_DEFAULT:
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
        case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
            break;
        }
        return via_inference(ctx, t, v, g);
    case TYPE_SCALAR_DATA:
        return v.kind == VAL_STRING || v.kind == VAL_INTEGER || v.kind == VAL_FLOAT || v.kind == VAL_BOOLEAN;
    case TYPE_NUMERIC:
        /* the reference checks Numeric's range -Infinity..Infinity, which NaN is outside of
         * (`0.0 / 0 =~ Numeric` is false, as `=~ Float`); x == x is false only for NaN */
        return v.kind == VAL_INTEGER || (v.kind == VAL_FLOAT && v.as.floating == v.as.floating);
    case TYPE_INTEGER:
        return v.kind == VAL_INTEGER && v.as.integer >= t->u.integer.from && v.as.integer <= t->u.integer.to;
    case TYPE_FLOAT:
        return v.kind == VAL_FLOAT && v.as.floating >= t->u.floating.from && v.as.floating <= t->u.floating.to;
    case TYPE_TIMESPAN:
        return v.kind == VAL_TIMESPAN && v.as.integer >= t->u.time.from && v.as.integer <= t->u.time.to;
    case TYPE_TIMESTAMP:
        return v.kind == VAL_TIMESTAMP && v.as.integer >= t->u.time.from && v.as.integer <= t->u.time.to;
    case TYPE_STRING:
        if (v.kind != VAL_STRING)
            return false;
        if (t->u.string.sized) {
            int64_t n = (int64_t)str_char_count_cursor(ctx, v.as.string);
            return n >= t->u.string.size.from && n <= t->u.string.size.to;
        }
        return !t->u.string.value || str_equal(t->u.string.value, v.as.string);
    case TYPE_ENUM:
        return v.kind == VAL_STRING && type_enum_has(t, v.as.string);
    case TYPE_PATTERN:
        return v.kind == VAL_STRING && type_pattern_matches(ctx, t, v.as.string);
    case TYPE_BOOLEAN:
        return v.kind == VAL_BOOLEAN && (t->u.boolean.value < 0 || t->u.boolean.value == (int)v.as.boolean);
    case TYPE_REGEXP:
        /* PRegexpType#instance? compiles its pattern (`regexp == o`) whatever the value, so an
         * invalid pattern is an error at every check of a parameterized Regexp type */
        if (t->u.regexp.pattern && !g->error)
            g->error = type_regexp_error(ctx, t);
        return v.kind == VAL_REGEXP && (!t->u.regexp.pattern || str_equal(t->u.regexp.pattern, v.as.regexp->pattern));
    case TYPE_SEMVER:
        if (v.kind != VAL_SEMVER)
            return false;
        if (t->u.semver.count == 0)
            return true;
        for (size_t i = 0; i < t->u.semver.count; i++)
            if (semver_range_includes(t->u.semver.ranges[i], v.as.semver))
                return true;
        return false;
    case TYPE_SEMVER_RANGE:
        return v.kind == VAL_SEMVER_RANGE;
    case TYPE_BINARY:
        return v.kind == VAL_BINARY;
    case TYPE_URI:
        return v.kind == VAL_URI && type_uri_accepts(ctx, t, v.as.uri);
    case TYPE_COLLECTION: {
        TypeRange size = type_size_of(t);
        if (v.kind == VAL_ARRAY)
            return (int64_t)v.as.array->count >= size.from && (int64_t)v.as.array->count <= size.to;
        if (v.kind == VAL_HASH)
            return (int64_t)v.as.hash->count >= size.from && (int64_t)v.as.hash->count <= size.to;
        return false;
    }
    case TYPE_ARRAY: {
        if (v.kind != VAL_ARRAY)
            return false;
        const Array *a = v.as.array;
        TypeRange size = type_size_of(t);
        if ((int64_t)a->count < size.from || (int64_t)a->count > size.to)
            return false;
        for (size_t i = 0; i < a->count; i++)
            if (!type_instance_g(ctx, t->u.array.element, a->items[i], g))
                return false;
        return true;
    }
    case TYPE_HASH: {
        if (v.kind != VAL_HASH)
            return false;
        const Hash *h = v.as.hash;
        for (size_t i = 0; i < h->count; i++)
            if (!type_instance_g(ctx, t->u.hash.key, h->entries[i].key, g) ||
                !type_instance_g(ctx, t->u.hash.value, h->entries[i].value, g))
                return false;
        TypeRange size = type_size_of(t);
        return (int64_t)h->count >= size.from && (int64_t)h->count <= size.to;
    }
    case TYPE_TUPLE: {
        if (v.kind != VAL_ARRAY)
            return false;
        const Array *a = v.as.array;
        size_t n = t->u.tuple.count;
        if (t->u.tuple.sized) {
            if ((int64_t)a->count < t->u.tuple.size.from || (int64_t)a->count > t->u.tuple.size.to)
                return false;
        } else if (n && n != a->count) {
            return false;
        }
        for (size_t i = 0; n && i < a->count; i++)
            if (!type_instance_g(ctx, t->u.tuple.types[i < n ? i : n - 1], a->items[i], g))
                return false;
        return true;
    }
    case TYPE_STRUCT: {
        if (v.kind != VAL_HASH)
            return false;
        const Hash *h = v.as.hash;
        size_t matched = 0;
        for (size_t i = 0; i < t->u.structure.count; i++) {
            const TypeStructMember *m = &t->u.structure.members[i];
            Value entry;
            if (!hash_get(h, value_from_string(m->name), &entry)) {
                if (!type_assignable_g(ctx, m->key_type, &type_undef, g))
                    return false;
            } else {
                matched++;
                if (!type_instance_g(ctx, m->value_type, entry, g))
                    return false;
            }
        }
        return matched == h->count;
    }
    case TYPE_ITERABLE: {
        const Type *element = t->u.contained.type;
        if (element && !type_assignable_g(ctx, element, &type_any, g))
            return via_inference(ctx, t, v, g);
        switch (v.kind) {
        case VAL_ITERATOR:
        case VAL_STRING:
        case VAL_HASH:
        case VAL_ARRAY:
            return true;
        case VAL_INTEGER:
            return v.as.integer >= 0;
        case VAL_TYPE: {
            const Type *r = type_resolve(v.as.type);
            return r->kind == TYPE_ENUM || (r->kind == TYPE_INTEGER && type_is_iterable(r));
        }
        case VAL_UNDEF:
        case VAL_DEFAULT:
        case VAL_BOOLEAN:
        case VAL_FLOAT:
        case VAL_REGEXP:
        case VAL_CALLABLE:
        case VAL_SENSITIVE:
        case VAL_SEMVER:
        case VAL_SEMVER_RANGE:
        case VAL_TIMESPAN:
        case VAL_TIMESTAMP:
        case VAL_BINARY:
        case VAL_OBJECT:
        case VAL_URI:
        case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
            break;
        }
        return false;
    }
    case TYPE_ITERATOR:
        /* a tree iterator infers as Runtime; PIteratorType#instance? sees an Iterable whose
         * element type is Any */
        if (v.kind == VAL_ITERATOR && v.as.iterator->kind == ITERATOR_TREE)
            return !t->u.contained.type || type_assignable_g(ctx, t->u.contained.type, &type_any, g);
        return v.kind == VAL_ITERATOR && via_inference(ctx, t, v, g);
    case TYPE_CALLABLE:
        return v.kind == VAL_CALLABLE && via_inference(ctx, t, v, g);
    case TYPE_TYPE:
        return v.kind == VAL_TYPE && (!t->u.contained.type || type_assignable_g(ctx, t->u.contained.type, v.as.type, g));
    case TYPE_SENSITIVE:
        return v.kind == VAL_SENSITIVE && type_instance_g(ctx, t->u.contained.type, *v.as.sensitive->value, g);
    case TYPE_RUNTIME:
    case TYPE_CATALOG_ENTRY:
    case TYPE_RESOURCE:
    case TYPE_CLASS:
        return via_inference(ctx, t, v, g);
    case TYPE_OBJECT:
        /* PObjectType#instance?: the instance's type is assignable. A type is a PuppetObject
         * too, whose Pcore type (Pcore::IntegerType, ...) only the plain Object accepts; yet
         * Type[Integer] <= Object stays false, as PObjectType#_assignable? sees no Object. */
        if (v.kind == VAL_TYPE)
            return type_equal(t, &type_object);
        return v.kind == VAL_OBJECT && type_object_assignable(ctx, t, object_type(ctx, v, true));
    case TYPE_TYPE_SET:
        /* PTypeSetType#instance?: any TypeSet (the type, not its instances) */
        return v.kind == VAL_TYPE && type_resolve(v.as.type)->kind == TYPE_TYPE_SET;
    case TYPE_INIT:
        /* Init[T] accepts what T accepts, and what T.new accepts as its single argument
         * (PInitType#really_instance? with the one-argument dispatch's type); unparameterized,
         * RichData */
        if (!t->u.init.type)
            return type_instance_g(ctx, &type_rich_data, v, g);
        if (!convert_init_supported(t->u.init.type)) {
            /* assert_initialized comes first: whatever the value, no constructor is an error */
            if (!g->error)
                g->error = ctx_sprintf(ctx, "Creation of new instance of type '%s' is not supported",
                                       type_to_string(ctx, t->u.init.type)->bytes);
            return false;
        }
        if (type_instance_g(ctx, t->u.init.type, v, g))
            return true;
        const Type *target = type_resolve(t->u.init.type);
        if (init_by_dispatches(target->kind) && !t->u.init.count) {
            /* the constructor's dispatches, as PInitType#really_instance? reads them */
            bool known;
            bool accepted = function_accepts_as_init(ctx, ctx_sprintf(ctx, "new %s", type_kind_name(target->kind)), v, &known);
            if (known)
                return accepted;
        }
        return init_single_accepts(ctx, target, v);
    case TYPE_ALIAS: {
        if (type_guard_holds(g, t, NULL, v)) {
            g->assumed = true;
            return false;   /* recursion in both the alias and the value: not an instance */
        }
        type_guard_push(ctx, g, t, NULL, v);
        bool result = type_instance_g(ctx, alias_target(t), v, g);
        type_guard_pop(g);
        return result;
    }
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        return false;
    }
    return false;
}

bool type_is_instance(Ctx *ctx, const Type *t, Value v) {
    const char *invalid;
    bool result = type_is_instance_checked(ctx, t, v, &invalid);
    if (type_run_has_invalid_regexp(ctx))
        type_note_instance_error(ctx, invalid);
    return result;
}

bool type_is_instance_checked(Ctx *ctx, const Type *t, Value v, const char **error) {
    TypeGuard g;
    type_guard_init(&g);
    bool result = type_instance_g(ctx, t, v, &g);
    *error = g.error;
    return result && !g.error;
}
