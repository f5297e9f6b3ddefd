/* epp.h: EPP templates at run time: rendering a parsed template (the reference's
 * EppEvaluator and its evaluator rules for EppExpression, RenderStringExpression and
 * RenderExpression).
 *
 * Central idea: a template (parser_parse_epp) is a lambda whose body renders. Running it binds
 * its parameters by name from a hash (closure.rb call_by_name with the reference's checks and
 * messages), then evaluates its statements while a render buffer is open: text and `<%= %>`
 * values are appended to the innermost open buffer, also from lambdas called inside the
 * template, and the buffer becomes the result (Sensitive when a rendered value was).
 * inline_epp and epp (functions_epp.c) parse, validate and call epp_run.
 */
#ifndef PUPPET_EPP_H
#define PUPPET_EPP_H

#include "syntax/ast.h"
#include "support/ctx.h"
#include "eval/scope.h"
#include "values/value.h"

/* Evaluates an AST_EPP body: renders its statements into a new buffer and returns the text
 * (String, or Sensitive[String] when a rendered value was Sensitive), or value_abrupt(). */
Value eval_epp(Ctx *ctx, const AstNode *node);

/* Evaluates AST_RENDER_STRING and AST_RENDER_EXPR: appends to the innermost template being
 * rendered and returns undef, or value_abrupt() when the expression fails. */
Value eval_epp_render(Ctx *ctx, const AstNode *node);

/* Runs the template `lambda` (an AST_LAMBDA with an AST_EPP body) with the arguments `args`
 * (a Hash, or NULL when none were given) in a new scope under `closure`, binding and checking
 * the parameters as the reference does. Returns the rendered text; value_abrupt() on an error
 * (errors of the binding itself, "lambda: ...", are left for the calling function to wrap, see
 * function.h), or with a `next`/`return` unwind of the template for the caller to resolve. */
Value epp_run(Ctx *ctx, const AstNode *lambda, const Value *args, Scope *closure);

/* EvaluatingEppParser.parse_string (the epp heredoc checker): the parse error or the first
 * error of the template's checks, without location, and its place in *at (line 0: none);
 * NULL when text is a valid template. */
const char *epp_template_error(Ctx *ctx, const char *text, size_t len, SrcSpan *at);

#endif
