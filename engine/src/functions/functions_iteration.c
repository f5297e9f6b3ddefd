/* functions_iteration.c: the iteration built-ins that core does not hold: all, any, index,
 * group_by, partition, slice, step, reverse_each, tree_each and lest.
 *
 * Each follows lib/puppet/functions/<name>.rb. Two things come from how the reference runs
 * a lambda:
 *   - `break()` raises Ruby's StopIteration. Functions whose Ruby body iterates with `loop`
 *     (step, reverse_each, slice, tree_each) swallow it and stop; the others (all, any, index,
 *     group_by, partition) let it escape to the enclosing iteration, or to the program, where
 *     it is "break() from context where this is illegal". call_block below passes the break
 *     on; function_yield (function.h) stops.
 *   - A Hash yields [key, value] to a one-parameter lambda and key, value to two parameters;
 *     any other iterable yields its values, or index and value.
 * step and reverse_each without a lambda return lazy Iterator values (iterator.h), which chain
 * and unfold with `*` without ever building the whole sequence; tree_each without a lambda
 * returns a lazy tree iterator (iterator_tree.c).
 */
#include <math.h>
#include <string.h>

#include "eval/eval_internal.h"
#include "functions/fnlib.h"
#include "eval/function.h"
#include "values/iterator.h"
#include "values/regex.h"
#include "types/type.h"

/* Calls the lambda; any abrupt completion, break included, is passed on unchanged. */
static bool call_block(Ctx *ctx, const CallSite *site, const Callable *block, const Value *args, size_t count,
                       Value *out) {
    *out = callable_call(ctx, block, args, count, site->span);
    return !value_is_abrupt(*out);
}

static bool call_block1(Ctx *ctx, const CallSite *site, const Callable *block, Value a, Value *out) {
    return call_block(ctx, site, block, &a, 1, out);
}

static bool call_block2(Ctx *ctx, const CallSite *site, const Callable *block, Value a, Value b, Value *out) {
    Value args[2] = { a, b };
    return call_block(ctx, site, block, args, 2, out);
}

/* --- all, any, index with a lambda ---------------------------------------------------------- */

typedef enum Search { SEARCH_ALL, SEARCH_ANY, SEARCH_INDEX } Search;

/* Runs the lambda over a hash (as pairs or key, value) until the search decides. */
static Value search_hash(Ctx *ctx, const CallSite *site, const Hash *h, const Callable *block, bool two,
                         bool index_gets_value, Search search) {
    for (size_t i = 0; i < h->count; i++) {
        ctx_step(ctx);
        const HashEntry *e = hash_entry_at(h, i);
        Value r;
        bool ok = two ? call_block2(ctx, site, block, e->key, e->value, &r)
                      : call_block1(ctx, site, block, index_gets_value ? e->value : fnlib_pair(ctx, e->key, e->value), &r);
        if (!ok)
            return value_abrupt();
        bool truthy = value_truthy(r);
        if (search == SEARCH_ALL && !truthy)
            return value_boolean(false);
        if (search == SEARCH_ANY && truthy)
            return value_boolean(true);
        if (search == SEARCH_INDEX && truthy)
            return e->key;
    }
    return search == SEARCH_ALL ? value_boolean(true) : search == SEARCH_ANY ? value_boolean(false) : value_undef();
}

static Value search_iterable(Ctx *ctx, const CallSite *site, Value iterable, const Callable *block, bool two,
                             Search search) {
    IterCursor cursor;
    iterator_start(ctx, &cursor, iterable);
    Value v;
    for (int64_t i = 0; iterator_next(ctx, &cursor, &v); i++) {
        Value r;
        bool ok = two ? call_block2(ctx, site, block, value_integer(i), v, &r) : call_block1(ctx, site, block, v, &r);
        if (!ok)
            return value_abrupt();
        bool truthy = value_truthy(r);
        if (search == SEARCH_ALL && !truthy)
            return value_boolean(false);
        if (search == SEARCH_ANY && truthy)
            return value_boolean(true);
        if (search == SEARCH_INDEX && truthy)
            return value_integer(i);
    }
    return search == SEARCH_ALL ? value_boolean(true) : search == SEARCH_ANY ? value_boolean(false) : value_undef();
}

