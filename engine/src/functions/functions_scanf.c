/* functions_scanf.c: scanf(data, format) with an optional lambda, as Puppet documents it
 * (lib/puppet/functions/scanf.rb): Ruby's String#scanf, returning the values scanned up to
 * the first directive that does not match.
 *
 * The reference cannot run it ("cannot load such file -- scanf": Ruby 3.1 no longer ships
 * scanf.rb), so this follows the documentation and Ruby's scanf.rb, whose model is kept:
 *   - the format is cut into specifiers: a directive with the blanks before it
 *     (" %d", "%*5s", "%[a-z]", "%%"), a run of other non-blank characters (a literal), or a
 *     lone '%' (a literal); blanks elsewhere are dropped;
 *   - each specifier is a regular expression anchored at the start of what is left of the
 *     data, tried after skipping leading blanks of the data, except for %c not preceded by a
 *     blank and for %[...];
 *   - conversions: %d %u decimal, %i with 0x / 0 prefixes, %x %X hexadecimal, %o octal,
 *     %f %e %g %a (and capitals) floats, %s a run of non-blanks, %c one character (or width
 *     characters), %[set] a run of the set; a width bounds the field; %* scans without storing;
 *     literals and %% store nothing.
 * The deviation from the reference (which fails on every call) is recorded in
 * docs/deviations.md.
 */
#include <string.h>

#include "eval/eval_internal.h"
#include "functions/fnlib.h"
#include "eval/function.h"
#include "values/regex.h"
#include "support/strbuf.h"

typedef enum ScanKind {
    SCAN_LITERAL,       /* matches, stores nothing */
    SCAN_DECIMAL,       /* to_i */
    SCAN_INTEGER,       /* Integer(): 0x, 0 prefixes */
    SCAN_HEX,
    SCAN_OCTAL,
    SCAN_FLOAT,
    SCAN_PLAIN,         /* the matched text */
} ScanKind;

typedef struct ScanSpec {
    const char *regex;  /* anchored with \A, dot matches newline */
    ScanKind kind;
    bool suppress;      /* %*... */
    bool keep_space;    /* Ruby's count_space?: do not skip leading blanks of the data */
} ScanSpec;

static bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

static bool is_specifier_letter(char c) {
    return c && strchr("diuXxofFeEgGscaA", c) != NULL;
}

/* Regexp.escape of a literal run. */
static const char *escape_literal(Ctx *ctx, const char *p, size_t n) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < n; i++) {
        if (strchr(".*?+^$|()[]{}\\/-", p[i]))
            strbuf_append_char(&sb, '\\');
        strbuf_append_char(&sb, p[i]);
    }
    return strbuf_finish(&sb)->bytes;
}

#define HEX "[A-Fa-f0-9]"
#define FLOAT_BODY "[-+]?(?:0[xX](?:\\.\\h+|\\h+(?:\\.\\h*)?)[pP][-+]?\\d+|\\d+(?![\\d.])|\\d*\\.\\d*(?:[eEfFgG][-+]?\\d+)?)"

/* The regular expression and conversion of one directive: `blank` says whether blanks came
 * before it in the format; width is 0 when none was given; set is the text of %[...]. */
