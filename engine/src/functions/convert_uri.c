/* convert_uri.c: URI.new, the reference's PURIType.new_function: `URI('https://x/p')` is
 * URI.parse of the text, `URI({scheme => 'https', host => 'x'})` URI::<class>.build of the
 * hash (uri.h). Ruby's URI errors are the call's error ("bad URI(is not URI?): \"a b\""). */
#include "functions/convert_internal.h"
#include "values/uri.h"

Value convert_uri_from_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    (void)count;
    (void)block;
    const char *error = NULL;
    const Uri *u = uri_parse(ctx, args[0].as.string->bytes, args[0].as.string->len, &error);
    return u ? value_from_uri(u) : function_error(ctx, site, "%s", error);
}

Value convert_uri_from_hash(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                            const Callable *block) {
    (void)count;
    (void)block;
    const char *error = NULL;
    const Uri *u = uri_build(ctx, args[0].as.hash, &error);
    return u ? value_from_uri(u) : function_error(ctx, site, "%s", error);
}
