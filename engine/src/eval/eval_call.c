/* eval_call.c: call expressions, lambdas and user-defined functions.
 *
 * See eval_call.h for the model. Where errors are reported follows the reference:
 *   - a call is located at its name (f(x)) or at its '.' (x.f);
 *   - dispatch failures and errors of built-in functions are wrapped as
 *     "Error while evaluating a Function Call, ..." ("a Method call") at the call, but errors
 *     raised by Puppet code a function ran (a lambda body, a user function body) keep their own
 *     message and place; Interp.error_from_puppet tells them apart;
 *   - a missing lambda argument is "Parameter $b is required but no value was given" at the
 *     parameter; a lambda argument of the wrong type is "block parameter 'x' expects ..."
 *     (wrapped by the calling function); a wrong return value is "value returned from lambda
 *     has wrong type, expects ...".
 * Every Puppet-level call counts against the call-depth limit.
 */
#include "eval/eval_call.h"

#include <string.h>

#include "eval/eval_internal.h"
#include "eval/function.h"
#include "values/region.h"
#include "types/type.h"
#include "objects/type_object.h"

size_t callable_param_count(const Callable *c) {
    return c->params->count;
}

bool callable_last_captures_rest(const Callable *c) {
    size_t n = c->params->count;
    return n && c->params->items[n - 1]->as.param.captures_rest;
}

/* Whether a type expression is made of type names and literals only (no variables, calls or
 * operators): then each evaluation in a run gives the same type, and it can be kept. */
static bool is_constant_type_expression(const AstNode *node) {
    switch (node->kind) {
    case AST_TYPE_REF:
    case AST_NAME:
    case AST_STRING:
    case AST_INTEGER:
    case AST_FLOAT:
    case AST_BOOLEAN:
    case AST_DEFAULT:
    case AST_UNDEF:
    case AST_REGEX:
        return true;
    case AST_PAREN:
    case AST_UNARY_MINUS:
        return is_constant_type_expression(node->as.unary.operand);
    case AST_HASH_ENTRY:
        return is_constant_type_expression(node->as.binary.lhs) &&
               is_constant_type_expression(node->as.binary.rhs);
    case AST_ARRAY:
    case AST_HASH:
        for (size_t i = 0; i < node->as.list.items.count; i++)
            if (!is_constant_type_expression(node->as.list.items.items[i]))
                return false;
        return true;
    case AST_ACCESS:
        if (!is_constant_type_expression(node->as.access.target))
            return false;
        for (size_t i = 0; i < node->as.access.keys.count; i++)
            if (!is_constant_type_expression(node->as.access.keys.items[i]))
                return false;
        return true;
    default:
        return false;
    }
}

/* The mark of a declared-type cache whose expression may give another type next time. */
static const char varies_mark;
#define TYPE_VARIES ((const Type *)(const void *)&varies_mark)

/* Evaluates the type expression `node` of c (a parameter's or the return type) in c's
 * closure; NULL after an error. A call evaluates these types on every call: a constant
 * expression's type is kept in *cache (a field of the AST or of the Callable, which live as
 * long as the run) after its first evaluation, unless that warned or logged, so that the
 * messages repeat as the reference's would; TYPE_VARIES marks an expression that is never kept. */
static const Type *declared_type(Ctx *ctx, const Callable *c, const AstNode *node, const Type **cache) {
    const Type *kept = *cache;
    if (kept && kept != TYPE_VARIES)
        return kept;
    Interp *in = ctx->interp;
    size_t warnings = ctx->warnings.count, logged = ctx->log.count;
    Scope *saved = in->scope;
    in->scope = c->closure;
    /* the first evaluation may be kept for the run: it is made in region 0 (docs/memory.md) */
    size_t target = kept ? arena_target(&ctx->arena) : ctx_root_begin(ctx);
    const Type *t = eval_type_expression(ctx, node);
    ctx_root_end(ctx, target);
    in->scope = saved;
    if (t && !kept) {
        bool constant = warnings == ctx->warnings.count && logged == ctx->log.count &&
                        is_constant_type_expression(node);
        *cache = constant ? t : TYPE_VARIES;
    }
    return t;
}

/* Where the evaluated return type of c is kept: a lambda's in its node (a Callable is made
 * for each evaluation of the call), a function's in its Callable. */
