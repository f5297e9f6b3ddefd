// app.js: the playground page: the editor, runs in the worker (evaluate as you type and Run),
// the output, result and type panels, settings, sharing by URL and the local draft.
// Bundled by web/build.mjs (which defines PUPPET_WASM_BYTES, the engine's size); everything the
// engine says goes into the page as text only.
import {
  editorState, showDiagnostics, lintDiagnostics, errorPlace, jumpTo, selectionType, keyBindingsSlot, setVim,
  lookupHover, setLanguage, closeTooltips, EditorView, EditorState, Transaction, Text,
} from './lib/editor.js';
import { insightExtensions, setExpressionTypes, formatEditor, sameDocument } from './lib/insight.js';
import { getClient, formatValue, typeInfo, expressionType } from './lib/engine.js';
import { layoutTypeText } from './lib/types.js';
import { renderTypes, renderAgainst } from './lib/typepanel.js';
import { renderCatalog } from './lib/catalogpanel.js';
import { runLookups, cleanKey } from './lib/lookups.js';
import { renderLog, problemItem, mergedWarnings, locationText } from './lib/output.js';
import { encodeState, decodeState, isSharedFragment } from './lib/share.js';
import { EXAMPLES, exampleById } from './lib/examples.js';
import { cleanRunSettings, cleanPreferences, clampTimeout, RUN_DEFAULTS } from './lib/settings.js';
import { FACT_SETS, loadFactSets } from './lib/factsets.js';
import { MAIN, MAX_FILES, sortPaths, starterText, checkPath, RUBY_STUB } from './lib/project.js';
import { renderFileList, askPath } from './lib/filelist.js';
import { languageFor, languageReady, loadLanguages, kindOf } from './lib/languages.js';
import { modulesFor, loadModules, loadManifest, bundleFiles, withDependencies, modulesNamedIn, prefetchModules } from './lib/modules.js';
// the Modules panel's and the About dialog's rendering: a chunk loaded when one first shows
const modulePanel = () => import('./lib/modulepanel.js');

const $ = (id) => document.getElementById(id);
const DRAFT_KEY = 'puppet-playground.draft';
// where the bundled modules are (modules/modules.json and a NAME.json per module: ./build.sh web)
const MODULES_BASE = new URL('./', import.meta.url);
const THEME_KEY = 'puppet-playground.theme';
const PREFS_KEY = 'puppet-playground.preferences';   // Vim mode, auto-run: this browser's only
const DEBOUNCE_MS = 350;
// An auto-run says "Running…" only once it has taken this long: most end within milliseconds,
// and the status (the page's live region) would otherwise flicker, and speak, at every pause.
const BUSY_DELAY_MS = 300;
const LINK_WARN_CHARS = 2000;

const ui = {
  run: $('run'), stop: $('stop'), auto: $('auto'), share: $('share'), status: $('status'), progress: $('progress'),
  timing: $('timing'), version: $('version'), problems: $('problems'), log: $('log'),
  value: $('value'), valueType: $('value-type'), format: $('format'), customFormat: $('custom-format'),
  strict: $('strict'), strictVariables: $('strict-variables'), nodeName: $('node-name'),
  timeout: $('timeout'), facts: $('facts'), factsError: $('facts-error'), examples: $('examples'),
  factSet: $('fact-set'), factsState: $('facts-state'), factsReset: $('facts-reset'),
  logLevel: $('log-level'), staleNote: $('stale-note'), files: $('files'), fileDialog: $('file-dialog'),
  banner: $('banner'), bannerText: $('banner-text'), bannerAction: $('banner-action'),
  against: $('against'), againstResult: $('against-result'),
  types: {
    detailed: $('type-detailed'), reduced: $('type-reduced'), generalized: $('type-generalized'),
    note: $('type-note'), tree: $('type-tree'), lattice: $('lattice'), details: $('type-details'),
  },
};

let engineVersion = null;
let ready = false;
let runSeq = 0;            // every run takes the next number; only the newest may show its result
let shownSeq = 0;         // the run whose result is on show
let last = null;           // { seq, source, options, result } of the result on show
let debounceTimer = 0;
let busyTimer = 0;
let stoppedSeq = 0;        // the run that Stop ended
let typeSeq = 0;
// The editor holds the user's own draft: restored from storage or edited by hand. A shared
// link's or an example's code is not, until it is edited: opening one must not overwrite the
// draft in storage (it stays there to restore).
let draftOwned = false;

// The page's start-up gives way to the tasks waiting meanwhile at a few points: the engine's
// compiled module reaches its worker (web/boot.js) only through tasks of this thread (the
// compile's end, then the browser forwarding a message posted before the worker's script ran),
// so a start-up made of one long task would hold the engine back until the editor is built.
const yieldToTasks = () => new Promise((resolve) => { setTimeout(resolve, 0); });

// The engine's side starts first, before the editor is built: the worker client takes the worker
// boot.js started at its first call (the version asked here), so that the download's progress
// shows as it comes, and the worker answers that call as soon as it is ready, without waiting
// for the rest of the start-up. Load progress: the worker reports the module's download
// (client.onProgress), which fills the bar and says how much has come; then it compiles
// ("compiling"). The status counts the seconds. Resolves to the version (or its failure).
const loadStart = performance.now();
let downloaded = '';
const showLoading = () => setStatus(`Loading the engine… ${downloaded}${((performance.now() - loadStart) / 1000).toFixed(0)} s`, 'busy');
setStatus('Loading the engine…', 'busy');
const progressTimer = setInterval(showLoading, 1000);
const engineLoading = getClient(import.meta.url).then(async (client) => {
  client.onProgress = (loaded, sent) => {
    const mb = (n) => (n / 1e6).toFixed(1);
    // a compressed download has no usable length (sent is 0): the build wrote the engine's size
    // into this script (web/build.mjs), and `loaded` counts uncompressed bytes
    const total = sent || PUPPET_WASM_BYTES;
    if (total) ui.progress.value = Math.min(100, (100 * loaded) / total);
    downloaded = loaded >= total && total ? 'compiling, ' : total ? `${mb(loaded)} of ${mb(total)} MB, ` : `${mb(loaded)} MB, `;
    showLoading();
  };
  const version = await client.version();
  clearInterval(progressTimer);
  client.onProgress = null;
  ui.progress.hidden = true;
  window.puppetLoadMs = performance.now() - loadStart;
  window.puppetReadyMs = performance.now();
  return version;
});

await yieldToTasks();

// ---------------------------------------------------------------------------------------------
// The editor

$('editor').replaceChildren();   // the "Loading the editor…" placeholder

// Every file's editor state has these (the Vim bindings' slot, type on hover and of the
// selection, the listener that makes an edit the user's draft and runs it); lib/editor.js
// puppetExtensions assembles them with the rest.
const EDITOR_EXTRAS = [
  keyBindingsSlot(),
  lookupHover((key) => lookupExplanation(key), (key) => explainLookup(key)),
  insightExtensions({ complete: completeAt, fallback: typeAfterProgram, onFormat: formatCode }),
  selectionType(typeAfterProgram),
  EditorView.updateListener.of((update) => {
    // typing, pasting, undo... carry a user event; setProject's changes do not, and schedule
    // no run: what restores or opens code decides whether it runs (a stopped draft does not)
    if (update.docChanged && update.transactions.some((tr) => tr.annotation(Transaction.userEvent) !== undefined)) {
      userEdited();
      preloadModules(update.state.doc.toString());
      if (ui.auto.checked) schedule();
      else markStale('edited');
    }
    if (update.docChanged) lintSoon();
  }),
];

