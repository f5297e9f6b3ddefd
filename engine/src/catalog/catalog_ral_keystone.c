/* catalog_ral_keystone.c: the to_ral checks of keystone's resource types (lib/puppet/type/
 * keystone_*.rb): keystone_endpoint's required region and the deprecation warning of its type
 * parameter's default (neither the title, "RegionOne/keystone::identity", nor a parameter sets
 * the type), keystone_service's required type, and the value collections of the domain, tenant,
 * user, role, service and identity provider types (names, enabled, the read-only id, a user's
 * password, description and email, an identity provider's remote ids), and the scopes of
 * keystone_user_role that exclude each other (a project, a domain, the system). What asks the Keystone
 * server (the providers, a default domain read from the machine's keystone.conf) is not
 * checked. The <service>_config types' checks are catalog_ral_openstack.c's.
 */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

#include "support/strbuf.h"
#include "text/sprintf.h"

/* Whether a key attribute is given: as a parameter or by the title's pattern. */
static bool key_given(Ctx *ctx, const CatResource *r, const char *name) {
    if (ral_has(r, name))
        return true;
    const char *names[8];
    Value values[8];
    size_t n = catalog_title_keys(ctx, r, names, values, 8);
    for (size_t i = 0; n != SIZE_MAX && i < n; i++)
        if (strcmp(names[i], name) == 0 && values[i].kind != VAL_UNDEF)
            return true;
    return false;
}

/* The name as the reference's resource.name has it (the name parameter, else the title's). */
static const char *resource_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "name");
    if (p && p->value.kind == VAL_STRING)
        return p->value.as.string->bytes;
    const char *names[8];
    Value values[8];
    size_t n = catalog_title_keys(ctx, r, names, values, 8);
    for (size_t i = 0; n != SIZE_MAX && i < n; i++)
        if (strcmp(names[i], "name") == 0 && values[i].kind == VAL_STRING)
            return values[i].as.string->bytes;
    return r->title;
}

/* PuppetX::Keystone::Type::Required's defaultto: a Puppet::ResourceError naming the resource
 * by its name, at its line. */
