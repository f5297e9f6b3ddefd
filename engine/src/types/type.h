/* type.h: Puppet types as values: construction, parameterization, matching, inference, algebra.
 *
 * Central idea: types are interned. The unparameterized (default) form of every kind is a
 * static singleton (`type_builtin("Integer", 7)`), and every other type is hash-consed in a
 * table of the run (and, read-only, in the table shared by the built-in signatures, see
 * type_share_table), so two equal types of one run are the same pointer: type_equal is a
 * pointer comparison in practice and assignability is memoized per pair of pointers.
 * A type is immutable once built; like values it lives in the run's arena (or is static).
 *
 * Operations are split by concern, each file an exhaustive `switch (kind)` (spec
 * types-values-variables.md; the reference's lib/puppet/pops/types where it differs, see
 * /work/shared/reference-notes.md "Types"):
 *   type.c              construction, interning, built-in names, aliases
 *   type_equal.c        structural hash and equality (interning rests on them)
 *   type_accessors.c    reading a type's parameters
 *   type_parameterize.c T[args]: every parameter rule and its error, once (the dispatch;
 *                       the rules in type_parameterize_scalar.c, _collection.c, _named.c,
 *                       their labels, issues and argument helpers in _args.c)
 *   type_assign.c       assignability (one generic step unwrapping aliases, Variant,
 *                       Optional and NotUndef, then a rule per kind)
 *   type_instance.c     instance-of, v =~ T (a rule per kind)
 *   type_iterable.c     what Iterable accepts (iterable? and iterable_type)
 *   type_infer.c        the type of a value: detailed, reduced, generalized
 *   type_infer_text.c   the detailed type's text of small plain data, without building it
 *   type_common.c       the common type of two types (the "Type Algebra" sections)
 *   type_format.c       the canonical string form
 *   type_mismatch.c     "expects an Integer value, got String" messages
 *   type_compare.c      == != < <= > >= on types
 *   type_ast.c          evaluating a type expression outside the evaluator
 *   type_attributes.c   a type's attributes as a Pcore object (what tree_each walks)
 *
 * Errors follow ctx.h: functions that can fail return value_abrupt() (or NULL where they
 * return a Type) after ctx_error with the reference's wording.
 */
#ifndef PUPPET_TYPE_H
#define PUPPET_TYPE_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#include "syntax/ast.h"
#include "values/value.h"

typedef enum TypeKind {
#define X(kind, name, flags) kind,
#include "types/type.def"
#undef X
    TYPE_KIND_COUNT      /* not a kind: the number of kinds (as VALUE_KIND_COUNT, AST_KIND_COUNT) */
} TypeKind;

/* Category flags of a kind (see type.def). */
enum {
    TF_SCALAR = 1 << 0,
    TF_SCALAR_DATA = 1 << 1,
    TF_NUMERIC = 1 << 2,
    TF_COLLECTION = 1 << 3,
    TF_CATALOG = 1 << 4,
    TF_CONTAINER = 1 << 5,
    TF_NO_PARAMS = 1 << 6,
};

typedef enum InferMode { INFER_DETAILED, INFER_REDUCED, INFER_GENERALIZED } InferMode;

/* --- identity ------------------------------------------------------------------------------ */

/* The kind of t (never TYPE_KIND_COUNT). */
TypeKind type_kind(const Type *t);

/* The name of a kind as the reference renders it ("Integer"; "TypeAlias" for aliases). */
const char *type_kind_name(TypeKind kind);

/* The TF_* flags of a kind. */
unsigned type_kind_flags(TypeKind kind);

/* Type equality as `==` sees it: same kind and same parameters (Array == Array[Any]); aliases
 * by name. Never fails. */
bool type_equal(const Type *a, const Type *b);

/* A hash consistent with type_equal. Never fails. */
uint64_t type_hash(const Type *t);

/* --- construction -------------------------------------------------------------------------- */

/* The built-in type named name[0..len) ("Integer", "Data", "ScalarData"...; the reference's
 * spellings, case-insensitively as its type parser does: "Semver", "TimeSpan" are accepted)
 * as its unparameterized singleton, or NULL when name is not a built-in type. Never fails. */
const Type *type_builtin(const char *name, size_t len);

/* The unparameterized singleton of a kind, or NULL for kinds without one (alias, reference). */
const Type *type_default_of(TypeKind kind);

