/* type_internal.h: the representation of types, shared by the type*.c files only.
 *
 * Everything outside type*.c reads types through the accessors of type.h. Here:
 *   - struct Type: a kind and one union member per kind (named after the kind);
 *   - the interning constructors: each builds a candidate on the stack and hands it to
 *     type_intern, which returns the canonical copy (the kind's static singleton when the
 *     candidate equals it). Children are always canonical already, so a table lookup compares
 *     children by pointer and a table hit costs one hash and one shallow comparison.
 *
 * Ranges: Integer ranges and the size ranges of String, Collection, Array, Hash and Tuple are
 * int64 pairs with INT64_MIN / INT64_MAX standing for the reference's -Infinity / Infinity;
 * `sized` tells a size range that was given (Array[T, 0]) from none (Array[T]), which the
 * reference keeps apart (nil size_type) in equality and rendering. Float ranges use -inf / inf;
 * Timespan and Timestamp ranges are nanoseconds with the int64 ends as infinities.
 */
#ifndef PUPPET_TYPE_INTERNAL_H
#define PUPPET_TYPE_INTERNAL_H

#include <math.h>

#include "support/ctx.h"
#include "support/strbuf.h"
#include "types/type.h"

typedef struct TypeTable TypeTable;

#define TYPE_UNBOUNDED_FROM INT64_MIN
#define TYPE_UNBOUNDED_TO INT64_MAX

typedef struct TypeRange {
    int64_t from, to;
} TypeRange;

struct Type {
    TypeKind kind;
    uint64_t hash;              /* 0 until computed (static singletons compute it lazily) */
    union {
        struct {                                               /* TYPE_INTEGER */
            int64_t from, to;          /* INT64_MIN / INT64_MAX when open */
            /* an open end is the reference's -Infinity / Infinity, which a 64-bit bound of the
             * same value is not (Integer[9223372036854775807] vs the inferred type of it) */
            bool open_from, open_to;
        } integer;
        struct { double from, to; } floating;                  /* TYPE_FLOAT */
        struct {                                               /* TYPE_TIMESPAN, TYPE_TIMESTAMP (ns) */
            int64_t from, to;
            /* the end was given as a Float number of seconds: the reference then holds Float
             * nanoseconds and prints a Timespan's fraction unstripped ('0-00:00:01.500000000');
             * part of the interned identity, not of equality */
            bool float_from, float_to;
        } time;
        struct {                                               /* TYPE_STRING */
            bool sized;
            TypeRange size;
            const Str *value;   /* inferred from a value: the reference's String with a value */
        } string;
        struct { const Str *const *values; size_t count; bool case_insensitive; } enumeration;
        struct { const Type *const *regexps; size_t count; } pattern;   /* TYPE_REGEXP members */
        struct { signed char value; } boolean;                 /* -1: any, 0: false, 1: true */
        struct { const Str *pattern; } regexp;                 /* pattern NULL: any */
        struct { const SemVerRange *const *ranges; size_t count; } semver;
        struct { bool sized; TypeRange size; } collection;     /* TYPE_COLLECTION */
        struct { bool sized; TypeRange size; const Type *element; } array;
        struct { bool sized; TypeRange size; const Type *key, *value; } hash;
        struct { bool sized; TypeRange size; const Type *const *types; size_t count; } tuple;
        struct { const TypeStructMember *members; size_t count; } structure;
        struct { const Type *const *types; size_t count; } variant;
        /* NotUndef, Optional, Iterable, Iterator, Type, Sensitive: NULL when unparameterized
         * (Sensitive holds Any instead, as the reference does). */
        struct { const Type *type; } contained;
        struct { const Type *params, *block, *ret; } callable; /* params: a Tuple or NULL */
        struct { const Str *runtime, *name; } runtime;
        struct { const char *type_name, *title; } resource;    /* type_name capitalized */
        struct { const char *name; } klass;
        struct {
            const char *name;
            const Type *target;        /* NULL until resolved */
            bool unresolvable;         /* resolved to nothing but aliases (type A = B, B = A) */
            bool resolving;            /* its body is being interpreted (a recursive reference) */
            const AstNode *body;       /* the declaration's right side, resolved on first use */
            SrcSpan declaration;       /* `Name = body` in ctx->source */
            SrcSpan name_span;         /* `Name`, where a redefinition says it was first set */
            /* a type of a TypeSet (`MyTs::Point`): its body sees the set's other types */
            bool member;
            const struct TypeSetDef *owner;
        } alias;
        struct { const char *text; } reference;
        struct {                                               /* TYPE_OBJECT (type_object.h) */
            const struct ObjectDef *def;
            const Value *params;       /* type parameters given (Error['kind']), or NULL */
            size_t param_count;
        } object;
        struct { const struct TypeSetDef *def; } type_set;     /* TYPE_TYPE_SET (type_typeset.h) */
        struct { const Type *type; const Value *args; size_t count; } init;
        struct { const Value *parameters; } uri;               /* a Hash value or NULL */
    } u;
};

