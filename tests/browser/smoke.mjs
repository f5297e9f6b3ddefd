// smoke.mjs: the browser smoke test. Serves build/web (web/server.mjs) on a free loopback port,
// drives Debian's Chromium headless through playwright-core, and checks that the page loads
// the engine in its worker under the page's Content-Security-Policy, runs code, shows errors,
// and survives a run that has to be stopped by the worker's hard timeout.
// Prints one line per check and ends with "browser: N passed, N failed".
import { existsSync, mkdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';
import { startServer } from '../../web/server.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const CHROMIUM_FLAGS = [
  '--no-sandbox', '--disable-gpu', '--disable-background-networking', '--disable-component-update',
  '--disable-sync', '--no-first-run', '--disable-quic',
];

let passed = 0, failed = 0;
function check(name, ok, detail = '') {
  if (ok) passed++; else failed++;
  console.log(`${ok ? 'ok' : 'FAIL'} - ${name}${ok || !detail ? '' : `: ${detail}`}`);
}

// Types code into the page, presses Run and resolves to the output text once the run ended.
async function runInPage(page, code, { parseOnly = false } = {}) {
  await page.fill('#code', code);
  await page.setChecked('#parse', parseOnly);
  await page.evaluate(() => { document.getElementById('status').textContent = ''; });
  await page.click('#run');
  await page.waitForFunction(() => /^(Done|Failed)/.test(document.getElementById('status').textContent),
    null, { timeout: 30000 });
  return page.textContent('#output');
}

async function main() {
  const webDir = path.join(BUILD, 'web');
  if (!existsSync(path.join(webDir, 'index.html'))) throw new Error(`${webDir} is not built: ./build.sh web`);
  const server = await startServer(webDir, 0);
  const url = `http://127.0.0.1:${server.address().port}/`;
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  const problems = [];
  try {
    const page = await browser.newPage();
    page.on('console', (m) => { if (m.type() === 'error') problems.push(`console: ${m.text()}`); });
    page.on('pageerror', (e) => problems.push(`page error: ${e.message}`));
    await page.goto(url);

    await page.waitForFunction(() => !document.getElementById('run').disabled, null, { timeout: 60000 })
      .catch(() => {});
    const version = await page.textContent('#version');
    check('the page loads the engine in its worker', /engine \d+\.\d+\.\d+/.test(version),
      `version "${version}", status "${await page.textContent('#status')}"`);

    let out = await runInPage(page, 'notice(1+1)');
    check('notice(1+1) prints "Notice: 2"', out === 'Notice: 2\n', JSON.stringify(out));

    out = await runInPage(page, 'notice(1))');   // the reference's line:
    check('a syntax error shows its Error: line',
      out === "Error: Could not parse for environment production: Syntax error at ')' (line: 1, column: 10)\n",
      JSON.stringify(out));

    out = await runInPage(page, '$a = [1, 2]', { parseOnly: true });
    check('parse only shows the AST', out.length > 0 && !out.startsWith('Error:'), JSON.stringify(out));

    // The hard timeout: a run longer than time_ms is stopped by terminating the worker, and the
    // next call gets a fresh one.
    const timeout = await page.evaluate(async () => {
      const { PuppetClient } = await import('./puppet/client.mjs');
      const client = new PuppetClient();
      const slow = await client.evaluate('Integer[1, 100000000].each |$i| { }', { limits: { time_ms: 200 } });
      const after = await client.evaluate('notice(3)');
      client.terminate();
      return { slow, after, workers: client.workersStarted };
    });
    check('a run past time_ms is stopped with a limit error',
      !timeout.slow.ok && timeout.slow.error.kind === 'limit' && /200 ms/.test(timeout.slow.error.message),
      JSON.stringify(timeout.slow.error));
    check('the next run gets a fresh worker',
      timeout.after.ok && timeout.after.output[0]?.message === '3' && timeout.workers === 2,
      JSON.stringify({ after: timeout.after, workers: timeout.workers }));

    mkdirSync(BUILD, { recursive: true });
    await page.screenshot({ path: path.join(BUILD, 'browser-smoke.png') });
    check('no console errors, page errors or CSP violations', problems.length === 0, problems.join('; '));
  } finally {
    await browser.close();
    server.close();
  }
}

main().catch((err) => {
  check('the browser test ran', false, err.message);
}).finally(() => {
  console.log(`browser: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
});