const stateFor = (path, text) => editorState(text, {
  label: path === MAIN ? 'Puppet code (site.pp)' : `${path} (${kindOf(path)})`, extra: EDITOR_EXTRAS, language: languageFor(path),
});

// An empty view until restore() gives it the project's state (setProject): the editor's state
// and view are built once, with the code to show, rather than empty first and then again.
const editor = new EditorView({ parent: $('editor'), state: EditorState.create({ extensions: EditorView.editable.of(false) }) });
await yieldToTasks();

// The project: the file on show is the editor's; the others are kept here, as their editor
// state once shown (their undo history with them) or as text.
const files = new Map();
let active = MAIN;

function paths() {
  return sortPaths([active, ...files.keys()]);
}

function fileText(path) {
  if (path === active) return editor.state.doc.toString();
  const f = files.get(path);
  return f == null ? null : typeof f === 'string' ? f : f.doc.toString();
}

/** The project's files as { path: text }. */
function projectFiles() {
  return Object.fromEntries(paths().map((p) => [p, fileText(p)]));
}

// site.pp: the main manifest, the program that runs.
// What may be written at a place of the code (lib/insight.js): the engine's complete, with the
// facts of the Node panel; a newer question of the same purpose supersedes an older one.
async function completeAt(source, line, column, purpose = 'complete') {
  const options = ready ? engineOptions() : null;
  if (!options) return null;
  const client = await getClient(import.meta.url);
  // the user's facts or the preset set's name, as a run has them
  const facts = options.facts ? { facts: options.facts } : { fact_set: options.fact_set };
  const r = await client.complete(source, line, column, facts, { channel: purpose });
  return r && r.ok ? r.completions : null;
}

// The Format button and Shift+Alt+F: the Puppet file on show in the style guide's layout (an
// undoable edit).
async function formatCode() {
  if (!active.endsWith('.pp')) {
    setStatus('Not formatted: only Puppet manifests (.pp) are formatted', 'warn');
    return;
  }
  const client = await getClient(import.meta.url);
  const r = await formatEditor(editor, (source) => client.formatCode(source, {}, { channel: 'format-code' }));
  if (!r.ok) setStatus(`Not formatted: ${r.message}`, 'error');
}

// Style warnings (Settings): lint's warnings of the Puppet file on show, marked beside the run's
// error and warnings, asked again a moment after each edit. Marks are only ever shown on the
// text they were made for (lintDoc): another file, or an edit, waits for its own.
let lintMarks = [], lintDoc = null, lintAsked = 0, lintTimer = 0;

function lintSoon() {
  clearTimeout(lintTimer);
  if ($('lint').checked || lintMarks.length) lintTimer = setTimeout(lintNow, DEBOUNCE_MS);
}

async function lintNow() {
  clearTimeout(lintTimer);
  const ask = ++lintAsked;
  const { state } = editor;
  if (!$('lint').checked || !active.endsWith('.pp')) {
    lintMarks = [];
    showMarks();
    return;
  }
  const client = await getClient(import.meta.url);
  const r = await client.lint(state.doc.toString(), {}, { channel: 'lint' }).catch(() => null);
  if (ask !== lintAsked || !sameDocument(editor, state) || editor.state.doc !== state.doc) return;
  lintMarks = r && r.ok ? lintDiagnostics(state.doc, r.lint, formatCode) : [];
  lintDoc = state.doc;
  showMarks();
}

// The marks of the file on show: the last run's located in it (none after a stopped run), and
// the style warnings of its text.
function showMarks(stopped = false) {
  const result = last && !stopped ? diagnosticsFor(last.result) : { ok: true, warnings: [] };
  showDiagnostics(editor, result, editor.state.doc === lintDoc ? lintMarks : []);
}

function code() {
  return fileText(MAIN);
}

// Shows a file of the project in the editor.
function openFile(path) {
  if (path === active || fileText(path) === null) return;
  closeTooltips(editor);
  files.set(active, editor.state);
  const f = files.get(path);
  files.delete(path);
  active = path;
  editor.setState(typeof f === 'string' ? stateFor(path, f) : f);
  afterStateChange();
}

// A new state has its own compartments: the Vim bindings and a late language mode are set again.
function afterStateChange() {
  if ($('vim').checked) setVim(editor, true);
  if (!languageReady(active)) {
    const path = active;
    loadLanguages().then(() => { if (active === path) setLanguage(editor, languageFor(path)); }).catch(() => {});
  }
  renderFiles();
  // before any result or style warning no state has marks to clear (a dispatch costs a layout
  // at start-up)
  if (last || lintMarks.length) showMarks();
  if ($('lint').checked || lintMarks.length) lintNow();
}

// Replaces the whole project (files: { path: text }, site.pp among them); owned says whether it
// is the user's draft (see draftOwned).
function setProject(project, owned, show = MAIN) {
  draftOwned = owned;
  files.clear();
  for (const [path, text] of Object.entries(project)) if (path !== show) files.set(path, text);
  active = Object.prototype.hasOwnProperty.call(project, show) ? show : MAIN;
  closeTooltips(editor);
  editor.setState(stateFor(active, project[active] ?? ''));
  afterStateChange();
}

// Replaces the project by one site.pp (a snippet: an example, a link of the first version).
function setCode(text, owned) {
  setProject({ [MAIN]: text }, owned);
}

function renderFiles() {
  renderFileList(ui.files, paths(), active, {
    open: (path) => { openFile(path); editor.focus(); },
    add: addFile,
    rename: renameFile,
    remove: removeFile,
  });
}

async function addFile() {
  const path = await askPath(ui.fileDialog, paths());
  if (!path) return;
  if (files.size + 1 >= MAX_FILES) {
    setStatus(`A project holds at most ${MAX_FILES} files`, 'error');
    return;
  }
  files.set(path, starterText(path));
  openFile(path);
  projectEdited();
  editor.focus();
}

async function renameFile(from) {
  if (from === MAIN) return;
  const to = await askPath(ui.fileDialog, paths(), from);
  if (!to || to === from) return;
  const project = projectFiles();
  project[to] = project[from];
  delete project[from];
  setProject(project, true, active === from ? to : active);
  projectEdited();
}

function removeFile(path) {
  if (path === MAIN) return;
  if (!window.confirm(`Delete ${path} from the project?`)) return;
  if (path === active) openFile(MAIN);
  files.delete(path);
  renderFiles();
  projectEdited();
}

// A file added, renamed or removed: an edit of the project, as typing is.
function projectEdited() {
  userEdited();
  if (ui.auto.checked) schedule();
  else markStale('edited');
}

// The type of an expression (a variable under the mouse, the selection) after the program ran:
// in site.pp only (the expression is run as the program's last).
async function typeAfterProgram(expression, source) {
  const options = ready && active === MAIN ? engineOptions() : null;
  if (!options) return null;
  const type = await expressionType(await getClient(import.meta.url), source, expression, options);
  return type && layoutTypeText(type);
}

