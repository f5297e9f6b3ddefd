/* catalog_ral_firewall.c: the to_ral checks of firewall's firewall type (lib/puppet/type/
 * firewall.rb): its name's pattern, the value collections, validate blocks and munges of its
 * properties (each element of an array validated, then each munged, as Property#should= does),
 * the properties its provider has no feature for left unchecked (Type#newattr drops them), and
 * the type's validate block over the munged values. firewallchain's checks are
 * catalog_ral_firewallchain.c's.
 *
 * Not checked, because they need the agent's system: host names in source, destination and the
 * ct*src/ct*dst addresses (Resolv; a value that is no IP address is taken for one), service names
 * as ports (Socket.getservbyname reads the agent's /etc/services). Of the Ruby TypeErrors and
 * NoMethodErrors a validate block or munge meets on a value of an unexpected class, those of
 * jump, goto, the ranges, stat_every, the times, nflog_group, nflog_prefix and month_days are
 * made; the rest (a Hash where a String is matched) are not.
 */
#include "catalog/catalog_ral_modules.h"

#include <stdlib.h>
#include <string.h>
#include <strings.h>

#include "support/strbuf.h"
#include "support/utf8.h"
#include "text/sprintf.h"
#include "values/regex.h"

/* --- the provider and its features ------------------------------------------------------------ */

/* The features of the two providers (their has_feature lines); random_fully is added where the
 * node's kernelversion and iptables_version (ip6tables_version) facts are recent enough. Both
 * also say has_feature :rpfilter, a feature the type does not declare, so that neither has
 * it (Provider.feature? asks for the method the type's declaration makes): rpfilter is never
 * managed, whatever its value. */
static const char IPTABLES_FEATURES[] =
    "iptables condition connection_limiting conntrack rate_limiting recent_limiting snat dnat netmap interface_match "
    "icmp_match owner state_match reject_type log_level log_prefix log_uid log_tcp_sequence log_tcp_options "
    "log_ip_options mark mss nflog_group nflog_prefix nflog_range nflog_threshold tcp_flags pkttype isfragment socket "
    "address_type iprange ipsec_dir ipsec_policy mask ipset clusterip length string_matching queue_num queue_bypass "
    "ipvs ct_target";
static const char IP6TABLES_FEATURES[] =
    "iptables condition connection_limiting conntrack hop_limiting rate_limiting recent_limiting snat dnat "
    "interface_match icmp_match owner state_match reject_type log_level log_prefix log_uid log_tcp_sequence "
    "log_tcp_options log_ip_options mark mss nflog_group nflog_prefix nflog_range nflog_threshold tcp_flags pkttype "
    "ishasmorefrags islastfrag isfirstfrag socket address_type iprange ipsec_dir ipsec_policy mask ipset length "
    "string_matching queue_num queue_bypass ct_target";

/* The attributes that need a feature (required_features), as "attribute feature" pairs. */
static const char *const ATTRIBUTE_FEATURES[][2] = {
    { "src_range", "iprange" }, { "dst_range", "iprange" }, { "dst_type", "address_type" },
    { "src_type", "address_type" }, { "tcp_flags", "tcp_flags" }, { "chain", "iptables" }, { "table", "iptables" },
    { "jump", "iptables" }, { "goto", "iptables" }, { "iniface", "interface_match" },
    { "outiface", "interface_match" }, { "tosource", "snat" }, { "todest", "dnat" }, { "toports", "dnat" },
    { "to", "netmap" }, { "random_fully", "random_fully" }, { "random", "dnat" }, { "reject", "reject_type" },
    { "log_level", "log_level" }, { "log_prefix", "log_prefix" }, { "log_uid", "log_uid" },
    { "log_tcp_sequence", "log_tcp_sequence" }, { "log_tcp_options", "log_tcp_options" },
    { "log_ip_options", "log_ip_options" }, { "nflog_group", "nflog_group" }, { "nflog_prefix", "nflog_prefix" },
    { "nflog_range", "nflog_range" }, { "nflog_threshold", "nflog_threshold" }, { "icmp", "icmp_match" },
    { "state", "state_match" }, { "ctstate", "conntrack" }, { "ctproto", "conntrack" }, { "ctorigsrc", "conntrack" },
    { "ctorigdst", "conntrack" }, { "ctreplsrc", "conntrack" }, { "ctrepldst", "conntrack" },
    { "ctorigsrcport", "conntrack" }, { "ctorigdstport", "conntrack" }, { "ctreplsrcport", "conntrack" },
    { "ctrepldstport", "conntrack" }, { "ctstatus", "conntrack" }, { "ctexpire", "conntrack" }, { "ctdir", "conntrack" },
    { "connmark", "mark" }, { "connlimit_above", "connection_limiting" }, { "connlimit_mask", "connection_limiting" },
    { "hop_limit", "hop_limiting" }, { "limit", "rate_limiting" }, { "burst", "rate_limiting" }, { "uid", "owner" },
    { "gid", "owner" }, { "match_mark", "mark" }, { "set_mark", "mark" }, { "clamp_mss_to_pmtu", "iptables" },
    { "set_dscp", "iptables" }, { "set_dscp_class", "iptables" }, { "set_mss", "iptables" }, { "pkttype", "pkttype" },
    { "isfragment", "isfragment" }, { "recent", "recent_limiting" }, { "rdest", "recent_limiting" },
    { "rsource", "recent_limiting" }, { "rname", "recent_limiting" }, { "rseconds", "recent_limiting" },
    { "reap", "recent_limiting" }, { "rhitcount", "recent_limiting" }, { "rttl", "recent_limiting" },
    { "rpfilter", "rpfilter" }, { "socket", "socket" }, { "ishasmorefrags", "ishasmorefrags" },
    { "islastfrag", "islastfrag" }, { "isfirstfrag", "isfirstfrag" }, { "ipsec_policy", "ipsec_policy" },
    { "ipsec_dir", "ipsec_dir" }, { "mask", "mask" }, { "gateway", "iptables" }, { "ipset", "ipset" },
    { "checksum_fill", "iptables" }, { "physdev_in", "iptables" }, { "physdev_out", "iptables" },
    { "physdev_is_bridged", "iptables" }, { "physdev_is_in", "iptables" }, { "physdev_is_out", "iptables" },
    { "date_start", "iptables" }, { "date_stop", "iptables" }, { "time_start", "iptables" }, { "time_stop", "iptables" },
    { "month_days", "iptables" }, { "week_days", "iptables" }, { "time_contiguous", "iptables" },
    { "kernel_timezone", "iptables" }, { "clusterip_new", "clusterip" }, { "clusterip_hashmode", "clusterip" },
    { "clusterip_clustermac", "clusterip" }, { "clusterip_total_nodes", "clusterip" },
    { "clusterip_local_node", "clusterip" }, { "clusterip_hash_init", "clusterip" }, { "length", "length" },
    { "string", "string_matching" }, { "string_algo", "string_matching" }, { "string_from", "string_matching" },
    { "string_to", "string_matching" }, { "queue_num", "queue_num" }, { "queue_bypass", "queue_bypass" },
    { "bytecode", "iptables" }, { "ipvs", "ipvs" }, { "zone", "ct_target" }, { "helper", "ct_target" },
    { "notrack", "ct_target" }, { "condition", "condition" },
};

