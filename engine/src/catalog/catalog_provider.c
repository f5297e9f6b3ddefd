/* catalog_provider.c: the providers of the built-in types and the features they have, as the
 * agent uses them when it turns the compiled catalog into resources (Puppet::Type#initialize).
 *
 * A resource's provider is its `provider` parameter (the first element of an array) or the
 * type's default on the reference's machine (Debian: service debian, package apt, user useradd,
 * group groupadd). Two checks depend on it:
 * - an attribute whose required features the provider lacks is dropped without a word
 *   (Type#newattr: "Provider ... does not support features ...; not managing attribute"), so
 *   none of its checks run: `user { u: provider => ldap, expiry => 'never' }` passes;
 * - a value with required features (service enable manual/mask/delayed, package ensure
 *   purged/disabled/latest/a version) fails without them (Property#validate_features_per_value):
 *   "Provider debian must have features 'manual_startable' to set 'enable' to 'manual'".
 * The tables were read from the installed Puppet 7.23 (Puppet::Type.type(t).providers, each
 * provider's .features, each attribute class's required_features and its value collection's).
 * Types not listed here have no feature checks.
 */
#include "catalog/catalog_internal.h"

#include <string.h>

#include "env/env.h"
#include "text/format.h"
#include "text/sprintf.h"
#include "support/strbuf.h"

typedef struct ProviderFeatures {
    const char *type;
    const char *provider;
    const char *features;         /* space separated */
} ProviderFeatures;

