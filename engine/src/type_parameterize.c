/* type_parameterize.c: T[args], every parameter rule and its error, once.
 *
 * Used by the evaluator's access operator and by type_from_ast (type strings of built-in
 * signatures), so the rules exist in one place (the reference has them twice: access_operator.rb
 * and type_parser.rb; the access operator's are the ones users see, and they are followed here,
 * messages included). Per type (types-values-variables.md, each type's parameters):
 *   Integer/Float[from, to], String/Collection[size], Array[T, size], Hash[K, V, size],
 *   Tuple[T..., size], Struct[{key => T}], Enum[s..., ci], Pattern[re...], Regexp[re],
 *   Variant/Optional/NotUndef/Type/Sensitive/Iterable/Iterator[T], Callable[params, block] and
 *   Callable[[params], return], Runtime[rt, name], Timespan/Timestamp[from, to], SemVer[ranges],
 *   Boolean[b], Init[T, args], URI[uri], Resource[type, titles...], Class[names...].
 * Most kinds flatten array arguments first (keys.flatten! in the reference); Struct, Callable
 * and Init do not. Errors blame the argument the reference blames, through arg_spans.
 */
#include <string.h>

#include "format.h"
#include "regex.h"
#include "semver.h"
#include "strbuf.h"
#include "timedata.h"
#include "limits.h"
#include "type_internal.h"
#include "uri.h"
#include "type_object.h"
#include "type_typeset.h"

typedef struct Access {
    Ctx *ctx;
    const Type *base;
    const Value *keys;        /* flattened (or the arguments as given) */
    size_t count;
    const SrcSpan *spans;     /* spans of the arguments as written, may be NULL */
    size_t span_count;
    SrcSpan where;            /* the whole access expression */
} Access;

static SrcSpan key_span(const Access *a, size_t i) {
    return a->spans && i < a->span_count ? a->spans[i] : a->where;
}

/* --- labels the reference's messages use ---------------------------------------------------- */

static const char *article(const char *text) {
    char c = text[0];
    if ((c == '"' || c == '\'') && text[1])
        c = text[1];
    if (c >= 'A' && c <= 'Z')
        c = (char)(c + 32);
    return strchr("aeiouy", c) && c ? "an" : "a";
}

static const char *capitalized(Ctx *ctx, const char *word) {
    char *copy = ctx_strndup(ctx, word, strlen(word));
    if (copy[0] >= 'a' && copy[0] <= 'z')
        copy[0] = (char)(copy[0] - 32);
    return copy;
}

/* "Integer-Type", "MyInt = Integer-Type" (label_PAnyType: the type's to_s, aliases expanded). */
static const char *type_label(Ctx *ctx, const Type *t) {
    if (t->kind == TYPE_RESOURCE && t->u.resource.title)
        return ctx_sprintf(ctx, "%s Resource-Reference", type_to_string(ctx, t)->bytes);
    return ctx_sprintf(ctx, "%s-Type", type_to_string_expanded(ctx, t)->bytes);
}

static const char *a_an(Ctx *ctx, const char *label) {
    return ctx_sprintf(ctx, "%s %s", article(label), label);
}

static const char *a_an_uc(Ctx *ctx, const char *label) {
    return ctx_sprintf(ctx, "%s %s", capitalized(ctx, article(label)), label);
}

const char *type_ruby_class_name(const Type *t) {
    /* every kind's class is P<Name>Type (types.rb), aliases and references included */
    static const char *const names[] = {
#define X(kind, name, flags) "Puppet::Pops::Types::P" name "Type",
#include "type.def"
#undef X
    };
    return (unsigned)t->kind < TYPE_KIND_COUNT ? names[t->kind] : "Puppet::Pops::Types::PAnyType";
}

/* The Ruby class name of a value (`key.class` in the reference's messages). */
static const char *ruby_class_name(Value v) {
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
    case VAL_TYPE: return type_ruby_class_name(v.as.type);
    case VAL_CALLABLE: return "Puppet::Pops::Evaluator::Closure";
    case VAL_ITERATOR: return "Puppet::Pops::Types::Iterable";
    case VAL_SENSITIVE: return "Puppet::Pops::Types::PSensitiveType::Sensitive";
    case VAL_SEMVER: return "SemanticPuppet::Version";
    case VAL_SEMVER_RANGE: return "SemanticPuppet::VersionRange";
    case VAL_TIMESPAN: return "Puppet::Pops::Time::Timespan";
    case VAL_TIMESTAMP: return "Puppet::Pops::Time::Timestamp";
    case VAL_BINARY: return "Puppet::Pops::Types::PBinaryType::Binary";
    case VAL_OBJECT: return "Object";
    case VAL_URI: return "URI::Generic";
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    return "Object";
}

/* label(x.class) of the reference's label provider: type classes read "String-Type". */
static const char *class_label(Ctx *ctx, Value v) {
    if (v.kind == VAL_TYPE)
        return ctx_sprintf(ctx, "%s-Type", type_kind_name(v.as.type->kind));
    return ruby_class_name(v);
}

/* The label provider's label of a value (ModelLabelProvider): "Integer", "Hash", a type's
 * "Integer-Type", "Undef Value". */
