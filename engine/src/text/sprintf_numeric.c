/* sprintf_numeric.c: the numbers of Ruby's Kernel#format (sprintf.c of Ruby 3.1): arbitrary
 * precision integers (within BIG_LIMBS), Kernel#Integer / Kernel#Float / NUM2INT as format
 * applies them to its arguments, and the integer and float directives (d i u o x X b B, f of an
 * exact Integer, e E f g G a A) with Ruby's two's complement `..f` notation and its rounding.
 *
 * What this file does not do: parse directives or pick arguments (sprintf.c), or print
 * non-numeric values (sprintf_inspect.c).
 */
#include "text/sprintf_internal.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "support/ctx.h"
#include "support/utf8.h"
#include "text/format.h"
#include "values/semver.h"
#include "values/timedata.h"

/* --- big integers ------------------------------------------------------------------------- */

static void big_trim(BigInt *b) {
    while (b->count && !b->limbs[b->count - 1])
        b->count--;
    if (!b->count)
        b->negative = false;
}

void big_from_int64(BigInt *b, int64_t v) {
    uint64_t m = v < 0 ? (uint64_t)0 - (uint64_t)v : (uint64_t)v;
    b->negative = v < 0;
    b->limbs[0] = (uint32_t)m;
    b->limbs[1] = (uint32_t)(m >> 32);
    b->count = 2;
    big_trim(b);
}

/* b = trunc(f); f must be finite. */
static void big_from_double(BigInt *b, double f) {
    memset(b, 0, sizeof *b);
    double a = fabs(trunc(f));
    if (a < 1.0)
        return;
    int e;
    double m = frexp(a, &e);                        /* a = m * 2^e, 0.5 <= m < 1 */
    uint64_t mant = (uint64_t)ldexp(m, 53);
    int shift = e - 53;                              /* a = mant * 2^shift */
    if (shift < 0) {
        mant >>= -shift;
        shift = 0;
    }
    size_t limb = (size_t)shift / 32, bit = (size_t)shift % 32;
    /* mant (53 bits) shifted by bit (< 32) spans at most three limbs */
    uint64_t low = mant << bit;
    uint64_t high = bit ? mant >> (64 - bit) : 0;
    uint32_t parts[3] = { (uint32_t)low, (uint32_t)(low >> 32), (uint32_t)high };
    for (size_t i = 0; i < 3 && limb + i < BIG_LIMBS; i++)
        b->limbs[limb + i] = parts[i];
    b->count = limb + 3 < BIG_LIMBS ? limb + 3 : BIG_LIMBS;
    b->negative = f < 0;
    big_trim(b);
}

/* b = b * mul + add; false when the result does not fit. */
static bool big_mul_add(BigInt *b, uint32_t mul, uint32_t add) {
    uint64_t carry = add;
    for (size_t i = 0; i < b->count; i++) {
        uint64_t t = (uint64_t)b->limbs[i] * mul + carry;
        b->limbs[i] = (uint32_t)t;
        carry = t >> 32;
    }
    if (carry) {
        if (b->count == BIG_LIMBS)
            return false;
        b->limbs[b->count++] = (uint32_t)carry;
    }
    return true;
}

/* b = b / d, returning the remainder. */
static uint32_t big_div_small(BigInt *b, uint32_t d) {
    uint64_t rem = 0;
    for (size_t i = b->count; i-- > 0;) {
        uint64_t cur = (rem << 32) | b->limbs[i];
        b->limbs[i] = (uint32_t)(cur / d);
        rem = cur % d;
    }
    bool negative = b->negative;
    big_trim(b);
    b->negative = negative && b->count;
    return (uint32_t)rem;
}

static size_t big_bit_length(const BigInt *b) {
    if (!b->count)
        return 0;
    uint32_t top = b->limbs[b->count - 1];
    size_t bits = 0;
    while (top) {
        bits++;
        top >>= 1;
    }
    return (b->count - 1) * 32 + bits;
}

static unsigned big_bit(const BigInt *b, size_t i) {
    size_t limb = i / 32;
    return limb < b->count ? (b->limbs[limb] >> (i % 32)) & 1u : 0u;
}

static bool big_is_power_of_two(const BigInt *b) {
    size_t ones = 0;
    for (size_t i = 0; i < b->count; i++)
        for (uint32_t x = b->limbs[i]; x; x &= x - 1)
            ones++;
    return ones == 1;
}

