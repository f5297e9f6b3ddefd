/* modules_services.c: the Ruby functions of Debian's service modules: arioch-redis
 * (getvar_emptystring, and redisget, whose server the engine never reaches: the default or the
 * module's connection error), puppetlabs-mongodb (mongodb_password) and nanliu-staging
 * (staging_parse, scope_defaults). Not here: the other modules' functions (modules_*.c,
 * stdlib_*.c).
 *
 * One table per module (function_ruby.def); each follows its module's Ruby source as a 3.x
 * function (arguments through fnlib_args_3x), with its messages ("name(): " shows as "name: ").
 */
#include <string.h>

#include "catalog/catalog.h"
#include "data/digest.h"
#include "eval/eval_internal.h"
#include "eval/function.h"
#include "eval/scope.h"
#include "functions/fnlib.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "support/strbuf.h"
#include "text/sprintf.h"

#define ARGS_3X(arity)                                       \
    (void)block;                                             \
    Value *a = fnlib_args_3x(ctx, site, args, count, arity); \
    if (!a)                                                  \
        return value_abrupt()

/* --- redis ----------------------------------------------------------------------------------- */

/* lookupvar of "#{name}" ('' for nil); under strict variables the error is eaten: ''. */
static Value getvar_emptystring_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                     const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "getvar_emptystring(): wrong number of arguments (%zu; must be 1)", count);
    const char *name = sprintf_to_s_3x_text(ctx, a[0]);
    Value out;
    if (ctx->options && ctx->options->strict == PUPPET_STRICT_ERROR) {
        /* the ParseError of strict variables is rescued: no message, an empty string */
        bool found = name[0] == ':' && name[1] == ':' && !strstr(name + 2, "::")
                         ? scope_lookup(ctx->interp->top, name + 2, &out)
                     : strstr(name, "::") ? catalog_lookup_qualified(ctx, name[0] == ':' ? name + 2 : name, &out)
                                          : scope_lookup(ctx->interp->scope, name, &out);
        return found && out.kind != VAL_UNDEF ? out : value_cstring(ctx, "");
    }
    if (!stdlib_lookupvar(ctx, site, name, &out))
        return value_abrupt();
    return out.kind == VAL_UNDEF ? value_cstring(ctx, "") : out;
}

/* Redis.new(url: url).get(key) || default: the engine does not use the network, so the
 * connection fails as to a server that cannot be reached: the default when one is given (the
 * module's rescue), else the module's Puppet::Error saying why. */
static Value redisget_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count != 2 && count != 3)
        return function_error(ctx, site, "redisget(): Wrong number of arguments given (%zu for 2 or 3)", count);
    if (count == 3 && a[2].kind != VAL_STRING)
        return function_error(ctx, site, "redisget(): Wrong argument type given (%s for String) for arg3 (default)",
                              stdlib_class(a[2]));
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "redisget(): Wrong argument type given (%s for String) for arg1 (key)",
                              stdlib_class(a[0]));
    if (a[1].kind != VAL_STRING)
        return function_error(ctx, site, "redisget(): Wrong argument type given (%s for String) for arg2 (url)",
                              stdlib_class(a[1]));
    if (count == 3)
        return a[2];
    return function_error(ctx, site,
                          "connection to redis server failed - the engine does not use the network: it cannot ask "
                          "the Redis server at '%s' for '%s'",
                          a[1].as.string->bytes, a[0].as.string->bytes);
}

const BuiltinFunction ruby_functions_modules_redis[] = {
    { "getvar_emptystring", { { "~(Any *$args)", getvar_emptystring_impl } } },
    { "redisget", { { "~(Any *$args)", redisget_impl } } },
    { NULL, { { NULL, NULL } } },
};

/* --- mongodb --------------------------------------------------------------------------------- */

/* Digest::MD5.hexdigest("#{user}:mongo:#{password}") */
static Value mongodb_password_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                   const Callable *block) {
    ARGS_3X(-1);
    if (count != 2)
        return function_error(ctx, site, "mongodb_password(): Wrong number of arguments given (%zu for 2)", count);
    const char *text = ctx_sprintf(ctx, "%s:mongo:%s", sprintf_to_s_3x_text(ctx, a[0]), sprintf_to_s_3x_text(ctx, a[1]));
    unsigned char md5[DIGEST_MD5_BYTES];
    digest_md5(text, strlen(text), md5);
    char hex[2 * DIGEST_MD5_BYTES + 1];
    digest_to_hex(md5, sizeof md5, hex);
    return value_cstring(ctx, hex);
}

const BuiltinFunction ruby_functions_modules_mongodb[] = {
    { "mongodb_password", { { "~(Any *$args)", mongodb_password_impl } } },
    { NULL, { { NULL, NULL } } },
};

/* --- staging --------------------------------------------------------------------------------- */

/* URI.parse(text).path: after a scheme, a "//authority" is skipped; the path ends at '?' or
 * '#'. NULL for an opaque URI ("mailto:x": no path); *bad when URI.parse refuses the text (a
 * character no URI holds). */
