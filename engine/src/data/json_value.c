/* json_value.c: JSON text read into Puppet values as Ruby's JSON.parse reads it (json_value.h).
 *
 * The reader reproduces the json 2.6 extension's Ragel machines, including where their errors
 * point: at the first element of the innermost array that could not be read, or at the
 * document's value when no array holds the failure (an object gives up without a message of its
 * own); strings unescape as the extension does (an unknown escape drops its backslash, a lone
 * high surrogate is '?', a high surrogate with no room left for its pair fails). Not the RFC
 * reader of the engine's own JSON (json.c), nor the writers (stdlib's to_json, json.c).
 */
#include <stdarg.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "data/json_value.h"
#include "support/ascii.h"
#include "support/strbuf.h"

/* The __LINE__ each of the extension's raises reports (Ruby 3.1's parser.rl). */
enum {
    LINE_NAN = 225,
    LINE_INFINITY = 232,
    LINE_MINUS_INFINITY = 249,
    LINE_ARRAY = 451,
    LINE_SURROGATE = 521,
    LINE_DOCUMENT = 859,
};

typedef struct Parser {
    Ctx *ctx;
    const JsonValueOptions *options;
    const char *source, *pe;
    const char *error;   /* the error recorded: unwind */
    bool raised;
} Parser;

/* Records the error (the first one only: unwinding raises nothing more). */
static void raise_error(Parser *jp, const char *format, ...) {
    if (jp->raised)
        return;
    va_list args;
    va_start(args, format);
    jp->error = ctx_vsprintf(jp->ctx, format, args);
    va_end(args);
    jp->raised = true;
}

/* Records "LINE: unexpected token at 'REST'" (REST: the source from p, as C reads it). */
static const char *unexpected(Parser *jp, int line, const char *p) {
    size_t rest = (size_t)(jp->pe - p);
    const char *nul = memchr(p, '\0', rest);
    if (nul)
        rest = (size_t)(nul - p);
    raise_error(jp, "%d: unexpected token at '%.*s'", line, (int)rest, p);
    return NULL;
}

/* ignore*: blanks and comments from p. Returns the first other byte's position, or sets *bad
 * to where the machine failed inside a comment (pe when it ran out). */
static const char *skip_ignore(Parser *jp, const char *p, const char **bad) {
    *bad = NULL;
    while (p < jp->pe) {
        char c = *p;
        if (c == ' ' || c == '\t' || c == '\r' || c == '\n') {
            p++;
        } else if (c == '/') {
            if (p + 1 >= jp->pe) {
                *bad = jp->pe;
                return p;
            }
            if (p[1] == '*') {
                const char *q = p + 2;
                while (q + 1 < jp->pe && !(q[0] == '*' && q[1] == '/'))
                    q++;
                if (q + 1 >= jp->pe) {
                    *bad = jp->pe;
                    return p;
                }
                p = q + 2;
            } else if (p[1] == '/') {
                const char *nl = memchr(p + 2, '\n', (size_t)(jp->pe - p - 2));
                if (!nl) {
                    *bad = jp->pe;
                    return p;
                }
                p = nl + 1;
            } else {
                *bad = p + 1;
                return p;
            }
        } else {
            break;
        }
    }
    return p;
}

static bool begin_value(const char *p, const char *pe) {
    if (p >= pe)
        return false;
    char c = *p;
    return strchr("nft\"-[{NI", c) != NULL && c != '\0' ? true : (c >= '0' && c <= '9');
}

static uint32_t unescape_unicode(const char *p) {
    uint32_t r = 0;
    for (int i = 0; i < 4; i++) {
        int d = ascii_hex_value(p[i]);
        if (d < 0)
            return 0xfffd;
        r = (r << 4) | (uint32_t)d;
    }
    return r;
}

