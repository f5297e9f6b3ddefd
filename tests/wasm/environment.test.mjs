// environment.test.mjs: the environment options of the wasm API (docs/api.md, "Environments",
// "Module bundles", "Facts") under Node: the virtual file tree, the default fact set, module
// bundles loaded once and seen by later calls (and by a fresh instance after a trap). Outputs of
// Puppet code are the reference's for the same modules (tests/env has the cases with goldens);
// the rest checks the API's own contract.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const { createPuppet, resultLines } = await import(pathToFileURL(path.join(BUILD, 'wasm', 'puppet.mjs')).href);

const messages = (r) => r.output.map((o) => o.message);

const DEMO = {
  'demo/manifests/init.pp': "class demo($p = 'dflt') { notice(\"demo ${p} ${demo::f(2)}\") }\n",
  'demo/functions/f.pp': 'function demo::f(Integer $x) >> Integer { $x * 2 }\n',
  'demo/manifests/wrong.pp': 'class demo::other { }\n',
  'demo/templates/t.epp': '<%= $x %>!',
};

test('files: a module of the tree is autoloaded, its errors name its file', async () => {
  const puppet = await createPuppet();
  const files = Object.fromEntries(Object.entries(DEMO).map(([p, t]) => [`modules/${p}`, t]));
  const r = await puppet.evaluate('include demo', { files });
  assert.deepEqual(messages(r), ['demo dflt 4']);
  const wrong = await puppet.evaluate('include demo::wrong', { files });
  assert.equal(wrong.ok, false);
  // the reference: "Unacceptable location. The name 'demo::other' is unacceptable in file '...'"
  assert.equal(wrong.error.message,
    "Unacceptable location. The name 'demo::other' is unacceptable in file 'modules/demo/manifests/wrong.pp'");
  assert.equal(wrong.error.file, 'modules/demo/manifests/wrong.pp');
  assert.deepEqual(resultLines(wrong).stderr, [`Error: ${wrong.error.message} (file: modules/demo/manifests/wrong.pp, line: 1, column: 1)`]);
  const outside = await puppet.evaluate('include demo', { files, modulepath: ['elsewhere'] });
  assert.match(outside.error.message, /Could not find class ::demo for playground\.example\.com/);
});

test('facts: the debian-12 set by default, none with facts: null, a set by name', async () => {
  const puppet = await createPuppet();
  const code = 'notice($facts["os"]["name"], $osfamily, $facts["clientcert"])';
  assert.deepEqual(messages(await puppet.evaluate(code)), ['Debian Debian playground.example.com']);
  assert.deepEqual(messages(await puppet.evaluate(code, { fact_set: 'rhel-9' })), ['RedHat RedHat playground.example.com']);
  const none = await puppet.evaluate('notice($facts)', { facts: null });
  assert.deepEqual(messages(none), ['{}']);
  const bad = await puppet.evaluate('1', { fact_set: 'plan9' });
  assert.equal(bad.ok, false);
  assert.match(bad.error.message, /^Invalid options: bad option: fact_set: /);
});

test('a bundle is loaded once and seen by later calls until unloaded', async () => {
  const puppet = await createPuppet();
  const loaded = await puppet.loadBundle('demo', DEMO);
  assert.equal(loaded.ok, true);
  assert.equal(loaded.directory, 'bundles/demo');
  assert.equal(loaded.files, 4);
  assert.equal(loaded.parsed, 3);
  assert.equal(typeof loaded.load_ms, 'number');
  for (let i = 0; i < 3; i++) {
    assert.deepEqual(messages(await puppet.evaluate("class { 'demo': p => 'given' }")), ['demo given 4']);
  }
  assert.deepEqual(messages(await puppet.evaluate("notice(epp('demo/t.epp', { x => 1 }))")), ['1!']);
  const hidden = await puppet.evaluate('include demo', { bundles: [] });
  assert.match(hidden.error.message, /Could not find class ::demo/);
  const unknown = await puppet.evaluate('1', { bundles: ['nope'] });
  assert.match(unknown.error.message, /^Invalid options: bad option: bundles: /);
  // the call's own module path comes first
  const mine = await puppet.evaluate('include demo', { files: { 'modules/demo/manifests/init.pp': "class demo { notice('mine') }" } });
  assert.deepEqual(messages(mine), ['mine']);
  assert.deepEqual(await puppet.unloadBundle('demo'), { ok: true });
  assert.match((await puppet.evaluate('include demo')).error.message, /Could not find class ::demo/);
  assert.equal((await puppet.unloadBundle('demo')).ok, false);
});

test('a bundled module whose metadata.json lacks a key is left out, its error logged twice on every call', async () => {
  // as `puppet apply FILE` with the module path of tests/env/envs/badmeta (tests/env's
  // metadata_missing_keys has the reference's lines): one listing of the modules per
  // environment object, the configured one and the one overridden with the manifest
  const puppet = await createPuppet();
  const loaded = await puppet.loadBundle('badmeta', {
    'badmeta/metadata.json': '{"name": "x-badmeta", "version": "1.0.0"}',
    'badmeta/manifests/init.pp': 'class badmeta { }\n',
    'good/manifests/init.pp': "class good { notice('good') }\n",
  });
  assert.equal(loaded.ok, true);
  const error = 'No source module metadata provided for badmeta';
  for (let i = 0; i < 2; i++) {
    const r = await puppet.evaluate('include good');
    assert.deepEqual(resultLines(r).stdout, [`Error: ${error}`, `Error: ${error}`, 'Notice: good']);
    const bad = await puppet.evaluate('include badmeta');
    assert.match(bad.error.message, /Could not find class ::badmeta/);
  }
});

test('catalog: a program given as text names no file, as `puppet apply -e` (the reference: file ""), a manifest its path', async () => {
  const puppet = await createPuppet();
  const text = await puppet.evaluate('notify { "x": }', { catalog: true });
  const x = text.catalog.resources.find((r) => r.type === 'Notify');
  assert.equal(x.file, '');
  assert.equal(x.line, 1);
  const files = { 'manifests/site.pp': '\nnotify { "x": }\n' };
  const named = await puppet.evaluate('', { catalog: true, files, manifest: 'manifests/site.pp' });
  const y = named.catalog.resources.find((r) => r.type === 'Notify');
  assert.equal(y.file, 'manifests/site.pp');
  assert.equal(y.line, 2);
});

test('a bundle survives a trap: the fresh instance loads it again', async () => {
  const puppet = await createPuppet();
  await puppet.loadBundle('demo', DEMO);
  // recursion deeper than V8's stack traps the instance (limits.test.mjs): a fresh one follows
  const trapped = await puppet.evaluate('function f($x) { f($x + 1) }\nf(0)', { limits: { depth: 100000 } });   // the API's largest
  assert.equal(trapped.error.kind, 'limit');
  assert.deepEqual(messages(await puppet.evaluate('include demo')), ['demo dflt 4']);
});

test('loadBundle refuses bad input with an answer', async () => {
  const puppet = await createPuppet();
  assert.equal((await puppet.loadBundle('', {})).ok, false);
  assert.equal((await puppet.loadBundle('x', [])).ok, false);
  const outside = await puppet.loadBundle('x', { '../x.pp': '' });
  assert.deepEqual(outside, { ok: false, error: "a bundle's file path leaves its directory" });
});
