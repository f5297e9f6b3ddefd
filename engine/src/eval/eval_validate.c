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
 *     effect. A value was produced and then forgotten ...") and a name followed by a hash
 *     (`notify { message => 'x' }`: "Did you try declaring a 'notify' resource without a title?");
 *   - the literal text of a heredoc with a syntax tag (heredoc_syntax.c), whose error ends the walk;
 *   - duplicate literal keys in a hash (a warning, an error under strict=error);
 *   - assignments in the default values of parameters;
 *   - the name of a called function;
 *   - definitions (eval_validate_def.c): function definitions and type aliases only at the top
 *     level; names of functions, classes and defines; parameter names, captures-rest
 *     parameters; node hostnames; type mappings.
 * The walk is depth-first, parent before children, and finds every error: the reference logs
 * them all (eval_validation_failure), the catalog checks' (catalog_validate.c) included.
 */
#include <stdio.h>
#include <string.h>

#include "catalog/catalog_internal.h"
#include "eval/eval_validate.h"
#include "eval/heredoc_syntax.h"
#include "syntax/parser.h"
#include "values/regex.h"
#include "support/strbuf.h"

void eval_validate_fail(Validator *v, SrcSpan at, const char *format, const char *arg) {
    ValidationFinding *f = ctx_calloc(v->ctx, 1, sizeof *f);
    f->message = ctx_sprintf(v->ctx, format, arg);
    f->span = at;
    f->next = NULL;
    *v->last = f;
    v->last = &f->next;
    v->count++;
}

/* The reference's label of an expression (model_label_provider.rb), for the idem and
 * assignment messages. */
const char *eval_validate_label(Ctx *ctx, const AstNode *n) {
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
    case AST_HASH_ENTRY: return "Hash Entry";
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
    case AST_MATCH: return "'=~' expression";
    case AST_NOMATCH: return "'!~' expression";
    case AST_IN: return "'in' expression";
    case AST_AND: return "'and' expression";
    case AST_OR: return "'or' expression";
    case AST_ASSIGN: return "'=' expression";
    case AST_PLUS_ASSIGN: return "'+=' expression";
    case AST_MINUS_ASSIGN: return "'-=' expression";
    case AST_CALL: return "Function Call";
    case AST_CALL_METHOD: return "Method call";
    case AST_LAMBDA: return "Lambda";
    case AST_PARAM: return "Parameter Definition";
    case AST_BLOCK: return "Block Expression";
    case AST_INTERPOLATED: return "Double Quoted String";
    case AST_HEREDOC:
        /* '@()' without a syntax, which the reference tool's normalizer prints '@' */
        return n->as.heredoc.syntax ? ctx_sprintf(ctx, "'@(%s)' expression", n->as.heredoc.syntax) : "'@' expression";
    case AST_SELECTOR: return "Selector Expression";
    case AST_IF: return "'if' statement";
    case AST_UNLESS: return "'unless' Statement";
    case AST_CASE: return "'case' statement";
    case AST_CASE_OPTION: return "Case Option";
    case AST_FUNCTION_DEF: return "Function Definition";
    case AST_TYPE_ALIAS: return "Type Alias";
    case AST_TYPE_MAPPING: return "Type Mapping";
    case AST_CLASS_DEF: return "Host Class Definition";
    case AST_DEFINE_DEF: return "'define' expression";
    case AST_NODE_DEF: return "Node Definition";
    case AST_APPLY: return "'apply' expression";
    case AST_TYPE_DEFINITION: return "Type Definition";
    case AST_RESOURCE: return "Resource Statement";
    case AST_RESOURCE_BODY: return "Resource Instance Definition";
    case AST_ATTRIBUTE_OP: return n->as.attribute.op == ATTR_APPEND ? "'+>' expression" : "'=>' expression";
    case AST_RESOURCE_DEFAULTS: return "Resource Defaults Expression";
    case AST_RESOURCE_OVERRIDE: return "Resource Override";
    case AST_COLLECTOR: return n->as.collector.exported ? "Exported Query" : "Virtual Query";
    case AST_QUERY_EQ: return "'==' expression";
    case AST_QUERY_NE: return "'!=' expression";
    case AST_QUERY_AND: return "'and' expression";
    case AST_QUERY_OR: return "'or' expression";
    case AST_QUERY_PAREN: return "Parenthesized Expression";
    case AST_RELATIONSHIP:
        switch ((RelationshipOperator)n->as.binary.op) {
        case REL_BEFORE: return "'->' expression";
        case REL_NOTIFY: return "'~>' expression";
        case REL_REQUIRE: return "'<-' expression";
        case REL_SUBSCRIBE: return "'<~' expression";
        }
        return "Expression";
    case AST_RESERVED: return ctx_sprintf(ctx, "Reserved Word '%s'", n->as.string.text);
    case AST_EPP: return "Epp Template";
    case AST_RENDER_STRING: return "Epp Text";
    case AST_RENDER_EXPR: return "Epp Interpolated Expression";
    case AST_PROGRAM: return "Program";
    case AST_KIND_COUNT: break;
    }
    return "Expression";
}