/* --- interning (type.c) -------------------------------------------------------------------- */

/* Returns the canonical type equal to candidate (whose arrays may be temporary). Never fails. */
const Type *type_intern(Ctx *ctx, const Type *candidate);

/* The structural hash of t from its fields, never 0 (type_equal.c); type_hash gives an
 * interned type's stored hash. Never fails. */
uint64_t type_compute_hash(const Type *t);

/* Shallow structural identity used by interning: same kind, same scalars, same child
 * pointers, arrays in the same order. */
bool type_identical(const Type *a, const Type *b);

/* --- constructors (type.c); all return canonical types and never fail ---------------------- */

/* An Integer range; INT64_MIN / INT64_MAX mean an open end (as `default` gives). */
const Type *type_new_integer(Ctx *ctx, int64_t from, int64_t to);
/* An Integer range with both ends bounded (inference: Integer[v, v] for any v). */
const Type *type_new_integer_exact(Ctx *ctx, int64_t from, int64_t to);
const Type *type_new_integer_open(Ctx *ctx, int64_t from, int64_t to, bool open_from, bool open_to);
const Type *type_new_float(Ctx *ctx, double from, double to);
const Type *type_new_time(Ctx *ctx, TypeKind kind, int64_t from, int64_t to);
/* The same with ends given as Float seconds marked (they print differently, see struct Type). */
const Type *type_new_time_from(Ctx *ctx, TypeKind kind, int64_t from, int64_t to, bool float_from, bool float_to);
const Type *type_new_string_sized(Ctx *ctx, bool sized, TypeRange size);
const Type *type_new_string_value(Ctx *ctx, const Str *value);
/* values need not be sorted nor unique. */
const Type *type_new_enum(Ctx *ctx, const Str *const *values, size_t count, bool case_insensitive);
/* regexps are TYPE_REGEXP types; duplicates are dropped. */
const Type *type_new_pattern(Ctx *ctx, const Type *const *regexps, size_t count);
const Type *type_new_boolean(int value);   /* -1, 0, 1 */
/* The pattern is compiled where it is matched (regex_compile caches per run), so a type shared
 * between runs holds no run's memory. */
const Type *type_new_regexp(Ctx *ctx, const Str *pattern);
const Type *type_new_semver(Ctx *ctx, const SemVerRange *const *ranges, size_t count);
const Type *type_new_collection(Ctx *ctx, bool sized, TypeRange size);
const Type *type_new_array(Ctx *ctx, const Type *element, bool sized, TypeRange size);
const Type *type_new_hash(Ctx *ctx, const Type *key, const Type *value, bool sized, TypeRange size);
const Type *type_new_tuple(Ctx *ctx, const Type *const *types, size_t count, bool sized, TypeRange size);
const Type *type_new_struct(Ctx *ctx, const TypeStructMember *members, size_t count);
/* A Variant of exactly these types (may be empty). */
const Type *type_new_variant(Ctx *ctx, const Type *const *types, size_t count);
/* The reference's PVariantType.maybe_create: flattens nested Variants, drops duplicates, and
 * returns the single type when one is left. */
const Type *type_variant_of(Ctx *ctx, const Type *const *types, size_t count);
/* NotUndef, Optional, Iterable, Iterator, Type, Sensitive around t (NULL: unparameterized). */
const Type *type_new_contained(Ctx *ctx, TypeKind kind, const Type *t);
const Type *type_new_callable(Ctx *ctx, const Type *params, const Type *block, const Type *ret);
const Type *type_new_runtime(Ctx *ctx, const Str *runtime, const Str *name);
const Type *type_new_init(Ctx *ctx, const Type *t, const Value *args, size_t count);
const Type *type_new_uri(Ctx *ctx, const Value *parameters);

