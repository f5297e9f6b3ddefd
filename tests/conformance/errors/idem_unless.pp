$x = 1
unless $x { 2 }
notice(1)
