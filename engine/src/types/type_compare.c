/* type_compare.c: the comparison operators with a type on the left.
 *
 * Follows types-values-variables.md "Integer ([from, to])" (a range inside another is less
 * than it; equal only when both bounds are) as the reference evaluates comparisons
 * (evaluator_impl.rb eval_ComparisonExpression): `==` is TypeCalculator#equals (the same type,
 * or each assignable to the other: Data == its own Variant), `<` is "assignable to, and not
 * equal", `<=` is "assignable to". Values that are not types never compare (the evaluator
 * answers false for them, as the reference does for `Integer < 1`).
 * What this file does not do: `==` between types nested in arrays or hashes, which is
 * type_equal (value_equal calls it), the reference's eql?.
 */
#include "types/type_internal.h"

bool type_equals_op(Ctx *ctx, const Type *a, const Type *b) {
    return type_equal(a, b) || (type_is_assignable(ctx, a, b) && type_is_assignable(ctx, b, a));
}

bool type_less(Ctx *ctx, const Type *a, const Type *b) {
    return type_is_assignable(ctx, b, a) && !type_equals_op(ctx, a, b);
}

bool type_less_equal(Ctx *ctx, const Type *a, const Type *b) {
    return type_is_assignable(ctx, b, a);
}
