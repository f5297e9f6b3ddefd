/* ast_dump.c: writes an AST in the reference's PN notation (Puppet 7 pn_transformer.rb and
 * pn.rb): one exhaustive switch over the node kinds. The dump is iterative in nothing and
 * recursive in the tree, whose depth the parser bounds (MAX_PARSE_DEPTH). */
#include "syntax/ast_dump.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

typedef struct Out {
    Arena *arena;
    char *buf;
    size_t len, cap;
    bool failed;
} Out;

static void put(Out *o, const char *s, size_t n)
{
    if (o->failed) return;
    if (o->len + n + 1 > o->cap) {
        size_t cap = o->cap ? o->cap : 256;
        while (cap < o->len + n + 1) cap *= 2;
        char *b = arena_realloc(o->arena, o->buf, o->cap, cap);
        if (!b) {
            o->failed = true;
            return;
        }
        o->buf = b;
        o->cap = cap;
    }
    memcpy(o->buf + o->len, s, n);
    o->len += n;
    o->buf[o->len] = '\0';
}

static void puts_(Out *o, const char *s)
{
    put(o, s, strlen(s));
}

/* PN double_quote: \t \n \r \" \\ escaped, other control characters as \oNNN. */
static void quoted(Out *o, const char *s, size_t n)
{
    put(o, "\"", 1);
    size_t run = 0;
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        const char *esc = NULL;
        char oct[8];
        switch (c) {
        case '\t': esc = "\\t"; break;
        case '\n': esc = "\\n"; break;
        case '\r': esc = "\\r"; break;
        case '"': esc = "\\\""; break;
        case '\\': esc = "\\\\"; break;
        default:
            if (c < 0x20) {
                snprintf(oct, sizeof oct, "\\o%03o", c);
                esc = oct;
            }
        }
        if (esc) {
            put(o, s + i - run, run);
            run = 0;
            puts_(o, esc);
        } else {
            run++;
        }
    }
    put(o, s + n - run, run);
    put(o, "\"", 1);
}

/* Ruby's Float#to_s: the shortest digits that read back the same; fixed notation for
 * decimal exponents in (-4, 15], else d.ddde+XX. */
static void float_text(Out *o, double v)
{
    if (isnan(v)) { puts_(o, "NaN"); return; }
    if (isinf(v)) { puts_(o, v < 0 ? "-Infinity" : "Infinity"); return; }
    if (v == 0) { puts_(o, signbit(v) ? "-0.0" : "0.0"); return; }
    char buf[64];
    int prec;
    for (prec = 1; prec <= 17; prec++) {
        snprintf(buf, sizeof buf, "%.*e", prec - 1, v);
        if (strtod(buf, NULL) == v) break;
    }
    /* buf: [-]d.ddde[+-]XX */
    char digits[32];
    size_t nd = 0;
    const char *q = buf;
    bool neg = false;
    if (*q == '-') { neg = true; q++; }
    for (; *q && *q != 'e'; q++) {
        if (*q >= '0' && *q <= '9') digits[nd++] = *q;
    }
    while (nd > 1 && digits[nd - 1] == '0') nd--;
    digits[nd] = '\0';
    int exp10 = atoi(q + 1);
    int decpt = exp10 + 1;
    char out[128];
    size_t k = 0;
    if (neg) out[k++] = '-';
    if (decpt > 0 && decpt <= 15) {
        for (int i = 0; i < decpt; i++) out[k++] = (size_t)i < nd ? digits[i] : '0';
        out[k++] = '.';
        if ((size_t)decpt < nd) {
            for (size_t i = (size_t)decpt; i < nd; i++) out[k++] = digits[i];
        } else {
            out[k++] = '0';
        }
    } else if (decpt <= 0 && decpt > -4) {
        out[k++] = '0';
        out[k++] = '.';
        for (int i = 0; i < -decpt; i++) out[k++] = '0';
        for (size_t i = 0; i < nd; i++) out[k++] = digits[i];
    } else {
        out[k++] = digits[0];
        out[k++] = '.';
        if (nd > 1) {
            for (size_t i = 1; i < nd; i++) out[k++] = digits[i];
        } else {
            out[k++] = '0';
        }
        k += (size_t)snprintf(out + k, sizeof out - k, "e%+03d", decpt - 1);
    }
    put(o, out, k);
}

static void dump(Out *o, const AstNode *n);

/* A list of statements: a call directly in one is an "invoke" (the reference's transform_calls
 * marks those calls as not needing a value). */
