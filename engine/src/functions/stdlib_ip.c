/* stdlib_ip.c: puppetlabs-stdlib's IP address functions: is_ip_address, is_ipv4_address,
 * is_ipv6_address (their bodies; stdlib_validate.c has the 4.x deprecation shims),
 * validate_ip_address, validate_ipv4_address, validate_ipv6_address (likewise),
 * enclose_ipv6, stdlib::ip_in_range, is_mac_address.
 *
 * Addresses are parsed as Ruby's IPAddr.new parses them (stdlib_ip_parse): inet_pton's
 * strict forms (no zero-filled IPv4 parts, as IPAddr refuses them), brackets around IPv6, a
 * "/prefix" length or IPv4 mask; IPAddr#to_s of an IPv6 address is its compressed form.
 */
#include <arpa/inet.h>
#include <stdlib.h>
#include <string.h>

#include "eval/function.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"

#define ARGS_3X(arity)                                       \
    (void)block;                                             \
    Value *a = fnlib_args_3x(ctx, site, args, count, arity); \
    if (!a)                                                  \
        return value_abrupt()

bool stdlib_ip_parse(const char *text, bool *v6, unsigned char bytes[16], int *prefix_bits) {
    char buf[128];
    size_t n = strlen(text);
    if (n == 0 || n >= sizeof buf)
        return false;
    memcpy(buf, text, n + 1);
    char *slash = strchr(buf, '/');
    char *prefix = NULL;
    if (slash) {
        *slash = '\0';
        prefix = slash + 1;
    }
    char *addr = buf;
    size_t an = strlen(addr);
    if (an >= 2 && addr[0] == '[' && addr[an - 1] == ']') {
        addr[an - 1] = '\0';
        addr++;
    }
    memset(bytes, 0, 16);
    int bits;
    if (inet_pton(AF_INET, addr, bytes) == 1) {
        *v6 = false;
        bits = 32;
    } else if (inet_pton(AF_INET6, addr, bytes) == 1) {
        *v6 = true;
        bits = 128;
    } else {
        return false;
    }
    int plen = bits;
    if (prefix) {
        if (*prefix == '\0')
            return false;
        bool digits = true;
        for (const char *p = prefix; *p; p++)
            if (*p < '0' || *p > '9')
                digits = false;
        if (digits) {
            if (strlen(prefix) > 3)
                return false;
            plen = (int)strtol(prefix, NULL, 10);
            if (plen > bits)
                return false;
        } else if (!*v6) {
            unsigned char mask[4];
            if (inet_pton(AF_INET, prefix, mask) != 1)
                return false;
            uint32_t m = (uint32_t)mask[0] << 24 | (uint32_t)mask[1] << 16 | (uint32_t)mask[2] << 8 | mask[3];
            plen = 0;
            while (plen < 32 && (m & (UINT32_C(1) << (31 - plen))))
                plen++;
            if ((uint32_t)(plen == 0 ? 0 : UINT32_MAX << (32 - plen)) != m)
                return false;
        } else {
            return false;
        }
    }
    int total = *v6 ? 16 : 4;
    for (int i = 0; i < total; i++) {
        int keep = plen - i * 8;
        if (keep <= 0)
            bytes[i] = 0;
        else if (keep < 8)
            bytes[i] &= (unsigned char)(0xff << (8 - keep));
    }
    *prefix_bits = plen;
    return true;
}

/* IPAddr.new(v) for a value a function received: a String, else IPAddr's own failure. */
static bool parse_value(Value v, bool *v6, unsigned char bytes[16], int *prefix) {
    return v.kind == VAL_STRING && stdlib_ip_parse(v.as.string->bytes, v6, bytes, prefix);
}

/* The 3.x bodies, shared with the 4.x shims (which pass unconverted arguments). */
Value stdlib_is_ip_body(Ctx *ctx, const CallSite *site, const char *name, const Value *a, size_t count, int want) {
    if (count != 1)
        return function_error(ctx, site, "%s: Wrong number of arguments given %zu for 1", name, count);
    bool v6;
    unsigned char bytes[16];
    int prefix;
    if (!parse_value(a[0], &v6, bytes, &prefix))
        return value_boolean(false);
    return value_boolean(want == 0 || (want == 4 && !v6) || (want == 6 && v6));
}

Value stdlib_validate_ip_body(Ctx *ctx, const CallSite *site, const char *name, const Value *a, size_t count,
                              int want) {
    if (count == 0)
        return function_error(ctx, site, "%s: wrong number of arguments (0; must be > 0)", name);
    const char *what = want == 4 ? "IPv4 address" : want == 6 ? "IPv6 address" : "IP address";
    for (size_t i = 0; i < count; i++) {
        if (a[i].kind != VAL_STRING)
            return function_error(ctx, site, "%s is not a string.", stdlib_inspect(ctx, a[i]));
        bool v6;
        unsigned char bytes[16];
        int prefix;
        if (!parse_value(a[i], &v6, bytes, &prefix) || (want == 4 && v6) || (want == 6 && !v6))
            return function_error(ctx, site, "%s is not a valid %s.", stdlib_inspect(ctx, a[i]), what);
    }
    return value_undef();
}

