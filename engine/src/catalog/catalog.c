/* catalog.c: the catalog's data: resources, their parameters and tags, containment edges, the
 * resource table, the class list and the frames (the catalog side of scopes).
 *
 * Follows the reference's Puppet::Resource::Catalog (add_resource, duplicate declarations),
 * Puppet::Parser::Resource (parameters, set_parameter tagging) and Puppet::Util::Tagging
 * (tags are lower case, valid when they match /\A[[:alnum:]_][[:alnum:]_:.-]*\Z/, a qualified
 * tag adds its segments). See catalog.h for the model.
 */
#include "catalog/catalog_internal.h"

#include <stddef.h>
#include <string.h>

#include "eval/eval.h"
#include "text/format.h"
#include "support/strbuf.h"
#include "types/type.h"

/* Whoever asks for the catalog may store into it what the open regions hold (resources,
 * parameters, frames, classes, edges): the catalog pins them (docs/memory.md). */
Catalog *catalog_of(Ctx *ctx) {
    Interp *in = ctx->interp;
    ctx_pin(ctx);
    if (!in->catalog) {
        Catalog *cat = ctx_calloc(ctx, 1, sizeof *cat);
        cat->main_def.kind = CAT_CLASS;
        cat->main_def.name = "";
        cat->source_file = ctx->options->source_name ? ctx->options->source_name : NULL;
        in->catalog = cat;
    }
    return in->catalog;
}

const Catalog *catalog_peek(Ctx *ctx) {
    return ctx->interp->catalog;
}

/* --- names --------------------------------------------------------------------------------- */

const char *catalog_capitalize(Ctx *ctx, const char *name) {
    size_t len = strlen(name);
    char *out = ctx_strndup(ctx, name, len);
    bool start = true;
    for (size_t i = 0; i < len; i++) {
        char c = out[i];
        if (c == ':') {
            start = true;
            continue;
        }
        if (start && c >= 'a' && c <= 'z')
            out[i] = (char)(c - 32);
        else if (!start && c >= 'A' && c <= 'Z')
            out[i] = (char)(c + 32);
        start = false;
    }
    return out;
}

const char *catalog_downcase(Ctx *ctx, const char *name) {
    if (name[0] == ':' && name[1] == ':')
        name += 2;
    size_t len = strlen(name);
    char *out = ctx_strndup(ctx, name, len);
    for (size_t i = 0; i < len; i++)
        if (out[i] >= 'A' && out[i] <= 'Z')
            out[i] = (char)(out[i] + 32);
    return out;
}

const char *catalog_ref_text(Ctx *ctx, const char *type, const char *title) {
    return ctx_sprintf(ctx, "%s[%s]", type, title);
}

/* --- frames -------------------------------------------------------------------------------- */

/* Frames are found by the address of their scope: the key is the pointer's bytes. */
static const char *scope_key(Ctx *ctx, const Scope *scope, bool copy) {
    static const Scope *probe;
    if (!copy) {
        probe = scope;
        return (const char *)&probe;
    }
    const Scope **key = ctx_alloc(ctx, sizeof *key);
    *key = scope;
    return (const char *)key;
}

CatFrame *catalog_frame_of(Ctx *ctx, const Scope *scope) {
    Catalog *cat = catalog_of(ctx);
    const NameEntry *e = name_table_find(&cat->frames, scope_key(ctx, scope, false), sizeof scope);
    return e ? (CatFrame *)e->ptr : NULL;
}

CatFrame *catalog_new_frame(Ctx *ctx, Scope *scope, CatFrame *parent, CatResource *resource,
                            const CatDefinition *source) {
    Catalog *cat = catalog_of(ctx);
    CatFrame *f = ctx_calloc(ctx, 1, sizeof *f);
    f->scope = scope;
    f->parent = parent;
    f->resource = resource;
    f->source = source;
    name_table_put(ctx, &cat->frames, scope_key(ctx, scope, true), sizeof scope)->ptr = f;
    return f;
}

