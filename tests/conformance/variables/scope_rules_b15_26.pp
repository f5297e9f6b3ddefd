$x = 1
[1].each |$x| { $x = 3 }
