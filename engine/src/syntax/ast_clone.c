/* ast_clone.c: a copy of a parsed tree in another arena (ast_clone.h).
 *
 * The evaluator keeps per-run caches in the nodes it runs (a call's resolved function, a
 * lambda's Callable type, a parameter's evaluated type: ast.h), so a tree shared by many runs
 * (a module bundle's, parsed once) is never run itself: each run that needs it runs its own
 * copy. The copy shares what is immutable (names, string texts, the SourceFile) and duplicates
 * the nodes and lists, with the per-run caches cleared; it walks the tree by the union member
 * each kind uses (ast.def), so a kind added there is copied without a change here unless it
 * brings a new member.
 */
#include "syntax/ast_clone.h"

#include <string.h>

static bool clone_node(Arena *arena, const AstNode *from, AstNode **out);

static bool clone_list(Arena *arena, const AstList *from, AstList *out) {
    out->count = from->count;
    out->items = NULL;
    if (!from->count)
        return true;
    out->items = arena_alloc(arena, from->count * sizeof *out->items);
    if (!out->items)
        return false;
    for (size_t i = 0; i < from->count; i++)
        if (!clone_node(arena, from->items[i], &out->items[i]))
            return false;
    return true;
}

/* A copy of from (NULL stays NULL) in *out; false when the arena refused. */
static bool clone_node(Arena *arena, const AstNode *from, AstNode **out) {
    *out = NULL;
    if (!from)
        return true;
    AstNode *n = arena_alloc(arena, sizeof *n);
    if (!n)
        return false;
    *n = *from;
    *out = n;
    switch (ast_member_of(from->kind)) {
    case AST_MEMBER_integer:
    case AST_MEMBER_floating:
    case AST_MEMBER_boolean:
    case AST_MEMBER_none:
        return true;
    case AST_MEMBER_string:
        n->as.string.callee = NULL;   /* per-run caches (eval_call.c) */
        n->as.string.callee_defined = 0;
        return true;
    case AST_MEMBER_list:
        return clone_list(arena, &from->as.list.items, &n->as.list.items);
    case AST_MEMBER_heredoc:
        return clone_node(arena, from->as.heredoc.text, &n->as.heredoc.text);
    case AST_MEMBER_unary:
        return clone_node(arena, from->as.unary.operand, &n->as.unary.operand);
    case AST_MEMBER_binary:
        return clone_node(arena, from->as.binary.lhs, &n->as.binary.lhs) &&
               clone_node(arena, from->as.binary.rhs, &n->as.binary.rhs);
    case AST_MEMBER_access:
        return clone_node(arena, from->as.access.target, &n->as.access.target) &&
               clone_list(arena, &from->as.access.keys, &n->as.access.keys);
    case AST_MEMBER_call:
        return clone_node(arena, from->as.call.function, &n->as.call.function) &&
               clone_node(arena, from->as.call.receiver, &n->as.call.receiver) &&
               clone_list(arena, &from->as.call.args, &n->as.call.args) &&
               clone_node(arena, from->as.call.lambda, &n->as.call.lambda);
    case AST_MEMBER_lambda:
        n->as.lambda.callable_type = NULL;
        n->as.lambda.return_type_value = NULL;
        return clone_list(arena, &from->as.lambda.params, &n->as.lambda.params) &&
               clone_node(arena, from->as.lambda.return_type, &n->as.lambda.return_type) &&
               clone_node(arena, from->as.lambda.body, &n->as.lambda.body);
    case AST_MEMBER_param:
        n->as.param.type_value = NULL;
        return clone_node(arena, from->as.param.type, &n->as.param.type) &&
               clone_node(arena, from->as.param.default_value, &n->as.param.default_value);
    case AST_MEMBER_if_:
        return clone_node(arena, from->as.if_.cond, &n->as.if_.cond) &&
               clone_node(arena, from->as.if_.then_block, &n->as.if_.then_block) &&
               clone_node(arena, from->as.if_.else_branch, &n->as.if_.else_branch);
    case AST_MEMBER_case_:
        return clone_node(arena, from->as.case_.subject, &n->as.case_.subject) &&
               clone_list(arena, &from->as.case_.options, &n->as.case_.options);
    case AST_MEMBER_option:
        return clone_list(arena, &from->as.option.values, &n->as.option.values) &&
               clone_node(arena, from->as.option.body, &n->as.option.body);
    case AST_MEMBER_definition:
        return clone_list(arena, &from->as.definition.params, &n->as.definition.params) &&
               clone_node(arena, from->as.definition.return_type, &n->as.definition.return_type) &&
               clone_node(arena, from->as.definition.body, &n->as.definition.body);
    case AST_MEMBER_node_def:
        return clone_list(arena, &from->as.node_def.matches, &n->as.node_def.matches) &&
               clone_node(arena, from->as.node_def.parent, &n->as.node_def.parent) &&
               clone_node(arena, from->as.node_def.body, &n->as.node_def.body);
    case AST_MEMBER_resource:
        return clone_node(arena, from->as.resource.type, &n->as.resource.type) &&
               clone_list(arena, &from->as.resource.bodies, &n->as.resource.bodies);
    case AST_MEMBER_resource_body:
        return clone_node(arena, from->as.resource_body.title, &n->as.resource_body.title) &&
               clone_list(arena, &from->as.resource_body.ops, &n->as.resource_body.ops);
    case AST_MEMBER_attribute:
        return clone_node(arena, from->as.attribute.value, &n->as.attribute.value);
    case AST_MEMBER_collector:
        return clone_node(arena, from->as.collector.type, &n->as.collector.type) &&
               clone_node(arena, from->as.collector.query, &n->as.collector.query) &&
               clone_list(arena, &from->as.collector.ops, &n->as.collector.ops);
    }
    return true;
}

AstNode *ast_clone(Arena *arena, const AstNode *tree) {
    AstNode *copy;
    return clone_node(arena, tree, &copy) ? copy : NULL;
}
