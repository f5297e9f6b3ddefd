/* did_you_mean.h: the corrections Ruby's did_you_mean gem (Ruby 3.1) offers for a misspelled
 * name, DidYouMean::SpellChecker#correct: a Jaro-Winkler pre-selection, then the words within a
 * Levenshtein distance of a quarter of the name (mistypes), else the closest misspelling.
 *
 * Why it matters to the engine: where the reference's error message has them, its
 * "Did you mean?" lines come after the first line, and so does the error's location, which the
 * first line then lacks (a KeyError of sprintf's %{name}, a NoMethodError in a template).
 */
#ifndef PUPPET_DID_YOU_MEAN_H
#define PUPPET_DID_YOU_MEAN_H

#include <stddef.h>

#include "support/ctx.h"

/* SpellChecker.new(dictionary: words).correct(input) over words[0..count) (texts of lens[i]
 * bytes): the indexes of the corrections, best first, in *out (arena), their count returned.
 * Never fails. */
size_t did_you_mean(Ctx *ctx, const char *input, size_t len, const char *const *words, const size_t *lens,
                    size_t count, size_t **out);

#endif
