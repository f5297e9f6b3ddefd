/* catalog_deferred.c: what `puppet apply` does with the catalog's Deferred values between the
 * compile and applying it: DeferredResolver.resolve_and_replace (preprocess_deferred, true by
 * default) calls each one, resource by resource in catalog order, parameter by parameter, in a
 * fresh scope that knows $facts only (eval/deferred.h); then converting the catalog for the
 * agent (to_ral) refuses a parameter left nil.
 *
 * The catalog keeps its values: the compiled catalog, which the engine prints, is the one the
 * reference hands over before resolving it, each Deferred a String in its JSON
 * (catalog_json.c). A failing call ends the run with its message alone, as the reference's
 * application reports an error raised outside the evaluator ("Unknown function 'x'", "boom"
 * for fail('boom')): no "Evaluation Error", no function-call wrapping, no location.
 */
#include "catalog/catalog_internal.h"

#include <string.h>

#include "eval/deferred.h"
#include "eval/eval_internal.h"
#include "objects/type_object.h"
#include "types/type.h"
#include "types/type_internal.h"

/* Whether v holds a Deferred value (where resolve would call something). */
static bool holds_deferred(Value v) {
    stack_guard();   /* nested data: see ctx.h */
    switch (v.kind) {
    case VAL_OBJECT:
        return v.as.object->def == type_object_def(&type_deferred);
    case VAL_ARRAY:
        for (size_t i = 0; i < v.as.array->count; i++)
            if (holds_deferred(v.as.array->items[i]))
                return true;
        return false;
    case VAL_HASH:
        for (size_t i = 0; i < v.as.hash->count; i++)
            if (holds_deferred(hash_entry_at(v.as.hash, i)->value))
                return true;
        return false;
    case VAL_SENSITIVE:
        return holds_deferred(*v.as.sensitive->value);
    default:
        return false;
    }
}

/* The pending error as the application logs it: the message without the evaluator's wrapping
 * of a function call, without location. */
static Value unwrapped_error(Ctx *ctx) {
    Unwind *u = &ctx->unwind;
    if (u->kind != UNWIND_ERROR || !u->message)
        return value_abrupt();
    static const char *const WRAPPERS[] = { "Error while evaluating a Function Call, ",
                                            "Error while evaluating a Method call, " };
    const char *message = u->message;
    for (size_t i = 0; i < sizeof WRAPPERS / sizeof *WRAPPERS; i++)
        if (strncmp(message, WRAPPERS[i], strlen(WRAPPERS[i])) == 0)
            message += strlen(WRAPPERS[i]);
    if (u->error_kind != PUPPET_ERROR_EVALUATION)
        return value_abrupt();   /* a limit (time, steps, memory) stays what it is */
    ctx_clear_unwind(ctx);
    ctx_error(ctx, span_none(), "%s", message);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

Value catalog_resolve_deferred(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    DeferredResolver resolver = { .after_compile = true };
    CallSite site = { .name = "deferred", .span = span_none(), .style = CALL_FUNCTION, .node = NULL };
    const char *nil_param = NULL;   /* the first parameter resolved to undef, for to_ral */
    for (size_t i = 0; i < cat->resource_count; i++) {
        const CatResource *r = cat->resources[i];
        if (r->is_virtual)
            continue;
        for (size_t k = 0; k < r->params.count; k++) {
            const CatParam *p = &r->params.items[k];
            if (p->value.kind == VAL_UNDEF || !holds_deferred(p->value))
                continue;
            Value resolved = deferred_resolve(ctx, &resolver, &site, p->value);
            if (value_is_abrupt(resolved))
                return unwrapped_error(ctx);
            /* Puppet::Type#[]= on the agent's side; a component (class, define) only takes
             * its metaparameters */
            bool set_by_agent = r->kind == CAT_BUILTIN || resource_type_is_metaparam(p->name);
            if (resolved.kind == VAL_UNDEF && set_by_agent && !nil_param)
                nil_param = p->name;
        }
    }
    if (nil_param) {
        ctx_error(ctx, span_none(), "Got nil value for %s", nil_param);
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        return value_abrupt();
    }
    return value_undef();
}
