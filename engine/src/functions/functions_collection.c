/* functions_collection.c: the built-ins that read or rebuild collections: dig, get, getvar,
 * empty, flatten, join, keys, values, length, size, sort and unique.
 *
 * Each follows lib/puppet/functions/<name>.rb and the Ruby method underneath:
 *   - dig walks Array#[] (negative indexes count from the end) and Hash#[] (eql? keys);
 *   - get and getvar split their dotted navigation as the reference's SubLookup#split_key
 *     (quoted segments, numeric segments become Integers) and hand it to dig;
 *   - join is Array#join: nested arrays are joined with the same separator, other values by
 *     their Ruby to_s (sprintf.h's, so that join and sprintf('%s') agree);
 *   - sort is a stable merge sort with Ruby's <=> (fnlib.h), comparing pairs in the order of
 *     glibc's merge sort (which Ruby's sort uses), so the error for incomparable values names
 *     the same pair as the reference's; unique keeps first occurrences by eql? (1, 1.0 and '1'
 *     differ), a block giving the key.
 */
#include <string.h>

#include "eval/eval_internal.h"
#include "functions/fnlib.h"
#include "eval/function.h"
#include "values/iterator.h"
#include "support/limits.h"
#include "text/sprintf.h"
#include "types/type.h"
#include "objects/type_object.h"
#include "support/utf8.h"

/* --- dig ------------------------------------------------------------------------------------ */

/* Ruby's Array#inspect of the walked path, as dig's messages show it. */
static const char *path_text(Ctx *ctx, const Value *keys, size_t count) {
    return eval_ruby_to_s(ctx, value_array_of(ctx, keys, count));
}

static const char *reduced_type(Ctx *ctx, Value v) {
    return type_to_string(ctx, type_infer_mode(ctx, v, INFER_REDUCED))->bytes;
}

/* dig.rb's failure: the error, and (when error_data is not NULL) the Error value it raises
 * with it (Puppet::ErrorWithData: kind SLICE_ERROR, details walked_path and the type). */
static Value dig_fail(Ctx *ctx, const CallSite *site, Value *error_data, const char *message, const char *issue,
                      const char *type_key, Value walked, Value type) {
    if (error_data) {
        Hash *details = hash_new(ctx, 2);
        hash_put(ctx, details, value_cstring(ctx, "walked_path"), walked);
        hash_put(ctx, details, value_cstring(ctx, type_key), type);
        *error_data = object_error(ctx, message, "SLICE_ERROR", value_from_hash(details), issue);
    }
    return function_error(ctx, site, "%s", message);
}

/* Walks data along keys as dig.rb does. Returns the value found (undef when a step meets undef
 * or an undef key), or value_abrupt() after the reference's error (see dig_fail). */
static Value dig_walk(Ctx *ctx, const CallSite *site, Value data, const Value *keys, size_t count, Value *error_data) {
    Value d = data;
    for (size_t i = 0; i < count; i++) {
        ctx_step(ctx);
        Value k = keys[i];
        if (d.kind == VAL_UNDEF || k.kind == VAL_UNDEF)
            return value_undef();
        if (d.kind != VAL_ARRAY && d.kind != VAL_HASH)
            return dig_fail(ctx, site, error_data,
                            ctx_sprintf(ctx, "The given data does not contain a Collection at %s, got '%s'",
                                        path_text(ctx, keys, i), reduced_type(ctx, d)),
                            "EXPECTED_COLLECTION", "value_type", value_array_of(ctx, keys, i),
                            value_from_type(type_infer_mode(ctx, d, INFER_REDUCED)));
        if (d.kind == VAL_ARRAY) {
            if (k.kind != VAL_INTEGER)
                return dig_fail(ctx, site, error_data,
                                ctx_sprintf(ctx, "The given data requires an Integer index at %s, got '%s'",
                                            path_text(ctx, keys, i + 1), reduced_type(ctx, k)),
                                "EXPECTED_INTEGER_INDEX", "index_type", value_array_of(ctx, keys, i + 1),
                                value_from_type(type_infer_mode(ctx, k, INFER_REDUCED)));
            const Array *a = d.as.array;
            int64_t index = k.as.integer;
            if (index < 0)
                index += (int64_t)a->count;
            d = index >= 0 && (uint64_t)index < a->count ? a->items[index] : value_undef();
        } else {
            Value found;
            d = hash_get(d.as.hash, k, &found) ? found : value_undef();
        }
    }
    return d;
}

