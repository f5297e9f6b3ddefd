/* outline.c: the outline of a manifest, for the page's bundled modules browser (outline.h).
 *
 * The parser finds the definitions and their parameters; the texts of a parameter's type and
 * default are cut from the source as written, since the AST keeps the reference's positions
 * (a call at its name, an operation at its operator) rather than each expression's extent: a
 * type starts at its leftmost type name, the parameter's `$name` ends it (a type alias's and a
 * return type's end where their brackets close), and a default runs from `=` to the comma or
 * parenthesis that ends the parameter at its bracket depth (strings, comments and regexps
 * skipped). Nothing
 * here evaluates, checks or loads anything; the texts are shown, never read back.
 */
#include "outline.h"

#include <stdbool.h>
#include <string.h>

#include "data/json.h"
#include "support/arena.h"
#include "support/limits.h"
#include "syntax/parser.h"

/* The arena of one outline's parse: a manifest of the bundled modules takes well under 1 MiB. */
#define OUTLINE_ARENA_BYTES (64u * 1024u * 1024u)

static bool name_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* The offset just past a quoted string starting at i (the quote), or len when unterminated. */
static size_t skip_quoted(const char *s, size_t len, size_t i) {
    char quote = s[i++];
    while (i < len && s[i] != quote) {
        if (s[i] == '\\' && i + 1 < len)
            i++;
        i++;
    }
    return i < len ? i + 1 : len;
}

/* The offset past a comment starting at i, or i when none starts there. */
static size_t skip_comment(const char *s, size_t len, size_t i) {
    if (s[i] == '#') {
        while (i < len && s[i] != '\n')
            i++;
        return i;
    }
    if (s[i] == '/' && i + 1 < len && s[i + 1] == '*') {
        const char *end = i + 2 < len ? strstr(s + i + 2, "*/") : NULL;
        return end && (size_t)(end - s) + 2 <= len ? (size_t)(end - s) + 2 : len;
    }
    return i;
}

static size_t skip_regex(const char *s, size_t len, size_t i);
static bool regex_here(const char *s, size_t from, size_t i);

/* Writes s[from, to) as one line: comments dropped, runs of blanks outside quotes and regexps
 * one space. */
static void write_text(JsonWriter *w, const char *s, size_t from, size_t to) {
    char buffer[512];
    size_t n = 0;
    bool space = false;
    for (size_t i = from; i < to && n < sizeof buffer - 4;) {
        size_t past = skip_comment(s, to, i);
        if (past != i) {
            i = past;
            space = true;
            continue;
        }
        char c = s[i];
        if (c == ' ' || c == '\t' || c == '\n' || c == '\r') {
            space = true;
            i++;
            continue;
        }
        if (space && n > 0)
            buffer[n++] = ' ';
        space = false;
        size_t end = (c == '\'' || c == '"') ? skip_quoted(s, to, i)
                     : (c == '/' && regex_here(s, from, i)) ? skip_regex(s, to, i) : i + 1;
        while (i < end && n < sizeof buffer - 4)
            buffer[n++] = s[i++];
        i = end;
    }
    if (n >= sizeof buffer - 4) {   /* too long to show whole: cut, and say so */
        while (n > 0 && ((unsigned char)buffer[n - 1] & 0xC0) == 0x80)
            n--;                    /* not inside a UTF-8 sequence */
        if (n > 0)
            n--;
        memcpy(buffer + n, "\xE2\x80\xA6", 3);   /* … */
        n += 3;
    }
    json_string_n(w, buffer, n);
}

/* The offset of the token `$name` at or after from, or len. */
static size_t find_variable(const char *s, size_t len, size_t from, const char *name) {
    size_t name_len = strlen(name);
    for (size_t i = from; i < len; i++) {
        size_t past = skip_comment(s, len, i);
        if (past != i) {
            i = past - 1;
            continue;
        }
        if (s[i] == '$' && i + 1 + name_len <= len && memcmp(s + i + 1, name, name_len) == 0 &&
            (i + 1 + name_len == len || !name_char(s[i + 1 + name_len])))
            return i;
    }
    return len;
}

