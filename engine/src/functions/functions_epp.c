/* functions_epp.c: inline_epp and epp (the reference's functions/inline_epp.rb, epp.rb and
 * EppEvaluator): the template is parsed (parser_parse_epp), validated as the reference's checker
 * validates a template, and run (epp_run, eval_epp.c).
 *
 * Messages follow the reference as its output is normalized by the reference tool: the name of
 * the template's file ("inlined-epp-text") and then the "()" after "inline_epp" are removed, so
 * "inline_epp(): Invalid EPP: Syntax error at '%>' (file: inlined-epp-text, line: 1, column: 5)"
 * reads "inline_epp: Invalid EPP: Syntax error at '%>' (line: 1, column: 5)", and a message that
 * had only the file as location ends in a space.
 *
 * epp() reads the template files of the environment's modules, or absolute paths, through
 * env/env.h (a virtual file tree, module bundles, or the disk natively).
 */
#include <string.h>

#include "catalog/catalog_internal.h"
#include "env/env.h"
#include "env/env_load.h"
#include "eval/epp.h"
#include "eval/eval_internal.h"
#include "values/region.h"
#include "eval/function.h"
#include "support/limits.h"
#include "syntax/parser.h"
#include "types/type.h"

/* A parsed template, kept per run by its text: a template used in a loop is parsed once. The
 * parse and the text it was read from (which its nodes point into) lie in region 0, kept for
 * the run (docs/memory.md). */
typedef struct EppParsed {
    AstNode *program;            /* NULL when the parse failed */
    ParseError error;
    LexWarning *warnings;
} EppParsed;

/* The parse of a template's text, or of the template file `file` (whose text `text` is; the
 * spans then point into it), kept for the run. */
static const EppParsed *parse_template(Ctx *ctx, const Str *text, const SourceFile *file) {
    Interp *in = ctx->interp;
    /* an inline template by its text, a file by its path (a NUL cannot start a template's
     * text key: the path key begins with one) */
    const char *key = text->bytes;
    size_t key_len = text->len;
    if (file) {
        key_len = strlen(file->path) + 1;
        char *k = ctx_alloc(ctx, key_len + 1);
        k[0] = '\0';
        memcpy(k + 1, file->path, key_len);
        key = k;
    }
    NameEntry *e = name_table_find(&in->epp_templates, key, key_len);
    if (e)
        return e->ptr;
    size_t saved = ctx_root_begin(ctx);
    Value kept = value_from_string(text);
    region_keep(ctx, &kept, 0);   /* a string is always kept */
    text = kept.as.string;
    if (file) {
        /* the nodes' spans name the file: it is kept for the run with the text */
        SourceFile *copy = ctx_calloc(ctx, 1, sizeof *copy);
        copy->path = ctx_strndup(ctx, file->path, strlen(file->path));
        copy->text = text->bytes;
        copy->len = text->len;
        file = copy;
    }
    EppParsed *parsed = ctx_calloc(ctx, 1, sizeof *parsed);
    const SourceFile *kept_source;
    parsed->program = file ? env_kept_parse(ctx, file->path, true, &kept_source) : NULL;
    if (!parsed->program)
        parsed->program = parser_parse_epp_file(&ctx->arena, text->bytes, text->len, file, &parsed->error,
                                                &parsed->warnings);
    if (!parsed->program && (ctx->arena.exhausted || parsed->error.out_of_memory))
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    if (file) {
        char *k = ctx_alloc(ctx, key_len);   /* the key of the run: in region 0 */
        memcpy(k, key, key_len);
        key = k;
    } else {
        key = text->bytes;
    }
    name_table_put(ctx, &in->epp_templates, key, key_len)->ptr = parsed;
    ctx_root_end(ctx, saved);
    return parsed;
}

/* " (line: L, column: C)" of a position inside the template, or " " when it has none; a
 * template file is named first ("file: F, "), as the reference names it. */