/* The resource's provider: its provider attribute, else the default of a Linux node
 * (iptables, defaultfor kernel linux); NULL where no provider suits (another kernel). */
static const char *firewall_provider(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "provider");
    if (p && p->value.kind == VAL_STRING)
        return p->value.as.string->bytes;
    const char *kernel = ral_fact_text(ctx, "kernel");
    return kernel && strcasecmp(kernel, "linux") == 0 ? "iptables" : NULL;
}

/* Whether the provider's class has random_fully: kernelversion >= 3.13 and the provider's
 * version fact >= 1.6.2 (both Facter.value on the agent, the node's facts here). */
static bool has_random_fully(Ctx *ctx, bool ipv6) {
    const char *kernel = ral_fact_text(ctx, "kernelversion");
    const char *version = ral_fact_text(ctx, ipv6 ? "ip6tables_version" : "iptables_version");
    long long a, b;
    return kernel && version && ral_versioncmp(ctx, kernel, "3.13", &a) && a >= 0 &&
           ral_versioncmp(ctx, version, "1.6.2", &b) && b >= 0;
}

/* Whether the provider manages the attribute: one without a required feature always; else
 * the provider must have the feature. An unknown provider has already failed. */
static bool firewall_supports(Ctx *ctx, const CatResource *r, const char *attribute) {
    const char *feature = NULL;
    for (size_t i = 0; i < sizeof ATTRIBUTE_FEATURES / sizeof *ATTRIBUTE_FEATURES; i++)
        if (strcmp(ATTRIBUTE_FEATURES[i][0], attribute) == 0)
            feature = ATTRIBUTE_FEATURES[i][1];
    if (!feature)
        return true;
    const char *provider = firewall_provider(ctx, r);
    if (!provider)
        return false;
    bool ipv6 = strcmp(provider, "ip6tables") == 0;
    if (strcmp(feature, "random_fully") == 0)
        return has_random_fully(ctx, ipv6);
    return ral_in_words(ipv6 ? IP6TABLES_FEATURES : IPTABLES_FEATURES, feature);
}

/* --- value collections ------------------------------------------------------------------------ */

/* Attributes whose value collection is names (space separated: none has a blank). */
static const char *const NAMES[][2] = {
    { "ensure", "present absent" },
    { "action", "accept reject drop" },
    { "table", "nat mangle filter raw rawpost" },
    { "state", "INVALID ESTABLISHED NEW RELATED UNTRACKED" },
    { "ctstate", "INVALID ESTABLISHED NEW RELATED UNTRACKED SNAT DNAT" },
    { "ctstatus", "NONE EXPECTED SEEN_REPLY ASSURED CONFIRMED" },
    { "ctdir", "REPLY ORIGINAL" },
    { "pkttype", "unicast broadcast multicast" },
    { "recent", "set update rcheck remove" },
    { "rpfilter", "loose validmark accept-local invert" },
    { "ipsec_policy", "none ipsec" },
    { "ipsec_dir", "in out" },
    { "stat_mode", "nth random" },
    { "week_days", "Mon Tue Wed Thu Fri Sat Sun" },
    { "clusterip_hashmode", "sourceip sourceip-sourceport sourceip-sourceport-destport" },
    { "string_algo", "bm kmp" },
};

/* The properties of newvalues(:true, :false). */
static const char BOOLEANS[] =
    "random_fully random log_uid log_tcp_sequence log_tcp_options log_ip_options clamp_mss_to_pmtu isfragment rdest "
    "rsource reap rttl socket ishasmorefrags islastfrag isfirstfrag checksum_fill physdev_is_bridged physdev_is_in "
    "physdev_is_out time_contiguous kernel_timezone clusterip_new queue_bypass ipvs notrack";

/* Attributes whose value collection is one regexp. */
static const char *const PATTERNS[][2] = {
    { "chain", "^[a-zA-Z0-9\\-_]+$" },
    { "iniface", "^!?\\s?[a-zA-Z0-9\\-\\._\\+\\:@]+$" },
    { "outiface", "^!?\\s?[a-zA-Z0-9\\-\\._\\+\\:@]+$" },
    { "ctproto", "^!?\\s?\\d+$" },
    { "ctorigsrcport", "^!?\\s?\\d+$|^!?\\s?\\d+\\:\\d+$" },
    { "ctorigdstport", "^!?\\s?\\d+$|^!?\\s?\\d+\\:\\d+$" },
    { "ctreplsrcport", "^!?\\s?\\d+$|^!?\\s?\\d+\\:\\d+$" },
    { "ctrepldstport", "^!?\\s?\\d+$|^!?\\s?\\d+\\:\\d+$" },
    { "ctexpire", "^!?\\s?\\d+$|^!?\\s?\\d+\\:\\d+$" },
    { "connlimit_above", "^\\d+$" },
    { "connlimit_mask", "^\\d+$" },
    { "hop_limit", "^\\d+$" },
    { "burst", "^\\d+$" },
    { "stat_packet", "^\\d+$" },
    { "physdev_in", "^[a-zA-Z0-9\\-\\._\\+]+$" },
    { "physdev_out", "^[a-zA-Z0-9\\-\\._\\+]+$" },
    { "clusterip_total_nodes", "\\d+" },
    { "clusterip_local_node", "\\d+" },
    { "src_cc", "^[A-Z]{2}(,[A-Z]{2})*$" },
    { "dst_cc", "^[A-Z]{2}(,[A-Z]{2})*$" },
    { "hashlimit_burst", "^\\d+$" },
};

