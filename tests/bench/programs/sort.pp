# sort, unique, flatten, reverse_each, compare over large arrays.
$numbers = Integer[1, 20000].map |$i| { ($i * 7919) % 10007 }
$sorted = sort($numbers)
$unique = $numbers.unique
$strings = $numbers.map |$n| { "s${n}" }
$ssorted = sort($strings)
$custom = sort($numbers) |$a, $b| { compare($b % 100, $a % 100) }
$nested = Integer[1, 300].map |$i| { [$i, [$i * 2, [$i * 3, [$i]]]] }
$flat = flatten($nested)
$rev = $sorted.reverse_each.map |$x| { $x }
$mins = [$sorted[0], $sorted[-1], $ssorted[0], $ssorted[-1], $custom[0], $custom[-1], $rev[0]]
notice("unique=${unique.length} flat=${flat.length} sum=${flat.reduce |$a, $b| { $a + $b }} ends=${mins}")
