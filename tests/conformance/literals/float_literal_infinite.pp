notice(1)
$x = 1.5e400
notice($x)
