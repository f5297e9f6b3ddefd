/* iterator.h: iteration over every Iterable value, and lazy Iterator values.
 *
 * Follows types-values-variables.md "Iterable[T]" and "Iterator[T]": an Array yields its
 * elements, a Hash its [key, value] pairs in insertion order, a String its characters, an
 * Integer n the values 0..n-1, an Integer[a, b] type the values a..b, an Enum type its values
 * (in their sorted order, as the reference), and an Iterator what it computes. Iterator values
 * (from reverse_each, step, tree_each...) are lazy: they hold their source and compute each
 * value when a cursor asks for it, so `Integer[1, 1000000000].step(2)` never builds an array,
 * and reversing an array, hash, string, range or enum walks it backwards in place (only the
 * reverse of another lazy iterator has to collect its values first).
 *
 * A cursor is a small struct on the caller's stack; iterator_next counts one evaluation step
 * per value (so endless work is bounded by the step limit).
 */
#ifndef PUPPET_ITERATOR_H
#define PUPPET_ITERATOR_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "syntax/ast.h"
#include "values/value.h"

typedef enum IteratorKind {
    ITERATOR_OF,          /* the values of an iterable source */
    ITERATOR_REVERSE,     /* the values of source, last first */
    ITERATOR_STEP,        /* every step-th value of source, starting with the first */
    ITERATOR_TREE,        /* [path, value] for each node of a tree (tree_each; iterator_tree.c) */
} IteratorKind;

/* How a tree is walked (tree_each's options, after their defaults are applied). */
typedef struct TreeOptions {
    const Type *container_type;   /* what counts as a container (Array, Hash, Object or less) */
    bool include_root, include_containers, include_values;
    bool breadth_first;
} TreeOptions;

struct Iterator {
    IteratorKind kind;
    Value source;         /* an iterable value (possibly an Iterator); ITERATOR_TREE: the root */
    int64_t step;
    const TreeOptions *tree;   /* ITERATOR_TREE */
};

static inline Value value_from_iterator(const Iterator *it) {
    Value v = { .kind = VAL_ITERATOR, .as.iterator = it };
    return v;
}

/* Whether v can be iterated (see the list above). Never fails. */
bool iterator_is_iterable(Value v);

/* An Iterator over the iterable v (v itself when it already is one). v must be iterable. */
const Iterator *iterator_of(Ctx *ctx, Value v);

/* The type of the values an Iterator yields, as the reference's Iterable.on infers it when the
 * iterator is made (an Array's: the Variant of its elements' detailed types; a Hash's: Tuple of
 * the Variants of its keys and values; a String's: String[1, 1]; n: Integer[0, n-1]; a range or
 * Enum type: itself; empty sources: Unit), or NULL when unknown (tree walks). Never fails. */
const Type *iterator_element_type(Ctx *ctx, const Iterator *it);

/* Whether v iterates as the reference's IntegerRangeIterator (an Integer n > 0, a finite
 * Integer[a, b], and reverse_each and step of those, which stay range iterators): sets the
 * range [*from, *to] (narrowed by step as IntegerRangeIterator#step_iterator narrows it, so
 * *from > *to is possible) and the signed step. Never fails. */
bool iterator_range_form(Value v, int64_t *from, int64_t *to, int64_t *step);

/* New lazy iterators over an iterable source. */
const Iterator *iterator_new_reverse(Ctx *ctx, Value source);
const Iterator *iterator_new_step(Ctx *ctx, Value source, int64_t step);
const Iterator *iterator_new_tree(Ctx *ctx, Value root, const TreeOptions *options);

typedef struct IterCursor {
    IteratorKind kind;
    Value source;                 /* ITERATOR_OF: the concrete source (not an Iterator) */
    size_t pos, count;            /* element positions (arrays, hashes, strings, enums) */
    int64_t next, last;           /* integer ranges: the next and the last value to yield */
    int64_t stride;               /* integer ranges: the distance between values (> 0) */
    bool range, done;
    int64_t step;                 /* ITERATOR_STEP */
    const Value *items;           /* ITERATOR_REVERSE: the materialized source */
    struct IterCursor *inner;     /* ITERATOR_STEP: the source's cursor */
    bool backward;                /* ITERATOR_OF walking a concrete source last first (a lazy
                                     reverse of an array, hash, string, range or enum) */
    struct TreeWalk *tree;        /* ITERATOR_TREE: the walk's stacks (iterator_tree.c) */
} IterCursor;

/* Starts iterating over v (any iterable value). Never fails. */
void iterator_start(Ctx *ctx, IterCursor *cursor, Value v);

/* The next value into *out; false at the end. Counts a step per value. */
bool iterator_next(Ctx *ctx, IterCursor *cursor, Value *out);

/* The tree walk behind ITERATOR_TREE cursors (iterator_tree.c): start, and the next
 * [path, value] pair (false at the end), as the reference's Depth/BreadthFirstTreeIterator. */
void iterator_tree_start(Ctx *ctx, IterCursor *cursor, const Iterator *it);
bool iterator_tree_next(Ctx *ctx, IterCursor *cursor, Value *out);

/* All values of an iterator (or any iterable) as an Array value. */
Value iterator_to_array(Ctx *ctx, const Iterator *it, SrcSpan where);

/* The number of values an iterable yields, without iterating when it can be computed;
 * iterates (lazy sources) otherwise. */
size_t iterator_count(Ctx *ctx, Value v);

#endif