static const Type **return_type_cache(const Callable *c) {
    if (c->kind == CALLABLE_LAMBDA)
        return &((AstNode *)c->node)->as.lambda.return_type_value;
    return &((Callable *)c)->return_type_value;
}

/* Evaluates a parameter's type in the callable's closure (Any when untyped); NULL after an
 * error. */
static const Type *param_declared_type(Ctx *ctx, const Callable *c, const AstNode *param) {
    if (!param->as.param.type)
        return type_builtin("Any", 3);
    const Type *t = declared_type(ctx, c, param->as.param.type, &((AstNode *)param)->as.param.type_value);
    if (!t)
        ctx->interp->error_from_puppet = true;   /* located at the type expression */
    return t;
}

/* closure.rb create_callable_type: the return type is resolved with the parameters' types,
 * before the body runs (a function's when it is loaded, a lambda's when it is called); false
 * after the error (located at the type expression). */
static bool resolve_return_type(Ctx *ctx, const Callable *c) {
    if (!c->return_type || declared_type(ctx, c, c->return_type, return_type_cache(c)))
        return true;
    ctx->interp->error_from_puppet = true;
    return false;
}

/* closure.rb create_callable_type: a required parameter may not follow an optional one.
 * Returns false after the error (located at the parameter). */
static bool check_parameter_order(Ctx *ctx, const Callable *c) {
    bool optional_seen = false;
    for (size_t i = 0; i < c->params->count; i++) {
        const AstNode *p = c->params->items[i];
        bool optional = p->as.param.default_value || p->as.param.captures_rest;
        if (optional) {
            optional_seen = true;
        } else if (optional_seen) {
            ctx_error(ctx, p->span, "Parameter $%s is required but appears after optional parameters",
                      p->as.param.name);
            ctx->interp->error_from_puppet = true;
            return false;
        }
    }
    return true;
}

/* For a captures-rest parameter: the type of each captured value and the count range. */
static const Type *rest_element_type(const Type *t, int64_t *from, int64_t *to) {
    *from = 0;
    *to = INT64_MAX;
    if (type_kind(t) == TYPE_ARRAY) {
        type_size_range(t, from, to);
        const Type *e = type_element(t);
        return e ? e : type_builtin("Any", 3);
    }
    return t;
}

const Type *callable_type(Ctx *ctx, const Callable *c) {
    if (c->type)
        return c->type;
    if (c->kind == CALLABLE_LAMBDA && c->node->as.lambda.callable_type)
        return c->node->as.lambda.callable_type;   /* computed for this node earlier in the run */
    if (!check_parameter_order(ctx, c))
        return NULL;
    size_t n = c->params->count;
    Value *args = ctx_alloc(ctx, (n + 2) * sizeof *args);
    int64_t from = 0, to = 0;
    for (size_t i = 0; i < n; i++) {
        const AstNode *p = c->params->items[i];
        const Type *t = param_declared_type(ctx, c, p);
        if (!t)
            return NULL;
        if (p->as.param.captures_rest) {
            int64_t rf, rt;
            t = rest_element_type(t, &rf, &rt);
            from += rf;
            to = rt == INT64_MAX ? INT64_MAX : to + rt;
        } else {
            if (!p->as.param.default_value)
                from++;
            if (to != INT64_MAX)
                to++;
        }
        args[i] = value_from_type(t);
    }
    args[n] = value_integer(from);
    args[n + 1] = to == INT64_MAX ? value_default() : value_integer(to);
    Value v = type_parameterize(ctx, type_builtin("Callable", 8), args, n + 2, c->node->span);
    if (value_is_abrupt(v) || v.kind != VAL_TYPE)
        return NULL;
    if (c->kind == CALLABLE_LAMBDA) {
        ((AstNode *)c->node)->as.lambda.callable_type = v.as.type;
    } else {
        ((Callable *)c)->type = v.as.type;
    }
    return v.as.type;
}

static const Signature *function_signature_root(Ctx *ctx, const Callable *c);

/* The signature of a user function, as the reference's dispatch sees it (types evaluated in
 * the top scope once, kept in region 0 for the run). NULL after an error. */
