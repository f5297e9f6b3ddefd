/* region.c: regions of a run as the evaluator uses them, and keeping values across them. See
 * region.h for the contract and docs/memory.md for the design. */
#include "values/region.h"

#include <string.h>

#include "support/ctx.h"
#include "support/stack.h"
#include "values/iterator.h"
#include "values/regex.h"
#include "values/semver.h"
#include "values/uri.h"
#include "objects/type_object.h"

size_t region_open_slow(Ctx *ctx) {
    ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
}

/* --- keeping ----------------------------------------------------------------------------- */

/* One region_keep: the destination, and what was copied already (old block -> its copy), so
 * that a block shared within the value is copied once: a few in a small table, more in a hash
 * table in the innermost region, which is deeper than the destination whenever anything is
 * copied. `budget` bounds the bytes copied (SIZE_MAX: none); past it the keep gives up. */
#define KEEP_SMALL 16
typedef struct Keeper {
    Ctx *ctx;
    size_t depth;
    size_t budget, copied;
    bool over_budget;
    const void *small_from[KEEP_SMALL];
    void *small_to[KEEP_SMALL];
    size_t small_count;
    const void **from;
    void **to;
    size_t count, capacity;   /* capacity: a power of two, or 0 */
} Keeper;

static bool deeper(const Keeper *k, const void *p) {
    return p && arena_deeper_than(&k->ctx->arena, p, k->depth);
}

static void *alloc(Keeper *k, size_t size) {
    k->copied += size;
    if (k->copied > k->budget)
        k->over_budget = true;
    return ctx_alloc_in(k->ctx, k->depth, size);
}

static size_t slot_of(const Keeper *k, const void *p) {
    size_t mask = k->capacity - 1;
    size_t i = (size_t)(((uintptr_t)p >> 4) * 0x9e3779b97f4a7c15ull >> 16) & mask;
    while (k->from[i] && k->from[i] != p)
        i = (i + 1) & mask;
    return i;
}

static void *forwarded(const Keeper *k, const void *p) {
    for (size_t i = 0; i < k->small_count; i++)
        if (k->small_from[i] == p)
            return k->small_to[i];
    if (!k->count)
        return NULL;
    size_t i = slot_of(k, p);
    return k->from[i] ? k->to[i] : NULL;
}

static void forward(Keeper *k, const void *p, void *copy) {
    if (k->small_count < KEEP_SMALL) {
        k->small_from[k->small_count] = p;
        k->small_to[k->small_count++] = copy;
        return;
    }
    if ((k->count + 1) * 2 > k->capacity) {
        size_t capacity = k->capacity ? k->capacity * 2 : 64;
        const void **old_from = k->from;
        void **old_to = k->to;
        size_t old_capacity = k->capacity;
        k->from = ctx_alloc_in(k->ctx, k->ctx->arena.depth, capacity * sizeof *k->from);
        k->to = ctx_alloc_in(k->ctx, k->ctx->arena.depth, capacity * sizeof *k->to);
        memset(k->from, 0, capacity * sizeof *k->from);
        k->capacity = capacity;
        for (size_t i = 0; i < old_capacity; i++)
            if (old_from[i]) {
                size_t j = slot_of(k, old_from[i]);
                k->from[j] = old_from[i];
                k->to[j] = old_to[i];
            }
    }
    size_t i = slot_of(k, p);
    k->from[i] = p;
    k->to[i] = copy;
    k->count++;
}

static bool keep(Keeper *k, Value *v);

static const Str *keep_str(Keeper *k, const Str *s) {
    if (!deeper(k, s))
        return s;
    Str *copy = forwarded(k, s);
    if (copy)
        return copy;
    copy = alloc(k, sizeof(Str) + s->len + 1);
    copy->len = s->len;
    memcpy(copy->bytes, s->bytes, s->len + 1);
    forward(k, s, copy);
    return copy;
}

