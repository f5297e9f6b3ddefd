/* yaml_write.h: Puppet values to YAML text as the reference writes them with Ruby's Psych
 * (`value.to_yaml(options)`: Psych 4.0's YAMLTree visitor and its emitter, which is libyaml).
 *
 * The events are those YAMLTree gives libyaml's emitter, so the text is Psych's byte for byte:
 * a document start `---` always; Hashes and Arrays as block collections (an Array or Hash met
 * again in the same dump, the very same value, is an alias `*1` of its first place `&1`, as
 * Psych's registrar does with one Ruby object); Integers, Floats (`.inf`, `-.nan`) and Booleans
 * plain; undef as Psych's nil; default as the Symbol `:default`; a Regexp as `!ruby/regexp
 * /src/`; Strings in the style YAMLTree#visit_String picks (literal for inner newlines, double
 * quotes for `y`, `n` and text starting with a non-word character, single quotes for text
 * ScalarScanner would read as something else than a String, folded beyond line_width, plain
 * otherwise), the emitter then checking that the style can hold the text.
 *
 * Values that Psych dumps as Ruby objects with their instance variables (`!ruby/object:...`:
 * Sensitive, types, Timestamp, Timespan, SemVer, Binary, resource references) are written as the
 * String of their to_s instead (docs/deviations.md).
 */
#ifndef PUPPET_YAML_WRITE_H
#define PUPPET_YAML_WRITE_H

#include <stdbool.h>

#include "support/ctx.h"
#include "values/value.h"

typedef struct YamlDumpOptions {
    bool emitter_options;     /* indentation, line_width or canonical given: Psych hands the
                                 emitter DumperOptions (libyaml's defaults otherwise) */
    int indentation;          /* 2 by default; libyaml takes 2..9 */
    int line_width;           /* the emitter's width: 0 is libyaml's 80, -1 unlimited */
    bool canonical;
    bool folded_width;        /* line_width given: YAMLTree folds longer strings */
    int version_major, version_minor;   /* a %YAML directive when major > 0 */
} YamlDumpOptions;

/* Psych.dump(value, options) of v. Returns the text, or NULL with *error set to the message
 * Psych raises (a string ScalarScanner cannot convert: "invalid value for Integer(): \"0b\"";
 * text the emitter refuses). Running out of memory leaves the run through ctx_exhausted. */
const Str *yaml_dump(Ctx *ctx, Value v, const YamlDumpOptions *options, const char **error);

#endif
