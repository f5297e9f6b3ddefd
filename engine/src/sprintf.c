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
 * What this file does not do: the Puppet-level String(v, format) rules (format_spec.c), which
 * call sprintf_append for the directives the reference hands to Kernel#format.
 */
#include "sprintf.h"

#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <utf8proc.h>

#include "ctx.h"
#include "format.h"
#include "limits.h"
#include "semver.h"
#include "timedata.h"
#include "type.h"

/* --- big integers ------------------------------------------------------------------------- */

/* 2304 bits: every finite double (at most 1024 bits) and decimal strings of about 690 digits. */
#define BIG_LIMBS 72

typedef struct BigInt {
    bool negative;
    size_t count;                    /* significant limbs; 0 for zero */
    uint32_t limbs[BIG_LIMBS];       /* little-endian */
} BigInt;

static void big_trim(BigInt *b) {
    while (b->count && !b->limbs[b->count - 1])
        b->count--;
    if (!b->count)
        b->negative = false;
}

static void big_from_int64(BigInt *b, int64_t v) {
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

/* --- Ruby's view of values ---------------------------------------------------------------- */

/* The Ruby class the reference would name in a conversion error. */
static const char *ruby_class_name(Ctx *ctx, Value v) {
    switch (v.kind) {
    case VAL_UNDEF: return "nil";
    case VAL_DEFAULT: return "Symbol";
    case VAL_BOOLEAN: return v.as.boolean ? "true" : "false";
    case VAL_INTEGER: return "Integer";
    case VAL_FLOAT: return "Float";
    case VAL_STRING: return "String";
    case VAL_REGEXP: return "Regexp";
    case VAL_ARRAY: return "Array";
    case VAL_HASH: return "Hash";
    case VAL_TYPE:
        return ctx_sprintf(ctx, "Puppet::Pops::Types::P%sType", type_kind_name(type_kind(v.as.type)));
    case VAL_CALLABLE: return "Puppet::Pops::Evaluator::Closure";
    case VAL_ITERATOR: return "Puppet::Pops::Types::Iterable::Iterator";
    case VAL_SENSITIVE: return "Puppet::Pops::Types::PSensitiveType::Sensitive";
    case VAL_SEMVER: return "SemanticPuppet::Version";
    case VAL_SEMVER_RANGE: return "SemanticPuppet::VersionRange";
    case VAL_TIMESPAN: return "Puppet::Pops::Time::Timespan";
    case VAL_TIMESTAMP: return "Puppet::Pops::Time::Timestamp";
    case VAL_BINARY: return "Puppet::Pops::Types::PBinaryType::Binary";
    case VAL_OBJECT: return "Puppet::Pops::Types::PObjectType";
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    return "Object";
}

static size_t utf8_char_len(const char *p, const char *end) {
    unsigned char c = (unsigned char)*p;
    size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
    if ((size_t)(end - p) < n)
        return 1;
    for (size_t i = 1; i < n; i++)
        if (((unsigned char)p[i] & 0xC0) != 0x80)
            return 1;
    return n;
}

/* Decodes the code point at p (n bytes from utf8_char_len); -1 for an invalid byte. */
static long utf8_decode(const char *p, size_t n) {
    unsigned char c = (unsigned char)p[0];
    if (n == 1)
        return c < 0x80 ? (long)c : -1;
    long cp = c & (0x7F >> n);
    for (size_t i = 1; i < n; i++)
        cp = (cp << 6) | ((unsigned char)p[i] & 0x3F);
    return cp;
}

static size_t utf8_char_count(const char *p, size_t len) {
    size_t count = 0;
    const char *end = p + len;
    while (p < end) {
        p += utf8_char_len(p, end);
        count++;
    }
    return count;
}

/* The byte offset of the n-th character (or len when there are fewer). */
static size_t utf8_offset_of_char(const char *p, size_t len, size_t n) {
    const char *start = p, *end = p + len;
    while (p < end && n--)
        p += utf8_char_len(p, end);
    return (size_t)(p - start);
}

/* Whether Ruby's String#inspect writes the code point as is: its isprint is true for every
 * character but the controls (NEL, U+0085, excepted), line and paragraph separators and the
 * unassigned ones. (Ruby 3.1 knows Unicode 13; characters assigned since print here.) */
static bool inspect_prints(long cp) {
    switch (utf8proc_category((utf8proc_int32_t)cp)) {
    case UTF8PROC_CATEGORY_CC: return cp == 0x85;
    case UTF8PROC_CATEGORY_CN:
    case UTF8PROC_CATEGORY_CS:
    case UTF8PROC_CATEGORY_ZL:
    case UTF8PROC_CATEGORY_ZP: return false;
    default: return true;
    }
}

void sprintf_inspect_string(StrBuf *out, const char *bytes, size_t len) {
    const char *p = bytes, *end = bytes + len;
    strbuf_append_char(out, '"');
    while (p < end) {
        size_t n = utf8_char_len(p, end);
        long cp = utf8_decode(p, n);
        if (cp < 0) {
            strbuf_printf(out, "\\x%02X", (unsigned char)*p);
        } else {
            switch (cp) {
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
                /* Ruby escapes #{ #$ #@ so that the text cannot interpolate */
                if (p + 1 < end && (p[1] == '{' || p[1] == '$' || p[1] == '@'))
                    strbuf_append_char(out, '\\');
                strbuf_append_char(out, '#');
                break;
            default:
                if (cp > 0xFFFF && !inspect_prints(cp))
                    strbuf_printf(out, "\\u{%lX}", cp);
                else if (!inspect_prints(cp))
                    strbuf_printf(out, "\\u%04lX", cp);
                else
                    strbuf_append(out, p, n);
            }
        }
        p += n;
    }
    strbuf_append_char(out, '"');
}

void sprintf_inspect_bytes(StrBuf *out, const char *bytes, size_t len) {
    strbuf_append_char(out, '"');
    for (size_t i = 0; i < len; i++) {
        unsigned char c = (unsigned char)bytes[i];
        if (c >= 0x80) {
            strbuf_printf(out, "\\x%02X", c);
        } else {
            StrBuf one;
            strbuf_init(&one, out->ctx);
            sprintf_inspect_string(&one, (const char *)&c, 1);
            strbuf_append(out, one.bytes + 1, one.len - 2);
        }
    }
    strbuf_append_char(out, '"');
}

static void ruby_inspect(StrBuf *out, Value v, int depth);

void sprintf_to_s(StrBuf *out, Value v) {
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
        sprintf_inspect(out, v);
        return;
    }
}

static void ruby_inspect(StrBuf *out, Value v, int depth) {
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
        strbuf_printf(out, "%lld", (long long)v.as.integer);
        return;
    case VAL_FLOAT: {
        char buf[32];
        format_float(buf, sizeof buf, v.as.floating);
        strbuf_append_cstr(out, buf);
        return;
    }
    case VAL_STRING:
        sprintf_inspect_string(out, v.as.string->bytes, v.as.string->len);
        return;
    case VAL_REGEXP:
        format_regexp_with_slashes(out, v.as.regexp->pattern);
        return;
    case VAL_ARRAY:
        strbuf_append_char(out, '[');
        for (size_t i = 0; i < v.as.array->count; i++) {
            if (i)
                strbuf_append_cstr(out, ", ");
            ruby_inspect(out, v.as.array->items[i], depth + 1);
        }
        strbuf_append_char(out, ']');
        return;
    case VAL_HASH:
        strbuf_append_char(out, '{');
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            if (i)
                strbuf_append_cstr(out, ", ");
            ruby_inspect(out, e->key, depth + 1);
            strbuf_append_cstr(out, "=>");
            ruby_inspect(out, e->value, depth + 1);
        }
        strbuf_append_char(out, '}');
        return;
    case VAL_TYPE:
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
    ruby_inspect(out, v, 0);
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
static bool ruby_to_integer(Ctx *ctx, Value v, BigInt *out, SrcSpan where) {
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
        sprintf_inspect_string(&sb, v.as.string->bytes, v.as.string->len);
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
        ctx_error(ctx, where, "can't convert %s into Integer", ruby_class_name(ctx, v));
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
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    ctx_error(ctx, where, "can't convert %s into Integer", ruby_class_name(ctx, v));
    return false;
}

/* Kernel#Float as Kernel#format applies it to an argument. */
static bool ruby_to_double(Ctx *ctx, Value v, double *out, SrcSpan where) {
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
        *out = (double)v.as.integer / (double)NSECS_PER_SEC;
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
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    ctx_error(ctx, where, "can't convert %s into Float", ruby_class_name(ctx, v));
    return false;
}

/* NUM2INT, as `*` widths and %c take their argument. */
static bool ruby_num2int(Ctx *ctx, Value v, long *out, SrcSpan where) {
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
    if (v.kind == VAL_UNDEF)
        ctx_error(ctx, where, "no implicit conversion from nil to integer");
    else
        ctx_error(ctx, where, "no implicit conversion of %s into Integer", ruby_class_name(ctx, v));
    return false;
}

/* --- directives --------------------------------------------------------------------------- */

enum {
    F_NONE = 0,
    F_SHARP = 1 << 0,
    F_MINUS = 1 << 1,
    F_PLUS = 1 << 2,
    F_ZERO = 1 << 3,
    F_SPACE = 1 << 4,
    F_WIDTH = 1 << 5,
    F_PREC = 1 << 6,
    F_PREC0 = 1 << 7,
};

typedef struct Spec {
    unsigned flags;
    long width, prec;
    char conv;
} Spec;

/* Appends n copies of c (n <= 0: nothing). */
static void fill(StrBuf *out, char c, long n) {
    if (n > 0)
        strbuf_append_repeat(out, c, (size_t)n);
}

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
                fill(out, ' ', pad);
            strbuf_append(out, s, len);
            if (spec->flags & F_MINUS)
                fill(out, ' ', pad);
            return;
        }
    }
    strbuf_append(out, s, len);
}

