$t = true
$f = false
notice("$t $f")
