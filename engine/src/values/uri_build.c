/* uri_build.c: URI::<class>.build from a hash of parts (URI::Generic#initialize with
 * arg_check), with the RFC 2396 checks of URI::DEFAULT_PARSER, which differ from the RFC 3986
 * ones URI.parse uses (uri_parse.c), as in Ruby 3.1.
 */
#include "values/uri_internal.h"

#include <string.h>

/* --- URI::<class>.build, with the RFC 2396 checks of URI::DEFAULT_PARSER -------------------- */

static bool unreserved2396(char c) {
    return uri_is_alpha(c) || uri_is_digit(c) || strchr("-_.!~*'()", c) != NULL;
}
static bool userinfo2396(char c) { return c && (unreserved2396(c) || strchr(";:&=+$,", c) != NULL); }
static bool pchar2396(char c) { return c && (unreserved2396(c) || strchr(":@&=+$,", c) != NULL); }
static bool abs_path_char(char c) { return c == '/' || c == ';' || pchar2396(c); }
static bool rel_segment2396(char c) { return c && (unreserved2396(c) || strchr(";@&=+$,", c) != NULL); }
static bool hostname2396(char c) { return uri_is_alpha(c) || uri_is_digit(c) || c == '-' || c == '.'; }
static bool uric2396(char c) { return c && (unreserved2396(c) || strchr(";/?:@&=+$,[]", c) != NULL); }
static bool uric_no_slash2396(char c) { return c && c != '/' && c != '[' && c != ']' && uric2396(c); }

static bool abs_path2396(const Str *v) {
    return v->len > 0 && v->bytes[0] == '/' && uri_all_of(v->bytes, v->len, abs_path_char);
}

/* rel_segment (abs_path)? */
static bool rel_path2396(const Str *v) {
    size_t seg = 0;
    while (seg < v->len && v->bytes[seg] != '/')
        seg++;
    if (seg == 0 || !uri_all_of(v->bytes, seg, rel_segment2396))
        return false;
    return seg == v->len || uri_all_of(v->bytes + seg, v->len - seg, abs_path_char);
}

/* hostname | IPv4address | "[" IPv6address "]" (an RFC 2396 hostname: [a-zA-Z0-9\-.] and %hh) */
static bool host2396(const Str *v) {
    if (v->len > 0 && v->bytes[0] == '[')
        return v->len > 2 && v->bytes[v->len - 1] == ']' && uri_is_ipv6(v->bytes + 1, v->len - 2);
    return v->len > 0 && uri_all_of(v->bytes, v->len, hostname2396);
}

static bool init_string(const Hash *init, const char *key, const Str **out) {
    size_t n = strlen(key);
    for (size_t i = 0; i < init->count; i++) {
        const HashEntry *e = hash_entry_at(init, i);
        if (e->key.kind == VAL_STRING && e->key.as.string->len == n && memcmp(e->key.as.string->bytes, key, n) == 0) {
            if (e->value.kind == VAL_STRING)
                *out = e->value.as.string;
            return true;
        }
    }
    return false;
}

