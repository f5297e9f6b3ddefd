/* hiera_config.c: hiera.yaml (lib/puppet/pops/lookup/hiera_config.rb, location_resolver.rb).
 *
 * Version 5 is checked against the reference's own Struct type (so that a wrong entry is
 * reported as its TypeAsserter reports it: "The Lookup Configuration at '<file>' has wrong type,
 * entry 'hierarchy' index 0 unrecognized key 'bogus'"), then by the reference's rules (one data
 * function per level, one kind of location, reserved options), each failure naming the file and,
 * where the reference finds it, the line. Version 4 (environments and modules) and version 3
 * (the global layer; elsewhere ignored with a warning) are read as the reference reads them.
 *
 * A configuration's levels are built when first searched: their datadirs and locations are
 * interpolated with the scope of that search (path, paths, glob, globs, mapped_paths, uri,
 * uris), and built again when a scope variable they used has changed since.
 */
#include <stdarg.h>
#include <stdlib.h>
#include <string.h>

#include "data/yaml_value.h"
#include "env/env.h"
#include "hiera/hiera_internal.h"
#include "support/limits.h"
#include "text/format.h"
#include "values/regex.h"
#include "types/type.h"

static const char *const FUNCTION_KEYS[] = { "data_hash", "lookup_key", "data_dig", "hiera3_backend" };
static const char *const ALL_FUNCTION_KEYS[] = { "data_hash", "lookup_key", "data_dig", "hiera3_backend", "v4_data_hash" };
static const char *const LOCATION_KEYS[] = { "path", "paths", "glob", "globs", "uri", "uris", "mapped_paths" };
#define COUNT(a) (sizeof(a) / sizeof((a)[0]))

#define OPTION_NAME "Pattern[/\\A[A-Za-z](:?[0-9A-Za-z_-]*[0-9A-Za-z])?\\z/]"
#define HIERARCHY_V5                                                                                            \
    "Array[Struct[{name => String[1], Optional[options] => Hash[" OPTION_NAME ", Data], "                       \
    "Optional[data_hash] => String[1], Optional[lookup_key] => String[1], Optional[hiera3_backend] => String[1], " \
    "Optional[v4_data_hash] => String[1], Optional[data_dig] => String[1], Optional[path] => String[1], "         \
    "Optional[paths] => Array[String[1], 1], Optional[glob] => String[1], Optional[globs] => Array[String[1], 1], " \
    "Optional[uri] => String[1], Optional[uris] => Array[String[1], 1], "                                         \
    "Optional[mapped_paths] => Array[String[1], 3, 3], Optional[datadir] => String[1]}]]"
static const char CONFIG_V5[] =
    "Struct[{version => Integer[5, 5], Optional[defaults] => Struct[{Optional[data_hash] => String[1], "
    "Optional[lookup_key] => String[1], Optional[data_dig] => String[1], Optional[datadir] => String[1], "
    "Optional[options] => Hash[" OPTION_NAME ", Data]}], Optional[hierarchy] => " HIERARCHY_V5
    ", Optional[plan_hierarchy] => " HIERARCHY_V5 ", Optional[default_hierarchy] => " HIERARCHY_V5 "}]";
static const char CONFIG_V4[] =
    "Struct[{version => Integer[4, 4], Optional[datadir] => String[1], Optional[hierarchy] => Array[Struct[{"
    "backend => String[1], name => String[1], Optional[datadir] => String[1], Optional[path] => String[1], "
    "Optional[paths] => Array[String[1]]}]]}]";

static Value get(Ctx *ctx, const Hash *h, const char *key) {
    Value v;
    if (h && hash_get(h, value_cstring(ctx, key), &v))
        return v;
    return value_undef();
}

static bool has(Ctx *ctx, const Hash *h, const char *key) {
    Value v;
    return h && hash_get(h, value_cstring(ctx, key), &v);
}

static const char *str_or(Value v, const char *dflt) {
    return v.kind == VAL_STRING ? v.as.string->bytes : dflt;
}

/* HieraConfig#fail: a LookupError with the issue's code, naming the file (and the line). */
HieraStatus hiera_config_fail(Ctx *ctx, const HieraConfig *config, uint32_t line, const char *format, ...) {
    va_list args;
    va_start(args, format);
    const char *message = ctx_vsprintf(ctx, format, args);
    va_end(args);
    SrcSpan span = span_none();
    if (config && config->path)
        span.line = line;
    return hiera_fail(ctx, HIERA_ERROR_ISSUE, span, "%s", message);
}

/* find_line_matching: the first line (from start) that, without its comment, matches pattern;
 * 0 when none (or no file). */
