/* fnlib.c: Ruby's rules that several built-in functions share. See fnlib.h. */
#include "functions/fnlib.h"
#include "hiera/hiera.h"

#include <math.h>
#include <stdlib.h>
#include <string.h>

#include "support/ctx.h"
#include "eval/eval_internal.h"
#include "text/format.h"
#include "eval/function.h"
#include "support/ascii.h"
#include "support/limits.h"
#include "eval/scope.h"
#include "values/semver.h"
#include "text/sprintf.h"
#include "values/timedata.h"
#include "types/type.h"
#include "values/uri.h"

typedef struct FnlibState {
    NameTable warned;             /* warn-once keys already used in this run */
} FnlibState;

/* The keys are kept for the run: they lie in region 0 (docs/memory.md). */
bool fnlib_first_time(Ctx *ctx, const char *key) {
    if (ctx->fnlib && name_table_find(&ctx->fnlib->warned, key, strlen(key)))
        return false;
    size_t saved = ctx_root_begin(ctx);
    if (!ctx->fnlib)
        ctx->fnlib = ctx_calloc(ctx, 1, sizeof *ctx->fnlib);
    name_table_put(ctx, &ctx->fnlib->warned, ctx_strndup(ctx, key, strlen(key)), strlen(key));
    ctx_root_end(ctx, saved);
    return true;
}

void fnlib_warn_once(Ctx *ctx, const char *key, const char *message) {
    if (fnlib_first_time(ctx, key ? key : message))
        ctx_warn(ctx, span_none(), "%s", message);
}

/* --- Ruby's <=> ----------------------------------------------------------------------------- */

static int sign_of_double(double x, double y) {
    return x < y ? -1 : x > y ? 1 : 0;
}

static int compare_bytes(const Str *a, const Str *b) {
    size_t n = a->len < b->len ? a->len : b->len;
    int c = memcmp(a->bytes, b->bytes, n);
    if (c)
        return c < 0 ? -1 : 1;
    return a->len == b->len ? 0 : a->len < b->len ? -1 : 1;
}

static bool ruby_compare(Ctx *ctx, Value a, Value b, int *out, int depth);

bool fnlib_ruby_compare(Ctx *ctx, Value a, Value b, int *out) {
    return ruby_compare(ctx, a, b, out, 0);
}

static bool ruby_compare(Ctx *ctx, Value a, Value b, int *out, int depth) {
    switch (a.kind) {
    case VAL_INTEGER:
        if (b.kind == VAL_INTEGER) {
            *out = a.as.integer < b.as.integer ? -1 : a.as.integer > b.as.integer;
            return true;
        }
        if (b.kind == VAL_FLOAT) {
            if (isnan(b.as.floating))
                return false;
            *out = value_compare_integer_float(a.as.integer, b.as.floating);   /* exact, as Ruby */
            return true;
        }
        if (b.kind == VAL_TIMESPAN || b.kind == VAL_TIMESTAMP) {
            int c;
            if (!time_compare(b, a, &c))
                return false;
            *out = -c;
            return true;
        }
        return false;
    case VAL_FLOAT:
        if (isnan(a.as.floating))
            return false;
        if (b.kind == VAL_INTEGER) {
            *out = -value_compare_integer_float(b.as.integer, a.as.floating);   /* exact, as Ruby */
            return true;
        }
        if (b.kind == VAL_FLOAT) {
            double y = b.as.floating;
            if (isnan(y))
                return false;
            *out = sign_of_double(a.as.floating, y);
            return true;
        }
        if (b.kind == VAL_TIMESPAN || b.kind == VAL_TIMESTAMP) {
            int c;
            if (!time_compare(b, a, &c))
                return false;
            *out = -c;
            return true;
        }
        return false;
    case VAL_STRING:
        if (b.kind != VAL_STRING)
            return false;
        *out = compare_bytes(a.as.string, b.as.string);
        return true;
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
        return time_compare(a, b, out);
    case VAL_SEMVER:
        if (b.kind != VAL_SEMVER)
            return false;
        {
            int c = semver_compare(a.as.semver, b.as.semver);
            *out = c < 0 ? -1 : c > 0;
        }
        return true;
    case VAL_ARRAY: {
        /* Array#<=>: element-wise, then by length; nil when an element pair is not comparable */
        if (b.kind != VAL_ARRAY || depth >= MAX_DATA_DEPTH)
            return false;   /* data nested that deep is not ordered (Ruby would recurse on) */
        const Array *x = a.as.array, *y = b.as.array;
        size_t n = x->count < y->count ? x->count : y->count;
        for (size_t i = 0; i < n; i++) {
            ctx_step(ctx);
            int c;
            if (!ruby_compare(ctx, x->items[i], y->items[i], &c, depth + 1))
                return false;
            if (c) {
                *out = c;
                return true;
            }
        }
        *out = x->count == y->count ? 0 : x->count < y->count ? -1 : 1;
        return true;
    }
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_REGEXP:
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
        break;
    }
    /* Object#<=>: 0 for the same (eql) object, nil otherwise */
    if (value_eql(a, b)) {
        *out = 0;
        return true;
    }
    return false;
}

