/* expr_types.c: the recorder of expression types (expr_types.h): the records of the program's
 * expressions, made before it runs, the watcher that fills them, and their answer as JSON. */
#include "tools/expr_types.h"

#include <string.h>

#include "eval/eval.h"
#include "eval/scope.h"
#include "values/name_table.h"
#include "support/limits.h"
#include "support/strbuf.h"
#include "support/utf8.h"
#include "syntax/ast_visit.h"
#include "text/format.h"
#include "tools/tools_json.h"
#include "types/type.h"
#include "types/type_summary.h"

/* A value of at most this many parts (elements, entries, nested ones counted) and strings of
 * at most SMALL_STRING_BYTES is shown with its own detailed type and its text. */
#define SMALL_VALUE_PARTS 16
#define SMALL_STRING_BYTES (4 * MAX_EXPR_VALUE_CHARS)

/* The bytes of the answer a record takes, about (its members, a type of a few words, a short
 * value): the answer's first size. */
#define EXPECTED_RECORD_BYTES 256

typedef struct Record {
    const AstNode *node;
    const char *kind;
    uint32_t line, column, end_line, end_column;
    uint64_t count;
    Value first, last;
    bool varies;                  /* not all values were the same */
    TypeSummary *summary;         /* all values, from the second distinct one on; else NULL */
} Record;

/* What the watcher knows of a node it marked (AstNode.watch is its number in entries). */
typedef struct Entry {
    Record *record;               /* the node's own record, or NULL */
    const AstList *params;        /* the node is the first statement of a body with these
                                     parameters (their values are in scope then), or NULL */
    const AstNode *assigned;      /* AST_ASSIGN: its left side, whose variables get the value */
} Entry;

typedef struct ExprTypes {
    Entry *entries;               /* entries[0] unused: watch 0 is no mark */
    size_t entry_count, entry_capacity;
    Record **records;             /* in the answer's order: each expression before its parts */
    size_t count, records_capacity;
    bool truncated;               /* some expressions got no record (MAX_EXPR_TYPE_RECORDS) */
    TypeSummaries *memo;
} ExprTypes;

static Entry *entry_of(const ExprTypes *et, const AstNode *node) {
    return &et->entries[node->watch & ~AST_WATCH_BEFORE];
}

/* The entry of node, marking it first, or NULL (and the answer truncated) when AST_WATCH_MAX
 * nodes are marked. The nodes are the run's own AST, whose evaluator caches are written as it
 * runs, too; the marks end with it. */
static Entry *claim(Ctx *ctx, ExprTypes *et, const AstNode *node) {
    if (node->watch)
        return entry_of(et, node);
    if (et->entry_count > AST_WATCH_MAX) {
        et->truncated = true;
        return NULL;
    }
    if (et->entry_count == et->entry_capacity) {
        size_t capacity = et->entry_capacity ? et->entry_capacity * 2 : 64;
        et->entries = ctx_realloc(ctx, et->entries, et->entry_capacity * sizeof *et->entries,
                                  capacity * sizeof *et->entries);
        memset(et->entries + et->entry_capacity, 0, (capacity - et->entry_capacity) * sizeof *et->entries);
        et->entry_capacity = capacity;
        if (!et->entry_count)
            et->entry_count = 1;
    }
    ((AstNode *)node)->watch = (uint16_t)et->entry_count;
    return &et->entries[et->entry_count++];
}

static Record *record_of(const ExprTypes *et, const AstNode *node) {
    return node->watch ? entry_of(et, node)->record : NULL;
}

/* --- the records, made before the run ------------------------------------------------------ */

/* The name an expression's kind has in the answer, or NULL for a node that gets no record. */
static const char *record_kind(const AstNode *n) {
    switch ((int)n->kind) {
    case AST_VARIABLE: return "variable";
    case AST_PARAM: return "parameter";
    case AST_CALL: return "call";
    case AST_CALL_METHOD: return "method-call";
    case AST_ARRAY: return "array";
    case AST_HASH: return "hash";
    case AST_ACCESS: return "access";
    case AST_SELECTOR: return "selector";
    case AST_RESOURCE: return "resource";
    case AST_IF: return "if";
    case AST_UNLESS: return "unless";
    case AST_CASE: return "case";
    case AST_INTERPOLATED: return "string";
    case AST_HEREDOC: return "heredoc";
    case AST_STRING: return n->as.string.segment ? NULL : "literal";
    case AST_INTEGER: case AST_FLOAT: case AST_REGEX: case AST_BOOLEAN: case AST_UNDEF: case AST_NAME:
    case AST_TYPE_REF:
        return "literal";
    default:
        /* operators get no record: their types follow from their operands', and they are the
         * most frequent nodes of arithmetic loops, where a record would cost the most */
        return NULL;
    }
}