// An edit makes the code the user's draft: the link or example it came from no longer names
// it, so the address loses its fragment (a reload then shows the draft, not the original).
function userEdited() {
  if (!draftOwned) {
    draftOwned = true;
    ui.examples.value = '';
    if (location.hash) history.replaceState(null, '', location.pathname + location.search);
  }
  saveDraft();
}

// ---------------------------------------------------------------------------------------------
// Settings

// A run's settings (lib/settings.js): what a link carries and the draft keeps. The personal
// preferences (Vim mode, auto-run, theme) are apart: preferences() and PREFS_KEY.
function settings() {
  return {
    strict: ui.strict.value,
    log_level: ui.logLevel.value,
    strict_variables: ui.strictVariables.checked,
    node_name: ui.nodeName.value.trim() || RUN_DEFAULTS.node_name,
    fact_set: ui.factSet.value,
    facts: factsEdited ? ui.facts.value : null,
    facts_format: factsFormat,
    timeout: clampTimeout(ui.timeout.value),
    format: ui.format.value,
    custom_format: ui.customFormat.value,
  };
}

// Settings from a link or from storage: validated and clamped (cleanRunSettings) before they
// reach a field; a key they do not hold leaves its field as it is.
function applySettings(raw) {
  const s = cleanRunSettings(raw);
  if (s.strict) ui.strict.value = s.strict;
  if (s.log_level) ui.logLevel.value = s.log_level;
  if (s.strict_variables !== undefined) ui.strictVariables.checked = s.strict_variables;
  if (s.node_name) ui.nodeName.value = s.node_name;
  if (s.fact_set) ui.factSet.value = s.fact_set;
  if (s.facts_format) setFactsFormat(s.facts_format);
  if (s.facts !== undefined) {
    factsEdited = s.facts !== null;
    viewSeq++;
    if (factsEdited) ui.facts.value = s.facts;
    else refreshFactsView();
  }
  showFactsState();
  if (s.timeout) ui.timeout.value = String(s.timeout);
  if (s.format) ui.format.value = s.format;
  if (s.custom_format !== undefined) ui.customFormat.value = s.custom_format;
  ui.customFormat.hidden = ui.format.value !== 'custom';
}

function preferences() {
  return { vim: $('vim').checked, auto: ui.auto.checked, format_on_share: $('format-on-share').checked, lint: $('lint').checked };
}

function savePreferences() {
  try { localStorage.setItem(PREFS_KEY, JSON.stringify(preferences())); } catch { /* storage off */ }
}

// This browser's preferences; a draft saved before they were kept apart holds them in its settings.
function loadPreferences(draft) {
  let stored = null;
  try { stored = JSON.parse(localStorage.getItem(PREFS_KEY) || 'null'); } catch { /* unreadable: none */ }
  const p = cleanPreferences(stored || (draft && draft.settings));
  if (p.auto !== undefined) ui.auto.checked = p.auto;
  if (p.format_on_share !== undefined) $('format-on-share').checked = p.format_on_share;
  if (p.lint !== undefined && p.lint !== $('lint').checked) {
    $('lint').checked = p.lint;
    lintNow();
  }
  if (p.vim !== undefined && p.vim !== $('vim').checked) {
    $('vim').checked = p.vim;
    setVim(editor, p.vim);
  }
}

// ---------------------------------------------------------------------------------------------
// The node: its name and facts (the Node panel). The facts are a preset set the engine holds
// (lib/factsets.js; a run names it with fact_set) until the user edits their text: then that
// text, JSON or YAML (lib/factsyaml.js, loaded when YAML is chosen), is parsed for each run.

let factsEdited = false;
let factsFormat = 'json';
let yamlLib = null;
let viewSeq = 0;   // the view's fill in progress; an edit or a newer fill cancels it

for (const set of FACT_SETS) {
  const option = document.createElement('option');
  option.value = set.name;
  option.textContent = set.label;
  ui.factSet.append(option);
}

function loadYaml() {
  return yamlLib ? Promise.resolve(yamlLib) : import('./lib/factsyaml.js').then((m) => (yamlLib = m));
}

// The facts' text as an object; throws an Error saying what is wrong with it.
function parseFacts(text) {
  if (!text.trim()) return {};
  if (factsFormat === 'yaml' && !yamlLib) throw new Error('the YAML reader has not loaded yet');
  const facts = factsFormat === 'yaml' ? yamlLib.parseYaml(text) : JSON.parse(text);
  if (!facts || typeof facts !== 'object' || Array.isArray(facts)) {
    throw new Error(factsFormat === 'yaml' ? 'the facts must be a YAML mapping' : 'the facts must be a JSON object');
  }
  return facts;
}

const factsToText = (facts) => (factsFormat === 'yaml' ? yamlLib.toYaml(facts) : `${JSON.stringify(facts, null, 2)}\n`);
const factSetLabel = () => FACT_SETS.find((s) => s.name === ui.factSet.value)?.label ?? ui.factSet.value;

function showFactsState() {
  ui.factsState.textContent = factsEdited
    ? `Your own facts (started from ${factSetLabel()}): runs use this text.`
    : `The preset facts of ${factSetLabel()}, as the engine holds them: edit them to make them your own.`;
  ui.factsReset.hidden = !factsEdited;
}

// The view shows the chosen preset's facts (while they are not edited).
let viewShows = '';   // the set and format the view's text is of, while not edited

async function showPresetFacts() {
  if (factsEdited) return;
  const shows = `${ui.factSet.value} ${factsFormat}`;
  if (shows === viewShows && ui.facts.value) return;
  const seq = ++viewSeq;
  try {
    const [sets] = await Promise.all([loadFactSets(), factsFormat === 'yaml' ? loadYaml() : null]);
    if (seq !== viewSeq || factsEdited) return;
    ui.facts.value = factsToText(sets[ui.factSet.value] || {});
    viewShows = shows;
    ui.factsError.textContent = '';
  } catch (err) {
    if (seq === viewSeq) ui.factsError.textContent = `The preset facts could not be loaded: ${err.message}`;
  }
}

// The preset's text is loaded when the Node panel shows it: a snippet's first visit never does.
function refreshFactsView() {
  if (!$('panel-node').hidden) showPresetFacts();
  else ui.facts.value = '';
}

function setFactsFormat(format) {
  factsFormat = format;
  for (const radio of document.querySelectorAll('input[name="facts-format"]')) radio.checked = radio.value === format;
  if (format === 'yaml') loadYaml().catch(() => {});
}

// A change of the facts a run uses: saved, and run (or the output marked stale).
function factsChanged() {
  showFactsState();
  saveDraft();
  if (ui.auto.checked) schedule();
  else markStale('edited');
}

ui.facts.addEventListener('input', () => {
  if (factsEdited) return;
  factsEdited = true;
  viewSeq++;
  showFactsState();
});
ui.factSet.addEventListener('change', () => {
  factsEdited = false;
  showPresetFacts();
  factsChanged();
});
ui.factsReset.addEventListener('click', () => {
  factsEdited = false;
  showPresetFacts();
  factsChanged();
});
for (const radio of document.querySelectorAll('input[name="facts-format"]')) {
  radio.addEventListener('change', async () => {
    if (!radio.checked) return;
    const from = factsFormat;
    try {
      await loadYaml();
    } catch (err) {
      setFactsFormat(from);
      ui.factsError.textContent = `YAML could not be loaded: ${err.message}`;
      return;
    }
    if (!factsEdited) {
      setFactsFormat(radio.value);
      showPresetFacts();
      saveDraft();
      return;
    }
    // the user's text, written again in the other format (it must read in its own first)
    let facts;
    try {
      facts = parseFacts(ui.facts.value);
    } catch (err) {
      setFactsFormat(from);
      ui.factsError.textContent = `Facts: ${err.message} (correct them before showing them as ${radio.value.toUpperCase()})`;
      return;
    }
    setFactsFormat(radio.value);
    ui.facts.value = factsToText(facts);
    factsChanged();
  });
}

