/* type_parameterize_scalar.c: the rules of T[args] for the scalar types: Integer/Float[from,
 * to], String[size], Enum[s..., ci], Pattern[re...], Regexp[re], Boolean[b], Runtime[rt, name],
 * Timespan/Timestamp[from, to] and SemVer[ranges] (types-values-variables.md, each type's
 * parameters), with the reference's messages. Each flattens array arguments first.
 */
#include <math.h>
#include <string.h>

#include "text/format.h"
#include "values/regex.h"
#include "values/semver.h"
#include "values/timedata.h"
#include "types/type_parameterize_internal.h"

Value param_integer(TypeAccess *a) {
    param_flatten(a);
    if (a->count < 1 || a->count > 2)
        return ctx_error(a->ctx, a->where, "Integer-Type supports [] with one or two arguments (from, to). Got %zu", a->count);
    for (size_t i = 0; i < a->count; i++)
        if (a->keys[i].kind != VAL_INTEGER && a->keys[i].kind != VAL_DEFAULT)
            return ctx_error(a->ctx, param_key_span(a, i), "Integer-Type [] requires all arguments to be integers (or default). Got %s",
                             param_ruby_class_name(a->keys[i]));
    TypeRange r;
    Value to = a->count > 1 ? a->keys[1] : value_default();
    if (!param_make_range(a, a->keys[0], to, &r))
        return value_abrupt();
    return value_from_type(type_new_integer_open(a->ctx, r.from, r.to, a->keys[0].kind == VAL_DEFAULT, to.kind == VAL_DEFAULT));
}

Value param_float(TypeAccess *a) {
    param_flatten(a);
    if (a->count < 1 || a->count > 2)
        return ctx_error(a->ctx, a->where, "Float-Type supports [] with one or two arguments (from, to). Got %zu", a->count);
    double ends[2] = { -INFINITY, INFINITY };
    for (size_t i = 0; i < a->count; i++) {
        Value k = a->keys[i];
        if (k.kind == VAL_INTEGER)
            ends[i] = (double)k.as.integer;
        else if (k.kind == VAL_FLOAT)
            ends[i] = k.as.floating;
        else if (k.kind != VAL_DEFAULT)
            return ctx_error(a->ctx, param_key_span(a, i), "Float-Type [] requires all arguments to be floats, or integers (or default). Got %s",
                             param_ruby_class_name(k));
    }
    if (ends[0] > ends[1]) {
        char from[40], to[40];
        format_float(from, sizeof from, ends[0]);
        format_float(to, sizeof to, ends[1]);
        return param_fail_argument(a, ctx_sprintf(a->ctx, "'from' must be less or equal to 'to'. Got (%s, %s", from, to));
    }
    return value_from_type(type_new_float(a->ctx, ends[0], ends[1]));
}

Value param_string(TypeAccess *a) {
    param_flatten(a);
    if (a->count < 1 || a->count > 2)
        return ctx_error(a->ctx, a->where, "String supports [] with one or two arguments. Got %zu", a->count);
    TypeRange size;
    if (!param_collection_size(a, 0, a->count, &size))
        return value_abrupt();
    return value_from_type(type_new_string_sized(a->ctx, true, size));
}

Value param_enum(TypeAccess *a) {
    param_flatten(a);
    size_t n = a->count;
    bool ci = false;
    if (n && a->keys[n - 1].kind == VAL_BOOLEAN) {
        ci = a->keys[n - 1].as.boolean;
        n--;
    }
    if (n < 1) {
        a->count = n;
        return param_fail_type_arity(a, 1, -1, a->where);
    }
    const Str **values = ctx_alloc(a->ctx, n * sizeof *values);
    for (size_t i = 0; i < n; i++) {
        if (a->keys[i].kind != VAL_STRING)
            return param_fail_key_classes(a, i, "String");
        values[i] = a->keys[i].as.string;
    }
    return value_from_type(type_new_enum(a->ctx, values, n, ci));
}

