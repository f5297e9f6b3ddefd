/* parser_epp.c: the EPP part of the grammar (egrammar.ra `epp_expression`, `epp_parameters_list`,
 * `epp_render_expression`) and the entry point for templates.
 *
 * A template is parsed into the reference's model: a lambda with the template's parameters whose
 * body is the EppExpression (AST_EPP) of the template's statements. The text of the template and
 * its `<%= %>` tags are primaries (AST_RENDER_STRING, AST_RENDER_EXPR) among ordinary
 * statements, so `<% if $x { %>text<% } %>` is an `if` whose block renders "text". The lexer
 * (lexer_epp.c) cuts the template into those tokens.
 */
#include "syntax/parser_internal.h"

#include <string.h>

/* The end of `<%= ... %>`: epp_end: EPP_END | EPP_END_TRIM. */
static bool epp_end(Parser *p, SrcSpan *end)
{
    *end = p->tok.span;
    if (p->tok.kind != TOK_EPP_END && p->tok.kind != TOK_EPP_END_TRIM) {
        parser_syntax_error(p, &p->tok);
        return false;
    }
    parser_advance(p);
    return true;
}

/* After `RENDER_EXPR '{'` the reference's LALR parser has both a hash and a block of
 * statements open, and decides by the token after the first entry: '=>' makes a hash. This
 * looks at that token by parsing the first entry ahead and going back (the parser's state,
 * lexer included, is a value; what the trial allocated stays unused in the arena). Returns
 * true when the braces hold a block. */
static bool braces_hold_block(Parser *p)
{
    if (parser_peek(p)->kind == TOK_RBRACE) return false;   /* `{}`: statements are never empty */
    if (p->epp_trial) return true;   /* no nested trials: their cost would double per level */
    Parser saved = *p;
    ParseError saved_error = *p->error;
    p->epp_trial = true;
    parser_advance(p);   /* '{' */
    bool keyword = (p->tok.kind == TOK_TYPE || p->tok.kind == TOK_FUNCTION) &&
                   parser_peek(p)->kind == TOK_FARROW;
    bool hash = keyword;
    if (!keyword) {
        AstNode *first = parser_assignment(p);
        hash = first && !p->failed && p->tok.kind == TOK_FARROW;
    }
    *p->error = saved_error;
    *p = saved;
    return !hash;
}

AstNode *parser_epp_render(Parser *p)
{
    SrcSpan start = p->tok.span;
    if (p->tok.kind == TOK_RENDER_STRING) {
        AstNode *n = parser_node(p, AST_RENDER_STRING, &start);
        if (!n) return NULL;
        n->as.string.text = parser_strdup(p, p->tok.text, p->tok.len);
        n->as.string.len = p->tok.len;
        if (!n->as.string.text) return NULL;
        parser_advance(p);
        return n;
    }
    parser_advance(p);   /* RENDER_EXPR */
    AstNode *expr;
    if (p->tok.kind == TOK_LBRACE && braces_hold_block(p)) {
        /* RENDER_EXPR '{' statements '}': several statements make a block spanning the braces */
        SrcSpan open = p->tok.span;
        parser_advance(p);
        AstList items;
        if (!parser_statements(p, TOK_RBRACE, &items)) return NULL;
        if (items.count == 0) {
            parser_syntax_error(p, &p->tok);
            return NULL;
        }
        SrcSpan close = p->tok.span;
        if (!parser_expect(p, TOK_RBRACE)) return NULL;
        if (items.count == 1) {
            expr = items.items[0];
        } else {
            SrcSpan span = parser_span_join(&open, &close);
            expr = parser_node(p, AST_BLOCK, &span);
            if (!expr) return NULL;
            expr->as.list.items = items;
        }
    } else {
        expr = parser_expression(p);
        if (!expr) return NULL;
    }
    SrcSpan end;
    if (!epp_end(p, &end)) return NULL;
    SrcSpan span = parser_span_join(&start, &end);
    AstNode *n = parser_node(p, AST_RENDER_EXPR, &span);
    if (!n) return NULL;
    n->as.unary.operand = expr;
    return n;
}

/* epp_expression: EPP_START epp_parameters_list optional_statements
 * epp_parameters_list: (empty) | '|' '|' | '|' parameters ','? '|' */
AstNode *parser_parse_epp(Arena *arena, const char *source, size_t len, ParseError *error,
                          LexWarning **warnings)
{
    return parser_parse_epp_file(arena, source, len, NULL, error, warnings);
}

AstNode *parser_parse_epp_file(Arena *arena, const char *source, size_t len, const SourceFile *file,
                               ParseError *error, LexWarning **warnings)
{
    Parser p;
    if (warnings) *warnings = NULL;
    if (!parser_init(&p, arena, source, len, error, true, file)) return NULL;
    AstNode *template = NULL;
    SrcSpan start = p.tok.span;
    if (!parser_expect(&p, TOK_EPP_START)) goto done;
    AstList params = {0};
    bool specified = p.tok.kind == TOK_PIPE;
    if (specified) {
        parser_advance(&p);
        if (p.tok.kind == TOK_PIPE) {
            parser_advance(&p);
        } else if (!parser_parameters(&p, TOK_PIPE, &params)) {
            goto done;
        }
    }
    AstList items;
    if (!parser_statements(&p, TOK_EOF, &items)) goto done;
    if (p.tok.kind != TOK_EOF) {
        parser_syntax_error(&p, &p.tok);
        goto done;
    }
    SrcSpan end = p.tok.span;
    SrcSpan whole = parser_span_join(&start, &end);
    AstNode *body = parser_node(&p, AST_EPP, &whole);
    AstNode *lambda = parser_node(&p, AST_LAMBDA, &start);
    AstNode *program = parser_node(&p, AST_PROGRAM, &whole);
    AstNode **item = arena_alloc(arena, sizeof *item);
    if (!body || !lambda || !program || !item) {
        if (!p.failed) parser_fail(&p, NULL, "Out of memory while parsing");
        p.error->out_of_memory = true;
        goto done;
    }
    body->as.list.items = items;
    body->as.list.params_specified = specified;
    lambda->as.lambda.params = params;
    lambda->as.lambda.body = body;
    item[0] = lambda;
    program->as.list.items = (AstList){ item, 1 };
    template = program;
done:
    if (warnings) *warnings = p.lexer.warnings;
    return template;
}
