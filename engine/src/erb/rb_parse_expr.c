/* rb_parse_expr.c: the expressions of template Ruby (see rb_parse.h).
 *
 *   arg        := target ('=' | 'op=') arg | ternary
 *   ternary    := range ('?' ternary ':' ternary)?
 *   range      := binary (('..' | '...') binary)?
 *   binary     := unary (op binary)*             precedence: PRECEDENCE below
 *   unary      := ('!' | '-' | '+' | '~') unary | postfix
 *   postfix    := primary ('.' name args? block? | '::' name | '[' args ']')*
 *   args       := '(' arg, ... ')' | command args (no parentheses, see starts_command_arg)
 *   block      := '{' |params| stmts '}' | 'do' |params| stmts 'end'
 *
 * Literals are decoded here from their tokens: escapes of double-quoted strings, `#{}`
 * interpolation (its code parsed by a parser over that part of the source), %w lists, symbols
 * and regexps (whose escapes stay for the regexp engine).
 *
 * What this file does not do: statements and keyword constructs (rb_parse.c).
 */
#include "erb/rb_parse_internal.h"

#include <string.h>

#include "erb/rb.h"
#include "support/ascii.h"
#include "support/limits.h"
#include "support/strbuf.h"

RNode *rbp_make_call(Parser *p, RNode *recv, const char *name, size_t len, size_t pos) {
    RNode *n = rbp_node(p, RN_CALL, pos);
    n->a = recv;
    n->text = name;
    n->len = len;
    n->mid = rb_method_id(name, len);
    return n;
}

/* --- binary operators ----------------------------------------------------------------------- */

enum {
    PREC_NONE, PREC_OROR, PREC_ANDAND, PREC_EQUALITY, PREC_ORDER, PREC_BOR, PREC_BAND, PREC_SHIFT,
    PREC_ADD, PREC_MUL, PREC_UMINUS, PREC_POW,
};

static int precedence(const RbToken *t) {
    if (t->kind != T_OP)
        return PREC_NONE;
    switch (t->sub) {
    case OP_OROR: return PREC_OROR;
    case OP_ANDAND: return PREC_ANDAND;
    case OP_CMP: case OP_EQ: case OP_EQQ: case OP_NEQ: case OP_MATCH: case OP_NMATCH: return PREC_EQUALITY;
    case OP_LT: case OP_LE: case OP_GT: case OP_GE: return PREC_ORDER;
    case OP_PIPE: case OP_CARET: return PREC_BOR;
    case OP_AMP: return PREC_BAND;
    case OP_LSHIFT: case OP_RSHIFT: return PREC_SHIFT;
    case OP_PLUS: case OP_MINUS: return PREC_ADD;
    case OP_STAR: case OP_DIV: case OP_MOD: return PREC_MUL;
    case OP_POW: return PREC_POW;
    default: return PREC_NONE;
    }
}

static RNode *rbp_parse_unary(Parser *p);
static RNode *rbp_parse_primary(Parser *p);

static RNode *rbp_parse_binary(Parser *p, int min) {
    RNode *left = rbp_parse_unary(p);
    while (left) {
        int prec = precedence(&p->tok);
        if (prec == PREC_NONE || prec < min)
            break;
        RbToken op = p->tok;
        rbp_next(p);
        rbp_skip_newlines(p);
        RNode *right = rbp_parse_binary(p, prec == PREC_POW ? prec : prec + 1);
        if (!right)
            return NULL;
        if (op.sub == OP_OROR || op.sub == OP_ANDAND) {
            RNode *n = rbp_node(p, op.sub == OP_OROR ? RN_OR : RN_AND, op.pos);
            n->a = left;
            n->b = right;
            left = n;
            continue;
        }
        const char *name = rb_op_text((RbOp)op.sub);
        RNode *call = rbp_make_call(p, left, name, strlen(name), op.pos);
        call->flags |= RF_BINARY;
        rbp_list_add(p, call, right);
        left = call;
    }
    return left;
}

static RNode *rbp_parse_unary(Parser *p) {
    if (p->tok.kind == T_OP) {
        size_t pos = p->tok.pos;
        switch (p->tok.sub) {
        case OP_NOT: {
            rbp_next(p);
            RNode *operand = rbp_parse_unary(p);
            if (!operand)
                return NULL;
            RNode *n = rbp_node(p, RN_NOT, pos);
            n->a = operand;
            return n;
        }
        case OP_MINUS:
        case OP_PLUS:
        case OP_TILDE: {
            const char *name = p->tok.sub == OP_MINUS ? "-@" : p->tok.sub == OP_PLUS ? "+@" : "~";
            rbp_next(p);
            RNode *operand = p->tok.sub == OP_TILDE ? rbp_parse_unary(p) : rbp_parse_binary(p, PREC_POW);
            if (!operand)
                return NULL;
            return rbp_make_call(p, operand, name, strlen(name), pos);
        }
        default:
            break;
        }
    }
    if (p->tok.kind == T_KEYWORD && p->tok.sub == KW_NOT) {
        size_t pos = p->tok.pos;
        rbp_next(p);
        RNode *operand = rbp_parse_unary(p);
        if (!operand)
            return NULL;
        RNode *n = rbp_node(p, RN_NOT, pos);
        n->a = operand;
        return n;
    }
    return rbp_parse_primary(p);
}

