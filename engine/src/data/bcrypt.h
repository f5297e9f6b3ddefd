/* bcrypt.h: crypt(3)'s bcrypt schemes ($2a$, $2b$, $2x$, $2y$), byte for byte as libxcrypt's
 * crypt_blowfish computes them, for stdlib's pw_hash. Blowfish's tables are the digits of pi.
 *
 * Nothing is allocated: the Blowfish state lives on the stack (4 KiB).
 */
#ifndef PUPPET_BCRYPT_H
#define PUPPET_BCRYPT_H

#include <stdbool.h>
#include <stdint.h>

/* "$2b$10$" + 22 salt characters + 31 hash characters */
#define BCRYPT_HASH_LEN 60

/* crypt(key, "$2<variant>$<setting>"): variant 'a', 'b', 'x' or 'y'; setting "NN$" (the cost,
 * 04 to 31) then at least 22 characters of bcrypt's base64 salt. Writes the 60-character hash
 * and a NUL into out. tick, when given, is called once per round of the 2^cost key schedule
 * and stops the computation by returning false. Returns false when the setting is invalid
 * (crypt's EINVAL) or tick stopped it. */
bool bcrypt_hash(const char *key, char variant, const char *setting, char out[BCRYPT_HASH_LEN + 1],
                 bool (*tick)(void *), void *tick_data);

#endif
