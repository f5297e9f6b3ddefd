/* catalog_ral_swift.c: the to_ral checks of the swift module's types that are no ini files:
 * ring_account_device, ring_container_device and ring_object_device (their name's validate
 * block: an optional "N:" storage policy index, then URI('http://' + name) must parse, have a
 * device path and a host that IPAddr.new takes; their weight, which the munge formats as
 * "%.2f" % value; their read-only id, partitions and balance)
 * and swift_storage_policy (its name, policy_name and aliases validate blocks, the value
 * collections of the others). The swift_*_config ini types are catalog_ral_openstack.c's.
 * Not here: the rings themselves, which swift-ring-builder (the provider) reads and writes.
 */
#include "catalog/catalog_ral_modules.h"

#include <arpa/inet.h>
#include <string.h>

#include "text/sprintf.h"
#include "values/regex.h"

/* --- ring devices: the name ----------------------------------------------------------------- */

static bool digit(char c) {
    return c >= '0' && c <= '9';
}

static bool alpha(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

static bool hex(char c) {
    return digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* unreserved / sub-delims, RFC 3986's [!$&-.0-9;=A-Z_a-z~], and the extra characters a
 * component allows (":" in user information and segments, "@" in segments). */
static bool plain(char c, const char *extra) {
    return alpha(c) || digit(c) || strchr("-._~!$&'()*+,;=", c) || (extra && *extra && strchr(extra, c));
}

/* The length of a run of plain characters and %XX escapes at s. */
static size_t run(const char *s, const char *extra) {
    size_t n = 0;
    for (;;) {
        if (s[n] == '%' && hex(s[n + 1]) && hex(s[n + 2]))
            n += 3;
        else if (s[n] && plain(s[n], extra))
            n++;
        else
            return n;
    }
}

/* /^\d+:/ at position i of s: the length of the match, or 0. */
static size_t policy_index_at(const char *s, size_t i) {
    size_t n = 0;
    while (digit(s[i + n]))
        n++;
    return n > 0 && s[i + n] == ':' ? n + 1 : 0;
}

/* value.split(/^\d+:/)[1]: the piece after the first match of the pattern at a line start, up
 * to the next such match; NULL when there is none, or when it and every later piece are empty
 * (split drops trailing empty pieces). Sets *len. */
static const char *after_policy_index(const char *s, size_t *len) {
    size_t n = strlen(s), start = SIZE_MAX;
    for (size_t i = 0; i < n; i++) {
        if (i > 0 && s[i - 1] != '\n')
            continue;
        size_t m = policy_index_at(s, i);
        if (m == 0)
            continue;
        if (start == SIZE_MAX) {
            start = i + m;
            i += m - 1;
            continue;
        }
        *len = i - start;
        /* an empty piece is kept before a later one that is not empty, which any text after
         * this match is (a third match needs a newline before it) */
        return *len > 0 || i + m < n ? s + start : NULL;
    }
    if (start == SIZE_MAX || start == n)
        return NULL;
    *len = n - start;
    return s + start;
}

/* IPAddr.new(host) for a host URI's parser gave: NULL when it takes it, else its message (the
 * ArgumentError's; IPAddr's own @addr is not set yet when it raises, hence the empty address). */
static const char *ipaddr_error(const char *host, size_t len) {
    char buf[128];
    if (len == 0)
        return "address family must be specified";   /* URI's host is nil */
    if (len >= sizeof buf)
        return "invalid address: ";
    memcpy(buf, host, len);
    buf[len] = '\0';
    unsigned char bytes[16];
    if (buf[0] == '[') {
        /* an IP literal: URI checked its IPv6 form; IPvFuture is no address */
        buf[len - 1] = '\0';
        return inet_pton(AF_INET6, buf + 1, bytes) == 1 ? NULL : "invalid address: ";
    }
    /* a trailing zone id (%\w+) makes it an IPv6 address, which no URI host without brackets is */
    const char *pct = strrchr(buf, '%');
    if (pct && pct[1]) {
        bool word = true;
        for (const char *c = pct + 1; *c; c++)
            word = word && (alpha(*c) || digit(*c) || *c == '_');
        if (word)
            return "invalid address: ";
    }
    /* RE_IPV4ADDRLIKE, then each part below 256 and not zero-filled */
    const char *p = buf;
    int parts = 0;
    const char *problem = NULL;
    while (parts < 4) {
        const char *q = p;
        unsigned long v = 0;
        while (digit(*q)) {
            if (v < 1000)
                v = v * 10 + (unsigned long)(*q - '0');
            q++;
        }
        if (q == p)
            break;
        if (!problem && v >= 256)
            problem = "invalid address: ";
        if (!problem && *p == '0' && q - p > 1)
            problem = "zero-filled number in IPv4 address is ambiguous: ";
        parts++;
        p = q;
        if (parts < 4 && *p != '.')
            break;
        if (parts < 4)
            p++;
    }
    if (parts == 4 && *p == '\0')
        return problem;
    return "invalid address: ";   /* in6_addr: no IPv6 form without brackets */
}

/* The host of an IP literal "[...]" at s as RFC 3986 reads it: IPv6address or IPvFuture.
 * Returns its length with the brackets, or 0 when it is neither. */
static size_t ip_literal(const char *s) {
    const char *close = strchr(s, ']');
    if (!close)
        return 0;
    size_t n = (size_t)(close - s) + 1;
    char buf[64];
    if (s[1] == 'v' || s[1] == 'V') {
        size_t i = 2, h = 0;
        while (hex(s[i]))
            i++, h++;
        if (h == 0 || s[i] != '.')
            return 0;
        size_t rest = run(s + i + 1, ":");
        return rest > 0 && s + i + 1 + rest == close ? n : 0;
    }
    if (n - 2 >= sizeof buf)
        return 0;
    memcpy(buf, s + 1, n - 2);
    buf[n - 2] = '\0';
    unsigned char bytes[16];
    return strspn(buf, "0123456789abcdefABCDEF:.") == n - 2 && inet_pton(AF_INET6, buf, bytes) == 1 ? n : 0;
}

/* URI('http://' + value) and what the validate block asks of it: NULL, or the error. */
static const char *device_error(Ctx *ctx, const char *value, size_t len, bool *dev_error) {
    char *text = ctx_sprintf(ctx, "%.*s", (int)len, value);
    const char *s = text;
    *dev_error = false;
    /* authority: [userinfo "@"] host [":" port] */
    size_t user = run(s, ":");
    if (s[user] == '@')
        s += user + 1;
    const char *host = s;
    size_t host_len = *s == '[' ? ip_literal(s) : run(s, NULL);
    bool bad = *s == '[' && host_len == 0;
    s += host_len;
    if (!bad && *s == ':') {
        s++;
        while (digit(*s))
            s++;
    }
    /* path-abempty, then ?query and #fragment */
    const char *path = s;
    while (!bad && *s == '/')
        s += 1 + run(s + 1, ":@");
    size_t path_len = (size_t)(s - path);
    if (!bad && *s == '?')
        s += 1 + strcspn(s + 1, "#");
    if (!bad && *s == '#') {
        s++;
        s += run(s, ":@/?");
    }
    if (bad || *s) {
        *dev_error = true;
        return ctx_sprintf(ctx, "bad URI(is not URI?): \"http://%s\"", text);
    }
    if (path_len == 0 || (path_len == 1 && *path == '/'))
        return "namevar should contain a device";
    return ipaddr_error(host, host_len);
}

Value ral_swift_ring_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    if (v.kind != VAL_STRING)
        return value_undef();
    const char *s = v.as.string->bytes;
    size_t len = v.as.string->len;
    size_t rest_len = 0;
    const char *rest = after_policy_index(s, &rest_len);
    if (rest) {
        if (ral_is_type(r, "ring_account_device"))
            return ral_param_failed(ctx, r, "name", "Policy_index is not supported on account device");
        s = rest;
        len = rest_len;
    }
    bool dev_error;
    const char *error = device_error(ctx, s, len, &dev_error);
    if (!error)
        return value_undef();
    /* URI's error is no ArgumentError: Puppet::Parameter#validate makes it a DevError */
    if (dev_error)
        error = ctx_sprintf(ctx, "Validate method failed for class name: %s", error);
    return ral_param_failed(ctx, r, "name", error);
}

/* weight's munge, "%.2f" % value, of one value (Kernel#format's error: Float()'s). */
static Value ring_weight(Ctx *ctx, const CatResource *r, Value v) {
    StrBuf out;
    strbuf_init(&out, ctx);
    if (sprintf_append(&out, "%.2f", 4, &v, 1, span_none()))
        return value_undef();
    const char *message = ctx->unwind.message ? ctx->unwind.message : "";
    ctx_clear_unwind(ctx);
    return ral_munge_failed(ctx, r, "weight", v, message);
}

Value ral_swift_ring_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    /* properties: their munge and validate blocks see each element of an array by itself */
    size_t n = p->value.kind == VAL_ARRAY ? p->value.as.array->count : 1;
    const Value *items = p->value.kind == VAL_ARRAY ? p->value.as.array->items : &p->value;
    if (strcmp(p->name, "weight") == 0)
        for (size_t i = 0; i < n; i++)
            TRY(ring_weight(ctx, r, items[i]));
    if ((strcmp(p->name, "id") == 0 || strcmp(p->name, "partitions") == 0 || strcmp(p->name, "balance") == 0) && n > 0)
        return ral_param_failed(ctx, r, p->name, ctx_sprintf(ctx, "%s is a read only property, cannot be assigned", p->name));
    return value_undef();
}

