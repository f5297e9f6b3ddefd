/* catalog_ral_mysql.c: the to_ral checks of mysql's types (lib/puppet/type/mysql_user.rb and
 * mysql_grant.rb): the user names' patterns and their lengths for the server's version,
 * mysql_grant's ensure, its PROXY privilege's checks and its validate block, the value
 * collections of mysql_database, mysql_datadir, mysql_plugin and mysql_user's properties. The version is the
 * fact mysql_version, which the agent's Facter gives those blocks: the node's facts here (a fact
 * set carries it when the node has a MySQL client). No server is asked. */
#include "catalog/catalog_ral_modules.h"

#include <string.h>
#include <strings.h>

#include "eval/eval.h"
#include "eval/eval_call.h"
#include "eval/scope.h"
#include "support/utf8.h"
#include "text/sprintf.h"
#include "types/type.h"
#include "values/regex.h"

/* A validate block's error other than ArgumentError (a NoMethodError of the module's code): the
 * agent's DevError, which names the parameter's class and has no line. */
static Value dev_error(Ctx *ctx, const CatResource *r, const char *param, const char *message) {
    ctx_error(ctx, span_none(), "Parameter %s failed on %s: Validate method failed for class %s: %s", param,
              catalog_ref_text(ctx, r->type, r->title), param, message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

/* The three forms of a user name: 'user'@host quoted, user@host plain, a user with other
 * characters; mysql_grant's quoted form captures the user's last character only (its
 * ((?!\1).)* group), mysql_user's the whole user. */
static const char *const USER_PATTERNS[] = {
    "^(['`\"])((?:(?!\\1).)*)\\1@([\\w%\\.:\\-/]+)$",
    "^([0-9a-zA-Z$_]*)@([\\w%\\.:\\-/]+)$",
    "^((?!['`\"]).*[^0-9a-zA-Z$_].*)@(.+)$",
};
static const char GRANT_QUOTED_USER[] = "^(['`\"])((?!\\1).)*\\1@([\\w%\\.:\\-/]+)$";

/* mysql_user's name, mysql_grant's user: one of the forms, and no longer than the server's
 * version allows. */
static Value check_user_name(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    if (v.kind != VAL_STRING)
        return value_undef();
    const MatchData *m = NULL;
    size_t form = 0;
    for (; form < 3; form++) {
        const char *pattern = form == 0 && ral_is_type(r, "mysql_grant") ? GRANT_QUOTED_USER : USER_PATTERNS[form];
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
        if (!re)
            return ctx_error(ctx, span_none(), "mysql_user: %s", error);
        m = regex_match(ctx, re, v.as.string);
        if (ctx->unwind.kind != UNWIND_NONE)
            return value_abrupt();
        if (m)
            break;
    }
    if (!m)
        return ral_param_failed(ctx, r, param, ctx_sprintf(ctx, "Invalid database user %s.", v.as.string->bytes));
    const char *version = ral_fact_text(ctx, "mysql_version");
    if (!version)
        return value_undef();
    Value user = m->groups[form == 0 ? 2 : 1];
    static const struct {
        const char *than;
        int sign;
        size_t limit;
    } LIMITS[] = { { "5.7.8", -1, 16 }, { "10.0.0", -1, 32 }, { "10.0.0", 1, 80 } };
    for (size_t i = 0; i < sizeof LIMITS / sizeof *LIMITS; i++) {
        long long cmp;
        if (!ral_versioncmp(ctx, version, LIMITS[i].than, &cmp))
            return value_abrupt();
        if (!(LIMITS[i].sign < 0 ? cmp < 0 : cmp > 0))
            continue;
        if (user.kind != VAL_STRING)   /* an empty quoted user: the group took no part */
            return dev_error(ctx, r, param, "undefined method `size' for nil:NilClass");
        if (utf8_char_count(user.as.string->bytes, user.as.string->len) > LIMITS[i].limit)
            return ral_param_failed(ctx, r, param, ctx_sprintf(ctx, "MySQL usernames are limited to a maximum of %zu characters.",
                                                               LIMITS[i].limit));
    }
    return value_undef();
}

Value ral_mysql_user_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    return check_user_name(ctx, r, "name", p ? p->value : value_cstring(ctx, r->title));
}

/* Whether privileges (its should: the elements as given) holds 'PROXY' (that case only). */
static bool has_proxy(const CatResource *r, size_t *count) {
    const CatParam *p = catalog_param((CatResource *)r, "privileges");
    *count = 0;
    if (!p || p->value.kind == VAL_UNDEF)
        return false;
    if (p->value.kind != VAL_ARRAY) {
        *count = 1;
        return p->value.kind == VAL_STRING && strcmp(p->value.as.string->bytes, "PROXY") == 0;
    }
    bool found = false;
    *count = p->value.as.array->count;
    for (size_t i = 0; i < p->value.as.array->count; i++) {
        Value v = p->value.as.array->items[i];
        found |= v.kind == VAL_STRING && strcmp(v.as.string->bytes, "PROXY") == 0;
    }
    return found;
}

/* value =~ /proxy/i */
static bool contains_proxy(const char *text) {
    for (const char *t = text; *t; t++)
        if (strncasecmp(t, "proxy", 5) == 0)
            return true;
    return false;
}

/* One privilege: PROXY (any case) needs a server of 5.5.0 or later. */
static Value check_privilege(Ctx *ctx, const CatResource *r, Value v) {
    if (v.kind != VAL_STRING || !contains_proxy(v.as.string->bytes))
        return value_undef();
    const char *version = ral_fact_text(ctx, "mysql_version");
    if (!version)   /* versioncmp(nil, ...) */
        return dev_error(ctx, r, "privileges", "undefined method `scan' for nil:NilClass");
    long long cmp;
    if (!ral_versioncmp(ctx, version, "5.5.0", &cmp))
        return value_abrupt();
    if (cmp < 0)
        return ral_param_failed(ctx, r, "privileges", ctx_sprintf(ctx, "PROXY user not supported on mysql versions < 5.5.0. "
                                                                      "Current version %s.", version));
    return value_undef();
}

/* One table: a PROXY grant's is the proxied user, user@host. */
static Value check_table(Ctx *ctx, const CatResource *r, Value v) {
    size_t count;
    if (!has_proxy(r, &count))
        return value_undef();
    static const char pattern[] = "^[0-9a-zA-Z$_]*@[\\w%\\.:\\-\\/]*$";
    const char *error = NULL;
    const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
    if (!re)
        return ctx_error(ctx, span_none(), "mysql_grant: %s", error);
    if (regex_match(ctx, re, str_from_cstr(ctx, sprintf_to_s_3x_text(ctx, v))))
        return value_undef();
    if (ctx->unwind.kind != UNWIND_NONE)
        return value_abrupt();
    return ral_param_failed(ctx, r, "table", "`table` `property` for PROXY should be specified as proxy_user@proxy_host.");
}

/* privileges, table and user are properties: each element of an array is validated. */
Value ral_mysql_grant_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    Value (*check)(Ctx *, const CatResource *, Value) = NULL;
    if (strcmp(p->name, "privileges") == 0)
        check = check_privilege;
    else if (strcmp(p->name, "table") == 0)
        check = check_table;
    else if (strcmp(p->name, "user") != 0)
        return value_undef();   /* table and privileges have validate blocks: their newvalues are not checked */
    size_t n = p->value.kind == VAL_ARRAY ? p->value.as.array->count : 1;
    for (size_t i = 0; i < n; i++) {
        Value v = p->value.kind == VAL_ARRAY ? p->value.as.array->items[i] : p->value;
        TRY(check ? check(ctx, r, v) : check_user_name(ctx, r, "user", v));
    }
    return value_undef();
}

