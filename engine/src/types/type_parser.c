/* type_parser.c: `Name[params]` as the reference's TypeParser reads it (type strings such as
 * assert_type('Integer[1]', ...) and Type('...'), and the right sides of type aliases).
 *
 * The reference has two sets of parameter rules: the access operator's (the evaluator's
 * `Integer[1]`, type_parameterize.c) and type_parser.rb's interpret_AccessExpression, which
 * checks the number and the kind of the parameters itself, with its own messages ("Invalid
 * number of type parameters specified: Integer requires 1 or 2, 3 provided", "The expression
 * <...> is not a valid type specification.") and a few results of its own (`Integer[a]` is
 * undef, `Array[1, 2]` is Array[Default, 1, 2], an unknown `Foo[1]` is a TypeReference).
 * This file holds those checks and results only; once the parameters pass, the type is built
 * by type_parameterize, so the construction rules stay in one place.
 */
#include <string.h>

#include "types/resource_types.h"
#include "types/type_internal.h"

static Value invalid(Ctx *ctx, const TypeParserAccess *a) {
    return ctx_error(ctx, a->where, "The expression <%s> is not a valid type specification.", a->access_text);
}

static Value arity(Ctx *ctx, const TypeParserAccess *a, const char *type, const char *required) {
    return ctx_error(ctx, a->where, "Invalid number of type parameters specified: %s requires %s, %zu provided",
                     type, required, a->count);
}

static Value build(Ctx *ctx, const TypeParserAccess *a, const Type *base, const Value *params, size_t count) {
    return type_parameterize(ctx, base, params, count, a->where);
}

static bool is_type(Value v) {
    return v.kind == VAL_TYPE;
}

static bool is_integer_type(Value v) {
    return v.kind == VAL_TYPE && v.as.type->kind == TYPE_INTEGER;
}

/* TypeFactory.is_range_parameter?: an Integer, `default` or the string 'default'. */
static bool is_range(Value v) {
    return v.kind == VAL_INTEGER || v.kind == VAL_DEFAULT ||
           (v.kind == VAL_STRING && v.as.string->len == 7 && memcmp(v.as.string->bytes, "default", 7) == 0);
}

static int64_t range_end(Value v, int64_t open) {
    return v.kind == VAL_INTEGER ? v.as.integer : open;
}

/* TypeFactory.range(from, to): PIntegerType.new's check, then the size range. */
static bool size_range(Ctx *ctx, const TypeParserAccess *a, Value from, Value to, TypeRange *out) {
    int64_t f = range_end(from, TYPE_UNBOUNDED_FROM), t = range_end(to, TYPE_UNBOUNDED_TO);
    if (f > t) {
        ctx_error(ctx, a->where, "'from' must be less or equal to 'to'. Got (%lld, %lld", (long long)f, (long long)t);
        return false;
    }
    *out = type_range(f, t);
    return true;
}

/* Ruby's class name of a parameter, as TypeFactory.pattern's message shows it. */
static const char *ruby_class(Value v) {
    if (v.kind == VAL_TYPE)
        return type_ruby_class_name(v.as.type);
    if (v.kind == VAL_UNDEF)
        return "NilClass";
    if (v.kind == VAL_BOOLEAN)
        return v.as.boolean ? "TrueClass" : "FalseClass";
    if (v.kind == VAL_DEFAULT)
        return "Symbol";
    return value_kind_name(v.kind);   /* Integer, Float, Array, Hash: Ruby's names too */
}

static Value array_params(Ctx *ctx, const TypeParserAccess *a) {
    const Value *p = a->params;
    switch (a->count) {
    case 1:
        return is_type(p[0]) ? build(ctx, a, &type_array, p, 1) : invalid(ctx, a);
    case 2:
        if (is_type(p[0])) {
            if (!is_integer_type(p[1]) && !is_range(p[1]))
                return invalid(ctx, a);
            return build(ctx, a, &type_array, p, 2);
        }
        if (!is_range(p[0]) || !is_range(p[1]))
            return invalid(ctx, a);
        /* TypeFactory.array_of(:default, size): the element type is Default */
        TypeRange size;
        if (!size_range(ctx, a, p[0], p[1], &size))
            return value_abrupt();
        return value_from_type(type_new_array(ctx, &type_default, true, size));
    case 3:
        if (!is_type(p[0]) || !is_range(p[1]) || !is_range(p[2]))
            return invalid(ctx, a);
        return build(ctx, a, &type_array, p, 3);
    default:
        return arity(ctx, a, "Array", "1 to 3");
    }
}

