/* complete.h: completion in an editor: what may be written at a place of a manifest being
 * typed (which need not parse).
 *
 * The place's context comes from a light scan of the text before it (strings, comments and
 * brackets), not from the parser: `file { 'x': ens` does not parse yet. What it offers:
 *   - inside `{ 'title':` of a resource: the type's attributes and the metaparameters (built-in
 *     types, resources_types.def), or the parameters of a class or define of the source;
 *   - after `$`: the variables the text assigns or declares before the place, the parameters
 *     around it, the facts (top-level names of the run's fact set) and the built-in variables;
 *   - inside `$facts['` (and deeper `['...']['`): the keys of the run's facts there;
 *   - a word starting with a capital: the built-in data types, the source's type aliases and
 *     the resource types' capitalized names;
 *   - any other word: the keywords, the functions (the library's and modules' Ruby functions,
 *     with their signatures, and the source's Puppet functions), the resource types and the
 *     source's classes and defines.
 * Not here: module classes and functions that only an environment's files define.
 */
#ifndef PUPPET_COMPLETE_H
#define PUPPET_COMPLETE_H

#include <stddef.h>
#include <stdint.h>

#include "support/ctx.h"

/* The completions at line:column (1-based, column in characters; the place is just past the
 * text typed) of len bytes of source, facts_json being the run's facts (or NULL), as JSON text
 * (arena): {"prefix", "line", "column", "items": [{kind, label, detail, documentation}]}, the
 * prefix being the word before the place (which items start with) and line:column where it
 * starts. A place outside the text is clamped into it. At most MAX_COMPLETION_ITEMS items.
 * Running out of memory leaves through ctx_exhausted; never fails otherwise. */
const char *complete_at(Ctx *ctx, const char *source, size_t len, uint32_t line, uint32_t column,
                        const char *facts_json);

#endif
