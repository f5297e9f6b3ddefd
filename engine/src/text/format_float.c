/* format_float.c: floating point numbers as the reference prints them.
 *
 * Two renderings live here:
 *   - format_float: Ruby's Float#to_s, which the reference uses for interpolation, notice and
 *     %p ("shortest round-trip digits", `1.0e+20`, `1.0e-05`, `0.30000000000000004`);
 *   - format_float_hex: the %a / %A directive as Ruby's own printf prints it (always
 *     normalized, so 5e-324 is `0x1p-1074` where glibc would print `0x0.0000000000001p-1022`).
 * The %e, %f and %g directives are exact in both C libraries and in Ruby, so sprintf.c asks
 * snprintf for those.
 */
#include "text/format.h"

#include <float.h>
#include <math.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

/* DBL_DIG: Ruby prints integral floats in fixed notation up to this many digits. */
#define RUBY_FLOAT_FIXED_DIGITS 15

/* The closest candidate of the shortest length is what snprintf's correctly rounded %.*e
 * yields, so the first length that round-trips is the answer. A normal double whose shortest
 * form has at most DBL_DIG (15) digits prints as those digits and zeros at precision 15 (the
 * zeros are dropped below), so the search starts there; a subnormal has fewer digits and is
 * searched from 1. Each try is costly in wasm (software long double in printf and strtod). */
int format_float_shortest(double f, char digits[20], int *decpt) {
    char buf[40];
    for (int precision = fabs(f) >= DBL_MIN ? DBL_DIG : 1; precision <= 17; precision++) {
        snprintf(buf, sizeof buf, "%.*e", precision - 1, f);
        if (strtod(buf, NULL) == f || precision == 17) {
            int n = 0;
            const char *p = buf;
            for (; *p && *p != 'e'; p++)
                if (*p >= '0' && *p <= '9')
                    digits[n++] = *p;
            while (n > 1 && digits[n - 1] == '0')
                n--;
            digits[n] = '\0';
            *decpt = atoi(p + 1) + 1;
            return n;
        }
    }
    return 0; /* not reached: precision 17 always returns */
}

void format_float(char *buffer, size_t size, double f) {
    char out[48];
    size_t len = 0;
    if (isnan(f)) {
        strcpy(out, "NaN");
    } else if (isinf(f)) {
        strcpy(out, f < 0 ? "-Infinity" : "Infinity");
    } else if (f == 0.0) {
        strcpy(out, signbit(f) ? "-0.0" : "0.0");
    } else {
        char digits[20];
        int decpt;
        if (f < 0) {
            out[len++] = '-';
            f = -f;
        }
        int n = format_float_shortest(f, digits, &decpt);
        if (decpt > 0 && (decpt <= RUBY_FLOAT_FIXED_DIGITS || decpt < n)) {
            /* fixed: the integer digits, zero-filled, then at least one fraction digit */
            for (int i = 0; i < decpt; i++)
                out[len++] = i < n ? digits[i] : '0';
            out[len++] = '.';
            if (decpt < n)
                for (int i = decpt; i < n; i++)
                    out[len++] = digits[i];
            else
                out[len++] = '0';
        } else if (decpt <= 0 && decpt > -4) {
            /* 0.000ddd */
            out[len++] = '0';
            out[len++] = '.';
            for (int i = decpt; i < 0; i++)
                out[len++] = '0';
            for (int i = 0; i < n; i++)
                out[len++] = digits[i];
        } else {
            /* d.ddde+XX, at least two exponent digits */
            out[len++] = digits[0];
            out[len++] = '.';
            if (n > 1)
                for (int i = 1; i < n; i++)
                    out[len++] = digits[i];
            else
                out[len++] = '0';
            len += (size_t)snprintf(out + len, sizeof out - len, "e%+03d", decpt - 1);
        }
        out[len] = '\0';
    }
    if (size) {
        size_t n = strlen(out);
        if (n >= size)
            n = size - 1;
        memcpy(buffer, out, n);
        buffer[n] = '\0';
    }
}

/* Rounds the 52-bit fraction `mant` (with the leading 1 at bit 52) to `hex_digits` hex digits
 * after the point, half to even as Ruby's __hdtoa does; a carry can bump the leading digit to
 * 2, which Ruby prints as is (`0x2.00p+0` never happens: it renormalizes to 0x1 and exp+1). */
static uint64_t round_mantissa(uint64_t mant, int hex_digits, int *exp2) {
    int drop = 52 - 4 * hex_digits;
    if (drop <= 0)
        return mant;
    uint64_t half = 1ull << (drop - 1);
    uint64_t rest = mant & ((1ull << drop) - 1);
    mant >>= drop;
    if (rest > half || (rest == half && (mant & 1)))
        mant++;
    if (mant >> (4 * hex_digits + 1)) {   /* carried into bit 53: 2.0 -> 1.0 * 2 */
        mant >>= 1;
        (*exp2)++;
    }
    return mant << drop;
}

size_t format_float_hex(char *buffer, size_t size, double f, int precision, bool upper,
                        bool alt) {
    /* The sign, width and padding are the caller's: this writes "0x1.8p+1" for f >= 0. */
    const char *hex = upper ? "0123456789ABCDEF" : "0123456789abcdef";
    char out[64];
    size_t len = 0;
    f = fabs(f);
    out[len++] = '0';
    out[len++] = upper ? 'X' : 'x';
    int exp2 = 0;
    uint64_t mant = 0;
    if (f != 0.0) {
        int e;
        double m = frexp(f, &e);                 /* f = m * 2^e, 0.5 <= m < 1 */
        mant = (uint64_t)ldexp(m, 53);           /* 53 significant bits, leading bit 52 */
        exp2 = e - 1;
    }
    uint64_t frac;
    int digits;                                  /* hex digits after the point */
    if (precision >= 0 && precision < 13) {
        mant = round_mantissa(mant, precision, &exp2);
        digits = precision;
    } else {
        digits = 13;
        if (precision < 0) {                     /* no precision: drop trailing zero digits */
            frac = mant & ((1ull << 52) - 1);
            while (digits > 0 && ((frac >> (48 - 4 * (digits - 1))) & 0xF) == 0)
                digits--;
        }
    }
    frac = mant & ((1ull << 52) - 1);
    out[len++] = hex[(mant >> 52) & 0xF];
    int total = precision > 13 ? precision : digits;
    if (total > 0 || alt)
        out[len++] = '.';
    /* the digits the mantissa has; zeros for a precision above 13 are added below */
    size_t written = len;
    for (int i = 0; i < digits; i++)
        out[written++] = hex[(frac >> (48 - 4 * i)) & 0xF];
    char exp_text[16];
    int exp_len = snprintf(exp_text, sizeof exp_text, "%c%+d", upper ? 'P' : 'p', exp2);
    size_t zeros = total > digits ? (size_t)(total - digits) : 0;
    size_t needed = written + zeros + (size_t)exp_len;
    if (buffer && size > needed) {
        memcpy(buffer, out, written);
        memset(buffer + written, '0', zeros);
        memcpy(buffer + written + zeros, exp_text, (size_t)exp_len);
        buffer[needed] = '\0';
    }
    return needed;
}
