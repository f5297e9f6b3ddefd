// api.test.mjs: the wasm module's JavaScript API (wasm-bindings/puppet.mjs, docs/api.md)
// under Node, on the build in build/wasm. Expected outputs of Puppet code come from the
// reference (see the comments); the rest checks the API's own contract.
import assert from 'node:assert/strict';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const { createPuppet, resultLines, WARM_UP, MODULE_WARM_UP } = await import(pathToFileURL(path.join(BUILD, 'wasm', 'puppet.mjs')).href);
const puppet = await createPuppet();
const header = readFileSync(path.join(ROOT, 'engine/include/puppet.h'), 'utf8');
const define = (name) => new RegExp(`#define ${name} "([^"]+)"`).exec(header)[1];

test('version names the engine, the Puppet version it follows and the libraries inside', async () => {
  const v = await puppet.version();
  assert.equal(v.engine, define('PUPPET_ENGINE_VERSION'));
  assert.equal(v.puppet, define('PUPPET_REFERENCE_VERSION'));
  assert.match(v.pcre2, /^10\.42 /);      // build.sh: PCRE2_VERSION=10.42-1
  assert.equal(v.utf8proc, '2.8.0');      // build.sh: UTF8PROC_VERSION=2.8.0-1
});

test('the warm-up run the worker makes once loaded runs without an error or warning', async () => {
  const r = await puppet.evaluate(WARM_UP.source, WARM_UP.options);
  assert.equal(r.error, null);
  assert.equal(r.ok, true);
  assert.deepEqual(r.warnings, []);
  assert.ok(r.expression_types && r.catalog && r.value !== null);
});

test('the module warm-up runs (client.mjs warmUp) run without an error or warning and leave nothing behind', async () => {
  const probe = "notice(defined('warm_up'))\nnotice(lookup('warm_up::port', undef, undef, 'none'))\nfile_line { 'x': path => '/x', line => 'a' }\n";
  const before = await puppet.evaluate(probe, { catalog: true });
  assert.ok(MODULE_WARM_UP.length >= 3);
  for (const run of MODULE_WARM_UP) {
    const r = await puppet.evaluate(run.source, run.options);
    assert.equal(r.error, null, run.source);
    assert.deepEqual(r.warnings, [], run.source);
    assert.ok(r.catalog && r.expression_types, run.source);
  }
  const after = await puppet.evaluate(probe, { catalog: true });
  assert.deepEqual({ ...after, stats: null }, { ...before, stats: null });
  assert.match(after.error.message, /Unknown resource type: 'file_line'/);
});

test('evaluate runs a program and returns its log lines', async () => {
  const r = await puppet.evaluate('notice(1+1)');   // reference: "Notice: 2"
  assert.equal(r.ok, true);
  assert.equal(r.error, null);
  assert.deepEqual(r.output.map(({ level, message, line }) => ({ level, message, line })),
    [{ level: 'Notice', message: '2', line: 1 }]);
  assert.deepEqual(r.warnings, []);
  for (const key of ['parse_ms', 'eval_ms', 'steps', 'peak_bytes']) assert.equal(typeof r.stats[key], 'number', key);
  assert.ok(r.stats.steps > 0);
});

test('a source given as UTF-8 bytes runs like the string', async () => {
  const r = await puppet.evaluate(new TextEncoder().encode('notice("h\u00e9")'));
  assert.deepEqual(r.output.map((o) => o.message), ['h\u00e9']);
});

test('a log message keeps a NUL character and what follows it', async () => {
  // reference: the bytes "Notice: a\0b", "Notice: x\0", "Error: Scope(Class[main]): e\0f"
  const r = await puppet.evaluate('notice("a\\u0000b")\nnotice("x\\u0000")\nerr("e\\u0000f")');
  assert.deepEqual(r.output.map((o) => o.message), ['a\u0000b', 'x\u0000', 'Scope(Class[main]): e\u0000f']);
  assert.deepEqual(resultLines(r).stdout, ['Notice: a\u0000b', 'Notice: x\u0000', 'Error: Scope(Class[main]): e\u0000f']);
});

