/* format.h: turning values into text.
 *
 * Three renderings of a value, as the reference has them:
 *   - format_to_string: what interpolation "${v}" produces (strings bare, Float shortest form,
 *     Regexp with slashes, containers in their %p form with strings quoted);
 *   - format_for_log:   what notice(v) prints for one argument (same as interpolation);
 *   - format_inspect:   %p, the Puppet-source-like form (strings quoted, `undef`, `default`).
 * Plus String(v, format) (format strings and format maps, types-values-variables.md
 * "Signatures of String conversion" and the "X to String" tables) and Puppet's sprintf.
 *
 * What this file does not do: converting text into values (convert*.c), type rendering
 * itself (type.h type_to_string, which these functions call for Type values).
 */
#ifndef PUPPET_FORMAT_H
#define PUPPET_FORMAT_H

#include <stdbool.h>
#include <stddef.h>

#include "syntax/ast.h"
#include "support/strbuf.h"
#include "values/value.h"

/* Interpolation "${v}" and the default of String(v). Never fails (data nested deeper than
 * MAX_DATA_DEPTH renders as `...`); allocates in the run's arena. */
const Str *format_to_string(Ctx *ctx, Value v);

/* Appends format_to_string(v) to out without building it apart first (interpolation: no
 * intermediate Str per part). Never fails. */
void format_append_to_string(StrBuf *out, Value v);

/* The text of a Type value: its Puppet form (Notify['x']), or for a reference the catalog
 * holds in a parameter (Value.catalog_resource) Puppet::Resource#to_s (Notify[x]). Never fails. */
const Str *format_type_value(Ctx *ctx, Value v);

/* What notice(v) prints for one argument. Never fails, like format_to_string. */
const Str *format_for_log(Ctx *ctx, Value v);

/* The %p form: the program's value shown by run.c, and values quoted in messages. Never fails,
 * like format_to_string. */
const Str *format_inspect(Ctx *ctx, Value v);

/* Appends format_inspect(v)'s text to out when v is plain data (undef, Booleans, Integers,
 * Strings, Arrays and Hashes of them, not nested too deep), charging its steps as formatting
 * does; returns false, having appended nothing, for any other value. Never fails. */
bool format_append_plain(StrBuf *out, Value v);

/* String(v, format): format is a format string (String), a format map (Hash keyed by Type) or
 * default (the default formats). Returns a String value, or value_abrupt() after ctx_error at
 * `where` for a bad format or a directive that does not apply to the value. The message is the
 * reference's own ("Illegal format 'q' specified for value of Integer type - expected one of
 * the characters 'dxXobBeEfgGaAspc'"); the calling built-in adds "Error while evaluating a
 * Function Call, " as for any function error. */
Value format_with(Ctx *ctx, Value v, Value format, SrcSpan where);

/* Puppet's sprintf(format, args...): args[0] is the format string (Ruby's Kernel#format rules,
 * including `%<name>s` / `%{name}` references into a single Hash argument). Returns a String
 * value, or value_abrupt() after ctx_error at `where` with Ruby's message ("malformed format
 * string - %y", "too few arguments"), which the calling built-in wraps like format_with's. */
Value format_sprintf(Ctx *ctx, const Value *args, size_t count, SrcSpan where);

/* Writes the reference's shortest round-trip form of f (Ruby Float#to_s: `3.14`, `1.0`,
 * `1.0e+20`, `1.0e-05`, `NaN`, `Infinity`) into buffer, always NUL-terminated and truncated to
 * size. 32 bytes always suffice. Never fails. */
void format_float(char *buffer, size_t size, double f);

/* --- building blocks the formatting files share (and other modules may use) --------------- */

/* Counts the steps formatting v takes, one per element (array item, hash entry) on every path
 * down to MAX_DATA_DEPTH, and leaves the run at the step limit before any text is built: data
 * that shares itself (`[$m, $m]` nested 40 times) has few bytes but 2^40 paths, whose text
 * would otherwise fill the memory limit first, which takes seconds. A walk that writes nothing
 * reaches the step limit some ten times sooner. Called by every formatting entry point. */
void format_charge_steps(Ctx *ctx, Value v);

/* Writes f as %a / %A does in Ruby (`0x1.8p+1`, always normalized; no sign: the caller writes
 * it, f's sign is ignored): precision < 0 means as many hex digits as needed. Returns the
 * length and writes it, NUL-terminated, only when size is larger than that length. */
size_t format_float_hex(char *buffer, size_t size, double f, int precision, bool upper,
                        bool alt);

/* The shortest decimal digits that read back as f (f finite and > 0; Ruby's dtoa mode 0):
 * writes them without a point, NUL-terminated, sets *decpt to the position of the decimal
 * point relative to the first digit (0.0314 -> "314", -1), and returns their count (1..17). */
int format_float_shortest(double f, char digits[20], int *decpt);

/* Appends s in Puppet source form, as the reference's puppet_quote: single quotes when
 * possible ('a\'b'), double quotes with \n \t \u{1} \$ escapes when the text has control
 * characters or when force_double is set. Never fails. */
void format_puppet_quote(StrBuf *out, const char *bytes, size_t len, bool force_double);

/* Appends a regexp source between slashes with its unescaped slashes escaped (`/a\/b/`), as
 * Ruby's Regexp#inspect. Never fails. */
void format_regexp_with_slashes(StrBuf *out, const Str *pattern);

typedef enum Base64Mode {
    BASE64_STRICT,     /* RFC 4648, no line breaks (Binary's %B and its string form) */
    BASE64_MIME,       /* a newline after every 60 characters and at the end (%b) */
    BASE64_URLSAFE,    /* '-' and '_' instead of '+' and '/' (%u) */
} Base64Mode;

/* Appends the base64 encoding of bytes. Never fails. */
void format_base64(StrBuf *out, const char *bytes, size_t len, Base64Mode mode);

#endif
