/* catalog_ral_keystone.c: what keystone's keystone_endpoint (lib/puppet/type/keystone_endpoint.rb)
 * says when the agent makes it: the deprecation warning of its type parameter's default, given
 * when neither the title ("RegionOne/keystone::identity") nor a parameter sets the type. Its
 * other checks ask the Keystone server (the provider's), which the engine does not. The
 * <service>_config types' checks are catalog_ral_openstack.c's.
 */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

/* The type parameter's defaultto block warns, as the parameter (its path, before the resource
 * is in the catalog: "/Keystone_endpoint[x]/type"), while Type#initialize sets the defaults,
 * after the attributes given and before the validate block. */
Value ral_keystone_endpoint_validate(Ctx *ctx, const CatResource *r) {
    if (ral_has(r, "type"))
        return value_undef();
    const char *names[8];
    Value values[8];
    size_t n = catalog_title_keys(ctx, r, names, values, 8);
    for (size_t i = 0; n != SIZE_MAX && i < n; i++)
        if (strcmp(names[i], "type") == 0 && values[i].kind != VAL_UNDEF)
            return value_undef();
    ctx_warn(ctx, span_none(), "/%s/type: Support for a endpoint without the type set is deprecated in Liberty. It will be "
                               "dropped in Mitaka.", catalog_ref_text(ctx, r->type, r->title));
    return value_undef();
}