/* IPAddr#to_s: IPv4 dotted, IPv6 compressed (inet_ntop's form, lower case). */
static const char *ip_to_s(Ctx *ctx, bool v6, const unsigned char bytes[16]) {
    char out[INET6_ADDRSTRLEN];
    inet_ntop(v6 ? AF_INET6 : AF_INET, bytes, out, sizeof out);
    return ctx_strndup(ctx, out, strlen(out));
}

static Value enclose_ipv6_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "enclose_ipv6: Wrong number of arguments given %zu for 1", count);
    if (a[0].kind != VAL_STRING && a[0].kind != VAL_ARRAY)
        return function_error(ctx, site, "enclose_ipv6: Wrong argument type given %s expected String or Array",
                              stdlib_class(a[0]));
    const Value *items = a[0].kind == VAL_ARRAY ? a[0].as.array->items : a;
    size_t n = a[0].kind == VAL_ARRAY ? a[0].as.array->count : 1;
    ArrayBuilder out;
    array_builder_init(&out);
    for (size_t i = 0; i < n; i++) {
        Value v = items[i];
        if (v.kind == VAL_UNDEF)
            continue;
        if (!(v.kind == VAL_STRING && strcmp(v.as.string->bytes, "*") == 0)) {
            bool v6;
            unsigned char bytes[16];
            int prefix;
            if (!parse_value(v, &v6, bytes, &prefix))
                return function_error(ctx, site, "enclose_ipv6: Wrong argument given %s is not an ip address.",
                                      stdlib_to_s(ctx, v));
            if (v6)
                v = value_cstring(ctx, ctx_sprintf(ctx, "[%s]", ip_to_s(ctx, v6, bytes)));
        }
        if (!stdlib_contains_eql(out.items, out.count, v))
            array_builder_push(ctx, &out, v);
    }
    return array_builder_finish(ctx, &out);
}

/* IPAddr#include?: same family and the address masked by the range's prefix equals it. */
static bool range_includes(const char *range, bool v6, const unsigned char ip[16], bool *ok) {
    bool rv6;
    unsigned char rb[16];
    int prefix;
    *ok = stdlib_ip_parse(range, &rv6, rb, &prefix);
    if (!*ok || rv6 != v6)
        return false;
    int total = v6 ? 16 : 4;
    for (int i = 0; i < total; i++) {
        int keep = prefix - i * 8;
        unsigned char m = keep <= 0 ? 0 : keep >= 8 ? 0xff : (unsigned char)(0xff << (8 - keep));
        if ((ip[i] & m) != rb[i])
            return false;
    }
    return true;
}

static Value ip_in_range_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    (void)count, (void)block;
    bool v6;
    unsigned char ip[16];
    int prefix;
    const char *text = args[0].as.string->bytes;
    if (!stdlib_ip_parse(text, &v6, ip, &prefix))
        return function_error(ctx, site, "invalid address: %s", text);
    const Value *items = args[1].kind == VAL_ARRAY ? args[1].as.array->items : &args[1];
    size_t n = args[1].kind == VAL_ARRAY ? args[1].as.array->count : 1;
    bool found = false;
    for (size_t i = 0; i < n; i++) {
        bool ok = items[i].kind == VAL_STRING;
        bool in = ok && range_includes(items[i].as.string->bytes, v6, ip, &ok);
        if (!ok)
            return function_error(ctx, site, "invalid address: %s", stdlib_to_s(ctx, items[i]));
        found = found || in;
    }
    return value_boolean(found);
}

static bool hex_digit(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* /^[a-f0-9]{1,2}(:[a-f0-9]{1,2}){groups-1}$/i on one line of s. */
static bool mac_line(const char *s, size_t n, int groups) {
    size_t i = 0;
    for (int g = 0; g < groups; g++) {
        if (g > 0) {
            if (i >= n || s[i] != ':')
                return false;
            i++;
        }
        size_t d = 0;
        while (i < n && d < 3 && hex_digit(s[i]))
            i++, d++;
        if (d < 1 || d > 2)
            return false;
    }
    return i == n;
}

static Value is_mac_address_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "is_mac_address: Wrong number of arguments given %zu for 1", count);
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "wrong argument type %s (expected Regexp)", stdlib_class(a[0]));
    const char *s = a[0].as.string->bytes;
    size_t n = a[0].as.string->len;
    /* ^ and $ are line anchors: any line may match */
    for (size_t start = 0; start <= n;) {
        const char *nl = memchr(s + start, '\n', n - start);
        size_t end = nl ? (size_t)(nl - s) : n;
        if (mac_line(s + start, end - start, 6) || mac_line(s + start, end - start, 20))
            return value_boolean(true);
        if (!nl)
            break;
        start = end + 1;
    }
    return value_boolean(false);
}

const BuiltinFunction ruby_functions_stdlib_ip[] = {
    { "enclose_ipv6", { { "~(Any *$args)", enclose_ipv6_impl } } },
    { "stdlib::ip_in_range", { { "(String $ipaddress, Variant[String, Array] $range)", ip_in_range_impl } } },
    { "is_mac_address", { { "~(Any *$args)", is_mac_address_impl } } },
    { NULL, { { NULL, NULL } } },
};

