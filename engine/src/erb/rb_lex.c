/* rb_lex.c: the lexer of template Ruby (see rb_lex.h), after Ruby 3.1's parse.y `parser_yylex`
 * with its lex states folded into four.
 *
 * What this file does not do: decode escapes or interpolation (the parser does, from the
 * token's body), or know which names are local variables (it asks the parser).
 */
#include "erb/rb_lex.h"

#include <stdlib.h>
#include <string.h>

static const char *const OP_TEXT[] = {
#define X(id, text) text,
    RB_OPS(X)
#undef X
};

static const char *const KEYWORD_TEXT[] = {
#define X(id, text) text,
    RB_KEYWORDS(X)
#undef X
};

const char *rb_op_text(RbOp op) {
    return op < OP_COUNT ? OP_TEXT[op] : "?";
}

void rb_lex_init(RbLexer *lx, const char *src, size_t start, size_t end) {
    memset(lx, 0, sizeof *lx);
    lx->src = src;
    lx->pos = start;
    lx->end = end;
    lx->state = LEX_BEG;
}

static char at(const RbLexer *lx, size_t i) {
    return i < lx->end ? lx->src[i] : '\0';
}

static bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\f' || c == '\v';
}

static bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

static bool ident_start(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_' || (unsigned char)c >= 0x80;
}

/* The end of `#{...}` code starting at i (after the brace): the offset of its closing brace. */
static size_t skip_code(const char *src, size_t i, size_t end) {
    int depth = 0;
    for (; i < end; i++) {
        char c = src[i];
        if (c == '{') {
            depth++;
        } else if (c == '}') {
            if (depth == 0)
                return i;
            depth--;
        } else if (c == '"' || c == '\'' || c == '`') {
            i = rb_lex_skip_literal(src, i, end, c, c != '\'');
        } else if (c == '\\') {
            i++;
        }
    }
    return end;
}

size_t rb_lex_skip_literal(const char *src, size_t open, size_t end, char close, bool interpolating) {
    char opener = src[open];
    bool nests = opener != close;
    int depth = 0;
    for (size_t i = open + 1; i < end; i++) {
        char c = src[i];
        if (c == '\\') {
            i++;
        } else if (interpolating && c == '#' && i + 1 < end && src[i + 1] == '{') {
            i = skip_code(src, i + 2, end);
        } else if (nests && c == opener) {
            depth++;
        } else if (c == close) {
            if (depth == 0)
                return i;
            depth--;
        }
    }
    return end;
}

static char closing_of(char open) {
    switch (open) {
    case '(': return ')';
    case '[': return ']';
    case '{': return '}';
    case '<': return '>';
    default: return open;
    }
}

static RbToken make(RbLexer *lx, RbTokKind kind, size_t start, size_t end, bool space) {
    RbToken t;
    memset(&t, 0, sizeof t);
    t.kind = kind;
    t.pos = (uint32_t)start;
    t.end = (uint32_t)end;
    t.space_before = space;
    char next = at(lx, end);
    t.space_after = end >= lx->end || is_blank(next) || next == '\n';
    lx->pos = end;
    return t;
}

static RbToken op(RbLexer *lx, RbOp which, size_t start, size_t len, bool space, RbLexState next) {
    RbToken t = make(lx, T_OP, start, start + len, space);
    t.sub = which;
    lx->state = next;
    return t;
}

static RbToken op_assign(RbLexer *lx, RbOp which, size_t start, size_t len, bool space) {
    RbToken t = make(lx, T_OP, start, start + len, space);
    t.sub = OP_OPASSIGN;
    t.integer = which;
    lx->state = LEX_BEG;
    return t;
}

static RbToken error(RbLexer *lx, RbTokKind kind, size_t start, size_t end, const char *message) {
    RbToken t = make(lx, kind, start, end, false);
    t.text = message;
    lx->pos = lx->end;   /* nothing after an error is read */
    return t;
}

/* Whether the blanks, comments and newlines after a newline at i lead to `.meth` or `&.meth`,
 * which continues the statement (Ruby 2.x's leading-dot method chains). */
