/* inspect.c: the steps of the type_of and format entry points (inspect.h), and the tree of a
 * type text.
 *
 * type_of follows type(v, mode) (spec types-values-variables.md "type()", the reference's
 * TypeCalculator#infer / infer_set / generalize), the chain of inspect_supertype below, and for
 * `against` the instance check of `=~` with the mismatch text of assert_type. format is
 * String(value, format) (format.h format_with), the format given as a format string, a JSON
 * format map keyed by type texts, or Puppet source of a hash evaluated after the program (so it
 * may use the program's variables and type aliases).
 */
#include "inspect.h"

#include <stdlib.h>
#include <string.h>

#include "eval/eval.h"
#include "text/format.h"
#include "syntax/parser.h"
#include "types/type.h"

const char *const inspect_mode_names[INSPECT_MODE_COUNT] = { "detailed", "reduced", "generalized" };

const char *inspect_origin_name(InspectOrigin origin) {
    switch (origin) {
    case INSPECT_IN_PROGRAM: return "program";
    case INSPECT_IN_AGAINST: return "against";
    case INSPECT_IN_FORMAT: return "format";
    }
    return "program";
}

/* A malloc'ed copy of s that outlives the run; no memory for it ends the run as a limit. */
static char *keep(Ctx *ctx, const char *bytes, size_t len) {
    char *p = malloc(len + 1);
    if (!p)
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    memcpy(p, bytes, len);
    p[len] = '\0';
    return p;
}

static char *keep_str(Ctx *ctx, const Str *s) {
    return keep(ctx, s->bytes, s->len);
}

static char *keep_type(Ctx *ctx, const Type *t) {
    return keep_str(ctx, type_to_string(ctx, t));
}

/* A parse error of an extra input as a syntax error of the run: run.c puts the prefix back. */
static Value parse_failure(Ctx *ctx, const ParseError *error) {
    if (error->out_of_memory)
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    const char *message = error->message;
    if (strncmp(message, PARSE_ERROR_PREFIX, strlen(PARSE_ERROR_PREFIX)) == 0)
        message += strlen(PARSE_ERROR_PREFIX);
    ctx_error(ctx, error->span, "%s", message);
    ctx->unwind.error_kind = PUPPET_ERROR_SYNTAX;
    return value_abrupt();
}

/* --- the supertype chain -------------------------------------------------------------------
 *
 * Puppet has no supertype operation of its own; the chain follows the reference's class
 * hierarchy (lib/puppet/pops/types/types.rb: PIntegerType < PNumericType < PScalarDataType <
 * PScalarType < PAnyType), made concrete: first the type's parameters are dropped
 * (type_generalize, then the kind's default), then the parent kind. Every step is checked
 * with type_is_assignable, so each link of the chain is true in the type system (the reference
 * agrees on each parent below: `Enum <= String`, `Tuple <= Array`, `Struct <= Hash`,
 * `Iterator <= Iterable`, `SemVerRange <= Scalar` are all true there, and `Struct[{a =>
 * Integer}] <= Struct` is false, which is why a step that is not assignable is skipped). */

/* The kind whose default type is the parent of a kind's default type; TYPE_ANY when the
 * reference's class descends from PAnyType directly (or only through an abstract class that
 * has no Puppet name, such as PTypeWithContainedType). */
