/* eval_operators.c: arithmetic, collection operators, comparison, logic and `in`.
 *
 * Follows expressions.md "Operators", "Equality and Comparison Operators", "IN operator" and
 * types-values-variables.md "String to Numeric Conversion", with the reference winning where
 * they differ (reference-notes.md "Numbers and arithmetic", "Equality, comparison, in"):
 *   - Integer arithmetic is 64-bit and checked: a result outside the range is the error
 *     "A '+' expression resulted in a value outside of Puppet Integer max range, got '+0x...'";
 *   - Integer `/` floors and `%` takes the divisor's sign (Ruby); `%` refuses Floats;
 *   - a Float result of +/-Infinity is an error, NaN is a value;
 *   - a String operand is converted with the reference's NUMERIC pattern (decimal, 0x hex,
 *     leading-0 octal, floats) and the strict setting decides between a warning, an error or
 *     nothing ("The string '2' was automatically coerced to the numerical value 2");
 *   - Array `-` removes with Ruby's == (case-sensitive), Hash `-` by key identity.
 * Locations are the reference's: the operator for the expression, the operand that could not
 * be converted, the divisor for "Division by 0", the left operand for Infinity.
 */
#include <math.h>
#include <stdlib.h>
#include <string.h>

#include <utf8proc.h>

#include "eval/eval_internal.h"
#include "text/format.h"
#include "values/iterator.h"
#include "values/semver.h"
#include "support/strbuf.h"
#include "values/timedata.h"
#include "types/type.h"
#include "values/uri.h"
#include "support/utf8.h"
#include "values/value_index.h"
#include "support/limits.h"

/* --- numbers ------------------------------------------------------------------------------- */

static bool is_blank(char c) {
    return c == ' ' || c == '\t';
}

/* Utils.to_n: the reference's string-to-number rule (Patterns::NUMERIC, then Ruby's Integer()
 * and Float()). Returns false when s is not a number. */
bool eval_string_to_number(const Str *s, Value *out) {
    const char *p = s->bytes, *end = s->bytes + s->len;
    if (end - p >= 2 && p[0] == ':' && p[1] == ':')
        p += 2;   /* relativize_name */
    while (p < end && is_blank(*p))
        p++;
    bool negative = false;
    if (p < end && (*p == '-' || *p == '+')) {
        negative = *p == '-';
        p++;
    }
    while (p < end && is_blank(*p))
        p++;
    const char *q = end;
    while (q > p && is_blank(q[-1]))
        q--;
    if (p >= q)
        return false;
    size_t n = (size_t)(q - p);
    if (n > 2 && p[0] == '0' && (p[1] == 'x' || p[1] == 'X')) {
        uint64_t v = 0;
        for (size_t i = 2; i < n; i++) {
            char c = p[i];
            int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10
                  : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
            if (d < 0 || v > (UINT64_MAX >> 4))
                return false;
            v = v * 16 + (uint64_t)d;
        }
        if (v > (uint64_t)INT64_MAX + (negative ? 1 : 0))
            return false;
        *out = value_integer(negative ? (int64_t)(0 - v) : (int64_t)v);
        return true;
    }
    /* (0?\d+)((?:\.\d+)?(?:[eE]-?\d+)?) */
    size_t i = 0;
    while (i < n && p[i] >= '0' && p[i] <= '9')
        i++;
    size_t int_digits = i;
    if (int_digits == 0)
        return false;
    bool fraction = false, exponent = false;
    if (i < n && p[i] == '.') {
        size_t j = i + 1;
        while (j < n && p[j] >= '0' && p[j] <= '9')
            j++;
        if (j == i + 1)
            return false;
        fraction = true;
        i = j;
    }
    if (i < n && (p[i] == 'e' || p[i] == 'E')) {
        size_t j = i + 1;
        if (j < n && p[j] == '-')
            j++;
        size_t digits = j;
        while (j < n && p[j] >= '0' && p[j] <= '9')
            j++;
        if (j == digits)
            return false;
        exponent = true;
        i = j;
    }
    if (i != n)
        return false;
    bool octal = p[0] == '0' && int_digits > 1;
    uint64_t whole = 0;
    for (size_t k = 0; k < int_digits; k++) {
        int d = p[k] - '0';
        if (octal && d > 7)
            return false;   /* Integer('09') raises: not a number */
        uint64_t base = octal ? 8 : 10;
        if (whole > (UINT64_MAX - (uint64_t)d) / base)
            return false;
        whole = whole * base + (uint64_t)d;
    }
    if (fraction || exponent) {
        /* match_to_fp: 0 raised to any power is not converted */
        if (whole == 0) {
            size_t k = int_digits;
            if (k < n && p[k] == '.')
                k++;
            while (k < n && p[k] == '0')
                k++;
            if (k < n && (p[k] == 'e' || p[k] == 'E'))
                return false;
        }
        char buf[128];
        if (n >= sizeof buf)
            return false;
        memcpy(buf, p, n);
        buf[n] = '\0';
        double f = strtod(buf, NULL);
        if (isinf(f))
            return false;
        *out = value_float(negative ? -f : f);
        return true;
    }
    if (whole > (uint64_t)INT64_MAX + (negative ? 1 : 0))
        return false;
    *out = value_integer(negative ? (int64_t)(0 - whole) : (int64_t)whole);
    return true;
}

static bool is_numeric_kind(Value v) {
    return v.kind == VAL_INTEGER || v.kind == VAL_FLOAT || v.kind == VAL_TIMESPAN || v.kind == VAL_TIMESTAMP;
}

