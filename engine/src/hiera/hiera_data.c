/* hiera_data.c: the data providers (configured_data_provider.rb, global/environment/module
 * _data_provider.rb, data_hash_function_provider.rb, lookup_key_function_provider.rb,
 * functions/yaml_data.rb, functions/json_data.rb).
 *
 * A layer (global, environment, module) has a hiera.yaml whose levels each name a function and
 * its locations. A level's data hash is read once per location for the run: yaml_data and
 * json_data read the file (through env_read_file: the disk natively, the virtual tree in wasm),
 * a Puppet-language function is called with the level's options (and `path`) and a
 * Puppet::LookupContext. The value of the root key found in it is checked (a Ruby Symbol from
 * YAML has no Puppet value), then interpolated.
 *
 * Without --hiera_config the global layer is the reference's default on Debian,
 * /etc/puppet/hiera.yaml, whose hierarchy is empty: it is built in, so that a run sees the same
 * natively and in wasm.
 */
#include <string.h>

#include "data/json.h"
#include "data/json_value.h"
#include "data/yaml_value.h"
#include "env/env.h"
#include "env/env_load.h"
#include "eval/eval_internal.h"
#include "eval/function.h"
#include "hiera/hiera_internal.h"
#include "text/format.h"
#include "types/type.h"

#define DEFAULT_GLOBAL_CONFIG "/etc/puppet/hiera.yaml"

/* A data file read for the run (EnvironmentContext#cached_file_data). */
typedef struct HieraFile {
    Value data;                         /* VAL_ABRUPT: it failed to load (error) */
    const YamlRubyObject *ruby_objects;
    const char *error;
    bool is_json;
} HieraFile;

/* --- layers ------------------------------------------------------------------------------- */

static HieraLayer *new_layer(Ctx *ctx, HieraPlace place, const char *module_name, const char *config_path) {
    HieraLayer *l = ctx_calloc(ctx, 1, sizeof *l);
    l->place = place;
    l->module_name = module_name;
    l->config_path = config_path;
    return l;
}

HieraLayer *hiera_global_layer(Ctx *ctx) {
    HieraState *st = hiera_state(ctx);
    if (!st->global_made) {
        const char *path = env_hiera_config(ctx);
        st->global = new_layer(ctx, HIERA_PLACE_GLOBAL, NULL, path ? path : DEFAULT_GLOBAL_CONFIG);
        st->global_made = true;
    }
    return st->global;
}

const char *hiera_layer_name(Ctx *ctx, const HieraLayer *layer) {
    static const char *const PLACES[] = { "Global", "Environment", "Module" };
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_printf(&sb, "%s ", PLACES[layer->place]);
    if (layer->module_name)
        strbuf_printf(&sb, "\"%s\" ", layer->module_name);
    strbuf_append_cstr(&sb, "Data Provider");
    if (layer->config)
        strbuf_printf(&sb, " (hiera configuration version %d)", layer->config->version);
    return strbuf_finish(&sb)->bytes;
}

/* assert_config_version of each place: a version 3 hiera.yaml counts only in the global layer
 * (elsewhere it is ignored with a warning, or refused under --strict=error); version 4 not in
 * the global layer. */
static HieraStatus assert_version(Ctx *ctx, HieraLayer *layer, HieraConfig *config) {
    if (layer->place == HIERA_PLACE_GLOBAL) {
        if (config->version == 4)
            return hiera_fail(ctx, HIERA_ERROR_ISSUE, span_none(), "hiera.yaml version 4 cannot be used in the global layer");
        return HIERA_FOUND;
    }
    if (config->version > 3)
        return HIERA_FOUND;
    bool env = layer->place == HIERA_PLACE_ENVIRONMENT;
    if (ctx->options->strict == PUPPET_STRICT_ERROR)
        return hiera_fail(ctx, HIERA_ERROR_ISSUE, span_none(), "hiera.yaml version 3 cannot be used in %s",
                          env ? "an environment" : "a module");
    hiera_warn_once(ctx, ctx_sprintf(ctx, "%s %s", env ? "hiera_v3_at_env_root" : "hiera_v3_at_module_root", config->path),
                    env ? "hiera.yaml version 3 found at the environment root was ignored"
                        : "hiera.yaml version 3 found at module root was ignored");
    layer->ignored = true;
    return HIERA_FOUND;
}

