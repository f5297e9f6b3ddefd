/* convert_time.c: SemVer.new, SemVerRange.new, Timespan.new and Timestamp.new.
 *
 * Follows types-values-variables.md "SemVer.new", "SemVerRange.new", "Timespan.new",
 * "Timestamp.new" with the reference's dispatches (p_sem_ver_type.rb, p_sem_ver_range_type.rb,
 * p_timespan_type.rb, p_timestamp_type.rb); the parsing and formatting rules themselves are
 * in semver*.c, timespan.c and timestamp.c.
 */
#include "functions/convert_internal.h"

#include <string.h>

#include "values/semver.h"
#include "values/timedata.h"

/* ---- SemVer ------------------------------------------------------------------------------ */

Value convert_semver_from_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    (void)count;
    (void)block;
    const char *error = NULL;
    const SemVer *v = semver_parse(ctx, args[0].as.string->bytes, args[0].as.string->len, &error);
    if (!v)
        return function_error(ctx, site, "%s", error);
    return value_semver(v);
}

static Value semver_from_parts(Ctx *ctx, const CallSite *site, Value major, Value minor, Value patch, Value pre,
                               Value build) {
    const char *error = NULL;
    const SemVer *v = semver_new(ctx, (uint64_t)major.as.integer, (uint64_t)minor.as.integer,
                                 (uint64_t)patch.as.integer, pre.kind == VAL_STRING ? pre.as.string->bytes : NULL,
                                 build.kind == VAL_STRING ? build.as.string->bytes : NULL, &error);
    if (!v)
        return function_error(ctx, site, "%s", error);
    return value_semver(v);
}

Value convert_semver_from_args(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)block;
    return semver_from_parts(ctx, site, args[0], args[1], args[2], count > 3 ? args[3] : value_undef(),
                             count > 4 ? args[4] : value_undef());
}

Value convert_semver_from_hash(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)count;
    (void)block;
    const Hash *h = args[0].as.hash;
    Value major = value_integer(0), minor = value_integer(0), patch = value_integer(0);
    Value pre = value_undef(), build = value_undef();
    convert_hash_get(h, "major", &major);
    convert_hash_get(h, "minor", &minor);
    convert_hash_get(h, "patch", &patch);
    convert_hash_get(h, "prerelease", &pre);
    convert_hash_get(h, "build", &build);
    return semver_from_parts(ctx, site, major, minor, patch, pre, build);
}

Value convert_semver_on_error(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    (void)count;
    (void)block;
    return convert_mismatch(ctx, site, "The string '%s' cannot be converted to a SemVer", args[0].as.string->bytes);
}

Value convert_semver_range_from_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                       const Callable *block) {
    (void)count;
    (void)block;
    const char *error = NULL;
    const SemVerRange *r = semver_range_parse(ctx, args[0].as.string->bytes, args[0].as.string->len, &error);
    if (!r)
        return function_error(ctx, site, "%s", error);
    return value_semver_range(r);
}

static Value range_from(Ctx *ctx, Value min, Value max, Value exclude) {
    return value_semver_range(semver_range_from_versions(ctx, min.kind == VAL_SEMVER ? min.as.semver : NULL,
                                                         max.kind == VAL_SEMVER ? max.as.semver : NULL,
                                                         exclude.kind == VAL_BOOLEAN && exclude.as.boolean));
}

Value convert_semver_range_from_versions(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                         const Callable *block) {
    (void)site;
    (void)block;
    return range_from(ctx, args[0], args[1], count > 2 ? args[2] : value_undef());
}

Value convert_semver_range_from_hash(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                     const Callable *block) {
    (void)site;
    (void)count;
    (void)block;
    Value min = value_default(), max = value_default(), exclude = value_undef();
    convert_hash_get(args[0].as.hash, "min", &min);
    convert_hash_get(args[0].as.hash, "max", &max);
    convert_hash_get(args[0].as.hash, "exclude_max", &exclude);
    return range_from(ctx, min, max, exclude);
}

/* ---- Timespan ---------------------------------------------------------------------------- */

Value convert_timespan_from_seconds(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                    const Callable *block) {
    (void)count;
    (void)block;
    int64_t ns;
    if (!time_seconds_to_ns(ctx, args[0], &ns, site->span))
        return value_abrupt();
    return value_timespan(ns);
}