/* Every provider of the types with providers; the first of each type is its default here. */
static const ProviderFeatures PROVIDERS[] = {
    { "exec", "posix", "" },
    { "exec", "shell", "" },
    { "exec", "windows", "" },
    { "file", "posix", "manages_symlinks" },
    { "file", "windows", "manages_symlinks" },
    { "group", "groupadd", "system_groups" },
    { "group", "aix", "manages_aix_lam manages_local_users_and_groups manages_members" },
    { "group", "directoryservice", "manages_members" },
    { "group", "ldap", "" },
    { "group", "pw", "manages_members" },
    { "group", "windows_adsi", "manages_members" },
    { "package", "apt", "holdable install_options installable purgeable uninstallable upgradeable versionable "
                        "virtual_packages" },
    { "package", "aix", "installable uninstallable upgradeable versionable" },
    { "package", "appdmg", "installable" },
    { "package", "apple", "installable" },
    { "package", "aptitude", "holdable installable purgeable uninstallable upgradeable versionable" },
    { "package", "aptrpm", "installable purgeable uninstallable upgradeable versionable" },
    { "package", "blastwave", "installable uninstallable upgradeable" },
    { "package", "dnf", "install_only install_options installable purgeable uninstallable upgradeable versionable "
                        "virtual_packages" },
    { "package", "dnfmodule", "disableable installable purgeable supports_flavors uninstallable upgradeable "
                              "versionable" },
    { "package", "dpkg", "holdable installable purgeable uninstallable upgradeable virtual_packages" },
    { "package", "fink", "holdable installable purgeable uninstallable upgradeable versionable" },
    { "package", "freebsd", "installable purgeable uninstallable upgradeable" },
    { "package", "gem", "install_options installable targetable uninstall_options uninstallable upgradeable "
                        "version_ranges versionable" },
    { "package", "hpux", "installable uninstallable" },
    { "package", "macports", "installable uninstallable upgradeable versionable" },
    { "package", "nim", "installable uninstallable upgradeable versionable" },
    { "package", "openbsd", "install_options installable purgeable supports_flavors uninstall_options uninstallable "
                            "upgradeable versionable" },
    { "package", "opkg", "installable uninstallable upgradeable" },
    { "package", "pacman", "install_options installable uninstall_options uninstallable upgradeable "
                           "virtual_packages" },
    { "package", "pip", "install_options installable targetable uninstallable upgradeable version_ranges "
                        "versionable" },
    { "package", "pip2", "install_options installable targetable uninstallable upgradeable versionable" },
    { "package", "pip3", "install_options installable targetable uninstallable upgradeable versionable" },
    { "package", "pkg", "holdable install_options installable uninstallable upgradeable versionable" },
    { "package", "pkgdmg", "installable" },
    { "package", "pkgin", "installable uninstallable upgradeable versionable" },
    { "package", "pkgng", "install_options installable uninstallable upgradeable versionable" },
    { "package", "pkgutil", "installable uninstallable upgradeable" },
    { "package", "portage", "install_options installable purgeable reinstallable uninstall_options uninstallable "
                            "upgradeable versionable virtual_packages" },
    { "package", "ports", "installable purgeable uninstallable upgradeable" },
    { "package", "portupgrade", "installable uninstallable upgradeable" },
    { "package", "puppet_gem", "install_options installable uninstall_options uninstallable upgradeable "
                               "versionable" },
    { "package", "puppetserver_gem", "install_options installable uninstall_options uninstallable upgradeable "
                                     "versionable" },
    { "package", "rpm", "install_only install_options installable uninstall_options uninstallable upgradeable "
                        "versionable virtual_packages" },
    { "package", "rug", "installable uninstallable upgradeable versionable" },
    { "package", "sun", "install_options installable uninstallable upgradeable" },
    { "package", "sunfreeware", "installable uninstallable upgradeable" },
    { "package", "tdnf", "install_options installable purgeable uninstallable upgradeable versionable "
                         "virtual_packages" },
    { "package", "up2date", "installable uninstallable upgradeable" },
    { "package", "urpmi", "installable purgeable uninstallable upgradeable versionable" },
    { "package", "windows", "install_options installable uninstall_options uninstallable versionable" },
    { "package", "yum", "install_only install_options installable purgeable uninstallable upgradeable versionable "
                        "virtual_packages" },
    { "package", "zypper", "install_options installable uninstallable upgradeable versionable virtual_packages" },
    { "service", "debian", "enableable refreshable" },
    { "service", "base", "refreshable" },
    { "service", "bsd", "enableable refreshable" },
    { "service", "daemontools", "enableable refreshable" },
    { "service", "freebsd", "enableable refreshable" },
    { "service", "gentoo", "enableable refreshable" },
    { "service", "init", "refreshable" },
    { "service", "launchd", "enableable refreshable" },
    { "service", "openbsd", "enableable flaggable refreshable" },
    { "service", "openrc", "enableable refreshable" },
    { "service", "openwrt", "enableable refreshable" },
    { "service", "rcng", "enableable refreshable" },
    { "service", "redhat", "enableable refreshable" },
    { "service", "runit", "enableable refreshable" },
    { "service", "service", "refreshable" },
    { "service", "smf", "enableable refreshable" },
    { "service", "src", "enableable refreshable" },
    { "service", "systemd", "enableable maskable refreshable" },
    { "service", "upstart", "enableable refreshable" },
    { "service", "windows", "configurable_timeout delayed_startable enableable manages_logon_credentials "
                            "manual_startable refreshable" },
    { "user", "useradd", "allows_duplicates manages_expiry manages_homedir manages_password_age manages_passwords "
                         "manages_shell system_users" },
    { "user", "aix", "manages_aix_lam manages_expiry manages_homedir manages_local_users_and_groups "
                     "manages_password_age manages_passwords manages_shell" },
    { "user", "directoryservice", "manages_password_salt manages_passwords manages_shell" },
    { "user", "hpuxuseradd", "allows_duplicates manages_homedir manages_passwords" },
    { "user", "ldap", "manages_passwords manages_shell" },
    { "user", "openbsd", "manages_expiry manages_homedir manages_loginclass manages_passwords manages_shell "
                         "system_users" },
    { "user", "pw", "allows_duplicates manages_expiry manages_homedir manages_passwords manages_shell" },
    { "user", "user_role_add", "allows_duplicates manages_homedir manages_password_age manages_passwords "
                               "manages_roles manages_shell manages_solaris_rbac" },
    { "user", "windows_adsi", "manages_homedir manages_passwords manages_roles" },
};

/* Providers that modules add to these types (lib/puppet/provider/TYPE/NAME.rb), with the
 * features their source declares: the agent loads one when a module on the module path has
 * its file, which catalog_check_provider asks the environment. */
static const ProviderFeatures MODULE_PROVIDERS[] = {
    { "service", "pacemaker", "enableable refreshable" },   /* openstack_extras */
    { "service", "swiftinit", "enableable refreshable" },   /* swift */
};

