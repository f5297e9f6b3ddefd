/* stdlib_json.c: puppetlabs-stdlib's JSON functions, parsejson, to_json and to_json_pretty, as
 * the reference runs them on Ruby's json 2.6.1 (the C extension of Ruby 3.1).
 *
 * The writer is the extension's generator: Hash, Array, String, Integer, Float, nil and the
 * Booleans natively (keys by Ruby's to_s), any other value as the JSON string of its to_s
 * (Object#to_json); strings keep UTF-8 as is and escape only '"', '\' and the controls (\b \f
 * \n \r \t, others \u00XX); an invalid UTF-8 string, a non-finite Float and nesting beyond
 * max_nesting fail with the generator's words. Pretty output follows State's indent, space,
 * space_before, object_nl and array_nl exactly, which gives its quirks: `[\n\n  ]` for an empty
 * array, `{\n}` for an empty hash.
 *
 * The reader is Ruby's JSON.parse as data/json_value.h has it, shared with Hiera's json_data and
 * the facts; integers beyond 64 bits are refused (docs/deviations.md).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "data/json_value.h"
#include "eval/function.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "support/limits.h"
#include "text/format.h"
#include "text/sprintf.h"

/* --- the generator --------------------------------------------------------------------------- */

typedef struct JsonText {
    const char *bytes;   /* NULL: not set */
    size_t len;
} JsonText;

typedef struct Generator {
    Ctx *ctx;
    const CallSite *site;
    StrBuf *out;
    JsonText indent, space, space_before, object_nl, array_nl;
    bool allow_nan;
    long max_nesting;    /* 0: unlimited */
    long depth;
} Generator;

/* The extension's trailingBytesForUTF8. */
static int trailing_bytes(unsigned char c) {
    if (c < 0xc0)
        return 0;
    if (c < 0xe0)
        return 1;
    if (c < 0xf0)
        return 2;
    if (c < 0xf8)
        return 3;
    if (c < 0xfc)
        return 4;
    return 5;
}

/* ConvertUTF.c's isLegalUTF8 over length bytes (the length the first byte announces). */
static bool legal_utf8(const unsigned char *source, size_t length) {
    unsigned char a;
    const unsigned char *p = source + length;
    switch (length) {
    default:
        return false;
    case 4:
        if ((a = *--p) < 0x80 || a > 0xbf)
            return false;
        /* fall through */
    case 3:
        if ((a = *--p) < 0x80 || a > 0xbf)
            return false;
        /* fall through */
    case 2:
        if ((a = *--p) > 0xbf)
            return false;
        switch (*source) {
        case 0xe0: if (a < 0xa0) return false; break;
        case 0xed: if (a > 0x9f) return false; break;
        case 0xf0: if (a < 0x90) return false; break;
        case 0xf4: if (a > 0x8f) return false; break;
        default: if (a < 0x80) return false;
        }
        /* fall through */
    case 1:
        if (*source >= 0x80 && *source < 0xc2)
            return false;
    }
    return *source <= 0xf4;
}

/* generate_json_string: the extension's convert_UTF8_to_JSON (not ascii_only, no slash escape). */
static bool gen_string(Generator *g, const char *bytes, size_t len) {
    bool ascii = true;
    for (size_t i = 0; i < len && ascii; i++)
        ascii = (unsigned char)bytes[i] < 0x80;
    StrBuf *out = g->out;
    strbuf_append_char(out, '"');
    size_t start = 0, end = 0;
    while (end < len) {
        unsigned char c = (unsigned char)bytes[end];
        const char *escape = NULL;
        char buf[7];
        if (c < 0x20) {
            switch (c) {
            case '\n': escape = "\\n"; break;
            case '\r': escape = "\\r"; break;
            case '\t': escape = "\\t"; break;
            case '\f': escape = "\\f"; break;
            case '\b': escape = "\\b"; break;
            default:
                snprintf(buf, sizeof buf, "\\u%04x", c);
                escape = buf;
            }
        } else if (c == '\\') {
            escape = "\\\\";
        } else if (c == '"') {
            escape = "\\\"";
        } else {
            size_t clen = 1;
            if (!ascii) {
                clen += (size_t)trailing_bytes(c);
                if (end + clen > len) {
                    function_error(g->ctx, g->site, "partial character in source, but hit end");
                    return false;
                }
                if (!legal_utf8((const unsigned char *)bytes + end, clen)) {
                    function_error(g->ctx, g->site, "source sequence is illegal/malformed utf-8");
                    return false;
                }
            }
            end += clen;
            continue;
        }
        strbuf_append(out, bytes + start, end - start);
        strbuf_append_cstr(out, escape);
        start = ++end;
    }
    strbuf_append(out, bytes + start, end - start);
    strbuf_append_char(out, '"');
    return true;
}