static Value hash_params(Ctx *ctx, const TypeParserAccess *a) {
    const Value *p = a->params;
    switch (a->count) {
    case 2:
        if (is_type(p[0]) && is_type(p[1]))
            return build(ctx, a, &type_hash_any, p, 2);
        if (!is_range(p[0]) || !is_range(p[1]))
            return invalid(ctx, a);
        /* TypeFactory.hash_of(:default, :default, size): key and value types are Default */
        TypeRange size;
        if (!size_range(ctx, a, p[0], p[1], &size))
            return value_abrupt();
        return value_from_type(type_new_hash(ctx, &type_default, &type_default, true, size));
    case 3:
        if ((!is_integer_type(p[2]) && !is_range(p[2])) || !is_type(p[0]) || !is_type(p[1]))
            return invalid(ctx, a);
        return build(ctx, a, &type_hash_any, p, 3);
    case 4:
        if (!is_range(p[2]) || !is_range(p[3]) || !is_type(p[0]) || !is_type(p[1]))
            return invalid(ctx, a);
        return build(ctx, a, &type_hash_any, p, 4);
    default:
        return arity(ctx, a, "Hash", "2 to 4");
    }
}

/* String[size] and Collection[size]: one Integer type or range parameter, or two. */
static Value sized_params(Ctx *ctx, const TypeParserAccess *a, const Type *base, const char *name) {
    const Value *p = a->params;
    if (a->count == 1) {
        if (!is_integer_type(p[0]) && !is_range(p[0]))
            return invalid(ctx, a);
    } else if (a->count == 2) {
        if (!is_range(p[0]) || !is_range(p[1]))
            return invalid(ctx, a);
    } else {
        return arity(ctx, a, name, "1 to 2");
    }
    return build(ctx, a, base, p, a->count);
}

static Value tuple_params(Ctx *ctx, const TypeParserAccess *a) {
    const Value *p = a->params;
    size_t n = a->count;
    bool sized = false;
    TypeRange size = type_range(0, 0);
    if (n >= 2 && is_range(p[n - 2])) {
        if (!is_range(p[n - 1]))
            return invalid(ctx, a);
        if (!size_range(ctx, a, p[n - 2].kind == VAL_INTEGER ? p[n - 2] : value_integer(0), p[n - 1], &size))
            return value_abrupt();
        sized = true;
        n -= 2;
    } else if (n >= 1 && is_range(p[n - 1])) {
        if (!size_range(ctx, a, p[n - 1].kind == VAL_INTEGER ? p[n - 1] : value_integer(0), value_default(), &size))
            return value_abrupt();
        sized = true;
        n -= 1;
    }
    /* TypeFactory.tuple: each parameter through type_of (a string is a Runtime type) */
    const Type **types = ctx_alloc(ctx, (n + 1) * sizeof *types);
    for (size_t i = 0; i < n; i++)
        types[i] = type_factory_type_of(ctx, p[i]);
    return value_from_type(type_new_tuple(ctx, types, n, sized, size));
}

static Value callable_params(Ctx *ctx, const TypeParserAccess *a) {
    const Value *p = a->params;
    if (a->count > 1 && p[0].kind == VAL_ARRAY) {
        if (a->count != 2)
            return arity(ctx, a, "callable", "2 when first parameter is an array");
        /* TypeFactory.callable: the return type through type_of */
        Value params[2] = { p[0], value_from_type(type_factory_type_of(ctx, p[1])) };
        return build(ctx, a, &type_callable, params, 2);
    }
    return build(ctx, a, &type_callable, p, a->count);
}

static Value struct_params(Ctx *ctx, const TypeParserAccess *a) {
    if (a->count != 1)
        return arity(ctx, a, "Struct", "1");
    if (a->params[0].kind != VAL_HASH)
        return invalid(ctx, a);
    /* TypeFactory.struct: the values through type_of (`Struct[{a => Integer[x]}]` has Undef) */
    const Hash *h = a->params[0].as.hash;
    Hash *typed = hash_new(ctx, h->count);
    for (size_t i = 0; i < h->count; i++)
        hash_put(ctx, typed, h->entries[i].key, value_from_type(type_factory_type_of(ctx, h->entries[i].value)));
    Value param = value_from_hash(typed);
    return build(ctx, a, &type_struct, &param, 1);
}

static Value enum_params(Ctx *ctx, const TypeParserAccess *a) {
    size_t n = a->count;
    if (n > 0 && a->params[n - 1].kind == VAL_BOOLEAN)
        n--;   /* the case-insensitive flag */
    if (n < 1)
        return ctx_error(ctx, a->where, "Invalid number of type parameters specified: Enum requires 1 or more, %zu provided", n);
    for (size_t i = 0; i < n; i++)
        if (a->params[i].kind != VAL_STRING)
            return ctx_error(ctx, a->where, "Enum parameters must be identifiers or strings");
    return build(ctx, a, &type_enum, a->params, a->count);
}