// The engine's options from the settings; null (and a message) when the facts do not read.
function engineOptions() {
  const s = settings();
  let facts = null;
  try {
    if (s.facts !== null) facts = parseFacts(s.facts);
    ui.factsError.textContent = '';
  } catch (err) {
    ui.factsError.textContent = `Facts: ${err.message}`;
    inputError = `Facts: ${err.message}`;
    return null;
  }
  inputError = null;
  const options = {
    value: true, catalog: true, strict: s.strict, log_level: s.log_level, strict_variables: s.strict_variables, node_name: s.node_name,
    limits: { time_ms: s.timeout },
  };
  // the user's facts, or the engine's preset set by name (no need to send its 10 kB)
  if (facts) options.facts = facts;
  else options.fact_set = s.fact_set;
  // the project's other files: the environment the program runs in (modules, Hiera's data)
  const others = projectFiles();
  delete others[MAIN];
  if (Object.keys(others).length) options.files = others;
  return options;
}

// ---------------------------------------------------------------------------------------------
// Running

// body[data-run-pending] tells a run that is scheduled from none (the browser tests wait on it).
function schedule() {
  clearTimeout(debounceTimer);
  document.body.dataset.runPending = 'true';
  debounceTimer = setTimeout(() => run('auto'), DEBOUNCE_MS);
}

let warmUpAsked = false;

// A bundled module that typed code names as a module (`include ntp`, `apache::vhost`: lib/modules.js
// modulesNamedIn) is fetched and loaded into the worker as soon as its name is complete, so that
// the run finds it instead of failing for want of it, then loading it and running again (the
// page offers the bundled modules as installed: a run that names one loads it anyway).
// A run waits for the loads under way (the preload): sent before them, it would fail for want of
// a module whose load is no longer the run's to start.
let preloading = null;
function preloadModules(text) {
  const names = modulesNamedIn([text], paths());
  if (!names.length) return;
  const loads = getClient(import.meta.url).then((client) => loadModules(client, MODULES_BASE, names)).catch(() => {});
  preloading = loads;
  loads.then(() => { if (preloading === loads) preloading = null; });
}

async function run(trigger = 'run') {
  clearTimeout(debounceTimer);
  delete document.body.dataset.runPending;
  if (!ready) return;
  if (factsEdited && factsFormat === 'yaml') await loadYaml().catch(() => {});
  const options = engineOptions();
  if (!options) {
    showInputError();
    return;
  }
  const source = code();
  const seq = ++runSeq;
  document.body.dataset.lastRun = String(seq);
  clearTimeout(busyTimer);
  if (trigger === 'auto') busyTimer = setTimeout(showBusy, BUSY_DELAY_MS);
  else showBusy();
  markDraft({ running: true });
  const client = await getClient(import.meta.url);
  while (preloading) await preloading;
  if (seq !== runSeq) return;
  let started = performance.now();
  // the types of the expressions that ran: hover and `# ^?` answers (lib/insight.js)
  const runOptions = { ...options, expression_types: true };
  let result = await client.evaluate(source, runOptions, { channel: 'run' });
  // A name the run could not find that a bundled module provides (`include ntp`, `pick()`):
  // the module and what it needs are loaded into the worker, once, and the run is made again.
  for (let round = 0; round < 4 && !result.ok && seq === runSeq; round++) {
    const wanted = await modulesFor(MODULES_BASE, result, paths(), client).catch(() => []);
    if (!wanted.length || seq !== runSeq) break;
    clearTimeout(busyTimer);
    showBusy(`Loading the module${wanted.length > 1 ? 's' : ''} ${wanted.join(', ')}…`);
    try {
      await loadModules(client, MODULES_BASE, wanted);
    } catch (err) {
      if (seq === runSeq) setStatus(`Could not load the bundled modules: ${err.message}`, 'error');
      break;
    }
    if (seq !== runSeq) return;
    started = performance.now();
    result = await client.evaluate(source, runOptions, { channel: 'run' });
  }
  if (result.error?.kind === 'cancelled') {   // superseded by a newer run, or stopped
    if (seq === stoppedSeq && seq === runSeq) showStopped(seq, performance.now() - started);
    return;
  }
  const wall = performance.now() - started;
  if (seq !== runSeq) return;   // stale: a newer run was started, never overwrite its result
  clearTimeout(busyTimer);
  ui.stop.hidden = true;
  markDraft({ running: false, timedOut: result.error?.kind === 'limit' && /took longer/.test(result.error.message) });
  shownSeq = seq;
  last = { seq, source, options, result, wall, trigger };
  showResult(last);
  // from the first result on, the worker uses the moments no call waits to compile what a
  // module's first run reaches (client.mjs warmUp), so that `include ntp` does not pay for it
  if (!warmUpAsked) {
    warmUpAsked = true;
    client.warmUp();
  }
}

// Output that is not of the code and settings on show says so: the status line and a note at
// the top of the Output panel, until a run replaces it. why: 'edited' (auto-run is off) or
// 'input' (the run could not start: inputError says why).
function markStale(why) {
  if (!last && why === 'edited') return;   // nothing on show yet
  $('panel-output').dataset.stale = 'true';
  ui.staleNote.hidden = false;
  ui.staleNote.textContent = why === 'input'
    ? 'The output below is of an earlier run: this one could not start (see the error above).'
    : 'The output below is of an earlier version of the code: press Run (Ctrl+Enter) to update it.';
  if (why === 'edited') setStatus('Edited: press Run to see the output of this code', 'warn');
}

function clearStale() {
  delete $('panel-output').dataset.stale;
  ui.staleNote.hidden = true;
  ui.problems.querySelector('.input-error')?.remove();
}

let inputError = null;   // why the settings keep a run from starting (facts that are no JSON object)

// The run could not start: its reason goes where the user looks, the status line and Output.
function showInputError() {
  clearTimeout(busyTimer);
  ui.stop.hidden = true;
  setStatus(inputError, 'error');
  ui.problems.querySelector('.input-error')?.remove();
  const item = problemItem('error', inputError, 0, 0, null, { label: 'Edit the facts', run: showFacts });
  item.classList.add('input-error');
  ui.problems.prepend(item);
  markStale('input');
}

// The Settings field of the facts, shown and focused.
function showFacts() {
  selectTab('node');
  ui.facts.focus();
}

// "Running…", with Stop beside Run.
function showBusy(text = 'Running…') {
  setStatus(text, 'busy');
  ui.stop.hidden = false;
}

// Stop ends the run going on: an empty run on the same channel supersedes it (the client
// answers it at once, and stops the worker if it goes on).
async function stopRun() {
  stoppedSeq = runSeq;
  const client = await getClient(import.meta.url);
  client.evaluate('', {}, { channel: 'run' });
}

