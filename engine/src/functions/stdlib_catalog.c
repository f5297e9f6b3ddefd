/* stdlib_catalog.c: puppetlabs-stdlib's functions that read or add to the catalog and the
 * scope: ensure_packages, ensure_resource, ensure_resources, defined_with_params, getparam,
 * assert_private, fact, os_version_gte, stdlib::str2resource.
 *
 * They follow stdlib 8.5.0's Ruby (ensure_packages and fact are 4.x, the others 3.x) on the
 * engine's catalog (catalog/catalog.h): a resource is looked up as the reference's
 * findresource does (title, alias or namevar: catalog_find), and new resources are declared
 * through the built-in create_resources, as the reference's ensure_resource calls it, so that
 * duplicates fail with its error.
 */
#include <string.h>

#include "catalog/catalog.h"
#include "eval/eval.h"
#include "eval/eval_internal.h"
#include "eval/function.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "text/sprintf.h"
#include "types/type.h"

#define ARGS_3X(arity)                                       \
    (void)block;                                             \
    Value *a = fnlib_args_3x(ctx, site, args, count, arity); \
    if (!a)                                                  \
        return value_abrupt()

/* Puppet::Resource.type_and_title of "Type[title]": false when the text is no reference. */
static bool split_reference(Ctx *ctx, const char *text, const char **type, const char **title) {
    const char *open = strchr(text, '[');
    size_t n = strlen(text);
    if (!open || open == text || n < 2 || text[n - 1] != ']')
        return false;
    *type = ctx_strndup(ctx, text, (size_t)(open - text));
    *title = ctx_strndup(ctx, open + 1, (size_t)(text + n - 1 - open - 1));
    return true;
}

/* The catalog spelling of a type name: each segment capitalized ("apt::source" ->
 * "Apt::Source"). */
static const char *type_spelling(Ctx *ctx, const char *name) {
    return catalog_capitalize(ctx, catalog_downcase(ctx, name));
}

/* Whether r's parameter `key` is undef or absent. */
static bool param_of(CatResource *r, const char *key, Value *out) {
    CatParam *p = catalog_param(r, key);
    if (!p || p->value.kind == VAL_UNDEF)
        return false;
    *out = p->value;
    return true;
}

/* The resource of the scope the call runs in (the define instance or class), or NULL. */
static const CatResource *current_resource(Ctx *ctx) {
    CatFrame *f = catalog_current_frame(ctx);
    return f ? f->resource : NULL;
}

/* defined_with_params.rb on a reference text "Type[title]" and a params Hash (or NULL). */
static bool defined_with_params(Ctx *ctx, const char *type, const char *title, const Hash *params) {
    Catalog *cat = catalog_of(ctx);
    const CatResource *self = current_resource(ctx);
    const char *spelled = type_spelling(ctx, type);
    CatResource *single = NULL;
    CatResource **candidates;
    size_t n;
    if (title[0] == '\0') {
        candidates = cat->resources;
        n = cat->resource_count;
    } else {
        single = catalog_find(ctx, spelled, title);
        candidates = &single;
        n = single ? 1 : 0;
    }
    for (size_t i = 0; i < n; i++) {
        CatResource *r = candidates[i];
        if (!r || strcmp(r->type, spelled) != 0)
            continue;
        if (self && strcmp(self->type, r->type) == 0 && strcmp(self->title, r->title) == 0)
            continue;
        bool all = true;
        for (size_t k = 0; params && k < params->count && all; k++) {
            const HashEntry *e = hash_entry_at(params, k);
            const char *key = e->key.kind == VAL_STRING ? e->key.as.string->bytes : stdlib_to_s(ctx, e->key);
            Value have;
            bool have_set = param_of(r, key, &have);
            bool want_undef = e->value.kind == VAL_UNDEF;
            all = (!have_set && want_undef) || (have_set && stdlib_ruby_equal(have, e->value));
        }
        if (all)
            return true;
    }
    return false;
}

/* The reference text a 3.x function's argument stands for: a String as it is, a resource
 * reference as "Type[title]". */
static const char *reference_text(Ctx *ctx, Value v) {
    return stdlib_to_s(ctx, v);
}

