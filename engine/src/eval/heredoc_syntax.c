/* heredoc_syntax.c: the syntax checkers of heredocs (`@(END:json)`), as the reference's
 * plugins in puppet/syntax_checkers/ (json, base64, pp, epp) and their lookup
 * (evaluator/external_syntax_support.rb).
 *
 * A syntax with no checker (`yaml`, `text`) is not checked. The JSON checker accepts what
 * Ruby's JSON.parse (json 2.6.1, the reference's) accepts and reports the place its Ragel
 * parser stops at, with the source line of that parser that the reference leaks into the
 * message ("451: unexpected token at ']'"): those numbers are part of what users read. The
 * pp and epp checkers are this engine's own parser and checks.
 * Not here: when a heredoc is checked (eval_validate.c for literal text, eval_string.c for
 * interpolated text).
 */
#include <string.h>

#include "eval/epp.h"
#include "eval/eval_internal.h"
#include "catalog/catalog_internal.h"
#include "eval/heredoc_syntax.h"
#include "syntax/parser.h"
#include "support/strbuf.h"

/* --- JSON (Ruby's json 2.6.1 parser.rl) ------------------------------------------------------ */

/* Ruby's JSON::Parser default max_nesting. */
#define JSON_MAX_NESTING 100

/* The __LINE__ numbers of json 2.6.1's parser.c where it raises, printed by the reference. */
enum {
    JSON_LINE_NAN = 225,
    JSON_LINE_INFINITY = 232,
    JSON_LINE_MINUS_INFINITY = 249,
    JSON_LINE_ARRAY = 451,
    JSON_LINE_SURROGATE = 521,
    JSON_LINE_DOCUMENT = 859,
};

typedef struct Json {
    const char *start, *end;
    int depth;
    /* a raised error: its parser line (0: the nesting error) and where it points */
    bool raised;
    int line;
    const char *at;
    const char *what;   /* "unexpected token" or "incomplete surrogate pair" */
} Json;

static bool json_raise(Json *j, int line, const char *at, const char *what) {
    j->raised = true;
    j->line = line;
    j->at = at;
    j->what = what;
    return false;
}

static bool is_json_space(char c) {
    return c == ' ' || c == '\t' || c == '\r' || c == '\n';
}

/* ignore*: blanks and comments. Returns where they end, or NULL with *bad where a comment
 * broke off (the end of the text for an unclosed one). */
static const char *json_ignore(const Json *j, const char *p, const char **bad) {
    for (;;) {
        while (p < j->end && is_json_space(*p))
            p++;
        if (p == j->end || *p != '/')
            return p;
        if (p + 1 == j->end) {
            *bad = j->end;
            return NULL;
        }
        if (p[1] == '*') {
            const char *q = p + 2;
            while (q + 1 < j->end && !(q[0] == '*' && q[1] == '/'))
                q++;
            if (q + 1 >= j->end) {
                *bad = j->end;
                return NULL;
            }
            p = q + 2;
        } else if (p[1] == '/') {
            const char *nl = memchr(p, '\n', (size_t)(j->end - p));
            if (!nl) {
                *bad = j->end;
                return NULL;
            }
            p = nl + 1;
        } else {
            *bad = p + 1;
            return NULL;
        }
    }
}

static bool is_digit(char c) {
    return c >= '0' && c <= '9';
}

static bool is_hex(char c) {
    return is_digit(c) || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F');
}

/* '-'? ('0' | [1-9][0-9]*), returning the end or NULL. */
static const char *json_int_part(const Json *j, const char *p) {
    if (p < j->end && *p == '-')
        p++;
    if (p < j->end && *p == '0')
        return p + 1;
    if (p == j->end || !is_digit(*p))
        return NULL;
    while (p < j->end && is_digit(*p))
        p++;
    return p;
}

/* JSON_float: int ('.' [0-9]+ ([Ee] [+\-]? [0-9]+)? | [Ee] [+\-]? [0-9]+), not followed by
 * any of [0-9Ee.\-]. */
static const char *json_float(const Json *j, const char *p) {
    p = json_int_part(j, p);
    if (!p || p == j->end)
        return NULL;
    bool exponent = false;
    if (*p == '.') {
        const char *digits = ++p;
        while (p < j->end && is_digit(*p))
            p++;
        if (p == digits)
            return NULL;
        exponent = p < j->end && (*p == 'e' || *p == 'E');
    } else if (*p == 'e' || *p == 'E') {
        exponent = true;
    } else {
        return NULL;
    }
    if (exponent) {
        p++;
        if (p < j->end && (*p == '+' || *p == '-'))
            p++;
        const char *digits = p;
        while (p < j->end && is_digit(*p))
            p++;
        if (p == digits)
            return NULL;
    }
    if (p < j->end && (is_digit(*p) || *p == 'e' || *p == 'E' || *p == '.' || *p == '-'))
        return NULL;
    return p;
}

