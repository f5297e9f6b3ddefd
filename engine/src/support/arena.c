/* arena.c: bump allocation in malloc'ed chunks. See arena.h for the contract. */
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
    size_t size;
    max_align_t data[];
};

#define ALIGNMENT (sizeof(max_align_t))

static size_t align_up(size_t n) {
    return (n + ALIGNMENT - 1) & ~(ALIGNMENT - 1);
}

void arena_init(Arena *arena, size_t max_bytes) {
    memset(arena, 0, sizeof *arena);
    arena->max_bytes = max_bytes;
}

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

/* Standard chunks of finished runs, kept for the next run of this thread (ARENA_SPARE_BYTES):
 * a run that fills fresh chunks pays a page fault per page, and after arena_free, malloc
 * would give most of them back to the system. */
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

static ArenaChunk *arena_new_chunk(Arena *arena, size_t payload) {
    size_t total = sizeof(ArenaChunk) + payload;
    if (payload > SIZE_MAX / 2 || !arena_charge(arena, total))
        return NULL;
    if (payload == ARENA_CHUNK_BYTES && spare_chunks) {
        ArenaChunk *chunk = spare_chunks;
        spare_chunks = chunk->next;
        spare_count--;
        return chunk;
    }
    if (payload != ARENA_CHUNK_BYTES) {
        ArenaChunk *chunk = take_spare_big(payload);
        if (chunk)
            return chunk;
    }
    ArenaChunk *chunk = malloc(total);
    if (!chunk) {
        arena->exhausted = true;
        return NULL;
    }
    chunk->size = payload;
    return chunk;
}

void *arena_alloc(Arena *arena, size_t size) {
    size = align_up(size ? size : 1);
    if ((size_t)(arena->limit - arena->cursor) >= size && arena->cursor) {
        void *p = arena->cursor;
        arena->cursor += size;
        return p;
    }
    if (size > ARENA_CHUNK_BYTES / 4) {
        /* A big block gets its own chunk, linked behind the current one so that the
         * current chunk's free space stays in use. */
        ArenaChunk *chunk = arena_new_chunk(arena, size);
        if (!chunk)
            return NULL;
        if (arena->chunks) {
            chunk->next = arena->chunks->next;
            arena->chunks->next = chunk;
        } else {
            chunk->next = NULL;
            arena->chunks = chunk;
            arena->cursor = arena->limit = (char *)chunk->data + size;
        }
        return chunk->data;
    }
    ArenaChunk *chunk = arena_new_chunk(arena, ARENA_CHUNK_BYTES);
    if (!chunk)
        return NULL;
    chunk->next = arena->chunks;
    arena->chunks = chunk;
    arena->cursor = (char *)chunk->data + size;
    arena->limit = (char *)chunk->data + chunk->size;
    return chunk->data;
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
    /* Growing the most recent block in place avoids copying in append loops. */
    if (old && (char *)old + align_up(old_size) == arena->cursor &&
        (size_t)(arena->limit - (char *)old) >= new_size) {
        arena->cursor = (char *)old + align_up(new_size);
        return old;
    }
    void *p = arena_alloc(arena, new_size);
    if (p && old && old_size)
        memcpy(p, old, old_size);
    return p;
}

void arena_free(Arena *arena) {
    ArenaChunk *chunk = arena->chunks;
    if (chunk)
        keep_until_thread_ends();
    while (chunk) {
        ArenaChunk *next = chunk->next;
        if (chunk->size == ARENA_CHUNK_BYTES && spare_count < ARENA_SPARE_BYTES / ARENA_CHUNK_BYTES) {
            chunk->next = spare_chunks;
            spare_chunks = chunk;
            spare_count++;
        } else if (chunk->size != ARENA_CHUNK_BYTES && chunk->size <= ARENA_SPARE_BIG_BYTES - spare_big_bytes) {
            chunk->next = spare_big;
            spare_big = chunk;
            spare_big_bytes += chunk->size;
        } else {
            free(chunk);
        }
        chunk = next;
    }
    size_t max = arena->max_bytes;
    arena_init(arena, max);
}