/* The attributes that need a feature of the provider (Type.attrclass(a).required_features). */
static const char *const ATTRIBUTE_FEATURES[][3] = {
    { "service", "enable", "enableable" },
    { "service", "logonaccount", "manages_logon_credentials" },
    { "service", "flags", "flaggable" },
    { "service", "logonpassword", "manages_logon_credentials" },
    { "service", "timeout", "configurable_timeout" },
    { "package", "command", "targetable" },
    { "package", "package_settings", "package_settings" },
    { "package", "flavor", "supports_flavors" },
    { "package", "mark", "holdable" },
    { "package", "install_only", "install_only" },
    { "package", "install_options", "install_options" },
    { "package", "uninstall_options", "uninstall_options" },
    { "package", "allow_virtual", "virtual_packages" },
    { "user", "shell", "manages_shell" },
    { "user", "password", "manages_passwords" },
    { "user", "password_min_age", "manages_password_age" },
    { "user", "password_max_age", "manages_password_age" },
    { "user", "password_warn_days", "manages_password_age" },
    { "user", "expiry", "manages_expiry" },
    { "user", "roles", "manages_roles" },
    { "user", "auths", "manages_solaris_rbac" },
    { "user", "profiles", "manages_solaris_rbac" },
    { "user", "keys", "manages_solaris_rbac" },
    { "user", "project", "manages_solaris_rbac" },
    { "user", "attributes", "manages_aix_lam" },
    { "user", "salt", "manages_password_salt" },
    { "user", "iterations", "manages_password_salt" },
    { "user", "loginclass", "manages_loginclass" },
    { "user", "ia_load_module", "manages_aix_lam" },
    { "user", "forcelocal", "manages_local_users_and_groups" },
    { "group", "members", "manages_members" },
    { "group", "attributes", "manages_aix_lam" },
    { "group", "ia_load_module", "manages_aix_lam" },
    { "group", "forcelocal", "manages_local_users_and_groups" },
};

/* The values that need a feature; "" stands for any other value (package ensure's /./). */
static const char *const VALUE_FEATURES[][4] = {
    { "service", "enable", "manual", "manual_startable" },
    { "service", "enable", "mask", "maskable" },
    { "service", "enable", "delayed", "delayed_startable" },
    { "package", "ensure", "purged", "purgeable" },
    { "package", "ensure", "disabled", "disableable" },
    { "package", "ensure", "latest", "upgradeable" },
    { "package", "ensure", "", "versionable" },
    { "user", "ensure", "role", "manages_solaris_rbac" },
};

/* Values of package ensure that need no feature (names and aliases). */
static const char *const PACKAGE_ENSURE_FREE[] = { "present", "installed", "absent" };

