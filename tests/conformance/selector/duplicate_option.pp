$x = 1
$y = $x ? { 1 => 'one', 1 => 'uno' }
notice($y)