/* T[args] as the access operator and type strings evaluate it: returns a VAL_TYPE value, a
 * VAL_ARRAY for Class[a, b] / File['a', 'b'] (undef for Class[undef]), or value_abrupt() after
 * ctx_error with the reference's message, at `where` (the whole access expression) or, with
 * type_parameterize_at, at the argument it blames (arg_spans[i]: the spans of the arguments
 * as written, as many as count; may be NULL).
 * Callers must handle `File['x']['attr']` (a titled resource or named class on the left: an
 * attribute lookup in the catalog) themselves: given such a base, this reports
 * "Operator '[]' is not applicable". */
Value type_parameterize(Ctx *ctx, const Type *base, const Value *args, size_t count, SrcSpan where);
Value type_parameterize_at(Ctx *ctx, const Type *base, const Value *args, size_t count,
                           const SrcSpan *arg_spans, SrcSpan where);

/* Type aliases: the evaluator declares them all before evaluation (forward references,
 * recursion) with their declarations (AST_TYPE_ALIAS); each is resolved where it is first used
 * (type_from_ast), its right side read as the reference's TypeParser reads it, and an error in
 * it is reported there ("Error while evaluating a Type-Name, ..."), as the reference's loader
 * resolves aliases lazily. A NULL declaration declares an alias resolved later with
 * type_alias_resolve (never fails); with a declaration, a name that a built-in type, a built-in
 * resource type or an earlier alias holds is the loader's "Attempt to redefine entity ..."
 * error, and NULL is returned.
 * type_alias_resolve normalizes the type as the reference does (a Variant naming the alias
 * itself loses that member). An alias that stands for no real type (`type A = A`) is an error
 * where it is used: "Type alias 'A' cannot be resolved to a real type". Returns true. */
const Type *type_alias_declare(Ctx *ctx, const char *name, const AstNode *declaration);
bool type_alias_resolve(Ctx *ctx, const Type *alias, const Type *resolved, SrcSpan where);

/* The type a capitalized name stands for: a built-in type, else an alias declared in this run
 * (case-insensitively, a leading `::` ignored), else the resource type of that name (whether
 * such a resource type exists is the evaluator's question). Never fails. */
const Type *type_named(Ctx *ctx, const char *name);

/* The reference's TypeReference of text: a name that stands for no type, printed
 * `TypeReference['Foo']`. Never fails. */
const Type *type_new_reference(Ctx *ctx, const char *text);

/* The alias of that name declared in this run, or NULL. */
const Type *type_alias_find(Ctx *ctx, const char *name);

/* Hides the aliases declared at or after an offset of a file (NULL: the main program) from
 * type_alias_find (and so from
 * type names), as the reference's loader has not seen them yet while it loads the definitions
 * before them; TYPE_ALIASES_ALL_VISIBLE lifts the limit. Never fails. */
#define TYPE_ALIASES_ALL_VISIBLE UINT32_MAX
void type_alias_limit_visibility(Ctx *ctx, const SourceFile *file, uint32_t offset);

/* Resource and class types: type_resource(ctx, "file", NULL) is File (== Resource['file']),
 * with a title File['/x']; the type name is capitalized per segment (foo::bar -> Foo::Bar).
 * type_class(ctx, NULL) is Class, else Class['a::b'] (name lower-cased, leading :: dropped).
 * Never fail. */
const Type *type_resource(Ctx *ctx, const char *type_name, const char *title_or_null);
const Type *type_class(Ctx *ctx, const char *class_name_or_null);

/* Evaluates a type expression as the evaluator does: AST_TYPE_REF (a built-in type, an alias
 * of the run, resolved on first use, else a resource type), AST_ACCESS on types (the access
 * operator's rules), and literals (integers, floats, strings, regexes, default, undef,
 * booleans, names, arrays, hashes, unary minus). Returns the value (a VAL_TYPE for a type), or
 * value_abrupt() after ctx_error for anything else or a bad parameter. */
Value type_from_ast(Ctx *ctx, const AstNode *node);

/* Parses and evaluates a type string such as "Hash[String, Callable[2,2]]" as the reference's
 * TypeParser does: the run's aliases are visible, an unknown name is a TypeReference, and the
 * parameters follow type_parser.rb (type_parser.c). Returns NULL after ctx_error when the text
 * is not a type. */
const Type *type_parse(Ctx *ctx, const char *text);

/* The same without the run's aliases, as Type.new('...') reads its string (there `type A =
 * Integer; Type('A')` is TypeReference['A']). */
const Type *type_parse_without_aliases(Ctx *ctx, const char *text);

/* Makes the types interned in ctx (an immortal context, e.g. the one that parses the built-in
 * function signatures) since the last call visible, read-only, to every run, so that a run's
 * Integer[1] is the same pointer as a signature's. `run` is the run going on (or NULL): a type
 * identical to one it interned itself is left unshared, so that no run holds two pointers for
 * one type. Single-threaded. */
