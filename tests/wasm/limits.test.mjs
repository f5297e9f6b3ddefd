// limits.test.mjs: the wasm module cannot be wedged (docs/api.md, issue 5 "Done when"):
// every limit ends a run with an error of kind "limit" and the next call works; invalid UTF-8
// and 1 MB of source are answered; 10,000 evaluations leave the heap where it was; errors of
// each kind carry a location. Under Node, on the build in build/wasm.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const { createPuppet } = await import(pathToFileURL(path.join(BUILD, 'wasm', 'puppet.mjs')).href);
const puppet = await createPuppet();

async function stillWorks() {
  const r = await puppet.evaluate('notice(1 + 1)');
  assert.equal(r.ok, true, JSON.stringify(r.error));
  assert.deepEqual(r.output.map((o) => o.message), ['2']);
}

const LIMITED = [
  ['steps', 'Integer[1, 1000000].each |$i| { }', { steps: 10000 }, /step limit/],
  ['depth', 'function f($x) { f($x + 1) }\nf(0)', { depth: 50 }, /depth|nest/i],
  ['memory', 'Integer[1, 200000].map |$i| { "item ${i}" }', { memory: 2000000 }, /memory limit/],
  ['output', 'Integer[1, 10000].each |$i| { notice($i) }', { output: 1000 }, /output/],
];

for (const [name, source, limits, message] of LIMITED) {
  test(`the ${name} limit ends the run with kind "limit", and the next call works`, async () => {
    for (const method of ['evaluate', 'typeOf']) {
      const r = await puppet[method](source, { limits });
      assert.equal(r.ok, false, `${method}: ${JSON.stringify(r.error)}`);
      assert.equal(r.error.kind, 'limit');
      assert.match(r.error.message, message);
      await stillWorks();
    }
    const r = await puppet.format(source, '%s', { limits });
    assert.equal(r.error.kind, 'limit');
    await stillWorks();
  });
}

test('an infinite recursion is ended by a limit with the default limits', async () => {
  const r = await puppet.evaluate('function f($x) { f($x + 1) }\nf(0)');
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'limit');
  await stillWorks();
});

test('a huge range is ended by the step limit with the default steps', async () => {
  // a loaded machine may spend the default 10 s before the 50 million steps: more time here
  const r = await puppet.evaluate('Integer[1, 1000000000000].each |$i| { }', { limits: { time_ms: 600000 } });
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'limit');
  assert.match(r.error.message, /step limit/);
  assert.ok(r.error.line > 0);
  await stillWorks();
});

test('a program that nests too deeply for the wasm stack is a "limit" error, then the next call works', async () => {
  // 3000 nested arrays: the parser's depth limit (limits.h MAX_PARSE_DEPTH) answers first
  const r = await puppet.evaluate(`${'['.repeat(3000)}${']'.repeat(3000)}`);
  assert.equal(r.ok, false);
  assert.notEqual(r.error.kind, 'evaluation');
  await stillWorks();
});

test('recursion deeper than the JS engine\'s stack is a "limit" error, on a fresh instance after', async () => {
  // with the depth limit lifted, V8's own stack (wasm frames live on it) ends the run before
  // the engine's guards: the instance traps, puppet.mjs answers and replaces it
  const listeners = () => process.listeners('uncaughtException').length + process.listeners('unhandledRejection').length;
  const before = listeners();
  for (let i = 0; i < 3; i++) {
    const r = await puppet.evaluate('function f($x) { f($x + 1) }\nf(0)', { limits: { depth: 100000 } });   // the API's largest
    assert.equal(r.ok, false);
    assert.equal(r.error.kind, 'limit');
    await stillWorks();
  }
  assert.equal(listeners(), before);   // no instance is kept alive by Emscripten's handlers
});

test('invalid UTF-8 is a syntax error with a location, never a crash', async () => {
  const bytes = (...parts) => new Uint8Array(parts.flatMap((p) => (typeof p === 'string' ? [...Buffer.from(p)] : [p])));
  // puppet-eval prints "Error: Could not parse for environment production: invalid byte
  // sequence in UTF-8 (line: 1, column: 10)" for these bytes (Ruby's own wording)
  let r = await puppet.evaluate(bytes('notice("a', 0xff, 'b")'));
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'syntax');
  assert.equal(r.error.message, 'Could not parse for environment production: invalid byte sequence in UTF-8');
  assert.deepEqual([r.error.line, r.error.column], [1, 10]);
  r = await puppet.evaluate(bytes('# ', 0xc3, '\nnotice(1)'));
  assert.equal(r.error.kind, 'syntax');
  r = await puppet.typeOf(bytes("'", 0xed, 0xa0, 0x80, "'"));   // an encoded surrogate
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'syntax');
  await stillWorks();
});

test('1 MB of source runs', async () => {
  const items = Array.from({ length: 220000 }, (_, i) => i % 1000);
  const source = `$a = [${items.join(', ')}]\nnotice($a.length)\nnotice($a.reduce |$s, $x| { $s + $x })`;
  assert.ok(source.length > 1000000, `${source.length} bytes`);
  const r = await puppet.evaluate(source);
  assert.equal(r.ok, true, JSON.stringify(r.error));
  assert.deepEqual(r.output.map((o) => o.message), ['220000', String(items.reduce((s, x) => s + x, 0))]);

  const text = 'x'.repeat(1 << 20);
  const s = await puppet.evaluate(`$s = '${text}'\nnotice($s.length)`);
  assert.deepEqual(s.output.map((o) => o.message), [String(1 << 20)]);

  const f = await puppet.format(`'${text}'`, '%.3s');
  assert.equal(f.value, 'xxx');
});

test('errors of each kind carry a location', async () => {
  // reference: "Error: Could not parse for environment production: Syntax error at ')' (line: 2, column: 10)"
  let r = await puppet.evaluate('$a = 1\nnotice(1))');
  assert.equal(r.error.kind, 'syntax');
  assert.equal(r.error.message, "Could not parse for environment production: Syntax error at ')'");
  assert.deepEqual([r.error.line, r.error.column], [2, 10]);
  // reference: "Error: Evaluation Error: Unknown variable: 'x'. (line: 2, column: 8)"
  r = await puppet.evaluate('notice(1)\nnotice($x)');
  assert.equal(r.error.kind, 'evaluation');
  assert.deepEqual([r.error.line, r.error.column], [2, 8]);
  assert.ok(r.error.end_column >= r.error.column);
  r = await puppet.evaluate('notice(1)\n\nInteger[1, 100000].each |$i| { }', { limits: { steps: 1000 } });
  assert.equal(r.error.kind, 'limit');
  assert.equal(r.error.line, 3);
  assert.ok(r.error.column > 0);
});

test('10,000 evaluations leave the heap where it was', async () => {
  const program = "$h = {a => [1, 2.5, 'x'], b => 'yyy'}\nnotice($h.map |$k, $v| { \"${k}=${v}\" }.join(','))";
  for (let i = 0; i < 50; i++) await puppet.evaluate(program);   // the immortal tables, the heap's first growth
  const before = await puppet.memory();
  for (let i = 0; i < 10000; i++) {
    const r = await puppet.evaluate(program);
    if (!r.ok) assert.fail(JSON.stringify(r.error));
  }
  for (let i = 0; i < 100; i++) await puppet.typeOf(program, { against: 'Integer' });
  for (let i = 0; i < 100; i++) await puppet.format(program, '%p');
  const after = await puppet.memory();
  assert.equal(after.used_bytes, before.used_bytes);
  assert.equal(after.heap_bytes, before.heap_bytes);
});
