/* rb_numeric.c: Integer and Float methods of template Ruby, as Ruby 3.1 computes them:
 * floored division and modulo, Integer ** Integer, Float#round's half-up rounding, to_s with
 * a base, the coercion and comparison errors of mixed operands ("String can't be coerced into
 * Integer", "comparison of Integer with String failed").
 *
 * Integers are 64-bit: a result beyond that (Ruby's Bignum) is refused, never wrapped.
 *
 * What this file does not do: formatting of floats (format_float, text/format.h).
 */
#include "erb/rb.h"

#include <math.h>
#include <string.h>


static RbValue bignum(RbInterp *I) {
    return rb_refuse(I, "an Integer beyond 64 bits (a Bignum)");
}

static bool is_num(RbValue v) {
    return v.kind == RB_INT || v.kind == RB_FLOAT;
}

static double as_double(RbValue v) {
    return v.kind == RB_INT ? (double)v.as.i : v.as.f;
}

static RbValue coerce_error(RbInterp *I, RbValue self, RbValue other) {
    const char *what = other.kind == RB_NIL ? "nil" : other.kind == RB_TRUE ? "true" : other.kind == RB_FALSE ? "false"
                                                                                                          : rb_value_class_name(I->ctx, other);
    return rb_raise(I, C_TYPE_ERROR, "%s can't be coerced into %s", what, rb_value_class_name(I->ctx, self));
}

static int64_t floor_div(int64_t a, int64_t b) {
    int64_t q = a / b;
    if ((a % b != 0) && ((a < 0) != (b < 0)))
        q--;
    return q;
}

static int64_t floor_mod(int64_t a, int64_t b) {
    int64_t m = a % b;
    if (m != 0 && ((m < 0) != (b < 0)))
        m += b;
    return m;
}

static double float_mod(double a, double b) {
    double m = fmod(a, b);
    if (m != 0 && ((m < 0) != (b < 0)))
        m += b;
    return m;
}

static RbValue int_pow(RbInterp *I, int64_t base, int64_t exp) {
    if (exp < 0)
        return rb_refuse(I, "a Rational (an Integer to a negative power)");
    int64_t result = 1;
    while (exp > 0) {
        if (exp & 1) {
            if (__builtin_mul_overflow(result, base, &result))
                return bignum(I);
        }
        exp >>= 1;
        if (exp > 0 && __builtin_mul_overflow(base, base, &base))
            return bignum(I);
    }
    return rb_int(result);
}

/* a op b for + - * / % ** with Ruby's rules for Integer and Float. */
static RbValue arith(RbInterp *I, int op, RbValue a, RbValue b) {
    if (!is_num(b))
        return coerce_error(I, a, b);
    if (a.kind == RB_INT && b.kind == RB_INT) {
        int64_t x = a.as.i, y = b.as.i, r;
        switch (op) {
        case M_PLUS: if (__builtin_add_overflow(x, y, &r)) return bignum(I); return rb_int(r);
        case M_MINUS: if (__builtin_sub_overflow(x, y, &r)) return bignum(I); return rb_int(r);
        case M_MUL: if (__builtin_mul_overflow(x, y, &r)) return bignum(I); return rb_int(r);
        case M_DIV: case M_MOD:
            if (y == 0)
                return rb_raise(I, C_ZERO_DIVISION_ERROR, "divided by 0");
            if (x == INT64_MIN && y == -1)
                return op == M_DIV ? bignum(I) : rb_int(0);
            return rb_int(op == M_DIV ? floor_div(x, y) : floor_mod(x, y));
        case M_POW: return int_pow(I, x, y);
        default: break;
        }
    }
    double x = as_double(a), y = as_double(b);
    switch (op) {
    case M_PLUS: return rb_float(x + y);
    case M_MINUS: return rb_float(x - y);
    case M_MUL: return rb_float(x * y);
    case M_DIV: return rb_float(x / y);
    case M_MOD: return rb_float(float_mod(x, y));
    case M_POW: return rb_float(pow(x, y));
    default: return rb_nil();
    }
}