/* The offset just past a regexp literal starting at i (the slash), or len when unterminated. */
static size_t skip_regex(const char *s, size_t len, size_t i) {
    for (i++; i < len && s[i] != '/' && s[i] != '\n'; i++)
        if (s[i] == '\\' && i + 1 < len)
            i++;
    return i < len ? i + 1 : len;
}

/* Whether a slash at i starts a regexp: it stands where an operand does (after an opening
 * bracket, a comma, `=` or `=>`, or at the start), not after one as a division. */
static bool regex_here(const char *s, size_t from, size_t i) {
    while (i > from && (s[i - 1] == ' ' || s[i - 1] == '\t' || s[i - 1] == '\n' || s[i - 1] == '\r'))
        i--;
    return i == from || strchr("([{,=>", s[i - 1]) != NULL;
}

/* The offset where an expression starting at from ends: at a comma or a closing bracket at
 * depth 0, or, with stop_at_close, just past the bracket that closes depth 1 (a type's `[...]`). */
static size_t expression_end(const char *s, size_t len, size_t from, bool stop_at_close) {
    int depth = 0;
    size_t i = from;
    while (i < len) {
        size_t past = skip_comment(s, len, i);
        if (past != i) {
            i = past;
            continue;
        }
        char c = s[i];
        if (c == '\'' || c == '"') {
            i = skip_quoted(s, len, i);
            continue;
        }
        if (c == '/' && regex_here(s, from, i)) {
            i = skip_regex(s, len, i);
            continue;
        }
        if (c == '(' || c == '[' || c == '{')
            depth++;
        else if (c == ')' || c == ']' || c == '}') {
            if (depth == 0)
                return i;
            if (--depth == 0 && stop_at_close)
                return i + 1;
        } else if (c == ',' && depth == 0)
            return i;
        i++;
    }
    return len;
}

/* The offset where a default starting at from ends: a comma or closing bracket at depth 0. */
static size_t default_end(const char *s, size_t len, size_t from) {
    return expression_end(s, len, from, false);
}

/* The offset where a type starting at from (its name) ends: past its name and its `[...]`. */
static size_t type_end(const char *s, size_t len, size_t from) {
    size_t i = from;
    while (i < len && (name_char(s[i]) || s[i] == ':'))
        i++;
    size_t after = i;
    while (i < len && (s[i] == ' ' || s[i] == '\t' || s[i] == '\n' || s[i] == '\r'))
        i++;
    return i < len && s[i] == '[' ? expression_end(s, len, i, true) : after;
}

/* The leftmost offset of a type expression: its first type name. */
static size_t type_start(const AstNode *type) {
    while (type->kind == AST_ACCESS && type->as.access.target)
        type = type->as.access.target;
    return type->span.offset;
}

static void write_param(JsonWriter *w, const AstNode *param, const char *s, size_t len) {
    const char *name = param->as.param.name;
    size_t start = param->as.param.type ? type_start(param->as.param.type) : param->span.offset;
    if (start > len)
        start = len;
    size_t dollar = find_variable(s, len, start, name);
    json_begin_object(w);
    json_key(w, "name");
    json_string(w, name);
    json_key(w, "type");
    size_t type_end = dollar;
    if (param->as.param.captures_rest && type_end > start && s[type_end - 1] == '*')
        type_end--;
    if (param->as.param.type && dollar < len)
        write_text(w, s, start, type_end);
    else
        json_null(w);
    json_key(w, "default");
    if (param->as.param.default_value && dollar < len) {
        size_t i = dollar + 1 + strlen(name);
        while (i < len && s[i] != '=')
            i++;
        if (i < len)
            i++;
        write_text(w, s, i, default_end(s, len, i));
    } else {
        json_null(w);
    }
    if (param->as.param.captures_rest) {
        json_key(w, "rest");
        json_bool(w, true);
    }
    json_end_object(w);
}

