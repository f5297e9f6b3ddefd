/* semver_test.c: unit tests of semver.c and semver_range.c: parsing, precedence, identity,
 * range grammar, matching and string forms. Expected values are the reference's (the
 * semantic_puppet gem behind Puppet 7), checked with tools/puppet-reference where the
 * conformance cases in tests/conformance/semver/ do not already cover them. */
#include <setjmp.h>
#include <stdio.h>
#include <string.h>

#include "support/ctx.h"
#include "values/semver.h"

static int failures, checks;

#define CHECK(cond, ...) do { checks++; if (!(cond)) { failures++; printf("FAIL %s:%d: ", __FILE__, __LINE__); printf(__VA_ARGS__); printf("\n"); } } while (0)

static Ctx ctx;
static PuppetOptions options;
static jmp_buf exit_jmp;

static const SemVer *v(const char *text) {
    const char *error = NULL;
    const SemVer *r = semver_parse(&ctx, text, strlen(text), &error);
    if (!r)
        printf("unexpected parse failure of %s: %s\n", text, error);
    return r;
}

static const SemVerRange *r(const char *text) {
    const char *error = NULL;
    const SemVerRange *x = semver_range_parse(&ctx, text, strlen(text), &error);
    if (!x)
        printf("unexpected range failure of %s: %s\n", text, error);
    return x;
}

static void test_parse(void) {
    static const struct { const char *text; bool ok; const char *shown; } cases[] = {
        { "1.2.3", true, "1.2.3" },
        { "0.0.0", true, "0.0.0" },
        { "1.2.3-rc.1+build.5", true, "1.2.3-rc.1+build.5" },
        { "1.2.3+b", true, "1.2.3+b" },
        { "1.2.3-a-b.c", true, "1.2.3-a-b.c" },
        { "1.2.3\n", true, "1.2.3" },          /* Ruby's \Z */
        { "1.2", false, NULL },
        { "01.2.3", false, NULL },
        { "1.2.3-", false, NULL },
        { "1.2.3-a..b", false, NULL },
        { "1.2.3-01", false, NULL },            /* numeric identifier with a leading zero */
        { "1.2.3-0a", true, "1.2.3-0a" },
        { "v1.2.3", false, NULL },
        { "", false, NULL },
        { "1.2.3 ", false, NULL },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *error = NULL;
        const SemVer *s = semver_parse(&ctx, cases[i].text, strlen(cases[i].text), &error);
        CHECK((s != NULL) == cases[i].ok, "parse '%s'", cases[i].text);
        if (s && cases[i].shown)
            CHECK(strcmp(semver_to_string(&ctx, s), cases[i].shown) == 0, "to_s '%s' -> '%s'", cases[i].text,
                  semver_to_string(&ctx, s));
        if (!s)
            CHECK(error != NULL, "error message for '%s'", cases[i].text);
    }
}

static void test_precedence(void) {
    /* semver.org 2.0 section 11 example chain */
    static const char *chain[] = { "1.0.0-alpha", "1.0.0-alpha.1", "1.0.0-alpha.beta", "1.0.0-beta",
                                   "1.0.0-beta.2", "1.0.0-beta.11", "1.0.0-rc.1", "1.0.0", "1.9.0",
                                   "1.10.0", "2.0.0" };
    size_t n = sizeof chain / sizeof chain[0];
    for (size_t i = 0; i < n; i++)
        for (size_t j = 0; j < n; j++) {
            int c = semver_compare(v(chain[i]), v(chain[j]));
            int want = i < j ? -1 : i > j;
            CHECK((c > 0) - (c < 0) == want, "%s <=> %s gave %d", chain[i], chain[j], c);
        }
    CHECK(semver_compare(v("1.0.0+a"), v("1.0.0+b")) == 0, "build ignored by precedence");
    CHECK(!semver_eql(v("1.0.0+a"), v("1.0.0+b")), "build part of identity");
    CHECK(semver_eql(v("1.0.0+a"), v("1.0.0+a")), "same build eql");
    CHECK(semver_hash(v("1.0.0+a")) == semver_hash(v("1.0.0+b")), "hash ignores build");
    CHECK(semver_compare(&semver_min, v("0.0.0-0")) < 0, "MIN below every version");
    CHECK(semver_compare(&semver_max, v("999999.0.0")) > 0, "MAX above every version");
    CHECK(strcmp(semver_to_string(&ctx, &semver_min), "0.0.0-") == 0, "MIN prints as the reference's");
    CHECK(strcmp(semver_to_string(&ctx, &semver_max), "Infinity.0.0") == 0, "MAX prints as the reference's");
    /* SemVer(1,2,3,'alpha.1') keeps one identifier, unlike the parsed form */
    const char *error = NULL;
    const SemVer *built = semver_new(&ctx, 1, 2, 3, "alpha.1", NULL, &error);
    CHECK(built && built->prerelease_count == 1, "one identifier from parts");
    CHECK(built && !semver_eql(built, v("1.2.3-alpha.1")), "parts and parsed differ in identity");
    CHECK(semver_new(&ctx, 1, 0, 0, "a..b", NULL, &error) == NULL, "bad qualifier refused");
}