static RNode *rbp_parse_range(Parser *p) {
    RNode *left = rbp_parse_binary(p, PREC_OROR);
    if (left && (rbp_is_op(p, OP_DOT2) || rbp_is_op(p, OP_DOT3))) {
        RNode *n = rbp_node(p, RN_RANGE, left->pos);
        n->flags = p->tok.sub == OP_DOT3 ? 1u : 0u;
        n->a = left;
        rbp_next(p);
        if (p->tok.kind != T_NL && p->tok.kind != T_EOF && !rbp_is_op(p, OP_RPAREN) &&
            !rbp_is_op(p, OP_RBRACK) && !rbp_is_keyword(p, KW_THEN)) {
            n->b = rbp_parse_binary(p, PREC_OROR);
            if (!n->b)
                return NULL;
        }
        return n;
    }
    return left;
}

static RNode *rbp_parse_ternary(Parser *p) {
    RNode *cond = rbp_parse_range(p);
    if (!cond || !rbp_is_op(p, OP_QUESTION))
        return cond;
    RNode *n = rbp_node(p, RN_IF, cond->pos);
    n->a = cond;
    rbp_next(p);
    rbp_skip_newlines(p);
    n->b = rbp_parse_ternary(p);
    if (!n->b)
        return NULL;
    rbp_skip_newlines(p);
    if (!rbp_expect_op(p, OP_COLON, "':'"))
        return NULL;
    rbp_skip_newlines(p);
    n->c = rbp_parse_ternary(p);
    return n->c ? n : NULL;
}

/* The node an assignment writes to, from what was parsed as an expression. */
static RNode *assignment_target(Parser *p, RNode *left) {
    switch (left->kind) {
    case RN_LVAR: case RN_IVAR: case RN_GVAR:
        return left;
    case RN_CALL:
        if (!left->a && (left->flags & RF_VCALL)) {
            RNode *var = rbp_node(p, RN_LVAR, left->pos);
            var->text = left->text;
            var->len = left->len;
            rbp_declare(p, var->text, var->len);
            return var;
        }
        if (left->a && left->mid == M_AREF && !left->b)
            return left;
        if (left->a && left->count == 0 && !(left->flags & (RF_PARENS | RF_BINARY)) && !left->b &&
            left->len > 0 && rb_ident_char(left->text[left->len - 1])) {
            left->flags |= RF_ATTRASSIGN;
            return left;
        }
        break;
    case RN_CONST:
        return rbp_refuse(p, left->pos, "a constant assignment");
    default:
        break;
    }
    return rbp_fail(p, left->pos, "syntax error, unexpected '=', expecting end-of-input");
}

RNode *rbp_parse_arg(Parser *p) {
    if (++p->depth > MAX_PARSE_DEPTH)
        return rbp_fail(p, p->tok.pos, "the template's Ruby nests too deeply");
    RNode *left = rbp_parse_ternary(p);
    p->depth--;
    if (!left)
        return NULL;
    if (!rbp_is_op(p, OP_ASSIGN) && !rbp_is_op(p, OP_OPASSIGN))
        return left;
    RbToken op = p->tok;
    RNode *target = assignment_target(p, left);
    if (!target)
        return NULL;
    rbp_next(p);
    rbp_skip_newlines(p);
    RNode *value = rbp_parse_arg(p);
    if (!value)
        return NULL;
    if (rbp_is_keyword(p, KW_RESCUE)) {   /* x = a rescue b is x = (a rescue b) */
        size_t pos = p->tok.pos;
        rbp_next(p);
        RNode *fallback = rbp_parse_arg(p);
        if (!fallback)
            return NULL;
        RNode *rescue = rbp_node(p, RN_RESCUE, pos);
        rescue->a = fallback;
        RNode *begin = rbp_node(p, RN_BEGIN, value->pos);
        begin->a = value;
        rbp_list_add(p, begin, rescue);
        value = begin;
    }
    RNode *n = rbp_node(p, op.sub == OP_ASSIGN ? RN_ASSIGN : RN_OPASSIGN, left->pos);
    n->a = target;
    n->b = value;
    n->integer = op.integer;
    return n;
}

/* --- calls and arguments -------------------------------------------------------------------- */

bool rbp_starts_command_arg(Parser *p, bool after_fid) {
    const RbToken *t = &p->tok;
    switch (t->kind) {
    case T_IDENT: case T_CONST: case T_IVAR: case T_GVAR: case T_NTHREF: case T_INT: case T_FLOAT:
    case T_LABEL:
        return t->space_before || after_fid;
    case T_STRING: case T_WORDS: case T_SYMBOLS: case T_SYMBOL: case T_REGEXP:
        return true;
    case T_KEYWORD:
        switch (t->sub) {
        case KW_NIL: case KW_TRUE: case KW_FALSE: case KW_SELF: case KW_NOT: case KW_DEFINED: case KW_FILE:
        case KW_LINE: case KW_METHOD:
            return t->space_before || after_fid;
        default:
            return false;
        }
    case T_OP:
        switch (t->sub) {
        case OP_LBRACK: case OP_MINUS: case OP_PLUS: case OP_STAR: case OP_AMP: case OP_POW: case OP_TILDE:
            return t->space_before && !t->space_after;
        case OP_LPAREN: case OP_COLON2: case OP_NOT:
            return t->space_before;
        case OP_LAMBDA:
            return true;
        default:
            return false;
        }
    default:
        return false;
    }
}