HieraStatus hiera_layer_config(Ctx *ctx, HieraLayer *layer, HieraInvocation *inv, HieraConfig **out) {
    if (!layer->loaded) {
        HieraConfig *config;
        HieraStatus st = hiera_config_load(ctx, layer, inv, &config);
        if (st != HIERA_FOUND)
            return st;
        if (assert_version(ctx, layer, config) == HIERA_FAILED)
            return HIERA_FAILED;
        layer->config = layer->ignored ? NULL : config;
        layer->loaded = true;
    }
    *out = layer->config;
    return HIERA_FOUND;
}

/* initialize_env_provider: the environment's hiera.yaml, when it has one that counts. */
HieraStatus hiera_environment_layer(Ctx *ctx, HieraInvocation *inv, HieraLayer **out) {
    HieraState *st = hiera_state(ctx);
    if (!st->environment_made) {
        const char *dir = env_directory(ctx);
        const char *path = dir ? env_path_join(ctx, dir, "hiera.yaml") : NULL;
        HieraLayer *layer = NULL;
        if (path && env_is_file(ctx, path)) {
            layer = new_layer(ctx, HIERA_PLACE_ENVIRONMENT, NULL, path);
            HieraConfig *config;
            if (hiera_layer_config(ctx, layer, inv, &config) == HIERA_FAILED)
                return HIERA_FAILED;
            if (!config)
                layer = NULL;
        }
        st->environment = layer;
        st->environment_made = true;
    }
    *out = st->environment;
    return HIERA_FOUND;
}

HieraStatus hiera_has_environment_v5(Ctx *ctx, HieraInvocation *inv, bool *yes) {
    HieraLayer *layer;
    HieraStatus st = hiera_environment_layer(ctx, inv, &layer);
    *yes = st == HIERA_FOUND && layer && layer->config && layer->config->version >= 5;
    return st;
}

/* A module's layer as the run knows it: made once per module name. */
typedef struct ModuleLayer {
    HieraLayer *layer;
    bool exists;
} ModuleLayer;

HieraStatus hiera_module_layer(Ctx *ctx, HieraInvocation *inv, const char *module_name, HieraLayer **out, bool *exists) {
    HieraState *st = hiera_state(ctx);
    size_t n = strlen(module_name);
    NameEntry *e = name_table_find(&st->modules, module_name, n);
    if (!e) {
        ModuleLayer *m = ctx_calloc(ctx, 1, sizeof *m);
        const EnvModule *mod = env_find_module(ctx, module_name);
        m->exists = mod != NULL;
        if (mod) {
            const char *path = env_path_join(ctx, mod->path, "hiera.yaml");
            if (env_is_file(ctx, path)) {
                HieraLayer *layer = new_layer(ctx, HIERA_PLACE_MODULE, mod->name, path);
                HieraConfig *config;
                if (hiera_layer_config(ctx, layer, inv, &config) == HIERA_FAILED)
                    return HIERA_FAILED;
                m->layer = config ? layer : NULL;
            }
        }
        e = name_table_put(ctx, &st->modules, ctx_strndup(ctx, module_name, n), n);
        e->ptr = m;
    }
    const ModuleLayer *m = e->ptr;
    *out = m->layer;
    *exists = m->exists;
    return HIERA_FOUND;
}

/* --- a layer's lookup --------------------------------------------------------------------- */

typedef struct Levels {
    HieraLevel **levels;
    HieraInvocation *inv;
    const HieraKey *key;
    const HieraMerge *merge;
} Levels;

static HieraStatus level_variant(Ctx *ctx, void *data, size_t i, Value *out) {
    Levels *l = data;
    return hiera_level_lookup(ctx, l->levels[i], l->inv, l->key, l->merge, out);
}

