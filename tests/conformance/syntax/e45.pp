$x = if true