uint32_t hiera_config_find_line(Ctx *ctx, const HieraConfig *config, const char *pattern, uint32_t start) {
    if (!config->text)
        return 0;
    struct { const char *text; size_t len; } tt = { config->text, config->text_len }, *t = &tt;
    const char *error;
    const Regexp *re = regex_compile(ctx, pattern, strlen(pattern), &error);
    if (!re)
        return 0;
    uint32_t number = 0;
    for (size_t at = 0; at < t->len;) {
        const char *nl = memchr(t->text + at, '\n', t->len - at);
        size_t end = nl ? (size_t)(nl - t->text) + 1 : t->len;
        number++;
        if (number >= start) {
            /* the line up to an unquoted '#' (the newline stays) */
            size_t n = 0;
            char quote = 0;
            for (size_t i = at; i < end; i++, n++) {
                char c = t->text[i];
                if (c == '"' || c == '\'')
                    quote = quote == c ? 0 : quote ? quote : c;
                else if (c == '#' && !quote)
                    break;
            }
            size_t ov[2];
            if (regex_search(ctx, re, t->text + at, n, 0, ov, 1) > 0)
                return number;
        }
        at = end;
    }
    return 0;
}

const char *hiera_regexp_quote(Ctx *ctx, const char *s) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (; *s; s++) {
        if (strchr(".*?+^$|()[]{}\\/-", *s))
            strbuf_append_char(&sb, '\\');
        strbuf_append_char(&sb, *s);
    }
    return strbuf_finish(&sb)->bytes;
}

static const char *combine(Ctx *ctx, const char *const *keys, size_t n) {
    /* label.combine_strings: "a, b, c, or d" */
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < n; i++)
        strbuf_printf(&sb, "%s%s%s", i == 0 ? "" : i + 1 == n ? ", or " : ", ", "", keys[i]);
    return strbuf_finish(&sb)->bytes;
}

static size_t count_keys(Ctx *ctx, const Hash *h, const char *const *keys, size_t n) {
    size_t count = 0;
    for (size_t i = 0; i < n; i++)
        count += has(ctx, h, keys[i]);
    return count;
}

/* --- loading and validation --------------------------------------------------------------- */

/* The texts of hiera.yaml files a run of this thread found of the schema's type (version 5 or
 * 4), the last HIERA_TYPED_KEPT of them: whether a file is of the type is a function of its text
 * alone, and building the schema's type took a sixth of a small module compile (`include ntp`,
 * docs/modules.md "Speed"), each run checking the module's hiera.yaml again. Copies of their
 * own (malloc'ed), at most HIERA_TYPED_TEXT_BYTES each. */
static _Thread_local struct TypedText {
    char *text;
    size_t len;
    const char *type_text;
} typed[HIERA_TYPED_KEPT];
static _Thread_local size_t typed_next;

static bool typed_before(const HieraConfig *config, const char *type_text) {
    for (size_t i = 0; config->text && i < HIERA_TYPED_KEPT; i++)
        if (typed[i].text && typed[i].type_text == type_text && typed[i].len == config->text_len &&
            memcmp(typed[i].text, config->text, config->text_len) == 0)
            return true;
    return false;
}

static void remember_typed(const HieraConfig *config, const char *type_text) {
    if (!config->text || config->text_len > HIERA_TYPED_TEXT_BYTES)
        return;
    char *copy = malloc(config->text_len + 1);
    if (!copy)
        return;
    memcpy(copy, config->text, config->text_len);
    struct TypedText *slot = &typed[typed_next++ % HIERA_TYPED_KEPT];
    free(slot->text);
    *slot = (struct TypedText){ copy, config->text_len, type_text };
}

static HieraStatus assert_config(Ctx *ctx, const HieraConfig *config, const char *type_text, Value v) {
    bool schema = type_text == CONFIG_V5 || type_text == CONFIG_V4;
    if (schema && typed_before(config, type_text))
        return HIERA_FOUND;
    const Type *t = schema ? hiera_type(ctx, type_text) : type_parse(ctx, type_text);
    if (!t)
        return HIERA_FOUND;
    if (type_is_instance(ctx, t, v)) {
        if (schema)
            remember_typed(config, type_text);
        return HIERA_FOUND;
    }
    const char *subject = ctx_sprintf(ctx, "The Lookup Configuration at '%s' has wrong type,", config->path ? config->path : "");
    return hiera_fail(ctx, HIERA_ERROR_PUPPET, span_none(), "%s", type_mismatch_describe(ctx, subject, t, v));
}

