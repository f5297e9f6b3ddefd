/* sprintf_inspect.c: Ruby's view of Puppet values as Kernel#format sees them: `to_s` (%s),
 * `inspect` (%p, String#inspect's escapes), the Ruby class names conversion errors quote, and
 * the UTF-8 character counting that widths and precisions use.
 *
 * What this file does not do: numbers (sprintf_numeric.c) or directives (sprintf.c).
 */
#include "text/sprintf_internal.h"

#include <utf8proc.h>

#include "support/ctx.h"
#include "support/utf8.h"
#include "text/format.h"
#include "support/limits.h"
#include "values/semver.h"
#include "values/timedata.h"
#include "types/type.h"
#include "values/uri.h"

/* The Ruby class the reference would name in a conversion error: Kernel#format shows nil,
 * true and false as themselves, and only sprintf() passes references (Puppet::Resource). */
const char *sprintf_ruby_class_name(Ctx *ctx, Value v) {
    (void)ctx;
    if (v.kind == VAL_UNDEF)
        return "nil";
    if (v.kind == VAL_BOOLEAN)
        return v.as.boolean ? "true" : "false";
    if (sprintf_is_resource(v))
        return "Puppet::Resource";
    return type_ruby_class_of_value(v);
}

void sprintf_inspect_bytes(StrBuf *out, const char *bytes, size_t len) {
    /* rb_str_inspect of a non-Unicode string: the same named escapes, but every other byte
     * that is not printable ASCII (controls, DEL, 0x80 and up) as \xNN, never \uNNNN */
    strbuf_append_char(out, '"');
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)bytes[i];
        switch (c) {
        case '"': strbuf_append_cstr(out, "\\\""); break;
        case '\\': strbuf_append_cstr(out, "\\\\"); break;
        case '\n': strbuf_append_cstr(out, "\\n"); break;
        case '\r': strbuf_append_cstr(out, "\\r"); break;
        case '\t': strbuf_append_cstr(out, "\\t"); break;
        case '\f': strbuf_append_cstr(out, "\\f"); break;
        case '\v': strbuf_append_cstr(out, "\\v"); break;
        case '\b': strbuf_append_cstr(out, "\\b"); break;
        case '\a': strbuf_append_cstr(out, "\\a"); break;
        case 0x1B: strbuf_append_cstr(out, "\\e"); break;
        case '#':
            if (i + 1 < len && (bytes[i + 1] == '{' || bytes[i + 1] == '$' || bytes[i + 1] == '@'))
                strbuf_append_char(out, '\\');
            strbuf_append_char(out, '#');
            break;
        default:
            if (c < 0x20 || c >= 0x7F)
                strbuf_printf(out, "\\x%02X", c);
            else
                strbuf_append_char(out, (char)c);
        }
    }
    strbuf_append_char(out, '"');
}

static void ruby_inspect(StrBuf *out, Value v, int depth, bool resources);

/* Whether v is a Puppet::Resource to Ruby: any reference a 3.x function is given (`resources`),
 * and a reference the catalog held in a parameter (Value.catalog_resource) everywhere. */
static bool is_puppet_resource(Value v, bool resources) {
    return (resources || v.catalog_resource) && sprintf_is_resource(v);
}

/* Ruby's to_s; `resources` says whether references are Puppet::Resource objects (3.x). */
static void ruby_to_s(StrBuf *out, Value v, bool resources) {
    Ctx *ctx = out->ctx;
    switch (v.kind) {
    case VAL_UNDEF:
        return;
    case VAL_DEFAULT:
        strbuf_append_cstr(out, "default");
        return;
    case VAL_STRING:
        strbuf_append_str(out, v.as.string);
        return;
    case VAL_BINARY:
        format_base64(out, v.as.string->bytes, v.as.string->len, BASE64_STRICT);
        return;
    case VAL_SENSITIVE:
        strbuf_append_cstr(out, "Sensitive [value redacted]");
        return;
    case VAL_TIMESPAN:
        strbuf_append_str(out, timespan_to_string(ctx, v.as.integer));
        return;
    case VAL_TIMESTAMP:
        strbuf_append_str(out, timestamp_to_string(ctx, v.as.integer));
        return;
    case VAL_SEMVER_RANGE:
        /* VersionRange#to_s is the text it was made from ('1.x'); inspect is canonical */
        strbuf_append_cstr(out, semver_range_to_string(v.as.semver_range));
        return;
    case VAL_REGEXP:
        /* Ruby's Regexp#to_s is (?-mix:...), a leak of Ruby's syntax: the spec's /.../ */
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_ARRAY:
    case VAL_HASH:
    case VAL_TYPE:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SEMVER:
    case VAL_OBJECT:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        if (is_puppet_resource(v, resources)) {
            sprintf_resource_to_s(out, v.as.type);
            return;
        }
        format_charge_steps(ctx, v);
        ruby_inspect(out, v, 0, resources);
        return;
    case VAL_URI:
        strbuf_append_str(out, uri_to_string(ctx, v.as.uri));
        return;
    }
}

