/* catalog_ral_community.c: the to_ral checks of smaller community modules' types: heini-wait_for's
 * wait_for (lib/puppet/type/wait_for.rb: its command, environment, timeout, max_retries,
 * polling_frequency, refreshonly and the validate block over regex, seconds and exit_code) and
 * voxpupuli-posix_acl's posix_acl (posix_acl.rb: action, path, recursemode, recursive, the
 * permission entries' munge and the required permission). Nothing is run or read: the query
 * and the ACLs are the provider's.
 */
#include "catalog/catalog_ral_modules.h"

#include <stdlib.h>
#include <string.h>

#include "text/sprintf.h"

/* Ruby's Float(v) of a number or numeric text; NULL, or the message of Float()'s error. */
static const char *ruby_float(Ctx *ctx, Value v, double *out) {
    if (v.kind == VAL_INTEGER || v.kind == VAL_FLOAT) {
        *out = v.kind == VAL_INTEGER ? (double)v.as.integer : v.as.floating;
        return NULL;
    }
    if (v.kind != VAL_STRING)
        return ctx_sprintf(ctx, "can't convert %s into Float", sprintf_ruby_class_name(ctx, v));
    char *end;
    *out = strtod(v.as.string->bytes, &end);
    if (end == v.as.string->bytes || *end)
        return ctx_sprintf(ctx, "invalid value for Float: %s", sprintf_inspect_3x_text(ctx, v));
    return NULL;
}

/* --- wait_for -------------------------------------------------------------------------------- */

Value ral_wait_for_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "query");
    if (!p || p->value.kind == VAL_UNDEF || p->value.kind == VAL_STRING)
        return value_undef();
    return ral_param_failed(ctx, r, "query",
                            ctx_sprintf(ctx, "Command must be a String, got value of class %s", sprintf_ruby_class_3x(p->value)));
}

static Value wait_for_environment(Ctx *ctx, const CatResource *r, Value v) {
    const Value *items = v.kind == VAL_ARRAY ? v.as.array->items : &v;
    size_t n = v.kind == VAL_ARRAY ? v.as.array->count : 1;
    for (size_t i = 0; i < n; i++) {
        /* value =~ /\w+=/ */
        bool ok = false;
        if (items[i].kind == VAL_STRING) {
            const char *s = items[i].as.string->bytes;
            for (size_t k = 1; s[k - 1] && !ok; k++) {
                char c = s[k - 1];
                bool word = (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
                ok = word && s[k] == '=';
            }
        }
        if (!ok)
            return ral_param_failed(ctx, r, "environment",
                                    ctx_sprintf(ctx, "Invalid environment setting '%s'",
                                                sprintf_to_s_3x_text(ctx, items[i])));
    }
    return value_undef();
}

Value ral_wait_for_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (strcmp(p->name, "environment") == 0)
        return wait_for_environment(ctx, r, v);
    if (strcmp(p->name, "refreshonly") == 0)
        return ral_check_values(ctx, r, "refreshonly", v, "true false");
    if (strcmp(p->name, "timeout") == 0) {
        /* value.shift of an array takes its first element out: the message shows the rest */
        Value first = v, shown = v;
        if (v.kind == VAL_ARRAY) {
            size_t n = v.as.array->count;
            first = n ? v.as.array->items[0] : value_undef();
            shown = value_array_of(ctx, n ? v.as.array->items + 1 : NULL, n ? n - 1 : 0);
        }
        double d = 0;
        if (first.kind == VAL_STRING)
            d = strtod(first.as.string->bytes, NULL);   /* String#to_f: the leading number, else 0 */
        else if (first.kind != VAL_UNDEF && ruby_float(ctx, first, &d))
            return ral_munge_failed(ctx, r, "timeout", shown,
                                    ctx_sprintf(ctx, "undefined method `to_f' for %s", sprintf_no_method_receiver_3x(ctx, first)));
        if (d < 0)
            return ral_munge_failed(ctx, r, "timeout", shown, "The timeout cannot be a negative number");
        return value_undef();
    }
    if (strcmp(p->name, "max_retries") == 0) {
        double d = 0;
        if (v.kind == VAL_STRING) {
            int digits = ral_match(ctx, "^[\\d]+$", v.as.string->bytes);
            if (digits < 0)
                return value_abrupt();
            if (!digits)
                return ral_munge_failed(ctx, r, "max_retries", v, "Tries must be an integer");
            if (!ral_ruby_integer(v))
                return ral_munge_failed(ctx, r, "max_retries", v,
                                        ctx_sprintf(ctx, "invalid value for Integer: %s", sprintf_inspect_3x_text(ctx, v)));
            d = strtod(v.as.string->bytes, NULL);
        } else if (v.kind == VAL_INTEGER || v.kind == VAL_FLOAT) {
            d = v.kind == VAL_INTEGER ? (double)v.as.integer : v.as.floating;
        } else {
            return ral_munge_failed(ctx, r, "max_retries", v,
                                    ctx_sprintf(ctx, "undefined method `<' for %s", sprintf_no_method_receiver_3x(ctx, v)));
        }
        if (d < 1)
            return ral_munge_failed(ctx, r, "max_retries", v, "Tries must be an integer >= 1");
        return value_undef();
    }
    if (strcmp(p->name, "polling_frequency") == 0) {
        double d = 0;
        const char *error = ruby_float(ctx, v, &d);
        if (error)
            return ral_munge_failed(ctx, r, "polling_frequency", v, error);
        if (d < 0)
            return ral_munge_failed(ctx, r, "polling_frequency", v, "polling_frequency cannot be a negative number");
        return value_undef();
    }
    return value_undef();
}

