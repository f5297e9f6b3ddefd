/* env_cache.c: the disk files a native thread keeps across runs, with their parses
 * (env_cache.h). Holds the table from path to the newest copy of each file, the reading and
 * the parsing into the cache's own arena; not which source answers for a path (env.c) nor how
 * a run uses a parse (env_load.c).
 */
#include "env/env_cache.h"

#include <errno.h>
#include <fcntl.h>
#include <stdint.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>
#include <time.h>
#include <unistd.h>

#ifndef __EMSCRIPTEN__
#include <pthread.h>
#endif

#include "data/json.h"
#include "support/limits.h"
#include "syntax/parser.h"

typedef struct Cache {
    Arena arena;               /* the copies, their parses, and replaced copies until a drop */
    EnvCachedFile **slots;     /* open addressing by path; NULL: free */
    size_t capacity;           /* a power of two, or 0 */
    size_t count;
    bool ready;                /* arena initialized */
} Cache;

static _Thread_local Cache cache;

static void drop(void) {
    if (cache.ready)
        arena_free(&cache.arena);
    free(cache.slots);
    cache = (Cache){ 0 };
}

#ifndef __EMSCRIPTEN__
/* A thread that ends gives its cache back (as arena.c's spare chunks). */
static pthread_key_t cache_key;
static pthread_once_t cache_key_once = PTHREAD_ONCE_INIT;
static _Thread_local bool cache_key_set;

static void drop_at_exit(void *unused) {
    (void)unused;
    drop();
}

static void make_cache_key(void) {
    pthread_key_create(&cache_key, drop_at_exit);
}

static void keep_until_thread_ends(void) {
    if (cache_key_set)
        return;
    pthread_once(&cache_key_once, make_cache_key);
    pthread_setspecific(cache_key, &cache_key_once);   /* any non-NULL value: the destructor runs */
    cache_key_set = true;
}
#else
static void keep_until_thread_ends(void) {}
#endif

void env_cache_run_start(void) {
    if (cache.ready && cache.arena.used_bytes > ENV_CACHE_BYTES)
        drop();
}

static size_t hash_path(const char *path) {
    uint64_t h = 1469598103934665603ull;   /* FNV-1a */
    for (const unsigned char *p = (const unsigned char *)path; *p; p++)
        h = (h ^ *p) * 1099511628211ull;
    return (size_t)h;
}

/* The slot of path: its entry's, or the free one where it would go. */
static EnvCachedFile **slot_of(const char *path) {
    size_t mask = cache.capacity - 1;
    for (size_t i = hash_path(path) & mask;; i = (i + 1) & mask)
        if (!cache.slots[i] || strcmp(cache.slots[i]->path, path) == 0)
            return &cache.slots[i];
}

/* Room for one more entry (the table at most half full). False when memory ran out. */
static bool make_room(void) {
    if (cache.capacity && (cache.count + 1) * 2 <= cache.capacity)
        return true;
    size_t bigger = cache.capacity ? cache.capacity * 2 : 256;
    EnvCachedFile **old = cache.slots;
    size_t old_capacity = cache.capacity;
    cache.slots = calloc(bigger, sizeof *cache.slots);
    if (!cache.slots) {
        cache.slots = old;
        return false;
    }
    cache.capacity = bigger;
    for (size_t i = 0; i < old_capacity; i++)
        if (old[i])
            *slot_of(old[i]->path) = old[i];
    free(old);
    return true;
}

static void key_of(const struct stat *st, unsigned long long key[6]) {
    key[0] = (unsigned long long)st->st_dev;
    key[1] = (unsigned long long)st->st_ino;
    key[2] = (unsigned long long)st->st_size;
    key[3] = (unsigned long long)st->st_mtim.tv_sec * 1000000000ull + (unsigned long long)st->st_mtim.tv_nsec;
    key[4] = (unsigned long long)st->st_ctim.tv_sec * 1000000000ull + (unsigned long long)st->st_ctim.tv_nsec;
    key[5] = (unsigned long long)st->st_mode;
}

/* Whether the file changed so recently that a change to come could leave its stamps as they
 * are: the kernel stamps files with a coarse clock (a few milliseconds), so a file rewritten at
 * the same size within one tick of the copy read would look unchanged. Such a file is not kept
 * until its stamps are ENV_CACHE_SETTLED_SECONDS old (git's "racy" files). */
static bool is_racy(const struct stat *st) {
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0)
        return true;
    time_t newest = st->st_mtim.tv_sec > st->st_ctim.tv_sec ? st->st_mtim.tv_sec : st->st_ctim.tv_sec;
    return newest > now.tv_sec - ENV_CACHE_SETTLED_SECONDS;
}

