/* catalog_alias.c: the other names a resource is known by in the catalog: its explicit
 * aliases (the `alias` metaparameter) and its uniqueness key (the namevar's value, when it
 * differs from the title), both taken when the resource is added.
 *
 * Follows the reference's Puppet::Resource::Catalog#create_resource_aliases and #alias, and
 * Puppet::Resource#uniqueness_key: the key is the values of the type's key attributes sorted
 * by name (the namevar; package: command, name, provider), each from its parameter or else
 * from the title (file: without trailing slashes); exec and tidy have none (not isomorphic),
 * nor do classes and nodes (their key is their title). An alias is an index entry of the
 * resource table under [type, *key]: a later resource with that title is a duplicate
 * declaration, a reference with it finds the aliased resource (Catalog#resource).
 */
#include "catalog/catalog_internal.h"

#include <stdint.h>
#include <string.h>

#include "text/sprintf.h"
#include "values/regex.h"
#include "support/strbuf.h"
#include "support/utf8.h"

/* The key attributes of a built-in type with more than one (Type.key_attributes, sorted by
 * name); the others have their namevar alone. */
static const char *composite_key(const ResourceTypeInfo *t) {
    return strcmp(t->name, "package") == 0 ? "command name provider" : NULL;
}

/* Types whose resources have no uniqueness alias (Type.isomorphic? is false). */
static bool is_isomorphic(CatKind kind, const ResourceTypeInfo *t) {
    if (kind == CAT_DEFINED)
        return true;
    if (kind != CAT_BUILTIN || !t)
        return false;
    return strcmp(t->name, "exec") != 0 && strcmp(t->name, "tidy") != 0;
}

/* The namevar a title stands for (Type.title_patterns): file paths lose their trailing
 * slashes, except a root ("/", "C:/"). */
static Value title_value(Ctx *ctx, const ResourceTypeInfo *t, const char *title) {
    size_t len = strlen(title);
    if (t && strcmp(t->name, "file") == 0) {
        /* the pattern %r{^(/|.+:/|.*[^/])/+\Z}m, slashes after the capture dropped */
        size_t end = len;
        while (end > 0 && title[end - 1] == '/')
            end--;
        if (end < len) {
            if (end == 0)
                end = 1;
            else if (end > 1 && title[end - 1] == ':')
                end++;
        }
        len = end;
    }
    return value_string(ctx, title, len);
}

/* The value of a key attribute: its parameter when set, else what the title gives (the
 * name) or nil. */
static Value key_value(Ctx *ctx, CatResource *r, const char *attr, bool from_title) {
    const CatParam *p = catalog_param(r, attr);
    if (p && p->value.kind != VAL_UNDEF)
        return p->value;
    return from_title ? title_value(ctx, r->builtin, r->title) : value_undef();
}

/* The most key attributes a type has (package's three; module types' several). */
#define MAX_KEYS 6

size_t catalog_title_keys(Ctx *ctx, const CatResource *r, const char **names, Value *values, size_t max) {
    const ResourceTypeInfo *t = r->kind == CAT_BUILTIN ? r->builtin : NULL;
    if (!t || !t->title_patterns)
        return 0;
    size_t title_len = strlen(r->title);
    for (const char *p = t->title_patterns; *p;) {
        size_t len = strcspn(p, "\t");
        const char *bar = memchr(p, '|', len);
        if (bar) {
            const char *error = NULL;
            const Regexp *re = regex_compile(ctx, bar + 1, (size_t)(p + len - bar - 1), &error);
            size_t ov[2 * (MAX_KEYS + 1)];
            size_t pairs = re ? regex_search(ctx, re, r->title, title_len, 0, ov, MAX_KEYS + 1) : 0;
            if (ctx->unwind.kind != UNWIND_NONE)
                return 0;
            if (pairs) {
                /* the captures in order set the attributes named (zip: a missing capture is nil) */
                size_t n = 0, group = 1;
                for (const char *a = p; a < bar && n < max; group++) {
                    size_t alen = strcspn(a, " |");
                    names[n] = ctx_strndup(ctx, a, alen);
                    values[n++] = group < pairs && ov[2 * group] != SIZE_MAX
                                      ? value_string(ctx, r->title + ov[2 * group], ov[2 * group + 1] - ov[2 * group])
                                      : value_undef();
                    a += alen;
                    if (*a == ' ')
                        a++;
                }
                return n;
            }
        }
        p += len + (p[len] ? 1 : 0);
    }
    return SIZE_MAX;
}