/* JSON_integer: int not followed by a digit. */
static const char *json_integer(const Json *j, const char *p) {
    p = json_int_part(j, p);
    if (!p || (p < j->end && is_digit(*p)))
        return NULL;
    return p;
}

/* The string at p ('"'): its end after the closing quote, or NULL when it does not scan (a
 * control character, an escape of one, a \u without four hex digits, no closing quote); then
 * json_string_unescape's check of high surrogates, which raises. */
static const char *json_string(Json *j, const char *p) {
    const char *q = p + 1;
    for (;;) {
        if (q == j->end || (unsigned char)*q < 0x20)
            return NULL;
        if (*q == '"')
            break;
        if (*q == '\\') {
            q++;
            if (q == j->end || (unsigned char)*q < 0x20)
                return NULL;
            if (*q == 'u') {
                for (int i = 1; i <= 4; i++)
                    if (q + i >= j->end || !is_hex(q[i]))
                        return NULL;
                q += 4;
            }
        }
        q++;
    }
    const char *close = q;
    /* unescaping: `run` is where the current run of plain characters starts, which the
     * surrogate error quotes */
    const char *run = p + 1;
    for (const char *e = p + 1; e < close; e++) {
        if (*e != '\\')
            continue;
        e++;
        if (*e == 'u') {
            unsigned ch = 0;
            for (int i = 1; i <= 4; i++) {
                char c = e[i];
                ch = ch * 16 + (unsigned)(is_digit(c) ? c - '0' : (c | 0x20) - 'a' + 10);
            }
            e += 4;
            if ((ch & 0xFC00) == 0xD800) {
                if (close - e - 1 < 6)
                    return (void)json_raise(j, JSON_LINE_SURROGATE, run, "incomplete surrogate pair"), NULL;
                e++;
                if (e[0] == '\\' && e[1] == 'u')
                    e += 5;
            }
        }
        run = e + 1;
    }
    return close + 1;
}

static const char *json_value(Json *j, const char *p);

static bool json_enter(Json *j) {
    if (++j->depth > JSON_MAX_NESTING)
        return json_raise(j, 0, NULL, NULL);
    return true;
}

/* JSON_array at '[': raises at the place it stops (its own errors are never silent). */
static const char *json_array(Json *j, const char *p) {
    if (!json_enter(j))
        return NULL;
    const char *bad = NULL;
    const char *q = json_ignore(j, p + 1, &bad);
    if (!q)
        return (void)json_raise(j, JSON_LINE_ARRAY, bad, "unexpected token"), NULL;
    if (q < j->end && *q == ']') {
        j->depth--;
        return q + 1;
    }
    for (;;) {
        const char *v = json_value(j, q);
        if (j->raised)
            return NULL;
        if (!v)
            return (void)json_raise(j, JSON_LINE_ARRAY, q, "unexpected token"), NULL;
        q = json_ignore(j, v, &bad);
        if (!q)
            return (void)json_raise(j, JSON_LINE_ARRAY, bad, "unexpected token"), NULL;
        if (q < j->end && *q == ']') {
            j->depth--;
            return q + 1;
        }
        if (q == j->end || *q != ',')
            return (void)json_raise(j, JSON_LINE_ARRAY, q, "unexpected token"), NULL;
        q = json_ignore(j, q + 1, &bad);
        if (!q)
            return (void)json_raise(j, JSON_LINE_ARRAY, bad, "unexpected token"), NULL;
    }
}

/* JSON_object at '{': NULL without raising when it does not parse (its container reports). */
static const char *json_object(Json *j, const char *p) {
    if (!json_enter(j))
        return NULL;
    const char *bad;
    const char *q = json_ignore(j, p + 1, &bad);
    if (!q)
        return NULL;
    if (q < j->end && *q == '}') {
        j->depth--;
        return q + 1;
    }
    for (;;) {
        if (q == j->end || *q != '"')
            return NULL;
        q = json_string(j, q);
        if (!q || !(q = json_ignore(j, q, &bad)) || q == j->end || *q != ':')
            return NULL;
        q = json_ignore(j, q + 1, &bad);
        if (!q)
            return NULL;
        q = json_value(j, q);
        if (!q || !(q = json_ignore(j, q, &bad)) || q == j->end)
            return NULL;
        if (*q == '}') {
            j->depth--;
            return q + 1;
        }
        if (*q != ',' || !(q = json_ignore(j, q + 1, &bad)))
            return NULL;
    }
}

