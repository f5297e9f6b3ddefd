/* stdlib_misc.c: puppetlabs-stdlib's remaining 3.x functions over values and facts: range (Ruby
 * Ranges of Integers and Strings, String#succ included), grep, reject, delete_regex, clamp,
 * try_get_value, time, has_interface_with, has_ip_address, has_ip_network; and the ones that
 * cannot run here, which fail saying why: glob (the machine's file system), validate_cmd (runs
 * a command), validate_augeas (Augeas), validate_x509_rsa_key_pair (OpenSSL), pry (the
 * reference's own answer: no pry gem).
 *
 * Each follows stdlib 8.5.0's Ruby source and the Ruby methods underneath; messages are the
 * reference's ("name(): " shows as "name: ").
 */
#include <stdio.h>
#include <string.h>
#include <time.h>
#include <utf8proc.h>

#include "eval/eval_internal.h"
#include "eval/function.h"
#include "eval/scope.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "support/limits.h"
#include "support/utf8.h"
#include "text/sprintf.h"
#include "values/regex.h"

#define ARGS_3X(arity)                                       \
    (void)block;                                             \
    Value *a = fnlib_args_3x(ctx, site, args, count, arity); \
    if (!a)                                                  \
        return value_abrupt()

/* The most elements range returns (`first(1_000_000)`). */
#define RANGE_MAX 1000000

/* --- String#succ and String#upto ------------------------------------------------------------- */

typedef enum { NEIGHBOR_NOT_CHAR, NEIGHBOR_FOUND, NEIGHBOR_WRAPPED } Neighbor;

typedef enum { CTYPE_NONE, CTYPE_DIGIT, CTYPE_ALPHA } Ctype;

static Ctype ctype_of(int32_t cp) {
    if (cp < 0x80) {
        if (cp >= '0' && cp <= '9')
            return CTYPE_DIGIT;
        if ((cp >= 'a' && cp <= 'z') || (cp >= 'A' && cp <= 'Z'))
            return CTYPE_ALPHA;
        return CTYPE_NONE;
    }
    switch (utf8proc_category(cp)) {
    case UTF8PROC_CATEGORY_ND:
        return CTYPE_DIGIT;
    case UTF8PROC_CATEGORY_LU:
    case UTF8PROC_CATEGORY_LL:
    case UTF8PROC_CATEGORY_LT:
    case UTF8PROC_CATEGORY_LM:
    case UTF8PROC_CATEGORY_LO:
    case UTF8PROC_CATEGORY_NL:
        return CTYPE_ALPHA;
    default:
        return CTYPE_NONE;
    }
}

static size_t utf8_len_of(int32_t cp) {
    return cp < 0x80 ? 1 : cp < 0x800 ? 2 : cp < 0x10000 ? 3 : 4;
}

/* enc_succ_char on a code point: the next one of the same UTF-8 length (surrogates skipped). */
static Neighbor succ_char(int32_t *cp) {
    int32_t next = *cp + 1;
    if (next >= 0xd800 && next <= 0xdfff)
        next = 0xe000;
    if (next > 0x10ffff || utf8_len_of(next) != utf8_len_of(*cp)) {
        /* wrapped to the first character of that length */
        size_t len = utf8_len_of(*cp);
        *cp = len == 1 ? 0 : len == 2 ? 0x80 : len == 3 ? 0x800 : 0x10000;
        return NEIGHBOR_WRAPPED;
    }
    *cp = next;
    return NEIGHBOR_FOUND;
}

static bool pred_char(int32_t *cp) {
    int32_t prev = *cp - 1;
    if (prev >= 0xd800 && prev <= 0xdfff)
        prev = 0xd7ff;
    if (prev < 0 || utf8_len_of(prev) != utf8_len_of(*cp))
        return false;
    *cp = prev;
    return true;
}

/* enc_succ_alnum_char: the next character of the same kind (digit, letter), or the first of
 * its run with *carry the character to put before it. */
