/* json.c: the JSON reader (into an arena) and writer (into malloc'ed text) of json.h.
 *
 * Follows RFC 8259 strictly: no comments, no trailing commas, no NaN; strings must be valid
 * UTF-8 with no raw control characters; a lone surrogate escape decodes to U+FFFD, since it has
 * no UTF-8 form.
 */
#include "data/json.h"

#include <math.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "text/format.h"
#include "support/ascii.h"
#include "support/limits.h"

/* --- reader ------------------------------------------------------------------------------- */

typedef struct Reader {
    Arena *arena;
    const char *text;
    size_t len, pos;
    JsonError *error;
} Reader;

static void *reader_fail(Reader *r, const char *message) {
    if (!r->error->message) {
        r->error->message = message;
        r->error->offset = r->pos;
    }
    return NULL;
}

static void skip_space(Reader *r) {
    while (r->pos < r->len) {
        char c = r->text[r->pos];
        if (c != ' ' && c != '\t' && c != '\n' && c != '\r')
            break;
        r->pos++;
    }
}

static JsonValue *new_value(Reader *r, JsonKind kind, size_t start) {
    JsonValue *v = arena_calloc(r->arena, 1, sizeof *v);
    if (!v)
        return reader_fail(r, "out of memory");
    v->kind = kind;
    v->offset = start;
    return v;
}

static bool match_word(Reader *r, const char *word) {
    size_t n = strlen(word);
    if (r->len - r->pos < n || memcmp(r->text + r->pos, word, n) != 0)
        return false;
    r->pos += n;
    return true;
}

/* Length of the valid UTF-8 sequence at s (at most avail bytes), or 0 if it is not valid:
 * no overlong forms, no surrogates, nothing above U+10FFFF. */
static size_t utf8_sequence_length(const unsigned char *s, size_t avail) {
    unsigned char c = s[0];
    size_t n;
    unsigned cp;
    if (c < 0x80)
        return 1;
    if (c >= 0xC2 && c <= 0xDF) { n = 2; cp = c & 0x1F; }
    else if (c >= 0xE0 && c <= 0xEF) { n = 3; cp = c & 0x0F; }
    else if (c >= 0xF0 && c <= 0xF4) { n = 4; cp = c & 0x07; }
    else return 0;
    if (avail < n)
        return 0;
    for (size_t i = 1; i < n; i++) {
        if ((s[i] & 0xC0) != 0x80)
            return 0;
        cp = (cp << 6) | (s[i] & 0x3F);
    }
    if ((n == 3 && cp < 0x800) || (n == 4 && (cp < 0x10000 || cp > 0x10FFFF)) ||
        (cp >= 0xD800 && cp <= 0xDFFF))
        return 0;
    return n;
}