CatFrame *catalog_current_frame(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    for (const Scope *s = ctx->interp->scope; s; s = s->parent) {
        CatFrame *f = catalog_frame_of(ctx, s);
        if (f)
            return f;
    }
    return cat->top;
}

/* --- definitions --------------------------------------------------------------------------- */

const CatDefinition *catalog_parent_def(Ctx *ctx, const CatDefinition *def) {
    if (!def || !def->parent_name)
        return NULL;
    return catalog_find_class(ctx, def->parent_name);
}

bool catalog_child_of(Ctx *ctx, const CatDefinition *a, const CatDefinition *b) {
    /* bounded: a cycle of inheritance is reported when the classes are declared */
    for (int guard = 0; a && guard < 1000; guard++) {
        if (a == b)
            return true;
        a = catalog_parent_def(ctx, a);
    }
    return false;
}

/* --- resources ----------------------------------------------------------------------------- */

static const char *index_key(Ctx *ctx, const char *type, const char *title, size_t *len) {
    const char *key = ctx_sprintf(ctx, "%s\n%s", type, title);
    *len = strlen(key);
    return key;
}

CatResource *catalog_new_resource(Ctx *ctx, CatKind kind, const char *type, const char *title) {
    CatResource *r = ctx_calloc(ctx, 1, sizeof *r);
    r->kind = kind;
    r->type = type;
    r->title = title;
    return r;
}

CatResource *catalog_find(Ctx *ctx, const char *type, const char *title) {
    Catalog *cat = catalog_of(ctx);
    size_t len;
    const char *key = index_key(ctx, type, title, &len);
    const NameEntry *e = name_table_find(&cat->index, key, len);
    /* Catalog#resource: else by the uniqueness key the title stands for */
    return e ? (CatResource *)e->ptr : catalog_find_by_key(ctx, type, title);
}

bool catalog_has_edge(Ctx *ctx, const CatResource *source, const CatResource *target) {
    Catalog *cat = catalog_of(ctx);
    for (size_t i = 0; i < cat->edge_count; i++)
        if (cat->edges[i].source == source && cat->edges[i].target == target)
            return true;
    return false;
}

size_t *catalog_edges_grouped(Ctx *ctx, bool by_target, size_t **start) {
    Catalog *cat = catalog_of(ctx);
    size_t n = cat->resource_count, e = cat->edge_count;
    size_t *offsets = ctx_calloc(ctx, n + 1, sizeof *offsets);
    size_t *order = ctx_alloc(ctx, (e ? e : 1) * sizeof *order);
    for (size_t i = 0; i < e; i++) {
        const CatResource *r = by_target ? cat->edges[i].target : cat->edges[i].source;
        offsets[r->index + 1]++;
    }
    for (size_t i = 0; i < n; i++)
        offsets[i + 1] += offsets[i];
    size_t *fill = ctx_alloc(ctx, (n ? n : 1) * sizeof *fill);
    for (size_t i = 0; i < n; i++)
        fill[i] = offsets[i];
    for (size_t i = 0; i < e; i++) {
        const CatResource *r = by_target ? cat->edges[i].target : cat->edges[i].source;
        order[fill[r->index]++] = i;
    }
    *start = offsets;
    return order;
}

void catalog_add_edge(Ctx *ctx, CatResource *source, CatResource *target) {
    Catalog *cat = catalog_of(ctx);
    if (cat->edge_count == cat->edge_capacity) {
        size_t cap = cat->edge_capacity ? cat->edge_capacity * 2 : 16;
        cat->edges = ctx_realloc(ctx, cat->edges, cat->edge_capacity * sizeof *cat->edges, cap * sizeof *cat->edges);
        cat->edge_capacity = cap;
    }
    cat->edges[cat->edge_count++] = (CatEdge){ source, target };
}

