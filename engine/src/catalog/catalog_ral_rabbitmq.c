/* catalog_ral_rabbitmq.c: the to_ral checks of rabbitmq's ensurable types (lib/puppet/type/
 * rabbitmq_*.rb): their names' and parameters' regexp value collections, ensure,
 * rabbitmq_policy's applyto and validate block, a queue's arguments. rabbitmqctl is not
 * asked (the reference's prefetch, which needs it, is the agent's). */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

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
};

static const PatternAttribute *pattern_of(const CatResource *r, const char *param) {
    for (size_t i = 0; i < sizeof PATTERNS / sizeof *PATTERNS; i++)
        if (ral_is_type(r, PATTERNS[i].type) && strcmp(PATTERNS[i].param, param) == 0)
            return &PATTERNS[i];
    return NULL;
}

Value ral_rabbitmq_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const PatternAttribute *pattern = strcmp(p->name, "name") != 0 ? pattern_of(r, p->name) : NULL;
    if (pattern)
        return ral_check_matches(ctx, r, p->name, p->value, pattern->patterns, pattern->kind);
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    if (ral_is_type(r, "rabbitmq_policy") && strcmp(p->name, "applyto") == 0)
        return ral_check_values(ctx, r, "applyto", p->value, "all exchanges queues");
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
