/* bounds_test.c: every run is bounded (issue 27): the time limit, the stack guard on stacks of
 * any size, and the programs that used to take from seconds to minutes.
 *
 * - The time limit (max_time_ms) ends a run that steps alone would let go on, with the worker
 *   client's words, and the next run works.
 * - The stack guard measures the stack it runs on: deep data, deep types and deep recursion
 *   run on threads with stacks of 256 KiB to 8 MiB end with an answer or a limit error, never
 *   a crash (the guard assumed 4 MiB of stack before).
 * - A recursive alias asked about data nested past the old guard's 64 levels answers as the
 *   reference does (tests/conformance/types/alias_recursive_deep.pp), and data nested 200,000
 *   deep ends with a limit error instead of `false`.
 * - The slow programs of the issue, each at its size there: a CPU-time bound far above what
 *   they take now and far below what they took (the figures are in docs/performance.md), and
 *   their answers (from the reference where it has one, else docs/limits.md's limit errors).
 */
#include <pthread.h>
#include <stdlib.h>
#include <time.h>

#include "check.h"
#include "support/limits.h"
#include "puppet.h"

static PuppetOptions defaults(void) {
    PuppetOptions o;
    puppet_options_init(&o);
    return o;
}

static double cpu_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_PROCESS_CPUTIME_ID, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

static double wall_seconds(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec + (double)ts.tv_nsec / 1e9;
}

/* After any run, a plain program in the same process works. */
static void check_next_run_works(const char *after) {
    PuppetResult *r = puppet_run("notice(1 + 1)", 13, NULL);
    bool ok = r && r->ok && r->log_count == 1 && strcmp(r->log[0].message, "2") == 0;
    if (!ok)
        printf("after %s: ", after);
    CHECK(ok);
    puppet_result_free(r);
}

/* The CPU time a program of the issue may take here: 5 s as on the command (issue 27's "Done
 * when"), more under the sanitizers, which make everything several times slower. */
#ifdef __SANITIZE_ADDRESS__
#define MAX_CPU 20.0
#else
#define MAX_CPU 5.0
#endif

/* Runs source; checks that it ends within max_cpu seconds of CPU time, and either logs the one
 * line `notice` (when not NULL), or fails with a limit error starting with `limit` (when not
 * NULL) located in the source, or (both NULL) succeeds without logging. */
static void expect_bounded(const char *name, const char *source, size_t len, const PuppetOptions *o,
                           const char *notice, const char *limit, double max_cpu) {
    double start = cpu_seconds();
    PuppetResult *r = puppet_run(source, len, o);
    double took = cpu_seconds() - start;
    bool answered = r && notice && r->ok && r->log_count == 1 && strcmp(r->log[0].message, notice) == 0;
    answered = answered || (r && !notice && !limit && r->ok && r->log_count == 0);
    bool stopped = r && limit && !r->ok && r->error.message &&
                   strncmp(r->error.message, limit, strlen(limit)) == 0 && r->error.line > 0;
    if (!(answered || stopped))
        printf("%s: got %s '%s' (line %u), expected %s\n", name, r && r->ok ? "success" : "error",
               r && r->error.message ? r->error.message : r && r->log_count ? r->log[0].message : "",
               r ? r->error.line : 0, notice ? notice : limit ? limit : "no output");
    CHECK(answered || stopped);
    if (took > max_cpu)
        printf("%s: %.2f s of CPU, more than %.2f s\n", name, took, max_cpu);
    CHECK(took <= max_cpu);
    puppet_result_free(r);
    check_next_run_works(name);
}

static void test_time_limit(void) {
    PuppetOptions o = defaults();
    o.max_steps = UINT64_MAX;
    o.max_time_ms = 300;
    double start = wall_seconds();
    PuppetResult *r = puppet_run("Integer[1, 10000000000000].each |$i| { }", 40, &o);
    double took = wall_seconds() - start;
    CHECK(r && !r->ok && r->error.kind == PUPPET_ERROR_LIMIT);
    CHECK_EQ_STR(r ? r->error.message : NULL, "Evaluation took longer than 300 ms and was stopped");
    CHECK(r && r->error.line == 1);
    /* the clock is read every TIME_CHECK_STEPS steps: a few milliseconds late at most, on a
     * machine that is not starved */
    if (took > 5.0)
        printf("time limit of 300 ms: stopped after %.2f s\n", took);
    CHECK(took < 5.0);
    puppet_result_free(r);
    check_next_run_works("the time limit");

    /* the default is on: DEFAULT_MAX_TIME_MS, with the same words */
    o = defaults();
    o.max_steps = UINT64_MAX;
    r = puppet_run("Integer[1, 10000000000000].each |$i| { }", 40, &o);
    CHECK(r && !r->ok && r->error.kind == PUPPET_ERROR_LIMIT && r->error.message &&
          strcmp(r->error.message, "Evaluation took longer than 10000 ms and was stopped") == 0);
    puppet_result_free(r);
}

