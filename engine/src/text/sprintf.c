/* sprintf.c: Ruby's Kernel#format (sprintf.c of Ruby 3.1, which the reference runs on) over
 * Puppet values, and Puppet's sprintf() function on top of it.
 *
 * Puppet's sprintf is a 3.x function that calls Ruby's sprintf, so its directives, flags,
 * argument numbering (`%1$s`), named references (`%<name>s`, `%{name}`) and error messages are
 * Ruby's. The pieces follow Ruby's sprintf.c closely, in its order: the directive parser
 * (flags, width, `*`, precision, `N$`, names), the integer directives (with Ruby's `..f`
 * two's complement notation for negative numbers in x/o/b without `+` or space), the float
 * directives (exact integers under %f, `Inf`/`NaN`, Ruby's own %a), and the string
 * directives (width and precision count characters, not bytes).
 *
 * Integers are arbitrary precision here as in Ruby, within a bound (BIG_LIMBS): `%d` of 1e20
 * prints all 21 digits, and a decimal string of hundreds of digits still converts.
 *
 * This file holds the directive parser, the string and character directives and Puppet's
 * sprintf(); the numbers are in sprintf_numeric.c, Ruby's to_s / inspect in sprintf_inspect.c.
 * What it does not do: the Puppet-level String(v, format) rules (format_spec.c), which call
 * sprintf_append for the directives the reference hands to Kernel#format.
 */
#include "text/sprintf_internal.h"

#include <string.h>

#include "support/ctx.h"
#include "support/utf8.h"
#include "text/format.h"
#include "support/limits.h"

/* --- string directives -------------------------------------------------------------------- */

/* %s, %p, %c of a string: width and precision count characters. */
static void format_text(StrBuf *out, const Spec *spec, const char *s, size_t len) {
    if (spec->flags & (F_PREC | F_WIDTH)) {
        size_t chars = utf8_char_count(s, len);
        if ((spec->flags & F_PREC) && spec->prec < (long)chars) {
            len = utf8_offset_of_char(s, len, (size_t)spec->prec);
            chars = (size_t)spec->prec;
        }
        if ((spec->flags & F_WIDTH) && spec->width > (long)chars) {
            long pad = spec->width - (long)chars;
            if (!(spec->flags & F_MINUS))
                sprintf_fill(out, ' ', pad);
            strbuf_append(out, s, len);
            if (spec->flags & F_MINUS)
                sprintf_fill(out, ' ', pad);
            return;
        }
    }
    strbuf_append(out, s, len);
}

/* %c: a one-character string, or an integer code point. */
static bool format_char(StrBuf *out, const Spec *spec, Value arg, SrcSpan where) {
    Ctx *ctx = out->ctx;
    char enc[4];
    const char *s;
    size_t n;
    if (arg.kind == VAL_STRING) {
        if (utf8_char_count(arg.as.string->bytes, arg.as.string->len) != 1) {
            ctx_error(ctx, where, "%%c requires a character");
            return false;
        }
        s = arg.as.string->bytes;
        n = arg.as.string->len;
    } else {
        long c;
        if (!sprintf_num2int(ctx, arg, &c, where))
            return false;
        if (c < 0 || c > 0x10FFFF) {
            ctx_error(ctx, where, "invalid character");
            return false;
        }
        n = c < 0x80 ? 1 : c < 0x800 ? 2 : c < 0x10000 ? 3 : 4;
        if (n == 1) {
            enc[0] = (char)c;
        } else {
            for (size_t i = n - 1; i > 0; i--) {
                enc[i] = (char)(0x80 | (c & 0x3F));
                c >>= 6;
            }
            enc[0] = (char)((n == 2 ? 0xC0 : n == 3 ? 0xE0 : 0xF0) | c);
        }
        s = enc;
    }
    Spec one = *spec;
    one.flags &= ~(unsigned)F_PREC;   /* width only: the character is never cut */
    format_text(out, &one, s, n);
    return true;
}

