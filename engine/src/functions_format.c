/* functions_format.c: the built-in functions of the formatting area: sprintf.
 *
 * sprintf is a 3.x function in the reference (lib/puppet/parser/functions/sprintf.rb): no
 * parameter types, Ruby's Kernel#format over the arguments (format_sprintf in sprintf.c). Its
 * errors are wrapped by the dispatcher as "Error while evaluating a Function Call, ...".
 * String(v, format) is not here: it is `new` of String (convert_misc.c -> format_with).
 */
#include "ctx.h"
#include "fnlib.h"
#include "format.h"
#include "function.h"

static Value sprintf_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                          const Callable *block) {
    (void)block;
    if (!count)
        return format_sprintf(ctx, args, count, site->span);   /* its arity error */
    /* the format too is a 3.x argument: undef is '', a Regexp its /source/, a version or time
     * value its text (format_sprintf converts the others) */
    Value *format = fnlib_args_3x(ctx, site, args, 1, 1);
    if (!format)
        return value_abrupt();
    Value *all = ctx_alloc(ctx, count * sizeof *all);
    all[0] = format[0];
    for (size_t i = 1; i < count; i++)
        all[i] = args[i];
    return format_sprintf(ctx, all, count, site->span);
}

const BuiltinFunction functions_format[] = {
    { "sprintf", { { "~(Any *$args)", sprintf_impl } } },
    { NULL, { { NULL, NULL } } },
};
