/* parser_expr.c: the expressions of the Puppet grammar (egrammar.ra `assignment`,
 * `relationship`, `expression`, `primary_expression`, calls, lambdas, arrays, hashes, access,
 * selectors, parameters). Binary operators are parsed by precedence climbing over the table
 * below, which is the reference's precedence declaration (prechigh ... preclow); prefix
 * operators and the postfix operators ('.', '[', '(', '<|') bind tighter than every binary one.
 */
#include "syntax/parser_internal.h"

#include <errno.h>
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* egrammar.ra precedence, lowest first; all left-associative. The selector '?' sits between
 * the comparisons and 'and'; unary minus, splat and '!' are above 'in'. */
enum {
    PREC_OR = 1, PREC_AND, PREC_QMARK, PREC_COMPARE, PREC_EQUALITY, PREC_SHIFT, PREC_ADDITIVE,
    PREC_MULTIPLICATIVE, PREC_MATCH, PREC_IN,
};

typedef struct BinaryOp { TokenKind token; int prec; AstKind kind; } BinaryOp;

static const BinaryOp BINARY_OPS[] = {
    {TOK_OR, PREC_OR, AST_OR},
    {TOK_AND, PREC_AND, AST_AND},
    {TOK_GREATERTHAN, PREC_COMPARE, AST_GT},
    {TOK_GREATEREQUAL, PREC_COMPARE, AST_GE},
    {TOK_LESSTHAN, PREC_COMPARE, AST_LT},
    {TOK_LESSEQUAL, PREC_COMPARE, AST_LE},
    {TOK_ISEQUAL, PREC_EQUALITY, AST_EQ},
    {TOK_NOTEQUAL, PREC_EQUALITY, AST_NE},
    {TOK_LSHIFT, PREC_SHIFT, AST_SHL},
    {TOK_RSHIFT, PREC_SHIFT, AST_SHR},
    {TOK_PLUS, PREC_ADDITIVE, AST_ADD},
    {TOK_MINUS, PREC_ADDITIVE, AST_SUB},
    {TOK_TIMES, PREC_MULTIPLICATIVE, AST_MUL},
    {TOK_DIV, PREC_MULTIPLICATIVE, AST_DIV},
    {TOK_MODULO, PREC_MULTIPLICATIVE, AST_MOD},
    {TOK_MATCH, PREC_MATCH, AST_MATCH},
    {TOK_NOMATCH, PREC_MATCH, AST_NOMATCH},
    {TOK_IN, PREC_IN, AST_IN},
};

static const BinaryOp *binary_op(TokenKind k)
{
    for (size_t i = 0; i < sizeof BINARY_OPS / sizeof BINARY_OPS[0]; i++) {
        if (BINARY_OPS[i].token == k) return &BINARY_OPS[i];
    }
    return NULL;
}

static AstNode *binary(Parser *p, int min_prec);
static AstNode *unary(Parser *p);
static AstNode *primary(Parser *p);

/* A node for a single token with the token's text copied. */
static AstNode *token_node(Parser *p, AstKind kind, const Token *t)
{
    AstNode *n = parser_node(p, kind, &t->span);
    if (!n) return NULL;
    n->as.string.text = parser_strdup(p, t->text, t->len);
    n->as.string.len = t->len;
    return n->as.string.text ? n : NULL;
}

/* ---- assignment, relationship ---- */