static const char *keep_text(Keeper *k, const char *s, size_t len) {
    if (!deeper(k, s))
        return s;
    char *copy = forwarded(k, s);
    if (copy)
        return copy;
    copy = alloc(k, len + 1);
    memcpy(copy, s, len);
    copy[len] = '\0';
    forward(k, s, copy);
    return copy;
}

static bool keep_values(Keeper *k, Value *items, size_t count) {
    for (size_t i = 0; i < count; i++)
        if (!keep(k, &items[i]))
            return false;
    return true;
}

/* A counter of a shared growing buffer (value.h Array), at the destination. */
static size_t *keep_tip(Keeper *k, const size_t *tip) {
    size_t *copy = forwarded(k, tip);
    if (copy)
        return copy;
    copy = alloc(k, sizeof *copy);
    *copy = *tip;
    forward(k, tip, copy);
    return copy;
}

static bool keep_array(Keeper *k, const Array **ap) {
    const Array *a = *ap;
    if (!deeper(k, a))
        return true;
    Array *copy = forwarded(k, a);
    if (copy) {
        *ap = copy;
        return true;
    }
    copy = alloc(k, sizeof *copy);
    *copy = *a;
    if (a->count && deeper(k, a->items)) {
        /* a buffer shared by growing views is copied once, with its room and every item some
         * view sees (up to its tip), so that the copies still share it and can grow in it */
        Value *items = forwarded(k, a->items);
        if (!items) {
            size_t used = a->tip ? *a->tip : a->count;
            size_t room = a->tip ? a->capacity : a->count;
            items = alloc(k, room * sizeof *items);
            memcpy(items, a->items, used * sizeof *items);
            forward(k, a->items, items);
            if (!keep_values(k, items, used))
                return false;
        }
        copy->items = items;
        copy->capacity = a->tip ? a->capacity : a->count;
        copy->tip = a->tip ? keep_tip(k, a->tip) : NULL;
    } else if (a->tip && deeper(k, a->tip)) {
        copy->tip = NULL;   /* the buffer's counter should lie with it: stop growing in place */
    }
    forward(k, a, copy);
    *ap = copy;
    return true;
}

static bool keep_hash(Keeper *k, const Hash **hp) {
    const Hash *h = *hp;
    if (!deeper(k, h))
        return true;
    Hash *copy = forwarded(k, h);
    if (copy) {
        *hp = copy;
        return true;
    }
    copy = alloc(k, sizeof *copy);
    *copy = *h;
    bool entries_moved = false;
    if (h->capacity && deeper(k, h->entries)) {
        HashEntry *entries = forwarded(k, h->entries);
        if (!entries) {
            size_t used = h->tip ? *h->tip : h->count;
            size_t room = h->tip ? h->capacity : h->count;
            entries = alloc(k, (room ? room : 1) * sizeof *entries);
            memcpy(entries, h->entries, used * sizeof *entries);
            forward(k, h->entries, entries);
            for (size_t i = 0; i < used; i++)
                if (!keep(k, &entries[i].key) || !keep(k, &entries[i].value))
                    return false;
        }
        copy->entries = entries;
        copy->capacity = h->tip ? h->capacity : h->count;
        copy->tip = h->tip ? keep_tip(k, h->tip) : NULL;
        entries_moved = true;
    } else if (h->tip && deeper(k, h->tip)) {
        copy->tip = NULL;
    }
    /* moved entries get an index of their own: two buffers never share one */
    if (h->index && (entries_moved || deeper(k, h->index))) {
        uint32_t *index = forwarded(k, h->index);
        if (!index) {
            index = alloc(k, h->index_size * sizeof *index);
            memcpy(index, h->index, h->index_size * sizeof *index);
            forward(k, h->index, index);
        }
        copy->index = index;
    }
    forward(k, h, copy);
    *hp = copy;
    return true;
}

