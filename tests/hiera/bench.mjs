// bench.mjs: what a Hiera lookup and the reading of YAML data cost, natively and in wasm (not a
// test suite: it prints figures and judges nothing but the programs' outputs).
//
//   lookup  a key found in the last level of a 3-level hierarchy (node, OS family, common: two
//           misses, then the hit), looked up in a loop of one run: the same key N times, and
//           each of D different keys once; per call = (time of the run - time of the same loop
//           without the lookups) / loop count (the data files read in both).
//   yaml    one lookup in a data file of K keys (about 60 bytes each), against the same program
//           with an empty data file: the cost of reading, parsing and checking that file once.
// Times are CPU times (the machine is shared): natively of puppet-eval processes (user + sys, the
// best of REPEAT runs), in wasm of the evaluate calls of one instance (process.cpuUsage, the best
// of REPEAT, after WARM_MS of untimed calls so that V8's optimizing tier has compiled the hot
// functions, as it has on a page that evaluates on every keystroke).
//
//   node tests/hiera/bench.mjs [--repeat N] [--engine native,wasm]
import { execFileSync } from 'node:child_process';
import { mkdtempSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const WARM_MS = 3000;
const LOOKUPS = 100000;
const DISTINCT = 10000;
const YAML_KEYS = [100, 1000, 10000];

const args = process.argv.slice(2);
let repeat = 5;
let engines = ['native', 'wasm'];
for (let i = 0; i < args.length; i++) {
  if (args[i] === '--repeat') repeat = Number(args[++i]);
  else if (args[i] === '--engine') engines = args[++i].split(',');
  else throw new Error(`unknown argument ${args[i]}`);
}

const FACTS = { os: { family: 'Debian', name: 'Debian' } };
const HIERA = `version: 5
defaults:
  datadir: data
  data_hash: yaml_data
hierarchy:
  - name: Node
    path: "nodes/%{trusted.certname}.yaml"
  - name: OS family
    path: "os/%{facts.os.family}.yaml"
  - name: Common
    path: common.yaml
`;

function yamlOfKeys(k) {
  let text = '';
  for (let i = 0; i < k; i++) text += `bench::key_${i}: "a value of key number ${i}, long enough"\n`;
  return text;
}

// The environments: name -> { files, program } (files relative to the environment).
function environments() {
  const common = `bench::key: found in common\n${yamlOfKeys(DISTINCT)}`;
  const lookupFiles = {
    'hiera.yaml': HIERA,
    'data/nodes/bench.example.com.yaml': 'node_only: n\n',
    'data/os/Debian.yaml': 'os_only: o\n',
    'data/common.yaml': common,
  };
  // each program reads common.yaml once (lookup of bench::key_0) and then loops
  const loop = (n, body) => `$f = lookup('bench::key_0')\n$r = Integer[1, ${n}].map |$i| { ${body} }\nnotice("${n} ${'$'}{r[-1]}")\n`;
  const envs = {
    same_base: { files: lookupFiles, program: loop(LOOKUPS, `'found in common'`) },
    same: { files: lookupFiles, program: loop(LOOKUPS, `lookup('bench::key')`) },
    distinct_base: { files: lookupFiles, program: loop(DISTINCT - 1, `"a value of key number ${'$'}{i}, long enough"`) },
    distinct: { files: lookupFiles, program: loop(DISTINCT - 1, `lookup("bench::key_${'$'}{i}")`) },
  };
  for (const k of [0, ...YAML_KEYS]) {
    envs[`yaml_${k}`] = {
      files: { 'hiera.yaml': HIERA, 'data/common.yaml': k ? yamlOfKeys(k) : 'bench::key_0: x\n' },
      program: `notice(lookup('bench::key_0'))\n`,
    };
  }
  return envs;
}

function best(list) { return Math.min(...list); }

function runNative(dir, env) {
  const exe = path.join(BUILD, 'native', 'puppet-eval');
  const cmd = [exe, '--hiera_config', path.join(dir, 'hiera.yaml'), '--facts', path.join(dir, 'facts.json'),
    '--node', 'bench.example.com', path.join(dir, 'site.pp')].map((a) => `'${a}'`).join(' ');
  const times = [];
  let out = '';
  for (let i = 0; i < repeat; i++) {
    const text = execFileSync('bash', ['-c', `TIMEFORMAT='%3U %3S'; { time ${cmd} > "${dir}/out" 2>&1; } 2>&1; cat "${dir}/out"`],
      { encoding: 'utf8' });
    const [first, ...rest] = text.split('\n');
    const [u, s] = first.split(' ').map(Number);
    times.push((u + s) * 1000);
    out = rest.join('\n');
  }
  return { ms: best(times), out };
}

let puppet = null;
async function runWasm(dir, env) {
  if (!puppet) {
    const { createPuppet } = await import(pathToFileURL(path.join(BUILD, 'wasm', 'puppet.mjs')).href);
    puppet = await createPuppet();
  }
  const files = {};
  for (const [name, text] of Object.entries(env.files)) files[path.join(dir, name)] = text;
  const options = { files, hiera_config: path.join(dir, 'hiera.yaml'), facts: FACTS, node_name: 'bench.example.com',
    environment_dir: null };
  const cpu = () => { const u = process.cpuUsage(); return (u.user + u.system) / 1000; };
  for (let spent = 0; spent < WARM_MS;) {
    const t = cpu();
    await puppet.evaluate(env.program, options);
    spent += cpu() - t;
  }
  const times = [];
  let r = null;
  for (let i = 0; i < repeat; i++) {
    const t = cpu();
    r = await puppet.evaluate(env.program, options);
    times.push(cpu() - t);
  }
  return { ms: best(times), out: r.output.map((l) => l.message).join('\n') };
}

const envs = environments();
const results = {};
const base = mkdtempSync(path.join(tmpdir(), 'hiera-bench-'));
try {
  for (const [name, env] of Object.entries(envs)) {
    const dir = path.join(base, name);
    for (const [file, text] of Object.entries({ ...env.files, 'site.pp': env.program, 'facts.json': JSON.stringify(FACTS) })) {
      mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
      writeFileSync(path.join(dir, file), text);
    }
    for (const engine of engines) {
      const r = engine === 'wasm' ? await runWasm(dir, env) : runNative(dir, env);
      if (!/found in common|a value of key number|^(Notice: )?x$/m.test(r.out)) throw new Error(`${engine} ${name}: ${r.out}`);
      results[`${engine} ${name}`] = r.ms;
    }
  }
} finally {
  rmSync(base, { recursive: true, force: true });
}

for (const engine of engines) {
  const at = (name) => results[`${engine} ${name}`];
  const same = (at('same') - at('same_base')) / LOOKUPS;
  const distinct = (at('distinct') - at('distinct_base')) / (DISTINCT - 1);
  console.log(`${engine}: a lookup in a 3-level hierarchy, found in the 3rd level: the same key again ${(same * 1000).toFixed(2)} us` +
    ` per call (${LOOKUPS} lookups ${at('same').toFixed(1)} ms, the loop alone ${at('same_base').toFixed(1)} ms);` +
    ` ${DISTINCT - 1} different keys ${(distinct * 1000).toFixed(2)} us per call`);
  for (const k of YAML_KEYS) {
    const bytes = yamlOfKeys(k).length;
    const ms = at(`yaml_${k}`) - at('yaml_0');
    console.log(`${engine}: reading a data file of ${k} keys (${(bytes / 1024).toFixed(0)} KiB): ${ms.toFixed(2)} ms` +
      ` (${(ms / (bytes / 1024 / 1024)).toFixed(0)} ms/MiB)`);
  }
}