static bool continues_with_dot(const RbLexer *lx, size_t i) {
    while (i < lx->end) {
        char c = lx->src[i];
        if (is_blank(c) || c == '\n') {
            i++;
        } else if (c == '#') {
            while (i < lx->end && lx->src[i] != '\n')
                i++;
        } else {
            break;
        }
    }
    if (at(lx, i) == '.' && at(lx, i + 1) != '.')
        return true;
    return at(lx, i) == '&' && at(lx, i + 1) == '.';
}

/* Whether an operand-starting character after a method name with a blank before it begins an
 * argument (`foo -1`, `foo [1]`, `foo /x/`): only when no blank follows it. */
static bool arg_starts(const RbLexer *lx, bool space, size_t i) {
    if (lx->state == LEX_BEG)
        return true;
    if (lx->state != LEX_ARG || !space)
        return false;
    char next = at(lx, i + 1);
    return !(is_blank(next) || next == '\n' || next == '=');
}

static RbToken number(RbLexer *lx, size_t start, bool space) {
    size_t i = start;
    bool negative = false;
    if (lx->src[i] == '-' || lx->src[i] == '+') {
        negative = lx->src[i] == '-';
        i++;
    }
    int base = 10;
    if (at(lx, i) == '0') {
        char k = at(lx, i + 1);
        if (k == 'x' || k == 'X') base = 16, i += 2;
        else if (k == 'b' || k == 'B') base = 2, i += 2;
        else if (k == 'o' || k == 'O') base = 8, i += 2;
        else if (k == 'd' || k == 'D') base = 10, i += 2;
        else if (is_digit(k) || k == '_') base = 8, i += 1;
    }
    size_t digits = i;
    uint64_t value = 0;
    bool overflow = false;
    for (;; i++) {
        char c = at(lx, i);
        int d;
        if (c == '_' && i > digits && rb_ident_char(at(lx, i + 1)))
            continue;
        if (is_digit(c)) d = c - '0';
        else if (c >= 'a' && c <= 'f') d = c - 'a' + 10;
        else if (c >= 'A' && c <= 'F') d = c - 'A' + 10;
        else break;
        if (d >= base)
            break;
        if (value > (UINT64_MAX - (uint64_t)d) / (uint64_t)base)
            overflow = true;
        value = value * (uint64_t)base + (uint64_t)d;
    }
    if (i == digits)
        return error(lx, T_ERROR, start, i, "numeric literal without digits");
    bool is_float = false;
    if (base == 10 && at(lx, i) == '.' && is_digit(at(lx, i + 1))) {
        is_float = true;
        i += 2;
        while (is_digit(at(lx, i)) || (at(lx, i) == '_' && is_digit(at(lx, i + 1))))
            i++;
    }
    if (base == 10 && (at(lx, i) == 'e' || at(lx, i) == 'E') &&
        (is_digit(at(lx, i + 1)) || ((at(lx, i + 1) == '-' || at(lx, i + 1) == '+') && is_digit(at(lx, i + 2))))) {
        is_float = true;
        i += 2;
        while (is_digit(at(lx, i)))
            i++;
    }
    if ((at(lx, i) == 'r' || at(lx, i) == 'i') && !rb_ident_char(at(lx, i + 1)))
        return error(lx, T_UNSUPPORTED, start, i + 1, "a Rational or Complex literal");
    lx->state = LEX_END;
    if (is_float) {
        char buffer[128];
        size_t n = 0;
        for (size_t k = start; k < i && n + 1 < sizeof buffer; k++)
            if (lx->src[k] != '_')
                buffer[n++] = lx->src[k];
        buffer[n] = '\0';
        RbToken t = make(lx, T_FLOAT, start, i, space);
        t.floating = strtod(buffer, NULL);
        return t;
    }
    if (overflow || value > (uint64_t)INT64_MAX + (negative ? 1u : 0u))
        return error(lx, T_UNSUPPORTED, start, i, "an Integer beyond 64 bits (a Bignum)");
    RbToken t = make(lx, T_INT, start, i, space);
    t.integer = negative ? (int64_t)(0 - value) : (int64_t)value;
    return t;
}

