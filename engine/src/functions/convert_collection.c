/* convert_collection.c: Array.new (and Tuple.new), Hash.new (and Struct.new).
 *
 * Follows types-values-variables.md "Array.new", "Hash.new", "Struct.new", "Tuple.new" as the
 * reference implements them (PArrayType / PHashType new_function):
 *   - Array(v): arrays as they are, hashes as [key, value] pairs, Binary as its bytes, any
 *     other iterable (Integer n, String, Integer range types, Enum types, iterators) as its
 *     values; Array(v, true) wraps a non-array in a one-element array;
 *   - Hash(v): an array of [key, value] pairs, or a flat [k1, v1, k2, v2...] array (an odd
 *     count is "odd number of arguments for Hash"), or any iterable as its values taken as a
 *     flat list; with 'tree' / 'hash_tree' an array of [path, value] pairs builds nested
 *     hashes (hash_tree also turns arrays into hashes keyed by index).
 * Tuple and Struct use the same constructors; convert.c asserts the result against them.
 */
#include "functions/convert_internal.h"

#include <string.h>

#include "functions/fnlib.h"
#include "values/iterator.h"

/* ---- Array -------------------------------------------------------------------------------- */

static Value hash_to_pairs(Ctx *ctx, const Hash *h) {
    Array *a = array_new(ctx, h->count);
    for (size_t i = 0; i < h->count; i++) {
        Value pair[2] = { h->entries[i].key, h->entries[i].value };
        a->items[i] = value_array_of(ctx, pair, 2);
    }
    return value_from_array(a);
}

static Value binary_to_bytes(Ctx *ctx, const Str *bytes) {
    Array *a = array_new(ctx, bytes->len);
    for (size_t i = 0; i < bytes->len; i++)
        a->items[i] = value_integer((unsigned char)bytes->bytes[i]);
    return value_from_array(a);
}

Value convert_array_to_array(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                             const Callable *block) {
    (void)count;
    (void)block;
    Value from = args[0];
    switch (from.kind) {
    case VAL_ARRAY: return from;
    case VAL_HASH: return hash_to_pairs(ctx, from.as.hash);
    case VAL_BINARY: return binary_to_bytes(ctx, from.as.string);
    default: return convert_iterable_to_array(ctx, from, site->span);
    }
}

Value convert_array_wrapped(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                            const Callable *block) {
    (void)site;
    (void)count;
    (void)block;
    return args[0].kind == VAL_ARRAY ? args[0] : value_array_of(ctx, args, 1);
}

Value convert_array_on_error(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                             const Callable *block) {
    (void)count;
    (void)block;
    return convert_mismatch(ctx, site, "Value of type %s cannot be converted to Array", convert_type_label(ctx, args[0]));
}

/* ---- Hash --------------------------------------------------------------------------------- */

static Value odd_count(Ctx *ctx, const CallSite *site) {
    return function_error(ctx, site, "odd number of arguments for Hash");
}

/* Hash[*items]: k1, v1, k2, v2 ... (a later duplicate key replaces the value in place). */
static Value hash_from_flat(Ctx *ctx, const CallSite *site, const Value *items, size_t n) {
    if (n % 2 != 0)
        return odd_count(ctx, site);
    Hash *h = hash_new(ctx, n / 2);
    for (size_t i = 0; i < n; i += 2)
        hash_put(ctx, h, items[i], items[i + 1]);
    return value_from_hash(h);
}

/* Ruby's Hash[x] of a single value (an iterable's values are spread into Hash[], with no count
 * check first): a Hash is copied, an Array is a list of [key, value] or [key] entries, any other
 * value is one argument too few. */
static Value hash_from_one(Ctx *ctx, const CallSite *site, Value x) {
    if (x.kind == VAL_HASH)
        return x;
    if (x.kind != VAL_ARRAY)
        return odd_count(ctx, site);
    const Array *a = x.as.array;
    Hash *h = hash_new(ctx, a->count);
    for (size_t i = 0; i < a->count; i++) {
        Value e = a->items[i];
        if (e.kind != VAL_ARRAY) {
            const char *name = e.kind == VAL_UNDEF ? "nil"
                               : e.kind == VAL_BOOLEAN ? (e.as.boolean ? "true" : "false")
                                                       : type_ruby_class_of_value(e);
            return function_error(ctx, site, "wrong element type %s at %zu (expected array)", name, i);
        }
        size_t n = e.as.array->count;
        if (n != 1 && n != 2)
            return function_error(ctx, site, "invalid number of elements (%zu for 1..2)", n);
        hash_put(ctx, h, e.as.array->items[0], n == 2 ? e.as.array->items[1] : value_undef());
    }
    return value_from_hash(h);
}

