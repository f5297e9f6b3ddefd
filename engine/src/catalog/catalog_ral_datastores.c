/* catalog_ral_datastores.c: the to_ral checks of the data stores' types: mongodb's
 * mongodb_database, mongodb_user and mongodb_replset (lib/puppet/type/mongodb_*.rb: their regexp
 * value collections, ensure, and mongodb_user's defaults that fail when database or
 * password_hash is not given) and etcd's etcd_key (ensure, the chomp of its value's munge). No
 * server is asked.
 */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

#include "text/sprintf.h"
#include "types/type.h"

static const char *const WORD[] = { "^\\w+$", NULL };
static const char *const DIGITS[] = { "^\\d+$", NULL };

Value ral_mongodb_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", v, ral_is_type(r, "mongodb_replset") ? "present" : "present absent");
    if (strcmp(p->name, "tries") == 0)
        return ral_check_matches(ctx, r, "tries", v, DIGITS, RAL_PARAMETER);
    if (ral_is_type(r, "mongodb_user")) {
        if (strcmp(p->name, "database") == 0)
            return ral_check_matches(ctx, r, "database", v, WORD, RAL_PARAMETER);
        if (strcmp(p->name, "roles") == 0 || strcmp(p->name, "password_hash") == 0)
            return ral_check_matches(ctx, r, p->name, v, WORD, RAL_PROPERTY);
    }
    return value_undef();
}

/* mongodb_database's name (its namevar's newvalues). */
Value ral_mongodb_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value name = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    return ral_check_matches(ctx, r, "name", name, WORD, RAL_PARAMETER);
}

/* The defaults of what is not given fail (their defaultto blocks' fail: the message alone), the
 * properties' (password_hash) before the parameters' (database). */
Value ral_mongodb_user_validate(Ctx *ctx, const CatResource *r) {
    if (!ral_has(r, "password_hash"))
        return ral_runtime_error(ctx, "Property 'password_hash' must be set. Use mongodb_password for creating hash.");
    if (!ral_has(r, "database"))
        return ral_runtime_error(ctx, "Parameter 'database' must be set");
    return value_undef();
}

/* etcd_key's value munge, value.chomp: a value that is no String is the NoMethodError, which
 * the agent reports without a line. */
Value ral_etcd_key_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "value") != 0)
        return value_undef();
    size_t n = p->value.kind == VAL_ARRAY ? p->value.as.array->count : 1;
    for (size_t i = 0; i < n; i++) {
        Value v = p->value.kind == VAL_ARRAY ? p->value.as.array->items[i] : p->value;
        if (v.kind == VAL_STRING)
            continue;
        ctx_error(ctx, span_none(), "Parameter value failed on %s: Munging failed for value %s in class value: "
                                    "undefined method `chomp' for %s",
                  catalog_ref_text(ctx, r->type, r->title), sprintf_inspect_3x_text(ctx, v), sprintf_no_method_receiver_3x(ctx, v));
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        return value_abrupt();
    }
    return value_undef();
}
