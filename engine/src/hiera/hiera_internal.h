/* hiera_internal.h: what the hiera_*.c files share with each other and nothing else.
 *
 * The reference's lookup framework is built on Ruby's throw/catch (`:no_such_key`) and on
 * exceptions of three families that it converts into each other at fixed points. Here:
 *   - a search answers HIERA_FOUND (with the value), HIERA_NOT_FOUND (the throw), or
 *     HIERA_FAILED with the error in ctx->unwind and its family in ctx->hiera->error_class;
 *   - the families are Puppet::DataBinding::LookupError (printed as it is, without
 *     "Evaluation Error" or the call's location), the same with an issue code (hiera.yaml's
 *     problems: never rewrapped), Puppet::Error (evaluation errors, type assertions: wrapped as
 *     an error of the lookup call) and Ruby's other errors (ArgumentError: wrapped likewise);
 *   - Invocation#check (hiera_check_*) turns a Puppet::Error into a LookupError with the same
 *     message, and the global layer turns a LookupError without an issue code into the
 *     Puppet::Error "Lookup of key '<top key>' failed: ..." (lookup_global's rescue).
 * Files: hiera_lookup.c (Lookup.lookup, the LookupAdapter: layers, lookup_options,
 * convert_to), hiera_config.c (hiera.yaml versions 3 to 5, the hierarchy's levels and their
 * locations), hiera_data.c (the data providers: yaml_data, json_data, Puppet functions, the
 * values they give), hiera_interpolate.c (%{...}, keys, sub-keys, scope variables),
 * hiera_merge.c (the merge strategies), hiera_explain.c (the explanation tree),
 * hiera_context.c (the Puppet::LookupContext object given to data functions).
 */
#ifndef PUPPET_HIERA_INTERNAL_H
#define PUPPET_HIERA_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "hiera/hiera.h"
#include "support/strbuf.h"
#include "values/name_table.h"

typedef struct YamlRubyObject YamlRubyObject;   /* data/yaml_value.h */

typedef enum HieraStatus {
    HIERA_FOUND,
    HIERA_NOT_FOUND,
    HIERA_FAILED,
} HieraStatus;

typedef enum HieraErrorClass {
    HIERA_ERROR_LOOKUP,       /* Puppet::DataBinding::LookupError */
    HIERA_ERROR_ISSUE,        /* a LookupError with an issue code */
    HIERA_ERROR_PUPPET,       /* Puppet::Error */
    HIERA_ERROR_EVALUATION,   /* an error of Puppet code run by the lookup (a Puppet::Error too) */
    HIERA_ERROR_RUBY,         /* StandardError */
} HieraErrorClass;

/* --- merge strategies (hiera_merge.c) ----------------------------------------------------- */

typedef enum HieraMergeKind {
    HIERA_MERGE_DEFAULT,      /* first found, when none was given */
    HIERA_MERGE_FIRST,
    HIERA_MERGE_UNIQUE,
    HIERA_MERGE_HASH,
    HIERA_MERGE_DEEP,
    HIERA_MERGE_UNCONSTRAINED_DEEP,   /* Hiera 3's deeper */
    HIERA_MERGE_REVERSE_DEEP,         /* Hiera 3's deep */
} HieraMergeKind;

typedef struct HieraMerge {
    HieraMergeKind kind;
    const Hash *options;      /* the options given (with 'strategy'), or NULL */
    const Str *knockout_prefix;
    bool merge_hash_arrays, sort_merged_arrays;
} HieraMerge;

/* MergeStrategy.strategy(merge): undef is the default (first found); a String names a
 * strategy; a Hash names it under 'strategy', with options. Returns false after the
 * reference's error ("Unknown merge strategy: 'x'", "The merge options has wrong type, ..."). */
bool hiera_merge_strategy(Ctx *ctx, Value merge, HieraMerge *out);

/* The strategy's name as the reference's MergeStrategy.key ("first", "deep", ...). */
const char *hiera_merge_name(HieraMergeKind kind);

/* Whether the strategy stops at the first value found (first, default). */
bool hiera_merge_is_first(const HieraMerge *m);

/* MergeStrategy#merge(e1, e2): e1 found first (it wins), after the strategy's type checks of
 * both. Returns the merged value or value_abrupt() after the error. */
Value hiera_merge_values(Ctx *ctx, const HieraMerge *m, Value e1, Value e2);

