/* functions_math.c: the numeric built-ins abs, ceiling, floor, round, and the orderings
 * compare, max and min.
 *
 * Each follows the reference's lib/puppet/functions/<name>.rb: its dispatches (as signature
 * strings below) and its Ruby body. Where the Ruby body leans on Ruby semantics they are
 * reproduced: the deprecated String paths parse text as Ruby's to_i / to_f / Float() do and
 * warn once per run; max and min compare as Array#max does (Ruby's <=>, case-sensitive and
 * bytewise for strings, the first of equal values wins) with the deprecated numeric-string and
 * to_s fallbacks; round is `Integer(x + 0.5)` (or `x - 0.5`) in floating point, exactly as the
 * reference, which is not banker's rounding. Messages lose the "()" after a function name as
 * the reference's normalized output shows them ("abs: Requires float ...").
 */
#include <math.h>
#include <string.h>

#include "eval/eval_internal.h"
#include "functions/fnlib.h"
#include "eval/function.h"
#include "values/regex.h"
#include "values/timedata.h"

/* --- abs, ceiling, floor, round --------------------------------------------------------------- */

static Value abs_numeric(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    Value x = args[0];
    if (x.kind == VAL_FLOAT)
        return value_float(fabs(x.as.floating));
    if (x.as.integer == INT64_MIN)
        return function_error(ctx, site, "The result of abs is outside of Puppet Integer max range");
    return value_integer(x.as.integer < 0 ? -x.as.integer : x.as.integer);
}

/* Whether re (Ruby source) matches text as `text =~ re` does. */
static bool ruby_matches(Ctx *ctx, const char *re, const Str *text) {
    const char *error = NULL;
    const Regexp *compiled = regex_compile(ctx, re, strlen(re), &error);
    size_t ov[2];
    return compiled && regex_search(ctx, compiled, text->bytes, text->len, 0, ov, 1) > 0;
}

static Value abs_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    fnlib_warn_once(ctx, NULL, "The abs function's auto conversion of String to Numeric is deprecated - change to "
                         "convert input before calling");
    const Str *s = args[0].as.string;
    if (ruby_matches(ctx, "^-?(?:\\d+)(?:\\.\\d+){1}$", s))
        return value_float(fabs(fnlib_ruby_to_f(s->bytes, s->len)));
    if (ruby_matches(ctx, "^-?\\d+$", s)) {
        int64_t i = fnlib_ruby_to_i(s->bytes, s->len);
        if (i == INT64_MIN)
            return function_error(ctx, site, "The result of abs is outside of Puppet Integer max range");
        return value_integer(i < 0 ? -i : i);
    }
    return function_error(ctx, site, "abs: Requires float or integer to work with - was given non decimal string");
}

typedef enum RoundMode { ROUND_CEIL, ROUND_FLOOR } RoundMode;

static Value round_float(Ctx *ctx, const CallSite *site, double f, RoundMode mode) {
    int64_t i;
    if (!fnlib_float_to_integer(ctx, site, mode == ROUND_CEIL ? ceil(f) : floor(f), &i))
        return value_abrupt();
    return value_integer(i);
}

static Value ceiling_numeric(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    if (args[0].kind == VAL_INTEGER)
        return args[0];
    return round_float(ctx, site, args[0].as.floating, ROUND_CEIL);
}

static Value floor_numeric(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    if (args[0].kind == VAL_INTEGER)
        return args[0];
    return round_float(ctx, site, args[0].as.floating, ROUND_FLOOR);
}

/* ceiling/floor of a String: Kernel#Float(x), then ceil/floor, with the deprecation warning. */
static Value round_string(Ctx *ctx, const CallSite *site, const Str *s, RoundMode mode) {
    const char *name = mode == ROUND_CEIL ? "ceiling" : "floor";
    fnlib_warn_once(ctx, NULL, ctx_sprintf(ctx, "The %s function's auto conversion of String to Float is deprecated - "
                                          "change to convert input before calling", name));
    double f;
    if (!fnlib_ruby_float(s->bytes, s->len, &f))
        return function_error(ctx, site, "%s: cannot convert given value to a floating point value.", name);
    return round_float(ctx, site, f, mode);
}

static Value ceiling_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    return round_string(ctx, site, args[0].as.string, ROUND_CEIL);
}

static Value floor_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    return round_string(ctx, site, args[0].as.string, ROUND_FLOOR);
}

