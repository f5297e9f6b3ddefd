/* parser.c: the parser's entry points, token handling, errors, node building and the
 * statement lists of the grammar (egrammar.ra `statements`, `syntactic_statements`) with the
 * reference's transform_calls: a statement function name followed by an expression or a
 * comma list becomes a call (`notice 'a', 'b'`). Expressions are in parser_expr.c, strings in
 * parser_string.c, resources, definitions and conditionals in parser_catalog.c.
 */
#include "syntax/parser_internal.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

#include "support/limits.h"
#include "support/stack.h"

/* ---- tokens ---- */

void parser_advance(Parser *p)
{
    if (p->has_ahead) {
        p->tok = p->ahead;
        p->has_ahead = false;
    } else {
        lexer_next(&p->lexer, &p->tok);
    }
}

const Token *parser_peek(Parser *p)
{
    if (!p->has_ahead) {
        lexer_next(&p->lexer, &p->ahead);
        p->has_ahead = true;
    }
    return &p->ahead;
}

/* ---- errors ---- */

static void set_error(Parser *p, const SrcSpan *span, const char *message)
{
    if (p->failed) return;
    p->failed = true;
    /* a message longer than the error's buffer keeps its beginning */
    if (snprintf(p->error->message, sizeof p->error->message, "%s%s", PARSE_ERROR_PREFIX, message) < 0)
        p->error->message[0] = '\0';
    if (span) p->error->span = *span; else memset(&p->error->span, 0, sizeof p->error->span);
    p->error->regexes = p->lexer.regexes;
}

void parser_fail(Parser *p, const SrcSpan *span, const char *format, ...)
{
    char msg[600];
    va_list ap;
    va_start(ap, format);
    vsnprintf(msg, sizeof msg, format, ap);
    va_end(ap);
    set_error(p, span, msg);
}

void parser_syntax_error(Parser *p, const Token *t)
{
    if (p->failed) return;
    if (t->kind == TOK_ERROR) {
        p->error->out_of_memory = p->lexer.out_of_memory;
        set_error(p, p->lexer.error_span.line ? &p->lexer.error_span : NULL, p->lexer.error);
        return;
    }
    if (t->kind == TOK_EOF) {
        /* the reference gives no location at the end of input */
        set_error(p, NULL, "Syntax error at end of input");
        return;
    }
    /* the token's value, as the reference's "'#{value[:value]}'" shows it */
    const char *text = t->text;
    int len = (int)(t->len > 500 ? 500 : t->len);
    if (t->kind == TOK_BOOLEAN) {
        text = t->boolean ? "true" : "false";
        len = (int)strlen(text);
    }
    if (t->kind == TOK_REGEX) {
        /* the reference shows a Ruby Regexp here ('(?-mix:a)'); the pattern between slashes
         * is shown instead (reference-notes: Ruby representations are not reproduced) */
        parser_fail(p, &t->span, "Syntax error at '/%.*s/'", len, text);
        return;
    }
    parser_fail(p, &t->span, "Syntax error at '%.*s'", len, text);
}

bool parser_expect(Parser *p, TokenKind kind)
{
    if (p->tok.kind != kind) {
        parser_syntax_error(p, &p->tok);
        return false;
    }
    parser_advance(p);
    return true;
}

static void out_of_memory(Parser *p)
{
    if (p->failed) return;
    p->error->out_of_memory = true;
    /* located at the token being parsed, as a limit in the evaluator is at its expression */
    set_error(p, p->tok.span.line ? &p->tok.span : NULL, "Out of memory while parsing");
}

/* ---- nodes ---- */

AstNode *parser_node(Parser *p, AstKind kind, const SrcSpan *span)
{
    AstNode *n = arena_calloc(p->arena, 1, sizeof *n);
    if (!n) {
        out_of_memory(p);
        return NULL;
    }
    n->kind = kind;
    if (span) n->span = *span;
    return n;
}

SrcSpan parser_span_join(const SrcSpan *a, const SrcSpan *b)
{
    SrcSpan s = *a;
    uint32_t end = b->offset + b->length;
    if (end >= a->offset) {
        s.end_line = b->end_line;
        s.end_column = b->end_column;
        s.length = end - a->offset;
    }
    return s;
}

char *parser_strdup(Parser *p, const char *text, size_t len)
{
    char *s = arena_strndup(p->arena, text, len);
    if (!s) out_of_memory(p);
    return s;
}

bool parser_vec_push(Parser *p, NodeVec *v, AstNode *n)
{
    if (v->count == v->cap) {
        size_t cap = v->cap ? v->cap * 2 : 4;
        AstNode **items = arena_realloc(p->arena, v->items, v->cap * sizeof *items, cap * sizeof *items);
        if (!items) {
            out_of_memory(p);
            return false;
        }
        v->items = items;
        v->cap = cap;
    }
    v->items[v->count++] = n;
    return true;
}

AstList parser_vec_list(const NodeVec *v)
{
    AstList l = {v->items, v->count};
    return l;
}

