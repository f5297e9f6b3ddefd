/* type_attributes.c: a type value seen as the Pcore object it is in the reference: its own
 * attributes, by name and value, as `_pcore_type.attributes` lists them (types.rb and
 * p_*_type.rb: each P<Name>Type's register_ptype), which is what tree_each walks when a type
 * is among the values (TreeIterator#indexer_on: an Object's attributes, not its parents').
 *
 * Array[Integer, 1, 3] has element_type (its size_type belongs to CollectionType, the parent),
 * Hash key_type and value_type, String size_type_or_value, a Struct its elements, each a
 * Pcore::StructElement object with key_type and value_type; Integer, Float, Boolean and the
 * other kinds without own attributes have none. Values are what the reference's readers
 * return: undef for what was not given, an Integer type for a size range, the types, strings
 * and arrays as given. Where the reference hands out a Ruby object with no Puppet value, the
 * nearest value stands in (Runtime's runtime, the Symbol :ruby, is the String 'ruby'); a
 * TypeSet's _pcore_init_hash is not built, as the reference's walk of it never ends
 * (docs/deviations.md).
 */
#include "objects/type_object.h"

#include "values/semver.h"
#include "types/type_internal.h"

/* Pcore::StructElement (PStructElement): its attributes are read from the element, never given
 * (derived), so an instance prints as `Pcore::StructElement({})`, as in the reference. */
static const ObjectDef struct_element_def;
#define UNDEF { .kind = VAL_UNDEF }
static const ObjectMember struct_element_attributes[] = {
    { "key_type", &struct_element_def, &type_type, false, OBJECT_ATTR_DERIVED, false, false, false, UNDEF, NULL },
    { "value_type", &struct_element_def, &type_type, false, OBJECT_ATTR_DERIVED, false, false, false, UNDEF, NULL },
};
#undef UNDEF
static const ObjectDef struct_element_def = {
    .name = "Pcore::StructElement",
    .attributes = struct_element_attributes, .attribute_count = 2,
    .equality_include_type = true,
    .checks = { .kind = VAL_UNDEF }, .annotations = { .kind = VAL_UNDEF },
    .rendered = "Object[{name => 'Pcore::StructElement', attributes => {'key_type' => Type, 'value_type' => Type}}]",
};
static const Type type_struct_element = { .kind = TYPE_OBJECT, .u.object = { &struct_element_def, NULL, 0 } };

static Value struct_element(Ctx *ctx, const TypeStructMember *m) {
    PuppetObject *o = ctx_calloc(ctx, 1, sizeof *o);
    const ObjectMember **all = ctx_alloc(ctx, 2 * sizeof *all);
    Value *values = ctx_alloc(ctx, 2 * sizeof *values);
    all[0] = &struct_element_attributes[0];
    all[1] = &struct_element_attributes[1];
    values[0] = value_from_type(m->key_type);
    values[1] = value_from_type(m->value_type);
    o->type = &type_struct_element;
    o->def = &struct_element_def;
    o->count = 2;
    o->attributes = all;
    o->values = values;
    Value v = { .kind = VAL_OBJECT, .as.object = o };
    return v;
}

/* PAnnotatedMember#_pcore_init_hash: the member's type when that is all it holds, else a hash
 * of what it has (type_object_format.c prints the same). */
static Value member_init(Ctx *ctx, const ObjectMember *m, bool type_param) {
    const Type *type = m->type;
    if (type_param && type_kind(type) == TYPE_OPTIONAL && type_element(type))
        type = type_element(type);   /* PTypeParameter holds the type it made Optional */
    static const char *const kinds[] = { NULL, "constant", "derived", "given_or_derived", "reference" };
    bool final = m->final && m->kind != OBJECT_ATTR_CONSTANT;
    bool value = m->has_value && !(type_param && m->value.kind == VAL_UNDEF);
    if (!final && !m->override && m->kind == OBJECT_ATTR_PLAIN && !value)
        return value_from_type(type);
    Hash *h = hash_new(ctx, 5);
    hash_put(ctx, h, value_cstring(ctx, "type"), value_from_type(type));
    if (final)
        hash_put(ctx, h, value_cstring(ctx, "final"), value_boolean(true));
    if (m->override)
        hash_put(ctx, h, value_cstring(ctx, "override"), value_boolean(true));
    if (m->kind != OBJECT_ATTR_PLAIN)
        hash_put(ctx, h, value_cstring(ctx, "kind"), value_cstring(ctx, kinds[m->kind]));
    if (value)
        hash_put(ctx, h, value_cstring(ctx, "value"), m->value);
    return value_from_hash(h);
}

/* A constant listed among `constants` (its type is the generalized type of its value). */
static bool is_plain_constant(Ctx *ctx, const ObjectMember *m) {
    return m->kind == OBJECT_ATTR_CONSTANT &&
           type_equal(m->type, type_generalize(ctx, type_infer_reduced(ctx, m->value)));
}