static void append_utf32(StrBuf *out, uint32_t ch) {
    char buf[4];
    size_t len = 1;
    if (ch <= 0x7f) {
        buf[0] = (char)ch;
    } else if (ch <= 0x7ff) {
        buf[0] = (char)((ch >> 6) | 0xc0);
        buf[1] = (char)((ch & 0x3f) | 0x80);
        len = 2;
    } else if (ch <= 0xffff) {
        buf[0] = (char)((ch >> 12) | 0xe0);
        buf[1] = (char)(((ch >> 6) & 0x3f) | 0x80);
        buf[2] = (char)((ch & 0x3f) | 0x80);
        len = 3;
    } else if (ch <= 0x1fffff) {
        buf[0] = (char)((ch >> 18) | 0xf0);
        buf[1] = (char)(((ch >> 12) & 0x3f) | 0x80);
        buf[2] = (char)(((ch >> 6) & 0x3f) | 0x80);
        buf[3] = (char)((ch & 0x3f) | 0x80);
        len = 4;
    } else {
        buf[0] = '?';
    }
    strbuf_append(out, buf, len);
}

/* json_string_unescape over [string, end). Returns false after the surrogate error. */
static bool unescape(Parser *jp, const char *string, const char *end, Value *out) {
    StrBuf sb;
    strbuf_init(&sb, jp->ctx);
    const char *p = string, *pe = string;
    while (pe < end) {
        if (*pe != '\\') {
            pe++;
            continue;
        }
        const char *esc = "?";
        size_t esc_len = 1;
        bool utf32 = false;
        uint32_t ch = 0;
        if (pe > p)
            strbuf_append(&sb, p, (size_t)(pe - p));
        switch (*++pe) {
        case 'n': esc = "\n"; break;
        case 'r': esc = "\r"; break;
        case 't': esc = "\t"; break;
        case '"': esc = "\""; break;
        case '\\': esc = "\\"; break;
        case 'b': esc = "\b"; break;
        case 'f': esc = "\f"; break;
        case 'u':
            ch = unescape_unicode(++pe);
            pe += 3;
            utf32 = true;
            if ((ch & 0xfc00) == 0xd800) {
                pe++;
                if (pe > end - 6) {
                    size_t rest = (size_t)(jp->pe - p);
                    const char *nul = memchr(p, '\0', rest);
                    if (nul)
                        rest = (size_t)(nul - p);
                    raise_error(jp, "%d: incomplete surrogate pair at '%.*s'", LINE_SURROGATE, (int)rest, p);
                    return false;
                }
                if (pe[0] == '\\' && pe[1] == 'u') {
                    uint32_t sur = unescape_unicode(pe + 2);
                    ch = ((ch & 0x3f) << 10) | ((((ch >> 6) & 0xf) + 1) << 16) | (sur & 0x3ff);
                    pe += 5;
                } else {
                    utf32 = false;   /* '?' */
                }
            }
            break;
        default:
            p = pe;
            continue;
        }
        if (utf32)
            append_utf32(&sb, ch);
        else
            strbuf_append(&sb, esc, esc_len);
        p = ++pe;
    }
    if (pe > p)
        strbuf_append(&sb, p, (size_t)(pe - p));
    *out = strbuf_finish_value(&sb);
    return true;
}

/* JSON_string at p ('"'): the position after the closing quote, or NULL. */
static const char *parse_string(Parser *jp, const char *p, Value *out) {
    const char *q = p + 1;
    while (q < jp->pe) {
        unsigned char c = (unsigned char)*q;
        if (c == '"')
            break;
        if (c < 0x20)
            return NULL;
        if (c == '\\') {
            if (q + 1 >= jp->pe)
                return NULL;
            unsigned char n = (unsigned char)q[1];
            if (n == 'u') {
                for (int i = 2; i < 6; i++)
                    if (q + i >= jp->pe || ascii_hex_value(q[i]) < 0)
                        return NULL;
                q += 6;
            } else if (n < 0x20) {
                return NULL;
            } else {
                q += 2;
            }
            continue;
        }
        q++;
    }
    if (q >= jp->pe)
        return NULL;
    if (!unescape(jp, p + 1, q, out))
        return NULL;
    return q + 1;
}

static bool is_digit(const char *p, const char *pe) {
    return p < pe && *p >= '0' && *p <= '9';
}

/* '-'? ('0' | [1-9][0-9]*): the end of the integer part, or NULL. */
static const char *int_part(const char *p, const char *pe) {
    if (p < pe && *p == '-')
        p++;
    if (!is_digit(p, pe))
        return NULL;
    if (*p == '0')
        return p + 1;
    while (is_digit(p, pe))
        p++;
    return p;
}

