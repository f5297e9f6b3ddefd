$x = 'X'
notice("\${x} \$x $\{x}")
