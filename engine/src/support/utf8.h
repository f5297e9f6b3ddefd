/* utf8.h: UTF-8 text as the reference's Ruby walks it, for every layer: the strict decoding of
 * String#each_char, Ruby's lenient walk (an invalid byte is one character), encoding, counting,
 * and String#inspect, the escaping every message that quotes a string uses.
 *
 * What this file does not do: Unicode properties beyond what inspect needs (utf8proc does
 * those where they are used), or validity checks of source text (the lexer's).
 */
#ifndef PUPPET_UTF8_H
#define PUPPET_UTF8_H

#include <stddef.h>
#include <stdint.h>

#include "support/strbuf.h"

/* Decodes the UTF-8 character at s[pos] (pos < len): returns its byte length (>= 1) and sets
 * *cp to the code point, or to -1 for an invalid byte (length 1). Never fails. */
size_t utf8_decode(const char *s, size_t len, size_t pos, int32_t *cp);

/* Appends the UTF-8 encoding of a code point (0..0x10FFFF). Never fails. */
void utf8_append(StrBuf *sb, int32_t cp);

/* The length of the UTF-8 character at p, p < end, as Ruby's lenient walk sees it (1 for an
 * invalid byte). Never fails. */
size_t utf8_char_len(const char *p, const char *end);

/* The code point at p, n bytes from utf8_char_len; -1 for an invalid byte. Never fails. */
long utf8_decode_char(const char *p, size_t n);

/* The number of characters in len bytes (an invalid byte counts as one). Never fails. */
size_t utf8_char_count(const char *p, size_t len);

/* The byte offset of the n-th character (or len when there are fewer). Never fails. */
size_t utf8_offset_of_char(const char *p, size_t len, size_t n);

/* Ruby's String#inspect of len bytes of UTF-8 (double quotes, \n \e \u0001 \#{ escapes).
 * Never fails. */
void utf8_inspect(StrBuf *out, const char *bytes, size_t len);

#endif
