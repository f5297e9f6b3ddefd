/* modules_openstack.c: the Ruby functions of openstack-openstacklib, which the OpenStack modules
 * (oslo, keystone, glance, nova, ...) call to build their settings: normalize_ip_for_uri,
 * inet6_prefix, is_service_default, os_database_connection and os_transport_url; and those of
 * the services' modules: nova's to_array_of_json_strings and ironic's
 * ipv6_normalize_dnsmasq_ip_subnets.
 *
 * Each follows openstacklib's lib/puppet/functions source: 4.x functions without a dispatch,
 * so that any arguments reach them and undef is Ruby's nil (which fails their "should be a
 * String" checks, as it does in the reference). Addresses are read as Ruby's IPAddr.new reads
 * them (stdlib_ip_parse, and a "%zone" after an IPv6 address); os_database_connection builds its
 * URL as URI::Generic.build does, with its component checks and the query's escaping. Messages
 * are the reference's ("name(): " shows as "name: ").
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "data/json_value.h"
#include "eval/function.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "types/type.h"

/* IPAddr.new(v).ipv6? where IPAddr.new raises no ArgumentError: a String address, brackets and
 * a prefix allowed, an IPv6 one also with a zone ("fe80::1%eth0"). *v6 says which family;
 * bytes are the address masked by its prefix (IPAddr#to_i's, 4 of them for IPv4). */
static bool ip_address_bytes(Value v, bool *v6, unsigned char bytes[16]) {
    if (v.kind != VAL_STRING || memchr(v.as.string->bytes, '\0', v.as.string->len))
        return false;
    int prefix;
    const char *text = v.as.string->bytes;
    const char *zone = strchr(text, '%');
    if (!zone)
        return stdlib_ip_parse(text, v6, bytes, &prefix);
    /* ipaddr 1.2: "addr%zone[/prefix]" for an IPv6 address; the zone is any non-empty text */
    char buf[128];
    size_t n = (size_t)(zone - text);
    if (n >= sizeof buf || zone[1] == '\0' || zone[1] == '/')
        return false;
    memcpy(buf, text, n);
    const char *slash = strchr(zone, '/');
    snprintf(buf + n, sizeof buf - n, "%s", slash ? slash : "");
    return stdlib_ip_parse(buf, v6, bytes, &prefix) && *v6;
}

static bool ip_address(Value v, bool *v6) {
    unsigned char bytes[16];
    return ip_address_bytes(v, v6, bytes);
}

/* Each address of the list these functions take (args[0] when it is an Array, else args)
 * through one(): the single result when the list had one item, else the Array of them. */
static Value map_ip_list(Ctx *ctx, const Value *args, size_t count, Value (*one)(Ctx *, Value)) {
    const Value *items = args;
    size_t n = count;
    if (count > 0 && args[0].kind == VAL_ARRAY) {
        n = args[0].as.array->count;
        items = args[0].as.array->items;
    }
    ArrayBuilder result;
    array_builder_init(&result);
    for (size_t i = 0; i < n; i++)
        array_builder_push(ctx, &result, one(ctx, items[i]));
    Value all = array_builder_finish(ctx, &result);
    return n == 1 ? all.as.array->items[0] : all;
}

static Value normalize_one(Ctx *ctx, Value ip) {
    bool v6;
    if (!ip_address(ip, &v6) || !v6)
        return ip;
    /* ip.match(/\[.+\]/) */
    const Str *s = ip.as.string;
    const char *open = memchr(s->bytes, '[', s->len);
    if (open) {
        const char *close = s->bytes + s->len;
        while (close > open + 2 && close[-1] != ']')
            close--;
        if (close > open + 2)
            return ip;
    }
    return value_cstring(ctx, ctx_sprintf(ctx, "[%s]", s->bytes));
}

static Value normalize_ip_for_uri_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                       const Callable *block) {
    (void)site, (void)block;
    return map_ip_list(ctx, args, count, normalize_one);
}

/* inet6_prefix: an IPv6 address (the first field of ip.split(/\s|\[|\]/)) becomes
 * "inet6:[addr]" followed by the other fields; anything else (a non-String too, whose `match`
 * raises a NoMethodError the function rescues) stays. */
