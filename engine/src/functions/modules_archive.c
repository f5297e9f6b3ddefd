/* modules_archive.c: the Ruby functions of puppet-archive: assemble_nexus_url (a Nexus URL with
 * its query string, as CGI.escape writes it), archive::parse_artifactory_url (the parts of an
 * Artifactory Maven URL), and those that fetch from a server: go_md5,
 * archive::artifactory_checksum and archive::artifactory_latest_url, which fail after their own
 * argument checks saying that the engine does not use the network (the reference connects).
 *
 * One table (function_ruby.def); each follows the module's Ruby source, with its messages.
 */
#include <string.h>

#include "eval/function.h"
#include "functions/fnlib.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "support/strbuf.h"
#include "text/format.h"
#include "types/type.h"
#include "values/regex.h"

#define ARGS_3X(arity)                                       \
    (void)block;                                             \
    Value *a = fnlib_args_3x(ctx, site, args, count, arity); \
    if (!a)                                                  \
        return value_abrupt()

/* The failure of a function that would fetch url. */
static Value needs_network(Ctx *ctx, const CallSite *site, const char *url) {
    return function_error(ctx, site,
                          "%s: the function is not available here: fetching '%s' needs the network, which the "
                          "engine does not use",
                          site->name, url);
}

/* CGI.escape: bytes other than ASCII letters, digits and _.-~ as %XX, a blank as '+'. */
static void cgi_escape(StrBuf *out, const Str *s) {
    static const char hex[] = "0123456789ABCDEF";
    for (size_t i = 0; i < s->len; i++) {
        unsigned char c = (unsigned char)s->bytes[i];
        if ((c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || (c && strchr("_.-~", c))) {
            strbuf_append_char(out, (char)c);
        } else if (c == ' ') {
            strbuf_append_char(out, '+');
        } else {
            char e[3] = { '%', hex[c >> 4], hex[c & 15] };
            strbuf_append(out, e, 3);
        }
    }
}

/* "#{nexus_url}/service/local/artifact/maven/content?" and params.to_a as k=CGI.escape(v)
 * joined by '&'. */
static Value assemble_nexus_url_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                     const Callable *block) {
    ARGS_3X(-1);
    StrBuf out;
    strbuf_init(&out, ctx);
    if (count > 0)
        strbuf_append_cstr(&out, stdlib_to_s(ctx, a[0]));
    strbuf_append_cstr(&out, "/service/local/artifact/maven/content?");
    if (count < 2)
        return value_from_string(strbuf_finish(&out));   /* nil.to_a is [] */
    if (a[1].kind != VAL_HASH && a[1].kind != VAL_ARRAY)
        return function_error(ctx, site, "undefined method `to_a' for %s", fnlib_ruby_receiver(ctx, a[1]));
    const Array *pairs = stdlib_to_array(ctx, a[1]);
    for (size_t i = 0; i < pairs->count; i++) {
        Value pair = pairs->items[i];
        if (pair.kind != VAL_ARRAY)
            return function_error(ctx, site, "undefined method `[]' for %s", fnlib_ruby_receiver(ctx, pair));
        Value key = pair.as.array->count > 0 ? pair.as.array->items[0] : value_undef();
        Value value = pair.as.array->count > 1 ? pair.as.array->items[1] : value_undef();
        if (value.kind != VAL_STRING)
            return fnlib_no_implicit_string(ctx, site, value);
        if (i)
            strbuf_append_char(&out, '&');
        strbuf_append_cstr(&out, stdlib_to_s(ctx, key));
        strbuf_append_char(&out, '=');
        cgi_escape(&out, value.as.string);
    }
    return value_from_string(strbuf_finish(&out));
}

static Value go_md5_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count != 4)
        return function_error(ctx, site, "Invalid go md5 info url %s",
                              stdlib_inspect(ctx, value_array_of(ctx, a, count)));
    return needs_network(ctx, site, stdlib_to_s(ctx, a[3]));
}

/* stdlib's Stdlib::HTTPUrl and Stdlib::HTTPSUrl, which the dispatches of the archive:: functions
 * name: their types are the module's aliases, checked here and shown as the reference shows an
 * alias ("Stdlib::HTTPUrl = Pattern[...]"). */
#define HTTP_URL_SHOWN "Stdlib::HTTPUrl = Pattern[/(?i:\\Ahttps?:\\/\\/.*\\z)/]"
#define HTTPS_URL_SHOWN "Stdlib::HTTPSUrl = Pattern[/(?i:\\Ahttps:\\/\\/.*\\z)/]"

/* Whether url is a Stdlib::HTTPUrl (every Stdlib::HTTPSUrl is one too); false after the
 * reference's mismatch error when not. */
