/* stdlib_validate.c: puppetlabs-stdlib's validate_* and is_* functions, and deprecation.
 *
 * Most of them exist twice in stdlib 8.5.0: a 4.x shim (lib/puppet/functions/<name>.rb) that
 * calls `deprecation` and then the 3.x body with its arguments unconverted (undef stays undef:
 * `validate_string(undef)` passes), and the 3.x function (lib/puppet/parser/functions), which
 * the 4.x one hides. The shims are the SHIMS table below; the functions with only a 3.x body
 * (is_hash, is_integer, is_domain_name, is_email_address, is_function_available,
 * validate_domain_name, validate_email_address) convert their arguments as 3.x functions do.
 * Ruby's own rules come with them: line-anchored regexps (`^...$` matches any line),
 * Kernel#Integer and #Float on the arguments' to_s, Float#to_s in messages.
 */
#include <stdio.h>
#include <string.h>

#include "eval/eval_internal.h"
#include "eval/function.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "values/regex.h"
#include "types/type.h"

#define ARGS_3X(arity)                                       \
    (void)block;                                             \
    Value *a = fnlib_args_3x(ctx, site, args, count, arity); \
    if (!a)                                                  \
        return value_abrupt()

/* Whether any line of s matches the pattern (Ruby's =~ with ^/$ line anchors), through the
 * engine's Ruby-compatible regexps. */
static bool ruby_match(Ctx *ctx, const char *pattern, const Str *s) {
    const char *error;
    const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
    size_t ovector[2];
    return re && regex_search(ctx, re, s->bytes, s->len, 0, ovector, 1) > 0;
}

/* --- bodies ------------------------------------------------------------------------------- */

/* Puppet::Util.absolute_path? for :posix or :windows (with its warning for a non-String). */
static bool absolute_path(Ctx *ctx, Value path) {
    if (path.kind != VAL_STRING) {
        const char *text = stdlib_to_s(ctx, path);
        for (int i = 0; i < 2; i++)
            ctx_warn(ctx, span_none(), "Cannot check if %s is an absolute path because it is a '%s' and not a String'",
                     text, stdlib_class(path));
        return false;
    }
    return ruby_match(ctx, "^/", path.as.string) ||
           ruby_match(ctx, "(?i)^(?:(?:[A-Z]:[\\\\/])|(?:[\\\\/][\\\\/][^\\\\/]+[\\\\/][^\\\\/]+)|(?:[\\\\/][\\\\/]\\?[\\\\/][^\\\\/]+))",
                      path.as.string);
}

static const char *float_to_s(Ctx *ctx, double f) {
    return eval_ruby_to_s(ctx, value_float(f));
}

/* Kernel#Integer(text): false where it raises. */
static bool ruby_integer(Ctx *ctx, const char *text, int64_t *out) {
    Value v;
    (void)ctx;
    Str *s = (Str *)str_from_cstr(ctx, text);
    if (!eval_string_to_number(s, &v) || v.kind != VAL_INTEGER)
        return false;
    *out = v.as.integer;
    return true;
}

typedef enum Check {
    IS_ABSOLUTE_PATH, IS_ARRAY, IS_BOOL, IS_FLOAT, IS_IP, IS_IPV4, IS_IPV6, IS_NUMERIC, IS_STRING,
    VALIDATE_ABSOLUTE_PATH, VALIDATE_ARRAY, VALIDATE_BOOL, VALIDATE_HASH, VALIDATE_INTEGER, VALIDATE_IP,
    VALIDATE_IPV4, VALIDATE_IPV6, VALIDATE_NUMERIC, VALIDATE_RE, VALIDATE_SLENGTH, VALIDATE_STRING,
} Check;

static bool is_float_value(Ctx *ctx, Value v) {
    if (v.kind == VAL_FLOAT)
        return true;
    if (v.kind != VAL_STRING)
        return false;
    /* value == value.to_f.to_s */
    double f = fnlib_ruby_to_f(v.as.string->bytes, v.as.string->len);
    return strcmp(float_to_s(ctx, f), v.as.string->bytes) == 0;
}

static Value validate_bounds(Ctx *ctx, const CallSite *site, const Value *a, size_t count, bool integer);

static Value slength(Ctx *ctx, const CallSite *site, const Value *a, size_t count);

