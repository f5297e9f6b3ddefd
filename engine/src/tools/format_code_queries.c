/* format_code_queries.c: keeps each `# ^?` query of a formatted program pointing at its
 * expression. A query is a comment line `#  ^?` whose caret points at a column of the line
 * above (the editor answers it with the type of the innermost expression there, docs/api.md);
 * the layout respaces that line (`[1,2]` becomes `[1, 2]`, arrows are aligned), so the caret is
 * moved to where the same character of the same atom went. A query whose line above is no
 * longer directly above it, or whose caret points at no atom, is left as it was printed.
 * Not here: the layout itself (format_code.c).
 */
#include <string.h>

#include "support/strbuf.h"
#include "support/utf8.h"
#include "tools/format_code_internal.h"

/* The byte after `#` and blanks when the comment is a query (`#`, blanks, `^?`), else NULL. */
static const char *query_caret(const char *comment, const char *end)
{
    if (comment >= end || *comment != '#') return NULL;
    const char *p = comment + 1;
    while (p < end && (*p == ' ' || *p == '\t')) p++;
    return end - p >= 2 && p[0] == '^' && p[1] == '?' ? p : NULL;
}

bool format_code_is_query(const char *comment, size_t len)
{
    return query_caret(comment, comment + len) != NULL;
}

static size_t line_start(const char *text, size_t pos)
{
    while (pos > 0 && text[pos - 1] != '\n') pos--;
    return pos;
}

/* Characters (not bytes) from `from` to `to`. */
static uint32_t chars_between(const char *from, const char *to)
{
    uint32_t n = 0;
    for (const char *p = from; p < to; p++) {
        if (((unsigned char)*p & 0xC0) != 0x80) n++;
    }
    return n;
}

/* The byte `column` characters after `from`, or NULL when the line ends before it. */
static const char *advance_chars(const char *from, const char *end, uint32_t column)
{
    const char *p = from;
    for (uint32_t k = 0; k < column; k++) {
        if (p >= end || *p == '\n') return NULL;
        p += utf8_char_len(p, end);
    }
    return p < end && *p != '\n' ? p : NULL;
}

/* The atom whose source bytes hold offset `at`, or FMT_NONE. */
static uint32_t atom_at(const FmtDoc *d, uint32_t at)
{
    uint32_t lo = 0, hi = d->atom_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (d->atoms[mid].start <= at) lo = mid + 1;
        else hi = mid;
    }
    if (lo == 0) return FMT_NONE;
    const FmtAtom *a = &d->atoms[lo - 1];
    return at < a->end && a->kind != TOK_EOF ? lo - 1 : FMT_NONE;
}

/* Where output offset `pos` (before alignment) is after the alignment's blanks went in. */
static size_t aligned(const FmtPlacement *pl, size_t pos)
{
    uint32_t lo = 0, hi = pl->pad_count;
    while (lo < hi) {
        uint32_t mid = lo + (hi - lo) / 2;
        if (pl->pad_pos[mid] <= pos) lo = mid + 1;
        else hi = mid;
    }
    return pos + (lo ? pl->pad_total[lo - 1] : 0);
}

/* For query q, the output column its caret belongs at, or -1 to leave it as printed. */
static int64_t caret_column(const FmtDoc *d, const FmtPlacement *pl, const Str *text, const FmtQuery *q)
{
    const FmtComment *cm = &d->comments[q->comment];
    const char *src = d->source;
    const char *caret = query_caret(src + cm->start, src + cm->end);
    size_t here = line_start(src, cm->start);
    if (!caret || here == 0) return -1;
    size_t above = line_start(src, here - 1);
    const char *target = advance_chars(src + above, src + here - 1, chars_between(src + here, caret));
    if (!target || *target == ' ' || *target == '\t' || *target == '\r') return -1;
    uint32_t i = atom_at(d, (uint32_t)(target - src));
    if (i == FMT_NONE || pl->atom_pos[i] == SIZE_MAX) return -1;
    const FmtAtom *a = &d->atoms[i];
    /* the same character of the atom as printed (a rewritten atom keeps its length or is
       pointed at from its start) */
    size_t offset = 0;
    if (a->len == a->end - a->start) {
        const char *p = advance_chars(a->text, a->text + a->len, chars_between(src + a->start, target));
        offset = p ? (size_t)(p - a->text) : 0;
    }
    size_t at = aligned(pl, pl->atom_pos[i]) + offset;
    size_t mine = line_start(text->bytes, aligned(pl, q->pos));
    const char *newline = memchr(text->bytes + at, '\n', text->len - at);
    if (!newline || (size_t)(newline - text->bytes) + 1 != mine) return -1;
    return chars_between(text->bytes + line_start(text->bytes, at), text->bytes + at);
}

const Str *format_code_realign_queries(const FmtDoc *d, const FmtPlacement *pl, const Str *text)
{
    if (pl->query_count == 0) return text;
    StrBuf sb;
    strbuf_init(&sb, d->ctx);
    size_t from = 0;
    for (uint32_t k = 0; k < pl->query_count; k++) {
        int64_t column = caret_column(d, pl, text, &pl->queries[k]);
        if (column < 1) continue;
        size_t hash = aligned(pl, pl->queries[k].pos);
        size_t start = line_start(text->bytes, hash);
        const char *caret = query_caret(text->bytes + hash, text->bytes + text->len);
        uint32_t indent = chars_between(text->bytes + start, text->bytes + hash);
        if (indent > column - 1) indent = (uint32_t)column - 1;
        strbuf_append(&sb, text->bytes + from, start - from);
        strbuf_append_repeat(&sb, ' ', indent);
        strbuf_append(&sb, "#", 1);
        strbuf_append_repeat(&sb, ' ', (size_t)column - indent - 1);
        from = (size_t)(caret - text->bytes);
    }
    strbuf_append(&sb, text->bytes + from, text->len - from);
    return strbuf_finish(&sb);
}