/* The decimal digits of |b| into out (NUL-terminated); returns their count. out must hold
 * BIG_LIMBS * 10 + 1 bytes. */
static size_t big_to_decimal(const BigInt *b, char *out) {
    BigInt t = *b;
    char rev[BIG_LIMBS * 10 + 1];
    size_t n = 0;
    if (!t.count)
        rev[n++] = '0';
    while (t.count) {
        uint32_t chunk = big_div_small(&t, 1000000000u);
        for (int i = 0; i < 9; i++) {
            rev[n++] = (char)('0' + chunk % 10);
            chunk /= 10;
            if (!t.count && !chunk)
                break;
        }
    }
    for (size_t i = 0; i < n; i++)
        out[i] = rev[n - 1 - i];
    out[n] = '\0';
    return n;
}

/* --- Ruby's numeric conversions ----------------------------------------------------------- */

static bool is_ruby_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

/* Ruby's String#to_inum(0, badcheck = true), Kernel#Integer(string): optional blanks and sign,
 * a 0x / 0b / 0o / 0d / 0 prefix, single underscores between digits. Returns false when the
 * text is not an integer, or when it has more digits than BigInt holds (*too_big set). */
static bool ruby_parse_integer(const char *s, size_t len, BigInt *out, bool *too_big) {
    const char *p = s, *end = s + len;
    *too_big = false;
    memset(out, 0, sizeof *out);
    while (p < end && is_ruby_space(*p))
        p++;
    bool negative = false;
    if (p < end && (*p == '+' || *p == '-'))
        negative = *p++ == '-';
    unsigned base = 10;
    bool had_prefix_zero = false;
    if (p < end && *p == '0') {
        char c = p + 1 < end ? p[1] : '\0';
        if (c == 'x' || c == 'X') { base = 16; p += 2; }
        else if (c == 'b' || c == 'B') { base = 2; p += 2; }
        else if (c == 'o' || c == 'O') { base = 8; p += 2; }
        else if (c == 'd' || c == 'D') { base = 10; p += 2; }
        else { base = 8; p++; had_prefix_zero = true; }
    }
    size_t digits = 0;
    bool last_underscore = had_prefix_zero;   /* "0_12" is octal 12: an underscore may follow 0 */
    bool first = true;
    for (; p < end && !is_ruby_space(*p); p++) {
        char c = *p;
        if (c == '_') {
            if (first && !had_prefix_zero)
                return false;
            if (last_underscore && !(first && had_prefix_zero))
                return false;
            last_underscore = true;
            first = false;
            continue;
        }
        unsigned d;
        if (c >= '0' && c <= '9') d = (unsigned)(c - '0');
        else if (c >= 'a' && c <= 'z') d = (unsigned)(c - 'a' + 10);
        else if (c >= 'A' && c <= 'Z') d = (unsigned)(c - 'A' + 10);
        else return false;
        if (d >= base)
            return false;
        if (!big_mul_add(out, base, d)) {
            *too_big = true;
            return false;
        }
        digits++;
        last_underscore = false;
        first = false;
    }
    if (last_underscore && digits)
        return false;
    while (p < end && is_ruby_space(*p))
        p++;
    if (p != end)
        return false;
    if (!digits && !had_prefix_zero)
        return false;
    out->negative = negative;
    big_trim(out);
    return true;
}

/* Ruby's Kernel#Float(string): decimal with optional fraction and exponent (a digit on both
 * sides of '.'; ".5" is accepted, "5." is not), 0x hex integers, single underscores between
 * digits, surrounding blanks. */