const Uri *uri_build(Ctx *ctx, const Hash *init, const char **error) {
    const Str *scheme = NULL, *userinfo = NULL, *host = NULL, *path = NULL, *query = NULL, *fragment = NULL,
              *opaque = NULL;
    init_string(init, "scheme", &scheme);
    init_string(init, "userinfo", &userinfo);
    init_string(init, "host", &host);
    init_string(init, "path", &path);
    init_string(init, "query", &query);
    init_string(init, "fragment", &fragment);
    init_string(init, "opaque", &opaque);
    Value port = value_undef();
    for (size_t i = 0; i < init->count; i++) {
        const HashEntry *e = hash_entry_at(init, i);
        if (e->key.kind == VAL_STRING && strcmp(e->key.as.string->bytes, "port") == 0)
            port = e->value;
    }
    Uri *u = ctx_calloc(ctx, 1, sizeof *u);
    u->klass = uri_class_of_scheme(scheme);
    if (u->klass != URI_GENERIC)
        scheme = NULL;   /* Util.make_components_hash: the class's own name */
    if (u->klass == URI_FTP) {
        /* FTP.build: '/' + path with a leading '/' escaped; FTP#initialize undoes one level */
        if (!path) {
            *error = "undefined method `sub' for nil:NilClass";
            return NULL;
        }
        const Str *built = uri_ftp_set_path(ctx, path->bytes, path->len);
        path = str_new(ctx, built->bytes + 1, built->len - 1);
        if (path->len >= 3 && memcmp(path->bytes, "%2F", 3) == 0)
            path = str_from_cstr(ctx, ctx_sprintf(ctx, "/%s", path->bytes + 3));
    }
    if (u->klass == URI_LDAP || u->klass == URI_LDAPS)
        query = str_new(ctx, "", 0);   /* LDAP.build: the query is made of attributes, scope, ... */
    if (u->klass == URI_MAILTO) {
        /* MailTo.build: the opaque part is made of 'to' and 'headers', which PURIType has not */
        opaque = str_new(ctx, "", 0);
    }
    if (u->klass != URI_GENERIC)
        scheme = uri_lower(ctx, str_from_cstr(ctx, uri_class_scheme(u->klass)));
    /* Generic#initialize with arg_check: scheme=, userinfo=, hostname=, port=, path=, query=,
     * opaque=, fragment=, each checking its component */
    if (scheme) {
        bool ok = scheme->len > 0 && uri_is_alpha(scheme->bytes[0]);
        for (size_t i = 1; ok && i < scheme->len; i++)
            ok = uri_is_alpha(scheme->bytes[i]) || uri_is_digit(scheme->bytes[i]) || strchr("+-.", scheme->bytes[i]);
        if (!ok) {
            *error = ctx_sprintf(ctx, "bad component(expected scheme component): %s", scheme->bytes);
            return NULL;
        }
        u->scheme = uri_lower(ctx, scheme);
    }
    if (userinfo) {
        if (u->klass == URI_FILE) {
            *error = "can not set userinfo for file URI";
            return NULL;
        }
        uri_set_userinfo(ctx, u, userinfo);
        if (!uri_all_of(u->user->bytes, u->user->len, userinfo2396)) {
            *error = ctx_sprintf(ctx, "bad component(expected userinfo component or user component): %s", u->user->bytes);
            return NULL;
        }
        if (u->password && !uri_all_of(u->password->bytes, u->password->len, userinfo2396)) {
            *error = "bad password component";
            return NULL;
        }
    }
    if (host) {
        /* Generic#hostname=: an IPv6 address gets its brackets */
        if (memchr(host->bytes, ':', host->len) && !(host->bytes[0] == '[' && host->bytes[host->len - 1] == ']'))
            host = str_from_cstr(ctx, ctx_sprintf(ctx, "[%s]", host->bytes));
        if (!host2396(host)) {
            *error = ctx_sprintf(ctx, "bad component(expected host component): %s", host->bytes);
            return NULL;
        }
        u->host = host;
    }
    if (u->klass == URI_FILE && (!u->host || uri_str_is(u->host, "localhost")))
        u->host = str_new(ctx, "", 0);
    if (port.kind == VAL_INTEGER && u->klass != URI_FILE) {
        u->has_port = true;
        u->port = port.as.integer;
    }
    if (path && path->len > 0) {
        bool ok = u->scheme && !uri_str_is(u->scheme, "ftp") ? abs_path2396(path) : abs_path2396(path) || rel_path2396(path);
        if (!ok) {
            *error = ctx_sprintf(ctx, "bad component(expected %s path component): %s",
                                 u->scheme && !uri_str_is(u->scheme, "ftp") ? "absolute" : "relative", path->bytes);
            return NULL;
        }
    }
    if (path)
        u->path = u->klass == URI_FTP ? uri_ftp_set_path(ctx, path->bytes, path->len) : path;
    if (query && !(u->query = uri_set_query(ctx, query, error)))
        return NULL;
    if (opaque) {
        if (u->host || u->has_port || u->user || u->path) {
            *error = "can not set opaque with host, port, userinfo or path";
            return NULL;
        }
        if (opaque->len == 0 || !uric_no_slash2396(opaque->bytes[0]) || !uri_all_of(opaque->bytes, opaque->len, uric2396)) {
            *error = ctx_sprintf(ctx, "bad component(expected opaque component): %s", opaque->bytes);
            return NULL;
        }
        u->opaque = opaque;
    }
    if (fragment)
        u->fragment = uri_set_fragment(ctx, fragment);
    return uri_finish(ctx, u, true, error);
}