static Value dig_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    return dig_walk(ctx, site, args[0], args + 1, count - 1, NULL);
}

/* --- get and getvar -------------------------------------------------------------------------- */

/* SubLookup#split_key on "x." + navigation, without the leading "x" (fnlib_split_key). */
static bool split_navigation(Ctx *ctx, const Str *navigation, Value **out, size_t *out_count) {
    StrBuf key;
    strbuf_init(&key, ctx);
    strbuf_append_cstr(&key, "x.");
    strbuf_append_str(&key, navigation);
    if (!fnlib_split_key(ctx, strbuf_finish(&key), out, out_count))
        return false;
    (*out)++;
    (*out_count)--;
    return true;
}

/* get.rb's get_from_value. */
static Value get_navigate(Ctx *ctx, const CallSite *site, Value value, const Str *navigation, Value default_value,
                          const Callable *block) {
    if (value.kind == VAL_UNDEF)
        return default_value;
    if (navigation->len == 0)
        return value;
    Value *segments;
    size_t count;
    if (!split_navigation(ctx, navigation, &segments, &count))
        return function_error(ctx, site, "Syntax error in dotted-navigation string");
    if (value.kind != VAL_ARRAY && value.kind != VAL_HASH) {
        /* get.rb calls dig, whose dispatch refuses data that is not a Collection */
        CallSite dig_site = *site;
        dig_site.name = "dig";
        Value refused;
        if (function_call_builtin(ctx, &dig_site, &value, 1, NULL, &refused) && value_is_abrupt(refused))
            return refused;
    }
    Value error_data = value_undef();
    Value r = dig_walk(ctx, site, value, segments, count, block ? &error_data : NULL);
    if (value_is_abrupt(r) && block && error_data.kind == VAL_OBJECT && ctx->unwind.kind == UNWIND_ERROR) {
        /* get.rb rescues Puppet::ErrorWithData and yields its Error to the lambda */
        ctx_clear_unwind(ctx);
        return callable_call(ctx, block, &error_data, 1, site->span);
    }
    if (value_is_abrupt(r))
        return r;
    return r.kind == VAL_UNDEF ? default_value : r;
}

static Value get_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    return get_navigate(ctx, site, args[0], args[1].as.string, count > 2 ? args[2] : value_undef(), block);
}

static bool is_word_char(char c) {
    return c == '_' || (c >= 'a' && c <= 'z') || (c >= 'A' && c <= 'Z') || (c >= '0' && c <= '9');
}