HieraStatus hiera_layer_lookup(Ctx *ctx, HieraLayer *layer, HieraInvocation *inv, const HieraKey *key,
                               const HieraMerge *merge, bool default_hierarchy, Value *out) {
    if (!hiera_check_begin(ctx, inv, key->text->bytes))
        return HIERA_FAILED;
    HieraExplainProvider provider = { .layer = layer };
    hiera_explain_push(ctx, inv, HX_DATA_PROVIDER, &provider);
    HieraConfig *config;
    HieraStatus st = hiera_layer_config(ctx, layer, inv, &config);
    if (st == HIERA_FOUND && !config) {
        hiera_explain_not_found(inv, key->text->bytes);
        st = HIERA_NOT_FOUND;
    } else if (st == HIERA_FOUND) {
        HieraLevel **levels;
        size_t count;
        st = hiera_config_levels(ctx, config, layer, inv, default_hierarchy, &levels, &count);
        if (st == HIERA_FOUND && count == 0) {
            hiera_explain_not_found(inv, key->text->bytes);
            st = HIERA_NOT_FOUND;
        } else if (st == HIERA_FOUND) {
            Levels l = { levels, inv, key, merge };
            st = hiera_merge_lookup(ctx, inv, merge, count, level_variant, &l, out);
        }
    }
    hiera_explain_pop(inv);
    return hiera_check_end(ctx, inv, st);
}

/* --- data files --------------------------------------------------------------------------- */

/* The file's text, or HIERA_FAILED after a LookupError naming it. */
static HieraStatus read_text(Ctx *ctx, const char *path, const char **text, size_t *len) {
    EnvFileStatus fs = env_read_file(ctx, path, text, len);
    if (fs == ENV_FILE_OK)
        return HIERA_FOUND;
    return hiera_fail(ctx, HIERA_ERROR_PUPPET, span_none(), "Could not read file %s: %s", path,
                      fs == ENV_FILE_DIRECTORY ? "Is a directory" : fs == ENV_FILE_MISSING ? "No such file or directory"
                                                                                          : "Permission denied");
}

static HieraFile *file_entry(Ctx *ctx, const char *path) {
    HieraState *st = hiera_state(ctx);
    NameEntry *e = name_table_find(&st->files, path, strlen(path));
    return e ? (HieraFile *)e->ptr : NULL;
}

static HieraFile *file_remember(Ctx *ctx, const char *path, HieraFile *f) {
    HieraState *st = hiera_state(ctx);
    name_table_put(ctx, &st->files, ctx_strndup(ctx, path, strlen(path)), strlen(path))->ptr = f;
    return f;
}

/* yaml_data: the file's hash ({} with a warning when it holds something else). */
static HieraStatus yaml_data(Ctx *ctx, const char *path, HieraFile **out) {
    HieraFile *f = file_entry(ctx, path);
    if (!f) {
        const char *text;
        size_t len;
        if (read_text(ctx, path, &text, &len) == HIERA_FAILED)
            return HIERA_FAILED;
        f = ctx_calloc(ctx, 1, sizeof *f);
        YamlLoad load;
        const YamlNode *kept = env_kept_yaml(ctx, path);
        const YamlLoadOptions options = { .filename = path, .permit_symbols = true };
        bool loaded = kept ? yaml_load_read(ctx, kept, &options, &load) : yaml_load(ctx, text, len, path, true, &load);
        if (!loaded) {
            f->data = value_abrupt();
            f->error = ctx_sprintf(ctx, "Unable to parse %s", load.error);
        } else if (load.value.kind != VAL_HASH) {
            const char *message = ctx_sprintf(ctx, "%s: file does not contain a valid yaml hash", path);
            bool is_false = load.value.kind == VAL_BOOLEAN && !load.value.as.boolean;
            if (ctx->options->strict == PUPPET_STRICT_ERROR && !is_false) {
                f->data = value_abrupt();
                f->error = message;
            } else {
                ctx_warn(ctx, span_none(), "%s", message);
                f->data = value_from_hash(hash_new(ctx, 0));
            }
        } else {
            f->data = load.value;
            f->ruby_objects = load.ruby_objects;
        }
        file_remember(ctx, path, f);
    }
    if (value_is_abrupt(f->data))
        return hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(), "%s", f->error);
    *out = f;
    return HIERA_FOUND;
}

