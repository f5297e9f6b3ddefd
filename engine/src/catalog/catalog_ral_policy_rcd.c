/* catalog_ral_policy_rcd.c: the to_ral checks of openstacklib's policy_rcd (lib/puppet/type/
 * policy_rcd.rb), which says which services invoke-rc.d may start: ensure, its name and service
 * (/\S+/), and set_code among the exit codes of the policy-rc.d interface. The file it writes is
 * the provider's, not read.
 */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

/* openstacklib's policy_rcd: ensure, its name and service (/\S+/), and set_code among the exit
 * codes of invoke-rc.d's policy-rc.d interface (an ArgumentError of its validate block). */
Value ral_policy_rcd_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    static const char *const word[] = { "\\S+", NULL };
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_collection(ctx, r, "ensure", p->value, "present absent", NULL, RAL_PROPERTY);
    if (strcmp(p->name, "service") == 0)
        return ral_check_matches(ctx, r, "service", p->value, word, RAL_PROPERTY);
    if (strcmp(p->name, "set_code") == 0) {
        size_t n = p->value.kind == VAL_ARRAY ? p->value.as.array->count : 1;
        for (size_t i = 0; i < n; i++) {
            Value v = p->value.kind == VAL_ARRAY ? p->value.as.array->items[i] : p->value;
            if (v.kind != VAL_STRING || !ral_in_words("0 1 100 101 102 103 104 105 106", v.as.string->bytes) ||
                !v.as.string->len)
                return ral_param_failed(ctx, r, "set_code", "Unknown exit status code is set");
        }
    }
    return value_undef();
}

Value ral_policy_rcd_name(Ctx *ctx, const CatResource *r) {
    static const char *const word[] = { "\\S+", NULL };
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    return ral_check_matches(ctx, r, "name", v, word, RAL_PARAMETER);
}
