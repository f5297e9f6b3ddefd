/* hiera_adapter.c: the LookupAdapter (lib/puppet/pops/lookup/lookup_adapter.rb): one name
 * searched in the global, environment and module layers under its lookup_options.
 *
 * lookup_options are themselves data: the hash merge of the key `lookup_options` over the
 * global and environment layers (kept for the run), and over the module layer of a key's module
 * (kept per module; the environment's entries win over the module's). A key's options are its
 * own entry, else the first entry whose name starts with '^' and, as a Ruby regexp, matches the
 * key. `merge` gives the strategy when the lookup gives none; `convert_to` passes the value
 * found to `new` of a type (with more arguments when it is an array).
 */
#include <string.h>

#include "eval/eval_internal.h"
#include "eval/function.h"
#include "hiera/hiera_internal.h"
#include "text/format.h"
#include "values/regex.h"
#include "types/type.h"

#define LOOKUP_OPTIONS "lookup_options"

/* compile_patterns: the options by key, and the patterns in order. */
typedef struct HieraOptions {
    const Hash *keys;          /* NULL: none */
    const Regexp **patterns;
    const Value *pattern_values;
    size_t pattern_count;
} HieraOptions;

/* --- the merge of variants (MergeStrategy#lookup) ----------------------------------------- */

HieraStatus hiera_merge_lookup(Ctx *ctx, HieraInvocation *inv, const HieraMerge *m, size_t count,
                               HieraVariant variant, void *data, Value *out) {
    if (count == 0)
        return HIERA_NOT_FOUND;
    if (hiera_merge_is_first(m)) {
        for (size_t i = 0; i < count; i++) {
            HieraStatus st = variant(ctx, data, i, out);
            if (st != HIERA_NOT_FOUND)
                return st;
        }
        return HIERA_NOT_FOUND;
    }
    if (count == 1) {
        HieraStatus st = variant(ctx, data, 0, out);
        if (st == HIERA_FOUND)
            *out = hiera_merge_single(ctx, m, *out);
        return st;
    }
    hiera_explain_push(ctx, inv, HX_MERGE, m);
    bool any = false;
    Value memo = value_undef();
    HieraStatus st = HIERA_FOUND;
    for (size_t i = 0; i < count; i++) {
        Value v;
        st = variant(ctx, data, i, &v);
        if (st == HIERA_FAILED)
            break;
        if (st == HIERA_NOT_FOUND)
            continue;
        if (!any) {
            memo = hiera_merge_convert(ctx, m, v);
            any = true;
        } else {
            memo = hiera_merge_values(ctx, m, memo, v);
            if (value_is_abrupt(memo)) {
                st = HIERA_FAILED;
                break;
            }
        }
    }
    if (st != HIERA_FAILED) {
        st = any ? HIERA_FOUND : HIERA_NOT_FOUND;
        if (any)
            hiera_explain_result(inv, memo);
    }
    hiera_explain_pop(inv);
    if (st == HIERA_FOUND)
        *out = memo;
    return st;
}

/* --- the layers --------------------------------------------------------------------------- */

/* lookup_global: the global layer; a LookupError without an issue code raised there becomes the
 * Puppet::Error "Lookup of key '<top key>' failed: ...". */
static HieraStatus lookup_global(Ctx *ctx, HieraInvocation *inv, const HieraKey *key, const HieraMerge *m, Value *out) {
    HieraLayer *layer = hiera_global_layer(ctx);
    if (!layer)
        return HIERA_NOT_FOUND;
    HieraStatus st = hiera_layer_lookup(ctx, layer, inv, key, m, false, out);
    HieraState *state = hiera_state(ctx);
    if (st == HIERA_FAILED && state->error_class == HIERA_ERROR_LOOKUP) {
        const char *message = ctx->unwind.message;
        ctx_clear_unwind(ctx);
        return hiera_fail(ctx, HIERA_ERROR_PUPPET, span_none(), "Lookup of key '%s' failed: %s", inv->top_key, message);
    }
    return st;
}

