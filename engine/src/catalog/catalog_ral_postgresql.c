/* catalog_ral_postgresql.c: the to_ral checks of postgresql's types (lib/puppet/type/
 * postgresql_*.rb): ensure, postgresql_psql's refreshonly, cwd and environment,
 * postgresql_conn_validator's Integer() parameters, and the names of postgresql_conf and
 * postgresql_replication_slot. Nothing is asked of a database. */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

#include "text/sprintf.h"
#include "values/regex.h"

Value ral_postgresql_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    const char *type = r->builtin->name;
    if (strcmp(p->name, "ensure") == 0 && strcmp(type, "postgresql_psql") != 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(type, "postgresql_psql") == 0) {
        if (strcmp(p->name, "refreshonly") == 0)
            return ral_check_values(ctx, r, "refreshonly", p->value, "true false");
        if (strcmp(p->name, "cwd") == 0 && p->value.kind == VAL_STRING && !ral_absolute_path(p->value.as.string->bytes, false))
            return ral_param_failed(ctx, r, "cwd", "cwd must be a fully qualified path");   /* Puppet::Parameter::Path */
        if (strcmp(p->name, "environment") == 0) {
            size_t count;
            const Value *values = catalog_flatten(ctx, &p->value, &count);
            static const char pattern[] = "\\w+=";
            const char *error = NULL;
            const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
            for (size_t i = 0; re && i < count; i++) {
                /* Object#=~ of a value that is no String matches nothing */
                if (values[i].kind == VAL_STRING && regex_match(ctx, re, values[i].as.string))
                    continue;
                if (ctx->unwind.kind != UNWIND_NONE)
                    return value_abrupt();
                return ral_param_failed(ctx, r, "environment", ctx_sprintf(ctx, "Invalid environment setting '%s'",
                                                                           sprintf_to_s_3x_text(ctx, values[i])));
            }
        }
    }
    if (strcmp(type, "postgresql_conn_validator") == 0 &&
        (strcmp(p->name, "port") == 0 || strcmp(p->name, "sleep") == 0 || strcmp(p->name, "tries") == 0))
        return ral_check_ruby_integer(ctx, r, p->name, p->value);
    return value_undef();
}

/* The names of postgresql_conf and postgresql_replication_slot (their newvalues). */
Value ral_postgresql_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value name = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    static const char *const conf[] = { "^[\\w\\.]+$", NULL };
    static const char *const slot[] = { "^[a-z0-9_]+$", NULL };
    return ral_check_matches(ctx, r, "name", name, ral_is_type(r, "postgresql_conf") ? conf : slot, RAL_PARAMETER);
}