Value convert_hash_from_tuples(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                               const Callable *block) {
    (void)site;
    (void)count;
    (void)block;
    const Array *a = args[0].as.array;
    Hash *h = hash_new(ctx, a->count);
    for (size_t i = 0; i < a->count; i++)
        hash_put(ctx, h, a->items[i].as.array->items[0], a->items[i].as.array->items[1]);
    return value_from_hash(h);
}

Value convert_hash_from_array(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                              const Callable *block) {
    (void)count;
    (void)block;
    Value from = args[0];
    if (from.kind == VAL_ARRAY)
        return hash_from_flat(ctx, site, from.as.array->items, from.as.array->count);
    if (from.kind == VAL_HASH)
        return from;
    if (iterator_is_iterable(from)) {
        Value a = convert_iterable_to_array(ctx, from, site->span);
        TRY(a);
        if (a.as.array->count == 1)
            return hash_from_one(ctx, site, a.as.array->items[0]);
        return hash_from_flat(ctx, site, a.as.array->items, a.as.array->count);
    }
    return function_error(ctx, site, "Value of type %s cannot be converted to Hash", convert_type_label(ctx, from));
}

/* The tree being built by 'tree' / 'hash_tree': mutable until it is frozen into values,
 * since the reference assigns into nested hashes (and arrays) it has already stored. */
typedef struct TreeNode TreeNode;
struct TreeNode {
    enum { NODE_VALUE, NODE_HASH, NODE_ARRAY } kind;
    Value value;                  /* NODE_VALUE */
    Value *keys;                  /* NODE_HASH: keys in insertion order */
    TreeNode **children;          /* NODE_HASH / NODE_ARRAY */
    size_t count, capacity;
};

static TreeNode *node_value(Ctx *ctx, Value v) {
    TreeNode *n = ctx_calloc(ctx, 1, sizeof *n);
    n->kind = NODE_VALUE;
    n->value = v;
    return n;
}

static TreeNode *node_hash(Ctx *ctx) {
    TreeNode *n = ctx_calloc(ctx, 1, sizeof *n);
    n->kind = NODE_HASH;
    return n;
}

/* Opens a stored array or hash value for assignment into it. */
static void node_open(Ctx *ctx, TreeNode *n) {
    if (n->kind != NODE_VALUE)
        return;
    if (n->value.kind == VAL_HASH) {
        const Hash *h = n->value.as.hash;
        n->kind = NODE_HASH;
        n->capacity = h->count + 4;
        n->keys = ctx_calloc(ctx, n->capacity, sizeof *n->keys);
        n->children = ctx_calloc(ctx, n->capacity, sizeof *n->children);
        for (size_t i = 0; i < h->count; i++) {
            n->keys[i] = h->entries[i].key;
            n->children[i] = node_value(ctx, h->entries[i].value);
        }
        n->count = h->count;
    } else if (n->value.kind == VAL_ARRAY) {
        const Array *a = n->value.as.array;
        n->kind = NODE_ARRAY;
        n->capacity = a->count + 4;
        n->children = ctx_calloc(ctx, n->capacity, sizeof *n->children);
        for (size_t i = 0; i < a->count; i++)
            n->children[i] = node_value(ctx, a->items[i]);
        n->count = a->count;
    }
}

static TreeNode **node_slot(Ctx *ctx, TreeNode *n, Value key, bool create) {
    if (n->kind == NODE_HASH) {
        for (size_t i = 0; i < n->count; i++)
            if (value_eql(n->keys[i], key))
                return &n->children[i];
        if (!create)
            return NULL;
        if (n->count == n->capacity) {
            size_t cap = n->capacity ? n->capacity * 2 : 8;
            n->keys = ctx_realloc(ctx, n->keys, n->capacity * sizeof *n->keys, cap * sizeof *n->keys);
            n->children = ctx_realloc(ctx, n->children, n->capacity * sizeof *n->children, cap * sizeof *n->children);
            n->capacity = cap;
        }
        n->keys[n->count] = key;
        n->children[n->count] = NULL;
        return &n->children[n->count++];
    }
    if (n->kind == NODE_ARRAY && key.kind == VAL_INTEGER) {
        int64_t i = key.as.integer;
        if (i < 0)
            i += (int64_t)n->count;
        if (i < 0)
            return NULL;
        while ((size_t)i >= n->count) {
            if (!create)
                return NULL;
            if (n->count == n->capacity) {
                size_t cap = n->capacity ? n->capacity * 2 : 8;
                n->children = ctx_realloc(ctx, n->children, n->capacity * sizeof *n->children, cap * sizeof *n->children);
                n->capacity = cap;
            }
            n->children[n->count++] = node_value(ctx, value_undef());
        }
        return &n->children[i];
    }
    return NULL;
}

