/* type_object.c: Object types made from their initialization hash, their members and their
 * assignability.
 *
 * Follows the reference's PObjectType (lib/puppet/pops/types/p_object_type.rb), which the spec
 * leaves out ("an experimental feature", types-values-variables.md "Object Type, TypeSet"):
 * the hash is checked against TYPE_OBJECT_I12N, each attribute against TYPE_ATTRIBUTE, each
 * function against TYPE_FUNCTION, and the member rules (constants, kinds, overrides, equality)
 * raise the reference's messages. What this file does not do: rendering (type_object_format.c)
 * and instances (object.c).
 */
#include "objects/type_object.h"

#include <string.h>

#include "text/format.h"
#include "types/type_internal.h"

/* Pcore::TYPE_MEMBER_NAME and TYPE_QUALIFIED_REFERENCE (pcore.rb, patterns.rb PARAM_NAME). */
#define MEMBER_NAME "Pattern[/\\A[a-z_]\\w*\\z/]"
#define QUALIFIED_REFERENCE "Pattern[/\\A[A-Z][\\w]*(?:::[A-Z][\\w]*)*\\z/]"
#define ANNOTATIONS "Optional[Hash[Type, Hash[" MEMBER_NAME ", Any]]]"

const char type_object_i12n[] = "Struct[{Optional[name] => " QUALIFIED_REFERENCE
    ", Optional[parent] => Type, Optional[type_parameters] => Hash[" MEMBER_NAME ", NotUndef]"
    ", Optional[attributes] => Hash[" MEMBER_NAME ", NotUndef], Optional[constants] => Hash[" MEMBER_NAME ", Any]"
    ", Optional[functions] => Hash[Variant[" MEMBER_NAME ", Enum['[]']], NotUndef]"
    ", Optional[equality] => Variant[" MEMBER_NAME ", Array[" MEMBER_NAME "]]"
    ", Optional[equality_include_type] => Boolean, Optional[checks] => Any, Optional[annotations] => " ANNOTATIONS "}]";
static const char ATTRIBUTE_I12N[] = "Struct[{type => Type, Optional[final] => Boolean, Optional[override] => Boolean"
    ", Optional[kind] => Enum[constant, derived, given_or_derived, reference], value => Any"
    ", Optional[annotations] => " ANNOTATIONS "}]";
static const char FUNCTION_I12N[] = "Struct[{type => Type[Callable], Optional[final] => Boolean"
    ", Optional[override] => Boolean, Optional[annotations] => " ANNOTATIONS "}]";

/* --- reading definitions ------------------------------------------------------------------- */

const ObjectDef *type_object_def(const Type *t) {
    t = t ? type_resolve(t) : NULL;
    return t && t->kind == TYPE_OBJECT ? t->u.object.def : NULL;
}

const char *type_object_label(const ObjectDef *def) {
    return def->name ? def->name : "Object";
}

const ObjectDef *type_object_parent(const ObjectDef *def) {
    return def->parent ? type_object_def(def->parent) : NULL;
}

const char *type_object_member_label(Ctx *ctx, const ObjectMember *m) {
    const char *feature = m->is_function ? "function" : "attribute";
    return ctx_sprintf(ctx, "%s %s[%s]", feature, type_object_label(m->container), m->name);
}

const ObjectMember *type_object_member(const ObjectDef *def, const char *name) {
    /* a parent chain is finite: creation refuses a type that inherits from itself */
    for (int depth = 0; def && depth < 256; def = type_object_parent(def), depth++) {
        for (size_t i = 0; i < def->attribute_count; i++)
            if (strcmp(def->attributes[i].name, name) == 0)
                return &def->attributes[i];
        for (size_t i = 0; i < def->function_count; i++)
            if (strcmp(def->functions[i].name, name) == 0)
                return &def->functions[i];
    }
    return NULL;
}

/* collect_members: the parent's first; a member of the same name keeps its place (Hash#merge!). */
static size_t collect(const ObjectDef *def, bool functions, const ObjectMember **out, size_t n, int depth) {
    if (!def || depth > 256)
        return n;
    n = collect(type_object_parent(def), functions, out, n, depth + 1);
    size_t count = functions ? def->function_count : def->attribute_count;
    const ObjectMember *own = functions ? def->functions : def->attributes;
    for (size_t i = 0; i < count; i++) {
        size_t j = 0;
        while (j < n && strcmp(out[j]->name, own[i].name) != 0)
            j++;
        out[j] = &own[i];
        if (j == n)
            n++;
    }
    return n;
}

