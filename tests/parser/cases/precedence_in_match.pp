$a = $x =~ $y in $z
$b = 1 * 2 in [2]
$c = $x << 1 + 2
$d = 1 < 2 == true
$e = $a or $b and $c or $d
