notice(1)
$x = 1 + = 2
