/* env_autoload.c: ctx->autoload (env_load.h): functions and type aliases of modules, loaded when
 * the evaluator or the type system meets a name it does not know.
 *
 * Follows the reference's loaders (pops/loader/module_loaders.rb, loader_paths.rb):
 *   - a function `m::f` (or `m::x::f`) can only come from module m: lib/puppet/functions/m/f.rb
 *     (a Ruby 4.x function), then functions/f.pp (functions/x/f.pp); a function without a
 *     namespace from any module, in module path order: lib/puppet/functions/f.rb, then
 *     lib/puppet/parser/functions/f.rb (3.x); a .pp function is never global;
 *   - a type `M::T` only from module m's types/t.pp (the name's segments lower-cased);
 *   - a Ruby function exists when its file does; its code never runs: its C implementation
 *     comes from function_ruby (eval/function.h), and one the engine lacks is an error;
 *   - a .pp file must hold exactly the one definition of that name (PuppetFunctionInstantiator,
 *     TypeDefinitionInstantiator: "The code loaded from ... produced function with the wrong
 *     name ...").
 * A name that nothing defines is remembered for the run, so that it costs no second search.
 */
#include "env/env_internal.h"
#include "env/env_load.h"

#include <string.h>

#include "eval/eval_internal.h"
#include "eval/function.h"
#include "support/strbuf.h"
#include "types/type.h"

/* The segments of a qualified name, lower-cased ("Demo::Deep::N" -> demo, deep, n). */
static size_t split_name(Ctx *ctx, const char *name, const char **parts, size_t max) {
    char *lower = ctx_strndup(ctx, name, strlen(name));
    for (char *p = lower; *p; p++)
        if (*p >= 'A' && *p <= 'Z')
            *p = (char)(*p + 32);
    size_t n = 0;
    for (char *s = lower; s && n < max;) {
        parts[n++] = s;
        char *sep = strstr(s, "::");
        if (sep) {
            *sep = '\0';
            sep += 2;
        }
        s = sep;
    }
    return n;
}

/* parts[from..n) joined with '/', then ext. */
static const char *relative_path(Ctx *ctx, const char *const *parts, size_t from, size_t n, const char *ext) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = from; i < n; i++) {
        if (i > from)
            strbuf_append_char(&sb, '/');
        strbuf_append_cstr(&sb, parts[i]);
    }
    strbuf_append_cstr(&sb, ext);
    return strbuf_finish(&sb)->bytes;
}

/* The error of a loader (an ArgumentError of an instantiator), located where the name was
 * used: a function's is the error of the call ("Error while evaluating a Function Call, ..."),
 * a type's is reported by the type system as the error of the name. */
static AutoloadResult loader_error(Ctx *ctx, SrcSpan where, const char *message) {
    ctx_error(ctx, where, "%s", message);
    return AUTOLOAD_FAILED;
}

static AutoloadResult function_loader_error(Ctx *ctx, SrcSpan where, const char *message) {
    ctx_error(ctx, where, "Error while evaluating a Function Call, %s", message);
    ctx->interp->error_from_puppet = true;
    return AUTOLOAD_FAILED;
}

/* The Ruby function of module m, as its C implementation: registered for the run under `name`. */
static AutoloadResult ruby_function(Ctx *ctx, const EnvModule *m, const char *name, SrcSpan where) {
    const ParsedFunction *pf = function_ruby(m->name, name);
    if (!pf)
        return function_loader_error(ctx, where, ctx_sprintf(ctx, "The Ruby function '%s' of module '%s' is not implemented by this engine",
                                                   name, m->name));
    name_table_put(ctx, &ctx->interp->module_functions, name, strlen(name))->ptr = pf;
    return AUTOLOAD_LOADED;
}

/* The definitions at the top of a program (nested ones are the validator's business). */
static size_t count_definitions(const AstNode *program) {
    size_t n = 0;
    for (size_t i = 0; i < program->as.list.items.count; i++) {
        AstKind k = program->as.list.items.items[i]->kind;
        n += k == AST_FUNCTION_DEF || k == AST_CLASS_DEF || k == AST_DEFINE_DEF || k == AST_NODE_DEF ||
             k == AST_TYPE_ALIAS || k == AST_TYPE_DEFINITION;
    }
    return n;
}

/* PuppetFunctionInstantiator / TypeDefinitionInstantiator on the program of `path`: the one
 * definition it may hold, of kind `kind`, or NULL after the error. */
static const AstNode *single_definition(Ctx *ctx, const char *path, const char *what, const char *name,
                                        AstKind kind, SrcSpan where) {
    const AstNode *program = env_parse_file(ctx, path, false, NULL);
    if (!program)
        return NULL;
    if (value_is_abrupt(eval_validate_file(ctx, program, path, env_file_namespace(ctx, path)))) {
        ctx->interp->error_from_puppet = true;
        return NULL;
    }
    const char *source = env_path_normalize(ctx, path);
    AutoloadResult (*report)(Ctx *, SrcSpan, const char *) = kind == AST_FUNCTION_DEF ? function_loader_error : loader_error;
    size_t n = count_definitions(program);
    if (n == 0) {
        report(ctx, where, ctx_sprintf(ctx, "The code loaded from %s does not define the %s '%s' - it is empty.",
                                             source, what, name));
        return NULL;
    }
    if (n > 1) {
        report(ctx, where, ctx_sprintf(ctx, "The code loaded from %s must contain only the %s '%s' - it has "
                                             "additional definitions.", source, what, name));
        return NULL;
    }
    const AstNode *def = NULL;
    for (size_t i = 0; i < program->as.list.items.count && !def; i++)
        if (program->as.list.items.items[i]->kind == kind)
            def = program->as.list.items.items[i];
    if (!def) {
        report(ctx, where, ctx_sprintf(ctx, kind == AST_FUNCTION_DEF
                                                      ? "The code loaded from %s does not define the %s '%s' - no function found."
                                                      : "The code loaded from %s does not define the %s '%s' - no type alias or type definition found.",
                                             source, what, name));
        return NULL;
    }
    return def;
}

