/* deferred.h: the reference's DeferredResolver (lib/puppet/pops/evaluator/deferred_resolver.rb):
 * Deferred values, also inside arrays, hash values and Sensitive values, replaced by the results
 * of the calls they describe.
 *
 * Two callers resolve them: the function `call` (in the compile's own scope), and the end of a
 * compile, where `puppet apply` resolves every Deferred value of the catalog before it applies
 * it (catalog_deferred.c). What this file does not do: the Deferred type and its `new`
 * (types/), the catalog's JSON of a Deferred value, a String (catalog_json.c).
 */
#ifndef PUPPET_EVAL_DEFERRED_H
#define PUPPET_EVAL_DEFERRED_H

#include <stdbool.h>

#include "eval/eval_call.h"
#include "values/name_table.h"
#include "values/value.h"

/* Where the calls run. A Deferred whose name is '$var' digs into that variable. */
typedef struct DeferredResolver {
    /* false: the compile's top scope (`call`; an unset variable is undef). true: the fresh
     * scope of the reference's ScriptCompiler after the compile, which knows $facts only: any
     * other variable is undefined, warned about once per name (or an error, or nothing, as
     * --strict says: Scope#variable_not_found outside the evaluator). */
    bool after_compile;
    NameTable warned;         /* after_compile: the undefined variables warned about */
} DeferredResolver;

/* v with each Deferred inside it resolved: its arguments first, then the function it names
 * called with them (no block), errors reported at site ("Unknown function 'x'" for a name no
 * function has). Returns value_abrupt() with ctx->unwind set when a call fails. */
Value deferred_resolve(Ctx *ctx, DeferredResolver *resolver, const CallSite *site, Value v);

#endif
