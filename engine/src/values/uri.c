/* uri.c: URI values (uri.h): Ruby 3.1's URI classes, and what every way of making a URI
 * shares: URI::Generic#initialize's setters and each class's checks and adjustments (the
 * default port, FTP's typecode, LDAP's and MailTo's refusals).
 *
 * Parsing (URI.parse, uri_parse.c), building from parts (URI::<class>.build, uri_build.c),
 * reading, printing and comparing (uri_read.c) and merging (uri_merge.c) are in their own
 * files; the URI type and its matching are not here (type_*.c).
 */
#include "values/uri_internal.h"

#include <string.h>

#include "support/strbuf.h"

static const struct {
    const char *name;
    UriClass klass;
    bool has_default;
    int64_t default_port;
} uri_classes[] = {
    { "HTTP", URI_HTTP, true, 80 },     { "HTTPS", URI_HTTPS, true, 443 }, { "FTP", URI_FTP, true, 21 },
    { "FILE", URI_FILE, false, 0 },     { "LDAP", URI_LDAP, true, 389 },   { "LDAPS", URI_LDAPS, true, 636 },
    { "MAILTO", URI_MAILTO, false, 0 }, { "WS", URI_WS, true, 80 },
};

bool uri_default_port(UriClass k, int64_t *port) {
    for (size_t i = 0; i < sizeof uri_classes / sizeof uri_classes[0]; i++) {
        if (uri_classes[i].klass == k) {
            *port = uri_classes[i].default_port;
            return uri_classes[i].has_default;
        }
    }
    return false;
}

const char *uri_ruby_class(const Uri *u) {
    static const char *const names[] = { "URI::Generic", "URI::HTTP", "URI::HTTPS", "URI::FTP", "URI::File",
                                          "URI::LDAP", "URI::LDAPS", "URI::MailTo", "URI::WS" };
    return names[u->klass];
}

const char *uri_class_scheme(UriClass k) {
    for (size_t i = 0; i < sizeof uri_classes / sizeof uri_classes[0]; i++)
        if (uri_classes[i].klass == k)
            return uri_classes[i].name;
    return "";
}

/* URI.for: the class registered for the scheme (case-insensitively), else Generic. */
UriClass uri_class_of_scheme(const Str *scheme) {
    if (!scheme)
        return URI_GENERIC;
    for (size_t i = 0; i < sizeof uri_classes / sizeof uri_classes[0]; i++) {
        const char *name = uri_classes[i].name;
        size_t n = strlen(name), k = 0;
        if (n != scheme->len)
            continue;
        while (k < n && (scheme->bytes[k] & ~0x20) == name[k])
            k++;
        if (k == n)
            return uri_classes[i].klass;
    }
    return URI_GENERIC;
}

/* --- building blocks ------------------------------------------------------------------------- */

const Str *uri_part_str(Ctx *ctx, Part p) {
    return p.present ? str_new(ctx, p.p, p.n) : NULL;
}

const Str *uri_lower(Ctx *ctx, const Str *s) {
    if (!s)
        return NULL;
    char *copy = ctx_strndup(ctx, s->bytes, s->len);
    for (size_t i = 0; i < s->len; i++)
        if (copy[i] >= 'A' && copy[i] <= 'Z')
            copy[i] = (char)(copy[i] + 32);
    return str_new(ctx, copy, s->len);
}

bool uri_str_is(const Str *s, const char *text) {
    return s && s->len == strlen(text) && memcmp(s->bytes, text, s->len) == 0;
}

bool uri_same_str(const Str *a, const Str *b) {
    if (!a || !b)
        return a == b;
    return a->len == b->len && memcmp(a->bytes, b->bytes, a->len) == 0;
}

/* Generic#set_userinfo: user and password split at the first ':'. */
void uri_set_userinfo(Ctx *ctx, Uri *u, const Str *userinfo) {
    if (!userinfo)
        return;
    const char *colon = memchr(userinfo->bytes, ':', userinfo->len);
    if (!colon) {
        u->user = userinfo;
        return;
    }
    u->user = str_new(ctx, userinfo->bytes, (size_t)(colon - userinfo->bytes));
    u->password = str_new(ctx, colon + 1, userinfo->len - (size_t)(colon - userinfo->bytes) - 1);
}

/* Generic#set_port of a parsed port: "" is nil, digits String#to_i (saturating). */
void uri_set_port_text(Uri *u, Part port) {
    if (!port.present || port.n == 0)
        return;
    int64_t v = 0;
    for (size_t i = 0; i < port.n; i++)
        v = v > (INT64_MAX - 9) / 10 ? INT64_MAX : v * 10 + (port.p[i] - '0');
    u->has_port = true;
    u->port = v;
}

static const Str *without_tabs_and_newlines(Ctx *ctx, const Str *v) {
    char *out = ctx_alloc(ctx, v->len + 1);
    size_t n = 0;
    for (size_t i = 0; i < v->len; i++)
        if (v->bytes[i] != '\t' && v->bytes[i] != '\r' && v->bytes[i] != '\n')
            out[n++] = v->bytes[i];
    return str_new(ctx, out, n);
}

/* Generic#query=: tabs and newlines dropped, a '%' before two non-hex characters refused, and
 * what is not [!$-&(-;=?-_a-~] (nor a %hh escape) escaped. */