static Neighbor succ_alnum(int32_t *cp, int32_t *carry) {
    Ctype ctype = ctype_of(*cp);
    if (ctype == CTYPE_NONE)
        return NEIGHBOR_NOT_CHAR;
    int32_t save = *cp, c = *cp;
    for (int attempt = 0; attempt <= 1; attempt++) {
        if (succ_char(&c) == NEIGHBOR_FOUND && ctype_of(c) == ctype) {
            *cp = c;
            return NEIGHBOR_FOUND;
        }
    }
    c = save;
    int range = 1;
    for (;;) {
        int32_t p = c;
        if (!pred_char(&p) || ctype_of(p) != ctype)
            break;
        c = p;
        range++;
    }
    if (range == 1)
        return NEIGHBOR_NOT_CHAR;
    *cp = c;
    *carry = c;
    if (ctype == CTYPE_DIGIT)
        succ_char(carry);
    return NEIGHBOR_WRAPPED;
}

/* String#succ of a UTF-8 string (an invalid byte counts as the character of that byte). */
static const Str *str_succ(Ctx *ctx, const Str *s) {
    if (s->len == 0)
        return s;
    /* the code points, and where each starts */
    size_t n = 0;
    int32_t *cps = ctx_alloc(ctx, (s->len + 1) * sizeof *cps);
    for (size_t pos = 0; pos < s->len;) {
        size_t len = utf8_char_len(s->bytes + pos, s->bytes + s->len);
        long cp = utf8_decode_char(s->bytes + pos, len);
        cps[n++] = cp < 0 ? (unsigned char)s->bytes[pos] : (int32_t)cp;
        pos += len;
    }
    int32_t carry = '1';
    bool found_alnum = false, carry_set = false;
    size_t carry_pos = 0;
    long last_alnum = -1;
    Neighbor neighbor = NEIGHBOR_FOUND;
    for (size_t k = n; k-- > 0;) {
        if (neighbor == NEIGHBOR_NOT_CHAR && last_alnum >= 0) {
            Ctype last = ctype_of(cps[last_alnum]), here = ctype_of(cps[k]);
            if ((last == CTYPE_ALPHA && here == CTYPE_DIGIT) || (last == CTYPE_DIGIT && here == CTYPE_ALPHA))
                break;
        }
        int32_t c = cps[k], k_carry = carry;
        neighbor = succ_alnum(&c, &k_carry);
        if (neighbor == NEIGHBOR_NOT_CHAR)
            continue;
        cps[k] = c;
        if (neighbor == NEIGHBOR_FOUND)
            goto done;
        carry = k_carry;
        carry_set = true;
        last_alnum = (long)k;
        found_alnum = true;
        carry_pos = k;
    }
    if (!found_alnum) {
        carry = 1;
        carry_set = true;
        for (size_t k = n; k-- > 0;) {
            int32_t c = cps[k];
            Neighbor r = succ_char(&c);
            cps[k] = c;
            carry_pos = k;
            if (r == NEIGHBOR_FOUND)
                goto done;
        }
    }
    (void)carry_set;
    {
        /* insert the carry before position carry_pos */
        int32_t *grown = ctx_alloc(ctx, (n + 2) * sizeof *grown);
        memcpy(grown, cps, carry_pos * sizeof *grown);
        grown[carry_pos] = carry;
        memcpy(grown + carry_pos + 1, cps + carry_pos, (n - carry_pos) * sizeof *grown);
        cps = grown;
        n++;
    }
done: {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t k = 0; k < n; k++) {
        if (cps[k] < 0x80)
            strbuf_append_char(&sb, (char)cps[k]);
        else
            utf8_append(&sb, cps[k]);
    }
    return strbuf_finish(&sb);
}
}

static bool str_equal(const Str *a, const Str *b) {
    return a->len == b->len && memcmp(a->bytes, b->bytes, a->len) == 0;
}

static int str_cmp(const Str *a, const Str *b) {
    size_t n = a->len < b->len ? a->len : b->len;
    int c = memcmp(a->bytes, b->bytes, n);
    if (c)
        return c < 0 ? -1 : 1;
    return a->len == b->len ? 0 : a->len < b->len ? -1 : 1;
}

static bool all_ascii(const Str *s) {
    for (size_t i = 0; i < s->len; i++)
        if ((unsigned char)s->bytes[i] >= 0x80)
            return false;
    return true;
}