static void gen_text(Generator *g, JsonText t) {
    if (t.bytes)
        strbuf_append(g->out, t.bytes, t.len);
}

static void gen_indent(Generator *g, long depth) {
    if (g->indent.bytes)
        for (long j = 0; j < depth; j++)
            strbuf_append(g->out, g->indent.bytes, g->indent.len);
}

static bool gen_nesting(Generator *g) {
    long depth = ++g->depth;
    if (g->max_nesting != 0 && depth > g->max_nesting) {
        function_error(g->ctx, g->site, "nesting of %ld is too deep", --g->depth);
        return false;
    }
    return true;
}

/* Ruby's to_s of a value (a key that is not a String, an object that is not JSON's). */
static const Str *ruby_to_s(Ctx *ctx, Value v) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    sprintf_to_s(&sb, v);
    return strbuf_finish(&sb);
}

static bool gen_value(Generator *g, Value v);

static bool gen_object(Generator *g, const Hash *h) {
    if (!gen_nesting(g))
        return false;
    long depth = g->depth;
    strbuf_append_char(g->out, '{');
    for (size_t i = 0; i < h->count; i++) {
        const HashEntry *e = hash_entry_at(h, i);
        if (i > 0)
            strbuf_append_char(g->out, ',');
        gen_text(g, g->object_nl);
        gen_indent(g, depth);
        const Str *key = e->key.kind == VAL_STRING ? e->key.as.string : ruby_to_s(g->ctx, e->key);
        if (!gen_string(g, key->bytes, key->len))
            return false;
        gen_text(g, g->space_before);
        strbuf_append_char(g->out, ':');
        gen_text(g, g->space);
        if (!gen_value(g, e->value))
            return false;
    }
    depth = --g->depth;
    if (g->object_nl.bytes) {
        gen_text(g, g->object_nl);
        gen_indent(g, depth);
    }
    strbuf_append_char(g->out, '}');
    return true;
}

static bool gen_array(Generator *g, const Array *a) {
    if (!gen_nesting(g))
        return false;
    long depth = g->depth;
    strbuf_append_char(g->out, '[');
    gen_text(g, g->array_nl);
    for (size_t i = 0; i < a->count; i++) {
        if (i > 0) {
            strbuf_append_char(g->out, ',');
            gen_text(g, g->array_nl);
        }
        gen_indent(g, depth);
        if (!gen_value(g, a->items[i]))
            return false;
    }
    depth = --g->depth;
    if (g->array_nl.bytes) {
        gen_text(g, g->array_nl);
        gen_indent(g, depth);
    }
    strbuf_append_char(g->out, ']');
    return true;
}

static bool gen_value(Generator *g, Value v) {
    stack_guard();
    ctx_step(g->ctx);
    switch (v.kind) {
    case VAL_HASH: return gen_object(g, v.as.hash);
    case VAL_ARRAY: return gen_array(g, v.as.array);
    case VAL_STRING: return gen_string(g, v.as.string->bytes, v.as.string->len);
    case VAL_UNDEF: strbuf_append_cstr(g->out, "null"); return true;
    case VAL_BOOLEAN: strbuf_append_cstr(g->out, v.as.boolean ? "true" : "false"); return true;
    case VAL_INTEGER: strbuf_append_int(g->out, v.as.integer); return true;
    case VAL_FLOAT: {
        char text[32];
        format_float(text, sizeof text, v.as.floating);
        if (!g->allow_nan && (isinf(v.as.floating) || isnan(v.as.floating))) {
            function_error(g->ctx, g->site, "%d: %s not allowed in JSON", isnan(v.as.floating) ? 1003 : 1000, text);
            return false;
        }
        strbuf_append_cstr(g->out, text);
        return true;
    }
    default: {
        const Str *s = ruby_to_s(g->ctx, v);
        return gen_string(g, s->bytes, s->len);
    }
    }
}

static JsonText text_of(const char *s) {
    return (JsonText){ s, strlen(s) };
}

/* to_json(Any $data): data.to_json, a compact generator with max_nesting 100. */
static Value to_json_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    (void)block;
    StrBuf out;
    strbuf_init(&out, ctx);
    Generator g = { .ctx = ctx, .site = site, .out = &out, .max_nesting = 100 };
    if (!gen_value(&g, args[0]))
        return value_abrupt();
    return strbuf_finish_value(&out);
}

bool stdlib_json_generate(Ctx *ctx, const CallSite *site, StrBuf *out, Value v) {
    Generator g = { .ctx = ctx, .site = site, .out = out, .max_nesting = 100 };
    return gen_value(&g, v);
}