/* Resource#uniqueness_key of a type with several key attributes: to_hash (parse_title merged
 * with the parameters) at the keys sorted by name, `name` defaulting to the title. Returns the
 * count, or SIZE_MAX after ctx_error when no title pattern matches. */
static size_t title_pattern_key(Ctx *ctx, CatResource *r, Value *key) {
    const char *names[MAX_KEYS];
    Value values[MAX_KEYS];
    size_t found = catalog_title_keys(ctx, r, names, values, MAX_KEYS);
    if (found == SIZE_MAX) {
        ctx_error(ctx, span_none(), "No set of title patterns matched the title \"%s\".", r->title);
        return SIZE_MAX;
    }
    size_t n = 0;
    for (const char *p = r->builtin->keys; *p && n < MAX_KEYS;) {
        size_t len = strcspn(p, " ");
        const char *attr = ctx_strndup(ctx, p, len);
        Value v = key_value(ctx, r, attr, false);
        for (size_t i = 0; v.kind == VAL_UNDEF && i < found; i++)
            if (strcmp(names[i], attr) == 0)
                v = values[i];
        if (v.kind == VAL_UNDEF && strcmp(attr, "name") == 0)
            v = value_cstring(ctx, r->title);
        key[n++] = v;
        p += len + (p[len] ? 1 : 0);
    }
    return n;
}

/* Resource#uniqueness_key of r into key (at most MAX_KEYS values). Returns the count, or
 * SIZE_MAX after ctx_error. */
static size_t uniqueness_key(Ctx *ctx, CatResource *r, Value *key) {
    if (r->builtin && r->builtin->keys)
        return title_pattern_key(ctx, r, key);
    const char *composite = r->builtin ? composite_key(r->builtin) : NULL;
    if (!composite) {
        key[0] = key_value(ctx, r, r->builtin ? r->builtin->namevar : "name", true);
        return 1;
    }
    size_t n = 0;
    for (const char *p = composite; *p && n < MAX_KEYS;) {
        const char *end = strchr(p, ' ');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        const char *attr = ctx_strndup(ctx, p, len);
        key[n++] = key_value(ctx, r, attr, strcmp(attr, "name") == 0);
        p += len + (end ? 1 : 0);
    }
    return n;
}

/* The resource table's key of [type, *key]: a single String is "Type\nString" (the key of
 * that title); anything else is marked with \x1f and spelled as Ruby inspects it. */
static const char *index_key(Ctx *ctx, const char *type, const Value *key, size_t count) {
    StrBuf b;
    strbuf_init(&b, ctx);
    strbuf_append_cstr(&b, type);
    strbuf_append_char(&b, '\n');
    if (count == 1 && key[0].kind == VAL_STRING) {
        strbuf_append_str(&b, key[0].as.string);
    } else {
        strbuf_append_char(&b, '\x1f');
        for (size_t i = 0; i < count; i++) {
            if (i)
                strbuf_append_cstr(&b, ", ");
            sprintf_inspect(&b, key[i]);
        }
    }
    return strbuf_finish(&b)->bytes;
}

/* Ruby's inspect of [values...], optionally led by the type name (newref). */
static const char *inspect_list(Ctx *ctx, const char *type, const Value *values, size_t count) {
    StrBuf b;
    strbuf_init(&b, ctx);
    strbuf_append_char(&b, '[');
    if (type) {
        utf8_inspect(&b, type, strlen(type));
        if (count)
            strbuf_append_cstr(&b, ", ");
    }
    for (size_t i = 0; i < count; i++) {
        if (i)
            strbuf_append_cstr(&b, ", ");
        sprintf_inspect(&b, values[i]);
    }
    strbuf_append_char(&b, ']');
    return strbuf_finish(&b)->bytes;
}

