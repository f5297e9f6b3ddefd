/* catalog_validate.c: the reference's checks of catalog constructs before a program runs.
 *
 * Follows the catalog part of the reference's validation/checker4_0.rb (the expression part is
 * eval_validate.c's): these are reported as parse errors ("Could not parse for environment
 * production: ...") before any statement runs:
 *   - classes, defines and nodes only at the top level or directly in a class body (in a
 *     block of the class, not in an `if` or a lambda): NOT_TOP_LEVEL;
 *   - `@class { ... }` / `@@class { ... }`: CLASS_NOT_VIRTUALIZABLE;
 *   - virtual or exported defaults and overrides: NOT_VIRTUALIZEABLE;
 *   - `+>` outside overrides and collectors: ILLEGAL_ATTRIBUTE_APPEND;
 *   - two `* =>` in one resource body: MULTIPLE_ATTRIBUTES_UNFOLD;
 *   - class and define parameters named title or name: RESERVED_PARAMETER;
 *   - node inheritance: ILLEGAL_NODE_INHERITANCE;
 *   - a collector or a definition where a value is needed: NOT_RVALUE;
 *   - a collector query other than ==, !=, and, or, parentheses: ILLEGAL_QUERY_EXPRESSION.
 * The walk is depth-first, parent before children; the first error wins.
 */
#include "catalog/catalog_internal.h"

#include <string.h>

#include "eval/eval_internal.h"
#include "eval/eval_validate.h"

typedef struct Checker {
    Ctx *ctx;
    ValidationFinding *first, **last;   /* every error, in walk order, as the reference logs them */
    size_t count;
} Checker;

static void fail(Checker *c, SrcSpan at, const char *message) {
    ValidationFinding *f = ctx_calloc(c->ctx, 1, sizeof *f);
    f->message = message;
    f->span = at;
    *c->last = f;
    c->last = &f->next;
    c->count++;
}

static void walk(Checker *c, const AstNode *n, bool defs_ok);

/* Patterns::CLASSREF_EXT_DECL, /\A[A-Z]\w*(?:::[A-Z]\w*)*\z/ (ASCII \w). */
static bool is_classref_decl(const char *name) {
    for (;;) {
        if (!(*name >= 'A' && *name <= 'Z'))
            return false;
        name++;
        while ((*name >= 'a' && *name <= 'z') || (*name >= 'A' && *name <= 'Z') || (*name >= '0' && *name <= '9') ||
               *name == '_')
            name++;
        if (!*name)
            return true;
        if (name[0] != ':' || name[1] != ':')
            return false;
        name += 2;
    }
}

static const AstNode *unparen(const AstNode *n) {
    while (n && n->kind == AST_PAREN)
        n = n->as.unary.operand;
    return n;
}

/* rvalue: an expression whose value is used must produce one. */
static void rvalue(Checker *c, const AstNode *n) {
    n = unparen(n);
    if (!n)
        return;
    const char *what = NULL;
    switch (n->kind) {
    case AST_COLLECTOR:
        what = n->as.collector.exported ? "An Exported Query" : "A Virtual Query";
        break;
    case AST_CLASS_DEF:
        what = "A Host Class Definition";
        break;
    case AST_DEFINE_DEF:
        what = "A 'define' expression";
        break;
    case AST_NODE_DEF:
        what = "A Node Definition";
        break;
    case AST_UNARY_MINUS:
    case AST_NOT:
        rvalue(c, n->as.unary.operand);
        return;
    default:
        return;
    }
    fail(c, n->span, ctx_sprintf(c->ctx, "Invalid use of expression. %s does not produce a value", what));
}

