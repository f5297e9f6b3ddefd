/* bindings.c: the C entry points of the wasm module, JSON in and JSON out.
 *
 * puppet.mjs calls these through Emscripten's exports; docs/api.md describes the JSON.
 *   puppet_wasm_evaluate(source, len, options_json)          one independent run of puppet_run
 *   puppet_wasm_type_of(source, len, options_json)           the program's value's types
 *   puppet_wasm_format(source, len, format_json, options_json)  String(value, format)
 *   puppet_wasm_format_code(source, len, options_json)       the source in the style guide's layout
 *   puppet_wasm_lint(source, len, options_json)              puppet-lint's style warnings
 *   puppet_wasm_outline(source, len)                         a manifest's definitions (outline.c)
 *   puppet_wasm_complete(source, len, line, column, options_json)  completions at a place
 *   puppet_wasm_version()                                    engine, Puppet and library versions
 *   puppet_wasm_memory()                                     heap figures, for tests
 *   puppet_wasm_free(text)                                   frees what the others return
 * Every call answers with JSON, failures included ({"ok":false,"error":{...}}): bad options,
 * a failed run, or no memory left for the answer itself (a static text then).
 * No Puppet semantics here: only the translation between JSON and the engine; what type_of and
 * format do with the value is in inspect.c.
 */
#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#ifdef __EMSCRIPTEN__
#include <malloc.h>
#endif

#define PCRE2_CODE_UNIT_WIDTH 8
#include <pcre2.h>
#include <utf8proc.h>

#include "support/arena.h"
#include "bundles.h"
#include "support/limits.h"
#include "inspect.h"
#include "outline.h"
#include "data/json.h"
#include "puppet.h"
#include "run.h"

/* Bytes of arena for parsing an options document (facts included). */
#define OPTIONS_ARENA_BYTES (64u * 1024u * 1024u)

/* The entry points, for what differs between their options and answers. */
typedef enum Entry { ENTRY_EVALUATE, ENTRY_TYPE_OF, ENTRY_FORMAT, ENTRY_FORMAT_CODE, ENTRY_LINT, ENTRY_COMPLETE } Entry;

#define NO_MEMORY_ERROR \
    "\"error\":{\"kind\":\"limit\",\"message\":\"Out of memory\",\"line\":0,\"column\":0," \
    "\"end_line\":0,\"end_column\":0},\"stats\":{\"parse_ms\":0,\"eval_ms\":0,\"steps\":0,\"peak_bytes\":0}}"

/* The answers when not even the answer can be allocated; never freed. */
static const char OUT_OF_MEMORY_JSON[] =
    "{\"ok\":false,\"value\":null,\"type\":null,\"output\":[],\"warnings\":[],\"catalog\":null,"
    "\"ast\":null,\"lookup_explanation\":null,\"expression_types\":null," NO_MEMORY_ERROR;
static const char OUT_OF_MEMORY_TYPE_OF_JSON[] =
    "{\"ok\":false,\"value\":null,\"types\":null,\"supertypes\":null,\"against\":null,"
    "\"output\":[],\"warnings\":[]," NO_MEMORY_ERROR;
static const char OUT_OF_MEMORY_FORMAT_JSON[] =
    "{\"ok\":false,\"value\":null,\"output\":[],\"warnings\":[]," NO_MEMORY_ERROR;
static const char OUT_OF_MEMORY_FORMAT_CODE_JSON[] =
    "{\"ok\":false,\"text\":null,\"output\":[],\"warnings\":[]," NO_MEMORY_ERROR;
static const char OUT_OF_MEMORY_LINT_JSON[] =
    "{\"ok\":false,\"lint\":null,\"output\":[],\"warnings\":[]," NO_MEMORY_ERROR;
static const char OUT_OF_MEMORY_COMPLETE_JSON[] =
    "{\"ok\":false,\"completions\":null,\"output\":[],\"warnings\":[]," NO_MEMORY_ERROR;

