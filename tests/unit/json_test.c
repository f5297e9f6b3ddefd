/* json_test.c: unit tests of json.c, the reader and the writer, and of json_value.c, JSON read
 * into Puppet values as Ruby's JSON.parse reads it. Expectations follow RFC 8259 (what is JSON,
 * how strings escape), json.h's contracts (offsets, limits, failures) and, for json_value.c, the
 * reference's messages (tests/hiera/cases/json, stdlib's parsejson cases). */
#include <math.h>
#include <stdlib.h>

#include "check.h"
#include "data/json.h"
#include "data/json_value.h"
#include "support/limits.h"

static Arena arena;

static JsonValue *parse(const char *text, JsonError *error) {
    return json_parse(&arena, text, strlen(text), error);
}

static void test_scalars(void) {
    JsonError e;
    JsonValue *v = parse(" true ", &e);
    CHECK(v && v->kind == JSON_BOOL && v->as.boolean);
    v = parse("false", &e);
    CHECK(v && v->kind == JSON_BOOL && !v->as.boolean);
    v = parse("null", &e);
    CHECK(v && v->kind == JSON_NULL);
    v = parse("-12.5e2", &e);
    CHECK(v && v->kind == JSON_NUMBER && v->as.number.value == -1250.0 && !v->as.number.is_integer);
    v = parse("9007199254740993", &e);   /* beyond 2^53: the text keeps every digit */
    CHECK(v && v->kind == JSON_NUMBER && v->as.number.is_integer && v->length == 16);
    v = parse("0", &e);
    CHECK(v && v->as.number.value == 0 && v->as.number.is_integer);
}

static void test_strings(void) {
    JsonError e;
    JsonValue *v = parse("\"a\\\"b\\\\c\\/d\\b\\f\\n\\r\\t\"", &e);
    CHECK(v && v->kind == JSON_STRING);
    if (v)
        CHECK_EQ_STR(v->as.string.bytes, "a\"b\\c/d\b\f\n\r\t");
    v = parse("\"\\u00e9\\u20ac\\ud83d\\ude00\"", &e);   /* é € 😀 (a surrogate pair) */
    if (CHECK(v != NULL))
        CHECK_EQ_STR(v->as.string.bytes, "\xc3\xa9\xe2\x82\xac\xf0\x9f\x98\x80");
    v = parse("\"\\ud83dx\"", &e);                     /* a lone surrogate has no UTF-8 form */
    if (CHECK(v != NULL))
        CHECK_EQ_STR(v->as.string.bytes, "\xef\xbf\xbdx");
    v = parse("\"a\\u0000b\"", &e);                    /* NUL inside: the length tells */
    CHECK(v && v->as.string.len == 3 && v->as.string.bytes[1] == '\0' && v->as.string.bytes[2] == 'b');
    v = parse("\"h\xc3\xa9\"", &e);                    /* raw UTF-8 passes through */
    if (CHECK(v != NULL))
        CHECK_EQ_STR(v->as.string.bytes, "h\xc3\xa9");
}

static void test_structures(void) {
    JsonError e;
    const char *text = "{\"a\": [1, {\"b\": null}], \"c\": \"x\", \"a\": 2}";
    JsonValue *v = parse(text, &e);
    if (!CHECK(v && v->kind == JSON_OBJECT))
        return;
    CHECK_EQ_INT(v->as.object.count, 3);
    const JsonValue *a = json_object_get(v, "a");   /* the first of a repeated key */
    CHECK(a && a->kind == JSON_ARRAY && a->as.array.count == 2);
    /* every node knows its source bytes, so a sub-document can be passed on as text */
    if (a)
        CHECK(a->offset == 6 && a->length == 16 && memcmp(text + a->offset, "[1, {\"b\": null}]", 16) == 0);
    CHECK(json_object_get(v, "missing") == NULL);
    CHECK(json_object_get(a, "a") == NULL);          /* not an object */
    v = parse("[]", &e);
    CHECK(v && v->kind == JSON_ARRAY && v->as.array.count == 0);
    v = parse("{ }", &e);
    CHECK(v && v->kind == JSON_OBJECT && v->as.object.count == 0);
}

