$x = [1,2]
notice("${x.map |$y| { $y * 2 }}")
