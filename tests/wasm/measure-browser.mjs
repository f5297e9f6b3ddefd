// measure-browser.mjs: the figures of measure.mjs in headless Chromium (issue 5), printed as
// JSON: module load (createPuppet: fetch, compile, instantiate), the first evaluate, and the
// median of 1,000 evaluates of a small program, on the calling thread of a page.
//   node tests/wasm/measure-browser.mjs      (PUPPET_BUILD picks the build; CHROMIUM the browser)
// Not a test: the numbers depend on the machine and its load. Needs playwright-core (npm ci).
import { createReadStream, existsSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chromium } from 'playwright-core';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const dir = path.join(BUILD, 'wasm');
const CHROMIUM = process.env.CHROMIUM || '/usr/bin/chromium';
const TYPES = { '.mjs': 'text/javascript', '.js': 'text/javascript', '.wasm': 'application/wasm', '.html': 'text/html' };

const PAGE = `<!doctype html><meta charset="utf-8"><script type="module">
const SMALL = "$doubled = [1, 2, 3].map |$v| { $v * 2 }\\nnotice(\\"sum \${doubled.reduce |$a, $b| { $a + $b }}\\")";
const t0 = performance.now();
const { createPuppet } = await import('./puppet.mjs');
const puppet = await createPuppet();
const load = performance.now() - t0;
const t1 = performance.now();
const first = await puppet.evaluate(SMALL);
const firstMs = performance.now() - t1;
for (let i = 0; i < 100; i++) await puppet.evaluate(SMALL);
const times = [];
for (let i = 0; i < 1000; i++) { const s = performance.now(); await puppet.evaluate(SMALL); times.push(performance.now() - s); }
times.sort((a, b) => a - b);
window.figures = { load_ms: load, first_evaluate_ms: firstMs, ok: first.ok, output: first.output.map((o) => o.message),
  evaluate_ms: { median: times[500], p90: times[900] } };
</script>`;

const server = http.createServer((req, res) => {
  const name = decodeURIComponent(new URL(req.url, 'http://x').pathname).slice(1) || 'index.html';
  if (name === 'index.html') {
    res.writeHead(200, { 'content-type': 'text/html' });
    res.end(PAGE);
    return;
  }
  const file = path.join(dir, path.basename(name));
  if (!existsSync(file)) {
    res.writeHead(404);
    res.end();
    return;
  }
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] || 'application/octet-stream' });
  createReadStream(file).pipe(res);
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: ['--no-sandbox', '--disable-gpu'] });
try {
  const runs = [];
  for (let i = 0; i < 3; i++) {
    const page = await browser.newPage();
    await page.goto(`http://127.0.0.1:${server.address().port}/`);
    await page.waitForFunction(() => window.figures, null, { timeout: 300000 });
    runs.push(await page.evaluate(() => window.figures));
    await page.close();
  }
  const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
  console.log(JSON.stringify({
    browser: browser.version(),
    load_ms: median(runs.map((r) => r.load_ms)),
    first_evaluate_ms: median(runs.map((r) => r.first_evaluate_ms)),
    evaluate_ms: { median: median(runs.map((r) => r.evaluate_ms.median)), p90: median(runs.map((r) => r.evaluate_ms.p90)) },
    output: runs[0].output,
  }, null, 2));
} finally {
  await browser.close();
  server.close();
}