#define SEARCH_FUNCTIONS(fname, search, index_gets_value)                                                  \
    static Value fname##_hash_1(Ctx *ctx, const CallSite *site, const Value *args, size_t count,           \
                                const Callable *block) {                                                   \
        (void)count;                                                                                       \
        return search_hash(ctx, site, args[0].as.hash, block, false, index_gets_value, search);            \
    }                                                                                                      \
    static Value fname##_hash_2(Ctx *ctx, const CallSite *site, const Value *args, size_t count,           \
                                const Callable *block) {                                                   \
        (void)count;                                                                                       \
        return search_hash(ctx, site, args[0].as.hash, block, true, index_gets_value, search);             \
    }                                                                                                      \
    static Value fname##_iterable_1(Ctx *ctx, const CallSite *site, const Value *args, size_t count,       \
                                    const Callable *block) {                                               \
        (void)count;                                                                                       \
        return search_iterable(ctx, site, args[0], block, false, search);                                  \
    }                                                                                                      \
    static Value fname##_iterable_2(Ctx *ctx, const CallSite *site, const Value *args, size_t count,       \
                                    const Callable *block) {                                               \
        (void)count;                                                                                       \
        return search_iterable(ctx, site, args[0], block, true, search);                                   \
    }
SEARCH_FUNCTIONS(all, SEARCH_ALL, false)
SEARCH_FUNCTIONS(any, SEARCH_ANY, false)
/* index.rb's index_Hash_1 yields the value, not the pair */
SEARCH_FUNCTIONS(index, SEARCH_INDEX, true)

