/* function.h: the registry of built-in functions and their typed dispatch.
 *
 * Central idea: a built-in function is a name and a list of dispatches, each a Puppet
 * signature written as a string and the C implementation it selects, e.g.
 *     { "each", { { "(Hash[Any, Any] $hash, Callable[2,2] &$block)", each_hash_2 },
 *                 { "(Iterable $enumerable, Callable[1,1] &$block)", each_iterable_1 } } }
 * The signatures are parsed once, on the first run, into an immortal arena (types shared
 * read-only with every run: type_share_table); a call tries the dispatches in order and the
 * first one that accepts the arguments and the block wins. When none does, the failure is
 * described as the reference's TypeMismatchDescriber does ("'join' parameter 'arg' expects an
 * Array value, got Integer", "'f' expects 1 argument, got none", "'each' block expects between
 * 1 and 2 arguments, got 3", or the list of signatures when they disagree).
 *
 * Signature syntax (Puppet's parameter syntax): `Type $name` required, `Type $name = undef`
 * optional (any default text: the implementation sees fewer arguments), `Type *$rest` repeated
 * (zero or more), `Callable[..] &$block` a required lambda, `Optional[Callable[..]] &$block` an
 * optional one. No `&$block` means the function takes no lambda. Untyped means Any. A leading
 * `!` marks the reference's `argument_mismatch` dispatch: tried like the others, but left out
 * when a failed call is described (it exists to word an error of its own). A leading `~` marks
 * one of the reference's 3.x functions (Function3x): a lambda given to it is neither checked nor
 * passed, the call goes on as without one. A signature may
 * begin with the function's local type aliases, `type Name = Type; ` each, as the reference's
 * `local_types` (visible to the function's later signatures; failed calls name them).
 *
 * Library files functions_<area>.c each define a table `const BuiltinFunction
 * functions_<area>[]` ended by an entry with a NULL name, and are listed once in
 * function_modules.def.
 */
#ifndef PUPPET_FUNCTION_H
#define PUPPET_FUNCTION_H

#include <stdbool.h>
#include <stddef.h>

#include "eval/eval_call.h"
#include "values/value.h"

/* The maximum number of dispatches of one built-in function. */
#define MAX_DISPATCHES 12

/* A built-in implementation: args[0..count) already match the dispatch's signature, block is
 * the lambda (NULL when the call has none). Returns the result or value_abrupt() after an
 * error (use function_error for the reference's "Error while evaluating a Function Call, ...")
 * or after a lambda's abrupt completion (return it unchanged). */
typedef Value (*BuiltinImpl)(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                             const Callable *block);

typedef struct BuiltinDispatch {
    const char *signature;
    BuiltinImpl impl;
} BuiltinDispatch;

typedef struct BuiltinFunction {
    const char *name;
    BuiltinDispatch dispatches[MAX_DISPATCHES];
} BuiltinFunction;

/* A parsed signature: what a call must pass. Built-in dispatches and user functions both
 * have one; a failed call is described against the signatures of its function. */
typedef struct Signature {
    size_t param_count;
    const char **names;       /* parameter names, without '$' */
    const Type **types;       /* their types (Any when untyped); the last repeats when max
                                 exceeds param_count */
    size_t min, max;          /* accepted argument counts; SIZE_MAX: unlimited */
    const Type *block_type;   /* the lambda's type (a Callable, or Optional[Callable]); NULL:
                                 the function takes no lambda */
    bool block_required;
} Signature;

/* Whether args and block satisfy sig (counts, instance-of each argument, the block). */
bool signature_accepts(Ctx *ctx, const Signature *sig, const Value *args, size_t count,
                       const Callable *block);

/* The reference's description of why no signature accepts the call (TypeMismatchDescriber
 * #describe_signatures): `label` is "'f'" or "block". Never fails. */
const char *signature_describe(Ctx *ctx, const char *label, const Signature *const *sigs,
                               size_t sig_count, const Value *args, size_t count,
                               const Callable *block);

/* Whether a signature of the built-in `name` takes one argument more than the n `trailing`
 * ones, those being instances of its parameters after the first (PInitType's check of its
 * init arguments). False when there is no such built-in. */