/* assignment: relationship | relationship ('=' | '+=' | '-=') assignment   (right assoc.) */
AstNode *parser_assignment(Parser *p)
{
    AstNode *left = NULL;
    /* relationship: resource | relationship ('->' | '~>' | '<-' | '<~') resource */
    left = parser_resource(p);
    int chain = 0;   /* a chain of arrows nests to the left: each link is a level */
    while (left) {
        int op;
        switch ((int)p->tok.kind) {
        case TOK_IN_EDGE: op = REL_BEFORE; break;
        case TOK_IN_EDGE_SUB: op = REL_NOTIFY; break;
        case TOK_OUT_EDGE: op = REL_REQUIRE; break;
        case TOK_OUT_EDGE_SUB: op = REL_SUBSCRIBE; break;
        default: op = -1; break;
        }
        if (op < 0) break;
        if (!parser_enter(p)) return NULL;
        chain++;
        SrcSpan at = p->tok.span;
        parser_advance(p);
        AstNode *right = parser_resource(p);
        if (!right) return NULL;
        AstNode *rel = parser_node(p, AST_RELATIONSHIP, &at);
        if (!rel) return NULL;
        rel->as.binary.lhs = left;
        rel->as.binary.rhs = right;
        rel->as.binary.op = op;
        left = rel;
    }
    if (!left) return NULL;
    p->depth -= chain;
    AstKind kind;
    switch ((int)p->tok.kind) {
    case TOK_EQUALS: kind = AST_ASSIGN; break;
    case TOK_APPENDS: kind = AST_PLUS_ASSIGN; break;
    case TOK_DELETES: kind = AST_MINUS_ASSIGN; break;
    default:
        return left;
    }
    SrcSpan at = p->tok.span;
    parser_advance(p);
    /* a chain `$a = $b = ...` nests to the right: each link is a level */
    if (!parser_enter(p)) return NULL;
    AstNode *right = parser_assignment(p);
    if (!right) return NULL;
    parser_leave(p);
    AstNode *n = parser_node(p, kind, &at);
    if (!n) return NULL;
    n->as.binary.lhs = left;
    n->as.binary.rhs = right;
    return n;
}

AstNode *parser_expression(Parser *p)
{
    return binary(p, PREC_OR);
}

/* ---- selectors ---- */

/* selector_entry: expression '=>' expression   (located at the '=>') */
static AstNode *selector_entry(Parser *p)
{
    AstNode *match = parser_expression(p);
    if (!match) return NULL;
    SrcSpan at = p->tok.span;
    if (!parser_expect(p, TOK_FARROW)) return NULL;
    AstNode *value = parser_expression(p);
    if (!value) return NULL;
    AstNode *e = parser_node(p, AST_HASH_ENTRY, &at);
    if (!e) return NULL;
    e->as.binary.lhs = match;
    e->as.binary.rhs = value;
    return e;
}

/* expression '?' selector_entries;
 * selector_entries: selector_entry | SELBRACE selector_entry (',' selector_entry)* ','? '}'
 * The braced form is a complete expression that postfix operators may follow. */
static AstNode *selector(Parser *p, AstNode *left)
{
    parser_advance(p);   /* '?' */
    NodeVec entries = {0};
    bool braced = p->tok.kind == TOK_SELBRACE;
    if (braced) {
        parser_advance(p);
        for (;;) {
            AstNode *e = selector_entry(p);
            if (!e || !parser_vec_push(p, &entries, e)) return NULL;
            if (p->tok.kind != TOK_COMMA) break;
            parser_advance(p);
            if (p->tok.kind == TOK_RBRACE) break;
        }
        if (!parser_expect(p, TOK_RBRACE)) return NULL;
    } else {
        AstNode *e = selector_entry(p);
        if (!e || !parser_vec_push(p, &entries, e)) return NULL;
    }
    AstNode *sel = parser_node(p, AST_SELECTOR, &left->span);
    if (!sel) return NULL;
    sel->as.case_.subject = left;
    sel->as.case_.options = parser_vec_list(&entries);
    return braced ? parser_postfix(p, sel) : sel;
}

/* ---- binary and unary operators ---- */

/* Every nesting of the grammar (brackets, blocks, strings, lambdas, selectors...) goes
 * through here, so this is where the depth is counted: one level per nesting. */
static AstNode *binary(Parser *p, int min_prec)
{
    if (!parser_enter(p)) return NULL;
    AstNode *left = unary(p);
    int chain = 0;   /* a chain `1 + 1 + ...` nests to the left: each link is a level too */
    while (left) {
        if (p->tok.kind == TOK_QMARK) {
            if (PREC_QMARK < min_prec) break;
            if (!parser_enter(p)) return NULL;
            chain++;
            left = selector(p, left);
            continue;
        }
        const BinaryOp *op = binary_op(p->tok.kind);
        if (!op || op->prec < min_prec) break;
        if (!parser_enter(p)) return NULL;
        chain++;
        SrcSpan at = p->tok.span;
        parser_advance(p);
        AstNode *right = binary(p, op->prec + 1);
        if (!right) return NULL;
        AstNode *n = parser_node(p, op->kind, &at);
        if (!n) return NULL;
        n->as.binary.lhs = left;
        n->as.binary.rhs = right;
        left = n;
    }
    if (!left) return NULL;
    p->depth -= chain;
    parser_leave(p);
    return left;
}