static size_t total_members(const ObjectDef *def) {
    size_t n = 0;
    for (int depth = 0; def && depth < 256; def = type_object_parent(def), depth++)
        n += def->attribute_count + def->function_count;
    return n;
}

size_t type_object_attributes(Ctx *ctx, const ObjectDef *def, const ObjectMember ***out) {
    const ObjectMember **all = ctx_alloc(ctx, (total_members(def) + 1) * sizeof *all);
    *out = all;
    return collect(def, false, all, 0, 0);
}

/* --- equality and assignability ------------------------------------------------------------ */

static bool member_equal(const ObjectMember *a, const ObjectMember *b) {
    return strcmp(a->name, b->name) == 0 && type_equal(a->type, b->type) && a->is_function == b->is_function &&
           a->kind == b->kind && a->final == b->final && a->override == b->override && a->has_value == b->has_value &&
           (!a->has_value || value_eql(a->value, b->value));
}

static bool members_equal(const ObjectMember *a, size_t na, const ObjectMember *b, size_t nb) {
    if (na != nb)
        return false;
    for (size_t i = 0; i < na; i++)
        if (!member_equal(&a[i], &b[i]))
            return false;
    return true;
}

bool type_object_def_equal(const ObjectDef *a, const ObjectDef *b) {
    if (a == b)
        return true;
    if ((a->name == NULL) != (b->name == NULL) || (a->name && strcmp(a->name, b->name) != 0))
        return false;
    if ((a->parent == NULL) != (b->parent == NULL) || (a->parent && !type_equal(a->parent, b->parent)))
        return false;
    if (a->has_equality != b->has_equality || a->equality_count != b->equality_count ||
        a->has_checks != b->has_checks || (a->has_checks && !value_eql(a->checks, b->checks)))
        return false;
    for (size_t i = 0; i < a->equality_count; i++)
        if (!value_eql(value_from_string(a->equality[i]), value_from_string(b->equality[i])))
            return false;
    return members_equal(a->type_params, a->type_param_count, b->type_params, b->type_param_count) &&
           members_equal(a->attributes, a->attribute_count, b->attributes, b->attribute_count) &&
           members_equal(a->functions, a->function_count, b->functions, b->function_count);
}

const Value *type_object_params(const Type *t, size_t *count) {
    t = type_resolve(t);
    *count = t->kind == TYPE_OBJECT ? t->u.object.param_count : 0;
    return t->kind == TYPE_OBJECT ? t->u.object.params : NULL;
}

/* PObjectTypeExtension#test_assignable?: each parameter of `to` (a String: equal; a Regexp:
 * matches; a Type: accepts) against the same parameter of `from` (a value) where from has one. */
