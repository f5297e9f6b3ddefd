/* digest_test.c: MD5, SHA-1, SHA-256 and SHA-512 (digest.c, digest_sha512.c) against the published test vectors:
 * RFC 1321 appendix A.5 for MD5, the FIPS 180 / NIST CSRC examples for SHA-1, SHA-256, SHA-512
 * (one block, two blocks, the 896-bit message and one million 'a'), plus the agreement of
 * incremental updates in uneven pieces with one-call digests at every padding boundary. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "data/digest.h"

static const char *md5_hex(const char *text, size_t len) {
    static char hex[2 * DIGEST_MD5_BYTES + 1];
    unsigned char out[DIGEST_MD5_BYTES];
    digest_md5(text, len, out);
    digest_to_hex(out, sizeof out, hex);
    return hex;
}

static const char *sha1_hex(const char *text, size_t len) {
    static char hex[2 * DIGEST_SHA1_BYTES + 1];
    unsigned char out[DIGEST_SHA1_BYTES];
    digest_sha1(text, len, out);
    digest_to_hex(out, sizeof out, hex);
    return hex;
}

static const char *sha256_hex(const char *text, size_t len) {
    static char hex[2 * DIGEST_SHA256_BYTES + 1];
    unsigned char out[DIGEST_SHA256_BYTES];
    digest_sha256(text, len, out);
    digest_to_hex(out, sizeof out, hex);
    return hex;
}

static const char *sha512_hex(const char *text, size_t len) {
    static char hex[2 * DIGEST_SHA512_BYTES + 1];
    unsigned char out[DIGEST_SHA512_BYTES];
    digest_sha512(text, len, out);
    digest_to_hex(out, sizeof out, hex);
    return hex;
}

#define S(text) text, strlen(text)

static const char *const LONG896 =
    "abcdefghbcdefghicdefghijdefghijkefghijklfghijklmghijklmnhijklmnoijklmnopjklmnopqklmnopqrlmnopqrs"
    "mnopqrstnopqrstu";
static const char *const TWO_BLOCK = "abcdbcdecdefdefgefghfghighijhijkijkljklmklmnlmnomnopnopq";

static void test_md5(void) {
    /* RFC 1321, A.5 Test suite */
    CHECK_EQ_STR(md5_hex(S("")), "d41d8cd98f00b204e9800998ecf8427e");
    CHECK_EQ_STR(md5_hex(S("a")), "0cc175b9c0f1b6a831c399e269772661");
    CHECK_EQ_STR(md5_hex(S("abc")), "900150983cd24fb0d6963f7d28e17f72");
    CHECK_EQ_STR(md5_hex(S("message digest")), "f96b697d7cb7938d525a2f31aaf161d0");
    CHECK_EQ_STR(md5_hex(S("abcdefghijklmnopqrstuvwxyz")), "c3fcd3d76192e4007dfb496cca67e13b");
    CHECK_EQ_STR(md5_hex(S("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789")),
                 "d174ab98d277d9f5a5611c2c9f419d9f");
    CHECK_EQ_STR(md5_hex(S("12345678901234567890123456789012345678901234567890123456789012345678901234567890")),
                 "57edf4a22be3c955ac49da2e2107b67a");
}

static void test_sha1(void) {
    CHECK_EQ_STR(sha1_hex(S("")), "da39a3ee5e6b4b0d3255bfef95601890afd80709");
    CHECK_EQ_STR(sha1_hex(S("abc")), "a9993e364706816aba3e25717850c26c9cd0d89d");
    CHECK_EQ_STR(sha1_hex(S(TWO_BLOCK)), "84983e441c3bd26ebaae4aa1f95129e5e54670f1");
    CHECK_EQ_STR(sha1_hex(S(LONG896)), "a49b2446a02c645bf419f995b67091253a04a259");
}

static void test_sha256(void) {
    CHECK_EQ_STR(sha256_hex(S("")), "e3b0c44298fc1c149afbf4c8996fb92427ae41e4649b934ca495991b7852b855");
    CHECK_EQ_STR(sha256_hex(S("abc")), "ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad");
    CHECK_EQ_STR(sha256_hex(S(TWO_BLOCK)), "248d6a61d20638b8e5c026930c3e6039a33ce45964ff2167f6ecedd419db06c1");
    CHECK_EQ_STR(sha256_hex(S(LONG896)), "cf5b16a778af8380036ce59e7b0492370b249b11e8f07a51afac45037afee9d1");
}

