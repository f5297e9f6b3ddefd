/* functions_catalog.c: the built-in functions that work on the catalog: include, require,
 * contain, realize, defined, tag, tagged, create_resources.
 *
 * Follows the reference's lib/puppet/functions/{include,require,contain,defined}.rb and
 * lib/puppet/parser/functions/{realize,tag,tagged,create_resources}.rb:
 *   - include / require / contain take class names (strings, Class['x'], arrays of them),
 *     declare and evaluate the classes not yet declared and return their Class references;
 *     require also makes the current container require them, contain makes it contain them;
 *   - realize records the references for the compile to realize (an unknown one fails at the
 *     end) and returns undef; create_resources declares resources from a hash and returns undef;
 *   - defined answers for variables ('$x'), types, classes and declared resources;
 *   - tag adds tags to the current container; tagged is true when every tag given is a tag of
 *     the catalog's classes or of the current container (or the containers around it).
 * The catalog itself is catalog.h's; these only translate arguments and results. Messages of
 * the 3.x functions are given without Ruby's "()" after the name (create_resources: ...), as
 * puppet-reference's normalized output has them.
 */
#include <string.h>

#include "catalog/catalog_internal.h"
#include "eval/eval_internal.h"
#include "text/format.h"
#include "eval/function.h"
#include "text/sprintf.h"
#include "support/strbuf.h"
#include "types/type.h"
#include "support/utf8.h"

/* --- include, require, contain ------------------------------------------------------------- */

/* transform_and_assert_classnames for one value of the flattened arguments: appends its class
 * name. Returns false after an error (recorded for the function to wrap). */
static bool class_name(Ctx *ctx, const CallSite *site, Value v, ArrayBuilder *out) {
    switch (v.kind) {
    case VAL_UNDEF:
        ctx_error(ctx, site->span, "Cannot use undef as a class name");
        return false;
    case VAL_STRING:
        if (v.as.string->len == 0) {
            ctx_error(ctx, site->span, "Cannot use empty string as a class name");
            return false;
        }
        array_builder_push(ctx, out, v);
        return true;
    case VAL_TYPE: {
        const Type *t = v.as.type;
        if (type_kind(t) == TYPE_CLASS) {
            if (!type_class_name(t)) {
                ctx_error(ctx, site->span, "Cannot use an unspecific Class[] Type");
                return false;
            }
            array_builder_push(ctx, out, value_cstring(ctx, type_class_name(t)));
            return true;
        }
        if (type_kind(t) == TYPE_RESOURCE) {
            if (!type_resource_title(t)) {
                ctx_error(ctx, site->span, "Cannot use an unspecific Resource[] where a Resource['class', name] is "
                          "expected");
                return false;
            }
            if (strcmp(catalog_downcase(ctx, type_resource_name(t)), "class") != 0) {
                ctx_error(ctx, site->span, "Cannot use a Resource[%s] where a Resource['class', name] is expected",
                          catalog_capitalize(ctx, type_resource_name(t)));
                return false;
            }
            array_builder_push(ctx, out, value_cstring(ctx, type_resource_title(t)));
            return true;
        }
        break;
    }
    default:
        break;
    }
    /* Scope#transform_and_assert_classnames has no branch for the value: its case gives nil,
     * whose downcase fails (the reference's message is Ruby's, then its source line) */
    ctx_error(ctx, site->span, "undefined method `downcase' for nil:NilClass\n(a class name must be a String, a "
              "Class or a Resource['class', name])");
    return false;
}

static Value include_like(Ctx *ctx, const CallSite *site, const Value *args, size_t count, CatInclusion how) {
    ArrayBuilder names;
    array_builder_init(&names);
    for (size_t i = 0; i < count; i++) {
        size_t n;
        const Value *items = catalog_flatten(ctx, &args[i], &n);
        for (size_t j = 0; j < n; j++)
            if (!class_name(ctx, site, items[j], &names))
                return value_abrupt();
    }
    return catalog_include(ctx, names.items, names.count, how, site->span);
}

static Value include_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    return include_like(ctx, site, args, count, CAT_INCLUDE);
}

static Value require_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    return include_like(ctx, site, args, count, CAT_REQUIRE);
}

static Value contain_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    return include_like(ctx, site, args, count, CAT_CONTAIN);
}

/* --- realize, create_resources ------------------------------------------------------------- */

