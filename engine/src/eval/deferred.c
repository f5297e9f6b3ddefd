/* deferred.c: the reference's DeferredResolver#resolve and #resolve_future (deferred.h).
 *
 * A Deferred's arguments are resolved before its call, and a container holding Deferred
 * values is rebuilt (new arrays, hashes and Sensitive wrappers), as resolve does with Ruby's
 * map. Binary values, which resolve turns into their bytes for the agent, stay Binary: nothing
 * after the resolution shows the difference.
 */
#include "eval/deferred.h"

#include <string.h>

#include "eval/eval_internal.h"
#include "eval/function.h"
#include "eval/scope.h"
#include "objects/type_object.h"
#include "types/type.h"
#include "types/type_internal.h"

/* The value of the variable a '$name' Deferred digs into. */
static Value variable(Ctx *ctx, DeferredResolver *resolver, const char *name) {
    Value found;
    if (!resolver->after_compile)
        return scope_lookup(ctx->interp->top, name, &found) ? found : value_undef();
    /* ScriptCompiler's top scope: set_facts is all the resolver gives it */
    if (strcmp(name, "facts") == 0 && scope_lookup(ctx->interp->top, name, &found))
        return found;
    switch (ctx->options->strict) {
    case PUPPET_STRICT_OFF:
        break;
    case PUPPET_STRICT_ERROR:
        /* the ArgumentError's "'x'; " and a nil reason, the line's end trimmed as logs show it */
        ctx_error(ctx, span_none(), "Undefined variable '%s';", name);
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        return value_abrupt();
    case PUPPET_STRICT_WARNING:
        if (!name_table_find(&resolver->warned, name, strlen(name))) {
            name_table_put(ctx, &resolver->warned, ctx_strndup(ctx, name, strlen(name)), strlen(name));
            ctx_warn(ctx, span_none(), "Undefined variable '%s';", name);
        }
        break;
    }
    return value_undef();
}

/* resolve_future: the arguments resolved first; a name '$var' digs into the variable with
 * them, any other name is a function called with them. */
static Value resolve_future(Ctx *ctx, DeferredResolver *resolver, const CallSite *site, Value deferred) {
    Value name, arguments;
    object_get(deferred, "name", &name);
    if (!object_get(deferred, "arguments", &arguments) || arguments.kind != VAL_ARRAY)
        arguments = value_array_of(ctx, NULL, 0);
    const Array *given = arguments.as.array;
    Value *args = ctx_alloc(ctx, (given->count + 1) * sizeof *args);
    size_t count = 0;
    const char *function = name.as.string->bytes;
    for (size_t i = 0; i < given->count; i++) {
        args[count] = deferred_resolve(ctx, resolver, site, given->items[i]);
        if (value_is_abrupt(args[count++]))
            return value_abrupt();
    }
    if (function[0] == '$') {
        Value found = variable(ctx, resolver, function + 1);
        if (value_is_abrupt(found))
            return found;
        memmove(args + 1, args, count * sizeof *args);
        args[0] = found;
        count++;
        function = "dig";
    }
    if (!name_table_find(&ctx->interp->functions, function, strlen(function)) && !function_exists(ctx, function))
        return function_error(ctx, site, "Unknown function '%s'", function);
    CallSite inner = *site;   /* its style: errors say "Method call" for $d.call */
    inner.name = function;
    return call_function(ctx, &inner, args, count, NULL);
}

Value deferred_resolve(Ctx *ctx, DeferredResolver *resolver, const CallSite *site, Value v) {
    stack_guard();   /* nested data: see ctx.h */
    if (v.kind == VAL_OBJECT && v.as.object->def == type_object_def(&type_deferred))
        return resolve_future(ctx, resolver, site, v);
    if (v.kind == VAL_ARRAY) {
        const Array *a = v.as.array;
        Value *items = ctx_alloc(ctx, (a->count ? a->count : 1) * sizeof *items);
        for (size_t i = 0; i < a->count; i++)
            if (value_is_abrupt(items[i] = deferred_resolve(ctx, resolver, site, a->items[i])))
                return value_abrupt();
        return value_array_of(ctx, items, a->count);
    }
    if (v.kind == VAL_HASH) {
        Hash *h = hash_new(ctx, v.as.hash->count);
        for (size_t i = 0; i < v.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(v.as.hash, i);
            Value resolved = deferred_resolve(ctx, resolver, site, e->value);
            if (value_is_abrupt(resolved))
                return value_abrupt();
            hash_put(ctx, h, e->key, resolved);
        }
        return value_from_hash(h);
    }
    if (v.kind == VAL_SENSITIVE) {
        Value *inner = ctx_alloc(ctx, sizeof *inner);
        *inner = deferred_resolve(ctx, resolver, site, *v.as.sensitive->value);
        if (value_is_abrupt(*inner))
            return value_abrupt();
        Sensitive *s = ctx_alloc(ctx, sizeof *s);
        s->value = inner;
        Value wrapped = { .kind = VAL_SENSITIVE, .as.sensitive = s };
        return wrapped;
    }
    return v;
}
