// harness.mjs: what the browser tests share: where the build is, how Chromium is started, the
// check counter, and the waits on the playground page (its runs are numbered in
// body[data-last-run] and body[data-shown-run], body[data-run-pending] says one is scheduled).
import { spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { deflateSync } from 'node:zlib';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
export const WEB = process.env.PUPPET_WEB || path.join(BUILD, 'web');
export const SHOTS = path.join(BUILD, 'browser-shots');
export const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
export const CHROMIUM_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

let passed = 0, failed = 0;

/** The counts so far: { passed, failed }. */
export function counts() {
  return { passed, failed };
}

// A detail is cut short: a failed navigation's message holds its whole URL, megabytes for the
// hostile links of page.mjs.
export function check(name, ok, detail = '') {
  if (ok) passed++; else failed++;
  const shown = detail.length > 2000 ? `${detail.slice(0, 2000)}… (${detail.length - 2000} more characters)` : detail;
  console.log(`${ok ? 'ok' : 'FAIL'} - ${name}${ok || !shown ? '' : `: ${shown}`}`);
}

// Console errors, page errors and CSP violations of a page, collected for the last check.
export function watch(page, problems, label) {
  page.on('console', (m) => { if (m.type() === 'error') problems.push(`${label} console: ${m.text()}`); });
  page.on('pageerror', (e) => problems.push(`${label} page error: ${e.message}`));
}

export async function shot(page, name) {
  await page.screenshot({ path: path.join(SHOTS, `${name}.png`) });
}

export async function waitReady(page) {
  await page.waitForFunction(() => document.body.dataset.ready === 'true', null, { timeout: 60000 });
}

// Replaces the editor's text by typing it (so the page sees real input events).
export async function typeCode(page, text) {
  await page.click('.cm-content');
  await page.keyboard.press('Control+A');
  await page.keyboard.press('Delete');
  await page.keyboard.insertText(text);
}

// Waits until the newest run started is on show (the page numbers its runs in
// body[data-last-run] and body[data-shown-run]), none is scheduled (body[data-run-pending]),
// and at least one run started after `since`; resolves to the log text.
export async function settled(page, timeout = 20000, since = null) {
  await page.waitForFunction((after) => {
    const { lastRun, shownRun, runPending } = document.body.dataset;
    return lastRun && lastRun === shownRun && !runPending && (after === null || Number(lastRun) > after) &&
      document.getElementById('status').dataset.kind !== 'busy';
  }, since, { timeout });
  return page.textContent('#log');
}

export async function resetStatus(page) {
  await page.evaluate(() => { document.getElementById('status').dataset.kind = ''; });
}

// Types code and waits for its own run (auto-run on); resolves to the log text.
export async function typeAndRun(page, text, timeout = 20000) {
  await resetStatus(page);
  const since = await lastRun(page);
  await typeCode(page, text);
  // once the editor holds the text, its run is scheduled (data-run-pending) or started: a loaded
  // machine may take longer than the debounce to get here
  await page.waitForFunction((t) => {
    const doc = [...document.querySelectorAll('.cm-content .cm-line')].map((l) => l.textContent).join('\n');
    return doc === t;
  }, text, { timeout: 5000 }).catch(() => {});
  return settled(page, timeout, since);
}

export function lastRun(page) {
  return page.evaluate(() => Number(document.body.dataset.lastRun || 0));
}

// A shared link as the page makes it: `#v1.` + base64url of the zlib-compressed JSON.
export const linkFragment = (json) => `#v1.${deflateSync(Buffer.from(json)).toString('base64url')}`;

// The groups of checks to run: all, or those named in $BROWSER_ONLY (comma-separated), so that
// one part of the page can be checked alone while it is worked on.
export function wanted(group) {
  const only = (process.env.BROWSER_ONLY || '').split(',').map((s) => s.trim()).filter(Boolean);
  return only.length === 0 || only.includes(group);
}

/** web/server.mjs serving dir in a process of its own (so that it shares no event loop with the
 *  script driving the browser); resolves to { child, origin }. */
export function serveInProcess(dir) {
  return new Promise((resolve, reject) => {
    const child = spawn(process.execPath, [path.join(ROOT, 'web/server.mjs'), dir, '0'], { stdio: ['ignore', 'pipe', 'inherit'] });
    let said = '';
    child.stdout.on('data', (chunk) => {
      said += chunk;
      const m = /at (http:\/\/[^/\s]+)\//.exec(said);
      if (m) resolve({ child, origin: m[1] });
    });
    child.on('exit', (code) => reject(new Error(`the server of ${dir} ended (${code})`)));
  });
}
