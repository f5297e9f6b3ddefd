/* stdlib_random.c: puppetlabs-stdlib's functions that draw from Ruby's Random: fqdn_rand_string,
 * fqdn_rotate, seeded_rand, seeded_rand_string and shuffle, and fqdn_uuid (a name-based UUID).
 *
 * The deterministic ones reproduce the reference's numbers exactly: a digest of their seed text
 * read as an Integer seeds Random.new (data/ruby_random.h) and rand(n) draws; fqdn_rand_string
 * calls the built-in fqdn_rand once per character, as its Ruby body does. shuffle uses Kernel#rand
 * in the reference, an unseeded generator: here too each run draws a new order. fqdn_rotate reads
 * `$::fqdn` as a 3.x function does (stdlib_lookupvar: a warning when it is not set).
 * Messages are the reference's ("name(): " shows as "name: ").
 */
#include <string.h>

#include "data/digest.h"
#include "data/ruby_random.h"
#include "eval/function.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "support/limits.h"
#include "support/utf8.h"
#include "text/sprintf.h"
#include "values/regex.h"

#define ARGS_3X(arity)                                       \
    (void)block;                                             \
    Value *a = fnlib_args_3x(ctx, site, args, count, arity); \
    if (!a)                                                  \
        return value_abrupt()

/* is_integer's test of a 3.x argument: an Integer, or a String some line of which is a decimal
 * integer (Ruby's ^ and $). */
static bool is_integer_3x(Ctx *ctx, Value v) {
    if (v.kind == VAL_INTEGER)
        return true;
    if (v.kind != VAL_STRING)
        return false;
    const char *pattern = "^-?(?:(?:[1-9]\\d*)|0)$";
    const char *message = NULL;
    const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &message);
    size_t ov[2];
    return re && regex_search(ctx, re, v.as.string->bytes, v.as.string->len, 0, ov, 1) > 0;
}

/* `to_i` of an Integer or String argument. */
static int64_t to_i(Value v) {
    return v.kind == VAL_INTEGER ? v.as.integer : fnlib_ruby_to_i(v.as.string->bytes, v.as.string->len);
}

/* Array#join(':') of items: nested Arrays joined the same way, nil as '', others their to_s. */
static void join_colon(StrBuf *out, const Value *items, size_t count, int depth) {
    for (size_t i = 0; i < count; i++) {
        if (i)
            strbuf_append_char(out, ':');
        Value v = items[i];
        if (v.kind == VAL_ARRAY && depth < MAX_DATA_DEPTH)
            join_colon(out, v.as.array->items, v.as.array->count, depth + 1);
        else if (v.kind != VAL_UNDEF)
            sprintf_to_s_3x(out, v);
    }
}

/* The characters of a string, each a String value. */
static const Array *chars_of(Ctx *ctx, const Str *s) {
    ArrayBuilder b;
    array_builder_init(&b);
    for (size_t pos = 0; pos < s->len;) {
        size_t len = utf8_char_len(s->bytes + pos, s->bytes + s->len);
        array_builder_push(ctx, &b, value_string(ctx, s->bytes + pos, len));
        pos += len;
    }
    return array_builder_finish(ctx, &b).as.array;
}

static Value join_chars(Ctx *ctx, const Array *chars) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < chars->count; i++)
        strbuf_append_str(&sb, chars->items[i].as.string);
    return strbuf_finish_value(&sb);
}

/* Random.new(Digest::<digest>.hexdigest(text).hex). */
static RubyRandom *seeded(Ctx *ctx, const char *text, size_t len, bool sha256) {
    RubyRandom *r = ctx_alloc(ctx, sizeof *r);
    if (sha256) {
        unsigned char digest[DIGEST_SHA256_BYTES];
        digest_sha256(text, len, digest);
        ruby_random_seed_bytes(r, digest, sizeof digest);
    } else {
        unsigned char digest[DIGEST_MD5_BYTES];
        digest_md5(text, len, digest);
        ruby_random_seed_bytes(r, digest, sizeof digest);
    }
    return r;
}

