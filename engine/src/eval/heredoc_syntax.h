/* heredoc_syntax.h: the syntax checkers of heredocs (`@(END:json)`): json, base64, pp and
 * epp, as the reference's syntax checker plugins; other syntaxes are not checked. */
#ifndef PUPPET_HEREDOC_SYNTAX_H
#define PUPPET_HEREDOC_SYNTAX_H

#include <stdbool.h>
#include <stddef.h>

#include "support/ctx.h"

/* The reference's error for a heredoc text that its syntax's checker refuses ("Invalid
 * produced text having syntax: 'json'. JSON syntax checker: ..."), to be located at the text
 * unless *unlocated (a checker refusing the syntax itself); NULL when the text passes, or no
 * checker knows the syntax. May give warnings and log err lines (those of a pp or epp text,
 * as the reference's parser does). */
const char *heredoc_syntax_error(Ctx *ctx, const char *syntax, const char *text, size_t len, bool *unlocated);

#endif
