/* eval_validate.c: the checks the reference makes on a whole program before evaluating it.
 *
 * Follows the expression part of the reference's validation/checker4_0.rb: these errors are
 * reported as parse errors ("Could not parse for environment production: ...") before any
 * statement runs. Checked here:
 *   - `+=` and `-=` ("The operator '+=' is no longer supported...");
 *   - assignment targets: numeric variables, variables of other namespaces, non-variables;
 *   - a second `default` option in a case or a selector;
 *   - integer literals outside the 64-bit range, numeric variable names that are no decimal;
 *   - reserved words used as values (`attr`, `private`);
 *   - a value-only expression that is not the last of its block ("This Literal Integer has no
 *     effect. A value was produced and then forgotten ...");
 *   - duplicate literal keys in a hash (a warning, an error under strict=error).
 * The walk is depth-first, parent before children, and the first error wins.
 */
#include <stdio.h>
#include <string.h>

#include "eval_internal.h"

typedef struct Validator {
    Ctx *ctx;
    bool failed;
} Validator;

static void fail_at(Validator *v, SrcSpan at, const char *format, const char *arg) {
    if (v->failed)
        return;
    v->failed = true;
    ctx_error(v->ctx, at, format, arg);
    v->ctx->unwind.error_kind = PUPPET_ERROR_SYNTAX;
}

/* The reference's label of an expression (model_label_provider.rb), for the idem message. */
static const char *node_label(const AstNode *n) {
    switch (n->kind) {
    case AST_INTEGER: return "Literal Integer";
    case AST_FLOAT: return "Literal Float";
    case AST_STRING: return "String";
    case AST_BOOLEAN: return "Boolean";
    case AST_UNDEF: return "'undef' expression";
    case AST_DEFAULT: return "'default' expression";
    case AST_REGEX: return "Regular Expression";
    case AST_NAME: return "Name";
    case AST_TYPE_REF: return "Type-Name";
    case AST_VARIABLE: return "Variable";
    case AST_ARRAY: return "Array Expression";
    case AST_HASH: return "Hash Expression";
    case AST_ACCESS: return "'[]' expression";
    case AST_UNARY_MINUS: return "Unary Minus";
    case AST_NOT: return "'not' expression";
    case AST_SPLAT: return "Unfold";
    case AST_PAREN: return "Parenthesized Expression";
    case AST_ADD: return "'+' expression";
    case AST_SUB: return "'-' expression";
    case AST_MUL: return "'*' expression";
    case AST_DIV: return "'/' expression";
    case AST_MOD: return "'%' expression";
    case AST_SHL: return "'<<' expression";
    case AST_SHR: return "'>>' expression";
    case AST_EQ: return "'==' expression";
    case AST_NE: return "'!=' expression";
    case AST_LT: return "'<' expression";
    case AST_LE: return "'<=' expression";
    case AST_GT: return "'>' expression";
    case AST_GE: return "'>=' expression";
    case AST_IN: return "'in' expression";
    case AST_AND: return "'and' expression";
    case AST_OR: return "'or' expression";
    default: return "Expression";
    }
}

/* checker4_0.rb idem: expressions whose only effect is their value. */
static bool is_idem(const AstNode *n) {
    switch (n->kind) {
    case AST_INTEGER: case AST_FLOAT: case AST_STRING: case AST_BOOLEAN: case AST_UNDEF:
    case AST_DEFAULT: case AST_REGEX: case AST_NAME: case AST_TYPE_REF: case AST_VARIABLE:
    case AST_ARRAY: case AST_HASH: case AST_ACCESS: case AST_UNARY_MINUS: case AST_NOT:
    case AST_SPLAT: case AST_PAREN: case AST_ADD: case AST_SUB: case AST_MUL: case AST_DIV:
    case AST_MOD: case AST_SHL: case AST_SHR: case AST_EQ: case AST_NE: case AST_LT: case AST_LE:
    case AST_GT: case AST_GE: case AST_IN: case AST_AND: case AST_OR:
        return true;
    default:
        return false;
    }
}

static void check_block_items(Validator *v, const AstList *items) {
    for (size_t i = 0; i + 1 < items->count; i++) {
        const AstNode *s = items->items[i];
        if (is_idem(s)) {
            const char *label = node_label(s);
            fail_at(v, s->span, "This %s has no effect. A value was produced and then forgotten "
                                "(one or more preceding expressions may have the wrong form)", label);
            return;
        }
    }
}

static bool is_numeric_name(const char *name) {
    if (!*name)
        return false;
    for (const char *p = name; *p; p++)
        if (*p < '0' || *p > '9')
            return false;
    return true;
}