/* The protocols proto takes, each also as "! proto". */
static const char *const PROTOCOLS[] = {
    "ip", "tcp", "udp", "icmp", "ipv6-icmp", "esp", "ah", "vrrp", "carp", "igmp",
    "ipencap", "ipv4", "ipv6", "ospf", "gre", "cbt", "sctp", "pim", "all",
};

/* The address types of dst_type and src_type, each in six forms. */
static const char *const ADDRESS_TYPES[] = {
    "UNSPEC", "UNICAST", "LOCAL", "BROADCAST", "ANYCAST", "MULTICAST",
    "BLACKHOLE", "UNREACHABLE", "PROHIBIT", "THROW", "NAT", "XRESOLVE",
};

/* A value collection of names that may hold blanks, NULL-terminated, checked on each element
 * of a property's value (to_s equal to a name): "Invalid value "x". Valid values are a, b." */
static Value check_names(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *const *names) {
    size_t n = v.kind == VAL_ARRAY ? v.as.array->count : 1;
    for (size_t i = 0; i < n; i++) {
        Value e = v.kind == VAL_ARRAY ? v.as.array->items[i] : v;
        const char *text = e.kind == VAL_STRING ? e.as.string->bytes : NULL;
        bool found = false;
        for (size_t k = 0; text && names[k] && !found; k++)
            found = strcmp(names[k], text) == 0;
        if (found)
            continue;
        StrBuf message;
        strbuf_init(&message, ctx);
        strbuf_append_cstr(&message, "Invalid value ");
        sprintf_inspect(&message, e);
        strbuf_append_cstr(&message, ". Valid values are ");
        for (size_t k = 0; names[k]; k++) {
            strbuf_append_cstr(&message, names[k]);
            strbuf_append_cstr(&message, names[k + 1] ? ", " : ".");
        }
        return ral_param_failed(ctx, r, param, strbuf_finish(&message)->bytes);
    }
    return value_undef();
}

static Value check_protocol(Ctx *ctx, const CatResource *r, Value v) {
    size_t n = sizeof PROTOCOLS / sizeof *PROTOCOLS;
    const char **names = ctx_alloc(ctx, (2 * n + 1) * sizeof *names);
    for (size_t i = 0; i < n; i++) {
        names[2 * i] = PROTOCOLS[i];
        names[2 * i + 1] = ctx_sprintf(ctx, "! %s", PROTOCOLS[i]);
    }
    names[2 * n] = NULL;
    return check_names(ctx, r, "proto", v, names);
}

static Value check_address_type(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    size_t n = sizeof ADDRESS_TYPES / sizeof *ADDRESS_TYPES;
    const char **names = ctx_alloc(ctx, (6 * n + 1) * sizeof *names);
    for (size_t i = 0; i < n; i++) {
        const char *t = ADDRESS_TYPES[i];
        names[6 * i] = t;
        names[6 * i + 1] = ctx_sprintf(ctx, "! %s", t);
        names[6 * i + 2] = ctx_sprintf(ctx, "%s --limit-iface-in", t);
        names[6 * i + 3] = ctx_sprintf(ctx, "%s --limit-iface-out", t);
        names[6 * i + 4] = ctx_sprintf(ctx, "! %s --limit-iface-in", t);
        names[6 * i + 5] = ctx_sprintf(ctx, "! %s --limit-iface-out", t);
    }
    names[6 * n] = NULL;
    return check_names(ctx, r, param, v, names);
}

/* A MAC address, newvalues(/^([0-9a-f]{2}[:]){5}([0-9a-f]{2})$/i): the message shows the flag. */
static Value check_mac(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    static const char pattern[] = "(?i)^([0-9a-f]{2}[:]){5}([0-9a-f]{2})$";
    size_t n = v.kind == VAL_ARRAY ? v.as.array->count : 1;
    for (size_t i = 0; i < n; i++) {
        Value e = v.kind == VAL_ARRAY ? v.as.array->items[i] : v;
        const char *text = sprintf_to_s_3x_text(ctx, e);
        int matched = e.kind != VAL_ARRAY && e.kind != VAL_HASH ? ral_match(ctx, pattern, text) : 0;
        if (matched < 0)
            return value_abrupt();
        if (matched)
            continue;
        StrBuf message;
        strbuf_init(&message, ctx);
        strbuf_append_cstr(&message, "Invalid value ");
        sprintf_inspect(&message, e);
        strbuf_append_cstr(&message, ". Valid values match /^([0-9a-f]{2}[:]){5}([0-9a-f]{2})$/i.");
        return ral_param_failed(ctx, r, param, strbuf_finish(&message)->bytes);
    }
    return value_undef();
}

/* --- validate blocks and munges of one value -------------------------------------------------- */

/* A property's validate block failing with an ArgumentError: the parameter's failure. The
 * messages written as heredocs keep their indentation and newline, as there. */
static Value argument_error(Ctx *ctx, const CatResource *r, const char *param, const char *message) {
    return ral_param_failed(ctx, r, param, message);
}

/* A validate block's Regexp#match? of a value that is no String: Ruby's TypeError, which
 * Parameter#validate lets through and the agent prints alone. */
static Value not_a_string(Ctx *ctx, Value v) {
    return ral_runtime_error(ctx, ctx_sprintf(ctx, "no implicit conversion of %s into String", sprintf_ruby_class_name(ctx, v)));
}

/* Ruby's String#to_i: an optional sign and the leading digits (underscores between them), else 0. */
static long long ruby_to_i(const char *s) {
    while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
        s++;
    bool negative = *s == '-';
    if (*s == '-' || *s == '+')
        s++;
    long long n = 0;
    for (; (*s >= '0' && *s <= '9') || (*s == '_' && s[1] >= '0' && s[1] <= '9'); s++)
        if (*s != '_' && n < 1000000000000LL)
            n = n * 10 + (*s - '0');
    return negative ? -n : n;
}

/* value.to_i of an Integer, Float or String; false for the other classes (their NoMethodError
 * is not reproduced). */
static bool value_to_i(Value v, long long *out) {
    if (v.kind == VAL_INTEGER)
        *out = v.as.integer;
    else if (v.kind == VAL_FLOAT)
        *out = (long long)v.as.floating;
    else if (v.kind == VAL_STRING)
        *out = ruby_to_i(v.as.string->bytes);
    else
        return false;
    return true;
}

