/* eval_match.c: the match operators, case/selector option matching and match variables.
 *
 * Follows expressions.md "Pattern Match" and "case expression", as the reference implements
 * them (evaluator_impl.rb eval_MatchExpression, compare_operator.rb match):
 *   - `v =~ Type` is instance-of, `v =~ SemVerRange` is version-in-range, otherwise the right
 *     side must be a Regexp or a String (compiled as a pattern) and the left side a String;
 *   - a successful regexp match makes its groups the visible $0..$n; a failed one leaves the
 *     previous ones visible (the reference only pushes match data when there is a match);
 *   - a case option matches by kind: Regexp (strings only), Type (instance), SemVerRange,
 *     Array and Hash (element-wise, recursively), `default` (always), else `==`.
 */
#include <string.h>

#include "eval/eval_internal.h"
#include "values/region.h"
#include "values/semver.h"
#include "types/type.h"

/* The match variables belong to the current scope: a match made in a region younger than the
 * scope's (a statement's, in the checked build) is kept at the scope's region, like a variable
 * (docs/memory.md). */
void eval_set_match(Ctx *ctx, const MatchData *m) {
    if (!m)
        return;
    Interp *in = ctx->interp;
    size_t depth = scope_region(ctx, in->scope);
    if (depth < ctx->arena.depth && arena_deeper_than(&ctx->arena, m, depth)) {
        MatchData *kept = ctx_alloc_in(ctx, depth, sizeof *kept);
        Value *groups = ctx_alloc_in(ctx, depth, (m->count ? m->count : 1) * sizeof *groups);
        for (size_t i = 0; i < m->count; i++) {
            groups[i] = m->groups[i];
            if (!region_keep(ctx, &groups[i], depth))
                ctx_pin(ctx);   /* strings, which are always kept */
        }
        kept->count = m->count;
        kept->groups = groups;
        m = kept;
    }
    in->match = m;
}

static bool version_in_range(Ctx *ctx, const SemVerRange *range, Value v) {
    if (v.kind == VAL_SEMVER)
        return semver_range_includes(range, v.as.semver);
    if (v.kind == VAL_STRING) {
        const char *error;
        const SemVer *sv = semver_parse(ctx, v.as.string->bytes, v.as.string->len, &error);
        return sv && semver_range_includes(range, sv);
    }
    return false;
}

Value eval_match_operator(Ctx *ctx, const AstNode *node) {
    bool negate = node->kind == AST_NOMATCH;
    const AstNode *lhs = node->as.binary.lhs, *rhs = node->as.binary.rhs;
    Value left, pattern;
    TRY(left = eval_node(ctx, lhs));
    TRY(pattern = eval_node(ctx, rhs));
    if (pattern.kind == VAL_TYPE) {
        const char *invalid;
        bool is = type_is_instance_checked(ctx, pattern.as.type, left, &invalid);
        if (invalid)
            return ctx_error(ctx, eval_operator_span(ctx, node), "Error while evaluating a '%s' expression, %s",
                             negate ? "!~" : "=~", invalid);
        return value_boolean(is != negate);
    }
    if (pattern.kind == VAL_SEMVER_RANGE)
        return value_boolean(version_in_range(ctx, pattern.as.semver_range, left) != negate);
    const Regexp *re;
    if (pattern.kind == VAL_REGEXP) {
        re = pattern.as.regexp;
    } else if (pattern.kind == VAL_STRING) {
        const char *error = NULL;
        re = regex_compile(ctx, pattern.as.string->bytes, pattern.as.string->len, &error);
        if (!re)
            return ctx_error(ctx, rhs->span,
                             "Can not convert right match operand to a regular expression. Caused by '%s'.",
                             regex_ruby_error(ctx, error, pattern.as.string->bytes, pattern.as.string->len));
    } else {
        /* Regexp.new(x) with a non-String */
        return ctx_error(ctx, rhs->span,
                         "Can not convert right match operand to a regular expression. Caused by "
                         "'no implicit conversion of %s into String'.",
                         pattern.kind == VAL_UNDEF      ? "nil"
                         : pattern.kind == VAL_BOOLEAN  ? (pattern.as.boolean ? "true" : "false")
                         : pattern.kind == VAL_ITERATOR ? "Puppet::Pops::Types::Iterator"
                                                        : type_ruby_class_of_value(pattern));
    }
    if (left.kind != VAL_STRING)
        return ctx_error(ctx, lhs->span, "Left match operand must result in a String value. Got %s.",
                         label_with_article(ctx, eval_value_label(ctx, left), false));
    const MatchData *m = regex_match(ctx, re, left.as.string);
    eval_set_match(ctx, m);
    return value_boolean((m != NULL) != negate);
}

bool eval_case_match(Ctx *ctx, Value value, Value option) {
    switch (option.kind) {
    case VAL_REGEXP: {
        if (value.kind != VAL_STRING)
            return false;
        const MatchData *m = regex_match(ctx, option.as.regexp, value.as.string);
        eval_set_match(ctx, m);
        return m != NULL;
    }
    case VAL_SEMVER:
        if (value.kind == VAL_SEMVER)
            return semver_compare(option.as.semver, value.as.semver) == 0;
        if (value.kind == VAL_STRING) {
            const char *error;
            const SemVer *sv = semver_parse(ctx, value.as.string->bytes, value.as.string->len, &error);
            return sv && semver_compare(option.as.semver, sv) == 0;
        }
        return false;
    case VAL_SEMVER_RANGE:
        return version_in_range(ctx, option.as.semver_range, value);
    case VAL_TYPE: {
        if (option.catalog_resource)   /* a Puppet::Resource option matches by == */
            return value_equal(value, option);
        /* an invalid Regexp pattern is recorded unlocated: the case or selector places it */
        const char *invalid;
        bool is = type_is_instance_checked(ctx, option.as.type, value, &invalid);
        if (invalid)
            ctx_error(ctx, span_none(), "%s", invalid);
        return is;
    }
    case VAL_ARRAY: {
        stack_guard();   /* nested data: see ctx.h */
        if (value.kind != VAL_ARRAY || value.as.array->count != option.as.array->count)
            return false;
        for (size_t i = 0; i < option.as.array->count; i++)
            if (!eval_case_match(ctx, value.as.array->items[i], option.as.array->items[i]))
                return false;
        return true;
    }
    case VAL_HASH: {
        stack_guard();
        if (value.kind != VAL_HASH)
            return false;
        for (size_t i = 0; i < option.as.hash->count; i++) {
            Value item;
            if (!hash_get(value.as.hash, option.as.hash->entries[i].key, &item))
                item = value_undef();
            if (!eval_case_match(ctx, item, option.as.hash->entries[i].value))
                return false;
        }
        return true;
    }
    case VAL_DEFAULT:
        return true;
    case VAL_UNDEF:
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_STRING:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
    case VAL_OBJECT:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    return value_equal(value, option);
}
