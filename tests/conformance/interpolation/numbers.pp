$i = 42
$f = 3.14
$g = 1.0
notice("$i $f $g")
