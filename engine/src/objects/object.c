/* object.c: instances of Object types (VAL_OBJECT): construction, attribute access, equality,
 * the type of an instance and its string form.
 *
 * Follows what the reference's RubyGenerator makes of an Object type (ruby_generator.rb): a
 * `new_<Name>` function with two dispatches, the initialization hash (init_hash_type) and the
 * attributes as positional arguments (required ones first); readers for the attributes; an
 * eql? over the equality attributes (and the type); _pcore_init_hash, which leaves out the
 * attributes equal to their defaults, for `Point({'x' => 1})`. Error is the reference's
 * Puppet::DataTypes::Error, whose generated parts are the same. What cannot run without Ruby
 * (functions, derived attributes) fails as the generated placeholders do.
 */
#include "eval/eval_call.h"
#include "objects/type_object.h"

#include <string.h>

#include "support/ctx.h"
#include "text/format.h"
#include "types/type.h"
#include "eval/function.h"
#include "values/uri.h"

static const PuppetObject *obj(Value v) {
    return v.as.object;
}

/* Ruby's == on a default: numbers by value, anything else by eql?. */
static bool equals_default(Value a, Value b) {
    if (value_is_numeric(a) && value_is_numeric(b))
        return value_equal(a, b);
    return value_eql(a, b);
}

/* A Signature over the given parameters (function.h), for the dispatch of new. */
static Signature *signature(Ctx *ctx, const char **names, const Type **types, size_t n, size_t min) {
    Signature *s = ctx_calloc(ctx, 1, sizeof *s);
    s->param_count = n;
    s->names = names;
    s->types = types;
    s->min = min;
    s->max = n;
    return s;
}

/* The instance with the given value per init parameter (NULL: not given). */
static Value build(Ctx *ctx, const Type *t, const ObjectDef *def, const ObjectMember *const *params,
                   const Value *given, size_t n_params) {
    PuppetObject *o = ctx_calloc(ctx, 1, sizeof *o);
    const ObjectMember **all;
    o->count = type_object_attributes(ctx, def, &all);
    o->attributes = all;
    o->def = def;
    o->type = t;
    Value *values = ctx_alloc(ctx, (o->count + 1) * sizeof *values);
    for (size_t i = 0; i < o->count; i++) {
        const ObjectMember *m = all[i];
        values[i] = m->has_value && m->value.kind != VAL_DEFAULT ? m->value : value_undef();
        if (m->kind == OBJECT_ATTR_DERIVED)
            values[i] = value_undef();
        for (size_t k = 0; k < n_params; k++)
            if (params[k] == m && given[k].kind != VAL_ABRUPT)
                values[i] = given[k];
    }
    o->values = values;
    Value v = { .kind = VAL_OBJECT, .as.object = o };
    return v;
}

/* The unparameterized type an instance of t has (Error['x'].new makes an Error). */
static const Type *base_type(Ctx *ctx, const Type *t) {
    t = type_resolve(t);
    size_t n;
    if (type_object_params(t, &n))
        return type_generalize(ctx, t);
    return t;
}

Value object_from_hash(Ctx *ctx, const Type *t, const Hash *init) {
    t = base_type(ctx, t);
    const ObjectDef *def = type_object_def(t);
    const ObjectMember **params;
    size_t required;
    size_t n = type_object_init_params(ctx, def, &params, &required);
    Value *given = ctx_alloc(ctx, (n + 1) * sizeof *given);
    for (size_t i = 0; i < n; i++)
        if (!hash_get(init, value_cstring(ctx, params[i]->name), &given[i]))
            given[i] = value_abrupt();
    return build(ctx, t, def, params, given, n);
}

Value object_error(Ctx *ctx, const char *msg, const char *kind, Value details, const char *issue_code) {
    Hash *h = hash_new(ctx, 4);
    hash_put(ctx, h, value_cstring(ctx, "msg"), value_cstring(ctx, msg));
    if (kind)
        hash_put(ctx, h, value_cstring(ctx, "kind"), value_cstring(ctx, kind));
    if (details.kind != VAL_UNDEF)
        hash_put(ctx, h, value_cstring(ctx, "details"), details);
    if (issue_code)
        hash_put(ctx, h, value_cstring(ctx, "issue_code"), value_cstring(ctx, issue_code));
    return object_from_hash(ctx, type_object_error_type(), h);
}

