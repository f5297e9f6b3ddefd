/* ast_visit.c: the direct children of every kind of AST node (ast_visit.h). One case per union
 * member of ast.def, so that a new kind only needs its member to be known here. */
#include "syntax/ast_visit.h"

#include <stddef.h>

typedef void (*VisitFn)(const AstNode *child, void *data);

static void one(const AstNode *n, VisitFn fn, void *data)
{
    if (n) fn(n, data);
}

static void list(const AstList *l, VisitFn fn, void *data)
{
    for (size_t i = 0; i < l->count; i++) one(l->items[i], fn, data);
}

static void visit_none(const AstNode *n, VisitFn fn, void *data) { (void)n; (void)fn; (void)data; }
#define visit_integer visit_none
#define visit_floating visit_none
#define visit_boolean visit_none
#define visit_string visit_none

static void visit_list(const AstNode *n, VisitFn fn, void *data) { list(&n->as.list.items, fn, data); }
static void visit_heredoc(const AstNode *n, VisitFn fn, void *data) { one(n->as.heredoc.text, fn, data); }
static void visit_unary(const AstNode *n, VisitFn fn, void *data) { one(n->as.unary.operand, fn, data); }

static void visit_binary(const AstNode *n, VisitFn fn, void *data)
{
    one(n->as.binary.lhs, fn, data);
    one(n->as.binary.rhs, fn, data);
}

static void visit_access(const AstNode *n, VisitFn fn, void *data)
{
    one(n->as.access.target, fn, data);
    list(&n->as.access.keys, fn, data);
}

static void visit_call(const AstNode *n, VisitFn fn, void *data)
{
    one(n->as.call.receiver, fn, data);
    one(n->as.call.function, fn, data);
    list(&n->as.call.args, fn, data);
    one(n->as.call.lambda, fn, data);
}

static void visit_lambda(const AstNode *n, VisitFn fn, void *data)
{
    list(&n->as.lambda.params, fn, data);
    one(n->as.lambda.return_type, fn, data);
    one(n->as.lambda.body, fn, data);
}

static void visit_param(const AstNode *n, VisitFn fn, void *data)
{
    one(n->as.param.type, fn, data);
    one(n->as.param.default_value, fn, data);
}

static void visit_if_(const AstNode *n, VisitFn fn, void *data)
{
    one(n->as.if_.cond, fn, data);
    one(n->as.if_.then_block, fn, data);
    one(n->as.if_.else_branch, fn, data);
}

static void visit_case_(const AstNode *n, VisitFn fn, void *data)
{
    one(n->as.case_.subject, fn, data);
    list(&n->as.case_.options, fn, data);
}

static void visit_option(const AstNode *n, VisitFn fn, void *data)
{
    list(&n->as.option.values, fn, data);
    one(n->as.option.body, fn, data);
}

static void visit_definition(const AstNode *n, VisitFn fn, void *data)
{
    list(&n->as.definition.params, fn, data);
    one(n->as.definition.return_type, fn, data);
    one(n->as.definition.body, fn, data);
}

static void visit_node_def(const AstNode *n, VisitFn fn, void *data)
{
    list(&n->as.node_def.matches, fn, data);
    one(n->as.node_def.parent, fn, data);
    one(n->as.node_def.body, fn, data);
}

static void visit_resource(const AstNode *n, VisitFn fn, void *data)
{
    one(n->as.resource.type, fn, data);
    list(&n->as.resource.bodies, fn, data);
}

static void visit_resource_body(const AstNode *n, VisitFn fn, void *data)
{
    one(n->as.resource_body.title, fn, data);
    list(&n->as.resource_body.ops, fn, data);
}

static void visit_attribute(const AstNode *n, VisitFn fn, void *data) { one(n->as.attribute.value, fn, data); }

static void visit_collector(const AstNode *n, VisitFn fn, void *data)
{
    one(n->as.collector.type, fn, data);
    one(n->as.collector.query, fn, data);
    list(&n->as.collector.ops, fn, data);
}

void ast_visit_children(const AstNode *n, VisitFn fn, void *data)
{
    if (!n) return;
    switch (n->kind) {
#define X(kind, name, member) case kind: visit_##member(n, fn, data); break;
#include "syntax/ast.def"
#undef X
    case AST_KIND_COUNT:
        break;
    }
}