static Value inet6_one(Ctx *ctx, Value ip) {
    if (ip.kind != VAL_STRING)
        return ip;
    const Str *s = ip.as.string;
    if (s->len > 6 && strncmp(s->bytes, "inet6:", 6) == 0 && s->bytes[6] != '\n')
        return ip;
    const char *fields[64];
    size_t lens[64], nf = 0;
    for (size_t i = 0; i < s->len && nf < 64;) {
        size_t j = i;
        while (j < s->len && !strchr(" \t\n\v\f\r[]", s->bytes[j]))
            j++;
        if (j > i) {
            fields[nf] = s->bytes + i;
            lens[nf++] = j - i;
        }
        i = j + 1;
    }
    if (nf == 0)
        return ip;
    bool v6;
    if (!ip_address(value_cstring(ctx, ctx_strndup(ctx, fields[0], lens[0])), &v6) || !v6)
        return ip;
    StrBuf out;
    strbuf_init(&out, ctx);
    strbuf_append_cstr(&out, "inet6:[");
    strbuf_append(&out, fields[0], lens[0]);
    strbuf_append_cstr(&out, "]");
    for (size_t k = 1; k < nf; k++)
        strbuf_append(&out, fields[k], lens[k]);
    return strbuf_finish_value(&out);
}

static Value inet6_prefix_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)site, (void)block;
    return map_ip_list(ctx, args, count, inet6_one);
}

static Value is_service_default_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                     const Callable *block) {
    (void)block;
    if (count != 1)
        return function_error(ctx, site, "is_service_default: Wrong number of argumentsgiven (%zu for 1)", count);
    return value_boolean(args[0].kind == VAL_STRING && strcmp(args[0].as.string->bytes, "<SERVICE DEFAULT>") == 0 &&
                         args[0].as.string->len == strlen("<SERVICE DEFAULT>"));
}

/* --- URLs ------------------------------------------------------------------------------------ */