/* rb_cmperr: the right operand is shown by inspect when it is nil, true, false, an Integer
 * that fits a fixnum or a Float, else by its class. */
static const char *cmperr_operand(Ctx *ctx, Value v) {
    switch (v.kind) {
    case VAL_UNDEF: return "nil";
    case VAL_BOOLEAN: return v.as.boolean ? "true" : "false";
    case VAL_INTEGER:
        if (v.as.integer >= -(INT64_C(1) << 62) && v.as.integer < (INT64_C(1) << 62))
            return ctx_sprintf(ctx, "%lld", (long long)v.as.integer);
        return "Integer";
    case VAL_FLOAT: {
        char buf[32];
        format_float(buf, sizeof buf, v.as.floating);
        return ctx_strndup(ctx, buf, strlen(buf));
    }
    default:
        return type_ruby_class_of_value(v);
    }
}

Value fnlib_comparison_failed(Ctx *ctx, const CallSite *site, Value a, Value b) {
    return function_error(ctx, site, "comparison of %s with %s failed", type_ruby_class_of_value(a),
                          cmperr_operand(ctx, b));
}

bool fnlib_cmpint(Ctx *ctx, const CallSite *site, Value result, Value a, Value b, int *out) {
    switch (result.kind) {
    case VAL_INTEGER:
        *out = result.as.integer < 0 ? -1 : result.as.integer > 0;
        return true;
    case VAL_FLOAT:
        *out = result.as.floating < 0 ? -1 : result.as.floating > 0;
        return true;
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
        /* TimeData is a Numeric: `> 0` compares its nanoseconds */
        *out = result.as.integer < 0 ? -1 : result.as.integer > 0;
        return true;
    case VAL_UNDEF:
        fnlib_comparison_failed(ctx, site, a, b);
        return false;
    case VAL_STRING:
    case VAL_DEFAULT:
    case VAL_SEMVER:
        /* Comparable#> whose <=> answers nil for 0 (default is the Symbol :default) */
        function_error(ctx, site, "comparison of %s with 0 failed", type_ruby_class_of_value(result));
        return false;
    case VAL_HASH:
        /* Hash#> is the superset test and wants a Hash */
        function_error(ctx, site, "no implicit conversion of Integer into Hash");
        return false;
    case VAL_BOOLEAN:
    case VAL_REGEXP:
    case VAL_ARRAY:
    case VAL_SEMVER_RANGE:
        function_error(ctx, site, "undefined method `>' for %s", fnlib_ruby_receiver(ctx, result));
        return false;
    case VAL_TYPE:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
    case VAL_BINARY:
    case VAL_OBJECT:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        /* the reference shows #<...> with an object address here: the value's own form */
        function_error(ctx, site, "undefined method `>' for %s", eval_ruby_to_s(ctx, result));
        return false;
    }
    return false;
}

