// bounded-programs.mjs: the programs that once ran from 10 s to minutes (natively and in wasm)
// because their cost grew quadratically or worse where no limit counted, each with what it must
// end with under the default limits: its answer (the reference's, from puppet-reference on the
// same program) or a limit error (docs/limits.md); `error` is the start of the error's message.
// The wasm suite runs them (tests/wasm/bounds.test.mjs); tests/bench/bounded.mjs times them
// natively and in wasm.
// tests/unit/bounds_test.c holds the same programs for the native and ASan builds.

const repeat = (text, n) => text.repeat(n);
const list = (n, item, separator) => Array.from({ length: n }, (_, i) => item(i)).join(separator);

export const PROGRAMS = [
  {
    name: 'regexp backtracking at every start position (6,000 characters)',
    source: "$s = sprintf('%06000d', 0) notice(\"${s}bc\" =~ /0*0*c/)",
    // the reference answers true after some 20 s; the step limit prices the matching
    error: 'Evaluation stopped: the step limit was reached',
  },
  {
    name: "split on ''",
    source: "notice(split(sprintf('%0200000d', 1), '').length)",
    notice: '200000',
  },
  {
    name: "split on '0'",
    source: "notice(split(sprintf('%0200000d', 1), '0').length)",
    notice: '200000',
  },
  {
    name: "regsubst with 'G'",
    source: "notice(regsubst(sprintf('%0200000d', 1), '0', 'ab', 'G').length)",
    notice: '399999',
  },
  {
    name: '`in` inside filter over 100,000 elements',
    source: '$a = Integer[1, 100000].map |$i| { -$i } notice($a.filter |$x| { 5 in $a }.length)',
    notice: '0',
  },
  {
    name: '$s[$i] for every character of a 100,000-character string',
    source: "$s = sprintf('%0100000d', 1) "
      + "notice(Integer[0, 99999].reduce(0) |$m, $i| { if $s[$i] == '1' { $m + 1 } else { $m } })",
    notice: '1',
  },
  {
    name: '100,000 tags on one resource',
    source: "notify { 'x': tag => Integer[1, 100000].map |$i| { \"t${i}\" } } notice('done')",
    notice: 'done',
  },
  {
    name: 'a heredoc line of 150,000 leading blanks',
    source: `$x = @(END)\n${repeat(' ', 150000)}a\nEND\nnotice($x.length)\n`,
    notice: '150002',
  },
  {
    name: 'a hash literal of 100,000 entries',
    source: `$h = {${list(100000, (i) => `"k${i}" => ${i}`, ', ')}}\nnotice($h.length)\n`,
    notice: '100000',
  },
  {
    name: 'notify with 60,000 attributes',
    source: `notify { 'x': ${list(60000, (i) => `a${i} => ${i}`, ', ')} }\n`,
    error: "no parameter named 'a0'",
  },
  {
    name: 'a define that declares itself',
    source: 'define d() { d { "x${title}": } }\nd { \'a\': }',
    error: 'Somehow looped more than 1000 times while evaluating host catalog',
  },
  {
    name: 'deep data compared (200,000 levels)',
    source: '$d = Integer[1, 200000].reduce([]) |$m, $i| { [$m] } notice($d == $d)',
    error: 'Evaluation stopped: the data nests too deeply',
    // in wasm, V8's own stack (which every wasm call also uses) runs out before the engine's
    // guard of the wasm stack stops the walk: the API turns that RangeError into this limit
    // error and replaces the instance (puppet.mjs, trapFailure)
    wasmError: 'Stack overflow: the program nests too deeply',
  },
  {
    name: 'a recursive alias against data 300 levels deep',
    source: 'type A = Variant[Integer, Array[A]] $d = Integer[1, 300].reduce(1) |$m, $i| { [$m] } notice($d =~ A)',
    notice: 'true',
  },
];
