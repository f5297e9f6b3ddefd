/* yaml_value.h: YAML to Puppet values as the reference loads it:
 * Puppet::Util::Yaml.safe_load, which is Psych's safe_load with aliases allowed.
 *
 * Scalars mean what Psych's ScalarScanner makes of them (YAML 1.1 as Psych reads it): `~`,
 * `null` and the empty scalar are undef; `yes/no/true/false/on/off` in any case are Booleans
 * (`y` and `n` are strings); integers in decimal, `0x` hex, leading-`0` octal and `0b` binary,
 * with `_` and `,` separators, and sexagesimal `1:30`; floats with a `.` (`1.5`, `.5`, `1.0e+3`,
 * but `1e3` is a string), `.inf`, `-.inf`, `.nan`; `:name` is a Ruby Symbol. Quoted scalars are
 * strings unless tagged; tags are Psych's (`!!str`, `!!float`, `!binary`, `!ruby/sym`; any other
 * tag reads the scalar as untagged). Merge keys (`<<`) merge a mapping or a sequence of mappings
 * into the mapping that holds them, as Psych's revive_hash does.
 *
 * What safe_load refuses is refused with its words: dates and times ("Tried to load
 * unspecified class: Date", as Puppet permits no Date or Time), `!ruby/object:...`, `!ruby/regexp`
 * and the other Ruby classes; a malformed number Psych cannot convert ("invalid value for
 * Integer(): \"0b\"") fails as Ruby's Integer() and Float() do. Symbols are permitted only when
 * asked (Hiera permits them): keys that are Symbols become strings (HieraConfig.symkeys_to_string)
 * and a Symbol value is recorded (YamlRubyObject) so that the data layer can refuse it when the
 * key holding it is looked up, as the reference's validation of data values does.
 *
 * Integers beyond 64 bits (Ruby's Bignum) have no Puppet value in this engine: they are refused
 * (docs/deviations.md).
 */
#ifndef PUPPET_YAML_VALUE_H
#define PUPPET_YAML_VALUE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "data/yaml_read.h"
#include "support/ctx.h"
#include "values/value.h"

/* A Ruby object that safe_load gave and that has no Puppet value (a Symbol). */
typedef struct YamlRubyObject {
    Value key;                     /* the key of the document's top-level mapping whose value holds
                                      it; undef when it is not under such a key */
    const char *class_name;        /* "Symbol" */
    bool whole;                    /* it is that key's whole value */
    const Str *stand_in;           /* the string standing for it in the value (by identity) */
    const struct YamlRubyObject *next;
} YamlRubyObject;

typedef struct YamlLoad {
    Value value;                   /* the document; false when the text holds none (Puppet's
                                      safe_load turns Psych's nil into false) */
    const YamlRubyObject *ruby_objects;   /* in document order; Symbols stand as their names in
                                             value */
    const char *error;             /* Puppet's YamlLoadError message, or NULL: "(<file>): <Psych's
                                      message>" for syntax errors and refused classes, Psych's or
                                      Ruby's own words for the others ("Unknown alias: a") */
    uint32_t line, column;         /* the position of a syntax error (from 1), else 0 */
} YamlLoad;

/* Loads the first document of len bytes of YAML as the reference's Puppet::Util::Yaml.safe_load
 * does (filename: the name its messages give, "<unknown>" when NULL; permit_symbols: Symbol is a
 * permitted class). Returns true with out->value set, or false with out->error set. Running out of
 * memory leaves the run through ctx_exhausted. */
bool yaml_load(Ctx *ctx, const char *text, size_t len, const char *filename, bool permit_symbols, YamlLoad *out);

/* yaml_load with Psych's other switches: no_aliases is Psych.load's (Psych 4: safe_load with
 * aliases: false, Symbol permitted), where an alias fails as "Unknown alias: NAME";
 * psych_messages words a refused class as Psych does, without Puppet's "(file): " first. */
typedef struct YamlLoadOptions {
    const char *filename;
    bool permit_symbols;
    bool no_aliases;
    bool psych_messages;
} YamlLoadOptions;
bool yaml_load_with(Ctx *ctx, const char *text, size_t len, const YamlLoadOptions *options, YamlLoad *out);

/* yaml_load_with of a document whose text yaml_read read before into root (not empty, no
 * syntax error): the same answer, without reading the text again. */
bool yaml_load_read(Ctx *ctx, const YamlNode *root, const YamlLoadOptions *options, YamlLoad *out);

/* Whether Psych's ScalarScanner#tokenize reads text as a String, as YAMLTree asks when it
 * dumps a String (any class loads there: a date is a Date, `:a` a Symbol, so neither is a
 * String). Returns 1 or 0, or -1 with *error set when tokenize raises (Integer() of "0b"). */
int yaml_scalar_is_string(Ctx *ctx, const char *text, size_t len, const char **error);

#endif
