/* eval_call.h: calls, lambdas and user-defined functions.
 *
 * Follows expressions.md "Function Calls" and puppet-functions.md, with the reference's
 * deviations (reference-notes.md "Functions, lambdas, scope"): Puppet functions never receive a
 * lambda, lambdas are not values that can be stored. A Callable is a lambda together with the
 * scope it was written in (its closure), or a user function. Built-in functions receive the
 * lambda of their call as a `const Callable *block` and run it with callable_call.
 *
 * Calls and their errors follow the reference's closure.rb and function dispatch:
 *   - arguments bind left to right, defaults are evaluated in the closure scope (for functions:
 *     the top scope) with the parameters to their left visible;
 *   - a captures-rest parameter receives an array;
 *   - types are checked after binding, the return type (`>> T`) after the body;
 *   - `next(v)` ends a lambda or function body with v; `return(v)` ends the enclosing function;
 *     `break()` ends the iteration of the function that called the lambda.
 */
#ifndef PUPPET_EVAL_CALL_H
#define PUPPET_EVAL_CALL_H

#include <stdbool.h>
#include <stddef.h>

#include "syntax/ast.h"
#include "eval/scope.h"
#include "values/value.h"

typedef enum CallableKind {
    CALLABLE_LAMBDA,          /* node: AST_LAMBDA, closure: where it was written */
    CALLABLE_FUNCTION,        /* node: AST_FUNCTION_DEF, closure: the top scope */
} CallableKind;

struct Callable {
    CallableKind kind;
    const AstNode *node;
    Scope *closure;
    const char *name;         /* "lambda" or the function's name, as messages call it */
    const Type *type;         /* the Callable type of its parameters, computed on first use */
    const AstList *params;    /* node's parameter list */
    const AstNode *return_type;
    const AstNode *body;
    const struct Signature *signature;   /* user functions: computed on the first call */
    const Type *return_type_value;       /* user functions: return_type evaluated (eval_call.c) */
    size_t required_before;   /* a class's defaults guard: params before this one lack a value */
};

static inline Value value_from_callable(const Callable *c) {
    Value v = { .kind = VAL_CALLABLE, .as.callable = c };
    return v;
}

/* How a call was written: the reference names the failing expression after it. */
typedef enum CallStyle {
    CALL_FUNCTION,            /* f(x), f x: "a Function Call" */
    CALL_METHOD,              /* x.f: "a Method call" */
} CallStyle;

/* What a built-in function knows about the call that invoked it. */
typedef struct CallSite {
    const char *name;         /* the function name as called */
    SrcSpan span;             /* where the reference reports the call's errors */
    CallStyle style;
    const AstNode *node;      /* the call node, or NULL for internal calls */
} CallSite;

/* Calls a callable with positional arguments (bound as closure.rb does: missing arguments
 * take defaults, extra ones are dropped for lambdas). `next` inside ends the body with its
 * value. Returns the result, or value_abrupt() for an error, a `break` (for the iterating
 * caller to handle) or a `return` (for the enclosing function). */
Value callable_call(Ctx *ctx, const Callable *c, const Value *args, size_t count, SrcSpan where);

/* callable_call for a caller that does not use the result (`each`): undef instead of it, which
 * spares keeping it past the call's region (docs/memory.md). */
Value callable_call_discard(Ctx *ctx, const Callable *c, const Value *args, size_t count, SrcSpan where);

/* The Callable type of c's parameters (e.g. Callable[Integer, 1, 1]), as the reference's
 * Closure#type; types in parameters are evaluated in c's closure. Returns NULL after an error. */
const Type *callable_type(Ctx *ctx, const Callable *c);

/* Number of parameters of c and whether its last one captures the rest. */
size_t callable_param_count(const Callable *c);
bool callable_last_captures_rest(const Callable *c);

/* Calls the function `name` (user-defined or built-in) with evaluated arguments and an
 * optional lambda, as a call expression does; `site` says where and how it was called.
 * Returns the result or value_abrupt() ("Unknown function: 'x'." and dispatch errors). */
Value call_function(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                    const Callable *block);

/* Whether `name` may be read while the defaults of function c are evaluated from its
 * parameter `from` on: false, after the reference's "default expression for $x tries to
 * illegally access not yet evaluated $y" error, when name is that or a later parameter, or
 * after "expects a value for parameter $y" when it is one of c's first required_before. */
bool callable_param_ready(Ctx *ctx, const Callable *c, size_t from, const char *name);

/* Evaluates AST_CALL and AST_CALL_METHOD nodes. */
Value eval_call(Ctx *ctx, const AstNode *node);

/* Registers a function definition (hoisting: before the program runs). Returns
 * value_abrupt() for a duplicate, else undef. */
Value eval_define_function(Ctx *ctx, const AstNode *def);

#endif