/* Singletons used across the files. */
extern const Type type_any, type_undef, type_default, type_unit, type_scalar, type_scalar_data,
    type_numeric, type_integer, type_float, type_string, type_enum, type_pattern, type_boolean,
    type_boolean_true, type_boolean_false, type_regexp, type_semver, type_semver_range,
    type_timespan, type_timestamp, type_binary, type_uri, type_collection, type_array,
    type_hash_any, type_tuple, type_struct, type_variant, type_optional, type_not_undef,
    type_iterable, type_iterator, type_callable, type_type, type_sensitive, type_runtime,
    type_catalog_entry, type_resource_any, type_class_any, type_object, type_type_set,
    type_init, type_data, type_rich_data, type_rich_data_key, type_error, type_deferred, type_lookup_context;

/* The empty array and hash types (Array[0, 0], Hash[0, 0]) the reference infers for [] / {}. */
extern const Type type_array_empty, type_hash_empty;

/* The Integer[0, default] range of collections without a size. */
static inline TypeRange type_range_default_size(void) { TypeRange r = {0, TYPE_UNBOUNDED_TO}; return r; }
static inline TypeRange type_range(int64_t from, int64_t to) { TypeRange r = {from, to}; return r; }

/* The size range a collection type accepts (its own, or the reference's default 0..inf);
 * for a Tuple without a size, its type count (or 0..inf when it has none). */
TypeRange type_size_of(const Type *t);

/* Whether range b lies within range a (Integer assignability). */
static inline bool type_range_covers(TypeRange a, TypeRange b) { return a.from <= b.from && a.to >= b.to; }

/* Where the run keeps its assignability memo (type_assign.c owns what it points to). */
typedef struct TypeMemo TypeMemo;
TypeMemo **type_memo_slot(Ctx *ctx);

/* Where the run keeps the aliases it declared (type_ast.c owns what it points to). */
void **type_alias_list_slot(Ctx *ctx);

/* Where the run keeps the TypeSet the formatter last entered (type_typeset.h,
 * type_set_format_name_for), NULL until a TypeSet with types is printed (type_ast.c). */
const struct TypeSetDef **type_set_format_slot(Ctx *ctx);

/* Resolves a declared alias now (its body read the TypeParser's way), as its first use would.
 * Returns value_undef(), or value_abrupt() after ctx_error (type_ast.c). */
Value type_alias_resolve_now(Ctx *ctx, const Type *alias, SrcSpan where);

/* The name of the alias `type Name = Object[{...}]` whose right side spans where, while it is
 * being resolved (the Object type takes it); NULL otherwise (type_ast.c). */
const char *type_alias_object_name(Ctx *ctx, SrcSpan where);

/* `Name[params]` read by the reference's TypeParser (type_parser.c): params are the
 * interpreted parameters, base what the name stands for (NULL: no type has that name). */
typedef struct TypeParserAccess {
    const char *name;          /* as written, without a leading :: */
    const char *name_text;     /* the name's source text, for messages */
    const char *access_text;   /* the whole expression's source text */
    const Type *base;
    const Value *params;
    size_t count;
    SrcSpan where;
} TypeParserAccess;

/* The type (or undef, where the reference's parser yields nil) for `Name[params]`, or
 * value_abrupt() after ctx_error with the TypeParser's message. */
Value type_parser_access(Ctx *ctx, const TypeParserAccess *access);

/* A literal (such as "['x']") read the TypeParser's way (type_ast.c). Returns the value, or
 * value_abrupt() after ctx_error. */
Value type_parser_literal(Ctx *ctx, const char *text);

/* TypeFactory.type_of: a type as it is, a string as Runtime[ruby, 'string'], any other value
 * as its generalized type (type_parameterize_collection.c). Never fails. */
const Type *type_factory_type_of(Ctx *ctx, Value v);

/* Appends t as it prints inside another type (aliases and Object types by name). */
void type_append_nested(Ctx *ctx, StrBuf *sb, const Type *t);

/* Appends t with its aliases expanded (the reference's formatter with @expanded set). */
void type_append_expanded(Ctx *ctx, StrBuf *sb, const Type *t);

/* The alias-expanded form used in mismatch messages: `MyType = Integer[1, 2]` (type_format.c). */
const Str *type_to_string_expanded(Ctx *ctx, const Type *t);

/* --- helpers shared by the operation files -------------------------------------------------- */

/* Compiles (once) and returns the regexp of a parameterized Regexp type; NULL when the
 * pattern does not compile. */
const Regexp *type_regexp_compiled(Ctx *ctx, const Type *regexp_type);

/* Ruby's RegexpError message for a parameterized Regexp type whose pattern does not compile
 * ("end pattern with unmatched parenthesis: /a(/"), or NULL when it compiles or is absent. */