static bool ruby_parse_float(Ctx *ctx, const char *s, size_t len, double *out) {
    const char *p = s, *end = s + len;
    while (p < end && is_ruby_space(*p))
        p++;
    while (end > p && is_ruby_space(end[-1]))
        end--;
    if (p == end || memchr(p, '\0', (size_t)(end - p)))
        return false;
    const char *q = p;
    if (q < end && (*q == '+' || *q == '-'))
        q++;
    if (end - q > 2 && q[0] == '0' && (q[1] == 'x' || q[1] == 'X')) {
        BigInt b;
        bool too_big;
        if (!ruby_parse_integer(p, (size_t)(end - p), &b, &too_big))
            return false;
        char digits[BIG_LIMBS * 10 + 2];
        big_to_decimal(&b, digits);
        *out = strtod(digits, NULL);
        if (b.negative)
            *out = -*out;
        return true;
    }
    /* copy without underscores, checking the grammar as we go */
    char *clean = ctx_alloc(ctx, (size_t)(end - p) + 1);
    size_t n = 0;
    bool digit_before = false, seen_dot = false, seen_exp = false, need_digit = false;
    for (const char *c = p; c < end; c++) {
        if (*c >= '0' && *c <= '9') {
            digit_before = true;
            need_digit = false;
            clean[n++] = *c;
        } else if (*c == '_') {
            if (!digit_before || c + 1 >= end || !(c[1] >= '0' && c[1] <= '9'))
                return false;
        } else if (*c == '.') {
            if (seen_dot || seen_exp || c + 1 >= end || !(c[1] >= '0' && c[1] <= '9'))
                return false;
            seen_dot = true;
            clean[n++] = '.';
        } else if (*c == 'e' || *c == 'E') {
            if (seen_exp || !digit_before)
                return false;
            seen_exp = true;
            need_digit = true;
            digit_before = false;
            clean[n++] = 'e';
            if (c + 1 < end && (c[1] == '+' || c[1] == '-'))
                clean[n++] = *++c;
        } else if ((*c == '+' || *c == '-') && c == p) {
            clean[n++] = *c;
        } else {
            return false;
        }
    }
    if (need_digit || !digit_before)
        return false;
    clean[n] = '\0';
    *out = strtod(clean, NULL);
    return true;
}

