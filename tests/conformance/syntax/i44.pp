$x = 'X'
notice("{$x}")