/* The 3.x body of one check over a[0..count). */
static Value body(Ctx *ctx, const CallSite *site, Check check, const Value *a, size_t count) {
    switch (check) {
    case IS_ABSOLUTE_PATH:
        if (count != 1)
            return function_error(ctx, site, "is_absolute_path: Wrong number of arguments given (%zu for 1)", count);
        return value_boolean(absolute_path(ctx, a[0]));
    case IS_ARRAY:
        if (count == 0)
            return function_error(ctx, site, "is_array: Wrong number of arguments given (0 for 1)");
        return value_boolean(a[0].kind == VAL_ARRAY);
    case IS_BOOL:
        if (count != 1)
            return function_error(ctx, site, "is_bool: Wrong number of arguments given (%zu for 1)", count);
        return value_boolean(a[0].kind == VAL_BOOLEAN);
    case IS_FLOAT:
        if (count != 1)
            return function_error(ctx, site, "is_float: Wrong number of arguments given %zu for 1", count);
        return value_boolean(is_float_value(ctx, a[0]));
    case IS_IP:
        return stdlib_is_ip_body(ctx, site, "is_ip_address", a, count, 0);
    case IS_IPV4:
        return stdlib_is_ip_body(ctx, site, "is_ipv4_address", a, count, 4);
    case IS_IPV6:
        return stdlib_is_ip_body(ctx, site, "is_ipv6_address", a, count, 6);
    case IS_NUMERIC:
        if (count != 1)
            return function_error(ctx, site, "is_numeric: Wrong number of arguments given %zu for 1", count);
        return value_boolean(a[0].kind == VAL_INTEGER || a[0].kind == VAL_FLOAT ||
                             (a[0].kind == VAL_STRING &&
                              ruby_match(ctx, "^-?(?:(?:[1-9]\\d*)|0)(?:\\.\\d+)?(?:[eE]-?\\d+)?$", a[0].as.string)));
    case IS_STRING: {
        if (count == 0)
            return function_error(ctx, site, "is_string: Wrong number of arguments given (0 for 1)");
        if (a[0].kind == VAL_UNDEF)
            return value_boolean(true);
        if (a[0].kind != VAL_STRING)
            return value_boolean(false);
        const Str *s = a[0].as.string;
        char ibuf[32];
        snprintf(ibuf, sizeof ibuf, "%lld", (long long)fnlib_ruby_to_i(s->bytes, s->len));
        return value_boolean(!(is_float_value(ctx, a[0]) || strcmp(ibuf, s->bytes) == 0));
    }
    case VALIDATE_ABSOLUTE_PATH:
        if (count == 0)
            return function_error(ctx, site, "validate_absolute_path: wrong number of arguments (0; must be > 0)");
        for (size_t i = 0; i < count; i++) {
            const Value *items = a[i].kind == VAL_ARRAY ? a[i].as.array->items : &a[i];
            size_t n = a[i].kind == VAL_ARRAY ? a[i].as.array->count : 1;
            for (size_t k = 0; k < n; k++)
                if (!absolute_path(ctx, items[k]))
                    return function_error(ctx, site, "%s is not an absolute path.", stdlib_inspect(ctx, items[k]));
        }
        return value_undef();
    case VALIDATE_ARRAY:
    case VALIDATE_BOOL:
    case VALIDATE_HASH:
    case VALIDATE_STRING: {
        static const char *const names[] = { "validate_array", "validate_bool", "validate_hash", "validate_string" };
        static const char *const what[] = { "an Array", "a boolean", "a Hash", "a string" };
        int k = check == VALIDATE_ARRAY ? 0 : check == VALIDATE_BOOL ? 1 : check == VALIDATE_HASH ? 2 : 3;
        if (count == 0)
            return function_error(ctx, site, "%s: wrong number of arguments (0; must be > 0)", names[k]);
        for (size_t i = 0; i < count; i++) {
            bool ok = k == 0 ? a[i].kind == VAL_ARRAY
                    : k == 1 ? a[i].kind == VAL_BOOLEAN
                    : k == 2 ? a[i].kind == VAL_HASH
                             : (a[i].kind == VAL_STRING || a[i].kind == VAL_UNDEF);
            if (!ok)
                return function_error(ctx, site, "%s is not %s.  It looks to be a %s", stdlib_inspect(ctx, a[i]),
                                      what[k], stdlib_class(a[i]));
        }
        return value_undef();
    }
    case VALIDATE_IP:
        return stdlib_validate_ip_body(ctx, site, "validate_ip_address", a, count, 0);
    case VALIDATE_IPV4:
        return stdlib_validate_ip_body(ctx, site, "validate_ipv4_address", a, count, 4);
    case VALIDATE_IPV6:
        return stdlib_validate_ip_body(ctx, site, "validate_ipv6_address", a, count, 6);
    case VALIDATE_INTEGER:
        return validate_bounds(ctx, site, a, count, true);
    case VALIDATE_NUMERIC:
        return validate_bounds(ctx, site, a, count, false);
    case VALIDATE_RE: {
        if (count < 2 || count > 3)
            return function_error(ctx, site, "validate_re: wrong number of arguments (%zu; must be 2 or 3)", count);
        if (a[0].kind != VAL_STRING)
            return function_error(ctx, site, "validate_re: input needs to be a String, not a %s", stdlib_class(a[0]));
        const Value *res = a[1].kind == VAL_ARRAY ? a[1].as.array->items : &a[1];
        size_t n = a[1].kind == VAL_ARRAY ? a[1].as.array->count : 1;
        for (size_t i = 0; i < n; i++) {
            const char *pattern = res[i].kind == VAL_REGEXP ? res[i].as.regexp->pattern->bytes
                                : res[i].kind == VAL_STRING ? res[i].as.string->bytes : NULL;
            if (!pattern)
                return function_error(ctx, site, "no implicit conversion of %s into String", stdlib_class(res[i]));
            const char *error;
            const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
            if (!re)
                return function_error(ctx, site, "%s", regex_ruby_error(ctx, error, pattern, strlen(pattern)));
            size_t ovector[2];
            if (regex_search(ctx, re, a[0].as.string->bytes, a[0].as.string->len, 0, ovector, 1) > 0)
                return value_undef();
        }
        if (count == 3 && a[2].kind != VAL_UNDEF && !(a[2].kind == VAL_BOOLEAN && !a[2].as.boolean))
            return function_error(ctx, site, "%s", stdlib_to_s(ctx, a[2]));
        return function_error(ctx, site, "validate_re: %s does not match %s", stdlib_inspect(ctx, a[0]),
                              stdlib_inspect(ctx, a[1]));
    }
    case VALIDATE_SLENGTH:
        return slength(ctx, site, a, count);
    }
    return value_undef();
}

