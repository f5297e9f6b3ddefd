/* convert_numeric.c: Numeric.new, Integer.new, Float.new and Boolean.new.
 *
 * Follows types-values-variables.md "Numeric.new", "Integer.new", "Float.new", "Boolean.new"
 * as the reference implements them (types.rb new_function of PNumericType, PIntegerType,
 * PFloatType, PBooleanType), which decides what the spec leaves open:
 *   - strings reach the conversion only when they match the signature's pattern (so
 *     Integer('ff', 16) is "The string 'ff' cannot be converted to Integer"), and are then
 *     read as Ruby's Integer() / Float() read them: leading blanks, a sign, radix prefixes
 *     (0x, 0b, and a leading 0 for octal unless a radix is given), no trailing garbage;
 *   - blanks between the sign and the digits make Ruby fail, and the reference then retries
 *     without them ("- 12" is -12);
 *   - Numeric.new reads strings with the reference's Utils.to_n, which gives nothing for texts
 *     such as '09' or '0e1', so the result fails the final assertion ("got Undef");
 *   - Floats truncate toward zero; Timespans and Timestamps convert to seconds (Integer.new
 *     rounds them down, Numeric.new and Float.new keep the fraction).
 * Integers outside 64 bits, which the reference keeps as bignums, are errors here
 * (docs/deviations.md).
 */
#include "functions/convert_internal.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "text/format.h"
#include "text/sprintf.h"
#include "values/timedata.h"
#include "support/utf8.h"

static bool is_space(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}
static bool is_blank(char c) { return c == ' ' || c == '\t'; }

static int digit_value(char c) {
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'z')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'Z')
        return c - 'A' + 10;
    return 99;
}

typedef enum RubyInt { RI_OK, RI_INVALID, RI_RANGE } RubyInt;

/* Ruby's Integer(text) (base 0: from the prefix) or Integer(text, base). */
static RubyInt ruby_integer(const char *s, size_t len, int base, int64_t *out) {
    size_t p = 0;
    while (p < len && is_space(s[p]))
        p++;
    bool negative = false;
    if (p < len && (s[p] == '+' || s[p] == '-')) {
        negative = s[p] == '-';
        p++;
    }
    if (p + 1 < len && s[p] == '0') {
        char c = s[p + 1];
        bool hex = c == 'x' || c == 'X', bin = c == 'b' || c == 'B', oct = c == 'o' || c == 'O';
        bool dec = c == 'd' || c == 'D';
        if (base == 0) {
            if (hex) { base = 16; p += 2; }
            else if (bin) { base = 2; p += 2; }
            else if (oct) { base = 8; p += 2; }
            else if (dec) { base = 10; p += 2; }
            else { base = 8; p += 1; }
        } else if ((base == 16 && hex) || (base == 2 && bin) || (base == 8 && oct) || (base == 10 && dec)) {
            p += 2;
        }
    }
    if (base == 0)
        base = 10;
    /* digits, single underscores between them, then only blanks */
    uint64_t v = 0;
    bool any = false, overflow = false, last_underscore = false;
    size_t start = p;
    for (; p < len; p++) {
        char c = s[p];
        if (c == '_') {
            if (!any || last_underscore)
                return RI_INVALID;
            last_underscore = true;
            continue;
        }
        int d = digit_value(c);
        if (d >= base)
            break;
        if (v > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
            overflow = true;
        else
            v = v * (uint64_t)base + (uint64_t)d;
        any = true;
        last_underscore = false;
    }
    if (last_underscore)
        return RI_INVALID;
    if (!any) {
        /* "0" alone (the octal prefix consumed it) is zero */
        if (!(start > 0 && s[start - 1] == '0' && base == 8 && p == len))
            return RI_INVALID;
    }
    while (p < len && is_space(s[p]))
        p++;
    if (p != len)
        return RI_INVALID;
    if (overflow || v > (uint64_t)INT64_MAX + (negative ? 1u : 0u))
        return RI_RANGE;
    *out = negative ? (int64_t)(0 - v) : (int64_t)v;
    return RI_OK;
}

/* strtod on text[0..len), which need not be NUL-terminated; false unless all of it is read.
 * Long texts get a heap copy that is freed before anything can leave the run. */
static bool strtod_n(const char *text, size_t len, double *out) {
    char small[256];
    char *buf = len < sizeof small ? small : malloc(len + 1);
    if (!buf)
        return false;
    memcpy(buf, text, len);
    buf[len] = '\0';
    char *endp;
    *out = strtod(buf, &endp);
    bool ok = len > 0 && endp == buf + len;
    if (buf != small)
        free(buf);
    return ok;
}

/* Ruby's String#inspect of the texts these messages quote. */
static const char *ruby_inspect(Ctx *ctx, const Str *s) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    utf8_inspect(&sb, s->bytes, s->len);
    return strbuf_finish(&sb)->bytes;
}