/* The reference's label of an expression (model_label_provider.rb), with its article. */
static const char *expression_label(Ctx *ctx, const AstNode *n) {
    const char *op = NULL;
    switch (n->kind) {
    case AST_MATCH: op = "=~"; break;
    case AST_NOMATCH: op = "!~"; break;
    case AST_LT: op = "<"; break;
    case AST_LE: op = "<="; break;
    case AST_GT: op = ">"; break;
    case AST_GE: op = ">="; break;
    case AST_EQ: op = "=="; break;
    case AST_NE: op = "!="; break;
    case AST_ADD: op = "+"; break;
    case AST_SUB: op = "-"; break;
    case AST_MUL: op = "*"; break;
    case AST_DIV: op = "/"; break;
    case AST_MOD: op = "%"; break;
    case AST_SHL: op = "<<"; break;
    case AST_SHR: op = ">>"; break;
    case AST_IN: return "an 'in' expression";
    case AST_NOT: return "a 'not' expression";
    case AST_CALL: return "a Function Call";
    case AST_CALL_METHOD: return "a Method call";
    case AST_ACCESS: return "a '[]' expression";
    case AST_INTEGER: return "a Literal Integer";
    case AST_FLOAT: return "a Literal Float";
    case AST_STRING: return "a String";
    case AST_INTERPOLATED: return "a Double Quoted String";
    case AST_BOOLEAN: return "a Boolean";
    case AST_UNDEF: return "an 'undef' expression";
    case AST_DEFAULT: return "a 'default' expression";
    case AST_REGEX: return "a Regular Expression";
    case AST_VARIABLE: return "a Variable";
    case AST_NAME: return "a Name";
    case AST_TYPE_REF: return "a Type-Name";
    case AST_ARRAY: return "an Array Expression";
    case AST_HASH: return "a Hash Expression";
    case AST_UNARY_MINUS: return "a Unary Minus";
    case AST_SELECTOR: return "a Selector Expression";
    default: return "an Expression";
    }
    (void)ctx;
    return ctx_sprintf(ctx, "a '%s' expression", op);
}

static void query(Checker *c, const AstNode *n) {
    switch (n->kind) {
    case AST_QUERY_AND:
    case AST_QUERY_OR:
        query(c, n->as.binary.lhs);
        query(c, n->as.binary.rhs);
        return;
    case AST_QUERY_PAREN:
        query(c, n->as.unary.operand);
        return;
    case AST_QUERY_EQ:
    case AST_QUERY_NE:
    case AST_VARIABLE:
    case AST_NAME:
    case AST_INTEGER:
    case AST_FLOAT:
    case AST_STRING:
    case AST_BOOLEAN:
        return;
    default: {
        const char *label = expression_label(c->ctx, n);
        fail(c, n->span, ctx_sprintf(c->ctx, "Illegal query expression. A%s cannot be used in a query", label + 1));
        return;
    }
    }
}

static void walk_list(Checker *c, const AstList *l, bool defs_ok, bool values) {
    for (size_t i = 0; i < l->count; i++) {
        if (values)
            rvalue(c, l->items[i]);
        walk(c, l->items[i], defs_ok);
    }
}

static void check_attributes(Checker *c, const AstList *ops, const char *container, bool append_ok) {
    bool unfolded = false;
    for (size_t i = 0; i < ops->count; i++) {
        const AstNode *op = ops->items[i];
        if (strcmp(op->as.attribute.name, "*") == 0) {
            if (unfolded && container && strcmp(container, "a Resource Instance Definition") == 0)
                fail(c, op->span, "Unfolding of attributes from Hash can only be used once per resource body");
            unfolded = true;
        }
        if (op->as.attribute.op == ATTR_APPEND && !append_ok)
            fail(c, op->span, ctx_sprintf(c->ctx, "Illegal +> operation on attribute %s. This operator can not be used in %s",
                                          op->as.attribute.name, container));
        rvalue(c, op->as.attribute.value);
        walk(c, op->as.attribute.value, false);
    }
}

/* internal_check_no_idem_last: a body may not end with an expression that only produces a
 * value. */
static void check_last(Checker *c, const AstNode *body, const char *container) {
    if (!body)
        return;
    const AstNode *last = body;
    if (body->kind == AST_BLOCK) {
        if (!body->as.list.items.count)
            return;
        last = body->as.list.items.items[body->as.list.items.count - 1];
    }
    /* a resource without a title is the block check's error (eval_validate.c) */
    if (eval_validate_is_idem(last) && !eval_validate_is_resource_without_title(last))
        fail(c, last->span, ctx_sprintf(c->ctx, "This %s has no effect. %s can not end with a value-producing expression without other effect",
                                        eval_validate_label(c->ctx, last), container));
}

