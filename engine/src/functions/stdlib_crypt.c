/* stdlib_crypt.c: puppetlabs-stdlib's password hashing functions: pw_hash (crypt(3)'s MD5,
 * SHA-256 and SHA-512 schemes, `$1$`, `$5$`, `$6$`, as glibc/libxcrypt compute them from the
 * published algorithms: Poul-Henning Kamp's md5crypt and Ulrich Drepper's SHA-crypt with 5000
 * rounds), str2saltedpbkdf2 (PBKDF2-HMAC-SHA512, 128 bytes) and str2saltedsha512 (a random
 * 4-byte salt, as Kernel#rand gives one); pw_hash's bcrypt schemes (`bcrypt`, `bcrypt-a`,
 * `bcrypt-x`, `bcrypt-y`) are data/bcrypt.h's. Messages are the reference's ("name(): " shows
 * as "name: ").
 */
#include <stdio.h>
#include <string.h>

#include "data/bcrypt.h"
#include "data/digest.h"
#include "data/ruby_random.h"
#include "eval/function.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "values/regex.h"

static const char ITOA64[] = "./0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz";

/* crypt's b64_from_24bit: n characters of w, least significant six bits first. */
static void to64(StrBuf *out, uint32_t w, int n) {
    while (n-- > 0) {
        strbuf_append_char(out, ITOA64[w & 0x3f]);
        w >>= 6;
    }
}

/* --- the digests behind the schemes ---------------------------------------------------------- */

/* SHA-crypt's digest, SHA-256 (kind 5) or SHA-512 (kind 6). */
typedef struct Hasher {
    union {
        DigestSha256 sha256;
        DigestSha512 sha512;
    } d;
    int kind;
} Hasher;

static size_t hasher_size(int kind) {
    return kind == 5 ? DIGEST_SHA256_BYTES : DIGEST_SHA512_BYTES;
}

static void h_init(Hasher *h, int kind) {
    h->kind = kind;
    if (kind == 5)
        digest_sha256_init(&h->d.sha256);
    else
        digest_sha512_init(&h->d.sha512);
}

static void h_add(Hasher *h, const void *bytes, size_t len) {
    if (h->kind == 5)
        digest_sha256_update(&h->d.sha256, bytes, len);
    else
        digest_sha512_update(&h->d.sha512, bytes, len);
}

/* out: 64 bytes, of which the digest's size are written */
static void h_final(Hasher *h, unsigned char out[DIGEST_SHA512_BYTES]) {
    if (h->kind == 5)
        digest_sha256_final(&h->d.sha256, out);
    else
        digest_sha512_final(&h->d.sha512, out);
}

/* --- md5crypt ($1$) -------------------------------------------------------------------------- */

static void md5crypt(StrBuf *out, const char *pw, size_t pl, const char *salt, size_t sl) {
    if (sl > 8)
        sl = 8;
    unsigned char final[DIGEST_MD5_BYTES];
    DigestMd5 h;
    digest_md5_init(&h);
    digest_md5_update(&h, pw, pl);
    digest_md5_update(&h, salt, sl);
    digest_md5_update(&h, pw, pl);
    digest_md5_final(&h, final);
    digest_md5_init(&h);
    digest_md5_update(&h, pw, pl);
    digest_md5_update(&h, "$1$", 3);
    digest_md5_update(&h, salt, sl);
    for (size_t n = pl; n > 0; n -= n > 16 ? 16 : n)
        digest_md5_update(&h, final, n > 16 ? 16 : n);
    memset(final, 0, sizeof final);
    for (size_t i = pl; i; i >>= 1)
        digest_md5_update(&h, (i & 1) ? (const char *)final : pw, 1);
    digest_md5_final(&h, final);
    for (int i = 0; i < 1000; i++) {
        digest_md5_init(&h);
        if (i & 1)
            digest_md5_update(&h, pw, pl);
        else
            digest_md5_update(&h, final, 16);
        if (i % 3)
            digest_md5_update(&h, salt, sl);
        if (i % 7)
            digest_md5_update(&h, pw, pl);
        if (i & 1)
            digest_md5_update(&h, final, 16);
        else
            digest_md5_update(&h, pw, pl);
        digest_md5_final(&h, final);
    }
    strbuf_append_cstr(out, "$1$");
    strbuf_append(out, salt, sl);
    strbuf_append_char(out, '$');
    static const int order[5][3] = { { 0, 6, 12 }, { 1, 7, 13 }, { 2, 8, 14 }, { 3, 9, 15 }, { 4, 10, 5 } };
    for (int i = 0; i < 5; i++)
        to64(out, (uint32_t)final[order[i][0]] << 16 | (uint32_t)final[order[i][1]] << 8 | final[order[i][2]], 4);
    to64(out, final[11], 2);
}

