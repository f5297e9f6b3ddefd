/* eval_internal.h: what the eval_*.c files share with each other and nothing else.
 *
 * Every function here follows the evaluator's convention (eval.h): it returns a Value or
 * value_abrupt() after recording the error in ctx->unwind.
 */
#ifndef PUPPET_EVAL_INTERNAL_H
#define PUPPET_EVAL_INTERNAL_H

#include "eval/eval.h"
#include "eval/eval_call.h"
#include "values/label.h"

/* eval_operators.c */
/* eval_facts.c: the top scope's $facts (and each fact as a variable), then $trusted, $name and
 * $title, as `puppet apply` sets them. Return undef, or value_abrupt() after the error of facts
 * or trusted facts that are no JSON object / YAML mapping. */
Value eval_init_facts(Ctx *ctx, Scope *top);
Value eval_init_top_scope(Ctx *ctx, Scope *top);

Value eval_arithmetic(Ctx *ctx, const AstNode *node);      /* + - * / % << >> */
Value eval_comparison(Ctx *ctx, const AstNode *node);      /* == != < <= > >= */
Value eval_logical(Ctx *ctx, const AstNode *node);         /* and, or, ! */
Value eval_unary_minus(Ctx *ctx, const AstNode *node);
Value eval_in(Ctx *ctx, const AstNode *node);
/* The ordering of two values as the reference's CompareOperator#compare; false after an
 * error recorded against `where` for `op` (e.g. "<"). */
bool eval_compare_values(Ctx *ctx, Value a, Value b, const char *op, SrcSpan where, int *out);

/* The reference's Utils.to_n on a string: decimal, 0x hex, leading-0 octal, floats; false
 * when s is no number. */
bool eval_string_to_number(const Str *s, Value *out);
/* coerce_numeric: v as a number for arithmetic (numeric strings converted, with the strict
 * setting's warning or error at `where`), or an error "The value '...' cannot be converted to
 * Numeric." at `where`. */
Value eval_coerce_numeric(Ctx *ctx, Value v, SrcSpan where);

/* eval_access.c */
Value eval_access(Ctx *ctx, const AstNode *node);

/* eval_match.c */
Value eval_match_operator(Ctx *ctx, const AstNode *node);  /* =~ !~ */
/* Whether `value` matches the case/selector option `option` (the reference's
 * CompareOperator#match): regexps set the match variables. */
bool eval_case_match(Ctx *ctx, Value value, Value option);
/* Makes m the visible match variables ($0..$n); NULL leaves them as they are. */
void eval_set_match(Ctx *ctx, const MatchData *m);

/* eval_control.c */
Value eval_if(Ctx *ctx, const AstNode *node);
Value eval_case(Ctx *ctx, const AstNode *node);
Value eval_selector(Ctx *ctx, const AstNode *node);

/* eval_string.c */
Value eval_interpolated(Ctx *ctx, const AstNode *node);
/* The node that may extend reduce's memo in place (Interp.grow) when `lambda` is reduce's
 * block: its body is only that node, and nothing else in it can reach the memo (no other
 * mention of it, no call that reads variables by name, no lambda, no resource). Either an
 * interpolation that starts with the memo parameter (the memo and return types, if any, are
 * String types), or `$memo + <expression>` (no memo or return type). NULL when lambda has
 * another shape. Never fails. */
const AstNode *eval_growable_node(const Callable *lambda);
Value eval_heredoc(Ctx *ctx, const AstNode *node);

/* eval_util.c: messages */
/* The reference's label of a value ("Integer", "String", "Undef Value", "Integer-Type"). */
const char *eval_value_label(Ctx *ctx, Value v);
/* Ruby's to_s of the reference's value, as messages interpolate it ("[1, \"a\"]" style):
 * sprintf's %s, where a Ruby object that would leak is written in the spec's form. */
const char *eval_ruby_to_s(Ctx *ctx, Value v);
/* Where the reference locates a binary expression: its operator token. */
SrcSpan eval_operator_span(Ctx *ctx, const AstNode *node);

/* One error of a static check (eval_validate.c, catalog_validate.c). */
typedef struct ValidationFinding {
    const char *message;
    SrcSpan span;
    struct ValidationFinding *next;
} ValidationFinding;

/* Records the findings as the reference reports them: one as a parse error at its location;
 * several as err-level log lines with their locations, then the error "Language validation
 * logged N errors[, and M warnings]. Giving up" (`warnings`: how many the checks gave).
 * Always returns value_abrupt(). */
Value eval_validation_failure(Ctx *ctx, const ValidationFinding *first, size_t count, size_t warnings);

/* eval_validate.c: the reference's checks before evaluation (parse-time errors: +=, a second
 * default, integer literal overflow, value-only statements...). Returns value_abrupt() with the
 * errors recorded by eval_validation_failure (with the catalog checks' when there are some),
 * else undef. */
Value eval_validate(Ctx *ctx, const AstNode *program);

/* eval_validate.c: eval_validate of a file the environment autoloads (a module's manifest,
 * function or type), with the checks Puppet adds for such files when `file_namespace` is not
 * NULL (env_file_namespace): only definitions at the top level, and every class, define and
 * function named in the namespace ("" accepts no name). Its errors come without the prefix of a
 * parse error, as the reference's type loader reports them. */
Value eval_validate_file(Ctx *ctx, const AstNode *program, const char *file, const char *file_namespace);

/* eval_validate.c: a parse that failed after a regexp literal which does not compile fails with
 * that regexp's error (Ruby's words, unlocated), as the reference's lexer compiles each regexp
 * as it lexes it. Rewrites *error in place; leaves it as it is otherwise. */
struct ParseError;
void eval_validate_parse_error(Ctx *ctx, struct ParseError *error);

/* The first parameter of the list whose name an earlier one already has (the reference's
 * DUPLICATE_PARAMETER), or NULL. */
const AstNode *eval_duplicate_parameter(Ctx *ctx, const AstList *params);

/* eval.c */
/* Evaluates an expression that must produce a Type (parameter types, return types). */
const Type *eval_type_expression(Ctx *ctx, const AstNode *node);

/* Evaluates the parameter types of every class and define of program (nested ones first) in a
 * bare top scope, with only the aliases declared before each, as the reference does when it
 * loads the manifest, so that their errors come before the program runs. Returns
 * value_abrupt() after the first error. */
Value eval_definitions_check(Ctx *ctx, const AstNode *program);
/* Binds a variable in the current scope with the reference's checks. */
Value eval_assign_name(Ctx *ctx, const char *name, Value value, const AstNode *where);

#endif