static bool all_digits(const Str *s) {
    for (size_t i = 0; i < s->len; i++)
        if (s->bytes[i] < '0' || s->bytes[i] > '9')
            return false;
    return s->len > 0;
}

/* A collector of every step-th value, at most RANGE_MAX. */
typedef struct Stepper {
    ArrayBuilder out;
    int64_t step, seen;
} Stepper;

/* Yields v; false once RANGE_MAX values are kept. */
static bool step_yield(Ctx *ctx, Stepper *st, Value v) {
    ctx_step(ctx);
    if (st->seen++ % st->step == 0)
        array_builder_push(ctx, &st->out, v);
    return st->out.count < RANGE_MAX;
}

/* rb_str_upto_each(beg, end, excl) through the stepper. */
static void str_upto(Ctx *ctx, const Str *beg, const Str *end, bool excl, Stepper *st) {
    bool ascii = all_ascii(beg) && all_ascii(end);
    if (beg->len == 1 && end->len == 1 && ascii) {
        unsigned char c = (unsigned char)beg->bytes[0], e = (unsigned char)end->bytes[0];
        if (c > e || (excl && c == e))
            return;
        for (;;) {
            char ch = (char)c;
            if (!step_yield(ctx, st, value_string(ctx, &ch, 1)))
                return;
            if (!excl && c == e)
                break;
            c++;
            if (excl && c == e)
                break;
        }
        return;
    }
    if (ascii && all_digits(beg) && all_digits(end) && beg->len < 19 && end->len < 19) {
        int width = (int)beg->len;
        long long bi = fnlib_ruby_to_i(beg->bytes, beg->len), ei = fnlib_ruby_to_i(end->bytes, end->len);
        while (bi <= ei) {
            if (excl && bi == ei)
                break;
            char text[48];
            int len = snprintf(text, sizeof text, "%.*lld", width, bi);
            if (!step_yield(ctx, st, value_string(ctx, text, (size_t)len)))
                return;
            bi++;
        }
        return;
    }
    int n = str_cmp(beg, end);
    if (n > 0 || (excl && n == 0))
        return;
    const Str *after_end = str_succ(ctx, end);
    const Str *current = beg;
    while (!str_equal(current, after_end)) {
        const Str *next = NULL;
        if (excl || !str_equal(current, end))
            next = str_succ(ctx, current);
        if (!step_yield(ctx, st, value_from_string(current)))
            return;
        if (!next)
            break;
        current = next;
        if (excl && str_equal(current, end))
            break;
        if (current->len > end->len || current->len == 0)
            break;
    }
}

/* `^\d+$` on Ruby's to_s of v (a line of digits). */
static bool digits_line(Ctx *ctx, Value v) {
    const char *text = v.kind == VAL_STRING ? v.as.string->bytes : stdlib_to_s(ctx, v);
    size_t len = v.kind == VAL_STRING ? v.as.string->len : strlen(text);
    const char *pattern = "^\\d+$";
    const char *message = NULL;
    const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &message);
    size_t ov[2];
    return re && regex_search(ctx, re, text, len, 0, ov, 1) > 0;
}

/* Ruby's to_i of a 3.x value (String, Integer, Float). Returns false with Ruby's NoMethodError. */
static bool ruby_to_i(Ctx *ctx, const CallSite *site, Value v, int64_t *out) {
    switch (v.kind) {
    case VAL_INTEGER: *out = v.as.integer; return true;
    case VAL_FLOAT: return fnlib_float_to_integer(ctx, site, v.as.floating, out);
    case VAL_STRING: *out = fnlib_ruby_to_i(v.as.string->bytes, v.as.string->len); return true;
    case VAL_UNDEF: *out = 0; return true;
    default:
        function_error_unlocated(ctx, site, "undefined method `to_i' for %s", fnlib_ruby_receiver(ctx, v));
        return false;
    }
}

static const Str *to_s_str(Ctx *ctx, Value v) {
    if (v.kind == VAL_STRING)
        return v.as.string;
    return str_from_cstr(ctx, stdlib_to_s(ctx, v));
}

