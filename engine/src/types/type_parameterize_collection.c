/* type_parameterize_collection.c: the rules of T[args] for the types that hold other types:
 * Collection[size], Array[T, size], Hash[K, V, size], Tuple[T..., size], Struct[{key => T}],
 * Variant, Optional, NotUndef, Type, Sensitive, Iterable and Iterator[T], Callable[params,
 * block] and Callable[[params], return], Init[T, args] (types-values-variables.md), with the
 * reference's messages. Struct, Callable and Init do not flatten their arguments.
 */
#include "types/type_parameterize_internal.h"

Value param_collection(TypeAccess *a) {
    param_flatten(a);
    if (a->count < 1 || a->count > 2)
        return param_fail_arity(a, "Collection-Type", 1, 2, a->count, a->where);
    TypeRange size;
    if (!param_collection_size(a, 0, a->count, &size))
        return value_abrupt();
    return value_from_type(type_new_collection(a->ctx, true, size));
}

Value param_array(TypeAccess *a) {
    param_flatten(a);
    TypeRange size = type_range(0, 0);
    bool sized = false;
    const Type *element = NULL;
    switch (a->count) {
    case 1:
        if (!param_is_type(a->keys[0]))
            return param_fail_slice_type(a, "Array-Type", 0);
        element = a->keys[0].as.type;
        break;
    case 2:
        if (param_is_type(a->keys[0])) {
            element = a->keys[0].as.type;
            if (!param_collection_size(a, 1, 1, &size))
                return value_abrupt();
        } else if (!param_collection_size(a, 0, 2, &size)) {
            return value_abrupt();
        }
        sized = true;
        break;
    case 3:
        if (!param_is_type(a->keys[0]))
            return param_fail_slice_type(a, "Array-Type", 0);
        element = a->keys[0].as.type;
        if (!param_collection_size(a, 1, 2, &size))
            return value_abrupt();
        sized = true;
        break;
    default:
        return param_fail_arity(a, "Array-Type", 1, 3, a->count, a->where);
    }
    return value_from_type(type_new_array(a->ctx, element, sized, size));
}

Value param_hash(TypeAccess *a) {
    param_flatten(a);
    if (a->count == 2 && a->keys[0].kind == VAL_INTEGER && a->keys[1].kind == VAL_INTEGER) {
        TypeRange size;
        if (!param_make_range(a, a->keys[0], a->keys[1], &size))
            return value_abrupt();
        return value_from_type(type_new_hash(a->ctx, NULL, NULL, true, size));
    }
    for (size_t i = 0; i < a->count && i < 2; i++)
        if (!param_is_type(a->keys[i]))
            return param_fail_slice_type(a, "Hash-Type", i);
    TypeRange size = type_range(0, 0);
    bool sized = true;
    switch (a->count) {
    case 2:
        sized = false;
        break;
    case 3: {
        Value k = a->keys[2];
        if (param_is_type(k) && k.as.type->kind == TYPE_INTEGER) {
            size = type_range(k.as.type->u.integer.from, k.as.type->u.integer.to);
        } else if (k.kind == VAL_INTEGER || k.kind == VAL_DEFAULT) {
            if (!param_make_range(a, k, value_default(), &size))
                return value_abrupt();
        } else {
            /* PIntegerType.new(x) with something else: the reference fails in Ruby */
            return param_fail_collection_size(a, 2);
        }
        break;
    }
    case 4:
        if (!param_collection_size(a, 2, 2, &size))
            return value_abrupt();
        break;
    default:
        return param_fail_arity(a, "Hash-Type", 2, 4, a->count, a->where);
    }
    return value_from_type(type_new_hash(a->ctx, a->keys[0].as.type, a->keys[1].as.type, sized, size));
}

Value param_tuple(TypeAccess *a) {
    param_flatten(a);
    TypeRange size = type_range(0, 0);
    bool sized = false;
    size_t n = a->count;
    if (n >= 2 && param_is_range(a->keys[n - 2]) && param_is_range(a->keys[n - 1])) {
        if (!param_make_range(a, a->keys[n - 2], a->keys[n - 1], &size))
            return value_abrupt();
        sized = true;
        n -= 2;
    } else if (n >= 1 && param_is_range(a->keys[n - 1])) {
        if (!param_make_range(a, a->keys[n - 1], value_default(), &size))
            return value_abrupt();
        sized = true;
        n -= 1;
    }
    if (n < 1)
        return param_fail_arity(a, label_with_article(a->ctx, param_type_label(a->ctx, a->base), true), 1, -1, n, a->where);
    const Type **types = ctx_alloc(a->ctx, n * sizeof *types);
    for (size_t i = 0; i < n; i++) {
        if (!param_is_type(a->keys[i]))
            return param_fail_key_classes(a, i, "Any-Type");
        types[i] = a->keys[i].as.type;
    }
    return value_from_type(type_new_tuple(a->ctx, types, n, sized, size));
}

Value param_variant(TypeAccess *a) {
    param_flatten(a);
    if (a->count < 1)
        return param_fail_type_arity(a, 1, -1, a->where);
    const Type **types = ctx_alloc(a->ctx, a->count * sizeof *types);
    for (size_t i = 0; i < a->count; i++) {
        if (!param_is_type(a->keys[i]))
            return param_fail_key_classes(a, i, "Any-Type");
        types[i] = a->keys[i].as.type;
    }
    return value_from_type(type_variant_of(a->ctx, types, a->count));
}