static char *out_of_memory(Entry entry) {
    switch (entry) {
    case ENTRY_EVALUATE: return (char *)OUT_OF_MEMORY_JSON;
    case ENTRY_TYPE_OF: return (char *)OUT_OF_MEMORY_TYPE_OF_JSON;
    case ENTRY_FORMAT: return (char *)OUT_OF_MEMORY_FORMAT_JSON;
    case ENTRY_FORMAT_CODE: return (char *)OUT_OF_MEMORY_FORMAT_CODE_JSON;
    case ENTRY_LINT: return (char *)OUT_OF_MEMORY_LINT_JSON;
    case ENTRY_COMPLETE: return (char *)OUT_OF_MEMORY_COMPLETE_JSON;
    }
    return (char *)OUT_OF_MEMORY_JSON;
}

static char *finish(JsonWriter *w, Entry entry) {
    char *text = json_writer_finish(w);
    return text ? text : out_of_memory(entry);
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
                        uint32_t column, uint32_t end_line, uint32_t end_column, const char *file,
                        const char *origin) {
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
    if (file) {
        json_key(w, "file");
        json_string(w, file);
    }
    if (origin) {
        json_key(w, "origin");
        json_string(w, origin);
    }
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

/* A non-negative integer option no larger than max; false if v is anything else (puppet.mjs
 * sends a number JSON cannot hold, NaN or Infinity, as a string, so that it lands here). */
static bool read_count(const JsonValue *v, double max, uint64_t *out) {
    if (v->kind != JSON_NUMBER || !v->as.number.is_integer || v->as.number.value < 0 ||
        v->as.number.value > max)
        return false;
    *out = (uint64_t)v->as.number.value;
    return true;
}

/* The limits an options document may set: name, the largest value (limits.h's API_MAX_*), the
 * default, and what the number counts. */
enum LimitName { LIMIT_STEPS, LIMIT_DEPTH, LIMIT_MEMORY, LIMIT_OUTPUT, LIMIT_TIME };
static const struct { const char *name; uint64_t max, fallback; const char *unit; } limit_table[] = {
    [LIMIT_STEPS] = { "steps", API_MAX_STEPS, DEFAULT_MAX_STEPS, "an integer" },
    [LIMIT_DEPTH] = { "depth", API_MAX_CALL_DEPTH, DEFAULT_MAX_CALL_DEPTH, "an integer" },
    [LIMIT_MEMORY] = { "memory", API_MAX_RUN_BYTES, DEFAULT_MAX_RUN_BYTES,
                       "a number of bytes (no more than the wasm heap can give a run)" },
    [LIMIT_OUTPUT] = { "output", API_MAX_OUTPUT_BYTES, DEFAULT_MAX_OUTPUT_BYTES, "a number of bytes" },
    [LIMIT_TIME] = { "time_ms", API_MAX_TIME_MS, DEFAULT_MAX_TIME_MS, "a number of milliseconds" },
};

/* Reads limits.<name> into options; returns NULL, or the complaint with the allowed range
 * (in a static buffer: the module has one thread). */
static const char *read_limit(const char *name, const JsonValue *v, PuppetOptions *options) {
    static char complaint[200];
    for (size_t i = 0; i < sizeof limit_table / sizeof *limit_table; i++) {
        if (strcmp(name, limit_table[i].name) != 0)
            continue;
        uint64_t count;
        if (!read_count(v, (double)limit_table[i].max, &count)) {
            snprintf(complaint, sizeof complaint, "%s from 1 to %llu (0 or null: the default, %llu)",
                     limit_table[i].unit, (unsigned long long)limit_table[i].max,
                     (unsigned long long)limit_table[i].fallback);
            return complaint;
        }
        switch ((enum LimitName)i) {
        case LIMIT_STEPS: options->max_steps = count; break;
        case LIMIT_DEPTH: options->max_call_depth = (uint32_t)count; break;
        case LIMIT_MEMORY: options->max_run_bytes = (size_t)count; break;
        case LIMIT_OUTPUT: options->max_output_bytes = (size_t)count; break;
        case LIMIT_TIME: options->max_time_ms = (uint32_t)count; break;
        }
        return NULL;
    }
    return "limits are steps, depth, memory, output and time_ms";
}

/* Fills options (and *against for type_of) from the options document of an entry point;
 * returns NULL, or the complaint. `bad` names the offending key. Strings point into the
 * arena, which outlives the run. */
static const char *read_options(const JsonValue *doc, const char *text, Entry entry,
                                PuppetOptions *options, const char **against, Arena *arena,
                                const char **bad) {
    if (doc->kind != JSON_OBJECT)
        return "not a JSON object";
    for (size_t i = 0; i < doc->as.object.count; i++) {
        const char *key = doc->as.object.members[i].key;
        const JsonValue *v = doc->as.object.members[i].value;
        *bad = key;
        bool run_key = strcmp(key, "mode") == 0 || strcmp(key, "value") == 0 || strcmp(key, "catalog") == 0 ||
                       strcmp(key, "explain_lookup") == 0 || strcmp(key, "expression_types") == 0;
        if (run_key && entry != ENTRY_EVALUATE)
            return "an option of evaluate only";
        if (strcmp(key, "against") == 0 && entry == ENTRY_TYPE_OF) {
            if (v->kind == JSON_NULL)
                continue;
            if (v->kind != JSON_STRING || strlen(v->as.string.bytes) != v->as.string.len)
                return "against is a type, as text";
            *against = v->as.string.bytes;
        } else if (strcmp(key, "mode") == 0) {
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
        } else if (strcmp(key, "expression_types") == 0) {
            if (v->kind != JSON_BOOL)
                return "a boolean is expected";
            options->want_expression_types = v->as.boolean;
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
            if (v->kind == JSON_NULL) {
                options->facts_json = NULL;   /* no facts at all */
                continue;
            }
            if (v->kind != JSON_OBJECT)
                return "facts is a JSON object";
            char *facts = arena_strndup(arena, text + v->offset, v->length);
            if (!facts)
                return "no memory for the facts";
            options->facts_json = facts;
        } else if (strcmp(key, "fact_set") == 0) {
            if (v->kind == JSON_NULL) {
                options->facts_json = NULL;
                continue;
            }
            if (v->kind != JSON_STRING || !puppet_fact_set(v->as.string.bytes))
                return "fact_set is the name of one of the engine's fact sets: debian-12, ubuntu-22.04, rhel-9, "
                       "rocky-8, windows-2022 or minimal";
            options->facts_json = puppet_fact_set(v->as.string.bytes);
        } else if (strcmp(key, "files") == 0) {
            if (v->kind == JSON_NULL)
                continue;
            if (v->kind != JSON_OBJECT)
                return "files is an object of paths and their texts";
            PuppetFile *files = v->as.object.count ? arena_calloc(arena, v->as.object.count, sizeof *files) : NULL;
            if (v->as.object.count && !files)
                return "no memory for the files";
            for (size_t j = 0; j < v->as.object.count; j++) {
                const JsonValue *text = v->as.object.members[j].value;
                if (text->kind != JSON_STRING)
                    return "files is an object of paths and their texts";
                files[j] = (PuppetFile){ v->as.object.members[j].key, text->as.string.bytes, text->as.string.len };
            }
            options->files = files;
            options->file_count = v->as.object.count;
        } else if (strcmp(key, "modulepath") == 0) {
            if (v->kind == JSON_NULL)
                continue;
            if (v->kind != JSON_ARRAY)
                return "modulepath is an array of directories";
            const char **dirs = v->as.array.count ? arena_calloc(arena, v->as.array.count, sizeof *dirs) : NULL;
            if (v->as.array.count && !dirs)
                return "no memory for the module path";
            for (size_t j = 0; j < v->as.array.count; j++) {
                const JsonValue *dir = v->as.array.items[j];
                if (dir->kind != JSON_STRING || strlen(dir->as.string.bytes) != dir->as.string.len)
                    return "modulepath is an array of directories";
                dirs[j] = dir->as.string.bytes;
            }
            options->module_path = dirs;
            options->module_path_count = v->as.array.count;
        } else if (strcmp(key, "explain_lookup") == 0) {
            if (v->kind == JSON_NULL)
                continue;
            if (v->kind != JSON_STRING || v->as.string.len == 0 || strlen(v->as.string.bytes) != v->as.string.len)
                return "explain_lookup is a key, a non-empty string";
            options->explain_lookup = v->as.string.bytes;
        } else if (strcmp(key, "environment_dir") == 0 || strcmp(key, "hiera_config") == 0 ||
                   strcmp(key, "manifest") == 0) {
            if (v->kind == JSON_NULL)
                continue;
            if (v->kind != JSON_STRING || strlen(v->as.string.bytes) != v->as.string.len)
                return "a path is expected";
            if (key[0] == 'e')
                options->environment_dir = v->as.string.bytes;
            else if (key[0] == 'h')
                options->hiera_config = v->as.string.bytes;
            else
                options->manifest = v->as.string.bytes;
        } else if (strcmp(key, "bundles") == 0) {
            if (v->kind == JSON_NULL)
                continue;
            if (v->kind != JSON_ARRAY)
                return "bundles is an array of the names of loaded bundles";
            const char *complaint = bundles_for_run(v, options, arena);
            if (complaint)
                return complaint;
        } else if (strcmp(key, "noop") == 0) {
            if (v->kind != JSON_BOOL)
                return "a boolean is expected";
            options->noop = v->as.boolean;
        } else if (strcmp(key, "trusted") == 0) {
            if (v->kind == JSON_NULL)
                continue;
            if (v->kind != JSON_OBJECT)
                return "trusted is a JSON object";
            char *trusted = arena_strndup(arena, text + v->offset, v->length);
            if (!trusted)
                return "no memory for the trusted facts";
            options->trusted_json = trusted;
        } else if (strcmp(key, "limits") == 0) {
            if (v->kind != JSON_OBJECT)
                return "limits is a JSON object";
            for (size_t j = 0; j < v->as.object.count; j++) {
                const char *name = v->as.object.members[j].key;
                const JsonValue *n = v->as.object.members[j].value;
                *bad = name;
                if (n->kind == JSON_NULL)
                    continue;   /* the default */
                const char *complaint = read_limit(name, n, options);
                if (complaint)
                    return complaint;
            }
        } else {
            return "unknown option";
        }
    }
    *bad = NULL;
    return NULL;
}

/* The members every answer ends with: output, warnings, error, stats. origin (type_of and
 * format only) says which input a failure is in. */
static void write_run_members(JsonWriter *w, const PuppetResult *r, const char *origin) {
    json_key(w, "output");
    json_begin_array(w);
    for (size_t i = 0; i < r->log_count; i++) {
        json_begin_object(w);
        json_key(w, "level");
        json_string(w, puppet_log_level_name(r->log[i].level));
        json_key(w, "message");
        /* with its length: a message may hold NUL, written as \u0000 */
        if (r->log[i].message)
            json_string_n(w, r->log[i].message, r->log[i].message_len);
        else
            json_string(w, NULL);
        json_key(w, "line");
        json_uint(w, r->log[i].line);
        json_key(w, "column");
        json_uint(w, r->log[i].column);
        if (r->log[i].file) {
            json_key(w, "file");
            json_string(w, r->log[i].file);
        }
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
        if (r->warnings[i].file) {
            json_key(w, "file");
            json_string(w, r->warnings[i].file);
        }
        json_end_object(w);
    }
    json_end_array(w);
    if (r->ok) {
        json_key(w, "error");
        json_null(w);
    } else {
        write_error(w, error_kind_name(r->error.kind), r->error.message, r->error.line,
                    r->error.column, r->error.end_line, r->error.end_column, r->error.file, origin);
    }
    json_key(w, "stats");
    json_begin_object(w);
    json_key(w, "parse_ms");
    json_milliseconds(w, r->parse_ms);
    json_key(w, "eval_ms");
    json_milliseconds(w, r->eval_ms);
    json_key(w, "steps");
    json_uint(w, r->steps);
    json_key(w, "peak_bytes");
    json_uint(w, r->peak_bytes);
    json_end_object(w);
}

static void write_evaluate_answer(JsonWriter *w, const PuppetResult *r, Arena *scratch) {
    json_begin_object(w);
    json_key(w, "ok");
    json_bool(w, r->ok);
    json_key(w, "value");
    json_string(w, r->value);
    json_key(w, "type");
    json_string(w, r->type);
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
    json_key(w, "lookup_explanation");
    if (!r->lookup_explanation) {
        json_null(w);
    } else {
        json_begin_object(w);
        json_key(w, "text");
        json_string(w, r->lookup_explanation);
        json_key(w, "tree");
        if (r->lookup_explanation_json && json_parse(scratch, r->lookup_explanation_json,
                                                     strlen(r->lookup_explanation_json), &json_error))
            json_raw(w, r->lookup_explanation_json);
        else
            json_null(w);
        json_end_object(w);
    }
    json_key(w, "expression_types");
    if (r->expression_types_json)
        json_raw(w, r->expression_types_json);
    else
        json_null(w);
    write_run_members(w, r, NULL);
    json_end_object(w);
}

/* type_of's answer: what the step kept is written even when a later part failed (a bad
 * `against` still shows the types), null where it got no further. */
static void write_type_of_answer(JsonWriter *w, const PuppetResult *r, const TypeOfStep *step) {
    json_begin_object(w);
    json_key(w, "ok");
    json_bool(w, r->ok);
    json_key(w, "value");
    json_string(w, step->value);
    json_key(w, "types");
    if (step->modes[INSPECT_MODE_COUNT - 1]) {
        json_begin_object(w);
        for (int mode = 0; mode < INSPECT_MODE_COUNT; mode++) {
            json_key(w, inspect_mode_names[mode]);
            inspect_write_type_tree(w, step->modes[mode], strlen(step->modes[mode]));
        }
        json_end_object(w);
    } else {
        json_null(w);
    }
    json_key(w, "supertypes");
    if (step->chain_count) {
        json_begin_array(w);
        for (size_t i = 0; i < step->chain_count; i++)
            json_string(w, step->chain[i]);
        json_end_array(w);
    } else {
        json_null(w);
    }
    json_key(w, "against");
    if (step->against_type) {
        json_begin_object(w);
        json_key(w, "type");
        json_string(w, step->against_type);
        json_key(w, "instance");
        json_bool(w, step->instance);
        json_key(w, "mismatch");
        json_string(w, step->mismatch);
        json_end_object(w);
    } else {
        json_null(w);
    }
    write_run_members(w, r, inspect_origin_name(step->origin));
    json_end_object(w);
}

static void write_format_answer(JsonWriter *w, const PuppetResult *r, const FormatStep *step) {
    json_begin_object(w);
    json_key(w, "ok");
    json_bool(w, r->ok);
    json_key(w, "value");
    json_string(w, step->formatted);
    write_run_members(w, r, inspect_origin_name(step->origin));
    json_end_object(w);
}

static void write_format_code_answer(JsonWriter *w, const PuppetResult *r) {
    json_begin_object(w);
    json_key(w, "ok");
    json_bool(w, r->ok);
    json_key(w, "text");
    json_string(w, r->formatted);
    write_run_members(w, r, NULL);
    json_end_object(w);
}

static void write_lint_answer(JsonWriter *w, const PuppetResult *r) {
    json_begin_object(w);
    json_key(w, "ok");
    json_bool(w, r->ok);
    json_key(w, "lint");
    if (r->lint_json)
        json_raw(w, r->lint_json);
    else
        json_null(w);
    write_run_members(w, r, NULL);
    json_end_object(w);
}

static void write_complete_answer(JsonWriter *w, const PuppetResult *r) {
    json_begin_object(w);
    json_key(w, "ok");
    json_bool(w, r->ok);
    json_key(w, "completions");
    if (r->completions_json)
        json_raw(w, r->completions_json);
    else
        json_null(w);
    write_run_members(w, r, NULL);
    json_end_object(w);
}

/* The answer to an input that cannot be used (options, a format): no run happened. */
static char *input_failure(Entry entry, Arena *arena, const char *what, const char *message,
                           const char *detail, InspectOrigin origin) {
    char text[512];
    snprintf(text, sizeof text, "%s: %s%s%s", what, message, detail ? ": " : "", detail ? detail : "");
    PuppetResult failed;
    memset(&failed, 0, sizeof failed);
    failed.error.kind = PUPPET_ERROR_EVALUATION;
    failed.error.message = text;
    JsonWriter w;
    json_writer_init(&w);
    switch (entry) {
    case ENTRY_EVALUATE:
        write_evaluate_answer(&w, &failed, arena);
        break;
    case ENTRY_TYPE_OF: {
        TypeOfStep none;
        memset(&none, 0, sizeof none);
        none.origin = origin;
        write_type_of_answer(&w, &failed, &none);
        break;
    }
    case ENTRY_FORMAT: {
        FormatStep none;
        memset(&none, 0, sizeof none);
        none.origin = origin;
        write_format_answer(&w, &failed, &none);
        break;
    }
    case ENTRY_FORMAT_CODE:
        write_format_code_answer(&w, &failed);
        break;
    case ENTRY_LINT:
        write_lint_answer(&w, &failed);
        break;
    case ENTRY_COMPLETE:
        write_complete_answer(&w, &failed);
        break;
    }
    arena_free(arena);
    return finish(&w, entry);
}

/* Reads options_json (NULL or "" for the defaults) into options (and *against); returns NULL,
 * or the answer to options that cannot be used (the arena is freed then). */
static char *parse_options(Entry entry, const char *options_json, PuppetOptions *options,
                           const char **against, Arena *arena) {
    puppet_options_init(options);
    /* the playground's node has facts unless the call says otherwise (facts, fact_set) */
    options->facts_json = puppet_fact_set(PUPPET_DEFAULT_FACT_SET);
    /* every bundle loaded into the instance, unless the call names its own (bundles) */
    const char *no_bundles = bundles_for_run(NULL, options, arena);
    if (no_bundles)
        return input_failure(entry, arena, "Invalid options", "bad option", no_bundles, INSPECT_IN_PROGRAM);
    if (!options_json || !*options_json)
        return NULL;
    JsonError error;
    JsonValue *doc = json_parse(arena, options_json, strlen(options_json), &error);
    if (!doc) {
        char detail[128];
        snprintf(detail, sizeof detail, "%s at line %u, column %u", error.message,
                 (unsigned)error.line, (unsigned)error.column);
        return input_failure(entry, arena, "Invalid options", "not JSON", detail, INSPECT_IN_PROGRAM);
    }
    const char *bad = NULL;
    const char *complaint = read_options(doc, options_json, entry, options, against, arena, &bad);
    if (complaint) {
        char detail[256];
        snprintf(detail, sizeof detail, "%s%s%s", bad ? bad : "", bad ? ": " : "", complaint);
        return input_failure(entry, arena, "Invalid options", "bad option", detail, INSPECT_IN_PROGRAM);
    }
    return NULL;
}

/* Runs len bytes of source with the options of options_json (NULL or "" for the defaults).
 * Returns JSON text that the caller releases with puppet_wasm_free; never NULL. */
char *puppet_wasm_evaluate(const char *source, size_t len, const char *options_json) {
    PuppetOptions options;
    Arena arena;
    arena_init(&arena, OPTIONS_ARENA_BYTES);
    char *refused = parse_options(ENTRY_EVALUATE, options_json, &options, NULL, &arena);
    if (refused)
        return refused;
    PuppetResult *result = puppet_run(source, len, &options);
    if (!result) {
        arena_free(&arena);
        return out_of_memory(ENTRY_EVALUATE);
    }
    JsonWriter w;
    json_writer_init(&w);
    write_evaluate_answer(&w, result, &arena);
    puppet_result_free(result);
    arena_free(&arena);
    return finish(&w, ENTRY_EVALUATE);
}

/* Runs the program and infers the type of its value in the three modes, with the supertype
 * chain and, for options.against, the instance check. Returns JSON text for puppet_wasm_free;
 * never NULL. */
char *puppet_wasm_type_of(const char *source, size_t len, const char *options_json) {
    PuppetOptions options;
    TypeOfStep step;
    memset(&step, 0, sizeof step);
    Arena arena;
    arena_init(&arena, OPTIONS_ARENA_BYTES);
    char *refused = parse_options(ENTRY_TYPE_OF, options_json, &options, &step.against, &arena);
    if (refused)
        return refused;
    PuppetResult *result = run_with_step(source, len, &options, inspect_type_of, &step);
    char *answer = out_of_memory(ENTRY_TYPE_OF);
    if (result) {
        JsonWriter w;
        json_writer_init(&w);
        write_type_of_answer(&w, result, &step);
        puppet_result_free(result);
        answer = finish(&w, ENTRY_TYPE_OF);
    }
    inspect_type_of_free(&step);
    arena_free(&arena);
    return answer;
}

/* Runs the program and converts its value as String(value, format) does; format_json is JSON:
 * a format string (or Puppet source of a format hash, starting with `{`), an object mapping
 * type texts to formats, or null (or NULL, "") for the default formats. Returns JSON text for
 * puppet_wasm_free; never NULL. */
char *puppet_wasm_format(const char *source, size_t len, const char *format_json, const char *options_json) {
    PuppetOptions options;
    FormatStep step;
    memset(&step, 0, sizeof step);
    Arena arena;
    arena_init(&arena, OPTIONS_ARENA_BYTES);
    char *refused = parse_options(ENTRY_FORMAT, options_json, &options, NULL, &arena);
    if (refused)
        return refused;
    if (format_json && *format_json) {
        JsonError error;
        step.format = json_parse(&arena, format_json, strlen(format_json), &error);
        if (!step.format) {
            char detail[128];
            snprintf(detail, sizeof detail, "%s at line %u, column %u", error.message,
                     (unsigned)error.line, (unsigned)error.column);
            return input_failure(ENTRY_FORMAT, &arena, "Invalid format", "not JSON", detail, INSPECT_IN_FORMAT);
        }
        JsonKind kind = step.format->kind;
        if (kind != JSON_NULL && kind != JSON_STRING && kind != JSON_OBJECT)
            return input_failure(ENTRY_FORMAT, &arena, "Invalid format",
                                 "a format string, a format map (an object) or null", NULL, INSPECT_IN_FORMAT);
    }
    PuppetResult *result = run_with_step(source, len, &options, inspect_format, &step);
    char *answer = out_of_memory(ENTRY_FORMAT);
    if (result) {
        JsonWriter w;
        json_writer_init(&w);
        write_format_answer(&w, result, &step);
        puppet_result_free(result);
        answer = finish(&w, ENTRY_FORMAT);
    }
    inspect_format_free(&step);
    arena_free(&arena);
    return answer;
}

/* Lays len bytes of source out in the style guide's layout (nothing runs); of the options of a
 * run only the limits matter (memory). Returns JSON text for puppet_wasm_free; never NULL. */
char *puppet_wasm_format_code(const char *source, size_t len, const char *options_json) {
    PuppetOptions options;
    Arena arena;
    arena_init(&arena, OPTIONS_ARENA_BYTES);
    char *refused = parse_options(ENTRY_FORMAT_CODE, options_json, &options, NULL, &arena);
    if (refused)
        return refused;
    options.mode = PUPPET_MODE_FORMAT;
    PuppetResult *result = puppet_run(source, len, &options);
    arena_free(&arena);
    if (!result)
        return out_of_memory(ENTRY_FORMAT_CODE);
    JsonWriter w;
    json_writer_init(&w);
    write_format_code_answer(&w, result);
    puppet_result_free(result);
    return finish(&w, ENTRY_FORMAT_CODE);
}

/* puppet-lint's style checks on len bytes of source (nothing runs); of the options of a run
 * only the limits matter. Returns JSON text for puppet_wasm_free; never NULL. */
char *puppet_wasm_lint(const char *source, size_t len, const char *options_json) {
    PuppetOptions options;
    Arena arena;
    arena_init(&arena, OPTIONS_ARENA_BYTES);
    char *refused = parse_options(ENTRY_LINT, options_json, &options, NULL, &arena);
    if (refused)
        return refused;
    options.mode = PUPPET_MODE_LINT;
    PuppetResult *result = puppet_run(source, len, &options);
    arena_free(&arena);
    if (!result)
        return out_of_memory(ENTRY_LINT);
    JsonWriter w;
    json_writer_init(&w);
    write_lint_answer(&w, result);
    puppet_result_free(result);
    return finish(&w, ENTRY_LINT);
}

/* What may be written at line:column (1-based, column in characters) of len bytes of source,
 * which need not parse (nothing runs); of the options of a run the facts matter ($facts keys)
 * and the limits. Returns JSON text for puppet_wasm_free; never NULL. */
char *puppet_wasm_complete(const char *source, size_t len, uint32_t line, uint32_t column, const char *options_json) {
    PuppetOptions options;
    Arena arena;
    arena_init(&arena, OPTIONS_ARENA_BYTES);
    char *refused = parse_options(ENTRY_COMPLETE, options_json, &options, NULL, &arena);
    if (refused)
        return refused;
    options.mode = PUPPET_MODE_COMPLETE;
    options.complete_line = line ? line : 1;
    options.complete_column = column ? column : 1;
    PuppetResult *result = puppet_run(source, len, &options);
    arena_free(&arena);
    if (!result)
        return out_of_memory(ENTRY_COMPLETE);
    JsonWriter w;
    json_writer_init(&w);
    write_complete_answer(&w, result);
    puppet_result_free(result);
    return finish(&w, ENTRY_COMPLETE);
}

/* Returns {"engine","puppet","pcre2","utf8proc","emscripten"} as JSON text for
 * puppet_wasm_free; never NULL. */
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
    json_key(&w, "emscripten");
#ifdef __EMSCRIPTEN__
    {
        char emscripten_version[32];
        snprintf(emscripten_version, sizeof emscripten_version, "%d.%d.%d", __EMSCRIPTEN_major__,
                 __EMSCRIPTEN_minor__, __EMSCRIPTEN_tiny__);
        json_string(&w, emscripten_version);
    }
#else
    json_null(&w);
#endif
    json_end_object(&w);
    return finish(&w, ENTRY_EVALUATE);
}

