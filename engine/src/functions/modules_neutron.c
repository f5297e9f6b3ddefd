/* modules_neutron.c: the Ruby functions of openstack-neutron, which its ML2 and OpenDaylight
 * classes call: validate_network_vlan_ranges, validate_tunnel_id_ranges, validate_vni_ranges,
 * validate_vxlan_udp_port (checks that fail with the module's Puppet::Error), convert_to_json_string
 * and convert_cert_to_string (a certificate file's base64 body on one line).
 *
 * Each follows the module's lib/puppet/functions source: 4.x functions without a dispatch (but
 * convert_cert_to_string's String), so that any argument reaches them, and a range is matched
 * as Regexp#match matches it (Ruby's line anchors: values/regex.h; nil matches nothing, any
 * other non-String is Ruby's TypeError). The bounds are compared as Ruby's Integer() reads the
 * digits (a leading 0 is octal: "09" fails as Ruby fails it).
 */
#include <stdint.h>
#include <string.h>

#include "env/env.h"
#include "eval/function.h"
#include "functions/fnlib.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "values/regex.h"

/* The match of /pattern/ on v as Regexp#match(v): NULL for nil or no match; a non-String fails
 * with Ruby's TypeError (then *failed). */
static const MatchData *match_range(Ctx *ctx, const CallSite *site, const char *pattern, Value v, bool *failed) {
    *failed = false;
    if (v.kind == VAL_UNDEF)
        return NULL;
    if (v.kind != VAL_STRING) {
        *failed = true;
        fnlib_no_implicit_string(ctx, site, v);
        return NULL;
    }
    const char *error = NULL;
    const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
    const MatchData *m = re ? regex_match(ctx, re, v.as.string) : NULL;
    *failed = ctx->unwind.kind != UNWIND_NONE;
    return m;
}

/* Ruby's Integer() of a match group of digits only: decimal, or octal after a leading 0 (a digit
 * 8 or 9 there is Ruby's ArgumentError). Values past INT64_MAX saturate, which every comparison
 * below treats as Ruby treats the Bignum. Returns false after the error. */
static bool digits_integer(Ctx *ctx, const CallSite *site, Value group, int64_t *out) {
    const Str *s = group.as.string;
    int base = s->len > 1 && s->bytes[0] == '0' ? 8 : 10;
    int64_t n = 0;
    for (size_t i = 0; i < s->len; i++) {
        int d = s->bytes[i] - '0';
        if (d >= base) {
            function_error(ctx, site, "invalid value for Integer(): \"%s\"", s->bytes);
            return false;
        }
        n = n > (INT64_MAX - d) / base ? INT64_MAX : n * base + d;
    }
    *out = n;
    return true;
}

/* args[0], an Array or a list of one. */
static const Array *ranges_of(Ctx *ctx, const Value *args, size_t count) {
    Value v = count ? args[0] : value_undef();
    if (v.kind == VAL_ARRAY)
        return v.as.array;
    ArrayBuilder one;
    array_builder_init(&one);
    array_builder_push(ctx, &one, v);
    return array_builder_finish(ctx, &one).as.array;
}

/* The two bounds of a "FIRST:SECOND" match (groups 1 and 2 of groups_from, counted from the end
 * as m[-2] and m[-1]). */
static bool bounds(Ctx *ctx, const CallSite *site, const MatchData *m, int64_t *first, int64_t *second) {
    return digits_integer(ctx, site, m->groups[m->count - 2], first) &&
           digits_integer(ctx, site, m->groups[m->count - 1], second);
}

/* validate_network_vlan_ranges(ranges): each "[physnet:]FIRST:SECOND" with both ids at most 4094
 * and FIRST <= SECOND, or "physnet" / "physnet:N" / ":N"; returns the ranges as an Array. */
