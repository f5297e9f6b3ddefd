/* env_cache.c: what a native thread knows of the disk across runs (env_cache.h): the table
 * from path to what the current run found there, the newest copy of each file read with its
 * parses and the newest listing of each directory listed, the reading, listing and parsing into
 * the cache's own arena; not which source answers for a path (env.c) nor how a run uses a parse
 * (env_load.c).
 */
#define _DEFAULT_SOURCE   /* struct dirent's d_type */
#include "env/env_cache.h"

#include <dirent.h>
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
#include "values/name_table.h"

/* A directory's entries as a run listed them, sorted by name. */
typedef struct Listing {
    EnvCachedEntry *entries;
    size_t count;
    unsigned long long key[6]; /* the directory's stamps when it was listed */
    bool settled;              /* listed ENV_CACHE_SETTLED_SECONDS after its last change */
} Listing;

/* What is at a path: what the last run that asked found there, and the newest kept copy of
 * the file or listing of the directory. */
typedef struct CachedPath {
    const char *path;
    size_t len;
    uint64_t hash;             /* name_table_hash of the path */
    unsigned long long run;    /* the run that found status (runs count from 1) */
    EnvFileStatus status;      /* ENV_FILE_OK: something that is no directory */
    bool stated;               /* that run stat'ed the path (key is its stamps), rather than
                                  learning what it is from its directory's listing */
    bool regular;              /* a regular file (when stated) */
    unsigned long long key[6];
    EnvCachedFile *file;       /* the newest copy read of the file, or NULL */
    Listing *listing;          /* the newest listing of the directory, or NULL */
    unsigned long long listing_run;   /* the run that listed it or found it unchanged */
} CachedPath;

typedef struct Cache {
    Arena arena;               /* the copies, their parses, and replaced copies until a drop */
    CachedPath **slots;        /* open addressing by path; NULL: free */
    size_t capacity;           /* a power of two, or 0 */
    size_t count;
    bool ready;                /* arena initialized */
} Cache;

static _Thread_local Cache cache;
static _Thread_local unsigned long long current_run;   /* survives drops: entries start at 0 */

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
    current_run++;
}

static void make_ready(void) {
    if (cache.ready)
        return;
    arena_init(&cache.arena, 0);
    cache.ready = true;
    keep_until_thread_ends();
}

/* The slot of path[0..len) (of that hash): its entry's, or the free one where it would go. */
static CachedPath **slot_of(const char *path, size_t len, uint64_t hash) {
    size_t mask = cache.capacity - 1;
    for (size_t i = (size_t)hash & mask;; i = (i + 1) & mask) {
        const CachedPath *e = cache.slots[i];
        if (!e || (e->hash == hash && e->len == len && memcmp(e->path, path, len) == 0))
            return &cache.slots[i];
    }
}

static CachedPath *find(const char *path, size_t len, uint64_t hash) {
    return cache.capacity ? *slot_of(path, len, hash) : NULL;
}

