$x = 1
$x
notice(2)