static void check_rejected(const char *text, const char *message, unsigned line, unsigned column) {
    JsonError e;
    JsonValue *v = parse(text, &e);
    CHECK(v == NULL);
    CHECK_EQ_STR(e.message, message);
    CHECK_EQ_INT(e.line, line);
    CHECK_EQ_INT(e.column, column);
}

static void test_errors(void) {
    check_rejected("", "unexpected end of text", 1, 1);
    check_rejected("[1,]", "malformed number", 1, 4);
    check_rejected("{\"a\":1,}", "expected a string key in object", 1, 8);
    check_rejected("01", "text after the JSON value", 1, 2);
    check_rejected("[1 2]", "expected ',' or ']' in array", 1, 4);
    check_rejected("{\"a\" 1}", "expected ':' after key", 1, 6);
    check_rejected("tru", "unexpected word", 1, 1);
    check_rejected("NaN", "malformed number", 1, 1);
    check_rejected("\"abc", "unterminated string", 1, 2);
    check_rejected("\"a\tb\"", "control character in string", 1, 3);
    check_rejected("\"\xc3\x28\"", "invalid UTF-8 in string", 1, 2);
    check_rejected("\"\xed\xa0\x80\"", "invalid UTF-8 in string", 1, 2);   /* an encoded surrogate */
    check_rejected("\"\\x\"", "unknown escape in string", 1, 3);
    check_rejected("\"\\u12g4\"", "malformed \\u escape", 1, 4);
    check_rejected("[\n  1,\n  -]", "malformed number", 3, 4);
    check_rejected("1 // comment", "text after the JSON value", 1, 3);
}

/* n nested arrays: "[[...]]". */
static char *nested(size_t n) {
    char *text = malloc(2 * n + 1);
    memset(text, '[', n);
    memset(text + n, ']', n);
    text[2 * n] = '\0';
    return text;
}

static void test_depth(void) {
    JsonError e;
    char *text = nested(MAX_DATA_DEPTH + 1);          /* depths 0..MAX_DATA_DEPTH: accepted */
    CHECK(parse(text, &e) != NULL);
    free(text);
    text = nested(MAX_DATA_DEPTH + 2);
    CHECK(parse(text, &e) == NULL);
    CHECK_EQ_STR(e.message, "nested too deeply");
    free(text);
}

static void test_arena_cap(void) {
    Arena small;
    arena_init(&small, 1024);
    JsonError e;
    char text[4096];
    size_t n = 0;
    text[n++] = '[';
    for (int i = 0; i < 500; i++)
        n += (size_t)snprintf(text + n, sizeof text - n, "%s%d", i ? "," : "", i);
    text[n++] = ']';
    text[n] = '\0';
    CHECK(json_parse(&small, text, n, &e) == NULL);
    CHECK_EQ_STR(e.message, "out of memory");
    arena_free(&small);
}

static void test_writer(void) {
    JsonWriter w;
    json_writer_init(&w);
    json_begin_object(&w);
    json_key(&w, "s");
    json_string(&w, "q\"\\\n\x01\xc3\xa9");
    json_key(&w, "n");
    json_string(&w, NULL);
    json_key(&w, "list");
    json_begin_array(&w);
    json_int(&w, -3);
    json_uint(&w, 18446744073709551615ull);
    json_double(&w, 0.1);
    json_double(&w, 1e300);
    json_double(&w, NAN);
    json_bool(&w, true);
    json_null(&w);
    json_begin_object(&w);
    json_end_object(&w);
    json_begin_array(&w);
    json_end_array(&w);
    json_raw(&w, "{\"r\":1}");
    json_end_array(&w);
    json_key(&w, "nul");
    json_string_n(&w, "a\0b", 3);
    json_end_object(&w);
    char *text = json_writer_finish(&w);
    CHECK_EQ_STR(text, "{\"s\":\"q\\\"\\\\\\n\\u0001\xc3\xa9\",\"n\":null,"
                       "\"list\":[-3,18446744073709551615,0.1,1e+300,null,true,null,{},[],{\"r\":1}],"
                       "\"nul\":\"a\\u0000b\"}");
    /* what the writer writes, the reader reads back */
    JsonError e;
    JsonValue *back = text ? parse(text, &e) : NULL;
    CHECK(back && back->kind == JSON_OBJECT && back->as.object.count == 4);
    free(text);
    CHECK(w.bytes == NULL && w.len == 0);            /* finish resets the writer */
    json_double(&w, 2.5);
    text = json_writer_finish(&w);
    CHECK_EQ_STR(text, "2.5");
    free(text);
    json_writer_free(&w);
}

