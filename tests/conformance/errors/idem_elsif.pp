$x = 1
if $x { 2 } elsif $x { 3 }
notice(1)