/* validate_integer.rb and validate_numeric.rb. */
static Value validate_bounds(Ctx *ctx, const CallSite *site, const Value *a, size_t count, bool integer) {
    const char *name = integer ? "validate_integer" : "validate_numeric";
    const char *kind = integer ? "an Integer" : "a Numeric";
    if (count == 0 || count >= 4)
        return function_error(ctx, site, "%s: Wrong number of arguments; must be 1, 2 or 3, got %zu", name, count);
    bool has_max = false, has_min = false;
    double max = 0, min = 0;
    if (count > 1) {
        const char *text = stdlib_to_s(ctx, a[1]);
        if (!(count > 2 && text[0] == '\0')) {
            int64_t i;
            if (integer ? !ruby_integer(ctx, text, &i) : !fnlib_ruby_float(text, strlen(text), &max))
                return function_error(ctx, site, "%s: Expected second argument to be unset or %s, got %s:String", name,
                                      kind, text);
            if (integer)
                max = (double)i;
            has_max = true;
        }
    }
    if (count > 2) {
        const char *text = stdlib_to_s(ctx, a[2]);
        int64_t i;
        if (integer ? !ruby_integer(ctx, text, &i) : !fnlib_ruby_float(text, strlen(text), &min))
            return function_error(ctx, site, "%s: Expected third argument to be unset or %s, got %s:%s", name, kind,
                                  stdlib_to_s(ctx, a[2]), stdlib_class(a[2]));
        if (integer)
            min = (double)i;
        has_min = true;
    }
    const char *max_s = integer ? ctx_sprintf(ctx, "%lld", (long long)max) : float_to_s(ctx, max);
    const char *min_s = integer ? ctx_sprintf(ctx, "%lld", (long long)min) : float_to_s(ctx, min);
    if (has_min && has_max && min > max)
        return function_error(ctx, site, "%s: Expected second argument to be larger than third argument, got %s < %s",
                              name, max_s, min_s);
    Value input = a[0];
    const Value *items = input.kind == VAL_ARRAY ? input.as.array->items : &input;
    size_t n = input.kind == VAL_ARRAY ? input.as.array->count : 1;
    if (input.kind == VAL_HASH)
        return function_error(ctx, site, "validate_integer: Expected first argument to be %s or Array, got Hash", kind);
    for (size_t i = 0; i < n; i++) {
        double num;
        int64_t iv;
        const char *text = stdlib_to_s(ctx, items[i]);
        bool ok = items[i].kind != VAL_HASH &&
                  (integer ? ruby_integer(ctx, text, &iv) : fnlib_ruby_float(text, strlen(text), &num));
        if (integer && ok)
            num = (double)iv;
        if (!ok) {
            if (input.kind == VAL_ARRAY)
                return function_error(ctx, site, "%s: Expected element at array position %zu to be %s, got %s", name, i,
                                      kind, stdlib_class(items[i]));
            return function_error(ctx, site, "%s: Expected first argument to be %s or Array, got %s", name, kind,
                                  stdlib_class(input));
        }
        const char *shown = stdlib_inspect(ctx, input);
        if (has_max && num > max)
            return function_error(ctx, site, "%s: Expected %s to be smaller or equal to %s, got %s.", name, shown, max_s,
                                  shown);
        if (has_min && num < min)
            return function_error(ctx, site, "%s: Expected %s to be greater or equal to %s, got %s.", name, shown, min_s,
                                  shown);
    }
    return value_undef();
}

