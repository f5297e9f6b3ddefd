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
#include "heredoc_syntax.h"
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
        format_append_to_string(&sb, v);
    }
    return strbuf_finish_value(&sb);
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