static bool json_word(const Json *j, const char *p, const char *word) {
    size_t n = strlen(word);
    return (size_t)(j->end - p) >= n && memcmp(p, word, n) == 0;
}

/* JSON_value at p: its end, or NULL (j->raised set when it raised, else the container
 * reports at p). */
static const char *json_value(Json *j, const char *p) {
    if (p == j->end)
        return NULL;
    switch (*p) {
    case '"': return json_string(j, p);
    case '[': return json_array(j, p);
    case '{': return json_object(j, p);
    case 'n': return json_word(j, p, "null") ? p + 4 : NULL;
    case 't': return json_word(j, p, "true") ? p + 4 : NULL;
    case 'f': return json_word(j, p, "false") ? p + 5 : NULL;
    case 'N':
        if (json_word(j, p, "NaN"))
            json_raise(j, JSON_LINE_NAN, p, "unexpected token");
        return NULL;
    case 'I':
        /* the reference quotes from the character before the word (or nothing at the start) */
        if (json_word(j, p, "Infinity"))
            json_raise(j, JSON_LINE_INFINITY, p == j->start ? j->end : p - 1, "unexpected token");
        return NULL;
    default:
        break;
    }
    if (*p != '-' && !is_digit(*p))
        return NULL;
    if (json_word(j, p, "-Infinity"))
        return (void)json_raise(j, JSON_LINE_MINUS_INFINITY, p, "unexpected token"), NULL;
    const char *e = json_float(j, p);
    return e ? e : json_integer(j, p);
}

/* The message of Ruby's JSON::ParserError for text, or NULL when it parses. */
static const char *json_error(Ctx *ctx, const char *text, size_t len) {
    Json j = { text, text + len, 0, false, 0, NULL, NULL };
    const char *bad = NULL;
    const char *q = json_ignore(&j, text, &bad);
    if (!q) {
        json_raise(&j, JSON_LINE_DOCUMENT, bad, "unexpected token");
    } else {
        const char *v = json_value(&j, q);
        if (!j.raised) {
            if (!v) {
                json_raise(&j, JSON_LINE_DOCUMENT, q, "unexpected token");
            } else {
                q = json_ignore(&j, v, &bad);
                if (!q)
                    json_raise(&j, JSON_LINE_DOCUMENT, bad, "unexpected token");
                else if (q != j.end)
                    json_raise(&j, JSON_LINE_DOCUMENT, q, "unexpected token");
            }
        }
    }
    if (!j.raised)
        return NULL;
    if (j.line == 0)
        return ctx_sprintf(ctx, "nesting of %d is too deep", JSON_MAX_NESTING + 1);
    return ctx_sprintf(ctx, "%d: %s at '%.*s'", j.line, j.what, (int)(j.end - j.at), j.at);
}

/* --- base64 ---------------------------------------------------------------------------------- */

static int base64_digit(char c) {
    if (c >= 'A' && c <= 'Z') return c - 'A';
    if (c >= 'a' && c <= 'z') return c - 'a' + 26;
    if (c >= '0' && c <= '9') return c - '0' + 52;
    if (c == '+') return 62;
    if (c == '/') return 63;
    return -1;
}

/* Ruby's Base64.strict_decode64 (unpack1("m0")): groups of four, padding only at the end, no
 * bits left over. */
static bool base64_strict(const char *s, size_t n) {
    if (n % 4)
        return false;
    for (size_t i = 0; i < n; i += 4) {
        int d[4];
        for (int k = 0; k < 4; k++)
            d[k] = base64_digit(s[i + k]);
        if (d[0] < 0 || d[1] < 0)
            return false;
        if (d[2] < 0 || d[3] < 0) {
            if (i + 4 != n || s[i + 3] != '=')
                return false;
            if (s[i + 2] == '=')
                return (d[1] & 0x0F) == 0;
            return d[2] >= 0 && (d[2] & 0x03) == 0;
        }
    }
    return true;
}