// A stopped run shows no result; like a run stopped at the time limit, it is not run again
// when the page reloads.
function showStopped(seq, wall) {
  clearTimeout(busyTimer);
  const hadFocus = document.activeElement === ui.stop;
  ui.stop.hidden = true;
  if (hadFocus) ui.run.focus();
  markDraft({ running: false, timedOut: true });
  // the panels held an older program's results: they say the run was stopped instead
  clearStale();
  showMarks(true);
  ui.problems.replaceChildren();
  const note = document.createElement('span');
  note.className = 'muted';
  note.textContent = '(stopped before it finished)';
  ui.log.replaceChildren(note);
  ui.value.textContent = '(no value: the run was stopped)';
  ui.value.classList.add('muted');
  ui.valueType.parentElement.hidden = true;
  setStatus('Stopped: press Run or edit the code to run it again', 'warn');
  ui.timing.textContent = `stopped after ${wall.toFixed(0)} ms`;
  document.body.dataset.shownRun = String(seq);
}

// An unchanged status is left alone: a live region whose text is set again may be read again.
function setStatus(text, kind = '') {
  if (ui.status.textContent === text && ui.status.dataset.kind === kind) return;
  ui.status.textContent = text;
  ui.status.title = text;
  ui.status.dataset.kind = kind;
}

// A run the client stopped at its time limit (the engine's own limits carry a location).
function stoppedByTime(result) {
  return !result.ok && result.error?.kind === 'limit' && /took longer than/.test(result.error.message);
}

// The Settings field of the time limit, shown and focused.
function showTimeLimit() {
  selectTab('settings');
  ui.timeout.focus();
  ui.timeout.select();
}

// The file of an error or a warning: `file` names it, none is site.pp (the program).
const fileOf = (item) => (item && item.file && item.file !== MAIN ? item.file : MAIN);

// The part of a result located in the file on show, for its marks in the editor.
function diagnosticsFor(result) {
  const here = (item) => fileOf(item) === active;
  const error = result.error && here(result.error) ? result.error : null;
  return { ...result, ok: result.ok || !error, error, warnings: mergedWarnings((result.warnings || []).filter(here)) };
}

// A file of a bundled module, as the engine names it (the bundle's directory, bundles/NAME/,
// then the module's own path): { module, path } or null.
function bundledFile(file) {
  const m = /^bundles\/([a-z][a-z0-9_]*)\/(.+)$/.exec(file || '');
  return m ? { module: m[1], path: m[2] } : null;
}

// How a file is named in the problems list and the status line.
const fileLabel = (file) => {
  const b = bundledFile(file);
  return b ? `${b.path} (bundled module ${b.module})` : file;
};

// A button's way to a place: in a file of the project, the file shown and the cursor put there;
// in a bundled module's file (read-only, not in the project), that module's page.
const jumpInFile = (file) => (line, column) => {
  const b = bundledFile(file);
  if (b) {
    shownModule = b.module;   // selectTab then leaves the module list alone
    selectTab('modules', true);
    openModule(b.module);
    return;
  }
  if (fileText(file) === null) return;
  openFile(file);
  jumpTo(editor, line, column);
};

async function showResult({ seq, source, options, result, wall }) {
  clearStale();
  const warnings = mergedWarnings(result.warnings);
  showMarks();
  ui.problems.replaceChildren();
  const inFile = (item) => (fileOf(item) === MAIN ? null : fileLabel(fileOf(item)));
  for (const w of warnings) {
    ui.problems.append(problemItem('warning', w.count > 1 ? `${w.message} (${w.count} times)` : w.message, w.line, w.column,
      jumpInFile(fileOf(w)), null, false, inFile(w)));
  }
  // an error's place: in site.pp, "end of input" is the end of its code
  const errorFile = fileOf(result.error);
  const errorDoc = errorFile === active ? editor.state.doc : Text.of((fileText(errorFile) ?? '').split('\n'));
  const place = result.ok ? null : errorPlace(errorDoc, result.error);
  if (!result.ok && result.error) {
    const action = stoppedByTime(result) ? { label: 'Change the time limit', run: showTimeLimit } : null;
    ui.problems.append(problemItem('error', result.error.message, place?.line, place?.column, jumpInFile(errorFile), action, place?.atEnd,
      inFile(result.error)));
  }
  renderLog(ui.log, result.output || []);
  ui.valueType.textContent = result.ok ? (result.type ?? '') : '';
  ui.valueType.parentElement.hidden = !(result.ok && result.type);
  const { parse_ms: parseMs = 0, eval_ms: evalMs = 0, steps = 0 } = result.stats || {};
  // a run the client stopped has no engine figures (they read 0)
  ui.timing.textContent = stoppedByTime(result) ? `stopped after ${wall.toFixed(0)} ms`
    : `${wall.toFixed(0)} ms (parse ${parseMs.toFixed(1)}, eval ${evalMs.toFixed(1)} ms, ${steps} steps)`;
  // The status is the page's live region: an error's location is said there too.
  const where = place ? `${errorFile === MAIN ? '' : ` in ${fileLabel(errorFile)}`} at ${locationText(place.line, place.column, place.atEnd)}` : '';
  if (result.ok) setStatus(warnings.length ? `Done, ${warnings.length} warning${warnings.length > 1 ? 's' : ''}` : 'Done', 'ok');
  else if (result.error?.kind === 'limit') setStatus(`${result.error.message}${where}`, 'error');
  else setStatus(`${result.error?.kind === 'syntax' ? 'Syntax error' : 'Error'}${where}`, 'error');
  document.body.dataset.state = result.ok ? 'ok' : 'error';
  document.body.dataset.shownRun = String(seq);   // lets tests wait for a given run
  // since navigation (performance.now's origin): tests/browser/measure-first-visit.mjs reads it
  window.puppetFirstResultMs ??= performance.now();
  renderCatalog($('catalog'), result, (line) => jumpInFile(MAIN)(line, 1), explainLookup);
  if (active === MAIN) setExpressionTypes(editor, source, result.expression_types);
  renderLookups(source, options, result);
  await showValue(seq, source, options, result);
  if (isTabShown('types')) await showTypes();
}

// ---------------------------------------------------------------------------------------------
// Bundled modules (lib/modules.js, lib/modulepanel.js): the list is fetched when the panel first
// shows; opening a module loads it (and what it needs) into the worker and outlines its manifests.

let shownModule = null;   // the module whose page is on show in the Modules panel, or null

async function showModules() {
  shownModule = null;
  const container = $('modules');
  try {
    const { renderModuleList } = await modulePanel();
    renderModuleList(container, await loadManifest(MODULES_BASE), (name) => openModule(name));
  } catch (err) {
    container.textContent = `The bundled modules could not be read: ${err.message}`;
  }
}

