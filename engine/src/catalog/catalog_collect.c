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
#include "catalog/catalog_internal.h"

#include <string.h>

#include "eval/eval_internal.h"
#include "text/format.h"
#include "text/sprintf.h"
#include "support/strbuf.h"
#include "types/type.h"
#include "support/utf8.h"

/* --- collectors ---------------------------------------------------------------------------- */

/* The reference's model class of an expression a query cannot hold, as CollectorTransformer's
 * query_Object names it ("Cannot transform object of class Puppet::Pops::Model::LiteralList"). */
static const char *model_class(AstKind kind) {
    switch (kind) {
    case AST_ARRAY: return "LiteralList";
    case AST_HASH: return "LiteralHash";
    case AST_REGEX: return "LiteralRegularExpression";
    case AST_DEFAULT: return "LiteralDefault";
    case AST_TYPE_REF: return "QualifiedReference";
    case AST_HEREDOC: return "HeredocExpression";
    case AST_UNARY_MINUS: return "UnaryMinusExpression";
    case AST_NOT: return "NotExpression";
    case AST_SPLAT: return "UnfoldExpression";
    case AST_ADD: case AST_SUB: case AST_MUL: case AST_DIV: case AST_MOD: case AST_SHL: case AST_SHR:
        return "ArithmeticExpression";
    case AST_EQ: case AST_NE: case AST_LT: case AST_LE: case AST_GT: case AST_GE:
        return "ComparisonExpression";
    case AST_MATCH: case AST_NOMATCH: return "MatchExpression";
    case AST_IN: return "InExpression";
    case AST_AND: return "AndExpression";
    case AST_OR: return "OrExpression";
    case AST_ASSIGN: return "AssignmentExpression";
    case AST_CALL: return "CallNamedFunctionExpression";
    case AST_CALL_METHOD: return "CallMethodExpression";
    case AST_LAMBDA: return "LambdaExpression";
    case AST_BLOCK: return "BlockExpression";
    case AST_IF: return "IfExpression";
    case AST_UNLESS: return "UnlessExpression";
    case AST_CASE: return "CaseExpression";
    case AST_SELECTOR: return "SelectorExpression";
    case AST_RESOURCE: return "ResourceExpression";
    case AST_RESOURCE_DEFAULTS: return "ResourceDefaultsExpression";
    case AST_RESOURCE_OVERRIDE: return "ResourceOverrideExpression";
    case AST_COLLECTOR: return "CollectExpression";
    case AST_RELATIONSHIP: return "RelationshipExpression";
    case AST_RESERVED: return "ReservedWord";
    default: return "Expression";
    }
}

/* A transformer error, wrapped as the evaluator wraps the collector's runtime errors. */
static CatQuery *transform_error(Ctx *ctx, const AstNode *collector, const char *message) {
    ctx_error(ctx, collector->span, "Error while evaluating %s, %s",
              collector->as.collector.exported ? "an Exported Query" : "a Virtual Query", message);
    return NULL;
}

/* CollectorTransformer#query of an operand: the value the expression evaluates to. Variables,
 * names, literal numbers, strings and booleans, `undef`, parentheses and `[]` expressions are
 * allowed; anything else is the transformer's error. Returns false after an error. */
static bool query_operand(Ctx *ctx, const AstNode *collector, const AstNode *n, Value *out) {
    switch (n->kind) {
    case AST_PAREN:
    case AST_QUERY_PAREN:
        return query_operand(ctx, collector, n->as.unary.operand, out);
    case AST_UNDEF:
        *out = value_undef();
        return true;
    case AST_VARIABLE:
    case AST_NAME:
    case AST_STRING:
    case AST_INTERPOLATED:
    case AST_INTEGER:
    case AST_FLOAT:
    case AST_BOOLEAN:
    case AST_ACCESS:
        *out = eval_node(ctx, n);
        return !value_is_abrupt(*out);
    default:
        transform_error(ctx, collector, ctx_sprintf(ctx, "Cannot transform object of class Puppet::Pops::Model::%s",
                                                    model_class(n->kind)));
        return false;
    }
}

/* `tag == x`: the tags x names (each element of an array), lower case, as the transformer
 * makes them once (t.to_s.downcase). NULL after "Cannot transform a number to a tag". */
