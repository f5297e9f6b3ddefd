// bench/run.mjs: how long compiling a module's catalog takes, in-process, in the reference, the
// native engine and wasm (docs/modules.md, "Speed"):
//
//   node tests/modules/bench/run.mjs [REPEAT] [FILE.pp...]     (default: every .pp here)
//
// Each program runs with the corpus's module path (tests/modules/modules), the debian-12 fact
// set, the node playground.example.com and strict variables off. The reference: reference.rb
// (Puppet loaded once, each compile in a fresh environment). Native: build/native/bench/driver
// (puppet_run in-process, CPU time; every run stats the modules' files it loads, and reads and
// parses those that changed since a run kept them: docs/modules.md, "Native runs keep the files they read").
// Wasm: build/wasm/puppet.mjs with the module bundles of build/modules loaded once (as the page
// does: their manifests parsed at load), each `evaluate` timed whole in CPU time (JSON in, run,
// JSON out: the call is synchronous, so process.cpuUsage around it counts it alone, and a busy
// machine's preemption does not), warm (after WASM_WARM_UP evaluates), and the first one apart:
// each program on a fresh instance, its evaluates timed in the process's CPU time (with V8's
// compile threads) and in its own thread's (Linux). Medians of REPEAT runs (default 9); the catalogs' resource
// counts are printed to show that the three compiled the same thing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const MODULEPATH = 'tests/modules/modules';
// evaluates before wasm is timed, and at least that long (wall clock): V8 has optimized its hot
// code by then, on threads of its own that a loaded machine runs late (their CPU time would
// count in the warm figures)
const WASM_WARM_UP = 20;
const WASM_WARM_UP_MS = 3000;
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const args = process.argv.slice(2);
const wasmOnly = args[0] === '--wasm-one' && args.shift();
const repeat = /^\d+$/.test(args[0] || '') ? Number(args.shift()) : 9;
const files = (args.length ? args : readdirSync(HERE).filter((f) => f.endsWith('.pp')).sort().map((f) => path.join(HERE, f)))
  .map((f) => path.relative(ROOT, path.resolve(f)));

