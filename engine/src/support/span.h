/* span.h: where something is in the source, the one location type of errors, warnings, log
 * lines and AST nodes. */
#ifndef PUPPET_SPAN_H
#define PUPPET_SPAN_H

#include <stddef.h>
#include <stdint.h>

/* A file that source text came from, other than the run's main program (the text given to
 * puppet_run): a module's manifest, a template. It outlives every AST parsed from it (the run's
 * arena, or a module bundle's memory). */
typedef struct SourceFile {
    const char *path;          /* as the environment names it ("modules/ntp/manifests/init.pp") */
    const char *text;          /* the whole text, NUL-terminated after len bytes */
    size_t len;
} SourceFile;

/* A source span: 1-based line and column of the first character, and of the character just past
 * the end. Columns count characters (UTF-8 code points), as the reference does. */
typedef struct SrcSpan {
    uint32_t line, column;
    uint32_t end_line, end_column;
    uint32_t offset, length;   /* byte offset and length in the source */
    const SourceFile *file;    /* the file of the source, NULL for the run's main program */
} SrcSpan;

/* A span with no location (line 0). */
static inline SrcSpan span_none(void) { SrcSpan s = {0, 0, 0, 0, 0, 0, NULL}; return s; }

#endif
