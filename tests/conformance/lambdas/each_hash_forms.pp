$h = { 'a' => 1, 'b' => 2 }
$h.each |$pair| { notice($pair) }
$h.each |$k, $v| { notice("${k}:${v}") }
$h.each |$i, $pair| { notice("${i}") }
