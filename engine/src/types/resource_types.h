/* resource_types.h: the built-in resource types known by name, and the metaparameters.
 *
 * The engine compiles catalogs and never applies them, so a built-in type is only its name and
 * the attributes it accepts (resource_types.def): enough for the reference's "Unknown resource
 * type" and "no parameter named" errors. What a type does with its attributes on a machine
 * (providers, value validation at apply time) is out of scope (docs/catalog.md).
 */
#ifndef PUPPET_RESOURCE_TYPES_H
#define PUPPET_RESOURCE_TYPES_H

#include <stdbool.h>
#include <stddef.h>

typedef struct ResourceTypeInfo {
    const char *name;         /* "file" */
    const char *namevar;      /* "path" */
    const char *attributes;   /* space-separated, without the namevar and the metaparameters */
    /* A module type's key attributes sorted by name when it has several (its uniqueness key;
     * namevar is then `name`), else NULL; and its own title patterns, tab-separated, each
     * "ATTRIBUTES|REGEXP" (the attributes its captures set, in order), or NULL for the
     * default (the title is the namevar). */
    const char *keys;
    const char *title_patterns;
} ResourceTypeInfo;

/* The built-in type named name[0..len) (lower case, as the reference's Puppet::Type.type
 * looks it up: a name with "::" is never built-in), or NULL. Never fails. */
const ResourceTypeInfo *resource_type_find(const char *name, size_t len);

/* The resource type `name[0..len)` that module `module` defines in Ruby
 * (lib/puppet/type/<name>.rb: file_line, concat_file, ini_setting, ...), read from the module
 * packages' sources by tests/tools/module-types.rb into module_types.def; NULL when the engine
 * does not know it. The environment's loader asks for it when the module on its module path has
 * the type's file, so the type exists exactly where the reference has it. Never fails. */
const ResourceTypeInfo *resource_type_module_find(const char *module, const char *name, size_t len);

/* The built-in type after t (the first for NULL), in resource_types.def's order, or NULL
 * past the last: for editors listing them. Never fails. */
const ResourceTypeInfo *resource_type_each(const ResourceTypeInfo *t);

/* The module type after t (the first for NULL), in module_types.def's order, or NULL past the
 * last, *module (when module is not NULL) being the module that defines it: for editors, which
 * offer them wherever the module may be. Never fails. */
const ResourceTypeInfo *resource_type_module_each(const ResourceTypeInfo *t, const char **module);

/* The module type named name[0..len), whichever module defines it, or NULL: for editors.
 * Never fails. */
const ResourceTypeInfo *resource_type_module_named(const char *name, size_t len);

/* Whether attr is an attribute of type t: one of its own, its namevar, `name`, or a
 * metaparameter. Never fails. */
bool resource_type_has_attribute(const ResourceTypeInfo *t, const char *attr);

/* Whether name is a metaparameter (noop, schedule, audit, loglevel, alias, tag, require,
 * subscribe, before, notify, stage). Never fails. */
bool resource_type_is_metaparam(const char *name);

/* Whether name is one of the relationship metaparameters: require, subscribe, before,
 * notify. Never fails. */
bool resource_type_is_relationship(const char *name);

/* The metaparameters in the reference's order (Puppet::Type.metaparams), NULL-terminated. */
extern const char *const resource_type_metaparams[];

#endif