static TypeKind parent_kind(TypeKind kind) {
    switch (kind) {
    case TYPE_SCALAR_DATA:
    case TYPE_REGEXP:
    case TYPE_SEMVER:
    case TYPE_SEMVER_RANGE:
    case TYPE_TIMESPAN:
    case TYPE_TIMESTAMP:
        return TYPE_SCALAR;
    case TYPE_NUMERIC:
    case TYPE_STRING:
    case TYPE_BOOLEAN:
        return TYPE_SCALAR_DATA;
    case TYPE_INTEGER:
    case TYPE_FLOAT:
        return TYPE_NUMERIC;
    case TYPE_ENUM:
    case TYPE_PATTERN:
        return TYPE_STRING;
    case TYPE_ARRAY:
    case TYPE_HASH:
        return TYPE_COLLECTION;
    case TYPE_TUPLE:
        return TYPE_ARRAY;
    case TYPE_STRUCT:
        return TYPE_HASH;
    case TYPE_ITERATOR:
        return TYPE_ITERABLE;
    case TYPE_RESOURCE:
    case TYPE_CLASS:
        return TYPE_CATALOG_ENTRY;
    case TYPE_ANY:
    case TYPE_UNDEF:
    case TYPE_DEFAULT:
    case TYPE_UNIT:
    case TYPE_NOT_UNDEF:
    case TYPE_OPTIONAL:
    case TYPE_VARIANT:
    case TYPE_SCALAR:
    case TYPE_BINARY:
    case TYPE_URI:
    case TYPE_COLLECTION:
    case TYPE_ITERABLE:
    case TYPE_CALLABLE:
    case TYPE_TYPE:
    case TYPE_SENSITIVE:
    case TYPE_RUNTIME:
    case TYPE_CATALOG_ENTRY:
    case TYPE_OBJECT:
    case TYPE_TYPE_SET:
    case TYPE_INIT:
    case TYPE_ALIAS:
    case TYPE_REFERENCE:
    case TYPE_KIND_COUNT:
        return TYPE_ANY;
    }
    return TYPE_ANY;
}

const Type *inspect_supertype(Ctx *ctx, const Type *t) {
    TypeKind kind = type_kind(t);
    if (kind == TYPE_ANY)
        return NULL;
    const Type *candidates[4];
    size_t count = 0;
    if (kind == TYPE_ALIAS)
        candidates[count++] = type_resolve(t);   /* MyInt -> what it stands for */
    else
        candidates[count++] = type_generalize(ctx, t);
    candidates[count++] = type_default_of(kind);
    candidates[count++] = type_default_of(parent_kind(kind));
    for (size_t i = 0; i < count; i++) {
        const Type *c = candidates[i];
        if (c && c != t && !type_equal(c, t) && type_is_assignable(ctx, c, t))
            return c;
    }
    return type_default_of(TYPE_ANY);
}

/* --- type_of ------------------------------------------------------------------------------- */

Value inspect_type_of(Ctx *ctx, Value value, void *data) {
    TypeOfStep *step = data;
    step->value = keep_str(ctx, format_inspect(ctx, value));
    for (int mode = 0; mode < INSPECT_MODE_COUNT; mode++)
        step->modes[mode] = keep_type(ctx, type_infer_mode(ctx, value, (InferMode)mode));
    for (const Type *t = type_infer(ctx, value); t && step->chain_count < INSPECT_MAX_CHAIN;
         t = inspect_supertype(ctx, t)) {
        /* a string's inferred type holds the string but prints as String, like its
         * generalization: a link between equal texts would say nothing */
        const Str *text = type_to_string(ctx, t);
        const char *last = step->chain_count ? step->chain[step->chain_count - 1] : NULL;
        if (!last || strcmp(last, text->bytes) != 0)
            step->chain[step->chain_count++] = keep_str(ctx, text);
    }
    if (!step->against)
        return value_undef();
    step->origin = INSPECT_IN_AGAINST;
    /* type_parse reports a syntax error with the parser's whole message */
    ParseError syntax;
    memset(&syntax, 0, sizeof syntax);
    if (!parser_parse_expression(&ctx->arena, step->against, strlen(step->against), &syntax))
        return parse_failure(ctx, &syntax);
    const Type *against = type_parse(ctx, step->against);
    if (!against)
        return value_abrupt();
    step->against_type = keep_type(ctx, against);
    step->instance = type_is_instance(ctx, against, value);
    if (!step->instance) {
        const char *why = type_mismatch_message(ctx, against, value);
        step->mismatch = keep(ctx, why, strlen(why));
    }
    step->origin = INSPECT_IN_PROGRAM;
    return value_undef();
}

void inspect_type_of_free(TypeOfStep *step) {
    free(step->value);
    for (int mode = 0; mode < INSPECT_MODE_COUNT; mode++)
        free(step->modes[mode]);
    for (size_t i = 0; i < step->chain_count; i++)
        free(step->chain[i]);
    free(step->against_type);
    free(step->mismatch);
}

