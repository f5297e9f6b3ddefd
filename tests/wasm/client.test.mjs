// client.test.mjs: the worker host (wasm-bindings/client.mjs + worker.mjs, docs/api.md
// "In a worker") under Node, on the build in build/wasm. Node has no Web Worker, so a small
// shim runs worker.mjs in a worker_threads Worker with the Web Worker surface it uses
// (self.postMessage, self.onmessage; terminate, onmessage, onerror on the outside). A worker
// that fails once loaded is one that throws outside any call.
import assert from 'node:assert/strict';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { Worker as ThreadWorker } from 'node:worker_threads';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const wasmDir = path.join(BUILD, 'wasm');

class WebWorkerShim {
  constructor(url, options = {}) {
    WebWorkerShim.created++;
    const bootstrap = `
      const { parentPort } = require('node:worker_threads');
      globalThis.self = globalThis;
      self.name = ${JSON.stringify(String(options.name ?? ''))};
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
WebWorkerShim.created = 0;
globalThis.Worker = WebWorkerShim;

const { PuppetClient, HARD_STOP_GRACE_MS } = await import(pathToFileURL(path.join(wasmDir, 'client.mjs')).href);
const { createPuppet } = await import(pathToFileURL(path.join(wasmDir, 'puppet.mjs')).href);
const local = await createPuppet();
const withoutStats = ({ stats, ...rest }) => rest;

const LONG = 'Integer[1, 1000000000000].each |$i| { }';
const LONG_LIMITS = { steps: 10000000000 };   // the most the API takes (limits.h API_MAX_STEPS)

test('the client answers every method as puppet.mjs does', async () => {
  const client = new PuppetClient({ timeoutMs: 60000 });
  try {
    assert.deepEqual(await client.version(), await local.version());
    assert.deepEqual(withoutStats(await client.evaluate('notice(1+1)')), withoutStats(await local.evaluate('notice(1+1)')));
    const against = { against: 'Array[Integer]' };
    assert.deepEqual(withoutStats(await client.typeOf("[1, 'a']", against)), withoutStats(await local.typeOf("[1, 'a']", against)));
    assert.deepEqual(withoutStats(await client.format('10', '%#x')), withoutStats(await local.format('10', '%#x')));
    assert.equal(client.workersStarted, 1);
  } finally {
    client.terminate();
  }
});

test('a run longer than limits.time_ms is stopped by the engine itself, and the worker is kept', async () => {
  const client = new PuppetClient({ timeoutMs: 60000 });
  try {
    await client.version();   // loaded: the clock below measures the run only
    const started = Date.now();
    const r = await client.evaluate(LONG, { limits: { ...LONG_LIMITS, time_ms: 300 } });
    assert.equal(r.ok, false);
    assert.equal(r.error.kind, 'limit');
    assert.equal(r.error.message, 'Evaluation took longer than 300 ms and was stopped');
    assert.equal(r.error.line, 1);   // the engine's: located
    assert.ok(Date.now() - started < 5000);
    const t = await client.typeOf(LONG, { limits: { ...LONG_LIMITS, time_ms: 300 } });
    assert.equal(t.error.kind, 'limit');
    assert.equal(t.types, null);   // typeOf's shape
    const next = await client.evaluate('notice(2)');
    assert.deepEqual(next.output.map((o) => o.message), ['2']);
    assert.equal(client.workersStarted, 1);
  } finally {
    client.terminate();
  }
});

test('without limits.time_ms the constructor\'s timeoutMs is the engine\'s time limit', async () => {
  const client = new PuppetClient({ timeoutMs: 400 });
  try {
    await client.version();
    const r = await client.evaluate(LONG, { limits: LONG_LIMITS });
    assert.equal(r.error.message, 'Evaluation took longer than 400 ms and was stopped');
    assert.equal(r.error.line, 1);
    assert.equal(client.workersStarted, 1);
  } finally {
    client.terminate();
  }
});

test('a run the engine does not stop is stopped with its worker, and the next call gets a new one', async () => {
  // a worker that loads, then never answers
  const dir = mkdtempSync(path.join(tmpdir(), 'puppet-client-'));
  const silent = path.join(dir, 'silent-worker.mjs');
  writeFileSync(silent, `self.postMessage({ type: 'ready' }); self.onmessage = () => {};`);
  const client = new PuppetClient({ timeoutMs: 60000, workerUrl: pathToFileURL(silent) });
  try {
    const started = Date.now();
    const r = await client.evaluate('notice(1)', { limits: { time_ms: 300 } });
    assert.equal(r.ok, false);
    assert.equal(r.error.kind, 'limit');
    assert.equal(r.error.message, 'Evaluation took longer than 300 ms and was stopped');
    assert.ok(Date.now() - started >= 300 + HARD_STOP_GRACE_MS - 50);
    const t = await client.typeOf('1', { limits: { time_ms: 300 } });
    assert.equal(t.types, null);   // typeOf's shape
    assert.equal(client.workersStarted, 2);
  } finally {
    client.terminate();
    rmSync(dir, { recursive: true, force: true });
  }
});

test('a call on a channel cancels the running call of that channel', async () => {
  const client = new PuppetClient({ timeoutMs: 60000 });
  try {
    await client.version();
    const long = client.evaluate(LONG, { limits: LONG_LIMITS }, { channel: 'run' });
    await new Promise((resolve) => setTimeout(resolve, 200));   // it is running now
    const started = Date.now();
    const next = client.evaluate('notice(3)', {}, { channel: 'run' });
    const cancelled = await long;
    assert.equal(cancelled.ok, false);
    assert.equal(cancelled.error.kind, 'cancelled');
    assert.equal(cancelled.error.message, 'Superseded by a newer request');
    const r = await next;
    assert.deepEqual(r.output.map((o) => o.message), ['3']);
    assert.ok(Date.now() - started < 30000);
    assert.equal(client.workersStarted, 2);   // the running call's worker was terminated
  } finally {
    client.terminate();
  }
});

test('a superseded run shorter than a worker load finishes in the worker instead of restarting it', async () => {
  const client = new PuppetClient({ timeoutMs: 60000 });
  try {
    await client.version();   // loaded: a restart would cost that load again (a second or so)
    // some tens of milliseconds of work: running when superseded, done long before a load
    const short = client.evaluate('Integer[1, 300000].each |$i| { } notice(1)', {}, { channel: 'run' });
    await new Promise((resolve) => setTimeout(resolve, 5));
    const next = client.evaluate('notice(3)', {}, { channel: 'run' });
    assert.equal((await short).error.kind, 'cancelled');
    assert.deepEqual((await next).output.map((o) => o.message), ['3']);
    assert.equal(client.workersStarted, 1);
  } finally {
    client.terminate();
  }
});

test('a queued call is cancelled without a restart; other channels are untouched', async () => {
  const client = new PuppetClient({ timeoutMs: 60000 });
  try {
    await client.version();
    const first = client.format('1', '%d', {}, { channel: 'fmt' });
    const other = client.typeOf('1', {}, { channel: 'types' });
    const second = client.format('2', '%d', {}, { channel: 'fmt' });
    const plain = client.evaluate('notice(4)');
    const [a, b, c, d] = await Promise.all([first, other, second, plain]);
    assert.equal(a.error.kind, 'cancelled');
    assert.equal(a.value, null);   // format's shape
    assert.equal(b.ok, true);
    assert.equal(c.value, '2');
    assert.deepEqual(d.output.map((o) => o.message), ['4']);
    assert.equal(client.workersStarted, 1);
  } finally {
    client.terminate();
  }
});

test('a worker that fails once loaded answers its call at once, and the next call starts a new one', async () => {
  // a worker that loads, then throws outside any call on its first message
  const dir = mkdtempSync(path.join(tmpdir(), 'puppet-client-'));
  const crashing = path.join(dir, 'crashing-worker.mjs');
  writeFileSync(crashing, `
    self.postMessage({ type: 'ready' });
    self.onmessage = () => { setTimeout(() => { throw new Error('simulated crash'); }); };`);
  const client = new PuppetClient({ timeoutMs: 60000, workerUrl: pathToFileURL(crashing) });
  try {
    const started = Date.now();
    const first = await client.typeOf('1');
    assert.ok(Date.now() - started < 30000, 'answered long before the time limit');
    assert.equal(first.ok, false);
    assert.equal(first.error.kind, 'evaluation');
    assert.match(first.error.message, /^Internal error: the engine's worker failed \(.*simulated crash/);
    assert.equal(first.types, null);   // typeOf's shape
    await client.evaluate('notice(1)');
    assert.equal(client.workersStarted, 2);
  } finally {
    client.terminate();
    rmSync(dir, { recursive: true, force: true });
  }
});

// web/boot.js starts the worker before client.mjs has arrived, keeping its messages; the client
// takes it (the `worker` option) with what it said meanwhile.
test('a worker started before the client is its first worker, with the messages it posted meanwhile', async () => {
  const workerUrl = pathToFileURL(path.join(wasmDir, 'worker.mjs'));
  const worker = new WebWorkerShim(workerUrl);
  const messages = [];
  worker.onmessage = ({ data }) => messages.push(data);
  // the worker has loaded the engine and said so before the client exists
  for (let waited = 0; !messages.some((m) => m.type === 'ready') && waited < 60000; waited += 20) {
    await new Promise((r) => setTimeout(r, 20));
  }
  assert.ok(messages.some((m) => m.type === 'ready'));
  const created = WebWorkerShim.created;
  const client = new PuppetClient({ timeoutMs: 60000, worker: { worker, messages, startedAt: Date.now() - 500 } });
  try {
    assert.deepEqual(await client.version(), await local.version());
    const r = await client.evaluate('notice(3)');
    assert.deepEqual(r.output.map((o) => o.message), ['3']);
    assert.equal(client.workersStarted, 1);
    assert.equal(WebWorkerShim.created, created, 'no other worker started');
    assert.equal(messages.length, 0, 'the kept messages were taken');
  } finally {
    client.terminate();
    worker.terminate();   // a client that did not take it would leave it running
  }
});

test('a started worker that fails to load fails the first call; the next starts a new worker', async () => {
  const client = new PuppetClient({
    timeoutMs: 60000,
    worker: { worker: { postMessage() {}, terminate() {} }, messages: [{ type: 'load-error', message: 'no such script' }] },
  });
  try {
    const first = await client.evaluate('notice(1)');
    assert.equal(first.ok, false);
    assert.equal(first.error.message, 'The engine could not be loaded: no such script');
    const next = await client.evaluate('notice(5)');
    assert.deepEqual(next.output.map((o) => o.message), ['5']);
    assert.equal(client.workersStarted, 2);
  } finally {
    client.terminate();
  }
});

// A worker named so waits for its creator's module (web/boot.js compiles it on the page).
test('a worker named "puppet-engine (module posted)" waits for the module posted to it', async () => {
  const workerUrl = pathToFileURL(path.join(wasmDir, 'worker.mjs'));
  const { readFile } = await import('node:fs/promises');
  const compiled = await WebAssembly.compile(await readFile(path.join(wasmDir, 'puppet-node.wasm')));
  for (const module of [compiled, null]) {
    const worker = new WebWorkerShim(workerUrl, { name: 'puppet-engine (module posted)' });
    const messages = [];
    worker.onmessage = ({ data }) => messages.push(data);
    try {
      await new Promise((r) => setTimeout(r, 1500));
      assert.deepEqual(messages, [], 'not ready before the module comes');
      worker.postMessage({ type: 'module', module });   // null: it loads the module itself
      const client = new PuppetClient({ timeoutMs: 60000, worker: { worker, messages } });
      const r = await client.evaluate('notice(4)');
      assert.deepEqual(r.output.map((o) => o.message), ['4']);
      client.terminate();
    } finally {
      worker.terminate();
    }
  }
});

test('warmUp makes its runs while the client is idle, after the calls made meanwhile, and again in a new worker', async () => {
  const { MODULE_WARM_UP } = await import(pathToFileURL(path.join(wasmDir, 'puppet.mjs')).href);
  const client = new PuppetClient({ timeoutMs: 60000 });
  try {
    await client.version();
    client.warmUp();
    const first = client.evaluate('notice(1)');   // made before the first warm-up run is sent
    assert.deepEqual((await first).output.map((o) => o.message), ['1']);
    assert.equal(client.warmUpTimes.length, 0);
    for (let i = 0; i < 600 && client.warmUpTimes.length < MODULE_WARM_UP.length; i++) await new Promise((r) => setTimeout(r, 50));
    assert.equal(client.warmUpTimes.length, MODULE_WARM_UP.length);
    // a worker stopped (as after a timeout): the next call starts a new one, which warms up again
    client.terminate();
    assert.deepEqual((await client.evaluate('notice(2)')).output.map((o) => o.message), ['2']);
    for (let i = 0; i < 600 && client.warmUpTimes.length < 2 * MODULE_WARM_UP.length; i++) await new Promise((r) => setTimeout(r, 50));
    assert.equal(client.warmUpTimes.length, 2 * MODULE_WARM_UP.length);
    client.warmUp(null);
  } finally {
    client.terminate();
  }
});