void type_share_table(Ctx *ctx, const Ctx *run);

/* --- matching ------------------------------------------------------------------------------ */

/* v =~ T: whether v is an instance of t. Never fails (a recursive alias is guarded); an
 * invalid Regexp pattern met on the way answers false (see type_is_instance_checked). */
bool type_is_instance(Ctx *ctx, const Type *t, Value v);

/* v =~ T as the reference evaluates it: false with *error set to Ruby's RegexpError message
 * when the check had to compile a Regexp type's invalid pattern (`Regexp['a(']`, which the
 * reference accepts when created and refuses when used); *error NULL otherwise. */
bool type_is_instance_checked(Ctx *ctx, const Type *t, Value v, const char **error);

/* Ruby's RegexpError message when the latest type_is_instance answered false because it had to
 * compile an invalid Regexp pattern, NULL otherwise: a typed parameter's check (function,
 * lambda, return, class or define) then fails with that error instead of a mismatch. */
const char *type_instance_error(Ctx *ctx);

/* Printing a Regexp type whose pattern does not compile is an error in the reference
 * (notice, interpolation), while printing cannot fail here: type_to_string notes the first such
 * error instead. type_take_format_error returns it (Ruby's RegexpError message) and forgets it;
 * NULL when none was noted. Callers that print take it before and after. Never fails. */
bool type_run_has_invalid_regexp(Ctx *ctx);
const char *type_take_format_error(Ctx *ctx);

/* Whether every instance of `from` is an instance of `to` (memoized). Never fails. */
bool type_is_assignable(Ctx *ctx, const Type *to, const Type *from);

/* Comparison operators with a type on the left (spec "Integer ([from, to])": a range inside
 * another is less), as the reference evaluates them:
 *   a == b  type_equals_op: equal, or each assignable to the other (Data == its Variant);
 *   a < b   assignable to b and not type_equals_op;  a <= b  assignable to b;
 *   a > b is type_less(b, a), a >= b is type_less_equal(b, a).
 * With a value that is not a type on the right, the evaluator answers false (no error).
 * Never fail. */
bool type_equals_op(Ctx *ctx, const Type *a, const Type *b);
bool type_less(Ctx *ctx, const Type *a, const Type *b);
bool type_less_equal(Ctx *ctx, const Type *a, const Type *b);

/* --- inference and algebra ----------------------------------------------------------------- */

/* The type of v as type(v) prints it by default (detailed: [1,'a'] is Tuple[Integer[1, 1],
 * String]). Never fails. */
const Type *type_infer(Ctx *ctx, Value v);

/* The type of v in a mode: detailed, reduced ([1,'a'] -> Array[ScalarData, 2, 2]) or
 * generalized (Array[ScalarData]). Never fails. */
const Type *type_infer_mode(Ctx *ctx, Value v, InferMode mode);

/* The type of a list of values taken together (the element type of an array in reduced
 * mode): the common type of their reduced types; Unit for no values. Never fails. */
const Type *type_infer_common(Ctx *ctx, const Value *values, size_t count);

/* The most specific type both a and b are assignable to, per the spec's "Type Algebra"
 * sections and the reference's TypeCalculator#common_type. Never fails. */
const Type *type_common(Ctx *ctx, const Type *a, const Type *b);

/* t with value-specific parameters removed (Integer[1, 1] -> Integer, sizes dropped), as the
 * reference's `generalize`. Never fails. */
const Type *type_generalize(Ctx *ctx, const Type *t);

/* --- text ---------------------------------------------------------------------------------- */

/* The canonical form: Integer[1, 1], Enum['a', 'b'], Struct[{'a' => Integer}], Data; an
 * alias shows what it stands for (`MyInt = Integer[1, 10]`) unless nested in another type. */
const Str *type_to_string(Ctx *ctx, const Type *t);

struct StrBuf;

/* Appends the text of type_infer(v) (what type_to_string prints for it) when v is small plain
 * data: undef, Booleans, Integers, Strings, and Arrays and Hashes with non-empty String keys of
 * those, at most max_parts parts in all (nested ones counted); returns false, having appended
 * nothing, for any other value, whose text the caller gets the general way. Builds no type
 * (type_infer_text.c). Never fails. */
bool type_infer_text(struct StrBuf *sb, Value v, int max_parts);

/* The reference's description of why `actual` does not match `expected`, without the subject
 * ("expects an Integer value, got String", "index 1 expects ...", "entry 'x' expects ...",
 * several lines joined by "\n" when Variant members disagree in different places). The caller
 * prefixes the subject ("parameter 'x' ", "'f' parameter 'x' "). Never fails. */
