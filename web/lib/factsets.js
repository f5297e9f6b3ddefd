// factsets.js: the node's facts as the Node panel offers them: the engine's preset fact sets
// (engine/facts/NAME.json, which the engine itself holds: a run names one with `fact_set`), their
// labels, and their texts for the panel's view, loaded on the first need (factsetdata.js, a chunk
// a snippet's first run never downloads). No DOM.

/** The preset fact sets, in the panel's order (docs/api.md, Facts). */
export const FACT_SETS = Object.freeze([
  { name: 'debian-12', label: 'Debian 12 (bookworm)' },
  { name: 'ubuntu-22.04', label: 'Ubuntu 22.04 LTS (jammy)' },
  { name: 'rhel-9', label: 'Red Hat Enterprise Linux 9' },
  { name: 'rocky-8', label: 'Rocky Linux 8' },
  { name: 'windows-2022', label: 'Windows Server 2022' },
  { name: 'minimal', label: 'Minimal (kernel, os, networking names)' },
]);

/** The set a run gets when nothing else is chosen (the engine's default too). */
export const DEFAULT_FACT_SET = 'debian-12';

/** Whether name is one of FACT_SETS. */
export const isFactSet = (name) => FACT_SETS.some((s) => s.name === name);

let loading = null;

/** The sets' facts: resolves to { name: object }; rejects when the chunk cannot be loaded. */
export function loadFactSets() {
  loading ||= import('./factsetdata.js').then((m) => m.FACT_SET_DATA).catch((err) => {
    loading = null;   // a failed download is tried again at the next need
    throw err;
  });
  return loading;
}
