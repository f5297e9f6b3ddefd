/* stdlib_pson.c: Puppet's PSON parser (puppet/external/pson/pure/parser.rb), as PSON.load runs
 * it (no nesting limit, NaN and Infinity allowed), for stdlib's parsepson, loadjson and
 * load_module_metadata.
 *
 * The parser is a StringScanner over bytes: the document is an object or an array (scalars are
 * "source did not contain any PSON!"), comments and blanks are skipped, an object or array left
 * open at the end of the text ends there without complaint, and errors quote the next 20 bytes
 * ("unexpected token in object at 'bad'!"). Strings unescape as its gsub does (an unknown escape
 * gives the character itself; runs of \uXXXX are UTF-16BE).
 */
#include <limits.h>
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "eval/function.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "support/utf8.h"

typedef struct Pson {
    Ctx *ctx;
    const CallSite *site;
    const char *p, *pe;
    bool failed;
} Pson;

/* Records "MESSAGE at 'NEXT20'!" as the function's error. */
static void pson_fail(Pson *s, const char *what) {
    if (s->failed)
        return;
    size_t n = (size_t)(s->pe - s->p) < 20 ? (size_t)(s->pe - s->p) : 20;
    function_error(s->ctx, s->site, "%s at '%.*s'!", what, (int)n, s->p);
    s->failed = true;
}

static bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

/* IGNORE: one or more blanks or comments. Returns whether it skipped anything. */
static bool skip_ignore(Pson *s) {
    const char *start = s->p;
    for (;;) {
        const char *p = s->p;
        if (p < s->pe && (*p == ' ' || *p == '\t' || *p == '\r' || *p == '\n')) {
            s->p++;
            continue;
        }
        if (p + 1 < s->pe && p[0] == '/' && p[1] == '/') {
            const char *q = p + 2;
            while (q < s->pe && *q != '\n' && *q != '\r')
                q++;
            if (q >= s->pe)
                break;     /* a line comment needs its line end */
            s->p = q + 1;
            continue;
        }
        if (p + 1 < s->pe && p[0] == '/' && p[1] == '*') {
            const char *q = p + 2;
            while (q + 1 < s->pe && !(q[0] == '*' && q[1] == '/'))
                q++;
            if (q + 1 >= s->pe)
                break;
            s->p = q + 2;
            continue;
        }
        break;
    }
    return s->p > start;
}

static bool scan_char(Pson *s, char c) {
    if (s->p < s->pe && *s->p == c) {
        s->p++;
        return true;
    }
    return false;
}

static bool scan_word(Pson *s, const char *word) {
    size_t n = strlen(word);
    if ((size_t)(s->pe - s->p) >= n && memcmp(s->p, word, n) == 0) {
        s->p += n;
        return true;
    }
    return false;
}

static int hex(char c) {
    return c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
}

/* PSON.encode's failure, as parse_string's rescue words it. Returns true (a string was read). */
static bool utf16_fail(Pson *s, const char *problem) {
    function_error(s->ctx, s->site, "Caught Encoding::InvalidByteSequenceError: %s", problem);
    s->failed = true;
    return true;
}

