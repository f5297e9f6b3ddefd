/* env_load.h: the manifests a run loads from its modules, and the autoloading of functions and
 * type aliases (Puppet 7's loaders).
 *
 * A module file is read, parsed and validated once per run (the reference's TypeLoader keeps a
 * file loaded for the compile), with the checks Puppet makes of autoloaded files: only
 * definitions at the top level ("This Function Call is unacceptable as a top level construct in
 * this location"), and every class, define and function named in the file's namespace
 * ("Unacceptable location. The name 'x' is unacceptable in file '...'").
 *
 * Who loads what:
 *   - classes and defines: catalog_autoload.c, when a name is not known (the TypeLoader's
 *     files_to_try_for: `a::b::c` tries a's init.pp and manifests/b/c.pp, then b.pp, then
 *     init.pp), with env_module_manifests and env_load_manifest below;
 *   - functions (`mod::f` from functions/f.pp, Ruby functions from lib/puppet/functions and
 *     lib/puppet/parser/functions) and type aliases (`Mod::T` from types/t.pp): env_autoload
 *     below, which env_open installs as ctx->autoload for the evaluator and the type system.
 * Errors are the reference's, located in the file they are in (SrcSpan.file).
 */
#ifndef PUPPET_ENV_LOAD_H
#define PUPPET_ENV_LOAD_H

#include "data/yaml_read.h"
#include "env/env.h"
#include "syntax/ast.h"

/* The namespace Puppet requires of the names a .pp file defines (checker4_0.rb's
 * namespace_for_file): "ntp::config" for <module path entry>/ntp/manifests/config.pp, "ntp" for
 * .../ntp/manifests/init.pp (and functions/, types/, plans/ alike); ENV_BAD_MODULE_FILE for a
 * file of the module path outside those directories (no name is acceptable there); NULL for a
 * file that is not under the module path (no check). Never fails. */
const char *env_file_namespace(Ctx *ctx, const char *path);
extern const char ENV_BAD_MODULE_FILE[];

/* Puppet::Parser::Files.find_manifests_in_modules: for "mod/rest" the module's init.pp (when it
 * exists) and manifests/rest.pp (".pp" added when rest has no extension); for "mod" its
 * init.pp; none when the module does not exist. In *count; NULL when none. Never fails. */
const char **env_module_manifests(Ctx *ctx, const char *pattern, size_t *count);

/* Parses and validates the manifest at path, once per run: *program is its AST_PROGRAM, or NULL
 * when the run has loaded that file already. Returns undef, or value_abrupt() after the error
 * (an unreadable file, a syntax error, what validation finds), located in the file. */
Value env_load_manifest(Ctx *ctx, const char *path, const AstNode **program);

/* The run's own copy of a parse of the file at the normalized path made before this run: a
 * bundle's manifest (parsed when the bundle was made) or, natively, a file unchanged since a
 * run parsed it without errors or warnings (env_cache.h); NULL when there is none, and the
 * caller parses the file itself. *source receives the parse's file. Running out of memory
 * leaves through ctx_exhausted. */
AstNode *env_kept_parse(Ctx *ctx, const char *path, bool epp, const SourceFile **source);

/* Natively, the YAML document of the file at the normalized path as read before this run
 * (yaml_read's tree, kept with the file while it stays unchanged: env_cache.h); NULL when there
 * is none (a virtual tree, a bundle, an empty document, a syntax error), and the caller reads
 * the text itself. Never fails. */
const YamlNode *env_kept_yaml(Ctx *ctx, const char *path);

/* Parses a file (a manifest, or an EPP template when `epp`), once per run: the AST_PROGRAM,
 * or NULL after ctx_error (an unreadable file, a syntax error located in it). Not validated.
 * *source, when not NULL, receives the file as SourceFile. */
const AstNode *env_parse_file(Ctx *ctx, const char *path, bool epp, const SourceFile **source);

/* The main manifest at path (PuppetOptions.manifest): a file, or a directory whose .pp files
 * (recursively, in the order of their paths) are parsed each as its own file and joined into
 * one AST_PROGRAM. NULL after a parse error filled into *error as the parser fills it (its span
 * in the file), or when there is no such file (*error says so, unlocated). */
struct ParseError;
const AstNode *env_main_manifest(Ctx *ctx, const char *path, struct ParseError *error);

/* ctx->autoload (support/ctx.h): loads what may define `name` of that kind, as the reference's
 * loaders look for it; see the top of this file. */
AutoloadResult env_autoload(Ctx *ctx, AutoloadKind kind, const char *name, SrcSpan where);

#endif