/* --- the stack guard on threads with small stacks ------------------------------------------ */

typedef struct StackRun {
    const char *source;
    PuppetResult *result;
} StackRun;

static void *run_on_thread(void *data) {
    StackRun *run = data;
    run->result = puppet_run(run->source, strlen(run->source), NULL);
    return NULL;
}

/* Runs source on a thread of `stack` bytes of stack; returns its result (NULL if no thread). */
static PuppetResult *run_with_stack(const char *source, size_t stack) {
    pthread_attr_t attr;
    pthread_attr_init(&attr);
    pthread_attr_setstacksize(&attr, stack);
    pthread_t thread;
    StackRun run = { source, NULL };
    if (pthread_create(&thread, &attr, run_on_thread, &run) != 0) {
        pthread_attr_destroy(&attr);
        return NULL;
    }
    pthread_join(thread, NULL);
    pthread_attr_destroy(&attr);
    return run.result;
}

/* A program of `depth` nested `open`s around `inner` and as many `close`s, inside notice(). */
static char *nested(const char *open, const char *inner, const char *close, size_t depth) {
    size_t lo = strlen(open), li = strlen(inner), lc = strlen(close);
    char *s = malloc(depth * (lo + lc) + li + 16), *p = s;
    memcpy(p, "notice(", 7);
    p += 7;
    for (size_t i = 0; i < depth; i++, p += lo)
        memcpy(p, open, lo);
    memcpy(p, inner, li);
    p += li;
    for (size_t i = 0; i < depth; i++, p += lc)
        memcpy(p, close, lc);
    memcpy(p, ")", 2);
    return s;
}

static void test_small_stacks(void) {
    /* nesting the parser accepts (MAX_PARSE_DEPTH), which a small stack may not hold */
    char *nested_array = nested("[", "1", "]", 490);
    char *nested_parens = nested("(", "1", ")", 490);
    char *nested_ifs = nested("if true {", "1", "}", 240);
    char *nested_hashes = nested("{a => ", "1", "}", 490);
    const char *deep[] = {
        "$d = Integer[1, 200000].reduce([]) |$m, $i| { [$m] }\nnotice($d == $d)",
        "$d = Integer[1, 200000].reduce(Integer) |$m, $i| { Array[$m] }\nnotice($d)",
        "$d = Integer[1, 200000].reduce({}) |$m, $i| { { a => $m } }\nnotice(type($d))",
        "function f($n) { if $n == 0 { 0 } else { f($n - 1) + 1 } }\nnotice(f(990))",
        "function f($n) { [1].map |$v| { f($n + 1) } }\nnotice(f(1))",
        "type A = Variant[Integer, Array[A]]\n$d = Integer[1, 200000].reduce(1) |$m, $i| { [$m] }\nnotice($d =~ A)",
        nested_array, nested_parens, nested_ifs, nested_hashes,
    };
    static const size_t stacks[] = { 256u * 1024u, 1024u * 1024u, 2048u * 1024u, 4096u * 1024u, 8192u * 1024u };
    for (size_t s = 0; s < sizeof stacks / sizeof *stacks; s++) {
        for (size_t i = 0; i < sizeof deep / sizeof *deep; i++) {
            PuppetResult *r = run_with_stack(deep[i], stacks[s]);
            /* an answer, or a limit error: f(990) fits in 1 MiB natively, not under ASan */
            bool ok = r && (r->ok || (r->error.kind == PUPPET_ERROR_LIMIT && r->error.line > 0));
            if (!ok)
                printf("stack of %zu KiB, program %zu: %s\n", stacks[s] / 1024, i,
                       r && r->error.message ? r->error.message : "no result");
            CHECK(ok);
            puppet_result_free(r);
        }
    }
    /* on the 8 MiB stack the guard stops where it always did: MAX_EVAL_STACK_BYTES */
    PuppetResult *r = run_with_stack(deep[3], 8192u * 1024u);
    CHECK(r && r->ok && r->log_count == 1 && strcmp(r->log[0].message, "990") == 0);
    puppet_result_free(r);
    free(nested_array);
    free(nested_parens);
    free(nested_ifs);
    free(nested_hashes);
    check_next_run_works("small stacks");
}

/* --- recursive aliases ---------------------------------------------------------------------- */