Value object_new(Ctx *ctx, const CallSite *site, const Type *t, const Value *args, size_t count) {
    t = base_type(ctx, t);
    const ObjectDef *def = type_object_def(t);
    const ObjectMember **params;
    size_t required;
    size_t n = type_object_init_params(ctx, def, &params, &required);
    const char **names = ctx_alloc(ctx, (n + 1) * sizeof *names);
    const Type **types = ctx_alloc(ctx, (n + 1) * sizeof *types);
    for (size_t i = 0; i < n; i++) {
        names[i] = params[i]->name;
        types[i] = params[i]->type;
    }
    static const char *const hash_name[] = { "hash" };
    const Type **hash_type = ctx_alloc(ctx, sizeof *hash_type);
    hash_type[0] = type_object_init_hash_type(ctx, def);
    const Signature *sigs[2] = {
        signature(ctx, (const char **)hash_name, hash_type, 1, 1),
        signature(ctx, names, types, n, required),
    };
    if (signature_accepts(ctx, sigs[0], args, count, NULL))
        return object_from_hash(ctx, t, args[0].as.hash);
    if (!signature_accepts(ctx, sigs[1], args, count, NULL)) {
        const char *label = ctx_sprintf(ctx, "'new_%s'", type_object_label(def));
        return function_error(ctx, site, "%s", signature_describe(ctx, label, sigs, 2, args, count, NULL));
    }
    Value *given = ctx_alloc(ctx, (n + 1) * sizeof *given);
    for (size_t i = 0; i < n; i++)
        given[i] = i < count ? args[i] : value_abrupt();
    return build(ctx, t, def, params, given, n);
}

/* --- reading ------------------------------------------------------------------------------- */

static bool slot_of(const PuppetObject *o, const char *name, size_t *slot) {
    for (size_t i = 0; i < o->count; i++)
        if (strcmp(o->attributes[i]->name, name) == 0) {
            *slot = i;
            return true;
        }
    return false;
}

bool object_get(Value object, const char *name, Value *out) {
    size_t slot;
    if (object.kind != VAL_OBJECT || !slot_of(obj(object), name, &slot))
        return false;
    *out = obj(object)->values[slot];
    return true;
}

bool object_invoke(Ctx *ctx, const CallSite *site, Value receiver, const Value *args, size_t count,
                   const Callable *block, Value *result) {
    if (receiver.kind == VAL_URI)   /* PURIType's members: readers that ignore any arguments */
        return uri_member(ctx, receiver.as.uri, site->name, result);
    if (receiver.kind != VAL_OBJECT)
        return false;
    const ObjectNativeHook *native = obj(receiver)->def->native;
    if (native && native->invoke)
        return native->invoke(ctx, site, receiver, args, count, block, result);
    const ObjectMember *m = type_object_member(obj(receiver)->def, site->name);
    if (!m)
        return false;
    (void)args;   /* attributes take none; functions run no code here */
    const char *label = type_object_member_label(ctx, m);
    /* PAnnotatedMember#invoke: an attribute is a Callable[0, 0] without a block */
    if (!m->is_function) {
        if (count > 0)
            *result = function_error(ctx, site, "'%s' expects no arguments, got %zu", label, count);
        else if (block)
            *result = function_error(ctx, site, "'%s' does not expect a block", label);
        else if (m->kind == OBJECT_ATTR_DERIVED)
            *result = function_error(ctx, site, "no method is implemented for derived %s", label);
        else
            object_get(receiver, m->name, result);
        return true;
    }
    if (m->reads && count == 0 && !block) {
        object_get(receiver, m->reads, result);
        return true;
    }
    *result = function_error(ctx, site, "no method is implemented for %s", label);
    return true;
}

size_t object_children(Ctx *ctx, Value object, const Value **names, const Value **values) {
    const PuppetObject *o = obj(object);
    Value *n = ctx_alloc(ctx, (o->count + 1) * sizeof *n);
    Value *v = ctx_alloc(ctx, (o->count + 1) * sizeof *v);
    size_t k = 0;
    for (size_t i = 0; i < o->count; i++) {
        const ObjectMember *m = o->attributes[i];
        if (m->container != o->def || m->kind == OBJECT_ATTR_REFERENCE)
            continue;
        n[k] = value_cstring(ctx, m->name);
        v[k++] = o->values[i];
    }
    *names = n;
    *values = v;
    return k;
}

Value object_init_hash(Ctx *ctx, Value object) {
    const PuppetObject *o = obj(object);
    Hash *h = hash_new(ctx, o->count);
    for (size_t i = 0; i < o->count; i++) {
        const ObjectMember *m = o->attributes[i];
        if (m->kind == OBJECT_ATTR_CONSTANT || m->kind == OBJECT_ATTR_DERIVED)
            continue;
        if (m->has_value && equals_default(o->values[i], m->value))
            continue;
        hash_put(ctx, h, value_cstring(ctx, m->name), o->values[i]);
    }
    return value_from_hash(h);
}

