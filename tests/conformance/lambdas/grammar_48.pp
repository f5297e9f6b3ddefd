[1].each |$x| { $x = 5 }
