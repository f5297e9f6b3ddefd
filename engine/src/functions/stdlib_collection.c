/* stdlib_collection.c: puppetlabs-stdlib's functions over arrays and hashes: pick,
 * pick_default, merge, deep_merge, has_key, member, concat, delete, delete_at, delete_values,
 * delete_undef_values, delete_regex, any2array, prefix, suffix, join_keys_to_values, union,
 * difference, intersection, values_at, count, zip, hash, range, dig44, reverse.
 *
 * Each follows stdlib 8.5.0's lib/puppet/parser/functions/<name>.rb (3.x: the arguments come
 * converted by fnlib_args_3x, undef as '') or lib/puppet/functions/<name>.rb (merge, 4.x), with
 * the Ruby methods underneath: Array#- and & and | by eql?, Array#delete and #count by ==,
 * Hash#merge! keeping a key's first position. Messages are the reference's, where the
 * reference shows a 3.x function's "name(): " prefix as "name: ".
 */
#include <string.h>

#include "support/utf8.h"
#include "eval/eval_internal.h"
#include "eval/function.h"
#include "functions/stdlib_internal.h"
#include "values/regex.h"

#define ARGS_3X(arity)                                       \
    (void)block;                                             \
    Value *a = fnlib_args_3x(ctx, site, args, count, arity); \
    if (!a)                                                  \
        return value_abrupt()

static bool is_empty_string(Value v) {
    return v.kind == VAL_STRING && v.as.string->len == 0;
}

/* --- pick, pick_default -------------------------------------------------------------------- */

static Value pick_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    for (size_t i = 0; i < count; i++) {
        if (a[i].kind == VAL_UNDEF || is_empty_string(a[i]))
            continue;
        if (stdlib_to_s(ctx, a[i])[0] == '\0')
            break;
        return a[i];
    }
    return function_error(ctx, site, "pick: must receive at least one non empty value");
}

static Value pick_default_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    ARGS_3X(-1);
    if (count == 0)
        return function_error(ctx, site, "Must receive at least one argument.");
    for (size_t i = 0; i + 1 < count; i++)
        if (a[i].kind != VAL_UNDEF && !is_empty_string(a[i]))
            return a[i];
    return a[count - 1];
}

/* --- merge (4.x), deep_merge --------------------------------------------------------------- */

static Value merge_hashes_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)site, (void)block;
    Hash *acc = hash_new(ctx, 0);
    for (size_t i = 0; i < count; i++)
        if (args[i].kind == VAL_HASH)
            for (size_t j = 0; j < args[i].as.hash->count; j++) {
                const HashEntry *e = hash_entry_at(args[i].as.hash, j);
                hash_put(ctx, acc, e->key, e->value);
            }
    return value_from_hash(acc);
}

/* merge's lambda forms: each yield's Hash result is merged into the accumulator. */
static bool merge_result(Ctx *ctx, Hash *acc, Value r) {
    (void)ctx;
    if (r.kind == VAL_HASH)
        for (size_t j = 0; j < r.as.hash->count; j++)
            hash_put(ctx, acc, hash_entry_at(r.as.hash, j)->key, hash_entry_at(r.as.hash, j)->value);
    return true;
}

