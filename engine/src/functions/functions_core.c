/* functions_core.c: the built-in functions the evaluator itself relies on.
 *
 * Logging (notice, warning, info, debug, err, alert, crit, emerg: arguments formatted as log
 * arguments and joined with a space), fail, the flow functions (break, next, return), `new`
 * (Type(args): the conversions engineer's convert_new), and the core iteration functions with
 * the reference's dispatches (lib/puppet/functions/{each,map,filter,reduce,with,then}.rb):
 * a Hash yields [key, value] to a one-parameter lambda and key, value to a two-parameter one;
 * other iterables yield the value, or index and value; `break()` stops the iteration
 * (each returns its receiver, map and filter what they built so far, reduce its memo).
 * The rest of the library lives in other functions_*.c files.
 */
#include <string.h>

#include "catalog/catalog.h"
#include "functions/convert.h"
#include "eval/eval_internal.h"
#include "text/format.h"
#include "functions/fnlib.h"
#include "eval/function.h"
#include "values/iterator.h"
#include "text/sprintf.h"
#include "support/strbuf.h"
#include "types/type.h"

/* --- logging ------------------------------------------------------------------------------- */

/* The message of a log call: its arguments as log arguments, joined with a space. A Str, as a
 * string may hold NUL and the reference logs it ("a\u0000b" prints the byte). */
static const Str *log_message(Ctx *ctx, const Value *args, size_t count) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < count; i++) {
        if (i)
            strbuf_append_char(&sb, ' ');
        strbuf_append_str(&sb, format_for_log(ctx, args[i]));
    }
    return strbuf_finish(&sb);
}

/* The reference's console prefixes every log call with its scope ("Scope(Class[main]): "), and
 * its tests strip that prefix only after the level names Notice, Warning, Info, Debug and Alert:
 * err, crit and emerg lines keep it. */
static Value log_at(Ctx *ctx, const CallSite *site, const Value *args, size_t count, PuppetLogLevel level) {
    bool checked = type_run_has_invalid_regexp(ctx);
    if (checked)
        type_take_format_error(ctx);
    const Str *message = log_message(ctx, args, count);
    const char *unprintable = checked ? type_take_format_error(ctx) : NULL;
    if (unprintable)
        return function_error(ctx, site, "%s", unprintable);   /* Regexp['a(']: see type.h */
    if (level == PUPPET_LOG_ERR || level == PUPPET_LOG_CRIT || level == PUPPET_LOG_EMERG) {
        const CatResource *r = catalog_current_frame(ctx)->resource;
        StrBuf sb;
        strbuf_init(&sb, ctx);
        strbuf_printf(&sb, "Scope(%s[%s]): ", r->type, r->title);
        strbuf_append_str(&sb, message);
        message = strbuf_finish(&sb);
    }
    ctx_log(ctx, level, message->bytes, message->len, site->span);
    return value_undef();
}

#define LOG_FUNCTION(fname, level)                                                                 \
    static Value fname##_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,     \
                              const Callable *block) {                                             \
        (void)block;                                                                               \
        return log_at(ctx, site, args, count, level);                                              \
    }
LOG_FUNCTION(debug, PUPPET_LOG_DEBUG)
LOG_FUNCTION(info, PUPPET_LOG_INFO)
LOG_FUNCTION(notice, PUPPET_LOG_NOTICE)
LOG_FUNCTION(warning, PUPPET_LOG_WARNING)
LOG_FUNCTION(err, PUPPET_LOG_ERR)
LOG_FUNCTION(alert, PUPPET_LOG_ALERT)
LOG_FUNCTION(crit, PUPPET_LOG_CRIT)
LOG_FUNCTION(emerg, PUPPET_LOG_EMERG)

/* fail is a 3.x function in the reference (parser/functions/fail.rb): its message is
 * `vals.collect { |s| s.to_s }.join(" ")`, Ruby's to_s of each converted argument, so arrays
 * and hashes show as Ruby's inspect (`["a", 1]`, `{"k"=>nil}`), undef as nothing. */
static Value fail_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    Value *vals = fnlib_args_3x(ctx, site, args, count, -1);
    if (!vals)
        return value_abrupt();
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < count; i++) {
        if (i)
            strbuf_append_char(&sb, ' ');
        sprintf_to_s_3x(&sb, vals[i]);
    }
    return function_error(ctx, site, "%s", strbuf_finish(&sb)->bytes);
}

/* --- flow ---------------------------------------------------------------------------------- */

static Value break_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)args, (void)count, (void)block;
    return ctx_unwind(ctx, UNWIND_BREAK, value_undef(), site->span);
}

static Value next_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    return ctx_unwind(ctx, UNWIND_NEXT, count ? args[0] : value_undef(), site->span);
}

static Value return_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    return ctx_unwind(ctx, UNWIND_RETURN, count ? args[0] : value_undef(), site->span);
}

/* --- new ----------------------------------------------------------------------------------- */

