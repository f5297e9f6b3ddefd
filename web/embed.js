// embed.js: live Puppet examples in any page (docs/embed.md is the authors' guide). Include it
// as a module, and mark code blocks:
//
//   <script type="module" src="https://…/embed.js"></script>
//   <pre class="puppet-play" data-expect="Notice: 2">notice(1 + 1)</pre>
//   <div class="puppet-play">                      a project: several files, site.pp runs
//     <pre data-file="site.pp">include motd</pre>
//     <pre data-file="modules/motd/manifests/init.pp">class motd { … }</pre>
//   </div>
//
// Each block becomes a small editor with Run, Type and "Open in playground" (a project gets a
// tab per file). Options are data- attributes (lib/embedoptions.js): data-expect (the output
// lines a run must give, marked data-check="pass"/"fail"), data-readonly, data-facts (a JSON
// object, or a preset fact set's name), data-node, data-strict, data-strict-variables, data-log-level, data-show (log,
// value, type, catalog), data-height, data-time-limit. Lines starting with `#~` before and
// after the shown code run but are not shown (a hidden setup). The blocks of a page share one
// engine worker, loaded on the first Run (nothing is fetched before); a block run while
// another still runs gets a worker of its own (lib/engine.js acquireClient), so a runaway
// example holds only itself, and every run is the engine's own, sharing nothing with another
// block's. A block using a bundled module (`include ntp`, stdlib's functions) loads it into its
// worker on first use (lib/modules.js), as the playground does. Results go into the page as text only. Tab moves through the page, never indents:
// a block is never a keyboard trap. While a block runs, Stop ends its run at once.
import { createEditor, editorState, showDiagnostics, errorPlace, jumpTo, setLanguage, closeTooltips } from './lib/editor.js';
import { acquireClient } from './lib/engine.js';
import { FACT_SETS } from './lib/factsets.js';
import { modulesFor, loadModules } from './lib/modules.js';
import { encodeState } from './lib/share.js';
import { readOptions, readProject, splitHidden, fullProgram, shownResult } from './lib/embedoptions.js';
import { languageFor, kindOf, languageReady, loadLanguages } from './lib/languages.js';
import { userResources, show as paramText } from './lib/catalogpanel.js';

const BASE = import.meta.url;

function el(tag, attrs = {}, ...children) {
  const node = document.createElement(tag);
  for (const [k, v] of Object.entries(attrs)) {
    if (k === 'class') node.className = v;
    else if (k === 'text') node.textContent = v;
    else node.setAttribute(k, v);
  }
  node.append(...children);
  return node;
}

function ensureStyles() {
  const href = new URL('./embed.css', BASE).href;
  if ([...document.styleSheets].some((s) => s.href === href) || document.querySelector(`link[href="${href}"]`)) return;
  document.head.append(el('link', { rel: 'stylesheet', href }));
}

// The lines `puppet-eval` prints for a result: puppet.mjs's resultLines (stdout, then stderr).
async function outputLines(result) {
  const { resultLines } = await import(new URL('./puppet/puppet.mjs', BASE).href);
  const { stdout, stderr } = resultLines(result);
  return [...stdout, ...stderr];
}

// The catalog's resources, one a line with their parameters, as text.
function catalogList(result) {
  const list = el('ul', { class: 'pp-catalog', 'aria-label': 'Catalog' });
  const resources = userResources(result.catalog);
  for (const r of resources) {
    const params = Object.entries(r.parameters || {}).map(([k, v]) => `${k} => ${paramText(k, v)}`);
    list.append(el('li', {}, el('span', { class: 'pp-resource', text: `${r.type}[${r.title}]` }),
      params.length ? ` ${params.join(', ')}` : ''));
  }
  if (!resources.length) list.append(el('li', { class: 'pp-stopped', text: 'No resources.' }));
  return list;
}

let counter = 0;
let engineLoaded = false;   // the first run of a page's blocks loads the engine (seconds)