static const char *uri_path(Ctx *ctx, const char *text, bool *bad) {
    *bad = strpbrk(text, " \"<>[]{}|\\^`") != NULL;
    const char *p = text;
    size_t n = 0;
    bool letter = (p[0] | 0x20) >= 'a' && (p[0] | 0x20) <= 'z';
    while (letter && p[n] && (((p[n] | 0x20) >= 'a' && (p[n] | 0x20) <= 'z') || (p[n] >= '0' && p[n] <= '9') ||
                              strchr("+-.", p[n])))
        n++;
    if (letter && p[n] == ':') {
        p += n + 1;
        if (p[0] == '/' && p[1] == '/')
            p += 2 + strcspn(p + 2, "/?#");
        else if (p[0] != '/')
            return NULL;
    }
    return ctx_strndup(ctx, p, strcspn(p, "?#"));
}

/* File.basename: the last component, trailing slashes dropped ("/" stays "/"). */
static const char *base_name(Ctx *ctx, const char *path) {
    size_t len = strlen(path);
    while (len > 1 && path[len - 1] == '/')
        len--;
    size_t start = len;
    while (start > 0 && path[start - 1] != '/')
        start--;
    if (len == 1 && path[0] == '/')
        start = 0;
    return ctx_strndup(ctx, path + start, len - start);
}

/* File.extname: from the last dot of the base name that neither leads nor ends it. */
static const char *ext_name(Ctx *ctx, const char *path) {
    const char *base = base_name(ctx, path);
    const char *start = base;
    while (*start == '.')
        start++;
    const char *dot = strrchr(start, '.');
    return dot && dot[1] ? dot : "";
}

/* File.expand_path of an absolute path: "." and ".." components resolved. */
static const char *expand_path(Ctx *ctx, const char *path) {
    StrBuf out;
    strbuf_init(&out, ctx);
    for (const char *p = path; *p;) {
        while (*p == '/')
            p++;
        size_t seg = strcspn(p, "/");
        if (seg == 2 && p[0] == '.' && p[1] == '.') {
            while (out.len > 0 && out.bytes[out.len - 1] != '/')
                out.len--;
            if (out.len > 0)
                out.len--;
        } else if (seg && !(seg == 1 && p[0] == '.')) {
            strbuf_append_char(&out, '/');
            strbuf_append(&out, p, seg);
        }
        p += seg;
    }
    if (out.len == 0)
        strbuf_append_char(&out, '/');
    return strbuf_finish(&out)->bytes;
}

static Value staging_parse_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    ARGS_3X(-1);
    if (count < 1 || count > 3)
        return function_error(ctx, site, "staging_parse(): Wrong number of arguments given (%zu for 1, 2, 3)", count);
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "undefined method `gsub' for %s", fnlib_ruby_receiver(ctx, a[0]));
    char *source = ctx_strndup(ctx, a[0].as.string->bytes, a[0].as.string->len);
    for (char *c = source; *c; c++)
        if (*c == '\\')
            *c = '/';
    bool bad;
    const char *path = uri_path(ctx, source, &bad);
    if (bad)
        return function_error(ctx, site, "bad URI(is not URI?): \"%s\"", source);
    if (!path)
        return function_error(ctx, site, "staging_parse(): \"%s\" has no URI 'path' component",
                              a[0].as.string->bytes);
    const char *info = count > 1 && value_truthy(a[1]) ? sprintf_to_s_3x_text(ctx, a[1]) : "filename";
    const char *extension = count > 2 && value_truthy(a[2]) ? sprintf_to_s_3x_text(ctx, a[2]) : ext_name(ctx, path);
    if (strcmp(info, "filename") == 0)
        return value_cstring(ctx, base_name(ctx, path));
    if (strcmp(info, "basename") == 0) {
        const char *base = base_name(ctx, path);
        size_t bl = strlen(base), el = strlen(extension);
        if (el && bl > el && strcmp(base + bl - el, extension) == 0)
            return value_string(ctx, base, bl - el);
        return value_cstring(ctx, base);
    }
    if (strcmp(info, "extname") == 0)
        return value_cstring(ctx, ext_name(ctx, path));
    if (strcmp(info, "parent") == 0)
        return value_cstring(ctx, expand_path(ctx, ctx_sprintf(ctx, "%s%s/..", path[0] == '/' ? "" : "/", path)));
    return function_error(ctx, site, "staging_parse(), unknown parse info %s.", info);
}

/* lookupdefaults of the type (its segments capitalized) has the attribute. */
static Value scope_defaults_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    ARGS_3X(-1);
    if (count != 2)
        return function_error(ctx, site, "scope_defaults(): Wrong number of arguments given (%zu for 2)", count);
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "undefined method `split' for %s", fnlib_ruby_receiver(ctx, a[0]));
    return value_boolean(catalog_has_default(ctx, catalog_capitalize(ctx, a[0].as.string->bytes), sprintf_to_s_3x_text(ctx, a[1])));
}

const BuiltinFunction ruby_functions_modules_staging[] = {
    { "staging_parse", { { "~(Any *$args)", staging_parse_impl } } },
    { "scope_defaults", { { "~(Any *$args)", scope_defaults_impl } } },
    { NULL, { { NULL, NULL } } },
};