static const char *location(Ctx *ctx, SrcSpan at) {
    if (!at.line)
        return " ";
    if (at.file)
        return ctx_sprintf(ctx, " (file: %s, line: %u, column: %u)", at.file->path, at.line, at.column);
    return ctx_sprintf(ctx, " (line: %u, column: %u)", at.line, at.column);
}

/* --- the checks of checker4_0.rb that only templates need ---------------------------------- */

typedef struct EppCheck {
    Ctx *ctx;
    bool failed;
} EppCheck;

static void check_fail(EppCheck *c, SrcSpan at, const char *message) {
    if (c->failed)
        return;
    c->failed = true;
    ctx_error(c->ctx, at, "%s", message);
}

/* internal_check_illegal_assignment: the first assignment in a default, lambdas excepted. */
static const AstNode *assignment_in(const AstNode *n, int depth);

static const AstNode *assignment_in_list(const AstList *l, int depth) {
    for (size_t i = 0; i < l->count; i++) {
        const AstNode *a = assignment_in(l->items[i], depth);
        if (a)
            return a;
    }
    return NULL;
}

static const AstNode *assignment_in(const AstNode *n, int depth) {
    if (!n || depth > MAX_PARSE_DEPTH)
        return NULL;
    if (n->kind == AST_ASSIGN || n->kind == AST_PLUS_ASSIGN || n->kind == AST_MINUS_ASSIGN)
        return n;
    switch (ast_member_of(n->kind)) {
    case AST_MEMBER_list: return assignment_in_list(&n->as.list.items, depth + 1);
    case AST_MEMBER_heredoc: return assignment_in(n->as.heredoc.text, depth + 1);
    case AST_MEMBER_unary: return assignment_in(n->as.unary.operand, depth + 1);
    case AST_MEMBER_binary: {
        const AstNode *a = assignment_in(n->as.binary.lhs, depth + 1);
        return a ? a : assignment_in(n->as.binary.rhs, depth + 1);
    }
    case AST_MEMBER_access: {
        const AstNode *a = assignment_in(n->as.access.target, depth + 1);
        return a ? a : assignment_in_list(&n->as.access.keys, depth + 1);
    }
    case AST_MEMBER_call: {
        const AstNode *a = assignment_in(n->as.call.receiver, depth + 1);
        return a ? a : assignment_in_list(&n->as.call.args, depth + 1);
    }
    case AST_MEMBER_if_: {
        const AstNode *a = assignment_in(n->as.if_.cond, depth + 1);
        if (!a) a = assignment_in(n->as.if_.then_block, depth + 1);
        return a ? a : assignment_in(n->as.if_.else_branch, depth + 1);
    }
    case AST_MEMBER_case_: {
        const AstNode *a = assignment_in(n->as.case_.subject, depth + 1);
        return a ? a : assignment_in_list(&n->as.case_.options, depth + 1);
    }
    case AST_MEMBER_option: {
        const AstNode *a = assignment_in_list(&n->as.option.values, depth + 1);
        return a ? a : assignment_in(n->as.option.body, depth + 1);
    }
    case AST_MEMBER_lambda:   /* a lambda may assign its own variables */
    case AST_MEMBER_integer:
    case AST_MEMBER_floating:
    case AST_MEMBER_boolean:
    case AST_MEMBER_string:
    case AST_MEMBER_param:
    case AST_MEMBER_definition:
    case AST_MEMBER_node_def:
    case AST_MEMBER_resource:
    case AST_MEMBER_resource_body:
    case AST_MEMBER_attribute:
    case AST_MEMBER_collector:
    case AST_MEMBER_none:
        return NULL;
    }
    return NULL;
}

/* check_LambdaExpression (capture last), check_Parameter (no assignment in a default) and
 * check_EppExpression (no capture, unique names), in the reference's order. */