/* --- format -------------------------------------------------------------------------------- */

static Value format_map(Ctx *ctx, const JsonValue *j);

/* A JSON value as the Puppet value String() receives: objects under `string_formats` are
 * format maps again; anything else as the facts are read (String() rejects what is wrong). */
static Value json_format_part(Ctx *ctx, const JsonValue *j) {
    switch (j->kind) {
    case JSON_NULL:
        return value_undef();
    case JSON_BOOL:
        return value_boolean(j->as.boolean);
    case JSON_NUMBER:
        if (j->as.number.is_integer && j->as.number.value >= -9007199254740992.0 &&
            j->as.number.value <= 9007199254740992.0)
            return value_integer((int64_t)j->as.number.value);
        return value_float(j->as.number.value);
    case JSON_STRING:
        return value_string(ctx, j->as.string.bytes, j->as.string.len);
    case JSON_ARRAY: {
        Array *a = array_new(ctx, j->as.array.count);
        for (size_t i = 0; i < j->as.array.count; i++) {
            Value item = json_format_part(ctx, j->as.array.items[i]);
            TRY(item);
            a->items[i] = item;
        }
        return value_from_array(a);
    }
    case JSON_OBJECT: {
        Hash *h = hash_new(ctx, j->as.object.count);
        for (size_t i = 0; i < j->as.object.count; i++) {
            const JsonMember *m = &j->as.object.members[i];
            Value v = strcmp(m->key, "string_formats") == 0 && m->value->kind == JSON_OBJECT
                          ? format_map(ctx, m->value)
                          : json_format_part(ctx, m->value);
            TRY(v);
            hash_put(ctx, h, value_string(ctx, m->key, m->key_len), v);
        }
        return value_from_hash(h);
    }
    }
    return value_undef();
}

/* A JSON object keyed by type texts as the Hash[Type, ...] of a format map. */
static Value format_map(Ctx *ctx, const JsonValue *j) {
    Hash *h = hash_new(ctx, j->as.object.count);
    for (size_t i = 0; i < j->as.object.count; i++) {
        const JsonMember *m = &j->as.object.members[i];
        ParseError syntax;
        memset(&syntax, 0, sizeof syntax);
        if (!parser_parse_expression(&ctx->arena, m->key, m->key_len, &syntax))
            return parse_failure(ctx, &syntax);
        const Type *key = type_parse(ctx, m->key);
        if (!key)
            return value_abrupt();
        Value v;
        TRY(v = json_format_part(ctx, m->value));
        hash_put(ctx, h, value_from_type(key), v);
    }
    return value_from_hash(h);
}

/* A format string, or Puppet source when it starts with `{` (no format string can: they
 * start with `%`), evaluated in the program's top scope. */
static Value format_from_string(Ctx *ctx, const char *bytes, size_t len) {
    size_t i = 0;
    while (i < len && (bytes[i] == ' ' || bytes[i] == '\t' || bytes[i] == '\n' || bytes[i] == '\r'))
        i++;
    if (i == len || bytes[i] != '{')
        return value_string(ctx, bytes, len);
    ParseError syntax;
    memset(&syntax, 0, sizeof syntax);
    AstNode *node = parser_parse_expression(&ctx->arena, bytes, len, &syntax);
    if (!node)
        return parse_failure(ctx, &syntax);
    return eval_node(ctx, node);
}

Value inspect_format(Ctx *ctx, Value value, void *data) {
    FormatStep *step = data;
    step->origin = INSPECT_IN_FORMAT;
    Value format = value_default();
    if (step->format && step->format->kind == JSON_STRING)
        TRY(format = format_from_string(ctx, step->format->as.string.bytes, step->format->as.string.len));
    else if (step->format && step->format->kind == JSON_OBJECT)
        TRY(format = format_map(ctx, step->format));
    Value formatted;
    TRY(formatted = format_with(ctx, value, format, span_none()));
    step->formatted = keep_str(ctx, formatted.as.string);
    step->origin = INSPECT_IN_PROGRAM;
    return formatted;
}