static Value node_freeze(Ctx *ctx, const TreeNode *n) {
    switch (n->kind) {
    case NODE_VALUE:
        return n->value;
    case NODE_HASH: {
        Hash *h = hash_new(ctx, n->count);
        for (size_t i = 0; i < n->count; i++)
            hash_put(ctx, h, n->keys[i], n->children[i] ? node_freeze(ctx, n->children[i]) : value_undef());
        return value_from_hash(h);
    }
    case NODE_ARRAY: {
        Array *a = array_new(ctx, n->count);
        for (size_t i = 0; i < n->count; i++)
            a->items[i] = node_freeze(ctx, n->children[i]);
        return value_from_array(a);
    }
    }
    return value_undef();
}

/* PHashType.array_as_hash: arrays, at any depth, become hashes keyed by index. */
static Value array_as_hash(Ctx *ctx, Value v) {
    if (v.kind != VAL_ARRAY)
        return v;
    Hash *h = hash_new(ctx, v.as.array->count);
    for (size_t i = 0; i < v.as.array->count; i++)
        hash_put(ctx, h, value_integer((int64_t)i), array_as_hash(ctx, v.as.array->items[i]));
    return value_from_hash(h);
}

Value convert_hash_from_tree(Ctx *ctx, const CallSite *site, const Value *args, size_t count,
                             const Callable *block) {
    if (count < 2 || args[1].kind == VAL_UNDEF)
        return convert_hash_from_tuples(ctx, site, args, 1, block);
    bool all_hashes = args[1].as.string->len == 9;   /* 'hash_tree' (the signature allows only it and 'tree') */
    TreeNode *root = node_hash(ctx);
    const Array *entries = args[0].as.array;
    for (size_t e = 0; e < entries->count; e++) {
        const Array *pair = entries->items[e].as.array;
        const Array *path = pair->items[0].as.array;
        Value value = pair->items[1];
        if (path->count == 0) {
            /* the root: an array's values merge by index, a hash's entries merge */
            if (value.kind == VAL_ARRAY) {
                for (size_t i = 0; i < value.as.array->count; i++)
                    *node_slot(ctx, root, value_integer((int64_t)i), true) = node_value(ctx, value.as.array->items[i]);
            } else if (value.kind == VAL_HASH) {
                for (size_t i = 0; i < value.as.hash->count; i++)
                    *node_slot(ctx, root, value.as.hash->entries[i].key, true) =
                        node_value(ctx, value.as.hash->entries[i].value);
            } else {
                return function_error(ctx, site, "no implicit conversion of %s into Hash", convert_type_label(ctx, value));
            }
            continue;
        }
        TreeNode *memo = root;
        for (size_t i = 0; i + 1 < path->count; i++) {
            node_open(ctx, memo);
            TreeNode **slot = node_slot(ctx, memo, path->items[i], memo->kind == NODE_HASH);
            if (!slot || memo->kind == NODE_VALUE)
                return function_error(ctx, site, "The path %s cannot be followed: it crosses a value that is not a Hash",
                                      convert_type_label(ctx, pair->items[0]));
            if (!*slot)
                *slot = node_hash(ctx);
            memo = *slot;
        }
        node_open(ctx, memo);
        TreeNode **slot = node_slot(ctx, memo, path->items[path->count - 1], true);
        if (!slot)
            return function_error(ctx, site, "The path %s cannot be followed: it crosses a value that is not a Hash",
                                  convert_type_label(ctx, pair->items[0]));
        *slot = node_value(ctx, all_hashes ? array_as_hash(ctx, value) : value);
    }
    return node_freeze(ctx, root);
}
