/* arena.h: the region allocator behind every run.
 *
 * A run allocates everything (tokens, AST, values, scopes) from one Arena and drops it whole
 * at the end, so nothing allocated by one evaluation can outlive it. An arena has a byte cap;
 * when an allocation would pass it, arena_alloc returns NULL and remembers that the cap was
 * hit (arena_exhausted). Callers turn that into a "limit" error: see ctx.h.
 *
 * Big blocks (over a quarter chunk) get a chunk of their own, so a growing array does not
 * waste a chunk per doubling.
 */
#ifndef PUPPET_ARENA_H
#define PUPPET_ARENA_H

#include <stdbool.h>
#include <stddef.h>

typedef struct ArenaChunk ArenaChunk;

typedef struct Arena {
    ArenaChunk *chunks;    /* newest first */
    char *cursor;          /* next free byte in the newest chunk */
    char *limit;           /* end of the newest chunk */
    size_t used_bytes;     /* bytes handed out plus chunk overhead, checked against max_bytes */
    size_t peak_bytes;     /* high-water mark of used_bytes */
    size_t max_bytes;      /* cap; 0 means no cap */
    bool exhausted;        /* an allocation was refused because of the cap or malloc */
} Arena;

/* Prepares an empty arena with the given byte cap (0: no cap). Never fails. */
void arena_init(Arena *arena, size_t max_bytes);

/* Returns size bytes aligned for any value, or NULL when the cap or the system refuses. */
void *arena_alloc(Arena *arena, size_t size);

/* Like arena_alloc, zero-filled. */
void *arena_calloc(Arena *arena, size_t count, size_t size);

/* Copies n bytes and a terminating NUL into the arena; NULL when refused. */
char *arena_strndup(Arena *arena, const char *text, size_t n);

/* Grows an arena block (the old contents are copied; the old block is abandoned to the arena). */
void *arena_realloc(Arena *arena, void *old, size_t old_size, size_t new_size);

/* Frees every chunk (up to ARENA_SPARE_BYTES of standard chunks, and as many bytes of big ones,
 * are kept for the next arena of the same thread); the arena is empty and reusable afterwards. */
void arena_free(Arena *arena);

#endif