/* checker4_0.rb idem: expressions whose only effect is their value. Unary and binary
 * operations are, whatever their operands; a parenthesized expression, an if or a case (their
 * blocks) are when all their parts are. */
bool eval_validate_is_idem(const AstNode *n) {
    if (!n)
        return true;
    switch (n->kind) {
    case AST_INTEGER: case AST_FLOAT: case AST_STRING: case AST_BOOLEAN: case AST_UNDEF:
    case AST_DEFAULT: case AST_REGEX: case AST_NAME: case AST_TYPE_REF: case AST_VARIABLE:
    case AST_ARRAY: case AST_HASH: case AST_ACCESS: case AST_UNARY_MINUS: case AST_NOT:
    case AST_SPLAT: case AST_ADD: case AST_SUB: case AST_MUL: case AST_DIV:
    case AST_MOD: case AST_SHL: case AST_SHR: case AST_EQ: case AST_NE: case AST_LT: case AST_LE:
    case AST_GT: case AST_GE: case AST_IN: case AST_AND: case AST_OR:
    case AST_INTERPOLATED: case AST_HEREDOC: case AST_SELECTOR:
        return true;
    case AST_PAREN:
        return eval_validate_is_idem(n->as.unary.operand);
    case AST_BLOCK:
        for (size_t i = 0; i < n->as.list.items.count; i++)
            if (!eval_validate_is_idem(n->as.list.items.items[i]))
                return false;
        return true;
    case AST_IF:
    case AST_UNLESS:
        return eval_validate_is_idem(n->as.if_.cond) && eval_validate_is_idem(n->as.if_.then_block) &&
               eval_validate_is_idem(n->as.if_.else_branch);
    case AST_CASE:
        if (!eval_validate_is_idem(n->as.case_.subject))
            return false;
        for (size_t i = 0; i < n->as.case_.options.count; i++) {
            const AstNode *option = n->as.case_.options.items[i];
            for (size_t k = 0; k < option->as.option.values.count; k++)
                if (!eval_validate_is_idem(option->as.option.values.items[k]))
                    return false;
            if (!eval_validate_is_idem(option->as.option.body))
                return false;
        }
        return true;
    default:
        return false;
    }
}

static bool is_resource_without_title(const AstList *items) {
    return items->count == 2 && items->items[0]->kind == AST_NAME && items->items[1]->kind == AST_HASH;
}

bool eval_validate_is_resource_without_title(const AstNode *n) {
    return n->kind == AST_BLOCK && is_resource_without_title(&n->as.list.items);
}

/* check_BlockExpression: a block of exactly a name and a literal hash is what
 * transform_resource_wo_title makes of `notify { message => 'x' }`, a resource missing its
 * title; the reference says so instead of calling the name idem. */