/* which: 0 type parameters, 1 attributes, 2 constants, 3 functions. */
static void put_members(Ctx *ctx, Hash *h, const char *key, const ObjectMember *members, size_t count, int which) {
    Hash *out = NULL;
    for (size_t i = 0; i < count; i++) {
        const ObjectMember *m = &members[i];
        bool constant = (which == 1 || which == 2) && is_plain_constant(ctx, m);
        if ((which == 1 && constant) || (which == 2 && !constant))
            continue;
        if (!out)
            out = hash_new(ctx, count);
        hash_put(ctx, out, value_cstring(ctx, m->name), which == 2 ? m->value : member_init(ctx, m, which == 0));
    }
    if (out)
        hash_put(ctx, h, value_cstring(ctx, key), value_from_hash(out));
}

/* PObjectType#_pcore_init_hash: what `Object[{...}]` prints, as a hash. */
static Value object_init_hash_of(Ctx *ctx, const ObjectDef *def) {
    Hash *h = hash_new(ctx, 8);
    if (def->name)
        hash_put(ctx, h, value_cstring(ctx, "name"), value_cstring(ctx, def->name));
    if (def->parent)
        hash_put(ctx, h, value_cstring(ctx, "parent"), value_from_type(def->parent));
    put_members(ctx, h, "type_parameters", def->type_params, def->type_param_count, 0);
    put_members(ctx, h, "attributes", def->attributes, def->attribute_count, 1);
    put_members(ctx, h, "constants", def->attributes, def->attribute_count, 2);
    put_members(ctx, h, "functions", def->functions, def->function_count, 3);
    if (def->has_equality) {
        Value *names = ctx_alloc(ctx, (def->equality_count + 1) * sizeof *names);
        for (size_t i = 0; i < def->equality_count; i++)
            names[i] = value_from_string(def->equality[i]);
        hash_put(ctx, h, value_cstring(ctx, "equality"), value_array_of(ctx, names, def->equality_count));
    }
    if (def->has_checks)
        hash_put(ctx, h, value_cstring(ctx, "checks"), def->checks);
    return value_from_hash(h);
}

/* The attributes being collected. */
typedef struct Attrs {
    Ctx *ctx;
    Value names[3], values[3];
    size_t count;
} Attrs;

static void add(Attrs *a, const char *name, Value v) {
    a->names[a->count] = value_cstring(a->ctx, name);
    a->values[a->count++] = v;
}

static Value type_or_undef(const Type *t) {
    return t ? value_from_type(t) : value_undef();
}

static Value str_or_undef(const Str *s) {
    return s ? value_from_string(s) : value_undef();
}

static Value cstr_or_undef(Ctx *ctx, const char *s) {
    return s ? value_cstring(ctx, s) : value_undef();
}

/* A size range as the reference keeps it: the PIntegerType given, nil when none was. */
static Value size_type(Ctx *ctx, bool sized, TypeRange size) {
    return sized ? value_from_type(type_new_integer(ctx, size.from, size.to)) : value_undef();
}

static Value types_array(Ctx *ctx, const Type *const *types, size_t count) {
    Value *items = ctx_alloc(ctx, (count + 1) * sizeof *items);
    for (size_t i = 0; i < count; i++)
        items[i] = value_from_type(types[i]);
    return value_array_of(ctx, items, count);
}

static Value time_end(int64_t ns, int64_t unbounded, TypeKind kind) {
    if (ns == unbounded)
        return value_undef();
    return kind == TYPE_TIMESPAN ? value_timespan(ns) : value_timestamp(ns);
}