static Value validate_network_vlan_ranges_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                               const Callable *block) {
    (void)block;
    const Array *ranges = ranges_of(ctx, args, count);
    for (size_t i = 0; i < ranges->count; i++) {
        Value range = ranges->items[i];
        bool failed;
        const MatchData *m = match_range(ctx, site, "^(.+:)?(\\d+):(\\d+)$", range, &failed);
        if (failed)
            return value_abrupt();
        if (m) {
            int64_t first, second;
            if (!bounds(ctx, site, m, &first, &second))
                return value_abrupt();
            if (first > 4094 || second > 4094)
                return function_error(ctx, site, "vlan id are invalid.");
            if (second < first)
                return function_error(ctx, site, "network vlan ranges are invalid.");
            continue;
        }
        if (match_range(ctx, site, "^([^:]+)?(:\\d+)?$", range, &failed) || failed) {
            if (failed)
                return value_abrupt();
            continue;
        }
        if (value_truthy(range))
            return function_error(ctx, site, "network vlan ranges are invalid.");
    }
    return value_from_array(ranges);
}

/* A check of one range's bounds: false once it has raised its error. */
typedef bool (*RangeBoundsCheck)(Ctx *ctx, const CallSite *site, int64_t first, int64_t second);

/* The ranges' walk of validate_tunnel_id_ranges and validate_vni_ranges: each "FIRST:SECOND" has
 * its bounds checked, any other truthy value is `invalid`; returns the ranges as an Array. */
static Value check_id_ranges(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                             RangeBoundsCheck check, const char *invalid) {
    const Array *ranges = ranges_of(ctx, args, count);
    for (size_t i = 0; i < ranges->count; i++) {
        bool failed;
        const MatchData *m = match_range(ctx, site, "^(\\d+):(\\d+)$", ranges->items[i], &failed);
        if (failed)
            return value_abrupt();
        if (m) {
            int64_t first, second;
            if (!bounds(ctx, site, m, &first, &second) || !check(ctx, site, first, second))
                return value_abrupt();
        } else if (value_truthy(ranges->items[i])) {
            return function_error(ctx, site, "%s", invalid);
        }
    }
    return value_from_array(ranges);
}

/* Tunnel ids: FIRST <= SECOND, at most 1000000 apart. */
static bool tunnel_id_bounds(Ctx *ctx, const CallSite *site, int64_t first, int64_t second) {
    /* second - first as a Bignum: a saturated bound is past any other */
    if (second > first && (second == INT64_MAX || second - first > 1000000)) {
        function_error(ctx, site, "tunnel id ranges are to large.");
        return false;
    }
    if (second < first) {
        function_error(ctx, site, "tunnel id ranges are invalid.");
        return false;
    }
    return true;
}

/* VXLAN ids: 0 to 16777215, FIRST <= SECOND. */
static bool vni_bounds(Ctx *ctx, const CallSite *site, int64_t first, int64_t second) {
    if (first > 16777215 || second > 16777215 || second < first) {
        function_error(ctx, site, "vni ranges are invalid.");
        return false;
    }
    return true;
}

/* validate_tunnel_id_ranges(ranges): each "FIRST:SECOND" tunnel id range; returns the ranges as
 * an Array. */
static Value validate_tunnel_id_ranges_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                            const Callable *block) {
    (void)block;
    return check_id_ranges(ctx, site, args, count, tunnel_id_bounds, "tunnel id ranges are invalid.");
}

/* validate_vni_ranges(ranges): each "FIRST:SECOND" of VXLAN ids; returns the ranges as an Array. */
static Value validate_vni_ranges_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                      const Callable *block) {
    (void)block;
    return check_id_ranges(ctx, site, args, count, vni_bounds, "vni ranges are invalid.");
}

/* Ruby's Integer(s) of a String: blanks around, a sign, a 0x/0b/0o/0d prefix or a leading 0
 * (octal), digits with single underscores between them. Saturates past 64 bits. */
