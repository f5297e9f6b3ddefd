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

typedef enum Member {
    M_integer, M_floating, M_boolean, M_string, M_list, M_heredoc, M_unary, M_binary, M_access,
    M_call, M_lambda, M_param, M_if_, M_case_, M_option, M_definition, M_node_def, M_resource,
    M_resource_body, M_attribute, M_collector, M_none,
} Member;

static const Member MEMBER_OF[AST_KIND_COUNT] = {
#define X(kind, name, member) [kind] = M_##member,
#include "syntax/ast.def"
#undef X
};

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
    switch (MEMBER_OF[from->kind]) {
    case M_integer:
    case M_floating:
    case M_boolean:
    case M_none:
        return true;
    case M_string:
        n->as.string.callee = NULL;   /* per-run caches (eval_call.c) */
        n->as.string.callee_defined = 0;
        return true;
    case M_list:
        return clone_list(arena, &from->as.list.items, &n->as.list.items);
    case M_heredoc:
        return clone_node(arena, from->as.heredoc.text, &n->as.heredoc.text);
    case M_unary:
        return clone_node(arena, from->as.unary.operand, &n->as.unary.operand);
    case M_binary:
        return clone_node(arena, from->as.binary.lhs, &n->as.binary.lhs) &&
               clone_node(arena, from->as.binary.rhs, &n->as.binary.rhs);
    case M_access:
        return clone_node(arena, from->as.access.target, &n->as.access.target) &&
               clone_list(arena, &from->as.access.keys, &n->as.access.keys);
    case M_call:
        return clone_node(arena, from->as.call.function, &n->as.call.function) &&
               clone_node(arena, from->as.call.receiver, &n->as.call.receiver) &&
               clone_list(arena, &from->as.call.args, &n->as.call.args) &&
               clone_node(arena, from->as.call.lambda, &n->as.call.lambda);
    case M_lambda:
        n->as.lambda.callable_type = NULL;
        n->as.lambda.return_type_value = NULL;
        return clone_list(arena, &from->as.lambda.params, &n->as.lambda.params) &&
               clone_node(arena, from->as.lambda.return_type, &n->as.lambda.return_type) &&
               clone_node(arena, from->as.lambda.body, &n->as.lambda.body);
    case M_param:
        n->as.param.type_value = NULL;
        return clone_node(arena, from->as.param.type, &n->as.param.type) &&
               clone_node(arena, from->as.param.default_value, &n->as.param.default_value);
    case M_if_:
        return clone_node(arena, from->as.if_.cond, &n->as.if_.cond) &&
               clone_node(arena, from->as.if_.then_block, &n->as.if_.then_block) &&
               clone_node(arena, from->as.if_.else_branch, &n->as.if_.else_branch);
    case M_case_:
        return clone_node(arena, from->as.case_.subject, &n->as.case_.subject) &&
               clone_list(arena, &from->as.case_.options, &n->as.case_.options);
    case M_option:
        return clone_list(arena, &from->as.option.values, &n->as.option.values) &&
               clone_node(arena, from->as.option.body, &n->as.option.body);
    case M_definition:
        return clone_list(arena, &from->as.definition.params, &n->as.definition.params) &&
               clone_node(arena, from->as.definition.return_type, &n->as.definition.return_type) &&
               clone_node(arena, from->as.definition.body, &n->as.definition.body);
    case M_node_def:
        return clone_list(arena, &from->as.node_def.matches, &n->as.node_def.matches) &&
               clone_node(arena, from->as.node_def.parent, &n->as.node_def.parent) &&
               clone_node(arena, from->as.node_def.body, &n->as.node_def.body);
    case M_resource:
        return clone_node(arena, from->as.resource.type, &n->as.resource.type) &&
               clone_list(arena, &from->as.resource.bodies, &n->as.resource.bodies);
    case M_resource_body:
        return clone_node(arena, from->as.resource_body.title, &n->as.resource_body.title) &&
               clone_list(arena, &from->as.resource_body.ops, &n->as.resource_body.ops);
    case M_attribute:
        return clone_node(arena, from->as.attribute.value, &n->as.attribute.value);
    case M_collector:
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
