// wasm.mjs: the wasm side of the benchmark runner (tests/bench/run), the twin of driver.c.
//
// Loads build/<flavour>/wasm/puppet.mjs once and evaluates each manifest through the public API
// (createPuppet().evaluate), as the page does. Prints one JSON line per manifest with the same
// fields as driver.c: lines (as puppet-eval prints them), peak_bytes, inner, ms (per-evaluate CPU
// milliseconds of each sample; process.cpuUsage, because the machine is shared and loaded).
// A first evaluate warms the instance up (and gives the lines); it is not timed.
//
// usage: node wasm.mjs WASM_DIR REPEAT FILE.pp...
import { readFileSync } from 'node:fs';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const MIN_SAMPLE_MS = 20;
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
  const first = await puppet.evaluate(source);
  const { stdout, stderr } = resultLines(first);
  const lines = stdout.concat(stderr.filter((l) => l.startsWith('Error: ')));
  let start = cpuMs();
  await puppet.evaluate(source);
  const once = cpuMs() - start;
  const inner = once >= MIN_SAMPLE_MS ? 1 : Math.floor(MIN_SAMPLE_MS / Math.max(once, 0.01)) + 1;
  const ms = [];
  for (let s = 0; s < repeat; s++) {
    start = cpuMs();
    for (let k = 0; k < inner; k++) await puppet.evaluate(source);
    ms.push((cpuMs() - start) / inner);
  }
  const peak = first.stats ? first.stats.peak_bytes : 0;
  console.log(JSON.stringify({ name: file, lines, peak_bytes: peak, inner, ms }));
}
