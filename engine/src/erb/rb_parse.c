/* rb_parse.c: the statements of template Ruby, its keyword constructs and the local variables
 * a scope has seen, after Ruby 3.1's parse.y (see rb_parse.h).
 *
 *   program    := stmts
 *   stmts      := (stmt (NL | ';')+)*
 *   stmt       := expr_stmt (('if' | 'unless' | 'while' | 'until' | 'rescue') expr_stmt)*
 *   expr_stmt  := 'not' expr_stmt | arg (('and' | 'or') ('not')? arg)*
 *   keyword constructs (primaries): if, unless, while, until, case, begin, def, return, next,
 *   break, defined?, and the ones refused by name: class, module, for, yield, super, ...
 *
 * What this file does not do: expressions and literals (rb_parse_expr.c).
 */
#include "erb/rb_parse_internal.h"

#include <stdarg.h>
#include <string.h>

#include "support/limits.h"

/* --- tokens --------------------------------------------------------------------------------- */

void rbp_next(Parser *p) {
    p->prev = p->tok;
    if (p->has_ahead) {
        p->tok = p->ahead;
        p->has_ahead = false;
    } else {
        p->tok = rb_lex_next(&p->lx);
    }
    if ((p->tok.kind == T_ERROR || p->tok.kind == T_UNSUPPORTED) && !p->error) {
        if (p->tok.kind == T_UNSUPPORTED)
            rbp_refuse(p, p->tok.pos, p->tok.text);
        else
            rbp_fail(p, p->tok.pos, "%s", p->tok.text);
    }
}

RbToken *rbp_peek(Parser *p) {
    if (!p->has_ahead) {
        p->ahead = rb_lex_next(&p->lx);
        p->has_ahead = true;
    }
    return &p->ahead;
}

bool rbp_is_keyword(const Parser *p, int kw) {
    return p->tok.kind == T_KEYWORD && p->tok.sub == kw;
}

bool rbp_is_op(const Parser *p, int op) {
    return p->tok.kind == T_OP && p->tok.sub == op;
}

void rbp_skip_newlines(Parser *p) {
    while (p->tok.kind == T_NL)
        rbp_next(p);
}

RNode *rbp_fail(Parser *p, size_t pos, const char *format, ...) {
    if (p->error)
        return NULL;
    va_list args;
    va_start(args, format);
    p->error = ctx_vsprintf(p->ctx, format, args);
    va_end(args);
    p->error_pos = pos;
    return NULL;
}

RNode *rbp_refuse(Parser *p, size_t pos, const char *construct) {
    if (p->error)
        return NULL;
    p->unsupported = true;
    return rbp_fail(p, pos, "%s", construct);
}

/* Ruby's name for what it did not expect ("end-of-input", "`end'", "local variable or method"). */
static const char *describe(Parser *p, const RbToken *t) {
    switch (t->kind) {
    case T_EOF: return "end-of-input";
    case T_NL: return p->src[t->pos] == ';' ? "';'" : "'\\n'";
    case T_IDENT: return "local variable or method";
    case T_CONST: return "constant";
    case T_IVAR: return "instance variable";
    case T_GVAR: case T_NTHREF: return "global variable";
    case T_LABEL: return "label";
    case T_INT: return "integer literal";
    case T_FLOAT: return "float literal";
    case T_STRING: case T_WORDS: case T_SYMBOLS: return "string literal";
    case T_SYMBOL: return "symbol literal";
    case T_REGEXP: return "regexp literal";
    case T_KEYWORD:
        return ctx_sprintf(p->ctx, "`%.*s'", (int)(t->end - t->pos), p->src + t->pos);
    case T_OP:
        return ctx_sprintf(p->ctx, "'%.*s'", (int)(t->end - t->pos), p->src + t->pos);
    default:
        return "token";
    }
}

RNode *rbp_unexpected(Parser *p, const char *expecting) {
    const char *what = describe(p, &p->tok);
    if (expecting)
        return rbp_fail(p, p->tok.pos, "syntax error, unexpected %s, expecting %s", what, expecting);
    return rbp_fail(p, p->tok.pos, "syntax error, unexpected %s", what);
}

bool rbp_expect_op(Parser *p, int op, const char *text) {
    if (rbp_is_op(p, op)) {
        rbp_next(p);
        return true;
    }
    rbp_unexpected(p, text);
    return false;
}

