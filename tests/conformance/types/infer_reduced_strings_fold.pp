# The common type of many Strings (reduced and generalized type()): their values join into one Enum,
# sorted and without duplicates, whatever comes between them
$cases = [
  ['a', 'b', 'a'], ['x'], ['x', 'x'], ['b', 1, 'a'], ['a', 'b', 1, 'c', 'd'], [1, 'a'], ['a', 1], ['', 'a', undef, 'b'],
  ['a', String, 'b'], [['a'], ['b']], ['A', 'a'], [1, 2, 3], ['a', 2.5], ['b', 'a', /x/, 'c'], [undef, 'z', 'y'],
]
$cases.each |$c| {
  notice(type($c, 'reduced'))
  notice(type($c, 'generalized'))
  notice(type(Hash($c.map |$i, $v| { [$v, $i] }), 'reduced'))
  notice(type(Hash($c.map |$i, $v| { [$i, $v] }), 'reduced'))
}
$many = Integer[1, 60].map |$i| { "v${($i * 7) % 50}" }
notice(type($many, 'reduced'))
notice(type(Hash($many.map |$i, $v| { [$v, $i] }), 'generalized'))
notice(type($many + [1] + $many.reverse_each, 'reduced'))