bool parser_enter(Parser *p)
{
    /* a small stack (a thread's, `ulimit -s 1024`) ends before MAX_PARSE_DEPTH levels */
    if (stack_exhausted()) {
        p->depth++;
        if (!p->failed) {
            p->error->out_of_stack = true;
            set_error(p, p->tok.span.line ? &p->tok.span : NULL, "The program nests too deeply for the stack");
        }
        return false;
    }
    if (++p->depth > MAX_PARSE_DEPTH) {
        parser_fail(p, p->tok.kind == TOK_EOF ? NULL : &p->tok.span,
                    "Expressions are nested too deeply (more than %d levels)", MAX_PARSE_DEPTH);
        return false;
    }
    return true;
}

void parser_leave(Parser *p)
{
    p->depth--;
}

/* ---- statements ---- */

bool parser_is_statement_function(const char *name, size_t len)
{
    /* Factory::STATEMENT_CALLS of the reference */
    static const char *const names[] = {
        "require", "realize", "include", "contain", "tag", "debug", "info", "notice", "warning",
        "err", "fail", "import", "break", "next", "return",
    };
    for (size_t i = 0; i < sizeof names / sizeof names[0]; i++) {
        if (strlen(names[i]) == len && memcmp(names[i], name, len) == 0) return true;
    }
    return false;
}

const char *parser_keyword_text(TokenKind kind)
{
    /* egrammar.ra `keyword`: the keywords that can name an attribute */
    switch ((int)kind) {
    case TOK_AND: case TOK_CASE: case TOK_CLASS: case TOK_DEFAULT: case TOK_DEFINE:
    case TOK_ELSE: case TOK_ELSIF: case TOK_IF: case TOK_IN: case TOK_INHERITS: case TOK_NODE:
    case TOK_OR: case TOK_UNDEF: case TOK_UNLESS: case TOK_TYPE: case TOK_ATTR:
    case TOK_FUNCTION: case TOK_PRIVATE:
        return lexer_token_text(kind);
    default:
        return NULL;
    }
}

/* One syntactic statement: an assignment, or a comma list of them (the arguments of a
 * statement call without parentheses). */
typedef struct SynStatement {
    AstNode *node;       /* a single statement */
    NodeVec list;        /* a comma list (node == NULL) */
    SrcSpan comma;       /* the first comma of a list */
} SynStatement;

/* syntactic_statement: assignment (',' assignment)* */
static bool syntactic_statement(Parser *p, SynStatement *out)
{
    memset(out, 0, sizeof *out);
    AstNode *first = parser_assignment(p);
    if (!first) return false;
    if (p->tok.kind != TOK_COMMA) {
        out->node = first;
        return true;
    }
    out->comma = p->tok.span;
    if (!parser_vec_push(p, &out->list, first)) return false;
    while (p->tok.kind == TOK_COMMA) {
        parser_advance(p);
        AstNode *next = parser_assignment(p);
        if (!next || !parser_vec_push(p, &out->list, next)) return false;
    }
    return true;
}

/* transform_calls of the reference: a statement function name followed by a statement takes
 * it (or the comma list) as arguments; a comma list anywhere else is an error at its first
 * comma. Runs when the whole list has been parsed, as the reference's reduction does. */
static bool transform_calls(Parser *p, SynStatement *stmts, size_t count, NodeVec *out)
{
    for (size_t i = 0; i < count; i++) {
        SynStatement *s = &stmts[i];
        AstNode *name = out->count ? out->items[out->count - 1] : NULL;
        if (name && name->kind == AST_NAME &&
            parser_is_statement_function(name->as.string.text, name->as.string.len)) {
            NodeVec args = {0};
            if (s->node) {
                if (!parser_vec_push(p, &args, s->node)) return false;
            } else {
                args = s->list;
            }
            AstNode *last = args.items[args.count - 1];
            SrcSpan span = parser_span_join(&name->span, &last->span);
            AstNode *call = parser_node(p, AST_CALL, &span);
            if (!call) return false;
            call->as.call.function = name;
            call->as.call.args = parser_vec_list(&args);
            call->as.call.statement_style = true;
            out->items[out->count - 1] = call;
            continue;
        }
        if (!s->node) {
            if (name && name->kind == AST_NAME) {
                parser_fail(p, &s->comma,
                            "attempt to pass argument list to the function '%s' which cannot be called without parentheses",
                            name->as.string.text);
            } else {
                parser_fail(p, &s->comma, "illegal comma separated argument list");
            }
            return false;
        }
        if (!parser_vec_push(p, out, s->node)) return false;
    }
    return true;
}

