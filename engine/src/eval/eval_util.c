/* eval_util.c: texts and locations for the evaluator's messages.
 *
 * The reference names values in messages with its label provider (model_label_provider.rb:
 * "an Integer", "an Undef Value", "an Integer-Type") or interpolates Ruby's to_s of them
 * ("The value '[1]' cannot be converted to Numeric."); both are reproduced here.
 */
#include "eval/eval_internal.h"
#include "values/label.h"
#include "text/sprintf.h"
#include "support/strbuf.h"
#include "types/type.h"

const char *eval_value_label(Ctx *ctx, Value v) {
    if (v.kind != VAL_TYPE)
        return label_of_value(v);
    if (v.catalog_resource)
        return "Resource Statement";   /* the label of a Puppet::Resource */
    const char *title = type_kind(v.as.type) == TYPE_RESOURCE ? type_resource_title(v.as.type) : NULL;
    return ctx_sprintf(ctx, "%s%s", type_to_string(ctx, v.as.type)->bytes, title ? " Resource-Reference" : "-Type");
}

const char *eval_ruby_to_s(Ctx *ctx, Value v) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    sprintf_to_s(&sb, v);
    return strbuf_finish(&sb)->bytes;
}

SrcSpan eval_operator_span(Ctx *ctx, const AstNode *node) {
    (void)ctx;
    /* the parser locates binary operations at their operator, as the reference does */
    return node->span;
}