/* getvar.rb: the variable name part of the string, then a '.' and the navigation. */
static Value getvar_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    const Str *s = args[0].as.string;
    Value default_value = count > 1 ? args[1] : value_undef();
    /* /^((::)?(\w+::)*\w+)(.*)\z/: word runs joined by '::' (a '::' counts only when a word
     * follows it) */
    size_t end = s->len >= 2 && s->bytes[0] == ':' && s->bytes[1] == ':' ? 2 : 0;
    for (;;) {
        size_t w = end;
        while (w < s->len && is_word_char(s->bytes[w]))
            w++;
        end = w;
        if (w + 2 < s->len && s->bytes[w] == ':' && s->bytes[w + 1] == ':' && is_word_char(s->bytes[w + 2]))
            end = w + 2;
        else
            break;
    }
    const char *name = ctx_strndup(ctx, s->bytes, end);
    const Str *navigation = str_new(ctx, s->bytes + end, s->len - end);
    if (navigation->len) {
        if (navigation->bytes[0] != '.')
            return function_error(ctx, site, "First character after var name in get string must be a '.' - got %c",
                                  navigation->bytes[0]);
        navigation = str_new(ctx, navigation->bytes + 1, navigation->len - 1);
    }
    /* an unknown variable gives the default (the reference catches :undefined_variable) */
    size_t warnings_before = ctx->warnings.count;
    Value v = eval_variable(ctx, name, site->span);
    if (value_is_abrupt(v)) {
        if (ctx->unwind.kind == UNWIND_ERROR && ctx->unwind.message &&
            strncmp(ctx->unwind.message, "Unknown variable", 16) == 0) {
            ctx_clear_unwind(ctx);
            return default_value;
        }
        return v;
    }
    if (ctx->warnings.count > warnings_before) {
        ctx->warnings.count = warnings_before;
        return default_value;
    }
    return get_navigate(ctx, site, v, navigation, default_value, block);
}

static Value getvar_invalid(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)args, (void)count, (void)block;
    return function_error(ctx, site, "'getvar' The given string does not start with a valid variable name");
}

/* --- empty, length, size, keys, values ------------------------------------------------------- */

static Value empty_collection(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)ctx, (void)site, (void)count, (void)block;
    Value v = args[0];
    return value_boolean(v.kind == VAL_ARRAY ? v.as.array->count == 0 : v.as.hash->count == 0);
}

static Value empty_sensitive(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)ctx, (void)site, (void)count, (void)block;
    return value_boolean(args[0].as.sensitive->value->as.string->len == 0);
}

static Value empty_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)ctx, (void)site, (void)count, (void)block;
    return value_boolean(args[0].as.string->len == 0);
}

static Value empty_numeric(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)args, (void)count, (void)block;
    /* empty.rb warns once per calling line ("empty-from-<file>-<line>") */
    fnlib_warn_once(ctx, ctx_sprintf(ctx, "empty-from-%u", (unsigned)site->span.line),
                    "Calling function empty with Numeric value is deprecated.");
    return value_boolean(false);
}

static Value empty_undef(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)ctx, (void)site, (void)args, (void)count, (void)block;
    return value_boolean(true);
}

static Value length_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)ctx, (void)site, (void)count, (void)block;
    Value v = args[0];
    switch (v.kind) {
    case VAL_ARRAY:
        return value_integer((int64_t)v.as.array->count);
    case VAL_HASH:
        return value_integer((int64_t)v.as.hash->count);
    case VAL_STRING:
        return value_integer((int64_t)str_char_count_cursor(ctx, v.as.string));
    case VAL_BINARY:
        return value_integer((int64_t)v.as.string->len);
    default:
        return value_integer(0);   /* the signatures admit nothing else */
    }
}

static Value keys_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)count, (void)block;
    const Hash *h = args[0].as.hash;
    Array *a = array_new(ctx, h->count);
    for (size_t i = 0; i < h->count; i++)
        a->items[i] = hash_entry_at(h, i)->key;
    return value_from_array(a);
}

static Value values_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)count, (void)block;
    const Hash *h = args[0].as.hash;
    Array *a = array_new(ctx, h->count);
    for (size_t i = 0; i < h->count; i++)
        a->items[i] = hash_entry_at(h, i)->value;
    return value_from_array(a);
}

/* --- flatten and join ------------------------------------------------------------------------ */

static bool flatten_into(Ctx *ctx, const CallSite *site, ArrayBuilder *out, const Value *values, size_t count,
                         int depth) {
    for (size_t i = 0; i < count; i++) {
        ctx_step(ctx);
        if (values[i].kind == VAL_ARRAY) {
            if (depth >= MAX_DATA_DEPTH) {
                function_error(ctx, site, "flatten: the arrays nest more than %d deep", MAX_DATA_DEPTH);
                return false;
            }
            if (!flatten_into(ctx, site, out, values[i].as.array->items, values[i].as.array->count, depth + 1))
                return false;
        } else {
            array_builder_push(ctx, out, values[i]);
        }
    }
    return true;
}