void catalog_add_class_name(Ctx *ctx, const char *name) {
    Catalog *cat = catalog_of(ctx);
    if (!*name)
        return;
    size_t len = strlen(name);
    if (name_table_find(&cat->class_names, name, len))
        return;
    name_table_put(ctx, &cat->class_names, name, len);
    if (cat->class_count == cat->class_capacity) {
        size_t cap = cat->class_capacity ? cat->class_capacity * 2 : 8;
        cat->classes = ctx_realloc(ctx, cat->classes, cat->class_capacity * sizeof *cat->classes, cap * sizeof *cat->classes);
        cat->class_capacity = cap;
    }
    cat->classes[cat->class_count++] = name;
    /* Catalog#add_class tags the catalog with the name too */
    CatResource holder = { .tags = cat->tags };
    catalog_tag_if_valid(ctx, &holder, name);
    cat->tags = holder.tags;
}

/* " at (line: N)" / " (line: N)" as the reference's error_location reads once normalized. */
static const char *location_suffix(Ctx *ctx, const char *lead, uint32_t line) {
    return line ? ctx_sprintf(ctx, "%s(line: %u)", lead, line) : "";
}

bool catalog_add(Ctx *ctx, CatResource *r, CatFrame *frame, SrcSpan where) {
    Catalog *cat = catalog_of(ctx);
    size_t len;
    const char *key = index_key(ctx, r->type, r->title, &len);
    NameEntry *e = name_table_find(&cat->index, key, len);
    if (e) {
        const CatResource *old = e->ptr;
        ctx_error(ctx, where, "Duplicate declaration: %s is already declared%s; cannot redeclare%s",
                  catalog_ref_text(ctx, r->type, r->title), location_suffix(ctx, " at ", old->line),
                  location_suffix(ctx, " ", r->line));
        return false;
    }
    if (r->kind != CAT_CLASS) {
        const CatParam *stage = catalog_param(r, "stage");
        if (stage && stage->value.kind != VAL_UNDEF) {
            ctx_error(ctx, where, "Only classes can set 'stage'; normal resources like %s cannot change run stage",
                      catalog_ref_text(ctx, r->type, r->title));
            return false;
        }
    }
    e = name_table_put(ctx, &cat->index, key, len);
    e->ptr = r;
    r->frame = frame;
    if (cat->resource_count == cat->resource_capacity) {
        size_t cap = cat->resource_capacity ? cat->resource_capacity * 2 : 16;
        cat->resources = ctx_realloc(ctx, cat->resources, cat->resource_capacity * sizeof *cat->resources,
                                     cap * sizeof *cat->resources);
        cat->resource_capacity = cap;
    }
    r->index = cat->resource_count;
    cat->resources[cat->resource_count++] = r;
    if (!catalog_add_aliases(ctx, r, where))
        return false;
    /* the reference's Compiler#add_resource: the declaring scope's resource contains it,
     * except classes (attached to their stage when evaluated) and stages */
    bool is_stage = r->kind == CAT_BUILTIN && strcmp(r->type, "Stage") == 0;
    if (r->kind != CAT_CLASS && !is_stage && frame && frame->resource)
        catalog_add_edge(ctx, frame->resource, r);
    return true;
}

/* --- values -------------------------------------------------------------------------------- */

static void flatten_into(Ctx *ctx, ArrayBuilder *out, Value v) {
    if (v.kind != VAL_ARRAY) {
        array_builder_push(ctx, out, v);
        return;
    }
    stack_guard();   /* nested or shared arrays: see ctx.h */
    for (size_t i = 0; i < v.as.array->count; i++)
        flatten_into(ctx, out, v.as.array->items[i]);
}

const Value *catalog_flatten(Ctx *ctx, const Value *v, size_t *count) {
    if (v->kind != VAL_ARRAY) {
        *count = 1;
        return v;
    }
    const Array *a = v->as.array;
    size_t i = 0;
    while (i < a->count && a->items[i].kind != VAL_ARRAY)
        i++;
    if (i == a->count) {   /* already flat: its own items */
        *count = a->count;
        return a->items;
    }
    ArrayBuilder flat;
    array_builder_init(&flat);
    flatten_into(ctx, &flat, *v);
    *count = flat.count;
    return flat.items;
}