static const SemVer *keep_semver(Keeper *k, const SemVer *sv) {
    if (!deeper(k, sv))
        return sv;
    SemVer *copy = forwarded(k, sv);
    if (copy)
        return copy;
    copy = alloc(k, sizeof *copy);
    *copy = *sv;
    if (sv->prerelease_count && deeper(k, sv->prerelease)) {
        SemVerIdent *idents = alloc(k, sv->prerelease_count * sizeof *idents);
        for (size_t i = 0; i < sv->prerelease_count; i++) {
            idents[i] = sv->prerelease[i];
            idents[i].text = keep_text(k, idents[i].text, idents[i].len);
        }
        copy->prerelease = idents;
    }
    if (sv->build)
        copy->build = keep_text(k, sv->build, strlen(sv->build));
    forward(k, sv, copy);
    return copy;
}

static const SemVerRange *keep_semver_range(Keeper *k, const SemVerRange *range) {
    if (!deeper(k, range))
        return range;
    SemVerRange *copy = forwarded(k, range);
    if (copy)
        return copy;
    copy = alloc(k, sizeof *copy);
    *copy = *range;
    if (range->count && deeper(k, range->ranges)) {
        SemVerSimpleRange *ranges = alloc(k, range->count * sizeof *ranges);
        for (size_t i = 0; i < range->count; i++) {
            ranges[i] = range->ranges[i];
            if (ranges[i].min.version)
                ranges[i].min.version = keep_semver(k, ranges[i].min.version);
            if (ranges[i].max.version)
                ranges[i].max.version = keep_semver(k, ranges[i].max.version);
        }
        copy->ranges = ranges;
    }
    if (range->text)
        copy->text = keep_text(k, range->text, strlen(range->text));
    forward(k, range, copy);
    return copy;
}

static const Uri *keep_uri(Keeper *k, const Uri *u) {
    if (!deeper(k, u))
        return u;
    Uri *copy = forwarded(k, u);
    if (copy)
        return copy;
    copy = alloc(k, sizeof *copy);
    *copy = *u;
    const Str **parts[] = { &copy->scheme, &copy->user, &copy->password, &copy->host, &copy->path,
                            &copy->opaque, &copy->query, &copy->fragment, &copy->typecode };
    for (size_t i = 0; i < sizeof parts / sizeof parts[0]; i++)
        if (*parts[i])
            *parts[i] = keep_str(k, *parts[i]);
    forward(k, u, copy);
    return copy;
}

static bool keep_object(Keeper *k, const PuppetObject **op) {
    const PuppetObject *o = *op;
    if (!deeper(k, o))
        return true;
    PuppetObject *copy = forwarded(k, o);
    if (copy) {
        *op = copy;
        return true;
    }
    /* the type and its definition are made once; one made by this call goes with its region */
    if (deeper(k, o->type) || deeper(k, o->def))
        return false;
    copy = alloc(k, sizeof *copy);
    *copy = *o;
    if (o->count && deeper(k, o->attributes)) {
        const ObjectMember **attributes = alloc(k, o->count * sizeof *attributes);
        for (size_t i = 0; i < o->count; i++) {
            if (deeper(k, o->attributes[i]))
                return false;
            attributes[i] = o->attributes[i];
        }
        copy->attributes = attributes;
    }
    if (o->count && deeper(k, o->values)) {
        Value *values = alloc(k, o->count * sizeof *values);
        memcpy(values, o->values, o->count * sizeof *values);
        if (!keep_values(k, values, o->count))
            return false;
        copy->values = values;
    }
    forward(k, o, copy);
    *op = copy;
    return true;
}

static bool keep_iterator(Keeper *k, const Iterator **ip) {
    const Iterator *it = *ip;
    if (!deeper(k, it))
        return true;
    Iterator *copy = forwarded(k, it);
    if (copy) {
        *ip = copy;
        return true;
    }
    copy = alloc(k, sizeof *copy);
    *copy = *it;
    if (!keep(k, &copy->source))
        return false;
    if (it->tree && deeper(k, it->tree)) {
        if (deeper(k, it->tree->container_type))
            return false;
        TreeOptions *tree = alloc(k, sizeof *tree);
        *tree = *it->tree;
        copy->tree = tree;
    }
    forward(k, it, copy);
    *ip = copy;
    return true;
}

