/* catalog_autorequire.c: what the reference's agent says while it builds the relationship graph
 * of the catalog it applies (Puppet::Graph::RelationshipGraph#populate_from: each resource's
 * autorequire blocks, in catalog order), before it looks for cycles: the warnings of module
 * types whose autorequire block warns. The automatic relationships themselves are not added to
 * the engine's graph (docs/catalog.md, Known differences).
 *
 * Types that warn there: concat's concat_fragment ("Target Concat_file with path or title 'x'
 * not found in the catalog", when no concat_file has its target as path or title, or its tag),
 * and keystone's keystone_endpoint ("Couldn't find the type of the domain to require using x",
 * when no type was given and not exactly one keystone_service is so named). The warnings are
 * the resource's log lines, so they name its path (Puppet::Type#path: the containers from
 * the stage down, a class by its name alone).
 */
#include "catalog/catalog_internal.h"

#include <string.h>

#include "support/strbuf.h"
#include "text/sprintf.h"

/* The container of each resource (the source of its containment edge), by index; NULL at the
 * top. */
static const CatResource **containers(Ctx *ctx, const Catalog *cat) {
    const CatResource **parent = ctx_calloc(ctx, cat->resource_count ? cat->resource_count : 1, sizeof *parent);
    for (size_t i = 0; i < cat->edge_count; i++)
        parent[cat->edges[i].target->index] = cat->edges[i].source;
    return parent;
}

/* Puppet::Type#path of r: "/Stage[main]/Main/Apache::Vhost[x]/File[y]" (a class is named by its
 * title, Class[main] as "Main"). */
static const char *resource_path(Ctx *ctx, const CatResource **parent, const CatResource *r) {
    const CatResource *chain[64];
    size_t n = 0;
    for (const CatResource *c = r; c && n < sizeof chain / sizeof *chain; c = parent[c->index])
        chain[n++] = c;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    while (n-- > 0) {
        const CatResource *c = chain[n];
        strbuf_append_char(&sb, '/');
        if (strcmp(c->type, "Class") == 0)
            strbuf_append_cstr(&sb, strcmp(c->title, "main") == 0 ? "Main" : c->title);
        else
            strbuf_append_cstr(&sb, catalog_ref_text(ctx, c->type, c->title));
    }
    return strbuf_finish(&sb)->bytes;
}

/* self[:name] of a resource: its String value, else NULL. */
static const char *text_param(const CatResource *r, const char *name) {
    const CatParam *p = catalog_param((CatResource *)r, name);
    return p && p->value.kind == VAL_STRING ? p->value.as.string->bytes : NULL;
}

static bool is_type(const CatResource *r, const char *name) {
    return r->kind == CAT_BUILTIN && r->builtin && !r->is_virtual && strcmp(r->builtin->name, name) == 0;
}

/* concat_fragment's autorequire(:file): a concat_file whose path or title is the target, or
 * whose tag is the fragment's. */
static bool concat_target_found(const Catalog *cat, const CatResource *fragment) {
    const char *target = text_param(fragment, "target"), *tag = text_param(fragment, "tag");
    for (size_t i = 0; i < cat->resource_count; i++) {
        const CatResource *f = cat->resources[i];
        if (!is_type(f, "concat_file"))
            continue;
        const char *path = text_param(f, "path");
        if (!path)
            path = f->title;
        const char *file_tag = text_param(f, "tag");
        if ((target && (strcmp(path, target) == 0 || strcmp(f->title, target) == 0)) ||
            (file_tag && tag && strcmp(file_tag, tag) == 0))
            return true;
    }
    return false;
}

/* The value of one of r's key attributes: the parameter, else what its title patterns set. */
static const char *key_value(Ctx *ctx, const CatResource *r, const char *name) {
    const char *given = text_param(r, name);
    if (given)
        return given;
    const char *names[8];
    Value values[8];
    size_t n = catalog_title_keys(ctx, r, names, values, 8);
    for (size_t i = 0; n != SIZE_MAX && i < n; i++)
        if (strcmp(names[i], name) == 0 && values[i].kind == VAL_STRING)
            return values[i].as.string->bytes;
    return strcmp(name, "name") == 0 ? r->title : NULL;
}

/* keystone_endpoint's autorequire(:keystone_service) without a type: exactly one service title
 * among the keystone_services of the endpoint's name. */
static bool keystone_service_found(Ctx *ctx, const Catalog *cat, const CatResource *endpoint, const char *name) {
    const char *title = NULL;
    for (size_t i = 0; i < cat->resource_count; i++) {
        const CatResource *s = cat->resources[i];
        if (!is_type(s, "keystone_service"))
            continue;
        const char *service = key_value(ctx, s, "name");
        if (!service || strcmp(service, name) != 0)
            continue;
        if (title && strcmp(title, s->title) != 0)
            return false;
        title = s->title;
    }
    (void)endpoint;
    return title != NULL;
}

Value catalog_autorequire_warnings(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    const CatResource **parent = NULL;
    for (size_t i = 0; i < cat->resource_count; i++) {
        const CatResource *r = cat->resources[i];
        const char *message = NULL;
        if (is_type(r, "concat_fragment") && !concat_target_found(cat, r)) {
            const char *target = text_param(r, "target"), *tag = text_param(r, "tag");
            message = ctx_sprintf(ctx, "Target Concat_file with path or title '%s' %snot found in the catalog", target ? target : "",
                                  tag ? ctx_sprintf(ctx, "or tag '%s ", tag) : "");
        } else if (is_type(r, "keystone_endpoint") && !key_value(ctx, r, "type")) {
            const char *name = key_value(ctx, r, "name");
            if (name && !keystone_service_found(ctx, cat, r, name))
                message = ctx_sprintf(ctx, "Couldn't find the type of the domain to require using %s", name);
        }
        if (!message)
            continue;
        if (!parent)
            parent = containers(ctx, cat);
        ctx_warn(ctx, span_none(), "%s: %s", resource_path(ctx, parent, r), message);
    }
    return value_undef();
}