static void check_definition(Checker *c, const AstNode *n, bool defs_ok) {
    if (!defs_ok) {
        fail(c, n->span, "Classes, definitions, and nodes may only appear at toplevel or inside other classes");
        return;
    }
    if (n->kind == AST_NODE_DEF) {
        if (n->as.node_def.parent)
            fail(c, n->as.node_def.parent->span,
                 "Node inheritance is not supported in Puppet >= 4.0.0. See http://links.puppet.com/puppet-node-inheritance-deprecation");
        check_last(c, n->as.node_def.body, "A Node Definition");
        walk(c, n->as.node_def.body, false);
        return;
    }
    const char *container = n->kind == AST_CLASS_DEF ? "the Host Class Definition" : "the 'define' expression";
    const AstList *params = &n->as.definition.params;
    for (size_t i = 0; i < params->count; i++) {
        const AstNode *p = params->items[i];
        if (strcmp(p->as.param.name, "title") == 0 || strcmp(p->as.param.name, "name") == 0)
            fail(c, p->span, ctx_sprintf(c->ctx, "The parameter $%s redefines a built in parameter in %s",
                                         p->as.param.name, container));
        if (p->as.param.default_value) {
            rvalue(c, p->as.param.default_value);
            walk(c, p->as.param.default_value, false);
        }
    }
    check_last(c, n->as.definition.body, n->kind == AST_CLASS_DEF ? "A Host Class Definition" : "A 'define' expression");
    /* a class body may hold definitions; a define body may not */
    walk(c, n->as.definition.body, n->kind == AST_CLASS_DEF);
}

