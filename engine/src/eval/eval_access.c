/* eval_access.c: the [] operator on values.
 *
 * Follows expressions.md "[ ] Access Operator" (Array, Hash and String values) as the
 * reference's access_operator.rb computes it: positions count characters for strings, a
 * negative start counts from the end, a negative count is an end position counted from the
 * end, an index outside the value gives undef (one key) or an empty result (two keys); hash
 * lookups with several keys drop the missing and undef values. Keys of arrays are converted
 * like arithmetic operands (numeric strings, with the strict warning), keys of strings with
 * the reference's to_n (no warning). Types are parameterized by type_parameterize (type.h):
 * the one place where `T[...]` is defined.
 */
#include <string.h>

#include "catalog/catalog.h"
#include "eval/eval_internal.h"
#include "types/type.h"

/* The keys, evaluated, with splatted keys unfolded. */
static bool eval_keys(Ctx *ctx, const AstNode *node, Value **keys, size_t *count) {
    return eval_arguments(ctx, &node->as.access.keys, NULL, keys, count);
}

/* The keys of Class[...]: eval_AccessExpression interprets a bare capitalized name among them
 * without the "Resource type not found" check, so an unknown name reaches the Class rules as a
 * TypeReference (`Class[Foo]`: "A TypeReference['Foo']-Type cannot be used where a String is
 * expected"). The keys are not unfolded, as there. */
static bool eval_class_keys(Ctx *ctx, const AstNode *node, Value **keys, size_t *count) {
    const AstList *list = &node->as.access.keys;
    Value *values = ctx_alloc(ctx, (list->count + 1) * sizeof *values);
    for (size_t i = 0; i < list->count; i++) {
        const AstNode *key = list->items[i];
        if (key->kind != AST_TYPE_REF) {
            if (value_is_abrupt(values[i] = eval_node(ctx, key)))
                return false;
            continue;
        }
        if (value_is_abrupt(values[i] = type_from_ast(ctx, key)))
            return false;
        if (values[i].kind == VAL_TYPE && !catalog_type_resolves(ctx, values[i].as.type))
            values[i] = value_from_type(type_new_reference(ctx, key->as.string.text));
    }
    *keys = values;
    *count = list->count;
    return true;
}

/* Ruby's keys.flatten! for arrays and strings. */
static void flatten_into(Ctx *ctx, ArrayBuilder *b, Value v) {
    if (v.kind == VAL_ARRAY) {
        stack_guard();   /* nested or shared arrays: see ctx.h */
        for (size_t i = 0; i < v.as.array->count; i++)
            flatten_into(ctx, b, v.as.array->items[i]);
    } else {
        array_builder_push(ctx, b, v);
    }
}

static size_t flatten(Ctx *ctx, Value **keys, size_t count) {
    bool nested = false;
    for (size_t i = 0; i < count; i++)
        nested |= (*keys)[i].kind == VAL_ARRAY;
    if (!nested)
        return count;
    ArrayBuilder b;
    array_builder_init(&b);
    for (size_t i = 0; i < count; i++)
        flatten_into(ctx, &b, (*keys)[i]);
    *keys = b.items;
    return b.count;
}

/* The span of key i; none for a key that flattening added past the written ones, which the
 * reference reports unlocated (its @semantic.keys[i] is nil). */
static SrcSpan key_span(const AstNode *node, size_t i) {
    const AstList *keys = &node->as.access.keys;
    return i < keys->count ? keys->items[i]->span : span_none();
}

static const char *key_type_name(Ctx *ctx, Value v) {
    if (v.kind == VAL_UNDEF)
        return "Undef";
    if (v.kind == VAL_DEFAULT)
        return "Default";
    if (v.kind == VAL_SEMVER)
        return "SemVer";   /* the generalized type, without the version's range */
    /* bad_key_type_name: TypeCalculator.infer (the reduced form: a Hash, not a Struct), generalized */
    return type_to_string(ctx, type_infer_mode(ctx, v, INFER_GENERALIZED))->bytes;
}

