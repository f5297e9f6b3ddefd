$x = 'a'
notice("$x-$x")
