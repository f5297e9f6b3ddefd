/* functions_lookup.c: lookup and the hiera functions (hiera, hiera_array, hiera_hash,
 * hiera_include): their signatures, then the search of hiera/hiera.h.
 *
 * The reference's lib/puppet/functions/lookup.rb and hiera/puppet_function.rb:
 *   - the dispatches and their types, so a wrong call fails as the reference's does;
 *   - lookup's arguments become Puppet::Pops::Lookup.lookup's (hiera_lookup): per name the
 *     `override` hash, the data, the `default_values_hash`; then the lambda, the default value or
 *     "Function lookup did not find a value for the name 'x'";
 *   - the hiera functions warn once each that they are deprecated (unless --strict=off), merge
 *     first (hiera), unique (hiera_array) or hash (hiera_hash), and search the global layer only
 *     unless the environment has a version 5 hiera.yaml; hiera_include includes what it found.
 */
#include <string.h>

#include "support/ctx.h"
#include "eval/eval_internal.h"
#include "functions/fnlib.h"
#include "text/format.h"
#include "eval/function.h"
#include "hiera/hiera.h"
#include "types/type.h"

#define PUPPET_MINOR_VERSION "7.23"

typedef HieraRequest LookupRequest;

/* Lookup.lookup of the request's name (a String or an Array of Strings). */
static Value do_lookup(Ctx *ctx, const CallSite *site, LookupRequest *r) {
    r->names = r->name.kind == VAL_ARRAY ? r->name.as.array->items : &r->name;
    r->name_count = r->name.kind == VAL_ARRAY ? r->name.as.array->count : 1;
    return hiera_lookup(ctx, site, r);
}

/* --- lookup ---------------------------------------------------------------------------------- */

static const Type *type_arg(Value v) {
    return v.kind == VAL_TYPE ? v.as.type : NULL;
}

static LookupRequest request(Value name, const Callable *block) {
    LookupRequest r = { .caller = HIERA_CALLER_LOOKUP, .name = name, .merge = value_undef(),
                        .default_value = value_undef(), .block = block };
    return r;
}

/* lookup_1 and lookup_3: (name, [value_type, [merge]]) with or without a lambda. */
static Value lookup_positional(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    LookupRequest r = request(args[0], block);
    r.value_type = count > 1 ? type_arg(args[1]) : NULL;
    r.merge = count > 2 ? args[2] : value_undef();
    return do_lookup(ctx, site, &r);
}

/* lookup_2: (name, value_type, merge, default_value). */
static Value lookup_with_default(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    (void)count;
    LookupRequest r = request(args[0], block);
    r.value_type = type_arg(args[1]);
    r.merge = args[2];
    r.has_default = true;
    r.default_value = args[3];
    return do_lookup(ctx, site, &r);
}

static Value option(Ctx *ctx, const Hash *options, const char *key, bool *present) {
    Value v;
    bool has = hash_get(options, value_cstring(ctx, key), &v);
    if (present)
        *present = has;
    return has ? v : value_undef();
}

/* lookup_4 and lookup_5: the options hash (with the name, or after it). */
static Value lookup_options_hash(Ctx *ctx, const CallSite *site, Value name, const Hash *options,
                                 const Callable *block) {
    LookupRequest r = request(name, block);
    r.value_type = type_arg(option(ctx, options, "value_type", NULL));
    r.default_value = option(ctx, options, "default_value", &r.has_default);
    r.merge = option(ctx, options, "merge", NULL);
    Value override = option(ctx, options, "override", NULL);
    Value defaults = option(ctx, options, "default_values_hash", NULL);
    r.override = override.kind == VAL_HASH ? override.as.hash : NULL;
    r.default_values = defaults.kind == VAL_HASH ? defaults.as.hash : NULL;
    return do_lookup(ctx, site, &r);
}

static Value lookup_named(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    return lookup_options_hash(ctx, site, option(ctx, args[0].as.hash, "name", NULL), args[0].as.hash, block);
}

static Value lookup_name_and_options(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                     const Callable *block) {
    (void)count;
    return lookup_options_hash(ctx, site, args[0], args[1].as.hash, block);
}

/* --- hiera, hiera_array, hiera_hash, hiera_include -------------------------------------------- */

static void warn_deprecated(Ctx *ctx, const CallSite *site) {
    if (ctx->options->strict == PUPPET_STRICT_OFF)
        return;
    fnlib_warn_once(ctx, ctx_sprintf(ctx, "deprecations %s", site->name),
                    ctx_sprintf(ctx, "The function '%s' is deprecated in favor of using 'lookup'. See "
                                     "https://puppet.com/docs/puppet/" PUPPET_MINOR_VERSION "/deprecated_language.html",
                                site->name));
}