bool function_takes_trailing(Ctx *ctx, const char *name, const Value *trailing, size_t n);

/* Whether v is an instance of Init[T] through the constructor `name` (PInitType#really_instance?
 * without init arguments): an instance of the first parameter of a dispatch that takes exactly
 * one argument, or an Array that is the argument list of another dispatch, or (when one of
 * those takes a single argument) v alone as that list. Sets *known false when there is no
 * such built-in. */
bool function_accepts_as_init(Ctx *ctx, const char *name, Value v, bool *known);

/* Calls visit with each built-in function every environment has (the library's tables, in
 * their order), and then, with its module's name, each function a module ships in Ruby (which
 * exists only where that module is on the module path): its name and the text of each
 * dispatch's parameters as written in the table ("(String $str, Integer $n)", without local
 * type aliases and markers; a "!" dispatch, which only describes failed calls, is left out).
 * For editors (completion); never fails. */
typedef void (*FunctionVisitor)(const char *module, const char *name, const char *const *params, size_t count,
                                void *data);
void function_each(FunctionVisitor visit, void *data);

/* Whether a built-in function of that name exists. */
bool function_exists(Ctx *ctx, const char *name);

/* Calls the built-in `site->name`: selects the first dispatch accepting args and block and runs
 * it. Returns false when no built-in has that name (nothing recorded); otherwise true with
 * *result set to the value or value_abrupt(). */
bool function_call_builtin(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                           const Callable *block, Value *result);

/* A built-in function with its parsed signatures (function.c). */
typedef struct ParsedFunction ParsedFunction;

/* The built-in function of that name, or NULL. It lives as long as the process, so a caller
 * may keep it (eval_call.c keeps it per call site). */
const ParsedFunction *function_builtin(const char *name);

/* function_call_builtin of the built-in pf (from function_builtin(site->name)): the value, or
 * value_abrupt() after an error. */
Value function_call_parsed(Ctx *ctx, const CallSite *site, const ParsedFunction *pf, const Value *args,
                           size_t count, const Callable *block);

/* Records an error raised by a built-in function, worded as the reference wraps it:
 * "Error while evaluating a Function Call, <message>" (or "a Method call") at the call.
 * Returns value_abrupt(). */
Value function_error(Ctx *ctx, const CallSite *site, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/* function_error without a location, for the Ruby errors that the reference prints with
 * extra lines (did_you_mean's suggestions, error_highlight's source line): it puts the
 * location after those, so its first line, the one the log shows, has none. */
Value function_error_unlocated(Ctx *ctx, const CallSite *site, const char *format, ...)
    __attribute__((format(printf, 3, 4)));

/* Calls block with the arguments and turns `break` into a stop signal: returns true with
 * *result set when the lambda completed or called next; returns true with *stopped set when
 * it called break; returns false when it failed or returned (propagate value_abrupt()).
 * result NULL: the caller does not use the lambda's value (callable_call_discard). */
bool function_yield(Ctx *ctx, const CallSite *site, const Callable *block, const Value *args,
                    size_t count, Value *result, bool *stopped);

/* The C implementation of a Ruby function that a module ships (lib/puppet/functions/<ns>/<f>.rb
 * or lib/puppet/parser/functions/<f>.rb): `module` is the module's name ("stdlib"), `name` the
 * function's name as manifests call it ("pick", "stdlib::end_with"). The environment's loader
 * asks for it when it finds such a file; the function then exists exactly where the reference
 * has it. Returns NULL when the engine has no implementation (the loader reports that). */
const ParsedFunction *function_ruby(const char *module, const char *name);

/* The module functions' tables: X(module, area) names the table `ruby_functions_<area>` of
 * functions of module `module` (function_ruby.def). */
typedef struct RubyFunctionTable {
    const char *module;
    const BuiltinFunction *functions;
} RubyFunctionTable;

/* The built-in tables (function_modules.def), and the module functions' (function_ruby.def). */
#define X(area) extern const BuiltinFunction functions_##area[];
#include "eval/function_modules.def"
#undef X
#define X(module, area) extern const BuiltinFunction ruby_functions_##area[];
#include "eval/function_ruby.def"
#undef X

#endif