static bool keep_regexp(Keeper *k, const Regexp **rp) {
    const Regexp *re = *rp;
    if (!deeper(k, re))
        return true;
    if (deeper(k, re->code))
        return false;   /* compiled code lives with the regex cache, in region 0 (regex.c) */
    Regexp *copy = forwarded(k, re);
    if (!copy) {
        copy = alloc(k, sizeof *copy);
        *copy = *re;
        copy->pattern = keep_str(k, re->pattern);
        forward(k, re, copy);
    }
    *rp = copy;
    return true;
}

static bool keep_sensitive(Keeper *k, const Sensitive **sp) {
    const Sensitive *s = *sp;
    if (!deeper(k, s))
        return true;
    Sensitive *copy = forwarded(k, s);
    if (copy) {
        *sp = copy;
        return true;
    }
    copy = alloc(k, sizeof *copy);
    Value *inner = alloc(k, sizeof *inner);
    *inner = *s->value;
    if (!keep(k, inner))
        return false;
    copy->value = inner;
    forward(k, s, copy);
    *sp = copy;
    return true;
}

static bool keep(Keeper *k, Value *v) {
    switch (v->kind) {
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        return true;
    case VAL_STRING:
    case VAL_BINARY:
        v->as.string = keep_str(k, v->as.string);
        return true;
    case VAL_SEMVER:
        v->as.semver = keep_semver(k, v->as.semver);
        return true;
    case VAL_SEMVER_RANGE:
        v->as.semver_range = keep_semver_range(k, v->as.semver_range);
        return true;
    case VAL_URI:
        v->as.uri = keep_uri(k, v->as.uri);
        return true;
    case VAL_REGEXP:
        return keep_regexp(k, &v->as.regexp);
    case VAL_TYPE:
        /* types are interned in region 0; only an Object or TypeSet type a call built itself
         * can lie deeper, and the definitions behind it are not copied */
        return !deeper(k, v->as.type);
    case VAL_CALLABLE:
        return !deeper(k, v->as.callable);
    case VAL_ARRAY:
    case VAL_HASH:
    case VAL_ITERATOR:
    case VAL_SENSITIVE:
    case VAL_OBJECT:
        break;
    }
    if (k->over_budget || stack_exhausted())
        return false;   /* too big to be worth copying, or nested deeper than the walk can go */
    switch (v->kind) {
    case VAL_ARRAY:
        return keep_array(k, &v->as.array);
    case VAL_HASH:
        return keep_hash(k, &v->as.hash);
    case VAL_ITERATOR:
        return keep_iterator(k, &v->as.iterator);
    case VAL_SENSITIVE:
        return keep_sensitive(k, &v->as.sensitive);
    case VAL_OBJECT:
        return keep_object(k, &v->as.object);
    default:
        return true;
    }
}

/* keep with a budget of copied bytes; false, *v unchanged, when it failed or went over it. */
static bool keep_within(Ctx *ctx, Value *v, size_t depth, size_t budget) {
    Keeper k;
    k.ctx = ctx;
    k.depth = depth;
    k.budget = budget;
    k.copied = 0;
    k.over_budget = false;
    k.small_count = 0;
    k.from = NULL;
    k.to = NULL;
    k.count = k.capacity = 0;
    Value copy = *v;
    if (!keep(&k, &copy) || k.over_budget)
        return false;
    *v = copy;
    return true;
}

bool region_keep(Ctx *ctx, Value *v, size_t depth) {
    if (depth >= ctx->arena.depth)
        return true;   /* nothing lies deeper than the innermost region */
    return keep_within(ctx, v, depth, SIZE_MAX);
}

const char *region_keep_cstr(Ctx *ctx, const char *s, size_t depth) {
    if (!s || depth >= ctx->arena.depth || !arena_deeper_than(&ctx->arena, s, depth))
        return s;
    size_t len = strlen(s);
    char *copy = ctx_alloc_in(ctx, depth, len + 1);
    memcpy(copy, s, len + 1);
    return copy;
}