static Value round_numeric(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    /* round.rb: Integer(x + 0.5) for x > 0, else Integer(x - 0.5), in floating point even for
     * an Integer x (so 0.49999999999999994 rounds to 1, as the reference) */
    Value x = args[0];
    double f = x.kind == VAL_FLOAT ? x.as.floating : (double)x.as.integer;
    bool positive = x.kind == VAL_FLOAT ? f > 0 : x.as.integer > 0;
    double shifted = positive ? f + 0.5 : f - 0.5;
    int64_t i;
    if (!fnlib_float_to_integer(ctx, site, trunc(shifted), &i))
        return value_abrupt();
    return value_integer(i);
}

/* --- compare ------------------------------------------------------------------------------- */

static Value compare_result(int c) {
    return value_integer(c < 0 ? -1 : c > 0);
}

static Value compare_numeric(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    int c = 0;
    if (!fnlib_ruby_compare(ctx, args[0], args[1], &c))
        return value_undef();   /* NaN: Ruby's <=> answers nil */
    (void)site;
    return compare_result(c);
}

/* Ruby's String#casecmp: ASCII letters folded, then bytes. */
static int casecmp_bytes(const Str *a, const Str *b) {
    size_t n = a->len < b->len ? a->len : b->len;
    for (size_t i = 0; i < n; i++) {
        unsigned char x = (unsigned char)a->bytes[i], y = (unsigned char)b->bytes[i];
        if (x >= 'A' && x <= 'Z')
            x = (unsigned char)(x + 32);
        if (y >= 'A' && y <= 'Z')
            y = (unsigned char)(y + 32);
        if (x != y)
            return x < y ? -1 : 1;
    }
    return a->len == b->len ? 0 : a->len < b->len ? -1 : 1;
}

static Value compare_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)block;
    bool ignore_case = count < 3 || args[2].as.boolean;
    if (ignore_case)
        return compare_result(casecmp_bytes(args[0].as.string, args[1].as.string));
    int c = 0;
    fnlib_ruby_compare(ctx, args[0], args[1], &c);
    return compare_result(c);
}

static Value compare_time(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    int c = 0;
    if (!fnlib_ruby_compare(ctx, args[0], args[1], &c))
        return function_error(ctx, site, "compare: Can only compare values of the same type");
    return compare_result(c);
}

static bool is_comparable(Value v) {
    return v.kind == VAL_STRING || v.kind == VAL_SEMVER || v.kind == VAL_INTEGER || v.kind == VAL_FLOAT ||
           v.kind == VAL_TIMESPAN || v.kind == VAL_TIMESTAMP;
}

/* compare.rb's argument_mismatch dispatches (on_error for two Comparable values, else
 * on_not_comparable), reached when no real dispatch accepts the call: their text is the error.
 * The reference leaves them out when it describes a failed call, so a call they do not accept
 * either (fewer than two arguments, a lambda) is described against the real dispatches here. */
static Value compare_mismatch(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    if (count < 2)
        return function_error(ctx, site, "'compare' expects between 2 and 3 arguments, got %s",
                              count ? "1" : "none");
    if (block)
        return function_error(ctx, site, "'compare' does not expect a block");
    Value a = args[0], b = args[1];
    if (!is_comparable(a) || !is_comparable(b))
        return function_error(ctx, site, "'compare' compare: Non comparable type. Only values of the types Numeric, "
                                         "String, Semver, Timestamp and Timestamp can be compared. Got %s and %s",
                              eval_value_label(ctx, a), eval_value_label(ctx, b));
    if (count > 2) {
        if (a.kind != VAL_STRING || b.kind != VAL_STRING)
            return function_error(ctx, site, "'compare' compare: The third argument (ignore case) can only be used "
                                             "when comparing strings");
        if (count != 3)
            return function_error(ctx, site, "'compare' compare: Accepts at most 3 arguments, got %zu", count);
        if (args[2].kind != VAL_BOOLEAN)
            return function_error(ctx, site, "'compare' compare: The third argument (ignore case) must be a Boolean. "
                                             "Got %s", eval_value_label(ctx, args[2]));
    }
    return function_error(ctx, site, "'compare' compare: Can only compare values of the same type (or for "
                                     "Timestamp/Timespan also against Numeric). Got %s and %s",
                          eval_value_label(ctx, a), eval_value_label(ctx, b));
}

/* --- max and min --------------------------------------------------------------------------- */

typedef enum Extreme { EXTREME_MAX, EXTREME_MIN } Extreme;