static HieraStatus lookup_in_environment(Ctx *ctx, HieraInvocation *inv, const HieraKey *key, const HieraMerge *m,
                                         Value *out) {
    HieraLayer *layer;
    HieraStatus st = hiera_environment_layer(ctx, inv, &layer);
    if (st != HIERA_FOUND)
        return st;
    if (!layer)
        return HIERA_NOT_FOUND;
    return hiera_layer_lookup(ctx, layer, inv, key, m, false, out);
}

static HieraStatus lookup_in_module(Ctx *ctx, HieraInvocation *inv, const HieraKey *key, const HieraMerge *m,
                                    bool default_hierarchy, Value *out) {
    const char *module_name = inv->module_name;
    if (!module_name)
        return HIERA_NOT_FOUND;
    HieraLayer *layer;
    bool module_exists;
    HieraStatus st = hiera_module_layer(ctx, inv, module_name, &layer, &module_exists);
    if (st != HIERA_FOUND)
        return st;
    if (!layer) {
        if (!default_hierarchy)
            hiera_explain_module_not_found(ctx, inv, module_name, module_exists);
        return HIERA_NOT_FOUND;
    }
    return hiera_layer_lookup(ctx, layer, inv, key, m, default_hierarchy, out);
}

typedef struct Layers {
    HieraInvocation *inv;
    const HieraKey *key;
    const HieraMerge *merge;
} Layers;

static HieraStatus layer_variant(Ctx *ctx, void *data, size_t i, Value *out) {
    Layers *l = data;
    switch (i) {
    case 0: return lookup_global(ctx, l->inv, l->key, l->merge, out);
    case 1: return lookup_in_environment(ctx, l->inv, l->key, l->merge, out);
    default: return lookup_in_module(ctx, l->inv, l->key, l->merge, false, out);
    }
}

/* LookupKey#dig: the found root value dug into by the key's other segments. */
static HieraStatus dig(Ctx *ctx, HieraInvocation *inv, const HieraKey *key, HieraStatus st, Value *out) {
    if (st != HIERA_FOUND || key->segment_count == 0)
        return st;
    return hiera_sub_lookup(ctx, inv, key->text->bytes, key->segments, key->segment_count, *out, out);
}

static HieraStatus do_lookup(Ctx *ctx, HieraInvocation *inv, const HieraKey *key, const HieraMerge *m, Value *out) {
    if (inv->global_only)
        return dig(ctx, inv, key, lookup_global(ctx, inv, key, m, out), out);
    Layers l = { inv, key, m };
    return dig(ctx, inv, key, hiera_merge_lookup(ctx, inv, m, 3, layer_variant, &l, out), out);
}

/* --- lookup_options ----------------------------------------------------------------------- */

/* validate_lookup_options: a hash whose keys (or patterns) in a module start with its name. */
static HieraStatus validate_options(Ctx *ctx, Value options, const char *module_name, Value *out) {
    if (options.kind != VAL_HASH)
        return hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(), "value of %s must be a hash", LOOKUP_OPTIONS);
    if (module_name) {
        const char *prefix = ctx_sprintf(ctx, "%s::", module_name);
        size_t n = strlen(prefix);
        for (size_t i = 0; i < options.as.hash->count; i++) {
            Value k = options.as.hash->entries[i].key;
            const char *s = k.kind == VAL_STRING ? k.as.string->bytes : "";
            if (s[0] == '^') {
                if (strncmp(s + 1, prefix, n) != 0)
                    return hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(),
                                      "all %s patterns must match a key starting with module name '%s'", LOOKUP_OPTIONS,
                                      module_name);
            } else if (strncmp(s, prefix, n) != 0) {
                return hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(), "all %s keys must start with module name '%s'",
                                  LOOKUP_OPTIONS, module_name);
            }
        }
    }
    *out = options;
    return HIERA_FOUND;
}

