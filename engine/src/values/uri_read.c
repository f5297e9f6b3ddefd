/* uri_read.c: reading URI values: their parts as PURIType exposes them (path, members, the
 * parameters of URI[...]), #to_s, and Ruby's == (normalized) and eql?/hash, each over the
 * components its class compares.
 */
#include "values/uri_internal.h"

#include <string.h>

#include "support/strbuf.h"

/* --- reading ----------------------------------------------------------------------------------- */

static const Str *userinfo_of(Ctx *ctx, const Uri *u) {
    if (!u->user)
        return NULL;
    if (!u->password)
        return u->user;
    return str_from_cstr(ctx, ctx_sprintf(ctx, "%s:%s", u->user->bytes, u->password->bytes));
}

/* The path as the reader `path` gives it: FTP's without its leading '/' (and %2F as '/'). */
static const Str *path_of(Ctx *ctx, const Uri *u) {
    if (u->klass != URI_FTP || !u->path)
        return u->path;
    const char *p = u->path->bytes;
    size_t n = u->path->len;
    if (n > 0 && p[0] == '/')
        p++, n--;
    if (n >= 3 && memcmp(p, "%2F", 3) == 0)
        return str_from_cstr(ctx, ctx_sprintf(ctx, "/%.*s", (int)(n - 3), p + 3));
    return str_new(ctx, p, n);
}

const Str *uri_path(Ctx *ctx, const Uri *u) {
    return path_of(ctx, u);
}

const Str *uri_path_to_set(Ctx *ctx, const Uri *u, const Str *path) {
    return u->klass == URI_FTP ? uri_ftp_set_path(ctx, path->bytes, path->len) : path;
}

/* MailTo: 'to' (before the first '?' of the opaque part) and the headers after it, without
 * the empty trailing fields String#split drops. */
static void mailto_parts(const Uri *u, Part *to, Part *headers) {
    *to = (Part){ 0 };
    *headers = (Part){ 0 };
    if (!u->opaque || u->opaque->len == 0)
        return;
    const char *s = u->opaque->bytes;
    size_t n = u->opaque->len;
    const char *q = memchr(s, '?', n);
    *to = (Part){ s, q ? (size_t)(q - s) : n, true };
    if (q) {
        size_t h = n - (size_t)(q - s) - 1;
        while (h > 0 && q[h] == '&')
            h--;
        *headers = (Part){ q + 1, h, h > 0 };
    }
}

const Str *uri_to_string(Ctx *ctx, const Uri *u) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    if (u->klass == URI_MAILTO) {
        Part to, headers;
        mailto_parts(u, &to, &headers);
        strbuf_printf(&sb, "%s:", u->scheme ? u->scheme->bytes : "");
        if (to.present)
            strbuf_append(&sb, to.p, to.n);
        if (headers.present) {
            strbuf_append_cstr(&sb, "?");
            strbuf_append(&sb, headers.p, headers.n);
        }
    } else {
        if (u->scheme)
            strbuf_printf(&sb, "%s:", u->scheme->bytes);
        if (u->opaque) {
            strbuf_append_str(&sb, u->opaque);
        } else {
            if (u->host || uri_str_is(u->scheme, "file") || uri_str_is(u->scheme, "postgres"))
                strbuf_append_cstr(&sb, "//");
            const Str *userinfo = userinfo_of(ctx, u);
            if (userinfo) {
                strbuf_append_str(&sb, userinfo);
                strbuf_append_cstr(&sb, "@");
            }
            if (u->host)
                strbuf_append_str(&sb, u->host);
            int64_t port;
            if (u->has_port && !(uri_default_port(u->klass, &port) && port == u->port))
                strbuf_printf(&sb, ":%lld", (long long)u->port);
            if (u->path)
                strbuf_append_str(&sb, u->path);
            if (u->typecode)
                strbuf_printf(&sb, ";type=%s", u->typecode->bytes);
            if (u->query) {
                strbuf_append_cstr(&sb, "?");
                strbuf_append_str(&sb, u->query);
            }
        }
    }
    if (u->fragment) {
        strbuf_append_cstr(&sb, "#");
        strbuf_append_str(&sb, u->fragment);
    }
    return strbuf_finish(&sb);
}