static Value range_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count == 0)
        return function_error(ctx, site, "range: Wrong number of arguments given (0 for 1)");
    Value start, stop;
    int64_t step = 1;
    bool excl = false;
    if (count > 1) {
        start = a[0];
        stop = a[1];
        if (count > 2 && a[2].kind != VAL_UNDEF) {
            if (!ruby_to_i(ctx, site, a[2], &step))
                return value_abrupt();
            step = step < 0 ? -step : step;
        }
        if (step == 0)
            return function_error(ctx, site, "range: 3rd arg (step size) must be a non zero integer (e.g. 1 or -1)");
    } else {
        Value value = a[0];
        if (value.kind != VAL_STRING)
            return function_error(ctx, site, "undefined method `match' for %s", fnlib_ruby_receiver(ctx, value));
        const char *pattern = "^(\\w+)(\\.\\.\\.?|\\-)(\\w+)$";
        const char *message = NULL;
        const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &message);
        size_t ov[8];
        const Str *s = value.as.string;
        if (re && regex_search(ctx, re, s->bytes, s->len, 0, ov, 4) > 0) {
            start = value_string(ctx, s->bytes + ov[2], ov[3] - ov[2]);
            stop = value_string(ctx, s->bytes + ov[6], ov[7] - ov[6]);
            excl = ov[5] - ov[4] == 3;
        } else {
            /* %r{^.+$}: some line that is not empty */
            bool line = false;
            for (size_t i = 0, begin = 0; i <= s->len; i++)
                if (i == s->len || s->bytes[i] == '\n') {
                    line = line || i > begin;
                    begin = i + 1;
                }
            return function_error(ctx, site,
                                  line ? "range: Unable to compute range from the value: %s"
                                       : "range: Unknown range format: %s",
                                  stdlib_to_s(ctx, value));
        }
    }
    Stepper st = { .step = step };
    array_builder_init(&st.out);
    if (digits_line(ctx, start)) {
        int64_t b, e;
        if (!ruby_to_i(ctx, site, start, &b) || !ruby_to_i(ctx, site, stop, &e))
            return value_abrupt();
        for (int64_t i = b; excl ? i < e : i <= e; i++) {
            if (!step_yield(ctx, &st, value_integer(i)) || i == INT64_MAX)
                break;
        }
    } else {
        str_upto(ctx, to_s_str(ctx, start), to_s_str(ctx, stop), excl, &st);
    }
    return array_builder_finish(ctx, &st.out);
}

/* --- grep, reject, delete_regex -------------------------------------------------------------- */

/* Regexp.new(v) of a 3.x argument. NULL after Ruby's TypeError or RegexpError. */
static const Regexp *ruby_regexp(Ctx *ctx, const CallSite *site, Value v) {
    if (v.kind != VAL_STRING) {
        function_error(ctx, site, "no implicit conversion of %s into String", stdlib_class(v));
        return NULL;
    }
    const char *message = NULL;
    const Regexp *re = regex_compile(ctx, v.as.string->bytes, v.as.string->len, &message);
    if (!re)
        function_error(ctx, site, "%s", regex_ruby_error(ctx, message, v.as.string->bytes, v.as.string->len));
    return re;
}

static bool str_matches(Ctx *ctx, const Regexp *re, Value v) {
    size_t ov[2];
    return v.kind == VAL_STRING && regex_search(ctx, re, v.as.string->bytes, v.as.string->len, 0, ov, 1) > 0;
}

