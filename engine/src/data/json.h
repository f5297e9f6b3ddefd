/* json.h: a small, generic JSON reader and writer (RFC 8259).
 *
 * The reader parses a whole text into a tree allocated from an Arena, so that one arena_free
 * drops it; every node remembers the bytes it came from, so a caller can hand a sub-document on
 * as text (the wasm bindings pass options.facts through this way). Strings are decoded to UTF-8
 * and may hold NUL bytes (\u0000), hence the explicit lengths. Numbers keep their source text
 * beside the double, so integers beyond 2^53 are not rounded away. Nesting is bounded by
 * MAX_DATA_DEPTH (limits.h).
 *
 * The writer builds a malloc'ed text (it serves code outside any run, such as the wasm
 * bindings); commas and nesting are tracked for the caller. An allocation failure makes it
 * "failed": later calls do nothing and json_writer_finish returns NULL.
 *
 * Neither knows Puppet values: converting JSON to and from Value belongs to the evaluator.
 */
#ifndef PUPPET_JSON_H
#define PUPPET_JSON_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/arena.h"

typedef enum JsonKind {
    JSON_NULL,
    JSON_BOOL,
    JSON_NUMBER,
    JSON_STRING,
    JSON_ARRAY,
    JSON_OBJECT,
} JsonKind;

typedef struct JsonValue JsonValue;

typedef struct JsonMember {
    const char *key;          /* decoded UTF-8, NUL-terminated */
    size_t key_len;
    JsonValue *value;
} JsonMember;

struct JsonValue {
    JsonKind kind;
    size_t offset, length;    /* the bytes of the source text this value was parsed from */
    union {
        bool boolean;
        struct { double value; bool is_integer; } number;  /* is_integer: no fraction/exponent */
        struct { const char *bytes; size_t len; } string;   /* NUL-terminated as well */
        struct { JsonValue **items; size_t count; } array;
        struct { JsonMember *members; size_t count; } object; /* in source order */
    } as;
};

typedef struct JsonError {
    const char *message;      /* static text; NULL when there was no error */
    size_t offset;            /* byte offset where the error was found */
    uint32_t line, column;    /* 1-based, column counted in bytes */
} JsonError;

/* Parses len bytes of JSON (exactly one value, surrounded by optional whitespace) into a tree
 * allocated from arena. Returns NULL and fills *error when the text is not JSON, nests deeper
 * than MAX_DATA_DEPTH, or the arena refuses memory ("out of memory"). */
JsonValue *json_parse(Arena *arena, const char *text, size_t len, JsonError *error);

/* The value of the first member named key (a NUL-terminated name) of an object, or NULL when
 * obj is not an object or has no such member. */
const JsonValue *json_object_get(const JsonValue *obj, const char *key);

typedef struct JsonWriter {
    char *bytes;
    size_t len, capacity;
    bool failed;
    unsigned depth;           /* open arrays and objects */
    bool need_comma;          /* the next value or key follows a sibling */
    bool after_key;           /* a key was written; the next value is its value */
} JsonWriter;

/* Starts an empty writer. Never fails. */
void json_writer_init(JsonWriter *w);

/* Each call appends one token where the structure expects it (a comma is added between
 * siblings). Never fail: memory exhaustion marks the writer failed. */
void json_begin_object(JsonWriter *w);
void json_end_object(JsonWriter *w);
void json_begin_array(JsonWriter *w);
void json_end_array(JsonWriter *w);
void json_key(JsonWriter *w, const char *key);
void json_string(JsonWriter *w, const char *text);            /* NULL writes null */
void json_string_n(JsonWriter *w, const char *bytes, size_t len);
void json_int(JsonWriter *w, int64_t value);
void json_uint(JsonWriter *w, uint64_t value);
/* A duration in milliseconds to the nearest microsecond ("12.345", "0.5", "3"): timings need
 * no more, and the shortest round-trip form of json_double is costly in wasm. */
void json_milliseconds(JsonWriter *w, double ms);
void json_double(JsonWriter *w, double value);                /* shortest round-trip form;
                                                                 NaN and infinities as null */
void json_bool(JsonWriter *w, bool value);
void json_null(JsonWriter *w);
/* Appends text that already is one JSON value (e.g. a catalog serialized elsewhere). */
void json_raw(JsonWriter *w, const char *json);

/* Returns the text (malloc'ed, NUL-terminated; the caller frees it) and resets the writer;
 * NULL if the writer failed. */
char *json_writer_finish(JsonWriter *w);

/* Frees what an unfinished writer holds. Accepts a finished or failed writer. */
void json_writer_free(JsonWriter *w);

#endif