static void check_parameters(EppCheck *c, const AstList *params) {
    for (size_t i = 0; i < params->count; i++) {
        const AstNode *p = params->items[i];
        if (p->as.param.captures_rest && i + 1 != params->count)
            check_fail(c, p->span, ctx_sprintf(c->ctx, "Parameter $%s is not last, and has 'captures rest'",
                                               p->as.param.name));
    }
    for (size_t i = 0; i < params->count; i++) {
        const AstNode *a = assignment_in(params->items[i]->as.param.default_value, 0);
        if (a)
            check_fail(c, a->span, "Assignment not allowed here");
    }
    for (size_t i = 0; i < params->count; i++) {
        const AstNode *p = params->items[i];
        if (p->as.param.captures_rest)
            check_fail(c, p->span, ctx_sprintf(c->ctx, "Parameter $%s has 'captures rest' - not supported in an Epp Template",
                                               p->as.param.name));
    }
    const AstNode *duplicate = eval_duplicate_parameter(c->ctx, params);
    if (duplicate)
        check_fail(c, duplicate->span,
                   ctx_sprintf(c->ctx, "The parameter '%s' is declared more than once in the parameter list",
                               duplicate->as.param.name));
}


static void check_body(EppCheck *c, const AstNode *n, int depth);

static void check_list(EppCheck *c, const AstList *l, int depth) {
    for (size_t i = 0; i < l->count && !c->failed; i++)
        check_body(c, l->items[i], depth);
}

/* In the body: definitions that may only be at the top of a program (NOT_ABSOLUTE_TOP_LEVEL)
 * and the text of a template called like a function (ILLEGAL_EPP_PARAMETERS). Classes,
 * defines and nodes are catalog_validate's. */
static void check_body(EppCheck *c, const AstNode *n, int depth) {
    if (!n || c->failed || depth > MAX_PARSE_DEPTH)
        return;
    switch (n->kind) {
    case AST_FUNCTION_DEF:
        check_fail(c, n->span, "A Function Definition may only appear at toplevel");
        return;
    case AST_TYPE_ALIAS:
        check_fail(c, n->span, "A Type Alias may only appear at toplevel");
        return;
    case AST_CALL:
        if (n->as.call.function && n->as.call.function->kind == AST_RENDER_STRING) {
            check_fail(c, n->span, "Ambiguous EPP parameter expression. Probably missing '<%-' before parameters "
                                   "to remove leading whitespace");
            return;
        }
        break;
    default:
        break;
    }
    switch (ast_member_of(n->kind)) {
    case AST_MEMBER_list: check_list(c, &n->as.list.items, depth + 1); return;
    case AST_MEMBER_heredoc: check_body(c, n->as.heredoc.text, depth + 1); return;
    case AST_MEMBER_unary: check_body(c, n->as.unary.operand, depth + 1); return;
    case AST_MEMBER_binary:
        check_body(c, n->as.binary.lhs, depth + 1);
        check_body(c, n->as.binary.rhs, depth + 1);
        return;
    case AST_MEMBER_access:
        check_body(c, n->as.access.target, depth + 1);
        check_list(c, &n->as.access.keys, depth + 1);
        return;
    case AST_MEMBER_call:
        check_body(c, n->as.call.function, depth + 1);
        check_body(c, n->as.call.receiver, depth + 1);
        check_list(c, &n->as.call.args, depth + 1);
        check_body(c, n->as.call.lambda, depth + 1);
        return;
    case AST_MEMBER_lambda:
        check_list(c, &n->as.lambda.params, depth + 1);
        check_body(c, n->as.lambda.body, depth + 1);
        return;
    case AST_MEMBER_param: check_body(c, n->as.param.default_value, depth + 1); return;
    case AST_MEMBER_if_:
        check_body(c, n->as.if_.cond, depth + 1);
        check_body(c, n->as.if_.then_block, depth + 1);
        check_body(c, n->as.if_.else_branch, depth + 1);
        return;
    case AST_MEMBER_case_:
        check_body(c, n->as.case_.subject, depth + 1);
        check_list(c, &n->as.case_.options, depth + 1);
        return;
    case AST_MEMBER_option:
        check_list(c, &n->as.option.values, depth + 1);
        check_body(c, n->as.option.body, depth + 1);
        return;
    case AST_MEMBER_definition: check_body(c, n->as.definition.body, depth + 1); return;
    case AST_MEMBER_node_def: check_body(c, n->as.node_def.body, depth + 1); return;
    case AST_MEMBER_resource: check_list(c, &n->as.resource.bodies, depth + 1); return;
    case AST_MEMBER_resource_body:
        check_body(c, n->as.resource_body.title, depth + 1);
        check_list(c, &n->as.resource_body.ops, depth + 1);
        return;
    case AST_MEMBER_attribute: check_body(c, n->as.attribute.value, depth + 1); return;
    case AST_MEMBER_collector:
        check_body(c, n->as.collector.query, depth + 1);
        check_list(c, &n->as.collector.ops, depth + 1);
        return;
    case AST_MEMBER_integer:
    case AST_MEMBER_floating:
    case AST_MEMBER_boolean:
    case AST_MEMBER_string:
    case AST_MEMBER_none:
        return;
    }
}