static bool expect_end(Parser *p) {
    rbp_skip_newlines(p);
    if (rbp_is_keyword(p, KW_END)) {
        rbp_next(p);
        return true;
    }
    rbp_unexpected(p, "`end'");
    return false;
}

RNode *rbp_node(Parser *p, RNodeKind kind, size_t pos) {
    RNode *n = ctx_calloc(p->ctx, 1, sizeof *n);
    n->kind = kind;
    n->pos = (uint32_t)pos;
    return n;
}

void rbp_list_add(Parser *p, RNode *list, RNode *item) {
    if ((list->count & (list->count - 1)) == 0) {   /* grows at powers of two */
        size_t cap = list->count ? list->count * 2 : 4;
        list->list = ctx_realloc(p->ctx, list->list, list->count * sizeof *list->list, cap * sizeof *list->list);
    }
    list->list[list->count++] = item;
}

/* --- local variables ------------------------------------------------------------------------ */

void rbp_push_scope(Parser *p, bool is_block) {
    LocalScope *s = ctx_calloc(p->ctx, 1, sizeof *s);
    s->parent = p->locals;
    s->is_block = is_block;
    p->locals = s;
}

void rbp_pop_scope(Parser *p) {
    p->locals = p->locals->parent;
}

bool rbp_is_local(void *parser, const char *name, size_t len) {
    Parser *p = parser;
    for (LocalScope *s = p->locals; s; s = s->parent) {
        for (size_t i = 0; i < s->count; i++)
            if (s->lens[i] == len && memcmp(s->names[i], name, len) == 0)
                return true;
        if (!s->is_block)
            break;
    }
    return false;
}

void rbp_declare(Parser *p, const char *name, size_t len) {
    if (rbp_is_local(p, name, len))
        return;
    LocalScope *s = p->locals;
    if (s->count == s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 8;
        s->names = ctx_realloc(p->ctx, s->names, s->cap * sizeof *s->names, cap * sizeof *s->names);
        s->lens = ctx_realloc(p->ctx, s->lens, s->cap * sizeof *s->lens, cap * sizeof *s->lens);
        s->cap = cap;
    }
    s->names[s->count] = name;
    s->lens[s->count++] = len;
}

/* --- statements ----------------------------------------------------------------------------- */

/* Whether the current token ends a list of statements. */
static bool ends_stmts(const Parser *p) {
    if (p->tok.kind == T_EOF || p->error)
        return true;
    if (p->tok.kind == T_OP && (p->tok.sub == OP_RBRACE || p->tok.sub == OP_RPAREN))
        return true;
    if (p->tok.kind != T_KEYWORD)
        return false;
    switch (p->tok.sub) {
    case KW_END: case KW_ELSE: case KW_ELSIF: case KW_WHEN: case KW_IN: case KW_RESCUE: case KW_ENSURE:
        return true;
    default:
        return false;
    }
}

RNode *rbp_parse_stmts(Parser *p) {
    RNode *seq = rbp_node(p, RN_SEQ, p->tok.pos);
    if (++p->depth > MAX_PARSE_DEPTH)
        return rbp_fail(p, p->tok.pos, "the template's Ruby nests too deeply");
    rbp_skip_newlines(p);
    while (!ends_stmts(p)) {
        RNode *stmt = rbp_parse_stmt(p);
        if (!stmt)
            return NULL;
        rbp_list_add(p, seq, stmt);
        if (p->tok.kind == T_NL)
            rbp_skip_newlines(p);
        else if (!ends_stmts(p))
            return rbp_unexpected(p, NULL);
    }
    p->depth--;
    return p->error ? NULL : seq;
}

/* stmt rescue expr: a begin with one rescue clause for StandardError */
static RNode *rescue_modifier(Parser *p, RNode *body, RNode *fallback, size_t pos) {
    RNode *rescue = rbp_node(p, RN_RESCUE, pos);
    rescue->a = fallback;
    RNode *begin = rbp_node(p, RN_BEGIN, body->pos);
    begin->a = body;
    rbp_list_add(p, begin, rescue);
    return begin;
}