/* The hash that collects an argument list's `key: value` and `k => v` pairs (its last). */
static RNode *trailing_hash(Parser *p, RNode *call) {
    if (call->count > 0 && call->list[call->count - 1]->kind == RN_HASH && call->list[call->count - 1]->flags == 1)
        return call->list[call->count - 1];
    RNode *hash = rbp_node(p, RN_HASH, p->tok.pos);
    hash->flags = 1;   /* braceless: later pairs join it */
    rbp_list_add(p, call, hash);
    return hash;
}

static RNode *label_symbol(Parser *p, const RbToken *t) {
    RNode *key = rbp_node(p, RN_SYM, t->pos);
    key->text = p->src + t->pos;
    key->len = t->end - t->pos - 1;
    return key;
}

/* One argument of a call or an array literal into `into` (a block pass into block_out). */
static bool rbp_parse_one_arg(Parser *p, RNode *into, RNode **block_out) {
    size_t pos = p->tok.pos;
    if (rbp_is_op(p, OP_STAR)) {
        rbp_next(p);
        RNode *splat = rbp_node(p, RN_SPLAT, pos);
        splat->a = rbp_parse_arg(p);
        if (!splat->a)
            return false;
        rbp_list_add(p, into, splat);
        return true;
    }
    if (rbp_is_op(p, OP_POW)) {
        rbp_next(p);
        RNode *dsplat = rbp_node(p, RN_DSPLAT, pos);
        dsplat->a = rbp_parse_arg(p);
        if (!dsplat->a)
            return false;
        RNode *hash = trailing_hash(p, into);
        rbp_list_add(p, hash, dsplat);
        rbp_list_add(p, hash, NULL);
        return true;
    }
    if (rbp_is_op(p, OP_AMP)) {
        if (!block_out) {
            rbp_unexpected(p, NULL);
            return false;
        }
        rbp_next(p);
        RNode *pass = rbp_node(p, RN_BLOCKPASS, pos);
        pass->a = rbp_parse_arg(p);
        if (!pass->a)
            return false;
        *block_out = pass;
        return true;
    }
    if (p->tok.kind == T_LABEL) {
        RNode *key = label_symbol(p, &p->tok);
        rbp_next(p);
        rbp_skip_newlines(p);
        RNode *value = rbp_parse_arg(p);
        if (!value)
            return false;
        RNode *hash = trailing_hash(p, into);
        rbp_list_add(p, hash, key);
        rbp_list_add(p, hash, value);
        return true;
    }
    RNode *arg = rbp_parse_arg(p);
    if (!arg)
        return false;
    if (rbp_is_op(p, OP_ASSOC)) {
        rbp_next(p);
        rbp_skip_newlines(p);
        RNode *value = rbp_parse_arg(p);
        if (!value)
            return false;
        RNode *hash = trailing_hash(p, into);
        rbp_list_add(p, hash, arg);
        rbp_list_add(p, hash, value);
        return true;
    }
    rbp_list_add(p, into, arg);
    return true;
}

/* Arguments up to closer (')' or ']'), newlines allowed; the current token follows the opener. */
bool rbp_parse_call_args(Parser *p, RNode *call, int closer) {
    int saved_cmdarg = p->cmdarg;
    bool saved_no_do = p->no_do;
    p->cmdarg = 0;
    p->no_do = false;
    rbp_skip_newlines(p);
    while (!rbp_is_op(p, closer) && !p->error) {
        RNode *block = NULL;
        if (!rbp_parse_one_arg(p, call, closer == OP_RPAREN ? &block : NULL))
            return false;
        if (block)
            call->b = block;
        rbp_skip_newlines(p);
        if (!rbp_is_op(p, OP_COMMA))
            break;
        rbp_next(p);
        rbp_skip_newlines(p);
    }
    p->cmdarg = saved_cmdarg;
    p->no_do = saved_no_do;
    return rbp_expect_op(p, closer, closer == OP_RPAREN ? "')'" : "']'");
}

bool rbp_parse_command_args(Parser *p, RNode *call) {
    p->cmdarg++;
    for (;;) {
        RNode *block = NULL;
        if (!rbp_parse_one_arg(p, call, &block))
            return false;
        if (block)
            call->b = block;
        if (!rbp_is_op(p, OP_COMMA))
            break;
        rbp_next(p);
        rbp_skip_newlines(p);
    }
    p->cmdarg--;
    return true;
}

/* Block parameters up to closer ('|' or ')'; -1: a def's parameters without parentheses, up
 * to the end of the line). Returns an RN_BLOCK holding them. */
static bool params_end(const Parser *p, int closer) {
    if (closer >= 0)
        return rbp_is_op(p, closer);
    if (closer == -1)
        return p->tok.kind == T_NL;
    return rbp_is_op(p, OP_LBRACE) || rbp_is_keyword(p, KW_DO);
}

