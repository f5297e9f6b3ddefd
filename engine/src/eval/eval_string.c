/* eval_string.c: double-quoted strings with interpolation, and heredocs.
 *
 * Follows expressions.md "String Interpolation" and "Expression Result to String Conversion":
 * the text parts are kept, each expression part is evaluated and converted with the formatting
 * engineer's format_to_string (undef is '', strings verbatim, regexps with slashes, containers
 * in their %p-like form). The lexer already turned `${var}`, `${var[1]}` and `${var.f}` into
 * variable references; a bare name left in an interpolation is a variable too (the reference's
 * eval_TextExpression).
 *
 * String building in `reduce` (`"${memo}${x}"` at each step) would copy the memo each time:
 * O(n^2) bytes copied for n steps. When the lambda has the shape checked by
 * eval_growable_node, the string made at one step has no holder but reduce, which passes it as
 * the next step's memo, so that step's interpolation appends to it in place (Interp.grow), in
 * reduce's region: O(n) time and at most about twice the result in memory.
 */
#include "eval/eval_internal.h"
#include "text/format.h"
#include "eval/heredoc_syntax.h"
#include "support/strbuf.h"
#include "types/type.h"

#include <string.h>

static Value eval_part(Ctx *ctx, const AstNode *part) {
    if (part->kind == AST_NAME)
        return eval_variable_node(ctx, part);
    return eval_node(ctx, part);
}

/* --- growing reduce's memo in place ---------------------------------------------------------- */

/* Built-in functions that neither read the caller's variables (as getvar, defined, call or the
 * template functions do) nor keep their arguments: an interpolation part may call them without
 * reaching the memo. A user function of the same name runs in its own scope under the top
 * scope, which cannot reach it either. */
static const char *const growth_safe_functions[] = {
    "abs", "camelcase", "capitalize", "ceiling", "chomp", "chop", "downcase", "floor", "join",
    "keys", "length", "lstrip", "max", "md5", "min", "regsubst", "round", "rstrip", "sha1",
    "sha256", "size", "split", "sprintf", "strip", "upcase", "values",
};
static const char *const growth_safe_types[] = { "Float", "Integer", "Numeric", "String" };

static bool in_list(const char *name, const char *const *list, size_t count) {
    for (size_t i = 0; i < count; i++)
        if (strcmp(name, list[i]) == 0)
            return true;
    return false;
}

static bool names_memo(const char *name, const char *memo) {
    if (name[0] == ':' && name[1] == ':')
        name += 2;
    return strcmp(name, memo) == 0;
}

static bool list_cannot_reach(const AstList *list, const char *memo);

/* Whether evaluating node can neither read the variable `memo` nor look variables up by a
 * computed name: only literals, other variables, operators, access, control expressions and
 * calls of growth_safe_functions without a lambda. Anything else (resources, assignment, other
 * calls) answers false, which only costs the in-place growth. */
static bool cannot_reach(const AstNode *node, const char *memo) {
    if (!node)
        return true;
    switch (node->kind) {
    case AST_INTEGER:
    case AST_FLOAT:
    case AST_STRING:
    case AST_REGEX:
    case AST_BOOLEAN:
    case AST_UNDEF:
    case AST_DEFAULT:
    case AST_TYPE_REF:
        return true;
    case AST_NAME:       /* a bare word, or a variable as an interpolation part */
    case AST_VARIABLE:
        return !names_memo(node->as.string.text, memo);
    case AST_INTERPOLATED:
    case AST_ARRAY:
    case AST_HASH:
    case AST_BLOCK:
        return list_cannot_reach(&node->as.list.items, memo);
    case AST_HEREDOC:
        return cannot_reach(node->as.heredoc.text, memo);
    case AST_UNARY_MINUS:
    case AST_NOT:
    case AST_PAREN:
        return cannot_reach(node->as.unary.operand, memo);
    case AST_HASH_ENTRY:
    case AST_ADD:
    case AST_SUB:
    case AST_MUL:
    case AST_DIV:
    case AST_MOD:
    case AST_SHL:
    case AST_SHR:
    case AST_EQ:
    case AST_NE:
    case AST_LT:
    case AST_LE:
    case AST_GT:
    case AST_GE:
    case AST_MATCH:
    case AST_NOMATCH:
    case AST_IN:
    case AST_AND:
    case AST_OR:
        return cannot_reach(node->as.binary.lhs, memo) && cannot_reach(node->as.binary.rhs, memo);
    case AST_ACCESS:
        return cannot_reach(node->as.access.target, memo) && list_cannot_reach(&node->as.access.keys, memo);
    case AST_IF:
    case AST_UNLESS:
        return cannot_reach(node->as.if_.cond, memo) && cannot_reach(node->as.if_.then_block, memo) &&
               cannot_reach(node->as.if_.else_branch, memo);
    case AST_SELECTOR:
    case AST_CASE:
        return cannot_reach(node->as.case_.subject, memo) && list_cannot_reach(&node->as.case_.options, memo);
    case AST_CASE_OPTION:
        return list_cannot_reach(&node->as.option.values, memo) && cannot_reach(node->as.option.body, memo);
    case AST_CALL:
    case AST_CALL_METHOD: {
        const AstNode *fn = node->as.call.function;
        bool safe = fn->kind == AST_NAME
                        ? in_list(fn->as.string.text, growth_safe_functions,
                                  sizeof growth_safe_functions / sizeof growth_safe_functions[0])
                        : node->kind == AST_CALL && fn->kind == AST_TYPE_REF &&
                              in_list(fn->as.string.text, growth_safe_types,
                                      sizeof growth_safe_types / sizeof growth_safe_types[0]);
        return safe && !node->as.call.lambda && cannot_reach(node->as.call.receiver, memo) &&
               list_cannot_reach(&node->as.call.args, memo);
    }
    default:
        return false;
    }
}

