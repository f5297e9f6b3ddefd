// run.mjs: the hiera suite. Each tests/hiera/cases/<case>/ is an environment (hiera.yaml files,
// data, modules, facts) with manifests NAME.pp whose expected outputs NAME.out, NAME.err and
// NAME.warnings come from the reference (tests/hiera/make-golden). Every manifest runs on
// each engine with the case's options (case.args, NAME.args):
//   native  build/native/puppet-eval with the files on disk (asan: build/asan/puppet-eval);
//   wasm    build/wasm/puppet.mjs under Node, with the same files given as its virtual file tree
//           (paths as on disk, so that messages naming files are the same).
// As in the conformance suite, actual = stdout then the first line of each `Error:` of stderr,
// the first line of each `Warning:` of stderr is compared with NAME.warnings, the exit status
// with NAME.err; the case directory's path is written `<case>` in both, and the file of a
// location is left out of Error and Warning lines ("(file: F, line: L)" reads "(line: L)"), as
// puppet-reference normalizes the reference's.
//
//   node tests/hiera/run.mjs [--engine native,asan,wasm] [--verbose] [FILTER...]
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const CASES = path.join(HERE, 'cases');
const DEFAULT_NODE = 'node.example.com';   // make-golden's

function parseArgs(argv) {
  const opts = { engines: ['native', 'asan', 'wasm'], verbose: false, filters: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--engine') opts.engines = argv[++i].split(',');
    else if (a.startsWith('--engine=')) opts.engines = a.slice(9).split(',');
    else if (a === '--verbose' || a === '-v') opts.verbose = true;
    else opts.filters.push(a);
  }
  return opts;
}

const readIfExists = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

// The options of a case file: "--name value" or "--name=value" per line.
function readOptions(file) {
  const text = readIfExists(file);
  const opts = {};
  if (!text) return opts;
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const m = /^--([a-z_-]+)(?:[= ](.*))?$/.exec(line);
    if (!m) throw new Error(`${file}: cannot read "${line}"`);
    opts[m[1]] = m[2] === undefined ? true : m[2].trim();
  }
  return opts;
}

function listFiles(dir, base = dir) {
  const out = [];
  for (const name of readdirSync(dir)) {
    const p = path.join(dir, name);
    // symbolic links are followed (cases/ntp/modules/ntp is Debian's installed module)
    if (statSync(p).isDirectory()) out.push(...listFiles(p, base));
    else out.push(p);
  }
  return out;
}

function findCases(filters) {
  const cases = [];
  for (const name of readdirSync(CASES).sort()) {
    const dir = path.join(CASES, name);
    if (!statSync(dir).isDirectory()) continue;
    for (const file of readdirSync(dir).sort()) {
      if (!file.endsWith('.pp')) continue;
      const rel = `${name}/${file}`;
      if (filters.length && !filters.some((f) => rel.includes(f))) continue;
      cases.push({ name: rel, dir, manifest: path.join(dir, file), base: path.join(dir, file.slice(0, -3)) });
    }
  }
  return cases;
}

function optionsOf(c) {
  const o = { ...readOptions(path.join(c.dir, 'case.args')), ...readOptions(`${c.base}.args`) };
  const abs = (p) => path.resolve(c.dir, p);
  return {
    hiera_config: o.hiera_config ? abs(o.hiera_config) : null,
    modulepath: o.modulepath ? o.modulepath.split(':').map(abs) : null,
    environment_dir: o.environmentpath ? path.join(abs(o.environmentpath), o.environment || 'production') : null,
    facts: o.facts ? abs(o.facts) : null,
    node: o.node || DEFAULT_NODE,
    strict: o.strict === true ? 'error' : o.strict || null,
    strict_variables: !o['no-strict-variables'],
    explain: o['explain-lookup'] || null,
  };
}

// puppet-reference's normalize(): the file of each location left out
const withoutFile = (line) => line.replace(/\(file: [^,)]*(, )?/g, '(').replaceAll('()', '').trimEnd();

// The first line of each Error: / Warning: entry of stderr text.
function entries(lines, prefix) {
  return lines.filter((l) => l.startsWith(prefix));
}

function runNative(c, o, flavour = 'native') {
  const args = [];
  if (o.hiera_config) args.push('--hiera_config', o.hiera_config);
  if (o.modulepath) args.push('--modulepath', o.modulepath.join(':'));
  if (o.environment_dir) {
    args.push('--environmentpath', path.dirname(o.environment_dir), '--environment', path.basename(o.environment_dir));
  }
  if (o.facts) args.push('--facts', o.facts);
  args.push('--node', o.node);
  if (o.strict) args.push(`--strict=${o.strict}`);
  if (!o.strict_variables) args.push('--no-strict-variables');
  if (o.explain) args.push('--explain-lookup', o.explain);
  args.push(c.manifest);
  return new Promise((resolve) => {
    const child = spawn(path.join(BUILD, flavour, 'puppet-eval'), args, { cwd: c.dir });
    let stdout = '', stderr = '';
    child.stdout.on('data', (d) => { stdout += d; });
    child.stderr.on('data', (d) => { stderr += d; });
    const timer = setTimeout(() => child.kill('SIGKILL'), 60000);
    child.on('close', (code) => {
      clearTimeout(timer);
      resolve({ status: code, stdout, stderr: stderr.split('\n') });
    });
  });
}

