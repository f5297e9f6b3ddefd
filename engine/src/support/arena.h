/* arena.h: the region allocator behind every run (docs/memory.md).
 *
 * A run allocates everything (tokens, AST, values, scopes) from one Arena, by bumping a cursor
 * in malloc'ed chunks. The arena is a stack of regions: region 0 lives as long as the arena;
 * arena_region_open starts region k + 1 under the innermost region k, and closing it either
 * releases it (everything allocated in it is gone: the cursor goes back to where the region
 * began and the chunks taken since are given back) or merges it into its parent (pinned
 * regions, below). A new region begins inside its parent's current chunk, so opening one costs a
 * few stores and nested regions cost no chunk each.
 *
 * Allocation goes to the target region, the innermost one unless a caller made an older one
 * the target (arena_set_target: a cache kept for the whole run is built in region 0 while a
 * call runs). A block allocated into an older region than the innermost takes a side chunk of
 * that region. Blocks over a quarter chunk get a chunk of their own, owned by their region.
 * Every chunk is registered, so arena_depth_of tells the region a pointer lies in; a pointer in
 * no chunk of the arena (static data, another arena) counts as region 0.
 *
 * The arena has a byte cap on the chunks it holds at a time (chunks given back stop counting);
 * when an allocation would pass it, the allocation returns NULL and the arena remembers that the
 * cap was hit (arena_exhausted). Callers turn that into a "limit" error: see ctx.h.
 *
 * Checked build (ARENA_CHECK, set under AddressSanitizer): a region starts on a chunk of its
 * own, chunks are small, and released chunks go back to free(), so that a pointer used after
 * its region was released is reported as a heap-use-after-free.
 */
#ifndef PUPPET_ARENA_H
#define PUPPET_ARENA_H

#include <stdbool.h>
#include <stddef.h>
#include <stdint.h>

#if defined(__SANITIZE_ADDRESS__)
#define ARENA_CHECK 1
#elif defined(__has_feature)
#if __has_feature(address_sanitizer)
#define ARENA_CHECK 1
#endif
#endif
#ifndef ARENA_CHECK
#define ARENA_CHECK 0
#endif

typedef struct ArenaChunk ArenaChunk;

/* Size classes of the chunks an arena keeps for reuse: a page (4 KiB) to 64 KiB. */
#define ARENA_POOL_CLASSES 5
typedef struct ArenaPageMap ArenaPageMap;

/* One open region (arena.c). */
typedef struct ArenaRegion {
    ArenaChunk *mark_chunk;   /* the main chunk current when the region opened, or NULL */
    uint64_t mark_seq;        /* its sequence number (0 for none) */
    char *mark;               /* the main cursor then: the region's main memory starts there */
    char *saved_limit;        /* the main limit then */
    ArenaChunk *owned;        /* big blocks' and side chunks of the region, newest first */
    char *side_cursor;        /* room left in the region's newest side chunk */
    char *side_limit;
    size_t side_next;         /* payload of the region's next side chunk (they grow from a page) */
    size_t saved_target;      /* the allocation target when the region opened */
    void *saved_recycled;     /* Arena.recycled when the region opened */
    size_t owned_bytes;       /* payload of the owned chunks */
    size_t heavy;             /* bytes of regions merged into this one for their results' size */
    uint64_t id;              /* which opening of this depth it is (Arena.opened when it opened) */
} ArenaRegion;

typedef struct Arena {
    ArenaChunk *chunks;    /* main chunks, newest first: the stack the regions share */
    char *cursor;          /* next free byte in the newest main chunk */
    char *limit;           /* end of the newest main chunk (ARENA_CHECK: of the innermost region's room) */
    uint64_t seq;          /* main chunks taken so far (their sequence numbers) */
    uint64_t head_seq;     /* the sequence number of the newest main chunk (0: none) */
    ArenaRegion base;      /* region 0 */
    ArenaRegion *open;     /* regions 1..depth (open[k - 1]), malloc'ed */
    size_t open_capacity;
    size_t depth;          /* the innermost open region (0: only region 0) */
    size_t target;         /* the region arena_alloc allocates in (<= depth) */
    size_t pinned;         /* regions 1..pinned merge into their parent when they close */
    uint64_t merges;       /* regions merged so far: a depth noted before one may be stale */
    uint64_t opened;       /* regions opened so far (their ids) */
    /* A list of blocks the arena's user keeps for reuse (the evaluator's free scopes): closing
     * a region puts it back as it was when the region opened, so that nothing the region made
     * stays on it; blocks taken from it while the region was open must have been given back
     * (taking and giving back nest like the regions). */
    void *recycled;
    ArenaPageMap *pages;   /* the chunks by address (arena_depth_of) */
    ArenaChunk *pool[ARENA_POOL_CLASSES];   /* chunks given back, by size (a page, doubling) */
    size_t used_bytes;     /* bytes of the chunks held, checked against max_bytes */
    size_t peak_bytes;     /* high-water mark of used_bytes */
    size_t max_bytes;      /* cap; 0 means no cap */
    bool exhausted;        /* an allocation was refused because of the cap or malloc */
} Arena;

/* Prepares an empty arena with the given byte cap (0: no cap). Never fails. */
void arena_init(Arena *arena, size_t max_bytes);

/* Returns size bytes aligned for any value in the target region, or NULL when the cap or the
 * system refuses. */
