notice($::x)
$x = 1
notice($::x)
