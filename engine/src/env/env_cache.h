/* env_cache.h: the files native runs read from disk, kept across runs with what was parsed
 * from them (a manifest's or template's tree, a metadata.json document), so that a run that
 * reads a module's files as the previous run saw them does not read and parse them again; and
 * the listings of the directories they list, and what each run found at each path it asked
 * about, so that a run asks the disk about a path once.
 *
 * A run always sees the files as they are when it first asks: a run stats each file it reads
 * (once), and a kept copy serves only while the file's identity and change stamps are those it
 * was read with (device, inode, size, modification and status-change times to the
 * nanosecond); otherwise the file is read again and the new copy replaces the old. Only regular
 * files up to ENV_CACHE_FILE_BYTES are kept. A directory's kept listing serves alike while the
 * directory's own stamps are unchanged (adding, removing or renaming an entry changes them);
 * once a run has listed a directory (or found it missing), what it asks about the directory's
 * entries is answered from the listing without a stat, except for a symbolic link (followed by
 * a stat) and a file read (stat'ed for its stamps). A file or listing whose stamps are less
 * than ENV_CACHE_SETTLED_SECONDS old is used by the run that read it and read again by the next.
 *
 * The cache is the calling thread's (as the arena's spare chunks are: support/arena.c), in
 * memory of its own, never a run's arena: a run shares its texts, names and SourceFiles in
 * place and copies a tree (ast_clone) before running it. Nothing is freed while a run may use
 * it: env_cache_run_start, at the start of each run, drops the whole cache when it holds more
 * than ENV_CACHE_BYTES (replaced copies stay until then), and a thread's cache is freed when
 * the thread ends. The wasm build never reads the disk, so never fills it.
 */
#ifndef PUPPET_ENV_CACHE_H
#define PUPPET_ENV_CACHE_H

#include <stdbool.h>
#include <stddef.h>

#include "data/yaml_read.h"
#include "env/env.h"
#include "env/env_bundle.h"

/* A file as a run read it, and what was parsed from it (NULL until a run parsed it). */
typedef struct EnvCachedFile {
    const char *path;                 /* normalized, as runs name it */
    const char *content;              /* NUL-terminated after length bytes */
    size_t length;
    const EnvBundleParse *manifest;   /* its parse as a manifest, without warnings */
    const EnvBundleParse *epp;        /* its parse as an EPP template, without warnings */
    const EnvBundleJson *json;        /* its parse as JSON (a metadata.json), error included */
    const YamlNode *yaml;             /* its YAML document read (Hiera data), when it has one */
    bool manifest_tried, epp_tried;   /* parsed once: a parse with warnings or errors is not kept */
    bool yaml_tried;
    unsigned long long key[6];        /* device, inode, size, mtime, ctime (ns), mode: unchanged? */
    unsigned long long run;           /* the last run that read it */
} EnvCachedFile;

/* An entry of a directory's kept listing. */
typedef enum EnvCachedEntryType {
    ENV_CACHED_FILE,                  /* a regular file */
    ENV_CACHED_DIRECTORY,
    ENV_CACHED_OTHER,                 /* a symbolic link, or of a type the listing does not give */
} EnvCachedEntryType;

typedef struct EnvCachedEntry {
    const char *name;
    EnvCachedEntryType type;
} EnvCachedEntry;

/* Called as a run starts (env_open): a new run, which asks the disk again about every path;
 * drops the thread's cache when it outgrew ENV_CACHE_BYTES. Never fails. */
void env_cache_run_start(void);

/* What is at the disk path ("" is the working directory), as this run first found it:
 * ENV_FILE_OK for a file (or anything else that is no directory), ENV_FILE_DIRECTORY,
 * ENV_FILE_MISSING, ENV_FILE_UNREADABLE (stat failed otherwise). Never fails. */
EnvFileStatus env_cache_stat(const char *path);

/* The entries of the disk directory at the path ("" is the working directory), sorted by name
 * (bytewise), from its kept listing or listed now, in *entries and *count (in the cache's
 * memory, until the next run starts); none when it is no directory. Returns false when it could
 * not be listed or memory ran out: the caller lists it itself. */
bool env_cache_list(const char *dir, const EnvCachedEntry **entries, size_t *count);

/* The kept copy of the disk file at the normalized path, read now when it has none or the file
 * changed since. Returns ENV_FILE_OK with *file set, or what env_read_file would say; a file
 * that is no regular file, is larger than ENV_CACHE_FILE_BYTES, is too fresh to keep, or that
 * memory cannot hold gives ENV_FILE_OK with *file NULL: the caller reads it itself. Never fails
 * otherwise. */
EnvFileStatus env_cache_read(const char *path, EnvCachedFile **file);

/* Parses the cached file as a manifest (or EPP template when `epp`) into the cache's memory
 * once: the parse, or NULL when it did not parse without errors and warnings (the run then
 * parses it itself, reporting them) or memory ran out. Never fails. */
const EnvBundleParse *env_cache_parse(EnvCachedFile *file, bool epp);

/* Reads the cached file as a YAML document into the cache's memory once: its tree, or NULL
 * when it holds no document or does not read without an error (the run then reads it itself,
 * reporting the error) or memory ran out. Never fails. */
const YamlNode *env_cache_yaml(EnvCachedFile *file);

/* Parses the cached file as JSON into the cache's memory once: its document or parse error;
 * NULL when memory ran out. Never fails. */
const EnvBundleJson *env_cache_json(EnvCachedFile *file);

#endif
