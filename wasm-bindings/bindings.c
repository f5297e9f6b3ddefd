/* bindings.c: the C entry points of the wasm module, JSON in and JSON out.
 *
 * puppet.mjs calls these through Emscripten's exports; docs/wasm-api.md describes the JSON.
 *   puppet_wasm_evaluate(source, len, options_json)  one independent run of puppet_run
 *   puppet_wasm_version()                            engine, Puppet and library versions
 *   puppet_wasm_free(text)                           frees what the two above return
 * Every call answers with JSON, failures included ({"ok":false,"error":{...}}): bad options,
 * a failed run, or no memory left for the answer itself (a static text then).
 * No Puppet semantics here: only the translation between JSON and puppet.h.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <utf8proc.h>

#include "arena.h"
#include "json.h"
#include "puppet.h"

/* Bytes of arena for parsing an options document (facts included). */
#define OPTIONS_ARENA_BYTES (64u * 1024u * 1024u)

/* The answer when not even the answer can be allocated; never freed. */
static const char OUT_OF_MEMORY_JSON[] =
    "{\"ok\":false,\"value\":null,\"type\":null,\"output\":[],\"warnings\":[],\"catalog\":null,"
    "\"ast\":null,\"error\":{\"kind\":\"limit\",\"message\":\"Out of memory\",\"line\":0,"
    "\"column\":0,\"end_line\":0,\"end_column\":0},"
    "\"stats\":{\"parse_ms\":0,\"eval_ms\":0,\"steps\":0,\"peak_bytes\":0}}";

static char *finish(JsonWriter *w) {
    char *text = json_writer_finish(w);
    return text ? text : (char *)OUT_OF_MEMORY_JSON;
}

static const char *error_kind_name(PuppetErrorKind kind) {
    switch (kind) {
    case PUPPET_ERROR_NONE: return "none";
    case PUPPET_ERROR_SYNTAX: return "syntax";
    case PUPPET_ERROR_EVALUATION: return "evaluation";
    case PUPPET_ERROR_LIMIT: return "limit";
    }
    return "evaluation";
}

static void write_error(JsonWriter *w, const char *kind, const char *message, uint32_t line,
                        uint32_t column, uint32_t end_line, uint32_t end_column) {
    json_key(w, "error");
    json_begin_object(w);
    json_key(w, "kind");
    json_string(w, kind);
    json_key(w, "message");
    json_string(w, message ? message : "");
    json_key(w, "line");
    json_uint(w, line);
    json_key(w, "column");
    json_uint(w, column);
    json_key(w, "end_line");
    json_uint(w, end_line);
    json_key(w, "end_column");
    json_uint(w, end_column);
    json_end_object(w);
}

static bool equals_ignoring_case(const char *a, const char *b) {
    for (; *a && *b; a++, b++) {
        char x = *a >= 'A' && *a <= 'Z' ? (char)(*a - 'A' + 'a') : *a;
        char y = *b >= 'A' && *b <= 'Z' ? (char)(*b - 'A' + 'a') : *b;
        if (x != y)
            return false;
    }
    return *a == *b;
}

/* A non-negative integer option no larger than max; false if v is anything else. */
static bool read_count(const JsonValue *v, double max, uint64_t *out) {
    if (v->kind != JSON_NUMBER || !v->as.number.is_integer || v->as.number.value < 0 ||
        v->as.number.value > max)
        return false;
    *out = (uint64_t)v->as.number.value;
    return true;
}

/* Fills options from the options document; returns NULL, or the complaint. `bad` names the
 * offending key. Strings point into the arena, which outlives the run. */
