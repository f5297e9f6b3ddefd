/* eval_control.c: if, unless, case and the selector.
 *
 * Follows expressions.md "Conditional Expressions" as the reference implements them
 * (evaluator_impl.rb): each of these guards the match variables, so a match made in its test
 * or options is visible inside it and forgotten after it; options are evaluated top-down and
 * left to right until one matches; a literal `default` option is set aside and used when
 * nothing matched; a splatted option matches when any of its values does; a selector without
 * a match is the error "No matching entry for selector parameter with value '...'" at its
 * left side. (Two defaults are rejected by the parser's validation, as in the reference.)
 */
#include "eval/eval_internal.h"

static const AstNode *unwrap_parens(const AstNode *n) {
    while (n->kind == AST_PAREN)
        n = n->as.unary.operand;
    return n;
}

Value eval_if(Ctx *ctx, const AstNode *node) {
    Interp *in = ctx->interp;
    const MatchData *saved = in->match;
    Value result;
    for (;;) {
        Value test = eval_node(ctx, node->as.if_.cond);
        if (value_is_abrupt(test)) {
            result = test;
            break;
        }
        bool truth = value_truthy(test);
        if (node->kind == AST_UNLESS)
            truth = !truth;
        if (truth) {
            result = eval_block(ctx, node->as.if_.then_block);
            break;
        }
        const AstNode *next = node->as.if_.else_branch;
        if (next && next->kind == AST_IF) {
            node = next;   /* elsif: same guarded level, as the reference's nested IfExpression */
            eval_check_limits(ctx, node->span);
            continue;
        }
        result = eval_block(ctx, next);
        break;
    }
    in->match = saved;
    return result;
}

/* Evaluates one option and tells whether it matches `test`: sets *is_default for a literal
 * default (which never matches here). Returns false after an abrupt completion. */
static bool option_matches(Ctx *ctx, const AstNode *option, Value test, bool *matched, bool *is_default) {
    option = unwrap_parens(option);
    *matched = false;
    *is_default = false;
    if (option->kind == AST_DEFAULT) {
        *is_default = true;
        return true;
    }
    if (option->kind == AST_SPLAT) {
        Value v = eval_node(ctx, option);
        if (value_is_abrupt(v))
            return false;
        ctx_clear_unwind(ctx);   /* nothing is in flight: what eval_case_match records is new */
        for (size_t i = 0; i < v.as.array->count && !*matched; i++)
            *matched = eval_case_match(ctx, test, v.as.array->items[i]);
        return ctx->unwind.kind != UNWIND_ERROR;
    }
    Value v = eval_node(ctx, option);
    if (value_is_abrupt(v))
        return false;
    ctx_clear_unwind(ctx);
    *matched = eval_case_match(ctx, test, v);
    return ctx->unwind.kind != UNWIND_ERROR;
}

/* An error eval_case_match recorded without a location (a Regexp type's invalid pattern) is
 * the reference's error of the whole case statement or selector. */
static void locate_match_error(Ctx *ctx, const AstNode *node, const char *what) {
    if (ctx->unwind.kind == UNWIND_ERROR && ctx->unwind.span.line == 0)
        ctx_error(ctx, node->span, "Error while evaluating %s, %s", what, ctx->unwind.message);
}

Value eval_case(Ctx *ctx, const AstNode *node) {
    Interp *in = ctx->interp;
    const MatchData *saved = in->match;
    Value result = value_undef();
    Value test = eval_node(ctx, node->as.case_.subject);
    if (value_is_abrupt(test)) {
        in->match = saved;
        return test;
    }
    const AstNode *the_default = NULL;
    const AstNode *picked = NULL;
    const AstList *options = &node->as.case_.options;
    for (size_t i = 0; i < options->count && !picked; i++) {
        const AstNode *co = options->items[i];
        const AstList *values = &co->as.option.values;
        for (size_t k = 0; k < values->count; k++) {
            bool matched, is_default;
            if (!option_matches(ctx, values->items[k], test, &matched, &is_default)) {
                locate_match_error(ctx, node, "a 'case' statement");
                in->match = saved;
                return value_abrupt();
            }
            if (is_default) {
                the_default = co;
                continue;
            }
            if (matched) {
                picked = co;
                break;
            }
        }
    }
    if (!picked)
        picked = the_default;
    if (picked)
        result = eval_block(ctx, picked->as.option.body);
    in->match = saved;
    return result;
}

Value eval_selector(Ctx *ctx, const AstNode *node) {
    Interp *in = ctx->interp;
    const MatchData *saved = in->match;
    Value test = eval_node(ctx, node->as.case_.subject);
    if (value_is_abrupt(test)) {
        in->match = saved;
        return test;
    }
    const AstNode *the_default = NULL;
    const AstNode *picked = NULL;
    const AstList *entries = &node->as.case_.options;
    for (size_t i = 0; i < entries->count && !picked; i++) {
        const AstNode *entry = entries->items[i];
        bool matched, is_default;
        if (!option_matches(ctx, entry->as.binary.lhs, test, &matched, &is_default)) {
            locate_match_error(ctx, node, "a Selector Expression");
            in->match = saved;
            return value_abrupt();
        }
        if (is_default)
            the_default = entry;
        else if (matched)
            picked = entry;
    }
    if (!picked)
        picked = the_default;
    Value result;
    if (picked)
        result = eval_node(ctx, picked->as.binary.rhs);
    else
        result = ctx_error(ctx, node->as.case_.subject->span,
                           "No matching entry for selector parameter with value '%s'", eval_ruby_to_s(ctx, test));
    in->match = saved;
    return result;
}
