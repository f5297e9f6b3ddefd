/* functions_files.c: the functions that read files of modules or of the disk: file,
 * binary_file, find_file, find_template and module_directory (template is erb/erb_functions.c's).
 *
 * Files come from the run's environment (env/env.h: a virtual file tree, module bundles, or
 * the disk natively) as Puppet::Parser::Files finds them: "mod/rest" is the module's
 * files/rest (templates/rest for templates), an absolute path is itself; nothing else is
 * found. Each function answers as the reference's does: find_file, find_template and
 * module_directory give the first found or undef; file fails with "Could not find any files
 * from a, b", binary_file with "The given file 'x' does not exist". Arguments are checked
 * first, with the reference's dispatches or its 3.x arity check.
 */
#include <string.h>

#include "env/env.h"
#include "functions/fnlib.h"
#include "eval/function.h"

/* The path of the first of names (strings) that Puppet::Parser::Files finds in `subdir` of a
 * module (or as an absolute path) and that exists, or NULL. */
static const char *first_found(Ctx *ctx, const Value *names, size_t count, const char *subdir) {
    for (size_t i = 0; i < count; i++) {
        if (names[i].kind != VAL_STRING)
            continue;
        const char *found = env_module_file(ctx, names[i].as.string->bytes, subdir);
        if (found && (env_is_file(ctx, found) || env_is_directory(ctx, found)))
            return found;
    }
    return NULL;
}

/* find_file(*paths) or find_file([paths]): the first file found, or undef. */
static Value find_file_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)block;
    if (count == 1 && args[0].kind == VAL_ARRAY)
        return find_file_impl(ctx, site, args[0].as.array->items, args[0].as.array->count, NULL);
    const char *found = first_found(ctx, args, count, "files");
    return found ? value_cstring(ctx, found) : value_undef();
}

static Value find_template_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    (void)site, (void)block;
    if (count == 1 && args[0].kind == VAL_ARRAY)
        return find_template_impl(ctx, site, args[0].as.array->items, args[0].as.array->count, NULL);
    const char *found = first_found(ctx, args, count, "templates");
    return found ? value_cstring(ctx, found) : value_undef();
}

/* module_directory(*names): the directory of the first module of the environment named. */
static Value module_directory_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                   const Callable *block) {
    (void)site, (void)block;
    if (count == 1 && args[0].kind == VAL_ARRAY)
        return module_directory_impl(ctx, site, args[0].as.array->items, args[0].as.array->count, NULL);
    for (size_t i = 0; i < count; i++) {
        const EnvModule *m = env_find_module(ctx, args[i].as.string->bytes);
        if (m)
            return value_cstring(ctx, m->path);
    }
    return value_undef();
}

/* Ruby's vals.join(", ") of a 3.x function's arguments (nested arrays joined alike). */
static const char *joined(Ctx *ctx, const CallSite *site, const Value *args, size_t count) {
    Value join_args[2] = { value_array_of(ctx, args, count), value_cstring(ctx, ", ") };
    CallSite join = *site;
    join.name = "join";
    Value text;
    if (!function_call_builtin(ctx, &join, join_args, 2, NULL, &text) || value_is_abrupt(text))
        return NULL;
    return text.as.string->bytes;
}

static Value file_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    Value *vals = fnlib_args_3x(ctx, site, args, count, -2);
    if (!vals)
        return value_abrupt();
    for (size_t i = 0; i < count; i++) {
        if (vals[i].kind != VAL_STRING)
            continue;
        const char *found = env_module_file(ctx, vals[i].as.string->bytes, "files");
        const char *text;
        size_t len;
        if (found && env_read_file(ctx, found, &text, &len) == ENV_FILE_OK)
            return value_string(ctx, text, len);
    }
    const char *names = joined(ctx, site, vals, count);
    if (!names)
        return value_abrupt();
    return function_error(ctx, site, "Could not find any files from %s", names);
}

static Value binary_file_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    (void)count, (void)block;
    const char *found = env_module_file(ctx, args[0].as.string->bytes, "files");
    const char *text;
    size_t len;
    if (found && env_read_file(ctx, found, &text, &len) == ENV_FILE_OK)
        return (Value){ .kind = VAL_BINARY, .as.string = str_new(ctx, text, len) };
    return function_error(ctx, site, "binary_file: The given file '%s' does not exist", args[0].as.string->bytes);
}

const BuiltinFunction functions_files[] = {
    { "find_file", { { "(String *$paths)", find_file_impl }, { "(Array[String] *$paths_array)", find_file_impl } } },
    { "find_template", { { "(String *$paths)", find_template_impl },
                         { "(Array[String] *$paths_array)", find_template_impl } } },
    { "module_directory", { { "(String *$names)", module_directory_impl },
                            { "(Array[String] *$names)", module_directory_impl } } },
    { "file", { { "~(Any *$args)", file_impl } } },
    { "binary_file", { { "(String $path)", binary_file_impl } } },
    { NULL, { { NULL, NULL } } },
};
