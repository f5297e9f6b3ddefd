/* env_disk.c: the environment's files on disk (POSIX), for native runs without a virtual tree.
 *
 * What is at a path and directory listings come from the thread's cache (env_cache.h), which
 * asks the disk once per run; a file that the cache does not keep is read here into the run's
 * arena (so the memory limit bounds it); nothing here keeps a file or directory open past the
 * call. In wasm there is no disk: the virtual tree and bundles are the only sources (env.c
 * never comes here when a tree is given).
 */
#define _DEFAULT_SOURCE   /* struct dirent's d_type */
#include "env/env_internal.h"
#include "env/env_cache.h"

#include <dirent.h>
#include <errno.h>
#include <stdio.h>
#include <stdlib.h>
#include <string.h>
#include <sys/stat.h>

EnvFileStatus env_disk_read(Ctx *ctx, const char *path, const char **text, size_t *len) {
    struct stat st;
    if (stat(path, &st) != 0)
        return errno == ENOENT || errno == ENOTDIR ? ENV_FILE_MISSING : ENV_FILE_UNREADABLE;
    if (S_ISDIR(st.st_mode))
        return ENV_FILE_DIRECTORY;
    FILE *f = fopen(path, "rb");
    if (!f)
        return ENV_FILE_UNREADABLE;
    /* the size stat gave is a first guess: the file may change, or be no regular file */
    size_t cap = st.st_size > 0 ? (size_t)st.st_size + 1 : 4096, n = 0;
    char *buf = ctx_alloc(ctx, cap);
    for (;;) {
        if (n + 1 >= cap) {
            buf = ctx_realloc(ctx, buf, cap, cap * 2);
            cap *= 2;
        }
        size_t got = fread(buf + n, 1, cap - n - 1, f);
        n += got;
        if (got == 0)
            break;
    }
    bool failed = ferror(f) != 0;
    fclose(f);
    if (failed)
        return ENV_FILE_UNREADABLE;
    buf[n] = '\0';
    *text = buf;
    *len = n;
    return ENV_FILE_OK;
}

bool env_disk_is_file(const char *path) {
    return env_cache_stat(path) == ENV_FILE_OK;
}

bool env_disk_is_directory(const char *path) {
    return env_cache_stat(path) == ENV_FILE_DIRECTORY;
}

static int compare_entries(const void *a, const void *b) {
    return strcmp(((const EnvEntry *)a)->name, ((const EnvEntry *)b)->name);
}

/* Lists dir without the thread's cache (when it could not list it). */
static const EnvEntry *list_uncached(Ctx *ctx, const char *dir, size_t *count) {
    DIR *d = opendir(*dir ? dir : ".");
    if (!d)
        return NULL;
    size_t cap = 16, n = 0;
    EnvEntry *entries = ctx_alloc(ctx, cap * sizeof *entries);
    struct dirent *e;
    while ((e = readdir(d)) != NULL) {
        if (strcmp(e->d_name, ".") == 0 || strcmp(e->d_name, "..") == 0)
            continue;
        if (n == cap) {
            entries = ctx_realloc(ctx, entries, cap * sizeof *entries, cap * 2 * sizeof *entries);
            cap *= 2;
        }
        const char *name = ctx_strndup(ctx, e->d_name, strlen(e->d_name));
        bool is_dir;
#ifdef _DIRENT_HAVE_D_TYPE
        if (e->d_type == DT_DIR || e->d_type == DT_REG)
            is_dir = e->d_type == DT_DIR;
        else
#endif
        {
            struct stat st;
            is_dir = stat(env_path_join(ctx, dir, name), &st) == 0 && S_ISDIR(st.st_mode);
        }
        entries[n++] = (EnvEntry){ name, is_dir };
    }
    closedir(d);
    qsort(entries, n, sizeof *entries, compare_entries);
    *count = n;
    return n ? entries : NULL;
}

const EnvEntry *env_disk_list(Ctx *ctx, const char *dir, size_t *count) {
    *count = 0;
    const EnvCachedEntry *kept;
    size_t n;
    if (!env_cache_list(dir, &kept, &n))
        return list_uncached(ctx, dir, count);
    if (!n)
        return NULL;
    EnvEntry *entries = ctx_alloc(ctx, n * sizeof *entries);
    for (size_t i = 0; i < n; i++) {
        /* a symbolic link (or an entry of unknown type) is followed */
        bool is_dir = kept[i].type == ENV_CACHED_DIRECTORY ||
                      (kept[i].type == ENV_CACHED_OTHER && env_disk_is_directory(env_path_join(ctx, dir, kept[i].name)));
        entries[i] = (EnvEntry){ kept[i].name, is_dir };
    }
    *count = n;
    return entries;
}