/* MergeStrategy#convert_value and #merge_single (unique flattens and removes duplicates). */
Value hiera_merge_convert(Ctx *ctx, const HieraMerge *m, Value v);
Value hiera_merge_single(Ctx *ctx, const HieraMerge *m, Value v);

/* --- explanation (hiera_explain.c) -------------------------------------------------------- */

typedef struct HieraExplainer HieraExplainer;

typedef enum HieraExplainKind {
    HX_ROOT,                  /* the explainer itself */
    HX_TOP,                   /* "Searching for" a key (:data) or lookup_options (:meta) */
    HX_INVALID_KEY,
    HX_MERGE_SOURCE,
    HX_MODULE,
    HX_INTERPOLATE,
    HX_MERGE,
    HX_GLOBAL,
    HX_DATA_PROVIDER,
    HX_LOCATION,
    HX_SUB_LOOKUP,
    HX_SEGMENT,
    HX_SCOPE,
} HieraExplainKind;

/* --- layers, levels, locations ------------------------------------------------------------ */

typedef enum HieraPlace {
    HIERA_PLACE_GLOBAL,
    HIERA_PLACE_ENVIRONMENT,
    HIERA_PLACE_MODULE,
} HieraPlace;

typedef enum HieraFunctionKind {
    HIERA_FN_DATA_HASH,
    HIERA_FN_LOOKUP_KEY,
    HIERA_FN_DATA_DIG,
    HIERA_FN_HIERA3_BACKEND,
} HieraFunctionKind;

typedef struct HieraLayer HieraLayer;

/* A resolved location of a level (ResolvedLocation). */
typedef struct HieraLocation {
    const char *original;     /* as hiera.yaml declares it, before interpolation */
    const char *location;     /* the path (or URI) it names */
    bool is_uri;
    bool exists;
} HieraLocation;

/* A level of a hierarchy (a FunctionProvider): one function over its locations. */
typedef struct HieraLevel {
    const char *name;
    HieraFunctionKind kind;
    const char *function;     /* "yaml_data", "json_data", "mymod::data" */
    const Hash *options;      /* the level's (interpolated) options */
    HieraLocation *locations; /* NULL: none declared (the function is called once, no path) */
    size_t location_count;
    HieraLayer *layer;
    /* per location (or the single call without one): the data hash once read */
    Value *data;              /* [max(1, location_count)], VAL_ABRUPT until read */
    const struct HieraFile **files;   /* the data files they came from (yaml_data, json_data) */
    Hash **answers;           /* lookup_key: the function's answers by key */
    Hash *cache;              /* the function context's cache (Puppet::LookupContext#cache) */
    bool return_checked;      /* the function's declared return type was checked */
    bool validated;           /* ... and it guarantees what a lookup trusts (values not checked) */
} HieraLevel;

/* A hiera.yaml (HieraConfig). */
typedef struct HieraConfig {
    int version;
    const char *path;         /* the file, or NULL for the default configuration */
    const char *root;         /* its directory: relative datadirs are under it */
    const Hash *config;       /* the validated configuration */
    HieraLevel **levels;      /* the data providers, built at first use */
    size_t level_count;
    HieraLevel **default_levels;   /* a module's default_hierarchy */
    size_t default_level_count;
    bool built;
    /* the scope interpolations the levels were built with: rebuilt when one changes */
    struct HieraScopeUse *scope_uses;
    HieraMerge v3_merge;      /* version 3: merge_behavior */
    const char *text;         /* the file's text (find_line_matching), or NULL */
    size_t text_len;
} HieraConfig;

/* A data provider of a place (ConfiguredDataProvider). */
struct HieraLayer {
    HieraPlace place;
    const char *module_name;  /* HIERA_PLACE_MODULE */
    const char *config_path;  /* where its hiera.yaml is (may not exist) */
    HieraConfig *config;      /* NULL until loaded; see `ignored` */
    bool loaded;
    bool ignored;             /* version 3 outside the global layer: warned and ignored */
};

/* --- invocations -------------------------------------------------------------------------- */

/* A scope variable read by interpolation while a configuration's levels were built. */
typedef struct HieraScopeUse {
    const char *key, *root_key;
    const Value *segments;
    size_t segment_count;
    Value value;
    bool found;
    struct HieraScopeUse *next;
} HieraScopeUse;

