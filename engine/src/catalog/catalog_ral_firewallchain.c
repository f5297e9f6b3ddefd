/* catalog_ral_firewallchain.c: the to_ral checks of firewall's firewallchain type (lib/puppet/
 * type/firewallchain.rb): its name, {chain}:{table}:{protocol} with the inbuilt chains each table
 * allows, ensure, policy, the booleans purge and ignore_foreign, ignore's patterns (Regexp.new of
 * each), and the type's validate block (inbuilt chains are not removed, a policy only on them,
 * no DROP in nat). The rules the chain holds on a machine are not asked.
 */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

#include "support/strbuf.h"
#include "text/sprintf.h"
#include "types/type.h"

/* iptables_chain's NAME_FORMAT and INTERNAL_CHAINS. */
static const char NAME_FORMAT[] = "^(.+):(nat|mangle|filter|raw|rawpost|broute|security):(IP(v[46])?|ethernet)$";
static const char INTERNAL_CHAINS[] = "^(PREROUTING|POSTROUTING|BROUTING|INPUT|FORWARD|OUTPUT)$";

/* The chain's name: its name attribute, else its title. */
static const char *chain_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    if (p && p->value.kind == VAL_STRING)
        return p->value.as.string->bytes;
    if (p && p->value.kind != VAL_UNDEF) {
        const char *text = sprintf_to_s_3x_text(ctx, p->value);
        return text;
    }
    return r->title;
}

/* The name's chain, table and protocol (NAME_FORMAT's groups 1 to 3); 0 when it does not
 * match, -1 after an error. */
static int split_name(Ctx *ctx, const char *name, const char **chain, const char **table, const char **protocol) {
    const MatchData *md = NULL;
    int m = ral_match_groups(ctx, NAME_FORMAT, name, &md);
    if (m > 0) {
        *chain = md->groups[1].as.string->bytes;
        *table = md->groups[2].as.string->bytes;
        *protocol = md->groups[3].as.string->bytes;
    }
    return m;
}

static int matches(Ctx *ctx, const char *pattern, const char *text) {
    return ral_match(ctx, pattern, text);
}

/* The name parameter's validate block (ArgumentErrors: the parameter's failure). */
Value ral_firewallchain_name(Ctx *ctx, const CatResource *r) {
    const char *name = chain_name(ctx, r), *chain, *table, *protocol;
    int m = split_name(ctx, name, &chain, &table, &protocol);
    if (m < 0)
        return value_abrupt();
    if (!m)
        return ral_param_failed(
            ctx, r, "name",
            ctx_sprintf(ctx, "Inbuilt chains must be in the form {chain}:{table}:{protocol} where {table} is one of filter, "
                             "nat, mangle, raw, rawpost, broute, security or empty (alias for filter), chain can be anything "
                             "without colons or one of PREROUTING, POSTROUTING, BROUTING, INPUT, FORWARD, OUTPUT for the inbuilt "
                             "chains, and {protocol} being IPv4, IPv6, ethernet (ethernet bridging) got '%s' table:'' chain:'' "
                             "protocol:''",
                        name));
    const char *message = NULL;
    if (strcmp(table, "filter") == 0 && matches(ctx, "^(PREROUTING|POSTROUTING|BROUTING)$", chain) > 0)
        message = "INPUT, OUTPUT and FORWARD are the only inbuilt chains that can be used in table 'filter'";
    else if (strcmp(table, "mangle") == 0 && strcmp(chain, "BROUTING") == 0)
        message = "PREROUTING, POSTROUTING, INPUT, FORWARD and OUTPUT are the only inbuilt chains that can be used in table "
                  "'mangle'";
    else if (strcmp(table, "nat") == 0 && matches(ctx, "^(BROUTING|FORWARD)$", chain) > 0)
        message = "PREROUTING, POSTROUTING, INPUT, and OUTPUT are the only inbuilt chains that can be used in table 'nat'";
    else if (strcmp(table, "nat") == 0 && matches(ctx, "^(IP(v6)?)?$", protocol) > 0) {
        /* Facter['kernelmajversion'] on the agent: the node's fact here */
        const char *kernel = ral_fact_text(ctx, "kernelmajversion");
        long long cmp = 0;
        if (kernel && ral_versioncmp(ctx, kernel, "3.7", &cmp) && cmp < 0)
            message = "table nat isn't valid in IPv6. You must specify ':IPv4' as the name suffix";
    } else if (strcmp(table, "raw") == 0 && matches(ctx, "^(POSTROUTING|BROUTING|INPUT|FORWARD)$", chain) > 0)
        message = "PREROUTING and OUTPUT are the only inbuilt chains in the table 'raw'";
    else if (strcmp(table, "broute") == 0 && strcmp(protocol, "ethernet") != 0)
        message = "BROUTE is only valid with protocol 'ethernet'";
    else if (strcmp(table, "broute") == 0 && matches(ctx, "^PREROUTING|POSTROUTING|INPUT|FORWARD|OUTPUT$", chain) > 0)
        message = "BROUTING is the only inbuilt chain allowed on on table 'broute'";
    else if (strcmp(table, "security") == 0 && matches(ctx, "^(PREROUTING|POSTROUTING|BROUTING)$", chain) > 0)
        message = "INPUT, OUTPUT and FORWARD are the only inbuilt chains that can be used in table 'security'";
    if (ctx->unwind.kind != UNWIND_NONE)
        return value_abrupt();
    if (!message && strcmp(chain, "BROUTING") == 0 && (strcmp(protocol, "ethernet") != 0 || strcmp(table, "broute") != 0))
        message = "BROUTING is the only inbuilt chain allowed on on table 'BROUTE' with protocol 'ethernet' i.e. "
                  "'broute:BROUTING:enternet'";
    return message ? ral_param_failed(ctx, r, "name", message) : value_undef();
}