static void write_definition(JsonWriter *w, const AstNode *def, const char *kind, const char *s,
                             size_t len) {
    json_begin_object(w);
    json_key(w, "kind");
    json_string(w, kind);
    json_key(w, "name");
    json_string(w, def->as.definition.name);
    json_key(w, "line");
    json_uint(w, def->span.line);
    json_key(w, "parent");
    json_string(w, def->as.definition.parent);
    json_key(w, "params");
    json_begin_array(w);
    for (size_t i = 0; i < def->as.definition.params.count; i++)
        write_param(w, def->as.definition.params.items[i], s, len);
    json_end_array(w);
    if (def->kind == AST_FUNCTION_DEF) {
        json_key(w, "returns");
        if (def->as.definition.return_type) {
            size_t from = type_start(def->as.definition.return_type);
            write_text(w, s, from, type_end(s, len, from));
        } else {
            json_null(w);
        }
    }
    json_end_object(w);
}

static void write_type_alias(JsonWriter *w, const AstNode *node, const char *s, size_t len) {
    const AstNode *lhs = node->as.binary.lhs, *rhs = node->as.binary.rhs;
    json_begin_object(w);
    json_key(w, "kind");
    json_string(w, "type");
    json_key(w, "name");
    if (lhs && lhs->kind == AST_TYPE_REF)
        json_string_n(w, lhs->as.string.text, lhs->as.string.len);
    else
        json_null(w);
    json_key(w, "line");
    json_uint(w, node->span.line);
    json_key(w, "type");
    if (rhs && rhs->span.offset < len) {
        size_t from = type_start(rhs);
        write_text(w, s, from, type_end(s, len, from));
    } else {
        json_null(w);
    }
    json_end_object(w);
}

/* Writes the definitions among the statements of list, and those nested in classes. */
static void write_statements(JsonWriter *w, const AstList *list, const char *s, size_t len,
                             int depth) {
    if (depth > MAX_PARSE_DEPTH)
        return;
    for (size_t i = 0; i < list->count; i++) {
        const AstNode *node = list->items[i];
        if (!node)
            continue;
        /* an if chain, not a switch: the others of the many node kinds are no definitions */
        if (node->kind == AST_CLASS_DEF) {
            write_definition(w, node, "class", s, len);
            if (node->as.definition.body && node->as.definition.body->kind == AST_BLOCK)
                write_statements(w, &node->as.definition.body->as.list.items, s, len, depth + 1);
        } else if (node->kind == AST_DEFINE_DEF) {
            write_definition(w, node, "define", s, len);
        } else if (node->kind == AST_FUNCTION_DEF) {
            write_definition(w, node, "function", s, len);
        } else if (node->kind == AST_TYPE_ALIAS) {
            write_type_alias(w, node, s, len);
        } else if (node->kind == AST_BLOCK) {
            write_statements(w, &node->as.list.items, s, len, depth + 1);
        }
    }
}

const char OUTLINE_OUT_OF_MEMORY_JSON[] =
    "{\"ok\":false,\"error\":{\"message\":\"Out of memory\",\"line\":0,\"column\":0}}";

char *puppet_wasm_outline(const char *source, size_t len) {
    Arena arena;
    arena_init(&arena, OUTLINE_ARENA_BYTES);
    ParseError error;
    memset(&error, 0, sizeof error);
    AstNode *program = parser_parse_program(&arena, source, len, &error);
    JsonWriter w;
    json_writer_init(&w);
    json_begin_object(&w);
    json_key(&w, "ok");
    json_bool(&w, program != NULL);
    if (program) {
        json_key(&w, "definitions");
        json_begin_array(&w);
        write_statements(&w, &program->as.list.items, source, len, 0);
        json_end_array(&w);
    } else {
        json_key(&w, "error");
        json_begin_object(&w);
        json_key(&w, "message");
        json_string(&w, error.message);
        json_key(&w, "line");
        json_uint(&w, error.span.line);
        json_key(&w, "column");
        json_uint(&w, error.span.column);
        json_end_object(&w);
    }
    json_end_object(&w);
    arena_free(&arena);
    char *text = json_writer_finish(&w);
    return text ? text : (char *)OUTLINE_OUT_OF_MEMORY_JSON;
}
