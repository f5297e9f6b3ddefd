/* convert_internal.h: what the convert*.c files share with each other and nothing else.
 *
 * Every constructor is a dispatch of a built-in function (function.h) registered under a name
 * no Puppet call can spell ("new Integer": names have no blanks), so that the reference's
 * signatures are data, parsed once, and a failed dispatch is described exactly as the
 * reference describes it. Messages show the reference's own function names ('new',
 * 'new_numeric', 'new_float' ...), see convert.c.
 */
#ifndef PUPPET_CONVERT_INTERNAL_H
#define PUPPET_CONVERT_INTERNAL_H

#include "functions/convert.h"
#include "support/ctx.h"
#include "eval/function.h"
#include "types/type.h"

/* The reference's argument_mismatch handlers: reports "'<label>' <message>" as the reference's
 * dispatcher does, where label is the reference's function name of the call's constructor. */
Value convert_mismatch(Ctx *ctx, const CallSite *site, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/* "Value of type Array[Integer] cannot be converted to <target>" / "The string 'x' cannot be
 * converted to <target>": the argument_mismatch message most constructors share. */
Value convert_cannot(Ctx *ctx, const CallSite *site, Value from, const char *target);

/* The generalized type of v as messages show it ("Array[Integer]", "Hash[String, Integer]"). */
const char *convert_type_label(Ctx *ctx, Value v);

/* Iterable.on(v).to_a: the values an iterable yields, as an Array value. */
Value convert_iterable_to_array(Ctx *ctx, Value v, SrcSpan where);

/* Looks key up in a hash whose keys are strings; false when absent. */
bool convert_hash_get(const Hash *h, const char *key, Value *out);

/* The dispatch implementations, by file. */
/* convert_numeric.c */
Value convert_numeric_from_args(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_numeric_from_hash(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_numeric_on_error(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_integer_from_args(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_integer_from_hash(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_integer_on_error_hash(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_integer_on_error(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_float_from_args(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_float_from_hash(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_float_on_error(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_boolean_from_args(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_boolean_on_error(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
/* convert_collection.c */
Value convert_array_to_array(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_array_wrapped(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_array_on_error(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_hash_from_tree(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_hash_from_tuples(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_hash_from_array(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
/* convert_misc.c */
Value convert_string_from_args(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_regexp_from_string(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_type_from_string(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_unit_from_args(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_sensitive_from_any(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_binary_from_string(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_binary_from_array(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_binary_from_hash(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
/* convert_uri.c */
Value convert_uri_from_string(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_uri_from_hash(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
/* convert_time.c */
Value convert_semver_from_string(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_semver_from_args(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_semver_from_hash(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_semver_on_error(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_semver_range_from_string(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_semver_range_from_versions(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_semver_range_from_hash(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_timespan_from_seconds(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_timespan_from_string(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_timespan_from_fields(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_timespan_from_string_hash(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_timespan_from_fields_hash(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_timestamp_now(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_timestamp_from_seconds(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_timestamp_from_string(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_timestamp_from_string_hash(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_strftime_timespan(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_strftime_timestamp(Ctx *, const CallSite *, const Value *, size_t, const Callable *);
Value convert_strftime_legacy(Ctx *, const CallSite *, const Value *, size_t, const Callable *);

/* The reference's number patterns (types.rb), as regexp sources for the signatures. */
#define CONVERT_SIGN_PREFIX "[+-]?\\s*"
#define CONVERT_INTEGER_HEX "(?:0[xX][0-9A-Fa-f]+)"
#define CONVERT_INTEGER_OCT "(?:0[0-7]+)"
#define CONVERT_INTEGER_BIN "(?:0[bB][01]+)"
#define CONVERT_INTEGER_DEC "(?:0|[1-9]\\d*)"
#define CONVERT_FLOAT_DEC "(?:" CONVERT_INTEGER_DEC "(?:\\.\\d+)?(?:[eE]-?\\d+)?)"
#define CONVERT_INTEGER_PATTERN_LENIENT \
    "\\A" CONVERT_SIGN_PREFIX "(?:(?:\\d+)|" CONVERT_INTEGER_HEX "|" CONVERT_INTEGER_BIN ")\\z"
#define CONVERT_FLOAT_PATTERN \
    "\\A" CONVERT_SIGN_PREFIX "(?:" CONVERT_FLOAT_DEC "|" CONVERT_INTEGER_HEX "|" CONVERT_INTEGER_OCT "|" \
    CONVERT_INTEGER_BIN ")\\z"

#endif
