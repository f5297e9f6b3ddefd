/* bcrypt_test.c: crypt(3)'s bcrypt schemes (data/bcrypt.c) against the reference: each
 * expected hash is what `pw_hash(password, 'bcrypt...', salt)` printed in Puppet 7.23 with
 * Debian's puppetlabs-stdlib (libxcrypt's crypt underneath), including the $2x$ sign-extension
 * bug and the $2a$ countermeasure for passwords with bytes above 0x7F, a password past bcrypt's
 * 72 bytes, a salt whose last character carries unused bits, and the settings crypt refuses. */
#include <string.h>

#include "check.h"
#include "data/bcrypt.h"

static void expect_bcrypt(const char *key, char variant, const char *setting, const char *expected) {
    char out[BCRYPT_HASH_LEN + 1];
    if (!CHECK(bcrypt_hash(key, variant, setting, out, NULL, NULL)))
        return;
    CHECK_EQ_STR(out, expected);
}

int main(void) {
    expect_bcrypt("password", 'b', "10$0123456789012345678901",
                  "$2b$10$012345678901234567890uH/zuqMZaW/R/NuSP.Oii64BEsHGA2a2");
    expect_bcrypt("password", 'a', "05$abcdefghijklmnopqrstuv",
                  "$2a$05$abcdefghijklmnopqrstuuWG29KuyeAicPCJODk1zjyGvyQUU2awu");
    expect_bcrypt("password", 'y', "05$abcdefghijklmnopqrstuv",
                  "$2y$05$abcdefghijklmnopqrstuuWG29KuyeAicPCJODk1zjyGvyQUU2awu");
    expect_bcrypt("password", 'x', "05$abcdefghijklmnopqrstuv",
                  "$2x$05$abcdefghijklmnopqrstuuWG29KuyeAicPCJODk1zjyGvyQUU2awu");
    expect_bcrypt("p\xc3\xa4ssw\xc3\xb6rd", 'a', "05$abcdefghijklmnopqrstuv",
                  "$2a$05$abcdefghijklmnopqrstuuZVEMa1pjhlynBQ1qXmSvGBJpN9h1w8G");
    expect_bcrypt("p\xc3\xa4ssw\xc3\xb6rd", 'x', "05$abcdefghijklmnopqrstuv",
                  "$2x$05$abcdefghijklmnopqrstuu7fBvhrteno3q3HcIu7ORNzGrSPOJXt6");
    expect_bcrypt("p\xc3\xa4ssw\xc3\xb6rd", 'b', "05$abcdefghijklmnopqrstuv",
                  "$2b$05$abcdefghijklmnopqrstuuZVEMa1pjhlynBQ1qXmSvGBJpN9h1w8G");
    expect_bcrypt("a very long password that goes on and on past the seventy-two byte limit of bcrypt, surely", 'b',
                  "04$abcdefghijklmnopqrstuvXYZ", "$2b$04$abcdefghijklmnopqrstuuarDU91bkPDW2tW.PMGKaIulZ8CurJI6");
    char out[BCRYPT_HASH_LEN + 1];
    CHECK(!bcrypt_hash("password", 'b', "03$abcdefghijklmnopqrstuv", out, NULL, NULL));
    CHECK(!bcrypt_hash("password", 'b', "32$abcdefghijklmnopqrstuv", out, NULL, NULL));
    CHECK(!bcrypt_hash("password", 'b', "05$abc", out, NULL, NULL));
    return check_summary("bcrypt_test");
}
