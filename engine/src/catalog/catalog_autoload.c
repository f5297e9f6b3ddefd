/* catalog_autoload.c: classes and defines loaded from the modules of the environment when a
 * name is not known (the reference's TypeCollection#find_or_load and TypeLoader).
 *
 * For `a::b::c` the type loader tries the patterns a/b/c, a/b and a in turn; each names the
 * module a's init.pp and manifests/b/c.pp (Puppet::Module#match_manifests), and a file is
 * loaded once per run. Everything a loaded file defines is known from then on (its classes,
 * defines, functions and type aliases), and the search stops after the first pattern whose
 * files defined the name. A name nothing defines is remembered for the run. What a file must
 * hold and how it must name things is checked as it is loaded (env_load_manifest).
 */
#include "catalog/catalog_internal.h"

#include <string.h>

#include "env/env_load.h"
#include "eval/eval_internal.h"
#include "types/type.h"

/* Makes a loaded file's definitions known: functions and type aliases, then classes, defines
 * and nodes, then the parameter types of its classes and defines (as the main program's). */
static Value import_program(Ctx *ctx, const AstNode *program) {
    TRY(eval_hoist_definitions(ctx, program));
    TRY(catalog_register_definitions(ctx, program));
    Value checked = eval_definitions_check(ctx, program);
    if (value_is_abrupt(checked) && ctx->unwind.kind == UNWIND_ERROR)
        ctx->interp->error_from_puppet = true;   /* located at the parameter's type: not wrapped
                                                  * by the include or declaration that loaded it */
    return checked;
}

static bool is_known(Ctx *ctx, const char *name, bool is_class) {
    Catalog *cat = catalog_of(ctx);
    NameTable *table = is_class ? &cat->class_defs : &cat->define_defs;
    return name_table_find(table, name, strlen(name)) != NULL;
}

Value catalog_autoload(Ctx *ctx, const char *name, bool is_class) {
    Catalog *cat = catalog_of(ctx);
    size_t module_count;
    env_modules(ctx, &module_count);
    if (!module_count || !*name)
        return value_undef();
    const char *key = ctx_sprintf(ctx, "%c%s", is_class ? 'c' : 'd', name);
    if (name_table_find(&cat->not_loadable, key, strlen(key)))
        return value_undef();
    /* files_to_try_for: "a::b::c" -> a/b/c, a/b, a */
    char *pattern = ctx_strndup(ctx, name, strlen(name));
    for (char *p = pattern; (p = strstr(p, "::")) != NULL;) {
        *p = '/';
        memmove(p + 1, p + 2, strlen(p + 2) + 1);
    }
    for (;;) {
        size_t count;
        const char **files = env_module_manifests(ctx, pattern, &count);
        for (size_t i = 0; i < count; i++) {
            const AstNode *program;
            TRY(env_load_manifest(ctx, files[i], &program));
            if (program)
                TRY(import_program(ctx, program));
        }
        if (is_known(ctx, name, is_class))
            return value_undef();
        char *slash = strrchr(pattern, '/');
        if (!slash)
            break;
        *slash = '\0';
    }
    name_table_put(ctx, &cat->not_loadable, key, strlen(key));
    return value_undef();
}
