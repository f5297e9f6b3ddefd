/* ruby_random.h: Ruby's Random (MT19937, random.c of Ruby 3.1), the generator the reference's
 * deterministic functions draw from: fqdn_rand (Puppet::Util.deterministic_rand_int), stdlib's
 * fqdn_rotate, seeded_rand and seeded_rand_string, which seed Random.new with an Integer made
 * from a digest, and `rand(n)` on it.
 *
 * What this file does not do: digests (digest.h), or Kernel#rand's unseeded generator (a caller
 * that wants one seeds from the system's entropy, ruby_random_seed_entropy).
 */
#ifndef PUPPET_RUBY_RANDOM_H
#define PUPPET_RUBY_RANDOM_H

#include <stddef.h>
#include <stdint.h>

enum { RUBY_RANDOM_STATE = 624 };

typedef struct RubyRandom {
    uint32_t state[RUBY_RANDOM_STATE];
    int index;
} RubyRandom;

/* Random.new(seed) for the non-negative Integer whose big-endian bytes are bytes[0..len) (a
 * digest read as a hexadecimal number: `Digest::MD5.hexdigest(s).hex`), as rand_init packs it
 * into 32-bit words, drops the leading-zero guard and seeds (init_genrand for one word,
 * init_by_array for more). Never fails. */
void ruby_random_seed_bytes(RubyRandom *r, const unsigned char *bytes, size_t len);

/* A generator seeded from the system's entropy (Kernel#rand's default generator): a different
 * sequence each time. Never fails (falls back on the clock). */
void ruby_random_seed_entropy(RubyRandom *r);

/* The next 32 random bits (genrand_int32). */
uint32_t ruby_random_next(RubyRandom *r);

/* Random#rand(n) for an Integer n > 0: limited_rand(n - 1), a value in [0, n). */
uint64_t ruby_random_below(RubyRandom *r, uint64_t n);

#endif
