/* env_bundle.h: module bundles (puppet.h's PuppetBundle), directories of modules that the
 * engine holds across runs.
 *
 * A bundle is made once (puppet_bundle_new) from a set of files, and its modules' manifests
 * (manifests/, functions/, types/) are parsed then; it is immutable afterwards and shared
 * read-only by every run it is given to, which sees it as one more module path entry, after its
 * own. A run that loads one of its manifests copies the parsed tree into its own arena
 * (ast_clone: the evaluator writes per-run caches into the nodes it runs) instead of reading
 * and parsing the file again. Its memory is its own (malloc'ed), never a run's arena: a run may
 * read its files and share its names in place but must not keep a pointer into it past
 * puppet_bundle_free.
 */
#ifndef PUPPET_ENV_BUNDLE_H
#define PUPPET_ENV_BUNDLE_H

#include "data/json.h"
#include "env/env_tree.h"
#include "syntax/ast.h"
#include "puppet.h"
#include "support/arena.h"

struct PuppetBundle {
    const char *directory;     /* normalized, the module path entry it stands for */
    EnvTree tree;              /* its files, paths "<directory>/<module>/..." */
    size_t parsed_count;       /* how many of its manifests were parsed when it was made */
    double parse_ms;           /* how long that took */
    Arena arena;               /* everything above */
};

/* A manifest of a bundle as parsed when the bundle was made (EnvTreeFile.parsed): never run
 * itself, a run copies it (ast_clone) and runs the copy. */
typedef struct EnvBundleParse {
    const AstNode *program;
    const SourceFile *source;
} EnvBundleParse;

/* A module's metadata.json in a bundle ("<directory>/<module>/metadata.json"), parsed when the
 * bundle was made (its EnvTreeFile.parsed): the document, or NULL and the parse error. Every run
 * lists the modules and checks their metadata; parsing it each time was most of what a small
 * run with bundles cost. */
typedef struct EnvBundleJson {
    const JsonValue *doc;
    JsonError error;
} EnvBundleJson;

/* The bundle whose directory holds path (or is it), or NULL. Never fails. */
const PuppetBundle *env_bundle_holding(const PuppetBundle *const *bundles, size_t count, const char *path);

#endif