/* Catalog#alias(r, key): `key_text` is key.inspect (a String alias, or the uniqueness key
 * array). Returns false after ctx_error when another resource has that name. */
static bool add_alias(Ctx *ctx, CatResource *r, const Value *key, size_t count, const char *key_text,
                      SrcSpan where) {
    Catalog *cat = catalog_of(ctx);
    const char *k = index_key(ctx, r->type, key, count);
    size_t len = strlen(k);
    NameEntry *e = name_table_find(&cat->index, k, len);
    if (e) {
        const CatResource *old = e->ptr;
        if (old == r)
            return true;
        const char *at = r->line ? ctx_sprintf(ctx, " at (line: %u)", r->line) : "";
        const char *old_at = old->line ? ctx_sprintf(ctx, " (line: %u)", old->line) : "";
        ctx_error(ctx, where, "Cannot alias %s to %s%s; resource %s already declared%s",
                  catalog_ref_text(ctx, r->type, r->title), key_text, at,
                  inspect_list(ctx, r->type, key, count), old_at);
        return false;
    }
    name_table_put(ctx, &cat->index, k, len)->ptr = r;
    return true;
}

/* One explicit alias (undef skipped). */
static bool add_explicit(Ctx *ctx, CatResource *r, Value v, SrcSpan where) {
    if (v.kind == VAL_UNDEF)
        return true;
    /* a String alias equal to the title is the resource's own name */
    if (v.kind == VAL_STRING && strcmp(v.as.string->bytes, r->title) == 0)
        return true;
    StrBuf text;
    strbuf_init(&text, ctx);
    sprintf_inspect(&text, v);
    return add_alias(ctx, r, &v, 1, strbuf_finish(&text)->bytes, where);
}

bool catalog_add_aliases(Ctx *ctx, CatResource *r, SrcSpan where) {
    const CatParam *alias = catalog_param(r, "alias");
    size_t count = 0;
    const Value *aliases = alias ? catalog_flatten(ctx, &alias->value, &count) : NULL;
    for (size_t i = 0; i < count; i++)
        if (!add_explicit(ctx, r, aliases[i], where))
            return false;
    if (!is_isomorphic(r->kind, r->builtin))
        return true;
    Value key[MAX_KEYS];
    count = uniqueness_key(ctx, r, key);
    if (count == SIZE_MAX)
        return false;
    if (count == 1 && key[0].kind == VAL_STRING && strcmp(key[0].as.string->bytes, r->title) == 0)
        return true;
    return add_alias(ctx, r, key, count, inspect_list(ctx, NULL, key, count), where);
}

CatResource *catalog_find_by_key(Ctx *ctx, const char *type, const char *title) {
    const ResourceTypeInfo *t = NULL;
    if (!strstr(type, "::")) {
        const char *lower = catalog_downcase(ctx, type);
        t = resource_type_find(lower, strlen(lower));
    }
    if (!t || !is_isomorphic(CAT_BUILTIN, t))
        return NULL;
    CatResource probe = { .type = type, .title = title, .kind = CAT_BUILTIN, .builtin = t };
    Value key[MAX_KEYS];
    size_t count = uniqueness_key(ctx, &probe, key);
    if (count == SIZE_MAX)
        return NULL;
    if (count == 1 && key[0].kind == VAL_STRING && strcmp(key[0].as.string->bytes, title) == 0)
        return NULL;
    const char *k = index_key(ctx, type, key, count);
    const NameEntry *e = name_table_find(&catalog_of(ctx)->index, k, strlen(k));
    return e ? (CatResource *)e->ptr : NULL;
}

bool catalog_found_by_composite_key(Ctx *ctx, const char *type, const char *title) {
    const char *k = ctx_sprintf(ctx, "%s\n%s", type, title);
    if (name_table_find(&catalog_of(ctx)->index, k, strlen(k)))
        return false;
    const char *lower = catalog_downcase(ctx, type);
    const ResourceTypeInfo *t = strstr(lower, "::") ? NULL : resource_type_find(lower, strlen(lower));
    return t && composite_key(t) && catalog_find_by_key(ctx, type, title);
}

/* --- the agent's catalog ------------------------------------------------------------------- */

