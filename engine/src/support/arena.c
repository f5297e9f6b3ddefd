/* arena.c: bump allocation in malloc'ed chunks, as a stack of regions. See arena.h for the
 * contract and docs/memory.md for the design.
 *
 * Main chunks form one stack shared by the regions: region k's main memory runs from its mark
 * (a chunk and a cursor in it) to the mark of region k + 1, so a pointer in a main chunk lies in
 * the deepest region whose mark is at or before it (chunks are ordered by their sequence
 * number). Big blocks and side chunks are owned by one region and say which. The page map finds
 * the chunk of a pointer: every chunk spans at least a page, so a page meets at most two chunks.
 */
#include "support/arena.h"

#ifndef __EMSCRIPTEN__
#include <pthread.h>
#endif
#include <stdint.h>
#include <stdlib.h>
#include <string.h>

#include "support/limits.h"

struct ArenaChunk {
    ArenaChunk *next;
    size_t size;          /* payload bytes */
    uint64_t seq;         /* main chunks: their order in the stack, from 1; 0 for owned chunks */
    size_t region;        /* owned chunks: the region holding them */
    max_align_t data[];
};

#define ALIGNMENT (sizeof(max_align_t))

/* The checked build uses small chunks, so that a region's memory is mostly chunks of its own
 * (released with free()) and a stray pointer is caught close to where it went astray. */
#if ARENA_CHECK
#define CHUNK_BYTES 4096u
#else
#define CHUNK_BYTES ARENA_CHUNK_BYTES
#endif
#define BIG_BYTES (CHUNK_BYTES / 4)

/* The page map's unit. Every chunk spans at least this much (MIN_PAYLOAD), which is what
 * bounds the chunks meeting one page to two. */
#define PAGE_SHIFT 12
#define MIN_PAYLOAD ((size_t)1 << PAGE_SHIFT)

static size_t align_up(size_t n) {
    return (n + ALIGNMENT - 1) & ~(ALIGNMENT - 1);
}

static char *chunk_end(const ArenaChunk *c) {
    return (char *)c->data + c->size;
}

void arena_init(Arena *arena, size_t max_bytes) {
    memset(arena, 0, sizeof *arena);
    arena->max_bytes = max_bytes;
}

static ArenaRegion *region_at(Arena *arena, size_t depth) {
    return depth ? &arena->open[depth - 1] : &arena->base;
}

/* --- the page map ------------------------------------------------------------------------- */

typedef struct PageSlot {
    uintptr_t key;        /* page number + 1; 0: empty */
    ArenaChunk *first, *second;
} PageSlot;

struct ArenaPageMap {
    PageSlot *slots;
    size_t capacity;      /* a power of two */
    size_t count;
};

static size_t page_hash(uintptr_t key, size_t capacity) {
    return (size_t)((key * 0x9e3779b97f4a7c15ull) >> 20) & (capacity - 1);
}

static PageSlot *page_slot(const ArenaPageMap *map, uintptr_t key) {
    size_t mask = map->capacity - 1;
    for (size_t i = page_hash(key, map->capacity);; i = (i + 1) & mask)
        if (map->slots[i].key == key || !map->slots[i].key)
            return &map->slots[i];
}

/* Room for `more` pages at most half full. */
static bool pages_reserve(Arena *arena, size_t more) {
    ArenaPageMap *map = arena->pages;
    if (!map) {
        map = arena->pages = calloc(1, sizeof *map);
        if (!map)
            return false;
    }
    if ((map->count + more) * 2 <= map->capacity)
        return true;
    size_t capacity = map->capacity ? map->capacity : 64;
    while ((map->count + more) * 2 > capacity)
        capacity *= 2;
    PageSlot *slots = calloc(capacity, sizeof *slots);
    if (!slots)
        return false;
    PageSlot *old = map->slots;
    size_t old_capacity = map->capacity;
    map->slots = slots;
    map->capacity = capacity;
    for (size_t i = 0; i < old_capacity; i++)
        if (old[i].key)
            *page_slot(map, old[i].key) = old[i];
    free(old);
    return true;
}