static HieraStatus compile_patterns(Ctx *ctx, Value options, HieraOptions **out) {
    *out = NULL;
    if (options.kind != VAL_HASH)
        return HIERA_FOUND;
    HieraOptions *o = ctx_calloc(ctx, 1, sizeof *o);
    Hash *keys = hash_new(ctx, options.as.hash->count);
    size_t n = options.as.hash->count;
    o->patterns = ctx_calloc(ctx, n + 1, sizeof *o->patterns);
    o->pattern_values = ctx_calloc(ctx, n + 1, sizeof *o->pattern_values);
    for (size_t i = 0; i < n; i++) {
        Value k = options.as.hash->entries[i].key, v = options.as.hash->entries[i].value;
        if (k.kind == VAL_STRING && k.as.string->bytes[0] == '^') {
            const char *error = NULL;
            const Regexp *re = regex_compile(ctx, k.as.string->bytes, k.as.string->len, &error);
            if (!re)
                return hiera_fail(ctx, HIERA_ERROR_RUBY, span_none(), "%s",
                                  regex_ruby_error(ctx, error, k.as.string->bytes, k.as.string->len));
            o->patterns[o->pattern_count] = re;
            ((Value *)o->pattern_values)[o->pattern_count++] = v;
        } else {
            hash_put(ctx, keys, k, v);
        }
    }
    o->keys = keys->count ? keys : NULL;
    *out = o;
    return HIERA_FOUND;
}

static Value extract_options(Ctx *ctx, const HieraKey *key, const HieraOptions *o) {
    if (!o)
        return value_undef();
    Value root = value_cstring(ctx, key->root), v;
    if (o->keys && hash_get(o->keys, root, &v) && v.kind != VAL_UNDEF)
        return v;
    for (size_t i = 0; i < o->pattern_count; i++) {
        size_t ov[2];
        if (regex_search(ctx, o->patterns[i], key->root, strlen(key->root), 0, ov, 1) > 0)
            return o->pattern_values[i];
    }
    return value_undef();
}

static HieraStatus global_lookup_options(Ctx *ctx, HieraInvocation *meta, const HieraKey *lk, const HieraMerge *m,
                                         Value *out) {
    HieraState *st = hiera_state(ctx);
    if (!st->global_options_made) {
        Value v;
        HieraStatus s = lookup_global(ctx, meta, lk, m, &v);
        if (s == HIERA_FAILED)
            return s;
        if (s == HIERA_FOUND && validate_options(ctx, v, NULL, &v) == HIERA_FAILED)
            return HIERA_FAILED;
        st->global_options = s == HIERA_FOUND ? v : value_undef();
        st->global_options_made = true;
    }
    *out = st->global_options;
    return HIERA_FOUND;
}

static HieraStatus env_lookup_options(Ctx *ctx, HieraInvocation *meta, const HieraKey *lk, const HieraMerge *m,
                                      Value *out) {
    HieraState *st = hiera_state(ctx);
    if (!st->environment_options_made) {
        Value global, env = value_undef();
        if (global_lookup_options(ctx, meta, lk, m, &global) == HIERA_FAILED)
            return HIERA_FAILED;
        HieraStatus s = lookup_in_environment(ctx, meta, lk, m, &env);
        if (s == HIERA_FAILED)
            return s;
        if (s == HIERA_FOUND && validate_options(ctx, env, NULL, &env) == HIERA_FAILED)
            return HIERA_FAILED;
        if (s != HIERA_FOUND)
            env = value_undef();
        if (global.kind == VAL_UNDEF)
            st->environment_options = env;
        else if (env.kind == VAL_UNDEF)
            st->environment_options = global;
        else {
            Value merged = hiera_merge_values(ctx, m, global, env);
            if (value_is_abrupt(merged))
                return HIERA_FAILED;
            st->environment_options = merged;
        }
        st->environment_options_made = true;
    }
    *out = st->environment_options;
    return HIERA_FOUND;
}

