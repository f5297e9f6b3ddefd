/* type_summary.h: a bounded type for many values, however large (the types an editor shows).
 *
 * type_infer walks all of a value and keeps every detail: [1, ..., 5000] is a Tuple of 5000
 * Integer types, and a hash of 3000 string keys infers an Enum of 3000 strings, built one at a
 * time. That is what `type()` must answer, but too slow to do for every value an expression
 * produces. A summary is a type of all the values added to it, whose size is bounded whatever
 * they are:
 *   - Integers and Floats as ranges (Integer[1, 5000]), Booleans as Boolean or its value;
 *   - Strings as an Enum of up to MAX_SUMMARY_ENUM values, past them as String[min, max]
 *     (lengths in characters);
 *   - Arrays as Array[element summary, min, max], Hashes as Struct[...] while their keys are
 *     non-empty strings, at most MAX_SUMMARY_MEMBERS of them (a key some hashes lack is
 *     Optional), else Hash[key summary, value summary, min, max];
 *   - undef beside other values as Optional[...]; values of other kinds (types, regexps,
 *     callables, ...) by the common type of their reduced types (Sensitive and Iterator
 *     generalized);
 *   - nested past MAX_SUMMARY_DEPTH levels of collections, or past MAX_SUMMARY_NODES parts in
 *     one summary, the contents are Any (still true, only less precise).
 * Every value added is an instance of the summary's type.
 *
 * Costs: adding a scalar costs a few comparisons; a collection of at least
 * SUMMARY_MEMO_MIN_ITEMS elements is summarized once per run (TypeSummaries remembers it by
 * its buffer, so adding it again, or a larger view of the same growing buffer as `$h + {...}`
 * in a loop makes, only looks at the new elements); smaller collections are walked, within a
 * budget proportional to the run's steps, past which their contents count as Any.
 */
#ifndef PUPPET_TYPE_SUMMARY_H
#define PUPPET_TYPE_SUMMARY_H

#include "support/ctx.h"
#include "types/type.h"

/* The summaries of the large collections seen in a run, shared by all of its TypeSummary. */
typedef struct TypeSummaries TypeSummaries;

/* A summary of the values added so far (none at first). */
typedef struct TypeSummary TypeSummary;

/* A new memo of collection summaries, and a new empty summary. Never fail (memory exhaustion
 * leaves through ctx_exhausted, as every allocation). */
TypeSummaries *type_summaries_new(Ctx *ctx);
TypeSummary *type_summary_new(Ctx *ctx);

/* Adds v to s. Spends no steps of the run. Never fails. */
void type_summary_add(Ctx *ctx, TypeSummaries *memo, TypeSummary *s, Value v);

/* Adds v to s when it is a scalar that needs no memory (undef, default, Boolean, Integer,
 * Float) and returns true; false (nothing done) for other values. Never fails. */
bool type_summary_add_scalar(TypeSummary *s, Value v);

/* Adds a String to s: type_summary_add of value_from_string(str), without a walk. Never
 * fails. */
void type_summary_add_string(Ctx *ctx, TypeSummary *s, const Str *str);

/* Adds an Integer to s: type_summary_add_scalar of value_integer(n). Never fails. */
void type_summary_add_integer(TypeSummary *s, int64_t n);

/* The type of every value added (Unit when none was). Never fails. */
const Type *type_summary_type(Ctx *ctx, const TypeSummary *s);

#endif
