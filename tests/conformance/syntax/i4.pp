$x = [1]
notice("${x}[0]")
