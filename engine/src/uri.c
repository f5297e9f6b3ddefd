/* uri.c: URI values (uri.h): Ruby 3.1's URI.parse, URI::<class>.build, #to_s, #== and the
 * members PURIType exposes.
 *
 * Parsing follows URI::RFC3986_Parser#split, whose regexp is anchored and whose parts cannot
 * overlap (a path holds no '?' or '#', an authority no '/'), so it is read here left to right
 * without backtracking. Building follows URI::Generic#initialize with arg_check, whose checks
 * use the older RFC 2396 patterns (URI::DEFAULT_PARSER), so the two accept different texts, as
 * in Ruby. What this file does not do: the URI type and its matching (type_*.c).
 */
#include "uri.h"

#include <string.h>

#include "ctx.h"
#include "sprintf.h"
#include "strbuf.h"

typedef struct Part {
    const char *p;
    size_t n;
    bool present;
} Part;

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

static bool default_port_of(UriClass k, int64_t *port) {
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

/* URI.for: the class registered for the scheme (case-insensitively), else Generic. */
static UriClass class_of_scheme(const Str *scheme) {
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

/* --- character classes of the RFC 3986 parser (rfc3986_parser.rb) ------------------------- */

static bool is_hex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}
static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_alpha(char c) { return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z'); }

/* [!$&-.0-;=A-Z_a-z~] */
static bool userinfo_char(char c) {
    return c == '!' || c == '$' || (c >= '&' && c <= '.') || (c >= '0' && c <= ';') || c == '=' ||
           (c >= 'A' && c <= 'Z') || c == '_' || (c >= 'a' && c <= 'z') || c == '~';
}
/* [!$&-.0-9;=A-Z_a-z~]: no ':' */
static bool regname_char(char c) { return c != ':' && userinfo_char(c); }
/* [!$&-.0-;=@-Z_a-z~] */
static bool pchar(char c) { return c == '@' || userinfo_char(c); }
static bool pchar_or_slash(char c) { return c == '/' || pchar(c); }
static bool fragment_char(char c) { return c == '/' || c == '?' || pchar(c); }

/* Whether s[0..n) is made of chars that pass ok and of %hh escapes. */
static bool all_of(const char *s, size_t n, bool (*ok)(char)) {
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '%') {
            if (i + 2 >= n || !is_hex(s[i + 1]) || !is_hex(s[i + 2]))
                return false;
            i += 2;
        } else if (!ok(s[i])) {
            return false;
        }
    }
    return true;
}

/* dec-octet "." dec-octet "." dec-octet "." dec-octet */
static bool is_ipv4(const char *s, size_t n) {
    size_t i = 0;
    for (int part = 0; part < 4; part++) {
        if (part > 0) {
            if (i >= n || s[i] != '.')
                return false;
            i++;
        }
        size_t start = i;
        int value = 0;
        while (i < n && is_digit(s[i]) && i - start < 3)
            value = value * 10 + (s[i++] - '0');
        size_t len = i - start;
        if (len == 0 || (len > 1 && s[start] == '0') || value > 255)
            return false;
    }
    return i == n;
}

/* RFC 3986's IPv6address: up to eight groups of 1-4 hex digits (an IPv4 address counting as
 * two, last), with at most one "::" standing for one or more zero groups. */
static bool is_ipv6(const char *s, size_t n) {
    int groups = 0;
    bool elided = false;
    size_t i = 0;
    if (n >= 2 && s[0] == ':' && s[1] == ':') {
        elided = true;
        i = 2;
        if (i == n)
            return true;
    } else if (n > 0 && s[0] == ':') {
        return false;
    }
    while (i < n) {
        size_t start = i;
        while (i < n && is_hex(s[i]) && i - start < 5)
            i++;
        if (i < n && s[i] == '.') {
            if (!is_ipv4(s + start, n - start))
                return false;
            groups += 2;
            i = n;
            break;
        }
        size_t len = i - start;
        if (len == 0 || len > 4)
            return false;
        groups++;
        if (i == n)
            break;
        if (s[i] != ':')
            return false;
        i++;
        if (i < n && s[i] == ':') {
            if (elided)
                return false;
            elided = true;
            i++;
            if (i == n)
                break;
        } else if (i == n) {
            return false;
        }
    }
    return elided ? groups <= 7 : groups == 8;
}

