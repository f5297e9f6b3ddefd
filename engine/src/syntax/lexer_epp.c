/* lexer_epp.c: the EPP (Embedded Puppet) mode of the lexer: the text of a template between its
 * tags, and the switches between text and code.
 *
 * Follows the reference's epp_support.rb (EppScanner#scan, interpolate_epp) step by step,
 * including its quirks, since templates render exactly as they do there:
 *   - `<%` opens code, `<%=` an expression to render, `<%-` code after trimming the blanks
 *     before it on its line; `<%%` is a literal `<%` and `%%>` in text a literal `%>`;
 *   - `<%# ... %>` is a comment; `<%#-` (the character after '#' is '-') trims the blanks before
 *     it, a comment ending in `-%>` trims the blanks, one '\r' and one '\n' after it;
 *   - `-%>` ends code or an expression and trims like the end of such a comment;
 *   - when the text ends right after a comment or a `<%%` (the scanner's loop ends on its own),
 *     the text gathered so far is dropped: the reference's scan returns nil then.
 * The code inside tags is lexed by lexer.c, which calls lexer_epp_close at a '%' or '-' that may
 * close the tag. What this file does not do: parse the tokens (parser_epp.c).
 */
#include <string.h>

#include "syntax/lexer.h"

enum { EPP_TEXT, EPP_CODE, EPP_EXPR, EPP_ERROR };

/* The text of one scan, grown in the arena (it is never longer than the input it comes from). */
typedef struct EppText {
    char *bytes;
    size_t len, cap;
} EppText;

static bool text_append(Lexer *lx, EppText *s, const char *bytes, size_t len) {
    if (s->len + len + 1 > s->cap) {
        size_t cap = s->cap ? s->cap * 2 : 64;
        while (cap < s->len + len + 1)
            cap *= 2;
        char *n = arena_realloc(lx->arena, s->bytes, s->cap, cap);
        if (!n) {
            lx->out_of_memory = true;
            lexer_fail(lx, SIZE_MAX, "Out of memory while parsing");
            return false;
        }
        s->bytes = n;
        s->cap = cap;
    }
    memcpy(s->bytes + s->len, bytes, len);
    s->len += len;
    s->bytes[s->len] = '\0';
    return true;
}

static bool ends_with_open(const EppText *s) {
    return s->len >= 2 && s->bytes[s->len - 2] == '<' && s->bytes[s->len - 1] == '%';
}

/* Appends text[from, to) with every "%%>" turned into "%>" (part.gsub!(/%%>/, '%>')). */
static bool append_part(Lexer *lx, EppText *s, const char *text, size_t from, size_t to) {
    size_t run = from;
    for (size_t i = from; i + 2 < to;) {
        if (text[i] == '%' && text[i + 1] == '%' && text[i + 2] == '>') {
            if (!text_append(lx, s, text + run, i + 1 - run))
                return false;
            i += 2;   /* the second '%' is dropped; '>' starts the next run */
            run = i;
            continue;
        }
        i++;
    }
    return text_append(lx, s, text + run, to - run);
}

/* EppScanner#scan from b->pos: gathers the text up to the next tag into *s and returns the mode
 * that follows (EPP_TEXT at the end of the input). *has_text is false when the scan gives the
 * reference's nil (nothing to render, not even an empty string). On EPP_ERROR, *issue holds the
 * message and b->pos is where the reference's scanner stopped. */
static int scan_text(Lexer *lx, LexBuffer *b, bool skip_leading, EppText *s, bool *has_text,
                     const char **issue) {
    const char *t = b->text;
    size_t n = b->len;
    *has_text = false;
    if (b->pos >= n)
        return EPP_TEXT;
    while (b->pos < n) {
        /* part = scan_until(/(<%)|\z/) */
        size_t from = b->pos, to = n;
        const char *open = NULL;
        for (const char *p = t + from; (p = memchr(p, '<', (size_t)(t + n - p))) != NULL; p++) {
            if (p + 1 < t + n && p[1] == '%') {
                open = p;
                break;
            }
        }
        if (open)
            to = (size_t)(open - t) + 2;
        b->pos = to;
        if (skip_leading) {
            /* part.sub!(/^[ \t]*\r?(?:\n|\z)?/, ''): everything optional, so it matches at 0 */
            while (from < to && (t[from] == ' ' || t[from] == '\t'))
                from++;
            if (from < to && t[from] == '\r')
                from++;
            if (from < to && t[from] == '\n')
                from++;
            skip_leading = false;
        }
        if (!append_part(lx, s, t, from, to))
            return EPP_ERROR;
        *has_text = true;
        if (b->pos >= n) {
            if (ends_with_open(s)) {
                *issue = "Unbalanced embedded expression - opening <% and reaching end of input";
                return EPP_ERROR;
            }
            return EPP_TEXT;
        }
        char next = t[b->pos];
        switch (next) {
        case '-':
            /* s.sub!(/[ \t]*<%\z/, ''): trims the blanks before the tag on its line */
            b->pos++;
            s->len -= 2;
            while (s->len && (s->bytes[s->len - 1] == ' ' || s->bytes[s->len - 1] == '\t'))
                s->len--;
            s->bytes[s->len] = '\0';
            return EPP_CODE;
        case '%':
            b->pos++;   /* "<%%": the "<%" stays as text */
            break;
        case '=':
            b->pos++;
            s->len -= 2;
            s->bytes[s->len] = '\0';
            return EPP_EXPR;
        case '#': {
            s->len -= 2;
            s->bytes[s->len] = '\0';
            /* scan_until(/[^%]%>/) from the '#' */
            size_t end = SIZE_MAX;
            for (size_t i = b->pos; i + 2 < n; i++) {
                if (t[i] != '%' && t[i + 1] == '%' && t[i + 2] == '>') {
                    end = i + 3;
                    break;
                }
            }
            if (end == SIZE_MAX) {
                *issue = "Reaching end after opening <%# without seeing %>";
                return EPP_ERROR;
            }
            if (t[b->pos + 1] == '-') {
                while (s->len && (s->bytes[s->len - 1] == ' ' || s->bytes[s->len - 1] == '\t'))
                    s->len--;
                s->bytes[s->len] = '\0';
            }
            skip_leading = t[end - 3] == '-';
            b->pos = end;
            break;
        }
        default:
            s->len -= 2;
            s->bytes[s->len] = '\0';
            return EPP_CODE;
        }
    }
    /* the loop ended by itself (after a comment or "<%%" at the very end): the reference's scan
     * returns nil here, and the text gathered is not rendered */
    *has_text = false;
    return EPP_TEXT;
}

