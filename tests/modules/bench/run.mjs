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
// machine's preemption does not), warm (after WASM_WARM_UP evaluates), and the first one apart. Medians of REPEAT runs (default 9); the catalogs' resource
// counts are printed to show that the three compiled the same thing.
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const MODULEPATH = 'tests/modules/modules';
const WASM_WARM_UP = 20;   // evaluates before wasm is timed: V8 has optimized its hot code by then
const median = (xs) => xs.slice().sort((a, b) => a - b)[Math.floor(xs.length / 2)];

const args = process.argv.slice(2);
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

async function wasm() {
  const { createPuppet } = await import(pathToFileURL(path.join(BUILD, 'wasm', 'puppet.mjs')).href);
  const puppet = await createPuppet();
  const manifest = JSON.parse(readFileSync(path.join(BUILD, 'modules', 'modules.json'), 'utf8'));
  const files = {};
  for (const m of manifest.modules) Object.assign(files, JSON.parse(readFileSync(path.join(BUILD, 'modules', m.bundle), 'utf8')).files);
  const loaded = await puppet.loadBundle('modules', files, { directory: MODULEPATH });
  const out = { load_ms: loaded.load_ms };
  for (const f of files_) {
    const code = readFileSync(path.join(ROOT, f), 'utf8');
    const options = { fact_set: 'debian-12', strict_variables: false, catalog: true };
    const timed = async () => {
      const start = process.cpuUsage();
      const answer = await puppet.evaluate(code, options);
      const used = process.cpuUsage(start);
      return { answer, ms: (used.user + used.system) / 1000 };
    };
    // the first compile, then warm: V8 runs wasm first as baseline code and optimizes the hot
    // functions after some runs, on threads whose CPU time process.cpuUsage counts too
    const first = await timed();
    for (let i = 0; i < WASM_WARM_UP; i++)
      await timed();
    let result = first.answer;
    const times = [];
    for (let i = 0; i < repeat; i++) {
      const run = await timed();
      result = run.answer;
      times.push(run.ms);
    }
    out[f] = { ms: median(times), first_ms: first.ms, resources: result.ok ? result.catalog.resources.length : null,
      error: result.ok ? null : result.error.message };
  }
  return out;
}
const files_ = files;

const ref = reference();
const nat = native();
let wa = {};
try {
  wa = await wasm();
  console.log(`bundles loaded in wasm: ${wa.load_ms} ms`);
} catch (err) {
  console.log(`wasm: ${err.message.split('\n')[0]}`);
}
console.log('| program | resources | reference ms | native ms | wasm ms | wasm first ms | ref/native | ref/wasm |');
console.log('| --- | --- | --- | --- | --- | --- | --- | --- |');
for (const f of files) {
  const r = ref[f] || {}, n = nat[f] || {}, w = wa[f] || {};
  const ratio = (a, b) => (a && b ? `${(a / b).toFixed(0)}x` : '-');
  console.log(`| ${path.basename(f)} | ${r.resources ?? '-'} / ${w.resources ?? '-'} | ${r.ms?.toFixed(1) ?? '-'} | ` +
    `${n.ms?.toFixed(2) ?? '-'}${n.error ? ' (error)' : ''} | ${w.ms?.toFixed(2) ?? '-'}${w.error ? ' (error)' : ''} | ${w.first_ms?.toFixed(1) ?? '-'} | ` +
    `${ratio(r.ms, n.ms)} | ${ratio(r.ms, w.ms)} |`);
}
