// entries.test.mjs: typeOf and format of the wasm module (wasm-bindings/puppet.mjs,
// docs/api.md) under Node, on the build in build/wasm. Expected types, formatted texts
// and mismatch messages come from the reference (Puppet 7.23, the comments show the Puppet
// code whose output they are); the rest checks the API's own contract.
import assert from 'node:assert/strict';
import path from 'node:path';
import { test } from 'node:test';
import { fileURLToPath, pathToFileURL } from 'node:url';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const BUILD = process.env.PUPPET_BUILD || path.join(ROOT, 'build');
const { createPuppet } = await import(pathToFileURL(path.join(BUILD, 'wasm', 'puppet.mjs')).href);
const puppet = await createPuppet();

const texts = (r) => [r.types.detailed.text, r.types.reduced.text, r.types.generalized.text];

// reference: notice(type(V)), notice(type(V, 'reduced')), notice(type(V, 'generalized'))
const MODES = [
  ['1', 'Integer[1, 1]', 'Integer[1, 1]', 'Integer'],
  ["[1, 'a']", 'Tuple[Integer[1, 1], String]', 'Array[ScalarData, 2, 2]', 'Array[ScalarData]'],
  ['{a => 1, b => [true]}', "Struct[{'a' => Integer[1, 1], 'b' => Tuple[Boolean[true]]}]",
    "Hash[Enum['a', 'b'], Data, 2, 2]", 'Hash[String[1, 1], Data]'],
];

test('typeOf gives the value and its type in the three modes, as type(v, mode)', async () => {
  for (const [source, detailed, reduced, generalized] of MODES) {
    const r = await puppet.typeOf(source);
    assert.equal(r.ok, true, source);
    assert.equal(r.error, null);
    assert.deepEqual(texts(r), [detailed, reduced, generalized], source);
    assert.equal(r.against, null);
  }
  // reference: type('abc') String, type(3.5, 'reduced') Float[3.5, 3.5], type(Integer[1,2])
  // Type[Integer[1, 2]], type(/a.c/) Regexp[/a.c/], type(undef) Undef,
  // type(Timespan('1-00:00:00')) Timespan['1-00:00:00.0']
  const one = async (source) => (await puppet.typeOf(source)).types;
  assert.equal((await one("'abc'")).detailed.text, 'String');
  assert.equal((await one('3.5')).reduced.text, 'Float[3.5, 3.5]');
  assert.equal((await one('Integer[1,2]')).detailed.text, 'Type[Integer[1, 2]]');
  assert.equal((await one('/a.c/')).detailed.text, 'Regexp[/a.c/]');
  assert.equal((await one('undef')).detailed.text, 'Undef');
  assert.equal((await one("Timespan('1-00:00:00')")).detailed.text, "Timespan['1-00:00:00.0']");
});

test('typeOf returns the value in %p form and the program output', async () => {
  const r = await puppet.typeOf("notice('hi')\n[1, 'a']");
  assert.equal(r.value, "[1, 'a']");
  assert.deepEqual(r.output.map((o) => o.message), ['hi']);
});

test('the type tree splits each type into its name and parameters', async () => {
  const r = await puppet.typeOf('1');
  const leaf = (text) => ({ name: null, text, params: [] });
  assert.deepEqual(r.types.detailed, { name: 'Integer', text: 'Integer[1, 1]', params: [leaf('1'), leaf('1')] });
  assert.deepEqual(r.types.generalized, { name: 'Integer', text: 'Integer', params: [] });

  const s = (await puppet.typeOf('{a => 1, b => [true]}')).types.detailed;
  assert.equal(s.name, 'Struct');
  assert.equal(s.params.length, 1);
  const members = s.params[0];
  assert.equal(members.name, null);
  assert.deepEqual(members.params.map((m) => m.text), ["'a' => Integer[1, 1]", "'b' => Tuple[Boolean[true]]"]);
  const [key, value] = members.params[1].params;
  assert.deepEqual(key, leaf("'b'"));
  assert.equal(value.name, 'Tuple');
  assert.deepEqual(value.params[0], { name: 'Boolean', text: 'Boolean[true]', params: [leaf('true')] });
});