/* STRING at s->p: false (nothing consumed) when it does not match. */
static bool parse_string(Pson *s, Value *out) {
    if (s->p >= s->pe || *s->p != '"')
        return false;
    const char *q = s->p + 1;
    while (q < s->pe && *q != '"') {
        unsigned char c = (unsigned char)*q;
        if (c < 0x20)
            return false;
        if (c == '\\') {
            if (q + 1 >= s->pe)
                return false;
            unsigned char n = (unsigned char)q[1];
            if (n == 'u') {
                for (int i = 2; i < 6; i++)
                    if (q + i >= s->pe || hex(q[i]) < 0)
                        return false;
                q += 6;
            } else if (n < 0x20) {
                return false;
            } else {
                q += 2;
            }
            continue;
        }
        q++;
    }
    if (q >= s->pe)
        return false;
    const char *body = s->p + 1, *end = q;
    s->p = q + 1;
    StrBuf sb;
    strbuf_init(&sb, s->ctx);
    for (const char *r = body; r < end;) {
        if (*r != '\\') {
            strbuf_append_char(&sb, *r++);
            continue;
        }
        char e = r[1];
        if (e != 'u') {
            static const char FROM[] = "bfnrt", TO[] = "\b\f\n\r\t";
            const char *k = strchr(FROM, e);
            strbuf_append_char(&sb, k && e ? TO[k - FROM] : e);
            r += 2;
            continue;
        }
        /* a run of \uXXXX: PSON appends each escape's two bytes with String#<< of an Integer,
         * which adds the character of that code point (two bytes for one above 0x7F), then
         * reads the result as UTF-16BE */
        StrBuf raw;
        strbuf_init(&raw, s->ctx);
        while (r + 5 < end + 1 && r[0] == '\\' && r[1] == 'u') {
            int hi = hex(r[2]) << 4 | hex(r[3]), lo = hex(r[4]) << 4 | hex(r[5]);
            utf8_append(&raw, hi);
            utf8_append(&raw, lo);
            r += 6;
        }
        const Str *b = strbuf_finish(&raw);
        const unsigned char *u8 = (const unsigned char *)b->bytes;
        for (size_t i = 0; i < b->len;) {
            if (i + 1 >= b->len)
                return utf16_fail(s, ctx_sprintf(s->ctx, "incomplete \"\\x%02X\" on UTF-16BE", u8[i]));
            uint32_t unit = (uint32_t)u8[i] << 8 | u8[i + 1];
            if (unit >= 0xd800 && unit <= 0xdbff) {
                if (i + 3 >= b->len)
                    return utf16_fail(s, ctx_sprintf(s->ctx, "incomplete \"\\x%02X\\x%02X\" on UTF-16BE", u8[i],
                                                     u8[i + 1]));
                uint32_t low = (uint32_t)u8[i + 2] << 8 | u8[i + 3];
                if (low < 0xdc00 || low > 0xdfff)
                    return utf16_fail(s, ctx_sprintf(s->ctx,
                                                     "\"\\x%02X\\x%02X\" followed by \"\\x%02X\\x%02X\" on UTF-16BE",
                                                     u8[i], u8[i + 1], u8[i + 2], u8[i + 3]));
                utf8_append(&sb, (int32_t)(0x10000 + ((unit - 0xd800) << 10) + (low - 0xdc00)));
                i += 4;
            } else if (unit >= 0xdc00 && unit <= 0xdfff) {
                return utf16_fail(s, ctx_sprintf(s->ctx, "\"\\x%02X\\x%02X\" on UTF-16BE", u8[i], u8[i + 1]));
            } else {
                utf8_append(&sb, (int32_t)unit);
                i += 2;
            }
        }
    }
    *out = strbuf_finish_value(&sb);
    return true;
}

static bool parse_array(Pson *s, Value *out);
static bool parse_object(Pson *s, Value *out);

/* FLOAT / INTEGER at s->p. */
static bool parse_number(Pson *s, Value *out) {
    const char *p = s->p, *q = p;
    if (q < s->pe && *q == '-')
        q++;
    if (q >= s->pe || !is_digit(*q))
        return false;
    if (*q == '0')
        q++;
    else
        while (q < s->pe && is_digit(*q))
            q++;
    const char *int_end = q;
    bool is_float = false;
    if (q + 1 < s->pe && *q == '.' && is_digit(q[1])) {
        q++;
        while (q < s->pe && is_digit(*q))
            q++;
        is_float = true;
    }
    if (q < s->pe && (*q == 'e' || *q == 'E')) {
        const char *r = q + 1;
        if (r < s->pe && (*r == '+' || *r == '-'))
            r++;
        if (r < s->pe && is_digit(*r)) {
            while (r < s->pe && is_digit(*r))
                r++;
            q = r;
            is_float = true;
        }
    }
    if (!is_float)
        q = int_end;
    char *text = ctx_alloc(s->ctx, (size_t)(q - p) + 1);
    memcpy(text, p, (size_t)(q - p));
    text[q - p] = '\0';
    s->p = q;
    if (is_float) {
        *out = value_float(strtod(text, NULL));
        return true;
    }
    char *end;
    long long v = strtoll(text, &end, 10);
    if ((v == LLONG_MAX || v == LLONG_MIN) && strcmp(text, "9223372036854775807") != 0 &&
        strcmp(text, "-9223372036854775808") != 0) {
        function_error(s->ctx, s->site, "the integer %s is beyond the range of a 64-bit Integer", text);
        s->failed = true;
        return true;
    }
    *out = value_integer(v);
    return true;
}

