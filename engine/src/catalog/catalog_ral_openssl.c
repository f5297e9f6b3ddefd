/* catalog_ral_openssl.c: the to_ral checks of openssl's types (lib/puppet/type/ssl_pkey.rb,
 * x509_cert.rb, x509_request.rb): their paths, days, size, authentication, force and req_ext.
 * No key or certificate is read or made. */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

/* The parameters whose value collections are regexps only (newvalues(/re/)), by type. */
static const struct {
    const char *type, *param;
    const char *const patterns[2];
} PATTERNS[] = {
    { "ssl_pkey", "authentication", { "[dr]sa", NULL } },
    { "ssl_pkey", "size", { "\\d+", NULL } },
    { "x509_cert", "days", { "\\d+", NULL } },
    { "x509_cert", "authentication", { "[dr]sa", NULL } },
    { "x509_request", "authentication", { "[dr]sa", NULL } },
};

Value ral_openssl_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    for (size_t i = 0; i < sizeof PATTERNS / sizeof *PATTERNS; i++)
        if (ral_is_type(r, PATTERNS[i].type) && strcmp(PATTERNS[i].param, p->name) == 0)
            return ral_check_matches(ctx, r, p->name, p->value, PATTERNS[i].patterns, RAL_PARAMETER);
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "private_key") == 0 || strcmp(p->name, "template") == 0)
        return ral_check_absolute(ctx, r, p->name, p->value, "Path must be absolute: ");
    if (strcmp(p->name, "force") == 0 || strcmp(p->name, "req_ext") == 0)
        return ral_check_values(ctx, r, p->name, p->value, "true false");
    return value_undef();
}

Value ral_openssl_name(Ctx *ctx, const CatResource *r) {
    const char *namevar = r->builtin->namevar;
    const CatParam *p = catalog_param((CatResource *)r, namevar);
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    return ral_check_absolute(ctx, r, namevar, v, "Path must be absolute: ");
}