static Value merge_iterable(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block,
                            int arity) {
    if (count != 1)
        return function_error(ctx, site, "wrong number of arguments (given %zu, expected 1)", count);
    Hash *acc = hash_new(ctx, 0);
    Value it = args[0];
    if (it.kind == VAL_HASH && arity == 3) {
        for (size_t i = 0; i < it.as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(it.as.hash, i);
            Value y[3] = { value_from_hash(hash_copy(ctx, acc, 0)), e->key, e->value };
            Value r;
            bool stopped;
            if (!function_yield(ctx, site, block, y, 3, &r, &stopped))
                return value_abrupt();
            if (stopped)
                break;
            merge_result(ctx, acc, r);
        }
        return value_from_hash(acc);
    }
    Value *items = NULL;
    size_t n = 0;
    if (it.kind == VAL_ARRAY) {
        items = it.as.array->items;
        n = it.as.array->count;
    } else if (it.kind == VAL_HASH) {
        n = it.as.hash->count;
        items = ctx_alloc(ctx, (n ? n : 1) * sizeof *items);
        for (size_t i = 0; i < n; i++)
            items[i] = fnlib_pair(ctx, hash_entry_at(it.as.hash, i)->key, hash_entry_at(it.as.hash, i)->value);
    } else if (it.kind == VAL_INTEGER) {
        n = it.as.integer > 0 ? (size_t)it.as.integer : 0;
        items = ctx_alloc(ctx, (n ? n : 1) * sizeof *items);
        for (size_t i = 0; i < n; i++)
            items[i] = value_integer((int64_t)i);
    } else if (it.kind == VAL_STRING) {
        ArrayBuilder chars;
        array_builder_init(&chars);
        const Str *s = it.as.string;
        for (size_t pos = 0; pos < s->len;) {
            int32_t cp;
            size_t len = utf8_decode(s->bytes, s->len, pos, &cp);
            array_builder_push(ctx, &chars, value_string(ctx, s->bytes + pos, len));
            pos += len;
        }
        Value arr = array_builder_finish(ctx, &chars);
        items = arr.as.array->items;
        n = arr.as.array->count;
    } else {
        return function_error(ctx, site, "merge(): %s is not iterable", eval_ruby_to_s(ctx, it));
    }
    for (size_t i = 0; i < n; i++) {
        Value y[3] = { value_from_hash(hash_copy(ctx, acc, 0)), value_integer((int64_t)i), items[i] };
        Value r;
        bool stopped;
        if (arity == 2)
            y[1] = items[i];
        if (!function_yield(ctx, site, block, y, (size_t)arity, &r, &stopped))
            return value_abrupt();
        if (stopped)
            break;
        merge_result(ctx, acc, r);
    }
    return value_from_hash(acc);
}

static Value merge_iterable3_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                  const Callable *block) {
    return merge_iterable(ctx, site, args, count, block, 3);
}

static Value merge_iterable2_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                  const Callable *block) {
    return merge_iterable(ctx, site, args, count, block, 2);
}

static Hash *deep_merge_two(Ctx *ctx, const Hash *x, const Hash *y, int depth) {
    Hash *out = hash_copy(ctx, x, y->count);
    for (size_t i = 0; i < y->count; i++) {
        const HashEntry *e = hash_entry_at(y, i);
        Value old;
        if (depth < 1000 && hash_get(out, e->key, &old) && old.kind == VAL_HASH && e->value.kind == VAL_HASH)
            hash_put(ctx, out, e->key, value_from_hash(deep_merge_two(ctx, old.as.hash, e->value.as.hash, depth + 1)));
        else
            hash_put(ctx, out, e->key, e->value);
    }
    return out;
}

static Value deep_merge_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                             const Callable *block) {
    ARGS_3X(-1);
    if (count < 2)
        return function_error(ctx, site, "deep_merge: wrong number of arguments (%zu; must be at least 2)", count);
    Hash *result = hash_new(ctx, 0);
    for (size_t i = 0; i < count; i++) {
        if (is_empty_string(a[i]))
            continue;
        if (a[i].kind != VAL_HASH)
            return function_error(ctx, site, "deep_merge: unexpected argument type %s, only expects hash arguments",
                                  stdlib_class(a[i]));
        result = deep_merge_two(ctx, result, a[i].as.hash, 0);
    }
    return value_from_hash(result);
}

/* --- has_key, member, concat ------------------------------------------------------------- */

static Value has_key_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count != 2)
        return function_error(ctx, site, "has_key: wrong number of arguments (%zu; must be 2)", count);
    if (a[0].kind != VAL_HASH)
        return function_error(ctx, site, "has_key: expects the first argument to be a hash, got %s which is of type %s",
                              stdlib_inspect(ctx, a[0]), stdlib_class(a[0]));
    Value ignored;
    return value_boolean(hash_get(a[0].as.hash, a[1], &ignored));
}

