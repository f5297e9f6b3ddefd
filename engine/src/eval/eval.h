/* eval.h: the evaluator, the heart of the interpreter.
 *
 * Central idea: evaluation is a recursive walk of the AST (ast.h) that returns Values; an
 * error, break, next or return is the sentinel value_abrupt() with the details in ctx->unwind
 * (ctx.h), propagated with TRY until a catch site (a call boundary, an iteration, the run).
 * All state of a run's evaluation lives in the Interp below, reached through ctx->interp, so
 * that nothing outlives the run's arena.
 *
 * The evaluator is split by concern (spec expressions.md, the reference's evaluator_impl.rb
 * where the spec is silent, see /work/shared/reference-notes.md):
 *   eval.c            program, blocks, literals, variables, assignment, the node dispatcher
 *   eval_operators.c  arithmetic, comparison, equality, logic, `in`
 *   eval_access.c     the [] operator on values (types delegate to type_parameterize)
 *   eval_match.c      =~ and !~, case/selector option matching, match variables $0..$n
 *   eval_control.c    if, unless, case, selector
 *   eval_string.c     interpolation and heredoc
 *   eval_call.c       calls, lambdas, user functions (eval_call.h)
 *   eval_util.c       value labels and Ruby-style texts for messages
 */
#ifndef PUPPET_EVAL_H
#define PUPPET_EVAL_H

#include <stdbool.h>
#include <stddef.h>

#include "syntax/ast.h"
#include "support/ctx.h"
#include "values/regex.h"
#include "eval/scope.h"
#include "values/value.h"

/* The accumulator that `reduce` holds as its only reference and lets its lambda extend in place
 * instead of copying (eval_growable_node, eval_string.c; docs/memory.md): a string its
 * interpolation appends to, or a hash its `$memo + {...}` writes into. What grows lies in
 * reduce's region, so that the step's region can be released without copying it. */
typedef struct StringGrowth {
    const AstNode *node;          /* the interpolation or `+` allowed to grow, or NULL */
    const Str *str;               /* what node made at the previous step, now reduce's memo */
    size_t capacity;              /* bytes of room of str's block (strbuf_finish_capacity) */
    size_t depth;                 /* reduce's region: where the accumulator grows */
    size_t *tip;                  /* the hash buffer reduce owns (hash_merge_owned), or NULL */
} StringGrowth;

/* A frame of the reference's Puppet stack (Puppet::Pops::PuppetStack): a function call from
 * Puppet code, at the call's place, or the main program, at its file and line 0. Frames live on
 * the C stack of the call that pushed them. */
typedef struct PuppetFrame {
    SrcSpan span;
    const struct PuppetFrame *next;   /* the enclosing frame, or NULL */
} PuppetFrame;

struct Interp {
    Scope *top;                   /* the top scope: $::x, facts */
    Scope *scope;                 /* the scope evaluation currently runs in */
    const MatchData *match;       /* $0..$n visible now, or NULL */
    const MatchData *top_match;   /* the top scope's $0..$n while a class, define or node body
                                     runs: what its own $n read before it matches itself */
    NameTable functions;          /* user functions by name: AstNode * (AST_FUNCTION_DEF) */
    NameTable module_functions;   /* Ruby functions of modules loaded in this run (env/): their C
                                     implementations, ParsedFunction * by name */
    bool error_from_puppet;       /* the pending error was raised by Puppet code (see eval_call.c) */
    const Callable *defaults_of;  /* a function whose parameter defaults are being evaluated, */
    size_t defaults_from;         /* from this parameter on not yet bound: reading one is an
                                     error (the reference's ParameterScope); NULL otherwise */
    NameTable literals;           /* AST_STRING/AST_NAME node address -> its String value */
    void *catalog;                /* the catalog engineer's state (NULL until classes exist) */
    void *epp_render;             /* the innermost template being rendered (eval_epp.c), or NULL */
    NameTable epp_templates;      /* template text -> its parse (functions_epp.c) */
    void *erb;                    /* ERB rendering's state (erb/erb.c), NULL until a template renders */
    StringGrowth grow;            /* reduce's memo string that may grow in place (eval_string.c) */
    const PuppetFrame *puppet_stack;   /* the innermost frame, or NULL (stdlib's deprecation) */
};

/* Evaluates a whole program: hoists function definitions and type aliases, then runs the
 * statements in order. Returns the value of the last statement, or value_abrupt() with
 * ctx->unwind describing the error (break/next/return at top level are turned into the
 * reference's "... from context where this is illegal" errors). */
Value eval_program(Ctx *ctx, const AstNode *program);

/* Makes the type aliases and functions a program defines known (hoisting: before the
 * program runs, or when a module's file is loaded): the aliases first, all declared before any
 * is resolved, then the functions. Returns value_abrupt() for a name already taken. */
Value eval_hoist_definitions(Ctx *ctx, const AstNode *program);

/* Evaluates one expression in the current scope. Returns its value or value_abrupt(). */
Value eval_node(Ctx *ctx, const AstNode *node);

/* Evaluates the statements of a block (AST_BLOCK or any single node) and returns the value of
 * the last one (undef for an empty block), or value_abrupt(). */
Value eval_block(Ctx *ctx, const AstNode *block);

/* Evaluates a list of argument expressions into a new array, unfolding splats (`*$x`) as the
 * reference's `unfold` does. `first` (when not NULL) is put before them (the receiver of a
 * method call). Returns false after an abrupt completion. */
bool eval_arguments(Ctx *ctx, const AstList *args, const Value *first, Value **out, size_t *count);

/* The value of a variable by name (without '$'), as `$name` evaluates it at `where`: unknown
 * names are an error under strict_variables, else undef and a warning. */
Value eval_variable(Ctx *ctx, const char *name, SrcSpan where);

/* eval_variable of a variable node (AST_VARIABLE, or an AST_NAME read as one): the same
 * value, with what depends on the name alone worked out at its first read and kept in the
 * node. */
Value eval_variable_node(Ctx *ctx, const AstNode *node);

/* Evaluates a splat operand as the reference's UnfoldExpression: undef -> [], an Array as is,
 * a Hash as its [key, value] pairs, an Iterator rolled out, anything else wrapped. */
Value eval_unfold_value(Ctx *ctx, Value v, SrcSpan where);

/* Counts a step and checks the C stack; leaves the run through ctx_exhausted when a limit is
 * passed. Every node evaluation and every iteration calls it. */
void eval_check_limits(Ctx *ctx, SrcSpan where);

#endif