/* Whether child c of parent is never evaluated as an expression (a type in a signature, the
 * name of a called function, a node's name), so that it and its parts get no record. */
static bool unevaluated(const AstNode *parent, const AstNode *c) {
    switch ((int)parent->kind) {
    case AST_PARAM: return c == parent->as.param.type;
    case AST_LAMBDA: return c == parent->as.lambda.return_type;
    case AST_FUNCTION_DEF: return c == parent->as.definition.return_type;
    case AST_CALL: case AST_CALL_METHOD: return c == parent->as.call.function;
    case AST_RESOURCE: return c == parent->as.resource.type && (c->kind == AST_NAME || c->kind == AST_TYPE_REF);
    case AST_RESOURCE_DEFAULTS: return c == parent->as.resource_body.title;
    case AST_NODE_DEF: return c != parent->as.node_def.body;
    case AST_TYPE_ALIAS: case AST_TYPE_MAPPING: case AST_TYPE_DEFINITION: case AST_COLLECTOR: case AST_APPLY:
        return true;
    default: return false;
    }
}

typedef struct Extent {
    uint32_t lo, hi;              /* byte offsets; lo > hi: empty */
    uint32_t line, column, end_line, end_column;
} Extent;

static void extend(Extent *e, const SrcSpan *s) {
    if (s->line == 0)
        return;
    if (s->offset < e->lo) {
        e->lo = s->offset;
        e->line = s->line;
        e->column = s->column;
    }
    if (s->offset + s->length >= e->hi) {
        e->hi = s->offset + s->length;
        e->end_line = s->end_line;
        e->end_column = s->end_column;
    }
}

static void merge(Extent *into, const Extent *e) {
    if (e->lo > e->hi)
        return;
    SrcSpan first = {e->line, e->column, e->line, e->column, e->lo, 0, NULL};
    SrcSpan last = {e->end_line, e->end_column, e->end_line, e->end_column, e->hi, 0, NULL};
    extend(into, &first);
    extend(into, &last);
}

typedef struct Builder {
    Ctx *ctx;
    ExprTypes *et;
    const AstNode *parent;
    Extent extent;                /* of the node being built so far */
    bool recording;               /* false inside what is never evaluated */
    bool params_recorded;         /* the parameters being built belong to a non-empty body */
} Builder;

static void build(const AstNode *n, void *data);

static Record *new_record(Builder *b, const AstNode *n, const char *kind) {
    ExprTypes *et = b->et;
    if (et->count == MAX_EXPR_TYPE_RECORDS) {
        et->truncated = true;
        return NULL;
    }
    Entry *entry = claim(b->ctx, et, n);
    if (!entry)
        return NULL;
    if (et->count == et->records_capacity) {
        size_t capacity = et->records_capacity ? et->records_capacity * 2 : 256;
        et->records = ctx_realloc(b->ctx, et->records, et->records_capacity * sizeof *et->records,
                                  capacity * sizeof *et->records);
        et->records_capacity = capacity;
    }
    Record *r = ctx_calloc(b->ctx, 1, sizeof *r);
    r->node = n;
    r->kind = kind;
    et->records[et->count++] = r;
    entry->record = r;
    return r;
}

/* The parameters and body of a lambda or definition, or false for other nodes. */
static bool owner_parts(const AstNode *n, const AstList **params, const AstNode **body) {
    switch ((int)n->kind) {
    case AST_LAMBDA:
        *params = &n->as.lambda.params;
        *body = n->as.lambda.body;
        return true;
    case AST_FUNCTION_DEF: case AST_CLASS_DEF: case AST_DEFINE_DEF:
        *params = &n->as.definition.params;
        *body = n->as.definition.body;
        return true;
    default:
        return false;
    }
}

/* The record of a variable an assignment sets: its range is the variable's. */
static void target_record(Builder *b, const AstNode *variable) {
    Record *r = new_record(b, variable, "variable");
    if (r) {
        r->line = variable->span.line, r->column = variable->span.column;
        r->end_line = variable->span.end_line, r->end_column = variable->span.end_column;
    }
}