static const char *number_text(Ctx *ctx, Value n) {
    if (n.kind == VAL_FLOAT) {
        char buf[32];
        format_float(buf, sizeof buf, n.as.floating);
        return ctx_strndup(ctx, buf, strlen(buf));
    }
    return ctx_sprintf(ctx, "%lld", (long long)n.as.integer);
}

/* coerce_numeric: the operand as a number, or an error at the operand `where`. */
Value eval_coerce_numeric(Ctx *ctx, Value v, SrcSpan where) {
    if (is_numeric_kind(v) || v.kind == VAL_SEMVER)   /* a SemanticPuppet::Version is a Ruby Numeric */
        return v;
    Value n;
    if (v.kind != VAL_STRING || !eval_string_to_number(v.as.string, &n))
        return ctx_error(ctx, where, "The value '%s' cannot be converted to Numeric.", eval_ruby_to_s(ctx, v));
    switch (ctx->options->strict) {
    case PUPPET_STRICT_OFF:
        break;
    case PUPPET_STRICT_WARNING:
        ctx_warn(ctx, where, "The string '%s' was automatically coerced to the numerical value %s",
                 v.as.string->bytes, number_text(ctx, n));
        break;
    case PUPPET_STRICT_ERROR:
        return ctx_error(ctx, where, "The string '%s' was automatically coerced to the numerical value %s",
                         v.as.string->bytes, number_text(ctx, n));
    }
    return n;
}

/* "%#+x" of a 128-bit value, as Ruby prints the bignum in NUMERIC_OVERFLOW. */
static const char *hex_of(Ctx *ctx, __int128 v, unsigned extra_zero_nibbles) {
    char digits[64];
    int n = 0;
    unsigned __int128 u = v < 0 ? (unsigned __int128)(-(v + 1)) + 1 : (unsigned __int128)v;
    do {
        digits[n++] = "0123456789abcdef"[(unsigned)(u & 15)];
        u >>= 4;
    } while (u);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_append_cstr(&sb, v < 0 ? "-0x" : "+0x");
    while (n)
        strbuf_append_char(&sb, digits[--n]);
    strbuf_append_repeat(&sb, '0', extra_zero_nibbles);
    return strbuf_finish(&sb)->bytes;
}

static Value overflow(Ctx *ctx, const char *op, __int128 v, unsigned extra_zero_nibbles, SrcSpan where) {
    return ctx_error(ctx, where, "A '%s' expression resulted in a value outside of Puppet Integer %s range, got '%s'",
                     op, v > 0 ? "max" : "min", hex_of(ctx, v, extra_zero_nibbles));
}

static Value integer_result(Ctx *ctx, const char *op, __int128 r, SrcSpan where) {
    if (r > INT64_MAX || r < INT64_MIN)
        return overflow(ctx, op, r, 0, where);
    return value_integer((int64_t)r);
}

/* a << n for n >= 0 with Ruby's bignum result checked against the Integer range. */
static Value shift_left(Ctx *ctx, const char *op, int64_t a, int64_t n, SrcSpan where) {
    if (a == 0)
        return value_integer(0);
    if (n <= 63) {   /* -1 << 63 is the smallest Integer */
        __int128 r = (__int128)a * ((__int128)1 << n);
        return integer_result(ctx, op, r, where);
    }
    /* far outside the range: print a << (n mod 4) followed by n/4 zero nibbles */
    unsigned nibbles = n / 4 > 4096 ? 4096 : (unsigned)(n / 4);
    return overflow(ctx, op, (__int128)a * (1 << (n % 4)), nibbles, where);   /* not <<: a may be negative */
}

static Value shift_right(int64_t a, int64_t n) {
    if (n >= 63)
        return value_integer(a < 0 ? -1 : 0);
    return value_integer(a >> n);   /* arithmetic shift: Ruby floors */
}

static Value integer_op(Ctx *ctx, const AstNode *node, const char *op, int64_t a, int64_t b) {
    SrcSpan where = eval_operator_span(ctx, node);
    int64_t r;
    /* 128-bit arithmetic only to describe an overflow: in wasm it is a library call */
    switch (op[0]) {
    case '+':
        if (!__builtin_add_overflow(a, b, &r))
            return value_integer(r);
        return integer_result(ctx, op, (__int128)a + b, where);
    case '-':
        if (!__builtin_sub_overflow(a, b, &r))
            return value_integer(r);
        return integer_result(ctx, op, (__int128)a - b, where);
    case '*':
        if (!__builtin_mul_overflow(a, b, &r))
            return value_integer(r);
        return integer_result(ctx, op, (__int128)a * b, where);
    case '/': {
        if (b == 0)
            return ctx_error(ctx, node->as.binary.rhs->span, "Division by 0");
        __int128 q = (__int128)a / b;   /* 128 bits: INT64_MIN / -1 overflows only the result */
        if (((__int128)a % b != 0) && ((a < 0) != (b < 0)))
            q--;   /* Ruby floors */
        return integer_result(ctx, op, q, where);
    }
    case '%': {
        if (b == 0)
            return ctx_error(ctx, node->as.binary.rhs->span, "Division by 0");
        if (b == -1)
            return value_integer(0);
        int64_t r = a % b;
        if (r != 0 && ((r < 0) != (b < 0)))
            r += b;   /* Ruby: the sign of the divisor */
        return value_integer(r);
    }
    case '<':
        if (b < 0)
            return shift_right(a, b == INT64_MIN ? INT64_MAX : -b);
        return shift_left(ctx, op, a, b, where);
    case '>':
        if (b < 0)
            return shift_left(ctx, op, a, b == INT64_MIN ? INT64_MAX : -b, where);
        return shift_right(a, b);
    }
    return ctx_error(ctx, where, "The operator '%s' is not supported.", op);
}

