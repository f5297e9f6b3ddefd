type A = Integer[a]
notice(1)
$x = A
