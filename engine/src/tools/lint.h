/* lint.h: the style checks of puppet-lint's core plugins that an editor shows as warnings, each
 * with its location and, where one exists, its fix: "format" (what format_code does, so the
 * editor's Format fixes it) or an edit (a replacement text for the warning's range).
 *
 * The checks (puppet-lint's names and messages): arrow_alignment, trailing_whitespace,
 * hard_tabs, 140chars, trailing_comma, double_quoted_strings, only_variable_string,
 * variables_not_enclosed, single_quote_string_with_variables, quoted_booleans,
 * unquoted_file_mode, ensure_first_param, case_without_default, documentation, star_comments.
 * Not here: checks of a module's layout on disk (autoloader_layout) and of Puppet 3 idioms the
 * parser already rejects.
 */
#ifndef PUPPET_LINT_H
#define PUPPET_LINT_H

#include <stddef.h>

#include "support/ctx.h"
#include "syntax/parser.h"

/* The warnings of len bytes of source as a JSON array (docs/api.md, "lint"), in source order:
 * [{check, message, line, column, end_line, end_column, fix}], fix being null, "format" or
 * {text, line, column, end_line, end_column}. Returns NULL with *error filled when the source
 * does not parse. Running out of memory leaves through ctx_exhausted. */
const char *lint_check(Ctx *ctx, const char *source, size_t len, ParseError *error);

#endif