static const char *value_label(Ctx *ctx, Value v) {
    switch (v.kind) {
    case VAL_UNDEF: return "Undef Value";
    case VAL_BOOLEAN: return "Boolean";
    case VAL_TYPE: return type_label(ctx, v.as.type);
    case VAL_SEMVER: return "Semver";
    case VAL_SEMVER_RANGE: return "SemverRange";
    case VAL_DEFAULT:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_OBJECT:
    case VAL_URI:
        return "Object";
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_STRING:
    case VAL_REGEXP:
    case VAL_ARRAY:
    case VAL_HASH:
    case VAL_SENSITIVE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
        return value_kind_name(v.kind);
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    return "Object";
}

/* bad_key_type_name: Undef, Default, or the generalized inferred type. */
static const char *key_type_name(Ctx *ctx, Value v) {
    if (v.kind == VAL_UNDEF)
        return "Undef";
    if (v.kind == VAL_DEFAULT)
        return "Default";
    return type_to_string(ctx, type_generalize(ctx, type_infer_reduced(ctx, v)))->bytes;
}

/* --- the reference's issues ----------------------------------------------------------------- */

static Value fail_arity(const Access *a, const char *base_label, long min, long max, size_t actual, SrcSpan at) {
    if (max < 0)
        return ctx_error(a->ctx, at, "%s[] accepts %ld or more arguments. Got %zu", base_label, min, actual);
    if (max != min)
        return ctx_error(a->ctx, at, "%s[] accepts %ld to %ld arguments. Got %zu", base_label, min, max, actual);
    return ctx_error(a->ctx, at, "%s[] accepts %ld %s. Got %zu", base_label, min, min == 1 ? "argument" : "arguments", actual);
}

/* BAD_TYPE_SLICE_ARITY with the base type as label ("A Boolean-Type[] accepts ..."). */
static Value fail_type_arity(const Access *a, long min, long max, SrcSpan at) {
    return fail_arity(a, a_an_uc(a->ctx, type_label(a->ctx, a->base)), min, max, a->count, at);
}

static Value fail_slice_type(const Access *a, const char *base, size_t i) {
    return ctx_error(a->ctx, key_span(a, i), "%s[] arguments must be types. Got %s", base, ruby_class_name(a->keys[i]));
}

static Value fail_specialization(const Access *a, size_t i, const char *message) {
    return ctx_error(a->ctx, key_span(a, i), "Error creating type specialization of %s, %s",
                     a_an(a->ctx, type_label(a->ctx, a->base)), message);
}

static Value fail_key_classes(const Access *a, size_t i, const char *expected) {
    return fail_specialization(a, i, ctx_sprintf(a->ctx, "Cannot use %s where %s is expected",
                                                 key_type_name(a->ctx, a->keys[i]), expected));
}

/* An ArgumentError raised while building the type, as the evaluator wraps it. */
static Value fail_argument(const Access *a, const char *message) {
    return ctx_error(a->ctx, a->where, "Error while evaluating a '[]' expression, %s", message);
}

static Value fail_collection_size(const Access *a, size_t i) {
    return ctx_error(a->ctx, key_span(a, i),
                     "A Type's size constraint arguments must be a single Integer type, or 1-2 integers (or default). Got %s",
                     a_an(a->ctx, class_label(a->ctx, a->keys[i])));
}

/* --- argument helpers ----------------------------------------------------------------------- */

static bool is_type(Value v) {
    return v.kind == VAL_TYPE;
}

/* TypeFactory.is_range_parameter?: an Integer, `default` or the string 'default'. */
static bool is_range_param(Value v) {
    return v.kind == VAL_INTEGER || v.kind == VAL_DEFAULT ||
           (v.kind == VAL_STRING && v.as.string->len == 7 && memcmp(v.as.string->bytes, "default", 7) == 0);
}

static int64_t range_end(Value v, int64_t unbounded) {
    return v.kind == VAL_INTEGER ? v.as.integer : unbounded;
}


static Value type_value(const Type *t) {
    return value_from_type(t);
}

/* PIntegerType.new(from, to) with its check. */
static bool make_range(const Access *a, Value from, Value to, TypeRange *out) {
    int64_t f = range_end(from, TYPE_UNBOUNDED_FROM), t = range_end(to, TYPE_UNBOUNDED_TO);
    if (f > t) {
        fail_argument(a, ctx_sprintf(a->ctx, "'from' must be less or equal to 'to'. Got (%lld, %lld",
                                     (long long)f, (long long)t));
        return false;
    }
    *out = type_range(f, t);
    return true;
}

/* collection_size_t: one Integer type, or one or two integers / default, starting at key `start`. */
static bool collection_size(const Access *a, size_t start, size_t n, TypeRange *out) {
    if (n == 1 && is_type(a->keys[start]) && a->keys[start].as.type->kind == TYPE_INTEGER) {
        const Type *t = a->keys[start].as.type;
        *out = type_range(t->u.integer.from, t->u.integer.to);
        return true;
    }
    for (size_t i = 0; i < n; i++) {
        Value k = a->keys[start + i];
        if (k.kind != VAL_INTEGER && k.kind != VAL_DEFAULT) {
            fail_collection_size(a, start + i);
            return false;
        }
    }
    return make_range(a, a->keys[start], n > 1 ? a->keys[start + 1] : value_default(), out);
}

static void flatten_into(Ctx *ctx, ArrayBuilder *b, Value v, int depth) {
    if (v.kind == VAL_ARRAY && depth < MAX_DATA_DEPTH) {
        for (size_t i = 0; i < v.as.array->count; i++)
            flatten_into(ctx, b, v.as.array->items[i], depth + 1);
    } else {
        array_builder_push(ctx, b, v);
    }
}

static void flatten(Access *a) {
    bool nested = false;
    for (size_t i = 0; i < a->count && !nested; i++)
        nested = a->keys[i].kind == VAL_ARRAY;
    if (!nested)
        return;
    ArrayBuilder b;
    array_builder_init(&b);
    for (size_t i = 0; i < a->count; i++)
        flatten_into(a->ctx, &b, a->keys[i], 0);
    a->keys = b.items;
    a->count = b.count;
}

/* --- per kind --------------------------------------------------------------------------------- */

static Value integer_type(Access *a) {
    flatten(a);
    if (a->count < 1 || a->count > 2)
        return ctx_error(a->ctx, a->where, "Integer-Type supports [] with one or two arguments (from, to). Got %zu", a->count);
    for (size_t i = 0; i < a->count; i++)
        if (a->keys[i].kind != VAL_INTEGER && a->keys[i].kind != VAL_DEFAULT)
            return ctx_error(a->ctx, key_span(a, i), "Integer-Type [] requires all arguments to be integers (or default). Got %s",
                             ruby_class_name(a->keys[i]));
    TypeRange r;
    Value to = a->count > 1 ? a->keys[1] : value_default();
    if (!make_range(a, a->keys[0], to, &r))
        return value_abrupt();
    return type_value(type_new_integer_open(a->ctx, r.from, r.to, a->keys[0].kind == VAL_DEFAULT, to.kind == VAL_DEFAULT));
}

static Value float_type(Access *a) {
    flatten(a);
    if (a->count < 1 || a->count > 2)
        return ctx_error(a->ctx, a->where, "Float-Type supports [] with one or two arguments (from, to). Got %zu", a->count);
    double ends[2] = { -INFINITY, INFINITY };
    for (size_t i = 0; i < a->count; i++) {
        Value k = a->keys[i];
        if (k.kind == VAL_INTEGER)
            ends[i] = (double)k.as.integer;
        else if (k.kind == VAL_FLOAT)
            ends[i] = k.as.floating;
        else if (k.kind != VAL_DEFAULT)
            return ctx_error(a->ctx, key_span(a, i), "Float-Type [] requires all arguments to be floats, or integers (or default). Got %s",
                             ruby_class_name(k));
    }
    if (ends[0] > ends[1]) {
        char from[40], to[40];
        format_float(from, sizeof from, ends[0]);
        format_float(to, sizeof to, ends[1]);
        return fail_argument(a, ctx_sprintf(a->ctx, "'from' must be less or equal to 'to'. Got (%s, %s", from, to));
    }
    return type_value(type_new_float(a->ctx, ends[0], ends[1]));
}

static Value string_type(Access *a) {
    flatten(a);
    if (a->count < 1 || a->count > 2)
        return ctx_error(a->ctx, a->where, "String supports [] with one or two arguments. Got %zu", a->count);
    TypeRange size;
    if (!collection_size(a, 0, a->count, &size))
        return value_abrupt();
    return type_value(type_new_string_sized(a->ctx, true, size));
}

static Value collection_type(Access *a) {
    flatten(a);
    if (a->count < 1 || a->count > 2)
        return fail_arity(a, "Collection-Type", 1, 2, a->count, a->where);
    TypeRange size;
    if (!collection_size(a, 0, a->count, &size))
        return value_abrupt();
    return type_value(type_new_collection(a->ctx, true, size));
}

static Value array_type(Access *a) {
    flatten(a);
    TypeRange size = type_range(0, 0);
    bool sized = false;
    const Type *element = NULL;
    switch (a->count) {
    case 1:
        if (!is_type(a->keys[0]))
            return fail_slice_type(a, "Array-Type", 0);
        element = a->keys[0].as.type;
        break;
    case 2:
        if (is_type(a->keys[0])) {
            element = a->keys[0].as.type;
            if (!collection_size(a, 1, 1, &size))
                return value_abrupt();
        } else if (!collection_size(a, 0, 2, &size)) {
            return value_abrupt();
        }
        sized = true;
        break;
    case 3:
        if (!is_type(a->keys[0]))
            return fail_slice_type(a, "Array-Type", 0);
        element = a->keys[0].as.type;
        if (!collection_size(a, 1, 2, &size))
            return value_abrupt();
        sized = true;
        break;
    default:
        return fail_arity(a, "Array-Type", 1, 3, a->count, a->where);
    }
    return type_value(type_new_array(a->ctx, element, sized, size));
}

static Value hash_type(Access *a) {
    flatten(a);
    if (a->count == 2 && a->keys[0].kind == VAL_INTEGER && a->keys[1].kind == VAL_INTEGER) {
        TypeRange size;
        if (!make_range(a, a->keys[0], a->keys[1], &size))
            return value_abrupt();
        return type_value(type_new_hash(a->ctx, NULL, NULL, true, size));
    }
    for (size_t i = 0; i < a->count && i < 2; i++)
        if (!is_type(a->keys[i]))
            return fail_slice_type(a, "Hash-Type", i);
    TypeRange size = type_range(0, 0);
    bool sized = true;
    switch (a->count) {
    case 2:
        sized = false;
        break;
    case 3: {
        Value k = a->keys[2];
        if (is_type(k) && k.as.type->kind == TYPE_INTEGER) {
            size = type_range(k.as.type->u.integer.from, k.as.type->u.integer.to);
        } else if (k.kind == VAL_INTEGER || k.kind == VAL_DEFAULT) {
            if (!make_range(a, k, value_default(), &size))
                return value_abrupt();
        } else {
            /* PIntegerType.new(x) with something else: the reference fails in Ruby */
            return fail_collection_size(a, 2);
        }
        break;
    }
    case 4:
        if (!collection_size(a, 2, 2, &size))
            return value_abrupt();
        break;
    default:
        return fail_arity(a, "Hash-Type", 2, 4, a->count, a->where);
    }
    return type_value(type_new_hash(a->ctx, a->keys[0].as.type, a->keys[1].as.type, sized, size));
}

static Value tuple_type(Access *a) {
    flatten(a);
    TypeRange size = type_range(0, 0);
    bool sized = false;
    size_t n = a->count;
    if (n >= 2 && is_range_param(a->keys[n - 2]) && is_range_param(a->keys[n - 1])) {
        if (!make_range(a, a->keys[n - 2], a->keys[n - 1], &size))
            return value_abrupt();
        sized = true;
        n -= 2;
    } else if (n >= 1 && is_range_param(a->keys[n - 1])) {
        if (!make_range(a, a->keys[n - 1], value_default(), &size))
            return value_abrupt();
        sized = true;
        n -= 1;
    }
    if (n < 1)
        return fail_arity(a, a_an_uc(a->ctx, type_label(a->ctx, a->base)), 1, -1, n, a->where);
    const Type **types = ctx_alloc(a->ctx, n * sizeof *types);
    for (size_t i = 0; i < n; i++) {
        if (!is_type(a->keys[i]))
            return fail_key_classes(a, i, "Any-Type");
        types[i] = a->keys[i].as.type;
    }
    return type_value(type_new_tuple(a->ctx, types, n, sized, size));
}

static Value variant_type(Access *a) {
    flatten(a);
    if (a->count < 1)
        return fail_type_arity(a, 1, -1, a->where);
    const Type **types = ctx_alloc(a->ctx, a->count * sizeof *types);
    for (size_t i = 0; i < a->count; i++) {
        if (!is_type(a->keys[i]))
            return fail_key_classes(a, i, "Any-Type");
        types[i] = a->keys[i].as.type;
    }
    return type_value(type_variant_of(a->ctx, types, a->count));
}

static Value enum_type(Access *a) {
    flatten(a);
    size_t n = a->count;
    bool ci = false;
    if (n && a->keys[n - 1].kind == VAL_BOOLEAN) {
        ci = a->keys[n - 1].as.boolean;
        n--;
    }
    if (n < 1) {
        a->count = n;
        return fail_type_arity(a, 1, -1, a->where);
    }
    const Str **values = ctx_alloc(a->ctx, n * sizeof *values);
    for (size_t i = 0; i < n; i++) {
        if (a->keys[i].kind != VAL_STRING)
            return fail_key_classes(a, i, "String");
        values[i] = a->keys[i].as.string;
    }
    return type_value(type_new_enum(a->ctx, values, n, ci));
}

static const Type *regexp_of_pattern_text(const Access *a, const Str *text) {
    const char *error = NULL;
    const Regexp *re = regex_compile(a->ctx, text->bytes, text->len, &error);
    if (!re) {
        fail_argument(a, regex_ruby_error(a->ctx, error ? error : "invalid regular expression", text->bytes, text->len));
        return NULL;
    }
    return type_new_regexp(a->ctx, text);
}

static Value pattern_type(Access *a) {
    flatten(a);
    if (a->count < 1)
        return fail_type_arity(a, 1, -1, a->where);
    const Type **regexps = ctx_alloc(a->ctx, a->count * sizeof *regexps);
    size_t n = 0;
    for (size_t i = 0; i < a->count; i++) {
        Value k = a->keys[i];
        if (k.kind == VAL_STRING) {
            const Type *re = regexp_of_pattern_text(a, k.as.string);
            if (!re)
                return value_abrupt();
            regexps[n++] = re;
        } else if (k.kind == VAL_REGEXP) {
            regexps[n++] = type_new_regexp(a->ctx, k.as.regexp->pattern);
        } else if (is_type(k) && k.as.type->kind == TYPE_REGEXP) {
            regexps[n++] = k.as.type;
        } else if (is_type(k) && k.as.type->kind == TYPE_PATTERN) {
            const Type *p = k.as.type;
            regexps = ctx_realloc(a->ctx, regexps, a->count * sizeof *regexps,
                                  (a->count + p->u.pattern.count) * sizeof *regexps);
            for (size_t j = 0; j < p->u.pattern.count; j++)
                regexps[n++] = p->u.pattern.regexps[j];
        } else {
            return fail_key_classes(a, i, "String or Regexp or Pattern-Type or Regexp-Type");
        }
    }
    return type_value(type_new_pattern(a->ctx, regexps, n));
}

static Value regexp_type(Access *a) {
    flatten(a);
    if (a->count != 1)
        return fail_type_arity(a, 1, 1, a->count == 0 ? a->where : key_span(a, 1));
    Value k = a->keys[0];
    if (k.kind == VAL_REGEXP)
        return type_value(type_new_regexp(a->ctx, k.as.regexp->pattern));
    if (k.kind != VAL_STRING)
        return fail_key_classes(a, 0, "String or Regexp");
    /* PRegexpType compiles its pattern lazily (Pattern compiles eagerly, to catch errors) */
    return type_value(type_new_regexp(a->ctx, k.as.string));
}

static Value boolean_type(Access *a) {
    flatten(a);
    if (a->count != 1)
        return fail_type_arity(a, 1, 1, a->where);
    if (a->keys[0].kind != VAL_BOOLEAN)
        return fail_key_classes(a, 0, "TrueClass or FalseClass");
    return type_value(type_new_boolean(a->keys[0].as.boolean));
}

/* Optional, NotUndef, Type, Sensitive, Iterable, Iterator: one type (a string is a String
 * type for Optional and NotUndef). */
static Value contained_type(Access *a) {
    TypeKind kind = a->base->kind;
    const char *base = ctx_sprintf(a->ctx, "%s-Type", type_kind_name(kind));
    flatten(a);
    if (kind == TYPE_NOT_UNDEF) {
        if (a->count == 0)
            return type_value(&type_not_undef);
        if (a->count != 1)
            return fail_arity(a, base, 0, 1, a->count, a->where);
    } else if (a->count != 1) {
        return fail_arity(a, base, 1, 1, a->count, a->where);
    }
    Value k = a->keys[0];
    const Type *t;
    if (is_type(k)) {
        t = k.as.type;
    } else if (k.kind == VAL_STRING && (kind == TYPE_OPTIONAL || kind == TYPE_NOT_UNDEF)) {
        t = type_new_string_value(a->ctx, k.as.string);
    } else if (kind == TYPE_NOT_UNDEF) {
        return ctx_error(a->ctx, key_span(a, 0), "%s[] argument must be a Type or a String. Got %s", base,
                         ruby_class_name(k));
    } else {
        return fail_slice_type(a, base, 0);
    }
    return type_value(type_new_contained(a->ctx, kind, t));
}

static Value runtime_type(Access *a) {
    flatten(a);
    if (a->count != 2)
        return fail_type_arity(a, 1, 2, a->where);   /* assert_keys words its minimum as 1 */
    for (size_t i = 0; i < 2; i++)
        if (a->keys[i].kind != VAL_STRING)
            return fail_key_classes(a, i, "String or String");
    return type_value(type_new_runtime(a->ctx, a->keys[0].as.string, a->keys[1].as.string));
}

/* Timespan/Timestamp[from, to]: each end a number of seconds, a string to parse, a value of
 * the kind, or default. */
static bool time_end(Access *a, size_t i, int64_t unbounded, int64_t *out) {
    Value k = a->keys[i];
    TypeKind kind = a->base->kind;
    if (k.kind == VAL_DEFAULT || k.kind == VAL_UNDEF) {
        *out = unbounded;
        return true;
    }
    if ((kind == TYPE_TIMESPAN && k.kind == VAL_TIMESPAN) || (kind == TYPE_TIMESTAMP && k.kind == VAL_TIMESTAMP)) {
        *out = k.as.integer;
        return true;
    }
    if (k.kind == VAL_INTEGER || k.kind == VAL_FLOAT)
        return time_seconds_to_ns(a->ctx, k, out, key_span(a, i));
    if (k.kind == VAL_STRING) {
        Value parsed = kind == TYPE_TIMESPAN ? timespan_parse(a->ctx, k.as.string, value_default(), key_span(a, i))
                                             : timestamp_parse(a->ctx, k.as.string, value_default(), value_default(), key_span(a, i));
        if (value_is_abrupt(parsed)) {
            const char *message = a->ctx->unwind.message;
            ctx_clear_unwind(a->ctx);
            fail_argument(a, message ? message : "invalid time");
            return false;
        }
        *out = parsed.as.integer;
        return true;
    }
    fail_argument(a, ctx_sprintf(a->ctx, "Unable to create a %s from a %s",
                                 kind == TYPE_TIMESPAN ? "Puppet::Pops::Time::Timespan" : "Puppet::Pops::Time::Timestamp",
                                 ruby_class_name(k)));
    return false;
}

static Value time_type(Access *a) {
    flatten(a);
    if (a->count > 2)
        return fail_type_arity(a, 0, 2, a->where);
    int64_t from = TYPE_UNBOUNDED_FROM, to = TYPE_UNBOUNDED_TO;
    bool float_from = a->count >= 1 && a->keys[0].kind == VAL_FLOAT;
    bool float_to = a->count >= 2 && a->keys[1].kind == VAL_FLOAT;
    if (a->count >= 1 && !time_end(a, 0, TYPE_UNBOUNDED_FROM, &from))
        return value_abrupt();
    if (a->count >= 2 && !time_end(a, 1, TYPE_UNBOUNDED_TO, &to))
        return value_abrupt();
    if (from > to) {
        const Type *k = a->base;
        const Str *f = k->kind == TYPE_TIMESPAN ? timespan_to_string(a->ctx, from) : timestamp_to_string(a->ctx, from);
        const Str *t = k->kind == TYPE_TIMESPAN ? timespan_to_string(a->ctx, to) : timestamp_to_string(a->ctx, to);
        return fail_argument(a, ctx_sprintf(a->ctx, "'from' must be less or equal to 'to'. Got (%s, %s", f->bytes, t->bytes));
    }
    return type_value(type_new_time_from(a->ctx, a->base->kind, from, to, float_from, float_to));
}

static Value semver_type(Access *a) {
    flatten(a);
    if (a->count < 1)
        return fail_type_arity(a, 1, -1, a->where);
    const SemVerRange **ranges = ctx_alloc(a->ctx, a->count * sizeof *ranges);
    for (size_t i = 0; i < a->count; i++) {
        Value k = a->keys[i];
        if (k.kind == VAL_SEMVER_RANGE) {
            ranges[i] = k.as.semver_range;
        } else if (k.kind == VAL_STRING) {
            const char *error = NULL;
            ranges[i] = semver_range_parse(a->ctx, k.as.string->bytes, k.as.string->len, &error);
            if (!ranges[i])
                return fail_argument(a, error ? error : "invalid version range");
        } else {
            return fail_key_classes(a, i, "String or SemanticPuppet::VersionRange");
        }
    }
    size_t n = a->count;
    if (n > 1) {
        const SemVerRange **merged = ctx_alloc(a->ctx, n * sizeof *merged);
        n = semver_ranges_normalize(a->ctx, ranges, n, merged);
        ranges = merged;
    }
    return type_value(type_new_semver(a->ctx, ranges, n));
}

/* TypeFactory.type_of for Struct values and Callable parameters. */
const Type *type_factory_type_of(Ctx *ctx, Value v) {
    if (v.kind == VAL_TYPE)
        return v.as.type;
    if (v.kind == VAL_STRING)
        return type_new_runtime(ctx, str_from_cstr(ctx, "ruby"), v.as.string);
    return type_generalize(ctx, type_infer_reduced(ctx, v));
}

/* Struct[{key => T}]: keys are strings or String / Enum-of-one / Optional / NotUndef types
 * (TypeFactory.struct); a plain key becomes Optional when its value type accepts undef. */
static Value struct_type(Access *a) {
    if (a->count != 1)
        return fail_type_arity(a, 1, 1, a->where);
    if (a->keys[0].kind != VAL_HASH)
        return fail_key_classes(a, 0, "Hash");
    const Hash *h = a->keys[0].as.hash;
    TypeStructMember *members = ctx_alloc(a->ctx, (h->count + 1) * sizeof *members);
    for (size_t i = 0; i < h->count; i++) {
        Value key = h->entries[i].key;
        const Type *value_type = type_factory_type_of(a->ctx, h->entries[i].value);   /* TypeFactory.type_of */
        TypeStructMember *m = &members[i];
        m->value_type = value_type;
        if (key.kind == VAL_STRING) {
            if (key.as.string->len == 0)
                return fail_argument(a, "Struct element key cannot be an empty String");
            m->name = key.as.string;
            m->key_type = type_new_string_value(a->ctx, key.as.string);
            m->optional = type_accepts_undef(a->ctx, value_type);
            if (m->optional)
                m->key_type = type_new_contained(a->ctx, TYPE_OPTIONAL, m->key_type);
            continue;
        }
        const Type *kt = key.kind == VAL_TYPE ? key.as.type : NULL;
        const Type *s = NULL;
        bool optional = false;
        if (kt && kt->kind == TYPE_NOT_UNDEF) {
            kt = kt->u.contained.type;
            s = kt;
        } else if (kt && kt->kind == TYPE_OPTIONAL) {
            s = kt->u.contained.type;
            optional = true;
        } else if (kt && kt->kind == TYPE_STRING) {
            s = kt;
        } else if (kt && kt->kind == TYPE_ENUM) {
            s = kt->u.enumeration.count == 1 ? type_new_string_value(a->ctx, kt->u.enumeration.values[0]) : NULL;
        } else {
            const char *got = kt ? type_ruby_class_name(kt)
                                 : ruby_class_name(key);
            return fail_argument(a, ctx_sprintf(a->ctx,
                                 "Illegal Struct member key type. Expected NotUndef, Optional, String, or Enum. Got: %s", got));
        }
        if (!s || s->kind != TYPE_STRING || !s->u.string.value)
            return fail_argument(a, ctx_sprintf(a->ctx, "Unable to extract a non-empty literal string from Struct member key type %s",
                                                type_to_string(a->ctx, key.as.type)->bytes));
        m->name = s->u.string.value;
        m->key_type = kt;
        m->optional = optional;
    }
    return type_value(type_new_struct(a->ctx, members, h->count));
}

/* Whether t is a Callable (or Optional/Variant of Callables): kind_of_callable?. */
static bool is_callable_kind(const Type *t) {
    t = type_resolve(t);
    if (t->kind == TYPE_CALLABLE)
        return true;
    if (t->kind == TYPE_OPTIONAL)
        return t->u.contained.type && is_callable_kind(t->u.contained.type);
    if (t->kind == TYPE_VARIANT) {
        for (size_t i = 0; i < t->u.variant.count; i++)
            if (!is_callable_kind(t->u.variant.types[i]))
                return false;
        return true;
    }
    return false;
}

static Value callable_type(Access *a) {
    const Value *params = a->keys;
    size_t n = a->count;
    const Type *ret = NULL;
    if (n > 0 && params[0].kind == VAL_ARRAY) {
        if (n != 2)
            return fail_type_arity(a, 2, 2, a->where);
        if (!is_type(params[1]))
            return fail_key_classes(a, 1, "Any-Type");
        ret = params[1].as.type;
        params = a->keys[0].as.array->items;
        n = a->keys[0].as.array->count;
    }
    const Type *block = NULL;
    if (n > 0 && params[n - 1].kind == VAL_TYPE && is_callable_kind(params[n - 1].as.type)) {
        block = params[n - 1].as.type;
        n--;
    }
    TypeRange size = type_range(0, 0);
    bool sized = false;
    if (n >= 2 && is_range_param(params[n - 2]) && is_range_param(params[n - 1])) {
        if (!make_range(a, params[n - 2], params[n - 1], &size))
            return value_abrupt();
        sized = true;
        n -= 2;
    } else if (n >= 1 && is_range_param(params[n - 1])) {
        if (!make_range(a, params[n - 1], value_default(), &size))
            return value_abrupt();
        sized = true;
        n -= 1;
    }
    const Type **types = ctx_alloc(a->ctx, (n + 1) * sizeof *types);
    for (size_t i = 0; i < n; i++)
        types[i] = type_factory_type_of(a->ctx, params[i]);
    /* no types but a size that allows arguments: the parameters are Unit (anything) */
    if (n == 0 && sized && size.to > 0)
        types[n++] = &type_unit;
    const Type *tuple = type_new_tuple(a->ctx, types, n, sized, size);
    return type_value(type_new_callable(a->ctx, tuple, block, ret));
}

static Value init_type(Access *a) {
    if (a->count < 1 || !is_type(a->keys[0]))
        return a->count < 1 ? fail_type_arity(a, 1, -1, a->where) : fail_slice_type(a, "Init-Type", 0);
    return type_value(type_new_init(a->ctx, a->keys[0].as.type, a->keys + 1, a->count - 1));
}

/* Pcore::TYPE_URI's regexp matches a text that holds a scheme and its colon anywhere. */
static bool has_uri_scheme(const Str *text) {
    for (size_t i = 0; i < text->len; i++) {
        char c = text->bytes[i];
        if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z')))
            continue;
        size_t j = i + 1;
        while (j < text->len && ((text->bytes[j] >= 'a' && text->bytes[j] <= 'z') ||
                                 (text->bytes[j] >= 'A' && text->bytes[j] <= 'Z') ||
                                 (text->bytes[j] >= '0' && text->bytes[j] <= '9') || strchr("+-.", text->bytes[j])))
            j++;
        if (j < text->len && text->bytes[j] == ':')
            return true;
    }
    return false;
}

/* The source of Ruby's URI::DEFAULT_PARSER.make_regexp after its first line, as the
 * reference's message for a URI[] parameter without a scheme quotes it. */
#define DEFAULT_PARSER_URI_REGEXP \
    "        ([a-zA-Z][\\-+.a-zA-Z\\d]*):                           (?# 1: scheme)\n" \
    "        (?:\n" \
    "           ((?:[\\-_.!~*'()a-zA-Z\\d;?:@&=+$,]|%[a-fA-F\\d]{2})(?:[\\-_.!~*'()a-zA-Z\\d;\\/?:@&=+$,\\[\\]]|%[a-fA-F\\d]{2})*)                    (?# 2: opaque)\n" \
    "        |\n" \
    "           (?:(?:\n" \
    "             \\/\\/(?:\n" \
    "                 (?:(?:((?:[\\-_.!~*'()a-zA-Z\\d;:&=+$,]|%[a-fA-F\\d]{2})*)@)?        (?# 3: userinfo)\n" \
    "                   (?:((?:(?:[a-zA-Z0-9\\-.]|%\\h\\h)+|\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}|\\[(?:(?:[a-fA-F\\d]{1,4}:)*(?:[a-fA-F\\d]{1,4}|\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3})|(?:(?:[a-fA-F\\d]{1,4}:)*[a-fA-F\\d]{1,4})?::(?:(?:[a-fA-F\\d]{1,4}:)*(?:[a-fA-F\\d]{1,4}|\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}\\.\\d{1,3}))?)\\]))(?::(\\d*))?))? (?# 4: host, 5: port)\n" \
    "               |\n" \
    "                 ((?:[\\-_.!~*'()a-zA-Z\\d$,;:@&=+]|%[a-fA-F\\d]{2})+)                 (?# 6: registry)\n" \
    "               )\n" \
    "             |\n" \
    "             (?!\\/\\/))                           (?# XXX: '\\/\\/' is the mark for hostport)\n" \
    "             (\\/(?:[\\-_.!~*'()a-zA-Z\\d:@&=+$,]|%[a-fA-F\\d]{2})*(?:;(?:[\\-_.!~*'()a-zA-Z\\d:@&=+$,]|%[a-fA-F\\d]{2})*)*(?:\\/(?:[\\-_.!~*'()a-zA-Z\\d:@&=+$,]|%[a-fA-F\\d]{2})*(?:;(?:[\\-_.!~*'()a-zA-Z\\d:@&=+$,]|%[a-fA-F\\d]{2})*)*)*)?                    (?# 7: path)\n" \
    "           )(?:\\?((?:[\\-_.!~*'()a-zA-Z\\d;\\/?:@&=+$,\\[\\]]|%[a-fA-F\\d]{2})*))?                 (?# 8: query)\n" \
    "        )\n" \
    "        (?:\\#((?:[\\-_.!~*'()a-zA-Z\\d;\\/?:@&=+$,\\[\\]]|%[a-fA-F\\d]{2})*))?                  (?# 9: fragment)\n" \
    "      )"

#define URI_STRING_PARAM \
    "Optional[Variant[String[1], Regexp, Type[Pattern], Type[Enum], Type[NotUndef], Type[Undef]]]"

static Value uri_type(Access *a) {
    flatten(a);
    if (a->count != 1)
        return fail_arity(a, "URI-Type", 1, 1, a->count, a->where);
    Value k = a->keys[0];
    bool valid = k.kind == VAL_STRING && k.as.string->len > 0;
    if (k.kind == VAL_HASH) {
        /* PURIType::TYPE_URI_PARAM_HASH_TYPE: known keys, each a string, a regexp or a type */
        const Type *params = type_parse_without_aliases(a->ctx, "Struct[{"
            "Optional[scheme] => " URI_STRING_PARAM ", Optional[userinfo] => " URI_STRING_PARAM ", "
            "Optional[host] => " URI_STRING_PARAM ", "
            "Optional[port] => Optional[Variant[Integer[0], Type[NotUndef], Type[Undef]]], "
            "Optional[path] => " URI_STRING_PARAM ", Optional[query] => " URI_STRING_PARAM ", "
            "Optional[fragment] => " URI_STRING_PARAM ", Optional[opaque] => " URI_STRING_PARAM "}]");
        valid = params && type_is_instance(a->ctx, params, k);
    }
    if (!valid)
        return ctx_error(a->ctx, key_span(a, 0), "URI-Type[] arguments must be types. Got %s", ruby_class_name(k));
    Value parameters = k.kind == VAL_HASH && k.as.hash->count ? k : value_undef();
    if (k.kind == VAL_STRING) {
        /* PURIType#initialize: the text must hold a scheme (Pcore::TYPE_URI, whose message
         * quotes the whole of URI::DEFAULT_PARSER's regexp), then uri_to_hash(URI.parse(text)) */
        if (!has_uri_scheme(k.as.string))
            return fail_argument(a, ctx_sprintf(a->ctx, "URI-Type parameter has wrong type, expects a match for "
                                                "Pattern[/(?x-mi:\n%s/], got '%s'", DEFAULT_PARSER_URI_REGEXP,
                                                k.as.string->bytes));
        const char *error = NULL;
        const Uri *u = uri_parse(a->ctx, k.as.string->bytes, k.as.string->len, &error);
        if (!u)
            return fail_argument(a, error);
        parameters = uri_type_parameters(a->ctx, u);
    }
    return type_value(type_new_uri(a->ctx, parameters.kind == VAL_UNDEF ? NULL : &parameters));
}

/* Resource[type, titles...] and File[titles...]. */
static Value resource_type(Access *a) {
    Ctx *ctx = a->ctx;
    SrcSpan blamed = a->count ? key_span(a, 0) : a->where;
    if (a->count == 0)
        return fail_arity(a, a_an_uc(ctx, type_label(ctx, a->base)), 1, -1, 0, blamed);
    const char *type_name = a->base->u.resource.type_name;
    const Value *keys = a->keys;
    size_t count = a->count, offset = 0;
    if (!type_name) {
        Value first = keys[0];
        if (first.kind == VAL_TYPE && first.as.type->kind == TYPE_RESOURCE && first.as.type->u.resource.type_name)
            type_name = first.as.type->u.resource.type_name;
        else if (first.kind == VAL_STRING)
            type_name = type_capitalize_segments(ctx, first.as.string->bytes);
        else
            return ctx_error(ctx, key_span(a, 0), "First argument to Resource[] must be a resource type or a String. Got %s.",
                             key_type_name(ctx, first));
        keys++;
        count--;
        offset = 1;
        /* CLASSREF_EXT: segments starting with a capital letter or digit-free words */
        bool valid = type_name[0] != '\0';
        for (const char *p = type_name; *p && valid; p++) {
            char c = *p;
            bool start = p == type_name || (p >= type_name + 2 && p[-1] == ':' && p[-2] == ':');
            if (start)
                valid = c >= 'A' && c <= 'Z';
            else if (c == ':')
                valid = p[1] == ':' || p[-1] == ':';
            else
                valid = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
        }
        if (!valid)
            return ctx_error(ctx, blamed, "Illegal type reference. The given name '%s' does not conform to the naming rule", type_name);
    }
    bool as_array = count > 1 || (count == 1 && keys[0].kind == VAL_ARRAY);
    ArrayBuilder titles;
    array_builder_init(&titles);
    for (size_t i = 0; i < count; i++)
        flatten_into(ctx, &titles, keys[i], 0);
    /* keys.compact!: undef titles are dropped */
    size_t n = 0;
    for (size_t i = 0; i < titles.count; i++)
        if (titles.items[i].kind != VAL_UNDEF)
            titles.items[n++] = titles.items[i];
    if (n == 0 && count > 0)
        return as_array ? value_array_of(ctx, NULL, 0) : value_undef();
    if (n == 0)
        return type_value(type_resource(ctx, type_name, NULL));
    ArrayBuilder out;
    array_builder_init(&out);
    for (size_t i = 0; i < n; i++) {
        Value t = titles.items[i];
        if (t.kind != VAL_STRING) {
            size_t index = titles.count != count ? i + offset : i;   /* the reference's blame */
            return fail_specialization(a, index, ctx_sprintf(ctx, "Cannot use %s where a resource title String is expected",
                                                                key_type_name(ctx, t)));
        }
        array_builder_push(ctx, &out, type_value(type_resource(ctx, type_name, t.as.string->bytes)));
    }
    if (!as_array)
        return out.items[0];
    return array_builder_finish(ctx, &out);
}

/* Patterns::NAME: (::)?[a-z_]\w*(::[a-z]\w*)* */
static bool is_class_name(const char *name) {
    const char *p = name;
    if (p[0] == ':' && p[1] == ':')
        p += 2;
    bool first = true;
    for (;;) {
        if (!((*p >= 'a' && *p <= 'z') || (first && *p == '_')))
            return false;
        p++;
        while ((*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_')
            p++;
        if (*p == '\0')
            return true;
        if (p[0] != ':' || p[1] != ':')
            return false;
        p += 2;
        first = false;
    }
}

static Value class_type(Access *a) {
    Ctx *ctx = a->ctx;
    if (a->count == 0)
        return fail_arity(a, a_an_uc(ctx, type_label(ctx, a->base)), 1, -1, 0, a->where);
    bool as_array = a->count > 1 || a->keys[0].kind == VAL_ARRAY;
    size_t original = a->count;
    flatten(a);
    size_t n = 0;
    Value *names = ctx_alloc(ctx, (a->count + 1) * sizeof *names);
    for (size_t i = 0; i < a->count; i++)
        if (a->keys[i].kind != VAL_UNDEF)
            names[n++] = a->keys[i];
    if (n == 0 && original > 0)
        return as_array ? value_array_of(ctx, NULL, 0) : value_undef();
    ArrayBuilder out;
    array_builder_init(&out);
    for (size_t i = 0; i < n; i++) {
        Value c = names[i];
        if (c.kind != VAL_STRING)
            return ctx_error(ctx, key_span(a, i), "Illegal Class name in class reference. %s cannot be used where a String is expected",
                             a_an_uc(ctx, value_label(ctx, c)));
        char *lower = ctx_strndup(ctx, c.as.string->bytes, c.as.string->len);
        for (char *p = lower; *p; p++)
            if (*p >= 'A' && *p <= 'Z')
                *p = (char)(*p + 32);
        if (!is_class_name(lower))
            return ctx_error(ctx, key_span(a, i),
                             "Illegal name. The given name '%s' does not conform to the naming rule /^((::)?[a-z_]\\w*)(::[a-z]\\w*)*$/",
                             c.as.string->bytes);
        array_builder_push(ctx, &out, type_value(type_class(ctx, lower)));
    }
    if (!as_array)
        return out.items[0];
    return array_builder_finish(ctx, &out);
}

static Value not_applicable(Access *a) {
    return ctx_error(a->ctx, a->where, "Operator '[]' is not applicable to %s.", a_an(a->ctx, type_label(a->ctx, a->base)));
}

/* TypeSet[{...}] (access_PTypeSetType, TypeFactory.type_set): an empty hash is the default
 * TypeSet; anything else the set it describes (type_typeset.c). The reference crashes on a
 * non-hash, non-string argument (`undefined method 'empty?'`); the name check answers instead. */
static Value type_set_type(Access *a) {
    if (a->base != &type_type_set)
        return not_applicable(a);
    flatten(a);
    if (a->count != 1)
        return fail_arity(a, "TypeSet-Type", 1, 1, a->count, a->where);
    Value init = a->keys[0];
    if (init.kind == VAL_UNDEF || (init.kind == VAL_HASH && init.as.hash->count == 0))
        return value_from_type(&type_type_set);
    Value made = type_set_create(a->ctx, NULL, NULL, init, a->where);
    if (value_is_abrupt(made) && a->ctx->unwind.message)
        return fail_argument(a, a->ctx->unwind.message);
    return made;
}

Value type_parameterize(Ctx *ctx, const Type *base, const Value *args, size_t count, SrcSpan where) {
    return type_parameterize_at(ctx, base, args, count, NULL, where);
}

Value type_parameterize_at(Ctx *ctx, const Type *base, const Value *args, size_t count, const SrcSpan *arg_spans,
                           SrcSpan where) {
    Access a = { ctx, base, args, count, arg_spans, count, where };
    switch (base->kind) {
    case TYPE_INTEGER:
        return integer_type(&a);
    case TYPE_FLOAT:
        return float_type(&a);
    case TYPE_STRING:
        return string_type(&a);
    case TYPE_COLLECTION:
        return collection_type(&a);
    case TYPE_ARRAY:
        return array_type(&a);
    case TYPE_HASH:
        return hash_type(&a);
    case TYPE_TUPLE:
        return tuple_type(&a);
    case TYPE_STRUCT:
        return struct_type(&a);
    case TYPE_VARIANT:
        return variant_type(&a);
    case TYPE_ENUM:
        return enum_type(&a);
    case TYPE_PATTERN:
        return pattern_type(&a);
    case TYPE_REGEXP:
        return regexp_type(&a);
    case TYPE_BOOLEAN:
        return boolean_type(&a);
    case TYPE_OPTIONAL:
    case TYPE_NOT_UNDEF:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
        return contained_type(&a);
    case TYPE_RUNTIME:
        return runtime_type(&a);
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
        return time_type(&a);
    case TYPE_SEMVER:
        return semver_type(&a);
    case TYPE_CALLABLE:
        return callable_type(&a);
    case TYPE_INIT:
        return init_type(&a);
    case TYPE_URI:
        return uri_type(&a);
    case TYPE_RESOURCE:
        /* a titled reference is an attribute lookup: the evaluator's, not a type */
        if (base->u.resource.title)
            return not_applicable(&a);
        return resource_type(&a);
    case TYPE_CLASS:
        if (base->u.klass.name)
            return not_applicable(&a);
        return class_type(&a);
    case TYPE_OBJECT: {
        Value made;
        if (base == &type_object) {
            if (count != 1)   /* access_PObjectType's BAD_TYPE_SLICE_ARITY */
                return fail_arity(&a, "Object-Type", 1, 1, count, where);
            made = type_object_create(ctx, type_alias_object_name(ctx, where), args[0], where);
        } else {
            made = type_object_parameterize(ctx, base, args, count, where);
        }
        if (value_is_abrupt(made) && ctx->unwind.message)
            return fail_argument(&a, ctx->unwind.message);
        return made;
    }
    case TYPE_TYPE_SET:
        return type_set_type(&a);
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_NUMERIC:
    case TYPE_SEMVER_RANGE:
    case TYPE_BINARY:
    case TYPE_CATALOG_ENTRY:
    case TYPE_ALIAS:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        break;
    }
    return not_applicable(&a);
}