/* Puppet::Util::Firewall#to_hex32 of text[0..len) made of [a-fA-F0-9x]: Ruby's Integer() of it
 * (0x hex, 0b binary, 0 octal, else decimal) within 0..0xffffffff, else false. */
static bool to_hex32(const char *text, size_t len, unsigned long long *out) {
    int base = 10;
    size_t i = 0;
    if (len >= 2 && text[0] == '0' && (text[1] == 'x' || text[1] == 'X')) {
        base = 16;
        i = 2;
    } else if (len >= 2 && text[0] == '0' && (text[1] == 'b' || text[1] == 'B')) {
        base = 2;
        i = 2;
    } else if (len >= 2 && text[0] == '0') {
        base = 8;
        i = 1;
    }
    if (i >= len)
        return false;
    unsigned long long n = 0;
    for (; i < len; i++) {
        char c = text[i];
        int d = c >= '0' && c <= '9' ? c - '0' : c >= 'a' && c <= 'f' ? c - 'a' + 10 : c >= 'A' && c <= 'F' ? c - 'A' + 10 : 99;
        if (d >= base)
            return false;
        n = n * (unsigned)base + (unsigned)d;
        if (n > 0xffffffffULL)
            return false;
    }
    *out = n;
    return true;
}

/* The three parts of value.to_s.match("([a-fA-F0-9x]+)(/)?([a-fA-F0-9x]+)?") (unanchored):
 * the mark, whether a slash follows, the mask (len 0 when absent). False when nothing matches. */
typedef struct {
    const char *mark, *mask;
    size_t mark_len, mask_len;
    bool slash;
} MarkParts;

static bool mark_char(char c) {
    return (c >= '0' && c <= '9') || (c >= 'a' && c <= 'f') || (c >= 'A' && c <= 'F') || c == 'x';
}

static bool split_mark(const char *text, MarkParts *out) {
    const char *s = text;
    while (*s && !mark_char(*s))
        s++;
    if (!*s)
        return false;
    out->mark = s;
    while (mark_char(*s))
        s++;
    out->mark_len = (size_t)(s - out->mark);
    out->slash = *s == '/';
    out->mask = out->slash ? s + 1 : s;
    out->mask_len = 0;
    while (out->slash && mark_char(out->mask[out->mask_len]))
        out->mask_len++;
    return true;
}

/* connmark's and set_mark's munges (match_mark's is anchored: check_match_mark). */
static Value check_mark(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    MarkParts m;
    if (!split_mark(sprintf_to_s_3x_text(ctx, v), &m))
        return ral_munge_failed(ctx, r, param, v, "undefined method `[]' for nil:NilClass");
    unsigned long long n;
    if (!to_hex32(m.mark, m.mark_len, &n) || (m.slash && !m.mask_len))
        return ral_munge_failed(ctx, r, param, v, "MARK value must be integer or hex between 0 and 0xffffffff");
    if (strcmp(param, "connmark") == 0) {
        if (m.mask_len)
            return ral_munge_failed(ctx, r, param, v, "iptables does not support masks on MARK match rules");
        return value_undef();
    }
    /* set_mark: iptables from 1.4.1 on takes a mask (Facter.value('iptables_version')) */
    const char *version = ral_fact_text(ctx, "iptables_version");
    long long cmp = -1;
    if (version && !ral_versioncmp(ctx, version, "1.4.1", &cmp))
        return value_abrupt();
    if (version && cmp >= 0) {
        if (m.mask_len && !to_hex32(m.mask, m.mask_len, &n))
            return ral_munge_failed(ctx, r, param, v, "MARK mask must be integer or hex between 0 and 0xffffffff");
    } else if (m.mask_len) {
        return ral_munge_failed(ctx, r, param, v, ctx_sprintf(ctx, "iptables version %s does not support masks on MARK rules",
                                                              version ? version : ""));
    }
    return value_undef();
}

/* match_mark's munge: \A((?:0x)?[0-9A-F]+)(/)?((?:0x)?[0-9A-F]+)?\z, case-insensitively. */
static Value check_match_mark(Ctx *ctx, const CatResource *r, Value v) {
    static const char invalid[] = "Match MARK value must be integer or hex between 0 and 0xffffffff";
    const char *text = sprintf_to_s_3x_text(ctx, v);
    const MatchData *md = NULL;
    int matched = ral_match_groups(ctx, "(?i)\\A((?:0x)?[0-9A-F]+)(/)?((?:0x)?[0-9A-F]+)?\\z", text, &md);
    if (matched < 0)
        return value_abrupt();
    if (!matched)
        return ral_munge_failed(ctx, r, "match_mark", v, invalid);
    const Str *mark = md->groups[1].as.string;
    unsigned long long n;
    if (!to_hex32(mark->bytes, mark->len, &n) || (md->groups[2].kind != VAL_UNDEF && md->groups[3].kind == VAL_UNDEF))
        return ral_munge_failed(ctx, r, "match_mark", v, invalid);
    if (md->groups[3].kind != VAL_UNDEF)
        return ral_munge_failed(ctx, r, "match_mark", v, "iptables does not support masks on MARK match rules");
    return value_undef();
}

/* Puppet::Util::Firewall#log_level_name_to_number finds a level. */
static bool log_level_known(const char *s) {
    if (s[0] >= '0' && s[0] <= '7' && !s[1])
        return true;
    return ral_in_words("panic alert crit err error warn warning not notice info debug", s) && *s;
}

/* Puppet::Util::Firewall#icmp_name_to_number finds a type (a value ending in one or two digits
 * is taken as it is). */
static bool icmp_known(Ctx *ctx, const char *s, bool ipv6) {
    int m = ral_match(ctx, "\\d{1,2}$", s);
    if (m != 0)
        return m > 0;
    if (!*s)
        return false;
    return ral_in_words(ipv6 ? "destination-unreachable too-big time-exceeded parameter-problem echo-request echo-reply "
                               "router-solicitation router-advertisement neighbour-solicitation neighbour-advertisement "
                               "redirect"
                             : "echo-reply destination-unreachable source-quench redirect echo-request "
                               "router-advertisement router-solicitation time-exceeded parameter-problem "
                               "timestamp-request timestamp-reply address-mask-request address-mask-reply",
                        s);
}