static bool param_accepts(Ctx *ctx, Value wanted, Value given) {
    if (wanted.kind == VAL_UNDEF || wanted.kind == VAL_DEFAULT)
        return true;
    switch (wanted.kind) {
    case VAL_STRING:
        return given.kind == VAL_STRING && value_eql(wanted, given);
    case VAL_REGEXP:
        return given.kind == VAL_STRING &&
               type_regexp_matches(ctx, wanted.as.regexp, given.as.string->bytes, given.as.string->len);
    case VAL_TYPE:
        return type_is_instance(ctx, wanted.as.type, given);
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_ARRAY:
    case VAL_HASH:
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
    return value_equal(wanted, given);
}

bool type_object_assignable(Ctx *ctx, const Type *to, const Type *from) {
    const ObjectDef *want = to->u.object.def, *have = from->u.object.def;
    bool found = false;
    if (to == &type_object || want == type_object.u.object.def)
        return true;
    for (const ObjectDef *d = have; d && !found; d = type_object_parent(d))
        found = type_object_def_equal(want, d);
    if (!found || !to->u.object.params)
        return found;
    if (!from->u.object.params)
        return false;
    for (size_t i = 0; i < to->u.object.param_count; i++) {
        Value given = i < from->u.object.param_count ? from->u.object.params[i] : value_undef();
        if (!param_accepts(ctx, to->u.object.params[i], given))
            return false;
    }
    return true;
}

/* --- creation ------------------------------------------------------------------------------ */

typedef struct Builder {
    Ctx *ctx;
    ObjectDef *def;
    SrcSpan where;
    const ObjectDef *parent;           /* the resolved parent, when an Object type */
} Builder;

static Value fail(Builder *b, const char *message) {
    return ctx_error(b->ctx, b->where, "%s", message);
}

/* TypeAsserter.assert_instance_of: "<subject> has wrong type, <mismatch>". */
static bool assert_instance(Builder *b, const char *subject, const Type *t, Value v) {
    if (type_is_instance(b->ctx, t, v))
        return true;
    fail(b, type_mismatch_describe(b->ctx, ctx_sprintf(b->ctx, "%s has wrong type,", subject), t, v));
    return false;
}

static bool hash_lookup(Ctx *ctx, Value h, const char *key, Value *out) {
    return h.kind == VAL_HASH && hash_get(h.as.hash, value_cstring(ctx, key), out);
}

static const char *label(Builder *b) {
    return type_object_label(b->def);
}

static const char *member_label(Builder *b, const ObjectMember *m) {
    return type_object_member_label(b->ctx, m);
}

/* PAnnotatedMember#assert_override against the parent's members. */
static bool assert_override(Builder *b, const ObjectMember *m) {
    const ObjectMember *inherited = b->parent ? type_object_member(b->parent, m->name) : NULL;
    const char *feature = m->is_function ? "function" : "attribute";
    if (!inherited) {
        if (m->override) {
            fail(b, ctx_sprintf(b->ctx, "expected %s to override an inherited %s, but no such %s was found",
                                member_label(b, m), feature, feature));
            return false;
        }
        return true;
    }
    const char *problem = NULL;
    if (inherited->is_function != m->is_function)
        problem = "";
    else if (inherited->final && !(inherited->kind == OBJECT_ATTR_CONSTANT && m->kind == OBJECT_ATTR_CONSTANT))
        problem = "final ";
    if (problem) {
        fail(b, ctx_sprintf(b->ctx, "%s attempts to override %s%s", member_label(b, m), problem,
                            member_label(b, inherited)));
        return false;
    }
    if (!m->override) {
        fail(b, ctx_sprintf(b->ctx, "%s attempts to override %s without having override => true",
                            member_label(b, m), member_label(b, inherited)));
        return false;
    }
    if (!type_is_assignable(b->ctx, inherited->type, m->type)) {
        fail(b, ctx_sprintf(b->ctx, "%s attempts to override %s with a type that does not match",
                            member_label(b, m), member_label(b, inherited)));
        return false;
    }
    return true;
}

static bool flag(Ctx *ctx, Value spec, const char *key, bool *given) {
    Value v;
    *given = hash_lookup(ctx, spec, key, &v) && v.kind == VAL_BOOLEAN;
    return *given && v.as.boolean;
}

/* PAttribute#initialize from an attribute's spec (a type, or a hash). */
static bool make_attribute(Builder *b, const char *name, Value spec, ObjectMember *m) {
    Ctx *ctx = b->ctx;
    memset(m, 0, sizeof *m);
    m->name = name;
    m->container = b->def;
    m->value = value_undef();
    if (spec.kind != VAL_HASH) {
        const char *subject = ctx_sprintf(ctx, "attribute %s[%s]", label(b), name);
        if (!assert_instance(b, subject, &type_type, spec))
            return false;
        m->type = spec.as.type;
        /* an Optional attribute given as a type alone defaults to undef */
        m->has_value = type_kind(spec.as.type) == TYPE_OPTIONAL;
        return true;
    }
    const char *subject = ctx_sprintf(ctx, "initializer for attribute %s[%s]", label(b), name);
    if (!assert_instance(b, subject, type_parse_without_aliases(ctx, ATTRIBUTE_I12N), spec))
        return false;
    if (strcmp(name, "__ptype") == 0 || strcmp(name, "__pvalue") == 0) {
        fail(b, ctx_sprintf(ctx, "The attribute '%s' is reserved and cannot be used", name));
        return false;
    }
    Value v;
    hash_lookup(ctx, spec, "type", &v);
    m->type = v.as.type;
    bool final_given, unused;
    m->final = flag(ctx, spec, "final", &final_given);
    m->override = flag(ctx, spec, "override", &unused);
    if (hash_lookup(ctx, spec, "kind", &v)) {
        static const char *const kinds[] = { "", "constant", "derived", "given_or_derived", "reference" };
        for (size_t k = 1; k < sizeof kinds / sizeof kinds[0]; k++)
            if (strcmp(v.as.string->bytes, kinds[k]) == 0)
                m->kind = (ObjectAttrKind)k;
    }
    const char *me = member_label(b, m);
    if (m->kind == OBJECT_ATTR_CONSTANT) {
        if (final_given && !m->final) {
            fail(b, ctx_sprintf(ctx, "%s of kind 'constant' cannot be combined with final => false", me));
            return false;
        }
        m->final = true;
    }
    if (hash_lookup(ctx, spec, "value", &v)) {
        if (m->kind == OBJECT_ATTR_DERIVED || m->kind == OBJECT_ATTR_GIVEN_OR_DERIVED) {
            fail(b, ctx_sprintf(ctx, "%s of kind '%s' cannot be combined with an attribute value", me,
                                m->kind == OBJECT_ATTR_DERIVED ? "derived" : "given_or_derived"));
            return false;
        }
        if (v.kind != VAL_DEFAULT && !assert_instance(b, ctx_sprintf(ctx, "%s value", me), m->type, v))
            return false;
        m->has_value = true;
        m->value = v;
    } else if (m->kind == OBJECT_ATTR_CONSTANT) {
        fail(b, ctx_sprintf(ctx, "%s of kind 'constant' requires a value", me));
        return false;
    }
    return true;
}

/* PFunction#initialize from a function's spec (a Callable type, or a hash). */
static bool make_function(Builder *b, const char *name, Value spec, ObjectMember *m) {
    Ctx *ctx = b->ctx;
    memset(m, 0, sizeof *m);
    m->name = name;
    m->container = b->def;
    m->is_function = true;
    m->value = value_undef();
    if (spec.kind != VAL_HASH) {
        const char *subject = ctx_sprintf(ctx, "function %s[%s]", label(b), name);
        if (!assert_instance(b, subject, type_parse_without_aliases(ctx, "Type[Callable]"), spec))
            return false;
        m->type = spec.as.type;
        return true;
    }
    const char *subject = ctx_sprintf(ctx, "initializer for function '%s'", name);
    if (!assert_instance(b, subject, type_parse_without_aliases(ctx, FUNCTION_I12N), spec))
        return false;
    Value v;
    hash_lookup(ctx, spec, "type", &v);
    m->type = v.as.type;
    bool unused;
    m->final = flag(ctx, spec, "final", &unused);
    m->override = flag(ctx, spec, "override", &unused);
    return true;
}

/* The members of `attributes` followed by the `constants` not named there (the reference adds
 * each constant to the attribute specs as {type => generalized type, value, kind => constant}). */
static bool make_attributes(Builder *b, Value attrs, Value constants) {
    Ctx *ctx = b->ctx;
    size_t n_attrs = attrs.kind == VAL_HASH ? attrs.as.hash->count : 0;
    size_t n_consts = constants.kind == VAL_HASH ? constants.as.hash->count : 0;
    ObjectMember *members = ctx_calloc(ctx, n_attrs + n_consts + 1, sizeof *members);
    size_t n = 0;
    for (size_t i = 0; i < n_consts; i++) {
        const HashEntry *e = hash_entry_at(constants.as.hash, i);
        Value unused;
        if (n_attrs && hash_get(attrs.as.hash, e->key, &unused)) {
            fail(b, ctx_sprintf(ctx, "attribute %s[%s] is defined as both a constant and an attribute", label(b),
                                e->key.as.string->bytes));
            return false;
        }
    }
    for (size_t i = 0; i < n_attrs; i++) {
        const HashEntry *e = hash_entry_at(attrs.as.hash, i);
        if (!make_attribute(b, e->key.as.string->bytes, e->value, &members[n]) || !assert_override(b, &members[n]))
            return false;
        n++;
    }
    for (size_t i = 0; i < n_consts; i++) {
        const HashEntry *e = hash_entry_at(constants.as.hash, i);
        ObjectMember *m = &members[n];
        memset(m, 0, sizeof *m);
        m->name = e->key.as.string->bytes;
        m->container = b->def;
        m->type = type_generalize(ctx, type_infer_reduced(ctx, e->value));
        m->kind = OBJECT_ATTR_CONSTANT;
        m->final = true;
        m->has_value = true;
        m->value = e->value;
        m->override = b->parent && type_object_member(b->parent, m->name);
        if (!assert_override(b, m))
            return false;
        n++;
    }
    b->def->attributes = members;
    b->def->attribute_count = n;
    return true;
}

static bool make_functions(Builder *b, Value funcs) {
    Ctx *ctx = b->ctx;
    if (funcs.kind != VAL_HASH)
        return true;
    ObjectMember *members = ctx_calloc(ctx, funcs.as.hash->count + 1, sizeof *members);
    size_t n = 0;
    for (size_t i = 0; i < funcs.as.hash->count; i++) {
        const HashEntry *e = hash_entry_at(funcs.as.hash, i);
        ObjectMember *m = &members[n];
        if (!make_function(b, e->key.as.string->bytes, e->value, m))
            return false;
        for (size_t k = 0; k < b->def->attribute_count; k++)
            if (strcmp(b->def->attributes[k].name, m->name) == 0) {
                fail(b, ctx_sprintf(ctx, "%s conflicts with attribute with the same name", member_label(b, m)));
                return false;
            }
        if (!assert_override(b, m))
            return false;
        n++;
    }
    b->def->functions = members;
    b->def->function_count = n;
    return true;
}

/* type_parameters: each a type (made Optional) or {type => T, value => v}. */
static bool make_type_params(Builder *b, Value params) {
    Ctx *ctx = b->ctx;
    if (params.kind != VAL_HASH || params.as.hash->count == 0)
        return true;
    ObjectMember *members = ctx_calloc(ctx, params.as.hash->count, sizeof *members);
    for (size_t i = 0; i < params.as.hash->count; i++) {
        const HashEntry *e = hash_entry_at(params.as.hash, i);
        ObjectMember *m = &members[i];
        m->name = e->key.as.string->bytes;
        m->container = b->def;
        m->value = value_undef();
        Value t = e->value;
        if (t.kind == VAL_HASH) {
            Value v;
            if (hash_lookup(ctx, t, "value", &v)) {
                m->has_value = true;
                m->value = v;
            }
            if (!hash_lookup(ctx, t, "type", &t))
                t = value_undef();
        }
        const char *subject = ctx_sprintf(ctx, "type_parameter %s[%s]", label(b), m->name);
        if (!assert_instance(b, subject, &type_type, t))
            return false;
        m->type = type_kind(t.as.type) == TYPE_OPTIONAL ? t.as.type : type_new_contained(ctx, TYPE_OPTIONAL, t.as.type);
    }
    b->def->type_params = members;
    b->def->type_param_count = params.as.hash->count;
    return true;
}

/* Whether a parent's equality (PObjectType#equality_attributes) includes name. */
static bool in_equality_of(Ctx *ctx, const ObjectDef *def, const char *name) {
    for (int depth = 0; def && depth < 256; def = type_object_parent(def), depth++) {
        if (def->has_equality) {
            for (size_t i = 0; i < def->equality_count; i++)
                if (strcmp(def->equality[i]->bytes, name) == 0)
                    return true;
            continue;
        }
        for (size_t i = 0; i < def->attribute_count; i++)
            if (def->attributes[i].kind != OBJECT_ATTR_CONSTANT && strcmp(def->attributes[i].name, name) == 0)
                return true;
    }
    (void)ctx;
    return false;
}

/* The topmost parent whose equality includes the attribute (find_equality_definer_of). */
static const ObjectDef *equality_definer(Ctx *ctx, const ObjectDef *def, const char *name) {
    for (int depth = 0; def && depth < 256; depth++) {
        const ObjectDef *p = type_object_parent(def);
        if (!p || !in_equality_of(ctx, p, name))
            return def;
        def = p;
    }
    return def;
}

static bool make_equality(Builder *b, Value equality, Value include_type) {
    Ctx *ctx = b->ctx;
    ObjectDef *def = b->def;
    def->equality_include_type = include_type.kind != VAL_BOOLEAN || include_type.as.boolean;
    if (equality.kind == VAL_UNDEF)
        return true;
    const Value *names = &equality;
    size_t count = 1;
    if (equality.kind == VAL_ARRAY) {
        names = equality.as.array->items;
        count = equality.as.array->count;
    }
    if (count && !def->equality_include_type) {
        fail(b, "equality_include_type = false cannot be combined with non empty equality specification");
        return false;
    }
    const Str **list = ctx_calloc(ctx, count + 1, sizeof *list);
    for (size_t i = 0; i < count; i++) {
        const char *name = names[i].as.string->bytes;
        const ObjectMember *m = b->parent ? type_object_member(b->parent, name) : NULL;
        if (m && !m->is_function && in_equality_of(ctx, b->parent, name)) {
            fail(b, ctx_sprintf(ctx, "%s equality is referencing %s which is included in equality of %s", label(b),
                                member_label(b, m), type_object_label(equality_definer(ctx, b->parent, name))));
            return false;
        }
        if (!m) {
            for (size_t k = 0; k < def->attribute_count && !m; k++)
                if (strcmp(def->attributes[k].name, name) == 0)
                    m = &def->attributes[k];
            for (size_t k = 0; k < def->function_count && !m; k++)
                if (strcmp(def->functions[k].name, name) == 0)
                    m = &def->functions[k];
        }
        if (!m) {
            fail(b, ctx_sprintf(ctx, "%s equality is referencing non existent attribute '%s'", label(b), name));
            return false;
        }
        if (m->is_function) {
            fail(b, ctx_sprintf(ctx, "%s equality is referencing %s. Only attribute references are allowed", label(b),
                                member_label(b, m)));
            return false;
        }
        if (m->kind == OBJECT_ATTR_CONSTANT) {
            fail(b, ctx_sprintf(ctx, "%s equality is referencing constant %s. Reference to constant is not allowed in equality",
                                label(b), member_label(b, m)));
            return false;
        }
        list[i] = names[i].as.string;
    }
    def->has_equality = true;
    def->equality = list;
    def->equality_count = count;
    return true;
}

Value type_object_create(Ctx *ctx, const char *name, Value init_hash, SrcSpan where) {
    ObjectDef *def = ctx_calloc(ctx, 1, sizeof *def);
    def->equality_include_type = true;
    def->checks = def->annotations = value_undef();
    Builder b = { ctx, def, where, NULL };
    if (init_hash.kind != VAL_HASH) {
        /* Object['Name']: PObjectType.new(name) with no definition */
        if (!assert_instance(&b, "object name", type_parse_without_aliases(ctx, QUALIFIED_REFERENCE), init_hash))
            return value_abrupt();
        def->name = init_hash.as.string->bytes;
        Type *named = ctx_calloc(ctx, 1, sizeof *named);
        named->kind = TYPE_OBJECT;
        named->u.object.def = def;
        return value_from_type(named);
    }
    if (!assert_instance(&b, "object initializer", type_parse_without_aliases(ctx, type_object_i12n), init_hash))
        return value_abrupt();
    Value v;
    if (name)
        def->name = name;
    else if (hash_lookup(ctx, init_hash, "name", &v))
        def->name = v.as.string->bytes;
    if (hash_lookup(ctx, init_hash, "parent", &v)) {
        def->parent = v.as.type;
        const Type *rp = type_resolve(v.as.type);
        if (rp->kind == TYPE_REFERENCE)
            return fail(&b, ctx_sprintf(ctx, "reference to unresolved type '%s'", rp->u.reference.text));
        b.parent = type_object_def(rp);
        for (const ObjectDef *p = b.parent; p; p = type_object_parent(p))
            if (p == def || (def->name && p->name && strcmp(p->name, def->name) == 0))
                return fail(&b, ctx_sprintf(ctx, "The Object type '%s' inherits from itself", label(&b)));
    }
    Value params = value_undef(), attrs = value_undef(), constants = value_undef(), funcs = value_undef();
    Value equality = value_undef(), include_type = value_undef();
    hash_lookup(ctx, init_hash, "type_parameters", &params);
    hash_lookup(ctx, init_hash, "attributes", &attrs);
    hash_lookup(ctx, init_hash, "constants", &constants);
    hash_lookup(ctx, init_hash, "functions", &funcs);
    hash_lookup(ctx, init_hash, "equality", &equality);
    hash_lookup(ctx, init_hash, "equality_include_type", &include_type);
    if (!make_type_params(&b, params) || !make_attributes(&b, attrs, constants) || !make_functions(&b, funcs) ||
        !make_equality(&b, equality, include_type))
        return value_abrupt();
    def->has_checks = hash_lookup(ctx, init_hash, "checks", &def->checks);
    def->has_annotations = hash_lookup(ctx, init_hash, "annotations", &def->annotations);
    if (!def->name && !def->parent && !def->type_param_count && !def->attribute_count && !def->function_count &&
        !def->has_equality && !def->has_checks && !def->has_annotations)
        return value_from_type(&type_object);
    Type *t = ctx_calloc(ctx, 1, sizeof *t);
    t->kind = TYPE_OBJECT;
    t->u.object.def = def;
    return value_from_type(t);
}

/* Appends the keys to out with nested arrays flattened (access_PObjectType's keys.flatten!). */
static void flatten_keys(Ctx *ctx, const Value *keys, size_t count, Value **out, size_t *n, size_t *capacity) {
    for (size_t i = 0; i < count; i++) {
        if (keys[i].kind == VAL_ARRAY) {
            stack_guard();
            flatten_keys(ctx, keys[i].as.array->items, keys[i].as.array->count, out, n, capacity);
            continue;
        }
        if (*n == *capacity) {
            size_t grown = *capacity ? *capacity * 2 : 8;
            *out = ctx_realloc(ctx, *out, *capacity * sizeof **out, grown * sizeof **out);
            *capacity = grown;
        }
        (*out)[(*n)++] = keys[i];
    }
}

/* PObjectTypeExtension#initialize: the type parameters (the parents' first) are given by
 * position, extra ones ignored, or by name in a single Hash that the first parameter's type
 * does not accept; default leaves one unset, and at least one must be set. */
Value type_object_parameterize(Ctx *ctx, const Type *base, const Value *keys, size_t key_count, SrcSpan where) {
    const ObjectDef *def = type_object_def(base);
    size_t n_params = 0;
    for (const ObjectDef *d = def; d; d = type_object_parent(d))
        n_params += d->type_param_count;
    if (n_params == 0)
        return ctx_error(ctx, where, "The %s-Type cannot be parameterized using []", type_object_label(def));
    const ObjectMember **pts = ctx_alloc(ctx, n_params * sizeof *pts);
    size_t filled = n_params;
    for (const ObjectDef *d = def; d; d = type_object_parent(d))
        for (size_t i = d->type_param_count; i-- > 0;)
            pts[--filled] = &d->type_params[i];
    Value *params = NULL;
    size_t count = 0, capacity = 0;
    flatten_keys(ctx, keys, key_count, &params, &count, &capacity);
    Value *by_position = ctx_alloc(ctx, n_params * sizeof *by_position);
    for (size_t i = 0; i < n_params; i++)
        by_position[i] = value_default();
    bool named = count == 1 && params[0].kind == VAL_HASH && !type_is_instance(ctx, pts[0]->type, params[0]);
    size_t given = named ? params[0].as.hash->count : count < n_params ? count : n_params;
    for (size_t k = 0; k < given; k++) {
        size_t i = k;
        Value v = named ? params[0].as.hash->entries[k].value : params[k];
        if (named) {
            Value key = params[0].as.hash->entries[k].key;
            for (i = 0; i < n_params; i++)
                if (key.kind == VAL_STRING && strcmp(pts[i]->name, key.as.string->bytes) == 0)
                    break;
            if (i == n_params)
                return ctx_error(ctx, where, "'%s' is not a known type parameter for %s-Type",
                                 format_to_string(ctx, key)->bytes, type_object_label(def));
        }
        if (v.kind == VAL_DEFAULT)
            continue;
        if (!type_is_instance(ctx, pts[i]->type, v))
            return ctx_error(ctx, where, "%s",
                             type_mismatch_describe(ctx, ctx_sprintf(ctx, "type_parameter %s[%s] has wrong type,",
                                                                     type_object_label(def), pts[i]->name),
                                                    pts[i]->type, v));
        by_position[i] = v;
    }
    count = n_params;
    while (count && by_position[count - 1].kind == VAL_DEFAULT)
        count--;   /* printed without its trailing unset parameters */
    if (!count)
        return ctx_error(ctx, where, "The %s-Type cannot be parameterized using an empty parameter list",
                         type_object_label(def));
    params = by_position;
    Type *t = ctx_calloc(ctx, 1, sizeof *t);
    *t = *type_resolve(base);
    Value *copy = ctx_alloc(ctx, (count + 1) * sizeof *copy);
    for (size_t i = 0; i < count; i++)
        copy[i] = params[i];
    t->u.object.params = copy;
    t->u.object.param_count = count;
    t->hash = 0;
    return value_from_type(t);
}

/* --- what new accepts ---------------------------------------------------------------------- */

/* Whether new may leave the attribute out (an Optional key of init_hash_type: it has a value,
 * or its type accepts undef, as TypeFactory.struct makes such keys optional). */
static bool init_param_optional(Ctx *ctx, const ObjectMember *m) {
    return m->has_value || type_accepts_undef(ctx, m->type);
}

size_t type_object_init_params(Ctx *ctx, const ObjectDef *def, const ObjectMember ***out, size_t *required) {
    const ObjectMember **all;
    size_t n = type_object_attributes(ctx, def, &all);
    const ObjectMember **params = ctx_alloc(ctx, (n + 1) * sizeof *params);
    size_t k = 0;
    *required = 0;
    /* parameter_info: the required ones first, then the optional ones, each in order */
    for (int pass = 0; pass < 2; pass++)
        for (size_t i = 0; i < n; i++) {
            const ObjectMember *m = all[i];
            if (m->kind == OBJECT_ATTR_CONSTANT || m->kind == OBJECT_ATTR_DERIVED)
                continue;
            if (init_param_optional(ctx, m) == (pass == 1))
                params[k++] = m;
        }
    for (size_t i = 0; i < k && !init_param_optional(ctx, params[i]); i++)
        *required = i + 1;
    *out = params;
    return k;
}

const Type *type_object_init_hash_type(Ctx *ctx, const ObjectDef *def) {
    const ObjectMember **all;
    size_t n = type_object_attributes(ctx, def, &all);
    TypeStructMember *members = ctx_calloc(ctx, n + 1, sizeof *members);
    size_t k = 0;
    for (size_t i = 0; i < n; i++) {
        const ObjectMember *m = all[i];
        if (m->kind == OBJECT_ATTR_CONSTANT || m->kind == OBJECT_ATTR_DERIVED)
            continue;
        TypeStructMember *s = &members[k++];
        s->name = str_from_cstr(ctx, m->name);
        s->value_type = m->type;
        s->key_type = type_new_string_value(ctx, s->name);
        s->optional = init_param_optional(ctx, m);
        if (s->optional)
            s->key_type = type_new_contained(ctx, TYPE_OPTIONAL, s->key_type);
    }
    return type_new_struct(ctx, members, k);
}

/* new's positional form accepts these arguments (counts and types). */
static bool positional_accepts(Ctx *ctx, const ObjectDef *def, const Value *args, size_t count) {
    const ObjectMember **params;
    size_t required;
    size_t n = type_object_init_params(ctx, def, &params, &required);
    if (count < required || count > n)
        return false;
    for (size_t i = 0; i < count; i++)
        if (!type_is_instance(ctx, params[i]->type, args[i]))
            return false;
    return true;
}

bool object_init_accepts(Ctx *ctx, const Type *t, Value v) {
    const ObjectDef *def = type_object_def(t);
    if (!def || (!def->name && !def->attribute_count))
        return false;
    if (type_is_instance(ctx, type_object_init_hash_type(ctx, def), v) || positional_accepts(ctx, def, &v, 1))
        return true;
    return v.kind == VAL_ARRAY && positional_accepts(ctx, def, v.as.array->items, v.as.array->count);
}
