$x = 'X'
notice("$x ${x} ${x}y $xy")