static void walk(Checker *c, const AstNode *n, bool defs_ok) {
    if (!n)
        return;
    switch (n->kind) {
    case AST_CLASS_DEF:
    case AST_DEFINE_DEF:
    case AST_NODE_DEF:
        check_definition(c, n, defs_ok);
        return;
    case AST_PROGRAM:
        walk_list(c, &n->as.list.items, true, false);
        return;
    case AST_BLOCK:
        walk_list(c, &n->as.list.items, defs_ok, false);
        return;
    case AST_RESOURCE: {
        const AstNode *type = n->as.resource.type;
        if (n->as.resource.form != RESOURCE_REGULAR && type->kind == AST_NAME && strcmp(type->as.string.text, "class") == 0) {
            fail(c, n->span, "Classes are not virtualizable");
            return;
        }
        walk(c, type, false);
        for (size_t i = 0; i < n->as.resource.bodies.count; i++) {
            const AstNode *body = n->as.resource.bodies.items[i];
            rvalue(c, body->as.resource_body.title);
            walk(c, body->as.resource_body.title, false);
            check_attributes(c, &body->as.resource_body.ops, "a Resource Instance Definition", false);
        }
        return;
    }
    case AST_RESOURCE_DEFAULTS:
    case AST_RESOURCE_OVERRIDE: {
        bool defaults = n->kind == AST_RESOURCE_DEFAULTS;
        if (n->as.resource_body.form != RESOURCE_REGULAR) {
            fail(c, n->span, "Resource Defaults are not virtualizable");
            return;
        }
        walk(c, n->as.resource_body.title, false);
        check_attributes(c, &n->as.resource_body.ops, defaults ? "a Resource Defaults Expression" : "a Resource Override",
                         !defaults);
        return;
    }
    case AST_COLLECTOR: {
        /* check_CollectExpression: only a QualifiedReference names the type (`notify <| |>`,
         * `::dd <| |>` and `$t <| |>` are refused before anything runs) */
        const AstNode *type = n->as.collector.type;
        if (type->kind != AST_TYPE_REF) {
            const char *label = eval_validate_label(c->ctx, type);
            bool vowel = strchr("AEIOUaeiou", label[label[0] == '\'' ? 1 : 0]) != NULL;
            fail(c, type->span, ctx_sprintf(c->ctx, "Illegal expression. %s %s is unacceptable as type name in %s",
                                            vowel ? "An" : "A", label,
                                            n->as.collector.exported ? "an Exported Query" : "a Virtual Query"));
        }
        if (n->as.collector.query) {
            query(c, n->as.collector.query);
            walk(c, n->as.collector.query, false);
        }
        check_attributes(c, &n->as.collector.ops, "a Collector", true);
        return;
    }
    case AST_TYPE_ALIAS:
        /* check_TypeAlias: the name must match CLASSREF_EXT_DECL (`type ::Mine = ...` is
         * refused); the alias's span starts at its name. Kept here, beside the collector's
         * type name check, rather than in the expression checks: it is a naming rule */
        if (!is_classref_decl(n->as.binary.lhs->as.string.text))
            fail(c, n->span, ctx_sprintf(c->ctx, "Unacceptable name. The name '%s' is unacceptable as the name of a Type Alias",
                                         n->as.binary.lhs->as.string.text));
        break;
    case AST_RELATIONSHIP: {
        /* relation(): collectors and chains are fine operands, anything else must be a value */
        const AstNode *sides[2] = { unparen(n->as.binary.lhs), unparen(n->as.binary.rhs) };
        for (int i = 0; i < 2; i++) {
            if (sides[i]->kind != AST_COLLECTOR && sides[i]->kind != AST_RELATIONSHIP)
                rvalue(c, sides[i]);
            walk(c, sides[i], false);
        }
        return;
    }
    case AST_ASSIGN:
        rvalue(c, n->as.binary.rhs);
        walk(c, n->as.binary.lhs, false);
        walk(c, n->as.binary.rhs, false);
        return;
    case AST_IF:
    case AST_UNLESS:
        rvalue(c, n->as.if_.cond);
        walk(c, n->as.if_.cond, false);
        walk(c, n->as.if_.then_block, false);
        walk(c, n->as.if_.else_branch, false);
        return;
    case AST_CASE:
    case AST_SELECTOR:
        rvalue(c, n->as.case_.subject);
        walk(c, n->as.case_.subject, false);
        walk_list(c, &n->as.case_.options, false, false);
        return;
    case AST_CASE_OPTION:
        walk_list(c, &n->as.option.values, false, true);
        walk(c, n->as.option.body, false);
        return;
    case AST_ARRAY:
        walk_list(c, &n->as.list.items, false, true);
        return;
    case AST_HASH_ENTRY:
        rvalue(c, n->as.binary.lhs);
        rvalue(c, n->as.binary.rhs);
        walk(c, n->as.binary.lhs, false);
        walk(c, n->as.binary.rhs, false);
        return;
    default:
        break;
    }
    switch (ast_member_of(n->kind)) {
    case AST_MEMBER_list:
        walk_list(c, &n->as.list.items, false, false);
        return;
    case AST_MEMBER_heredoc:
        walk(c, n->as.heredoc.text, false);
        return;
    case AST_MEMBER_unary:
        rvalue(c, n->as.unary.operand);
        walk(c, n->as.unary.operand, false);
        return;
    case AST_MEMBER_binary:
        rvalue(c, n->as.binary.lhs);
        rvalue(c, n->as.binary.rhs);
        walk(c, n->as.binary.lhs, false);
        walk(c, n->as.binary.rhs, false);
        return;
    case AST_MEMBER_access:
        walk(c, n->as.access.target, false);
        walk_list(c, &n->as.access.keys, false, false);
        return;
    case AST_MEMBER_call:
        walk(c, n->as.call.receiver, false);
        walk_list(c, &n->as.call.args, false, false);
        walk(c, n->as.call.lambda, false);
        return;
    case AST_MEMBER_lambda:
        walk_list(c, &n->as.lambda.params, false, false);
        walk(c, n->as.lambda.body, false);
        return;
    case AST_MEMBER_param:
        walk(c, n->as.param.default_value, false);
        return;
    case AST_MEMBER_definition:
        walk(c, n->as.definition.body, false);
        return;
    case AST_MEMBER_if_:
    case AST_MEMBER_case_:
    case AST_MEMBER_option:
    case AST_MEMBER_node_def:
    case AST_MEMBER_resource:
    case AST_MEMBER_resource_body:
    case AST_MEMBER_attribute:
    case AST_MEMBER_collector:
    case AST_MEMBER_integer:
    case AST_MEMBER_floating:
    case AST_MEMBER_boolean:
    case AST_MEMBER_string:
    case AST_MEMBER_none:
        return;
    }
}

ValidationFinding *catalog_validate_findings(Ctx *ctx, const AstNode *program, size_t *count) {
    Checker c = { ctx, NULL, NULL, 0 };
    c.last = &c.first;
    walk(&c, program, true);
    *count = c.count;
    return c.first;
}

Value catalog_validate(Ctx *ctx, const AstNode *program) {
    size_t count;
    ValidationFinding *first = catalog_validate_findings(ctx, program, &count);
    return count ? eval_validation_failure(ctx, first, count, 0) : value_undef();
}
