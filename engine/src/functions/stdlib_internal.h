/* stdlib_internal.h: what the C implementations of puppetlabs-stdlib's Ruby functions
 * (stdlib_*.c) share: Ruby's own rules that many of them lean on (Object#==, Kernel#Array,
 * to_s and inspect of the values a 3.x function receives, the Ruby class names in their
 * messages) and stdlib's `deprecation` function, which the deprecated ones call first.
 *
 * Not here: dispatch (eval/function.h), the 3.x argument conversion (fnlib.h).
 */
#ifndef PUPPET_STDLIB_INTERNAL_H
#define PUPPET_STDLIB_INTERNAL_H

#include <stdbool.h>
#include <stddef.h>

#include "eval/eval_call.h"
#include "functions/fnlib.h"
#include "support/strbuf.h"
#include "values/value.h"

/* Ruby's `a == b` on the values a function receives: Integer and Float by value, Strings
 * bytewise (case-sensitive), Arrays element-wise, Hashes by eql? keys and == values, others
 * as value_eql. Never fails. */
bool stdlib_ruby_equal(Value a, Value b);

/* Ruby's `to_s` and `inspect` of a value a 3.x function received (sprintf_to_s_3x and
 * sprintf_inspect_3x into a new string). Never fail. */
const char *stdlib_to_s(Ctx *ctx, Value v);
const char *stdlib_inspect(Ctx *ctx, Value v);

/* The Ruby class name of a value a 3.x function received ("String", "Integer", "NilClass",
 * "Puppet::Resource" for a reference). Never fails. */
const char *stdlib_class(Value v);

/* Kernel#Array(v): undef is [], an Array itself, a Hash its [key, value] pairs, anything else
 * [v]. Never fails. */
const Array *stdlib_to_array(Ctx *ctx, Value v);

/* stdlib's 4.x `deprecation(key, message)`: with --strict=error the error "deprecation. KEY.
 * MESSAGE at ..." (returns false), with --strict=off nothing, else Puppet.deprecation_warning
 * once per key. The message ends with the Puppet stack's innermost two frames, as the
 * reference prints them (`at ["file", line]:["file", line]`). */
bool stdlib_deprecation(Ctx *ctx, const CallSite *site, const char *key, const char *message);

/* Ruby's Array#- (eql? membership), Array#& and Array#| (first occurrences, eql?). Never fail. */
Value stdlib_array_minus(Ctx *ctx, const Array *a, const Array *b);
Value stdlib_array_and(Ctx *ctx, const Array *a, const Array *b);
Value stdlib_array_or(Ctx *ctx, const Array *a, const Array *b);

/* Whether a is in items[0..n) by eql?. Never fails. */
bool stdlib_contains_eql(const Value *items, size_t n, Value a);

/* Ruby's IPAddr.new(text): an IPv4 or IPv6 address, optionally in brackets, optionally with a
 * "/prefix" (a length or, for IPv4, a mask). Sets *v6, the 16 (or 4) address bytes masked by
 * the prefix, and *prefix_bits. Returns false where IPAddr raises (an invalid address). */
bool stdlib_ip_parse(const char *text, bool *v6, unsigned char bytes[16], int *prefix_bits);

/* The bodies of is_ip_address / is_ipv4_address / is_ipv6_address (want 0, 4, 6: a Boolean) and
 * of validate_ip_address / _ipv4_ / _ipv6_ (undef, or the reference's error) over a[0..count),
 * named `name` in messages. */
Value stdlib_is_ip_body(Ctx *ctx, const CallSite *site, const char *name, const Value *a, size_t count, int want);
Value stdlib_validate_ip_body(Ctx *ctx, const CallSite *site, const char *name, const Value *a, size_t count,
                              int want);

/* str2bool's body on one value, its messages naming `name` ("str2bool: Unknown type of boolean
 * given"): a Boolean, or value_abrupt() after the error. zip's flatten flag goes through it, as
 * zip calls function_str2bool. */
Value stdlib_str2bool(Ctx *ctx, const CallSite *site, const char *name, Value v);

/* Ruby's compact `v.to_json` (json 2.6's generator, max_nesting 100) appended to out, as stdlib's
 * to_json writes it. Returns false after the generator's error (reported at site). */
bool stdlib_json_generate(Ctx *ctx, const CallSite *site, StrBuf *out, Value v);

/* PSON.load(text) (stdlib_pson.c): the value, or false after recording PSON's error ("source did
 * not contain any PSON!") as the function's. */
bool stdlib_pson_load(Ctx *ctx, const CallSite *site, const char *text, size_t len, Value *out);

/* A 3.x function's lookupvar(name): `::x` a top-scope variable, `a::x` a class's, `x` the
 * calling scope's. A variable that is not set is undef after Puppet's variable_not_found: the
 * warning "Undefined variable 'NAME'; " once per name (--strict=warning), nothing (--strict=off),
 * or that message as the function's error (--strict=error, returns false). */
bool stdlib_lookupvar(Ctx *ctx, const CallSite *site, const char *name, Value *out);

/* A Ruby message as the reference's error lines show it: without "()" ("invalid value for
 * Float: ...", as "name(): " becomes "name: "). Never fails. */
const char *stdlib_without_parens(Ctx *ctx, const char *message);

#endif