void region_keep_for(Ctx *ctx, const void *holder, Value *v) {
    if (!ctx->arena.depth)
        return;
    size_t depth = arena_depth_of(&ctx->arena, holder);
    if (depth < ctx->arena.depth && !region_keep(ctx, v, depth))
        ctx_pin(ctx);
}

/* --- measuring --------------------------------------------------------------------------- */

/* Adds to k->copied the bytes keep would copy of v, roughly (texts and small structs count
 * their size), each block once (the forwarding table serves as the set of blocks seen), until
 * the budget is passed; a part that cannot be copied passes it at once. */
static void measure(Keeper *k, Value v);

static bool seen(Keeper *k, const void *p, size_t bytes) {
    if (!deeper(k, p) || forwarded(k, p))
        return true;
    forward(k, p, (void *)p);
    k->copied += bytes;
    if (k->copied > k->budget)
        k->over_budget = true;
    return k->over_budget;
}

static void measure_values(Keeper *k, const Value *items, size_t count) {
    for (size_t i = 0; i < count && !k->over_budget; i++)
        measure(k, items[i]);
}

static void measure(Keeper *k, Value v) {
    if (k->over_budget)
        return;
    if (stack_exhausted()) {
        k->over_budget = true;   /* nested deeper than the walk can go: it could not be copied */
        return;
    }
    switch (v.kind) {
    case VAL_STRING:
    case VAL_BINARY:
        seen(k, v.as.string, sizeof(Str) + v.as.string->len + 1);
        return;
    case VAL_ARRAY: {
        const Array *a = v.as.array;
        if (seen(k, a, sizeof *a))
            return;
        size_t used = a->tip ? *a->tip : a->count;
        if (a->count && !seen(k, a->items, (a->tip ? a->capacity : a->count) * sizeof(Value)))
            measure_values(k, a->items, used);
        return;
    }
    case VAL_HASH: {
        const Hash *h = v.as.hash;
        if (seen(k, h, sizeof *h))
            return;
        if (h->index)
            seen(k, h->index, h->index_size * sizeof *h->index);
        size_t used = h->tip ? *h->tip : h->count;
        if (h->capacity && !seen(k, h->entries, (h->tip ? h->capacity : h->count) * sizeof(HashEntry)))
            measure_values(k, (const Value *)h->entries, 2 * used);
        return;
    }
    case VAL_SENSITIVE:
        if (!seen(k, v.as.sensitive, sizeof(Sensitive) + sizeof(Value)))
            measure(k, *v.as.sensitive->value);
        return;
    case VAL_ITERATOR:
        if (!seen(k, v.as.iterator, sizeof(Iterator) + sizeof(TreeOptions)))
            measure(k, v.as.iterator->source);
        return;
    case VAL_OBJECT: {
        const PuppetObject *o = v.as.object;
        if (!seen(k, o, sizeof *o + o->count * (sizeof(Value) + sizeof(void *))))
            measure_values(k, o->values, o->count);
        return;
    }
    case VAL_SEMVER:
        seen(k, v.as.semver, sizeof(SemVer) + 64);
        return;
    case VAL_SEMVER_RANGE:
        seen(k, v.as.semver_range, sizeof(SemVerRange) + 128);
        return;
    case VAL_URI:
        seen(k, v.as.uri, sizeof(Uri) + 256);
        return;
    case VAL_REGEXP:
        seen(k, v.as.regexp, sizeof(Regexp) + sizeof(Str) + v.as.regexp->pattern->len + 1);
        return;
    case VAL_TYPE:
    case VAL_CALLABLE:
        if (deeper(k, v.as.type))
            k->over_budget = true;   /* cannot be copied */
        return;
    case VAL_UNDEF:
    case VAL_DEFAULT:
    case VAL_BOOLEAN:
    case VAL_INTEGER:
    case VAL_FLOAT:
    case VAL_TIMESPAN:
    case VAL_TIMESTAMP:
    case VAL_ABRUPT:
    case VALUE_KIND_COUNT:
        return;
    }
}

