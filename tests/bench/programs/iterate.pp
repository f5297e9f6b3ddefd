# Iteration over large ranges with map, filter, reduce, each and with.
$squares = Integer[1, 40000].map |$i| { $i * $i % 1009 }
$odd = $squares.filter |$x| { $x % 2 == 1 }
$sum = $odd.reduce(0) |$acc, $x| { $acc + $x }
$pairs = $squares.map |$index, $x| { $index + $x }
$max = $pairs.reduce |$a, $b| { max($a, $b) }
$count = 0
$evens = 40000.filter |$i| { $i % 3 == 0 }.length
$nested = Integer[1, 200].map |$i| { Integer[1, 100].map |$j| { $i * $j } }.map |$row| { $row.reduce |$a, $b| { $a + $b } }
$total = $nested.reduce |$a, $b| { $a + $b }
notice("odd=${odd.length} sum=${sum} max=${max} evens=${evens} total=${total}")
