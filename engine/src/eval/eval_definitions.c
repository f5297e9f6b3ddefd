/* eval_definitions.c: the parameter types of classes and defines, evaluated when the program
 * is loaded, as the reference does.
 *
 * The reference turns every class and define of the manifest into a Puppet::Resource::Type
 * before main runs (PopsBridge::Program#instantiate, create_type_map), and evaluates their
 * parameter type expressions then, in a bare global scope: no facts, no variables, and only the
 * type aliases declared before the definition. So a class that is never included still fails
 * on `Strnig $x` or `Integer[$max]`, before anything is logged. Definitions are taken in the
 * order the parser completes them (a nested class before the class around it).
 * What this file does not do: check arguments against the types (catalog_class.c, at
 * instantiation), or see only the defines declared before (it sees all of them).
 */
#include "eval/eval_internal.h"
#include "support/limits.h"
#include "eval/scope.h"
#include "types/type.h"

static bool is_class_or_define(const AstNode *n) {
    return n && (n->kind == AST_CLASS_DEF || n->kind == AST_DEFINE_DEF);
}

static Value check_definition(Ctx *ctx, const AstNode *def, int depth);

/* The definitions nested in a class body, each before its parent. */
static Value check_nested(Ctx *ctx, const AstNode *body, int depth) {
    if (!body)
        return value_undef();
    if (body->kind != AST_BLOCK)
        return is_class_or_define(body) ? check_definition(ctx, body, depth + 1) : value_undef();
    for (size_t i = 0; i < body->as.list.items.count; i++)
        if (is_class_or_define(body->as.list.items.items[i]))
            TRY(check_definition(ctx, body->as.list.items.items[i], depth + 1));
    return value_undef();
}

static Value check_definition(Ctx *ctx, const AstNode *def, int depth) {
    if (depth > MAX_PARSE_DEPTH)
        return value_undef();
    if (def->kind == AST_CLASS_DEF)
        TRY(check_nested(ctx, def->as.definition.body, depth));
    const AstList *params = &def->as.definition.params;
    type_alias_limit_visibility(ctx, def->span.file, def->span.offset);
    for (size_t i = 0; i < params->count; i++) {
        const AstNode *type = params->items[i]->as.param.type;
        if (type && !eval_type_expression(ctx, type)) {
            type_alias_limit_visibility(ctx, NULL, TYPE_ALIASES_ALL_VISIBLE);
            return value_abrupt();
        }
    }
    type_alias_limit_visibility(ctx, NULL, TYPE_ALIASES_ALL_VISIBLE);
    return value_undef();
}

Value eval_definitions_check(Ctx *ctx, const AstNode *program) {
    Interp *in = ctx->interp;
    Scope *saved_scope = in->scope, *saved_top = in->top;
    in->top = in->scope = scope_new(ctx, NULL, SCOPE_TOP);
    Value result = value_undef();
    const AstList *items = &program->as.list.items;
    for (size_t i = 0; i < items->count && !value_is_abrupt(result); i++)
        if (is_class_or_define(items->items[i]))
            result = check_definition(ctx, items->items[i], 0);
    in->scope = saved_scope;
    in->top = saved_top;
    return result;
}
