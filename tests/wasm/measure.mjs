// measure.mjs: the figures of the wasm module under Node (issue 5), printed as JSON:
//   node tests/wasm/measure.mjs            (PUPPET_BUILD picks the build tree, as the suites)
// - size: puppet-web.wasm raw and gzipped (level 9), and the JS glue;
// - load_ms: compiling and instantiating the module (createPuppet), median of fresh processes;
// - evaluate_ms: one evaluate of a small program, median (and p90) of 1,000 after a warm-up;
// - memory: malloc'ed bytes in use and wasm memory size before and after 10,000 evaluations;
// - depth: the deepest Puppet recursion that runs under Node's default stack.
// Not a test: the numbers depend on the machine (and on its load).
import { execFileSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const dir = path.join(BUILD, 'wasm');
const puppetUrl = pathToFileURL(path.join(dir, 'puppet.mjs')).href;

const median = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length / 2)];
const p90 = (xs) => [...xs].sort((a, b) => a - b)[Math.floor(xs.length * 0.9)];
const round = (x) => Math.round(x * 1000) / 1000;

if (process.argv[2] === '--load-once') {
  const started = performance.now();
  const { createPuppet } = await import(puppetUrl);
  const puppet = await createPuppet();
  const loaded = performance.now() - started;
  const first = performance.now();
  await puppet.evaluate('notice(1)');
  console.log(JSON.stringify({ load_ms: loaded, first_evaluate_ms: performance.now() - first }));
  process.exit(0);
}

const wasm = readFileSync(path.join(dir, 'puppet-web.wasm'));
const size = {
  wasm_bytes: wasm.length,
  wasm_gzip_bytes: gzipSync(wasm, { level: 9 }).length,
  glue_js_bytes: statSync(path.join(dir, 'puppet-web.mjs')).size,
};

const loads = [];
for (let i = 0; i < 5; i++) {
  loads.push(JSON.parse(execFileSync(process.execPath, [fileURLToPath(import.meta.url), '--load-once'],
    { env: process.env, encoding: 'utf8' })));
}

const { createPuppet } = await import(puppetUrl);
const puppet = await createPuppet();
const SMALL = "$doubled = [1, 2, 3].map |$v| { $v * 2 }\nnotice(\"sum ${doubled.reduce |$a, $b| { $a + $b }}\")";
for (let i = 0; i < 100; i++) await puppet.evaluate(SMALL);
const times = [];
for (let i = 0; i < 1000; i++) {
  const started = performance.now();
  await puppet.evaluate(SMALL);
  times.push(performance.now() - started);
}

const before = await puppet.memory();
for (let i = 0; i < 10000; i++) await puppet.evaluate(SMALL);
const after = await puppet.memory();

async function depthRuns(n) {
  const r = await puppet.evaluate(`function f($n) { if $n > 0 { f($n - 1) } else { 0 } }\nf(${n})`,
    { limits: { depth: 100000 } });
  return r.ok;
}
let lo = 1;
let hi = 20000;
while (lo < hi) {
  const mid = Math.ceil((lo + hi) / 2);
  if (await depthRuns(mid)) lo = mid; else hi = mid - 1;
}

console.log(JSON.stringify({
  node: process.version,
  size,
  load_ms: round(median(loads.map((l) => l.load_ms))),
  first_evaluate_ms: round(median(loads.map((l) => l.first_evaluate_ms))),
  evaluate_ms: { median: round(median(times)), p90: round(p90(times)) },
  memory: { before, after_10000: after },
  max_recursion_depth: lo,
}, null, 2));
