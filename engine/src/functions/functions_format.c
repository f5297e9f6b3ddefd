/* functions_format.c: the built-in functions of the formatting area: sprintf.
 *
 * sprintf is a 3.x function in the reference (lib/puppet/parser/functions/sprintf.rb): no
 * parameter types, Ruby's Kernel#format over the arguments (format_sprintf in sprintf.c). Its
 * errors are wrapped by the dispatcher as "Error while evaluating a Function Call, ...".
 * String(v, format) is not here: it is `new` of String (convert_misc.c -> format_with).
 */
#include "support/ctx.h"
#include "functions/fnlib.h"
#include "text/format.h"
#include "eval/function.h"

static Value sprintf_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                          const Callable *block) {
    (void)block;
    /* Runtime3FunctionArgumentConverter: undef is '' (nested, nil), a Regexp its /source/, a
     * version, time or binary value its text, a reference a Puppet::Resource */
    Value *converted = fnlib_args_3x(ctx, site, args, count, -2);
    if (!converted)
        return value_abrupt();
    return format_sprintf(ctx, converted, count, site->span);
}

const BuiltinFunction functions_format[] = {
    { "sprintf", { { "~(Any *$args)", sprintf_impl } } },
    { NULL, { { NULL, NULL } } },
};
