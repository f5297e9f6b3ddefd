/* catalog_json.c: the compiled catalog as JSON, in the reference's catalog format
 * (Puppet::Resource::Catalog#to_data_hash of the catalog `puppet apply` compiles), and the
 * warnings the reference gives while it turns parameter values into catalog data.
 *
 * Kept: tags, name, environment, resources (type, title, tags, file, line, exported,
 * parameters; sensitive_parameters when some were Sensitive), edges (containment) and
 * classes. Virtual and exported resources are not in the catalog (the reference filters them
 * out). Left out: version, code_id and catalog_uuid (a time stamp and a random id in the
 * reference; docs/catalog.md).
 * Parameter values become data as the reference's ToDataConverter makes them without rich
 * data: resource references become "Type[title]" strings, Sensitive values are unwrapped,
 * `undef` is null inside collections (and a parameter set to undef is left out), `default`
 * and other values that are not data become strings after a warning ("Notify[a]['message']
 * contains the special value default. It will be converted to the String 'default'").
 * The text is laid out as Ruby's JSON.pretty_generate does (two-space indentation).
 */
#include "catalog/catalog_internal.h"

#include "eval/eval.h"

#include <stdint.h>
#include <string.h>

#include "text/format.h"
#include "support/limits.h"
#include "support/strbuf.h"
#include "types/type.h"
#include "objects/type_object.h"

/* --- values as data ------------------------------------------------------------------------ */

/* How the reference names a value that is not data in its warnings: its Ruby class for
 * runtime objects, the type label for types; with the article. */
static const char *nondata_label(Ctx *ctx, Value v) {
    const char *label;
    switch (v.kind) {
    case VAL_TYPE:
        label = ctx_sprintf(ctx, "%s-Type", type_kind_name(type_kind(v.as.type)));
        break;
    case VAL_REGEXP: label = "Regexp"; break;
    case VAL_TIMESPAN: label = "Puppet::Pops::Time::Timespan"; break;
    case VAL_TIMESTAMP: label = "Puppet::Pops::Time::Timestamp"; break;
    case VAL_SEMVER: label = "SemanticPuppet::Version"; break;
    case VAL_SEMVER_RANGE: label = "SemanticPuppet::VersionRange"; break;
    case VAL_BINARY: label = "Puppet::Pops::Types::PBinaryType::Binary"; break;
    case VAL_OBJECT:
        label = strcmp(type_object_label(v.as.object->def), "Deferred") == 0 ? "Deferred" : "Object";
        break;
    default: label = "Object"; break;
    }
    return ctx_sprintf(ctx, "%s %s", strchr("AEIOU", label[0]) ? "an" : "a", label);
}

/* The label of a hash key that is not a string ("an Integer"). */
static const char *key_label(Value v) {
    switch (v.kind) {
    case VAL_INTEGER: return "an Integer";
    case VAL_FLOAT: return "a Float";
    case VAL_BOOLEAN: return "a Boolean";
    case VAL_ARRAY: return "an Array";
    case VAL_HASH: return "a Hash";
    case VAL_UNDEF: return "an Undef Value";
    default: return "an Object";
    }
}

/* Whether v is a reference to a resource or a class; its text, or NULL. */
static const char *reference_text(Ctx *ctx, Value v) {
    if (v.kind != VAL_TYPE)
        return NULL;
    const Type *t = v.as.type;
    if (type_kind(t) == TYPE_RESOURCE && type_resource_name(t))   /* a type alone: "Notify[]" */
        return catalog_ref_text(ctx, catalog_capitalize(ctx, type_resource_name(t)),
                                type_resource_title(t) ? type_resource_title(t) : "");
    if (type_kind(t) == TYPE_CLASS && type_class_name(t)) {
        const char *name = type_class_name(t);
        return catalog_ref_text(ctx, "Class", catalog_capitalize(ctx, name));
    }
    return NULL;
}

/* A walk over values as the reference's serializer does it: it writes JSON into sb (when not
 * NULL) and emits the warnings (when warn), which the reference locates at the resource's line. */
typedef struct Walk {
    Ctx *ctx;
    StrBuf *sb;
    int indent;
    bool warn;
    uint32_t line;
    const char *ref;              /* "Notify[a]": the start of warning paths */
    const char *accum;            /* the paths of the warnings given so far for this resource:
                                     the reference's converter never pops them, so each
                                     warning's path repeats all earlier ones */
} Walk;

