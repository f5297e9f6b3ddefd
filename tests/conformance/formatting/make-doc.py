#!/usr/bin/env python3
"""make-doc.py: writes docs/formatting.md from one table of examples.

Each example is a Puppet expression, written as one notice() line of
tests/conformance/formatting/doc_<section>.pp; its result in the document is read from
doc_<section>.out, the reference's output (tests/tools/make-golden.sh), so the document only
shows what the reference printed, and the conformance suite checks that the engine agrees.

    tests/conformance/formatting/make-doc.py pp    # writes the doc_*.pp files
    tests/tools/make-golden.sh tests/conformance/formatting/doc_*.pp
    tests/conformance/formatting/make-doc.py md    # writes docs/formatting.md
"""
import os, sys
ROOT = os.path.abspath(os.path.join(os.path.dirname(__file__), "../../.."))
TD = ROOT + "/tests/conformance/formatting"
S = []   # (key, title, intro, rows[(directive, meaning, expr)])
def section(key, title, intro, rows):
    S.append((key, title, intro, rows))

section("integer", "Integer", "Defaults to `%d`. Negative numbers in x, o, b without `+` or space print Ruby's two's complement notation (`..f01`).", [
    ("d", "decimal", "String(-42, '%d')"),
    ("x X", "hexadecimal, lower / upper case", "String(255, '%X')"),
    ("#x", "with the 0x prefix", "String(255, '%#x')"),
    ("x (negative)", "two's complement", "String(-255, '%x')"),
    ("+x", "a sign instead of two's complement", "String(-255, '%+x')"),
    ("o", "octal, `#` adds the prefix 0", "String(8, '%#o')"),
    ("b B", "binary, `#` adds 0b / 0B", "String(5, '%#b')"),
    ("c", "the character of a code point", "String(233, '%c')"),
    ("#c", "the character, quoted", "String(65, '%#c')"),
    ("s", "as d", "String(42, '%5s')"),
    ("#s", "as d, quoted", "String(42, '%#s')"),
    ("p", "as d", "String(42, '%p')"),
    ("e E f g G a A", "as a Float", "String(3, '%.2f')"),
    ("width, -, 0", "padding", "\"[${String(42, '%-6d')}]\""),
    ("0", "zero padding", "String(42, '%06d')"),
    ("precision", "minimum digits", "String(42, '%.4d')"),
])
section("float", "Float", "Defaults to `%f` for String(v) (`3.140000`: the reference, where the spec says `%p`); interpolation, notice and `%p` print the shortest form that reads back the same (`3.14`, `1.0e+20`).", [
    ("f", "fixed point", "String(3.14159, '%.2f')"),
    ("e E", "exponential", "String(1234.5, '%e')"),
    ("g G", "exponential when the exponent is < -4 or >= the precision", "String(0.00001, '%g')"),
    ("#g", "keeps trailing zeros", "String(1.0, '%#g')"),
    ("a A", "hexadecimal", "String(255.5, '%A')"),
    ("s", "the shortest form as a string", "\"[${String(3.14, '%8s')}]\""),
    ("#s", "the shortest form, quoted", "String(3.14, '%#s')"),
    ("p", "the shortest form; a precision cuts the text", "String(3.14159, '%.3p')"),
    ("d x X o b B", "the integer part", "String(255.9, '%x')"),
    ("+, space", "a sign or a blank for positive numbers", "String(1.5, '%+.1f')"),
    ("default", "String(v) without a format", "String(3.14)"),
    ("NaN", "not a number", "String(0.0 / 0, '%f')"),
])
section("string", "String", "Defaults to `%s` at the top and `%p` inside arrays and hashes.", [
    ("s", "the text", "\"[${String('abc', '%-5s')}]\""),
    ("precision", "at most that many characters", "String('abcdef', '%.2s')"),
    ("p", "quoted as Puppet source", "String(\"it's\", '%p')"),
    ("#p", "double quoted", "String('abc', '%#p')"),
    ("p (control characters)", "double quoted with escapes", "String(\"a\\tb\", '%p')"),
    ("c", "capitalized", "String('hello WORLD', '%c')"),
    ("C", "each :: segment capitalized", "String('foo::bar', '%C')"),
    ("u", "upper case", "String('abc', '%u')"),
    ("d", "lower case", "String('ABC', '%d')"),
    ("t", "trimmed", "String('  x  ', '%t')"),
    ("# (c C u d t)", "the result quoted", "String('abc', '%#u')"),
])
section("boolean", "Boolean", "Defaults to `%s`.", [
    ("t T", "true / True", "String(true, '%T')"),
    ("#t #T", "the first letter", "String(false, '%#t')"),
    ("y Y", "yes / Yes", "String(true, '%y')"),
    ("#y #Y", "the first letter", "String(false, '%#Y')"),
    ("d x X o b B", "1 or 0", "String(true, '%#b')"),
    ("e E f g G a A", "1.0 or 0.0", "String(true, '%.1f')"),
    ("s p", "true / false", "\"[${String(false, '%6s')}]\""),
])
section("regexp", "Regexp", "Defaults to `%s` (no slashes); interpolation and notice print the slashes.", [
    ("s", "the pattern", "String(/a\\/b/, '%s')"),
    ("#s", "the pattern, quoted", "String(/ab/, '%#s')"),
    ("p", "between slashes", "String(/a\\/b/, '%p')"),
])
section("undef", "Undef", "Defaults to `%s` (empty) at the top and `%p` (`undef`) in containers.", [
    ("s", "empty", "String(undef, '%s')"),
    ("#s", "empty, quoted", "String(undef, '%#s')"),
    ("p", "undef", "String(undef, '%p')"),
    ("#p", "undef, quoted", "String(undef, '%#p')"),
    ("n", "nil", "String(undef, '%n')"),
    ("#n", "null", "String(undef, '%#n')"),
    ("u", "undef", "String(undef, '%u')"),
    ("#u", "undefined", "String(undef, '%#u')"),
    ("d x X o b B e E f g G a A", "NaN", "String(undef, '%d')"),
    ("v V", "n/a / N/A", "String(undef, '%V')"),
])
section("default", "Default", "Defaults to `%s`.", [
    ("d s p", "default", "String(default, '%s')"),
    ("D", "Default", "String(default, '%D')"),
    ("#", "quoted", "String(default, '%#d')"),
])
section("type", "Type", "Defaults to `%s`.", [
    ("s p", "the type as Puppet source", "String(Integer[1, 2], '%p')"),
    ("#s", "quoted", "String(Integer, '%#s')"),
])
section("array", "Array and Tuple", "Defaults to `%a` with `, ` between elements; elements take `%p` (strings quoted) unless `string_formats` says otherwise; nested arrays and hashes use the same format as the top.", [
    ("a s p", "[ ] delimiters", "String([1, 'x'])"),
    ("[ { ( < |", "the delimiters", "String([1, 'x'], '%(a')"),
    ("space", "no delimiters", "String([1, 'x'], '% a')"),
    ("nested", "the same format inside", "String([1, [2]], '%<a')"),
    ("separator", "between elements", "String([1, 2], {Array => {format => '%a', separator => ';'}})"),
    ("string_formats", "formats of the elements", "String([1, 2], {Array => {format => '%a', string_formats => {Integer => '%#x'}}})"),
])
section("hash", "Hash and Struct", "Defaults to `%h` with `, ` between entries and ` => ` between key and value; keys and values take `%p`.", [
    ("h s p", "{ } delimiters", "String({'a' => 1})"),
    ("[ { ( < |", "the delimiters", "String({'a' => 1}, '%(h')"),
    ("a", "as an array of [key, value]", "String({'a' => 1}, '%a')"),
    ("separator2", "between key and value", "String({'a' => 1, 'b' => 2}, {Hash => {format => '%h', separator2 => ':'}})"),
    ("string_formats", "formats of keys and values", "String({'a' => 1}, {Hash => {format => '%h', string_formats => {String => '%s'}}})"),
])
section("binary", "Binary", "Defaults to `%B`.", [
    ("s", "the bytes as text", "String(Binary('aGVsbG8='), '%s')"),
    ("p", "Binary(\"<base64>\")", "String(Binary('aGVsbG8='), '%p')"),
    ("B", "strict base64", "String(Binary('aGVsbG8='), '%B')"),
    ("u", "URL-safe base64", "String(Binary('+/8='), '%u')"),
    ("t T", "the type name", "String(Binary('aGVsbG8='), '%T')"),
    ("#", "quoted", "String(Binary('aGVsbG8='), '%#B')"),
])
section("other", "Timespan, Timestamp, SemVer, SemVerRange, Sensitive", "Ruby's `Kernel#format` on the value: `%s` its string form, `%d` and the float directives seconds.", [
    ("s", "Timespan", "String(Timespan(3600), '%s')"),
    ("d", "Timespan in seconds", "String(Timespan(3600), '%d')"),
    ("f", "Timestamp in seconds", "String(Timestamp('2016-09-06T08:34:59.5Z'), '%f')"),
    ("s", "SemVer", "\"[${String(SemVer('1.2.3'), '%10s')}]\""),
    ("s", "Sensitive", "String(Sensitive('x'), '%s')"),
])
section("maps", "Format maps", "A hash of types to formats; the most specific type that matches the value wins.", [
    ("ranges", "positive in hex, negative in decimal", "[String(10, {Integer[default, -1] => '%d', Integer[0, default] => '%#x'}), String(-1, {Integer[default, -1] => '%d', Integer[0, default] => '%#x'})]"),
    ("sizes", "short and long strings", "[String('ab', {String[1,2] => '%u', String[3] => '%p'}), String('abc', {String[1,2] => '%u', String[3] => '%p'})]"),
    ("general", "a general type replaces the defaults it covers", "String(1.5, {Numeric => '%d'})"),
])
section("flags", "Flags", "", [
    ("space", "a blank for positive numbers; no delimiters for containers", "String(42, '% d')"),
    ("#", "alternate form (prefixes, quotes, indentation)", "String(255, '%#o')"),
    ("+", "a sign; no two's complement", "String(-8, '%+o')"),
    ("-", "left justified", "\"[${String('ab', '%-4s')}]\""),
    ("0", "zero padded", "String(3.5, '%06.2f')"),
    ("[ { ( < |", "container delimiters", "String([1], '%|a')"),
])
section("sprintf", "sprintf", "Ruby's `Kernel#format`: the directives above (with Ruby's meaning) plus argument references. Arguments are the Ruby values: strings inside arrays show double quotes, undef at the top is an empty string and `nil` inside.", [
    ("%d %s", "in order", "sprintf('%d-%s', 1, 'a')"),
    ("%N$", "by position", "sprintf('%2$s %1$s', 'a', 'b')"),
    ("%<name>", "from a hash, formatted", "sprintf('%<x>05.1f', {'x' => 2.25})"),
    ("%{name}", "from a hash, as text", "sprintf('%{x}!', {'x' => 'hi'})"),
    ("*", "width from an argument", "sprintf('%*d|', 4, 7)"),
    (".*", "precision from an argument", "sprintf('%.*f', 2, 3.14159)"),
    ("%%", "a percent sign", "sprintf('%d%%', 50)"),
    ("%s of an array", "Ruby's inspect", "sprintf('%s', [1, 'a', undef])"),
    ("%p", "Ruby's inspect", "sprintf('%p', 'a\"b')"),
    ("%c", "a character", "sprintf('%c', 72)"),
])

