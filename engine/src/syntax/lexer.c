/* lexer.c: the frame of the Puppet lexer: UTF-8 checks, positions (heredoc offsets mapped back
 * to the source), errors and warnings, the buffers and open interpolations, and the order in
 * which tokens are handed out (the `${name}` transformation, strings lexed ahead). The tokens
 * of code are lexer_code.c's, strings and heredocs lexer_string.c's. Follows the reference
 * lexer (Puppet 7 lexer2.rb, lexer_support.rb) rule by rule, including its error messages and
 * the positions it reports them at; see lexer.h.
 */
#include "syntax/lexer.h"

#include <stdarg.h>
#include <stdio.h>
#include <string.h>

static const char *const TOKEN_TEXT[TOK_KIND_COUNT] = {
#define X(kind, text) text,
#include "syntax/token.def"
#undef X
};

const char *lexer_token_text(TokenKind kind)
{
    return (unsigned)kind < TOK_KIND_COUNT ? TOKEN_TEXT[kind] : "";
}

/* ---- UTF-8 ---- */

/* Length of the valid UTF-8 sequence at s[i], or 0 when it is not valid (overlong forms,
 * surrogates and values above U+10FFFF are invalid, as for Ruby's valid_encoding?). */
size_t lexer_utf8_len(const unsigned char *s, size_t n, size_t i)
{
    unsigned char c = s[i];
    if (c < 0x80) return 1;
    if (c >= 0xC2 && c <= 0xDF) {
        return (i + 1 < n && (s[i + 1] & 0xC0) == 0x80) ? 2 : 0;
    }
    if (c >= 0xE0 && c <= 0xEF) {
        if (i + 2 >= n) return 0;
        unsigned char c1 = s[i + 1], c2 = s[i + 2];
        if ((c1 & 0xC0) != 0x80 || (c2 & 0xC0) != 0x80) return 0;
        if (c == 0xE0 && c1 < 0xA0) return 0;          /* overlong */
        if (c == 0xED && c1 >= 0xA0) return 0;         /* surrogate */
        return 3;
    }
    if (c >= 0xF0 && c <= 0xF4) {
        if (i + 3 >= n) return 0;
        unsigned char c1 = s[i + 1], c2 = s[i + 2], c3 = s[i + 3];
        if ((c1 & 0xC0) != 0x80 || (c2 & 0xC0) != 0x80 || (c3 & 0xC0) != 0x80) return 0;
        if (c == 0xF0 && c1 < 0x90) return 0;          /* overlong */
        if (c == 0xF4 && c1 >= 0x90) return 0;         /* above U+10FFFF */
        return 4;
    }
    return 0;
}

/* Decodes the (valid) code point at s[i]. */
static uint32_t utf8_decode(const unsigned char *s, size_t n, size_t i, size_t *len)
{
    size_t l = lexer_utf8_len(s, n, i);
    if (l == 0) { *len = 1; return 0xFFFD; }
    *len = l;
    switch (l) {
    case 1: return s[i];
    case 2: return ((uint32_t)(s[i] & 0x1F) << 6) | (s[i + 1] & 0x3F);
    case 3: return ((uint32_t)(s[i] & 0x0F) << 12) | ((uint32_t)(s[i + 1] & 0x3F) << 6) | (s[i + 2] & 0x3F);
    default:
        return ((uint32_t)(s[i] & 0x07) << 18) | ((uint32_t)(s[i + 1] & 0x3F) << 12) |
               ((uint32_t)(s[i + 2] & 0x3F) << 6) | (s[i + 3] & 0x3F);
    }
}

size_t lexer_blank_len(const char *text, size_t len, size_t pos)
{
    unsigned char c = (unsigned char)text[pos];
    if (c == ' ' || c == '\t') return 1;
    if (c < 0x80) return 0;
    size_t l;
    uint32_t cp = utf8_decode((const unsigned char *)text, len, pos, &l);
    /* [[:blank:]] in Ruby's Unicode regexps: tab and the space separators (Zs). */
    if (cp == 0xA0 || cp == 0x1680 || (cp >= 0x2000 && cp <= 0x200A) || cp == 0x202F ||
        cp == 0x205F || cp == 0x3000) {
        return l;
    }
    return 0;
}