static HieraStatus validate_hierarchy_entry(Ctx *ctx, const HieraConfig *config, const HieraLayer *layer, const Hash *he,
                                            const Hash *defaults) {
    const char *name = str_or(get(ctx, he, "name"), "");
    size_t functions = count_keys(ctx, he, ALL_FUNCTION_KEYS, COUNT(ALL_FUNCTION_KEYS));
    if (functions == 0 && (!defaults || count_keys(ctx, defaults, FUNCTION_KEYS, COUNT(FUNCTION_KEYS)) == 0))
        return hiera_config_fail(ctx, config, 0, "One of %s must be defined in hierarchy '%s'",
                           combine(ctx, FUNCTION_KEYS, COUNT(FUNCTION_KEYS)), name);
    if (functions > 1)
        return hiera_config_fail(ctx, config, 0, "Only one of %s can be defined in hierarchy '%s'",
                           combine(ctx, FUNCTION_KEYS, COUNT(FUNCTION_KEYS)), name);
    Value backend = get(ctx, he, "hiera3_backend");
    if (backend.kind == VAL_STRING) {
        if (layer->place != HIERA_PLACE_GLOBAL)
            return hiera_config_fail(ctx, config, hiera_config_find_line(ctx, config, "\\s+hiera3_backend:", 1),
                               "'hiera3_backend' is only allowed in the global layer");
        const char *b = backend.as.string->bytes;
        if (strcmp(b, "json") == 0 || strcmp(b, "yaml") == 0)
            return hiera_config_fail(ctx, config,
                               hiera_config_find_line(ctx, config, ctx_sprintf(ctx, "\\s+hiera3_backend:\\s*['\"]?%s(?:[^\\w]|$)", b), 1),
                               "Use \"data_hash: %s_data\" instead of \"hiera3_backend: %s\"", b, b);
    }
    if (count_keys(ctx, he, LOCATION_KEYS, COUNT(LOCATION_KEYS)) > 1)
        return hiera_config_fail(ctx, config, 0, "Only one of %s can be defined in hierarchy '%s'",
                           combine(ctx, LOCATION_KEYS, COUNT(LOCATION_KEYS)), name);
    Value options = get(ctx, he, "options");
    static const char *const RESERVED[] = { "path", "uri" };
    for (size_t i = 0; options.kind == VAL_HASH && i < COUNT(RESERVED); i++)
        if (has(ctx, options.as.hash, RESERVED[i]))
            return hiera_config_fail(ctx, config, 0, "Option key '%s' used in hierarchy '%s' is reserved by Puppet", RESERVED[i],
                               name);
    return HIERA_FOUND;
}

static HieraStatus validate_v5(Ctx *ctx, HieraConfig *config, const HieraLayer *layer, Hash *h) {
    /* the defaults the reference puts in before checking */
    if (get(ctx, h, "defaults").kind == VAL_UNDEF) {
        Hash *d = hash_new(ctx, 2);
        hash_put(ctx, d, value_cstring(ctx, "datadir"), value_cstring(ctx, "data"));
        hash_put(ctx, d, value_cstring(ctx, "data_hash"), value_cstring(ctx, "yaml_data"));
        hash_put(ctx, h, value_cstring(ctx, "defaults"), value_from_hash(d));
    }
    if (get(ctx, h, "hierarchy").kind == VAL_UNDEF) {
        Hash *e = hash_new(ctx, 2);
        hash_put(ctx, e, value_cstring(ctx, "name"), value_cstring(ctx, "Common"));
        hash_put(ctx, e, value_cstring(ctx, "path"), value_cstring(ctx, "common.yaml"));
        Value entry = value_from_hash(e);
        hash_put(ctx, h, value_cstring(ctx, "hierarchy"), value_array_of(ctx, &entry, 1));
    }
    if (assert_config(ctx, config, CONFIG_V5, value_from_hash(h)) == HIERA_FAILED)
        return HIERA_FAILED;
    Value dv = get(ctx, h, "defaults");
    const Hash *defaults = dv.kind == VAL_HASH ? dv.as.hash : NULL;
    if (defaults) {
        if (count_keys(ctx, defaults, FUNCTION_KEYS, COUNT(FUNCTION_KEYS)) > 1)
            return hiera_config_fail(ctx, config, 0, "Only one of %s can be defined in defaults",
                               combine(ctx, FUNCTION_KEYS, COUNT(FUNCTION_KEYS)));
        Value options = get(ctx, defaults, "options");
        static const char *const RESERVED[] = { "path", "uri" };
        for (size_t i = 0; options.kind == VAL_HASH && i < COUNT(RESERVED); i++)
            if (has(ctx, options.as.hash, RESERVED[i]))
                return hiera_config_fail(ctx, config, 0, "Option key '%s' used in defaults is reserved by Puppet", RESERVED[i]);
    }
    static const char *const LISTS[] = { "hierarchy", "plan_hierarchy", "default_hierarchy" };
    for (size_t l = 0; l < COUNT(LISTS); l++) {
        Value list = get(ctx, h, LISTS[l]);
        if (list.kind != VAL_ARRAY)
            continue;
        if (l == 2 && layer->place != HIERA_PLACE_MODULE)
            return hiera_config_fail(ctx, config, hiera_config_find_line(ctx, config, "(?:^|\\s+)default_hierarchy:", 1),
                               "'default_hierarchy' is only allowed in the module layer");
        for (size_t i = 0; i < list.as.array->count; i++)
            if (validate_hierarchy_entry(ctx, config, layer, list.as.array->items[i].as.hash, defaults) == HIERA_FAILED)
                return HIERA_FAILED;
    }
    return HIERA_FOUND;
}

