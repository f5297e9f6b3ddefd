/* hiera_context.c: what a level's Puppet-language function meets: how it is found and called,
 * and the Puppet::LookupContext it is given (lib/puppet/pops/lookup/context.rb).
 *
 * The context's methods are the reference's: not_found() ends the function as "no value here"
 * (the reference throws :no_such_key out of it), explain { ... } adds the block's text to the
 * explanation, interpolate(v) resolves %{...} as data does, environment_name and module_name
 * answer what the level belongs to, and cache/cache_all/cache_has_key/cached_value/
 * cached_entries keep values for the rest of the run, one cache per level and location (the
 * reference's FunctionContext), cached_file_data(path) { |content| ... } reads a file once.
 */
#include <string.h>

#include "env/env.h"
#include "eval/eval_internal.h"
#include "eval/function.h"
#include "hiera/hiera_internal.h"
#include "objects/type_object.h"
#include "types/type.h"

#define NOT_FOUND_MESSAGE "(the lookup context's not_found)"

typedef struct LookupContextObject {
    PuppetObject object;      /* first: the value is an ordinary Object to everything else */
    HieraLevel *level;
    HieraInvocation *inv;
    Hash **cache;             /* the cache of the level at this location */
} LookupContextObject;

static const LookupContextObject *context_of(Value v) {
    return (const LookupContextObject *)v.as.object;
}

bool hiera_context_not_found(Ctx *ctx) {
    if (ctx->unwind.kind != UNWIND_ERROR || !ctx->unwind.message || strcmp(ctx->unwind.message, NOT_FOUND_MESSAGE) != 0)
        return false;
    ctx_clear_unwind(ctx);
    return true;
}

static Value expects(Ctx *ctx, const CallSite *site, size_t count, size_t min, size_t max, const Callable *block,
                     bool block_allowed) {
    if (count < min || count > max) {
        if (min == max)
            return function_error(ctx, site, "'%s' expects %zu argument%s, got %zu", site->name, min, min == 1 ? "" : "s",
                                  count);
        return function_error(ctx, site, "'%s' expects between %zu and %zu arguments, got %zu", site->name, min, max,
                              count);
    }
    if (block && !block_allowed)
        return function_error(ctx, site, "'%s' does not expect a block", site->name);
    return value_undef();
}

#define CHECK_ARGS(min, max, block_ok)                                                    \
    do {                                                                                  \
        if (value_is_abrupt(*result = expects(ctx, site, count, min, max, block, block_ok))) \
            return true;                                                                  \
    } while (0)

static Hash *cache_of(Ctx *ctx, const LookupContextObject *c) {
    if (!*c->cache)
        *c->cache = hash_new(ctx, 4);
    return *c->cache;
}

