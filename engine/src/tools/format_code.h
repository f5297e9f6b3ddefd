/* format_code.h: the code formatter, which lays a manifest out as the Puppet language style
 * guide asks: two-space indentation, one attribute per line with aligned `=>`, spaces around
 * operators and after commas, single quotes for strings that need no double quotes, trailing
 * commas in multi-line resources, hashes, arrays and parameter lists, `} else {`.
 *
 * The central idea: the formatter never rebuilds the program from the AST. It prints the
 * source's own tokens again, in the same order, and only decides the blanks and line breaks
 * between them (plus three token rewrites that cannot change meaning: a double-quoted string
 * that needs nothing of double quotes becomes single-quoted, a comma is added or dropped at the
 * end of a list, a `;` before a resource's closing brace is dropped). The AST is used only to
 * tell what each bracket opens (a hash, a resource body, a block...). Comments stay where they
 * were relative to the tokens; heredoc texts and strings are copied untouched. Since where a
 * blank goes matters to the lexer in a few places (`[` after a blank starts an array, `(` first
 * on its line never calls, a heredoc's text starts on the next line), the result is parsed again
 * and its AST compared with the source's: a layout that would change the program is refused.
 *
 * Not here: reflowing long lines (the formatter keeps the author's line breaks where the style
 * does not dictate them) and EPP templates (their text is not Puppet code).
 */
#ifndef PUPPET_FORMAT_CODE_H
#define PUPPET_FORMAT_CODE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "support/ctx.h"
#include "syntax/parser.h"

typedef struct FormatCodeOptions {
    uint32_t indent;     /* spaces per level: 2 (the style guide's); 1 to 8 */
} FormatCodeOptions;

/* Sets the options to the style guide's layout. */
void format_code_options_init(FormatCodeOptions *options);

/* Formats len bytes of Puppet source. Returns the formatted text (arena), or NULL with *error
 * filled: the source's syntax error (as parser_parse_program reports it), or, should the layout
 * change the program's meaning (a bug of the formatter), an error saying so at the first line
 * that differs. Running out of memory leaves through ctx_exhausted. */
const Str *format_code(Ctx *ctx, const char *source, size_t len, const FormatCodeOptions *options,
                       ParseError *error);

#endif
