/* type_typeset.c: TypeSet types made from their initialization hash, their lookup, equality
 * and string form.
 *
 * Follows the reference's PTypeSetType and TypeSetReference (p_type_set_type.rb,
 * type_set_reference.rb), which the spec leaves out ("an experimental feature",
 * types-values-variables.md "Object Type, TypeSet"): the hash is checked against
 * TYPE_TYPESET_I12N, the pcore version must be 1.x, versions and version ranges parse as
 * SemVer, and the references rules raise the reference's messages. What this file does not do:
 * read `type MyTs = TypeSet[{...}]` (type_ast.c makes its types, then calls type_set_create).
 */
#include "objects/type_typeset.h"

#include <string.h>

#include "text/format.h"
#include "values/semver.h"
#include "types/type_internal.h"
#include "objects/type_object.h"

#define RUNTIME_NAME_AUTHORITY "http://puppet.com/2016.1/runtime"

/* Pcore::TYPE_URI is a Pattern of Ruby's URI.regexp (unanchored: a scheme and its colon
 * somewhere in the string); Pcore::TYPE_SIMPLE_TYPE_NAME and TYPE_QUALIFIED_REFERENCE. */
#define URI_PATTERN "Pattern[/[A-Za-z][-+.A-Za-z0-9]*:/]"
#define SIMPLE_TYPE_NAME "Pattern[/\\A[A-Z]\\w*\\z/]"
#define QUALIFIED_REFERENCE "Pattern[/\\A[A-Z][\\w]*(?:::[A-Z][\\w]*)*\\z/]"
#define MEMBER_NAME "Pattern[/\\A[a-z_]\\w*\\z/]"
#define ANNOTATIONS "Hash[Type, Hash[" MEMBER_NAME ", Any]]"

static const char REFERENCE_I12N[] = "Struct[{name => " QUALIFIED_REFERENCE
    ", version_range => Variant[String[1], SemVerRange], Optional[name_authority] => " URI_PATTERN
    ", Optional[annotations] => " ANNOTATIONS "}]";

static const TypeSetRef no_refs[1];
static const char *const no_names[1];
static const Type *const no_types[1];

const TypeSetDef type_set_default_def = {
    .name = "DefaultTypeSet",
    .name_authority = RUNTIME_NAME_AUTHORITY,
    .pcore_uri = "http://puppet.com/2016.1/pcore",
    .pcore_version = "1.0.0",
    .version = "0.0.0",
    .type_names = no_names,
    .types = no_types,
    .refs = no_refs,
};

const TypeSetDef *type_set_def(const Type *t) {
    t = t ? type_resolve(t) : NULL;
    return t && t->kind == TYPE_TYPE_SET ? t->u.type_set.def : NULL;
}

static bool cstr_equal(const char *a, const char *b) {
    return a == b || (a && b && strcmp(a, b) == 0);
}

bool type_set_def_equal(const TypeSetDef *a, const TypeSetDef *b) {
    return a == b || (cstr_equal(a->name_authority, b->name_authority) && cstr_equal(a->name, b->name) &&
                      cstr_equal(a->version, b->version));
}

uint64_t type_set_def_hash(const TypeSetDef *def) {
    uint64_t h = 1469598103934665603ULL;
    const char *parts[3] = { def->name_authority, def->name, def->version };
    for (size_t i = 0; i < 3; i++) {
        for (const char *c = parts[i]; c && *c; c++)
            h = (h ^ (unsigned char)*c) * 1099511628211ULL;
        h = (h ^ 0xff) * 1099511628211ULL;
    }
    return h;
}

/* --- creation ------------------------------------------------------------------------------ */

static bool lookup(Ctx *ctx, Value h, const char *key, Value *out) {
    return h.kind == VAL_HASH && hash_get(h.as.hash, value_cstring(ctx, key), out);
}

