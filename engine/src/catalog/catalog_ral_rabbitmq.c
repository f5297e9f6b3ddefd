/* catalog_ral_rabbitmq.c: the to_ral checks of rabbitmq's types (lib/puppet/type/rabbitmq_*.rb):
 * their names' and parameters' regexp value collections, ensure, rabbitmq_policy's applyto and
 * validate block, a queue's arguments, the erlang cookie's force, a plugin's umask. rabbitmqctl is not
 * asked (the reference's prefetch, which needs it, is the agent's). */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

#include "text/sprintf.h"
#include "values/regex.h"

/* The attributes whose value collections are regexps only (newvalues(/re/)), by type; "name"
 * is the namevar (checked with the title when not given); rabbitmq_user's admin is a property. */
typedef struct {
    const char *type, *param;
    const char *const patterns[2];
    RalAttribute kind;
} PatternAttribute;

static const PatternAttribute PATTERNS[] = {
    { "rabbitmq_user", "name", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_user", "admin", { "true|false", NULL }, RAL_PROPERTY },
    { "rabbitmq_user_permissions", "name", { "^\\S+@\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_vhost", "name", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "name", { "^\\S*@\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "type", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "durable", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "auto_delete", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "internal", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "user", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_exchange", "password", { "\\S+", NULL }, RAL_PARAMETER },
    { "rabbitmq_queue", "name", { "^\\S*@\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_queue", "durable", { "true|false", NULL }, RAL_PARAMETER },
    { "rabbitmq_queue", "auto_delete", { "true|false", NULL }, RAL_PARAMETER },
    { "rabbitmq_queue", "user", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_queue", "password", { "\\S+", NULL }, RAL_PARAMETER },
    { "rabbitmq_policy", "name", { "^\\S+@\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_erlang_cookie", "content", { "^\\S+$", NULL }, RAL_PROPERTY },
    { "rabbitmq_erlang_cookie", "service_name", { "^\\S+$", NULL }, RAL_PARAMETER },
    { "rabbitmq_plugin", "name", { "^\\S+$", NULL }, RAL_PARAMETER },
};

static const PatternAttribute *pattern_of(const CatResource *r, const char *param) {
    for (size_t i = 0; i < sizeof PATTERNS / sizeof *PATTERNS; i++)
        if (ral_is_type(r, PATTERNS[i].type) && strcmp(PATTERNS[i].param, param) == 0)
            return &PATTERNS[i];
    return NULL;
}

/* rabbitmq_plugin's umask munge: an octal umask of one to three digits (a Puppet::Error of the
 * parameter). */
static Value check_umask(Ctx *ctx, const CatResource *r, Value v) {
    static const char pattern[] = "^0?[0-7]{1,3}$";
    if (v.kind == VAL_STRING) {   /* anything else =~ a Regexp is nil */
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
        if (!re)
            return ctx_error(ctx, span_none(), "rabbitmq_plugin: %s", error);
        if (regex_match(ctx, re, v.as.string))
            return value_undef();
        if (ctx->unwind.kind != UNWIND_NONE)
            return value_abrupt();
    }
    StrBuf shown;
    strbuf_init(&shown, ctx);
    sprintf_inspect(&shown, v);
    return ral_param_failed(ctx, r, "umask", ctx_sprintf(ctx, "The umask specification is invalid: %s", strbuf_finish(&shown)->bytes));
}

Value ral_rabbitmq_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const PatternAttribute *pattern = strcmp(p->name, "name") != 0 ? pattern_of(r, p->name) : NULL;
    if (pattern)
        return ral_check_matches(ctx, r, p->name, p->value, pattern->patterns, pattern->kind);
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    if (ral_is_type(r, "rabbitmq_policy") && strcmp(p->name, "applyto") == 0)
        return ral_check_values(ctx, r, "applyto", p->value, "all exchanges queues");
    if (ral_is_type(r, "rabbitmq_erlang_cookie") && strcmp(p->name, "force") == 0)
        return ral_check_values(ctx, r, "force", p->value, "true false");
    if (ral_is_type(r, "rabbitmq_plugin") && strcmp(p->name, "umask") == 0)
        return check_umask(ctx, r, p->value);
    if (ral_is_type(r, "rabbitmq_queue") && strcmp(p->name, "arguments") == 0 && p->value.kind != VAL_HASH)
        return ral_param_failed(ctx, r, "arguments", "Invalid argument");
    return value_undef();
}

Value ral_rabbitmq_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    const PatternAttribute *pattern = pattern_of(r, "name");
    return pattern ? ral_check_matches(ctx, r, "name", v, pattern->patterns, RAL_PARAMETER) : value_undef();
}

Value ral_rabbitmq_policy_validate(Ctx *ctx, const CatResource *r) {
    if (ral_text_is(r, "ensure", "present") && !ral_has(r, "pattern"))
        return ral_runtime_error(ctx, "pattern parameter is required.");
    if (ral_text_is(r, "ensure", "present") && !ral_has(r, "definition"))
        return ral_runtime_error(ctx, "definition parameter is required.");
    return value_undef();
}