static const char *extreme_name(Extreme which) {
    return which == EXTREME_MAX ? "max" : "min";
}

/* Whether c (candidate <=> current) makes the candidate the new extreme: Array#max keeps the
 * first of equal values, as does #min. */
static bool replaces(Extreme which, int c) {
    return which == EXTREME_MAX ? c > 0 : c < 0;
}

static Value no_values(Ctx *ctx, const CallSite *site, Extreme which) {
    return function_error(ctx, site, "%s: Wrong number of arguments need at least one", extreme_name(which));
}

static Value extreme_numeric(Ctx *ctx, const CallSite *site, const Value *values, size_t count, Extreme which) {
    if (!count)
        return no_values(ctx, site, which);
    Value best = values[0];
    for (size_t i = 1; i < count; i++) {
        int c;
        if (!fnlib_ruby_compare(ctx, values[i], best, &c))
            return fnlib_comparison_failed(ctx, site, values[i], best);
        if (replaces(which, c))
            best = values[i];
    }
    return best;
}

static const char *const NUMERIC_TEXT_A = "\\A^-?\\d+([._eE]\\d+)?\\z";
static const char *const NUMERIC_TEXT_B = "\\A-?\\d+([._eE]\\d+)?\\z";

static void numeric_coerce_warning(Ctx *ctx, Extreme which) {
    fnlib_warn_once(ctx, NULL, ctx_sprintf(ctx, "The %s function's auto conversion of String to Numeric is deprecated - "
                                          "change to convert input before calling, or use lambda",
                                     extreme_name(which)));
}

/* The comparison of max.rb's on_string and on_any blocks: numeric texts by their to_f, else
 * (for on_any, after a warning) their to_s bytewise. a is the candidate, b the current. */
static int compare_as_text(Ctx *ctx, Value a, Value b, bool any, Extreme which) {
    const Str *as = a.kind == VAL_STRING ? a.as.string : str_from_cstr(ctx, eval_ruby_to_s(ctx, a));
    const Str *bs = b.kind == VAL_STRING ? b.as.string : str_from_cstr(ctx, eval_ruby_to_s(ctx, b));
    if (ruby_matches(ctx, NUMERIC_TEXT_A, as) && ruby_matches(ctx, NUMERIC_TEXT_B, bs)) {
        numeric_coerce_warning(ctx, which);
        double x = fnlib_ruby_to_f(as->bytes, as->len), y = fnlib_ruby_to_f(bs->bytes, bs->len);
        return x < y ? -1 : x > y;
    }
    if (any)
        fnlib_warn_once(ctx, NULL, ctx_sprintf(ctx, "The %s function's auto conversion of Any to String is deprecated - "
                                              "change to convert input before calling, or use lambda",
                                         extreme_name(which)));
    int c = 0;
    fnlib_ruby_compare(ctx, value_from_string(as), value_from_string(bs), &c);
    return c;
}

static Value extreme_text(Ctx *ctx, const CallSite *site, const Value *values, size_t count, bool any,
                          Extreme which) {
    if (!count)
        return no_values(ctx, site, which);
    Value best = values[0];
    for (size_t i = 1; i < count; i++) {
        ctx_step(ctx);
        if (replaces(which, compare_as_text(ctx, values[i], best, any, which)))
            best = values[i];
    }
    return best;
}

/* Array#max { |x, y| block.call(x, y) }: the block gets (candidate, current) and answers
 * with an ordering. */
static Value extreme_block(Ctx *ctx, const CallSite *site, const Value *values, size_t count,
                           const Callable *block, Extreme which) {
    if (!count)
        return value_undef();
    Value best = values[0];
    for (size_t i = 1; i < count; i++) {
        Value pair[2] = { values[i], best };
        Value r = callable_call(ctx, block, pair, 2, site->span);
        if (value_is_abrupt(r))
            return r;
        int c;
        if (!fnlib_cmpint(ctx, site, r, values[i], best, &c))
            return value_abrupt();
        if (replaces(which, c))
            best = values[i];
    }
    return best;
}

