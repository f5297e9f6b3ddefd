/* parser_catalog.c: the statements of the grammar that start with a keyword or build the
 * catalog: resource expressions (egrammar.ra `resource`, `resource_body`,
 * `attribute_operations`), class / define / function / node definitions, type aliases and
 * definitions, and the conditionals if / unless / case.
 *
 * A resource without a title follows the reference's shapes: `File { ... }` sets defaults,
 * `File['x'] { ... }` overrides, `notice { a => 1 }` calls a statement function with a hash,
 * `name { a => 1 }` is a name followed by a hash (which the validator rejects).
 */
#include "syntax/parser_internal.h"

#include <string.h>

static AstNode *name_node(Parser *p, AstKind kind, const Token *t)
{
    AstNode *n = parser_node(p, kind, &t->span);
    if (!n) return NULL;
    n->as.string.text = parser_strdup(p, t->text, t->len);
    n->as.string.len = t->len;
    return n->as.string.text ? n : NULL;
}

/* ---- attribute operations ---- */

static bool is_attribute_name(TokenKind k)
{
    return k == TOK_NAME || parser_keyword_text(k) != NULL;
}

/* attribute_operation: attribute_name ('=>' | '+>') expression | '*' '=>' expression */
static AstNode *attribute_operation(Parser *p)
{
    SrcSpan start = p->tok.span;
    const char *name;
    if (p->tok.kind == TOK_TIMES) {
        parser_advance(p);
        if (p->tok.kind != TOK_FARROW) {
            parser_syntax_error(p, &p->tok);
            return NULL;
        }
        name = "*";
    } else {
        name = parser_strdup(p, p->tok.text, p->tok.len);
        if (!name) return NULL;
        parser_advance(p);
        if (p->tok.kind != TOK_FARROW && p->tok.kind != TOK_PARROW) {
            parser_syntax_error(p, &p->tok);
            return NULL;
        }
    }
    AttributeOperator op = p->tok.kind == TOK_PARROW ? ATTR_APPEND : ATTR_SET;
    parser_advance(p);
    AstNode *value = parser_expression(p);
    if (!value) return NULL;
    SrcSpan span = parser_span_join(&start, &value->span);
    AstNode *a = parser_node(p, AST_ATTRIBUTE_OP, &span);
    if (!a) return NULL;
    a->as.attribute.name = name;
    a->as.attribute.op = op;
    a->as.attribute.value = value;
    return a;
}

bool parser_attribute_operations(Parser *p, AstList *out)
{
    NodeVec ops = {0};
    /* attribute_operations: (empty) | op | attribute_operations ',' op: so the first operation
     * may follow a comma, `'a': , mode => 1` */
    if (p->tok.kind == TOK_COMMA) {
        TokenKind next = parser_peek(p)->kind;
        if (is_attribute_name(next) || next == TOK_TIMES) parser_advance(p);
    }
    /* Where an operation may start, a name or '*' commits to one (the reference shifts it and
     * fails on the next token when no '=>' follows). */
    while (is_attribute_name(p->tok.kind) || p->tok.kind == TOK_TIMES) {
        AstNode *op = attribute_operation(p);
        if (!op || !parser_vec_push(p, &ops, op)) return false;
        if (p->tok.kind != TOK_COMMA) break;
        TokenKind next = parser_peek(p)->kind;
        if (!is_attribute_name(next) && next != TOK_TIMES) break;   /* the trailing comma */
        parser_advance(p);
    }
    *out = parser_vec_list(&ops);
    return true;
}

/* ---- resources ---- */

/* resource_body: expression ':' attribute_operations ','? */
static AstNode *resource_body(Parser *p, AstNode *title)
{
    if (!title) {
        title = parser_expression(p);
        if (!title) return NULL;
    }
    if (!parser_expect(p, TOK_COLON)) return NULL;
    AstNode *body = parser_node(p, AST_RESOURCE_BODY, &title->span);
    if (!body) return NULL;
    body->as.resource_body.title = title;
    if (!parser_attribute_operations(p, &body->as.resource_body.ops)) return NULL;
    if (p->tok.kind == TOK_COMMA) parser_advance(p);
    return body;
}