static const Signature *function_signature(Ctx *ctx, const Callable *c) {
    if (c->signature)
        return c->signature;
    size_t saved = ctx_root_begin(ctx);
    const Signature *sig = function_signature_root(ctx, c);
    ctx_root_end(ctx, saved);
    return sig;
}

static const Signature *function_signature_root(Ctx *ctx, const Callable *c) {
    if (!check_parameter_order(ctx, c))
        return NULL;
    size_t n = c->params->count;
    Signature *sig = ctx_calloc(ctx, 1, sizeof *sig);
    sig->names = ctx_calloc(ctx, n ? n : 1, sizeof *sig->names);
    sig->types = ctx_calloc(ctx, n ? n : 1, sizeof *sig->types);
    sig->param_count = n;
    size_t max = 0;
    bool unlimited = false;
    for (size_t i = 0; i < n; i++) {
        const AstNode *p = c->params->items[i];
        const Type *t = param_declared_type(ctx, c, p);
        if (!t)
            return NULL;
        sig->names[i] = p->as.param.name;
        if (p->as.param.captures_rest) {
            int64_t rf, rt;
            t = rest_element_type(t, &rf, &rt);
            sig->min += (size_t)rf;
            if (rt == INT64_MAX)
                unlimited = true;
            else
                max += (size_t)rt;
        } else {
            if (!p->as.param.default_value)
                sig->min++;
            max++;
        }
        sig->types[i] = t;
    }
    if (!resolve_return_type(ctx, c))
        return NULL;
    sig->max = unlimited ? SIZE_MAX : max;
    ((Callable *)c)->signature = sig;
    return sig;
}

/* --- binding and running ------------------------------------------------------------------- */

static void enter_call(Ctx *ctx, SrcSpan where) {
    if (++ctx->depth > ctx->max_depth) {
        ctx->current_span = where;
        ctx_exhausted(ctx, "Evaluation stopped: the call depth limit was reached");
    }
}

/* The parameter's name length, its name_table_hash kept in the node from the first call on
 * (a call bound each parameter by measuring and hashing its name). */
static size_t param_name_key(const AstNode *p, uint64_t *hash) {
    AstNode *node = (AstNode *)p;
    if (!node->as.param.name_len) {
        size_t len = strlen(p->as.param.name);
        node->as.param.name_hash = name_table_hash(p->as.param.name, len);
        node->as.param.name_len = (uint32_t)len;
    }
    *hash = node->as.param.name_hash;
    return node->as.param.name_len;
}

static void bind_param(Ctx *ctx, Scope *scope, const AstNode *p, Value value) {
    uint64_t hash;
    size_t len = param_name_key(p, &hash);
    scope_set_hashed(ctx, scope, p->as.param.name, len, hash, value);
}

/* Binds the parameters of c in scope (already current) from args, as closure.rb's
 * combine_values_with_parameters. Returns false after an error. */
static bool bind_parameter_values(Ctx *ctx, const Callable *c, Scope *scope, const Value *args, size_t count) {
    /* errors of default expressions are errors of Puppet code: reported where they are */
    ctx->interp->error_from_puppet = true;
    size_t n = c->params->count;
    for (size_t i = 0; i < n; i++) {
        ctx->interp->defaults_from = i;
        const AstNode *p = c->params->items[i];
        const AstNode *def = p->as.param.default_value;
        Value value;
        if (p->as.param.captures_rest) {
            if (i >= count) {
                if (def) {
                    if (value_is_abrupt(value = eval_node(ctx, def)))
                        return false;
                    if (value.kind != VAL_ARRAY)
                        value = value_array_of(ctx, &value, 1);
                } else {
                    value = value_array_of(ctx, NULL, 0);
                }
            } else if (count - i == 1 && args[i].kind == VAL_UNDEF && def) {
                if (value_is_abrupt(value = eval_node(ctx, def)))
                    return false;
                if (value.kind != VAL_ARRAY)
                    value = value_array_of(ctx, &value, 1);
            } else {
                value = value_array_of(ctx, args + i, count - i);
            }
        } else if (i < count) {
            value = args[i];
        } else if (def) {
            if (value_is_abrupt(value = eval_node(ctx, def)))
                return false;
        } else {
            ctx_error(ctx, p->span, "Parameter $%s is required but no value was given", p->as.param.name);
            ctx->interp->error_from_puppet = true;
            return false;
        }
        bind_param(ctx, scope, p, value);
    }
    return true;
}

