// run.mjs: the environment suite's runner. Runs every tests/env/cases/NAME.pp (or NAME.dir, a
// directory given as the main manifest) with its NAME.args on each engine and compares with the
// reference's expectations beside it (tests/README.md, "Environment cases"):
//   NAME.args      the options given to the reference and to puppet-eval: --modulepath,
//                  --hiera_config, --facts, --certname, --no-strict-variables (paths relative
//                  to tests/env)
//   NAME.out       expected stdout: log lines, then the `Error: ...` line if the run failed
//   NAME.warnings  expected warnings; absent: none expected
//   NAME.err       present when the reference failed: the run must fail
//   NAME.catalog.json  the catalog the reference compiled (tests/env/make-catalog.sh), compared
//                  with the engine's (puppet-eval --catalog, the API's catalog option) normalized
//                  the same way (wasm: the case given as the main manifest of the tree, so
//                  that its resources name their file); absent: the catalog is not checked
// native (asan: build/asan) runs build/native/puppet-eval in tests/env with those options and --noop (the
// reference tool compiles environments with --noop); wasm runs build/wasm/puppet.mjs with the
// same environment as a virtual file tree (`files`: every file under the module path entries
// and beside the hiera.yaml, paths relative to tests/env), the facts as `facts`, the certname as
// `node_name`. Both outputs are normalized as the reference tool normalizes the reference's:
// the file of a location is left out of Error and Warning lines ("(file: F, line: L)" reads
// "(line: L)"), and so is "()".
//
//   node tests/env/run.mjs [--engine native,asan,wasm] [--verbose] [FILTER...]
// known-failures.txt lists cases expected to fail ("[ENGINE:]cases/NAME.pp  reason"); an
// unexpected pass counts as a failure.
// Prints one line per failing case and, last, "env: N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const ROOT = path.resolve(HERE, '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const CASE_TIMEOUT_MS = 30000;

function parseArgs(argv) {
  const opts = { engines: ['native', 'asan', 'wasm'], verbose: false, filters: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    if (a === '--engine') opts.engines = argv[++i].split(',').filter(Boolean);
    else if (a.startsWith('--engine=')) opts.engines = a.slice(9).split(',').filter(Boolean);
    else if (a === '--verbose' || a === '-v') opts.verbose = true;
    else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else opts.filters.push(a);
  }
  for (const e of opts.engines) if (!['native', 'asan', 'wasm'].includes(e)) throw new Error(`unknown engine ${e}`);
  return opts;
}

const readIfExists = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

// Every file under dir, as paths relative to tests/env.
function filesUnder(dir) {
  const out = [];
  const walk = (d) => {
    for (const name of readdirSync(path.join(HERE, d))) {
      const rel = `${d}/${name}`;
      // stat, not the entry's type: envs/debian/modules links to Debian's installed modules
      if (statSync(path.join(HERE, rel)).isDirectory()) walk(rel);
      else out.push(rel);
    }
  };
  if (existsSync(path.join(HERE, dir))) walk(dir);
  return out;
}

// A case's options: the command's arguments and the wasm engine's options.
function caseOptions(rel, args) {
  const cli = ['--noop'];
  const wasm = { noop: true, files: {} };
  const treeDirs = [];
  for (let i = 0; i < args.length; i++) {
    const [name, inline] = args[i].split(/=(.*)/s);
    const value = () => (inline !== undefined ? inline : args[++i]);
    if (name === '--modulepath') {
      const dirs = value().split(':').filter(Boolean);
      cli.push('--modulepath', dirs.join(':'));
      wasm.modulepath = dirs;
      treeDirs.push(...dirs);
    } else if (name === '--hiera_config') {
      const file = value();
      cli.push('--hiera_config', file);
      wasm.hiera_config = file;
      treeDirs.push(path.posix.dirname(file));
    } else if (name === '--facts') {
      const file = value();
      cli.push('--facts', file);
      // one of the engine's fact sets goes by its name (its text keeps 1.0 a Float, which a
      // JavaScript object cannot: JSON.parse reads 1.0 as 1)
      const preset = /^\.\.\/\.\.\/engine\/facts\/(.+)\.json$/.exec(file);
      if (preset) wasm.fact_set = preset[1];
      else wasm.facts = JSON.parse(readFileSync(path.join(HERE, file), 'utf8'));
    } else if (name === '--certname') {
      const node = value();
      cli.push('--certname', node);
      wasm.node_name = node;
    } else if (name === '--no-strict-variables') {
      cli.push('--no-strict-variables');
      wasm.strict_variables = false;
    } else {
      throw new Error(`${rel}.args: unsupported option ${args[i]}`);
    }
  }
  for (const dir of treeDirs) {
    for (const file of filesUnder(dir)) wasm.files[file] = readFileSync(path.join(HERE, file), 'utf8');
  }
  return { cli, wasm };
}

