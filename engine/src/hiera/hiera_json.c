/* hiera_json.c: JSON data files as the reference's json_data reads them: Ruby's JSON.parse
 * (the json 2.6 gem of Ruby 3.1, a Ragel parser), values and errors alike.
 *
 * What the gem accepts beyond RFC 8259 is accepted (/ * * / and // comments between tokens, any
 * character after a backslash in a string), and its errors are its own: "<line of parser.rl>:
 * unexpected token at '<rest of the text>'", where an array reports the element or separator it
 * could not read (451), NaN and Infinity their own lines (225, 232, 249), and anything else fails
 * as the whole value it belongs to, reported at the start of the document's value (859).
 */
#include <limits.h>
#include <stdlib.h>
#include <string.h>

#include "hiera/hiera_internal.h"
#include "support/limits.h"

typedef struct Parser {
    Ctx *ctx;
    const char *text, *end;
    const char *error;        /* set once: a raise of the gem (not a plain failure) */
    unsigned depth;
} Parser;

/* A failure without a raise: the enclosing construct decides what is reported. */
#define FAILED value_abrupt()

static Value raise_at(Parser *p, int line, const char *at) {
    if (!p->error)
        p->error = ctx_sprintf(p->ctx, "%d: unexpected token at '%.*s'", line, (int)(p->end - at), at);
    return value_abrupt();
}

/* ignore*: blanks and comments. Returns false on an unterminated comment. */
static bool skip_ignored(Parser *p, const char **s) {
    for (;;) {
        const char *c = *s;
        while (c < p->end && (*c == ' ' || *c == '\t' || *c == '\r' || *c == '\n'))
            c++;
        if (c + 1 < p->end && c[0] == '/' && c[1] == '*') {
            const char *close = NULL;
            for (const char *q = c + 2; q + 1 < p->end; q++)
                if (q[0] == '*' && q[1] == '/') {
                    close = q;
                    break;
                }
            if (!close) {
                *s = c;
                return false;
            }
            *s = close + 2;
            continue;
        }
        if (c + 1 < p->end && c[0] == '/' && c[1] == '/') {
            const char *nl = memchr(c, '\n', (size_t)(p->end - c));
            if (!nl) {
                *s = p->end;
                return false;
            }
            *s = nl + 1;
            continue;
        }
        *s = c;
        return true;
    }
}

static void put_utf8(StrBuf *sb, unsigned cp) {
    char b[4];
    if (cp < 0x80) {
        b[0] = (char)cp;
        strbuf_append(sb, b, 1);
    } else if (cp < 0x800) {
        b[0] = (char)(0xC0 | cp >> 6);
        b[1] = (char)(0x80 | (cp & 0x3F));
        strbuf_append(sb, b, 2);
    } else if (cp < 0x10000) {
        b[0] = (char)(0xE0 | cp >> 12);
        b[1] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[2] = (char)(0x80 | (cp & 0x3F));
        strbuf_append(sb, b, 3);
    } else {
        b[0] = (char)(0xF0 | cp >> 18);
        b[1] = (char)(0x80 | ((cp >> 12) & 0x3F));
        b[2] = (char)(0x80 | ((cp >> 6) & 0x3F));
        b[3] = (char)(0x80 | (cp & 0x3F));
        strbuf_append(sb, b, 4);
    }
}

