/* utf8.c: UTF-8 decoding, encoding, counting and Ruby's String#inspect (utf8.h). */
#include "support/utf8.h"

#include <stdint.h>
#include <string.h>
#include <utf8proc.h>

#include "support/strbuf.h"

/* --- UTF-8 --------------------------------------------------------------------------------- */

size_t utf8_decode(const char *s, size_t len, size_t pos, int32_t *cp) {
    const unsigned char *p = (const unsigned char *)s + pos;
    size_t avail = len - pos;
    unsigned char c = p[0];
    if (c < 0x80) {
        *cp = c;
        return 1;
    }
    size_t n;
    int32_t v, min;
    if (c >= 0xC2 && c <= 0xDF) {
        n = 2, v = c & 0x1F, min = 0x80;
    } else if (c >= 0xE0 && c <= 0xEF) {
        n = 3, v = c & 0x0F, min = 0x800;
    } else if (c >= 0xF0 && c <= 0xF4) {
        n = 4, v = c & 0x07, min = 0x10000;
    } else {
        *cp = -1;
        return 1;
    }
    if (avail < n) {
        *cp = -1;
        return 1;
    }
    for (size_t i = 1; i < n; i++) {
        if ((p[i] & 0xC0) != 0x80) {
            *cp = -1;
            return 1;
        }
        v = (v << 6) | (p[i] & 0x3F);
    }
    if (v < min || v > 0x10FFFF || (v >= 0xD800 && v <= 0xDFFF)) {
        *cp = -1;
        return 1;
    }
    *cp = v;
    return n;
}

void utf8_append(StrBuf *sb, int32_t cp) {
    char b[4];
    if (cp < 0x80) {
        strbuf_append_char(sb, (char)cp);
        return;
    }
    if (cp < 0x800) {
        b[0] = (char)(0xC0 | (cp >> 6));
        b[1] = (char)(0x80 | (cp & 0x3F));
        strbuf_append(sb, b, 2);
    } else if (cp < 0x10000) {
        b[0] = (char)(0xE0 | (cp >> 12));
        b[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[2] = (char)(0x80 | (cp & 0x3F));
        strbuf_append(sb, b, 3);
    } else {
        b[0] = (char)(0xF0 | (cp >> 18));
        b[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        b[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[3] = (char)(0x80 | (cp & 0x3F));
        strbuf_append(sb, b, 4);
    }
}

size_t utf8_char_len(const char *p, const char *end) {
    unsigned char c = (unsigned char)*p;
    size_t n = c < 0x80 ? 1 : (c >> 5) == 6 ? 2 : (c >> 4) == 14 ? 3 : (c >> 3) == 30 ? 4 : 1;
    if ((size_t)(end - p) < n)
        return 1;
    for (size_t i = 1; i < n; i++)
        if (((unsigned char)p[i] & 0xC0) != 0x80)
            return 1;
    return n;
}

/* Decodes the code point at p (n bytes from utf8_char_len); -1 for an invalid byte. */
long utf8_decode_char(const char *p, size_t n) {
    unsigned char c = (unsigned char)p[0];
    if (n == 1)
        return c < 0x80 ? (long)c : -1;
    long cp = c & (0x7F >> n);
    for (size_t i = 1; i < n; i++)
        cp = (cp << 6) | ((unsigned char)p[i] & 0x3F);
    return cp;
}

size_t utf8_char_count(const char *p, size_t len) {
    size_t count = 0;
    const char *end = p + len;
    /* ASCII, the usual text: 8 characters at a time while they last, then one at a time */
    for (uint64_t word; end - p >= 8; p += 8, count += 8) {
        memcpy(&word, p, 8);
        if (word & 0x8080808080808080u)
            break;
    }
    while (p < end) {
        p += (unsigned char)*p < 0x80 ? 1 : utf8_char_len(p, end);
        count++;
    }
    return count;
}

/* The byte offset of the n-th character (or len when there are fewer). */
size_t utf8_offset_of_char(const char *p, size_t len, size_t n) {
    const char *start = p, *end = p + len;
    while (p < end && n--)
        p += utf8_char_len(p, end);
    return (size_t)(p - start);
}

/* Whether Ruby's String#inspect writes the code point as is: its isprint is true for every
 * character but the controls (NEL, U+0085, excepted), line and paragraph separators and the
 * unassigned ones. (Ruby 3.1 knows Unicode 13; characters assigned since print here.) */
static bool inspect_prints(long cp) {
    switch (utf8proc_category((utf8proc_int32_t)cp)) {
    case UTF8PROC_CATEGORY_CC: return cp == 0x85;
    case UTF8PROC_CATEGORY_CN:
    case UTF8PROC_CATEGORY_CS:
    case UTF8PROC_CATEGORY_ZL:
    case UTF8PROC_CATEGORY_ZP: return false;
    default: return true;
    }
}

void utf8_inspect(StrBuf *out, const char *bytes, size_t len) {
    const char *p = bytes, *end = bytes + len;
    strbuf_append_char(out, '"');
    while (p < end) {
        size_t n = utf8_char_len(p, end);
        long cp = utf8_decode_char(p, n);
        if (cp < 0) {
            strbuf_printf(out, "\\x%02X", (unsigned char)*p);
        } else {
            switch (cp) {
            case '"': strbuf_append_cstr(out, "\\\""); break;
            case '\\': strbuf_append_cstr(out, "\\\\"); break;
            case '\n': strbuf_append_cstr(out, "\\n"); break;
            case '\r': strbuf_append_cstr(out, "\\r"); break;
            case '\t': strbuf_append_cstr(out, "\\t"); break;
            case '\f': strbuf_append_cstr(out, "\\f"); break;
            case '\v': strbuf_append_cstr(out, "\\v"); break;
            case '\b': strbuf_append_cstr(out, "\\b"); break;
            case '\a': strbuf_append_cstr(out, "\\a"); break;
            case 0x1B: strbuf_append_cstr(out, "\\e"); break;
            case '#':
                /* Ruby escapes #{ #$ #@ so that the text cannot interpolate */
                if (p + 1 < end && (p[1] == '{' || p[1] == '$' || p[1] == '@'))
                    strbuf_append_char(out, '\\');
                strbuf_append_char(out, '#');
                break;
            default:
                if (cp > 0xFFFF && !inspect_prints(cp))
                    strbuf_printf(out, "\\u{%lX}", cp);
                else if (!inspect_prints(cp))
                    strbuf_printf(out, "\\u%04lX", cp);
                else
                    strbuf_append(out, p, n);
            }
        }
        p += n;
    }
    strbuf_append_char(out, '"');
}
