/* eval_validate.h: what eval_validate.c (the walk and the checks of expressions) and
 * eval_validate_def.c (the checks of definitions) share: the state of one walk and the
 * definition checks the walk calls; and the two questions catalog_validate.c asks about an
 * expression (its label, whether it only produces a value).
 */
#ifndef PUPPET_EVAL_VALIDATE_H
#define PUPPET_EVAL_VALIDATE_H

#include "eval/eval_internal.h"

typedef struct Validator {
    Ctx *ctx;
    ValidationFinding *first, **last;   /* the reference reports every error, in walk order */
    size_t count;
    size_t warnings;                    /* warnings given, for the message of several errors */
    ValidationFinding *fatal;           /* an error that ends the walk, the only one reported */
    ValidationFinding *lex_fatal;       /* a regexp literal that does not compile: the reference's
                                           lexer raises it before any check */
    const char *file;                   /* an autoloaded file's path, or NULL */
    const char *file_namespace;         /* the names it may define (env_file_namespace), or NULL */
} Validator;

/* The chain of nodes above the one being checked (on the C stack), for the rules that look at
 * a node's containers (a function definition only at the top level). */
typedef struct Parent {
    const AstNode *node;
    const struct Parent *up;
} Parent;

/* eval_validate.c */
/* The reference's label of an expression without its article ("Literal Integer", "'if'
 * statement"), as its messages name it; never fails. */
const char *eval_validate_label(Ctx *ctx, const AstNode *n);
/* Whether an expression only produces a value (the reference's idem?), so that it has no
 * effect when its value is not used; NULL (an absent part, as an empty else) is. */
bool eval_validate_is_idem(const AstNode *n);
/* Whether n is the block the parser makes of `notify { message => 'x' }` (a name and a hash,
 * the reference's resource_without_title?), reported as a resource missing its title. */
bool eval_validate_is_resource_without_title(const AstNode *n);
/* Records an error at `at`, its message format applied to arg; never fails. */
void eval_validate_fail(Validator *v, SrcSpan at, const char *format, const char *arg);
/* Records a regexp literal that does not compile as the walk's lexical error. */
void eval_validate_regex(Validator *v, const AstNode *regex);

/* eval_validate_def.c: each records what it finds with eval_validate_fail. */
/* A function definition, type alias or type mapping `def` not at the top level (up: its
 * containers). */
void eval_validate_def_top(Validator *v, const AstNode *def, const Parent *up);
/* The name of a function, class or define `n`. */
void eval_validate_def_name(Validator *v, const AstNode *n);
/* A parameter name that is a number or no word (its default value is the walk's). */
void eval_validate_def_parameter(Validator *v, const AstNode *param);
/* Captures-rest parameters where the owner (lambda, function, class, define) refuses them. */
void eval_validate_def_captures_rest(Validator *v, const AstNode *owner, const AstList *params);
/* A parameter name given twice (functions, classes, defines). */
void eval_validate_def_unique_parameters(Validator *v, const AstList *params);
/* One hostname a node definition matches. */
void eval_validate_def_hostname(Validator *v, const AstNode *hostname);
/* A `type X = Y` whose left side is a type mapping (Runtime[...]). */
void eval_validate_def_type_mapping(Validator *v, const AstNode *n);

#endif