/* '-' expression =UMINUS | '*' expression =SPLAT | '!' expression, each binding tighter than
 * every binary operator and looser than the postfix ones. */
static AstNode *unary(Parser *p)
{
    AstKind kind;
    switch ((int)p->tok.kind) {
    case TOK_MINUS: kind = AST_UNARY_MINUS; break;
    case TOK_TIMES: kind = AST_SPLAT; break;
    case TOK_NOT: kind = AST_NOT; break;
    default: {
        AstNode *prim = primary(p);
        return prim ? parser_postfix(p, prim) : NULL;
    }
    }
    if (!parser_enter(p)) return NULL;
    SrcSpan at = p->tok.span;
    parser_advance(p);
    AstNode *operand = unary(p);
    if (!operand) return NULL;
    AstNode *n = parser_node(p, kind, &at);
    if (!n) return NULL;
    n->as.unary.operand = operand;
    parser_leave(p);
    return n;
}

/* ---- arguments, arrays, hashes ---- */

/* collection_entry_keyword: `type` and `function` are plain strings in arrays and hashes
 * unless they start a call, an alias or a definition (decided by the next token, as the
 * reference's one-token lookahead does). */
static bool keyword_is_literal(Parser *p)
{
    TokenKind next;
    switch ((int)p->tok.kind) {
    case TOK_TYPE:
        next = parser_peek(p)->kind;
        return next != TOK_LPAREN && next != TOK_CLASSREF;
    case TOK_FUNCTION:
        next = parser_peek(p)->kind;
        return next != TOK_NAME && next != TOK_WORD && next != TOK_CLASSREF && next != TOK_CLASS &&
               next != TOK_STRING;
    default:
        return false;
    }
}

static AstNode *keyword_literal(Parser *p)
{
    AstNode *n = token_node(p, AST_STRING, &p->tok);
    parser_advance(p);
    return n;
}

/* hash_entry: assignment | collection_entry_keyword */
static AstNode *hash_entry(Parser *p)
{
    if (keyword_is_literal(p)) return keyword_literal(p);
    return parser_assignment(p);
}

/* hashpair: hash_entry '=>' hash_entry   (located at the '=>') */
static AstNode *hashpair_rest(Parser *p, AstNode *key)
{
    SrcSpan at = p->tok.span;
    if (!parser_expect(p, TOK_FARROW)) return NULL;
    AstNode *value = hash_entry(p);
    if (!value) return NULL;
    AstNode *e = parser_node(p, AST_HASH_ENTRY, &at);
    if (!e) return NULL;
    e->as.binary.lhs = key;
    e->as.binary.rhs = value;
    return e;
}

bool parser_args_push(Parser *p, ArgBuilder *b, AstNode *arg)
{
    if (b->open_hash) {
        b->open_hash->as.list.items = parser_vec_list(&b->entries);
        b->open_hash = NULL;
        b->entries = (NodeVec){0};
    }
    return parser_vec_push(p, &b->args, arg);
}

AstList parser_args_finish(ArgBuilder *b)
{
    if (b->open_hash) {
        b->open_hash->as.list.items = parser_vec_list(&b->entries);
        b->open_hash = NULL;
    }
    return parser_vec_list(&b->args);
}

/* Parses one argument into the builder (an unfolded hash's entry joins the open hash). */
static bool argument_into(Parser *p, ArgBuilder *b, bool keyword_ok)
{
    /* argument: assignment | hashpair; a hashpair is an unfolded hash, and adjacent ones
     * join the same hash */
    bool keyword = keyword_is_literal(p);
    AstNode *key = keyword ? keyword_literal(p) : parser_assignment(p);
    if (!key) return false;
    if (p->tok.kind == TOK_FARROW) {
        AstNode *e = hashpair_rest(p, key);
        if (!e) return false;
        if (!b->open_hash) {
            AstNode *h = parser_node(p, AST_HASH, &e->span);
            if (!h) return false;
            b->open_hash = h;
            b->entries = (NodeVec){0};
            if (!parser_vec_push(p, &b->args, h)) return false;
        }
        return parser_vec_push(p, &b->entries, e);
    }
    if (keyword && !keyword_ok) {
        parser_syntax_error(p, &p->tok);
        return false;
    }
    return parser_args_push(p, b, key);
}