/* src_range's and dst_range's validate block: IP1-IP2 of two IP addresses (host_to_ip without
 * a protocol takes no host name). */
static Value check_range(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    if (v.kind != VAL_STRING)
        return not_a_string(ctx, v);
    const MatchData *md = NULL;
    int matched = ral_match_groups(ctx, "^([^\\-\\/]+)-([^\\-\\/]+)$", v.as.string->bytes, &md);
    if (matched < 0)
        return value_abrupt();
    if (!matched)
        return argument_error(ctx, r, param, strcmp(param, "src_range") == 0
                                                 ? "The source IP range must be in 'IP1-IP2' format."
                                                 : "The destination IP range must be in 'IP1-IP2' format.");
    for (size_t i = 1; i <= 2; i++) {
        const char *addr = md->groups[i].as.string->bytes;
        if (!ral_ip_address(addr))
            return ral_validate_method_failed(ctx, r, param, ctx_sprintf(ctx, "Invalid IP address \"%s\" in range \"%s\"", addr,
                                                                        v.as.string->bytes));
    }
    return value_undef();
}

/* jump's and goto's validate blocks. */
static Value check_target(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    if (v.kind != VAL_STRING)
        return not_a_string(ctx, v);
    bool jump = strcmp(param, "jump") == 0;
    int m = ral_match(ctx, "^[a-zA-Z0-9\\-_]+$", v.as.string->bytes);
    if (m < 0)
        return value_abrupt();
    if (!m)
        return argument_error(ctx, r, param, jump ? "          Jump destination must consist of alphanumeric characters, an\n"
                                                    "          underscore or a hyphen.\n"
                                                  : "          Goto destination must consist of alphanumeric characters, an\n"
                                                    "          underscore or a hyphen.\n");
    const char *s = v.as.string->bytes;
    if (strcasecmp(s, "accept") == 0 || strcasecmp(s, "reject") == 0 || strcasecmp(s, "drop") == 0)
        return argument_error(ctx, r, param, jump ? "          Jump destination should not be one of ACCEPT, REJECT or DROP. Use\n"
                                                    "          the action property instead.\n"
                                                  : "          Goto destination should not be one of ACCEPT, REJECT or DROP. Use\n"
                                                    "          the action property instead.\n");
    return value_undef();
}

/* stat_every's and stat_probability's validate blocks. */
static Value check_statistic(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    if (strcmp(param, "stat_every") == 0) {
        if (v.kind != VAL_STRING)
            return not_a_string(ctx, v);
        int m = ral_match(ctx, "^\\d+$", v.as.string->bytes);
        if (m < 0)
            return value_abrupt();
        if (!m)
            return argument_error(ctx, r, param, "          stat_every value must be a digit\n");
        if (ruby_to_i(v.as.string->bytes) <= 0)
            return argument_error(ctx, r, param, "          stat_every value must be larger than 0\n");
        return value_undef();
    }
    /* value =~ /^([01])\.(\d+)$/: anything but a String is nil there */
    const MatchData *md = NULL;
    int m = v.kind == VAL_STRING ? ral_match_groups(ctx, "^([01])\\.(\\d+)$", v.as.string->bytes, &md) : 0;
    if (m < 0)
        return value_abrupt();
    if (!m)
        return argument_error(ctx, r, param, "          stat_probability must be between 0.0 and 1.0\n");
    if (md->groups[1].as.string->bytes[0] == '1' && ruby_to_i(md->groups[2].as.string->bytes) != 0)
        return argument_error(ctx, r, param, "          start_probability must be between 0.0 and 1.0\n");
    return value_undef();
}

/* The validate blocks of one value (before any value is munged). */
static Value validate_one(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    long long n;
    if (strcmp(param, "port") == 0)
        ctx_warn(ctx, span_none(), "Passing port to firewall is deprecated and will be removed. Use dport and/or sport instead.");
    if (strcmp(param, "src_range") == 0 || strcmp(param, "dst_range") == 0)
        return check_range(ctx, r, param, v);
    if (strcmp(param, "jump") == 0 || strcmp(param, "goto") == 0)
        return check_target(ctx, r, param, v);
    if ((strcmp(param, "nflog_group") == 0 || strcmp(param, "month_days") == 0) && v.kind == VAL_BOOLEAN)
        return ral_validate_method_failed(ctx, r, param, ctx_sprintf(ctx, "undefined method `to_i' for %s:%s",
                                                                    v.as.boolean ? "true" : "false",
                                                                    v.as.boolean ? "TrueClass" : "FalseClass"));
    if (strcmp(param, "nflog_prefix") == 0 && (v.kind == VAL_INTEGER || v.kind == VAL_BOOLEAN)) {
        const char *shown = v.kind == VAL_BOOLEAN ? (v.as.boolean ? "true:TrueClass" : "false:FalseClass")
                                                  : ctx_sprintf(ctx, "%lld:Integer", (long long)v.as.integer);
        return ral_validate_method_failed(ctx, r, param, ctx_sprintf(ctx, "undefined method `length' for %s", shown));
    }
    if (strcmp(param, "nflog_group") == 0 && value_to_i(v, &n) && (n > 65535 || n < 0))
        return argument_error(ctx, r, param, "nflog_group must be between 0 and 2^16-1");
    if (strcmp(param, "nflog_prefix") == 0 && v.kind == VAL_STRING && utf8_char_count(v.as.string->bytes, v.as.string->len) > 64)
        return argument_error(ctx, r, param, "nflog_prefix must be less than 64 characters.");
    if (strcmp(param, "icmp") == 0 && v.kind == VAL_STRING && strcmp(v.as.string->bytes, "any") == 0)
        return argument_error(ctx, r, param, "Value 'any' is not valid. This behaviour should be achieved by omitting or "
                                             "undefining the ICMP parameter.");
    if (strcmp(param, "icmp") == 0 && v.kind == VAL_ARRAY)
        return argument_error(ctx, r, param, "Argument must not be an array of values. To match multiple ICMP types, please "
                                             "use separate rules for each ICMP type.");
    if (strcmp(param, "stat_every") == 0 || strcmp(param, "stat_probability") == 0)
        return check_statistic(ctx, r, param, v);
    if (strcmp(param, "month_days") == 0 && value_to_i(v, &n) && !(n >= 1 && n <= 31))
        return argument_error(ctx, r, param, "month_days must be in the range of 1-31");
    if (strcmp(param, "condition") == 0 && v.kind != VAL_STRING)
        return argument_error(ctx, r, param, "          Condition must be a string.\n");
    return value_undef();
}