// Every node's parameters appear in its text, in order, and a named node's text starts with
// its name: the tree and the text agree.
function checkTree(node) {
  assert.equal(typeof node.text, 'string');
  if (node.name !== null) assert.ok(node.text.startsWith(node.name), `${node.text} starts with ${node.name}`);
  let at = 0;
  for (const p of node.params) {
    const found = node.text.indexOf(p.text, at);
    assert.ok(found >= 0, `'${p.text}' is in '${node.text}' after ${at}`);
    at = found + p.text.length;
    checkTree(p);
  }
}

const VALUES = [
  '1', '-5', '2.5', "'x'", 'true', 'undef', 'default', '/a\\/b,c/', '[]', '{}', "[1, 'a', [2.5, {x => 1}]]",
  "{'a,b' => [1], c => {d => 'e]f'}}", 'Integer', 'Array[Integer, 2]', "Enum['a', 'b']",
  "Struct[{a => Integer, Optional[b] => String}]", "Callable[[String], Integer]", "Pattern[/x/, /y,z/]",
  "Variant[Integer, String]", "Optional['x']", "SemVer('1.2.3')", "Sensitive('s')", "Binary('aGk=')",
  "Timestamp('2020-01-01')", "File['/tmp/x']", 'Class[foo]', '[1, 2].reverse_each', "'a' =~ /a/",
  'type A = Integer[1, 5]\nA', 'type A = Integer[1, 5]\nArray[A]', "Runtime['ruby', 'Foo']",
];

test('the tree and the text agree for values of every kind', async () => {
  for (const source of VALUES) {
    const r = await puppet.typeOf(source);
    assert.equal(r.ok, true, `${source}: ${JSON.stringify(r.error)}`);
    for (const mode of ['detailed', 'reduced', 'generalized']) checkTree(r.types[mode]);
  }
});

test('the supertype chain runs from the detailed type to Any', async () => {
  const r = await puppet.typeOf('1');
  assert.deepEqual(r.supertypes, ['Integer[1, 1]', 'Integer', 'Numeric', 'ScalarData', 'Scalar', 'Any']);
  const t = await puppet.typeOf("[1, 'a']");
  assert.deepEqual(t.supertypes, ['Tuple[Integer[1, 1], String]', 'Tuple[Integer, String]', 'Tuple', 'Array', 'Collection', 'Any']);
  const h = await puppet.typeOf('{a => 1}');
  // Struct[{a => Integer}] <= Struct is false in the reference, so the chain goes to Hash
  assert.deepEqual(h.supertypes, ["Struct[{'a' => Integer[1, 1]}]", "Struct[{'a' => Integer}]", 'Hash', 'Collection', 'Any']);
});

test('each link of every supertype chain holds: A <= B', async () => {
  const pairs = [];
  for (const source of VALUES) {
    const r = await puppet.typeOf(source);
    assert.equal(r.supertypes.at(-1), 'Any', source);
    assert.equal(r.supertypes[0], r.types.detailed.text, source);
    assert.equal(new Set(r.supertypes).size, r.supertypes.length, `${source}: no text twice`);
    for (let i = 0; i + 1 < r.supertypes.length; i++) pairs.push([r.supertypes[i], r.supertypes[i + 1]]);
  }
  // Unit (the element type of [] generalized: Array[Unit]) is internal: the language has no
  // name for it, so links through it cannot be written as Puppet
  const writable = pairs.filter(([a, b]) => !/\bUnit\b/.test(a + b));
  assert.ok(writable.length > 50, `${writable.length} links`);
  const program = ['type A = Integer[1, 5]',   // the alias of VALUES
    ...writable.map(([a, b]) => `notice(${a} <= ${b})`)].join('\n');
  const r = await puppet.evaluate(program);
  assert.equal(r.ok, true, JSON.stringify(r.error));
  r.output.forEach((o, i) => assert.equal(o.message, 'true', `${writable[i][0]} <= ${writable[i][1]}`));
  assert.equal(r.output.length, writable.length);
});

