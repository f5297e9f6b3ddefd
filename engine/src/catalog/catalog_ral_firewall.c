/* catalog_ral_firewall.c: the to_ral checks of firewall's firewall type (lib/puppet/type/
 * firewall.rb) that the engine makes: the deprecated port property's warning, given for each of
 * its values as the property's validate block runs on each. Its other validations (the rules'
 * values, the type's validate block) are not made yet: such a resource compiles where the
 * reference fails (docs/catalog.md). */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

Value ral_firewall_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    (void)r;
    if (strcmp(p->name, "port") != 0)
        return value_undef();
    size_t n = p->value.kind == VAL_ARRAY ? p->value.as.array->count : 1;
    for (size_t i = 0; i < n; i++)
        ctx_warn(ctx, span_none(), "Passing port to firewall is deprecated and will be removed. Use dport and/or sport instead.");
    return value_undef();
}
