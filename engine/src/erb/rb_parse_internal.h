/* rb_parse_internal.h: what the two parser files share (rb_parse.c: statements, keywords and
 * local variables; rb_parse_expr.c: expressions, calls and literals).
 */
#ifndef PUPPET_RB_PARSE_INTERNAL_H
#define PUPPET_RB_PARSE_INTERNAL_H

#include "erb/rb_lex.h"
#include "erb/rb_parse.h"

/* The local variables of a scope: a `def` body or the template starts one, a block one that
 * sees its parents'. */
typedef struct LocalScope {
    struct LocalScope *parent;
    bool is_block;
    const char **names;
    size_t *lens;
    size_t count, cap;
} LocalScope;

typedef struct Parser {
    Ctx *ctx;
    const char *src;
    size_t len;
    RbLexer lx;
    RbToken tok;              /* the current token */
    RbToken ahead;            /* the next one, when has_ahead */
    bool has_ahead;
    RbToken prev;             /* the token before tok */
    const char *error;
    size_t error_pos;
    bool unsupported;
    LocalScope *locals;
    int depth;                /* nesting, bounded by MAX_PARSE_DEPTH */
    int cmdarg;               /* inside a command's arguments: a `do` is the command's */
    bool no_do;               /* in a while/until condition: `do` ends it */
} Parser;

/* rb_parse.c */
void rbp_next(Parser *p);
RbToken *rbp_peek(Parser *p);
bool rbp_is_keyword(const Parser *p, int kw);
bool rbp_is_op(const Parser *p, int op);
void rbp_skip_newlines(Parser *p);
RNode *rbp_fail(Parser *p, size_t pos, const char *format, ...) __attribute__((format(printf, 3, 4)));
RNode *rbp_unexpected(Parser *p, const char *expecting);
RNode *rbp_refuse(Parser *p, size_t pos, const char *construct);
RNode *rbp_node(Parser *p, RNodeKind kind, size_t pos);
void rbp_list_add(Parser *p, RNode *list, RNode *item);
bool rbp_expect_op(Parser *p, int op, const char *text);
void rbp_declare(Parser *p, const char *name, size_t len);
bool rbp_is_local(void *parser, const char *name, size_t len);
void rbp_push_scope(Parser *p, bool is_block);
void rbp_pop_scope(Parser *p);
RNode *rbp_parse_stmts(Parser *p);          /* statements up to end/else/elsif/when/rescue/ensure/}/EOF */
RNode *rbp_parse_stmt(Parser *p);
RNode *rbp_parse_expr_stmt(Parser *p);      /* not, and, or */
RNode *rbp_parse_primary_keyword(Parser *p);

/* rb_parse_expr.c */
RNode *rbp_parse_arg(Parser *p);            /* an expression with assignment, ternary, operators */
RNode *rbp_parse_call(Parser *p, RNode *recv, const RbToken *name_tok, const char *name, size_t len, int flags);
/* closer: '|' or ')'; -1: up to the end of the line (def); -2: up to '{' or do (->) */
RNode *rbp_parse_block_param_list(Parser *p, int closer);
bool rbp_parse_call_args(Parser *p, RNode *call, int closer);
bool rbp_parse_command_args(Parser *p, RNode *call);
bool rbp_starts_command_arg(Parser *p, bool after_fid);
RNode *rbp_parse_brace_or_do_block(Parser *p, bool brace);
RNode *rbp_make_call(Parser *p, RNode *recv, const char *name, size_t len, size_t pos);

#endif
