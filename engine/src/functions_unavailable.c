/* functions_unavailable.c: the reference's functions that need what a playground run does not
 * have: Hiera data (lookup, hiera*), files of modules or of the machine (file, template,
 * find_file, binary_file, ...; epp is functions_epp.c's), a command to run on the server (generate), Ruby itself
 * (inline_template's ERB).
 *
 * They exist so that a call is not "Unknown function": any arguments are accepted and the
 * call fails with an error that says what the function needs and that the playground runs
 * without it. This is a deliberate deviation (docs/deviations.md): the reference would look
 * for the data or file and report that it found none.
 */
#include <string.h>

#include "function.h"

typedef struct Unavailable {
    const char *name;
    const char *needs;
} Unavailable;

static const Unavailable UNAVAILABLE[] = {
    { "lookup", "Hiera data" },
    { "hiera", "Hiera data" },
    { "hiera_array", "Hiera data" },
    { "hiera_hash", "Hiera data" },
    { "hiera_include", "Hiera data" },
    { "json_data", "Hiera data files" },
    { "yaml_data", "Hiera data files" },
    { "hocon_data", "Hiera data files" },
    { "eyaml_lookup_key", "Hiera data files" },
    { "file", "files from modules or the file system" },
    { "binary_file", "files from modules or the file system" },
    { "find_file", "files from modules or the file system" },
    { "find_template", "template files from modules" },
    { "template", "template files from modules" },
    { "module_directory", "modules on the file system" },
    { "generate", "to run a command on the Puppet server" },
    { "inline_template", "Ruby's ERB templates" },
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

#define UNAVAILABLE_FUNCTION(fname) \
    { fname, { { "(Any *$args, Optional[Callable] &$block)", unavailable_impl } } }

const BuiltinFunction functions_unavailable[] = {
    UNAVAILABLE_FUNCTION("lookup"),
    UNAVAILABLE_FUNCTION("hiera"),
    UNAVAILABLE_FUNCTION("hiera_array"),
    UNAVAILABLE_FUNCTION("hiera_hash"),
    UNAVAILABLE_FUNCTION("hiera_include"),
    UNAVAILABLE_FUNCTION("json_data"),
    UNAVAILABLE_FUNCTION("yaml_data"),
    UNAVAILABLE_FUNCTION("hocon_data"),
    UNAVAILABLE_FUNCTION("eyaml_lookup_key"),
    UNAVAILABLE_FUNCTION("file"),
    UNAVAILABLE_FUNCTION("binary_file"),
    UNAVAILABLE_FUNCTION("find_file"),
    UNAVAILABLE_FUNCTION("find_template"),
    UNAVAILABLE_FUNCTION("template"),
    UNAVAILABLE_FUNCTION("module_directory"),
    UNAVAILABLE_FUNCTION("generate"),
    UNAVAILABLE_FUNCTION("inline_template"),
    { NULL, { { NULL, NULL } } },
};
