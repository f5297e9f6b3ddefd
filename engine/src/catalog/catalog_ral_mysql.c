/* catalog_ral_mysql.c: the to_ral checks of mysql's types (lib/puppet/type/mysql_user.rb and
 * mysql_grant.rb): the user names' patterns, mysql_grant's ensure and its validate block. The
 * PROXY checks of that block, which need the mysql_version fact, are not made; what a server
 * would say is not asked. */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

#include "values/regex.h"

/* mysql_user's name, mysql_grant's user: 'user'@host quoted, user@host plain, or a user with
 * other characters. */
static Value check_user_name(Ctx *ctx, const CatResource *r, const char *param, Value v) {
    if (v.kind != VAL_STRING)
        return value_undef();
    static const char *const patterns[] = {
        "^(['`\"])((?:(?!\\1).)*)\\1@([\\w%\\.:\\-/]+)$",
        "^([0-9a-zA-Z$_]*)@([\\w%\\.:\\-/]+)$",
        "^((?!['`\"]).*[^0-9a-zA-Z$_].*)@(.+)$",
    };
    for (size_t i = 0; i < 3; i++) {
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, patterns[i], strlen(patterns[i]), &error);
        if (!re)
            return ctx_error(ctx, span_none(), "mysql_user: %s", error);
        if (regex_match(ctx, re, v.as.string))
            return value_undef();
        if (ctx->unwind.kind != UNWIND_NONE)
            return value_abrupt();
    }
    return ral_param_failed(ctx, r, param, ctx_sprintf(ctx, "Invalid database user %s.", v.as.string->bytes));
}

Value ral_mysql_user_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    return check_user_name(ctx, r, "name", p ? p->value : value_cstring(ctx, r->title));
}

Value ral_mysql_grant_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "user") == 0)
        return check_user_name(ctx, r, "user", p->value);
    return value_undef();   /* table and privileges have validate blocks of their own: no newvalues */
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
