/* catalog_ral_archive.c: the to_ral checks of archive's archive (lib/puppet/type/archive.rb): its
 * paths, source and url as URI.regexp of their schemes finds them, its value collections,
 * allow_insecure and download_options. Nothing is downloaded. */
#include "catalog/catalog_ral_modules.h"

#include <string.h>
#include <strings.h>

#include "text/format.h"

/* URI.regexp(schemes) =~ text: somewhere a scheme of the list (any case) and ':' followed by
 * a character a URI may hold. */
static bool has_uri(const char *text, const char *schemes) {
    for (const char *t = text; *t; t++) {
        for (const char *w = schemes; *w;) {
            size_t len = strcspn(w, " ");
            if (strncasecmp(t, w, len) == 0 && t[len] == ':' && t[len + 1] &&
                (strchr("-_.!~*'();/?:@&=+$,%[]", t[len + 1]) ||
                 (t[len + 1] >= '0' && t[len + 1] <= '9') || ((t[len + 1] | 0x20) >= 'a' && (t[len + 1] | 0x20) <= 'z')))
                return true;
            w += len;
            while (*w == ' ')
                w++;
        }
    }
    return false;
}

Value ral_archive_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    const char *text = v.kind == VAL_STRING ? v.as.string->bytes : "";
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", v, "present absent");
    if (strcmp(p->name, "extract_path") == 0 || strcmp(p->name, "target") == 0)
        return ral_check_absolute(ctx, r, p->name, v, "archive extract_path must be absolute: ");
    if (strcmp(p->name, "temp_dir") == 0)
        return ral_check_absolute(ctx, r, p->name, v, "Invalid temp_dir ");
    if (strcmp(p->name, "source") == 0 && !has_uri(text, "puppet http https ftp file s3") && !ral_absolute_path(text, false))
        return ral_param_failed(ctx, r, "source", ctx_sprintf(ctx, "invalid source url: %s", format_to_string(ctx, v)->bytes));
    if (strcmp(p->name, "url") == 0 && !has_uri(text, "http https file ftp"))
        return ral_param_failed(ctx, r, "url", ctx_sprintf(ctx, "invalid source url: %s", format_to_string(ctx, v)->bytes));
    if (strcmp(p->name, "extract") == 0 || strcmp(p->name, "cleanup") == 0 || strcmp(p->name, "checksum_verify") == 0)
        return ral_check_values(ctx, r, p->name, v, "true false");
    if (strcmp(p->name, "checksum_type") == 0 || strcmp(p->name, "digest_type") == 0)
        return ral_check_values(ctx, r, p->name, v, "none md5 sha1 sha2 sha256 sha384 sha512");
    if (strcmp(p->name, "allow_insecure") == 0)   /* Puppet::Parameter::Boolean */
        return ral_check_values(ctx, r, p->name, v, "true false yes no");
    if (strcmp(p->name, "proxy_type") == 0)
        return ral_check_values(ctx, r, p->name, v, "none ftp http https");
    if (strcmp(p->name, "download_options") == 0 && v.kind != VAL_STRING && v.kind != VAL_ARRAY)
        return ral_param_failed(ctx, r, p->name, ctx_sprintf(ctx, "download_options should be String or Array: %s",
                                                             format_to_string(ctx, v)->bytes));
    return value_undef();
}

Value ral_archive_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "path");
    return ral_check_absolute(ctx, r, "path", p ? p->value : value_cstring(ctx, r->title), "archive path must be absolute: ");
}