static HieraStatus validate_v4(Ctx *ctx, HieraConfig *config, Hash *h) {
    if (ctx->options->strict != PUPPET_STRICT_OFF)
        hiera_warn_once(ctx, "deprecations hiera.yaml",
                        ctx_sprintf(ctx, "%s: Use of 'hiera.yaml' version 4 is deprecated. It should be converted to version 5",
                                    config->path ? config->path : ""));
    if (get(ctx, h, "datadir").kind == VAL_UNDEF)
        hash_put(ctx, h, value_cstring(ctx, "datadir"), value_cstring(ctx, "data"));
    if (get(ctx, h, "hierarchy").kind == VAL_UNDEF) {
        Hash *e = hash_new(ctx, 2);
        hash_put(ctx, e, value_cstring(ctx, "name"), value_cstring(ctx, "common"));
        hash_put(ctx, e, value_cstring(ctx, "backend"), value_cstring(ctx, "yaml"));
        Value entry = value_from_hash(e);
        hash_put(ctx, h, value_cstring(ctx, "hierarchy"), value_array_of(ctx, &entry, 1));
    }
    return assert_config(ctx, config, CONFIG_V4, value_from_hash(h));
}

static Value string_list(Ctx *ctx, const char *a, const char *b) {
    Value items[2] = { value_cstring(ctx, a), b ? value_cstring(ctx, b) : value_undef() };
    return value_array_of(ctx, items, b ? 2 : 1);
}

static HieraStatus validate_v3(Ctx *ctx, HieraConfig *config, Hash *h) {
    if (ctx->options->strict != PUPPET_STRICT_OFF)
        hiera_warn_once(ctx, "deprecations hiera.yaml",
                        ctx_sprintf(ctx, "%s: Use of 'hiera.yaml' version 3 is deprecated. It should be converted to version 5",
                                    config->path ? config->path : ""));
    if (get(ctx, h, "version").kind == VAL_UNDEF)
        hash_put(ctx, h, value_cstring(ctx, "version"), value_integer(3));
    if (get(ctx, h, "backends").kind == VAL_UNDEF)
        hash_put(ctx, h, value_cstring(ctx, "backends"), string_list(ctx, "yaml", NULL));
    if (get(ctx, h, "hierarchy").kind == VAL_UNDEF)
        hash_put(ctx, h, value_cstring(ctx, "hierarchy"), string_list(ctx, "nodes/%{::trusted.certname}", "common"));
    if (get(ctx, h, "merge_behavior").kind == VAL_UNDEF)
        hash_put(ctx, h, value_cstring(ctx, "merge_behavior"), value_cstring(ctx, "native"));
    if (get(ctx, h, "deep_merge_options").kind == VAL_UNDEF)
        hash_put(ctx, h, value_cstring(ctx, "deep_merge_options"), value_from_hash(hash_new(ctx, 0)));
    /* the struct of version 3, with an entry for each backend */
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_append_cstr(&sb, "Struct[{Optional[version] => Integer[3, 3], Optional[backends] => Variant[String[1], "
                            "Array[String[1]]], Optional[logger] => String[1], Optional[merge_behavior] => "
                            "Enum[deep, deeper, native], Optional[deep_merge_options] => Hash[String[1], "
                            "Variant[String, Boolean]], Optional[hierarchy] => Variant[String[1], Array[String[1]]]");
    Value backends = get(ctx, h, "backends");
    const Value *items = backends.kind == VAL_ARRAY ? backends.as.array->items : &backends;
    size_t n = backends.kind == VAL_ARRAY ? backends.as.array->count : 1;
    for (size_t i = 0; i < n; i++)
        if (items[i].kind == VAL_STRING) {
            StrBuf q;
            strbuf_init(&q, ctx);
            format_puppet_quote(&q, items[i].as.string->bytes, items[i].as.string->len, false);
            strbuf_printf(&sb, ", Optional[%s] => Hash[String[1], Any]", strbuf_finish(&q)->bytes);
        }
    strbuf_append_cstr(&sb, "}]");
    if (assert_config(ctx, config, strbuf_finish(&sb)->bytes, value_from_hash(h)) == HIERA_FAILED)
        return HIERA_FAILED;
    /* merge_behavior: the strategy hiera_hash uses */
    const char *behavior = str_or(get(ctx, h, "merge_behavior"), "native");
    config->v3_merge.kind = HIERA_MERGE_DEFAULT;
    if (strcmp(behavior, "deep") == 0 || strcmp(behavior, "deeper") == 0) {
        Hash *m = hash_new(ctx, 4);
        hash_put(ctx, m, value_cstring(ctx, "strategy"),
                 value_cstring(ctx, strcmp(behavior, "deep") == 0 ? "reverse_deep" : "unconstrained_deep"));
        Value options = get(ctx, h, "deep_merge_options");
        if (options.kind == VAL_HASH)
            for (size_t i = 0; i < options.as.hash->count; i++)
                hash_put(ctx, m, options.as.hash->entries[i].key, options.as.hash->entries[i].value);
        if (!hiera_merge_strategy(ctx, value_from_hash(m), &config->v3_merge))
            return HIERA_FAILED;
    }
    return HIERA_FOUND;
}