static Value float_op(Ctx *ctx, const AstNode *node, const char *op, double a, double b) {
    double r;
    switch (op[0]) {
    case '+': r = a + b; break;
    case '-': r = a - b; break;
    case '*': r = a * b; break;
    case '/': r = a / b; break;
    default:
        return ctx_error(ctx, node->as.binary.lhs->span, "Operator '%s' is not applicable to a Float.", op);
    }
    if (isinf(r))
        return ctx_error(ctx, node->as.binary.lhs->span, "The result of the %s expression is Infinity", op);
    return value_float(r);
}

/* --- collections --------------------------------------------------------------------------- */

/* Ruby's == on the reference's values: strings case-sensitively, Integer == Float by value. */
static bool ruby_equal(Value a, Value b) {
    stack_guard();   /* nested data: see ctx.h */
    if (a.kind == VAL_INTEGER && b.kind == VAL_FLOAT)
        return value_compare_integer_float(a.as.integer, b.as.floating) == 0;
    if (a.kind == VAL_FLOAT && b.kind == VAL_INTEGER)
        return value_compare_integer_float(b.as.integer, a.as.floating) == 0;
    if (a.kind != b.kind)
        return false;
    if (a.kind == VAL_ARRAY) {
        if (a.as.array->count != b.as.array->count)
            return false;
        for (size_t i = 0; i < a.as.array->count; i++)
            if (!ruby_equal(a.as.array->items[i], b.as.array->items[i]))
                return false;
        return true;
    }
    if (a.kind == VAL_HASH) {
        if (a.as.hash->count != b.as.hash->count)
            return false;
        for (size_t i = 0; i < a.as.hash->count; i++) {
            Value other;
            if (!hash_get(b.as.hash, a.as.hash->entries[i].key, &other) ||
                !ruby_equal(a.as.hash->entries[i].value, other))
                return false;
        }
        return true;
    }
    return value_eql(a, b);
}

/* y as the array `concatenate` and `delete` use: arrays as is, hashes as pairs, else [y]. */
static Value as_array_operand(Ctx *ctx, Value y) {
    if (y.kind == VAL_ARRAY)
        return y;
    if (y.kind == VAL_HASH)
        return eval_unfold_value(ctx, y, span_none());
    return value_array_of(ctx, &y, 1);
}

static Value concatenate(Ctx *ctx, const AstNode *node, Value x, Value y) {
    if (x.kind == VAL_ARRAY) {
        Value tail = as_array_operand(ctx, y);
        return value_array_concat(ctx, x.as.array, tail.as.array->items, tail.as.array->count);
    }
    SrcSpan where = eval_operator_span(ctx, node);
    StringGrowth *grow = &ctx->interp->grow;
    if (y.kind == VAL_HASH && grow->node == node)   /* reduce's accumulator (eval_growable_node) */
        return value_from_hash(hash_merge_owned(ctx, x.as.hash, y.as.hash, &grow->tip, grow->depth));
    if (y.kind == VAL_HASH)
        return value_from_hash(hash_merge(ctx, x.as.hash, y.as.hash));
    Hash *h = hash_copy(ctx, x.as.hash, 0);
    if (y.kind != VAL_ARRAY)
        return ctx_error(ctx, where, "Error while evaluating a '+' expression, Can only append Array or Hash to a Hash");
    const Array *a = y.as.array;
    bool pairs = a->count > 0;
    for (size_t i = 0; i < a->count; i++)
        if (a->items[i].kind != VAL_ARRAY)
            pairs = false;
    if (pairs) {
        /* Hash[[[k, v], ...]]: each element a pair */
        for (size_t i = 0; i < a->count; i++) {
            const Array *pair = a->items[i].as.array;
            if (pair->count < 1 || pair->count > 2)
                return ctx_error(ctx, where, "Error while evaluating a '+' expression, invalid number of elements (%zu for 1..2)",
                                 pair->count);
            hash_put(ctx, h, pair->items[0], pair->count == 2 ? pair->items[1] : value_undef());
        }
        return value_from_hash(h);
    }
    if (a->count % 2)
        return ctx_error(ctx, where, "Error while evaluating a '+' expression, odd number of arguments for Hash");
    for (size_t i = 0; i < a->count; i += 2)
        hash_put(ctx, h, a->items[i], a->items[i + 1]);
    return value_from_hash(h);
}

enum { HOLDS_INTEGER = 1, HOLDS_FLOAT = 2 };

/* Which of Integer and Float v is or holds (HOLDS_* bits): ruby_equal and value_eql differ only
 * where an Integer meets a Float (1 == 1.0). */
static unsigned numbers_in(Value v) {
    stack_guard();
    if (v.kind == VAL_INTEGER)
        return HOLDS_INTEGER;
    if (v.kind == VAL_FLOAT)
        return HOLDS_FLOAT;
    unsigned bits = 0;
    if (v.kind == VAL_ARRAY)
        for (size_t i = 0; i < v.as.array->count && bits != (HOLDS_INTEGER | HOLDS_FLOAT); i++)
            bits |= numbers_in(v.as.array->items[i]);
    if (v.kind == VAL_HASH)   /* keys compare by eql? under ruby_equal too: only the values count */
        for (size_t i = 0; i < v.as.hash->count && bits != (HOLDS_INTEGER | HOLDS_FLOAT); i++)
            bits |= numbers_in(v.as.hash->entries[i].value);
    return bits;
}