/* Whether keeping v at `depth` would copy at most `budget` bytes. */
static bool fits_budget(Ctx *ctx, Value v, size_t depth, size_t budget) {
    Keeper k;
    k.ctx = ctx;
    k.depth = depth;
    k.budget = budget;
    k.copied = 0;
    k.over_budget = false;
    k.small_count = 0;
    k.from = NULL;
    k.to = NULL;
    k.count = k.capacity = 0;
    if (stack_exhausted())
        return false;
    measure(&k, v);
    return !k.over_budget;
}

/* --- closing ----------------------------------------------------------------------------- */

/* A result smaller than this is copied whatever the region allocated. */
#define KEEP_ALWAYS_BYTES 1024u

/* A string result moves down to where the region began, in its parent's chunk, when it fits
 * there: the region is released and the parent allocates the string where the region's memory
 * started, as if the call had made it there. Returns false when it does not fit. */
static bool slide_string(Ctx *ctx, size_t depth, Value *result) {
    Arena *arena = &ctx->arena;
    ArenaRegion *r = &arena->open[depth - 1];
    const Str *s = result->as.string;
    size_t bytes = sizeof(Str) + s->len + 1;
    if (!r->mark_chunk || (size_t)(r->saved_limit - r->mark) < arena_block_size(bytes))
        return false;   /* the parent would take a new chunk for it */
    Str *moved = (Str *)(void *)r->mark;
    memmove(moved, s, bytes);   /* before the region's chunks are given back */
    arena_region_close(arena, depth, false);
    if (arena_alloc(arena, bytes) != moved)   /* the parent's cursor is back at the mark */
        ctx_exhausted(ctx, "Evaluation stopped: the memory limit was reached");
    result->as.string = moved;
    return true;
}

void region_close_slow(Ctx *ctx, size_t depth, Value *result) {
    Arena *arena = &ctx->arena;
    if (depth <= arena->pinned) {
        arena_region_close(arena, depth, false);   /* merged: everything stays */
        return;
    }
    ArenaRegion *r = &arena->open[depth - 1];
    size_t to = r->saved_target;
    bool merge = false;
    Unwind *u = &ctx->unwind;
    if (u->kind != UNWIND_NONE) {
        u->message = region_keep_cstr(ctx, u->message, to);
        merge = !region_value_is_scalar(u->value) && !region_keep(ctx, &u->value, to);
    }
    if (!merge && result && !region_value_is_scalar(*result) && to < depth) {
        /* copying is weighed against what the region holds of its own: a result that is most
         * of it (a list built by a recursion, level after level) is not copied, the region
         * becomes its parent's instead, keeping at most as much garbage as result; regions
         * merged into it so are not counted, so that each byte is weighed once */
        size_t held = arena_region_held(arena, depth);
        size_t own = held > r->heavy ? held - r->heavy : 0;
        size_t budget = own / 2 > KEEP_ALWAYS_BYTES ? own / 2 : KEEP_ALWAYS_BYTES;
        if (held > budget && !fits_budget(ctx, *result, to, budget)) {
            merge = true;
            if (depth > 1)
                arena->open[depth - 2].heavy += own;   /* and its own heavy, by the merge */
        } else if ((result->kind == VAL_STRING || result->kind == VAL_BINARY) && to + 1 == depth &&
                   arena_deeper_than(arena, result->as.string, to) && slide_string(ctx, depth, result)) {
            return;
        } else {
            merge = !region_keep(ctx, result, to);
        }
    }
    /* a region kept rather than copied out of, when its result goes further than its parent
     * (a computation in root mode), pins the regions in between */
    if (merge && to + 1 < depth)
        ctx_pin(ctx);
    arena_region_close(arena, depth, merge);
}