static Value out_of_range(Ctx *ctx, const CallSite *site, const Str *text) {
    return function_error(ctx, site, "The string '%s' is a number outside of Puppet Integer range", text->bytes);
}

/* WS_BETWEEN_SIGN_AND_NUMBER: "- 12" without its blanks, or NULL when the text has none. */
static const Str *without_blanks_after_sign(Ctx *ctx, const Str *s) {
    if (s->len < 2 || (s->bytes[0] != '+' && s->bytes[0] != '-') || !is_blank(s->bytes[1]))
        return NULL;
    size_t p = 1;
    while (p < s->len && is_blank(s->bytes[p]))
        p++;
    char *buf = ctx_alloc(ctx, s->len - p + 2);
    buf[0] = s->bytes[0];
    memcpy(buf + 1, s->bytes + p, s->len - p);
    return str_new(ctx, buf, s->len - p + 1);
}

static int64_t seconds_floor(int64_t ns) {
    int64_t q = ns / NSECS_PER_SEC;
    return (ns % NSECS_PER_SEC < 0) ? q - 1 : q;
}

static Value integer_abs(Ctx *ctx, const CallSite *site, Value v, bool abs) {
    if (!abs || v.kind != VAL_INTEGER || v.as.integer >= 0)
        return v;
    if (v.as.integer == INT64_MIN)
        return function_error(ctx, site, "The absolute value of %lld is outside of Puppet Integer range",
                              (long long)v.as.integer);
    return value_integer(-v.as.integer);
}

/* Integer.new's from_convertible for a string, with the reference's retry. */
static Value integer_from_string(Ctx *ctx, const CallSite *site, const Str *s, int radix) {
    int64_t n;
    RubyInt r = ruby_integer(s->bytes, s->len, radix, &n);
    if (r == RI_OK)
        return value_integer(n);
    if (r == RI_RANGE)
        return out_of_range(ctx, site, s);
    const Str *retry = without_blanks_after_sign(ctx, s);
    if (retry) {
        r = ruby_integer(retry->bytes, retry->len, radix, &n);
        if (r == RI_OK)
            return value_integer(n);
        if (r == RI_RANGE)
            return out_of_range(ctx, site, retry);
    }
    return function_error(ctx, site, "invalid value for Integer: %s", ruby_inspect(ctx, s));
}

static int radix_of(Value v) {
    return v.kind == VAL_INTEGER ? (int)v.as.integer : 0;
}

static Value integer_from(Ctx *ctx, const CallSite *site, Value from, Value radix, bool abs) {
    Value r;
    switch (from.kind) {
    case VAL_FLOAT: {
        double t = trunc(from.as.floating);
        if (!(t >= -9223372036854775808.0 && t < 9223372036854775808.0))
            return function_error(ctx, site, "The value %g is outside of Puppet Integer range", from.as.floating);
        r = value_integer((int64_t)t);
        break;
    }
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
        r = value_integer(seconds_floor(from.as.integer));
        break;
    case VAL_BOOLEAN:
        r = value_integer(from.as.boolean ? 1 : 0);
        break;
    case VAL_STRING:
        r = integer_from_string(ctx, site, from.as.string, radix_of(radix));
        TRY(r);
        break;
    default:
        r = from;
        break;
    }
    return integer_abs(ctx, site, r, abs);
}

Value convert_integer_from_args(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    (void)block;
    Value radix = count > 1 ? args[1] : value_default();
    bool abs = count > 2 && args[2].kind == VAL_BOOLEAN && args[2].as.boolean;
    return integer_from(ctx, site, args[0], radix, abs);
}

Value convert_integer_from_hash(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    (void)count;
    (void)block;
    const Hash *h = args[0].as.hash;
    Value from = value_undef(), radix = value_default(), abs = value_boolean(false);
    convert_hash_get(h, "from", &from);
    if (convert_hash_get(h, "radix", &radix) && radix.kind == VAL_UNDEF)
        radix = value_default();
    convert_hash_get(h, "abs", &abs);
    return integer_from(ctx, site, from, radix, abs.kind == VAL_BOOLEAN && abs.as.boolean);
}