/* TypeAsserter.assert_instance_of: "<subject> has wrong type, <mismatch>". */
static bool assert_instance(Ctx *ctx, const char *subject, const char *type_text, Value v, SrcSpan where) {
    const Type *t = type_parse_without_aliases(ctx, type_text);
    if (!t || type_is_instance(ctx, t, v))
        return t != NULL;
    ctx_error(ctx, where, "%s", type_mismatch_describe(ctx, ctx_sprintf(ctx, "%s has wrong type,", subject), t, v));
    return false;
}

/* PSemVerType.convert of a String or SemVer: its string form, or NULL after the parse error. */
static const char *version_text(Ctx *ctx, Value v, const SemVer **parsed, SrcSpan where) {
    const SemVer *sv = v.kind == VAL_SEMVER ? v.as.semver : NULL;
    if (v.kind == VAL_STRING) {
        const char *error = NULL;
        sv = semver_parse(ctx, v.as.string->bytes, v.as.string->len, &error);
        if (!sv) {
            ctx_error(ctx, where, "%s", error ? error : "invalid version");
            return NULL;
        }
    }
    *parsed = sv;
    return sv ? semver_to_string(ctx, sv) : NULL;
}

static const char *label(const TypeSetDef *def) {
    return def->name ? def->name : "";
}

/* TypeSetReference.new and the checks _pcore_init_from_hash makes of each reference. */
static bool make_references(Ctx *ctx, TypeSetDef *def, const Hash *refs, SrcSpan where) {
    TypeSetRef *list = ctx_calloc(ctx, refs->count + 1, sizeof *list);
    for (size_t i = 0; i < refs->count; i++) {
        const HashEntry *e = hash_entry_at(refs, i);
        TypeSetRef *r = &list[i];
        Value v;
        r->alias = e->key.as.string->bytes;
        r->name_authority_given = lookup(ctx, e->value, "name_authority", &v);
        r->name_authority = r->name_authority_given ? v.as.string->bytes : def->name_authority;
        lookup(ctx, e->value, "name", &v);
        r->name = v.as.string->bytes;
        lookup(ctx, e->value, "version_range", &v);
        if (v.kind == VAL_SEMVER_RANGE) {
            r->range = v.as.semver_range;
        } else {
            const char *error = NULL;
            r->range = semver_range_parse(ctx, v.as.string->bytes, v.as.string->len, &error);
            if (!r->range) {
                ctx_error(ctx, where, "%s", error ? error : "invalid version range");
                return false;
            }
        }
        r->version_range = semver_range_to_string(r->range);
        r->has_annotations = lookup(ctx, e->value, "annotations", &r->annotations);
        /* VersionRange#& is never nil, so any second reference to a name is "overlapping" */
        for (size_t k = 0; k < i; k++)
            if (strcmp(list[k].name, r->name) == 0 && cstr_equal(list[k].name_authority, r->name_authority)) {
                ctx_error(ctx, where, "TypeSet '%s' references TypeSet '%s/%s' more than once using overlapping version ranges",
                          label(def), r->name_authority ? r->name_authority : "", r->name);
                return false;
            }
        for (size_t k = 0; k < def->type_count; k++)
            if (strcmp(def->type_names[k], r->alias) == 0) {
                ctx_error(ctx, where, "TypeSet '%s' references a TypeSet using alias '%s'. The alias collides with the name of a declared type",
                          label(def), r->alias);
                return false;
            }
    }
    def->refs = list;
    def->ref_count = refs->count;
    return true;
}

/* The types of `types`: types as they are; an Object initialization hash (accepted by the
 * initializer's type) as the anonymous Object type it describes. */
static bool make_types(Ctx *ctx, TypeSetDef *def, const Hash *types, SrcSpan where) {
    const char **names = ctx_calloc(ctx, types->count + 1, sizeof *names);
    const Type **list = ctx_calloc(ctx, types->count + 1, sizeof *list);
    for (size_t i = 0; i < types->count; i++) {
        const HashEntry *e = hash_entry_at(types, i);
        names[i] = e->key.as.string->bytes;
        if (e->value.kind == VAL_TYPE) {
            list[i] = e->value.as.type;
        } else {
            Value t = type_object_create(ctx, NULL, e->value, where);
            if (value_is_abrupt(t))
                return false;
            list[i] = t.as.type;
        }
    }
    def->type_names = names;
    def->types = list;
    def->type_count = types->count;
    return true;
}