static Value member_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count < 2)
        return function_error(ctx, site, "member: Wrong number of arguments given (%zu for 2)", count);
    if (a[0].kind != VAL_ARRAY)
        return function_error(ctx, site, "member: Requires array to work with");
    if (a[1].kind != VAL_STRING && a[1].kind != VAL_INTEGER && a[1].kind != VAL_ARRAY)
        return function_error(ctx, site, "member: Item to search for must be a string, fixnum, or array");
    const Array *item = a[1].kind == VAL_ARRAY ? a[1].as.array : value_array_of(ctx, &a[1], 1).as.array;
    if (item->count == 0)
        return function_error(ctx, site, "member: You must provide item to search for within array given");
    return value_boolean(stdlib_array_minus(ctx, item, a[0].as.array).as.array->count == 0);
}

static Value concat_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count < 2)
        return function_error(ctx, site, "concat: Wrong number of arguments given (%zu for < 2)", count);
    if (a[0].kind != VAL_ARRAY)
        return function_error(ctx, site, "concat: Requires array to work with");
    ArrayBuilder out;
    array_builder_init(&out);
    for (size_t i = 0; i < count; i++) {
        if (a[i].kind == VAL_ARRAY)
            for (size_t j = 0; j < a[i].as.array->count; j++)
                array_builder_push(ctx, &out, a[i].as.array->items[j]);
        else
            array_builder_push(ctx, &out, a[i]);
    }
    return array_builder_finish(ctx, &out);
}

/* --- delete and friends -------------------------------------------------------------------- */

/* String#gsub!(item, '') with a String item: every occurrence, left to right. */
static Value delete_in_string(Ctx *ctx, const Str *s, const Str *item) {
    if (item->len == 0)
        return value_from_string(s);
    StrBuf sb;
    strbuf_init(&sb, ctx);
    for (size_t i = 0; i < s->len;) {
        if (i + item->len <= s->len && memcmp(s->bytes + i, item->bytes, item->len) == 0) {
            i += item->len;
            continue;
        }
        strbuf_append(&sb, s->bytes + i, 1);
        i++;
    }
    return value_from_string(strbuf_finish(&sb));
}

static Value delete_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count != 2)
        return function_error(ctx, site, "delete: Wrong number of arguments given %zu for 2", count);
    Value collection = a[0];
    const Array *items = stdlib_to_array(ctx, a[1]);
    if (collection.kind != VAL_ARRAY && collection.kind != VAL_HASH && collection.kind != VAL_STRING)
        return function_error(ctx, site,
                              "delete: First argument must be an Array, String, or Hash. Given an argument of class %s.",
                              stdlib_class(collection));
    for (size_t k = 0; k < items->count; k++) {
        Value item = items->items[k];
        if (collection.kind == VAL_ARRAY) {
            ArrayBuilder out;
            array_builder_init(&out);
            for (size_t i = 0; i < collection.as.array->count; i++)
                if (!stdlib_ruby_equal(collection.as.array->items[i], item))
                    array_builder_push(ctx, &out, collection.as.array->items[i]);
            collection = array_builder_finish(ctx, &out);
        } else if (collection.kind == VAL_HASH) {
            collection = value_from_hash(hash_without(ctx, collection.as.hash, item));
        } else {
            if (item.kind != VAL_STRING)
                return function_error(ctx, site, "wrong argument type %s (expected Regexp)", stdlib_class(item));
            collection = delete_in_string(ctx, collection.as.string, item.as.string);
        }
    }
    return collection;
}

static bool digits_only(const Str *s) {
    if (s->len == 0)
        return false;
    for (size_t i = 0; i < s->len; i++)
        if (s->bytes[i] < '0' || s->bytes[i] > '9')
            return false;
    return true;
}