/* The values of `items` as the keys of a hash, to be asked by value_eql in constant time. */
static Hash *value_set(Ctx *ctx, const Value *items, size_t count) {
    Hash *set = hash_new(ctx, count);
    for (size_t i = 0; i < count; i++)
        hash_put(ctx, set, items[i], value_undef());
    return set;
}

/* x - y. Each element of x is looked up among y's in a hash (value_eql), so that big arrays
 * cost n + m rather than n * m; only where an Integer may meet a Float, for which Ruby's == is
 * wider than eql? (1 == 1.0), are y's elements scanned, a step per ELEMENTS_PER_STEP of them. */
static Value delete_from(Ctx *ctx, Value x, Value y) {
    if (x.kind == VAL_ARRAY) {
        const Array *remove = as_array_operand(ctx, y).as.array;
        bool indexed = remove->count >= VALUE_INDEX_MIN_COUNT && x.as.array->count >= VALUE_INDEX_MIN_COUNT;
        const Hash *set = indexed ? value_set(ctx, remove->items, remove->count) : NULL;
        unsigned remove_numbers = 0;
        for (size_t k = 0; indexed && k < remove->count && remove_numbers != (HOLDS_INTEGER | HOLDS_FLOAT); k++)
            remove_numbers |= numbers_in(remove->items[k]);
        ArrayBuilder b;
        array_builder_init(&b);
        for (size_t i = 0; i < x.as.array->count; i++) {
            Value item = x.as.array->items[i];
            bool removed = false;
            if (indexed) {
                removed = hash_get(set, item, NULL);
                unsigned item_numbers = removed ? 0 : numbers_in(item);
                bool integer_meets_float = ((item_numbers & HOLDS_FLOAT) && (remove_numbers & HOLDS_INTEGER)) ||
                                           ((item_numbers & HOLDS_INTEGER) && (remove_numbers & HOLDS_FLOAT));
                if (removed || !integer_meets_float) {
                    if (!removed)
                        array_builder_push(ctx, &b, item);
                    continue;
                }
                ctx_charge(ctx, remove->count / ELEMENTS_PER_STEP);
            }
            for (size_t k = 0; k < remove->count && !removed; k++)
                removed = ruby_equal(item, remove->items[k]);
            if (!removed)
                array_builder_push(ctx, &b, item);
        }
        return array_builder_finish(ctx, &b);
    }
    const Hash *h = x.as.hash;
    Hash *out = hash_new(ctx, h->count);
    const Hash *keys = y.kind == VAL_HASH ? y.as.hash
                       : y.kind == VAL_ARRAY && y.as.array->count >= VALUE_INDEX_MIN_COUNT
                           ? value_set(ctx, y.as.array->items, y.as.array->count)
                           : NULL;
    for (size_t i = 0; i < h->count; i++) {
        Value key = h->entries[i].key;
        bool removed;
        if (keys)
            removed = hash_get(keys, key, NULL);
        else if (y.kind == VAL_ARRAY) {
            removed = false;
            for (size_t k = 0; k < y.as.array->count && !removed; k++)
                removed = value_eql(key, y.as.array->items[k]);
        } else
            removed = value_eql(key, y);
        if (!removed)
            hash_put(ctx, out, key, h->entries[i].value);
    }
    return value_from_hash(out);
}

/* --- arithmetic ---------------------------------------------------------------------------- */

static const char *arithmetic_op(AstKind kind) {
    return kind == AST_ADD ? "+" : kind == AST_SUB ? "-" : kind == AST_MUL ? "*" : kind == AST_DIV ? "/"
         : kind == AST_MOD ? "%" : kind == AST_SHL ? "<<" : ">>";
}

/* The operation on evaluated operands. Out of line so that the frame of eval_arithmetic, which
 * stays on the stack while its operands evaluate (recursive calls in them), is small. */
