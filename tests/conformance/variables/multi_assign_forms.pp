[$a, $b] = [1, 2]
notice("${a} ${b}")
[$c, [$d, $e]] = [3, [4, 5]]
notice("${c} ${d} ${e}")
[$f, $g] = { 'f' => 'F', 'g' => 'G', 'h' => 'H' }
notice("${f} ${g}")
$x = $y = 7
notice("${x} ${y}")