static void newline(Walk *w) {
    strbuf_append_char(w->sb, '\n');
    strbuf_append_repeat(w->sb, ' ', (size_t)w->indent * 2);
}

static void json_text(StrBuf *sb, const char *s, size_t len) {
    strbuf_append_char(sb, '"');
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)s[i];
        switch (c) {
        case '"': strbuf_append_cstr(sb, "\\\""); break;
        case '\\': strbuf_append_cstr(sb, "\\\\"); break;
        case '\n': strbuf_append_cstr(sb, "\\n"); break;
        case '\r': strbuf_append_cstr(sb, "\\r"); break;
        case '\t': strbuf_append_cstr(sb, "\\t"); break;
        case '\b': strbuf_append_cstr(sb, "\\b"); break;
        case '\f': strbuf_append_cstr(sb, "\\f"); break;
        default:
            if (c < 0x20)
                strbuf_printf(sb, "\\u%04x", c);
            else
                strbuf_append_char(sb, (char)c);
        }
    }
    strbuf_append_char(sb, '"');
}

static void json_cstr(StrBuf *sb, const char *s) {
    json_text(sb, s, strlen(s));
}

static void warn_at(Walk *w, const char *format, const char *path, const char *a, const char *b) {
    SrcSpan at = span_none();
    at.line = w->line;
    const char *full = ctx_sprintf(w->ctx, "%s%s%s", w->ref, w->accum, path);
    w->accum = ctx_sprintf(w->ctx, "%s%s", w->accum, path);
    ctx_warn(w->ctx, at, format, full, a, b);
}

