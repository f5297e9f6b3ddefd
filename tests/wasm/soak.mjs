// soak.mjs: many evaluations in ONE wasm instance, checking that its memory returns to its
// level (issue 11, docs/limits.md). Run by hand (not part of the wasm suite: 100,000
// evaluations take minutes):
//
//   node tests/wasm/soak.mjs [COUNT]        default 100000; PUPPET_BUILD picks the build
//
// The programs mix valid runs, evaluation and syntax errors, and every limit (steps, call
// depth, memory, output, regex backtracking, parse nesting, deep data), with small limits so
// that a limit-hitting run stays short. After a warm-up round, the malloc'ed bytes in use
// (puppet.memory().used_bytes) must come back to the same level after every round, and the
// wasm memory must stop growing. Prints the figures (memory before the first run, after the
// warm-up, at the end, the peak between rounds and the largest peak_bytes of a single run, a
// progress line every 1,000 evaluations) and "soak: N passed, N failed".
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const { createPuppet } = await import(pathToFileURL(path.join(BUILD, 'wasm', 'puppet.mjs')).href);
const count = Number(process.argv[2] || 100000);

const small = { limits: { steps: 20000, memory: 8 * 1024 * 1024, output: 64 * 1024, depth: 200 } };
// [program, options, what the answer must be: 'ok', or the error kind]
const PROGRAMS = [
  ['notice(1 + 1)', {}, 'ok'],
  ['$a = [1, 2, 3].map |$x| { $x * 2 } notice($a)', { value: true }, 'ok'],
  ['class c($p = 1) { notify { "n${p}": } } include c', { catalog: true }, 'ok'],
  ["notice(String({ a => [1, 2.5, true] }, '%#p'))", {}, 'ok'],
  ["notice('abc' =~ /b+/, sprintf('%05.1f', 3.14159))", {}, 'ok'],
  ['notice($nope)', {}, 'evaluation'],
  ['notice(1 +)', {}, 'syntax'],
  ["notice(Integer('x'))", {}, 'evaluation'],
  ['Integer[1, 10000000000].each |$i| { }', small, 'limit'],
  ['function f($n) { f($n + 1) } f(1)', small, 'limit'],
  ['$s = Integer[1, 40].reduce("ab") |$m, $i| { "$m$m" }', small, 'limit'],
  ["Integer[1, 100000].each |$i| { notice('0123456789') }", small, 'limit'],
  ["notice('aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa!' =~ /^(a+)+$/)", {}, 'limit'],
  ['['.repeat(1000) + ']'.repeat(1000), {}, 'syntax'],
  ['$a = Integer[1, 3000].reduce([]) |$m, $i| { [$m] } notice($a == $a)', {}, 'ok'],
];

const puppet = await createPuppet();
let passed = 0, failed = 0;
const fail = (what) => { failed++; console.log(`FAIL ${what}`); };

let runPeak = 0;   // the largest stats.peak_bytes of one run
const round = async () => {
  for (const [source, options, want] of PROGRAMS) {
    const r = await puppet.evaluate(source, options);
    runPeak = Math.max(runPeak, r.stats?.peak_bytes || 0);
    const got = r.ok ? 'ok' : r.error.kind;
    if (got !== want) return `${source.slice(0, 60)}: ${got} (${r.error?.message}), expected ${want}`;
  }
  return null;
};

const first = await puppet.memory();
const start = Date.now();
const problem = await round();   // warm-up: built-in tables, the PCRE2 contexts, heap growth
if (problem) fail(problem);
const base = await puppet.memory();
const rounds = Math.max(1, Math.ceil(count / PROGRAMS.length));
const every = Math.ceil(1000 / PROGRAMS.length);
let worst = 0, peak = base.used_bytes, firstBad = null;
for (let i = 1; i < rounds && !firstBad; i++) {
  const p = await round();
  if (p) firstBad = `round ${i}: ${p}`;
  const m = await puppet.memory();
  worst = Math.max(worst, m.used_bytes - base.used_bytes);
  peak = Math.max(peak, m.used_bytes);
  if (i % every === 0) {
    console.log(`${(i + 1) * PROGRAMS.length} evaluations, ${((Date.now() - start) / 1000).toFixed(0)} s:` +
      ` ${m.used_bytes} bytes in use, wasm memory ${m.heap_bytes} bytes`);
  }
  if (m.used_bytes !== base.used_bytes && !firstBad) {
    firstBad = `round ${i}: ${m.used_bytes} bytes in use, ${base.used_bytes} after the warm-up`;
  }
}
const end = await puppet.memory();
const seconds = (Date.now() - start) / 1000;
const runs = rounds * PROGRAMS.length;
console.log(`${runs} evaluations in ${seconds.toFixed(1)} s (${Math.round(runs / seconds)}/s)`);
console.log(`malloc'ed bytes in use: ${first.used_bytes} before the first run, ${base.used_bytes} after the` +
  ` warm-up, ${end.used_bytes} at the end, ${peak} at most between rounds (largest difference ${worst})`);
console.log(`wasm memory: ${first.heap_bytes} before the first run, ${base.heap_bytes} after the warm-up,` +
  ` ${end.heap_bytes} at the end; the largest run allocated ${runPeak} bytes (stats.peak_bytes)`);
if (firstBad) fail(firstBad); else passed++;
if (end.heap_bytes !== base.heap_bytes) fail(`the wasm memory grew from ${base.heap_bytes} to ${end.heap_bytes} bytes`);
else passed++;
console.log(`soak: ${passed} passed, ${failed} failed`);
process.exitCode = failed ? 1 : 0;