static AutoloadResult load_function(Ctx *ctx, const char *name, SrcSpan where) {
    const char *parts[32];
    size_t n = split_name(ctx, name, parts, 32);
    const char *rb = relative_path(ctx, parts, 0, n, ".rb");
    size_t count;
    const EnvModule *modules = env_modules(ctx, &count);
    if (n > 1) {
        const EnvModule *m = env_find_module(ctx, parts[0]);
        if (!m)
            return AUTOLOAD_NONE;
        if (env_module_has_ruby_file(ctx, m, ctx_sprintf(ctx, "functions/%s", rb)))
            return ruby_function(ctx, m, name, where);
        const char *pp = env_path_join(ctx, env_path_join(ctx, m->path, "functions"), relative_path(ctx, parts, 1, n, ".pp"));
        if (!env_is_file(ctx, pp))
            return AUTOLOAD_NONE;
        const AstNode *def = single_definition(ctx, pp, "function", name, AST_FUNCTION_DEF, where);
        if (!def)
            return AUTOLOAD_FAILED;
        const char *actual = def->as.definition.name;
        if (strcmp(actual, name) != 0)
            return function_loader_error(ctx, where, ctx_sprintf(ctx, "The code loaded from %s produced function with the wrong name, "
                                                        "expected %s, actual %s", env_path_normalize(ctx, pp), name, actual));
        if (value_is_abrupt(eval_define_function(ctx, def)))
            return AUTOLOAD_FAILED;
        return AUTOLOAD_LOADED;
    }
    const char *function_4x = ctx_sprintf(ctx, "functions/%s", rb), *function_3x = ctx_sprintf(ctx, "parser/functions/%s", rb);
    for (size_t i = 0; i < count; i++)
        if (env_module_has_ruby_file(ctx, &modules[i], function_4x))
            return ruby_function(ctx, &modules[i], name, where);
    for (size_t i = 0; i < count; i++)
        if (env_module_has_ruby_file(ctx, &modules[i], function_3x))
            return ruby_function(ctx, &modules[i], name, where);
    return AUTOLOAD_NONE;
}

static AutoloadResult load_type(Ctx *ctx, const char *name, SrcSpan where) {
    const char *parts[32];
    size_t n = split_name(ctx, name, parts, 32);
    if (n < 2)
        return AUTOLOAD_NONE;   /* a module's init_typeset is not supported */
    const EnvModule *m = env_find_module(ctx, parts[0]);
    if (!m)
        return AUTOLOAD_NONE;
    const char *pp = env_path_join(ctx, env_path_join(ctx, m->path, "types"), relative_path(ctx, parts, 1, n, ".pp"));
    if (!env_is_file(ctx, pp))
        return AUTOLOAD_NONE;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < n; i++) {
        if (i)
            strbuf_append_cstr(&sb, "::");
        strbuf_append_cstr(&sb, parts[i]);
    }
    const char *lower = strbuf_finish(&sb)->bytes;
    const AstNode *def = single_definition(ctx, pp, "type", lower, AST_TYPE_ALIAS, where);
    if (!def)
        return AUTOLOAD_FAILED;
    const char *actual = def->as.binary.lhs->as.string.text;
    char *a = ctx_strndup(ctx, actual, strlen(actual));
    for (char *p = a; *p; p++)
        if (*p >= 'A' && *p <= 'Z')
            *p = (char)(*p + 32);
    if (strcmp(a, lower) != 0)
        return loader_error(ctx, where, ctx_sprintf(ctx, "The code loaded from %s produced type with the wrong name, "
                                                    "expected '%s', actual '%s'", env_path_normalize(ctx, pp), lower, actual));
    if (!type_alias_declare(ctx, actual, def))
        return AUTOLOAD_FAILED;
    return AUTOLOAD_LOADED;
}

AutoloadResult env_autoload(Ctx *ctx, AutoloadKind kind, const char *name, SrcSpan where) {
    Env *env = ctx->env;
    if (!env || !env->module_count)
        return AUTOLOAD_NONE;
    if (name[0] == ':' && name[1] == ':')
        name += 2;
    const char *key = ctx_sprintf(ctx, "%d:%s", (int)kind, name);
    if (name_table_find(&env->missing, key, strlen(key)))
        return AUTOLOAD_NONE;
    /* what is loaded (functions, types, parsed files) or found missing is kept for the run,
     * whichever call asks: the open regions are pinned (docs/memory.md) */
    ctx_pin(ctx);
    AutoloadResult result = AUTOLOAD_NONE;
    switch (kind) {
    case AUTOLOAD_FUNCTION: result = load_function(ctx, name, where); break;
    case AUTOLOAD_TYPE: result = load_type(ctx, name, where); break;
    }
    if (result == AUTOLOAD_NONE)
        name_table_put(ctx, &env->missing, key, strlen(key));
    return result;
}