const Type *object_type(Ctx *ctx, Value object, bool detailed) {
    const PuppetObject *o = obj(object);
    if (!detailed)
        return o->type;
    /* PObjectTypeExtension.create_from_instance: the type parameters take the values of the
     * attributes of the same names */
    size_t n = 0;
    for (const ObjectDef *d = o->def; d; d = type_object_parent(d))
        n += d->type_param_count;
    if (n == 0)
        return o->type;
    Value *params = ctx_alloc(ctx, n * sizeof *params);
    size_t k = 0;
    for (const ObjectDef *d = o->def; d; d = type_object_parent(d))
        for (size_t i = 0; i < d->type_param_count; i++)
            if (!object_get(object, d->type_params[i].name, &params[k++]))
                params[k - 1] = value_undef();
    Value t = type_parameterize(ctx, o->type, params, n, span_none());
    return value_is_abrupt(t) ? o->type : t.as.type;
}

/* --- equality ------------------------------------------------------------------------------ */

/* Whether the attribute takes part in the generated eql? of its type chain. */
static bool in_equality(const PuppetObject *o, const ObjectMember *m) {
    const ObjectDef *def = m->container;
    for (const ObjectDef *d = o->def; d; d = type_object_parent(d)) {
        if (!d->has_equality)
            continue;
        for (size_t i = 0; i < d->equality_count; i++)
            if (strcmp(d->equality[i]->bytes, m->name) == 0)
                return true;
    }
    return !def->has_equality && m->kind != OBJECT_ATTR_CONSTANT && m->kind != OBJECT_ATTR_DERIVED;
}

bool object_equal(Value a, Value b) {
    if (a.kind != VAL_OBJECT || b.kind != VAL_OBJECT)
        return false;
    const PuppetObject *x = obj(a), *y = obj(b);
    if (x == y)
        return true;
    if (!type_object_def_equal(x->def, y->def) || x->count != y->count)
        return false;
    bool compared = false;
    for (size_t i = 0; i < x->count; i++) {
        if (!in_equality(x, x->attributes[i]))
            continue;
        compared = true;
        if (!value_eql(x->values[i], y->values[i]))
            return false;
    }
    /* without equality attributes nor the type in equality: Ruby's identity */
    return compared || x->def->equality_include_type;
}

uint64_t object_hash(Value v) {
    const PuppetObject *o = obj(v);
    uint64_t h = 0x9e3779b97f4a7c15ull;
    const char *name = type_object_label(o->def);
    for (const char *c = name; *c; c++)
        h = (h ^ (uint64_t)(unsigned char)*c) * 0x100000001b3ull;
    for (size_t i = 0; i < o->count; i++)
        if (in_equality(o, o->attributes[i]))
            h = (h ^ value_hash(o->values[i])) * 0x100000001b3ull;
    return h;
}

/* A value of an init hash as the reference's TypeFormatter writes it (type_formatter.rb):
 * versions and times quoted ('1.0.0'), values it has no writer for as "Instance of " and
 * their type (a Sensitive, a Binary), anything else as %p writes it. */
static void append_init_value(Ctx *ctx, StrBuf *sb, Value v) {
    stack_guard();   /* nested data: see ctx.h */
    switch (v.kind) {
    case VAL_ARRAY:
        strbuf_append_char(sb, '[');
        for (size_t i = 0; i < v.as.array->count; i++) {
            if (i)
                strbuf_append_cstr(sb, ", ");
            append_init_value(ctx, sb, v.as.array->items[i]);
        }
        strbuf_append_char(sb, ']');
        return;
    case VAL_HASH:
        strbuf_append_char(sb, '{');
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            if (i)
                strbuf_append_cstr(sb, ", ");
            append_init_value(ctx, sb, e->key);
            strbuf_append_cstr(sb, " => ");
            append_init_value(ctx, sb, e->value);
        }
        strbuf_append_char(sb, '}');
        return;
    case VAL_OBJECT:
        object_format(ctx, sb, v);
        return;
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
        strbuf_append_char(sb, '\'');
        strbuf_append_str(sb, format_to_string(ctx, v));
        strbuf_append_char(sb, '\'');
        return;
    case VAL_SENSITIVE:
    case VAL_BINARY:
        strbuf_append_cstr(sb, "Instance of ");
        strbuf_append_str(sb, type_to_string(ctx, type_infer(ctx, v)));
        return;
    default:
        strbuf_append_str(sb, format_inspect(ctx, v));
        return;
    }
}

void object_format(Ctx *ctx, StrBuf *sb, Value object) {
    strbuf_append_cstr(sb, type_object_label(obj(object)->def));
    strbuf_append_char(sb, '(');
    append_init_value(ctx, sb, object_init_hash(ctx, object));
    strbuf_append_char(sb, ')');
}