static Value defined_with_params_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                      const Callable *block) {
    ARGS_3X(-1);
    if (count == 0 || a[0].kind == VAL_UNDEF || (a[0].kind == VAL_BOOLEAN && !a[0].as.boolean))
        return function_error(ctx, site, "Must specify a reference");
    const Hash *params = count > 1 && a[1].kind == VAL_HASH ? a[1].as.hash : NULL;
    const char *type, *title;
    if (a[0].kind == VAL_STRING || sprintf_is_resource(a[0])) {
        if (!split_reference(ctx, reference_text(ctx, a[0]), &type, &title)) {
            type = reference_text(ctx, a[0]);
            title = "";
        }
    } else {
        return function_error(ctx, site, "Reference is not understood: '%s'", stdlib_class(a[0]));
    }
    return value_boolean(defined_with_params(ctx, type, title, params));
}

/* ensure_resource.rb for one type, title and params (a Hash or undef). */
static Value ensure_one(Ctx *ctx, const CallSite *site, const char *type, Value title, Value params) {
    const Array *items;
    if (title.kind == VAL_ARRAY) {
        ArrayBuilder flat;
        array_builder_init(&flat);
        CallSite fs = *site;
        fs.name = "flatten";
        Value f;
        if (!function_call_builtin(ctx, &fs, &title, 1, NULL, &f) || value_is_abrupt(f))
            return value_abrupt();
        items = f.as.array;
    } else {
        items = value_array_of(ctx, &title, 1).as.array;
    }
    const Hash *p = params.kind == VAL_HASH ? params.as.hash : hash_new(ctx, 0);
    /* type.capitalize: the first character upper case, the rest lower case */
    char *cap = ctx_strndup(ctx, type, strlen(type));
    for (size_t i = 0; cap[i]; i++)
        cap[i] = (char)(i == 0 ? (cap[i] >= 'a' && cap[i] <= 'z' ? cap[i] - 32 : cap[i])
                               : (cap[i] >= 'A' && cap[i] <= 'Z' ? cap[i] + 32 : cap[i]));
    for (size_t i = 0; i < items->count; i++) {
        const char *item = stdlib_to_s(ctx, items->items[i]);
        if (defined_with_params(ctx, type, item, p))
            continue;
        Hash *instances = hash_new(ctx, 1);
        /* { item => params }: an Integer title stays one (create_resources titles it, untagged) */
        Value key = items->items[i].kind == VAL_INTEGER ? items->items[i] : value_cstring(ctx, item);
        hash_put(ctx, instances, key, value_from_hash(p));
        Value cr_args[2] = { value_cstring(ctx, cap), value_from_hash(instances) };
        CallSite cs = *site;
        cs.name = "create_resources";
        Value r;
        if (!function_call_builtin(ctx, &cs, cr_args, 2, NULL, &r))
            return function_error(ctx, site, "Unknown function: 'create_resources'");
        if (value_is_abrupt(r))
            return r;
    }
    return value_undef();
}

static Value ensure_resource_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                  const Callable *block) {
    ARGS_3X(-1);
    if (count == 0 || a[0].kind == VAL_UNDEF || (a[0].kind == VAL_BOOLEAN && !a[0].as.boolean))
        return function_error(ctx, site, "Must specify a type");
    if (count < 2 || a[1].kind == VAL_UNDEF || (a[1].kind == VAL_BOOLEAN && !a[1].as.boolean))
        return function_error(ctx, site, "Must specify a title");
    return ensure_one(ctx, site, stdlib_to_s(ctx, a[0]), a[1], count > 2 ? a[2] : value_undef());
}

/* ensure_resources.rb: each title of the Hash with params.merge(its own). */
static Value ensure_many(Ctx *ctx, const CallSite *site, const char *type, const Hash *titles, Value params) {
    const Hash *base = params.kind == VAL_HASH ? params.as.hash : hash_new(ctx, 0);
    for (size_t i = 0; i < titles->count; i++) {
        const HashEntry *e = hash_entry_at(titles, i);
        Value merged = value_from_hash((Hash *)base);
        if (e->value.kind == VAL_HASH)
            merged = value_from_hash(hash_merge(ctx, base, e->value.as.hash));
        Value r = ensure_one(ctx, site, type, e->key, merged);
        if (value_is_abrupt(r))
            return r;
    }
    return value_undef();
}