static char sign_bits(unsigned base, char conv) {
    return base == 16 ? (conv == 'X' ? 'F' : 'f') : base == 8 ? '7' : '1';
}

/* d i u o x X b B, as Ruby's sprintf.c. */
static void format_integer(StrBuf *out, const Spec *spec, BigInt *val) {
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
        fill(out, ' ', width);
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
            fill(out, sign_bits(base, conv), prec - (long)len);
        else if ((flags & (F_MINUS | F_PREC)) != F_MINUS)
            fill(out, '0', prec - (long)len);
    }
    strbuf_append(out, s, len);
    fill(out, ' ', width);
}

/* %f of an Integer: Ruby formats the exact integer, not its nearest double. */
static void format_integer_as_fixed(StrBuf *out, const Spec *spec, BigInt *val) {
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
        fill(out, ' ', pad);
    if (sign || (flags & F_SPACE))
        strbuf_append_char(out, sign > 0 ? '+' : sign < 0 ? '-' : ' ');
    if (pad && (flags & (F_MINUS | F_ZERO)) == F_ZERO)
        fill(out, '0', pad);
    strbuf_append(out, digits, (size_t)ndigits);
    if (prec > 0) {
        strbuf_append_char(out, '.');
        fill(out, '0', zero);
    }
    if (pad && (flags & F_MINUS))
        fill(out, ' ', pad);
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
static void format_double(StrBuf *out, const Spec *spec, double f) {
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
            fill(out, ' ', pad);
        if (sign)
            strbuf_append_char(out, sign);
        strbuf_append_cstr(out, expr);
        if (flags & F_MINUS)
            fill(out, ' ', pad);
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
            fill(out, '0', extra);
            memmove(out->bytes + at + extra, out->bytes + at, tail);
            memset(out->bytes + at, '0', (size_t)extra);
        }
    }
    long have = (long)(out->len - start);
    if (width <= have)
        return;
    long pad = width - have;
    if (flags & F_MINUS) {
        fill(out, ' ', pad);
    } else {
        /* insert pad bytes at `at`: before everything, or zeros after the sign (and 0x) */
        size_t at = start;
        char c = ' ';
        if (flags & F_ZERO) {
            c = '0';
            at = body + ((spec->conv == 'a' || spec->conv == 'A') ? 2 : 0);
        }
        size_t tail = out->len - at;
        fill(out, ' ', pad);
        memmove(out->bytes + at + pad, out->bytes + at, tail);
        memset(out->bytes + at, c, (size_t)pad);
    }
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
        if (!ruby_num2int(ctx, arg, &c, where))
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
} Args;

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
    return ruby_num2int(a->ctx, arg, value, a->where);
}

