/* fqdn_rand_test.c: fqdn_rand against the reference's own results.
 *
 * fqdn_rand depends on the node's fact networking.fqdn, and the reference's node is the machine
 * it runs on, so its conformance cases can only check properties. Here the engine runs with that
 * node's fqdn ("vm", the reference install's) and must give exactly what
 * `tools/puppet-reference` printed for these calls there (MD5 seed, Ruby's MT19937,
 * limited_rand), including a max above 2^32 and the string, seed and downcase arguments. */
#include <stdlib.h>
#include <string.h>

#include "check.h"
#include "puppet.h"

/* The log line of `notice(<call>)` run as node `node` (its fact networking.fqdn), or NULL. */
static char *notice_of(const char *node, const char *call) {
    char source[256], facts[256];
    snprintf(source, sizeof source, "notice(%s)", call);
    snprintf(facts, sizeof facts, "{\"networking\": {\"fqdn\": \"%s\"}}", node);
    PuppetOptions options;
    puppet_options_init(&options);
    options.node_name = node;
    options.facts_json = facts;
    PuppetResult *r = puppet_run(source, strlen(source), &options);
    char *message = r && r->ok && r->log_count == 1 ? strdup(r->log[0].message) : NULL;
    if (r && !r->ok)
        printf("    error: %s\n", r->error.message ? r->error.message : "?");
    puppet_result_free(r);
    return message;
}

static void check_notice(const char *node, const char *call, const char *expected) {
    char *actual = notice_of(node, call);
    CHECK_EQ_STR(actual, expected);
    free(actual);
}

int main(void) {
    /* results of the reference (Puppet 7.23) on the node "vm" */
    check_notice("vm", "fqdn_rand(100)", "77");
    check_notice("vm", "fqdn_rand(1000000, 'abc')", "15227");
    check_notice("vm", "fqdn_rand(4294967296)", "3352699997");
    check_notice("vm", "fqdn_rand('30', 5)", "27");
    check_notice("vm", "fqdn_rand(30, 5, true)", "27");
    /* properties that hold for any node */
    check_notice("playground.example.com", "fqdn_rand(1)", "0");
    check_notice("playground.example.com", "fqdn_rand(100) == fqdn_rand(100)", "true");
    check_notice("VM", "fqdn_rand(30, 5, true) == 27", "true");
    return check_summary("fqdn_rand_test");
}