const char *type_regexp_error(Ctx *ctx, const Type *regexp_type);

/* Notes the RegexpError (or NULL) of the latest type_is_instance (type_instance_error). */
void type_note_instance_error(Ctx *ctx, const char *message);

/* Notes message as the first invalid Regexp pattern printed (type_take_format_error). */
void type_note_format_error(Ctx *ctx, const char *message);

/* Whether instances of t can be iterated (the reference's iterable?), and the element type
 * of its iterable_type: NULL when it has none or it is unknown (the unparameterized
 * Iterable). type_iterable.c. Never fail. */
bool type_instances_iterable(const Type *t);
const Type *type_iterable_element(Ctx *ctx, const Type *t);

/* Rules type_assign.c and type_instance.c share: a URI against URI[...]'s parts, a string
 * against a Pattern's regexps (any, or none given), an Enum's member (its case-insensitivity
 * honoured), names compared without ASCII case. Never fail. */
bool type_uri_accepts(Ctx *ctx, const Type *uri_type, const Uri *u);
bool type_pattern_matches(Ctx *ctx, const Type *pattern, const Str *s);
bool type_enum_has(const Type *enumeration, const Str *s);
bool type_names_equal_ci(const char *a, const char *b);

/* Whether the regexp matches the text. */
bool type_regexp_matches(Ctx *ctx, const Regexp *re, const char *text, size_t len);

/* Whether `to` accepts `from`, with a recursion guard shared through nested calls
 * (type_assign.c). guard may be NULL at the top. */
/* Guard entries kept in the TypeGuard itself and searched one by one; a deeper question
 * moves them to the arena behind a hash index (type_guard.c). */
#define TYPE_GUARD_INLINE 16

/* One question being decided: the alias pair (to, from) of an assignability question, or the
 * alias `to` and the value of an instance-of question (from NULL; value_abrupt() in the other). */
typedef struct TypeGuardEntry {
    const Type *to;
    const Type *from;
    Value value;
    size_t next;              /* the index + 1 of the entry before it in its hash chain, 0: none */
} TypeGuardEntry;

/* The recursion guard of one assignability or instance-of question (type_assign.c,
 * type_instance.c): the questions being decided, as deep as the data and types go (the C
 * stack guard bounds them), each looked up in constant time. Initialized with
 * type_guard_init. */
typedef struct TypeGuard {
    size_t count;
    TypeGuardEntry *entries;  /* inline_entries, or an arena array once that is full */
    size_t capacity;
    size_t *heads;            /* the hash index (index + 1 of each chain's newest entry), or NULL */
    size_t head_mask;
    bool assumed;             /* some answer relied on the recursion assumption */
    const char *error;        /* instance-of only: the first invalid Regexp pattern compiled */
    TypeGuardEntry inline_entries[TYPE_GUARD_INLINE];
} TypeGuard;

/* An empty guard. */
void type_guard_init(TypeGuard *g);

/* Whether the question (to, from, value) is being decided already (value identity: the same
 * array, hash or scalar). */
bool type_guard_holds(const TypeGuard *g, const Type *to, const Type *from, Value value);

/* Records the question (to, from, value) until the matching type_guard_pop. Leaves the run
 * when the memory limit is reached. */
void type_guard_push(Ctx *ctx, TypeGuard *g, const Type *to, const Type *from, Value value);
void type_guard_pop(TypeGuard *g);
bool type_assignable_g(Ctx *ctx, const Type *to, const Type *from, TypeGuard *guard);
bool type_instance_g(Ctx *ctx, const Type *t, Value v, TypeGuard *guard);

/* The reference's `normalize` (type_normalize.c): Variant merging, Optional/NotUndef
 * simplification. Never fails. */
const Type *type_normalize(Ctx *ctx, const Type *t);

/* The detailed inference (the reference's infer_set) and the reduced one (infer). */
const Type *type_infer_set(Ctx *ctx, Value v);
const Type *type_infer_reduced(Ctx *ctx, Value v);

/* The reference's short display name of a type (`name`: "Integer", an alias's name, a
 * resource type's name) used in messages. */
const char *type_simple_name(const Type *t);

/* Whether Undef is assignable to t (optional struct keys, Optional-like parameters). */
bool type_accepts_undef(Ctx *ctx, const Type *t);

/* Capitalizes each `::` segment (foo::bar -> Foo::Bar), as the reference's
 * capitalize_segments; names already starting with a capital letter are kept. */
const char *type_capitalize_segments(Ctx *ctx, const char *name);

#endif