static bool list_cannot_reach(const AstList *list, const char *memo) {
    for (size_t i = 0; i < list->count; i++)
        if (!cannot_reach(list->items[i], memo))
            return false;
    return true;
}

/* Whether a declared type checks a string without keeping it: a type whose check infers the
 * value's type (Variant[Integer, Pattern[...]], Scalar of a string...) would intern a String
 * type pointing at the memo, which growing would then change. Only `String` and `String[m, n]`
 * are taken. */
static bool type_keeps_nothing(const AstNode *type) {
    if (!type)
        return true;
    if (type->kind == AST_TYPE_REF)
        return strcmp(type->as.string.text, "String") == 0;
    if (type->kind != AST_ACCESS || type->as.access.target->kind != AST_TYPE_REF ||
        strcmp(type->as.access.target->as.string.text, "String") != 0)
        return false;
    for (size_t i = 0; i < type->as.access.keys.count; i++)
        if (type->as.access.keys.items[i]->kind != AST_INTEGER && type->as.access.keys.items[i]->kind != AST_DEFAULT)
            return false;
    return true;
}

/* `$memo + <expression>`, whose expression cannot reach the memo: the hash case of
 * eval_growable_node. */
static const AstNode *growable_sum(const Callable *lambda, const AstNode *sum) {
    const AstNode *memo = lambda->params->items[0];
    const AstNode *lhs = sum->as.binary.lhs;
    if (memo->as.param.type || lambda->return_type || lhs->kind != AST_VARIABLE ||
        strcmp(lhs->as.string.text, memo->as.param.name) != 0 || !cannot_reach(sum->as.binary.rhs, memo->as.param.name))
        return NULL;
    return sum;
}

const AstNode *eval_growable_node(const Callable *lambda) {
    if (lambda->kind != CALLABLE_LAMBDA || lambda->params->count != 2)
        return NULL;
    const AstNode *body = lambda->body;
    if (!body || body->kind != AST_BLOCK || body->as.list.items.count != 1)
        return NULL;
    const AstNode *text = body->as.list.items.items[0];
    const AstNode *memo = lambda->params->items[0];
    if (memo->as.param.captures_rest || lambda->params->items[1]->as.param.captures_rest)
        return NULL;
    if (text->kind == AST_ADD)
        return growable_sum(lambda, text);
    if (text->kind != AST_INTERPOLATED || text->as.list.items.count < 1)
        return NULL;
    if (!type_keeps_nothing(memo->as.param.type) || !type_keeps_nothing(lambda->return_type))
        return NULL;
    const char *name = memo->as.param.name;
    const AstList *parts = &text->as.list.items;
    const AstNode *first = parts->items[0];
    if ((first->kind != AST_VARIABLE && first->kind != AST_NAME) || strcmp(first->as.string.text, name) != 0)
        return NULL;
    for (size_t i = 1; i < parts->count; i++)
        if (!cannot_reach(parts->items[i], name))
            return NULL;
    return text;
}

Value eval_interpolated(Ctx *ctx, const AstNode *node) {
    const AstList *parts = &node->as.list.items;
    StringGrowth *grow = &ctx->interp->grow;
    bool growing = grow->node == node;
    Str *resumed = NULL;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    if (growing)
        sb.home = grow->depth;   /* the memo grows in reduce's region (docs/memory.md) */
    for (size_t i = 0; i < parts->count; i++) {
        const AstNode *part = parts->items[i];
        if (part->kind == AST_STRING) {
            strbuf_append(&sb, part->as.string.text, part->as.string.len);
            continue;
        }
        Value v = eval_part(ctx, part);
        if (value_is_abrupt(v)) {
            if (resumed)
                resumed->bytes[resumed->len] = '\0';
            return v;
        }
        if (growing && i == 0 && v.kind == VAL_STRING && v.as.string == grow->str) {
            /* the memo that this node made at reduce's previous step: nothing else holds it */
            resumed = (Str *)v.as.string;
            strbuf_resume(&sb, ctx, resumed, grow->capacity);
            continue;
        }
        bool checked = type_run_has_invalid_regexp(ctx);
        if (checked)
            type_take_format_error(ctx);
        format_append_to_string(&sb, v);
        const char *unprintable = checked ? type_take_format_error(ctx) : NULL;
        if (unprintable) {
            /* Regexp['a(']: the reference compiles the pattern to print it */
            if (resumed)
                resumed->bytes[resumed->len] = '\0';
            return ctx_error(ctx, node->span, "Error while evaluating an Expression in Interpolated String, %s",
                             unprintable);
        }
    }
    if (!growing)
        return strbuf_finish_value(&sb);
    grow->str = strbuf_finish_capacity(&sb, &grow->capacity);
    return value_from_string(grow->str);
}

Value eval_heredoc(Ctx *ctx, const AstNode *node) {
    const AstNode *text = node->as.heredoc.text;
    Value v;
    TRY(v = eval_node(ctx, text));
    /* eval_HeredocExpression: an interpolated text is checked against its syntax (`@(END:json)`)
     * once produced (a literal one was by eval_validate); the error has no "Evaluation Error"
     * prefix and is located at the text */
    if (node->as.heredoc.syntax && text->kind != AST_STRING && v.kind == VAL_STRING) {
        bool unlocated;
        const char *problem = heredoc_syntax_error(ctx, node->as.heredoc.syntax, v.as.string->bytes,
                                                   v.as.string->len, &unlocated);
        if (problem) {
            ctx_error(ctx, unlocated ? span_none() : text->span, "%s", problem);
            ctx->unwind.error_kind = PUPPET_ERROR_NONE;   /* run.c: no prefix */
            return value_abrupt();
        }
    }
    return v;
}