function reference() {
  const facts = path.join(ROOT, 'engine/facts/debian-12.json');
  const p = spawnSync('ruby', [path.join(HERE, 'reference.rb'), String(repeat), MODULEPATH, facts, ...files],
    { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  const out = {};
  for (const line of p.stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    const r = JSON.parse(line);
    out[r.name] = { ms: median(r.ms), resources: r.resources };
  }
  return out;
}

function native() {
  const driver = path.join(BUILD, 'native', 'bench', 'driver');
  if (!existsSync(driver)) throw new Error(`${driver} is missing: ./build.sh native`);
  const p = spawnSync(driver, ['--repeat', String(repeat), '--modulepath', MODULEPATH, '--fact-set', 'debian-12',
    '--no-strict-variables', '--catalog', ...files], { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
  const out = {};
  for (const line of p.stdout.split('\n')) {
    if (!line.startsWith('{')) continue;
    const r = JSON.parse(line);
    out[r.name] = { ms: median(r.ms), error: r.lines.find((l) => l.startsWith('Error: ')) };
  }
  return out;
}

// The CPU time of this thread alone (Linux: its schedstat, in ns), or null elsewhere: V8 compiles
// wasm's hot functions again on threads of its own, whose time process.cpuUsage counts too.
function threadNs() {
  try {
    return Number(readFileSync(`/proc/self/task/${process.pid}/schedstat`, 'utf8').split(' ')[0]);
  } catch {
    return null;
  }
}

// One program in wasm, in this process (run by wasm() in a process of its own, so that its first
// evaluate is the first of a fresh module: V8 may share the code it compiled between modules of
// the same bytes in one process).
async function wasmOne(f) {
  const { createPuppet } = await import(pathToFileURL(path.join(BUILD, 'wasm', 'puppet.mjs')).href);
  const manifest = JSON.parse(readFileSync(path.join(BUILD, 'modules', 'modules.json'), 'utf8'));
  const bundled = {};
  for (const m of manifest.modules) Object.assign(bundled, JSON.parse(readFileSync(path.join(BUILD, 'modules', m.bundle), 'utf8')).files);
  const puppet = await createPuppet();
  const loaded = await puppet.loadBundle('modules', bundled, { directory: MODULEPATH });
  const code = readFileSync(path.join(ROOT, f), 'utf8');
  const options = { fact_set: 'debian-12', strict_variables: false, catalog: true };
  const timed = async () => {
    const start = process.cpuUsage();
    const thread = threadNs();
    const answer = await puppet.evaluate(code, options);
    const used = process.cpuUsage(start);
    const own = threadNs();
    return { answer, ms: (used.user + used.system) / 1000, thread_ms: thread === null ? null : (own - thread) / 1e6 };
  };
  // the first compile, then warm: V8 runs wasm first as baseline code and optimizes the hot
  // functions after some runs, on threads whose CPU time process.cpuUsage counts too
  const first = await timed();
  const warming = performance.now();
  for (let i = 0; i < WASM_WARM_UP || performance.now() - warming < WASM_WARM_UP_MS; i++)
    await timed();
  let result = first.answer;
  const times = [], thread_times = [];
  for (let i = 0; i < repeat; i++) {
    const run = await timed();
    result = run.answer;
    times.push(run.ms);
    thread_times.push(run.thread_ms);
  }
  return { load_ms: loaded.load_ms, ms: median(times), thread_ms: thread_times[0] === null ? null : median(thread_times),
    first_ms: first.ms, first_thread_ms: first.thread_ms,
    resources: result.ok ? result.catalog.resources.length : null, error: result.ok ? null : result.error.message };
}

function wasm() {
  const out = {};
  for (const f of files_) {
    const p = spawnSync(process.execPath, [fileURLToPath(import.meta.url), '--wasm-one', String(repeat), f],
      { cwd: ROOT, encoding: 'utf8', maxBuffer: 64 << 20 });
    const line = p.stdout.split('\n').find((l) => l.startsWith('{'));
    if (!line) throw new Error(`wasm: ${(p.stderr || p.stdout).trim().split('\n')[0]}`);
    out[f] = JSON.parse(line);
    out.load_ms = out[f].load_ms;
  }
  return out;
}

const files_ = files;

if (wasmOnly) {
  console.log(JSON.stringify(await wasmOne(files_[0])));
  process.exit(0);
}
const ref = reference();
const nat = native();
let wa = {};
try {
  wa = wasm();
  console.log(`bundles loaded in wasm: ${wa.load_ms} ms`);
} catch (err) {
  console.log(`wasm: ${err.message.split('\n')[0]}`);
}
console.log('| program | resources | reference ms | native ms | wasm ms (its thread) | wasm first ms (its thread) | ref/native | ref/wasm |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const f of files) {
  const r = ref[f] || {}, n = nat[f] || {}, w = wa[f] || {};
  const ratio = (a, b) => (a && b ? `${(a / b).toFixed(0)}x` : '-');
  console.log(`| ${path.basename(f)} | ${r.resources ?? '-'} / ${w.resources ?? '-'} | ${r.ms?.toFixed(1) ?? '-'} | ` +
    `${n.ms?.toFixed(2) ?? '-'}${n.error ? ' (error)' : ''} | ${w.ms?.toFixed(2) ?? '-'}` +
    `${w.thread_ms == null ? '' : ` (${w.thread_ms.toFixed(2)})`}${w.error ? ' (error)' : ''} | ` +
    `${w.first_ms?.toFixed(1) ?? '-'}${w.first_thread_ms == null ? '' : ` (${w.first_thread_ms.toFixed(1)})`} | ` +
    `${ratio(r.ms, n.ms)} | ${ratio(r.ms, w.ms)} |`);
}
