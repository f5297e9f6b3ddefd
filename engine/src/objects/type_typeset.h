/* type_typeset.h: TypeSet types (Pcore), made from their initialization hash.
 *
 * Central idea: a TypeSet is a definition (TypeSetDef) made once from its initialization hash,
 * as the reference's PTypeSetType#_pcore_init_from_hash makes it (p_type_set_type.rb): a name
 * (the alias's name wins over `name =>`), a name authority, versions, the types it defines and
 * the other TypeSets it references. Two TypeSets are equal when their name authority, name
 * and version are (PTypeSetType#eql?); the unparameterized TypeSet (DefaultTypeSet) accepts
 * every TypeSet.
 *
 * `type MyTs = TypeSet[{...}]` is read by type_ast.c the way the reference's loader reads it
 * (resolve_literal_hash): each type of `types` becomes an alias named `MyTs::Point` that the
 * run's other code can name once the set is resolved, and whose body sees the set's other
 * types (and those of the sets it references, `Ref::Name`) by their short names.
 * `TypeSet[{...}]` in an expression takes the types as they are. What this file does not do:
 * read the alias body (type_ast.c).
 */
#ifndef PUPPET_TYPE_TYPESET_H
#define PUPPET_TYPE_TYPESET_H

#include <stdbool.h>
#include <stddef.h>

#include "support/strbuf.h"
#include "types/type.h"

/* A `references` entry (TypeSetReference). */
typedef struct TypeSetRef {
    const char *alias;             /* the key it is referenced by */
    const char *name;
    const char *name_authority;    /* the owner's when not given */
    bool name_authority_given;
    const char *version_range;     /* as written */
    const SemVerRange *range;
    const Type *type_set;          /* once resolved */
    bool has_annotations;
    Value annotations;
} TypeSetRef;

typedef struct TypeSetDef {
    const char *name;              /* NULL: none given (TypeSet[{...}] in an expression) */
    const char *name_authority;    /* NULL: none */
    const char *pcore_uri;         /* NULL: none */
    const char *pcore_version;     /* "" when built from a name alone (the reference's nil.to_s) */
    const char *version;           /* NULL: none */
    const SemVer *semver;          /* version parsed (NULL: none) */
    const char *const *type_names; /* as written (`Point`) */
    const Type *const *types;      /* each a type, or the alias `MyTs::Point` standing for it */
    size_t type_count;
    const TypeSetRef *refs;
    size_t ref_count;
    bool has_annotations;
    Value annotations;
} TypeSetDef;

/* The definition of the unparameterized TypeSet (DefaultTypeSet). */
extern const TypeSetDef type_set_default_def;

/* The definition of a TypeSet type (t resolved through aliases), or NULL for other types. */
const TypeSetDef *type_set_def(const Type *t);

/* PTypeSetType#_pcore_init_from_hash: init is the initialization hash (its `types` values
 * types already); name and name_authority (NULL: take the hash's) are the loader's. A value
 * that is not a hash is a name (TypeSet['Name'], the reference's PTypeSetType.new(name)).
 * Returns a VAL_TYPE value, or value_abrupt() after ctx_error with the reference's message at
 * where. References are not resolved (type_set_resolve_references). */
Value type_set_create(Ctx *ctx, const char *name, const char *name_authority, Value init, SrcSpan where);

/* PTypeSetType#eql?: name authority, name and version. */
bool type_set_def_equal(const TypeSetDef *a, const TypeSetDef *b);
uint64_t type_set_def_hash(const TypeSetDef *def);

/* Resolves each reference of set (a TypeSet made by type_set_create) to the TypeSet alias of
 * the run it names (type_alias_find), checks the version range, and records it. Returns
 * value_undef(), or value_abrupt() after ctx_error with the reference's message at where. */
Value type_set_resolve_references(Ctx *ctx, const Type *set, SrcSpan where);

/* PTypeSetType#[]: the type the set defines under name (case-insensitively), or one of a
 * referenced set's (`Ref::Name`, `Ref` alone being that set). NULL when there is none. */
const Type *type_set_lookup(Ctx *ctx, const TypeSetDef *def, const char *name);

/* Appends the TypeSet in its one string form (string_PTypeSetType), types expanded when
 * expanded is true (the reference's alias_expanded_string), by name otherwise. */
void type_set_format(Ctx *ctx, StrBuf *sb, const Type *t, bool expanded);

/* The name by which the TypeSet that the formatter last entered names t (name_for), or NULL
 * when no TypeSet was printed in the run or it does not name t. The reference's formatter
 * keeps the last TypeSet it printed (its `rescue` restores the previous one only on error),
 * which changes how its Object types and aliases print afterwards; *defined says whether the
 * set defines t itself (not through a reference). */
const char *type_set_format_name_for(Ctx *ctx, const Type *t, bool *defined);

/* Whether a TypeSet was printed in the run (the formatter's @type_set is set). */
bool type_set_format_active(Ctx *ctx);

#endif
