$h = {a => 1, b => 2}
$h.each |$k, $v| { notice("${k}: ${v}") }
