/* eval_epp.c: running EPP templates: rendering (evaluator_impl.rb eval_EppExpression,
 * eval_RenderStringExpression, eval_RenderExpression, and its `string` conversion) and binding
 * a template's parameters by name (closure.rb call_by_name_internal, the ParameterScope of
 * scope.rb, TypeMismatchDescriber#validate_parameters). See epp.h.
 *
 * What this file does not do: parse templates (parser_epp.c) or check the arguments of
 * inline_epp and epp (functions_epp.c).
 */
#include "eval/epp.h"

#include <string.h>

#include "eval/eval.h"
#include "eval/eval_internal.h"
#include "text/format.h"
#include "support/limits.h"
#include "support/strbuf.h"
#include "types/type.h"

/* The buffer of one template being rendered; they nest when a template renders another. */
typedef struct RenderBuffer {
    StrBuf text;
    bool sensitive;              /* a rendered value was Sensitive: the result is too */
    struct RenderBuffer *outer;
} RenderBuffer;

/* The reference's `string(value, scope)` of rendered values: unlike interpolation, strings in
 * arrays and hashes are not quoted and undef is empty ("[a, , 1]", "{k => v}"). */
static void render_value(Ctx *ctx, StrBuf *sb, Value v, int depth) {
    if (depth > MAX_DATA_DEPTH) {
        strbuf_append_cstr(sb, "...");
        return;
    }
    switch (v.kind) {
    case VAL_STRING:
        strbuf_append_str(sb, v.as.string);
        return;
    case VAL_UNDEF:
        return;
    case VAL_DEFAULT:
        strbuf_append_cstr(sb, "default");
        return;
    case VAL_ARRAY:
        strbuf_append_char(sb, '[');
        for (size_t i = 0; i < v.as.array->count; i++) {
            if (i)
                strbuf_append_cstr(sb, ", ");
            render_value(ctx, sb, v.as.array->items[i], depth + 1);
        }
        strbuf_append_char(sb, ']');
        return;
    case VAL_HASH:
        strbuf_append_char(sb, '{');
        for (size_t i = 0; i < v.as.hash->count; i++) {
            if (i)
                strbuf_append_cstr(sb, ", ");
            render_value(ctx, sb, v.as.hash->entries[i].key, depth + 1);
            strbuf_append_cstr(sb, " => ");
            render_value(ctx, sb, v.as.hash->entries[i].value, depth + 1);
        }
        strbuf_append_char(sb, '}');
        return;
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_REGEXP:
    case VAL_TYPE:
    case VAL_CALLABLE:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
    case VAL_SEMVER:
    case VAL_SEMVER_RANGE:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_BINARY:
    case VAL_OBJECT:
    case VAL_URI:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        break;
    }
    /* Ruby's to_s of the rest is what interpolation shows of them */
    strbuf_append_str(sb, format_to_string(ctx, v));
}

Value eval_epp(Ctx *ctx, const AstNode *node) {
    Interp *in = ctx->interp;
    RenderBuffer buffer;
    strbuf_init(&buffer.text, ctx);
    buffer.sensitive = false;
    buffer.outer = in->epp_render;
    in->epp_render = &buffer;
    Value result = value_undef();
    const AstList *items = &node->as.list.items;
    for (size_t i = 0; i < items->count && !value_is_abrupt(result); i++)
        result = eval_node(ctx, items->items[i]);
    in->epp_render = buffer.outer;
    if (value_is_abrupt(result))
        return result;
    Value text = strbuf_finish_value(&buffer.text);
    if (!buffer.sensitive)
        return text;
    Value *inner = ctx_alloc(ctx, sizeof *inner);
    *inner = text;
    Sensitive *s = ctx_alloc(ctx, sizeof *s);
    s->value = inner;
    Value v = { .kind = VAL_SENSITIVE, .as.sensitive = s };
    return v;
}

Value eval_epp_render(Ctx *ctx, const AstNode *node) {
    RenderBuffer *buffer = ctx->interp->epp_render;
    if (node->kind == AST_RENDER_STRING) {
        if (buffer)
            strbuf_append(&buffer->text, node->as.string.text, node->as.string.len);
        return value_undef();
    }
    Value v;
    TRY(v = eval_node(ctx, node->as.unary.operand));
    buffer = ctx->interp->epp_render;   /* the same one: nested templates have returned */
    if (!buffer)
        return value_undef();
    if (v.kind == VAL_SENSITIVE) {
        buffer->sensitive = true;
        v = *v.as.sensitive->value;
    }
    format_charge_steps(ctx, v);   /* shared data: format.h */
    render_value(ctx, &buffer->text, v, 0);
    return value_undef();
}

/* --- binding parameters by name ------------------------------------------------------------ */

/* The ParameterScope of a call by name: the parameters in order, then the other names given. */
typedef struct Binding {
    const char *name;
    Value value;
    bool assigned;
    const AstNode *param;        /* NULL for a name that is no parameter */
} Binding;

typedef struct Bindings {
    Binding *items;
    size_t count;
} Bindings;