static void test_deep_alias(void) {
    PuppetOptions o = defaults();
    /* the old guard answered false from 64 levels on; the reference answers true at 300 */
    const char *nested_300 = "type A = Variant[Integer, Array[A]]\n"
                             "$d = Integer[1, 300].reduce(1) |$m, $i| { [$m] }\nnotice($d =~ A)";
    expect_bounded("alias, 300 levels", nested_300, strlen(nested_300), &o, "true", NULL, 5.0);
    const char *nested_deep = "type A = Variant[Integer, Array[A]]\n"
                              "$d = Integer[1, 200000].reduce(1) |$m, $i| { [$m] }\nnotice($d =~ A)";
    expect_bounded("alias, 200,000 levels", nested_deep, strlen(nested_deep), &o, NULL,
                   "Evaluation stopped: the data nests too deeply", 5.0);
    const char *assignable = "type A = Variant[Integer, Array[A]]\n"
                             "$t = Integer[1, 300].reduce(Integer) |$m, $i| { Array[$m] }\nnotice($t <= A)";
    expect_bounded("alias assignability, 300 levels", assignable, strlen(assignable), &o, "true", NULL, 5.0);
}

/* --- the programs of issue 27 ------------------------------------------------------------- */

/* A program of the issue whose source is big: prefix, then `count` times `item` with "%d" as
 * its index (formatted into it), separated by `separator`, then suffix. */
static char *generated(const char *prefix, const char *item, const char *separator, size_t count,
                       const char *suffix, size_t *len) {
    size_t cap = strlen(prefix) + strlen(suffix) + count * (strlen(item) + strlen(separator) + 24) + 1;
    char *s = malloc(cap), *p = s;
    p += sprintf(p, "%s", prefix);
    for (size_t i = 0; i < count; i++) {
        if (i)
            p += sprintf(p, "%s", separator);
        p += sprintf(p, item, (int)i, (int)i);
    }
    p += sprintf(p, "%s", suffix);
    *len = (size_t)(p - s);
    return s;
}

static void test_issue_programs(void) {
    PuppetOptions o = defaults();
    o.max_time_ms = 600000;   /* the bound checked here is CPU time, which a loaded machine keeps */
    static const char STEPS[] = "Evaluation stopped: the step limit was reached";
    /* regexp backtracking at every start position (cubic: 8,000 characters took 50 s): the step
     * limit counts it across start positions; the reference answers true, here a limit error
     * (docs/limits.md) */
    const char *cubic = "$s = sprintf('%06000d', 0)\nnotice(\"${s}bc\" =~ /0*0*c/)";
    expect_bounded("regexp cubic", cubic, strlen(cubic), &o, NULL, STEPS, MAX_CPU);
    const char *cubic_small = "$s = sprintf('%0300d', 0)\nnotice(\"${s}bc\" =~ /0*0*c/)";
    expect_bounded("regexp cubic, 300 characters", cubic_small, strlen(cubic_small), &o, "true", NULL, MAX_CPU);
    /* the expected answers are the reference's (puppet-reference on the same programs) */
    static const struct { const char *name, *source, *notice; } programs[] = {
        { "split on ''", "notice(split(sprintf('%0200000d', 1), '').length)", "200000" },
        { "split on '0'", "notice(split(sprintf('%0200000d', 1), '0').length)", "200000" },
        { "regsubst G", "notice(regsubst(sprintf('%0200000d', 1), '0', 'ab', 'G').length)", "399999" },
        { "in, inside filter", "$a = Integer[1, 100000].map |$i| { -$i }\nnotice($a.filter |$x| { 5 in $a }.length)",
          "0" },
        { "in a hash, inside filter",
          "$h = Hash(Integer[1, 100000].map |$i| { [\"k${i}\", $i] })\n"
          "notice(Integer[1, 100000].filter |$x| { 'K7' in $h }.length)", "100000" },
        { "$s[$i] of a long string", "$s = sprintf('%0100000d', 1)\n"
          "$n = Integer[0, 99999].reduce(0) |$m, $i| { if $s[$i] == '1' { $m + 1 } else { $m } }\nnotice($n)", "1" },
        { "$s[$i] of a long UTF-8 string", "$s = \"\u00e9${sprintf('%0100000d', 1)}\"\n"
          "$n = Integer[0, 100000].reduce(0) |$m, $i| { if $s[$i] == '1' { $m + 1 } else { $m } }\nnotice($n)", "1" },
        { "100,000 tags", "notify { 'x': tag => Integer[1, 100000].map |$i| { \"t${i}\" } }", NULL },
    };
    for (size_t i = 0; i < sizeof programs / sizeof *programs; i++)
        expect_bounded(programs[i].name, programs[i].source, strlen(programs[i].source), &o, programs[i].notice,
                       NULL, MAX_CPU);
    /* a define that declares itself (each level's resource takes its container's tags): the
     * reference's error, which has no location */
    const char *recursive = "define d() { d { \"x${title}\": } }\nd { 'a': }";
    double start = cpu_seconds();
    PuppetResult *r = puppet_run(recursive, strlen(recursive), &o);
    CHECK(r && !r->ok && r->error.message &&
          strcmp(r->error.message, "Somehow looped more than 1000 times while evaluating host catalog") == 0);
    CHECK(cpu_seconds() - start <= MAX_CPU);
    puppet_result_free(r);
    size_t len;
    /* heredoc: one line of 150,000 blanks (the end-tag search tried each blank as a start) */
    char *heredoc = malloc(150100);
    size_t n = (size_t)sprintf(heredoc, "$x = @(END)\n");
    memset(heredoc + n, ' ', 150000);
    n += 150000;
    n += (size_t)sprintf(heredoc + n, "a\nEND\nnotice($x.length)\n");
    expect_bounded("heredoc of 150,000 blanks", heredoc, n, &o, "150002", NULL, MAX_CPU);
    free(heredoc);
    /* a hash literal of 100,000 entries (each key checked against every earlier one) */
    char *hash = generated("$h = {", "\"k%d\" => %d", ", ", 100000, "}\nnotice($h.length)", &len);
    expect_bounded("hash literal of 100,000 entries", hash, len, &o, "100000", NULL, MAX_CPU);
    free(hash);
    /* 60,000 attributes: a notify has no such parameters (the reference's error, at once) */
    char *attrs = generated("notify { 'x': ", "a%d => %d", ", ", 60000, " }", &len);
    expect_bounded("notify with 60,000 attributes", attrs, len, &o, NULL, "no parameter named 'a0'", MAX_CPU);
    free(attrs);
    /* and a define with as many parameters, all given */
    char *params = generated("define d(", "$a%d = %d", ", ", 60000, ") { notice($a59999) }\n", &len);
    char *declared = generated("d { 'x': ", "a%d => %d", ", ", 60000, " }", &n);
    char *both = malloc(len + n + 1);
    memcpy(both, params, len);
    memcpy(both + len, declared, n + 1);
    expect_bounded("define with 60,000 parameters", both, len + n, &o, "59999", NULL, MAX_CPU);
    free(params);
    free(declared);
    free(both);
}

