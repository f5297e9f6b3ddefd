/* type_parameterize_args.c: what every rule of T[args] shares: the labels the reference's
 * messages use ("an Integer-Type", Ruby class names), its issues (BAD_TYPE_SLICE_ARITY,
 * "Error creating type specialization of ..."), and the argument helpers (ranges, collection
 * sizes, flattening).
 *
 * Words and messages follow the reference's access_operator.rb and label_provider.rb; no type
 * is built here (type_parameterize_*.c build them).
 */
#include <string.h>

#include "values/label.h"
#include "support/limits.h"
#include "types/type_parameterize_internal.h"
#include "values/uri.h"

SrcSpan param_key_span(const TypeAccess *a, size_t i) {
    return a->spans && i < a->span_count ? a->spans[i] : a->where;
}

/* "Integer-Type", "MyInt = Integer-Type" (label_PAnyType: the type's to_s, aliases expanded). */
const char *param_type_label(Ctx *ctx, const Type *t) {
    if (t->kind == TYPE_RESOURCE && t->u.resource.title)
        return ctx_sprintf(ctx, "%s Resource-Reference", type_to_string(ctx, t)->bytes);
    return ctx_sprintf(ctx, "%s-Type", type_to_string_expanded(ctx, t)->bytes);
}

const char *type_ruby_class_name(const Type *t) {
    /* every kind's class is P<Name>Type (types.rb), aliases and references included */
    static const char *const names[] = {
#define X(kind, name, flags) "Puppet::Pops::Types::P" name "Type",
#include "types/type.def"
#undef X
    };
    return (unsigned)t->kind < TYPE_KIND_COUNT ? names[t->kind] : "Puppet::Pops::Types::PAnyType";
}