/* --- numeric text ---------------------------------------------------------------------------- */

static bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

static bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

int64_t fnlib_ruby_to_i(const char *text, size_t len) {
    size_t i = 0;
    while (i < len && is_blank(text[i]))
        i++;
    bool negative = false;
    if (i < len && (text[i] == '+' || text[i] == '-'))
        negative = text[i++] == '-';
    uint64_t v = 0;
    bool any = false;
    while (i < len) {
        char c = text[i];
        if (is_digit(c)) {
            uint64_t d = (uint64_t)(c - '0');
            v = v > (UINT64_MAX - d) / 10 ? UINT64_MAX : v * 10 + d;
            any = true;
            i++;
        } else if (c == '_' && any && i + 1 < len && is_digit(text[i + 1])) {
            i++;
        } else {
            break;
        }
    }
    if (v > (uint64_t)INT64_MAX)
        return negative ? INT64_MIN : INT64_MAX;
    return negative ? -(int64_t)v : (int64_t)v;
}

double fnlib_ruby_to_f(const char *text, size_t len) {
    /* the number is copied, without its underscores, into a bounded buffer for strtod;
     * digits past the buffer cannot change a double */
    char buf[400];
    size_t n = 0, i = 0;
    while (i < len && is_blank(text[i]))
        i++;
    if (i < len && (text[i] == '+' || text[i] == '-'))
        buf[n++] = text[i++];
    bool digits = false;
    while (i < len && n < sizeof buf - 16) {
        char c = text[i];
        if (is_digit(c)) {
            buf[n++] = c;
            digits = true;
            i++;
        } else if (c == '_' && digits && i + 1 < len && is_digit(text[i + 1])) {
            i++;
        } else {
            break;
        }
    }
    if (i + 1 < len && text[i] == '.' && is_digit(text[i + 1])) {
        buf[n++] = '.';
        i++;
        bool frac = false;
        while (i < len && n < sizeof buf - 8) {
            char c = text[i];
            if (is_digit(c)) {
                buf[n++] = c;
                frac = true;
                i++;
            } else if (c == '_' && frac && i + 1 < len && is_digit(text[i + 1])) {
                i++;
            } else {
                break;
            }
        }
        digits = digits || frac;
    }
    if (!digits)
        return 0.0;
    if (i < len && (text[i] == 'e' || text[i] == 'E')) {
        size_t j = i + 1, m = n;
        char exp[8];
        size_t e = 0;
        if (j < len && (text[j] == '+' || text[j] == '-'))
            exp[e++] = text[j++];
        size_t start = e;
        while (j < len && is_digit(text[j]) && e < sizeof exp - 1)
            exp[e++] = text[j++];
        if (e > start) {
            buf[m++] = 'e';
            memcpy(buf + m, exp, e);
            n = m + e;
        }
    }
    buf[n] = '\0';
    return strtod(buf, NULL);
}

