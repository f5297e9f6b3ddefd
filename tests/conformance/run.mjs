// run.mjs: the conformance runner. Runs every tests/conformance/<area>/<name>.pp on an engine
// and compares with the reference's expectations beside it (tests/README.md):
//   <name>.out       expected stdout: log lines, then the `Error: ...` line if the run failed
//   <name>.warnings  expected engine warnings (stderr `Warning:` lines); absent: none expected
//   <name>.err       present when the reference failed: puppet-eval must exit 1 (else 0)
//   <name>.args      options of puppet-reference for this case (--strict, --verbose)
// known-failures.txt lists cases expected to fail; an unexpected pass counts as a failure.
//
//   node tests/conformance/run.mjs [--engine native,asan,wasm] [--jobs N] [--verbose] [FILTER...]
// FILTER keeps the cases whose path (relative to tests/conformance) contains it.
// Prints one line per failing case, a per-area summary and, last, "N passed, N failed".
import { spawn } from 'node:child_process';
import { existsSync, readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
// The cases: this directory, or CONFORMANCE_CASES (tests/erb/run makes a tree of cases there);
// CONFORMANCE_LABEL names the suite in the last line.
const HERE = process.env.CONFORMANCE_CASES || path.dirname(fileURLToPath(import.meta.url));
const LABEL = process.env.CONFORMANCE_LABEL || 'conformance';
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const CASE_TIMEOUT_MS = 30000;        // per case; ASan runs are several times slower
const SANITIZER_EXIT = { 86: 'AddressSanitizer', 87: 'UndefinedBehaviorSanitizer' };

// --- options -------------------------------------------------------------------------------
function parseArgs(argv) {
  const opts = { engines: ['native'], jobs: 2, verbose: false, filters: [] };
  for (let i = 0; i < argv.length; i++) {
    const a = argv[i];
    const value = () => {
      if (a.includes('=')) return a.slice(a.indexOf('=') + 1);
      if (i + 1 >= argv.length) throw new Error(`${a} needs a value`);
      return argv[++i];
    };
    if (a === '--engine' || a.startsWith('--engine=')) opts.engines = value().split(',').filter(Boolean);
    else if (a === '--jobs' || a.startsWith('--jobs=')) opts.jobs = Math.max(1, Number(value()) || 1);
    else if (a === '--verbose' || a === '-v') opts.verbose = true;
    else if (a.startsWith('-')) throw new Error(`unknown option ${a}`);
    else opts.filters.push(a);
  }
  for (const e of opts.engines) {
    if (!['native', 'asan', 'wasm'].includes(e)) throw new Error(`unknown engine ${e}`);
  }
  return opts;
}

// --- cases ---------------------------------------------------------------------------------
function findCases(dir, rel = '') {
  const found = [];
  for (const entry of readdirSync(dir, { withFileTypes: true }).sort((a, b) => a.name.localeCompare(b.name))) {
    const relPath = rel ? `${rel}/${entry.name}` : entry.name;
    if (entry.isDirectory()) found.push(...findCases(path.join(dir, entry.name), relPath));
    else if (entry.name.endsWith('.pp') && rel) found.push(relPath);
  }
  return found;
}

const readIfExists = (file) => (existsSync(file) ? readFileSync(file, 'utf8') : null);

// The reference's options in <name>.args, for each engine. puppet-eval runs --portable, as the
// wasm engine always does: the goldens name the node playground.example.com and have no facts.
function caseOptions(args, rel) {
  // the runner's CASE_TIMEOUT_MS bounds a case, not the engine's default time limit (10 s of
  // wall-clock time, which a loaded machine can spend on a case that needs a fraction of it)
  const cli = ['--portable', '--max-time', String(2 * CASE_TIMEOUT_MS)];
  const wasm = { facts: null, limits: { time_ms: 2 * CASE_TIMEOUT_MS } };   // no facts, as --portable
  for (let i = 0; i < args.length; i++) {
    const a = args[i];
    if (a === '--strict') { cli.push('--strict=error'); wasm.strict = 'error'; }
    else if (a === '--verbose') { cli.push('--verbose'); wasm.log_level = 'info'; }
    else if (a === '--modulepath' && i + 1 < args.length) {
      // the modules of a directory of the disk: the wasm engine gets their files as its tree
      const dir = args[++i];
      cli.push('--modulepath', dir);
      wasm.modulepath = [dir];
      wasm.filesFromDisk = dir;
    }
    else throw new Error(`${rel}.args: unsupported option ${a} (the reference takes --strict, --verbose and --modulepath DIR)`);
  }
  return { cli, wasm };
}

function loadCase(rel) {
  const pp = path.join(HERE, rel);
  const base = pp.slice(0, -3);
  const argsText = readIfExists(base + '.args');
  const args = argsText ? argsText.split(/\s+/).filter(Boolean) : [];
  return {
    rel,
    area: rel.split('/')[0],
    pp,
    expectedOut: readIfExists(base + '.out'),
    expectedWarnings: readIfExists(base + '.warnings') ?? '',
    expectError: existsSync(base + '.err'),
    options: caseOptions(args, rel.slice(0, -3)),
  };
}

// known-failures.txt: "[ENGINE:]AREA/NAME.pp  reason", '#' comments.
function loadKnownFailures() {
  const file = path.join(HERE, 'known-failures.txt');
  const known = new Map();
  const text = readIfExists(file) ?? '';
  text.split('\n').forEach((raw, index) => {
    const line = raw.replace(/#.*/, '').trim();
    if (!line) return;
    const [key, ...reason] = line.split(/\s+/);
    const m = /^(?:(native|asan|wasm):)?(.+\.pp)$/.exec(key);
    if (!m) throw new Error(`known-failures.txt:${index + 1}: expected [ENGINE:]AREA/NAME.pp REASON`);
    known.set(key, { engine: m[1] || null, rel: m[2], reason: reason.join(' '), line: index + 1 });
  });
  return known;
}

// --- engines -------------------------------------------------------------------------------
// Each engine runs a case and resolves to { stdout, stderr, status, crash }.

function cliEngine(binary, env) {
  if (!existsSync(binary)) throw new Error(`${binary} is missing: build it first (./build.sh native / asan)`);
  return {
    run(c) {
      return new Promise((resolve) => {
        const child = spawn(binary, [...c.options.cli, c.pp], { env, stdio: ['ignore', 'pipe', 'pipe'] });
        const out = [], err = [];
        child.stdout.on('data', (d) => out.push(d));
        child.stderr.on('data', (d) => err.push(d));
        const timer = setTimeout(() => child.kill('SIGKILL'), CASE_TIMEOUT_MS);
        child.on('close', (code, signal) => {
          clearTimeout(timer);
          const stdout = Buffer.concat(out).toString('utf8');
          const stderr = Buffer.concat(err).toString('utf8');
          let crash = null;
          if (signal === 'SIGKILL') crash = `timed out after ${CASE_TIMEOUT_MS} ms`;
          else if (signal) crash = `killed by ${signal}`;
          else if (SANITIZER_EXIT[code]) crash = `${SANITIZER_EXIT[code]}: ${sanitizerSummary(stderr)}`;
          resolve({ stdout, stderr, status: code, crash });
        });
      });
    },
    async close() { return []; },
  };
}

function sanitizerSummary(stderr) {
  const line = stderr.split('\n').find((l) => /^SUMMARY: |ERROR: |runtime error: /.test(l));
  return line ? line.trim() : 'report on stderr';
}

// A fixed number of slots (processes or worker threads), each running one case at a time; a
// slot that failed is replaced by a fresh one, so the count stays the same.
function slotPool(start, count) {
  const idle = [];
  const waiting = [];
  const release = (slot) => (waiting.length ? waiting.shift()(slot) : idle.push(slot));
  for (let i = 0; i < count; i++) idle.push(start());
  return {
    idle,
    acquire: () => (idle.length ? Promise.resolve(idle.pop()) : new Promise((resolve) => waiting.push(resolve))),
    release,
    replace: () => release(start()),
  };
}

// The batch engine: `puppet-eval --batch` processes (README.md), each running one case at a
// time, many cases per process. Under ASan that is most of the gain: a sanitizer's start and its
// exit-time leak scan cost far more than a case. A process that crashes fails its case and is
// replaced. Leaks show only when a process exits, at close(): then that process's cases are run
// again one process each, so that the leak is pinned on the case that made it.
function batchEngine(binary, env, processes) {
  if (!existsSync(binary)) throw new Error(`${binary} is missing: build it first (./build.sh asan)`);
  const exited = [];        // promises of every process, resolved when it has exited

  function startProcess() {
    const child = spawn(binary, ['--batch'], { env, stdio: ['pipe', 'pipe', 'pipe'] });
    const proc = { child, buffer: Buffer.alloc(0), err: [], onData: null, casesRun: [] };
    child.stdout.on('data', (d) => {
      proc.buffer = Buffer.concat([proc.buffer, d]);
      if (proc.onData) proc.onData();
    });
    child.stderr.on('data', (d) => proc.err.push(d));
    child.stdin.on('error', () => {});   // a crashed process closes its end: the case reports it
    exited.push(new Promise((resolve) => child.on('close', (code, signal) => {
      proc.closed = { code, signal };
      if (proc.onData) proc.onData();
      resolve(proc);
    })));
    return proc;
  }
  const slots = slotPool(startProcess, processes);

  // One framed answer from proc's output, or null while it is incomplete.
  function takeAnswer(proc) {
    const newline = proc.buffer.indexOf(10);
    if (newline < 0) return null;
    const header = /^status (\d+) stdout (\d+) stderr (\d+)$/.exec(proc.buffer.subarray(0, newline).toString());
    if (!header) throw new Error(`puppet-eval --batch: unexpected answer ${JSON.stringify(proc.buffer.subarray(0, 80).toString())}`);
    const [outLen, errLen] = [Number(header[2]), Number(header[3])];
    const end = newline + 1 + outLen + errLen;
    if (proc.buffer.length < end) return null;
    const out = proc.buffer.subarray(newline + 1, newline + 1 + outLen).toString('utf8');
    const err = proc.buffer.subarray(newline + 1 + outLen, end).toString('utf8');
    proc.buffer = proc.buffer.subarray(end);
    return { stdout: out, stderr: err, status: Number(header[1]), crash: null };
  }

  function crashOf(proc) {
    const { code, signal } = proc.closed;
    const stderr = Buffer.concat(proc.err).toString('utf8');
    if (SANITIZER_EXIT[code]) return `${SANITIZER_EXIT[code]}: ${sanitizerSummary(stderr)}`;
    return signal ? `killed by ${signal}` : `puppet-eval --batch exited with status ${code}`;
  }

  return {
    async run(c) {
      const proc = await slots.acquire();
      proc.casesRun.push(c);
      return new Promise((resolve) => {
        const timer = setTimeout(() => {
          proc.onData = null;
          proc.reported = true;
          proc.child.kill('SIGKILL');
          slots.replace();
          resolve({ stdout: '', stderr: '', status: null, crash: `timed out after ${CASE_TIMEOUT_MS} ms` });
        }, CASE_TIMEOUT_MS);
        proc.onData = () => {
          const answer = proc.closed ? null : takeAnswer(proc);
          if (!answer && !proc.closed) return;
          clearTimeout(timer);
          proc.onData = null;
          if (answer) {
            slots.release(proc);
            resolve(answer);
          } else {
            proc.reported = true;
            slots.replace();
            resolve({ stdout: '', stderr: '', status: null, crash: crashOf(proc) });
          }
        };
        proc.child.stdin.write([...c.options.cli, c.pp].join('\t') + '\n');
      });
    },
    // Ends every process; resolves to the cases a process's exit-time report blames, each with
    // the problem, found by running that process's cases again one process each.
    async close() {
      for (const proc of slots.idle) proc.child.stdin.end();
      const blamed = [];
      const single = cliEngine(binary, env);
      for (const proc of await Promise.all(exited)) {
        if (!SANITIZER_EXIT[proc.closed.code] || proc.reported) continue;
        let found = false;
        for (const c of proc.casesRun) {
          const again = await single.run(c);
          if (again.crash) {
            blamed.push({ c, problem: again.crash });
            found = true;
          }
        }
        if (!found) blamed.push({ c: null, problem: `${crashOf(proc)} at the exit of a batch of ${proc.casesRun.length} cases, not reproduced one case per process` });
      }
      return blamed;
    },
  };
}

// The wasm engine: puppet.mjs from build/wasm in worker threads (one run at a time each), so
// that a runaway case can be stopped by terminating its thread.
const WASM_WORKER = `
  import { parentPort, workerData } from 'node:worker_threads';
  import { readdirSync, readFileSync, statSync } from 'node:fs';
  const { createPuppet, resultLines } = await import(workerData.puppetUrl);
  const puppet = await createPuppet();
  // The files of the modules under a directory of the disk, as a virtual tree (what a module
  // path needs: manifests, templates, functions, types, data, metadata, the names of Ruby files).
  const trees = new Map();
  function treeOf(dir) {
    if (trees.has(dir)) return trees.get(dir);
    const files = {};
    const dirs = ['manifests/', 'templates/', 'functions/', 'types/', 'data/', 'lib/puppet/functions/',
                  'lib/puppet/parser/functions/', 'lib/puppet/type/'];
    const keep = (p) => dirs.some((d) => p.startsWith(d)) || p === 'metadata.json' || p === 'hiera.yaml';
    const walk = (base, rel) => {
      for (const name of readdirSync(base + '/' + rel)) {
        const sub = rel ? rel + '/' + name : name;
        const full = base + '/' + sub;
        let st;
        try { st = statSync(full); } catch { continue; }
        const inModule = sub.split('/').slice(1).join('/');
        if (st.isDirectory()) walk(base, sub);
        else if (keep(inModule)) files[full] = readFileSync(full, 'utf8');
      }
    };
    walk(dir, '');
    trees.set(dir, files);
    return files;
  }
  parentPort.on('message', async ({ id, source, options }) => {
    if (options.filesFromDisk) {
      const { filesFromDisk, ...rest } = options;
      options = { ...rest, files: treeOf(filesFromDisk) };
    }
    const result = await puppet.evaluate(source, options);
    const { stdout, stderr } = resultLines(result);
    parentPort.postMessage({
      id,
      stdout: stdout.map((l) => l + '\\n').join(''),
      stderr: stderr.map((l) => l + '\\n').join(''),
      status: result.ok && !stdout.some((l) => l.startsWith('Error: ')) ? 0 : 1, // as puppet-eval's exit status
    });
  });
  parentPort.postMessage({ ready: true });
`;

function wasmEngine(jobs) {
  const puppetFile = path.join(BUILD, 'wasm', 'puppet.mjs');
  if (!existsSync(puppetFile)) throw new Error(`${puppetFile} is missing: build it first (./build.sh wasm)`);
  const puppetUrl = pathToFileURL(puppetFile).href;
  let nextId = 1;

  function startWorker() {
    const worker = new Worker(new URL(`data:text/javascript,${encodeURIComponent(WASM_WORKER)}`),
      { workerData: { puppetUrl } });
    const ready = new Promise((resolve, reject) => {
      worker.once('message', (m) => (m.ready ? resolve() : reject(new Error('unexpected message'))));
      worker.once('error', reject);
    });
    return { worker, ready };
  }
  const slots = slotPool(startWorker, jobs);

  return {
    async run(c) {
      const slot = await slots.acquire();
      try {
        await slot.ready;
      } catch (err) {
        slots.replace();
        return { stdout: '', stderr: '', status: null, crash: `wasm worker failed to load: ${err.message}` };
      }
      const source = readFileSync(c.pp);   // bytes: the engine sees exactly the file
      const id = nextId++;
      return new Promise((resolve) => {
        const onMessage = (m) => {
          if (m.id !== id) return;
          done();
          slots.release(slot);
          resolve({ stdout: m.stdout, stderr: m.stderr, status: m.status, crash: null });
        };
        const onError = (err) => {
          done();
          slot.worker.terminate();
          slots.replace();
          resolve({ stdout: '', stderr: '', status: null, crash: `wasm worker died: ${err.message}` });
        };
        const timer = setTimeout(() => {
          done();
          slot.worker.terminate();
          slots.replace();
          resolve({ stdout: '', stderr: '', status: null, crash: `timed out after ${CASE_TIMEOUT_MS} ms` });
        }, CASE_TIMEOUT_MS);
        function done() {
          clearTimeout(timer);
          slot.worker.off('message', onMessage);
          slot.worker.off('error', onError);
        }
        slot.worker.on('message', onMessage);
        slot.worker.on('error', onError);
        slot.worker.postMessage({ id, source, options: c.options.wasm });
      });
    },
    async close() {
      for (const slot of slots.idle) slot.worker.terminate();
      return [];
    },
  };
}

function makeEngine(name, jobs) {
  const env = {
    ...process.env,
    // Distinct exit codes tell a sanitizer report from the program's own failure (exit 1).
    ASAN_OPTIONS: 'exitcode=86:detect_leaks=1:abort_on_error=0',
    UBSAN_OPTIONS: 'exitcode=87:print_stacktrace=1:halt_on_error=1',
  };
  if (name === 'native') return cliEngine(path.join(BUILD, 'native', 'puppet-eval'), env);
  if (name === 'asan') return batchEngine(path.join(BUILD, 'asan', 'puppet-eval'), env, jobs);
  return wasmEngine(jobs);
}

// --- comparing -----------------------------------------------------------------------------
const oneLine = (s) => JSON.stringify(s.length > 120 ? s.slice(0, 117) + '...' : s);

// The first difference of two texts, as a short description.
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

// What the case did wrong, or null when it passed.
function judge(c, r) {
  if (c.expectedOut === null) return `no ${path.basename(c.rel, '.pp')}.out: make it with tests/tools/make-golden.sh`;
  if (r.crash) return r.crash;
  // Only the first line of an error or warning counts: the reference's normalizer keeps that.
  const errLines = r.stderr.split('\n');
  const actualOut = r.stdout + errLines.filter((l) => l.startsWith('Error: ')).map((l) => l + '\n').join('');
  const actualWarnings = errLines.filter((l) => l.startsWith('Warning: ')).map((l) => l + '\n').join('');
  if (actualOut !== c.expectedOut) return `output: ${shortDiff(c.expectedOut, actualOut)}`;
  if (actualWarnings !== c.expectedWarnings) return `warnings: ${shortDiff(c.expectedWarnings, actualWarnings)}`;
  const wantStatus = c.expectError ? 1 : 0;
  if (r.status !== wantStatus) return `exit status ${r.status}, expected ${wantStatus}`;
  return null;
}

function fullDiff(c, r) {
  return [
    '    --- expected stdout ---', ...(c.expectedOut ?? '').split('\n').map((l) => '    ' + l),
    '    --- actual stdout + Error lines ---', ...r.stdout.split('\n').map((l) => '    ' + l),
    '    --- actual stderr ---', ...r.stderr.split('\n').map((l) => '    ' + l),
  ].join('\n');
}

// Runs items through fn with at most `jobs` at once, in order of start.
async function pool(items, jobs, fn) {
  let next = 0;
  const workers = Array.from({ length: Math.min(jobs, items.length) }, async () => {
    while (next < items.length) {
      const i = next++;
      await fn(items[i], i);
    }
  });
  await Promise.all(workers);
}

// --- main ----------------------------------------------------------------------------------
async function main() {
  const opts = parseArgs(process.argv.slice(2));
  const known = loadKnownFailures();
  let rels = findCases(HERE);
  if (opts.filters.length) rels = rels.filter((r) => opts.filters.some((f) => r.includes(f)));
  const cases = rels.map(loadCase);
  let passed = 0, failed = 0, knownCount = 0;

  for (const [key, entry] of known) {
    if (!existsSync(path.join(HERE, entry.rel))) {
      console.log(`FAIL known-failures.txt:${entry.line}: ${key} does not exist: remove the entry`);
      failed++;
    }
  }

  for (const engineName of opts.engines) {
    const started = Date.now();
    const engine = makeEngine(engineName, opts.jobs);
    const passedCases = new Set();
    const areas = new Map();
    const area = (name) => {
      if (!areas.has(name)) areas.set(name, { passed: 0, failed: 0, known: 0 });
      return areas.get(name);
    };
    await pool(cases, opts.jobs, async (c) => {
      const r = await engine.run(c);
      const problem = judge(c, r);
      const entry = known.get(`${engineName}:${c.rel}`) || known.get(c.rel);
      const stats = area(c.area);
      if (problem && entry) {
        stats.known++;
        knownCount++;
      } else if (problem) {
        stats.failed++;
        failed++;
        console.log(`FAIL [${engineName}] ${c.rel}: ${problem}`);
        if (opts.verbose) console.log(fullDiff(c, r));
      } else if (entry) {
        stats.failed++;
        failed++;
        console.log(`UNEXPECTED PASS [${engineName}] ${c.rel}: listed in known-failures.txt:${entry.line} (${entry.reason}); remove the entry`);
      } else {
        stats.passed++;
        passed++;
        passedCases.add(c);
      }
    });
    for (const { c, problem } of await engine.close()) {
      if (passedCases.has(c)) {
        passedCases.delete(c);
        area(c.area).passed--;
        passed--;
      }
      if (c) area(c.area).failed++;
      failed++;
      console.log(`FAIL [${engineName}] ${c ? c.rel : 'batch'}: ${problem}`);
    }
    console.log(`-- ${engineName}: ${cases.length} cases in ${((Date.now() - started) / 1000).toFixed(1)} s`);
    for (const [name, s] of [...areas].sort(([a], [b]) => a.localeCompare(b))) {
      console.log(`   ${name.padEnd(24)} ${s.passed} passed, ${s.failed} failed${s.known ? `, ${s.known} known failures` : ''}`);
    }
  }
  if (knownCount) console.log(`${knownCount} known failures (tests/conformance/known-failures.txt)`);
  console.log(`${LABEL}: ${passed} passed, ${failed} failed`);
  process.exitCode = failed ? 1 : 0;
}

main().catch((err) => {
  console.log(`conformance runner: ${err.message}`);
  console.log(`${LABEL}: 0 passed, 1 failed`);
  process.exitCode = 1;
});
