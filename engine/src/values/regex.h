/* regex.h: regular expressions with Ruby's semantics, on PCRE2.
 *
 * Puppet's regexps are Ruby regexps (reference-notes.md "Strings, interpolation"): `^` and `$`
 * are line anchors (compiled with PCRE2_MULTILINE), `\A` `\z` `\Z` anchor the string, `\h` is a
 * hex digit (PCRE's \h is horizontal space: rewritten), and the inline flag `m` means "dot
 * matches newline" (PCRE's `s`: rewritten in `(?m)`, `(?m-i)`, `(?m:...)`). Named groups work as
 * in Ruby. Subjects are UTF-8; a pattern matches code points.
 *
 * Memory: PCRE2 allocates through a general context whose allocator takes memory from the
 * run's arena (and whose free does nothing), so an abandoned run leaks nothing. Compiled
 * patterns are cached per run by source text, and one match-data block is reused for every
 * match, so a loop of matches does not grow memory. Besides, a thread keeps the compiled codes
 * of the first REGEX_KEPT short patterns its runs compile, in memory of its own (limits.h), and
 * later runs use them instead of compiling again (a compiled code never changes). Backtracking is bounded by
 * REGEX_MATCH_LIMIT / REGEX_DEPTH_LIMIT (limits.h): passing them ends the run with a limit
 * error.
 */
#ifndef PUPPET_REGEX_H
#define PUPPET_REGEX_H

#include <stdbool.h>
#include <stddef.h>

#include "values/value.h"

/* The numeric match variables of one successful match: groups[0] is $0, then $1..$n; a group
 * that did not participate is undef. Immutable and arena-allocated. */
typedef struct MatchData {
    size_t count;
    const Value *groups;
} MatchData;

static inline Value value_from_regexp(const Regexp *r) {
    Value v = { .kind = VAL_REGEXP, .as.regexp = r };
    return v;
}

/* Compiles pattern[0..len) (Ruby syntax, without slashes). Returns the Regexp (cached per run
 * by text), or NULL with *error set to PCRE2's message when the pattern is invalid. */
const Regexp *regex_compile(Ctx *ctx, const char *pattern, size_t len, const char **error);

/* Ruby's RegexpError message for a pattern regex_compile refused with pcre_message:
 * "<Onigmo's words>: /<pattern>/" (e.g. "end pattern with unmatched parenthesis: /(/"), with
 * PCRE2's own words for the errors Ruby has no equivalent of. Never fails. */
const char *regex_ruby_error(Ctx *ctx, const char *pcre_message, const char *pattern, size_t len);

/* Searches subject[start..len) for re. Returns the number of pairs written to ovector
 * (group count + 1, at most ovector_pairs; byte offsets, SIZE_MAX for unset groups), or 0 when
 * there is no match. Leaves the run when the backtracking limit is passed. */
size_t regex_search(Ctx *ctx, const Regexp *re, const char *subject, size_t len, size_t start,
                    size_t *ovector, size_t ovector_pairs);

/* Matches re against the whole subject string s as `=~` does. Returns the match variables of
 * the first match, or NULL when there is none. */
const MatchData *regex_match(Ctx *ctx, const Regexp *re, const Str *s);

/* Whether re names a group (then, as in Onigmo, its plain groups do not capture). */
bool regex_has_named_groups(const Regexp *re);

/* The number of capture groups of re. */
size_t regex_group_count(const Regexp *re);

#endif