/* ---- positions ---- */

void lexer_locate(Lexer *lx, size_t offset, uint32_t *line, uint32_t *column)
{
    if (offset > lx->source_len) offset = lx->source_len;
    /* Binary search for the last line starting at or before offset, unless the cached line
     * still holds it (tokens come mostly in order, so the cache makes this linear). */
    uint32_t lo;
    uint32_t cl = lx->cache_line;
    if (cl < lx->line_count && lx->line_starts[cl] <= offset &&
        (cl + 1 >= lx->line_count || lx->line_starts[cl + 1] > offset)) {
        lo = cl;
    } else {
        uint32_t a = 0, b = lx->line_count;
        while (b - a > 1) {
            uint32_t mid = a + (b - a) / 2;
            if (lx->line_starts[mid] <= offset) a = mid; else b = mid;
        }
        lo = a;
    }
    size_t from;
    uint32_t col;
    if (lo == lx->cache_line && lx->cache_offset <= offset && lx->cache_offset >= lx->line_starts[lo]) {
        from = lx->cache_offset;
        col = lx->cache_col;
    } else {
        from = lx->line_starts[lo];
        col = 1;
    }
    const unsigned char *s = (const unsigned char *)lx->source;
    for (size_t i = from; i < offset; i++) {
        if ((s[i] & 0xC0) != 0x80) col++;
    }
    lx->cache_line = lo;
    lx->cache_offset = offset;
    lx->cache_col = col;
    *line = lo + 1;
    *column = col;
}

/* Maps an offset of buffer b to an offset of its parent (the reference's SubLocator#to_global:
 * without a margin the text is the source shifted; with one, each line's removed margin is
 * added back, and offset 0 maps to the start of the first line, margin included). */
static size_t buffer_to_parent(const LexBuffer *b, size_t off)
{
    if (!b->is_heredoc) return off;
    if (!b->has_margin) return off + b->leading_offset;
    if (off == 0) return b->leading_offset;
    /* text line holding off (1-based in the reference; acc_margin[line] counts its margin) */
    uint32_t a = 0, z = b->line_count;
    while (z - a > 1) {
        uint32_t mid = a + (z - a) / 2;
        if (b->line_starts[mid] <= off) a = mid; else z = mid;
    }
    return off + b->leading_offset + b->acc_margin[a + 1];
}

static size_t to_source_offset(Lexer *lx, int buffer, size_t off)
{
    for (int i = buffer; i > 0; i--) off = buffer_to_parent(&lx->buffers[i], off);
    return off;
}

static void span_of(Lexer *lx, SrcSpan *span, size_t start, size_t end)
{
    int top = lx->buffer_count - 1;
    size_t s = to_source_offset(lx, top, start);
    size_t e = to_source_offset(lx, top, end);
    if (e < s) e = s;
    lexer_locate(lx, s, &span->line, &span->column);
    lexer_locate(lx, e, &span->end_line, &span->end_column);
    span->offset = (uint32_t)s;
    span->length = (uint32_t)(e - s);
    span->file = lx->file;
}

void lexer_make_token(Lexer *lx, Token *t, TokenKind kind, size_t start, size_t end)
{
    LexBuffer *b = &lx->buffers[lx->buffer_count - 1];
    t->kind = kind;
    t->text = b->text + start;
    t->len = end - start;
    t->boolean = false;
    span_of(lx, &t->span, start, end);
}

static void set_message(char *out, const char *format, va_list ap)
{
    vsnprintf(out, LEX_MESSAGE_MAX, format, ap);
}

void lexer_fail(Lexer *lx, size_t pos, const char *format, ...)
{
    if (lx->failed) return;
    va_list ap;
    va_start(ap, format);
    set_message(lx->error, format, ap);
    va_end(ap);
    lx->failed = true;
    memset(&lx->error_span, 0, sizeof lx->error_span);
    if (pos != SIZE_MAX) span_of(lx, &lx->error_span, pos, pos);
}

