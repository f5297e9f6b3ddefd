// bounds.test.mjs: every run is bounded in the wasm API too (issue 27, docs/limits.md): limits
// out of range or not finite are refused with the allowed range, evaluate and the other methods
// never throw or reject whatever they are given, an instance (and a worker) whose memory grew
// past RECYCLE_HEAP_BYTES is replaced, and the programs that ran for seconds to minutes end
// with their answer (the reference's) or a limit error, with the default limits.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker as ThreadWorker } from 'node:worker_threads';
import { PROGRAMS } from '../bench/bounded-programs.mjs';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const wasmDir = path.join(BUILD, 'wasm');
const { createPuppet } = await import(pathToFileURL(path.join(wasmDir, 'puppet.mjs')).href);
const puppet = await createPuppet();

async function stillWorks(p = puppet) {
  const r = await p.evaluate('notice(1 + 1)');
  assert.equal(r.ok, true, JSON.stringify(r.error));
  assert.deepEqual(r.output.map((o) => o.message), ['2']);
}

test('limits that are not finite or out of range are refused with the allowed range', async () => {
  const refused = [
    ['steps', NaN], ['steps', Infinity], ['steps', -Infinity], ['steps', 2 ** 53], ['steps', 1e10 + 1],
    ['steps', -1], ['steps', 1.5], ['depth', 2 ** 32 - 1], ['depth', 100001],
    ['memory', 4 * 2 ** 30], ['memory', 2 ** 30], ['output', 2 ** 30], ['time_ms', 1e9], ['time_ms', Infinity],
    ['time_ms', NaN],
  ];
  for (const [name, value] of refused) {
    for (const method of ['evaluate', 'typeOf', 'format']) {
      const args = method === 'format' ? ['notice(1)', '%s', { limits: { [name]: value } }]
        : ['notice(1)', { limits: { [name]: value } }];
      const r = await puppet[method](...args);
      assert.equal(r.ok, false, `${name}: ${value}`);
      assert.equal(r.error.kind, 'evaluation');
      assert.match(r.error.message, new RegExp(`^Invalid options: bad option: ${name}: .* from 1 to \\d+ \\(0 or null: the default, \\d+\\)$`),
        `${name}: ${value}`);
      assert.deepEqual(r.output, []);
    }
  }
  const memory = await puppet.evaluate('notice(1)', { limits: { memory: 4 * 2 ** 30 } });
  assert.match(memory.error.message, /wasm heap/);
  // the largest of each is taken
  const largest = { steps: 1e10, depth: 100000, memory: 768 * 2 ** 20, output: 64 * 2 ** 20, time_ms: 600000 };
  const r = await puppet.evaluate('notice(1)', { limits: largest });
  assert.equal(r.ok, true, JSON.stringify(r.error));
  await stillWorks();
});

// Things that throw when read: a getter, a Proxy's traps, a revoked Proxy.
const throwing = () => { throw new Error('boom'); };
const trapsThatThrow = { get: throwing, has: throwing, ownKeys: throwing, getPrototypeOf: throwing,
  getOwnPropertyDescriptor: throwing };
function revoked() {
  const { proxy, revoke } = Proxy.revocable({}, {});
  revoke();
  return proxy;
}

test('evaluate, typeOf and format never throw or reject, whatever they are given', async () => {
  const badOptions = [
    { get limits() { throw new Error('boom'); } },
    { limits: { get steps() { throw new Error('boom'); } } },
    new Proxy({}, trapsThatThrow),
    { limits: new Proxy({}, trapsThatThrow) },
    revoked(),
    { limits: { steps: 10n } },
    { facts: { get a() { throw 'a string'; } } },   // eslint-disable-line no-throw-literal
  ];
  const badSources = [
    new Proxy(new Uint8Array(4), trapsThatThrow),
    { toString: throwing },
    revoked(),
    Symbol('source'),
  ];
  const calls = [];
  for (const options of badOptions) {
    calls.push(['options', () => puppet.evaluate('notice(1)', options)]);
    calls.push(['options', () => puppet.typeOf('1', options)]);
    calls.push(['options', () => puppet.format('1', '%s', options)]);
  }
  for (const source of badSources) {
    calls.push(['source', () => puppet.evaluate(source)]);
    calls.push(['source', () => puppet.typeOf(source)]);
    calls.push(['source', () => puppet.format(source)]);
  }
  calls.push(['format', () => puppet.format('1', new Proxy({}, trapsThatThrow))]);
  calls.push(['format', () => puppet.format('1', revoked())]);
  for (const [what, call] of calls) {
    let answer;
    assert.doesNotThrow(() => { answer = call(); }, what);
    assert.ok(answer instanceof Promise, what);
    const r = await answer;   // rejects: the test fails
    assert.equal(r.ok, false, what);
    assert.equal(r.error.kind, 'evaluation', what);
    assert.match(r.error.message, /^Invalid (options|call|format): /, what);
  }
  // a Uint8Array subclass whose length throws: its bytes are copied from the array itself
  class Odd extends Uint8Array { get length() { throw new Error('boom'); } }
  const odd = new Odd(new TextEncoder().encode('notice(7)'));
  const r = await puppet.evaluate(odd);
  assert.deepEqual(r.output.map((o) => o.message), ['7']);
  await stillWorks();
});

