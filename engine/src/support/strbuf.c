/* strbuf.c: the arena-backed string builder (see strbuf.h). */
#include "support/strbuf.h"

#include <stdint.h>
#include <stdio.h>
#include <string.h>

#include "support/ctx.h"

void strbuf_init(StrBuf *sb, Ctx *ctx) {
    sb->ctx = ctx;
    sb->block = NULL;
    sb->bytes = NULL;
    sb->len = 0;
    sb->capacity = 0;
    sb->home = arena_target(&ctx->arena);
}

/* The text is built inside a Str block so that finishing hands the block out without a copy. */
void strbuf_grow(StrBuf *sb, size_t extra) {
    if (extra > SIZE_MAX / 2 - sb->len - 1)
        ctx_exhausted(sb->ctx, "Evaluation stopped: the memory limit was reached");
    size_t need = sb->len + extra + 1;
    if (need <= sb->capacity)
        return;
    size_t capacity = sb->capacity ? sb->capacity : 64;
    while (capacity < need)
        capacity *= 2;
    if (sb->block)
        sb->block = ctx_realloc(sb->ctx, sb->block, sizeof(Str) + sb->capacity, sizeof(Str) + capacity);
    else
        sb->block = ctx_alloc_in(sb->ctx, sb->home, sizeof(Str) + capacity);
    sb->bytes = sb->block->bytes;
    sb->capacity = capacity;
}

void strbuf_append_repeat(StrBuf *sb, char c, size_t count) {
    if (!count)
        return;
    strbuf_grow(sb, count);
    memset(sb->bytes + sb->len, c, count);
    sb->len += count;
}

void strbuf_append_int(StrBuf *sb, int64_t n) {
    /* written in place, two digits per division: line and column numbers fill the tools'
     * answers, and a copy through a buffer cost as much as the digits */
    static const char pairs[] =
        "00010203040506070809101112131415161718192021222324252627282930313233343536373839"
        "40414243444546474849505152535455565758596061626364656667686970717273747576777879"
        "8081828384858687888990919293949596979899";
    /* the magnitude as unsigned, so INT64_MIN has one too */
    uint64_t m = n < 0 ? (uint64_t)0 - (uint64_t)n : (uint64_t)n;
    size_t count = 1;
    for (uint64_t bound = 10; count < 20 && m >= bound; bound *= 10)
        count++;
    size_t len = count + (n < 0);
    if (len >= sb->capacity - sb->len)
        strbuf_grow(sb, len);
    char *p = sb->bytes + sb->len + len;
    sb->len += len;
    while (m >= 100) {
        const char *pair = pairs + 2 * (m % 100);
        m /= 100;
        *--p = pair[1];
        *--p = pair[0];
    }
    if (m >= 10) {
        *--p = pairs[2 * m + 1];
        *--p = pairs[2 * m];
    } else {
        *--p = (char)('0' + m);
    }
    if (n < 0)
        *--p = '-';
}

/* Formats into the free space first and measures only when it did not fit: most texts are
 * short, and vsnprintf twice was a visible share of every printed number (twice as slow in
 * wasm, whose printf works in software long double). */
void strbuf_vprintf(StrBuf *sb, const char *format, va_list args) {
    strbuf_grow(sb, 32);
    size_t room = sb->capacity - sb->len;
    va_list copy;
    va_copy(copy, args);
    int n = vsnprintf(sb->bytes + sb->len, room, format, copy);
    va_end(copy);
    if (n <= 0)
        return;
    if ((size_t)n >= room) {
        strbuf_grow(sb, (size_t)n);
        vsnprintf(sb->bytes + sb->len, (size_t)n + 1, format, args);
    }
    sb->len += (size_t)n;
}

void strbuf_printf(StrBuf *sb, const char *format, ...) {
    va_list args;
    va_start(args, format);
    strbuf_vprintf(sb, format, args);
    va_end(args);
}

void strbuf_truncate(StrBuf *sb, size_t len) {
    if (len < sb->len)
        sb->len = len;
}

const Str *strbuf_finish(StrBuf *sb) {
    if (!sb->block)
        return str_new(sb->ctx, "", 0);
    Str *s = sb->block;
    s->len = sb->len;
    s->bytes[sb->len] = '\0';
    strbuf_init(sb, sb->ctx);
    return s;
}

Value strbuf_finish_value(StrBuf *sb) {
    return value_from_string(strbuf_finish(sb));
}

const Str *strbuf_finish_capacity(StrBuf *sb, size_t *capacity) {
    strbuf_grow(sb, 0);   /* an empty text gets a block too, so that it can be resumed */
    *capacity = sb->capacity;
    return strbuf_finish(sb);
}

void strbuf_resume(StrBuf *sb, Ctx *ctx, Str *s, size_t capacity) {
    sb->ctx = ctx;
    sb->block = s;
    sb->bytes = s->bytes;
    sb->len = s->len;
    sb->capacity = capacity;
    sb->home = arena_depth_of(&ctx->arena, s);
}