static Value ensure_resources_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                   const Callable *block) {
    ARGS_3X(-1);
    if (count == 0 || a[0].kind == VAL_UNDEF || (a[0].kind == VAL_BOOLEAN && !a[0].as.boolean))
        return function_error(ctx, site, "Must specify a type");
    if (count < 2 || a[1].kind == VAL_UNDEF || (a[1].kind == VAL_BOOLEAN && !a[1].as.boolean))
        return function_error(ctx, site, "Must specify a title");
    if (a[1].kind != VAL_HASH)
        return function_error(ctx, site, "ensure_resources: Requires second argument to be a Hash");
    return ensure_many(ctx, site, stdlib_to_s(ctx, a[0]), a[1].as.hash, count > 2 ? a[2] : value_undef());
}

static Value ensure_packages_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                  const Callable *block) {
    (void)block;
    Hash *defaults = hash_new(ctx, 2);
    hash_put(ctx, defaults, value_cstring(ctx, "ensure"), value_cstring(ctx, "installed"));
    if (count > 1) {
        defaults = hash_merge(ctx, defaults, args[1].as.hash);
        Value e;
        if (hash_get(defaults, value_cstring(ctx, "ensure"), &e) && e.kind == VAL_STRING &&
            strcmp(e.as.string->bytes, "present") == 0)
            hash_put(ctx, defaults, value_cstring(ctx, "ensure"), value_cstring(ctx, "installed"));
    }
    Value r;
    if (args[0].kind == VAL_HASH)
        r = ensure_many(ctx, site, "package", args[0].as.hash, value_from_hash(defaults));
    else
        r = ensure_one(ctx, site, "package", args[0], value_from_hash(defaults));
    return value_is_abrupt(r) ? r : value_undef();
}

/* --- getparam, str2resource ---------------------------------------------------------------- */

static CatResource *find_reference(Ctx *ctx, const char *text) {
    const char *type, *title;
    if (!split_reference(ctx, text, &type, &title))
        return NULL;
    return catalog_find(ctx, type_spelling(ctx, type), title);
}

static Value getparam_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count == 0 || a[0].kind == VAL_UNDEF || (a[0].kind == VAL_BOOLEAN && !a[0].as.boolean))
        return function_error(ctx, site, "Must specify a reference");
    if (count < 2 || a[1].kind != VAL_STRING)
        return function_error(ctx, site, "Must specify name of a parameter");
    if (a[1].as.string->len == 0)
        return value_cstring(ctx, "");
    CatResource *r = find_reference(ctx, reference_text(ctx, a[0]));
    Value v;
    if (r && catalog_param_value(ctx, r, a[1].as.string->bytes, &v) && v.kind != VAL_UNDEF)
        return v;
    return value_cstring(ctx, "");
}

static Value str2resource_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)count, (void)block;
    const char *type, *title;
    const char *text = args[0].as.string->bytes;
    if (!split_reference(ctx, text, &type, &title))
        return function_error(ctx, site, "Puppet::Resource.type_and_title: '%s' is not a resource reference", text);
    CatResource *r = catalog_find(ctx, type_spelling(ctx, type), title);
    if (!r)
        return function_error(ctx, site,
                              "stdlib::str2resource: could not find %s[%s], this is parse order dependent and values should not be quoted",
                              type_spelling(ctx, type), title);
    Value v = value_from_type(type_resource(ctx, r->type, r->title));
    v.catalog_resource = true;
    return v;
}

/* --- assert_private ------------------------------------------------------------------------ */

static Value assert_private_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    ARGS_3X(-1);
    if (count > 1)
        return function_error(ctx, site, "assert_private: Wrong number of arguments given (%zu}) for 0 or 1)", count);
    Value module = value_undef(), caller = value_undef();
    scope_lookup(ctx->interp->scope, "module_name", &module);
    scope_lookup(ctx->interp->scope, "caller_module_name", &caller);
    if (stdlib_ruby_equal(module, caller))
        return value_undef();
    if (count == 1 && a[0].kind == VAL_STRING)
        return function_error(ctx, site, "%s", a[0].as.string->bytes);
    CatFrame *f = catalog_current_frame(ctx);
    const CatDefinition *def = f ? f->source : NULL;
    bool klass = def && def->kind == CAT_CLASS;
    return function_error(ctx, site, "%s %s is private", klass ? "Class" : "Definition", def ? def->name : "");
}

/* --- fact, os_version_gte ------------------------------------------------------------------ */

static Value facts_hash(Ctx *ctx) {
    Value facts = value_undef();
    scope_lookup(ctx->interp->top, "facts", &facts);
    return facts;
}

