/* docs_test.c: unit tests of tools/docs.c's tables against the engine's own lists: every
 * resource type and attribute the engine knows (types/resource_types.def, module_types.def) has
 * the reference's row in resource_docs.def, except those the reference cannot document here
 * (k5login and yumrepo, whose modules Debian does not ship, and selmodule's moduledir, which the
 * selinux_core module Debian ships calls selmodulepath); lookups find rows (bsearch needs the
 * generated order); every data type is one a manifest can name. */
#include <string.h>

#include "check.h"
#include "tools/docs.h"
#include "types/resource_types.h"

/* Whether type.attribute is one of the known gaps above. */
static bool known_gap(const char *type, const char *attribute) {
    return strcmp(type, "k5login") == 0 || strcmp(type, "yumrepo") == 0 ||
           (strcmp(type, "selmodule") == 0 && strcmp(attribute, "moduledir") == 0);
}

static int missing;

static void check_type(const ResourceTypeInfo *t) {
    const ResourceDoc *d = docs_resource(t->name, "");
    if (!d && !known_gap(t->name, "")) {
        printf("    no row for type %s\n", t->name);
        missing++;
    }
    if (!d)
        return;
    CHECK(strcmp(d->kind, "type") == 0);
    const ResourceDoc *nv = docs_resource(t->name, t->namevar);
    if (!nv || strcmp(nv->kind, "namevar") != 0) {
        printf("    %s's namevar %s is no namevar row\n", t->name, t->namevar);
        missing++;
    }
    char name[128];
    for (const char *a = t->attributes; *a;) {
        const char *e = strchr(a, ' ');
        size_t n = e ? (size_t)(e - a) : strlen(a);
        if (n < sizeof name) {
            memcpy(name, a, n);
            name[n] = '\0';
            const ResourceDoc *r = docs_resource(t->name, name);
            if (!r && !known_gap(t->name, name)) {
                printf("    no row for %s.%s\n", t->name, name);
                missing++;
            }
        }
        a += n;
        while (*a == ' ')
            a++;
    }
}

int main(void) {
    size_t types = 0;
    for (const ResourceTypeInfo *t = resource_type_each(NULL); t; t = resource_type_each(t), types++)
        check_type(t);
    for (const ResourceTypeInfo *t = resource_type_module_each(NULL, NULL); t; t = resource_type_module_each(t, NULL), types++)
        check_type(t);
    CHECK(types > 70);   /* 25 built-in, 52 of modules today */
    CHECK_EQ_INT(missing, 0);

    /* kinds as the reference's Puppet::Type says (lib/puppet/type/file.rb, exec.rb, type.rb) */
    const ResourceDoc *d = docs_resource("file", "ensure");
    CHECK(d && strcmp(d->kind, "property") == 0);
    d = docs_resource("exec", "cwd");
    CHECK(d && strcmp(d->kind, "parameter") == 0);
    d = docs_resource("exec", "command");
    CHECK(d && strcmp(d->kind, "namevar") == 0);
    for (size_t i = 0; resource_type_metaparams[i]; i++) {
        d = docs_resource("file", resource_type_metaparams[i]);
        CHECK(d && strcmp(d->kind, "metaparameter") == 0 && *d->paragraph);
    }
    /* a type's own attribute of a metaparameter's name is its own (concat_file's tag) */
    d = docs_resource("concat_file", "tag");
    CHECK(d && strcmp(d->kind, "parameter") == 0);
    CHECK(docs_resource("file", "no_such_attribute") == NULL);
    CHECK(docs_resource("no_such_type", "") == NULL);

    /* the data types: name order, each with a signature starting with its name; Unit is none
     * (the reference: "Resource type not found: Unit") */
    size_t count = 0;
    const DataTypeDoc *prev = NULL;
    for (const DataTypeDoc *t = docs_data_type_each(NULL); t; prev = t, t = docs_data_type_each(t), count++) {
        CHECK(prev == NULL || strcmp(prev->name, t->name) < 0);
        CHECK(strncmp(t->signature, t->name, strlen(t->name)) == 0 && *t->paragraph);
        CHECK(strcmp(t->name, "Unit") != 0);
    }
    CHECK_EQ_INT(count, 43);

    /* the modules' type aliases: stdlib's types/port.pp */
    const TypeAliasDoc *port = NULL;
    for (const TypeAliasDoc *a = docs_type_alias_each(NULL); a; a = docs_type_alias_each(a))
        if (strcmp(a->name, "Stdlib::Port") == 0)
            port = a;
    CHECK(port && strcmp(port->module, "stdlib") == 0 && strcmp(port->definition, "Integer[0, 65535]") == 0);

    CHECK_EQ_STR(docs_function("flatten"), "Returns a flat Array produced from its possibly deeply nested given arguments.");
    return check_summary("docs_test");
}
