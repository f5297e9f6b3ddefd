/* hiera.h: Hiera 5 lookups, as Puppet 7's lookup framework (lib/puppet/pops/lookup*) does them:
 * the global layer (the run's hiera_config), the environment layer (<environment>/hiera.yaml)
 * and the module layer (<module>/hiera.yaml, only for keys in the module's namespace), each a
 * hierarchy of data files (yaml_data, json_data) or Puppet-language functions, merged with the
 * strategies first, unique, hash and deep, under lookup_options, with %{...} interpolation.
 *
 * Central idea: a lookup is a walk over the reference's tree of data providers (global, then
 * environment, then module; in each, the hierarchy levels; in each level, its locations) with a
 * merge strategy deciding at each fork whether to stop at the first value found or to merge
 * them all. The walk records, when asked, an explanation: the tree of what was searched and what
 * was found, which is `puppet lookup --explain`'s content (hiera_explain.c).
 *
 * Layer: hiera/ sits above env/ (it reads hiera.yaml and data files through env_read_file, which
 * serves the disk natively and the virtual file tree in wasm) and eval/ (interpolation reads
 * variables, data_hash functions and convert_to run Puppet code), and below functions/ (lookup,
 * hiera, hiera_array, hiera_hash, hiera_include) and catalog/ (automatic class parameter
 * lookup). Everything lives in the run's arena; parsed files and configurations are kept for the
 * rest of the run (ctx->hiera), as the reference keeps them for the compilation.
 */
#ifndef PUPPET_HIERA_H
#define PUPPET_HIERA_H

#include <stdbool.h>
#include <stddef.h>

#include "eval/eval_call.h"
#include "eval/scope.h"
#include "support/ctx.h"
#include "values/value.h"

/* Who asks: the reference's lookup function, one of the hiera_* functions (whose merge is
 * fixed and whose search is the global layer's only unless the environment has a version 5
 * hiera.yaml), or the automatic parameter lookup of a class. */
typedef enum HieraCaller {
    HIERA_CALLER_LOOKUP,
    HIERA_CALLER_HIERA,          /* hiera(): first found */
    HIERA_CALLER_HIERA_ARRAY,    /* hiera_array(): unique */
    HIERA_CALLER_HIERA_HASH,     /* hiera_hash(): hash */
} HieraCaller;

/* One call of Puppet::Pops::Lookup.lookup. */
typedef struct HieraRequest {
    HieraCaller caller;
    const Value *names;          /* the names tried in order (Strings) */
    size_t name_count;
    Value name;                  /* what a lambda is given: the name or the array of names */
    const Type *value_type;      /* NULL: any value */
    Value merge;                 /* undef: none given (lookup_options may give one) */
    bool has_default;
    Value default_value;
    const Hash *override;        /* NULL: none */
    const Hash *default_values;  /* NULL: none */
    const Callable *block;       /* the default lambda, or NULL */
} HieraRequest;

/* Looks the request's names up from the current scope as the reference's Lookup.lookup does:
 * each name in the override hash, then in the data; then in the default values hash; then the
 * lambda, the default or the reference's "Function lookup() did not find a value ...". Returns
 * the value, or value_abrupt() after the error as the reference reports it from the function
 * `site` (its own words, some printed as they are, others wrapped as an error of the call). */
Value hiera_lookup(Ctx *ctx, const CallSite *site, const HieraRequest *request);

/* Automatic class parameter lookup (Puppet::Resource::Type#inject_external_parameters): the
 * value of `<class>::<param>` for a class declared without that parameter, searched from the
 * class's scope. Returns true with *found set (false: no data, the default applies), or false
 * after an error recorded as the reference reports it. */
bool hiera_parameter_lookup(Ctx *ctx, Scope *class_scope, const char *class_name, const char *param, bool *found,
                            Value *value);

/* The explanation of a lookup of `key` from the top scope, as `puppet lookup --compile --explain
 * KEY` prints it after compiling the run's program (text), and as a JSON object of the same tree
 * (the reference's --render-as json of the explainer). Either may be NULL. Returns false after
 * an error that is no lookup's (the explanation of a failed lookup includes its error). */
bool hiera_explain(Ctx *ctx, const char *key, const char **text, const char **json);

/* SubLookup#split_key: a key without quotes or dots is one segment; else segments between dots,
 * quoted ones unquoted, numeric ones (/^:?[+-]?[0-9]+$/) as Integers. Returns false (nothing
 * recorded) when the key has a syntax error. */
bool hiera_split_key(Ctx *ctx, const Str *key, Value **segments, size_t *count);

#endif