/* json_data: the file's value (the caller checks it is a hash). */
static HieraStatus json_data(Ctx *ctx, const char *path, HieraFile **out) {
    HieraFile *f = file_entry(ctx, path);
    if (!f) {
        const char *text;
        size_t len;
        if (read_text(ctx, path, &text, &len) == HIERA_FAILED)
            return HIERA_FAILED;
        f = ctx_calloc(ctx, 1, sizeof *f);
        f->is_json = true;
        const char *error;
        /* Puppet::Util::Json.load, as parsejson (data/json_value.h) */
        static const JsonValueOptions options = { JSON_BIG_INTEGERS_REFUSED, false };
        if (!json_value_read(ctx, text, len, &options, &f->data, &error)) {
            f->data = value_abrupt();
            f->error = ctx_sprintf(ctx, "Unable to parse (%s): %s", path, error);
        }
        file_remember(ctx, path, f);
    }
    if (value_is_abrupt(f->data))
        return hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(), "%s", f->error);
    *out = f;
    return HIERA_FOUND;
}

/* --- a level's lookup --------------------------------------------------------------------- */

static const char *full_name(Ctx *ctx, const HieraLevel *level) {
    static const char *const TAGS[] = { "data_hash", "lookup_key", "data_dig", "hiera3_backend" };
    return ctx_sprintf(ctx, "%s function '%s'", TAGS[level->kind], level->function);
}

/* "<what> from <function>[, when using location '<path>',]" */
static const char *origin(Ctx *ctx, const char *what, const HieraLevel *level, const HieraLocation *loc) {
    const char *msg = ctx_sprintf(ctx, "%s %s", what, full_name(ctx, level));
    return loc ? ctx_sprintf(ctx, "%s, when using location '%s',", msg, loc->location) : msg;
}

/* The options the function is given: the level's, with the location as 'path' (or 'uri'). */
static Value function_options(Ctx *ctx, const HieraLevel *level, const HieraLocation *loc) {
    if (!loc)
        return value_from_hash(level->options);
    Hash *h = hash_copy(ctx, level->options, 1);
    hash_put(ctx, h, value_cstring(ctx, loc->is_uri ? "uri" : "path"), value_cstring(ctx, loc->location));
    return value_from_hash(h);
}

/* The built-in data_hash functions take Struct[{path => String[1]}]: anything else is their
 * argument_mismatch (an ArgumentError). */
static HieraStatus check_path_option(Ctx *ctx, const HieraLevel *level, Value options) {
    const Hash *h = options.as.hash;
    Value path;
    if (h->count == 1 && hash_get(h, value_cstring(ctx, "path"), &path) && path.kind == VAL_STRING && path.as.string->len)
        return HIERA_FOUND;
    return hiera_fail(ctx, HIERA_ERROR_RUBY, span_none(),
                      "'%s' one of 'path', 'paths' 'glob', 'globs' or 'mapped_paths' must be declared in hiera.yaml "
                      "when using this data_hash function",
                      level->function);
}

/* The module layer keeps only keys in the module's namespace (ModuleDataProvider#
 * validate_data_hash: it warns about the others; the reference's own hash stays as it is). */
static void check_module_keys(Ctx *ctx, const HieraLevel *level, const HieraLocation *loc, const Hash *h) {
    const HieraLayer *layer = level->layer;
    if (layer->place != HIERA_PLACE_MODULE)
        return;
    const char *prefix = ctx_sprintf(ctx, "%s::", layer->module_name);
    size_t n = strlen(prefix);
    for (size_t i = 0; i < h->count; i++) {
        Value k = h->entries[i].key;
        const char *s = k.kind == VAL_STRING ? k.as.string->bytes : "";
        if (strcmp(s, "lookup_options") == 0 || strncmp(s, prefix, n) == 0)
            continue;
        ctx_warn(ctx, span_none(), "Module '%s': %s must use keys qualified with the name of the module",
                 layer->module_name, origin(ctx, "Value returned from", level, loc));
    }
}

static const char HASH_TYPE[] = "Hash";