static int hex4(const char *s) {
    int v = 0;
    for (int i = 0; i < 4; i++) {
        char c = s[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : -1;
        if (d < 0)
            return -1;
        v = v * 16 + d;
    }
    return v;
}

static Value parse_string(Parser *p, const char **s) {
    const char *c = *s + 1;
    StrBuf sb;
    strbuf_init(&sb, p->ctx);
    while (c < p->end && *c != '"') {
        unsigned char ch = (unsigned char)*c;
        if (ch < 0x20)
            return FAILED;
        if (ch != '\\') {
            strbuf_append(&sb, c, 1);
            c++;
            continue;
        }
        if (c + 1 >= p->end)
            return FAILED;
        char e = c[1];
        c += 2;
        switch (e) {
        case 'b': strbuf_append_char(&sb, '\b'); break;
        case 'f': strbuf_append_char(&sb, '\f'); break;
        case 'n': strbuf_append_char(&sb, '\n'); break;
        case 'r': strbuf_append_char(&sb, '\r'); break;
        case 't': strbuf_append_char(&sb, '\t'); break;
        case 'u': {
            int cp = p->end - c >= 4 ? hex4(c) : -1;
            if (cp < 0)
                return FAILED;
            c += 4;
            if (cp >= 0xD800 && cp < 0xDC00 && p->end - c >= 6 && c[0] == '\\' && c[1] == 'u') {
                int lo = hex4(c + 2);
                if (lo >= 0xDC00 && lo < 0xE000) {
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (lo - 0xDC00);
                    c += 6;
                }
            }
            put_utf8(&sb, (unsigned)cp);
            break;
        }
        default:
            strbuf_append(&sb, &e, 1);   /* \" \\ \/ and the gem's leniency: the character itself */
            break;
        }
    }
    if (c >= p->end)
        return FAILED;
    *s = c + 1;
    return strbuf_finish_value(&sb);
}

static bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

static Value parse_number(Parser *p, const char **s) {
    const char *c = *s, *start = c;
    if (c < p->end && *c == '-')
        c++;
    if (c >= p->end || !is_digit(*c))
        return FAILED;
    if (*c == '0') {
        c++;
        if (c < p->end && is_digit(*c))
            return FAILED;
    } else {
        while (c < p->end && is_digit(*c))
            c++;
    }
    bool is_float = false;
    if (c + 1 < p->end && *c == '.' && is_digit(c[1])) {
        is_float = true;
        c++;
        while (c < p->end && is_digit(*c))
            c++;
    }
    if (c < p->end && (*c == 'e' || *c == 'E')) {
        const char *e = c + 1;
        if (e < p->end && (*e == '+' || *e == '-'))
            e++;
        if (e < p->end && is_digit(*e)) {
            is_float = true;
            c = e;
            while (c < p->end && is_digit(*c))
                c++;
        }
    }
    char *text = ctx_strndup(p->ctx, start, (size_t)(c - start));
    *s = c;
    if (is_float)
        return value_float(strtod(text, NULL));
    char *endp;
    long long v = strtoll(text, &endp, 10);
    if ((v == LLONG_MAX || v == LLONG_MIN) && strcmp(text, v == LLONG_MAX ? "9223372036854775807" : "-9223372036854775808") != 0) {
        if (!p->error)
            p->error = ctx_sprintf(p->ctx, "the integer %s is beyond the range of a 64-bit Integer", text);
        return value_abrupt();
    }
    return value_integer(v);
}

static bool word(Parser *p, const char *s, const char *w) {
    size_t n = strlen(w);
    return (size_t)(p->end - s) >= n && memcmp(s, w, n) == 0;
}

static Value parse_value(Parser *p, const char **s);

static Value parse_array(Parser *p, const char **s) {
    const char *c = *s + 1;
    ArrayBuilder b;
    array_builder_init(&b);
    if (!skip_ignored(p, &c))
        return raise_at(p, 451, c);
    if (c < p->end && *c == ']') {
        *s = c + 1;
        return array_builder_finish(p->ctx, &b);
    }
    for (;;) {
        const char *at = c;
        Value v = parse_value(p, &c);
        if (value_is_abrupt(v))
            return p->error ? v : raise_at(p, 451, at);
        array_builder_push(p->ctx, &b, v);
        if (!skip_ignored(p, &c))
            return raise_at(p, 451, c);
        if (c < p->end && *c == ']') {
            *s = c + 1;
            return array_builder_finish(p->ctx, &b);
        }
        if (c >= p->end || *c != ',')
            return raise_at(p, 451, c);
        c++;
        if (!skip_ignored(p, &c))
            return raise_at(p, 451, c);
    }
}

static Value parse_object(Parser *p, const char **s) {
    const char *c = *s + 1;
    Hash *h = hash_new(p->ctx, 4);
    if (!skip_ignored(p, &c))
        return FAILED;
    if (c < p->end && *c == '}') {
        *s = c + 1;
        return value_from_hash(h);
    }
    for (;;) {
        if (c >= p->end || *c != '"')
            return FAILED;
        Value k = parse_string(p, &c);
        if (value_is_abrupt(k) || !skip_ignored(p, &c) || c >= p->end || *c != ':')
            return FAILED;
        c++;
        if (!skip_ignored(p, &c))
            return FAILED;
        Value v = parse_value(p, &c);
        if (value_is_abrupt(v))
            return v;
        hash_put(p->ctx, h, k, v);
        if (!skip_ignored(p, &c))
            return FAILED;
        if (c < p->end && *c == '}') {
            *s = c + 1;
            return value_from_hash(h);
        }
        if (c >= p->end || *c != ',')
            return FAILED;
        c++;
        if (!skip_ignored(p, &c))
            return FAILED;
    }
}

static Value parse_value(Parser *p, const char **s) {
    const char *c = *s;
    if (c >= p->end)
        return FAILED;
    if (++p->depth > MAX_DATA_DEPTH) {
        if (!p->error)
            p->error = ctx_sprintf(p->ctx, "nesting of %u is too deep", p->depth);
        return value_abrupt();
    }
    stack_guard();
    Value v;
    switch (*c) {
    case '"': v = parse_string(p, &c); break;
    case '[': v = parse_array(p, &c); break;
    case '{': v = parse_object(p, &c); break;
    case 'n': v = word(p, c, "null") ? (c += 4, value_undef()) : FAILED; break;
    case 't': v = word(p, c, "true") ? (c += 4, value_boolean(true)) : FAILED; break;
    case 'f': v = word(p, c, "false") ? (c += 5, value_boolean(false)) : FAILED; break;
    case 'N': v = word(p, c, "NaN") ? raise_at(p, 225, c) : FAILED; break;
    case 'I': v = word(p, c, "Infinity") ? raise_at(p, 232, c > p->text ? c - 1 : c) : FAILED; break;
    case '-':
        if (word(p, c, "-Infinity")) {
            v = raise_at(p, 249, c);
            break;
        }
        /* fall through */
    default:
        v = parse_number(p, &c);
        break;
    }
    p->depth--;
    if (!value_is_abrupt(v))
        *s = c;
    return v;
}

bool hiera_json_parse(Ctx *ctx, const char *text, size_t len, Value *out, const char **error) {
    Parser p = { .ctx = ctx, .text = text, .end = text + len };
    const char *c = text;
    if (!skip_ignored(&p, &c)) {
        *error = ctx_sprintf(ctx, "859: unexpected token at '%.*s'", (int)(p.end - c), c);
        return false;
    }
    const char *start = c;
    Value v = c < p.end ? parse_value(&p, &c) : value_abrupt();
    if (value_is_abrupt(v)) {
        *error = p.error ? p.error : ctx_sprintf(ctx, "859: unexpected token at '%.*s'", (int)(p.end - start), start);
        return false;
    }
    if (!skip_ignored(&p, &c) || c < p.end) {
        *error = ctx_sprintf(ctx, "859: unexpected token at '%.*s'", (int)(p.end - c), c);
        return false;
    }
    *out = v;
    return true;
}