/* Room for one more entry (the table at most half full). False when memory ran out. */
static bool make_room(void) {
    if (cache.capacity && (cache.count + 1) * 2 <= cache.capacity)
        return true;
    size_t bigger = cache.capacity ? cache.capacity * 2 : 256;
    CachedPath **old = cache.slots;
    size_t old_capacity = cache.capacity;
    cache.slots = calloc(bigger, sizeof *cache.slots);
    if (!cache.slots) {
        cache.slots = old;
        return false;
    }
    cache.capacity = bigger;
    for (size_t i = 0; i < old_capacity; i++)
        if (old[i])
            *slot_of(old[i]->path, old[i]->len, old[i]->hash) = old[i];
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

/* Whether a file or directory with these stamps changed so recently that a change to come
 * could leave its stamps as they are: the kernel stamps with a coarse clock (a few
 * milliseconds), so a file rewritten at the same size, or an entry added to a directory,
 * within one tick of the copy read would look unchanged. Such a file or listing is not kept
 * until its stamps are ENV_CACHE_SETTLED_SECONDS old (git's "racy" files). */
static bool is_racy(const unsigned long long key[6]) {
    struct timespec now;
    if (clock_gettime(CLOCK_REALTIME, &now) != 0)
        return true;
    unsigned long long newest = (key[3] > key[4] ? key[3] : key[4]) / 1000000000ull;
    return now.tv_sec < ENV_CACHE_SETTLED_SECONDS ||
           newest > (unsigned long long)(now.tv_sec - ENV_CACHE_SETTLED_SECONDS);
}

/* Stats the path into e (the run's answer for it). The empty path is the working directory. */
static void stat_now(CachedPath *e) {
    struct stat st;
    e->stated = true;
    e->regular = false;
    memset(e->key, 0, sizeof e->key);
    if (stat(*e->path ? e->path : ".", &st) != 0) {
        e->status = errno == ENOENT || errno == ENOTDIR ? ENV_FILE_MISSING : ENV_FILE_UNREADABLE;
        return;
    }
    key_of(&st, e->key);
    e->status = S_ISDIR(st.st_mode) ? ENV_FILE_DIRECTORY : ENV_FILE_OK;
    e->regular = S_ISREG(st.st_mode) && st.st_size >= 0;
}

/* The entry of that name in the listing, or NULL. */
static const EnvCachedEntry *listed(const Listing *l, const char *name) {
    size_t lo = 0, hi = l->count;
    while (lo < hi) {
        size_t mid = (lo + hi) / 2;
        int c = strcmp(l->entries[mid].name, name);
        if (c == 0)
            return &l->entries[mid];
        if (c < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return NULL;
}

/* What e's directory, listed or found missing by this run, says of e without a stat: true
 * when it says (a missing directory has nothing; a listing has the entry's type unless it is
 * a symbolic link or of an unknown type, which only a stat follows). */
static bool learn_from_directory(CachedPath *e) {
    const char *slash = strrchr(e->path, '/');
    const char *name = slash ? slash + 1 : e->path;
    size_t dir_len = slash ? (size_t)(slash - e->path) : 0;
    if (!*name || (slash == e->path))
        return false;   /* "" or "/x": not worth it */
    const CachedPath *dir = find(e->path, dir_len, name_table_hash(e->path, dir_len));
    if (!dir || dir->run != current_run || dir->status == ENV_FILE_UNREADABLE)
        return false;
    e->stated = false;
    e->regular = false;
    if (dir->status != ENV_FILE_DIRECTORY) {   /* stat would say ENOENT or ENOTDIR */
        e->status = ENV_FILE_MISSING;
        return true;
    }
    if (!dir->listing || dir->listing_run != current_run)
        return false;
    const EnvCachedEntry *found = listed(dir->listing, name);
    if (!found) {
        e->status = ENV_FILE_MISSING;
        return true;
    }
    switch (found->type) {
    case ENV_CACHED_FILE: e->status = ENV_FILE_OK; e->regular = true; return true;
    case ENV_CACHED_DIRECTORY: e->status = ENV_FILE_DIRECTORY; return true;
    default: return false;
    }
}

/* The entry of path with what this run found there, learned now when the run has not asked
 * yet; NULL when memory ran out (the caller asks the disk itself). */
static CachedPath *learn(const char *path) {
    make_ready();
    size_t len = strlen(path);
    uint64_t hash = name_table_hash(path, len);
    CachedPath *e = find(path, len, hash);
    if (e && e->run == current_run)
        return e;
    if (!e) {
        if (!make_room())
            return NULL;
        e = arena_calloc(&cache.arena, 1, sizeof *e);
        char *name = arena_strndup(&cache.arena, path, len);
        if (!e || !name)
            return NULL;
        e->path = name;
        e->len = len;
        e->hash = hash;
        *slot_of(path, len, hash) = e;
        cache.count++;
    }
    e->run = current_run;
    if (!learn_from_directory(e))
        stat_now(e);
    return e;
}

EnvFileStatus env_cache_stat(const char *path) {
    CachedPath *e = learn(path);
    if (e)
        return e->status;
    struct stat st;
    if (stat(*path ? path : ".", &st) != 0)
        return errno == ENOENT || errno == ENOTDIR ? ENV_FILE_MISSING : ENV_FILE_UNREADABLE;
    return S_ISDIR(st.st_mode) ? ENV_FILE_DIRECTORY : ENV_FILE_OK;
}

/* Reads the open file fd (st: its fstat) into a new entry; NULL when it changed size while
 * read, cannot be read, or memory ran out. */
static EnvCachedFile *read_entry(const char *path, int fd, const struct stat *st) {
    size_t size = (size_t)st->st_size;
    char *content = arena_alloc(&cache.arena, size + 1);
    EnvCachedFile *f = arena_calloc(&cache.arena, 1, sizeof *f);
    if (!content || !f)
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
    f->path = path;
    f->content = content;
    f->length = n;
    key_of(st, f->key);
    return f;
}

EnvFileStatus env_cache_read(const char *path, EnvCachedFile **file) {
    *file = NULL;
    CachedPath *e = learn(path);
    if (!e)
        return env_cache_stat(path);   /* the caller reads it itself */
    if (e->status == ENV_FILE_OK && !e->stated)
        stat_now(e);   /* a listing tells what a file is, not whether it changed */
    if (e->status != ENV_FILE_OK)
        return e->status;
    if (!e->regular || e->key[2] > ENV_CACHE_FILE_BYTES)
        return ENV_FILE_OK;
    if (e->file) {
        /* read by this run already, or unchanged since a run read it */
        if (e->file->run == current_run || memcmp(e->file->key, e->key, sizeof e->key) == 0) {
            e->file->run = current_run;
            *file = e->file;
            return ENV_FILE_OK;
        }
    }
    int fd = open(path, O_RDONLY | O_CLOEXEC);
    if (fd < 0)
        return errno == ENOENT || errno == ENOTDIR ? ENV_FILE_MISSING : ENV_FILE_UNREADABLE;
    EnvCachedFile *f = NULL;
    /* the key of what is read: the file may have changed since stat */
    struct stat st;
    if (fstat(fd, &st) == 0 && S_ISREG(st.st_mode) && (unsigned long long)st.st_size <= ENV_CACHE_FILE_BYTES) {
        unsigned long long key[6];
        key_of(&st, key);
        if (!is_racy(key))
            f = read_entry(e->path, fd, &st);
    }
    close(fd);
    if (!f)
        return ENV_FILE_OK;   /* the caller reads it itself, and reports what goes wrong */
    f->run = current_run;
    e->file = f;   /* a replaced copy stays in the arena: a run may still use it */
    *file = f;
    return ENV_FILE_OK;
}

static int compare_entries(const void *a, const void *b) {
    return strcmp(((const EnvCachedEntry *)a)->name, ((const EnvCachedEntry *)b)->name);
}

/* Lists the directory of e (stat'ed by this run) into a new listing; NULL when it cannot be
 * read or memory ran out. */
static Listing *read_listing(const CachedPath *e) {
    DIR *d = opendir(*e->path ? e->path : ".");
    if (!d)
        return NULL;
    Listing *l = arena_calloc(&cache.arena, 1, sizeof *l);
    size_t cap = 16;
    EnvCachedEntry *entries = l ? arena_alloc(&cache.arena, cap * sizeof *entries) : NULL;
    bool ok = entries != NULL;
    struct dirent *entry;
    while (ok && (entry = readdir(d)) != NULL) {
        if (strcmp(entry->d_name, ".") == 0 || strcmp(entry->d_name, "..") == 0)
            continue;
        if (l->count == cap) {
            EnvCachedEntry *more = arena_alloc(&cache.arena, cap * 2 * sizeof *entries);
            if (!more) {
                ok = false;
                break;
            }
            memcpy(more, entries, cap * sizeof *entries);
            entries = more;
            cap *= 2;
        }
        const char *name = arena_strndup(&cache.arena, entry->d_name, strlen(entry->d_name));
        if (!name) {
            ok = false;
            break;
        }
        EnvCachedEntryType type = ENV_CACHED_OTHER;
#ifdef _DIRENT_HAVE_D_TYPE
        /* d_type (where the system gives it) spares a stat per entry; a symbolic link, or an
         * unknown type, is stat'ed by whoever asks, to follow it */
        if (entry->d_type == DT_DIR)
            type = ENV_CACHED_DIRECTORY;
        else if (entry->d_type == DT_REG)
            type = ENV_CACHED_FILE;
#endif
        entries[l->count++] = (EnvCachedEntry){ name, type };
    }
    closedir(d);
    if (!ok)
        return NULL;
    qsort(entries, l->count, sizeof *entries, compare_entries);
    l->entries = entries;
    memcpy(l->key, e->key, sizeof l->key);
    l->settled = !is_racy(e->key);
    return l;
}

bool env_cache_list(const char *dir, const EnvCachedEntry **entries, size_t *count) {
    *entries = NULL;
    *count = 0;
    CachedPath *e = learn(dir);
    if (!e)
        return false;
    if (e->status == ENV_FILE_DIRECTORY && !e->stated)
        stat_now(e);   /* its own stamps say whether its listing changed */
    if (e->status != ENV_FILE_DIRECTORY)
        return true;
    Listing *l = e->listing;
    if (!l || (e->listing_run != current_run && !(l->settled && memcmp(l->key, e->key, sizeof l->key) == 0))) {
        l = read_listing(e);
        if (!l)
            return false;   /* the caller lists it itself, and sees what goes wrong */
        e->listing = l;   /* a replaced listing stays in the arena: a run may still use it */
    }
    e->listing_run = current_run;
    *entries = l->entries;
    *count = l->count;
    return true;
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