typedef struct OptionSources {
    HieraInvocation *meta;
    Value sources[2];
    const char *names[2];
} OptionSources;

static HieraStatus option_source(Ctx *ctx, void *data, size_t i, Value *out) {
    OptionSources *o = data;
    hiera_explain_push(ctx, o->meta, HX_SCOPE, o->names[i]);
    hiera_explain_found(o->meta, LOOKUP_OPTIONS, o->sources[i]);
    hiera_explain_pop(o->meta);
    *out = o->sources[i];
    return HIERA_FOUND;
}

/* retrieve_lookup_options: the options that apply in the module (NULL: none). */
static HieraStatus retrieve_lookup_options(Ctx *ctx, HieraInvocation *inv, const char *module_name, HieraOptions **out) {
    HieraMerge hash_merge;
    hiera_merge_strategy(ctx, value_cstring(ctx, "hash"), &hash_merge);
    HieraInvocation *meta = hiera_invocation_new(ctx, inv->scope, NULL, NULL, NULL, false);
    HieraKey lk;
    hiera_key_parse(ctx, str_from_cstr(ctx, LOOKUP_OPTIONS), &lk);
    HieraInvocation *previous = hiera_invocation_begin(ctx, meta, LOOKUP_OPTIONS, inv->module_name ? inv->module_name : "");
    if (!inv->module_name)
        meta->module_name = NULL;
    hiera_explain_push(ctx, meta, HX_TOP, LOOKUP_OPTIONS);
    Value opts = value_undef();
    HieraStatus st;
    if (meta->global_only) {
        st = global_lookup_options(ctx, meta, &lk, &hash_merge, &opts);
    } else {
        st = env_lookup_options(ctx, meta, &lk, &hash_merge, &opts);
        if (st == HIERA_FOUND && module_name) {
            HieraState *state = hiera_state(ctx);
            if (!name_table_find(&state->lookup_options, "", 0)) {
                HieraOptions *env_only;
                st = compile_patterns(ctx, opts, &env_only);
                if (st == HIERA_FOUND)
                    name_table_put(ctx, &state->lookup_options, "", 0)->ptr = env_only;
            }
            Value module_opts;
            HieraStatus ms = st == HIERA_FOUND ? lookup_in_module(ctx, meta, &lk, &hash_merge, false, &module_opts) : st;
            if (ms == HIERA_FAILED)
                st = ms;
            else if (ms == HIERA_FOUND) {
                if (validate_options(ctx, module_opts, module_name, &module_opts) == HIERA_FAILED)
                    st = HIERA_FAILED;
                else if (opts.kind == VAL_UNDEF)
                    opts = module_opts;
                else if (module_opts.kind != VAL_UNDEF) {
                    OptionSources sources = { meta, { opts, module_opts },
                                              { "Global and Environment", ctx_sprintf(ctx, "Module %s", inv->module_name) } };
                    st = hiera_merge_lookup(ctx, meta, &hash_merge, 2, option_source, &sources, &opts);
                }
            }
        }
    }
    hiera_explain_pop(meta);
    hiera_invocation_end(ctx, previous);
    if (st == HIERA_FAILED)
        return st;
    return compile_patterns(ctx, opts, out);
}

/* lookup_lookup_options: the options of key (undef: none). */
static HieraStatus lookup_lookup_options(Ctx *ctx, HieraInvocation *inv, const HieraKey *key, Value *out) {
    HieraState *state = hiera_state(ctx);
    const char *module = key->module_name ? key->module_name : "";
    NameEntry *e = name_table_find(&state->lookup_options, module, strlen(module));
    HieraOptions *options;
    if (e) {
        options = (HieraOptions *)e->ptr;
    } else {
        HieraStatus st = retrieve_lookup_options(ctx, inv, key->module_name, &options);
        if (st == HIERA_FAILED)
            return st;
        name_table_put(ctx, &state->lookup_options, module, strlen(module))->ptr = options;
    }
    *out = extract_options(ctx, key, options);
    return HIERA_FOUND;
}

