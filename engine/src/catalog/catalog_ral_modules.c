/* catalog_ral_modules.c: the checks the reference's agent makes (Resource::Catalog#to_ral) on the
 * resources of the types that modules define in Ruby (types/module_types.def): the table that
 * routes each type to its module family's checks (catalog_ral_<family>.c: their parameters'
 * validate blocks and value collections, and the types' own validate blocks, as the modules'
 * lib/puppet/type/NAME.rb files write them), and what those checks share (catalog_ral_modules.h,
 * whose functions are named ral_*).
 *
 * Messages are the reference's: a parameter's failure is
 *   Parameter target failed on Concat_fragment[x]: Target must be a String
 * and a type's validate block's
 *   Validation of Concat_fragment[x] failed: Set either 'source' or 'content'
 * at the resource's line. The built-in types' checks are catalog_ral.c's; what a provider checks
 * on a real machine (files, databases) is not checked: the engine applies nothing.
 */
#include "catalog/catalog_ral_modules.h"

#include <stdint.h>
#include <string.h>

#include "support/strbuf.h"
#include "support/utf8.h"
#include "types/type.h"
#include "text/sprintf.h"
#include "values/regex.h"
#include "eval/eval.h"
#include "eval/eval_call.h"
#include "eval/scope.h"

/* --- what the checks share ------------------------------------------------------------------ */

bool ral_is_type(const CatResource *r, const char *name) {
    return strcmp(r->builtin->name, name) == 0;
}

bool ral_has(const CatResource *r, const char *name) {
    const CatParam *p = catalog_param((CatResource *)r, name);
    return p && p->value.kind != VAL_UNDEF;
}

bool ral_text_is(const CatResource *r, const char *name, const char *text) {
    const CatParam *p = catalog_param((CatResource *)r, name);
    if (!p)
        return false;
    if (p->value.kind == VAL_BOOLEAN)
        return strcmp(p->value.as.boolean ? "true" : "false", text) == 0;
    return p->value.kind == VAL_STRING && strcmp(p->value.as.string->bytes, text) == 0;
}

bool ral_boolean_true(const CatResource *r, const char *name) {
    return ral_text_is(r, name, "true") || ral_text_is(r, name, "yes");
}

bool ral_in_words(const char *list, const char *word) {
    size_t n = strlen(word);
    for (const char *w = list; *w;) {
        size_t len = strcspn(w, " ");
        if (len == n && memcmp(w, word, n) == 0)
            return true;
        w += len;
        while (*w == ' ')
            w++;
    }
    return false;
}

