/* functions_unavailable.c: the reference's functions that need what a playground run does not
 * have: Hiera's data backends (json_data, yaml_data, ...; lookup, over no data, is
 * functions_lookup.c's, the file functions functions_files.c's), a command to run on the
 * server (generate); and import, which Puppet 7 refuses.
 *
 * They exist so that a call is not "Unknown function": the call fails with an error that says
 * what the function needs and that the playground runs without it (generate checks its
 * command as the reference does first). This is a deliberate deviation (docs/deviations.md).
 */
#include <string.h>

#include "support/ctx.h"
#include "eval/eval_internal.h"
#include "functions/fnlib.h"
#include "eval/function.h"

typedef struct Unavailable {
    const char *name;
    const char *needs;
} Unavailable;

static const Unavailable UNAVAILABLE[] = {
    { "json_data", "Hiera data files" },
    { "yaml_data", "Hiera data files" },
    { "hocon_data", "Hiera data files" },
    { "eyaml_lookup_key", "Hiera data files" },
    { "generate", "to run a command on the Puppet server" },
};

static Value unavailable_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    (void)args, (void)count, (void)block;
    const char *needs = "a Puppet server";
    for (size_t i = 0; i < sizeof UNAVAILABLE / sizeof UNAVAILABLE[0]; i++)
        if (strcmp(UNAVAILABLE[i].name, site->name) == 0)
            needs = UNAVAILABLE[i].needs;
    return function_error(ctx, site,
                          "The function '%s' is not available in the playground: it needs %s, and programs here "
                          "run without a Puppet server, files or network",
                          site->name, needs);
}

/* generate.rb's checks of the command, before it would run it. */
static Value generate_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    Value *vals = fnlib_args_3x(ctx, site, args, count, -2);
    if (!vals)
        return value_abrupt();
    const char *command = vals[0].kind == VAL_STRING ? vals[0].as.string->bytes : "";
    if (command[0] != '/')
        return function_error(ctx, site, "Generators must be fully qualified");
    for (const char *p = command; *p; p++)
        if (!(*p == '-' || *p == '/' || *p == '.' || *p == '+' || *p == '_' || (*p >= '0' && *p <= '9') ||
              (*p >= 'a' && *p <= 'z') || (*p >= 'A' && *p <= 'Z')))
            return function_error(ctx, site, "Generators can only contain alphanumerics, file separators, and dashes");
    if (strstr(command, ".."))
        return function_error(ctx, site, "Can not use generators with '..' in them.");
    return unavailable_impl(ctx, site, args, count, block);
}

/* import.rb: the issue DISCONTINUED_IMPORT, a semantic error located at the call (not wrapped
 * as an error of the call). */
static Value import_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)args, (void)count, (void)block;
    ctx_error(ctx, site->span,
              "Use of 'import' has been discontinued in favor of a manifest directory. See "
              "http://links.puppet.com/puppet-import-deprecation");
    ctx->interp->error_from_puppet = true;
    return value_abrupt();
}

#define UNAVAILABLE_FUNCTION(fname) \
    { fname, { { "(Any *$args, Optional[Callable] &$block)", unavailable_impl } } }

const BuiltinFunction functions_unavailable[] = {
    UNAVAILABLE_FUNCTION("json_data"),
    UNAVAILABLE_FUNCTION("yaml_data"),
    UNAVAILABLE_FUNCTION("hocon_data"),
    UNAVAILABLE_FUNCTION("eyaml_lookup_key"),
    { "generate", { { "~(Any *$args)", generate_impl } } },
    { "import", { { "(Any *$args)", import_impl } } },
    { NULL, { { NULL, NULL } } },
};