static __attribute__((noinline)) Value arithmetic_apply(Ctx *ctx, const AstNode *node, Value left, Value right) {
    const char *op = arithmetic_op(node->kind);
    const AstNode *lhs = node->as.binary.lhs, *rhs = node->as.binary.rhs;

    if (left.kind == VAL_INTEGER && right.kind == VAL_INTEGER)
        return integer_op(ctx, node, op, left.as.integer, right.as.integer);   /* none of the cases below */
    if ((left.kind == VAL_ARRAY || left.kind == VAL_HASH) &&
        (node->kind == AST_ADD || node->kind == AST_SUB || node->kind == AST_SHL)) {
        if (node->kind == AST_ADD)
            return concatenate(ctx, node, left, right);
        if (node->kind == AST_SUB)
            return delete_from(ctx, left, right);
        if (left.kind != VAL_ARRAY)
            return ctx_error(ctx, lhs->span, "Operator '<<' is not applicable to a Hash.");
        return value_array_concat(ctx, left.as.array, &right, 1);
    }

    if (left.kind == VAL_URI && node->kind == AST_ADD) {
        /* Evaluator#concatenate: URI#merge with a URI or the URI a String parses to */
        SrcSpan where = eval_operator_span(ctx, node);
        const char *error = NULL;
        const Uri *rel = right.kind == VAL_URI ? right.as.uri
                         : right.kind == VAL_STRING ? uri_parse(ctx, right.as.string->bytes, right.as.string->len, &error)
                                                    : NULL;
        if (!rel && !error)
            error = "An URI can only be merged with an URI or String";
        const Uri *merged = rel ? uri_merge(ctx, left.as.uri, rel, &error) : NULL;
        if (!merged)
            return ctx_error(ctx, where, "Error while evaluating a '+' expression, %s", error);
        return value_from_uri(merged);
    }

    if (left.kind == VAL_BINARY && node->kind == AST_ADD) {
        if (right.kind != VAL_BINARY)
            return ctx_error(ctx, eval_operator_span(ctx, node),
                             "Error while evaluating a '+' expression, Can only append Binary to a Binary");
        Value joined = left;
        StrBuf sb;
        strbuf_init(&sb, ctx);
        strbuf_append(&sb, left.as.string->bytes, left.as.string->len);
        strbuf_append(&sb, right.as.string->bytes, right.as.string->len);
        joined.as.string = sb.len ? strbuf_finish(&sb) : str_new(ctx, "", 0);
        return joined;
    }

    TRY(left = eval_coerce_numeric(ctx, left, lhs->span));
    TRY(right = eval_coerce_numeric(ctx, right, rhs->span));

    if (node->kind == AST_MOD && (left.kind == VAL_FLOAT || right.kind == VAL_FLOAT)) {
        if (left.kind == VAL_FLOAT)
            return ctx_error(ctx, lhs->span, "Operator '%%' is not applicable to a Float.");
        return ctx_error(ctx, lhs->span, "Operator '%%' is not applicable to %s when right side is %s.",
                         label_with_article(ctx, eval_value_label(ctx, left), false),
                         label_with_article(ctx, eval_value_label(ctx, right), false));
    }
    bool left_time = left.kind == VAL_TIMESPAN || left.kind == VAL_TIMESTAMP;
    if ((right.kind == VAL_TIMESPAN || right.kind == VAL_TIMESTAMP) && !left_time &&
        node->kind != AST_ADD && !(right.kind == VAL_TIMESPAN && (node->kind == AST_MUL || node->kind == AST_SUB)))
        /* Evaluator#calculate refuses these before it asks the left operand (a Version, a shift) */
        return ctx_error(ctx, lhs->span, "Operator '%s' is not applicable to %s when right side is %s.", op,
                         label_with_article(ctx, eval_value_label(ctx, left), false),
                         label_with_article(ctx, eval_value_label(ctx, right), false));
    if (left.kind == VAL_SEMVER && (right.kind == VAL_TIMESPAN || right.kind == VAL_TIMESTAMP) &&
        (node->kind == AST_ADD || node->kind == AST_MUL)) {
        /* '+' and '*' that pass the test above swap places: the time value does the arithmetic */
        Value t = left;
        left = right;
        right = t;
    } else if (left.kind == VAL_SEMVER || (right.kind == VAL_SEMVER && left.kind != VAL_TIMESPAN &&
                                           left.kind != VAL_TIMESTAMP)) {
        /* Ruby: a Version has no operators (NoMethodError), and a number's operator coerces
         * the Version to Float (TypeError); shifts of a number refuse it (NoMethodError) */
        if (left.kind == VAL_SEMVER || node->kind == AST_SHL || node->kind == AST_SHR)
            return ctx_error(ctx, lhs->span, "Operator '%s' is not applicable to %s.", op,
                             label_with_article(ctx, eval_value_label(ctx, left), false));
        return ctx_error(ctx, eval_operator_span(ctx, node),
                         "Error while evaluating a '%s' expression, can't convert SemanticPuppet::Version into Float", op);
    }
    bool time = left.kind == VAL_TIMESPAN || left.kind == VAL_TIMESTAMP ||
                right.kind == VAL_TIMESPAN || right.kind == VAL_TIMESTAMP;
    if (time) {
        if (node->kind == AST_SHL || node->kind == AST_SHR)
            return ctx_error(ctx, lhs->span, "Operator '%s' is not applicable to %s.", op,
                             label_with_article(ctx, eval_value_label(ctx, left), false));
        TimeOperands at = { lhs->span, rhs->span, eval_operator_span(ctx, node) };
        if (right.kind == VAL_SEMVER) {
            /* the time types' operators name a Version by its Ruby class (time_ops.c's words) */
            const char *time_name = left.kind == VAL_TIMESPAN ? "Timespan" : "Timestamp";
            const char *message =
                op[0] == '+' ? ctx_sprintf(ctx, "A Version cannot be added to a %s", time_name)
                : op[0] == '-' ? ctx_sprintf(ctx, "A Version cannot be subtracted from a %s", time_name)
                : left.kind == VAL_TIMESTAMP ? NULL
                : op[0] == '*' ? "A Timestamp cannot be multiplied by a Version"   /* sic */
                : op[0] == '/' ? "A Timespan cannot be divided by a Version"
                               : "Can not do modulus on a Timespan using a a Version";   /* sic */
            if (message)
                return ctx_error(ctx, at.op, "Error while evaluating a '%s' expression, %s", op, message);
        }
        return time_arithmetic(ctx, op[0], left, right, &at);
    }
    if (left.kind == VAL_INTEGER && right.kind == VAL_INTEGER)
        return integer_op(ctx, node, op, left.as.integer, right.as.integer);
    if (node->kind == AST_SHL || node->kind == AST_SHR) {
        if (left.kind == VAL_FLOAT)
            return ctx_error(ctx, lhs->span, "Operator '%s' is not applicable to a Float.", op);
        /* Integer#<< truncates a Float count (rb_to_int); a count of 2^67 or more that
         * shifts left is Ruby's RangeError, one that shifts right leaves 0 or -1 */
        double f = right.as.floating;
        if (isnan(f) || isinf(f))
            return ctx_error(ctx, eval_operator_span(ctx, node), "Error while evaluating a '%s' expression, %s", op,
                             isnan(f) ? "NaN" : f > 0 ? "Infinity" : "-Infinity");
        if (left.as.integer == 0)
            return value_integer(0);
        if (fabs(f) >= 147573952589676412928.0 && (f > 0) == (node->kind == AST_SHL))
            return ctx_error(ctx, eval_operator_span(ctx, node),
                             "Error while evaluating a '%s' expression, shift width too big", op);
        int64_t count = f >= 9223372036854775807.0 ? INT64_MAX : f <= -9223372036854775807.0 ? -INT64_MAX : (int64_t)f;
        return integer_op(ctx, node, op, left.as.integer, count);
    }
    double a = left.kind == VAL_FLOAT ? left.as.floating : (double)left.as.integer;
    double b = right.kind == VAL_FLOAT ? right.as.floating : (double)right.as.integer;
    return float_op(ctx, node, op, a, b);
}