void *arena_alloc(Arena *arena, size_t size);

/* The bytes arena_alloc takes from its chunk for a block of size bytes (rounded up to the
 * alignment). Never fails. */
size_t arena_block_size(size_t size);

/* arena_alloc into region `depth` (<= arena->depth) whatever the target. */
void *arena_alloc_in(Arena *arena, size_t depth, size_t size);

/* Like arena_alloc, zero-filled. */
void *arena_calloc(Arena *arena, size_t count, size_t size);

/* Copies n bytes and a terminating NUL into the target region; NULL when refused. */
char *arena_strndup(Arena *arena, const char *text, size_t n);

/* Grows an arena block in the region it lies in (in place when it is the last block there; else
 * the old contents are copied and the old block is abandoned to its region). old NULL:
 * arena_alloc. NULL when refused. */
void *arena_realloc(Arena *arena, void *old, size_t old_size, size_t new_size);

/* The region p lies in: 0 for region 0 and for a pointer in no chunk of the arena. Never fails. */
size_t arena_depth_of(const Arena *arena, const void *p);

/* Where a structure at p allocates what it grows (a name table's slots): the region p lies in,
 * or the target when p lies in no chunk of the arena (a table on the C stack). Never fails. */
size_t arena_home(const Arena *arena, const void *p);

/* Whether p lies in a region deeper than depth (arena_depth_of(p) > depth), faster. */
bool arena_deeper_than(const Arena *arena, const void *p, size_t depth);

size_t arena_region_open_slow(Arena *arena);
bool arena_region_close_slow(Arena *arena, size_t depth, bool merge);

/* Opens a region under the innermost one and makes it the target; returns its depth, or 0 when
 * malloc refused the bookkeeping (the arena is then exhausted). Inline: every call opens one. */
static inline size_t arena_region_open(Arena *arena) {
    if (arena->depth == arena->open_capacity)
        return arena_region_open_slow(arena);
    ArenaRegion *r = &arena->open[arena->depth];
    r->mark_chunk = arena->chunks;
    r->mark_seq = arena->head_seq;
    r->mark = arena->cursor;
    r->saved_limit = arena->limit;
    r->owned = NULL;
    r->saved_recycled = arena->recycled;
    r->owned_bytes = 0;
    r->heavy = 0;
    r->saved_target = arena->target;
    r->id = ++arena->opened;
    arena->target = ++arena->depth;
    if (ARENA_CHECK)
        arena->limit = arena->cursor;   /* the region's first block takes a chunk of its own */
    return arena->depth;
}

/* Closes the innermost region `depth`: releases it, or merges it into its parent when it is
 * pinned or `merge` is set. The target goes back to what it was when the region opened.
 * Returns whether the region was released. Inline for a region that took no chunk. */
static inline bool arena_region_close(Arena *arena, size_t depth, bool merge) {
    ArenaRegion *r = &arena->open[depth - 1];
    if (merge || depth <= arena->pinned || arena->head_seq != r->mark_seq || r->owned)
        return arena_region_close_slow(arena, depth, merge);
    arena->recycled = r->saved_recycled;
    arena->cursor = r->mark;
    arena->limit = r->saved_limit;
    arena->depth = depth - 1;
    arena->target = r->saved_target;
    return true;
}

/* Where a block lies, to tell later whether it is still there: a cache of the run that keys
 * on a block's address (a string's character count, an index of an array) takes a token of the
 * block when it fills an entry and trusts the entry only while the token is alive, since the
 * address of a block released with its region is soon another block's. */
typedef struct ArenaToken {
    size_t depth;
    uint64_t id;
} ArenaToken;

/* The token of the region p lies in now (region 0, always alive, for memory outside the
 * arena). Never fails. */
static inline ArenaToken arena_token_of(const Arena *arena, const void *p) {
    ArenaToken t;
    t.depth = arena_depth_of(arena, p);
    t.id = t.depth ? arena->open[t.depth - 1].id : 0;
    return t;
}

/* Whether the region of the token is still open (or region 0): then the block is still there.
 * A region merged into its parent since counts as gone (its blocks live on, but a cache only
 * loses an entry by it). */
static inline bool arena_token_alive(const Arena *arena, ArenaToken t) {
    return t.depth == 0 || (t.depth <= arena->depth && arena->open[t.depth - 1].id == t.id);
}

/* Pins every open region: they will merge into their parents when they close, as their memory
 * is referred to from older memory. Never fails. */
void arena_pin(Arena *arena);

/* The list of blocks kept for reuse (see Arena.recycled). */
static inline void **arena_recycled(Arena *arena) { return &arena->recycled; }

/* The bytes region `depth` (>= 1, open) holds now: its part of the main stack (whole chunks
 * past its first) and its owned chunks. Never fails. */
size_t arena_region_held(const Arena *arena, size_t depth);

/* The target region, and setting it (to a region <= arena->depth): see ctx_root_begin. */
static inline size_t arena_target(const Arena *arena) { return arena->target; }
static inline void arena_set_target(Arena *arena, size_t depth) { arena->target = depth; }

/* Frees every chunk (up to ARENA_SPARE_BYTES of standard chunks, and as many bytes of big ones,
 * are kept for the next arena of the same thread, except in the checked build); the arena is
 * empty and reusable afterwards. */
void arena_free(Arena *arena);

#endif