static void test_ranges(void) {
    static const struct { const char *range, *version; bool in; } cases[] = {
        { "1.2.3", "1.2.3", true }, { "1.2.3", "1.2.4", false }, { "1.2.3", "1.2.3+b", false },
        { "=1.2.3", "1.2.3", true },
        { ">1.2.3", "1.2.3", false }, { ">1.2.3", "1.2.4", true }, { ">1.2.3", "1.2.4-a", false },
        { ">=1.2.3", "1.2.3", true }, { ">=1.2.3", "1.2.2", false },
        { "<1.2.3", "1.2.2", true }, { "<1.2.3", "1.2.3-a", false },
        { "<=1.2.3", "1.2.3", true }, { "<=1.2.3", "1.2.4", false },
        { "~1.2.3", "1.2.9", true }, { "~1.2.3", "1.3.0", false }, { "~1.2", "1.2.0", true },
        { "~1", "1.9.0", true }, { "~1", "2.0.0", false },
        { "^1.2.3", "1.9.0", true }, { "^1.2.3", "2.0.0", false }, { "^0.2.3", "0.2.9", true },
        { "^0.2.3", "0.3.0", false }, { "^0.0.3", "0.0.4", true }, { "^0.0.3", "0.1.0", false },
        { "1.x", "1.99.0", true }, { "1.x", "2.0.0", false }, { "1.2.x", "1.3.0", false },
        { "*", "0.0.0", true }, { "*", "1.0.0-a", true },
        { "1.2.3 - 2.3.4", "2.3.4", true }, { "1.2.3 - 2.3.4", "2.3.5", false },
        { "1.2 - 2.3", "2.3.9", false }, { "1.2 - 2.3", "2.3.0", true },
        { ">=1.0.0 <1.5.0 || >=2.0.0", "1.7.0", false }, { ">=1.0.0 <1.5.0 || >=2.0.0", "2.1.0", true },
        { ">1.2", "1.2.9", false }, { ">1.2", "1.3.0", true }, { "<=1.2", "1.2.9", true },
        { "<=1.2", "1.3.0", false }, { ">1", "2.0.0", true }, { "<1", "1.0.0", false },
        { "~> 1.2", "1.2.5", true }, { ">= 1.2.3", "1.2.2", false },
        { ">=1.2.3-beta", "1.2.3-alpha", false }, { ">=1.2.3-beta", "1.2.3-rc", true },
        { ">=1.2.3-beta", "1.2.4-rc", false }, { ">= v1.2.3", "1.2.3", false },
        { ">=v1.2.3", "1.2.3", true },
    };
    for (size_t i = 0; i < sizeof cases / sizeof cases[0]; i++) {
        const char *error = NULL;
        const SemVerRange *x = semver_range_parse(&ctx, cases[i].range, strlen(cases[i].range), &error);
        if (!x) {
            /* '>= v1.2.3' keeps its 'v' (the reference strips blanks first) and does not parse */
            CHECK(strcmp(cases[i].range, ">= v1.2.3") == 0, "range '%s' failed: %s", cases[i].range, error);
            continue;
        }
        CHECK(semver_range_includes(x, v(cases[i].version)) == cases[i].in, "'%s' includes '%s'",
              cases[i].range, cases[i].version);
    }
    CHECK(strcmp(semver_range_to_string(r("1.x")), "1.x") == 0, "text kept");
    CHECK(strcmp(semver_range_canonical(&ctx, r("1.x")), ">=1.0.0 <2.0.0") == 0, "canonical %s",
          semver_range_canonical(&ctx, r("1.x")));
    CHECK(strcmp(semver_range_canonical(&ctx, r("~1.2.3")), ">=1.2.3 <1.3.0") == 0, "tilde canonical");
    CHECK(strcmp(semver_range_canonical(&ctx, r(">2.0.0 <1.0.0")), "<0.0.0") == 0, "empty is <0.0.0: %s",
          semver_range_canonical(&ctx, r(">2.0.0 <1.0.0")));
    CHECK(semver_range_equal(r("1.x"), r(">=1.0.0 <2.0.0")), "equal ranges");
    CHECK(!semver_range_equal(r("1.x"), r(">=1.0.0 <=2.0.0")), "unequal ranges");
    const char *error = NULL;
    CHECK(semver_range_parse(&ctx, " 1.2.3 ", 7, &error) == NULL, "leading blank is an empty simple range");
    CHECK(semver_range_parse(&ctx, ">=1.0.0 <<2", 11, &error) == NULL, "bad operator");
    CHECK(error && strcmp(error, "Unparsable version range: \">=1.0.0 <<2\"") == 0, "message: %s", error);
    /* built from versions: the reference's text swaps the bounds */
    const SemVerRange *b = semver_range_from_versions(&ctx, v("1.0.0"), v("2.0.0"), false);
    CHECK(strcmp(semver_range_to_string(b), "2.0.0 - 1.0.0") == 0, "built text %s", semver_range_to_string(b));
    CHECK(semver_range_includes(b, v("2.0.0")) && !semver_range_includes(b, v("2.0.1")), "built range");
    b = semver_range_from_versions(&ctx, v("1.0.0"), v("2.0.0"), true);
    CHECK(strcmp(semver_range_to_string(b), ">=2.0.0 <1.0.0") == 0, "built excl text %s", semver_range_to_string(b));
    CHECK(!semver_range_includes(b, v("2.0.0")), "excluded end");
    /* merging as the SemVer type does */
    const SemVerRange *m = semver_range_merge(&ctx, r(">=1.5.0 <3.0.0"), r(">=1.0.0 <2.0.0"));
    CHECK(m && strcmp(semver_range_to_string(m), ">=3.0.0 <1.0.0") == 0, "merged text");
    /* the reference merges the last range into the others, which decides exclude_end */
    const SemVerRange *list[2] = { r(">=1.0.0 <2.0.0"), r(">=1.5.0 <3.0.0") }, *out[2];
    CHECK(semver_ranges_normalize(&ctx, list, 2, out) == 1 && strcmp(semver_range_to_string(out[0]), ">=3.0.0 <1.0.0") == 0,
          "normalized text");
    CHECK(semver_range_merge(&ctx, r("1.x"), r("3.x")) == NULL, "disjoint ranges do not merge");
    CHECK(semver_range_covered_by(r("1.2.x"), r("1.x")), "covered");
    CHECK(!semver_range_covered_by(r("1.x"), r("1.2.x")), "not covered");
    /* '||' alternatives that touch are merged into one */
    CHECK(r(">=1.0.0 <2.0.0 || >=2.0.0 <3.0.0")->count == 1, "adjacent alternatives merge");
    CHECK(r("1.x || 3.x")->count == 2, "disjoint alternatives stay");
}