Value eval_arithmetic(Ctx *ctx, const AstNode *node) {
    Value left, right;
    TRY(left = eval_node(ctx, node->as.binary.lhs));
    TRY(right = eval_node(ctx, node->as.binary.rhs));
    return arithmetic_apply(ctx, node, left, right);
}

Value eval_unary_minus(Ctx *ctx, const AstNode *node) {
    Value v;
    TRY(v = eval_node(ctx, node->as.unary.operand));
    TRY(v = eval_coerce_numeric(ctx, v, node->span));
    switch (v.kind) {
    case VAL_INTEGER:
        if (v.as.integer == INT64_MIN)
            return ctx_error(ctx, node->span,
                             "A Unary Minus resulted in a value outside of Puppet Integer max range, got '+0x8000000000000000'");
        return value_integer(-v.as.integer);
    case VAL_FLOAT:
        return value_float(-v.as.floating);
    case VAL_TIMESPAN:
        return value_timespan(-v.as.integer);
    case VAL_SEMVER:   /* Numeric#-@ coerces the Version to Float */
        return ctx_error(ctx, node->span,
                         "Error while evaluating an Unary Minus, can't convert SemanticPuppet::Version into Float");
    default:
        return ctx_error(ctx, node->span, "Operator '-' is not applicable to %s.",
                         label_with_article(ctx, eval_value_label(ctx, v), false));
    }
}

/* --- logic --------------------------------------------------------------------------------- */

Value eval_logical(Ctx *ctx, const AstNode *node) {
    Value v;
    if (node->kind == AST_NOT) {
        TRY(v = eval_node(ctx, node->as.unary.operand));
        return value_boolean(!value_truthy(v));
    }
    TRY(v = eval_node(ctx, node->as.binary.lhs));
    bool left = value_truthy(v);
    if (node->kind == AST_AND ? !left : left)
        return value_boolean(left);
    TRY(v = eval_node(ctx, node->as.binary.rhs));
    return value_boolean(value_truthy(v));
}

/* --- comparison ---------------------------------------------------------------------------- */

static int sign_of(double d) {
    return d < 0 ? -1 : d > 0 ? 1 : 0;
}

