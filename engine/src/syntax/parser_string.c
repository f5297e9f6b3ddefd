/* parser_string.c: interpolated strings and heredocs (egrammar.ra `dq_string`, `heredoc`).
 * The lexer has already cut a string into DQPRE / DQMID / DQPOST parts around the tokens of
 * its `${...}` and `$name` expressions; this assembles the AST_INTERPOLATED node, dropping empty
 * text parts as the reference's ConcatenatedString does.
 */
#include "syntax/parser_internal.h"

#include <stdio.h>

/* A text part of an interpolated string, or NULL when the part is empty (dropped). */
static bool push_segment(Parser *p, NodeVec *items, const Token *t)
{
    if (t->len == 0) return true;
    AstNode *s = parser_node(p, AST_STRING, &t->span);
    if (!s) return false;
    s->as.string.text = parser_strdup(p, t->text, t->len);
    if (!s->as.string.text) return false;
    s->as.string.len = t->len;
    s->as.string.segment = true;
    return parser_vec_push(p, items, s);
}

/* Whether the reference's Factory#interpolate rewrites a node (is_interop_rewriteable?). */
static bool rewriteable(const AstNode *e)
{
    switch ((int)e->kind) {
    case AST_ACCESS: case AST_NAME: case AST_CALL_METHOD: return true;
    case AST_INTEGER: return e->as.integer.radix == 10 && !e->as.integer.overflow;
    default: return false;
    }
}

/* Factory.TEXT(expr).interpolate: a name or decimal number alone, or at the left end of an
 * access or method call chain, is a variable. The lexer already does this for `${x}`,
 * `${x[1]}` and `${x.m}`; this catches what it cannot see (a heredoc ending inside `${`).
 * The reference's new variable has no position of its own: its errors are located at the
 * nearest located container, `at` (the string, or the access or call it is the left of). */
static AstNode *interpolate(Parser *p, AstNode *e, const SrcSpan *at)
{
    switch ((int)e->kind) {
    case AST_NAME:
        e->kind = AST_VARIABLE;
        e->span = *at;
        return e;
    case AST_INTEGER: {
        if (!rewriteable(e)) return e;
        char buf[32];
        int n = snprintf(buf, sizeof buf, "%lld", (long long)e->as.integer.value);
        char *text = parser_strdup(p, buf, (size_t)n);
        if (!text) return NULL;
        e->kind = AST_VARIABLE;
        e->span = *at;
        e->as.string.text = text;
        e->as.string.len = (size_t)n;
        e->as.string.segment = false;
        return e;
    }
    case AST_ACCESS:
        if (rewriteable(e->as.access.target)) {
            e->as.access.target = interpolate(p, e->as.access.target, &e->span);
            if (!e->as.access.target) return NULL;
        }
        return e;
    case AST_CALL_METHOD:
        if (rewriteable(e->as.call.receiver)) {
            e->as.call.receiver = interpolate(p, e->as.call.receiver, &e->span);
            if (!e->as.call.receiver) return NULL;
        }
        return e;
    default:
        return e;
    }
}

/* dq_string: DQPRE text_expression (DQMID text_expression)* DQPOST;
 * text_expression: assignment */
AstNode *parser_dq_string(Parser *p)
{
    SrcSpan start = p->tok.span;
    NodeVec items = {0};
    if (!push_segment(p, &items, &p->tok)) return NULL;
    parser_advance(p);
    for (;;) {
        AstNode *e = parser_assignment(p);
        if (e) e = interpolate(p, e, &start);
        if (!e || !parser_vec_push(p, &items, e)) return NULL;
        if (p->tok.kind == TOK_DQMID) {
            if (!push_segment(p, &items, &p->tok)) return NULL;
            parser_advance(p);
            continue;
        }
        if (p->tok.kind != TOK_DQPOST) {
            parser_syntax_error(p, &p->tok);
            return NULL;
        }
        if (!push_segment(p, &items, &p->tok)) return NULL;
        break;
    }
    SrcSpan span = parser_span_join(&start, &p->tok.span);
    parser_advance(p);
    AstNode *s = parser_node(p, AST_INTERPOLATED, &span);
    if (!s) return NULL;
    s->as.list.items = parser_vec_list(&items);
    return s;
}

/* heredoc: HEREDOC (STRING | dq_string): located at the @(...) */
AstNode *parser_heredoc(Parser *p)
{
    AstNode *h = parser_node(p, AST_HEREDOC, &p->tok.span);
    if (!h) return NULL;
    if (p->tok.len > 0) {
        char *syntax = parser_strdup(p, p->tok.text, p->tok.len);
        if (!syntax) return NULL;
        h->as.heredoc.syntax = syntax;
    }
    parser_advance(p);
    if (p->tok.kind == TOK_STRING) {
        AstNode *s = parser_node(p, AST_STRING, &p->tok.span);
        if (!s) return NULL;
        s->as.string.text = parser_strdup(p, p->tok.text, p->tok.len);
        if (!s->as.string.text) return NULL;
        s->as.string.len = p->tok.len;
        parser_advance(p);
        h->as.heredoc.text = s;
    } else if (p->tok.kind == TOK_DQPRE) {
        h->as.heredoc.text = parser_dq_string(p);
        if (!h->as.heredoc.text) return NULL;
    } else {
        parser_syntax_error(p, &p->tok);
        return NULL;
    }
    return h;
}