bool callable_param_ready(Ctx *ctx, const Callable *c, size_t from, const char *name) {
    ctx_charge(ctx, c->params->count / 16);   /* a scan of the parameters per variable read */
    for (size_t k = 0; k < c->required_before && k < from; k++) {
        if (strcmp(c->params->items[k]->as.param.name, name) != 0)
            continue;
        ctx_error(ctx, c->node->span, "%s: expects a value for parameter $%s", c->name, name);
        ctx->interp->defaults_from = SIZE_MAX;
        return false;
    }
    for (size_t k = from; k < c->params->count; k++) {
        if (strcmp(c->params->items[k]->as.param.name, name) != 0)
            continue;
        ctx_error(ctx, c->node->span, "%s: default expression for $%s tries to illegally access not yet evaluated $%s",
                  c->name, c->params->items[from]->as.param.name, name);
        ctx->interp->defaults_from = SIZE_MAX;   /* bind_parameters: this error, also from a lambda */
        return false;
    }
    return true;
}

/* Binds args to c's parameters in scope, evaluating the defaults of the missing ones; a
 * function's defaults may read only the parameters bound before (callable_param_ready). */
static bool bind_parameters(Ctx *ctx, const Callable *c, Scope *scope, const Value *args, size_t count) {
    Interp *in = ctx->interp;
    const Callable *saved_defaults_of = in->defaults_of;
    size_t saved_defaults_from = in->defaults_from;
    in->defaults_of = c->kind == CALLABLE_FUNCTION ? c : NULL;
    bool ok = bind_parameter_values(ctx, c, scope, args, count);
    if (!ok && in->defaults_of && in->defaults_from == SIZE_MAX)
        in->error_from_puppet = false;   /* an error of the call itself: eval_call wraps it */
    in->defaults_of = saved_defaults_of;
    in->defaults_from = saved_defaults_from;
    return ok;
}

/* closure.rb: `type.callable_with?(final_args)` after binding, for lambdas; for functions,
 * the values the dispatch did not check (defaults). `count` arguments were given. */
static bool check_lambda_arguments(Ctx *ctx, const Callable *c, Scope *scope, size_t count) {
    size_t n = c->params->count;
    /* the whole callable type first: an unknown type wins over a mismatched argument */
    for (size_t i = 0; i < n; i++)
        if (c->params->items[i]->as.param.type && !param_declared_type(ctx, c, c->params->items[i]))
            return false;
    if (!resolve_return_type(ctx, c))
        return false;
    for (size_t i = 0; i < n; i++) {
        const AstNode *p = c->params->items[i];
        if (!p->as.param.type)
            continue;
        if (c->kind == CALLABLE_FUNCTION && i < count && !p->as.param.captures_rest &&
            p->as.param.type_value && p->as.param.type_value != TYPE_VARIES)
            continue;   /* the dispatch checked this very argument against this very type */
        const Type *t = param_declared_type(ctx, c, p);
        if (!t)
            return false;
        uint64_t hash;
        size_t len = param_name_key(p, &hash);
        Value v = *scope_find_hashed(scope, p->as.param.name, len, hash);   /* bound just before */
        if (p->as.param.captures_rest) {
            int64_t from, to;
            const Type *e = rest_element_type(t, &from, &to);
            for (size_t k = 0; k < v.as.array->count; k++)
                if (!type_is_instance(ctx, e, v.as.array->items[k])) {
                    const char *invalid = type_instance_error(ctx);
                    if (invalid)
                        ctx_error(ctx, c->node->span, "%s", invalid);
                    else
                        ctx_error(ctx, c->node->span, "%s parameter '%s' %s",
                              c->kind == CALLABLE_LAMBDA ? "block" : ctx_sprintf(ctx, "'%s'", c->name),
                              p->as.param.name, type_mismatch_message(ctx, e, v.as.array->items[k]));
                    ctx->interp->error_from_puppet = false;
                    return false;
                }
            continue;
        }
        if (!type_is_instance(ctx, t, v)) {
            const char *invalid = type_instance_error(ctx);
            if (invalid)
                ctx_error(ctx, c->node->span, "%s", invalid);
            else
                ctx_error(ctx, c->node->span, "%s parameter '%s' %s",
                      c->kind == CALLABLE_LAMBDA ? "block" : ctx_sprintf(ctx, "'%s'", c->name), p->as.param.name,
                      type_mismatch_message(ctx, t, v));
            ctx->interp->error_from_puppet = false;
            return false;
        }
    }
    return true;
}