/* Ruby's casecmp: ASCII letters folded, then bytes compared. */
static int casecmp(const Str *a, const Str *b) {
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

bool eval_compare_values(Ctx *ctx, Value a, Value b, const char *op, SrcSpan where, int *out) {
    const char *detail = NULL;
    switch (a.kind) {
    case VAL_STRING:
        if (b.kind == VAL_STRING) {
            *out = casecmp(a.as.string, b.as.string);
            return true;
        }
        detail = "A String is not comparable to a non String";
        break;
    case VAL_INTEGER:
    case VAL_FLOAT:
        if (b.kind == VAL_INTEGER && a.kind == VAL_INTEGER) {
            *out = a.as.integer < b.as.integer ? -1 : a.as.integer > b.as.integer;
            return true;
        }
        /* Ruby compares an Integer with a Float exactly (not as two doubles) */
        if (a.kind == VAL_INTEGER && b.kind == VAL_FLOAT && !isnan(b.as.floating)) {
            *out = value_compare_integer_float(a.as.integer, b.as.floating);
            return true;
        }
        if (a.kind == VAL_FLOAT && b.kind == VAL_INTEGER && !isnan(a.as.floating)) {
            *out = -value_compare_integer_float(b.as.integer, a.as.floating);
            return true;
        }
        if (b.kind == VAL_INTEGER || b.kind == VAL_FLOAT) {
            double x = a.kind == VAL_FLOAT ? a.as.floating : (double)a.as.integer;
            double y = b.kind == VAL_FLOAT ? b.as.floating : (double)b.as.integer;
            *out = sign_of(x - y);
            if (x < y)
                *out = -1;
            else if (x > y)
                *out = 1;
            return true;
        }
        if (b.kind == VAL_TIMESPAN || b.kind == VAL_TIMESTAMP) {
            int c;
            if (time_compare(b, a, &c)) {
                *out = -c;
                return true;
            }
        }
        if (b.kind == VAL_SEMVER) {
            /* a Version is a Ruby Numeric: Integer#<=> coerces it to Float and fails */
            ctx_error(ctx, where, "Error while evaluating a '%s' expression, can't convert SemanticPuppet::Version into Float",
                      op);
            return false;
        }
        detail = "A Numeric is not comparable to non Numeric";
        break;
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
        if (time_compare(a, b, out))
            return true;
        detail = a.kind == VAL_TIMESPAN ? "Timespans are only comparable to Timespans, Integers, and Floats"
                                        : "Timestamps are only comparable to Timestamps, Integers, and Floats";
        break;
    case VAL_SEMVER:
        if (b.kind == VAL_SEMVER) {
            int c = semver_compare(a.as.semver, b.as.semver);
            *out = c < 0 ? -1 : c > 0;
            return true;
        }
        detail = "Versions not comparable to non Versions";
        break;
    case VAL_DEFAULT:
        if (b.kind == VAL_DEFAULT) {
            *out = 0;
            return true;
        }
        detail = "Symbol not comparable to non Symbol";
        break;
    case VAL_UNDEF:
    case VAL_BOOLEAN:
    case VAL_REGEXP:
    case VAL_ARRAY:
    case VAL_HASH:
    case VAL_TYPE:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
    case VAL_SEMVER_RANGE:
    case VAL_BINARY:
    case VAL_OBJECT:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        detail = "Only Strings, Numbers, Timespans, Timestamps, and Versions are comparable";
        break;
    }
    ctx_error(ctx, where, "Comparison of: %s %s %s, is not possible. Caused by '%s'.",
              eval_value_label(ctx, a), op, eval_value_label(ctx, b), detail);
    return false;
}

/* Out of line for the same reason as arithmetic_apply. */
static __attribute__((noinline)) Value comparison_apply(Ctx *ctx, const AstNode *node, Value left, Value right) {
    /* a type on the left compares by TypeCalculator#equals (also mutual assignability); a
     * reference the catalog holds is a Puppet::Resource, no type, there */
    bool types = left.kind == VAL_TYPE && right.kind == VAL_TYPE && !left.catalog_resource && !right.catalog_resource;
    switch (node->kind) {
    case AST_EQ:
        return value_boolean(types ? type_equals_op(ctx, left.as.type, right.as.type) : value_equal(left, right));
    case AST_NE:
        return value_boolean(!(types ? type_equals_op(ctx, left.as.type, right.as.type) : value_equal(left, right)));
    default:
        break;
    }
    const char *op = node->kind == AST_LT ? "<" : node->kind == AST_LE ? "<=" : node->kind == AST_GT ? ">" : ">=";
    if (left.kind == VAL_TYPE && !left.catalog_resource) {
        /* evaluator_impl.rb: assignability; a non-type on the right is never assignable */
        if (right.kind != VAL_TYPE)
            return value_boolean(false);
        const Type *a = left.as.type, *b = right.as.type;
        switch (node->kind) {
        case AST_LT: return value_boolean(type_less(ctx, a, b));
        case AST_LE: return value_boolean(type_less_equal(ctx, a, b));
        case AST_GT: return value_boolean(type_less(ctx, b, a));
        default: return value_boolean(type_less_equal(ctx, b, a));
        }
    }
    int c;
    if (!eval_compare_values(ctx, left, right, op, eval_operator_span(ctx, node), &c))
        return value_abrupt();
    switch (node->kind) {
    case AST_LT: return value_boolean(c < 0);
    case AST_LE: return value_boolean(c <= 0);
    case AST_GT: return value_boolean(c > 0);
    default: return value_boolean(c >= 0);
    }
}

Value eval_comparison(Ctx *ctx, const AstNode *node) {
    Value left, right;
    TRY(left = eval_node(ctx, node->as.binary.lhs));
    TRY(right = eval_node(ctx, node->as.binary.rhs));
    return comparison_apply(ctx, node, left, right);
}

/* --- in ------------------------------------------------------------------------------------ */

/* Lower-cases the way Ruby's String#downcase does for `in` (ASCII letters, and other letters
 * by their simple Unicode mapping); invalid bytes are kept. A step per STRING_BYTES_PER_STEP
 * bytes. */
static const Str *downcase(Ctx *ctx, const Str *s) {
    ctx_charge(ctx, s->len / STRING_BYTES_PER_STEP);
    bool ascii = true;
    for (size_t i = 0; i < s->len && ascii; i++)
        ascii = (unsigned char)s->bytes[i] < 0x80;
    if (!ascii) {
        StrBuf sb;
        strbuf_init(&sb, ctx);
        for (size_t pos = 0; pos < s->len;) {
            int32_t cp;
            size_t n = utf8_decode(s->bytes, s->len, pos, &cp);
            if (cp < 0)
                strbuf_append(&sb, s->bytes + pos, n);
            else
                utf8_append(&sb, utf8proc_tolower(cp));
            pos += n;
        }
        return strbuf_finish(&sb);
    }
    char *p = ctx_alloc(ctx, s->len + 1);
    for (size_t i = 0; i < s->len; i++) {
        char c = s->bytes[i];
        p[i] = c >= 'A' && c <= 'Z' ? (char)(c + 32) : c;
    }
    return str_new(ctx, p, s->len);
}

/* The run's last long string `in` searched, lower-cased once: `'x' in $s` in a loop over a
 * long $s copied it whole at each question (a memo string that reduce grows in place keeps
 * its address but not its length, eval_string.c). */
struct InFold {
    const Str *source;
    ArenaToken token;   /* source's region: the fold holds while it is open (arena.h) */
    size_t len;
    const Str *folded;  /* in source's region, so that it lives as long */
};

static const Str *downcase_kept(Ctx *ctx, const Str *s) {
    if (s->len < STRING_BYTES_PER_STEP)
        return downcase(ctx, s);
    struct InFold *f = ctx->in_fold;
    if (!f) {   /* kept for the run: in region 0 */
        f = ctx->in_fold = ctx_alloc_in(ctx, 0, sizeof *f);
        memset(f, 0, sizeof *f);
    }
    if (f->source != s || f->len != s->len || !arena_token_alive(&ctx->arena, f->token)) {
        f->source = NULL;   /* until the fold is made: downcase may leave the run */
        ArenaToken token = arena_token_of(&ctx->arena, s);
        size_t saved = arena_target(&ctx->arena);
        arena_set_target(&ctx->arena, token.depth);
        const Str *folded = downcase(ctx, s);
        arena_set_target(&ctx->arena, saved);
        f->folded = folded;
        f->source = s;
        f->token = token;
        f->len = s->len;
    }
    return f->folded;
}

/* Whether needle occurs in hay: the bytes searched and compared are charged as steps (a step
 * per STRING_BYTES_PER_STEP), so that a search that compares much at many places is counted. */
static bool contains_bytes(Ctx *ctx, const Str *hay, const Str *needle) {
    if (needle->len == 0)
        return true;
    if (needle->len > hay->len)
        return false;
    const char *p = hay->bytes, *end = hay->bytes + (hay->len - needle->len) + 1;
    uint64_t compared = 0;
    bool found = false;
    while (p < end) {
        const char *q = memchr(p, needle->bytes[0], (size_t)(end - p));
        if (!q) {
            p = end;
            break;
        }
        compared += needle->len;
        if (memcmp(q, needle->bytes, needle->len) == 0) {
            p = q;
            found = true;
            break;
        }
        p = q + 1;
    }
    ctx_charge(ctx, ((uint64_t)(p - hay->bytes) + compared) / STRING_BYTES_PER_STEP);
    return found;
}

static bool semver_range_has(Ctx *ctx, const SemVerRange *range, Value v) {
    if (v.kind == VAL_SEMVER)
        return semver_range_includes(range, v.as.semver);
    if (v.kind == VAL_STRING) {
        const char *error;
        const SemVer *sv = semver_parse(ctx, v.as.string->bytes, v.as.string->len, &error);
        return sv && semver_range_includes(range, sv);
    }
    return false;
}

/* CompareOperator#include?(a, b): whether b is in a. */
static bool includes(Ctx *ctx, Value a, Value b) {
    stack_guard();
    switch (a.kind) {
    case VAL_STRING:
        if (b.kind == VAL_STRING)
            return contains_bytes(ctx, downcase_kept(ctx, a.as.string), downcase(ctx, b.as.string));
        if (b.kind == VAL_REGEXP) {
            const MatchData *m = regex_match(ctx, b.as.regexp, a.as.string);
            eval_set_match(ctx, m);
            return m != NULL;
        }
        return false;   /* a Numeric is never == a String */
    case VAL_ARRAY: {
        const Array *arr = a.as.array;
        bool answered;   /* asked again about the same big array: its index answers (keyed by
                            the item block: a template may give the array new items) */
        bool held = value_index_holds(ctx, arr->items, arr->items, NULL, arr->count, b, &answered);
        if (answered)
            return held;
        ctx_charge(ctx, arr->count / ELEMENTS_PER_STEP);   /* the scan below */
        if (b.kind == VAL_REGEXP) {
            for (size_t i = 0; i < arr->count; i++) {
                if (arr->items[i].kind != VAL_STRING)
                    continue;
                const MatchData *m = regex_match(ctx, b.as.regexp, arr->items[i].as.string);
                if (m) {
                    eval_set_match(ctx, m);
                    return true;
                }
            }
            return false;
        }
        if (b.kind == VAL_STRING || b.kind == VAL_SEMVER) {
            /* each element is a case option for b */
            for (size_t i = 0; i < arr->count; i++)
                if (eval_case_match(ctx, b, arr->items[i]))
                    return true;
            return false;
        }
        if (b.kind == VAL_TYPE && !b.catalog_resource) {
            for (size_t i = 0; i < arr->count; i++)
                if (type_is_instance(ctx, b.as.type, arr->items[i]))
                    return true;
            return false;
        }
        for (size_t i = 0; i < arr->count; i++)
            if (value_equal(arr->items[i], b))
                return true;
        return false;
    }
    case VAL_HASH: {
        const Hash *h = a.as.hash;
        bool answered;
        bool held = value_index_holds(ctx, h->entries, NULL, h->entries, h->count, b, &answered);
        if (answered)
            return held;
        Array *keys = array_new(ctx, h->count);
        for (size_t i = 0; i < h->count; i++)
            keys->items[i] = h->entries[i].key;
        return includes(ctx, value_from_array(keys), b);
    }
    case VAL_SEMVER_RANGE:
        return semver_range_has(ctx, a.as.semver_range, b);
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_REGEXP:
    case VAL_TYPE:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
    case VAL_SEMVER:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
    case VAL_OBJECT:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    return false;
}

Value eval_in(Ctx *ctx, const AstNode *node) {
    Value left, right;
    TRY(left = eval_node(ctx, node->as.binary.lhs));
    TRY(right = eval_node(ctx, node->as.binary.rhs));
    return value_boolean(includes(ctx, right, left));
}
