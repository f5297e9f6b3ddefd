/* rb_puppet.c: where template Ruby meets Puppet, as the reference's template wrapper
 * (Puppet::Parser::TemplateWrapper) and scope (Puppet::Parser::Scope) give it:
 *   - values: Puppet's values as Ruby sees them (undef is nil, default is :default, strings are
 *     frozen, Sensitive, types, time and version values stay Puppet objects) and back;
 *   - self: @name is the calling scope's variable (those set to undef are not there, nil),
 *     `scope`, `file`, `has_variable?`;
 *   - scope: [] and lookupvar (an unknown name warns once "Undefined variable 'x'; " or, with
 *     --strict=error, fails), `::x` and `class::x`, function_x([args]) and call_function(name,
 *     args) into the engine's functions, to_hash, include?, exist?, setvar.
 * A variable a template sets with scope.setvar holds the Ruby value itself (the reference keeps
 * Ruby objects in Puppet variables), so that another template reading it sees the same object;
 * Puppet code reading it sees its Puppet value.
 *
 * What this file does not do: render a template (erb.c).
 */
#include "erb/rb.h"

#include <string.h>

#include "catalog/catalog.h"
#include "env/env.h"
#include "eval/eval.h"
#include "eval/function.h"
#include "functions/fnlib.h"
#include "types/type.h"

/* --- values ---------------------------------------------------------------------------------- */

RbValue rb_from_puppet(Ctx *ctx, Value v) {
    stack_guard();
    switch (v.kind) {
    case VAL_UNDEF: return rb_nil();
    case VAL_DEFAULT: return rb_sym_new(ctx, "default", 7);
    case VAL_BOOLEAN: return rb_bool(v.as.boolean);
    case VAL_INTEGER: return rb_int(v.as.integer);
    case VAL_FLOAT: return rb_float(v.as.floating);
    case VAL_STRING: {
        RbValue s = rb_str_new(ctx, v.as.string->bytes, v.as.string->len);
        s.as.str->frozen = true;
        return s;
    }
    case VAL_ARRAY:
    case VAL_HASH:
        return rb_identity_object(ctx, v);
    case VAL_REGEXP: {
        RbRegexp *re = ctx_alloc(ctx, sizeof *re);
        re->source = v.as.regexp->pattern;
        re->options = 0;
        re->compiled = v.as.regexp;
        RbValue r = { .kind = RB_REGEXP, .as.re = re };
        return r;
    }
    default: {
        Value *copy = ctx_alloc(ctx, sizeof *copy);
        *copy = v;
        RbValue r = { .kind = RB_PUPPET, .as.puppet = copy };
        return r;
    }
    }
}

bool rb_to_puppet(RbInterp *I, RbValue v, Value *out) {
    Ctx *ctx = I->ctx;
    stack_guard();
    switch (v.kind) {
    case RB_NIL: *out = value_undef(); return true;
    case RB_TRUE: case RB_FALSE: *out = value_boolean(v.kind == RB_TRUE); return true;
    case RB_INT: *out = value_integer(v.as.i); return true;
    case RB_FLOAT: *out = value_float(v.as.f); return true;
    case RB_STR: *out = value_string(ctx, v.as.str->bytes, v.as.str->len); return true;
    case RB_SYM:
        if (strcmp(v.as.sym->bytes, "undef") == 0)
            *out = value_undef();
        else if (strcmp(v.as.sym->bytes, "default") == 0)
            *out = value_default();
        else
            *out = value_string(ctx, v.as.sym->bytes, v.as.sym->len);
        return true;
    case RB_ARRAY: {
        if (v.as.arr->origin && !v.as.arr->changed) {   /* the Puppet array it is */
            *out = value_from_array(v.as.arr->origin);
            return true;
        }
        Array *a = array_new(ctx, v.as.arr->len);
        for (size_t i = 0; i < v.as.arr->len; i++)
            if (!rb_to_puppet(I, v.as.arr->items[i], &a->items[i]))
                return false;
        *out = value_from_array(a);
        return true;
    }
    case RB_HASH: {
        if (v.as.hash->origin && !v.as.hash->changed) {
            *out = value_from_hash(v.as.hash->origin);
            return true;
        }
        Hash *h = hash_new(ctx, v.as.hash->count);
        for (size_t i = 0; i < v.as.hash->used; i++) {
            const RbHashEntry *e = &v.as.hash->entries[i];
            if (!e->live)
                continue;
            Value key, value;
            if (!rb_to_puppet(I, e->key, &key) || !rb_to_puppet(I, e->value, &value))
                return false;
            hash_put(ctx, h, key, value);
        }
        *out = value_from_hash(h);
        return true;
    }
    case RB_REGEXP:
        if (v.as.re->options == 0) {   /* compiled from its source alone */
            *out = value_from_regexp(v.as.re->compiled);
            return true;
        }
        break;
    case RB_PUPPET:
        *out = *v.as.puppet;
        return true;
    default:
        break;
    }
    rb_refuse(I, "passing a Ruby %s to Puppet", rb_value_class_name(ctx, v));
    return false;
}