static void build_child(const AstNode *c, void *data) {
    Builder *b = data;
    bool recording = b->recording;
    if (unevaluated(b->parent, c))
        b->recording = false;
    build(c, b);
    b->recording = recording;
}

static void build(const AstNode *n, void *data) {
    Builder *b = data;
    const AstNode *parent = b->parent;
    Extent outer = b->extent;
    bool params_recorded = b->params_recorded;
    b->extent = (Extent){UINT32_MAX, 0, 0, 0, 0, 0};
    extend(&b->extent, &n->span);
    const char *kind = record_kind(n);
    if (n->kind == AST_PARAM && !params_recorded)
        kind = NULL;
    Record *r = b->recording && kind ? new_record(b, n, kind) : NULL;

    const AstList *params;
    const AstNode *body;
    bool owner = owner_parts(n, &params, &body);
    if (owner) {
        /* a body's parameters are recorded when its first statement starts: an empty body
         * has none, and its parameters get no record */
        bool has_first = body && body->kind == AST_BLOCK && body->as.list.items.count > 0;
        b->params_recorded = has_first;
        if (has_first && b->recording) {
            const AstNode *first = body->as.list.items.items[0];
            Entry *entry = claim(b->ctx, b->et, first);
            if (entry) {
                entry->params = params;
                ((AstNode *)first)->watch |= AST_WATCH_BEFORE;
            }
        }
    } else {
        b->params_recorded = false;
    }

    b->parent = n;
    if (n->kind == AST_ASSIGN) {
        /* the variables assigned run as no expression: each gets the value assigned */
        const AstNode *lhs = n->as.binary.lhs;
        Entry *entry = b->recording && (lhs->kind == AST_VARIABLE || lhs->kind == AST_ARRAY)
                           ? claim(b->ctx, b->et, n) : NULL;
        if (entry) {
            entry->assigned = lhs;
            extend(&b->extent, &lhs->span);
            if (lhs->kind == AST_VARIABLE) {
                target_record(b, lhs);
            } else {
                for (size_t i = 0; i < lhs->as.list.items.count; i++)
                    if (lhs->as.list.items.items[i]->kind == AST_VARIABLE)
                        target_record(b, lhs->as.list.items.items[i]);
            }
            build_child(n->as.binary.rhs, b);
        } else {
            ast_visit_children(n, build_child, b);
        }
    } else if (n->kind == AST_HEREDOC) {
        /* the text lies on the lines after the tag: it is no part of the heredoc's range */
        Extent mine = b->extent;
        ast_visit_children(n, build_child, b);
        b->extent = mine;
    } else {
        ast_visit_children(n, build_child, b);
    }

    if (r && r->line == 0) {
        r->line = b->extent.line, r->column = b->extent.column;
        r->end_line = b->extent.end_line, r->end_column = b->extent.end_column;
    }
    merge(&outer, &b->extent);
    b->extent = outer;
    b->parent = parent;
    b->params_recorded = params_recorded;
}

/* --- the watcher --------------------------------------------------------------------------- */

/* Whether b is a, for the purpose of saying a value did not vary: the same scalar, equal short
 * strings, the same array or hash (or view of a buffer), the same anything else. */
static bool same_value(Value a, Value b) {
    if (a.kind != b.kind || a.catalog_resource != b.catalog_resource)
        return false;
    switch (a.kind) {
    case VAL_UNDEF: case VAL_DEFAULT:
        return true;
    case VAL_STRING:
        return a.as.string == b.as.string ||
               (a.as.string->len == b.as.string->len && a.as.string->len <= SMALL_STRING_BYTES &&
                memcmp(a.as.string->bytes, b.as.string->bytes, a.as.string->len) == 0);
    case VAL_ARRAY:
        return a.as.array == b.as.array ||
               (a.as.array->items == b.as.array->items && a.as.array->count == b.as.array->count);
    case VAL_HASH:
        return a.as.hash == b.as.hash ||
               (a.as.hash->entries == b.as.hash->entries && a.as.hash->count == b.as.hash->count);
    default:
        return memcmp(&a.as, &b.as, sizeof a.as) == 0;
    }
}

