[1, 2].each |*$r| { notice($r) }
$h = {a => 1}
$h.each |*$r| { notice($r) }
