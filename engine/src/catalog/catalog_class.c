/* catalog_class.c: class, define and node definitions, and their instantiation.
 *
 * Follows the reference's Puppet::Resource::Type (evaluate_code, set_resource_parameters,
 * assign_defaults, instantiate_resource, ensure_in_catalog), Compiler#evaluate_classes and
 * #evaluate_ast_node, and Scope (class_scope, enclosing_scope, inherited_scope):
 *   - every definition of the program is known before it runs, nested ones named after their
 *     class ("outer::inner");
 *   - a class is declared once (include, require, contain, or `class { 'x': }`) and its body
 *     runs at once; a define instance's body runs later (catalog_compile.c);
 *   - a body's scope sees its own variables, then its parent class's (inherits), then the
 *     node scope or the top scope, never the scope that declared it; resource defaults,
 *     though, come from the declaring scope (or the parent class) outwards;
 *   - parameters: given values, then defaults (evaluated in the body's scope, in order), then
 *     one check of names, presence and types (TypeMismatchDescriber#validate_parameters);
 *   - a class is attached to its stage (Stage[main] unless `stage` says otherwise).
 */
#include "catalog/catalog_internal.h"
#include "env/env.h"

#include <string.h>

#include "eval/eval_internal.h"
#include "text/format.h"
#include "values/regex.h"
#include "support/strbuf.h"
#include "support/limits.h"
#include "types/type.h"

/* --- definitions --------------------------------------------------------------------------- */

/* The parser already qualifies nested definitions ("outer::inner"). */
static const char *qualified_name(Ctx *ctx, const char *outer, const char *name) {
    (void)outer;
    return catalog_downcase(ctx, name);
}

static Value register_definition(Ctx *ctx, const AstNode *def, const char *outer);

/* Registers the definitions nested in a class body (ILLEGAL_DEFINITION_LOCATION elsewhere is
 * the parser's validation). */
static Value register_nested(Ctx *ctx, const AstNode *body, const char *outer) {
    if (!body)
        return value_undef();
    if (body->kind != AST_BLOCK) {
        if (body->kind == AST_CLASS_DEF || body->kind == AST_DEFINE_DEF || body->kind == AST_NODE_DEF)
            return register_definition(ctx, body, outer);
        return value_undef();
    }
    for (size_t i = 0; i < body->as.list.items.count; i++) {
        const AstNode *n = body->as.list.items.items[i];
        if (n->kind == AST_CLASS_DEF || n->kind == AST_DEFINE_DEF || n->kind == AST_NODE_DEF)
            TRY(register_definition(ctx, n, outer));
    }
    return value_undef();
}

static const char *regex_node_name(Ctx *ctx, const char *source) {
    /* "__node_regexp__" + source.downcase.gsub(/[^-\w:.]/, '').sub(/^\.+/, '') */
    StrBuf sb;
    strbuf_init(&sb, ctx);
    strbuf_append_cstr(&sb, "__node_regexp__");
    bool leading = true;
    for (const char *p = source; *p; p++) {
        char c = *p >= 'A' && *p <= 'Z' ? (char)(*p + 32) : *p;
        bool word = (c >= 'a' && c <= 'z') || (c >= '0' && c <= '9') || c == '_' || (unsigned char)c >= 0x80;
        if (!(word || c == '-' || c == ':' || c == '.'))
            continue;
        if (leading && c == '.')
            continue;
        leading = false;
        strbuf_append_char(&sb, c);
    }
    return strbuf_finish(&sb)->bytes;
}

/* TypeCollection#dupe_check: a Puppet::ParseError at the new definition's line (printed
 * without prefix); `format` takes the name and the old definition's location. */
static Value duplicate_definition(Ctx *ctx, const AstNode *def, const CatDefinition *old, const char *format,
                                  const char *name) {
    uint32_t old_line = old->node ? old->node->span.line : 0;
    SrcSpan at = span_none();
    at.line = def->span.line;
    ctx_error(ctx, at, format, name, old_line ? ctx_sprintf(ctx, " (line: %u)", old_line) : "");
    ctx->unwind.error_kind = PUPPET_ERROR_NONE;
    return value_abrupt();
}

static Value register_node(Ctx *ctx, const AstNode *def) {
    Catalog *cat = catalog_of(ctx);
    const AstList *matches = &def->as.node_def.matches;
    for (size_t i = 0; i < matches->count; i++) {
        const AstNode *m = matches->items[i];
        const char *name;
        if (m->kind == AST_DEFAULT)
            name = "default";
        else if (m->kind == AST_REGEX)
            name = regex_node_name(ctx, m->as.string.text);
        else
            name = catalog_downcase(ctx, m->as.string.text);
        for (size_t k = 0; k < cat->node_def_count; k++)
            if (strcmp(cat->node_defs[k]->name, name) == 0)
                return duplicate_definition(ctx, def, cat->node_defs[k], "Node '%s' is already defined%s; cannot redefine",
                                            name);
        const NameEntry *klass = name_table_find(&cat->class_defs, name, strlen(name));
        if (klass)
            return duplicate_definition(ctx, def, klass->ptr,
                                        "Class '%s' is already defined%s; cannot be redefined as a node", name);
        CatDefinition *d = ctx_calloc(ctx, 1, sizeof *d);
        d->kind = CAT_NODE;
        d->name = name;
        d->node = def;
        d->match = m;
        if (cat->node_def_count == cat->node_def_capacity) {
            size_t n = cat->node_def_capacity ? cat->node_def_capacity * 2 : 4;
            cat->node_defs = ctx_realloc(ctx, cat->node_defs, cat->node_def_capacity * sizeof *cat->node_defs,
                                         n * sizeof *cat->node_defs);
            cat->node_def_capacity = n;
        }
        cat->node_defs[cat->node_def_count++] = d;
    }
    return value_undef();
}