/* Whether a value is a literal's: it never changes, so its first evaluation tells all. */
static bool is_literal(const AstNode *n) {
    switch ((int)n->kind) {
    case AST_INTEGER: case AST_FLOAT: case AST_STRING: case AST_REGEX: case AST_BOOLEAN: case AST_UNDEF:
        return true;
    default:
        return false;
    }
}

static void summarize(Ctx *ctx, ExprTypes *et, TypeSummary *s, Value v) {
    /* the summary is the editor's, not the program's: it spends none of the run's steps, and
     * the step limit does not stop it */
    uint64_t steps = ctx->steps, check = ctx->watched_step_check;
    ctx->watched_step_check = UINT64_MAX;
    type_summary_add(ctx, et->memo, s, v);
    ctx->steps = steps;
    ctx->watched_step_check = check;
}

/* note() past its first value and a repeated one. */
static __attribute__((noinline)) void note_another(Ctx *ctx, ExprTypes *et, Record *r, Value v) {
    r->varies = true;
    if (!r->summary) {
        r->summary = type_summary_new(ctx);
        summarize(ctx, et, r->summary, r->first);
    }
    if (v.kind == VAL_STRING)
        type_summary_add_string(ctx, r->summary, v.as.string);
    else if (!type_summary_add_scalar(r->summary, v))
        summarize(ctx, et, r->summary, v);
    r->last = v;
}

static inline void note(Ctx *ctx, ExprTypes *et, Record *r, Value v) {
    if (r->count++ == 0) {
        r->first = r->last = v;
        return;
    }
    if (v.kind == VAL_INTEGER && r->last.kind == VAL_INTEGER && r->summary) {
        /* the common case of a loop: an Integer that varies */
        if (v.as.integer != r->last.as.integer) {
            type_summary_add_integer(r->summary, v.as.integer);
            r->last = v;
        }
        return;
    }
    if (!same_value(r->last, v))
        note_another(ctx, et, r, v);
}

static void note_node(Ctx *ctx, ExprTypes *et, const AstNode *n, Value v) {
    Record *r = record_of(et, n);
    if (r)
        note(ctx, et, r, v);
}

/* [$a, $b] = [1, 2] assigns by position, [$a, $b] = {'a' => 1, 'b' => 2} by name. */
static void note_assigned(Ctx *ctx, ExprTypes *et, const AstNode *lhs, Value v) {
    if (lhs->kind == AST_VARIABLE) {
        note_node(ctx, et, lhs, v);
        return;
    }
    const AstList *items = &lhs->as.list.items;
    for (size_t i = 0; i < items->count; i++) {
        const AstNode *item = items->items[i];
        if (item->kind != AST_VARIABLE)
            continue;
        Value x;
        if (v.kind == VAL_ARRAY && i < v.as.array->count)
            note_node(ctx, et, item, v.as.array->items[i]);
        else if (v.kind == VAL_HASH && hash_get(v.as.hash, value_cstring(ctx, item->as.string.text), &x))
            note_node(ctx, et, item, x);
    }
}

/* The records keep values (an expression's first and last) and summaries made while calls run,
 * in the calls' regions (docs/memory.md): the open regions are pinned, so that none is released
 * before the answer is written (the run keeps its garbage, as one without regions did). */
static void before(Ctx *ctx, const AstNode *node) {
    ctx_pin(ctx);
    ExprTypes *et = ctx->watcher_data;
    const AstList *params = entry_of(et, node)->params;
    const Scope *scope = ctx->interp->scope;
    for (size_t i = 0; i < params->count; i++) {
        AstNode *p = params->items[i];
        if (!p->as.param.name_len) {
            /* as eval_call.c keeps them at the first binding (class parameters have none) */
            size_t len = strlen(p->as.param.name);
            p->as.param.name_hash = name_table_hash(p->as.param.name, len);
            p->as.param.name_len = (uint32_t)len;
        }
        const Value *v = scope_find_hashed(scope, p->as.param.name, p->as.param.name_len, p->as.param.name_hash);
        if (v)
            note_node(ctx, et, p, *v);
    }
}

static void after(Ctx *ctx, const AstNode *node, Value value) {
    ctx_pin(ctx);
    ExprTypes *et = ctx->watcher_data;
    Entry *e = entry_of(et, node);
    if (e->record) {
        note(ctx, et, e->record, value);
        if (is_literal(node) && !e->params && !e->assigned)
            ((AstNode *)node)->watch = 0;   /* seen once, seen all (its count stays 1) */
    }
    if (e->assigned)
        note_assigned(ctx, et, e->assigned, value);
}

