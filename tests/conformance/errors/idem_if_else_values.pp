$x = 1
if $x { 2 } else { 3 }
notice(1)
