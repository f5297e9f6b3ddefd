/* functions_files.c: the functions that read files of modules or of the disk: file,
 * binary_file, find_file, find_template and module_directory (template is erb/erb_functions.c's).
 *
 * A playground run has no module path and no file system (epp is functions_epp.c's, with the
 * same rule), so every search finds nothing, and each function answers as the reference's
 * does when nothing is there: find_file, find_template and module_directory give undef; file
 * fails with "Could not find any files from a, b", binary_file with "The given file 'x' does
 * not exist". Arguments are checked first, with the reference's dispatches or its 3.x arity
 * check.
 */
#include <string.h>

#include "functions/fnlib.h"
#include "eval/function.h"

/* find_file, find_template, module_directory: nothing is found. */
static Value found_nothing(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)ctx, (void)site, (void)args, (void)count, (void)block;
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
    const char *names = joined(ctx, site, vals, count);
    if (!names)
        return value_abrupt();
    return function_error(ctx, site, "Could not find any files from %s", names);
}

static Value binary_file_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    (void)count, (void)block;
    return function_error(ctx, site, "binary_file: The given file '%s' does not exist", args[0].as.string->bytes);
}

const BuiltinFunction functions_files[] = {
    { "find_file", { { "(String *$paths)", found_nothing }, { "(Array[String] *$paths_array)", found_nothing } } },
    { "find_template", { { "(String *$paths)", found_nothing },
                         { "(Array[String] *$paths_array)", found_nothing } } },
    { "module_directory", { { "(String *$names)", found_nothing }, { "(Array[String] *$names)", found_nothing } } },
    { "file", { { "~(Any *$args)", file_impl } } },
    { "binary_file", { { "(String $path)", binary_file_impl } } },
    { NULL, { { NULL, NULL } } },
};