/* grep and reject: Enumerable#grep (Regexp#===) and Array#reject { |e| e =~ re }. */
static Value filter(Ctx *ctx, const CallSite *site, const Value *a, size_t count, const char *name, bool keep) {
    if (count != 2)
        return function_error(ctx, site, "%s: Wrong number of arguments given %zu for 2", name, count);
    const Regexp *re = ruby_regexp(ctx, site, a[1]);
    if (!re)
        return value_abrupt();
    Value c = a[0];
    if (c.kind == VAL_HASH && !keep) {
        /* Hash#reject yields the key to a one-parameter block */
        Hash *out = hash_new(ctx, c.as.hash->count);
        for (size_t i = 0; i < c.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(c.as.hash, i);
            if (!str_matches(ctx, re, e->key))
                hash_put(ctx, out, e->key, e->value);
        }
        return value_from_hash(out);
    }
    if (c.kind == VAL_HASH) {
        /* Hash#grep: its [key, value] pairs, never a String */
        return value_array_of(ctx, NULL, 0);
    }
    if (c.kind != VAL_ARRAY)
        return function_error(ctx, site, "undefined method `%s' for %s", keep ? "grep" : "reject",
                              fnlib_ruby_receiver(ctx, c));
    ArrayBuilder out;
    array_builder_init(&out);
    for (size_t i = 0; i < c.as.array->count; i++) {
        ctx_step(ctx);
        Value v = c.as.array->items[i];
        if (str_matches(ctx, re, v) == keep)
            array_builder_push(ctx, &out, v);
    }
    return array_builder_finish(ctx, &out);
}

static Value grep_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    return filter(ctx, site, a, count, "grep", true);
}

static Value reject_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    return filter(ctx, site, a, count, "reject", false);
}

static Value delete_regex_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    ARGS_3X(-1);
    if (count != 2)
        return function_error(ctx, site, "delete_regex: Wrong number of arguments given %zu for 2", count);
    Value collection = a[0];
    const Array *items = stdlib_to_array(ctx, a[1]);
    for (size_t k = 0; k < items->count; k++) {
        if (collection.kind == VAL_STRING)
            return function_error(ctx, site, "undefined method `reject!' for %s", fnlib_ruby_receiver(ctx, collection));
        if (collection.kind != VAL_ARRAY && collection.kind != VAL_HASH)
            return function_error(ctx, site,
                                  "delete_regex: First argument must be an Array, Hash, or String. Given an argument "
                                  "of class %s.",
                                  stdlib_class(collection));
        /* %r{\b#{item}\b} */
        StrBuf pattern;
        strbuf_init(&pattern, ctx);
        strbuf_append_cstr(&pattern, "\\b");
        sprintf_to_s_3x(&pattern, items->items[k]);
        strbuf_append_cstr(&pattern, "\\b");
        const Str *p = strbuf_finish(&pattern);
        const char *message = NULL;
        const Regexp *re = regex_compile(ctx, p->bytes, p->len, &message);
        if (!re)
            return function_error(ctx, site, "%s", regex_ruby_error(ctx, message, p->bytes, p->len));
        if (collection.kind == VAL_HASH) {
            Hash *out = hash_new(ctx, collection.as.hash->count);
            for (size_t i = 0; i < collection.as.hash->count; i++) {
                const HashEntry *e = hash_entry_at(collection.as.hash, i);
                if (!str_matches(ctx, re, e->key))
                    hash_put(ctx, out, e->key, e->value);
            }
            collection = value_from_hash(out);
        } else {
            ArrayBuilder out;
            array_builder_init(&out);
            for (size_t i = 0; i < collection.as.array->count; i++)
                if (!str_matches(ctx, re, collection.as.array->items[i]))
                    array_builder_push(ctx, &out, collection.as.array->items[i]);
            collection = array_builder_finish(ctx, &out);
        }
    }
    return collection;
}

/* --- clamp, try_get_value -------------------------------------------------------------------- */

static void flatten_into(Ctx *ctx, ArrayBuilder *out, Value v, int depth) {
    if (v.kind == VAL_ARRAY && depth < MAX_DATA_DEPTH) {
        for (size_t i = 0; i < v.as.array->count; i++)
            flatten_into(ctx, out, v.as.array->items[i], depth + 1);
    } else {
        array_builder_push(ctx, out, v);
    }
}