Value ral_wait_for_validate(Ctx *ctx, const CatResource *r) {
    bool regex = ral_has(r, "regex"), exit_code = ral_has(r, "exit_code"), seconds = ral_has(r, "seconds");
    if (!regex && !exit_code && !seconds)
        return ral_validation_failed(ctx, r, "Exactly one of regex, seconds or exit_code is required.");
    if ((regex && exit_code) || (regex && seconds) || (exit_code && seconds))
        return ral_validation_failed(ctx, r, "Attributes regex, seconds and exit_code are mutually exclusive.");
    return value_undef();
}

/* --- posix_acl ------------------------------------------------------------------------------- */

Value ral_posix_acl_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "path");
    Value v = p && p->value.kind != VAL_UNDEF ? p->value : value_cstring(ctx, r->title);
    return ral_check_absolute(ctx, r, "path", v, "Path must be absolute: ");
}

/* The permission property's munge of one entry: [default:]type:who:perms. */
static Value posix_acl_entry(Ctx *ctx, const CatResource *r, Value all, Value acl) {
    if (acl.kind != VAL_STRING)
        return ral_munge_failed(ctx, r, "permission", acl,
                                ctx_sprintf(ctx, "undefined method `split' for %s", sprintf_no_method_receiver_3x(ctx, acl)));
    (void)all;
    const char *s = acl.as.string->bytes;
    const char *fields[5];
    size_t lens[5], n = 0;
    for (const char *f = s;; n++) {
        const char *colon = strchr(f, ':');
        if (n < 5) {
            fields[n] = f;
            lens[n] = colon ? (size_t)(colon - f) : strlen(f);
        }
        if (!colon) {
            n++;
            break;
        }
        f = colon + 1;
    }
    if (n < 3)
        return ral_munge_failed(ctx, r, "permission", acl,
                                ctx_sprintf(ctx, "Too few fields.  At least 3 required, got %zu.", n));
    if (n > 4)
        return ral_munge_failed(ctx, r, "permission", acl,
                                ctx_sprintf(ctx, "Too many fields.  At most 4 allowed, got %zu.", n));
    size_t k = 0;
    if (n == 4) {
        const char *d = ctx_strndup(ctx, fields[0], lens[0]);
        if (strcmp(d, "d") != 0 && strcmp(d, "default") != 0)
            return ral_munge_failed(ctx, r, "permission", acl,
                                    ctx_sprintf(ctx, "First field of 4 must be \"d\" or \"default\", got \"%s\".", d));
        k = 1;
    }
    const char *t = ctx_strndup(ctx, fields[k], lens[k]);
    static const char *const types[] = { "u", "user", "g", "group", "o", "other", "m", "mask" };
    bool known = false;
    for (size_t i = 0; i < 8; i++)
        known = known || strcmp(t, types[i]) == 0;
    if (!known)
        return ral_munge_failed(ctx, r, "permission", acl,
                                ctx_sprintf(ctx, "Unknown type \"%s\", expected \"user\", \"group\", \"other\" or \"mask\".", t));
    const char *perm = ctx_strndup(ctx, fields[k + 2], lens[k + 2]);
    if (strpbrk(perm, "01234567"))
        return value_undef();   /* an octal digit: taken as octal */
    /* s = p.tr('-', ''); one r, one w and one x or X taken out; nothing may remain */
    char rest[256];
    size_t m = 0;
    for (const char *c = perm; *c && m + 1 < sizeof rest; c++)
        if (*c != '-')
            rest[m++] = *c;
    rest[m] = '\0';
    static const char *const take[] = { "r", "w", "xX" };
    for (size_t i = 0; i < 3; i++) {
        char *at = strpbrk(rest, take[i]);
        if (at)
            memmove(at, at + 1, strlen(at));
    }
    if (rest[0])
        return ral_munge_failed(ctx, r, "permission", acl, ctx_sprintf(ctx, "Invalid permission set \"%s\".", perm));
    return value_undef();
}

Value ral_posix_acl_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "action") == 0)
        return ral_check_values(ctx, r, "action", p->value, "set unset exact purge");
    if (strcmp(p->name, "recursemode") == 0)
        return ral_check_values(ctx, r, "recursemode", p->value, "lazy deep");
    if (strcmp(p->name, "recursive") == 0)
        return ral_check_values(ctx, r, "recursive", p->value, "true false");
    if (strcmp(p->name, "permission") == 0) {
        if (p->value.kind != VAL_ARRAY)
            return posix_acl_entry(ctx, r, p->value, p->value);
        for (size_t i = 0; i < p->value.as.array->count; i++)
            TRY(posix_acl_entry(ctx, r, p->value, p->value.as.array->items[i]));
    }
    return value_undef();
}

Value ral_posix_acl_validate(Ctx *ctx, const CatResource *r) {
    if (!ral_has(r, "permission"))
        return ral_validation_failed(ctx, r, "permission is a required property.");
    return value_undef();
}