mode = sys.argv[1]
if mode == "pp":
    for key, title, intro, rows in S:
        with open(f"{TD}/doc_{key}.pp", "w") as f:
            f.write(f"# The examples of docs/formatting.md, section {title} (one notice per table row).\n")
            for d, m, e in rows:
                f.write(f"notice({e})\n")
    sys.exit(0)

out = []
out.append("""# Formatting values as text

How the engine turns values into text, following types-values-variables.md "String.new" and the
"X to String" tables, with the reference's behaviour where it differs (reference-notes.md). Every
example below is a line of `tests/conformance/formatting/doc_*.pp` and its result is the reference's
output for it (`doc_*.out`), so the tables cannot drift from what Puppet prints; the document is
written by `tests/conformance/formatting/make-doc.py` (edit the examples there).

Three renderings exist (engine/src/format.h):

- **Interpolation and log messages** (`"${v}"`, `notice(v)`): strings verbatim even inside
  containers (`notice(['a', 1])` prints `[a, 1]`), undef empty, floats in their shortest form
  (`3.14`, `1.0e+20`, `1.0e-05`), regexps between slashes, types as source.
- **`%p`**, the programmatic form (also the program value shown by the playground): strings
  quoted as Puppet source (`'it\\'s'`, `"a\\nb"`), `undef`, `default`.
- **`String(v, format)`**: a format string such as `'%#x'`, or a format map from types to formats
  (`{Integer => '%x', Array => {format => '%(a', separator => ';'}}`); described below.

A format is `%[flags][width][.precision]letter`. Most directives end in Ruby's `Kernel#format`
on the value (engine/src/sprintf.c), so widths count characters and flags behave as in Ruby.
Containers also accept `separator`, `separator2` (hash key/value) and `string_formats` (the
formats of their elements) in a container format hash. The alternate form `#` of arrays and
hashes indents nested containers:

```
String([1, [2, 3], {'a' => 1}], '%#a')
[1,
  [2, 3],
  {'a' => 1}]
```

Where the reference leaks Ruby objects (`%p` of Sensitive, Timespan, Timestamp) the engine prints
the spec's form; see docs/deviations.md.
""")
for key, title, intro, rows in S:
    lines = open(f"{TD}/doc_{key}.out").read().split("\n")
    notices = [l[len("Notice: "):] for l in lines if l.startswith("Notice: ")]
    assert len(notices) == len(rows), (key, len(notices), len(rows))
    out.append(f"## {title}\n")
    if intro:
        out.append(intro + "\n")
    out.append("| Directive | Meaning | Example | Result |")
    out.append("| --- | --- | --- | --- |")
    for (d, m, e), r in zip(rows, notices):
        esc = lambda s: s.replace("|", "\\|")
        shown = f"`{esc(r)}`" if r else "(empty)"
        out.append(f"| `{esc(d)}` | {esc(m)} | `{esc(e)}` | {shown} |")
    out.append("")
open(ROOT + "/docs/formatting.md", "w").write("\n".join(out))