void lexer_warn(Lexer *lx, size_t pos, const char *format, ...)
{
    LexWarning *w = arena_calloc(lx->arena, 1, sizeof *w);
    char *msg = arena_alloc(lx->arena, LEX_MESSAGE_MAX);
    if (!w || !msg) return;
    va_list ap;
    va_start(ap, format);
    set_message(msg, format, ap);
    va_end(ap);
    w->message = msg;
    span_of(lx, &w->span, pos, pos);
    if (lx->warnings_tail) lx->warnings_tail->next = w; else lx->warnings = w;
    lx->warnings_tail = w;
}

void lexer_followed_by(Lexer *lx, size_t pos, char *out, size_t out_size)
{
    LexBuffer *b = &lx->buffers[lx->buffer_count - 1];
    size_t o = 0;
    if (pos >= b->len) {
        snprintf(out, out_size, "<eof>");
        return;
    }
    size_t i = pos;
    for (int chars = 0; chars < 5 && i < b->len; chars++) {
        size_t l = lexer_utf8_len((const unsigned char *)b->text, b->len, i);
        if (l == 0) l = 1;
        char c = b->text[i];
        const char *esc = c == '\t' ? "\\t" : c == '\n' ? "\\n" : c == '\r' ? "\\r" : NULL;
        if (esc) {
            if (o + 2 < out_size) { memcpy(out + o, esc, 2); o += 2; }
        } else if (o + l < out_size) {
            memcpy(out + o, b->text + i, l);
            o += l;
        }
        i += l;
    }
    if (o + 3 < out_size) { memcpy(out + o, "...", 3); o += 3; }
    out[o < out_size ? o : out_size - 1] = '\0';
}

void lexer_add_trivia(Lexer *lx, const LexBuffer *b, LexTriviaKind kind, size_t start,
                      size_t end, size_t tag)
{
    /* offsets of a heredoc's own buffer are not source offsets: its text is kept whole */
    if (!lx->keep_trivia || b != &lx->buffers[0]) return;
    LexTrivia *t = arena_calloc(lx->arena, 1, sizeof *t);
    if (!t) {
        lx->out_of_memory = true;
        lexer_fail(lx, SIZE_MAX, "Out of memory while parsing");
        return;
    }
    t->kind = kind;
    t->start = start;
    t->end = end;
    t->tag = tag;
    if (lx->trivia_tail) lx->trivia_tail->next = t; else lx->trivia = t;
    lx->trivia_tail = t;
}

void lexer_enqueue(Lexer *lx, const Token *t)
{
    if (lx->queue_count >= LEX_QUEUE_MAX) return;   /* never: at most two tokens wait */
    lx->queue[(lx->queue_head + lx->queue_count) % LEX_QUEUE_MAX] = *t;
    lx->queue_count++;
}

bool lexer_push_interp(Lexer *lx, bool dq)
{
    if (lx->interp_count == lx->interp_cap) {
        size_t cap = lx->interp_cap ? lx->interp_cap * 2 : 16;
        LexInterp *n = arena_realloc(lx->arena, lx->interps, lx->interp_cap * sizeof *n, cap * sizeof *n);
        if (!n) {
            lx->out_of_memory = true;
            lexer_fail(lx, SIZE_MAX, "Out of memory while parsing");
            return false;
        }
        lx->interps = n;
        lx->interp_cap = cap;
    }
    LexBuffer *b = &lx->buffers[lx->buffer_count - 1];
    LexInterp *in = &lx->interps[lx->interp_count++];
    in->brace_base = b->brace_count;
    in->buffer = (uint8_t)(lx->buffer_count - 1);
    in->dq = dq;
    b->brace_count++;
    lx->check_transform = true;
    /* enqueue_until starts with a skip of blanks */
    size_t e = lexer_skip_ws(b, b->pos);
    if (e > b->pos) lexer_set_matched(lx, b->text + b->pos, e - b->pos); else lx->matched = NULL;
    b->pos = e;
    return true;
}

