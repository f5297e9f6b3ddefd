/* type_ast.c: evaluating type expressions outside the evaluator, and the run's aliases.
 *
 * What the reference's TypeParser#interpret does for type strings (built-in signatures,
 * `type A = ...` right sides, assert_type('Integer[1]', ...)): type references, `T[args]`
 * through type_parameterize (the one place parameters are checked), and literal arguments
 * (numbers, strings, bare words, regexps, default, undef, booleans, arrays, hashes, unary
 * minus). A name resolves to a built-in type, else to an alias declared in this run
 * (case-insensitively, as the reference's loaders name types), else to a resource type.
 * What this file does not do: variables, calls or any other expression (the evaluator's).
 */
#include <string.h>

#include "parser.h"
#include "regex.h"
#include "limits.h"
#include "type_internal.h"

/* The aliases declared in this run, kept with the run's type table. */
typedef struct AliasEntry {
    const Type *alias;
    struct AliasEntry *next;
} AliasEntry;

static bool same_name_ci(const char *a, const char *b) {
    for (; *a && *b; a++, b++) {
        char x = *a >= 'A' && *a <= 'Z' ? (char)(*a + 32) : *a;
        char y = *b >= 'A' && *b <= 'Z' ? (char)(*b + 32) : *b;
        if (x != y)
            return false;
    }
    return *a == *b;
}

/* Strips a leading `::` (a reference to the top name space). */
static const char *top_name(const char *name) {
    return name[0] == ':' && name[1] == ':' ? name + 2 : name;
}

const Type *type_alias_declare(Ctx *ctx, const char *name) {
    Type *t = ctx_calloc(ctx, 1, sizeof *t);
    t->kind = TYPE_ALIAS;
    name = top_name(name);
    t->u.alias.name = ctx_strndup(ctx, name, strlen(name));
    t->hash = type_hash(t);
    AliasEntry **list = (AliasEntry **)type_alias_list_slot(ctx);
    AliasEntry *entry = ctx_alloc(ctx, sizeof *entry);
    entry->alias = t;
    entry->next = *list;
    *list = entry;
    return t;
}

const Type *type_alias_find(Ctx *ctx, const char *name) {
    name = top_name(name);
    for (const AliasEntry *e = *(AliasEntry **)type_alias_list_slot(ctx); e; e = e->next)
        if (same_name_ci(e->alias->u.alias.name, name))
            return e->alias;
    return NULL;
}

const Type *type_named(Ctx *ctx, const char *name) {
    const Type *t = type_builtin(name, strlen(name));
    if (t)
        return t;
    t = type_alias_find(ctx, name);
    if (t)
        return t;
    return type_resource(ctx, top_name(name), NULL);
}

static Value from_ast(Ctx *ctx, const AstNode *node, int depth);

static Value list_from_ast(Ctx *ctx, const AstList *items, int depth) {
    Array *a = array_new(ctx, items->count);
    for (size_t i = 0; i < items->count; i++) {
        Value v = from_ast(ctx, items->items[i], depth + 1);
        if (value_is_abrupt(v))
            return v;
        a->items[i] = v;
    }
    return value_from_array(a);
}

static Value not_a_type_specification(Ctx *ctx, const AstNode *node) {
    return ctx_error(ctx, node->span, "The expression <%s> is not a valid type specification.", ast_kind_name(node->kind));
}