static Value check_return(Ctx *ctx, const Callable *c, Value result) {
    if (!c->return_type)
        return result;
    Interp *in = ctx->interp;
    const Type *t = declared_type(ctx, c, c->return_type, return_type_cache(c));
    if (!t)
        return value_abrupt();
    if (type_is_instance(ctx, t, result))
        return result;
    const char *invalid = type_instance_error(ctx);
    if (invalid)
        ctx_error(ctx, c->node->span, "%s", invalid);
    else
        ctx_error(ctx, c->node->span, "value returned from %s has wrong type, %s", c->name,
                  type_mismatch_message(ctx, t, result));
    in->error_from_puppet = false;
    return value_abrupt();
}

/* Scope#setvar (ephemeral_from) refuses the reserved names as parameters, after the arguments
 * were bound and checked: an error of the call, which the calling function wraps. */
static bool check_reserved_parameters(Ctx *ctx, const Callable *c) {
    for (size_t i = 0; i < c->params->count; i++) {
        const char *name = c->params->items[i]->as.param.name;
        if (name[0] != 'f' && name[0] != 't' && name[0] != 's')
            continue;   /* the common case, without three calls of strcmp */
        if (strcmp(name, "facts") != 0 && strcmp(name, "trusted") != 0 && strcmp(name, "server_facts") != 0)
            continue;
        ctx_error(ctx, c->node->span, "Attempt to assign to a reserved variable name: '%s'", name);
        ctx->interp->error_from_puppet = false;
        return false;
    }
    return true;
}

/* Whether c is a lambda with plain parameters and no return type: then binding its
 * arguments, one for each parameter, checks nothing and evaluates nothing (the common
 * `|$x| { ... }` of an iteration), and run_body binds them directly. Kept in the node. */
static bool lambda_is_plain(const Callable *c) {
    AstNode *node = (AstNode *)c->node;
    if (!node->as.lambda.plain) {
        bool plain = !c->return_type;
        for (size_t i = 0; i < c->params->count && plain; i++) {
            const AstNode *p = c->params->items[i];
            const char *name = p->as.param.name;
            plain = !p->as.param.type && !p->as.param.default_value && !p->as.param.captures_rest &&
                    strcmp(name, "facts") != 0 && strcmp(name, "trusted") != 0 && strcmp(name, "server_facts") != 0;
        }
        node->as.lambda.plain = plain ? 1 : 2;
    }
    return node->as.lambda.plain == 1;
}

/* Runs the body of c with args bound in a new scope; handles next (and, for functions,
 * return). The body runs in a region of the arena of its own (docs/memory.md): its result,
 * when `keep` (the caller uses it), and the unwind record are kept where the caller allocates,
 * and the rest of what the call made is released when it returns. The scope comes from the
 * caller's region's free list, lent to the call's region (Scope.depth), so that a loop of calls
 * reuses one scope; the calls the body makes take theirs from the call's region's list,
 * dropped with it (scope_acquire). */