static Value illegal_radix(Ctx *ctx, const CallSite *site, Value radix) {
    const char *shown = radix.kind == VAL_INTEGER ? ctx_sprintf(ctx, "%lld", (long long)radix.as.integer)
                                                  : format_to_string(ctx, radix)->bytes;
    return function_error(ctx, site, "Illegal radix: %s, expected 2, 8, 10, 16, or default", shown);
}

static bool radix_ok(Value radix) {
    if (radix.kind != VAL_INTEGER)
        return false;
    int64_t r = radix.as.integer;
    return r == 2 || r == 8 || r == 10 || r == 16;
}

Value convert_integer_on_error(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)block;
    if (count > 1 && !radix_ok(args[1]))
        return illegal_radix(ctx, site, args[1]);
    return convert_cannot(ctx, site, args[0], "Integer");
}

Value convert_integer_on_error_hash(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                    const Callable *block) {
    (void)count;
    (void)block;
    const Hash *h = args[0].as.hash;
    Value from;
    if (convert_hash_get(h, "from", &from)) {
        const Type *convertible = type_parse(ctx, "Variant[Numeric, Boolean, Pattern[/" CONVERT_INTEGER_PATTERN_LENIENT
                                                  "/], Timespan, Timestamp]");
        if (!convertible)
            return value_abrupt();
        if (!type_is_instance(ctx, convertible, from))
            return convert_cannot(ctx, site, from, "Integer");
    }
    Value radix;
    if (convert_hash_get(h, "radix", &radix) && radix.kind != VAL_UNDEF && radix.kind != VAL_DEFAULT &&
        !radix_ok(radix))
        return illegal_radix(ctx, site, radix);
    const Type *named = type_parse(ctx, "Struct[{from => Variant[Numeric, Boolean, Pattern[/" CONVERT_INTEGER_PATTERN_LENIENT
                                        "/], Timespan, Timestamp], Optional[radix] => Variant[Default, Integer[2,2], "
                                        "Integer[8,8], Integer[10,10], Integer[16,16]], Optional[abs] => Boolean}]");
    if (!named)
        return value_abrupt();
    /* several mismatches (a missing 'from' and an unrecognized key) are the describer's lines,
     * each led by a space, as TypeAsserter prints them */
    return function_error(ctx, site, "%s", type_mismatch_describe(ctx, "Integer.new has wrong type,", named, args[0]));
}

/* ---- Numeric ---------------------------------------------------------------------------- */

/* The reference's Utils.to_n: NUMERIC = \A\s*([-+]?)\s*((0[xX]hex)|(0?\d+)((\.\d+)?([eE]-?\d+)?))\s*\z
 * with [[:blank:]] for \s; integers by Ruby's Integer() (a leading 0 is octal), floats by
 * Float(), except that a zero mantissa with an exponent ('0e1') is no number. */