static Value register_definition(Ctx *ctx, const AstNode *def, const char *outer) {
    Catalog *cat = catalog_of(ctx);
    if (def->kind == AST_NODE_DEF)
        return register_node(ctx, def);
    bool is_class = def->kind == AST_CLASS_DEF;
    const char *name = qualified_name(ctx, outer, def->as.definition.name);
    NameTable *table = is_class ? &cat->class_defs : &cat->define_defs;
    /* TypeCollection#add_hostclass / #add_definition: the same table first, then the other */
    NameTable *other = is_class ? &cat->define_defs : &cat->class_defs;
    const NameEntry *e = name_table_find(table, name, strlen(name));
    if (e && is_class)
        return duplicate_definition(ctx, def, e->ptr, "Class '%s' is already defined%s; cannot redefine", name);
    if (e) {
        /* the loader sees a second define first, as a second function (eval_call.c) */
        const AstNode *old = ((const CatDefinition *)e->ptr)->node;
        const char *source = ctx->options->source_name ? ctx->options->source_name : "main.pp";
        ctx_error(ctx, span_none(), "Attempt to redefine entity 'http://puppet.com/2016.1/runtime/type/%s'. "
                  "Originally set at file://%s?line=%u&pos=%u.", name, source, old->span.line, old->span.column);
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        return value_abrupt();
    }
    e = name_table_find(other, name, strlen(name));
    if (e)
        return duplicate_definition(ctx, def, e->ptr,
                                    is_class ? "Definition '%s' is already defined%s; cannot be redefined as a class"
                                             : "'%s' is already defined%s as a class; cannot redefine as a definition",
                                    name);
    if (is_class) {
        for (size_t k = 0; k < cat->node_def_count; k++)
            if (strcmp(cat->node_defs[k]->name, name) == 0)
                return duplicate_definition(ctx, def, cat->node_defs[k],
                                            "Node '%s' is already defined%s; cannot be redefined as a class", name);
    }
    CatDefinition *d = ctx_calloc(ctx, 1, sizeof *d);
    d->kind = is_class ? CAT_CLASS : CAT_DEFINED;
    d->name = name;
    d->node = def;
    d->parent_name = def->as.definition.parent ? catalog_downcase(ctx, def->as.definition.parent) : NULL;
    name_table_put(ctx, table, name, strlen(name))->ptr = d;
    /* Resource::Type#warn_if_metaparam: a metaparameter name as a parameter */
    const AstList *params = &def->as.definition.params;
    for (size_t i = 0; i < params->count; i++) {
        const AstNode *p = params->items[i];
        if (!resource_type_is_metaparam(p->as.param.name))
            continue;
        if (!p->as.param.default_value) {
            ctx_error(ctx, span_none(), "%s is a metaparameter; please choose another parameter name in the %s definition",
                      p->as.param.name, name);
            ctx->unwind.error_kind = PUPPET_ERROR_NONE;
            return value_abrupt();
        }
        ctx_warn(ctx, span_none(), "%s is a metaparam; this value will inherit to all contained resources in the %s definition",
                 p->as.param.name, name);
    }
    if (is_class)
        return register_nested(ctx, def->as.definition.body, name);
    return value_undef();
}

Value catalog_register_definitions(Ctx *ctx, const AstNode *program) {
    /* the catalog checks (catalog_validate) ran with the expression checks (eval_validate) */
    const AstList *items = &program->as.list.items;
    for (size_t i = 0; i < items->count; i++) {
        const AstNode *n = items->items[i];
        if (n->kind == AST_CLASS_DEF || n->kind == AST_DEFINE_DEF || n->kind == AST_NODE_DEF)
            TRY(register_definition(ctx, n, NULL));
    }
    return value_undef();
}

/* The class or define of that name, autoloaded when it is not known yet. */
static const CatDefinition *find_definition(Ctx *ctx, const char *name, bool is_class) {
    Catalog *cat = catalog_of(ctx);
    cat->load_failed = false;
    const char *lower = catalog_downcase(ctx, name);
    NameTable *table = is_class ? &cat->class_defs : &cat->define_defs;
    const NameEntry *e = name_table_find(table, lower, strlen(lower));
    if (e)
        return e->ptr;
    if (value_is_abrupt(catalog_autoload(ctx, lower, is_class))) {
        cat->load_failed = true;
        return NULL;
    }
    e = name_table_find(table, lower, strlen(lower));
    return e ? e->ptr : NULL;
}