/* The munges of one value that can fail. */
static Value munge_one(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    if ((strcmp(param, "sport") == 0 || strcmp(param, "dport") == 0 || strcmp(param, "port") == 0)) {
        /* string_to_port: value.to_s.match(/^(!\s+)?(\S+)/) */
        int m = ral_match(ctx, "^(!\\s+)?(\\S+)", sprintf_to_s_3x_text(ctx, v));
        if (m < 0)
            return value_abrupt();
        if (!m)
            return ral_munge_failed(ctx, r, param, v, "undefined method `[]' for nil:NilClass");
        return value_undef();
    }
    if (strcmp(param, "log_level") == 0 && v.kind == VAL_STRING && !log_level_known(v.as.string->bytes))
        return ral_munge_failed(ctx, r, param, v, "Unable to determine log level");
    if (strcmp(param, "log_prefix") == 0 && v.kind == VAL_STRING && !v.as.string->len)
        return ral_munge_failed(ctx, r, param, v, "log_prefix should not be an empty string");
    if ((strcmp(param, "nflog_group") == 0 || strcmp(param, "nflog_threshold") == 0) && v.kind == VAL_STRING) {
        int m = ral_match(ctx, "^[-0-9]+$", v.as.string->bytes);
        if (m < 0)
            return value_abrupt();
        if (m && !ral_ruby_integer(v))
            return ral_munge_failed(ctx, r, param, v, ctx_sprintf(ctx, "invalid value for Integer: \"%s\"", v.as.string->bytes));
        return value_undef();
    }
    if (strcmp(param, "icmp") == 0 && v.kind == VAL_STRING) {
        const char *provider = firewall_provider(ctx, r);
        bool ipv6 = provider && strcmp(provider, "ip6tables") == 0;
        if (!icmp_known(ctx, v.as.string->bytes, ipv6))
            return ctx->unwind.kind != UNWIND_NONE ? value_abrupt() : ral_munge_failed(ctx, r, param, v, "cannot work out icmp type");
        return value_undef();
    }
    if (strcmp(param, "connmark") == 0 || strcmp(param, "set_mark") == 0)
        return check_mark(ctx, r, param, v);
    if (strcmp(param, "match_mark") == 0)
        return check_match_mark(ctx, r, v);
    if (strcmp(param, "set_dscp_class") == 0 && v.kind == VAL_STRING) {
        static const char codes[] = "af11 af12 af13 af21 af22 af23 af31 af32 af33 af41 af42 af43 cs1 cs2 cs3 cs4 cs5 cs6 cs7 ef";
        char lower[8];
        size_t len = v.as.string->len;
        for (size_t i = 0; i < len && i < sizeof lower - 1; i++)
            lower[i] = (char)(v.as.string->bytes[i] >= 'A' && v.as.string->bytes[i] <= 'Z' ? v.as.string->bytes[i] + 32
                                                                                           : v.as.string->bytes[i]);
        lower[len < sizeof lower ? len : sizeof lower - 1] = '\0';
        if (len >= sizeof lower || !len || !ral_in_words(codes, lower))
            return ral_munge_failed(ctx, r, param, v, ctx_sprintf(ctx, "%s is not a valid DSCP Class", v.as.string->bytes));
        return value_undef();
    }
    if (strcmp(param, "length") == 0) {
        const MatchData *md = NULL;
        int m = ral_match_groups(ctx, "^([0-9]+)(-)?([0-9]+)?$", sprintf_to_s_3x_text(ctx, v), &md);
        if (m < 0)
            return value_abrupt();
        if (!m)
            return ral_munge_failed(ctx, r, param, v, "Length value must either be an integer or a range");
        long long low = ruby_to_i(md->groups[1].as.string->bytes);
        bool has_high = md->groups[3].kind != VAL_UNDEF;
        long long high = has_high ? ruby_to_i(md->groups[3].as.string->bytes) : 0;
        if (low < 0 || low > 65535 || (has_high && (high < 0 || high > 65535 || high < low)))
            return ral_munge_failed(ctx, r, param, v, "Length values must be between 0 and 65535");
        return value_undef();
    }
    if ((strcmp(param, "time_start") == 0 || strcmp(param, "time_stop") == 0) && v.kind != VAL_STRING)
        return ral_munge_failed(ctx, r, param, v, ctx_sprintf(ctx, "no implicit conversion of %s into String",
                                                              sprintf_ruby_class_name(ctx, v)));
    if (strcmp(param, "queue_num") == 0) {
        int m = ral_match(ctx, "^([0-9])*$", sprintf_to_s_3x_text(ctx, v));
        if (m < 0)
            return value_abrupt();
        if (!m)
            return ral_munge_failed(ctx, r, param, v, "queue_num must be an integer");
    }
    return value_undef();
}

/* One value against its attribute's value collection, if it has one. */
static Value check_collection(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    for (size_t i = 0; i < sizeof NAMES / sizeof *NAMES; i++)
        if (strcmp(NAMES[i][0], param) == 0)
            return ral_check_collection(ctx, r, param, v, NAMES[i][1], NULL, RAL_PARAMETER);
    if (ral_in_words(BOOLEANS, param))
        return ral_check_collection(ctx, r, param, v, "true false", NULL, RAL_PARAMETER);
    for (size_t i = 0; i < sizeof PATTERNS / sizeof *PATTERNS; i++)
        if (strcmp(PATTERNS[i][0], param) == 0) {
            const char *const patterns[] = { PATTERNS[i][1], NULL };
            return ral_check_matches(ctx, r, param, v, patterns, RAL_PARAMETER);
        }
    if (strcmp(param, "proto") == 0)
        return check_protocol(ctx, r, v);
    if (strcmp(param, "dst_type") == 0 || strcmp(param, "src_type") == 0)
        return check_address_type(ctx, r, param, v);
    if (strcmp(param, "mac_source") == 0 || strcmp(param, "clusterip_clustermac") == 0)
        return check_mac(ctx, r, param, v);
    return value_undef();
}