const char *type_mismatch_message(Ctx *ctx, const Type *expected, Value actual);

/* The same, worded exactly as the reference's describe_mismatch(subject, ...) does for
 * assert_type ("assert_type():" style subjects): one mismatch gives "<subject> expects ...",
 * several give " <subject> <first>\n  <subject> <second>..." (each line keeps the leading space
 * the reference keeps). Never fails. */
const char *type_mismatch_describe(Ctx *ctx, const char *subject, const Type *expected, Value actual);

/* The name of the reference's Ruby class for t ("Puppet::Pops::Types::PIntegerType"), which
 * some of its messages print (`comparison of ... with ... failed`). Never fails. */
const char *type_ruby_class_name(const Type *t);

/* The Ruby class name the reference's error messages show for a value ("Integer", "String",
 * "NilClass", "Array", "Hash", "TrueClass", "Puppet::Resource", ...). Never fails. */
const char *type_ruby_class_of_value(Value v);

/* --- accessors (what the rest of the engine reads from a type) ----------------------------- */

/* Integer range of an Integer type (or an alias of one); false for other kinds. Unbounded
 * ends are INT64_MIN / INT64_MAX. */
bool type_integer_range(const Type *t, int64_t *from, int64_t *to);

/* Float range of a Float type (-inf / +inf when unbounded); false for other kinds. */
bool type_float_range(const Type *t, double *from, double *to);

/* Size range of String, Collection, Array, Hash, Tuple (from its types and size) or Struct;
 * false for other kinds. Unbounded to is INT64_MAX. */
bool type_size_range(const Type *t, int64_t *from, int64_t *to);

/* Enum values in their sorted (rendered and iteration) order; count 0 for unparameterized
 * Enum or another kind. An alias counts as its type. */
size_t type_enum_count(const Type *t);
const Str *type_enum_value(const Type *t, size_t i);
bool type_enum_case_insensitive(const Type *t);

/* The one type a type holds: Array element, Optional / NotUndef / Type / Iterable / Iterator /
 * Sensitive contained type (NULL when unparameterized), Hash value type. NULL otherwise. */
const Type *type_element(const Type *t);

/* Hash key type; NULL for other kinds. */
const Type *type_hash_key(const Type *t);

/* Members: Variant types, Tuple types, Pattern patterns are regexp types; count 0 otherwise. */
size_t type_member_count(const Type *t);
const Type *type_member(const Type *t, size_t i);

/* Struct members in declaration order. */
typedef struct TypeStructMember {
    const Str *name;          /* the key string */
    const Type *key_type;     /* String-like key type, possibly Optional[..] / NotUndef[..] */
    const Type *value_type;
    bool optional;            /* the hash may lack this key */
} TypeStructMember;
size_t type_struct_count(const Type *t);
const TypeStructMember *type_struct_member(const Type *t, size_t i);

/* Callable parts: the parameter Tuple (NULL for the unparameterized Callable), the block type
 * (a Callable, Optional[Callable], or NULL) and the return type (NULL when not given). */
const Type *type_callable_params(const Type *t);
const Type *type_callable_block(const Type *t);
const Type *type_callable_return(const Type *t);

/* Resource type name ("File"; NULL for Resource) and title (NULL when untitled). */
const char *type_resource_name(const Type *t);
const char *type_resource_title(const Type *t);

/* Class name ("a::b"; NULL for Class). */
const char *type_class_name(const Type *t);

/* Regexp pattern source of a Regexp type (NULL when unparameterized). */
const Str *type_regexp_pattern(const Type *t);

/* A type's own attributes as the reference's Pcore object has them (type_attributes.c), each
 * name (a String) and value, in the reference's order: Array[Integer]'s element_type, Hash's
 * key_type and value_type, a Struct's elements (Pcore::StructElement objects); none for
 * Integer, Boolean and the other kinds that have none. What tree_each walks in a type. Returns
 * the count. Never fails. */
size_t type_pcore_attributes(Ctx *ctx, const Type *t, const Value **names, const Value **values);

/* Alias name ("Data", "MyType") and the type it stands for (NULL while unresolved). */
const char *type_alias_name(const Type *t);
const Type *type_alias_target(const Type *t);

/* Follows aliases to the aliased type (itself when not an alias; Any when unresolved). */
const Type *type_resolve(const Type *t);

/* Whether t iterates (Integer range finite, Enum, Type[Integer[a,b]], Type[Enum]): what
 * `Integer[1,5].each` needs. */
bool type_is_iterable(const Type *t);

#endif