static void test_sha512(void) {
    CHECK_EQ_STR(sha512_hex(S("")), "cf83e1357eefb8bdf1542850d66d8007d620e4050b5715dc83f4a921d36ce9ce"
                                    "47d0d13c5d85f2b0ff8318d2877eec2f63b931bd47417a81a538327af927da3e");
    CHECK_EQ_STR(sha512_hex(S("abc")), "ddaf35a193617abacc417349ae20413112e6fa4e89a97ea20a9eeee64b55d39a"
                                       "2192992a274fc1a836ba3c23a3feebbd454d4423643ce80e2a9ac94fa54ca49f");
    CHECK_EQ_STR(sha512_hex(S(LONG896)), "8e959b75dae313da8cf4f72814fc143f8f7779c6eb9f7fa17299aeadb6889018"
                                         "501d289e4900f7e4331b99dec4b5433ac7d329eeb6dd26545e96e55b874be909");
    /* one million 'a', and uneven updates across every padding boundary agree with one call */
    char *a = malloc(1000000);
    if (!CHECK(a != NULL))
        return;
    memset(a, 'a', 1000000);
    CHECK_EQ_STR(sha512_hex(a, 1000000), "e718483d0ce769644e2e42c7bc15b4638e1f98b13b2044285632a803afa973eb"
                                         "de0ff244877ea60a4cb0432ce577c31beb009c5c2c49aa2e4eadb217ad8cc09b");
    for (size_t n = 100; n < 260; n++) {
        char whole[2 * DIGEST_SHA512_BYTES + 1], pieces[2 * DIGEST_SHA512_BYTES + 1];
        strcpy(whole, sha512_hex(a, n));
        DigestSha512 d;
        digest_sha512_init(&d);
        for (size_t done = 0, step = 1; done < n; done += step, step = step % 7 + 1)
            digest_sha512_update(&d, a + done, done + step > n ? n - done : step);
        unsigned char out[DIGEST_SHA512_BYTES];
        digest_sha512_final(&d, out);
        digest_to_hex(out, sizeof out, pieces);
        CHECK_EQ_STR(pieces, whole);
    }
    free(a);
}

static void test_million_a(void) {
    size_t n = 1000000;
    char *a = malloc(n);
    if (!CHECK(a != NULL))
        return;
    memset(a, 'a', n);
    CHECK_EQ_STR(md5_hex(a, n), "7707d6ae4e027c70eea2a935c2296f21");
    CHECK_EQ_STR(sha1_hex(a, n), "34aa973cd4c4daa4f61eeb2bdbad27316534016f");
    CHECK_EQ_STR(sha256_hex(a, n), "cdc76e5c9914fb9281a1c7e284d73e67f1809a48a497200e046d39ccc7112cd0");
    free(a);
}

/* Updates in pieces of 1, 3, 7, ... bytes give the one-call digest, for every length around
 * the padding boundaries (55, 56, 63, 64 and their next block). */
static void test_incremental(void) {
    char text[200];
    for (size_t i = 0; i < sizeof text; i++)
        text[i] = (char)('A' + (i * 7) % 53);
    static const size_t lengths[] = { 0, 1, 54, 55, 56, 57, 63, 64, 65, 119, 120, 127, 128, 129, 200 };
    static const size_t pieces[] = { 1, 3, 7, 64, 65 };
    for (size_t l = 0; l < sizeof lengths / sizeof lengths[0]; l++) {
        size_t len = lengths[l];
        unsigned char whole_md5[DIGEST_MD5_BYTES], whole_sha1[DIGEST_SHA1_BYTES], whole_sha256[DIGEST_SHA256_BYTES];
        digest_md5(text, len, whole_md5);
        digest_sha1(text, len, whole_sha1);
        digest_sha256(text, len, whole_sha256);
        for (size_t p = 0; p < sizeof pieces / sizeof pieces[0]; p++) {
            DigestMd5 m;
            DigestSha1 s1;
            DigestSha256 s2;
            digest_md5_init(&m);
            digest_sha1_init(&s1);
            digest_sha256_init(&s2);
            for (size_t at = 0; at < len; at += pieces[p]) {
                size_t n = len - at < pieces[p] ? len - at : pieces[p];
                digest_md5_update(&m, text + at, n);
                digest_sha1_update(&s1, text + at, n);
                digest_sha256_update(&s2, text + at, n);
            }
            unsigned char md5[DIGEST_MD5_BYTES], sha1[DIGEST_SHA1_BYTES], sha256[DIGEST_SHA256_BYTES];
            digest_md5_final(&m, md5);
            digest_sha1_final(&s1, sha1);
            digest_sha256_final(&s2, sha256);
            CHECK(memcmp(md5, whole_md5, sizeof md5) == 0);
            CHECK(memcmp(sha1, whole_sha1, sizeof sha1) == 0);
            CHECK(memcmp(sha256, whole_sha256, sizeof sha256) == 0);
        }
    }
}

int main(void) {
    test_md5();
    test_sha1();
    test_sha256();
    test_sha512();
    test_million_a();
    test_incremental();
    return check_summary("digest_test");
}
