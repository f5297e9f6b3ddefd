// languages.js: the editor's language mode for a file of a project, by its name: Puppet for
// .pp; other kinds are shown as plain text until their modes are added.
import { puppetLanguage } from './puppet-mode.js';

/** The CodeMirror language extension for a file path ([] for plain text). */
export function languageFor(path) {
  if (/\.pp$/.test(path)) return puppetLanguage;
  return [];
}

/** A short name of the file's kind, for labels: "Puppet", "YAML", ... or "Text". */
export function kindOf(path) {
  if (/\.pp$/.test(path)) return 'Puppet';
  if (/\.epp$/.test(path)) return 'EPP';
  if (/\.erb$/.test(path)) return 'ERB';
  if (/\.ya?ml$/.test(path)) return 'YAML';
  if (/\.json$/.test(path)) return 'JSON';
  return 'Text';
}