async function openModule(name) {
  const container = $('modules');
  const manifest = await loadManifest(MODULES_BASE);
  const module = manifest.modules.find((m) => m.name === name);
  if (!module) return;
  const { renderModule } = await modulePanel();
  shownModule = name;
  const actions = { back: () => { showModules(); container.querySelector(`[data-module="${name}"]`)?.focus(); }, copy: () => copyModule(name) };
  renderModule(container, module, null, actions);
  container.querySelector('.module-title')?.setAttribute('tabindex', '-1');
  container.querySelector('.module-title')?.focus();
  const client = await getClient(import.meta.url);
  try {
    const files = await bundleFiles(MODULES_BASE, name);
    loadModules(client, MODULES_BASE, withDependencies(manifest, name)).catch(() => {});   // ready for a run
    const manifests = Object.fromEntries(Object.entries(files).filter(([p]) => /^[^/]+\/(manifests|functions|types)\/.+\.pp$/.test(p)));
    const answer = await client.outline(manifests);
    if (shownModule !== name) return;
    if (!answer.ok) throw new Error(answer.error?.message || String(answer.error));
    renderModule(container, module, answer.files, actions);
  } catch (err) {
    if (shownModule === name) container.querySelector('.module-definitions').textContent = `Could not read its manifests: ${err.message}`;
  }
}

// The module's files become the project's modules/<name>/ (its Ruby functions and types as
// stubs: the engine has them in C), shadowing the bundle as the module path would.
async function copyModule(name) {
  const files = await bundleFiles(MODULES_BASE, name);
  const project = projectFiles();
  const copied = {};
  for (const [path, text] of Object.entries(files)) {
    const target = `modules/${path}`;
    const c = checkPath(target);
    if (c.ok && c.path === target) copied[target] = /\.rb$/.test(path) && text === '' ? RUBY_STUB : text;
  }
  const replaced = Object.keys(copied).filter((p) => p in project);
  if (replaced.length && !window.confirm(`Your project has ${replaced.length} of ${name}'s files already: replace them with the bundled ones?`)) return;
  const count = Object.keys({ ...project, ...copied }).length;
  if (count > MAX_FILES) {
    setStatus(`A project holds at most ${MAX_FILES} files: ${name} has ${Object.keys(copied).length}`, 'error');
    return;
  }
  const init = `modules/${name}/manifests/init.pp`;
  setProject({ ...project, ...copied }, true, copied[init] !== undefined ? init : active);
  projectEdited();
  setStatus(`Copied ${name} into the project (${Object.keys(copied).length} files under modules/${name}/): it now comes before the bundled one`, 'ok');
}

async function showAbout() {
  const dialog = $('about-dialog');
  $('about-version').textContent = ui.version.textContent;
  dialog.showModal();
  try {
    const { renderAbout } = await modulePanel();
    renderAbout($('about-modules'), await loadManifest(MODULES_BASE));
  } catch (err) {
    $('about-modules').textContent = `The bundled modules could not be read: ${err.message}`;
  }
}

// ---------------------------------------------------------------------------------------------
// Hiera lookups: the keys of the run on show (lib/lookups.js), each explained on demand by the
// engine (explain_lookup), with the run's own code, files, facts and settings.

function renderLookups(source, options, result) {
  const list = $('lookup-list');
  list.replaceChildren();
  const lookups = result.ok || result.catalog ? runLookups({ [MAIN]: source, ...(options.files || {}) }, result.catalog) : [];
  $('lookups').hidden = lookups.length === 0 && !options.files;
  for (const { key, from } of lookups) {
    const button = document.createElement('button');
    button.type = 'button';
    button.className = 'lookup-key';
    button.textContent = key;
    button.setAttribute('aria-label', `Explain the lookup of ${key}`);
    button.addEventListener('click', () => explainLookup(key));
    const where = document.createElement('span');
    where.className = 'muted small';
    where.textContent = ` ${from.startsWith('class ') ? `parameter of ${from}` : `in ${from}`}`;
    const li = document.createElement('li');
    li.append(button, where);
    list.append(li);
  }
}

let explainSeq = 0;

// Shows the explanation of a key's lookup in the lookup dialog, as the run on show would look it up.
// The explanation of a key's lookup after the run on show (its code, files, facts and
// settings), as text; null when nothing has run yet. channel: the client's channel (a newer
// request on it supersedes an older one).
async function lookupExplanation(key, channel = 'explain-hover') {
  if (!last) return null;
  const options = { ...last.options, value: false, catalog: false, explain_lookup: key };
  try {
    const client = await getClient(import.meta.url);
    const r = await client.evaluate(last.source, options, { channel });
    if (r.error?.kind === 'cancelled') return null;
    if (r.lookup_explanation) return r.lookup_explanation.text;
    return r.ok ? 'No explanation: the engine gave none.' : `No explanation: the program failed (${r.error?.message ?? 'unknown error'}).`;
  } catch (err) {
    return `No explanation: ${err.message}`;
  }
}

async function explainLookup(key) {
  if (!last) return;
  const seq = ++explainSeq;
  const dialog = $('lookup-dialog');
  $('lookup-title').textContent = `Lookup of ${key}`;
  $('lookup-text').textContent = 'Explaining…';
  if (!dialog.open) dialog.showModal();
  const text = await lookupExplanation(key, 'explain');
  if (seq === explainSeq && text !== null) $('lookup-text').textContent = text;
}

$('lookup-close').addEventListener('click', () => $('lookup-dialog').close());
$('explain-form').addEventListener('submit', (event) => {
  event.preventDefault();
  const key = cleanKey($('explain-key').value);
  if (key) explainLookup(key);
});

async function showValue(seq, source, options, result) {
  ui.value.classList.remove('muted');
  if (!result.ok) {
    ui.value.textContent = '(no value: the run failed)';
    ui.value.classList.add('muted');
    return;
  }
  const format = ui.format.value === 'custom' ? ui.customFormat.value : ui.format.value;
  const client = await getClient(import.meta.url);
  const answer = await formatValue(client, source, result, format, options);
  if (seq !== shownSeq) return;
  if (answer.ok) ui.value.textContent = answer.text;
  else {
    ui.value.textContent = answer.message;
    ui.value.classList.add('muted');
  }
}

async function showTypes() {
  if (!last) return;
  const seq = ++typeSeq;
  const client = await getClient(import.meta.url);
  const { source, options, result } = last;
  const info = await typeInfo(client, source, result, options, ui.against.value.trim());
  if (seq !== typeSeq) return;
  renderTypes(ui.types, info);
  renderAgainst(ui.againstResult, info.ok ? info.against : null);
  if (!info.ok && ui.against.value.trim()) renderAgainst(ui.againstResult, null);
}

// ---------------------------------------------------------------------------------------------
// Tabs

const TABS = ['output', 'types', 'catalog', 'node', 'modules', 'settings'];

function isTabShown(name) {
  return !$(`panel-${name}`).hidden;
}

function selectTab(name, focus = false) {
  for (const t of TABS) {
    const tab = $(`tab-${t}`);
    const on = t === name;
    tab.setAttribute('aria-selected', String(on));
    tab.tabIndex = on ? 0 : -1;
    $(`panel-${t}`).hidden = !on;
    if (on && focus) tab.focus();
  }
  if (name === 'types') showTypes();
  if (name === 'node') showPresetFacts();
  if (name === 'modules' && !shownModule) showModules();
}

for (const t of TABS) {
  const tab = $(`tab-${t}`);
  tab.addEventListener('click', () => selectTab(t));
  tab.addEventListener('keydown', (event) => {
    const i = TABS.indexOf(t);
    let next = null;
    if (event.key === 'ArrowRight') next = TABS[(i + 1) % TABS.length];
    else if (event.key === 'ArrowLeft') next = TABS[(i + TABS.length - 1) % TABS.length];
    else if (event.key === 'Home') next = TABS[0];
    else if (event.key === 'End') next = TABS[TABS.length - 1];
    if (next) {
      event.preventDefault();
      selectTab(next, true);
    }
  });
}