/* --- the directive parser ----------------------------------------------------------------- */

typedef struct Args {
    const Value *items;
    size_t count;
    long posarg;          /* > 0: last unnumbered index; -1: numbered used; -2: named used */
    long nextarg;         /* 1-based, as Ruby's argv after the format */
    SrcSpan where;
    Ctx *ctx;
    bool runtime3;        /* the arguments of sprintf(): references are Puppet::Resource */
} Args;

static void to_s(const Args *a, StrBuf *out, Value v) {
    if (a->runtime3)
        sprintf_to_s_3x(out, v);
    else
        sprintf_to_s(out, v);
}

static bool next_arg(Args *a, Value *out) {
    if (a->posarg == -1) {
        ctx_error(a->ctx, a->where, "unnumbered(%ld) mixed with numbered", a->nextarg);
        return false;
    }
    if (a->posarg == -2) {
        ctx_error(a->ctx, a->where, "unnumbered(%ld) mixed with named", a->nextarg);
        return false;
    }
    a->posarg = a->nextarg++;
    if ((size_t)a->posarg > a->count) {
        ctx_error(a->ctx, a->where, "too few arguments");
        return false;
    }
    *out = a->items[a->posarg - 1];
    return true;
}

static bool pos_arg(Args *a, long n, Value *out) {
    if (a->posarg > 0) {
        ctx_error(a->ctx, a->where, "numbered(%ld) after unnumbered(%ld)", n, a->posarg);
        return false;
    }
    if (a->posarg == -2) {
        ctx_error(a->ctx, a->where, "numbered(%ld) after named", n);
        return false;
    }
    if (n < 1) {
        ctx_error(a->ctx, a->where, "invalid index - %ld$", n);
        return false;
    }
    a->posarg = -1;
    if ((size_t)n > a->count) {
        ctx_error(a->ctx, a->where, "too few arguments");
        return false;
    }
    *out = a->items[n - 1];
    return true;
}

/* Reads digits at *p into *value (Ruby's get_num). Fails on overflow ("<what> too big") and
 * at the end of the format ("malformed format string - %*[0-9]"). */
static bool get_num(Args *a, const char **p, const char *end, long *value, const char *what) {
    long n = *value;
    for (; *p < end && **p >= '0' && **p <= '9'; (*p)++) {
        int d = **p - '0';
        if (n > (INT32_MAX - d) / 10) {
            ctx_error(a->ctx, a->where, "%s too big", what);
            return false;
        }
        n = n * 10 + d;
    }
    if (*p >= end) {
        ctx_error(a->ctx, a->where, "malformed format string - %%*[0-9]");
        return false;
    }
    *value = n;
    return true;
}

/* `*` and `*N$`: the width or precision from an argument. *p is at the '*'. */
static bool get_aster(Args *a, const char **p, const char *end, long *value, const char *what) {
    const char *t = (*p)++;
    long n = 0;
    Value arg;
    if (!get_num(a, p, end, &n, what))
        return false;
    if (**p == '$') {
        if (!pos_arg(a, n, &arg))
            return false;
    } else {
        if (!next_arg(a, &arg))
            return false;
        *p = t;
    }
    return sprintf_num2int(a->ctx, arg, value, a->where);
}

/* The hash of `%<name>s` references: exactly one Hash argument. */
static const Hash *get_hash(Args *a) {
    if (a->count != 1 || a->items[0].kind != VAL_HASH) {
        ctx_error(a->ctx, a->where, "one hash required");
        return NULL;
    }
    return a->items[0].as.hash;
}