/* --- SHA-crypt ($5$, $6$) -------------------------------------------------------------------- */

static void shacrypt(Ctx *ctx, StrBuf *out, int kind, const char *pw, size_t pl, const char *salt, size_t sl) {
    if (sl > 16)
        sl = 16;
    size_t L = hasher_size(kind);
    unsigned char a[64], b[64], dp[64], ds[64], c[64];
    Hasher h;
    h_init(&h, kind);
    h_add(&h, pw, pl);
    h_add(&h, salt, sl);
    h_add(&h, pw, pl);
    h_final(&h, b);
    h_init(&h, kind);
    h_add(&h, pw, pl);
    h_add(&h, salt, sl);
    size_t n;
    for (n = pl; n > L; n -= L)
        h_add(&h, b, L);
    h_add(&h, b, n);
    for (n = pl; n > 0; n >>= 1)
        if (n & 1)
            h_add(&h, b, L);
        else
            h_add(&h, pw, pl);
    h_final(&h, a);
    h_init(&h, kind);
    for (n = 0; n < pl; n++)
        h_add(&h, pw, pl);
    h_final(&h, dp);
    /* P: dp repeated to the password's length; S: ds to the salt's */
    unsigned char p[256], s[16];
    size_t plen = pl < sizeof p ? pl : sizeof p;
    for (n = 0; n < plen; n++)
        p[n] = dp[n % L];
    h_init(&h, kind);
    for (n = 0; n < 16u + a[0]; n++)
        h_add(&h, salt, sl);
    h_final(&h, ds);
    for (n = 0; n < sl; n++)
        s[n] = ds[n % L];
    /* passwords longer than 256 bytes: P built in place of the array */
    const unsigned char *pp = p;
    unsigned char *long_p = NULL;
    if (pl > sizeof p) {
        long_p = ctx_alloc(ctx, pl);
        for (n = 0; n < pl; n++)
            long_p[n] = dp[n % L];
        pp = long_p;
    }
    memcpy(c, a, L);
    for (int r = 0; r < 5000; r++) {
        h_init(&h, kind);
        if (r & 1)
            h_add(&h, pp, pl);
        else
            h_add(&h, c, L);
        if (r % 3)
            h_add(&h, s, sl);
        if (r % 7)
            h_add(&h, pp, pl);
        if (r & 1)
            h_add(&h, c, L);
        else
            h_add(&h, pp, pl);
        h_final(&h, c);
    }
    strbuf_append_cstr(out, kind == 5 ? "$5$" : "$6$");
    strbuf_append(out, salt, sl);
    strbuf_append_char(out, '$');
#define B3(x, y, z) to64(out, (uint32_t)c[x] << 16 | (uint32_t)c[y] << 8 | c[z], 4)
    if (kind == 5) {
        B3(0, 10, 20); B3(21, 1, 11); B3(12, 22, 2); B3(3, 13, 23); B3(24, 4, 14);
        B3(15, 25, 5); B3(6, 16, 26); B3(27, 7, 17); B3(18, 28, 8); B3(9, 19, 29);
        to64(out, (uint32_t)c[31] << 8 | c[30], 3);
    } else {
        B3(0, 21, 42); B3(22, 43, 1); B3(44, 2, 23); B3(3, 24, 45); B3(25, 46, 4);
        B3(47, 5, 26); B3(6, 27, 48); B3(28, 49, 7); B3(50, 8, 29); B3(9, 30, 51);
        B3(31, 52, 10); B3(53, 11, 32); B3(12, 33, 54); B3(34, 55, 13); B3(56, 14, 35);
        B3(15, 36, 57); B3(37, 58, 16); B3(59, 17, 38); B3(18, 39, 60); B3(40, 61, 19);
        B3(62, 20, 41);
        to64(out, c[63], 2);
    }
#undef B3
}

/* --- pw_hash --------------------------------------------------------------------------------- */

/* One round of bcrypt's key schedule: a step of the run (the step limit ends a cost of 31). */
static bool bcrypt_tick(void *data) {
    ctx_step(data);
    return true;
}

/* A Sensitive argument is unwrapped, as pw_hash and str2saltedpbkdf2 do first. */
static Value unwrap(Value v) {
    return v.kind == VAL_SENSITIVE ? *v.as.sensitive->value : v;
}

