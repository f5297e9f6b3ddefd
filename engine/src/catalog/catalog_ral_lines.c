/* catalog_ral_lines.c: the to_ral checks of the types that edit lines of a file: stdlib's
 * file_line (lib/puppet/type/file_line.rb: its value collections and validate block) and
 * inifile's ini_setting and ini_subsetting (their ensure and path). Whether the file exists
 * is the provider's, not checked here. */
#include "catalog/catalog_ral_modules.h"

#include <string.h>

Value ral_file_line_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    static const char *const booleans[] = { "match_for_absence", "multiple", "replace",
                                            "replace_all_matches_not_matching_line", "append_on_no_match" };
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "path") == 0)
        return ral_check_path(ctx, r, "path", p->value);
    for (size_t i = 0; i < sizeof booleans / sizeof *booleans; i++)
        if (strcmp(p->name, booleans[i]) == 0)
            return ral_check_values(ctx, r, p->name, p->value, "true false");
    return value_undef();
}

Value ral_file_line_validate(Ctx *ctx, const CatResource *r) {
    if (ral_text_is(r, "replace_all_matches_not_matching_line", "true")) {
        if (ral_text_is(r, "multiple", "false"))
            return ral_validation_failed(ctx, r, "multiple must be true when replace_all_matches_not_matching_line is true");
        if (ral_text_is(r, "replace", "false"))
            return ral_validation_failed(ctx, r, "replace must be true when replace_all_matches_not_matching_line is true");
    }
    /* a line is needed unless the lines its match finds are removed (match_for_absence) */
    if (!ral_has(r, "line") &&
        !(ral_text_is(r, "ensure", "absent") && ral_text_is(r, "match_for_absence", "true") && ral_has(r, "match")))
        return ral_validation_failed(ctx, r, "line is a required attribute");
    if (!ral_has(r, "path"))
        return ral_validation_failed(ctx, r, "path is a required attribute");
    return value_undef();
}

Value ral_ini_param(Ctx *ctx, const CatResource *r, const CatParam *p) {
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", p->value, "present absent");
    if (strcmp(p->name, "path") == 0)
        return ral_check_path(ctx, r, "path", p->value);
    return value_undef();
}
