/* env_tree.h: a file tree held in memory, sorted by path: the run's virtual tree
 * (PuppetOptions.files) and each module bundle's files.
 *
 * Directories are implied: a directory exists when a file's path starts with it and '/'.
 * Lookups are binary searches over the sorted paths, listings walk the range of a directory's
 * prefix. The tree does not own its strings; whoever builds it keeps them alive (the run's
 * arena, or the bundle). Used by env.c and env_bundle.c only.
 */
#ifndef PUPPET_ENV_TREE_H
#define PUPPET_ENV_TREE_H

#include <stdbool.h>
#include <stddef.h>

typedef struct EnvTreeFile {
    const char *path;            /* normalized (env_path_normalize) */
    const char *content;
    size_t length;
    const void *parsed;          /* a bundle's parse of the file (env_bundle.h), or NULL */
} EnvTreeFile;

typedef struct EnvTree {
    EnvTreeFile *files;          /* sorted by path, bytewise, no two alike */
    size_t count;
} EnvTree;

/* Sorts files[0..count) by path and drops earlier files of a path given again (the last one
 * given wins); returns the tree. Never fails. */
EnvTree env_tree_make(EnvTreeFile *files, size_t count);

/* The file at exactly path, or NULL. Never fails. */
const EnvTreeFile *env_tree_find(const EnvTree *tree, const char *path);

/* Whether some file lies under directory dir ("" is the root: any file). Never fails. */
bool env_tree_has_directory(const EnvTree *tree, const char *dir);

/* Whether path lies under directory dir ("" holds every relative path). Never fails. */
bool env_tree_is_under(const char *path, const char *dir);

/* The index range [*first, *end) that holds the files under directory dir; for the root ("")
 * it is the whole tree, whose absolute paths the caller skips (env_tree_is_under). */
void env_tree_range(const EnvTree *tree, const char *dir, size_t *first, size_t *end);

/* Writes path normalized into out (which has room for strlen(path) + 1 bytes): no "." segment,
 * no repeated or trailing '/', "a/.." folded (a ".." that cannot fold stays); returns out. */
char *env_normalize_into(char *out, const char *path);

#endif
