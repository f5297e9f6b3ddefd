/* digest.c: MD5, SHA-1 and SHA-256. See digest.h.
 *
 * Straight from the standards: MD5 as RFC 1321 section 3 (little-endian words, the sine table
 * T[i] = floor(2^32 * |sin(i + 1)|) written out), SHA-1 and SHA-256 as FIPS 180-4 sections
 * 6.1 and 6.2 (big-endian words). All three pad the same way (a 1 bit, zeros, then the message
 * length in bits as a 64-bit number: little-endian for MD5, big-endian for the SHAs).
 */
#include "data/digest.h"

#include <string.h>

static uint32_t rotl(uint32_t x, unsigned n) {
    return (x << n) | (x >> (32 - n));
}

static uint32_t rotr(uint32_t x, unsigned n) {
    return (x >> n) | (x << (32 - n));
}

static uint32_t load_le(const unsigned char *p) {
    return (uint32_t)p[0] | (uint32_t)p[1] << 8 | (uint32_t)p[2] << 16 | (uint32_t)p[3] << 24;
}

static uint32_t load_be(const unsigned char *p) {
    return (uint32_t)p[0] << 24 | (uint32_t)p[1] << 16 | (uint32_t)p[2] << 8 | (uint32_t)p[3];
}

static void store_le(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)v;
    p[1] = (unsigned char)(v >> 8);
    p[2] = (unsigned char)(v >> 16);
    p[3] = (unsigned char)(v >> 24);
}

static void store_be(unsigned char *p, uint32_t v) {
    p[0] = (unsigned char)(v >> 24);
    p[1] = (unsigned char)(v >> 16);
    p[2] = (unsigned char)(v >> 8);
    p[3] = (unsigned char)v;
}

/* The shared block buffering: feeds full 64-byte blocks to `compress`. */
typedef void (*CompressFn)(uint32_t *state, const unsigned char *block);

static void buffer_update(uint32_t *state, unsigned char *block, size_t *used, uint64_t *length,
                          const unsigned char *p, size_t len, CompressFn compress) {
    *length += len;
    if (*used) {
        size_t take = 64 - *used < len ? 64 - *used : len;
        memcpy(block + *used, p, take);
        *used += take;
        p += take;
        len -= take;
        if (*used < 64)
            return;
        compress(state, block);
        *used = 0;
    }
    while (len >= 64) {
        compress(state, p);
        p += 64;
        len -= 64;
    }
    memcpy(block, p, len);
    *used = len;
}

/* Appends the padding and the bit length (little- or big-endian), compressing what it
 * fills. */
static void buffer_final(uint32_t *state, unsigned char *block, size_t used, uint64_t length, int little_endian,
                         CompressFn compress) {
    uint64_t bits = length * 8;
    block[used++] = 0x80;
    if (used > 56) {
        memset(block + used, 0, 64 - used);
        compress(state, block);
        used = 0;
    }
    memset(block + used, 0, 56 - used);
    for (int i = 0; i < 8; i++)
        block[56 + i] = (unsigned char)(little_endian ? bits >> (8 * i) : bits >> (56 - 8 * i));
    compress(state, block);
}

/* --- MD5 -------------------------------------------------------------------------------------- */

static const uint32_t MD5_T[64] = {
    0xd76aa478, 0xe8c7b756, 0x242070db, 0xc1bdceee, 0xf57c0faf, 0x4787c62a, 0xa8304613, 0xfd469501,
    0x698098d8, 0x8b44f7af, 0xffff5bb1, 0x895cd7be, 0x6b901122, 0xfd987193, 0xa679438e, 0x49b40821,
    0xf61e2562, 0xc040b340, 0x265e5a51, 0xe9b6c7aa, 0xd62f105d, 0x02441453, 0xd8a1e681, 0xe7d3fbc8,
    0x21e1cde6, 0xc33707d6, 0xf4d50d87, 0x455a14ed, 0xa9e3e905, 0xfcefa3f8, 0x676f02d9, 0x8d2a4c8a,
    0xfffa3942, 0x8771f681, 0x6d9d6122, 0xfde5380c, 0xa4beea44, 0x4bdecfa9, 0xf6bb4b60, 0xbebfbc70,
    0x289b7ec6, 0xeaa127fa, 0xd4ef3085, 0x04881d05, 0xd9d4d039, 0xe6db99e5, 0x1fa27cf8, 0xc4ac5665,
    0xf4292244, 0x432aff97, 0xab9423a7, 0xfc93a039, 0x655b59c3, 0x8f0ccc92, 0xffeff47d, 0x85845dd1,
    0x6fa87e4f, 0xfe2ce6e0, 0xa3014314, 0x4e0811a1, 0xf7537e82, 0xbd3af235, 0x2ad7d2bb, 0xeb86d391,
};