static Value new_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    return convert_new(ctx, site, args[0].as.type, args + 1, count - 1, block);
}

/* --- iteration ----------------------------------------------------------------------------- */

/* Calls the block with one or two values; false when it failed or returned. */
static bool yield1(Ctx *ctx, const CallSite *site, const Callable *block, Value a, Value *out, bool *stopped) {
    return function_yield(ctx, site, block, &a, 1, out, stopped);
}

static bool yield2(Ctx *ctx, const CallSite *site, const Callable *block, Value a, Value b, Value *out,
                   bool *stopped) {
    Value args[2] = { a, b };
    return function_yield(ctx, site, block, args, 2, out, stopped);
}

static Value pair(Ctx *ctx, const HashEntry *e) {
    Value items[2] = { e->key, e->value };
    return value_array_of(ctx, items, 2);
}

/* each/map/filter share one walk: `mode` says what to collect. */
typedef enum WalkMode { WALK_EACH, WALK_MAP, WALK_FILTER } WalkMode;

static Value walk_hash(Ctx *ctx, const CallSite *site, const Value *args, const Callable *block, bool two,
                       WalkMode mode) {
    const Hash *h = args[0].as.hash;
    ArrayBuilder mapped;
    array_builder_init(&mapped);
    Hash *kept = mode == WALK_FILTER ? hash_new(ctx, 0) : NULL;
    for (size_t i = 0; i < h->count; i++) {
        ctx_step(ctx);
        const HashEntry *e = &h->entries[i];
        Value r;
        bool stopped;
        bool ok;
        if (mode == WALK_FILTER) {
            /* filter.rb selects from a hash with Hash#select, which does not stop at break():
             * the break goes on to the enclosing iteration (or is illegal at top level) */
            Value kv[2] = { e->key, e->value };
            Value one = two ? value_undef() : pair(ctx, e);
            r = two ? callable_call(ctx, block, kv, 2, site->span) : callable_call(ctx, block, &one, 1, site->span);
            ok = !value_is_abrupt(r);
            stopped = false;
        } else {
            Value *want = mode == WALK_EACH ? NULL : &r;   /* each drops what the lambda gives */
            ok = two ? yield2(ctx, site, block, e->key, e->value, want, &stopped)
                     : yield1(ctx, site, block, pair(ctx, e), want, &stopped);
        }
        if (!ok)
            return value_abrupt();
        if (stopped)
            break;
        if (mode == WALK_MAP)
            array_builder_push(ctx, &mapped, r);
        else if (mode == WALK_FILTER && value_truthy(r))
            hash_put(ctx, kept, e->key, e->value);
    }
    if (mode == WALK_MAP)
        return array_builder_finish(ctx, &mapped);
    if (mode == WALK_FILTER)
        return value_from_hash(kept);
    return args[0];
}

static Value walk_iterable(Ctx *ctx, const CallSite *site, const Value *args, const Callable *block, bool two,
                           WalkMode mode) {
    IterCursor cursor;
    iterator_start(ctx, &cursor, args[0]);
    ArrayBuilder out;
    array_builder_init(&out);
    Value v;
    for (int64_t index = 0; iterator_next(ctx, &cursor, &v); index++) {
        Value r;
        bool stopped;
        Value *want = mode == WALK_EACH ? NULL : &r;
        bool ok = two ? yield2(ctx, site, block, value_integer(index), v, want, &stopped)
                      : yield1(ctx, site, block, v, want, &stopped);
        if (!ok)
            return value_abrupt();
        if (stopped)
            break;
        if (mode == WALK_MAP)
            array_builder_push(ctx, &out, r);
        else if (mode == WALK_FILTER && value_truthy(r))
            array_builder_push(ctx, &out, v);
    }
    if (mode == WALK_EACH)
        return args[0];
    return array_builder_finish(ctx, &out);
}

#define WALK_FUNCTIONS(fname, mode)                                                                 \
    static Value fname##_hash_1(Ctx *ctx, const CallSite *site, const Value *args, size_t count,    \
                                const Callable *block) {                                            \
        (void)count;                                                                                \
        return walk_hash(ctx, site, args, block, false, mode);                                      \
    }                                                                                               \
    static Value fname##_hash_2(Ctx *ctx, const CallSite *site, const Value *args, size_t count,    \
                                const Callable *block) {                                            \
        (void)count;                                                                                \
        return walk_hash(ctx, site, args, block, true, mode);                                       \
    }                                                                                               \
    static Value fname##_iterable_1(Ctx *ctx, const CallSite *site, const Value *args, size_t count,\
                                    const Callable *block) {                                        \
        (void)count;                                                                                \
        return walk_iterable(ctx, site, args, block, false, mode);                                  \
    }                                                                                               \
    static Value fname##_iterable_2(Ctx *ctx, const CallSite *site, const Value *args, size_t count,\
                                    const Callable *block) {                                        \
        (void)count;                                                                                \
        return walk_iterable(ctx, site, args, block, true, mode);                                   \
    }
