/* ascii.h: what the readers of the engine's several notations (JSON, Ruby literals, numbers)
 * ask of single ASCII characters, in one place. Not here: UTF-8 (utf8.h). */
#ifndef PUPPET_ASCII_H
#define PUPPET_ASCII_H

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

#endif