/* validate_slength.rb. */
static Value slength(Ctx *ctx, const CallSite *site, const Value *a, size_t count) {
    if (count != 2 && count != 3)
        return function_error(ctx, site, "validate_slength: Wrong number of arguments (%zu; must be 2 or 3)", count);
    int64_t max = 0, min = 0;
    bool ok = a[1].kind == VAL_INTEGER || a[1].kind == VAL_STRING || a[1].kind == VAL_FLOAT;
    if (a[1].kind == VAL_INTEGER)
        max = a[1].as.integer;
    else if (a[1].kind == VAL_FLOAT)
        max = (int64_t)a[1].as.floating;
    else if (a[1].kind == VAL_STRING)
        ok = ruby_integer(ctx, a[1].as.string->bytes, &max);
    if (!ok || max <= 0)
        return function_error(ctx, site, "validate_slength: Expected second argument to be a positive Numeric, got %s:%s",
                              stdlib_to_s(ctx, a[1]), stdlib_class(a[1]));
    if (count == 3 && a[2].kind != VAL_UNDEF && !(a[2].kind == VAL_BOOLEAN && !a[2].as.boolean)) {
        ok = a[2].kind == VAL_INTEGER || a[2].kind == VAL_STRING || a[2].kind == VAL_FLOAT;
        if (a[2].kind == VAL_INTEGER)
            min = a[2].as.integer;
        else if (a[2].kind == VAL_FLOAT)
            min = (int64_t)a[2].as.floating;
        else if (a[2].kind == VAL_STRING)
            ok = ruby_integer(ctx, a[2].as.string->bytes, &min);
        if (!ok || min < 0)
            return function_error(ctx, site,
                                  "validate_slength: Expected third argument to be unset or a positive Numeric, got %s:%s",
                                  stdlib_to_s(ctx, a[2]), stdlib_class(a[2]));
    }
    if (max < min)
        return function_error(ctx, site, "validate_slength: Expected second argument to be equal to or larger than third argument");
    Value input = a[0];
    if (input.kind != VAL_STRING && input.kind != VAL_ARRAY)
        return function_error(ctx, site, "validate_slength: Expected first argument to be a String or Array, got %s",
                              stdlib_class(input));
    const Value *items = input.kind == VAL_ARRAY ? input.as.array->items : &input;
    size_t n = input.kind == VAL_ARRAY ? input.as.array->count : 1;
    for (size_t i = 0; i < n; i++) {
        if (items[i].kind != VAL_STRING)
            return function_error(ctx, site, "validate_slength: Expected element at array position %zu to be a String, got %s",
                                  i, stdlib_class(items[i]));
        int64_t len = (int64_t)str_char_count(items[i].as.string);
        if (len > max || len < min)
            return function_error(ctx, site, "validate_slength: Expected length of %s to be between %lld and %lld, was %s",
                                  stdlib_inspect(ctx, input), (long long)min, (long long)max,
                                  input.kind == VAL_STRING ? ctx_sprintf(ctx, "%lld", (long long)len)
                                                           : ctx_sprintf(ctx, "%zu", input.as.array->count));
    }
    return value_undef();
}