/* The methods of Puppet::LookupContext (the hook of objects/type_object.h). */
static bool invoke(Ctx *ctx, const CallSite *site, Value receiver, const Value *args, size_t count,
                   const Callable *block, Value *result) {
    const LookupContextObject *c = context_of(receiver);
    const char *name = site->name;
    ctx_pin(ctx);   /* the caches and the explanation keep what a data function gives them */
    if (strcmp(name, "environment_name") == 0) {
        CHECK_ARGS(0, 0, false);
        /* an environment of an environment path is named after its directory */
        const char *dir = env_directory(ctx);
        const char *slash = dir ? strrchr(dir, '/') : NULL;
        const char *env_name = dir && *dir ? (slash ? slash + 1 : dir) : "production";
        *result = value_cstring(ctx, *env_name ? env_name : "production");
    } else if (strcmp(name, "module_name") == 0) {
        CHECK_ARGS(0, 0, false);
        const char *m = c->level->layer->module_name;
        *result = m ? value_cstring(ctx, m) : value_undef();
    } else if (strcmp(name, "not_found") == 0) {
        CHECK_ARGS(0, 0, false);
        ctx_error(ctx, site->span, NOT_FOUND_MESSAGE);
        ctx->interp->error_from_puppet = true;   /* passed up as it is, to the lookup */
        *result = value_abrupt();
    } else if (strcmp(name, "explain") == 0) {
        CHECK_ARGS(0, 0, true);
        *result = value_undef();
        if (block && c->inv->explainer) {
            Value text = callable_call(ctx, block, NULL, 0, site->span);
            if (value_is_abrupt(text))
                *result = text;
            else
                hiera_explain_text(ctx, c->inv, text.kind == VAL_STRING ? text.as.string->bytes : "");
        }
    } else if (strcmp(name, "interpolate") == 0) {
        CHECK_ARGS(1, 1, false);
        if (hiera_interpolate(ctx, c->inv, args[0], true, result) != HIERA_FOUND) {
            const char *message = ctx->unwind.message ? ctx->unwind.message : "";
            ctx_clear_unwind(ctx);
            *result = function_error(ctx, site, "%s", message);
        }
    } else if (strcmp(name, "cache") == 0) {
        CHECK_ARGS(2, 2, false);
        hash_put(ctx, cache_of(ctx, c), args[0], args[1]);
        *result = args[1];
    } else if (strcmp(name, "cache_all") == 0) {
        CHECK_ARGS(1, 1, false);
        if (args[0].kind != VAL_HASH) {
            *result = function_error(ctx, site, "'cache_all' parameter 'hash' expects a Hash value");
            return true;
        }
        Hash *h = cache_of(ctx, c);
        for (size_t i = 0; i < args[0].as.hash->count; i++)
            hash_put(ctx, h, args[0].as.hash->entries[i].key, args[0].as.hash->entries[i].value);
        *result = value_undef();
    } else if (strcmp(name, "cache_has_key") == 0) {
        CHECK_ARGS(1, 1, false);
        Value v;
        *result = value_boolean(*c->cache && hash_get(*c->cache, args[0], &v));
    } else if (strcmp(name, "cached_value") == 0) {
        CHECK_ARGS(1, 1, false);
        Value v;
        *result = *c->cache && hash_get(*c->cache, args[0], &v) ? v : value_undef();
    } else if (strcmp(name, "cached_entries") == 0) {
        CHECK_ARGS(0, 0, true);
        const Hash *h = cache_of(ctx, c);
        if (!block) {
            ArrayBuilder b;
            array_builder_init(&b);
            for (size_t i = 0; i < h->count; i++) {
                Value pair[2] = { h->entries[i].key, h->entries[i].value };
                array_builder_push(ctx, &b, value_array_of(ctx, pair, 2));
            }
            *result = array_builder_finish(ctx, &b);
            return true;
        }
        bool two = callable_param_count(block) >= 2;
        *result = value_undef();
        for (size_t i = 0; i < h->count; i++) {
            Value pair[2] = { h->entries[i].key, h->entries[i].value };
            Value one = value_array_of(ctx, pair, 2);
            Value r = callable_call(ctx, block, two ? pair : &one, two ? 2 : 1, site->span);
            if (value_is_abrupt(r)) {
                *result = r;
                return true;
            }
        }
    } else if (strcmp(name, "cached_file_data") == 0) {
        CHECK_ARGS(1, 1, true);
        if (args[0].kind != VAL_STRING) {
            *result = function_error(ctx, site, "'cached_file_data' parameter 'path' expects a String value");
            return true;
        }
        const char *text;
        size_t len;
        if (env_read_file(ctx, args[0].as.string->bytes, &text, &len) != ENV_FILE_OK) {
            *result = function_error(ctx, site, "No such file or directory @ rb_sysopen - %s", args[0].as.string->bytes);
            return true;
        }
        Value content = value_string(ctx, text, len);
        *result = block ? callable_call(ctx, block, &content, 1, site->span) : content;
    } else {
        return false;
    }
    return true;
}

