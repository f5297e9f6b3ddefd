// languages.js: the editor's language mode for a file of a project, by its name: Puppet (.pp)
// at once; EPP, ERB, YAML and JSON from otherlanguages.js, loaded on the first need
// (loadLanguages); anything else is plain text.
import { puppetLanguage } from './puppet-mode.js';

let others = null;     // otherlanguages.js's LANGUAGES once loaded
let loading = null;

/** A short name of the file's kind, for labels: "Puppet", "EPP", "ERB", "YAML", "JSON" or "Text". */
export function kindOf(path) {
  if (/\.pp$/.test(path)) return 'Puppet';
  if (/\.epp$/.test(path)) return 'EPP';
  if (/\.erb$/.test(path)) return 'ERB';
  if (/\.ya?ml$/.test(path)) return 'YAML';
  if (/\.json$/.test(path)) return 'JSON';
  return 'Text';
}

/** Whether the file's mode is at hand (Puppet, plain text, or the others once loaded). */
export function languageReady(path) {
  const kind = kindOf(path);
  return kind === 'Puppet' || kind === 'Text' || others !== null;
}

/** Loads the modes other than Puppet; resolves when languageFor has them. */
export function loadLanguages() {
  loading ||= import('./otherlanguages.js').then((m) => { others = m.LANGUAGES; });
  return loading;
}

/** The CodeMirror language extension for a file path ([] for plain text, or a mode not loaded yet). */
export function languageFor(path) {
  const kind = kindOf(path);
  if (kind === 'Puppet') return puppetLanguage;
  return (others && others[kind]) || [];
}