static Value delete_at_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count < 2)
        return function_error(ctx, site, "delete_at: Wrong number of arguments given (%zu for 2)", count);
    if (a[0].kind != VAL_ARRAY)
        return function_error(ctx, site, "delete_at: Requires array to work with");
    int64_t index;
    if (a[1].kind == VAL_STRING) {
        if (!digits_only(a[1].as.string))
            return function_error(ctx, site, "delete_at: You must provide non-negative numeric index");
        index = fnlib_ruby_to_i(a[1].as.string->bytes, a[1].as.string->len);
    } else if (a[1].kind == VAL_INTEGER) {
        index = a[1].as.integer;
    } else if (a[1].kind == VAL_FLOAT) {
        index = (int64_t)a[1].as.floating;
    } else {
        return function_error(ctx, site, "undefined method `to_i' for %s", fnlib_ruby_receiver(ctx, a[1]));
    }
    const Array *arr = a[0].as.array;
    if (index > (int64_t)arr->count - 1)
        return function_error(ctx, site, "delete_at: Given index exceeds size of array given");
    if (index < 0)
        index += (int64_t)arr->count;
    ArrayBuilder out;
    array_builder_init(&out);
    for (size_t i = 0; i < arr->count; i++)
        if ((int64_t)i != index)
            array_builder_push(ctx, &out, arr->items[i]);
    return array_builder_finish(ctx, &out);
}

static Value delete_values_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    ARGS_3X(-1);
    if (count != 2)
        return function_error(ctx, site, "delete_values: Wrong number of arguments given (%zu of 2)", count);
    if (a[0].kind != VAL_HASH)
        return function_error(ctx, site, "delete_values: First argument must be a Hash. Given an argument of class %s.",
                              stdlib_class(a[0]));
    Hash *out = hash_new(ctx, a[0].as.hash->count);
    for (size_t i = 0; i < a[0].as.hash->count; i++) {
        const HashEntry *e = hash_entry_at(a[0].as.hash, i);
        if (!stdlib_ruby_equal(a[1], e->value))
            hash_put(ctx, out, e->key, e->value);
    }
    return value_from_hash(out);
}

static Value delete_undef_values_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                      const Callable *block) {
    ARGS_3X(-1);
    if (count == 0)
        return function_error(ctx, site, "delete_undef_values: Wrong number of arguments given (0)");
    if (a[0].kind == VAL_HASH) {
        Hash *out = hash_new(ctx, a[0].as.hash->count);
        for (size_t i = 0; i < a[0].as.hash->count; i++) {
            const HashEntry *e = hash_entry_at(a[0].as.hash, i);
            if (e->value.kind != VAL_UNDEF)
                hash_put(ctx, out, e->key, e->value);
        }
        return value_from_hash(out);
    }
    if (a[0].kind == VAL_ARRAY) {
        ArrayBuilder out;
        array_builder_init(&out);
        for (size_t i = 0; i < a[0].as.array->count; i++)
            if (a[0].as.array->items[i].kind != VAL_UNDEF)
                array_builder_push(ctx, &out, a[0].as.array->items[i]);
        return array_builder_finish(ctx, &out);
    }
    return function_error(ctx, site, "delete_undef_values: expected an array or hash, got %s type  %s ",
                          stdlib_to_s(ctx, a[0]), stdlib_class(a[0]));
}

/* --- any2array, prefix, suffix, join_keys_to_values ---------------------------------------- */

static Value any2array_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count != 1)
        return value_array_of(ctx, a, count);
    if (a[0].kind == VAL_ARRAY)
        return a[0];
    if (is_empty_string(a[0]))
        return value_array_of(ctx, NULL, 0);
    if (a[0].kind == VAL_HASH) {
        ArrayBuilder out;
        array_builder_init(&out);
        for (size_t i = 0; i < a[0].as.hash->count; i++) {
            array_builder_push(ctx, &out, hash_entry_at(a[0].as.hash, i)->key);
            array_builder_push(ctx, &out, hash_entry_at(a[0].as.hash, i)->value);
        }
        return array_builder_finish(ctx, &out);
    }
    return value_array_of(ctx, a, 1);
}