static Value pw_hash_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    Value *a = fnlib_args_3x(ctx, site, args, count, 3);
    if (!a)
        return value_abrupt();
    for (size_t i = 0; i < 3; i++)
        a[i] = unwrap(a[i]);
    if (a[0].kind != VAL_STRING && a[0].kind != VAL_UNDEF)
        return function_error(ctx, site, "pw_hash: first argument must be a string");
    if (a[1].kind != VAL_STRING)
        return function_error(ctx, site, "pw_hash: second argument must be a string");
    char type[16];
    const Str *t = a[1].as.string;
    size_t tl = t->len < sizeof type - 1 ? t->len : sizeof type - 1;
    for (size_t i = 0; i < tl; i++)
        type[i] = t->bytes[i] >= 'A' && t->bytes[i] <= 'Z' ? (char)(t->bytes[i] - 'A' + 'a') : t->bytes[i];
    type[tl] = '\0';
    int kind = t->len != tl ? 0
               : strcmp(type, "md5") == 0 ? 1
               : strcmp(type, "sha-256") == 0 ? 5
               : strcmp(type, "sha-512") == 0 ? 6
               : strncmp(type, "bcrypt", 6) == 0 && (!type[6] || strcmp(type + 6, "-a") == 0 ||
                                                      strcmp(type + 6, "-x") == 0 || strcmp(type + 6, "-y") == 0)
                   ? 2
                   : 0;
    if (!kind)
        return function_error(ctx, site, "pw_hash: %s is not a valid hash type", t->bytes);
    if (a[2].kind != VAL_STRING)
        return function_error(ctx, site, "pw_hash: third argument must be a string");
    const Str *salt = a[2].as.string;
    if (salt->len == 0)
        return function_error(ctx, site, "pw_hash: third argument must not be empty");
    const char *pattern = kind == 2 ? "^[0-9]{2}\\$[./A-Za-z0-9]{22}" : "\\A[a-zA-Z0-9./]+\\z";
    const char *message = NULL;
    const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &message);
    size_t ov[2];
    if (!re || regex_search(ctx, re, salt->bytes, salt->len, 0, ov, 1) == 0)
        return function_error(ctx, site, "pw_hash: characters in salt must %s",
                              kind == 2 ? "match (?-mix:^[0-9]{2}\\$[.\\/A-Za-z0-9]{22})" : "be in the set [a-zA-Z0-9./]");
    if (a[0].kind == VAL_UNDEF || a[0].as.string->len == 0)
        return value_undef();
    const Str *pw = a[0].as.string;
    if (kind == 2) {
        char out[BCRYPT_HASH_LEN + 1];
        char variant = type[6] ? type[7] : 'b';
        /* an invalid setting: libxcrypt's failure token, which Ruby returns as the hash */
        if (!bcrypt_hash(pw->bytes, variant, salt->bytes, out, bcrypt_tick, ctx))
            return value_cstring(ctx, "*0");
        return value_cstring(ctx, out);
    }
    StrBuf out;
    strbuf_init(&out, ctx);
    if (kind == 1)
        md5crypt(&out, pw->bytes, pw->len, salt->bytes, salt->len);
    else
        shacrypt(ctx, &out, kind, pw->bytes, pw->len, salt->bytes, salt->len);
    return strbuf_finish_value(&out);
}

/* --- str2saltedpbkdf2, str2saltedsha512 ------------------------------------------------------ */

/* HMAC-SHA512(key, message) (RFC 2104). */
static void hmac_sha512(const unsigned char *key, size_t key_len, const unsigned char *message, size_t len,
                        unsigned char out[DIGEST_SHA512_BYTES]) {
    unsigned char k[128] = { 0 }, pad[128];
    if (key_len > 128)
        digest_sha512(key, key_len, k);
    else
        memcpy(k, key, key_len);
    DigestSha512 d;
    for (int i = 0; i < 128; i++)
        pad[i] = k[i] ^ 0x36;
    digest_sha512_init(&d);
    digest_sha512_update(&d, pad, 128);
    digest_sha512_update(&d, message, len);
    unsigned char inner[DIGEST_SHA512_BYTES];
    digest_sha512_final(&d, inner);
    for (int i = 0; i < 128; i++)
        pad[i] = k[i] ^ 0x5c;
    digest_sha512_init(&d);
    digest_sha512_update(&d, pad, 128);
    digest_sha512_update(&d, inner, sizeof inner);
    digest_sha512_final(&d, out);
}

static Value hex_value(Ctx *ctx, const unsigned char *bytes, size_t len) {
    char *hex = ctx_alloc(ctx, 2 * len + 1);
    digest_to_hex(bytes, len, hex);
    return value_string(ctx, hex, 2 * len);
}