/* The arity check of the 3.x functions (realize, create_resources, tag, tagged), in their words.
 * Returns false after the error. */
static bool arity_3x(Ctx *ctx, const CallSite *site, size_t count, size_t minimum) {
    if (count >= minimum)
        return true;
    function_error(ctx, site, "%s: Wrong number of arguments given (%zu for minimum %zu)", site->name, count, minimum);
    return false;
}

static Value realize_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    if (!arity_3x(ctx, site, count, 1))
        return value_abrupt();
    catalog_realize(ctx, args, count);
    return value_undef();
}

/* The type argument is used as a Ruby String (type.sub(/^@{1,2}/, '')): the receiver part of
 * Ruby's NoMethodError for a value that is none as the 3.x function sees it, with Ruby's
 * "Did you mean?" line where it has one; NULL for a String (undef is '' there) and for values
 * the engine gives as their text. */
static const char *sub_receiver(Ctx *ctx, Value v) {
    StrBuf buf;
    strbuf_init(&buf, ctx);
    switch (v.kind) {
    case VAL_INTEGER:
        return ctx_sprintf(ctx, "%s:Integer\nDid you mean?  succ", format_to_string(ctx, v)->bytes);
    case VAL_FLOAT:
        return ctx_sprintf(ctx, "%s:Float", format_to_string(ctx, v)->bytes);
    case VAL_BOOLEAN:
        return v.as.boolean ? "true:TrueClass" : "false:FalseClass";
    case VAL_ARRAY:
    case VAL_HASH:
        sprintf_inspect(&buf, v);
        return ctx_sprintf(ctx, "%s:%s\nDid you mean?  sum", strbuf_finish(&buf)->bytes,
                           v.kind == VAL_ARRAY ? "Array" : "Hash");
    case VAL_TYPE: {
        /* a resource type becomes a Puppet::Resource, inspected as Type[title]{:name=>"title"} */
        const Type *t = v.as.type;
        if (type_kind(t) != TYPE_RESOURCE || !type_resource_name(t))
            return NULL;
        const char *title = type_resource_title(t) ? type_resource_title(t) : "";
        utf8_inspect(&buf, title, strlen(title));
        return ctx_sprintf(ctx, "%s[%s]{:name=>%s}:Puppet::Resource\nDid you mean?  sum",
                           catalog_capitalize(ctx, type_resource_name(t)), title, strbuf_finish(&buf)->bytes);
    }
    default:
        return NULL;
    }
}

static Value create_resources_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                   const Callable *block) {
    (void)block;
    if (!arity_3x(ctx, site, count, 2))
        return value_abrupt();
    if (count > 3)
        return ctx_error(ctx, site->span, "create_resources: wrong number of arguments (%zu; must be 2 or 3)", count);
    if (args[1].kind != VAL_HASH)
        return ctx_error(ctx, site->span, "create_resources: second argument must be a hash");
    if (count == 3 && args[2].kind != VAL_HASH)
        return ctx_error(ctx, site->span, "create_resources: third argument, if provided, must be a hash");
    const char *receiver = sub_receiver(ctx, args[0]);
    if (receiver)
        return ctx_error(ctx, site->span, "undefined method `sub' for %s", receiver);
    const char *type = args[0].kind == VAL_STRING ? args[0].as.string->bytes : format_to_string(ctx, args[0])->bytes;
    bool exported = strncmp(type, "@@", 2) == 0;
    bool is_virtual = exported || type[0] == '@';
    const char *name = type + (exported ? 2 : is_virtual ? 1 : 0);
    if (strcmp(catalog_downcase(ctx, name), "class") == 0 && is_virtual) {
        /* a runtime issue located at the call's line, not wrapped as the function's error */
        SrcSpan at = span_none();
        at.line = site->span.line;
        ctx_error(ctx, at, "Classes are not virtualizable");
        ctx->interp->error_from_puppet = true;
        return value_abrupt();
    }
    const CatDefinition *source = catalog_current_frame(ctx)->source;
    const Hash *instances = args[1].as.hash;
    const Hash *defaults = count == 3 ? args[2].as.hash : NULL;
    for (size_t i = 0; i < instances->count; i++) {
        Value title = instances->entries[i].key;
        Value params = instances->entries[i].value;
        /* defaults.merge(params): the defaults' keys first */
        CatParamList list = {0};
        if (defaults)
            for (size_t k = 0; k < defaults->count; k++) {
                Value key = defaults->entries[k].key;
                Value v = defaults->entries[k].value, own;
                if (params.kind == VAL_HASH && hash_get(params.as.hash, key, &own))
                    v = own;
                const char *pname = key.kind == VAL_STRING ? key.as.string->bytes : format_to_string(ctx, key)->bytes;
                catalog_params_push(ctx, &list, (CatParam){ pname, v, 0, source, false, false });
            }
        if (params.kind == VAL_HASH) {
            for (size_t k = 0; k < params.as.hash->count; k++) {
                Value key = params.as.hash->entries[k].key;
                const char *pname = key.kind == VAL_STRING ? key.as.string->bytes : format_to_string(ctx, key)->bytes;
                if (!catalog_params_find(&list, pname))
                    catalog_params_push(ctx, &list, (CatParam){ pname, params.as.hash->entries[k].value, 0, source, false, false });
            }
        }
        Value single[1] = { title };
        const Value *titles = title.kind == VAL_ARRAY ? title.as.array->items : single;
        size_t title_count = title.kind == VAL_ARRAY ? title.as.array->count : 1;
        for (size_t k = 0; k < title_count; k++)
            if (titles[k].kind != VAL_STRING && titles[k].kind != VAL_INTEGER)   /* 3.x: Integer keys work */
                return ctx_error(ctx, site->span, "Illegal title type at index %zu. Expected String, got %s", k,
                                 catalog_type_label(ctx, titles[k]));
        Value refs = catalog_declare(ctx, name, titles, title_count, &list, is_virtual, exported, site->span);
        if (value_is_abrupt(refs))
            return refs;
    }
    return value_undef();
}

