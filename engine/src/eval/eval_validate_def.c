/* eval_validate_def.c: eval_validate.c's checks of definitions: where functions and type aliases
 * may stand, the names of functions, classes and defines, their parameters (names, duplicates,
 * captures-rest), the hostnames a node matches, and type mappings. Follows check_NamedDefinition,
 * check_Parameter, check_NodeDefinition, check_TypeMapping and top() of the reference's
 * validation/checker4_0.rb, with its messages. The walk itself, and the checks of expressions,
 * are eval_validate.c's.
 */
#include <string.h>

#include "eval/eval_validate.h"
#include "support/strbuf.h"

static bool is_ascii_word(char c) {
    return (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9') || c == '_';
}

/* checker4_0.rb hostname_String: Patterns::ILLEGAL_HOSTNAME_CHARS, /[^-\w.]/ (ASCII \w). */
static void check_hostname_text(Validator *v, const AstNode *at, const char *name) {
    for (const char *p = name; *p; p++) {
        if (!is_ascii_word(*p) && *p != '-' && *p != '.') {
            eval_validate_fail(v, at->span, "The hostname '%s' contains illegal characters (only letters, digits, '_', '-', "
                                 "and '.' are allowed)", name);
            return;
        }
    }
}

/* checker4_0.rb hostname_*: what a node definition may match. */
void eval_validate_def_hostname(Validator *v, const AstNode *h) {
    switch (h->kind) {
    case AST_STRING:
        check_hostname_text(v, h, h->as.string.text);
        return;
    case AST_INTERPOLATED: {
        const AstList *parts = &h->as.list.items;
        for (size_t i = 0; i < parts->count; i++) {
            if (parts->items[i]->kind != AST_STRING) {
                eval_validate_fail(v, parts->items[i]->span, "%s", "An interpolated expression is not allowed in a hostname of a node");
                return;
            }
        }
        if (parts->count != 1)
            eval_validate_fail(v, h->span, "%s", "An interpolated expression is not allowed in a hostname of a node");
        else
            check_hostname_text(v, parts->items[0], parts->items[0]->as.string.text);
        return;
    }
    case AST_REGEX:
        eval_validate_regex(v, h);
        return;
    case AST_DEFAULT:
    case AST_INTEGER:
    case AST_FLOAT:
        return;
    default: {
        const char *label = eval_validate_label(v->ctx, h);
        eval_validate_fail(v, h->span, "Illegal expression. %s is unacceptable as hostname in a Node Definition",
                ctx_sprintf(v->ctx, "%s %s", strchr("AEIOUYaeiouy", label[label[0] == '\'' ? 1 : 0]) ? "An" : "A", label));
        return;
    }
    }
}

const AstNode *eval_duplicate_parameter(Ctx *ctx, const AstList *params) {
    if (params->count <= 16) {
        for (size_t i = 1; i < params->count; i++)
            for (size_t k = 0; k < i; k++)
                if (strcmp(params->items[i]->as.param.name, params->items[k]->as.param.name) == 0)
                    return params->items[i];
        return NULL;
    }
    NameTable seen = { 0 };   /* 60,000 parameters: a table, not a scan per name */
    for (size_t i = 0; i < params->count; i++) {
        const char *name = params->items[i]->as.param.name;
        size_t len = strlen(name);
        if (name_table_find(&seen, name, len))
            return params->items[i];
        name_table_put(ctx, &seen, name, len);
    }
    return NULL;
}

/* Checked for functions, classes and defines (and EPP templates, functions_epp.c); a lambda may
 * repeat a name: the reference binds the last one. */
void eval_validate_def_unique_parameters(Validator *v, const AstList *params) {
    const AstNode *duplicate = eval_duplicate_parameter(v->ctx, params);
    if (duplicate)
        eval_validate_fail(v, duplicate->span, "The parameter '%s' is declared more than once in the parameter list",
                duplicate->as.param.name);
}

/* checker4_0.rb top(): function definitions and type aliases only directly in the program;
 * a block of anything else (a class, a function, a lambda, a case option) is "not absolute top
 * level", and any other container (an `if` around a single statement) is NOT_TOP_LEVEL. The
 * reference has no block for an if/unless/else body of one statement (block_or_expression),
 * so such a body's container is the `if` itself. */
void eval_validate_def_top(Validator *v, const AstNode *def, const Parent *up) {
    for (const Parent *c = up; c; c = c->up) {
        switch (c->node->kind) {
        case AST_PROGRAM:
        case AST_CLASS_DEF:
        case AST_APPLY:
            return;
        case AST_BLOCK:
        case AST_EPP: {   /* a template's body is a block of its lambda */
            const AstNode *owner = c->up ? c->up->node : NULL;
            bool if_body = owner && (owner->kind == AST_IF || owner->kind == AST_UNLESS);
            if (if_body && c->node->as.list.items.count == 1)
                continue;
            if (!owner || owner->kind == AST_PROGRAM)
                continue;
            eval_validate_fail(v, def->span, "%s may only appear at toplevel",
                    ctx_sprintf(v->ctx, "A %s", eval_validate_label(v->ctx, def)));
            return;
        }
        default:
            eval_validate_fail(v, def->span, "%s", "Classes, definitions, and nodes may only appear at toplevel or inside other classes");
            return;
        }
    }
}

/* checker4_0.rb pattern_with_replacement?: [/regexp/, 'string']. */
static bool is_pattern_with_replacement(const AstNode *n) {
    return n->kind == AST_ARRAY && n->as.list.items.count == 2 && n->as.list.items.items[0]->kind == AST_REGEX &&
           n->as.list.items.items[1]->kind == AST_STRING;
}

/* check_TypeMapping: `type Runtime[ruby, 'A'] = B` maps a runtime type to a type, and
 * `type Runtime[ruby, [/re/, 'x']] = [/re/, 'y']` a pattern to a replacement. */
void eval_validate_def_type_mapping(Validator *v, const AstNode *n) {
    const AstNode *lhs = n->as.binary.lhs, *rhs = n->as.binary.rhs;
    int lhs_type = 0;   /* 0: not Runtime[], 1: a single type, 2: a pattern */
    if (lhs->kind == AST_ACCESS && lhs->as.access.target->kind == AST_TYPE_REF &&
        strcmp(lhs->as.access.target->as.string.text, "Runtime") == 0) {
        lhs_type = 1;
        if (lhs->as.access.keys.count == 2 && is_pattern_with_replacement(lhs->as.access.keys.items[1]))
            lhs_type = 2;
    }
    if (lhs_type == 0) {
        eval_validate_fail(v, n->span, "%s", "Expressions of type a Type Mapping are not supported in this version of Puppet");
        return;
    }
    const AstNode *ref = rhs->kind == AST_ACCESS ? rhs->as.access.target : rhs;
    bool fails;
    if (is_pattern_with_replacement(rhs))
        fails = lhs_type == 1;
    else if (ref->kind == AST_TYPE_REF)
        fails = lhs_type == 2;
    else
        fails = true;
    if (fails)
        eval_validate_fail(v, n->span,
                lhs_type == 1 ? "Illegal type mapping. Expected a Type on the left side, got %s"
                              : "Illegal type mapping. Expected a Tuple[Regexp,String] on the left side, got %s",
                "A Type Mapping");
}

/* Patterns::CLASSREF_DECL: lower-case segments of word characters joined by '::'. */
static bool is_definition_name(const char *name) {
    for (;;) {
        if (!(*name >= 'a' && *name <= 'z'))
            return false;
        while ((*name >= 'a' && *name <= 'z') || (*name >= 'A' && *name <= 'Z') || (*name >= '0' && *name <= '9') ||
               *name == '_')
            name++;
        if (!*name)
            return true;
        if (name[0] != ':' || name[1] != ':')
            return false;
        name += 2;
    }
}

/* checker4_0.rb RESERVED_TYPE_NAMES: the names of the built-in types in lower case. */
static const char *const RESERVED_TYPE_NAMES[] = {
    "type", "any", "unit", "scalar", "boolean", "numeric", "integer", "float", "collection", "array", "hash",
    "tuple", "struct", "variant", "optional", "enum", "regexp", "pattern", "runtime", "init", "object",
    "sensitive", "semver", "semverrange", "string", "timestamp", "timespan", "typeset",
};

/* check_NamedDefinition's checks of the name of a function, class or define. */
void eval_validate_def_name(Validator *v, const AstNode *n) {
    const char *name = n->as.definition.name;
    const char *what = n->kind == AST_FUNCTION_DEF ? "a Function Definition"
                       : n->kind == AST_CLASS_DEF  ? "a Host Class Definition"
                                                   : "a 'define' expression";
    if (!is_definition_name(name))
        eval_validate_fail(v, n->span, ctx_sprintf(v->ctx, "Unacceptable name. The name '%%s' is unacceptable as the name of %s", what),
                name);
    if (v->file_namespace) {
        /* internal_check_file_namespace: the name starts with the file's namespace, compared
         * in lower case as text (so "demo::gx" is acceptable in demo/functions/g.pp) */
        size_t n_len = strlen(v->file_namespace);
        char *buf = ctx_strndup(v->ctx, name, strlen(name));
        for (char *c = buf; *c; c++)
            *c = (char)(*c >= 'A' && *c <= 'Z' ? *c + 32 : *c);
        const char *lower = buf;
        if (lower[0] == ':' && lower[1] == ':')
            lower += 2;
        if (v->file_namespace[0] == '\0' || strncmp(lower, v->file_namespace, n_len) != 0) {
            StrBuf file;   /* the path as text of the message format: its '%' doubled */
            strbuf_init(&file, v->ctx);
            for (const char *c = v->file; *c; c++)
                strbuf_append(&file, *c == '%' ? "%%" : c, *c == '%' ? 2 : 1);
            eval_validate_fail(v, n->span, ctx_sprintf(v->ctx, "Unacceptable location. The name '%%s' is unacceptable in file '%s'",
                                                       strbuf_finish(&file)->bytes), name);
        }
    }
    for (size_t i = 0; i < sizeof RESERVED_TYPE_NAMES / sizeof *RESERVED_TYPE_NAMES; i++)
        if (strcmp(name, RESERVED_TYPE_NAMES[i]) == 0)
            eval_validate_fail(v, n->span,
                    ctx_sprintf(v->ctx, "The name: '%%s' is already defined by Puppet and can not be used as the name of %s.", what),
                    name);
    if (strcmp(name, "plan") == 0) {
        ctx_warn(v->ctx, n->span, "Use of future reserved word: '%s'", name);
        v->warnings++;
    }
}

void eval_validate_def_parameter(Validator *v, const AstNode *p) {
    const char *name = p->as.param.name;
    const char *digits = name[0] == '0' && name[1] == 'x' ? name + 2 : name;
    bool numeric = *digits != '\0';
    for (const char *c = digits; *c; c++)
        numeric = numeric && *c >= '0' && *c <= '9';
    if (numeric)
        eval_validate_fail(v, p->span, "The numeric parameter name '$%s' cannot be used (clashes with numeric match result variables)",
                name);
    bool word = (name[0] >= 'a' && name[0] <= 'z') || name[0] == '_';
    for (const char *c = name + 1; *c && word; c++)
        word = (*c >= 'a' && *c <= 'z') || (*c >= 'A' && *c <= 'Z') || (*c >= '0' && *c <= '9') || *c == '_';
    if (!word)
        eval_validate_fail(v, p->span, "Illegal parameter name. The given name '%s' does not conform to the naming rule /^[a-z_]\\w*$/",
                name);
}

/* captures rest: only the last parameter of a lambda or function; never in a class or define */
void eval_validate_def_captures_rest(Validator *v, const AstNode *owner, const AstList *params) {
    for (size_t i = 0; i < params->count; i++) {
        const AstNode *p = params->items[i];
        if (!p->as.param.captures_rest)
            continue;
        if (owner->kind == AST_CLASS_DEF || owner->kind == AST_DEFINE_DEF)
            eval_validate_fail(v, p->span,
                    owner->kind == AST_CLASS_DEF ? "Parameter $%s has 'captures rest' - not supported in a Host Class Definition"
                                                 : "Parameter $%s has 'captures rest' - not supported in a 'define' expression",
                    p->as.param.name);
        else if (owner->kind == AST_LAMBDA && i + 1 != params->count)
            eval_validate_fail(v, p->span, "Parameter $%s is not last, and has 'captures rest'", p->as.param.name);
    }
}