/* Ruby's o[start, length] on a sequence of n elements: false when the result is nil. */
static bool ruby_slice(int64_t n, int64_t start, int64_t length, int64_t *from, int64_t *count) {
    if (start < 0 || start > n || length < 0)
        return false;
    *from = start;
    *count = length > n - start ? n - start : length;   /* (start + length may overflow) */
    return true;
}

/* access_String / access_Array's arithmetic for two keys: returns false for a nil slice. */
static bool two_key_range(int64_t length, int64_t k1, int64_t k2, int64_t *from, int64_t *count) {
    k1 = k1 < 0 ? length + k1 : k1;
    k2 = k2 < 0 ? length - k1 + k2 + 1 : k2;
    if (k1 < 0) {
        k2 = k2 + k1;
        k1 = 0;
    }
    return ruby_slice(length, k1, k2, from, count);
}

/* The characters from..from+count of s (from and count within it: ruby_slice's). */
static Value substring(Ctx *ctx, const Str *s, int64_t from, int64_t count) {
    size_t start = str_char_offset(ctx, s, (size_t)from);
    size_t end = str_char_offset(ctx, s, (size_t)(from + count));
    return value_string(ctx, s->bytes + start, end - start);
}

static bool string_key(Ctx *ctx, const AstNode *node, Value v, size_t i, int64_t *out) {
    Value n = v;
    if (v.kind == VAL_STRING) {
        /* Utils.to_n: numeric strings are accepted without the coercion warning */
        if (!eval_string_to_number(v.as.string, &n))
            n = v;
    }
    if (n.kind != VAL_INTEGER) {
        const char *name = key_type_name(ctx, n);
        ctx_error(ctx, key_span(node, i),
                  "A substring operation does not accept %s as a character index. Expected an Integer",
                  label_with_article(ctx, name, false));
        return false;
    }
    *out = n.as.integer;
    return true;
}

/* The characters (bytes of a Binary, which the reference slices as a String) from..from+count
 * of target, a value of target's kind. */
static Value slice_of(Ctx *ctx, Value target, int64_t from, int64_t count) {
    if (target.kind != VAL_BINARY)
        return substring(ctx, target.as.string, from, count);
    Value r = target;
    r.as.string = str_new(ctx, target.as.string->bytes + from, (size_t)count);
    return r;
}

static Value access_string(Ctx *ctx, const AstNode *node, Value target, Value *keys, size_t count) {
    const Str *s = target.as.string;
    count = flatten(ctx, &keys, count);
    if (count == 0 || count > 2)
        return ctx_error(ctx, node->as.access.target->span, "String supports [] with one or two arguments. Got %zu",
                         count);
    int64_t length = target.kind == VAL_BINARY ? (int64_t)s->len : (int64_t)str_char_count_cursor(ctx, s);
    int64_t k1, k2, from, n;
    if (!string_key(ctx, node, keys[0], 0, &k1))
        return value_abrupt();
    if (count == 1) {
        k1 = k1 < 0 ? length + k1 : k1;
        if (k1 < 0 || !ruby_slice(length, k1, 1, &from, &n))
            return slice_of(ctx, target, 0, 0);
        return slice_of(ctx, target, from, n);
    }
    if (!string_key(ctx, node, keys[1], 1, &k2))
        return value_abrupt();
    if (!two_key_range(length, k1, k2, &from, &n))
        return slice_of(ctx, target, 0, 0);
    return slice_of(ctx, target, from, n);
}

static bool array_key(Ctx *ctx, const AstNode *node, Value array, Value v, size_t i, int64_t *out) {
    Value n;
    if (value_is_abrupt(n = eval_coerce_numeric(ctx, v, key_span(node, i))))
        return false;
    if (n.kind != VAL_INTEGER) {
        ctx_error(ctx, key_span(node, i), "%s[] cannot use %s where Integer is expected",
                  label_with_article(ctx, eval_value_label(ctx, array), true), key_type_name(ctx, n));
        return false;
    }
    *out = n.as.integer;
    return true;
}

