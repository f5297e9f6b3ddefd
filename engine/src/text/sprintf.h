/* sprintf.h: Ruby's Kernel#format over Puppet values, the engine under Puppet's sprintf() and
 * under String(v, format) (the reference's StringConverter hands most directives to
 * Kernel#format, so both need its exact rules).
 *
 * Values are seen as the Ruby objects the reference would pass: undef is nil, default is the
 * symbol :default, a String is a Ruby String, Array and Hash are Ruby containers (their to_s is
 * Ruby's inspect: `[1, "a"]`, `{"a"=>1}`). Where the reference leaks a Ruby object's identity
 * (`#<Sensitive [value redacted]>`, `#<Puppet::Pops::Types::PIntegerType:0x...>`) the spec's
 * form is used instead (docs/deviations.md).
 *
 * Errors carry Ruby's message ("malformed format string - %y", "too few arguments"); the
 * built-in function that called wraps it as "Error while evaluating a Function Call, ...".
 */
#ifndef PUPPET_SPRINTF_H
#define PUPPET_SPRINTF_H

#include <stdbool.h>
#include <stddef.h>

#include "syntax/ast.h"
#include "support/strbuf.h"
#include "values/value.h"

/* Appends Kernel#format(format, *args) to out. Returns false after ctx_error at `where` with
 * Ruby's message (bad directive, missing argument, an argument that does not convert). */
bool sprintf_append(StrBuf *out, const char *format, size_t format_len, const Value *args,
                    size_t count, SrcSpan where);

/* Ruby's `to_s` of a value as Kernel#format's %s sees it. Never fails. */
void sprintf_to_s(StrBuf *out, Value v);

/* Ruby's `inspect` of a value as Kernel#format's %p sees it. Never fails (data nested deeper
 * than MAX_DATA_DEPTH is cut with `...`). */
void sprintf_inspect(StrBuf *out, Value v);

/* The same as a 3.x function's argument (fnlib_args_3x) shows: a titled resource type or a
 * named class is a Puppet::Resource there, `Notify[x]`, `Class[A::B]` in to_s and
 * `Notify[x]{:name=>"x"}` in inspect (sprintf_resource.c). Never fail. */
void sprintf_to_s_3x(StrBuf *out, Value v);
void sprintf_inspect_3x(StrBuf *out, Value v);

/* Whether v is one of the references a 3.x function sees as a Puppet::Resource: a resource
 * type with a type name and a title, or a class type with a name. Never fails. */
bool sprintf_is_resource(Value v);

/* sprintf_to_s_3x and sprintf_inspect_3x into a new string: Ruby's "#{v}" and v.inspect of a
 * value as a 3.x function or the agent (a module type's munge, validate or error message)
 * holds it. Never fail. */
const char *sprintf_to_s_3x_text(Ctx *ctx, Value v);
const char *sprintf_inspect_3x_text(Ctx *ctx, Value v);

/* v.class.name of such a value: "NilClass", "TrueClass", "Integer", "Hash", and
 * "Puppet::Resource" for a reference. Never fails. */
const char *sprintf_ruby_class_3x(Value v);

/* How Ruby's TypeError names such a value ("can't convert X into Float", "no implicit
 * conversion of X into String"): nil, true and false by themselves, others by their class
 * ("Puppet::Resource" for a reference). Never fails. */
const char *sprintf_ruby_class_name(Ctx *ctx, Value v);

/* The receiver in Ruby's NoMethodError message ("undefined method `m' for RECEIVER") for such
 * a value: its inspect, a colon and its class ("nil:NilClass", "[1]:Array",
 * "File[/tmp/x]{:path=>"/tmp/x"}:Puppet::Resource"). Never fails. */
const char *sprintf_no_method_receiver_3x(Ctx *ctx, Value v);


/* The same for a byte string as Ruby shows binary text: every byte that is not printable ASCII
 * (controls, DEL, bytes above 0x7F) as \xNN, the named escapes (\n, \e) as for a String. */
void sprintf_inspect_bytes(StrBuf *out, const char *bytes, size_t len);

#endif