static const Type *regexp_of_pattern_text(const TypeAccess *a, const Str *text) {
    const char *error = NULL;
    const Regexp *re = regex_compile(a->ctx, text->bytes, text->len, &error);
    if (!re) {
        param_fail_argument(a, regex_ruby_error(a->ctx, error ? error : "invalid regular expression", text->bytes, text->len));
        return NULL;
    }
    return type_new_regexp(a->ctx, text);
}

Value param_pattern(TypeAccess *a) {
    param_flatten(a);
    if (a->count < 1)
        return param_fail_type_arity(a, 1, -1, a->where);
    const Type **regexps = ctx_alloc(a->ctx, a->count * sizeof *regexps);
    size_t n = 0;
    for (size_t i = 0; i < a->count; i++) {
        Value k = a->keys[i];
        if (k.kind == VAL_STRING) {
            const Type *re = regexp_of_pattern_text(a, k.as.string);
            if (!re)
                return value_abrupt();
            regexps[n++] = re;
        } else if (k.kind == VAL_REGEXP) {
            regexps[n++] = type_new_regexp(a->ctx, k.as.regexp->pattern);
        } else if (param_is_type(k) && k.as.type->kind == TYPE_REGEXP) {
            regexps[n++] = k.as.type;
        } else if (param_is_type(k) && k.as.type->kind == TYPE_PATTERN) {
            const Type *p = k.as.type;
            regexps = ctx_realloc(a->ctx, regexps, a->count * sizeof *regexps,
                                  (a->count + p->u.pattern.count) * sizeof *regexps);
            for (size_t j = 0; j < p->u.pattern.count; j++)
                regexps[n++] = p->u.pattern.regexps[j];
        } else {
            return param_fail_key_classes(a, i, "String or Regexp or Pattern-Type or Regexp-Type");
        }
    }
    return value_from_type(type_new_pattern(a->ctx, regexps, n));
}

Value param_regexp(TypeAccess *a) {
    param_flatten(a);
    if (a->count != 1)
        return param_fail_type_arity(a, 1, 1, a->count == 0 ? a->where : param_key_span(a, 1));
    Value k = a->keys[0];
    if (k.kind == VAL_REGEXP)
        return value_from_type(type_new_regexp(a->ctx, k.as.regexp->pattern));
    if (k.kind != VAL_STRING)
        return param_fail_key_classes(a, 0, "String or Regexp");
    /* PRegexpType compiles its pattern lazily (Pattern compiles eagerly, to catch errors) */
    return value_from_type(type_new_regexp(a->ctx, k.as.string));
}

Value param_boolean(TypeAccess *a) {
    param_flatten(a);
    if (a->count != 1)
        return param_fail_type_arity(a, 1, 1, a->where);
    if (a->keys[0].kind != VAL_BOOLEAN)
        return param_fail_key_classes(a, 0, "TrueClass or FalseClass");
    return value_from_type(type_new_boolean(a->keys[0].as.boolean));
}

Value param_runtime(TypeAccess *a) {
    param_flatten(a);
    if (a->count != 2)
        return param_fail_type_arity(a, 1, 2, a->where);   /* assert_keys words its minimum as 1 */
    for (size_t i = 0; i < 2; i++)
        if (a->keys[i].kind != VAL_STRING)
            return param_fail_key_classes(a, i, "String or String");
    if (a->keys[1].as.string->len == 0)
        return param_fail_runtime_name(a);
    return value_from_type(type_new_runtime(a->ctx, a->keys[0].as.string, a->keys[1].as.string));
}

/* The value of a string key of a time hash, undef when absent (the reference's hash['key']). */
static Value time_hash_get(const Hash *h, const char *key) {
    size_t n = strlen(key);
    for (size_t i = 0; i < h->count; i++) {
        Value k = h->entries[i].key;
        if (k.kind == VAL_STRING && k.as.string->len == n && memcmp(k.as.string->bytes, key, n) == 0)
            return h->entries[i].value;
    }
    return value_undef();
}

/* How Ruby names a value in its conversion errors: nil, true and false by themselves, the
 * rest by class ("no implicit conversion of nil into String"). */