const CatDefinition *catalog_find_class(Ctx *ctx, const char *name) {
    return find_definition(ctx, name, true);
}

const CatDefinition *catalog_find_define(Ctx *ctx, const char *name) {
    return find_definition(ctx, name, false);
}

bool catalog_load_failed(Ctx *ctx) {
    return catalog_of(ctx)->load_failed;
}

/* --- scopes -------------------------------------------------------------------------------- */

/* Scope#enclosing_scope: where a body declared from `frame` looks variables up after its own
 * (and its parent classes'): the node scope or the top scope. */
static Scope *enclosing_scope(Ctx *ctx, CatFrame *frame) {
    Catalog *cat = catalog_of(ctx);
    for (CatFrame *f = frame; f; f = f->parent)
        if (f == cat->top || f == cat->node_frame)
            return f->scope;
    return cat->top->scope;
}

/* The frame of a class's body once it runs (Scope#class_scope), or NULL. */
static CatFrame *class_frame(Ctx *ctx, const char *name) {
    Catalog *cat = catalog_of(ctx);
    const NameEntry *e = name_table_find(&cat->class_frames, name, strlen(name));
    return e ? (CatFrame *)e->ptr : NULL;
}

/* --- parameters ---------------------------------------------------------------------------- */

static const AstList *def_params(const CatDefinition *d) {
    static const AstList none = { NULL, 0 };
    if (!d->node || d->kind == CAT_NODE)
        return &none;
    return &d->node->as.definition.params;
}

static const AstNode *find_param_node(const CatDefinition *d, const char *name) {
    const AstList *params = def_params(d);
    for (size_t i = 0; i < params->count; i++)
        if (strcmp(params->items[i]->as.param.name, name) == 0)
            return params->items[i];
    return NULL;
}

/* The subject of parameter messages: "Class[Foo]", "Apache::Vhost[site]". */
static const char *subject_of(Ctx *ctx, const CatResource *r) {
    return catalog_ref_text(ctx, r->type, r->title);
}

/* describe_struct_signature + validate_parameters over the parameters bound in `scope`. */
static bool validate_bound(Ctx *ctx, CatResource *r, Scope *scope, SrcSpan where) {
    const CatDefinition *d = r->definition;
    StrBuf errors;
    strbuf_init(&errors, ctx);
    size_t count = 0;
    const char *single = NULL;
    /* names that are neither a parameter, a metaparameter nor `name`; the definition's names in
     * a table when there are many (60,000 attributes against as many parameters) */
    const AstList *declared = def_params(d);
    NameTable declared_names = { 0 };
    bool indexed = declared->count > 16 && r->params.count > 16;
    for (size_t i = 0; indexed && i < declared->count; i++) {
        const char *name = declared->items[i]->as.param.name;
        name_table_put(ctx, &declared_names, name, strlen(name));
    }
    for (size_t i = 0; i < r->params.count; i++) {
        const char *name = r->params.items[i].name;
        bool is_param = indexed ? name_table_find(&declared_names, name, strlen(name)) != NULL
                                : find_param_node(d, name) != NULL;
        if (strcmp(name, "name") == 0 || strcmp(name, "title") == 0 || resource_type_is_metaparam(name) || is_param)
            continue;
        const char *msg = ctx_sprintf(ctx, " has no parameter named '%s'", name);
        strbuf_printf(&errors, "\n%s", msg);
        single = msg;
        count++;
    }
    const AstList *params = def_params(d);
    for (size_t i = 0; i < params->count; i++) {
        const AstNode *p = params->items[i];
        const char *name = p->as.param.name;
        Value v;
        bool given = name_table_find(&scope->vars, name, strlen(name)) != NULL;
        if (!given) {
            if (p->as.param.default_value)
                continue;
            const char *msg = ctx_sprintf(ctx, " expects a value for parameter '%s'", name);
            strbuf_printf(&errors, "\n%s", msg);
            single = msg;
            count++;
            continue;
        }
        if (!p->as.param.type)
            continue;
        scope_lookup(scope, name, &v);
        const Type *t = eval_type_expression(ctx, p->as.param.type);
        if (!t)
            return false;
        if (type_is_instance(ctx, t, v))
            continue;
        const char *invalid = type_instance_error(ctx);
        if (invalid && r->kind == CAT_DEFINED) {
            /* a define's body runs after the evaluation, where the reference's compiler
             * reports the Ruby error itself, unlocated */
            ctx_error(ctx, span_none(), "Puppet::Parser::Compiler failed with error RegexpError: %s", invalid);
            ctx->unwind.error_kind = PUPPET_ERROR_NONE;
            return false;
        }
        if (invalid) {
            catalog_runtime_error(ctx, where, "%s", invalid);
            return false;
        }
        const char *msg = ctx_sprintf(ctx, " parameter '%s' %s", name, type_mismatch_message(ctx, t, v));
        strbuf_printf(&errors, "\n%s", msg);
        single = msg;
        count++;
    }
    if (count == 0)
        return true;
    const char *text = strbuf_finish(&errors)->bytes;
    if (count == 1)
        catalog_runtime_error(ctx, where, "%s", ctx_sprintf(ctx, "%s:%s", subject_of(ctx, r), single));
    else
        catalog_runtime_error(ctx, where, "%s", ctx_sprintf(ctx, "%s:%s", subject_of(ctx, r), text));
    return false;
}