/* The reference's validation of a parsed template. Returns false with the error recorded. */
static bool validate(Ctx *ctx, const AstNode *program) {
    const AstNode *lambda = program->as.list.items.items[0];
    EppCheck c = { ctx, false };
    check_parameters(&c, &lambda->as.lambda.params);
    if (c.failed)
        return false;
    for (size_t i = 0; i < lambda->as.lambda.params.count; i++)
        check_body(&c, lambda->as.lambda.params.items[i], 0);
    if (c.failed || value_is_abrupt(eval_validate(ctx, program)))
        return false;
    check_body(&c, lambda->as.lambda.body, 0);
    return !c.failed && !value_is_abrupt(catalog_validate(ctx, program));
}

const char *epp_template_error(Ctx *ctx, const char *text, size_t len, SrcSpan *at) {
    const EppParsed *parsed = parse_template(ctx, str_new(ctx, text, len), NULL);
    for (const LexWarning *w = parsed->warnings; w; w = w->next)
        ctx_warn(ctx, w->span, "%s", w->message);
    if (!parsed->program) {
        const char *message = parsed->error.message;
        if (strncmp(message, PARSE_ERROR_PREFIX, strlen(PARSE_ERROR_PREFIX)) == 0)
            message += strlen(PARSE_ERROR_PREFIX);
        *at = parsed->error.span;
        return message;
    }
    if (validate(ctx, parsed->program))
        return NULL;
    const char *message = ctx->unwind.message;
    *at = ctx->unwind.span;
    ctx_clear_unwind(ctx);
    return message;
}

/* --- the functions ------------------------------------------------------------------------- */