/* Optional, NotUndef, Type, Sensitive, Iterable, Iterator: one type (a string is a String
 * type for Optional and NotUndef). */
Value param_contained(TypeAccess *a) {
    TypeKind kind = a->base->kind;
    const char *base = ctx_sprintf(a->ctx, "%s-Type", type_kind_name(kind));
    param_flatten(a);
    if (kind == TYPE_NOT_UNDEF) {
        if (a->count == 0)
            return value_from_type(&type_not_undef);
        if (a->count != 1)
            return param_fail_arity(a, base, 0, 1, a->count, a->where);
    } else if (a->count != 1) {
        return param_fail_arity(a, base, 1, 1, a->count, a->where);
    }
    Value k = a->keys[0];
    const Type *t;
    if (param_is_type(k)) {
        t = k.as.type;
    } else if (k.kind == VAL_STRING && (kind == TYPE_OPTIONAL || kind == TYPE_NOT_UNDEF)) {
        t = type_new_string_value(a->ctx, k.as.string);
    } else if (kind == TYPE_NOT_UNDEF) {
        return ctx_error(a->ctx, param_key_span(a, 0), "%s[] argument must be a Type or a String. Got %s", base,
                         param_ruby_class_name(k));
    } else {
        return param_fail_slice_type(a, base, 0);
    }
    return value_from_type(type_new_contained(a->ctx, kind, t));
}

/* Whether TypeFactory.type_of would make a Runtime with an empty name of v. */
static bool is_empty_runtime_name(Value v) {
    return v.kind == VAL_STRING && v.as.string->len == 0;
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
Value param_struct(TypeAccess *a) {
    if (a->count != 1)
        return param_fail_type_arity(a, 1, 1, a->where);
    if (a->keys[0].kind != VAL_HASH)
        return param_fail_key_classes(a, 0, "Hash");
    const Hash *h = a->keys[0].as.hash;
    TypeStructMember *members = ctx_alloc(a->ctx, (h->count + 1) * sizeof *members);
    for (size_t i = 0; i < h->count; i++) {
        Value key = h->entries[i].key;
        if (is_empty_runtime_name(h->entries[i].value))
            return param_fail_runtime_name(a);
        const Type *value_type = type_factory_type_of(a->ctx, h->entries[i].value);   /* TypeFactory.type_of */
        TypeStructMember *m = &members[i];
        m->value_type = value_type;
        if (key.kind == VAL_STRING) {
            if (key.as.string->len == 0)
                return param_fail_argument(a, "Struct element key cannot be an empty String");
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
                                 : param_ruby_class_name(key);
            return param_fail_argument(a, ctx_sprintf(a->ctx,
                                 "Illegal Struct member key type. Expected NotUndef, Optional, String, or Enum. Got: %s", got));
        }
        if (!s || s->kind != TYPE_STRING || !s->u.string.value)
            return param_fail_argument(a, ctx_sprintf(a->ctx, "Unable to extract a non-empty literal string from Struct member key type %s",
                                                type_to_string(a->ctx, key.as.type)->bytes));
        m->name = s->u.string.value;
        m->key_type = kt;
        m->optional = optional;
    }
    return value_from_type(type_new_struct(a->ctx, members, h->count));
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

Value param_callable(TypeAccess *a) {
    const Value *params = a->keys;
    size_t n = a->count;
    const Type *ret = NULL;
    if (n > 0 && params[0].kind == VAL_ARRAY) {
        if (n != 2)
            return param_fail_type_arity(a, 2, 2, a->where);
        if (!param_is_type(params[1]))
            return param_fail_key_classes(a, 1, "Any-Type");
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
    if (n >= 2 && param_is_range(params[n - 2]) && param_is_range(params[n - 1])) {
        if (!param_make_range(a, params[n - 2], params[n - 1], &size))
            return value_abrupt();
        sized = true;
        n -= 2;
    } else if (n >= 1 && param_is_range(params[n - 1])) {
        if (!param_make_range(a, params[n - 1], value_default(), &size))
            return value_abrupt();
        sized = true;
        n -= 1;
    }
    for (size_t i = 0; i < n; i++)
        if (is_empty_runtime_name(params[i]))
            return param_fail_runtime_name(a);
    const Type **types = ctx_alloc(a->ctx, (n + 1) * sizeof *types);
    for (size_t i = 0; i < n; i++)
        types[i] = type_factory_type_of(a->ctx, params[i]);
    /* no types but a size that allows arguments: the parameters are Unit (anything) */
    if (n == 0 && sized && size.to > 0)
        types[n++] = &type_unit;
    const Type *tuple = type_new_tuple(a->ctx, types, n, sized, size);
    return value_from_type(type_new_callable(a->ctx, tuple, block, ret));
}

Value param_init(TypeAccess *a) {
    if (a->count < 1 || !param_is_type(a->keys[0]))
        return a->count < 1 ? param_fail_type_arity(a, 1, -1, a->where) : param_fail_slice_type(a, "Init-Type", 0);
    return value_from_type(type_new_init(a->ctx, a->keys[0].as.type, a->keys + 1, a->count - 1));
}