/* JSON_float: the end of the number, or NULL. */
static const char *float_end(const char *p, const char *pe) {
    const char *q = int_part(p, pe);
    if (!q)
        return NULL;
    bool fraction = false;
    if (q < pe && *q == '.') {
        q++;
        if (!is_digit(q, pe))
            return NULL;
        while (is_digit(q, pe))
            q++;
        fraction = true;
    }
    if (q < pe && (*q == 'e' || *q == 'E')) {
        q++;
        if (q < pe && (*q == '+' || *q == '-'))
            q++;
        if (!is_digit(q, pe))
            return NULL;
        while (is_digit(q, pe))
            q++;
    } else if (!fraction) {
        return NULL;
    }
    if (q < pe && (is_digit(q, pe) || *q == 'E' || *q == 'e' || *q == '.' || *q == '-'))
        return NULL;
    return q;
}

/* JSON_integer: the end of the number, or NULL ("01" is none). */
static const char *integer_end(const char *p, const char *pe) {
    const char *q = int_part(p, pe);
    if (!q || is_digit(q, pe))
        return NULL;
    return q;
}

static const char *parse_value(Parser *jp, const char *p, int nesting, Value *out);

/* JSON_array at p ('['): the position after ']'; raises its own errors. */
static const char *parse_array(Parser *jp, const char *p, int nesting, Value *out) {
    if (nesting > 100) {
        raise_error(jp, "nesting of %d is too deep", nesting);
        return NULL;
    }
    ArrayBuilder items;
    array_builder_init(&items);
    const char *bad;
    const char *q = skip_ignore(jp, p + 1, &bad);
    if (bad)
        return unexpected(jp, LINE_ARRAY, bad);
    if (q < jp->pe && *q == ']') {
        *out = array_builder_finish(jp->ctx, &items);
        return q + 1;
    }
    for (;;) {
        if (!begin_value(q, jp->pe))
            return unexpected(jp, LINE_ARRAY, q);
        Value v = value_undef();
        const char *np = parse_value(jp, q, nesting, &v);
        if (jp->raised)
            return NULL;
        if (!np)
            return unexpected(jp, LINE_ARRAY, q);
        array_builder_push(jp->ctx, &items, v);
        q = skip_ignore(jp, np, &bad);
        if (bad)
            return unexpected(jp, LINE_ARRAY, bad);
        if (q < jp->pe && *q == ']') {
            *out = array_builder_finish(jp->ctx, &items);
            return q + 1;
        }
        if (q >= jp->pe || *q != ',')
            return unexpected(jp, LINE_ARRAY, q);
        q = skip_ignore(jp, q + 1, &bad);
        if (bad)
            return unexpected(jp, LINE_ARRAY, bad);
    }
}

/* JSON_object at p ('{'): the position after '}', or NULL when it cannot be read (an object
 * raises nothing of its own: the array or document around it does). */
static const char *parse_object(Parser *jp, const char *p, int nesting, Value *out) {
    if (nesting > 100) {
        raise_error(jp, "nesting of %d is too deep", nesting);
        return NULL;
    }
    Hash *h = hash_new(jp->ctx, 4);
    const char *bad;
    const char *q = skip_ignore(jp, p + 1, &bad);
    if (bad)
        return NULL;
    if (q < jp->pe && *q == '}') {
        *out = value_from_hash(h);
        return q + 1;
    }
    for (;;) {
        if (q >= jp->pe || *q != '"')
            return NULL;
        Value name;
        q = parse_string(jp, q, &name);
        if (!q)
            return NULL;
        q = skip_ignore(jp, q, &bad);
        if (bad || q >= jp->pe || *q != ':')
            return NULL;
        q = skip_ignore(jp, q + 1, &bad);
        if (bad || !begin_value(q, jp->pe))
            return NULL;
        Value v = value_undef();
        q = parse_value(jp, q, nesting, &v);
        if (!q)
            return NULL;
        hash_put(jp->ctx, h, name, v);
        q = skip_ignore(jp, q, &bad);
        if (bad || q >= jp->pe)
            return NULL;
        if (*q == '}') {
            *out = value_from_hash(h);
            return q + 1;
        }
        if (*q != ',')
            return NULL;
        q = skip_ignore(jp, q + 1, &bad);
        if (bad)
            return NULL;
    }
}