function findCases(filters) {
  return readdirSync(path.join(HERE, 'cases'))
    .filter((n) => n.endsWith('.pp') || n.endsWith('.dir'))
    .sort()
    .map((n) => `cases/${n}`)
    .filter((rel) => !filters.length || filters.some((f) => rel.includes(f)));
}

function loadCase(rel) {
  const base = rel.endsWith('.pp') ? rel.slice(0, -3) : rel;
  const argsText = readIfExists(path.join(HERE, base + '.args'));
  const args = argsText ? argsText.split(/\s+/).filter(Boolean) : [];
  const isDir = statSync(path.join(HERE, rel)).isDirectory();
  const c = {
    rel,
    isDir,
    expectedOut: readIfExists(path.join(HERE, base + '.out')),
    expectedWarnings: readIfExists(path.join(HERE, base + '.warnings')) ?? '',
    expectError: existsSync(path.join(HERE, base + '.err')),
    expectedCatalog: readIfExists(path.join(HERE, base + '.catalog.json')),
    options: caseOptions(rel, args),
  };
  if (c.expectedCatalog !== null) {
    c.options.cli.push('--catalog');
    c.options.wasm.catalog = true;
    if (!isDir) {
      // the program as a file of the tree, the main manifest: its resources name their file,
      // as with puppet-eval FILE (a source given as text has no file name)
      c.options.wasm.files[rel] = readFileSync(path.join(HERE, rel), 'utf8');
      c.options.wasm.manifest = rel;
    }
  }
  if (isDir) {
    for (const file of filesUnder(rel)) c.options.wasm.files[file] = readFileSync(path.join(HERE, file), 'utf8');
    c.options.wasm.manifest = rel;
  }
  return c;
}

// --- engines -----------------------------------------------------------------------------------

// native or asan: build/<name>/puppet-eval with the case's files on disk. A sanitizer's report
// on stderr is a crash, whatever the output.
function nativeEngine(name) {
  const binary = path.join(BUILD, name, 'puppet-eval');
  if (!existsSync(binary)) throw new Error(`${binary} is missing: build it first (./build.sh ${name})`);
  return {
    run(c) {
      return new Promise((resolve) => {
        const child = spawn(binary, [...c.options.cli, c.rel], { cwd: HERE, stdio: ['ignore', 'pipe', 'pipe'] });
        const out = [], err = [];
        child.stdout.on('data', (d) => out.push(d));
        child.stderr.on('data', (d) => err.push(d));
        const timer = setTimeout(() => child.kill('SIGKILL'), CASE_TIMEOUT_MS);
        child.on('close', (code, signal) => {
          clearTimeout(timer);
          const stderr = Buffer.concat(err).toString('utf8');
          const sanitizer = /^(==\d+==ERROR: \w+Sanitizer|.*runtime error: )/m.exec(stderr);
          const { log, catalog } = splitCatalog(Buffer.concat(out).toString('utf8'));
          resolve({
            stdout: log,
            catalog,
            stderr,
            status: code,
            crash: signal ? `killed by ${signal}` : sanitizer ? `sanitizer: ${sanitizer[0]}` : null,
          });
        });
      });
    },
  };
}