Value convert_timespan_from_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                   const Callable *block) {
    (void)block;
    return timespan_parse(ctx, args[0].as.string, count > 1 ? args[1] : value_undef(), site->span);
}

Value convert_timespan_from_fields(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                   const Callable *block) {
    (void)block;
    int64_t f[7] = { 0, 0, 0, 0, 0, 0, 0 };
    for (size_t i = 0; i < count && i < 7; i++)
        f[i] = args[i].as.integer;
    return timespan_from_fields(ctx, false, f[0], f[1], f[2], f[3], f[4], f[5], f[6], site->span);
}

Value convert_timespan_from_string_hash(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                        const Callable *block) {
    (void)count;
    (void)block;
    Value text = value_undef(), format = value_undef();
    convert_hash_get(args[0].as.hash, "string", &text);
    convert_hash_get(args[0].as.hash, "format", &format);
    return timespan_parse(ctx, text.as.string, format, site->span);
}

Value convert_timespan_from_fields_hash(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                        const Callable *block) {
    (void)count;
    (void)block;
    static const char *const keys[] = { "days", "hours", "minutes", "seconds", "milliseconds", "microseconds",
                                        "nanoseconds" };
    int64_t f[7] = { 0, 0, 0, 0, 0, 0, 0 };
    for (size_t i = 0; i < 7; i++) {
        Value v;
        if (convert_hash_get(args[0].as.hash, keys[i], &v) && v.kind == VAL_INTEGER)
            f[i] = v.as.integer;
    }
    Value negative = value_undef();
    convert_hash_get(args[0].as.hash, "negative", &negative);
    return timespan_from_fields(ctx, negative.kind == VAL_BOOLEAN && negative.as.boolean, f[0], f[1], f[2], f[3],
                                f[4], f[5], f[6], site->span);
}

/* ---- Timestamp --------------------------------------------------------------------------- */

Value convert_timestamp_now(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site;
    (void)args;
    (void)count;
    (void)block;
    return timestamp_now(ctx);
}

Value convert_timestamp_from_seconds(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                     const Callable *block) {
    (void)count;
    (void)block;
    int64_t ns;
    if (!time_seconds_to_ns(ctx, args[0], &ns, site->span))
        return value_abrupt();
    return value_timestamp(ns);
}

Value convert_timestamp_from_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                    const Callable *block) {
    (void)block;
    return timestamp_parse(ctx, args[0].as.string, count > 1 ? args[1] : value_undef(),
                           count > 2 ? args[2] : value_undef(), site->span);
}

Value convert_timestamp_from_string_hash(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                         const Callable *block) {
    (void)count;
    (void)block;
    Value text = value_undef(), format = value_undef(), zone = value_undef();
    convert_hash_get(args[0].as.hash, "string", &text);
    convert_hash_get(args[0].as.hash, "format", &format);
    convert_hash_get(args[0].as.hash, "timezone", &zone);
    return timestamp_parse(ctx, text.as.string, format, zone, site->span);
}

/* ---- strftime ---------------------------------------------------------------------------- */

Value convert_strftime_timespan(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    (void)count;
    (void)block;
    const Str *f = args[1].as.string;
    return timespan_format(ctx, args[0].as.integer, f->bytes, f->len, site->span);
}

Value convert_strftime_timestamp(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    (void)block;
    const Str *f = args[1].as.string;
    const char *zone = count > 2 && args[2].kind == VAL_STRING ? args[2].as.string->bytes : NULL;
    return timestamp_format(ctx, args[0].as.integer, f->bytes, f->len, zone, site->span);
}

Value convert_strftime_legacy(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    (void)block;
    /* Puppet.warn_once: once per run, without a location */
    static const char warning[] = "The argument signature (String format, [String timezone]) is deprecated for "
                                  "#strftime. See #strftime documentation and Timespan type for more info";
    bool warned = false;
    for (size_t i = 0; i < ctx->warnings.count && !warned; i++)
        warned = strcmp(ctx->warnings.items[i].message, warning) == 0;
    if (!warned)
        ctx_warn(ctx, span_none(), "%s", warning);
    Value now = timestamp_now(ctx);
    const Str *f = args[0].as.string;
    const char *zone = count > 1 && args[1].kind == VAL_STRING ? args[1].as.string->bytes : NULL;
    return timestamp_format(ctx, now.as.integer, f->bytes, f->len, zone, site->span);
}
