[$a, [$b, $c]] = {a => 1, [b, c] => [2, 3]}
notice($a, $b, $c)
