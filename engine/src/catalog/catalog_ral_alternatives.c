/* catalog_ral_alternatives.c: the to_ral checks of alternatives' types (lib/puppet/type/
 * alternatives.rb and alternative_entry.rb): their paths, mode, ensure and priority, and
 * alternative_entry's two key attributes from its parameters or its title. What
 * update-alternatives knows is the provider's, not asked. */
#include "catalog/catalog_ral_modules.h"

#include <stdint.h>
#include <string.h>

Value ral_alternatives_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "path") == 0)
        return ral_check_absolute(ctx, r, "path", p->value, "path must be a fully qualified path");
    if (strcmp(p->name, "mode") == 0)
        return ral_check_values(ctx, r, "mode", p->value, "auto manual");
    return value_undef();
}

Value ral_alternative_entry_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "priority") == 0 && !ral_ruby_integer(p->value))
        return ral_param_failed(ctx, r, "priority", "priority must be an integer");
    return value_undef();
}

/* alternative_entry's key attributes, name then altlink, from its parameters or its title. */
Value ral_alternative_entry_keys(Ctx *ctx, const CatResource *r) {
    const char *names[4];
    Value values[4];
    size_t n = catalog_title_keys(ctx, r, names, values, 4);
    if (n == SIZE_MAX)
        n = 0;
    static const char *const keys[] = { "name", "altlink" };
    for (size_t k = 0; k < 2; k++) {
        const CatParam *p = catalog_param((CatResource *)r, keys[k]);
        Value v = p ? p->value : value_undef();
        for (size_t i = 0; v.kind == VAL_UNDEF && i < n; i++)
            if (strcmp(names[i], keys[k]) == 0)
                v = values[i];
        if (v.kind != VAL_UNDEF)
            TRY(ral_check_absolute(ctx, r, keys[k], v, "path must be a fully qualified path"));
    }
    return value_undef();
}