static bool is_hex(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static bool is_alnum(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z');
}

/* ERB::Util.url_encode: every byte but [a-zA-Z0-9_.~-] as %XX. */
static void url_encode(StrBuf *out, const Str *s) {
    for (size_t i = 0; i < s->len; i++) {
        unsigned char c = (unsigned char)s->bytes[i];
        if (is_alnum((char)c) || strchr("_.~-", c))
            strbuf_append(out, (const char *)&c, 1);
        else
            strbuf_printf(out, "%%%02X", c);
    }
}

/* Whether the value is set for a URL (v.include?(key) and v[key] != :undef and to_s != ''):
 * a key checked to be a String by then, so not nil. */
static bool present(const Hash *h, Ctx *ctx, const char *key, Value *out) {
    return hash_get(h, value_cstring(ctx, key), out);
}

/* "#{k}=#{v}" of each pair, joined with '&'. */
static void query_pairs(Ctx *ctx, StrBuf *out, const Hash *pairs) {
    for (size_t i = 0; i < pairs->count; i++) {
        const HashEntry *e = hash_entry_at(pairs, i);
        if (i)
            strbuf_append_cstr(out, "&");
        strbuf_printf(out, "%s=%s", stdlib_to_s(ctx, e->key), stdlib_to_s(ctx, e->value));
    }
}

/* The key/value checks both URL builders start with: each key's value must be of its class
 * (String, or Hash / Array for the keys named), in the Hash's order. */
static bool check_classes(Ctx *ctx, const CallSite *site, const char *name, const Hash *h, const char *hash_key,
                          const char *array_key) {
    for (size_t i = 0; i < h->count; i++) {
        const HashEntry *e = hash_entry_at(h, i);
        const char *key = stdlib_to_s(ctx, e->key);
        ValueKind want = VAL_STRING;
        const char *klass = "String";
        if (e->key.kind == VAL_STRING && hash_key && strcmp(key, hash_key) == 0)
            want = VAL_HASH, klass = "Hash";
        else if (e->key.kind == VAL_STRING && array_key && strcmp(key, array_key) == 0)
            want = VAL_ARRAY, klass = "Array";
        if (e->value.kind != want) {
            function_error(ctx, site, "%s: %s should be a %s", name, key, klass);
            return false;
        }
    }
    return true;
}

/* URI::Generic#query= : tabs and line breaks deleted, "%" followed by two characters that are
 * no hex digits an error, the bytes a query may not hold as %XX. */
static bool uri_query(Ctx *ctx, const CallSite *site, StrBuf *out, const Str *q) {
    StrBuf kept;
    strbuf_init(&kept, ctx);
    for (size_t i = 0; i < q->len; i++)
        if (q->bytes[i] != '\t' && q->bytes[i] != '\r' && q->bytes[i] != '\n')
            strbuf_append(&kept, q->bytes + i, 1);
    const Str *k = strbuf_finish(&kept);
    for (size_t i = 0; i + 2 < k->len; i++)
        if (k->bytes[i] == '%' && !is_hex(k->bytes[i + 1]) && !is_hex(k->bytes[i + 2])) {
            function_error(ctx, site, "invalid percent escape: %.3s", k->bytes + i);
            return false;
        }
    for (size_t i = 0; i < k->len; i++) {
        unsigned char c = (unsigned char)k->bytes[i];
        bool keep = c == '!' || (c >= '$' && c <= '&') || (c >= '(' && c <= ';') || c == '=' || (c >= '?' && c <= '_') ||
                    (c >= 'a' && c <= '~');
        if (keep)
            strbuf_append(out, (const char *)&c, 1);
        else
            strbuf_printf(out, "%%%02X", c);
    }
    return true;
}

/* RFC 2396's abs_path, as URI's parser checks a path: "/" segments of pchars, each with ";"
 * parameters. */
static bool uri_abs_path(const char *p) {
    if (*p != '/')
        return false;
    for (; *p; p++) {
        if (*p == '%') {
            if (!is_hex(p[1]) || !is_hex(p[2]))
                return false;
            p += 2;
        } else if (!is_alnum(*p) && !strchr("-_.!~*'():@&=+$,;/", *p)) {
            return false;
        }
    }
    return true;
}

/* URI's host check: a bracketed IPv6 reference, or letters, digits, '-', '.' and %XX. */
static bool uri_host(const char *h) {
    size_t n = strlen(h);
    if (n >= 2 && h[0] == '[' && h[n - 1] == ']') {
        for (size_t i = 1; i + 1 < n; i++)
            if (!is_hex(h[i]) && h[i] != ':' && h[i] != '.')
                return false;
        return n > 2;
    }
    if (n == 0)
        return false;
    for (const char *p = h; *p; p++) {
        if (*p == '%') {
            if (!is_hex(p[1]) || !is_hex(p[2]))
                return false;
            p += 2;
        } else if (!is_alnum(*p) && *p != '-' && *p != '.') {
            return false;
        }
    }
    return true;
}

static bool uri_scheme(const char *s) {
    if (!((*s >= 'a' && *s <= 'z') || (*s >= 'A' && *s <= 'Z')))
        return false;
    for (s++; *s; s++)
        if (!is_alnum(*s) && !strchr("+-.", *s))
            return false;
    return true;
}

static Value os_database_connection_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                         const Callable *block) {
    (void)block;
    const char *name = "os_database_connection";
    if (count != 1)
        return function_error(ctx, site, "%s: Wrong number of arguments given (%zu for 1)", name, count);
    if (args[0].kind != VAL_HASH)
        return function_error(ctx, site, "%s: Requires an hash, got %s", name, stdlib_class(args[0]));
    const Hash *v = args[0].as.hash;
    if (!check_classes(ctx, site, name, v, "extra", NULL))
        return value_abrupt();
    Value dialect, host, database, port, username, password, extra, charset;
    if (!present(v, ctx, "dialect", &dialect))
        return function_error(ctx, site, "%s: dialect is required", name);
    bool has_host = present(v, ctx, "host", &host);
    if (!present(v, ctx, "database", &database))
        return function_error(ctx, site, "%s: database is required", name);
    bool has_port = present(v, ctx, "port", &port);
    if (has_port && !has_host)
        return function_error(ctx, site, "%s: host is required with port", name);
    StrBuf userinfo;
    strbuf_init(&userinfo, ctx);
    bool has_user = present(v, ctx, "username", &username) && username.as.string->len > 0;
    if (has_user) {
        url_encode(&userinfo, username.as.string);
        if (present(v, ctx, "password", &password) && password.as.string->len > 0) {
            strbuf_append_cstr(&userinfo, ":");
            url_encode(&userinfo, password.as.string);
        }
    }
    Hash *query = hash_new(ctx, 4);
    if (present(v, ctx, "extra", &extra))
        for (size_t i = 0; i < extra.as.hash->count; i++)
            hash_put(ctx, query, hash_entry_at(extra.as.hash, i)->key, hash_entry_at(extra.as.hash, i)->value);
    if (present(v, ctx, "charset", &charset))
        hash_put(ctx, query, value_cstring(ctx, "charset"), charset);
    const char *path = ctx_sprintf(ctx, "%s%s", has_host ? "/" : "///", database.as.string->bytes);

    /* URI::Generic.build(parts).to_s, with the checks its setters make in this order */
    const char *scheme = dialect.as.string->bytes;
    if (!uri_scheme(scheme))
        return function_error(ctx, site, "bad component(expected scheme component): %s", scheme);
    const char *hostname = NULL;
    if (has_host) {
        hostname = host.as.string->bytes;
        if (strchr(hostname, ':') && !(hostname[0] == '[' && hostname[strlen(hostname) - 1] == ']'))
            hostname = ctx_sprintf(ctx, "[%s]", hostname);
        if (!uri_host(hostname))
            return function_error(ctx, site, "bad component(expected host component): %s", hostname);
    }
    if (!uri_abs_path(path))
        return function_error(ctx, site, "bad component(expected absolute path component): %s", path);
    StrBuf url;
    strbuf_init(&url, ctx);
    strbuf_printf(&url, "%s:", scheme);
    if (has_host || strcmp(scheme, "file") == 0 || strcmp(scheme, "postgres") == 0)
        strbuf_append_cstr(&url, "//");
    if (userinfo.len) {
        strbuf_append(&url, userinfo.bytes, userinfo.len);
        strbuf_append_cstr(&url, "@");
    }
    if (hostname)
        strbuf_append_cstr(&url, hostname);
    if (has_port)
        strbuf_printf(&url, ":%lld", (long long)strtoll(port.as.string->bytes, NULL, 10));
    strbuf_append_cstr(&url, path);
    if (query->count) {
        StrBuf q;
        strbuf_init(&q, ctx);
        query_pairs(ctx, &q, query);
        strbuf_append_cstr(&url, "?");
        if (!uri_query(ctx, site, &url, strbuf_finish(&q)))
            return value_abrupt();
    }
    return strbuf_finish_value(&url);
}