static Value clamp_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-2);
    ArrayBuilder flat;
    array_builder_init(&flat);
    for (size_t i = 0; i < count; i++)
        flatten_into(ctx, &flat, a[i], 0);
    const Array *all = array_builder_finish(ctx, &flat).as.array;
    if (all->count != 3)
        return function_error(ctx, site, "clamp: Wrong number of arguments, need three to clamp");
    for (size_t i = 0; i < 3; i++) {
        Value v = all->items[i];
        if (v.kind == VAL_STRING && !digits_line(ctx, v))
            return function_error(ctx, site, "clamp: Required explicit numeric (%s:String)", stdlib_to_s(ctx, v));
        if (v.kind == VAL_HASH)
            return function_error(ctx, site, "clamp: The Hash type is not allowed (%s)", stdlib_to_s(ctx, v));
    }
    int64_t n[3];
    for (size_t i = 0; i < 3; i++)
        if (!ruby_to_i(ctx, site, all->items[i], &n[i]))
            return value_abrupt();
    /* the middle one of the three */
    int64_t lo = n[0] < n[1] ? n[0] : n[1], hi = n[0] < n[1] ? n[1] : n[0];
    return value_integer(n[2] < lo ? lo : n[2] > hi ? hi : n[2]);
}

/* Puppet::Parser::Functions.autoloader's deprecation warnings, as a 3.x function that loads
 * another one prints them (once each per run, none with --strict=off). */
static void autoloader_warnings(Ctx *ctx, const char *name) {
    if (ctx->options && ctx->options->strict == PUPPET_STRICT_OFF)
        return;
    const char *loaded = ctx_sprintf(ctx,
                                     "The method 'Puppet::Parser::Functions.autoloader#loaded?(\"%s\")' is deprecated "
                                     "in favor of using 'Scope#call_function'.",
                                     name);
    const char *load = ctx_sprintf(ctx,
                                   "The method 'Puppet::Parser::Functions.autoloader#load(\"%s\")' is deprecated in "
                                   "favor of using 'Scope#call_function'.",
                                   name);
    fnlib_warn_once(ctx, NULL, loaded);
    fnlib_warn_once(ctx, NULL, load);
}

/* Puppet::Parser::Functions.autoloader.load(name) behind `unless loaded?(name)`: it loads the
 * file once per run; when Puppet code of the run already called the function (the 4.x loader
 * registers a 3.x function too), the file's newfunction defines it again, with the reference's
 * warning (none when the autoloader came first). */
static void autoloader_load(Ctx *ctx, const char *name) {
    if (!fnlib_first_time(ctx, ctx_sprintf(ctx, "autoloader.load(%s)", name)))
        return;
    if (name_table_find(&ctx->interp->module_functions, name, strlen(name)))
        ctx_warn(ctx, span_none(), "Overwriting previous definition for function %s", name);
}

/* A 3.x lookupvar inside catch(:undefined_variable): the calling scope's variable, no warning. */
static bool lookup_quiet(Ctx *ctx, const char *name, Value *out) {
    return scope_lookup(ctx->interp->scope, name, out);
}

static void log_warning(Ctx *ctx, const CallSite *site, const char *message) {
    ctx_log(ctx, PUPPET_LOG_WARNING, message, strlen(message), site->span);
}

static Value try_get_value_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    ARGS_3X(-2);
    log_warning(ctx, site, "try_get_value() DEPRECATED: this function is deprecated, please use dig() instead.");
    Value data = a[0];
    Value path = count > 1 && value_truthy(a[1]) ? a[1] : value_cstring(ctx, "");
    Value fallback = count > 2 ? a[2] : value_undef();
    bool empty_path = path.kind == VAL_STRING && path.as.string->len == 0;
    if ((data.kind != VAL_HASH && data.kind != VAL_ARRAY) || empty_path)
        return value_truthy(fallback) ? fallback : data;
    Value separator = count > 3 && value_truthy(a[3]) ? a[3] : value_cstring(ctx, "/");
    if (path.kind != VAL_STRING)
        return function_error(ctx, site, "undefined method `split' for %s", fnlib_ruby_receiver(ctx, path));
    if (separator.kind != VAL_STRING)
        return function_error(ctx, site, "wrong argument type %s (expected Regexp)", stdlib_class(separator));
    /* path.split(separator), each /^\d+$/ key as an Integer */
    const Str *p = path.as.string, *sep = separator.as.string;
    ArrayBuilder keys;
    array_builder_init(&keys);
    size_t begin = 0;
    for (size_t i = 0; i <= p->len;) {
        bool at_sep = sep->len && i + sep->len <= p->len && memcmp(p->bytes + i, sep->bytes, sep->len) == 0;
        if (i == p->len || at_sep) {
            Value key = value_string(ctx, p->bytes + begin, i - begin);
            if (digits_line(ctx, key))
                key = value_integer(fnlib_ruby_to_i(key.as.string->bytes, key.as.string->len));
            array_builder_push(ctx, &keys, key);
            i += at_sep ? sep->len : 1;
            begin = i;
        } else {
            i++;
        }
    }
    /* Ruby's split drops trailing empty fields */
    while (keys.count > 0 && keys.items[keys.count - 1].kind == VAL_STRING &&
           keys.items[keys.count - 1].as.string->len == 0)
        keys.count--;
    /* function_dig, stdlib's 3.x dig: a warning, the autoloader's, then dig44 */
    log_warning(ctx, site,
                "dig() DEPRECATED: This function has been replaced in Puppet 4.5.0, please use dig44() for backwards "
                "compatibility or use the new version.");
    autoloader_warnings(ctx, "dig44");
    autoloader_load(ctx, "dig44");
    const ParsedFunction *dig44 = function_ruby("stdlib", "dig44");
    if (!dig44)
        return function_error(ctx, site, "Unknown function: 'dig44'");
    Value dig_args[3] = { data, array_builder_finish(ctx, &keys), fallback };
    CallSite inner = *site;
    inner.name = "dig44";
    return function_call_parsed(ctx, &inner, dig44, dig_args, 3, NULL);
}