static Value flatten_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    ArrayBuilder out;
    array_builder_init(&out);
    if (!flatten_into(ctx, site, &out, args, count, 0))
        return value_abrupt();
    return array_builder_finish(ctx, &out);
}

/* Ruby's Array#join: a separator between every two items, and a nested array joined in place
 * by the same rule, so an empty one still has its separators ([[], 1] joins as "|1"). */
static bool join_into(Ctx *ctx, const CallSite *site, StrBuf *out, const Array *a, const Str *sep, int depth) {
    for (size_t i = 0; i < a->count; i++) {
        ctx_step(ctx);
        if (i > 0 && sep)
            strbuf_append_str(out, sep);
        Value v = a->items[i];
        if (v.kind != VAL_ARRAY) {
            sprintf_to_s(out, v);
            continue;
        }
        if (depth >= MAX_DATA_DEPTH) {
            function_error(ctx, site, "join: the arrays nest more than %d deep", MAX_DATA_DEPTH);
            return false;
        }
        if (!join_into(ctx, site, out, v.as.array, sep, depth + 1))
            return false;
    }
    return true;
}

static Value join_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)block;
    StrBuf sb;
    strbuf_init(&sb, ctx);
    if (!join_into(ctx, site, &sb, args[0].as.array, count > 1 ? args[1].as.string : NULL, 0))
        return value_abrupt();
    if (!sb.len)
        return value_string(ctx, "", 0);
    return strbuf_finish_value(&sb);
}

/* --- sort ------------------------------------------------------------------------------------ */

typedef struct SortState {
    Ctx *ctx;
    const CallSite *site;
    const Callable *block;
    bool failed;
} SortState;

/* a <=> b, or the block's answer; sets st->failed after recording an error. */
static int sort_compare(SortState *st, Value a, Value b) {
    int c = 0;
    if (st->failed)
        return 0;
    ctx_step(st->ctx);
    if (st->block) {
        Value pair[2] = { a, b };
        Value r = callable_call(st->ctx, st->block, pair, 2, st->site->span);
        if (value_is_abrupt(r) || !fnlib_cmpint(st->ctx, st->site, r, a, b, &c))
            st->failed = true;
        return c;
    }
    if (!fnlib_ruby_compare(st->ctx, a, b, &c)) {
        fnlib_comparison_failed(st->ctx, st->site, a, b);
        st->failed = true;
    }
    return c;
}

/* glibc's msort_with_tmp: sort both halves, then merge taking from the left while left <= right
 * (stable). */
static void merge_sort(SortState *st, Value *items, Value *tmp, size_t n) {
    if (n <= 1 || st->failed)
        return;
    size_t n1 = n / 2, n2 = n - n1;
    Value *b1 = items, *b2 = items + n1;
    merge_sort(st, b1, tmp, n1);
    merge_sort(st, b2, tmp, n2);
    size_t i = 0, j = 0, k = 0;
    while (i < n1 && j < n2 && !st->failed) {
        if (sort_compare(st, b1[i], b2[j]) <= 0)
            tmp[k++] = b1[i++];
        else
            tmp[k++] = b2[j++];
    }
    if (st->failed)
        return;
    while (i < n1)
        tmp[k++] = b1[i++];
    /* what is left of the right half is already in place */
    memcpy(items, tmp, k * sizeof *items);
}

/* Sorts a copy of values; returns NULL after an error. */
static Value *sorted_copy(Ctx *ctx, const CallSite *site, const Callable *block, const Value *values, size_t count) {
    Value *items = ctx_alloc(ctx, (count ? count : 1) * sizeof *items);
    Value *tmp = ctx_alloc(ctx, (count ? count : 1) * sizeof *tmp);
    if (count)
        memcpy(items, values, count * sizeof *items);
    SortState st = { ctx, site, block, false };
    merge_sort(&st, items, tmp, count);
    return st.failed ? NULL : items;
}