/* arguments: argument (',' argument)*, then ')' (a trailing comma when endcomma). *close
 * receives the span of the ')'. */
static bool arguments(Parser *p, bool endcomma, AstList *out, SrcSpan *close)
{
    ArgBuilder b = {0};
    for (;;) {
        if (!argument_into(p, &b, false)) return false;
        if (p->tok.kind != TOK_COMMA) break;
        parser_advance(p);
        if (endcomma && p->tok.kind == TOK_RPAREN) break;
    }
    *out = parser_args_finish(&b);
    *close = p->tok.span;
    return parser_expect(p, TOK_RPAREN);
}

/* array: ('[' | LISTSTART) (collection_entry (',' collection_entry)* ','?)? ']' */
AstNode *parser_array(Parser *p)
{
    SrcSpan open = p->tok.span;
    parser_advance(p);
    ArgBuilder b = {0};
    while (p->tok.kind != TOK_RBRACK) {
        if (!argument_into(p, &b, true)) return NULL;
        if (p->tok.kind != TOK_COMMA) break;
        parser_advance(p);
    }
    SrcSpan close = p->tok.span;
    if (!parser_expect(p, TOK_RBRACK)) return NULL;
    SrcSpan span = parser_span_join(&open, &close);
    AstNode *a = parser_node(p, AST_ARRAY, &span);
    if (!a) return NULL;
    a->as.list.items = parser_args_finish(&b);
    return a;
}

/* hash: '{' (hashpair (',' hashpair)* ','?)? '}' */
AstNode *parser_hash(Parser *p)
{
    SrcSpan open = p->tok.span;
    parser_advance(p);
    NodeVec entries = {0};
    while (p->tok.kind != TOK_RBRACE) {
        AstNode *key = hash_entry(p);
        if (!key) return NULL;
        AstNode *e = hashpair_rest(p, key);
        if (!e || !parser_vec_push(p, &entries, e)) return NULL;
        if (p->tok.kind != TOK_COMMA) break;
        parser_advance(p);
    }
    SrcSpan close = p->tok.span;
    if (!parser_expect(p, TOK_RBRACE)) return NULL;
    SrcSpan span = parser_span_join(&open, &close);
    AstNode *h = parser_node(p, AST_HASH, &span);
    if (!h) return NULL;
    h->as.list.items = parser_vec_list(&entries);
    return h;
}

/* Whether an assignment-level node is only an `expression` (access arguments take no
 * assignment, relationship or resource unless it is the key of a hashpair). */
static bool is_plain_expression(const AstNode *n)
{
    switch ((int)n->kind) {
    case AST_ASSIGN: case AST_PLUS_ASSIGN: case AST_MINUS_ASSIGN: case AST_RELATIONSHIP:
    case AST_RESOURCE: case AST_RESOURCE_DEFAULTS: case AST_RESOURCE_OVERRIDE: case AST_BLOCK:
        return false;
    case AST_CALL:
        return !n->as.call.statement_style;
    default:
        return true;
    }
}

/* access_args: access_arg (',' access_arg)*;  access_arg: expression | hashpair */
bool parser_access_args(Parser *p, NodeVec *out)
{
    ArgBuilder b = {0};
    for (;;) {
        bool keyword = keyword_is_literal(p);
        AstNode *key = keyword ? keyword_literal(p) : parser_assignment(p);
        if (!key) return false;
        if (p->tok.kind == TOK_FARROW) {
            AstNode *e = hashpair_rest(p, key);
            if (!e) return false;
            if (!b.open_hash) {
                AstNode *h = parser_node(p, AST_HASH, &e->span);
                if (!h) return false;
                b.open_hash = h;
                b.entries = (NodeVec){0};
                if (!parser_vec_push(p, &b.args, h)) return false;
            }
            if (!parser_vec_push(p, &b.entries, e)) return false;
        } else {
            if (keyword || !is_plain_expression(key)) {
                parser_syntax_error(p, &p->tok);
                return false;
            }
            if (!parser_args_push(p, &b, key)) return false;
        }
        if (p->tok.kind != TOK_COMMA) break;
        /* a comma before ']' is the reference's endcomma, left for the caller */
        if (parser_peek(p)->kind == TOK_RBRACK) break;
        parser_advance(p);
    }
    AstList l = parser_args_finish(&b);
    out->items = l.items;
    out->count = out->cap = l.count;
    return true;
}