/* Durations to the microsecond, the integers of any size (written without snprintf). */
static void test_writer_numbers(void) {
    JsonWriter w;
    json_writer_init(&w);
    json_begin_array(&w);
    json_milliseconds(&w, 0.0);
    json_milliseconds(&w, 0.0424999);
    json_milliseconds(&w, 0.0425001);
    json_milliseconds(&w, 12.5);
    json_milliseconds(&w, 3.0004);
    json_milliseconds(&w, 1234.0996);
    json_milliseconds(&w, -0.25);
    json_milliseconds(&w, INFINITY);
    json_int(&w, 0);
    json_int(&w, INT64_MIN);
    json_int(&w, INT64_MAX);
    json_uint(&w, 0);
    json_end_array(&w);
    char *text = json_writer_finish(&w);
    CHECK_EQ_STR(text, "[0,0.042,0.043,12.5,3,1234.1,-0.25,null,0,-9223372036854775808,9223372036854775807,0]");
    free(text);
    json_writer_free(&w);
}

/* The reader of Puppet values: its options (what becomes of integers beyond 64 bits) and the
 * extension's dialect and messages. */
static void test_values(void) {
    Ctx *ctx = calloc(1, sizeof *ctx);
    arena_init(&ctx->arena, 0);
    static const JsonValueOptions refused = { JSON_BIG_INTEGERS_REFUSED, false };
    static const JsonValueOptions as_float = { JSON_BIG_INTEGERS_FLOAT, false };
    Value v;
    const char *error;
    const char *text = "/* c */ {\"a\": [1, -9223372036854775808, 2.5e0], \"a\": \"\\q\\u00e9\"} // end\n";
    if (CHECK(json_value_read(ctx, text, strlen(text), &refused, &v, &error)) && CHECK(v.kind == VAL_HASH)) {
        CHECK_EQ_INT(v.as.hash->count, 1);   /* the last "a" wins */
        Value a = v.as.hash->entries[0].value;
        CHECK(a.kind == VAL_STRING && strcmp(a.as.string->bytes, "q\xc3\xa9") == 0);
    }
    text = "[12345678901234567890]";
    CHECK(!json_value_read(ctx, text, strlen(text), &refused, &v, &error));
    CHECK_EQ_STR(error, "the integer 12345678901234567890 is beyond the range of a 64-bit Integer");
    if (CHECK(json_value_read(ctx, text, strlen(text), &as_float, &v, &error)) && CHECK(v.kind == VAL_ARRAY))
        CHECK(v.as.array->items[0].kind == VAL_FLOAT && v.as.array->items[0].as.floating == 12345678901234567890.0);
    text = "{\"a\": [1, tru]}";
    CHECK(!json_value_read(ctx, text, strlen(text), &refused, &v, &error));
    CHECK_EQ_STR(error, "451: unexpected token at 'tru]}'");
    text = "  ";
    CHECK(!json_value_read(ctx, text, strlen(text), &as_float, &v, &error));
    CHECK_EQ_STR(error, "859: unexpected token at ''");
    arena_free(&ctx->arena);
    free(ctx);
}

int main(void) {
    arena_init(&arena, 16u << 20);
    test_values();
    test_scalars();
    test_strings();
    test_structures();
    test_errors();
    test_depth();
    test_arena_cap();
    test_writer_numbers();
    test_writer();
    arena_free(&arena);
    return check_summary("json");
}
