/* erb_functions.c: the functions template and inline_template (the reference's 3.x functions
 * template.rb and inline_template.rb over Puppet::Parser::TemplateWrapper).
 *
 * Both take one or more arguments (3.x arity -2) and concatenate the rendered texts. A Ruby
 * exception in a template is reported as the reference's rescue words it:
 *   inline_template  "Failed to parse inline template: <message>"
 *   template         "Failed to parse template <file>:\n  Filepath: <path>\n  Line: <n>\n
 *                     Detail: <message>\n"
 * A Ruby syntax error is no exception the reference rescues: the run stops with
 * "Could not run: (erb):<line>: <message>" (the file's path instead of "(erb)" for template()).
 * Ruby the engine does not run fails the call with the construct, the template and where.
 *
 * template('mod/x.erb') reads <module>/templates/x.erb of the environment's module path
 * ("Could not find template 'mod/x.erb'" when there is none).
 */
#include <string.h>

#include "env/env.h"
#include "erb/erb.h"
#include "eval/eval.h"
#include "eval/function.h"
#include "functions/fnlib.h"
#include "support/strbuf.h"
#include "text/format.h"

/* Reports an outcome that is not a text as the function's error. Returns value_abrupt(). */
static Value report(Ctx *ctx, const CallSite *site, const ErbOutcome *o, const char *file, const char *path) {
    switch (o->status) {
    case ERB_RAISED:
        if (!file)
            return function_error(ctx, site, "Failed to parse inline template: %s", o->message);
        return function_error_unlocated(ctx, site, "Failed to parse template %s:\n  Filepath: %s\n  Line: %d\n  Detail: %s\n",
                                        file, path, o->line, o->message);
    case ERB_SYNTAX_ERROR:
        ctx_error(ctx, span_none(), "Could not run: %s:%d: %s", path ? path : "(erb)", o->line, o->message);
        ctx->unwind.error_kind = PUPPET_ERROR_NONE;
        ctx->interp->error_from_puppet = true;
        return value_abrupt();
    case ERB_REFUSED:
        return function_error(ctx, site, "%s: unsupported Ruby in %s at line %d, column %d: %s",
                              site->name, file ? file : "the inline template", o->line, o->column, o->message);
    case ERB_FAILED:
    case ERB_RENDERED:
        break;
    }
    return value_abrupt();
}

static Value inline_template_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                  const Callable *block) {
    (void)block;
    Value *vals = fnlib_args_3x(ctx, site, args, count, -2);
    if (!vals)
        return value_abrupt();
    StrBuf out;
    strbuf_init(&out, ctx);
    for (size_t i = 0; i < count; i++) {
        const Str *text = format_to_string(ctx, vals[i]);
        ErbOutcome o = erb_render(ctx, site, text->bytes, text->len, NULL);
        if (o.status != ERB_RENDERED)
            return report(ctx, site, &o, NULL, NULL);
        strbuf_append_str(&out, o.text.as.string);
    }
    return strbuf_finish_value(&out);
}

/* template.rb: each file in turn, found as Puppet::Parser::Files.find_template finds it (a
 * module's templates/ directory, or an absolute path taken as it is) and read from the
 * environment (the disk natively, the run's files in the playground). */
static Value template_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    Value *vals = fnlib_args_3x(ctx, site, args, count, -2);
    if (!vals)
        return value_abrupt();
    StrBuf out;
    strbuf_init(&out, ctx);
    for (size_t i = 0; i < count; i++) {
        const char *file = format_to_string(ctx, vals[i])->bytes;
        const char *message = ctx_sprintf(ctx, "Retrieving template %s", file);
        ctx_log(ctx, PUPPET_LOG_DEBUG, message, strlen(message), site->span);
        const char *path = env_module_file(ctx, file, "templates");
        if (!path)
            return function_error(ctx, site, "Could not find template '%s'", file);
        const char *text;
        size_t len;
        if (env_read_file(ctx, path, &text, &len) != ENV_FILE_OK)
            return function_error(ctx, site,
                                  "Failed to parse template %s:\n  Detail: No such file or directory @ rb_sysopen - %s\n",
                                  file, path);
        ErbOutcome o = erb_render(ctx, site, text, len, path);
        if (o.status != ERB_RENDERED)
            return report(ctx, site, &o, file, path);
        strbuf_append_str(&out, o.text.as.string);
    }
    return strbuf_finish_value(&out);
}

const BuiltinFunction functions_erb[] = {
    { "inline_template", { { "~(Any *$args)", inline_template_impl } } },
    { "template", { { "~(Any *$args)", template_impl } } },
    { NULL, { { NULL, NULL } } },
};