#define SEARCH_DISPATCHES(fname)                                                      \
    { "(Hash[Any, Any] $hash, Callable[2,2] &$block)", fname##_hash_2 },              \
    { "(Hash[Any, Any] $hash, Callable[1,1] &$block)", fname##_hash_1 },              \
    { "(Iterable $enumerable, Callable[2,2] &$block)", fname##_iterable_2 },          \
    { "(Iterable $enumerable, Callable[1,1] &$block)", fname##_iterable_1 }

/* --- index without a lambda ------------------------------------------------------------------ */

/* index.rb's string_index: Ruby's String#index, a character offset. */
static Value index_string(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count, (void)block;
    const Str *s = args[0].as.string;
    size_t byte_offset;
    if (args[1].kind == VAL_STRING) {
        const Str *needle = args[1].as.string;
        if (needle->len > s->len)
            return value_undef();
        size_t i = 0;
        for (; i + needle->len <= s->len; i++)
            if (memcmp(s->bytes + i, needle->bytes, needle->len) == 0)
                break;
        if (i + needle->len > s->len)
            return value_undef();
        byte_offset = i;
    } else {
        size_t ov[2];
        if (!regex_search(ctx, args[1].as.regexp, s->bytes, s->len, 0, ov, 1))
            return value_undef();
        byte_offset = ov[0];
    }
    (void)site;
    const Str *prefix = str_new(ctx, s->bytes, byte_offset);
    return value_integer((int64_t)str_char_count(prefix));
}

/* Ruby's `a == b` on the reference's values: strings case-sensitively, Integer == Float by
 * exact value, arrays and hash values deeply. */
static bool ruby_equal(Value a, Value b) {
    stack_guard();   /* nested data: see ctx.h */
    if (a.kind == VAL_FLOAT && b.kind == VAL_INTEGER)
        return ruby_equal(b, a);
    if (a.kind == VAL_INTEGER && b.kind == VAL_FLOAT) {
        double d = b.as.floating;   /* exact: only a whole double in range can equal an Integer */
        return d == floor(d) && d >= -9223372036854775808.0 && d < 9223372036854775808.0
               && (int64_t)d == a.as.integer;
    }
    if (a.kind != b.kind)
        return false;
    if (a.kind == VAL_ARRAY) {
        if (a.as.array->count != b.as.array->count)
            return false;
        for (size_t i = 0; i < a.as.array->count; i++)
            if (!ruby_equal(a.as.array->items[i], b.as.array->items[i]))
                return false;
        return true;
    }
    if (a.kind == VAL_HASH) {
        if (a.as.hash->count != b.as.hash->count)
            return false;
        for (size_t i = 0; i < a.as.hash->count; i++) {
            Value other;
            if (!hash_get(b.as.hash, a.as.hash->entries[i].key, &other) ||
                !ruby_equal(a.as.hash->entries[i].value, other))
                return false;
        }
        return true;
    }
    return value_eql(a, b);
}

/* index.rb's index_value: the first key (or position) whose value == match (Ruby's ==: 'A'
 * does not find 'a'). */
static Value index_value(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)site, (void)count, (void)block;
    Value iterable = args[0], match = args[1];
    if (iterable.kind == VAL_HASH) {
        const Hash *h = iterable.as.hash;
        for (size_t i = 0; i < h->count; i++) {
            ctx_step(ctx);
            if (ruby_equal(hash_entry_at(h, i)->value, match))
                return hash_entry_at(h, i)->key;
        }
        return value_undef();
    }
    IterCursor cursor;
    iterator_start(ctx, &cursor, iterable);
    Value v;
    for (int64_t i = 0; iterator_next(ctx, &cursor, &v); i++)
        if (ruby_equal(v, match))
            return value_integer(i);
    return value_undef();
}

/* --- group_by and partition ------------------------------------------------------------------ */

/* The items a collection yields to a one-parameter lambda: array elements, or hash pairs. */
static Value item_at(Ctx *ctx, Value collection, size_t i) {
    if (collection.kind == VAL_ARRAY)
        return collection.as.array->items[i];
    const HashEntry *e = hash_entry_at(collection.as.hash, i);
    return fnlib_pair(ctx, e->key, e->value);
}

static size_t item_count(Value collection) {
    return collection.kind == VAL_ARRAY ? collection.as.array->count : collection.as.hash->count;
}

/* The lambda's answer for item i: with two parameters, (index, value) for an array
 * (group_by_2a, partition_2a) and (key, value) for a hash (Ruby's destructuring). */
static bool answer_for(Ctx *ctx, const CallSite *site, const Callable *block, Value collection, size_t i, bool two,
                       Value *out) {
    if (!two)
        return call_block1(ctx, site, block, item_at(ctx, collection, i), out);
    if (collection.kind == VAL_ARRAY)
        return call_block2(ctx, site, block, value_integer((int64_t)i), collection.as.array->items[i], out);
    const HashEntry *e = hash_entry_at(collection.as.hash, i);
    return call_block2(ctx, site, block, e->key, e->value, out);
}

static Value group_by_walk(Ctx *ctx, const CallSite *site, Value collection, const Callable *block, bool two) {
    size_t n = item_count(collection);
    Hash *index = hash_new(ctx, n);   /* group key -> position in groups */
    ArrayBuilder *groups = ctx_calloc(ctx, n ? n : 1, sizeof *groups);
    Value *keys = ctx_alloc(ctx, (n ? n : 1) * sizeof *keys);
    size_t group_count = 0;
    for (size_t i = 0; i < n; i++) {
        ctx_step(ctx);
        Value key, found;
        if (!answer_for(ctx, site, block, collection, i, two, &key))
            return value_abrupt();
        size_t g;
        if (hash_get(index, key, &found)) {
            g = (size_t)found.as.integer;
        } else {
            g = group_count++;
            keys[g] = key;
            hash_put(ctx, index, key, value_integer((int64_t)g));
        }
        array_builder_push(ctx, &groups[g], item_at(ctx, collection, i));
    }
    Hash *result = hash_new(ctx, group_count);
    for (size_t g = 0; g < group_count; g++)
        hash_put(ctx, result, keys[g], array_builder_finish(ctx, &groups[g]));
    return value_from_hash(result);
}

static Value partition_walk(Ctx *ctx, const CallSite *site, Value collection, const Callable *block, bool two) {
    ArrayBuilder yes, no;
    array_builder_init(&yes);
    array_builder_init(&no);
    size_t n = item_count(collection);
    for (size_t i = 0; i < n; i++) {
        ctx_step(ctx);
        Value r;
        if (!answer_for(ctx, site, block, collection, i, two, &r))
            return value_abrupt();
        array_builder_push(ctx, value_truthy(r) ? &yes : &no, item_at(ctx, collection, i));
    }
    Value parts[2] = { array_builder_finish(ctx, &yes), array_builder_finish(ctx, &no) };
    return value_array_of(ctx, parts, 2);
}

#define COLLECTION_WALK_FUNCTIONS(fname, walk)                                                      \
    static Value fname##_1(Ctx *ctx, const CallSite *site, const Value *args, size_t count,         \
                           const Callable *block) {                                                 \
        (void)count;                                                                                \
        return walk(ctx, site, args[0], block, false);                                              \
    }                                                                                               \
    static Value fname##_2(Ctx *ctx, const CallSite *site, const Value *args, size_t count,         \
                           const Callable *block) {                                                 \
        (void)count;                                                                                \
        return walk(ctx, site, args[0], block, true);                                               \
    }
COLLECTION_WALK_FUNCTIONS(group_by, group_by_walk)
COLLECTION_WALK_FUNCTIONS(partition, partition_walk)

/* --- slice ----------------------------------------------------------------------------------- */

/* The number of values each call of the lambda takes (slice.rb's asserted_slice_serving_size):
 * a lambda with a rest parameter takes the whole slice. Returns 0 after an error. */
static size_t serving_size(Ctx *ctx, const CallSite *site, const Callable *block, int64_t slice_size) {
    size_t params = callable_param_count(block);
    bool rest = callable_last_captures_rest(block);
    int64_t serving = rest ? slice_size : (int64_t)params;
    if (serving == 0) {
        function_error(ctx, site, "slice: block must define at least one parameter. Block has 0.");
        return 0;
    }
    if (serving != 1 && serving != slice_size) {
        StrBuf names;
        strbuf_init(&names, ctx);
        for (size_t i = 0; i < params; i++) {
            if (i)
                strbuf_append_cstr(&names, ", ");
            strbuf_append_cstr(&names, block->params->items[i]->as.param.name);
        }
        function_error(ctx, site, "slice: block must define one parameter, or the same number of parameters as the "
                                  "given size of the slice (%lld). Block has %lld; %s",
                       (long long)slice_size, (long long)serving, strbuf_finish(&names)->bytes);
        return 0;
    }
    return (size_t)serving;
}

static Value slice_walk(Ctx *ctx, const CallSite *site, Value source, int64_t size, const Callable *block,
                        bool is_hash) {
    size_t serving = 1;
    if (block && !(serving = serving_size(ctx, site, block, size)))
        return value_abrupt();
    IterCursor cursor;
    iterator_start(ctx, &cursor, source);
    ArrayBuilder result;
    array_builder_init(&result);
    Value v;
    bool more = iterator_next(ctx, &cursor, &v);
    while (more) {
        ArrayBuilder part;
        array_builder_init(&part);
        for (int64_t i = 0; i < size && more; i++) {
            array_builder_push(ctx, &part, v);
            more = iterator_next(ctx, &cursor, &v);
        }
        size_t filled = part.count;
        Value slice = array_builder_finish(ctx, &part);
        if (!block) {
            array_builder_push(ctx, &result, slice);
            continue;
        }
        Value r;
        bool stopped;
        bool ok;
        if (serving == 1) {
            ok = function_yield(ctx, site, block, &slice, 1, &r, &stopped);
        } else {
            /* a short last slice is filled: with undef, or for a hash with empty arrays
             * (slice.rb's filler) */
            Value *spread = ctx_alloc(ctx, serving * sizeof *spread);
            for (size_t i = 0; i < serving; i++)
                spread[i] = i < filled ? slice.as.array->items[i]
                          : is_hash ? value_from_array(array_new(ctx, 0)) : value_undef();
            ok = function_yield(ctx, site, block, spread, serving, &r, &stopped);
        }
        if (!ok)
            return value_abrupt();
        if (stopped)
            break;
    }
    return block ? source : array_builder_finish(ctx, &result);
}

static Value slice_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    return slice_walk(ctx, site, args[0], args[1].as.integer, block, args[0].kind == VAL_HASH);
}

