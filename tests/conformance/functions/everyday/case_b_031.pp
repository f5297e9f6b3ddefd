$x = 3; notice(getvar('x') + 1)
