/* inspect.h: what type_of and format do with a program's value, as steps of run_with_step.
 *
 * bindings.c runs the program through run_with_step (engine/src/run.h) with one of these
 * steps, then writes the answer from what the step kept. The steps work inside the run (its
 * arena, limits and errors) and keep their results in malloc'ed text, since the arena is
 * dropped when the run ends. docs/api.md describes the answers.
 */
#ifndef PUPPET_WASM_INSPECT_H
#define PUPPET_WASM_INSPECT_H

#include <stdbool.h>
#include <stddef.h>

#include "data/json.h"
#include "run.h"

/* The inference modes, in the order of InferMode (type.h). */
#define INSPECT_MODE_COUNT 3
extern const char *const inspect_mode_names[INSPECT_MODE_COUNT];

/* Longest supertype chain kept; the chain of any inferred type is far shorter. */
#define INSPECT_MAX_CHAIN 32

/* Where a failure happened: the program, or the extra input of the entry point. */
typedef enum InspectOrigin { INSPECT_IN_PROGRAM, INSPECT_IN_AGAINST, INSPECT_IN_FORMAT } InspectOrigin;

/* The name of an origin in answers: "program", "against", "format". */
const char *inspect_origin_name(InspectOrigin origin);

typedef struct TypeOfStep {
    const char *against;            /* in: a type text to check the value against, or NULL */
    InspectOrigin origin;           /* out: where a failure happened */
    char *value;                    /* out: the value in %p form */
    char *modes[INSPECT_MODE_COUNT];/* out: the inferred type's text per mode */
    char *chain[INSPECT_MAX_CHAIN]; /* out: detailed type, then each supertype up to Any */
    size_t chain_count;
    char *against_type;             /* out: the canonical text of the against type */
    bool instance;                  /* out: whether the value is an instance of it */
    char *mismatch;                 /* out: why not, as the reference words it; NULL if it is */
} TypeOfStep;

typedef struct FormatStep {
    const JsonValue *format;        /* in: null (the default formats), a string or an object */
    InspectOrigin origin;           /* out: where a failure happened */
    char *formatted;                /* out: String(value, format) */
} FormatStep;

/* The run_with_step step of type_of; data is a zeroed TypeOfStep with `against` set.
 * Fails (value_abrupt) only when the against text is no type. */
Value inspect_type_of(Ctx *ctx, Value value, void *data);

/* The run_with_step step of format; data is a zeroed FormatStep with its inputs set. Fails
 * when the format is not one (a bad key, Puppet source that does not parse or evaluate) or
 * does not apply to the value, with String()'s own message. */
Value inspect_format(Ctx *ctx, Value value, void *data);

/* The next wider type in the chain type_of shows: t's parameters dropped (Integer[1, 1] ->
 * Integer), then the parent in the reference's class hierarchy (Integer -> Numeric ->
 * ScalarData -> Scalar -> Any; Tuple -> Array -> Collection; Enum -> String), each step a type
 * t is assignable to; NULL for Any. Never fails. */
const Type *inspect_supertype(Ctx *ctx, const Type *t);

/* Frees what a step kept (accepts a step that never ran). */
void inspect_type_of_free(TypeOfStep *step);
void inspect_format_free(FormatStep *step);

/* Writes the tree of a canonical type text (type_to_string's form) as nested
 * {name, text, params} objects: name is the type's name (Integer, File, an alias) or null for
 * a parameter that is not a type (a number, a string, a regexp, default, a list, a hash of
 * Struct members, one `key => value` member). Splitting the text keeps the tree and the text
 * in agreement for every kind. Never fails (a writer out of memory is marked failed). */
void inspect_write_type_tree(JsonWriter *w, const char *text, size_t len);

#endif