/* The guard of a binding's defaults: which parameters are unset when the defaults start, worked
 * out once per binding, since a define such as apache::vhost has hundreds of parameters with
 * defaults and a list per default read from the resource would cost the square of that. */
typedef struct {
    size_t *required;       /* parameters with no default and no value, in order */
    size_t required_count;
    size_t *unset;          /* parameters with no value (or undef) when the defaults start */
    size_t unset_count;
    size_t *unbound;        /* parameters given nothing (one given undef reads as undef) */
    size_t unbound_count;
    size_t next_unbound;    /* the first of them after the default being evaluated */
    AstList pending;        /* the list the guard of one default reads, refilled per default */
    AstNode at;             /* the default's parameter, placed at the declaration */
    Callable guard;
} DefaultsGuard;

static DefaultsGuard *defaults_guard_new(Ctx *ctx, CatResource *r, const AstList *params) {
    DefaultsGuard *g = ctx_alloc(ctx, sizeof *g);
    memset(g, 0, sizeof *g);
    g->guard = (Callable){ .kind = CALLABLE_FUNCTION, .node = &g->at, .name = subject_of(ctx, r),
                           .params = &g->pending };
    g->required = ctx_alloc(ctx, params->count * sizeof *g->required);
    g->unset = ctx_alloc(ctx, params->count * sizeof *g->unset);
    g->unbound = ctx_alloc(ctx, params->count * sizeof *g->unbound);
    g->pending.items = ctx_alloc(ctx, params->count * sizeof *g->pending.items);
    for (size_t k = 0; k < params->count; k++) {
        const CatParam *given = catalog_param(r, params->items[k]->as.param.name);
        if (!params->items[k]->as.param.default_value && !given)
            g->required[g->required_count++] = k;
        if (!given || given->value.kind == VAL_UNDEF)
            g->unset[g->unset_count++] = k;
        if (!given)
            g->unbound[g->unbound_count++] = k;
    }
    return g;
}

/* Evaluates the default of params[i], i = g->unset[u], as the reference's ParameterScope does:
 * reading this parameter or a later one that has no value yet fails ("Class[Foo]: default
 * expression for $a tries to illegally access not yet evaluated $b"). The evaluator's guard for
 * function defaults (Interp.defaults_of) does the check, over a Callable holding first the
 * earlier parameters that have no value ("expects a value"), then params[i] and the later
 * parameters given nothing (one given undef reads as undef, and gets its default after), named
 * as the resource and placed at the declaration. */
static Value eval_default(Ctx *ctx, const AstList *params, DefaultsGuard *g, size_t u, SrcSpan where) {
    Interp *in = ctx->interp;
    size_t i = g->unset[u];
    /* the guard's list is filled for each default: counted, as it grows with the parameters */
    ctx_charge(ctx, params->count / 16);
    g->pending.count = 0;
    for (size_t k = 0; k < g->required_count && g->required[k] < i; k++)
        g->pending.items[g->pending.count++] = params->items[g->required[k]];
    size_t required_before = g->pending.count;
    g->pending.items[g->pending.count++] = params->items[i];
    while (g->next_unbound < g->unbound_count && g->unbound[g->next_unbound] <= i)
        g->next_unbound++;
    for (size_t k = g->next_unbound; k < g->unbound_count; k++)
        g->pending.items[g->pending.count++] = params->items[g->unbound[k]];
    g->at = *params->items[i];
    g->at.span = where;
    g->guard.required_before = required_before;
    const Callable *saved_of = in->defaults_of;
    size_t saved_from = in->defaults_from;
    in->defaults_of = &g->guard;
    in->defaults_from = required_before;
    Value v = eval_node(ctx, params->items[i]->as.param.default_value);
    bool guard_failed = in->defaults_from == SIZE_MAX;
    in->defaults_of = saved_of;
    in->defaults_from = saved_from;
    if (value_is_abrupt(v) && guard_failed)
        in->error_from_puppet = false;   /* an error of the declaration: wrapped there */
    else if (value_is_abrupt(v) && ctx->unwind.kind == UNWIND_ERROR)
        in->error_from_puppet = true;    /* the default's own error, where it happened (not
                                          * "Error while evaluating a Function Call" of include) */
    return v;
}

_Thread_local CatalogParameterLookup catalog_parameter_lookup;

/* inject_external_parameters: for a class, each parameter given no value (or undef) is looked
 * up as `<class>::<param>`; what is found is given to the class, except an undef that would
 * replace a default. */