/* os_transport_url's _str2bool: a Boolean, or a String of the known words. */
static bool transport_bool(Ctx *ctx, const CallSite *site, Value v, bool *out) {
    if (v.kind == VAL_BOOLEAN) {
        *out = v.as.boolean;
        return true;
    }
    if (v.kind != VAL_STRING) {
        function_error(ctx, site, "str2bool: Requires string to work with");
        return false;
    }
    const char *s = v.as.string->bytes;
    static const char *const yes[] = { "1", "t", "y", "true", "yes" };
    static const char *const no[] = { "0", "f", "n", "false", "no" };
    for (size_t i = 0; i < 5; i++)
        if (strcasecmp(s, yes[i]) == 0) {
            *out = true;
            return true;
        }
    for (size_t i = 0; i < 5; i++)
        if (strcasecmp(s, no[i]) == 0) {
            *out = false;
            return true;
        }
    if (*s == '\0' || strcmp(s, "undef") == 0 || strcmp(s, "undefined") == 0) {
        *out = false;
        return true;
    }
    function_error(ctx, site, "os_transport_url _str2bool: Unknown type of boolean given");
    return false;
}

static Value os_transport_url_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                   const Callable *block) {
    (void)block;
    const char *name = "os_transport_url";
    if (count != 1)
        return function_error(ctx, site, "%s: Wrong number of arguments", name);
    if (args[0].kind != VAL_HASH)
        return function_error(ctx, site, "%s: Requires an hash, got %s", name, stdlib_class(args[0]));
    /* v: the hash with port as its to_s */
    const Hash *raw = args[0].as.hash;
    Hash *v = hash_new(ctx, raw->count);
    for (size_t i = 0; i < raw->count; i++) {
        const HashEntry *e = hash_entry_at(raw, i);
        Value value = e->value;
        if (e->key.kind == VAL_STRING && strcmp(e->key.as.string->bytes, "port") == 0)
            value = value_cstring(ctx, stdlib_to_s(ctx, value));
        hash_put(ctx, v, e->key, value);
    }
    if (!check_classes(ctx, site, name, v, "query", "hosts"))
        return value_abrupt();
    Value transport, host, hosts, port, username, password, vhost, query, ssl;
    if (!present(v, ctx, "transport", &transport))
        return function_error(ctx, site, "%s: transport is required", name);
    bool has_host = present(v, ctx, "host", &host), has_hosts = present(v, ctx, "hosts", &hosts);
    if (!has_host && !has_hosts)
        return function_error(ctx, site, "%s: host or hosts is required", name);
    if (has_host && has_hosts)
        return function_error(ctx, site, "%s: cannot use both host and hosts.", name);
    bool has_port = present(v, ctx, "port", &port);
    StrBuf userinfo;
    strbuf_init(&userinfo, ctx);
    if (present(v, ctx, "username", &username) && username.as.string->len > 0) {
        url_encode(&userinfo, username.as.string);
        if (present(v, ctx, "password", &password) && password.as.string->len > 0) {
            strbuf_append_cstr(&userinfo, ":");
            url_encode(&userinfo, password.as.string);
        }
    }
    StrBuf url;
    strbuf_init(&url, ctx);
    strbuf_printf(&url, "%s://", transport.as.string->bytes);
    if (has_host) {
        if (userinfo.len)
            strbuf_printf(&url, "%.*s@", (int)userinfo.len, userinfo.bytes);
        strbuf_append_cstr(&url, stdlib_to_s(ctx, normalize_one(ctx, host)));
        if (has_port)
            strbuf_printf(&url, ":%s", port.as.string->bytes);
    } else {
        const Array *list = hosts.as.array;
        for (size_t i = 0; i < list->count; i++) {
            if (i)
                strbuf_append_cstr(&url, ",");
            if (userinfo.len)
                strbuf_printf(&url, "%.*s@", (int)userinfo.len, userinfo.bytes);
            strbuf_append_cstr(&url, stdlib_to_s(ctx, normalize_one(ctx, list->items[i])));
            if (has_port)
                strbuf_printf(&url, ":%s", port.as.string->bytes);
        }
    }
    strbuf_printf(&url, "/%s", present(v, ctx, "virtual_host", &vhost) ? vhost.as.string->bytes : "");
    Hash *pairs = hash_new(ctx, 4);
    if (present(v, ctx, "query", &query))
        for (size_t i = 0; i < query.as.hash->count; i++)
            hash_put(ctx, pairs, hash_entry_at(query.as.hash, i)->key, hash_entry_at(query.as.hash, i)->value);
    if (present(v, ctx, "ssl", &ssl)) {
        bool on;
        if (!transport_bool(ctx, site, ssl, &on))
            return value_abrupt();
        hash_put(ctx, pairs, value_cstring(ctx, "ssl"), value_integer(on ? 1 : 0));
    }
    if (pairs->count) {
        strbuf_append_cstr(&url, "?");
        query_pairs(ctx, &url, pairs);
    }
    return strbuf_finish_value(&url);
}