/* ---- parameters and lambdas ---- */

AstNode *parser_parameter_type(Parser *p, bool endcomma)
{
    if (p->tok.kind != TOK_CLASSREF) {
        parser_syntax_error(p, &p->tok);
        return NULL;
    }
    AstNode *type = token_node(p, AST_TYPE_REF, &p->tok);
    if (!type) return NULL;
    parser_advance(p);
    if (p->tok.kind != TOK_LBRACK) return type;
    parser_advance(p);
    NodeVec keys = {0};
    if (!parser_access_args(p, &keys)) return NULL;
    if (endcomma && p->tok.kind == TOK_COMMA) parser_advance(p);
    SrcSpan close = p->tok.span;
    if (!parser_expect(p, TOK_RBRACK)) return NULL;
    SrcSpan span = parser_span_join(&type->span, &close);
    AstNode *access = parser_node(p, AST_ACCESS, &span);
    if (!access) return NULL;
    access->as.access.target = type;
    access->as.access.keys = parser_vec_list(&keys);
    return access;
}

/* parameter: (type ('[' access_args ']')?)? '*'? VARIABLE ('=' expression)? */
static AstNode *parameter(Parser *p)
{
    AstNode *type = NULL;
    if (p->tok.kind == TOK_CLASSREF) {
        type = parser_parameter_type(p, false);
        if (!type) return NULL;
    }
    bool rest = false;
    if (p->tok.kind == TOK_TIMES) {
        rest = true;
        parser_advance(p);
    }
    if (p->tok.kind != TOK_VARIABLE) {
        parser_syntax_error(p, &p->tok);
        return NULL;
    }
    AstNode *param = parser_node(p, AST_PARAM, &p->tok.span);
    if (!param) return NULL;
    param->as.param.name = parser_strdup(p, p->tok.text, p->tok.len);
    if (!param->as.param.name) return NULL;
    param->as.param.type = type;
    param->as.param.captures_rest = rest;
    parser_advance(p);
    if (p->tok.kind == TOK_EQUALS) {
        parser_advance(p);
        param->as.param.default_value = parser_expression(p);
        if (!param->as.param.default_value) return NULL;
    }
    return param;
}

bool parser_parameters(Parser *p, TokenKind close, AstList *out)
{
    NodeVec params = {0};
    for (;;) {
        AstNode *param = parameter(p);
        if (!param || !parser_vec_push(p, &params, param)) return false;
        if (p->tok.kind != TOK_COMMA) break;
        parser_advance(p);
        if (p->tok.kind == close) break;
    }
    *out = parser_vec_list(&params);
    return parser_expect(p, close);
}

bool parser_parameter_list(Parser *p, AstList *out)
{
    out->items = NULL;
    out->count = 0;
    if (p->tok.kind != TOK_LPAREN && p->tok.kind != TOK_WSLPAREN) return true;
    parser_advance(p);
    if (p->tok.kind == TOK_RPAREN) {
        parser_advance(p);
        return true;
    }
    return parser_parameters(p, TOK_RPAREN, out);
}

/* lambda: '|' (parameters ','?)? '|' ('>>' type ('[' access_args ']')?)? '{' statements? '}' */
static AstNode *lambda(Parser *p)
{
    SrcSpan open = p->tok.span;
    parser_advance(p);
    AstList params = {0};
    if (p->tok.kind == TOK_PIPE) {
        parser_advance(p);
    } else if (!parser_parameters(p, TOK_PIPE, &params)) {
        return NULL;
    }
    AstNode *rtype = NULL;
    if (p->tok.kind == TOK_RSHIFT) {
        parser_advance(p);
        rtype = parser_parameter_type(p, false);
        if (!rtype) return NULL;
    }
    AstNode *body = parser_block(p);
    if (!body) return NULL;
    SrcSpan span = parser_span_join(&open, &body->span);
    AstNode *l = parser_node(p, AST_LAMBDA, &span);
    if (!l) return NULL;
    l->as.lambda.params = params;
    l->as.lambda.return_type = rtype;
    l->as.lambda.body = body;
    return l;
}