Value type_set_create(Ctx *ctx, const char *name, const char *name_authority, Value init, SrcSpan where) {
    TypeSetDef *def = ctx_calloc(ctx, 1, sizeof *def);
    def->type_names = no_names;
    def->types = no_types;
    def->refs = no_refs;
    def->annotations = value_undef();
    Type *t = ctx_calloc(ctx, 1, sizeof *t);
    t->kind = TYPE_TYPE_SET;
    t->u.type_set.def = def;
    if (init.kind != VAL_HASH && !name) {
        /* PTypeSetType.new(name): a set with a name and nothing else */
        if (!assert_instance(ctx, "TypeSet name", QUALIFIED_REFERENCE, init, where))
            return value_abrupt();
        def->name = init.as.string->bytes;
        def->pcore_version = "";
        return value_from_type(t);
    }
    static const char I12N[] = "Struct[{Optional[pcore_uri] => " URI_PATTERN
        ", pcore_version => Variant[String[1], SemVer], Optional[name_authority] => " URI_PATTERN
        ", Optional[name] => " QUALIFIED_REFERENCE ", Optional[version] => Variant[String[1], SemVer]"
        ", Optional[types] => Hash[" SIMPLE_TYPE_NAME ", Variant[Type, %s], 1]"
        ", Optional[references] => Hash[" SIMPLE_TYPE_NAME ", %s, 1], Optional[annotations] => " ANNOTATIONS "}]";
    if (!assert_instance(ctx, "TypeSet initializer", ctx_sprintf(ctx, I12N, type_object_i12n, REFERENCE_I12N), init,
                         where))
        return value_abrupt();
    Value v;
    def->name = name ? name : lookup(ctx, init, "name", &v) ? v.as.string->bytes : NULL;
    def->name_authority = name_authority ? name_authority
                          : lookup(ctx, init, "name_authority", &v) ? v.as.string->bytes : NULL;
    const SemVer *pcore = NULL;
    lookup(ctx, init, "pcore_version", &v);
    def->pcore_version = version_text(ctx, v, &pcore, where);
    if (!def->pcore_version)
        return value_abrupt();
    if (pcore->major != 1 || !semver_is_stable(pcore))
        return ctx_error(ctx, where,
                         "The pcore version for TypeSet '%s' is not understood by this runtime. Expected range 1.x, got %s",
                         label(def), def->pcore_version);
    if (lookup(ctx, init, "pcore_uri", &v))
        def->pcore_uri = v.as.string->bytes;
    if (lookup(ctx, init, "version", &v) && !(def->version = version_text(ctx, v, &def->semver, where)))
        return value_abrupt();
    if (lookup(ctx, init, "types", &v) && !make_types(ctx, def, v.as.hash, where))
        return value_abrupt();
    if (lookup(ctx, init, "references", &v) && !make_references(ctx, def, v.as.hash, where))
        return value_abrupt();
    def->has_annotations = lookup(ctx, init, "annotations", &def->annotations);
    return value_from_type(t);
}

/* --- references and lookup ----------------------------------------------------------------- */