static uintptr_t first_page(const ArenaChunk *c) {
    return (uintptr_t)c >> PAGE_SHIFT;
}

static uintptr_t last_page(const ArenaChunk *c) {
    return ((uintptr_t)chunk_end(c) - 1) >> PAGE_SHIFT;
}

static bool pages_add(Arena *arena, ArenaChunk *c) {
    if (!pages_reserve(arena, last_page(c) - first_page(c) + 1))
        return false;
    ArenaPageMap *map = arena->pages;
    for (uintptr_t page = first_page(c); page <= last_page(c); page++) {
        PageSlot *s = page_slot(map, page + 1);
        if (!s->key) {
            s->key = page + 1;
            map->count++;
        }
        if (!s->first)
            s->first = c;
        else
            s->second = c;
    }
    return true;
}

/* Linear probing's deletion: the entries after the hole that would no longer be found move
 * back into it. */
static void page_delete(ArenaPageMap *map, PageSlot *hole) {
    size_t mask = map->capacity - 1;
    size_t i = (size_t)(hole - map->slots);
    map->slots[i].key = 0;
    map->count--;
    for (size_t j = (i + 1) & mask; map->slots[j].key; j = (j + 1) & mask) {
        size_t home = page_hash(map->slots[j].key, map->capacity);
        /* j's entry stays when its home lies cyclically in (i, j] */
        bool stays = i <= j ? (home > i && home <= j) : (home > i || home <= j);
        if (stays)
            continue;
        map->slots[i] = map->slots[j];
        map->slots[j].key = 0;
        map->slots[j].first = map->slots[j].second = NULL;
        i = j;
    }
}

static void pages_remove(Arena *arena, const ArenaChunk *c) {
    ArenaPageMap *map = arena->pages;
    for (uintptr_t page = first_page(c); page <= last_page(c); page++) {
        PageSlot *s = page_slot(map, page + 1);
        if (!s->key)
            continue;
        if (s->first == c) {
            s->first = s->second;
            s->second = NULL;
        } else if (s->second == c) {
            s->second = NULL;
        }
        if (!s->first)
            page_delete(map, s);
    }
}

static const ArenaChunk *pages_find(const Arena *arena, const void *p) {
    const ArenaPageMap *map = arena->pages;
    if (!map || !map->count)
        return NULL;
    const PageSlot *s = page_slot(map, ((uintptr_t)p >> PAGE_SHIFT) + 1);
    if (!s->key)
        return NULL;
    const char *q = p;
    if (s->first && q >= (const char *)s->first && q < chunk_end(s->first))
        return s->first;
    if (s->second && q >= (const char *)s->second && q < chunk_end(s->second))
        return s->second;
    return NULL;
}

/* --- chunks ------------------------------------------------------------------------------- */

static bool arena_charge(Arena *arena, size_t bytes) {
    if (arena->max_bytes && (bytes > arena->max_bytes || arena->used_bytes > arena->max_bytes - bytes)) {
        arena->exhausted = true;
        return false;
    }
    arena->used_bytes += bytes;
    if (arena->used_bytes > arena->peak_bytes)
        arena->peak_bytes = arena->used_bytes;
    return true;
}

/* Standard chunks given back, kept for the next chunk this thread takes (ARENA_SPARE_BYTES): a
 * run that fills fresh chunks pays a page fault per page, and after free(), malloc would give
 * most of them back to the system. The checked build keeps none (see arena.h). */
static _Thread_local ArenaChunk *spare_chunks;
static _Thread_local size_t spare_count;

/* Big blocks' chunks (hash indexes, the assignability memo, long arrays) are kept too, up to
 * as many bytes: glibc gives blocks that big their own mmap, so each run paid fresh zeroed
 * pages for them, and page faults were the larger part of `strings` (docs/performance.md). A
 * kept chunk serves a request of at least half its size. */
#define ARENA_SPARE_BIG_BYTES ARENA_SPARE_BYTES
static _Thread_local ArenaChunk *spare_big;
static _Thread_local size_t spare_big_bytes;

