$x = 1
notice("line1
line2 $x")
