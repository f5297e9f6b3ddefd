/* iterator_tree.c: the lazy walk behind tree_each: [path, value] for each node of a tree of
 * arrays, hashes, Object values and types (an Object's own attributes; a type's as the
 * reference's Pcore object has them, type_pcore_attributes), depth first or breadth first.
 *
 * A step-by-step copy of the reference's DepthFirstTreeIterator and BreadthFirstTreeIterator
 * (lib/puppet/pops/types/tree_iterators.rb), quirks included: a container is whatever the
 * container type accepts; the root comes first when include_root; a breadth-first walk gives
 * non-container values even when include_values is false (the reference never checks it on
 * that path). The walk keeps its stacks in the run's arena: depth first costs memory in
 * proportion to the tree's depth, breadth first to the containers queued but not yet walked.
 */
#include <string.h>

#include "support/ctx.h"
#include "values/iterator.h"
#include "types/type.h"
#include "objects/type_object.h"

/* One container being walked: its entries are visited in order. */
typedef struct TreeLevel {
    Value container;
    size_t pos, count;
    const Value *keys, *values;   /* an Object: its own attributes' names and values */
    const Value *path;        /* breadth first: the path of this container */
    size_t path_len;
    /* the alias types among this container and the ones it is in: a recursive alias (Data
     * holds Hash[String, Data]) is not walked again inside itself, where the reference's walk
     * never ends (docs/deviations.md) */
    const Type *const *aliases;
    size_t alias_count;
} TreeLevel;

typedef struct TreeWalk {
    const TreeOptions *options;
    Value root;
    TreeLevel *levels;        /* depth first: a stack; breadth first: a queue from `head` */
    size_t head, count, capacity;
    Value *path;              /* the current path */
    size_t path_len, path_capacity;
    bool started, recursed;
} TreeWalk;

/* Whether v is walked as a container inside `in` (NULL for the root): an array, a hash, an
 * Object value or a type (a Pcore object: its attributes), when the container type accepts it. */
static bool is_container(Ctx *ctx, const TreeWalk *w, Value v, const TreeLevel *in) {
    if (v.kind != VAL_ARRAY && v.kind != VAL_HASH && v.kind != VAL_OBJECT && v.kind != VAL_TYPE)
        return false;
    if (v.kind == VAL_TYPE && type_kind(v.as.type) == TYPE_ALIAS && in)
        for (size_t i = 0; i < in->alias_count; i++)
            if (in->aliases[i] == v.as.type)
                return false;
    return type_is_instance(ctx, w->options->container_type, v);
}

/* Pushes (or queues) the container found inside `in` (NULL for the root). */
static void push_level(Ctx *ctx, TreeWalk *w, Value container, const TreeLevel *in) {
    const Type *const *outer = in ? in->aliases : NULL;
    size_t outer_count = in ? in->alias_count : 0;
    if (w->count == w->capacity) {
        size_t grown = w->capacity ? w->capacity * 2 : 8;
        w->levels = ctx_realloc(ctx, w->levels, w->capacity * sizeof *w->levels, grown * sizeof *w->levels);
        w->capacity = grown;
    }
    TreeLevel *l = &w->levels[w->count++];
    memset(l, 0, sizeof *l);
    l->container = container;
    l->aliases = outer;
    l->alias_count = outer_count;
    if (container.kind == VAL_TYPE && type_kind(container.as.type) == TYPE_ALIAS) {
        const Type **aliases = ctx_alloc(ctx, (outer_count + 1) * sizeof *aliases);
        if (outer_count)
            memcpy(aliases, outer, outer_count * sizeof *aliases);
        aliases[outer_count] = container.as.type;
        l->aliases = aliases;
        l->alias_count = outer_count + 1;
    }
    if (container.kind == VAL_OBJECT)
        l->count = object_children(ctx, container, &l->keys, &l->values);
    else if (container.kind == VAL_TYPE)
        l->count = type_pcore_attributes(ctx, container.as.type, &l->keys, &l->values);
    else
        l->count = container.kind == VAL_ARRAY ? container.as.array->count
                 : container.kind == VAL_HASH  ? container.as.hash->count
                                               : 0;
}

static void path_push(Ctx *ctx, TreeWalk *w, Value v) {
    if (w->path_len == w->path_capacity) {
        size_t grown = w->path_capacity ? w->path_capacity * 2 : 8;
        w->path = ctx_realloc(ctx, w->path, w->path_capacity * sizeof *w->path, grown * sizeof *w->path);
        w->path_capacity = grown;
    }
    w->path[w->path_len++] = v;
}