/* --- step and reverse_each ------------------------------------------------------------------ */

/* Whether PuppetProc#arity of the lambda is 1: a single parameter, required and not
 * captures-rest. */
static bool block_arity_is_one(const Callable *block) {
    if (block->params->count != 1)
        return false;
    const AstNode *p = block->params->items[0];
    return !p->as.param.captures_rest && !p->as.param.default_value;
}

/* The arguments of Ruby's `yield(*v)`: an Array spreads into its elements, a Hash into its
 * [key, value] pairs (Hash#to_a), undef into none, anything else stays one argument. */
static const Value *splat_args(Ctx *ctx, const Value *v, size_t *count) {
    if (v->kind == VAL_ARRAY) {
        *count = v->as.array->count;
        return v->as.array->items;
    }
    if (v->kind == VAL_HASH) {
        const Hash *h = v->as.hash;
        Value *pairs = ctx_alloc(ctx, (h->count ? h->count : 1) * sizeof *pairs);
        for (size_t i = 0; i < h->count; i++) {
            const HashEntry *e = hash_entry_at(h, i);
            pairs[i] = fnlib_pair(ctx, e->key, e->value);
        }
        *count = h->count;
        return pairs;
    }
    *count = v->kind == VAL_UNDEF ? 0 : 1;
    return v;
}

