/* env.h: the run's environment, what `puppet apply --modulepath ... --environment ...` sees:
 * where files come from and which modules exist.
 *
 * Central idea: every file a run reads (a module's manifests, templates and files, Hiera's
 * hiera.yaml and data, environment.conf) is read here, by path, from one of three sources:
 *   - the virtual file tree of PuppetOptions.files: when it is given, never the disk;
 *   - module bundles (PuppetOptions.bundles, env_bundle.h): immutable trees that outlive runs,
 *     each under its own directory name, searched after the module path;
 *   - the disk, natively, when no virtual tree is given.
 * Paths are strings as the environment names them ("modules/ntp/manifests/init.pp",
 * "/etc/puppet/hiera.yaml"); env_path_normalize says which spellings are the same path.
 * The module path and the modules on it are worked out once per run (env_open), as Puppet's
 * Node::Environment#modules does: the first module path entry holding a directory of a name
 * gives that module, and only directory names Puppet accepts (/^[a-z][a-z0-9_]*$/) are modules.
 *
 * Layer: env/ sits above eval/ and below functions/ (it includes support/, syntax/, values/,
 * data/ and eval/: the autoloader of env_load.h parses and registers what a module defines).
 * Layers below it reach it only through hooks it installs (types/: type aliases, eval/:
 * functions); functions/, catalog/ and the Hiera layer call it directly. The run (run.c) opens
 * it before evaluation and keeps it in ctx->env; everything here lives in the run's arena,
 * except the bundles' files, which the bundles own.
 */
#ifndef PUPPET_ENV_H
#define PUPPET_ENV_H

#include <stdbool.h>
#include <stddef.h>

#include "support/ctx.h"
#include "values/value.h"

typedef struct Env Env;

/* A module of the environment. */
typedef struct EnvModule {
    const char *name;          /* its directory's name, the module's name ("ntp") */
    const char *path;          /* its directory ("modules/ntp", "/usr/share/puppet/modules/ntp") */
    const struct PuppetBundle *bundle;   /* the bundle it comes from, or NULL */
} EnvModule;

typedef enum EnvFileStatus {
    ENV_FILE_OK,
    ENV_FILE_MISSING,          /* no such file (nor directory) */
    ENV_FILE_DIRECTORY,        /* the path is a directory */
    ENV_FILE_UNREADABLE,       /* it exists but cannot be read (disk: permissions, I/O) */
} EnvFileStatus;

/* An entry of a directory listing. */
typedef struct EnvEntry {
    const char *name;          /* the entry's name, no '/' */
    bool is_directory;
} EnvEntry;

/* Sets up the run's environment from ctx->options (module path, environment.conf, the modules
 * on the module path) into ctx->env. with_program: the run has a program of its own (a source
 * or a manifest path) rather than the environment's manifest; `puppet apply FILE` then makes a
 * second environment object, which lists the modules again and logs their metadata errors a
 * second time. Returns undef, or value_abrupt() after ctx_error when environment.conf cannot be
 * read or holds what Puppet refuses. */
Value env_open(Ctx *ctx, bool with_program);

/* Whether the run reads its files from a virtual tree (PuppetOptions.files) rather than the
 * disk. Never fails. */
bool env_is_virtual(const Ctx *ctx);

/* The environment's directory ("" for a virtual tree's root), or NULL when the run has none.
 * Never fails. */
const char *env_directory(const Ctx *ctx);

/* The global hiera.yaml's path (PuppetOptions.hiera_config, normalized), or NULL. Never fails. */
const char *env_hiera_config(const Ctx *ctx);

/* environment.conf's `manifest` (resolved under the environment's directory), or NULL. Never
 * fails. */
const char *env_manifest(const Ctx *ctx);

/* The entries of the module path, in order: the resolved PuppetOptions.module_path or the
 * environment's, then each bundle's directory. Never fails. */
const char *const *env_module_path(const Ctx *ctx, size_t *count);

/* --- files ------------------------------------------------------------------------------------ */

/* Reads a whole file into *text (NUL-terminated after *len bytes; in the run's arena, or the
 * tree's or bundle's own immutable bytes, which outlive the run's use). Returns ENV_FILE_OK, or
 * why there is no text (then *text is NULL). Running out of memory leaves the run through
 * ctx_exhausted. */
EnvFileStatus env_read_file(Ctx *ctx, const char *path, const char **text, size_t *len);