/* File's path munge: File.join(File.split(File.expand_path(path))) of an absolute path
 * ("/tmp//a/./b/../c/" is "/tmp/a/c"); anything else is left as is. */
static const char *expanded_path(Ctx *ctx, const char *path) {
    if (path[0] != '/')
        return path;
    size_t len = strlen(path);
    char *out = ctx_alloc(ctx, len + 2);
    size_t n = 0;
    for (const char *p = path; *p;) {
        while (*p == '/')
            p++;
        size_t seg = strcspn(p, "/");
        if (seg == 0 || (seg == 1 && p[0] == '.')) {
            p += seg;
            continue;
        }
        if (seg == 2 && p[0] == '.' && p[1] == '.') {
            while (n > 0 && out[n - 1] != '/')
                n--;
            if (n > 0)
                n--;
            p += seg;
            continue;
        }
        out[n++] = '/';
        memcpy(out + n, p, seg);
        n += seg;
        p += seg;
    }
    if (n == 0)
        out[n++] = '/';
    out[n] = '\0';
    return out;
}

/* Catalog#alias of the agent's catalog: `name` joins r in table unless another resource has
 * it ("Cannot alias ..."). key_text is the key's inspect. */
static bool ral_alias(Ctx *ctx, NameTable *table, const CatResource *r, const char *name, const char *key_text) {
    const char *k = ctx_sprintf(ctx, "%s\n%s", r->type, name);
    NameEntry *e = name_table_find(table, k, strlen(k));
    if (e && e->ptr != r) {
        const CatResource *old = e->ptr;
        Value v = value_cstring(ctx, name);
        ctx_error(ctx, span_none(), "Cannot alias %s to %s%s; resource %s already declared%s",
                  catalog_ref_text(ctx, r->type, r->title), key_text,
                  r->line ? ctx_sprintf(ctx, " at (line: %u)", r->line) : "", inspect_list(ctx, r->type, &v, 1),
                  old->line ? ctx_sprintf(ctx, " (line: %u)", old->line) : "");
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        return false;
    }
    if (!e)
        name_table_put(ctx, table, k, strlen(k))->ptr = r;
    return true;
}

bool catalog_ral_add(Ctx *ctx, NameTable *table, const CatResource *r) {
    const char *title = ral_agent_title(ctx, r);
    bool file = r->kind == CAT_BUILTIN && r->builtin && strcmp(r->builtin->name, "file") == 0;
    if (!file && !title)
        return true;
    if (!title)
        title = r->title;
    const char *k = ctx_sprintf(ctx, "%s\n%s", r->type, title);
    NameEntry *e = name_table_find(table, k, strlen(k));
    if (e) {
        const CatResource *old = e->ptr;
        SrcSpan at = span_none();
        at.line = r->line;
        ctx_error(ctx, at, "Duplicate declaration: %s is already declared%s; cannot redeclare",
                  catalog_ref_text(ctx, r->type, title),
                  old->line ? ctx_sprintf(ctx, " at (line: %u)", old->line) : "");
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        return false;
    }
    name_table_put(ctx, table, k, strlen(k))->ptr = r;
    if (!file)
        return true;
    const CatParam *alias = catalog_param((CatResource *)r, "alias");
    size_t count = 0;
    const Value *aliases = alias ? catalog_flatten(ctx, &alias->value, &count) : NULL;
    for (size_t i = 0; i < count; i++) {
        if (aliases[i].kind != VAL_STRING || strcmp(aliases[i].as.string->bytes, r->title) == 0)
            continue;
        StrBuf b;
        strbuf_init(&b, ctx);
        sprintf_inspect(&b, aliases[i]);
        if (!ral_alias(ctx, table, r, aliases[i].as.string->bytes, strbuf_finish(&b)->bytes))
            return false;
    }
    const CatParam *path = catalog_param((CatResource *)r, "path");
    const char *name = path && path->value.kind == VAL_STRING ? path->value.as.string->bytes : r->title;
    name = expanded_path(ctx, name);
    if (strcmp(name, r->title) == 0)
        return true;
    Value v = value_cstring(ctx, name);
    return ral_alias(ctx, table, r, name, inspect_list(ctx, NULL, &v, 1));
}
