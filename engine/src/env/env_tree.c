/* env_tree.c: the in-memory file trees of env_tree.h (sorting, lookup, directory ranges) and
 * the one path normalization every source of files shares. */
#include "env/env_tree.h"

#include <stdlib.h>
#include <string.h>

static int compare_files(const void *a, const void *b) {
    const EnvTreeFile *x = a, *y = b;
    int c = strcmp(x->path, y->path);
    if (c)
        return c;
    /* equal paths keep their order (qsort is not stable): the address says which came first */
    return x < y ? -1 : x > y;
}

EnvTree env_tree_make(EnvTreeFile *files, size_t count) {
    EnvTree tree = { files, 0 };
    if (!count)
        return tree;
    qsort(files, count, sizeof *files, compare_files);
    size_t kept = 0;
    for (size_t i = 0; i < count; i++) {
        if (kept && strcmp(files[kept - 1].path, files[i].path) == 0)
            files[kept - 1] = files[i];   /* the one given last wins */
        else
            files[kept++] = files[i];
    }
    tree.count = kept;
    return tree;
}

/* The index of the first file whose path is not below key (bytewise). */
static size_t lower_bound(const EnvTree *tree, const char *key) {
    size_t lo = 0, hi = tree->count;
    while (lo < hi) {
        size_t mid = lo + (hi - lo) / 2;
        if (strcmp(tree->files[mid].path, key) < 0)
            lo = mid + 1;
        else
            hi = mid;
    }
    return lo;
}

const EnvTreeFile *env_tree_find(const EnvTree *tree, const char *path) {
    size_t i = lower_bound(tree, path);
    return i < tree->count && strcmp(tree->files[i].path, path) == 0 ? &tree->files[i] : NULL;
}

bool env_tree_is_under(const char *path, const char *dir) {
    size_t n = strlen(dir);
    if (n == 0)
        return path[0] != '/';
    return strncmp(path, dir, n) == 0 && path[n] == '/';
}

void env_tree_range(const EnvTree *tree, const char *dir, size_t *first, size_t *end) {
    size_t n = strlen(dir);
    if (n == 0) {
        /* the root's files (relative paths) are not contiguous around absolute ones */
        *first = 0;
        *end = tree->count;
        return;
    }
    /* every path under "dir/" sorts after "dir/"; before it come "dir" itself and "dir-x",
     * "dir.x" (the bytes below '/'), which the first loop passes */
    size_t i = lower_bound(tree, dir);
    while (i < tree->count && strncmp(tree->files[i].path, dir, n) == 0 && tree->files[i].path[n] < '/')
        i++;
    *first = i;
    while (i < tree->count && env_tree_is_under(tree->files[i].path, dir))
        i++;
    *end = i;
}

bool env_tree_has_directory(const EnvTree *tree, const char *dir) {
    size_t first, end;
    env_tree_range(tree, dir, &first, &end);
    for (size_t i = first; i < end; i++)
        if (env_tree_is_under(tree->files[i].path, dir))
            return true;
    return false;
}

char *env_normalize_into(char *out, const char *path) {
    char *o = out;
    const char *p = path;
    if (*p == '/') {
        *o++ = '/';
        while (*p == '/')
            p++;
    }
    char *root = o;   /* ".." never folds past here */
    while (*p) {
        const char *seg = p;
        while (*p && *p != '/')
            p++;
        size_t n = (size_t)(p - seg);
        while (*p == '/')
            p++;
        if (n == 1 && seg[0] == '.')
            continue;
        if (n == 2 && seg[0] == '.' && seg[1] == '.') {
            /* fold with the previous segment unless it is itself ".." or there is none */
            char *last = o;
            while (last > root && last[-1] != '/')
                last--;
            bool previous = o > root && !(o - last == 2 && last[0] == '.' && last[1] == '.');
            if (previous) {
                o = last > root ? last - 1 : root;
                continue;
            }
            if (root > out && o == root)
                continue;   /* "/.." is "/" */
        }
        if (o > root)
            *o++ = '/';
        memmove(o, seg, n);
        o += n;
    }
    *o = '\0';
    return out;
}
