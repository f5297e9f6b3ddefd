/* type_parameterize_internal.h: what the type_parameterize*.c files share, and nothing else
 * includes: the access being parameterized (T[args]), the labels and issues of the reference's
 * messages and the argument helpers (type_parameterize_args.c), and the rule of each kind
 * (type_parameterize_scalar.c, _collection.c, _named.c), which type_parameterize_at's switch
 * calls.
 *
 * Every rule returns the new type as a value (or, for Resource and Class, a reference or an
 * array of them), or value_abrupt() after ctx_error with the reference's message, blaming the
 * argument the reference blames.
 */
#ifndef PUPPET_TYPE_PARAMETERIZE_INTERNAL_H
#define PUPPET_TYPE_PARAMETERIZE_INTERNAL_H

#include "values/label.h"
#include "types/type_internal.h"

/* One T[args] being evaluated. */
typedef struct TypeAccess {
    Ctx *ctx;
    const Type *base;
    const Value *keys;        /* flattened (or the arguments as given) */
    size_t count;
    const SrcSpan *spans;     /* spans of the arguments as written, may be NULL */
    size_t span_count;
    SrcSpan where;            /* the whole access expression */
} TypeAccess;

/* --- labels (type_parameterize_args.c); never fail ------------------------------------------- */

/* Where argument i was written (the whole expression when unknown). */
SrcSpan param_key_span(const TypeAccess *a, size_t i);

/* "Integer-Type", "MyInt = Integer-Type", "File['x'] Resource-Reference" (label_PAnyType). */
const char *param_type_label(Ctx *ctx, const Type *t);

/* The Ruby class name of a value (`key.class` in the reference's messages): "Integer",
 * "NilClass", "Puppet::Pops::Types::PStringType". */
const char *param_ruby_class_name(Value v);

/* The label provider's label of a value: "Integer", "Undef Value", "Integer-Type". */
const char *param_value_label(Ctx *ctx, Value v);

/* bad_key_type_name: Undef, Default, or the value's generalized inferred type. */
const char *param_key_type_name(Ctx *ctx, Value v);

/* --- the reference's issues (type_parameterize_args.c); each returns value_abrupt() ---------- */

/* BAD_TYPE_SLICE_ARITY: "<base_label>[] accepts 1 to 2 arguments. Got 3" (max < 0: no maximum). */
Value param_fail_arity(const TypeAccess *a, const char *base_label, long min, long max, size_t actual, SrcSpan at);

/* BAD_TYPE_SLICE_ARITY with the base type as label ("A Boolean-Type[] accepts ..."). */
Value param_fail_type_arity(const TypeAccess *a, long min, long max, SrcSpan at);

/* BAD_TYPE_SLICE_TYPE: "<base>[] arguments must be types. Got String", at argument i. */
Value param_fail_slice_type(const TypeAccess *a, const char *base, size_t i);

/* "Error creating type specialization of a <base>-Type, <message>", at argument i. */
Value param_fail_specialization(const TypeAccess *a, size_t i, const char *message);

/* A specialization error: "Cannot use <argument i's type> where <expected> is expected". */
Value param_fail_key_classes(const TypeAccess *a, size_t i, const char *expected);

/* An ArgumentError raised while building the type, as the evaluator wraps it ("Error while
 * evaluating a '[]' expression, <message>"), at the whole expression. */
Value param_fail_argument(const TypeAccess *a, const char *message);

/* A Runtime's name that is the empty String (Runtime[ruby, ''], or '' where TypeFactory.type_of
 * makes a Runtime of a String): the Pcore check of its name_or_pattern attribute. */
Value param_fail_runtime_name(const TypeAccess *a);

/* "A Type's size constraint arguments must be a single Integer type, or 1-2 integers (or
 * default). Got ...", at argument i. */
Value param_fail_collection_size(const TypeAccess *a, size_t i);

/* "Operator '[]' is not applicable to a <base>-Type." */
Value param_not_applicable(const TypeAccess *a);

/* --- argument helpers (type_parameterize_args.c) --------------------------------------------- */

static inline bool param_is_type(Value v) {
    return v.kind == VAL_TYPE;
}

/* TypeFactory.is_range_parameter?: an Integer, `default` or the string 'default'. */
bool param_is_range(Value v);

/* PIntegerType.new(from, to) with its check (default is unbounded): false after the
 * "'from' must be less or equal to 'to'" error. */
bool param_make_range(const TypeAccess *a, Value from, Value to, TypeRange *out);

/* collection_size_t over n arguments from `start`: one Integer type, or one or two integers
 * or default. False after the reference's error. */
bool param_collection_size(const TypeAccess *a, size_t start, size_t n, TypeRange *out);

/* Pushes v onto b, an array's elements (recursively, up to MAX_DATA_DEPTH) in its place. */
void param_flatten_into(Ctx *ctx, ArrayBuilder *b, Value v, int depth);

/* keys.flatten!: replaces a's arguments by their flattened list when any is an array. */
void param_flatten(TypeAccess *a);

/* --- the rules per kind --------------------------------------------------------------------- */

/* type_parameterize_scalar.c */
Value param_integer(TypeAccess *a);
Value param_float(TypeAccess *a);
Value param_string(TypeAccess *a);
Value param_enum(TypeAccess *a);
Value param_pattern(TypeAccess *a);
Value param_regexp(TypeAccess *a);
Value param_boolean(TypeAccess *a);
Value param_runtime(TypeAccess *a);
Value param_time(TypeAccess *a);         /* Timespan and Timestamp */
Value param_semver(TypeAccess *a);

/* type_parameterize_collection.c */
Value param_collection(TypeAccess *a);
Value param_array(TypeAccess *a);
Value param_hash(TypeAccess *a);
Value param_tuple(TypeAccess *a);
Value param_struct(TypeAccess *a);
Value param_variant(TypeAccess *a);
Value param_contained(TypeAccess *a);    /* Optional, NotUndef, Type, Sensitive, Iterable, Iterator */
Value param_callable(TypeAccess *a);
Value param_init(TypeAccess *a);

/* type_parameterize_named.c */
Value param_uri(TypeAccess *a);
Value param_resource(TypeAccess *a);     /* Resource[type, titles...] and File[titles...] */
Value param_class(TypeAccess *a);
Value param_object(TypeAccess *a);
Value param_type_set(TypeAccess *a);

#endif
