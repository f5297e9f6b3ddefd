/* functions_digest.c: md5, sha1, sha256 and digest, the reference's 3.x digest functions
 * (lib/puppet/parser/functions/{md5,sha1,sha256,digest}.rb).
 *
 * Each takes exactly one argument, converted by the 3.x convention (fnlib.h: undef is ''),
 * which must then be a String (else Ruby's "no implicit conversion of Integer into String"),
 * and returns the lower-case hexadecimal digest of its UTF-8 bytes (digest.h). `digest` uses
 * Puppet's digest_algorithm setting, whose default in Puppet 7 is sha256; the engine has no
 * settings, so it is always sha256.
 */
#include "data/digest.h"
#include "functions/fnlib.h"
#include "eval/function.h"

typedef enum DigestKind { KIND_MD5, KIND_SHA1, KIND_SHA256 } DigestKind;

static Value hex_digest(Ctx *ctx, const CallSite *site, const Value *args, size_t count, DigestKind kind) {
    Value *a = fnlib_args_3x(ctx, site, args, count, 1);
    if (!a)
        return value_abrupt();
    if (a[0].kind != VAL_STRING)
        return fnlib_no_implicit_string(ctx, site, a[0]);
    const Str *s = a[0].as.string;
    unsigned char out[DIGEST_SHA256_BYTES];
    char hex[2 * DIGEST_SHA256_BYTES + 1];
    size_t n;
    switch (kind) {
    case KIND_MD5:
        digest_md5(s->bytes, s->len, out);
        n = DIGEST_MD5_BYTES;
        break;
    case KIND_SHA1:
        digest_sha1(s->bytes, s->len, out);
        n = DIGEST_SHA1_BYTES;
        break;
    case KIND_SHA256:
    default:
        digest_sha256(s->bytes, s->len, out);
        n = DIGEST_SHA256_BYTES;
        break;
    }
    digest_to_hex(out, n, hex);
    return value_string(ctx, hex, 2 * n);
}

static Value md5_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    return hex_digest(ctx, site, args, count, KIND_MD5);
}

static Value sha1_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    return hex_digest(ctx, site, args, count, KIND_SHA1);
}

static Value sha256_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    return hex_digest(ctx, site, args, count, KIND_SHA256);
}

const BuiltinFunction functions_digest[] = {
    { "md5",    { { "~(Any *$args)", md5_impl } } },
    { "sha1",   { { "~(Any *$args)", sha1_impl } } },
    { "sha256", { { "~(Any *$args)", sha256_impl } } },
    { "digest", { { "~(Any *$args)", sha256_impl } } },
    { NULL, { { NULL, NULL } } },
};
