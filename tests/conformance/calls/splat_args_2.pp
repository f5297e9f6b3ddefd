function add3($a, $b, $c) { $a + $b + $c }
$args = [1, 2, 3]
notice(add3(*$args))
notice(add3(1, *[2, 3]))
notice(add3(*[1], *[2], 3))