/* A string-like literal whose opening delimiter is at `open`; `from` is where the token starts. */
static RbToken literal(RbLexer *lx, RbTokKind kind, size_t from, size_t open, bool interpolating, bool space) {
    char close = closing_of(lx->src[open]);
    size_t stop = rb_lex_skip_literal(lx->src, open, lx->end, close, interpolating);
    if (stop >= lx->end)
        return error(lx, T_ERROR, from, lx->end, kind == T_REGEXP ? "unterminated regexp meets end of file"
                                                                   : "unterminated string meets end of file");
    size_t end = stop + 1;
    int64_t options = 0;
    if (kind == T_REGEXP) {
        for (;; end++) {
            char c = at(lx, end);
            if (c == 'i') options |= RB_RE_IGNORECASE;
            else if (c == 'x') options |= RB_RE_EXTENDED;
            else if (c == 'm') options |= RB_RE_MULTILINE;
            else if (c == 'o') options |= RB_RE_ONCE;
            else if (c == 'u' || c == 'n' || c == 'e' || c == 's') continue;
            else break;
        }
    }
    RbToken t = make(lx, kind, from, end, space);
    t.body_start = (uint32_t)(open + 1);
    t.body_end = (uint32_t)stop;
    t.interpolating = interpolating;
    t.close = close;
    t.integer = options;
    lx->state = LEX_END;
    return t;
}

/* `%w(..)`, `%q(..)`, `%r{..}`, `%(..)` where an operand may start. */
static RbToken percent_literal(RbLexer *lx, size_t start, bool space) {
    char kind = at(lx, start + 1);
    size_t open = start + 1;
    if ((kind >= 'a' && kind <= 'z') || (kind >= 'A' && kind <= 'Z')) {
        open++;
    } else {
        kind = 'Q';
    }
    char delim = at(lx, open);
    if (open >= lx->end || rb_ident_char(delim) || is_blank(delim) || delim == '\n')
        return error(lx, T_ERROR, start, open, "unknown type of %string");
    switch (kind) {
    case 'q': return literal(lx, T_STRING, start, open, false, space);
    case 'Q': return literal(lx, T_STRING, start, open, true, space);
    case 'w': return literal(lx, T_WORDS, start, open, false, space);
    case 'W': return literal(lx, T_WORDS, start, open, true, space);
    case 'i': return literal(lx, T_SYMBOLS, start, open, false, space);
    case 'I': return literal(lx, T_SYMBOLS, start, open, true, space);
    case 'r': return literal(lx, T_REGEXP, start, open, true, space);
    case 's': {
        RbToken t = literal(lx, T_SYMBOL, start, open, false, space);
        return t;
    }
    case 'x': return error(lx, T_UNSUPPORTED, start, open + 1, "a command (%x)");
    default: return error(lx, T_ERROR, start, open, "unknown type of %string");
    }
}

