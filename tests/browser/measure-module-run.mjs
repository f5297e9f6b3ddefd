// measure-module-run.mjs: what a module's first run costs in the playground, in headless
// Chromium, on the built page served by web/server.mjs: the page opens on its default snippet,
// shows its result, waits until no call has been in flight for a second; then the program (`include ntp`, `postgresql::server`, an
// `apache::vhost`) replaces the snippet and Run is pressed. The page's run fails ("Could not
// find class"), loads the module's bundles and runs again: that run is the module's first with
// its bundles loaded. Prints per visit, and as medians per build and program:
// - thread_ms: the CPU time of the worker's thread handling that call (a Chromium trace of the
//   visit from Run on: HandlePostMessage's thread duration), V8's compiles of the code the run
//   reaches first included: what the run costs, whatever the machine's load;
// - engine_ms: that run's time inside the engine (stats.parse_ms + eval_ms: the clock, from the
//   start of parsing to the end of the catalog: on a loaded machine, the thread's waits too);
// - call_ms: from that call's message to the worker to its answer (with the JSON in and out);
// - total_ms: from pressing Run to the catalog on show (both runs, the bundles' download and
//   load, showing the result);
// - wait_ms: from pressing Run to the first call's message to the worker (the page's own work
//   before it sends);
// - warm_runs: the evaluate calls the page sent between its first result and Run (client.mjs
//   warmUp's), and warm_max_ms the longest of them from message to answer: the most a call made
//   while one is in flight waits for it.
//   node tests/browser/measure-module-run.mjs [RUNS] [PROGRAM...]
// (default 5 runs, the three programs: ntp postgresql apache; PUPPET_WEB picks the build
// of the page; COMPARE=DIR[:DIR...] adds other builds, each visited in turn within every run, so
// that all see the same load, with the load average printed). Not a test: the figures depend
// on the machine and its load (docs/modules.md, "Speed").
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { WEB, CHROMIUM, CHROMIUM_FLAGS, typeCode, serveInProcess } from './harness.mjs';

const PROGRAMS = {
  ntp: 'include ntp\n',
  postgresql: "class { 'postgresql::globals': version => '15' }\nclass { 'postgresql::server': }\n",
  apache: "class { 'apache':\n  default_vhost => false,\n  scriptalias   => false,\n}\n" +
    "apache::vhost { 'www.example.com':\n  port    => 80,\n  docroot => '/var/www/www',\n}\n",
};
const RUNS = Number(process.argv[2]) || 5;
const NAMES = process.argv.slice(3).length ? process.argv.slice(3) : Object.keys(PROGRAMS);
for (const n of NAMES) if (!PROGRAMS[n]) throw new Error(`unknown program ${n}: ${Object.keys(PROGRAMS).join(', ')}`);
const QUIET_MS = 1000;

// Records each call the page sends its worker and its answer (window.puppetCalls).
function recordCalls() {
  const calls = [];
  const byId = new Map();
  window.puppetCalls = calls;
  const Original = window.Worker;
  window.Worker = class extends Original {
    constructor(...args) {
      super(...args);
      this.addEventListener('message', ({ data }) => {
        const call = data && byId.get(data.id);
        if (!call) return;
        call.answered = performance.now();
        const r = data.result || {};
        call.ok = r.ok;
        call.stats = r.stats || null;
        call.resources = r.catalog && r.catalog.resources ? r.catalog.resources.length : null;
        // the page's first run's answer: the calls after it until Run are the warm-up's
        if (call.method === 'evaluate' && !window.puppetFirstAnswerMs) window.puppetFirstAnswerMs = call.answered;
      });
    }

    postMessage(message, ...rest) {
      if (message && message.id) {
        const call = { id: message.id, method: message.method, sent: performance.now(), answered: null };
        calls.push(call);
        byId.set(message.id, call);
      }
      return super.postMessage(message, ...rest);
    }
  };
}

const sleep = (ms) => new Promise((resolve) => { setTimeout(resolve, ms); });

