/* lexer_string.c: strings, escapes, interpolation parts and heredocs of the Puppet lexer.
 *
 * Follows the reference's slurp_support.rb, interpolation_support.rb and heredoc_support.rb:
 * a string is cut at `$name` and `${` into DQPRE / DQMID / DQPOST parts; escapes are processed
 * per part; a heredoc's text is found on the lines after the current one, its margin and
 * trailing line break removed, and lexed as a buffer of its own whose positions map back to
 * the source. Unknown escapes keep their backslash (with a warning in "..." strings).
 */
#include "syntax/lexer.h"

#include <stdio.h>
#include <string.h>

/* ---- escapes ---- */

/* The escapes a string kind processes; "\n" stands for both line-break continuations. */
static const char DQ_ESCAPES[] = "\\$'\"rntsu\n";

static bool is_hex(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

static size_t utf8_char_len(unsigned char c)
{
    return c < 0x80 ? 1 : c < 0xE0 ? 2 : c < 0xF0 ? 3 : 4;
}

static size_t put_utf8(char *out, uint32_t cp)
{
    if (cp < 0x80) { out[0] = (char)cp; return 1; }
    if (cp < 0x800) {
        out[0] = (char)(0xC0 | (cp >> 6));
        out[1] = (char)(0x80 | (cp & 0x3F));
        return 2;
    }
    if (cp < 0x10000) {
        out[0] = (char)(0xE0 | (cp >> 12));
        out[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        out[2] = (char)(0x80 | (cp & 0x3F));
        return 3;
    }
    out[0] = (char)(0xF0 | (cp >> 18));
    out[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
    out[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
    out[3] = (char)(0x80 | (cp & 0x3F));
    return 4;
}

/* One pass of the reference's \u replacement,
 *   gsub(/((?:[^\\]|^)(?:[\\]{2})*)\\u(?:([\da-fA-F]{4})|\{([\da-fA-F]{1,6})\})/m)
 * which the reference repeats until nothing changes (adjacent escapes need a second pass,
 * because each match swallows the character before its backslashes). Writes into out (never
 * longer than in); returns the new length, or SIZE_MAX when a code point is not valid UTF-8
 * (a surrogate or above U+10FFFF: the reference then fails with "invalid byte sequence"). */
static size_t unicode_pass(const char *in, size_t n, char *out, bool *changed)
{
    size_t o = 0, p = 0;
    *changed = false;
    while (p < n) {
        /* try a match starting at p: first alternative consumes a non-backslash, second is
         * the line start (^) */
        for (int alt = 0; alt < 2; alt++) {
            size_t q = p;
            if (alt == 0) {
                if (in[q] == '\\') continue;
                q += utf8_char_len((unsigned char)in[q]);
            } else if (!(p == 0 || in[p - 1] == '\n')) {
                continue;
            }
            size_t run = 0;
            while (q + run < n && in[q + run] == '\\') run++;
            if (run % 2 == 0) continue;
            size_t u = q + run;   /* just past the odd backslash */
            if (u >= n || in[u] != 'u') continue;
            uint32_t cp = 0;
            size_t end = 0;
            if (u + 4 < n) {
                bool four = true;
                for (size_t k = 1; four && k <= 4; k++) four = is_hex(in[u + k]);
                if (four) {
                    for (size_t k = 1; k <= 4; k++) {
                        char c = in[u + k];
                        cp = cp * 16 + (uint32_t)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
                    }
                    end = u + 5;
                }
            }
            if (!end && u + 1 < n && in[u + 1] == '{') {
                size_t k = u + 2, digits = 0;
                uint32_t v = 0;
                while (k < n && is_hex(in[k]) && digits < 6) {
                    char c = in[k];
                    v = v * 16 + (uint32_t)(c <= '9' ? c - '0' : (c | 0x20) - 'a' + 10);
                    k++;
                    digits++;
                }
                if (digits >= 1 && k < n && in[k] == '}') {
                    cp = v;
                    end = k + 1;
                }
            }
            if (!end) continue;
            if (cp > 0x10FFFF || (cp >= 0xD800 && cp <= 0xDFFF)) return SIZE_MAX;
            /* keep group 1 (the char before and the backslash pairs), replace the escape */
            memmove(out + o, in + p, u - 1 - p);
            o += u - 1 - p;
            o += put_utf8(out + o, cp);
            p = end;
            *changed = true;
            goto next;
        }
        /* no match at p: copy one character */
        {
            size_t l = utf8_char_len((unsigned char)in[p]);
            if (p + l > n) l = n - p;
            memmove(out + o, in + p, l);
            o += l;
            p += l;
        }
    next:;
    }
    return o;
}

/* Processes the escapes of one string part (slurp_support.rb #slurp). escapes lists the escape
 * characters in force ('\n' standing for the line-break continuations \n and \r\n); warn makes
 * unknown escapes warn (double-quoted strings). warn_pos is where warnings are reported.
 * Returns the arena copy (length in *out_len), or NULL when the lexer failed. */
static char *process_escapes(Lexer *lx, const char *text, size_t n, const char *escapes, bool warn,
                             size_t warn_pos, size_t *out_len)
{
    char *buf = arena_alloc(lx->arena, n + 1);
    if (!buf) {
        lx->out_of_memory = true;
        lexer_fail(lx, SIZE_MAX, "Out of memory while parsing");
        return NULL;
    }
    if (!memchr(text, '\\', n)) {
        memcpy(buf, text, n);
        buf[n] = '\0';
        *out_len = n;
        return buf;
    }
    size_t len = n;
    memcpy(buf, text, n);
    if (strchr(escapes, 'u')) {
        /* the reference loops until no change; a pathological chain of escapes producing
         * backslashes could make that quadratic, so the passes are capped */
        char *tmp = arena_alloc(lx->arena, n + 1);
        if (!tmp) {
            lx->out_of_memory = true;
            lexer_fail(lx, SIZE_MAX, "Out of memory while parsing");
            return NULL;
        }
        for (int pass = 0; pass < 32; pass++) {
            bool changed;
            size_t l = unicode_pass(buf, len, tmp, &changed);
            if (l == SIZE_MAX) {
                lexer_fail(lx, SIZE_MAX, "invalid byte sequence in UTF-8");   /* Ruby's, unlocated */
                return NULL;
            }
            if (!changed) break;
            memcpy(buf, tmp, l);
            len = l;
        }
    }
    /* gsub(/\\([^\r\n]|(?:\r?\n))/m): each backslash and the character after it */
    size_t o = 0;
    for (size_t i = 0; i < len;) {
        if (buf[i] != '\\' || i + 1 >= len) { buf[o++] = buf[i++]; continue; }
        char c = buf[i + 1];
        size_t clen;
        bool newline = false;
        if (c == '\n') { clen = 1; newline = true; }
        else if (c == '\r') {
            if (i + 2 < len && buf[i + 2] == '\n') { clen = 2; newline = true; }
            else { buf[o++] = buf[i++]; continue; }   /* \ + lone \r: no escape */
        } else {
            clen = utf8_char_len((unsigned char)c);
            if (i + 1 + clen > len) clen = len - i - 1;
        }
        bool known = newline ? strchr(escapes, '\n') != NULL
                             : (clen == 1 && c != '\0' && strchr(escapes, c) != NULL);
        if (known) {
            switch (c) {
            case 'r': buf[o++] = '\r'; break;
            case 'n': buf[o++] = '\n'; break;
            case 't': buf[o++] = '\t'; break;
            case 's': buf[o++] = ' '; break;
            case 'u':
                lexer_warn(lx, warn_pos, "Unicode escape '\\u' was not followed by 4 hex digits or 1-6 hex digits in {} or was > 10ffff");
                buf[o++] = '\\';
                buf[o++] = 'u';
                break;
            case '\n': case '\r': break;   /* a continued line */
            default: buf[o++] = c; break;
            }
        } else {
            if (warn) {
                lexer_warn(lx, warn_pos, "Unrecognized escape sequence '\\%.*s'", (int)clen, buf + i + 1);
            }
            buf[o++] = '\\';
            memmove(buf + o, buf + i + 1, clen);
            o += clen;
        }
        i += 1 + clen;
    }
    buf[o] = '\0';
    *out_len = o;
    return buf;
}

/* ---- string parts ---- */

typedef enum Terminator { TERM_NONE, TERM_QUOTE, TERM_DOLLAR, TERM_DOLLAR_BRACE, TERM_END } Terminator;

/* Finds the end of a string part from pos: the reference's SLURP_DQ_PATTERN (a '"' or '$' not
 * escaped by an odd run of backslashes), SLURP_UQ_PATTERN (the same for '$' and the end),
 * SLURP_UQNE_PATTERN (any '$' or the end) or SLURP_ALL_PATTERN (the end). *at is where the
 * terminator starts. */
static Terminator find_terminator(const LexBuffer *b, size_t pos, bool dq, size_t *at)
{
    const char *t = b->text;
    size_t n = b->len;
    bool escaped_dollar = dq || (b->uq_escapes && strchr(b->uq_escapes, '$'));
    bool interpolate = dq || b->uq_interpolate;
    if (dq || (interpolate && escaped_dollar)) {
        /* The reference's pattern starts with (?:[^\\]|^): at the scan start its first
         * alternative swallows one character, even a quote or a '$', when a terminator follows
         * it; so `"""` is a string holding `"`, and in `"${x}"$y` the quote after the brace
         * does not close the string (bug-compatible). */
        size_t q = pos + 1, k = 0;
        if (pos < n && t[pos] != '\\') {
            while (q + k < n && t[q + k] == '\\') k++;
            if (k % 2 == 0 && q + k < n) {
                char c = t[q + k];
                if (c == '"' && dq) { *at = q + k; return TERM_QUOTE; }
                if (c == '$' && interpolate) {
                    *at = q + k;
                    return (q + k + 1 < n && t[q + k + 1] == '{') ? TERM_DOLLAR_BRACE : TERM_DOLLAR;
                }
            }
        }
    }
    for (size_t i = pos; i < n; i++) {
        char c = t[i];
        if (c == '\\' && (dq || escaped_dollar)) {
            i++;   /* the escaped character never terminates */
            continue;
        }
        if (c == '"' && dq) { *at = i; return TERM_QUOTE; }
        if (c == '$' && interpolate) {
            *at = i;
            return (i + 1 < n && t[i + 1] == '{') ? TERM_DOLLAR_BRACE : TERM_DOLLAR;
        }
    }
    *at = n;
    return dq ? TERM_NONE : TERM_END;
}

/* Where the reference's slurp pattern match starts for a terminator at `at` when the scan
 * started at `from`: the character before the terminator's backslash pairs, unless that is
 * before the scan start. Its scanner's `matched` (shown by "Unclosed quote after ...") is the
 * text from there through the terminator. */
static size_t slurp_match_start(const char *t, size_t from, size_t at)
{
    size_t p = at;
    while (p > from && t[p - 1] == '\\') p--;
    if ((at - p) % 2 == 1) p++;   /* an odd run: the first backslash is the "before" char */
    return p > from ? p - 1 : from;
}

/* Appends processed text to the part being built (false-start '$' joins parts). */
typedef struct PartText { char *text; size_t len, cap; } PartText;

static bool part_append(Lexer *lx, PartText *p, const char *s, size_t n)
{
    if (p->len + n + 1 > p->cap) {
        size_t cap = (p->len + n + 1) * 2;
        char *m = arena_realloc(lx->arena, p->text, p->cap, cap);
        if (!m) {
            lx->out_of_memory = true;
            lexer_fail(lx, SIZE_MAX, "Out of memory while parsing");
            return false;
        }
        p->text = m;
        p->cap = cap;
    }
    memcpy(p->text + p->len, s, n);
    p->len += n;
    p->text[p->len] = '\0';
    return true;
}

static void unclosed_quote(Lexer *lx, size_t pos)
{
    char followed[64];
    char after[LEX_MESSAGE_MAX];
    lexer_followed_by(lx, pos, followed, sizeof followed);
    if (lx->matched && lx->matched_len == 1 && lx->matched[0] == '\'') {
        snprintf(after, sizeof after, "\"'\"");
    } else {
        snprintf(after, sizeof after, "'%.*s'", lx->matched ? (int)(lx->matched_len > 200 ? 200 : lx->matched_len) : 0,
                 lx->matched ? lx->matched : "");
    }
    lexer_fail(lx, pos, "Unclosed quote after %s followed by '%s'", after, followed);
}

/* Scans one part of the current string (first or following) and produces its token. */
static void string_part(Lexer *lx, Token *t, bool dq)
{
    LexBuffer *b = &lx->buffers[lx->buffer_count - 1];
    bool first = b->string_first;
    PartText part = {0};
    const char *escapes = dq ? DQ_ESCAPES : (b->uq_escapes ? b->uq_escapes : "");
    if (!part_append(lx, &part, "", 0)) return;
    for (;;) {
        size_t at;
        size_t from = b->pos;
        Terminator term = find_terminator(b, from, dq, &at);
        if (term == TERM_NONE) {
            unclosed_quote(lx, from);
            return;
        }
        size_t term_len = term == TERM_QUOTE || term == TERM_DOLLAR ? 1 : term == TERM_DOLLAR_BRACE ? 2 : 0;
        size_t plen;
        char *processed = process_escapes(lx, b->text + from, at - from, escapes, dq, at + term_len, &plen);
        if (!processed || !part_append(lx, &part, processed, plen)) return;
        b->pos = at + term_len;
        if (term_len) {
            size_t m = slurp_match_start(b->text, from, at);
            lx->matched = b->text + m;
            lx->matched_len = b->pos - m;
        }
        if (term == TERM_DOLLAR) {
            size_t vend = lexer_scan_variable(b->text, b->len, at + 1);
            if (vend == at + 1) {
                /* a '$' that starts no variable is text */
                lx->matched = NULL;
                if (!part_append(lx, &part, "$", 1)) return;
                continue;
            }
            lx->matched = b->text + at + 1;
            lx->matched_len = vend - at - 1;
            lexer_make_token(lx, t, first ? TOK_DQPRE : TOK_DQMID, b->string_start, at);
            t->text = part.text;
            t->len = part.len;
            Token var;
            lexer_make_token(lx, &var, TOK_VARIABLE, at, vend);
            var.text++;
            var.len--;
            lexer_enqueue(lx, &var);
            b->pos = vend;
            b->pending = dq ? LEX_PENDING_DQ_TAIL : LEX_PENDING_UQ_TAIL;
            b->string_first = false;
            b->string_start = vend;
            return;
        }
        if (term == TERM_DOLLAR_BRACE) {
            lexer_make_token(lx, t, first ? TOK_DQPRE : TOK_DQMID, b->string_start, b->pos);
            t->text = part.text;
            t->len = part.len;
            b->pending = LEX_PENDING_NONE;
            lexer_push_interp(lx, dq);
            return;
        }
        /* the end of the string */
        TokenKind kind = first ? TOK_STRING : TOK_DQPOST;
        lexer_make_token(lx, t, kind, b->string_start, b->pos);
        t->text = part.text;
        t->len = part.len;
        b->pending = LEX_PENDING_NONE;
        if (dq) {
            b->after = kind;
        } else {
            /* the heredoc's text is done: back to the buffer it came from */
            lx->buffer_count--;
            lx->buffers[lx->buffer_count - 1].after = kind;
        }
        return;
    }
}

void lexer_string_dq(Lexer *lx, Token *t)
{
    LexBuffer *b = &lx->buffers[lx->buffer_count - 1];
    b->string_start = b->pos;
    lx->matched = b->text + b->pos;   /* scan(/"/) */
    lx->matched_len = 1;
    b->pos++;
    b->string_first = true;
    string_part(lx, t, true);
}

void lexer_string_part(Lexer *lx, Token *t)
{
    LexBuffer *b = &lx->buffers[lx->buffer_count - 1];
    LexPending p = b->pending;
    b->pending = LEX_PENDING_NONE;
    if (p == LEX_PENDING_UQ_FIRST) b->string_first = true;
    string_part(lx, t, p == LEX_PENDING_DQ_TAIL);
}

void lexer_string_sq(Lexer *lx, Token *t)
{
    LexBuffer *b = &lx->buffers[lx->buffer_count - 1];
    size_t before = b->pos;
    const char *s = b->text;
    size_t i = before + 1;
    /* as for "...": the first character is swallowed when a quote follows it, so that three
     * single quotes make a string holding one */
    size_t k = 0;
    if (i < b->len && s[i] != '\\') {
        while (i + 1 + k < b->len && s[i + 1 + k] == '\\') k++;
    }
    if (i < b->len && s[i] != '\\' && k % 2 == 0 && i + 1 + k < b->len && s[i + 1 + k] == '\'') {
        i = i + 1 + k;
    } else {
        for (; i < b->len; i++) {
            if (s[i] == '\\') { i++; continue; }
            if (s[i] == '\'') break;
        }
    }
    if (i >= b->len) {
        lx->matched = s + before;
        lx->matched_len = 1;
        unclosed_quote(lx, before + 1);
        return;
    }
    {
        size_t m = slurp_match_start(s, before + 1, i);
        lx->matched = s + m;
        lx->matched_len = i + 1 - m;
    }
    /* only \\ and \' are escapes in single quotes */
    size_t n = i - before - 1;
    char *v = arena_alloc(lx->arena, n + 1);
    if (!v) {
        lx->out_of_memory = true;
        lexer_fail(lx, SIZE_MAX, "Out of memory while parsing");
        return;
    }
    size_t o = 0;
    for (size_t k = before + 1; k < i; k++) {
        if (s[k] == '\\' && k + 1 < i && (s[k + 1] == '\\' || s[k + 1] == '\'')) k++;
        v[o++] = s[k];
    }
    v[o] = '\0';
    b->pos = i + 1;
    lexer_make_token(lx, t, TOK_STRING, before, i + 1);
    t->text = v;
    t->len = o;
}

/* ---- heredoc ---- */

static bool is_word(char c)
{
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_';
}

static size_t skip_blanks(const char *t, size_t n, size_t p)
{
    size_t l;
    while (p < n && (l = lexer_blank_len(t, n, p)) > 0) p += l;
    return p;
}

typedef struct HeredocSpec {
    size_t tag, tag_len;
    size_t syntax, syntax_len;   /* syntax_len 0: none */
    bool has_escapes;
    size_t escapes, escapes_len;
} HeredocSpec;

/* PATTERN_HEREDOC = @\(([^:/\r\n\)]+)(?::[[:blank:]]*([a-z][a-zA-Z0-9_+]+)[[:blank:]]*)?
 *                   (?:/((?:\w|[$])*)[[:blank:]]*)?\)   matched at s (where "@(" is). */
static bool match_heredoc_spec(const char *t, size_t end, size_t s, HeredocSpec *spec)
{
    size_t p = s + 2;
    size_t tag = p;
    while (p < end && !strchr(":/\r\n)", t[p])) p++;
    if (p == tag) return false;
    memset(spec, 0, sizeof *spec);
    spec->tag = tag;
    spec->tag_len = p - tag;
    if (p < end && t[p] == ':') {
        size_t q = skip_blanks(t, end, p + 1);
        if (q < end && t[q] >= 'a' && t[q] <= 'z') {
            size_t r = q + 1;
            while (r < end && (is_word(t[r]) || t[r] == '+')) r++;
            if (r > q + 1) {
                spec->syntax = q;
                spec->syntax_len = r - q;
                p = skip_blanks(t, end, r);
            }
        }
    }
    if (p < end && t[p] == '/') {
        size_t q = p + 1;
        while (q < end && (is_word(t[q]) || t[q] == '$')) q++;
        spec->has_escapes = true;
        spec->escapes = p + 1;
        spec->escapes_len = q - p - 1;
        p = skip_blanks(t, end, q);
    }
    return p < end && t[p] == ')' && p + 1 == end;
}

static bool is_space(char c)
{
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r' || c == '\0';
}

/* Matches the end line ([[:blank:]]*)(?:([|])[[:blank:]]*)?(?:(\-)[[:blank:]]*)?TAG
 * [[:blank:]]*\r?(?:\n|\z) anywhere in line[0, n) (the reference does not anchor it). */
static bool match_end_line(const char *line, size_t n, const char *tag, size_t tag_len,
                           size_t *leading_at, size_t *leading_len, bool *margin, bool *trim)
{
    /* Every start inside a run of blanks skips to the run's end, so a start that fails fails
     * for the whole run: the next start to try is past it (one pass over a line of 150,000
     * blanks, not one per blank). */
    for (size_t p = 0, b; p <= n; p = b > p ? b + 1 : p + 1) {
        b = skip_blanks(line, n, p);
        for (int combo = 0; combo < 4; combo++) {
            bool want_margin = combo < 2, want_trim = combo % 2 == 0;
            size_t q = b;
            if (want_margin) {
                if (q >= n || line[q] != '|') continue;
                q = skip_blanks(line, n, q + 1);
            }
            if (want_trim) {
                if (q >= n || line[q] != '-') continue;
                q = skip_blanks(line, n, q + 1);
            }
            if (q + tag_len > n || memcmp(line + q, tag, tag_len) != 0) continue;
            q = skip_blanks(line, n, q + tag_len);
            if (q < n && line[q] == '\r') q++;
            if (q == n || (line[q] == '\n' && q + 1 == n)) {
                *leading_at = p;
                *leading_len = b - p;
                *margin = want_margin;
                *trim = want_trim;
                return true;
            }
        }
    }
    return false;
}

static void *alloc_or_fail(Lexer *lx, size_t size)
{
    void *p = arena_calloc(lx->arena, 1, size ? size : 1);
    if (!p) {
        lx->out_of_memory = true;
        lexer_fail(lx, SIZE_MAX, "Out of memory while parsing");
    }
    return p;
}

void lexer_heredoc(Lexer *lx, Token *t)
{
    LexBuffer *b = &lx->buffers[lx->buffer_count - 1];
    const char *s = b->text;
    size_t before = b->pos;
    const char *close = memchr(s + before, ')', b->len - before);
    if (!close) {
        char followed[64];
        lexer_followed_by(lx, before, followed, sizeof followed);
        lexer_fail(lx, before, "Unclosed parenthesis after '@(' followed by '%s'", followed);
        return;
    }
    size_t after_spec = (size_t)(close - s) + 1;
    HeredocSpec spec;
    bool found = false;
    for (size_t at = before; at + 1 < after_spec; at++) {
        if (s[at] == '@' && s[at + 1] == '(' && match_heredoc_spec(s, after_spec, at, &spec)) {
            found = true;
            break;
        }
    }
    if (!found) {
        lexer_fail(lx, after_spec, "Invalid syntax in heredoc expected @(endtag[:syntax][/escapes])");
        return;
    }
    /* endtag.strip, then the "tag" form means interpolation */
    size_t tb = spec.tag, te = spec.tag + spec.tag_len;
    while (tb < te && is_space(s[tb]) && s[tb] != '\0') tb++;
    while (te > tb && is_space(s[te - 1])) te--;
    bool dq_style = false;
    if (te - tb >= 2 && s[tb] == '"' && s[te - 1] == '"') {
        dq_style = true;
        tb++;
        te--;
        while (tb < te && is_space(s[tb]) && s[tb] != '\0') tb++;
        while (te > tb && is_space(s[te - 1])) te--;
    }
    if (te == tb) {
        lexer_fail(lx, after_spec, "Heredoc with an empty endtag");
        return;
    }
    /* escapes: "" means all of them; each may appear once */
    char *escapes = NULL;
    if (spec.has_escapes) {
        const char *e = spec.escapes_len ? s + spec.escapes : "trnsuL$";
        size_t el = spec.escapes_len ? spec.escapes_len : 7;
        for (size_t i = 0; i < el; i++) {
            for (size_t j = i + 1; j < el; j++) {
                if (e[i] == e[j]) {
                    char list[LEX_MESSAGE_MAX];
                    size_t o = 0;
                    for (size_t k = 0; k < el && o + 4 < sizeof list; k++) {
                        if (k) { list[o++] = ','; list[o++] = ' '; }
                        list[o++] = e[k];
                    }
                    list[o] = '\0';
                    lexer_fail(lx, after_spec, "An escape char for @ may only appear once. Got '%s'", list);
                    return;
                }
            }
        }
        escapes = alloc_or_fail(lx, el + 3);
        if (!escapes) return;
        size_t o = 0;
        escapes[o++] = '\\';
        for (size_t i = 0; i < el; i++) {
            char c = e[i];
            if (c == 't' || c == 'r' || c == 'n' || c == 's' || c == 'u' || c == '$') escapes[o++] = c;
            else if (c == 'L') escapes[o++] = '\n';
            else {
                lexer_fail(lx, after_spec, "Invalid heredoc escape char. Only t, r, n, s,  u, L, $ allowed. Got '%c'", c);
                return;
            }
        }
        escapes[o] = '\0';
    }
    /* the text starts on the next line, or after the previous heredoc of this line */
    size_t text_start;
    if (b->newline_jump != SIZE_MAX) {
        text_start = b->newline_jump;
    } else {
        const char *nl = memchr(s + after_spec, '\n', b->len - after_spec);
        if (!nl) {
            lexer_fail(lx, after_spec, "Heredoc without any following lines of text");
            return;
        }
        text_start = (size_t)(nl - s) + 1;
    }
    /* find the end line */
    size_t line = text_start, nlines = 0, leading = 0, leading_at = 0, end_line_end = 0;
    bool margin = false, trim = false, ended = false;
    while (line < b->len) {
        const char *nl = memchr(s + line, '\n', b->len - line);
        size_t line_end = nl ? (size_t)(nl - s) + 1 : b->len;
        if (match_end_line(s + line, line_end - line, s + tb, te - tb, &leading_at, &leading, &margin, &trim)) {
            end_line_end = line_end;
            ended = true;
            break;
        }
        nlines++;
        line = line_end;
    }
    if (!ended) {
        lexer_fail(lx, text_start, "Heredoc without end-tagged line");
        return;
    }
    size_t text_end = line;   /* start of the end line */
    /* The margin removed from each line is the end line's leading blanks, when the line starts
     * with exactly them ("text in the margin" leaves a line untouched, bug-compatible). */
    const char *lead = margin && leading > 0 ? s + text_end + leading_at : NULL;
    char *text = alloc_or_fail(lx, text_end - text_start + 1);
    uint32_t *line_starts = alloc_or_fail(lx, (nlines + 2) * sizeof(uint32_t));
    uint32_t *margins = alloc_or_fail(lx, (nlines + 2) * sizeof(uint32_t));
    uint32_t *acc = alloc_or_fail(lx, (nlines + 3) * sizeof(uint32_t));
    if (!text || !line_starts || !margins || !acc) return;
    size_t o = 0;
    uint32_t count = 0;
    for (size_t l = text_start; l < text_end;) {
        const char *nl = memchr(s + l, '\n', text_end - l);
        size_t le = nl ? (size_t)(nl - s) + 1 : text_end;
        size_t m = 0;
        if (lead && le - l >= leading && memcmp(s + l, lead, leading) == 0) m = leading;
        line_starts[count] = (uint32_t)o;
        margins[count] = (uint32_t)m;
        count++;
        memcpy(text + o, s + l + m, le - l - m);
        o += le - l - m;
        l = le;
    }
    if (trim) {
        if (o > 0 && text[o - 1] == '\n') {
            o--;
            if (o > 0 && text[o - 1] == '\r') o--;
        }
    }
    text[o] = '\0';
    /* a final empty line after the last line break (the locator counts it) */
    if (count == 0 || (o > 0 && text[o - 1] == '\n')) {
        line_starts[count] = (uint32_t)o;
        margins[count] = 0;
        count++;
    }
    acc[0] = 0;
    for (uint32_t i = 0; i < count; i++) acc[i + 1] = acc[i] + margins[i];
    if (lx->buffer_count >= LEX_MAX_BUFFERS) {
        lexer_fail(lx, before, "Heredocs nested too deeply");
        return;
    }
    /* the HEREDOC token: its value is the syntax */
    lexer_make_token(lx, t, TOK_HEREDOC, before, after_spec);
    t->text = spec.syntax_len ? s + spec.syntax : "";
    t->len = spec.syntax_len;
    b->pos = after_spec;
    b->newline_jump = end_line_end;
    lexer_add_trivia(lx, b, LEX_TRIVIA_HEREDOC_TEXT, text_start, end_line_end, before);
    LexBuffer *h = &lx->buffers[lx->buffer_count++];
    memset(h, 0, sizeof *h);
    h->text = text;
    h->len = o;
    h->newline_jump = SIZE_MAX;
    h->line_blanks_end = SIZE_MAX;
    h->after = TOK_EOF;
    h->pending = LEX_PENDING_UQ_FIRST;
    h->uq_escapes = escapes;
    h->uq_interpolate = dq_style;
    h->is_heredoc = true;
    h->leading_offset = text_start;
    h->has_margin = margin;
    h->line_starts = line_starts;
    h->margin = margins;
    h->acc_margin = acc;
    h->line_count = count;
}