/* interpolate_epp: scans the text from the current position and queues its tokens. */
static void interpolate(Lexer *lx, bool skip_leading) {
    LexBuffer *b = &lx->buffers[0];
    size_t before = b->pos;
    EppText s = { NULL, 0, 0 };
    bool has_text;
    const char *issue = NULL;
    int mode = scan_text(lx, b, skip_leading, &s, &has_text, &issue);
    if (lx->failed)
        return;
    /* the scanner's last match was the empty \z or the tag: messages after this see '' */
    lx->matched = "";
    lx->matched_len = 0;
    if (mode == EPP_ERROR) {
        lexer_fail(lx, b->pos, "%s", issue);
        return;
    }
    Token tok;
    /* empty text before a tag renders nothing (and must not come between `<%-` and a
     * parameter list); at the end an empty text is still a token */
    if (has_text && (mode == EPP_TEXT || s.len > 0)) {
        lexer_make_token(lx, &tok, TOK_RENDER_STRING, before, b->pos);
        tok.text = s.bytes ? s.bytes : "";
        tok.len = s.len;
        lexer_enqueue(lx, &tok);
        b->after = TOK_RENDER_STRING;
    }
    if (mode == EPP_TEXT) {
        lx->epp_open = false;
        return;
    }
    if (mode == EPP_EXPR) {
        lexer_make_token(lx, &tok, TOK_RENDER_EXPR, before, before);
        tok.text = "";
        tok.len = 0;
        lexer_enqueue(lx, &tok);
        b->after = TOK_RENDER_EXPR;
    }
    lx->epp_mode = mode == EPP_EXPR ? LEX_EPP_EXPR : LEX_EPP_CODE;
    lx->epp_open = true;
}

bool lexer_init_epp(Lexer *lx, Arena *arena, const char *source, size_t len) {
    if (!lexer_init(lx, arena, source, len))
        return false;
    LexBuffer *b = &lx->buffers[0];
    lx->epp_mode = LEX_EPP_CODE;
    Token start;
    lexer_make_token(lx, &start, TOK_EPP_START, b->start, b->start);
    start.text = "";
    start.len = 0;
    lexer_enqueue(lx, &start);
    b->after = TOK_EPP_START;
    interpolate(lx, false);
    return true;
}

bool lexer_epp_close(Lexer *lx) {
    if (lx->epp_mode == LEX_EPP_NONE || lx->buffer_count != 1)
        return false;
    LexBuffer *b = &lx->buffers[0];
    size_t before = b->pos;
    const char *t = b->text;
    bool trim = t[before] == '-';
    size_t len = trim ? 3 : 2;
    if (before + len > b->len || memcmp(t + before + (trim ? 1 : 0), "%>", 2) != 0)
        return false;
    b->pos = before + len;
    if (lx->epp_mode == LEX_EPP_EXPR) {
        Token end;
        TokenKind kind = trim ? TOK_EPP_END_TRIM : TOK_EPP_END;
        lexer_make_token(lx, &end, kind, before, before + len);
        end.text = lexer_token_text(kind);
        lexer_enqueue(lx, &end);
        b->after = kind;
    }
    interpolate(lx, trim);
    return true;
}

bool lexer_epp_unclosed(Lexer *lx) {
    if (lx->epp_mode == LEX_EPP_NONE || !lx->epp_open || lx->buffer_count != 1)
        return false;
    /* the reference reports it where its scanner is: the end of the input */
    lexer_fail(lx, lx->buffers[0].len, "Unbalanced epp tag, reached <eof> without closing tag.");
    return true;
}
