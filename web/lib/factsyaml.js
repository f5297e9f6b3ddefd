// factsyaml.js: the Node panel's YAML view of the facts: YAML 1.2 (core schema) read and written
// by the `yaml` package (pinned in package.json); a chunk loaded when the user picks YAML.
import { parse, stringify } from 'yaml';

/** A YAML text's value; throws an Error with the reader's message (which names the line and column) when it does not read. */
export function parseYaml(text) {
  try {
    return parse(text, { uniqueKeys: true, maxAliasCount: 100 });
  } catch (err) {
    // the reader's message goes on with the line quoted and a caret: the status line takes the first
    throw new Error(String(err.message).split('\n')[0].replace(/:$/, ''));
  }
}

/** A value as YAML text. */
export const toYaml = (value) => stringify(value, { lineWidth: 0 });