const char *type_ruby_class_of_value(Value v) {
    switch (v.kind) {
    case VAL_UNDEF: return "NilClass";
    case VAL_DEFAULT: return "Symbol";
    case VAL_BOOLEAN: return v.as.boolean ? "TrueClass" : "FalseClass";
    case VAL_INTEGER: return "Integer";
    case VAL_FLOAT: return "Float";
    case VAL_STRING: return "String";
    case VAL_REGEXP: return "Regexp";
    case VAL_ARRAY: return "Array";
    case VAL_HASH: return "Hash";
    case VAL_TYPE:
        /* a reference the catalog held in a parameter is the reference's Puppet::Resource */
        return v.catalog_resource ? "Puppet::Resource" : type_ruby_class_name(v.as.type);
    case VAL_CALLABLE: return "Puppet::Pops::Evaluator::Closure";
    case VAL_ITERATOR: return "Puppet::Pops::Types::Iterable";
    case VAL_SENSITIVE: return "Puppet::Pops::Types::PSensitiveType::Sensitive";
    case VAL_SEMVER: return "SemanticPuppet::Version";
    case VAL_SEMVER_RANGE: return "SemanticPuppet::VersionRange";
    case VAL_TIMESPAN: return "Puppet::Pops::Time::Timespan";
    case VAL_TIMESTAMP: return "Puppet::Pops::Time::Timestamp";
    case VAL_BINARY: return "Puppet::Pops::Types::PBinaryType::Binary";
    case VAL_OBJECT: return "Puppet::Pops::Types::PObjectType";
    case VAL_URI: return uri_ruby_class(v.as.uri);
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    return "Object";
}

/* The Ruby class name of a value (`key.class` in the reference's messages). */
const char *param_ruby_class_name(Value v) {
    return type_ruby_class_of_value(v);
}

/* label(x.class) of the reference's label provider: type classes read "String-Type". */
static const char *class_label(Ctx *ctx, Value v) {
    if (v.kind == VAL_TYPE)
        return ctx_sprintf(ctx, "%s-Type", type_kind_name(v.as.type->kind));
    return param_ruby_class_name(v);
}

/* The label provider's label of a value (ModelLabelProvider): "Integer", "Hash", a type's
 * "Integer-Type", "Undef Value". */
const char *param_value_label(Ctx *ctx, Value v) {
    return v.kind == VAL_TYPE ? param_type_label(ctx, v.as.type) : label_of_value(v);
}

/* bad_key_type_name: Undef, Default, or the generalized inferred type. */
const char *param_key_type_name(Ctx *ctx, Value v) {
    if (v.kind == VAL_UNDEF)
        return "Undef";
    if (v.kind == VAL_DEFAULT)
        return "Default";
    return type_to_string(ctx, type_generalize(ctx, type_infer_reduced(ctx, v)))->bytes;
}

Value param_fail_arity(const TypeAccess *a, const char *base_label, long min, long max, size_t actual, SrcSpan at) {
    if (max < 0)
        return ctx_error(a->ctx, at, "%s[] accepts %ld or more arguments. Got %zu", base_label, min, actual);
    if (max != min)
        return ctx_error(a->ctx, at, "%s[] accepts %ld to %ld arguments. Got %zu", base_label, min, max, actual);
    return ctx_error(a->ctx, at, "%s[] accepts %ld %s. Got %zu", base_label, min, min == 1 ? "argument" : "arguments", actual);
}

/* BAD_TYPE_SLICE_ARITY with the base type as label ("A Boolean-Type[] accepts ..."). */
Value param_fail_type_arity(const TypeAccess *a, long min, long max, SrcSpan at) {
    return param_fail_arity(a, label_with_article(a->ctx, param_type_label(a->ctx, a->base), true), min, max, a->count, at);
}

Value param_fail_slice_type(const TypeAccess *a, const char *base, size_t i) {
    return ctx_error(a->ctx, param_key_span(a, i), "%s[] arguments must be types. Got %s", base, param_ruby_class_name(a->keys[i]));
}

Value param_fail_specialization(const TypeAccess *a, size_t i, const char *message) {
    return ctx_error(a->ctx, param_key_span(a, i), "Error creating type specialization of %s, %s",
                     label_with_article(a->ctx, param_type_label(a->ctx, a->base), false), message);
}

Value param_fail_key_classes(const TypeAccess *a, size_t i, const char *expected) {
    return param_fail_specialization(a, i, ctx_sprintf(a->ctx, "Cannot use %s where %s is expected",
                                                 param_key_type_name(a->ctx, a->keys[i]), expected));
}

/* An ArgumentError raised while building the type, as the evaluator wraps it. */
Value param_fail_argument(const TypeAccess *a, const char *message) {
    return ctx_error(a->ctx, a->where, "Error while evaluating a '[]' expression, %s", message);
}

Value param_fail_runtime_name(const TypeAccess *a) {
    return param_fail_argument(a, "Runtime 'name_or_pattern' has wrong type, expects a value of type String[1] or "
                                  "Tuple[Regexp, String[1]], got String");
}

Value param_fail_collection_size(const TypeAccess *a, size_t i) {
    return ctx_error(a->ctx, param_key_span(a, i),
                     "A Type's size constraint arguments must be a single Integer type, or 1-2 integers (or default). Got %s",
                     label_with_article(a->ctx, class_label(a->ctx, a->keys[i]), false));
}

Value param_not_applicable(const TypeAccess *a) {
    return ctx_error(a->ctx, a->where, "Operator '[]' is not applicable to %s.", label_with_article(a->ctx, param_type_label(a->ctx, a->base), false));
}

/* TypeFactory.is_range_parameter?: an Integer, `default` or the string 'default'. */
bool param_is_range(Value v) {
    return v.kind == VAL_INTEGER || v.kind == VAL_DEFAULT ||
           (v.kind == VAL_STRING && v.as.string->len == 7 && memcmp(v.as.string->bytes, "default", 7) == 0);
}

static int64_t range_end(Value v, int64_t unbounded) {
    return v.kind == VAL_INTEGER ? v.as.integer : unbounded;
}

/* PIntegerType.new(from, to) with its check. */
bool param_make_range(const TypeAccess *a, Value from, Value to, TypeRange *out) {
    int64_t f = range_end(from, TYPE_UNBOUNDED_FROM), t = range_end(to, TYPE_UNBOUNDED_TO);
    if (f > t) {
        param_fail_argument(a, ctx_sprintf(a->ctx, "'from' must be less or equal to 'to'. Got (%lld, %lld",
                                     (long long)f, (long long)t));
        return false;
    }
    *out = type_range(f, t);
    return true;
}

/* collection_size_t: one Integer type, or one or two integers / default, starting at key `start`. */
bool param_collection_size(const TypeAccess *a, size_t start, size_t n, TypeRange *out) {
    if (n == 1 && param_is_type(a->keys[start]) && a->keys[start].as.type->kind == TYPE_INTEGER) {
        const Type *t = a->keys[start].as.type;
        *out = type_range(t->u.integer.from, t->u.integer.to);
        return true;
    }
    for (size_t i = 0; i < n; i++) {
        Value k = a->keys[start + i];
        if (k.kind != VAL_INTEGER && k.kind != VAL_DEFAULT) {
            param_fail_collection_size(a, start + i);
            return false;
        }
    }
    return param_make_range(a, a->keys[start], n > 1 ? a->keys[start + 1] : value_default(), out);
}

void param_flatten_into(Ctx *ctx, ArrayBuilder *b, Value v, int depth) {
    if (v.kind == VAL_ARRAY && depth < MAX_DATA_DEPTH) {
        for (size_t i = 0; i < v.as.array->count; i++)
            param_flatten_into(ctx, b, v.as.array->items[i], depth + 1);
    } else {
        array_builder_push(ctx, b, v);
    }
}

void param_flatten(TypeAccess *a) {
    bool nested = false;
    for (size_t i = 0; i < a->count && !nested; i++)
        nested = a->keys[i].kind == VAL_ARRAY;
    if (!nested)
        return;
    ArrayBuilder b;
    array_builder_init(&b);
    for (size_t i = 0; i < a->count; i++)
        param_flatten_into(a->ctx, &b, a->keys[i], 0);
    a->keys = b.items;
    a->count = b.count;
}