static Value param_failed(Ctx *ctx, const CatResource *r, const char *param, const char *message) {
    SrcSpan at = span_none();
    at.line = r->line;
    ctx_error(ctx, at, "Parameter %s failed on %s: %s", param, catalog_ref_text(ctx, r->type, r->title), message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

static bool type_has_providers(const char *type) {
    for (size_t k = 0; k < sizeof PROVIDERS / sizeof PROVIDERS[0]; k++)
        if (strcmp(PROVIDERS[k].type, type) == 0)
            return true;
    return false;
}

/* The provider row of r: its `provider` (checked before any other attribute, so it names one
 * of the type's providers) or the type's default; NULL for types without providers. */
static const ProviderFeatures *provider_of(const CatResource *r) {
    const char *type = r->builtin->name;
    const CatParam *p = catalog_param((CatResource *)r, "provider");
    Value v = p ? p->value : value_undef();
    if (v.kind == VAL_ARRAY)
        v = v.as.array->count ? v.as.array->items[0] : value_undef();
    const char *name = v.kind == VAL_STRING ? v.as.string->bytes : NULL;
    for (size_t k = 0; k < sizeof PROVIDERS / sizeof PROVIDERS[0]; k++) {
        if (strcmp(PROVIDERS[k].type, type) != 0)
            continue;
        if (!name || strcmp(PROVIDERS[k].provider, name) == 0)
            return &PROVIDERS[k];
    }
    /* a module's provider: catalog_check_provider found its file before any attribute */
    for (size_t k = 0; name && k < sizeof MODULE_PROVIDERS / sizeof MODULE_PROVIDERS[0]; k++)
        if (strcmp(MODULE_PROVIDERS[k].type, type) == 0 && strcmp(MODULE_PROVIDERS[k].provider, name) == 0)
            return &MODULE_PROVIDERS[k];
    return NULL;
}

/* Whether a module of the environment has the provider's file lib/puppet/provider/TYPE/NAME.rb
 * (and the engine knows its features): Puppet's autoloader finds it there. */
static bool module_provider(Ctx *ctx, const char *type, const char *name) {
    bool known = false;
    for (size_t k = 0; k < sizeof MODULE_PROVIDERS / sizeof MODULE_PROVIDERS[0]; k++)
        known = known || (strcmp(MODULE_PROVIDERS[k].type, type) == 0 && strcmp(MODULE_PROVIDERS[k].provider, name) == 0);
    if (!known)
        return false;
    const char *rel = ctx_sprintf(ctx, "provider/%s/%s.rb", type, name);
    size_t count;
    const EnvModule *modules = env_modules(ctx, &count);
    for (size_t i = 0; i < count; i++)
        if (env_module_has_ruby_file(ctx, &modules[i], rel))
            return true;
    return false;
}

Value catalog_check_provider(Ctx *ctx, const CatResource *r, Value v) {
    if (v.kind == VAL_UNDEF)
        return value_undef();
    if (v.kind == VAL_ARRAY)
        v = v.as.array->count ? v.as.array->items[0] : value_undef();
    const char *type = r->builtin->name;
    if (v.kind != VAL_STRING) {
        /* anything but a String fails as Ruby's NoMethodError of intern, without a line */
        StrBuf buf;
        strbuf_init(&buf, ctx);
        if (v.kind == VAL_UNDEF)
            strbuf_append_cstr(&buf, "nil");
        else
            sprintf_inspect(&buf, v);
        const char *class_name = v.kind == VAL_UNDEF ? "NilClass" : v.kind == VAL_INTEGER ? "Integer"
                                 : v.kind == VAL_FLOAT ? "Float"
                                 : v.kind == VAL_BOOLEAN ? (v.as.boolean ? "TrueClass" : "FalseClass")
                                 : v.kind == VAL_HASH ? "Hash" : "String";
        ctx_error(ctx, span_none(), "Parameter provider failed on %s: Validate method failed for class provider: "
                  "undefined method `intern' for %s:%s", catalog_ref_text(ctx, r->type, r->title),
                  strbuf_finish(&buf)->bytes, class_name);
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        return value_abrupt();
    }
    if (!type_has_providers(type))
        return value_undef();
    bool built_in = false;
    for (size_t k = 0; k < sizeof PROVIDERS / sizeof PROVIDERS[0]; k++)
        built_in = built_in || (strcmp(PROVIDERS[k].type, type) == 0 && strcmp(PROVIDERS[k].provider, v.as.string->bytes) == 0);
    if (built_in || module_provider(ctx, type, v.as.string->bytes))
        return value_undef();
    return param_failed(ctx, r, "provider", ctx_sprintf(ctx, "Invalid %s provider '%s'", type, v.as.string->bytes));
}

bool catalog_provider_supports(const CatResource *r, const char *attribute) {
    const char *type = r->builtin->name;
    for (size_t k = 0; k < sizeof ATTRIBUTE_FEATURES / sizeof ATTRIBUTE_FEATURES[0]; k++) {
        if (strcmp(ATTRIBUTE_FEATURES[k][0], type) != 0 || strcmp(ATTRIBUTE_FEATURES[k][1], attribute) != 0)
            continue;
        const ProviderFeatures *p = provider_of(r);
        return !p || ral_in_words(p->features, ATTRIBUTE_FEATURES[k][2]);
    }
    return true;
}

/* The feature value v of attribute needs, or NULL. */
static const char *value_feature(const char *type, const char *attribute, const char *v) {
    if (strcmp(type, "package") == 0 && strcmp(attribute, "ensure") == 0)
        for (size_t k = 0; k < sizeof PACKAGE_ENSURE_FREE / sizeof PACKAGE_ENSURE_FREE[0]; k++)
            if (strcmp(PACKAGE_ENSURE_FREE[k], v) == 0)
                return NULL;
    for (size_t k = 0; k < sizeof VALUE_FEATURES / sizeof VALUE_FEATURES[0]; k++) {
        if (strcmp(VALUE_FEATURES[k][0], type) != 0 || strcmp(VALUE_FEATURES[k][1], attribute) != 0)
            continue;
        if (!VALUE_FEATURES[k][2][0] || strcmp(VALUE_FEATURES[k][2], v) == 0)
            return VALUE_FEATURES[k][3];
    }
    return NULL;
}

/* The features one value needs. */
static Value check_value_features(Ctx *ctx, const CatResource *r, const char *attribute, Value v) {
    if (v.kind == VAL_UNDEF)
        return value_undef();
    const char *text = v.kind == VAL_STRING ? v.as.string->bytes : format_to_string(ctx, v)->bytes;
    const char *feature = value_feature(r->builtin->name, attribute, text);
    const ProviderFeatures *p = feature ? provider_of(r) : NULL;
    if (!p || ral_in_words(p->features, feature))
        return value_undef();
    return param_failed(ctx, r, attribute, ctx_sprintf(ctx, "Provider %s must have features '%s' to set '%s' to '%s'",
                                                       p->provider, feature, attribute, text));
}

Value catalog_check_value_features(Ctx *ctx, const CatResource *r, const char *attribute, Value v) {
    size_t count;
    const Value *items = catalog_flatten(ctx, &v, &count);
    for (size_t i = 0; i < count; i++)
        TRY(check_value_features(ctx, r, attribute, items[i]));
    return value_undef();
}