/* --- defined ------------------------------------------------------------------------------- */

/* Scope#exist?: whether the variable can be looked up from the current scope. */
static bool variable_exists(Ctx *ctx, const char *name) {
    Interp *in = ctx->interp;
    if (strcmp(name, "module_name") == 0 || strcmp(name, "caller_module_name") == 0)
        return true;
    const char *sep = NULL;
    for (const char *p = strstr(name, "::"); p; p = strstr(p + 2, "::"))
        sep = p;
    Value v;
    if (!sep)
        return scope_lookup(in->scope, name, &v);
    const char *klass = ctx_strndup(ctx, name, (size_t)(sep - name));
    const char *leaf = sep + 2;
    if (!*klass)
        return scope_lookup(in->top, leaf, &v);
    Catalog *cat = catalog_of(ctx);
    const char *lower = catalog_downcase(ctx, klass);
    const NameEntry *e = name_table_find(&cat->class_frames, lower, strlen(lower));
    if (!e)
        return false;
    return scope_lookup(((const CatFrame *)e->ptr)->scope, leaf, &v);
}

/* Whether one argument of defined() is defined; false after an error (*failed set). */
static bool is_defined(Ctx *ctx, const CallSite *site, Value v, bool *failed) {
    if (v.kind == VAL_STRING) {
        const char *s = v.as.string->bytes;
        if (s[0] == '$' && s[1])
            return variable_exists(ctx, s + 1);
        if (!*s)
            return false;
        if (strcmp(s, "main") == 0)
            return true;
        CatResolved t;
        return catalog_resolve_type(ctx, s, &t) || catalog_find_class(ctx, s) != NULL;
    }
    const Type *t = v.as.type;
    switch (type_kind(t)) {
    case TYPE_RESOURCE: {
        if (!type_resource_name(t)) {
            *failed = true;
            ctx_error(ctx, site->span, "The given resource type is a reference to all kind of types");
            return false;
        }
        CatResolved r;
        bool known = catalog_resolve_type(ctx, type_resource_name(t), &r);
        if (!type_resource_title(t))
            return known;
        if (!known) {   /* findresource(nil, title): Resource.type_and_title makes nil Class, '' main */
            const char *title = type_resource_title(t);
            if (!*title)
                title = "main";
            else if (!(title[0] >= 'A' && title[0] <= 'Z'))   /* capitalize_segments */
                title = catalog_capitalize(ctx, title);
            return catalog_find(ctx, "Class", title) != NULL;
        }
        return catalog_find(ctx, r.type, type_resource_title(t)) != NULL;
    }
    case TYPE_CLASS: {
        if (!type_class_name(t)) {
            *failed = true;
            ctx_error(ctx, site->span, "The given class type is a reference to all classes");
            return false;
        }
        const char *name = type_class_name(t);
        return catalog_find(ctx, "Class", catalog_capitalize(ctx, name)) != NULL;   /* Class[main] is never found */
    }
    case TYPE_TYPE: {
        const Type *inner = type_element(t);
        if (inner && type_kind(inner) == TYPE_RESOURCE)
            return is_defined(ctx, site, value_from_type(inner), failed);
        if (inner && type_kind(inner) == TYPE_CLASS) {
            if (!type_class_name(inner)) {
                *failed = true;
                ctx_error(ctx, site->span, "The given class type is a reference to all classes");
                return false;
            }
            return catalog_find_class(ctx, type_class_name(inner)) != NULL;
        }
        return false;
    }
    default:
        return false;
    }
}