RNode *rbp_parse_block_param_list(Parser *p, int closer) {
    RNode *params = rbp_node(p, RN_BLOCK, p->tok.pos);
    while (!params_end(p, closer) && !p->error) {
        RNode *param = rbp_node(p, RN_PARAM, p->tok.pos);
        if (rbp_is_op(p, OP_STAR)) {
            param->flags = RF_SPLAT;
            rbp_next(p);
            if (p->tok.kind == T_IDENT) {
                param->text = p->src + p->tok.pos;
                param->len = p->tok.end - p->tok.pos;
                rbp_declare(p, param->text, param->len);
                rbp_next(p);
            }
        } else if (rbp_is_op(p, OP_LPAREN)) {
            rbp_next(p);
            RNode *inner = rbp_parse_block_param_list(p, OP_RPAREN);
            if (!inner)
                return NULL;
            param->list = inner->list;
            param->count = inner->count;
        } else if (p->tok.kind == T_IDENT) {
            param->text = p->src + p->tok.pos;
            param->len = p->tok.end - p->tok.pos;
            rbp_declare(p, param->text, param->len);
            rbp_next(p);
            if (rbp_is_op(p, OP_ASSIGN)) {
                rbp_next(p);
                param->a = rbp_parse_ternary(p);
                if (!param->a)
                    return NULL;
            }
        } else if (p->tok.kind == T_LABEL || rbp_is_op(p, OP_AMP) || rbp_is_op(p, OP_POW) ||
                   p->tok.kind == T_NL) {
            return rbp_refuse(p, p->tok.pos, "keyword, block or block-local parameters");
        } else {
            return rbp_unexpected(p, closer == OP_PIPE ? "'|'" : "')'");
        }
        rbp_list_add(p, params, param);
        if (!rbp_is_op(p, OP_COMMA))
            break;
        rbp_next(p);
    }
    if (closer >= 0 && !rbp_expect_op(p, closer, closer == OP_PIPE ? "'|'" : "')'"))
        return NULL;
    return p->error ? NULL : params;
}

RNode *rbp_parse_brace_or_do_block(Parser *p, bool brace) {
    RNode *block = rbp_node(p, RN_BLOCK, p->tok.pos);
    rbp_next(p);
    rbp_push_scope(p, true);
    int saved_cmdarg = p->cmdarg;
    bool saved_no_do = p->no_do;
    p->cmdarg = 0;
    p->no_do = false;
    rbp_skip_newlines(p);
    if (rbp_is_op(p, OP_OROR)) {
        rbp_next(p);
    } else if (rbp_is_op(p, OP_PIPE)) {
        rbp_next(p);
        RNode *params = rbp_parse_block_param_list(p, OP_PIPE);
        if (!params) {
            rbp_pop_scope(p);
            return NULL;
        }
        block->list = params->list;
        block->count = params->count;
    }
    block->a = rbp_parse_stmts(p);
    p->cmdarg = saved_cmdarg;
    p->no_do = saved_no_do;
    rbp_pop_scope(p);
    if (!block->a)
        return NULL;
    rbp_skip_newlines(p);
    if (brace ? rbp_is_op(p, OP_RBRACE) : rbp_is_keyword(p, KW_END)) {
        rbp_next(p);
        return block;
    }
    return rbp_unexpected(p, brace ? "'}'" : "`end'");
}

RNode *rbp_parse_call(Parser *p, RNode *recv, const RbToken *name_tok, const char *name, size_t len, int flags) {
    RNode *call = rbp_make_call(p, recv, name, len, name_tok->pos);
    call->flags |= (uint32_t)flags;
    bool fid = len > 0 && (name[len - 1] == '?' || name[len - 1] == '!');
    bool command = false;
    if (rbp_is_op(p, OP_LPAREN) && !p->tok.space_before) {
        rbp_next(p);
        call->flags |= RF_PARENS;
        if (!rbp_parse_call_args(p, call, OP_RPAREN))
            return NULL;
    } else if (rbp_starts_command_arg(p, fid)) {
        command = true;
        if (!rbp_parse_command_args(p, call))
            return NULL;
    } else if (!recv) {
        /* _1.._9 in a block are Ruby's numbered parameters, not a name to look up */
        if (len == 2 && name[0] == '_' && name[1] >= '1' && name[1] <= '9')
            return rbp_refuse(p, name_tok->pos, "numbered block parameters (_1)");
        call->flags |= RF_VCALL;
    }
    if (rbp_is_op(p, OP_LBRACE) && !command) {
        if (call->b)
            return rbp_fail(p, p->tok.pos, "both block arg and actual block given");
        call->flags &= ~(uint32_t)RF_VCALL;
        call->b = rbp_parse_brace_or_do_block(p, true);
        if (!call->b)
            return NULL;
    } else if (rbp_is_keyword(p, KW_DO) && !p->no_do && (p->cmdarg == 0 || command)) {
        if (call->b)
            return rbp_fail(p, p->tok.pos, "both block arg and actual block given");
        call->flags &= ~(uint32_t)RF_VCALL;
        call->b = rbp_parse_brace_or_do_block(p, false);
        if (!call->b)
            return NULL;
    }
    return call;
}

/* --- literals ------------------------------------------------------------------------------- */

static void append_utf8(StrBuf *sb, uint32_t cp) {
    char b[4];
    size_t n;
    if (cp < 0x80) { b[0] = (char)cp; n = 1; }
    else if (cp < 0x800) { b[0] = (char)(0xC0 | (cp >> 6)); b[1] = (char)(0x80 | (cp & 0x3F)); n = 2; }
    else if (cp < 0x10000) { b[0] = (char)(0xE0 | (cp >> 12)); b[1] = (char)(0x80 | ((cp >> 6) & 0x3F)); b[2] = (char)(0x80 | (cp & 0x3F)); n = 3; }
    else { b[0] = (char)(0xF0 | (cp >> 18)); b[1] = (char)(0x80 | ((cp >> 12) & 0x3F)); b[2] = (char)(0x80 | ((cp >> 6) & 0x3F)); b[3] = (char)(0x80 | (cp & 0x3F)); n = 4; }
    strbuf_append(sb, b, n);
}

/* Decodes the escape at s[i] (a backslash) of a double-quoted literal into sb; returns the
 * offset after it. */
