/* env_internal.h: what the env_*.c files share with each other and nothing else. */
#ifndef PUPPET_ENV_INTERNAL_H
#define PUPPET_ENV_INTERNAL_H

#include "env/env.h"
#include "env/env_bundle.h"
#include "env/env_cache.h"
#include "env/env_tree.h"
#include "values/name_table.h"

/* A run's listing of one of a module's Ruby directories (env_module_has_ruby_file). */
enum { ENV_RUBY_DIRS = 3 };   /* lib/puppet/functions, lib/puppet/parser/functions, lib/puppet/type */
typedef struct RubyDir {
    bool known;                       /* listed, or found to be no directory */
    const EnvCachedEntry *entries;    /* sorted; NULL for no directory */
    size_t count;
} RubyDir;

typedef struct RubyDirs {
    RubyDir dirs[ENV_RUBY_DIRS];
} RubyDirs;

struct Env {
    bool is_virtual;           /* files come from `tree` (and bundles), never from disk */
    EnvTree tree;              /* PuppetOptions.files, normalized and sorted */
    const PuppetBundle *const *bundles;
    size_t bundle_count;
    const char *directory;     /* the environment's directory, or NULL */
    const char *name;          /* the environment's name ("production") */
    const char *hiera_config;  /* normalized, or NULL */
    const char *manifest;      /* environment.conf's `manifest`, resolved, or NULL */
    const char **module_path;
    size_t module_path_count;
    EnvModule *modules;
    size_t module_count;
    NameTable by_name;         /* module name -> its EnvModule (once the modules are found) */
    NameTable parsed;          /* env_load.c: path -> LoadedFile, each file parsed once */
    NameTable loaded;          /* env_load.c: manifests loaded and validated */
    NameTable missing;         /* env_autoload.c: names nothing defines */
    NameTable ruby_types;      /* env.c: type name -> the module with its Ruby type, or none */
    RubyDirs *ruby_dirs;       /* env.c: per module, its Ruby directories' listings (NULL
                                  until asked) */
};

/* env_disk.c: the same operations as env.h's on the disk. */
EnvFileStatus env_disk_read(Ctx *ctx, const char *path, const char **text, size_t *len);
bool env_disk_is_file(const char *path);
bool env_disk_is_directory(const char *path);
const EnvEntry *env_disk_list(Ctx *ctx, const char *dir, size_t *count);

/* env_conf.c: reads <directory>/environment.conf into env (module path, manifest). Returns
 * undef, or value_abrupt() after ctx_error. */
Value env_conf_read(Ctx *ctx, Env *env);

#endif