static const EvalWatcher WATCHER = {before, after};

void expr_types_start(Ctx *ctx, const AstNode *program) {
    ExprTypes *et = ctx_calloc(ctx, 1, sizeof *et);
    et->memo = type_summaries_new(ctx);
    Builder b = {ctx, et, program, {UINT32_MAX, 0, 0, 0, 0, 0}, true, false};
    build(program, &b);
    ctx_watch(ctx, &WATCHER, et);
}

/* --- the answer ---------------------------------------------------------------------------- */

/* Whether v has at most *budget parts, nested ones counted, and only short strings. */
static bool small_value(Value v, int *budget) {
    if (--*budget < 0)
        return false;
    if (v.kind == VAL_STRING)
        return v.as.string->len <= SMALL_STRING_BYTES;
    if (v.kind == VAL_ARRAY) {
        if (v.as.array->count > (size_t)*budget)
            return false;
        for (size_t i = 0; i < v.as.array->count; i++)
            if (!small_value(v.as.array->items[i], budget))
                return false;
    } else if (v.kind == VAL_HASH) {
        if (v.as.hash->count > (size_t)*budget)
            return false;
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *entry = hash_entry_at(v.as.hash, i);
            if (!small_value(entry->key, budget) || !small_value(entry->value, budget))
                return false;
        }
    } else if (v.kind == VAL_SENSITIVE) {
        return small_value(*v.as.sensitive->value, budget);
    } else if (v.kind == VAL_ITERATOR) {
        return false;   /* its type would be the common type of all it iterates over */
    }
    return true;
}

/* The texts of the collections already written: a value that several expressions gave (a
 * variable and each use of it) is described once, and its later records copy the text from the
 * answer. A direct-mapped table on the collection's address: the records keep their values
 * alive while the answer is written, so an address names one value. */
#define DESCRIBED_SLOTS 64

typedef struct Described {
    const void *collection;
    size_t at, len;               /* its "type" and "value" members' text in the answer */
} Described;

typedef struct Writer {
    Ctx *ctx;
    ExprTypes *et;
    StrBuf *sb;                   /* the answer */
    StrBuf scratch;               /* a type's or value's text before it is quoted: reused */
    Described described[DESCRIBED_SLOTS];
} Writer;

static const void *collection_of(Value v) {
    return v.kind == VAL_ARRAY ? (const void *)v.as.array : v.kind == VAL_HASH ? (const void *)v.as.hash : NULL;
}

static Described *described_slot(Described *table, const void *collection) {
    return &table[((uintptr_t)collection >> 4) % DESCRIBED_SLOTS];
}

/* Appends len bytes of the answer from at, an earlier part of it. */
static void copy_earlier(StrBuf *sb, size_t at, size_t len) {
    if (len >= sb->capacity - sb->len)
        strbuf_grow(sb, len);   /* first: it moves the text */
    memcpy(sb->bytes + sb->len, sb->bytes + at, len);
    sb->len += len;
}

/* The type's text of a record that ran. */
static void type_text(Writer *w, const Record *r, bool small) {
    StrBuf *scratch = &w->scratch;
    strbuf_truncate(scratch, 0);
    if (small && type_infer_text(scratch, r->first, SMALL_VALUE_PARTS)) {
        tools_json_text(w->sb, scratch->bytes, scratch->len);   /* the usual data, no type built */
        return;
    }
    const Type *t;
    if (small) {
        t = type_infer(w->ctx, r->first);
    } else if (r->summary) {
        t = type_summary_type(w->ctx, r->summary);
    } else {
        TypeSummary *s = type_summary_new(w->ctx);
        type_summary_add(w->ctx, w->et->memo, s, r->first);
        t = type_summary_type(w->ctx, s);
    }
    const Str *text = type_to_string(w->ctx, t);
    tools_json_text(w->sb, text->bytes, text->len);
}

/* The value's text of a small record, or null when it is longer than MAX_EXPR_VALUE_CHARS. */
static void value_text(Writer *w, Value v) {
    StrBuf *scratch = &w->scratch;
    strbuf_truncate(scratch, 0);
    const char *bytes;
    size_t len;
    if (format_append_plain(scratch, v)) {
        bytes = scratch->bytes, len = scratch->len;
    } else {
        const Str *text = format_inspect(w->ctx, v);
        bytes = text->bytes, len = text->len;
    }
    if (len > MAX_EXPR_VALUE_CHARS && utf8_char_count(bytes, len) > MAX_EXPR_VALUE_CHARS)
        strbuf_append_cstr(w->sb, "null");
    else
        tools_json_text(w->sb, bytes, len);
}

