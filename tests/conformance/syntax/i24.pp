$x_y = 'xy'
$x = 'x'
notice("$x_y $x-y")
