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

#include <stddef.h>

#include "ast.h"
#include "value.h"

/* Interpolation "${v}" and the default of String(v). Never fails (data nested deeper than
 * MAX_DATA_DEPTH renders as `...`); allocates in the run's arena. */
const Str *format_to_string(Ctx *ctx, Value v);

/* What notice(v) prints for one argument. Never fails, like format_to_string. */
const Str *format_for_log(Ctx *ctx, Value v);

/* The %p form: the program's value shown by run.c, and values quoted in messages. Never fails,
 * like format_to_string. */
const Str *format_inspect(Ctx *ctx, Value v);

/* String(v, format): format is a format string (String) or a format map (Hash keyed by Type).
 * Returns a String value, or value_abrupt() after ctx_error at `where` for a bad format or a
 * directive that does not apply to the value. */
Value format_with(Ctx *ctx, Value v, Value format, SrcSpan where);

/* Puppet's sprintf(format, args...): args[0] is the format string. Returns a String value, or
 * value_abrupt() after ctx_error at `where` (bad directive, missing argument, wrong type). */
Value format_sprintf(Ctx *ctx, const Value *args, size_t count, SrcSpan where);

/* Writes the reference's shortest round-trip form of f (Ruby Float#to_s: `3.14`, `1.0`,
 * `1.0e+20`, `1.0e-05`, `NaN`, `Infinity`) into buffer, always NUL-terminated and truncated to
 * size. 32 bytes always suffice. Never fails. */
void format_float(char *buffer, size_t size, double f);

#endif
