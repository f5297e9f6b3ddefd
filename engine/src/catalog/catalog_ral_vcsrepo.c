/* catalog_ral_vcsrepo.c: the to_ral checks of vcsrepo (lib/puppet/type/vcsrepo.rb): its path,
 * ensure, revision and force, and compression and submodules only where the given provider
 * has the feature (the reference does not manage a parameter its provider lacks). Nothing is
 * fetched from a repository. */
#include "catalog/catalog_ral_modules.h"

#include <stdlib.h>
#include <string.h>

#include "text/sprintf.h"

/* The features of vcsrepo's providers (their has_features), for the parameters that require
 * one; NULL for an unknown provider. */
static const char *vcsrepo_features(const CatResource *r) {
    static const char *const providers[][2] = {
        { "bzr", "reference_tracking" },
        { "cvs", "gzip_compression reference_tracking modules cvs_rsh user" },
        { "git", "bare_repositories reference_tracking ssh_identity multiple_remotes user depth branch submodules" },
        { "hg", "reference_tracking ssh_identity user basic_auth" },
        { "p4", "filesystem_types reference_tracking p4config" },
        { "svn", "filesystem_types reference_tracking basic_auth configuration conflict" },
    };
    const CatParam *p = catalog_param((CatResource *)r, "provider");
    if (!p || p->value.kind != VAL_STRING)
        return NULL;
    for (size_t i = 0; i < sizeof providers / sizeof *providers; i++)
        if (strcmp(p->value.as.string->bytes, providers[i][0]) == 0)
            return providers[i][1];
    return NULL;
}

Value ral_vcsrepo_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", v, "present bare absent latest");
    static const char *const revision[] = { "^\\S+$", NULL };
    if (strcmp(p->name, "revision") == 0)
        return ral_check_matches(ctx, r, "revision", v, revision, RAL_PROPERTY);
    if (strcmp(p->name, "force") == 0)
        return ral_check_values(ctx, r, "force", v, "true false");
    const char *features = vcsrepo_features(r);
    /* a parameter the provider has no feature for is not managed (Type#newattr): unchecked */
    if (strcmp(p->name, "submodules") == 0 && features && ral_in_words(features, "submodules"))
        return ral_check_values(ctx, r, "submodules", v, "true false");
    if (strcmp(p->name, "compression") == 0 && features && ral_in_words(features, "gzip_compression")) {
        if (!ral_ruby_integer(v))
            return ral_param_failed(ctx, r, "compression",
                                    ctx_sprintf(ctx, "invalid value for Integer(): \"%s\"", sprintf_to_s_3x_text(ctx, v)));
        long long n = v.kind == VAL_INTEGER ? v.as.integer : v.kind == VAL_FLOAT ? (long long)v.as.floating
                                                                                : strtoll(v.as.string->bytes, NULL, 0);
        if (n < 0 || n > 6)
            return ral_param_failed(ctx, r, "compression", ctx_sprintf(ctx, "Unsupported compression level: %s (expected 0-6)",
                                                                       sprintf_to_s_3x_text(ctx, v)));
    }
    return value_undef();
}

Value ral_vcsrepo_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "path");
    return ral_check_absolute(ctx, r, "path", p ? p->value : value_cstring(ctx, r->title), "Path must be absolute: ");
}