static bool inject_external_parameters(Ctx *ctx, CatResource *r, Scope *scope, SrcSpan where) {
    const CatDefinition *d = r->definition;
    if (r->kind != CAT_CLASS || !catalog_parameter_lookup)
        return true;
    const AstList *params = def_params(d);
    for (size_t i = 0; i < params->count; i++) {
        const AstNode *p = params->items[i];
        const char *pname = p->as.param.name;
        const CatParam *given = catalog_param(r, pname);
        if (given && given->value.kind != VAL_UNDEF)
            continue;
        bool found;
        Value v;
        if (!catalog_parameter_lookup(ctx, scope, d->name, pname, &found, &v))
            return false;
        if (!found || (v.kind == VAL_UNDEF && p->as.param.default_value))
            continue;
        CatParam np = { pname, v, 0, d, false, false };
        if (!catalog_set_param(ctx, r, np, where))
            return false;
    }
    return true;
}

/* The name of the module a definition was loaded from (Puppet::Resource::Type#module_name), or
 * undef for the main manifest's. */
static Value module_of(Ctx *ctx, const CatDefinition *d) {
    /* Resource::Type#module_name: a type outside modules (the site manifest's, main) has "" */
    if (!d || !d->node || !d->node->span.file)
        return value_cstring(ctx, "");
    const EnvModule *m = env_module_of_file(ctx, d->node->span.file->path);
    return value_cstring(ctx, m ? m->name : "");
}

/* Whether v holds a type (a resource reference becomes another value in the 3.x form). */
static bool holds_type(Value v, int depth) {
    if (v.kind == VAL_TYPE)
        return true;
    if (depth > MAX_DATA_DEPTH)
        return false;
    if (v.kind == VAL_ARRAY)
        for (size_t i = 0; i < v.as.array->count; i++)
            if (holds_type(v.as.array->items[i], depth + 1))
                return true;
    if (v.kind == VAL_HASH)
        for (size_t i = 0; i < v.as.hash->count; i++)
            if (holds_type(hash_entry_at(v.as.hash, i)->value, depth + 1))
                return true;
    return false;
}

/* The variable of parameter p, whose value is v: its 3.x form, a copy of v's arrays and hashes
 * as the reference's resource holds them since the declaration. The parameter takes that copy
 * as well (bound), so that a template that changes the variable's array in place changes the
 * resource's parameter as the reference's one Ruby object does (erb/rb_identity.c); a value
 * holding a resource reference keeps its own form in the resource. */
static Value bound_value(Ctx *ctx, CatParam *p, Value v) {
    Value converted = catalog_value_3x(ctx, v);
    if ((converted.kind == VAL_ARRAY || converted.kind == VAL_HASH) && !holds_type(converted, 0)) {
        p->value = converted;
        p->bound = true;
    }
    return converted;
}

/* set_resource_parameters: $title, $name, the given parameters (and those found by automatic
 * parameter lookup), the defaults (also recorded on the resource), then the check. Runs in the
 * body's scope (ctx->interp->scope). */
static bool bind_parameters(Ctx *ctx, CatResource *r, SrcSpan where) {
    Scope *scope = ctx->interp->scope;
    const CatDefinition *d = r->definition;
    bool is_class = r->kind == CAT_CLASS || r->kind == CAT_NODE;
    const char *title = r->title;
    const CatParam *name_param = catalog_param(r, "name");
    const char *name = name_param && name_param->value.kind == VAL_STRING ? name_param->value.as.string->bytes : title;
    if (is_class) {
        title = catalog_downcase(ctx, title);
        name = catalog_downcase(ctx, name);
    }
    scope_set(ctx, scope, "title", value_cstring(ctx, title));
    scope_set(ctx, scope, "name", value_cstring(ctx, name));
    /* BUILT_IN_VARS: the module of the definition and of the scope that declared it, "" outside
     * modules (as the reference's types of the site manifest and main have) */
    scope_set(ctx, scope, "module_name", module_of(ctx, d));
    scope_set(ctx, scope, "caller_module_name", module_of(ctx, r->frame ? r->frame->source : NULL));
    if (!inject_external_parameters(ctx, r, scope, where))
        return false;
    for (size_t i = 0; i < r->params.count; i++) {
        CatParam *p = &r->params.items[i];
        if (strcmp(p->name, "name") == 0 || strcmp(p->name, "title") == 0)
            continue;
        scope_set(ctx, scope, p->name, bound_value(ctx, p, p->value));
    }
    const AstList *params = def_params(d);
    DefaultsGuard *guard = defaults_guard_new(ctx, r, params);
    for (size_t u = 0; u < guard->unset_count; u++) {
        const AstNode *p = params->items[guard->unset[u]];
        const char *pname = p->as.param.name;
        if (!p->as.param.default_value)
            continue;
        Value v = eval_default(ctx, params, guard, u, where);
        if (value_is_abrupt(v))
            return false;
        CatParam np = { pname, v, 0, d, false, false };
        if (!catalog_set_param(ctx, r, np, where))
            return false;
        CatParam *set = catalog_params_find(&r->params, pname);
        scope_set(ctx, scope, pname, set ? bound_value(ctx, set, v) : catalog_value_3x(ctx, v));
    }
    if (!validate_bound(ctx, r, scope, where))
        return false;
    /* then Scope#setvar of each parameter refuses the reserved names, a Puppet::Error at the
     * definition's line (exceptwrap), printed without prefix */
    for (size_t i = 0; i < params->count; i++) {
        const char *pname = params->items[i]->as.param.name;
        if (strcmp(pname, "facts") != 0 && strcmp(pname, "trusted") != 0 && strcmp(pname, "server_facts") != 0)
            continue;
        SrcSpan at = span_none();
        at.line = d->node ? d->node->span.line : 0;
        ctx_error(ctx, at, "Attempt to assign to a reserved variable name: '%s'", pname);
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        ctx->interp->error_from_puppet = true;   /* not wrapped by the include that got here */
        return false;
    }
    return true;
}