/* "[" ( IPv6address / "v" 1*HEXDIG "." 1*( unreserved / sub-delims / ":" ) ) "]" */
static bool is_ip_literal(const char *s, size_t n) {
    if (n < 2 || s[0] != '[' || s[n - 1] != ']')
        return false;
    s++;
    n -= 2;
    if (n > 0 && s[0] == 'v') {
        size_t i = 1;
        while (i < n && is_hex(s[i]))
            i++;
        if (i == 1 || i >= n || s[i] != '.' || i + 1 >= n)
            return false;
        for (i++; i < n; i++)
            if (!userinfo_char(s[i]))
                return false;
        return true;
    }
    return is_ipv6(s, n);
}

/* authority = [ userinfo "@" ] host [ ":" port ], the host optional (rfc3986_parser.rb's host
 * group needs one character at least). */
static bool split_authority(const char *a, size_t n, Part *user, Part *host, Part *port) {
    const char *at = memchr(a, '@', n);
    if (at) {
        *user = (Part){ a, (size_t)(at - a), true };
        if (!all_of(user->p, user->n, userinfo_char))
            return false;
        n -= (size_t)(at - a) + 1;
        a = at + 1;
    }
    size_t host_end;
    if (n > 0 && a[0] == '[') {
        const char *close = memchr(a, ']', n);
        if (!close || !is_ip_literal(a, (size_t)(close - a) + 1))
            return false;
        host_end = (size_t)(close - a) + 1;
    } else {
        host_end = 0;
        while (host_end < n && a[host_end] != ':')
            host_end++;
        if (!all_of(a, host_end, regname_char))
            return false;
    }
    if (host_end > 0)
        *host = (Part){ a, host_end, true };
    if (host_end < n) {
        if (a[host_end] != ':')
            return false;
        for (size_t i = host_end + 1; i < n; i++)
            if (!is_digit(a[i]))
                return false;
        *port = (Part){ a + host_end + 1, n - host_end - 1, true };
    }
    return true;
}

/* The nine parts of URI::RFC3986_Parser#split (registry aside), or false for "bad URI". */
typedef struct Split {
    Part scheme, userinfo, host, port, path, opaque, query, fragment;
} Split;

static bool split_uri(const char *s, size_t n, Split *out) {
    memset(out, 0, sizeof *out);
    size_t i = 0;
    bool absolute = false;
    if (n > 0 && is_alpha(s[0])) {
        i = 1;
        while (i < n && (is_alpha(s[i]) || is_digit(s[i]) || s[i] == '+' || s[i] == '-' || s[i] == '.'))
            i++;
        absolute = i < n && s[i] == ':';
    }
    size_t hier_start = absolute ? i + 1 : 0;
    if (absolute)
        out->scheme = (Part){ s, i, true };
    size_t hier_end = hier_start;
    while (hier_end < n && s[hier_end] != '?' && s[hier_end] != '#')
        hier_end++;
    size_t rest = hier_end;
    if (rest < n && s[rest] == '?') {
        size_t q = rest + 1, e = q;
        while (e < n && s[e] != '#')
            e++;
        out->query = (Part){ s + q, e - q, true };
        rest = e;
    }
    if (rest < n) {   /* '#' */
        out->fragment = (Part){ s + rest + 1, n - rest - 1, true };
        if (!all_of(out->fragment.p, out->fragment.n, fragment_char))
            return false;
    }
    const char *h = s + hier_start;
    size_t hn = hier_end - hier_start;
    if (hn >= 2 && h[0] == '/' && h[1] == '/') {
        size_t a_end = 2;
        while (a_end < hn && h[a_end] != '/')
            a_end++;
        if (!split_authority(h + 2, a_end - 2, &out->userinfo, &out->host, &out->port))
            return false;
        out->path = (Part){ h + a_end, hn - a_end, true };
        return all_of(out->path.p, out->path.n, pchar_or_slash);
    }
    if (!all_of(h, hn, pchar_or_slash))
        return false;
    if (hn == 0 || h[0] == '/') {
        out->path = (Part){ h, hn, true };   /* path-absolute or path-empty */
        return true;
    }
    if (absolute) {
        out->opaque = (Part){ h, hn, true };   /* path-rootless: the query joins the opaque part */
        if (out->query.present) {
            out->opaque.n = (size_t)(out->query.p + out->query.n - h);
            out->query.present = false;
        }
        return true;
    }
    /* path-noscheme: no ':' in the first segment */
    for (size_t k = 0; k < hn && h[k] != '/'; k++)
        if (h[k] == ':')
            return false;
    out->path = (Part){ h, hn, true };
    return true;
}