const Str *uri_set_query(Ctx *ctx, const Str *v, const char **error) {
    v = without_tabs_and_newlines(ctx, v);
    for (size_t i = 0; i + 2 < v->len; i++) {
        if (v->bytes[i] == '%' && !uri_is_hex(v->bytes[i + 1]) && !uri_is_hex(v->bytes[i + 2])) {
            *error = ctx_sprintf(ctx, "invalid percent escape: %.3s", v->bytes + i);
            return NULL;
        }
    }
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < v->len; i++) {
        unsigned char c = (unsigned char)v->bytes[i];
        bool escape_start = c == '%' && i + 2 < v->len && uri_is_hex(v->bytes[i + 1]) && uri_is_hex(v->bytes[i + 2]);
        bool allowed = c == '!' || (c >= '$' && c <= '&') || (c >= '(' && c <= ';') || c == '=' ||
                       (c >= '?' && c <= '_') || (c >= 'a' && c <= '~');
        if (escape_start || allowed)
            strbuf_append(&sb, (const char *)&v->bytes[i], 1);
        else
            strbuf_printf(&sb, "%%%02X", c);
    }
    return strbuf_finish(&sb);
}

/* Generic#fragment=: tabs and newlines dropped, what is not printable ASCII escaped. */
const Str *uri_set_fragment(Ctx *ctx, const Str *v) {
    v = without_tabs_and_newlines(ctx, v);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < v->len; i++) {
        unsigned char c = (unsigned char)v->bytes[i];
        if (c >= '!' && c <= '~')
            strbuf_append(&sb, (const char *)&v->bytes[i], 1);
        else
            strbuf_printf(&sb, "%%%02X", c);
    }
    return strbuf_finish(&sb);
}

/* FTP#set_path: "/" and the path, a leading '/' of it escaped as %2F. */
const Str *uri_ftp_set_path(Ctx *ctx, const char *p, size_t n) {
    if (n > 0 && p[0] == '/')
        return str_from_cstr(ctx, ctx_sprintf(ctx, "/%%2F%.*s", (int)(n - 1), p + 1));
    return str_from_cstr(ctx, ctx_sprintf(ctx, "/%.*s", (int)n, p));
}

/* MailTo#initialize: the 'to' part of the opaque part, before its first '?', must be a list
 * of addresses (/\A(?:[^@,;]+@[^@,;]+(?:\z|[,;]))*\z/). */
static bool mailto_to_valid(const char *s, size_t n) {
    size_t i = 0;
    while (i < n) {
        size_t start = i;
        while (i < n && s[i] != '@' && s[i] != ',' && s[i] != ';')
            i++;
        if (i == start || i >= n || s[i] != '@')
            return false;
        i++;
        start = i;
        while (i < n && s[i] != '@' && s[i] != ',' && s[i] != ';')
            i++;
        if (i == start)
            return false;
        if (i < n) {
            if (s[i] == '@')
                return false;
            i++;   /* ',' or ';' */
        }
    }
    return true;
}

/* The checks and adjustments of each class's initialize, after Generic's: the default port,
 * FTP's path and typecode, LDAP's and MailTo's refusals. */
const Uri *uri_finish(Ctx *ctx, Uri *u, bool arg_check, const char **error) {
    if (u->klass == URI_FTP && u->path) {
        /* FTP#initialize: the typecode after ";type=" */
        const char *t = NULL;
        for (size_t i = 0; i + 6 <= u->path->len && !t; i++)
            if (memcmp(u->path->bytes + i, ";type=", 6) == 0)
                t = u->path->bytes + i;
        if (t) {
            size_t at = (size_t)(t - u->path->bytes);
            const Str *code = str_new(ctx, t + 6, u->path->len - at - 6);
            if (arg_check && !(uri_str_is(code, "a") || uri_str_is(code, "i") || uri_str_is(code, "d"))) {
                *error = ctx_sprintf(ctx, "bad typecode(expected a, i, d): %s", code->bytes);
                return NULL;
            }
            u->typecode = code;
            u->path = str_new(ctx, u->path->bytes, at);
        }
    }
    if (!u->path && !u->opaque)
        u->path = u->klass == URI_FTP ? uri_ftp_set_path(ctx, "", 0) : str_new(ctx, "", 0);
    int64_t port;
    if (!u->has_port && u->klass != URI_FILE && uri_default_port(u->klass, &port)) {
        u->has_port = true;
        u->port = port;
    }
    if (u->klass == URI_LDAP || u->klass == URI_LDAPS) {
        if (u->fragment || !u->path) {
            *error = "bad LDAP URL";
            return NULL;
        }
    }
    if (u->klass == URI_MAILTO) {
        if (u->query && !u->opaque)
            u->opaque = str_from_cstr(ctx, ctx_sprintf(ctx, "?%s", u->query->bytes));
        if (!u->opaque) {
            *error = "missing opaque part for mailto URL";
            return NULL;
        }
        const char *q = memchr(u->opaque->bytes, '?', u->opaque->len);
        size_t to_len = q ? (size_t)(q - u->opaque->bytes) : u->opaque->len;
        if (!mailto_to_valid(u->opaque->bytes, to_len)) {
            *error = ctx_sprintf(ctx, "unrecognised opaque part for mailtoURL: %s", u->opaque->bytes);
            return NULL;
        }
    }
    return u;
}