static Value required(Ctx *ctx, const CatResource *r, const char *param) {
    SrcSpan at = span_none();
    at.line = r->line;
    const char *type = r->type;
    ctx_error(ctx, at, "Parameter %s failed on %s[%s]: Required parameter.", param, type, resource_name(ctx, r));
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

/* keystone_service's type is required: given, or by a title "name::type". */
Value ral_keystone_service_validate(Ctx *ctx, const CatResource *r) {
    return key_given(ctx, r, "type") ? value_undef() : required(ctx, r, "type");
}

/* The type parameter's defaultto block warns, as the parameter (its path, before the resource
 * is in the catalog: "/Keystone_endpoint[x]/type"), while Type#initialize sets the defaults,
 * after the attributes given and before the validate block. */
Value ral_keystone_endpoint_validate(Ctx *ctx, const CatResource *r) {
    if (!key_given(ctx, r, "region"))
        return required(ctx, r, "region");
    if (key_given(ctx, r, "type"))
        return value_undef();
    ctx_warn(ctx, span_none(), "/%s/type: Support for a endpoint without the type set is deprecated in Liberty. It will be "
                               "dropped in Mitaka.", catalog_ref_text(ctx, r->type, r->title));
    return value_undef();
}

/* The enabled-like properties' value collection: newvalues(/(t|T)rue/, /(f|F)alse/, true, false)
 * (keystone_identity_provider's regexps anchored). */
static const char *const TRUE_FALSE[] = { "(t|T)rue", "(f|F)alse", NULL };
static const char *const TRUE_FALSE_ANCHORED[] = { "^(t|T)rue$", "^(f|F)alse$", NULL };

/* Each type's name pattern (newvalues of its namevar). */
static const char *name_pattern(const CatResource *r) {
    if (ral_is_type(r, "keystone_domain") || ral_is_type(r, "keystone_tenant"))
        return "\\w+";
    return "\\S+";
}

Value ral_keystone_name(Ctx *ctx, const CatResource *r) {
    const char *names[8];
    Value values[8];
    Value v = value_undef();
    const CatParam *p = catalog_param((CatResource *)r, "name");
    if (p && p->value.kind != VAL_UNDEF)
        v = p->value;
    size_t n = v.kind == VAL_UNDEF ? catalog_title_keys(ctx, r, names, values, 8) : 0;
    for (size_t i = 0; n != SIZE_MAX && i < n; i++)
        if (strcmp(names[i], "name") == 0)
            v = values[i];
    if (v.kind == VAL_UNDEF)
        v = value_cstring(ctx, r->title);
    const char *const pattern[] = { name_pattern(r), NULL };
    return ral_check_matches(ctx, r, "name", v, pattern, RAL_PARAMETER);
}

/* keystone_user_role's domain and system validate blocks, run as the agent sets the key
 * attributes in their order (user, project, user_domain, project_domain, domain, system), each
 * given by a parameter or the title's pattern: a domain besides a project, a system besides
 * either. */
Value ral_keystone_user_role_keys(Ctx *ctx, const CatResource *r) {
    bool project = key_given(ctx, r, "project"), domain = key_given(ctx, r, "domain"), system = key_given(ctx, r, "system");
    if (ctx->unwind.kind != UNWIND_NONE)
        return value_abrupt();
    if (domain && project)
        return ral_param_failed(ctx, r, "domain", "Cannot define both project and domain for a role.");
    if (system && project)
        return ral_param_failed(ctx, r, "system", "Cannot define both project and system for a role.");
    if (system && domain)
        return ral_param_failed(ctx, r, "system", "Cannot define both domain and scope for a role.");
    return value_undef();
}

/* remote_ids' validate block of one value (its to_s). */
static Value check_remote_id(Ctx *ctx, const CatResource *r, Value v) {
    const char *text = sprintf_to_s_3x_text(ctx, v);
    const char *s = text;
    const char *quote = strchr(s, '"');
    if (quote)
        return ral_param_failed(ctx, r, "remote_ids", ctx_sprintf(ctx, "rfc3986#section-2: remote id cannot have a double quote: "
                                                                       "%s at position %zu", s, (size_t)(quote - s)));
    int m = ral_match(ctx, "\\s", s);
    if (m < 0)
        return value_abrupt();
    if (m)
        return ral_param_failed(ctx, r, "remote_ids", ctx_sprintf(ctx, "Remote id cannot have space in it: '%s'", s));
    return value_undef();
}

Value ral_keystone_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_collection(ctx, r, "ensure", v, "present absent", NULL, RAL_PROPERTY);
    if (strcmp(p->name, "enabled") == 0 || strcmp(p->name, "is_default") == 0)
        return ral_check_collection(ctx, r, p->name, v, "true false",
                                    ral_is_type(r, "keystone_identity_provider") ? TRUE_FALSE_ANCHORED : TRUE_FALSE, RAL_PROPERTY);
    if (strcmp(p->name, "replace_password") == 0)   /* a parameter */
        return ral_check_collection(ctx, r, p->name, v, "true false", TRUE_FALSE, RAL_PARAMETER);
    if (strcmp(p->name, "id") == 0) {
        size_t n = v.kind == VAL_ARRAY ? v.as.array->count : 1;
        if (!n)
            return value_undef();
        /* keystone_service's is PuppetX::Keystone::Type::ReadOnly's ArgumentError */
        return ral_param_failed(ctx, r, "id", ral_is_type(r, "keystone_service") ? "Read-only property."
                                                                                  : "This is a read only property");
    }
    if (ral_is_type(r, "keystone_user")) {
        static const char *const password[] = { "\\S+", NULL }, *const description[] = { "\\S", NULL },
                                 *const email[] = { "^(\\S+@\\S+)|$", NULL };
        if (strcmp(p->name, "password") == 0)
            return ral_check_matches(ctx, r, p->name, v, password, RAL_PROPERTY);
        if (strcmp(p->name, "description") == 0)
            return ral_check_matches(ctx, r, p->name, v, description, RAL_PROPERTY);
        if (strcmp(p->name, "email") == 0)
            return ral_check_matches(ctx, r, p->name, v, email, RAL_PROPERTY);
    }
    if (ral_is_type(r, "keystone_identity_provider")) {
        static const char *const description[] = { "\\S+", NULL };
        if (strcmp(p->name, "description") == 0)
            return ral_check_collection(ctx, r, p->name, v, "", description, RAL_PROPERTY);
        if (strcmp(p->name, "remote_ids") == 0) {
            size_t n = v.kind == VAL_ARRAY ? v.as.array->count : 1;
            for (size_t i = 0; i < n; i++)
                TRY(check_remote_id(ctx, r, v.kind == VAL_ARRAY ? v.as.array->items[i] : v));
        }
        if (strcmp(p->name, "remote_id_file") == 0) {
            if (ral_has(r, "remote_ids"))
                return ral_param_failed(ctx, r, p->name, "Cannot have both remote_ids and remote_id_file");
            if (v.kind == VAL_STRING && !ral_absolute_path(v.as.string->bytes, false))
                return ral_param_failed(ctx, r, p->name, ctx_sprintf(ctx, "You must specify an absolute path name not '%s'.",
                                                                     v.as.string->bytes));
        }
    }
    return value_undef();
}
