#!/usr/bin/env python3
"""tests/bench/scaling.py: how each built-in function and operator grows with its input.

Each case is a small Puppet program over N elements (an array, a hash, a string of N
characters, N resources, a source of N entries...), run by the native command at N = 10^3, 10^4
and 10^5 with the default limits (the time limit raised: this measures CPU time, which a loaded
machine distorts least). For each case it prints the CPU milliseconds at each size (the
command's start-up, measured on an empty program, taken off) and the growth exponent from 10^4
to 10^5: log10(t(10^5) / t(10^4)), 1.0 for linear work, about 1.07 for n log n, 2.0 for
quadratic. A case whose largest size ends at the step or memory limit is "counted": its work is
priced in steps (docs/limits.md, "The step currency"), so the step limit ends it in every host.

  tests/bench/scaling.py                 every case, a markdown table (docs/performance.md)
  tests/bench/scaling.py in split        the cases whose name contains one of the words
  tests/bench/scaling.py --sizes 1000,10000 --timeout 30 --check 1.3

--check X makes the exit status 1 when a case grows faster than exponent X without being
counted. PUPPET_BUILD picks the build tree (build/ by default), as for the tests.
"""
import argparse
import math
import os
import resource
import subprocess
import sys
import tempfile

ROOT = os.path.dirname(os.path.dirname(os.path.dirname(os.path.abspath(__file__))))
BUILD = os.environ.get('PUPPET_BUILD', os.path.join(ROOT, 'build'))
BINARY = os.path.join(BUILD, 'native', 'puppet-eval')

# Data every case may start from (each is built in linear time; the empty case measures them).
ARRAY = '$a = Integer[1, {N}].map |$i| { $i }\n'
WORDS = '$w = Integer[1, {N}].map |$i| { "w${i}" }\n'
HASH = '$h = Hash(Integer[1, {N}].map |$i| { ["k${i}", $i] })\n'
STRING = "$s = sprintf('%0{N}d', 0)\n"
UTF8 = '$u = "\u00e9${sprintf(\'%0{N}d\', 0)}"\n'
NESTED = '$n = Integer[1, {N}].map |$i| { [$i, [$i]] }\n'