/* Puppet::Pops::Lookup::Invocation. */
typedef struct HieraInvocation {
    Scope *scope;
    const Hash *override_values, *default_values;   /* never NULL */
    HieraExplainer *explainer;   /* NULL: not explaining */
    const char *top_key;
    const char *module_name;     /* NULL: none */
    const char **names;          /* the recursion check's stack (a copy of the parent's) */
    size_t name_count, name_capacity;
    bool hiera_xxx, global_only, v3_merge_behavior;
    HieraScopeUse **collect;     /* ScopeLookupCollectingInvocation: where scope reads go */
    const char *collect_eluding; /* a mapped_paths variable not to remember */
} HieraInvocation;

/* The run's Hiera state (ctx->hiera). */
typedef struct HieraState {
    HieraErrorClass error_class;       /* of the error pending in ctx->unwind */
    HieraInvocation *current;          /* Invocation.current */
    HieraLayer *global, *environment;  /* NULL when the run has none */
    bool global_made, environment_made;
    NameTable modules;                 /* module name -> HieraLayer * (NULL: none) */
    NameTable files;                   /* path -> HieraFile * */
    NameTable lookup_options;          /* module name ("" for none) -> HieraOptions * */
    bool global_options_made, environment_options_made;
    Value global_options, environment_options;   /* VAL_UNDEF: none */
    NameTable warned;                  /* warn_once keys */
    struct { const char *text; const Type *type; } types[16];   /* hiera_type's parses */
    size_t type_count;
} HieraState;

/* The run's state, made at first use. Never fails. */
HieraState *hiera_state(Ctx *ctx);

/* Records an error of the given family and returns HIERA_FAILED. */
HieraStatus hiera_fail(Ctx *ctx, HieraErrorClass cls, SrcSpan span, const char *format, ...)
    __attribute__((format(printf, 4, 5)));

/* An error raised by Puppet code run for the lookup (pending in ctx->unwind): a Puppet::Error. */
HieraStatus hiera_fail_puppet(Ctx *ctx);

/* The type a constant text (a static string: cached by its address) names, parsed once per run;
 * NULL after a parse error (pending). */
const Type *hiera_type(Ctx *ctx, const char *text);

/* Puppet.warn_once(kind, key, message): a warning without location, once per run and key. */
void hiera_warn_once(Ctx *ctx, const char *key, const char *message);

/* Invocation.new(scope, override, defaults, explainer): inherits the recursion stack, the
 * hiera_xxx flags and the explainer of the current invocation, if any. */
HieraInvocation *hiera_invocation_new(Ctx *ctx, Scope *scope, const Hash *override, const Hash *defaults,
                                      HieraExplainer *explainer, bool explain_given);

/* Invocation#lookup(key, module_name) { ... }: makes inv the current invocation for a search
 * of key; hiera_invocation_end restores the previous one. */
HieraInvocation *hiera_invocation_begin(Ctx *ctx, HieraInvocation *inv, const char *key, const char *module_name);
void hiera_invocation_end(Ctx *ctx, HieraInvocation *previous);

/* Invocation#check(name) { ... }: false after "Recursive lookup detected in [...]" when name is
 * being searched already; else pushes it. hiera_check_end pops it and, for a failure, turns a
 * Puppet::Error into a LookupError. */
bool hiera_check_begin(Ctx *ctx, HieraInvocation *inv, const char *name);
HieraStatus hiera_check_end(Ctx *ctx, HieraInvocation *inv, HieraStatus status);

/* --- the search (hiera_lookup.c, hiera_adapter.c, hiera_data.c) ------------------------- */

/* One of the things a merge strategy searches (a layer, a level, a location). */
typedef HieraStatus (*HieraVariant)(Ctx *ctx, void *data, size_t index, Value *out);

/* MergeStrategy#lookup over count variants: the first found for first/default; otherwise all
 * found values merged (the first converted, a single one merge_single'd), explained as a merge. */
HieraStatus hiera_merge_lookup(Ctx *ctx, HieraInvocation *inv, const HieraMerge *m, size_t count,
                               HieraVariant variant, void *data, Value *out);

/* The layers: the global one (NULL when the run has none), the environment's (NULL when it has
 * no hiera.yaml of version 4 or 5), a module's (NULL when the module does not exist, *exists
 * false, or has no usable hiera.yaml). Loading a configuration may fail. */