/* --- parameters ---------------------------------------------------------------------------- */

CatParam *catalog_param(CatResource *r, const char *name) {
    return catalog_params_find(&r->params, name);
}

/* Tags every string in v (arrays flattened), as Tagging#tag(*value). */
static bool tag_value(Ctx *ctx, CatResource *r, Value v, SrcSpan where) {
    size_t count;
    const Value *items = catalog_flatten(ctx, &v, &count);
    for (size_t i = 0; i < count; i++) {
        if (items[i].kind == VAL_UNDEF)
            continue;
        const char *text = items[i].kind == VAL_STRING ? items[i].as.string->bytes : format_to_string(ctx, items[i])->bytes;
        if (!catalog_tag(ctx, r, text, where))
            return false;
    }
    return true;
}

bool catalog_set_param(Ctx *ctx, CatResource *r, CatParam param, SrcSpan where) {
    if (strcmp(param.name, "tag") == 0 && !tag_value(ctx, r, param.value, where))
        return false;
    CatParam *old = catalog_param(r, param.name);
    if (old) {
        *old = param;
        return true;
    }
    catalog_params_push(ctx, &r->params, param);
    return true;
}

/* --- tags ---------------------------------------------------------------------------------- */

/* ValidTagRegex: a letter, digit or '_' first, then letters, digits and _ : . -; bytes of
 * multi-byte UTF-8 characters count as letters ([[:alnum:]] is Unicode-aware there). */
