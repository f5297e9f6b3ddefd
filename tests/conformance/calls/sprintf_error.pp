$x = sprintf("%d", "x")
