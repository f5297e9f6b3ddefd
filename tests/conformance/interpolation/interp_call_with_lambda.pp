$a = [1, 2, 3]
notice("${a.map |$x| { $x * 2 }}")