Value ral_firewall_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "provider") == 0) {
        if (p->value.kind == VAL_STRING && strcmp(p->value.as.string->bytes, "iptables") != 0 &&
            strcmp(p->value.as.string->bytes, "ip6tables") != 0)
            return ral_param_failed(ctx, r, "provider", ctx_sprintf(ctx, "Invalid firewall provider '%s'", p->value.as.string->bytes));
        return value_undef();
    }
    if (strcmp(p->name, "onduplicaterulebehaviour") == 0)   /* a parameter: its whole value */
        return ral_check_values(ctx, r, p->name, p->value, "ignore warn error");
    if (!firewall_supports(ctx, r, p->name))
        return value_undef();   /* the agent drops the attribute: nothing of it is checked */
    /* a property: each value validated (its collection, then its validate block), then each munged */
    Value v = p->value;
    size_t n = v.kind == VAL_ARRAY ? v.as.array->count : 1;
    for (size_t i = 0; i < n; i++) {
        Value e = v.kind == VAL_ARRAY ? v.as.array->items[i] : v;
        TRY(check_collection(ctx, r, p->name, e));
        TRY(validate_one(ctx, r, p->name, e));
    }
    for (size_t i = 0; i < n; i++)
        TRY(munge_one(ctx, r, p->name, v.kind == VAL_ARRAY ? v.as.array->items[i] : v));
    return value_undef();
}

Value ral_firewall_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    static const char *const pattern[] = { "^\\d+[[:graph:][:space:]]+$", NULL };
    return ral_check_matches(ctx, r, "name", v, pattern, RAL_PARAMETER);
}

/* --- the type's validate block ------------------------------------------------------------------ */

/* The properties without a value collection, whose false stays false (value(:x) is then
 * falsy); a value collection munges false to :false, which is truthy. */
static bool collection_of(const char *param) {
    for (size_t i = 0; i < sizeof NAMES / sizeof *NAMES; i++)
        if (strcmp(NAMES[i][0], param) == 0)
            return true;
    for (size_t i = 0; i < sizeof PATTERNS / sizeof *PATTERNS; i++)
        if (strcmp(PATTERNS[i][0], param) == 0)
            return true;
    return ral_in_words(BOOLEANS, param);
}

/* value(:param) is truthy: set, managed by the provider, and not a bare false. */
static bool is_set(Ctx *ctx, const CatResource *r, const char *param) {
    const CatParam *p = catalog_param((CatResource *)r, param);
    if (!p || p->value.kind == VAL_UNDEF || !firewall_supports(ctx, r, param))
        return false;
    return !(p->value.kind == VAL_BOOLEAN && !p->value.as.boolean && !collection_of(param));
}

/* value(:param).to_s, with the property's default when not set ("" for none). */
static const char *text_of(Ctx *ctx, const CatResource *r, const char *param, const char *fallback) {
    const CatParam *p = catalog_param((CatResource *)r, param);
    if (!p || p->value.kind == VAL_UNDEF || !firewall_supports(ctx, r, param))
        return firewall_supports(ctx, r, param) ? fallback : "";
    Value v = p->value.kind == VAL_ARRAY && p->value.as.array->count ? p->value.as.array->items[0] : p->value;
    return sprintf_to_s_3x_text(ctx, v);
}

static bool contains(Ctx *ctx, const char *text, const char *pattern) {
    return ral_match(ctx, pattern, text) > 0;
}

/* should(:dport) as the dport message shows it: the munged ports, the array_matching property's
 * whole array in Ruby's inspect (a service name is shown as given: the agent's /etc/services
 * turns it into its number). */
static const char *should_text(Ctx *ctx, const CatResource *r, const char *param, const char *fallback) {
    const CatParam *p = catalog_param((CatResource *)r, param);
    if (!p || p->value.kind == VAL_UNDEF)
        return fallback;
    Value v = p->value;
    if (v.kind != VAL_ARRAY)
        v = value_array_of(ctx, &p->value, 1);
    StrBuf out;
    strbuf_init(&out, ctx);
    strbuf_append_cstr(&out, "[");
    for (size_t i = 0; i < v.as.array->count; i++) {
        if (i)
            strbuf_append_cstr(&out, ", ");
        /* string_to_port makes every port a String: "#{m[1]}#{m[2]}" of /^(!\s+)?(\S+)/ */
        const MatchData *md = NULL;
        const char *text = sprintf_to_s_3x_text(ctx, v.as.array->items[i]);
        if (ral_match_groups(ctx, "^(!\\s+)?(\\S+)", text, &md) > 0)
            text = ctx_sprintf(ctx, "%s%s", md->groups[1].kind == VAL_STRING ? md->groups[1].as.string->bytes : "",
                               md->groups[2].as.string->bytes);
        const char *shown = sprintf_inspect_3x_text(ctx, value_cstring(ctx, text));
        strbuf_append_cstr(&out, shown);
    }
    strbuf_append_cstr(&out, "]");
    return strbuf_finish(&out)->bytes;
}