/* `:name`, `:"..."`, `:+`; returns false when the colon is no symbol's. */
static bool symbol(RbLexer *lx, size_t start, bool space, RbToken *out) {
    size_t i = start + 1;
    char c = at(lx, i);
    if (c == '"' || c == '\'') {
        *out = literal(lx, T_SYMBOL, start, i, c == '"', space);
        return true;
    }
    size_t name = i;
    if (c == '@' || c == '$')
        i++;
    if (c == '@' && at(lx, i) == '@')
        i++;
    if (ident_start(at(lx, i))) {
        while (rb_ident_char(at(lx, i)))
            i++;
        char k = at(lx, i);
        if ((k == '?' || k == '!') && at(lx, i + 1) != '=')
            i++;
        else if (k == '=' && at(lx, i + 1) != '=' && at(lx, i + 1) != '~' && at(lx, i + 1) != '>')
            i++;
    } else if (c == '@' || c == '$') {
        return false;
    } else {
        static const char *const OPERATORS[] = { "[]=", "[]", "<=>", "===", "==", "=~", "!=", "!~", "**", "+@", "-@",
                                                 "<<", ">>", "<=", ">=", "+", "-", "*", "/", "%", "<", ">", "!",
                                                 "&", "|", "^", "~" };
        size_t n = 0;
        for (size_t k = 0; k < sizeof OPERATORS / sizeof OPERATORS[0]; k++) {
            size_t len = strlen(OPERATORS[k]);
            if (i + len <= lx->end && memcmp(lx->src + i, OPERATORS[k], len) == 0) {
                n = len;
                break;
            }
        }
        if (n == 0)
            return false;
        i += n;
    }
    RbToken t = make(lx, T_SYMBOL, start, i, space);
    t.body_start = (uint32_t)name;
    t.body_end = (uint32_t)i;
    lx->state = LEX_END;
    *out = t;
    return true;
}

static RbToken identifier(RbLexer *lx, size_t start, bool space) {
    size_t i = start;
    while (rb_ident_char(at(lx, i)))
        i++;
    char k = at(lx, i);
    bool fid = false;
    if ((k == '?' || k == '!') && (at(lx, i + 1) != '=' || at(lx, i + 2) == '=' || at(lx, i + 2) == '~')) {
        i++;
        fid = true;
    }
    RbLexState before = lx->state;
    const char *text = lx->src + start;
    size_t len = i - start;
    /* a label: `name:` (not `name::`) where a hash key or keyword argument may stand */
    if (before != LEX_DOT && at(lx, i) == ':' && at(lx, i + 1) != ':' && !(fid && k == '!')) {
        RbToken t = make(lx, T_LABEL, start, i + 1, space);
        lx->state = LEX_BEG;
        return t;
    }
    if (before != LEX_DOT) {
        for (int kw = 0; kw < KW_COUNT; kw++) {
            if (strlen(KEYWORD_TEXT[kw]) == len && memcmp(KEYWORD_TEXT[kw], text, len) == 0) {
                RbToken t = make(lx, T_KEYWORD, start, i, space);
                t.sub = kw;
                switch (kw) {
                case KW_END: case KW_SELF: case KW_NIL: case KW_TRUE: case KW_FALSE: case KW_REDO:
                case KW_RETRY: case KW_FILE: case KW_LINE: case KW_ENCODING: case KW_METHOD:
                    lx->state = LEX_END;
                    break;
                case KW_DEFINED: case KW_RETURN: case KW_BREAK: case KW_NEXT: case KW_YIELD: case KW_SUPER:
                    lx->state = LEX_ARG;
                    break;
                default:
                    lx->state = LEX_BEG;
                }
                return t;
            }
        }
    }
    bool constant = text[0] >= 'A' && text[0] <= 'Z';
    RbToken t = make(lx, constant ? T_CONST : T_IDENT, start, i, space);
    if (before == LEX_DOT)
        lx->state = LEX_ARG;
    else if (constant)
        lx->state = LEX_END;
    else if (!fid && lx->is_local && lx->is_local(lx->parser, text, len))
        lx->state = LEX_END;
    else
        lx->state = LEX_ARG;
    return t;
}