#ifndef __EMSCRIPTEN__
/* A thread that ends gives its kept chunks back (a host running runs on threads of its own
 * would otherwise lose them with each thread): the destructor of a key each thread that keeps
 * chunks sets. The wasm build has one thread, which never ends. */
static pthread_key_t spare_key;
static pthread_once_t spare_key_once = PTHREAD_ONCE_INIT;
static _Thread_local bool spare_key_set;

static void free_chunks(ArenaChunk *chunk) {
    while (chunk) {
        ArenaChunk *next = chunk->next;
        free(chunk);
        chunk = next;
    }
}

static void free_spares(void *unused) {
    (void)unused;
    free_chunks(spare_chunks);
    free_chunks(spare_big);
    spare_chunks = spare_big = NULL;
    spare_count = spare_big_bytes = 0;
}

static void make_spare_key(void) {
    pthread_key_create(&spare_key, free_spares);
}

/* Makes sure this thread's kept chunks are freed when it ends. */
static void keep_until_thread_ends(void) {
    if (spare_key_set)
        return;
    pthread_once(&spare_key_once, make_spare_key);
    pthread_setspecific(spare_key, &spare_key_once);   /* any non-NULL value: the destructor runs */
    spare_key_set = true;
}
#else
static void keep_until_thread_ends(void) {}
#endif

static void chunk_spare(ArenaChunk *chunk);

static ArenaChunk *take_spare_big(size_t payload) {
    for (ArenaChunk **link = &spare_big; *link; link = &(*link)->next) {
        ArenaChunk *chunk = *link;
        if (chunk->size >= payload && chunk->size / 2 <= payload) {
            *link = chunk->next;
            spare_big_bytes -= chunk->size;
            return chunk;
        }
    }
    return NULL;
}

/* The arena's pool class of a chunk size (a page to a standard chunk, by powers of two), or -1. */
static int pool_class(size_t payload) {
    int k = 0;
    for (size_t size = MIN_PAYLOAD; size <= CHUNK_BYTES; size *= 2, k++)
        if (size == payload)
            return k;
    return -1;
}

/* A chunk of at least `payload` bytes, charged and registered, or NULL (the arena is then
 * exhausted). A kept chunk may be bigger than asked: it is charged for what it is. */
static ArenaChunk *chunk_take(Arena *arena, size_t payload) {
    if (payload < MIN_PAYLOAD)
        payload = MIN_PAYLOAD;
    if (payload > SIZE_MAX / 2 || (arena->max_bytes && payload > arena->max_bytes)) {
        arena->exhausted = true;
        return NULL;
    }
    int k = pool_class(payload);
    if (k >= 0 && arena->pool[k]) {
        /* a chunk a released region gave back: still registered */
        ArenaChunk *chunk = arena->pool[k];
        if (!arena_charge(arena, sizeof(ArenaChunk) + chunk->size))
            return NULL;
        arena->pool[k] = chunk->next;
        return chunk;
    }
    ArenaChunk *chunk = NULL;
    if (payload == CHUNK_BYTES && spare_chunks) {
        chunk = spare_chunks;
        spare_chunks = chunk->next;
        spare_count--;
    } else if (payload != CHUNK_BYTES) {
        chunk = take_spare_big(payload);
    }
    if (!chunk) {
        chunk = malloc(sizeof(ArenaChunk) + payload);
        if (!chunk) {
            arena->exhausted = true;
            return NULL;
        }
        chunk->size = payload;
    }
    if (!arena_charge(arena, sizeof(ArenaChunk) + chunk->size)) {
        chunk_spare(chunk);
        return NULL;
    }
    if (!pages_add(arena, chunk)) {
        arena->used_bytes -= sizeof(ArenaChunk) + chunk->size;
        chunk_spare(chunk);
        arena->exhausted = true;
        return NULL;
    }
    return chunk;
}

