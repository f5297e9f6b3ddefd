$a = 1 + 2 * 3 - 4 / 5 % 6
$b = 1 << 2 >> 3 + 4
$c = 1 == 2 != 3
$d = 1 < 2 and 3 > 4 or 5 <= 6 and 7 >= 8
$e = !$x and !$y or $z
$f = $x =~ /a/ and $y !~ /b/
$g = 1 + 1 in [2]
$h = $x in $y == true