#define EXTREME_FUNCTIONS(fname, which)                                                                     \
    static Value fname##_on_numeric(Ctx *ctx, const CallSite *site, const Value *args, size_t count,        \
                                    const Callable *block) {                                                \
        (void)block;                                                                                        \
        return extreme_numeric(ctx, site, args, count, which);                                              \
    }                                                                                                       \
    static Value fname##_on_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count,         \
                                   const Callable *block) {                                                 \
        (void)block;                                                                                        \
        return extreme_text(ctx, site, args, count, false, which);                                          \
    }                                                                                                       \
    static Value fname##_on_any(Ctx *ctx, const CallSite *site, const Value *args, size_t count,            \
                                const Callable *block) {                                                    \
        (void)block;                                                                                        \
        return extreme_text(ctx, site, args, count, true, which);                                           \
    }                                                                                                       \
    static Value fname##_on_any_with_block(Ctx *ctx, const CallSite *site, const Value *args, size_t count, \
                                           const Callable *block) {                                         \
        return extreme_block(ctx, site, args, count, block, which);                                         \
    }                                                                                                       \
    static Value fname##_on_single_numeric_array(Ctx *ctx, const CallSite *site, const Value *args,         \
                                                 size_t count, const Callable *block) {                     \
        (void)count;                                                                                        \
        const Array *a = args[0].as.array;                                                                  \
        if (block)                                                                                          \
            return extreme_block(ctx, site, a->items, a->count, block, which);                              \
        return extreme_numeric(ctx, site, a->items, a->count, which);                                       \
    }                                                                                                       \
    static Value fname##_on_single_string_array(Ctx *ctx, const CallSite *site, const Value *args,          \
                                                size_t count, const Callable *block) {                      \
        (void)count;                                                                                        \
        const Array *a = args[0].as.array;                                                                  \
        if (block)                                                                                          \
            return extreme_block(ctx, site, a->items, a->count, block, which);                              \
        return extreme_text(ctx, site, a->items, a->count, false, which);                                   \
    }                                                                                                       \
    static Value fname##_on_single_any_array(Ctx *ctx, const CallSite *site, const Value *args,             \
                                             size_t count, const Callable *block) {                         \
        (void)count;                                                                                        \
        const Array *a = args[0].as.array;                                                                  \
        if (block)                                                                                          \
            return extreme_block(ctx, site, a->items, a->count, block, which);                              \
        return extreme_text(ctx, site, a->items, a->count, true, which);                                    \
    }
EXTREME_FUNCTIONS(max, EXTREME_MAX)
EXTREME_FUNCTIONS(min, EXTREME_MIN)

#define EXTREME_DISPATCHES(fname)                                                                 \
    { { "(Numeric *$values)", fname##_on_numeric },                                               \
      { "(String *$values)", fname##_on_string },                                                 \
      { "(Array[Numeric] $values, Optional[Callable[2,2]] &$block)", fname##_on_single_numeric_array }, \
      { "(Array[String] $values, Optional[Callable[2,2]] &$block)", fname##_on_single_string_array },   \
      { "(Array $values, Optional[Callable[2,2]] &$block)", fname##_on_single_any_array },             \
      { "(Any *$values, Callable[2,2] &$block)", fname##_on_any_with_block },                     \
      { "(Any *$values)", fname##_on_any } }

const BuiltinFunction functions_math[] = {
    /* lib/puppet/functions/abs.rb */
    { "abs",     { { "(Numeric $val)", abs_numeric },
                   { "(String $val)", abs_string } } },
    /* lib/puppet/functions/ceiling.rb, floor.rb, round.rb */
    { "ceiling", { { "(Numeric $val)", ceiling_numeric },
                   { "(String $val)", ceiling_string } } },
    { "floor",   { { "(Numeric $val)", floor_numeric },
                   { "(String $val)", floor_string } } },
    { "round",   { { "(Numeric $val)", round_numeric } } },
    /* lib/puppet/functions/compare.rb */
    { "compare", { { "(Numeric $a, Numeric $b)", compare_numeric },
                   { "(String $a, String $b, Boolean $ignore_case = undef)", compare_string },
                   { "(SemVer $a, SemVer $b)", compare_time },
                   { "(Numeric $a, Variant[Timespan, Timestamp] $b)", compare_time },
                   { "(Timestamp $a, Variant[Timestamp, Numeric] $b)", compare_time },
                   { "(Timespan $a, Variant[Timespan, Numeric] $b)", compare_time },
                   { "(Any *$args, Optional[Callable] &$block)", compare_mismatch } } },
    /* lib/puppet/functions/max.rb, min.rb */
    { "max",     EXTREME_DISPATCHES(max) },
    { "min",     EXTREME_DISPATCHES(min) },
    { NULL, { { NULL, NULL } } },
};