static size_t decode_escape(Parser *p, StrBuf *sb, size_t i, size_t end) {
    const char *s = p->src;
    if (i + 1 >= end) {
        strbuf_append_char(sb, '\\');
        return end;
    }
    char c = s[i + 1];
    size_t j = i + 2;
    switch (c) {
    case 'n': strbuf_append_char(sb, '\n'); return j;
    case 't': strbuf_append_char(sb, '\t'); return j;
    case 's': strbuf_append_char(sb, ' '); return j;
    case 'r': strbuf_append_char(sb, '\r'); return j;
    case 'e': strbuf_append_char(sb, 033); return j;
    case 'a': strbuf_append_char(sb, '\a'); return j;
    case 'b': strbuf_append_char(sb, '\b'); return j;
    case 'f': strbuf_append_char(sb, '\f'); return j;
    case 'v': strbuf_append_char(sb, '\v'); return j;
    case '\n': return j;   /* a line continuation */
    case 'x': {
        int value = 0, digits = 0;
        while (digits < 2 && j < end && ascii_hex_value(s[j]) >= 0)
            value = value * 16 + ascii_hex_value(s[j++]), digits++;
        if (digits == 0) {
            rbp_fail(p, i, "invalid hex escape");
            return end;
        }
        strbuf_append_char(sb, (char)value);
        return j;
    }
    case 'u': {
        if (j < end && s[j] == '{') {
            j++;
            for (;;) {
                while (j < end && (s[j] == ' ' || s[j] == '\t'))
                    j++;
                if (j < end && s[j] == '}')
                    return j + 1;
                uint32_t cp = 0;
                int digits = 0;
                while (j < end && ascii_hex_value(s[j]) >= 0 && digits < 7)
                    cp = cp * 16 + (uint32_t)ascii_hex_value(s[j++]), digits++;
                if (digits == 0 || cp > 0x10FFFF) {
                    rbp_fail(p, i, "invalid Unicode escape");
                    return end;
                }
                append_utf8(sb, cp);
            }
        }
        uint32_t cp = 0;
        for (int k = 0; k < 4; k++) {
            if (j >= end || ascii_hex_value(s[j]) < 0) {
                rbp_fail(p, i, "invalid Unicode escape");
                return end;
            }
            cp = cp * 16 + (uint32_t)ascii_hex_value(s[j++]);
        }
        append_utf8(sb, cp);
        return j;
    }
    case 'c': case 'C': case 'M':
        rbp_refuse(p, i, "a control or meta character escape");
        return end;
    default:
        if (c >= '0' && c <= '7') {
            int value = c - '0', digits = 1;
            while (digits < 3 && j < end && s[j] >= '0' && s[j] <= '7')
                value = value * 8 + (s[j++] - '0'), digits++;
            strbuf_append_char(sb, (char)value);
            return j;
        }
        strbuf_append_char(sb, c);
        return j;
    }
}

static RNode *str_node(Parser *p, StrBuf *sb, size_t pos) {
    RNode *n = rbp_node(p, RN_STR, pos);
    const Str *s = strbuf_finish(sb);
    n->text = s->bytes;
    n->len = s->len;
    strbuf_init(sb, p->ctx);
    return n;
}

/* The code of `#{...}` in src[start..end), parsed in the enclosing scope. */
static RNode *rbp_parse_embedded(Parser *p, size_t start, size_t end) {
    Parser sub;
    memset(&sub, 0, sizeof sub);
    sub.ctx = p->ctx;
    sub.src = p->src;
    sub.len = p->len;
    sub.locals = p->locals;
    sub.depth = p->depth;
    rb_lex_init(&sub.lx, p->src, start, end);
    sub.lx.is_local = rbp_is_local;
    sub.lx.parser = &sub;
    rbp_next(&sub);
    RNode *code = sub.error ? NULL : rbp_parse_stmts(&sub);
    if (code && sub.tok.kind != T_EOF)
        rbp_unexpected(&sub, "'}'");
    if (sub.error) {
        p->error = sub.error;
        p->error_pos = sub.error_pos;
        p->unsupported = sub.unsupported;
        return NULL;
    }
    if (code->count == 1)
        return code->list[0];
    return code;
}

