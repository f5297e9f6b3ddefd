/* env_bundle.c: making and freeing module bundles (puppet.h, env_bundle.h). */
#include "env/env_bundle.h"

#include <stdlib.h>
#include <string.h>
#include <time.h>

#include "syntax/parser.h"

const PuppetBundle *env_bundle_holding(const PuppetBundle *const *bundles, size_t count, const char *path) {
    for (size_t i = 0; i < count; i++) {
        const char *dir = bundles[i]->directory;
        size_t n = strlen(dir);
        if (n == 0 ? path[0] != '/' : strncmp(path, dir, n) == 0 && (path[n] == '/' || path[n] == '\0'))
            return bundles[i];
    }
    return NULL;
}

/* Whether a bundle-relative path stays inside the bundle: not empty, not absolute, no "..". */
static const char *bad_relative_path(const char *normalized) {
    if (!normalized[0])
        return "a bundle's file has an empty path";
    if (normalized[0] == '/')
        return "a bundle's file paths are relative to its directory";
    if (strcmp(normalized, "..") == 0 || strncmp(normalized, "../", 3) == 0)
        return "a bundle's file path leaves its directory";
    return NULL;
}

static double now_ms(void) {
    struct timespec ts;
    clock_gettime(CLOCK_MONOTONIC, &ts);
    return (double)ts.tv_sec * 1000.0 + (double)ts.tv_nsec / 1e6;
}

/* Whether the bundle-relative path is a manifest the loaders read: <module>/manifests/...,
 * <module>/functions/... or <module>/types/..., ending in ".pp". */
static bool is_loadable_manifest(const char *rel) {
    size_t n = strlen(rel);
    if (n < 3 || strcmp(rel + n - 3, ".pp") != 0)
        return false;
    const char *slash = strchr(rel, '/');
    if (!slash)
        return false;
    const char *dir = slash + 1;
    return strncmp(dir, "manifests/", 10) == 0 || strncmp(dir, "functions/", 10) == 0 ||
           strncmp(dir, "types/", 6) == 0;
}

/* Whether the bundle-relative path is a module's metadata.json: <module>/metadata.json. */
static bool is_metadata(const char *rel) {
    const char *slash = strchr(rel, '/');
    return slash && slash != rel && strcmp(slash + 1, "metadata.json") == 0;
}

/* Parses the bundle's loadable manifests (and its modules' metadata.json) into its arena. A file that does not parse, or whose
 * lexer warns, is left to the runs that load it (they report its errors and warnings). Returns
 * false when memory ran out. */
static bool parse_manifests(PuppetBundle *b) {
    double start = now_ms();
    size_t dir_len = strlen(b->directory);
    for (size_t i = 0; i < b->tree.count; i++) {
        EnvTreeFile *f = &b->tree.files[i];
        const char *rel = f->path + (dir_len ? dir_len + 1 : 0);
        if (is_metadata(rel)) {
            EnvBundleJson *json = arena_calloc(&b->arena, 1, sizeof *json);
            if (!json)
                return false;
            json->doc = json_parse(&b->arena, f->content, f->length, &json->error);
            if (!json->doc && b->arena.exhausted)
                return false;
            f->parsed = json;
            continue;
        }
        if (!is_loadable_manifest(rel))
            continue;
        SourceFile *source = arena_calloc(&b->arena, 1, sizeof *source);
        EnvBundleParse *parse = arena_calloc(&b->arena, 1, sizeof *parse);
        if (!source || !parse)
            return false;
        *source = (SourceFile){ f->path, f->content, f->length };
        ParseError error;
        LexWarning *warnings = NULL;
        const AstNode *program = parser_parse_file(&b->arena, f->content, f->length, source, &error, &warnings);
        if (!program && (b->arena.exhausted || error.out_of_memory))
            return false;
        if (!program || warnings)
            continue;
        *parse = (EnvBundleParse){ program, source };
        f->parsed = parse;
        b->parsed_count++;
    }
    b->parse_ms = now_ms() - start;
    return true;
}

PuppetBundle *puppet_bundle_new(const char *directory, const PuppetFile *files, size_t count,
                                const char **error) {
    const char *unused;
    if (!error)
        error = &unused;
    *error = "out of memory";
    if (!directory || (count && !files)) {
        *error = "a bundle needs a directory and its files";
        return NULL;
    }
    PuppetBundle *b = calloc(1, sizeof *b);
    if (!b)
        return NULL;
    arena_init(&b->arena, 0);
    char *dir = arena_strndup(&b->arena, directory, strlen(directory));
    EnvTreeFile *tree = count ? arena_calloc(&b->arena, count, sizeof *tree) : NULL;
    if (!dir || (count && !tree))
        goto fail;
    b->directory = env_normalize_into(dir, dir);
    size_t dir_len = strlen(b->directory);
    for (size_t i = 0; i < count; i++) {
        const char *path = files[i].path ? files[i].path : "";
        size_t n = strlen(path);
        char *rel = arena_strndup(&b->arena, path, n);
        if (!rel)
            goto fail;
        env_normalize_into(rel, rel);
        const char *bad = bad_relative_path(rel);
        if (bad) {
            *error = bad;
            goto fail;
        }
        size_t rel_len = strlen(rel);
        char *full = arena_alloc(&b->arena, dir_len + rel_len + 2);
        char *content = arena_alloc(&b->arena, files[i].length + 1);
        if (!full || !content)
            goto fail;
        if (dir_len) {
            memcpy(full, b->directory, dir_len);
            full[dir_len] = '/';
            memcpy(full + dir_len + 1, rel, rel_len + 1);
        } else {
            memcpy(full, rel, rel_len + 1);
        }
        if (files[i].length)
            memcpy(content, files[i].content, files[i].length);
        content[files[i].length] = '\0';
        tree[i] = (EnvTreeFile){ full, content, files[i].length, NULL };
    }
    b->tree = env_tree_make(tree, count);
    if (!parse_manifests(b))
        goto fail;
    *error = NULL;
    return b;
fail:
    arena_free(&b->arena);
    free(b);
    return NULL;
}

size_t puppet_bundle_file_count(const PuppetBundle *bundle) {
    return bundle ? bundle->tree.count : 0;
}

size_t puppet_bundle_parsed_count(const PuppetBundle *bundle) {
    return bundle ? bundle->parsed_count : 0;
}

const char *puppet_bundle_directory(const PuppetBundle *bundle) {
    return bundle ? bundle->directory : NULL;
}

void puppet_bundle_free(PuppetBundle *bundle) {
    if (!bundle)
        return;
    arena_free(&bundle->arena);
    free(bundle);
}
