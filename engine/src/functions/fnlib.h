/* fnlib.h: what the built-in function library files (functions_*.c) share.
 *
 * The library reproduces functions the reference writes in Ruby, so several of Ruby's own
 * rules come back in many of them: the `<=>` of Array#sort / #max (case-sensitive, bytewise
 * strings, no ordering across kinds), String#to_i / #to_f / Kernel#Float on numeric text,
 * UTF-8 walking by character, and Puppet.warn_once for the deprecation warnings. They live
 * here once. What this file does not do: dispatch (function.h), formatting (format.h).
 */
#ifndef PUPPET_FNLIB_H
#define PUPPET_FNLIB_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "eval/eval_call.h"
#include "support/strbuf.h"
#include "values/value.h"

/* Records a warning (without location, as the reference's deprecation warnings show) unless
 * one with the same key was recorded in this run: the reference's Puppet.warn_once. key NULL
 * means the message itself. Never fails. */
void fnlib_warn_once(Ctx *ctx, const char *key, const char *message);

/* Whether key is new in this run (then it is recorded): for what Ruby does once per process,
 * such as an autoloader's loading of a file. Never fails. */
bool fnlib_first_time(Ctx *ctx, const char *key);

/* Ruby's `a <=> b` as Array#sort, #max and #min use it: Integer and Float by value, String
 * bytewise, SemVer by precedence, Timespan/Timestamp with each other or a Numeric, Arrays
 * element-wise. Returns false (nothing recorded) when Ruby's answer is nil: not comparable. */
bool fnlib_ruby_compare(Ctx *ctx, Value a, Value b, int *out);

/* Records Ruby's "comparison of Integer with String failed" (an ArgumentError raised by
 * sort/max/min) as the function's error and returns value_abrupt(). */
Value fnlib_comparison_failed(Ctx *ctx, const CallSite *site, Value a, Value b);

/* Turns a lambda's result into an ordering as Ruby's rb_cmpint does: Integer by sign, Float,
 * Timespan and Timestamp by comparison with 0. Returns false after recording the error Ruby's
 * `result > 0` raises for any other value ("comparison of String with 0 failed", "undefined
 * method `>' for [1]:Array", ...; undef is "comparison of A with B failed") against the call. */
bool fnlib_cmpint(Ctx *ctx, const CallSite *site, Value result, Value a, Value b, int *out);

/* Ruby's String#to_i and String#to_f: leading blanks, a sign, digits with single underscores
 * between them, then whatever follows is ignored; no number gives 0. Never fail. */
int64_t fnlib_ruby_to_i(const char *text, size_t len);
double fnlib_ruby_to_f(const char *text, size_t len);

/* Ruby's Kernel#Float(string): the whole text must be a number (decimal, 0x hex, exponent,
 * underscores between digits, blanks around). Returns false when it is not. */
bool fnlib_ruby_float(const char *text, size_t len, double *out);

/* [a, b] as a new Array value. Never fails. */
Value fnlib_pair(Ctx *ctx, Value a, Value b);

/* The Puppet integer range check of Ruby results: a Float that is no longer an Integer the
 * engine can hold. Returns false after recording the reference's range error against the call. */
bool fnlib_float_to_integer(Ctx *ctx, const CallSite *site, double f, int64_t *out);

/* The arguments of a call of one of the reference's 3.x functions (shellquote, sprintf,
 * fqdn_rand, md5, ...) as such a function sees them (Runtime3FunctionArgumentConverter):
 * undef becomes '' at the top level (it stays undef inside arrays and hashes), a Regexp its
 * /source/ text, SemVer, Binary and time values their string form; a resource type without
 * a title gets the title '' and stays, with the titled ones and named classes, the reference
 * a 3.x function sees as a Puppet::Resource (sprintf_to_s_3x prints it); an Iterator and a
 * class without a name are refused. The arity check comes first, worded as 3.x does ("md5():
 * Wrong number of arguments given (0 for 1)", arity < 0 meaning at least -arity - 1).
 * Returns a new array of count values, or NULL after the error. */
Value *fnlib_args_3x(Ctx *ctx, const CallSite *site, const Value *args, size_t count, int arity);

/* Ruby's description of the receiver in a NoMethodError: "nil:NilClass", "1:Integer",
 * "[1]:Array". Never fails. */
const char *fnlib_ruby_receiver(Ctx *ctx, Value v);

/* Ruby's TypeError "no implicit conversion of Integer into String" for v, recorded as the
 * function's error. Returns value_abrupt(). */
Value fnlib_no_implicit_string(Ctx *ctx, const CallSite *site, Value v);

/* SubLookup#split_key, the dotted keys of lookup, get and getvar: a key without quotes or dots
 * is one segment; else segments between dots, quoted ones unquoted, numeric ones
 * (/^:?[+-]?[0-9]+$/) as Integers. Returns false (nothing recorded) on a syntax error. */
bool fnlib_split_key(Ctx *ctx, const Str *key, Value **segments, size_t *count);

/* The failure of type_parse of a string argument (assert_type('...'), Type('...')), pending in
 * ctx->unwind, as the reference's TypeParser raises it: a syntax error with a line, in the
 * string's own coordinates, verbatim (no prefix, not the call's error, evaluator_impl.rb
 * #evaluate re-raises a located ParseError); any other failure, a syntax error at end of input
 * included, as the call's error. Returns value_abrupt(). */
Value fnlib_type_text_failed(Ctx *ctx, const CallSite *site);

#endif