function upgrade(source) {
  if (source.dataset.puppetPlay === 'ready') return null;
  source.dataset.puppetPlay = 'ready';
  const options = readOptions(source, FACT_SETS.map((f) => f.name));
  const project = readProject(source);
  if (project) options.problems.push(...project.problems);
  // one-file blocks: the element's text; projects: their files, the main manifest first shown
  const files = project ? project.files : [{ path: 'site.pp', text: source.textContent.replace(/^\n/, '').replace(/\s+$/, '') }];
  const main = project ? project.main : 'site.pp';
  // the main manifest's hidden setup (#~ lines before and after its shown code)
  const hidden = splitHidden((files.find((f) => f.path === main) || { text: '' }).text);
  const shownText = (f) => (f.path === main ? hidden.code : f.text);

  const id = `puppet-play-${++counter}`;
  const box = el('div', { class: 'pp-embed', id, role: 'group', 'aria-label': 'Live Puppet example' });
  if (options.expect !== undefined) box.dataset.expect = options.expect;
  if (project) box.dataset.project = '';
  const editorHost = el('div', { class: 'pp-editor' });
  if (options.height) {
    editorHost.classList.add('pp-fixed-height');
    editorHost.style.height = options.height;   // CSSOM, which a strict CSP allows
  }
  const run = el('button', { type: 'button', class: 'pp-run', text: 'Run' });
  const type = el('button', { type: 'button', class: 'pp-type', text: 'Type' });
  const stop = el('button', { type: 'button', class: 'pp-stop', text: 'Stop', hidden: '' });
  const open = el('a', { class: 'pp-open', href: new URL('./index.html', BASE).href, target: '_blank', rel: 'noopener', text: 'Open in playground ↗' });
  const status = el('span', { class: 'pp-status', role: 'status' });
  const out = el('div', { class: 'pp-output', 'aria-live': 'polite', 'aria-label': 'Result', hidden: '' });
  const bar = el('div', { class: 'pp-bar' }, run, type, stop);
  if (!project) bar.append(open);
  if (options.readOnly) {
    box.dataset.readonly = '';
    bar.append(el('span', { class: 'pp-tag', text: 'read-only' }));
  }
  if (hidden.prelude.length || hidden.postlude.length) {
    const count = hidden.prelude.length + hidden.postlude.length;
    bar.append(el('span', { class: 'pp-tag', title: 'Lines of setup that run but are not shown', text: `+${count} hidden line${count > 1 ? 's' : ''}` }));
  }
  bar.append(status);

  // a project's files as tabs over one editor (each file keeps its own state: text, undo, selection)
  const editorOptions = (path) => ({
    lineNumbersOn: false, readOnly: options.readOnly, tabIndents: false, language: languageFor(path),
    label: `${project ? `${path}: ` : ''}Puppet example${options.readOnly ? ' (read-only)' : ' (editable)'}`,
  });
  const states = new Map();
  let current = main || files[0]?.path;
  let tabs = null;
  if (project) {
    tabs = el('div', { class: 'pp-files', role: 'tablist', 'aria-label': 'Files of the example' });
    for (const f of files) {
      const tab = el('button', {
        type: 'button', role: 'tab', class: 'pp-file', 'aria-selected': String(f.path === current),
        tabindex: f.path === current ? '0' : '-1', title: `${f.path} (${kindOf(f.path)})`, text: f.path,
      });
      tab.dataset.path = f.path;
      tab.addEventListener('click', () => showFile(f.path));
      tab.addEventListener('keydown', (event) => {
        const i = files.indexOf(f);
        const next = { ArrowRight: files[(i + 1) % files.length], ArrowLeft: files[(i + files.length - 1) % files.length] }[event.key];
        if (next) {
          event.preventDefault();
          showFile(next.path);
          tabs.querySelector(`[data-path="${CSS.escape(next.path)}"]`).focus();
        }
      });
      tabs.append(tab);
    }
  }
  const notes = options.problems.length
    ? el('p', { class: 'pp-note', role: 'note', text: `This example's markup: ${options.problems.join('; ')}.` }) : null;
  box.append(...[tabs, editorHost, bar, notes, out].filter(Boolean));
  source.replaceWith(box);
  const first = files.find((f) => f.path === current);
  const view = createEditor(editorHost, first ? shownText(first) : '', editorOptions(current || 'site.pp'));
  if (first) states.set(current, view.state);
  // the modes of YAML, JSON and templates come in a chunk of their own: the file on show when
  // they arrive gets its mode then (the others are made with it when first shown)
  if (files.some((f) => !languageReady(f.path))) {
    loadLanguages().then(() => setLanguage(view, languageFor(current))).catch(() => {});
  }

  function textOf(path) {
    if (path === current) return view.state.doc.toString();
    if (states.has(path)) return states.get(path).doc.toString();
    const f = files.find((x) => x.path === path);
    return f ? shownText(f) : '';
  }

  function showFile(path) {
    if (path === current) return;
    closeTooltips(view);
    states.set(current, view.state);
    current = path;
    const f = files.find((x) => x.path === path);
    view.setState(states.get(path) || editorState(shownText(f), editorOptions(path)));
    for (const tab of tabs.querySelectorAll('[role=tab]')) {
      const on = tab.dataset.path === path;
      tab.setAttribute('aria-selected', String(on));
      tab.tabIndex = on ? 0 : -1;
    }
  }

  // The engine's options and files for a run of the block.
  function request() {
    const engineOptions = {
      value: true, catalog: options.show.has('catalog'), strict: options.strict, strict_variables: options.strictVariables,
      log_level: options.logLevel, limits: { time_ms: options.timeMs },
    };
    if (options.node) engineOptions.node_name = options.node;
    if (options.facts) engineOptions.facts = options.facts;
    if (options.factSet) engineOptions.fact_set = options.factSet;
    if (project) {
      engineOptions.files = {};
      for (const f of files) if (f.path !== main) engineOptions.files[f.path] = textOf(f.path);
    }
    const code = textOf(main);
    return { source: fullProgram(hidden, code), code, engineOptions };
  }

  let seq = 0;
  let serving = null;   // the client running this block's run (Stop goes to it)
  // A failure of the page's side (the engine's files unreachable) is shown in the block, whose
  // buttons work again: never a block stuck at "Running…".
  async function go(showType) {
    try {
      await runBlock(showType);
    } catch (err) {
      run.disabled = type.disabled = false;
      stop.hidden = true;
      status.textContent = 'Failed';
      out.hidden = false;
      out.replaceChildren(el('span', { class: 'pp-line pp-error', text: `The example could not run: ${err.message || err}\n` }));
    }
  }

  async function runBlock(showType) {
    const mine = ++seq;
    run.disabled = type.disabled = true;
    stop.hidden = false;
    status.textContent = engineLoaded ? 'Running…' : 'Loading the engine…';
    const { source: program, code, engineOptions } = request();
    // a client no other block's run holds: a runaway block holds only itself; the block's own
    // channel lets Stop supersede the run (answered at once)
    const { client, release } = await acquireClient(BASE);
    serving = client;
    let raw;
    try {
      raw = await client.evaluate(program, engineOptions, { channel: id });
      // a bundled module the block uses (`include ntp`): loaded into this worker once, run again
      for (let round = 0; round < 4 && !raw.ok && mine === seq; round++) {
        const wanted = await modulesFor(BASE, raw, files.map((f) => f.path), client).catch(() => []);
        if (!wanted.length) break;
        status.textContent = `Loading ${wanted.join(', ')}…`;
        await loadModules(client, BASE, wanted);
        raw = await client.evaluate(program, engineOptions, { channel: id });
      }
    } finally {
      release();
      if (serving === client) serving = null;
    }
    engineLoaded = engineLoaded || !/^The engine could not be loaded/.test(raw.error?.message || '');
    if (mine !== seq) return;
    const stopFocused = document.activeElement === stop;
    run.disabled = type.disabled = false;
    stop.hidden = true;
    if (stopFocused) run.focus();   // the focus stays in the block when Stop goes away
    if (raw.error?.kind === 'cancelled') {
      status.textContent = 'Stopped';
      out.hidden = false;
      out.replaceChildren(el('span', { class: 'pp-line pp-stopped', text: 'Stopped before it finished.\n' }));
      return;
    }
    const result = shownResult(raw, hidden, code, main);
    // the error's place is underlined in the example itself (in its file, for a project)
    const errorFile = result.error?.file || main;
    if (project && !result.ok && result.error?.line && files.some((f) => f.path === errorFile)) showFile(errorFile);
    showDiagnostics(view, current === errorFile ? result : { ...result, ok: true, error: null, warnings: [] });
    status.textContent = result.ok ? '' : (result.error?.kind === 'limit' ? 'Stopped' : 'Failed');
    const lines = await outputLines(result);
    out.hidden = false;
    out.replaceChildren();
    for (const line of lines) {
      const isLog = /^(Notice|Info|Debug|Warning|Alert|Critical|Emergency|Err|Error):/.test(line);
      // an error is always shown; the log lines when the block shows its log
      if (!options.show.has('log') && isLog && !/^Error:/.test(line)) continue;
      out.append(el('span', { class: `pp-line pp-${line.slice(0, line.indexOf(':')).toLowerCase()}`, text: line + '\n' }));
    }
    const place = result.ok || current !== errorFile ? null : errorPlace(view.state.doc, result.error);
    if (place) {
      // as on the playground page: the error's location is a button that moves the cursor there
      const { line, column, atEnd } = place;
      const where = atEnd ? 'the end of the code' : column ? `line ${line}, column ${column}` : `line ${line}`;
      const jump = el('button', { type: 'button', class: 'pp-jump', text: `Go to ${where}` });
      jump.addEventListener('click', () => jumpTo(view, line, atEnd ? column + 1 : column));
      out.append(jump);
    }
    if (result.ok) {
      const wantValue = showType || options.show.has('value') || (options.show.has('log') && lines.length === 0);
      const wantType = showType || options.show.has('type');
      const value = result.value ?? 'undef';
      if (wantValue && wantType) out.append(el('span', { class: 'pp-value', text: `⇒ ${value}  :: ${result.type ?? '?'}\n` }));
      else if (wantValue) out.append(el('span', { class: 'pp-value', text: `⇒ ${value}\n` }));
      else if (wantType) out.append(el('span', { class: 'pp-value', text: `:: ${result.type ?? '?'}\n` }));
      if (options.show.has('catalog')) out.append(catalogList(result));
    }
    if (box.dataset.expect !== undefined) {
      const pass = lines.join('\n') === box.dataset.expect;
      box.dataset.check = pass ? 'pass' : 'fail';
      status.textContent = pass ? '✓ as expected' : `✗ expected: ${box.dataset.expect}`;
    }
  }
  run.addEventListener('click', () => go(false));
  // an empty run on the block's channel supersedes the one going on
  stop.addEventListener('click', () => { if (serving) serving.evaluate('', {}, { channel: id }); });
  type.addEventListener('click', () => go(true));
  open.addEventListener('click', async (event) => {
    event.preventDefault();
    // the whole program, its hidden lines included, with the block's settings
    const { source: program } = request();
    const settings = { strict: options.strict, strict_variables: options.strictVariables, log_level: options.logLevel, timeout: options.timeMs };
    if (options.node) settings.node_name = options.node;
    if (options.facts) settings.facts = JSON.stringify(options.facts, null, 2);
    if (options.factSet) settings.fact_set = options.factSet;
    const fragment = await encodeState({ v: 1, code: program, settings });
    window.open(`${new URL('./index.html', BASE).href}#${fragment}`, '_blank', 'noopener');
  });
  editorHost.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      go(false);
    }
  });
  return box;
}

/** Turns every `.puppet-play` block under root into a live example; returns the new blocks. */
export function upgradeAll(root = document) {
  ensureStyles();
  // a project's own pre elements are its files, not blocks of their own
  return [...root.querySelectorAll('pre.puppet-play, div.puppet-play')].map(upgrade).filter(Boolean);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => upgradeAll());
else upgradeAll();