Value hiera_context_new(Ctx *ctx, HieraLevel *level, HieraInvocation *inv) {
    object_lookup_context_hook.invoke = invoke;
    LookupContextObject *c = ctx_calloc(ctx, 1, sizeof *c);
    const ObjectDef *def = type_object_def(&type_lookup_context);
    c->object.type = &type_lookup_context;
    c->object.def = def;
    const ObjectMember **attributes;
    c->object.count = type_object_attributes(ctx, def, &attributes);
    c->object.attributes = attributes;
    Value *values = ctx_calloc(ctx, c->object.count + 1, sizeof *values);
    for (size_t i = 0; i < c->object.count; i++)
        values[i] = strcmp(attributes[i]->name, "module_name") == 0 && level->layer->module_name
                        ? value_cstring(ctx, level->layer->module_name)
                        : value_undef();
    c->object.values = values;
    c->level = level;
    c->inv = inv;
    c->cache = &level->cache;
    Value v = { .kind = VAL_OBJECT, .as.object = &c->object };
    return v;
}

/* FunctionProvider#load_function's check: a function whose return type is declared must return
 * what the lookup trusts (then its values are not checked one by one). */
static HieraStatus check_return_type(Ctx *ctx, HieraLevel *level, const Callable *c) {
    if (!c || !c->return_type || level->return_checked)
        return HIERA_FOUND;
    const Type *rt = eval_type_expression(ctx, c->return_type);
    if (!rt)
        return hiera_fail_puppet(ctx);
    const char *trusted_text = level->kind == HIERA_FN_DATA_HASH ? "Hash[RichDataKey, RichData]" : "RichData";
    const Type *trusted = type_parse(ctx, trusted_text);
    if (trusted && !type_is_assignable(ctx, trusted, rt)) {
        static const char *const TAGS[] = { "data_hash", "lookup_key", "data_dig", "hiera3_backend" };
        return hiera_fail(ctx, HIERA_ERROR_PUPPET, span_none(),
                          "Return type of '%s' function named '%s' is incorrect, expects %s %s value, got %s",
                          TAGS[level->kind], level->function, strchr("AEIOU", trusted_text[0]) ? "an" : "a", trusted_text,
                          type_to_string(ctx, rt)->bytes);
    }
    level->return_checked = true;
    level->validated = true;
    return HIERA_FOUND;
}

HieraStatus hiera_call_level_function(Ctx *ctx, HieraLevel *level, const Value *args, size_t count, Value *result) {
    const char *name = level->function;
    const NameEntry *e = name_table_find(&ctx->interp->functions, name, strlen(name));
    if (!e && !function_exists(ctx, name) && !name_table_find(&ctx->interp->module_functions, name, strlen(name)) &&
        ctx->autoload) {
        /* a module's function (functions/x.pp, or a Ruby one the engine implements), loaded as a
         * call would load it */
        AutoloadResult loaded = ctx->autoload(ctx, AUTOLOAD_FUNCTION, name, span_none());
        if (loaded == AUTOLOAD_FAILED)
            return hiera_fail_puppet(ctx);
        e = name_table_find(&ctx->interp->functions, name, strlen(name));
    }
    if (!e && !function_exists(ctx, name) && !name_table_find(&ctx->interp->module_functions, name, strlen(name))) {
        static const char *const TAGS[] = { "data_hash", "lookup_key", "data_dig", "hiera3_backend" };
        return hiera_fail(ctx, HIERA_ERROR_ISSUE, span_none(), "Unable to find '%s' function named '%s'",
                          TAGS[level->kind], name);
    }
    if (check_return_type(ctx, level, e ? (const Callable *)e->ptr : NULL) == HIERA_FAILED)
        return HIERA_FAILED;
    CallSite site = { .name = name, .span = span_none(), .style = CALL_FUNCTION };
    *result = call_function(ctx, &site, args, count, NULL);
    if (value_is_abrupt(*result))
        return hiera_fail_puppet(ctx);
    return HIERA_FOUND;
}
