/* memory_test.c: a run's memory stays within a small multiple of the data the program builds
 * (issue 10, docs/performance.md), where Puppet users build data in a loop: strings with
 * `"${memo}..."`, arrays with `$memo + [x]` and hashes with `$memo + {k => v}` in reduce.
 * A run's arena frees nothing before the run ends, so a loop that copied its accumulator at each
 * step would keep O(n^2) bytes: 20 000 steps over a 100 KB result would need gigabytes and stop
 * at the run's memory cap. Each check compares the peak of a long loop with that of a short one,
 * so what every run needs anyway (the program, the top scope, the type tables) cancels out. */
#include <stdio.h>
#include <stdlib.h>

#include "check.h"
#include "puppet.h"

/* Runs `program` with its loop count set to n; returns the peak arena bytes, and the first
 * log line in `line` (the result's checksum). 0 when the run failed. */
static size_t peak_of(const char *program, int n, char *line, size_t line_size) {
    char source[1024];
    snprintf(source, sizeof source, program, n);
    PuppetOptions options;
    puppet_options_init(&options);
    PuppetResult *r = puppet_run(source, strlen(source), &options);
    size_t peak = r->ok ? r->peak_bytes : 0;
    if (!r->ok)
        printf("    run failed: %s\n", r->error.message ? r->error.message : "?");
    snprintf(line, line_size, "%s", r->log_count ? r->log[0].message : "");
    puppet_result_free(r);
    return peak;
}

/* The growth of the peak from n_small to n_large steps is at most `factor` times the growth of
 * the data (`bytes_per_step` per step). */
static void check_linear(const char *what, const char *program, int n_small, int n_large, size_t bytes_per_step,
                         double factor, const char *expected_large) {
    char line_small[256], line_large[256];
    size_t small = peak_of(program, n_small, line_small, sizeof line_small);
    size_t large = peak_of(program, n_large, line_large, sizeof line_large);
    CHECK(small > 0 && large > 0);
    CHECK_EQ_STR(line_large, expected_large);
    double data = (double)bytes_per_step * (double)(n_large - n_small);
    double grown = (double)large - (double)small;
    if (!CHECK(grown <= factor * data))
        printf("    %s: the peak grew by %.0f bytes for %.0f bytes of data (%.1fx, at most %.1fx)\n", what, grown,
               data, grown / data, factor);
}

int main(void) {
    /* the string: 5 bytes a step; in place it costs its doublings (at most 2x) */
    check_linear("string in reduce",
                 "$s = Integer[1, %d].reduce('') |$m, $i| { \"${m}${$i %% 10}abcd\" }\n"
                 "notice($s.length, $s[-10, 10])\n",
                 2000, 20000, 5, 4.0, "100000 9abcd0abcd");
    check_linear("typed string memo in reduce",
                 "$s = Integer[1, %d].reduce('>') |String $m, $i| >> String { \"${m}${i}.\" }\n"
                 "notice($s.length)\n",
                 2000, 20000, 6, 4.0, "108895");
    /* arrays and hashes: an item is a 16-byte Value, a hash entry 32 bytes and 4 of index; each
     * step also builds the one-item literal and a new array or hash header (immutable values),
     * about 10x the item itself */
    check_linear("array in reduce",
                 "$a = Integer[1, %d].reduce([]) |$m, $i| { $m + [$i] }\n"
                 "notice($a.length, $a[-1])\n",
                 2000, 20000, 16, 12.0, "20000 20000");
    check_linear("hash in reduce",
                 "$h = Integer[1, %d].reduce({}) |$m, $i| { $m + { $i => $i } }\n"
                 "notice($h.length, $h[20000])\n",
                 2000, 20000, 36, 12.0, "20000 20000");
    return check_summary("memory_test");
}