HieraLayer *hiera_global_layer(Ctx *ctx);
HieraStatus hiera_environment_layer(Ctx *ctx, HieraInvocation *inv, HieraLayer **out);
HieraStatus hiera_module_layer(Ctx *ctx, HieraInvocation *inv, const char *module_name, HieraLayer **out, bool *exists);

/* LookupAdapter#lookup(key, invocation, merge): the search of one name in the layers under
 * its lookup_options (merge, convert_to). */
HieraStatus hiera_adapter_lookup(Ctx *ctx, HieraInvocation *inv, const Str *key, Value merge, Value *out);

/* Whether the environment layer has a hiera.yaml of version 5 (hiera_xxx searches more than the
 * global layer then). False after an error (pending). */
HieraStatus hiera_has_environment_v5(Ctx *ctx, HieraInvocation *inv, bool *yes);

/* A split key (LookupKey). */
typedef struct HieraKey {
    const Str *text;
    const char *root;          /* the first segment */
    const char *module_name;   /* before the root's first "::", or NULL */
    const Value *segments;     /* the segments after the root */
    size_t segment_count;
} HieraKey;

/* LookupKey.new(key): false after "Syntax error in key: '...'" (a LookupError). */
bool hiera_key_parse(Ctx *ctx, const Str *text, HieraKey *key);

/* A layer's key lookup (DataProvider#key_lookup): under the recursion check, the merge of its
 * levels (or of its default_hierarchy's). */
HieraStatus hiera_layer_lookup(Ctx *ctx, HieraLayer *layer, HieraInvocation *inv, const HieraKey *key,
                               const HieraMerge *merge, bool default_hierarchy, Value *out);

/* The layer's configuration, loaded at first use (NULL with HIERA_FOUND when the layer has none
 * that counts). */
HieraStatus hiera_layer_config(Ctx *ctx, HieraLayer *layer, HieraInvocation *inv, HieraConfig **out);

/* The levels of a configuration for the invocation's scope (built once, rebuilt when the scope
 * variables they were built with change). */
HieraStatus hiera_config_levels(Ctx *ctx, HieraConfig *config, HieraLayer *layer, HieraInvocation *inv,
                                bool default_hierarchy, HieraLevel ***levels, size_t *count);

/* HieraConfig.create: reads and validates the hiera.yaml at path (or the default configuration
 * when it does not exist, path then being NULL in the result). */
HieraStatus hiera_config_load(Ctx *ctx, HieraLayer *layer, HieraInvocation *inv, HieraConfig **out);

/* HieraConfig#fail: a LookupError with an issue code naming the configuration's file and, when
 * not 0, the line. */
HieraStatus hiera_config_fail(Ctx *ctx, const HieraConfig *config, uint32_t line, const char *format, ...)
    __attribute__((format(printf, 4, 5)));

/* find_line_matching: the first line from `start` of the configuration's file that, without its
 * comment, matches the Ruby regexp `pattern`; 0 when none. */
uint32_t hiera_config_find_line(Ctx *ctx, const HieraConfig *config, const char *pattern, uint32_t start);

/* Text quoted for a Ruby regexp (Regexp.escape). */
const char *hiera_regexp_quote(Ctx *ctx, const char *s);

/* A level's search of the root key in its locations, merged (FunctionProvider#unchecked_key_lookup). */
HieraStatus hiera_level_lookup(Ctx *ctx, HieraLevel *level, HieraInvocation *inv, const HieraKey *key,
                               const HieraMerge *merge, Value *out);

/* The name the explanation and the messages give a layer ("Environment Data Provider (hiera
 * configuration version 5)"), and a level ('Hierarchy entry "common"'). */
const char *hiera_layer_name(Ctx *ctx, const HieraLayer *layer);

/* --- keys, sub-keys, interpolation (hiera_interpolate.c) ---------------------------------- */

/* SubLookup#sub_lookup: value dug into by segments. HIERA_NOT_FOUND when a segment is missing;
 * HIERA_FAILED after "Data Provider type mismatch: ...". */
HieraStatus hiera_sub_lookup(Ctx *ctx, HieraInvocation *inv, const char *key, const Value *segments, size_t count,
                             Value value, Value *out);

/* Interpolation#interpolate: every %{...} of the strings in value (keys of hashes included)
 * resolved; allow_methods permits lookup(), hiera(), alias(), literal() and scope(). */