static void check_assign_target(Validator *v, const AstNode *t) {
    if (t->kind == AST_VARIABLE) {
        const char *name = t->as.string.text;
        if (is_numeric_name(name))
            fail_at(v, t->span, "Illegal attempt to assign to the numeric match result variable '$%s'. "
                                "Numeric variables are not assignable", name);
        else if (strstr(name, "::"))
            fail_at(v, t->span, "Illegal attempt to assign to '%s'. Cannot assign to variables in other namespaces",
                    name);
        return;
    }
    if (t->kind == AST_ARRAY) {
        for (size_t i = 0; i < t->as.list.items.count; i++)
            check_assign_target(v, t->as.list.items.items[i]);
        return;
    }
    if (t->kind == AST_ACCESS) {
        fail_at(v, t->span, "%s", "Illegal attempt to assign via [index/key]. Not an assignable reference");
        return;
    }
    const char *label = node_label(t);
    char article[64];
    snprintf(article, sizeof article, "%s %s", strchr("AEIOUYaeiouy", label[label[0] == '\'' ? 1 : 0]) ? "an" : "a",
             label);
    fail_at(v, t->span, "Illegal attempt to assign to '%s'. Not an assignable reference", article);
}

/* A literal key's identity for the duplicate check: only plain strings, names and numbers. */
static const char *literal_key(Ctx *ctx, const AstNode *k) {
    switch (k->kind) {
    case AST_STRING:
    case AST_NAME:
        return ctx_sprintf(ctx, "s%s", k->as.string.text);
    case AST_INTEGER:
        return ctx_sprintf(ctx, "i%lld", (long long)k->as.integer.value);
    default:
        return NULL;
    }
}

static void validate(Validator *v, const AstNode *n, int depth);

const AstNode *eval_duplicate_parameter(const AstList *params) {
    for (size_t i = 1; i < params->count; i++)
        for (size_t k = 0; k < i; k++)
            if (strcmp(params->items[i]->as.param.name, params->items[k]->as.param.name) == 0)
                return params->items[i];
    return NULL;
}

/* Checked for functions, classes and defines (and EPP templates, functions_epp.c); a lambda may
 * repeat a name: the reference binds the last one. */
static void validate_unique_parameters(Validator *v, const AstList *params) {
    const AstNode *duplicate = eval_duplicate_parameter(params);
    if (duplicate)
        fail_at(v, duplicate->span, "The parameter '%s' is declared more than once in the parameter list",
                duplicate->as.param.name);
}

static void validate_list(Validator *v, const AstList *list, int depth) {
    for (size_t i = 0; i < list->count && !v->failed; i++)
        validate(v, list->items[i], depth);
}

static void check_hash_keys(Validator *v, const AstNode *n) {
    const AstList *entries = &n->as.list.items;
    for (size_t i = 1; i < entries->count; i++) {
        const AstNode *e = entries->items[i];
        const char *key = literal_key(v->ctx, e->as.binary.lhs);
        if (!key)
            continue;
        for (size_t k = 0; k < i; k++) {
            const char *other = literal_key(v->ctx, entries->items[k]->as.binary.lhs);
            if (other && strcmp(key, other) == 0) {
                const char *shown = key + 1;
                if (v->ctx->options->strict == PUPPET_STRICT_ERROR)
                    fail_at(v, e->span, "The key '%s' is declared more than once", shown);
                else
                    ctx_warn(v->ctx, e->span, "The key '%s' is declared more than once", shown);
                break;
            }
        }
    }
}