Value type_set_resolve_references(Ctx *ctx, const Type *set, SrcSpan where) {
    const TypeSetDef *def = type_set_def(set);
    for (size_t i = 0; def && i < def->ref_count; i++) {
        TypeSetRef *r = (TypeSetRef *)&def->refs[i];   /* filled in once, while the set is resolved */
        const char *self = ctx_sprintf(ctx, "TypeSet '%s' reference to TypeSet named '%s'", label(def), r->name);
        const Type *found = NULL;
        if (cstr_equal(r->name_authority, RUNTIME_NAME_AUTHORITY))
            found = type_alias_find(ctx, r->name);
        if (found && !type_alias_target(found)) {
            Value done = type_alias_resolve_now(ctx, found, where);
            if (value_is_abrupt(done))
                return done;
        }
        const Type *target = found ? type_resolve(found) : NULL;
        if (!target || (target->kind == TYPE_ALIAS && !type_alias_target(target)))
            return ctx_error(ctx, where, "%s cannot be resolved", self);
        if (target->kind != TYPE_TYPE_SET)
            return ctx_error(ctx, where, "%s resolves to a %s", self, type_alias_name(found));
        const TypeSetDef *other = target->u.type_set.def;
        if (!other->semver || !semver_range_includes(r->range, other->semver))
            return ctx_error(ctx, where, "%s resolves to an incompatible version. Expected %s, got %s", self,
                             r->version_range, other->version ? other->version : "");
        r->type_set = target;
    }
    return value_undef();
}

static bool same_name_ci(const char *a, const char *b, size_t blen) {
    size_t i = 0;
    for (; i < blen && a[i]; i++) {
        char x = a[i] >= 'A' && a[i] <= 'Z' ? (char)(a[i] + 32) : a[i];
        char y = b[i] >= 'A' && b[i] <= 'Z' ? (char)(b[i] + 32) : b[i];
        if (x != y)
            return false;
    }
    return i == blen && a[i] == '\0';
}

static const Type *lookup_at(Ctx *ctx, const TypeSetDef *def, const char *name, int depth) {
    if (!def || depth > 32)
        return NULL;
    for (size_t i = 0; i < def->type_count; i++)
        if (same_name_ci(def->type_names[i], name, strlen(name)))
            return def->types[i];
    const char *sep = strstr(name, "::");
    size_t first = sep ? (size_t)(sep - name) : strlen(name);
    for (size_t i = 0; i < def->ref_count; i++) {
        const TypeSetRef *r = &def->refs[i];
        if (!r->type_set || !same_name_ci(r->alias, name, first))
            continue;
        if (!sep)
            return r->type_set;
        return lookup_at(ctx, r->type_set->u.type_set.def, sep + 2, depth + 1);
    }
    return NULL;
}

const Type *type_set_lookup(Ctx *ctx, const TypeSetDef *def, const char *name) {
    return lookup_at(ctx, def, name, 0);
}

/* --- string form --------------------------------------------------------------------------- */

/* The member t stands for: an alias of the set made for an Object type or a TypeSet is that
 * type (the reference holds the type itself), any other alias stays an alias. */
static const Type *member_type(const Type *t) {
    const Type *target = t->kind == TYPE_ALIAS ? type_alias_target(t) : NULL;
    const char *name = !target                         ? NULL
                       : target->kind == TYPE_OBJECT   ? target->u.object.def->name
                       : target->kind == TYPE_TYPE_SET ? target->u.type_set.def->name
                                                       : NULL;
    if (name && strcmp(name, type_alias_name(t)) == 0)
        return target;
    return t;
}

/* Hash#key: the name of the member equal to t. */
static const char *defined_name(const TypeSetDef *def, const Type *t) {
    for (size_t i = 0; i < def->type_count; i++)
        if (type_equal(member_type(def->types[i]), t))
            return def->type_names[i];
    return NULL;
}

static const char *name_for(Ctx *ctx, const TypeSetDef *def, const Type *t, bool *defined, int depth) {
    const char *key = defined_name(def, t);
    *defined = key != NULL;
    if (key || depth > 32)
        return key;
    for (size_t i = 0; i < def->ref_count; i++) {
        bool unused;
        const TypeSetRef *r = &def->refs[i];
        const char *inner = r->type_set ? name_for(ctx, r->type_set->u.type_set.def, t, &unused, depth + 1) : NULL;
        if (inner)
            return ctx_sprintf(ctx, "%s::%s", r->alias, inner);
    }
    return NULL;
}