/* ---- init ---- */

/* The byte-order marks the reference refuses at the start of a source, in the order it tries
 * them (lexer_support.rb, assert_not_bom). */
static const struct {
    unsigned char bytes[4];
    size_t len;
    const char *name;
} BOMS[] = {
    {{0x00, 0x00, 0xFE, 0xFF}, 4, "UTF-32"}, {{0xFF, 0xFE, 0x00, 0x00}, 4, "UTF-32"},
    {{0x84, 0x31, 0x95, 0x33}, 4, "GB-18030"}, {{0xDD, 0x73, 0x66, 0x73}, 4, "UTF-EBCDIC"},
    {{0x0E, 0xFE, 0xFF, 0}, 3, "SCSU"}, {{0xEF, 0xBB, 0xBF, 0}, 3, "UTF-8"},
    {{0xF7, 0x64, 0x4C, 0}, 3, "UTF-1"}, {{0xFB, 0xEE, 0x28, 0}, 3, "BOCU"},
    {{0xFE, 0xFF, 0, 0}, 2, "UTF-16"}, {{0xFF, 0xFE, 0, 0}, 2, "UTF-16"},
};

bool lexer_init(Lexer *lx, Arena *arena, const char *source, size_t len)
{
    memset(lx, 0, sizeof *lx);
    lx->arena = arena;
    lx->source = source;
    lx->source_len = len;
    size_t start = 0;
    for (size_t i = 0; i < sizeof BOMS / sizeof BOMS[0]; i++) {
        if (len < BOMS[i].len || memcmp(source, BOMS[i].bytes, BOMS[i].len) != 0) continue;
        /* the reference's message, without a location; the bytes as Ruby's "%X" prints them */
        const unsigned char *b = (const unsigned char *)source;
        char bytes[16] = "";
        for (size_t k = 0; k < BOMS[i].len; k++)
            snprintf(bytes + strlen(bytes), sizeof bytes - strlen(bytes), "%s%X", k ? " " : "", b[k]);
        lexer_fail(lx, SIZE_MAX, "Illegal %s Byte Order mark at beginning of input: [%s] - "
                   "remove these from the puppet source", BOMS[i].name, bytes);
        return false;
    }
    /* line starts: one pass with memchr */
    size_t lines = 1;
    for (const char *p = source + start; (p = memchr(p, '\n', (size_t)(source + len - p))) != NULL; p++) {
        lines++;
    }
    lx->line_starts = arena_alloc(arena, lines * sizeof(uint32_t));
    LexBuffer *b = &lx->buffers[0];
    lx->buffer_count = 1;
    b->text = source;
    b->len = len;
    b->pos = start;
    b->start = start;
    b->line_lexical_start = start;
    b->line_blanks_end = SIZE_MAX;
    b->newline_jump = SIZE_MAX;
    b->after = TOK_EOF;
    if (!lx->line_starts) {
        lx->out_of_memory = true;
        lx->failed = true;
        snprintf(lx->error, sizeof lx->error, "Out of memory while parsing");
        return false;
    }
    lx->line_starts[0] = (uint32_t)start;
    lx->line_count = 1;
    for (const char *p = source + start; (p = memchr(p, '\n', (size_t)(source + len - p))) != NULL; p++) {
        lx->line_starts[lx->line_count++] = (uint32_t)(p + 1 - source);
    }
    lx->cache_line = 0;
    lx->cache_offset = start;
    lx->cache_col = 1;
    /* The reference reads the source as UTF-8 and stops with this message on a bad byte. */
    const unsigned char *s = (const unsigned char *)source;
    for (size_t i = start; i < len;) {
        if (s[i] < 0x80) { i++; continue; }
        size_t l = lexer_utf8_len(s, len, i);
        if (l == 0) {
            lexer_fail(lx, i, "invalid byte sequence in UTF-8");
            return false;
        }
        i += l;
    }
    return true;
}


