/* ascii.h: what the readers of the engine's several notations (JSON, Ruby literals, numbers)
 * ask of single ASCII characters, in one place. Not here: UTF-8 (utf8.h). */
#ifndef PUPPET_ASCII_H
#define PUPPET_ASCII_H

#include <stddef.h>
#include <stdint.h>
#include <string.h>

/* The value of a hexadecimal digit (0-9, a-f, A-F), or -1 for any other character. */
static inline int ascii_hex_value(char c)
{
    if (c >= '0' && c <= '9')
        return c - '0';
    if (c >= 'a' && c <= 'f')
        return c - 'a' + 10;
    if (c >= 'A' && c <= 'F')
        return c - 'A' + 10;
    return -1;
}

/* The length of the longest prefix of bytes[0, len) without a control character (below 0x20)
 * and without the bytes a and b: the text a quoting writer copies as it is (JSON's '"' and
 * '\\', Puppet's '\'' and '\\'). Looks at 8 bytes at a time, with the zero-byte tests of
 * "Bit Twiddling Hacks" (a zero byte of x ^ c marks a byte equal to c): most texts are plain,
 * and a byte at a time was a visible share of writing them. */
static inline size_t ascii_plain_prefix(const char *bytes, size_t len, char a, char b)
{
    const uint64_t ones = 0x0101010101010101u, highs = 0x8080808080808080u;
    size_t i = 0;
    for (uint64_t x; i + 8 <= len; i += 8) {
        memcpy(&x, bytes + i, 8);
        uint64_t xa = x ^ (ones * (unsigned char)a), xb = x ^ (ones * (unsigned char)b);
        if ((((xa - ones) & ~xa) | ((xb - ones) & ~xb) | ((x - ones * 0x20) & ~x)) & highs)
            break;
    }
    for (; i < len; i++) {
        unsigned char c = (unsigned char)bytes[i];
        if (c < 0x20 || c == (unsigned char)a || c == (unsigned char)b)
            break;
    }
    return i;
}

#endif
