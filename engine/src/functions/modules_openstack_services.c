/* modules_openstack_services.c: the Ruby functions of the OpenStack service modules and their
 * neighbours, beside openstacklib's (modules_openstack.c): openstack_extras's
 * validate_yum_hash (the attributes a yumrepo takes) and vswitch's range_to_mask (a CPU list
 * such as "1-3,8" as the hexadecimal mask DPDK reads), and murano's get_ext_net_name (the name of
 * the network whose L2 settings say router_ext).
 *
 * Each follows its module's lib/puppet/functions source, with the Ruby errors the reference
 * shows for what it does not expect (a repository's parameters that are no Hash, a range
 * without an end).
 */
#include <string.h>

#include "eval/function.h"
#include "functions/fnlib.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "text/sprintf.h"

/* --- openstack_extras ------------------------------------------------------------------------ */

static const char *const YUMREPO_ARGUMENTS[] = {
    "name", "ensure", "baseurl", "cost", "descr", "enabled", "enablegroups", "exclude", "failovermethod",
    "gpgcheck", "gpgkey", "http_caching", "include", "includepkgs", "keepalive", "metadata_expire", "metalink",
    "mirrorlist", "priority", "protect", "provider", "proxy", "proxy_password", "proxy_username",
    "repo_gpgcheck", "s3_enabled", "skip_if_unavailable", "sslcacert", "sslclientcert", "sslclientkey",
    "sslverify", "target", "timeout", NULL,
};

static bool yumrepo_argument(Value param) {
    if (param.kind != VAL_STRING)
        return false;
    for (size_t i = 0; YUMREPO_ARGUMENTS[i]; i++)
        if (strcmp(param.as.string->bytes, YUMREPO_ARGUMENTS[i]) == 0 &&
            param.as.string->len == strlen(YUMREPO_ARGUMENTS[i]))
            return true;
    return false;
}

static Value validate_yum_hash_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                    const Callable *block) {
    (void)block;
    if (count > 1)
        return function_error(ctx, site, "validate_yum_hash takes only a single argument, %zu provided", count);
    if (count == 0 || args[0].kind != VAL_HASH)
        return function_error(ctx, site, "non-hash argument provided to validate_yum_hash");
    const Hash *repos = args[0].as.hash;
    if (repos->count == 0)
        return value_undef();
    for (size_t i = 0; i < repos->count; i++) {
        Value params = hash_entry_at(repos, i)->value;
        if (params.kind == VAL_HASH) {
            for (size_t j = 0; j < params.as.hash->count; j++) {
                Value param = hash_entry_at(params.as.hash, j)->key;
                if (!yumrepo_argument(param))
                    return function_error(ctx, site, "Parameter %s is not valid for the yumrepo type", stdlib_to_s(ctx, param));
            }
        } else if (params.kind == VAL_ARRAY) {
            /* |param, value| takes an element's first item when it is an Array */
            for (size_t j = 0; j < params.as.array->count; j++) {
                Value param = params.as.array->items[j];
                if (param.kind == VAL_ARRAY)
                    param = param.as.array->count ? param.as.array->items[0] : value_undef();
                if (!yumrepo_argument(param))
                    return function_error(ctx, site, "Parameter %s is not valid for the yumrepo type", stdlib_to_s(ctx, param));
            }
        } else {
            return function_error(ctx, site, "undefined method `each' for %s", sprintf_no_method_receiver_3x(ctx, params));
        }
    }
    return args[0];   /* arg.each returns arg */
}

/* --- vswitch ----------------------------------------------------------------------------------- */

static Value range_to_mask_nil(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)ctx, (void)site, (void)args, (void)count, (void)block;
    return value_undef();
}

/* String#split(",") / split("-"): the pieces between separators, trailing empty ones dropped.
 * Returns the number of pieces written to starts/lens (at most max). */
static size_t split_on(const char *s, size_t len, char sep, const char **starts, size_t *lens, size_t max) {
    size_t n = 0, start = 0;
    for (size_t i = 0; i <= len && n < max; i++) {
        if (i == len || s[i] == sep) {
            starts[n] = s + start;
            lens[n++] = i - start;
            start = i + 1;
        }
    }
    while (n > 0 && lens[n - 1] == 0)
        n--;
    return n;
}

/* Sets bit `bit` of the mask mask[0..words), refusing what it cannot hold. */
static bool set_bit(uint64_t *mask, size_t words, int64_t bit) {
    if (bit < 0 || (uint64_t)bit >= (uint64_t)words * 64)
        return false;
    mask[bit / 64] |= (uint64_t)1 << (bit % 64);
    return true;
}

#define MASK_WORDS 64   /* CPUs 0 to 4095 */
#define MAX_PIECES 4096