RNode *rbp_parse_stmt(Parser *p) {
    /* `a, b = ...`, `*a = ...`: valid Ruby the engine does not run, never a syntax error (a
     * statement followed by a comma can only be the left side of a multiple assignment) */
    if (rbp_is_op(p, OP_STAR))
        return rbp_refuse(p, p->tok.pos, "multiple assignment");
    RNode *stmt = rbp_parse_expr_stmt(p);
    if (stmt && rbp_is_op(p, OP_COMMA))
        return rbp_refuse(p, stmt->pos, "multiple assignment");
    while (stmt && p->tok.kind == T_KEYWORD) {
        int kw = p->tok.sub;
        size_t pos = p->tok.pos;
        if (kw != KW_IF && kw != KW_UNLESS && kw != KW_WHILE && kw != KW_UNTIL && kw != KW_RESCUE)
            break;
        rbp_next(p);
        RNode *cond = kw == KW_RESCUE ? rbp_parse_arg(p) : rbp_parse_expr_stmt(p);
        if (!cond)
            return NULL;
        if (kw == KW_RESCUE) {
            stmt = rescue_modifier(p, stmt, cond, pos);
        } else if (kw == KW_IF || kw == KW_UNLESS) {
            RNode *n = rbp_node(p, RN_IF, stmt->pos);
            n->a = cond;
            if (kw == KW_IF)
                n->b = stmt;
            else
                n->c = stmt;
            stmt = n;
        } else {
            RNode *n = rbp_node(p, RN_WHILE, stmt->pos);
            n->a = cond;
            n->b = stmt;
            n->flags = (kw == KW_UNTIL ? 1u : 0u) | (stmt->kind == RN_BEGIN && stmt->list == NULL ? 2u : 0u);
            stmt = n;
        }
    }
    return stmt;
}

RNode *rbp_parse_expr_stmt(Parser *p) {
    RNode *left;
    if (rbp_is_keyword(p, KW_NOT)) {
        size_t pos = p->tok.pos;
        rbp_next(p);
        RNode *operand = rbp_parse_expr_stmt(p);
        if (!operand)
            return NULL;
        left = rbp_node(p, RN_NOT, pos);
        left->a = operand;
        return left;
    }
    left = rbp_parse_arg(p);
    while (left && (rbp_is_keyword(p, KW_AND) || rbp_is_keyword(p, KW_OR))) {
        bool is_and = p->tok.sub == KW_AND;
        size_t pos = p->tok.pos;
        rbp_next(p);
        rbp_skip_newlines(p);
        RNode *right;
        if (rbp_is_keyword(p, KW_NOT)) {
            size_t not_pos = p->tok.pos;
            rbp_next(p);
            RNode *operand = rbp_parse_arg(p);
            if (!operand)
                return NULL;
            right = rbp_node(p, RN_NOT, not_pos);
            right->a = operand;
        } else {
            right = rbp_parse_arg(p);
        }
        if (!right)
            return NULL;
        RNode *n = rbp_node(p, is_and ? RN_AND : RN_OR, pos);
        n->a = left;
        n->b = right;
        left = n;
    }
    return left;
}

/* --- keyword constructs --------------------------------------------------------------------- */

/* `then`, a newline or ';' after a condition */
static bool then_part(Parser *p) {
    if (rbp_is_keyword(p, KW_THEN)) {
        rbp_next(p);
        return true;
    }
    if (p->tok.kind == T_NL) {
        rbp_skip_newlines(p);
        if (rbp_is_keyword(p, KW_THEN))
            rbp_next(p);
        return true;
    }
    rbp_unexpected(p, "`then' or ';' or '\\n'");
    return false;
}

/* if/unless cond then stmts (elsif cond then stmts)* (else stmts)? end */
static RNode *rbp_parse_if(Parser *p, bool unless) {
    RNode *n = rbp_node(p, RN_IF, p->tok.pos);
    rbp_next(p);
    n->a = rbp_parse_expr_stmt(p);
    if (!n->a || !then_part(p))
        return NULL;
    RNode *body = rbp_parse_stmts(p);
    if (!body)
        return NULL;
    if (unless)
        n->c = body;
    else
        n->b = body;
    RNode *tail = n;
    while (!unless && rbp_is_keyword(p, KW_ELSIF)) {
        RNode *elsif = rbp_node(p, RN_IF, p->tok.pos);
        rbp_next(p);
        elsif->a = rbp_parse_expr_stmt(p);
        if (!elsif->a || !then_part(p))
            return NULL;
        elsif->b = rbp_parse_stmts(p);
        if (!elsif->b)
            return NULL;
        tail->c = elsif;
        tail = elsif;
    }
    if (rbp_is_keyword(p, KW_ELSE)) {
        rbp_next(p);
        RNode *other = rbp_parse_stmts(p);
        if (!other)
            return NULL;
        if (unless)
            n->b = other;
        else
            tail->c = other;
    }
    return expect_end(p) ? n : NULL;
}