/* Programs tests/bench/scaling.py found growing as n^2 where a set, a sort or one pass does
 * (docs/performance.md, "Scaling"): each ends with its answer within the bound. The reference
 * gives the same programs' answers at 1,000 elements (10, 500, 667, Hash[String[2, 5], Integer],
 * 1); at these sizes it runs for more than ten minutes (its Array - Array and its common type
 * of Strings are n^2 too), so the answers here are those programs' at the larger size. */
static void test_scaling_programs(void) {
    PuppetOptions o = defaults();
    o.max_time_ms = 600000;   /* the bound checked here is CPU time */
    o.max_run_bytes = 1024u * 1024u * 1024u;   /* 50,000 resources take some 170 MB natively, more in
                                                  the checked (ASan) build's regions */
    static const struct { const char *name, *source, *notice; } programs[] = {
        { "=~ an Enum of 100,000 values",
          "$w = Integer[1, 100000].map |$i| { \"w${i}\" }\n$e = Enum[*$w]\n"
          "notice(Integer[1, 1000].filter |$i| { \"w${$i * 97}\" =~ $e }.length)", "1000" },
        { "Array - Array of 100,000 strings",
          "$a = Integer[1, 100000].map |$i| { \"x${i}\" }\n$b = Integer[1, 100000].map |$i| { \"x${$i * 2}\" }\n"
          "notice(($a - $b).length)", "50000" },
        { "Hash - Array of 100,000 keys",
          "$h = Hash(Integer[1, 100000].map |$i| { [\"k${i}\", $i] })\n"
          "notice(($h - Integer[1, 100000].map |$i| { \"k${$i * 3}\" }).length)", "66667" },
        { "type of a hash of 10,000 String keys",
          "$h = Hash(Integer[1, 10000].map |$i| { [\"k${i}\", $i] })\nnotice(type($h, 'generalized'))",
          "Hash[String[2, 6], Integer]" },
        { "realize of 50,000 virtual resources",
          "Integer[1, 50000].each |$i| { @notify { \"n${i}\": } }\n"
          "realize(Integer[1, 50000].map |$i| { Notify[\"n${i}\"] })\nnotice(1)", "1" },
    };
    for (size_t i = 0; i < sizeof programs / sizeof *programs; i++)
        expect_bounded(programs[i].name, programs[i].source, strlen(programs[i].source), &o, programs[i].notice,
                       NULL, MAX_CPU);
}

int main(void) {
    test_issue_programs();
    test_scaling_programs();
    test_time_limit();
    test_small_stacks();
    test_deep_alias();
    return check_summary("bounds_test");
}