void sprintf_to_s(StrBuf *out, Value v) {
    ruby_to_s(out, v, false);
}

void sprintf_to_s_3x(StrBuf *out, Value v) {
    ruby_to_s(out, v, true);
}

static void ruby_inspect(StrBuf *out, Value v, int depth, bool resources) {
    Ctx *ctx = out->ctx;
    if (depth > MAX_DATA_DEPTH) {
        strbuf_append_cstr(out, "...");
        return;
    }
    switch (v.kind) {
    case VAL_UNDEF:
        strbuf_append_cstr(out, "nil");
        return;
    case VAL_DEFAULT:
        strbuf_append_cstr(out, ":default");
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
        utf8_inspect(out, v.as.string->bytes, v.as.string->len);
        return;
    case VAL_REGEXP:
        format_regexp_with_slashes(out, v.as.regexp->pattern);
        return;
    case VAL_ARRAY:
        strbuf_append_char(out, '[');
        for (size_t i = 0; i < v.as.array->count; i++) {
            if (i)
                strbuf_append_cstr(out, ", ");
            ruby_inspect(out, v.as.array->items[i], depth + 1, resources);
        }
        strbuf_append_char(out, ']');
        return;
    case VAL_HASH:
        strbuf_append_char(out, '{');
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            if (i)
                strbuf_append_cstr(out, ", ");
            ruby_inspect(out, e->key, depth + 1, resources);
            strbuf_append_cstr(out, "=>");
            ruby_inspect(out, e->value, depth + 1, resources);
        }
        strbuf_append_char(out, '}');
        return;
    case VAL_TYPE:
        if (is_puppet_resource(v, resources)) {
            sprintf_resource_inspect(out, v.as.type);
            return;
        }
        /* the reference leaks #<Puppet::Pops::Types::PIntegerType:0x...>: the type's own form */
        strbuf_append_str(out, type_to_string(ctx, v.as.type));
        return;
    case VAL_SENSITIVE:
        /* the reference leaks #<Sensitive [value redacted]> */
        strbuf_append_cstr(out, "Sensitive [value redacted]");
        return;
    case VAL_SEMVER:
        strbuf_append_cstr(out, semver_to_string(ctx, v.as.semver));
        return;
    case VAL_SEMVER_RANGE:
        /* VersionRange#inspect: the canonical form ('1.x' inspects as >=1.0.0 <2.0.0) */
        strbuf_append_cstr(out, semver_range_canonical(ctx, v.as.semver_range));
        return;
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP: {
        /* the reference leaks #<Puppet::Pops::Time::Timespan:0x... @nsecs=...>: the spec's
         * programmatic form, Timespan('<%s form>') */
        const Str *text = v.kind == VAL_TIMESPAN ? timespan_to_string(ctx, v.as.integer)
                                                 : timestamp_to_string(ctx, v.as.integer);
        strbuf_append_cstr(out, v.kind == VAL_TIMESPAN ? "Timespan(" : "Timestamp(");
        format_puppet_quote(out, text->bytes, text->len, false);
        strbuf_append_char(out, ')');
        return;
    }
    case VAL_BINARY:
        strbuf_append_cstr(out, "Binary(\"");
        format_base64(out, v.as.string->bytes, v.as.string->len, BASE64_STRICT);
        strbuf_append_cstr(out, "\")");
        return;
    case VAL_URI: {
        /* the reference leaks #<URI::HTTP http://x>: the form String(uri, '%p') gives */
        const Str *text = uri_to_string(ctx, v.as.uri);
        strbuf_append_cstr(out, "URI(");
        format_puppet_quote(out, text->bytes, text->len, false);
        strbuf_append_char(out, ')');
        return;
    }
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_OBJECT:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        strbuf_append_str(out, format_to_string(ctx, v));
        return;
    }
}

void sprintf_inspect(StrBuf *out, Value v) {
    format_charge_steps(out->ctx, v);
    ruby_inspect(out, v, 0, false);
}

void sprintf_inspect_3x(StrBuf *out, Value v) {
    format_charge_steps(out->ctx, v);
    ruby_inspect(out, v, 0, true);
}

const char *sprintf_to_s_3x_text(Ctx *ctx, Value v) {
    StrBuf out;
    strbuf_init(&out, ctx);
    sprintf_to_s_3x(&out, v);
    return strbuf_finish(&out)->bytes;
}

const char *sprintf_inspect_3x_text(Ctx *ctx, Value v) {
    StrBuf out;
    strbuf_init(&out, ctx);
    sprintf_inspect_3x(&out, v);
    return strbuf_finish(&out)->bytes;
}

const char *sprintf_ruby_class_3x(Value v) {
    return sprintf_is_resource(v) ? "Puppet::Resource" : type_ruby_class_of_value(v);
}

const char *sprintf_no_method_receiver_3x(Ctx *ctx, Value v) {
    return ctx_sprintf(ctx, "%s:%s", sprintf_inspect_3x_text(ctx, v), sprintf_ruby_class_3x(v));
}