/* The JSON text of one of to_json_pretty's String options: set when given and not undef
 * (State#configure's RTEST). */
static void pretty_option(const Hash *opts, const char *name, JsonText *slot, Ctx *ctx) {
    Value v;
    if (opts && hash_get(opts, value_cstring(ctx, name), &v) && v.kind == VAL_STRING)
        *slot = (JsonText){ v.as.string->bytes, v.as.string->len };
}

/* to_json_pretty(data, skip_undef, opts): JSON.pretty_generate(data, opts) << "\n". */
static Value to_json_pretty_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    (void)block;
    Value data = args[0];
    bool skip_undef = count > 1 && args[1].kind == VAL_BOOLEAN && args[1].as.boolean;
    const Hash *opts = count > 2 && args[2].kind == VAL_HASH ? args[2].as.hash : NULL;
    if (skip_undef) {
        if (data.kind == VAL_ARRAY) {
            ArrayBuilder kept;
            array_builder_init(&kept);
            for (size_t i = 0; i < data.as.array->count; i++)
                if (data.as.array->items[i].kind != VAL_UNDEF)
                    array_builder_push(ctx, &kept, data.as.array->items[i]);
            data = array_builder_finish(ctx, &kept);
        } else {
            Hash *kept = hash_new(ctx, data.as.hash->count);
            for (size_t i = 0; i < data.as.hash->count; i++) {
                const HashEntry *e = hash_entry_at(data.as.hash, i);
                if (e->value.kind != VAL_UNDEF)
                    hash_put(ctx, kept, e->key, e->value);
            }
            data = value_from_hash(kept);
        }
    }
    StrBuf out;
    strbuf_init(&out, ctx);
    Generator g = { .ctx = ctx, .site = site, .out = &out, .max_nesting = 100, .indent = text_of("  "),
                    .space = text_of(" "), .object_nl = text_of("\n"), .array_nl = text_of("\n") };
    if (opts) {
        pretty_option(opts, "indent", &g.indent, ctx);
        pretty_option(opts, "space", &g.space, ctx);
        pretty_option(opts, "space_before", &g.space_before, ctx);
        pretty_option(opts, "object_nl", &g.object_nl, ctx);
        pretty_option(opts, "array_nl", &g.array_nl, ctx);
        Value v;
        if (hash_get(opts, value_cstring(ctx, "max_nesting"), &v))
            g.max_nesting = v.kind == VAL_INTEGER && v.as.integer != -1 ? (long)v.as.integer : 0;
        g.allow_nan = hash_get(opts, value_cstring(ctx, "allow_nan"), &v) && v.kind == VAL_BOOLEAN && v.as.boolean;
    }
    if (!gen_value(&g, data))
        return value_abrupt();
    strbuf_append_char(&out, '\n');
    return strbuf_finish_value(&out);
}

/* parsejson(string, default): Puppet::Util::Json.load(string) || default; a failure returns the
 * default when it is truthy, else raises. */
static Value parsejson_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    Value *a = fnlib_args_3x(ctx, site, args, count, -1);
    if (!a)
        return value_abrupt();
    if (count < 1)
        return function_error(ctx, site, "Wrong number of arguments. 1 or 2 arguments should be provided.");
    Value fallback = count > 1 ? a[1] : value_undef();
    bool has_fallback = value_truthy(fallback);
    Value result;
    if (a[0].kind != VAL_STRING) {
        if (has_fallback)
            return fallback;
        return fnlib_no_implicit_string(ctx, site, a[0]);
    }
    static const JsonValueOptions options = { JSON_BIG_INTEGERS_REFUSED, true };
    const char *error;
    if (!json_value_read(ctx, a[0].as.string->bytes, a[0].as.string->len, &options, &result, &error))
        return has_fallback ? fallback : function_error(ctx, site, "%s", error);
    return value_truthy(result) ? result : fallback;
}

const BuiltinFunction ruby_functions_stdlib_json[] = {
    { "to_json", { { "(Any $data)", to_json_impl } } },
    { "to_json_pretty", { { "(Variant[Hash, Array] $data, Optional[Boolean] $skip_undef = undef, "
                            "Struct[{indent => Optional[String], space => Optional[String], "
                            "space_before => Optional[String], object_nl => Optional[String], "
                            "array_nl => Optional[String], allow_nan => Optional[Boolean], "
                            "max_nesting => Optional[Integer[-1,default]]}] $opts = undef)",
                            to_json_pretty_impl } } },
    { "parsejson", { { "~(Any *$args)", parsejson_impl } } },
    { NULL, { { NULL, NULL } } },
};