/* Keeps a chunk that no arena uses any more for later, or frees it. */
static void chunk_spare(ArenaChunk *chunk) {
    if (!ARENA_CHECK)
        keep_until_thread_ends();
    if (ARENA_CHECK) {
        free(chunk);
    } else if (chunk->size == CHUNK_BYTES && spare_count < ARENA_SPARE_BYTES / CHUNK_BYTES) {
        chunk->next = spare_chunks;
        spare_chunks = chunk;
        spare_count++;
    } else if (chunk->size != CHUNK_BYTES && chunk->size <= ARENA_SPARE_BIG_BYTES - spare_big_bytes) {
        chunk->next = spare_big;
        spare_big = chunk;
        spare_big_bytes += chunk->size;
    } else {
        free(chunk);
    }
}

/* Gives a chunk of the arena back: no longer counted. A chunk of a pool class stays with the
 * arena, registered, for the next region that needs one (regions of calls take and give back
 * chunks all the time); the checked build frees it at once. */
static void chunk_give(Arena *arena, ArenaChunk *chunk) {
    arena->used_bytes -= sizeof(ArenaChunk) + chunk->size;
    int k = ARENA_CHECK ? -1 : pool_class(chunk->size);
    if (k >= 0) {
        chunk->next = arena->pool[k];
        arena->pool[k] = chunk;
        return;
    }
    pages_remove(arena, chunk);
    chunk_spare(chunk);
}

static void give_list(Arena *arena, ArenaChunk *chunk) {
    while (chunk) {
        ArenaChunk *next = chunk->next;
        chunk_give(arena, chunk);
        chunk = next;
    }
}

/* --- allocation --------------------------------------------------------------------------- */

/* The side state of a region is valid only while it owns a chunk: opening a region stores as
 * little as it can, so the state is set when the region takes its first owned chunk (or is read
 * for one). */
static void reset_side(ArenaRegion *r) {
    r->side_cursor = r->side_limit = NULL;
    r->side_next = 0;
}

/* The room left in r's newest side chunk (0 when it has none). */
static size_t side_room(const ArenaRegion *r) {
    return r->owned && r->side_limit ? (size_t)(r->side_limit - r->side_cursor) : 0;
}

/* A chunk of its own for a block of size bytes, owned by region `depth`. */
static void *owned_alloc(Arena *arena, size_t depth, size_t size) {
    ArenaChunk *chunk = chunk_take(arena, size);
    if (!chunk)
        return NULL;
    ArenaRegion *r = region_at(arena, depth);
    if (!r->owned)
        reset_side(r);
    chunk->seq = 0;
    chunk->region = depth;
    chunk->next = r->owned;
    r->owned = chunk;
    r->owned_bytes += chunk->size;
    return chunk->data;
}

/* Allocation in the innermost region: the main stack. */
static void *main_alloc(Arena *arena, size_t size) {
    if (arena->cursor && (size_t)(arena->limit - arena->cursor) >= size) {
        void *p = arena->cursor;
        arena->cursor += size;
        return p;
    }
    if (size > BIG_BYTES)
        return owned_alloc(arena, arena->depth, size);
    ArenaChunk *chunk = chunk_take(arena, CHUNK_BYTES);
    if (!chunk)
        return NULL;
    chunk->seq = ++arena->seq;
    chunk->region = 0;
    chunk->next = arena->chunks;
    arena->chunks = chunk;
    arena->head_seq = chunk->seq;
    arena->cursor = (char *)chunk->data + size;
    arena->limit = chunk_end(chunk);
    return chunk->data;
}

/* Allocation in an older region than the innermost: its side chunks. */
static void *side_alloc(Arena *arena, size_t depth, size_t size) {
    ArenaRegion *r = region_at(arena, depth);
    if (!r->owned)
        reset_side(r);
    if (r->side_cursor && (size_t)(r->side_limit - r->side_cursor) >= size) {
        void *p = r->side_cursor;
        r->side_cursor += size;
        return p;
    }
    if (size > BIG_BYTES)
        return owned_alloc(arena, depth, size);
    /* side chunks start at a page and double: a region that only receives a few results of
     * its calls (every level of a recursion does) takes little */
    if (r->side_next < MIN_PAYLOAD)
        r->side_next = MIN_PAYLOAD;
    while (r->side_next < size)
        r->side_next *= 2;
    char *p = owned_alloc(arena, depth, r->side_next);
    if (!p)
        return NULL;
    if (r->side_next < CHUNK_BYTES)
        r->side_next *= 2;
    r->side_cursor = p + size;
    r->side_limit = chunk_end(r->owned);
    return p;
}