test('against checks the value against a type, with the reference mismatch message', async () => {
  // reference: assert_type(Array[Integer], [1, 'a']) -> "assert_type: index 1 expects an Integer value, got String"
  let r = await puppet.typeOf("[1, 'a']", { against: 'Array[Integer]' });
  assert.equal(r.ok, true);
  assert.deepEqual(r.against, { type: 'Array[Integer]', instance: false, mismatch: 'index 1 expects an Integer value, got String' });
  // reference: assert_type(Integer, 'a') -> "assert_type: expects an Integer value, got String"
  r = await puppet.typeOf("'a'", { against: 'Integer' });
  assert.equal(r.against.mismatch, 'expects an Integer value, got String');
  // reference: assert_type(Struct[{a => Integer, b => String}], {a => 'x'}) -> "Error while
  // evaluating a Function Call,  assert_type: entry 'a' expects an Integer value, got String"
  // (the doubled space is describe_mismatch's form for several mismatches: one line each)
  r = await puppet.typeOf("{a => 'x'}", { against: 'Struct[{a => Integer, b => String}]' });
  assert.equal(r.against.type, "Struct[{'a' => Integer, 'b' => String}]");
  const lines = r.against.mismatch.split('\n');
  assert.equal(lines[0], "entry 'a' expects an Integer value, got String");
  assert.equal(lines.length, 2);
  // reference: [1, 2] =~ Array[Integer] is true (assert_type returns the value)
  r = await puppet.typeOf('[1, 2]', { against: 'Array[Integer]' });
  assert.deepEqual(r.against, { type: 'Array[Integer]', instance: true, mismatch: null });
  // the program's aliases are visible
  r = await puppet.typeOf('type Small = Integer[1, 3]\n2', { against: 'Small' });
  assert.equal(r.against.instance, true);
});

test('a bad against text fails with origin "against" and keeps the types', async () => {
  let r = await puppet.typeOf('1', { against: 'Integer[' });
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'syntax');
  assert.equal(r.error.origin, 'against');
  assert.match(r.error.message, /^Could not parse for environment production: Syntax error/);
  assert.equal(r.types.detailed.text, 'Integer[1, 1]');
  assert.equal(r.against, null);
  r = await puppet.typeOf('1', { against: "'text'" });
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'evaluation');
  assert.equal(r.error.origin, 'against');
  r = await puppet.typeOf('1', { against: 5 });
  assert.equal(r.ok, false);
  assert.match(r.error.message, /^Invalid options: bad option: against/);
});

test('a failing program fails typeOf with origin "program" and no types', async () => {
  const r = await puppet.typeOf('notice($nope)', { against: 'Integer' });
  assert.equal(r.ok, false);
  assert.equal(r.error.kind, 'evaluation');
  assert.equal(r.error.origin, 'program');
  assert.equal(r.error.message, "Evaluation Error: Unknown variable: 'nope'.");   // reference
  assert.deepEqual([r.error.line, r.error.column], [1, 8]);
  assert.equal(r.types, null);
  assert.equal(r.supertypes, null);
  assert.equal(r.value, null);
});

test('evaluate-only options are refused by typeOf and format', async () => {
  for (const options of [{ mode: 'parse' }, { value: true }, { catalog: true }]) {
    assert.match((await puppet.typeOf('1', options)).error.message, /^Invalid options: /);
    assert.match((await puppet.format('1', '%d', options)).error.message, /^Invalid options: /);
  }
  assert.match((await puppet.evaluate('1', { against: 'Integer' })).error.message, /^Invalid options: /);
});