/* Iterator#each / #step with a lambda: `loop { yield(r.next) }` when the lambda's arity is 1,
 * else `loop { yield(*r.next) }`, so break just stops. Returns undef, as the reference's
 * step_block and reverse_each_block do. */
static Value yield_each(Ctx *ctx, const CallSite *site, Value iterable, const Callable *block) {
    IterCursor cursor;
    iterator_start(ctx, &cursor, iterable);
    bool spread = !block_arity_is_one(block);
    Value v;
    while (iterator_next(ctx, &cursor, &v)) {
        bool stopped;
        size_t n = 1;
        const Value *args = spread ? splat_args(ctx, &v, &n) : &v;
        if (!function_yield(ctx, site, block, args, n, NULL, &stopped))
            return value_abrupt();
        if (stopped)
            break;
    }
    return value_undef();
}

static Value reverse_each_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    Value it = value_from_iterator(iterator_new_reverse(ctx, args[0]));
    return block ? yield_each(ctx, site, it, block) : it;
}

static Value step_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    int64_t step = args[1].as.integer;
    /* a tree walk is no Iterator in the reference: its step(1) is a StepIterator (Iterator[Any]) */
    bool tree = args[0].kind == VAL_ITERATOR && args[0].as.iterator->kind == ITERATOR_TREE;
    Value it = step > 1 || tree ? value_from_iterator(iterator_new_step(ctx, args[0], step))
                                : value_from_iterator(iterator_of(ctx, args[0]));
    int64_t from, to, signed_step;
    if (iterator_range_form(it, &from, &to, &signed_step) && from > to)
        /* PIntegerType.new of the narrowed range of a reversed range (sic: no closing parenthesis) */
        return function_error(ctx, site, "'from' must be less or equal to 'to'. Got (%lld, %lld",
                              (long long)from, (long long)to);
    return block ? yield_each(ctx, site, it, block) : it;
}

/* --- tree_each ------------------------------------------------------------------------------- */

static bool option_flag(const Hash *options, const char *name, bool fallback, Ctx *ctx) {
    Value v;
    if (!options || !hash_get(options, value_cstring(ctx, name), &v) || v.kind == VAL_UNDEF)
        return fallback;
    return value_truthy(v);
}

/* The tree iterator of tree_each.rb's `iterator(enum, options)`. Returns NULL after the
 * reference's ArgumentError. */
static const Iterator *tree_iterator(Ctx *ctx, const CallSite *site, const Value *args, size_t count) {
    const Hash *options = count > 1 ? args[1].as.hash : NULL;
    TreeOptions *o = ctx_calloc(ctx, 1, sizeof *o);
    Value container_type;
    const Type *containers = type_parse(ctx, "Variant[Array, Hash, Object]");
    o->container_type = containers;
    if (options && hash_get(options, value_cstring(ctx, "container_type"), &container_type) &&
        container_type.kind == VAL_TYPE) {
        if (!type_is_assignable(ctx, containers, container_type.as.type)) {
            function_error(ctx, site, "Only Array, Hash, and Object types can be used as container types. Got %s",
                           type_to_string(ctx, container_type.as.type)->bytes);
            return NULL;
        }
        o->container_type = container_type.as.type;
    }
    o->include_containers = option_flag(options, "include_containers", true, ctx);
    o->include_values = option_flag(options, "include_values", true, ctx);
    o->include_root = o->include_containers && option_flag(options, "include_root", true, ctx);
    if (!o->include_containers && !o->include_values) {
        function_error(ctx, site, "Options 'include_containers' and 'include_values' cannot both be false");
        return NULL;
    }
    Value order;
    o->breadth_first = options && hash_get(options, value_cstring(ctx, "order"), &order) &&
                       order.kind == VAL_STRING && strcmp(order.as.string->bytes, "breadth_first") == 0;
    return iterator_new_tree(ctx, args[0], o);
}

