// modules.js: the Puppet modules the page bundles (`./build.sh modules`, docs/modules.md):
// their manifest (modules/modules.json: versions, licenses, README excerpts, the names each
// provides), which bundle a run's "cannot find" error asks for, and loading bundles into the
// worker on first use. Nothing is fetched until a run needs a module or the user opens the
// modules browser, so a snippet that uses none never pays for them; only code opened on a first
// visit that names a bundled module has its files fetched while the engine loads. No DOM here.

let manifestPromise = null;
// web/build.mjs defines PUPPET_BUNDLED_MODULES, the JSON text of { name: [dependencies] } of
// the bundled modules
// eslint-disable-next-line no-undef
const BUILT_IN = typeof PUPPET_BUNDLED_MODULES === 'string' ? JSON.parse(PUPPET_BUNDLED_MODULES) : null;
const BUILT_IN_MANIFEST = { modules: Object.entries(BUILT_IN || {}).map(([name, dependencies]) => ({ name, dependencies })) };
const bundleTexts = new Map();   // name -> Promise of { files } (the bundle's JSON)
// per worker client: name -> Promise of its worker's answer (kept across runs; the client loads
// its bundles again into a worker it replaces)
const loadedBy = new WeakMap();
function loadedIn(client) {
  if (!loadedBy.has(client)) loadedBy.set(client, new Map());
  return loadedBy.get(client);
}

/** The manifest (modules/modules.json under base), fetched once. Rejects when it cannot be read. */
export function loadManifest(base) {
  if (!manifestPromise) {
    manifestPromise = fetch(new URL('modules/modules.json', base)).then((r) => {
      if (!r.ok) throw new Error(`modules/modules.json: HTTP ${r.status}`);
      return r.json();
    });
    manifestPromise.catch(() => { manifestPromise = null; });   // a later need tries again
  }
  return manifestPromise;
}

/** A bundle's files ({ 'ntp/manifests/init.pp': text, ... }), fetched once. */
export function bundleFiles(base, name) {
  if (!bundleTexts.has(name)) {
    const p = fetch(new URL(`modules/${name}.json`, base)).then((r) => {
      if (!r.ok) throw new Error(`modules/${name}.json: HTTP ${r.status}`);
      return r.json();
    }).then((b) => b.files);
    p.catch(() => bundleTexts.delete(name));
    bundleTexts.set(name, p);
  }
  return bundleTexts.get(name);
}

// The engine's words for a name a run could not find (classes, functions, resource types,
// type aliases), as the reference words them.
const MISSING = [
  /Could not find class ::([\w:]+) for /,
  /Could not find declared class (?:::)?([\w:]+)/,
  /Unknown function:? '([\w:]+)'/,
  /Unknown resource type:? '([\w:]+)'/,
  /Resource type not found: ([\w:]+)/,
];

/** The name an error says a run could not find, or null. */
export function missingName(error) {
  const message = error && typeof error.message === 'string' ? error.message : '';
  for (const re of MISSING) {
    const m = re.exec(message);
    if (m) return m[1].replace(/^::/, '');
  }
  return null;
}

/** The bundled module that defines name (a class, define, function, type or type alias), or null. */
export function moduleProviding(manifest, name) {
  const lower = String(name).toLowerCase();
  const first = lower.split('::')[0];
  const mods = manifest.modules || [];
  const own = mods.find((m) => m.name === first);
  if (own) return own.name;
  const by = mods.find((m) => m.provides && (m.provides.functions.includes(lower) || m.provides.types.includes(lower)));
  return by ? by.name : null;
}

/** name and the bundled modules it needs (metadata.json's dependencies, transitively), needs first. */
export function withDependencies(manifest, name) {
  const byName = new Map((manifest.modules || []).map((m) => [m.name, m]));
  const out = [];
  const visit = (n, depth) => {
    const m = byName.get(n);
    if (!m || out.includes(n) || depth > byName.size) return;
    for (const d of m.dependencies || []) visit(String(d).split(/[/-]/).pop(), depth + 1);
    if (!out.includes(n)) out.push(n);
  };
  visit(name, 0);
  return out;
}