/* The characters of s as String values (s.split('')). */
static size_t string_chars(Ctx *ctx, const Str *s, Value **out) {
    Value *chars = ctx_alloc(ctx, (s->len ? s->len : 1) * sizeof *chars);
    size_t n = 0;
    for (size_t pos = 0; pos < s->len;) {
        int32_t cp;
        size_t len = utf8_decode(s->bytes, s->len, pos, &cp);
        chars[n++] = value_string(ctx, s->bytes + pos, len);
        pos += len;
    }
    *out = chars;
    return n;
}

static Value join_strings(Ctx *ctx, const Value *items, size_t count) {
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < count; i++)
        strbuf_append_str(&sb, items[i].as.string);
    if (!sb.len)
        return value_string(ctx, "", 0);
    return strbuf_finish_value(&sb);
}

static Value sort_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    Value *chars;
    size_t n = string_chars(ctx, args[0].as.string, &chars);
    Value *sorted = sorted_copy(ctx, site, block, chars, n);
    if (!sorted)
        return value_abrupt();
    return join_strings(ctx, sorted, n);
}

static Value sort_array(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    const Array *a = args[0].as.array;
    Value *sorted = sorted_copy(ctx, site, block, a->items, a->count);
    if (!sorted)
        return value_abrupt();
    return value_array_of(ctx, sorted, a->count);
}

/* --- unique ---------------------------------------------------------------------------------- */

/* The key of v for uniq: v itself, or the block's answer. Returns false after an abrupt
 * completion of the block. */
static bool unique_key(Ctx *ctx, const CallSite *site, const Callable *block, Value v, Value *key) {
    if (!block) {
        *key = v;
        return true;
    }
    *key = callable_call(ctx, block, &v, 1, site->span);
    return !value_is_abrupt(*key);
}

/* Array#uniq over values: the first value of each key, in order. */
static Value unique_values(Ctx *ctx, const CallSite *site, const Callable *block, const Value *values, size_t count,
                           size_t *kept_count) {
    Hash *seen = hash_new(ctx, count);
    Value *kept = ctx_alloc(ctx, (count ? count : 1) * sizeof *kept);
    size_t n = 0;
    for (size_t i = 0; i < count; i++) {
        ctx_step(ctx);
        Value key, ignored;
        if (!unique_key(ctx, site, block, values[i], &key))
            return value_abrupt();
        if (hash_get(seen, key, &ignored))
            continue;
        hash_put(ctx, seen, key, value_undef());
        kept[n++] = values[i];
    }
    *kept_count = n;
    return value_array_of(ctx, kept, n);
}

static Value unique_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    Value *chars;
    size_t n = string_chars(ctx, args[0].as.string, &chars), kept;
    /* Array#uniq returns a copy of an array of at most one element without calling the block */
    Value r = unique_values(ctx, site, n > 1 ? block : NULL, chars, n, &kept);
    if (value_is_abrupt(r))
        return r;
    return join_strings(ctx, r.as.array->items, kept);
}

static Value unique_array(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    size_t kept, n = args[0].as.array->count;
    /* Array#uniq: no call of the block for at most one element (Enumerable#uniq, of an
     * iterable, calls it) */
    return unique_values(ctx, site, n > 1 ? block : NULL, args[0].as.array->items, n, &kept);
}

static Value unique_iterable(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    IterCursor cursor;
    iterator_start(ctx, &cursor, args[0]);
    ArrayBuilder all;
    array_builder_init(&all);
    Value v;
    while (iterator_next(ctx, &cursor, &v))
        array_builder_push(ctx, &all, v);
    size_t kept;
    return unique_values(ctx, site, block, all.items, all.count, &kept);
}

/* unique.rb's unique_hash: values grouped by their key, each group becoming
 * [its keys] => [its distinct values]. */
