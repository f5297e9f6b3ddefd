// wasm.mjs: the wasm side of the benchmark runner (tests/bench/run), the twin of driver.c.
//
// Loads build/<flavour>/wasm/puppet.mjs once and evaluates each manifest through the public API
// (createPuppet().evaluate), as the page does. Prints one JSON line per manifest with the same
// fields as driver.c: lines (as puppet-eval prints them), peak_bytes, inner, ms (per-evaluate CPU
// milliseconds of each sample; process.cpuUsage, because the machine is shared and loaded), and
// first_ms, the CPU time of the program's first evaluate.
// Before the samples, the program is evaluated again and again for WARM_MS of CPU time (not
// timed): V8 runs wasm first as Liftoff code and recompiles hot functions with TurboFan in the
// background (dynamic tiering), and on this machine that takes 1-3 s of CPU, all of it counted by
// process.cpuUsage; a page that evaluates on every keystroke runs the optimized code, so the
// samples measure that steady state, and first_ms the cold start.
//
// usage: node wasm.mjs WASM_DIR REPEAT FILE.pp...
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const MIN_SAMPLE_MS = 20;
const WARM_MS = Number(process.env.BENCH_WASM_WARM_MS ?? 3000);
const [wasmDir, repeatText, ...files] = process.argv.slice(2);
const repeat = Number(repeatText);
const { createPuppet, resultLines } = await import(pathToFileURL(resolve(wasmDir, 'puppet.mjs')).href);
const puppet = await createPuppet();

function cpuMs() {
  const u = process.cpuUsage();
  return (u.user + u.system) / 1000;
}

for (const file of files) {
  const source = readFileSync(file);   // bytes: evaluate takes UTF-8 as is
  let start = cpuMs();
  const first = await puppet.evaluate(source);
  const firstMs = cpuMs() - start;
  const { stdout, stderr } = resultLines(first);
  const lines = stdout.concat(stderr.filter((l) => l.startsWith('Error: ')));
  let once = firstMs;
  for (let warm = firstMs, runs = 1; warm < WARM_MS || runs < 3; warm += once, runs++) {
    start = cpuMs();
    await puppet.evaluate(source);
    once = cpuMs() - start;
  }
  const inner = once >= MIN_SAMPLE_MS ? 1 : Math.floor(MIN_SAMPLE_MS / Math.max(once, 0.01)) + 1;
  const ms = [];
  for (let s = 0; s < repeat; s++) {
    start = cpuMs();
    for (let k = 0; k < inner; k++) await puppet.evaluate(source);
    ms.push((cpuMs() - start) / inner);
  }
  const peak = first.stats ? first.stats.peak_bytes : 0;
  console.log(JSON.stringify({ name: file, lines, peak_bytes: peak, inner, ms, first_ms: firstMs }));
}