/* --- building blocks ------------------------------------------------------------------------- */

static const Str *part_str(Ctx *ctx, Part p) {
    return p.present ? str_new(ctx, p.p, p.n) : NULL;
}

static const Str *lower(Ctx *ctx, const Str *s) {
    if (!s)
        return NULL;
    char *copy = ctx_strndup(ctx, s->bytes, s->len);
    for (size_t i = 0; i < s->len; i++)
        if (copy[i] >= 'A' && copy[i] <= 'Z')
            copy[i] = (char)(copy[i] + 32);
    return str_new(ctx, copy, s->len);
}

static bool str_is(const Str *s, const char *text) {
    return s && s->len == strlen(text) && memcmp(s->bytes, text, s->len) == 0;
}

static bool same_str(const Str *a, const Str *b) {
    if (!a || !b)
        return a == b;
    return a->len == b->len && memcmp(a->bytes, b->bytes, a->len) == 0;
}

/* Generic#set_userinfo: user and password split at the first ':'. */
static void set_userinfo(Ctx *ctx, Uri *u, const Str *userinfo) {
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
static void set_port_text(Uri *u, Part port) {
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
static const Str *set_query(Ctx *ctx, const Str *v, const char **error) {
    v = without_tabs_and_newlines(ctx, v);
    for (size_t i = 0; i + 2 < v->len; i++) {
        if (v->bytes[i] == '%' && !is_hex(v->bytes[i + 1]) && !is_hex(v->bytes[i + 2])) {
            *error = ctx_sprintf(ctx, "invalid percent escape: %.3s", v->bytes + i);
            return NULL;
        }
    }
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < v->len; i++) {
        unsigned char c = (unsigned char)v->bytes[i];
        bool escape_start = c == '%' && i + 2 < v->len && is_hex(v->bytes[i + 1]) && is_hex(v->bytes[i + 2]);
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
static const Str *set_fragment(Ctx *ctx, const Str *v) {
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
static const Str *ftp_set_path(Ctx *ctx, const char *p, size_t n) {
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
static const Uri *finish(Ctx *ctx, Uri *u, bool arg_check, const char **error) {
    if (u->klass == URI_FTP && u->path) {
        /* FTP#initialize: the typecode after ";type=" */
        const char *t = NULL;
        for (size_t i = 0; i + 6 <= u->path->len && !t; i++)
            if (memcmp(u->path->bytes + i, ";type=", 6) == 0)
                t = u->path->bytes + i;
        if (t) {
            size_t at = (size_t)(t - u->path->bytes);
            const Str *code = str_new(ctx, t + 6, u->path->len - at - 6);
            if (arg_check && !(str_is(code, "a") || str_is(code, "i") || str_is(code, "d"))) {
                *error = ctx_sprintf(ctx, "bad typecode(expected a, i, d): %s", code->bytes);
                return NULL;
            }
            u->typecode = code;
            u->path = str_new(ctx, u->path->bytes, at);
        }
    }
    if (!u->path && !u->opaque)
        u->path = u->klass == URI_FTP ? ftp_set_path(ctx, "", 0) : str_new(ctx, "", 0);
    int64_t port;
    if (!u->has_port && u->klass != URI_FILE && default_port_of(u->klass, &port)) {
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

/* Ruby's String#dump of an ASCII-incompatible text, for "URI must be ascii only". */
static const char *ruby_dump(Ctx *ctx, const char *s, size_t n) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_append_cstr(&sb, "\"");
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        if (c < 0x80) {
            const char *esc = c == '"' ? "\\\"" : c == '\\' ? "\\\\" : c == '\n' ? "\\n" : c == '\t' ? "\\t"
                            : c == '\r' ? "\\r" : c == '\f' ? "\\f" : c == '\v' ? "\\v" : c == '\b' ? "\\b"
                            : c == '\a' ? "\\a" : c == 0x1b ? "\\e" : NULL;
            if (esc)
                strbuf_append_cstr(&sb, esc);
            else if (c == '#' && i + 1 < n && (s[i + 1] == '{' || s[i + 1] == '$' || s[i + 1] == '@'))
                strbuf_append_cstr(&sb, "\\#");
            else if (c < 0x20 || c == 0x7f)
                strbuf_printf(&sb, "\\x%02X", c);
            else
                strbuf_append(&sb, (const char *)&s[i], 1);
            continue;
        }
        /* a UTF-8 sequence as \uXXXX (\u{XXXXX} above the BMP), a stray byte as \xNN */
        int len = c >= 0xF0 ? 4 : c >= 0xE0 ? 3 : c >= 0xC0 ? 2 : 0;
        uint32_t cp = len == 4 ? c & 0x07 : len == 3 ? c & 0x0F : c & 0x1F;
        bool ok = len > 0 && i + (size_t)len <= n;
        for (int k = 1; ok && k < len; k++) {
            unsigned char d = (unsigned char)s[i + (size_t)k];
            ok = (d & 0xC0) == 0x80;
            cp = (cp << 6) | (d & 0x3F);
        }
        if (!ok) {
            strbuf_printf(&sb, "\\x%02X", c);
            continue;
        }
        if (cp > 0xFFFF)
            strbuf_printf(&sb, "\\u{%X}", cp);
        else
            strbuf_printf(&sb, "\\u%04X", cp);
        i += (size_t)len - 1;
    }
    strbuf_append_cstr(&sb, "\"");
    return strbuf_finish(&sb)->bytes;
}

const Uri *uri_parse(Ctx *ctx, const char *text, size_t len, const char **error) {
    for (size_t i = 0; i < len; i++) {
        if ((unsigned char)text[i] >= 0x80) {
            *error = ctx_sprintf(ctx, "URI must be ascii only %s", ruby_dump(ctx, text, len));
            return NULL;
        }
    }
    Split sp;
    if (!split_uri(text, len, &sp)) {
        StrBuf sb;
        strbuf_init(&sb, ctx);
        sprintf_inspect_string(&sb, text, len);
        *error = ctx_sprintf(ctx, "bad URI(is not URI?): %s", strbuf_finish(&sb)->bytes);
        return NULL;
    }
    Uri *u = ctx_calloc(ctx, 1, sizeof *u);
    u->scheme = lower(ctx, part_str(ctx, sp.scheme));
    u->klass = class_of_scheme(u->scheme);
    if (u->klass == URI_FTP && !sp.path.present) {
        *error = "URI::InvalidURIError";   /* FTP#initialize: `raise InvalidURIError unless path` */
        return NULL;
    }
    if (u->klass != URI_FILE)
        set_userinfo(ctx, u, part_str(ctx, sp.userinfo));
    u->host = part_str(ctx, sp.host);
    if (u->klass == URI_FILE && (!u->host || str_is(u->host, "localhost")))
        u->host = str_new(ctx, "", 0);
    if (u->klass != URI_FILE)
        set_port_text(u, sp.port);
    if (sp.path.present) {
        if (u->klass == URI_FTP) {
            /* FTP#initialize: the leading '/' goes, a leading %2F becomes '/' */
            const char *p = sp.path.p;
            size_t n = sp.path.n;
            if (n > 0 && p[0] == '/')
                p++, n--;
            if (n >= 3 && memcmp(p, "%2F", 3) == 0)
                u->path = ftp_set_path(ctx, ctx_sprintf(ctx, "/%.*s", (int)(n - 3), p + 3), n - 2);
            else
                u->path = ftp_set_path(ctx, p, n);
        } else {
            u->path = part_str(ctx, sp.path);
        }
    }
    if (sp.query.present && !(u->query = set_query(ctx, part_str(ctx, sp.query), error)))
        return NULL;
    u->opaque = part_str(ctx, sp.opaque);
    if (sp.fragment.present)
        u->fragment = set_fragment(ctx, part_str(ctx, sp.fragment));
    return finish(ctx, u, false, error);
}

/* --- URI::<class>.build, with the RFC 2396 checks of URI::DEFAULT_PARSER -------------------- */

static bool unreserved2396(char c) {
    return is_alpha(c) || is_digit(c) || strchr("-_.!~*'()", c) != NULL;
}
static bool userinfo2396(char c) { return c && (unreserved2396(c) || strchr(";:&=+$,", c) != NULL); }
static bool pchar2396(char c) { return c && (unreserved2396(c) || strchr(":@&=+$,", c) != NULL); }
static bool abs_path_char(char c) { return c == '/' || c == ';' || pchar2396(c); }
static bool rel_segment2396(char c) { return c && (unreserved2396(c) || strchr(";@&=+$,", c) != NULL); }
static bool hostname2396(char c) { return is_alpha(c) || is_digit(c) || c == '-' || c == '.'; }
static bool uric2396(char c) { return c && (unreserved2396(c) || strchr(";/?:@&=+$,[]", c) != NULL); }
static bool uric_no_slash2396(char c) { return c && c != '/' && c != '[' && c != ']' && uric2396(c); }

static bool abs_path2396(const Str *v) {
    return v->len > 0 && v->bytes[0] == '/' && all_of(v->bytes, v->len, abs_path_char);
}

/* rel_segment (abs_path)? */
static bool rel_path2396(const Str *v) {
    size_t seg = 0;
    while (seg < v->len && v->bytes[seg] != '/')
        seg++;
    if (seg == 0 || !all_of(v->bytes, seg, rel_segment2396))
        return false;
    return seg == v->len || all_of(v->bytes + seg, v->len - seg, abs_path_char);
}

/* hostname | IPv4address | "[" IPv6address "]" (an RFC 2396 hostname: [a-zA-Z0-9\-.] and %hh) */
static bool host2396(const Str *v) {
    if (v->len > 0 && v->bytes[0] == '[')
        return v->len > 2 && v->bytes[v->len - 1] == ']' && is_ipv6(v->bytes + 1, v->len - 2);
    return v->len > 0 && all_of(v->bytes, v->len, hostname2396);
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
    u->klass = class_of_scheme(scheme);
    if (u->klass != URI_GENERIC)
        scheme = NULL;   /* Util.make_components_hash: the class's own name */
    if (u->klass == URI_FTP) {
        /* FTP.build: '/' + path with a leading '/' escaped; FTP#initialize undoes one level */
        if (!path) {
            *error = "undefined method `sub' for nil:NilClass";
            return NULL;
        }
        const Str *built = ftp_set_path(ctx, path->bytes, path->len);
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
    if (u->klass != URI_GENERIC) {
        for (size_t i = 0; i < sizeof uri_classes / sizeof uri_classes[0]; i++)
            if (uri_classes[i].klass == u->klass)
                scheme = lower(ctx, str_from_cstr(ctx, uri_classes[i].name));
    }
    /* Generic#initialize with arg_check: scheme=, userinfo=, hostname=, port=, path=, query=,
     * opaque=, fragment=, each checking its component */
    if (scheme) {
        bool ok = scheme->len > 0 && is_alpha(scheme->bytes[0]);
        for (size_t i = 1; ok && i < scheme->len; i++)
            ok = is_alpha(scheme->bytes[i]) || is_digit(scheme->bytes[i]) || strchr("+-.", scheme->bytes[i]);
        if (!ok) {
            *error = ctx_sprintf(ctx, "bad component(expected scheme component): %s", scheme->bytes);
            return NULL;
        }
        u->scheme = lower(ctx, scheme);
    }
    if (userinfo) {
        if (u->klass == URI_FILE) {
            *error = "can not set userinfo for file URI";
            return NULL;
        }
        set_userinfo(ctx, u, userinfo);
        if (!all_of(u->user->bytes, u->user->len, userinfo2396)) {
            *error = ctx_sprintf(ctx, "bad component(expected userinfo component or user component): %s", u->user->bytes);
            return NULL;
        }
        if (u->password && !all_of(u->password->bytes, u->password->len, userinfo2396)) {
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
    if (u->klass == URI_FILE && (!u->host || str_is(u->host, "localhost")))
        u->host = str_new(ctx, "", 0);
    if (port.kind == VAL_INTEGER && u->klass != URI_FILE) {
        u->has_port = true;
        u->port = port.as.integer;
    }
    if (path && path->len > 0) {
        bool ok = u->scheme && !str_is(u->scheme, "ftp") ? abs_path2396(path) : abs_path2396(path) || rel_path2396(path);
        if (!ok) {
            *error = ctx_sprintf(ctx, "bad component(expected %s path component): %s",
                                 u->scheme && !str_is(u->scheme, "ftp") ? "absolute" : "relative", path->bytes);
            return NULL;
        }
    }
    if (path)
        u->path = u->klass == URI_FTP ? ftp_set_path(ctx, path->bytes, path->len) : path;
    if (query && !(u->query = set_query(ctx, query, error)))
        return NULL;
    if (opaque) {
        if (u->host || u->has_port || u->user || u->path) {
            *error = "can not set opaque with host, port, userinfo or path";
            return NULL;
        }
        if (opaque->len == 0 || !uric_no_slash2396(opaque->bytes[0]) || !all_of(opaque->bytes, opaque->len, uric2396)) {
            *error = ctx_sprintf(ctx, "bad component(expected opaque component): %s", opaque->bytes);
            return NULL;
        }
        u->opaque = opaque;
    }
    if (fragment)
        u->fragment = set_fragment(ctx, fragment);
    return finish(ctx, u, true, error);
}

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
    return u->klass == URI_FTP ? ftp_set_path(ctx, path->bytes, path->len) : path;
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
            if (u->host || str_is(u->scheme, "file") || str_is(u->scheme, "postgres"))
                strbuf_append_cstr(&sb, "//");
            const Str *userinfo = userinfo_of(ctx, u);
            if (userinfo) {
                strbuf_append_str(&sb, userinfo);
                strbuf_append_cstr(&sb, "@");
            }
            if (u->host)
                strbuf_append_str(&sb, u->host);
            int64_t port;
            if (u->has_port && !(default_port_of(u->klass, &port) && port == u->port))
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
        return same_str(a, b);
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
            return (ex || str_is(x, "/")) && (ey || str_is(y, "/"));
    }
    return same_str(x, y);
}

static bool same_components(const Uri *a, const Uri *b, bool normalize) {
    if (a->klass != b->klass)
        return false;
    unsigned c = components_of(a->klass);
    if (a->klass == URI_MAILTO) {
        Part ta, ha, tb, hb;
        mailto_parts(a, &ta, &ha);
        mailto_parts(b, &tb, &hb);
        return same_str(a->scheme, b->scheme) && ta.present == tb.present && ta.n == tb.n &&
               (!ta.n || memcmp(ta.p, tb.p, ta.n) == 0) && ha.present == hb.present && ha.n == hb.n &&
               (!ha.n || memcmp(ha.p, hb.p, ha.n) == 0);
    }
    if ((c & C_SCHEME) && !same_str(a->scheme, b->scheme))
        return false;
    if ((c & C_USERINFO) && !(same_str(a->user, b->user) && same_str(a->password, b->password)))
        return false;
    if ((c & C_HOST) && !same_host(a->host, b->host, normalize))
        return false;
    if ((c & C_PORT) && (a->has_port != b->has_port || (a->has_port && a->port != b->port)))
        return false;
    if ((c & C_PATH) && !same_path(a, b, normalize))
        return false;
    if ((c & C_OPAQUE) && !same_str(a->opaque, b->opaque))
        return false;
    if ((c & C_QUERY) && !same_str(a->query, b->query))
        return false;
    if ((c & C_FRAGMENT) && !same_str(a->fragment, b->fragment))
        return false;
    if ((c & C_TYPECODE) && !same_str(a->typecode, b->typecode))
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
        put(ctx, h, "host", lower(ctx, u->host));
    bool http = str_is(u->scheme, "http"), https = str_is(u->scheme, "https");
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
