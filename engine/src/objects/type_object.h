/* type_object.h: Object types (Pcore), their members, and the instances built from them.
 *
 * Central idea: an Object type is a definition (ObjectDef) made once from its initialization
 * hash, as the reference's PObjectType#_pcore_init_from_hash makes it (p_object_type.rb):
 * a name (the loader's name wins over `name =>`), a parent, and members, each an attribute or a
 * function. Definitions are not interned: two types are equal when their definitions are
 * (PObjectType#eql?), and assignable when one is, or inherits from, the other. An instance
 * (VAL_OBJECT) holds one value per attribute of its type and its parents, in the order of
 * type_object_attributes (a parent's first; an override keeps the parent's place), as the
 * reference's generated class holds its instance variables.
 *
 * Split by concern: type_object.c builds and checks definitions, type_object_format.c renders
 * them (`Object[{name => 'Point', attributes => {...}}]`), object.c builds, reads, compares and
 * renders instances (`Point({'x' => 1})`). What the reference runs as Ruby code (functions,
 * derived attributes, checks) has no implementation here: calling one is the reference's own
 * "no method is implemented for ..." error.
 */
#ifndef PUPPET_TYPE_OBJECT_H
#define PUPPET_TYPE_OBJECT_H

#include <stdbool.h>
#include <stddef.h>

typedef struct CallSite CallSite;   /* eval_call.h */
#include "support/strbuf.h"
#include "types/type.h"

typedef enum ObjectAttrKind {
    OBJECT_ATTR_PLAIN,             /* no kind given */
    OBJECT_ATTR_CONSTANT,
    OBJECT_ATTR_DERIVED,
    OBJECT_ATTR_GIVEN_OR_DERIVED,
    OBJECT_ATTR_REFERENCE,
} ObjectAttrKind;

typedef struct ObjectDef ObjectDef;

/* An attribute, function or type parameter of an Object type (PAnnotatedMember). */
typedef struct ObjectMember {
    const char *name;
    const ObjectDef *container;    /* the definition that declares it */
    const Type *type;
    bool is_function;
    ObjectAttrKind kind;
    bool final, override;
    bool has_value;                /* a default (or a constant's) value was given */
    Value value;
    const char *reads;             /* a built-in function answering this attribute (Error's message) */
} ObjectMember;

struct ObjectDef {
    const char *name;              /* NULL: anonymous (its label is "Object") */
    const Type *parent;            /* as given (may be an alias of an Object type), or NULL */
    const ObjectMember *type_params;
    size_t type_param_count;
    const ObjectMember *attributes;  /* its own, constants last, as the reference adds them */
    size_t attribute_count;
    const ObjectMember *functions;
    size_t function_count;
    bool has_equality;             /* `equality => [...]` given */
    const Str *const *equality;
    size_t equality_count;
    bool equality_include_type;
    bool has_checks;
    Value checks;
    bool has_annotations;
    Value annotations;
    const char *rendered;          /* a fixed rendering (Deferred), or NULL */
    /* members answered by C code of a higher layer (Puppet::LookupContext's by hiera/): the
     * address of the hook it installs, or NULL */
    const struct ObjectNativeHook *native;
};

/* C methods of a built-in Object type: answers site->name (any member) on receiver, or false
 * when it has no such member. Installed by the layer that implements them. */
typedef bool (*ObjectNativeInvoke)(Ctx *ctx, const struct CallSite *site, Value receiver, const Value *args,
                                   size_t count, const struct Callable *block, Value *result);
typedef struct ObjectNativeHook {
    ObjectNativeInvoke invoke;     /* NULL until installed */
} ObjectNativeHook;

/* Puppet::LookupContext (lib/puppet/pops/lookup/context.rb), the object a Hiera data function is
 * given: attributes environment_name (derived) and module_name, functions not_found, explain,
 * interpolate, cache, cache_all, cache_has_key, cached_value, cached_entries and
 * cached_file_data, all answered by the hook hiera/ installs. */
extern const Type type_lookup_context;
extern ObjectNativeHook object_lookup_context_hook;

/* The definition of an Object type (t resolved through aliases), or NULL for other types. */
const ObjectDef *type_object_def(const Type *t);

/* "Point", or "Object" for an anonymous type (PObjectType#label). */
const char *type_object_label(const ObjectDef *def);

/* The parent's definition (its alias resolved), or NULL. */
const ObjectDef *type_object_parent(const ObjectDef *def);

/* Every attribute of def and its parents (PObjectType#attributes(true)): parents first, an
 * override in its parent's place. *out is allocated in the run's arena. Never fails. */
size_t type_object_attributes(Ctx *ctx, const ObjectDef *def, const ObjectMember ***out);

/* The member (attribute or function) named name of def or a parent, or NULL. */
const ObjectMember *type_object_member(const ObjectDef *def, const char *name);

/* "attribute Point[x]", "function Point[f]" (PAnnotatedMember#label). */
const char *type_object_member_label(Ctx *ctx, const ObjectMember *m);

