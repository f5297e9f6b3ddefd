/* label.h: the words the reference's label provider (model_label_provider.rb) uses for values
 * in its messages: "an Integer", "an Undef Value", "a Semver". Types are labelled by their
 * callers, whose forms differ ("Integer-Type", "Notify['x'] Resource-Reference"). */
#ifndef PUPPET_LABEL_H
#define PUPPET_LABEL_H

#include <stdbool.h>

#include "support/ctx.h"
#include "values/value.h"

/* The label of a value that is not a type ("Integer", "Undef Value", "Object"); NULL for a
 * type, which the caller labels. Never fails. */
const char *label_of_value(Value v);

/* The label with its article ("an Integer", "a String"; a leading quote is skipped, vowels and
 * y take "an"), capitalized when `upper`. Never fails. */
const char *label_with_article(Ctx *ctx, const char *label, bool upper);

#endif