static Value affix(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block,
                   bool before) {
    ARGS_3X(-1);
    const char *name = before ? "prefix" : "suffix";
    if (count == 0)
        return function_error(ctx, site, "%s: Wrong number of arguments given (0 for 1)", name);
    if (a[0].kind != VAL_ARRAY && a[0].kind != VAL_HASH)
        return function_error(ctx, site, "%s: expected first argument to be an Array or a Hash, got %s", name,
                              stdlib_inspect(ctx, a[0]));
    const char *fix = "";
    if (count > 1 && a[1].kind != VAL_UNDEF && !(a[1].kind == VAL_BOOLEAN && !a[1].as.boolean)) {
        if (a[1].kind != VAL_STRING)
            return function_error(ctx, site, "%s: expected second argument to be a String, got %s", name,
                                  stdlib_inspect(ctx, a[1]));
        fix = a[1].as.string->bytes;
    }
    if (a[0].kind == VAL_ARRAY) {
        const Array *arr = a[0].as.array;
        Value *out = ctx_alloc(ctx, (arr->count ? arr->count : 1) * sizeof *out);
        for (size_t i = 0; i < arr->count; i++) {
            const char *s = stdlib_to_s(ctx, arr->items[i]);
            out[i] = value_cstring(ctx, before ? ctx_sprintf(ctx, "%s%s", fix, s) : ctx_sprintf(ctx, "%s%s", s, fix));
        }
        return value_array_of(ctx, out, arr->count);
    }
    Hash *out = hash_new(ctx, a[0].as.hash->count);
    for (size_t i = 0; i < a[0].as.hash->count; i++) {
        const HashEntry *e = hash_entry_at(a[0].as.hash, i);
        const char *s = stdlib_to_s(ctx, e->key);
        hash_put(ctx, out, value_cstring(ctx, before ? ctx_sprintf(ctx, "%s%s", fix, s) : ctx_sprintf(ctx, "%s%s", s, fix)),
                 e->value);
    }
    return value_from_hash(out);
}

static Value prefix_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    return affix(ctx, site, args, count, block, true);
}

static Value suffix_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    return affix(ctx, site, args, count, block, false);
}

static Value join_keys_to_values_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                      const Callable *block) {
    ARGS_3X(-1);
    if (count != 2)
        return function_error(ctx, site, "join_keys_to_values: Takes exactly two arguments, but %zu given.", count);
    if (a[0].kind != VAL_HASH)
        return function_error(ctx, site, "join_keys_to_values: The first argument must be a hash, but a %s was given.",
                              stdlib_class(a[0]));
    if (a[1].kind != VAL_STRING)
        return function_error(ctx, site, "join_keys_to_values: The second argument must be a string, but a %s was given.",
                              stdlib_class(a[1]));
    const char *sep = a[1].as.string->bytes;
    ArrayBuilder out;
    array_builder_init(&out);
    for (size_t i = 0; i < a[0].as.hash->count; i++) {
        const HashEntry *e = hash_entry_at(a[0].as.hash, i);
        const char *k = stdlib_to_s(ctx, e->key);
        if (e->value.kind == VAL_ARRAY) {
            for (size_t j = 0; j < e->value.as.array->count; j++)
                array_builder_push(ctx, &out, value_cstring(ctx, ctx_sprintf(ctx, "%s%s%s", k, sep,
                                                                              stdlib_to_s(ctx, e->value.as.array->items[j]))));
            continue;
        }
        const char *v = stdlib_to_s(ctx, e->value);
        if (strcmp(v, "undef") == 0)
            array_builder_push(ctx, &out, value_cstring(ctx, k));
        else
            array_builder_push(ctx, &out, value_cstring(ctx, ctx_sprintf(ctx, "%s%s%s", k, sep, v)));
    }
    return array_builder_finish(ctx, &out);
}

/* --- union, difference, intersection ------------------------------------------------------- */

static Value union_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count < 2)
        return function_error(ctx, site, "union: Wrong number of arguments given (%zu for < 2)", count);
    for (size_t i = 0; i < count; i++)
        if (a[i].kind != VAL_ARRAY)
            return function_error(ctx, site, "union: Every parameter must be an array");
    Value acc = a[0];
    for (size_t i = 1; i < count; i++)
        acc = stdlib_array_or(ctx, acc.as.array, a[i].as.array);
    return acc;
}

static Value difference_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                             const Callable *block) {
    ARGS_3X(-1);
    if (count != 2)
        return function_error(ctx, site, "difference: Wrong number of arguments given (%zu for 2)", count);
    if (a[0].kind != VAL_ARRAY || a[1].kind != VAL_ARRAY)
        return function_error(ctx, site, "difference: Requires 2 arrays");
    return stdlib_array_minus(ctx, a[0].as.array, a[1].as.array);
}