static const Array *query_tags(Ctx *ctx, const AstNode *collector, Value v) {
    Value single[1] = { v };
    const Value *items = v.kind == VAL_ARRAY ? v.as.array->items : single;
    size_t count = v.kind == VAL_ARRAY ? v.as.array->count : 1;
    Array *tags = array_new(ctx, count);
    for (size_t i = 0; i < count; i++) {
        if (value_is_numeric(items[i])) {
            transform_error(ctx, collector, "Cannot transform a number to a tag");
            return NULL;
        }
        StrBuf sb;
        strbuf_init(&sb, ctx);
        sprintf_to_s(&sb, items[i]);
        tags->items[i] = value_cstring(ctx, catalog_downcase(ctx, strbuf_finish(&sb)->bytes));
    }
    return tags;
}

/* CollectorTransformer#query: the query as a tree the collector runs on each resource of its
 * type. `and`, `or` and comparisons become predicates; any other expression the validator let
 * through is its value (which the reference then fails to call). NULL after an error. */
static CatQuery *build_query(Ctx *ctx, const AstNode *collector, const AstNode *n) {
    CatQuery *q = ctx_calloc(ctx, 1, sizeof *q);
    switch (n->kind) {
    case AST_QUERY_PAREN:
        return build_query(ctx, collector, n->as.unary.operand);
    case AST_QUERY_AND:
    case AST_QUERY_OR:
        q->op = n->kind == AST_QUERY_AND ? CAT_QUERY_AND : CAT_QUERY_OR;
        if (!(q->left = build_query(ctx, collector, n->as.binary.lhs)) ||
            !(q->right = build_query(ctx, collector, n->as.binary.rhs)))
            return NULL;
        return q;
    case AST_QUERY_EQ:
    case AST_QUERY_NE: {
        q->op = n->kind == AST_QUERY_EQ ? CAT_QUERY_EQ : CAT_QUERY_NE;
        if (!query_operand(ctx, collector, n->as.binary.lhs, &q->attribute) ||
            !query_operand(ctx, collector, n->as.binary.rhs, &q->value))
            return NULL;
        /* left_code == "tag": Ruby's String equality, so only a String exactly "tag" */
        if (q->op == CAT_QUERY_EQ && q->attribute.kind == VAL_STRING && strcmp(q->attribute.as.string->bytes, "tag") == 0) {
            const Array *tags = query_tags(ctx, collector, q->value);
            if (!tags)
                return NULL;
            q->op = CAT_QUERY_TAGGED;
            q->value = value_from_array((Array *)tags);
        }
        return q;
    }
    default:
        q->op = CAT_QUERY_VALUE;
        if (!query_operand(ctx, collector, n, &q->value))
            return NULL;
        return q;
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

/* The receiver part of Ruby's NoMethodError message for the value the reference holds:
 * `1:Integer`, `"a":String`, `nil:NilClass`, `Notify[a]{:name=>"a"}:Puppet::Resource`. */
static const char *ruby_receiver(Ctx *ctx, Value v) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    const char *cls;
    switch (v.kind) {
    case VAL_UNDEF: cls = "NilClass"; break;
    case VAL_BOOLEAN: cls = v.as.boolean ? "TrueClass" : "FalseClass"; break;
    case VAL_INTEGER: cls = "Integer"; break;
    case VAL_FLOAT: cls = "Float"; break;
    case VAL_STRING: cls = "String"; break;
    case VAL_ARRAY: cls = "Array"; break;
    case VAL_HASH: cls = "Hash"; break;
    case VAL_REGEXP: cls = "Regexp"; break;
    case VAL_DEFAULT: cls = "Symbol"; break;
    default: cls = NULL; break;
    }
    CatRef *refs;
    size_t count;
    if (!cls && catalog_refs_of(ctx, v, &refs, &count) && count == 1) {
        /* a `[]` operand is converted to a Puppet::Resource, whose inspect shows its hash */
        strbuf_append_cstr(&sb, catalog_ref_text(ctx, refs[0].type, refs[0].title));
        strbuf_append_cstr(&sb, "{:name=>");
        utf8_inspect(&sb, refs[0].title, strlen(refs[0].title));
        strbuf_append_cstr(&sb, "}:Puppet::Resource");
        return strbuf_finish(&sb)->bytes;
    }
    sprintf_inspect(&sb, v);
    strbuf_append_char(&sb, ':');
    strbuf_append_cstr(&sb, cls ? cls : eval_value_label(ctx, v));
    return strbuf_finish(&sb)->bytes;
}

/* CompareOperator#include? of an array parameter value: whether b is among its elements (as
 * `b in a`: a regexp matches a String element, a type an instance, a String is matched against
 * each element as a case option, anything else, references too, is ==). */
static bool array_includes(Ctx *ctx, const Array *a, Value b) {
    for (size_t i = 0; i < a->count; i++) {
        Value element = a->items[i];
        bool hit;
        if (b.kind == VAL_REGEXP)
            hit = element.kind == VAL_STRING && regex_match(ctx, b.as.regexp, element.as.string) != NULL;
        else if (b.kind == VAL_STRING || b.kind == VAL_SEMVER)
            hit = eval_case_match(ctx, b, element);
        else if (b.kind == VAL_TYPE && !catalog_is_reference(b.as.type))   /* a reference is a Puppet::Resource */
            hit = type_is_instance(ctx, b.as.type, element);
        else
            hit = value_equal(element, b);
        if (hit)
            return true;
    }
    return false;
}

/* A Ruby error of the compiler while collecting: unlocated, printed as the reference's
 * compiler reports it. Returns -1. */
static int compiler_error(Ctx *ctx, const char *message) {
    ctx_error(ctx, span_none(), "Puppet::Parser::Compiler failed with error %s", message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return -1;
}

/* Runs q on r as the transformer's procs do: 1 when it matches, 0 when not, -1 after the
 * Ruby error of a value that is no predicate (`.call`) or no parameter name (`.intern`). */
static int query_matches(Ctx *ctx, const CatQuery *q, CatResource *r) {
    switch (q->op) {
    case CAT_QUERY_AND:
    case CAT_QUERY_OR: {
        int left = query_matches(ctx, q->left, r);
        if (left < 0 || left == (q->op == CAT_QUERY_OR))
            return left;
        return query_matches(ctx, q->right, r);
    }
    case CAT_QUERY_VALUE:
        return compiler_error(ctx, ctx_sprintf(ctx, "NoMethodError: undefined method `call' for %s", ruby_receiver(ctx, q->value)));
    case CAT_QUERY_TAGGED:
        return raw_tagged(r, q->value.as.array);
    case CAT_QUERY_EQ:
    case CAT_QUERY_NE:
        break;
    }
    /* Parser::Resource#[]: param.intern, then the title or the parameter (nil when unset) */
    if (q->attribute.kind != VAL_STRING)
        return compiler_error(ctx, ctx_sprintf(ctx, "NoMethodError: undefined method `intern' for %s", ruby_receiver(ctx, q->attribute)));
    const char *attribute = q->attribute.as.string->bytes;
    Value actual = value_undef();
    if (strcmp(attribute, "title") == 0) {
        actual = value_cstring(ctx, r->title);
    } else {
        CatParam *p = catalog_param(r, attribute);
        if (p)
            actual = p->value;
    }
    if (q->op == CAT_QUERY_NE)
        return !value_equal(actual, q->value);
    if (actual.kind == VAL_ARRAY)
        return array_includes(ctx, actual.as.array, q->value);
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

/* The slot of r in c's set of collected resources, or the empty slot where it goes: a scan of
 * the collected list per resource made realize() of N resources N^2. */
static CatResource **collected_slot(CatResource **slots, size_t size, const CatResource *r) {
    uint64_t h = (uint64_t)(uintptr_t)r;
    h ^= h >> 33;
    h *= 0xff51afd7ed558ccdull;
    h ^= h >> 33;
    size_t at = (size_t)h & (size - 1);
    while (slots[at] && slots[at] != r)
        at = (at + 1) & (size - 1);
    return &slots[at];
}

static bool collected_already(const CatCollector *c, const CatResource *r) {
    return c->collected_set_size && *collected_slot(c->collected_set, c->collected_set_size, r) == r;
}

static void collected_push(Ctx *ctx, CatCollector *c, CatResource *r) {
    if (c->collected_count == c->collected_capacity) {
        size_t n = c->collected_capacity ? c->collected_capacity * 2 : 4;
        c->collected = ctx_realloc(ctx, c->collected, c->collected_capacity * sizeof *c->collected, n * sizeof *c->collected);
        c->collected_capacity = n;
    }
    c->collected[c->collected_count++] = r;
    if (c->collected_count * 2 > c->collected_set_size) {
        size_t size = c->collected_set_size ? c->collected_set_size * 2 : 16;
        while (size < c->collected_count * 2)
            size *= 2;
        c->collected_set = ctx_calloc(ctx, size, sizeof *c->collected_set);
        c->collected_set_size = size;
        for (size_t i = 0; i < c->collected_count; i++)
            *collected_slot(c->collected_set, size, c->collected[i]) = c->collected[i];
    } else {
        *collected_slot(c->collected_set, c->collected_set_size, r) = r;
    }
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
            StrBuf text;   /* argtype.inspect */
            strbuf_init(&text, ctx);
            utf8_inspect(&text, c->fixed_texts[i], strlen(c->fixed_texts[i]));
            return compiler_error(ctx, ctx_sprintf(ctx, "ArgumentError: No title provided and %s is not a valid resource "
                                                   "reference", strbuf_finish(&text)->bytes));
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
        int match = c->query ? query_matches(ctx, c->query, r) : 1;
        if (match < 0)
            return -1;
        if (!match)
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

bool catalog_realize(Ctx *ctx, const Value *values, size_t count) {
    CatCollector *c = ctx_calloc(ctx, 1, sizeof *c);
    ArrayBuilder flat;   /* the 3.x function's arguments, nested arrays flattened */
    array_builder_init(&flat);
    for (size_t i = 0; i < count; i++) {
        size_t n;
        const Value *items = catalog_flatten(ctx, &values[i], &n);
        for (size_t k = 0; k < n; k++)
            array_builder_push(ctx, &flat, items[k]);
    }
    c->fixed_count = flat.count;
    c->fixed = ctx_calloc(ctx, flat.count ? flat.count : 1, sizeof *c->fixed);
    c->fixed_texts = ctx_calloc(ctx, flat.count ? flat.count : 1, sizeof *c->fixed_texts);
    c->fixed_resolved = ctx_calloc(ctx, flat.count ? flat.count : 1, sizeof *c->fixed_resolved);
    for (size_t i = 0; i < flat.count; i++) {
        Value v = flat.items[i];
        const char *text;
        CatRef *refs;
        size_t n;
        if (v.kind == VAL_TYPE && type_kind(v.as.type) == TYPE_RESOURCE && type_resource_name(v.as.type) &&
            !type_resource_title(v.as.type)) {
            text = ctx_sprintf(ctx, "%s[]", catalog_capitalize(ctx, type_resource_name(v.as.type)));
        } else if (v.kind == VAL_STRING) {
            text = v.as.string->bytes;
        } else if (catalog_refs_of(ctx, v, &refs, &n) && n == 1) {
            text = catalog_ref_text(ctx, refs[0].type, refs[0].title);
        } else {   /* ref.to_s of the Ruby value: `{"a"=>1}`, "" for nil */
            StrBuf sb;
            strbuf_init(&sb, ctx);
            sprintf_to_s(&sb, v);
            text = strbuf_finish(&sb)->bytes;
        }
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
    /* eval_CollectExpression warns before the transformer looks at the type */
    if (node->as.collector.exported)
        ctx_warn(ctx, node->span, "You cannot collect exported resources without storeconfigs being set; the collection will be ignored");
    if (strcmp(lower, "class") == 0) {
        ctx_error(ctx, node->span, "Error while evaluating %s, Classes cannot be collected", label);
        return NULL;
    }
    CatResolved t;
    if (catalog_top_builtin(ctx, type_node->as.string.text)) {
        ctx_error(ctx, node->span, "Error while evaluating %s, Resource type ::%s doesn't exist", label, lower);
        return NULL;
    }
    if (!catalog_resolve_type(ctx, lower, &t)) {
        ctx_error(ctx, node->span, "Error while evaluating %s, Resource type %s doesn't exist", label, lower);
        return NULL;
    }
    CatCollector *c = ctx_calloc(ctx, 1, sizeof *c);
    c->type = t.type;
    c->exported = node->as.collector.exported;
    c->line = node->span.line;
    CatFrame *frame = catalog_current_frame(ctx);
    if (node->as.collector.ops.count) {
        c->has_overrides = true;
        if (!catalog_eval_attributes(ctx, &node->as.collector.ops, frame->source, &c->overrides, node->span))
            return NULL;
    }
    if (node->as.collector.query) {
        if (!(c->query = build_query(ctx, node, node->as.collector.query)))
            return NULL;
        /* a query that is the value undef is no query: the collector takes everything */
        if (c->query->op == CAT_QUERY_VALUE && c->query->value.kind == VAL_UNDEF)
            c->query = NULL;
    }
    add_collector(ctx, c);
    return c;
}