static Binding *binding_find(Bindings *b, const char *name) {
    for (size_t i = 0; i < b->count; i++)
        if (strcmp(b->items[i].name, name) == 0)
            return &b->items[i];
    return NULL;
}

/* The first variable of a default expression that names a parameter not assigned yet (the
 * reference throws :unevaluated_parameter when the default reads it), or NULL. Nested lambdas
 * are searched too: they read the same variables. */
static const char *unassigned_reference(Bindings *b, const AstNode *n, int depth) {
    if (!n || depth > MAX_PARSE_DEPTH)
        return NULL;
    if (n->kind == AST_VARIABLE) {
        Binding *x = binding_find(b, n->as.string.text);
        return x && x->param && !x->assigned ? x->name : NULL;
    }
    /* the children that can hold variables, per union member of the kinds that have them */
    switch (n->kind) {
    case AST_INTERPOLATED: case AST_ARRAY: case AST_HASH: case AST_BLOCK: case AST_EPP:
        for (size_t i = 0; i < n->as.list.items.count; i++) {
            const char *r = unassigned_reference(b, n->as.list.items.items[i], depth + 1);
            if (r)
                return r;
        }
        return NULL;
    case AST_HEREDOC:
        return unassigned_reference(b, n->as.heredoc.text, depth + 1);
    case AST_UNARY_MINUS: case AST_NOT: case AST_SPLAT: case AST_PAREN: case AST_RENDER_EXPR:
        return unassigned_reference(b, n->as.unary.operand, depth + 1);
    case AST_ACCESS: {
        const char *r = unassigned_reference(b, n->as.access.target, depth + 1);
        for (size_t i = 0; !r && i < n->as.access.keys.count; i++)
            r = unassigned_reference(b, n->as.access.keys.items[i], depth + 1);
        return r;
    }
    case AST_CALL: case AST_CALL_METHOD: {
        const char *r = unassigned_reference(b, n->as.call.receiver, depth + 1);
        for (size_t i = 0; !r && i < n->as.call.args.count; i++)
            r = unassigned_reference(b, n->as.call.args.items[i], depth + 1);
        return r ? r : unassigned_reference(b, n->as.call.lambda, depth + 1);
    }
    case AST_LAMBDA:
        return unassigned_reference(b, n->as.lambda.body, depth + 1);
    case AST_IF: case AST_UNLESS: {
        const char *r = unassigned_reference(b, n->as.if_.cond, depth + 1);
        return r ? r : NULL;   /* the branches taken are not known before evaluation */
    }
    case AST_CASE: case AST_SELECTOR:
        return unassigned_reference(b, n->as.case_.subject, depth + 1);
    default:
        break;
    }
    if (n->kind >= AST_ADD && n->kind <= AST_MINUS_ASSIGN) {
        const char *r = unassigned_reference(b, n->as.binary.lhs, depth + 1);
        return r ? r : unassigned_reference(b, n->as.binary.rhs, depth + 1);
    }
    if (n->kind == AST_HASH_ENTRY) {
        const char *r = unassigned_reference(b, n->as.binary.lhs, depth + 1);
        return r ? r : unassigned_reference(b, n->as.binary.rhs, depth + 1);
    }
    return NULL;
}

static size_t binding_index(Bindings *b, const char *name) {
    for (size_t i = 0; i < b->count; i++)
        if (strcmp(b->items[i].name, name) == 0)
            return i;
    return 0;
}

/* Evaluates the default of parameter `p` as ParameterScope#evaluate: in the closure with the
 * parameters assigned so far visible. Returns value_abrupt() after an error. */
static Value evaluate_default(Ctx *ctx, Bindings *b, const AstNode *p, Scope *closure) {
    const char *name = p->as.param.name;
    const char *to = unassigned_reference(b, p->as.param.default_value, 0);
    if (to) {
        /* parameter_reference_failure: parameters are evaluated in declaration order */
        if (binding_index(b, to) < binding_index(b, name))
            return ctx_error(ctx, span_none(), "lambda: expects a value for parameter $%s", to);
        return ctx_error(ctx, span_none(),
                         "lambda: default expression for $%s tries to illegally access not yet evaluated $%s", name, to);
    }
    Interp *in = ctx->interp;
    Scope *scope = scope_new(ctx, closure, SCOPE_LAMBDA);
    for (size_t i = 0; i < b->count; i++)
        if (b->items[i].assigned)
            scope_set(ctx, scope, b->items[i].name, b->items[i].value);
    Scope *saved = in->scope;
    const MatchData *saved_match = in->match;
    in->scope = scope;
    in->match = NULL;   /* the default runs in a new match scope */
    Value v = eval_node(ctx, p->as.param.default_value);
    in->scope = saved;
    in->match = saved_match;
    if (value_is_abrupt(v))
        in->error_from_puppet = true;   /* located where it happened in the template */
    return v;
}