static Value from_ast(Ctx *ctx, const AstNode *node, int depth) {
    if (depth > MAX_PARSE_DEPTH)
        return ctx_error(ctx, node->span, "The type expression is nested too deeply");
    switch (node->kind) {
    case AST_TYPE_REF: {
        const Type *t = type_named(ctx, node->as.string.text);
        if (t->kind == TYPE_ALIAS && t->u.alias.unresolvable)
            return ctx_error(ctx, node->span, "Error while evaluating a Type-Name, Type alias '%s' cannot be resolved to a real type",
                             t->u.alias.name);
        return value_from_type(t);
    }
    case AST_NAME:
    case AST_STRING:
        return value_string(ctx, node->as.string.text, node->as.string.len);
    case AST_INTEGER:
        return value_integer(node->as.integer.value);
    case AST_FLOAT:
        return value_float(node->as.floating.value);
    case AST_BOOLEAN:
        return value_boolean(node->as.boolean.value);
    case AST_DEFAULT:
        return value_default();
    case AST_UNDEF:
        return value_undef();
    case AST_REGEX: {
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, node->as.string.text, node->as.string.len, &error);
        if (!re)
            return ctx_error(ctx, node->span, "%s", error ? error : "invalid regular expression");
        return value_from_regexp(re);
    }
    case AST_HEREDOC:
        return from_ast(ctx, node->as.heredoc.text, depth + 1);
    case AST_PAREN:
        return from_ast(ctx, node->as.unary.operand, depth + 1);
    case AST_UNARY_MINUS: {
        Value v = from_ast(ctx, node->as.unary.operand, depth + 1);
        if (value_is_abrupt(v))
            return v;
        if (v.kind == VAL_INTEGER && v.as.integer != INT64_MIN)
            return value_integer(-v.as.integer);
        if (v.kind == VAL_FLOAT)
            return value_float(-v.as.floating);
        return not_a_type_specification(ctx, node);
    }
    case AST_ARRAY:
        return list_from_ast(ctx, &node->as.list.items, depth);
    case AST_HASH: {
        const AstList *entries = &node->as.list.items;
        Hash *h = hash_new(ctx, entries->count);
        for (size_t i = 0; i < entries->count; i++) {
            const AstNode *e = entries->items[i];
            Value key = from_ast(ctx, e->as.binary.lhs, depth + 1);
            if (value_is_abrupt(key))
                return key;
            Value value = from_ast(ctx, e->as.binary.rhs, depth + 1);
            if (value_is_abrupt(value))
                return value;
            hash_put(ctx, h, key, value);
        }
        return value_from_hash(h);
    }
    case AST_ACCESS: {
        Value target = from_ast(ctx, node->as.access.target, depth + 1);
        if (value_is_abrupt(target))
            return target;
        if (target.kind != VAL_TYPE)
            return not_a_type_specification(ctx, node);
        const AstList *keys = &node->as.access.keys;
        Value args = list_from_ast(ctx, keys, depth);
        if (value_is_abrupt(args))
            return args;
        SrcSpan *spans = ctx_alloc(ctx, (keys->count + 1) * sizeof *spans);
        for (size_t i = 0; i < keys->count; i++)
            spans[i] = keys->items[i]->span;
        return type_parameterize_at(ctx, target.as.type, args.as.array->items, keys->count, spans, node->span);
    }
    case AST_INTERPOLATED:
    case AST_HASH_ENTRY:
    case AST_VARIABLE:
    case AST_NOT:
    case AST_SPLAT:
    case AST_ADD:
    case AST_SUB:
    case AST_MUL:
    case AST_DIV:
    case AST_MOD:
    case AST_SHL:
    case AST_SHR:
    case AST_EQ:
    case AST_NE:
    case AST_LT:
    case AST_LE:
    case AST_GT:
    case AST_GE:
    case AST_MATCH:
    case AST_NOMATCH:
    case AST_IN:
    case AST_AND:
    case AST_OR:
    case AST_ASSIGN:
    case AST_PLUS_ASSIGN:
    case AST_MINUS_ASSIGN:
    case AST_CALL:
    case AST_CALL_METHOD:
    case AST_LAMBDA:
    case AST_PARAM:
    case AST_BLOCK:
    case AST_IF:
    case AST_UNLESS:
    case AST_CASE:
    case AST_CASE_OPTION:
    case AST_SELECTOR:
    case AST_FUNCTION_DEF:
    case AST_TYPE_ALIAS:
    case AST_TYPE_MAPPING:
    case AST_CLASS_DEF:
    case AST_DEFINE_DEF:
    case AST_NODE_DEF:
    case AST_APPLY:
    case AST_RESOURCE:
    case AST_RESOURCE_BODY:
    case AST_ATTRIBUTE_OP:
    case AST_RESOURCE_DEFAULTS:
    case AST_RESOURCE_OVERRIDE:
    case AST_COLLECTOR:
    case AST_QUERY_EQ:
    case AST_QUERY_NE:
    case AST_QUERY_AND:
    case AST_QUERY_OR:
    case AST_QUERY_PAREN:
    case AST_RELATIONSHIP:
    case AST_PROGRAM:
    case AST_EPP:
    case AST_RENDER_STRING:
    case AST_RENDER_EXPR:
    case AST_TYPE_DEFINITION:
    case AST_RESERVED:
    case AST_KIND_COUNT:
        break;
    }
    return not_a_type_specification(ctx, node);
}

Value type_from_ast(Ctx *ctx, const AstNode *node) {
    return from_ast(ctx, node, 0);
}

const Type *type_parse(Ctx *ctx, const char *text) {
    ParseError error;
    AstNode *node = parser_parse_expression(&ctx->arena, text, strlen(text), &error);
    if (!node) {
        if (error.out_of_memory)
            ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
        ctx_error(ctx, error.span, "%s", error.message);
        return NULL;
    }
    Value v = type_from_ast(ctx, node);
    if (value_is_abrupt(v)) {
        /* the reference's TypeParser raises a constructor's ArgumentError as it is, without
         * the access operator's "Error while evaluating a '[]' expression, " */
        static const char wrapper[] = "Error while evaluating a '[]' expression, ";
        const char *message = ctx->unwind.message;
        if (message && strncmp(message, wrapper, sizeof wrapper - 1) == 0)
            ctx->unwind.message = message + sizeof wrapper - 1;
        return NULL;
    }
    if (v.kind != VAL_TYPE) {
        ctx_error(ctx, node->span, "The expression <%s> is not a valid type specification.", text);
        return NULL;
    }
    return v.as.type;
}