/* --- time, the interfaces of the facts ------------------------------------------------------- */

static Value time_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count > 1)
        return function_error(ctx, site, "time: Wrong number of arguments given %zu for 0 or 1", count);
    if (count == 1 && value_truthy(a[0]) && a[0].kind != VAL_STRING)
        return function_error(ctx, site, "undefined method `empty?' for %s", fnlib_ruby_receiver(ctx, a[0]));
    /* strftime('%s') in any zone: the seconds since the epoch */
    struct timespec now;
    timespec_get(&now, TIME_UTC);
    return value_integer((int64_t)now.tv_sec);
}

/* has_interface_with(kind, value) or has_interface_with(name), on the facts `interfaces`,
 * `<kind>` and `<kind>_<iface>`. */
static Value interface_with(Ctx *ctx, const CallSite *site, const Value *a, size_t count) {
    Value interfaces;
    if (!stdlib_lookupvar(ctx, site, "interfaces", &interfaces))
        return value_abrupt();
    if (interfaces.kind == VAL_UNDEF)
        return value_boolean(false);
    if (interfaces.kind != VAL_STRING)
        return function_error(ctx, site, "undefined method `split' for %s", fnlib_ruby_receiver(ctx, interfaces));
    const Str *list = interfaces.as.string;
    if (count == 1) {
        for (size_t begin = 0, i = 0; i <= list->len; i++)
            if (i == list->len || list->bytes[i] == ',') {
                if (a[0].kind == VAL_STRING && a[0].as.string->len == i - begin &&
                    memcmp(a[0].as.string->bytes, list->bytes + begin, i - begin) == 0)
                    return value_boolean(true);
                begin = i + 1;
            }
        return value_boolean(false);
    }
    /* a lookup inside catch(:undefined_variable): no warning */
    Value kind = a[0], value = a[1], factval;
    const char *kind_text = stdlib_to_s(ctx, kind);
    if (lookup_quiet(ctx, kind_text, &factval) && stdlib_ruby_equal(factval, value))
        return value_boolean(true);
    for (size_t begin = 0, i = 0; i <= list->len; i++)
        if (i == list->len || list->bytes[i] == ',') {
            char *iface = ctx_strndup(ctx, list->bytes + begin, i - begin);
            for (char *p = iface; *p; p++)
                if (*p >= 'A' && *p <= 'Z')
                    *p = (char)(*p - 'A' + 'a');
            if (lookup_quiet(ctx, ctx_sprintf(ctx, "%s_%s", kind_text, iface), &factval) &&
                stdlib_ruby_equal(value, factval))
                return value_boolean(true);
            begin = i + 1;
        }
    return value_boolean(false);
}

