/* expr_types.h: the types of expressions, from evaluation (evaluate's expression_types option).
 *
 * Before the program runs, every expression of the main program that produces a value
 * (variables, literals, calls, collections, accesses, conditionals, strings, resource
 * expressions; not operators, whose operands are recorded), every variable an assignment sets and every parameter of a lambda, function,
 * class or define whose body is not empty gets a record. While it runs, an evaluation watcher
 * (ctx_watch) hands over each value those expressions produce, and each parameter's value when
 * the body's first statement starts. A record keeps how many values came, the first of them,
 * whether they all were the same, and a bounded summary of all of them (types/type_summary.h),
 * so that an expression that runs for every element of a large collection costs a few
 * comparisons per value. Afterwards the records give their types: the value's own type
 * (`type(v)`, detailed) when there was one value, or one that did not vary, and it is small;
 * else the summary's type.
 *
 * Costs: nothing when the option is off (no watcher is installed); with it, the evaluator
 * calls the watcher around each node. The records and the answer are capped
 * (MAX_EXPR_TYPE_RECORDS, MAX_EXPR_TYPE_BYTES in limits.h; docs/limits.md).
 */
#ifndef PUPPET_EXPR_TYPES_H
#define PUPPET_EXPR_TYPES_H

#include "support/ctx.h"
#include "syntax/ast.h"

/* Starts recording the expressions of program: creates their records and installs the
 * watcher on ctx for the rest of the run. Never fails (memory exhaustion leaves through
 * ctx_exhausted). */
void expr_types_start(Ctx *ctx, const AstNode *program);

/* Stops recording and returns the records as JSON text (arena): {"truncated": bool,
 * "expressions": [{kind, line, column, end_line, end_column, ran, count, type, value}]}, each
 * expression before its parts, those that never ran with ran false, count 0 and type null
 * (docs/api.md, "expression_types"). NULL when recording was not started. Spends none of the
 * run's steps; memory exhaustion leaves through ctx_exhausted. */
const char *expr_types_json(Ctx *ctx);

#endif
