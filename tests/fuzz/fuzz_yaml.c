/* fuzz_yaml.c: libFuzzer target for Hiera's data files: the YAML reader (libyaml under Psych's
 * rules, data/yaml_read.c and yaml_value.c) and what Hiera makes of the document.
 *
 * The input is the text of data/common.yaml in a virtual file tree whose hiera.yaml reads it;
 * the program looks up a key (with a deep merge, and a dotted key into what it finds), so that
 * whatever the reader gives (or refuses) goes through the lookup, its checks and its
 * interpolation. Runs under the limits of fuzz_common.h; findings as in fuzz_eval.c.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

static const char HIERA_YAML[] =
    "version: 5\n"
    "defaults: {datadir: data, data_hash: yaml_data}\n"
    "hierarchy:\n"
    "  - {name: common, path: common.yaml}\n"
    "  - {name: other, path: other.yaml}\n";
static const char OTHER_YAML[] = "a: {x: [1, 2]}\nb: [x]\n";
static const char PROGRAM[] =
    "notice(lookup('a', undef, undef, 'default a'))\n"
    "notice(lookup('b', Any, 'deep'))\n"
    "notice(lookup('a.x.0', undef, undef, 'no sub-key'))\n";

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    PuppetFile files[3] = {
        { "hiera.yaml", HIERA_YAML, sizeof HIERA_YAML - 1 },
        { "data/common.yaml", (const char *)data, size },
        { "data/other.yaml", OTHER_YAML, sizeof OTHER_YAML - 1 },
    };
    PuppetOptions options;
    puppet_options_init(&options);
    options.max_steps = FUZZ_MAX_STEPS;
    options.max_run_bytes = FUZZ_MAX_RUN_BYTES;
    options.max_output_bytes = FUZZ_MAX_OUTPUT_BYTES;
    options.max_call_depth = FUZZ_MAX_CALL_DEPTH;
    options.files = files;
    options.file_count = 3;
    options.hiera_config = "hiera.yaml";
    PuppetResult *result = puppet_run(PROGRAM, sizeof PROGRAM - 1, &options);
    fuzz_check_result(result, PROGRAM, sizeof PROGRAM - 1, false);
    puppet_result_free(result);
    return 0;
}
