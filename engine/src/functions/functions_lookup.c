/* functions_lookup.c: lookup and the hiera functions (hiera, hiera_array, hiera_hash,
 * hiera_include), over no data.
 *
 * A playground run has no Hiera configuration or data files, so every search finds nothing,
 * as the reference's does where none are configured; everything else is the reference's
 * (lib/puppet/functions/lookup.rb, Puppet::Pops::Lookup.lookup, hiera/puppet_function.rb):
 *   - the dispatches and their types, so a wrong call fails as the reference's does;
 *   - per name, in order: the `override` hash, then the search (where a malformed dotted key,
 *     "Syntax error in key: 'a..b'", and a bad merge strategy or merge options are reported),
 *     then the `default_values_hash`; then the lambda's value, the default value, or the
 *     reference's "Function lookup did not find a value for the name 'x'", an error printed
 *     without "Evaluation Error" or a location (Puppet::DataBinding::LookupError);
 *   - each value found or given is checked against the value type ("Default value has wrong
 *     type, expects ...");
 *   - the hiera functions warn once each that they are deprecated (unless --strict=off) and
 *     validate no merge strategy (they search the global layer only); hiera_include includes
 *     the classes it is given as default.
 */
#include <string.h>

#include "support/ctx.h"
#include "eval/eval_internal.h"
#include "functions/fnlib.h"
#include "text/format.h"
#include "eval/function.h"
#include "types/type.h"

#define PUPPET_MINOR_VERSION "7.23"

typedef struct LookupRequest {
    Value name;                 /* a String or an Array of Strings */
    const Type *value_type;     /* NULL: any value */
    Value merge;                /* undef: none given */
    bool has_default;
    Value default_value;
    const Hash *override;       /* NULL: none */
    const Hash *default_values; /* NULL: none */
    const Callable *block;
    bool hiera;                 /* a hiera_* call: no merge strategy check */
} LookupRequest;

/* TypeAsserter.assert_instance_of: the value, or value_abrupt() after "<subject> has wrong
 * type, ...". */
static Value assert_value(Ctx *ctx, const CallSite *site, const Type *type, const char *subject, Value v) {
    if (!type || type_is_instance(ctx, type, v))
        return v;
    return function_error(ctx, site, "%s",
                          type_mismatch_describe(ctx, ctx_sprintf(ctx, "%s has wrong type,", subject), type, v));
}

/* The names of the merge strategies, and the options each accepts (merge_strategy.rb). */
static const struct {
    const char *name;
    const char *options;
} STRATEGIES[] = {
    { "first", "Struct[{strategy => Optional[Pattern[/first/]]}]" },
    { "unique", "Struct[{strategy => Optional[Pattern[/unique/]]}]" },
    { "hash", "Struct[{strategy => Optional[Pattern[/hash/]]}]" },
    { "deep", "Struct[{strategy => Optional[Pattern[deep]], knockout_prefix => Optional[String], "
              "merge_debug => Optional[Boolean], merge_hash_arrays => Optional[Boolean], "
              "sort_merged_arrays => Optional[Boolean]}]" },
    { "default", "Struct[{strategy => Optional[Pattern[/default/]]}]" },
    { "unconstrained_deep", "Hash[String[1], Any]" },
    { "reverse_deep", "Hash[String[1], Any]" },
};

/* MergeStrategy.strategy(merge): true when merge names a strategy with valid options; else
 * false after the reference's error. */
static bool check_merge(Ctx *ctx, const CallSite *site, Value merge) {
    if (merge.kind == VAL_UNDEF)
        return true;
    Value name = merge;
    bool with_options = false;
    if (merge.kind == VAL_HASH) {
        Value found;
        if (!hash_get(merge.as.hash, value_cstring(ctx, "strategy"), &found) || found.kind == VAL_UNDEF) {
            function_error(ctx, site, "The hash given as 'merge' must contain the name of a strategy in string form "
                                      "for the key 'strategy'");
            return false;
        }
        name = found;
        with_options = merge.as.hash->count > 1;
    }
    const char *text = name.kind == VAL_STRING ? name.as.string->bytes : format_to_string(ctx, name)->bytes;
    for (size_t i = 0; i < sizeof STRATEGIES / sizeof STRATEGIES[0]; i++) {
        if (name.kind != VAL_STRING || strcmp(STRATEGIES[i].name, text) != 0)
            continue;
        if (with_options) {
            const Type *t = type_parse(ctx, STRATEGIES[i].options);
            if (!t)
                return false;
            return !value_is_abrupt(assert_value(ctx, site, t, "The merge options", merge));
        }
        return true;
    }
    function_error(ctx, site, "Unknown merge strategy: '%s'", text);
    return false;
}

