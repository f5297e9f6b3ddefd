/* convert.h: `new` for every type: Type(args), Type.new(args) and new(Type, args).
 *
 * One entry point builds a value of type t from the arguments with the constructor of t's
 * kind (types-values-variables.md, the "<Type>.new" sections), then asserts the result against
 * t itself, so parameterized types narrow the result as the reference does
 * (`Integer[0,10]('0xFF')`: "Converted value from Integer[0, 10].new has wrong type, expects an
 * Integer[0, 10] value, got Integer[255, 255]").
 *
 * The constructors are split by target: convert_numeric.c (Numeric, Integer, Float, Boolean),
 * convert_collection.c (Array, Hash, Struct, Tuple), convert_misc.c (String through
 * format_with, Optional, NotUndef, Variant, Regexp, Sensitive, SemVer, SemVerRange, Timespan,
 * Timestamp, Type, Iterator results...). Where the reference and the spec differ the reference
 * wins (reference-notes.md "Conversions", "Types"), documented at the rule.
 *
 * What this file does not do: String(v, format) formatting (format.h), type matching
 * (type.h); the evaluator decides when a call is a `new` and hands the evaluated arguments
 * (the lambda, when there is one, as a final Callable value) here.
 */
#ifndef PUPPET_CONVERT_H
#define PUPPET_CONVERT_H

#include <stddef.h>

#include "eval/eval_call.h"
#include "values/value.h"

/* Builds a value of type t from args[0..count) and asserts it against t; when block is not
 * NULL the result is passed to it and its value returned (the reference's new_instance). As
 * the reference, a single argument that already is an instance of t is returned unchanged.
 * Returns the value, or value_abrupt() after an error worded and located as the reference's
 * ("Error while evaluating a Function Call, 'new_array' Value of type Float cannot be
 * converted to Array", at site->span; site->style picks "a Method call" for `T.new(x)`). */
Value convert_new(Ctx *ctx, const CallSite *site, const Type *t, const Value *args, size_t count,
                  const Callable *block);

/* The string-to-number rule shared by Numeric.new and the evaluator's arithmetic coercion of
 * numeric strings: decimal, 0x/0X hex, 0b/0B binary, leading-0 octal, floats with '.' or e/E,
 * optional sign and leading blanks. Returns false (nothing recorded) when text is not a number. */
bool convert_string_to_number(const char *text, size_t len, Value *out);

/* Whether Init[t] can be made (PInitType#assert_initialized): t, resolved, has a constructor,
 * a kind's own or an Object type's new_<Name>. Never fails. */
bool convert_init_supported(const Type *t);

#endif