/* ignore: a String, an Array or false (else the module's devfail, whose message carries the
 * resource's line once more), then Regexp.new of each pattern. */
static Value check_ignore(Ctx *ctx, const CatResource *r, Value v) {
    if (v.kind != VAL_STRING && v.kind != VAL_ARRAY && !(v.kind == VAL_BOOLEAN && !v.as.boolean))
        return ral_param_failed(ctx, r, "ignore", ctx_sprintf(ctx, "Ignore must be a string or an Array (line: %d)", r->line));
    if (v.kind == VAL_BOOLEAN)   /* false.map: NoMethodError */
        return ral_munge_failed(ctx, r, "ignore", v, "undefined method `map' for false:FalseClass");
    size_t n = v.kind == VAL_ARRAY ? v.as.array->count : 1;
    for (size_t i = 0; i < n; i++) {
        Value e = v.kind == VAL_ARRAY ? v.as.array->items[i] : v;
        if (e.kind != VAL_STRING)
            return ral_munge_failed(ctx, r, "ignore", v,
                                    ctx_sprintf(ctx, "no implicit conversion of %s into String", sprintf_ruby_class_name(ctx, e)));
        const char *error = NULL;
        if (!regex_compile(ctx, e.as.string->bytes, e.as.string->len, &error))
            return ral_munge_failed(ctx, r, "ignore", v, regex_ruby_error(ctx, error, e.as.string->bytes, e.as.string->len));
    }
    return value_undef();
}

Value ral_firewallchain_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (strcmp(p->name, "provider") == 0) {
        if (v.kind == VAL_STRING && strcmp(v.as.string->bytes, "iptables_chain") != 0)
            return ral_param_failed(ctx, r, "provider", ctx_sprintf(ctx, "Invalid firewallchain provider '%s'", v.as.string->bytes));
        return value_undef();
    }
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_collection(ctx, r, "ensure", v, "present absent", NULL, RAL_PROPERTY);
    if (strcmp(p->name, "policy") == 0)
        return ral_check_collection(ctx, r, "policy", v, "accept drop queue return", NULL, RAL_PROPERTY);
    if (strcmp(p->name, "purge") == 0 || strcmp(p->name, "ignore_foreign") == 0)
        return ral_check_values(ctx, r, p->name, v, "false true");
    if (strcmp(p->name, "ignore") == 0)
        return check_ignore(ctx, r, v);
    return value_undef();
}

/* value(:policy) as a Symbol's text: the given one, else accept for an ethernet chain. */
static const char *policy_of(const CatResource *r, const char *protocol) {
    const CatParam *p = catalog_param((CatResource *)r, "policy");
    if (p && p->value.kind == VAL_STRING)
        return p->value.as.string->bytes;
    if (p && p->value.kind == VAL_ARRAY && p->value.as.array->count && p->value.as.array->items[0].kind == VAL_STRING)
        return p->value.as.array->items[0].as.string->bytes;
    return strcmp(protocol, "ethernet") == 0 ? "accept" : NULL;
}

/* The type's validate block (RuntimeErrors: their message alone). */
Value ral_firewallchain_validate(Ctx *ctx, const CatResource *r) {
    const char *chain, *table, *protocol;
    int m = split_name(ctx, chain_name(ctx, r), &chain, &table, &protocol);
    if (m <= 0)
        return m < 0 ? value_abrupt() : value_undef();
    int internal = matches(ctx, INTERNAL_CHAINS, chain);
    if (internal < 0)
        return value_abrupt();
    if (internal && ral_text_is(r, "ensure", "absent"))
        return ral_runtime_error(ctx, "Cannot remove in-built chains");
    const char *policy = policy_of(r, protocol);
    if (!policy && strcmp(protocol, "ethernet") == 0)
        return ral_runtime_error(ctx, "you must set a non-empty policy on all ethernet table chains");
    if (!internal && policy && strcmp(protocol, "ethernet") != 0)
        return ral_runtime_error(ctx, ctx_sprintf(ctx, "policy can only be set on in-built chains (with the exception of "
                                                       "ethernet chains) (table:%s chain:%s protocol:%s)",
                                                  table, chain, protocol));
    if (strcmp(table, "nat") == 0 && policy && strcmp(policy, "drop") == 0)
        return ral_runtime_error(ctx, "The \"nat\" table is not intended for filtering, the use of DROP is therefore inhibited");
    return value_undef();
}