bool convert_string_to_number(const char *s, size_t len, Value *out) {
    size_t p = 0;
    while (p < len && is_blank(s[p]))
        p++;
    bool negative = false;
    if (p < len && (s[p] == '-' || s[p] == '+')) {
        negative = s[p] == '-';
        p++;
    }
    while (p < len && is_blank(s[p]))
        p++;
    size_t num_start = p;
    size_t end = len;
    while (end > p && is_blank(s[end - 1]))
        end--;
    if (p >= end)
        return false;
    if (end - p > 2 && s[p] == '0' && (s[p + 1] == 'x' || s[p + 1] == 'X')) {
        uint64_t v = 0;
        for (size_t i = p + 2; i < end; i++) {
            int d = digit_value(s[i]);
            if (d >= 16)
                return false;
            if (v > (UINT64_MAX - (uint64_t)d) / 16)
                return false;
            v = v * 16 + (uint64_t)d;
        }
        if (v > (uint64_t)INT64_MAX + (negative ? 1u : 0u))
            return false;
        *out = value_integer(negative ? (int64_t)(0 - v) : (int64_t)v);
        return true;
    }
    size_t q = p;
    while (q < end && s[q] >= '0' && s[q] <= '9')
        q++;
    if (q == p)
        return false;
    size_t int_end = q;
    bool has_fraction = false, has_exponent = false;
    if (q < end && s[q] == '.') {
        size_t f = q + 1;
        while (f < end && s[f] >= '0' && s[f] <= '9')
            f++;
        if (f == q + 1)
            return false;
        has_fraction = true;
        q = f;
    }
    if (q < end && (s[q] == 'e' || s[q] == 'E')) {
        size_t e = q + 1;
        if (e < end && s[e] == '-')
            e++;
        size_t digits = e;
        while (e < end && s[e] >= '0' && s[e] <= '9')
            e++;
        if (e == digits)
            return false;
        has_exponent = true;
        q = e;
    }
    if (q != end)
        return false;
    int64_t mantissa_int;
    /* Integer(match[4]): the integral part with a leading zero is octal, and may be invalid */
    RubyInt r = ruby_integer(s + p, int_end - p, 0, &mantissa_int);
    if (has_fraction || has_exponent) {
        if (r == RI_INVALID)
            return false;
        if (r == RI_OK && mantissa_int == 0) {
            /* \A\.?0*[eE].*\z on the fraction-and-exponent part */
            size_t k = int_end;
            if (k < end && s[k] == '.')
                k++;
            while (k < end && s[k] == '0')
                k++;
            if (k < end && (s[k] == 'e' || s[k] == 'E'))
                return false;
        }
        double d;
        if (!strtod_n(s + num_start, end - num_start, &d))
            return false;
        if (isinf(d))
            return false;
        *out = value_float(negative ? -d : d);
        return true;
    }
    if (r == RI_RANGE && negative && int_end - p < 32) {
        /* -9223372036854775808: its magnitude alone is out of range, the value is not */
        char text[34];
        text[0] = '-';
        memcpy(text + 1, s + p, int_end - p);
        r = ruby_integer(text, int_end - p + 1, 0, &mantissa_int);
        if (r != RI_OK)
            return false;
        *out = value_integer(mantissa_int);
        return true;
    }
    if (r != RI_OK)
        return false;
    if (negative && mantissa_int == INT64_MIN)
        return false;
    *out = value_integer(negative ? -mantissa_int : mantissa_int);
    return true;
}

/* Whether a text that convert_string_to_number refused is an integer of that grammar whose
 * value leaves the Integer range (where the reference makes a bignum). */
static bool number_text_out_of_range(const char *s, size_t len) {
    size_t p = 0, end = len;
    while (p < end && is_blank(s[p]))
        p++;
    if (p < end && (s[p] == '-' || s[p] == '+'))
        p++;
    while (p < end && is_blank(s[p]))
        p++;
    while (end > p && is_blank(s[end - 1]))
        end--;
    bool hex = end - p > 2 && s[p] == '0' && (s[p + 1] == 'x' || s[p + 1] == 'X');
    for (size_t i = hex ? p + 2 : p; i < end; i++)
        if (digit_value(s[i]) >= (hex ? 16 : 10))
            return false;
    int64_t ignored;
    return p < end && ruby_integer(s + p, end - p, 0, &ignored) == RI_RANGE;
}

static Value numeric_from(Ctx *ctx, const CallSite *site, Value from, bool abs) {
    Value r;
    switch (from.kind) {
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
        r = value_float(time_ns_to_float_seconds(from.as.integer));
        break;
    case VAL_BOOLEAN:
        r = value_integer(from.as.boolean ? 1 : 0);
        break;
    case VAL_STRING: {
        const Str *s = from.as.string;
        if (s->len > 1 && s->bytes[0] == '0' && strchr("bBxX", s->bytes[1])) {
            int64_t n;
            RubyInt ri = ruby_integer(s->bytes, s->len, 0, &n);
            if (ri == RI_RANGE)
                return out_of_range(ctx, site, s);
            if (ri != RI_OK)
                return function_error(ctx, site, "invalid value for Integer: %s", ruby_inspect(ctx, s));
            r = value_integer(n);
        } else if (!convert_string_to_number(s->bytes, s->len, &r)) {
            /* where the reference makes a bignum: the error of Integer() */
            if (number_text_out_of_range(s->bytes, s->len))
                return out_of_range(ctx, site, s);
            /* to_n gave nil: the result fails the assertion, as in the reference */
            return value_undef();
        }
        break;
    }
    default:
        r = from;
        break;
    }
    if (abs && r.kind == VAL_FLOAT)
        return value_float(fabs(r.as.floating));
    return integer_abs(ctx, site, r, abs);
}

Value convert_numeric_from_args(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    (void)block;
    return numeric_from(ctx, site, args[0], count > 1 && args[1].kind == VAL_BOOLEAN && args[1].as.boolean);
}

Value convert_numeric_from_hash(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    (void)count;
    (void)block;
    Value from = value_undef(), abs = value_boolean(false);
    convert_hash_get(args[0].as.hash, "from", &from);
    convert_hash_get(args[0].as.hash, "abs", &abs);
    return numeric_from(ctx, site, from, abs.kind == VAL_BOOLEAN && abs.as.boolean);
}