/* The level's data hash at location index i (read once for the run). */
static HieraStatus data_hash(Ctx *ctx, HieraLevel *level, HieraInvocation *inv, size_t i, const HieraLocation *loc,
                             const HieraFile **file, Value *out) {
    *file = NULL;
    if (!value_is_abrupt(level->data[i])) {
        *out = level->data[i];
        *file = level->files ? level->files[i] : NULL;
        return HIERA_FOUND;
    }
    Value options = function_options(ctx, level, loc);
    Value data;
    if (strcmp(level->function, "yaml_data") == 0 || strcmp(level->function, "json_data") == 0) {
        if (check_path_option(ctx, level, options) == HIERA_FAILED)
            return HIERA_FAILED;
        HieraFile *f = NULL;
        HieraStatus st = level->function[0] == 'y' ? yaml_data(ctx, loc->location, &f) : json_data(ctx, loc->location, &f);
        if (st != HIERA_FOUND)
            return st;
        data = f->data;
        *file = f;
    } else if (strcmp(level->function, "hocon_data") == 0) {
        /* the reference's words when its Ruby has no hocon library (docs/deviations.md) */
        return hiera_fail(ctx, HIERA_ERROR_LOOKUP, span_none(),
                          "Lookup using Hocon data_hash function is not supported without hocon library");
    } else {
        Value args[2] = { options, hiera_context_new(ctx, level, inv) };
        if (hiera_call_level_function(ctx, level, args, 2, &data) == HIERA_FAILED)
            return hiera_context_not_found(ctx) ? HIERA_NOT_FOUND : HIERA_FAILED;
    }
    if (data.kind != VAL_HASH)
        return hiera_fail(ctx, HIERA_ERROR_PUPPET, span_none(), "%s",
                          type_mismatch_describe(ctx, ctx_sprintf(ctx, "%s has wrong type,",
                                                                  origin(ctx, "Value returned from", level, loc)),
                                                 hiera_type(ctx, HASH_TYPE), data));
    check_module_keys(ctx, level, loc, data.as.hash);
    level->data[i] = data;
    if (*file) {
        if (!level->files)
            level->files = ctx_calloc(ctx, level->location_count ? level->location_count : 1, sizeof *level->files);
        level->files[i] = *file;
    }
    *out = data;
    return HIERA_FOUND;
}

/* validate_data_value: a value Puppet can hold (Puppet::LookupValue, RichData). */
static HieraStatus validate_value(Ctx *ctx, const HieraLevel *level, const HieraLocation *loc, const HieraFile *file,
                                  const char *root, Value value, const char *what) {
    for (const YamlRubyObject *o = file ? file->ruby_objects : NULL; o; o = o->next) {
        if (o->key.kind != VAL_STRING || strcmp(o->key.as.string->bytes, root) != 0)
            continue;
        const char *type = hiera_ruby_object_type(ctx, value, o);
        return hiera_fail(ctx, HIERA_ERROR_PUPPET, span_none(),
                          "%s has wrong type, expects Puppet::LookupValue, got %s",
                          ctx_sprintf(ctx, "%s '%s', %s", "Value for key", root, origin(ctx, what, level, loc)), type);
    }
    if (file || level->validated)
        return HIERA_FOUND;   /* YAML and JSON give nothing else that is no RichData */
    static const char RICH_DATA[] = "RichData";
    const Type *rich = hiera_type(ctx, RICH_DATA);
    if (rich && !type_is_instance(ctx, rich, value))
        return hiera_fail(ctx, HIERA_ERROR_PUPPET, span_none(), "%s has wrong type, expects Puppet::LookupValue, got %s",
                          ctx_sprintf(ctx, "Value for key '%s', %s", root, origin(ctx, what, level, loc)),
                          type_to_string(ctx, type_infer(ctx, value))->bytes);
    return HIERA_FOUND;
}

/* --- the type the reference infers for data holding a Ruby object ------------------------ */

static bool is_ruby_object(const YamlRubyObject *objects, Value v, const char **class_name) {
    for (const YamlRubyObject *o = objects; v.kind == VAL_STRING && o; o = o->next)
        if (o->stand_in == v.as.string) {
            *class_name = o->class_name;
            return true;
        }
    return false;
}

static const char *infer_text(Ctx *ctx, const YamlRubyObject *objects, Value v);