static Value tree_each_block(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block,
                             bool two) {
    const Iterator *it = tree_iterator(ctx, site, args, count);
    if (!it)
        return value_abrupt();
    IterCursor cursor;
    iterator_start(ctx, &cursor, value_from_iterator(it));
    Value pv;
    while (iterator_next(ctx, &cursor, &pv)) {
        bool stopped;
        bool ok = two ? function_yield(ctx, site, block, pv.as.array->items, 2, NULL, &stopped)
                      : function_yield(ctx, site, block, &pv.as.array->items[1], 1, NULL, &stopped);
        if (!ok)
            return value_abrupt();
        if (stopped)
            break;
    }
    return args[0];
}

static Value tree_each_1(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    return tree_each_block(ctx, site, args, count, block, false);
}

static Value tree_each_2(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    return tree_each_block(ctx, site, args, count, block, true);
}

static Value tree_each_iterator(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                                const Callable *block) {
    (void)block;
    const Iterator *it = tree_iterator(ctx, site, args, count);
    return it ? value_from_iterator(it) : value_abrupt();
}

/* --- lest ------------------------------------------------------------------------------------ */

static Value lest_impl(Ctx *ctx, const CallSite *site, const Value *args, size_t count, const Callable *block) {
    (void)count;
    if (args[0].kind != VAL_UNDEF)
        return args[0];
    return callable_call(ctx, block, NULL, 0, site->span);
}

/* tree_each.rb's local type OptionsType. */
#define TREE_OPTIONS                                                                              \
    "Struct[{container_type => Optional[Type], include_root => Optional[Boolean], "               \
    "include_containers => Optional[Boolean], include_values => Optional[Boolean], "              \
    "order => Optional[Enum[depth_first, breadth_first]], include_refs => Optional[Boolean]}]"
#define TREE "Variant[Iterator, Array, Hash, Object]"

const BuiltinFunction functions_iteration[] = {
    /* lib/puppet/functions/all.rb, any.rb */
    { "all",          { SEARCH_DISPATCHES(all) } },
    { "any",          { SEARCH_DISPATCHES(any) } },
    /* lib/puppet/functions/index.rb */
    { "index",        { SEARCH_DISPATCHES(index),
                        { "(String $str, Variant[String, Regexp] $match)", index_string },
                        { "(Iterable $enumerable, Any $match)", index_value } } },
    /* lib/puppet/functions/group_by.rb, partition.rb */
    { "group_by",     { { "(Collection $collection, Callable[1,1] &$block)", group_by_1 },
                        { "(Array $array, Callable[2,2] &$block)", group_by_2 },
                        { "(Collection $collection, Callable[2,2] &$block)", group_by_2 } } },
    { "partition",    { { "(Collection $collection, Callable[1,1] &$block)", partition_1 },
                        { "(Array $array, Callable[2,2] &$block)", partition_2 },
                        { "(Collection $collection, Callable[2,2] &$block)", partition_2 } } },
    /* lib/puppet/functions/slice.rb */
    { "slice",        { { "(Hash[Any, Any] $hash, Integer[1, default] $slice_size, Optional[Callable] &$block)",
                          slice_impl },
                        { "(Iterable $enumerable, Integer[1, default] $slice_size, Optional[Callable] &$block)",
                          slice_impl } } },
    /* lib/puppet/functions/step.rb, reverse_each.rb */
    { "step",         { { "(Iterable $iterable, Integer[1] $step)", step_impl },
                        { "(Iterable $iterable, Integer[1] $step, Callable[1,1] &$block)", step_impl } } },
    { "reverse_each", { { "(Iterable $iterable)", reverse_each_impl },
                        { "(Iterable $iterable, Callable[1,1] &$block)", reverse_each_impl } } },
    /* lib/puppet/functions/tree_each.rb */
    { "tree_each",    { { "type OptionsType = " TREE_OPTIONS "; "
                          "(" TREE " $tree, OptionsType $options = undef, Callable[2,2] &$block)", tree_each_2 },
                        { "(" TREE " $tree, OptionsType $options = undef, Callable[1,1] &$block)", tree_each_1 },
                        { "(" TREE " $tree, OptionsType $options = undef)", tree_each_iterator } } },
    /* lib/puppet/functions/lest.rb */
    { "lest",         { { "(Any $arg, Callable[0,0] &$block)", lest_impl } } },
    { NULL, { { NULL, NULL } } },
};
