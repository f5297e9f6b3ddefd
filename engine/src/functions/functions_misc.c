/* functions_misc.c: the built-ins about types, calls and values: assert_type, type,
 * convert_to, call, unwrap, annotate, and fqdn_rand. (sprintf is functions_format.c's,
 * strftime functions_time.c's.)
 *
 * Each follows lib/puppet/functions/<name>.rb; fqdn_rand is one of the reference's 3.x
 * functions (lib/puppet/parser/functions/), called with the 3.x convention (fnlib_args_3x).
 *
 * fqdn_rand reproduces Puppet::Util.deterministic_rand_int exactly: the seed is the MD5 of
 * "<fqdn>:<max>:<seed>" read as one 128-bit integer, which seeds Ruby's Random (MT19937,
 * data/ruby_random.h), and rand(max) draws 32-bit words masked to max-1's bit length until
 * one is below max. The fqdn is the fact networking.fqdn, as the reference reads it
 * (`self['facts'].dig('networking', 'fqdn')`: empty without it).
 */
#include <string.h>

#include "functions/convert.h"
#include "data/digest.h"
#include "data/ruby_random.h"
#include "eval/deferred.h"
#include "eval/eval_internal.h"
#include "functions/fnlib.h"
#include "text/format.h"
#include "eval/function.h"
#include "eval/scope.h"
#include "support/limits.h"
#include "syntax/parser.h"
#include "text/sprintf.h"
#include "types/type.h"
#include "types/type_internal.h"
#include "objects/type_object.h"

/* --- assert_type and type -------------------------------------------------------------------- */

static Value assert_type_with(Ctx *ctx, const CallSite *site, const Type *t, Value v, const Callable *block) {
    const char *invalid;
    if (type_is_instance_checked(ctx, t, v, &invalid))
        return v;
    if (invalid)
        return function_error(ctx, site, "%s", invalid);
    if (block) {
        Value args[2] = { value_from_type(t), value_from_type(type_infer(ctx, v)) };
        return callable_call(ctx, block, args, 2, site->span);
    }
    return function_error(ctx, site, "%s", type_mismatch_describe(ctx, "assert_type:", t, v));
}

static Value assert_type_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    return assert_type_with(ctx, site, args[0].as.type, args[1], block);
}

static Value assert_type_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    (void)count;
    const Str *text = args[0].as.string;
    ParseError error;
    AstNode *program = parser_parse_program(&ctx->arena, text->bytes, text->len, &error);
    if (program && program->as.list.items.count == 0)
        /* blanks or comments only: TypeParser#interpret of the nil body */
        return function_error(ctx, site, "The expression <> is not a valid type specification.");
    const Type *t = type_parse(ctx, text->bytes);
    if (!t)
        return fnlib_type_text_failed(ctx, site);
    return assert_type_with(ctx, site, t, args[1], block);
}

static Value type_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)block;
    InferMode mode = INFER_DETAILED;
    if (count > 1) {
        const char *m = args[1].as.string->bytes;
        mode = strcmp(m, "reduced") == 0 ? INFER_REDUCED : strcmp(m, "generalized") == 0 ? INFER_GENERALIZED
                                                                                         : INFER_DETAILED;
    }
    return value_from_type(type_infer_mode(ctx, args[0], mode));
}

/* --- convert_to, call, unwrap, annotate ------------------------------------------------------ */

static Value convert_to_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    /* convert_to.rb: call_function('new', type, value, *args), then the lambda */
    Value *new_args = ctx_alloc(ctx, count * sizeof *new_args);
    new_args[0] = args[0];
    for (size_t i = 2; i < count; i++)
        new_args[i - 1] = args[i];
    CallSite inner = *site;
    inner.name = "new";
    inner.style = CALL_FUNCTION;
    Value r = convert_new(ctx, &inner, args[1].as.type, new_args, count - 1, NULL);
    if (value_is_abrupt(r) || !block)
        return r;
    return callable_call(ctx, block, &r, 1, site->span);
}

static Value call_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    const Str *given = args[0].as.string;
    /* TypedName splits the name at '::' and looks at its first part: a name of nothing but
     * '::' pairs has none (a Ruby NoMethodError, with error_highlight's lines) */
    size_t colons = 0;
    while (colons < given->len && given->bytes[colons] == ':')
        colons++;
    if (colons == given->len && colons % 2 == 0)
        return function_error_unlocated(ctx, site, "undefined method `empty?' for nil:NilClass");
    /* the loader's names are lower case: call('Notice', ...) finds notice */
    char *name = ctx_strndup(ctx, given->bytes, given->len);
    for (char *p = name; *p; p++)
        if (*p >= 'A' && *p <= 'Z')
            *p = (char)(*p - 'A' + 'a');
    const char *plain = name[0] == ':' && name[1] == ':' ? name + 2 : name;
    if (!name_table_find(&ctx->interp->functions, plain, strlen(plain)) && !function_exists(ctx, plain))
        return function_error(ctx, site, "Unknown function '%s'", given->bytes);
    CallSite inner = *site;
    inner.name = name;
    return call_function(ctx, &inner, args + 1, count - 1, block);
}

/* call.rb's call_deferred: DeferredResolver.resolve in the top scope. */
static Value call_deferred(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                           const Callable *block) {
    (void)count, (void)block;
    DeferredResolver resolver = { .after_compile = false };
    return deferred_resolve(ctx, &resolver, site, args[0]);
}

static Value unwrap_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    Value v = args[0].kind == VAL_SENSITIVE ? *args[0].as.sensitive->value : args[0];
    return block ? callable_call(ctx, block, &v, 1, site->span) : v;
}