const char *type_set_format_name_for(Ctx *ctx, const Type *t, bool *defined) {
    const TypeSetDef *current = *type_set_format_slot(ctx);
    *defined = false;
    return current ? name_for(ctx, current, t, defined, 0) : NULL;
}

bool type_set_format_active(Ctx *ctx) {
    return *type_set_format_slot(ctx) != NULL;
}

static void key(StrBuf *sb, bool *first, const char *name) {
    if (!*first)
        strbuf_append_cstr(sb, ", ");
    *first = false;
    strbuf_printf(sb, "%s => ", name);
}

static void append_text(Ctx *ctx, StrBuf *sb, bool *first, const char *name, const char *text) {
    key(sb, first, name);
    strbuf_append_str(sb, text ? format_inspect(ctx, value_cstring(ctx, text)) : str_from_cstr(ctx, "undef"));
}

static void append_reference(Ctx *ctx, StrBuf *sb, const TypeSetDef *owner, const TypeSetRef *r) {
    Hash *h = hash_new(ctx, 4);
    if (r->has_annotations)
        hash_put(ctx, h, value_cstring(ctx, "annotations"), r->annotations);
    if (!cstr_equal(r->name_authority, owner->name_authority))   /* TypeSetReference#_pcore_init_hash */
        hash_put(ctx, h, value_cstring(ctx, "name_authority"), value_cstring(ctx, r->name_authority));
    hash_put(ctx, h, value_cstring(ctx, "name"), value_cstring(ctx, r->name));
    hash_put(ctx, h, value_cstring(ctx, "version_range"), value_cstring(ctx, r->version_range));
    strbuf_append_str(sb, format_inspect(ctx, value_from_hash(h)));
}

void type_set_format(Ctx *ctx, StrBuf *sb, const Type *t, bool expanded) {
    const TypeSetDef *def = t->u.type_set.def;
    bool first = true;
    strbuf_append_cstr(sb, "TypeSet[{");
    if (def->has_annotations) {
        key(sb, &first, "annotations");
        strbuf_append_str(sb, format_inspect(ctx, def->annotations));
    }
    if (def->pcore_uri)
        append_text(ctx, sb, &first, "pcore_uri", def->pcore_uri);
    append_text(ctx, sb, &first, "pcore_version", def->pcore_version);
    if (def->name_authority)
        append_text(ctx, sb, &first, "name_authority", def->name_authority);
    append_text(ctx, sb, &first, "name", def->name);
    if (def->version)
        append_text(ctx, sb, &first, "version", def->version);
    if (def->type_count) {
        /* the formatter enters the set and, on success, never leaves it (see the header) */
        *type_set_format_slot(ctx) = def;
        key(sb, &first, "types");
        strbuf_append_char(sb, '{');
        for (size_t i = 0; i < def->type_count; i++) {
            if (i)
                strbuf_append_cstr(sb, ", ");
            strbuf_printf(sb, "%s => ", def->type_names[i]);
            const Type *m = member_type(def->types[i]);
            if (expanded && m->kind == TYPE_ALIAS && type_alias_target(m))
                type_append_expanded(ctx, sb, type_alias_target(m));
            else if (expanded && m->kind == TYPE_OBJECT)
                type_object_format(ctx, sb, m, true);
            else if (m->kind == TYPE_TYPE_SET)
                type_set_format(ctx, sb, m, expanded);
            else
                type_append_nested(ctx, sb, m);
        }
        strbuf_append_char(sb, '}');
    }
    if (def->ref_count) {
        key(sb, &first, "references");
        strbuf_append_char(sb, '{');
        for (size_t i = 0; i < def->ref_count; i++) {
            if (i)
                strbuf_append_cstr(sb, ", ");
            strbuf_printf(sb, "%s => ", def->refs[i].alias);
            append_reference(ctx, sb, def, &def->refs[i]);
        }
        strbuf_append_char(sb, '}');
    }
    strbuf_append_cstr(sb, "}]");
}
