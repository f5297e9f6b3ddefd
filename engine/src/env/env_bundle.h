/* env_bundle.h: module bundles (puppet.h's PuppetBundle), directories of modules that the
 * engine holds across runs.
 *
 * A bundle is made once (puppet_bundle_new) from a set of files; it is immutable afterwards and
 * shared read-only by every run it is given to, which sees it as one more module path entry,
 * after its own. Its memory is its own (malloc'ed), never a run's arena: a run may read its
 * files in place but must not keep a pointer into it past puppet_bundle_free.
 */
#ifndef PUPPET_ENV_BUNDLE_H
#define PUPPET_ENV_BUNDLE_H

#include "env/env_tree.h"
#include "puppet.h"
#include "support/arena.h"

struct PuppetBundle {
    const char *directory;     /* normalized, the module path entry it stands for */
    EnvTree tree;              /* its files, paths "<directory>/<module>/..." */
    Arena arena;               /* everything above */
};

/* The bundle whose directory holds path (or is it), or NULL. Never fails. */
const PuppetBundle *env_bundle_holding(const PuppetBundle *const *bundles, size_t count, const char *path);

#endif