/* --- swift_storage_policy ----------------------------------------------------------------- */

/* A validate block's `fail` unless the pattern's first match in the value is the whole value;
 * a value that is no String is Regexp#match's TypeError (undef, nil, matches nothing). */
static Value whole_match(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *pattern,
                         const char *message) {
    if (v.kind != VAL_STRING && v.kind != VAL_UNDEF) {
        return ral_runtime_error(ctx, ctx_sprintf(ctx, "no implicit conversion of %s into String", sprintf_ruby_class_name(ctx, v)));
    }
    if (v.kind == VAL_STRING) {
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
        if (!re)
            return ctx_error(ctx, span_none(), "%s: %s", r->builtin->name, error);
        size_t ov[2];
        size_t found = regex_search(ctx, re, v.as.string->bytes, v.as.string->len, 0, ov, 1);
        if (ctx->unwind.kind != UNWIND_NONE)
            return value_abrupt();
        if (found && ov[0] == 0 && ov[1] == v.as.string->len)
            return value_undef();
    }
    return ral_param_failed(ctx, r, param, message);
}

/* A property's validate block sees each element of an array by itself. */
static Value each_whole_match(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *pattern,
                              const char *message) {
    if (v.kind != VAL_ARRAY)
        return whole_match(ctx, r, param, v, pattern, message);
    for (size_t i = 0; i < v.as.array->count; i++)
        TRY(whole_match(ctx, r, param, v.as.array->items[i], pattern, message));
    return value_undef();
}

