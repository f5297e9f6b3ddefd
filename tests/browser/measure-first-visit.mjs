// measure-first-visit.mjs: the time from navigation to the playground's first result on a
// first visit (a fresh browser context: a cold cache), in headless Chromium, on the built page
// served by web/server.mjs: on the local server as it is, and with the network emulated (CDP
// Network.emulateNetworkConditions) at 16 Mbit/s down with 100 ms of latency. Prints each
// run and the medians as JSON lines, and where the time went in the last run of each (the
// resources' download ends, the engine ready, the first result).
//   node tests/browser/measure-first-visit.mjs [RUNS] [CONDITION] [CODE]
// (default 7 runs a condition; CONDITION `local` or `slow` measures that one alone, `both` both;
// CODE, Puppet code, is opened as a shared link instead of the default snippet, e.g.
// 'include ntp': the first result then includes fetching and loading the bundled modules it
// uses; PUPPET_WEB picks another build of the page; COMPARE=DIR[:DIR...] adds other builds, each
// visited in turn within every run, so that all see the same load: their medians are printed
// side by side, with the load average meanwhile)
// Not a test: the figures depend on the machine and its load (docs/performance.md).
// What it does not add to the page's own work: each server runs in a process of its own (not in
// this one, whose event loop drives the browser), and the end is watched by evaluating a small
// expression through the DevTools protocol every 20 ms, not with page.waitForFunction, which
// first puts Playwright's injected script (about 330 kB) into the page while it loads.
import { existsSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { chromium } from 'playwright-core';
import { WEB, CHROMIUM, CHROMIUM_FLAGS, linkFragment, serveInProcess } from './harness.mjs';

const RUNS = Number(process.argv[2]) || 7;
const CONDITIONS = [
  { id: 'local', name: 'local', network: null },
  // 16 Mbit/s = 2,000,000 bytes/s; the latency is added to every request
  { id: 'slow', name: '16 Mbit/s, 100 ms', network: { offline: false, latency: 100, downloadThroughput: 2e6, uploadThroughput: 1e6 } },
].filter((c) => !process.argv[3] || process.argv[3] === 'both' || c.id === process.argv[3]);
const CODE = process.argv[4] || null;

async function firstVisit(browser, base, network) {
  const context = await browser.newContext({ viewport: { width: 1280, height: 800 } });
  const page = await context.newPage();
  if (network) {
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.enable');
    await cdp.send('Network.setCacheDisabled', { cacheDisabled: false });
    await cdp.send('Network.emulateNetworkConditions', network);
  }
  // when the page creates the engine's worker, and when its document is parsed
  await page.addInitScript(() => {
    const Original = window.Worker;
    window.Worker = class extends Original {
      constructor(...args) {
        window.puppetWorkerMs ??= performance.now();
        super(...args);
      }
    };
  });
  const cdp = await context.newCDPSession(page);
  await page.goto(base, { waitUntil: 'commit' });
  const deadline = Date.now() + 120000;
  for (;;) {
    const { result } = await cdp.send('Runtime.evaluate', {
      expression: 'Boolean(document.body && document.body.dataset.shownRun)', returnByValue: true,
    }).catch(() => ({ result: {} }));   // between two documents
    if (result.value === true) break;
    if (Date.now() > deadline) {
      const { result: status } = await cdp.send('Runtime.evaluate', {
        expression: "document.getElementById('status') ? document.getElementById('status').textContent : document.URL", returnByValue: true,
      }).catch(() => ({ result: {} }));
      throw new Error(`no result within 120 s (the page says: ${status.value})`);
    }
    await new Promise((resolve) => { setTimeout(resolve, 20); });
  }
  const figures = await page.evaluate(() => {
    const ms = (n) => Math.round(n);
    const resources = performance.getEntriesByType('resource').map((r) => ({
      name: r.name.replace(location.origin, ''), start: ms(r.startTime), end: ms(r.responseEnd),
      bytes: r.transferSize, decoded: r.decodedBodySize,
    }));
    const nav = performance.getEntriesByType('navigation')[0];
    return {
      first_result_ms: ms(window.puppetFirstResultMs ?? performance.now()),
      worker_created_ms: ms(window.puppetWorkerMs ?? 0),
      dom_parsed_ms: ms(nav ? nav.domInteractive : 0),
      engine_ready_ms: ms(window.puppetReadyMs ?? 0),
      status: document.getElementById('status').textContent,
      resources,
    };
  });
  await context.close();
  return figures;
}

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];

async function main() {
  const builds = [WEB, ...(process.env.COMPARE ? process.env.COMPARE.split(':').filter(Boolean) : [])];
  for (const dir of builds) if (!existsSync(path.join(dir, 'index.html'))) throw new Error(`${dir} is not built: ./build.sh web`);
  const servers = await Promise.all(builds.map(serveInProcess));
  const fragment = CODE ? linkFragment(JSON.stringify({ v: 1, code: `${CODE}\n`, settings: {} })) : '';
  const bases = servers.map(({ origin }) => `${origin}/${fragment}`);
  const browser = await chromium.launch({ executablePath: CHROMIUM, headless: true, args: CHROMIUM_FLAGS });
  try {
    for (const { name, network } of CONDITIONS) {
      const runs = builds.map(() => []);
      const last = [];
      const loads = [];
      for (let i = 0; i < RUNS; i++) {
        for (let b = 0; b < builds.length; b++) {
          loads.push(os.loadavg()[0]);
          last[b] = await firstVisit(browser, bases[b], network);
          runs[b].push(last[b].first_result_ms);
          const { resources, ...times } = last[b];
          console.log(JSON.stringify({ condition: name, ...(builds.length > 1 ? { build: builds[b] } : {}), run: i + 1, ...times }));
        }
      }
      for (let b = 0; b < builds.length; b++) {
        console.log(JSON.stringify({
          condition: name, ...(builds.length > 1 ? { build: builds[b] } : {}), code: CODE, status: last[b].status, runs: runs[b].length,
          median_ms: median(runs[b]), min_ms: Math.min(...runs[b]), max_ms: Math.max(...runs[b]),
          load_average: `${Math.min(...loads).toFixed(1)}-${Math.max(...loads).toFixed(1)}`,
        }));
        for (const r of last[b].resources) console.log(`#   ${String(r.start).padStart(5)} → ${String(r.end).padStart(5)} ms  ${String(r.bytes).padStart(8)} B (${r.decoded} decoded)  ${r.name}`);
      }
    }
  } finally {
    await browser.close();
    servers.forEach(({ child }) => child.kill());
  }
}

main();