static Value run_body(Ctx *ctx, const Callable *c, const Value *args, size_t count, SrcSpan where, bool keep) {
    Interp *in = ctx->interp;
    enter_call(ctx, where);
    Scope *saved_scope = in->scope;
    const MatchData *saved_match = in->match;
    Scope *scope = scope_acquire(ctx, c->closure, c->kind == CALLABLE_LAMBDA ? SCOPE_LAMBDA : SCOPE_LOCAL);
    size_t region = region_open(ctx);
    scope->depth = region;
    scope->merges = ctx->arena.merges;
    in->scope = scope;
    const Callable *saved_defaults_of = in->defaults_of;
    if (c->kind == CALLABLE_FUNCTION) {
        in->match = NULL;   /* functions do not see the caller's match variables */
        in->defaults_of = NULL;   /* nor the guard of the caller's defaults (a lambda does) */
    }
    Value result;
    bool plain = c->kind == CALLABLE_LAMBDA && count == c->params->count && lambda_is_plain(c);
    if (plain) {
        in->error_from_puppet = true;   /* as bind_parameters leaves it */
        for (size_t i = 0; i < count; i++)
            bind_param(ctx, scope, c->params->items[i], args[i]);
    }
    /* lambdas are checked after binding (closure.rb callable_with?); functions had their
     * arguments checked by the dispatch, and here their defaults (validate_parameters) */
    if (!plain && !bind_parameters(ctx, c, scope, args, count)) {
        result = value_abrupt();
        /* function.rb Function#call catches return() and next() around the whole dispatch,
         * the defaults' evaluation included: `function f($a = return(7))` gives 7, unchecked */
        UnwindKind k = ctx->unwind.kind;
        if (c->kind == CALLABLE_FUNCTION && (k == UNWIND_RETURN || k == UNWIND_NEXT)) {
            result = ctx->unwind.value;
            ctx_clear_unwind(ctx);
        }
    } else if (!plain && (!check_lambda_arguments(ctx, c, scope, count) || !check_reserved_parameters(ctx, c))) {
        result = value_abrupt();
    } else {
        result = eval_block(ctx, c->body);
        bool returned = false;
        if (value_is_abrupt(result)) {
            UnwindKind k = ctx->unwind.kind;
            if (k == UNWIND_NEXT || (k == UNWIND_RETURN && c->kind == CALLABLE_FUNCTION)) {
                returned = k == UNWIND_RETURN;
                result = ctx->unwind.value;
                ctx_clear_unwind(ctx);
            } else if (k == UNWIND_ERROR) {
                in->error_from_puppet = true;
            }
        }
        /* the reference catches return() outside the closure that asserts the return type:
         * a value given to return() is not checked */
        if (!value_is_abrupt(result) && !returned)
            result = check_return(ctx, c, result);
    }
    in->scope = saved_scope;
    in->match = saved_match;
    in->defaults_of = saved_defaults_of;
    region_close(ctx, region, keep ? &result : NULL);
    scope_release(ctx, scope);
    ctx->depth--;
    return keep || value_is_abrupt(result) ? result : value_undef();
}

Value callable_call(Ctx *ctx, const Callable *c, const Value *args, size_t count, SrcSpan where) {
    if (c->kind == CALLABLE_LAMBDA && count > c->params->count && !callable_last_captures_rest(c))
        count = c->params->count;   /* a Ruby proc drops extra arguments */
    return run_body(ctx, c, args, count, where, true);
}

Value callable_call_discard(Ctx *ctx, const Callable *c, const Value *args, size_t count, SrcSpan where) {
    if (c->kind == CALLABLE_LAMBDA && count > c->params->count && !callable_last_captures_rest(c))
        count = c->params->count;
    return run_body(ctx, c, args, count, where, false);
}

/* --- functions ----------------------------------------------------------------------------- */

Value eval_define_function(Ctx *ctx, const AstNode *def) {
    Interp *in = ctx->interp;
    const char *name = def->as.definition.name;
    if (name[0] == ':' && name[1] == ':')
        name += 2;
    size_t len = strlen(name);
    if (name_table_find(&in->functions, name, len)) {
        const SourceFile *file = ((const Callable *)name_table_find(&in->functions, name, len)->ptr)->node->span.file;
        const char *source = file ? file->path : ctx->options->source_name ? ctx->options->source_name : "main.pp";
        ctx_error(ctx, span_none(), "Attempt to redefine entity 'http://puppet.com/2016.1/runtime/function/%s'. "
                  "Originally set at file://%s?line=%u&pos=%u.", name, source,
                  ((const Callable *)name_table_find(&in->functions, name, len)->ptr)->node->span.line,
                  ((const Callable *)name_table_find(&in->functions, name, len)->ptr)->node->span.column);
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;   /* run.c: printed without a prefix */
        return value_abrupt();
    }
    Callable *c = ctx_calloc(ctx, 1, sizeof *c);
    c->kind = CALLABLE_FUNCTION;
    c->node = def;
    c->closure = in->top;
    c->name = name;
    c->params = &def->as.definition.params;
    c->return_type = def->as.definition.return_type;
    c->body = def->as.definition.body;
    name_table_put(ctx, &in->functions, name, len)->ptr = c;
    return value_undef();
}