/* The components each class compares (its COMPONENT list). */
enum { C_SCHEME = 1, C_USERINFO = 2, C_HOST = 4, C_PORT = 8, C_PATH = 16, C_OPAQUE = 32, C_QUERY = 64,
       C_FRAGMENT = 128, C_TYPECODE = 256 };

static unsigned components_of(UriClass k) {
    switch (k) {
    case URI_GENERIC: return C_SCHEME | C_USERINFO | C_HOST | C_PORT | C_PATH | C_OPAQUE | C_QUERY | C_FRAGMENT;
    case URI_HTTP:
    case URI_HTTPS: return C_SCHEME | C_USERINFO | C_HOST | C_PORT | C_PATH | C_QUERY | C_FRAGMENT;
    case URI_WS: return C_SCHEME | C_USERINFO | C_HOST | C_PORT | C_PATH | C_QUERY;
    case URI_FTP: return C_SCHEME | C_USERINFO | C_HOST | C_PORT | C_PATH | C_TYPECODE;
    case URI_FILE: return C_SCHEME | C_HOST | C_PATH;
    case URI_LDAP:
    case URI_LDAPS: return C_SCHEME | C_HOST | C_PORT | C_PATH | C_QUERY;   /* dn, attributes, ...: of path and query */
    case URI_MAILTO: return C_SCHEME | C_OPAQUE;                              /* to and headers: of the opaque part */
    }
    return 0;
}

static bool same_host(const Str *a, const Str *b, bool fold) {
    if (!fold || !a || !b)
        return uri_same_str(a, b);
    if (a->len != b->len)
        return false;
    for (size_t i = 0; i < a->len; i++) {
        char x = a->bytes[i], y = b->bytes[i];
        if (x >= 'A' && x <= 'Z')
            x = (char)(x + 32);
        if (y >= 'A' && y <= 'Z')
            y = (char)(y + 32);
        if (x != y)
            return false;
    }
    return true;
}

/* Generic#normalize!'s path: an empty path reads as "/". */
static bool same_path(const Uri *a, const Uri *b, bool normalize) {
    const Str *x = a->path, *y = b->path;
    if (a->klass == URI_FTP) {
        /* FTP paths compare as the reader gives them; normalizing turns "" into "/" */
        bool ex = !x || x->len <= 1, ey = !y || y->len <= 1;
        if (normalize && ex && ey)
            return true;
    }
    if (normalize) {
        bool ex = x && x->len == 0, ey = y && y->len == 0;
        if (ex || ey)
            return (ex || uri_str_is(x, "/")) && (ey || uri_str_is(y, "/"));
    }
    return uri_same_str(x, y);
}

static bool same_components(const Uri *a, const Uri *b, bool normalize) {
    if (a->klass != b->klass)
        return false;
    unsigned c = components_of(a->klass);
    if (a->klass == URI_MAILTO) {
        Part ta, ha, tb, hb;
        mailto_parts(a, &ta, &ha);
        mailto_parts(b, &tb, &hb);
        return uri_same_str(a->scheme, b->scheme) && ta.present == tb.present && ta.n == tb.n &&
               (!ta.n || memcmp(ta.p, tb.p, ta.n) == 0) && ha.present == hb.present && ha.n == hb.n &&
               (!ha.n || memcmp(ha.p, hb.p, ha.n) == 0);
    }
    if ((c & C_SCHEME) && !uri_same_str(a->scheme, b->scheme))
        return false;
    if ((c & C_USERINFO) && !(uri_same_str(a->user, b->user) && uri_same_str(a->password, b->password)))
        return false;
    if ((c & C_HOST) && !same_host(a->host, b->host, normalize))
        return false;
    if ((c & C_PORT) && (a->has_port != b->has_port || (a->has_port && a->port != b->port)))
        return false;
    if ((c & C_PATH) && !same_path(a, b, normalize))
        return false;
    if ((c & C_OPAQUE) && !uri_same_str(a->opaque, b->opaque))
        return false;
    if ((c & C_QUERY) && !uri_same_str(a->query, b->query))
        return false;
    if ((c & C_FRAGMENT) && !uri_same_str(a->fragment, b->fragment))
        return false;
    if ((c & C_TYPECODE) && !uri_same_str(a->typecode, b->typecode))
        return false;
    return true;
}