static Value unique_hash(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    const Hash *h = args[0].as.hash;
    Hash *groups = hash_new(ctx, h->count);   /* key -> index into the builders */
    ArrayBuilder *keys = ctx_calloc(ctx, h->count ? h->count : 1, sizeof *keys);
    ArrayBuilder *vals = ctx_calloc(ctx, h->count ? h->count : 1, sizeof *vals);
    size_t group_count = 0;
    for (size_t i = 0; i < h->count; i++) {
        ctx_step(ctx);
        const HashEntry *e = hash_entry_at(h, i);
        Value key, found;
        if (!unique_key(ctx, site, block, e->value, &key))
            return value_abrupt();
        size_t g;
        if (hash_get(groups, key, &found)) {
            g = (size_t)found.as.integer;
        } else {
            g = group_count++;
            hash_put(ctx, groups, key, value_integer((int64_t)g));
        }
        array_builder_push(ctx, &keys[g], e->key);
        array_builder_push(ctx, &vals[g], e->value);
    }
    Hash *result = hash_new(ctx, group_count);
    for (size_t g = 0; g < group_count; g++) {
        size_t kept;
        Value distinct = unique_values(ctx, site, NULL, vals[g].items, vals[g].count, &kept);
        hash_put(ctx, result, array_builder_finish(ctx, &keys[g]), distinct);
    }
    return value_from_hash(result);
}

const BuiltinFunction functions_collection[] = {
    /* lib/puppet/functions/dig.rb, get.rb, getvar.rb */
    { "dig",      { { "(Optional[Collection] $data, Any *$arg)", dig_impl } } },
    { "get",      { { "(Any $value, String $dotted_string, Any $default_value = undef, "
                      "Optional[Callable[1,1]] &$block)", get_impl } } },
    { "getvar",   { { "(Pattern[/\\A(?:::)?(?:[a-z]\\w*::)*[a-z_]\\w*(?:\\.|\\Z)/] $get_string, "
                      "Any $default_value = undef, Optional[Callable[1,1]] &$block)", getvar_impl },
                    { "!(String $get_string, Any $default_value = undef, Optional[Callable] &$block)",
                      getvar_invalid } } },
    /* lib/puppet/functions/empty.rb */
    { "empty",    { { "(Collection $coll)", empty_collection },
                    { "(Sensitive[String] $str)", empty_sensitive },
                    { "(String $str)", empty_string },
                    { "(Numeric $num)", empty_numeric },
                    { "(Binary $bin)", empty_string },
                    { "(Undef $x)", empty_undef } } },
    /* lib/puppet/functions/length.rb, size.rb */
    { "length",   { { "(Collection $arg)", length_impl },
                    { "(String $arg)", length_impl },
                    { "(Binary $arg)", length_impl } } },
    { "size",     { { "(Variant[Collection, String, Binary] $arg)", length_impl } } },
    /* lib/puppet/functions/keys.rb, values.rb */
    { "keys",     { { "(Hash $hsh)", keys_impl } } },
    { "values",   { { "(Hash $hsh)", values_impl } } },
    /* lib/puppet/functions/flatten.rb, join.rb */
    { "flatten",  { { "(Any *$args)", flatten_impl } } },
    { "join",     { { "(Array $arg, String $delimiter = undef)", join_impl } } },
    /* lib/puppet/functions/sort.rb */
    { "sort",     { { "(String $string_value, Optional[Callable[2,2]] &$block)", sort_string },
                    { "(Array $array_value, Optional[Callable[2,2]] &$block)", sort_array } } },
    /* lib/puppet/functions/unique.rb */
    { "unique",   { { "(String $string, Optional[Callable[String]] &$block)", unique_string },
                    { "(Hash $hash, Optional[Callable[Any]] &$block)", unique_hash },
                    { "(Array $array, Optional[Callable[Any]] &$block)", unique_array },
                    { "(Iterable $iterable, Optional[Callable[Any]] &$block)", unique_iterable } } },
    { NULL, { { NULL, NULL } } },
};