/* The bodies after the first: (';' resource_body)* ';'? '}' — returns the '}' span. */
static bool more_bodies(Parser *p, NodeVec *bodies, SrcSpan *close)
{
    while (p->tok.kind == TOK_SEMIC) {
        parser_advance(p);
        if (p->tok.kind == TOK_RBRACE) break;
        AstNode *b = resource_body(p, NULL);
        if (!b || !parser_vec_push(p, bodies, b)) return false;
    }
    *close = p->tok.span;
    return parser_expect(p, TOK_RBRACE);
}

/* resource '{' ... '}' with left as the resource's type (the '{' is current). */
static AstNode *resource_tail(Parser *p, AstNode *left)
{
    SrcSpan lbrace = p->tok.span;
    parser_advance(p);
    TokenKind k = p->tok.kind;
    TokenKind next = k == TOK_RBRACE || k == TOK_COMMA ? TOK_EOF : parser_peek(p)->kind;
    /* The reference decides with one token of lookahead after the first: a name or '*' is an
     * attribute when '=>' or '+>' follows; a keyword that cannot start an expression, or a
     * comma (an empty list of attributes), can only be the untitled form. */
    bool untitled = k == TOK_RBRACE || k == TOK_COMMA ||
                    (is_attribute_name(k) && (next == TOK_FARROW || next == TOK_PARROW)) ||
                    (k == TOK_TIMES && next == TOK_FARROW) ||
                    k == TOK_AND || k == TOK_OR || k == TOK_ELSE || k == TOK_ELSIF || k == TOK_IN ||
                    k == TOK_INHERITS;
    if (!untitled) {
        /* resource '{' expression ':' attribute_operations additional_resource_bodies '}' */
        NodeVec bodies = {0};
        AstNode *b = resource_body(p, NULL);
        if (!b || !parser_vec_push(p, &bodies, b)) return NULL;
        SrcSpan close;
        if (!more_bodies(p, &bodies, &close)) return NULL;
        SrcSpan span = parser_span_join(&left->span, &close);
        AstNode *r = parser_node(p, AST_RESOURCE, &span);
        if (!r) return NULL;
        r->as.resource.type = left;
        r->as.resource.bodies = parser_vec_list(&bodies);
        r->as.resource.form = RESOURCE_REGULAR;
        return r;
    }
    /* resource '{' attribute_operations ','? '}' : defaults, override, or no resource */
    AstList ops;
    if (!parser_attribute_operations(p, &ops)) return NULL;
    if (p->tok.kind == TOK_COMMA) parser_advance(p);
    SrcSpan rbrace = p->tok.span;
    if (!parser_expect(p, TOK_RBRACE)) return NULL;
    SrcSpan span = parser_span_join(&left->span, &rbrace);
    switch ((int)left->kind) {
    case AST_TYPE_REF:
    case AST_ACCESS: {
        AstNode *r = parser_node(p, left->kind == AST_TYPE_REF ? AST_RESOURCE_DEFAULTS : AST_RESOURCE_OVERRIDE, &span);
        if (!r) return NULL;
        r->as.resource_body.title = left;
        r->as.resource_body.ops = ops;
        r->as.resource_body.form = RESOURCE_REGULAR;
        return r;
    }
    case AST_NAME: {
        /* transform_resource_wo_title: `name { a => 1 }` is the name and a hash; with a
         * statement function name it is a call taking the hash */
        NodeVec entries = {0};
        for (size_t i = 0; i < ops.count; i++) {
            AstNode *op = ops.items[i];
            if (op->as.attribute.op == ATTR_APPEND || strcmp(op->as.attribute.name, "*") == 0) {
                parser_fail(p, &lbrace, "Syntax error resource body without title or hash with +>");
                return NULL;
            }
            AstNode *key = parser_node(p, AST_STRING, &op->span);
            AstNode *e = parser_node(p, AST_HASH_ENTRY, &op->span);
            if (!key || !e) return NULL;
            key->as.string.text = op->as.attribute.name;
            key->as.string.len = strlen(op->as.attribute.name);
            e->as.binary.lhs = key;
            e->as.binary.rhs = op->as.attribute.value;
            if (!parser_vec_push(p, &entries, e)) return false;
        }
        SrcSpan hspan = parser_span_join(&lbrace, &rbrace);
        AstNode *h = parser_node(p, AST_HASH, &hspan);
        if (!h) return NULL;
        h->as.list.items = parser_vec_list(&entries);
        NodeVec items = {0};
        if (parser_is_statement_function(left->as.string.text, left->as.string.len)) {
            AstNode *call = parser_node(p, AST_CALL, &span);
            if (!call || !parser_vec_push(p, &items, h)) return NULL;
            call->as.call.function = left;
            call->as.call.args = parser_vec_list(&items);
            call->as.call.statement_style = true;
            return call;
        }
        AstNode *block = parser_node(p, AST_BLOCK, &left->span);
        if (!block || !parser_vec_push(p, &items, left) || !parser_vec_push(p, &items, h)) return NULL;
        block->span = parser_span_join(&left->span, &rbrace);
        block->as.list.items = parser_vec_list(&items);
        return block;
    }
    default:
        parser_fail(p, &left->span, "Expression is not valid as a resource, resource-default, or resource-override");
        return NULL;
    }
}

