/* eval_util.c: texts and locations for the evaluator's messages.
 *
 * The reference names values in messages with its label provider (model_label_provider.rb:
 * "an Integer", "an Undef Value", "an Integer-Type") or interpolates Ruby's to_s of them
 * ("The value '[1]' cannot be converted to Numeric."); both are reproduced here.
 */
#include <string.h>

#include "eval_internal.h"
#include "format.h"
#include "semver.h"
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

static void ruby_inspect(StrBuf *sb, Ctx *ctx, Value v, int depth);

static void ruby_string_inspect(StrBuf *sb, const Str *s) {
    strbuf_append_char(sb, '"');
    for (size_t i = 0; i < s->len; i++) {
        unsigned char c = (unsigned char)s->bytes[i];
        switch (c) {
        case '"': strbuf_append_cstr(sb, "\\\""); break;
        case '\\': strbuf_append_cstr(sb, "\\\\"); break;
        case '\n': strbuf_append_cstr(sb, "\\n"); break;
        case '\t': strbuf_append_cstr(sb, "\\t"); break;
        case '\r': strbuf_append_cstr(sb, "\\r"); break;
        case '#':
            /* Ruby escapes #{ #$ #@ so the text cannot interpolate */
            if (i + 1 < s->len && (s->bytes[i + 1] == '{' || s->bytes[i + 1] == '$' || s->bytes[i + 1] == '@'))
                strbuf_append_char(sb, '\\');
            strbuf_append_char(sb, '#');
            break;
        default:
            if (c < 0x20 || c == 0x7f)
                strbuf_printf(sb, "\\x%02X", c);
            else
                strbuf_append_char(sb, (char)c);
        }
    }
    strbuf_append_char(sb, '"');
}

static void ruby_to_s(StrBuf *sb, Ctx *ctx, Value v, int depth) {
    switch (v.kind) {
    case VAL_UNDEF:
        return;
    case VAL_STRING:
        strbuf_append_str(sb, v.as.string);
        return;
    case VAL_DEFAULT:
        strbuf_append_cstr(sb, "default");
        return;
    case VAL_REGEXP:
        strbuf_append_cstr(sb, "(?-mix:");
        strbuf_append_str(sb, v.as.regexp->pattern);
        strbuf_append_char(sb, ')');
        return;
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_ARRAY:
    case VAL_HASH:
    case VAL_TYPE:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
    case VAL_OBJECT:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    ruby_inspect(sb, ctx, v, depth);
}

static void ruby_inspect(StrBuf *sb, Ctx *ctx, Value v, int depth) {
    if (depth > 100) {
        strbuf_append_cstr(sb, "...");
        return;
    }
    switch (v.kind) {
    case VAL_UNDEF:
        strbuf_append_cstr(sb, "nil");
        return;
    case VAL_DEFAULT:
        strbuf_append_cstr(sb, ":default");
        return;
    case VAL_BOOLEAN:
        strbuf_append_cstr(sb, v.as.boolean ? "true" : "false");
        return;
    case VAL_INTEGER:
        strbuf_printf(sb, "%lld", (long long)v.as.integer);
        return;
    case VAL_FLOAT: {
        char buf[32];
        format_float(buf, sizeof buf, v.as.floating);
        strbuf_append_cstr(sb, buf);
        return;
    }
    case VAL_STRING:
        ruby_string_inspect(sb, v.as.string);
        return;
    case VAL_REGEXP:
        strbuf_append_char(sb, '/');
        strbuf_append_str(sb, v.as.regexp->pattern);
        strbuf_append_char(sb, '/');
        return;
    case VAL_ARRAY:
        strbuf_append_char(sb, '[');
        for (size_t i = 0; i < v.as.array->count; i++) {
            if (i)
                strbuf_append_cstr(sb, ", ");
            ruby_inspect(sb, ctx, v.as.array->items[i], depth + 1);
        }
        strbuf_append_char(sb, ']');
        return;
    case VAL_HASH:
        strbuf_append_char(sb, '{');
        for (size_t i = 0; i < v.as.hash->count; i++) {
            if (i)
                strbuf_append_cstr(sb, ", ");
            ruby_inspect(sb, ctx, v.as.hash->entries[i].key, depth + 1);
            strbuf_append_cstr(sb, "=>");
            ruby_inspect(sb, ctx, v.as.hash->entries[i].value, depth + 1);
        }
        strbuf_append_char(sb, '}');
        return;
    case VAL_TYPE:
        strbuf_append_str(sb, format_type_value(ctx, v));   /* Puppet::Resource#to_s: Notify[x] */
        return;
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_SENSITIVE:
    case VAL_BINARY:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_OBJECT:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    strbuf_append_str(sb, format_to_string(ctx, v));
}

const char *eval_ruby_to_s(Ctx *ctx, Value v) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    ruby_to_s(&sb, ctx, v, 0);
    return strbuf_finish(&sb)->bytes;
}

SrcSpan eval_operator_span(Ctx *ctx, const AstNode *node) {
    (void)ctx;
    /* the parser locates binary operations at their operator, as the reference does */
    return node->span;
}