test('format converts the value as String(value, format)', async () => {
  const f = async (source, format) => {
    const r = await puppet.format(source, format);
    assert.equal(r.ok, true, `${source} ${JSON.stringify(format)}: ${JSON.stringify(r.error)}`);
    return r.value;
  };
  assert.equal(await f('10', '%#x'), '0xa');                 // reference: String(10, '%#x')
  assert.equal(await f('{a => 1}', '%h'), "{'a' => 1}");     // reference: String({a => 1}, '%h')
  assert.equal(await f("'x'", '%p'), "'x'");                  // reference: String('x', '%p')
  assert.equal(await f('3.5', null), '3.500000');            // reference: String(3.5)
  assert.equal(await f('3.5'), '3.500000');
  // reference: String([10, 11], {Integer => '%#x', Array => {format => '%(a', separator => ';'}})
  const map = { Integer: '%#x', Array: { format: '%(a', separator: ';' } };
  assert.equal(await f('[10, 11]', map), '(10;11)');
  assert.equal(await f('[10, 11]', "{Integer => '%#x', Array => {format => '%(a', separator => ';'}}"), '(10;11)');
  // Puppet source of the format sees the program's variables
  assert.equal(await f("$f = '%#x'\n10", '{Integer => $f}'), '0xa');
});

test('a format that does not apply fails with String()\'s message and origin "format"', async () => {
  // reference: String(1, '%q') -> "Error while evaluating a Function Call, Illegal format 'q' ..."
  let r = await puppet.format('1', '%q');
  assert.equal(r.ok, false);
  assert.equal(r.value, null);
  assert.equal(r.error.kind, 'evaluation');
  assert.equal(r.error.origin, 'format');
  assert.equal(r.error.message,
    "Evaluation Error: Illegal format 'q' specified for value of Integer type - expected one of the characters 'dxXobBeEfgGaAspc'");
  // reference: String(1, 'x%d') -> "The format 'x%d' is not a valid format on the form '%<flags><width>.<prec><format>'"
  r = await puppet.format('1', 'x%d');
  assert.equal(r.error.message,
    "Evaluation Error: The format 'x%d' is not a valid format on the form '%<flags><width>.<prec><format>'");
  r = await puppet.format('1', '{Integer => ');
  assert.equal(r.error.kind, 'syntax');
  assert.equal(r.error.origin, 'format');
  r = await puppet.format('1', { 'Integer[': '%d' });
  assert.equal(r.error.kind, 'syntax');
  assert.equal(r.error.origin, 'format');
  for (const bad of [5, ['%d'], true]) {
    r = await puppet.format('1', bad);
    assert.equal(r.ok, false);
    assert.equal(r.error.origin, 'format');
    assert.match(r.error.message, /^Invalid format: /);
  }
  r = await puppet.format('notice(', '%d');
  assert.equal(r.error.kind, 'syntax');
  assert.equal(r.error.origin, 'program');
});

test('version names Emscripten too', async () => {
  const v = await puppet.version();
  assert.match(v.emscripten, /^\d+\.\d+\.\d+$/);
});

test('formatCode lays the source out in the style guide layout, or gives its syntax error', async () => {
  const r = await puppet.formatCode("file{'/x':ensure=>file,mode=>\"0644\"} # c\n");
  assert.equal(r.ok, true);
  assert.equal(r.error, null);
  assert.equal(r.text, "file { '/x':\n  ensure => file,\n  mode   => '0644',\n} # c\n");
  assert.deepEqual(r.output, []);
  const again = await puppet.formatCode(r.text);
  assert.equal(again.text, r.text);
  // reference: puppet parser validate on `notice(` reports the syntax error at its end
  const bad = await puppet.formatCode('notice(');
  assert.equal(bad.ok, false);
  assert.equal(bad.text, null);
  assert.equal(bad.error.kind, 'syntax');
  assert.match(bad.error.message, /^Could not parse for environment production: Syntax error at end of input/);
  const refused = await puppet.formatCode(42);
  assert.equal(refused.ok, false);
  assert.equal(refused.text, null);
});