static Value pattern_params(Ctx *ctx, const TypeParserAccess *a) {
    for (size_t i = 0; i < a->count; i++) {
        Value v = a->params[i];
        bool ok = v.kind == VAL_STRING || v.kind == VAL_REGEXP ||
                  (v.kind == VAL_TYPE && (v.as.type->kind == TYPE_PATTERN || v.as.type->kind == TYPE_REGEXP));
        if (!ok)
            return ctx_error(ctx, a->where, "Only String, Regexp, Pattern-Type, and Regexp-Type are allowed: got '%s",
                             ruby_class(v));
    }
    return build(ctx, a, &type_pattern, a->params, a->count);
}

/* Integer[...] and Float[...]: one bound that is no number makes the whole undef (the
 * reference's case statement falls through to nil). */
static Value numeric_params(Ctx *ctx, const TypeParserAccess *a, const Type *base, const char *name) {
    const Value *p = a->params;
    bool floats = base->kind == TYPE_FLOAT;
    if (a->count == 1) {
        if (p[0].kind == VAL_DEFAULT)
            return value_from_type(base);
        if (p[0].kind == VAL_INTEGER || (floats && p[0].kind == VAL_FLOAT))
            return build(ctx, a, base, p, 1);
        return value_undef();
    }
    if (a->count != 2)
        return arity(ctx, a, name, "1 or 2");
    Value ends[2];
    for (int i = 0; i < 2; i++)
        ends[i] = p[i].kind == VAL_UNDEF ? value_default() : p[i];
    if (!floats) {
        /* PIntegerType.new compares the ends: Ruby's message when one is a String */
        if (ends[0].kind == VAL_STRING && ends[1].kind == VAL_INTEGER)
            return ctx_error(ctx, a->where, "comparison of String with %lld failed", (long long)ends[1].as.integer);
        if (ends[0].kind == VAL_INTEGER && ends[1].kind == VAL_STRING)
            return ctx_error(ctx, a->where, "comparison of Integer with String failed");
    }
    return build(ctx, a, base, ends, 2);
}

/* Optional, NotUndef, Type, Sensitive, Iterable, Iterator: one type (Optional and NotUndef
 * also take a string). */
static Value contained_params(Ctx *ctx, const TypeParserAccess *a, const Type *base, const char *name,
                              const char *required, bool string_ok) {
    if (a->count != 1)
        return arity(ctx, a, name, required);
    Value p = a->params[0];
    if (!is_type(p) && !(string_ok && p.kind == VAL_STRING))
        return invalid(ctx, a);
    return build(ctx, a, base, &p, 1);
}

/* Resource[type, title]: a TypeReference type keeps its own bracketed title (Resource[Foo['x']]). */
static Value resource_params(Ctx *ctx, const TypeParserAccess *a) {
    size_t n = a->count;
    Value params[2] = { a->params[0], n == 2 ? a->params[1] : value_undef() };
    if (is_type(params[0]) && params[0].as.type->kind == TYPE_REFERENCE) {
        const char *text = params[0].as.type->u.reference.text;
        const char *bracket = strchr(text, '[');
        if (!bracket) {
            params[0] = value_cstring(ctx, text);
        } else {
            Value titles = type_parser_literal(ctx, bracket);
            if (value_is_abrupt(titles))
                return titles;
            size_t given = titles.kind == VAL_ARRAY ? titles.as.array->count : 1;
            if (given != 1)
                return ctx_error(ctx, a->where, "Invalid number of type parameters specified: %s requires 1, %zu provided",
                                 type_to_string(ctx, params[0].as.type)->bytes, given);
            params[0] = value_string(ctx, text, (size_t)(bracket - text));
            params[1] = titles.as.array->items[0];
            n = 2;
        }
    }
    if (n < 1 || n > 2)
        return arity(ctx, a, "Resource", "1 or 2");
    return build(ctx, a, &type_resource_any, params, n);
}

/* Names interpret_AccessExpression does not list: an alias or a built-in type that takes no
 * parameters, an Object type, a resource type, or a name the loader does not know. */
static Value named_params(Ctx *ctx, const TypeParserAccess *a) {
    const Type *base = a->base;
    if (!base)
        return value_from_type(type_new_reference(ctx, a->access_text));
    if (base->kind == TYPE_RESOURCE) {
        if (a->count != 1)
            return arity(ctx, a, a->name, "1");
        if (a->params[0].kind == VAL_UNDEF)
            return value_from_type(base);
        return build(ctx, a, base, a->params, 1);
    }
    if (base->kind == TYPE_TYPE_SET && a->count != 1)
        return arity(ctx, a, "Object", "1");   /* sic: the TypeParser names Object here */
    if (base->kind == TYPE_OBJECT || base->kind == TYPE_TYPE_SET)
        return build(ctx, a, base, a->params, a->count);
    return ctx_error(ctx, a->where, "Not a parameterized type <%s>", a->name_text);
}