// ---------------------------------------------------------------------------------------------
// Sharing, persistence, examples

function banner(text, action = null) {
  ui.bannerText.textContent = text;
  ui.bannerAction.hidden = !action;
  if (action) {
    ui.bannerAction.textContent = action.label;
    ui.bannerAction.onclick = () => { action.run(); hideBanner(); };
  }
  ui.banner.hidden = false;
}

function hideBanner() {
  ui.banner.hidden = true;
}

async function shareLink() {
  if ($('format-on-share').checked) await formatCode();
  const s = settings();
  let fragment;
  try {
    fragment = await encodeState({ v: 2, engine: engineVersion, files: projectFiles(), settings: s });
  } catch (err) {
    setStatus(`Not shared: ${err.message}.`, 'error');
    return null;
  }
  const url = `${location.href.replace(/#.*$/, '')}#${fragment}`;
  history.replaceState(null, '', `#${fragment}`);
  let copied = false;
  try {
    await navigator.clipboard.writeText(url);
    copied = true;
  } catch { /* no clipboard permission: the address bar has the link */ }
  const size = url.length > LINK_WARN_CHARS
    ? ` It is ${url.length} characters long: some chat and mail programs cut links past about ${LINK_WARN_CHARS}.`
    : '';
  setStatus(copied ? `Link copied.${size}` : `The link is in the address bar.${size}`, size ? 'warn' : 'ok');
  toast(copied ? 'Link copied ✓' : 'Link in the address bar');
  return url;
}

// A short note under the Share button (the status bar, far away, says it in full).
let toastTimer = 0;
function toast(text) {
  const note = $('share-note');
  note.textContent = text;
  note.hidden = false;
  clearTimeout(toastTimer);
  toastTimer = setTimeout(() => { note.hidden = true; }, 2500);
}

let draftState = { running: false, timedOut: false };
let saveTimer = 0;

// Saves the settings, and the project when it is the user's draft or there is no draft to keep
// (a link's project, unedited, leaves a stored draft's files as they were). The draft:
// { files: {path: text}, active, running, timedOut, settings }.
function saveDraft() {
  clearTimeout(saveTimer);
  saveTimer = setTimeout(() => {
    const stored = draftOwned ? null : loadDraft();
    const draft = stored || { files: projectFiles(), active, ...draftState };
    try {
      localStorage.setItem(DRAFT_KEY, JSON.stringify({ ...draft, settings: settings() }));
    } catch { /* storage full or off: nothing to save to */ }
  }, 300);
}

function markDraft(change) {
  Object.assign(draftState, change);
  if (draftOwned) saveDraft();
}

// The stored draft, its files checked as a link's are; a draft of a single `code` (saved before
// projects) is a project of site.pp alone. null when there is none or it cannot be read.
function loadDraft() {
  try {
    const d = JSON.parse(localStorage.getItem(DRAFT_KEY) || 'null');
    if (!d || typeof d !== 'object') return null;
    const project = typeof d.code === 'string' ? { [MAIN]: d.code } : d.files;
    if (!project || typeof project !== 'object' || typeof project[MAIN] !== 'string') return null;
    const checked = {};
    for (const [path, text] of Object.entries(project)) {
      const c = checkPath(path);
      if (c.ok && c.path === path && typeof text === 'string') checked[path] = text;
    }
    const { code: _old, ...rest } = d;
    return { ...rest, files: checked, active: typeof d.active === 'string' && checked[d.active] !== undefined ? d.active : MAIN };
  } catch {
    return null;
  }
}

// The file on show, as a file named as in the project (site.pp for a snippet).
function downloadCode() {
  download(active.slice(active.lastIndexOf('/') + 1), fileText(active));
}

// The whole log of the run on show, as the page shows it (the page draws LOG_MAX_LINES).
function downloadLog() {
  const lines = (last?.result.output || []).map((o) => `${o.level}: ${o.message.replace(/\n$/, '')}`);
  if (last && !last.result.ok && last.result.error) lines.push(`Error: ${last.result.error.message}`);
  download('playground.log', lines.length ? `${lines.join('\n')}\n` : '');
}

function download(name, text) {
  const blob = new Blob([text], { type: 'text/plain' });
  const a = document.createElement('a');
  a.href = URL.createObjectURL(blob);
  a.download = name;
  document.body.append(a);
  a.click();
  a.remove();
  setTimeout(() => URL.revokeObjectURL(a.href), 1000);
}

async function copyMarkdown() {
  const lines = [];
  if (last) {
    for (const o of last.result.output || []) lines.push(`${o.level}: ${o.message}`);
    if (!last.result.ok && last.result.error) lines.push(`Error: ${last.result.error.message}`);
    else if (last.result.value != null) lines.push(`# => ${last.result.value}`);
  }
  const md = `\`\`\`puppet\n${code().replace(/\n$/, '')}\n\`\`\`\n\n\`\`\`\n${lines.join('\n')}\n\`\`\`\n`;
  try {
    await navigator.clipboard.writeText(md);
    setStatus('Markdown copied', 'ok');
  } catch {
    setStatus('The clipboard is not available here', 'warn');
  }
}

function fillExamples() {
  let group = null;
  for (const ex of EXAMPLES) {
    if (!group || group.label !== ex.section) {
      group = document.createElement('optgroup');
      group.label = ex.section;
      ui.examples.append(group);
    }
    const o = document.createElement('option');
    o.value = ex.id;
    o.textContent = ex.title;
    group.append(o);
  }
}

// The picker keeps showing the example until the code is edited.
function openExample(id) {
  const ex = exampleById(id);
  if (!ex) return false;
  if (ex.files) setProject({ [MAIN]: ex.code, ...ex.files }, false);
  else setCode(ex.code, false);
  ui.examples.value = id;
  history.replaceState(null, '', `#example/${id}`);
  return true;
}

// A draft whose last run did not finish (stopped, or at the time limit) is not run again.
const unfinished = (draft) => !!(draft && (draft.timedOut || draft.running));
const UNFINISHED_NOTE = 'The last run of this code did not finish: press Run to try it again';

const sameProject = (a, b) => JSON.stringify(sortPaths(Object.keys(a)).map((p) => [p, a[p]])) ===
  JSON.stringify(sortPaths(Object.keys(b)).map((p) => [p, b[p]]));

// Opening a link or an example keeps the stored draft: this offers it back.
function offerDraft(draft, shown) {
  if (!draft || (Object.keys(draft.files).length === 1 && !draft.files[MAIN].trim()) || sameProject(draft.files, shown)) return;
  banner(`You opened ${isSharedFragment(location.hash) ? 'a shared link' : 'an example'}; your own draft is kept.`, {
    label: 'Restore my draft',
    run: () => {
      setProject(draft.files, true, draft.active);
      ui.examples.value = '';
      history.replaceState(null, '', location.pathname);
      if (unfinished(draft)) {
        draftState = { running: false, timedOut: true };
        setStatus(UNFINISHED_NOTE, 'warn');
      } else if (ui.auto.checked) schedule();
      else markStale('edited');
    },
  });
}

