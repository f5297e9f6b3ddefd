/* fuzz_eval.c: libFuzzer target for the evaluator.
 *
 * The input is a Puppet program, run as the playground runs it (puppet_run with the program's
 * value and the catalog asked for) under small step, memory, output and call-depth limits
 * (fuzz_common.h), so that every input ends in milliseconds, often on a limit. Findings: a
 * crash, a sanitizer report, memory that outlives the run (LeakSanitizer), a hang, or a result
 * that breaks the contract checked by fuzz_check_result.
 */
#include <stdint.h>
#include <stdlib.h>

#include "fuzz_common.h"

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    PuppetOptions options;
    puppet_options_init(&options);
    options.max_steps = FUZZ_MAX_STEPS;
    options.max_run_bytes = FUZZ_MAX_RUN_BYTES;
    options.max_output_bytes = FUZZ_MAX_OUTPUT_BYTES;
    options.max_call_depth = FUZZ_MAX_CALL_DEPTH;
    options.want_value = true;
    options.want_catalog = true;
    PuppetResult *result = puppet_run((const char *)data, size, &options);
    fuzz_check_result(result, (const char *)data, size, false);
    if (result->ok && (!result->value || !result->type))
        fuzz_fail("an ok run did not give its value and type", result);
    puppet_result_free(result);
    return 0;
}
