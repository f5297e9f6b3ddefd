$x = 1
if $x { notice(2) }
notice(1)
