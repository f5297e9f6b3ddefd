/* json_value.h: JSON text read into Puppet values as the reference reads it: Ruby's JSON.parse
 * (the json 2.6 extension of Ruby 3.1), which Puppet::Util::Json.load calls for Hiera's json_data,
 * stdlib's parsejson and loadjson's JSON, and which reads the node's facts.
 *
 * One reader for all of them; what differs between callers is an option (JsonValueOptions),
 * never a copy of the reader. It accepts what the extension accepts beyond RFC 8259 (C-style and
 * // comments between tokens, an unknown escape, which drops its backslash) and fails with the
 * extension's words: "NNN: unexpected token at 'REST'", NNN the line of the extension's parser.rl
 * whose machine gave up (the document 859, an array 451, NaN 225, Infinity 232, -Infinity 249,
 * an incomplete surrogate pair 521) and REST the text from where it stopped; "nesting of N is
 * too deep" past the extension's max_nesting of 100. Duplicate keys: the last value wins, in the
 * first one's place (Hash#[]=). Strings keep their bytes as given (the extension does not check
 * UTF-8); a lone high surrogate escape becomes '?'. Floats beyond the double range are
 * infinities (1e400), as Ruby's strtod gives them.
 *
 * For the JSON of the engine's own interfaces (options, bundles, metadata.json's checks) see
 * json.h: a generic RFC 8259 tree that knows no Puppet value.
 */
#ifndef PUPPET_JSON_VALUE_H
#define PUPPET_JSON_VALUE_H

#include <stdbool.h>
#include <stddef.h>

#include "support/ctx.h"
#include "values/value.h"

/* What becomes of an integer beyond 64 bits (Ruby reads it as a Bignum, which the engine's
 * Integer cannot hold: docs/deviations.md). */
typedef enum JsonBigIntegers {
    JSON_BIG_INTEGERS_REFUSED,   /* the error "the integer N is beyond the range of a 64-bit Integer" */
    JSON_BIG_INTEGERS_FLOAT,     /* the nearest Float (the facts: a fact is never refused for it) */
} JsonBigIntegers;

typedef struct JsonValueOptions {
    JsonBigIntegers big_integers;
    bool count_steps;            /* each value read is an evaluation step (ctx_step): a function's
                                    work in a run; off for what a run reads before it evaluates */
} JsonValueOptions;

/* Reads len bytes of text (one JSON document) into *out. Returns true, or false with *error,
 * the extension's message (in the run's arena). Memory and the step limit (with count_steps)
 * leave the run as everywhere (ctx_exhausted, ctx_step). */
bool json_value_read(Ctx *ctx, const char *text, size_t len, const JsonValueOptions *options, Value *out,
                     const char **error);

#endif