/* parse_value: false when nothing matches (UNPARSED). */
static bool parse_value(Pson *s, Value *out) {
    stack_guard();
    ctx_step(s->ctx);
    if (parse_number(s, out))
        return true;
    if (scan_word(s, "true")) {
        *out = value_boolean(true);
        return true;
    }
    if (scan_word(s, "false")) {
        *out = value_boolean(false);
        return true;
    }
    if (scan_word(s, "null")) {
        *out = value_undef();
        return true;
    }
    if (parse_string(s, out))
        return true;
    if (scan_char(s, '['))
        return parse_array(s, out), true;
    if (scan_char(s, '{'))
        return parse_object(s, out), true;
    if (scan_word(s, "NaN")) {
        *out = value_float(NAN);
        return true;
    }
    if (scan_word(s, "Infinity")) {
        *out = value_float(INFINITY);
        return true;
    }
    if (scan_word(s, "-Infinity")) {
        *out = value_float(-INFINITY);
        return true;
    }
    return false;
}

static bool parse_array(Pson *s, Value *out) {
    ArrayBuilder items;
    array_builder_init(&items);
    bool delim = false;
    while (s->p < s->pe && !s->failed) {
        Value v = value_undef();
        if (parse_value(s, &v)) {
            if (s->failed)
                break;
            delim = false;
            array_builder_push(s->ctx, &items, v);
            skip_ignore(s);
            if (scan_char(s, ','))
                delim = true;
            else if (!(s->p < s->pe && *s->p == ']'))
                pson_fail(s, "expected ',' or ']' in array");
        } else if (scan_char(s, ']')) {
            if (delim)
                pson_fail(s, "expected next element in array");
            break;
        } else if (!skip_ignore(s)) {
            pson_fail(s, "unexpected token in array");
        }
    }
    *out = array_builder_finish(s->ctx, &items);
    return !s->failed;
}

static bool parse_object(Pson *s, Value *out) {
    Hash *h = hash_new(s->ctx, 4);
    bool delim = false;
    while (s->p < s->pe && !s->failed) {
        Value name;
        if (parse_string(s, &name)) {
            if (s->failed)
                break;
            skip_ignore(s);
            if (!scan_char(s, ':')) {
                pson_fail(s, "expected ':' in object");
                break;
            }
            skip_ignore(s);
            Value v = value_undef();
            if (!parse_value(s, &v)) {
                pson_fail(s, "expected value in object");
                break;
            }
            if (s->failed)
                break;
            hash_put(s->ctx, h, name, v);
            delim = false;
            skip_ignore(s);
            if (scan_char(s, ','))
                delim = true;
            else if (!(s->p < s->pe && *s->p == '}'))
                pson_fail(s, "expected ',' or '}' in object");
        } else if (scan_char(s, '}')) {
            if (delim)
                pson_fail(s, "expected next name, value pair in object");
            break;
        } else if (!skip_ignore(s)) {
            pson_fail(s, "unexpected token in object");
        }
    }
    *out = value_from_hash(h);
    return !s->failed;
}

/* "source 'NEXT20' not in PSON!" */
static void source_fail(Pson *s) {
    size_t n = (size_t)(s->pe - s->p) < 20 ? (size_t)(s->pe - s->p) : 20;
    function_error(s->ctx, s->site, "source '%.*s' not in PSON!", (int)n, s->p);
    s->failed = true;
}

bool stdlib_pson_load(Ctx *ctx, const CallSite *site, const char *text, size_t len, Value *out) {
    Pson s = { .ctx = ctx, .site = site, .p = text, .pe = text + len };
    bool have = false;
    *out = value_undef();
    while (s.p < s.pe && !s.failed) {
        bool object = scan_char(&s, '{');
        if (object || scan_char(&s, '[')) {
            if (have) {
                source_fail(&s);
                break;
            }
            have = true;
            if (object)
                parse_object(&s, out);
            else
                parse_array(&s, out);
        } else if (!skip_ignore(&s)) {
            source_fail(&s);
        }
    }
    if (s.failed)
        return false;
    if (!have) {
        function_error(ctx, site, "source did not contain any PSON!");
        return false;
    }
    return true;
}

/* parsepson(String[1] $pson_string, Any $default): PSON.load, the default (when given) after a
 * failure. */
static Value parsepson_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    Value v;
    if (stdlib_pson_load(ctx, site, args[0].as.string->bytes, args[0].as.string->len, &v))
        return v;
    if (count < 2)
        return value_abrupt();
    ctx_clear_unwind(ctx);
    return args[1];
}

const BuiltinFunction ruby_functions_stdlib_pson[] = {
    { "parsepson", { { "(String[1] $pson_string, Any $default = undef)", parsepson_impl } } },
    { NULL, { { NULL, NULL } } },
};
