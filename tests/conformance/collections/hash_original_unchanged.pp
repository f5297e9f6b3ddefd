$a = {x => 1}
$b = $a + {y => 2}
notice($a)
notice($b)