/* The parts of a literal's body: RN_STR pieces and expressions. raw keeps escapes (regexps). */
static RNode *rbp_parse_body(Parser *p, const RbToken *t, RNodeKind plain, RNodeKind dynamic, bool raw) {
    RNode *parts = rbp_node(p, dynamic, t->pos);
    StrBuf sb;
    strbuf_init(&sb, p->ctx);
    const char *s = p->src;
    size_t i = t->body_start, end = t->body_end;
    char opener = s[t->body_start - 1];
    while (i < end && !p->error) {
        char c = s[i];
        if (c == '\\') {
            char next = i + 1 < end ? s[i + 1] : '\0';
            if (!t->interpolating) {
                if (next == '\\' || next == t->close || (next == opener && opener != t->close))
                    strbuf_append_char(&sb, next), i += 2;
                else
                    strbuf_append_char(&sb, '\\'), i++;
            } else if (raw) {
                if (next == t->close && next == '/')
                    strbuf_append_char(&sb, '/');
                else
                    strbuf_append(&sb, s + i, i + 1 < end ? 2 : 1);
                i += 2;
            } else {
                i = decode_escape(p, &sb, i, end);
            }
            continue;
        }
        if (t->interpolating && c == '#' && i + 1 < end) {
            char next = s[i + 1];
            if (next == '{') {
                size_t code_end = i + 2;   /* the brace that closes the code */
                int depth = 0;
                for (size_t k = i + 2; k < end; k++) {
                    char ch = s[k];
                    if (ch == '\\') { k++; continue; }
                    if (ch == '"' || ch == '\'') { k = rb_lex_skip_literal(s, k, end, ch, ch == '"'); continue; }
                    if (ch == '{') depth++;
                    else if (ch == '}') { if (depth == 0) { code_end = k; break; } depth--; }
                    code_end = k + 1;
                }
                if (sb.len > 0)
                    rbp_list_add(p, parts, str_node(p, &sb, i));
                if (code_end > i + 2) {
                    RNode *code = rbp_parse_embedded(p, i + 2, code_end);
                    if (!code)
                        return NULL;
                    rbp_list_add(p, parts, code);
                } else {
                    rbp_list_add(p, parts, rbp_node(p, RN_NIL, i));
                }
                i = code_end + 1;
                continue;
            }
            if ((next == '@' || next == '$') && i + 2 < end && (rb_ident_char(s[i + 2]) && !(s[i + 2] >= '0' && s[i + 2] <= '9'))) {
                size_t k = i + 2;
                while (k < end && rb_ident_char(s[k]))
                    k++;
                if (sb.len > 0)
                    rbp_list_add(p, parts, str_node(p, &sb, i));
                RNode *var = rbp_node(p, next == '@' ? RN_IVAR : RN_GVAR, i + 1);
                var->text = next == '@' ? s + i + 2 : s + i + 1;
                var->len = next == '@' ? k - i - 2 : k - i - 1;
                rbp_list_add(p, parts, var);
                i = k;
                continue;
            }
        }
        strbuf_append_char(&sb, c);
        i++;
    }
    if (p->error)
        return NULL;
    if (parts->count == 0) {
        RNode *n = str_node(p, &sb, t->pos);
        n->kind = plain;
        return n;
    }
    if (sb.len > 0)
        rbp_list_add(p, parts, str_node(p, &sb, end));
    return parts;
}

static RNode *rbp_parse_string(Parser *p) {
    RbToken t = p->tok;
    RNode *n;
    if (t.close == '\0' && t.interpolating && p->src[t.pos] == '?') {   /* ?c */
        StrBuf sb;
        strbuf_init(&sb, p->ctx);
        if (p->src[t.body_start] == '\\')
            decode_escape(p, &sb, t.body_start, t.body_end);
        else
            strbuf_append(&sb, p->src + t.body_start, t.body_end - t.body_start);
        n = str_node(p, &sb, t.pos);
    } else {
        n = rbp_parse_body(p, &t, RN_STR, RN_DSTR, false);
    }
    rbp_next(p);
    /* "a" "b": adjacent literals are one string */
    while (n && p->tok.kind == T_STRING && p->src[p->tok.pos] != '?') {
        RbToken u = p->tok;
        RNode *more = rbp_parse_body(p, &u, RN_STR, RN_DSTR, false);
        if (!more)
            return NULL;
        rbp_next(p);
        RNode *joined = rbp_node(p, RN_DSTR, n->pos);
        if (n->kind == RN_DSTR)
            joined = n;
        else
            rbp_list_add(p, joined, n);
        if (more->kind == RN_DSTR)
            for (size_t k = 0; k < more->count; k++)
                rbp_list_add(p, joined, more->list[k]);
        else
            rbp_list_add(p, joined, more);
        n = joined;
    }
    return n;
}

/* %w(..) and %i(..): words split at blanks, a backslash keeping the next character. */
static RNode *rbp_parse_words(Parser *p, bool symbols) {
    RbToken t = p->tok;
    if (t.interpolating) {
        for (size_t i = t.body_start; i + 1 < t.body_end; i++)
            if (p->src[i] == '#' && p->src[i + 1] == '{')
                return rbp_refuse(p, t.pos, "interpolation in a %W or %I list");
    }
    RNode *array = rbp_node(p, RN_ARRAY, t.pos);
    StrBuf sb;
    strbuf_init(&sb, p->ctx);
    bool in_word = false;
    for (size_t i = t.body_start; i <= t.body_end; i++) {
        char c = i < t.body_end ? p->src[i] : ' ';
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r' || c == '\f' || c == '\v') {
            if (in_word) {
                RNode *word = str_node(p, &sb, i);
                if (symbols)
                    word->kind = RN_SYM;
                rbp_list_add(p, array, word);
                in_word = false;
            }
            continue;
        }
        in_word = true;
        if (c == '\\' && i + 1 < t.body_end) {
            strbuf_append_char(&sb, p->src[++i]);
            continue;
        }
        strbuf_append_char(&sb, c);
    }
    rbp_next(p);
    return array;
}

static RNode *rbp_parse_symbol(Parser *p) {
    RbToken t = p->tok;
    RNode *n;
    if (p->src[t.pos + 1] == '"' || p->src[t.pos + 1] == '\'' || p->src[t.pos] == '%') {
        n = rbp_parse_body(p, &t, RN_SYM, RN_DSYM, false);
    } else {
        n = rbp_node(p, RN_SYM, t.pos);
        n->text = p->src + t.body_start;
        n->len = t.body_end - t.body_start;
    }
    rbp_next(p);
    return n;
}

