/* bundle_test.c: module bundles (puppet.h's puppet_bundle_new, env/env_bundle.h) through
 * puppet_run: a bundle's manifests are parsed once when it is made, every run given it
 * autoloads its classes, defines, functions and types from copies of those trees, runs do not
 * see each other's state (the evaluator's per-run caches live in the copies), a manifest that
 * does not parse is left to the runs (which report its error), and a run's own module path
 * comes before the bundle.
 */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "puppet.h"

#define FILE_OF(p, c) { p, c, sizeof c - 1 }

static const PuppetFile BUNDLE[] = {
    FILE_OF("lib/manifests/init.pp", "class lib($n = 2) { notice(lib::twice($n)) lib::d { 'one': } }\n"),
    FILE_OF("lib/manifests/d.pp", "define lib::d(Lib::Small $v = 3) { notice(\"d ${title} ${v}\") }\n"),
    FILE_OF("lib/functions/twice.pp", "function lib::twice(Integer $x) >> Integer { [$x].map |Integer $y| { $y * 2 }[0] }\n"),
    FILE_OF("lib/types/small.pp", "type Lib::Small = Integer[0, 9]\n"),
    FILE_OF("lib/manifests/broken.pp", "class lib::broken { notice( }\n"),
    FILE_OF("lib/templates/t.epp", "<%= $x %>!"),
    FILE_OF("other/manifests/init.pp", "class other { notice('bundled other') }\n"),
};

/* The log lines of a run joined by '\n', and its error ("" when none), in static buffers. */
static const char *run(const char *code, const PuppetOptions *options, const char **error) {
    static char out[4096], err[1024];
    out[0] = err[0] = '\0';
    PuppetResult *r = puppet_run(code, strlen(code), options);
    if (!r)
        return "(no result)";
    for (size_t i = 0; i < r->log_count; i++) {
        strncat(out, r->log[i].message, sizeof out - strlen(out) - 2);
        strcat(out, "\n");
    }
    if (!r->ok && r->error.message)
        snprintf(err, sizeof err, "%s%s%s", r->error.message, r->error.file ? " @ " : "",
                 r->error.file ? r->error.file : "");
    puppet_result_free(r);
    *error = err;
    return out;
}

int main(void) {
    const char *why = NULL;
    PuppetBundle *b = puppet_bundle_new("bundled", BUNDLE, sizeof BUNDLE / sizeof *BUNDLE, &why);
    CHECK(b != NULL);
    if (!b)
        return check_summary("bundle");
    CHECK_EQ_INT(puppet_bundle_file_count(b), 7);
    CHECK_EQ_INT(puppet_bundle_parsed_count(b), 5);   /* broken.pp is left to the runs */

    const PuppetBundle *bundles[] = { b };
    PuppetOptions o;
    puppet_options_init(&o);
    o.bundles = bundles;
    o.bundle_count = 1;
    const char *error;
    for (int i = 0; i < 3; i++) {   /* again and again: nothing of one run shows in the next */
        CHECK_EQ_STR(run("include lib", &o, &error), "4\nd one 3\n");
        CHECK_EQ_STR(error, "");
    }
    CHECK_EQ_STR(run("class { 'lib': n => 5 } lib::d { 'two': v => 8 }", &o, &error), "10\nd one 3\nd two 8\n");
    CHECK_EQ_STR(run("lib::d { 'x': v => 10 }", &o, &error), "");
    CHECK(strstr(error, "parameter 'v' expects a Lib::Small = Integer[0, 9] value") != NULL);
    CHECK_EQ_STR(run("notice(5 =~ Lib::Small) notice(lib::twice(21))", &o, &error), "true\n42\n");
    CHECK_EQ_STR(run("notice(epp('lib/t.epp', { x => 'hi' }))", &o, &error), "hi!\n");
    CHECK_EQ_STR(run("include lib::broken", &o, &error), "");
    CHECK_EQ_STR(error, "Syntax error at '}' @ bundled/lib/manifests/broken.pp");
    /* defined() of a bundle's class, and a name nothing defines */
    CHECK_EQ_STR(run("notice(defined('other')) notice(defined('lib::none'))", &o, &error), "true\nfalse\n");

    /* the run's own module path comes first */
    static const PuppetFile mine[] = { FILE_OF("modules/other/manifests/init.pp", "class other { notice('mine') }") };
    o.files = mine;
    o.file_count = 1;
    CHECK_EQ_STR(run("include other include lib", &o, &error), "mine\n4\nd one 3\n");

    /* without the bundle, nothing of it is known */
    o.bundle_count = 0;
    o.file_count = 0;
    run("include lib", &o, &error);
    CHECK(strstr(error, "Could not find class ::lib") != NULL);

    /* bad bundles */
    static const PuppetFile outside[] = { FILE_OF("../x/manifests/init.pp", "") };
    CHECK(puppet_bundle_new("b2", outside, 1, &why) == NULL);
    CHECK_EQ_STR(why, "a bundle's file path leaves its directory");
    puppet_bundle_free(b);
    return check_summary("bundle");
}