static const char *dot_syntax(Ctx *ctx, const char **walked, size_t n) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < n; i++) {
        if (i)
            strbuf_append(&sb, ".", 1);
        if (strchr(walked[i], '.'))
            strbuf_printf(&sb, "\"%s\"", walked[i]);
        else
            strbuf_append_cstr(&sb, walked[i]);
    }
    return strbuf_finish(&sb)->bytes;
}

static Value fact_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)count, (void)block;
    const char *name = args[0].as.string->bytes;
    /* fact_name.scan(/([^."]+)|(?:")([^"]+)(?:")/) */
    const char *segs[256];
    size_t n = 0;
    for (const char *p = name; *p && n < 256;) {
        if (*p == '"') {
            const char *end = strchr(p + 1, '"');
            if (end && end > p + 1) {
                segs[n++] = ctx_strndup(ctx, p + 1, (size_t)(end - p - 1));
                p = end + 1;
                continue;
            }
            p++;
            continue;
        }
        if (*p == '.') {
            p++;
            continue;
        }
        size_t len = strcspn(p, ".\"");
        segs[n++] = ctx_strndup(ctx, p, len);
        p += len;
    }
    Value d = facts_hash(ctx);
    for (size_t i = 0; i < n; i++) {
        if (d.kind == VAL_UNDEF)
            return value_undef();
        if (d.kind == VAL_ARRAY) {
            Value num;
            const Str *k = str_from_cstr(ctx, segs[i]);
            double f;
            if (!fnlib_ruby_float(k->bytes, k->len, &f) || !eval_string_to_number(k, &num) || num.kind != VAL_INTEGER) {
                ctx_warn(ctx, span_none(), "fact request for %s returning nil: '%s' is an array; cannot index to '%s'",
                         name, dot_syntax(ctx, segs, i), segs[i]);
                return value_undef();
            }
            int64_t index = num.as.integer;
            if (index < 0)
                index += (int64_t)d.as.array->count;
            d = index >= 0 && (size_t)index < d.as.array->count ? d.as.array->items[index] : value_undef();
        } else if (d.kind == VAL_HASH) {
            Value next;
            d = hash_get(d.as.hash, value_cstring(ctx, segs[i]), &next) ? next : value_undef();
        } else {
            ctx_warn(ctx, span_none(), "fact request for %s returning nil: '%s' is not a collection; cannot walk to '%s'",
                     name, dot_syntax(ctx, segs, i), segs[i]);
            return value_undef();
        }
    }
    return d;
}

static Value os_version_gte_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    (void)count, (void)block;
    Value facts = facts_hash(ctx), os = value_undef(), release = value_undef();
    if (facts.kind == VAL_HASH) {
        hash_get(facts.as.hash, value_cstring(ctx, "operatingsystem"), &os);
        hash_get(facts.as.hash, value_cstring(ctx, "operatingsystemmajrelease"), &release);
    }
    if (!stdlib_ruby_equal(os, args[0]))
        return value_boolean(false);
    CallSite vs = *site;
    vs.name = "versioncmp";
    Value cmp_args[2] = { release, args[1] };
    Value r;
    if (!function_call_builtin(ctx, &vs, cmp_args, 2, NULL, &r))
        return value_boolean(false);
    if (value_is_abrupt(r))
        return r;
    return value_boolean(r.kind == VAL_INTEGER && r.as.integer >= 0);
}

const BuiltinFunction ruby_functions_stdlib_catalog[] = {
    { "ensure_packages", { { "(Variant[String[1], Array[String[1]], Hash[String[1], Any]] $packages, Hash $default_attributes = undef)", ensure_packages_impl } } },
    { "ensure_resource", { { "~(Any *$args)", ensure_resource_impl } } },
    { "ensure_resources", { { "~(Any *$args)", ensure_resources_impl } } },
    { "defined_with_params", { { "~(Any *$args)", defined_with_params_impl } } },
    { "getparam", { { "~(Any *$args)", getparam_impl } } },
    { "stdlib::str2resource", { { "(String $res_string)", str2resource_impl } } },
    { "assert_private", { { "~(Any *$args)", assert_private_impl } } },
    { "fact", { { "(String $fact_name)", fact_impl } } },
    { "os_version_gte", { { "(String[1] $os, String[1] $version)", os_version_gte_impl } } },
    { NULL, { { NULL, NULL } } },
};
