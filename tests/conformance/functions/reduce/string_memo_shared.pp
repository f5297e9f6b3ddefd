# reduce appends to its string memo in place (docs/performance.md): no string that anything else
# holds may change. The initial memo, an array element used as memo, and the result of one
# reduce given as the initial memo of others all keep their values.
$init = 'ab'
$r1 = [1, 2, 3].reduce($init) |$m, $x| { "${m}${x}" }
notice($init, $r1)
$words = ['x', 'y', 'z']
$r2 = $words.reduce |$m, $w| { "${m}-${w}" }
notice($words, $r2)
$a = Integer[1, 40].reduce('') |$m, $i| { "${m}${$i % 10}" }
$b = [4, 5].reduce($a) |$m, $x| { "${m}<${x}>" }
$c = [6].reduce($a) |$m, $x| { "${m}(${x})" }
$d = $b.reduce('') |$m, $ch| { "${m}${ch}" }
notice($a)
notice($b)
notice($c)
notice($d == $b, $a.length, $b.length, $c.length)
$h = { $a => 'key' }
$e = [1, 2].reduce($a) |$m, $x| { "${m}${x}" }
notice($h[$a], $h.keys[0] == $a, $e.length)