/* resource: expression | '@' resource | '@@' resource
 *         | 'class' '{' resource_body (';' resource_body)* ';'? '}'
 *         | resource '{' ... '}' */
AstNode *parser_resource(Parser *p)
{
    if (p->tok.kind == TOK_AT || p->tok.kind == TOK_ATAT) {
        bool exported = p->tok.kind == TOK_ATAT;
        SrcSpan at = p->tok.span;
        parser_advance(p);
        if (!parser_enter(p)) return NULL;
        AstNode *r = parser_resource(p);
        if (!r) return NULL;
        parser_leave(p);
        ResourceForm form = exported ? RESOURCE_EXPORTED : RESOURCE_VIRTUAL;
        if (r->kind == AST_RESOURCE) {
            r->as.resource.form = form;
        } else if (r->kind == AST_RESOURCE_DEFAULTS || r->kind == AST_RESOURCE_OVERRIDE) {
            r->as.resource_body.form = form;
        } else {
            parser_fail(p, &at, exported ? "Exported (@@) can only be applied to a Resource Expression"
                                         : "Virtual (@) can only be applied to a Resource Expression");
            return NULL;
        }
        r->span = parser_span_join(&at, &r->span);
        return r;
    }
    AstNode *r;
    if (p->tok.kind == TOK_CLASS && parser_peek(p)->kind == TOK_LBRACE) {
        SrcSpan start = p->tok.span;
        AstNode *type = name_node(p, AST_NAME, &p->tok);
        if (!type) return NULL;
        parser_advance(p);
        parser_advance(p);   /* '{' */
        NodeVec bodies = {0};
        AstNode *b = resource_body(p, NULL);
        if (!b || !parser_vec_push(p, &bodies, b)) return NULL;
        SrcSpan close;
        if (!more_bodies(p, &bodies, &close)) return NULL;
        SrcSpan span = parser_span_join(&start, &close);
        r = parser_node(p, AST_RESOURCE, &span);
        if (!r) return NULL;
        r->as.resource.type = type;
        r->as.resource.bodies = parser_vec_list(&bodies);
    } else {
        r = parser_expression(p);
    }
    while (r && p->tok.kind == TOK_LBRACE) r = resource_tail(p, r);
    return r;
}

/* ---- definitions ---- */

/* classname: NAME | WORD | CLASSREF (| 'class' and strings, with the reference's errors) */
static const char *classname(Parser *p, size_t *len)
{
    switch ((int)p->tok.kind) {
    case TOK_NAME: case TOK_WORD: case TOK_CLASSREF: {
        const char *n = parser_strdup(p, p->tok.text, p->tok.len);
        *len = p->tok.len;
        if (n) parser_advance(p);
        return n;
    }
    case TOK_CLASS:
        parser_fail(p, &p->tok.span, "'class' keyword not allowed at this location");
        return NULL;
    case TOK_STRING:
        parser_fail(p, &p->tok.span, "A quoted string is not valid as a name here");
        return NULL;
    default:
        parser_syntax_error(p, &p->tok);
        return NULL;
    }
}

