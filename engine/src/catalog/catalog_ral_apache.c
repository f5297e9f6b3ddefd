/* catalog_ral_apache.c: the to_ral check of apache's a2mod, a type of its module's Ruby that
 * the module keeps for old manifests: its name, ensure, lib and identifier take any value, and
 * the type's definition warns as it loads.
 */
#include "catalog/catalog_ral_modules.h"

/* The name parameter's block calls Puppet.warning when the agent defines the type, once: so
 * once per run, before the first a2mod is checked. */
Value ral_a2mod_name(Ctx *ctx, const CatResource *r) {
    (void)r;
    ral_deprecation_warning(ctx, "The a2mod provider is deprecated, please use apache::mod instead");
    return value_undef();
}