static RNode *rbp_parse_regexp(Parser *p) {
    RbToken t = p->tok;
    RNode *n = rbp_parse_body(p, &t, RN_REGEX, RN_REGEX, true);
    if (!n)
        return NULL;
    if (n->text) {   /* no interpolation: one part */
        RNode *only = rbp_node(p, RN_STR, t.pos);
        only->text = n->text;
        only->len = n->len;
        n->text = NULL;
        n->len = 0;
        rbp_list_add(p, n, only);
    }
    n->kind = RN_REGEX;
    n->flags = (uint32_t)t.integer;
    rbp_next(p);
    return n;
}

/* { key => value, key: value, **h } */
static RNode *rbp_parse_hash(Parser *p) {
    RNode *hash = rbp_node(p, RN_HASH, p->tok.pos);
    rbp_next(p);
    int saved_cmdarg = p->cmdarg;
    bool saved_no_do = p->no_do;
    p->cmdarg = 0;
    p->no_do = false;
    rbp_skip_newlines(p);
    while (!rbp_is_op(p, OP_RBRACE) && !p->error) {
        if (p->tok.kind == T_LABEL) {
            RNode *key = label_symbol(p, &p->tok);
            rbp_next(p);
            rbp_skip_newlines(p);
            RNode *value = rbp_parse_arg(p);
            if (!value)
                return NULL;
            rbp_list_add(p, hash, key);
            rbp_list_add(p, hash, value);
        } else if (rbp_is_op(p, OP_POW)) {
            RNode *dsplat = rbp_node(p, RN_DSPLAT, p->tok.pos);
            rbp_next(p);
            dsplat->a = rbp_parse_arg(p);
            if (!dsplat->a)
                return NULL;
            rbp_list_add(p, hash, dsplat);
            rbp_list_add(p, hash, NULL);
        } else {
            RNode *key = rbp_parse_arg(p);
            if (!key)
                return NULL;
            rbp_skip_newlines(p);
            if (!rbp_expect_op(p, OP_ASSOC, "'=>'"))
                return NULL;
            rbp_skip_newlines(p);
            RNode *value = rbp_parse_arg(p);
            if (!value)
                return NULL;
            rbp_list_add(p, hash, key);
            rbp_list_add(p, hash, value);
        }
        rbp_skip_newlines(p);
        if (!rbp_is_op(p, OP_COMMA))
            break;
        rbp_next(p);
        rbp_skip_newlines(p);
    }
    p->cmdarg = saved_cmdarg;
    p->no_do = saved_no_do;
    return rbp_expect_op(p, OP_RBRACE, "'}'") ? hash : NULL;
}

/* -> (params) { body } */
static RNode *rbp_parse_lambda(Parser *p) {
    RNode *n = rbp_node(p, RN_LAMBDA, p->tok.pos);
    rbp_next(p);
    rbp_push_scope(p, true);
    RNode *params = NULL;
    if (rbp_is_op(p, OP_LPAREN)) {
        rbp_next(p);
        params = rbp_parse_block_param_list(p, OP_RPAREN);
    } else if (p->tok.kind == T_IDENT) {
        params = rbp_parse_block_param_list(p, -2);
    }
    if (p->error) {
        rbp_pop_scope(p);
        return NULL;
    }
    bool brace = rbp_is_op(p, OP_LBRACE);
    if (!brace && !rbp_is_keyword(p, KW_DO)) {
        rbp_pop_scope(p);
        return rbp_unexpected(p, "'{' or `do'");
    }
    RNode *block = rbp_node(p, RN_BLOCK, p->tok.pos);
    rbp_next(p);
    block->a = rbp_parse_stmts(p);
    rbp_pop_scope(p);
    if (!block->a)
        return NULL;
    if (params) {
        block->list = params->list;
        block->count = params->count;
    }
    if (brace ? !rbp_expect_op(p, OP_RBRACE, "'}'") : !rbp_is_keyword(p, KW_END))
        return brace ? NULL : rbp_unexpected(p, "`end'");
    if (!brace)
        rbp_next(p);
    n->b = block;
    return n;
}