/* Kernel#Integer as Kernel#format applies it to an argument. */
bool sprintf_to_integer(Ctx *ctx, Value v, BigInt *out, SrcSpan where) {
    switch (v.kind) {
    case VAL_INTEGER:
        big_from_int64(out, v.as.integer);
        return true;
    case VAL_FLOAT:
        if (isnan(v.as.floating)) {
            ctx_error(ctx, where, "NaN");
            return false;
        }
        if (isinf(v.as.floating)) {
            ctx_error(ctx, where, v.as.floating < 0 ? "-Infinity" : "Infinity");
            return false;
        }
        big_from_double(out, v.as.floating);
        return true;
    case VAL_STRING: {
        bool too_big;
        if (ruby_parse_integer(v.as.string->bytes, v.as.string->len, out, &too_big))
            return true;
        StrBuf sb;
        strbuf_init(&sb, ctx);
        utf8_inspect(&sb, v.as.string->bytes, v.as.string->len);
        if (too_big)
            ctx_error(ctx, where, "The integer %s has too many digits to be formatted", strbuf_finish(&sb)->bytes);
        else
            /* Ruby says "Integer():"; the reference's normalized output drops the "()" */
            ctx_error(ctx, where, "invalid value for Integer: %s", strbuf_finish(&sb)->bytes);
        return false;
    }
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP: {
        /* Timespan#to_int: nanoseconds / 10^9 with Ruby's flooring division */
        int64_t s = v.as.integer / NSECS_PER_SEC;
        if (v.as.integer % NSECS_PER_SEC < 0)
            s--;
        big_from_int64(out, s);
        return true;
    }
    case VAL_UNDEF:
    case VAL_BOOLEAN:
        ctx_error(ctx, where, "can't convert %s into Integer", sprintf_ruby_class_name(ctx, v));
        return false;
    case VAL_DEFAULT:
    case VAL_REGEXP:
    case VAL_ARRAY:
    case VAL_HASH:
    case VAL_TYPE:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_BINARY:
    case VAL_OBJECT:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    ctx_error(ctx, where, "can't convert %s into Integer", sprintf_ruby_class_name(ctx, v));
    return false;
}

/* Kernel#Float as Kernel#format applies it to an argument. */
bool sprintf_to_double(Ctx *ctx, Value v, double *out, SrcSpan where) {
    switch (v.kind) {
    case VAL_INTEGER:
        *out = (double)v.as.integer;
        return true;
    case VAL_FLOAT:
        *out = v.as.floating;
        return true;
    case VAL_STRING:
        if (ruby_parse_float(ctx, v.as.string->bytes, v.as.string->len, out))
            return true;
        {
            /* Ruby builds this message from the bytes: non-ASCII shows as \xNN */
            StrBuf sb;
            strbuf_init(&sb, ctx);
            sprintf_inspect_bytes(&sb, v.as.string->bytes, v.as.string->len);
            ctx_error(ctx, where, "invalid value for Float: %s", strbuf_finish(&sb)->bytes);
        }
        return false;
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
        *out = time_ns_to_float_seconds(v.as.integer);
        return true;
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_REGEXP:
    case VAL_ARRAY:
    case VAL_HASH:
    case VAL_TYPE:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_BINARY:
    case VAL_OBJECT:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    ctx_error(ctx, where, "can't convert %s into Float", sprintf_ruby_class_name(ctx, v));
    return false;
}

/* NUM2INT, as `*` widths and %c take their argument. */
bool sprintf_num2int(Ctx *ctx, Value v, long *out, SrcSpan where) {
    if (v.kind == VAL_INTEGER || (v.kind == VAL_FLOAT && isfinite(v.as.floating))) {
        double d = v.kind == VAL_FLOAT ? trunc(v.as.floating) : 0.0;
        if (v.kind == VAL_FLOAT ? (d > INT32_MAX || d < INT32_MIN)
                                : (v.as.integer > INT32_MAX || v.as.integer < INT32_MIN)) {
            if (v.kind == VAL_FLOAT)
                ctx_error(ctx, where, "float %-.10g out of range of integer", v.as.floating);
            else
                ctx_error(ctx, where, "integer %lld too %s to convert to `int'",
                          (long long)v.as.integer, v.as.integer > 0 ? "big" : "small");
            return false;
        }
        *out = v.kind == VAL_FLOAT ? (long)d : (long)v.as.integer;
        return true;
    }
    if (v.kind == VAL_FLOAT) {
        ctx_error(ctx, where, "%s", isnan(v.as.floating) ? "NaN" : v.as.floating < 0 ? "-Infinity" : "Infinity");
        return false;
    }
    if (v.kind == VAL_TIMESPAN || v.kind == VAL_TIMESTAMP) {
        /* TimeData#to_int: whole seconds, Ruby's floored division (String(Timespan(90), '%c')
         * is 'Z') */
        int64_t ns = v.as.integer, s = ns / 1000000000;
        if (ns % 1000000000 < 0)
            s--;
        if (s > INT32_MAX || s < INT32_MIN) {
            ctx_error(ctx, where, "integer %lld too %s to convert to `int'", (long long)s, s > 0 ? "big" : "small");
            return false;
        }
        *out = (long)s;
        return true;
    }
    if (v.kind == VAL_SEMVER) {
        /* SemanticPuppet::Version#to_int calls a to_i it lacks: Ruby's NoMethodError with
         * did_you_mean's lines, after which the location goes, as in the reference */
        ctx_error(ctx, where, "undefined method `to_i' for %s:SemanticPuppet::Version\n"
                  "Did you mean?  to_c\n               to_s", semver_to_string(ctx, v.as.semver));
        return false;
    }
    if (v.kind == VAL_UNDEF)
        ctx_error(ctx, where, "no implicit conversion from nil to integer");
    else
        ctx_error(ctx, where, "no implicit conversion of %s into Integer", sprintf_ruby_class_name(ctx, v));
    return false;
}

/* --- integer and float directives ---------------------------------------------------------- */

static char sign_bits(unsigned base, char conv) {
    return base == 16 ? (conv == 'X' ? 'F' : 'f') : base == 8 ? '7' : '1';
}

/* d i u o x X b B, as Ruby's sprintf.c. */
void sprintf_format_integer(StrBuf *out, const Spec *spec, BigInt *val) {
    unsigned flags = spec->flags;
    long width = spec->width < 0 ? 0 : spec->width, prec = spec->prec;
    char conv = spec->conv;
    bool sign = false, dots = false;
    char sc = 0;
    const char *prefix = NULL;
    int valsign = val->negative ? -1 : 1;
    unsigned base, numbits = 0;
    switch (conv) {
    case 'o': base = 8; numbits = 3; break;
    case 'x': case 'X': base = 16; numbits = 4; break;
    case 'b': case 'B': base = 2; numbits = 1; break;
    default: base = 10; break;
    }
    if (base == 10 || (flags & (F_PLUS | F_SPACE)))
        sign = true;
    if (flags & F_SHARP) {
        switch (conv) {
        case 'o': prefix = "0"; break;
        case 'x': prefix = "0x"; break;
        case 'X': prefix = "0X"; break;
        case 'b': prefix = "0b"; break;
        case 'B': prefix = "0B"; break;
        default: break;
        }
    }
    char buf[BIG_LIMBS * 32 + 2];
    size_t len = 0;
    if (base == 10) {
        len = big_to_decimal(val, buf);
    } else {
        size_t bits = big_bit_length(val);
        size_t numdigits = (bits + numbits - 1) / numbits;
        size_t nlz = numdigits * numbits - bits;
        if (sign) {
            if (!numdigits)
                numdigits = 1;
            for (size_t i = 0; i < numdigits; i++) {
                unsigned d = 0;
                for (unsigned k = 0; k < numbits; k++)
                    d |= big_bit(val, (numdigits - 1 - i) * numbits + k) << k;
                buf[len++] = "0123456789abcdef"[d];
            }
        } else {
            /* Ruby: the top digit of a negative number is 1/7/f and never followed by another
             * such digit, so one more digit is needed unless |v| is a single bit that already
             * fills a digit from its top bit. */
            if (!numdigits || ((nlz != numbits - 1 || !big_is_power_of_two(val)) && val->negative))
                numdigits++;
            if (val->negative) {
                /* two's complement over numdigits digits: ~(|v| - 1) */
                BigInt m1 = *val;
                for (size_t i = 0; i < m1.count; i++) {   /* subtract 1 from the magnitude */
                    if (m1.limbs[i]--)
                        break;
                }
                for (size_t i = 0; i < numdigits; i++) {
                    unsigned d = 0;
                    for (unsigned k = 0; k < numbits; k++)
                        d |= (big_bit(&m1, (numdigits - 1 - i) * numbits + k) ^ 1u) << k;
                    buf[len++] = "0123456789abcdef"[d];
                }
                dots = true;
            } else {
                for (size_t i = 0; i < numdigits; i++) {
                    unsigned d = 0;
                    for (unsigned k = 0; k < numbits; k++)
                        d |= big_bit(val, (numdigits - 1 - i) * numbits + k) << k;
                    buf[len++] = "0123456789abcdef"[d];
                }
            }
        }
        buf[len] = '\0';
    }
    if (sign) {
        if (valsign < 0) {
            sc = '-';
            width--;
        } else if (flags & F_PLUS) {
            sc = '+';
            width--;
        } else if (flags & F_SPACE) {
            sc = ' ';
            width--;
        }
    }
    if (dots) {
        prec -= 2;
        width -= 2;
    }
    if (conv == 'X')
        for (size_t i = 0; i < len; i++)
            if (buf[i] >= 'a' && buf[i] <= 'f')
                buf[i] = (char)(buf[i] - 32);
    const char *s = buf;
    if (prefix && !prefix[1]) {                  /* octal */
        if (dots) {
            prefix = NULL;
        } else if (len == 1 && *s == '0') {
            len = 0;
            if (flags & F_PREC)
                prec--;
        } else if ((flags & F_PREC) && prec > (long)len) {
            prefix = NULL;
        }
    } else if (len == 1 && *s == '0') {
        prefix = NULL;
    }
    if (prefix)
        width -= (long)strlen(prefix);
    if ((flags & (F_ZERO | F_MINUS | F_PREC)) == F_ZERO) {
        prec = width;
        width = 0;
    } else {
        if (prec < (long)len) {
            if (!prefix && prec == 0 && len == 1 && *s == '0')
                len = 0;
            prec = (long)len;
        }
        width -= prec;
    }
    if (!(flags & F_MINUS)) {
        sprintf_fill(out, ' ', width);
        width = 0;
    }
    if (sc)
        strbuf_append_char(out, sc);
    if (prefix)
        strbuf_append_cstr(out, prefix);
    if (dots)
        strbuf_append(out, "..", 2);
    if (prec > (long)len) {
        if (!sign && valsign < 0)
            sprintf_fill(out, sign_bits(base, conv), prec - (long)len);
        else if ((flags & (F_MINUS | F_PREC)) != F_MINUS)
            sprintf_fill(out, '0', prec - (long)len);
    }
    strbuf_append(out, s, len);
    sprintf_fill(out, ' ', width);
}

/* %f of an Integer: Ruby formats the exact integer, not its nearest double. */
void sprintf_format_fixed(StrBuf *out, const Spec *spec, BigInt *val) {
    unsigned flags = spec->flags;
    long width = spec->width < 0 ? 0 : spec->width;
    long prec = (flags & F_PREC) ? spec->prec : 6;
    int sign = (flags & F_PLUS) ? 1 : 0;
    if (val->negative)
        sign = -1;
    char digits[BIG_LIMBS * 10 + 2];
    long ndigits = (long)big_to_decimal(val, digits);
    long zero = prec >= 0 ? prec : 0;
    long len = ndigits + zero;
    if (prec >= len)
        len = prec + 1;
    if (sign || (flags & F_SPACE))
        ++len;
    if (prec > 0)
        ++len;
    long pad = width > len ? width - len : 0;
    if (pad && !(flags & (F_MINUS | F_ZERO)))
        sprintf_fill(out, ' ', pad);
    if (sign || (flags & F_SPACE))
        strbuf_append_char(out, sign > 0 ? '+' : sign < 0 ? '-' : ' ');
    if (pad && (flags & (F_MINUS | F_ZERO)) == F_ZERO)
        sprintf_fill(out, '0', pad);
    strbuf_append(out, digits, (size_t)ndigits);
    if (prec > 0) {
        strbuf_append_char(out, '.');
        sprintf_fill(out, '0', zero);
    }
    if (pad && (flags & F_MINUS))
        sprintf_fill(out, ' ', pad);
}

/* Ruby's printf does not round e, f and g exactly as C does when it keeps 1 to 14
 * significant digits (dtoa's floating-point "quick" path): the result is the value rounded to
 * 15 significant digits, then rounded half to even to the digits kept, so
 * `'%.2f' % 2.675` is 2.68 in Ruby (2.675 is really 2.67499999999999982..., 2.67 in C).
 * With 15 or more digits kept, or none, it is exact like C. Observed on the reference's Ruby
 * 3.1 over thousands of random values (tests/unit/format_test.c holds a sample). Returns a
 * value whose exact rounding gives Ruby's digits: the nearest double to Ruby's decimal.
 * prec < 0: the default 6. */
static double ruby_quick_rounding(double a, char conv, long prec) {
    if (a == 0.0 || !isfinite(a))
        return a;
    if (prec < 0)
        prec = 6;
    char e15[40];
    snprintf(e15, sizeof e15, "%.14e", a);   /* d.dddddddddddddde[+-]x: 15 digits, exact */
    char digits[16];
    int n = 0;
    for (const char *p = e15; *p && *p != 'e'; p++)
        if (*p >= '0' && *p <= '9')
            digits[n++] = *p;
    int decpt = atoi(strchr(e15, 'e') + 1) + 1;
    long kept;   /* significant digits the directive keeps */
    switch (conv) {
    case 'f': kept = decpt + prec; break;
    case 'e': case 'E': kept = prec + 1; break;
    default: kept = prec ? prec : 1; break;   /* g G */
    }
    if (kept < 1 || kept > 14)
        return a;
    /* half to even on the 15 digits; a carry (9.5 -> 10) is strtod's business */
    bool rest_zero = true;
    for (int i = (int)kept + 1; i < n; i++)
        if (digits[i] != '0')
            rest_zero = false;
    bool up = digits[kept] > '5' || (digits[kept] == '5' && (!rest_zero || (digits[kept - 1] - '0') % 2));
    char text[48];
    int len = 0;
    text[len++] = '0';
    text[len++] = '.';
    for (long i = 0; i < kept; i++)
        text[len++] = digits[i];
    if (up) {
        int i = len - 1;
        while (i > 1 && text[i] == '9')   /* text[1] is the point */
            text[i--] = '0';
        if (text[i] == '.')              /* 0.999 -> 1.000 */
            text[0] = '1';
        else
            text[i]++;
    }
    snprintf(text + len, sizeof text - (size_t)len, "e%d", decpt);
    return strtod(text, NULL);
}

/* e E f g G a A of a double, as Ruby's BSD printf. */
void sprintf_format_double(StrBuf *out, const Spec *spec, double f) {
    unsigned flags = spec->flags;
    long width = (flags & F_WIDTH) ? spec->width : 0;
    if (!isfinite(f)) {
        const char *expr = isnan(f) ? "NaN" : "Inf";
        char sign = 0;
        if (!isnan(f) && f < 0)
            sign = '-';
        else if (flags & (F_PLUS | F_SPACE))
            sign = (flags & F_PLUS) ? '+' : ' ';
        long need = 3 + (sign ? 1 : 0);
        long pad = width > need ? width - need : 0;
        if (!(flags & F_MINUS))
            sprintf_fill(out, ' ', pad);
        if (sign)
            strbuf_append_char(out, sign);
        strbuf_append_cstr(out, expr);
        if (flags & F_MINUS)
            sprintf_fill(out, ' ', pad);
        return;
    }
    long prec = (flags & F_PREC) ? spec->prec : -1;
    char sign = signbit(f) ? '-' : (flags & F_PLUS) ? '+' : (flags & F_SPACE) ? ' ' : 0;
    size_t start = out->len;
    if (sign)
        strbuf_append_char(out, sign);
    size_t body = out->len;
    if (spec->conv == 'a' || spec->conv == 'A') {
        size_t need = format_float_hex(NULL, 0, f, (int)prec, spec->conv == 'A', flags & F_SHARP);
        strbuf_append_repeat(out, ' ', need);   /* reserve, then write in place */
        format_float_hex(out->bytes + body, need + 1, f, (int)prec, spec->conv == 'A', flags & F_SHARP);
        out->len = body + need;
    } else {
        /* A double's exact expansion ends within EXACT_DIGITS digits: past that every digit
         * is 0, so a larger precision is formatted at EXACT_DIGITS and the zeros appended
         * here (within the run's memory), never asked of snprintf (which would spend time
         * and memory of its own on them). %g drops them again unless `#` keeps them. */
        enum { EXACT_DIGITS = 1100 };
        long extra = 0;
        if (prec > EXACT_DIGITS) {
            bool g = spec->conv == 'g' || spec->conv == 'G';
            extra = g && !(flags & F_SHARP) ? 0 : prec - EXACT_DIGITS;
            prec = EXACT_DIGITS;
        }
        double a = ruby_quick_rounding(fabs(f), spec->conv, prec);
        char fmt[16];
        int n = 0;
        fmt[n++] = '%';
        if (flags & F_SHARP)
            fmt[n++] = '#';
        if (prec >= 0) {
            fmt[n++] = '.';
            fmt[n++] = '*';
        }
        fmt[n++] = spec->conv;
        fmt[n] = '\0';
        int need = prec >= 0 ? snprintf(NULL, 0, fmt, (int)prec, a) : snprintf(NULL, 0, fmt, a);
        if (need < 0)
            need = 0;
        strbuf_append_repeat(out, ' ', (size_t)need + 1);   /* room for snprintf's NUL */
        if (prec >= 0)
            snprintf(out->bytes + body, (size_t)need + 1, fmt, (int)prec, a);
        else
            snprintf(out->bytes + body, (size_t)need + 1, fmt, a);
        out->len = body + (size_t)need;
        if (extra > 0) {
            /* the zeros go before the exponent, if there is one */
            const char *e = memchr(out->bytes + body, spec->conv == 'f' ? '\0' : (spec->conv == 'e' || spec->conv == 'g') ? 'e' : 'E', (size_t)need);
            size_t at = e ? (size_t)(e - out->bytes) : out->len;
            size_t tail = out->len - at;
            sprintf_fill(out, '0', extra);
            memmove(out->bytes + at + extra, out->bytes + at, tail);
            memset(out->bytes + at, '0', (size_t)extra);
        }
    }
    long have = (long)(out->len - start);
    if (width <= have)
        return;
    long pad = width - have;
    if (flags & F_MINUS) {
        sprintf_fill(out, ' ', pad);
    } else {
        /* insert pad bytes at `at`: before everything, or zeros after the sign (and 0x) */
        size_t at = start;
        char c = ' ';
        if (flags & F_ZERO) {
            c = '0';
            at = body + ((spec->conv == 'a' || spec->conv == 'A') ? 2 : 0);
        }
        size_t tail = out->len - at;
        sprintf_fill(out, ' ', pad);
        memmove(out->bytes + at + pad, out->bytes + at, tail);
        memset(out->bytes + at, c, (size_t)pad);
    }
}
