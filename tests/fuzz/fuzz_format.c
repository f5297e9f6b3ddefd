/* fuzz_format.c: libFuzzer target for format strings: String(value, format), format maps and
 * sprintf.
 *
 * The input is: one byte that picks a value from VALUES, one byte that picks how the format is
 * used (MODES), and the format text. The text goes into the program as a single-quoted Puppet
 * string (backslash and quote escaped), so that the lexer's escapes do not hide what reaches
 * the formatting code. Runs under the limits of fuzz_common.h. Findings as in fuzz_eval.c.
 */
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "fuzz_common.h"

/* One value of each kind String() formats (types-values-variables.md, "X to String"). */
static const char *const VALUES[] = {
    "42", "-17", "0", "9223372036854775807", "3.14159", "-0.5", "1.0e300", "'hello'",
    "'wörld 日本'", "\"tab\\tnl\\n\\u{1F600}\"", "''", "true", "false", "undef", "default",
    "/ab+c/", "[1, 'two', [3.0, undef]]", "[]", "{'a' => 1, 'b' => [2, {'c' => 'd'}]}", "{}",
    "Integer[1, 10]", "Hash[String, Array[Integer]]", "Timespan('1-02:03:04.005')",
    "Timestamp('2016-09-06T12:00:00.123 UTC')", "SemVer('1.2.3-rc.1+b5')",
    "SemVerRange('>=1.0.0 <2.0.0')", "Binary('aGVsbG8=')", "Sensitive('secret')",
    "[[[1, [2]], {'k' => ['v', {'x' => [undef]}]}]]",
};
#define VALUE_COUNT (sizeof VALUES / sizeof VALUES[0])

/* %s stands for the fuzzed format, quoted. */
static const char *const MODES[] = {
    "notice(String($v, %s))",
    "notice(String($v, { Any => %s }))",
    "notice(sprintf(%s, $v))",
    "notice(sprintf(%s, $v, $v, 3, 'x'))",
    ("notice(String($v, { Any => { format => %s, separator => %s, separator2 => %s, "
     "string_formats => { Any => %s } } }))"),
    "notice(String($v, { Array => %s, Hash => %s, Integer => %s, String => %s, Float => %s }))",
    "notice(String([$v, [$v]], { Array => { format => %s, string_formats => { Any => %s } } }))",
};
#define MODE_COUNT (sizeof MODES / sizeof MODES[0])

/* Appends text as a single-quoted Puppet string. */
static char *quote(const uint8_t *text, size_t len) {
    char *out = malloc(2 * len + 3), *p = out;
    *p++ = '\'';
    for (size_t i = 0; i < len; i++) {
        if (text[i] == '\\' || text[i] == '\'')
            *p++ = '\\';
        *p++ = (char)text[i];
    }
    *p++ = '\'';
    *p = '\0';
    return out;
}

int LLVMFuzzerTestOneInput(const uint8_t *data, size_t size) {
    if (size < 2)
        return 0;
    const char *value = VALUES[data[0] % VALUE_COUNT];
    const char *mode = MODES[data[1] % MODE_COUNT];
    char *format = quote(data + 2, size - 2);
    size_t cap = strlen(value) + strlen(mode) + 5 * strlen(format) + 16;
    char *program = malloc(cap);
    int n = snprintf(program, cap, "$v = %s\n", value);
    /* each %s of the mode is the same quoted format */
    for (const char *m = mode; *m; m++) {
        if (m[0] == '%' && m[1] == 's') {
            n += snprintf(program + n, cap - (size_t)n, "%s", format);
            m++;
        } else {
            program[n++] = *m;
        }
    }
    program[n] = '\0';

    PuppetOptions options;
    puppet_options_init(&options);
    options.max_steps = FUZZ_MAX_STEPS;
    options.max_run_bytes = FUZZ_MAX_RUN_BYTES;
    options.max_output_bytes = FUZZ_MAX_OUTPUT_BYTES;
    PuppetResult *result = puppet_run(program, (size_t)n, &options);
    fuzz_check_result(result, program, (size_t)n, true);
    puppet_result_free(result);
    free(program);
    free(format);
    return 0;
}
