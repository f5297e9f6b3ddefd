/* fuzz_parse.c: libFuzzer target for the lexer and the parser.
 *
 * The input is Puppet source, any bytes. It is parsed the way `puppet-eval --parse` parses
 * (puppet_run in PUPPET_MODE_PARSE: lexer, parser, AST dump) under a small memory cap. What
 * counts as a finding: a crash, a sanitizer report, a leak, a hang (libFuzzer's -timeout), and
 * a failed run that carries no message or, for a syntax error, no location inside the source
 * (README.md: "every failure is a Puppet-style error with line and column"; the reference gives
 * none only at the end of input).
 */
#include <stdint.h>
#include <stdlib.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    PuppetOptions options;
    puppet_options_init(&options);
    options.mode = PUPPET_MODE_PARSE;
    options.max_run_bytes = FUZZ_MAX_RUN_BYTES;
    PuppetResult *result = puppet_run((const char *)data, size, &options);
    fuzz_check_result(result, (const char *)data, size, true);
    puppet_result_free(result);
    return 0;
}
