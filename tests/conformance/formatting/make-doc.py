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
    ("width", "ignored without `#` (with `#`, the longest run of elements on one line)", "\"[${String([1, 2], '%-10a')}]\""),
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
section('timespan', 'Timespan', "Defaults to `%s`, the form `%D-%H:%M:%S.%-N` (the fraction without trailing zeros, at least one digit). `%p` prints `Timespan('...')` (the reference leaks a Ruby object there, docs/deviations.md). `strftime` formats with the directives of the Timespan strftime table below.", [
    ('s', 'days-hours:minutes:seconds', "String(Timespan(93784.5), '%s')"),
    ('#s', 'the same (`#` has no effect)', "String(Timespan(3600), '%#s')"),
    ('width, -', 'padding', '"[${String(Timespan(60), \'%-14s\')}]"'),
    ('d x X o b B', 'whole seconds as an Integer', "String(Timespan(3600), '%d')"),
    ('e E f g G a A', 'seconds as a Float', "String(Timespan(1.5), '%.2f')"),
])
section('timestamp', 'Timestamp', "Defaults to `%s`, ISO 8601 in UTC with nine fractional digits (the reference; the spec says `%FT%T.%L %Z`). `%p` prints `Timestamp('...')` (the reference leaks a Ruby object there). `strftime` formats with the directives of the Timestamp strftime table below.", [
    ('s', 'ISO 8601, UTC', "String(Timestamp('2016-09-06T08:34:59 UTC'), '%s')"),
    ('#s', 'the same (`#` has no effect)', "String(Timestamp(0), '%#s')"),
    ('d x X o b B', 'seconds since the epoch as an Integer', "String(Timestamp('2016-09-06T08:34:59.5 UTC'), '%d')"),
    ('e E f g G a A', 'seconds since the epoch as a Float', "String(Timestamp('2016-09-06T08:34:59.5 UTC'), '%f')"),
])
section('semver', 'SemVer', 'Defaults to `%s`.', [
    ('s', 'major.minor.patch[-prerelease][+build]', "String(SemVer('1.2.3-rc.1+b5'), '%s')"),
    ('p', 'the same', "String(SemVer('1.2.3'), '%p')"),
    ('width, -', 'padding', '"[${String(SemVer(\'1.2.3\'), \'%10s\')}]"'),
])
section('semverrange', 'SemVerRange', 'Defaults to `%s`.', [
    ('s', 'the text it was made from', "String(SemVerRange('1.x'), '%s')"),
    ('p', 'the canonical range', "String(SemVerRange('1.x'), '%p')"),
    ('p (made from versions)', 'the canonical range', "String(SemVerRange(SemVer('1.0.0'), SemVer('2.0.0'), true), '%p')"),
])
section('sensitive', 'Sensitive', 'Defaults to `%s`; the value is never shown.', [
    ('s', 'redacted', "String(Sensitive('x'), '%s')"),
    ('interpolation', 'redacted', '"${Sensitive(\'x\')}"'),
])
section('new', 'Conversions with `new`', '`Type(value, ...)` converts a value to a type (types-values-variables.md, the `.new` sections). A result outside a parameterized type is an error: `Integer[0, 10](\'0xFF\')` fails with "Converted value from Integer[0, 10].new has wrong type, expects an Integer[0, 10] value, got Integer[255, 255]".', [
    ('Integer', 'the radix from the prefix', "Integer('0xFF')"),
    ('Integer', 'a leading 0 is octal', "Integer('0777')"),
    ('Integer', 'an explicit radix', "Integer('101', 2)"),
    ('Integer', 'a Float is truncated', 'Integer(-3.99)'),
    ('Integer', 'from a hash', "Integer({from => '10', radix => 16})"),
    ('Float', 'from a string (hex and binary prefixes too)', "Float('0x10')"),
    ('Numeric', 'Integer or Float, as the string reads', "[Numeric('3.14'), Numeric('010')]"),
    ('Boolean', 'true/yes/y, false/no/n in any case; 0 is false', "[Boolean('Yes'), Boolean(0)]"),
    ('String', 'with a format', "String(255, '%#x')"),
    ('Array', 'a hash becomes its pairs', "Array({'a' => 1})"),
    ('Array', 'the wrap flag', "Array('x', true)"),
    ('Hash', 'from pairs or a flat list', "[Hash([['a', 1]]), Hash(['a', 1, 'b', 2])]"),
    ('Struct, Tuple', 'as Hash and Array, then checked', "Tuple[Integer, String]([1, 'a'])"),
    ('Regexp', 'from a string; true quotes it', "Regexp('a.b', true)"),
    ('SemVer', 'from a string, parts or a hash', "SemVer(1, 2, 3, 'rc.1')"),
    ('SemVerRange', 'npm range grammar', "SemVerRange('~1.2')"),
    ('Timespan', 'seconds; days, hours, minutes, seconds; a hash; a string', '[Timespan(13.5), Timespan(4, 0, 0, 2), Timespan({days => 4})]'),
    ('Timestamp', 'seconds since the epoch; a string', 'Timestamp(1473150899)'),
    ('Type', 'a type from its text', "Type('Hash[String, Integer]')"),
    ('Sensitive', 'wraps a value', "Sensitive('secret')"),
    ('forms', 'Type(v), Type.new(v) and new(Type, v) are the same call', "[Integer('7'), Integer.new('7'), new(Integer, '7')]"),
    ('parameterized', 'the result is checked against the type', "Integer[0, 255]('0xFF')"),
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
section('strftime', 'strftime of a Timestamp', "`strftime(timestamp, format, timezone)` or `$ts.strftime(format)`; the examples format `Timestamp('2016-09-06T08:04:09.012345678 UTC')` (results in brackets to show blanks). Zones are UTC, fixed offsets (`+05:30`) and the abbreviations the reference knows (`EST`, `CEST`, ...). The same directives parse strings in `Timestamp(string, format)`.", [
    ('Y', 'year, at least 4 digits', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%Y\')}]"'),
    ('C', 'year / 100', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%C\')}]"'),
    ('y', 'year % 100 (00..99)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%y\')}]"'),
    ('m', 'month (01..12)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%m\')}]"'),
    ('B', 'month name', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%B\')}]"'),
    ('b h', 'abbreviated month name', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%b\')}]"'),
    ('d', 'day of the month (01..31)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%d\')}]"'),
    ('e', 'day of the month, blank-padded', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%e\')}]"'),
    ('j', 'day of the year (001..366)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%j\')}]"'),
    ('H', 'hour, 24-hour clock (00..23)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%H\')}]"'),
    ('k', 'hour, blank-padded', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%k\')}]"'),
    ('I', 'hour, 12-hour clock (01..12)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%I\')}]"'),
    ('l', 'hour, 12-hour clock, blank-padded', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%l\')}]"'),
    ('P', 'am / pm', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%P\')}]"'),
    ('p', 'AM / PM', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%p\')}]"'),
    ('M', 'minute (00..59)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%M\')}]"'),
    ('S', 'second (00..60)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%S\')}]"'),
    ('L', 'millisecond (000..999)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%L\')}]"'),
    ('N', 'fraction, 9 digits', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%N\')}]"'),
    ('3N 6N', 'fraction, that many digits (truncated)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%6N\')}]"'),
    ('z', 'offset from UTC', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%z\')}]"'),
    (':z', 'offset with a colon', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%:z\')}]"'),
    ('::z', 'offset with seconds', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%::z\')}]"'),
    ('Z', 'zone name', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%Z\')}]"'),
    ('A', 'weekday name', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%A\')}]"'),
    ('a', 'abbreviated weekday name', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%a\')}]"'),
    ('u', 'day of the week, Monday is 1', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%u\')}]"'),
    ('w', 'day of the week, Sunday is 0', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%w\')}]"'),
    ('G', 'ISO 8601 week-based year', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%G\')}]"'),
    ('g', 'week-based year % 100', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%g\')}]"'),
    ('V', 'ISO 8601 week (01..53)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%V\')}]"'),
    ('U', 'week of the year, from Sunday (00..53)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%U\')}]"'),
    ('W', 'week of the year, from Monday (00..53)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%W\')}]"'),
    ('s', 'seconds since the epoch', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%s\')}]"'),
    ('%', 'a percent sign', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%%\')}]"'),
    ('c', 'date and time (%a %b %e %T %Y)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%c\')}]"'),
    ('D x', 'date (%m/%d/%y)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%D\')}]"'),
    ('F', 'ISO 8601 date (%Y-%m-%d)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%F\')}]"'),
    ('v', 'VMS date (%e-%^b-%4Y)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%v\')}]"'),
    ('X T', 'time (%H:%M:%S)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%T\')}]"'),
    ('r', '12-hour time (%I:%M:%S %p)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%r\')}]"'),
    ('R', '24-hour time (%H:%M)', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%R\')}]"'),
    ('n t', 'newline, tab', 'strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%d%n%H%t%M\') == "06\\n08\\t04"'),
    ('timezone', 'a third argument: the zone to show the time in', "strftime(Timestamp('2016-09-06T08:04:09.012345678 UTC'), '%F %T %z', 'EST')"),
])
section('strftime_flags', 'strftime flags', 'Flags and a width stand between `%` and the directive (same timestamp).', [
    ('-', 'no padding', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%-d\')}]"'),
    ('_', 'blank padding', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%_m\')}]"'),
    ('0', 'zero padding', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%0e\')}]"'),
    ('^', 'upper case', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%^a\')}]"'),
    ('#', 'change case', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%#b\')}]"'),
    ('width', 'minimum width', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%10A\')}]"'),
    ('width, 0', 'zero-padded width', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%06Y\')}]"'),
    (':', 'colons in %z', '"[${strftime(Timestamp(\'2016-09-06T08:04:09.012345678 UTC\'), \'%:z\')}]"'),
])
section('strftime_timespan', 'strftime of a Timespan', "The examples format `Timespan('3-04:05:06.789')` (3 days 4 h 5 min 6.789 s). The directive of the largest unit in the format is not bounded: it also counts the larger units the format leaves out. The same directives parse strings in `Timespan(string, format)`.", [
    ('D', 'days', '"[${strftime(Timespan(\'3-04:05:06.789\'), \'%D\')}]"'),
    ('H', 'hours of the day, after %D', '"[${strftime(Timespan(\'3-04:05:06.789\'), \'%D %H\')}]"'),
    ('H alone', 'the highest directive takes the larger units as well', '"[${strftime(Timespan(\'3-04:05:06.789\'), \'%H\')}]"'),
    ('M', 'minutes (00..59)', '"[${strftime(Timespan(\'3-04:05:06.789\'), \'%H:%M\')}]"'),
    ('S', 'seconds (00..59)', '"[${strftime(Timespan(\'3-04:05:06.789\'), \'%H:%M:%S\')}]"'),
    ('L', 'milliseconds (000..999)', '"[${strftime(Timespan(\'3-04:05:06.789\'), \'%H:%M:%S.%L\')}]"'),
    ('N', 'fraction, 9 digits', '"[${strftime(Timespan(\'3-04:05:06.789\'), \'%M:%S.%N\')}]"'),
    ('3N', 'fraction, that many digits', '"[${strftime(Timespan(\'3-04:05:06.789\'), \'%S.%3N\')}]"'),
    ('-N', 'fraction without trailing zeros', '"[${strftime(Timespan(\'3-04:05:06.789\'), \'%S.%-N\')}]"'),
    ('-', 'no padding', '"[${strftime(Timespan(\'3-04:05:06.789\'), \'%D-%-H\')}]"'),
    ('_', 'blank padding', '"[${strftime(Timespan(\'3-04:05:06.789\'), \'%D-%_H\')}]"'),
    ('width', 'minimum width', '"[${strftime(Timespan(\'3-04:05:06.789\'), \'%5D\')}]"'),
    ('%', 'a percent sign', '"[${strftime(Timespan(\'3-04:05:06.789\'), \'%D%%\')}]"'),
    ('negative', 'a leading minus', "strftime(Timespan(-3723), '%H:%M:%S')"),
])
section('parsing', 'Parsing Timespan and Timestamp strings', '', [
    ('Timespan default formats', '%D-%H:%M:%S.%-N, %H:%M:%S.%-N, %M:%S.%-N, %S.%-N, %D-%H:%M:%S, %H:%M:%S, %D-%H:%M, %S, tried in order', "Timespan('1-02:03')"),
    ('Timespan with a format', 'the string must match the whole format', "Timespan('5h 30m', '%Hh %Mm')"),
    ('Timespan with several formats', 'the first that matches', "Timespan('90', ['%H:%M', '%M'])"),
    ('Timespan from a hash', 'string and format', "Timespan({string => '01:30', format => '%H:%M'})"),
    ('Timestamp default formats', '%FT%T.%N %Z, %FT%T %Z, %F %T.%N %Z, %F %T %Z, %F %Z, %FT%T.%N, %FT%T, %F %T.%N, %F %T, %F; no zone means UTC', "Timestamp('2016-09-06 08:34:59 +02:00')"),
    ('Timestamp with a format', 'strftime directives', "Timestamp('06/09/2016 3pm', '%d/%m/%Y %I%p')"),
    ('Timestamp with a zone', 'the zone of a string that names none', "Timestamp('2016-09-06 12:00', '%F %R', 'CET')"),
    ('Timestamp from a hash', 'string, format and timezone', "Timestamp({string => '2016', format => '%Y'})"),
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

Three renderings exist (engine/src/text/format.h):

- **Interpolation and log messages** (`"${v}"`, `notice(v)`): strings verbatim even inside
  containers (`notice(['a', 1])` prints `[a, 1]`), undef empty, floats in their shortest form
  (`3.14`, `1.0e+20`, `1.0e-05`), regexps between slashes, types as source.
- **`%p`**, the programmatic form (also the program value shown by the playground): strings
  quoted as Puppet source (`'it\\'s'`, `"a\\nb"`), `undef`, `default`.
- **`String(v, format)`**: a format string such as `'%#x'`, or a format map from types to formats
  (`{Integer => '%x', Array => {format => '%(a', separator => ';'}}`); described below.

A format is `%[flags][width][.precision]letter`. Most directives end in Ruby's `Kernel#format`
on the value (engine/src/text/sprintf.c), so widths count characters and flags behave as in Ruby.
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
