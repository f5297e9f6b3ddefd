/* limits_test.c: the limits of limits.h hold, and bad input never crashes (issue 11).
 *
 * Each limit is reached by a program made for it (steps, call depth, parse nesting, memory with
 * a string doubled in a loop, output, a huge range, long strings and deep data in %p, regex
 * backtracking, data and types nested past the C stack guard): the run must end with the
 * expected error at a location, and the next run in the same process must work normally.
 * Bad input (invalid UTF-8, NUL bytes, a byte-order mark in the middle, 10 MB of source,
 * 100,000-deep nesting, a sample program cut at every byte) must give an error with a message,
 * never a crash. The unit suite runs this on the ASan build, so a crash, a leak or undefined
 * behaviour fails it too. docs/limits.md lists the limits.
 */
#include <stdlib.h>

#include "check.h"
#include "support/limits.h"
#include "puppet.h"

static PuppetOptions defaults(void) {
    PuppetOptions o;
    puppet_options_init(&o);
    return o;
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

/* Runs source and checks that it fails with kind and a message starting with message, at a
 * location when located; then that the next run works. */
static void expect_error(const char *name, const char *source, size_t len, const PuppetOptions *o,
                         PuppetErrorKind kind, const char *message, bool located) {
    PuppetResult *r = puppet_run(source, len, o);
    bool ok = r && !r->ok && r->error.kind == kind && r->error.message &&
              strncmp(r->error.message, message, strlen(message)) == 0 &&
              (!located || (r->error.line > 0 && r->error.column > 0));
    if (!ok)
        printf("%s: got %s (kind %d, line %u, column %u), expected '%s'\n", name,
               r && r->error.message ? r->error.message : (r && r->ok ? "success" : "?"),
               r ? (int)r->error.kind : -1, r ? r->error.line : 0, r ? r->error.column : 0, message);
    CHECK(ok);
    puppet_result_free(r);
    check_next_run_works(name);
}

static void expect_limit(const char *name, const char *source, const PuppetOptions *o, const char *message) {
    expect_error(name, source, strlen(source), o, PUPPET_ERROR_LIMIT, message, true);
}

/* A program of `depth` nested `open`s around `inner` and as many `close`s. */
static char *nested(const char *open, const char *inner, const char *close, size_t depth) {
    size_t lo = strlen(open), li = strlen(inner), lc = strlen(close);
    char *s = malloc(depth * (lo + lc) + li + 1), *p = s;
    for (size_t i = 0; i < depth; i++, p += lo)
        memcpy(p, open, lo);
    memcpy(p, inner, li);
    p += li;
    for (size_t i = 0; i < depth; i++, p += lc)
        memcpy(p, close, lc);
    *p = '\0';
    return s;
}

static void test_limits(void) {
    PuppetOptions o = defaults();
    o.max_steps = 200000;
    expect_limit("steps", "Integer[1, 1000000].each |$i| { }", &o,
                 "Evaluation stopped: the step limit was reached");
    expect_limit("huge range", "Integer[1, 10000000000].each |$i| { }", &o,
                 "Evaluation stopped: the step limit was reached");
    expect_limit("huge range map", "notice(Integer[1, 10000000000].map |$i| { $i })", &o,
                 "Evaluation stopped: the step limit was reached");

    o = defaults();
    expect_limit("call depth", "function f($n) { f($n + 1) }\nf(1)", &o,
                 "Evaluation stopped: the call depth limit was reached");
    o.max_call_depth = 50;
    expect_limit("call depth 50", "function f($n) { f($n + 1) }\nf(1)", &o,
                 "Evaluation stopped: the call depth limit was reached");

    o = defaults();
    o.max_run_bytes = 16u * 1024u * 1024u;
    expect_limit("memory", "$s = Integer[1, 40].reduce('ab') |$m, $i| { \"$m$m\" }", &o,
                 "Evaluation stopped: the memory limit was reached");
    /* a long string formatted with %p: 2^21 characters fit, doubled once more they do not */
    expect_limit("long string %p", "$s = Integer[1, 23].reduce('ab') |$m, $i| { \"$m$m\" }\n"
                 "notice(String($s, '%p').length)", &o, "Evaluation stopped: the memory limit was reached");

    o = defaults();
    o.max_output_bytes = 64u * 1024u;
    expect_limit("output", "Integer[1, 100000].each |$i| { notice('0123456789') }", &o,
                 "Evaluation stopped: the output limit was reached");

    o = defaults();
    o.max_time_ms = 600000;   /* the limit checked is PCRE2's: under ASan on a loaded machine the
                                 10 s time limit came first */
    expect_limit("regex backtracking",
                 "notice('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!' =~ /^(a+)+$/)", &o,
                 "Evaluation stopped: a regular expression needed too much backtracking");

    /* deep data: %p gives up past MAX_DATA_DEPTH; equality, inference and printing of types
     * stop at the C stack guard (these crashed before it existed) */
    const char *deep_p = "$a = Integer[1, 5000].reduce([]) |$m, $i| { [$m] }\n"
                         "notice(String($a, '%p'))";
    expect_error("deep data %p", deep_p, strlen(deep_p), &o, PUPPET_ERROR_EVALUATION,
                 "Evaluation Error: Error while evaluating a Function Call, The value is nested deeper than",
                 true);
    const char *deep_data[] = {
        "$a = Integer[1, 200000].reduce([]) |$m, $i| { [$m] }\nnotice($a == $a)",
        "$a = Integer[1, 200000].reduce({}) |$m, $i| { { a => $m } }\nnotice($a == $a)",
        "$a = Integer[1, 200000].reduce([]) |$m, $i| { [$m] }\nnotice(type($a))",
        "$a = Integer[1, 200000].reduce([]) |$m, $i| { [$m] }\nnotice($a in [$a])",
        "$a = Integer[1, 200000].reduce([]) |$m, $i| { [$m] }\nnotice([$a, $a].unique)",
        "$a = Integer[1, 200000].reduce([]) |$m, $i| { [$m] }\nnotice([$a] - [$a])",
        "$a = Integer[1, 100000].reduce(Integer) |$m, $i| { Array[$m] }\nnotice($a)",
        "$a = Integer[1, 100000].reduce(Integer) |$m, $i| { Array[$m] }\nassert_type($a, 1)",
        "$a = Integer[1, 100000].reduce(Integer) |$m, $i| { Array[$m] }\nnotice(Optional[$a])",
        "$a = Integer[1, 200000].reduce([]) |$m, $i| { [$m] }\ncase $a { $a: { notice(1) } }",
        "$a = Integer[1, 200000].reduce({}) |$m, $i| { { a => $m } }\nnotice($a ? { $a => 1 })",
    };
    for (size_t i = 0; i < sizeof deep_data / sizeof *deep_data; i++)
        expect_limit(deep_data[i], deep_data[i], &o, "Evaluation stopped: the data nests too deeply");

    /* data shared within itself: 40 levels, 2^40 paths; each level walked is a step, so a
     * comparison ends at the step limit (these ran for ever before) */
    o.max_steps = 1000000;
    const char *shared[] = {
        "$a = Integer[1, 40].reduce([]) |$m, $i| { [$m, $m] }\nnotice($a == $a)",
        ("$a = Integer[1, 40].reduce([]) |$m, $i| { [$m, $m] }\n"
         "$b = Integer[1, 40].reduce([]) |$m, $i| { [$m, $m] }\nnotice($a != $b)"),
        "$a = Integer[1, 40].reduce([]) |$m, $i| { [$m, $m] }\nnotice($a in [$a])",
        "$a = Integer[1, 40].reduce([]) |$m, $i| { [$m, $m] }\nnotice([$a] - [$a])",
        "$a = Integer[1, 40].reduce([]) |$m, $i| { [$m, $m] }\ncase $a { $a: { notice(1) } }",
        "$a = Integer[1, 40].reduce([]) |$m, $i| { [$m, $m] }\nnotice($a ? { $a => 1 })",
    };
    for (size_t i = 0; i < sizeof shared / sizeof *shared; i++)
        expect_limit(shared[i], shared[i], &o, "Evaluation stopped: the step limit was reached");
    /* printing such data: formatting counts the elements it will visit before it writes
     * anything, so it ends at the step limit at once, not after filling the memory limit (256
     * MiB here, the default) with text, which took seconds; the catalog's flattening of arrays
     * (titles, tags, relationships, aliases, class names) counts its levels (it ran for ever) */
#define SHARED "$a = Integer[1, 40].reduce([]) |$m, $i| { [$m, $m] }\n"
    const char *shared_walked[] = {
        SHARED "notice($a)",
        SHARED "warning($a)",
        SHARED "$b = \"${a}\"",
        SHARED "notice(String($a, '%p'))",
        SHARED "notice(String($a, '%#p'))",
        SHARED "notice(String($a, { Array => { format => '%(a' } }))",
        SHARED "notice(sprintf('%s', $a))",
        SHARED "notice(sprintf('%p', $a))",
        SHARED "notice(inline_epp('<%= $x %>', { x => $a }))",
        SHARED "$t = type($a)",
        SHARED "$t = type($a, 'reduced')",
        SHARED "$t = type($a, 'generalized')",
        "notice(Integer[1, 40].reduce({}) |$m, $i| { { a => $m, b => $m } })",
        SHARED "file { '/tmp/x': tag => $a }",
        SHARED "file { '/tmp/x': require => $a }",
        SHARED "file { '/tmp/x': alias => $a }",
        SHARED "file { $a: }",
        SHARED "notify { 'x': } -> $a",
        SHARED "tag($a)",
        SHARED "include $a",
        SHARED "resources { $a: }",
    };
    for (size_t i = 0; i < sizeof shared_walked / sizeof *shared_walked; i++)
        expect_limit(shared_walked[i], shared_walked[i], &o, "Evaluation stopped: the step limit was reached");
    /* deep arrays where the catalog flattens them (these overflowed the C stack) */
#define DEEP "$a = Integer[1, 200000].reduce([]) |$m, $i| { [$m] }\n"
    const char *deep_catalog[] = {
        DEEP "file { '/tmp/x': tag => $a }",
        DEEP "file { '/tmp/x': require => $a }",
        DEEP "file { '/tmp/x': alias => $a }",
        DEEP "file { '/tmp/x': noop => $a }",
        DEEP "file { '/tmp/x': mode => $a }",
        DEEP "file { $a: }",
        DEEP "File['/tmp/x'] -> $a",
        DEEP "tag($a)",
        DEEP "include $a",
        DEEP "resources { $a: }",
    };
    o = defaults();
    for (size_t i = 0; i < sizeof deep_catalog / sizeof *deep_catalog; i++)
        expect_limit(deep_catalog[i], deep_catalog[i], &o, "Evaluation stopped: the data nests too deeply");
#undef SHARED
#undef DEEP

    char *deep = nested("[", "1", "]", MAX_PARSE_DEPTH + 1);
    expect_error("parse nesting", deep, strlen(deep), &o, PUPPET_ERROR_SYNTAX,
                 "Could not parse for environment production: Expressions are nested too deeply", true);
    free(deep);
}

/* A string literal and its length, NUL bytes included. */
#define BYTES(s) s, sizeof(s) - 1

/* Whether r failed with the reference's unlocated summary of several validation errors, each
 * of them logged before it at err level with its location. */
static bool validation_summary(const PuppetResult *r) {
    if (strncmp(r->error.message, "Language validation logged ", 27) != 0)
        return false;
    size_t located = 0;
    for (size_t i = 0; i < r->log_count; i++) {
        if (r->log[i].level != PUPPET_LOG_ERR)
            continue;
        if (r->log[i].line == 0)
            return false;
        located++;
    }
    return located > 1;
}

/* The reference's lexer compiles each regexp literal as it reads it (Regexp.new in lexer2.rb), so
 * a pattern that does not compile is a parse error of Ruby's words ending in the pattern, with no
 * location, as "Syntax error at end of input" has none. */
static bool regexp_lexer_error(const PuppetResult *r) {
    const char *prefix = "Could not parse for environment production: ";
    size_t n = strlen(r->error.message);
    return r->error.line == 0 && strncmp(r->error.message, prefix, strlen(prefix)) == 0 && n > 0 &&
           r->error.message[n - 1] == '/' && strstr(r->error.message, ": /") != NULL;
}

/* Runs input of any bytes and checks that the answer is a result with, when it failed, a
 * message and a line inside the source (some of the reference's errors have no column; when
 * validation finds several errors, they are logged with theirs before an unlocated summary;
 * the reference's "Syntax error at end of input" and its regexp lexer errors have none at all). */
static void expect_answer(const char *name, const char *source, size_t len, const PuppetOptions *o) {
    PuppetResult *r = puppet_run(source, len, o);
    uint32_t lines = 1;
    for (size_t i = 0; i < len; i++)
        lines += source[i] == '\n';
    bool ok = r && (r->ok || (r->error.kind != PUPPET_ERROR_NONE && r->error.message && r->error.message[0] &&
                              (strcmp(r->error.message, "Could not parse for environment production: "
                                                        "Syntax error at end of input") == 0 ||
                               (r->error.line > 0 && r->error.line <= lines) || validation_summary(r) ||
                               regexp_lexer_error(r) ||
                               (r->error.line == 0 && strstr(r->error.message, "(line: ")))));
    if (!ok)
        printf("%s: no clear answer (%s, line %u, column %u)\n", name,
               r && r->error.message ? r->error.message : "?", r ? r->error.line : 0, r ? r->error.column : 0);
    CHECK(ok);
    puppet_result_free(r);
}

/* Runs bad bytes and checks the syntax error's message and location exactly. */
static void expect_syntax_at(const char *name, const char *source, size_t len, const PuppetOptions *o,
                             const char *message, uint32_t line, uint32_t column) {
    PuppetResult *r = puppet_run(source, len, o);
    bool ok = r && !r->ok && r->error.kind == PUPPET_ERROR_SYNTAX && r->error.message &&
              strcmp(r->error.message, message) == 0 && r->error.line == line && r->error.column == column;
    if (!ok)
        printf("%s: got %s (line %u, column %u), expected %s (line %u, column %u)\n", name,
               r && r->error.message ? r->error.message : "?", r ? r->error.line : 0, r ? r->error.column : 0,
               message, line, column);
    CHECK(ok);
    puppet_result_free(r);
    check_next_run_works(name);
}

static const char SAMPLE[] =
    "# a sample of most of the grammar\n"
    "class demo::app (String $who = 'x', Array[Integer, 1] $ports = [80, 443]) {\n"
    "  $greeting = \"Hello ${who}! ${ports[0]} ${ports.map |$p| { $p + 1 }}\"\n"
    "  $doc = @(\"EOT\"/L)\n    Multi ${who} \\\n    line\n    | EOT\n"
    "  if $who =~ /^x(y)?$/ { notice($0) } elsif $who == 'z' { warning('z') } else { }\n"
    "  unless empty($ports) { $sum = $ports.reduce(0) |$m, $v| { $m + $v } }\n"
    "  case $who { 'x', /y/: { notice('case') } default: {} }\n"
    "  $sel = $who ? { 'x' => 1, default => 2 }\n"
    "  file { \"/tmp/${who}\": ensure => file, mode => '0644' }\n"
    "  -> notify { 'after': message => String({ a => [1, 2.5, true, undef] }, '%p') }\n"
    "}\n"
    "define demo::thing (Optional[Hash[String, Variant[String, Integer]]] $opts = undef) { }\n"
    "function demo::twice(Integer $x) >> Integer { $x * 2 }\n"
    "type Demo::Port = Integer[1, 65535]\n"
    "include demo::app\n"
    "demo::thing { ['a', 'b']: opts => { 'k' => 1 } }\n"
    "Notify <| title == 'after' |>\n"
    "notice(demo::twice(21), 7 % 3, -(4), !true, [1, 2] + [3], { 'a' => 1 } - 'a', 1 << 3)\n"
    "notice(sprintf('%05.1f|%-4s|%x', 3.14159, 'ab', 255), 'a' in ['a'], Demo::Port =~ Type)\n";

static void test_bad_input(void) {
    PuppetOptions o = defaults();
    o.max_steps = 100000;
    o.max_run_bytes = 64u * 1024u * 1024u;

    /* the messages and locations of the reference (tests/wasm/bad-input.test.mjs has the same) */
    static const char UTF8[] = "Could not parse for environment production: invalid byte sequence in UTF-8";
    static const char AT_NOTHING[] = "Could not parse for environment production: Syntax error at ''";
    static const struct { const char *name, *source; size_t len; const char *message; uint32_t line, column; }
        bad[] = {
        { "0xff 0xfe in a string", BYTES("notice('\xff\xfe')"), UTF8, 1, 9 },
        { "a broken sequence in a comment", BYTES("# \xc3\x28\nnotice(1)"), UTF8, 1, 3 },
        { "a lone continuation byte", BYTES("notice(1)\n\x80"), UTF8, 2, 1 },
        { "an overlong encoding", BYTES("notice('\xc0\xaf')"), UTF8, 1, 9 },
        { "an encoded surrogate", BYTES("notice('\xed\xa0\x80')"), UTF8, 1, 9 },
        { "a sequence cut by the end", BYTES("notice(1)\nnotice('\xc3"), UTF8, 2, 9 },
        { "a code point past U+10FFFF", BYTES("notice(\"\xf4\x90\x80\x80\")"), UTF8, 1, 9 },
        { "invalid UTF-8 in a heredoc", BYTES("$a = @(END)\n  \xfe\n  | END\nnotice($a)"), UTF8, 2, 3 },
        { "invalid UTF-8 in a regex", BYTES("notice('a' =~ /\xff/)"), UTF8, 1, 16 },
        { "a NUL byte between statements", BYTES("notice(1)\0notice(2)"), AT_NOTHING, 1, 10 },
        { "a NUL byte alone", BYTES("\0"), AT_NOTHING, 1, 1 },
        { "a BOM in the middle", BYTES("notice(1)\n\xef\xbb\xbfnotice(2)"), AT_NOTHING, 2, 1 },
    };
    for (size_t i = 0; i < sizeof bad / sizeof *bad; i++)
        expect_syntax_at(bad[i].name, bad[i].source, bad[i].len, &o, bad[i].message, bad[i].line, bad[i].column);
    expect_answer("NUL byte in a string", BYTES("notice('a\0b')"), &o);
    /* a byte-order mark at the start: the reference refuses it, without a location */
    expect_syntax_at("a UTF-8 BOM at the start", BYTES("\xef\xbb\xbfnotice(2)"), &o,
                     "Could not parse for environment production: Illegal UTF-8 Byte Order mark at beginning "
                     "of input: [EF BB BF] - remove these from the puppet source", 0, 0);
    expect_syntax_at("a UTF-16 BOM at the start", BYTES("\xff\xfen\0o\0"), &o,
                     "Could not parse for environment production: Illegal UTF-16 Byte Order mark at beginning "
                     "of input: [FF FE] - remove these from the puppet source", 0, 0);
    expect_syntax_at("a UTF-32 BOM at the start", BYTES("\0\0\xfe\xffnotice(1)"), &o,
                     "Could not parse for environment production: Illegal UTF-32 Byte Order mark at beginning "
                     "of input: [0 0 FE FF] - remove these from the puppet source", 0, 0);
    check_next_run_works("bad bytes");

    /* 10 MB of source: a comment, then a long array literal */
    size_t big = 10u * 1024u * 1024u;
    char *s = malloc(big + 64);
    s[0] = '#';
    memset(s + 1, 'x', big - 1);
    memcpy(s + big, "\nnotice(1)", 10);
    PuppetResult *r = puppet_run(s, big + 10, &o);
    CHECK(r && r->ok && r->log_count == 1);
    puppet_result_free(r);
    size_t n = 0;
    n += (size_t)sprintf(s, "$a = [");
    while (n < big)
        n += (size_t)sprintf(s + n, "%zu, ", n);
    n += (size_t)sprintf(s + n, "]\nnotice($a.length)");
    expect_answer("10 MB array literal", s, n, &o);
    free(s);
    check_next_run_works("10 MB");

    /* 100,000-deep nesting of each kind of bracket and block */
    static const struct { const char *open, *inner, *close; } kinds[] = {
        { "[", "1", "]" }, { "(", "1", ")" }, { "{ a => ", "1", "}" }, { "if true { ", "1", " }" },
        { "\"${", "1", "}\"" }, { "Array[", "Integer", "]" }, { "notice(", "1", ")" },
        { "[1].each |$x| { ", "1", " }" }, { "-", "1", "" }, { "!", "true", "" },
        { "case 1 { 1: { ", "1", " } }" }, { "$x = ", "1", "" }, { "unless false { ", "1", " }" },
        { "1 ? { default => ", "1", " }" }, { "function f() { ", "1", " }" },
    };
    for (size_t i = 0; i < sizeof kinds / sizeof *kinds; i++) {
        char *deep = nested(kinds[i].open, kinds[i].inner, kinds[i].close, 100000);
        expect_error(kinds[i].open, deep, strlen(deep), &o, PUPPET_ERROR_SYNTAX,
                     "Could not parse for environment production: Expressions are nested too deeply", true);
        free(deep);
    }

    /* the sample cut at every byte: every token truncated at every position */
    size_t len = strlen(SAMPLE);
    for (size_t cut = 0; cut <= len; cut++) {
        char name[64];
        snprintf(name, sizeof name, "sample cut at %zu", cut);
        expect_answer(name, SAMPLE, cut, &o);
    }
    /* every byte removed, every byte doubled */
    char *edit = malloc(len + 2);
    for (size_t i = 0; i < len; i++) {
        char name[64];
        memcpy(edit, SAMPLE, i);
        memcpy(edit + i, SAMPLE + i + 1, len - i - 1);
        snprintf(name, sizeof name, "sample without byte %zu", i);
        expect_answer(name, edit, len - 1, &o);
        memcpy(edit, SAMPLE, i + 1);
        memcpy(edit + i + 1, SAMPLE + i, len - i);
        snprintf(name, sizeof name, "sample with byte %zu doubled", i);
        expect_answer(name, edit, len + 1, &o);
    }
    free(edit);
    r = puppet_run(SAMPLE, len, &o);
    if (!(r && r->ok))
        printf("the whole sample: %s\n", r && r->error.message ? r->error.message : "?");
    CHECK(r && r->ok);
    puppet_result_free(r);
    check_next_run_works("the sample");
}

int main(void) {
    test_limits();
    test_bad_input();
    return check_summary("limits_test");
}
