notice(1) notice(2); notice(3)
$a = 1; $b = 2