/* --- the 4.x shims ------------------------------------------------------------------------ */

#define MATCH_DOC " instead. They are described at https://docs.puppet.com/puppet/latest/reference/lang_data_type.html#match-expressions."
#define LEGACY_A "This method is deprecated, please use the stdlib validate_legacy function,\n                    with "
#define LEGACY_B ". There is further documentation for validate_legacy function in the README."

typedef struct Shim {
    const char *name;
    const char *key;        /* the deprecation key (is_ipv6_address's is is_ipv4_address) */
    const char *message;
    Check check;
} Shim;

static const Shim SHIMS[] = {
    { "is_absolute_path", "is_absolute_path", "This method is deprecated, please use match expressions with Stdlib::Compat::Absolute_Path" MATCH_DOC, IS_ABSOLUTE_PATH },
    { "is_array", "is_array", "This method is deprecated, please use match expressions with Stdlib::Compat::Array" MATCH_DOC, IS_ARRAY },
    { "is_bool", "is_bool", "This method is deprecated, please use match expressions with Stdlib::Compat::Bool" MATCH_DOC, IS_BOOL },
    { "is_float", "is_float", "This method is deprecated, please use match expressions with Stdlib::Compat::Float" MATCH_DOC, IS_FLOAT },
    { "is_ip_address", "is_ip_address", "This method is deprecated, please use match expressions with Stdlib::Compat::Ip_address" MATCH_DOC, IS_IP },
    { "is_ipv4_address", "is_ipv4_address", "This method is deprecated, please use match expressions with Stdlib::Compat::Ipv4" MATCH_DOC, IS_IPV4 },
    { "is_ipv6_address", "is_ipv4_address", "This method is deprecated, please use match expressions with Stdlib::Compat::Ipv6" MATCH_DOC, IS_IPV6 },
    { "is_numeric", "is_numeric", "This method is deprecated, please use match expressions with Stdlib::Compat::Numeric" MATCH_DOC, IS_NUMERIC },
    { "is_string", "is_string", "This method is deprecated, please use match expressions with Stdlib::Compat::String" MATCH_DOC, IS_STRING },
    { "validate_absolute_path", "validate_absolute_path", LEGACY_A "Stdlib::Compat::Absolute_Path" LEGACY_B, VALIDATE_ABSOLUTE_PATH },
    { "validate_array", "validate_array", LEGACY_A "Stdlib::Compat::Array" LEGACY_B, VALIDATE_ARRAY },
    { "validate_bool", "validate_bool", LEGACY_A "Stdlib::Compat::Bool" LEGACY_B, VALIDATE_BOOL },
    { "validate_hash", "validate_hash", LEGACY_A "Stdlib::Compat::Hash" LEGACY_B, VALIDATE_HASH },
    { "validate_integer", "validate_integer", LEGACY_A "Stdlib::Compat::Integer" LEGACY_B, VALIDATE_INTEGER },
    { "validate_ip_address", "validate_ip_address", LEGACY_A "Stdlib::Compat::Ip_Address" LEGACY_B, VALIDATE_IP },
    { "validate_ipv4_address", "validate_ipv4_address", LEGACY_A "Stdlib::Compat::Ipv4_Address" LEGACY_B, VALIDATE_IPV4 },
    { "validate_ipv6_address", "validate_ipv6_address", LEGACY_A "Stdlib::Compat::Ipv6_address" LEGACY_B, VALIDATE_IPV6 },
    { "validate_numeric", "validate_numeric", LEGACY_A "Stdlib::Compat::Numeric" LEGACY_B, VALIDATE_NUMERIC },
    { "validate_re", "validate_re", LEGACY_A "Pattern[]" LEGACY_B, VALIDATE_RE },
    { "validate_slength", "validate_slength", LEGACY_A "String[]" LEGACY_B, VALIDATE_SLENGTH },
    { "validate_string", "validate_string", LEGACY_A "Stdlib::Compat::String" LEGACY_B, VALIDATE_STRING },
};