async function wasmEngine() {
  const puppetFile = path.join(BUILD, 'wasm', 'puppet.mjs');
  if (!existsSync(puppetFile)) throw new Error(`${puppetFile} is missing: build it first (./build.sh wasm)`);
  const { createPuppet, resultLines } = await import(pathToFileURL(puppetFile).href);
  const puppet = await createPuppet();
  return {
    async run(c) {
      const source = c.isDir ? '' : readFileSync(path.join(HERE, c.rel));
      const result = await puppet.evaluate(source, c.options.wasm);
      const { stdout, stderr } = resultLines(result);
      return {
        stdout: stdout.map((l) => l + '\n').join(''),
        catalog: result.catalog ?? null,
        stderr: stderr.map((l) => l + '\n').join(''),
        status: result.ok && !stdout.some((l) => l.startsWith('Error: ')) ? 0 : 1,
        crash: null,
      };
    },
  };
}

// puppet-eval --catalog's stdout: the log lines, then the catalog as JSON from a line "{" (the
// last such line that starts valid JSON: a log line may be "{" too).
function splitCatalog(stdout) {
  const lines = stdout.split('\n');
  for (let i = lines.length - 1; i >= 0; i--) {
    if (lines[i] !== '{') continue;
    try {
      return { log: lines.slice(0, i).map((l) => l + '\n').join(''), catalog: JSON.parse(lines.slice(i).join('\n')) };
    } catch {
      // not the catalog's start
    }
  }
  return { log: stdout, catalog: null };
}

// --- comparing ---------------------------------------------------------------------------------

// A catalog as tests/tools/reference-catalog normalizes the reference's (normalize_catalog):
// resources with type, title, tags, the file's base name, line, exported and parameters (when
// any); edges; classes.
function normalizeCatalog(data) {
  const resources = (data.resources ?? []).map((r) => {
    const item = { type: r.type, title: r.title, tags: r.tags ?? [] };
    if ('file' in r) item.file = path.posix.basename(r.file);
    if ('line' in r) item.line = r.line;
    item.exported = r.exported ?? false;
    if (r.parameters && Object.keys(r.parameters).length) item.parameters = r.parameters;
    return item;
  });
  return { resources, edges: data.edges ?? [], classes: data.classes ?? [] };
}

// The first difference of two JSON values, with where it is, or null.
function catalogDifference(expected, actual, at = 'catalog') {
  if (Array.isArray(expected) !== Array.isArray(actual) || typeof expected !== typeof actual ||
      (expected === null) !== (actual === null)) {
    return `${at}: expected ${oneLine(JSON.stringify(expected))}, got ${oneLine(JSON.stringify(actual))}`;
  }
  if (Array.isArray(expected)) {
    for (let i = 0; i < Math.min(expected.length, actual.length); i++) {
      const e = expected[i];
      const label = e && typeof e === 'object' && 'type' in e ? `${at}[${e.type}[${e.title}]]` : `${at}[${i}]`;
      const d = catalogDifference(e, actual[i], label);
      if (d) return d;
    }
    if (expected.length !== actual.length) {
      const extra = actual.length > expected.length ? actual[expected.length] : expected[actual.length];
      return `${at}: ${expected.length} items expected, got ${actual.length} (first differing: ${oneLine(JSON.stringify(extra))})`;
    }
    return null;
  }
  if (expected && typeof expected === 'object') {
    for (const k of Object.keys(expected)) {
      if (!(k in actual)) return `${at}: missing ${k}`;
      const d = catalogDifference(expected[k], actual[k], `${at}.${k}`);
      if (d) return d;
    }
    for (const k of Object.keys(actual)) {
      if (!(k in expected)) return `${at}: unexpected ${k} = ${oneLine(JSON.stringify(actual[k]))}`;
    }
    if (JSON.stringify(Object.keys(expected)) !== JSON.stringify(Object.keys(actual))) {
      return `${at}: keys in order ${Object.keys(expected).join(', ')}, got ${Object.keys(actual).join(', ')}`;
    }
    return null;
  }
  return expected === actual ? null : `${at}: expected ${oneLine(JSON.stringify(expected))}, got ${oneLine(JSON.stringify(actual))}`;
}

// The reference tool's normalization of an Error or Warning line.
const normalize = (line) => line.replace(/\(file: [^,)]*(, )?/g, '(').replaceAll('()', '').trimEnd();

const oneLine = (s) => JSON.stringify(s.length > 120 ? s.slice(0, 117) + '...' : s);

