/* value_index.h: membership by Puppet's `==` in a big collection without a scan per question.
 *
 * `5 in $a` inside a loop over $a asks the same array again and again: each question scanned it
 * whole, n² comparisons for n questions. The run keeps an index of the collections asked about
 * more than once (an array, or a hash's keys), built in one pass, answering each later question
 * in constant time. Only plain scalars are indexed (undef, booleans, numbers, strings): their
 * `==` is an equivalence a hash can follow (strings without ASCII case, an Integer equal to the
 * Float of its value); a collection holding anything else (a regexp, a type, a nested array...)
 * keeps its scan, whose `in` semantics depend on the order and kinds of its elements.
 * What it does not do: decide anything but equality, or index collections asked about once.
 */
#ifndef PUPPET_VALUE_INDEX_H
#define PUPPET_VALUE_INDEX_H

#include <stdbool.h>
#include <stddef.h>

#include "values/value.h"

/* Collections smaller than this are scanned: an index would not pay for itself. */
#define VALUE_INDEX_MIN_COUNT 32

/* Whether needle is a value the index can look up (a plain scalar). */
bool value_index_can_find(Value needle);

/* Whether the collection `owner` (an Array's item block or a Hash's entry block, count
 * elements: the array's items, or the hash's keys as `keys` gives them) holds a value == needle, through the run's index of it;
 * *answered is false when there is no index to ask (owner asked about for the first time, too
 * small, or holding more than plain scalars), and then the caller scans. The index is built on
 * the second question about the same collection, and kept for the run (a few at a time).
 * Leaves the run only when the memory limit is reached. */
bool value_index_holds(Ctx *ctx, const void *owner, const Value *items, const HashEntry *keys, size_t count,
                       Value needle, bool *answered);

#endif