static void write_record(Writer *w, const Record *r) {
    StrBuf *sb = w->sb;
    /* appended piece by piece: printf's cost was a third of the answer's time */
    strbuf_append_cstr(sb, "{\"kind\":\"");
    strbuf_append_cstr(sb, r->kind);
    strbuf_append_cstr(sb, "\",\"line\":");
    strbuf_append_int(sb, r->line);
    strbuf_append_cstr(sb, ",\"column\":");
    strbuf_append_int(sb, r->column);
    strbuf_append_cstr(sb, ",\"end_line\":");
    strbuf_append_int(sb, r->end_line);
    strbuf_append_cstr(sb, ",\"end_column\":");
    strbuf_append_int(sb, r->end_column);
    strbuf_append_cstr(sb, r->count ? ",\"ran\":true,\"count\":" : ",\"ran\":false,\"count\":");
    strbuf_append_int(sb, (int64_t)r->count);
    strbuf_append_cstr(sb, ",\"type\":");
    if (!r->count) {
        strbuf_append_cstr(sb, "null,\"value\":null}");
        return;
    }
    const void *collection = r->varies ? NULL : collection_of(r->first);
    Described *slot = collection ? described_slot(w->described, collection) : NULL;
    if (slot && slot->collection == collection) {
        copy_earlier(sb, slot->at, slot->len);
        strbuf_append_char(sb, '}');
        return;
    }
    size_t at = sb->len;
    int budget = SMALL_VALUE_PARTS;
    bool small = !r->varies && small_value(r->first, &budget);
    type_text(w, r, small);
    strbuf_append_cstr(sb, ",\"value\":");
    if (small)
        value_text(w, r->first);
    else
        strbuf_append_cstr(sb, "null");
    if (slot)
        *slot = (Described){collection, at, sb->len - at};
    strbuf_append_char(sb, '}');
}

const char *expr_types_json(Ctx *ctx) {
    if (ctx->watcher != &WATCHER)
        return NULL;
    ExprTypes *et = ctx->watcher_data;
    ctx_watch(ctx, NULL, NULL);
    /* the answer is bounded (the records, the summaries, the value texts): it spends none of
     * the run's steps, and the step limit does not stop it */
    uint64_t steps = ctx->steps, check = ctx->step_check;
    ctx->step_check = UINT64_MAX;
    bool truncated = et->truncated;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    Writer *w = ctx_calloc(ctx, 1, sizeof *w);
    w->ctx = ctx, w->et = et, w->sb = &sb;
    strbuf_init(&w->scratch, ctx);
    static const char head_false[] = "{\"truncated\":false,\"expressions\":[";
    /* sized at once to what records take on average: growing by doubling left as much again
     * of garbage in the run's arena, whose extra chunks were a visible share of small runs */
    size_t expected = et->count * EXPECTED_RECORD_BYTES;
    strbuf_grow(&sb, expected < MAX_EXPR_TYPE_BYTES ? expected : MAX_EXPR_TYPE_BYTES);
    strbuf_append_cstr(&sb, head_false);
    for (size_t i = 0; i < et->count; i++) {
        size_t mark = sb.len;
        if (i)
            strbuf_append_cstr(&sb, ",\n");
        write_record(w, et->records[i]);
        if (sb.len - (sizeof head_false - 1) + 1 > MAX_EXPR_TYPE_BYTES) {   /* the list's bytes */
            strbuf_truncate(&sb, mark);
            truncated = true;
            break;
        }
    }
    strbuf_append_cstr(&sb, "]}");
    if (truncated) {
        /* the head was written before it was known: "true" is a byte shorter than "false" */
        static const char head_true[] = "{\"truncated\":true,";
        size_t was = sizeof "{\"truncated\":false," - 1, now = sizeof head_true - 1;
        memmove(sb.bytes + now, sb.bytes + was, sb.len - was);
        memcpy(sb.bytes, head_true, now);
        sb.len -= was - now;
    }
    const Str *answer = strbuf_finish(&sb);
    ctx->steps = steps;
    ctx->step_check = check;
    return answer->bytes;
}