/* ---- postfix operators ---- */

/* collection_expression: expression ('<|' | '<<|') expression? ('|>' | '|>>')
 *                        ('{' attribute_operations ','? '}')? */
static AstNode *query_node(Parser *p, AstNode *e)
{
    /* The reference keeps the query as an ordinary expression; here its and/or/==/!=/()
     * structure gets the query kinds (anything else is left for the validator to reject). */
    AstKind kind;
    switch ((int)e->kind) {
    case AST_EQ: kind = AST_QUERY_EQ; break;
    case AST_NE: kind = AST_QUERY_NE; break;
    case AST_AND: kind = AST_QUERY_AND; break;
    case AST_OR: kind = AST_QUERY_OR; break;
    case AST_PAREN: kind = AST_QUERY_PAREN; break;
    default: return e;
    }
    e->kind = kind;
    if (kind == AST_QUERY_PAREN) {
        e->as.unary.operand = query_node(p, e->as.unary.operand);
    } else if (kind == AST_QUERY_AND || kind == AST_QUERY_OR) {
        e->as.binary.lhs = query_node(p, e->as.binary.lhs);
        e->as.binary.rhs = query_node(p, e->as.binary.rhs);
    }
    return e;
}

static AstNode *collector(Parser *p, AstNode *left)
{
    bool exported = p->tok.kind == TOK_LLCOLLECT;
    TokenKind close_kind = exported ? TOK_RRCOLLECT : TOK_RCOLLECT;
    parser_advance(p);
    AstNode *query = NULL;
    if (p->tok.kind != close_kind) {
        query = parser_expression(p);
        if (!query) return NULL;
        query = query_node(p, query);
    }
    SrcSpan end = p->tok.span;
    if (!parser_expect(p, close_kind)) return NULL;
    AstList ops = {0};
    if (p->tok.kind == TOK_LBRACE) {
        parser_advance(p);
        if (!parser_attribute_operations(p, &ops)) return NULL;
        if (p->tok.kind == TOK_COMMA) parser_advance(p);
        end = p->tok.span;
        if (!parser_expect(p, TOK_RBRACE)) return NULL;
    }
    SrcSpan span = parser_span_join(&left->span, &end);
    AstNode *c = parser_node(p, AST_COLLECTOR, &span);
    if (!c) return NULL;
    c->as.collector.type = left;
    c->as.collector.query = query;
    c->as.collector.ops = ops;
    c->as.collector.exported = exported;
    return c;
}