static size_t utf8_encode(unsigned cp, char *out) {
    if (cp < 0x80) {
        out[0] = (char)cp;
        return 1;
    }
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

/* Reads the 4 hex digits of a \u escape at r->pos; -1 if malformed. */
static long read_hex4(Reader *r) {
    if (r->len - r->pos < 4)
        return -1;
    long cp = 0;
    for (int i = 0; i < 4; i++) {
        int d = ascii_hex_value(r->text[r->pos + (size_t)i]);
        if (d < 0)
            return -1;
        cp = cp * 16 + d;
    }
    r->pos += 4;
    return cp;
}

/* string = '"' chars '"'. Decodes into an arena buffer; the decoded form is never longer
 * than the source (an escape of 6 or 12 bytes yields at most 4). */
static bool read_string(Reader *r, const char **out, size_t *out_len) {
    r->pos++;   /* the opening quote */
    size_t start = r->pos;
    size_t end = start;
    while (end < r->len && r->text[end] != '"') {
        if (r->text[end] == '\\')
            end++;
        end++;
    }
    if (end >= r->len) {
        reader_fail(r, "unterminated string");
        return false;
    }
    char *buf = arena_alloc(r->arena, end - start + 1);
    if (!buf) {
        reader_fail(r, "out of memory");
        return false;
    }
    size_t n = 0;
    while (r->text[r->pos] != '"') {
        unsigned char c = (unsigned char)r->text[r->pos];
        if (c < 0x20) {
            reader_fail(r, "control character in string");
            return false;
        }
        if (c != '\\') {
            size_t seq = utf8_sequence_length((const unsigned char *)r->text + r->pos, r->len - r->pos);
            if (seq == 0) {
                reader_fail(r, "invalid UTF-8 in string");
                return false;
            }
            memcpy(buf + n, r->text + r->pos, seq);
            n += seq;
            r->pos += seq;
            continue;
        }
        r->pos++;
        char e = r->text[r->pos++];
        switch (e) {
        case '"': buf[n++] = '"'; break;
        case '\\': buf[n++] = '\\'; break;
        case '/': buf[n++] = '/'; break;
        case 'b': buf[n++] = '\b'; break;
        case 'f': buf[n++] = '\f'; break;
        case 'n': buf[n++] = '\n'; break;
        case 'r': buf[n++] = '\r'; break;
        case 't': buf[n++] = '\t'; break;
        case 'u': {
            long cp = read_hex4(r);
            if (cp < 0) {
                reader_fail(r, "malformed \\u escape");
                return false;
            }
            if (cp >= 0xD800 && cp <= 0xDBFF && r->len - r->pos >= 6 && r->text[r->pos] == '\\' &&
                r->text[r->pos + 1] == 'u') {
                size_t save = r->pos;
                r->pos += 2;
                long low = read_hex4(r);
                if (low >= 0xDC00 && low <= 0xDFFF)
                    cp = 0x10000 + ((cp - 0xD800) << 10) + (low - 0xDC00);
                else
                    r->pos = save;   /* not a pair: the high half stands alone */
            }
            if (cp >= 0xD800 && cp <= 0xDFFF)
                cp = 0xFFFD;
            n += utf8_encode((unsigned)cp, buf + n);
            break;
        }
        default:
            r->pos--;
            reader_fail(r, "unknown escape in string");
            return false;
        }
    }
    r->pos++;   /* the closing quote */
    buf[n] = '\0';
    *out = buf;
    *out_len = n;
    return true;
}

/* number = [ '-' ] int [ frac ] [ exp ] */
static JsonValue *read_number(Reader *r) {
    size_t start = r->pos;
    const char *t = r->text;
    bool integer = true;
    if (r->pos < r->len && t[r->pos] == '-')
        r->pos++;
    if (r->pos >= r->len || t[r->pos] < '0' || t[r->pos] > '9')
        return reader_fail(r, "malformed number");
    if (t[r->pos] == '0')
        r->pos++;
    else
        while (r->pos < r->len && t[r->pos] >= '0' && t[r->pos] <= '9')
            r->pos++;
    if (r->pos < r->len && t[r->pos] == '.') {
        integer = false;
        r->pos++;
        if (r->pos >= r->len || t[r->pos] < '0' || t[r->pos] > '9')
            return reader_fail(r, "malformed number");
        while (r->pos < r->len && t[r->pos] >= '0' && t[r->pos] <= '9')
            r->pos++;
    }
    if (r->pos < r->len && (t[r->pos] == 'e' || t[r->pos] == 'E')) {
        integer = false;
        r->pos++;
        if (r->pos < r->len && (t[r->pos] == '+' || t[r->pos] == '-'))
            r->pos++;
        if (r->pos >= r->len || t[r->pos] < '0' || t[r->pos] > '9')
            return reader_fail(r, "malformed number");
        while (r->pos < r->len && t[r->pos] >= '0' && t[r->pos] <= '9')
            r->pos++;
    }
    char *copy = arena_strndup(r->arena, t + start, r->pos - start);   /* strtod needs a NUL */
    JsonValue *v = copy ? new_value(r, JSON_NUMBER, start) : reader_fail(r, "out of memory");
    if (!v)
        return NULL;
    v->as.number.value = strtod(copy, NULL);
    v->as.number.is_integer = integer;
    return v;
}

static JsonValue *read_value(Reader *r, unsigned depth);

/* Appends item to a growing arena array (doubling). */
static bool push(Reader *r, void **items, size_t *count, size_t *cap, const void *item, size_t size) {
    if (*count == *cap) {
        size_t bigger = *cap ? *cap * 2 : 4;
        void *grown = arena_realloc(r->arena, *items, *cap * size, bigger * size);
        if (!grown) {
            reader_fail(r, "out of memory");
            return false;
        }
        *items = grown;
        *cap = bigger;
    }
    memcpy((char *)*items + *count * size, item, size);
    (*count)++;
    return true;
}

/* array = '[' [ value { ',' value } ] ']' */
static JsonValue *read_array(Reader *r, unsigned depth) {
    JsonValue *v = new_value(r, JSON_ARRAY, r->pos);
    if (!v)
        return NULL;
    r->pos++;
    void *items = NULL;
    size_t count = 0, cap = 0;
    skip_space(r);
    if (r->pos < r->len && r->text[r->pos] == ']') {
        r->pos++;
        return v;
    }
    for (;;) {
        JsonValue *item = read_value(r, depth + 1);
        if (!item || !push(r, &items, &count, &cap, &item, sizeof item))
            return NULL;
        skip_space(r);
        if (r->pos < r->len && r->text[r->pos] == ',') {
            r->pos++;
            continue;
        }
        if (r->pos < r->len && r->text[r->pos] == ']') {
            r->pos++;
            break;
        }
        return reader_fail(r, "expected ',' or ']' in array");
    }
    v->as.array.items = items;
    v->as.array.count = count;
    return v;
}

/* object = '{' [ string ':' value { ',' string ':' value } ] '}' */
static JsonValue *read_object(Reader *r, unsigned depth) {
    JsonValue *v = new_value(r, JSON_OBJECT, r->pos);
    if (!v)
        return NULL;
    r->pos++;
    void *members = NULL;
    size_t count = 0, cap = 0;
    skip_space(r);
    if (r->pos < r->len && r->text[r->pos] == '}') {
        r->pos++;
        return v;
    }
    for (;;) {
        JsonMember member;
        skip_space(r);
        if (r->pos >= r->len || r->text[r->pos] != '"')
            return reader_fail(r, "expected a string key in object");
        if (!read_string(r, &member.key, &member.key_len))
            return NULL;
        skip_space(r);
        if (r->pos >= r->len || r->text[r->pos] != ':')
            return reader_fail(r, "expected ':' after key");
        r->pos++;
        member.value = read_value(r, depth + 1);
        if (!member.value || !push(r, &members, &count, &cap, &member, sizeof member))
            return NULL;
        skip_space(r);
        if (r->pos < r->len && r->text[r->pos] == ',') {
            r->pos++;
            continue;
        }
        if (r->pos < r->len && r->text[r->pos] == '}') {
            r->pos++;
            break;
        }
        return reader_fail(r, "expected ',' or '}' in object");
    }
    v->as.object.members = members;
    v->as.object.count = count;
    return v;
}

static JsonValue *read_value(Reader *r, unsigned depth) {
    if (depth > MAX_DATA_DEPTH)
        return reader_fail(r, "nested too deeply");
    skip_space(r);
    if (r->pos >= r->len)
        return reader_fail(r, "unexpected end of text");
    size_t start = r->pos;
    JsonValue *v;
    switch (r->text[r->pos]) {
    case '{': v = read_object(r, depth); break;
    case '[': v = read_array(r, depth); break;
    case '"': {
        const char *bytes;
        size_t len;
        if (!read_string(r, &bytes, &len))
            return NULL;
        v = new_value(r, JSON_STRING, start);
        if (v) {
            v->as.string.bytes = bytes;
            v->as.string.len = len;
        }
        break;
    }
    case 't': case 'f': case 'n':
        if (match_word(r, "true") || match_word(r, "false")) {
            v = new_value(r, JSON_BOOL, start);
            if (v)
                v->as.boolean = r->text[start] == 't';
        } else if (match_word(r, "null")) {
            v = new_value(r, JSON_NULL, start);
        } else {
            return reader_fail(r, "unexpected word");
        }
        break;
    default:
        v = read_number(r);
        break;
    }
    if (v)
        v->length = r->pos - start;
    return v;
}

JsonValue *json_parse(Arena *arena, const char *text, size_t len, JsonError *error) {
    Reader r = { arena, text, len, 0, error };
    memset(error, 0, sizeof *error);
    JsonValue *v = read_value(&r, 0);
    if (v) {
        skip_space(&r);
        if (r.pos < r.len)
            v = reader_fail(&r, "text after the JSON value");
    }
    if (!v) {
        if (!error->message)
            error->message = "out of memory";
        error->line = 1;
        error->column = 1;
        for (size_t i = 0; i < error->offset && i < len; i++) {
            if (text[i] == '\n') {
                error->line++;
                error->column = 1;
            } else {
                error->column++;
            }
        }
    }
    return v;
}

const JsonValue *json_object_get(const JsonValue *obj, const char *key) {
    if (!obj || obj->kind != JSON_OBJECT)
        return NULL;
    size_t n = strlen(key);
    for (size_t i = 0; i < obj->as.object.count; i++) {
        const JsonMember *m = &obj->as.object.members[i];
        if (m->key_len == n && memcmp(m->key, key, n) == 0)
            return m->value;
    }
    return NULL;
}

/* --- writer ------------------------------------------------------------------------------- */

void json_writer_init(JsonWriter *w) {
    memset(w, 0, sizeof *w);
}

static void put(JsonWriter *w, const char *bytes, size_t n) {
    if (w->failed)
        return;
    if (w->len + n + 1 > w->capacity) {
        size_t cap = w->capacity ? w->capacity : 256;
        while (w->len + n + 1 > cap)
            cap *= 2;
        char *grown = realloc(w->bytes, cap);
        if (!grown) {
            w->failed = true;
            return;
        }
        w->bytes = grown;
        w->capacity = cap;
    }
    memcpy(w->bytes + w->len, bytes, n);
    w->len += n;
    w->bytes[w->len] = '\0';
}

/* Writes the comma that separates a value (or key) from its previous sibling. */
static void before_value(JsonWriter *w) {
    if (w->after_key)
        w->after_key = false;
    else if (w->need_comma)
        put(w, ",", 1);
    w->need_comma = true;
}

void json_begin_object(JsonWriter *w) {
    before_value(w);
    put(w, "{", 1);
    w->depth++;
    w->need_comma = false;
}

void json_end_object(JsonWriter *w) {
    put(w, "}", 1);
    w->depth--;
    w->need_comma = true;
}

void json_begin_array(JsonWriter *w) {
    before_value(w);
    put(w, "[", 1);
    w->depth++;
    w->need_comma = false;
}

void json_end_array(JsonWriter *w) {
    put(w, "]", 1);
    w->depth--;
    w->need_comma = true;
}

static void put_quoted(JsonWriter *w, const char *s, size_t n) {
    static const char hex[] = "0123456789abcdef";
    put(w, "\"", 1);
    size_t run = 0;   /* bytes copied as they are, flushed before each escape */
    for (size_t i = 0; i < n; i++) {
        unsigned char c = (unsigned char)s[i];
        const char *esc = NULL;
        char u[6];
        switch (c) {
        case '"': esc = "\\\""; break;
        case '\\': esc = "\\\\"; break;
        case '\n': esc = "\\n"; break;
        case '\r': esc = "\\r"; break;
        case '\t': esc = "\\t"; break;
        case '\b': esc = "\\b"; break;
        case '\f': esc = "\\f"; break;
        default:
            if (c < 0x20) {
                u[0] = '\\'; u[1] = 'u'; u[2] = '0'; u[3] = '0';
                u[4] = hex[c >> 4]; u[5] = hex[c & 15];
                put(w, s + i - run, run);
                put(w, u, 6);
                run = 0;
                continue;
            }
            run++;
            continue;
        }
        put(w, s + i - run, run);
        put(w, esc, strlen(esc));
        run = 0;
    }
    put(w, s + n - run, run);
    put(w, "\"", 1);
}

void json_key(JsonWriter *w, const char *key) {
    if (w->need_comma)
        put(w, ",", 1);
    put_quoted(w, key, strlen(key));
    put(w, ":", 1);
    w->need_comma = true;
    w->after_key = true;
}

void json_string(JsonWriter *w, const char *text) {
    if (!text) {
        json_null(w);
        return;
    }
    json_string_n(w, text, strlen(text));
}

void json_string_n(JsonWriter *w, const char *bytes, size_t len) {
    before_value(w);
    put_quoted(w, bytes, len);
}

/* The digits of a magnitude, with a sign when negative, written by hand: an answer holds
 * many line and column numbers, and snprintf is slow in wasm (musl's generic printf). */
static void put_decimal(JsonWriter *w, uint64_t magnitude, bool negative) {
    char buf[24];
    char *p = buf + sizeof buf;
    do {
        *--p = (char)('0' + magnitude % 10);
        magnitude /= 10;
    } while (magnitude);
    if (negative)
        *--p = '-';
    before_value(w);
    put(w, p, (size_t)(buf + sizeof buf - p));
}

void json_int(JsonWriter *w, int64_t value) {
    put_decimal(w, value < 0 ? 0 - (uint64_t)value : (uint64_t)value, value < 0);
}

void json_uint(JsonWriter *w, uint64_t value) {
    put_decimal(w, value, false);
}

void json_milliseconds(JsonWriter *w, double ms) {
    if (!isfinite(ms) || fabs(ms) >= 9e15) {
        json_double(w, ms);
        return;
    }
    int64_t us = llround(ms * 1000.0);
    uint64_t magnitude = us < 0 ? 0 - (uint64_t)us : (uint64_t)us;
    char buf[32];
    int n = 0;
    char fraction[3] = { (char)('0' + magnitude / 100 % 10), (char)('0' + magnitude / 10 % 10),
                         (char)('0' + magnitude % 10) };
    int kept = fraction[2] != '0' ? 3 : fraction[1] != '0' ? 2 : fraction[0] != '0' ? 1 : 0;
    uint64_t whole = magnitude / 1000;
    char digits[24];
    int d = 0;
    do {
        digits[d++] = (char)('0' + whole % 10);
        whole /= 10;
    } while (whole);
    if (us < 0)
        buf[n++] = '-';
    while (d)
        buf[n++] = digits[--d];
    if (kept) {
        buf[n++] = '.';
        for (int i = 0; i < kept; i++)
            buf[n++] = fraction[i];
    }
    before_value(w);
    put(w, buf, (size_t)n);
}

void json_double(JsonWriter *w, double value) {
    if (!isfinite(value)) {
        json_null(w);
        return;
    }
    /* The shortest %g that reads back: %g at the digit count of the shortest round trip. */
    char digits[20];
    int decpt;
    char buf[40];
    int n = snprintf(buf, sizeof buf, "%.*g", format_float_shortest(value, digits, &decpt), value);
    before_value(w);
    put(w, buf, (size_t)n);
}

void json_bool(JsonWriter *w, bool value) {
    before_value(w);
    put(w, value ? "true" : "false", value ? 4 : 5);
}

void json_null(JsonWriter *w) {
    before_value(w);
    put(w, "null", 4);
}

void json_raw(JsonWriter *w, const char *json) {
    before_value(w);
    put(w, json, strlen(json));
}

char *json_writer_finish(JsonWriter *w) {
    if (w->failed || !w->bytes) {
        bool empty_ok = !w->failed;
        json_writer_free(w);
        if (!empty_ok)
            return NULL;
        char *empty = malloc(1);
        if (empty)
            empty[0] = '\0';
        return empty;
    }
    char *text = w->bytes;
    json_writer_init(w);
    return text;
}

void json_writer_free(JsonWriter *w) {
    free(w->bytes);
    json_writer_init(w);
}
