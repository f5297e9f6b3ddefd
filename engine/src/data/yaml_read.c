/* yaml_read.c: the YAML reader of yaml_read.h, over libyaml's event parser.
 *
 * libyaml allocates with malloc; everything it holds is released (yaml_event_delete,
 * yaml_parser_delete) on every way out of yaml_read, and nothing here can leave through the
 * run's setjmp: the tree is built with arena_alloc, which returns NULL rather than jumping.
 * Anchors are kept in a small hash table (arena) so that a text with many anchors and aliases
 * is read in linear time.
 */
#include <stdio.h>
#include <string.h>
#include <yaml.h>

#include "data/yaml_read.h"
#include "support/limits.h"

/* An anchor's latest node; `open` while its collection's children are being read. */
typedef struct Anchor {
    const char *name;
    YamlNode *node;
    bool open;
    struct Anchor *next;      /* the next anchor of the same hash bucket */
} Anchor;

/* A collection being read: its node and its children so far. */
typedef struct Frame {
    YamlNode *node;
    Anchor *anchor;           /* the anchor naming it, or NULL */
    YamlNode **items;
    size_t count, capacity;
} Frame;

typedef struct Reader {
    Arena *arena;
    YamlError *error;
    Frame *frames;            /* frames[0..depth) */
    size_t depth, frame_capacity;
    Anchor **buckets;
    size_t bucket_count, anchor_count;
    YamlNode *root;
} Reader;

static bool fail_memory(Reader *r) {
    r->error->message = "out of memory";
    r->error->out_of_memory = true;
    return false;
}

static bool fail(Reader *r, const char *message, uint32_t line, uint32_t column) {
    r->error->message = message;
    r->error->line = line;
    r->error->column = column;
    return false;
}

static uint64_t name_hash(const char *s) {
    uint64_t h = 1469598103934665603ull;    /* FNV-1a */
    for (; *s; s++)
        h = (h ^ (unsigned char)*s) * 1099511628211ull;
    return h;
}

static Anchor *anchor_find(const Reader *r, const char *name) {
    if (!r->bucket_count)
        return NULL;
    for (Anchor *a = r->buckets[name_hash(name) & (r->bucket_count - 1)]; a; a = a->next)
        if (strcmp(a->name, name) == 0)
            return a;
    return NULL;
}

/* Makes `name` (libyaml's, copied) name node: a later definition replaces an earlier one, as
 * Psych's anchor table does. NULL when the arena refuses memory. */
static Anchor *anchor_define(Reader *r, const char *name, YamlNode *node, bool open) {
    Anchor *a = anchor_find(r, name);
    if (!a) {
        if (r->anchor_count >= r->bucket_count / 2) {
            size_t count = r->bucket_count ? r->bucket_count * 2 : 16;
            Anchor **buckets = arena_calloc(r->arena, count, sizeof *buckets);
            if (!buckets)
                return NULL;
            for (size_t i = 0; i < r->bucket_count; i++)
                for (Anchor *e = r->buckets[i], *next; e; e = next) {
                    next = e->next;
                    size_t b = name_hash(e->name) & (count - 1);
                    e->next = buckets[b];
                    buckets[b] = e;
                }
            r->buckets = buckets;
            r->bucket_count = count;
        }
        a = arena_calloc(r->arena, 1, sizeof *a);
        if (!a || !(a->name = arena_strndup(r->arena, name, strlen(name))))
            return NULL;
        size_t b = name_hash(name) & (r->bucket_count - 1);
        a->next = r->buckets[b];
        r->buckets[b] = a;
        r->anchor_count++;
    }
    a->node = node;
    a->open = open;
    node->anchor = a->name;
    return a;
}

/* Adds a finished node to the collection being read, or makes it the root. */
static bool add_node(Reader *r, YamlNode *node) {
    if (r->depth == 0) {
        r->root = node;
        return true;
    }
    Frame *f = &r->frames[r->depth - 1];
    if (f->count == f->capacity) {
        size_t capacity = f->capacity ? f->capacity * 2 : 8;
        YamlNode **items = arena_realloc(r->arena, f->items, f->capacity * sizeof *items, capacity * sizeof *items);
        if (!items)
            return fail_memory(r);
        f->items = items;
        f->capacity = capacity;
    }
    f->items[f->count++] = node;
    return true;
}

static YamlNode *new_node(Reader *r, YamlKind kind, const yaml_char_t *tag, yaml_mark_t start) {
    YamlNode *node = arena_calloc(r->arena, 1, sizeof *node);
    if (!node)
        return NULL;
    node->kind = kind;
    node->line = (uint32_t)start.line + 1;
    node->column = (uint32_t)start.column + 1;
    if (tag && !(node->tag = arena_strndup(r->arena, (const char *)tag, strlen((const char *)tag))))
        return NULL;
    return node;
}

static bool open_collection(Reader *r, YamlKind kind, const yaml_char_t *tag, const yaml_char_t *anchor,
                            yaml_mark_t start) {
    if (r->depth >= MAX_DATA_DEPTH) {
        char *message = arena_alloc(r->arena, 96);
        if (!message)
            return fail_memory(r);
        snprintf(message, 96, "the data nests deeper than %u levels at line %zu column %zu", (unsigned)MAX_DATA_DEPTH,
                 (size_t)start.line + 1, (size_t)start.column + 1);
        return fail(r, message, (uint32_t)start.line + 1, (uint32_t)start.column + 1);
    }
    YamlNode *node = new_node(r, kind, tag, start);
    if (!node)
        return fail_memory(r);
    Anchor *a = NULL;
    if (anchor && !(a = anchor_define(r, (const char *)anchor, node, true)))
        return fail_memory(r);
    if (r->depth == r->frame_capacity) {
        size_t capacity = r->frame_capacity ? r->frame_capacity * 2 : 16;
        Frame *frames = arena_realloc(r->arena, r->frames, r->frame_capacity * sizeof *frames, capacity * sizeof *frames);
        if (!frames)
            return fail_memory(r);
        r->frames = frames;
        r->frame_capacity = capacity;
    }
    Frame *f = &r->frames[r->depth++];
    memset(f, 0, sizeof *f);
    f->node = node;
    f->anchor = a;
    return true;
}