Value ral_firewall_validate(Ctx *ctx, const CatResource *r) {
    const char *table = text_of(ctx, r, "table", "filter"), *chain = text_of(ctx, r, "chain", "INPUT");
    const char *jump = text_of(ctx, r, "jump", "");
    if (strcmp(table, "filter") == 0 && contains(ctx, chain, "PREROUTING|POSTROUTING"))
        return ral_runtime_error(ctx, "PREROUTING and POSTROUTING cannot be used in table 'filter'");
    if (strcmp(table, "nat") == 0 && contains(ctx, chain, "INPUT|FORWARD"))
        return ral_runtime_error(ctx, "INPUT and FORWARD cannot be used in table 'nat'");
    if (strcmp(table, "raw") == 0 && contains(ctx, chain, "INPUT|FORWARD|POSTROUTING"))
        return ral_runtime_error(ctx, "INPUT, FORWARD and POSTROUTING cannot be used in table raw");
    if (is_set(ctx, r, "uid") && !contains(ctx, chain, "OUTPUT|POSTROUTING"))
        return ral_runtime_error(ctx, "Parameter uid only applies to chains OUTPUT,POSTROUTING");
    if (is_set(ctx, r, "gid") && !contains(ctx, chain, "OUTPUT|POSTROUTING"))
        return ral_runtime_error(ctx, "Parameter gid only applies to chains OUTPUT,POSTROUTING");
    if (is_set(ctx, r, "set_mark") && !(strstr(jump, "MARK") && strstr(table, "mangle")))
        return ral_runtime_error(ctx, "Parameter set_mark only applies to the mangle table and when jump => MARK");
    if (is_set(ctx, r, "dport") && !contains(ctx, text_of(ctx, r, "proto", "tcp"), "tcp|udp|sctp"))
        return ral_runtime_error(ctx, ctx_sprintf(ctx, "[%s] Parameter dport only applies to sctp, tcp and udp protocols. Current "
                                                       "protocol is [%s] and dport is [%s]",
                                                  text_of(ctx, r, "name", r->title), text_of(ctx, r, "proto", "tcp"),
                                                  should_text(ctx, r, "dport", "")));
    if (strcmp(jump, "DSCP") == 0 && !is_set(ctx, r, "set_dscp") && !is_set(ctx, r, "set_dscp_class"))
        return ral_runtime_error(ctx, "When using jump => DSCP, the set_dscp or set_dscp_class property is required");
    if (strcmp(jump, "TCPMSS") == 0 && !is_set(ctx, r, "set_mss") && !is_set(ctx, r, "clamp_mss_to_pmtu"))
        return ral_runtime_error(ctx, "When using jump => TCPMSS, the set_mss or clamp_mss_to_pmtu property is required");
    if (strcmp(jump, "TEE") == 0 && !is_set(ctx, r, "gateway"))
        return ral_runtime_error(ctx, "When using jump => TEE, the gateway property is required");
    if (strcmp(jump, "DNAT") == 0 && !strstr(table, "nat"))
        return ral_runtime_error(ctx, "Parameter jump => DNAT only applies to table => nat");
    if (strcmp(jump, "DNAT") == 0 && !is_set(ctx, r, "todest"))
        return ral_runtime_error(ctx, "Parameter jump => DNAT must have todest parameter");
    if (strcmp(jump, "SNAT") == 0 && !strstr(table, "nat"))
        return ral_runtime_error(ctx, "Parameter jump => SNAT only applies to table => nat");
    if (strcmp(jump, "SNAT") == 0 && !is_set(ctx, r, "tosource"))
        return ral_runtime_error(ctx, "Parameter jump => SNAT must have tosource parameter");
    if (strcmp(jump, "MASQUERADE") == 0 && !strstr(table, "nat"))
        return ral_runtime_error(ctx, "Parameter jump => MASQUERADE only applies to table => nat");
    bool logging = is_set(ctx, r, "log_prefix") || is_set(ctx, r, "log_level") || is_set(ctx, r, "log_uid") ||
                   is_set(ctx, r, "log_tcp_sequence") || is_set(ctx, r, "log_tcp_options") ||
                   (is_set(ctx, r, "log_ip_options") && strcmp(text_of(ctx, r, "log_ip_options", ""), "true") == 0);
    if (logging && strcmp(jump, "LOG") != 0)
        return ral_runtime_error(ctx, "Parameter log_prefix, log_level, log_tcp_sequence, log_tcp_options, log_ip_options  and "
                                      "log_uid require jump => LOG");
    if (is_set(ctx, r, "burst") && !is_set(ctx, r, "limit"))
        return ral_runtime_error(ctx, "burst makes no sense without limit");
    if (is_set(ctx, r, "action") && is_set(ctx, r, "jump"))
        return ral_runtime_error(ctx, "Only one of the parameters 'action' and 'jump' can be set");
    if (is_set(ctx, r, "connlimit_mask") && !is_set(ctx, r, "connlimit_above"))
        return ral_runtime_error(ctx, "Parameter 'connlimit_mask' requires 'connlimit_above'");
    if (is_set(ctx, r, "mask") && !is_set(ctx, r, "recent"))
        return ral_runtime_error(ctx, "Mask can only be set if recent is enabled.");
    static const char *const statistic[] = { "stat_packet", "stat_every", "stat_probability" };
    for (size_t i = 0; i < 3; i++)
        if (is_set(ctx, r, statistic[i]) && !is_set(ctx, r, "stat_mode"))
            return ral_runtime_error(ctx, ctx_sprintf(ctx, "Parameter '%s' requires 'stat_mode' to be set", statistic[i]));
    const char *mode = text_of(ctx, r, "stat_mode", "");
    if (is_set(ctx, r, "stat_packet") && strcmp(mode, "nth") != 0)
        return ral_runtime_error(ctx, "Parameter 'stat_packet' requires 'stat_mode' to be set to 'nth'");
    if (is_set(ctx, r, "stat_every") && strcmp(mode, "nth") != 0)
        return ral_runtime_error(ctx, "Parameter 'stat_every' requires 'stat_mode' to be set to 'nth'");
    if (is_set(ctx, r, "stat_probability") && strcmp(mode, "random") != 0)
        return ral_runtime_error(ctx, "Parameter 'stat_probability' requires 'stat_mode' to be set to 'random'");
    if (is_set(ctx, r, "checksum_fill") && strcmp(text_of(ctx, r, "checksum_fill", ""), "true") == 0 &&
        !(strcmp(jump, "CHECKSUM") == 0 && strcmp(table, "mangle") == 0))
        return ral_runtime_error(ctx, "Parameter checksum_fill requires jump => CHECKSUM and table => mangle");
    bool queue = is_set(ctx, r, "queue_num") ||
                 (is_set(ctx, r, "queue_bypass") && strcmp(text_of(ctx, r, "queue_bypass", ""), "true") == 0);
    if (queue && strcmp(jump, "NFQUEUE") != 0)
        return ral_runtime_error(ctx, "Paramter queue_number and queue_bypass require jump => NFQUEUE");
    if (is_set(ctx, r, "hashlimit_name") && !is_set(ctx, r, "hashlimit_upto") && !is_set(ctx, r, "hashlimit_above"))
        return ral_runtime_error(ctx, "Either hashlimit_upto or hashlimit_above are required");
    static const char *const ct[] = { "zone", "helper", "notrack" };
    for (size_t i = 0; i < 3; i++)
        if (is_set(ctx, r, ct[i]) && strcmp(jump, "CT") != 0)
            return ral_runtime_error(ctx, ctx_sprintf(ctx, "Parameter %s requires jump => CT", ct[i]));
    if (strcmp(jump, "CT") == 0 && !strstr(table, "raw"))
        return ral_runtime_error(ctx, "Parameter jump => CT only applies to table => raw");
    return value_undef();
}