test('lint gives puppet-lint style warnings with their fixes, or the syntax error', async () => {
  const r = await puppet.lint('$a = "x"\n$b = \'true\'  \n');
  assert.equal(r.ok, true);
  assert.deepEqual(r.lint.map((w) => w.check), ['trailing_whitespace', 'double_quoted_strings', 'quoted_booleans']);
  const dq = r.lint[1];
  assert.equal(dq.message, 'double quoted string containing no variables');
  assert.deepEqual([dq.line, dq.column, dq.end_line, dq.end_column], [1, 6, 1, 9]);
  assert.deepEqual(dq.fix, { text: "'x'", line: 1, column: 6, end_line: 1, end_column: 9 });
  assert.equal(r.lint[0].fix, 'format');
  const bad = await puppet.lint('class {');
  assert.equal(bad.ok, false);
  assert.equal(bad.lint, null);
  assert.equal(bad.error.kind, 'syntax');
});

test('outline lists a manifest\'s classes, defines, functions and type aliases with their parameters as written', async () => {
  const r = await puppet.outline({
    'm/manifests/init.pp': `# a class
class m (
  Array[Stdlib::Host] $servers,            # from Hiera
  Optional[Variant[String, Integer]] $x = undef,
  Hash $h = { 'a' => [1, 2], 'b' => "c,d" },
  $re = /a,b/,
) inherits m::params {
  class inner ($p = 1) { }
  define d (String $name2) { }
}
`,
    'm/functions/f.pp': 'function m::f(Integer *$rest) >> Array[Integer] { $rest }',
    'm/types/t.pp': 'type M::T = Variant[String, Pattern[/\\A\\/([^\\n\\/\\0]+\\/*)*\\z/]]\n',
    'm/manifests/bad.pp': 'class m::bad (',
  });
  assert.equal(r.ok, true);
  const init = r.files['m/manifests/init.pp'];
  assert.equal(init.ok, true);
  assert.deepEqual(init.definitions.map((d) => [d.kind, d.name, d.line]),
    [['class', 'm', 2], ['class', 'm::inner', 8], ['define', 'm::d', 9]]);
  assert.equal(init.definitions[0].parent, 'm::params');
  assert.deepEqual(init.definitions[0].params, [
    { name: 'servers', type: 'Array[Stdlib::Host]', default: null },
    { name: 'x', type: 'Optional[Variant[String, Integer]]', default: 'undef' },
    { name: 'h', type: 'Hash', default: "{ 'a' => [1, 2], 'b' => \"c,d\" }" },
    { name: 're', type: null, default: '/a,b/' },
  ]);
  assert.deepEqual(r.files['m/functions/f.pp'].definitions, [{
    kind: 'function', name: 'm::f', line: 1, parent: null,
    params: [{ name: 'rest', type: 'Integer', default: null, rest: true }], returns: 'Array[Integer]',
  }]);
  assert.deepEqual(r.files['m/types/t.pp'].definitions, [
    { kind: 'type', name: 'M::T', line: 1, type: 'Variant[String, Pattern[/\\A\\/([^\\n\\/\\0]+\\/*)*\\z/]]' }]);
  const bad = r.files['m/manifests/bad.pp'];
  assert.equal(bad.ok, false);
  assert.match(bad.error.message, /Syntax error at end of input/);
  assert.deepEqual(await puppet.outline({}), { ok: true, files: {} });
  assert.equal((await puppet.outline('class a {}')).ok, false);
  assert.equal((await puppet.outline(null)).ok, false);
});