static const char *time_ruby_operand(Value v) {
    if (v.kind == VAL_UNDEF)
        return "nil";
    if (v.kind == VAL_BOOLEAN)
        return v.as.boolean ? "true" : "false";
    return param_ruby_class_name(v);
}

/* The text of key i parsed as the base's kind (format and timezone default() when not given);
 * a parse error becomes the key's failure. */
static bool time_parsed(TypeAccess *a, size_t i, const Str *text, Value format, Value timezone, int64_t *out) {
    Value parsed = a->base->kind == TYPE_TIMESPAN ? timespan_parse(a->ctx, text, format, param_key_span(a, i))
                                                  : timestamp_parse(a->ctx, text, format, timezone, param_key_span(a, i));
    if (value_is_abrupt(parsed)) {
        const char *message = a->ctx->unwind.message;
        ctx_clear_unwind(a->ctx);
        param_fail_argument(a, message ? message : "invalid time");
        return false;
    }
    *out = parsed.as.integer;
    return true;
}

/* A hash end, as Timespan.from_hash / Timestamp.from_hash read it: a 'string' (with an
 * optional 'format' and, for a Timestamp, 'timezone') is parsed; a Timespan without 'string'
 * sums its fields (days..nanoseconds, each defaulting to 0, Floats allowed, 'negative' by
 * Ruby truth), so unknown keys give zero. Failures are the Ruby errors the reference shows. */
static bool time_end_from_hash(TypeAccess *a, size_t i, const Hash *h, int64_t *out) {
    TypeKind kind = a->base->kind;
    bool has_string = false;
    for (size_t e = 0; e < h->count; e++) {
        Value k = h->entries[e].key;
        if (k.kind == VAL_STRING && k.as.string->len == 6 && memcmp(k.as.string->bytes, "string", 6) == 0)
            has_string = true;
    }
    if (kind == TYPE_TIMESTAMP || has_string) {
        Value text = time_hash_get(h, "string");
        if (text.kind != VAL_STRING) {
            param_fail_argument(a, ctx_sprintf(a->ctx, "no implicit conversion of %s into String", time_ruby_operand(text)));
            return false;
        }
        return time_parsed(a, i, text.as.string, time_hash_get(h, "format"), time_hash_get(h, "timezone"), out);
    }
    /* ((((days * 24 + hours) * 60 + minutes) * 60 + seconds) * 1000 + ms) * 1000 + us) * 1000 + ns */
    static const char *const fields[] = { "days", "hours", "minutes", "seconds", "milliseconds", "microseconds", "nanoseconds" };
    static const double factors[] = { 24, 60, 60, 1000, 1000, 1000, 1 };
    double total = 0;
    for (size_t f = 0; f < 7; f++) {
        Value v = time_hash_get(h, fields[f]);
        double x = 0;
        if (v.kind == VAL_INTEGER)
            x = (double)v.as.integer;
        else if (v.kind == VAL_FLOAT)
            x = v.as.floating;
        else if (v.kind != VAL_UNDEF && !(v.kind == VAL_BOOLEAN && !v.as.boolean)) {
            /* days is multiplied first: a String or Array repeats, then adding an Integer fails */
            const char *message = f == 0 && (v.kind == VAL_STRING || v.kind == VAL_ARRAY)
                                      ? ctx_sprintf(a->ctx, "no implicit conversion of Integer into %s", param_ruby_class_name(v))
                                      : ctx_sprintf(a->ctx, "%s can't be coerced into Integer", time_ruby_operand(v));
            param_fail_argument(a, message);
            return false;
        }
        total = (total + x) * factors[f];
    }
    Value negative = time_hash_get(h, "negative");
    if (negative.kind != VAL_UNDEF && !(negative.kind == VAL_BOOLEAN && !negative.as.boolean))
        total = -total;
    if (!(total >= -9.2e18 && total <= 9.2e18)) {
        param_fail_argument(a, "Timespan out of range");
        return false;
    }
    *out = (int64_t)total;
    return true;
}