WALK_FUNCTIONS(each, WALK_EACH)
WALK_FUNCTIONS(map, WALK_MAP)
WALK_FUNCTIONS(filter, WALK_FILTER)

/* A lambda that builds a string (`"${memo}${x}"`) appends to the memo in place from its second
 * step on, and one that builds a hash (`$memo + {k => v}`) writes into it (eval_growable_node):
 * the memo is then what the lambda made at the previous step, which only this loop holds, in
 * this loop's region (docs/memory.md). */
static Value reduce_walk(Ctx *ctx, const CallSite *site, Value source, bool has_memo, Value memo,
                         const Callable *block) {
    IterCursor cursor;
    iterator_start(ctx, &cursor, source);
    Value v;
    if (!has_memo) {
        if (!iterator_next(ctx, &cursor, &memo))
            return value_undef();   /* Ruby's reduce of nothing */
    }
    StringGrowth *grow = &ctx->interp->grow;
    StringGrowth outer = *grow;
    grow->node = eval_growable_node(block);
    if (grow->node && grow->node->kind == AST_INTERPOLATED && ctx->watcher)
        grow->node = NULL;   /* a watcher (expression types) keeps the strings it saw: one grown in
                                place would change under it (a hash grows into a new Hash) */
    grow->str = NULL;
    grow->tip = NULL;
    grow->depth = arena_target(&ctx->arena);
    while (iterator_next(ctx, &cursor, &v)) {
        Value r;
        bool stopped;
        if (!yield2(ctx, site, block, memo, v, &r, &stopped)) {
            *grow = outer;
            return value_abrupt();
        }
        if (stopped)
            break;
        memo = r;
        if (memo.kind != VAL_STRING || memo.as.string != grow->str)
            grow->str = NULL;
    }
    *grow = outer;
    return memo;
}

static Value reduce_without_memo(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                 const Callable *block) {
    (void)count;
    return reduce_walk(ctx, site, args[0], false, value_undef(), block);
}

static Value reduce_with_memo(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    (void)count;
    return reduce_walk(ctx, site, args[0], true, args[1], block);
}

static Value with_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site;
    return callable_call(ctx, block, args, count, site->span);
}

static Value then_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    if (args[0].kind == VAL_UNDEF)
        return value_undef();
    return callable_call(ctx, block, args, 1, site->span);
}

const BuiltinFunction functions_core[] = {
    { "debug",   { { "(Any *$values)", debug_impl } } },
    { "info",    { { "(Any *$values)", info_impl } } },
    { "notice",  { { "(Any *$values)", notice_impl } } },
    { "warning", { { "(Any *$values)", warning_impl } } },
    { "err",     { { "(Any *$values)", err_impl } } },
    { "alert",   { { "(Any *$values)", alert_impl } } },
    { "crit",    { { "(Any *$values)", crit_impl } } },
    { "emerg",   { { "(Any *$values)", emerg_impl } } },
    { "fail",    { { "~(Any *$message)", fail_impl } } },
    { "break",   { { "()", break_impl } } },
    { "next",    { { "(Any $value = undef)", next_impl } } },
    { "return",  { { "(Any $value = undef)", return_impl } } },
    { "new",     { { "(Type $type, Any *$args, Optional[Callable] &$block)", new_impl } } },
    { "each",    { { "(Hash[Any, Any] $hash, Callable[2,2] &$block)", each_hash_2 },
                   { "(Hash[Any, Any] $hash, Callable[1,1] &$block)", each_hash_1 },
                   { "(Iterable $enumerable, Callable[2,2] &$block)", each_iterable_2 },
                   { "(Iterable $enumerable, Callable[1,1] &$block)", each_iterable_1 } } },
    { "map",     { { "(Hash[Any, Any] $hash, Callable[2,2] &$block)", map_hash_2 },
                   { "(Hash[Any, Any] $hash, Callable[1,1] &$block)", map_hash_1 },
                   { "(Iterable $enumerable, Callable[2,2] &$block)", map_iterable_2 },
                   { "(Iterable $enumerable, Callable[1,1] &$block)", map_iterable_1 } } },
    { "filter",  { { "(Hash[Any, Any] $hash, Callable[2,2] &$block)", filter_hash_2 },
                   { "(Hash[Any, Any] $hash, Callable[1,1] &$block)", filter_hash_1 },
                   { "(Iterable $enumerable, Callable[2,2] &$block)", filter_iterable_2 },
                   { "(Iterable $enumerable, Callable[1,1] &$block)", filter_iterable_1 } } },
    { "reduce",  { { "(Iterable $enumerable, Callable[2,2] &$block)", reduce_without_memo },
                   { "(Iterable $enumerable, Any $memo, Callable[2,2] &$block)", reduce_with_memo } } },
    { "with",    { { "(Any *$arg, Callable &$block)", with_impl } } },
    { "then",    { { "(Any $arg, Callable[1,1] &$block)", then_impl } } },
    { NULL, { { NULL, NULL } } },
};
