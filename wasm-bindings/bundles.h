/* bundles.h: the module bundles of a wasm instance (bundles.c), loaded once by
 * puppet_wasm_bundle_load and given to every later run (docs/api.md, "Module bundles"). */
#ifndef PUPPET_WASM_BUNDLES_H
#define PUPPET_WASM_BUNDLES_H

#include "data/json.h"
#include "puppet.h"
#include "support/arena.h"

/* Sets options->bundles to the bundles a run sees: those named by `names` (a JSON array of
 * names, in that order), or every loaded bundle in load order when names is NULL. The array is
 * allocated in arena. Returns NULL, or the complaint about `names` (a static text). */
const char *bundles_for_run(const JsonValue *names, PuppetOptions *options, Arena *arena);

/* Loads (or replaces) the bundle `name`: files_json is a JSON object of paths (relative to the
 * bundle's directory: "stdlib/manifests/init.pp") and texts, directory its module path entry
 * (NULL or "": "bundles/<name>"). Returns JSON text for puppet_wasm_free:
 * {"ok":true,"name","directory","files","parsed","load_ms"} or {"ok":false,"error":"..."};
 * never NULL. */
char *puppet_wasm_bundle_load(const char *name, const char *files_json, const char *directory);

/* The answer when not even a failure's JSON can be allocated (static: puppet_wasm_free keeps it). */
extern const char BUNDLE_OUT_OF_MEMORY_JSON[];

/* Frees the bundle `name`; returns {"ok":true} or {"ok":false,"error":"..."} (no such bundle). */
char *puppet_wasm_bundle_unload(const char *name);

#endif