/* --- variables --------------------------------------------------------------------------------- */

/* A variable a template set with scope.setvar: the Ruby value, in the scope it was set in. */
typedef struct RbSetvar {
    const Scope *scope;
    const char *name;
    RbValue value;
    struct RbSetvar *next;
} RbSetvar;

/* The setvar'd Ruby value of name visible from scope, if any. */
static bool setvar_lookup(RbInterp *I, const char *name, RbValue *out) {
    for (const Scope *s = I->scope; s; s = s->parent)
        for (RbSetvar *v = *rb_setvars(I->ctx); v; v = v->next)
            if (v->scope == s && strcmp(v->name, name) == 0) {
                *out = v->value;
                return true;
            }
    return false;
}

RbValue rb_puppet_ivar(RbInterp *I, const char *name, size_t len) {
    const char *n = ctx_strndup(I->ctx, name, len);
    RbValue v;
    if (!setvar_lookup(I, n, &v)) {
        Value pv;
        if (!scope_lookup(I->scope, n, &pv) || pv.kind == VAL_UNDEF)
            return rb_nil();
        v = rb_from_puppet(I->ctx, pv);
    }
    /* the wrapper sets every instance variable once: the same object on every read */
    rb_hash_set(I->ctx, I->ivars, rb_sym_new(I->ctx, name, len), v);
    return v;
}

bool rb_puppet_ivar_defined(RbInterp *I, const char *name, size_t len) {
    const char *n = ctx_strndup(I->ctx, name, len);
    RbValue v;
    if (setvar_lookup(I, n, &v))
        return v.kind != RB_NIL;
    Value pv;
    return scope_lookup(I->scope, n, &pv) && pv.kind != VAL_UNDEF;
}

static bool numeric_name(const char *name) {
    if (!*name)
        return false;
    for (const char *p = name; *p; p++)
        if (*p < '0' || *p > '9')
            return false;
    return true;
}

/* variable_not_found: a warning once (Puppet[:strict] warning), an error (error), or nothing. */
static RbValue not_found(RbInterp *I, const char *name, const char *reason) {
    const PuppetOptions *o = I->ctx->options;
    const char *message = ctx_sprintf(I->ctx, "Undefined variable '%s'; %s", name, reason);
    if (o->strict == PUPPET_STRICT_ERROR)
        return rb_raise(I, C_ARGUMENT_ERROR, "%s", message);
    if (o->strict == PUPPET_STRICT_WARNING)
        fnlib_warn_once(I->ctx, ctx_sprintf(I->ctx, "undefined_variables\nVariable: %s", name), message);
    return rb_nil();
}

