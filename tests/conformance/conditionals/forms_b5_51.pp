$r = if false { 1 }
notice($r)
$s = unless false { 2 }
notice($s)
$t = case 1 { 2: { 3 } }
notice($t)