static Value has_interface_with_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                     const Callable *block) {
    ARGS_3X(-1);
    if (count == 0 || count > 2)
        return function_error(ctx, site, "has_interface_with: Wrong number of arguments given (%zu for 1 or 2)", count);
    return interface_with(ctx, site, a, count);
}

static Value has_ip(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const char *name,
                    const char *kind) {
    Value *a = fnlib_args_3x(ctx, site, args, count, -1);
    if (!a)
        return value_abrupt();
    if (count != 1)
        return function_error(ctx, site, "%s: Wrong number of arguments given (%zu for 1)", name, count);
    autoloader_warnings(ctx, "has_interface_with");
    autoloader_load(ctx, "has_interface_with");
    Value pair[2] = { value_cstring(ctx, kind), a[0] };
    return interface_with(ctx, site, pair, 2);
}

static Value has_ip_address_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    (void)block;
    return has_ip(ctx, site, args, count, "has_ip_address", "ipaddress");
}

static Value has_ip_network_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    (void)block;
    return has_ip(ctx, site, args, count, "has_ip_network", "network");
}

/* --- what cannot run here -------------------------------------------------------------------- */

static Value glob_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "glob: Wrong number of arguments given (%zu for 1)", count);
    if (a[0].kind != VAL_STRING && a[0].kind != VAL_ARRAY)
        return function_error(ctx, site, "glob: Requires either array or string to work");
    return function_error(ctx, site,
                          "glob: the function is not available here: it lists the files of the machine the "
                          "catalog is compiled on, which the engine does not read");
}

static Value validate_cmd_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    ARGS_3X(-1);
    if (count < 2 || count > 3)
        return function_error(ctx, site, "validate_cmd: wrong number of arguments (%zu; must be 2 or 3)", count);
    return function_error(ctx, site,
                          "validate_cmd: the function is not available here: it runs the command %s on the "
                          "compiling machine, which the engine does not do",
                          stdlib_inspect(ctx, a[1]));
}

static Value validate_augeas_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                  const Callable *block) {
    ARGS_3X(-1);
    (void)a;
    return function_error(ctx, site,
                          "validate_augeas: the function is not available here: it needs Augeas and its lenses, "
                          "which the engine does not have");
}

static Value validate_x509_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    ARGS_3X(-1);
    if (count != 2)
        return function_error(ctx, site, "validate_x509_rsa_key_pair: wrong number of arguments (%zu; must be 2)",
                              count);
    for (size_t i = 0; i < 2; i++)
        if (a[i].kind != VAL_STRING)
            return function_error(ctx, site, "%s is not a string.", stdlib_inspect(ctx, a[i]));
    return function_error(ctx, site,
                          "validate_x509_rsa_key_pair: the function is not available here: it needs OpenSSL's "
                          "X.509 and RSA parsers, which the engine does not have");
}

static Value pry_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    (void)a;
    return function_error(ctx, site, "pry: Requires the 'pry' rubygem to use, but it was not found");
}

const BuiltinFunction ruby_functions_stdlib_misc[] = {
    { "range", { { "~(Any *$args)", range_impl } } },
    { "grep", { { "~(Any *$args)", grep_impl } } },
    { "reject", { { "~(Any *$args)", reject_impl } } },
    { "delete_regex", { { "~(Any *$args)", delete_regex_impl } } },
    { "clamp", { { "~(Any *$args)", clamp_impl } } },
    { "try_get_value", { { "~(Any *$args)", try_get_value_impl } } },
    { "time", { { "~(Any *$args)", time_impl } } },
    { "has_interface_with", { { "~(Any *$args)", has_interface_with_impl } } },
    { "has_ip_address", { { "~(Any *$args)", has_ip_address_impl } } },
    { "has_ip_network", { { "~(Any *$args)", has_ip_network_impl } } },
    { "glob", { { "~(Any *$args)", glob_impl } } },
    { "validate_cmd", { { "~(Any *$args)", validate_cmd_impl } } },
    { "validate_augeas", { { "~(Any *$args)", validate_augeas_impl } } },
    { "validate_x509_rsa_key_pair", { { "~(Any *$args)", validate_x509_impl } } },
    { "pry", { { "~(Any *$args)", pry_impl } } },
    { NULL, { { NULL, NULL } } },
};