static Value annotate_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)args, (void)count, (void)block;
    /* the signatures admit only Annotation and Pcore types, which the engine does not define */
    return function_error(ctx, site, "annotate: Annotation types are not supported by this engine");
}

/* --- fqdn_rand ------------------------------------------------------------------------------- */

/* Ruby's `to_i` of fqdn_rand's max argument. Returns false after Ruby's NoMethodError. */
static bool ruby_to_i_value(Ctx *ctx, const CallSite *site, Value v, int64_t *out) {
    switch (v.kind) {
    case VAL_INTEGER:
        *out = v.as.integer;
        return true;
    case VAL_FLOAT:
        return fnlib_float_to_integer(ctx, site, v.as.floating, out);
    case VAL_STRING:
        *out = fnlib_ruby_to_i(v.as.string->bytes, v.as.string->len);
        return true;
    default:
        /* with did_you_mean's suggestions (to_s, ...) */
        function_error_unlocated(ctx, site, "undefined method `to_i' for %s", fnlib_ruby_receiver(ctx, v));
        return false;
    }
}

/* Array#join(':') of one element: nested arrays joined with ':' too, nil as ''. */
static void join_colon(StrBuf *out, Value v, int depth) {
    if (v.kind == VAL_ARRAY && depth < MAX_DATA_DEPTH) {
        for (size_t i = 0; i < v.as.array->count; i++) {
            if (i)
                strbuf_append_char(out, ':');
            join_colon(out, v.as.array->items[i], depth + 1);
        }
        return;
    }
    sprintf_to_s_3x(out, v);
}

static Value fqdn_rand_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    Value *a = fnlib_args_3x(ctx, site, args, count, -2);
    if (!a)
        return value_abrupt();
    int64_t max;
    if (!ruby_to_i_value(ctx, site, a[0], &max))
        return value_abrupt();
    bool downcase = count > 2 && value_truthy(a[2]);   /* Ruby's !!: only nil and false are false */
    const char *fqdn = "";
    Value facts, networking, name;
    if (scope_lookup(ctx->interp->top, "facts", &facts) && facts.kind == VAL_HASH &&
        hash_get(facts.as.hash, value_cstring(ctx, "networking"), &networking) && networking.kind == VAL_HASH &&
        hash_get(networking.as.hash, value_cstring(ctx, "fqdn"), &name) && name.kind != VAL_UNDEF) {
        StrBuf text;
        strbuf_init(&text, ctx);
        sprintf_to_s_3x(&text, name);
        fqdn = strbuf_finish(&text)->bytes;
    }
    StrBuf key;
    strbuf_init(&key, ctx);
    if (downcase) {
        for (const char *p = fqdn; *p; p++)
            strbuf_append_char(&key, *p >= 'A' && *p <= 'Z' ? (char)(*p + 32) : *p);
    } else {
        strbuf_append_cstr(&key, fqdn);
    }
    strbuf_printf(&key, ":%lld:", (long long)max);
    if (count > 1)
        join_colon(&key, a[1], 0);
    const Str *text = strbuf_finish(&key);
    if (max <= 0)
        return function_error(ctx, site, "invalid argument - %lld", (long long)max);
    unsigned char digest[DIGEST_MD5_BYTES];
    digest_md5(text->bytes, text->len, digest);
    RubyRandom *mt = ctx_alloc(ctx, sizeof *mt);
    ruby_random_seed_bytes(mt, digest, sizeof digest);
    return value_integer((int64_t)ruby_random_below(mt, (uint64_t)max));
}

const BuiltinFunction functions_misc[] = {
    /* lib/puppet/functions/assert_type.rb */
    { "assert_type", { { "(Type $type, Any $value, Optional[Callable[Type, Type]] &$block)", assert_type_impl },
                       { "(String $type_string, Any $value, Optional[Callable[Type, Type]] &$block)",
                         assert_type_string } } },
    /* lib/puppet/functions/type.rb */
    { "type",        { { "(Any $value, Enum[detailed] $inference_method = undef)", type_impl },
                       { "(Any $value, Enum[reduced] $inference_method)", type_impl },
                       { "(Any $value, Enum[generalized] $inference_method)", type_impl } } },
    /* lib/puppet/functions/convert_to.rb, call.rb, unwrap.rb, annotate.rb */
    { "convert_to",  { { "(Any $value, Type $type, Any *$args, Optional[Callable[1,1]] &$block)", convert_to_impl } } },
    { "call",        { { "(String $function_name, Any *$arguments, Optional[Callable] &$block)", call_impl },
                       { "(Deferred $deferred)", call_deferred } } },
    { "unwrap",      { { "(Sensitive $arg, Optional[Callable] &$block)", unwrap_impl },
                       { "(Any $arg, Optional[Callable] &$block)", unwrap_impl } } },
    { "annotate",    { { "(Type[Annotation] $type, Any $value, Optional[Callable[0, 0]] &$block)", annotate_impl },
                       { "(Type[Annotation] $type, Any $value, "
                         "Variant[Enum[clear], Hash[Pcore::MemberName, Any]] $annotation_hash)", annotate_impl },
                       { "(Type[Pcore] $type, Any $value, "
                         "Hash[Type[Annotation], Hash[Pcore::MemberName, Any]] $annotations)", annotate_impl } } },
    /* lib/puppet/parser/functions/fqdn_rand.rb (3.x: arity -2) */
    { "fqdn_rand",   { { "~(Any *$args)", fqdn_rand_impl } } },
    { NULL, { { NULL, NULL } } },
};