static bool close_collection(Reader *r) {
    Frame *f = &r->frames[--r->depth];
    f->node->as.children.items = f->items;
    f->node->as.children.count = f->count;
    /* the anchor may have been redefined inside; it is closed only if it still names this node */
    if (f->anchor && f->anchor->node == f->node)
        f->anchor->open = false;
    return add_node(r, f->node);
}

static bool on_scalar(Reader *r, const yaml_event_t *ev) {
    YamlNode *node = new_node(r, YAML_KIND_SCALAR, ev->data.scalar.tag, ev->start_mark);
    if (!node)
        return fail_memory(r);
    node->as.scalar.len = ev->data.scalar.length;
    node->as.scalar.text = arena_strndup(r->arena, (const char *)ev->data.scalar.value, ev->data.scalar.length);
    if (!node->as.scalar.text)
        return fail_memory(r);
    node->as.scalar.quoted = ev->data.scalar.quoted_implicit != 0;
    if (ev->data.scalar.anchor && !anchor_define(r, (const char *)ev->data.scalar.anchor, node, false))
        return fail_memory(r);
    return add_node(r, node);
}

static bool on_alias(Reader *r, const yaml_event_t *ev) {
    const char *name = (const char *)ev->data.alias.anchor;
    Anchor *a = anchor_find(r, name);
    uint32_t line = (uint32_t)ev->start_mark.line + 1, column = (uint32_t)ev->start_mark.column + 1;
    size_t size = strlen(name) + 96;
    char *message = a && !a->open ? NULL : arena_alloc(r->arena, size);
    if (!a || a->open) {
        if (!message)
            return fail_memory(r);
        if (!a)
            snprintf(message, size, "Unknown alias: %s", name);   /* Psych::BadAlias */
        else
            snprintf(message, size, "the alias *%s refers to a collection that contains it at line %u column %u",
                     name, (unsigned)line, (unsigned)column);
        return fail(r, message, a ? line : 0, a ? column : 0);
    }
    a->node->shared = true;
    return add_node(r, a->node);
}

/* Psych's SyntaxError: "<problem> <context> at line L column C", at libyaml's context mark. */
static bool fail_syntax(Reader *r, const yaml_parser_t *p) {
    if (p->error == YAML_MEMORY_ERROR)
        return fail_memory(r);
    const char *problem = p->problem ? p->problem : "";
    const char *context = p->context ? p->context : "";
    size_t line = p->context_mark.line + 1, column = p->context_mark.column + 1;
    size_t size = strlen(problem) + strlen(context) + 64;
    char *message = arena_alloc(r->arena, size);
    if (!message)
        return fail_memory(r);
    snprintf(message, size, "%s%s%s at line %zu column %zu", problem, *problem && *context ? " " : "", context, line,
             column);
    return fail(r, message, (uint32_t)line, (uint32_t)column);
}

/* Reads events up to the end of the first document (or of the stream). */
static bool read_events(Reader *r, yaml_parser_t *p, bool *empty) {
    for (;;) {
        yaml_event_t ev;
        if (!yaml_parser_parse(p, &ev))
            return fail_syntax(r, p);
        bool ok = true, done = false;
        switch (ev.type) {
        case YAML_NO_EVENT:
        case YAML_STREAM_START_EVENT:
        case YAML_DOCUMENT_START_EVENT:
            break;
        case YAML_STREAM_END_EVENT:
            *empty = true;
            done = true;
            break;
        case YAML_DOCUMENT_END_EVENT:
            done = true;
            break;
        case YAML_ALIAS_EVENT:
            ok = on_alias(r, &ev);
            break;
        case YAML_SCALAR_EVENT:
            ok = on_scalar(r, &ev);
            break;
        case YAML_SEQUENCE_START_EVENT:
            ok = open_collection(r, YAML_KIND_SEQUENCE, ev.data.sequence_start.tag, ev.data.sequence_start.anchor,
                                 ev.start_mark);
            break;
        case YAML_MAPPING_START_EVENT:
            ok = open_collection(r, YAML_KIND_MAPPING, ev.data.mapping_start.tag, ev.data.mapping_start.anchor,
                                 ev.start_mark);
            break;
        case YAML_SEQUENCE_END_EVENT:
        case YAML_MAPPING_END_EVENT:
            ok = close_collection(r);
            break;
        }
        yaml_event_delete(&ev);
        if (!ok || done)
            return ok;
    }
}

YamlNode *yaml_read(Arena *arena, const char *text, size_t len, bool *empty, YamlError *error) {
    memset(error, 0, sizeof *error);
    *empty = false;
    if (len >= 3 && memcmp(text, "\xEF\xBB\xBF", 3) == 0) {
        text += 3;
        len -= 3;
    }
    Reader r = { .arena = arena, .error = error };
    yaml_parser_t parser;
    if (!yaml_parser_initialize(&parser)) {
        fail_memory(&r);
        return NULL;
    }
    yaml_parser_set_input_string(&parser, (const unsigned char *)text, len);
    yaml_parser_set_encoding(&parser, YAML_UTF8_ENCODING);
    bool ok = read_events(&r, &parser, empty);
    yaml_parser_delete(&parser);
    if (!ok || *empty)
        return NULL;
    return r.root;
}