/* The hash of `%<name>s` references: exactly one Hash argument. */
static const Hash *get_hash(Args *a) {
    if (a->count != 1 || a->items[0].kind != VAL_HASH) {
        ctx_error(a->ctx, a->where, "one hash required");
        return NULL;
    }
    return a->items[0].as.hash;
}

bool sprintf_append(StrBuf *out, const char *format, size_t format_len, const Value *items,
                    size_t count, SrcSpan where) {
    Ctx *ctx = out->ctx;
    Args a = { items, count, 0, 1, where, ctx };
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
                return ctx_error(ctx, where, "key%.*s not found", (int)len, start), false;
            has_value = true;
            if (term == '}') {
                StrBuf text;
                strbuf_init(&text, ctx);
                sprintf_to_s(&text, value);
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
            if (c == 'p')
                sprintf_inspect(&text, value);
            else
                sprintf_to_s(&text, value);
            format_text(out, &spec, text.bytes ? text.bytes : "", text.len);
            break;
        }

        case 'd': case 'i': case 'u': case 'o': case 'x': case 'X': case 'b': case 'B': {
            spec.conv = c;
            if (!has_value && !next_arg(&a, &value))
                return false;
            BigInt big;
            if (!ruby_to_integer(ctx, value, &big, where))
                return false;
            format_integer(out, &spec, &big);
            break;
        }

        case 'f':
            spec.conv = c;
            if (!has_value && !next_arg(&a, &value))
                return false;
            if (value.kind == VAL_INTEGER) {
                BigInt big;
                big_from_int64(&big, value.as.integer);
                format_integer_as_fixed(out, &spec, &big);
                break;
            }
            /* fall through */
        case 'e': case 'E': case 'g': case 'G': case 'a': case 'A': {
            spec.conv = c;
            if (!has_value && c != 'f' && !next_arg(&a, &value))
                return false;
            double f;
            if (!ruby_to_double(ctx, value, &f, where))
                return false;
            format_double(out, &spec, f);
            break;
        }

        default: {
            size_t n = utf8_char_len(p, end);
            long cp = utf8_decode(p, n);
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

/* --- Puppet's sprintf() ------------------------------------------------------------------- */

/* The reference runs sprintf as a 3.x function: its arguments go through
 * Runtime3FunctionArgumentConverter first. Top-level undef becomes '' (nested undef stays
 * nil), regexps become their /source/ text, and SemVer, SemVerRange, Timespan, Timestamp and
 * Binary values become their string forms, at any depth. */
static bool runtime3_convert(Ctx *ctx, Value v, bool nested, Value *out, SrcSpan where, int depth) {
    if (depth > MAX_DATA_DEPTH) {
        ctx_error(ctx, where, "The data is nested deeper than %d levels", MAX_DATA_DEPTH);
        return false;
    }
    StrBuf sb;
    switch (v.kind) {
    case VAL_UNDEF:
        *out = nested ? v : value_string(ctx, "", 0);
        return true;
    case VAL_REGEXP:
        strbuf_init(&sb, ctx);
        format_regexp_with_slashes(&sb, v.as.regexp->pattern);
        *out = strbuf_finish_value(&sb);
        return true;
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
        strbuf_init(&sb, ctx);
        sprintf_to_s(&sb, v);
        *out = strbuf_finish_value(&sb);
        return true;
    case VAL_ITERATOR:
        ctx_error(ctx, where, "Use of an Iterator is not supported here");
        return false;
    case VAL_ARRAY: {
        Array *copy = array_new(ctx, v.as.array->count);
        for (size_t i = 0; i < v.as.array->count; i++)
            if (!runtime3_convert(ctx, v.as.array->items[i], true, &copy->items[i], where, depth + 1))
                return false;
        *out = value_from_array(copy);
        return true;
    }
    case VAL_HASH: {
        Hash *copy = hash_new(ctx, v.as.hash->count);
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            Value key, value;
            if (!runtime3_convert(ctx, e->key, true, &key, where, depth + 1) ||
                !runtime3_convert(ctx, e->value, true, &value, where, depth + 1))
                return false;
            hash_put(ctx, copy, key, value);
        }
        *out = value_from_hash(copy);
        return true;
    }
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_STRING:
    case VAL_TYPE:
    case VAL_CALLABLE:
    case VAL_SENSITIVE:
    case VAL_OBJECT:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        *out = v;
        return true;
    }
    *out = v;
    return true;
}

Value format_sprintf(Ctx *ctx, const Value *args, size_t count, SrcSpan where) {
    if (!count)   /* the 3.x arity check; Ruby's "sprintf()" loses its "()" in the reference's output */
        return ctx_error(ctx, where, "sprintf: Wrong number of arguments given (0 for minimum 1)");
    if (args[0].kind != VAL_STRING)
        return ctx_error(ctx, where, "no implicit conversion of %s into String",
                         ruby_class_name(ctx, args[0]));
    Value *converted = count > 1 ? ctx_alloc(ctx, (count - 1) * sizeof(Value)) : NULL;
    for (size_t i = 1; i < count; i++) {
        format_charge_steps(ctx, args[i]);   /* the copy unshares shared data */
        if (!runtime3_convert(ctx, args[i], false, &converted[i - 1], where, 0))
            return value_abrupt();
    }
    StrBuf out;
    strbuf_init(&out, ctx);
    if (!sprintf_append(&out, args[0].as.string->bytes, args[0].as.string->len, converted,
                        count - 1, where))
        return value_abrupt();
    return strbuf_finish_value(&out);
}