/* Scope#lookupvar (and #[]): see the file comment. */
static RbValue lookupvar(RbInterp *I, RbValue name_value) {
    if (name_value.kind != RB_STR)
        return rb_raise(I, C_PUPPET_PARSE_ERROR, "Scope variable name %s is a %s, not a string",
                        rb_inspect_cstr(I->ctx, name_value), rb_value_class_name(I->ctx, name_value));
    const char *name = name_value.as.str->bytes;
    Value v;
    const char *sep = strstr(name, "::");
    if (!sep) {
        RbValue set;
        if (setvar_lookup(I, name, &set))
            return set;
        if (scope_lookup(I->scope, name, &v))
            return rb_from_puppet(I->ctx, v);
        if (numeric_name(name) || strcmp(name, "module_name") == 0 || strcmp(name, "caller_module_name") == 0)
            return rb_nil();
        return not_found(I, name, "");
    }
    const char *fqn = sep == name ? name + 2 : name;
    const char *last = NULL;
    for (const char *p = strstr(fqn, "::"); p; p = strstr(p + 2, "::"))
        last = p;
    if (!last) {
        if (scope_lookup(I->ctx->interp->top, fqn, &v))
            return rb_from_puppet(I->ctx, v);
        return not_found(I, ctx_sprintf(I->ctx, "::%s", fqn), "");
    }
    if (catalog_lookup_qualified(I->ctx, fqn, &v))
        return rb_from_puppet(I->ctx, v);
    const char *klass = ctx_strndup(I->ctx, fqn, (size_t)(last - fqn));
    if (!catalog_find_class(I->ctx, klass))
        return not_found(I, fqn, ctx_sprintf(I->ctx, "class %s could not be found", klass));
    if (!name_table_find(&catalog_of(I->ctx)->class_frames, klass, strlen(klass)))
        return not_found(I, fqn, ctx_sprintf(I->ctx, "class %s has not been evaluated", klass));
    return not_found(I, ctx_sprintf(I->ctx, "::%s", fqn), "");
}

/* Scope#to_hash: every variable the scope sees that is not undef, the innermost binding of a
 * name winning. */
static RbValue scope_to_hash(RbInterp *I) {
    RbValue out = rb_hash_new(I->ctx);
    const Scope *chain[256];
    size_t depth = 0;
    for (const Scope *s = I->scope; s && depth < 256; s = s->parent)
        chain[depth++] = s;
    for (size_t k = depth; k-- > 0;) {
        const NameTable *t = &chain[k]->vars;
        for (size_t i = 0; i < t->capacity; i++) {
            const NameEntry *e = &t->slots[i];
            if (!e->name)
                continue;
            RbValue key = rb_str_new(I->ctx, e->name, e->len);
            if (e->value.kind == VAL_UNDEF)
                rb_hash_delete(out.as.hash, key, NULL);
            else
                rb_hash_set(I->ctx, out.as.hash, key, rb_from_puppet(I->ctx, e->value));
        }
    }
    return out;
}

/* --- functions --------------------------------------------------------------------------------- */

static bool function_known(Ctx *ctx, const char *name) {
    return name_table_find(&ctx->interp->functions, name, strlen(name)) || function_builtin(name);
}

/* A Puppet error pending in ctx->unwind as the Ruby exception the reference's function raised:
 * its message without the evaluator's "Error while evaluating a Function Call, " wrapping. */
static RbValue puppet_error(RbInterp *I) {
    Unwind *u = &I->ctx->unwind;
    if (u->kind != UNWIND_ERROR) {
        ctx_clear_unwind(I->ctx);
        return rb_refuse(I, "break, next or return out of a Puppet function called by the template");
    }
    const char *message = u->message;
    static const char *const WRAPPERS[] = { "Error while evaluating a Function Call, ",
                                            "Error while evaluating a Method call, " };
    for (size_t i = 0; i < 2; i++)
        if (strncmp(message, WRAPPERS[i], strlen(WRAPPERS[i])) == 0)
            message = message + strlen(WRAPPERS[i]);
    ctx_clear_unwind(I->ctx);
    return rb_raise(I, C_PUPPET_PARSE_ERROR, "%s", message);
}


