/* catalog_collect.c: collectors (`Type <| query |> { overrides }`) and realize().
 *
 * Follows the reference's collector_transformer.rb and collectors/{abstract,catalog,
 * fixed_set}_collector.rb: the query is turned into a predicate when the collector is
 * evaluated (its values are evaluated then, in the collector's scope); `tag == x` matches a
 * resource tagged x or declared in a scope whose resource is; `attr == x` compares with Puppet's
 * `==`, and with any element when the parameter is an array; `title` is the title. Collectors
 * run in the compile's generator phase (catalog_compile.c), again and again until nothing new
 * is found, so they see virtual resources declared after them; each match is realized and gets
 * the collector's overrides, which may replace any parameter. Exported collectors (`<<| |>>`)
 * collect nothing without storeconfigs, after the reference's warning.
 */
#include "catalog_internal.h"

#include <string.h>

#include "eval_internal.h"
#include "format.h"
#include "strbuf.h"
#include "type.h"

/* --- collectors ---------------------------------------------------------------------------- */

static CatQuery *build_query(Ctx *ctx, const AstNode *n) {
    CatQuery *q = ctx_calloc(ctx, 1, sizeof *q);
    switch (n->kind) {
    case AST_QUERY_PAREN:
        return build_query(ctx, n->as.unary.operand);
    case AST_QUERY_AND:
    case AST_QUERY_OR:
        q->op = n->kind == AST_QUERY_AND ? CAT_QUERY_AND : CAT_QUERY_OR;
        if (!(q->left = build_query(ctx, n->as.binary.lhs)) || !(q->right = build_query(ctx, n->as.binary.rhs)))
            return NULL;
        return q;
    case AST_QUERY_EQ:
    case AST_QUERY_NE: {
        q->op = n->kind == AST_QUERY_EQ ? CAT_QUERY_EQ : CAT_QUERY_NE;
        const AstNode *lhs = n->as.binary.lhs;
        if (lhs->kind != AST_NAME && lhs->kind != AST_STRING) {
            ctx_error(ctx, lhs->span, "Illegal query expression. %s cannot be used in a query",
                      eval_a_an(ctx, ast_kind_name(lhs->kind), true));
            return NULL;
        }
        q->attribute = lhs->as.string.text;
        Value v = eval_node(ctx, n->as.binary.rhs);
        if (value_is_abrupt(v))
            return NULL;
        if (q->op == CAT_QUERY_EQ && strcmp(q->attribute, "tag") == 0) {
            Value single[1] = { v };
            const Value *items = v.kind == VAL_ARRAY ? v.as.array->items : single;
            size_t count = v.kind == VAL_ARRAY ? v.as.array->count : 1;
            Array *tags = array_new(ctx, count);
            for (size_t i = 0; i < count; i++) {
                if (value_is_numeric(items[i])) {
                    ctx_error(ctx, n->span, "Cannot transform a number to a tag");
                    return NULL;
                }
                const char *text = items[i].kind == VAL_STRING ? items[i].as.string->bytes
                                                               : format_to_string(ctx, items[i])->bytes;
                tags->items[i] = value_cstring(ctx, catalog_downcase(ctx, text));
            }
            v = value_from_array(tags);
        }
        q->value = v;
        return q;
    }
    default:
        ctx_error(ctx, n->span, "Illegal query expression. %s cannot be used in a query",
                  eval_a_an(ctx, ast_kind_name(n->kind), true));
        return NULL;
    }
}

/* Parser::Resource#raw_tagged?: r's tags, or those of the resources of its scopes. */
static bool raw_tagged(const CatResource *r, const Array *tags) {
    for (int guard = 0; r && guard < 10000; guard++) {
        for (size_t i = 0; i < tags->count; i++)
            if (catalog_has_tag(r, tags->items[i].as.string->bytes))
                return true;
        const CatResource *container = r->frame ? r->frame->resource : NULL;
        if (container == r)
            break;
        r = container;
    }
    return false;
}

static bool query_matches(Ctx *ctx, const CatQuery *q, CatResource *r) {
    switch (q->op) {
    case CAT_QUERY_AND:
        return query_matches(ctx, q->left, r) && query_matches(ctx, q->right, r);
    case CAT_QUERY_OR:
        return query_matches(ctx, q->left, r) || query_matches(ctx, q->right, r);
    case CAT_QUERY_EQ:
    case CAT_QUERY_NE:
        break;
    }
    if (q->op == CAT_QUERY_EQ && strcmp(q->attribute, "tag") == 0)
        return raw_tagged(r, q->value.as.array);
    /* resource[attribute]: the title, or the parameter (undef when unset) */
    Value actual = value_undef();
    if (strcmp(q->attribute, "title") == 0) {
        actual = value_cstring(ctx, r->title);
    } else {
        CatParam *p = catalog_param(r, q->attribute);
        if (p)
            actual = p->value;
    }
    if (q->op == CAT_QUERY_NE)
        return !value_equal(actual, q->value);
    if (actual.kind == VAL_ARRAY) {
        for (size_t i = 0; i < actual.as.array->count; i++)
            if (value_equal(actual.as.array->items[i], q->value))
                return true;
        return false;
    }
    return value_equal(actual, q->value);
}