static Value call_user_function(Ctx *ctx, const CallSite *site, const Callable *c, const Value *args,
                                size_t count, const Callable *block) {
    const Signature *sig = function_signature(ctx, c);
    if (!sig)
        return value_abrupt();
    if (!signature_accepts(ctx, sig, args, count, block)) {
        const char *invalid = type_instance_error(ctx);
        if (invalid)   /* a parameter's invalid Regexp pattern: the RegexpError, not a mismatch */
            return function_error(ctx, site, "%s", invalid);
        const Signature *sigs[1] = { sig };
        return function_error(ctx, site, "%s",
                              signature_describe(ctx, ctx_sprintf(ctx, "'%s'", c->name), sigs, 1, args, count, block));
    }
    Interp *in = ctx->interp;
    in->error_from_puppet = false;
    Value result = run_body(ctx, c, args, count, site->span, true);
    if (value_is_abrupt(result) && ctx->unwind.kind == UNWIND_ERROR && !in->error_from_puppet) {
        /* a return type mismatch: wrapped like any error of the call itself */
        ctx->unwind.message = ctx_sprintf(ctx, "Error while evaluating %s, %s",
                                          site->style == CALL_METHOD ? "a Method call" : "a Function Call",
                                          ctx->unwind.message);
        ctx->unwind.span = site->span;
        in->error_from_puppet = true;
    }
    return result;
}

/* A function of a module of the environment (a .pp function or a Ruby function's C
 * implementation), loaded on its first call (ctx->autoload); "Unknown function" when no module
 * defines it. Not kept at the call site: a loaded function is found by name from then on. */
static __attribute__((noinline)) Value call_module_function(Ctx *ctx, const CallSite *site, const CallSite *named,
                                                            const Value *args, size_t count, const Callable *block) {
    Interp *in = ctx->interp;
    const char *name = named->name;
    size_t len = strlen(name);
    for (int attempt = 0; attempt < 2; attempt++) {
        const NameEntry *e = name_table_find(&in->module_functions, name, len);
        if (e)
            return function_call_parsed(ctx, named, e->ptr, args, count, block);
        e = name_table_find(&in->functions, name, len);
        if (e)
            return call_user_function(ctx, site, e->ptr, args, count, block);
        if (attempt || !ctx->autoload)
            break;
        AutoloadResult loaded = ctx->autoload(ctx, AUTOLOAD_FUNCTION, name, site->span);
        if (loaded == AUTOLOAD_FAILED)
            return value_abrupt();
        if (loaded == AUTOLOAD_NONE)
            break;
    }
    return ctx_error(ctx, site->span, "Unknown function: '%s'.", site->name);
}

/* Calls the function site->name, a user function before a built-in one. `fn` is the call's
 * AST_NAME node, where what the name resolved to is kept for the next calls from there (or
 * NULL): a user function for the run, as none can be redefined; a built-in until a user
 * function is defined, which could take the name. */
static Value call_named_body(Ctx *ctx, const CallSite *site, const AstNode *fn, const Value *args, size_t count,
                             const Callable *block) {
    Interp *in = ctx->interp;
    const char *name = site->name;
    if (name[0] == ':' && name[1] == ':')
        name += 2;
    CallSite named = *site;
    named.name = name;
    if (fn && fn->as.string.callee) {
        if (fn->as.string.callee_defined == SIZE_MAX)
            return call_user_function(ctx, site, fn->as.string.callee, args, count, block);
        if (fn->as.string.callee_defined == in->functions.count)
            return function_call_parsed(ctx, &named, fn->as.string.callee, args, count, block);
    }
    AstNode *cache = (AstNode *)fn;
    const NameEntry *e = name_table_find(&in->functions, name, strlen(name));
    if (e) {
        if (cache) {
            cache->as.string.callee = e->ptr;
            cache->as.string.callee_defined = SIZE_MAX;
        }
        return call_user_function(ctx, site, e->ptr, args, count, block);
    }
    const ParsedFunction *pf = function_builtin(name);
    if (pf) {
        if (cache) {
            cache->as.string.callee = pf;
            cache->as.string.callee_defined = in->functions.count;
        }
        return function_call_parsed(ctx, &named, pf, args, count, block);
    }
    return call_module_function(ctx, site, &named, args, count, block);
}

