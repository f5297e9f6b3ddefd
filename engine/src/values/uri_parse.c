/* uri_parse.c: URI.parse as Ruby 3.1 does it (URI::RFC3986_Parser#split), then
 * URI::<class>.new over the parts (uri.c's setters and checks).
 *
 * The parser's regexp is anchored and its parts cannot overlap (a path holds no '?' or '#', an
 * authority no '/'), so the text is read here left to right without backtracking. The
 * character classes are RFC 3986's (rfc3986_parser.rb); building from parts checks the older
 * RFC 2396 ones instead (uri_build.c), so the two accept different texts, as in Ruby.
 */
#include "values/uri_internal.h"

#include <string.h>

#include "support/strbuf.h"
#include "support/utf8.h"

/* --- character classes of the RFC 3986 parser (rfc3986_parser.rb) ------------------------- */

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
bool uri_all_of(const char *s, size_t n, bool (*ok)(char)) {
    for (size_t i = 0; i < n; i++) {
        if (s[i] == '%') {
            if (i + 2 >= n || !uri_is_hex(s[i + 1]) || !uri_is_hex(s[i + 2]))
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
        while (i < n && uri_is_digit(s[i]) && i - start < 3)
            value = value * 10 + (s[i++] - '0');
        size_t len = i - start;
        if (len == 0 || (len > 1 && s[start] == '0') || value > 255)
            return false;
    }
    return i == n;
}

/* RFC 3986's IPv6address: up to eight groups of 1-4 hex digits (an IPv4 address counting as
 * two, last), with at most one "::" standing for one or more zero groups. */
bool uri_is_ipv6(const char *s, size_t n) {
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
        while (i < n && uri_is_hex(s[i]) && i - start < 5)
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
        while (i < n && uri_is_hex(s[i]))
            i++;
        if (i == 1 || i >= n || s[i] != '.' || i + 1 >= n)
            return false;
        for (i++; i < n; i++)
            if (!userinfo_char(s[i]))
                return false;
        return true;
    }
    return uri_is_ipv6(s, n);
}

/* authority = [ userinfo "@" ] host [ ":" port ], the host optional (rfc3986_parser.rb's host
 * group needs one character at least). */
static bool split_authority(const char *a, size_t n, Part *user, Part *host, Part *port) {
    const char *at = memchr(a, '@', n);
    if (at) {
        *user = (Part){ a, (size_t)(at - a), true };
        if (!uri_all_of(user->p, user->n, userinfo_char))
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
        if (!uri_all_of(a, host_end, regname_char))
            return false;
    }
    if (host_end > 0)
        *host = (Part){ a, host_end, true };
    if (host_end < n) {
        if (a[host_end] != ':')
            return false;
        for (size_t i = host_end + 1; i < n; i++)
            if (!uri_is_digit(a[i]))
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
    if (n > 0 && uri_is_alpha(s[0])) {
        i = 1;
        while (i < n && (uri_is_alpha(s[i]) || uri_is_digit(s[i]) || s[i] == '+' || s[i] == '-' || s[i] == '.'))
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
        if (!uri_all_of(out->fragment.p, out->fragment.n, fragment_char))
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
        return uri_all_of(out->path.p, out->path.n, pchar_or_slash);
    }
    if (!uri_all_of(h, hn, pchar_or_slash))
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
        utf8_inspect(&sb, text, len);
        *error = ctx_sprintf(ctx, "bad URI(is not URI?): %s", strbuf_finish(&sb)->bytes);
        return NULL;
    }
    Uri *u = ctx_calloc(ctx, 1, sizeof *u);
    u->scheme = uri_lower(ctx, uri_part_str(ctx, sp.scheme));
    u->klass = uri_class_of_scheme(u->scheme);
    if (u->klass == URI_FTP && !sp.path.present) {
        *error = "URI::InvalidURIError";   /* FTP#initialize: `raise InvalidURIError unless path` */
        return NULL;
    }
    if (u->klass != URI_FILE)
        uri_set_userinfo(ctx, u, uri_part_str(ctx, sp.userinfo));
    u->host = uri_part_str(ctx, sp.host);
    if (u->klass == URI_FILE && (!u->host || uri_str_is(u->host, "localhost")))
        u->host = str_new(ctx, "", 0);
    if (u->klass != URI_FILE)
        uri_set_port_text(u, sp.port);
    if (sp.path.present) {
        if (u->klass == URI_FTP) {
            /* FTP#initialize: the leading '/' goes, a leading %2F becomes '/' */
            const char *p = sp.path.p;
            size_t n = sp.path.n;
            if (n > 0 && p[0] == '/')
                p++, n--;
            if (n >= 3 && memcmp(p, "%2F", 3) == 0)
                u->path = uri_ftp_set_path(ctx, ctx_sprintf(ctx, "/%.*s", (int)(n - 3), p + 3), n - 2);
            else
                u->path = uri_ftp_set_path(ctx, p, n);
        } else {
            u->path = uri_part_str(ctx, sp.path);
        }
    }
    if (sp.query.present && !(u->query = uri_set_query(ctx, uri_part_str(ctx, sp.query), error)))
        return NULL;
    u->opaque = uri_part_str(ctx, sp.opaque);
    if (sp.fragment.present)
        u->fragment = uri_set_fragment(ctx, uri_part_str(ctx, sp.fragment));
    return uri_finish(ctx, u, false, error);
}