static const Shim *shim_of(const char *name) {
    for (size_t i = 0; i < sizeof SHIMS / sizeof SHIMS[0]; i++)
        if (strcmp(SHIMS[i].name, name) == 0)
            return &SHIMS[i];
    return NULL;
}

static Value shim_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    const Shim *s = shim_of(site->name);
    if (!s)
        return function_error(ctx, site, "Unknown function: '%s'", site->name);
    if (!stdlib_deprecation(ctx, site, s->key, s->message))
        return value_abrupt();
    return body(ctx, site, s->check, args, count);
}

/* --- the 3.x-only functions ---------------------------------------------------------------- */

static Value is_hash_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "is_hash: Wrong number of arguments given (%zu for 1)", count);
    return value_boolean(a[0].kind == VAL_HASH);
}

static Value is_integer_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                             const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "is_integer: Wrong number of arguments given %zu for 1", count);
    return value_boolean(a[0].kind == VAL_INTEGER ||
                         (a[0].kind == VAL_STRING && ruby_match(ctx, "^-?(?:(?:[1-9]\\d*)|0)$", a[0].as.string)));
}

/* is_domain_name.rb. */
static bool domain_name(Ctx *ctx, Value v) {
    if (v.kind != VAL_STRING)
        return false;
    const Str *s = v.as.string;
    if (s->len == 1 && s->bytes[0] == '.')
        return true;
    size_t n = s->len;
    if (n > 0 && s->bytes[n - 1] == '.')
        n--;
    if (n == 0 || n > 255)
        return false;
    const Str *d = str_new(ctx, s->bytes, n);
    if (memchr(d->bytes, '.', n) && !ruby_match(ctx, "\\.[A-Za-z]+$", d))
        return false;
    size_t start = 0;
    for (size_t i = 0; i <= n; i++) {
        if (i < n && d->bytes[i] != '.')
            continue;
        size_t len = i - start;
        const char *label = d->bytes + start;
        if (len < 1 || len > 63 || label[0] == '-' || label[len - 1] == '-')
            return i == n && len == 0 && start > 0 ? false : false;
        for (size_t k = 0; k < len; k++) {
            char c = label[k];
            if (!((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '-'))
                return false;
        }
        start = i + 1;
    }
    return true;
}

static Value is_domain_name_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "is_domain_name: Wrong number of arguments given %zu for 1", count);
    return value_boolean(domain_name(ctx, a[0]));
}

static bool email_address(Ctx *ctx, Value v) {
    return v.kind == VAL_STRING && ruby_match(ctx, "\\A([\\w+\\-].?)+@[a-z\\d\\-]+(\\.[a-z]+)*\\.[a-z]+\\z", v.as.string);
}

static Value is_email_address_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                   const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "is_email_address: Wrong number of arguments given %zu for 1", count);
    if (a[0].kind != VAL_STRING)
        return value_boolean(false);
    return value_boolean(email_address(ctx, a[0]));
}

static Value validate_domain_name_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                       const Callable *block) {
    ARGS_3X(-1);
    if (count == 0)
        return function_error(ctx, site, "validate_domain_name: wrong number of arguments (0; must be > 0)");
    for (size_t i = 0; i < count; i++) {
        if (a[i].kind != VAL_STRING)
            return function_error(ctx, site, "%s is not a string.", stdlib_inspect(ctx, a[i]));
        if (!domain_name(ctx, a[i]))
            return function_error(ctx, site, "%s is not a syntactically correct domain name", stdlib_inspect(ctx, a[i]));
    }
    return value_undef();
}

static Value validate_email_address_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                         const Callable *block) {
    ARGS_3X(-1);
    if (count == 0)
        return function_error(ctx, site, "validate_email_address: wrong number of arguments (0; must be > 0)");
    for (size_t i = 0; i < count; i++) {
        if (a[i].kind != VAL_STRING)
            return function_error(ctx, site, "%s is not a string.", stdlib_inspect(ctx, a[i]));
        if (!email_address(ctx, a[i]))
            return function_error(ctx, site, "%s is not a valid email address", stdlib_inspect(ctx, a[i]));
    }
    return value_undef();
}

/* --- deprecation, is_a, validate_legacy ---------------------------------------------------- */

static Value deprecation_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    (void)count, (void)block;
    return stdlib_deprecation(ctx, site, args[0].as.string->bytes, args[1].as.string->bytes) ? value_undef()
                                                                                            : value_abrupt();
}