static void add_collector(Ctx *ctx, CatCollector *c) {
    Catalog *cat = catalog_of(ctx);
    if (cat->collector_count == cat->collector_capacity) {
        size_t n = cat->collector_capacity ? cat->collector_capacity * 2 : 4;
        cat->collectors = ctx_realloc(ctx, cat->collectors, cat->collector_capacity * sizeof *cat->collectors,
                                      n * sizeof *cat->collectors);
        cat->collector_capacity = n;
    }
    cat->collectors[cat->collector_count++] = c;
}

static bool collected_already(const CatCollector *c, const CatResource *r) {
    for (size_t i = 0; i < c->collected_count; i++)
        if (c->collected[i] == r)
            return true;
    return false;
}

static void collected_push(Ctx *ctx, CatCollector *c, CatResource *r) {
    if (c->collected_count == c->collected_capacity) {
        size_t n = c->collected_capacity ? c->collected_capacity * 2 : 4;
        c->collected = ctx_realloc(ctx, c->collected, c->collected_capacity * sizeof *c->collected, n * sizeof *c->collected);
        c->collected_capacity = n;
    }
    c->collected[c->collected_count++] = r;
}

/* AbstractCollector#evaluate: realizes what the collector matches now; returns 1 when it found
 * something new, 0 when not, -1 after an error. */
int catalog_collector_evaluate(Ctx *ctx, CatCollector *c) {
    Catalog *cat = catalog_of(ctx);
    if (c->exported)
        return 0;
    if (c->fixed) {
        /* FixedSetCollector#collect makes a Puppet::Resource of every reference first: a text
         * without the Type[title] form is the compiler's ArgumentError, at the first round of
         * the generators (before any define body) */
        for (size_t i = 0; i < c->fixed_count; i++) {
            if (c->fixed[i].type)
                continue;
            ctx_error(ctx, span_none(), "Puppet::Parser::Compiler failed with error ArgumentError: No title provided "
                      "and \"%s\" is not a valid resource reference", c->fixed_texts[i]);
            ctx->unwind.error_kind = PUPPET_ERROR_NONE;
            return -1;
        }
        int found = 0;
        for (size_t i = 0; i < c->fixed_count; i++) {
            if (c->fixed_resolved[i] || !c->fixed[i].type)
                continue;
            CatResource *r = catalog_find(ctx, c->fixed[i].type, c->fixed[i].title);
            if (!r)
                continue;
            c->fixed_resolved[i] = true;
            r->is_virtual = false;
            if (collected_already(c, r))
                continue;
            collected_push(ctx, c, r);
            found = 1;
        }
        return found;
    }
    int found = 0;
    size_t n = cat->resource_count;   /* resources added by overrides' effects are not seen */
    CatResource **matches = ctx_alloc(ctx, (n ? n : 1) * sizeof *matches);
    size_t count = 0;
    for (size_t i = 0; i < n; i++) {
        CatResource *r = cat->resources[i];
        if (strcmp(r->type, c->type) != 0 || r == cat->main)
            continue;
        if (c->query && !query_matches(ctx, c->query, r))
            continue;
        r->is_virtual = false;
        matches[count++] = r;
    }
    for (size_t i = 0; i < count; i++) {
        CatResource *r = matches[i];
        if (collected_already(c, r))
            continue;
        if (c->has_overrides) {
            CatRef ref = { r->type, r->title };
            if (!catalog_add_override(ctx, ref, &c->overrides, NULL, true, c->line))
                return -1;
        }
        collected_push(ctx, c, r);
        found = 1;
    }
    return found;
}


/* A string resource reference as the catalog reads it ("Notify[a]", "class[foo]"): type and
 * title in catalog spelling. Returns false when text is not of that form. */
bool catalog_parse_ref(Ctx *ctx, const char *text, CatRef *out) {
    const char *open = strchr(text, '[');
    size_t len = strlen(text);
    if (!open || open == text || len < 3 || text[len - 1] != ']' || open + 1 >= text + len - 1)
        return false;
    const char *type = catalog_capitalize(ctx, ctx_strndup(ctx, text, (size_t)(open - text)));
    const char *title = ctx_strndup(ctx, open + 1, (size_t)(text + len - 1 - (open + 1)));
    if (strcmp(type, "Class") == 0) {
        const char *lower = catalog_downcase(ctx, title);
        title = catalog_capitalize(ctx, lower);   /* Class[main] is "Main": not found, as in the reference */
    }
    out->type = type;
    out->title = title;
    return true;
}