/* Whether path is a file, or a directory. Never fail (false when unknown). */
bool env_is_file(Ctx *ctx, const char *path);
bool env_is_directory(Ctx *ctx, const char *path);

/* The entries of directory `dir`, sorted by name (bytewise), in *count; NULL with *count 0
 * when it is no directory. Never fails (memory: ctx_exhausted). */
const EnvEntry *env_list_directory(Ctx *ctx, const char *dir, size_t *count);

/* The files under `dir` whose names end with `suffix` (".rb", ".pp"), as paths relative to
 * dir ("stdlib/to_json.rb"), sorted bytewise; only dir's own files unless `recursive`. NULL
 * with *count 0 when there are none. Never fails (memory: ctx_exhausted). */
const char **env_find_files(Ctx *ctx, const char *dir, const char *suffix, bool recursive, size_t *count);

/* `path` with "." segments, repeated and trailing '/' removed and "a/.." folded, in the run's
 * arena; a leading '/' stays ("/etc/x"), "" is the root of a virtual tree. Never fails. */
const char *env_path_normalize(Ctx *ctx, const char *path);

/* dir + "/" + name, normalized (dir "" gives name). Never fails. */
const char *env_path_join(Ctx *ctx, const char *dir, const char *name);

/* Whether path is absolute as Puppet::Util.absolute_path? has it on POSIX (starts with '/').
 * Never fails. */
bool env_path_is_absolute(const char *path);

/* --- modules ---------------------------------------------------------------------------------- */

/* The modules of the environment, in module path order (the first of each name), in *count.
 * Never fails. */
const EnvModule *env_modules(const Ctx *ctx, size_t *count);

/* The module of that name, or NULL when the module path has none. Never fails. */
const EnvModule *env_find_module(const Ctx *ctx, const char *name);

/* The module whose directory holds the file at path (a definition's module: $module_name), or
 * NULL. Never fails. */
const EnvModule *env_module_of_file(Ctx *ctx, const char *path);

/* The environment's name ("production", or the last segment of its directory). Never fails. */
const char *env_name(const Ctx *ctx);

/* Whether `name` is a name Puppet accepts for a module directory (/^[a-z][a-z0-9_]*$/). */
bool env_is_module_name(const char *name);

/* The path of `<module>/<subdir>/<rest>` for a reference "module/rest" as Puppet::Parser::Files
 * resolves them (`file()`, `epp()`, `find_file`, `find_template`): subdir is "files" or
 * "templates"; an absolute reference is returned normalized as it is. NULL for a reference
 * without '/', when the module does not exist, or when the file (or directory) does not.
 * Never fails. */
const char *env_module_file(Ctx *ctx, const char *reference, const char *subdir);

/* The kinds of Ruby files of a module that the engine knows by name (their code never runs:
 * functions/ruby_functions.h gives their C implementations). */
typedef enum EnvRubyKind {
    ENV_RUBY_FUNCTION,         /* lib/puppet/functions/ **.rb: 4.x functions, "ns/f.rb" is ns::f */
    ENV_RUBY_LEGACY_FUNCTION,  /* lib/puppet/parser/functions/ *.rb: 3.x functions */
    ENV_RUBY_TYPE,             /* lib/puppet/type/ *.rb: resource types */
} EnvRubyKind;

/* Whether the module has the Ruby file lib/puppet/<rel> ("functions/stdlib/to_json.rb",
 * "parser/functions/pick.rb", "type/anchor.rb"). Natively it is learned from the listings of
 * the module's lib/puppet directories down to the file's (the disk is asked about each once per
 * run), since the loaders ask every module for each name and most names are in none of them.
 * Never fails. */
bool env_module_has_ruby_file(Ctx *ctx, const EnvModule *module, const char *rel);

/* Puppet::Type.type's search for a type's Ruby file: the first module, in module path order,
 * with lib/puppet/type/<name>.rb (name lower-case), or NULL; remembered for the run. Never
 * fails. */
const EnvModule *env_ruby_type_module(Ctx *ctx, const char *name);

/* The names defined by the module's Ruby files of that kind, from their paths: "to_json",
 * "stdlib::ip_in_range" (a 4.x function in lib/puppet/functions/stdlib/ip_in_range.rb),
 * "file_line"; sorted bytewise. NULL with *count 0 when there are none. Never fails. */
const char **env_module_ruby_names(Ctx *ctx, const EnvModule *module, EnvRubyKind kind, size_t *count);

#endif
