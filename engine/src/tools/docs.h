/* docs.h: the documentation that editors show on hover and with completion items (complete.c):
 * a paragraph describing each function, resource type, resource attribute, metaparameter, data
 * type and bundled module's type alias, from generated tables (function_docs.def,
 * resource_docs.def, module_type_aliases.def) and one written by hand (data_type_docs.def).
 * Not here: the signatures of functions (the function registry) and the attribute lists of the
 * resource types (types/resource_types.h). */
#ifndef PUPPET_DOCS_H
#define PUPPET_DOCS_H

#include "support/ctx.h"
#include "types/resource_types.h"

/* The description of the function called name (core or stdlib), or NULL. Never fails. */
const char *docs_function(const char *name);

/* A resource type's, attribute's or metaparameter's documentation. */
typedef struct ResourceDoc {
    const char *type;             /* "file"; "" for a metaparameter */
    const char *attribute;        /* "ensure"; "" for the type itself */
    const char *kind;             /* "type", "namevar", "property", "parameter", "metaparameter" */
    const char *paragraph;        /* "" when the reference documents none */
} ResourceDoc;

/* The row of attribute of resource type type ("" as attribute: the type's own row; a
 * metaparameter's name: its row, whatever the type), or NULL when the reference documents
 * neither. Never fails. */
const ResourceDoc *docs_resource(const char *type, const char *attribute);

/* The documentation of resource type t (arena): the reference's paragraph, its namevar and its
 * attributes, and for a module's type (module not NULL) the module. Running out of memory
 * leaves through ctx_exhausted. */
const char *docs_resource_type(Ctx *ctx, const ResourceTypeInfo *t, const char *module);

/* What attribute name of type t is (arena): `property of file`, `parameter of file`, `namevar
 * of file (the title by default)`, `metaparameter`, or `attribute of T` when the reference
 * documents it not; *paragraph is set to its paragraph, or NULL. Running out of memory leaves
 * through ctx_exhausted. */
const char *docs_attribute(Ctx *ctx, const ResourceTypeInfo *t, const char *name, const char **paragraph);

/* A built-in data type: its name, its parameter signature (`Integer[from, to]`) and what it is. */
typedef struct DataTypeDoc {
    const char *name, *signature, *paragraph;
} DataTypeDoc;

/* The data type after d (the first for NULL), in name order, or NULL past the last: every data
 * type a manifest can name. Never fails. */
const DataTypeDoc *docs_data_type_each(const DataTypeDoc *d);

/* A type alias that a bundled module defines (types/ under the module): Stdlib::Port = Integer[0, 65535]. */
typedef struct TypeAliasDoc {
    const char *module, *name;
    const char *definition;       /* the text after `=`, blanks collapsed (cut with "…" when long) */
    const char *paragraph;        /* its documentation comment's first paragraph, or "" */
} TypeAliasDoc;

/* The module type alias after d (the first for NULL), in name order, or NULL past the last.
 * Never fails. */
const TypeAliasDoc *docs_type_alias_each(const TypeAliasDoc *d);

#endif
