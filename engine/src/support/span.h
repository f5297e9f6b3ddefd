/* span.h: where something is in the source, the one location type of errors, warnings, log
 * lines and AST nodes. */
#ifndef PUPPET_SPAN_H
#define PUPPET_SPAN_H

#include <stdint.h>

/* A source span: 1-based line and column of the first character, and of the character just past
 * the end. Columns count characters (UTF-8 code points), as the reference does. */
typedef struct SrcSpan {
    uint32_t line, column;
    uint32_t end_line, end_column;
    uint32_t offset, length;   /* byte offset and length in the source */
} SrcSpan;

/* A span with no location (line 0). */
static inline SrcSpan span_none(void) { SrcSpan s = {0, 0, 0, 0, 0, 0}; return s; }

#endif