/* The full name of a class or define: the enclosing classes' names, then its own. */
static const char *qualified(Parser *p, const char *name, size_t len)
{
    size_t total = len;
    for (size_t i = 0; i < p->class_count; i++) total += strlen(p->classes[i]) + 2;
    char *full = arena_alloc(p->arena, total + 1);
    if (!full) {
        parser_fail(p, NULL, "Out of memory while parsing");
        p->error->out_of_memory = true;
        return NULL;
    }
    size_t o = 0;
    for (size_t i = 0; i < p->class_count; i++) {
        size_t l = strlen(p->classes[i]);
        memcpy(full + o, p->classes[i], l);
        o += l;
        memcpy(full + o, "::", 2);
        o += 2;
    }
    memcpy(full + o, name, len);
    o += len;
    full[o] = '\0';
    /* [namespace, name].join('::').sub(/^::/, ''): at the top the namespace is '', so the
     * join's '::' is what goes, and `class ::foo` keeps its name (then refused as a name) */
    return full;
}

static bool push_class(Parser *p, const char *name)
{
    if (p->class_count == p->class_cap) {
        size_t cap = p->class_cap ? p->class_cap * 2 : 8;
        const char **n = arena_realloc(p->arena, p->classes, p->class_cap * sizeof *n, cap * sizeof *n);
        if (!n) {
            parser_fail(p, NULL, "Out of memory while parsing");
            p->error->out_of_memory = true;
            return false;
        }
        p->classes = n;
        p->class_cap = cap;
    }
    p->classes[p->class_count++] = name;
    return true;
}

/* CLASS classname parameter_list (INHERITS (classname | DEFAULT))? '{' statements? '}'
 * DEFINE classname parameter_list '{' statements? '}' */
static AstNode *class_or_define(Parser *p, bool is_class)
{
    SrcSpan start = p->tok.span;
    parser_advance(p);
    size_t len;
    const char *written = classname(p, &len);
    if (!written) return NULL;
    const char *full = qualified(p, written, len);
    if (!full) return NULL;
    AstNode *d = parser_node(p, is_class ? AST_CLASS_DEF : AST_DEFINE_DEF, &start);
    if (!d) return NULL;
    d->as.definition.name = full;
    /* the name is stacked as soon as it is read: nested classes get it as a prefix */
    if (is_class && !push_class(p, written)) return NULL;
    if (!parser_parameter_list(p, &d->as.definition.params)) return NULL;
    if (is_class && p->tok.kind == TOK_INHERITS) {
        parser_advance(p);
        if (p->tok.kind == TOK_DEFAULT) {
            d->as.definition.parent = "default";
            parser_advance(p);
        } else {
            d->as.definition.parent = classname(p, &len);
            if (!d->as.definition.parent) return NULL;
        }
    }
    d->as.definition.body = parser_block(p);
    if (!d->as.definition.body) return NULL;
    if (is_class) p->class_count--;
    d->span = parser_span_join(&start, &d->as.definition.body->span);
    return d;
}

/* opt_return_type: ('>>' type ('[' access_args ']')?)? */
static bool return_type(Parser *p, AstNode **out)
{
    *out = NULL;
    if (p->tok.kind != TOK_RSHIFT) return true;
    parser_advance(p);
    *out = parser_parameter_type(p, false);
    return *out != NULL;
}

/* FUNCTION classname parameter_list opt_return_type '{' statements? '}' */
static AstNode *function_definition(Parser *p)
{
    SrcSpan start = p->tok.span;
    parser_advance(p);
    size_t len;
    const char *name = classname(p, &len);
    if (!name) return NULL;
    AstNode *d = parser_node(p, AST_FUNCTION_DEF, &start);
    if (!d) return NULL;
    d->as.definition.name = name;
    if (!parser_parameter_list(p, &d->as.definition.params)) return NULL;
    if (!return_type(p, &d->as.definition.return_type)) return NULL;
    d->as.definition.body = parser_block(p);
    if (!d->as.definition.body) return NULL;
    d->span = parser_span_join(&start, &d->as.definition.body->span);
    return d;
}

