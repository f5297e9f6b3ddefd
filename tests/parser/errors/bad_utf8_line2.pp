notice(1)
$x = "Ã("
