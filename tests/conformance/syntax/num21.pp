$x = 3
notice(-$x, - $x, -(-$x), +$x)