void *arena_alloc_in(Arena *arena, size_t depth, size_t size) {
    size = align_up(size ? size : 1);
    if (depth >= arena->depth)
        return main_alloc(arena, size);
    return side_alloc(arena, depth, size);
}

size_t arena_block_size(size_t size) {
    return align_up(size ? size : 1);
}

void *arena_alloc(Arena *arena, size_t size) {
    size = align_up(size ? size : 1);
    /* the common case first: the innermost region, room in its chunk */
    if (arena->target == arena->depth && arena->cursor && (size_t)(arena->limit - arena->cursor) >= size) {
        void *p = arena->cursor;
        arena->cursor += size;
        return p;
    }
    if (arena->target >= arena->depth)
        return main_alloc(arena, size);
    return side_alloc(arena, arena->target, size);
}

void *arena_calloc(Arena *arena, size_t count, size_t size) {
    if (size && count > SIZE_MAX / size) {
        arena->exhausted = true;
        return NULL;
    }
    void *p = arena_alloc(arena, count * size);
    if (p)
        memset(p, 0, count * size);
    return p;
}

char *arena_strndup(Arena *arena, const char *text, size_t n) {
    if (n == SIZE_MAX)
        return NULL;
    char *p = arena_alloc(arena, n + 1);
    if (!p)
        return NULL;
    if (n)
        memcpy(p, text, n);
    p[n] = '\0';
    return p;
}

void *arena_realloc(Arena *arena, void *old, size_t old_size, size_t new_size) {
    if (new_size <= old_size)
        return old;
    if (!old)
        return arena_alloc(arena, new_size);
    size_t depth = arena_depth_of(arena, old);
    char *end = (char *)old + align_up(old_size);
    /* Growing the last block of its region in place avoids copying in append loops. Chunks are
     * multiples of the alignment, so room for new_size is room for its aligned size. */
    if (depth == arena->depth) {
        if (end == arena->cursor && (size_t)(arena->limit - (char *)old) >= new_size) {
            arena->cursor = (char *)old + align_up(new_size);
            return old;
        }
    } else {
        ArenaRegion *r = region_at(arena, depth);
        if (r->owned && end == r->side_cursor && (size_t)(r->side_limit - (char *)old) >= new_size) {
            r->side_cursor = (char *)old + align_up(new_size);
            return old;
        }
    }
    void *p = arena_alloc_in(arena, depth, new_size);
    if (p && old_size)
        memcpy(p, old, old_size);
    return p;
}

/* --- regions ------------------------------------------------------------------------------ */

/* Whether p, in main chunk c, lies at or after region r's mark. */
static bool after_mark(const ArenaChunk *c, const void *p, const ArenaRegion *r) {
    return c->seq > r->mark_seq || (c->seq == r->mark_seq && (const char *)p >= r->mark);
}

/* The region p lies in, or `outside` when it lies in no chunk of the arena. */
static size_t depth_or(const Arena *arena, const void *p, size_t outside) {
    const ArenaChunk *c = pages_find(arena, p);
    if (!c)
        return outside;
    if (!c->seq)
        return c->region;
    /* the marks of regions 1..depth are in stack order: the deepest one at or before p */
    size_t lo = 0, hi = arena->depth;
    while (lo < hi) {
        size_t mid = lo + (hi - lo + 1) / 2;
        if (after_mark(c, p, &arena->open[mid - 1]))
            lo = mid;
        else
            hi = mid - 1;
    }
    return lo;
}

size_t arena_depth_of(const Arena *arena, const void *p) {
    return arena->depth ? depth_or(arena, p, 0) : 0;
}

size_t arena_home(const Arena *arena, const void *p) {
    return arena->depth ? depth_or(arena, p, arena->target) : 0;
}

