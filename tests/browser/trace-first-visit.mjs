// trace-first-visit.mjs: where a first visit's time goes, from a Chromium trace of all its
// threads (CDP Tracing: devtools.timeline, v8, v8.wasm with each function's lazy compilation,
// loading, the sampling profiler) of one visit of the built page, in a fresh browser context (a
// cold cache), served by web/server.mjs in a process of its own:
//   node tests/browser/trace-first-visit.mjs [OUT.json] [CODE]
// writes the whole trace to OUT.json (default build/first-visit-trace.json; it opens in
// Chromium's DevTools Performance panel or ui.perfetto.dev) and prints a timeline in ms after
// navigation: the page's requests and their ends, the engine's worker (created, its script
// received, started), the compiled module posted by the page and received by the worker, every
// message either side handles with the wasm functions V8 compiled meanwhile (their count, bytes
// and time), and every task over 30 ms on the page's or the worker's thread.
// CODE opens as a shared link, as in measure-first-visit.mjs; PUPPET_WEB picks the build.
// Not a test: the figures depend on the machine and its load; tracing itself slows the page.
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { WEB, BUILD, CHROMIUM, CHROMIUM_FLAGS, linkFragment, serveInProcess } from './harness.mjs';

const OUT = process.argv[2] || path.join(BUILD, 'first-visit-trace.json');
const CODE = process.argv[3] || null;
const CATEGORIES = [
  'devtools.timeline', 'disabled-by-default-devtools.timeline', 'v8', 'v8.execute', 'v8.wasm',
  'disabled-by-default-v8.wasm.detailed', 'disabled-by-default-v8.cpu_profiler', 'blink', 'loading',
  'toplevel', 'navigation', 'blink.user_timing',
];

async function record() {
  const { child, origin } = await serveInProcess(WEB);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  try {
    const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    const page = await context.newPage();
    const cdp = await context.newCDPSession(page);
    const fragment = CODE ? linkFragment(JSON.stringify({ v: 1, code: `${CODE}\n`, settings: {} })) : '';
    await browser.startTracing(page, { path: OUT, categories: CATEGORIES });
    await page.goto(`${origin}/${fragment}`, { waitUntil: 'commit' });
    for (let i = 0; i < 6000; i++) {
      const { result } = await cdp.send('Runtime.evaluate', {
        expression: 'Boolean(document.body && document.body.dataset.shownRun)', returnByValue: true,
      }).catch(() => ({ result: {} }));
      if (result.value === true) break;
      await new Promise((resolve) => { setTimeout(resolve, 20); });
    }
    const shown = await page.evaluate(() => ({ ready: window.puppetReadyMs, first: window.puppetFirstResultMs }));
    await browser.stopTracing();
    await context.close();
    return shown;
  } finally {
    await browser.close();
    child.kill();
  }
}

function timeline(file) {
  const events = JSON.parse(readFileSync(file, 'utf8')).traceEvents;
  const threads = new Map();
  for (const e of events) if (e.ph === 'M' && e.name === 'thread_name') threads.set(`${e.pid}:${e.tid}`, e.args.name);
  const thread = (e) => threads.get(`${e.pid}:${e.tid}`) || '';
  const starts = events.filter((e) => e.name === 'navigationStart' && /^http/.test(e.args?.data?.documentLoaderURL || ''));
  const nav = starts[starts.length - 1];
  const ms = (ts) => (ts - nav.ts) / 1000;
  const page = (e) => e.pid === nav.pid;
  const urls = new Map();
  const lines = [];
  const compiles = events.filter((e) => e.name === 'wasm.CompileBaseline' && page(e));
  for (const e of events) {
    const t = thread(e);
    const local = (url) => url.replace(/^https?:\/\/[^/]+/, '');
    if (e.name === 'ResourceSendRequest' && page(e) && /^http/.test(e.args.data.url)) {
      urls.set(e.args.data.requestId, e.args.data.url);
      lines.push([e.ts, `request ${local(e.args.data.url)}`]);
    } else if (e.name === 'ResourceFinish' && page(e) && urls.has(e.args.data.requestId)) {
      lines.push([e.ts, `received ${local(urls.get(e.args.data.requestId))} (${e.args.data.decodedBodyLength} B)`]);
    } else if (e.name === 'DedicatedWorkerHost::StartScriptLoad') {
      lines.push([e.ts, 'worker created: its script requested']);
    } else if (e.name === 'DedicatedWorkerHost::DidStartScriptLoad') {
      lines.push([e.ts, 'worker script response']);
    } else if (e.name === 'V8PerIsolateData::Initialize' && t === 'DedicatedWorker thread' && page(e)) {
      lines.push([e.ts, 'worker thread starts']);
    } else if (e.name === 'v8.evaluateModule' && e.ph === 'X' && page(e)) {
      lines.push([e.ts, `module script evaluated on ${t} (${(e.dur / 1000).toFixed(1)} ms)`]);
    } else if (e.name === 'EvaluateScript' && e.args?.data?.url && page(e)) {
      lines.push([e.ts, `script ${local(e.args.data.url)} run (${(e.dur / 1000).toFixed(1)} ms)`]);
    } else if (e.name === 'wasm.FinishStreaming' && page(e)) {
      lines.push([e.ts, `wasm streaming compile ends on ${t}`]);
    } else if (e.name === 'SchedulePostMessage' && e.ph === 'I' && page(e)) {
      lines.push([e.ts, `message posted by ${t}`]);
    } else if (e.name === 'HandlePostMessage' && e.ph === 'X' && page(e)) {
      const end = e.ts + e.dur;
      const inside = compiles.filter((c) => c.ts >= e.ts && c.ts <= end && c.tid === e.tid);
      const compiled = inside.length ? `, ${inside.length} wasm functions compiled: ${inside.reduce((s, c) => s + c.args.bodySize, 0)} B in ` +
        `${(inside.reduce((s, c) => s + c.dur, 0) / 1000).toFixed(1)} ms` : '';
      lines.push([e.ts, `message handled on ${t} (${(e.dur / 1000).toFixed(1)} ms${compiled})`]);
    } else if (e.name === 'RunTask' && e.dur > 30000 && page(e) && (t === 'CrRendererMain' || t === 'DedicatedWorker thread')) {
      lines.push([e.ts, `task of ${(e.dur / 1000).toFixed(1)} ms on ${t}`]);
    }
  }
  lines.sort((a, b) => a[0] - b[0]);
  for (const [ts, text] of lines) if (ms(ts) >= 0) console.log(`${ms(ts).toFixed(0).padStart(6)}  ${text}`);
}

const shown = await record();
console.log(`trace in ${OUT}; engine ready ${Math.round(shown.ready)} ms, first result ${Math.round(shown.first)} ms`);
timeline(OUT);