/* validate_parameters("lambda", params_struct, given): every error, one per line when several. */
static bool validate_bound(Ctx *ctx, Bindings *b, Scope *closure) {
    StrBuf all;
    strbuf_init(&all, ctx);
    size_t count = 0;
    const char *single = NULL;
    for (size_t i = 0; i < b->count; i++) {
        if (b->items[i].param || !b->items[i].assigned)
            continue;
        single = ctx_sprintf(ctx, " has no parameter named '%s'", b->items[i].name);
        strbuf_printf(&all, "\n%s", single);
        count++;
    }
    Interp *in = ctx->interp;
    for (size_t i = 0; i < b->count; i++) {
        const AstNode *p = b->items[i].param;
        if (!p)
            continue;
        if (!b->items[i].assigned) {
            if (p->as.param.default_value)
                continue;
            single = ctx_sprintf(ctx, " expects a value for parameter '%s'", b->items[i].name);
            strbuf_printf(&all, "\n%s", single);
            count++;
            continue;
        }
        if (!p->as.param.type)
            continue;
        Scope *saved = in->scope;
        in->scope = closure;
        const Type *t = eval_type_expression(ctx, p->as.param.type);
        in->scope = saved;
        if (!t) {
            in->error_from_puppet = true;
            return false;
        }
        if (type_is_instance(ctx, t, b->items[i].value))
            continue;
        single = ctx_sprintf(ctx, " parameter '%s' %s", b->items[i].name,
                             type_mismatch_message(ctx, t, b->items[i].value));
        strbuf_printf(&all, "\n%s", single);
        count++;
    }
    if (count == 0)
        return true;
    if (count == 1) {
        ctx_error(ctx, span_none(), "lambda:%s", single);
    } else {
        /* "lambda:\n " + the messages joined by "\n " (each starts with a space) */
        const Str *text = strbuf_finish(&all);
        StrBuf joined;
        strbuf_init(&joined, ctx);
        strbuf_append_cstr(&joined, "lambda:");
        for (size_t i = 0; i < text->len; i++) {
            strbuf_append_char(&joined, text->bytes[i]);
            if (text->bytes[i] == '\n')
                strbuf_append_char(&joined, ' ');
        }
        ctx_error(ctx, span_none(), "%s", strbuf_finish(&joined)->bytes);
    }
    in->error_from_puppet = false;
    return false;
}

/* call_by_name_internal with enforce_parameters: the bindings of the template's parameters. */
static bool bind_enforced(Ctx *ctx, const AstList *params, const Hash *args, Scope *closure, Bindings *b) {
    size_t extra = args ? args->count : 0;
    b->items = ctx_calloc(ctx, params->count + extra + 1, sizeof *b->items);
    b->count = 0;
    for (size_t i = 0; i < params->count; i++) {
        Binding *x = &b->items[b->count++];
        x->name = params->items[i]->as.param.name;
        x->param = params->items[i];
    }
    /* all values given that are not undef, also for names that are no parameter */
    for (size_t i = 0; i < extra; i++) {
        const HashEntry *e = &args->entries[i];
        if (e->value.kind == VAL_UNDEF)
            continue;
        const char *name = e->key.as.string->bytes;
        Binding *x = binding_find(b, name);
        if (!x) {
            x = &b->items[b->count++];
            x->name = name;
        }
        x->value = e->value;
        x->assigned = true;
    }
    for (size_t i = 0; i < params->count; i++) {
        const AstNode *p = params->items[i];
        Binding *x = &b->items[i];
        if (x->assigned)
            continue;
        if (!p->as.param.default_value) {
            Value given;
            if (args && hash_get(args, value_cstring(ctx, x->name), &given)) {
                x->value = value_undef();   /* given as undef: checked against its type */
                x->assigned = true;
            }
            continue;
        }
        Value v = evaluate_default(ctx, b, p, closure);
        if (value_is_abrupt(v))
            return false;
        x->value = v;
        x->assigned = true;
    }
    return validate_bound(ctx, b, closure);
}

Value epp_run(Ctx *ctx, const AstNode *lambda, const Value *args, Scope *closure) {
    Interp *in = ctx->interp;
    const AstNode *body = lambda->as.lambda.body;
    const Hash *given = args ? args->as.hash : NULL;
    /* the reference enforces the parameters unless the template declares none and arguments
     * were given: those are then plain variables of the template */
    bool enforce = body->as.list.params_specified || !args;
    Scope *scope = scope_new(ctx, closure, SCOPE_LAMBDA);
    if (enforce) {
        Bindings b;
        if (!bind_enforced(ctx, &lambda->as.lambda.params, given, closure, &b))
            return value_abrupt();
        for (size_t i = 0; i < b.count; i++)
            if (b.items[i].assigned)
                scope_set(ctx, scope, b.items[i].name, b.items[i].value);
    } else {
        for (size_t i = 0; i < given->count; i++)
            scope_set(ctx, scope, given->entries[i].key.as.string->bytes, given->entries[i].value);
    }
    Scope *saved = in->scope;
    in->scope = scope;
    Value result = eval_epp(ctx, body);
    in->scope = saved;
    if (value_is_abrupt(result) && ctx->unwind.kind == UNWIND_ERROR)
        in->error_from_puppet = true;   /* an error of the template's code, where it happened */
    return result;
}
