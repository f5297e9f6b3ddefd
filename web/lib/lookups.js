// lookups.js: the Hiera lookups a run made, for their explanations: the keys the project's
// manifests look up by name (lookup('k'), hiera('k'), hiera_array, hiera_hash, hiera_include)
// and the automatic parameter lookups of the classes in the catalog (`class::parameter`, as
// Puppet tries one for each parameter of a class not declared with that parameter). A key
// computed at run time is not found here (the panel lets the user type any key). The
// explanation itself is the engine's (evaluate with explain_lookup, docs/api.md, Hiera). No DOM.

// a call by name with a quoted key as its first argument (interpolated strings left out)
const CALL = /\b(?:lookup|hiera|hiera_array|hiera_hash|hiera_include)\s*\(\s*\[?\s*(?:'([^'\\\n]+)'|"([^"\\$\n]+)")/g;
const COMMENT = /(^|[^\\'"])#[^\n]*/g;
// metaparameters are never looked up
const META = new Set(['alias', 'audit', 'before', 'loglevel', 'noop', 'notify', 'require', 'schedule', 'stage', 'subscribe', 'tag']);

/** The keys looked up by name in a manifest's text, in order, each once. */
export function keysInSource(text) {
  const out = [];
  for (const m of String(text).replace(COMMENT, '$1').matchAll(CALL)) {
    const key = m[1] ?? m[2];
    if (!out.includes(key)) out.push(key);
  }
  return out;
}

/** The automatic parameter lookups of a catalog's classes: [{ key, cls, param }]. */
export function classParameterKeys(catalog) {
  const out = [];
  for (const r of (catalog && catalog.resources) || []) {
    if (r.type !== 'Class' || r.title === 'main' || r.title === 'Settings') continue;
    const cls = String(r.title).toLowerCase();
    for (const param of Object.keys(r.parameters || {})) {
      if (!META.has(param)) out.push({ key: `${cls}::${param}`, cls, param });
    }
  }
  return out;
}

/**
 * The lookups of a run: [{ key, from }] where from says where the key was seen ("site.pp",
 * "modules/x/manifests/init.pp", "class x"), each key once, those of the code first.
 */
export function runLookups(files, catalog) {
  const seen = new Map();
  for (const [path, text] of Object.entries(files)) {
    if (!/\.pp$/.test(path)) continue;
    for (const key of keysInSource(text)) if (!seen.has(key)) seen.set(key, path);
  }
  for (const { key, cls } of classParameterKeys(catalog)) if (!seen.has(key)) seen.set(key, `class ${cls}`);
  return [...seen].map(([key, from]) => ({ key, from }));
}

/** A key as the user typed it, checked: the key's text, or null when it is no lookup key. */
export function cleanKey(input) {
  const key = String(input || '').trim();
  return /^[^\s'"]{1,200}$/.test(key) ? key : null;
}
