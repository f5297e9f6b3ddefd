/* sprintf_internal.h: what the three files of Ruby's Kernel#format share (see sprintf.h):
 * sprintf.c (the directive parser, string directives, Puppet's sprintf()), sprintf_numeric.c
 * (big integers, Ruby's numeric conversions of arguments, integer and float directives) and
 * sprintf_inspect.c (Ruby's to_s / inspect of values, UTF-8 character counts).
 *
 * A directive is parsed into a Spec, whose flags are Ruby's FNONE..FPREC0 bits; the numeric
 * directives format a BigInt, since Ruby's integers have no fixed width.
 */
#ifndef PUPPET_SPRINTF_INTERNAL_H
#define PUPPET_SPRINTF_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "text/sprintf.h"

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
static inline void sprintf_fill(StrBuf *out, char c, long n) {
    if (n > 0)
        strbuf_append_repeat(out, c, (size_t)n);
}

/* --- big integers (sprintf_numeric.c) ----------------------------------------------------- */

/* 2304 bits: every finite double (at most 1024 bits) and decimal strings of about 690 digits. */
#define BIG_LIMBS 72

typedef struct BigInt {
    bool negative;
    size_t count;                    /* significant limbs; 0 for zero */
    uint32_t limbs[BIG_LIMBS];       /* little-endian */
} BigInt;

/* b = v. Never fails. */
void big_from_int64(BigInt *b, int64_t v);

/* Kernel#Integer as Kernel#format applies it to an argument (%d and the other integer
 * directives). Returns false after ctx_error at `where` with Ruby's message ("invalid value
 * for Integer: \"x\"", "can't convert nil into Integer"). */
bool sprintf_to_integer(Ctx *ctx, Value v, BigInt *out, SrcSpan where);

/* Kernel#Float as Kernel#format applies it to an argument (%f, %e, %g, %a). Returns false
 * after ctx_error with Ruby's message ("invalid value for Float: ..."). */
bool sprintf_to_double(Ctx *ctx, Value v, double *out, SrcSpan where);

/* Ruby's NUM2INT, as `*` widths and %c take their argument. Returns false after ctx_error
 * ("integer 4294967296 too big to convert to `int'", "no implicit conversion ..."). */
bool sprintf_num2int(Ctx *ctx, Value v, long *out, SrcSpan where);

/* d i u o x X b B of val with spec, as Ruby's sprintf.c (`..f` for negatives in x/o/b without
 * `+` or space). Never fails. */
void sprintf_format_integer(StrBuf *out, const Spec *spec, BigInt *val);

/* %f of an Integer: Ruby formats the exact integer, not its nearest double. Never fails. */
void sprintf_format_fixed(StrBuf *out, const Spec *spec, BigInt *val);

/* e E f g G a A of a double, as Ruby's BSD printf with its rounding. Never fails. */
void sprintf_format_double(StrBuf *out, const Spec *spec, double f);

/* --- Ruby's view of values (sprintf_inspect.c) -------------------------------------------- */

/* Puppet::Resource#to_s and #inspect of a reference t (sprintf_is_resource). Never fail. */
void sprintf_resource_to_s(StrBuf *out, const Type *t);
void sprintf_resource_inspect(StrBuf *out, const Type *t);



/* --- did_you_mean (sprintf_suggest.c) ----------------------------------------------------- */

/* The suggestions Ruby's did_you_mean adds to "key<name> not found" for the keys of hash (name
 * without its brackets): "" when it has none, else "\nDid you mean?  :A" (one line per
 * suggestion). Never fails. */
const char *sprintf_key_suggestions(Ctx *ctx, const Hash *hash, const char *name, size_t len);

#endif