static Value intersection_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    ARGS_3X(-1);
    if (count != 2)
        return function_error(ctx, site, "intersection: Wrong number of arguments given (%zu for 2)", count);
    if (a[0].kind != VAL_ARRAY || a[1].kind != VAL_ARRAY)
        return function_error(ctx, site, "intersection: Requires 2 arrays, got %s and %s", stdlib_class(a[0]),
                              stdlib_class(a[1]));
    return stdlib_array_and(ctx, a[0].as.array, a[1].as.array);
}

/* --- count, zip, hash, reverse ----------------------------------------------------------- */

static Value count_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-2);
    if (count > 2)
        return function_error(ctx, site, "count: Wrong number of arguments given %zu for 1 or 2.", count);
    Value c = a[0];
    bool with_item = count == 2 && a[1].kind != VAL_UNDEF && !(a[1].kind == VAL_BOOLEAN && !a[1].as.boolean);
    const Array *items;
    if (c.kind == VAL_ARRAY)
        items = c.as.array;
    else if (c.kind == VAL_HASH)
        items = stdlib_to_array(ctx, c);
    else
        return function_error(ctx, site, "undefined method `count' for %s", fnlib_ruby_receiver(ctx, c));
    int64_t n = 0;
    for (size_t i = 0; i < items->count; i++) {
        Value v = items->items[i];
        if (with_item ? stdlib_ruby_equal(v, a[1]) : (v.kind != VAL_UNDEF && !is_empty_string(v)))
            n++;
    }
    return value_integer(n);
}

static Value zip_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count < 2)
        return function_error(ctx, site, "zip: Wrong number of arguments given (%zu for 2)", count);
    if (a[0].kind != VAL_ARRAY || a[1].kind != VAL_ARRAY)
        return function_error(ctx, site, "zip: Requires array to work with");
    bool flatten = false;
    if (count > 2 && a[2].kind != VAL_UNDEF && !(a[2].kind == VAL_BOOLEAN && !a[2].as.boolean)) {
        Value b = stdlib_str2bool(ctx, site, "str2bool", a[2]);
        if (value_is_abrupt(b))
            return b;
        flatten = b.kind == VAL_BOOLEAN && b.as.boolean;
    }
    const Array *x = a[0].as.array, *y = a[1].as.array;
    ArrayBuilder out;
    array_builder_init(&out);
    for (size_t i = 0; i < x->count; i++) {
        Value yi = i < y->count ? y->items[i] : value_undef();
        if (flatten) {
            Value pair[2] = { x->items[i], yi };
            for (int k = 0; k < 2; k++) {
                if (pair[k].kind == VAL_ARRAY) {
                    CallSite fs = *site;
                    fs.name = "flatten";
                    Value flat;
                    if (!function_call_builtin(ctx, &fs, &pair[k], 1, NULL, &flat) || value_is_abrupt(flat))
                        return value_abrupt();
                    for (size_t j = 0; j < flat.as.array->count; j++)
                        array_builder_push(ctx, &out, flat.as.array->items[j]);
                } else {
                    array_builder_push(ctx, &out, pair[k]);
                }
            }
        } else {
            array_builder_push(ctx, &out, fnlib_pair(ctx, x->items[i], yi));
        }
    }
    return array_builder_finish(ctx, &out);
}

static void flatten_into(Ctx *ctx, ArrayBuilder *out, const Array *a, int depth) {
    for (size_t i = 0; i < a->count; i++) {
        if (a->items[i].kind == VAL_ARRAY && depth < 1000)
            flatten_into(ctx, out, a->items[i].as.array, depth + 1);
        else
            array_builder_push(ctx, out, a->items[i]);
    }
}

static Value hash_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count == 0)
        return function_error(ctx, site, "hash: Wrong number of arguments given (0 for 1)");
    if (a[0].kind != VAL_ARRAY)
        return function_error(ctx, site, "hash: Requires array to work with");
    ArrayBuilder flat;
    array_builder_init(&flat);
    flatten_into(ctx, &flat, a[0].as.array, 0);
    Value f = array_builder_finish(ctx, &flat);
    if (f.as.array->count % 2 != 0)
        return function_error(ctx, site, "hash: Unable to compute hash from array given");
    Hash *out = hash_new(ctx, f.as.array->count / 2);
    for (size_t i = 0; i + 1 < f.as.array->count; i += 2)
        hash_put(ctx, out, f.as.array->items[i], f.as.array->items[i + 1]);
    return value_from_hash(out);
}