static bool check_url(Ctx *ctx, const CallSite *site, Value url, bool or_https) {
    static const char pattern[] = "(?i:\\Ahttps?://.*\\z)";
    if (url.kind == VAL_STRING) {
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
        if (!re) {
            function_error(ctx, site, "%s", error);
            return false;
        }
        if (regex_match(ctx, re, url.as.string))
            return true;
        if (ctx->unwind.kind != UNWIND_NONE)
            return false;
    }
    const char *expected = or_https ? "Variant[" HTTP_URL_SHOWN ", " HTTPS_URL_SHOWN "]" : HTTP_URL_SHOWN;
    /* a Pattern mismatch: a String shown, anything else by its inferred type's name */
    const char *got = url.kind == VAL_STRING ? format_inspect(ctx, url)->bytes : type_kind_name(type_kind(type_infer(ctx, url)));
    function_error(ctx, site, "'%s' parameter 'url' expects a match for %s, got %s", site->name, expected, got);
    return false;
}

/* The 'maven-2-default Repository Layout' of the module's regexp, its named groups in order. */
static const char ARTIFACTORY_URL[] =
    "(?x)(?<base_url>.*/artifactory) / (?<repository>[^/]+) / (?<org_path>.+?) / (?<module>[^/]+) /"
    " (?<base_rev>[^/]+?) (?:-(?<folder_iteg_rev>SNAPSHOT))? / \\k<module>-\\k<base_rev>"
    " (?:-(?<file_iteg_rev>SNAPSHOT|(?:(?:[0-9]{8}.[0-9]{6})-(?:[0-9]+))))? (?:-(?<classifier>[^/]+?))?"
    " \\. (?<ext>(?:(?!\\d))[^\\-/]+|7z)";
static const char *const ARTIFACTORY_PARTS[] = { "base_url", "repository", "org_path", "module", "base_rev",
                                                 "folder_iteg_rev", "file_iteg_rev", "classifier", "ext" };

static Value parse_artifactory_url_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                        const Callable *block) {
    (void)block, (void)count;
    if (!check_url(ctx, site, args[0], true))
        return value_abrupt();
    const char *error = NULL;
    const Regexp *re = regex_compile(ctx, ARTIFACTORY_URL, strlen(ARTIFACTORY_URL), &error);
    if (!re)
        return function_error(ctx, site, "%s", error);
    const MatchData *m = regex_match(ctx, re, args[0].as.string);
    if (ctx->unwind.kind != UNWIND_NONE)
        return value_abrupt();
    if (!m)
        return value_undef();
    size_t n = sizeof ARTIFACTORY_PARTS / sizeof *ARTIFACTORY_PARTS;
    Hash *h = hash_new(ctx, n);
    for (size_t i = 0; i < n; i++)
        hash_put(ctx, h, value_cstring(ctx, ARTIFACTORY_PARTS[i]), i + 1 < m->count ? m->groups[i + 1] : value_undef());
    return value_from_hash(h);
}

/* url with /artifactory/ (its first) made /artifactory/api/storage/: the storage API's URL. */
static const char *storage_url(Ctx *ctx, const Str *url) {
    const char *at = strstr(url->bytes, "/artifactory/");
    if (!at)
        return url->bytes;
    return ctx_sprintf(ctx, "%.*s/artifactory/api/storage/%s", (int)(at - url->bytes), url->bytes,
                       at + strlen("/artifactory/"));
}

static Value artifactory_checksum_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                       const Callable *block) {
    (void)block, (void)count;
    if (!check_url(ctx, site, args[0], false))
        return value_abrupt();
    return needs_network(ctx, site, storage_url(ctx, args[0].as.string));
}

static Value artifactory_latest_url_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                         const Callable *block) {
    (void)block, (void)count;
    if (!check_url(ctx, site, args[0], true))
        return value_abrupt();
    const char *url = storage_url(ctx, args[0].as.string);
    const char *slash = strrchr(url, '/');   /* [%r{^(.*)/.*$}, 1]: the parent directory */
    return needs_network(ctx, site, slash ? ctx_strndup(ctx, url, (size_t)(slash - url)) : url);
}


const BuiltinFunction ruby_functions_modules_archive[] = {
    { "assemble_nexus_url", { { "~(Any *$args)", assemble_nexus_url_impl } } },
    { "go_md5", { { "~(Any *$args)", go_md5_impl } } },
    { "archive::parse_artifactory_url", { { "(Any $url)", parse_artifactory_url_impl } } },
    { "archive::artifactory_checksum",
      { { "(Any $url, Enum['sha1','sha256','md5'] $checksum_type = undef)", artifactory_checksum_impl } } },
    { "archive::artifactory_latest_url",
      { { "(Any $url, Hash $maven_data)", artifactory_latest_url_impl } } },
    { NULL, { { NULL, NULL } } },
};