/* The next entry of a level: its index (or key) and value. */
static void level_next(TreeLevel *l, Value *index, Value *value) {
    size_t i = l->pos++;
    if (l->container.kind == VAL_ARRAY) {
        *index = value_integer((int64_t)i);
        *value = l->container.as.array->items[i];
    } else if (l->container.kind == VAL_OBJECT || l->container.kind == VAL_TYPE) {
        *index = l->keys[i];
        *value = l->values[i];
    } else {
        const HashEntry *e = hash_entry_at(l->container.as.hash, i);
        *index = e->key;
        *value = e->value;
    }
}

static Value result_pair(Ctx *ctx, const TreeWalk *w, Value value) {
    Value path = w->path_len ? value_array_of(ctx, w->path, w->path_len) : value_from_array(array_new(ctx, 0));
    Value pair[2] = { path, value };
    return value_array_of(ctx, pair, 2);
}

void iterator_tree_start(Ctx *ctx, IterCursor *cursor, const Iterator *it) {
    TreeWalk *w = ctx_calloc(ctx, 1, sizeof *w);
    w->options = it->tree;
    w->root = it->source;
    cursor->kind = ITERATOR_TREE;
    cursor->tree = w;
}

static bool depth_first_next(Ctx *ctx, TreeWalk *w, Value *out) {
    for (;;) {
        ctx_step(ctx);
        if (w->count == 0)
            return false;
        if (w->recursed) {
            path_push(ctx, w, value_undef());
            w->recursed = false;
        }
        TreeLevel *top = &w->levels[w->count - 1];
        if (top->pos < top->count) {
            Value index, value;
            level_next(top, &index, &value);
            w->path[w->path_len - 1] = index;
            if (is_container(ctx, w, value, top)) {
                w->recursed = true;
                push_level(ctx, w, value, top);
                if (!w->options->include_containers)
                    continue;
            } else if (!w->options->include_values) {
                continue;
            }
            *out = result_pair(ctx, w, value);
            return true;
        }
        /* this level is done: back up to one that has more */
        do {
            w->count--;
            if (w->path_len)
                w->path_len--;
        } while (w->count && w->levels[w->count - 1].pos >= w->levels[w->count - 1].count);
    }
}

static bool breadth_first_next(Ctx *ctx, TreeWalk *w, Value *out) {
    for (;;) {
        ctx_step(ctx);
        if (w->head == w->count)
            return false;
        if (w->recursed) {
            path_push(ctx, w, value_undef());
            w->recursed = false;
        }
        TreeLevel *front = &w->levels[w->head];
        if (front->pos < front->count) {
            Value index, value;
            level_next(front, &index, &value);
            w->path[w->path_len - 1] = index;
            if (is_container(ctx, w, value, front)) {
                push_level(ctx, w, value, front);
                TreeLevel *queued = &w->levels[w->count - 1];
                Value *saved = ctx_alloc(ctx, (w->path_len ? w->path_len : 1) * sizeof *saved);
                memcpy(saved, w->path, w->path_len * sizeof *saved);
                queued->path = saved;
                queued->path_len = w->path_len;
                if (!w->options->include_containers)
                    continue;
            }
            *out = result_pair(ctx, w, value);
            return true;
        }
        /* shift_level: the next queued container, with the path it was found at */
        do {
            w->head++;
            if (w->head >= 64 && w->head * 2 >= w->count) {
                /* drop the finished part of the queue */
                memmove(w->levels, w->levels + w->head, (w->count - w->head) * sizeof *w->levels);
                w->count -= w->head;
                w->head = 0;
            }
            if (w->head < w->count) {
                const TreeLevel *next = &w->levels[w->head];
                w->path_len = 0;
                for (size_t i = 0; i < next->path_len; i++)
                    path_push(ctx, w, next->path[i]);
            }
            w->recursed = true;
        } while (w->head < w->count && w->levels[w->head].pos >= w->levels[w->head].count);
    }
}

bool iterator_tree_next(Ctx *ctx, IterCursor *cursor, Value *out) {
    TreeWalk *w = cursor->tree;
    if (!w->started) {
        w->started = true;
        push_level(ctx, w, w->root, NULL);
        w->recursed = true;
        if (w->options->include_root) {
            *out = result_pair(ctx, w, w->root);
            return true;
        }
    }
    return w->options->breadth_first ? breadth_first_next(ctx, w, out) : depth_first_next(ctx, w, out);
}
