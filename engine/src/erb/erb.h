/* erb.h: ERB templates rendered as Puppet 7 renders them (template() and inline_template()):
 * Ruby's ERB with trim mode '-' (erb_compile.h) over the template Ruby the engine interprets
 * (rb.h), in the calling scope, with no Ruby runtime.
 *
 * A render ends in one of four ways, which the functions word as the reference does:
 * the text; a Ruby exception the template raised (NoMethodError, a failed Puppet function,
 * ...), which template() and inline_template() wrap in their "Failed to parse ..." messages; a
 * Ruby syntax error, which the reference does not catch ("Could not run: (erb):2: syntax error,
 * ..."); or Ruby the engine does not run, refused with the construct, the template and the
 * position. Errors of the run itself (limits) stay pending in the context.
 */
#ifndef PUPPET_ERB_H
#define PUPPET_ERB_H

#include "eval/eval_call.h"
#include "support/ctx.h"
#include "values/value.h"

typedef enum ErbStatus {
    ERB_RENDERED,             /* text holds the result */
    ERB_RAISED,               /* a Ruby exception: message, line (the template's) */
    ERB_SYNTAX_ERROR,         /* message: Ruby's words, line: where Ruby reports it */
    ERB_REFUSED,              /* message: the construct; line, column: where it is */
    ERB_FAILED,               /* an error of the run pending in ctx->unwind */
} ErbStatus;

typedef struct ErbOutcome {
    ErbStatus status;
    Value text;
    const char *message;
    int line, column;
} ErbOutcome;

/* Renders the template text[0..len) in the scope of the running evaluation, for the function
 * call at `site`; `file` is the template's path (NULL for an inline template). Never fails
 * otherwise than through the outcome. */
ErbOutcome erb_render(Ctx *ctx, const CallSite *site, const char *text, size_t len, const char *file);

#endif