/* Calls the Puppet function `name` with the template's arguments. With bare_unknown, the
 * evaluator's "Unknown function: 'name'." (no function of that name, loaded or loadable) is
 * cleared and a bare abrupt value returned, I->flow untouched; any other error is the Ruby
 * exception the reference's function raises. */
static RbValue call_puppet_as(RbInterp *I, const char *name, RbValue args, bool bare_unknown) {
    Value *values = ctx_alloc(I->ctx, (args.as.arr->len + 1) * sizeof *values);
    for (size_t i = 0; i < args.as.arr->len; i++)
        if (!rb_to_puppet(I, args.as.arr->items[i], &values[i]))
            return rb_abrupt();
    CallSite site = *rb_call_site(I);
    site.name = name;
    site.node = NULL;
    site.style = CALL_FUNCTION;
    Value result = call_function(I->ctx, &site, values, args.as.arr->len, NULL);
    if (!value_is_abrupt(result))
        return rb_from_puppet(I->ctx, result);
    Unwind *u = &I->ctx->unwind;
    if (bare_unknown && u->kind == UNWIND_ERROR && u->message &&
        strcmp(u->message, ctx_sprintf(I->ctx, "Unknown function: '%s'.", name)) == 0) {
        ctx_clear_unwind(I->ctx);
        return rb_abrupt();
    }
    return puppet_error(I);
}

static RbValue call_puppet(RbInterp *I, const char *name, RbValue args) {
    return call_puppet_as(I, name, args, false);
}

/* Puppet's functions with a 3.x implementation (lib/puppet/parser/functions/), which
 * scope.function_x reaches, and those whose 3.x file only says they are 4.x functions. */
static const char *const PUPPET_3X[] = {
    "contain", "create_resources", "digest", "fail", "file", "fqdn_rand", "generate", "include",
    "inline_template", "md5", "realize", "require", "scanf", "sha1", "sha256", "shellquote", "sprintf",
    "tag", "tagged", "template", "versioncmp",
};
static const char *const PUPPET_4X_STUBS[] = {
    "assert_type", "binary_file", "break", "defined", "dig", "each", "epp", "filter", "find_file", "hiera",
    "hiera_array", "hiera_hash", "hiera_include", "inline_epp", "lest", "lookup", "map", "match", "new",
    "next", "reduce", "regsubst", "return", "reverse_each", "slice", "split", "step", "strftime", "then",
    "type", "with",
};

static bool listed(const char *const *list, size_t count, const char *name) {
    for (size_t i = 0; i < count; i++)
        if (strcmp(list[i], name) == 0)
            return true;
    return false;
}

/* Whether a module on the module path has a 3.x function of that name. */
static bool module_3x_function(Ctx *ctx, const char *name) {
    size_t modules;
    const EnvModule *m = env_modules(ctx, &modules);
    for (size_t i = 0; i < modules; i++) {
        size_t count;
        const char **names = env_module_ruby_names(ctx, &m[i], ENV_RUBY_LEGACY_FUNCTION, &count);
        for (size_t k = 0; k < count; k++)
            if (strcmp(names[k], name) == 0)
                return true;
    }
    return false;
}

static RbValue scope_function(RbCall *c, const char *function) {
    RbInterp *I = c->I;
    bool stub = listed(PUPPET_4X_STUBS, sizeof PUPPET_4X_STUBS / sizeof *PUPPET_4X_STUBS, function);
    if (!stub && !listed(PUPPET_3X, sizeof PUPPET_3X / sizeof *PUPPET_3X, function) &&
        !module_3x_function(I->ctx, function))
        return rb_missing_method(I, c->self, c->name);
    if (c->argc != 1 || c->argv[0].kind != RB_ARRAY)
        return rb_raise(I, C_ARGUMENT_ERROR, "custom functions must be called with a single array that contains the "
                                             "arguments. For example, function_example([1]) instead of function_example(1)");
    if (stub)
        return rb_raise(I, C_PUPPET_PARSE_ERROR, "%s can only be called using the 4.x function API. See Scope#call_function",
                        function);
    return call_puppet(I, function, c->argv[0]);
}