/* hostname: dotted_name | quotedtext | DEFAULT | regex;
 * dotted_name: (NAME | NUMBER) ('.' (NAME | NUMBER))* */
static AstNode *hostname(Parser *p)
{
    Token *t = &p->tok;
    switch ((int)t->kind) {
    case TOK_NAME: case TOK_NUMBER: {
        SrcSpan start = t->span, end = t->span;
        size_t cap = t->len + 16, len = t->len;
        char *text = arena_alloc(p->arena, cap);
        if (!text) { parser_fail(p, NULL, "Out of memory while parsing"); p->error->out_of_memory = true; return NULL; }
        memcpy(text, t->text, t->len);
        parser_advance(p);
        while (p->tok.kind == TOK_DOT) {
            parser_advance(p);
            if (p->tok.kind != TOK_NAME && p->tok.kind != TOK_NUMBER) {
                parser_syntax_error(p, &p->tok);
                return NULL;
            }
            if (len + p->tok.len + 2 > cap) {
                size_t ncap = (len + p->tok.len + 2) * 2;
                char *m = arena_realloc(p->arena, text, cap, ncap);
                if (!m) { parser_fail(p, NULL, "Out of memory while parsing"); p->error->out_of_memory = true; return NULL; }
                text = m;
                cap = ncap;
            }
            text[len++] = '.';
            memcpy(text + len, p->tok.text, p->tok.len);
            len += p->tok.len;
            end = p->tok.span;
            parser_advance(p);
        }
        text[len] = '\0';
        SrcSpan span = parser_span_join(&start, &end);
        AstNode *s = parser_node(p, AST_STRING, &span);
        if (!s) return NULL;
        s->as.string.text = text;
        s->as.string.len = len;
        return s;
    }
    case TOK_STRING: case TOK_WORD: {
        AstNode *s = name_node(p, AST_STRING, t);
        if (s) parser_advance(p);
        return s;
    }
    case TOK_REGEX: {
        AstNode *s = name_node(p, AST_REGEX, t);
        if (s) parser_advance(p);
        return s;
    }
    case TOK_DEFAULT: {
        AstNode *s = parser_node(p, AST_DEFAULT, &t->span);
        if (s) parser_advance(p);
        return s;
    }
    case TOK_DQPRE:
        return parser_dq_string(p);
    case TOK_HEREDOC:
        return parser_heredoc(p);
    default:
        parser_syntax_error(p, t);
        return NULL;
    }
}

/* NODE hostnames ','? (INHERITS hostname)? '{' statements? '}' */
static AstNode *node_definition(Parser *p)
{
    SrcSpan start = p->tok.span;
    parser_advance(p);
    NodeVec matches = {0};
    for (;;) {
        AstNode *h = hostname(p);
        if (!h || !parser_vec_push(p, &matches, h)) return NULL;
        if (p->tok.kind != TOK_COMMA) break;
        parser_advance(p);
        if (p->tok.kind == TOK_INHERITS || p->tok.kind == TOK_LBRACE) break;
    }
    AstNode *d = parser_node(p, AST_NODE_DEF, &start);
    if (!d) return NULL;
    d->as.node_def.matches = parser_vec_list(&matches);
    if (p->tok.kind == TOK_INHERITS) {
        parser_advance(p);
        d->as.node_def.parent = hostname(p);
        if (!d->as.node_def.parent) return NULL;
    }
    d->as.node_def.body = parser_block(p);
    if (!d->as.node_def.body) return NULL;
    d->span = parser_span_join(&start, &d->as.node_def.body->span);
    return d;
}

/* TYPE CLASSREF (INHERITS CLASSREF)? '{' statements? '}'     (type_definition)
 * TYPE parameter_type '=' (type hash | type '[' access_args ','? ']' | type | hash | array)
 * TYPE '(' ...: a call of the function `type` */