static void collect(Attrs *a, const Type *t) {
    Ctx *ctx = a->ctx;
    switch (t->kind) {
    case TYPE_NUMERIC:
        add(a, "from", value_undef());   /* only the bare Numeric exists */
        add(a, "to", value_undef());
        return;
    case TYPE_STRING:
        add(a, "size_type_or_value", t->u.string.value ? value_from_string(t->u.string.value)
                                                       : size_type(ctx, t->u.string.sized, t->u.string.size));
        return;
    case TYPE_ENUM: {
        Value *items = ctx_alloc(ctx, (t->u.enumeration.count + 1) * sizeof *items);
        for (size_t i = 0; i < t->u.enumeration.count; i++)
            items[i] = value_from_string(t->u.enumeration.values[i]);
        add(a, "values", value_array_of(ctx, items, t->u.enumeration.count));
        add(a, "case_insensitive", value_boolean(t->u.enumeration.case_insensitive));
        return;
    }
    case TYPE_PATTERN:
        add(a, "patterns", types_array(ctx, t->u.pattern.regexps, t->u.pattern.count));
        return;
    case TYPE_REGEXP:
        add(a, "pattern", str_or_undef(t->u.regexp.pattern));
        return;
    case TYPE_SEMVER: {
        Value *items = ctx_alloc(ctx, (t->u.semver.count + 1) * sizeof *items);
        for (size_t i = 0; i < t->u.semver.count; i++)
            items[i] = value_semver_range(t->u.semver.ranges[i]);
        add(a, "ranges", value_array_of(ctx, items, t->u.semver.count));
        return;
    }
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
        add(a, "from", time_end(t->u.time.from, TYPE_UNBOUNDED_FROM, t->kind));
        add(a, "to", time_end(t->u.time.to, TYPE_UNBOUNDED_TO, t->kind));
        return;
    case TYPE_COLLECTION:
        add(a, "size_type", size_type(ctx, t->u.collection.sized, t->u.collection.size));
        return;
    case TYPE_ARRAY:
        add(a, "element_type", value_from_type(t->u.array.element ? t->u.array.element : &type_any));
        return;
    case TYPE_HASH:
        add(a, "key_type", value_from_type(t->u.hash.key ? t->u.hash.key : &type_any));
        add(a, "value_type", value_from_type(t->u.hash.value ? t->u.hash.value : &type_any));
        return;
    case TYPE_TUPLE:
        add(a, "types", types_array(ctx, t->u.tuple.types, t->u.tuple.count));
        add(a, "size_type", size_type(ctx, t->u.tuple.sized, t->u.tuple.size));
        return;
    case TYPE_STRUCT: {
        Value *items = ctx_alloc(ctx, (t->u.structure.count + 1) * sizeof *items);
        for (size_t i = 0; i < t->u.structure.count; i++)
            items[i] = struct_element(ctx, &t->u.structure.members[i]);
        add(a, "elements", value_array_of(ctx, items, t->u.structure.count));
        return;
    }
    case TYPE_VARIANT:
        add(a, "types", types_array(ctx, t->u.variant.types, t->u.variant.count));
        return;
    case TYPE_OPTIONAL:
    case TYPE_NOT_UNDEF:
    case TYPE_TYPE:
    case TYPE_ITERABLE:
    case TYPE_ITERATOR:
        add(a, "type", type_or_undef(t->u.contained.type));
        return;
    case TYPE_CALLABLE:
        add(a, "param_types", type_or_undef(t->u.callable.params));
        add(a, "block_type", type_or_undef(t->u.callable.block));
        add(a, "return_type", type_or_undef(t->u.callable.ret));
        return;
    case TYPE_RUNTIME:
        add(a, "runtime", str_or_undef(t->u.runtime.runtime));
        add(a, "name_or_pattern", str_or_undef(t->u.runtime.name));
        return;
    case TYPE_RESOURCE:
        add(a, "type_name", cstr_or_undef(ctx, t->u.resource.type_name));
        add(a, "title", cstr_or_undef(ctx, t->u.resource.title));
        return;
    case TYPE_CLASS:
        add(a, "class_name", cstr_or_undef(ctx, t->u.klass.name));
        return;
    case TYPE_INIT:
        add(a, "type", type_or_undef(t->u.init.type));
        add(a, "init_args", value_array_of(ctx, t->u.init.args, t->u.init.count));
        return;
    case TYPE_URI:
        add(a, "parameters", t->u.uri.parameters ? *t->u.uri.parameters : value_undef());
        return;
    case TYPE_ALIAS:
        /* the alias's body is an AST the reference lets go once resolved: type_expr is nil */
        add(a, "name", value_cstring(ctx, t->u.alias.name));
        add(a, "type_expr", value_undef());
        if (!t->u.alias.target && value_is_abrupt(type_alias_resolve_now(ctx, t, span_none())))
            ctx_clear_unwind(ctx);   /* never fails: an alias that cannot resolve has no type */
        add(a, "resolved_type", type_or_undef(t->u.alias.target));
        return;
    case TYPE_REFERENCE:
        add(a, "type_string", value_cstring(ctx, t->u.reference.text));
        return;
    case TYPE_OBJECT:
        /* a parameterized Object type (Error['kind']) is a PObjectTypeExtension */
        if (t->u.object.params) {
            add(a, "base_type", value_from_type(type_generalize(ctx, t)));
            add(a, "init_parameters", value_array_of(ctx, t->u.object.params, t->u.object.param_count));
        } else {
            add(a, "_pcore_init_hash", object_init_hash_of(ctx, t->u.object.def));
        }
        return;
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
    case TYPE_SCALAR:
    case TYPE_SCALAR_DATA:
    case TYPE_INTEGER:
    case TYPE_FLOAT:
    case TYPE_BOOLEAN:
    case TYPE_SEMVER_RANGE:
    case TYPE_SENSITIVE:
    case TYPE_BINARY:
    case TYPE_CATALOG_ENTRY:
    case TYPE_TYPE_SET:    /* _pcore_init_hash: not built (see the top of this file) */
    case TYPE_KIND_COUNT:
        return;
    }
}

size_t type_pcore_attributes(Ctx *ctx, const Type *t, const Value **names, const Value **values) {
    Attrs a;
    a.ctx = ctx;
    a.count = 0;
    collect(&a, t);
    Value *n = ctx_alloc(ctx, (a.count + 1) * sizeof *n);
    Value *v = ctx_alloc(ctx, (a.count + 1) * sizeof *v);
    for (size_t i = 0; i < a.count; i++) {
        n[i] = a.names[i];
        v[i] = a.values[i];
    }
    *names = n;
    *values = v;
    return a.count;
}