/* The common type of the elements (TypeCalculator#infer_and_reduce_type): equal texts stay, else
 * the engine's own common type of the values without Ruby objects. */
static const char *common_text(Ctx *ctx, const YamlRubyObject *objects, const Value *items, size_t count,
                               size_t stride) {
    const char *common = NULL;
    bool same = true;
    for (size_t i = 0; i < count; i++) {
        const char *t = infer_text(ctx, objects, items[i * stride]);
        if (!common)
            common = t;
        else if (strcmp(common, t) != 0)
            same = false;
    }
    if (same)
        return common;
    Value *plain = ctx_alloc(ctx, (count + 1) * sizeof *plain);
    for (size_t i = 0; i < count; i++)
        plain[i] = items[i * stride];
    const Type *t = type_infer(ctx, value_array_of(ctx, plain, count));
    const char *text = type_to_string(ctx, t)->bytes;
    /* Array[T, n, n]: T */
    const char *open = strchr(text, '[');
    const char *comma = open ? strrchr(text, ',') : NULL;
    if (open && comma) {
        const char *prev = comma;
        while (prev > open && *--prev != ',')
            ;
        return ctx_strndup(ctx, open + 1, (size_t)(prev - open - 1));
    }
    return "Any";
}

static const char *infer_text(Ctx *ctx, const YamlRubyObject *objects, Value v) {
    stack_guard();
    const char *class_name;
    if (is_ruby_object(objects, v, &class_name))
        return ctx_sprintf(ctx, "Runtime[ruby, '%s']", class_name);
    if (v.kind == VAL_ARRAY) {
        const Array *a = v.as.array;
        if (!a->count)
            return "Array[0, 0]";
        return ctx_sprintf(ctx, "Array[%s, %zu, %zu]", common_text(ctx, objects, a->items, a->count, 1), a->count, a->count);
    }
    if (v.kind == VAL_HASH) {
        const Hash *h = v.as.hash;
        if (!h->count)
            return "Hash[0, 0]";
        return ctx_sprintf(ctx, "Hash[%s, %s, %zu, %zu]", common_text(ctx, objects, &h->entries[0].key, h->count, 2),
                           common_text(ctx, objects, &h->entries[0].value, h->count, 2), h->count, h->count);
    }
    if (v.kind == VAL_STRING)
        return "String";
    return type_to_string(ctx, type_infer(ctx, v))->bytes;
}

const char *hiera_ruby_object_type(Ctx *ctx, Value value, const YamlRubyObject *object) {
    return infer_text(ctx, object, value);
}

typedef struct Locations {
    HieraLevel *level;
    HieraInvocation *inv;
    const HieraKey *key;
} Locations;

/* DataHashFunctionProvider#data_value at one location. */
static HieraStatus data_value(Ctx *ctx, Locations *l, size_t i, const HieraLocation *loc, Value *out) {
    HieraLevel *level = l->level;
    const HieraFile *file;
    Value hash = value_undef();
    HieraStatus st = data_hash(ctx, level, l->inv, i, loc, &file, &hash);
    if (st != HIERA_FOUND)
        return st;
    Value value;
    if (!hash_get(hash.as.hash, value_cstring(ctx, l->key->root), &value)) {
        hiera_explain_not_found(l->inv, l->key->root);
        return HIERA_NOT_FOUND;
    }
    if (validate_value(ctx, level, loc, file, l->key->root, value, "in hash returned from") == HIERA_FAILED)
        return HIERA_FAILED;
    st = hiera_interpolate(ctx, l->inv, value, true, out);
    if (st == HIERA_FOUND)
        hiera_explain_found(l->inv, l->key->root, *out);
    return st;
}

/* LookupKey#undig: the value wrapped in the structure the key's segments dig into, so that the
 * search's own dig finds it again (an Integer segment makes an array with undef before it). */
