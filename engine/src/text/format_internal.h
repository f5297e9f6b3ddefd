/* format_internal.h: what the files of String(value, format) share (see format.h): formats
 * and format maps (format_map.c), the scalar kinds (format_scalar.c), and arrays, hashes, the
 * dispatch and the entry points (format_spec.c).
 *
 * A Fmt is one parsed format; a FormatMap pairs types with formats; a Conv is one conversion's
 * context (where errors are reported, the defaults built on first use). All of them live in the
 * run's arena and never change once built: merging and sorting make new maps.
 */
#ifndef PUPPET_FORMAT_INTERNAL_H
#define PUPPET_FORMAT_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "text/format.h"
#include "types/type.h"

typedef struct FormatMap FormatMap;

/* One format: `%<flags><width>.<prec><letter>` and, for containers, its extra parameters. */
typedef struct Fmt {
    const char *orig;             /* the format text as given (what Kernel#format receives) */
    size_t orig_len;
    char conv;                    /* the letter */
    bool alt, left, zero_pad;
    char plus;                    /* ' ' (space flag), '+' or 0 */
    char delimiter;               /* one of [ { ( < | or 0 */
    int64_t width, prec;          /* -1 when absent (saturated at INT64_MAX) */
    const Str *separator;         /* NULL: not given */
    const Str *separator2;
    const FormatMap *string_formats;
} Fmt;

typedef struct FormatEntry {
    const Type *type;
    const Fmt *fmt;
    const Str *name;              /* the type's text or NULL until compare_entries needs it */
} FormatEntry;

struct FormatMap {
    size_t count;
    FormatEntry *entries;         /* most specific type first once sorted */
};

typedef struct Conv {
    Ctx *ctx;
    SrcSpan where;
    const FormatMap *container_defaults;   /* built on first use */
    const Fmt *plain;                      /* %s, the format when no type matches */
} Conv;

/* Ruby's blanks (String#strip, \s in the reference's format pattern). */
static inline bool format_is_ruby_blank(char c) {
    return c == ' ' || c == '\t' || c == '\n' || c == '\v' || c == '\f' || c == '\r';
}

/* --- formats and format maps (format_map.c) ------------------------------------------------ */

/* Format.new(text): parses one `%<flags><width>.<prec><letter>`. Returns NULL after the
 * reference's error ("The format 'x' is not a valid format on the form ..."). */
Fmt *fmt_parse(Conv *cv, const char *text, size_t len);

/* fmt_parse of a NUL-terminated text. */
Fmt *fmt_parse_cstr(Conv *cv, const char *text);

/* The enclosing pair of a container: the delimiter flag, none for the space flag, else the
 * default ("[]" or "{}"). Never fails. */
void fmt_delimiters(const Fmt *f, const char *deflt, const char **open, const char **close);

/* An empty map with room for capacity entries. Never fails (arena allocation). */
FormatMap *format_map_new(Ctx *ctx, size_t capacity);

/* DEFAULT_CONTAINER_FORMATS ({ Any => '%p' }), built once per run. Never fails. */
const FormatMap *format_map_container_defaults(Conv *cv);

/* DEFAULT_STRING_FORMATS in the reference's order, built once per run. Never fails. */
const FormatMap *format_map_string_defaults(Conv *cv);

/* Format.merge_string_formats: higher over lower, sorted most specific first. Never fails. */
const FormatMap *format_map_merge(Conv *cv, const FormatMap *lower, const FormatMap *higher);

/* validate_input: a user's Hash of Type => format string or container format. Returns NULL
 * after the reference's error. */
const FormatMap *format_map_validate(Conv *cv, Value formats);

/* The format of the first type v is an instance of; %s when none. Never fails. */
const Fmt *format_map_lookup(Conv *cv, Value v, const FormatMap *map);

/* --- the scalar kinds (format_scalar.c) ---------------------------------------------------- */

/* Records "Illegal format 'q' specified for value of <type_name> type - expected one of the
 * characters '<expected>'" and returns false. */
bool format_illegal(Conv *cv, const char *type_name, char conv, const char *expected);

/* Kernel.format(f's text as given, v). Returns false after Ruby's error. */
bool format_kernel(Conv *cv, StrBuf *out, const Fmt *f, Value v);

/* Each appends v (of the kind in the name) formatted with f, the reference's
 * string_P<Kind>Type. They return false after the reference's error (a letter the kind does
 * not accept, Ruby's Kernel#format errors). */
bool format_scalar_integer(Conv *cv, StrBuf *out, Value v, const Fmt *f);
bool format_scalar_float(Conv *cv, StrBuf *out, Value v, const Fmt *f);
bool format_scalar_string(Conv *cv, StrBuf *out, Value v, const Fmt *f);
bool format_scalar_boolean(Conv *cv, StrBuf *out, Value v, const Fmt *f);
bool format_scalar_regexp(Conv *cv, StrBuf *out, Value v, const Fmt *f);
bool format_scalar_undef(Conv *cv, StrBuf *out, const Fmt *f);
bool format_scalar_default(Conv *cv, StrBuf *out, const Fmt *f);
bool format_scalar_type(Conv *cv, StrBuf *out, Value v, const Fmt *f);
bool format_scalar_binary(Conv *cv, StrBuf *out, Value v, const Fmt *f);

#endif