static AstNode *type_statement(Parser *p)
{
    SrcSpan start = p->tok.span;
    if (parser_peek(p)->kind == TOK_LPAREN) {
        AstNode *name = name_node(p, AST_NAME, &p->tok);
        if (name) parser_advance(p);
        return name;   /* the '(' is a call, made by the postfix operators */
    }
    parser_advance(p);
    if (p->tok.kind != TOK_CLASSREF) {
        parser_syntax_error(p, &p->tok);
        return NULL;
    }
    TokenKind next = parser_peek(p)->kind;
    if (next == TOK_LBRACE || next == TOK_INHERITS) {
        AstNode *d = parser_node(p, AST_TYPE_DEFINITION, &start);
        if (!d) return NULL;
        d->as.definition.name = parser_strdup(p, p->tok.text, p->tok.len);
        if (!d->as.definition.name) return NULL;
        parser_advance(p);
        if (p->tok.kind == TOK_INHERITS) {
            parser_advance(p);
            if (p->tok.kind != TOK_CLASSREF) {
                parser_syntax_error(p, &p->tok);
                return NULL;
            }
            d->as.definition.parent = parser_strdup(p, p->tok.text, p->tok.len);
            if (!d->as.definition.parent) return NULL;
            parser_advance(p);
        }
        d->as.definition.body = parser_block(p);
        if (!d->as.definition.body) return NULL;
        d->span = parser_span_join(&start, &d->as.definition.body->span);
        return d;
    }
    AstNode *lhs = parser_parameter_type(p, false);
    if (!lhs) return NULL;
    if (!parser_expect(p, TOK_EQUALS)) return NULL;
    AstNode *rhs;
    if (p->tok.kind == TOK_CLASSREF) {
        if (parser_peek(p)->kind == TOK_LBRACE) {
            /* type Foo = Bar { ... } is Object[{ ..., parent => Bar }] (Object and TypeSet
             * take the hash directly), as the reference's build_TypeAlias rewrites it */
            AstNode *parent = name_node(p, AST_TYPE_REF, &p->tok);
            if (!parent) return NULL;
            parser_advance(p);
            AstNode *h = parser_hash(p);
            if (!h) return NULL;
            AstNode *target = parent;
            if (strcmp(parent->as.string.text, "Object") != 0 && strcmp(parent->as.string.text, "TypeSet") != 0) {
                AstNode *key = parser_node(p, AST_NAME, &h->span);
                AstNode *e = parser_node(p, AST_HASH_ENTRY, &h->span);
                target = parser_node(p, AST_TYPE_REF, &parent->span);
                if (!key || !e || !target) return NULL;
                key->as.string.text = "parent";
                key->as.string.len = 6;
                e->as.binary.lhs = key;
                e->as.binary.rhs = parent;
                target->as.string.text = "Object";
                target->as.string.len = 6;
                AstNode **items = arena_alloc(p->arena, (h->as.list.items.count + 1) * sizeof *items);
                if (!items) { parser_fail(p, NULL, "Out of memory while parsing"); p->error->out_of_memory = true; return NULL; }
                if (h->as.list.items.count) memcpy(items, h->as.list.items.items, h->as.list.items.count * sizeof *items);
                items[h->as.list.items.count] = e;
                h->as.list.items.items = items;
                h->as.list.items.count++;
            }
            SrcSpan span = parser_span_join(&target->span, &h->span);
            rhs = parser_node(p, AST_ACCESS, &span);
            if (!rhs) return NULL;
            rhs->as.access.target = target;
            rhs->as.access.keys.items = arena_alloc(p->arena, sizeof(AstNode *));
            if (!rhs->as.access.keys.items) return NULL;
            rhs->as.access.keys.items[0] = h;
            rhs->as.access.keys.count = 1;
        } else {
            rhs = parser_parameter_type(p, true);
            if (!rhs) return NULL;
        }
    } else if (p->tok.kind == TOK_LBRACE) {
        AstNode *h = parser_hash(p);
        if (!h) return NULL;
        AstNode *object = parser_node(p, AST_TYPE_REF, &h->span);
        rhs = parser_node(p, AST_ACCESS, &h->span);
        AstNode **items = arena_alloc(p->arena, sizeof *items);
        if (!object || !rhs || !items) return NULL;
        object->as.string.text = "Object";
        object->as.string.len = 6;
        items[0] = h;
        rhs->as.access.target = object;
        rhs->as.access.keys.items = items;
        rhs->as.access.keys.count = 1;
    } else if (p->tok.kind == TOK_LISTSTART || p->tok.kind == TOK_LBRACK) {
        rhs = parser_array(p);
        if (!rhs) return NULL;
    } else {
        parser_syntax_error(p, &p->tok);
        return NULL;
    }
    SrcSpan span = parser_span_join(&lhs->span, &rhs->span);
    AstNode *alias = parser_node(p, lhs->kind == AST_ACCESS ? AST_TYPE_MAPPING : AST_TYPE_ALIAS, &span);
    if (!alias) return NULL;
    alias->as.binary.lhs = lhs;
    alias->as.binary.rhs = rhs;
    return alias;
}