/* call_named_body within a frame of the Puppet stack at the call (Runtime3Support#call_function
 * pushes one for every function Puppet code calls). */
static Value call_named(Ctx *ctx, const CallSite *site, const AstNode *fn, const Value *args, size_t count,
                        const Callable *block) {
    Interp *in = ctx->interp;
    PuppetFrame frame = { site->span, in->puppet_stack };
    in->puppet_stack = &frame;
    Value v = call_named_body(ctx, site, fn, args, count, block);
    in->puppet_stack = frame.next;
    return v;
}

Value call_function(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    return call_named(ctx, site, NULL, args, count, block);
}

static const Callable *make_lambda(Ctx *ctx, const AstNode *lambda) {
    if (!lambda)
        return NULL;
    Callable *c = ctx_calloc(ctx, 1, sizeof *c);
    c->kind = CALLABLE_LAMBDA;
    c->node = lambda;
    c->closure = ctx->interp->scope;
    c->name = "lambda";
    c->params = &lambda->as.lambda.params;
    c->return_type = lambda->as.lambda.return_type;
    c->body = lambda->as.lambda.body;
    return c;
}

/* The arguments of receiver.f(args): the receiver is unfolded like an argument (*$x.f passes
 * its elements). Out of line to keep eval_call's frame small on the recursion path. */
static __attribute__((noinline)) bool method_arguments(Ctx *ctx, const AstNode *node, Value **args, size_t *count) {
    AstList first = { (AstNode **)&node->as.call.receiver, 1 };
    Value *recv, *rest;
    size_t recv_count, rest_count;
    if (!eval_arguments(ctx, &first, NULL, &recv, &recv_count) ||
        !eval_arguments(ctx, &node->as.call.args, NULL, &rest, &rest_count))
        return false;
    Value *all = ctx_alloc(ctx, (recv_count + rest_count + 1) * sizeof *all);
    if (recv_count)
        memcpy(all, recv, recv_count * sizeof *all);
    if (rest_count)
        memcpy(all + recv_count, rest, rest_count * sizeof *all);
    *args = all;
    *count = recv_count + rest_count;
    return true;
}

static bool is_type_call(const AstNode *fn) {
    return fn->kind == AST_TYPE_REF || (fn->kind == AST_ACCESS && fn->as.access.target->kind == AST_TYPE_REF);
}

Value eval_call(Ctx *ctx, const AstNode *node) {
    const AstNode *fn = node->as.call.function;
    CallSite site;
    site.node = node;
    Value *args;
    size_t count;
    if (node->kind == AST_CALL_METHOD) {
        site.style = CALL_METHOD;
        site.span = node->span;   /* the parser's '.name' or '(...)' */
        site.name = fn->as.string.text;
        if (!method_arguments(ctx, node, &args, &count))
            return value_abrupt();
        /* an Object value's attribute or function comes before any function of that name
         * (eval_CallMethodExpression asks the receiver's type for the member first) */
        Value member;
        if (count > 0 && (args[0].kind == VAL_OBJECT || args[0].kind == VAL_URI) &&
            object_invoke(ctx, &site, args[0], args + 1, count - 1, make_lambda(ctx, node->as.call.lambda), &member))
            return member;
    } else {
        site.style = CALL_FUNCTION;
        site.span = node->span;
        if (is_type_call(fn)) {
            /* T(args) is new(T, args) */
            Value type;
            TRY(type = eval_node(ctx, fn));
            if (!eval_arguments(ctx, &node->as.call.args, &type, &args, &count))
                return value_abrupt();
            site.name = "new";
            return call_function(ctx, &site, args, count, make_lambda(ctx, node->as.call.lambda));
        }
        if (fn->kind != AST_NAME)
            return ctx_error(ctx, fn->span, "Illegal expression. %s is unacceptable as function name in a Function Call",
                             label_with_article(ctx, ast_kind_name(fn->kind), true));
        site.name = fn->as.string.text;
        if (!eval_arguments(ctx, &node->as.call.args, NULL, &args, &count))
            return value_abrupt();
    }
    return call_named(ctx, &site, fn, args, count, make_lambda(ctx, node->as.call.lambda));
}