// The programs that ran for seconds to minutes: each ends with its answer or its limit error,
// in well under 5 s of CPU time (the time limit is raised so that a loaded machine does not
// change the outcome: the bound checked is CPU time, which it keeps).
test('the programs that once ran for minutes end with their answer or a limit error', async () => {
  for (const p of PROGRAMS) {
    const start = process.cpuUsage();
    const r = await puppet.evaluate(p.source, { limits: { time_ms: 600000 } });
    const used = process.cpuUsage(start);
    const cpu = (used.user + used.system) / 1e6;
    if (p.notice !== undefined) {
      assert.equal(r.ok, true, `${p.name}: ${JSON.stringify(r.error)}`);
      assert.deepEqual(r.output.filter((o) => o.level === 'Notice').map((o) => o.message), [p.notice], p.name);
    } else {
      assert.equal(r.ok, false, p.name);
      if (p.error.startsWith('Evaluation stopped') || p.wasmError) assert.equal(r.error.kind, 'limit', p.name);
      assert.ok(r.error.message.startsWith(p.wasmError || p.error), `${p.name}: ${r.error.message}`);
    }
    assert.ok(cpu <= 5, `${p.name}: ${cpu.toFixed(2)} s of CPU`);
    await stillWorks();
  }
});

// About 60 MB of strings: grows the wasm memory past 48 MiB.
const BIG = '$a = Integer[1, 600000].map |$i| { "item number ${i}" } notice($a.length)';

test('an instance whose memory grew past recycleHeapBytes is replaced after the call', async () => {
  const small = await createPuppet({ recycleHeapBytes: 48 * 2 ** 20 });
  const r = await small.evaluate(BIG);
  assert.deepEqual(r.output.map((o) => o.message), ['600000']);
  assert.ok(r.stats.peak_bytes > 48 * 2 ** 20, `peak ${r.stats.peak_bytes}`);
  const { heap_bytes: heap } = await small.memory();   // a fresh instance's
  assert.ok(heap <= 32 * 2 ** 20, `heap ${heap}`);
  await stillWorks(small);
});

// client.mjs in Node: worker.mjs in a worker_threads Worker (as tests/wasm/client.test.mjs).
class WebWorkerShim {
  constructor(url) {
    const bootstrap = `
      const { parentPort } = require('node:worker_threads');
      globalThis.self = globalThis;
      self.postMessage = (message) => parentPort.postMessage(message);
      parentPort.on('message', (data) => { if (self.onmessage) self.onmessage({ data }); });
      import(${JSON.stringify(String(url))});`;
    this.thread = new ThreadWorker(bootstrap, { eval: true });
    this.thread.on('message', (data) => { if (this.onmessage) this.onmessage({ data }); });
    this.thread.on('error', (err) => {
      if (this.onerror) this.onerror({ message: err.message, preventDefault() {} });
    });
  }

  postMessage(message) { this.thread.postMessage(message); }

  terminate() { this.thread.terminate(); }
}
globalThis.Worker = WebWorkerShim;
const { PuppetClient } = await import(pathToFileURL(path.join(wasmDir, 'client.mjs')).href);

test('the worker client recycles a worker whose memory grew past recycleHeapBytes', async () => {
  const client = new PuppetClient({ timeoutMs: 60000, recycleHeapBytes: 48 * 2 ** 20 });
  try {
    const small = await client.evaluate('notice(1)');
    assert.equal(small.ok, true);
    assert.equal(client.workersRecycled, 0);
    const r = await client.evaluate(BIG);
    assert.deepEqual(r.output.map((o) => o.message), ['600000']);
    assert.equal(client.workersRecycled, 1);
    const next = await client.evaluate('notice(2)');
    assert.deepEqual(next.output.map((o) => o.message), ['2']);
    assert.equal(client.workersStarted, 2);
  } finally {
    client.terminate();
  }
});

test('the worker client never throws or rejects, whatever it is given', async () => {
  const client = new PuppetClient({ timeoutMs: 60000 });
  try {
    const calls = [
      () => client.evaluate('notice(1)', { get limits() { throw new Error('boom'); } }),
      () => client.evaluate('notice(1)', new Proxy({}, trapsThatThrow)),
      () => client.evaluate(new Proxy(new Uint8Array(4), {})),   // not cloneable
      () => client.format('1', () => '%s'),                      // a function: not cloneable
      () => client.evaluate('notice(1)', {}, { get channel() { throw new Error('boom'); } }),
      () => client.evaluate('notice(1)', { limits: { time_ms: Infinity } }),
    ];
    for (const call of calls) {
      let answer;
      assert.doesNotThrow(() => { answer = call(); });
      const r = await answer;
      assert.equal(typeof r.ok, 'boolean');
      if (!r.ok) assert.match(r.error.message, /^Invalid (options|call|format): /);
    }
    const next = await client.evaluate('notice(3)');
    assert.deepEqual(next.output.map((o) => o.message), ['3']);
  } finally {
    client.terminate();
  }
});