/* The other mysql types' value collections (mysql_database, mysql_datadir, mysql_plugin) and
 * mysql_user's properties. */
Value ral_mysql_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    static const char *const NOT_BLANK[] = { "^\\S+$", NULL }, *const ABSOLUTE[] = { "^/", NULL },
                             *const CNF[] = { "^/.*\\.cnf$", NULL }, *const LIBRARY[] = { "^\\w+\\.\\w+$", NULL },
                             *const DIGITS[] = { "\\d+", NULL }, *const WORD[] = { "\\w+", NULL };
    static const struct {
        const char *type, *param;
        const char *const *patterns;
        RalAttribute kind;
    } PATTERNS[] = {
        { "mysql_database", "charset", NOT_BLANK, RAL_PROPERTY },
        { "mysql_database", "collate", NOT_BLANK, RAL_PROPERTY },
        { "mysql_datadir", "basedir", ABSOLUTE, RAL_PARAMETER },
        { "mysql_datadir", "defaults_extra_file", CNF, RAL_PARAMETER },
        { "mysql_datadir", "log_error", ABSOLUTE, RAL_PARAMETER },
        { "mysql_plugin", "soname", LIBRARY, RAL_PROPERTY },
        { "mysql_user", "plugin", WORD, RAL_PROPERTY },
        { "mysql_user", "max_user_connections", DIGITS, RAL_PROPERTY },
        { "mysql_user", "max_connections_per_hour", DIGITS, RAL_PROPERTY },
        { "mysql_user", "max_queries_per_hour", DIGITS, RAL_PROPERTY },
        { "mysql_user", "max_updates_per_hour", DIGITS, RAL_PROPERTY },
    };
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    for (size_t i = 0; i < sizeof PATTERNS / sizeof *PATTERNS; i++)
        if (ral_is_type(r, PATTERNS[i].type) && strcmp(p->name, PATTERNS[i].param) == 0)
            return ral_check_matches(ctx, r, p->name, p->value, PATTERNS[i].patterns, PATTERNS[i].kind);
    if (ral_is_type(r, "mysql_user") && strcmp(p->name, "tls_options") == 0) {
        /* each option alone: NONE, SSL, X509, or one starting with CIPHER, ISSUER or SUBJECT (any
         * case); the message shows the failed match, nil: "Invalid tls option ." */
        size_t n = p->value.kind == VAL_ARRAY ? p->value.as.array->count : 1;
        for (size_t i = 0; i < n; i++) {
            Value o = p->value.kind == VAL_ARRAY ? p->value.as.array->items[i] : p->value;
            if (o.kind != VAL_STRING) {
                return dev_error(ctx, r, "tls_options",
                                 ctx_sprintf(ctx, "undefined method `match' for %s", sprintf_no_method_receiver_3x(ctx, o)));
            }
            const char *text = o.as.string->bytes;
            if (strcmp(text, "NONE") == 0 || strcmp(text, "SSL") == 0 || strcmp(text, "X509") == 0 ||
                strncasecmp(text, "CIPHER", 6) == 0 || strncasecmp(text, "ISSUER", 6) == 0 || strncasecmp(text, "SUBJECT", 7) == 0)
                continue;
            return ral_param_failed(ctx, r, "tls_options", "Invalid tls option .");
        }
    }
    return value_undef();
}

