$x = 1
if $x { }
notice(1)