/**
 * The bundles to load so that a failed run finds what it missed: the module providing the
 * missing name and its dependencies, less those loaded already and those the project holds
 * itself (its modules/<name>/ comes first in the module path and shadows the bundle). Empty
 * when the error is no "cannot find", or no bundle provides the name.
 */
export async function modulesFor(base, result, projectPaths, client) {
  if (!result || result.ok) return [];
  const name = missingName(result.error);
  if (!name) return [];
  // a name in a module's namespace needs only the modules' names and dependencies, which the
  // build puts into the script; the others (stdlib's `pick`) need the manifest's `provides`
  const first = name.toLowerCase().split('::')[0];
  const known = BUILT_IN && Object.prototype.hasOwnProperty.call(BUILT_IN, first);
  const manifest = known ? BUILT_IN_MANIFEST : await loadManifest(base);
  const module = moduleProviding(manifest, name);
  if (!module) return [];
  const own = new Set(projectPaths.map((p) => /^modules\/([^/]+)\//.exec(p)?.[1]).filter(Boolean));
  if (own.has(module)) return [];
  const loaded = loadedIn(client);
  return withDependencies(manifest, module).filter((n) => !loaded.has(n) && !own.has(n));
}

// A name used as a module's, in Puppet code: `include ntp` (contain, require), `class { 'ntp': }`,
// or a name in its namespace (`ntp::config`, `apache::vhost { ... }`, `$ntp::servers`).
const NAMED = /(?:\b(?:include|contain|require)\s+(?:::)?|\bclass\s*\{\s*['"](?:::)?)([a-z][a-z0-9_]*)\b|\b([a-z][a-z0-9_]*)::[a-z]/g;

/**
 * The bundled modules the texts name as modules, and the bundled modules they need, less those
 * the project holds itself: what a first run of opened code will likely ask for, so that their
 * files can be fetched while the engine loads (prefetchModules). A name in a comment or a string
 * counts too: that costs a download, nothing else (nothing is loaded into a worker for it).
 */
export function modulesNamedIn(texts, projectPaths) {
  if (!BUILT_IN) return [];
  const own = new Set(projectPaths.map((p) => /^modules\/([^/]+)\//.exec(p)?.[1]).filter(Boolean));
  const out = [];
  for (const text of texts) {
    for (const m of String(text ?? '').matchAll(NAMED)) {
      const name = m[1] || m[2];
      if (own.has(name) || out.includes(name) || !Object.prototype.hasOwnProperty.call(BUILT_IN, name)) continue;
      for (const n of withDependencies(BUILT_IN_MANIFEST, name)) if (!own.has(n) && !out.includes(n)) out.push(n);
    }
  }
  return out;
}

/** Fetches bundles' files ahead of need (bundleFiles: once each); loads nothing into a worker,
 *  which a run's "cannot find" error still decides. A failed fetch is tried again when needed. */
export function prefetchModules(base, names) {
  for (const name of names) bundleFiles(base, name).catch(() => {});
}

/** Loads bundles into the client's worker (and every later worker); resolves when all are in.
 *  Rejects with the first failure. */
export async function loadModules(client, base, names) {
  const loaded = loadedIn(client);
  await Promise.all(names.map((name) => {
    if (!loaded.has(name)) {
      const p = bundleFiles(base, name).then((files) => client.loadBundle(name, files)).then((answer) => {
        if (!answer || !answer.ok) throw new Error(`module ${name}: ${answer && answer.error ? answer.error : 'not loaded'}`);
        return answer;
      });
      p.catch(() => loaded.delete(name));
      loaded.set(name, p);
    }
    return loaded.get(name);
  }));
}

/** The modules loaded into a client so far (their loads may still be under way). */
export function loadedModules(client) {
  return [...loadedIn(client).keys()];
}