/* while/until cond (do | NL) stmts end */
static RNode *rbp_parse_while(Parser *p, bool until) {
    RNode *n = rbp_node(p, RN_WHILE, p->tok.pos);
    n->flags = until ? 1u : 0u;
    rbp_next(p);
    bool saved = p->no_do;
    p->no_do = true;
    n->a = rbp_parse_expr_stmt(p);
    p->no_do = saved;
    if (!n->a)
        return NULL;
    if (rbp_is_keyword(p, KW_DO))
        rbp_next(p);
    else if (p->tok.kind == T_NL)
        rbp_skip_newlines(p);
    else
        return rbp_unexpected(p, "`do' or ';' or '\\n'");
    n->b = rbp_parse_stmts(p);
    if (!n->b)
        return NULL;
    return expect_end(p) ? n : NULL;
}

/* case [subject] (when values then stmts)+ (else stmts)? end */
static RNode *rbp_parse_case(Parser *p) {
    RNode *n = rbp_node(p, RN_CASE, p->tok.pos);
    rbp_next(p);
    if (p->tok.kind != T_NL) {
        n->a = rbp_parse_expr_stmt(p);
        if (!n->a)
            return NULL;
    }
    rbp_skip_newlines(p);
    if (rbp_is_keyword(p, KW_IN))
        return rbp_refuse(p, p->tok.pos, "pattern matching (case/in)");
    if (!rbp_is_keyword(p, KW_WHEN))
        return rbp_unexpected(p, "`when'");
    while (rbp_is_keyword(p, KW_WHEN)) {
        RNode *when = rbp_node(p, RN_WHEN, p->tok.pos);
        rbp_next(p);
        for (;;) {
            RNode *value;
            if (rbp_is_op(p, OP_STAR)) {
                value = rbp_node(p, RN_SPLAT, p->tok.pos);
                rbp_next(p);
                value->a = rbp_parse_arg(p);
                if (!value->a)
                    return NULL;
            } else {
                value = rbp_parse_arg(p);
                if (!value)
                    return NULL;
            }
            rbp_list_add(p, when, value);
            if (!rbp_is_op(p, OP_COMMA))
                break;
            rbp_next(p);
            rbp_skip_newlines(p);
        }
        if (!then_part(p))
            return NULL;
        when->a = rbp_parse_stmts(p);
        if (!when->a)
            return NULL;
        rbp_list_add(p, n, when);
    }
    if (rbp_is_keyword(p, KW_ELSE)) {
        rbp_next(p);
        n->b = rbp_parse_stmts(p);
        if (!n->b)
            return NULL;
    }
    return expect_end(p) ? n : NULL;
}