static bool transformable(TokenKind k)
{
    /* transform_to_variable: NUMBER, NAME, WORD and keywords. TOK_BOOLEAN is a keyword to the
     * reference, which then crashes on `${true}`; here it stays a boolean (reference-notes). */
    return k == TOK_NUMBER || k == TOK_NAME || k == TOK_WORD || (k >= TOK_CASE && k <= TOK_PRIVATE);
}

static void error_token(Lexer *lx, Token *t)
{
    memset(t, 0, sizeof *t);
    t->kind = TOK_ERROR;
    t->text = "";
    t->span = lx->error_span;
}

/* The next token, without the ${name} transformation. */
static void next_raw(Lexer *lx, Token *t)
{
    for (;;) {
        if (lx->failed) { error_token(lx, t); return; }
        if (lx->queue_count) {
            /* tokens an EPP tag's end queued (lexer_epp.c) come before any code after it */
            *t = lx->queue[lx->queue_head];
            lx->queue_head = (lx->queue_head + 1) % LEX_QUEUE_MAX;
            lx->queue_count--;
            return;
        }
        LexBuffer *b = &lx->buffers[lx->buffer_count - 1];
        if (b->pending != LEX_PENDING_NONE) {
            lexer_string_part(lx, t);
            if (lx->failed) { error_token(lx, t); return; }
            return;
        }
        if (b->pos >= b->len) {
            LexInterp *in = lx->interp_count ? &lx->interps[lx->interp_count - 1] : NULL;
            if (in && in->buffer == lx->buffer_count - 1) {
                if (in->dq) {
                    /* the string never closed: the reference's message shows the last text
                     * its scanner matched */
                    char q[LEX_MESSAGE_MAX];
                    if (lx->matched && lx->matched_len == 1 && lx->matched[0] == '\'') {
                        snprintf(q, sizeof q, "\"'\"");
                    } else {
                        snprintf(q, sizeof q, "'%.*s'", lx->matched ? (int)lx->matched_len : 0,
                                 lx->matched ? lx->matched : "");
                    }
                    lexer_fail(lx, b->pos, "Unclosed quote after %s followed by '<eof>'", q);
                    continue;
                }
                /* a heredoc text ends inside ${: the reference closes the string there */
                lx->interp_count--;
                lx->check_transform = false;
                b->pending = LEX_PENDING_UQ_TAIL;
                b->string_first = false;   /* the string's DQPOST, empty, at the text's end */
                b->string_start = b->pos;
                continue;
            }
            if (lexer_epp_unclosed(lx)) continue;
            memset(t, 0, sizeof *t);
            t->kind = TOK_EOF;
            t->text = "";
            span_of(lx, &t->span, b->len, b->len);
            return;
        }
        /* a '}' that closes an interpolation resumes its string instead of being a token */
        if (b->text[b->pos] == '}' && lx->interp_count) {
            LexInterp *in = &lx->interps[lx->interp_count - 1];
            if (in->buffer == lx->buffer_count - 1 && b->brace_count - 1 == in->brace_base) {
                b->brace_count--;
                b->pos++;
                b->after = TOK_RBRACE;
                lx->interp_count--;
                b->pending = in->dq ? LEX_PENDING_DQ_TAIL : LEX_PENDING_UQ_TAIL;
                b->string_first = false;
                b->string_start = b->pos;
                lx->closed_by_brace = true;
                continue;
            }
        }
        bool produced = lexer_code_token(lx, b, t);
        if (!produced && !lx->failed && lx->interp_count &&
            lx->interps[lx->interp_count - 1].buffer == lx->buffer_count - 1) {
            /* inside ${...} the reference skips blanks after anything that is no token (its
             * enqueue_until), which resets what its scanner last matched */
            size_t e = lexer_skip_ws(b, b->pos);
            if (e > b->pos) lexer_set_matched(lx, b->text + b->pos, e - b->pos); else lx->matched = NULL;
            b->pos = e;
        }
        if (produced) {
            if (lx->failed) { error_token(lx, t); return; }
            /* Heredoc tokens come from their own buffer, which keeps its own context; the parts
             * of a string leave the context alone until the string ends (the reference queues
             * them and only then hands them out). */
            if (t->kind != TOK_HEREDOC && t->kind != TOK_DQPRE) b->after = t->kind;
            return;
        }
    }
}

