/* modules_openssl.c: camptocamp-openssl's cert_date_valid, which runs `openssl x509 -dates` on a
 * certificate file in the reference: here the file is read as the environment reads files
 * (env.h: the virtual tree, bundles, or the disk natively), its first PEM certificate decoded and
 * the validity dates taken from its DER (tbsCertificate's validity, UTCTime or GeneralizedTime).
 * A file the environment does not have, or no certificate in it, is the reference's "No date
 * found in certificate". No other part of the certificate is read or checked.
 */
#include <stdint.h>
#include <string.h>

#include "env/env.h"
#include "eval/function.h"
#include "functions/fnlib.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "values/timedata.h"

#define ARGS_3X(arity)                                       \
    (void)block;                                             \
    Value *a = fnlib_args_3x(ctx, site, args, count, arity); \
    if (!a)                                                  \
        return value_abrupt()

/* The bytes of the first PEM certificate of text, base64-decoded into *der; false when none. */
static bool pem_certificate(Ctx *ctx, const char *text, size_t len, unsigned char **der, size_t *der_len) {
    static const char *const BEGIN[] = { "-----BEGIN CERTIFICATE-----", "-----BEGIN X509 CERTIFICATE-----",
                                         "-----BEGIN TRUSTED CERTIFICATE-----" };
    const char *start = NULL;
    for (size_t i = 0; i < len && !start; i++)
        for (size_t b = 0; b < 3 && !start; b++)
            if (len - i >= strlen(BEGIN[b]) && memcmp(text + i, BEGIN[b], strlen(BEGIN[b])) == 0)
                start = text + i + strlen(BEGIN[b]);
    if (!start)
        return false;
    const char *end = text + len;
    unsigned char *out = ctx_alloc(ctx, (size_t)(end - start) / 4 * 3 + 3);
    size_t n = 0;
    uint32_t bits = 0;
    int have = 0;
    for (const char *p = start; p < end && *p != '-' && *p != '='; p++) {
        int v = *p >= 'A' && *p <= 'Z' ? *p - 'A' : *p >= 'a' && *p <= 'z' ? *p - 'a' + 26
              : *p >= '0' && *p <= '9' ? *p - '0' + 52 : *p == '+' ? 62 : *p == '/' ? 63 : -1;
        if (v < 0)
            continue;   /* line breaks */
        bits = bits << 6 | (uint32_t)v;
        if ((have += 6) >= 8) {
            have -= 8;
            out[n++] = (unsigned char)(bits >> have);
        }
    }
    *der = out;
    *der_len = n;
    return n > 0;
}

/* One DER element at *p (before end): its tag, its contents; *p moves past it. */
static bool der_next(const unsigned char **p, const unsigned char *end, unsigned *tag, const unsigned char **content,
                     size_t *len) {
    if (end - *p < 2)
        return false;
    *tag = (*p)[0];
    size_t n = (*p)[1];
    const unsigned char *q = *p + 2;
    if (n & 0x80) {
        size_t bytes = n & 0x7f;
        if (bytes == 0 || bytes > 4 || (size_t)(end - q) < bytes)
            return false;
        n = 0;
        for (size_t i = 0; i < bytes; i++)
            n = n << 8 | *q++;
    }
    if ((size_t)(end - q) < n)
        return false;
    *content = q;
    *len = n;
    *p = q + n;
    return true;
}

/* Days from 1970-01-01 to the civil date (Howard Hinnant's days_from_civil). */
static int64_t days_from_civil(int64_t y, int64_t m, int64_t d) {
    y -= m <= 2;
    int64_t era = (y >= 0 ? y : y - 399) / 400;
    int64_t yoe = y - era * 400;
    int64_t doy = (153 * (m + (m > 2 ? -3 : 9)) + 2) / 5 + d - 1;
    int64_t doe = yoe * 365 + yoe / 4 - yoe / 100 + doy;
    return era * 146097 + doe - 719468;
}

/* A UTCTime (YYMMDDHHMMSSZ, 19YY from 50) or GeneralizedTime (YYYYMMDDHHMMSSZ) as seconds. */
static bool der_time(unsigned tag, const unsigned char *s, size_t len, int64_t *out) {
    size_t year_digits = tag == 0x17 ? 2 : tag == 0x18 ? 4 : 0;
    if (!year_digits || len < year_digits + 11 || s[year_digits + 10] != 'Z')
        return false;
    int64_t f[6] = { 0 };
    size_t widths[6] = { year_digits, 2, 2, 2, 2, 2 }, at = 0;
    for (size_t i = 0; i < 6; i++)
        for (size_t k = 0; k < widths[i]; k++, at++) {
            if (s[at] < '0' || s[at] > '9')
                return false;
            f[i] = f[i] * 10 + (s[at] - '0');
        }
    if (tag == 0x17)
        f[0] += f[0] < 50 ? 2000 : 1900;
    *out = days_from_civil(f[0], f[1], f[2]) * 86400 + f[3] * 3600 + f[4] * 60 + f[5];
    return true;
}

/* notBefore and notAfter of a DER certificate. */
static bool certificate_dates(const unsigned char *der, size_t len, int64_t *begin, int64_t *end) {
    const unsigned char *p = der, *content;
    size_t n;
    unsigned tag;
    if (!der_next(&p, der + len, &tag, &content, &n) || tag != 0x30)
        return false;
    p = content;
    const unsigned char *cert_end = content + n;
    if (!der_next(&p, cert_end, &tag, &content, &n) || tag != 0x30)   /* tbsCertificate */
        return false;
    p = content;
    const unsigned char *tbs_end = content + n;
    if (!der_next(&p, tbs_end, &tag, &content, &n))
        return false;
    if (tag == 0xa0 && !der_next(&p, tbs_end, &tag, &content, &n))   /* [0] version, then serialNumber */
        return false;
    for (int skip = 0; skip < 2; skip++)   /* signature, issuer */
        if (!der_next(&p, tbs_end, &tag, &content, &n))
            return false;
    if (!der_next(&p, tbs_end, &tag, &content, &n) || tag != 0x30)   /* validity */
        return false;
    const unsigned char *q = content, *validity_end = content + n;
    if (!der_next(&q, validity_end, &tag, &content, &n) || !der_time(tag, content, n, begin))
        return false;
    return der_next(&q, validity_end, &tag, &content, &n) && der_time(tag, content, n, end);
}

/* false when the certificate is expired, not yet valid or never valid, else the seconds it is
 * still valid for ((certend - Time.now).to_i). */
static Value cert_date_valid_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                  const Callable *block) {
    ARGS_3X(-1);
    const char *path = count > 0 ? stdlib_to_s(ctx, a[0]) : "";
    const char *text;
    size_t len;
    unsigned char *der;
    size_t der_len;
    int64_t begin, end;
    if (!*path || env_read_file(ctx, path, &text, &len) != ENV_FILE_OK || !pem_certificate(ctx, text, len, &der, &der_len) ||
        !certificate_dates(der, der_len, &begin, &end))
        return function_error(ctx, site, "No date found in certificate");
    int64_t now_ns = timestamp_now(ctx).as.integer;
    int64_t now = now_ns / 1000000000, fraction = now_ns % 1000000000;
    if (now > end || (now == end && fraction > 0) || now < begin || end <= begin)
        return value_boolean(false);
    return value_integer(end - now - (fraction > 0 ? 1 : 0));
}

const BuiltinFunction ruby_functions_modules_openssl[] = {
    { "cert_date_valid", { { "~(Any *$args)", cert_date_valid_impl } } },
    { NULL, { { NULL, NULL } } },
};