/* The rescue, else and ensure clauses of a begin or def body, up to its `end`. */
static RNode *rbp_parse_body_clauses(Parser *p, RNode *body, size_t pos) {
    if (!rbp_is_keyword(p, KW_RESCUE) && !rbp_is_keyword(p, KW_ENSURE) && !rbp_is_keyword(p, KW_ELSE))
        return expect_end(p) ? body : NULL;
    RNode *begin = rbp_node(p, RN_BEGIN, pos);
    begin->a = body;
    while (rbp_is_keyword(p, KW_RESCUE)) {
        RNode *rescue = rbp_node(p, RN_RESCUE, p->tok.pos);
        rbp_next(p);
        while (p->tok.kind != T_NL && !rbp_is_keyword(p, KW_THEN) && !rbp_is_op(p, OP_ASSOC)) {
            RNode *cls = rbp_parse_arg(p);
            if (!cls)
                return NULL;
            rbp_list_add(p, rescue, cls);
            if (!rbp_is_op(p, OP_COMMA))
                break;
            rbp_next(p);
            rbp_skip_newlines(p);
        }
        if (rbp_is_op(p, OP_ASSOC)) {
            rbp_next(p);
            if (p->tok.kind != T_IDENT)
                return rbp_unexpected(p, "local variable");
            rescue->text = p->src + p->tok.pos;
            rescue->len = p->tok.end - p->tok.pos;
            rbp_declare(p, rescue->text, rescue->len);
            rbp_next(p);
        }
        if (!then_part(p))
            return NULL;
        rescue->a = rbp_parse_stmts(p);
        if (!rescue->a)
            return NULL;
        RNode *list_holder = begin;
        rbp_list_add(p, list_holder, rescue);
    }
    if (rbp_is_keyword(p, KW_ELSE)) {
        rbp_next(p);
        begin->b = rbp_parse_stmts(p);
        if (!begin->b)
            return NULL;
    }
    if (rbp_is_keyword(p, KW_ENSURE)) {
        rbp_next(p);
        begin->c = rbp_parse_stmts(p);
        if (!begin->c)
            return NULL;
    }
    return expect_end(p) ? begin : NULL;
}

static RNode *rbp_parse_begin(Parser *p) {
    size_t pos = p->tok.pos;
    rbp_next(p);
    RNode *body = rbp_parse_stmts(p);
    if (!body)
        return NULL;
    RNode *n = rbp_parse_body_clauses(p, body, pos);
    if (n && n->kind != RN_BEGIN) {   /* a plain begin..end: kept apart for `end while` */
        RNode *begin = rbp_node(p, RN_BEGIN, pos);
        begin->a = n;
        n = begin;
    }
    return n;
}

/* def name(params) stmts end, or def name params NL stmts end */
static RNode *rbp_parse_def(Parser *p) {
    RNode *n = rbp_node(p, RN_DEF, p->tok.pos);
    p->lx.state = LEX_DOT;   /* the name may be any word, even a keyword */
    rbp_next(p);
    if (p->tok.kind != T_IDENT && p->tok.kind != T_CONST)
        return rbp_refuse(p, n->pos, "a method definition other than `def name'");
    n->text = p->src + p->tok.pos;
    n->len = p->tok.end - p->tok.pos;
    rbp_next(p);
    if (rbp_is_op(p, OP_DOT) || rbp_is_op(p, OP_ASSIGN))
        return rbp_refuse(p, n->pos, "a singleton or endless method definition");
    rbp_push_scope(p, false);
    RNode *params = NULL;
    if (rbp_is_op(p, OP_LPAREN)) {
        rbp_next(p);
        params = rbp_parse_block_param_list(p, OP_RPAREN);
    } else if (p->tok.kind != T_NL) {
        params = rbp_parse_block_param_list(p, -1);
    } else {
        params = rbp_node(p, RN_BLOCK, n->pos);
    }
    if (!params) {
        rbp_pop_scope(p);
        return NULL;
    }
    n->list = params->list;
    n->count = params->count;
    RNode *body = rbp_parse_stmts(p);
    if (body)
        body = rbp_parse_body_clauses(p, body, n->pos);
    rbp_pop_scope(p);
    if (!body)
        return NULL;
    n->a = body;
    return n;
}

/* return/next/break [value[, value...]] */
static RNode *rbp_parse_jump(Parser *p, RNodeKind kind) {
    RNode *n = rbp_node(p, kind, p->tok.pos);
    rbp_next(p);
    if (p->tok.kind == T_NL || p->tok.kind == T_EOF || ends_stmts(p) ||
        (p->tok.kind == T_KEYWORD && (p->tok.sub == KW_IF || p->tok.sub == KW_UNLESS || p->tok.sub == KW_WHILE ||
                                      p->tok.sub == KW_UNTIL || p->tok.sub == KW_AND || p->tok.sub == KW_OR)))
        return n;
    RNode *value = rbp_parse_arg(p);
    if (!value)
        return NULL;
    if (rbp_is_op(p, OP_COMMA)) {
        RNode *array = rbp_node(p, RN_ARRAY, value->pos);
        rbp_list_add(p, array, value);
        while (rbp_is_op(p, OP_COMMA)) {
            rbp_next(p);
            RNode *item = rbp_parse_arg(p);
            if (!item)
                return NULL;
            rbp_list_add(p, array, item);
        }
        value = array;
    }
    n->a = value;
    return n;
}