static RbValue scope_call_function(RbCall *c) {
    RbInterp *I = c->I;
    if (!rb_check_argc(I, c->argc, 2, 2))
        return rb_abrupt();
    if (c->block)
        return rb_refuse(I, "call_function with a block");
    RbValue name = c->argv[0], args = c->argv[1];
    if (name.kind != RB_STR)
        return rb_no_implicit(I, name, "String");
    if (args.kind != RB_ARRAY)
        return rb_refuse(I, "call_function with arguments that are not an Array");
    const char *function = name.as.str->bytes;
    if (function_known(I->ctx, function))
        return call_puppet(I, function, args);
    /* not loaded yet: the evaluator's own lookup finds what the environment's modules define
     * (loading it), and its "Unknown function" for a name no one defines is the loader's
     * ArgumentError here */
    RbValue r = call_puppet_as(I, function, args, true);
    if (rb_is_abrupt(r) && I->flow == FLOW_NONE)
        return rb_raise(I, C_ARGUMENT_ERROR, "Unknown function '%s'", function);
    return r;
}

/* Scope#setvar(name, value): binds the variable in the calling scope. */
static RbValue scope_setvar(RbCall *c) {
    RbInterp *I = c->I;
    if (!rb_check_argc(I, c->argc, 2, 3))
        return rb_abrupt();
    if (c->argv[0].kind != RB_STR)
        return rb_refuse(I, "setvar of a name that is not a String");
    const char *name = c->argv[0].as.str->bytes;
    for (RbSetvar *v = *rb_setvars(I->ctx); v; v = v->next)
        if (v->scope == I->scope && strcmp(v->name, name) == 0)
            return rb_raise(I, C_PUPPET_PARSE_ERROR, "Cannot reassign variable '$%s'", name);
    if (scope_bound_here(I->scope, name))
        return rb_raise(I, C_PUPPET_PARSE_ERROR, "Cannot reassign variable '$%s'", name);
    Value pv;
    if (!rb_to_puppet(I, c->argv[1], &pv))
        return rb_abrupt();
    scope_set(I->ctx, I->scope, ctx_strndup(I->ctx, name, strlen(name)), pv);
    RbSetvar *v = ctx_alloc(I->ctx, sizeof *v);
    v->scope = I->scope;
    v->name = ctx_strndup(I->ctx, name, strlen(name));
    v->value = c->argv[1];
    v->next = *rb_setvars(I->ctx);
    *rb_setvars(I->ctx) = v;
    return c->argv[1];
}

static RbValue scope_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    switch (c->mid) {
    case M_AREF: case M_LOOKUPVAR:
        if (!rb_check_argc(I, c->argc, 1, 2))
            return rb_abrupt();
        return lookupvar(I, c->argv[0]);
    case M_CALL_FUNCTION:
        return scope_call_function(c);
    case M_TO_HASH:
        return scope_to_hash(I);
    case M_INCLUDE_P: case M_EXIST_P: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        if (c->argv[0].kind != RB_STR)
            return rb_no_implicit(I, c->argv[0], "String");
        const char *name = c->argv[0].as.str->bytes;
        Value v;
        RbValue set;
        if (!strstr(name, "::")) {
            if (setvar_lookup(I, name, &set))
                return rb_bool(c->mid == M_EXIST_P || set.kind != RB_NIL);
            bool bound = scope_lookup(I->scope, name, &v);
            return rb_bool(bound && (c->mid == M_EXIST_P || v.kind != VAL_UNDEF));
        }
        const char *fqn = name[0] == ':' ? name + 2 : name;
        bool bound = strstr(fqn, "::") ? catalog_lookup_qualified(I->ctx, fqn, &v) : scope_lookup(I->ctx->interp->top, fqn, &v);
        return rb_bool(bound && (c->mid == M_EXIST_P || v.kind != VAL_UNDEF));
    }
    case M_SETVAR:
        return scope_setvar(c);
    case M_TO_S: case M_INSPECT:
        return rb_str_cstr(I->ctx, c->self.as.obj->text);
    default:
        if (strncmp(c->name, "function_", 9) == 0 && c->name[9])
            return scope_function(c, c->name + 9);
        *found = false;
        return rb_nil();
    }
}