Value ral_param_failed(Ctx *ctx, const CatResource *r, const char *param, const char *message) {
    SrcSpan at = span_none();
    at.line = r->line;
    ctx_error(ctx, at, "Parameter %s failed on %s: %s", param, catalog_ref_text(ctx, r->type, r->title), message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

Value ral_validation_failed(Ctx *ctx, const CatResource *r, const char *message) {
    SrcSpan at = span_none();
    at.line = r->line;
    ctx_error(ctx, at, "Validation of %s failed: %s", catalog_ref_text(ctx, r->type, r->title), message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

Value ral_runtime_error(Ctx *ctx, const char *message) {
    ctx_error(ctx, span_none(), "%s", message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

void ral_deprecation_warning(Ctx *ctx, const char *message) {
    Catalog *cat = catalog_of(ctx);
    size_t len = strlen(message);
    if (name_table_find(&cat->ral_warned, message, len))
        return;
    name_table_put(ctx, &cat->ral_warned, ctx_strndup(ctx, message, len), len);
    ctx_warn(ctx, span_none(), "%s", message);
}

Value ral_check_values(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *names) {
    if (v.kind == VAL_UNDEF)
        return value_undef();
    const char *text = v.kind == VAL_STRING ? v.as.string->bytes : v.kind == VAL_BOOLEAN ? (v.as.boolean ? "true" : "false") : NULL;
    if (text && ral_in_words(names, text))
        return value_undef();
    StrBuf list;
    strbuf_init(&list, ctx);
    for (const char *w = names; *w;) {
        size_t len = strcspn(w, " ");
        if (list.len)
            strbuf_append_cstr(&list, ", ");
        strbuf_append(&list, w, len);
        w += len;
        while (*w == ' ')
            w++;
    }
    const char *message = ctx_sprintf(ctx, "Invalid value %s. Valid values are %s.", sprintf_inspect_3x_text(ctx, v),
                                      strbuf_finish(&list)->bytes);
    return ral_param_failed(ctx, r, param, message);
}

/* Regexp#inspect of a Ruby pattern's source: /source/ with its unescaped slashes escaped. */
static void append_regexp_inspect(StrBuf *out, const char *source) {
    /* a leading (?i) stands for the pattern's /i flag, which Regexp#inspect shows after it */
    bool ignore_case = strncmp(source, "(?i)", 4) == 0;
    if (ignore_case)
        source += 4;
    strbuf_append_cstr(out, "/");
    for (const char *s = source; *s; s++) {
        if (*s == '\\' && s[1]) {
            strbuf_append(out, s, 2);
            s++;
            continue;
        }
        if (*s == '/')
            strbuf_append_cstr(out, "\\");
        strbuf_append(out, s, 1);
    }
    strbuf_append_cstr(out, ignore_case ? "/i" : "/");
}

/* One value against the names and patterns of a value collection, as
 * Puppet::Parameter::Value#match? takes it: its to_s (an undef element is Ruby's nil, whose to_s
 * is ''; an array's to_s is its inspect) equal to a name or matched by a pattern. */
static Value check_one(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *names,
                       const char *const *patterns) {
    const Str *to_s = str_from_cstr(ctx, sprintf_to_s_3x_text(ctx, v));
    if (names && v.kind != VAL_ARRAY && v.kind != VAL_HASH && ral_in_words(names, to_s->bytes))
        return value_undef();
    for (size_t i = 0; patterns && patterns[i]; i++) {
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, patterns[i], strlen(patterns[i]), &error);
        if (!re)
            return ctx_error(ctx, span_none(), "%s: %s", r->builtin->name, error);
        if (regex_match(ctx, re, to_s))
            return value_undef();
        if (ctx->unwind.kind != UNWIND_NONE)
            return value_abrupt();
    }
    StrBuf message;
    strbuf_init(&message, ctx);
    strbuf_append_cstr(&message, "Invalid value ");
    sprintf_inspect_3x(&message, v);
    strbuf_append_cstr(&message, ".");
    if (names) {   /* "" stands for newvalues(nil), whose list shows nothing */
        strbuf_append_cstr(&message, " Valid values are ");
        for (const char *w = names; *w;) {
            size_t len = strcspn(w, " ");
            strbuf_append(&message, w, len);
            w += len;
            while (*w == ' ')
                w++;
            strbuf_append_cstr(&message, *w ? ", " : ".");
        }
        if (!*names)
            strbuf_append_cstr(&message, ".");
    }
    if (patterns && patterns[0]) {
        strbuf_append_cstr(&message, " Valid values match ");
        for (size_t i = 0; patterns[i]; i++) {
            if (i)
                strbuf_append_cstr(&message, ", ");
            append_regexp_inspect(&message, patterns[i]);
        }
        strbuf_append_cstr(&message, ".");
    }
    return ral_param_failed(ctx, r, param, strbuf_finish(&message)->bytes);
}

Value ral_check_collection(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *names,
                           const char *const *patterns, RalAttribute kind) {
    if (kind == RAL_PARAMETER || v.kind != VAL_ARRAY)
        return check_one(ctx, r, param, v, names, patterns);
    for (size_t i = 0; i < v.as.array->count; i++)
        TRY(check_one(ctx, r, param, v.as.array->items[i], names, patterns));
    return value_undef();
}

Value ral_check_matches(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *const *patterns,
                        RalAttribute kind) {
    return ral_check_collection(ctx, r, param, v, NULL, patterns, kind);
}

static bool slash(char c) {
    return c == '/' || c == '\\';
}

/* The length of a label [^\\/]+ at p. */
static size_t label(const char *p) {
    size_t n = 0;
    while (p[n] && !slash(p[n]))
        n++;
    return n;
}

/* On Windows also "C:\", "//host/share", "\\?\label". */
bool ral_absolute_path(const char *p, bool windows) {
    if (p[0] == '/')
        return true;
    if (!windows)
        return false;
    bool letter = (p[0] >= 'A' && p[0] <= 'Z') || (p[0] >= 'a' && p[0] <= 'z');
    if (letter && p[1] == ':' && slash(p[2]))
        return true;
    if (!slash(p[0]) || !slash(p[1]))
        return false;
    if (p[2] == '?')
        return slash(p[3]) && label(p + 4) > 0;
    size_t n = label(p + 2);
    return n > 0 && slash(p[2 + n]) && label(p + 3 + n) > 0;
}

Value ral_check_path(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    if (v.kind != VAL_STRING || ral_absolute_path(v.as.string->bytes, false))
        return value_undef();
    return ral_param_failed(ctx, r, param, ctx_sprintf(ctx, "File paths must be fully qualified, not '%s'", v.as.string->bytes));
}

Value ral_check_absolute(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *prefix) {
    if (v.kind == VAL_STRING && ral_absolute_path(v.as.string->bytes, false))
        return value_undef();
    bool shown = prefix[0] && prefix[strlen(prefix) - 1] == ' ';
    return ral_param_failed(ctx, r, param, ctx_sprintf(ctx, "%s%s", prefix, shown ? sprintf_to_s_3x_text(ctx, v) : ""));
}

/* Ruby's Integer(value) for a String: blanks around, a sign, a 0x/0b/0o/0 radix prefix, digits
 * with single underscores between them. */
static bool ruby_integer_text(const char *s) {
    while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
        s++;
    if (*s == '+' || *s == '-')
        s++;
    int base = 10;
    if (s[0] == '0' && (s[1] == 'x' || s[1] == 'X')) {
        base = 16;
        s += 2;
    } else if (s[0] == '0' && (s[1] == 'b' || s[1] == 'B')) {
        base = 2;
        s += 2;
    } else if (s[0] == '0' && (s[1] == 'o' || s[1] == 'O')) {
        base = 8;
        s += 2;
    } else if (s[0] == '0' && s[1]) {
        base = 8;
        s += 1;
        if (*s == '_')
            s++;
    }
    size_t digits = 0;
    for (; *s; s++) {
        int d = *s >= '0' && *s <= '9' ? *s - '0' : *s >= 'a' && *s <= 'z' ? *s - 'a' + 10
              : *s >= 'A' && *s <= 'Z' ? *s - 'A' + 10 : -1;
        if (d >= 0 && d < base) {
            digits++;
            continue;
        }
        if (*s == '_' && digits && s[1] && s[1] != '_')
            continue;
        break;
    }
    while (*s == ' ' || (*s >= '\t' && *s <= '\r'))
        s++;
    return digits > 0 && !*s;
}

bool ral_ruby_integer(Value v) {
    return v.kind == VAL_INTEGER || v.kind == VAL_FLOAT || (v.kind == VAL_STRING && ruby_integer_text(v.as.string->bytes));
}

Value ral_check_ruby_integer(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    if (v.kind == VAL_INTEGER || v.kind == VAL_FLOAT)
        return value_undef();
    if (v.kind == VAL_STRING) {
        if (ruby_integer_text(v.as.string->bytes))
            return value_undef();
        StrBuf shown;   /* value.inspect */
        strbuf_init(&shown, ctx);
        utf8_inspect(&shown, v.as.string->bytes, v.as.string->len);
        return ral_param_failed(ctx, r, param, ctx_sprintf(ctx, "invalid value for Integer: %s", strbuf_finish(&shown)->bytes));
    }
    /* a TypeError is not the parameter's failure: the agent prints its message alone */
    return ral_runtime_error(ctx, ctx_sprintf(ctx, "can't convert %s into Integer", sprintf_ruby_class_name(ctx, v)));
}

/* A DevError wrapping a Ruby error: at r's line, except a NoMethodError's ("undefined method
 * ...", "private method ... called"), which the agent reports without one. */
static Value dev_error(Ctx *ctx, const CatResource *r, const char *param, const char *message, const char *detail) {
    if (strncmp(detail, "undefined method", strlen("undefined method")) != 0 &&
        strncmp(detail, "private method", strlen("private method")) != 0)
        return ral_param_failed(ctx, r, param, message);
    ctx_error(ctx, span_none(), "Parameter %s failed on %s: %s", param, catalog_ref_text(ctx, r->type, r->title), message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

Value ral_munge_failed(Ctx *ctx, const CatResource *r, const char *param, Value v, const char *message) {
    return dev_error(ctx, r, param,
                     ctx_sprintf(ctx, "Munging failed for value %s in class %s: %s", sprintf_inspect_3x_text(ctx, v), param, message),
                     message);
}

Value ral_validate_method_failed(Ctx *ctx, const CatResource *r, const char *param, const char *message) {
    return dev_error(ctx, r, param, ctx_sprintf(ctx, "Validate method failed for class %s: %s", param, message), message);
}

int ral_match_groups(Ctx *ctx, const char *pattern, const char *text, const MatchData **groups) {
    const char *error = NULL;
    const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
    if (!re) {
        ctx_error(ctx, span_none(), "%s", error);
        return -1;
    }
    const MatchData *md = regex_match(ctx, re, value_cstring(ctx, text).as.string);
    if (ctx->unwind.kind != UNWIND_NONE)
        return -1;
    if (groups)
        *groups = md;
    return md != NULL;
}

int ral_match(Ctx *ctx, const char *pattern, const char *text) {
    return ral_match_groups(ctx, pattern, text, NULL);
}

const char *ral_fact_text(Ctx *ctx, const char *name) {
    Value facts, fact;
    if (!scope_lookup(ctx->interp->top, "facts", &facts) || facts.kind != VAL_HASH ||
        !hash_get(facts.as.hash, value_cstring(ctx, name), &fact) || fact.kind == VAL_UNDEF)
        return NULL;
    if (fact.kind == VAL_STRING)
        return fact.as.string->bytes;
    return sprintf_to_s_3x_text(ctx, fact);
}

bool ral_versioncmp(Ctx *ctx, const char *version, const char *than, long long *out) {
    Value args[2] = { value_cstring(ctx, version), value_cstring(ctx, than) };
    Value result = call_function(ctx, &(CallSite){ .name = "versioncmp", .span = span_none(), .style = CALL_FUNCTION },
                                 args, 2, NULL);
    if (result.kind != VAL_INTEGER)
        return false;
    *out = result.as.integer;
    return true;
}

/* IPAddr#in_addr of s[0..len): four decimal numbers below 256, none zero-filled. */
static bool ipv4_text(const char *s, size_t len) {
    size_t i = 0;
    for (int part = 0; part < 4; part++) {
        size_t start = i;
        unsigned n = 0;
        while (i < len && s[i] >= '0' && s[i] <= '9') {
            if (n < 1000)
                n = n * 10 + (unsigned)(s[i] - '0');
            i++;
        }
        if (i == start || n > 255 || (s[start] == '0' && i - start > 1))
            return false;
        if (part < 3) {
            if (i >= len || s[i] != '.')
                return false;
            i++;
        }
    }
    return i == len;
}

/* The hex groups of s[0..len) separated by ':' (none empty), the last possibly an IPv4 address
 * (when ipv4_last): their count, or -1. */
static int ipv6_groups(const char *s, size_t len, bool ipv4_last, bool *has_ipv4) {
    *has_ipv4 = false;
    if (!len)
        return 0;
    int count = 0;
    size_t i = 0;
    while (i <= len) {
        size_t start = i;
        while (i < len && s[i] != ':')
            i++;
        size_t n = i - start;
        bool hex = n >= 1 && n <= 4;
        for (size_t k = start; hex && k < i; k++)
            hex = (s[k] >= '0' && s[k] <= '9') || (s[k] >= 'a' && s[k] <= 'f') || (s[k] >= 'A' && s[k] <= 'F');
        if (!hex) {
            if (i == len && ipv4_last && ipv4_text(s + start, n)) {
                *has_ipv4 = true;
                return count + 2;   /* an IPv4 address stands for two groups */
            }
            return -1;
        }
        count++;
        i++;
    }
    return count;
}

/* IPAddr#in6_addr: eight groups, or at most seven around one "::" (an IPv4 address last counts
 * two). */
static bool ipv6_text(const char *s, size_t len) {
    const char *gap = NULL;
    for (size_t i = 0; i + 1 < len; i++)
        if (s[i] == ':' && s[i + 1] == ':') {
            gap = s + i;
            break;
        }
    bool v4;
    if (!gap)
        return ipv6_groups(s, len, true, &v4) == 8;
    size_t left = (size_t)(gap - s), right_at = left + 2;
    bool left_v4, right_v4;
    int l = ipv6_groups(s, left, false, &left_v4);
    int r = ipv6_groups(s + right_at, len - right_at, true, &right_v4);
    /* Ruby bounds the colons: at most 6 with an IPv4 address last, else 7 (8 beside an empty side) */
    if (l < 0 || r < 0)
        return false;
    return right_v4 && l == 0 ? r <= 6 : l + r <= 7;
}

bool ral_ip_address(const char *text) {
    size_t len = strlen(text);
    if (strchr(text, '/'))
        return false;
    bool bracket = len >= 2 && text[0] == '[' && text[len - 1] == ']';
    if (bracket) {
        text++;
        len -= 2;
    }
    /* a %zone of word characters names an IPv6 address's interface */
    for (size_t i = len; i-- > 0;) {
        char c = text[i];
        if (c == '%' && i + 1 < len) {
            len = i;
            bracket = true;
            break;
        }
        if (!((c >= '0' && c <= '9') || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || c == '_'))
            break;
    }
    return (!bracket && ipv4_text(text, len)) || ipv6_text(text, len);
}

/* --- the table ------------------------------------------------------------------------------ */

typedef Value (*RalParamCheck)(Ctx *ctx, const CatResource *r, const CatParam *p);
typedef Value (*RalResourceCheck)(Ctx *ctx, const CatResource *r);

/* Each type's checks: of a set attribute, of its namevar (or key attributes, before the
 * others), and its type's validate block (after them); NULL where it has none. The OpenStack
 * modules' many ini-file types are not listed: ral_openstack_config_type knows them. A type
 * neither listed nor known so has no checks of its own. */
static const struct {
    const char *type;
    RalParamCheck param;
    RalResourceCheck name;
    RalResourceCheck validate;
} CHECKS[] = {
    { "cron", ral_cron_param, NULL, ral_cron_validate },
    { "host", ral_host_param, ral_host_name, NULL },
    { "sshkey", ral_sshkey_param, ral_sshkey_name, NULL },
    { "tidy", ral_tidy_param, NULL, NULL },
    { "mount", ral_mount_param, NULL, NULL },
    { "resources", ral_resources_param, NULL, NULL },
    { "concat_fragment", ral_concat_fragment_param, NULL, ral_concat_fragment_validate },
    { "concat_file", ral_concat_file_param, ral_concat_file_name, NULL },
    { "file_line", ral_file_line_param, NULL, ral_file_line_validate },
    { "ini_setting", ral_ini_param, NULL, NULL },
    { "ini_subsetting", ral_ini_param, NULL, NULL },
    { "a2mod", NULL, ral_a2mod_name, NULL },
    { "apt_key", ral_apt_key_param, ral_apt_key_name, ral_apt_key_validate },
    { "mysql_user", ral_mysql_param, ral_mysql_user_name, NULL },
    { "mysql_database", ral_mysql_param, NULL, NULL },
    { "mysql_datadir", ral_mysql_param, NULL, NULL },
    { "mysql_plugin", ral_mysql_param, NULL, NULL },
    { "mysql_grant", ral_mysql_grant_param, NULL, ral_mysql_grant_validate },
    { "postgresql_conf", ral_postgresql_param, ral_postgresql_name, NULL },
    { "postgresql_replication_slot", ral_postgresql_param, ral_postgresql_name, NULL },
    { "postgresql_psql", ral_postgresql_param, NULL, NULL },
    { "postgresql_conn_validator", ral_postgresql_param, NULL, NULL },
    { "alternatives", ral_alternatives_param, NULL, NULL },
    { "alternative_entry", ral_alternative_entry_param, ral_alternative_entry_keys, NULL },
    { "vcsrepo", ral_vcsrepo_param, ral_vcsrepo_name, NULL },
    { "archive", ral_archive_param, ral_archive_name, ral_archive_validate },
    { "rabbitmq_user", ral_rabbitmq_param, ral_rabbitmq_name, NULL },
    { "rabbitmq_binding", ral_rabbitmq_param, NULL, ral_rabbitmq_binding_validate },
    { "rabbitmq_parameter", ral_rabbitmq_param, ral_rabbitmq_name, ral_rabbitmq_parameter_validate },
    { "rabbitmq_user_permissions", ral_rabbitmq_param, ral_rabbitmq_name, NULL },
    { "rabbitmq_vhost", ral_rabbitmq_param, ral_rabbitmq_name, NULL },
    { "rabbitmq_exchange", ral_rabbitmq_param, ral_rabbitmq_name, NULL },
    { "rabbitmq_queue", ral_rabbitmq_param, ral_rabbitmq_name, NULL },
    { "rabbitmq_policy", ral_rabbitmq_param, ral_rabbitmq_name, ral_rabbitmq_policy_validate },
    { "rabbitmq_erlang_cookie", ral_rabbitmq_param, NULL, NULL },
    { "rabbitmq_plugin", ral_rabbitmq_param, ral_rabbitmq_name, NULL },
    { "loginctl_user", ral_system_param, NULL, NULL },
    { "sysctl", ral_system_param, NULL, NULL },
    { "ssl_pkey", ral_openssl_param, ral_openssl_name, NULL },
    { "x509_cert", ral_openssl_param, ral_openssl_name, NULL },
    { "x509_request", ral_openssl_param, ral_openssl_name, NULL },
    { "cs_clone", ral_corosync_param, NULL, ral_corosync_validate },
    { "cs_colocation", ral_corosync_param, NULL, NULL },
    { "cs_group", ral_corosync_param, NULL, NULL },
    { "cs_location", ral_corosync_param, NULL, ral_corosync_validate },
    { "cs_order", ral_corosync_param, NULL, NULL },
    { "cs_primitive", ral_corosync_param, NULL, NULL },
    { "cs_property", ral_corosync_param, NULL, NULL },
    { "cs_rsc_defaults", ral_corosync_param, NULL, NULL },
    { "cs_shadow", ral_corosync_param, NULL, NULL },
    { "mongodb_database", ral_mongodb_param, ral_mongodb_name, NULL },
    { "mongodb_user", ral_mongodb_param, NULL, ral_mongodb_user_validate },
    { "mongodb_replset", ral_mongodb_param, NULL, NULL },
    { "etcd_key", ral_etcd_key_param, NULL, NULL },
    { "firewall", ral_firewall_param, ral_firewall_name, ral_firewall_validate },
    { "firewallchain", ral_firewallchain_param, ral_firewallchain_name, ral_firewallchain_validate },
    { "wait_for", ral_wait_for_param, ral_wait_for_name, ral_wait_for_validate },
    { "posix_acl", ral_posix_acl_param, ral_posix_acl_name, ral_posix_acl_validate },
    { "policy_rcd", ral_policy_rcd_param, ral_policy_rcd_name, NULL },
    { "keystone_endpoint", NULL, NULL, ral_keystone_endpoint_validate },
    { "keystone_domain", ral_keystone_param, ral_keystone_name, NULL },
    { "keystone_tenant", ral_keystone_param, ral_keystone_name, NULL },
    { "keystone_user", ral_keystone_param, ral_keystone_name, NULL },
    { "keystone_role", ral_keystone_param, ral_keystone_name, NULL },
    { "keystone_service", ral_keystone_param, ral_keystone_name, ral_keystone_service_validate },
    { "keystone_identity_provider", ral_keystone_param, ral_keystone_name, NULL },
    { "keystone_user_role", NULL, ral_keystone_user_role_keys, NULL },
    /* swift */
    { "ring_account_device", ral_swift_ring_param, ral_swift_ring_name, NULL },
    { "ring_container_device", ral_swift_ring_param, ral_swift_ring_name, NULL },
    { "ring_object_device", ral_swift_ring_param, ral_swift_ring_name, NULL },
    { "swift_storage_policy", ral_swift_storage_policy_param, ral_swift_storage_policy_name, NULL },
    { "glance_image", ral_glance_image_param, NULL, ral_glance_image_validate },
    { "barbican_secret", ral_barbican_secret_param, NULL, ral_barbican_secret_validate },
    { "nova_flavor", ral_nova_flavor_param, ral_nova_flavor_name, ral_nova_flavor_validate },
    { "nova_aggregate", ral_nova_aggregate_param, ral_nova_aggregate_name, NULL },
    { "nova_service", ral_nova_service_param, ral_nova_service_name, NULL },
    { "cinder_type", ral_cinder_param, ral_cinder_name, NULL },
    { "cinder_qos", ral_cinder_param, ral_cinder_name, NULL },
    { "neutron_network", ral_neutron_param, NULL, ral_neutron_validate },
    { "neutron_subnet", ral_neutron_param, NULL, ral_neutron_validate },
    { "neutron_router", ral_neutron_param, NULL, ral_neutron_validate },
    { "neutron_port", ral_neutron_param, NULL, ral_neutron_validate },
    { "neutron_router_interface", ral_neutron_param, ral_neutron_name, NULL },
    { "neutron_security_group", ral_neutron_param, ral_neutron_name, NULL },
    { "neutron_agent_sriov_numvfs", ral_neutron_param, ral_neutron_name, NULL },
    /* the further OpenStack services */
    { "manila_type", ral_manila_type_param, ral_manila_type_name, NULL },
    { "mistral_workflow", ral_mistral_workflow_param, NULL, NULL },
    { "sahara_cluster_template", ral_sahara_param, ral_sahara_name, ral_sahara_validate },
    { "sahara_node_group_template", ral_sahara_param, ral_sahara_name, ral_sahara_validate },
    { "murano_application", ral_murano_application_param, ral_murano_application_name, ral_murano_application_validate },
    { "tempest_ec2_credentials", ral_tempest_param, NULL, NULL },
    { "tempest_flavor_id_setter", ral_tempest_param, NULL, NULL },
    { "tempest_glance_id_setter", ral_tempest_param, NULL, NULL },
    { "tempest_neutron_net_id_setter", ral_tempest_param, NULL, NULL },
    /* vswitch */
    { "vs_bridge", ral_vswitch_param, ral_vswitch_name, NULL },
    { "vs_config", ral_vswitch_param, ral_vswitch_name, NULL },
    { "vs_port", ral_vswitch_param, ral_vswitch_name, NULL },
    { "vs_ssl", ral_vswitch_param, ral_vswitch_name, NULL },
};

/* Where a type's checks are, found once per type and thread: CHECKS' index (CHECKS_NONE when
 * it has no entry), and whether it is one of the OpenStack config types. Every parameter of every
 * resource asks (built-in types too), and a scan of CHECKS and of the config types' table costs
 * some 150 string comparisons for a type in neither. The key is the type's table entry
 * (resource_types.c's static tables), the same for the life of the process. */
#define CHECKS_NONE SIZE_MAX
#define CHECKS_KEPT 64   /* a power of two: more than the types of a catalog, most often */

typedef struct {
    const ResourceTypeInfo *type;
    size_t checks;
    bool config;
} ChecksOf;

static _Thread_local ChecksOf checks_kept[CHECKS_KEPT];

static const ChecksOf *checks_of(const CatResource *r) {
    uintptr_t key = (uintptr_t)r->builtin;
    ChecksOf *slot = &checks_kept[(key / sizeof(void *) ^ key / (sizeof(void *) * CHECKS_KEPT)) % CHECKS_KEPT];
    if (slot->type == r->builtin)
        return slot;
    slot->type = r->builtin;
    slot->checks = CHECKS_NONE;
    for (size_t i = 0; i < sizeof CHECKS / sizeof *CHECKS; i++)
        if (ral_is_type(r, CHECKS[i].type)) {
            slot->checks = i;
            break;
        }
    slot->config = slot->checks == CHECKS_NONE && ral_openstack_config_type(r);
    return slot;
}

Value catalog_check_module_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (p->value.kind == VAL_UNDEF)
        return value_undef();   /* an undef attribute is not set: nothing of it is checked */
    const ChecksOf *c = checks_of(r);
    if (c->config)
        return ral_openstack_config_param(ctx, r, p);
    return c->checks != CHECKS_NONE && CHECKS[c->checks].param ? CHECKS[c->checks].param(ctx, r, p) : value_undef();
}

Value catalog_check_module_name(Ctx *ctx, const CatResource *r) {
    const ChecksOf *c = checks_of(r);
    if (c->config)
        return ral_openstack_config_name(ctx, r);
    return c->checks != CHECKS_NONE && CHECKS[c->checks].name ? CHECKS[c->checks].name(ctx, r) : value_undef();
}

Value catalog_validate_module_type(Ctx *ctx, const CatResource *r) {
    const ChecksOf *c = checks_of(r);
    return c->checks != CHECKS_NONE && CHECKS[c->checks].validate ? CHECKS[c->checks].validate(ctx, r) : value_undef();
}