static RNode *rbp_parse_primary_token(Parser *p) {
    RbToken t = p->tok;
    switch (t.kind) {
    case T_INT: {
        RNode *n = rbp_node(p, RN_INT, t.pos);
        n->integer = t.integer;
        rbp_next(p);
        return n;
    }
    case T_FLOAT: {
        RNode *n = rbp_node(p, RN_FLOAT, t.pos);
        n->floating = t.floating;
        rbp_next(p);
        return n;
    }
    case T_STRING: return rbp_parse_string(p);
    case T_WORDS: return rbp_parse_words(p, false);
    case T_SYMBOLS: return rbp_parse_words(p, true);
    case T_SYMBOL: return rbp_parse_symbol(p);
    case T_REGEXP: return rbp_parse_regexp(p);
    case T_IVAR: case T_GVAR: {
        RNode *n = rbp_node(p, t.kind == T_IVAR ? RN_IVAR : RN_GVAR, t.pos);
        n->text = p->src + t.pos + (t.kind == T_IVAR ? 1 : 0);
        n->len = t.end - t.pos - (t.kind == T_IVAR ? 1 : 0);
        rbp_next(p);
        return n;
    }
    case T_NTHREF: {
        RNode *n = rbp_node(p, RN_NTHREF, t.pos);
        n->integer = t.integer;
        rbp_next(p);
        return n;
    }
    case T_CONST: {
        rbp_next(p);
        if (rbp_is_op(p, OP_LPAREN) && !p->tok.space_before)
            return rbp_parse_call(p, NULL, &t, p->src + t.pos, t.end - t.pos, 0);
        RNode *n = rbp_node(p, RN_CONST, t.pos);
        n->text = p->src + t.pos;
        n->len = t.end - t.pos;
        return n;
    }
    case T_IDENT: {
        const char *name = p->src + t.pos;
        size_t len = t.end - t.pos;
        rbp_next(p);
        if (rbp_is_local(p, name, len) && !(rbp_is_op(p, OP_LPAREN) && !p->tok.space_before)) {
            RNode *n = rbp_node(p, RN_LVAR, t.pos);
            n->text = name;
            n->len = len;
            return n;
        }
        return rbp_parse_call(p, NULL, &t, name, len, 0);
    }
    case T_KEYWORD:
        return rbp_parse_primary_keyword(p);
    case T_OP:
        switch (t.sub) {
        case OP_LPAREN: {
            rbp_next(p);
            int saved_cmdarg = p->cmdarg;
            bool saved_no_do = p->no_do;
            p->cmdarg = 0;
            p->no_do = false;
            RNode *body = rbp_parse_stmts(p);
            p->cmdarg = saved_cmdarg;
            p->no_do = saved_no_do;
            if (!body || !rbp_expect_op(p, OP_RPAREN, "')'"))
                return NULL;
            if (body->count == 0)
                return rbp_node(p, RN_NIL, t.pos);
            return body->count == 1 ? body->list[0] : body;
        }
        case OP_LBRACK: {
            RNode *array = rbp_node(p, RN_ARRAY, t.pos);
            rbp_next(p);
            return rbp_parse_call_args(p, array, OP_RBRACK) ? array : NULL;
        }
        case OP_LBRACE:
            return rbp_parse_hash(p);
        case OP_COLON2: {
            rbp_next(p);
            if (p->tok.kind != T_CONST)
                return rbp_unexpected(p, "constant");
            RNode *n = rbp_node(p, RN_CONST, t.pos);
            n->text = p->src + p->tok.pos;
            n->len = p->tok.end - p->tok.pos;
            n->flags = 1;
            rbp_next(p);
            return n;
        }
        case OP_LAMBDA:
            return rbp_parse_lambda(p);
        case OP_DOT2: case OP_DOT3: {
            RNode *n = rbp_node(p, RN_RANGE, t.pos);
            n->flags = t.sub == OP_DOT3 ? 1u : 0u;
            rbp_next(p);
            n->b = rbp_parse_binary(p, PREC_OROR);
            return n->b ? n : NULL;
        }
        default:
            return rbp_unexpected(p, NULL);
        }
    case T_LABEL:
        return rbp_unexpected(p, NULL);
    default:
        return rbp_unexpected(p, NULL);
    }
}

static RNode *rbp_parse_primary(Parser *p) {
    if (++p->depth > MAX_PARSE_DEPTH)
        return rbp_fail(p, p->tok.pos, "the template's Ruby nests too deeply");
    RNode *node = rbp_parse_primary_token(p);
    while (node && !p->error) {
        if (rbp_is_op(p, OP_DOT) || rbp_is_op(p, OP_ANDDOT)) {
            int flags = p->tok.sub == OP_ANDDOT ? RF_SAFE_NAV : 0;
            rbp_next(p);
            RbToken name = p->tok;
            if (name.kind == T_OP && name.sub == OP_LPAREN) {   /* x.(args): x.call(args) */
                node = rbp_parse_call(p, node, &name, "call", 4, flags);
                continue;
            }
            if (name.kind != T_IDENT && name.kind != T_CONST && name.kind != T_KEYWORD && name.kind != T_OP &&
                name.kind != T_LABEL)
                return rbp_unexpected(p, "method name");
            size_t len = name.end - name.pos;
            if (name.kind == T_LABEL) {   /* x.y: in a hash: the label ends the name */
                return rbp_refuse(p, name.pos, "a method call followed by a colon");
            }
            rbp_next(p);
            node = rbp_parse_call(p, node, &name, p->src + name.pos, len, flags);
        } else if (rbp_is_op(p, OP_COLON2) && !p->tok.space_before) {
            rbp_next(p);
            RbToken name = p->tok;
            if (name.kind == T_CONST) {
                rbp_next(p);
                if (rbp_is_op(p, OP_LPAREN) && !p->tok.space_before) {
                    node = rbp_parse_call(p, node, &name, p->src + name.pos, name.end - name.pos, 0);
                } else {
                    RNode *n = rbp_node(p, RN_CONST, node->pos);
                    n->a = node;
                    n->text = p->src + name.pos;
                    n->len = name.end - name.pos;
                    node = n;
                }
            } else if (name.kind == T_IDENT) {
                rbp_next(p);
                node = rbp_parse_call(p, node, &name, p->src + name.pos, name.end - name.pos, 0);
            } else {
                return rbp_unexpected(p, "constant");
            }
        } else if (rbp_is_op(p, OP_LBRACK) && (!p->tok.space_before || node->kind != RN_CALL ||
                                                   (node->flags & (RF_PARENS | RF_BINARY)) || node->b)) {
            RNode *index = rbp_make_call(p, node, "[]", 2, p->tok.pos);
            rbp_next(p);
            if (!rbp_parse_call_args(p, index, OP_RBRACK))
                return NULL;
            node = index;
        } else {
            break;
        }
    }
    p->depth--;
    return p->error ? NULL : node;
}