/* --- fqdn_rand_string, fqdn_rotate, fqdn_uuid ------------------------------------------------- */

static Value fqdn_rand_string_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                   const Callable *block) {
    ARGS_3X(-2);
    if (!is_integer_3x(ctx, a[0]) || to_i(a[0]) <= 0)
        return function_error(ctx, site, "fqdn_rand_string: first argument must be a positive integer");
    if (count > 1 && a[1].kind != VAL_UNDEF && a[1].kind != VAL_STRING)
        return function_error(ctx, site, "fqdn_rand_string: second argument must be undef or a string");
    int64_t length = to_i(a[0]);
    const Array *charset = count > 1 && a[1].kind == VAL_STRING ? chars_of(ctx, a[1].as.string) : NULL;
    if (!charset || charset->count == 0) {
        static const char DEFAULT[] = "0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";
        charset = chars_of(ctx, str_new(ctx, DEFAULT, sizeof DEFAULT - 1));
    }
    const Value *seeds = a + (count > 1 ? 2 : 1);
    size_t seed_count = count > 2 ? count - 2 : 0;
    CallSite inner = *site;
    inner.name = "fqdn_rand";
    StrBuf out;
    strbuf_init(&out, ctx);
    for (int64_t current = 1; current <= length; current++) {
        ctx_step(ctx);
        StrBuf seed;
        strbuf_init(&seed, ctx);
        join_colon(&seed, seeds, seed_count, 0);
        if (seed_count)
            strbuf_append_char(&seed, ':');
        strbuf_printf(&seed, "%lld", (long long)current);
        Value call_args[2] = { value_integer((int64_t)charset->count), strbuf_finish_value(&seed) };
        Value r;
        if (!function_call_builtin(ctx, &inner, call_args, 2, NULL, &r) || value_is_abrupt(r))
            return value_abrupt();
        strbuf_append_str(&out, charset->items[r.as.integer].as.string);
    }
    return strbuf_finish_value(&out);
}

static Value fqdn_rotate_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count < 1)
        return function_error(ctx, site, "fqdn_rotate: Wrong number of arguments given (0 for 1)");
    Value value = a[0];
    if (value.kind != VAL_ARRAY && value.kind != VAL_STRING)
        return function_error(ctx, site, "fqdn_rotate: Requires either array or string to work with");
    bool string = value.kind == VAL_STRING;
    const Array *items = string ? chars_of(ctx, value.as.string) : value.as.array;
    if (items->count <= 1)
        return value;
    Value fqdn;
    if (!stdlib_lookupvar(ctx, site, "::fqdn", &fqdn))
        return value_abrupt();
    StrBuf seed;
    strbuf_init(&seed, ctx);
    Value parts[2] = { fqdn, value_array_of(ctx, a + 1, count - 1) };
    join_colon(&seed, parts, 2, 0);
    const Str *text = strbuf_finish(&seed);
    RubyRandom *r = seeded(ctx, text->bytes, text->len, false);
    uint64_t offset = ruby_random_below(r, items->count);
    Value *rotated = ctx_alloc(ctx, items->count * sizeof *rotated);
    for (size_t i = 0; i < items->count; i++)
        rotated[i] = items->items[(i + offset) % items->count];
    Value result = value_array_of(ctx, rotated, items->count);
    return string ? join_chars(ctx, result.as.array) : result;
}