function shortDiff(expected, actual) {
  const e = expected.split('\n');
  const a = actual.split('\n');
  for (let i = 0; i < Math.max(e.length, a.length); i++) {
    if (e[i] !== a[i]) {
      if (e[i] === undefined) return `line ${i + 1}: unexpected ${oneLine(a[i])}`;
      if (a[i] === undefined) return `line ${i + 1}: missing ${oneLine(e[i])}`;
      return `line ${i + 1}: expected ${oneLine(e[i])}, got ${oneLine(a[i])}`;
    }
  }
  return 'texts differ';
}

// What the case did wrong, or null when it passed. Only the first line of an error or warning
// counts, as the reference tool keeps only that.
function judge(c, r) {
  if (c.expectedOut === null) return `no .out: make it with tests/env/make-golden.sh ${c.rel}`;
  if (r.crash) return r.crash;
  const errLines = r.stderr.split('\n');
  const outLines = r.stdout.split('\n').map((l) => (l.startsWith('Error: ') ? normalize(l) : l));
  const actualOut = outLines.join('\n') +
    errLines.filter((l) => l.startsWith('Error: ')).map((l) => normalize(l) + '\n').join('');
  const actualWarnings = errLines.filter((l) => l.startsWith('Warning: ')).map((l) => normalize(l) + '\n').join('');
  if (actualOut !== c.expectedOut) return `output: ${shortDiff(c.expectedOut, actualOut)}`;
  if (actualWarnings !== c.expectedWarnings) return `warnings: ${shortDiff(c.expectedWarnings, actualWarnings)}`;
  const wantStatus = c.expectError ? 1 : 0;
  if (r.status !== wantStatus) return `exit status ${r.status}, expected ${wantStatus}`;
  if (c.expectedCatalog !== null) {
    if (!r.catalog) return 'no catalog';
    const d = catalogDifference(JSON.parse(c.expectedCatalog), normalizeCatalog(r.catalog));
    if (d) return d;
  }
  return null;
}

function loadKnownFailures() {
  const known = new Map();
  (readIfExists(path.join(HERE, 'known-failures.txt')) ?? '').split('\n').forEach((raw, index) => {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) return;
    const [key, ...reason] = line.split(/\s+/);
    const m = /^(?:(native|asan|wasm):)?(cases\/.+)$/.exec(key);
    if (!m) throw new Error(`known-failures.txt:${index + 1}: expected [ENGINE:]cases/NAME.pp REASON`);
    known.set(key, { rel: m[2], reason: reason.join(' '), line: index + 1 });
  });
  return known;
}

async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const cases = findCases(opts.filters).map(loadCase);
  const known = loadKnownFailures();
  let passed = 0, failed = 0, knownCount = 0;
  for (const [key, entry] of known) {
    if (!existsSync(path.join(HERE, entry.rel))) {
      console.log(`FAIL known-failures.txt:${entry.line}: ${key} does not exist: remove the entry`);
      failed++;
    }
  }
  for (const name of opts.engines) {
    const engine = name === 'wasm' ? await wasmEngine() : nativeEngine(name);
    let enginePassed = 0;
    for (const c of cases) {
      const r = await engine.run(c);
      const problem = judge(c, r);
      const entry = known.get(`${name}:${c.rel}`) || known.get(c.rel);
      if (problem && entry) {
        knownCount++;
      } else if (problem) {
        failed++;
        console.log(`FAIL [${name}] ${c.rel}: ${problem}`);
        if (opts.verbose) console.log(`    --- stdout ---\n${r.stdout}    --- stderr ---\n${r.stderr}`);
      } else if (entry) {
        failed++;
        console.log(`UNEXPECTED PASS [${name}] ${c.rel}: listed in known-failures.txt:${entry.line}; remove the entry`);
      } else {
        passed++;
        enginePassed++;
      }
    }
    console.log(`-- ${name}: ${enginePassed} of ${cases.length} cases passed`);
  }
  if (knownCount) console.log(`${knownCount} known failures (tests/env/known-failures.txt)`);
  console.log(`env: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.error(err.stack || String(err));
  console.log('env: 0 passed, 1 failed');
  process.exitCode = 1;
});