/* The type text of TYPE_OBJECT_I12N, what an Object type's initialization hash must match. */
extern const char type_object_i12n[];

/* Object[{...}] with an initialization hash, as PObjectType#_pcore_init_from_hash checks it;
 * name (NULL: take `name =>`) is the loader's name of a `type Name = Object[...]`. Returns a
 * VAL_TYPE value, or value_abrupt() after ctx_error with the reference's message at where. */
Value type_object_create(Ctx *ctx, const char *name, Value init_hash, SrcSpan where);

/* Whether every instance of `from` is one of `to` (both TYPE_OBJECT): the same type or one of
 * from's parents; the unparameterized Object takes them all. With type parameters (Error['x'])
 * the parameters must match too. */
bool type_object_assignable(Ctx *ctx, const Type *to, const Type *from);

/* PObjectType#eql?: name, parent, members, equality and checks. */
bool type_object_def_equal(const ObjectDef *a, const ObjectDef *b);

/* Appends the type: expanded, its definition (`Object[{name => 'Point', ...}]`); otherwise
 * its label, as the reference prints an Object type inside another type. */
void type_object_format(Ctx *ctx, StrBuf *sb, const Type *t, bool expanded);

/* The parameterized form of an Object type that has type parameters (Error['kind']): params as
 * given (the access operator's arguments). Returns a VAL_TYPE value or value_abrupt() after
 * ctx_error. */
Value type_object_parameterize(Ctx *ctx, const Type *base, const Value *params, size_t count, SrcSpan where);

/* The attributes new takes, in the order of its positional form (PObjectType#parameter_info:
 * required ones first), and how many are required. Never fails. */
size_t type_object_init_params(Ctx *ctx, const ObjectDef *def, const ObjectMember ***out, size_t *required);

/* The Struct its hash form takes (PObjectType#init_hash_type). Never fails. */
const Type *type_object_init_hash_type(Ctx *ctx, const ObjectDef *def);

/* Whether Init[t] accepts v beyond t's instances (PInitType#really_instance?): what new takes
 * as its one argument (the hash form, or a one-attribute positional call), or an array of
 * the positional arguments. */
bool object_init_accepts(Ctx *ctx, const Type *t, Value v);

/* The type parameters a parameterized Object type holds (NULL when none). */
const Value *type_object_params(const Type *t, size_t *count);

/* The built-in Error type (type_object_builtin.c). */
const Type *type_object_error_type(void);

/* --- instances (object.c) ------------------------------------------------------------------ */

struct PuppetObject {
    const Type *type;              /* TYPE_OBJECT, unparameterized */
    const ObjectDef *def;
    size_t count;                  /* type_object_attributes(def) */
    const ObjectMember **attributes;
    const Value *values;           /* one per attribute; a derived one holds undef */
};

/* T.new(args) for an Object type: a hash argument as the initialization hash, else the
 * attributes in order (required ones first), as the reference's new_<Name> function. Returns
 * the instance or value_abrupt() after the reference's dispatch error at site. */
Value object_new(Ctx *ctx, const CallSite *site, const Type *t, const Value *args, size_t count);

/* An instance built from a hash already known to match (internal callers: Error values).
 * Never fails. */
Value object_from_hash(Ctx *ctx, const Type *t, const Hash *init);

/* Error.new(msg, kind, details, issue_code) made by the engine itself (get's lambda receives
 * one); kind and issue_code may be NULL, details undef. Never fails. */
Value object_error(Ctx *ctx, const char *msg, const char *kind, Value details, const char *issue_code);

/* receiver.name(args) when receiver is an instance with a member of that name (or a URI, whose
 * members are its parts: uri_member): sets *result
 * (the attribute's value, or value_abrupt() after an error) and returns true; returns false
 * (nothing recorded) when the member does not exist, so that the call is a function call. */
bool object_invoke(Ctx *ctx, const CallSite *site, Value receiver, const Value *args, size_t count,
                   const Callable *block, Value *result);

/* The value of attribute name of an instance (false when there is none). */
bool object_get(Value object, const char *name, Value *out);

/* The children tree_each walks in an instance (TreeIterator#indexer_on): the attributes its
 * own type declares (not its parents'), but no `reference` ones, as names and values. Returns
 * their count. Never fails. */
size_t object_children(Ctx *ctx, Value object, const Value **names, const Value **values);

/* The instance's _pcore_init_hash: attributes that differ from their defaults, in order. */
Value object_init_hash(Ctx *ctx, Value object);

/* The instance's type: its Object type, with type parameters its attribute values when it has
 * some (Error['kind', undef]) and detailed is true. Never fails. */
const Type *object_type(Ctx *ctx, Value object, bool detailed);

/* Puppet's == on instances (the generated eql?): same type and equal equality attributes. */
bool object_equal(Value a, Value b);
uint64_t object_hash(Value v);

/* `Point({'x' => 1})`, as the reference's string_PuppetObject. */
void object_format(Ctx *ctx, StrBuf *sb, Value object);

#endif
