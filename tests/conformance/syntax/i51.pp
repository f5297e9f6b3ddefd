$x = 1.0
notice("${x} ${1.5} $x")