/* Ruby's round_half_up(x, s) (float.c), for Float#round(ndigits > 0). */
static double round_half_up(double x, double s) {
    double f, xs = x * s;
    f = round(xs);
    if (s == 1.0)
        return f;
    if (x > 0) {
        if ((double)((f + 0.5) / s) <= x)
            f += 1;
        x = f;
    } else {
        if ((double)((f - 0.5) / s) >= x)
            f -= 1;
        x = f;
    }
    return x;
}

static RbValue float_to_int(RbInterp *I, double f) {
    if (isnan(f) || isinf(f))
        return rb_raise(I, C_FLOAT_DOMAIN_ERROR, "%s", isnan(f) ? "NaN" : f > 0 ? "Infinity" : "-Infinity");
    if (f >= 9223372036854775808.0 || f < -9223372036854775808.0)
        return bignum(I);
    return rb_int((int64_t)f);
}

/* round, floor, ceil, truncate with optional digits */
static RbValue rounding(RbInterp *I, RbCall *c) {
    if (!rb_check_argc(I, c->argc, 0, 2))
        return rb_abrupt();
    int64_t digits = 0;
    if (c->argc >= 1) {
        if (c->argv[0].kind != RB_INT)
            return c->argv[0].kind == RB_HASH ? rb_refuse(I, "rounding with half:") : rb_no_implicit(I, c->argv[0], "Integer");
        digits = c->argv[0].as.i;
    }
    if (c->self.kind == RB_INT) {
        if (digits >= 0)
            return c->self;
        int64_t x = c->self.as.i, p = 1;
        for (int64_t k = 0; k < -digits; k++) {
            if (__builtin_mul_overflow(p, 10, &p))
                return rb_int(0);
        }
        int64_t q = floor_div(x, p), r = floor_mod(x, p);
        switch (c->mid) {
        case M_FLOOR: break;
        case M_CEIL: if (r) q++; break;
        case M_TRUNCATE: if (r && x < 0) q++; break;
        default: /* half away from zero: 15 -> 20, -15 -> -20 (q, floored, is already -2 there) */
            if (x >= 0 ? r * 2 >= p : r * 2 > p)
                q++;
            break;
        }
        int64_t out;
        if (__builtin_mul_overflow(q, p, &out))
            return bignum(I);
        return rb_int(out);
    }
    double f = c->self.as.f;
    if (digits > 0) {
        if (isnan(f) || isinf(f) || digits >= 17)
            return c->self;
        double s = pow(10, (double)digits);
        double r;
        switch (c->mid) {
        case M_FLOOR: r = floor(f * s) / s; break;
        case M_CEIL: r = ceil(f * s) / s; break;
        case M_TRUNCATE: r = trunc(f * s) / s; break;
        default: r = round_half_up(f, s) / s; break;
        }
        return rb_float(r);
    }
    double s = pow(10, (double)-digits);
    double r;
    switch (c->mid) {
    case M_FLOOR: r = floor(f / s) * s; break;
    case M_CEIL: r = ceil(f / s) * s; break;
    case M_TRUNCATE: r = trunc(f / s) * s; break;
    default: r = round(f / s) * s; break;
    }
    return float_to_int(I, r);
}

static RbValue int_to_s(RbInterp *I, int64_t n, int64_t base) {
    if (base < 2 || base > 36)
        return rb_raise(I, C_ARGUMENT_ERROR, "invalid radix %lld", (long long)base);
    char buffer[80];
    size_t i = sizeof buffer;
    buffer[--i] = '\0';
    uint64_t u = n < 0 ? 0 - (uint64_t)n : (uint64_t)n;
    do {
        int d = (int)(u % (uint64_t)base);
        buffer[--i] = (char)(d < 10 ? '0' + d : 'a' + d - 10);
        u /= (uint64_t)base;
    } while (u);
    if (n < 0)
        buffer[--i] = '-';
    return rb_str_cstr(I->ctx, buffer + i);
}