test('evaluate with expression_types records the type of each expression that ran', async () => {
  // reference: notice(type([1, 2])) Tuple[Integer[1, 1], Integer[2, 2]]; the parameter's two
  // values 1 and 2 have the common type Integer[1, 2]; type('x') String
  const source = "[1, 2].each |$x| { notice($x) }\nif false { notice($nope) }\n$s = 'x'\nnotice(\"${s}\")\n";
  const r = await puppet.evaluate(source, { expression_types: true });
  assert.equal(r.ok, true);
  const { truncated, expressions } = r.expression_types;
  assert.equal(truncated, false);
  const at = (line, column) => expressions.find((e) => e.line === line && e.column === column);
  assert.deepEqual(at(1, 1), { kind: 'method-call', line: 1, column: 1, end_line: 1, end_column: 32, ran: true,
    count: 1, type: 'Tuple[Integer[1, 1], Integer[2, 2]]', value: '[1, 2]' });
  assert.deepEqual(at(1, 14), { kind: 'parameter', line: 1, column: 14, end_line: 1, end_column: 16, ran: true,
    count: 2, type: 'Integer[1, 2]', value: null });
  const never = at(2, 19);
  assert.equal(never.kind, 'variable');
  assert.equal(never.ran, false);
  assert.equal(never.type, null);
  const interpolated = at(4, 11);
  assert.deepEqual([interpolated.kind, interpolated.type, interpolated.value], ['variable', 'String', "'x'"]);
  const plain = await puppet.evaluate(source);
  assert.equal(plain.expression_types, null);
  const bad = await puppet.evaluate(source, { expression_types: 1 });
  assert.equal(bad.ok, false);
  assert.match(bad.error.message, /expression_types: a boolean is expected/);
});

test('evaluate with expression_types on a program building large collections stays bounded', async () => {
  // the shapes of the benchmark programs hashes.pp and types.pp: every value of an expression
  // joins a bounded summary; the type names all of them
  const source = "$h = Integer[1, 3000].reduce({}) |$m, $i| { $m + { \"key${i}\" => $i * 3 } }\n" +
    "$r = Integer[1, 2000].map |$i| { { 'id' => $i, 'name' => \"host${i}\" } }\n";
  const r = await puppet.evaluate(source, { expression_types: true });
  assert.equal(r.ok, true, JSON.stringify(r.error));
  const at = (line, column) => r.expression_types.expressions.find((e) => e.line === line && e.column === column);
  assert.deepEqual([at(1, 1).type, at(1, 1).count], ['Hash[String[4, 7], Integer[3, 9000], 3000, 3000]', 1]);
  const param = at(2, 28);
  assert.deepEqual([param.kind, param.count, param.type], ['parameter', 2000, 'Integer[1, 2000]']);
  const record = at(2, 34);
  assert.deepEqual([record.kind, record.count, record.type],
    ['hash', 2000, "Struct[{'id' => Integer[1, 2000], 'name' => String[5, 8]}]"]);
});

test('complete offers attributes, parameters, variables, facts, types and functions', async () => {
  const source = "class ntp (String $server = 'pool') { }\n$answer = 42\nfile { 'x': ens\nclass { 'ntp': se\n" +
    "notice($ans)\nnotice($facts['os']['fa'])\nStr\nupc\n";
  const labels = async (line, column, options) => {
    const r = await puppet.complete(source, line, column, options);
    assert.equal(r.ok, true, JSON.stringify(r.error));
    return r.completions.items.map((i) => `${i.kind} ${i.label}`);
  };
  assert.deepEqual(await labels(3, 16), ['attribute ensure']);
  assert.deepEqual(await labels(4, 18), ['attribute server']);
  assert.deepEqual(await labels(5, 12), ['variable answer']);
  const facts = { os: { family: 'Debian', name: 'Debian' } };
  assert.deepEqual(await labels(6, 24, { facts }), ['key family']);
  assert.deepEqual(await labels(7, 4), ['type String', 'type Struct']);
  const r = await puppet.complete(source, 8, 4);
  const upcase = r.completions.items.find((i) => i.label === 'upcase');
  assert.equal(upcase.kind, 'function');
  assert.equal(upcase.detail, 'upcase(Numeric $arg)');
  assert.match(upcase.documentation, /upcase\(String \$arg\)/);
  // after the signatures, the reference's own description (lib/puppet/functions/upcase.rb)
  assert.match(upcase.documentation, /\)\n\nConverts a String, Array or Hash \(recursively\) into upper case\.$/);
  assert.deepEqual([r.completions.prefix, r.completions.line, r.completions.column], ['upc', 8, 1]);
  const bad = await puppet.complete(source, 0, 1);
  assert.equal(bad.ok, false);
});