static bool append_formatted(StrBuf *out, const char *format, size_t format_len, const Value *items,
                             size_t count, SrcSpan where, bool runtime3) {
    Ctx *ctx = out->ctx;
    Args a = { items, count, 0, 1, where, ctx, runtime3 };
    const char *p = format, *end = format + format_len;
    for (; p < end; p++) {
        const char *t = p;
        while (t < end && *t != '%')
            t++;
        if (t + 1 == end) {
            ctx_error(ctx, where, "incomplete format specifier; use %%%% (double %%) instead");
            return false;
        }
        strbuf_append(out, p, (size_t)(t - p));
        if (t >= end)
            break;
        p = t + 1;

        Spec spec = { F_NONE, -1, -1, 0 };
        bool has_value = false;
        Value value = value_undef();
        const char *name = NULL;     /* the name of this directive's %<name>, with brackets */
        size_t name_len = 0;
    retry:;
        char c = p < end ? *p : '\0';
        switch (c) {
        case ' ':
        case '#':
        case '+':
        case '-':
        case '0':
            if (spec.flags & F_WIDTH)
                return ctx_error(ctx, where, "flag after width"), false;
            if (spec.flags & F_PREC0)
                return ctx_error(ctx, where, "flag after precision"), false;
            spec.flags |= c == ' ' ? F_SPACE : c == '#' ? F_SHARP : c == '+' ? F_PLUS
                        : c == '-' ? F_MINUS : F_ZERO;
            p++;
            goto retry;

        case '1': case '2': case '3': case '4': case '5': case '6': case '7': case '8': case '9': {
            long n = 0;
            if (!get_num(&a, &p, end, &n, "width"))
                return false;
            if (*p == '$') {
                if (has_value)
                    return ctx_error(ctx, where, "value given twice - %ld$", n), false;
                if (!pos_arg(&a, n, &value))
                    return false;
                has_value = true;
                p++;
                goto retry;
            }
            if (spec.flags & F_WIDTH)
                return ctx_error(ctx, where, "width given twice"), false;
            if (spec.flags & F_PREC0)
                return ctx_error(ctx, where, "width after precision"), false;
            spec.width = n;
            spec.flags |= F_WIDTH;
            goto retry;
        }

        case '<':
        case '{': {
            const char *start = p;
            char term = c == '<' ? '>' : '}';
            while (p < end && *p != term)
                p += utf8_char_len(p, end);
            if (p >= end)
                return ctx_error(ctx, where, "malformed name - unmatched parenthesis"), false;
            size_t len = (size_t)(p - start + 1);
            if (name)
                return ctx_error(ctx, where, "named%.*s after <%.*s>", (int)len, start,
                                 (int)name_len - 2, name + 1), false;
            if (a.posarg > 0)
                return ctx_error(ctx, where, "named%.*s after unnumbered(%ld)", (int)len, start, a.posarg), false;
            if (a.posarg == -1)
                return ctx_error(ctx, where, "named%.*s after numbered", (int)len, start), false;
            a.posarg = -2;
            const Hash *hash = get_hash(&a);
            if (!hash)
                return false;
            name = start;
            name_len = len;
            /* the reference retries with the hash's String keys as symbols: a name finds the
             * String key of the same text */
            Value key = value_string(ctx, start + 1, len - 2);
            if (!hash_get(hash, key, &value))
                return ctx_error(ctx, where, "key%.*s not found%s", (int)len, start,
                                 sprintf_key_suggestions(ctx, hash, start + 1, len - 2)), false;
            has_value = true;
            if (term == '}') {
                StrBuf text;
                strbuf_init(&text, ctx);
                to_s(&a, &text, value);
                format_text(out, &spec, text.bytes ? text.bytes : "", text.len);
                break;
            }
            p++;
            goto retry;
        }

        case '*':
            if (spec.flags & F_WIDTH)
                return ctx_error(ctx, where, "width given twice"), false;
            if (spec.flags & F_PREC0)
                return ctx_error(ctx, where, "width after precision"), false;
            spec.flags |= F_WIDTH;
            if (!get_aster(&a, &p, end, &spec.width, "width"))
                return false;
            if (spec.width < 0) {
                spec.flags |= F_MINUS;
                spec.width = -spec.width;
            }
            p++;
            goto retry;

        case '.':
            if (spec.flags & F_PREC0)
                return ctx_error(ctx, where, "precision given twice"), false;
            spec.flags |= F_PREC | F_PREC0;
            spec.prec = 0;
            p++;
            if (p < end && *p == '*') {
                if (!get_aster(&a, &p, end, &spec.prec, "precision"))
                    return false;
                if (spec.prec < 0)
                    spec.flags &= ~(unsigned)F_PREC;
                p++;
                goto retry;
            }
            if (!get_num(&a, &p, end, &spec.prec, "precision"))
                return false;
            goto retry;

        case '\n':
        case '\0':
            /* a '%' before a newline or at the end stands for itself */
            p--;
            /* fall through */
        case '%':
            if (spec.flags != F_NONE)
                return ctx_error(ctx, where, "invalid format character - %%"), false;
            strbuf_append_char(out, '%');
            break;

        case 'c':
            spec.conv = c;
            if (!has_value && !next_arg(&a, &value))
                return false;
            if (!format_char(out, &spec, value, where))
                return false;
            break;

        case 's':
        case 'p': {
            spec.conv = c;
            if (!has_value && !next_arg(&a, &value))
                return false;
            StrBuf text;
            strbuf_init(&text, ctx);
            if (c != 'p')
                to_s(&a, &text, value);
            else if (a.runtime3)
                sprintf_inspect_3x(&text, value);
            else
                sprintf_inspect(&text, value);
            format_text(out, &spec, text.bytes ? text.bytes : "", text.len);
            break;
        }

        case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': case 'b': case 'B': {
            spec.conv = c;
            if (!has_value && !next_arg(&a, &value))
                return false;
            BigInt big;
            if (!sprintf_to_integer(ctx, value, &big, where))
                return false;
            sprintf_format_integer(out, &spec, &big);
            break;
        }

        case 'f':
            spec.conv = c;
            if (!has_value && !next_arg(&a, &value))
                return false;
            if (value.kind == VAL_INTEGER) {
                BigInt big;
                big_from_int64(&big, value.as.integer);
                sprintf_format_fixed(out, &spec, &big);
                break;
            }
            /* fall through */
        case 'e': case 'E': case 'g': case 'G': case 'a': case 'A': {
            spec.conv = c;
            if (!has_value && c != 'f' && !next_arg(&a, &value))
                return false;
            double f;
            if (!sprintf_to_double(ctx, value, &f, where))
                return false;
            sprintf_format_double(out, &spec, f);
            break;
        }

        default: {
            size_t n = utf8_char_len(p, end);
            long cp = utf8_decode_char(p, n);
            if (cp >= 0x20 && cp != 0x7F)
                ctx_error(ctx, where, "malformed format string - %%%.*s", (int)n, p);
            else
                ctx_error(ctx, where, "malformed format string");
            return false;
        }
        }
    }
    return true;
}

bool sprintf_append(StrBuf *out, const char *format, size_t format_len, const Value *items,
                    size_t count, SrcSpan where) {
    return append_formatted(out, format, format_len, items, count, where, false);
}

/* --- Puppet's sprintf() ------------------------------------------------------------------- */

/* The arguments have been through the 3.x convention (fnlib_args_3x, functions_format.c). */
Value format_sprintf(Ctx *ctx, const Value *args, size_t count, SrcSpan where) {
    if (args[0].kind != VAL_STRING)
        return ctx_error(ctx, where, "no implicit conversion of %s into String",
                         sprintf_ruby_class_name(ctx, args[0]));
    for (size_t i = 1; i < count; i++)
        format_charge_steps(ctx, args[i]);
    StrBuf out;
    strbuf_init(&out, ctx);
    if (!append_formatted(&out, args[0].as.string->bytes, args[0].as.string->len, args + 1,
                          count - 1, where, true))
        return value_abrupt();
    return strbuf_finish_value(&out);
}