const BuiltinFunction ruby_functions_modules_openstacklib[] = {
    { "normalize_ip_for_uri", { { "(Any *$args)", normalize_ip_for_uri_impl } } },
    { "inet6_prefix", { { "(Any *$args)", inet6_prefix_impl } } },
    { "is_service_default", { { "(Any *$args)", is_service_default_impl } } },
    { "os_database_connection", { { "(Any *$args)", os_database_connection_impl } } },
    { "os_transport_url", { { "(Any *$args)", os_transport_url_impl } } },
    { NULL, { { NULL, NULL } } },
};

/* --- nova ------------------------------------------------------------------------------------ */

/* JSON.load(text) as json 2.6 has it: a blank text is nil. (Its NaN and unlimited nesting are
 * JSON.parse's here: a NaN or nesting past 100 is a parse error.) */
static bool json_load(Ctx *ctx, const char *text, size_t len, Value *out) {
    if (len == 0) {
        *out = value_undef();
        return true;
    }
    static const JsonValueOptions options = { JSON_BIG_INTEGERS_REFUSED, true };
    const char *error;
    return json_value_read(ctx, text, len, &options, out, &error);
}

static bool array_of_hashes(Value v) {
    if (v.kind != VAL_ARRAY)
        return false;
    for (size_t i = 0; i < v.as.array->count; i++)
        if (v.as.array->items[i].kind != VAL_HASH)
            return false;
    return true;
}