static Value reverse_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-1);
    if (count == 0)
        return function_error(ctx, site, "reverse: Wrong number of arguments given (0 for 1)");
    if (a[0].kind == VAL_ARRAY) {
        const Array *arr = a[0].as.array;
        Value *out = ctx_alloc(ctx, (arr->count ? arr->count : 1) * sizeof *out);
        for (size_t i = 0; i < arr->count; i++)
            out[i] = arr->items[arr->count - 1 - i];
        return value_array_of(ctx, out, arr->count);
    }
    if (a[0].kind == VAL_STRING) {
        const Str *s = a[0].as.string;
        char *out = ctx_alloc(ctx, s->len + 1);
        size_t w = s->len;
        for (size_t pos = 0; pos < s->len;) {
            int32_t cp;
            size_t len = utf8_decode(s->bytes, s->len, pos, &cp);
            w -= len;
            memcpy(out + w, s->bytes + pos, len);
            pos += len;
        }
        return value_string(ctx, out, s->len);
    }
    return function_error(ctx, site, "reverse: Requires either array or string to work with");
}

/* --- values_at, dig44 --------------------------------------------------------------------- */

static Value values_at_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                            const Callable *block) {
    ARGS_3X(-1);
    if (count < 2)
        return function_error(ctx, site, "values_at: Wrong number of arguments given (%zu for 2)", count);
    if (a[0].kind != VAL_ARRAY)
        return function_error(ctx, site, "values_at: Requires array to work with");
    const Array *arr = a[0].as.array;
    ArrayBuilder flat;
    array_builder_init(&flat);
    if (a[1].kind == VAL_ARRAY)
        flatten_into(ctx, &flat, a[1].as.array, 0);
    else
        array_builder_push(ctx, &flat, a[1]);
    Value indices = array_builder_finish(ctx, &flat);
    if (indices.as.array->count == 0)
        return function_error(ctx, site, "values_at: You must provide at least one positive index to collect");
    ArrayBuilder out;
    array_builder_init(&out);
    int64_t size = (int64_t)arr->count;
    for (size_t k = 0; k < indices.as.array->count; k++) {
        const char *text = stdlib_to_s(ctx, indices.as.array->items[k]);
        size_t n = strlen(text), d1 = 0;
        while (d1 < n && text[d1] >= '0' && text[d1] <= '9')
            d1++;
        const char *op = text + d1;
        size_t oplen = strncmp(op, "...", 3) == 0 ? 3 : strncmp(op, "..", 2) == 0 ? 2 : op[0] == '-' ? 1 : 0;
        bool range = d1 > 0 && oplen > 0 && d1 + oplen < n;
        for (size_t j = d1 + oplen; range && j < n; j++)
            if (text[j] < '0' || text[j] > '9')
                range = false;
        if (range) {
            int64_t start = fnlib_ruby_to_i(text, d1), stop = fnlib_ruby_to_i(op + oplen, n - d1 - oplen);
            if (start > stop)
                return function_error(ctx, site, "values_at: Stop index in given indices range is smaller than the start index");
            if (stop > size - 1)
                return function_error(ctx, site, "values_at: Stop index in given indices range exceeds array size");
            int64_t end = oplen == 3 ? stop - 1 : stop;
            for (int64_t i = start; i <= end; i++)
                if (arr->items[i].kind != VAL_UNDEF)
                    array_builder_push(ctx, &out, arr->items[i]);
            continue;
        }
        if (n == 0 || d1 != n)
            return function_error(ctx, site, "values_at: Unknown format of given index");
        int64_t i = fnlib_ruby_to_i(text, n);
        if (i > size - 1)
            return function_error(ctx, site, "values_at: Given index exceeds array size");
        if (arr->items[i].kind != VAL_UNDEF)
            array_builder_push(ctx, &out, arr->items[i]);
    }
    return array_builder_finish(ctx, &out);
}