static void validate(Validator *v, const AstNode *n, int depth) {
    if (!n || v->failed)
        return;
    switch (n->kind) {
    case AST_PLUS_ASSIGN:
    case AST_MINUS_ASSIGN:
        fail_at(v, n->span, "The operator '%s' is no longer supported. See http://links.puppet.com/remove-plus-equals",
                n->kind == AST_PLUS_ASSIGN ? "+=" : "-=");
        return;
    case AST_ASSIGN:
        check_assign_target(v, n->as.binary.lhs);
        validate(v, n->as.binary.rhs, depth + 1);
        return;
    case AST_INTEGER:
        if (n->as.integer.overflow)
            fail_at(v, n->span, "A Literal Integer resulted in a value outside of Puppet Integer max range, got '%s'",
                    n->as.integer.overflow);
        return;
    case AST_VARIABLE: {
        /* check_VariableExpression: a name starting with a digit must be a decimal number */
        const char *name = n->as.string.text;
        if (name[0] >= '0' && name[0] <= '9') {
            bool decimal = !(name[0] == '0' && name[1]);
            for (const char *p = name; *p && decimal; p++)
                decimal = *p >= '0' && *p <= '9';
            if (!decimal)
                fail_at(v, n->span, "Illegal numeric variable name, The given name '%s' must be a decimal value "
                                    "if it starts with a digit 0-9", name);
        }
        return;
    }
    case AST_RESERVED:
        fail_at(v, n->span, "Use of reserved word: %s, must be quoted if intended to be a String value",
                n->as.string.text);
        return;
    case AST_BLOCK:
    case AST_PROGRAM:
    case AST_EPP:   /* a template's statements are a block to the reference */
        check_block_items(v, &n->as.list.items);
        validate_list(v, &n->as.list.items, depth + 1);
        return;
    case AST_CASE: {
        validate(v, n->as.case_.subject, depth + 1);
        bool found = false;
        const AstList *options = &n->as.case_.options;
        for (size_t i = 0; i < options->count && !v->failed; i++) {
            const AstList *values = &options->items[i]->as.option.values;
            for (size_t k = 0; k < values->count; k++) {
                if (values->items[k]->kind != AST_DEFAULT)
                    continue;
                if (found)
                    fail_at(v, values->items[k]->span, "%s",
                            "This 'case' statement already has a 'default' entry - this is a duplicate");
                found = true;
            }
        }
        for (size_t i = 0; i < options->count && !v->failed; i++) {
            validate_list(v, &options->items[i]->as.option.values, depth + 1);
            validate(v, options->items[i]->as.option.body, depth + 1);
        }
        return;
    }
    case AST_SELECTOR: {
        validate(v, n->as.case_.subject, depth + 1);
        const AstList *entries = &n->as.case_.options;
        size_t defaults = 0;
        for (size_t i = 0; i < entries->count && !v->failed; i++) {
            const AstNode *m = entries->items[i]->as.binary.lhs;
            if (m->kind == AST_DEFAULT && ++defaults == 2)
                fail_at(v, m->span, "%s", "This Selector Expression already has a 'default' entry - this is a duplicate");
        }
        for (size_t i = 0; i < entries->count && !v->failed; i++) {
            validate(v, entries->items[i]->as.binary.lhs, depth + 1);
            validate(v, entries->items[i]->as.binary.rhs, depth + 1);
        }
        return;
    }
    case AST_HASH:
        check_hash_keys(v, n);
        validate_list(v, &n->as.list.items, depth + 1);
        return;
    default:
        break;
    }
    /* generic descent over the node's children */
    switch (n->kind) {
    case AST_INTERPOLATED:
    case AST_ARRAY:
        validate_list(v, &n->as.list.items, depth + 1);
        return;
    case AST_HEREDOC:
        validate(v, n->as.heredoc.text, depth + 1);
        return;
    case AST_UNARY_MINUS:
    case AST_NOT:
    case AST_SPLAT:
    case AST_PAREN:
    case AST_QUERY_PAREN:
    case AST_RENDER_EXPR:
        validate(v, n->as.unary.operand, depth + 1);
        return;
    case AST_HASH_ENTRY: case AST_ADD: case AST_SUB: case AST_MUL: case AST_DIV: case AST_MOD:
    case AST_SHL: case AST_SHR: case AST_EQ: case AST_NE: case AST_LT: case AST_LE: case AST_GT:
    case AST_GE: case AST_MATCH: case AST_NOMATCH: case AST_IN: case AST_AND: case AST_OR:
    case AST_TYPE_ALIAS: case AST_RELATIONSHIP: case AST_QUERY_EQ: case AST_QUERY_NE:
    case AST_QUERY_AND: case AST_QUERY_OR:
        validate(v, n->as.binary.lhs, depth + 1);
        validate(v, n->as.binary.rhs, depth + 1);
        return;
    case AST_ACCESS:
        validate(v, n->as.access.target, depth + 1);
        validate_list(v, &n->as.access.keys, depth + 1);
        return;
    case AST_CALL:
    case AST_CALL_METHOD:
        validate(v, n->as.call.receiver, depth + 1);
        validate_list(v, &n->as.call.args, depth + 1);
        validate(v, n->as.call.lambda, depth + 1);
        return;
    case AST_LAMBDA:
        validate_list(v, &n->as.lambda.params, depth + 1);
        validate(v, n->as.lambda.body, depth + 1);
        return;
    case AST_PARAM:
        validate(v, n->as.param.default_value, depth + 1);
        return;
    case AST_IF:
    case AST_UNLESS:
        validate(v, n->as.if_.cond, depth + 1);
        validate(v, n->as.if_.then_block, depth + 1);
        validate(v, n->as.if_.else_branch, depth + 1);
        return;
    case AST_FUNCTION_DEF:
    case AST_CLASS_DEF:
    case AST_DEFINE_DEF:
        validate_unique_parameters(v, &n->as.definition.params);
        validate_list(v, &n->as.definition.params, depth + 1);
        validate(v, n->as.definition.body, depth + 1);
        return;
    case AST_NODE_DEF:
        validate(v, n->as.node_def.body, depth + 1);
        return;
    case AST_RESOURCE:
        validate_list(v, &n->as.resource.bodies, depth + 1);
        return;
    case AST_RESOURCE_BODY:
    case AST_RESOURCE_DEFAULTS:
    case AST_RESOURCE_OVERRIDE:
        validate(v, n->as.resource_body.title, depth + 1);
        validate_list(v, &n->as.resource_body.ops, depth + 1);
        return;
    case AST_ATTRIBUTE_OP:
        validate(v, n->as.attribute.value, depth + 1);
        return;
    default:
        return;
    }
}

Value eval_validate(Ctx *ctx, const AstNode *program) {
    Validator v = { ctx, false };
    validate(&v, program, 0);
    return v.failed ? value_abrupt() : value_undef();
}
