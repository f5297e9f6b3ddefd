/* catalog_ral_archive.c: the to_ral checks of archive's archive (lib/puppet/type/archive.rb): its
 * paths, source and url as URI.regexp of their schemes finds them, its value collections,
 * allow_insecure and download_options, and of its validate block the proxy_type taken from a
 * proxy_server without a scheme. Nothing is downloaded. */
#include "catalog/catalog_ral_modules.h"

#include <string.h>
#include <strings.h>

#include "text/sprintf.h"

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
    if (strcmp(p->name, "source") == 0 && !has_uri(text, "puppet http https ftp file s3")) {
        /* Puppet::Util.absolute_path? of a value that is no String warns and says no */
        if (v.kind != VAL_STRING)
            ctx_warn(ctx, span_none(), "Cannot check if %s is an absolute path because it is a '%s' and not a String'",
                     sprintf_to_s_3x_text(ctx, v), sprintf_ruby_class_3x(v));
        if (v.kind != VAL_STRING || !ral_absolute_path(text, false))
            return ral_param_failed(ctx, r, "source", ctx_sprintf(ctx, "invalid source url: %s", sprintf_to_s_3x_text(ctx, v)));
    }
    if (strcmp(p->name, "url") == 0 && !has_uri(text, "http https file ftp"))
        return ral_param_failed(ctx, r, "url", ctx_sprintf(ctx, "invalid source url: %s", sprintf_to_s_3x_text(ctx, v)));
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
                                                             sprintf_to_s_3x_text(ctx, v)));
    return value_undef();
}

Value ral_archive_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "path");
    return ral_check_absolute(ctx, r, "path", p ? p->value : value_cstring(ctx, r->title), "archive path must be absolute: ");
}

/* The validate block sets proxy_type from proxy_server when not given: URI(proxy_server).scheme
 * .to_sym, Ruby's NoMethodError (printed alone) for a server given without a scheme. A server
 * that is no URI at all (URI::InvalidURIError) or of another scheme is not checked here. */
Value ral_archive_validate(Ctx *ctx, const CatResource *r) {
    const CatParam *server = catalog_param((CatResource *)r, "proxy_server");
    if (!server || server->value.kind != VAL_STRING || ral_has(r, "proxy_type"))
        return value_undef();
    const char *s = server->value.as.string->bytes;
    for (const char *c = s; *c; c++)   /* characters URI's RFC 3986 parser takes */
        if (!((*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') ||
              strchr("-._~:/?#[]@!$&'()*+,;=%", *c)))
            return value_undef();
    int scheme = ral_match(ctx, "\\A[A-Za-z][A-Za-z0-9+\\-.]*:", s);
    if (scheme < 0)
        return value_abrupt();
    return scheme ? value_undef() : ral_runtime_error(ctx, "undefined method `to_sym' for nil:NilClass");
}