/* Returns {"used_bytes","heap_bytes"} as JSON text for puppet_wasm_free: the bytes malloc has
 * handed out and not taken back (beyond this answer's own), and the size of the wasm memory;
 * null outside wasm. A diagnostic for tests and measurements (every run gives all its memory
 * back, so used_bytes returns to its level after each call); never NULL. */
char *puppet_wasm_memory(void) {
    JsonWriter w;
    json_writer_init(&w);
    json_begin_object(&w);
#ifdef __EMSCRIPTEN__
    struct mallinfo info = mallinfo();
    json_key(&w, "used_bytes");
    json_uint(&w, (uint64_t)info.uordblks);
    json_key(&w, "heap_bytes");
    json_uint(&w, (uint64_t)__builtin_wasm_memory_size(0) * 65536u);
#else
    json_key(&w, "used_bytes");
    json_null(&w);
    json_key(&w, "heap_bytes");
    json_null(&w);
#endif
    json_end_object(&w);
    return finish(&w, ENTRY_EVALUATE);
}

/* Frees an answer of any entry point above. */
void puppet_wasm_free(char *text) {
    if (text != OUT_OF_MEMORY_JSON && text != OUT_OF_MEMORY_TYPE_OF_JSON && text != OUT_OF_MEMORY_FORMAT_JSON &&
        text != OUT_OF_MEMORY_FORMAT_CODE_JSON && text != OUT_OF_MEMORY_LINT_JSON &&
        text != BUNDLE_OUT_OF_MEMORY_JSON && text != OUTLINE_OUT_OF_MEMORY_JSON)
        free(text);
}