/* Random texts from the grammar's alphabet: parsing never crashes (the ASan build runs this),
 * either fails with a message or gives a range whose canonical form parses to an equal range. */
static void test_random_ranges(void) {
    static const char alphabet[] = "0123456789.x*^~<>=|- +vab";
    uint32_t seed = 12345;
    for (int n = 0; n < 3000; n++) {
        char text[24];
        size_t len = 0;
        seed = seed * 1103515245u + 12345u;
        size_t want = 1 + (seed >> 16) % 20;
        for (; len < want; len++) {
            seed = seed * 1103515245u + 12345u;
            text[len] = alphabet[(seed >> 16) % (sizeof alphabet - 1)];
        }
        text[len] = '\0';
        const char *error = NULL;
        const SemVerRange *x = semver_range_parse(&ctx, text, len, &error);
        if (!x) {
            CHECK(error != NULL, "no message for '%s'", text);
            continue;
        }
        const char *canonical = semver_range_canonical(&ctx, x);
        if (strstr(canonical, "Infinity") || strstr(canonical, "0.0.0-"))
            continue;   /* the reference's MIN/MAX texts are not parseable */
        const SemVerRange *again = semver_range_parse(&ctx, canonical, strlen(canonical), &error);
        CHECK(again != NULL, "canonical '%s' of '%s' does not parse", canonical, text);
    }
}

int main(void) {
    memset(&options, 0, sizeof options);
    options.log_level = PUPPET_LOG_NOTICE;
    memset(&ctx, 0, sizeof ctx);
    arena_init(&ctx.arena, 64u << 20);
    ctx.options = &options;
    ctx.exit = &exit_jmp;
    ctx.max_steps = UINT64_MAX;
    ctx.max_depth = UINT32_MAX;
    ctx.max_output_bytes = SIZE_MAX;
    if (setjmp(exit_jmp)) {
        printf("FAIL: the run was exhausted\n");
        return 1;
    }
    test_parse();
    test_precedence();
    test_ranges();
    test_random_ranges();
    arena_free(&ctx.arena);
    printf("%d checks, %d failed\n", checks, failures);
    return failures != 0;
}
