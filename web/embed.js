// embed.js: live Puppet examples in any page. Include it as a module:
//
//   <script type="module" src="https://…/embed.js"></script>
//   <pre class="puppet-play">notice(1 + 1)</pre>
//   <pre class="puppet-play" data-expect="Notice: 2">notice(1 + 1)</pre>
//   <pre class="puppet-play" data-readonly>notice('shown, run, not edited')</pre>
//
// Each `pre.puppet-play` becomes a small editor with Run, Type and "Open in playground". The
// blocks of a page share one engine worker, loaded on the first Run (nothing is fetched before);
// a block run while another still runs gets a worker of its own (lib/engine.js acquireClient).
// Results go into the page as text only. With data-expect, a run also checks that the output
// lines (as `puppet-eval` prints them) equal the expectation, and marks the block with
// data-check="pass" or "fail" (for tests of documentation pages). With data-readonly the code
// can be run, selected and copied but not edited ("Open in playground" edits a copy). Tab moves
// through the page, never indents: a block is never a keyboard trap. While a block runs, Stop
// ends its run at once (a runaway example need not hold the shared engine until the limit).
import { createEditor, showDiagnostics, errorPlace, jumpTo } from './lib/editor.js';
import { acquireClient } from './lib/engine.js';
import { encodeState } from './lib/share.js';

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

let counter = 0;
let engineLoaded = false;   // the first run of a page's blocks loads the engine (seconds)

function upgrade(pre) {
  if (pre.dataset.puppetPlay === 'ready') return;
  pre.dataset.puppetPlay = 'ready';
  const source = pre.textContent.replace(/^\n/, '').replace(/\s+$/, '');
  const id = `puppet-play-${++counter}`;
  const box = el('div', { class: 'pp-embed', id, role: 'group', 'aria-label': 'Live Puppet example' });
  if (pre.dataset.expect !== undefined) box.dataset.expect = pre.dataset.expect;
  const editorHost = el('div', { class: 'pp-editor' });
  const run = el('button', { type: 'button', class: 'pp-run', text: 'Run' });
  const type = el('button', { type: 'button', class: 'pp-type', text: 'Type' });
  // shown while the block runs: a runaway example need not hold the page's engine until the limit
  const stop = el('button', { type: 'button', class: 'pp-stop', text: 'Stop', hidden: '' });
  const open = el('a', { class: 'pp-open', href: new URL('./index.html', BASE).href, target: '_blank', rel: 'noopener', text: 'Open in playground ↗' });
  const status = el('span', { class: 'pp-status', role: 'status' });
  const out = el('pre', { class: 'pp-output', 'aria-live': 'polite', 'aria-label': 'Result', hidden: '' });
  const readOnly = pre.dataset.readonly !== undefined && pre.dataset.readonly !== 'false';
  const bar = el('div', { class: 'pp-bar' }, run, type, stop, open);
  if (readOnly) {
    box.dataset.readonly = '';
    bar.append(el('span', { class: 'pp-tag', text: 'read-only' }));
  }
  bar.append(status);
  box.append(editorHost, bar, out);
  pre.replaceWith(box);
  const view = createEditor(editorHost, source, {
    lineNumbersOn: false, readOnly, tabIndents: false,
    label: readOnly ? 'Puppet example (read-only)' : 'Puppet example (editable)',
  });

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
    // a client no other block's run holds (engine.js acquireClient): a runaway block holds
    // only itself; the block's own channel lets Stop supersede the run (answered at once)
    const { client, release } = await acquireClient(BASE);
    serving = client;
    let result;
    try {
      result = await client.evaluate(view.state.doc.toString(), { value: true, limits: { time_ms: 5000 } }, { channel: id });
    } finally {
      release();
      if (serving === client) serving = null;
    }
    engineLoaded = engineLoaded || !/^The engine could not be loaded/.test(result.error?.message || '');
    if (mine !== seq) return;
    const stopFocused = document.activeElement === stop;
    run.disabled = type.disabled = false;
    stop.hidden = true;
    if (stopFocused) run.focus();   // the focus stays in the block when Stop goes away
    if (result.error?.kind === 'cancelled') {
      status.textContent = 'Stopped';
      out.hidden = false;
      out.replaceChildren(el('span', { class: 'pp-line pp-stopped', text: 'Stopped before it finished.\n' }));
      return;
    }
    showDiagnostics(view, result);   // the error's place is underlined in the example itself
    status.textContent = result.ok ? '' : (result.error?.kind === 'limit' ? 'Stopped' : 'Failed');
    const lines = await outputLines(result);
    out.hidden = false;
    out.replaceChildren();
    for (const line of lines) {
      const span = el('span', { class: `pp-line pp-${line.slice(0, line.indexOf(':')).toLowerCase()}`, text: line + '\n' });
      out.append(span);
    }
    const place = result.ok ? null : errorPlace(view.state.doc, result.error);
    if (place) {
      // as on the playground page: the error's location is a button that moves the cursor there
      const { line, column, atEnd } = place;
      const where = atEnd ? 'the end of the code' : column ? `line ${line}, column ${column}` : `line ${line}`;
      const jump = el('button', { type: 'button', class: 'pp-jump', text: `Go to ${where}` });
      jump.addEventListener('click', () => jumpTo(view, line, atEnd ? column + 1 : column));
      out.append(jump);
    }
    if (showType || lines.length === 0) {
      const text = result.ok ? `${result.value ?? 'undef'}  :: ${result.type ?? '?'}` : '';
      if (text) out.append(el('span', { class: 'pp-value', text: `⇒ ${text}\n` }));
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
    const fragment = await encodeState({ v: 1, code: view.state.doc.toString(), settings: {} });
    window.open(`${new URL('./index.html', BASE).href}#${fragment}`, '_blank', 'noopener');
  });
  view.contentDOM.addEventListener('keydown', (event) => {
    if (event.key === 'Enter' && (event.ctrlKey || event.metaKey)) {
      event.preventDefault();
      go(false);
    }
  });
  return box;
}

/** Turns every `pre.puppet-play` under root into a live example; returns the new blocks. */
export function upgradeAll(root = document) {
  ensureStyles();
  return [...root.querySelectorAll('pre.puppet-play')].map(upgrade);
}

if (document.readyState === 'loading') document.addEventListener('DOMContentLoaded', () => upgradeAll());
else upgradeAll();