static Value fqdn_uuid_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count == 0)
        return function_error(ctx, site, "fqdn_uuid: No arguments given");
    if (count != 1)
        return function_error(ctx, site, "fqdn_uuid: Too many arguments given (%zu)", count);
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "no implicit conversion of %s into String", stdlib_class(a[0]));
    static const unsigned char DNS_NAMESPACE[16] = { 0x6b, 0xa7, 0xb8, 0x10, 0x9d, 0xad, 0x11, 0xd1,
                                                     0x80, 0xb4, 0x00, 0xc0, 0x4f, 0xd4, 0x30, 0xc8 };
    DigestSha1 sha;
    digest_sha1_init(&sha);
    digest_sha1_update(&sha, DNS_NAMESPACE, sizeof DNS_NAMESPACE);
    digest_sha1_update(&sha, a[0].as.string->bytes, a[0].as.string->len);
    unsigned char bytes[DIGEST_SHA1_BYTES];
    digest_sha1_final(&sha, bytes);
    bytes[6] = (unsigned char)((bytes[6] & 0x0f) | 0x50);
    bytes[8] = (unsigned char)((bytes[8] & 0x3f) | 0x80);
    char hex[33];
    digest_to_hex(bytes, 16, hex);
    return value_from_string(str_new(ctx, ctx_sprintf(ctx, "%.8s-%.4s-%.4s-%.4s-%.12s", hex, hex + 8, hex + 12,
                                                       hex + 16, hex + 20),
                                     36));
}

/* --- seeded_rand, seeded_rand_string, shuffle ------------------------------------------------- */

static Value seeded_rand_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(2);
    if (!is_integer_3x(ctx, a[0]) || to_i(a[0]) <= 0)
        return function_error(ctx, site, "seeded_rand: first argument must be a positive integer");
    if (a[1].kind != VAL_STRING)
        return function_error(ctx, site, "seeded_rand: second argument must be a string");
    RubyRandom *r = seeded(ctx, a[1].as.string->bytes, a[1].as.string->len, false);
    return value_integer((int64_t)ruby_random_below(r, (uint64_t)to_i(a[0])));
}

static Value seeded_rand_string_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                     const Callable *block) {
    (void)site, (void)block;
    static const char DEFAULT[] = "0123456789abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ";
    const Array *charset = chars_of(ctx, count > 2 && args[2].kind == VAL_STRING ? args[2].as.string
                                                                                 : str_new(ctx, DEFAULT, sizeof DEFAULT - 1));
    RubyRandom *r = seeded(ctx, args[1].as.string->bytes, args[1].as.string->len, true);
    StrBuf out;
    strbuf_init(&out, ctx);
    for (int64_t i = 0; i < args[0].as.integer; i++) {
        ctx_step(ctx);
        strbuf_append_str(&out, charset->items[ruby_random_below(r, charset->count)].as.string);
    }
    return strbuf_finish_value(&out);
}

static Value shuffle_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count < 1)
        return function_error(ctx, site, "shuffle: Wrong number of arguments given (0 for 1)");
    Value value = a[0];
    if (value.kind != VAL_ARRAY && value.kind != VAL_STRING)
        return function_error(ctx, site, "shuffle: Requires either array or string to work with");
    bool string = value.kind == VAL_STRING;
    const Array *items = string ? chars_of(ctx, value.as.string) : value.as.array;
    if (items->count <= 1)
        return value;
    size_t n = items->count;
    Value *result = ctx_alloc(ctx, n * sizeof *result);
    memcpy(result, items->items, n * sizeof *result);
    RubyRandom *r = ctx_alloc(ctx, sizeof *r);
    ruby_random_seed_entropy(r);
    for (size_t i = 0; i < n; i++) {
        ctx_step(ctx);
        size_t j = (size_t)ruby_random_below(r, n - i) + i;
        Value t = result[j];
        result[j] = result[i];
        result[i] = t;
    }
    Value shuffled = value_array_of(ctx, result, n);
    return string ? join_chars(ctx, shuffled.as.array) : shuffled;
}

const BuiltinFunction ruby_functions_stdlib_random[] = {
    { "fqdn_rand_string", { { "~(Any *$args)", fqdn_rand_string_impl } } },
    { "fqdn_rotate", { { "~(Any *$args)", fqdn_rotate_impl } } },
    { "fqdn_uuid", { { "~(Any *$args)", fqdn_uuid_impl } } },
    { "seeded_rand", { { "~(Any *$args)", seeded_rand_impl } } },
    { "seeded_rand_string", { { "(Integer[1] $length, String $seed, Optional[String[2]] $charset = undef)",
                                seeded_rand_string_impl } } },
    { "shuffle", { { "~(Any *$args)", shuffle_impl } } },
    { NULL, { { NULL, NULL } } },
};