AstNode *parser_postfix(Parser *p, AstNode *left)
{
    int chain = 0;   /* `$x[1][2]...`, `$x.a.b...`: each link nests the tree one level more */
    while (left) {
        TokenKind k = p->tok.kind;
        if (k == TOK_LBRACK || k == TOK_DOT || k == TOK_LPAREN || k == TOK_LCOLLECT || k == TOK_LLCOLLECT) {
            if (!parser_enter(p)) return NULL;
            chain++;
        }
        switch ((int)p->tok.kind) {
        case TOK_LBRACK: {
            /* expression '[' access_args ','? ']' */
            parser_advance(p);
            NodeVec keys = {0};
            if (!parser_access_args(p, &keys)) return NULL;
            if (p->tok.kind == TOK_COMMA) parser_advance(p);
            SrcSpan close = p->tok.span;
            if (!parser_expect(p, TOK_RBRACK)) return NULL;
            SrcSpan span = parser_span_join(&left->span, &close);
            AstNode *a = parser_node(p, AST_ACCESS, &span);
            if (!a) return NULL;
            a->as.access.target = left;
            a->as.access.keys = parser_vec_list(&keys);
            left = a;
            break;
        }
        case TOK_DOT: {
            /* named_access: expression '.' (NAME | 'type'), then '(' arguments? ')' and a
             * lambda; located at the '(' ... ')' when there are parentheses, at '.name' else */
            SrcSpan dot = p->tok.span;
            parser_advance(p);
            if (p->tok.kind != TOK_NAME && p->tok.kind != TOK_TYPE) {
                parser_syntax_error(p, &p->tok);
                return NULL;
            }
            AstNode *name = token_node(p, AST_NAME, &p->tok);
            if (!name) return NULL;
            parser_advance(p);
            SrcSpan span = parser_span_join(&dot, &name->span);
            AstNode *call = parser_node(p, AST_CALL_METHOD, &span);
            if (!call) return NULL;
            call->as.call.function = name;
            call->as.call.receiver = left;
            if (p->tok.kind == TOK_LPAREN) {
                SrcSpan open = p->tok.span;
                parser_advance(p);
                call->as.call.has_parens = true;
                if (p->tok.kind == TOK_RPAREN) {
                    parser_advance(p);
                    call->span = open;
                } else {
                    /* no trailing comma in method calls */
                    SrcSpan close;
                    if (!arguments(p, false, &call->as.call.args, &close)) return NULL;
                    call->span = parser_span_join(&open, &close);
                }
            }
            if (p->tok.kind == TOK_PIPE) {
                call->as.call.lambda = lambda(p);
                if (!call->as.call.lambda) return NULL;
            }
            left = call;
            break;
        }
        case TOK_LPAREN: {
            /* call_function_start: expression '(' ; arguments ','? ')' lambda? */
            parser_advance(p);
            AstNode *call = parser_node(p, AST_CALL, &left->span);
            if (!call) return NULL;
            call->as.call.function = left;
            call->as.call.has_parens = true;
            SrcSpan close = p->tok.span;
            if (p->tok.kind == TOK_RPAREN) {
                parser_advance(p);
            } else if (!arguments(p, true, &call->as.call.args, &close)) {
                return NULL;
            }
            call->span = parser_span_join(&left->span, &close);
            if (p->tok.kind == TOK_PIPE) {
                call->as.call.lambda = lambda(p);
                if (!call->as.call.lambda) return NULL;
                call->span = parser_span_join(&left->span, &call->as.call.lambda->span);
            }
            left = call;
            break;
        }
        case TOK_LCOLLECT: case TOK_LLCOLLECT:
            left = collector(p, left);
            break;
        default:
            p->depth -= chain;
            return left;
        }
    }
    return NULL;
}

/* ---- primaries ---- */