static bool ruby_integer_string(const Str *s, int64_t *out) {
    const char *p = s->bytes, *end = s->bytes + s->len;
    while (p < end && strchr(" \t\n\v\f\r", *p))
        p++;
    while (end > p && strchr(" \t\n\v\f\r", end[-1]))
        end--;
    bool negative = false;
    if (p < end && (*p == '+' || *p == '-'))
        negative = *p++ == '-';
    int base = 10;
    if (end - p > 1 && p[0] == '0') {
        char c = (char)(p[1] | 0x20);
        base = c == 'x' ? 16 : c == 'b' ? 2 : c == 'o' ? 8 : c == 'd' ? 10 : 8;
        p += strchr("xbod", c) ? 2 : 1;
        if (base == 8 && p[-1] == '0' && p < end && *p == '_')
            p++;
    }
    if (p >= end || *p == '_')
        return false;
    int64_t n = 0;
    for (; p < end; p++) {
        if (*p == '_') {
            if (p + 1 >= end || p[1] == '_')
                return false;
            continue;
        }
        int d = *p >= '0' && *p <= '9' ? *p - '0' : (*p | 0x20) >= 'a' && (*p | 0x20) <= 'z' ? (*p | 0x20) - 'a' + 10 : 99;
        if (d >= base)
            return false;
        n = n > (INT64_MAX - d) / base ? INT64_MAX : n * base + d;
    }
    *out = negative ? -n : n;
    return true;
}

/* validate_vxlan_udp_port(port): Integer(port) is 4789 or in 49152..65535; returns undef. */
static Value validate_vxlan_udp_port_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                          const Callable *block) {
    (void)block;
    Value v = count ? args[0] : value_undef();
    int64_t port;
    if (v.kind == VAL_INTEGER) {
        port = v.as.integer;
    } else if (v.kind == VAL_FLOAT) {
        if (v.as.floating != v.as.floating)
            return function_error(ctx, site, "NaN");
        if (v.as.floating >= 9.2e18 || v.as.floating <= -9.2e18)
            return function_error(ctx, site, "vxlan udp port is invalid.");
        port = (int64_t)v.as.floating;
    } else if (v.kind == VAL_STRING) {
        if (memchr(v.as.string->bytes, '\0', v.as.string->len))
            return function_error(ctx, site, "string contains null byte");
        if (!ruby_integer_string(v.as.string, &port))
            return function_error(ctx, site, "invalid value for Integer(): %s", stdlib_inspect(ctx, v));
    } else {
        const char *what = v.kind == VAL_UNDEF ? "nil"
                         : v.kind == VAL_BOOLEAN ? (v.as.boolean ? "true" : "false")
                                                 : stdlib_class(v);
        return function_error(ctx, site, "can't convert %s into Integer", what);
    }
    if (port != 4789 && (port <= 49151 || port > 65535))
        return function_error(ctx, site, "vxlan udp port is invalid.");
    return value_undef();
}

/* convert_to_json_string(value): an Array of "key:value" Strings becomes the JSON object of its
 * pairs (split on ':', the second piece the value, null when there is none); anything else is
 * its own to_json. */
