$x = 1
unless $x { } else { notice(1) }
notice(1)