/* --- convert_to --------------------------------------------------------------------------- */

static Value option_of(Ctx *ctx, Value options, const char *name) {
    Value v;
    if (options.kind == VAL_HASH && hash_get(options.as.hash, value_cstring(ctx, name), &v))
        return v;
    return value_undef();
}

static HieraStatus convert_result(Ctx *ctx, HieraInvocation *inv, const char *key, Value options, Value *value) {
    Value convert_to = option_of(ctx, options, "convert_to");
    if (convert_to.kind == VAL_UNDEF)
        return HIERA_FOUND;
    const Value *args = convert_to.kind == VAL_ARRAY ? convert_to.as.array->items : &convert_to;
    size_t count = convert_to.kind == VAL_ARRAY ? convert_to.as.array->count : 1;
    Value *call = ctx_alloc(ctx, (count + 1) * sizeof *call);
    memcpy(call, args, count * sizeof *call);
    if (count && call[0].kind == VAL_STRING) {
        const Type *t = type_parse(ctx, call[0].as.string->bytes);
        if (!t) {
            /* the TypeParser's own words, without the prefix of a program's syntax error */
            const char *message = ctx->unwind.message;
            static const char PREFIX[] = "Could not parse for environment production: ";
            if (strncmp(message, PREFIX, sizeof PREFIX - 1) == 0)
                message += sizeof PREFIX - 1;
            ctx_clear_unwind(ctx);
            return hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(),
                              "Invalid data type in lookup_options for key '%s' could not parse '%s', error: '%s", key,
                              call[0].as.string->bytes, message);
        }
        call[0] = value_from_type(t);
    }
    /* new(type, value, *rest) */
    Value *new_args = ctx_alloc(ctx, (count + 1) * sizeof *new_args);
    new_args[0] = count ? call[0] : value_undef();
    new_args[1] = *value;
    for (size_t i = 1; i < count; i++)
        new_args[i + 1] = call[i];
    CallSite site = { .name = "new", .span = span_none(), .style = CALL_FUNCTION };
    Value result;
    if (!function_call_builtin(ctx, &site, new_args, count + 1, NULL, &result) || value_is_abrupt(result)) {
        /* the error itself, not as the error of a call in a manifest */
        const char *message = value_is_abrupt(result) ? ctx->unwind.message : "Unknown function: 'new'";
        static const char PREFIX[] = "Error while evaluating a Function Call, ";
        if (strncmp(message, PREFIX, sizeof PREFIX - 1) == 0)
            message += sizeof PREFIX - 1;
        ctx_clear_unwind(ctx);
        return hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(), "The convert_to lookup_option for key '%s' raised error: %s",
                          key, message);
    }
    if (inv->explainer)
        hiera_explain_text(ctx, inv,
                           ctx_sprintf(ctx, "Applying convert_to lookup_option with arguments %s",
                                       format_to_string(ctx, value_array_of(ctx, call, count))->bytes));
    *value = result;
    return HIERA_FOUND;
}

/* --- LookupAdapter#lookup ----------------------------------------------------------------- */

