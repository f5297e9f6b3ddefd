/* digest.h: the message digests MD5 (RFC 1321), SHA-1, SHA-256 and SHA-512 (FIPS 180-4).
 *
 * Used by the md5, sha1, sha256 and digest functions and by fqdn_rand's seed. Each digest is
 * computed in one call over a byte string held in memory; the contexts live on the caller's
 * stack, so nothing is allocated. tests/unit/digest_test.c checks them against the published
 * test vectors (RFC 1321 appendix A.5, FIPS 180 examples, the million-'a' messages).
 */
#ifndef PUPPET_DIGEST_H
#define PUPPET_DIGEST_H

#include <stddef.h>
#include <stdint.h>

#define DIGEST_MD5_BYTES 16
#define DIGEST_SHA1_BYTES 20
#define DIGEST_SHA256_BYTES 32
#define DIGEST_SHA512_BYTES 64

/* Incremental contexts: init, update any number of times, final. */
typedef struct DigestMd5 {
    uint32_t state[4];
    uint64_t length;          /* bytes seen */
    unsigned char block[64];
    size_t used;
} DigestMd5;

typedef struct DigestSha1 {
    uint32_t state[5];
    uint64_t length;
    unsigned char block[64];
    size_t used;
} DigestSha1;

typedef struct DigestSha256 {
    uint32_t state[8];
    uint64_t length;
    unsigned char block[64];
    size_t used;
} DigestSha256;

typedef struct DigestSha512 {
    uint64_t state[8];
    uint64_t length;
    unsigned char block[128];
    size_t used;
} DigestSha512;

void digest_md5_init(DigestMd5 *d);
void digest_md5_update(DigestMd5 *d, const void *bytes, size_t len);
void digest_md5_final(DigestMd5 *d, unsigned char out[DIGEST_MD5_BYTES]);

void digest_sha1_init(DigestSha1 *d);
void digest_sha1_update(DigestSha1 *d, const void *bytes, size_t len);
void digest_sha1_final(DigestSha1 *d, unsigned char out[DIGEST_SHA1_BYTES]);

void digest_sha256_init(DigestSha256 *d);
void digest_sha256_update(DigestSha256 *d, const void *bytes, size_t len);
void digest_sha256_final(DigestSha256 *d, unsigned char out[DIGEST_SHA256_BYTES]);

void digest_sha512_init(DigestSha512 *d);
void digest_sha512_update(DigestSha512 *d, const void *bytes, size_t len);
void digest_sha512_final(DigestSha512 *d, unsigned char out[DIGEST_SHA512_BYTES]);

/* One-call forms. Never fail. */
void digest_md5(const void *bytes, size_t len, unsigned char out[DIGEST_MD5_BYTES]);
void digest_sha1(const void *bytes, size_t len, unsigned char out[DIGEST_SHA1_BYTES]);
void digest_sha256(const void *bytes, size_t len, unsigned char out[DIGEST_SHA256_BYTES]);
void digest_sha512(const void *bytes, size_t len, unsigned char out[DIGEST_SHA512_BYTES]);

/* Writes the lower-case hexadecimal form of bytes[0..len) and a NUL into hex (2 * len + 1
 * bytes). Never fails. */
void digest_to_hex(const unsigned char *bytes, size_t len, char *hex);

#endif