void inspect_format_free(FormatStep *step) {
    free(step->formatted);
}

/* --- the tree of a type text --------------------------------------------------------------- */

/* Deeper nesting is written as leaves: a type text that deep is already unreadable. */
#define TREE_MAX_DEPTH 64

static bool is_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\r';
}

static bool is_name_char(char c) {
    return (c >= 'A' && c <= 'Z') || (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || c == ':';
}

/* The index just past a quoted string or regexp starting at text[i] (its delimiter). */
static size_t skip_quoted(const char *text, size_t len, size_t i) {
    char quote = text[i++];
    while (i < len && text[i] != quote)
        i += text[i] == '\\' && i + 1 < len ? 2 : 1;
    return i < len ? i + 1 : len;
}

/* The end of the part of text[start..len) that ends at a top-level `,` (or `=>` when
 * arrow is set), skipping brackets, strings and regexps. */
static size_t part_end(const char *text, size_t len, size_t start, bool arrow) {
    int depth = 0;
    bool at_token_start = true;   /* a `/` here opens a regexp, not a division */
    for (size_t i = start; i < len;) {
        char c = text[i];
        if (c == '\'' || c == '"' || (c == '/' && at_token_start)) {
            i = skip_quoted(text, len, i);
            at_token_start = false;
            continue;
        }
        if (depth == 0 && (c == ',' || (arrow && c == '=' && i + 1 < len && text[i + 1] == '>')))
            return i;
        if (c == '[' || c == '{' || c == '(')
            depth++;
        else if ((c == ']' || c == '}' || c == ')') && depth > 0)
            depth--;
        if (!is_blank(c))
            at_token_start = c == '[' || c == '{' || c == '(' || c == ',' || c == '>';
        i++;
    }
    return len;
}

static void write_node(JsonWriter *w, const char *text, size_t len, unsigned depth);

/* Writes the comma-separated parts of text[0..len) as nodes. */
static void write_parts(JsonWriter *w, const char *text, size_t len, unsigned depth) {
    size_t i = 0;
    while (i < len) {
        size_t end = part_end(text, len, i, false);
        write_node(w, text + i, end - i, depth);
        i = end < len ? end + 1 : len;
    }
}

static void write_node(JsonWriter *w, const char *text, size_t len, unsigned depth) {
    while (len && is_blank(text[0]))
        text++, len--;
    while (len && is_blank(text[len - 1]))
        len--;
    size_t arrow = part_end(text, len, 0, true);
    size_t name_len = 0;
    if (arrow == len && len && text[0] >= 'A' && text[0] <= 'Z')
        while (name_len < len && is_name_char(text[name_len]))
            name_len++;
    json_begin_object(w);
    json_key(w, "name");
    if (name_len)
        json_string_n(w, text, name_len);
    else
        json_null(w);
    json_key(w, "text");
    json_string_n(w, text, len);
    json_key(w, "params");
    json_begin_array(w);
    const char *rest = text + name_len;
    size_t rest_len = len - name_len;
    if (depth >= TREE_MAX_DEPTH) {
        /* a leaf */
    } else if (arrow < len) {
        /* one member of a Struct's hash: `'a' => Integer` */
        write_node(w, text, arrow, depth + 1);
        write_node(w, text + arrow + 2, len - arrow - 2, depth + 1);
    } else if (name_len && rest_len > 3 && strncmp(rest, " = ", 3) == 0) {
        /* an alias at the top: `MyInt = Integer[1, 10]` */
        write_node(w, rest + 3, rest_len - 3, depth + 1);
    } else if (rest_len >= 2 && ((rest[0] == '[' && rest[rest_len - 1] == ']') ||
                                 (!name_len && rest[0] == '{' && rest[rest_len - 1] == '}'))) {
        /* T[params], a list [a, b] or the hash of a Struct */
        write_parts(w, rest + 1, rest_len - 2, depth + 1);
    }
    json_end_array(w);
    json_end_object(w);
}

void inspect_write_type_tree(JsonWriter *w, const char *text, size_t len) {
    write_node(w, text, len, 0);
}