static Value convert_to_json_string_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                         const Callable *block) {
    (void)block;
    Value v = count ? args[0] : value_undef();
    StrBuf out;
    strbuf_init(&out, ctx);
    bool pairs = v.kind == VAL_ARRAY;
    for (size_t i = 0; pairs && i < v.as.array->count; i++) {
        Value x = v.as.array->items[i];
        Value colon = value_cstring(ctx, ":");
        if (x.kind == VAL_STRING)
            pairs = memchr(x.as.string->bytes, ':', x.as.string->len) != NULL;
        else if (x.kind == VAL_ARRAY)
            pairs = stdlib_contains_eql(x.as.array->items, x.as.array->count, colon);
        else if (x.kind == VAL_HASH)
            pairs = hash_get(x.as.hash, colon, NULL);
        else
            return function_error(ctx, site, "undefined method `include?' for %s", fnlib_ruby_receiver(ctx, x));
    }
    if (!pairs)
        return stdlib_json_generate(ctx, site, &out, v) ? strbuf_finish_value(&out) : value_abrupt();
    Hash *h = hash_new(ctx, v.as.array->count);
    for (size_t i = 0; i < v.as.array->count; i++) {
        Value x = v.as.array->items[i];
        if (x.kind != VAL_STRING)
            return function_error(ctx, site, "undefined method `split' for %s", fnlib_ruby_receiver(ctx, x));
        /* s.split(/:/): the pieces between colons, the empty ones at the end dropped */
        const Str *s = x.as.string;
        const char *colon = memchr(s->bytes, ':', s->len);
        size_t klen = (size_t)(colon - s->bytes);
        const char *rest = colon + 1;
        const char *next = memchr(rest, ':', s->len - klen - 1);
        size_t vlen = next ? (size_t)(next - rest) : s->len - klen - 1;
        bool value_present = vlen > 0;
        if (!value_present && next) {
            /* "k::x": an empty piece before a non-empty one is kept */
            for (const char *p = next; p < s->bytes + s->len; p++)
                value_present = value_present || *p != ':';
        }
        Value key = value_cstring(ctx, ctx_strndup(ctx, s->bytes, klen));
        if (klen == 0 && !value_present)
            key = value_undef();   /* ":" splits into nothing: k and v are nil */
        hash_put(ctx, h, key, value_present ? value_cstring(ctx, ctx_strndup(ctx, rest, vlen)) : value_undef());
    }
    return stdlib_json_generate(ctx, site, &out, value_from_hash(h)) ? strbuf_finish_value(&out) : value_abrupt();
}

/* Ruby's String#strip: blanks and NULs at both ends. */
static void append_stripped(StrBuf *out, const char *p, size_t len) {
    while (len && strchr(" \t\n\v\f\r", *p) && *p)
        p++, len--;
    while (len && (p[len - 1] == '\0' || strchr(" \t\n\v\f\r", p[len - 1])))
        len--;
    strbuf_append(out, p, len);
}

/* convert_cert_to_string(cert_file): the file's lines without those holding "-----", each
 * stripped, joined; the file is read as the environment reads files (env.h). */
static Value convert_cert_to_string_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                         const Callable *block) {
    (void)count, (void)block;
    const Str *path = args[0].as.string;
    const char *text;
    size_t len;
    if (!path->len || memchr(path->bytes, '\0', path->len) || env_read_file(ctx, path->bytes, &text, &len) != ENV_FILE_OK)
        return function_error(ctx, site, "Certificate file not found: %s", path->bytes);
    StrBuf out;
    strbuf_init(&out, ctx);
    for (size_t start = 0; start < len;) {
        const char *nl = memchr(text + start, '\n', len - start);
        size_t stop = nl ? (size_t)(nl - text) + 1 : len;
        const char *line = text + start;
        size_t n = stop - start;
        bool dashes = false;
        for (size_t i = 0; i + 5 <= n && !dashes; i++)
            dashes = memcmp(line + i, "-----", 5) == 0;
        if (!dashes)
            append_stripped(&out, line, n);
        start = stop;
    }
    return strbuf_finish_value(&out);
}

const BuiltinFunction ruby_functions_modules_neutron[] = {
    { "validate_network_vlan_ranges", { { "(Any *$args)", validate_network_vlan_ranges_impl } } },
    { "validate_tunnel_id_ranges", { { "(Any *$args)", validate_tunnel_id_ranges_impl } } },
    { "validate_vni_ranges", { { "(Any *$args)", validate_vni_ranges_impl } } },
    { "validate_vxlan_udp_port", { { "(Any *$args)", validate_vxlan_udp_port_impl } } },
    { "convert_to_json_string", { { "(Any *$args)", convert_to_json_string_impl } } },
    { "convert_cert_to_string", { { "(String $cert_file)", convert_cert_to_string_impl } } },
    { NULL, { { NULL, NULL } } },
};