/* Timespan/Timestamp[from, to]: each end a number of seconds, a string to parse, a hash of
 * the kind's new() (a string and format, or a Timespan's fields), a value of the kind, or
 * default. */
static bool time_end(TypeAccess *a, size_t i, int64_t unbounded, int64_t *out) {
    Value k = a->keys[i];
    TypeKind kind = a->base->kind;
    if (k.kind == VAL_DEFAULT || k.kind == VAL_UNDEF) {
        *out = unbounded;
        return true;
    }
    if ((kind == TYPE_TIMESPAN && k.kind == VAL_TIMESPAN) || (kind == TYPE_TIMESTAMP && k.kind == VAL_TIMESTAMP)) {
        *out = k.as.integer;
        return true;
    }
    if (k.kind == VAL_INTEGER || k.kind == VAL_FLOAT)
        return time_seconds_to_ns(a->ctx, k, out, param_key_span(a, i));
    if (k.kind == VAL_HASH)
        return time_end_from_hash(a, i, k.as.hash, out);
    if (k.kind == VAL_STRING)
        return time_parsed(a, i, k.as.string, value_default(), value_default(), out);
    param_fail_argument(a, ctx_sprintf(a->ctx, "Unable to create a %s from a %s",
                                 kind == TYPE_TIMESPAN ? "Puppet::Pops::Time::Timespan" : "Puppet::Pops::Time::Timestamp",
                                 param_ruby_class_name(k)));
    return false;
}

Value param_time(TypeAccess *a) {
    param_flatten(a);
    if (a->count > 2)
        return param_fail_type_arity(a, 0, 2, a->where);
    int64_t from = TYPE_UNBOUNDED_FROM, to = TYPE_UNBOUNDED_TO;
    bool float_from = a->count >= 1 && a->keys[0].kind == VAL_FLOAT;
    bool float_to = a->count >= 2 && a->keys[1].kind == VAL_FLOAT;
    if (a->count >= 1 && !time_end(a, 0, TYPE_UNBOUNDED_FROM, &from))
        return value_abrupt();
    if (a->count >= 2 && !time_end(a, 1, TYPE_UNBOUNDED_TO, &to))
        return value_abrupt();
    if (from > to) {
        const Type *k = a->base;
        const Str *f = k->kind == TYPE_TIMESPAN ? timespan_to_string(a->ctx, from) : timestamp_to_string(a->ctx, from);
        const Str *t = k->kind == TYPE_TIMESPAN ? timespan_to_string(a->ctx, to) : timestamp_to_string(a->ctx, to);
        return param_fail_argument(a, ctx_sprintf(a->ctx, "'from' must be less or equal to 'to'. Got (%s, %s", f->bytes, t->bytes));
    }
    return value_from_type(type_new_time_from(a->ctx, a->base->kind, from, to, float_from, float_to));
}

Value param_semver(TypeAccess *a) {
    param_flatten(a);
    if (a->count < 1)
        return param_fail_type_arity(a, 1, -1, a->where);
    const SemVerRange **ranges = ctx_alloc(a->ctx, a->count * sizeof *ranges);
    for (size_t i = 0; i < a->count; i++) {
        Value k = a->keys[i];
        if (k.kind == VAL_SEMVER_RANGE) {
            ranges[i] = k.as.semver_range;
        } else if (k.kind == VAL_STRING) {
            const char *error = NULL;
            ranges[i] = semver_range_parse(a->ctx, k.as.string->bytes, k.as.string->len, &error);
            if (!ranges[i])
                return param_fail_argument(a, error ? error : "invalid version range");
        } else {
            return param_fail_key_classes(a, i, "String or SemanticPuppet::VersionRange");
        }
    }
    size_t n = a->count;
    if (n > 1) {
        const SemVerRange **merged = ctx_alloc(a->ctx, n * sizeof *merged);
        n = semver_ranges_normalize(a->ctx, ranges, n, merged);
        ranges = merged;
    }
    return value_from_type(type_new_semver(a->ctx, ranges, n));
}