/* lookup_default_in_module: a module's default_hierarchy, searched when nothing else answered. */
static HieraStatus lookup_default_in_module(Ctx *ctx, HieraInvocation *inv, const HieraKey *key, Value *out) {
    const char *module_name = inv->module_name;
    if (!module_name)
        return HIERA_NOT_FOUND;
    HieraLayer *layer;
    bool exists;
    HieraStatus st = hiera_module_layer(ctx, inv, module_name, &layer, &exists);
    if (st != HIERA_FOUND)
        return st;
    if (!layer || !layer->config || !layer->config->default_levels)
        return HIERA_NOT_FOUND;
    hiera_explain_push(ctx, inv, HX_SCOPE, ctx_sprintf(ctx, "Searching default_hierarchy of module \"%s\"", module_name));
    /* the module's default lookup_options: its own merge option for the key */
    HieraMerge m = { .kind = HIERA_MERGE_DEFAULT };
    HieraMerge hash_merge;
    hiera_merge_strategy(ctx, value_cstring(ctx, "hash"), &hash_merge);
    HieraKey lk;
    hiera_key_parse(ctx, str_from_cstr(ctx, LOOKUP_OPTIONS), &lk);
    Value opts;
    hiera_explain_push(ctx, inv, HX_SCOPE, "Searching for \"" LOOKUP_OPTIONS "\"");
    HieraInvocation *meta = hiera_invocation_new(ctx, inv->scope, NULL, NULL, NULL, false);
    HieraInvocation *previous = hiera_invocation_begin(ctx, meta, LOOKUP_OPTIONS, module_name);
    st = hiera_layer_lookup(ctx, layer, meta, &lk, &hash_merge, true, &opts);
    hiera_invocation_end(ctx, previous);
    hiera_explain_pop(inv);
    if (st == HIERA_FOUND) {
        HieraOptions *compiled;
        if (validate_options(ctx, opts, module_name, &opts) == HIERA_FAILED ||
            compile_patterns(ctx, opts, &compiled) == HIERA_FAILED) {
            hiera_explain_pop(inv);
            return HIERA_FAILED;
        }
        Value key_opts = extract_options(ctx, key, compiled);
        if (key_opts.kind != VAL_UNDEF && !hiera_merge_strategy(ctx, option_of(ctx, key_opts, "merge"), &m)) {
            hiera_explain_pop(inv);
            return HIERA_FAILED;
        }
    } else if (st == HIERA_FAILED) {
        hiera_explain_pop(inv);
        return st;
    }
    hiera_explain_push(ctx, inv, HX_SCOPE, ctx_sprintf(ctx, "Searching for \"%s\"", key->text->bytes));
    st = hiera_layer_lookup(ctx, layer, inv, key, &m, true, out);
    hiera_explain_pop(inv);
    hiera_explain_pop(inv);
    return dig(ctx, inv, key, st, out);
}

HieraStatus hiera_adapter_lookup(Ctx *ctx, HieraInvocation *inv, const Str *text, Value merge, Value *out) {
    if (strncmp(text->bytes, LOOKUP_OPTIONS, 14) == 0 && (text->len == 14 || text->bytes[14] == '.')) {
        hiera_explain_push(ctx, inv, HX_INVALID_KEY, LOOKUP_OPTIONS);
        hiera_explain_pop(inv);
        return HIERA_NOT_FOUND;
    }
    HieraKey key;
    if (!hiera_key_parse(ctx, text, &key))
        return HIERA_FAILED;
    HieraInvocation *previous = hiera_invocation_begin(ctx, inv, text->bytes, key.module_name);
    HieraStatus st;
    Value options = value_undef();
    st = lookup_lookup_options(ctx, inv, &key, &options);
    HieraMerge m;
    if (st == HIERA_FOUND) {
        if (merge.kind == VAL_UNDEF) {
            merge = option_of(ctx, options, "merge");
            if (merge.kind != VAL_UNDEF)
                hiera_explain_merge_source(ctx, inv, LOOKUP_OPTIONS);
        }
        hiera_explain_push(ctx, inv, HX_TOP, text->bytes);
        if (!hiera_merge_strategy(ctx, merge, &m)) {
            st = HIERA_FAILED;
        } else {
            st = do_lookup(ctx, inv, &key, &m, out);
            if (st == HIERA_NOT_FOUND && !inv->global_only)
                st = lookup_default_in_module(ctx, inv, &key, out);
        }
        hiera_explain_pop(inv);
        if (st == HIERA_FOUND)
            st = convert_result(ctx, inv, text->bytes, options, out);
    }
    hiera_invocation_end(ctx, previous);
    return st;
}
