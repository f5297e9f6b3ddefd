/* resource_types.c: lookups in the table of built-in resource types (resource_types.def).
 *
 * The table is static and small; lookups are linear scans over it and over the attribute
 * lists, which is cheaper than building an index per run.
 */
#include "types/resource_types.h"

#include <stddef.h>
#include <string.h>

static const ResourceTypeInfo TYPES[] = {
#define X(name, namevar, attributes, keys, patterns) \
    { name, namevar, attributes, sizeof(keys) > 1 ? keys : NULL, sizeof(patterns) > 1 ? patterns : NULL },
#include "types/resource_types.def"
#undef X
};

/* Puppet::Type.metaparams, in the order the reference lists them. */
const char *const resource_type_metaparams[] = {
    "noop", "schedule", "audit", "loglevel", "alias", "tag",
    "require", "subscribe", "before", "notify", "stage", NULL,
};

const ResourceTypeInfo *resource_type_find(const char *name, size_t len) {
    for (size_t i = 0; i < sizeof TYPES / sizeof TYPES[0]; i++)
        if (strlen(TYPES[i].name) == len && memcmp(TYPES[i].name, name, len) == 0)
            return &TYPES[i];
    return NULL;
}

const ResourceTypeInfo *resource_type_each(const ResourceTypeInfo *t) {
    size_t next = t ? (size_t)(t - TYPES) + 1 : 0;
    return next < sizeof TYPES / sizeof TYPES[0] ? &TYPES[next] : NULL;
}

/* The types modules define in Ruby (module_types.def), with the module that defines each. */
typedef struct ModuleType {
    const char *module;
    ResourceTypeInfo info;
} ModuleType;

/* An empty string of module_types.def is none (NULL): one key attribute, the default title pattern. */
static const ModuleType MODULE_TYPES[] = {
#define X(module, name, namevar, keys, attributes, patterns) \
    { module, { name, namevar, attributes, sizeof(keys) > 1 ? keys : NULL, sizeof(patterns) > 1 ? patterns : NULL } },
#include "types/module_types.def"
#undef X
};

const ResourceTypeInfo *resource_type_module_find(const char *module, const char *name, size_t len) {
    for (size_t i = 0; i < sizeof MODULE_TYPES / sizeof MODULE_TYPES[0]; i++)
        if (strcmp(MODULE_TYPES[i].module, module) == 0 && strlen(MODULE_TYPES[i].info.name) == len &&
            memcmp(MODULE_TYPES[i].info.name, name, len) == 0)
            return &MODULE_TYPES[i].info;
    return NULL;
}

const ResourceTypeInfo *resource_type_module_each(const ResourceTypeInfo *t, const char **module) {
    size_t next = 0;
    if (t)   /* t is the info member of a MODULE_TYPES entry */
        next = (size_t)((const ModuleType *)((const char *)t - offsetof(ModuleType, info)) - MODULE_TYPES) + 1;
    if (next >= sizeof MODULE_TYPES / sizeof MODULE_TYPES[0])
        return NULL;
    if (module)
        *module = MODULE_TYPES[next].module;
    return &MODULE_TYPES[next].info;
}

const ResourceTypeInfo *resource_type_module_named(const char *name, size_t len) {
    for (size_t i = 0; i < sizeof MODULE_TYPES / sizeof MODULE_TYPES[0]; i++)
        if (strlen(MODULE_TYPES[i].info.name) == len && memcmp(MODULE_TYPES[i].info.name, name, len) == 0)
            return &MODULE_TYPES[i].info;
    return NULL;
}

/* Whether word occurs in the space-separated list. */
static bool in_list(const char *list, const char *word) {
    size_t n = strlen(word);
    for (const char *p = list; *p;) {
        const char *end = strchr(p, ' ');
        size_t len = end ? (size_t)(end - p) : strlen(p);
        if (len == n && memcmp(p, word, n) == 0)
            return true;
        if (!end)
            break;
        p = end + 1;
    }
    return false;
}

bool resource_type_is_metaparam(const char *name) {
    for (size_t i = 0; resource_type_metaparams[i]; i++)
        if (resource_type_metaparams[i][0] == name[0] && strcmp(resource_type_metaparams[i], name) == 0)
            return true;
    return false;
}

bool resource_type_is_relationship(const char *name) {
    return strcmp(name, "require") == 0 || strcmp(name, "subscribe") == 0 ||
           strcmp(name, "before") == 0 || strcmp(name, "notify") == 0;
}

bool resource_type_has_attribute(const ResourceTypeInfo *t, const char *attr) {
    /* `name` always designates the namevar (Puppet::Type.valid_parameter? accepts it) */
    return strcmp(attr, t->namevar) == 0 || strcmp(attr, "name") == 0 ||
           in_list(t->attributes, attr) || resource_type_is_metaparam(attr);
}