# (name, program): {N} stands for the size; a program is either a text or a function of N that
# returns one (sources of N entries).
CASES = [
    # --- operators ---
    ('+ arrays', ARRAY + '$b = $a + $a notice($b.length)'),
    ('+ array built in reduce', 'notice(Integer[1, {N}].reduce([]) |$m, $i| { $m + [$i] }.length)'),
    ('+ hash built in reduce', 'notice(Integer[1, {N}].reduce({}) |$m, $i| { $m + { $i => $i } }.length)'),
    ('+ hashes', HASH + 'notice(($h + $h).length)'),
    ('- arrays', ARRAY + 'notice(($a - $a).length)'),
    ('- hash minus keys', HASH + WORDS + 'notice(($h - $w).length)'),
    ('<< append', ARRAY + 'notice(($a << 1).length)'),
    ('== arrays', ARRAY + '$b = $a.map |$x| { $x } notice($a == $b)'),
    ('== hashes', HASH + '$g = Hash($h.map |$k, $v| { [$k, $v] }) notice($h == $g)'),
    ('== strings', STRING + "$t = \"${s}\" notice($s == $t)"),
    ('!= arrays', ARRAY + 'notice($a != $a.map |$x| { $x })'),
    ('< strings', STRING + "notice($s < \"${s}x\")"),
    ('in array, once', ARRAY + 'notice(-5 in $a)'),
    ('in array, in a loop', ARRAY + 'notice($a.filter |$x| { 5 in $a }.length)'),
    ('in hash, in a loop', HASH + 'notice(Integer[1, {N}].filter |$x| { "k${x}" in $h }.length)'),
    ('in string, in a loop', STRING + "notice(Integer[1, {N}].filter |$x| { '1' in $s }.length)"),
    ('in regexp over strings', WORDS + 'notice(/w99999999/ in $w)'),
    ('=~ regexp, long string', STRING + 'notice($s =~ /1/)'),
    ('=~ regexp, every start position', STRING + 'notice("${s}bc" =~ /0*0*c/)'),
    ('=~ Array[Integer]', ARRAY + 'notice($a =~ Array[Integer])'),
    ('=~ Hash[String, Integer]', HASH + 'notice($h =~ Hash[String, Integer])'),
    ('=~ Enum of N strings', WORDS + "notice('w7' =~ Enum[*$w])"),
    ('=~ Pattern over strings', WORDS + 'notice($w.filter |$x| { $x =~ Pattern[/1/] }.length)'),
    ('* splat', ARRAY + 'notice([*$a].length)'),
    ('[] array index, in a loop', ARRAY + 'notice(Integer[0, {N} - 1].filter |$i| { $a[$i] == 1 }.length)'),
    ('[] array slice', ARRAY + 'notice($a[1, -1].length)'),
    ('[] hash lookup, in a loop', HASH + 'notice(Integer[1, {N}].filter |$i| { $h["k${i}"] == $i }.length)'),
    ('[] string index, in a loop', STRING + "notice(Integer[0, {N} - 1].filter |$i| { $s[$i] == '1' }.length)"),
    ('[] UTF-8 string index, in a loop', UTF8 + "notice(Integer[0, {N} - 1].filter |$i| { $u[$i] == '1' }.length)"),
    ('[] string slice', STRING + 'notice($s[1, -1].length)'),
    ('interpolation of an array', ARRAY + 'notice("${a}".length)'),
    ('interpolation grown in reduce', "notice(Integer[1, {N}].reduce('') |$m, $i| { \"${m}x\" }.length)"),
    ('case over an array of options', ARRAY + 'case -1 { *$a: { notice(1) } default: { notice(0) } }'),
    ('selector over a hash', HASH + 'notice("k{N}" ? { *$h.keys => 1, default => 0 })'),
    ('unary - (map)', ARRAY + 'notice($a.map |$x| { -$x }.length)'),
    ('notice of an array', ARRAY + 'notice($a.length) $t = String($a) notice($t.length)'),
    ('String(hash)', HASH + 'notice(String($h).length)'),
    # --- iteration ---
    ('each', ARRAY + '$a.each |$x| { } notice(1)'),
    ('map', ARRAY + 'notice($a.map |$x| { $x + 1 }.length)'),
    ('filter', ARRAY + 'notice($a.filter |$x| { $x % 2 == 0 }.length)'),
    ('reduce', ARRAY + 'notice($a.reduce |$m, $x| { $m + $x })'),
    ('all', ARRAY + 'notice($a.all |$x| { $x > 0 })'),
    ('any', ARRAY + 'notice($a.any |$x| { $x < 0 })'),
    ('group_by', ARRAY + 'notice($a.group_by |$x| { $x % 10 }.length)'),
    ('partition', ARRAY + 'notice($a.partition |$x| { $x % 2 == 0 }[0].length)'),
    ('index', ARRAY + 'notice($a.index |$x| { $x == {N} })'),
    ('reverse_each', ARRAY + 'notice($a.reverse_each.map |$x| { $x }.length)'),
    ('step', ARRAY + 'notice($a.step(2).map |$x| { $x }.length)'),
    ('slice', ARRAY + 'notice($a.slice(2).map |$x| { $x }.length)'),
    ('tree_each', NESTED + 'notice($n.tree_each.map |$x| { $x }.length)'),
    ('each over a hash', HASH + '$h.each |$k, $v| { } notice(1)'),
    ('each over a string', STRING + "notice($s.map |$c| { $c }.length)"),
    ('then / lest / with', ARRAY + 'notice($a.then |$x| { $x.length } + with($a) |$x| { $x.length } + $a.lest || { [] }.length)'),
    # --- collections ---
    ('flatten', NESTED + 'notice($n.flatten.length)'),
    ('join', WORDS + 'notice($w.join(",").length)'),
    ('keys / values', HASH + 'notice($h.keys.length + $h.values.length)'),
    ('length / size / empty', ARRAY + STRING + 'notice($a.length + $s.length + $s.size + Integer(empty($a)))'),
    ('sort integers', '$r = Integer[1, {N}].map |$i| { ($i * 7919) % {N} } notice($r.sort.length)'),
    ('sort strings', WORDS + 'notice($w.sort.length)'),
    ('sort with a block', ARRAY + 'notice($a.sort |$x, $y| { compare($y, $x) }.length)'),
    ('sort a string', STRING + 'notice(sort($s).length)'),
    ('unique integers', ARRAY + 'notice(($a + $a).unique.length)'),
    ('unique strings', WORDS + 'notice(($w + $w).unique.length)'),
    ('unique with a block', ARRAY + 'notice($a.unique |$x| { $x % 100 }.length)'),
    ('unique of a string', STRING + 'notice(unique($s).length)'),
    ('min / max of N arguments', ARRAY + 'notice(min(*$a) + max(*$a))'),
    ('dig', NESTED + 'notice(dig($n, {N} - 1, 1, 0))'),
    ('get', HASH + 'notice(get($h, "k{N}"))'),
    ('compare', STRING + "notice(compare($s, \"${s}\"))"),
    ('Array(hash) / Hash(pairs)', HASH + 'notice(Hash(Array($h)).length)'),
    ('convert_to', ARRAY + 'notice($a.convert_to(Array).length)'),
    ('type of an array', ARRAY + 'notice(type($a, "generalized"))'),
    ('type of a hash', HASH + 'notice(type($h, "generalized"))'),
    ('assert_type', ARRAY + 'notice(assert_type(Array[Integer], $a).length)'),
    ('new Integer from strings', WORDS + 'notice($w.map |$x| { Integer($x[1, -1]) }.length)'),
    # --- strings ---
    ('split on ""', STRING + "notice(split($s, '').length)"),
    ('split on a character', STRING + "notice(split($s, '0').length)"),
    ('split on a regexp', WORDS + "$t = $w.join(',') notice(split($t, /,/).length)"),
    ('regsubst G', STRING + "notice(regsubst($s, '0', 'ab', 'G').length)"),
    ('regsubst G, groups', STRING + "notice(regsubst($s, '(0)(0)', '\\\\2\\\\1', 'G').length)"),
    ('match', STRING + "notice(match(\"${s}1\", /1$/))"),
    ('scanf', WORDS + "$t = $w.join(' ') notice(scanf($t, '%s'))"),
    ('sprintf %s', STRING + "notice(sprintf('%s|%s', $s, $s).length)"),
    ('sprintf of N arguments', ARRAY + "notice(sprintf($a.map |$x| { '%d' }.join(','), *$a).length)"),
    ('sprintf %p of an array', ARRAY + "notice(sprintf('%p', $a).length)"),
    ('camelcase', STRING + "$t = regsubst($s, '00', '0_', 'G') notice(camelcase($t).length)"),
    ('capitalize / downcase / upcase', WORDS + "$t = $w.join(' ') notice(capitalize($t).length + downcase($t).length + upcase($t).length)"),
    ('chomp / chop', STRING + 'notice(chomp("${s}\\n").length + chop($s).length)'),
    ('strip / lstrip / rstrip', STRING + '$t = regsubst($s, "0", " ", "G") notice(strip("${t}x${t}").length + lstrip("${t}x").length + rstrip("x${t}").length)'),
    ('shellquote', WORDS + 'notice(shellquote($w).length)'),
    ('md5 / sha1 / sha256', STRING + 'notice(md5($s).length + sha1($s).length + sha256($s).length)'),
    ('versioncmp', "$v = Integer[1, {N}].map |$i| { $i % 10 }.join('.') notice(versioncmp($v, \"${v}.1\"))"),
    ('strftime', STRING + "$f = regsubst($s, '0', '%Y', 'G') notice(Timestamp('2020-01-01T00:00:00Z').strftime($f).length)"),
    ('inline_epp loop', "notice(inline_epp('<% Integer[1, {N}].each |$i| { %><%= $i %><% } -%>').length)"),
    ('inline_epp of a long text', STRING + "notice(inline_epp(\"${s}<%= 1 %>${s}\").length)"),
    ('Binary', STRING + "notice(Binary($s, '%s').length)"),
    ('String of a long string %p', STRING + "notice(String($s, '%p').length)"),
    # --- catalog ---
    ('N resources', 'Integer[1, {N}].each |$i| { notify { "n${i}": } } notice(1)'),
    ('N relationships', 'Integer[1, {N}].each |$i| { notify { "n${i}": } } Integer[2, {N}].each |$i| { Notify["n${i}"] -> Notify["n${$i - 1}"] } notice(1)'),
    ('collector after N resources', 'Integer[1, {N}].each |$i| { @notify { "n${i}": tag => "t${$i % 10}" } } Notify <| tag == "t1" |> notice(1)'),
    ('tags of one resource', "notify { 'x': tag => Integer[1, {N}].map |$i| { \"t${i}\" } }"),
    ('tagged N times', "tag('a') notice(Integer[1, {N}].filter |$i| { tagged('a') }.length)"),
    ('defined N times', 'Integer[1, {N}].each |$i| { notify { "n${i}": } } notice(Integer[1, {N}].filter |$i| { defined(Notify["n${i}"]) }.length)'),
    ('create_resources', "notice(1) create_resources('notify', Hash(Integer[1, {N}].map |$i| { [\"n${i}\", {}] }))"),
    ('include N classes', lambda n: ''.join('class c%d {}\n' % i for i in range(n)) + 'include ' + ', '.join('c%d' % i for i in range(n)) + '\nnotice(1)'),
    ('realize N virtual resources', 'Integer[1, {N}].each |$i| { @notify { "n${i}": } } realize(Integer[1, {N}].map |$i| { Notify["n${i}"] }) notice(1)'),
    ('resource with N attributes (define)', lambda n: 'define d(' + ', '.join('$a%d = 0' % i for i in range(n)) + ') { notice($a0) }\nd { "x": ' + ', '.join('a%d => %d' % (i, i) for i in range(n)) + ' }'),
    ('resource defaults, N resources', 'Notify { message => "m" } Integer[1, {N}].each |$i| { notify { "n${i}": } } notice(1)'),
    ('nested defines, N deep', lambda n: 'define d() { if length($title) < %d { d { "x${title}": } } }\nd { "a": }\nnotice(1)' % min(n, 900)),
    # --- the source ---
    ('array literal', lambda n: 'notice([' + ', '.join(str(i) for i in range(n)) + '].length)'),
    ('hash literal', lambda n: 'notice({' + ', '.join('"k%d" => %d' % (i, i) for i in range(n)) + '}.length)'),
    ('string literal', lambda n: "notice('" + 'x' * n + "'.length)"),
    ('interpolated string literal', lambda n: 'notice("' + '${1}x' * n + '".length)'),
    ('comment', lambda n: '# ' + 'x' * n + '\nnotice(1)'),
    ('N statements', lambda n: '$x = 0\n' + ''.join('$x%d = %d\n' % (i, i) for i in range(n)) + 'notice(1)'),
    ('heredoc line of N blanks', lambda n: '$x = @(END)\n' + ' ' * n + 'a\nEND\nnotice($x.length)'),
    ('heredoc of N lines', lambda n: '$x = @(END)\n' + 'a\n' * n + '  | END\nnotice($x.length)'),
    ('N parentheses after N blanks', lambda n: '$x = [' + ' ' * n + '(1), ' * n + '] notice($x.length)'),
    ('function of N parameters', lambda n: 'function f(' + ', '.join('$a%d = %d' % (i, i) for i in range(n)) + ') { $a0 }\nnotice(f())'),
    ('lambda of N parameters', lambda n: 'notice([1].map |' + ', '.join('$a%d = %d' % (i, i) for i in range(n)) + '| { $a0 })'),
    ('N function definitions', lambda n: ''.join('function f%d() { %d }\n' % (i, i) for i in range(n)) + 'notice(f0())'),
]


