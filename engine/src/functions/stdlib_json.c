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
 * The reader reproduces the extension's Ragel machines, including where their errors point:
 * "NNN: unexpected token at 'REST'" with the line number of the machine that gave up (the
 * document 859, an array 451, NaN 225, Infinity 232, -Infinity 249) and REST the source from
 * where it stopped: at the first element of the innermost array that could not be read, or at
 * the document's value when no array holds the failure (an object gives up without a message
 * of its own); C-style and // comments are blanks; strings unescape as the extension does (an
 * unknown escape drops its backslash, a lone high surrogate is '?'). Integers beyond 64 bits
 * are refused (docs/deviations.md).
 */
#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

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

/* --- the parser ------------------------------------------------------------------------------ */

/* The __LINE__ each of the extension's raises reports (Ruby 3.1's parser.rl). */
enum {
    LINE_NAN = 225,
    LINE_INFINITY = 232,
    LINE_MINUS_INFINITY = 249,
    LINE_ARRAY = 451,
    LINE_SURROGATE = 521,
    LINE_DOCUMENT = 859,
};

typedef struct Parser {
    Ctx *ctx;
    const CallSite *site;
    const char *source, *pe;
    bool raised;         /* an error was recorded: unwind */
} Parser;

/* Records "LINE: unexpected token at 'REST'" (REST: the source from p, as C reads it). */
static const char *unexpected(Parser *jp, int line, const char *p) {
    size_t rest = (size_t)(jp->pe - p);
    const char *nul = memchr(p, '\0', rest);
    if (nul)
        rest = (size_t)(nul - p);
    function_error(jp->ctx, jp->site, "%d: unexpected token at '%.*s'", line, (int)rest, p);
    jp->raised = true;
    return NULL;
}

/* ignore*: blanks and comments from p. Returns the first other byte's position, or sets *bad
 * to where the machine failed inside a comment (pe when it ran out). */
static const char *skip_ignore(Parser *jp, const char *p, const char **bad) {
    *bad = NULL;
    while (p < jp->pe) {
        char c = *p;
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            p++;
        } else if (c == '/') {
            if (p + 1 >= jp->pe) {
                *bad = jp->pe;
                return p;
            }
            if (p[1] == '*') {
                const char *q = p + 2;
                while (q + 1 < jp->pe && !(q[0] == '*' && q[1] == '/'))
                    q++;
                if (q + 1 >= jp->pe) {
                    *bad = jp->pe;
                    return p;
                }
                p = q + 2;
            } else if (p[1] == '/') {
                const char *nl = memchr(p + 2, '\n', (size_t)(jp->pe - p - 2));
                if (!nl) {
                    *bad = jp->pe;
                    return p;
                }
                p = nl + 1;
            } else {
                *bad = p + 1;
                return p;
            }
        } else {
            break;
        }
    }
    return p;
}

static bool begin_value(const char *p, const char *pe) {
    if (p >= pe)
        return false;
    char c = *p;
    return strchr("nft\"-[{NI", c) != NULL && c != '\0' ? true : (c >= '0' && c <= '9');
}