async function visit(browser, base, code) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  await page.addInitScript(recordCalls);
  await page.goto(base);
  await page.waitForFunction(() => Boolean(document.body.dataset.shownRun), null, { timeout: 120000 });
  for (const deadline = Date.now() + 30000; Date.now() < deadline; await sleep(100)) {
    const quiet = await page.evaluate((q) => {
      const now = performance.now();
      return window.puppetCalls.every((c) => c.answered !== null && now - c.answered > q);
    }, QUIET_MS);
    if (quiet) break;
  }
  await page.uncheck('#auto');   // the run starts when Run is pressed, not as the text is typed
  await browser.startTracing(page, { categories: ['devtools.timeline', 'disabled-by-default-devtools.timeline'] });
  await page.evaluate(() => { window.puppetTraceMs = performance.now(); });
  await typeCode(page, code.trimEnd());
  const seq = await page.evaluate(() => {
    const before = Number(document.body.dataset.lastRun || 0);
    new MutationObserver(() => {
      if (Number(document.body.dataset.shownRun) > before && !window.puppetShownMs) window.puppetShownMs = performance.now();
    }).observe(document.body, { attributes: true, attributeFilter: ['data-shown-run'] });
    window.puppetRunMs = performance.now();
    document.getElementById('run').click();
    return before;
  });
  await page.waitForFunction((before) => Number(document.body.dataset.shownRun) > before && window.puppetShownMs &&
    document.getElementById('status').dataset.kind !== 'busy', seq, { timeout: 60000 });
  const trace = JSON.parse((await browser.stopTracing()).toString('utf8')).traceEvents;
  const figures = await page.evaluate(() => {
    const t0 = window.puppetRunMs;
    const first = window.puppetFirstAnswerMs;
    const calls = window.puppetCalls;
    const traced = calls.filter((c) => c.sent >= window.puppetTraceMs);
    const after = calls.filter((c) => c.sent >= t0);
    const evaluates = after.filter((c) => c.method === 'evaluate');
    const moduleRun = evaluates[evaluates.length - 1];
    const round = (n) => (n == null ? null : Math.round(n * 10) / 10);
    const warm = calls.filter((c) => c.method === 'evaluate' && c.sent > first && c.sent < t0);
    return {
      traced_index: traced.indexOf(moduleRun),
      engine_ms: moduleRun && moduleRun.stats ? round(moduleRun.stats.parse_ms + moduleRun.stats.eval_ms) : null,
      call_ms: moduleRun ? round(moduleRun.answered - moduleRun.sent) : null,
      total_ms: round(window.puppetShownMs - t0),
      wait_ms: after.length ? round(after[0].sent - t0) : null,
      warm_runs: warm.length,
      warm_max_ms: warm.length ? round(Math.max(...warm.map((c) => c.answered - c.sent))) : null,
      resources: moduleRun ? moduleRun.resources : null,
      ok: moduleRun ? moduleRun.ok : false,
      status: document.getElementById('status').textContent,
    };
  });
  await context.close();
  // the worker handles the calls in order, one message each: the module run's is the
  // traced_index-th message the worker's thread handled since tracing started
  const names = new Map(trace.filter((e) => e.ph === 'M' && e.name === 'thread_name').map((e) => [`${e.pid}:${e.tid}`, e.args.name]));
  const handled = trace.filter((e) => e.name === 'HandlePostMessage' && e.ph === 'X' &&
    names.get(`${e.pid}:${e.tid}`) === 'DedicatedWorker thread').sort((a, b) => a.ts - b.ts);
  const event = handled[figures.traced_index];
  const { traced_index: index, ...rest } = figures;
  return { thread_ms: event && event.tdur != null ? Math.round(event.tdur / 100) / 10 : null, ...rest };
}

const median = (xs) => {
  const known = xs.filter((x) => x != null).sort((a, b) => a - b);
  return known.length ? known[Math.floor(known.length / 2)] : null;
};

async function main() {
  const builds = [WEB, ...(process.env.COMPARE ? process.env.COMPARE.split(':').filter(Boolean) : [])];
  for (const dir of builds) if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} is not built: ./build.sh web`);
  const servers = await Promise.all(builds.map(serveInProcess));
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  try {
    for (const name of NAMES) {
      const runs = builds.map(() => []);
      const loads = [];
      for (let i = 0; i < RUNS; i++) {
        for (let b = 0; b < builds.length; b++) {
          loads.push(os.loadavg()[0]);
          const f = await visit(browser, `${servers[b].origin}/`, PROGRAMS[name]);
          runs[b].push(f);
          console.log(JSON.stringify({ program: name, ...(builds.length > 1 ? { build: builds[b] } : {}), run: i + 1, ...f }));
        }
      }
      for (let b = 0; b < builds.length; b++) {
        const of = (key) => median(runs[b].map((f) => f[key]));
        console.log(JSON.stringify({
          program: name, ...(builds.length > 1 ? { build: builds[b] } : {}), runs: runs[b].length,
          thread_ms: of('thread_ms'), engine_ms: of('engine_ms'), call_ms: of('call_ms'), total_ms: of('total_ms'), wait_ms: of('wait_ms'),
          warm_runs: of('warm_runs'),
          warm_max_ms: Math.max(...runs[b].map((f) => f.warm_max_ms ?? 0)),
          all_ok: runs[b].every((f) => f.ok), load_average: `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
        }));
      }
    }
  } finally {
    await browser.close();
    servers.forEach(({ child }) => child.kill());
  }
}

main();