static const char *read_options(const JsonValue *doc, const char *text, PuppetOptions *options,
                                Arena *arena, const char **bad) {
    if (doc->kind != JSON_OBJECT)
        return "not a JSON object";
    for (size_t i = 0; i < doc->as.object.count; i++) {
        const char *key = doc->as.object.members[i].key;
        const JsonValue *v = doc->as.object.members[i].value;
        *bad = key;
        if (strcmp(key, "mode") == 0) {
            if (v->kind == JSON_STRING && strcmp(v->as.string.bytes, "evaluate") == 0)
                options->mode = PUPPET_MODE_EVALUATE;
            else if (v->kind == JSON_STRING && strcmp(v->as.string.bytes, "parse") == 0)
                options->mode = PUPPET_MODE_PARSE;
            else
                return "mode is \"evaluate\" or \"parse\"";
        } else if (strcmp(key, "log_level") == 0) {
            /* Puppet's level names, in PuppetLogLevel order (the printed names differ: "Error") */
            static const char *const level_names[] = { "debug", "info", "notice", "warning",
                                                       "err", "alert", "emerg", "crit" };
            bool found = false;
            for (int level = PUPPET_LOG_DEBUG; level <= PUPPET_LOG_CRIT && v->kind == JSON_STRING; level++) {
                if (equals_ignoring_case(v->as.string.bytes, level_names[level - PUPPET_LOG_DEBUG])) {
                    options->log_level = (PuppetLogLevel)level;
                    found = true;
                }
            }
            if (!found)
                return "log_level is one of debug, info, notice, warning, err, alert, emerg, crit";
        } else if (strcmp(key, "strict") == 0) {
            if (v->kind == JSON_STRING && strcmp(v->as.string.bytes, "off") == 0)
                options->strict = PUPPET_STRICT_OFF;
            else if (v->kind == JSON_STRING && strcmp(v->as.string.bytes, "warning") == 0)
                options->strict = PUPPET_STRICT_WARNING;
            else if (v->kind == JSON_STRING && strcmp(v->as.string.bytes, "error") == 0)
                options->strict = PUPPET_STRICT_ERROR;
            else
                return "strict is \"off\", \"warning\" or \"error\"";
        } else if (strcmp(key, "strict_variables") == 0 || strcmp(key, "value") == 0 ||
                   strcmp(key, "catalog") == 0) {
            if (v->kind != JSON_BOOL)
                return "a boolean is expected";
            if (key[0] == 's')
                options->strict_variables = v->as.boolean;
            else if (key[0] == 'v')
                options->want_value = v->as.boolean;
            else
                options->want_catalog = v->as.boolean;
        } else if (strcmp(key, "node_name") == 0) {
            if (v->kind != JSON_STRING || v->as.string.len == 0 ||
                strlen(v->as.string.bytes) != v->as.string.len)
                return "node_name is a non-empty string";
            options->node_name = v->as.string.bytes;
        } else if (strcmp(key, "facts") == 0) {
            if (v->kind == JSON_NULL)
                continue;
            if (v->kind != JSON_OBJECT)
                return "facts is a JSON object";
            char *facts = arena_strndup(arena, text + v->offset, v->length);
            if (!facts)
                return "no memory for the facts";
            options->facts_json = facts;
        } else if (strcmp(key, "limits") == 0) {
            if (v->kind != JSON_OBJECT)
                return "limits is a JSON object";
            for (size_t j = 0; j < v->as.object.count; j++) {
                const char *name = v->as.object.members[j].key;
                const JsonValue *n = v->as.object.members[j].value;
                uint64_t count;
                *bad = name;
                if (n->kind == JSON_NULL)
                    continue;   /* the default */
                if (strcmp(name, "steps") == 0 && read_count(n, 9007199254740992.0, &count))
                    options->max_steps = count;
                else if (strcmp(name, "depth") == 0 && read_count(n, UINT32_MAX, &count))
                    options->max_call_depth = (uint32_t)count;
                else if (strcmp(name, "memory") == 0 && read_count(n, (double)SIZE_MAX, &count))
                    options->max_run_bytes = (size_t)count;
                else if (strcmp(name, "output") == 0 && read_count(n, (double)SIZE_MAX, &count))
                    options->max_output_bytes = (size_t)count;
                else
                    return "limits are steps, depth, memory and output, each a non-negative integer "
                           "(time_ms is the worker client's)";
            }
        } else {
            return "unknown option";
        }
    }
    *bad = NULL;
    return NULL;
}

