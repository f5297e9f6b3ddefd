#!/usr/bin/env python3
"""gen-parse.py: writes programs/parse.pp, the "parse a large generated manifest" benchmark.

Deterministic (no randomness), so the checked-in file and its expected checksum stay valid:
re-run only when the generator changes, then refresh programs/parse.expected from the reference.
Most of the text is function definitions that are never called, so the time goes to lexing,
parsing and validation; a few calls at the end make the checksum depend on what was parsed.
"""
import os

N = 1500
out = ["# Parsing a large generated manifest (written by tests/bench/gen-parse.py; do not edit).\n"]
for i in range(N):
    out.append(f"""function bench::f{i}(Integer $x, String $s = 'abc{i}', Optional[Hash[String, Integer]] $h = undef) >> Integer {{
  $local = [$x, $x + {i}, {{ 'k{i}' => "v${{x}}-{i}", 'n' => [{i % 7}, {i % 11}, 0x{i:x}] }}]
  # a comment that the lexer skips, number {i}
  if $x > {i % 50} and $s =~ /^a[bc]+\\d*$/ {{ $x * {i % 9 + 1} }}
  elsif $x < 0 {{ -$x + $local[1] }}
  else {{ case $s {{ 'a', 'b': {{ {i} }} default: {{ $local[1] - $x }} }} }}
}}
""")
    if i % 10 == 0:
        out.append(f"$data{i} = {{ 'name' => 'item{i}', 'list' => [{', '.join(str(j) for j in range(i % 13))}], 'nested' => {{ 'a' => {{ 'b' => {i} }} }} }}\n")
calls = " + ".join(f"bench::f{i}({i % 60})" for i in range(0, N, 97))
out.append(f"$sum = {calls}\n")
out.append(f"notice(\"sum=${{sum}} data=${{$data{N - 10}['nested']['a']['b']}}\")\n")
path = os.path.join(os.path.dirname(os.path.abspath(__file__)), "programs", "parse.pp")
with open(path, "w") as f:
    f.write("".join(out))
