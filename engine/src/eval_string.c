/* eval_string.c: double-quoted strings with interpolation, and heredocs.
 *
 * Follows expressions.md "String Interpolation" and "Expression Result to String Conversion":
 * the text parts are kept, each expression part is evaluated and converted with the formatting
 * engineer's format_to_string (undef is '', strings verbatim, regexps with slashes, containers
 * in their %p-like form). The lexer already turned `${var}`, `${var[1]}` and `${var.f}` into
 * variable references; a bare name left in an interpolation is a variable too (the reference's
 * eval_TextExpression).
 */
#include "eval_internal.h"
#include "format.h"
#include "strbuf.h"

static Value eval_part(Ctx *ctx, const AstNode *part) {
    if (part->kind == AST_NAME)
        return eval_variable(ctx, part->as.string.text, part->span);
    return eval_node(ctx, part);
}

Value eval_interpolated(Ctx *ctx, const AstNode *node) {
    const AstList *parts = &node->as.list.items;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < parts->count; i++) {
        const AstNode *part = parts->items[i];
        if (part->kind == AST_STRING) {
            strbuf_append(&sb, part->as.string.text, part->as.string.len);
            continue;
        }
        Value v;
        TRY(v = eval_part(ctx, part));
        strbuf_append_str(&sb, format_to_string(ctx, v));
    }
    return strbuf_finish_value(&sb);
}

Value eval_heredoc(Ctx *ctx, const AstNode *node) {
    /* The syntax tag (`@(END:json)`) is only checked by the reference for its known syntaxes;
     * the text evaluates like any string. */
    return eval_node(ctx, node->as.heredoc.text);
}
