/* catalog_ral_apt.c: the to_ral checks of apt's apt_key (lib/puppet/type/apt_key.rb): the id's,
 * source's and server's regexps, ensure and the boolean parameters, and the type's validate
 * block (with its warning about short ids). Fetching the key is the provider's, not done. */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

static const char *const APT_KEY_ID[] = { "\\A(0x)?[0-9a-fA-F]{8}\\Z", "\\A(0x)?[0-9a-fA-F]{16}\\Z",
                                          "\\A(0x)?[0-9a-fA-F]{40}\\Z", NULL };

Value ral_apt_key_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    static const char *const source[] = { "\\Ahttps?://", "\\Aftp://", "\\A/\\w+", NULL };
    static const char *const server[] = {
        "\\A((hkp|hkps|http|https):\\/\\/)?([a-z\\d])([a-z\\d-]{0,61}\\.)+[a-z\\d]+(:\\d{2,5})?(\\/[a-zA-Z\\d\\-_.]+)*\\/?$",
        NULL,
    };
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "source") == 0)
        return ral_check_matches(ctx, r, "source", p->value, source, RAL_PARAMETER);
    if (strcmp(p->name, "server") == 0)
        return ral_check_matches(ctx, r, "server", p->value, server, RAL_PARAMETER);
    if (strcmp(p->name, "refresh") == 0 || strcmp(p->name, "weak_ssl") == 0)   /* Puppet::Parameter::Boolean */
        return ral_check_values(ctx, r, p->name, p->value, "true false yes no");
    return value_undef();
}

/* The id (the title unless given), as the id parameter's munge leaves it: without 0x. */
static Value apt_key_id(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "id");
    return p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
}

Value ral_apt_key_name(Ctx *ctx, const CatResource *r) {
    return ral_check_matches(ctx, r, "id", apt_key_id(ctx, r), APT_KEY_ID, RAL_PARAMETER);
}

Value ral_apt_key_validate(Ctx *ctx, const CatResource *r) {
    if (ral_boolean_true(r, "refresh") && ral_text_is(r, "ensure", "absent"))
        return ral_runtime_error(ctx, "ensure => absent and refresh => true are mutually exclusive");
    if (ral_has(r, "content") && ral_has(r, "source"))
        return ral_runtime_error(ctx, "The properties content and source are mutually exclusive.");
    Value id = apt_key_id(ctx, r);
    if (id.kind == VAL_STRING) {
        size_t len = id.as.string->len;
        if (len >= 2 && memcmp(id.as.string->bytes, "0x", 2) == 0)
            len -= 2;
        if (len < 40)
            ctx_warn(ctx, span_none(), "/%s: The id should be a full fingerprint (40 characters), see README.",
                     catalog_ref_text(ctx, r->type, r->title));
    }
    return value_undef();
}