/* --- the template wrapper ----------------------------------------------------------------------- */

static RbValue wrapper_call(RbCall *c, bool *found) {
    RbInterp *I = c->I;
    switch (c->mid) {
    case M_SCOPE: {
        return rb_scope_object(I);
    }
    case M_FILE:
        if (I->template_name && strcmp(I->template_name, "inline template") != 0)
            return rb_str_cstr(I->ctx, I->template_name);
        return rb_nil();
    case M_HAS_VARIABLE_P: {
        if (!rb_check_argc(I, c->argc, 1, 1))
            return rb_abrupt();
        StrBuf sb;
        strbuf_init(&sb, I->ctx);
        rb_append_to_s(&sb, c->argv[0]);
        RbValue name = rb_str_from_buf(I->ctx, &sb);
        RbCall probe = *c;
        probe.self = rb_scope_object(I);
        probe.mid = M_INCLUDE_P;
        probe.argv = &name;
        probe.argc = 1;
        return scope_call(&probe, found);
    }
    case M_TAGS:
        return rb_raise(I, C_NOT_IMPLEMENTED_ERROR, "Call 'all_tags' instead.");
    case M_CLASSES: case M_ALL_TAGS:
        return rb_refuse(I, "the catalog's %s", c->mid == M_CLASSES ? "classes" : "tags");
    case M_TO_S: case M_INSPECT:
        if (c->mid == M_TO_S)
            return rb_str_cstr(I->ctx, ctx_sprintf(I->ctx, "template[%s]",
                                                   I->template_name && strcmp(I->template_name, "inline template") != 0
                                                       ? I->template_name : "inline"));
        *found = false;
        return rb_nil();
    default:
        *found = false;
        return rb_nil();
    }
}

RbValue rb_scope_object(RbInterp *I) {
    static const char *const key = "scope";
    RbValue cached;
    RbValue k = rb_sym_new(I->ctx, key, strlen(key));
    if (rb_hash_get(rb_wrapper_state(I), k, &cached))
        return cached;
    RbValue s = rb_object_new(I->ctx, OBJ_SCOPE, C_SCOPE);
    const CatResource *r = catalog_current_frame(I->ctx)->resource;
    s.as.obj->text = ctx_sprintf(I->ctx, "Scope(%s[%s])", r->type, r->title);
    rb_hash_set(I->ctx, rb_wrapper_state(I), k, s);
    return s;
}

RbValue rb_puppet_call(RbCall *c, bool *found) {
    RbValue self = c->self;
    if (self.kind == RB_OBJECT && self.as.obj->kind == OBJ_SCOPE)
        return scope_call(c, found);
    if (self.kind == RB_OBJECT && self.as.obj->kind == OBJ_WRAPPER)
        return wrapper_call(c, found);
    if (self.kind == RB_PUPPET) {
        RbInterp *I = c->I;
        switch (c->mid) {
        case M_TO_S: {
            StrBuf sb;
            strbuf_init(&sb, I->ctx);
            rb_append_to_s(&sb, self);
            return rb_str_from_buf(I->ctx, &sb);
        }
        case M_EQ:
            if (!rb_check_argc(I, c->argc, 1, 1))
                return rb_abrupt();
            return rb_bool(rb_equal(self, c->argv[0]));
        default:
            if (self.as.puppet->kind == VAL_SENSITIVE && strcmp(c->name, "unwrap") == 0)
                return rb_from_puppet(I->ctx, *self.as.puppet->as.sensitive->value);
            break;
        }
        bool object_method = true;
        RbValue r = rb_object_call(c, &object_method);
        if (object_method)
            return r;
        return rb_refuse(I, "the method `%s' of a %s", c->name, type_ruby_class_of_value(*self.as.puppet));
    }
    *found = false;
    return rb_nil();
}
