/* docs.c: the documentation tables of docs.h, compiled in from their .def files; lookups by
 * binary search (the generated tables are in strcmp order). */
#include "tools/docs.h"

#include <stdlib.h>
#include <string.h>

#include "support/strbuf.h"

#define COUNT(array) (sizeof(array) / sizeof *(array))

typedef struct FunctionDoc {
    const char *name, *paragraph;
} FunctionDoc;

static const FunctionDoc FUNCTION_DOCS[] = {
#define X(name, paragraph) {name, paragraph},
#include "tools/function_docs.def"
#undef X
};

static int function_doc_compare(const void *key, const void *entry) {
    return strcmp(key, ((const FunctionDoc *)entry)->name);
}

const char *docs_function(const char *name) {
    const FunctionDoc *d = bsearch(name, FUNCTION_DOCS, COUNT(FUNCTION_DOCS), sizeof *FUNCTION_DOCS,
                                   function_doc_compare);
    return d ? d->paragraph : NULL;
}

static const ResourceDoc RESOURCE_DOCS[] = {
#define X(type, attribute, kind, paragraph) {type, attribute, kind, paragraph},
#include "tools/resource_docs.def"
#undef X
};

typedef struct ResourceKey {
    const char *type, *attribute;
} ResourceKey;

static int resource_doc_compare(const void *key, const void *entry) {
    const ResourceKey *k = key;
    const ResourceDoc *d = entry;
    int c = strcmp(k->type, d->type);
    return c ? c : strcmp(k->attribute, d->attribute);
}

static const ResourceDoc *resource_row(const char *type, const char *attribute) {
    ResourceKey key = {type, attribute};
    return bsearch(&key, RESOURCE_DOCS, COUNT(RESOURCE_DOCS), sizeof *RESOURCE_DOCS, resource_doc_compare);
}

const ResourceDoc *docs_resource(const char *type, const char *attribute) {
    const ResourceDoc *d = resource_row(type, attribute);
    /* a metaparameter is every type's, documented once (its row has no type); a type's own
     * attribute of the same name would come first (none has one) */
    return d ? d : *attribute ? resource_row("", attribute) : NULL;
}

const char *docs_resource_type(Ctx *ctx, const ResourceTypeInfo *t, const char *module) {
    StrBuf doc;
    strbuf_init(&doc, ctx);
    const ResourceDoc *d = docs_resource(t->name, "");
    if (d && *d->paragraph)
        strbuf_printf(&doc, "%s\n\n", d->paragraph);
    strbuf_printf(&doc, "Namevar: %s (the title by default).", t->namevar);
    if (*t->attributes)
        strbuf_printf(&doc, " Attributes: %s.", t->attributes);
    if (module)
        strbuf_printf(&doc, "\n\nA resource type of the %s module (where it is on the module path).", module);
    return strbuf_finish(&doc)->bytes;
}

const char *docs_attribute(Ctx *ctx, const ResourceTypeInfo *t, const char *name, const char **paragraph) {
    const ResourceDoc *d = docs_resource(t->name, name);
    *paragraph = d && *d->paragraph ? d->paragraph : NULL;
    if (strcmp(name, t->namevar) == 0)
        return ctx_sprintf(ctx, "namevar of %s (the title by default)", t->name);
    if (d && strcmp(d->kind, "metaparameter") == 0)
        return "metaparameter";
    if (d && strcmp(d->kind, "type") != 0)
        return ctx_sprintf(ctx, "%s of %s", d->kind, t->name);
    return ctx_sprintf(ctx, "attribute of %s", t->name);
}

static const DataTypeDoc DATA_TYPE_DOCS[] = {
#define X(name, signature, paragraph) {name, signature, paragraph},
#include "tools/data_type_docs.def"
#undef X
};

const DataTypeDoc *docs_data_type_each(const DataTypeDoc *d) {
    size_t next = d ? (size_t)(d - DATA_TYPE_DOCS) + 1 : 0;
    return next < COUNT(DATA_TYPE_DOCS) ? &DATA_TYPE_DOCS[next] : NULL;
}

static const TypeAliasDoc TYPE_ALIAS_DOCS[] = {
#define X(module, name, definition, paragraph) {module, name, definition, paragraph},
#include "tools/module_type_aliases.def"
#undef X
};

const TypeAliasDoc *docs_type_alias_each(const TypeAliasDoc *d) {
    size_t next = d ? (size_t)(d - TYPE_ALIAS_DOCS) + 1 : 0;
    return next < COUNT(TYPE_ALIAS_DOCS) ? &TYPE_ALIAS_DOCS[next] : NULL;
}