/* Per-round shift amounts (RFC 1321 3.4: S11..S44). */
static const unsigned MD5_S[4][4] = { { 7, 12, 17, 22 }, { 5, 9, 14, 20 }, { 4, 11, 16, 23 }, { 6, 10, 15, 21 } };

static void md5_compress(uint32_t *state, const unsigned char *block) {
    uint32_t x[16];
    for (int i = 0; i < 16; i++)
        x[i] = load_le(block + 4 * i);
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
    for (int i = 0; i < 64; i++) {
        uint32_t f;
        int k;
        switch (i / 16) {
        case 0: f = (b & c) | (~b & d); k = i; break;
        case 1: f = (b & d) | (c & ~d); k = (5 * i + 1) % 16; break;
        case 2: f = b ^ c ^ d; k = (3 * i + 5) % 16; break;
        default: f = c ^ (b | ~d); k = (7 * i) % 16; break;
        }
        uint32_t t = d;
        d = c;
        c = b;
        b = b + rotl(a + f + x[k] + MD5_T[i], MD5_S[i / 16][i % 4]);
        a = t;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
}

void digest_md5_init(DigestMd5 *d) {
    static const uint32_t init[4] = { 0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476 };
    memcpy(d->state, init, sizeof init);
    d->length = 0;
    d->used = 0;
}

void digest_md5_update(DigestMd5 *d, const void *bytes, size_t len) {
    buffer_update(d->state, d->block, &d->used, &d->length, bytes, len, md5_compress);
}

void digest_md5_final(DigestMd5 *d, unsigned char out[DIGEST_MD5_BYTES]) {
    buffer_final(d->state, d->block, d->used, d->length, 1, md5_compress);
    for (int i = 0; i < 4; i++)
        store_le(out + 4 * i, d->state[i]);
}

/* --- SHA-1 ------------------------------------------------------------------------------------ */

static void sha1_compress(uint32_t *state, const unsigned char *block) {
    uint32_t w[80];
    for (int i = 0; i < 16; i++)
        w[i] = load_be(block + 4 * i);
    for (int i = 16; i < 80; i++)
        w[i] = rotl(w[i - 3] ^ w[i - 8] ^ w[i - 14] ^ w[i - 16], 1);
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3], e = state[4];
    for (int i = 0; i < 80; i++) {
        uint32_t f, k;
        if (i < 20) {
            f = (b & c) | (~b & d);
            k = 0x5a827999;
        } else if (i < 40) {
            f = b ^ c ^ d;
            k = 0x6ed9eba1;
        } else if (i < 60) {
            f = (b & c) | (b & d) | (c & d);
            k = 0x8f1bbcdc;
        } else {
            f = b ^ c ^ d;
            k = 0xca62c1d6;
        }
        uint32_t t = rotl(a, 5) + f + e + k + w[i];
        e = d;
        d = c;
        c = rotl(b, 30);
        b = a;
        a = t;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
}

void digest_sha1_init(DigestSha1 *d) {
    static const uint32_t init[5] = { 0x67452301, 0xefcdab89, 0x98badcfe, 0x10325476, 0xc3d2e1f0 };
    memcpy(d->state, init, sizeof init);
    d->length = 0;
    d->used = 0;
}

void digest_sha1_update(DigestSha1 *d, const void *bytes, size_t len) {
    buffer_update(d->state, d->block, &d->used, &d->length, bytes, len, sha1_compress);
}

void digest_sha1_final(DigestSha1 *d, unsigned char out[DIGEST_SHA1_BYTES]) {
    buffer_final(d->state, d->block, d->used, d->length, 0, sha1_compress);
    for (int i = 0; i < 5; i++)
        store_be(out + 4 * i, d->state[i]);
}

/* --- SHA-256 ---------------------------------------------------------------------------------- */

/* The first 32 bits of the fractional parts of the cube roots of the first 64 primes. */
static const uint32_t SHA256_K[64] = {
    0x428a2f98, 0x71374491, 0xb5c0fbcf, 0xe9b5dba5, 0x3956c25b, 0x59f111f1, 0x923f82a4, 0xab1c5ed5,
    0xd807aa98, 0x12835b01, 0x243185be, 0x550c7dc3, 0x72be5d74, 0x80deb1fe, 0x9bdc06a7, 0xc19bf174,
    0xe49b69c1, 0xefbe4786, 0x0fc19dc6, 0x240ca1cc, 0x2de92c6f, 0x4a7484aa, 0x5cb0a9dc, 0x76f988da,
    0x983e5152, 0xa831c66d, 0xb00327c8, 0xbf597fc7, 0xc6e00bf3, 0xd5a79147, 0x06ca6351, 0x14292967,
    0x27b70a85, 0x2e1b2138, 0x4d2c6dfc, 0x53380d13, 0x650a7354, 0x766a0abb, 0x81c2c92e, 0x92722c85,
    0xa2bfe8a1, 0xa81a664b, 0xc24b8b70, 0xc76c51a3, 0xd192e819, 0xd6990624, 0xf40e3585, 0x106aa070,
    0x19a4c116, 0x1e376c08, 0x2748774c, 0x34b0bcb5, 0x391c0cb3, 0x4ed8aa4a, 0x5b9cca4f, 0x682e6ff3,
    0x748f82ee, 0x78a5636f, 0x84c87814, 0x8cc70208, 0x90befffa, 0xa4506ceb, 0xbef9a3f7, 0xc67178f2,
};

static void sha256_compress(uint32_t *state, const unsigned char *block) {
    uint32_t w[64];
    for (int i = 0; i < 16; i++)
        w[i] = load_be(block + 4 * i);
    for (int i = 16; i < 64; i++) {
        uint32_t s0 = rotr(w[i - 15], 7) ^ rotr(w[i - 15], 18) ^ (w[i - 15] >> 3);
        uint32_t s1 = rotr(w[i - 2], 17) ^ rotr(w[i - 2], 19) ^ (w[i - 2] >> 10);
        w[i] = w[i - 16] + s0 + w[i - 7] + s1;
    }
    uint32_t a = state[0], b = state[1], c = state[2], d = state[3];
    uint32_t e = state[4], f = state[5], g = state[6], h = state[7];
    for (int i = 0; i < 64; i++) {
        uint32_t s1 = rotr(e, 6) ^ rotr(e, 11) ^ rotr(e, 25);
        uint32_t ch = (e & f) ^ (~e & g);
        uint32_t t1 = h + s1 + ch + SHA256_K[i] + w[i];
        uint32_t s0 = rotr(a, 2) ^ rotr(a, 13) ^ rotr(a, 22);
        uint32_t maj = (a & b) ^ (a & c) ^ (b & c);
        uint32_t t2 = s0 + maj;
        h = g;
        g = f;
        f = e;
        e = d + t1;
        d = c;
        c = b;
        b = a;
        a = t1 + t2;
    }
    state[0] += a;
    state[1] += b;
    state[2] += c;
    state[3] += d;
    state[4] += e;
    state[5] += f;
    state[6] += g;
    state[7] += h;
}

void digest_sha256_init(DigestSha256 *d) {
    /* the first 32 bits of the fractional parts of the square roots of the first 8 primes */
    static const uint32_t init[8] = { 0x6a09e667, 0xbb67ae85, 0x3c6ef372, 0xa54ff53a,
                                      0x510e527f, 0x9b05688c, 0x1f83d9ab, 0x5be0cd19 };
    memcpy(d->state, init, sizeof init);
    d->length = 0;
    d->used = 0;
}

void digest_sha256_update(DigestSha256 *d, const void *bytes, size_t len) {
    buffer_update(d->state, d->block, &d->used, &d->length, bytes, len, sha256_compress);
}

void digest_sha256_final(DigestSha256 *d, unsigned char out[DIGEST_SHA256_BYTES]) {
    buffer_final(d->state, d->block, d->used, d->length, 0, sha256_compress);
    for (int i = 0; i < 8; i++)
        store_be(out + 4 * i, d->state[i]);
}

/* --- one-call forms ----------------------------------------------------------------------------- */

void digest_md5(const void *bytes, size_t len, unsigned char out[DIGEST_MD5_BYTES]) {
    DigestMd5 d;
    digest_md5_init(&d);
    digest_md5_update(&d, bytes, len);
    digest_md5_final(&d, out);
}

void digest_sha1(const void *bytes, size_t len, unsigned char out[DIGEST_SHA1_BYTES]) {
    DigestSha1 d;
    digest_sha1_init(&d);
    digest_sha1_update(&d, bytes, len);
    digest_sha1_final(&d, out);
}

void digest_sha256(const void *bytes, size_t len, unsigned char out[DIGEST_SHA256_BYTES]) {
    DigestSha256 d;
    digest_sha256_init(&d);
    digest_sha256_update(&d, bytes, len);
    digest_sha256_final(&d, out);
}

void digest_to_hex(const unsigned char *bytes, size_t len, char *hex) {
    static const char digits[] = "0123456789abcdef";
    for (size_t i = 0; i < len; i++) {
        hex[2 * i] = digits[bytes[i] >> 4];
        hex[2 * i + 1] = digits[bytes[i] & 15];
    }
    hex[2 * len] = '\0';
}
