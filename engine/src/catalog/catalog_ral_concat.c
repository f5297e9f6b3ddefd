/* catalog_ral_concat.c: the to_ral checks of concat's types (lib/puppet/type/concat_file.rb and
 * concat_fragment.rb): their parameters' validate blocks and value collections and
 * concat_fragment's validate block. How the fragments become a file is the agent's, not
 * checked here. */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

#include "text/format.h"

static bool is_integer_or_string(Value v) {
    return v.kind == VAL_STRING || v.kind == VAL_INTEGER;
}

Value ral_concat_fragment_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (strcmp(p->name, "target") == 0 && v.kind != VAL_STRING)
        return ral_param_failed(ctx, r, "target", "Target must be a String");
    if (strcmp(p->name, "content") == 0 && v.kind != VAL_STRING)
        return ral_param_failed(ctx, r, "content", "Content must be a String");
    if (strcmp(p->name, "source") == 0 && v.kind != VAL_STRING && v.kind != VAL_ARRAY)
        return ral_param_failed(ctx, r, "source", "Content must be a String or Array");
    if (strcmp(p->name, "order") == 0) {
        if (!is_integer_or_string(v))
            return ral_param_failed(ctx, r, "order", "$order is not a string or integer.");
        if (v.kind == VAL_STRING && strpbrk(v.as.string->bytes, ":\n/"))
            return ral_param_failed(ctx, r, "order", "Order cannot contain '/', ':', or '\\n'.");
    }
    return value_undef();
}

Value ral_concat_fragment_validate(Ctx *ctx, const CatResource *r) {
    if (!ral_has(r, "target") && !ral_has(r, "tag"))
        return ral_validation_failed(ctx, r, "No 'target' or 'tag' set");
    if (!ral_has(r, "source") && !ral_has(r, "content"))
        return ral_validation_failed(ctx, r, "Set either 'source' or 'content'");
    if (ral_has(r, "source") && ral_has(r, "content"))
        return ral_validation_failed(ctx, r, "Can't use 'source' and 'content' at the same time");
    return value_undef();
}

Value ral_concat_file_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    Value v = p->value;
    if (strcmp(p->name, "path") == 0 && v.kind == VAL_STRING && !ral_absolute_path(v.as.string->bytes, true))
        return ral_param_failed(ctx, r, "path", ctx_sprintf(ctx, "File paths must be fully qualified, not '%s'", v.as.string->bytes));
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", v, "present absent");
    if (strcmp(p->name, "order") == 0)
        return ral_check_values(ctx, r, "order", v, "alpha numeric");
    if (strcmp(p->name, "format") == 0)
        return ral_check_values(ctx, r, "format", v, "plain yaml json json-array json-pretty json-array-pretty");
    if (strcmp(p->name, "backup") == 0 && v.kind != VAL_BOOLEAN && v.kind != VAL_STRING)
        return ral_param_failed(ctx, r, "backup", "Backup must be a Boolean or String");
    if (strcmp(p->name, "validate_cmd") == 0 && v.kind != VAL_STRING)
        return ral_param_failed(ctx, r, "validate_cmd", "Validate_cmd must be a String");
    static const char *const sel[][2] = { { "selrange", "Selrange" }, { "selrole", "Selrole" },
                                          { "seltype", "Seltype" }, { "seluser", "Seluser" } };
    for (size_t i = 0; i < 4; i++)
        if (strcmp(p->name, sel[i][0]) == 0 && v.kind != VAL_STRING)
            return ral_param_failed(ctx, r, sel[i][0], ctx_sprintf(ctx, "%s must be a String", sel[i][1]));
    return value_undef();
}

/* The path, from the parameter or the title (concat_file's namevar; Windows paths pass). */
Value ral_concat_file_name(Ctx *ctx, const CatResource *r) {
    const CatParam *p = catalog_param((CatResource *)r, "path");
    Value path = p ? p->value : value_cstring(ctx, r->title);
    return ral_concat_file_param(ctx, r, &(CatParam){ .name = "path", .value = path });
}
