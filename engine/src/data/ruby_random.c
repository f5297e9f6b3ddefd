/* ruby_random.c: Ruby's MT19937 and its seeding and limited draws (ruby_random.h), as
 * missing/mt19937.c and random.c of Ruby 3.1 write them. */
#include <string.h>
#include <time.h>
#if defined(__EMSCRIPTEN__) || defined(__linux__)
#include <sys/random.h>
#endif

#include "data/ruby_random.h"

enum { MT_N = RUBY_RANDOM_STATE, MT_M = 397 };

static void init_genrand(RubyRandom *mt, uint32_t s) {
    mt->state[0] = s;
    for (int j = 1; j < MT_N; j++)
        mt->state[j] = 1812433253u * (mt->state[j - 1] ^ (mt->state[j - 1] >> 30)) + (uint32_t)j;
    mt->index = MT_N;
}

static void init_by_array(RubyRandom *mt, const uint32_t *key, int key_length) {
    init_genrand(mt, 19650218u);
    int i = 1, j = 0;
    for (int k = MT_N > key_length ? MT_N : key_length; k; k--) {
        mt->state[i] = (mt->state[i] ^ ((mt->state[i - 1] ^ (mt->state[i - 1] >> 30)) * 1664525u)) + key[j] +
                       (uint32_t)j;
        i++;
        j++;
        if (i >= MT_N) {
            mt->state[0] = mt->state[MT_N - 1];
            i = 1;
        }
        if (j >= key_length)
            j = 0;
    }
    for (int k = MT_N - 1; k; k--) {
        mt->state[i] = (mt->state[i] ^ ((mt->state[i - 1] ^ (mt->state[i - 1] >> 30)) * 1566083941u)) - (uint32_t)i;
        i++;
        if (i >= MT_N) {
            mt->state[0] = mt->state[MT_N - 1];
            i = 1;
        }
    }
    mt->state[0] = 0x80000000u;
    mt->index = MT_N;
}

uint32_t ruby_random_next(RubyRandom *mt) {
    if (mt->index >= MT_N) {
        for (int k = 0; k < MT_N; k++) {
            uint32_t y = (mt->state[k] & 0x80000000u) | (mt->state[(k + 1) % MT_N] & 0x7fffffffu);
            mt->state[k] = mt->state[(k + MT_M) % MT_N] ^ (y >> 1) ^ ((y & 1u) ? 0x9908b0dfu : 0u);
        }
        mt->index = 0;
    }
    uint32_t y = mt->state[mt->index++];
    y ^= y >> 11;
    y ^= (y << 7) & 0x9d2c5680u;
    y ^= (y << 15) & 0xefc60000u;
    y ^= y >> 18;
    return y;
}

static uint64_t make_mask(uint64_t x) {
    for (unsigned shift = 1; shift < 64; shift *= 2)
        x |= x >> shift;
    return x;
}

/* random.c's limited_rand: a value in [0, limit]. */
static uint64_t limited_rand(RubyRandom *mt, uint64_t limit) {
    if (!limit)
        return 0;
    uint64_t mask = make_mask(limit), val;
    if (limit > 0xffffffffu) {
    retry:
        val = 0;
        for (int i = 1; i >= 0; i--) {
            if ((mask >> (i * 32)) & 0xffffffffu) {
                val |= (uint64_t)ruby_random_next(mt) << (i * 32);
                val &= mask;
                if (limit < val)
                    goto retry;
            }
        }
        return val;
    }
    do {
        val = ruby_random_next(mt) & mask;
    } while (limit < val);
    return val;
}

uint64_t ruby_random_below(RubyRandom *r, uint64_t n) {
    return limited_rand(r, n - 1);
}

void ruby_random_seed_bytes(RubyRandom *r, const unsigned char *bytes, size_t len) {
    while (len > 0 && bytes[0] == 0) {
        bytes++;
        len--;
    }
    /* 32-bit words, least significant first */
    uint32_t words[64];
    size_t count = (len + 3) / 4;
    if (count > sizeof words / sizeof words[0])
        count = sizeof words / sizeof words[0];
    for (size_t w = 0; w < count; w++) {
        uint32_t word = 0;
        for (int b = 3; b >= 0; b--) {
            size_t from_end = w * 4 + (size_t)b;   /* byte index from the least significant */
            if (from_end < len)
                word = word << 8 | bytes[len - 1 - from_end];
            else
                word <<= 8;
        }
        words[w] = word;
    }
    if (count == 0) {
        words[0] = 0;
        count = 1;
    }
    if (count > 1 && words[count - 1] == 1)
        count--;   /* rand_init's "leading-zero-guard" */
    if (count <= 1)
        init_genrand(r, words[0]);
    else
        init_by_array(r, words, (int)count);
}

void ruby_random_seed_entropy(RubyRandom *r) {
    unsigned char seed[16];
    memset(seed, 0, sizeof seed);
#if defined(__EMSCRIPTEN__) || defined(__linux__)
    if (getentropy(seed, sizeof seed) != 0)
#endif
    {
        struct timespec now;
        timespec_get(&now, TIME_UTC);
        memcpy(seed, &now, sizeof now < sizeof seed ? sizeof now : sizeof seed);
    }
    ruby_random_seed_bytes(r, seed, sizeof seed);
}