static const char *base64_error(Ctx *ctx, const char *text, size_t len) {
    /* the checker removes /[\r?\n[:blank:]]/ (the '?' included) */
    char *clean = ctx_calloc(ctx, 1, len + 1);
    size_t n = 0;
    for (size_t i = 0; i < len; i++)
        if (!strchr("\r?\n \t", text[i]))
            clean[n++] = text[i];
    if (base64_strict(clean, n))
        return NULL;
    if (n * 8 % 6 != 0)
        return "Base64 syntax checker: Cannot parse invalid Base64 string - padding is not correct";
    return "Base64 syntax checker: Cannot parse invalid Base64 string - contains letters outside strict base "
           "64 range (or whitespace)";
}

/* --- pp and epp ------------------------------------------------------------------------------ */

/* Ruby's message.slice(0, max).gsub(/\r?\n/, "\\n"): at most max characters, line breaks
 * written as \n. */
static const char *one_line(Ctx *ctx, const char *message, size_t max) {
    size_t n = 0, chars = 0;
    while (message[n] && chars < max) {
        n++;
        while ((message[n] & 0xC0) == 0x80)
            n++;
        chars++;
    }
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < n; i++) {
        if (message[i] == '\r' && i + 1 < n && message[i + 1] == '\n')
            continue;
        if (message[i] == '\n')
            strbuf_append_cstr(&sb, "\\n");
        else
            strbuf_append_char(&sb, message[i]);
    }
    return strbuf_finish(&sb)->bytes;
}

static const char *located(Ctx *ctx, const char *message, SrcSpan at) {
    if (!at.line)
        return message;
    return ctx_sprintf(ctx, "%s (line: %u, column: %u)", message, at.line, at.column);
}

/* EvaluatingParser.parse_string: the parse error or the first validation error, with its
 * place in the text. */
static const char *pp_error(Ctx *ctx, const char *text, size_t len) {
    ParseError error;
    LexWarning *warnings = NULL;
    AstNode *program = parser_parse_program_warnings(&ctx->arena, text, len, &error, &warnings);
    for (const LexWarning *w = warnings; w; w = w->next)
        ctx_warn(ctx, w->span, "%s", w->message);
    if (!program) {
        eval_validate_parse_error(ctx, &error);
        const char *message = error.message;
        if (strncmp(message, PARSE_ERROR_PREFIX, strlen(PARSE_ERROR_PREFIX)) == 0)
            message += strlen(PARSE_ERROR_PREFIX);
        return located(ctx, ctx_sprintf(ctx, "%s", message), error.span);
    }
    if (!value_is_abrupt(eval_validate(ctx, program)) && !value_is_abrupt(catalog_validate(ctx, program)))
        return NULL;
    const char *message = located(ctx, ctx->unwind.message, ctx->unwind.span);
    ctx_clear_unwind(ctx);
    return message;
}

static const char *epp_error(Ctx *ctx, const char *text, size_t len) {
    SrcSpan at;
    const char *message = epp_template_error(ctx, text, len, &at);
    return message ? located(ctx, message, at) : NULL;
}

/* --- lookup ---------------------------------------------------------------------------------- */

const char *heredoc_syntax_error(Ctx *ctx, const char *syntax, const char *text, size_t len, bool *unlocated) {
    *unlocated = false;
    if (!syntax || !*syntax)
        return NULL;
    /* lookup_keys_for_syntax: "a+b+json" tries itself, then "b+json", then "json" */
    for (const char *key = syntax; key; key = strchr(key, '+') ? strchr(key, '+') + 1 : NULL) {
        const char *problem;
        if (strcmp(key, "json") == 0) {
            problem = json_error(ctx, text, len);
            if (problem)
                problem = ctx_sprintf(ctx, "JSON syntax checker: Cannot parse invalid JSON string. \"%s\"",
                                      one_line(ctx, problem, 100));
        } else if (strcmp(key, "base64") == 0) {
            problem = base64_error(ctx, text, len);
        } else if (strcmp(key, "pp") == 0 || strcmp(key, "epp") == 0) {
            bool pp = key[0] == 'p';
            /* found for "x+pp" too, but the checker refuses any syntax but its own */
            if (key != syntax) {
                *unlocated = true;
                return pp ? "PP syntax checker: the syntax identifier must be a String, e.g. pp"
                          : "EPP syntax checker: the syntax identifier must be a String, e.g. pp";
            }
            problem = pp ? pp_error(ctx, text, len) : epp_error(ctx, text, len);
            if (problem)
                problem = ctx_sprintf(ctx, "%s syntax checker: \"%s\"", pp ? "PP" : "EPP", one_line(ctx, problem, 500));
        } else {
            continue;
        }
        if (!problem)
            return NULL;
        return ctx_sprintf(ctx, "Invalid produced text having syntax: '%s'. %s", syntax, problem);
    }
    return NULL;
}