def program(text, n):
    return text(n) if callable(text) else text.replace('{N}', str(n))


def run(source, timeout):
    """Runs source; returns (cpu_ms, status) where status is 'ok', 'limit: ...', 'error: ...'
    or 'timeout'."""
    with tempfile.NamedTemporaryFile('w', suffix='.pp', delete=False) as f:
        f.write(source)
        path = f.name
    try:
        before = resource.getrusage(resource.RUSAGE_CHILDREN)
        try:
            r = subprocess.run([BINARY, '--portable', '--max-time', '600000', path], capture_output=True,
                               text=True, timeout=timeout, errors='replace')
        except subprocess.TimeoutExpired:
            return None, 'timeout'
        after = resource.getrusage(resource.RUSAGE_CHILDREN)
        cpu = (after.ru_utime + after.ru_stime - before.ru_utime - before.ru_stime) * 1000
        err = r.stderr.strip().splitlines()
        last = err[-1] if err else ''
        if r.returncode == 0:
            return cpu, 'ok'
        if 'stopped' in last or 'took longer' in last:
            return cpu, 'limit: ' + last.replace('Error: ', '')
        return cpu, 'error: ' + last[:100]
    finally:
        os.unlink(path)


def main():
    parser = argparse.ArgumentParser(description=__doc__, formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument('words', nargs='*', help='cases whose name contains one of these')
    parser.add_argument('--sizes', default='1000,10000,100000')
    parser.add_argument('--timeout', type=float, default=120.0, help='seconds per run')
    parser.add_argument('--repeat', type=int, default=3, help='runs per size; the fastest counts')
    parser.add_argument('--check', type=float, default=None, help='fail above this exponent, when not counted')
    args = parser.parse_args()
    sizes = [int(s) for s in args.sizes.split(',')]
    if not os.access(BINARY, os.X_OK):
        sys.exit(f'{BINARY} is missing: ./build.sh native')
    startup = min(run('notice(1)', args.timeout)[0] for _ in range(5))
    cases = [c for c in CASES if not args.words or any(w in c[0] for w in args.words)]
    print(f'start-up (subtracted): {startup:.1f} ms CPU; sizes {", ".join(str(s) for s in sizes)}; '
          f'fastest of {args.repeat}')
    print()
    print('| case | ' + ' | '.join(f'{s:,} (ms)' for s in sizes) + ' | exponent | at the largest |')
    print('| --- | ' + ' | '.join('---:' for _ in sizes) + ' | ---: | --- |')
    failures = []
    for name, text in cases:
        times, statuses = [], []
        for n in sizes:
            best, status = None, 'ok'
            for _ in range(args.repeat):
                cpu, status = run(program(text, n), args.timeout)
                if cpu is None:
                    break
                best = cpu if best is None else min(best, cpu)
                if status != 'ok' or best > 2000:
                    break   # a limit or a long run: one sample is enough
            times.append(None if best is None else max(best - startup, 0.0))
            statuses.append(status)
        # the exponent of the two largest sizes that ended normally (a case whose largest size
        # ends at a limit shows the growth below it, marked *)
        exponent, below = None, False
        for hi in range(len(sizes) - 1, 0, -1):
            t_lo, t_hi = times[hi - 1], times[hi]
            if statuses[hi] == 'ok' and statuses[hi - 1] == 'ok' and t_lo is not None and t_hi is not None:
                if t_lo >= 2.0:
                    exponent = math.log10(max(t_hi, 0.01) / t_lo) / math.log10(sizes[hi] / sizes[hi - 1])
                    below = hi != len(sizes) - 1
                break
        last = statuses[-1]
        counted = last.startswith('limit')
        verdict = 'counted (' + last[7:].split(' (line')[0] + ')' if counted else last
        cells = ' | '.join('-' if t is None else f'{t:.1f}' for t in times)
        shown = '-' if exponent is None else f'{exponent:.2f}' + ('*' if below else '')
        print(f'| {name} | {cells} | {shown} | {verdict} |', flush=True)
        if args.check is not None and (last == 'timeout' or (not counted and exponent is not None and exponent > args.check)):
            failures.append(name)
    if failures:
        print('\ngrowing faster than the check:', ', '.join(failures))
        sys.exit(1)


if __name__ == '__main__':
    main()