/* FIRST(assignment): the tokens that can start a statement. */
static bool starts_statement(TokenKind k)
{
    switch ((int)k) {
    case TOK_AT: case TOK_ATAT: case TOK_CLASS: case TOK_MINUS: case TOK_TIMES: case TOK_NOT:
    case TOK_LPAREN: case TOK_WSLPAREN: case TOK_LBRACK: case TOK_LISTSTART: case TOK_LBRACE:
    case TOK_VARIABLE: case TOK_NAME: case TOK_WORD: case TOK_STRING: case TOK_DQPRE:
    case TOK_HEREDOC: case TOK_NUMBER: case TOK_BOOLEAN: case TOK_DEFAULT: case TOK_UNDEF:
    case TOK_CLASSREF: case TOK_REGEX: case TOK_CASE: case TOK_IF: case TOK_UNLESS:
    case TOK_DEFINE: case TOK_NODE: case TOK_FUNCTION: case TOK_TYPE: case TOK_ATTR:
    case TOK_PRIVATE: case TOK_RENDER_STRING: case TOK_RENDER_EXPR:
        return true;
    default:
        return false;
    }
}

bool parser_statements(Parser *p, TokenKind end, AstList *out)
{
    out->items = NULL;
    out->count = 0;
    if (p->tok.kind == end) return true;
    SynStatement *stmts = NULL;
    size_t count = 0, cap = 0;
    for (;;) {
        if (count == cap) {
            size_t ncap = cap ? cap * 2 : 8;
            SynStatement *n = arena_realloc(p->arena, stmts, cap * sizeof *n, ncap * sizeof *n);
            if (!n) {
                out_of_memory(p);
                return false;
            }
            stmts = n;
            cap = ncap;
        }
        if (!syntactic_statement(p, &stmts[count])) return false;
        count++;
        /* syntactic_statements: s | ss ';' s | ss s : a ';' must be followed by a statement */
        if (p->tok.kind == TOK_SEMIC) {
            parser_advance(p);
            continue;
        }
        if (p->tok.kind == end || !starts_statement(p->tok.kind)) break;
    }
    if (p->tok.kind == TOK_ERROR) {
        parser_syntax_error(p, &p->tok);
        return false;
    }
    /* The reference reduces the list (and runs transform_calls) on any token that cannot go
     * on with it, before it finds that the token is an error. */
    NodeVec v = {0};
    if (!transform_calls(p, stmts, count, &v)) return false;
    if (p->tok.kind != end) {
        parser_syntax_error(p, &p->tok);
        return false;
    }
    *out = parser_vec_list(&v);
    return true;
}

AstNode *parser_block(Parser *p)
{
    SrcSpan open = p->tok.span;
    if (!parser_expect(p, TOK_LBRACE)) return NULL;
    AstList items;
    if (!parser_statements(p, TOK_RBRACE, &items)) return NULL;
    SrcSpan close = p->tok.span;
    if (!parser_expect(p, TOK_RBRACE)) return NULL;
    SrcSpan span = parser_span_join(&open, &close);
    AstNode *block = parser_node(p, AST_BLOCK, &span);
    if (block) block->as.list.items = items;
    return block;
}

/* ---- entry points ---- */

bool parser_init(Parser *p, Arena *arena, const char *source, size_t len, ParseError *error, bool epp,
                 const SourceFile *file)
{
    memset(p, 0, sizeof *p);
    memset(error, 0, sizeof *error);
    p->arena = arena;
    p->error = error;
    if (!(epp ? lexer_init_epp : lexer_init)(&p->lexer, arena, source, len)) {
        p->error->out_of_memory = p->lexer.out_of_memory;
        set_error(p, p->lexer.error_span.line ? &p->lexer.error_span : NULL, p->lexer.error);
        return false;
    }
    p->lexer.file = file;
    parser_advance(p);
    return true;
}

AstNode *parser_parse_program_warnings(Arena *arena, const char *source, size_t len,
                                       ParseError *error, LexWarning **warnings)
{
    return parser_parse_file(arena, source, len, NULL, error, warnings);
}

AstNode *parser_parse_file(Arena *arena, const char *source, size_t len, const SourceFile *file,
                           ParseError *error, LexWarning **warnings)
{
    Parser p;
    if (warnings) *warnings = NULL;
    if (!parser_init(&p, arena, source, len, error, false, file)) return NULL;
    SrcSpan start = p.tok.span;
    AstList items;
    bool ok = parser_statements(&p, TOK_EOF, &items);
    /* the warnings of what was lexed, also when the parse failed (the reference prints them) */
    if (warnings) *warnings = p.lexer.warnings;
    if (!ok) return NULL;
    if (p.tok.kind != TOK_EOF) {
        parser_syntax_error(&p, &p.tok);
        return NULL;
    }
    SrcSpan span = parser_span_join(&start, &p.tok.span);
    AstNode *program = parser_node(&p, AST_PROGRAM, &span);
    if (!program) return NULL;
    program->as.list.items = items;
    return program;
}

AstNode *parser_parse_program(Arena *arena, const char *source, size_t len, ParseError *error)
{
    return parser_parse_program_warnings(arena, source, len, error, NULL);
}

AstNode *parser_parse_expression(Arena *arena, const char *source, size_t len, ParseError *error)
{
    Parser p;
    if (!parser_init(&p, arena, source, len, error, false, NULL)) return NULL;
    AstNode *e = parser_expression(&p);
    if (!e) return NULL;
    if (p.tok.kind != TOK_EOF) {
        parser_syntax_error(&p, &p.tok);
        return NULL;
    }
    return e;
}