bool fnlib_ruby_float(const char *text, size_t len, double *out) {
    size_t i = 0;
    while (i < len && is_blank(text[i]))
        i++;
    size_t end = len;
    while (end > i && is_blank(text[end - 1]))
        end--;
    if (i == end)
        return false;
    /* hexadecimal: [sign] 0x digits */
    size_t j = i;
    bool negative = false;
    if (text[j] == '+' || text[j] == '-')
        negative = text[j++] == '-';
    if (j + 2 < end + 1 && j + 1 < end && text[j] == '0' && (text[j + 1] == 'x' || text[j + 1] == 'X')) {
        j += 2;
        double v = 0;
        bool any = false;
        while (j < end) {
            int h = ascii_hex_value(text[j]);
            if (h >= 0) {
                v = v * 16 + h;
                any = true;
                j++;
            } else if (text[j] == '_' && any && j + 1 < end && ascii_hex_value(text[j + 1]) >= 0) {
                j++;
            } else {
                return false;
            }
        }
        if (!any)
            return false;
        *out = negative ? -v : v;
        return true;
    }
    /* decimal: the whole trimmed text must be one number */
    char local[512];
    size_t n = end - i;
    if (n >= sizeof local)
        return false;
    memcpy(local, text + i, n);
    local[n] = '\0';
    size_t k = 0;
    if (local[k] == '+' || local[k] == '-')
        k++;
    bool int_digits = false, frac_digits = false;
    char clean[512];
    size_t c = 0;
    if (k)
        clean[c++] = local[0];
    while (k < n) {
        if (is_digit(local[k])) {
            clean[c++] = local[k++];
            int_digits = true;
        } else if (local[k] == '_' && int_digits && k + 1 < n && is_digit(local[k + 1])) {
            k++;
        } else {
            break;
        }
    }
    if (k < n && local[k] == '.') {
        k++;
        clean[c++] = '.';
        while (k < n) {
            if (is_digit(local[k])) {
                clean[c++] = local[k++];
                frac_digits = true;
            } else if (local[k] == '_' && frac_digits && k + 1 < n && is_digit(local[k + 1])) {
                k++;
            } else {
                break;
            }
        }
        if (!frac_digits)
            return false;   /* "5." */
    }
    if (!int_digits && !frac_digits)
        return false;
    if (k < n && (local[k] == 'e' || local[k] == 'E')) {
        k++;
        clean[c++] = 'e';
        if (k < n && (local[k] == '+' || local[k] == '-'))
            clean[c++] = local[k++];
        bool exp_digits = false;
        while (k < n) {
            if (is_digit(local[k])) {
                clean[c++] = local[k++];
                exp_digits = true;
            } else if (local[k] == '_' && exp_digits && k + 1 < n && is_digit(local[k + 1])) {
                k++;
            } else {
                break;
            }
        }
        if (!exp_digits)
            return false;
    }
    if (k != n)
        return false;
    clean[c] = '\0';
    *out = strtod(clean, NULL);
    return true;
}

Value fnlib_pair(Ctx *ctx, Value a, Value b) {
    Value items[2] = { a, b };
    return value_array_of(ctx, items, 2);
}

bool fnlib_float_to_integer(Ctx *ctx, const CallSite *site, double f, int64_t *out) {
    /* 2^63 is the first double past INT64_MAX */
    if (isnan(f) || f >= 9223372036854775808.0 || f < -9223372036854775808.0) {
        char buf[32];
        format_float(buf, sizeof buf, f);
        function_error(ctx, site, "The result %s is outside of Puppet Integer max range", buf);
        return false;
    }
    *out = (int64_t)f;
    return true;
}

/* --- the 3.x calling convention ------------------------------------------------------------- */

/* Runtime3FunctionArgumentConverter: the argument as a 3.x function sees it. `top` says
 * whether it is an argument itself (undef becomes '') or inside one (undef stays nil). */