HieraStatus hiera_interpolate(Ctx *ctx, HieraInvocation *inv, Value value, bool allow_methods, Value *out);

/* The scope interpolation method on key ("facts.os.family", "::x"): the variable's value dug
 * into by the key's segments, or undef. */
HieraStatus hiera_scope_value(Ctx *ctx, HieraInvocation *inv, const char *key, const char *subject, Value *out);

/* Lookup.lookup(key, nil, '', true, nil, invocation) in a new invocation on the same scope: the
 * lookup(), hiera() and alias() methods of interpolation ('' when nothing is found). */
HieraStatus hiera_lookup_for_interpolation(Ctx *ctx, HieraInvocation *inv, const char *key, Value *out);

/* Ruby's to_s of a value that interpolation puts into a string (Array and Hash as Ruby's
 * inspect writes them: ["a", 1], {"a"=>1}). */
void hiera_ruby_to_s(StrBuf *sb, Value v);

/* Whether the scope variables a configuration was built with still have the same values. */
HieraStatus hiera_scope_uses_stable(Ctx *ctx, HieraInvocation *inv, const HieraScopeUse *uses, bool *stable);

/* --- explanation (hiera_explain.c) -------------------------------------------------------- */

/* The explainer's stack: hiera_explain_push enters a node of that kind (payload as the kind
 * wants it: a key, a provider name, a location, ...), hiera_explain_pop leaves it. Nothing
 * happens when the invocation has no explainer. */
void hiera_explain_push(Ctx *ctx, HieraInvocation *inv, HieraExplainKind kind, const void *payload);
void hiera_explain_pop(HieraInvocation *inv);

/* Payloads of hiera_explain_push: HX_DATA_PROVIDER takes the layer or the level (named when
 * the explanation is written, as the reference names a provider whose configuration may have
 * been loaded after it was entered). */
typedef struct HieraExplainProvider {
    const HieraLayer *layer;
    const HieraLevel *level;
} HieraExplainProvider;

/* The events of the current node (Explainer#accept_*). */
void hiera_explain_found(HieraInvocation *inv, const char *key, Value value);
void hiera_explain_found_in_overrides(HieraInvocation *inv, const char *key, Value value);
void hiera_explain_found_in_defaults(HieraInvocation *inv, const char *key, Value value);
void hiera_explain_not_found(HieraInvocation *inv, const char *key);
void hiera_explain_result(HieraInvocation *inv, Value value);
void hiera_explain_location_not_found(HieraInvocation *inv);
void hiera_explain_module_not_found(Ctx *ctx, HieraInvocation *inv, const char *module_name, bool provider);
void hiera_explain_merge_source(Ctx *ctx, HieraInvocation *inv, const char *source);
void hiera_explain_text(Ctx *ctx, HieraInvocation *inv, const char *text);

/* A new explainer. */
HieraExplainer *hiera_explainer_new(Ctx *ctx);

/* The explanation as `puppet lookup --explain` prints it, and as JSON (to_hash). */
const char *hiera_explainer_text(Ctx *ctx, const HieraExplainer *x);
const char *hiera_explainer_json(Ctx *ctx, const HieraExplainer *x);

/* --- the LookupContext object and functions (hiera_context.c) ------------------------------ */

/* A Puppet::LookupContext for a call of a level's function. */
Value hiera_context_new(Ctx *ctx, HieraLevel *level, HieraInvocation *inv);

/* Whether the failure pending is the context's not_found (the function's throw :no_such_key);
 * it is cleared when so. */
bool hiera_context_not_found(Ctx *ctx);

/* Calls the level's function (a Puppet-language function of the environment or of a module,
 * found through the autoloader) with args: the reference's "Unable to find 'data_hash' function
 * named 'x'" when there is none, its return type checked when it declares one (FunctionProvider
 * #load_function), then its result or its error (a Puppet::Error). */
HieraStatus hiera_call_level_function(Ctx *ctx, HieraLevel *level, const Value *args, size_t count, Value *result);

/* The inferred type of a value holding a Ruby object (a YAML Symbol), as the reference's
 * TypeCalculator#infer prints it ("Runtime[ruby, 'Symbol']", "Hash[String, Array[...], 1, 1]"). */
const char *hiera_ruby_object_type(Ctx *ctx, Value value, const YamlRubyObject *object);

#endif
