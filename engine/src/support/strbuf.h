/* strbuf.h: an arena-backed string builder.
 *
 * Every module that assembles text (formatting, messages, join, interpolation) uses this one
 * builder. The buffer lives in the run's arena and grows by doubling; running out of memory
 * leaves the run through ctx_exhausted (ctx.h), so no append ever fails. A builder is finished
 * once: strbuf_finish hands out an immutable Str and the builder must not be used afterwards
 * except after a new strbuf_init.
 */
#ifndef PUPPET_STRBUF_H
#define PUPPET_STRBUF_H

#include <stdarg.h>
#include <stddef.h>
#include <stdint.h>
#include <string.h>

#include "values/value.h"

typedef struct StrBuf {
    Ctx *ctx;
    Str *block;          /* arena block holding up to `capacity` bytes; NULL while empty */
    char *bytes;         /* block->bytes, or NULL */
    size_t len;
    size_t capacity;
    size_t home;         /* the arena region the text is built in: the target when started */
} StrBuf;

/* Starts an empty builder allocating from ctx's arena, in the region that is the allocation
 * target now, wherever the appends happen (an EPP template's text grows while its lambdas
 * run in regions of their own). Never fails. */
void strbuf_init(StrBuf *sb, Ctx *ctx);

/* Makes room for extra more bytes and the terminating NUL: the appends' slow path, which they
 * call only when the room left is too small. Never fails (memory exhaustion leaves the run). */
void strbuf_grow(StrBuf *sb, size_t extra);

/* The appends of bytes are inline: they are most of what every formatter does, often a byte at
 * a time, and a call per byte was a visible share of formatting (expression types, %p). */

/* Appends len bytes (may contain NUL). Never fails (memory exhaustion leaves the run). */
static inline void strbuf_append(StrBuf *sb, const char *bytes, size_t len) {
    if (!len)
        return;
    if (len >= sb->capacity - sb->len)
        strbuf_grow(sb, len);
    memcpy(sb->bytes + sb->len, bytes, len);
    sb->len += len;
}

/* Appends a NUL-terminated string. Never fails. */
static inline void strbuf_append_cstr(StrBuf *sb, const char *text) {
    strbuf_append(sb, text, strlen(text));
}

/* Appends a Str. Never fails. */
static inline void strbuf_append_str(StrBuf *sb, const Str *s) {
    strbuf_append(sb, s->bytes, s->len);
}

/* Appends one byte. Never fails. */
static inline void strbuf_append_char(StrBuf *sb, char c) {
    if (sb->capacity - sb->len <= 1)
        strbuf_grow(sb, 1);
    sb->bytes[sb->len++] = c;
}

/* Appends count copies of byte c. Never fails. */
void strbuf_append_repeat(StrBuf *sb, char c, size_t count);

/* Appends n in decimal (as printf's %lld, without printf). Never fails. */
void strbuf_append_int(StrBuf *sb, int64_t n);

/* Appends printf-style formatted text. Never fails. */
void strbuf_printf(StrBuf *sb, const char *format, ...) __attribute__((format(printf, 2, 3)));
void strbuf_vprintf(StrBuf *sb, const char *format, va_list args);

/* Drops everything after the first `len` bytes (len <= current length). */
void strbuf_truncate(StrBuf *sb, size_t len);

/* The built text as an immutable Str (NUL-terminated). The builder is spent afterwards. */
const Str *strbuf_finish(StrBuf *sb);

/* The built text as a String value. The builder is spent afterwards. */
Value strbuf_finish_value(StrBuf *sb);

/* As strbuf_finish; *capacity receives the bytes of room of the Str's block (its text, its NUL
 * and the spare room after them), for a later strbuf_resume. */
const Str *strbuf_finish_capacity(StrBuf *sb, size_t *capacity);

/* Starts a builder that appends to s in place: s must come from strbuf_finish_capacity (with
 * that capacity) and have no holder but the caller, since its block is written past its end
 * and strbuf_finish hands out s (or its moved copy) with the longer text. Until then s itself
 * is unchanged but for the byte after its text, its NUL: a caller that abandons the builder
 * restores it with `s->bytes[s->len] = '\0'`. Never fails. */
void strbuf_resume(StrBuf *sb, Ctx *ctx, Str *s, size_t capacity);

#endif