static bool convert_3x(Ctx *ctx, const CallSite *site, Value v, bool top, int depth, Value *out) {
    ctx_step(ctx);
    switch (v.kind) {
    case VAL_UNDEF:
        *out = top ? value_string(ctx, "", 0) : v;
        return true;
    case VAL_REGEXP: {
        StrBuf sb;
        strbuf_init(&sb, ctx);
        format_regexp_with_slashes(&sb, v.as.regexp->pattern);
        *out = strbuf_finish_value(&sb);
        return true;
    }
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_BINARY:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
        *out = value_from_string(format_to_string(ctx, v));
        return true;
    case VAL_ITERATOR:
        function_error(ctx, site, "Use of an Iterator is not supported here");
        return false;
    case VAL_TYPE: {
        /* catalog_type_to_split_type_title: a resource type without a title is the
         * Puppet::Resource titled '' (Notify[]); a class needs its name */
        const Type *t = v.as.type;
        const char *name = type_kind(t) == TYPE_RESOURCE ? type_resource_name(t) : NULL;
        bool class_like = type_kind(t) == TYPE_CLASS || (name && strcmp(name, "Class") == 0);
        if (class_like && !(type_kind(t) == TYPE_CLASS ? type_class_name(t) : type_resource_title(t))) {
            function_error(ctx, site, "No title provided and \"class\" is not a valid resource reference");
            return false;
        }
        *out = name && !class_like && !type_resource_title(t) ? value_from_type(type_resource(ctx, name, "")) : v;
        return true;
    }
    case VAL_ARRAY: {
        if (depth > MAX_DATA_DEPTH) {
            *out = v;
            return true;
        }
        Array *a = array_new(ctx, v.as.array->count);
        for (size_t i = 0; i < a->count; i++)
            if (!convert_3x(ctx, site, v.as.array->items[i], false, depth + 1, &a->items[i]))
                return false;
        *out = value_from_array(a);
        return true;
    }
    case VAL_HASH: {
        if (depth > MAX_DATA_DEPTH) {
            *out = v;
            return true;
        }
        Hash *h = hash_new(ctx, v.as.hash->count);
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            Value k, val;
            if (!convert_3x(ctx, site, e->key, false, depth + 1, &k) ||
                !convert_3x(ctx, site, e->value, false, depth + 1, &val))
                return false;
            hash_put(ctx, h, k, val);
        }
        *out = value_from_hash(h);
        return true;
    }
    default:
        *out = v;
        return true;
    }
}

Value *fnlib_args_3x(Ctx *ctx, const CallSite *site, const Value *args, size_t count, int arity) {
    if (arity >= 0 && count != (size_t)arity) {
        function_error(ctx, site, "%s: Wrong number of arguments given (%zu for %d)", site->name, count, arity);
        return NULL;
    }
    if (arity < 0 && count < (size_t)(-arity - 1)) {
        function_error(ctx, site, "%s: Wrong number of arguments given (%zu for minimum %d)", site->name, count,
                       -arity - 1);
        return NULL;
    }
    Value *out = ctx_alloc(ctx, (count ? count : 1) * sizeof *out);
    for (size_t i = 0; i < count; i++)
        if (!convert_3x(ctx, site, args[i], true, 0, &out[i]))
            return NULL;
    return out;
}

Value fnlib_no_implicit_string(Ctx *ctx, const CallSite *site, Value v) {
    const char *what = v.kind == VAL_UNDEF ? "nil"
                     : v.kind == VAL_BOOLEAN ? (v.as.boolean ? "true" : "false")
                     : sprintf_is_resource(v) ? "Puppet::Resource"   /* 3.x arguments only */
                                             : type_ruby_class_of_value(v);
    return function_error(ctx, site, "no implicit conversion of %s into String", what);
}


const char *fnlib_ruby_receiver(Ctx *ctx, Value v) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    sprintf_inspect(&sb, v);
    strbuf_printf(&sb, ":%s", type_ruby_class_of_value(v));
    return strbuf_finish(&sb)->bytes;
}

/* --- SubLookup#split_key ------------------------------------------------------------------- */

bool fnlib_split_key(Ctx *ctx, const Str *text, Value **out, size_t *out_count) {
    return hiera_split_key(ctx, text, out, out_count);
}

Value fnlib_type_text_failed(Ctx *ctx, const CallSite *site) {
    const char *m = ctx->unwind.message ? ctx->unwind.message : "not a type";
    /* the TypeParser reports a syntax error itself, without the parser's prefix */
    static const char prefix[] = "Could not parse for environment production: ";
    bool syntax = strncmp(m, prefix, sizeof prefix - 1) == 0;
    if (syntax)
        m += sizeof prefix - 1;
    SrcSpan at = ctx->unwind.span;
    ctx_clear_unwind(ctx);
    if (!syntax || !at.line)
        return function_error(ctx, site, "%s", m);
    ctx_error(ctx, at, "%s", m);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;   /* run.c: printed without a prefix */
    if (ctx->interp)
        ctx->interp->error_from_puppet = true;    /* function.c: not wrapped as the call's error */
    return value_abrupt();
}