/* Reads the open file fd (st: its fstat) into a new entry; NULL when it changed size while
 * read, cannot be read, or memory ran out. */
static EnvCachedFile *read_entry(const char *path, int fd, const struct stat *st) {
    size_t size = (size_t)st->st_size;
    char *content = arena_alloc(&cache.arena, size + 1);
    EnvCachedFile *f = arena_calloc(&cache.arena, 1, sizeof *f);
    char *name = arena_strndup(&cache.arena, path, strlen(path));
    if (!content || !f || !name)
        return NULL;
    size_t n = 0;
    while (n < size) {
        ssize_t got = read(fd, content + n, size - n);
        if (got < 0 && errno == EINTR)
            continue;
        if (got <= 0)
            return NULL;
        n += (size_t)got;
    }
    char extra;
    if (read(fd, &extra, 1) != 0)   /* grew since fstat: not kept */
        return NULL;
    content[n] = '\0';
    f->path = name;
    f->content = content;
    f->length = n;
    key_of(st, f->key);
    return f;
}

EnvFileStatus env_cache_read(const char *path, EnvCachedFile **file) {
    *file = NULL;
    struct stat st;
    if (stat(path, &st) != 0)
        return errno == ENOENT || errno == ENOTDIR ? ENV_FILE_MISSING : ENV_FILE_UNREADABLE;
    if (S_ISDIR(st.st_mode))
        return ENV_FILE_DIRECTORY;
    if (!S_ISREG(st.st_mode) || st.st_size < 0 || (unsigned long long)st.st_size > ENV_CACHE_FILE_BYTES)
        return ENV_FILE_OK;
    if (!cache.ready) {
        arena_init(&cache.arena, 0);
        cache.ready = true;
        keep_until_thread_ends();
    }
    unsigned long long key[6];
    key_of(&st, key);
    EnvCachedFile **slot = cache.capacity ? slot_of(path) : NULL;
    if (slot && *slot && memcmp((*slot)->key, key, sizeof key) == 0) {
        *file = *slot;
        return ENV_FILE_OK;
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return errno == ENOENT || errno == ENOTDIR ? ENV_FILE_MISSING : ENV_FILE_UNREADABLE;
    EnvCachedFile *f = NULL;
    /* the key of what is read: the file may have changed since stat */
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && (unsigned long long)st.st_size <= ENV_CACHE_FILE_BYTES &&
        !is_racy(&st))
        f = read_entry(path, fd, &st);
    close(fd);
    if (!f || !make_room())
        return ENV_FILE_OK;   /* the caller reads it itself, and reports what goes wrong */
    slot = slot_of(path);
    if (!*slot)
        cache.count++;
    *slot = f;   /* a replaced copy stays in the arena: a run may still use it */
    *file = f;
    return ENV_FILE_OK;
}

const EnvBundleParse *env_cache_parse(EnvCachedFile *file, bool epp) {
    bool *tried = epp ? &file->epp_tried : &file->manifest_tried;
    const EnvBundleParse **kept = epp ? &file->epp : &file->manifest;
    if (*tried)
        return *kept;
    *tried = true;
    SourceFile *source = arena_calloc(&cache.arena, 1, sizeof *source);
    EnvBundleParse *parse = arena_calloc(&cache.arena, 1, sizeof *parse);
    if (!source || !parse)
        return NULL;
    *source = (SourceFile){ file->path, file->content, file->length };
    ParseError error;
    LexWarning *warnings = NULL;
    const AstNode *program = epp ? parser_parse_epp_file(&cache.arena, file->content, file->length, source, &error, &warnings)
                                 : parser_parse_file(&cache.arena, file->content, file->length, source, &error, &warnings);
    if (!program || warnings)
        return NULL;
    *parse = (EnvBundleParse){ program, source };
    *kept = parse;
    return parse;
}

const YamlNode *env_cache_yaml(EnvCachedFile *file) {
    if (!file->yaml_tried) {
        file->yaml_tried = true;
        bool empty;
        YamlError error;
        file->yaml = yaml_read(&cache.arena, file->content, file->length, &empty, &error);
    }
    return file->yaml;
}

const EnvBundleJson *env_cache_json(EnvCachedFile *file) {
    if (file->json)
        return file->json;
    EnvBundleJson *json = arena_calloc(&cache.arena, 1, sizeof *json);
    if (!json)
        return NULL;
    json->doc = json_parse(&cache.arena, file->content, file->length, &json->error);
    if (!json->doc && cache.arena.exhausted)
        return NULL;
    file->json = json;
    return json;
}