/* ---- conditionals ---- */

/* if_part: expression '{' statements? '}' (ELSIF if_part | ELSE '{' statements? '}')? */
static AstNode *if_part(Parser *p, SrcSpan start, AstKind kind)
{
    /* elsif chains recurse here: counted as nesting */
    if (!parser_enter(p)) return NULL;
    AstNode *n = parser_node(p, kind, &start);
    if (!n) return NULL;
    n->as.if_.cond = parser_expression(p);
    if (!n->as.if_.cond) return NULL;
    n->as.if_.then_block = parser_block(p);
    if (!n->as.if_.then_block) return NULL;
    SrcSpan end = n->as.if_.then_block->span;
    if (kind == AST_IF && p->tok.kind == TOK_ELSIF) {
        SrcSpan elsif = p->tok.span;
        parser_advance(p);
        n->as.if_.else_branch = if_part(p, elsif, AST_IF);
        if (!n->as.if_.else_branch) return NULL;
        end = n->as.if_.else_branch->span;
    } else if (p->tok.kind == TOK_ELSE) {
        parser_advance(p);
        n->as.if_.else_branch = parser_block(p);
        if (!n->as.if_.else_branch) return NULL;
        if (kind == AST_IF) end = n->as.if_.else_branch->span;
    }
    n->span = parser_span_join(&start, &end);
    parser_leave(p);
    return n;
}

/* CASE expression '{' (expressions ':' '{' statements? '}')+ '}' */
static AstNode *case_expression(Parser *p)
{
    SrcSpan start = p->tok.span;
    parser_advance(p);
    AstNode *c = parser_node(p, AST_CASE, &start);
    if (!c) return NULL;
    c->as.case_.subject = parser_expression(p);
    if (!c->as.case_.subject) return NULL;
    if (!parser_expect(p, TOK_LBRACE)) return NULL;
    NodeVec options = {0};
    do {
        NodeVec values = {0};
        for (;;) {
            AstNode *v = parser_expression(p);
            if (!v || !parser_vec_push(p, &values, v)) return NULL;
            if (p->tok.kind != TOK_COMMA) break;
            parser_advance(p);
        }
        SrcSpan colon = p->tok.span;
        if (!parser_expect(p, TOK_COLON)) return NULL;
        AstNode *body = parser_block(p);
        if (!body) return NULL;
        SrcSpan span = parser_span_join(&colon, &body->span);
        AstNode *o = parser_node(p, AST_CASE_OPTION, &span);
        if (!o || !parser_vec_push(p, &options, o)) return NULL;
        o->as.option.values = parser_vec_list(&values);
        o->as.option.body = body;
    } while (p->tok.kind != TOK_RBRACE);
    c->span = parser_span_join(&start, &p->tok.span);
    parser_advance(p);
    c->as.case_.options = parser_vec_list(&options);
    return c;
}

AstNode *parser_keyword_primary(Parser *p)
{
    SrcSpan start = p->tok.span;
    switch ((int)p->tok.kind) {
    case TOK_IF:
        parser_advance(p);
        return if_part(p, start, AST_IF);
    case TOK_UNLESS:
        parser_advance(p);
        return if_part(p, start, AST_UNLESS);
    case TOK_CASE:
        return case_expression(p);
    case TOK_CLASS:
        return class_or_define(p, true);
    case TOK_DEFINE:
        return class_or_define(p, false);
    case TOK_NODE:
        return node_definition(p);
    case TOK_FUNCTION:
        return function_definition(p);
    case TOK_TYPE:
        return type_statement(p);
    default:
        parser_syntax_error(p, &p->tok);
        return NULL;
    }
}
