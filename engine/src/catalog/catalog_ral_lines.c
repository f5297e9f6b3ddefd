/* catalog_ral_lines.c: the to_ral checks of the types that edit lines of a file: stdlib's
 * file_line (lib/puppet/type/file_line.rb: its value collections and validate block) and
 * inifile's ini_setting and ini_subsetting (their ensure, path, show_diff, booleans, insert_type
 * and quote_char). Whether the file exists is the provider's, not checked here. */
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
    Value v = p->value;
    if (strcmp(p->name, "ensure") == 0)
        return ral_check_values(ctx, r, "ensure", v, "present absent");
    if (strcmp(p->name, "path") == 0)
        return ral_check_path(ctx, r, "path", v);
    if (strcmp(p->name, "show_diff") == 0)   /* newvalues before the munge: the munge's error cannot be reached */
        return ral_check_values(ctx, r, "show_diff", v, "true md5 false");
    if (strcmp(p->name, "force_new_section_creation") == 0 || strcmp(p->name, "refreshonly") == 0)   /* Parameter::Boolean */
        return ral_check_values(ctx, r, p->name, v, "true false yes no");
    if (strcmp(p->name, "use_exact_match") == 0 || strcmp(p->name, "delete_if_empty") == 0)
        return ral_check_values(ctx, r, p->name, v, "true false");
    if (strcmp(p->name, "insert_type") == 0)
        return ral_check_values(ctx, r, "insert_type", v, "start end before after index");
    if (strcmp(p->name, "setting") == 0 && ral_is_type(r, "ini_setting")) {
        /* its munge warns of blanks around the name with Puppet.warn, a private method there */
        if (v.kind == VAL_INTEGER)
            return ral_munge_failed(ctx, r, "setting", v, ctx_sprintf(ctx, "undefined method `match?' for %lld:Integer",
                                                                      (long long)v.as.integer));
        int m = v.kind == VAL_STRING ? ral_match(ctx, "(^\\s|\\s$)", v.as.string->bytes) : 0;
        if (m < 0)
            return value_abrupt();
        if (m)
            return ral_munge_failed(ctx, r, "setting", v, "private method `warn' called for Puppet:Module");
    }
    if (strcmp(p->name, "quote_char") == 0) {
        if (v.kind != VAL_STRING)
            return v.kind == VAL_INTEGER ? ral_validate_method_failed(ctx, r, "quote_char",
                                                                      ctx_sprintf(ctx, "undefined method `match?' for %lld:Integer",
                                                                                  (long long)v.as.integer))
                                         : value_undef();
        int m = ral_match(ctx, "^[\"']?$", v.as.string->bytes);
        if (m < 0)
            return value_abrupt();
        if (!m)
            return ral_param_failed(ctx, r, "quote_char", ":quote_char valid values are '', '\"' and \"'\"");
    }
    return value_undef();
}
