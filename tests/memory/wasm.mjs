// wasm.mjs: the wasm side of the memory suite (tests/memory/run). Loads build/wasm/puppet.mjs
// once and evaluates each manifest through the public API with a memory limit, as the page
// does; prints one JSON line per manifest: { name, lines (as puppet-eval prints them), ok,
// peak_bytes, heap_before, heap_after } where the heaps are the wasm memory's size in bytes
// before and after the evaluation (the heap must not keep what a run used).
//
// usage: node wasm.mjs WASM_DIR MEMORY_BYTES FILE.pp...
import { readFileSync } from 'node:fs';
import { basename, resolve } from 'node:path';
import { pathToFileURL } from 'node:url';

const [wasmDir, memoryText, ...files] = process.argv.slice(2);
const { createPuppet, resultLines } = await import(pathToFileURL(resolve(wasmDir, 'puppet.mjs')).href);
const puppet = await createPuppet();

for (const file of files) {
  const source = readFileSync(file);
  const result = await puppet.evaluate(source, { limits: { memory: Number(memoryText) } });
  const { stdout, stderr } = resultLines(result);
  const lines = stdout.concat(stderr.filter((l) => l.startsWith('Error: ')));
  process.stdout.write(JSON.stringify({
    name: basename(file, '.pp'),
    lines,
    ok: result.ok && !lines.some((l) => l.startsWith('Error: ')),
    peak_bytes: result.stats.peak_bytes,
  }) + '\n');
}