bool arena_deeper_than(const Arena *arena, const void *p, size_t depth) {
    if (depth >= arena->depth)
        return false;
    const ArenaChunk *c = pages_find(arena, p);
    if (!c)
        return false;
    if (!c->seq)
        return c->region > depth;
    return after_mark(c, p, &arena->open[depth]);
}

size_t arena_region_open_slow(Arena *arena) {
    size_t capacity = arena->open_capacity ? arena->open_capacity * 2 : 16;
    ArenaRegion *open = realloc(arena->open, capacity * sizeof *open);
    if (!open) {
        arena->exhausted = true;
        return 0;
    }
    arena->open = open;
    arena->open_capacity = capacity;
    return arena_region_open(arena);
}

bool arena_region_close_slow(Arena *arena, size_t depth, bool merge) {
    ArenaRegion *r = &arena->open[depth - 1];
    bool release = depth > arena->pinned && !merge;
    arena->recycled = r->saved_recycled;
    if (release) {
        while (arena->chunks && arena->chunks->seq > r->mark_seq) {
            ArenaChunk *chunk = arena->chunks;
            arena->chunks = chunk->next;
            chunk_give(arena, chunk);
        }
        arena->head_seq = r->mark_seq;
        arena->cursor = r->mark;
        arena->limit = r->saved_limit;
        give_list(arena, r->owned);
    } else {
        /* the region's memory becomes its parent's: main memory by dropping the mark, owned
         * chunks by their label (newest first, before the parent's) */
        ArenaRegion *parent = region_at(arena, depth - 1);
        ArenaChunk *last = NULL;
        for (ArenaChunk *c = r->owned; c; c = c->next) {
            c->region = depth - 1;
            last = c;
        }
        if (last) {
            if (!parent->owned)
                reset_side(parent);
            last->next = parent->owned;
            parent->owned = r->owned;
            parent->owned_bytes += r->owned_bytes - side_room(r);   /* the room is nobody's now */
        }
        parent->heavy += r->heavy;
        arena->limit = arena->chunks == r->mark_chunk ? r->saved_limit : chunk_end(arena->chunks);
        arena->merges++;
    }
    arena->depth = depth - 1;
    arena->target = r->saved_target;
    if (arena->pinned > arena->depth)
        arena->pinned = arena->depth;
    return release;
}

size_t arena_region_held(const Arena *arena, size_t depth) {
    const ArenaRegion *r = &arena->open[depth - 1];
    /* the room left in its newest side chunk is not held by anything: a call's region that kept
     * its callee's small result in a fresh side page would otherwise weigh a page */
    size_t held = r->owned_bytes - side_room(r);
    if (arena->head_seq == r->mark_seq)
        return held + (size_t)(arena->cursor - r->mark);
    for (const ArenaChunk *c = arena->chunks; c && c != r->mark_chunk; c = c->next)
        held += c == arena->chunks ? (size_t)(arena->cursor - (char *)c->data) : c->size;
    if (r->mark_chunk)
        held += (size_t)(chunk_end(r->mark_chunk) - r->mark);
    return held;
}

void arena_pin(Arena *arena) {
    arena->pinned = arena->depth;
}

void arena_free(Arena *arena) {
    ArenaChunk *chunk = arena->chunks;
    while (chunk) {
        ArenaChunk *next = chunk->next;
        chunk_spare(chunk);
        chunk = next;
    }
    for (size_t d = 0; d <= arena->depth; d++) {
        chunk = region_at(arena, d)->owned;
        while (chunk) {
            ArenaChunk *next = chunk->next;
            chunk_spare(chunk);
            chunk = next;
        }
    }
    for (size_t k = 0; k < ARENA_POOL_CLASSES; k++) {
        chunk = arena->pool[k];
        while (chunk) {
            ArenaChunk *next = chunk->next;
            chunk_spare(chunk);
            chunk = next;
        }
    }
    free(arena->open);
    if (arena->pages) {
        free(arena->pages->slots);
        free(arena->pages);
    }
    size_t max = arena->max_bytes;
    arena_init(arena, max);
}