static Value str2saltedpbkdf2_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                   const Callable *block) {
    (void)block;
    Value *a = fnlib_args_3x(ctx, site, args, count, -1);
    if (!a)
        return value_abrupt();
    if (count != 3)
        return function_error(ctx, site, "str2saltedpbkdf2: wrong number of arguments (%zu for 3)", count);
    for (size_t i = 0; i < 3; i++)
        a[i] = unwrap(a[i]);
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "str2saltedpbkdf2: first argument must be a string");
    if (a[1].kind != VAL_STRING)
        return function_error(ctx, site, "str2saltedpbkdf2: second argument must be a string");
    if (a[1].as.string->len < 8)
        return function_error(ctx, site, "str2saltedpbkdf2: second argument must be at least 8 bytes long");
    if (a[2].kind != VAL_INTEGER)
        return function_error(ctx, site, "str2saltedpbkdf2: third argument must be an integer");
    int64_t iterations = a[2].as.integer;
    if (!(iterations > 40000 && iterations < 70000))
        return function_error(ctx, site, "str2saltedpbkdf2: third argument must be between 40,000 and 70,000");
    const Str *pw = a[0].as.string, *salt = a[1].as.string;
    unsigned char key[128];
    size_t msg_len = salt->len + 4;
    unsigned char *msg = ctx_alloc(ctx, msg_len);
    memcpy(msg, salt->bytes, salt->len);
    for (uint32_t block_no = 1; block_no <= 2; block_no++) {
        msg[salt->len] = 0;
        msg[salt->len + 1] = 0;
        msg[salt->len + 2] = 0;
        msg[salt->len + 3] = (unsigned char)block_no;
        unsigned char u[DIGEST_SHA512_BYTES], t[DIGEST_SHA512_BYTES];
        hmac_sha512((const unsigned char *)pw->bytes, pw->len, msg, msg_len, u);
        memcpy(t, u, sizeof t);
        for (int64_t i = 1; i < iterations; i++) {
            if ((i & 1023) == 0)
                ctx_step(ctx);
            hmac_sha512((const unsigned char *)pw->bytes, pw->len, u, sizeof u, u);
            for (size_t j = 0; j < sizeof t; j++)
                t[j] ^= u[j];
        }
        memcpy(key + (block_no - 1) * DIGEST_SHA512_BYTES, t, sizeof t);
    }
    Hash *h = hash_new(ctx, 3);
    hash_put(ctx, h, value_cstring(ctx, "password_hex"), hex_value(ctx, key, sizeof key));
    hash_put(ctx, h, value_cstring(ctx, "salt_hex"), hex_value(ctx, (const unsigned char *)salt->bytes, salt->len));
    hash_put(ctx, h, value_cstring(ctx, "iterations"), value_integer(iterations));
    return value_from_hash(h);
}

static Value str2saltedsha512_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                   const Callable *block) {
    (void)block;
    Value *a = fnlib_args_3x(ctx, site, args, count, -1);
    if (!a)
        return value_abrupt();
    if (count != 1)
        return function_error(ctx, site,
                              "str2saltedsha512: Wrong number of arguments passed (%zu but we require 1)", count);
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "str2saltedsha512: Requires a String argument, you passed: %s",
                              stdlib_class(a[0]));
    RubyRandom *r = ctx_alloc(ctx, sizeof *r);
    ruby_random_seed_entropy(r);
    uint32_t seed = (uint32_t)ruby_random_below(r, 2147483647u);
    unsigned char bytes[4 + DIGEST_SHA512_BYTES];
    for (int i = 0; i < 4; i++)
        bytes[i] = (unsigned char)(seed >> (8 * i));   /* pack('L'): little-endian */
    DigestSha512 d;
    digest_sha512_init(&d);
    digest_sha512_update(&d, bytes, 4);
    digest_sha512_update(&d, a[0].as.string->bytes, a[0].as.string->len);
    digest_sha512_final(&d, bytes + 4);
    return hex_value(ctx, bytes, sizeof bytes);
}

const BuiltinFunction ruby_functions_stdlib_crypt[] = {
    { "pw_hash", { { "~(Any *$args)", pw_hash_impl } } },
    { "str2saltedpbkdf2", { { "~(Any *$args)", str2saltedpbkdf2_impl } } },
    { "str2saltedsha512", { { "~(Any *$args)", str2saltedsha512_impl } } },
    { NULL, { { NULL, NULL } } },
};