static Value range_to_mask_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    const Str *range = args[0].as.string;
    /* the ranges expanded: "1-3,8" becomes "1,2,3,8"; a backwards range gives nothing */
    StrBuf list;
    strbuf_init(&list, ctx);
    const char *piece[MAX_PIECES];
    size_t piece_len[MAX_PIECES];
    size_t n = split_on(range->bytes, range->len, ',', piece, piece_len, MAX_PIECES);
    if (n == MAX_PIECES)
        return function_error(ctx, site, "range_to_mask: more than %d items are not supported here", MAX_PIECES);
    for (size_t i = 0; i < n; i++) {
        if (i)
            strbuf_append_cstr(&list, ",");
        if (!memchr(piece[i], '-', piece_len[i])) {
            strbuf_append(&list, piece[i], piece_len[i]);
            continue;
        }
        const char *ends[3];
        size_t ends_len[3];
        size_t m = split_on(piece[i], piece_len[i], '-', ends, ends_len, 3);
        if (m == 0)
            return function_error(ctx, site, "can't iterate from NilClass");
        if (m == 1)
            return function_error(ctx, site, "cannot convert endless range to an array");
        int64_t from = fnlib_ruby_to_i(ends[0], ends_len[0]), to = fnlib_ruby_to_i(ends[1], ends_len[1]);
        if (to - from >= MASK_WORDS * 64)
            return function_error(ctx, site, "range_to_mask: CPU %lld and above are not supported here", (long long)(MASK_WORDS * 64));
        for (int64_t c = from; c <= to; c++)
            strbuf_printf(&list, c == from ? "%lld" : ",%lld", (long long)c);
    }
    /* each number's bit, or-ed */
    uint64_t mask[MASK_WORDS] = { 0 };
    const char *numbers_text = list.bytes ? list.bytes : "";
    size_t numbers_len = list.len;
    size_t total = 0;
    for (size_t i = 0; i <= numbers_len; i++)
        total += i == numbers_len || numbers_text[i] == ',';
    const char **numbers = ctx_alloc(ctx, total * sizeof *numbers);
    size_t *numbers_lens = ctx_alloc(ctx, total * sizeof *numbers_lens);
    size_t k = split_on(numbers_text, numbers_len, ',', numbers, numbers_lens, total);
    for (size_t i = 0; i < k; i++) {
        int64_t bit = fnlib_ruby_to_i(numbers[i], numbers_lens[i]);
        if (!set_bit(mask, MASK_WORDS, bit))
            return function_error(ctx, site, "range_to_mask: CPU %lld is not supported here (0 to %d)", (long long)bit,
                                  MASK_WORDS * 64 - 1);
    }
    /* Integer#to_s(16) */
    StrBuf out;
    strbuf_init(&out, ctx);
    bool started = false;
    for (size_t w = MASK_WORDS; w-- > 0;) {
        if (!started && mask[w] == 0)
            continue;
        strbuf_printf(&out, started ? "%016llx" : "%llx", (unsigned long long)mask[w]);
        started = true;
    }
    if (!started)
        strbuf_append_cstr(&out, "0");
    return strbuf_finish_value(&out);
}

/* --- murano ------------------------------------------------------------------------------------ */

/* `value.fetch('L2', {})['router_ext']` of one network's settings, as Ruby evaluates it: sets
 * *found to its truthiness, or fails with Ruby's error for a value that has no such method (the
 * setting of a String is its substring, of an Array a TypeError). */
static Value router_ext(Ctx *ctx, const CallSite *site, Value settings, bool *found) {
    *found = false;
    if (settings.kind == VAL_ARRAY)
        return function_error(ctx, site, "no implicit conversion of String into Integer");
    if (settings.kind != VAL_HASH)
        return function_error(ctx, site, "undefined method `fetch' for %s", sprintf_no_method_receiver_3x(ctx, settings));
    Value l2 = value_undef();
    if (!hash_get(settings.as.hash, value_cstring(ctx, "L2"), &l2))
        return value_undef();   /* the default {}: no router_ext */
    if (l2.kind == VAL_HASH) {
        Value ext = value_undef();
        *found = hash_get(l2.as.hash, value_cstring(ctx, "router_ext"), &ext) && value_truthy(ext);
        return value_undef();
    }
    if (l2.kind == VAL_STRING) {
        /* String#[](text): the text where the string holds it, else nil */
        *found = strstr(l2.as.string->bytes, "router_ext") != NULL;
        return value_undef();
    }
    if (l2.kind == VAL_ARRAY || l2.kind == VAL_INTEGER)
        return function_error(ctx, site, "no implicit conversion of String into Integer");
    return function_error(ctx, site, "undefined method `[]' for %s", sprintf_no_method_receiver_3x(ctx, l2));
}

static Value get_ext_net_name_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                   const Callable *block) {
    (void)block;
    if (count == 0 || args[0].kind != VAL_HASH)
        return function_error(ctx, site, "get_ext_net_name: No network data provided!");
    const Hash *networks = args[0].as.hash;
    for (size_t i = 0; i < networks->count; i++) {
        bool found;
        TRY(router_ext(ctx, site, hash_entry_at(networks, i)->value, &found));
        if (found)
            return hash_entry_at(networks, i)->key;
    }
    return value_undef();
}

const BuiltinFunction ruby_functions_modules_murano[] = {
    { "get_ext_net_name", { { "(Any *$args)", get_ext_net_name_impl } } },
    { NULL, { { NULL, NULL } } },
};

const BuiltinFunction ruby_functions_modules_openstack_extras[] = {
    { "validate_yum_hash", { { "(Any *$args)", validate_yum_hash_impl } } },
    { NULL, { { NULL, NULL } } },
};

const BuiltinFunction ruby_functions_modules_vswitch[] = {
    { "range_to_mask", { { "(Pattern[/^$/] $range)", range_to_mask_nil },
                         { "(Pattern[/^[0-9\\-\\,]/] $range)", range_to_mask_impl },
                         { "(Undef $range)", range_to_mask_nil } } },
    { NULL, { { NULL, NULL } } },
};
