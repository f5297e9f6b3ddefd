/* fuzz_common.h: what the libFuzzer targets of tests/fuzz share: their limits and the checks
 * every result must pass. A header of static functions on purpose: each target is one program.
 *
 * A check that fails calls abort(), which libFuzzer reports as a crash and saves as a
 * reproducer (tests/fuzz/run replays the saved ones in tests/fuzz/regressions/).
 */
#ifndef PUPPET_FUZZ_COMMON_H
#define PUPPET_FUZZ_COMMON_H

#include <stdbool.h>
#include <stdint.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>

#include "puppet.h"

/* Small limits, so that a single input costs milliseconds and every limit is reached often. */
#define FUZZ_MAX_STEPS 20000u
#define FUZZ_MAX_RUN_BYTES (8u * 1024u * 1024u)
#define FUZZ_MAX_OUTPUT_BYTES (64u * 1024u)
#define FUZZ_MAX_CALL_DEPTH 200u

static inline void fuzz_fail(const char *what, const PuppetResult *result) {
    fprintf(stderr, "fuzz check failed: %s\n", what);
    if (result && result->error.message)
        fprintf(stderr, "  error: %s (line %u, column %u)\n", result->error.message,
                result->error.line, result->error.column);
    abort();
}

/* Number of lines of the source, as the lexer counts them (a line per '\n', plus one). */
static inline uint32_t fuzz_line_count(const char *source, size_t len) {
    uint32_t lines = 1;
    for (size_t i = 0; i < len; i++)
        if (source[i] == '\n')
            lines++;
    return lines;
}

/* The contract of every result (puppet.h, README.md): never NULL, ok exactly when there is no
 * error, an error always has a kind and a non-empty message, and (lines_in_source) its line
 * lies inside the source (a line may come without a column: the reference gives none for
 * `break()` outside a loop); evaluation errors may point into a
 * template given to inline_epp, whose lines are the template's. */
static inline void fuzz_check_result(const PuppetResult *result, const char *source, size_t len,
                                     bool lines_in_source) {
    if (!result)
        fuzz_fail("puppet_run returned NULL", result);
    if (result->ok) {
        if (result->error.kind != PUPPET_ERROR_NONE || result->error.message)
            fuzz_fail("an ok result carries an error", result);
        return;
    }
    if (result->error.kind == PUPPET_ERROR_NONE)
        fuzz_fail("a failed run has no error kind", result);
    if (!result->error.message || !result->error.message[0])
        fuzz_fail("a failed run has no error message", result);
    if (lines_in_source && result->error.line > fuzz_line_count(source, len))
        fuzz_fail("the error's line lies after the end of the source", result);
    for (size_t i = 0; i < result->log_count; i++)
        if (!result->log[i].message)
            fuzz_fail("a log line has no message", result);
}

#endif
