/* lexer_code.c: the tokens of code mode: punctuation and operators, names, keywords, class
 * references, numbers, variables, regexes and comments (lexer_code_token). Strings and heredocs
 * are lexer_string.c's, EPP text lexer_epp.c's; the buffers, positions, errors and the order
 * in which tokens are handed out are lexer.c's. Follows the reference lexer (Puppet 7
 * lexer2.rb, lexer_support.rb) rule by rule, with its messages and the positions it reports
 * them at.
 */
#include "syntax/lexer.h"

#include <stdio.h>
#include <string.h>

static bool is_digit(char c) { return c >= '0' && c <= '9'; }
static bool is_lower(char c) { return c >= 'a' && c <= 'z'; }
static bool is_upper(char c) { return c >= 'A' && c <= 'Z'; }
static bool is_word(char c) { return is_digit(c) || is_lower(c) || is_upper(c) || c == '_'; }
static bool is_hex(char c) { return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F'); }

void lexer_set_matched(Lexer *lx, const char *text, size_t len)
{
    lx->matched = text;
    lx->matched_len = len;
}

/* PATTERN_WS = [[:blank:]\r]+ from pos; returns the end. */
size_t lexer_skip_ws(const LexBuffer *b, size_t pos)
{
    for (;;) {
        if (pos < b->len && b->text[pos] == '\r') { pos++; continue; }
        size_t l = pos < b->len ? lexer_blank_len(b->text, b->len, pos) : 0;
        if (l == 0) return pos;
        pos += l;
    }
}

/* PATTERN_BARE_WORD = ((?:::)?(?:[a-z_](?:[\w-]*[\w])?))+ anchored at pos; returns the end,
 * or pos when nothing matches. */
static size_t scan_bare_word(const LexBuffer *b, size_t pos)
{
    const char *t = b->text;
    size_t n = b->len, end = pos;
    for (;;) {
        size_t p = end;
        if (p + 1 < n && t[p] == ':' && t[p + 1] == ':') p += 2;
        if (p >= n || !(is_lower(t[p]) || t[p] == '_')) {
            /* with the optional '::' absent the segment must start right here */
            if (p != end && end < n && (is_lower(t[end]) || t[end] == '_')) p = end; else return end;
        }
        size_t q = p + 1, last_word = p + 1;
        while (q < n && (is_word(t[q]) || t[q] == '-')) {
            q++;
            if (is_word(t[q - 1])) last_word = q;
        }
        end = last_word;   /* a segment ends with a word character, never a '-' */
    }
}

/* PATTERN_NAME: every segment starts with [a-z] and has only \w. */
static bool is_name(const char *t, size_t len)
{
    size_t i = 0;
    if (len >= 2 && t[0] == ':' && t[1] == ':') i = 2;
    for (;;) {
        if (i >= len || !is_lower(t[i])) return false;
        i++;
        while (i < len && is_word(t[i])) i++;
        if (i == len) return true;
        if (i + 1 < len && t[i] == ':' && t[i + 1] == ':') { i += 2; continue; }
        return false;
    }
}

/* PATTERN_CLASSREF = ((::)?[A-Z]\w*)+ anchored at pos; returns the end (pos: no match). */
static size_t scan_classref(const LexBuffer *b, size_t pos)
{
    const char *t = b->text;
    size_t n = b->len, end = pos;
    for (;;) {
        size_t p = end;
        if (p + 2 < n && t[p] == ':' && t[p + 1] == ':' && is_upper(t[p + 2])) p += 2;
        else if (!(p < n && is_upper(t[p]))) return end;
        p++;
        while (p < n && is_word(t[p])) p++;
        end = p;
    }
}

typedef struct Keyword { const char *text; size_t len; TokenKind kind; } Keyword;

static const Keyword KEYWORDS[] = {
    {"case", 4, TOK_CASE}, {"class", 5, TOK_CLASS}, {"default", 7, TOK_DEFAULT},
    {"define", 6, TOK_DEFINE}, {"if", 2, TOK_IF}, {"elsif", 5, TOK_ELSIF}, {"else", 4, TOK_ELSE},
    {"inherits", 8, TOK_INHERITS}, {"node", 4, TOK_NODE}, {"and", 3, TOK_AND}, {"or", 2, TOK_OR},
    {"undef", 5, TOK_UNDEF}, {"false", 5, TOK_BOOLEAN}, {"true", 4, TOK_BOOLEAN}, {"in", 2, TOK_IN},
    {"unless", 6, TOK_UNLESS}, {"function", 8, TOK_FUNCTION}, {"type", 4, TOK_TYPE},
    {"attr", 4, TOK_ATTR}, {"private", 7, TOK_PRIVATE},
};

static TokenKind keyword_kind(const char *t, size_t len)
{
    for (size_t i = 0; i < sizeof KEYWORDS / sizeof KEYWORDS[0]; i++) {
        if (KEYWORDS[i].len == len && memcmp(KEYWORDS[i].text, t, len) == 0) return KEYWORDS[i].kind;
    }
    return TOK_NAME;
}

/* The reference's regexp_acceptable?: after the end of a value a '/' divides. */
static bool regex_acceptable(TokenKind after)
{
    switch ((int)after) {  /* a classification: the other kinds fall to default */
    case TOK_RPAREN: case TOK_RBRACK: case TOK_RRCOLLECT: case TOK_RCOLLECT:
    case TOK_NAME: case TOK_CLASSREF: case TOK_NUMBER: case TOK_STRING: case TOK_BOOLEAN:
    case TOK_DQPRE: case TOK_DQMID: case TOK_DQPOST: case TOK_HEREDOC: case TOK_REGEX:
    case TOK_VARIABLE: case TOK_WORD:
        return false;
    default:
        return true;
    }
}

/* assert_numeric of lexer_support.rb; returns false after recording the error. */
static bool assert_numeric(Lexer *lx, const char *v, size_t len, size_t pos)
{
    if (len >= 2 && v[0] == '0' && (v[1] == 'x' || v[1] == 'X')) {
        bool ok = len > 2;
        for (size_t i = 2; i < len; i++) ok = ok && is_hex(v[i]);
        if (!ok) lexer_fail(lx, pos, "Not a valid hex number %.*s", (int)len, v);
        return ok;
    }
    if (len >= 2 && v[0] == '0' && v[1] != '.') {
        bool ok = true;
        for (size_t i = 1; i < len; i++) ok = ok && v[i] >= '0' && v[i] <= '7';
        if (!ok) lexer_fail(lx, pos, "Not a valid octal number %.*s", (int)len, v);
        return ok;
    }
    size_t i = 0;
    while (i < len && is_digit(v[i])) i++;
    if (i > 0 && i < len && (v[i] == 'e' || v[i] == 'E' || v[i] == '.')) {
        /* ^\d+(?:\.\d+)?(?:[eE]-?\d+)?$ */
        bool ok = true;
        if (v[i] == '.') {
            size_t j = ++i;
            while (i < len && is_digit(v[i])) i++;
            ok = i > j;
        }
        if (ok && i < len && (v[i] == 'e' || v[i] == 'E')) {
            i++;
            if (i < len && v[i] == '-') i++;
            size_t j = i;
            while (i < len && is_digit(v[i])) i++;
            ok = i > j;
        }
        ok = ok && i == len;
        if (!ok) lexer_fail(lx, pos, "Not a valid decimal number %.*s", (int)len, v);
        return ok;
    }
    if (i == 0 || i != len) {
        lexer_fail(lx, pos, "Illegal number '%.*s'", (int)len, v);
        return false;
    }
    return true;
}

/* PATTERN_NUMBER = \b(?:0[xX][0-9A-Fa-f]+|0?\d+(?:\.\d+)?(?:[eE]-?\d+)?)\b at pos; returns the
 * end or pos when there is no match. */
static size_t scan_number(const LexBuffer *b, size_t pos)
{
    const char *t = b->text;
    size_t n = b->len;
    if (pos > 0 && is_word(t[pos - 1])) return pos;   /* the leading \b */
#define BOUNDARY(p) ((p) >= n || !is_word(t[p]))
    if (pos + 2 < n && t[pos] == '0' && (t[pos + 1] == 'x' || t[pos + 1] == 'X') && is_hex(t[pos + 2])) {
        size_t p = pos + 2;
        while (p < n && is_hex(t[p])) p++;
        if (BOUNDARY(p)) return p;
        /* the hex form fails; the decimal alternative cannot pass the 'x' either */
        return pos;
    }
    /* 0?\d+ : the optional 0 changes nothing about where digits end */
    size_t p = pos;
    while (p < n && is_digit(t[p])) p++;
    size_t int_end = p;
    /* try with the fraction and the exponent first, backtracking to shorter forms */
    size_t frac_end = int_end;
    if (int_end + 1 < n && t[int_end] == '.' && is_digit(t[int_end + 1])) {
        frac_end = int_end + 1;
        while (frac_end < n && is_digit(t[frac_end])) frac_end++;
    }
    size_t cands[2] = {frac_end, int_end};
    for (int k = 0; k < (frac_end != int_end ? 2 : 1); k++) {
        size_t e = cands[k];
        if (e < n && (t[e] == 'e' || t[e] == 'E')) {
            size_t q = e + 1;
            if (q < n && t[q] == '-') q++;
            if (q < n && is_digit(t[q])) {
                while (q < n && is_digit(t[q])) q++;
                if (BOUNDARY(q)) return q;
            }
        }
        if (BOUNDARY(e)) return e;
        /* shorter fractions: a boundary inside a digit run is impossible */
    }
#undef BOUNDARY
    return pos;
}

static void lex_number(Lexer *lx, LexBuffer *b, Token *t)
{
    size_t before = b->pos;
    size_t end = scan_number(b, before);
    if (end > before) {
        lexer_set_matched(lx, b->text + before, end - before);
        if (!assert_numeric(lx, b->text + before, end - before, before)) return;
        b->pos = end;
        lexer_make_token(lx, t, TOK_NUMBER, before, end);
        return;
    }
    /* invalid_number = scan_until(/\w+\b?/): the word run from here */
    size_t after = before;
    while (after < b->len && is_word(b->text[after])) after++;
    const char *inv = b->text + before;
    size_t inv_len = after - before;
    if (before > 1 && b->text[before - 1] == '.') {
        /* preceded by a dot: report the whole bad decimal number */
        size_t p = before - 2;
        bool moved = false;
        while (is_digit(b->text[p])) {
            moved = true;
            before = p;
            if (before == 0) break;
            p--;
        }
        if (moved) {
            inv = b->text + before;
            inv_len = after - before;
        }
    }
    if (!assert_numeric(lx, inv, inv_len, before)) return;
    lexer_fail(lx, before + 1, "Illegal number '%.*s'", (int)inv_len, inv);
}

static void lex_name(Lexer *lx, LexBuffer *b, Token *t)
{
    size_t before = b->pos;
    size_t end = scan_bare_word(b, before);
    lexer_set_matched(lx, b->text + before, end - before);
    b->pos = end;
    if (is_name(b->text + before, end - before)) {
        TokenKind k = keyword_kind(b->text + before, end - before);
        lexer_make_token(lx, t, k, before, end);
        if (k == TOK_BOOLEAN) t->boolean = b->text[before] == 't';
    } else {
        lexer_make_token(lx, t, TOK_WORD, before, end);
    }
}

static void lex_classref(Lexer *lx, LexBuffer *b, Token *t)
{
    size_t before = b->pos;
    size_t end = scan_classref(b, before);
    lexer_set_matched(lx, b->text + before, end - before);
    if (end + 1 < b->len && b->text[end] == ':' && b->text[end + 1] == ':') {
        lexer_fail(lx, end + 1, "Illegal class reference");
        return;
    }
    b->pos = end;
    lexer_make_token(lx, t, TOK_CLASSREF, before, end);
}

static void lex_colon(Lexer *lx, LexBuffer *b, Token *t)
{
    size_t before = b->pos;
    const char *s = b->text;
    if (before + 1 < b->len && s[before + 1] == ':') {
        if (before + 2 < b->len && is_upper(s[before + 2])) {
            size_t end = scan_classref(b, before);
            lexer_set_matched(lx, s + before, end - before);
            if (end + 1 < b->len && s[end] == ':' && s[end + 1] == ':') {
                lexer_fail(lx, end + 3, "Illegal fully qualified class reference");
                return;
            }
            b->pos = end;
            lexer_make_token(lx, t, TOK_CLASSREF, before, end);
            return;
        }
        size_t end = scan_bare_word(b, before);
        if (end == before) {
            lx->matched = NULL;
            lexer_fail(lx, before + 2, "Illegal fully qualified name");
            return;
        }
        lexer_set_matched(lx, s + before, end - before);
        b->pos = end;
        lexer_make_token(lx, t, is_name(s + before, end - before) ? TOK_NAME : TOK_WORD, before, end);
        return;
    }
    b->pos = before + 1;
    lexer_make_token(lx, t, TOK_COLON, before, before + 1);
}

size_t lexer_scan_variable(const char *t, size_t n, size_t pos)
{
    size_t p = pos;
    if (p + 1 < n && t[p] == ':' && t[p + 1] == ':') p += 2;
    size_t end = pos;
    for (;;) {
        size_t q = p;
        while (q < n && is_word(t[q])) q++;
        if (q == p) return end;
        end = q;
        if (q + 1 < n && t[q] == ':' && t[q + 1] == ':' && q + 2 < n && is_word(t[q + 2])) {
            p = q + 2;
            continue;
        }
        return end;
    }
}

static void lex_variable(Lexer *lx, LexBuffer *b, Token *t)
{
    size_t before = b->pos;
    size_t end = lexer_scan_variable(b->text, b->len, before + 1);
    if (end > before + 1) {
        lexer_set_matched(lx, b->text + before, end - before);
        b->pos = end;
        lexer_make_token(lx, t, TOK_VARIABLE, before, end);
        t->text++;
        t->len--;
    } else {
        /* a lone '$': a variable with an empty name, for the validator to complain about */
        lx->matched = NULL;
        b->pos = before + 1;
        lexer_make_token(lx, t, TOK_VARIABLE, before, before + 1);
        t->len = 0;
        t->text = "";
    }
}

/* A regex /.../ at pos (the reference's PATTERN_REGEX plus its escaped-slash loop). Returns
 * false when there is none and '/' must be a division. */
static bool lex_regex(Lexer *lx, LexBuffer *b, Token *t)
{
    size_t before = b->pos;
    const char *s = b->text;
    const char *close = memchr(s + before + 1, '/', b->len - before - 1);
    if (!close) {
        lx->matched = NULL;
        return false;
    }
    size_t end = (size_t)(close - s) + 1;
    for (;;) {
        /* escaped_end: the closing slash is escaped when an odd run of backslashes precedes it */
        size_t k = 0;
        while (end - 2 - k > before && s[end - 2 - k] == '\\') k++;
        if (k % 2 == 0) break;
        const char *more = memchr(s + end, '/', b->len - end);
        if (!more) return false;
        end = (size_t)(more - s) + 1;
    }
    lexer_set_matched(lx, s + before, end - before);
    /* the value: between the slashes, with every \/ turned into / */
    size_t inner = end - before - 2;
    char *v = arena_alloc(lx->arena, inner + 1);
    if (!v) {
        lx->out_of_memory = true;
        lexer_fail(lx, SIZE_MAX, "Out of memory while parsing");
        return true;
    }
    size_t o = 0;
    for (size_t i = before + 1; i < end - 1; i++) {
        if (s[i] == '\\' && i + 1 < end - 1 && s[i + 1] == '/') { v[o++] = '/'; i++; continue; }
        v[o++] = s[i];
    }
    v[o] = '\0';
    LexRegex *r = arena_calloc(lx->arena, 1, sizeof *r);
    if (r) {
        r->pattern = v;
        r->len = o;
        if (lx->regexes_tail) lx->regexes_tail->next = r; else lx->regexes = r;
        lx->regexes_tail = r;
    }
    b->pos = end;
    lexer_make_token(lx, t, TOK_REGEX, before, end);
    t->text = v;
    t->len = o;
    return true;
}

static void punct(Lexer *lx, LexBuffer *b, Token *t, TokenKind kind, size_t len)
{
    size_t before = b->pos;
    b->pos += len;
    lexer_make_token(lx, t, kind, before, before + len);
    t->text = lexer_token_text(kind);
    t->len = len;
}

static char peek_at(const LexBuffer *b, size_t pos)
{
    return pos < b->len ? b->text[pos] : '\0';
}

/* Lexes one token in code mode. Returns false when nothing was produced (whitespace, comment,
 * newline) and the caller must go on. */
bool lexer_code_token(Lexer *lx, LexBuffer *b, Token *t)
{
    size_t pos = b->pos;
    char c = b->text[pos];
    char c1 = peek_at(b, pos + 1), c2 = peek_at(b, pos + 2);
    switch (c) {
    case ' ': case '\t': case '\r': {
        size_t e = lexer_skip_ws(b, pos);
        lexer_set_matched(lx, b->text + pos, e - pos);
        b->pos = e;
        return false;
    }
    case '\n':
        if (b->newline_jump != SIZE_MAX) {
            b->pos = b->newline_jump;
            b->newline_jump = SIZE_MAX;
        } else {
            b->pos = pos + 1;
        }
        b->line_lexical_start = b->pos;
        b->line_blanks_end = SIZE_MAX;
        return false;
    case '#': {
        size_t e = pos;
        while (e < b->len && b->text[e] != '\n') e++;
        lexer_set_matched(lx, b->text + pos, e - pos);
        lexer_add_trivia(lx, b, LEX_TRIVIA_LINE_COMMENT, pos, e, 0);
        b->pos = e;
        return false;
    }
    case '.': punct(lx, b, t, TOK_DOT, 1); return true;
    case ',': punct(lx, b, t, TOK_COMMA, 1); return true;
    case ']': punct(lx, b, t, TOK_RBRACK, 1); return true;
    case ')': punct(lx, b, t, TOK_RPAREN, 1); return true;
    case ';': punct(lx, b, t, TOK_SEMIC, 1); return true;
    case '?': punct(lx, b, t, TOK_QMARK, 1); return true;
    case '*': punct(lx, b, t, TOK_TIMES, 1); return true;
    case '%':
        if (c1 == '>' && lexer_epp_close(lx)) return false;
        punct(lx, b, t, TOK_MODULO, 1);
        return true;
    case '[': {
        /* spec: expressions.md "Array Expression": '[' first in the text or after whitespace
         * starts a literal array */
        char prev = pos > b->start ? b->text[pos - 1] : '\0';
        bool list = pos == b->start || prev == ' ' || prev == '\t' || prev == '\r' || prev == '\n';
        if (!list && pos > b->start && (unsigned char)prev >= 0x80) {
            /* a multi-byte blank before it counts as whitespace too */
            size_t s = pos - 1;
            while (s > b->start && ((unsigned char)b->text[s] & 0xC0) == 0x80) s--;
            list = lexer_blank_len(b->text, b->len, s) == pos - s;
        }
        punct(lx, b, t, list ? TOK_LISTSTART : TOK_LBRACK, 1);
        return true;
    }
    case '(': {
        /* only blanks since the line's start: measured once per line (a line of many
         * parentheses after many blanks would otherwise be scanned again for each) */
        if (b->line_blanks_end == SIZE_MAX) {
            size_t i = b->line_lexical_start;
            while (i < b->len) {
                size_t l = b->text[i] == '\r' ? 1 : lexer_blank_len(b->text, b->len, i);
                if (l == 0)
                    break;
                i += l;
            }
            b->line_blanks_end = i;
        }
        bool ws = pos <= b->line_blanks_end;
        punct(lx, b, t, ws ? TOK_WSLPAREN : TOK_LPAREN, 1);
        return true;
    }
    case '{':
        b->brace_count++;
        punct(lx, b, t, b->after == TOK_QMARK ? TOK_SELBRACE : TOK_LBRACE, 1);
        return true;
    case '}':
        b->brace_count--;
        punct(lx, b, t, TOK_RBRACE, 1);
        return true;
    case '@':
        if (c1 == '@') { punct(lx, b, t, TOK_ATAT, 2); return true; }
        if (c1 == '(') { lexer_heredoc(lx, t); return true; }
        punct(lx, b, t, TOK_AT, 1);
        return true;
    case '|':
        if (c1 == '>') punct(lx, b, t, c2 == '>' ? TOK_RRCOLLECT : TOK_RCOLLECT, c2 == '>' ? 3 : 2);
        else punct(lx, b, t, TOK_PIPE, 1);
        return true;
    case '=':
        if (c1 == '=') punct(lx, b, t, TOK_ISEQUAL, 2);
        else if (c1 == '>') punct(lx, b, t, TOK_FARROW, 2);
        else if (c1 == '~') punct(lx, b, t, TOK_MATCH, 2);
        else punct(lx, b, t, TOK_EQUALS, 1);
        return true;
    case '+':
        if (c1 == '=') punct(lx, b, t, TOK_APPENDS, 2);
        else if (c1 == '>') punct(lx, b, t, TOK_PARROW, 2);
        else punct(lx, b, t, TOK_PLUS, 1);
        return true;
    case '-':
        if (c1 == '%' && c2 == '>' && lexer_epp_close(lx)) return false;
        if (c1 == '>') punct(lx, b, t, TOK_IN_EDGE, 2);
        else if (c1 == '=') punct(lx, b, t, TOK_DELETES, 2);
        else punct(lx, b, t, TOK_MINUS, 1);
        return true;
    case '!':
        if (c1 == '=') punct(lx, b, t, TOK_NOTEQUAL, 2);
        else if (c1 == '~') punct(lx, b, t, TOK_NOMATCH, 2);
        else punct(lx, b, t, TOK_NOT, 1);
        return true;
    case '~':
        if (c1 == '>') punct(lx, b, t, TOK_IN_EDGE_SUB, 2);
        else punct(lx, b, t, TOK_TILDE, 1);
        return true;
    case '/':
        if (c1 == '*') {
            const char *s = b->text;
            size_t e = pos + 2;
            for (;;) {
                const char *star = e < b->len ? memchr(s + e, '*', b->len - e) : NULL;
                if (!star || (size_t)(star - s) + 1 >= b->len) {
                    lexer_fail(lx, pos, "Unclosed multiline comment");
                    return true;
                }
                e = (size_t)(star - s) + 1;
                if (s[e] == '/') { e++; break; }
            }
            lexer_set_matched(lx, s + pos, e - pos);
            lexer_add_trivia(lx, b, LEX_TRIVIA_BLOCK_COMMENT, pos, e, 0);
            b->pos = e;
            return false;
        }
        if (regex_acceptable(b->after) && lex_regex(lx, b, t)) return true;
        punct(lx, b, t, TOK_DIV, 1);
        return true;
    case '<':
        if (c1 == '<') punct(lx, b, t, c2 == '|' ? TOK_LLCOLLECT : TOK_LSHIFT, c2 == '|' ? 3 : 2);
        else if (c1 == '=') punct(lx, b, t, TOK_LESSEQUAL, 2);
        else if (c1 == '|') punct(lx, b, t, TOK_LCOLLECT, 2);
        else if (c1 == '-') punct(lx, b, t, TOK_OUT_EDGE, 2);
        else if (c1 == '~') punct(lx, b, t, TOK_OUT_EDGE_SUB, 2);
        else punct(lx, b, t, TOK_LESSTHAN, 1);
        return true;
    case '>':
        if (c1 == '>') punct(lx, b, t, TOK_RSHIFT, 2);
        else if (c1 == '=') punct(lx, b, t, TOK_GREATEREQUAL, 2);
        else punct(lx, b, t, TOK_GREATERTHAN, 1);
        return true;
    case ':': lex_colon(lx, b, t); return true;
    case '$': lex_variable(lx, b, t); return true;
    case '"': lexer_string_dq(lx, t); return true;
    case '\'': lexer_string_sq(lx, t); return true;
    default:
        break;
    }
    if (is_digit(c)) { lex_number(lx, b, t); return true; }
    if (is_lower(c) || c == '_') { lex_name(lx, b, t); return true; }
    if (is_upper(c)) { lex_classref(lx, b, t); return true; }
    size_t ws = lexer_skip_ws(b, pos);
    if (ws > pos) {
        lexer_set_matched(lx, b->text + pos, ws - pos);
        b->pos = ws;
        return false;
    }
    lx->matched = NULL;
    /* any other character: the reference emits it with an empty value ("Syntax error at ''") */
    size_t l = lexer_utf8_len((const unsigned char *)b->text, b->len, pos);
    b->pos = pos + (l ? l : 1);
    lexer_make_token(lx, t, TOK_OTHER, pos, b->pos);
    t->text = "";
    t->len = 0;
    return true;
}