static bool valid_tag(const char *tag) {
    const unsigned char *p = (const unsigned char *)tag;
    if (!*p)
        return false;
    if (!(*p >= 0x80 || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') || *p == '_'))
        return false;
    for (p++; *p; p++)
        if (!(*p >= 0x80 || (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z') || (*p >= '0' && *p <= '9') ||
              *p == '_' || *p == ':' || *p == '.' || *p == '-'))
            return false;
    return true;
}

/* Tags a set holds before it is indexed (catalog.h). */
#define CATALOG_TAGS_INDEXED 16

/* A tag as a set holds it: the text with its hash in front, made once when the tag is first
 * added anywhere; a tag merged from one set into another (a container's tags, into each
 * resource it contains, as deep as defines nest) is the same pointer, so that a merge neither
 * hashes nor copies its text. */
typedef struct TagText {
    size_t hash;
    char text[];
} TagText;

static size_t tag_hash(const char *tag) {
    uint64_t h = 0xcbf29ce484222325ull;
    for (const unsigned char *p = (const unsigned char *)tag; *p; p++)
        h = (h ^ *p) * 0x100000001b3ull;
    return (size_t)(h ^ (h >> 32));
}

static size_t held_hash(const char *held) {
    return ((const TagText *)(held - offsetof(TagText, text)))->hash;
}

static bool same_tag(const char *held, const char *tag, size_t hash) {
    return held == tag || (held_hash(held) == hash && strcmp(held, tag) == 0);
}

/* The slot of tag (of that hash) in t's index: where it is, or the free slot where it would go. */
static size_t *tag_slot(const CatTags *t, const char *tag, size_t hash) {
    size_t i = hash & t->slot_mask;
    while (t->slots[i] && !same_tag(t->items[t->slots[i] - 1], tag, hash))
        i = (i + 1) & t->slot_mask;
    return &t->slots[i];
}

/* A new index with room for twice the set's capacity. */
static void tags_reindex(Ctx *ctx, CatTags *t) {
    size_t slots = 1;
    while (slots < t->capacity * 2)
        slots *= 2;
    t->slots = ctx_calloc(ctx, slots, sizeof *t->slots);
    t->slot_mask = slots - 1;
    for (size_t i = 0; i < t->count; i++)
        *tag_slot(t, t->items[i], held_hash(t->items[i])) = i + 1;
}

static bool tags_hold(const CatTags *tags, const char *tag, size_t hash) {
    if (tags->slots)
        return *tag_slot(tags, tag, hash) != 0;
    for (size_t i = 0; i < tags->count; i++)
        if (same_tag(tags->items[i], tag, hash))
            return true;
    return false;
}

bool catalog_tags_have(const CatTags *tags, const char *tag) {
    return tags_hold(tags, tag, tag_hash(tag));
}

bool catalog_has_tag(const CatResource *r, const char *tag) {
    return catalog_tags_have(&r->tags, tag);
}

/* Adds `held`, a TagText's text that t does not hold. */
static void tags_insert(Ctx *ctx, CatTags *t, const char *held) {
    if (t->count == t->capacity) {
        size_t cap = t->capacity ? t->capacity * 2 : 8;
        t->items = ctx_realloc(ctx, t->items, t->capacity * sizeof *t->items, cap * sizeof *t->items);
        t->capacity = cap;
        if (cap > CATALOG_TAGS_INDEXED)
            tags_reindex(ctx, t);
    }
    t->items[t->count++] = held;
    if (t->slots)
        *tag_slot(t, held, held_hash(held)) = t->count;
}

static void tags_add(Ctx *ctx, CatTags *t, const char *tag) {
    size_t hash = tag_hash(tag);
    if (tags_hold(t, tag, hash))
        return;
    size_t len = strlen(tag);
    TagText *held = ctx_alloc(ctx, sizeof *held + len + 1);
    held->hash = hash;
    memcpy(held->text, tag, len + 1);
    tags_insert(ctx, t, held->text);
}

static void add_tag(Ctx *ctx, CatResource *r, const char *tag) {
    tags_add(ctx, &r->tags, tag);
}

void catalog_tags_merge(Ctx *ctx, CatTags *into, const CatTags *from) {
    for (size_t i = 0; i < from->count; i++)
        if (!tags_hold(into, from->items[i], held_hash(from->items[i])))
            tags_insert(ctx, into, from->items[i]);
}

/* Adds a valid, lower-cased tag and, when it is new and qualified, its segments. */
static void add_tag_with_segments(Ctx *ctx, CatResource *r, const char *lower) {
    if (catalog_has_tag(r, lower))
        return;
    add_tag(ctx, r, lower);
    if (!strstr(lower, "::"))
        return;
    const char *p = lower;
    for (;;) {
        const char *sep = strstr(p, "::");
        size_t len = sep ? (size_t)(sep - p) : strlen(p);
        add_tag(ctx, r, ctx_strndup(ctx, p, len));
        if (!sep)
            break;
        p = sep + 2;
    }
}

static const char *lower_copy(Ctx *ctx, const char *text) {
    size_t len = strlen(text);
    char *out = ctx_strndup(ctx, text, len);
    for (size_t i = 0; i < len; i++)
        if (out[i] >= 'A' && out[i] <= 'Z')
            out[i] = (char)(out[i] + 32);
    return out;
}

bool catalog_tag(Ctx *ctx, CatResource *r, const char *tag, SrcSpan where) {
    const char *lower = lower_copy(ctx, tag);
    if (catalog_has_tag(r, lower))
        return true;
    if (!valid_tag(lower)) {
        ctx_error(ctx, where, "Invalid tag '%s'", lower);
        return false;
    }
    add_tag_with_segments(ctx, r, lower);
    return true;
}

void catalog_tag_if_valid(Ctx *ctx, CatResource *r, const char *tag) {
    if (!valid_tag(tag))
        return;
    add_tag_with_segments(ctx, r, lower_copy(ctx, tag));
}

void catalog_merge_tags(Ctx *ctx, CatResource *r, const CatResource *from) {
    if (!from || from == r)
        return;
    catalog_tags_merge(ctx, &r->tags, &from->tags);
}