/* Parses, validates and runs a template for `fname`; closure is the scope it sees. */
static Value render(Ctx *ctx, const CallSite *site, const char *fname, const Str *text, const SourceFile *file,
                    const Value *params, Scope *closure) {
    const EppParsed *parsed = parse_template(ctx, text, file);
    for (const LexWarning *w = parsed->warnings; w; w = w->next)
        ctx_warn(ctx, w->span, "%s", w->message);
    if (!parsed->program) {
        const char *message = parsed->error.message;
        size_t prefix = strlen(PARSE_ERROR_PREFIX);
        if (strncmp(message, PARSE_ERROR_PREFIX, prefix) == 0)
            message += prefix;
        /* a byte-order mark is refused before the reference's lexer knows even the file */
        bool unlocated = strstr(message, "Byte Order mark at beginning of input") != NULL;
        return function_error(ctx, site, "%s: Invalid EPP: %s%s", fname, message,
                              unlocated ? "" : location(ctx, parsed->error.span));
    }
    if (!validate(ctx, parsed->program)) {
        const char *message = ctx->unwind.message;
        SrcSpan at = ctx->unwind.span;
        bool raw = !at.line && ctx->unwind.error_kind == PUPPET_ERROR_SYNTAX;
        ctx_clear_unwind(ctx);
        /* one unlocated error is no parse error in the reference (a regexp literal that does not
         * compile, raised by its lexer): it is not wrapped as an invalid template */
        if (raw)
            return function_error(ctx, site, "%s", message);
        return function_error(ctx, site, "%s: Invalid EPP: %s%s", fname, message, location(ctx, at));
    }
    const AstNode *lambda = parsed->program->as.list.items.items[0];
    Value result = epp_run(ctx, lambda, params, closure);
    if (value_is_abrupt(result)) {
        /* `return(v)` in a template makes v the function's result as it is (the function call
         * catches it, before its return type is checked); `next(v)` ends the template with v */
        if (ctx->unwind.kind == UNWIND_RETURN) {
            result = ctx->unwind.value;
            ctx_clear_unwind(ctx);
            return result;
        }
        if (ctx->unwind.kind != UNWIND_NEXT)
            return result;
        result = ctx->unwind.value;
        ctx_clear_unwind(ctx);
    }
    /* the functions' return_type 'Variant[String, Sensitive[String]]' */
    if (result.kind == VAL_STRING || (result.kind == VAL_SENSITIVE && result.as.sensitive->value->kind == VAL_STRING))
        return result;
    const Type *expected = type_parse(ctx, "Variant[String, Sensitive[String]]");
    if (!expected)
        return value_abrupt();
    return function_error(ctx, site, "value returned from function '%s' has wrong type, %s", fname,
                          type_mismatch_message(ctx, expected, result));
}

/* inline_epp(template, parameters): the template sees the variables of the calling scope. */
static Value inline_epp_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                             const Callable *block) {
    (void)block;
    return render(ctx, site, "inline_epp", args[0].as.string, NULL, count > 1 ? &args[1] : NULL, ctx->interp->scope);
}

/* epp(path, parameters): EppEvaluator.epp looks the file up as given (".epp" added unless it
 * ends so, or names an absolute file that exists), in the modules (module/file.epp is the
 * module's templates/file.epp, Puppet::Parser::Files.find_template) or as an absolute path, and
 * renders it in the top scope. */
static Value epp_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    const Str *path = args[0].as.string;
    bool suffixed = path->len >= 4 && memcmp(path->bytes + path->len - 4, ".epp", 4) == 0;
    bool exists = env_path_is_absolute(path->bytes) && env_is_file(ctx, path->bytes);
    const char *file = ctx_sprintf(ctx, "%s%s", path->bytes, suffixed || exists ? "" : ".epp");
    const char *message = ctx_sprintf(ctx, "Retrieving epp template %s", file);
    ctx_log(ctx, PUPPET_LOG_DEBUG, message, strlen(message), site->span);
    const char *found = env_module_file(ctx, file, "templates");
    const char *text = NULL;
    size_t len = 0;
    if (!found || env_read_file(ctx, found, &text, &len) != ENV_FILE_OK)
        return function_error(ctx, site, "Could not find template '%s'", file);
    SourceFile *source = ctx_calloc(ctx, 1, sizeof *source);
    source->path = found;
    source->text = text;
    source->len = len;
    return render(ctx, site, "epp", str_new(ctx, text, len), source, count > 1 ? &args[1] : NULL, ctx->interp->top);
}

const BuiltinFunction functions_epp[] = {
    { "inline_epp", { { "(String $template, Hash[Pattern[/^\\w+$/], Any] $parameters = undef)", inline_epp_impl } } },
    { "epp", { { "(String $path, Hash[Pattern[/^\\w+$/], Any] $parameters = undef)", epp_impl } } },
    { NULL, { { NULL, NULL } } },
};