static Value defined_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    for (size_t i = 0; i < count; i++) {
        bool failed = false;
        bool yes = is_defined(ctx, site, args[i], &failed);
        if (failed)
            return value_abrupt();
        if (yes)
            return value_boolean(true);
    }
    return value_boolean(false);
}

/* --- tag, tagged --------------------------------------------------------------------------- */

/* The 3.x function arguments as tag names: arrays flattened, everything as a string. */
static void tag_names(Ctx *ctx, Value v, ArrayBuilder *out) {
    size_t n;
    const Value *items = catalog_flatten(ctx, &v, &n);
    for (size_t i = 0; i < n; i++)
        if (items[i].kind != VAL_UNDEF)
            array_builder_push(ctx, out, items[i].kind == VAL_STRING ? items[i]
                                             : value_cstring(ctx, format_to_string(ctx, items[i])->bytes));
}

static Value tag_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    if (!arity_3x(ctx, site, count, 1))
        return value_abrupt();
    CatResource *r = catalog_current_frame(ctx)->resource;
    ArrayBuilder names;
    array_builder_init(&names);
    for (size_t i = 0; i < count; i++)   /* a 3.x argument undef is '' (inside arrays it stays nil) */
        tag_names(ctx, args[i].kind == VAL_UNDEF ? value_cstring(ctx, "") : args[i], &names);
    for (size_t i = 0; i < names.count; i++)
        if (!catalog_tag(ctx, r, names.items[i].as.string->bytes, site->span))
            return value_abrupt();
    return value_undef();
}

static Value tagged_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    if (!arity_3x(ctx, site, count, 1))
        return value_abrupt();
    Catalog *cat = catalog_of(ctx);
    CatResource *r = catalog_current_frame(ctx)->resource;
    for (size_t i = 0; i < count; i++) {
        /* Tagging#tagged? takes each argument's to_s: an array's is its inspect form, never a
         * tag (tags cannot hold quotes or brackets), so an array argument is never tagged */
        if (args[i].kind == VAL_ARRAY || args[i].kind == VAL_HASH)
            return value_boolean(false);
        const char *text = args[i].kind == VAL_UNDEF ? ""
                           : args[i].kind == VAL_STRING ? args[i].as.string->bytes
                           : format_to_string(ctx, args[i])->bytes;
        const char *tag = catalog_downcase(ctx, text);
        bool found = catalog_tags_have(&cat->tags, tag);
        /* Parser::Resource#raw_tagged?: the container, or the containers around it */
        for (const CatResource *c = r; c && !found; c = c->frame && c->frame->resource != c ? c->frame->resource : NULL)
            found = catalog_has_tag(c, tag);
        if (!found)
            return value_boolean(false);
    }
    return value_boolean(true);
}

const BuiltinFunction functions_catalog[] = {
    { "include",          { { "(Any $name, Any *$names)", include_impl } } },
    { "require",          { { "(Any $name, Any *$names)", require_impl } } },
    { "contain",          { { "(Any $name, Any *$names)", contain_impl } } },
    { "realize",          { { "~(Any *$args)", realize_impl } } },
    { "create_resources", { { "~(Any *$args)", create_resources_impl } } },
    { "defined",          { { "(Variant[String, Type[CatalogEntry], Type[Type[CatalogEntry]]] $vals, "
                              "Variant[String, Type[CatalogEntry], Type[Type[CatalogEntry]]] *$vals)", defined_impl } } },
    { "tag",              { { "~(Any *$args)", tag_impl } } },
    { "tagged",           { { "~(Any *$args)", tagged_impl } } },
    { NULL, { { NULL, NULL } } },
};