static void write_result(JsonWriter *w, const PuppetResult *r, Arena *scratch) {
    json_begin_object(w);
    json_key(w, "ok");
    json_bool(w, r->ok);
    json_key(w, "value");
    json_string(w, r->value);
    json_key(w, "type");
    json_string(w, r->type);
    json_key(w, "output");
    json_begin_array(w);
    for (size_t i = 0; i < r->log_count; i++) {
        json_begin_object(w);
        json_key(w, "level");
        json_string(w, puppet_log_level_name(r->log[i].level));
        json_key(w, "message");
        json_string(w, r->log[i].message);
        json_key(w, "line");
        json_uint(w, r->log[i].line);
        json_key(w, "column");
        json_uint(w, r->log[i].column);
        json_end_object(w);
    }
    json_end_array(w);
    json_key(w, "warnings");
    json_begin_array(w);
    for (size_t i = 0; i < r->warning_count; i++) {
        json_begin_object(w);
        json_key(w, "message");
        json_string(w, r->warnings[i].message);
        json_key(w, "line");
        json_uint(w, r->warnings[i].line);
        json_key(w, "column");
        json_uint(w, r->warnings[i].column);
        json_end_object(w);
    }
    json_end_array(w);
    json_key(w, "catalog");
    JsonError json_error;
    if (!r->catalog_json)
        json_null(w);
    else if (json_parse(scratch, r->catalog_json, strlen(r->catalog_json), &json_error))
        json_raw(w, r->catalog_json);
    else   /* the engine's catalog is not JSON: a bug, shown rather than breaking the answer */
        json_string(w, r->catalog_json);
    json_key(w, "ast");
    json_string(w, r->ast_dump);
    if (r->ok) {
        json_key(w, "error");
        json_null(w);
    } else {
        write_error(w, error_kind_name(r->error.kind), r->error.message, r->error.line,
                    r->error.column, r->error.end_line, r->error.end_column);
    }
    json_key(w, "stats");
    json_begin_object(w);
    json_key(w, "parse_ms");
    json_double(w, r->parse_ms);
    json_key(w, "eval_ms");
    json_double(w, r->eval_ms);
    json_key(w, "steps");
    json_uint(w, r->steps);
    json_key(w, "peak_bytes");
    json_uint(w, r->peak_bytes);
    json_end_object(w);
    json_end_object(w);
}

/* The answer to options that cannot be used: no run happened. */
static char *options_failure(Arena *arena, const char *message, const char *detail) {
    char text[512];
    snprintf(text, sizeof text, "Invalid options: %s%s%s", message, detail ? ": " : "",
             detail ? detail : "");
    PuppetResult failed;
    memset(&failed, 0, sizeof failed);
    failed.error.kind = PUPPET_ERROR_EVALUATION;
    failed.error.message = text;
    JsonWriter w;
    json_writer_init(&w);
    write_result(&w, &failed, arena);
    arena_free(arena);
    return finish(&w);
}

/* Runs len bytes of source with the options of options_json (NULL or "" for the defaults).
 * Returns JSON text that the caller releases with puppet_wasm_free; never NULL. */
char *puppet_wasm_evaluate(const char *source, size_t len, const char *options_json) {
    PuppetOptions options;
    puppet_options_init(&options);
    Arena arena;
    arena_init(&arena, OPTIONS_ARENA_BYTES);
    if (options_json && *options_json) {
        JsonError error;
        JsonValue *doc = json_parse(&arena, options_json, strlen(options_json), &error);
        if (!doc) {
            char detail[128];
            snprintf(detail, sizeof detail, "%s at line %u, column %u", error.message,
                     (unsigned)error.line, (unsigned)error.column);
            return options_failure(&arena, "not JSON", detail);
        }
        const char *bad = NULL;
        const char *complaint = read_options(doc, options_json, &options, &arena, &bad);
        if (complaint) {
            char detail[256];
            snprintf(detail, sizeof detail, "%s%s%s", bad ? bad : "", bad ? ": " : "", complaint);
            return options_failure(&arena, "bad option", detail);
        }
    }
    PuppetResult *result = puppet_run(source, len, &options);
    if (!result) {
        arena_free(&arena);
        return (char *)OUT_OF_MEMORY_JSON;
    }
    JsonWriter w;
    json_writer_init(&w);
    write_result(&w, result, &arena);
    puppet_result_free(result);
    arena_free(&arena);
    return finish(&w);
}

/* Returns {"engine","puppet","pcre2","utf8proc"} as JSON text for puppet_wasm_free; never NULL. */
char *puppet_wasm_version(void) {
    char pcre2_version[64] = "";
    pcre2_config(PCRE2_CONFIG_VERSION, pcre2_version);
    JsonWriter w;
    json_writer_init(&w);
    json_begin_object(&w);
    json_key(&w, "engine");
    json_string(&w, PUPPET_ENGINE_VERSION);
    json_key(&w, "puppet");
    json_string(&w, PUPPET_REFERENCE_VERSION);
    json_key(&w, "pcre2");
    json_string(&w, pcre2_version);
    json_key(&w, "utf8proc");
    json_string(&w, utf8proc_version());
    json_end_object(&w);
    return finish(&w);
}

/* Frees an answer of puppet_wasm_evaluate or puppet_wasm_version. */
void puppet_wasm_free(char *text) {
    if (text != OUT_OF_MEMORY_JSON)
        free(text);
}
