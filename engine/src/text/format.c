/* format.c: a value's text for interpolation and log messages, and the quoting helpers the
 * formatting files share.
 *
 * Interpolation ("${v}") and notice(v) go through the reference evaluator's `string` visitor
 * (evaluator_impl.rb string_*), not through String(v): strings are verbatim even inside
 * containers (`notice(['a', 1])` prints `[a, 1]`), undef is empty (also inside: `[, b]`),
 * floats take their shortest form (`3.14`, where String(3.14) is `3.140000`), regexps keep
 * their slashes, types print in source form. This follows expressions.md "Expression Result
 * to String Conversion" and types-values-variables.md "Array to String", "Hash to String",
 * "Regexp to String", "Numeric to String"; everything else prints the reference's to_s
 * (`Sensitive [value redacted]`, a Timespan as `0-01:00:00.0`, an Iterator as
 * `Iterator[Integer]-Value`).
 *
 * What this file does not do: String(v, format) and %p (format_spec.c), sprintf (sprintf.c).
 */
#include "text/format.h"

#include <stdio.h>
#include <string.h>

#include "support/ascii.h"
#include "support/ctx.h"
#include "support/limits.h"
#include "values/semver.h"
#include "values/timedata.h"
#include "types/type.h"
#include "objects/type_object.h"
#include "values/uri.h"

const Str *format_type_value(Ctx *ctx, Value v) {
    const Type *t = v.as.type;
    if (v.catalog_resource && type_kind(t) == TYPE_RESOURCE && type_resource_name(t) && type_resource_title(t))
        return str_from_cstr(ctx, ctx_sprintf(ctx, "%s[%s]", type_resource_name(t), type_resource_title(t)));
    return type_to_string(ctx, t);
}

/* The reference evaluator's string(o) for one value. */
static void append_interpolated(StrBuf *out, Value v, int depth) {
    Ctx *ctx = out->ctx;
    if (depth > MAX_DATA_DEPTH) {
        strbuf_append_cstr(out, "...");
        return;
    }
    switch (v.kind) {
    case VAL_UNDEF:
        return;
    case VAL_DEFAULT:
        strbuf_append_cstr(out, "default");
        return;
    case VAL_BOOLEAN:
        strbuf_append_cstr(out, v.as.boolean ? "true" : "false");
        return;
    case VAL_INTEGER:
        strbuf_append_int(out, v.as.integer);
        return;
    case VAL_FLOAT: {
        char buf[32];
        format_float(buf, sizeof buf, v.as.floating);
        strbuf_append_cstr(out, buf);
        return;
    }
    case VAL_STRING:
        strbuf_append_str(out, v.as.string);
        return;
    case VAL_REGEXP:
        format_regexp_with_slashes(out, v.as.regexp->pattern);
        return;
    case VAL_ARRAY:
        strbuf_append_char(out, '[');
        for (size_t i = 0; i < v.as.array->count; i++) {
            if (i)
                strbuf_append_cstr(out, ", ");
            append_interpolated(out, v.as.array->items[i], depth + 1);
        }
        strbuf_append_char(out, ']');
        return;
    case VAL_HASH:
        strbuf_append_char(out, '{');
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            if (i)
                strbuf_append_cstr(out, ", ");
            append_interpolated(out, e->key, depth + 1);
            strbuf_append_cstr(out, " => ");
            append_interpolated(out, e->value, depth + 1);
        }
        strbuf_append_char(out, '}');
        return;
    case VAL_TYPE:
        strbuf_append_str(out, format_type_value(ctx, v));
        return;
    case VAL_SENSITIVE:
        strbuf_append_cstr(out, "Sensitive [value redacted]");
        return;
    case VAL_SEMVER:
        strbuf_append_cstr(out, semver_to_string(ctx, v.as.semver));
        return;
    case VAL_SEMVER_RANGE:
        strbuf_append_cstr(out, semver_range_to_string(v.as.semver_range));
        return;
    case VAL_TIMESPAN:
        strbuf_append_str(out, timespan_to_string(ctx, v.as.integer));
        return;
    case VAL_TIMESTAMP:
        strbuf_append_str(out, timestamp_to_string(ctx, v.as.integer));
        return;
    case VAL_BINARY:
        /* Binary#to_s is its strict base64 form */
        format_base64(out, v.as.string->bytes, v.as.string->len, BASE64_STRICT);
        return;
    case VAL_ITERATOR: {
        /* Iterable#to_s: "Iterator[<generalized element type>]-Value" */
        const Type *t = type_generalize(ctx, type_infer(ctx, v));
        const Type *element = type_element(t);
        if (element) {
            strbuf_append_cstr(out, "Iterator[");
            strbuf_append_str(out, type_to_string(ctx, element));
            strbuf_append_cstr(out, "]-Value");
        } else {
            strbuf_append_cstr(out, "Iterator-Value");
        }
        return;
    }
    case VAL_OBJECT:
        object_format(ctx, out, v);   /* Point({'x' => 1}) */
        return;
    case VAL_URI:
        strbuf_append_str(out, uri_to_string(ctx, v.as.uri));   /* URI#to_s */
        return;
    case VAL_CALLABLE:
        /* no Puppet syntax for this: the type of the value, as the reference's to_s of a
         * Closure does in effect */
        strbuf_append_str(out, type_to_string(ctx, type_infer(ctx, v)));
        return;
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        return;
    }
}

static void charge_walk(Ctx *ctx, Value v, int depth) {
    if (depth > MAX_DATA_DEPTH)
        return;   /* formatting stops there too */
    if (v.kind == VAL_ARRAY) {
        for (size_t i = 0; i < v.as.array->count; i++) {
            ctx_step(ctx);
            charge_walk(ctx, v.as.array->items[i], depth + 1);
        }
    } else if (v.kind == VAL_HASH) {
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            ctx_step(ctx);
            charge_walk(ctx, e->key, depth + 1);
            charge_walk(ctx, e->value, depth + 1);
        }
    }
}