static Value access_array(Ctx *ctx, const AstNode *node, Value array, Value *keys, size_t count) {
    count = flatten(ctx, &keys, count);
    if (count == 0 || count > 2)
        return ctx_error(ctx, node->as.access.target->span, "Array supports [] with one or two arguments. Got %zu",
                         count);
    const Array *a = array.as.array;
    int64_t length = (int64_t)a->count;
    int64_t k1, k2, from, n;
    if (count == 1) {
        if (!array_key(ctx, node, array, keys[0], 0, &k1))
            return value_abrupt();
        if (k1 < 0)
            k1 += length;
        return k1 >= 0 && k1 < length ? a->items[k1] : value_undef();
    }
    /* access_Array: both keys are coerced (and warned about) before either is checked */
    Value n1, n2;
    if (value_is_abrupt(n1 = eval_coerce_numeric(ctx, keys[0], key_span(node, 0))) ||
        value_is_abrupt(n2 = eval_coerce_numeric(ctx, keys[1], key_span(node, 1))) ||
        !array_key(ctx, node, array, n1, 0, &k1) || !array_key(ctx, node, array, n2, 1, &k2))
        return value_abrupt();
    if (!two_key_range(length, k1, k2, &from, &n))
        return value_array_of(ctx, NULL, 0);
    return value_array_of(ctx, a->items + from, (size_t)n);
}

static Value access_hash(Ctx *ctx, const AstNode *node, const Hash *h, Value *keys, size_t count) {
    if (count == 0)
        return ctx_error(ctx, node->as.access.target->span, "Hash supports [] with one or more arguments. Got 0");
    if (count == 1) {
        Value v;
        return hash_get(h, keys[0], &v) ? v : value_undef();
    }
    ArrayBuilder b;
    array_builder_init(&b);
    for (size_t i = 0; i < count; i++) {
        Value v;
        if (hash_get(h, keys[i], &v) && v.kind != VAL_UNDEF)
            array_builder_push(ctx, &b, v);
    }
    return array_builder_finish(ctx, &b);
}

/* T[args]: type_parameterize blames the argument the reference blames, through the spans of
 * the key expressions (when no splat changed their number). */
static Value eval_type_access(Ctx *ctx, const AstNode *node, const Type *t, const Value *keys, size_t count) {
    const AstList *exprs = &node->as.access.keys;
    SrcSpan *spans = NULL;
    if (exprs->count == count && count) {
        spans = ctx_alloc(ctx, count * sizeof *spans);
        for (size_t i = 0; i < count; i++)
            spans[i] = exprs->items[i]->span;
    }
    return type_parameterize_at(ctx, t, keys, count, spans, node->span);
}

Value eval_access(Ctx *ctx, const AstNode *node) {
    Value target;
    TRY(target = eval_node(ctx, node->as.access.target));
    Value *keys;
    size_t count;
    bool class_keys = target.kind == VAL_TYPE && type_kind(target.as.type) == TYPE_CLASS;
    if (!(class_keys ? eval_class_keys : eval_keys)(ctx, node, &keys, &count))
        return value_abrupt();
    switch (target.kind) {
    case VAL_STRING:
    case VAL_BINARY:   /* Binary('aGk=')[0] is a Binary of the first byte */
        return access_string(ctx, node, target, keys, count);
    case VAL_ARRAY:
        return access_array(ctx, node, target, keys, count);
    case VAL_HASH:
        return access_hash(ctx, node, target.as.hash, keys, count);
    case VAL_TYPE:
        if (catalog_is_reference(target.as.type))   /* File['/x'][mode], Class['a'][p] */
            return catalog_attribute(ctx, target.as.type, keys, count, node->span);
        return eval_type_access(ctx, node, target.as.type, keys, count);
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_REGEXP:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_OBJECT:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    return ctx_error(ctx, node->as.access.target->span, "Operator '[]' is not applicable to %s.",
                     label_with_article(ctx, eval_value_label(ctx, target), false));
}
