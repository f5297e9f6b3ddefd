/* driver.c: the native side of the benchmark runner (tests/bench/run).
 *
 * Evaluates each manifest in-process with puppet_run, as the wasm side calls evaluate, so both
 * engines are timed on the same work: parse and evaluation, without process start-up (which the
 * runner measures apart). Prints one JSON object per manifest:
 *   {"name": "...", "lines": ["Notice: ...", ...], "ms": [per-run CPU ms of each sample], "inner": K,
 *    "peak_bytes": N}
 * A sample is K back-to-back runs (K chosen so that a sample takes at least MIN_SAMPLE_MS), and
 * its time is their mean. CPU time (CLOCK_PROCESS_CPUTIME_ID) rather than wall time, because the
 * machines it runs on are shared and loaded. It does not judge results: the runner compares.
 *
 * usage: driver [--repeat N] [--modulepath DIR] [--fact-set NAME] [--no-strict-variables] [--catalog]
 *               [--expression-types] FILE.pp...
 * The options are puppet-eval's (the module corpus times `include ntp` with them: docs/modules.md;
 * --expression-types: with evaluate's expression_types option, to measure what recording costs).
 */
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "puppet.h"

#define MIN_SAMPLE_MS 20.0

static double cpu_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec * 1e3 + (double)ts.tv_nsec / 1e6;
}

static char *read_file(const char *path, size_t *len) {
    FILE *f = fopen(path, "rb");
    if (!f)
        return NULL;
    size_t cap = 1 << 16, n = 0;
    char *buf = malloc(cap);
    size_t got;
    while (buf && (got = fread(buf + n, 1, cap - n, f)) > 0) {
        n += got;
        if (n == cap)
            buf = realloc(buf, cap *= 2);
    }
    fclose(f);
    *len = n;
    return buf;
}

static void print_json_string(const char *s) {
    putchar('"');
    for (; *s; s++) {
        unsigned char c = (unsigned char)*s;
        if (c == '"' || c == '\\')
            printf("\\%c", c);
        else if (c < 0x20)
            printf("\\u%04x", c);
        else
            putchar(c);
    }
    putchar('"');
}

/* The lines puppet-eval prints (README.md, output contract): log calls, then the error. */
static void print_lines(const PuppetResult *r) {
    printf("\"lines\": [");
    const char *sep = "";
    for (size_t i = 0; i < r->log_count; i++) {
        char *line = malloc(strlen(r->log[i].message) + 32);
        sprintf(line, "%s: %s", puppet_log_level_name(r->log[i].level), r->log[i].message);
        printf("%s", sep);
        print_json_string(line);
        free(line);
        sep = ", ";
    }
    if (!r->ok && r->error.message) {
        char *line = malloc(strlen(r->error.message) + 64);
        if (r->error.line)
            sprintf(line, "Error: %s (line: %u, column: %u)", r->error.message, r->error.line, r->error.column);
        else
            sprintf(line, "Error: %s", r->error.message);
        printf("%s", sep);
        print_json_string(line);
        free(line);
    }
    printf("]");
}

int main(int argc, char **argv) {
    int repeat = 5, first = 1;
    PuppetOptions options;
    puppet_options_init(&options);
    const char *module_path[1];
    while (first + 1 < argc && strncmp(argv[first], "--", 2) == 0) {
        if (strcmp(argv[first], "--repeat") == 0) {
            repeat = atoi(argv[first + 1]);
        } else if (strcmp(argv[first], "--modulepath") == 0) {
            module_path[0] = argv[first + 1];
            options.module_path = module_path;
            options.module_path_count = 1;
        } else if (strcmp(argv[first], "--fact-set") == 0) {
            options.facts_json = puppet_fact_set(argv[first + 1]);
            if (!options.facts_json) {
                fprintf(stderr, "driver: no fact set %s\n", argv[first + 1]);
                return 2;
            }
        } else if (strcmp(argv[first], "--no-strict-variables") == 0) {
            options.strict_variables = false;
            first++;
            continue;
        } else if (strcmp(argv[first], "--catalog") == 0) {
            options.want_catalog = true;
            first++;
            continue;
        } else if (strcmp(argv[first], "--expression-types") == 0) {
            options.want_expression_types = true;
            first++;
            continue;
        } else {
            break;
        }
        first += 2;
    }
    for (int a = first; a < argc; a++) {
        size_t len;
        char *source = read_file(argv[a], &len);
        if (!source) {
            fprintf(stderr, "driver: cannot read %s\n", argv[a]);
            return 2;
        }
        options.source_name = argv[a];
        PuppetResult *r = puppet_run(source, len, &options);   /* also warms the caches */
        double start = cpu_ms();
        puppet_result_free(puppet_run(source, len, &options));
        double once = cpu_ms() - start;
        printf("{\"name\": ");
        print_json_string(argv[a]);
        printf(", ");
        print_lines(r);
        printf(", \"peak_bytes\": %zu", r->peak_bytes);
        puppet_result_free(r);
        int inner = once >= MIN_SAMPLE_MS ? 1 : (int)(MIN_SAMPLE_MS / (once > 0.01 ? once : 0.01)) + 1;
        printf(", \"inner\": %d, \"ms\": [", inner);
        for (int s = 0; s < repeat; s++) {
            start = cpu_ms();
            for (int k = 0; k < inner; k++)
                puppet_result_free(puppet_run(source, len, &options));
            printf("%s%.4f", s ? ", " : "", (cpu_ms() - start) / inner);
        }
        printf("]}\n");
        fflush(stdout);
        free(source);
    }
    return 0;
}
