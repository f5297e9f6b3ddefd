// bounded.mjs: times the programs of bounded-programs.mjs under the default limits, natively
// (build/native/puppet-eval, a process each) and in wasm (build/wasm/puppet.mjs in this
// process), and checks that each ends with what it must. Prints a markdown table: wall-clock
// and CPU seconds per host, and the outcome.
//
//   node tests/bench/bounded.mjs [--no-native] [--no-wasm] [WORD...]   programs whose name has WORD
//
// CPU time is what a loaded machine distorts least: the native figure is the child's (bash's
// `times`), the wasm one this process's (process.cpuUsage) around the call. Exit status 1 when a
// program ends otherwise than it must, or takes more than 5 s of CPU time.
import { spawnSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { PROGRAMS } from './bounded-programs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const args = process.argv.slice(2);
const words = args.filter((a) => !a.startsWith('--'));
const programs = PROGRAMS.filter((p) => !words.length || words.some((w) => p.name.includes(w)));
const MAX_CPU = 5;

function outcome(ok, messages, error) {
  return ok ? `notice ${messages.join(', ')}` : `error ${error}`;
}

function expected(p, host, ok, messages, error) {
  if (p.notice !== undefined)
    return ok && messages.length === 1 && messages[0] === p.notice;
  return !ok && typeof error === 'string' && error.startsWith(host === 'wasm' && p.wasmError ? p.wasmError : p.error);
}

function native(p) {
  const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'bounded-'));
  const file = path.join(dir, 'program.pp');
  fs.writeFileSync(file, p.source);
  const start = performance.now();
  // bash's `times` prints the children's user and system time on its second line
  const r = spawnSync('bash', ['-c', '"$0" "$1" >"$2/out" 2>"$2/err"; status=$?; times >"$2/times"; exit $status',
    path.join(BUILD, 'native', 'puppet-eval'), file, dir], { encoding: 'utf8' });
  const wall = (performance.now() - start) / 1000;
  const out = fs.readFileSync(path.join(dir, 'out'), 'utf8');
  const err = fs.readFileSync(path.join(dir, 'err'), 'utf8');
  const times = fs.readFileSync(path.join(dir, 'times'), 'utf8').split('\n')[1] || '';
  fs.rmSync(dir, { recursive: true });
  const cpu = [...times.matchAll(/(\d+)m([\d.]+)s/g)].reduce((s, m) => s + Number(m[1]) * 60 + Number(m[2]), 0);
  const messages = out.split('\n').filter((l) => l.startsWith('Notice: ')).map((l) => l.slice(8));
  const errorLine = err.split('\n').find((l) => l.startsWith('Error: '));
  const error = errorLine ? errorLine.slice(7).replace(/ \((line|file): .*$/, '') : undefined;
  const ok = r.status === 0;
  return { wall, cpu, ok, messages, error };
}

let puppet;
async function wasm(p) {
  if (!puppet) {
    const { createPuppet } = await import(pathToFileURL(path.join(BUILD, 'wasm', 'puppet.mjs')).href);
    puppet = await createPuppet();
  }
  const cpuStart = process.cpuUsage();
  const start = performance.now();
  const r = await puppet.evaluate(p.source);
  const wall = (performance.now() - start) / 1000;
  const used = process.cpuUsage(cpuStart);
  const cpu = (used.user + used.system) / 1e6;
  const messages = r.output.filter((o) => o.level === 'Notice').map((o) => o.message);
  return { wall, cpu, ok: r.ok, messages, error: r.ok ? undefined : r.error.message };
}

const hosts = [];
if (!args.includes('--no-native')) hosts.push(['native', native]);
if (!args.includes('--no-wasm')) hosts.push(['wasm', wasm]);
let failures = 0;
console.log(`| program | ${hosts.map(([h]) => `${h} wall (s) | ${h} CPU (s)`).join(' | ')} | outcome |`);
console.log(`| --- | ${hosts.map(() => '---: | ---:').join(' | ')} | --- |`);
for (const p of programs) {
  const cells = [];
  let shown;
  for (const [host, run] of hosts) {
    const r = await run(p);
    const good = expected(p, host, r.ok, r.messages, r.error) && r.cpu <= MAX_CPU;
    if (!good) {
      failures++;
      console.error(`${host}: ${p.name}: ${outcome(r.ok, r.messages, r.error)} in ${r.cpu.toFixed(2)} s of CPU`);
    }
    cells.push(r.wall.toFixed(2), r.cpu.toFixed(2));
    shown = shown || outcome(r.ok, r.messages, r.error);
  }
  console.log(`| ${p.name} | ${cells.join(' | ')} | ${shown.length > 70 ? `${shown.slice(0, 70)}...` : shown} |`);
}
process.exit(failures ? 1 : 0);