bool uri_equal(const Uri *a, const Uri *b) {
    return same_components(a, b, true);
}

bool uri_eql(const Uri *a, const Uri *b) {
    return same_components(a, b, false);
}

static uint64_t mix(uint64_t h, const Str *s) {
    if (!s)
        return h * 31 + 7;
    for (size_t i = 0; i < s->len; i++)
        h = (h ^ (unsigned char)s->bytes[i]) * 1099511628211ULL;
    return h * 31 + s->len;
}

uint64_t uri_hash(const Uri *u) {
    uint64_t h = 1469598103934665603ULL ^ (uint64_t)u->klass;
    h = mix(h, u->scheme);
    h = mix(h, u->host);
    h = mix(h, u->opaque);
    h = mix(h, u->query);
    return h ^ (u->has_port ? (uint64_t)u->port : 0);
}

static Value str_or_undef(const Str *s) {
    return s ? value_from_string(s) : value_undef();
}

bool uri_member(Ctx *ctx, const Uri *u, const char *name, Value *out) {
    if (strcmp(name, "scheme") == 0)
        *out = str_or_undef(u->scheme);
    else if (strcmp(name, "userinfo") == 0)
        *out = str_or_undef(userinfo_of(ctx, u));
    else if (strcmp(name, "host") == 0)
        *out = str_or_undef(u->host);
    else if (strcmp(name, "port") == 0)
        *out = u->has_port ? value_integer(u->port) : value_undef();
    else if (strcmp(name, "path") == 0)
        *out = str_or_undef(path_of(ctx, u));
    else if (strcmp(name, "query") == 0)
        *out = str_or_undef(u->query);
    else if (strcmp(name, "fragment") == 0)
        *out = str_or_undef(u->fragment);
    else if (strcmp(name, "opaque") == 0)
        *out = str_or_undef(u->opaque);
    else
        return false;
    return true;
}

static void put(Ctx *ctx, Hash *h, const char *key, const Str *value) {
    hash_put(ctx, h, value_cstring(ctx, key), value_from_string(value));
}

Value uri_type_parameters(Ctx *ctx, const Uri *u) {
    Hash *h = hash_new(ctx, 8);
    if (u->scheme)
        put(ctx, h, "scheme", u->scheme);
    const Str *userinfo = userinfo_of(ctx, u);
    if (userinfo)
        put(ctx, h, "userinfo", userinfo);
    if (u->host && u->host->len > 0)
        put(ctx, h, "host", uri_lower(ctx, u->host));
    bool http = uri_str_is(u->scheme, "http"), https = uri_str_is(u->scheme, "https");
    if (u->has_port && !((u->port == 80 && http) || (u->port == 443 && https)))
        put(ctx, h, "port", str_from_cstr(ctx, ctx_sprintf(ctx, "%lld", (long long)u->port)));
    const Str *path = path_of(ctx, u);
    if (path && path->len > 0)
        put(ctx, h, "path", path);
    if (u->query)
        put(ctx, h, "query", u->query);
    if (u->fragment)
        put(ctx, h, "fragment", u->fragment);
    if (u->opaque)
        put(ctx, h, "opaque", u->opaque);
    return h->count ? value_from_hash(h) : value_undef();
}