/* Hiera::PuppetFunction#post_lookup: hiera_include includes what it found. */
static Value post_lookup(Ctx *ctx, const CallSite *site, Value key, Value v) {
    if (value_is_abrupt(v) || strcmp(site->name, "hiera_include") != 0)
        return v;
    if (v.kind == VAL_UNDEF)
        return function_error(ctx, site, "Could not find data item %s", key.as.string->bytes);
    bool empty = (v.kind == VAL_STRING || v.kind == VAL_BINARY) ? v.as.string->len == 0
               : v.kind == VAL_ARRAY ? v.as.array->count == 0
               : v.kind == VAL_HASH ? v.as.hash->count == 0
                                     : false;
    if (empty)
        return value_undef();
    CallSite include = *site;
    include.name = "include";
    Value result;
    if (!function_call_builtin(ctx, &include, &v, 1, NULL, &result))
        return function_error(ctx, site, "Unknown function: 'include'");
    TRY(result);
    return value_undef();
}

static Value hiera_call(Ctx *ctx, const CallSite *site, Value key, bool has_default, Value default_value,
                        const Callable *block) {
    warn_deprecated(ctx, site);
    LookupRequest r = request(key, block);
    r.has_default = has_default;
    r.default_value = default_value;
    /* hiera_include merges as hiera_array does */
    r.caller = strcmp(site->name, "hiera_array") == 0 || strcmp(site->name, "hiera_include") == 0
                   ? HIERA_CALLER_HIERA_ARRAY
             : strcmp(site->name, "hiera_hash") == 0   ? HIERA_CALLER_HIERA_HASH
                                                       : HIERA_CALLER_HIERA;
    return post_lookup(ctx, site, key, do_lookup(ctx, site, &r));
}

/* (key), (key, default, [override]): the override (a Hiera 3 hierarchy level) is ignored. */
static Value hiera_positional(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    return hiera_call(ctx, site, args[0], count > 1, count > 1 ? args[1] : value_undef(), block);
}

/* hiera_splat: an array of the positional arguments (the reference means to spread it, but
 * calls a method it does not have). */
static Value hiera_splat(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    const Array *a = args[0].as.array;
    return hiera_positional(ctx, site, a->items, a->count, block);
}

/* (key, override) with a lambda. */
static Value hiera_block_override(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                  const Callable *block) {
    (void)count;
    return hiera_call(ctx, site, args[0], false, value_undef(), block);
}

#define LOOKUP_TYPES                                                                                      \
    "type NameType = Variant[String, Array[String]]; "                                                    \
    "type ValueType = Type; "                                                                             \
    "type DefaultValueType = Any; "                                                                       \
    "type MergeType = Variant[String[1], Hash[String, Scalar]]; "                                         \
    "type BlockType = Callable[NameType]; "                                                               \
    "type OptionsWithName = Struct[{name => NameType, value_type => Optional[ValueType], "                \
    "default_value => Optional[DefaultValueType], override => Optional[Hash[String, Any]], "              \
    "default_values_hash => Optional[Hash[String, Any]], merge => Optional[MergeType]}]; "                \
    "type OptionsWithoutName = Struct[{value_type => Optional[ValueType], "                               \
    "default_value => Optional[DefaultValueType], override => Optional[Hash[String, Any]], "              \
    "default_values_hash => Optional[Hash[String, Any]], merge => Optional[MergeType]}]; "

#define HIERA_FUNCTION(fname)                                                                             \
    { fname, { { "(Tuple[String, Any, Any, 1, 3] $args)", hiera_splat },                                 \
               { "(String $key)", hiera_positional },                                                     \
               { "(String $key, Any $default, Any $override = undef)", hiera_positional },                \
               { "(String $key, Callable[1,1] &$default_block)", hiera_positional },                      \
               { "(String $key, Any $override, Callable[1,1] &$default_block)", hiera_block_override } } }

const BuiltinFunction functions_lookup[] = {
    { "lookup", {
        { LOOKUP_TYPES "(NameType $name, ValueType $value_type = undef, MergeType $merge = undef)",
          lookup_positional },
        { "(NameType $name, Optional[ValueType] $value_type, Optional[MergeType] $merge, "
          "DefaultValueType $default_value)", lookup_with_default },
        { "(NameType $name, ValueType $value_type = undef, MergeType $merge = undef, BlockType &$block)",
          lookup_positional },
        { "(OptionsWithName $options_hash, Optional[BlockType] &$block)", lookup_named },
        { "(Variant[String, Array[String]] $name, OptionsWithoutName $options_hash, "
          "Optional[BlockType] &$block)", lookup_name_and_options },
    } },
    HIERA_FUNCTION("hiera"),
    HIERA_FUNCTION("hiera_array"),
    HIERA_FUNCTION("hiera_hash"),
    HIERA_FUNCTION("hiera_include"),
    { NULL, { { NULL, NULL } } },
};