Value type_parser_access(Ctx *ctx, const TypeParserAccess *a) {
    char lower[16];
    size_t len = strlen(a->name);
    if (len >= sizeof lower)
        return named_params(ctx, a);
    for (size_t i = 0; i <= len; i++)
        lower[i] = a->name[i] >= 'A' && a->name[i] <= 'Z' ? (char)(a->name[i] + 32) : a->name[i];
    const Value *p = a->params;
    size_t n = a->count;
#define IS(word) (strcmp(lower, word) == 0)
    if (IS("array"))
        return array_params(ctx, a);
    if (IS("hash"))
        return hash_params(ctx, a);
    if (IS("collection"))
        return sized_params(ctx, a, &type_collection, "Collection");
    if (IS("string"))
        return sized_params(ctx, a, &type_string, "String");
    if (IS("class")) {
        if (n != 1)
            return arity(ctx, a, "Class", "1");
        return p[0].kind == VAL_UNDEF ? value_from_type(&type_class_any) : build(ctx, a, &type_class_any, p, 1);
    }
    if (IS("resource"))
        return resource_params(ctx, a);
    if (IS("regexp")) {
        if (n != 1)
            return arity(ctx, a, "Regexp", "1");
        return p[0].kind == VAL_UNDEF ? value_from_type(&type_regexp) : build(ctx, a, &type_regexp, p, 1);
    }
    if (IS("enum"))
        return enum_params(ctx, a);
    if (IS("pattern"))
        return n < 1 ? arity(ctx, a, "Pattern", "1 or more") : pattern_params(ctx, a);
    if (IS("uri"))
        return n != 1 ? arity(ctx, a, "URI", "1") : build(ctx, a, &type_uri, p, 1);
    if (IS("variant")) {
        if (n < 1)
            return arity(ctx, a, "Variant", "1 or more");
        for (size_t i = 0; i < n; i++)
            if (!is_type(p[i]))
                return invalid(ctx, a);
        return build(ctx, a, &type_variant, p, n);
    }
    if (IS("tuple"))
        return n < 1 ? arity(ctx, a, "Tuple", "1 or more") : tuple_params(ctx, a);
    if (IS("callable"))
        return callable_params(ctx, a);
    if (IS("struct"))
        return struct_params(ctx, a);
    if (IS("boolean")) {
        if (n != 1)
            return arity(ctx, a, "Boolean", "1");
        if (p[0].kind != VAL_BOOLEAN)
            return ctx_error(ctx, a->where, "Boolean parameter must be true or false");
        return value_from_type(type_new_boolean(p[0].as.boolean ? 1 : 0));
    }
    if (IS("integer"))
        return numeric_params(ctx, a, &type_integer, "Integer");
    if (IS("float"))
        return numeric_params(ctx, a, &type_float, "Float");
    if (IS("object") || IS("typeset"))
        return n != 1 ? arity(ctx, a, "Object", "1") : named_params(ctx, a);
    if (IS("init"))
        return is_type(p[0]) ? build(ctx, a, &type_init, p, n) : invalid(ctx, a);
    if (IS("iterable"))
        return contained_params(ctx, a, &type_iterable, "Iterable", "1", false);
    if (IS("iterator"))
        return contained_params(ctx, a, &type_iterator, "Iterator", "1", false);
    if (IS("sensitive"))
        return contained_params(ctx, a, &type_sensitive, "Sensitive", "0 to 1", false);
    if (IS("optional"))
        return contained_params(ctx, a, &type_optional, "Optional", "1", true);
    if (IS("notundef"))
        return contained_params(ctx, a, &type_not_undef, "NotUndef", "0 to 1", true);
    if (IS("type"))
        return contained_params(ctx, a, &type_type, "Type", "1", false);
    if (IS("any") || IS("data") || IS("catalogentry") || IS("scalar") || IS("undef") || IS("numeric") ||
        IS("default") || IS("semverrange"))
        return ctx_error(ctx, a->where, "Not a parameterized type <%s>", a->name_text);
    if (IS("runtime"))
        return n != 2 ? arity(ctx, a, "Runtime", "2") : build(ctx, a, &type_runtime, p, 2);
    if (IS("timespan"))
        return n > 2 ? arity(ctx, a, "Timespan", "0 to 2") : build(ctx, a, &type_timespan, p, n);
    if (IS("timestamp"))
        return n > 2 ? arity(ctx, a, "Timestamp", "0 to 2") : build(ctx, a, &type_timestamp, p, n);
    if (IS("semver"))
        return build(ctx, a, &type_semver, p, n);
#undef IS
    return named_params(ctx, a);
}
