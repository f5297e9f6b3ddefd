# Values built by + and << in a loop stay frozen: a later append to an older value does not show
# in the values built from it (the engine shares one growing buffer between them).
$a = Integer[1, 10].reduce([]) |$acc, $i| { $acc + [$i] }
$b = $a + [11]
$c = $a + [12, 13]
$d = $a << 14
$e = $b << 15
notice($a, $b, $c, $d, $e)
notice($a == $c, $b.length, $c[-1], $d[10])
$h = Integer[1, 10].reduce({}) |$acc, $i| { $acc + { "k${i}" => $i } }
$h1 = $h + { 'x' => 1 }
$h2 = $h + { 'x' => 2, 'y' => 3 }
$h3 = $h + { 'k1' => 100 }
$h4 = $h1 + { 'z' => 4 }
notice($h['x'], $h1['x'], $h2['x'], $h2['y'], $h3['k1'], $h4['z'], $h1['z'], $h['k1'])
notice($h.keys, $h1.keys, $h2.keys, $h3.keys, $h4.keys)
notice($h1 == $h2, $h.length, $h4.length, 'x' in $h, 'y' in $h1)
$big = Integer[1, 100].reduce({}) |$acc, $i| { $acc + { $i => $i * $i } }
$big2 = $big + { 101 => 0 }
$big3 = $big + { 102 => 1 }
notice($big[50], $big[101], $big2[101], $big2[102], $big3[102], $big3[101], $big3.length)