static bool starts(const char *p, const char *pe, const char *word) {
    size_t n = strlen(word);
    return (size_t)(pe - p) >= n && memcmp(p, word, n) == 0;
}

/* JSON_value at p (a begin_value byte): the position after the value, or NULL when it cannot
 * be read (the caller reports where it stands). */
static const char *parse_value(Parser *jp, const char *p, int nesting, Value *out) {
    stack_guard();
    if (jp->options->count_steps)
        ctx_step(jp->ctx);
    const char *pe = jp->pe;
    switch (*p) {
    case '"': return parse_string(jp, p, out);
    case '[': return parse_array(jp, p, nesting + 1, out);
    case '{': return parse_object(jp, p, nesting + 1, out);
    case 'n':
        if (!starts(p, pe, "null"))
            return NULL;
        *out = value_undef();
        return p + 4;
    case 't':
        if (!starts(p, pe, "true"))
            return NULL;
        *out = value_boolean(true);
        return p + 4;
    case 'f':
        if (!starts(p, pe, "false"))
            return NULL;
        *out = value_boolean(false);
        return p + 5;
    case 'N':
        if (!starts(p, pe, "NaN"))
            return NULL;
        return unexpected(jp, LINE_NAN, p);
    case 'I':
        if (!starts(p, pe, "Infinity"))
            return NULL;
        /* the extension points 8 bytes before the last 'y': one before the token (before the
         * text itself, it finds the NUL there: nothing) */
        return unexpected(jp, LINE_INFINITY, p > jp->source ? p - 1 : jp->pe);
    default:
        break;
    }
    if (pe > p + 8 && strncmp(p, "-Infinity", 9) == 0)
        return unexpected(jp, LINE_MINUS_INFINITY, p);
    const char *end = float_end(p, pe);
    if (end) {
        char *text = ctx_alloc(jp->ctx, (size_t)(end - p) + 1);
        memcpy(text, p, (size_t)(end - p));
        text[end - p] = '\0';
        *out = value_float(strtod(text, NULL));
        return end;
    }
    end = integer_end(p, pe);
    if (!end)
        return NULL;
    bool negative = *p == '-';
    uint64_t magnitude = 0;
    for (const char *d = p + negative; d < end; d++) {
        unsigned digit = (unsigned)(*d - '0');
        if (magnitude > (UINT64_MAX - digit) / 10 ||
            (magnitude = magnitude * 10 + digit) > (uint64_t)INT64_MAX + (negative ? 1u : 0u)) {
            if (jp->options->big_integers == JSON_BIG_INTEGERS_FLOAT) {
                *out = value_float(strtod(ctx_strndup(jp->ctx, p, (size_t)(end - p)), NULL));
                return end;
            }
            raise_error(jp, "the integer %.*s is beyond the range of a 64-bit Integer", (int)(end - p), p);
            return NULL;
        }
    }
    *out = value_integer(negative ? (int64_t)(0 - magnitude) : (int64_t)magnitude);
    return end;
}

/* JSON.parse(text) as the extension reads a document. Returns false after recording its error. */
static bool parse_document(Parser *jp, Value *out) {
    const char *bad;
    const char *p = skip_ignore(jp, jp->source, &bad);
    if (bad) {
        unexpected(jp, LINE_DOCUMENT, bad);
        return false;
    }
    if (!begin_value(p, jp->pe)) {
        unexpected(jp, LINE_DOCUMENT, p);
        return false;
    }
    *out = value_undef();
    const char *np = parse_value(jp, p, 0, out);
    if (jp->raised)
        return false;
    if (!np) {
        unexpected(jp, LINE_DOCUMENT, p);
        return false;
    }
    p = skip_ignore(jp, np, &bad);
    if (bad || p != jp->pe) {
        unexpected(jp, LINE_DOCUMENT, bad ? bad : p);
        return false;
    }
    return true;
}

bool json_value_read(Ctx *ctx, const char *text, size_t len, const JsonValueOptions *options, Value *out,
                     const char **error) {
    Parser jp = { .ctx = ctx, .options = options, .source = text, .pe = text + len };
    *error = NULL;
    if (parse_document(&jp, out))
        return true;
    *error = jp.error;
    return false;
}
