/* catalog_ral_openstack.c: the to_ral checks of the OpenStack modules' ini-file types: each
 * module's <service>_config types (keystone_config, keystone_domain_config, ...,
 * etcddiscovery_config), written alike: ensurable, a `section/setting` name
 * (newvalues(/\S+\/\S+/)), a value (of one line, /^[\S ]*$/, where the type says so) and the
 * boolean secret. What the ini files hold is the provider's, not read.
 */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

static const char *const SECTION_SETTING[] = { "\\S+\\/\\S+", NULL };
static const char *const ONE_LINE[] = { "^[\\S ]*$", NULL };

/* The types whose value property has the one-line collection: the rest take any value. */
static bool one_line_value(const CatResource *r) {
    static const char *const types[] = { "etcddiscovery_config", "keystone_domain_config", "keystone_puppet_config",
                                          "keystone_uwsgi_config",
                                          /* heat */
                                          "heat_api_cfn_uwsgi_config", "heat_api_uwsgi_config",
                                          /* swift */
                                          "swift_account_config", "swift_bench_config", "swift_config",
                                          "swift_container_config", "swift_container_sync_realms_config",
                                          "swift_dispersion_config", "swift_drive_audit_config",
                                          "swift_internal_client_config", "swift_keymaster_config",
                                          "swift_memcache_config", "swift_object_config", "swift_proxy_config" };
    for (size_t i = 0; i < sizeof types / sizeof *types; i++)
        if (ral_is_type(r, types[i]))
            return true;
    return false;
}

Value ral_openstack_config_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    return ral_check_matches(ctx, r, "name", v, SECTION_SETTING, RAL_PARAMETER);
}

Value ral_openstack_config_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "secret") == 0)
        return ral_check_values(ctx, r, "secret", p->value, "true false");
    if (strcmp(p->name, "value") == 0 && one_line_value(r))
        return ral_check_matches(ctx, r, "value", p->value, ONE_LINE, RAL_PROPERTY);
    return value_undef();
}