/* --- evaluating bodies --------------------------------------------------------------------- */

/* Runs the body of r's definition in a new scope under `var_parent` (variables) with a frame
 * under `frame_parent` (defaults), with the match variables `match` visible. */
static Value run_body(Ctx *ctx, CatResource *r, Scope *var_parent, CatFrame *frame_parent,
                      const MatchData *match, SrcSpan where, CatFrame **frame_out) {
    Interp *in = ctx->interp;
    Catalog *cat = catalog_of(ctx);
    Scope *scope = scope_new(ctx, var_parent, SCOPE_LOCAL);
    scope->name = r->definition->name;
    CatFrame *frame = catalog_new_frame(ctx, scope, frame_parent, r, r->definition);
    if (r->kind == CAT_CLASS) {
        CatFrame *parent_frame = frame_parent;
        const CatDefinition *parent = catalog_parent_def(ctx, r->definition);
        if (parent && parent_frame && parent_frame->resource && parent_frame->resource->definition == parent)
            frame->inherited = parent_frame;
    }
    if (r->kind == CAT_CLASS || r->kind == CAT_NODE)
        name_table_put(ctx, &cat->class_frames, r->definition->name, strlen(r->definition->name))->ptr = frame;
    if (r->kind == CAT_NODE)
        cat->node_frame = frame;
    if (frame_out)
        *frame_out = frame;
    Scope *saved_scope = in->scope;
    const MatchData *saved_match = in->match, *saved_top_match = in->top_match;
    /* Scope#lookupvar: a body without match data of its own reads $n in its enclosing (top)
     * scope, whose match data are the caller's when top-level code (or a lambda in it) runs */
    const Scope *s = in->scope;
    while (s && s->kind == SCOPE_LAMBDA)
        s = s->parent;
    if (s == in->top || (cat->node_frame && s == cat->node_frame->scope))
        in->top_match = in->match;   /* a node's scope encloses what it includes */
    in->scope = scope;
    in->match = match ? match : frame->inherited ? frame->inherited->match_after : in->top_match;
    ctx->depth++;
    if (ctx->depth > ctx->max_depth) {
        ctx->current_span = where;
        ctx_exhausted(ctx, "Evaluation stopped: the call depth limit was reached");
    }
    Value result = value_undef();
    if (!bind_parameters(ctx, r, where)) {
        result = value_abrupt();
    } else if (r->kind == CAT_CLASS) {
        result = catalog_attach_to_stage(ctx, r, where);
    }
    bool evaluated_body = !value_is_abrupt(result);
    if (evaluated_body) {
        in->error_from_puppet = true;
        const AstNode *body = r->kind == CAT_NODE ? r->definition->node->as.node_def.body
                                                  : r->definition->node->as.definition.body;
        result = eval_block(ctx, body);
        frame->match_after = in->match;
        if (value_is_abrupt(result) && ctx->unwind.kind == UNWIND_ERROR)
            in->error_from_puppet = true;
    }
    ctx->depth--;
    in->scope = saved_scope;
    in->match = saved_match;
    in->top_match = saved_top_match;
    if (value_is_abrupt(result) && r->kind != CAT_NODE && !(r->kind == CAT_DEFINED && !evaluated_body) &&
        (ctx->unwind.kind == UNWIND_RETURN || ctx->unwind.kind == UNWIND_NEXT)) {
        /* return() and next() end a class or define body (a class's also from a parameter
         * default), as the reference's evaluate_code catches them; not a node's */
        ctx_clear_unwind(ctx);
        return value_undef();
    }
    if (value_is_abrupt(result) && ctx->unwind.kind != UNWIND_ERROR) {
        /* break out of a body: the reference's message for the top level */
        return result;
    }
    return value_is_abrupt(result) ? result : value_undef();
}

Value catalog_attach_to_stage(Ctx *ctx, CatResource *r, SrcSpan where) {
    const CatParam *own = catalog_param(r, "stage");
    Value stage_value = own ? own->value : value_undef();
    if (stage_value.kind == VAL_UNDEF && r->frame && r->frame->resource) {
        const CatParam *outer = catalog_param(r->frame->resource, "stage");
        if (outer)
            stage_value = outer->value;
    }
    const char *stage_name = stage_value.kind == VAL_STRING ? stage_value.as.string->bytes : "main";
    CatResource *stage = catalog_find(ctx, "Stage", stage_name);
    if (!stage)
        return catalog_runtime_error(ctx, where, "%s",
                                     ctx_sprintf(ctx, "Could not find stage %s specified by %s", stage_name,
                                                 subject_of(ctx, r)));
    if (!own && strcmp(stage_name, "main") != 0)
        catalog_set_param(ctx, r, (CatParam){ "stage", value_cstring(ctx, stage_name), 0, r->definition, false, false }, where);
    catalog_add_edge(ctx, stage, r);
    return value_undef();
}