RbToken rb_lex_next(RbLexer *lx) {
    bool space = false;
    for (;;) {
        if (lx->pos >= lx->end) {
            RbToken t = make(lx, T_EOF, lx->end, lx->end, space);
            return t;
        }
        char c = lx->src[lx->pos];
        if (is_blank(c)) {
            lx->pos++;
            space = true;
        } else if (c == '\\' && at(lx, lx->pos + 1) == '\n') {
            lx->pos += 2;
            space = true;
        } else if (c == '#') {
            while (lx->pos < lx->end && lx->src[lx->pos] != '\n')
                lx->pos++;
        } else if (c == '\n') {
            bool line_start_begin = lx->pos + 6 < lx->end && memcmp(lx->src + lx->pos + 1, "=begin", 6) == 0;
            if (line_start_begin) {
                const char *stop = NULL;
                for (size_t i = lx->pos + 1; i + 5 <= lx->end; i++)
                    if (lx->src[i - 1] == '\n' && memcmp(lx->src + i, "=end", 4) == 0) {
                        stop = lx->src + i;
                        break;
                    }
                if (!stop)
                    return error(lx, T_ERROR, lx->pos + 1, lx->end, "embedded document meets end of file");
                size_t after = (size_t)(stop - lx->src);
                while (after < lx->end && lx->src[after] != '\n')
                    after++;
                if (lx->state == LEX_BEG || lx->state == LEX_DOT || continues_with_dot(lx, after)) {
                    lx->pos = after;
                    space = true;
                    continue;
                }
            }
            if (lx->state == LEX_BEG || lx->state == LEX_DOT || continues_with_dot(lx, lx->pos + 1)) {
                lx->pos++;
                space = true;
                continue;
            }
            RbToken t = make(lx, T_NL, lx->pos, lx->pos + 1, space);
            lx->state = LEX_BEG;
            return t;
        } else {
            break;
        }
    }
    size_t s = lx->pos;
    char c = lx->src[s];
    char n1 = at(lx, s + 1), n2 = at(lx, s + 2);
    RbLexState st = lx->state;
    if (st == LEX_DOT) {
        /* a method name: operators spell theirs (`_erbout.<< "x"`, `a.==(b)`) */
        if (ident_start(c))
            return identifier(lx, s, space);
        if (c == '[' && n1 == ']')
            return op(lx, n2 == '=' ? OP_ASET : OP_AREF, s, n2 == '=' ? 3 : 2, space, LEX_ARG);
        static const struct { const char *text; RbOp op; } NAMES[] = {
            { "<=>", OP_CMP }, { "===", OP_EQQ }, { "==", OP_EQ }, { "=~", OP_MATCH }, { "!=", OP_NEQ },
            { "!~", OP_NMATCH }, { "**", OP_POW }, { "<<", OP_LSHIFT }, { ">>", OP_RSHIFT }, { "<=", OP_LE },
            { ">=", OP_GE }, { "+@", OP_UPLUS }, { "-@", OP_UMINUS }, { "+", OP_PLUS }, { "-", OP_MINUS },
            { "*", OP_STAR }, { "/", OP_DIV }, { "%", OP_MOD }, { "<", OP_LT }, { ">", OP_GT }, { "!", OP_NOT },
            { "&", OP_AMP }, { "|", OP_PIPE }, { "^", OP_CARET }, { "~", OP_TILDE },
        };
        for (size_t k = 0; k < sizeof NAMES / sizeof NAMES[0]; k++) {
            size_t len = strlen(NAMES[k].text);
            if (s + len <= lx->end && memcmp(lx->src + s, NAMES[k].text, len) == 0)
                return op(lx, NAMES[k].op, s, len, space, LEX_ARG);
        }
    }
    if (is_digit(c))
        return number(lx, s, space);
    if (ident_start(c))
        return identifier(lx, s, space);
    switch (c) {
    case ';':
        lx->state = LEX_BEG;
        return make(lx, T_NL, s, s + 1, space);
    case '@':
        if (n1 == '@')
            return error(lx, T_UNSUPPORTED, s, s + 2, "a class variable (@@)");
        if (!ident_start(n1) || is_digit(n1))
            return error(lx, T_ERROR, s, s + 1, "'@' without identifiers is not allowed as an instance variable name");
        {
            size_t i = s + 1;
            while (rb_ident_char(at(lx, i)))
                i++;
            lx->state = LEX_END;
            return make(lx, T_IVAR, s, i, space);
        }
    case '$': {
        size_t i = s + 1;
        if (is_digit(n1)) {
            int64_t nth = 0;
            while (is_digit(at(lx, i)) && nth < 1000000)
                nth = nth * 10 + (at(lx, i++) - '0');
            lx->state = LEX_END;
            RbToken t = make(lx, n1 == '0' ? T_GVAR : T_NTHREF, s, i, space);
            t.integer = nth;
            return t;
        }
        if (ident_start(n1)) {
            while (rb_ident_char(at(lx, i)))
                i++;
        } else if (n1 && strchr("~!&`'+/\\;,.<>_:\"$?*@", n1)) {
            i++;
        } else {
            return error(lx, T_ERROR, s, s + 1, "'$' without identifiers is not allowed as a global variable name");
        }
        lx->state = LEX_END;
        return make(lx, T_GVAR, s, i, space);
    }
    case '"':
        return literal(lx, T_STRING, s, s, true, space);
    case '\'':
        return literal(lx, T_STRING, s, s, false, space);
    case '`':
        return error(lx, T_UNSUPPORTED, s, s + 1, "a command in backquotes");
    case ':':
        if (n1 == ':') {
            return op(lx, OP_COLON2, s, 2, space, (st == LEX_BEG || (st == LEX_ARG && space)) ? LEX_BEG : LEX_DOT);
        }
        if (st != LEX_END) {
            RbToken t;
            if (symbol(lx, s, space, &t))
                return t;
        }
        return op(lx, OP_COLON, s, 1, space, LEX_BEG);
    case '?': {
        /* ?c, a one-character string, where an operand may begin */
        if ((st == LEX_BEG || (st == LEX_ARG && space)) && n1 && !is_blank(n1) && n1 != '\n' &&
            (n1 == '\\' || !rb_ident_char(n2) || (unsigned char)n1 >= 0x80)) {
            size_t end = s + 2;
            if (n1 == '\\')
                end = s + 3;
            else
                while (end < lx->end && ((unsigned char)lx->src[end] & 0xC0) == 0x80)
                    end++;
            RbToken t = make(lx, T_STRING, s, end, space);
            t.body_start = (uint32_t)(s + 1);
            t.body_end = (uint32_t)end;
            t.interpolating = true;
            t.close = '\0';
            lx->state = LEX_END;
            return t;
        }
        return op(lx, OP_QUESTION, s, 1, space, LEX_BEG);
    }
    case '%':
        if (arg_starts(lx, space, s) && st != LEX_END)
            return percent_literal(lx, s, space);
        if (n1 == '=')
            return op_assign(lx, OP_MOD, s, 2, space);
        return op(lx, OP_MOD, s, 1, space, LEX_BEG);
    case '/':
        if (arg_starts(lx, space, s) && st != LEX_END)
            return literal(lx, T_REGEXP, s, s, true, space);
        if (n1 == '=')
            return op_assign(lx, OP_DIV, s, 2, space);
        return op(lx, OP_DIV, s, 1, space, LEX_BEG);
    case '<':
        if (n1 == '<' && st != LEX_END && arg_starts(lx, space, s + 1) &&
            (n2 == '-' || n2 == '~' || n2 == '"' || n2 == '\'' || ident_start(n2)))
            return error(lx, T_UNSUPPORTED, s, s + 2, "a heredoc");
        if (n1 == '=' && n2 == '>')
            return op(lx, OP_CMP, s, 3, space, LEX_BEG);
        if (n1 == '=')
            return op(lx, OP_LE, s, 2, space, LEX_BEG);
        if (n1 == '<' && n2 == '=')
            return op_assign(lx, OP_LSHIFT, s, 3, space);
        if (n1 == '<')
            return op(lx, OP_LSHIFT, s, 2, space, LEX_BEG);
        return op(lx, OP_LT, s, 1, space, LEX_BEG);
    case '>':
        if (n1 == '=')
            return op(lx, OP_GE, s, 2, space, LEX_BEG);
        if (n1 == '>' && n2 == '=')
            return op_assign(lx, OP_RSHIFT, s, 3, space);
        if (n1 == '>')
            return op(lx, OP_RSHIFT, s, 2, space, LEX_BEG);
        return op(lx, OP_GT, s, 1, space, LEX_BEG);
    case '=':
        if (n1 == '=' && n2 == '=')
            return op(lx, OP_EQQ, s, 3, space, LEX_BEG);
        if (n1 == '=')
            return op(lx, OP_EQ, s, 2, space, LEX_BEG);
        if (n1 == '~')
            return op(lx, OP_MATCH, s, 2, space, LEX_BEG);
        if (n1 == '>')
            return op(lx, OP_ASSOC, s, 2, space, LEX_BEG);
        return op(lx, OP_ASSIGN, s, 1, space, LEX_BEG);
    case '!':
        if (n1 == '=')
            return op(lx, OP_NEQ, s, 2, space, LEX_BEG);
        if (n1 == '~')
            return op(lx, OP_NMATCH, s, 2, space, LEX_BEG);
        return op(lx, OP_NOT, s, 1, space, LEX_BEG);
    case '&':
        if (n1 == '&' && n2 == '=')
            return op_assign(lx, OP_ANDAND, s, 3, space);
        if (n1 == '&')
            return op(lx, OP_ANDAND, s, 2, space, LEX_BEG);
        if (n1 == '.')
            return op(lx, OP_ANDDOT, s, 2, space, LEX_DOT);
        if (n1 == '=')
            return op_assign(lx, OP_AMP, s, 2, space);
        return op(lx, OP_AMP, s, 1, space, LEX_BEG);
    case '|':
        if (n1 == '|' && n2 == '=')
            return op_assign(lx, OP_OROR, s, 3, space);
        if (n1 == '|' && st != LEX_BEG)
            return op(lx, OP_OROR, s, 2, space, LEX_BEG);
        if (n1 == '=')
            return op_assign(lx, OP_PIPE, s, 2, space);
        return op(lx, OP_PIPE, s, 1, space, LEX_BEG);
    case '+':
    case '-':
        if (c == '-' && n1 == '>')
            return op(lx, OP_LAMBDA, s, 2, space, LEX_BEG);
        if (n1 == '=')
            return op_assign(lx, c == '+' ? OP_PLUS : OP_MINUS, s, 2, space);
        if (is_digit(n1) && st != LEX_END && arg_starts(lx, space, s))
            return number(lx, s, space);
        return op(lx, c == '+' ? OP_PLUS : OP_MINUS, s, 1, space, LEX_BEG);
    case '*':
        if (n1 == '*' && n2 == '=')
            return op_assign(lx, OP_POW, s, 3, space);
        if (n1 == '*')
            return op(lx, OP_POW, s, 2, space, LEX_BEG);
        if (n1 == '=')
            return op_assign(lx, OP_STAR, s, 2, space);
        return op(lx, OP_STAR, s, 1, space, LEX_BEG);
    case '^':
        if (n1 == '=')
            return op_assign(lx, OP_CARET, s, 2, space);
        return op(lx, OP_CARET, s, 1, space, LEX_BEG);
    case '~':
        return op(lx, OP_TILDE, s, 1, space, LEX_BEG);
    case '.':
        if (n1 == '.' && n2 == '.')
            return op(lx, OP_DOT3, s, 3, space, LEX_BEG);
        if (n1 == '.')
            return op(lx, OP_DOT2, s, 2, space, LEX_BEG);
        return op(lx, OP_DOT, s, 1, space, LEX_DOT);
    case ',':
        return op(lx, OP_COMMA, s, 1, space, LEX_BEG);
    case '(':
        return op(lx, OP_LPAREN, s, 1, space, LEX_BEG);
    case ')':
        return op(lx, OP_RPAREN, s, 1, space, LEX_END);
    case '[':
        return op(lx, OP_LBRACK, s, 1, space, LEX_BEG);
    case ']':
        return op(lx, OP_RBRACK, s, 1, space, LEX_END);
    case '{':
        return op(lx, OP_LBRACE, s, 1, space, LEX_BEG);
    case '}':
        return op(lx, OP_RBRACE, s, 1, space, LEX_END);
    default:
        return error(lx, T_ERROR, s, s + 1, "unexpected character");
    }
}