test('a syntax error comes back with ok: false, kind "syntax" and a location', async () => {
  const r = await puppet.evaluate('notice(1))');
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'syntax');
  assert.equal(r.error.line, 1);
  assert.equal(r.error.column, 10);
  // reference: "Error: Could not parse for environment production: Syntax error at ')' (line: 1, column: 10)"
  assert.deepEqual(resultLines(r).stderr,
    ["Error: Could not parse for environment production: Syntax error at ')' (line: 1, column: 10)"]);
});

test('every call is independent', async () => {
  await puppet.evaluate('$x = 1');
  const r = await puppet.evaluate('notice($x)');
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'evaluation');
  assert.equal(r.error.message, "Evaluation Error: Unknown variable: 'x'.");   // reference
});

test('parse mode returns the AST dump and runs nothing', async () => {
  const r = await puppet.evaluate('notice(1)', { mode: 'parse' });
  assert.equal(r.ok, true);
  assert.deepEqual(r.output, []);
  assert.equal(typeof r.ast, 'string');
  assert.ok(r.ast.length > 0);
});

test('log_level info lets info() through; the default does not', async () => {
  const quiet = await puppet.evaluate('info("i") notice("n")');
  assert.deepEqual(quiet.output.map((o) => o.level), ['Notice']);
  const loud = await puppet.evaluate('info("i") notice("n")', { log_level: 'info' });
  assert.deepEqual(loud.output.map((o) => `${o.level}: ${o.message}`), ['Info: i', 'Notice: n']);
});

test('strict_variables false makes an unknown variable undef, with a warning', async () => {
  const r = await puppet.evaluate('notice("[${nope}]")', { strict_variables: false });
  assert.equal(r.ok, true);
  // reference (puppet apply without --strict_variables): "Notice: []" and the warning
  assert.deepEqual(r.output.map((o) => o.message), ['[]']);
  assert.deepEqual(r.warnings, [{ message: "Unknown variable: 'nope'.", line: 1, column: 12 }]);
});

test('the step limit stops a long run with kind "limit"', async () => {
  const r = await puppet.evaluate('Integer[1, 1000000].each |$i| { }', { limits: { steps: 1000 } });
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'limit');
});

test('value: true returns the last value and its type', async () => {
  const r = await puppet.evaluate('1 + 1', { value: true });
  assert.equal(r.value, '2');
  assert.equal(r.type, 'Integer[2, 2]');
});

test('bad options are answered with ok: false and run nothing', async () => {
  for (const options of [{ bogus: 1 }, { strict: 'sometimes' }, { limits: { steps: -1 } },
    { limits: { steps: 1.5 } }, { facts: [] }, { log_level: 'loud' }, { mode: 'compile' }]) {
    const r = await puppet.evaluate('notice(1)', options);
    assert.equal(r.ok, false, JSON.stringify(options));
    assert.match(r.error.message, /^Invalid options: /);
    assert.deepEqual(r.output, []);
  }
});

test('limits.time_ms stops an in-process run: the engine looks at the clock where it counts steps', async () => {
  const started = Date.now();
  const r = await puppet.evaluate('Integer[1, 1000000000000].each |$i| { }', { limits: { time_ms: 300, steps: 10000000000 } });
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'limit');
  assert.equal(r.error.message, 'Evaluation took longer than 300 ms and was stopped');
  assert.equal(r.error.line, 1);
  assert.ok(Date.now() - started < 10000);
  const next = await puppet.evaluate('notice(1)');
  assert.deepEqual(next.output.map((o) => o.message), ['1']);
});

test('resultLines prints a result as puppet-eval does', () => {
  const lines = resultLines({
    ok: false,
    output: [{ level: 'Notice', message: 'a\nb' }, { level: 'Err', message: 'c' }],
    warnings: [{ message: 'w', line: 2, column: 3 }, { message: 'v', line: 0, column: 0 }],
    error: { kind: 'evaluation', message: 'boom', line: 4, column: 0 },
  });
  assert.deepEqual(lines, {
    stdout: ['Notice: a\nb', 'Err: c'],
    stderr: ['Warning: w (line: 2, column: 3)', 'Warning: v', 'Error: boom (line: 4)'],
  });
});