static void write_value(Walk *w, Value v, const char *path, int depth) {
    Ctx *ctx = w->ctx;
    if (depth > MAX_DATA_DEPTH) {
        if (w->sb)
            strbuf_append_cstr(w->sb, "null");
        return;
    }
    const char *ref;
    switch (v.kind) {
    case VAL_UNDEF:
        if (w->sb)
            strbuf_append_cstr(w->sb, "null");
        return;
    case VAL_BOOLEAN:
        if (w->sb)
            strbuf_append_cstr(w->sb, v.as.boolean ? "true" : "false");
        return;
    case VAL_INTEGER:
        if (w->sb)
            strbuf_append_int(w->sb, v.as.integer);
        return;
    case VAL_FLOAT:
        if (w->sb) {
            char buffer[32];
            format_float(buffer, sizeof buffer, v.as.floating);
            strbuf_append_cstr(w->sb, buffer);
        }
        return;
    case VAL_STRING:
        if (w->sb)
            json_text(w->sb, v.as.string->bytes, v.as.string->len);
        return;
    case VAL_SENSITIVE:
        write_value(w, *v.as.sensitive->value, path, depth + 1);
        return;
    case VAL_ARRAY: {
        const Array *a = v.as.array;
        if (w->sb && a->count == 0) {
            strbuf_append_cstr(w->sb, "[]");
            return;
        }
        if (w->sb) {
            strbuf_append_char(w->sb, '[');
            w->indent++;
        }
        for (size_t i = 0; i < a->count; i++) {
            if (w->sb) {
                if (i)
                    strbuf_append_char(w->sb, ',');
                newline(w);
            }
            write_value(w, a->items[i], w->warn ? ctx_sprintf(ctx, "%s[%zu]", path, i) : path, depth + 1);
        }
        if (w->sb) {
            w->indent--;
            newline(w);
            strbuf_append_char(w->sb, ']');
        }
        return;
    }
    case VAL_HASH: {
        const Hash *h = v.as.hash;
        if (w->sb && h->count == 0) {
            strbuf_append_cstr(w->sb, "{}");
            return;
        }
        if (w->sb) {
            strbuf_append_char(w->sb, '{');
            w->indent++;
        }
        for (size_t i = 0; i < h->count; i++) {
            Value key = h->entries[i].key;
            const char *k = key.kind == VAL_STRING ? key.as.string->bytes : format_to_string(ctx, key)->bytes;
            if (w->warn && key.kind != VAL_STRING)
                warn_at(w, "%s contains a hash with %s key. It will be converted to the String '%s'", path,
                        key_label(key), k);
            if (w->sb) {
                if (i)
                    strbuf_append_char(w->sb, ',');
                newline(w);
                json_cstr(w->sb, k);
                strbuf_append_cstr(w->sb, ": ");
            }
            write_value(w, h->entries[i].value, w->warn ? ctx_sprintf(ctx, "%s['%s']", path, k) : path, depth + 1);
        }
        if (w->sb) {
            w->indent--;
            newline(w);
            strbuf_append_char(w->sb, '}');
        }
        return;
    }
    case VAL_OBJECT: {
        if (strcmp(type_object_label(v.as.object->def), "Deferred") == 0)
            break;                /* not resolved by puppet apply's compile: its text, warned */
        /* the reference's rich data for an Object value, without a warning:
         * {"__ptype": "Point", <its _pcore_init_hash>} */
        Hash *h = hash_new(ctx, 4);
        hash_put(ctx, h, value_cstring(ctx, "__ptype"), value_cstring(ctx, type_object_label(v.as.object->def)));
        const Hash *init = object_init_hash(ctx, v).as.hash;
        for (size_t i = 0; i < init->count; i++)
            hash_put(ctx, h, init->entries[i].key, init->entries[i].value);
        write_value(w, value_from_hash(h), path, depth + 1);
        return;
    }
    case VAL_DEFAULT:
        if (w->warn)
            warn_at(w, "%s contains the special value default. It will be converted to the String '%s'%s", path,
                    "default", "");
        if (w->sb)
            json_cstr(w->sb, "default");
        return;
    case VAL_TYPE:
        if ((ref = reference_text(ctx, v))) {
            if (w->sb)
                json_cstr(w->sb, ref);
            return;
        }
        break;
    case VAL_REGEXP:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    const char *text = format_to_string(ctx, v)->bytes;
    if (w->warn)
        warn_at(w, "%s contains %s value. It will be converted to the String '%s'", path, nondata_label(ctx, v), text);
    if (w->sb)
        json_cstr(w->sb, text);
}

/* --- the catalog --------------------------------------------------------------------------- */

/* Whether r is in the catalog the reference hands out (virtual ones are filtered out). */
static bool visible(const CatResource *r) {
    return !r->is_virtual;
}

static void string_array(Walk *w, const char *const *items, size_t count) {
    if (!count) {
        strbuf_append_cstr(w->sb, "[]");
        return;
    }
    strbuf_append_char(w->sb, '[');
    w->indent++;
    for (size_t i = 0; i < count; i++) {
        if (i)
            strbuf_append_char(w->sb, ',');
        newline(w);
        json_cstr(w->sb, items[i]);
    }
    w->indent--;
    newline(w);
    strbuf_append_char(w->sb, ']');
}

static void key(Walk *w, const char *name, bool first) {
    if (!first)
        strbuf_append_char(w->sb, ',');
    newline(w);
    json_cstr(w->sb, name);
    strbuf_append_cstr(w->sb, ": ");
}

static bool has_params(const CatResource *r, const char *namevar) {
    for (size_t i = 0; i < r->params.count; i++)
        if (r->params.items[i].value.kind != VAL_UNDEF && strcmp(r->params.items[i].name, namevar) != 0)
            return true;
    return false;
}

/* The namevar's value the title gives (the type's title_patterns): files lose their trailing
 * slashes, except a lone "/"; other types take the title as it is. */
static const char *title_namevar(Ctx *ctx, const CatResource *r) {
    if (r->kind != CAT_BUILTIN || !r->builtin || strcmp(r->builtin->name, "file") != 0)
        return r->title;
    size_t len = strlen(r->title);
    while (len > 1 && r->title[len - 1] == '/')
        len--;
    return ctx_strndup(ctx, r->title, len);
}

/* A relationship metaparameter's value as the catalog holds it: nested arrays flattened
 * (before => [Package[$names], Service[$name]] with an array of names). */
static Value relationship_flat(Ctx *ctx, const CatParam *p) {
    bool relationship = strcmp(p->name, "before") == 0 || strcmp(p->name, "require") == 0 ||
                        strcmp(p->name, "notify") == 0 || strcmp(p->name, "subscribe") == 0;
    if (p->value.kind != VAL_ARRAY || !relationship)
        return p->value;
    bool nested = false;
    for (size_t i = 0; i < p->value.as.array->count && !nested; i++)
        nested = p->value.as.array->items[i].kind == VAL_ARRAY;
    if (!nested)
        return p->value;
    size_t count;
    const Value *items = catalog_flatten(ctx, &p->value, &count);
    return value_array_of(ctx, items, count);
}

static void write_resource(Walk *w, const CatResource *r) {
    Ctx *ctx = w->ctx;
    strbuf_append_char(w->sb, '{');
    w->indent++;
    key(w, "type", true);
    json_cstr(w->sb, r->type);
    key(w, "title", false);
    json_cstr(w->sb, r->title);
    key(w, "tags", false);
    string_array(w, r->tags.items, r->tags.count);
    if (r->line) {
        key(w, "file", false);
        json_cstr(w->sb, r->file ? r->file : "");
        key(w, "line", false);
        strbuf_append_int(w->sb, r->line);
    }
    key(w, "exported", false);
    strbuf_append_cstr(w->sb, r->exported ? "true" : "false");
    key(w, "kind", false);
    json_cstr(w->sb, r->kind == CAT_BUILTIN ? "compilable_type" : r->kind == CAT_DEFINED ? "defined_type" : "unknown");
    /* to_data_hash: to_hash (the namevar from the title first, then the parameters) without
     * the namevar when it is the title */
    const char *namevar = r->kind == CAT_BUILTIN && r->builtin ? r->builtin->namevar : "name";
    const CatParam *given = catalog_param((CatResource *)r, namevar);
    Value name_value = given && given->value.kind != VAL_UNDEF ? given->value
                                                                : value_cstring(ctx, title_namevar(ctx, r));
    /* Stage[main] and Class[main] have the symbol :main as title, never equal to "main" */
    Catalog *cat = catalog_of(ctx);
    bool name_shown = r == cat->main || r == cat->stage_main || r->integer_title ||
                      !(name_value.kind == VAL_STRING && strcmp(name_value.as.string->bytes, r->title) == 0);
    /* a type with several key attributes: the attributes its title patterns set come first
     * (to_hash is parse_title.merge(parameters)), a parameter given taking its place */
    const char *title_names[8];
    Value title_values[8];
    size_t titled = catalog_title_keys(ctx, r, title_names, title_values, 8);
    if (titled == SIZE_MAX)
        titled = 0;
    bool titled_shown = false;
    for (size_t i = 0; i < titled; i++)
        titled_shown = titled_shown || strcmp(title_names[i], namevar) != 0 || title_values[i].kind != VAL_STRING ||
                       strcmp(title_values[i].as.string->bytes, r->title) != 0;
    if (has_params(r, namevar) || (name_shown && !titled) || titled_shown) {
        key(w, "parameters", false);
        strbuf_append_char(w->sb, '{');
        w->indent++;
        bool first = true;
        if (name_shown && !titled) {
            key(w, namevar, true);
            first = false;
            write_value(w, name_value, "", 0);
        }
        for (size_t i = 0; i < titled; i++) {
            const CatParam *p = catalog_param((CatResource *)r, title_names[i]);
            Value v = p && p->value.kind != VAL_UNDEF ? p->value : title_values[i];
            if (strcmp(title_names[i], namevar) == 0 && v.kind == VAL_STRING && strcmp(v.as.string->bytes, r->title) == 0)
                continue;
            key(w, title_names[i], first);
            first = false;
            write_value(w, v, "", 0);
        }
        for (size_t i = 0; i < r->params.count; i++) {
            const CatParam *p = &r->params.items[i];
            if (p->value.kind == VAL_UNDEF || (!titled && strcmp(p->name, namevar) == 0))
                continue;
            bool done = false;
            for (size_t j = 0; j < titled && !done; j++)
                done = strcmp(title_names[j], p->name) == 0;
            if (done || (titled && strcmp(p->name, namevar) == 0 && p->value.kind == VAL_STRING &&
                         strcmp(p->value.as.string->bytes, r->title) == 0))
                continue;
            key(w, p->name, first);
            first = false;
            write_value(w, relationship_flat(ctx, p), "", 0);
        }
        w->indent--;
        newline(w);
        strbuf_append_char(w->sb, '}');
    }
    size_t sensitive = 0;
    const char **names = ctx_alloc(ctx, (r->params.count ? r->params.count : 1) * sizeof *names);
    for (size_t i = 0; i < r->params.count; i++)
        if (r->params.items[i].value.kind == VAL_SENSITIVE)
            names[sensitive++] = r->params.items[i].name;
    if (sensitive) {
        key(w, "sensitive_parameters", false);
        string_array(w, names, sensitive);
    }
    w->indent--;
    newline(w);
    strbuf_append_char(w->sb, '}');
}

const char *catalog_to_json(Ctx *ctx) {
    Interp *in = ctx->interp;
    if (!in || !in->catalog)
        return NULL;
    Catalog *cat = in->catalog;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    Walk w = { ctx, &sb, 0, false, 0, "", "" };
    strbuf_append_char(&sb, '{');
    w.indent++;
    /* to_catalog: the class names (as tags), then the catalog's own tags */
    CatResource tags = {0};
    for (size_t i = 0; i < cat->class_count; i++)
        catalog_tag_if_valid(ctx, &tags, cat->classes[i]);
    catalog_tags_merge(ctx, &tags.tags, &cat->tags);
    key(&w, "tags", true);
    string_array(&w, tags.tags.items, tags.tags.count);
    key(&w, "name", false);
    json_cstr(&sb, ctx->options->node_name ? ctx->options->node_name : "playground.example.com");
    key(&w, "environment", false);
    json_cstr(&sb, "production");
    key(&w, "resources", false);
    strbuf_append_char(&sb, '[');
    w.indent++;
    bool first = true;
    for (size_t i = 0; i < cat->resource_count; i++) {
        const CatResource *r = cat->resources[i];
        if (!visible(r))
            continue;
        if (!first)
            strbuf_append_char(&sb, ',');
        first = false;
        newline(&w);
        write_resource(&w, r);
    }
    w.indent--;
    newline(&w);
    strbuf_append_char(&sb, ']');
    key(&w, "edges", false);
    strbuf_append_char(&sb, '[');
    w.indent++;
    /* SimpleGraph#edges: grouped by target, in the order the targets entered the catalog */
    first = true;
    size_t *start;
    size_t *order = catalog_edges_grouped(ctx, true, &start);
    for (size_t t = 0; t < cat->resource_count; t++) {
        const CatResource *target = cat->resources[t];
        if (!visible(target))
            continue;
        for (size_t k = start[t]; k < start[t + 1]; k++) {
            const CatEdge *e = &cat->edges[order[k]];
            if (!visible(e->source))
                continue;
            if (!first)
                strbuf_append_char(&sb, ',');
            first = false;
            newline(&w);
            strbuf_append_char(&sb, '{');
            w.indent++;
            key(&w, "source", true);
            json_cstr(&sb, catalog_ref_text(ctx, e->source->type, e->source->title));
            key(&w, "target", false);
            json_cstr(&sb, catalog_ref_text(ctx, e->target->type, e->target->title));
            w.indent--;
            newline(&w);
            strbuf_append_char(&sb, '}');
        }
    }
    w.indent--;
    if (!first)
        newline(&w);
    strbuf_append_char(&sb, ']');
    key(&w, "classes", false);
    string_array(&w, cat->classes, cat->class_count);
    w.indent--;
    newline(&w);
    strbuf_append_char(&sb, '}');
    return strbuf_finish(&sb)->bytes;
}

void catalog_warn_unserializable(Ctx *ctx) {
    /* the issues' severity follows --strict; at error the reference prints none of them and
     * its run goes on (what puppet apply serializes then is not the catalog it applies) */
    if (ctx->options->strict == PUPPET_STRICT_ERROR)
        return;
    Catalog *cat = catalog_of(ctx);
    for (size_t i = 0; i < cat->resource_count; i++) {
        const CatResource *r = cat->resources[i];
        if (!visible(r))
            continue;
        Walk w = { ctx, NULL, 0, true, r->line, catalog_ref_text(ctx, r->type, r->title), "" };
        for (size_t k = 0; k < r->params.count; k++) {
            const CatParam *p = &r->params.items[k];
            if (p->value.kind == VAL_UNDEF)
                continue;
            write_value(&w, p->value, ctx_sprintf(ctx, "['%s']", p->name), 0);
        }
    }
}
