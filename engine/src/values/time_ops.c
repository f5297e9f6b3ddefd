/* time_ops.c: arithmetic and comparison with Timespan and Timestamp operands (timedata.h).
 *
 * Follows expressions.md's tables for + - * / % with Timestamps (T), Timespans (D), Integers
 * (I) and Floats (F), as the reference computes them (its evaluator's `calculate` and
 * Puppet::Pops::Time), which differs from the tables in places:
 *   - D / I and D / F are Timespans (the nanoseconds divided and floored), D / D a Float;
 *   - D % I is the Integer remainder of D's whole seconds; I % D is an error;
 *   - an Integer or Float is seconds: I - D is a Timespan, T + F a Timestamp;
 *   - comparing with an Integer uses whole seconds (rounded down): Timespan(2.5) == 2.
 * Messages are the reference's, including "Can not do modulus on a Timespan using a a
 * Timespan" and "A Timestamp cannot be multiplied by a Timespan" for a Timespan.
 */
#include "values/timedata.h"

#include <math.h>

#include "support/ctx.h"

static bool is_time(Value v) { return v.kind == VAL_TIMESPAN || v.kind == VAL_TIMESTAMP; }

/* The reference's label with its article: "an Integer", "a Timespan". */
static const char *a_an(Value v) {
    switch (v.kind) {
    case VAL_INTEGER: return "an Integer";
    case VAL_FLOAT: return "a Float";
    case VAL_TIMESPAN: return "a Timespan";
    case VAL_TIMESTAMP: return "a Timestamp";
    default: return "a Value";
    }
}

static Value raised(Ctx *ctx, char op, const TimeOperands *at, const char *message) {
    return ctx_error(ctx, at->op, "Error while evaluating a '%c' expression, %s", op, message);
}

static Value out_of_range(Ctx *ctx, char op, const TimeOperands *at, const char *what) {
    return ctx_error(ctx, at->op, "Error while evaluating a '%c' expression, the resulting %s is out of range "
                     "(more than about 292 years from 1970)", op, what);
}

/* (o * NSECS_PER_SEC).to_i for an Integer or Float number of seconds. */
static bool seconds_ns(Value o, int64_t *out) {
    if (o.kind == VAL_INTEGER)
        return !__builtin_mul_overflow(o.as.integer, NSECS_PER_SEC, out) && *out != INT64_MIN;
    double f = o.as.floating * 1e9;
    if (!isfinite(f) || f >= 9223372036854775808.0 || f <= -9223372036854775808.0)
        return false;
    *out = (int64_t)f;
    return true;
}

static int64_t floor_div(int64_t a, int64_t b) {
    int64_t q = a / b;
    return (a % b != 0 && ((a < 0) != (b < 0))) ? q - 1 : q;
}

static Value span_op(Ctx *ctx, char op, int64_t ns, Value o, const TimeOperands *at) {
    int64_t r, x;
    switch (op) {
    case '+':
        if (o.kind == VAL_TIMESTAMP) {
            if (!time_add_checked(ns, o.as.integer, &r))
                return out_of_range(ctx, op, at, "Timestamp");
            return value_timestamp(r);
        }
        if (o.kind == VAL_TIMESPAN)
            x = o.as.integer;
        else if (!seconds_ns(o, &x))
            return out_of_range(ctx, op, at, "Timespan");
        if (!time_add_checked(ns, x, &r))
            return out_of_range(ctx, op, at, "Timespan");
        return value_timespan(r);
    case '-':
        if (o.kind == VAL_TIMESTAMP)
            return raised(ctx, op, at, "A Timestamp cannot be subtracted from a Timespan");
        if (o.kind == VAL_TIMESPAN)
            x = o.as.integer;
        else if (!seconds_ns(o, &x))
            return out_of_range(ctx, op, at, "Timespan");
        if (!time_sub_checked(ns, x, &r))
            return out_of_range(ctx, op, at, "Timespan");
        return value_timespan(r);
    case '*':
        if (o.kind == VAL_INTEGER) {
            if (__builtin_mul_overflow(ns, o.as.integer, &r) || r == INT64_MIN)
                return out_of_range(ctx, op, at, "Timespan");
            return value_timespan(r);
        }
        if (o.kind == VAL_FLOAT) {
            double f = (double)ns * o.as.floating;
            if (!isfinite(f) || f >= 9223372036854775808.0 || f <= -9223372036854775808.0)
                return out_of_range(ctx, op, at, "Timespan");
            return value_timespan((int64_t)f);
        }
        /* sic: the reference's message says Timestamp whatever the left side */
        return raised(ctx, op, at, o.kind == VAL_TIMESPAN ? "A Timestamp cannot be multiplied by a Timespan"
                                                          : "A Timestamp cannot be multiplied by a Timestamp");
    case '/':
        if (o.kind == VAL_TIMESPAN) {
            double q = (double)ns / (double)o.as.integer;
            if (isinf(q))
                return ctx_error(ctx, at->left, "The result of the / expression is Infinity");
            return value_float(q);
        }
        if (o.kind == VAL_INTEGER) {
            if (o.as.integer == 0)
                return ctx_error(ctx, at->right, "Division by 0");
            if (ns == INT64_MIN && o.as.integer == -1)
                return out_of_range(ctx, op, at, "Timespan");
            return value_timespan(floor_div(ns, o.as.integer));
        }
        if (o.kind == VAL_FLOAT) {
            if (o.as.floating == 0.0)
                return ctx_error(ctx, at->right, "Division by 0");
            double q = floor((double)ns / o.as.floating);
            if (!isfinite(q) || q >= 9223372036854775808.0 || q <= -9223372036854775808.0)
                return out_of_range(ctx, op, at, "Timespan");
            return value_timespan((int64_t)q);
        }
        return raised(ctx, op, at, "A Timespan cannot be divided by a Timestamp");
    case '%':
        if (o.kind == VAL_INTEGER) {
            if (o.as.integer == 0)
                return ctx_error(ctx, at->right, "Division by 0");
            int64_t secs = floor_div(ns, NSECS_PER_SEC);
            if (o.as.integer == -1)
                return value_integer(0);
            int64_t m = secs % o.as.integer;
            if (m != 0 && ((m < 0) != (o.as.integer < 0)))
                m += o.as.integer;
            return value_integer(m);
        }
        /* sic: "a a Timespan" is the reference's message */
        return raised(ctx, op, at, o.kind == VAL_TIMESPAN ? "Can not do modulus on a Timespan using a a Timespan"
                                                          : "Can not do modulus on a Timespan using a a Timestamp");
    default:
        return ctx_error(ctx, at->left, "Operator '%c' is not applicable to a Timespan.", op);
    }
}