// What the page starts with: a shared link, a named example, the saved draft, or the welcome.
// Resolves to { run, note }: whether that code may run at once, and else what the status says.
// Restoring code schedules no run by itself (only the user's edits do).
async function restore() {
  const hash = location.hash;
  const draft = loadDraft();
  if (draft) applySettings(draft.settings);
  if (isSharedFragment(hash)) {
    try {
      const state = await decodeState(hash);
      applySettings(state.settings);
      setProject(state.files, false);
      offerDraft(draft, state.files);
      return { run: true };
    } catch (err) {
      banner(`This link could not be opened: ${err.message}. ${draft ? 'Your draft is shown instead.' : ''}`);
      if (draft) setProject(draft.files, true, draft.active);
      else setCode(EXAMPLES[0].code, false);
      if (!unfinished(draft)) return { run: true };
      draftState = { running: false, timedOut: true };
      return { run: false, note: UNFINISHED_NOTE };
    }
  }
  const m = /^#example\/([\w-]+)$/.exec(hash);
  if (m) {
    if (openExample(m[1])) {
      offerDraft(draft, projectFiles());
      return { run: true };
    }
    banner(`There is no example "${m[1]}".`);
  }
  if (draft) {
    setProject(draft.files, true, draft.active);
    if (unfinished(draft)) {
      draftState = { running: false, timedOut: true };
      return { run: false, note: UNFINISHED_NOTE };
    }
    return { run: true };
  }
  setCode(EXAMPLES[0].code, false);
  return { run: true };
}

// ---------------------------------------------------------------------------------------------
// Theme, help, keyboard

function applyTheme(theme) {
  if (theme === 'light' || theme === 'dark') document.documentElement.dataset.theme = theme;
  else delete document.documentElement.dataset.theme;
  const label = { light: 'light', dark: 'dark' }[theme] || 'follows the system';
  $('theme').setAttribute('aria-label', `Theme: ${label} (click to change)`);
  $('theme').textContent = theme === 'light' ? '☀' : theme === 'dark' ? '☾' : '◐';
}

function cycleTheme() {
  const order = ['system', 'light', 'dark'];
  let current = 'system';
  try { current = localStorage.getItem(THEME_KEY) || 'system'; } catch { /* private mode */ }
  const next = order[(order.indexOf(current) + 1) % order.length];
  try { localStorage.setItem(THEME_KEY, next); } catch { /* private mode */ }
  applyTheme(next);
}

document.addEventListener('keydown', (event) => {
  const mod = event.ctrlKey || event.metaKey;
  if (mod && event.key === 'Enter') {
    event.preventDefault();
    run('key');
  } else if (mod && (event.key === 's' || event.key === 'S')) {
    event.preventDefault();
    shareLink();
  } else if (event.key === '?' && !event.target.closest('.cm-editor, input, textarea, select')) {
    event.preventDefault();
    $('help-dialog').showModal();
  }
}, true);

// ---------------------------------------------------------------------------------------------
// Wiring

// The ⋯ menu (a <details>) closes as menus do: on a choice, a click elsewhere, or Escape
// (which gives the focus back to its button).
const menu = document.querySelector('.menu');
menu.querySelector('.menu-items').addEventListener('click', () => { menu.open = false; });
document.addEventListener('click', (event) => {
  if (menu.open && !menu.contains(event.target)) menu.open = false;
});
menu.addEventListener('keydown', (event) => {
  if (event.key === 'Escape' && menu.open) {
    menu.open = false;
    menu.querySelector('summary').focus();
  }
});

ui.run.addEventListener('click', () => run('run'));
$('format-code').addEventListener('click', formatCode);
$('format-on-share').addEventListener('change', savePreferences);
$('lint').addEventListener('change', () => {
  savePreferences();
  lintNow();
});
ui.stop.addEventListener('click', stopRun);
ui.auto.addEventListener('change', () => { savePreferences(); if (ui.auto.checked) schedule(); });
ui.share.addEventListener('click', shareLink);
$('download').addEventListener('click', downloadCode);
$('new-file').addEventListener('click', addFile);
$('file-cancel').addEventListener('click', () => ui.fileDialog.close());
$('download-log').addEventListener('click', downloadLog);
$('copy-markdown').addEventListener('click', copyMarkdown);
$('theme').addEventListener('click', cycleTheme);
$('help').addEventListener('click', () => $('help-dialog').showModal());
$('help-close').addEventListener('click', () => $('help-dialog').close());
$('about').addEventListener('click', showAbout);
$('about-close').addEventListener('click', () => $('about-dialog').close());
$('banner-close').addEventListener('click', hideBanner);
document.querySelector('.skip').addEventListener('click', (event) => {
  event.preventDefault();
  editor.focus();
});
// The choice stays selected (so that arrow keys step through the examples, each shown at once).
ui.examples.addEventListener('change', () => {
  if (ui.examples.value && openExample(ui.examples.value)) run('example');
});
ui.format.addEventListener('change', () => {
  ui.customFormat.hidden = ui.format.value !== 'custom';
  saveDraft();
  if (last) showValue(last.seq, last.source, last.options, last.result);
});
ui.customFormat.addEventListener('input', () => {
  saveDraft();
  if (last) showValue(last.seq, last.source, last.options, last.result);
});
for (const input of [ui.strict, ui.logLevel, ui.strictVariables, ui.nodeName, ui.timeout, ui.facts]) {
  input.addEventListener('change', () => {
    // the field shows the value a run uses: a time limit out of its range, clamped
    if (input === ui.timeout) ui.timeout.value = String(clampTimeout(ui.timeout.value));
    saveDraft();
    if (ui.auto.checked) schedule();
    else markStale('edited');
  });
}
$('vim').addEventListener('change', async () => {
  savePreferences();
  await setVim(editor, $('vim').checked);
});
let againstTimer = 0;
ui.against.addEventListener('input', () => {
  clearTimeout(againstTimer);
  againstTimer = setTimeout(showTypes, DEBOUNCE_MS);
});
window.addEventListener('hashchange', async () => {
  const { run: go, note } = await restore();
  if (go) run('link');
  else if (note) setStatus(note, 'warn');
});

async function start() {
  try { applyTheme(localStorage.getItem(THEME_KEY) || 'system'); } catch { applyTheme('system'); }
  fillExamples();
  showFactsState();
  loadPreferences(loadDraft());
  const restored = await restore();
  await yieldToTasks();
  // the bundled modules the opened code names (a link's `include ntp`) download beside the
  // engine, rather than after a first run has failed for want of them
  if (restored.run) prefetchModules(MODULES_BASE, modulesNamedIn(Object.values(projectFiles()), paths()));
  const version = await engineLoading;
  if (!version || !version.engine) {
    // the client's message already starts with "The engine could not be loaded"
    const why = version?.error?.message || 'unknown error';
    const text = /^The engine could not be loaded/.test(why) ? why : `The engine could not be loaded: ${why}`;
    setStatus(text, 'error');
    banner(text, { label: 'Try again', run: () => location.reload() });
    return;
  }
  engineVersion = version.engine;
  ui.version.textContent = `engine ${version.engine} · Puppet ${version.puppet}`;
  ready = true;
  ui.run.disabled = false;
  document.body.dataset.ready = 'true';
  if (restored.run) run('load');
  else setStatus(restored.note || 'Ready', restored.note ? 'warn' : 'ok');
}

start();