static Value undig(Ctx *ctx, const HieraKey *key, Value v) {
    for (size_t i = key->segment_count; i-- > 0;) {
        Value segment = key->segments[i];
        if (segment.kind == VAL_INTEGER && segment.as.integer >= 0 && segment.as.integer < 1000000) {
            Array *a = array_new(ctx, (size_t)segment.as.integer + 1);
            a->items[segment.as.integer] = v;
            v = value_from_array(a);
        } else {
            Hash *h = hash_new(ctx, 1);
            hash_put(ctx, h, segment, v);
            v = value_from_hash(h);
        }
    }
    return v;
}

/* LookupKeyFunctionProvider#lookup_key and DataDigFunctionProvider#data_dig at one location: the
 * function asked for the root key (data_dig: for all the key's segments, its answer then wrapped
 * back into them); its answers are kept for the run and not interpolated. */
static HieraStatus key_value(Ctx *ctx, Locations *l, size_t i, const HieraLocation *loc, Value *out) {
    HieraLevel *level = l->level;
    bool dig = level->kind == HIERA_FN_DATA_DIG;
    if (loc && !loc->exists) {
        hiera_explain_location_not_found(l->inv);
        return HIERA_NOT_FOUND;
    }
    if (!level->answers)
        level->answers = ctx_calloc(ctx, level->location_count ? level->location_count : 1, sizeof *level->answers);
    if (!level->answers[i])
        level->answers[i] = hash_new(ctx, 4);
    const char *name = dig ? l->key->text->bytes : l->key->root;
    Value cache_key = value_cstring(ctx, name), value;
    if (!hash_get(level->answers[i], cache_key, &value)) {
        Value first = cache_key;
        if (dig) {
            Value *all = ctx_alloc(ctx, (l->key->segment_count + 1) * sizeof *all);
            all[0] = value_cstring(ctx, l->key->root);
            for (size_t k = 0; k < l->key->segment_count; k++)
                all[k + 1] = l->key->segments[k];
            first = value_array_of(ctx, all, l->key->segment_count + 1);
        }
        Value args[3] = { first, function_options(ctx, level, loc), hiera_context_new(ctx, level, l->inv) };
        HieraStatus st = hiera_call_level_function(ctx, level, args, 3, &value);
        if (st == HIERA_FAILED && hiera_context_not_found(ctx))
            st = HIERA_NOT_FOUND;
        if (st == HIERA_NOT_FOUND) {
            hiera_explain_not_found(l->inv, name);
            return st;
        }
        if (st == HIERA_FAILED)
            return st;
        if (validate_value(ctx, level, loc, NULL, name, value, "returned from") == HIERA_FAILED)
            return HIERA_FAILED;
        hash_put(ctx, level->answers[i], cache_key, value);
    }
    hiera_explain_found(l->inv, name, value);
    *out = dig ? undig(ctx, l->key, value) : value;
    return HIERA_FOUND;
}

static HieraStatus location_variant(Ctx *ctx, void *data, size_t i, Value *out) {
    Locations *l = data;
    HieraLevel *level = l->level;
    const HieraLocation *loc = level->locations ? &level->locations[i] : NULL;
    bool by_key = level->kind == HIERA_FN_LOOKUP_KEY || level->kind == HIERA_FN_DATA_DIG;
    if (!loc)
        return by_key ? key_value(ctx, l, i, NULL, out) : data_value(ctx, l, i, NULL, out);
    hiera_explain_push(ctx, l->inv, HX_LOCATION, loc);
    HieraStatus st;
    if (by_key) {
        st = key_value(ctx, l, i, loc, out);
    } else if (loc->exists) {
        st = data_value(ctx, l, i, loc, out);
    } else {
        hiera_explain_location_not_found(l->inv);
        st = HIERA_NOT_FOUND;
    }
    hiera_explain_pop(l->inv);
    return st;
}

HieraStatus hiera_level_lookup(Ctx *ctx, HieraLevel *level, HieraInvocation *inv, const HieraKey *key,
                               const HieraMerge *merge, Value *out) {
    HieraExplainProvider provider = { .level = level };
    hiera_explain_push(ctx, inv, HX_DATA_PROVIDER, &provider);
    Locations l = { level, inv, key };
    size_t count = level->locations ? level->location_count : 1;
    HieraStatus st = hiera_merge_lookup(ctx, inv, merge, count, location_variant, &l, out);
    hiera_explain_pop(inv);
    return st;
}