/* A String parameter's text with the bytes of `drop` taken out (the munge blocks' delete). */
static const char *text_without(Ctx *ctx, const char *text, const char *drop) {
    size_t n = strlen(text), k = 0;
    char *out = ctx_alloc(ctx, n + 1);
    for (size_t i = 0; i < n; i++)
        if (!strchr(drop, text[i]))
            out[k++] = text[i];
    out[k] = '\0';
    return out;
}

/* The user property's munge: "#{user}@#{host.downcase}" split as /^((['`"]?).*\2)@(.+)$/. */
static const char *grant_user(Ctx *ctx, const Str *user) {
    static const char pattern[] = "^((['`\"]?).*\\2)@(.+)$";
    const char *error = NULL;
    const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
    const MatchData *m = re ? regex_match(ctx, re, user) : NULL;
    if (!m || m->count < 4 || m->groups[1].kind != VAL_STRING || m->groups[3].kind != VAL_STRING)
        return user->bytes;
    const char *host = m->groups[3].as.string->bytes;
    char *lower = ctx_strndup(ctx, host, strlen(host));
    for (char *c = lower; *c; c++)
        if (*c >= 'A' && *c <= 'Z')
            *c = (char)(*c + 32);
    return ctx_sprintf(ctx, "%s@%s", m->groups[1].as.string->bytes, lower);
}

/* The validate block (its raises are RuntimeErrors: the message alone). */
Value ral_mysql_grant_validate(Ctx *ctx, const CatResource *r) {
    bool present = ral_text_is(r, "ensure", "present");
    if (present && !ral_has(r, "privileges"))
        return ral_runtime_error(ctx, "`privileges` `parameter` is required.");
    size_t privileges;
    if (has_proxy(r, &privileges) && privileges > 1)
        return ral_runtime_error(ctx, "`privileges` `parameter`: PROXY can only be specified by itself.");
    if (present && !ral_has(r, "table"))
        return ral_runtime_error(ctx, "`table` `parameter` is required.");
    if (present && !ral_has(r, "user"))
        return ral_runtime_error(ctx, "`user` `parameter` is required.");
    const CatParam *user = catalog_param((CatResource *)r, "user"), *table = catalog_param((CatResource *)r, "table");
    if (!ral_has(r, "user") || !ral_has(r, "table") || user->value.kind != VAL_STRING || table->value.kind != VAL_STRING)
        return value_undef();
    const CatParam *name = catalog_param((CatResource *)r, "name");
    const char *title = name && name->value.kind == VAL_STRING ? name->value.as.string->bytes : r->title;
    const char *expected = ctx_sprintf(ctx, "%s/%s", grant_user(ctx, user->value.as.string),
                                       text_without(ctx, table->value.as.string->bytes, "`"));
    if (ctx->unwind.kind != UNWIND_NONE)
        return value_abrupt();
    if (strcmp(text_without(ctx, title, "'"), expected) != 0)
        return ral_runtime_error(ctx, "`name` `parameter` must match user@host/table format.");
    return value_undef();
}
