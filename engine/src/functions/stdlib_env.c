/* stdlib_env.c: puppetlabs-stdlib's functions that read the environment: loadjson and loadyaml
 * (a file, read as the environment reads files: env.h's virtual tree, bundles or disk),
 * get_module_path and load_module_metadata (the module path), is_function_available (which
 * functions a 3.x lookup finds: Puppet's own and the modules' lib/puppet/parser/functions).
 *
 * A URL given to loadjson or loadyaml fails saying the engine does not use the network; a file
 * the environment does not have is the reference's missing file (a warning, the default).
 * Messages are the reference's ("name(): " shows as "name: ").
 */
#include <string.h>

#include "data/yaml_value.h"
#include "env/env.h"
#include "eval/function.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"

#define ARGS_3X(arity)                                       \
    (void)block;                                             \
    Value *a = fnlib_args_3x(ctx, site, args, count, arity); \
    if (!a)                                                  \
        return value_abrupt()

static bool starts_with(const Str *s, const char *prefix) {
    size_t n = strlen(prefix);
    return s->len >= n && memcmp(s->bytes, prefix, n) == 0;
}

/* The body of loadjson and loadyaml. */
static Value load_file(Ctx *ctx, const CallSite *site, const Value *a, size_t count, bool yaml) {
    const char *name = yaml ? "loadyaml" : "loadjson";
    if (count < 1)
        return function_error(ctx, site, "Wrong number of arguments. 1 or 2 arguments should be provided.");
    Value fallback = count > 1 ? a[1] : value_undef();
    if (a[0].kind != VAL_STRING)
        return function_error(ctx, site, "undefined method `start_with?' for %s", fnlib_ruby_receiver(ctx, a[0]));
    const Str *path = a[0].as.string;
    if (starts_with(path, "http://") || starts_with(path, "https://"))
        return function_error(ctx, site,
                              "%s: the function is not available here for a URL: fetching '%s' needs the network, "
                              "which the engine does not use",
                              name, path->bytes);
    const char *text;
    size_t len;
    EnvFileStatus status = env_read_file(ctx, path->bytes, &text, &len);
    if (status == ENV_FILE_MISSING) {
        const char *message = ctx_sprintf(ctx, "Can't load '%s' File does not exist!", path->bytes);
        ctx_log(ctx, PUPPET_LOG_WARNING, message, strlen(message), site->span);
        return fallback;
    }
    if (status != ENV_FILE_OK) {
        /* File.read of a directory or of a file it cannot open */
        if (value_truthy(fallback))
            return fallback;
        return function_error(ctx, site, "%s - %s",
                              status == ENV_FILE_DIRECTORY ? "Is a directory @ io_fread" : "Permission denied @ rb_sysopen",
                              path->bytes);
    }
    Value v;
    if (yaml) {
        YamlLoadOptions options = { .filename = path->bytes, .permit_symbols = true, .no_aliases = true,
                                    .psych_messages = true };
        YamlLoad load;
        if (!yaml_load_with(ctx, text, len, &options, &load)) {
            if (value_truthy(fallback))
                return fallback;
            return function_error(ctx, site, "%s", stdlib_without_parens(ctx, load.error));
        }
        v = load.value;
    } else if (!stdlib_pson_load(ctx, site, text, len, &v)) {
        if (!value_truthy(fallback))
            return value_abrupt();
        ctx_clear_unwind(ctx);
        return fallback;
    }
    return value_truthy(v) ? v : fallback;
}

static Value loadjson_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-2);
    return load_file(ctx, site, a, count, false);
}

static Value loadyaml_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-2);
    return load_file(ctx, site, a, count, true);
}

/* Puppet::Module.find(name): the module, or NULL after the reference's error. */
static const EnvModule *find_module(Ctx *ctx, const CallSite *site, Value name) {
    const EnvModule *m = name.kind == VAL_STRING ? env_find_module(ctx, name.as.string->bytes) : NULL;
    if (!m)
        function_error(ctx, site, "Could not find module %s in environment production", stdlib_to_s(ctx, name));
    return m;
}

static Value get_module_path_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                  const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "get_module_path: Wrong number of arguments, expects one");
    const EnvModule *m = find_module(ctx, site, a[0]);
    return m ? value_cstring(ctx, m->path) : value_abrupt();
}

static Value load_module_metadata_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                       const Callable *block) {
    ARGS_3X(-1);
    if (count != 1 && count != 2)
        return function_error(ctx, site, "load_module_metadata: Wrong number of arguments, expects one or two");
    const EnvModule *m = find_module(ctx, site, a[0]);
    if (!m)
        return value_abrupt();
    const char *text;
    size_t len;
    if (env_read_file(ctx, env_path_join(ctx, m->path, "metadata.json"), &text, &len) != ENV_FILE_OK) {
        if (count > 1 && value_truthy(a[1]))
            return value_from_hash(hash_new(ctx, 0));
        return function_error(ctx, site, "load_module_metadata: No metadata.json file for module %s",
                              stdlib_to_s(ctx, a[0]));
    }
    Value v;
    if (!stdlib_pson_load(ctx, site, text, len, &v))
        return value_abrupt();
    return v;
}

/* Puppet::Parser::Functions.function(name): Puppet's own functions, and the 3.x functions of the
 * modules on the module path; not the modules' 4.x functions nor the manifest's. */
static Value is_function_available_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                        const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return function_error(ctx, site, "is_function_available?: Wrong number of arguments given %zu for 1", count);
    if (a[0].kind != VAL_STRING || a[0].as.string->len == 0)
        return value_boolean(false);
    const char *name = a[0].as.string->bytes;
    if (function_builtin(name))
        return value_boolean(true);
    size_t modules;
    const EnvModule *all = env_modules(ctx, &modules);
    for (size_t i = 0; i < modules; i++) {
        size_t n;
        const char **names = env_module_ruby_names(ctx, &all[i], ENV_RUBY_LEGACY_FUNCTION, &n);
        for (size_t k = 0; k < n; k++)
            if (strcmp(names[k], name) == 0)
                return value_boolean(true);
    }
    return value_boolean(false);
}

const BuiltinFunction ruby_functions_stdlib_env[] = {
    { "loadjson", { { "~(Any *$args)", loadjson_impl } } },
    { "loadyaml", { { "~(Any *$args)", loadyaml_impl } } },
    { "get_module_path", { { "~(Any *$args)", get_module_path_impl } } },
    { "load_module_metadata", { { "~(Any *$args)", load_module_metadata_impl } } },
    { "is_function_available", { { "~(Any *$args)", is_function_available_impl } } },
    { NULL, { { NULL, NULL } } },
};