/* Hiera 3's default for a file that holds no hash. */
static Hash *v3_default(Ctx *ctx) {
    return hash_new(ctx, 0);
}

HieraStatus hiera_config_load(Ctx *ctx, HieraLayer *layer, HieraInvocation *inv, HieraConfig **out) {
    (void)inv;
    HieraConfig *config = ctx_calloc(ctx, 1, sizeof *config);
    const char *path = layer->config_path;
    const char *dir = strrchr(path, '/');
    config->root = dir ? (dir == path ? "/" : ctx_strndup(ctx, path, (size_t)(dir - path))) : "";
    Hash *h;
    bool builtin = layer->place == HIERA_PLACE_GLOBAL && !env_hiera_config(ctx);
    if (builtin || env_is_file(ctx, path)) {
        const char *text = "version: 5\nhierarchy: []\n";
        size_t len = strlen(text);
        if (!builtin && env_read_file(ctx, path, &text, &len) != ENV_FILE_OK)
            return hiera_fail(ctx, HIERA_ERROR_PUPPET, span_none(), "Could not read file %s", path);
        config->path = path;
        config->text = text;
        config->text_len = len;
        YamlLoad load;
        if (!yaml_load(ctx, text, len, path, true, &load))
            return hiera_fail(ctx, HIERA_ERROR_PUPPET, span_none(), "%s", load.error);
        if (load.value.kind == VAL_HASH) {
            h = hash_copy(ctx, load.value.as.hash, 4);
        } else {
            ctx_warn(ctx, span_none(),
                     "%s: File exists but does not contain a valid YAML hash. Falling back to Hiera version 3 default "
                     "config",
                     path);
            h = v3_default(ctx);
        }
    } else {
        /* no file: the default configuration, whose missing data files are left out */
        h = hash_new(ctx, 3);
        hash_put(ctx, h, value_cstring(ctx, "version"), value_integer(5));
    }
    Value version = get(ctx, h, "version");
    if (version.kind == VAL_UNDEF)
        config->version = 3;
    else if (version.kind == VAL_INTEGER)
        config->version = (int)version.as.integer;
    else if (version.kind == VAL_FLOAT)
        config->version = (int)version.as.floating;
    else if (version.kind == VAL_STRING)
        config->version = (int)strtol(version.as.string->bytes, NULL, 10);   /* String#to_i */
    else
        config->version = 0;
    HieraStatus st;
    switch (config->version) {
    case 5: st = validate_v5(ctx, config, layer, h); break;
    case 4: st = validate_v4(ctx, config, h); break;
    case 3: st = validate_v3(ctx, config, h); break;
    default:
        return hiera_config_fail(ctx, config, 0, "This runtime does not support hiera.yaml version %d", config->version);
    }
    if (st == HIERA_FAILED)
        return st;
    config->config = h;
    *out = config;
    return HIERA_FOUND;
}