static void statement(Out *o, const AstNode *n)
{
    if (n->kind == AST_CALL) {
        /* reuse the call form with the statement name */
        AstNode copy = *n;
        copy.as.call.statement_style = true;
        dump(o, &copy);
        return;
    }
    dump(o, n);
}

static void statement_list(Out *o, const AstList *l)
{
    put(o, "[", 1);
    for (size_t i = 0; i < l->count; i++) {
        if (i) put(o, " ", 1);
        statement(o, l->items[i]);
    }
    put(o, "]", 1);
}

/* block_as_entry: ` :name [statements]`, left out when the block is empty (a nil body). */
static void body_entry(Out *o, const char *name, const AstNode *block)
{
    if (!block) return;
    if (block->kind == AST_BLOCK && block->as.list.items.count == 0) return;
    put(o, " :", 2);
    puts_(o, name);
    put(o, " ", 1);
    if (block->kind == AST_BLOCK) {
        statement_list(o, &block->as.list.items);
    } else {
        put(o, "[", 1);
        statement(o, block);
        put(o, "]", 1);
    }
}

static void list(Out *o, const AstList *l)
{
    put(o, "[", 1);
    for (size_t i = 0; i < l->count; i++) {
        if (i) put(o, " ", 1);
        dump(o, l->items[i]);
    }
    put(o, "]", 1);
}

static void items(Out *o, const AstList *l)
{
    for (size_t i = 0; i < l->count; i++) {
        put(o, " ", 1);
        dump(o, l->items[i]);
    }
}

static void call_form(Out *o, const char *head, const AstNode *a, const AstNode *b)
{
    put(o, "(", 1);
    puts_(o, head);
    if (a) { put(o, " ", 1); dump(o, a); }
    if (b) { put(o, " ", 1); dump(o, b); }
    put(o, ")", 1);
}

static void named(Out *o, const char *head, const char *text, size_t len)
{
    put(o, "(", 1);
    puts_(o, head);
    put(o, " ", 1);
    quoted(o, text, len);
    put(o, ")", 1);
}

/* parameters_entry: {:name {:type T :splat true :value V}} */
static void params(Out *o, const AstList *l)
{
    if (l->count == 0) return;
    puts_(o, " :params {");
    for (size_t i = 0; i < l->count; i++) {
        const AstNode *p = l->items[i];
        if (i) put(o, " ", 1);
        put(o, ":", 1);
        puts_(o, p->as.param.name);
        puts_(o, " {");
        bool sep = false;
        if (p->as.param.type) {
            puts_(o, ":type ");
            dump(o, p->as.param.type);
            sep = true;
        }
        if (p->as.param.captures_rest) {
            puts_(o, sep ? " :splat true" : ":splat true");
            sep = true;
        }
        if (p->as.param.default_value) {
            puts_(o, sep ? " :value " : ":value ");
            dump(o, p->as.param.default_value);
        }
        put(o, "}", 1);
    }
    put(o, "}", 1);
}

static void definition(Out *o, const char *head, const AstNode *n)
{
    put(o, "(", 1);
    puts_(o, head);
    puts_(o, " {:name ");
    quoted(o, n->as.definition.name, strlen(n->as.definition.name));
    if (n->as.definition.parent) {
        puts_(o, " :parent ");
        quoted(o, n->as.definition.parent, strlen(n->as.definition.parent));
    }
    params(o, &n->as.definition.params);
    body_entry(o, "body", n->as.definition.body);
    if (n->as.definition.return_type) {
        puts_(o, " :returns ");
        dump(o, n->as.definition.return_type);
    }
    puts_(o, "})");
}

static void form(Out *o, ResourceForm f)
{
    if (f == RESOURCE_VIRTUAL) puts_(o, " :form \"virtual\"");
    if (f == RESOURCE_EXPORTED) puts_(o, " :form \"exported\"");
}

static void if_form(Out *o, const char *head, const AstNode *n)
{
    put(o, "(", 1);
    puts_(o, head);
    puts_(o, " {:test ");
    dump(o, n->as.if_.cond);
    body_entry(o, "then", n->as.if_.then_block);
    body_entry(o, "else", n->as.if_.else_branch);
    puts_(o, "})");
}