static Value is_a_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)count, (void)block;
    return value_boolean(type_is_instance(ctx, args[1].as.type, args[0]));
}

/* validate_legacy.rb: the type decides; the old function only chooses between a deprecation
 * and a failure, or a notice when the type accepts what the old function refused. */
static Value validate_legacy_type(Ctx *ctx, const CallSite *site, const Type *t, const Value *rest, size_t n) {
    const char *function = rest[0].as.string->bytes;
    Value value = rest[1];
    Value *old_args = ctx_alloc(ctx, n * sizeof *old_args);
    for (size_t i = 1; i < n; i++)
        old_args[i - 1] = rest[i];
    CallSite old = *site;
    old.name = function;
    const Shim *s = shim_of(function);
    const ParsedFunction *pf = s ? NULL : function_ruby("stdlib", function);
    bool previous;
    if (s) {
        previous = !value_is_abrupt(body(ctx, &old, s->check, old_args, n - 1));
    } else if (pf) {
        previous = !value_is_abrupt(function_call_parsed(ctx, &old, pf, old_args, n - 1, NULL));
    } else {
        return function_error(ctx, site, "undefined method `function_%s'", function);
    }
    if (!previous) {
        if (ctx->unwind.kind != UNWIND_ERROR)
            return value_abrupt();
        ctx_clear_unwind(ctx);
    }
    /* when the type accepts what the old function refused, the reference logs "Accepting
     * previously invalid value for target type '...'" through Puppet.notice: a log line of no
     * scope, which is not part of the program's output (docs/functions.md) */
    if (type_is_instance(ctx, t, value))
        return value_undef();
    const char *msg = type_mismatch_describe(ctx, ctx_sprintf(ctx, "validate_legacy(%s)", function), t, value);
    if (previous)
        return stdlib_deprecation(ctx, site, "validate_legacy", msg) ? value_undef() : value_abrupt();
    return function_error(ctx, site, "%s", msg);
}

static Value validate_legacy_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                  const Callable *block) {
    (void)block;
    return validate_legacy_type(ctx, site, args[0].as.type, args + 1, count - 1);
}

static Value validate_legacy_s_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                    const Callable *block) {
    (void)block;
    const Type *t = type_parse(ctx, args[0].as.string->bytes);
    if (!t)
        return fnlib_type_text_failed(ctx, site);
    return validate_legacy_type(ctx, site, t, args + 1, count - 1);
}

#define SHIM(name) { name, { { "(Any *$args)", shim_impl } } }

const BuiltinFunction ruby_functions_stdlib_validate[] = {
    SHIM("is_absolute_path"), SHIM("is_array"), SHIM("is_bool"), SHIM("is_float"), SHIM("is_ip_address"),
    SHIM("is_ipv4_address"), SHIM("is_ipv6_address"), SHIM("is_numeric"), SHIM("is_string"),
    SHIM("validate_absolute_path"), SHIM("validate_array"), SHIM("validate_bool"), SHIM("validate_hash"),
    SHIM("validate_integer"), SHIM("validate_ip_address"), SHIM("validate_ipv4_address"),
    SHIM("validate_ipv6_address"), SHIM("validate_numeric"), SHIM("validate_re"), SHIM("validate_slength"),
    SHIM("validate_string"),
    { "is_hash", { { "~(Any *$args)", is_hash_impl } } },
    { "is_integer", { { "~(Any *$args)", is_integer_impl } } },
    { "is_domain_name", { { "~(Any *$args)", is_domain_name_impl } } },
    { "is_email_address", { { "~(Any *$args)", is_email_address_impl } } },
    { "validate_domain_name", { { "~(Any *$args)", validate_domain_name_impl } } },
    { "validate_email_address", { { "~(Any *$args)", validate_email_address_impl } } },
    { "deprecation", { { "(String $key, String $message)", deprecation_impl } } },
    { "is_a", { { "(Any $value, Type $type)", is_a_impl } } },
    { "validate_legacy", { { "(Type $target_type, String $function_name, Any $value, Any *$args)", validate_legacy_impl },
                           { "(String $type_string, String $function_name, Any $value, Any *$args)", validate_legacy_s_impl } } },
    { NULL, { { NULL, NULL } } },
};