static void check_block_items(Validator *v, SrcSpan at, const AstList *items) {
    if (is_resource_without_title(items)) {
        eval_validate_fail(v, at, "This expression is invalid. Did you try declaring a '%s' resource without a title?",
                items->items[0]->as.string.text);
        return;
    }
    for (size_t i = 0; i + 1 < items->count; i++) {
        const AstNode *s = items->items[i];
        /* a manifest directory's files are one program, but each is validated as a file of
         * its own, whose last statement may produce a value */
        if (items->items[i + 1]->span.file != s->span.file)
            continue;
        if (eval_validate_is_idem(s)) {
            const char *label = eval_validate_label(v->ctx, s);
            eval_validate_fail(v, s->span, "This %s has no effect. A value was produced and then forgotten "
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

static bool is_word_char(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* Patterns::VAR_NAME: \A(?:::)?(?:[a-z]\w*::)*[a-z_]\w*\z */
static bool is_var_name(const char *name) {
    if (name[0] == ':' && name[1] == ':')
        name += 2;
    for (;;) {
        const char *start = name;
        if (!((*name >= 'a' && *name <= 'z') || *name == '_'))
            return false;
        while (is_word_char(*name))
            name++;
        if (!*name)
            return true;
        if (name[0] != ':' || name[1] != ':' || *start == '_')   /* only the last segment may start with _ */
            return false;
        name += 2;
    }
}

static void check_assign_target(Validator *v, const AstNode *t) {
    if (t->kind == AST_VARIABLE) {
        const char *name = t->as.string.text;
        if (is_numeric_name(name))
            eval_validate_fail(v, t->span, "Illegal attempt to assign to the numeric match result variable '$%s'. "
                                "Numeric variables are not assignable", name);
        else if (strstr(name, "::"))
            eval_validate_fail(v, t->span, "Illegal attempt to assign to '%s'. Cannot assign to variables in other namespaces",
                    name);
        return;
    }
    if (t->kind == AST_ARRAY) {
        for (size_t i = 0; i < t->as.list.items.count; i++)
            check_assign_target(v, t->as.list.items.items[i]);
        return;
    }
    if (t->kind == AST_ACCESS) {
        eval_validate_fail(v, t->span, "%s", "Illegal attempt to assign via [index/key]. Not an assignable reference");
        return;
    }
    const char *label = eval_validate_label(v->ctx, t);
    char article[64];
    snprintf(article, sizeof article, "%s %s", strchr("AEIOUYaeiouy", label[label[0] == '\'' ? 1 : 0]) ? "an" : "a",
             label);
    eval_validate_fail(v, t->span, "Illegal attempt to assign to '%s'. Not an assignable reference", article);
}

/* lexer2.rb makes each regexp literal with Regexp.new as it lexes it: a pattern that does not
 * compile is a parse error of Ruby's words, without location. */
void eval_validate_regex(Validator *v, const AstNode *n) {
    if (v->lex_fatal)
        return;
    const char *error = NULL;
    if (regex_compile(v->ctx, n->as.string.text, n->as.string.len, &error))
        return;
    v->lex_fatal = ctx_calloc(v->ctx, 1, sizeof *v->lex_fatal);
    v->lex_fatal->message = regex_ruby_error(v->ctx, error, n->as.string.text, n->as.string.len);
    v->lex_fatal->span = span_none();
}

void eval_validate_parse_error(Ctx *ctx, ParseError *error) {
    if (error->out_of_memory)
        return;
    for (const LexRegex *r = error->regexes; r; r = r->next) {
        const char *why = NULL;
        if (regex_compile(ctx, r->pattern, r->len, &why))
            continue;
        /* a message longer than the error's buffer keeps its beginning, as parser.c's do */
        if (snprintf(error->message, sizeof error->message, "%s%s", PARSE_ERROR_PREFIX,
                     regex_ruby_error(ctx, why, r->pattern, r->len)) < 0)
            error->message[0] = '\0';
        memset(&error->span, 0, sizeof error->span);
        return;
    }
}

/* LiteralEvaluator: the value of a literal expression (strings without interpolation, names,
 * numbers, booleans, undef, default, and arrays and hashes of these); false for anything else. */
static bool literal_value(Ctx *ctx, const AstNode *k, Value *out) {
    switch (k->kind) {
    case AST_STRING:
        *out = value_string(ctx, k->as.string.text, k->as.string.len);
        return true;
    case AST_NAME:
        *out = value_cstring(ctx, k->as.string.text);
        return true;
    case AST_INTERPOLATED: {
        const AstList *parts = &k->as.list.items;
        if (parts->count != 1 || parts->items[0]->kind != AST_STRING)
            return false;
        return literal_value(ctx, parts->items[0], out);
    }
    case AST_INTEGER:
        if (k->as.integer.overflow)
            return false;
        *out = value_integer(k->as.integer.value);
        return true;
    case AST_FLOAT:
        *out = value_float(k->as.floating.value);
        return true;
    case AST_BOOLEAN:
        *out = value_boolean(k->as.boolean.value);
        return true;
    case AST_UNDEF:
        *out = value_undef();
        return true;
    case AST_DEFAULT:
        *out = value_default();
        return true;
    case AST_ARRAY: {
        const AstList *items = &k->as.list.items;
        Value *values = ctx_calloc(ctx, items->count ? items->count : 1, sizeof *values);
        for (size_t i = 0; i < items->count; i++)
            if (!literal_value(ctx, items->items[i], &values[i]))
                return false;
        *out = value_array_of(ctx, values, items->count);
        return true;
    }
    case AST_HASH: {
        const AstList *entries = &k->as.list.items;
        Hash *h = hash_new(ctx, entries->count);
        for (size_t i = 0; i < entries->count; i++) {
            Value key, value;
            if (!literal_value(ctx, entries->items[i]->as.binary.lhs, &key) ||
                !literal_value(ctx, entries->items[i]->as.binary.rhs, &value))
                return false;
            hash_put(ctx, h, key, value);
        }
        *out = value_from_hash(h);
        return true;
    }
    default:
        return false;
    }
}

/* A literal key's identity for the duplicate check (Ruby's inspect tells 1 from '1' and 1.0),
 * or NULL when the key is no literal. */
static const char *literal_key(Ctx *ctx, const AstNode *k, Value *value) {
    if (!literal_value(ctx, k, value))
        return NULL;
    return eval_ruby_to_s(ctx, value_array_of(ctx, value, 1));
}

static void validate(Validator *v, const AstNode *n, const Parent *up);

static void validate_list(Validator *v, const AstList *list, const Parent *up) {
    for (size_t i = 0; i < list->count; i++)
        validate(v, list->items[i], up);
}

/* check_LiteralHash: a literal key given twice; the message shows the key as Ruby's to_s. The
 * keys seen are kept in a table (a hash literal of 100,000 entries is checked in linear time). */
static void check_hash_keys(Validator *v, const AstNode *n) {
    const AstList *entries = &n->as.list.items;
    NameTable seen = { 0 };
    for (size_t i = 0; i < entries->count; i++) {
        const AstNode *e = entries->items[i];
        Value value;
        const char *key = literal_key(v->ctx, e->as.binary.lhs, &value);
        if (!key)
            continue;
        size_t len = strlen(key);
        if (!name_table_find(&seen, key, len)) {
            name_table_put(v->ctx, &seen, key, len);
            continue;
        }
        const char *shown = eval_ruby_to_s(v->ctx, value);
        if (v->ctx->options->strict == PUPPET_STRICT_ERROR) {
            eval_validate_fail(v, e->span, "The key '%s' is declared more than once", shown);
        } else {
            ctx_warn(v->ctx, e->span, "The key '%s' is declared more than once", shown);
            v->warnings++;
        }
    }
}

/* check_Parameter: names that are numbers or no word, and assignments in the default value
 * (internal_check_illegal_assignment: anywhere in it but inside a lambda). */
static void check_assignments(Validator *v, const AstNode *n);

static void check_assignment_list(Validator *v, const AstList *l) {
    for (size_t i = 0; i < l->count; i++)
        check_assignments(v, l->items[i]);
}

static void check_assignments(Validator *v, const AstNode *n) {
    if (!n)
        return;
    if (n->kind == AST_ASSIGN || n->kind == AST_PLUS_ASSIGN || n->kind == AST_MINUS_ASSIGN) {
        eval_validate_fail(v, n->span, "%s", "Assignment not allowed here");
        return;
    }
    switch (ast_member_of(n->kind)) {
    case AST_MEMBER_list: check_assignment_list(v, &n->as.list.items); return;
    case AST_MEMBER_heredoc: check_assignments(v, n->as.heredoc.text); return;
    case AST_MEMBER_unary: check_assignments(v, n->as.unary.operand); return;
    case AST_MEMBER_binary:
        check_assignments(v, n->as.binary.lhs);
        check_assignments(v, n->as.binary.rhs);
        return;
    case AST_MEMBER_access:
        check_assignments(v, n->as.access.target);
        check_assignment_list(v, &n->as.access.keys);
        return;
    case AST_MEMBER_call:
        check_assignments(v, n->as.call.receiver);
        check_assignment_list(v, &n->as.call.args);
        return;   /* its lambda may assign its own locals */
    case AST_MEMBER_if_:
        check_assignments(v, n->as.if_.cond);
        check_assignments(v, n->as.if_.then_block);
        check_assignments(v, n->as.if_.else_branch);
        return;
    case AST_MEMBER_case_:
        check_assignments(v, n->as.case_.subject);
        check_assignment_list(v, &n->as.case_.options);
        return;
    case AST_MEMBER_option:
        check_assignment_list(v, &n->as.option.values);
        check_assignments(v, n->as.option.body);
        return;
    case AST_MEMBER_integer: case AST_MEMBER_floating: case AST_MEMBER_boolean: case AST_MEMBER_string: case AST_MEMBER_lambda: case AST_MEMBER_param:
    case AST_MEMBER_definition: case AST_MEMBER_node_def: case AST_MEMBER_resource: case AST_MEMBER_resource_body: case AST_MEMBER_attribute:
    case AST_MEMBER_collector: case AST_MEMBER_none:
        return;
    }
}

static void validate(Validator *v, const AstNode *n, const Parent *up) {
    if (!n)
        return;
    const Parent here = { n, up };
    if (n->kind == AST_REGEX)
        eval_validate_regex(v, n);
    switch (n->kind) {
    case AST_PLUS_ASSIGN:
    case AST_MINUS_ASSIGN:
        eval_validate_fail(v, n->span, "The operator '%s' is no longer supported. See http://links.puppet.com/remove-plus-equals",
                n->kind == AST_PLUS_ASSIGN ? "+=" : "-=");
        return;
    case AST_ASSIGN:
        check_assign_target(v, n->as.binary.lhs);
        validate(v, n->as.binary.lhs, &here);
        validate(v, n->as.binary.rhs, &here);
        return;
    case AST_INTEGER:
        if (n->as.integer.overflow)
            eval_validate_fail(v, n->span, "A Literal Integer resulted in a value outside of Puppet Integer max range, got '%s'",
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
                eval_validate_fail(v, n->span, "Illegal numeric variable name, The given name '%s' must be a decimal value "
                                    "if it starts with a digit 0-9", name);
        } else if (!is_var_name(name)) {
            eval_validate_fail(v, n->span, "Illegal variable name, The given name '%s' does not conform to the naming rule "
                                "/^((::)?[a-z]\\w*)*((::)?[a-z_]\\w*)$/", name);
        }
        return;
    }
    case AST_RESERVED:
        eval_validate_fail(v, n->span, "Use of reserved word: %s, must be quoted if intended to be a String value",
                n->as.string.text);
        return;
    case AST_BLOCK:
    case AST_PROGRAM:
    case AST_EPP:   /* a template's statements are a block to the reference */
        check_block_items(v, n->kind == AST_BLOCK || n->as.list.items.count == 0 ? n->span
                                                                                 : n->as.list.items.items[0]->span,
                          &n->as.list.items);
        validate_list(v, &n->as.list.items, &here);
        return;
    case AST_CASE: {
        validate(v, n->as.case_.subject, &here);
        bool found = false;
        const AstList *options = &n->as.case_.options;
        for (size_t i = 0; i < options->count; i++) {
            const AstList *values = &options->items[i]->as.option.values;
            for (size_t k = 0; k < values->count; k++) {
                if (values->items[k]->kind != AST_DEFAULT)
                    continue;
                if (found)
                    eval_validate_fail(v, values->items[k]->span, "%s",
                            "This 'case' statement already has a 'default' entry - this is a duplicate");
                found = true;
            }
        }
        for (size_t i = 0; i < options->count; i++) {
            validate_list(v, &options->items[i]->as.option.values, &here);
            validate(v, options->items[i]->as.option.body, &here);
        }
        return;
    }
    case AST_SELECTOR: {
        validate(v, n->as.case_.subject, &here);
        const AstList *entries = &n->as.case_.options;
        size_t defaults = 0;
        for (size_t i = 0; i < entries->count; i++) {
            const AstNode *m = entries->items[i]->as.binary.lhs;
            if (m->kind == AST_DEFAULT && ++defaults == 2)
                eval_validate_fail(v, m->span, "%s", "This Selector Expression already has a 'default' entry - this is a duplicate");
        }
        for (size_t i = 0; i < entries->count; i++) {
            validate(v, entries->items[i]->as.binary.lhs, &here);
            validate(v, entries->items[i]->as.binary.rhs, &here);
        }
        return;
    }
    case AST_HASH:
        check_hash_keys(v, n);
        validate_list(v, &n->as.list.items, &here);
        return;
    default:
        break;
    }
    /* generic descent over the node's children */
    switch (n->kind) {
    case AST_INTERPOLATED:
    case AST_ARRAY:
        validate_list(v, &n->as.list.items, &here);
        return;
    case AST_HEREDOC:
        validate(v, n->as.heredoc.text, &here);
        /* check_HeredocExpression: a literal text is checked now, and a refusal is raised
         * at once (it ends the reference's walk: errors found before it are not reported) */
        if (!v->fatal && n->as.heredoc.syntax && n->as.heredoc.text->kind == AST_STRING) {
            const AstNode *text = n->as.heredoc.text;
            bool unlocated;
            const char *problem = heredoc_syntax_error(v->ctx, n->as.heredoc.syntax, text->as.string.text,
                                                       text->as.string.len, &unlocated);
            if (problem) {
                v->fatal = ctx_calloc(v->ctx, 1, sizeof *v->fatal);
                v->fatal->message = problem;
                v->fatal->span = unlocated ? span_none() : text->span;
            }
        }
        return;
    case AST_UNARY_MINUS:
    case AST_NOT:
    case AST_SPLAT:
    case AST_PAREN:
    case AST_QUERY_PAREN:
    case AST_RENDER_EXPR:
        validate(v, n->as.unary.operand, &here);
        return;
    case AST_TYPE_ALIAS:
        eval_validate_def_top(v, n, up);
        validate(v, n->as.binary.lhs, &here);
        validate(v, n->as.binary.rhs, &here);
        return;
    case AST_TYPE_MAPPING:
        eval_validate_def_top(v, n, up);
        eval_validate_def_type_mapping(v, n);
        validate(v, n->as.binary.lhs, &here);
        validate(v, n->as.binary.rhs, &here);
        return;
    case AST_TYPE_DEFINITION:
        /* check_TypeDefinition: the reference parses `type Foo inherits Bar { }` and refuses it */
        eval_validate_def_top(v, n, up);
        eval_validate_fail(v, n->span, "%s", "Expressions of type a Type Definition are not supported in this version of Puppet");
        validate(v, n->as.definition.body, &here);
        return;
    case AST_HASH_ENTRY: case AST_ADD: case AST_SUB: case AST_MUL: case AST_DIV: case AST_MOD:
    case AST_SHL: case AST_SHR: case AST_EQ: case AST_NE: case AST_LT: case AST_LE: case AST_GT:
    case AST_GE: case AST_MATCH: case AST_NOMATCH: case AST_IN: case AST_AND: case AST_OR:
    case AST_RELATIONSHIP: case AST_QUERY_EQ: case AST_QUERY_NE:
    case AST_QUERY_AND: case AST_QUERY_OR:
        validate(v, n->as.binary.lhs, &here);
        validate(v, n->as.binary.rhs, &here);
        return;
    case AST_ACCESS:
        validate(v, n->as.access.target, &here);
        validate_list(v, &n->as.access.keys, &here);
        return;
    case AST_CALL:
    case AST_CALL_METHOD:
        if (n->kind == AST_CALL) {
            /* check_CallNamedFunctionExpression: a name, or a type (a call of new) */
            const AstNode *fn = n->as.call.function;
            bool type_call = fn->kind == AST_TYPE_REF ||
                             (fn->kind == AST_ACCESS && fn->as.access.target->kind == AST_TYPE_REF);
            /* a template's text called like a function is functions_epp.c's ILLEGAL_EPP_PARAMETERS */
            if (fn->kind != AST_NAME && fn->kind != AST_RENDER_STRING && !type_call) {
                const char *label = eval_validate_label(v->ctx, fn);
                eval_validate_fail(v, fn->span, "Illegal expression. %s is unacceptable as function name in a Function Call",
                        ctx_sprintf(v->ctx, "%s %s", strchr("AEIOUY", label[label[0] == '\'' ? 1 : 0]) ? "An" : "A", label));
            }
        }
        validate(v, n->as.call.receiver, &here);
        validate_list(v, &n->as.call.args, &here);
        validate(v, n->as.call.lambda, &here);
        return;
    case AST_LAMBDA:
        eval_validate_def_captures_rest(v, n, &n->as.lambda.params);
        validate_list(v, &n->as.lambda.params, &here);
        validate(v, n->as.lambda.body, &here);
        return;
    case AST_PARAM:
        eval_validate_def_parameter(v, n);
        check_assignments(v, n->as.param.default_value);
        validate(v, n->as.param.default_value, &here);
        return;
    case AST_IF:
    case AST_UNLESS:
        validate(v, n->as.if_.cond, &here);
        validate(v, n->as.if_.then_block, &here);
        validate(v, n->as.if_.else_branch, &here);
        return;
    case AST_FUNCTION_DEF:
    case AST_CLASS_DEF:
    case AST_DEFINE_DEF:
        if (n->kind == AST_FUNCTION_DEF)
            eval_validate_def_top(v, n, up);
        eval_validate_def_name(v, n);
        eval_validate_def_captures_rest(v, n, &n->as.definition.params);
        eval_validate_def_unique_parameters(v, &n->as.definition.params);
        validate_list(v, &n->as.definition.params, &here);
        validate(v, n->as.definition.body, &here);
        return;
    case AST_NODE_DEF:
        for (size_t i = 0; i < n->as.node_def.matches.count; i++)
            eval_validate_def_hostname(v, n->as.node_def.matches.items[i]);
        validate(v, n->as.node_def.body, &here);
        return;
    case AST_RESOURCE:
        validate_list(v, &n->as.resource.bodies, &here);
        return;
    case AST_RESOURCE_BODY:
    case AST_RESOURCE_DEFAULTS:
    case AST_RESOURCE_OVERRIDE:
        validate(v, n->as.resource_body.title, &here);
        validate_list(v, &n->as.resource_body.ops, &here);
        return;
    case AST_ATTRIBUTE_OP:
        validate(v, n->as.attribute.value, &here);
        return;
    default:
        return;
    }
}

/* Puppet[:max_errors]'s default: IssueReporter logs at most this many of the errors found. */
#define REFERENCE_MAX_ERRORS 10

Value eval_validation_failure(Ctx *ctx, const ValidationFinding *first, size_t count, size_t warnings) {
    if (count == 1) {
        ctx_error(ctx, first->span, "%s", first->message);
        ctx->unwind.error_kind = PUPPET_ERROR_SYNTAX;
        return value_abrupt();
    }
    /* IssueReporter.assert_and_report: several errors are logged (err level, each with its
     * location) where they are found, then the run fails without a location or the prefix of
     * a parse error */
    size_t logged = 0;
    for (const ValidationFinding *f = first; f && logged < REFERENCE_MAX_ERRORS; f = f->next, logged++) {
        const char *message = f->message;
        const char *file = f->span.file ? ctx_sprintf(ctx, "file: %s, ", f->span.file->path) : "";
        if (f->span.line && f->span.column)
            message = ctx_sprintf(ctx, "%s (%sline: %u, column: %u)", message, file, (unsigned)f->span.line,
                                  (unsigned)f->span.column);
        else if (f->span.line)
            message = ctx_sprintf(ctx, "%s (%sline: %u)", message, file, (unsigned)f->span.line);
        ctx_log(ctx, PUPPET_LOG_ERR, message, strlen(message), f->span);
    }
    if (warnings)
        ctx_error(ctx, span_none(), "Language validation logged %zu errors, and %zu warnings. Giving up", count, warnings);
    else
        ctx_error(ctx, span_none(), "Language validation logged %zu errors. Giving up", count);
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

/* Whether finding a is at a place before b's in the source (a finding without a location is
 * before nothing). */
static bool finding_before(const ValidationFinding *a, const ValidationFinding *b) {
    if (!a->span.line || !b->span.line)
        return false;
    return a->span.line < b->span.line || (a->span.line == b->span.line && a->span.column < b->span.column);
}

/* The two lists of findings as one, in source order: the reference's single checker walks the
 * tree once and reports each error where it finds it, so its catalog errors come between its
 * expression errors. Each list is in walk order already; at one place the expression
 * checks' finding comes first. */
static ValidationFinding *merge_findings(ValidationFinding *a, ValidationFinding *b) {
    ValidationFinding *first = NULL, **last = &first;
    while (a && b) {
        ValidationFinding **from = finding_before(b, a) ? &b : &a;
        *last = *from;
        last = &(*from)->next;
        *from = (*from)->next;
    }
    *last = a ? a : b;
    return first;
}

/* checker4_0.rb internal_check_top_construct_in_module: an autoloaded module file holds
 * definitions only (no node). */
static void check_top_constructs(Validator *v, const AstNode *program) {
    const AstList *items = &program->as.list.items;
    for (size_t i = 0; i < items->count; i++) {
        const AstNode *n = items->items[i];
        bool definition = n->kind == AST_CLASS_DEF || n->kind == AST_DEFINE_DEF || n->kind == AST_FUNCTION_DEF ||
                          n->kind == AST_TYPE_ALIAS || n->kind == AST_TYPE_DEFINITION;
        if (!definition)
            eval_validate_fail(v, n->span, "This %s is unacceptable as a top level construct in this location",
                               eval_validate_label(v->ctx, n));
    }
}

static Value validate_program(Ctx *ctx, const AstNode *program, const char *file, const char *file_namespace) {
    Validator v = { ctx, NULL, NULL, 0, 0, NULL, NULL, file, file_namespace };
    v.last = &v.first;
    if (file_namespace)
        check_top_constructs(&v, program);
    validate(&v, program, NULL);
    if (v.lex_fatal)
        return eval_validation_failure(ctx, v.lex_fatal, 1, 0);
    if (v.fatal)
        return eval_validation_failure(ctx, v.fatal, 1, 0);
    /* the reference's one walk also finds the catalog checks' errors: they count too, and
     * come before anything is defined (`type ::Integer = String` is the unacceptable name, not
     * the redefinition of Integer) */
    size_t more;
    ValidationFinding *catalog = catalog_validate_findings(ctx, program, &more);
    if (v.count == 0 && more == 0)
        return value_undef();
    return eval_validation_failure(ctx, merge_findings(v.first, catalog), v.count + more, v.warnings);
}

Value eval_validate(Ctx *ctx, const AstNode *program) {
    return validate_program(ctx, program, NULL, NULL);
}

Value eval_validate_file(Ctx *ctx, const AstNode *program, const char *file, const char *file_namespace) {
    Value v = validate_program(ctx, program, file, file_namespace);
    if (value_is_abrupt(v) && ctx->unwind.error_kind == PUPPET_ERROR_SYNTAX)
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return v;
}