static Value dig44_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    ARGS_3X(-2);
    if (count < 2)
        return function_error(ctx, site, "dig44: Wrong number of arguments given (%zu for at least 2)", count);
    if (a[0].kind != VAL_HASH && a[0].kind != VAL_ARRAY)
        return function_error(ctx, site, "dig44: first argument must be a hash or an array, given %s", stdlib_class(a[0]));
    if (a[1].kind != VAL_ARRAY)
        return function_error(ctx, site, "dig44: second argument must be an array, given %s", stdlib_class(a[1]));
    Value dflt = count > 2 ? a[2] : value_undef();
    Value d = a[0];
    const Array *path = a[1].as.array;
    for (size_t i = 0; i < path->count; i++) {
        Value key = path->items[i];
        if (d.kind != VAL_HASH && d.kind != VAL_ARRAY)
            return dflt;   /* `break` makes the reduce nil */
        Value next;
        if (d.kind == VAL_ARRAY) {
            int64_t index;
            if (key.kind == VAL_INTEGER)
                index = key.as.integer;
            else if (key.kind == VAL_FLOAT)
                index = (int64_t)key.as.floating;
            else if (key.kind == VAL_STRING) {
                double f;
                Value num;
                if (!eval_string_to_number(key.as.string, &num) || num.kind != VAL_INTEGER ||
                    !fnlib_ruby_float(key.as.string->bytes, key.as.string->len, &f))
                    return dflt;
                index = num.as.integer;
            } else
                return dflt;
            if (index < 0)
                index += (int64_t)d.as.array->count;
            if (index < 0 || (size_t)index >= d.as.array->count)
                return dflt;
            next = d.as.array->items[index];
        } else if (!hash_get(d.as.hash, key, &next)) {
            return dflt;
        }
        if (next.kind == VAL_UNDEF)
            return dflt;
        d = next;
    }
    return d;
}

const BuiltinFunction ruby_functions_stdlib_collection[] = {
    { "pick", { { "~(Any *$args)", pick_impl } } },
    { "pick_default", { { "~(Any *$args)", pick_default_impl } } },
    { "merge", { { "(Variant[Hash[Scalar,Any], Undef, String[0,0]] *$args)", merge_hashes_impl },
                 { "(Iterable *$args, Callable[3,3] &$block)", merge_iterable3_impl },
                 { "(Iterable *$args, Callable[2,2] &$block)", merge_iterable2_impl } } },
    { "deep_merge", { { "~(Any *$args)", deep_merge_impl } } },
    { "has_key", { { "~(Any *$args)", has_key_impl } } },
    { "member", { { "~(Any *$args)", member_impl } } },
    { "concat", { { "~(Any *$args)", concat_impl } } },
    { "delete", { { "~(Any *$args)", delete_impl } } },
    { "delete_at", { { "~(Any *$args)", delete_at_impl } } },
    { "delete_values", { { "~(Any *$args)", delete_values_impl } } },
    { "delete_undef_values", { { "~(Any *$args)", delete_undef_values_impl } } },
    { "any2array", { { "~(Any *$args)", any2array_impl } } },
    { "prefix", { { "~(Any *$args)", prefix_impl } } },
    { "suffix", { { "~(Any *$args)", suffix_impl } } },
    { "join_keys_to_values", { { "~(Any *$args)", join_keys_to_values_impl } } },
    { "union", { { "~(Any *$args)", union_impl } } },
    { "difference", { { "~(Any *$args)", difference_impl } } },
    { "intersection", { { "~(Any *$args)", intersection_impl } } },
    { "count", { { "~(Any *$args)", count_impl } } },
    { "zip", { { "~(Any *$args)", zip_impl } } },
    { "hash", { { "~(Any *$args)", hash_impl } } },
    { "reverse", { { "~(Any *$args)", reverse_impl } } },
    { "values_at", { { "~(Any *$args)", values_at_impl } } },
    { "dig44", { { "~(Any *$args)", dig44_impl } } },
    { NULL, { { NULL, NULL } } },
};