Value convert_numeric_on_error(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)count;
    (void)block;
    return convert_cannot(ctx, site, args[0], "Numeric");
}

/* ---- Float ------------------------------------------------------------------------------ */

/* Ruby's Float() on a text that passed FLOAT_PATTERN: decimal (a leading 0 is not octal) or
 * 0x hexadecimal, surrounded by blanks, underscores between digits. */
static bool ruby_float(const char *s, size_t len, double *out) {
    size_t p = 0;
    while (p < len && is_space(s[p]))
        p++;
    size_t end = len;
    while (end > p && is_space(s[end - 1]))
        end--;
    /* underscores only between digits (dropped), no blanks inside */
    char small[256];
    char *buf = end - p < sizeof small ? small : malloc(end - p + 1);
    if (!buf)
        return false;
    size_t n = 0;
    bool ok = true;
    for (size_t i = p; i < end && ok; i++) {
        char c = s[i];
        if (c == '_')
            ok = i > p && i + 1 < end && digit_value(s[i - 1]) < 16 && digit_value(s[i + 1]) < 16;
        else if (is_space(c))
            ok = false;
        else
            buf[n++] = c;
    }
    /* Ruby refuses "1." and ".5"; the signature's pattern has already refused them */
    ok = ok && n > 0 && strtod_n(buf, n, out);
    if (buf != small)
        free(buf);
    return ok;
}

static Value float_from(Ctx *ctx, const CallSite *site, Value from, bool abs) {
    double d = 0;
    switch (from.kind) {
    case VAL_FLOAT: d = from.as.floating; break;
    case VAL_INTEGER: d = (double)from.as.integer; break;
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP: d = time_ns_to_float_seconds(from.as.integer); break;
    case VAL_BOOLEAN: d = from.as.boolean ? 1.0 : 0.0; break;
    case VAL_STRING: {
        const Str *s = from.as.string;
        if (s->len > 1 && s->bytes[0] == '0' && (s->bytes[1] == 'b' || s->bytes[1] == 'B')) {
            /* a binary integer first (the reference: "support a binary as float") */
            int64_t n;
            RubyInt ri = ruby_integer(s->bytes, s->len, 0, &n);
            if (ri == RI_RANGE)
                return out_of_range(ctx, site, s);
            if (ri != RI_OK)
                return function_error(ctx, site, "invalid value for Integer: %s", ruby_inspect(ctx, s));
            d = (double)n;
            break;
        }
        if (ruby_float(s->bytes, s->len, &d))
            break;
        const Str *retry = without_blanks_after_sign(ctx, s);
        if (retry && ruby_float(retry->bytes, retry->len, &d))
            break;
        return function_error(ctx, site, "invalid value for Float: %s", ruby_inspect(ctx, s));
    }
    default:
        return from;
    }
    return value_float(abs ? fabs(d) : d);
}

Value convert_float_from_args(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    (void)block;
    return float_from(ctx, site, args[0], count > 1 && args[1].kind == VAL_BOOLEAN && args[1].as.boolean);
}

Value convert_float_from_hash(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    (void)count;
    (void)block;
    Value from = value_undef(), abs = value_boolean(false);
    convert_hash_get(args[0].as.hash, "from", &from);
    convert_hash_get(args[0].as.hash, "abs", &abs);
    return float_from(ctx, site, from, abs.kind == VAL_BOOLEAN && abs.as.boolean);
}

Value convert_float_on_error(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                             const Callable *block) {
    (void)count;
    (void)block;
    return convert_cannot(ctx, site, args[0], "Float");
}

/* ---- Boolean ---------------------------------------------------------------------------- */

Value convert_boolean_from_args(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    (void)ctx;
    (void)site;
    (void)count;
    (void)block;
    Value from = args[0];
    switch (from.kind) {
    case VAL_FLOAT: return value_boolean(from.as.floating != 0.0);
    case VAL_INTEGER: return value_boolean(from.as.integer != 0);
    case VAL_BOOLEAN: return from;
    case VAL_STRING: {
        /* the signature admits true/false/yes/no/y/n in any case */
        char c = from.as.string->bytes[0];
        return value_boolean(!(c == 'f' || c == 'F' || c == 'n' || c == 'N'));
    }
    default:
        return value_boolean(true);
    }
}

Value convert_boolean_on_error(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)count;
    (void)block;
    return convert_cannot(ctx, site, args[0], "Boolean");
}
