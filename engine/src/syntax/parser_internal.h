/* parser_internal.h: what the parser's files (parser.c, parser_expr.c, parser_catalog.c,
 * parser_string.c) share: the Parser state, token handling, node building and the entry
 * points of each part of the grammar. Not for use outside the parser. */
#ifndef PUPPET_PARSER_INTERNAL_H
#define PUPPET_PARSER_INTERNAL_H

#include "syntax/parser.h"

typedef struct Parser {
    Arena *arena;
    Lexer lexer;
    Token tok;           /* the current token */
    Token ahead;         /* the token after it, when has_ahead */
    bool has_ahead;
    bool failed;
    ParseError *error;
    int depth;
    /* names of the enclosing classes: a nested class or define gets the full name */
    const char **classes;
    size_t class_count, class_cap;
    bool epp_trial;      /* parser_epp.c is trying `<%= {`: no nested trial */
} Parser;

/* A growable list of nodes, frozen into an AstList. */
typedef struct NodeVec {
    AstNode **items;
    size_t count, cap;
} NodeVec;

/* ---- parser.c: tokens, errors, nodes ---- */
void parser_advance(Parser *p);
const Token *parser_peek(Parser *p);
/* Reports "Syntax error at '<token>'" (or the lexer's error when the token is TOK_ERROR). */
void parser_syntax_error(Parser *p, const Token *t);
/* Reports a message at a span (line 0: none). */
void parser_fail(Parser *p, const SrcSpan *span, const char *format, ...);
/* Consumes a token of the given kind or reports a syntax error at the current one. */
bool parser_expect(Parser *p, TokenKind kind);
AstNode *parser_node(Parser *p, AstKind kind, const SrcSpan *span);
/* A span from the start of a to the end of b. */
SrcSpan parser_span_join(const SrcSpan *a, const SrcSpan *b);
char *parser_strdup(Parser *p, const char *text, size_t len);
bool parser_vec_push(Parser *p, NodeVec *v, AstNode *n);
AstList parser_vec_list(const NodeVec *v);
/* Enters one level of nesting; false (error reported) past MAX_PARSE_DEPTH. */
bool parser_enter(Parser *p);
void parser_leave(Parser *p);
/* Prepares p to parse source (the first token read); false with *error filled when the lexer
 * cannot start. `epp` lexes the source as an EPP template. */
bool parser_init(Parser *p, Arena *arena, const char *source, size_t len, ParseError *error, bool epp,
                 const SourceFile *file);
/* statements: a list up to (not including) the token `end`, with statement calls made. */
bool parser_statements(Parser *p, TokenKind end, AstList *out);
/* LBRACE statements? RBRACE as an AST_BLOCK spanning the braces. */
AstNode *parser_block(Parser *p);
/* The statement functions that can be called without parentheses (`notice 'x'`). */
bool parser_is_statement_function(const char *name, size_t len);
/* The word of a keyword token usable as an attribute name, or NULL. */
const char *parser_keyword_text(TokenKind kind);

/* ---- parser_expr.c: expressions ---- */
/* assignment: relationship (('=' | '+=' | '-=') assignment)? */
AstNode *parser_assignment(Parser *p);
/* expression: the operator expressions of the grammar, without assignment and resources. */
AstNode *parser_expression(Parser *p);
/* Arguments being collected: adjacent `k => v` arguments merge into one hash, as the
 * reference's Factory.ARGUMENTS does. */
typedef struct ArgBuilder {
    NodeVec args;
    NodeVec entries;     /* of the open hash */
    AstNode *open_hash;  /* the last argument when it is an unfolded hash */
} ArgBuilder;
/* Appends an argument that is not a hashpair (closing the open hash). */
bool parser_args_push(Parser *p, ArgBuilder *b, AstNode *arg);
AstList parser_args_finish(ArgBuilder *b);
/* access_args: access_arg (',' access_arg)*, with the '[' already consumed. */
bool parser_access_args(Parser *p, NodeVec *out);
/* A postfix chain (access, method calls, calls, collectors) on a primary. */
AstNode *parser_postfix(Parser *p, AstNode *left);
/* parameter_list: ( '(' parameters? ','? ')' )? */
bool parser_parameter_list(Parser *p, AstList *out);
/* parameters ','? up to the closing token (')' or '|'). */
bool parser_parameters(Parser *p, TokenKind close, AstList *out);
/* CLASSREF ('[' access_args ']')? : the type of a parameter or a return type. */
AstNode *parser_parameter_type(Parser *p, bool endcomma);
/* array: ('[' | LISTSTART) entries ']', at the bracket. */
AstNode *parser_array(Parser *p);
/* hash: '{' hashpairs '}', at the brace. */
AstNode *parser_hash(Parser *p);
/* An integer or float from a NUMBER token. */
AstNode *parser_number(Parser *p, const Token *t);

/* ---- parser_string.c: strings ---- */
/* dq_string: DQPRE assignment (DQMID assignment)* DQPOST, at a DQPRE. */
AstNode *parser_dq_string(Parser *p);
/* heredoc: HEREDOC (STRING | dq_string). */
AstNode *parser_heredoc(Parser *p);

/* ---- parser_epp.c: EPP templates ---- */
/* epp_render_expression: RENDER_STRING | RENDER_EXPR expression epp_end
 *   | RENDER_EXPR '{' statements '}' epp_end; at the RENDER_STRING or RENDER_EXPR. */
AstNode *parser_epp_render(Parser *p);

/* ---- parser_catalog.c: resources, definitions, conditionals ---- */
/* resource: '@' resource | '@@' resource | class-resource | expression, then '{' bodies. */
AstNode *parser_resource(Parser *p);
/* The primaries that start with a keyword: if, unless, case, class, define, node, function,
 * type. Called with the keyword as the current token. */
AstNode *parser_keyword_primary(Parser *p);
/* attribute_operations: (attribute_operation (',' attribute_operation)*)? */
bool parser_attribute_operations(Parser *p, AstList *out);

#endif
