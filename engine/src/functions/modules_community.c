/* modules_community.c: the Ruby functions of smaller community modules that Debian packages:
 * richardc-datacat (template_body), puppet-community-mcollective (mco_array_to_string) and
 * theforeman-dns (get_in_addr_arpa, date). Each follows its module's 3.x Ruby source, messages
 * as the reference prints them. Not here: the larger modules' functions (modules_functions.c)
 * and openstacklib's (modules_openstack.c).
 */
#include <inttypes.h>
#include <string.h>
#include <time.h>

#include "env/env.h"
#include "eval/function.h"
#include "functions/stdlib_internal.h"
#include "support/ctx.h"
#include "text/format.h"

/* --- datacat --------------------------------------------------------------------------------- */

/* template_body(*files): the texts of the templates, found as Puppet::Parser::Files.find_template
 * finds them, joined; unrendered. */
static Value template_body_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    (void)block;
    Value *vals = fnlib_args_3x(ctx, site, args, count, -1);
    if (!vals)
        return value_abrupt();
    StrBuf out;
    strbuf_init(&out, ctx);
    for (size_t i = 0; i < count; i++) {
        const char *file = stdlib_to_s(ctx, vals[i]);
        const char *path = env_module_file(ctx, file, "templates");
        const char *text;
        size_t len;
        if (!path)
            return function_error(ctx, site, "Could not find template '%s'", file);
        if (env_read_file(ctx, path, &text, &len) != ENV_FILE_OK)
            return function_error(ctx, site, "No such file or directory @ rb_sysopen - %s", path);
        strbuf_append(&out, text, len);
    }
    return strbuf_finish_value(&out);
}

const BuiltinFunction ruby_functions_modules_datacat[] = {
    { "template_body", { { "~(Any *$args)", template_body_impl } } },
    { NULL, { { NULL, NULL } } },
};

/* --- mcollective ----------------------------------------------------------------------------- */

/* mco_array_to_string(array): each element's to_s. */
static Value mco_array_to_string_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                      const Callable *block) {
    (void)block;
    Value *vals = fnlib_args_3x(ctx, site, args, count, -1);
    if (!vals)
        return value_abrupt();
    Value first = count ? vals[0] : value_undef();
    if (first.kind != VAL_ARRAY)
        return function_error(ctx, site, "Expected an array, but got a %s", count ? stdlib_class(first) : "NilClass");
    ArrayBuilder result;
    array_builder_init(&result);
    for (size_t i = 0; i < first.as.array->count; i++)
        array_builder_push(ctx, &result, value_cstring(ctx, stdlib_to_s(ctx, first.as.array->items[i])));
    return array_builder_finish(ctx, &result);
}

const BuiltinFunction ruby_functions_modules_mcollective[] = {
    { "mco_array_to_string", { { "~(Any *$args)", mco_array_to_string_impl } } },
    { NULL, { { NULL, NULL } } },
};

/* --- dns ------------------------------------------------------------------------------------- */

/* get_in_addr_arpa(ip): "#{ip.split('.').reverse.join('.')}.in-addr.arpa" (split drops the
 * trailing empty fields). */
static Value get_in_addr_arpa_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                   const Callable *block) {
    (void)block;
    Value *vals = fnlib_args_3x(ctx, site, args, count, -1);
    if (!vals)
        return value_abrupt();
    Value ip = count ? vals[0] : value_undef();
    if (ip.kind != VAL_STRING)
        return function_error(ctx, site, "undefined method `split' for %s", fnlib_ruby_receiver(ctx, ip));
    const Str *s = ip.as.string;
    size_t end = s->len;
    while (end > 0 && s->bytes[end - 1] == '.')
        end--;
    StrBuf out;
    strbuf_init(&out, ctx);
    for (size_t stop = end; end > 0;) {
        size_t start = stop;
        while (start > 0 && s->bytes[start - 1] != '.')
            start--;
        strbuf_append(&out, s->bytes + start, stop - start);
        if (start == 0)
            break;
        strbuf_append_cstr(&out, ".");
        stop = start - 1;
    }
    strbuf_append_cstr(&out, ".in-addr.arpa");
    return strbuf_finish_value(&out);
}

/* date(): the current time as seconds since the epoch (Time.new.strftime('%s')). */
static Value date_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    if (!fnlib_args_3x(ctx, site, args, count, -1))
        return value_abrupt();
    return value_cstring(ctx, ctx_sprintf(ctx, "%" PRId64, (int64_t)time(NULL)));
}

const BuiltinFunction ruby_functions_modules_dns[] = {
    { "get_in_addr_arpa", { { "~(Any *$args)", get_in_addr_arpa_impl } } },
    { "date", { { "~(Any *$args)", date_impl } } },
    { NULL, { { NULL, NULL } } },
};