let puppet = null;
async function runWasm(c, o) {
  if (!puppet) {
    const { createPuppet } = await import(pathToFileURL(path.join(BUILD, 'wasm', 'puppet.mjs')).href);
    puppet = await createPuppet();
  }
  const { resultLines } = await import(pathToFileURL(path.join(BUILD, 'wasm', 'puppet.mjs')).href);
  const files = {};
  for (const f of listFiles(c.dir)) files[f] = readFileSync(f, 'utf8');
  const options = {
    files,
    node_name: o.node,
    hiera_config: o.hiera_config,
    modulepath: o.modulepath,
    environment_dir: o.environment_dir,
    facts: o.facts ? JSON.parse(readFileSync(o.facts, 'utf8')) : null,
    strict_variables: o.strict_variables,
    explain_lookup: o.explain,
  };
  if (o.strict) options.strict = o.strict;
  if (!o.environment_dir) options.environment_dir = null;
  const r = await puppet.evaluate(readFileSync(c.manifest, 'utf8'), options);
  const { stdout, stderr } = resultLines(r);
  let out = stdout.map((l) => `${l}\n`).join('');
  if (r.lookup_explanation) out += r.lookup_explanation.text;
  const logged = r.output.some((l) => ['Err', 'Alert', 'Emerg', 'Crit'].includes(l.level));
  return {
    status: r.ok && !logged ? 0 : 1, stdout: out, stderr: stderr.join('\n').split('\n'),
    tree: r.lookup_explanation ? r.lookup_explanation.tree : undefined,
  };
}

function compare(c, result) {
  const subst = (text) => text.split(c.dir).join('<case>');
  const errors = entries(result.stderr, 'Error: ').map(withoutFile);
  const actual = subst(result.stdout + errors.map((l) => `${l}\n`).join(''));
  const warnings = subst(entries(result.stderr, 'Warning: ').map(withoutFile).map((l) => `${l}\n`).join(''));
  const expected = readIfExists(`${c.base}.out`) ?? '';
  const expectedWarnings = readIfExists(`${c.base}.warnings`) ?? '';
  const expectedStatus = existsSync(`${c.base}.err`) ? 1 : 0;
  const problems = [];
  if (actual !== expected) problems.push(['output', expected, actual]);
  if (warnings !== expectedWarnings) problems.push(['warnings', expectedWarnings, warnings]);
  if (result.status !== expectedStatus) problems.push(['exit status', String(expectedStatus), String(result.status)]);
  // the explanation as a tree (wasm's lookup_explanation.tree): the reference's --render-as json
  const expectedTree = readIfExists(`${c.base}.tree.json`);
  if (expectedTree !== null && result.tree !== undefined) {
    const actualTree = `${subst(JSON.stringify(result.tree))}\n`;
    const wanted = `${JSON.stringify(JSON.parse(expectedTree))}\n`;
    if (actualTree !== wanted) problems.push(['explanation tree', wanted, actualTree]);
  }
  return problems;
}

// known-failures.txt: "[ENGINE:]case/name.pp  reason" per line.
function knownFailures() {
  const known = new Map();
  const text = readIfExists(path.join(HERE, 'known-failures.txt')) || '';
  for (const raw of text.split('\n')) {
    const line = raw.trim();
    if (!line || line.startsWith('#')) continue;
    const [name, ...reason] = line.split(/\s+/);
    known.set(name, reason.join(' '));
  }
  return known;
}

function firstDifference(expected, actual) {
  const e = expected.split('\n'), a = actual.split('\n');
  for (let i = 0; i < Math.max(e.length, a.length); i++) {
    if (e[i] !== a[i]) return `line ${i + 1}:\n      expected: ${e[i] ?? '(none)'}\n      actual:   ${a[i] ?? '(none)'}`;
  }
  return '';
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const cases = findCases(opts.filters);
  const known = knownFailures();
  for (const name of known.keys()) {
    const rel = name.includes(':') ? name.slice(name.indexOf(':') + 1) : name;
    if (!existsSync(path.join(CASES, rel))) console.log(`FAIL known-failures.txt names ${name}, which does not exist`);
  }
  let passed = 0, failed = 0, knownCount = 0;
  for (const engine of opts.engines) {
    const start = Date.now();
    let enginePassed = 0, engineFailed = 0;
    for (const c of cases) {
      if (!existsSync(`${c.base}.out`)) {
        console.log(`FAIL ${engine} ${c.name}: no expected output (run tests/hiera/make-golden)`);
        engineFailed++;
        continue;
      }
      const o = optionsOf(c);
      let problems;
      try {
        const result = engine === 'wasm' ? await runWasm(c, o) : await runNative(c, o, engine);
        problems = compare(c, result);
      } catch (e) {
        problems = [['run', '', String(e && e.stack || e)]];
      }
      const isKnown = known.has(c.name) || known.has(`${engine}:${c.name}`);
      if (problems.length === 0 && isKnown) {
        console.log(`FAIL ${engine} ${c.name}: UNEXPECTED PASS of a known failure`);
        engineFailed++;
        continue;
      }
      if (problems.length === 0) {
        enginePassed++;
        continue;
      }
      if (isKnown) {
        knownCount++;
        continue;
      }
      engineFailed++;
      for (const [what, expected, actual] of problems) {
        console.log(`FAIL ${engine} ${c.name}: ${what} ${firstDifference(expected, actual)}`);
        if (opts.verbose) console.log(`    --- expected\n${expected}    --- actual\n${actual}`);
      }
    }
    console.log(`${engine}: ${enginePassed} passed, ${engineFailed} failed (${((Date.now() - start) / 1000).toFixed(1)} s)`);
    passed += enginePassed;
    failed += engineFailed;
  }
  if (knownCount) console.log(`${knownCount} known failures (tests/hiera/known-failures.txt)`);
  console.log(`hiera: ${passed} passed, ${failed} failed`);
  process.exit(failed ? 1 : 0);
}

main();