/* to_array_of_json_strings(list): an Array of Hashes, or its JSON text (one Hash alone is a list
 * of one; a text in single quotes is read with '"' for each "'", with a deprecation warning),
 * as an Array of each Hash's to_json. */
static Value to_array_of_json_strings_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                           const Callable *block) {
    (void)block;
    if (count != 1)
        return function_error(ctx, site, "to_array_of_json_strings(): Wrong number of arguments");
    Value list = args[0];
    if (list.kind == VAL_STRING) {
        const Str *text = list.as.string;
        if (!json_load(ctx, text->bytes, text->len, &list)) {
            if (ctx->unwind.kind != UNWIND_NONE)
                return value_abrupt();
            char *quoted = ctx_strndup(ctx, text->bytes, text->len);
            for (size_t i = 0; i < text->len; i++)
                if (quoted[i] == '\'')
                    quoted[i] = '"';
            if (!json_load(ctx, quoted, text->len, &list)) {
                if (ctx->unwind.kind != UNWIND_NONE)
                    return value_abrupt();
                return function_error(ctx, site, "Syntax error: %s is not valid", text->bytes);
            }
            ctx_warn(ctx, span_none(), "%s is not valid JSON. Support for this format is deprecated and may be removed in future.",
                     text->bytes);
        }
        if (list.kind != VAL_ARRAY) {
            ArrayBuilder one;
            array_builder_init(&one);
            array_builder_push(ctx, &one, list);
            list = array_builder_finish(ctx, &one);
        }
    }
    if (!array_of_hashes(list))
        return function_error(ctx, site, "Syntax error: %s is not an Array or JSON encoded String",
                              stdlib_to_s(ctx, args[0]));
    ArrayBuilder result;
    array_builder_init(&result);
    for (size_t i = 0; i < list.as.array->count; i++) {
        StrBuf json;
        strbuf_init(&json, ctx);
        if (!stdlib_json_generate(ctx, site, &json, list.as.array->items[i]))
            return value_abrupt();
        array_builder_push(ctx, &result, strbuf_finish_value(&json));
    }
    return array_builder_finish(ctx, &result);
}

const BuiltinFunction ruby_functions_modules_nova[] = {
    { "to_array_of_json_strings", { { "(Any *$args)", to_array_of_json_strings_impl } } },
    { NULL, { { NULL, NULL } } },
};

/* --- ironic ------------------------------------------------------------------------------------ */

/* Ruby's `receiver[index]` where receiver is no Hash or String, as the reference words its
 * failure: Array and Integer take no String index (TypeError), the others have no `[]`. */
static Value index_failed(Ctx *ctx, const CallSite *site, Value v) {
    if (v.kind == VAL_ARRAY || v.kind == VAL_INTEGER)
        return function_error(ctx, site, "no implicit conversion of String into Integer");
    if (v.kind == VAL_UNDEF)
        return function_error(ctx, site, "undefined method `[]' for nil:NilClass");
    if (v.kind == VAL_BOOLEAN)
        return function_error(ctx, site, "undefined method `[]' for %s:%s", v.as.boolean ? "true" : "false",
                              v.as.boolean ? "TrueClass" : "FalseClass");
    return function_error(ctx, site, "undefined method `[]' for %s:%s", stdlib_to_s(ctx, v), type_ruby_class_of_value(v));
}