/* Puppet::DataBinding::LookupError: printed as is, without "Evaluation Error" or a location. */
static Value lookup_error(Ctx *ctx, const char *message) {
    ctx_error(ctx, span_none(), "%s", message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    ctx->interp->error_from_puppet = true;   /* not wrapped as an error of the call */
    return value_abrupt();
}

/* The search of one key in the (empty) data: false after an error, else true (nothing
 * found). */
static bool search(Ctx *ctx, const CallSite *site, const LookupRequest *r, const Str *key) {
    /* the key 'lookup_options' is reserved: never found as data */
    if ((key->len == 14 || (key->len > 14 && key->bytes[14] == '.')) && memcmp(key->bytes, "lookup_options", 14) == 0)
        return true;
    Value *segments;
    size_t count;
    if (!fnlib_split_key(ctx, key, &segments, &count)) {
        lookup_error(ctx, ctx_sprintf(ctx, "Syntax error in key: '%s'", key->bytes));
        return false;
    }
    return r->hiera || check_merge(ctx, site, r->merge);
}

/* Puppet::Pops::Lookup.lookup. */
static Value do_lookup(Ctx *ctx, const CallSite *site, const LookupRequest *r) {
    const Value *names = r->name.kind == VAL_ARRAY ? r->name.as.array->items : &r->name;
    size_t count = r->name.kind == VAL_ARRAY ? r->name.as.array->count : 1;
    for (size_t i = 0; i < count; i++) {
        Value found;
        if (r->override && hash_get(r->override, names[i], &found))
            return assert_value(ctx, site, r->value_type,
                                ctx_sprintf(ctx, "Value found for key '%s' in override hash", names[i].as.string->bytes),
                                found);
        if (!search(ctx, site, r, names[i].as.string))
            return value_abrupt();
    }
    if (r->default_values)
        for (size_t i = 0; i < count; i++) {
            Value found;
            if (hash_get(r->default_values, names[i], &found))
                return assert_value(ctx, site, r->value_type,
                                    ctx_sprintf(ctx, "Value found for key '%s' in default values hash",
                                                names[i].as.string->bytes),
                                    found);
        }
    if (r->block) {
        Value v = callable_call(ctx, r->block, &r->name, 1, site->span);
        TRY(v);
        return assert_value(ctx, site, r->value_type, "Value returned from default block", v);
    }
    if (r->has_default)
        return assert_value(ctx, site, r->value_type, "Default value", r->default_value);
    if (count == 1)
        return lookup_error(ctx, ctx_sprintf(ctx, "Function lookup did not find a value for the name '%s'",
                                             names[0].as.string->bytes));
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < count; i++)
        strbuf_printf(&sb, "%s'%s'", i ? ", " : "", names[i].as.string->bytes);
    return lookup_error(ctx, ctx_sprintf(ctx, "Function lookup did not find a value for any of the names [%s]",
                                         strbuf_finish(&sb)->bytes));
}

/* --- lookup ---------------------------------------------------------------------------------- */

static const Type *type_arg(Value v) {
    return v.kind == VAL_TYPE ? v.as.type : NULL;
}

static LookupRequest request(Value name, const Callable *block) {
    LookupRequest r = { .name = name, .merge = value_undef(), .default_value = value_undef(), .block = block };
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

static Value hiera_lookup(Ctx *ctx, const CallSite *site, Value key, bool has_default, Value default_value,
                          const Callable *block) {
    warn_deprecated(ctx, site);
    LookupRequest r = request(key, block);
    r.has_default = has_default;
    r.default_value = default_value;
    r.hiera = true;
    return post_lookup(ctx, site, key, do_lookup(ctx, site, &r));
}

/* (key), (key, default, [override]): the override (a Hiera 3 hierarchy level) is ignored. */
static Value hiera_positional(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    return hiera_lookup(ctx, site, args[0], count > 1, count > 1 ? args[1] : value_undef(), block);
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
    return hiera_lookup(ctx, site, args[0], false, value_undef(), block);
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