static RbValue iterate(RbInterp *I, RbCall *c, int64_t from, int64_t to, int64_t step) {
    if (!c->block)
        return rb_enumerator(I, c->self, c->mid, c->name, c->argv, c->argc);
    for (int64_t i = from; step > 0 ? i <= to : i >= to; i += step) {
        RbValue v = rb_int(i);
        RbValue r = rb_yield(I, c->block, &v, 1);
        RB_TRY(r);
        if ((step > 0 && i > INT64_MAX - step) || (step < 0 && i < INT64_MIN - step))
            break;
    }
    return c->self;
}

RbValue rb_numeric_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    RbValue self = c->self;
    bool is_int = self.kind == RB_INT;
    RbValue arg = c->argc > 0 ? c->argv[0] : rb_nil();
    switch (c->mid) {
    case M_PLUS: case M_MINUS: case M_MUL: case M_DIV: case M_MOD: case M_POW:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return arith(I, c->mid, self, arg);
    case M_UMINUS:
        if (is_int) {
            if (self.as.i == INT64_MIN)
                return bignum(I);
            return rb_int(-self.as.i);
        }
        return rb_float(-self.as.f);
    case M_UPLUS:
        return self;
    case M_LT: case M_LE: case M_GT: case M_GE: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        int r;
        if (!is_num(arg)) {
            rb_compare_or_raise(I, self, arg, &r);
            return rb_abrupt();
        }
        if (!rb_compare(I, self, arg, &r))
            return rb_bool(false);   /* NaN */
        return rb_bool(c->mid == M_LT ? r < 0 : c->mid == M_LE ? r <= 0 : c->mid == M_GT ? r > 0 : r >= 0);
    }
    case M_CMP: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        int r;
        if (!is_num(arg) || !rb_compare(I, self, arg, &r))
            return rb_nil();
        return rb_int(r);
    }
    case M_EQ: case M_EQQ:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        return rb_bool(rb_equal(self, arg));
    case M_AMP: case M_PIPE: case M_CARET: case M_LSHIFT: case M_RSHIFT: {
        if (!is_int) {
            *found = false;
            return rb_nil();
        }
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (arg.kind != RB_INT)
            return arg.kind == RB_FLOAT ? coerce_error(I, self, arg) : coerce_error(I, self, arg);
        int64_t x = self.as.i, y = arg.as.i;
        switch (c->mid) {
        case M_AMP: return rb_int(x & y);
        case M_PIPE: return rb_int(x | y);
        case M_CARET: return rb_int(x ^ y);
        default: {
            int64_t shift = c->mid == M_LSHIFT ? y : -y;
            if (shift >= 0) {
                if (shift >= 63 || (x != 0 && (x > (INT64_MAX >> shift) || x < (INT64_MIN >> shift))))
                    return x == 0 ? rb_int(0) : bignum(I);
                return rb_int((int64_t)((uint64_t)x << shift));
            }
            return rb_int(-shift >= 63 ? (x < 0 ? -1 : 0) : x >> -shift);
        }
        }
    }
    case M_TILDE:
        if (!is_int) {
            *found = false;
            return rb_nil();
        }
        return rb_int(~self.as.i);
    case M_ABS:
        if (is_int)
            return self.as.i == INT64_MIN ? bignum(I) : rb_int(self.as.i < 0 ? -self.as.i : self.as.i);
        return rb_float(fabs(self.as.f));
    case M_TO_S: case M_INSPECT:
        if (is_int)
            return int_to_s(I, self.as.i, c->argc > 0 && arg.kind == RB_INT ? arg.as.i : 10);
        else {
            StrBuf sb;
            strbuf_init(&sb, I->ctx);
            rb_append_to_s(&sb, self);
            return rb_str_from_buf(I->ctx, &sb);
        }
    case M_TO_I: case M_TO_INT:
        return is_int ? self : float_to_int(I, trunc(self.as.f));
    case M_TO_F:
        return rb_float(as_double(self));
    case M_ROUND: case M_FLOOR: case M_CEIL: case M_TRUNCATE:
        return rounding(I, c);
    case M_CHR:
        if (!is_int)
            break;
        if (self.as.i < 0 || self.as.i > 255)
            return rb_raise(I, C_RANGE_ERROR, "%lld out of char range", (long long)self.as.i);
        {
            char ch = (char)self.as.i;
            return rb_str_new(I->ctx, &ch, 1);
        }
    case M_ORD:
        if (!is_int)
            break;
        return self;
    case M_TIMES:
        if (!is_int)
            break;
        return iterate(I, c, 0, self.as.i - 1, 1);
    case M_UPTO: case M_DOWNTO:
        if (!is_int)
            break;
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (arg.kind != RB_INT)
            return rb_refuse(I, "Integer#%s with a %s limit", c->name, rb_value_class_name(I->ctx, arg));
        return iterate(I, c, self.as.i, arg.as.i, c->mid == M_UPTO ? 1 : -1);
    case M_STEP:
        if (!is_int || c->argc < 1 || arg.kind != RB_INT || (c->argc > 1 && c->argv[1].kind != RB_INT))
            return rb_refuse(I, "Numeric#step other than over integers");
        if (c->argc > 1 && c->argv[1].as.i == 0)
            return rb_raise(I, C_ARGUMENT_ERROR, "step can't be 0");
        return iterate(I, c, self.as.i, arg.as.i, c->argc > 1 ? c->argv[1].as.i : 1);
    case M_SUCC: case M_NEXT: case M_PRED:
        if (!is_int)
            break;
        return arith(I, c->mid == M_PRED ? M_MINUS : M_PLUS, self, rb_int(1));
    case M_EVEN_P: case M_ODD_P:
        if (!is_int)
            break;
        return rb_bool((self.as.i % 2 == 0) == (c->mid == M_EVEN_P));
    case M_ZERO_P: return rb_bool(as_double(self) == 0);
    case M_POSITIVE_P: return rb_bool(as_double(self) > 0);
    case M_NEGATIVE_P: return rb_bool(as_double(self) < 0);
    case M_INTEGER_P: return rb_bool(is_int);
    case M_FINITE_P: return rb_bool(is_int || isfinite(self.as.f));
    case M_INFINITE_P:
        if (is_int || !isinf(self.as.f))
            return rb_nil();
        return rb_int(self.as.f > 0 ? 1 : -1);
    case M_NAN_P:
        if (is_int)
            break;
        return rb_bool(isnan(self.as.f));
    case M_DIVMOD: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        RbValue q = arith(I, M_DIV, self, arg);
        RB_TRY(q);
        RbValue m = arith(I, M_MOD, self, arg);
        RB_TRY(m);
        if (q.kind == RB_FLOAT)
            q = float_to_int(I, floor(q.as.f));
        RB_TRY(q);
        return rb_pair(I->ctx, q, m);
    }
    case M_FDIV:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (!is_num(arg))
            return coerce_error(I, self, arg);
        return rb_float(as_double(self) / as_double(arg));
    case M_BETWEEN_P: {
        if (!rb_check_argc(I, c->argc, 2, 2))
            return rb_abrupt();
        int lo, hi;
        if (!rb_compare_or_raise(I, self, c->argv[0], &lo) || !rb_compare_or_raise(I, self, c->argv[1], &hi))
            return rb_abrupt();
        return rb_bool(lo >= 0 && hi <= 0);
    }
    case M_CLAMP: {
        if (!rb_check_argc(I, c->argc, 2, 2))
            return rb_abrupt();
        int lo, hi;
        if (!rb_compare_or_raise(I, self, c->argv[0], &lo) || !rb_compare_or_raise(I, self, c->argv[1], &hi))
            return rb_abrupt();
        return lo < 0 ? c->argv[0] : hi > 0 ? c->argv[1] : self;
    }
    case M_SIZE:
        if (!is_int)
            break;
        return rb_int(8);
    case M_COERCE:
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (!is_num(arg))
            return rb_raise(I, C_TYPE_ERROR, "%s can't be coerced into %s", rb_value_class_name(I->ctx, arg),
                            rb_value_class_name(I->ctx, self));
        if (is_int && arg.kind == RB_INT)
            return rb_pair(I->ctx, arg, self);
        return rb_pair(I->ctx, rb_float(as_double(arg)), rb_float(as_double(self)));
    case M_HASH:
        break;
    default:
        break;
    }
    *found = false;
    return rb_nil();
}