/* Whether following d's `inherits` never ends (Floyd's walk: the chain may loop above d). */
static bool inherits_in_cycle(Ctx *ctx, const CatDefinition *d) {
    const CatDefinition *slow = d, *fast = d;
    for (;;) {
        fast = catalog_parent_def(ctx, fast);
        if (fast)
            fast = catalog_parent_def(ctx, fast);
        if (!fast)
            return false;
        slow = catalog_parent_def(ctx, slow);
        if (slow == fast)
            return true;
    }
}

Value catalog_instantiate_class(Ctx *ctx, CatResource *r, CatFrame *frame, SrcSpan where) {
    Catalog *cat = catalog_of(ctx);
    const CatDefinition *d = r->definition;
    if (d->parent_name && inherits_in_cycle(ctx, d)) {
        /* the reference recurses through ensure_in_catalog until Ruby's SystemStackError,
         * which puppet apply reports unlocated as it stops ("Could not run: ...") */
        ctx_error(ctx, span_none(), "Could not run: stack level too deep");
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        ctx->interp->error_from_puppet = true;
        return value_abrupt();
    }
    if (d->parent_name) {
        const CatDefinition *parent = catalog_find_class(ctx, d->parent_name);
        if (!parent && catalog_load_failed(ctx))
            return value_abrupt();
        if (!parent) {
            /* a Puppet::ParseError located at the class definition: printed as is */
            SrcSpan at = span_none();
            at.line = d->node ? d->node->span.line : 0;
            ctx_error(ctx, at, "Could not find parent resource type '::%s' of type hostclass in production", d->parent_name);
            ctx->unwind.error_kind = PUPPET_ERROR_NONE;
            ctx->interp->error_from_puppet = true;
            return value_abrupt();
        }
        if (!catalog_find(ctx, "Class", catalog_capitalize(ctx, parent->name)) &&
            !catalog_ensure_class(ctx, parent, frame, where))
            return value_abrupt();
    }
    /* instantiate_resource: the catalog takes the tags of each class declared */
    catalog_tags_merge(ctx, &cat->tags, &r->tags);
    return value_undef();
}

CatResource *catalog_ensure_class(Ctx *ctx, const CatDefinition *d, CatFrame *frame, SrcSpan where) {
    const char *title = catalog_capitalize(ctx, d->name);
    CatResource *r = catalog_find(ctx, "Class", title);
    if (r)
        return r;
    r = catalog_new_resource(ctx, CAT_CLASS, "Class", title);
    r->definition = d;
    r->self_sourced = true;
    catalog_tag(ctx, r, "class", where);
    catalog_tag_if_valid(ctx, r, d->name);
    if (value_is_abrupt(catalog_instantiate_class(ctx, r, frame, where)))
        return NULL;
    if (!catalog_add(ctx, r, frame, where))
        return NULL;
    return r;
}

Value catalog_evaluate_class(Ctx *ctx, CatResource *r, SrcSpan where) {
    if (r->evaluated)
        return value_undef();
    r->evaluated = true;
    /* finish_evaluation: the tags of the declaring scope's resource */
    if (r->frame)
        catalog_merge_tags(ctx, r, r->frame->resource);
    /* evaluate_parent_type: the parent's body first; the child's scope is under the parent's */
    CatFrame *parent_frame = NULL;
    const CatDefinition *parent = catalog_parent_def(ctx, r->definition);
    if (parent) {
        CatResource *pr = catalog_find(ctx, "Class", catalog_capitalize(ctx, parent->name));
        if (pr) {
            TRY(catalog_evaluate_class(ctx, pr, where));
            parent_frame = class_frame(ctx, parent->name);
        }
    }
    catalog_add_class_name(ctx, r->definition->name);
    Scope *vars = parent_frame ? parent_frame->scope : enclosing_scope(ctx, r->frame);
    CatFrame *dyn = parent_frame ? parent_frame : r->frame;
    return run_body(ctx, r, vars, dyn, NULL, where, NULL);
}

Value catalog_evaluate_define(Ctx *ctx, CatResource *r) {
    if (r->evaluated)
        return value_undef();
    r->evaluated = true;
    if (r->frame)
        catalog_merge_tags(ctx, r, r->frame->resource);
    SrcSpan where = span_none();
    where.line = r->line;
    return run_body(ctx, r, enclosing_scope(ctx, r->frame), r->frame, NULL, where, NULL);
}

/* --- include, require, contain ------------------------------------------------------------- */

