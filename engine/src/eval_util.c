/* eval_util.c: texts and locations for the evaluator's messages.
 *
 * The reference names values in messages with its label provider (model_label_provider.rb:
 * "an Integer", "an Undef Value", "an Integer-Type") or interpolates Ruby's to_s of them
 * ("The value '[1]' cannot be converted to Numeric."); both are reproduced here.
 */
#include <string.h>

#include "eval_internal.h"
#include "sprintf.h"
#include "strbuf.h"
#include "type.h"

const char *eval_value_label(Ctx *ctx, Value v) {
    switch (v.kind) {
    case VAL_UNDEF:
        return "Undef Value";
    case VAL_BOOLEAN:
        return "Boolean";
    case VAL_TYPE: {
        if (v.catalog_resource)
            return "Resource Statement";   /* the label of a Puppet::Resource */
        const char *title = type_kind(v.as.type) == TYPE_RESOURCE ? type_resource_title(v.as.type) : NULL;
        return ctx_sprintf(ctx, "%s%s", type_to_string(ctx, v.as.type)->bytes,
                           title ? " Resource-Reference" : "-Type");
    }
    case VAL_SEMVER:
        return "Semver";
    case VAL_SEMVER_RANGE:
        return "SemverRange";
    case VAL_DEFAULT:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_OBJECT:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        return "Object";
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_STRING:
    case VAL_REGEXP:
    case VAL_ARRAY:
    case VAL_HASH:
    case VAL_SENSITIVE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
        break;
    }
    return value_kind_name(v.kind);
}

const char *eval_a_an(Ctx *ctx, const char *label, bool upper) {
    /* label_provider.rb: skip a leading quote, vowels (and y) take "an" */
    char c = label[0] == '"' || label[0] == '\'' ? label[1] : label[0];
    if (c >= 'A' && c <= 'Z')
        c = (char)(c + 32);
    bool an = c && strchr("aeiouy", c);
    return ctx_sprintf(ctx, "%s %s", an ? (upper ? "An" : "an") : (upper ? "A" : "a"), label);
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