/* One subnet of ipv6_normalize_dnsmasq_ip_subnets: a Hash's IPv6 netmask becomes its prefix
 * length (the count of one bits of IPAddr#to_i), its IPv6 gateway is dropped; what IPAddr
 * cannot read (no String, no address) is left as it is. A String answers `[]` with a
 * substring, which no address is: it is kept whole. */
static Value normalize_subnet(Ctx *ctx, const CallSite *site, Value subnet) {
    if (subnet.kind == VAL_STRING)
        return subnet;
    if (subnet.kind != VAL_HASH)
        return index_failed(ctx, site, subnet);
    const Hash *h = subnet.as.hash;
    Value netmask = value_undef(), gateway = value_undef();
    hash_get(h, value_cstring(ctx, "netmask"), &netmask);
    hash_get(h, value_cstring(ctx, "gateway"), &gateway);
    bool v6 = false;
    unsigned char bytes[16];
    int prefix = -1;
    if (ip_address_bytes(netmask, &v6, bytes) && v6) {
        prefix = 0;
        for (size_t i = 0; i < 16; i++)
            prefix += __builtin_popcount(bytes[i]);
    }
    bool drop_gateway = ip_address(gateway, &v6) && v6;
    if (prefix < 0 && !drop_gateway)
        return subnet;
    Hash *out = hash_new(ctx, h->count);
    for (size_t i = 0; i < h->count; i++) {
        const HashEntry *e = hash_entry_at(h, i);
        bool is_netmask = e->key.kind == VAL_STRING && strcmp(e->key.as.string->bytes, "netmask") == 0 &&
                          e->key.as.string->len == 7;
        bool is_gateway = e->key.kind == VAL_STRING && strcmp(e->key.as.string->bytes, "gateway") == 0 &&
                          e->key.as.string->len == 7;
        if (is_gateway && drop_gateway)
            continue;
        hash_put(ctx, out, e->key, is_netmask && prefix >= 0 ? value_integer(prefix) : e->value);
    }
    return value_from_hash(out);
}

/* ipv6_normalize_dnsmasq_ip_subnets(subnets): each subnet of the list through normalize_subnet;
 * a Hash's `each` gives its [key, value] pairs, which are Arrays; what has no `each` fails as
 * the reference's NoMethodError. */
static Value ipv6_normalize_dnsmasq_ip_subnets_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                                    const Callable *block) {
    (void)count, (void)block;
    Value list = args[0];
    ArrayBuilder result;
    array_builder_init(&result);
    if (list.kind == VAL_HASH) {
        if (list.as.hash->count > 0)
            return index_failed(ctx, site, value_array_of(ctx, NULL, 0));
        return array_builder_finish(ctx, &result);
    }
    if (list.kind != VAL_ARRAY) {
        if (list.kind == VAL_UNDEF)
            return function_error(ctx, site, "undefined method `each' for nil:NilClass");
        if (list.kind == VAL_STRING)
            return function_error(ctx, site, "undefined method `each' for \"%s\":String", list.as.string->bytes);
        if (list.kind == VAL_BOOLEAN)
            return function_error(ctx, site, "undefined method `each' for %s:%s", list.as.boolean ? "true" : "false",
                                  list.as.boolean ? "TrueClass" : "FalseClass");
        return function_error(ctx, site, "undefined method `each' for %s:%s", stdlib_to_s(ctx, list),
                              type_ruby_class_of_value(list));
    }
    for (size_t i = 0; i < list.as.array->count; i++) {
        Value one = normalize_subnet(ctx, site, list.as.array->items[i]);
        if (ctx->unwind.kind != UNWIND_NONE)
            return value_abrupt();
        array_builder_push(ctx, &result, one);
    }
    return array_builder_finish(ctx, &result);
}

const BuiltinFunction ruby_functions_modules_ironic[] = {
    { "ipv6_normalize_dnsmasq_ip_subnets", { { "(Any $args)", ipv6_normalize_dnsmasq_ip_subnets_impl } } },
    { NULL, { { NULL, NULL } } },
};