static void directive_spec(Ctx *ctx, ScanSpec *s, char letter, long width, const char *set, size_t set_len,
                           bool blank) {
    const char *re = NULL;
    s->kind = SCAN_PLAIN;
    if (letter == '[') {
        const char *body = ctx_strndup(ctx, set, set_len);
        bool posix = set_len > 4 && set[0] == '[' && set[1] == ':';
        if (width)
            re = ctx_sprintf(ctx, "([%s]{1,%ld})", body, width);
        else if (posix)
            re = ctx_sprintf(ctx, "([%s]+)", body);
        else {
            const char *no = body[0] == '^' ? body + 1 : ctx_sprintf(ctx, "^%s", body);
            re = ctx_sprintf(ctx, "([%s]+)(?=[%s]|\\z)", body, no);
        }
        s->keep_space = !s->suppress;   /* count_space?: %[ (the suppressed form skips blanks) */
        s->regex = re;
        return;
    }
    switch (letter) {
    case 'i':
        s->kind = SCAN_INTEGER;
        if (!width) {
            re = "([-+]?(?:(?:0[0-7]+)|(?:0[Xx]" HEX "+)|(?:[1-9]\\d*)))";
        } else {
            StrBuf sb;
            strbuf_init(&sb, ctx);
            strbuf_append_char(&sb, '(');
            if (width > 1)
                strbuf_printf(&sb, "[1-9]\\d{1,%ld}|0[0-7]{1,%ld}|", width - 1, width - 1);
            if (width > 2)
                strbuf_printf(&sb, "[-+]0[0-7]{1,%ld}|[-+][1-9]\\d{1,%ld}|0[Xx]" HEX "{1,%ld}|", width - 2,
                              width - 2, width - 2);
            if (width > 3)
                strbuf_printf(&sb, "[-+]0[Xx]" HEX "{1,%ld}|", width - 3);
            strbuf_append_cstr(&sb, "\\d)");
            re = strbuf_finish(&sb)->bytes;
        }
        break;
    case 'd':
    case 'u':
        s->kind = SCAN_DECIMAL;
        re = width ? (width > 1 ? ctx_sprintf(ctx, "([-+]\\d{1,%ld}|\\d{1,%ld})", width - 1, width)
                                : ctx_sprintf(ctx, "(\\d{1,%ld})", width))
                   : "([-+]?\\d+)";
        break;
    case 'x':
    case 'X':
        s->kind = SCAN_HEX;
        if (!width) {
            re = "([-+]?(?:0[Xx])?" HEX "+)";
        } else {
            StrBuf sb;
            strbuf_init(&sb, ctx);
            strbuf_append_char(&sb, '(');
            if (width > 3)
                strbuf_printf(&sb, "[-+]0[Xx]" HEX "{1,%ld}|", width - 3);
            if (width > 2)
                strbuf_printf(&sb, "0[Xx]" HEX "{1,%ld}|", width - 2);
            if (width > 1)
                strbuf_printf(&sb, "[-+]" HEX "{1,%ld}|", width - 1);
            strbuf_printf(&sb, HEX "{1,%ld})", width);
            re = strbuf_finish(&sb)->bytes;
        }
        break;
    case 'o':
        s->kind = SCAN_OCTAL;
        re = width ? ctx_sprintf(ctx, "([-+][0-7]{1,%ld}|[0-7]{1,%ld})", width - 1, width) : "([-+]?[0-7]+)";
        break;
    case 'a':
    case 'e':
    case 'f':
    case 'g':
    case 'A':
    case 'E':
    case 'F':
    case 'G':
        s->kind = SCAN_FLOAT;
        re = width ? ctx_sprintf(ctx, "(?=" FLOAT_BODY ")(\\S{1,%ld})", width) : "(" FLOAT_BODY ")";
        break;
    case 's':
        re = width ? ctx_sprintf(ctx, "(\\S{1,%ld})", width) : "(\\S+)";
        break;
    case 'c':
        if (width) {
            re = ctx_sprintf(ctx, "(.{1,%ld})", width);
            s->keep_space = !blank;
        } else if (blank) {
            re = "\\s*(.)";
        } else {
            re = "(.)";
            s->keep_space = true;
        }
        break;
    default:
        re = "(\\s*%)";
        s->kind = SCAN_LITERAL;
        break;
    }
    s->regex = re;
}

/* Cuts the format into specifiers (FormatString#initialize). */
static size_t parse_format(Ctx *ctx, const Str *format, ScanSpec **out) {
    const char *f = format->bytes;
    size_t n = format->len, count = 0;
    ScanSpec *specs = ctx_calloc(ctx, n + 1, sizeof *specs);
    size_t i = 0;
    while (i < n) {
        size_t start = i;
        while (i < n && is_blank(f[i]))
            i++;
        bool blank = i > start;
        if (i >= n)
            break;
        if (f[i] != '%') {
            if (blank) {
                /* blanks before a literal are not part of any specifier */
                start = i;
            }
            size_t j = i;
            while (j < n && f[j] != '%' && !is_blank(f[j]))
                j++;
            ScanSpec *s = &specs[count++];
            s->regex = ctx_sprintf(ctx, "(%s)", escape_literal(ctx, f + i, j - i));
            s->kind = SCAN_LITERAL;
            i = j;
            continue;
        }
        /* a directive: % then %, or [*][width](letter | [set] | [[:class:]]) */
        size_t j = i + 1;
        ScanSpec *s = &specs[count++];
        if (j < n && f[j] == '%') {
            s->regex = "(\\s*%)";
            s->kind = SCAN_LITERAL;
            i = j + 1;
            continue;
        }
        if (j < n && f[j] == '*') {
            s->suppress = true;
            j++;
        }
        long width = 0;
        while (j < n && f[j] >= '0' && f[j] <= '9' && width < 100000)
            width = width * 10 + (f[j++] - '0');
        if (j < n && f[j] == '[') {
            /* [[:class:]] or [set] (a ']' right after '[' ends it, as Ruby's [^\]]*) */
            size_t k = j + 1;
            bool posix = k + 1 < n && f[k] == '[' && f[k + 1] == ':';
            const char *close = NULL;
            if (posix) {
                const char *end = strstr(f + k, ":]]");
                if (end)
                    close = end + 2;
            } else {
                close = memchr(f + k, ']', n - k);
            }
            if (close) {
                directive_spec(ctx, s, '[', width, f + k, (size_t)(close - (f + k)), blank);
                i = (size_t)(close - f) + 1;
                continue;
            }
        } else if (j < n && is_specifier_letter(f[j])) {
            directive_spec(ctx, s, f[j], width, NULL, 0, blank);
            i = j + 1;
            continue;
        }
        /* a lone '%': a literal */
        s->suppress = false;
        s->regex = "(\\s*%)";
        s->kind = SCAN_LITERAL;
        i = i + 1;
    }
    *out = specs;
    return count;
}