RNode *rbp_parse_primary_keyword(Parser *p) {
    size_t pos = p->tok.pos;
    switch ((RbKeyword)p->tok.sub) {
    case KW_NIL: case KW_TRUE: case KW_FALSE: case KW_SELF: {
        RNodeKind kind = p->tok.sub == KW_NIL ? RN_NIL : p->tok.sub == KW_TRUE ? RN_TRUE
                       : p->tok.sub == KW_FALSE ? RN_FALSE : RN_SELF;
        rbp_next(p);
        return rbp_node(p, kind, pos);
    }
    case KW_IF: return rbp_parse_if(p, false);
    case KW_UNLESS: return rbp_parse_if(p, true);
    case KW_WHILE: return rbp_parse_while(p, false);
    case KW_UNTIL: return rbp_parse_while(p, true);
    case KW_CASE: return rbp_parse_case(p);
    case KW_BEGIN: return rbp_parse_begin(p);
    case KW_DEF: return rbp_parse_def(p);
    case KW_RETURN: return rbp_parse_jump(p, RN_RETURN);
    case KW_NEXT: return rbp_parse_jump(p, RN_NEXT);
    case KW_BREAK: return rbp_parse_jump(p, RN_BREAK);
    case KW_DEFINED: {
        rbp_next(p);
        RNode *n = rbp_node(p, RN_DEFINED, pos);
        if (rbp_is_op(p, OP_LPAREN)) {
            rbp_next(p);
            rbp_skip_newlines(p);
            n->a = rbp_parse_expr_stmt(p);
            rbp_skip_newlines(p);
            if (!n->a || !rbp_expect_op(p, OP_RPAREN, "')'"))
                return NULL;
        } else {
            n->a = rbp_parse_arg(p);
            if (!n->a)
                return NULL;
        }
        return n;
    }
    case KW_FILE: {
        rbp_next(p);
        RNode *n = rbp_node(p, RN_CALL, pos);
        n->text = "__FILE__";
        n->len = 8;
        n->flags = RF_VCALL;
        return n;
    }
    case KW_LINE: {
        rbp_next(p);
        RNode *n = rbp_node(p, RN_CALL, pos);
        n->text = "__LINE__";
        n->len = 8;
        n->flags = RF_VCALL;
        return n;
    }
    case KW_METHOD: {
        rbp_next(p);
        return rbp_node(p, RN_NIL, pos);
    }
    case KW_CLASS: return rbp_refuse(p, pos, "a class definition");
    case KW_MODULE: return rbp_refuse(p, pos, "a module definition");
    case KW_FOR: return rbp_refuse(p, pos, "a for loop");
    case KW_YIELD: return rbp_refuse(p, pos, "yield");
    case KW_SUPER: return rbp_refuse(p, pos, "super");
    case KW_ALIAS: return rbp_refuse(p, pos, "alias");
    case KW_UNDEF: return rbp_refuse(p, pos, "undef");
    case KW_REDO: return rbp_refuse(p, pos, "redo");
    case KW_RETRY: return rbp_refuse(p, pos, "retry");
    case KW_LOOP_BEGIN: case KW_LOOP_END: return rbp_refuse(p, pos, "a BEGIN or END block");
    case KW_ENCODING: return rbp_refuse(p, pos, "__ENCODING__");
    default:
        return rbp_unexpected(p, NULL);
    }
}

RbParseResult rb_parse(Ctx *ctx, const char *src, size_t len) {
    Parser p;
    memset(&p, 0, sizeof p);
    p.ctx = ctx;
    p.src = src;
    p.len = len;
    rb_lex_init(&p.lx, src, 0, len);
    p.lx.is_local = rbp_is_local;
    p.lx.parser = &p;
    rbp_push_scope(&p, false);
    rbp_next(&p);
    RNode *program = rbp_parse_stmts(&p);
    if (program && p.tok.kind != T_EOF)
        rbp_unexpected(&p, NULL);
    RbParseResult result = { NULL, NULL, false, 0 };
    if (p.error) {
        result.error = p.error;
        result.error_pos = p.error_pos;
        result.unsupported = p.unsupported;
    } else {
        result.program = program;
    }
    return result;
}