AstNode *parser_number(Parser *p, const Token *t)
{
    const char *s = t->text;
    size_t n = t->len;
    bool is_float = false;
    bool hex = n > 2 && s[0] == '0' && (s[1] == 'x' || s[1] == 'X');
    if (!hex) {
        for (size_t i = 0; i < n; i++) {
            if (s[i] == '.' || s[i] == 'e' || s[i] == 'E') is_float = true;
        }
    }
    char buf[64];
    if (is_float) {
        AstNode *f = parser_node(p, AST_FLOAT, &t->span);
        if (!f) return NULL;
        char *copy = n < sizeof buf ? buf : parser_strdup(p, s, n);
        if (!copy) return NULL;
        if (copy == buf) { memcpy(buf, s, n); buf[n] = '\0'; }
        f->as.floating.value = strtod(copy, NULL);
        /* Utils.match_to_fp gives no number for an infinite value, nor for a zero integer part
         * followed by zeros and an exponent (0.0e5); Factory.NUMBER then fails, unlocated */
        size_t k = 0;
        bool zero = true;
        for (; k < n && s[k] != '.' && s[k] != 'e' && s[k] != 'E'; k++) zero = zero && s[k] == '0';
        size_t r = k + (k < n && s[k] == '.');
        while (r < n && s[r] == '0') r++;
        if (isinf(f->as.floating.value) || (zero && r < n && (s[r] == 'e' || s[r] == 'E'))) {
            parser_fail(p, NULL, "Internal Error, NUMBER token does not contain a valid number, %.*s", (int)n, s);
            return NULL;
        }
        return f;
    }
    AstNode *i = parser_node(p, AST_INTEGER, &t->span);
    if (!i) return NULL;
    int radix = hex ? 16 : (n > 1 && s[0] == '0') ? 8 : 10;
    i->as.integer.radix = radix;
    /* value in 64 bits; past INT64_MAX the reference's validator reports the bignum in hex */
    uint64_t v = 0;
    bool overflow = false;
    size_t start = hex ? 2 : 0;
    for (size_t k = start; k < n; k++) {
        char c = s[k];
        unsigned d = (unsigned)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
        if (v > (UINT64_MAX - d) / (unsigned)radix) { overflow = true; break; }
        v = v * (unsigned)radix + d;
    }
    if (!overflow && v > (uint64_t)INT64_MAX) overflow = true;
    if (!overflow) {
        i->as.integer.value = (int64_t)v;
        return i;
    }
    i->as.integer.value = INT64_MAX;
    /* "%#+x" of the exact value: convert the digits to base 16 with a small bignum */
    size_t digits = n - start;
    size_t cap = digits + 8;
    uint8_t *nibbles = arena_calloc(p->arena, cap, 1);   /* little-endian base-16 digits */
    char *text = arena_alloc(p->arena, cap + 4);
    if (!nibbles || !text) {
        parser_fail(p, NULL, "Out of memory while parsing");
        p->error->out_of_memory = true;
        return NULL;
    }
    size_t used = 0;
    for (size_t k = start; k < n; k++) {
        char c = s[k];
        unsigned carry = (unsigned)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
        for (size_t j = 0; j < used; j++) {
            unsigned x = nibbles[j] * (unsigned)radix + carry;
            nibbles[j] = (uint8_t)(x & 15);
            carry = x >> 4;
        }
        while (carry && used < cap) {
            nibbles[used++] = (uint8_t)(carry & 15);
            carry >>= 4;
        }
    }
    size_t o = 0;
    text[o++] = '+';
    text[o++] = '0';
    text[o++] = 'x';
    for (size_t j = used; j > 0; j--) text[o++] = "0123456789abcdef"[nibbles[j - 1]];
    text[o] = '\0';
    i->as.integer.overflow = text;
    return i;
}

static AstNode *primary(Parser *p)
{
    Token *t = &p->tok;
    AstNode *n = NULL;
    switch ((int)t->kind) {
    case TOK_VARIABLE: n = token_node(p, AST_VARIABLE, t); break;
    case TOK_NAME: n = token_node(p, AST_NAME, t); break;
    case TOK_CLASSREF: n = token_node(p, AST_TYPE_REF, t); break;
    case TOK_REGEX: n = token_node(p, AST_REGEX, t); break;
    case TOK_STRING: case TOK_WORD: n = token_node(p, AST_STRING, t); break;
    case TOK_ATTR: case TOK_PRIVATE: n = token_node(p, AST_RESERVED, t); break;
    case TOK_NUMBER: n = parser_number(p, t); break;
    case TOK_BOOLEAN:
        n = parser_node(p, AST_BOOLEAN, &t->span);
        if (n) n->as.boolean.value = t->boolean;
        break;
    case TOK_DEFAULT: n = parser_node(p, AST_DEFAULT, &t->span); break;
    case TOK_UNDEF: n = parser_node(p, AST_UNDEF, &t->span); break;
    case TOK_DQPRE: return parser_dq_string(p);
    case TOK_HEREDOC: return parser_heredoc(p);
    case TOK_LISTSTART: case TOK_LBRACK: return parser_array(p);
    case TOK_LBRACE: return parser_hash(p);
    case TOK_RENDER_STRING: case TOK_RENDER_EXPR: return parser_epp_render(p);
    case TOK_LPAREN: case TOK_WSLPAREN: {
        /* '(' assignment ')': located at the '(' */
        SrcSpan open = t->span;
        parser_advance(p);
        AstNode *inner = parser_assignment(p);
        if (!inner || !parser_expect(p, TOK_RPAREN)) return NULL;
        n = parser_node(p, AST_PAREN, &open);
        if (n) n->as.unary.operand = inner;
        return n;
    }
    case TOK_IF: case TOK_UNLESS: case TOK_CASE: case TOK_CLASS: case TOK_DEFINE: case TOK_NODE:
    case TOK_FUNCTION: case TOK_TYPE:
        return parser_keyword_primary(p);
    default:
        parser_syntax_error(p, t);
        return NULL;
    }
    if (!n) return NULL;
    parser_advance(p);
    return n;
}