Value ral_swift_storage_policy_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    return whole_match(ctx, r, "name", v, "\\d+", "swift_storage_policy name must be a positive integer");
}

static const char *const WORD[] = { "\\w+", NULL };
static const char *const DIGITS[] = { "\\d+", NULL };
static const char *const POLICY_TYPE[] = { "(?i)(replication)|(erasure_coding)", NULL };
static const char *const TRUE_FALSE[] = { "(true)|(false)", NULL };
static const char *const YES_NO[] = { "(?i)(yes)|(no)", NULL };

Value ral_swift_storage_policy_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *n = p->name;
    Value v = p->value;
    if (strcmp(n, "ensure") == 0)
        return ral_check_values(ctx, r, n, v, "present absent");
    if (strcmp(n, "policy_name") == 0)
        return each_whole_match(ctx, r, n, v, "[a-zA-Z\\d\\-]+", "policy_name must contain only letters, digits or a dash");
    if (strcmp(n, "aliases") == 0)
        return each_whole_match(ctx, r, n, v, "^(\\s*[a-zA-Z\\d\\-]+\\s*)(,\\s*[a-zA-Z\\d\\-]+\\s*)*$",
                                "aliases must contain only letters, digits or a dash in a comma separated string");
    if (strcmp(n, "policy_type") == 0)
        return ral_check_matches(ctx, r, n, v, POLICY_TYPE, RAL_PROPERTY);
    if (strcmp(n, "default") == 0)
        return ral_check_matches(ctx, r, n, v, TRUE_FALSE, RAL_PROPERTY);
    if (strcmp(n, "deprecated") == 0)
        return ral_check_matches(ctx, r, n, v, YES_NO, RAL_PROPERTY);
    if (strcmp(n, "ec_type") == 0)
        return ral_check_matches(ctx, r, n, v, WORD, RAL_PROPERTY);
    if (strcmp(n, "ec_num_data_fragments") == 0 || strcmp(n, "ec_num_parity_fragments") == 0 ||
        strcmp(n, "ec_object_segment_size") == 0)
        return ral_check_matches(ctx, r, n, v, DIGITS, RAL_PROPERTY);
    return value_undef();
}