/* The next token with the `${name}` transformation. */
static void next_cooked(Lexer *lx, Token *t)
{
    if (lx->queue_count) {
        *t = lx->queue[lx->queue_head];
        lx->queue_head = (lx->queue_head + 1) % LEX_QUEUE_MAX;
        lx->queue_count--;
        return;
    }
    bool first_in_interp = lx->check_transform;
    lx->check_transform = false;
    next_raw(lx, t);
    if (!first_in_interp || !transformable(t->kind)) return;
    /* ${x}, ${x[1]}, ${x.m}: a lone name or number, or one followed by '[' or '.', is a
     * variable (interpolation_support.rb transform_to_variable) */
    Token second;
    lx->closed_by_brace = false;
    next_raw(lx, &second);
    bool alone = (second.kind == TOK_DQMID || second.kind == TOK_DQPOST) && lx->closed_by_brace;
    if (alone || second.kind == TOK_DOT || second.kind == TOK_LBRACK) {
        t->kind = TOK_VARIABLE;
    }
    /* the second token goes first: lexing it may have queued a variable that follows it */
    lx->queue_head = (lx->queue_head + LEX_QUEUE_MAX - 1) % LEX_QUEUE_MAX;
    lx->queue[lx->queue_head] = second;
    lx->queue_count++;
}

static bool fifo_push(Lexer *lx, const Token *t)
{
    if (lx->fifo_count == lx->fifo_cap) {
        size_t cap = lx->fifo_cap ? lx->fifo_cap * 2 : 32;
        Token *n = arena_alloc(lx->arena, cap * sizeof *n);
        if (!n) {
            lx->out_of_memory = true;
            lexer_fail(lx, SIZE_MAX, "Out of memory while parsing");
            return false;
        }
        for (size_t i = 0; i < lx->fifo_count; i++) n[i] = lx->fifo[(lx->fifo_head + i) % lx->fifo_cap];
        lx->fifo = n;
        lx->fifo_cap = cap;
        lx->fifo_head = 0;
    }
    lx->fifo[(lx->fifo_head + lx->fifo_count) % lx->fifo_cap] = *t;
    lx->fifo_count++;
    return true;
}

void lexer_next(Lexer *lx, Token *t)
{
    if (lx->fifo_count) {
        *t = lx->fifo[lx->fifo_head];
        lx->fifo_head = (lx->fifo_head + 1) % lx->fifo_cap;
        lx->fifo_count--;
        return;
    }
    next_cooked(lx, t);
    if (t->kind != TOK_DQPRE && t->kind != TOK_HEREDOC) return;
    /* The reference lexes a whole interpolated string or heredoc, nested ones included, as
     * soon as it meets its start, so that a lexical error anywhere in it is reported before
     * any syntax error inside it: so does this, keeping the tokens for later. */
    int open = 1;
    bool after_heredoc = t->kind == TOK_HEREDOC;
    while (open > 0) {
        Token u;
        next_cooked(lx, &u);
        if (u.kind == TOK_ERROR || u.kind == TOK_EOF) {
            if (u.kind == TOK_ERROR) {
                lx->fifo_count = 0;
                *t = u;
                return;
            }
            if (!fifo_push(lx, &u)) { next_cooked(lx, t); lx->fifo_count = 0; return; }
            break;
        }
        if (!fifo_push(lx, &u)) { next_cooked(lx, t); lx->fifo_count = 0; return; }
        if (u.kind == TOK_DQPRE) {
            if (!after_heredoc) open++;
        } else if (u.kind == TOK_DQPOST) {
            open--;
        } else if (u.kind == TOK_STRING && after_heredoc) {
            open--;
        } else if (u.kind == TOK_HEREDOC) {
            open++;
            after_heredoc = true;
            continue;
        }
        after_heredoc = false;
    }
}