static int hex_digit(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

static uint32_t unescape_unicode(const char *p) {
    uint32_t r = 0;
    for (int i = 0; i < 4; i++) {
        int d = hex_digit(p[i]);
        if (d < 0)
            return 0xfffd;
        r = (r << 4) | (uint32_t)d;
    }
    return r;
}

static void append_utf32(StrBuf *out, uint32_t ch) {
    char buf[4];
    size_t len = 1;
    if (ch <= 0x7f) {
        buf[0] = (char)ch;
    } else if (ch <= 0x7ff) {
        buf[0] = (char)((ch >> 6) | 0xc0);
        buf[1] = (char)((ch & 0x3f) | 0x80);
        len = 2;
    } else if (ch <= 0xffff) {
        buf[0] = (char)((ch >> 12) | 0xe0);
        buf[1] = (char)(((ch >> 6) & 0x3f) | 0x80);
        buf[2] = (char)((ch & 0x3f) | 0x80);
        len = 3;
    } else if (ch <= 0x1fffff) {
        buf[0] = (char)((ch >> 18) | 0xf0);
        buf[1] = (char)(((ch >> 12) & 0x3f) | 0x80);
        buf[2] = (char)(((ch >> 6) & 0x3f) | 0x80);
        buf[3] = (char)((ch & 0x3f) | 0x80);
        len = 4;
    } else {
        buf[0] = '?';
    }
    strbuf_append(out, buf, len);
}

/* json_string_unescape over [string, end). Returns false after the surrogate error. */
static bool unescape(Parser *jp, const char *string, const char *end, Value *out) {
    StrBuf sb;
    strbuf_init(&sb, jp->ctx);
    const char *p = string, *pe = string;
    while (pe < end) {
        if (*pe != '\\') {
            pe++;
            continue;
        }
        const char *esc = "?";
        size_t esc_len = 1;
        bool utf32 = false;
        uint32_t ch = 0;
        if (pe > p)
            strbuf_append(&sb, p, (size_t)(pe - p));
        switch (*++pe) {
        case 'n': esc = "\n"; break;
        case 'r': esc = "\r"; break;
        case 't': esc = "\t"; break;
        case '"': esc = "\""; break;
        case '\\': esc = "\\"; break;
        case 'b': esc = "\b"; break;
        case 'f': esc = "\f"; break;
        case 'u':
            ch = unescape_unicode(++pe);
            pe += 3;
            utf32 = true;
            if ((ch & 0xfc00) == 0xd800) {
                pe++;
                if (pe > end - 6) {
                    size_t rest = (size_t)(jp->pe - p);
                    const char *nul = memchr(p, '\0', rest);
                    if (nul)
                        rest = (size_t)(nul - p);
                    function_error(jp->ctx, jp->site, "%d: incomplete surrogate pair at '%.*s'", LINE_SURROGATE,
                                   (int)rest, p);
                    jp->raised = true;
                    return false;
                }
                if (pe[0] == '\\' && pe[1] == 'u') {
                    uint32_t sur = unescape_unicode(pe + 2);
                    ch = ((ch & 0x3f) << 10) | ((((ch >> 6) & 0xf) + 1) << 16) | (sur & 0x3ff);
                    pe += 5;
                } else {
                    utf32 = false;   /* '?' */
                }
            }
            break;
        default:
            p = pe;
            continue;
        }
        if (utf32)
            append_utf32(&sb, ch);
        else
            strbuf_append(&sb, esc, esc_len);
        p = ++pe;
    }
    if (pe > p)
        strbuf_append(&sb, p, (size_t)(pe - p));
    *out = strbuf_finish_value(&sb);
    return true;
}

/* JSON_string at p ('"'): the position after the closing quote, or NULL. */
static const char *parse_string(Parser *jp, const char *p, Value *out) {
    const char *q = p + 1;
    while (q < jp->pe) {
        unsigned char c = (unsigned char)*q;
        if (c == '"')
            break;
        if (c < 0x20)
            return NULL;
        if (c == '\\') {
            if (q + 1 >= jp->pe)
                return NULL;
            unsigned char n = (unsigned char)q[1];
            if (n == 'u') {
                for (int i = 2; i < 6; i++)
                    if (q + i >= jp->pe || hex_digit(q[i]) < 0)
                        return NULL;
                q += 6;
            } else if (n < 0x20) {
                return NULL;
            } else {
                q += 2;
            }
            continue;
        }
        q++;
    }
    if (q >= jp->pe)
        return NULL;
    if (!unescape(jp, p + 1, q, out))
        return NULL;
    return q + 1;
}

static bool is_digit(const char *p, const char *pe) {
    return p < pe && *p >= '0' && *p <= '9';
}

/* '-'? ('0' | [1-9][0-9]*): the end of the integer part, or NULL. */
static const char *int_part(const char *p, const char *pe) {
    if (p < pe && *p == '-')
        p++;
    if (!is_digit(p, pe))
        return NULL;
    if (*p == '0')
        return p + 1;
    while (is_digit(p, pe))
        p++;
    return p;
}

/* JSON_float: the end of the number, or NULL. */
static const char *float_end(const char *p, const char *pe) {
    const char *q = int_part(p, pe);
    if (!q)
        return NULL;
    bool fraction = false;
    if (q < pe && *q == '.') {
        q++;
        if (!is_digit(q, pe))
            return NULL;
        while (is_digit(q, pe))
            q++;
        fraction = true;
    }
    if (q < pe && (*q == 'e' || *q == 'E')) {
        q++;
        if (q < pe && (*q == '+' || *q == '-'))
            q++;
        if (!is_digit(q, pe))
            return NULL;
        while (is_digit(q, pe))
            q++;
    } else if (!fraction) {
        return NULL;
    }
    if (q < pe && (is_digit(q, pe) || *q == 'E' || *q == 'e' || *q == '.' || *q == '-'))
        return NULL;
    return q;
}

/* JSON_integer: the end of the number, or NULL ("01" is none). */
static const char *integer_end(const char *p, const char *pe) {
    const char *q = int_part(p, pe);
    if (!q || is_digit(q, pe))
        return NULL;
    return q;
}

static const char *parse_value(Parser *jp, const char *p, int nesting, Value *out);

/* JSON_array at p ('['): the position after ']'; raises its own errors. */
static const char *parse_array(Parser *jp, const char *p, int nesting, Value *out) {
    if (nesting > 100) {
        function_error(jp->ctx, jp->site, "nesting of %d is too deep", nesting);
        jp->raised = true;
        return NULL;
    }
    ArrayBuilder items;
    array_builder_init(&items);
    const char *bad;
    const char *q = skip_ignore(jp, p + 1, &bad);
    if (bad)
        return unexpected(jp, LINE_ARRAY, bad);
    if (q < jp->pe && *q == ']') {
        *out = array_builder_finish(jp->ctx, &items);
        return q + 1;
    }
    for (;;) {
        if (!begin_value(q, jp->pe))
            return unexpected(jp, LINE_ARRAY, q);
        Value v = value_undef();
        const char *np = parse_value(jp, q, nesting, &v);
        if (jp->raised)
            return NULL;
        if (!np)
            return unexpected(jp, LINE_ARRAY, q);
        array_builder_push(jp->ctx, &items, v);
        q = skip_ignore(jp, np, &bad);
        if (bad)
            return unexpected(jp, LINE_ARRAY, bad);
        if (q < jp->pe && *q == ']') {
            *out = array_builder_finish(jp->ctx, &items);
            return q + 1;
        }
        if (q >= jp->pe || *q != ',')
            return unexpected(jp, LINE_ARRAY, q);
        q = skip_ignore(jp, q + 1, &bad);
        if (bad)
            return unexpected(jp, LINE_ARRAY, bad);
    }
}

/* JSON_object at p ('{'): the position after '}', or NULL when it cannot be read (an object
 * raises nothing of its own: the array or document around it does). */
static const char *parse_object(Parser *jp, const char *p, int nesting, Value *out) {
    if (nesting > 100) {
        function_error(jp->ctx, jp->site, "nesting of %d is too deep", nesting);
        jp->raised = true;
        return NULL;
    }
    Hash *h = hash_new(jp->ctx, 4);
    const char *bad;
    const char *q = skip_ignore(jp, p + 1, &bad);
    if (bad)
        return NULL;
    if (q < jp->pe && *q == '}') {
        *out = value_from_hash(h);
        return q + 1;
    }
    for (;;) {
        if (q >= jp->pe || *q != '"')
            return NULL;
        Value name;
        q = parse_string(jp, q, &name);
        if (!q)
            return NULL;
        q = skip_ignore(jp, q, &bad);
        if (bad || q >= jp->pe || *q != ':')
            return NULL;
        q = skip_ignore(jp, q + 1, &bad);
        if (bad || !begin_value(q, jp->pe))
            return NULL;
        Value v = value_undef();
        q = parse_value(jp, q, nesting, &v);
        if (!q)
            return NULL;
        hash_put(jp->ctx, h, name, v);
        q = skip_ignore(jp, q, &bad);
        if (bad || q >= jp->pe)
            return NULL;
        if (*q == '}') {
            *out = value_from_hash(h);
            return q + 1;
        }
        if (*q != ',')
            return NULL;
        q = skip_ignore(jp, q + 1, &bad);
        if (bad)
            return NULL;
    }
}

static bool starts(const char *p, const char *pe, const char *word) {
    size_t n = strlen(word);
    return (size_t)(pe - p) >= n && memcmp(p, word, n) == 0;
}

/* JSON_value at p (a begin_value byte): the position after the value, or NULL when it cannot
 * be read (the caller reports where it stands). */
static const char *parse_value(Parser *jp, const char *p, int nesting, Value *out) {
    stack_guard();
    ctx_step(jp->ctx);
    const char *pe = jp->pe;
    switch (*p) {
    case '"': return parse_string(jp, p, out);
    case '[': return parse_array(jp, p, nesting + 1, out);
    case '{': return parse_object(jp, p, nesting + 1, out);
    case 'n':
        if (!starts(p, pe, "null"))
            return NULL;
        *out = value_undef();
        return p + 4;
    case 't':
        if (!starts(p, pe, "true"))
            return NULL;
        *out = value_boolean(true);
        return p + 4;
    case 'f':
        if (!starts(p, pe, "false"))
            return NULL;
        *out = value_boolean(false);
        return p + 5;
    case 'N':
        if (!starts(p, pe, "NaN"))
            return NULL;
        return unexpected(jp, LINE_NAN, p);
    case 'I':
        if (!starts(p, pe, "Infinity"))
            return NULL;
        /* the extension points 8 bytes before the last 'y': one before the token (before the
         * text itself, it finds the NUL there: nothing) */
        return unexpected(jp, LINE_INFINITY, p > jp->source ? p - 1 : jp->pe);
    default:
        break;
    }
    if (pe > p + 8 && strncmp(p, "-Infinity", 9) == 0)
        return unexpected(jp, LINE_MINUS_INFINITY, p);
    const char *end = float_end(p, pe);
    if (end) {
        char *text = ctx_alloc(jp->ctx, (size_t)(end - p) + 1);
        memcpy(text, p, (size_t)(end - p));
        text[end - p] = '\0';
        *out = value_float(strtod(text, NULL));
        return end;
    }
    end = integer_end(p, pe);
    if (!end)
        return NULL;
    bool negative = *p == '-';
    uint64_t magnitude = 0;
    for (const char *d = p + negative; d < end; d++) {
        unsigned digit = (unsigned)(*d - '0');
        if (magnitude > (UINT64_MAX - digit) / 10 ||
            (magnitude = magnitude * 10 + digit) > (uint64_t)INT64_MAX + (negative ? 1u : 0u)) {
            function_error(jp->ctx, jp->site, "the integer %.*s is beyond the range of a 64-bit Integer",
                           (int)(end - p), p);
            jp->raised = true;
            return NULL;
        }
    }
    *out = value_integer(negative ? (int64_t)(0 - magnitude) : (int64_t)magnitude);
    return end;
}

/* JSON.parse(text) as the extension reads a document. Returns false after recording its error. */
static bool parse_document(Parser *jp, Value *out) {
    const char *bad;
    const char *p = skip_ignore(jp, jp->source, &bad);
    if (bad) {
        unexpected(jp, LINE_DOCUMENT, bad);
        return false;
    }
    if (!begin_value(p, jp->pe)) {
        unexpected(jp, LINE_DOCUMENT, p);
        return false;
    }
    *out = value_undef();
    const char *np = parse_value(jp, p, 0, out);
    if (jp->raised)
        return false;
    if (!np) {
        unexpected(jp, LINE_DOCUMENT, p);
        return false;
    }
    p = skip_ignore(jp, np, &bad);
    if (bad || p != jp->pe) {
        unexpected(jp, LINE_DOCUMENT, bad ? bad : p);
        return false;
    }
    return true;
}

bool stdlib_json_parse(Ctx *ctx, const CallSite *site, const char *text, size_t len, Value *out) {
    Parser jp = { .ctx = ctx, .site = site, .source = text, .pe = text + len };
    return parse_document(&jp, out);
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
    Parser jp = { .ctx = ctx, .site = site, .source = a[0].as.string->bytes,
                  .pe = a[0].as.string->bytes + a[0].as.string->len };
    if (!parse_document(&jp, &result)) {
        if (!has_fallback)
            return value_abrupt();
        ctx_clear_unwind(ctx);
        return fallback;
    }
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