static void call(Out *o, const AstNode *n, bool method)
{
    put(o, "(", 1);
    if (method) {
        puts_(o, "call-method {:functor (. ");
        dump(o, n->as.call.receiver);
        put(o, " ", 1);
        dump(o, n->as.call.function);
        put(o, ")", 1);
    } else {
        puts_(o, n->as.call.statement_style ? "invoke" : "call");
        puts_(o, " {:functor ");
        dump(o, n->as.call.function);
    }
    puts_(o, " :args ");
    list(o, &n->as.call.args);
    if (n->as.call.lambda) {
        puts_(o, " :block ");
        dump(o, n->as.call.lambda);
    }
    puts_(o, "})");
}

static const char *relationship_text(int op)
{
    switch (op) {
    case REL_BEFORE: return "->";
    case REL_NOTIFY: return "~>";
    case REL_REQUIRE: return "<-";
    default: return "<~";
    }
}

static void dump(Out *o, const AstNode *n)
{
    char buf[64];
    if (!n) {
        puts_(o, "(nop)");
        return;
    }
    switch (n->kind) {
    case AST_INTEGER:
        if (n->as.integer.overflow) {
            /* the exact value is only kept in hex, as the validator's message needs it */
            puts_(o, n->as.integer.overflow + 1);
        } else if (n->as.integer.radix == 8 || n->as.integer.radix == 16) {
            snprintf(buf, sizeof buf, "(int {:radix %d :value %lld})", n->as.integer.radix,
                     (long long)n->as.integer.value);
            puts_(o, buf);
        } else {
            snprintf(buf, sizeof buf, "%lld", (long long)n->as.integer.value);
            puts_(o, buf);
        }
        break;
    case AST_FLOAT:
        float_text(o, n->as.floating.value);
        break;
    case AST_STRING:
        quoted(o, n->as.string.text, n->as.string.len);
        break;
    case AST_INTERPOLATED:
        puts_(o, "(concat");
        for (size_t i = 0; i < n->as.list.items.count; i++) {
            const AstNode *item = n->as.list.items.items[i];
            put(o, " ", 1);
            if (item->kind == AST_STRING && item->as.string.segment) {
                dump(o, item);
            } else {
                call_form(o, "str", item, NULL);
            }
        }
        put(o, ")", 1);
        break;
    case AST_HEREDOC:
        puts_(o, "(heredoc {");
        if (n->as.heredoc.syntax) {
            puts_(o, ":syntax ");
            quoted(o, n->as.heredoc.syntax, strlen(n->as.heredoc.syntax));
            put(o, " ", 1);
        }
        puts_(o, ":text ");
        dump(o, n->as.heredoc.text);
        puts_(o, "})");
        break;
    case AST_REGEX:
        named(o, "regexp", n->as.string.text, n->as.string.len);
        break;
    case AST_BOOLEAN:
        puts_(o, n->as.boolean.value ? "true" : "false");
        break;
    case AST_UNDEF:
        puts_(o, "nil");
        break;
    case AST_DEFAULT:
        puts_(o, "(default)");
        break;
    case AST_NAME:
        named(o, "qn", n->as.string.text, n->as.string.len);
        break;
    case AST_TYPE_REF:
        named(o, "qr", n->as.string.text, n->as.string.len);
        break;
    case AST_VARIABLE:
        named(o, "var", n->as.string.text, n->as.string.len);
        break;
    case AST_RESERVED:
        named(o, "reserved", n->as.string.text, n->as.string.len);
        break;
    case AST_ARRAY:
        puts_(o, "(array");
        items(o, &n->as.list.items);
        put(o, ")", 1);
        break;
    case AST_HASH:
        puts_(o, "(hash");
        items(o, &n->as.list.items);
        put(o, ")", 1);
        break;
    case AST_HASH_ENTRY:
        call_form(o, "=>", n->as.binary.lhs, n->as.binary.rhs);
        break;
    case AST_UNARY_MINUS: {
        /* the reference's dump folds the minus into a number literal */
        const AstNode *e = n->as.unary.operand;
        if (e->kind == AST_INTEGER && !e->as.integer.overflow) {
            snprintf(buf, sizeof buf, "%lld", -(long long)e->as.integer.value);
            puts_(o, buf);
        } else if (e->kind == AST_FLOAT) {
            float_text(o, -e->as.floating.value);
        } else {
            call_form(o, "-", e, NULL);
        }
        break;
    }
    case AST_NOT: call_form(o, "!", n->as.unary.operand, NULL); break;
    case AST_SPLAT: call_form(o, "unfold", n->as.unary.operand, NULL); break;
    case AST_PAREN: call_form(o, "paren", n->as.unary.operand, NULL); break;
    case AST_QUERY_PAREN: call_form(o, "paren", n->as.unary.operand, NULL); break;
    case AST_ADD: case AST_SUB: case AST_MUL: case AST_DIV: case AST_MOD: case AST_SHL:
    case AST_SHR: case AST_EQ: case AST_NE: case AST_LT: case AST_LE: case AST_GT: case AST_GE:
    case AST_MATCH: case AST_NOMATCH: case AST_IN: case AST_AND: case AST_OR: case AST_ASSIGN:
    case AST_PLUS_ASSIGN: case AST_MINUS_ASSIGN: case AST_QUERY_EQ: case AST_QUERY_NE:
    case AST_QUERY_AND: case AST_QUERY_OR:
        call_form(o, ast_kind_name(n->kind), n->as.binary.lhs, n->as.binary.rhs);
        break;
    case AST_RELATIONSHIP:
        call_form(o, relationship_text(n->as.binary.op), n->as.binary.lhs, n->as.binary.rhs);
        break;
    case AST_ACCESS:
        puts_(o, "(access ");
        dump(o, n->as.access.target);
        items(o, &n->as.access.keys);
        put(o, ")", 1);
        break;
    case AST_CALL:
        call(o, n, false);
        break;
    case AST_CALL_METHOD:
        call(o, n, true);
        break;
    case AST_LAMBDA:
        puts_(o, "(lambda {");
        {
            /* entries: params, returns, body; the leading space of the first is dropped */
            Out tmp = {o->arena, NULL, 0, 0, false};
            params(&tmp, &n->as.lambda.params);
            if (n->as.lambda.return_type) {
                puts_(&tmp, " :returns ");
                dump(&tmp, n->as.lambda.return_type);
            }
            body_entry(&tmp, "body", n->as.lambda.body);
            if (tmp.failed) o->failed = true;
            if (tmp.len) put(o, tmp.buf + 1, tmp.len - 1);
        }
        puts_(o, "})");
        break;
    case AST_PARAM:
        named(o, "param", n->as.param.name, strlen(n->as.param.name));
        break;
    case AST_BLOCK:
        puts_(o, "(block");
        for (size_t i = 0; i < n->as.list.items.count; i++) {
            put(o, " ", 1);
            statement(o, n->as.list.items.items[i]);
        }
        put(o, ")", 1);
        break;
    case AST_IF: if_form(o, "if", n); break;
    case AST_UNLESS: if_form(o, "unless", n); break;
    case AST_CASE:
        puts_(o, "(case ");
        dump(o, n->as.case_.subject);
        puts_(o, " [");
        for (size_t i = 0; i < n->as.case_.options.count; i++) {
            const AstNode *opt = n->as.case_.options.items[i];
            if (i) put(o, " ", 1);
            puts_(o, "{:when ");
            list(o, &opt->as.option.values);
            puts_(o, " :then ");
            if (opt->as.option.body->as.list.items.count == 0) {
                puts_(o, "[(nop)]");
            } else {
                statement_list(o, &opt->as.option.body->as.list.items);
            }
            put(o, "}", 1);
        }
        puts_(o, "])");
        break;
    case AST_CASE_OPTION:
        puts_(o, "(when ");
        list(o, &n->as.option.values);
        put(o, ")", 1);
        break;
    case AST_SELECTOR:
        puts_(o, "(? ");
        dump(o, n->as.case_.subject);
        put(o, " ", 1);
        list(o, &n->as.case_.options);
        put(o, ")", 1);
        break;
    case AST_FUNCTION_DEF: definition(o, "function", n); break;
    case AST_CLASS_DEF: definition(o, "class", n); break;
    case AST_DEFINE_DEF: definition(o, "define", n); break;
    case AST_TYPE_ALIAS:
        puts_(o, "(type-alias ");
        quoted(o, n->as.binary.lhs->as.string.text, n->as.binary.lhs->as.string.len);
        put(o, " ", 1);
        dump(o, n->as.binary.rhs);
        put(o, ")", 1);
        break;
    case AST_TYPE_MAPPING:
        call_form(o, "type-mapping", n->as.binary.lhs, n->as.binary.rhs);
        break;
    case AST_TYPE_DEFINITION: {
        puts_(o, "(type-definition ");
        quoted(o, n->as.definition.name, strlen(n->as.definition.name));
        put(o, " ", 1);
        if (n->as.definition.parent) {
            quoted(o, n->as.definition.parent, strlen(n->as.definition.parent));
        } else {
            puts_(o, "nil");
        }
        put(o, " ", 1);
        const AstList *b = &n->as.definition.body->as.list.items;
        if (b->count == 0) puts_(o, "(nop)");
        else if (b->count == 1) statement(o, b->items[0]);
        else dump(o, n->as.definition.body);
        put(o, ")", 1);
        break;
    }
    case AST_NODE_DEF:
        puts_(o, "(node {:matches ");
        list(o, &n->as.node_def.matches);
        if (n->as.node_def.parent) {
            puts_(o, " :parent ");
            dump(o, n->as.node_def.parent);
        }
        body_entry(o, "body", n->as.node_def.body);
        puts_(o, "})");
        break;
    case AST_APPLY:
        call_form(o, "apply", n->as.binary.lhs, n->as.binary.rhs);
        break;
    case AST_RESOURCE:
        puts_(o, "(resource {:type ");
        dump(o, n->as.resource.type);
        puts_(o, " :bodies [");
        for (size_t i = 0; i < n->as.resource.bodies.count; i++) {
            const AstNode *b = n->as.resource.bodies.items[i];
            if (i) put(o, " ", 1);
            puts_(o, "{:title ");
            dump(o, b->as.resource_body.title);
            puts_(o, " :ops ");
            list(o, &b->as.resource_body.ops);
            put(o, "}", 1);
        }
        put(o, "]", 1);
        form(o, n->as.resource.form);
        puts_(o, "})");
        break;
    case AST_RESOURCE_BODY:
        puts_(o, "(resource_body {:title ");
        dump(o, n->as.resource_body.title);
        puts_(o, " :ops ");
        list(o, &n->as.resource_body.ops);
        puts_(o, "})");
        break;
    case AST_RESOURCE_DEFAULTS:
    case AST_RESOURCE_OVERRIDE:
        puts_(o, n->kind == AST_RESOURCE_DEFAULTS ? "(resource-defaults {:type " : "(resource-override {:resources ");
        dump(o, n->as.resource_body.title);
        puts_(o, " :ops ");
        list(o, &n->as.resource_body.ops);
        form(o, n->as.resource_body.form);
        puts_(o, "})");
        break;
    case AST_ATTRIBUTE_OP:
        if (strcmp(n->as.attribute.name, "*") == 0) {
            call_form(o, "splat-hash", n->as.attribute.value, NULL);
        } else {
            puts_(o, n->as.attribute.op == ATTR_APPEND ? "(+> " : "(=> ");
            quoted(o, n->as.attribute.name, strlen(n->as.attribute.name));
            put(o, " ", 1);
            dump(o, n->as.attribute.value);
            put(o, ")", 1);
        }
        break;
    case AST_COLLECTOR:
        puts_(o, "(collect {:type ");
        dump(o, n->as.collector.type);
        puts_(o, " :query ");
        call_form(o, n->as.collector.exported ? "exported-query" : "virtual-query", n->as.collector.query, NULL);
        if (n->as.collector.ops.count) {
            puts_(o, " :ops ");
            list(o, &n->as.collector.ops);
        }
        puts_(o, "})");
        break;
    case AST_EPP:
        /* transform_EppExpression: the statements as a call, "(epp)" when there are none */
        puts_(o, "(epp");
        for (size_t i = 0; i < n->as.list.items.count; i++) {
            put(o, " ", 1);
            statement(o, n->as.list.items.items[i]);
        }
        put(o, ")", 1);
        break;
    case AST_RENDER_STRING:
        named(o, "render-s", n->as.string.text, n->as.string.len);
        break;
    case AST_RENDER_EXPR:
        call_form(o, "render", n->as.unary.operand, NULL);
        break;
    case AST_PROGRAM: {
        const AstList *l = &n->as.list.items;
        if (l->count == 0) {
            puts_(o, "(nop)");
        } else if (l->count == 1) {
            statement(o, l->items[0]);
        } else {
            puts_(o, "(block");
            for (size_t i = 0; i < l->count; i++) {
                puts_(o, "\n  ");
                statement(o, l->items[i]);
            }
            put(o, ")", 1);
        }
        break;
    }
    case AST_KIND_COUNT:
        break;
    }
}

char *ast_dump(Arena *arena, const AstNode *node)
{
    Out o = {arena, NULL, 0, 0, false};
    dump(&o, node);
    put(&o, "\n", 1);
    return o.failed ? NULL : o.buf;
}