Value catalog_include(Ctx *ctx, const Value *names, size_t count, CatInclusion how, SrcSpan where) {
    CatFrame *frame = catalog_current_frame(ctx);
    const CatDefinition **defs = ctx_alloc(ctx, (count ? count : 1) * sizeof *defs);
    CatResource **resources = ctx_alloc(ctx, (count ? count : 1) * sizeof *resources);
    bool *fresh = ctx_calloc(ctx, count ? count : 1, sizeof *fresh);
    /* evaluate_classes: every class found and put in the catalog first, then the new ones
     * evaluated, in order */
    for (size_t i = 0; i < count; i++) {
        const char *lower = catalog_downcase(ctx, names[i].as.string->bytes);
        defs[i] = catalog_find_class(ctx, lower);
        if (!defs[i] && catalog_load_failed(ctx))
            return value_abrupt();
        if (!defs[i]) {
            const char *node = ctx->options->node_name ? ctx->options->node_name : "playground.example.com";
            return catalog_runtime_error(ctx, where, "%s", ctx_sprintf(ctx, "Could not find class ::%s for %s", lower, node));
        }
    }
    for (size_t i = 0; i < count; i++) {
        CatFrame *existing = class_frame(ctx, defs[i]->name);
        if (existing) {
            resources[i] = existing->resource;
            continue;
        }
        resources[i] = catalog_ensure_class(ctx, defs[i], frame, where);
        if (!resources[i])
            return value_abrupt();
        fresh[i] = true;
    }
    for (size_t i = 0; i < count; i++)
        if (fresh[i])
            TRY(catalog_evaluate_class(ctx, resources[i], where));
    ArrayBuilder result;
    array_builder_init(&result);
    for (size_t i = 0; i < count; i++) {
        const CatDefinition *d = defs[i];
        if (how == CAT_REQUIRE) {
            CatResource *self = frame->resource;
            CatParam *p = catalog_param(self, "require");
            ArrayBuilder b;
            array_builder_init(&b);
            if (p && p->value.kind == VAL_ARRAY) {
                for (size_t k = 0; k < p->value.as.array->count; k++)
                    array_builder_push(ctx, &b, p->value.as.array->items[k]);
            } else if (p && p->value.kind != VAL_UNDEF) {
                array_builder_push(ctx, &b, p->value);
            }
            array_builder_push(ctx, &b, value_from_type(type_class(ctx, d->name)));
            CatParam np = { "require", array_builder_finish(ctx, &b), where.line, frame->source, false, false };
            if (!catalog_set_param(ctx, self, np, where))
                return value_abrupt();
        } else if (how == CAT_CONTAIN) {
            if (!catalog_has_edge(ctx, frame->resource, resources[i]))
                catalog_add_edge(ctx, frame->resource, resources[i]);
        }
        array_builder_push(ctx, &result, value_from_type(type_class(ctx, d->name)));
    }
    return array_builder_finish(ctx, &result);
}

/* --- nodes --------------------------------------------------------------------------------- */

Value catalog_evaluate_node(Ctx *ctx) {
    Catalog *cat = catalog_of(ctx);
    if (!cat->node_def_count)
        return value_undef();
    const char *node_name = ctx->options->node_name ? ctx->options->node_name : "playground.example.com";
    const char *lower = catalog_downcase(ctx, node_name);
    const CatDefinition *found = NULL;
    const MatchData *match = NULL;
    /* TypeCollection#node: the exact name, then the regexps in order, then default */
    for (size_t i = 0; i < cat->node_def_count && !found; i++) {
        const CatDefinition *d = cat->node_defs[i];
        if (d->match->kind != AST_REGEX && d->match->kind != AST_DEFAULT && strcmp(d->name, lower) == 0)
            found = d;
    }
    for (size_t i = 0; i < cat->node_def_count && !found; i++) {
        const CatDefinition *d = cat->node_defs[i];
        if (d->match->kind != AST_REGEX)
            continue;
        const char *error = NULL;
        const Regexp *re = regex_compile(ctx, d->match->as.string.text, d->match->as.string.len, &error);
        if (!re)
            return ctx_error(ctx, d->match->span, "%s", error);
        const MatchData *m = regex_match(ctx, re, str_from_cstr(ctx, lower));
        if (m) {
            found = d;
            match = m;
        }
    }
    for (size_t i = 0; i < cat->node_def_count && !found; i++)
        if (cat->node_defs[i]->match->kind == AST_DEFAULT)
            found = cat->node_defs[i];
    if (!found) {
        ctx_error(ctx, span_none(), "Could not find node statement with name 'default' or '%s'", lower);
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        return value_abrupt();
    }
    CatResource *r = catalog_new_resource(ctx, CAT_NODE, "Node", found->name);
    r->definition = found;
    SrcSpan where = found->node->span;
    catalog_tag(ctx, r, "node", where);
    catalog_tag_if_valid(ctx, r, found->name);
    if (!catalog_add(ctx, r, cat->top, where))
        return value_abrupt();
    r->evaluated = true;
    catalog_tags_merge(ctx, &cat->tags, &r->tags);
    catalog_merge_tags(ctx, r, cat->main);
    catalog_add_class_name(ctx, found->name);
    CatFrame *frame = NULL;
    Value v = run_body(ctx, r, cat->top->scope, cat->top, match, where, &frame);
    (void)frame;
    return v;
}
