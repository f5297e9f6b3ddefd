$x = 'top'
notice("$::x")