void format_charge_steps(Ctx *ctx, Value v) {
    charge_walk(ctx, v, 0);
}

const Str *format_to_string(Ctx *ctx, Value v) {
    if (v.kind == VAL_STRING)
        return v.as.string;
    format_charge_steps(ctx, v);
    StrBuf out;
    strbuf_init(&out, ctx);
    append_interpolated(&out, v, 0);
    return strbuf_finish(&out);
}

void format_append_to_string(StrBuf *out, Value v) {
    if (v.kind == VAL_STRING) {
        strbuf_append_str(out, v.as.string);
        return;
    }
    format_charge_steps(out->ctx, v);
    append_interpolated(out, v, 0);
}

const Str *format_for_log(Ctx *ctx, Value v) {
    /* Puppet::Util::Log.log_func maps each argument through the evaluator's string visitor */
    return format_to_string(ctx, v);
}

/* --- quoting ------------------------------------------------------------------------------ */

static void append_double_quoted(StrBuf *out, const char *bytes, size_t len) {
    strbuf_append_char(out, '"');
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)bytes[i];
        switch (c) {
        case '\t': strbuf_append_cstr(out, "\\t"); break;
        case '\n': strbuf_append_cstr(out, "\\n"); break;
        case '\r': strbuf_append_cstr(out, "\\r"); break;
        case '"': strbuf_append_cstr(out, "\\\""); break;
        case '$': strbuf_append_cstr(out, "\\$"); break;
        case '\\': strbuf_append_cstr(out, "\\\\"); break;
        default:
            if (c < 0x20)
                strbuf_printf(out, "\\u{%X}", c);
            else
                strbuf_append_char(out, (char)c);
        }
    }
    strbuf_append_char(out, '"');
}

void format_puppet_quote(StrBuf *out, const char *bytes, size_t len, bool force_double) {
    if (!force_double && ascii_plain_prefix(bytes, len, '\'', '\\') == len) {
        /* the usual text: nothing to escape */
        strbuf_append_char(out, '\'');
        strbuf_append(out, bytes, len);
        strbuf_append_char(out, '\'');
        return;
    }
    if (!force_double)
        for (size_t i = 0; i < len; i++)
            if ((unsigned char)bytes[i] < 0x20)
                force_double = true;
    if (force_double) {
        append_double_quoted(out, bytes, len);
        return;
    }
    /* string_converter.rb puppet_quote: a backslash keeps the character after it as is (so
     * the text reads back the same), a lone quote is escaped, a final backslash stays one */
    strbuf_append_char(out, '\'');
    bool escaped = false;
    for (size_t i = 0; i < len; i++) {
        char c = bytes[i];
        if (escaped) {
            strbuf_append_char(out, '\\');
            strbuf_append_char(out, c);
            escaped = false;
        } else if (c == '\'') {
            strbuf_append_cstr(out, "\\'");
        } else if (c == '\\') {
            escaped = true;
        } else {
            /* a run of characters that need nothing, copied at once */
            size_t end = i + 1;
            while (end < len && bytes[end] != '\'' && bytes[end] != '\\')
                end++;
            strbuf_append(out, bytes + i, end - i);
            i = end - 1;
        }
    }
    if (escaped)
        strbuf_append_char(out, '\\');
    strbuf_append_char(out, '\'');
}

void format_regexp_with_slashes(StrBuf *out, const Str *pattern) {
    /* Ruby's Regexp#inspect (rb_reg_expr_str): an escape pair is copied whole, a bare slash
     * gets a backslash, other control characters (not blanks) become \xNN */
    strbuf_append_char(out, '/');
    const char *p = pattern->bytes, *end = p + pattern->len;
    while (p < end) {
        unsigned char c = (unsigned char)*p;
        if (c == '\\' && p + 1 < end) {
            strbuf_append(out, p, 2);
            p += 2;
            continue;
        }
        if (c == '/')
            strbuf_append_cstr(out, "\\/");
        else if (c < 0x20 && !(c == ' ' || (c >= '\t' && c <= '\r')))
            strbuf_printf(out, "\\x%02X", c);
        else if (c == 0x7F)
            strbuf_append_cstr(out, "\\x7F");
        else
            strbuf_append_char(out, (char)c);
        p++;
    }
    strbuf_append_char(out, '/');
}

void format_base64(StrBuf *out, const char *bytes, size_t len, Base64Mode mode) {
    const char *alphabet = mode == BASE64_URLSAFE
        ? "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_"
        : "ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789+/";
    size_t line = 0;
    for (size_t i = 0; i < len; i += 3) {
        unsigned b0 = (unsigned char)bytes[i];
        unsigned b1 = i + 1 < len ? (unsigned char)bytes[i + 1] : 0;
        unsigned b2 = i + 2 < len ? (unsigned char)bytes[i + 2] : 0;
        char quad[4] = {
            alphabet[b0 >> 2],
            alphabet[((b0 & 3) << 4) | (b1 >> 4)],
            i + 1 < len ? alphabet[((b1 & 15) << 2) | (b2 >> 6)] : '=',
            i + 2 < len ? alphabet[b2 & 63] : '=',
        };
        strbuf_append(out, quad, 4);
        /* Ruby's Base64.encode64 (pack 'm'): 60 characters, i.e. 45 bytes, per line */
        line += 4;
        if (mode == BASE64_MIME && line == 60) {
            strbuf_append_char(out, '\n');
            line = 0;
        }
    }
    if (mode == BASE64_MIME && line)
        strbuf_append_char(out, '\n');
}
