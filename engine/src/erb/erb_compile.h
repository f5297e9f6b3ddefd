/* erb_compile.h: an ERB template turned into the Ruby source that Ruby's ERB makes of it.
 *
 * Central idea: Puppet renders a template with `ERB.new(text, trim_mode: '-')` and evaluates
 * the Ruby source its compiler generates. Rather than interpreting the template's tags
 * directly, erb_compile generates that very source, byte for byte as Ruby 3.1's ERB::Compiler
 * (ExplicitScanner, trim mode '-'), so that every oddity of ERB holds here too: a `# comment`
 * in a `<% %>` tag swallows the text up to the end of its line, an unclosed tag becomes text,
 * `<%-` eats the blanks before it at a line start or right after a tag, `-%>` eats one newline.
 * The source keeps the template's line numbers (ERB adds as many newlines as the text held),
 * and each piece of template code in it remembers where it came from, for error positions.
 *
 * What this file does not do: run the source (rb_eval.c) or read files (functions_erb.c).
 */
#ifndef PUPPET_ERB_COMPILE_H
#define PUPPET_ERB_COMPILE_H

#include <stddef.h>

#include "support/ctx.h"

/* A run of the generated source copied from the template (the code of a tag). */
typedef struct ErbPiece {
    size_t src_offset;        /* where it starts in the source */
    size_t len;
    size_t text_offset;       /* where it starts in the template */
} ErbPiece;

typedef struct ErbSource {
    const char *text;         /* the template */
    size_t text_len;
    const char *src;          /* the generated Ruby source, NUL-terminated */
    size_t len;
    ErbPiece *pieces;         /* in source order */
    size_t piece_count;
} ErbSource;

/* Compiles a template into ERB's Ruby source. Never fails (every text is a template). */
const ErbSource *erb_compile(Ctx *ctx, const char *text, size_t len);

/* The template line and column (1-based) of a source offset: inside a piece of template code,
 * exactly; elsewhere the start of the template code or text that the generated code stands
 * for. Never fails. */
void erb_position(const ErbSource *s, size_t src_offset, int *line, int *column);

/* The line Ruby reports for a source offset (ERB evaluates its source from line 0, and the
 * source begins with a `#coding` line): the template's line for everything ERB keeps in
 * place. Never fails. */
int erb_ruby_line(const ErbSource *s, size_t src_offset);

#endif