/* Ruby's Integer() of a %i field (sign, then 0x hex, 0 octal or decimal). */
static int64_t integer_of(const char *p, size_t n) {
    bool negative = false;
    size_t i = 0;
    if (i < n && (p[i] == '+' || p[i] == '-'))
        negative = p[i++] == '-';
    int base = 10;
    if (i + 1 < n && p[i] == '0' && (p[i + 1] == 'x' || p[i + 1] == 'X')) {
        base = 16;
        i += 2;
    } else if (i < n && p[i] == '0') {
        base = 8;
    }
    uint64_t v = 0;
    for (; i < n; i++) {
        int d = p[i] >= '0' && p[i] <= '9' ? p[i] - '0' : p[i] >= 'a' && p[i] <= 'f' ? p[i] - 'a' + 10
              : p[i] >= 'A' && p[i] <= 'F' ? p[i] - 'A' + 10 : 99;
        if (d >= base)
            break;
        v = v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base ? UINT64_MAX : v * (uint64_t)base + (uint64_t)d;
    }
    if (v > (uint64_t)INT64_MAX)
        return negative ? INT64_MIN : INT64_MAX;
    return negative ? -(int64_t)v : (int64_t)v;
}

static int64_t radix_of(const char *p, size_t n, int base) {
    /* String#hex / #oct: sign, optional 0x for hex, digits until the first that is not one */
    bool negative = false;
    size_t i = 0;
    if (i < n && (p[i] == '+' || p[i] == '-'))
        negative = p[i++] == '-';
    if (base == 16 && i + 1 < n && p[i] == '0' && (p[i + 1] == 'x' || p[i + 1] == 'X'))
        i += 2;
    uint64_t v = 0;
    for (; i < n; i++) {
        int d = p[i] >= '0' && p[i] <= '9' ? p[i] - '0' : p[i] >= 'a' && p[i] <= 'f' ? p[i] - 'a' + 10
              : p[i] >= 'A' && p[i] <= 'F' ? p[i] - 'A' + 10 : 99;
        if (d >= base)
            break;
        v = v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base ? UINT64_MAX : v * (uint64_t)base + (uint64_t)d;
    }
    if (v > (uint64_t)INT64_MAX)
        return negative ? INT64_MIN : INT64_MAX;
    return negative ? -(int64_t)v : (int64_t)v;
}

static Value convert_field(Ctx *ctx, const ScanSpec *s, const char *p, size_t n) {
    switch (s->kind) {
    case SCAN_DECIMAL:
        return value_integer(fnlib_ruby_to_i(p, n));
    case SCAN_INTEGER:
        return value_integer(integer_of(p, n));
    case SCAN_HEX:
        return value_integer(radix_of(p, n, 16));
    case SCAN_OCTAL:
        return value_integer(radix_of(p, n, 8));
    case SCAN_FLOAT: {
        /* "1.e5"-style fields read as "1e5"; hexadecimal floats are rare enough to read as to_f */
        const char *dot = memchr(p, '.', n);
        if (dot && dot + 1 < p + n && (dot[1] == 'e' || dot[1] == 'E')) {
            StrBuf sb;
            strbuf_init(&sb, ctx);
            strbuf_append(&sb, p, (size_t)(dot - p));
            strbuf_append(&sb, dot + 1, n - (size_t)(dot + 1 - p));
            const Str *t = strbuf_finish(&sb);
            return value_float(fnlib_ruby_to_f(t->bytes, t->len));
        }
        return value_float(fnlib_ruby_to_f(p, n));
    }
    case SCAN_PLAIN:
        return value_string(ctx, p, n);
    case SCAN_LITERAL:
        break;
    }
    return value_undef();
}

static Value scanf_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    const Str *data = args[0].as.string;
    ScanSpec *specs;
    size_t n = parse_format(ctx, args[1].as.string, &specs);
    ArrayBuilder out;
    array_builder_init(&out);
    size_t pos = 0;
    for (size_t i = 0; i < n; i++) {
        ctx_step(ctx);
        const ScanSpec *s = &specs[i];
        if (!s->keep_space)
            while (pos < data->len && is_blank(data->bytes[pos]))
                pos++;
        const char *source = ctx_sprintf(ctx, "(?m)\\A%s", s->regex);
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, source, strlen(source), &error);
        if (!re)
            return function_error(ctx, site, "scanf: the format gives an invalid pattern: %s", error ? error : "");
        size_t ov[4];
        /* \A anchors at the subject's start: search the rest of the data as its own string */
        if (regex_search(ctx, re, data->bytes + pos, data->len - pos, 0, ov, 2) == 0)
            break;
        if (s->kind != SCAN_LITERAL && !s->suppress && ov[2] != SIZE_MAX)
            array_builder_push(ctx, &out, convert_field(ctx, s, data->bytes + pos + ov[2], ov[3] - ov[2]));
        pos += ov[1];
    }
    Value result = array_builder_finish(ctx, &out);
    if (block)
        return callable_call(ctx, block, &result, 1, site->span);
    return result;
}

const BuiltinFunction functions_scanf[] = {
    /* lib/puppet/functions/scanf.rb */
    { "scanf", { { "(String $data, String $format, Optional[Callable] &$block)", scanf_impl } } },
    { NULL, { { NULL, NULL } } },
};
