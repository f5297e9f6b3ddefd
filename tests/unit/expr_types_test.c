/* expr_types_test.c: evaluate's expression_types option (docs/api.md) records every value an
 * expression gave, where the evaluator builds values in place: reduce grows a string memo
 * (`"${memo}${x}"`) and a hash memo (`$memo + {k => v}`) without copying them at each step
 * (eval_string.c, docs/memory.md), and the recorder keeps the values it was shown.
 *
 * The expected types are the common type of the values as docs/api.md ("expression_types",
 * `type`) words it: for a few strings the reference's element type of the values' array
 * (`type(['', 'a', 'ab'], 'reduced')` prints Array[Enum['', 'a', 'ab'], 3, 3]); past 8 distinct
 * strings `String[min, max]`; string-keyed hashes a `Struct` whose keys some values lack are
 * optional. Before the recorder and the growth agreed, each record showed the final memo. */
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "puppet.h"

/* The record of the expression at line:column in the answer for source, as JSON text from its
 * "kind" to its closing brace; NULL when there is none. The caller frees it. */
static char *record_at(const char *source, int line, int column) {
    PuppetOptions options;
    puppet_options_init(&options);
    options.want_expression_types = true;
    PuppetResult *r = puppet_run(source, strlen(source), &options);
    char *found = NULL;
    if (!r->ok || !r->expression_types_json) {
        printf("    run failed: %s\n", r->error.message ? r->error.message : "no expression types");
    } else {
        char where[64];
        snprintf(where, sizeof where, "\"line\":%d,\"column\":%d,", line, column);
        const char *at = strstr(r->expression_types_json, where);
        if (at) {
            /* records are separated by ",\n" (their texts escape newlines); the last ends "]}" */
            const char *start = at, *end = strstr(at, "},\n");
            if (!end)
                end = strstr(at, "}]}");
            while (start > r->expression_types_json && start[-1] != '{')
                start--;
            found = malloc((size_t)(end - start) + 1);
            memcpy(found, start, (size_t)(end - start));
            found[end - start] = '\0';
        }
    }
    puppet_result_free(r);
    return found;
}

static void expect_record(const char *source, int line, int column, const char *expected) {
    char *record = record_at(source, line, column);
    CHECK_EQ_STR(record, expected);
    free(record);
}

int main(void) {
    /* the memo of a string-building reduce: '', 'a', 'ab' (not the final 'abc' three times) */
    const char *strings = "$r = ['a', 'b', 'c'].reduce('') |$m, $x| { \"${m}${x}\" }\nnotice($r)\n";
    expect_record(strings, 1, 34, "\"kind\":\"parameter\",\"line\":1,\"column\":34,\"end_line\":1,\"end_column\":36,"
                  "\"ran\":true,\"count\":3,\"type\":\"Enum['', 'a', 'ab']\",\"value\":null");
    expect_record(strings, 1, 44, "\"kind\":\"string\",\"line\":1,\"column\":44,\"end_line\":1,\"end_column\":54,"
                  "\"ran\":true,\"count\":3,\"type\":\"Enum['a', 'ab', 'abc']\",\"value\":null");
    /* longer strings than a record compares by content */
    const char *long_strings = "$r = Integer[1, 500].reduce('') |$m, $i| { \"${m}x\" }\nnotice($r.length)\n";
    expect_record(long_strings, 1, 34, "\"kind\":\"parameter\",\"line\":1,\"column\":34,\"end_line\":1,\"end_column\":36,"
                  "\"ran\":true,\"count\":500,\"type\":\"String[0, 499]\",\"value\":null");
    /* the memo of a hash-building reduce: {}, {'k1' => 1}, {'k1' => 1, 'k2' => 2} */
    const char *hashes = "$r = [1, 2, 3].reduce({}) |$m, $x| { $m + { \"k${x}\" => $x } }\nnotice($r)\n";
    expect_record(hashes, 1, 28, "\"kind\":\"parameter\",\"line\":1,\"column\":28,\"end_line\":1,\"end_column\":30,"
                  "\"ran\":true,\"count\":3,\"type\":\"Struct[{Optional['k1'] => Integer[1, 1], Optional['k2'] => Integer[2, 2]}]\","
                  "\"value\":null");
    return check_summary("expr_types_test");
}