static Value stamp_op(Ctx *ctx, char op, int64_t ns, Value o, const TimeOperands *at) {
    int64_t r, x;
    switch (op) {
    case '+':
        if (o.kind == VAL_TIMESTAMP)
            return raised(ctx, op, at, "A Timestamp cannot be added to a Timestamp");
        if (o.kind == VAL_TIMESPAN)
            x = o.as.integer;
        else if (!seconds_ns(o, &x))
            return out_of_range(ctx, op, at, "Timestamp");
        if (!time_add_checked(ns, x, &r))
            return out_of_range(ctx, op, at, "Timestamp");
        return value_timestamp(r);
    case '-':
        if (o.kind == VAL_TIMESTAMP) {
            if (!time_sub_checked(ns, o.as.integer, &r))
                return out_of_range(ctx, op, at, "Timespan");
            return value_timespan(r);
        }
        if (o.kind == VAL_TIMESPAN)
            x = o.as.integer;
        else if (!seconds_ns(o, &x))
            return out_of_range(ctx, op, at, "Timestamp");
        if (!time_sub_checked(ns, x, &r))
            return out_of_range(ctx, op, at, "Timestamp");
        return value_timestamp(r);
    default:
        /* a Timestamp has no * / %: the reference's NoMethodError becomes this issue */
        return ctx_error(ctx, at->left, "Operator '%c' is not applicable to a Timestamp.", op);
    }
}

Value time_arithmetic(Ctx *ctx, char op, Value left, Value right, const TimeOperands *at) {
    if (is_time(right) && !is_time(left)) {
        if (op == '+' || (op == '*' && right.kind == VAL_TIMESPAN)) {
            /* the time value does the arithmetic */
            Value t = left;
            left = right;
            right = t;
        } else if (op == '-' && right.kind == VAL_TIMESPAN) {
            int64_t ns;
            if (!seconds_ns(left, &ns))
                return out_of_range(ctx, op, at, "Timespan");
            left = value_timespan(ns);
        } else {
            return ctx_error(ctx, at->left, "Operator '%c' is not applicable to %s when right side is %s.", op,
                             a_an(left), a_an(right));
        }
    }
    if (left.kind == VAL_TIMESPAN)
        return span_op(ctx, op, left.as.integer, right, at);
    return stamp_op(ctx, op, left.as.integer, right, at);
}

bool time_compare(Value left, Value right, int *cmp) {
    if (!is_time(left))
        return false;
    int64_t ns = left.as.integer;
    if (right.kind == left.kind) {
        *cmp = ns < right.as.integer ? -1 : ns > right.as.integer;
        return true;
    }
    if (right.kind == VAL_INTEGER) {
        int64_t secs = floor_div(ns, NSECS_PER_SEC);   /* to_int */
        *cmp = secs < right.as.integer ? -1 : secs > right.as.integer;
        return true;
    }
    if (right.kind == VAL_FLOAT) {
        double secs = time_ns_to_float_seconds(ns);
        if (isnan(right.as.floating))
            return false;
        *cmp = secs < right.as.floating ? -1 : secs > right.as.floating;
        return true;
    }
    return false;
}