/* The text a reference value has in messages and relationship parameters (to_s of the
 * reference's Puppet::Resource): "Notify[a]", "Class[Foo]". */
const char *catalog_value_ref_text(Ctx *ctx, Value v) {
    CatRef *refs;
    size_t count;
    if (catalog_refs_of(ctx, v, &refs, &count) && count == 1)
        return catalog_ref_text(ctx, refs[0].type, refs[0].title);
    if (v.kind == VAL_STRING)
        return v.as.string->bytes;
    return format_to_string(ctx, v)->bytes;
}

/* FixedSetCollector#unresolved_resources, joined as the reference's message does. */
const char *catalog_collector_unresolved(Ctx *ctx, CatCollector *c) {
    if (!c->fixed_texts)
        return NULL;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    bool any = false;
    for (size_t i = 0; i < c->fixed_count; i++) {
        if (c->fixed_resolved[i])
            continue;
        if (any)
            strbuf_append_cstr(&sb, ", ");
        strbuf_append_cstr(&sb, c->fixed_texts[i]);
        any = true;
    }
    return any ? strbuf_finish(&sb)->bytes : NULL;
}

/* realize's arguments flattened as the 3.x function's (nested arrays too). */
static void flatten_into(Ctx *ctx, ArrayBuilder *out, Value v) {
    if (v.kind != VAL_ARRAY) {
        array_builder_push(ctx, out, v);
        return;
    }
    stack_guard();   /* nested or shared arrays: see ctx.h */
    for (size_t k = 0; k < v.as.array->count; k++)
        flatten_into(ctx, out, v.as.array->items[k]);
}

bool catalog_realize(Ctx *ctx, const Value *values, size_t count) {
    CatCollector *c = ctx_calloc(ctx, 1, sizeof *c);
    ArrayBuilder flat;
    array_builder_init(&flat);
    for (size_t i = 0; i < count; i++)
        flatten_into(ctx, &flat, values[i]);
    c->fixed_count = flat.count;
    c->fixed = ctx_calloc(ctx, flat.count ? flat.count : 1, sizeof *c->fixed);
    c->fixed_texts = ctx_calloc(ctx, flat.count ? flat.count : 1, sizeof *c->fixed_texts);
    c->fixed_resolved = ctx_calloc(ctx, flat.count ? flat.count : 1, sizeof *c->fixed_resolved);
    for (size_t i = 0; i < flat.count; i++) {
        Value v = flat.items[i];
        const char *text = v.kind == VAL_TYPE && type_kind(v.as.type) == TYPE_RESOURCE && type_resource_name(v.as.type) &&
                                   !type_resource_title(v.as.type)
                               ? ctx_sprintf(ctx, "%s[]", catalog_capitalize(ctx, type_resource_name(v.as.type)))
                               : catalog_value_ref_text(ctx, v);
        c->fixed_texts[i] = text;
        if (!catalog_parse_ref(ctx, text, &c->fixed[i]))
            c->fixed[i] = (CatRef){ NULL, NULL };
    }
    add_collector(ctx, c);
    return true;
}

CatCollector *catalog_make_collector(Ctx *ctx, const AstNode *node) {
    const AstNode *type_node = node->as.collector.type;
    const char *lower = catalog_downcase(ctx, type_node->as.string.text);
    /* runtime errors of the collector transformer, wrapped with the query's label */
    const char *label = node->as.collector.exported ? "an Exported Query" : "a Virtual Query";
    if (strcmp(lower, "class") == 0) {
        ctx_error(ctx, node->span, "Error while evaluating %s, Classes cannot be collected", label);
        return NULL;
    }
    CatResolved t;
    if (!catalog_resolve_type(ctx, lower, &t)) {
        ctx_error(ctx, node->span, "Error while evaluating %s, Resource type %s doesn't exist", label, lower);
        return NULL;
    }
    CatCollector *c = ctx_calloc(ctx, 1, sizeof *c);
    c->type = t.type;
    c->exported = node->as.collector.exported;
    c->line = node->span.line;
    CatFrame *frame = catalog_current_frame(ctx);
    if (node->as.collector.exported)
        ctx_warn(ctx, node->span, "You cannot collect exported resources without storeconfigs being set; the collection will be ignored");
    if (node->as.collector.ops.count) {
        c->has_overrides = true;
        if (!catalog_eval_attributes(ctx, &node->as.collector.ops, frame->source, &c->overrides, node->span))
            return NULL;
    }
    if (node->as.collector.query && !(c->query = build_query(ctx, node->as.collector.query)))
        return NULL;
    add_collector(ctx, c);
    return c;
}
